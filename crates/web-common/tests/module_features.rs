//! Every wasm module of the site is built by a cargo run of its own, and a dependency asked
//! for with other features is compiled again in each. This crate asks for the union of the
//! features the browser crates use, so the modules share one build of web-sys and gloo; the
//! test fails when a crate starts to use one that is missing here.

use std::collections::BTreeSet;
use std::path::Path;

use toml_edit::{DocumentMut, Item};

const WASM: &str = "cfg(target_arch = \"wasm32\")";
/// The crates whose code runs in the site's modules.
const BROWSER_CRATES: [&str; 7] = [
    "web-common",
    "web-board",
    "web",
    "web-learn",
    "web-lochness",
    "web-live",
    "bot-worker",
];
/// The dependencies whose features are unified here.
const UNIFIED: [&str; 2] = ["web-sys", "gloo"];

fn manifest(name: &str) -> DocumentMut {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("Cargo.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.parse()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn strings(item: Option<&Item>) -> BTreeSet<String> {
    item.and_then(Item::as_value)
        .and_then(|v| v.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The features `crate_name` asks of `dependency` in its wasm32 dependencies, and through its
/// own features (`dependency?/Feature`).
fn asked(doc: &DocumentMut, dependency: &str) -> BTreeSet<String> {
    let listed = doc
        .get("target")
        .and_then(|t| t.get(WASM))
        .and_then(|t| t.get("dependencies"))
        .and_then(|d| d.get(dependency))
        .and_then(|d| d.get("features"));
    let mut features = strings(listed);
    if let Some(own) = doc.get("features").and_then(Item::as_table_like) {
        let prefix = format!("{dependency}?/");
        for (_, list) in own.iter() {
            features.extend(
                strings(Some(list))
                    .into_iter()
                    .filter_map(|f| f.strip_prefix(&prefix).map(str::to_string)),
            );
        }
    }
    features
}

#[test]
fn this_crate_asks_for_every_feature_the_modules_use() {
    let common = manifest("web-common");
    for dependency in UNIFIED {
        let here = asked(&common, dependency);
        assert!(!here.is_empty(), "web-common lists {dependency}'s features");
        for name in BROWSER_CRATES {
            let missing: Vec<_> = asked(&manifest(name), dependency)
                .difference(&here)
                .cloned()
                .collect();
            assert!(
                missing.is_empty(),
                "crates/{name} uses {dependency} features that crates/web-common/Cargo.toml does not list: {missing:?}"
            );
        }
    }
}
