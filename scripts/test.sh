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
# The docs with the features a documentation host builds (each crate's
# [package.metadata.docs.rs]: NCCL, and the runtime's NVRTC and cuBLAS bindings on).
step "doc" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet \
    --features nccl,typed-ptx-runtime/nvrtc,typed-ptx-runtime/cublas

# Every publishable crate (all but xtask) as a .crate file in target/package/, each built
# from its packaged sources alone, its workspace dependencies from their .crate files
# (cargo's local overlay registry). --offline: the earlier steps fetched every dependency.
# The facade leaves tests/ out of its package and cargo says so for each test; those lines
# are expected, any other warning fails the step.
package() {
    local log rc=0
    # Cargo unpacks the overlay registry's crates under $CARGO_HOME/registry/src/-<hash of
    # the registry's path>/ and reuses a directory that is already there: a checkout at a
    # path packaged before would build against that earlier version of its own crates (the
    # same name and version, older sources). Those local registries' directories start
    # with `-` (crates.io's do not), and only this project's crates are removed from them.
    rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/typed-ptx-*
    log=$(cargo package --workspace --exclude xtask --allow-dirty --locked --offline 2>&1) || rc=$?
    local expected='^warning: ignoring test `[a-z0-9_]+` as `tests/[a-z0-9_]+\.rs` is not included in the published package$'
    local rest
    rest=$(grep -Ev "$expected" <<<"$log")
    echo "$rest"
    echo "package: $(grep -Ec "$expected" <<<"$log") tests left out of the facade's package, as intended"
    [ "$rc" -eq 0 ] || return "$rc"
    if grep -q '^warning' <<<"$rest"; then
        echo "package: cargo warned (above)"
        return 1
    fi
}
step "package" package
# The C++ header's tests spend two minutes in nvcc (its own processes, one per target):
# they run beside the rest of the suite, which is mostly one test binary at a time, and
# report as a step of their own. Everything is built first, so the two runs only read
# the build.
step "build tests" cargo test --workspace --all-targets --no-run --quiet
cpp_log=$(mktemp)
cargo test -p typed-ptx-cpp --all-targets --no-fail-fast > "$cpp_log" 2>&1 &
cpp_pid=$!
step "tests" cargo test --workspace --exclude typed-ptx-cpp --all-targets --no-fail-fast
cpp_tests() {
    local rc=0
    wait "$cpp_pid" || rc=$?
    cat "$cpp_log"
    rm -f "$cpp_log"
    return "$rc"
}
step "C++ header tests (run beside the tests)" cpp_tests
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
