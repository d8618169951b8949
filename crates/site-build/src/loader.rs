//! The page's loader and what it reads, written by the build from the modules' known names
//! ([`crate::modules`]): Trunk writes no script and no preload link for the page's module.
//!
//! - The loader, www/start.js, is written inline at the end of `<head>` (no request more before
//!   the wasm). On a fresh visit it starts the welcome module once the prerendered first screen
//!   is on screen, and the page's module when the player asks for the game; on any other visit
//!   the page's module at once. It reads the modules' names from
//!   `<meta name="blockness-modules">`.
//! - The preload links of the page's module are not in the HTML: on a fresh visit the
//!   prerendered screen is the page's largest paint, and a download begun before it is, in
//!   Lighthouse's model of a phone on a slow link, a download that paint waits for. Their
//!   attributes go into `<meta name="blockness-preload">`, and www/first-paint.js puts the links
//!   in at once when the copy is not shown (a link, a kept game), where the page's module must
//!   start before anything is seen, and otherwise at the player's first key or pointer press.
//!   They are the links Trunk writes for a main app: `modulepreload` for the script and the
//!   wasm-bindgen snippets it imports, `preload` for the wasm, each with its SHA-384 integrity.

use std::path::Path;

use base64::Engine;
use serde_json::{json, Value};
use sha2::{Digest, Sha384};

use crate::modules::Module;

/// The loader's source, written inline into the page.
pub const START_JS: &str = include_str!("../../../www/start.js");

/// The inline `<script type="module">` that starts the page: `prelude` (the names the build
/// shares with it, or nothing) and www/start.js without its comment lines, which explain it to
/// whoever reads the source and were half its weight in every visit's HTML.
pub fn script(prelude: &str) -> Result<String, String> {
    let body = format!(
        "\n{prelude}{}",
        crate::names::without_comment_lines(START_JS)
    );
    let lower = body.to_ascii_lowercase();
    if lower.contains("</script") || lower.contains("<!--") {
        return Err("the loader holds </script or <!--, which would end it early".into());
    }
    Ok(format!("<script type=\"module\">{body}</script>\n"))
}

/// `sha384-…` of the file at `path` under `dir` (an address `./…`).
fn integrity(dir: &Path, address: &str) -> Result<String, String> {
    let path = dir.join(address.trim_start_matches("./"));
    let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let digest = base64::engine::general_purpose::STANDARD.encode(Sha384::digest(bytes));
    Ok(format!("sha384-{digest}"))
}

/// The attributes of the page module's preload links, for `<meta name="blockness-preload">`.
pub fn preloads(dir: &Path, page: &Module, snippets: &[String]) -> Result<Value, String> {
    let mut links = Vec::new();
    for js in std::iter::once(&page.js).chain(snippets) {
        links.push(json!({
            "rel": "modulepreload",
            "href": js,
            "crossorigin": "anonymous",
            "integrity": integrity(dir, js)?,
        }));
    }
    links.push(json!({
        "rel": "preload",
        "href": page.wasm,
        "crossorigin": "anonymous",
        "integrity": integrity(dir, &page.wasm)?,
        "as": "fetch",
        "type": "application/wasm",
    }));
    Ok(Value::Array(links))
}

/// The modules the loader starts, for `<meta name="blockness-modules">`: the page's, the
/// welcome module of a fresh visit, and each game's live-table module by the name of its view
/// (`tables`: Block Ness's without the form, `blockness-live-table`, and Loch Ness's), which
/// draws an invite's or a spectator's table before the page's module is fetched.
pub fn modules(page: &Module, welcome: &Module, tables: &[(&str, &Module)]) -> Value {
    let tables: serde_json::Map<String, Value> = tables
        .iter()
        .map(|(view, m)| (view.to_string(), json!({ "js": m.js, "wasm": m.wasm })))
        .collect();
    json!({
        "page": { "js": page.js, "wasm": page.wasm },
        "welcome": { "js": welcome.js, "wasm": welcome.wasm },
        "tables": tables,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loader_is_start_js_after_its_prelude_without_its_comment_lines() {
        let script = script("const NAMES = {};\n").unwrap();
        assert!(script.starts_with("<script type=\"module\">\nconst NAMES = {};\nconst modules = "));
        assert!(script.ends_with("</script>\n"));
        let code: Vec<&str> = START_JS
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect();
        assert!(code.len() > 100, "the loader's code is kept");
        assert!(script.contains(&code.join("\n")));
        assert!(!script.contains("\n// "), "no comment line");
    }

    #[test]
    fn a_prelude_that_would_end_the_script_is_refused() {
        assert!(script("'</script>'").is_err());
    }

    #[test]
    fn the_modules_meta_names_the_three_modules_the_loader_starts() {
        let page = Module {
            js: "./blockness-web-0.js".into(),
            wasm: "./blockness-web-0_bg.wasm".into(),
        };
        let welcome = Module {
            js: "./blockness-welcome-1.js".into(),
            wasm: "./blockness-welcome-1_bg.wasm".into(),
        };
        let live = Module {
            js: "./blockness-live-table-2.js".into(),
            wasm: "./blockness-live-table-2_bg.wasm".into(),
        };
        let loch = Module {
            js: "./blockness-lochness-live-3.js".into(),
            wasm: "./blockness-lochness-live-3_bg.wasm".into(),
        };
        assert_eq!(
            modules(
                &page,
                &welcome,
                &[("live", &live), ("lochness-live", &loch)]
            )
            .to_string(),
            r#"{"page":{"js":"./blockness-web-0.js","wasm":"./blockness-web-0_bg.wasm"},"tables":{"live":{"js":"./blockness-live-table-2.js","wasm":"./blockness-live-table-2_bg.wasm"},"lochness-live":{"js":"./blockness-lochness-live-3.js","wasm":"./blockness-lochness-live-3_bg.wasm"}},"welcome":{"js":"./blockness-welcome-1.js","wasm":"./blockness-welcome-1_bg.wasm"}}"#
        );
    }
}
