#!/usr/bin/env bash
# Builds the release site into dist/: `trunk build --release`, which runs the site's own build
# steps as its post_build hook (crates/site-build, see Trunk.toml): the first screen drawn by
# the page's components in every language, the modules' hashed names, the loader, the security
# policy and the service worker's list of files. No browser is involved.
# wasm-opt comes from tests/e2e's npm packages; relative asset URLs, so the same files work at
# / and under /<repo>/ on GitHub Pages. Expects the tools of scripts/setup.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# A build takes about a minute even when nothing changed (wasm-opt runs again on every
# module), and the test command builds the site on every pass. So the build is skipped when
# dist/ holds the build of exactly these inputs: the same sources, manifests, tools and
# BLOCKNESS_BROKER, and dist/ as that build left it (not rewritten by `trunk serve` since).
digest() { sha256sum | cut -d' ' -f1; }
files_digest() { find "$@" -type f -print0 2>/dev/null | sort -z | xargs -0 -r sha256sum | digest; }
inputs_digest() {
  {
    files_digest crates www index.html Trunk.toml Cargo.toml Cargo.lock
    echo "BLOCKNESS_BROKER=${BLOCKNESS_BROKER:-}"
    trunk --version; wasm-bindgen --version; wasm-opt --version; rustc --version
  } | digest
}
stamp="${CARGO_TARGET_DIR:-$root/target}/site-build.stamp"
inputs="$(inputs_digest)"
if [ -d dist ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$inputs $(files_digest dist)" ]; then
  echo "dist/ already holds the build of these sources and tools: nothing to build."
  exit 0
fi
rm -f "$stamp"
trunk build --release
mkdir -p "$(dirname "$stamp")"
echo "$inputs $(files_digest dist)" > "$stamp"
