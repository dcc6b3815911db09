"""Row kernels (softmax, RMSNorm, LayerNorm) of typed-ptx against PyTorch, in one process.

Run by `scripts/gpu.sh` (mode `torch`) on the device:

    python3 scripts/torch_rows.py OUT_DIR [--quick]

For every operation, element type (float32, bfloat16) and shape it
1. checks typed-ptx's output against PyTorch eager's (`torch.testing.assert_close` with
   its default tolerances for the dtype) and reports the largest error;
2. times, in alternation (each round runs every candidate once, 30 rounds after 5 of
   warm-up, medians): typed-ptx (through `examples/torch/typed_ptx_torch.py`), PyTorch
   eager, `torch.compile` of the same function (compiled and warmed up before timing) and
   a device-to-device copy of the input (`y.copy_(x)`: the same bytes read and written);
3. with CUDA events, twice: GPU time with the launch hidden (each call queued behind
   100 µs of `torch.cuda._sleep`, so the host has issued it before the first event is
   reached) and per call (events around the call, launch included).

Writes OUT_DIR/torch-rows.csv (GPU time; the format of `benches/kernels.rs`, so
`cargo bench --bench kernels -- --chart OUT_DIR/torch-rows.csv` draws it) and
OUT_DIR/torch-rows-per-call.csv, and prints a table. Clocks are not locked.
"""

import os
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "torch"))
import typed_ptx_torch as tp  # noqa: E402
from torch_timing import timed, write_csv  # noqa: E402

SHAPES = [(32768, 4096), (16384, 8192), (4096, 32768)]
DTYPES = [torch.float32, torch.bfloat16]
EPS = 1e-6


def functions(op, x, w, b):
    """(typed-ptx, eager) callables of `op` on `x`."""
    n = x.shape[-1]
    if op == "softmax":
        return (lambda: tp.softmax(x)), (lambda: torch.softmax(x, -1))
    if op == "rms_norm":
        return (lambda: tp.rms_norm(x, w, EPS)), (lambda: F.rms_norm(x, (n,), w, EPS))
    return (lambda: tp.layer_norm(x, w, b, EPS)), (lambda: F.layer_norm(x, (n,), w, b, EPS))


@torch.compile(dynamic=False)
def _c_softmax(x):
    return torch.softmax(x, -1)


@torch.compile(dynamic=False)
def _c_rms_norm(x, w):
    return F.rms_norm(x, (x.shape[-1],), w, EPS)


@torch.compile(dynamic=False)
def _c_layer_norm(x, w, b):
    return F.layer_norm(x, (x.shape[-1],), w, b, EPS)


def compiled(op, x, w, b):
    """`torch.compile` of the eager function (compiled for this shape on first call)."""
    if op == "softmax":
        return lambda: _c_softmax(x)
    if op == "rms_norm":
        return lambda: _c_rms_norm(x, w)
    return lambda: _c_layer_norm(x, w, b)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    quick = "--quick" in sys.argv
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    # One compiled function per operation, recompiled for each shape and dtype: keep every
    # specialisation instead of falling back to eager after the default 8.
    torch._dynamo.config.cache_size_limit = 64
    torch._dynamo.config.accumulated_cache_size_limit = 512
    dev = torch.cuda.get_device_properties(0)
    print(f"GPU: {dev.name}, torch {torch.__version__}, CUDA {torch.version.cuda}; clocks not locked")
    shapes = [(256, 4096), (64, 32768)] if quick else SHAPES
    rows_gpu, rows_call = [], []
    failed = []
    print(f"{'op':<11}{'dtype':<9}{'shape':<13}{'metric':<10}{'threads':>8}{'typed TB/s':>11}{'copy':>7}{'compile':>8}{'eager':>7}  {'vs copy':>8}{'vs compile':>11}{'vs eager':>9}{'max err':>10}")
    for op in ("softmax", "rms_norm", "layer_norm"):
        for dtype in DTYPES:
            for rows, n in shapes:
                x = torch.randn(rows, n, device="cuda", dtype=dtype)
                w = (1 + 0.1 * torch.randn(n, device="cuda")).to(dtype)
                b = (0.1 * torch.randn(n, device="cuda")).to(dtype)
                ours, eager = functions(op, x, w, b)
                got, want = ours(), eager()
                err = (got.float() - want.float()).abs().max().item()
                scale = want.float().abs().max().item()
                try:
                    torch.testing.assert_close(got, want)
                except AssertionError as e:
                    failed.append(f"{op} {dtype} {rows}x{n}: {e}")
                comp = compiled(op, x, w, b)
                for _ in range(3):
                    comp()
                copy_out = torch.empty_like(x)
                copy = lambda: copy_out.copy_(x)  # noqa: E731
                moved = 2 * x.numel() * x.element_size()
                tbs = lambda t: moved / (t * 1e-3) / 1e12  # noqa: E731
                threads = tp.config(op, x, w if op != "softmax" else None)
                dt = str(dtype).replace("torch.", "")
                name, size, rel = f"{op} {dt}", f"{rows}x{n}", err / max(scale, 1e-30)
                for metric, hide, table in (("GPU time", True, rows_gpu), ("per call", False, rows_call)):
                    t_ours, t_copy, t_comp, t_eager = timed([ours, copy, comp, eager], hide)
                    print(f"{op:<11}{dt:<9}{size:<13}{metric:<10}{threads:>8}{tbs(t_ours):>11.2f}{tbs(t_copy):>7.2f}{tbs(t_comp):>8.2f}{tbs(t_eager):>7.2f}  {t_copy / t_ours:>8.3f}{t_comp / t_ours:>11.3f}{t_eager / t_ours:>9.3f}{err:>10.2e}", flush=True)
                    for base, t in (("device copy", t_copy), ("torch.compile", t_comp), ("torch eager", t_eager)):
                        table.append((f"{name}, {metric}", size, "TB/s", tbs(t_ours), base, tbs(t), t / t_ours, rel))
                del x, w, b, got, want, copy_out
                torch.cuda.empty_cache()
    # The host's cost of one call: a row too small to matter, 2000 calls, wall clock.
    x = torch.randn(1, 4096, device="cuda")
    w = torch.ones(4096, device="cuda")
    for name, f in (("typed-ptx softmax (Python wrapper, ctypes)", lambda: tp.softmax(x)),
                    ("torch.softmax", lambda: torch.softmax(x, -1)),
                    ("typed-ptx rms_norm", lambda: tp.rms_norm(x, w, EPS)),
                    ("torch rms_norm", lambda: F.rms_norm(x, (4096,), w, EPS)),
                    ("y.copy_(x)", lambda: w.copy_(x[0]))):
        for _ in range(100):
            f()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(2000):
            f()
        torch.cuda.synchronize()
        print(f"host cost per call, 1 x 4096 f32: {name}: {(time.perf_counter() - t0) / 2000 * 1e6:.1f} us")
    for path, table in (("torch-rows.csv", rows_gpu), ("torch-rows-per-call.csv", rows_call)):
        write_csv(os.path.join(out, path), table, 3)
    if failed:
        print("\nFAILED: outputs differ from PyTorch's beyond torch.testing's tolerances:")
        for f in failed:
            print(f"  {f}")
        sys.exit(1)
    print("\nevery output matches PyTorch eager within torch.testing.assert_close's default tolerances")


if __name__ == "__main__":
    main()
