//! The page's wasm modules as the build leaves them: each named after its content, so a page
//! of one deployment never loads the module of another and the offline cache tells versions
//! apart.
//!
//! - The page's own module (`blockness-web`) is Trunk's "main" app: Trunk names its files
//!   after their content (`blockness-web-<hash>.js`, `_bg.wasm`, and the wasm-bindgen snippets
//!   its script imports under `snippets/blockness-web-<hash>/`), and writes nothing into the
//!   page for it (Trunk.toml's `pattern_script` and `pattern_preload` are empty): the loader
//!   is the build's ([`crate::loader`]).
//! - The on-demand modules (`blockness-views`, `blockness-lochness-view`,
//!   `blockness-lochness-live`, `blockness-live-view`, `blockness-live-table`) and the welcome
//!   module (`blockness-welcome`) are Trunk "workers", so Trunk loads them nowhere, and such outputs
//!   keep fixed names: the build renames them `<name>-<16 hex>.js` / `_bg.wasm` after a hash of
//!   both files ([`name_after_content`]).

use std::fs;
use std::path::Path;

use sha2::{Digest, Sha256};

/// A module's two files, as addresses relative to the page (`./name.js`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// Its JavaScript, which starts the wasm.
    pub js: String,
    /// Its wasm.
    pub wasm: String,
}

/// The page's own module, the one Trunk builds as its main app.
pub const PAGE: &str = "blockness-web";
/// The views module (crates/web-learn/src/bin/blockness-views.rs), read by the page from
/// `<meta name="blockness-views">` (crates/web/src/components/lazy_view.rs).
pub const VIEWS: &str = blockness_web::names::VIEWS_MODULE;
/// The Loch Ness module (crates/web-lochness/src/bin/blockness-lochness-view.rs), read by the
/// page from `<meta name="blockness-lochness-view">` (crates/web/src/components/lazy_view.rs).
pub const LOCHNESS: &str = blockness_web::names::LOCHNESS_MODULE;
/// The live Loch Ness tables' module (crates/web-lochness/src/bin/blockness-lochness-live.rs),
/// read by the page from `<meta name="blockness-lochness-live">`.
pub const LOCHNESS_LIVE: &str = blockness_web::names::LOCHNESS_LIVE_MODULE;
/// The live tables' module (crates/web-live/src/bin/blockness-live-view.rs), read by the
/// page from `<meta name="blockness-live-view">` (crates/web/src/components/lazy_view.rs).
pub const LIVE: &str = blockness_web::names::LIVE_MODULE;
/// The live tables' module of a table's address (crates/web-live/src/bin/blockness-live-table.rs),
/// started alone by the loader.
pub const LIVE_TABLE: &str = blockness_web::names::LIVE_TABLE_MODULE;
/// The live Loch Ness tables' module of a table's address
/// (crates/web-lochness/src/bin/blockness-lochness-table.rs), started alone by the loader.
pub const LOCHNESS_TABLE: &str = blockness_web::names::LOCHNESS_TABLE_MODULE;
/// The welcome module of a fresh visit (crates/web/src/bin/blockness-welcome.rs).
pub const WELCOME: &str = "blockness-welcome";

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> String + '_ {
    move |e| format!("{}: {e}", path.display())
}

/// The first 16 hex digits of the SHA-256 of `parts` one after the other.
fn content_hash(parts: &[&[u8]]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    let digest = hasher.finalize();
    digest[..8].iter().map(|b| format!("{b:02x}")).collect()
}

/// Renames the module `name` in `dir` (`name.js`, `name_bg.wasm`) after its content, its
/// script naming the renamed wasm; returns the new names.
pub fn name_after_content(dir: &Path, name: &str) -> Result<Module, String> {
    let js_path = dir.join(format!("{name}.js"));
    let wasm_path = dir.join(format!("{name}_bg.wasm"));
    let js = fs::read_to_string(&js_path).map_err(io(&js_path))?;
    let wasm = fs::read(&wasm_path).map_err(io(&wasm_path))?;
    let hashed = format!("{name}-{}", content_hash(&[js.as_bytes(), &wasm]));
    // wasm-bindgen's script finds its wasm beside it: `new URL('<name>_bg.wasm', import.meta.url)`.
    let reference = format!("'{name}_bg.wasm'");
    if !js.contains(&reference) {
        return Err(format!(
            "{}: no reference to {name}_bg.wasm to rename",
            js_path.display()
        ));
    }
    let new_js = dir.join(format!("{hashed}.js"));
    let new_wasm = dir.join(format!("{hashed}_bg.wasm"));
    fs::write(
        &new_js,
        js.replace(&reference, &format!("'{hashed}_bg.wasm'")),
    )
    .map_err(io(&new_js))?;
    fs::rename(&wasm_path, &new_wasm).map_err(io(&wasm_path))?;
    fs::remove_file(&js_path).map_err(io(&js_path))?;
    Ok(Module {
        js: format!("./{hashed}.js"),
        wasm: format!("./{hashed}_bg.wasm"),
    })
}

