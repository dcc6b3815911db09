#!/usr/bin/env bash
# The attention kernels on a GPU (issue 19): `bash scripts/gpu-attention.sh stage` here
# builds the example and the PyTorch bridge into the git-ignored .device/bin; then, on
# the device (device tool: carry [".device"]), `bash scripts/gpu-attention.sh run [PART…]`
# runs the parts named (all when none), writing logs under $OUT (or ./gpu-out):
#   check     examples/attention_hopper --require-gpu: every configuration against f64
#   sanitize  the same at a small size (--small) under memcheck, racecheck and synccheck
#   torch     scripts/torch_attention.py: typed-ptx against cuDNN SDPA and torch's FLASH
#   ncu       Nsight Compute on head dim 128, S = 8k (tensor pipe, issue stalls)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
shift || true
case "$mode" in
stage)
    cargo build --release --features cuda --example attention_hopper --example torch_bridge
    mkdir -p .device/bin
    cp target/release/examples/attention_hopper target/release/examples/libtorch_bridge.so .device/bin/
    strip .device/bin/attention_hopper
    ;;
run)
    out=${OUT:-gpu-out}
    mkdir -p "$out"
    bin=.device/bin
    parts=${*:-check sanitize torch ncu}
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
    for part in $parts; do
        case "$part" in
        check)
            "$bin/attention_hopper" --require-gpu 2>&1 | grep -v "ptxas: accepted\|bytes of shared" > "$out/check.log" || true
            echo "check: $(grep -c ': ok$' "$out/check.log") passed"
            # Any other line (a failed check, an error) fails the run.
            if grep -v ': ok$' "$out/check.log"; then
                echo "check: FAILED" >&2
                exit 1
            fi
            ;;
        sanitize)
            for tool in memcheck racecheck synccheck; do
                echo "== compute-sanitizer --tool $tool" | tee -a "$out/sanitize.log"
                compute-sanitizer --tool "$tool" "$bin/attention_hopper" --require-gpu --small 2>&1 \
                    | grep -v "ptxas: accepted\|bytes of shared" > "$out/sanitize-$tool.log" || true
                tail -n 30 "$out/sanitize-$tool.log" | tee -a "$out/sanitize.log"
                # Clean: no error, no hazard, every check passed.
                if ! grep -q "ERROR SUMMARY: 0 errors\|RACECHECK SUMMARY: 0 hazards" "$out/sanitize-$tool.log" \
                    || grep -q "FAILED" "$out/sanitize-$tool.log"; then
                    echo "sanitize: $tool FAILED" >&2
                    exit 1
                fi
            done
            ;;
        torch)
            TYPED_PTX_TORCH_LIB=$PWD/$bin/libtorch_bridge.so python3 scripts/torch_attention.py "$out" 2>&1 | tee "$out/torch.log"
            ;;
        ncu)
            ncu --section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats \
                --section SchedulerStats --section MemoryWorkloadAnalysis -k regex:attention_fwd -c 1 \
                "$bin/attention_hopper" --ncu 2>&1 | grep -v "ptxas: accepted\|bytes of shared" | tee "$out/ncu.txt" | tail -n 5
            ;;
        *)
            echo "scripts/gpu-attention.sh: no part $part (check, sanitize, torch, ncu)" >&2
            exit 1
            ;;
        esac
    done
    ;;
*)
    echo "usage: scripts/gpu-attention.sh stage | run [check] [sanitize] [torch] [ncu]" >&2
    exit 1
    ;;
esac
