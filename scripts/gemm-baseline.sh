#!/usr/bin/env bash
# The bf16 GEMM kernels of an earlier commit, as PTX files, for the same-run comparison
# `benches/kernels --compare-ptx DIR` (each of that commit's kernels against this tree's
# kernel of the same configuration, in one process, alternating).
#
# Usage: scripts/gemm-baseline.sh REV DIR
set -euo pipefail
rev=${1:?usage: gemm-baseline.sh REV DIR}
out=$(realpath -m "${2:?usage: gemm-baseline.sh REV DIR}")
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
wt="$tmp/tree"
git -C "$root" worktree add --detach "$wt" "$rev" >/dev/null
trap 'git -C "$root" worktree remove --force "$wt"; rm -rf "$tmp"' EXIT
cp "$root/scripts/gemm_emit.rs" "$wt/examples/gemm_emit.rs"
# A target folder of its own: the earlier commit's crates have the names and versions of
# this tree's, and sharing target/ let cargo reuse one's artifacts for the other.
(cd "$wt" && CARGO_TARGET_DIR="$root/target/baseline" cargo run --release --quiet --example gemm_emit -- "$out")
echo "$(ls "$out" | wc -l) kernels of $(git -C "$root" rev-parse --short "$rev") in $out"
