//! The page's Content-Security-Policy. GitHub Pages sets no headers, so the policy is a
//! `<meta http-equiv>` tag, placed before any script. Scripts come from the site only, plus the
//! inline scripts of the page (the build's loader; under `trunk serve`, Trunk's reloader too),
//! each allowed by its SHA-256. WebAssembly needs 'wasm-unsafe-eval'. Style attributes are
//! allowed inline (the board sets two computed lengths that way); `<style>` elements are not.
//! Connections go to the site, and to any WebSocket server: a live table's broker may be
//! the build's, an invite's or one the player enters, so no list written now could name them
//! all. The page's first script (www/first-paint.js) adds a second policy that narrows them,
//! for each load of the page, to the brokers it has reason to use then.

use std::cell::RefCell;

use base64::Engine;
use lol_html::{element, rewrite_str, text, RewriteStrSettings};
use sha2::{Digest, Sha256};

/// The text of every inline script of `html` (a `<script>` without `src`), in order, as an
/// HTML parser reads it.
pub fn inline_scripts(html: &str) -> Result<Vec<String>, String> {
    // `None` while the script being read has a `src`.
    let scripts: RefCell<Vec<Option<String>>> = RefCell::new(Vec::new());
    rewrite_str(
        html,
        RewriteStrSettings::new()
            .append_element_content_handler(element!("script", |el| {
                let inline = el.get_attribute("src").is_none();
                scripts.borrow_mut().push(inline.then(String::new));
                Ok(())
            }))
            .append_element_content_handler(text!("script", |chunk| {
                if let Some(Some(body)) = scripts.borrow_mut().last_mut() {
                    body.push_str(chunk.as_str());
                }
                Ok(())
            })),
    )
    .map_err(|e| e.to_string())?;
    Ok(scripts.into_inner().into_iter().flatten().collect())
}

/// The policy allowing `scripts` (their texts) inline.
pub fn policy(scripts: &[String]) -> String {
    let hashes: Vec<String> = scripts
        .iter()
        .map(|body| {
            let digest =
                base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body.as_bytes()));
            format!("'sha256-{digest}'")
        })
        .collect();
    let scripts = format!("script-src 'self' 'wasm-unsafe-eval' {}", hashes.join(" "));
    [
        "default-src 'self'",
        scripts.trim_end(),
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self' ws: wss:",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ]
    .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_scripts_are_found_and_hashed() {
        let html = "<head><script src=\"./a.js\"></script><script type=\"module\">\nrun();\n</script></head><body><script>go()</script></body>";
        let scripts = inline_scripts(html).unwrap();
        assert_eq!(scripts, ["\nrun();\n", "go()"]);
        let policy = policy(&scripts);
        // echo -n 'go()' | openssl dgst -sha256 -binary | base64
        let go = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"go()"));
        assert!(policy.contains(&format!("'sha256-{go}'")));
        assert!(
            policy.starts_with("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-")
        );
        assert!(policy.ends_with("; base-uri 'none'; form-action 'none'"));
        assert!(policy.contains("; connect-src 'self' ws: wss:;"));
    }

    #[test]
    fn no_inline_script_no_hash() {
        assert!(policy(&[]).contains("script-src 'self' 'wasm-unsafe-eval'; style-src"));
    }
}
