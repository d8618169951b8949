//! Writes into Trunk's index.html what the page needs beside what Trunk writes, with an HTML
//! rewriter (lol_html) selecting the elements by what the page's own source names them:
//! `<div id="app-root">`, where the app draws; `<meta charset>`, the head's first element,
//! which the build's `<meta>`s follow so they come before every script that reads them; and
//! `<head>`, whose end takes the loader.

use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, RewriteStrSettings};

/// Where the app draws; the first screen goes right before it.
fn app_root() -> String {
    format!("div#{}", blockness_web::names::APP_ROOT_ID)
}

/// The head's first element.
const CHARSET: &str = "head > meta[charset]";

/// `html` rewritten by one handler on the elements `selector` selects; an error unless it
/// selects exactly one.
fn rewrite_one(
    html: &str,
    selector: &str,
    mut handler: impl FnMut(&mut lol_html::html_content::Element<'_, '_>),
) -> Result<String, String> {
    let mut found = 0;
    let out = rewrite_str(
        html,
        RewriteStrSettings::new().append_element_content_handler(element!(selector, |el| {
            found += 1;
            handler(el);
            Ok(())
        })),
    )
    .map_err(|e| e.to_string())?;
    match found {
        1 => Ok(out),
        n => Err(format!("expected one {selector} in the page, found {n}")),
    }
}

/// `html` with `block` (the first screen, [`crate::first_paint::block`]) before the app's root.
pub fn put_first_screen(html: &str, block: &str) -> Result<String, String> {
    let copy = format!("#{}", crate::first_paint::COPY_ID);
    let mut earlier = 0;
    rewrite_str(
        html,
        RewriteStrSettings::new().append_element_content_handler(element!(&copy, |_el| {
            earlier += 1;
            Ok(())
        })),
    )
    .map_err(|e| e.to_string())?;
    if earlier > 0 {
        return Err("the page already holds a first screen: build it again from Trunk's".into());
    }
    rewrite_one(html, &app_root(), |el| el.before(block, ContentType::Html))
}

/// A `<meta>` of the build: `name` or `http-equiv` (`kind`), its key and its content.
pub struct Meta<'a> {
    /// `name` or `http-equiv`.
    pub kind: &'a str,
    /// The name, or the header it stands for.
    pub key: &'a str,
    /// Its content, written escaped.
    pub content: String,
}

/// `text` escaped for a double-quoted attribute.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;")
}

/// `html` with `metas`, in this order, right after `<meta charset>`.
pub fn put_metas(html: &str, metas: &[Meta]) -> Result<String, String> {
    let tags: String = metas
        .iter()
        .map(|m| {
            format!(
                "\n  <meta {}=\"{}\" content=\"{}\" />",
                m.kind,
                m.key,
                attribute(&m.content)
            )
        })
        .collect();
    rewrite_one(html, CHARSET, |el| el.after(&tags, ContentType::Html))
}

/// `html` with `fragment` at the end of `<head>`.
pub fn append_to_head(html: &str, fragment: &str) -> Result<String, String> {
    rewrite_one(html, "head", |el| el.append(fragment, ContentType::Html))
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

    #[test]
    fn metas_follow_the_charset_and_the_loader_ends_the_head() {
        let html = "<html><head>\n  <meta charset=\"utf-8\" />\n  <title>x</title>\n</head></html>";
        let metas = [
            Meta {
                kind: "http-equiv",
                key: "Content-Security-Policy",
                content: "default-src 'self'".into(),
            },
            Meta {
                kind: "name",
                key: "blockness-modules",
                content: r#"{"a":"./b&c"}"#.into(),
            },
        ];
        let html = put_metas(html, &metas).unwrap();
        assert_eq!(
            html,
            "<html><head>\n  <meta charset=\"utf-8\" />\n  <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'\" />\n  <meta name=\"blockness-modules\" content=\"{&quot;a&quot;:&quot;./b&amp;c&quot;}\" />\n  <title>x</title>\n</head></html>"
        );
        let html = append_to_head(&html, "<script type=\"module\">go()</script>\n").unwrap();
        assert!(html
            .ends_with("<title>x</title>\n<script type=\"module\">go()</script>\n</head></html>"));
    }
}
