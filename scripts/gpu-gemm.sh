#!/usr/bin/env bash
# The Hopper GEMM on its typed ring and tiles, on a GPU (issue 19, line b): `bash
# scripts/gpu-gemm.sh stage [REV]` here builds the examples, the bench and the GPU/
# interpreter comparison test into the git-ignored .device/bin, and writes the PTX of
# commit REV's bf16 kernels (default bae571c, the GEMM before the ring) into
# .device/gemm-baseline; then, on the device (device tool: carry [".device"]), `bash
# scripts/gpu-gemm.sh run [PART…]` runs the parts named (all when none), logs under
# $OUT (or ./gpu-out):
#   check     examples/gemm_hopper and gemm_fp8 --require-gpu (against f64 on the host,
#             edge shapes, clusters, stream-K, every FP8 recipe), and the GPU against the
#             interpreter (tests/gpu_sim.rs)
#   sanitize  both examples at small sizes under memcheck, racecheck and synccheck
#   compare   benches/kernels --compare-ptx: each candidate against REV's kernel of the
#             same configuration at 4096³ and 8192³, in one process, in alternation
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
shift || true

# The executable of the compiler artifact named $1, from cargo's JSON messages on stdin.
executable() {
    python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == sys.argv[1]:
        print(m["executable"])
' "$1" | tail -n 1
}
case "$mode" in
stage)
    rev=${1:-bae571c}
    cargo build --release --features cuda --example gemm_hopper --example gemm_fp8
    kernels=$(cargo bench --no-run --bench kernels --message-format=json 2>/dev/null | executable kernels)
    gpu_sim=$(cargo test --release --no-run --test gpu_sim --message-format=json 2>/dev/null | executable gpu_sim)
    mkdir -p .device/bin
    cp target/release/examples/gemm_hopper target/release/examples/gemm_fp8 .device/bin/
    cp "$kernels" .device/bin/kernels
    cp "$gpu_sim" .device/bin/gpu_sim
    strip .device/bin/gemm_hopper .device/bin/gemm_fp8 .device/bin/kernels .device/bin/gpu_sim
    rm -rf .device/gemm-baseline
    scripts/gemm-baseline.sh "$rev" .device/gemm-baseline
    ;;
run)
    out=${OUT:-gpu-out}
    mkdir -p "$out"
    bin=.device/bin
    parts=${*:-check sanitize compare}
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
    for part in $parts; do
        case "$part" in
        check)
            "$bin/gemm_hopper" 256 --require-gpu > "$out/check-gemm_hopper.log" 2>&1
            tail -n 3 "$out/check-gemm_hopper.log"
            "$bin/gemm_fp8" --require-gpu > "$out/check-gemm_fp8.log" 2>&1
            tail -n 3 "$out/check-gemm_fp8.log"
            "$bin/gpu_sim" --include-ignored hopper 2>&1 | tee "$out/check-gpu_sim.log" | tail -n 3
            ;;
        sanitize)
            for tool in memcheck racecheck synccheck; do
                for e in "gemm_hopper 256" "gemm_fp8 --small"; do
                    set -- $e
                    log="$out/sanitize-$tool-$1.log"
                    compute-sanitizer --tool "$tool" "$bin/$1" "${@:2}" --require-gpu > "$log" 2>&1 || true
                    echo "$tool $1: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$log" | tail -n 1)"
                    # Clean as scripts/gpu.sh counts it: no error (racecheck's warning that
                    # it reached its hazard limit, which the decode kernels' staged
                    # copies have raised in earlier sessions' runs too, is a warning).
                    if ! grep -q "ERROR SUMMARY: 0 errors\|RACECHECK SUMMARY: .*(0 errors," "$log" \
                        || grep -qi "FAILED\|mismatch" "$log"; then
                        echo "sanitize: $tool $1 FAILED" >&2
                        tail -n 20 "$log" >&2
                        exit 1
                    fi
                done
            done
            ;;
        compare)
            "$bin/kernels" --compare-ptx .device/gemm-baseline 2>&1 | tee "$out/compare.log"
            ;;
        *)
            echo "scripts/gpu-gemm.sh: no part $part (check, sanitize, compare)" >&2
            exit 1
            ;;
        esac
    done
    ;;
*)
    echo "usage: scripts/gpu-gemm.sh stage [REV] | run [check] [sanitize] [compare]" >&2
    exit 1
    ;;
esac
