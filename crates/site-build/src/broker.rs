//! The brokers live tables connect to by default, in the order they are tried. The build
//! writes them into `<meta name="blockness-broker">` (comma-separated), the one place the
//! page reads them; an invite's `broker=` or an address the player enters overrides them.
//!
//! The environment variable `BLOCKNESS_BROKER` (the Pages workflow passes a repository
//! variable) chooses them: unset or empty, the site ships [`DEFAULT_BROKERS`]; a
//! comma-separated list of WebSocket addresses replaces them; `none` ships no broker at all
//! (the tests' builds, which must reach nothing beyond the machine, and a site that only
//! plays by link or with a broker each player enters).

/// The environment variable that names the brokers.
pub const VARIABLE: &str = "BLOCKNESS_BROKER";

/// The value of [`VARIABLE`] that ships no broker.
pub const NONE: &str = "none";

/// Public MQTT brokers that serve MQTT over secure WebSocket to anyone, at the addresses
/// their operators publish: EMQX's and HiveMQ's. They promise nothing (no uptime, no
/// privacy), which the page says; the protocol trusts no broker anyway.
pub const DEFAULT_BROKERS: [&str; 2] = [
    "wss://broker.emqx.io:8084/mqtt",
    "wss://broker.hivemq.com:8884/mqtt",
];

/// The brokers the build was given, checked, in order.
pub fn from_env() -> Result<Vec<String>, String> {
    check(&std::env::var(VARIABLE).unwrap_or_default())
}

/// `value` as the brokers to write, or why the build refuses it: only a WebSocket address
/// can be reached from a page, and a mistyped one is better caught now than by every
/// visitor. A broker named twice is kept once, where it first comes.
pub fn check(value: &str) -> Result<Vec<String>, String> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(DEFAULT_BROKERS.map(String::from).to_vec());
    }
    if value == NONE {
        return Ok(Vec::new());
    }
    let mut brokers: Vec<String> = Vec::new();
    for url in value.split(',').map(str::trim) {
        let rest = url
            .strip_prefix("wss://")
            .or_else(|| url.strip_prefix("ws://"));
        match rest {
            Some(host) if !host.is_empty() && !url.chars().any(char::is_whitespace) => {
                if !brokers.iter().any(|b| b == url) {
                    brokers.push(url.to_string());
                }
            }
            _ => {
                return Err(format!(
                    "{VARIABLE}: {url:?} is not a WebSocket address (ws://host:port/path or \
                     wss://…); give a comma-separated list of them, or {NONE:?} for no broker"
                ))
            }
        }
    }
    Ok(brokers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_means_the_public_brokers_and_none_means_none() {
        assert_eq!(check(""), Ok(DEFAULT_BROKERS.map(String::from).to_vec()));
        assert_eq!(check("  "), Ok(DEFAULT_BROKERS.map(String::from).to_vec()));
        assert_eq!(check(" none "), Ok(Vec::new()));
        for url in DEFAULT_BROKERS {
            assert!(
                url.starts_with("wss://"),
                "{url}: a page served over https needs wss"
            );
        }
    }

    #[test]
    fn a_list_of_websocket_addresses_is_kept_in_order_and_anything_else_refused() {
        assert_eq!(
            check(" wss://broker.example:8081/mqtt "),
            Ok(vec!["wss://broker.example:8081/mqtt".to_string()])
        );
        assert_eq!(
            check("ws://127.0.0.1:9001, ws://127.0.0.1:9002,ws://127.0.0.1:9001"),
            Ok(vec![
                "ws://127.0.0.1:9001".to_string(),
                "ws://127.0.0.1:9002".to_string()
            ])
        );
        for bad in [
            "mqtt://host:1883",
            "https://x",
            "ws://",
            "ws://a b",
            "ws://a,",
            "ws://a,,ws://b",
        ] {
            assert!(check(bad).is_err(), "{bad}");
        }
    }
}
