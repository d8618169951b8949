//! Replays a checked-in fuzzing corpus (`fuzz/corpus/<target>/`) through the target's
//! property checks, for the ordinary test command on the stable toolchain. Included by
//! the `fuzz_corpus` tests of the workspace crates.

use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

/// Runs `check` on every file of the corpus of `target`, naming the file that breaks a
/// property.
pub fn replay(target: &str, check: fn(&[u8])) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read the corpus {}: {e}", dir.display()))
        .map(|entry| entry.expect("a corpus entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "the corpus {} is empty", dir.display());
    for file in files {
        let data = fs::read(&file).expect("a corpus file reads");
        if catch_unwind(AssertUnwindSafe(|| check(&data))).is_err() {
            panic!("{} breaks a property of {target}", file.display());
        }
    }
}
