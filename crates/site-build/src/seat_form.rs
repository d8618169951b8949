//! An invited visitor's seat form, written into index.html in every language the page
//! speaks, so an invite shows "Your name" and "Take a seat" with the page's HTML, long before
//! the table's module has come over a slow link.
//!
//! It is the game's live module's own first frame for an invite
//! ([`blockness_web_live::seat_form`], [`blockness_web_lochness::seat_form`]), rendered by the
//! kit's [`render_invite_frame`] (Yew's server-side rendering of the view's components), made
//! into a form the page can hand over: the elements the module finds by test id say which of the module's elements takes
//! what is done there (`data-for`), every other `data-*` goes, and the ids are the copy's own,
//! so the module's elements are the only ones the tests and the module find.
//!
//! ```html
//! <template id="seat-form-live-en" lang="en"><div class="views"><div class="lazy-view"><main …>…</main></div></div></template>
//! ```
//!
//! www/first-paint.js shows the one of the page's language for an invite to a table this
//! device holds no key for, with the broker's address in its slot; www/start.js hands what
//! was typed and pressed there to the module's elements the copy's `data-for` names.

use blockness_web_common::Lang;
use blockness_web_table::browser::render_invite_frame;

use crate::copy::attributes_of_inert;
use lol_html::html_content::Element;
use lol_html::{element, rewrite_str, RewriteStrSettings};

/// The id of the form shown, and the start of each language's template id.
pub const ID: &str = "seat-form";

/// The attribute of the element the broker's address is written into.
pub const BROKER_SLOT: &str = "data-broker";

/// The attribute of the sentence shown only for a broker of the site's list.
pub const PUBLIC_SLOT: &str = "data-public";

/// The attribute naming, on each field and button of the copy, the test id of the module's
/// element that takes over what was typed or pressed there.
pub const CARRY: &str = "data-for";

/// The module's element holding the sentence on public brokers.
const PUBLIC_SENTENCE: &str = "span.live-public";

/// Stands for the broker's address in the render: plain text, which no sentence holds.
const BROKER_MARK: &str = "BROKER-ADDRESS-GOES-HERE";

/// The attributes whose values are ids of the copy's elements.
const ID_ATTRIBUTES: [&str; 4] = ["id", "for", "aria-labelledby", "aria-describedby"];

/// A game's live view, whose first frame for an invite is its seat form.
pub struct Game {
    /// The view's name (`data-view`), which the loader and www/first-paint.js know it by.
    pub view: &'static str,
    /// The view's first frame in a language, for an invite through a broker (public or
    /// not).
    pub render: fn(Lang, &str, bool) -> String,
}

/// The games whose invites show their seat form with the page's HTML.
pub const GAMES: [Game; 2] = [
    Game {
        view: blockness_web_common::names::LIVE_VIEW,
        render: render_invite_frame::<blockness_web_live::seat_form::InviteFirstFrame>,
    },
    Game {
        view: blockness_web_common::names::LOCHNESS_LIVE_VIEW,
        render: render_invite_frame::<blockness_web_lochness::seat_form::InviteFirstFrame>,
    },
];

/// The id of the template holding `game`'s form in `lang`.
pub fn template_id(game: &Game, lang: Lang) -> String {
    format!("{ID}-{}-{}", game.view, lang.code())
}

