//! The names the page's JavaScript shares with its Rust, written into the scripts by the
//! build: www/first-paint.js becomes the page's `first-paint.js` with, before it, the constant
//! `BLOCKNESS` (a global of the page's scripts: the loader reads it too), made from
//! [`blockness_web::names`] and from what the build itself decides (the first screen's
//! languages, the meta names it writes, what the page says in another site's frame).

use blockness_web::names;
use blockness_web_common::address::{self, LIVE_PREFIX};
use blockness_web_common::view_module;
use blockness_web_common::Lang;
use serde_json::json;

use crate::copy::{BOARD, CONTROLS, HEADER};
use crate::modules::VIEWS;

/// The page's script that runs first, in `<head>`.
pub const FIRST_PAINT_JS: &str = include_str!("../../../www/first-paint.js");

/// Where the build writes the modules the loader starts.
pub const MODULES_META: &str = "blockness-modules";
/// Where the build writes the preload links of the page's module.
pub const PRELOAD_META: &str = "blockness-preload";

/// `const BLOCKNESS = …;`, the names as the scripts read them.
pub fn prelude() -> String {
    let names = json!({
        "storage": {
            "games": names::LIBRARY_KEY,
            "savedGame": names::SAVE_KEY,
            "lang": names::LANGUAGE_KEY,
        },
        "langs": Lang::ALL.map(Lang::code),
        "firstPaint": {
            "id": names::FIRST_PAINT_ID,
            "lang": Lang::ALL[0].code(),
            "board": BOARD,
            "header": HEADER,
            "controls": CONTROLS,
            "timing": names::FIRST_SCREEN_TIMING,
        },
        "appRoot": names::APP_ROOT_ID,
        "views": {
            "id": names::VIEWS_ID,
            "events": [view_module::CLOSE_EVENT, view_module::KEEP_EVENT, view_module::OPEN_GAME_EVENT],
        },
        "live": {
            "prefix": LIVE_PREFIX,
            "form": blockness_web_common::address::NEW_TABLE,
            "view": names::LIVE_VIEW,
            "brokerMeta": names::BROKER_META,
            "brokerKey": address::LIVE_BROKER_KEY,
            "brokerParam": address::LIVE_BROKER_PARAM,
            "connectPolicy": names::CONNECT_POLICY_ID,
            "brokerAllowed": names::BROKER_ALLOWED_GLOBAL,
            "inviteParam": blockness_web_table::address::INVITE_PARAM,
            "recordPrefix": address::LIVE_RECORD_PREFIX,
            "nameKey": blockness_web_table::record::NAME_KEY,
            "stylesheets": [names::LIVE_STYLESHEET],
            "page": names::LIVE_PAGE,
        },
        "lochLive": {
            "prefix": address::LOCHNESS_LIVE_PREFIX,
            "view": names::LOCHNESS_LIVE_VIEW,
            "stylesheets": [names::LOCHNESS_STYLESHEET, names::LIVE_STYLESHEET],
            "page": names::LOCHNESS_LIVE_PAGE,
        },
        "seatForm": {
            "id": crate::seat_form::ID,
            "broker": crate::seat_form::BROKER_SLOT,
            "public": crate::seat_form::PUBLIC_SLOT,
            "carry": crate::seat_form::CARRY,
        },
        "meta": {
            "modules": MODULES_META,
            "preload": PRELOAD_META,
            "views": VIEWS,
        },
        "framed": crate::framed::names(),
        "global": {
            "handoff": names::HANDOFF_GLOBAL,
            "startPage": names::START_PAGE_GLOBAL,
            "tableAlone": names::TABLE_ALONE_GLOBAL,
        },
    });
    format!(
        "// Names shared with the page's Rust (crates/web/src/names.rs), written by the site's build\n\
         // (crates/site-build/src/names.rs): www/first-paint.js follows, without its comment lines.\n\
         const BLOCKNESS = {names};\n{}",
        language_choice_js()
    )
}

/// `BLOCKNESS.preferredLang(wanted)`: the first of the codes in `wanted` (a stored pick, then
/// the browser's languages; `null` ones skipped) that the page speaks, else the first
/// language. Written from [`Lang`] (its languages, its separators, its default) so the first
/// paint chooses as `Lang::from_code` and `Lang::preferred` do, with no copy kept by hand.
fn language_choice_js() -> String {
    let codes = serde_json::to_string(&Lang::ALL.map(Lang::code)).expect("codes are strings");
    let separators: String = Lang::SUBTAG_SEPARATORS.iter().collect();
    let fallback = serde_json::to_string(Lang::default().code()).expect("a code is a string");
    format!(
        "BLOCKNESS.preferredLang = (wanted) => wanted\n  \
         .filter((code) => code != null)\n  \
         .map((code) => String(code).split(/[{separators}]/)[0].trim().toLowerCase())\n  \
         .find((code) => {codes}.includes(code)) ?? {fallback};\n"
    )
}

/// The page's `first-paint.js`: the names, then www/first-paint.js without its comment
/// lines. The script is part of every first visit and its comments, which explain it to
/// whoever reads the source, were more than half its weight.
pub fn first_paint_js() -> String {
    format!("{}{}", prelude(), without_comment_lines(FIRST_PAINT_JS))
}

/// `script` without the lines that hold nothing but a `//` comment. Comments after code
/// stay: only whole lines go, so no string or expression can be cut.
pub(crate) fn without_comment_lines(script: &str) -> String {
    script
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prelude_holds_the_storage_keys_and_languages() {
        let prelude = prelude();
        assert!(prelude.contains("const BLOCKNESS = {"));
        for name in [
            "\"blockness.games\"",
            "\"blockness.saved-game\"",
            "\"blockness-lang\"",
            "[\"en\",\"fr\",\"de\",\"it\"]",
            "\"first-paint\"",
            "\"svg.board\"",
            "\"brokerKey\":\"blockness.live-broker\"",
            "\"brokerParam\":\"broker\"",
            "\"brokerAllowed\":\"blocknessBrokerAllowed\"",
            "\"connectPolicy\":\"blockness-connect\"",
            "\"brokerMeta\":\"blockness-broker\"",
            "\"framed\":{\"class\":\"framed\"",
        ] {
            assert!(prelude.contains(name), "{name}");
        }
        let script = first_paint_js();
        let code: Vec<&str> = FIRST_PAINT_JS
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        assert!(script.ends_with(&format!("{}\n", code.join("\n"))));
        assert!(code.len() > 20, "the script's code is kept");
    }

    #[test]
    fn the_language_choice_is_written_from_the_languages() {
        let choice = language_choice_js();
        assert!(choice.contains("split(/[-_]/)"), "{choice}");
        assert!(
            choice.contains("[\"en\",\"fr\",\"de\",\"it\"].includes(code)) ?? \"en\";"),
            "{choice}"
        );
        assert!(prelude().ends_with(&choice));
    }

    #[test]
    fn only_whole_comment_lines_are_left_out() {
        let script = "// about\nconst a = 'http://x'; // why\n  // more\n\nlet b = 1;\n";
        assert_eq!(
            without_comment_lines(script),
            "const a = 'http://x'; // why\n\nlet b = 1;\n"
        );
    }
}
