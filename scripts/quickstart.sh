#!/usr/bin/env bash
# The main job on a fresh machine: install the CPU-only CUDA tools, then build the
# quickstart kernel, print its PTX and check it with ptxas (and run it when an NVIDIA GPU
# is present).
#
#   scripts/quickstart.sh [sm_XX]     # default sm_80
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-sm_80}
start=$SECONDS

echo "== quickstart 1/3: the CPU-only CUDA tools (ptxas, nvcc) in .tools/"
PTXAS=$(./scripts/setup-tools.sh --no-export)
export PTXAS
echo "   ptxas: $PTXAS"

echo "== quickstart 2/3: building the quickstart example (release; a minute or two the first time)"
cargo build --release --example quickstart

echo "== quickstart 3/3: the saxpy kernel for $target: its PTX, ptxas, a run in the interpreter (CPU), and one on the GPU if there is one"
cargo run --quiet --release --example quickstart -- "$target"
echo "== quickstart: done in $((SECONDS - start)) s. Next: ./scripts/test.sh (the whole suite), cargo run --example ld_shared_42 (a seed program)"