/// Makes one element of the render the copy's: test ids of fields and buttons become
/// `data-for`, other `data-*` go, ids are the copy's own; an error when it could run script.
fn hand_over(el: &mut Element<'_, '_>) -> Result<(), String> {
    let tag = el.tag_name();
    for (name, value) in attributes_of_inert(el, "the seat form")? {
        if name == "data-testid" && ["input", "button"].contains(&tag.as_str()) {
            el.set_attribute(CARRY, &value).map_err(|e| e.to_string())?;
        }
        if name.starts_with("data-") {
            el.remove_attribute(&name);
        } else if ID_ATTRIBUTES.contains(&name.as_str()) {
            let own: Vec<String> = value
                .split_whitespace()
                .map(|id| format!("{ID}-{id}"))
                .collect();
            el.set_attribute(&name, &own.join(" "))
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// `game`'s form in `lang`: what its live module draws for an invite while it connects.
pub fn form_in(game: &Game, lang: Lang) -> Result<String, String> {
    let render = (game.render)(lang, BROKER_MARK, true);
    let mut public = 0;
    let form = rewrite_str(
        &render,
        RewriteStrSettings::new()
            .append_element_content_handler(element!("*", |el| hand_over(el).map_err(Into::into)))
            .append_element_content_handler(element!(PUBLIC_SENTENCE, |el| {
                public += 1;
                el.set_attribute(PUBLIC_SLOT, "")?;
                Ok(())
            })),
    )
    .map_err(|e| format!("{} {}: {e}", game.view, lang.code()))?;
    if public != 1 || form.matches(BROKER_MARK).count() != 1 {
        return Err(format!(
            "{} {}: the seat form names the broker or the public brokers other than once",
            game.view,
            lang.code()
        ));
    }
    let form = form.replace(BROKER_MARK, &format!("<span {BROKER_SLOT}=\"\"></span>"));
    Ok(format!(
        "<div class=\"views\"><div class=\"lazy-view\">{form}</div></div>"
    ))
}

/// What goes after the first screen: a template of each game's form for each of `langs`.
pub fn block(langs: &[Lang]) -> Result<String, String> {
    let mut html = String::new();
    for game in &GAMES {
        for &lang in langs {
            html.push_str(&format!(
                "<template id=\"{}\" lang=\"{}\">{}</template>\n  ",
                template_id(game, lang),
                lang.code(),
                form_in(game, lang)?
            ));
        }
    }
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_web_table::words::{self, Say};

    fn escape(text: &str) -> String {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    }

    /// The template of `view`'s form in `code`, from `html`.
    fn template<'a>(html: &'a str, view: &str, code: &str) -> &'a str {
        let start = html
            .find(&format!(
                "<template id=\"seat-form-{view}-{code}\" lang=\"{code}\">"
            ))
            .unwrap_or_else(|| panic!("{view} {code}: no template"));
        &html[start..start + html[start..].find("</template>").unwrap()]
    }

    #[test]
    fn every_language_has_the_name_field_and_the_seat_button_in_its_words() {
        let html = block(&Lang::ALL).unwrap();
        for lang in Lang::ALL {
            let code = lang.code();
            let form = template(&html, "live", code);
            for text in [
                words::YOUR_NAME,
                words::TAKE_A_SEAT,
                words::CONNECTING,
                blockness_web_live::words::TITLE,
            ] {
                assert!(
                    form.contains(&escape(text.get(lang))),
                    "{code}: {}",
                    text.get(lang)
                );
            }
            assert!(form.contains(&format!("lang=\"{code}\" class=\"lesson-page live-page\">")));
            for carried in ["close-page", "live-claim-name", "live-take-any-seat"] {
                assert_eq!(
                    form.matches(&format!("{CARRY}=\"{carried}\"")).count(),
                    1,
                    "{code}: {carried}"
                );
            }
            assert!(form.contains("maxlength=\"24\""));
            // Nothing the tests or the module find the module's elements by.
            assert!(!form.contains("data-testid"), "{code}");
            assert!(form.contains("id=\"seat-form-live-claim-name\""), "{code}");
            assert!(form.contains("for=\"seat-form-live-claim-name\""), "{code}");
        }
    }

    #[test]
    fn loch_ness_invites_have_their_own_form() {
        let html = block(&Lang::ALL).unwrap();
        for lang in Lang::ALL {
            let code = lang.code();
            let form = template(&html, "lochness-live", code);
            assert!(form.contains("class=\"lochness live-lochness\""), "{code}");
            assert!(
                form.contains(&escape(words::TAKE_A_SEAT.get(lang))),
                "{code}"
            );
            for carried in [
                "ln-live-claim-name",
                "ln-live-take-any-seat",
                "lochness-rules",
            ] {
                assert_eq!(
                    form.matches(&format!("{CARRY}=\"{carried}\"")).count(),
                    1,
                    "{code}: {carried}"
                );
            }
            assert!(!form.contains("data-testid"), "{code}");
        }
    }

    #[test]
    fn the_broker_goes_where_the_sentence_names_it() {
        for (game, lang) in GAMES.iter().flat_map(|g| Lang::ALL.map(|l| (g, l))) {
            let form = form_in(game, lang).unwrap();
            let slot = format!("<span {BROKER_SLOT}=\"\"></span>");
            let filled = form.replace(&slot, "wss://b.example");
            assert!(
                filled.contains(&escape(&Say::BrokerIs("wss://b.example".into()).text(lang))),
                "{lang:?}"
            );
            assert_eq!(form.matches(PUBLIC_SLOT).count(), 1, "{lang:?}");
        }
    }

    #[test]
    fn a_broker_of_no_list_is_not_called_public() {
        for game in &GAMES {
            let html = (game.render)(Lang::En, "wss://b.example/mqtt", false);
            assert!(html.contains("wss://b.example/mqtt"), "{}", game.view);
            assert!(
                !html.contains(words::PUBLIC_BROKER.get(Lang::En)),
                "{}",
                game.view
            );
        }
    }

    #[test]
    fn the_form_holds_no_script() {
        let html = block(&Lang::ALL).unwrap();
        assert!(!html.contains("<script"));
        // Every attribute's name: none is an event handler.
        for (at, _) in html.match_indices("=\"") {
            let name = html[..at].rsplit(' ').next().unwrap();
            assert!(!name.starts_with("on"), "an event attribute: {name}");
        }
    }

    #[test]
    fn a_render_with_script_is_refused() {
        let mut el_html = String::from(r#"<button onclick="alert(1)">x</button>"#);
        let refused = rewrite_str(
            &el_html,
            RewriteStrSettings::new().append_element_content_handler(element!("*", |el| {
                hand_over(el).map_err(Into::into)
            })),
        );
        assert!(refused.is_err());
        el_html = r#"<input data-testid="x" id="y"><label for="y"></label>"#.into();
        let handed = rewrite_str(
            &el_html,
            RewriteStrSettings::new().append_element_content_handler(element!("*", |el| {
                hand_over(el).map_err(Into::into)
            })),
        )
        .unwrap();
        assert_eq!(
            handed,
            r#"<input id="seat-form-y" data-for="x"><label for="seat-form-y"></label>"#
        );
    }
}
