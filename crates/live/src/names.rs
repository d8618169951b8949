//! Players' names: what a name may hold, and how typed text is cleaned into one.
//!
//! A name is shown on every screen at the table and printed by the command line, so it may
//! hold no control characters, no invisible ones (zero-width spaces, joiners, soft hyphens)
//! and no bidirectional overrides, which could make one name look like another or reorder
//! the text around it.

use crate::LiveError;

/// The longest name a player can sit down with, in characters.
pub const MAX_NAME: usize = 24;

/// Whether `c` may not stand in a name: control and format characters (Unicode's Cc and
/// the invisible or direction-changing ones of Cf), separators other than the plain space,
/// and the private-use and tag planes.
pub fn is_forbidden(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}'                  // soft hyphen
            | '\u{061C}'                // Arabic letter mark
            | '\u{115F}' | '\u{1160}'   // Hangul fillers
            | '\u{180E}'                // Mongolian vowel separator
            | '\u{200B}'..='\u{200F}'   // zero-width space, joiners, direction marks
            | '\u{2028}'..='\u{202E}'   // line and paragraph separators, embeddings, overrides
            | '\u{2060}'..='\u{206F}'   // word joiner, invisible operators, isolates
            | '\u{3164}'                // Hangul filler
            | '\u{FE00}'..='\u{FE0F}'   // variation selectors
            | '\u{FEFF}'                // zero-width no-break space
            | '\u{FFA0}'                // halfwidth Hangul filler
            | '\u{FFF0}'..='\u{FFFF}'   // specials
            | '\u{E000}'..='\u{F8FF}'   // private use
            | '\u{E0000}'..='\u{10FFFF}' // tags, variation selectors supplement, private use
        )
        || (c.is_whitespace() && c != ' ')
}

/// Checks a name as a client checks a received claim: 1 to [`MAX_NAME`] characters,
/// nothing forbidden, no space at either end, no two spaces in a row.
pub fn check(name: &str) -> Result<(), LiveError> {
    let count = name.chars().count();
    if count == 0
        || count > MAX_NAME
        || name.chars().any(is_forbidden)
        || name.starts_with(' ')
        || name.ends_with(' ')
        || name.contains("  ")
    {
        return Err(LiveError::BadName);
    }
    Ok(())
}

/// Cleans typed text into a name: forbidden characters dropped, spaces folded, cut to
/// [`MAX_NAME`] characters. The result passes [`check`] unless it is empty.
pub fn clean(text: &str) -> String {
    let kept: String = text
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !is_forbidden(*c))
        .collect();
    let folded = kept
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>();
    let joined = folded.join(" ");
    joined
        .chars()
        .take(MAX_NAME)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// A name as a terminal should print it: anything that is not a printable character of
/// a name written as an escape (`\u{202e}`), so a hostile name cannot move the cursor,
/// change colours or reorder the line.
pub fn escaped(name: &str) -> String {
    name.chars()
        .map(|c| {
            if is_forbidden(c) || c == '\\' {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_hidden_or_reordering_characters_are_refused_and_cleaned() {
        assert!(check("Anna").is_ok());
        assert!(check("Anna Maria").is_ok());
        assert!(check("Zoë 🦊").is_ok());
        for bad in [
            "",
            " Anna",
            "Anna ",
            "An  na",
            "An\u{200B}na",
            "Anna\u{202E}",
            "An\u{2066}na",
            "An\u{FEFF}na",
            "An\nna",
            "An\u{1b}[31mna",
            "An\u{00AD}na",
            "abcdefghijklmnopqrstuvwxy",
        ] {
            assert_eq!(check(bad), Err(LiveError::BadName), "{bad:?}");
            let cleaned = clean(bad);
            assert!(cleaned.is_empty() || check(&cleaned).is_ok(), "{cleaned:?}");
        }
        assert_eq!(clean("  An\u{200B}na \u{202E} Lee\t"), "Anna Lee");
        assert_eq!(clean(&"x".repeat(40)).chars().count(), MAX_NAME);
        assert_eq!(
            escaped("A\u{1b}[2J\u{202E}b\\"),
            "A\\u{1b}[2J\\u{202e}b\\u{5c}"
        );
    }
}
