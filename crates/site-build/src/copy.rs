//! The static copy of the first screen: the page's own server-side rendering
//! ([`blockness_web::first_screen`]) made into a picture that nothing can mistake for the live
//! page.
//!
//! The copy keeps every element and what draws it, and leaves out:
//! - the attributes the app and the tests find elements by (`data-testid`, `data-cell`…), all
//!   `data-*` but `data-revision`, which the tests' "settled" check reads and which never holds
//!   on the copy;
//! - the attributes that draw nothing (`aria-label`, `role`, `tabindex`, `title`…): the copy is
//!   inert and hidden from assistive technology, so only assistive technology, the keyboard or
//!   a pointer's tooltip would have used them. `aria-pressed` stays: the styles select on it.
//!
//! It refuses anything that could run script. The same rules as `staticCopy` in
//! tests/e2e/probes.mjs, which the tests use to compare the copy with the live page.

use lol_html::html_content::{ContentType, Element};
use lol_html::{element, rewrite_str, RewriteStrSettings};

/// Attributes that only assistive technology, the keyboard or a pointer's tooltip would use.
const UNSEEN: [&str; 7] = [
    "aria-label",
    "aria-labelledby",
    "aria-describedby",
    "aria-live",
    "role",
    "tabindex",
    "title",
];

/// Elements that run or embed something: never in a copy.
const ACTIVE: [&str; 4] = ["script", "iframe", "object", "embed"];

/// The `data-*` attribute the copy keeps.
const KEPT_DATA: &str = "data-revision";

/// Whether the copy leaves out the attribute `name`.
fn left_out(name: &str) -> bool {
    (name.starts_with("data-") && name != KEPT_DATA) || UNSEEN.contains(&name)
}

/// The attributes of `el` by name and value; an error, naming `what` holds it, when `el`
/// could run script (an active element, an event attribute, a `javascript:` address). Both
/// the first screen's copy and an invite's seat form are checked so.
pub fn attributes_of_inert(
    el: &Element<'_, '_>,
    what: &str,
) -> Result<Vec<(String, String)>, String> {
    let tag = el.tag_name();
    if ACTIVE.contains(&tag.as_str()) {
        return Err(format!("{what} holds a <{tag}>"));
    }
    let attributes: Vec<(String, String)> = el
        .attributes()
        .iter()
        .map(|a| (a.name(), a.value()))
        .collect();
    for (name, value) in &attributes {
        let scheme = value.trim_start().get(..11).map(str::to_ascii_lowercase);
        if name.starts_with("on") || scheme.as_deref() == Some("javascript:") {
            return Err(format!("{what} holds script: <{tag} {name}=\"{value}\">"));
        }
    }
    Ok(attributes)
}

/// Strips one element of the copy; an error when it could run script.
fn strip(el: &mut Element<'_, '_>) -> Result<(), String> {
    for (name, _) in attributes_of_inert(el, "the first screen")? {
        if left_out(&name) {
            el.remove_attribute(&name);
        }
    }
    Ok(())
}

/// The static copy of `html`, the server-side rendering of the page's first screen.
pub fn static_copy(html: &str) -> Result<String, String> {
    rewrite_str(
        html,
        RewriteStrSettings::new()
            .append_element_content_handler(element!("*", |el| { strip(el).map_err(Into::into) })),
    )
    .map_err(|e| e.to_string())
}

/// Selects the loch in a copy: its content is the same in every language once the copy has
/// left out the cells' labels, and it is most of the copy.
pub const BOARD: &str = "svg.board";

/// The page's header in the first screen: a live table's address shows it alone, with the
/// table under it, until the page's module draws its own in its place (www/first-paint.js).
pub const HEADER: &str = "header.top";

/// The game's controls in the copy's header, which the header of a live table has not.
pub const CONTROLS: &str = "nav.controls";

/// Stands for the loch's content while a copy is cut around it: a comment, which the server-side
/// rendering never writes.
const BOARD_MARK: &str = "<!--the board-->";

/// A copy cut around its loch's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// Up to the end of the loch's start tag (`<svg … class="board">`).
    pub before: String,
    /// The loch's content.
    pub board: String,
    /// From the loch's end tag (`</svg>`) on.
    pub after: String,
}

impl Parts {
    /// The copy whole again.
    pub fn whole(&self) -> String {
        [self.before.as_str(), &self.board, &self.after].concat()
    }

    /// The copy with an empty loch, `<svg … class="board"></svg>`: a place for the board of
    /// another language's copy (see [`crate::first_paint`]).
    pub fn without_board(&self) -> String {
        [self.before.as_str(), &self.after].concat()
    }
}

/// Cuts `copy` around the content of its one loch.
pub fn split_board(copy: &str) -> Result<Parts, String> {
    let mut boards = 0;
    let marked = rewrite_str(
        copy,
        RewriteStrSettings::new().append_element_content_handler(element!(BOARD, |el| {
            boards += 1;
            el.set_inner_content(BOARD_MARK, ContentType::Html);
            Ok(())
        })),
    )
    .map_err(|e| e.to_string())?;
    if boards != 1 {
        return Err(format!(
            "expected one {BOARD} in the first screen, found {boards}"
        ));
    }
    let (before, after) = marked
        .split_once(BOARD_MARK)
        .ok_or_else(|| format!("the first screen's {BOARD} was not marked"))?;
    let board = copy
        .strip_prefix(before)
        .and_then(|rest| rest.strip_suffix(after))
        .ok_or_else(|| format!("the first screen's {BOARD} could not be cut out"))?;
    Ok(Parts {
        before: before.to_string(),
        board: board.to_string(),
        after: after.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_copy_keeps_what_draws_and_drops_what_finds_or_labels() {
        let html = r#"<div data-revision="3" class="app"><button data-testid="start" aria-pressed="true" title="Go" class="primary" disabled="disabled">Start</button><svg role="group" aria-label="The loch" class="board"><g data-cell="a1" tabindex="-1" class="cell"></g></svg></div>"#;
        assert_eq!(
            static_copy(html).unwrap(),
            r#"<div data-revision="3" class="app"><button aria-pressed="true" class="primary" disabled="disabled">Start</button><svg class="board"><g class="cell"></g></svg></div>"#
        );
    }

    #[test]
    fn the_copy_refuses_script() {
        for html in [
            "<div><script>alert(1)</script></div>",
            r#"<button onclick="alert(1)">x</button>"#,
            r#"<a href=" JavaScript:alert(1)">x</a>"#,
            r#"<iframe src="x"></iframe>"#,
        ] {
            assert!(static_copy(html).is_err(), "{html}");
        }
    }

    #[test]
    fn a_board_is_cut_out_and_put_back() {
        let copy = r#"<div class="app"><p>Hello</p><svg viewBox="0 0 8 8" class="board"><rect width="8"></rect><g class="cell"></g></svg><p>End</p></div>"#;
        let parts = split_board(copy).unwrap();
        assert_eq!(
            parts.board,
            r#"<rect width="8"></rect><g class="cell"></g>"#
        );
        assert_eq!(
            parts.without_board(),
            r#"<div class="app"><p>Hello</p><svg viewBox="0 0 8 8" class="board"></svg><p>End</p></div>"#
        );
        assert_eq!(parts.whole(), copy);
    }

    #[test]
    fn a_copy_without_a_board_or_with_two_is_refused() {
        assert!(split_board("<div></div>").is_err());
        assert!(split_board(r#"<svg class="board"></svg><svg class="board"></svg>"#).is_err());
    }
}
