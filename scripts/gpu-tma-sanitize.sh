#!/usr/bin/env bash
# The TMA family's GPU tests (tests/gpu_tma.rs) plain, then under memcheck, racecheck and
# synccheck. Stage it with: cargo test --release --no-run --test gpu_tma, the binary copied
# to .device/bin/gpu_tma; run with the device tool: carry [".device"], command
# `bash scripts/gpu-tma-sanitize.sh` (the log lands in $OUT/log).
set -u
cd "$(dirname "$0")/.."
log=${OUT:-.}/log
bin=.device/bin/gpu_tma
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee -a "$log"
echo "== plain" | tee -a "$log"
$bin --include-ignored --test-threads=1 2>&1 | tee -a "$log" | tail -25
for tool in memcheck racecheck synccheck; do
  echo "== $tool" | tee -a "$log"
  compute-sanitizer --tool $tool --error-exitcode 9 $bin --include-ignored --test-threads=1 gpu:: 2>&1 | tee -a "$log" | grep -E "test result|ERROR SUMMARY|RACECHECK SUMMARY|Error|error" | head -12
  echo "exit ${PIPESTATUS[0]}" | tee -a "$log"
done
