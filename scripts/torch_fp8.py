"""typed-ptx's FP8 GEMM against torch._scaled_mm (cuBLASLt), in one process.

Run by `scripts/gpu.sh` (mode `torch`) on the device:

    python3 scripts/torch_fp8.py OUT_DIR [--quick] [--recipe tensor|row|block]

For every shape (M, N, K) and scale recipe (one scale per tensor; one per row of A and
one per row of B, which torch calls row-wise; DeepSeek-V3's blocks, 1 x 128 of A and
128 x 128 of B, torch's block-wise) it
1. computes C with typed-ptx (`examples/torch/typed_ptx_torch.py`, `fp8_gemm`) and with
   `torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=torch.bfloat16)`, and reports
   each one's largest error against an f32 product of the same FP8 values (TF32 off),
   relative to the product's largest magnitude; typed-ptx's must be within 2^-7;
2. times both in alternation (30 rounds after 5 of warm-up, medians, CUDA events), as GPU
   time with the launch hidden (each call queued behind 100 µs of `torch.cuda._sleep`) and
   per call.

A is (M, K) and B (N, K), both row-major float8_e4m3fn (K-major, the layout `wgmma` wants;
torch takes B as `b.t()`, its column-major (K, N)). Writes OUT_DIR/torch-fp8.csv (GPU time,
the format of `benches/kernels.rs`) and OUT_DIR/torch-fp8-per-call.csv. Clocks not locked.
"""

import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "torch"))
import typed_ptx_torch as tp  # noqa: E402
from torch_timing import timed, write_csv  # noqa: E402

SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (4096, 7168, 16384), (8192, 28672, 4096)]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    quick = "--quick" in sys.argv
    recipes = ("tensor", "row", "block")
    if "--recipe" in sys.argv:
        recipes = (sys.argv[sys.argv.index("--recipe") + 1],)
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    dev = torch.cuda.get_device_properties(0)
    print(f"GPU: {dev.name}, torch {torch.__version__}, CUDA {torch.version.cuda}; clocks not locked")
    shapes = [(512, 768, 1024)] if quick else SHAPES
    rows = {"GPU time": [], "per call": []}
    failed = []
    print(f"{'recipe':<8}{'M x N x K':<20}{'metric':<10}{'typed TFLOP/s':>14}{'torch':>8}{'ratio':>8}{'max err':>9}{'torch':>9}{'rms err':>9}{'torch':>9}  kernel")
    for m, n, k in shapes:
        a = (torch.randn(m, k, device="cuda") * 2).to(torch.float8_e4m3fn)
        b = (torch.randn(n, k, device="cuda") * 2).to(torch.float8_e4m3fn)
        exact = a.float() @ b.float().t()
        for recipe in recipes:
            if recipe == "tensor":
                sa = torch.tensor([0.5], device="cuda")
                sb = torch.tensor([0.25], device="cuda")
                tsa, tsb = sa, sb
                ref = exact * 0.125
            elif recipe == "row":
                sa = torch.rand(m, device="cuda") + 0.5
                sb = torch.rand(n, device="cuda") + 0.5
                tsa, tsb = sa.view(m, 1), sb.view(1, n)
                ref = exact * tsa * tsb
            else:
                # DeepSeek-V3's blocks: 1 x 128 of A (a column-major (M, K/128) tensor), 128 x
                # 128 of B (row-major (N/128, K/128)); torch takes B's transposed.
                kb, nb = -(-k // 128), -(-n // 128)
                sa = (torch.rand(kb, m, device="cuda") + 0.5).t()
                sb = torch.rand(nb, kb, device="cuda") + 0.5
                tsa, tsb = sa, sb.t()
                fa = a.float() * sa.repeat_interleave(128, dim=1)[:, :k]
                fb = b.float() * sb.repeat_interleave(128, dim=0)[:n].repeat_interleave(128, dim=1)[:, :k]
                ref = fa @ fb.t()
                del fa, fb
            ours = lambda: tp.fp8_gemm(a, b, sa, sb)  # noqa: E731
            theirs = lambda: torch._scaled_mm(a, b.t(), scale_a=tsa, scale_b=tsb, out_dtype=torch.bfloat16)  # noqa: E731
            scale = ref.abs().max().item()
            rms = ref.pow(2).mean().sqrt().item()
            got_ours = ours().float()
            try:
                got_torch = theirs().float()
            except RuntimeError as e:
                # Reported, and typed-ptx timed alone.
                print(f"torch._scaled_mm refused the {recipe} recipe: {str(e).splitlines()[0]}")
                failed.append(f"{recipe} {m}x{n}x{k}: no torch baseline")
                theirs, got_torch = None, got_ours
            err_ours = (got_ours - ref).abs().max().item() / scale
            err_torch = (got_torch - ref).abs().max().item() / scale
            # The RMS error relative to the RMS value: bf16 rounding alone gives about
            # 2^-9 / sqrt(3) (1.1e-3); accumulation errors add to it.
            rms_ours = (got_ours - ref).pow(2).mean().sqrt().item() / rms
            rms_torch = (got_torch - ref).pow(2).mean().sqrt().item() / rms
            del got_ours, got_torch
            if not err_ours <= 2 ** -7:
                failed.append(f"{recipe} {m}x{n}x{k}: largest error {err_ours:.2e} of the largest magnitude (torch's: {err_torch:.2e})")
            kernel = tp.fp8_gemm_config(a, b, sa, sb)
            flops = 2 * m * n * k
            for metric, hide in (("GPU time", True), ("per call", False)):
                t_ours, t_torch = timed([ours, theirs], hide) if theirs else (timed([ours], hide)[0], float("nan"))
                tf = lambda t: flops / (t * 1e-3) / 1e12  # noqa: E731
                print(f"{recipe:<8}{f'{m} x {n} x {k}':<20}{metric:<10}{tf(t_ours):>14.1f}{tf(t_torch):>8.1f}{t_torch / t_ours:>8.3f}{err_ours:>9.2e}{err_torch:>9.2e}{rms_ours:>9.2e}{rms_torch:>9.2e}  {kernel}", flush=True)
                rows[metric].append((f"fp8 GEMM {recipe} scales, {metric}", f"{m}x{n}x{k}", "TFLOP/s", tf(t_ours), "torch._scaled_mm", tf(t_torch), t_torch / t_ours, err_ours))
        del a, b, exact, ref
        torch.cuda.empty_cache()
    for path, metric in (("torch-fp8.csv", "GPU time"), ("torch-fp8-per-call.csv", "per call")):
        write_csv(os.path.join(out, path), rows[metric], 1)
    if failed:
        print("\nFAILED:")
        for f in failed:
            print(f"  {f}")
        sys.exit(1)
    print("\nevery typed-ptx output is within 2^-7 of the f32 product's largest magnitude")


if __name__ == "__main__":
    main()
