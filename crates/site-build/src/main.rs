//! `blockness-site-build [DIR]`: finishes the site Trunk built into DIR (its staging
//! directory, `$TRUNK_STAGING_DIR` when run as Trunk's post_build hook; else `dist`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use blockness_site_build::{first_paint, page};
use blockness_web::i18n::Lang;

fn run(dir: &Path) -> Result<(), String> {
    let index = dir.join("index.html");
    let read =
        |path: &Path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    let html = read(&index)?;
    let block = first_paint::block(&Lang::ALL)?;
    let html = page::put_first_screen(&html, &block)?;
    std::fs::write(&index, html).map_err(|e| format!("{}: {e}", index.display()))?;
    println!(
        "{}: the first screen drawn by the page's components ({:.1} KiB of HTML)",
        index.display(),
        block.len() as f64 / 1024.0
    );
    Ok(())
}

fn main() -> ExitCode {
    let dir = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TRUNK_STAGING_DIR"))
        .map_or_else(|| PathBuf::from("dist"), PathBuf::from);
    match run(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("blockness-site-build: {why}");
            ExitCode::FAILURE
        }
    }
}
