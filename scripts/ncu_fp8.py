"""One FP8 GEMM call per scale recipe at 8192³ through the PyTorch bridge, for Nsight
Compute: the first call of a recipe tunes over every candidate, so `ncu --kernel-name`
picks the candidate to profile (`scripts/gpu-gemm.sh run ncu`).

    python3 scripts/ncu_fp8.py [RECIPE ...]   # tensor, block (default: both)
"""

import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "torch"))
import typed_ptx_torch as tp  # noqa: E402


def main():
    m = n = k = 8192
    recipes = sys.argv[1:] or ["tensor", "block"]
    a = (torch.randn(m, k, device="cuda") * 2).to(torch.float8_e4m3fn)
    b = (torch.randn(n, k, device="cuda") * 2).to(torch.float8_e4m3fn)
    for recipe in recipes:
        if recipe == "tensor":
            sa = torch.tensor([0.5], device="cuda")
            sb = torch.tensor([0.25], device="cuda")
        else:
            sa = (torch.rand(k // 128, m, device="cuda") + 0.5).t()
            sb = torch.rand(n // 128, k // 128, device="cuda") + 0.5
        tp.fp8_gemm(a, b, sa, sb)
        torch.cuda.synchronize()
        print(recipe, tp.fp8_gemm_config(a, b, sa, sb))


if __name__ == "__main__":
    main()
