"""typed-ptx's sm_90a attention forward against cuDNN's and FlashAttention-2's (torch's
FLASH backend) scaled_dot_product_attention, in one process.

Run by `scripts/gpu.sh` (mode `torch`) on the device:

    python3 scripts/torch_attention.py OUT_DIR [--quick]

For head dims 128 and 64 (16 and 32 heads: H·D = 2048), sequence lengths 512, 2k, 8k
and 16k at B·S = 16k, causal and not, it
1. computes O with typed-ptx (`examples/torch/typed_ptx_torch.py`, `attention`) and with
   cuDNN, and checks typed-ptx's O and log-sum-exp against an f32 reference on the first
   (batch, head): O within 2e-2, the log-sum-exp within 1e-2 (cuDNN's error is printed
   beside it);
2. times typed-ptx, cuDNN and FLASH in alternation (30 rounds after 5 of warm-up,
   medians, CUDA events), as GPU time with the launch hidden (each call queued behind
   100 µs of `torch.cuda._sleep`) and per call.
Also one grouped-query shape (32 query heads over 8 key/value heads), checked the same
way. Writes OUT_DIR/torch-attention.csv (GPU time, the format of `benches/kernels.rs`:
ratios are cuDNN's time over typed-ptx's) and OUT_DIR/torch-attention-per-call.csv.
Clocks not locked.
"""

import math
import os
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "torch"))
import typed_ptx_torch as tp  # noqa: E402
from torch_timing import timed, write_csv  # noqa: E402

TOKENS = 16384
HD = 2048
SEQS = [512, 2048, 8192, 16384]


def reference(q, k, v, causal, scale):
    """O and the log-sum-exp of (batch 0, head 0) in f32."""
    group = q.shape[1] // k.shape[1]
    qf, kf, vf = q[0, 0].float(), k[0, 0 // group].float(), v[0, 0 // group].float()
    s = (qf @ kf.t()) * scale
    if causal:
        n = s.shape[0]
        s = s.masked_fill(torch.ones(n, n, device=s.device, dtype=torch.bool).triu(1), float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    return torch.softmax(s, dim=-1) @ vf, lse


def sdpa(backend, q, k, v, causal):
    def f():
        with sdpa_kernel(backend):
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=k.shape[1] != q.shape[1])
    return f


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    quick = "--quick" in sys.argv
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    dev = torch.cuda.get_device_properties(0)
    print(f"GPU: {dev.name}, torch {torch.__version__}, CUDA {torch.version.cuda}, cuDNN {torch.backends.cudnn.version()}; clocks not locked")
    cases = []
    for d in (128, 64):
        h = HD // d
        for s in ([512] if quick else SEQS):
            for causal in (False, True):
                cases.append((TOKENS // s if not quick else 1, h, h, s, d, causal))
    cases.append((2 if not quick else 1, 32, 8, 2048, 128, False))
    rows = {"GPU time": [], "per call": []}
    failed = []
    print(f"{'B,H,Hkv,S,D':<22}{'causal':<8}{'metric':<10}{'typed TFLOP/s':>14}{'cuDNN':>8}{'FLASH':>8}{'vs cuDNN':>9}{'vs FLASH':>9}{'O err':>9}{'cuDNN':>9}{'lse err':>9}  kernel")
    for b, h, hk, s, d, causal in cases:
        q = torch.randn(b, h, s, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(b, hk, s, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(b, hk, s, d, device="cuda", dtype=torch.bfloat16)
        scale = 1 / math.sqrt(d)
        ours = lambda: tp.attention(q, k, v, causal)  # noqa: E731
        cudnn = sdpa(SDPBackend.CUDNN_ATTENTION, q, k, v, causal)
        flash = sdpa(SDPBackend.FLASH_ATTENTION, q, k, v, causal)
        o, lse = ours()
        ref_o, ref_lse = reference(q, k, v, causal, scale)
        err_o = (o[0, 0].float() - ref_o).abs().max().item()
        err_lse = (lse[0, 0] - ref_lse).abs().max().item()
        try:
            err_cudnn = (cudnn()[0, 0].float() - ref_o).abs().max().item()
        except RuntimeError as e:
            print(f"cuDNN refused {(b, h, hk, s, d, causal)}: {str(e).splitlines()[0]}")
            cudnn, err_cudnn = None, float("nan")
        try:
            flash()
        except RuntimeError as e:
            print(f"FLASH refused {(b, h, hk, s, d, causal)}: {str(e).splitlines()[0]}")
            flash = None
        if not (err_o <= 2e-2 and err_lse <= 1e-2):
            failed.append(f"{(b, h, hk, s, d, causal)}: O error {err_o:.2e}, log-sum-exp error {err_lse:.2e}")
        kernel = tp.attention_config(d, causal, s)
        flops = 4 * b * h * s * s * d // (2 if causal else 1)
        fns = [f for f in (ours, cudnn, flash) if f is not None]
        for metric, hide in (("GPU time", True), ("per call", False)):
            t = timed(fns, hide)
            times = {"ours": t[0]}
            i = 1
            for name, f in (("cudnn", cudnn), ("flash", flash)):
                times[name] = t[i] if f is not None else float("nan")
                i += f is not None
            tf = lambda x: flops / (x * 1e-3) / 1e12  # noqa: E731
            shape = f"{b},{h},{hk},{s},{d}"
            print(f"{shape:<22}{str(causal):<8}{metric:<10}{tf(times['ours']):>14.1f}{tf(times['cudnn']):>8.1f}{tf(times['flash']):>8.1f}"
                  f"{times['cudnn'] / times['ours']:>9.3f}{times['flash'] / times['ours']:>9.3f}{err_o:>9.2e}{err_cudnn:>9.2e}{err_lse:>9.2e}  {kernel}", flush=True)
            label = f"attention d{d}{' causal' if causal else ''}{' GQA' if hk != h else ''}, {metric}"
            rows[metric].append((label, f"B{b} H{h}/{hk} S{s}", "TFLOP/s", tf(times["ours"]), "cuDNN SDPA", tf(times["cudnn"]), times["cudnn"] / times["ours"], err_o))
            rows[metric].append((label.replace("attention", "attention vs FA2"), f"B{b} H{h}/{hk} S{s}", "TFLOP/s", tf(times["ours"]), "torch FLASH (FA2)", tf(times["flash"]), times["flash"] / times["ours"], err_o))
        del q, k, v, o, lse
        torch.cuda.empty_cache()
    for path, metric in (("torch-attention.csv", "GPU time"), ("torch-attention-per-call.csv", "per call")):
        write_csv(os.path.join(out, path), rows[metric], 1)
    if failed:
        print("\nFAILED:")
        for f in failed:
            print(f"  {f}")
        sys.exit(1)
    print("\nevery typed-ptx output is within 2e-2 (O) and 1e-2 (log-sum-exp) of the f32 reference")


if __name__ == "__main__":
    main()
