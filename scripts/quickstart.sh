#!/usr/bin/env bash
# The main job on a fresh machine: install the CPU-only CUDA tools, then build the
# quickstart kernel, print its PTX and check it with ptxas.
set -euo pipefail
cd "$(dirname "$0")/.."
PTXAS=$(./scripts/setup-tools.sh)
export PTXAS
cargo run --quiet --release --example quickstart -- "${1:-sm_80}"
