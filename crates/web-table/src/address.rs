//! A live table's address, whatever its game, as untrusted text: `live=<table id>` with
//! `&invite=<secret>` for a seat's invite (a spectator's link has none) and
//! `&broker=<address, percent-encoded>` once the table's broker is known (without it, the
//! site's brokers are tried in order); `live=new&…` for the form that opens a table, whose
//! choices each game reads itself. A game's product puts its own prefix before it.

use blockness_live::{InviteSecret, LiveError, TableId};
use blockness_web_common::address::{
    decode_component, encode_component, params, LIVE_BROKER_PARAM, LIVE_PREFIX, NEW_TABLE,
};

/// Where a table's address carries the invite's secret: `&invite=<secret>`.
pub const INVITE_PARAM: &str = "invite";

/// What an address asks a live view for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAddress {
    /// The form that opens a table: the whole text, for the game to read its choices from.
    New(String),
    /// A table.
    Table(Invite),
    /// Text that names no table: the reason, for the player.
    Bad(LiveError),
}

/// A table's invite as read from an address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The table.
    pub table: TableId,
    /// The broker the invite names, if it names one (else the site's or the player's).
    pub broker: Option<String>,
    /// The invite's secret, which lets its holder ask for a seat; `None` for a
    /// spectator's link, which offers no seat.
    pub secret: Option<InviteSecret>,
}

impl TableAddress {
    /// Reads the text after `#` and the game's prefix (as written, not yet percent-decoded:
    /// a broker's address may hold `&`, which only its encoding keeps apart from the next
    /// parameter).
    pub fn parse(raw: &str) -> TableAddress {
        let text = raw.trim().trim_start_matches('#');
        let Some(rest) = text.strip_prefix(LIVE_PREFIX) else {
            return TableAddress::Bad(bad(text));
        };
        let first = rest.split('&').next().unwrap_or_default();
        if first == NEW_TABLE {
            return TableAddress::New(text.to_string());
        }
        let Ok(table) = first.parse::<TableId>() else {
            return TableAddress::Bad(bad(text));
        };
        let mut invite = Invite {
            table,
            broker: None,
            secret: None,
        };
        for (name, value) in params(text).skip(1) {
            match name {
                // A broker that is not a WebSocket address is ignored, as if none were named.
                LIVE_BROKER_PARAM => {
                    invite.broker = decode_component(value).filter(|url| is_broker_url(url))
                }
                // A secret that does not read opens the table for watching only.
                INVITE_PARAM => invite.secret = InviteSecret::parse(value).ok(),
                _ => {}
            }
        }
        TableAddress::Table(invite)
    }
}

fn bad(text: &str) -> LiveError {
    LiveError::BadInvite {
        text: text.chars().take(80).collect(),
    }
}

impl Invite {
    /// The text after `#` for this table, with its broker when it has one. The broker is
    /// named even when it is one of the site's: a friend who fell over to another of them
    /// would find an empty table there.
    pub fn address(&self) -> String {
        let mut text = format!("{LIVE_PREFIX}{}", self.table);
        if let Some(secret) = self.secret {
            text.push_str(&format!("&invite={secret}"));
        }
        if let Some(broker) = self.broker.as_deref() {
            text.push_str(&format!("&{LIVE_BROKER_PARAM}="));
            text.push_str(&encode_component(broker));
        }
        text
    }

    /// The spectator's link of the same table: no secret.
    pub fn spectator(&self) -> Invite {
        Invite {
            secret: None,
            ..self.clone()
        }
    }
}

/// The brokers of a comma-separated list (the site's, as its build writes them), in order:
/// what is not a broker's address is left out, and so is a broker named twice.
pub fn broker_list(text: &str) -> Vec<String> {
    let mut brokers: Vec<String> = Vec::new();
    for url in text.split(',').map(str::trim) {
        if is_broker_url(url) && !brokers.iter().any(|b| b == url) {
            brokers.push(url.to_string());
        }
    }
    brokers
}

/// Whether `url` can be a broker's address: a WebSocket address with a host.
pub fn is_broker_url(url: &str) -> bool {
    let host = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"));
    host.is_some_and(|h| !h.is_empty() && !h.starts_with('/'))
        && !url.chars().any(|c| c.is_whitespace() || c.is_control())
        && url.len() <= 300
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0123456789abcdef0011223344556677";

    #[test]
    fn an_invite_reads_back_with_its_broker_and_mode() {
        let secret = InviteSecret([1; 16]);
        let invite = Invite {
            table: ID.parse().unwrap(),
            broker: Some("ws://127.0.0.1:9001/mqtt?x=1&y=2".into()),
            secret: Some(secret),
        };
        let text = invite.address();
        assert_eq!(
            text,
            format!("live={ID}&invite={secret}&broker=ws%3A%2F%2F127.0.0.1%3A9001%2Fmqtt%3Fx%3D1%26y%3D2")
        );
        assert_eq!(
            TableAddress::parse(&format!("#{text}")),
            TableAddress::Table(invite.clone())
        );
        // The spectator's link has no secret; without a broker, the link names none.
        assert_eq!(
            Invite {
                broker: None,
                ..invite.spectator()
            }
            .address(),
            format!("live={ID}")
        );
        // An older spectator link, and a secret that does not read, only watch.
        for text in [format!("live={ID}&watch"), format!("live={ID}&invite=%%%")] {
            let TableAddress::Table(read) = TableAddress::parse(&text) else {
                panic!("{text}")
            };
            assert_eq!(read.secret, None, "{text}");
        }
    }

    #[test]
    fn the_sites_brokers_are_read_in_order_without_what_is_no_broker() {
        assert_eq!(
            broker_list(
                " wss://a.example/mqtt,ws://127.0.0.1:9001 ,http://x,,wss://a.example/mqtt"
            ),
            vec![
                "wss://a.example/mqtt".to_string(),
                "ws://127.0.0.1:9001".to_string()
            ]
        );
        assert!(broker_list("").is_empty());
    }

    #[test]
    fn the_form_and_bad_addresses_are_told_apart() {
        assert_eq!(
            TableAddress::parse("#live=new&players=3"),
            TableAddress::New("live=new&players=3".into())
        );
        for bad in ["live=", "live=xyz", "live=0123", "1AAM", "live=new0"] {
            assert!(
                matches!(TableAddress::parse(bad), TableAddress::Bad(_)),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_broker_that_is_no_websocket_address_is_ignored() {
        for broker in ["http%3A%2F%2Fx", "ws%3A%2F%2F", "%zz", "ws%3A%2F%2Fa%20b"] {
            let parsed = TableAddress::parse(&format!("live={ID}&broker={broker}"));
            let TableAddress::Table(invite) = parsed else {
                panic!("{broker}: {parsed:?}")
            };
            assert_eq!(invite.broker, None, "{broker}");
        }
        assert!(is_broker_url("wss://broker.example"));
        assert!(!is_broker_url("ws:///path"));
    }
}
