#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this). Installs what it needs.
# Every step runs even when an earlier one fails; the last line is a summary (each step
# passed or FAILED, with its time, and the total); the exit status is non-zero when any
# step failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
suite_start=$SECONDS
results=()
failed=0

# step NAME COMMAND...: runs COMMAND under a header; records ok or FAILED, and the time.
step() {
    local name=$1
    shift
    echo "== $name"
    local start=$SECONDS
    local rc=0
    "$@" || rc=$?
    if [ "$rc" -eq 0 ]; then
        results+=("$name ok $((SECONDS - start)) s")
    else
        results+=("$name FAILED (exit $rc) $((SECONDS - start)) s")
        failed=$((failed + 1))
    fi
}

tools() {
    PTXAS=$(./scripts/setup-tools.sh --no-export) || return
    export PTXAS
    echo "ptxas: $PTXAS"
}

step "tools" tools
step "fmt" cargo fmt --all -- --check
# Every generated, committed file (the C++ header, docs/) is what the generator writes.
step "codegen" cargo xtask codegen --check
step "clippy" cargo clippy --workspace --all-targets --quiet -- -D warnings
# The device-only facade (no_std, for nvptx64 kernel crates) builds.
step "no_std facade" cargo check --quiet -p typed-ptx --no-default-features --lib
step "doc" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
step "tests" cargo test --workspace --all-targets --no-fail-fast
step "doctests" cargo test --workspace --doc --no-fail-fast

summary=$(printf '%s, ' "${results[@]}")
summary=${summary%, }
total=$((SECONDS - suite_start))
if [ "$failed" -eq 0 ]; then
    echo "== test.sh: all ${#results[@]} steps passed in $total s ($summary)"
else
    echo "== test.sh: FAILED, $failed of ${#results[@]} steps, in $total s ($summary)"
    exit 1
fi
