#!/usr/bin/env bash
# Builds the browser game (release) and serves it locally.
#   scripts/play.sh            serves on http://127.0.0.1:8080/
#   PORT=9000 scripts/play.sh  another port
# Runs scripts/setup.sh first, which installs the build tools only when they are missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/setup.sh
scripts/build-site.sh
port="${PORT:-8080}"
echo "Open http://127.0.0.1:$port/ in a browser (Ctrl+C stops the server)."
exec node tests/e2e/server.mjs dist "$port" /
