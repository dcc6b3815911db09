#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this). Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
PTXAS=$(./scripts/setup-tools.sh)
export PTXAS
echo "== ptxas: $PTXAS"
echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
echo "== the device-only facade (no_std, for nvptx64 kernel crates) builds"
cargo check --quiet -p typed-ptx --no-default-features --lib
echo "== cargo test"
cargo test --workspace --all-targets --no-fail-fast
cargo test --workspace --doc --no-fail-fast
