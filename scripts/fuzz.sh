#!/usr/bin/env bash
# Fuzzes one parser of untrusted text with cargo-fuzz and libFuzzer (see docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET [SECONDS]   fuzz TARGET on one core (default 600 seconds)
#   scripts/fuzz.sh --cmin TARGET      fold what fuzzing found into the checked-in corpus,
#                                      minimised
#   scripts/fuzz.sh --list             the targets
#
# Fuzzing starts from the checked-in corpus, fuzz/corpus/TARGET, and keeps what it finds
# in fuzz/corpus-work/TARGET (not checked in), so the two can be merged later with
# --cmin. A failing input is written to fuzz/artifacts/TARGET/ and printed; replay it with
#   cargo +nightly fuzz run TARGET fuzz/artifacts/TARGET/crash-...
# Needs the nightly toolchain; installs cargo-fuzz when it is missing. Set FUZZ_ARGS for
# more libFuzzer options, e.g. FUZZ_ARGS=-runs=10000000. Builds without a sanitizer: the
# workspace has no unsafe code, and AddressSanitizer made the targets several times
# slower; FUZZ_SANITIZER=address brings it back (for dependencies' unsafe code).
set -euo pipefail
self="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
cd "$(dirname "$self")/../fuzz"
export PATH="$HOME/.cargo/bin:$PATH"

targets=$(sed -n 's/^name = "\(.*\)"$/\1/p' Cargo.toml | grep -v '^blockness-fuzz$')
sanitizer=${FUZZ_SANITIZER:-none}
usage() { sed -n '2,16p' "$self" | sed 's/^# \{0,1\}//'; exit 2; }
known() { grep -qx -- "$1" <<<"$targets" || { echo "unknown target $1; targets: $(echo $targets)" >&2; exit 2; }; }

[ $# -ge 1 ] || usage
if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "the nightly toolchain is needed: rustup toolchain install nightly" >&2
  exit 1
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked
fi

case "$1" in
  --list)
    echo "$targets"
    ;;
  --cmin)
    [ $# -eq 2 ] || usage
    known "$2"
    mkdir -p "corpus-work/$2" "corpus/$2"
    # Only inputs that add coverage are kept: merge the old corpus and the new finds into
    # an empty directory, then put it in place.
    rm -rf "corpus-min/$2" && mkdir -p "corpus-min/$2"
    cargo +nightly fuzz run -a -s "$sanitizer" "$2" "corpus-min/$2" "corpus/$2" "corpus-work/$2" -- \
      -merge=1 -max_len=4096
    rm -rf "corpus/$2" && mv "corpus-min/$2" "corpus/$2" && rmdir corpus-min 2>/dev/null || true
    echo "corpus/$2: $(ls "corpus/$2" | wc -l) files, $(du -sh "corpus/$2" | cut -f1)"
    ;;
  -*)
    usage
    ;;
  *)
    known "$1"
    seconds=${2:-600}
    mkdir -p "corpus-work/$1" "artifacts/$1"
    # One process on one core; debug assertions on, so an arithmetic overflow is a finding.
    # shellcheck disable=SC2086
    cargo +nightly fuzz run -a -s "$sanitizer" "$1" "corpus-work/$1" "corpus/$1" -- \
      -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 ${FUZZ_ARGS:-}
    ;;
esac
