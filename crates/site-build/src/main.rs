//! `blockness-site-build [DIR]`: finishes the site Trunk built into DIR, its staging
//! directory: `$TRUNK_STAGING_DIR` when run as Trunk's post_build hook (Trunk.toml), else
//! `dist`. See the library's documentation for what it writes. Under `trunk serve` and
//! `trunk build` without `--release` (`$TRUNK_PROFILE` is `debug`), the page has no
//! Content-Security-Policy.
//!
//! `blockness-site-build deployment DIR` writes only the service worker's deployment, for a
//! site whose files changed after its build (the deployments test does so).

use std::path::PathBuf;
use std::process::ExitCode;

use blockness_site_build::{build, deployment};

fn main() -> ExitCode {
    let mut args: Vec<_> = std::env::args_os().skip(1).collect();
    let only_deployment = args.first().is_some_and(|a| a == "deployment");
    if only_deployment {
        args.remove(0);
    }
    let dir = args
        .pop()
        .or_else(|| std::env::var_os("TRUNK_STAGING_DIR"))
        .map_or_else(|| PathBuf::from("dist"), PathBuf::from);
    let done = if only_deployment {
        deployment::write(&dir).map(|(id, files)| {
            println!(
                "{}: deployment {id}, {files} files",
                dir.join(deployment::WORKER).display()
            );
        })
    } else {
        // Trunk says which build it runs; run by hand, the build is the release's.
        let release = std::env::var("TRUNK_PROFILE").map_or(true, |profile| profile == "release");
        build(&dir, release)
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("blockness-site-build: {why}");
            ExitCode::FAILURE
        }
    }
}
