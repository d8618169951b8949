//! Writes into Trunk's index.html what the page needs beside what Trunk writes, with an HTML
//! rewriter (lol_html) selecting the elements by what the page's own source names them:
//! `<div id="app-root">`, where the app draws.

use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, RewriteStrSettings};

/// Where the app draws; the first screen goes right before it.
pub const APP_ROOT: &str = "div#app-root";

/// `html` with `block` (the first screen, [`crate::first_paint::block`]) before the app's root.
pub fn put_first_screen(html: &str, block: &str) -> Result<String, String> {
    let mut roots = 0;
    let mut earlier = 0;
    let out = rewrite_str(
        html,
        RewriteStrSettings::new()
            .append_element_content_handler(element!(
                &format!("#{}", crate::first_paint::COPY_ID),
                |_el| {
                    earlier += 1;
                    Ok(())
                }
            ))
            .append_element_content_handler(element!(APP_ROOT, |el| {
                roots += 1;
                el.before(block, ContentType::Html);
                Ok(())
            })),
    )
    .map_err(|e| e.to_string())?;
    if earlier > 0 {
        return Err("the page already holds a first screen: build it again from Trunk's".into());
    }
    if roots != 1 {
        return Err(format!(
            "expected one {APP_ROOT} to write the first screen before, found {roots}"
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_screen_goes_before_the_root() {
        let html = "<body>\n  <div id=\"app-root\"></div>\n</body>";
        assert_eq!(
            put_first_screen(html, "<div id=\"first-paint\"></div>\n  ").unwrap(),
            "<body>\n  <div id=\"first-paint\"></div>\n  <div id=\"app-root\"></div>\n</body>"
        );
    }

    #[test]
    fn a_page_without_a_root_or_with_a_copy_already_is_refused() {
        assert!(put_first_screen("<body></body>", "x").is_err());
        let twice = "<div id=\"first-paint\"></div><div id=\"app-root\"></div>";
        assert!(put_first_screen(twice, "x").is_err());
    }
}
