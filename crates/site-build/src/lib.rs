//! The site's build after Trunk: what `trunk build --release` (and `trunk serve`) runs last,
//! a post_build hook of Trunk.toml, on the files Trunk staged. No browser is involved: the
//! first screen is drawn by the page's own components, natively
//! ([`blockness_web::first_screen`]). In order, [`build`]:
//!
//! 1. names the views and welcome modules after their content and finds the page's module
//!    as Trunk named it ([`modules`]);
//! 2. writes the first screen of a fresh visit, in every language, before `#app-root`
//!    ([`first_paint`], [`copy`]), and an invited visitor's seat form ([`seat_form`]);
//! 3. writes the page's first script, `first-paint.js`, with the names it shares with the
//!    Rust ([`names`]) and the words it says in another site's frame, where it refuses to run
//!    ([`framed`]), and the loader at the end of `<head>` ([`loader`]);
//! 4. writes after `<meta charset>` the page's Content-Security-Policy (release builds only:
//!    see [`build`]), which allows the page's inline scripts by their hashes ([`policy`]), and
//!    the `<meta>`s the page's scripts read: the modules' names, the preload links of the
//!    page's module, and the live tables' brokers when the build ships any ([`broker`]);
//! 5. last, lists every file of the site in the service worker ([`deployment`]).
//!
//! Everything it writes into the page is written from what it knows (the components, the
//! modules' names, www/start.js), into elements the page's source names, with an HTML rewriter.

use std::path::Path;

use blockness_web_common::Lang;

pub mod broker;
pub mod copy;
pub mod deployment;
pub mod first_paint;
pub mod framed;
pub mod loader;
pub mod modules;
pub mod names;
pub mod page;
pub mod policy;
pub mod seat_form;

use page::Meta;

/// Finishes the site Trunk built into `dir`. A `release` build has the security policy; a
/// development build (`trunk serve`) has none, since Trunk rewrites its reloader's inline
/// script as it serves the page, after any hash of it was taken.
pub fn build(dir: &Path, release: bool) -> Result<(), String> {
    let views = modules::name_after_content(dir, modules::VIEWS)?;
    let lochness = modules::name_after_content(dir, modules::LOCHNESS)?;
    let lochness_live = modules::name_after_content(dir, modules::LOCHNESS_LIVE)?;
    let live = modules::name_after_content(dir, modules::LIVE)?;
    let live_table = modules::name_after_content(dir, modules::LIVE_TABLE)?;
    let lochness_table = modules::name_after_content(dir, modules::LOCHNESS_TABLE)?;
    let welcome = modules::name_after_content(dir, modules::WELCOME)?;
    let (page_module, snippets) = modules::page_module(dir)?;
    let preloads = loader::preloads(dir, &page_module, &snippets)?;

    let index = dir.join("index.html");
    let html = std::fs::read_to_string(&index).map_err(|e| format!("{}: {e}", index.display()))?;
    let first_screen = first_paint::block(&Lang::ALL)? + &seat_form::block(&Lang::ALL)?;
    let html = page::put_first_screen(&html, &first_screen)?;
    // The page's first script, with the names it shares with the Rust.
    let first_paint = dir.join("first-paint.js");
    std::fs::write(&first_paint, names::first_paint_js())
        .map_err(|e| format!("{}: {e}", first_paint.display()))?;
    let html = page::append_to_head(&html, &loader::script("")?)?;
    let scripts = policy::inline_scripts(&html)?;
    let mut metas = Vec::new();
    if release {
        metas.push(Meta {
            kind: "http-equiv",
            key: "Content-Security-Policy",
            content: policy::policy(&scripts),
        });
    }
    metas.extend([
        Meta {
            kind: "name",
            key: names::MODULES_META,
            content: loader::modules(
                &page_module,
                &welcome,
                &[
                    (blockness_web::names::LIVE_VIEW, &live_table),
                    (blockness_web::names::LOCHNESS_LIVE_VIEW, &lochness_table),
                ],
            )
            .to_string(),
        },
        Meta {
            kind: "name",
            key: names::PRELOAD_META,
            content: preloads.to_string(),
        },
        Meta {
            kind: "name",
            key: modules::VIEWS,
            content: views.js.clone(),
        },
        Meta {
            kind: "name",
            key: modules::LOCHNESS,
            content: lochness.js.clone(),
        },
        Meta {
            kind: "name",
            key: modules::LOCHNESS_LIVE,
            content: lochness_live.js.clone(),
        },
        Meta {
            kind: "name",
            key: modules::LIVE,
            content: live.js.clone(),
        },
    ]);
    let brokers = broker::from_env()?;
    if !brokers.is_empty() {
        metas.push(Meta {
            kind: "name",
            key: blockness_web::names::BROKER_META,
            content: brokers.join(","),
        });
    }
    let html = page::put_metas(&html, &metas)?;
    std::fs::write(&index, &html).map_err(|e| format!("{}: {e}", index.display()))?;
    println!(
        "{}: the first screen in {} languages ({:.1} KiB of HTML), the loader of {} and {}, {}",
        index.display(),
        Lang::ALL.len(),
        first_screen.len() as f64 / 1024.0,
        welcome.js,
        page_module.js,
        if release {
            format!("{} inline script(s) in the policy", scripts.len())
        } else {
            "no security policy (a development build)".to_string()
        }
    );
    let (id, files) = deployment::write(dir)?;
    println!(
        "{}: deployment {id}, {files} files",
        dir.join(deployment::WORKER).display()
    );
    Ok(())
}
