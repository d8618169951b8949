#!/usr/bin/env bash
# Saves screenshots of a mid-game board (desktop and phone sizes) to docs/screenshots/,
# from the release site in dist/ (build it first: tests/e2e/run.sh or scripts/play.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/tests/e2e"
node screenshots.mjs "$root/docs/screenshots"
