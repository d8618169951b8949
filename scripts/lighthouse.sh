#!/usr/bin/env bash
# Lighthouse's performance and accessibility scores of the release site, as a phone (the
# default, throttled like a mid-range phone on a slow 4G link) and as a desktop, in
# Debian's Chromium. Prints the scores with first contentful paint, largest contentful
# paint and total blocking time; the full JSON reports stay in tests/lighthouse/reports/.
#   scripts/lighthouse.sh               build the site, then measure
#   SKIP_BUILD=1 scripts/lighthouse.sh  measure the dist/ already built
#   LOCALE=fr-FR scripts/lighthouse.sh  as a browser in another language (a fresh visit then
#                                       shows the first screen in that language)
#   FRAGMENT='live=…' scripts/lighthouse.sh  the page opened with that address after `#` (an
#                                       invite, for an invited friend's first visit)
# Lighthouse lives in tests/lighthouse with its own lock file, so the end-to-end tests never
# install it. The figures move with the machine's load: compare runs on a quiet machine.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
here="$root/tests/lighthouse"
cd "$root"

if [ ! -x "$here/node_modules/.bin/lighthouse" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi
if [ -z "${SKIP_BUILD:-}" ]; then
  if [ ! -d tests/e2e/node_modules ]; then (cd tests/e2e && npm ci --no-audit --no-fund); fi
  ./scripts/build-site.sh
fi
[ -f dist/index.html ] || { echo "no dist/index.html: build the site first" >&2; exit 1; }

# Serve dist/ on a free port with the tests' static server; stop it whatever happens.
log="$(mktemp)"
node tests/e2e/server.mjs dist 0 / >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 50); do
  url="$(sed -n 's/.* at \(http[^ ]*\) .*/\1/p' "$log")"
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "the server did not start: $(cat "$log")" >&2; exit 1; }

mkdir -p "$here/reports"
chrome_flags="--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --accept-lang=${LOCALE:-en-US}"
for form in mobile desktop; do
  preset=()
  [ "$form" = desktop ] && preset=(--preset=desktop)
  CHROME_PATH="${CHROMIUM:-/usr/bin/chromium}" "$here/node_modules/.bin/lighthouse" "$url${FRAGMENT:+#$FRAGMENT}" \
    --quiet --chrome-flags="$chrome_flags" --only-categories=performance,accessibility \
    "${preset[@]}" --output=json --output-path="$here/reports/$form.json"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const score = (c) => Math.round(r.categories[c].score * 100);
    const ms = (a) => r.audits[a].displayValue.replace(/\u00a0/g, " ");
    console.log(`${process.argv[2].padEnd(8)} performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
      `FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}`);
    const failing = Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 &&
      r.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0));
    for (const a of failing) console.log(`         accessibility audit not passed: ${a.id} (${a.title})`);
  ' "$here/reports/$form.json" "$form"
done
