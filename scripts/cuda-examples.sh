#!/usr/bin/env bash
# The CUDA C++ examples of examples/cuda/ (each kernel written with include/typed_ptx.cuh
# and in plain CUDA): their SASS instruction counts here, and the GPU run elsewhere.
#
#   scripts/cuda-examples.sh --sass    # here (CPU only): nvcc -cubin -O3 -arch=sm_90 of each
#                                      # example, cuobjdump -sass, instructions per kernel
#                                      # (NOPs not counted), typed vs plain; writes
#                                      # examples/cuda/sass-counts.log; fails if a typed
#                                      # kernel is longer than its plain twin
#   scripts/cuda-examples.sh --stage   # here: copies examples/cuda/ and the header
#                                      # (typed_ptx.cuh and its typed_ptx/ folder) into
#                                      # .device/cuda-examples/ (git-ignored) and prints the
#                                      # command to run on the GPU machine
#
# On the GPU machine, examples/cuda/run.sh builds the three examples with one nvcc command
# each, checks their results, runs them under compute-sanitizer memcheck and racecheck,
# and prints the typed/plain time table.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:---sass}
case "$mode" in
    --sass)
        ptxas=$("$root/scripts/setup-tools.sh" --no-export)
        bin=$(dirname "$ptxas")
        tmp=$(mktemp -d)
        trap 'rm -rf "$tmp"' EXIT
        log="$root/examples/cuda/sass-counts.log"
        {
            echo "# SASS instructions per kernel: nvcc -cubin -O3 -arch=sm_90, cuobjdump -sass, NOPs not counted."
            echo "# Written by scripts/cuda-examples.sh --sass; ptx-cpp/src/tests/nvcc.rs checks typed <= plain."
            echo "# $("$bin/nvcc" --version | tail -n 2 | head -n 1)"
            printf '%-20s %6s %6s %6s\n' example typed plain diff
        } > "$tmp/log"
        worse=0
        for cu in "$root"/examples/cuda/*.cu; do
            name=$(basename "$cu" .cu)
            "$bin/nvcc" -cubin -O3 -arch=sm_90 -I "$root/include" "$cu" -o "$tmp/$name.cubin"
            "$bin/cuobjdump" -sass "$tmp/$name.cubin" | awk '
                /Function : / { fn = $3; n[fn] = 0; next }
                /\/\*[0-9a-f][0-9a-f][0-9a-f][0-9a-f]\*\// { if ($0 !~ / NOP *;/) n[fn]++ }
                END { for (f in n) print f, n[f] }' > "$tmp/$name.counts"
            typed=$(awk '$1 ~ /_typed/ { print $2 }' "$tmp/$name.counts")
            plain=$(awk '$1 ~ /_plain/ { print $2 }' "$tmp/$name.counts")
            printf '%-20s %6d %6d %+6d\n' "$name" "$typed" "$plain" $((typed - plain)) >> "$tmp/log"
            [ "$typed" -le "$plain" ] || worse=1
        done
        cp "$tmp/log" "$log"
        cat "$log"
        if [ "$worse" = 1 ]; then
            echo "cuda-examples: a typed kernel is longer than its plain twin" >&2
            exit 1
        fi
        ;;
    --stage)
        dir="$root/.device/cuda-examples"
        rm -rf "$dir"
        mkdir -p "$dir"
        cp "$root"/examples/cuda/*.cu "$root"/examples/cuda/*.cuh "$root/examples/cuda/run.sh" \
            "$root/include/typed_ptx.cuh" "$dir/"
        cp -r "$root/include/typed_ptx" "$dir/"
        echo "prepared $dir"
        echo "device command (carry [\".device/cuda-examples\"]): bash .device/cuda-examples/run.sh"
        ;;
    *)
        echo "usage: scripts/cuda-examples.sh [--sass | --stage]" >&2
        exit 2
        ;;
esac
