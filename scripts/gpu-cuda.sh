#!/usr/bin/env bash
# Prepares .device/cuda/ (git-ignored) with the CUDA C++ copy benchmark and the generated
# header (typed_ptx.cuh and the typed_ptx/ folder it includes), for the GPU machine (the
# session's device tool), and prints the command to run there. The benchmark compares
# tests/cuda/bench_copy.cu's copy_typed (typed_ptx.cuh's cvta + cp.async wrappers) with
# copy_seed (seed 003's hand-written inline-asm macros): both are checked byte for byte,
# then timed interleaved in the same process (medians).
#
#   scripts/gpu-cuda.sh            # prepare, print the device command
#   device run, carry [".device/cuda"], command:
#     cd .device/cuda && nvcc -O3 -arch=sm_90 -I. bench_copy.cu -o bench_copy && ./bench_copy 40
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/.device/cuda"
mkdir -p "$dir"
cp "$root/include/typed_ptx.cuh" "$root/tests/cuda/bench_copy.cu" "$dir/"
cp -r "$root/include/typed_ptx" "$dir/"
echo "prepared $dir"
echo "device command: cd .device/cuda && nvcc -O3 -arch=sm_90 -I. bench_copy.cu -o bench_copy && ./bench_copy 40"
