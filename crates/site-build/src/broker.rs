//! The broker live tables connect to by default, given to the build in the environment
//! variable `BLOCKNESS_BROKER` (the Pages workflow passes a repository variable). The build
//! writes it into `<meta name="blockness-broker">`, the one place the page reads it; an
//! invite's `broker=` or an address the player enters overrides it. Unset or empty, the site
//! has no default broker and the live view says so.

/// The environment variable that names the broker.
pub const VARIABLE: &str = "BLOCKNESS_BROKER";

/// The broker the build was given, checked, if any.
pub fn from_env() -> Result<Option<String>, String> {
    check(&std::env::var(VARIABLE).unwrap_or_default())
}

/// `value` as the broker to write, or why the build refuses it: only a WebSocket address can
/// be reached from a page, and a mistyped one is better caught now than by every visitor.
pub fn check(value: &str) -> Result<Option<String>, String> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(None);
    }
    let rest = value
        .strip_prefix("wss://")
        .or_else(|| value.strip_prefix("ws://"));
    match rest {
        Some(host) if !host.is_empty() && !value.chars().any(char::is_whitespace) => {
            Ok(Some(value.to_string()))
        }
        _ => Err(format!(
            "{VARIABLE}={value:?} is not a WebSocket address (ws://host:port/path or wss://…)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_websocket_address_is_kept_and_anything_else_refused() {
        assert_eq!(check(""), Ok(None));
        assert_eq!(check("  "), Ok(None));
        assert_eq!(
            check(" wss://broker.example:8081/mqtt "),
            Ok(Some("wss://broker.example:8081/mqtt".into()))
        );
        assert_eq!(
            check("ws://127.0.0.1:9001"),
            Ok(Some("ws://127.0.0.1:9001".into()))
        );
        for bad in ["mqtt://host:1883", "https://x", "ws://", "ws://a b"] {
            assert!(check(bad).is_err(), "{bad}");
        }
    }
}
