#!/usr/bin/env bash
# Source this (`. scripts/nccl-env.sh`) before running a program built with typed-ptx's
# `nccl` feature. NCCL installs its library as libnccl.so.2 (the nvidia-nccl-cu* wheels
# PyTorch installs, or NVIDIA's libnccl2 package), but cudarc, which typed-ptx loads NCCL
# through, looks for the unversioned libnccl.so. This finds libnccl.so.2 ($NCCL_LIB if
# set, else the library path, the system's folders and Python's nvidia/nccl/lib), links
# it as libnccl.so in a private folder and puts that folder first on LD_LIBRARY_PATH.
# It also keeps NVLink multicast off (NCCL_NVLS_ENABLE=0) unless it is already set.
# Without NCCL it says so and returns non-zero.
typed_ptx_nccl_env() {
    local lib=${NCCL_LIB:-}
    if [ -z "$lib" ]; then
        local dirs
        dirs="$(echo "${LD_LIBRARY_PATH:-}" | tr ':' ' ') /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/cuda/lib64"
        dirs="$dirs $(python3 -c 'import site; print(" ".join(site.getsitepackages() + [site.getusersitepackages()]))' 2>/dev/null | tr ' ' '\n' | sed 's|$|/nvidia/nccl/lib|' | tr '\n' ' ')"
        for d in $dirs; do
            if [ -f "$d/libnccl.so.2" ]; then lib="$d/libnccl.so.2"; break; fi
        done
    fi
    if [ -z "$lib" ] || [ ! -f "$lib" ]; then
        echo "nccl-env: libnccl.so.2 not found: install NCCL (pip install nvidia-nccl-cu13, or apt install libnccl2 libnccl-dev) or set NCCL_LIB" >&2
        return 1
    fi
    local dir=${TMPDIR:-/tmp}/typed-ptx-nccl-$(id -u)
    mkdir -p "$dir"
    ln -sf "$(readlink -f "$lib")" "$dir/libnccl.so"
    export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export NCCL_NVLS_ENABLE=${NCCL_NVLS_ENABLE:-0}
    echo "nccl-env: $lib linked as $dir/libnccl.so; NCCL_NVLS_ENABLE=$NCCL_NVLS_ENABLE" >&2
}
typed_ptx_nccl_env
