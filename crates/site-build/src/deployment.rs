//! The deployment written into the built service worker (`sw.js`), the build's last step: the
//! list of every file of the site but `sw.js` itself (so files added to the build are listed
//! without naming them anywhere), each with its SHA-256 for the worker to check what it stores,
//! and the deployment's id, a hash of those files and of the worker's own code. The worker
//! stores the deployment under `blockness-<id>` and, once it runs, deletes every other
//! deployment (see www/sw.js). Since the list and the id change with any file, `sw.js` changes
//! byte-wise with every deployment, and browsers install it. Names starting with a dot are not
//! part of the site. Writing it again over the same files gives the same `sw.js`.
//!
//! Each game's table module of an invite (`blockness-live-table`, `blockness-lochness-table`) is
//! not kept offline: a device needs it only with a connection, since a table lives on a broker.
//! Offline, the loader falls back on the page, whose live modules are kept.

use std::fs;
use std::path::Path;

use base64::Engine;
use sha2::{Digest, Sha256};

use blockness_web_common::address::encode_component;

/// The service worker, beside the page.
pub const WORKER: &str = "sw.js";
/// The line that opens the worker's deployment block; the rest of the line is a comment.
const BEGIN: &str = "// BEGIN DEPLOYMENT";
/// The line that closes it.
const END: &str = "\n// END DEPLOYMENT";
/// The block's content in the worker's source, and the code the id is taken over.
const UNBUILT: &str = "const DEPLOYMENT = null;";

/// Paths of the files under `dir`, relative to it with `/` between folders, sorted; names
/// starting with a dot are left out.
fn files_under(dir: &Path, sub: &str, out: &mut Vec<String>) -> Result<(), String> {
    let path = if sub.is_empty() {
        dir.to_path_buf()
    } else {
        dir.join(sub)
    };
    for entry in fs::read_dir(&path).map_err(|e| format!("{}: {e}", path.display()))? {
        let entry = entry.map_err(|e| format!("{}: {e}", path.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let name = if sub.is_empty() {
            name
        } else {
            format!("{sub}/{name}")
        };
        let kind = entry
            .file_type()
            .map_err(|e| format!("{}: {e}", entry.path().display()))?;
        if kind.is_dir() {
            files_under(dir, &name, out)?;
        } else if kind.is_file() {
            out.push(name);
        }
    }
    Ok(())
}

/// The SHA-256 of `bytes` in base64.
fn sha256_base64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(Sha256::digest(bytes))
}

/// `text` as a JSON string.
fn json(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// Writes the deployment of the site in `dir` into its `sw.js`; returns its id and how many
/// files it lists.
pub fn write(dir: &Path) -> Result<(String, usize), String> {
    let worker_path = dir.join(WORKER);
    let source =
        fs::read_to_string(&worker_path).map_err(|e| format!("{}: {e}", worker_path.display()))?;
    let missing = || {
        format!(
            "{}: no {BEGIN} … END DEPLOYMENT block to fill in",
            worker_path.display()
        )
    };
    let begin = source.find(BEGIN).ok_or_else(missing)?;
    let block_start = begin + source[begin..].find('\n').ok_or_else(missing)? + 1;
    let block_end = block_start + source[block_start..].find(END).ok_or_else(missing)?;
    let (head, tail) = (&source[..block_start], &source[block_end..]);
    // The worker's code without its deployment, so that a second run gives the same id.
    let code = format!("{head}{UNBUILT}{tail}");

    let mut names = Vec::new();
    files_under(dir, "", &mut names)?;
    let not_kept = [
        blockness_web_common::names::LIVE_TABLE_MODULE,
        blockness_web_common::names::LOCHNESS_TABLE_MODULE,
    ]
    .map(|module| format!("{module}-"));
    names.retain(|name| name != WORKER && !not_kept.iter().any(|prefix| name.starts_with(prefix)));
    // In the order of JavaScript's sort (UTF-16 code units), which is the bytes' order here.
    names.sort();
    let mut files = Vec::new();
    for name in &names {
        let path = dir.join(name);
        let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let url = name
            .split('/')
            .map(encode_component)
            .collect::<Vec<_>>()
            .join("/");
        files.push((url, format!("sha256-{}", sha256_base64(&bytes))));
    }
    // The same text as JSON.stringify({ files, worker }) would write, which sw.js reads.
    let listed: Vec<String> = files
        .iter()
        .map(|(url, integrity)| format!("{}:{}", json(url), json(integrity)))
        .collect();
    let summary = format!(
        "{{\"files\":{{{}}},\"worker\":{}}}",
        listed.join(","),
        json(&sha256_base64(code.as_bytes()))
    );
    let digest = Sha256::digest(summary.as_bytes());
    let id: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();

    let mut constant = format!("const DEPLOYMENT = {{\n  id: {},\n  files: {{\n", json(&id));
    for (url, integrity) in &files {
        constant.push_str(&format!("    {}: {},\n", json(url), json(integrity)));
    }
    constant.push_str("  },\n};");
    fs::write(&worker_path, format!("{head}{constant}{tail}"))
        .map_err(|e| format!("{}: {e}", worker_path.display()))?;
    Ok((id, files.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_encoded_as_the_browser_does() {
        assert_eq!(encode_component("icon-192.png"), "icon-192.png");
        assert_eq!(encode_component("a b+c"), "a%20b%2Bc");
        assert_eq!(encode_component("é"), "%C3%A9");
    }

    #[test]
    fn the_worker_lists_every_file_and_a_second_run_changes_nothing() {
        let dir = std::env::temp_dir().join(format!("blockness-deployment-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("icons")).unwrap();
        fs::create_dir_all(dir.join(".stage")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        fs::write(dir.join("icons/icon 1.png"), [1, 2, 3]).unwrap();
        fs::write(dir.join(".stage/x"), "not part of the site").unwrap();
        fs::write(dir.join("blockness-live-table-0123456789abcdef.js"), "").unwrap();
        let worker = "const A = 1;\n// BEGIN DEPLOYMENT: filled in\nconst DEPLOYMENT = null;\n// END DEPLOYMENT\nconst B = 2;\n";
        fs::write(dir.join(WORKER), worker).unwrap();
        let (id, count) = write(&dir).unwrap();
        assert_eq!(count, 2);
        let first = fs::read_to_string(dir.join(WORKER)).unwrap();
        assert!(first
            .starts_with("const A = 1;\n// BEGIN DEPLOYMENT: filled in\nconst DEPLOYMENT = {\n"));
        assert!(first.contains(&format!("  id: \"{id}\",\n")));
        assert!(first.contains("    \"icons/icon%201.png\": \"sha256-"));
        assert!(first.contains("    \"index.html\": \"sha256-"));
        assert!(
            !first.contains("blockness-live-table"),
            "a table's module is not kept"
        );
        assert!(first.ends_with("},\n};\n// END DEPLOYMENT\nconst B = 2;\n"));
        assert_eq!(write(&dir).unwrap().0, id);
        assert_eq!(fs::read_to_string(dir.join(WORKER)).unwrap(), first);
        fs::write(dir.join("index.html"), "<!doctype html>!").unwrap();
        assert_ne!(write(&dir).unwrap().0, id);
        fs::remove_dir_all(dir).unwrap();
    }
}
