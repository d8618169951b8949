//! An invited visitor's seat form, written into index.html in every language the page
//! speaks, so an invite shows "Your name" and "Take a seat" with the page's HTML, long before
//! the table's module has come over a slow link.
//!
//! It is the first frame the live module draws for an invite (crates/web-live: the page's
//! title and way back, the connection bar while it connects, the seats' section before the
//! table, the kit's `SeatList` with `before_table`), element for element and class for class, so the
//! module's drawing takes its place without anything moving. The browser tests compare the
//! two on screen. What the module draws below the form (the wait for the table and what to do
//! if it never comes) is left out: it moves nothing when it comes, and every visit downloads
//! the page's HTML.
//!
//! ```html
//! <template id="seat-form-en" lang="en"><div class="views"><div class="lazy-view"><main …>…</main></div></div></template>
//! ```
//!
//! www/first-paint.js shows the one of the page's language for an invite to a table this
//! device holds no key for, with the broker's address in its slot; www/start.js hands what
//! was typed and pressed there to the module's elements the copy's `data-for` names.

use blockness_web_board::words::texts;
use blockness_web_common::Lang;
use blockness_web_table::words::{self, Say};

/// The id of the form shown, and the start of each language's template id.
pub const ID: &str = "seat-form";

/// The attribute of the element the broker's address is written into.
pub const BROKER_SLOT: &str = "data-broker";

/// The attribute of the sentence shown only for a broker of the site's list.
pub const PUBLIC_SLOT: &str = "data-public";

/// The attribute naming, on each field and button of the copy, the test id of the module's
/// element that takes over what was typed or pressed there.
pub const CARRY: &str = "data-for";

/// The id of the template holding the form in `lang`.
pub fn template_id(lang: Lang) -> String {
    format!("{ID}-{}", lang.code())
}

/// `text` escaped for HTML text or a double-quoted attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The sentence naming the broker, cut around its address: what comes before and after.
fn broker_sentence(lang: Lang) -> Result<(String, String), String> {
    const MARK: &str = "\u{1}";
    let sentence = Say::BrokerIs(MARK.into()).text(lang);
    let (before, after) = sentence
        .split_once(MARK)
        .ok_or_else(|| format!("{}: the broker's sentence does not name it", lang.code()))?;
    Ok((escape(before), escape(after)))
}

/// The form in `lang`: what the live module draws for an invite while it connects, down to
/// the seat button.
pub fn form_in(lang: Lang) -> Result<String, String> {
    let say = |text: blockness_web_common::Tr| escape(text.get(lang));
    let (before, after) = broker_sentence(lang)?;
    let code = lang.code();
    let head = format!(
        "<div class=\"lesson-head\"><h1>{}</h1><button class=\"primary\" {CARRY}=\"close-page\">{}</button></div>",
        say(words::TITLE),
        say(texts::BACK_TO_GAME)
    );
    let connection = format!(
        "<section class=\"live-connection connecting\"><p class=\"live-state\">{}</p>\
         <p class=\"live-broker\">{before}<span {BROKER_SLOT}=\"\"></span>{after}<span {PUBLIC_SLOT}=\"\"> {}</span></p></section>",
        say(words::CONNECTING),
        say(words::PUBLIC_BROKER)
    );
    let seats = format!(
        "<section class=\"live-seats\"><h2>{}</h2><p class=\"zones-note\">{}</p>\
         <div class=\"field\"><label for=\"{ID}-name\">{}</label><input id=\"{ID}-name\" {CARRY}=\"live-claim-name\" \
         type=\"text\" maxlength=\"{}\" autocomplete=\"nickname\" /></div><ul></ul>\
         <button class=\"primary\" {CARRY}=\"live-take-any-seat\">{}</button></section>",
        say(words::SEATS),
        say(words::FIRST_COME),
        say(words::YOUR_NAME),
        blockness_live::names::MAX_NAME,
        say(words::TAKE_A_SEAT)
    );
    Ok(format!(
        "<div class=\"views\"><div class=\"lazy-view\"><main class=\"lesson-page live-page\" lang=\"{code}\">\
         {head}<section class=\"live-table\">{connection}{seats}</section></main></div></div>"
    ))
}

/// What goes after the first screen: a template of the form for each of `langs`.
pub fn block(langs: &[Lang]) -> Result<String, String> {
    langs
        .iter()
        .map(|&lang| {
            Ok(format!(
                "<template id=\"{}\" lang=\"{}\">{}</template>\n  ",
                template_id(lang),
                lang.code(),
                form_in(lang)?
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_the_name_field_and_the_seat_button_in_its_words() {
        let html = block(&Lang::ALL).unwrap();
        for lang in Lang::ALL {
            let code = lang.code();
            let start = html
                .find(&format!(
                    "<template id=\"seat-form-{code}\" lang=\"{code}\">"
                ))
                .unwrap_or_else(|| panic!("{code}: no template"));
            let form = &html[start..start + html[start..].find("</template>").unwrap()];
            for text in [
                words::YOUR_NAME,
                words::TAKE_A_SEAT,
                words::CONNECTING,
                words::TITLE,
            ] {
                assert!(
                    form.contains(&escape(text.get(lang))),
                    "{code}: {}",
                    text.get(lang)
                );
            }
            assert!(form.contains(&format!(
                "<main class=\"lesson-page live-page\" lang=\"{code}\">"
            )));
            for carried in ["close-page", "live-claim-name", "live-take-any-seat"] {
                assert_eq!(
                    form.matches(&format!("{CARRY}=\"{carried}\"")).count(),
                    1,
                    "{code}: {carried}"
                );
            }
            assert!(form.contains("maxlength=\"24\""));
        }
    }

    #[test]
    fn the_broker_goes_where_the_sentence_names_it() {
        for lang in Lang::ALL {
            let (before, after) = broker_sentence(lang).unwrap();
            let filled = format!("{before}wss://b.example{after}");
            assert_eq!(
                filled,
                escape(&Say::BrokerIs("wss://b.example".into()).text(lang))
            );
        }
    }

    #[test]
    fn the_form_holds_no_script_and_no_stray_space_between_elements() {
        let html = block(&Lang::ALL).unwrap();
        assert!(!html.contains("<script"));
        // Every attribute's name: none is an event handler.
        for (at, _) in html.match_indices("=\"") {
            let name = html[..at].rsplit(' ').next().unwrap();
            assert!(!name.starts_with("on"), "an event attribute: {name}");
        }
        for lang in Lang::ALL {
            let form = form_in(lang).unwrap();
            // The module's elements have no text between them: neither has the copy.
            assert!(!form.contains("> <") && !form.contains(">\n"), "{lang:?}");
        }
    }
}