/// The one file of `dir` named `<prefix><hash><suffix>`, as Trunk names a file after its
/// content: its 64-bit hash in hex without leading zeros, so 16 digits or, one time in
/// sixteen, 15 (fewer still now and then; eight digits at least are asked, as `www/sw.js`
/// asks, which leaves out names such as `icon-192.png`).
fn hashed_file(dir: &Path, prefix: &str, suffix: &str) -> Result<String, String> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).map_err(io(dir))? {
        let name = entry.map_err(io(dir))?.file_name();
        let Some(name) = name.to_str() else { continue };
        let hash = name
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(suffix));
        if hash.is_some_and(|h| {
            (8..=16).contains(&h.len()) && h.bytes().all(|b| b.is_ascii_hexdigit())
        }) {
            found.push(name.to_string());
        }
    }
    match found.as_slice() {
        [one] => Ok(one.clone()),
        _ => Err(format!(
            "{}: expected one {prefix}<hash>{suffix} (Trunk's build of the page's module), found {found:?}",
            dir.display()
        )),
    }
}

/// The page's own module as Trunk named it, with the snippets its script imports (every
/// script under `snippets/blockness-web-<hash>/`, sorted).
pub fn page_module(dir: &Path) -> Result<(Module, Vec<String>), String> {
    let js = hashed_file(dir, &format!("{PAGE}-"), ".js")?;
    let wasm = hashed_file(dir, &format!("{PAGE}-"), "_bg.wasm")?;
    if js.trim_end_matches(".js") != wasm.trim_end_matches("_bg.wasm") {
        return Err(format!(
            "{}: {js} and {wasm} are not one build",
            dir.display()
        ));
    }
    let mut snippets = Vec::new();
    let snippets_dir = dir.join("snippets");
    if snippets_dir.is_dir() {
        let folder = hashed_file(&snippets_dir, &format!("{PAGE}-"), "")?;
        let mut stack = vec![format!("snippets/{folder}")];
        while let Some(sub) = stack.pop() {
            let path = dir.join(&sub);
            for entry in fs::read_dir(&path).map_err(io(&path))? {
                let entry = entry.map_err(io(&path))?;
                let name = format!("{sub}/{}", entry.file_name().to_string_lossy());
                if entry.path().is_dir() {
                    stack.push(name);
                } else if name.ends_with(".js") {
                    snippets.push(format!("./{name}"));
                }
            }
        }
        snippets.sort();
    }
    Ok((
        Module {
            js: format!("./{js}"),
            wasm: format!("./{wasm}"),
        },
        snippets,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "blockness-site-build-{name}-{}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_module_is_named_after_its_content() {
        let dir = scratch("modules");
        let js = "const u = new URL('blockness-views_bg.wasm', import.meta.url);";
        fs::write(dir.join("blockness-views.js"), js).unwrap();
        fs::write(dir.join("blockness-views_bg.wasm"), b"\0asm").unwrap();
        let module = name_after_content(&dir, VIEWS).unwrap();
        let hash = content_hash(&[js.as_bytes(), b"\0asm"]);
        assert_eq!(module.js, format!("./blockness-views-{hash}.js"));
        assert_eq!(module.wasm, format!("./blockness-views-{hash}_bg.wasm"));
        let renamed = fs::read_to_string(dir.join(&module.js)).unwrap();
        assert!(renamed.contains(&format!("'blockness-views-{hash}_bg.wasm'")));
        assert!(!dir.join("blockness-views.js").exists());
        assert!(!dir.join("blockness-views_bg.wasm").exists());
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn the_page_module_is_found_with_its_snippets() {
        let dir = scratch("page");
        let hash = "0123456789abcdef";
        fs::write(dir.join(format!("blockness-web-{hash}.js")), "").unwrap();
        fs::write(dir.join(format!("blockness-web-{hash}_bg.wasm")), "").unwrap();
        fs::write(dir.join("blockness-views.js"), "").unwrap();
        let snippets = dir.join("snippets/blockness-web-fedcba9876543210");
        fs::create_dir_all(&snippets).unwrap();
        fs::write(snippets.join("inline0.js"), "").unwrap();
        let (module, found) = page_module(&dir).unwrap();
        assert_eq!(module.js, format!("./blockness-web-{hash}.js"));
        assert_eq!(module.wasm, format!("./blockness-web-{hash}_bg.wasm"));
        assert_eq!(
            found,
            ["./snippets/blockness-web-fedcba9876543210/inline0.js"]
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_hash_written_without_its_leading_zeros_is_found_and_short_names_are_not_hashes() {
        let dir = scratch("short-hash");
        // Trunk's hash 0x041f7318784b4c60, as Trunk writes it.
        let hash = "41f7318784b4c60";
        fs::write(dir.join(format!("blockness-web-{hash}.js")), "").unwrap();
        fs::write(dir.join(format!("blockness-web-{hash}_bg.wasm")), "").unwrap();
        fs::write(dir.join("blockness-web-192.js"), "").unwrap();
        let (module, _) = page_module(&dir).unwrap();
        assert_eq!(module.js, format!("./blockness-web-{hash}.js"));
        assert_eq!(module.wasm, format!("./blockness-web-{hash}_bg.wasm"));
        fs::remove_dir_all(dir).unwrap();
    }
}
