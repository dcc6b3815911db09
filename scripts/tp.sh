#!/usr/bin/env bash
# One process per GPU: `scripts/tp.sh N [ARGS...]` starts N ranks of the tensor-parallel
# example (or of $TP_BIN), rank r on GPU r, with RANK, WORLD_SIZE, LOCAL_RANK and a fresh
# TYPED_PTX_NCCL_ID_FILE (rank 0 writes NCCL's unique id there, the others read it), makes
# NCCL loadable (scripts/nccl-env.sh; NCCL_NVLS_ENABLE=0 unless already set: the example
# refuses any other value). It waits for every rank; when one fails, it stops the others
# and fails. Build first:
# `cargo build --release --example tensor_parallel`.
set -uo pipefail
# `wait -n -p` (which rank ended) needs bash 5.1.
if [ "${BASH_VERSINFO[0]}" -lt 5 ] || { [ "${BASH_VERSINFO[0]}" -eq 5 ] && [ "${BASH_VERSINFO[1]}" -lt 1 ]; }; then
    echo "tp.sh: needs bash 5.1 or newer (this is $BASH_VERSION): run it with a newer bash" >&2
    exit 2
fi
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
declare -A rank_of=()
# Each rank runs in a process group of its own (setsid), so that stopping it stops what
# it started too (a wrapper's children).
stop_all() {
    local p
    # The group, and the process itself: a rank that has not yet reached setsid is not
    # the leader of a group of its own.
    for p in "${!rank_of[@]}"; do
        kill -TERM -- "-$p" 2>/dev/null
        kill -TERM "$p" 2>/dev/null
    done
    wait 2>/dev/null
}
trap 'rm -rf "$job"' EXIT
trap 'echo "tp.sh: interrupted; stopping every rank" >&2; stop_all; exit 130' INT TERM
for ((r = 0; r < n; r++)); do
    RANK=$r WORLD_SIZE=$n LOCAL_RANK=$r TYPED_PTX_NCCL_ID_FILE="$job/nccl-id" setsid "$bin" "$@" &
    rank_of[$!]=$r
done
# Wait for whichever rank ends first, each time: a rank that fails stops the others at
# once (they may be waiting for it inside a collective, which never returns).
rc=0
while [ "${#rank_of[@]}" -gt 0 ]; do
    done_pid=""
    wait -n -p done_pid "${!rank_of[@]}"
    status=$?
    if [ -z "$done_pid" ]; then
        echo "tp.sh: waiting for the ranks failed (exit $status) with ${#rank_of[@]} still running; stopping them" >&2
        rc=1
        stop_all
        break
    fi
    r=${rank_of[$done_pid]}
    unset "rank_of[$done_pid]"
    if [ "$status" -ne 0 ]; then
        echo "tp.sh: rank $r failed (exit $status); stopping the others" >&2
        rc=1
        kill -TERM -- "-$done_pid" 2>/dev/null
        stop_all
        break
    fi
done
exit $rc
