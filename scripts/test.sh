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
echo "== cargo test"
cargo test --workspace --all-targets --no-fail-fast
cargo test --workspace --doc --no-fail-fast
