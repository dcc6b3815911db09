#!/usr/bin/env bash
# Installs the CPU-only CUDA compiler tools this project checks its output with
# (ptxas, nvcc) from PyPI wheels into .tools/venv, and prints the ptxas path.
# Idempotent: a second run only checks.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.tools/venv"
version=13.5.37
bin="$venv/lib/python3*/site-packages/nvidia/cu13/bin"
if ! compgen -G "$bin/ptxas" > /dev/null; then
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check \
        "nvidia-cuda-nvcc==$version" >&2
fi
ptxas=$(compgen -G "$bin/ptxas" | head -n 1)
chmod +x "$ptxas" "$(dirname "$ptxas")"/* 2>/dev/null || true
"$ptxas" --version > /dev/null
echo "$ptxas"
