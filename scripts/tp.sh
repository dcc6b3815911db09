#!/usr/bin/env bash
# One process per GPU: `scripts/tp.sh N [ARGS...]` starts N ranks of the tensor-parallel
# example (or of $TP_BIN), rank r on GPU r, with RANK, WORLD_SIZE, LOCAL_RANK and a fresh
# TYPED_PTX_NCCL_ID_FILE (rank 0 writes NCCL's unique id there, the others read it), makes
# NCCL loadable (scripts/nccl-env.sh) and keeps NVLink multicast off. It waits for every
# rank and fails when any fails (stopping the others). Build first:
# `cargo build --release --example tensor_parallel`.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:?usage: scripts/tp.sh N [ARGS...]}
shift
case $n in '' | *[!0-9]*) echo "tp.sh: N=$n is not a number of GPUs" >&2; exit 2 ;; esac
bin=${TP_BIN:-${CARGO_TARGET_DIR:-$root/target}/release/examples/tensor_parallel}
if [ ! -x "$bin" ]; then
    echo "tp.sh: $bin not found: cargo build --release --example tensor_parallel (or set TP_BIN)" >&2
    exit 2
fi
# shellcheck source=scripts/nccl-env.sh
. "$root/scripts/nccl-env.sh" || exit 1
job=$(mktemp -d)
trap 'rm -rf "$job"' EXIT
pids=()
for ((r = 0; r < n; r++)); do
    RANK=$r WORLD_SIZE=$n LOCAL_RANK=$r TYPED_PTX_NCCL_ID_FILE="$job/nccl-id" "$bin" "$@" &
    pids+=($!)
done
rc=0
for r in "${!pids[@]}"; do
    if ! wait "${pids[$r]}"; then
        echo "tp.sh: rank $r failed; stopping the others" >&2
        rc=1
        kill "${pids[@]}" 2>/dev/null
    fi
done
exit $rc
