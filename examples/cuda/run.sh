#!/usr/bin/env bash
# On a machine with an sm_90 GPU (H100) and a CUDA toolkit: builds the three examples
# (typed_ptx.cuh and plain CUDA kernels side by side), checks their results, runs each under
# compute-sanitizer memcheck and racecheck (a small problem, --quick), then times typed
# against plain (median of 50 interleaved launches each) and prints a table.
#
#   bash examples/cuda/run.sh              # from a checkout (include/ is found), or
#   bash .device/cuda-examples/run.sh      # staged by scripts/cuda-examples.sh --stage
#
# NVCC and COMPUTE_SANITIZER override the tools found on PATH or in /usr/local/cuda.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
inc=$here
[ -f "$inc/typed_ptx.cuh" ] || inc=$here/../../include
find_tool() {
    local var=$1 name=$2
    if [ -n "${!var:-}" ]; then echo "${!var}"; return; fi
    if command -v "$name" > /dev/null; then command -v "$name"; return; fi
    for d in /usr/local/cuda/bin /usr/local/cuda/compute-sanitizer /opt/cuda/bin; do
        [ -x "$d/$name" ] && { echo "$d/$name"; return; }
    done
    echo "run.sh: $name not found (set $var)" >&2
    exit 1
}
nvcc=$(find_tool NVCC nvcc)
sanitizer=$(find_tool COMPUTE_SANITIZER compute-sanitizer)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
examples="tile_copy cluster_neighbour atomics"
echo "== build ($("$nvcc" --version | tail -n 2 | head -n 1))"
for e in $examples; do
    "$nvcc" -O3 -std=c++17 -arch=sm_90 -lineinfo -I "$inc" -I "$here" "$here/$e.cu" -o "$out/$e"
    echo "built $e"
done
status=0
echo "== compute-sanitizer (memcheck, racecheck) on --quick runs"
for e in $examples; do
    for tool in memcheck racecheck; do
        if "$sanitizer" --tool "$tool" --error-exitcode 99 "$out/$e" --quick > "$out/$e.$tool.log" 2>&1; then
            echo "$e $tool: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/$e.$tool.log" | tail -n 1)"
        else
            echo "$e $tool: FAILED"; cat "$out/$e.$tool.log"; status=1
        fi
    done
done
echo "== timing (typed_ptx.cuh vs plain CUDA)"
for e in $examples; do
    "$out/$e" | tee "$out/$e.time" || status=1
done
echo
printf '%-20s %12s %12s %8s\n' example typed_ms plain_ms ratio
cat "$out"/*.time | awk '/^RESULT/ {
    split($3, a, "="); split($4, b, "="); split($5, r, "=");
    printf "%-20s %12s %12s %8s\n", $2, a[2], b[2], r[2] }'
exit $status
