#!/usr/bin/env bash
# Installs the CPU-only CUDA compiler tools this project checks its output with, from
# PyPI wheels, into .tools/venv: ptxas and nvcc (nvidia-cuda-nvcc), and what `nvcc -ptx`
# needs besides (nvidia-cuda-runtime: cuda_runtime.h; nvidia-cuda-crt: crt/ headers;
# nvidia-nvvm: cicc; nvidia-cuda-cccl: the CCCL headers, for sources that include them),
# and cuobjdump (nvidia-cuda-cuobjdump: the SASS of `nvcc -cubin`, for
# scripts/cuda-examples.sh --sass and the CUDA header's instruction-count test).
# None of it needs a GPU.
#
# stdout: the ptxas path (scripts/test.sh reads it). stderr: what it is doing (a line
# before the download), then the ptxas and nvcc paths and the CCCL include folder, as an
# `export` line a shell can paste (`--no-export` leaves that line out: scripts/quickstart.sh
# prints the paths as information instead). The tests need none of it exported: they find
# ptxas in .tools/venv and nvcc next to ptxas (or through $PTXAS and $NVCC). Idempotent: a
# second run only checks.
#
#   scripts/setup-tools.sh [--no-export]
set -euo pipefail
export_line=1
for arg in "$@"; do
    case "$arg" in
        --no-export) export_line=0 ;;
        *) echo "usage: scripts/setup-tools.sh [--no-export]" >&2; exit 2 ;;
    esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.tools/venv"
version=13.5.37
# nvidia-cuda-cccl has no 13.5 wheel (PyPI's newest is 13.3.5.0.6, CCCL 3.3); its headers
# are only used with -I by sources that include <cuda/...>, <cub/...> or <thrust/...>.
cccl_version=13.3.5.0.6
# nvidia-cuda-cuobjdump has no 13.5 wheel either (PyPI's newest is 13.4.92); it reads
# sm_90 cubins from ptxas 13.5 (cuobjdump -sass), which runs nvdisasm
# (nvidia-cuda-nvdisasm, from its own folder) to print the SASS.
cuobjdump_version=13.4.92
cu13="$venv/lib/python3*/site-packages/nvidia/cu13"
need() { ! compgen -G "$1" > /dev/null; }
if need "$cu13/bin/ptxas" || need "$cu13/bin/nvcc" || need "$cu13/nvvm/bin/cicc" \
    || need "$cu13/include/cuda_runtime.h" || need "$cu13/include/crt/host_defines.h" \
    || need "$cu13/include/cccl/cuda/std/version" || need "$cu13/bin/cuobjdump" \
    || need "$cu13/bin/nvdisasm"; then
    echo "setup-tools: installing ptxas and nvcc (CUDA $version, CPU-only PyPI wheels, about 370 MB) into .tools/venv; this takes a minute or two on the first run" >&2
    [ -x "$venv/bin/pip" ] || python3 -m venv "$venv" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check \
        "nvidia-cuda-nvcc==$version" "nvidia-cuda-runtime==$version" \
        "nvidia-cuda-crt==$version" "nvidia-nvvm==$version" \
        "nvidia-cuda-cccl==$cccl_version" \
        "nvidia-cuda-cuobjdump==$cuobjdump_version" "nvidia-cuda-nvdisasm==$version" >&2
fi
ptxas=$(compgen -G "$cu13/bin/ptxas" | head -n 1)
dir=$(dirname "$(dirname "$ptxas")")
chmod +x "$dir"/bin/* "$dir"/nvvm/bin/* 2>/dev/null || true
"$ptxas" --version > /dev/null
"$dir/bin/nvcc" --version > /dev/null
"$dir/bin/cuobjdump" --version > /dev/null
"$dir/bin/nvdisasm" --version > /dev/null
if [ "$export_line" = 1 ]; then
    echo "export PTXAS=$ptxas NVCC=$dir/bin/nvcc  # nvcc -ptx needs no GPU; CCCL: -I $dir/include/cccl" >&2
fi
echo "$ptxas"
