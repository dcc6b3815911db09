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
# A commit whose kernels are the typed ring's (A and B in 64-row boxes, FP8 operands
# addressed in 4-byte packs): the bench launches them with maps of that kind.
# (An earlier run's marker in the same DIR is removed first.)
rm -f "$out/ring"
if grep -q "pub const BOX_ROWS: u32 = 64" "$wt/examples/kernels/gemm_hopper.rs"; then
    echo "the typed ring's kernels: 64-row boxes, FP8 in 4-byte packs" > "$out/ring"
fi
echo "$(ls "$out"/*.ptx | wc -l) kernels of $(git -C "$root" rev-parse --short "$rev") in $out"
