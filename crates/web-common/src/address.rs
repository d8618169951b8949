//! Which product an address belongs to. Every page reads the text after `#` first to know
//! whether it is its own: a Block Ness game link, a solo puzzle link, a Loch Ness game or a
//! live table.
//! Each product reads the rest of its own addresses, as untrusted input.

/// What starts the address of a solo puzzle: `#p/…`.
pub const PUZZLE_PREFIX: &str = "p/";
/// What starts the address of a Loch Ness game: `#l/…`.
pub const LOCHNESS_PREFIX: &str = "l/";

/// What starts the address of a live Loch Ness table:
/// `#l/live=<table id>&invite=<secret>&broker=…`, the Loch Ness prefix before a live table's
/// own address, so its module, not the Loch Ness game's, opens it.
pub const LOCHNESS_LIVE_PREFIX: &str = "l/live=";

/// What starts the address of a live table (`#live=<table id>&broker=…`) and of the form
/// that opens one (`#live=new&…`).
pub const LIVE_PREFIX: &str = "live=";

/// What names the form that opens a live table, in place of a table id: `live=new&…`.
pub const NEW_TABLE: &str = "new";

/// What starts the storage key of the record a device keeps of a live table it sits at
/// (`blockness.live.<table id>`): while it is there, the table lives for this device.
pub const LIVE_RECORD_PREFIX: &str = "blockness.live.";

/// Where a live table's address names its broker: `&broker=<percent-encoded address>`.
pub const LIVE_BROKER_PARAM: &str = "broker";

/// Where the broker address the player entered is kept (local storage). The page's first
/// script reads it too: the page may connect to it (see [`crate::names::BROKER_ALLOWED_GLOBAL`]).
pub const LIVE_BROKER_KEY: &str = "blockness.live-broker";

/// A game a view asks the page to keep in My games.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptGame {
    /// The game's address text: its link, id and seat code, as after `#`.
    pub address: String,
    /// For a live table's game, the live address that opens the table again
    /// (`live=<table id>&broker=…`, no invite): My games opens the table rather than the
    /// game while this device keeps the table's record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// For a live table's game, the names of the people who played it on other devices,
    /// in seat order, so that My games can say who the game was with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<String>,
}

/// The storage key of the record of the live table `table_address` names
/// (`live=<32 hexadecimal digits>…`); `None` for any other text, which names no table.
pub fn live_record_key(table_address: &str) -> Option<String> {
    let rest = table_address.strip_prefix(LIVE_PREFIX)?;
    let id = rest.split('&').next()?;
    let hex = id.len() == 32
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    hex.then(|| format!("{LIVE_RECORD_PREFIX}{id}"))
}

/// The product an address is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Nothing after `#`: the page opens as it would with no address.
    Nothing,
    /// A Block Ness game (its link, id and seats), good or bad.
    Game,
    /// A solo puzzle, good or bad.
    Puzzle,
    /// A Loch Ness game, good or bad.
    LochNess,
    /// A live Loch Ness table, good or bad.
    LochLive,
    /// A live table, or the form that opens one, good or bad.
    Live,
}

impl Route {
    /// The product the text after `#` is for (a leading `#` is allowed).
    pub fn of(hash: &str) -> Route {
        let text = hash.trim_start_matches('#');
        if text.is_empty() {
            Route::Nothing
        } else if text.starts_with(PUZZLE_PREFIX) {
            Route::Puzzle
        } else if text.starts_with(LOCHNESS_LIVE_PREFIX) {
            Route::LochLive
        } else if text.starts_with(LOCHNESS_PREFIX) {
            Route::LochNess
        } else if text.starts_with(LIVE_PREFIX) {
            Route::Live
        } else {
            Route::Game
        }
    }
}

/// Whether the text after `#` is a puzzle link (good or bad), which the game page leaves
/// to the solo view.
pub fn is_puzzle_link(hash: &str) -> bool {
    Route::of(hash) == Route::Puzzle
}

