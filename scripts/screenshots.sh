#!/usr/bin/env bash
# Saves screenshots of a mid-game board (desktop and phone sizes) to docs/screenshots/, and
# the phone's game, segment choice and end screens of a game by taps against the computer
# (taken by the browser test that plays it, tests/play-feel-touch), from the release site in
# dist/ (build it first: tests/e2e/run.sh or scripts/play.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/tests/e2e"
node screenshots.mjs "$root/docs/screenshots"
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
BLOCKNESS_SCREENSHOTS="$root/docs/screenshots" node --test \
  --test-name-pattern='phone 390x844: a game against the computer' tests/play-feel-touch.test.mjs