/// Whether the text after `#` is a Loch Ness address (good or bad), which the game page
/// leaves to the Loch Ness view.
pub fn is_lochness_link(hash: &str) -> bool {
    Route::of(hash) == Route::LochNess
}

/// Whether the text after `#` is a live Loch Ness table's address (good or bad), which the
/// game page leaves to the live Loch Ness view.
pub fn is_lochness_live_link(hash: &str) -> bool {
    Route::of(hash) == Route::LochLive
}

/// Whether the text after `#` is a live table's address (good or bad), which the game page
/// leaves to the live view.
pub fn is_live_link(hash: &str) -> bool {
    Route::of(hash) == Route::Live
}

/// The `name=value` pairs of a live address (`live=…&name=value&…`), values as written.
/// The first pair is the prefix's own (`live`, the table).
pub fn params(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.trim_start_matches('#')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| part.split_once('=').unwrap_or((part, "")))
}

/// `text` as JavaScript's `encodeURIComponent` writes it, so it fits in one parameter.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// A percent-encoded parameter read back; `None` when its escapes are broken or do not
/// make UTF-8 (the parameter is then ignored, never guessed at).
pub fn decode_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_prefix_names_its_product_and_anything_else_is_a_game() {
        assert_eq!(Route::of(""), Route::Nothing);
        assert_eq!(Route::of("#"), Route::Nothing);
        assert_eq!(Route::of("#p/daily-2026-11-26"), Route::Puzzle);
        assert_eq!(Route::of("l/1AB~hh"), Route::LochNess);
        assert_eq!(Route::of("1AAM.k3J9xQ2a~hs"), Route::Game);
        assert_eq!(Route::of("garbage/l/"), Route::Game);
        assert!(is_puzzle_link("p/"));
        assert!(is_lochness_link("#l/"));
        assert!(!is_lochness_link("p/x"));
        // A live Loch Ness table is not a Loch Ness game: another module opens it.
        let table = "l/live=0123456789abcdef0123456789abcdef&invite=x";
        assert_eq!(Route::of(table), Route::LochLive);
        assert!(is_lochness_live_link(&format!("#{table}")));
        assert!(!is_lochness_link(table));
        assert!(!is_live_link(table));
        assert_eq!(
            Route::of("#live=0123456789abcdef0123456789abcdef"),
            Route::Live
        );
        assert!(is_live_link("live=new&players=2"));
        // A game link never starts with `l`: its first character is the link's version.
        assert!(!is_live_link("1AAM"));
    }

    #[test]
    fn components_are_encoded_as_the_browser_does_and_read_back() {
        let url = "wss://broker.example:8081/mqtt?a=1&b=é";
        let encoded = encode_component(url);
        assert_eq!(
            encoded,
            "wss%3A%2F%2Fbroker.example%3A8081%2Fmqtt%3Fa%3D1%26b%3D%C3%A9"
        );
        assert_eq!(decode_component(&encoded).as_deref(), Some(url));
        assert_eq!(decode_component("plain").as_deref(), Some("plain"));
        for broken in ["%", "%4", "%zz", "%C3", "x%e9"] {
            assert_eq!(decode_component(broken), None, "{broken}");
        }
    }

    #[test]
    fn a_kept_tables_record_key_comes_from_its_address_and_nothing_else_names_one() {
        let id = "0123456789abcdef0123456789abcdef";
        assert_eq!(
            live_record_key(&format!("live={id}&broker=wss%3A%2F%2Fx")),
            Some(format!("blockness.live.{id}"))
        );
        for bad in [
            "live=new&players=2",
            "live=0123",
            "live=0123456789ABCDEF0123456789ABCDEF",
            "abc",
            "",
        ] {
            assert_eq!(live_record_key(bad), None, "{bad}");
        }
        let odd = format!("live={}", "é".repeat(16));
        assert_eq!(live_record_key(&odd), None);
    }

    #[test]
    fn params_split_on_ampersands() {
        let found: Vec<_> = params("#live=abc&broker=ws%3A&&flag").collect();
        assert_eq!(
            found,
            vec![("live", "abc"), ("broker", "ws%3A"), ("flag", "")]
        );
    }
}
