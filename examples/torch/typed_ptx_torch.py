"""typed-ptx kernels on PyTorch tensors, in the same process and on PyTorch's stream.

Build the library once (any machine with Rust; no CUDA needed to build):

    cargo build --release --example torch_bridge

then, with this directory on ``sys.path`` (or this file copied next to your code):

    import torch, typed_ptx_torch as tp
    x = torch.randn(4096, 8192, device="cuda", dtype=torch.bfloat16)
    w = torch.ones(8192, device="cuda", dtype=torch.bfloat16)
    y = tp.rms_norm(x, w, eps=1e-6)          # == torch.nn.functional.rms_norm(x, (8192,), w, 1e-6)

The library is found through ``$TYPED_PTX_TORCH_LIB``, else at
``target/release/examples/libtorch_bridge.so`` of the checkout this file is in.

The kernels run on the device's primary context (PyTorch's) and on the legacy default
stream, PyTorch's default stream: calling them while another stream is current is an
error, not a race. The first call for a row width tunes the kernel's CTA size on that
call's tensors (every later call reuses it); ``config(...)`` says what it chose.
"""

import ctypes
import os

import torch

_OPS = {"softmax": 0, "rms_norm": 1, "layer_norm": 2}
_DTYPES = {torch.float32: 0, torch.bfloat16: 1}
_lib = None


def _library():
    global _lib
    if _lib is None:
        here = os.path.dirname(os.path.abspath(__file__))
        default = os.path.join(here, "..", "..", "target", "release", "examples", "libtorch_bridge.so")
        path = os.environ.get("TYPED_PTX_TORCH_LIB", default)
        if not os.path.exists(path):
            raise RuntimeError(
                f"typed-ptx bridge not found at {path}: build it with "
                "`cargo build --release --example torch_bridge`, or set TYPED_PTX_TORCH_LIB"
            )
        lib = ctypes.CDLL(path)
        lib.typed_ptx_rows.argtypes = [ctypes.c_uint32] * 3 + [ctypes.c_uint64] * 6 + [ctypes.c_float, ctypes.c_int32]
        lib.typed_ptx_rows.restype = ctypes.c_int32
        lib.typed_ptx_rows_config.argtypes = [ctypes.c_uint32] * 4 + [ctypes.c_uint64, ctypes.c_int32]
        lib.typed_ptx_rows_config.restype = ctypes.c_uint32
        lib.typed_ptx_gemm_fp8.argtypes = [ctypes.c_uint32] + [ctypes.c_uint64] * 8 + [ctypes.c_int32]
        lib.typed_ptx_gemm_fp8.restype = ctypes.c_int32
        lib.typed_ptx_gemm_fp8_config.argtypes = [ctypes.c_uint32] + [ctypes.c_uint64] * 3 + [ctypes.c_int32, ctypes.c_char_p, ctypes.c_size_t]
        lib.typed_ptx_gemm_fp8_config.restype = ctypes.c_size_t
        lib.typed_ptx_attention.argtypes = [ctypes.c_uint64] * 5 + [ctypes.c_uint32] * 7 + [ctypes.c_float, ctypes.c_int32]
        lib.typed_ptx_attention.restype = ctypes.c_int32
        lib.typed_ptx_attention_config.argtypes = [ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_int32, ctypes.c_char_p, ctypes.c_size_t]
        lib.typed_ptx_attention_config.restype = ctypes.c_size_t
        lib.typed_ptx_last_error.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        lib.typed_ptx_last_error.restype = ctypes.c_size_t
        _lib = lib
    return _lib


def _error(lib):
    n = lib.typed_ptx_last_error(None, 0)
    buf = ctypes.create_string_buffer(n)
    lib.typed_ptx_last_error(buf, n)
    return buf.raw.decode("utf-8", "replace")


def _on_default_stream(device):
    """Whether PyTorch's current stream on ``device`` is the legacy default stream, the
    one the typed-ptx runtime launches on (PyTorch's raw-stream query when it has one:
    it makes no Stream object)."""
    raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
    handle = raw(device.index) if raw is not None else torch.cuda.current_stream(device).cuda_stream
    return handle == 0


def _check(name, t, dtype=None, shape=None, device=None):
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"{name}: a torch.Tensor, not {type(t).__name__}")
    if not t.is_cuda:
        raise ValueError(f"{name}: on a CUDA device, not {t.device} (move it with .cuda())")
    if device is not None and t.device != device:
        raise ValueError(f"{name}: on {device} like the input, not {t.device} (move it with .to({str(device)!r}))")
    if t.dtype not in _DTYPES:
        raise TypeError(f"{name}: float32 or bfloat16, not {t.dtype}")
    if dtype is not None and t.dtype != dtype:
        raise TypeError(f"{name}: {dtype} like the input, not {t.dtype}")
    if shape is not None and tuple(t.shape) != shape:
        raise ValueError(f"{name}: shape {shape}, not {tuple(t.shape)}")
    if not t.is_contiguous():
        raise ValueError(f"{name}: contiguous (call .contiguous() first)")
    if t.data_ptr() % 16 != 0:
        raise ValueError(f"{name}: storage 16-byte aligned (call .clone() for a fresh tensor)")


def _rows(op, x, weight=None, bias=None, eps=0.0):
    _check("x", x)
    if x.dim() < 1 or x.shape[-1] == 0:
        raise ValueError(f"x: at least one dimension, the last non-empty; shape {tuple(x.shape)}")
    n = x.shape[-1]
    if (n * x.element_size()) % 16 != 0:
        raise ValueError(f"x: rows of {n} {x.dtype} values; the row kernels need rows of a multiple of 16 bytes")
    if not _on_default_stream(x.device):
        raise RuntimeError("typed-ptx kernels run on the default stream; call them outside `with torch.cuda.stream(...)`")
    wdtype = 0
    if weight is not None:
        _check("weight", weight, shape=(n,), device=x.device)
        wdtype = _DTYPES[weight.dtype]
    if bias is not None:
        _check("bias", bias, dtype=weight.dtype, shape=(n,), device=x.device)
    y = torch.empty_like(x)
    rows = x.numel() // n
    if rows == 0:
        return y
    lib = _library()
    rc = lib.typed_ptx_rows(
        _OPS[op], _DTYPES[x.dtype], wdtype, y.data_ptr(), x.data_ptr(),
        weight.data_ptr() if weight is not None else 0,
        bias.data_ptr() if bias is not None else 0,
        rows, n, float(eps), x.device.index,
    )
    if rc != 0:
        raise RuntimeError(f"typed-ptx {op}: {_error(lib)}")
    return y


def softmax(x):
    """Softmax over the last dimension, like ``torch.softmax(x, -1)``."""
    return _rows("softmax", x)


def rms_norm(x, weight, eps=1e-6):
    """RMSNorm over the last dimension, like ``torch.nn.functional.rms_norm(x, (n,), weight, eps)``."""
    if weight is None:
        raise ValueError("weight: required (torch.ones(n) for none)")
    return _rows("rms_norm", x, weight, None, eps)


def layer_norm(x, weight, bias, eps=1e-5):
    """LayerNorm over the last dimension, like ``torch.nn.functional.layer_norm(x, (n,), weight, bias, eps)``."""
    if weight is None or bias is None:
        raise ValueError("weight and bias: required (torch.ones(n) and torch.zeros(n) for none)")
    return _rows("layer_norm", x, weight, bias, eps)


def config(op, x, weight=None):
    """The CTA size the tuner kept for ``op`` on rows like ``x`` (the same width, and a row
    count of the same power of two: each is tuned on its first call; 0 before it);
    10000 is added when it is the online softmax (rows too long to hold)."""
    w = _DTYPES[weight.dtype] if weight is not None else _DTYPES[x.dtype]
    rows = x.numel() // x.shape[-1]
    return _library().typed_ptx_rows_config(_OPS[op], _DTYPES[x.dtype], w, x.shape[-1], rows, x.device.index)


def _fp8_scaling(a, b, scale_a, scale_b):
    """The bridge's scaling code for these scales (0 per tensor, 1 per row, 2 blocks)."""
    m, k = a.shape
    n = b.shape[0]
    kb, nb = -(-k // 128), -(-n // 128)
    for name, t in (("scale_a", scale_a), ("scale_b", scale_b)):
        if not isinstance(t, torch.Tensor) or t.dtype != torch.float32 or not t.is_cuda:
            raise TypeError(f"{name}: a float32 CUDA tensor")
        if t.device != a.device:
            raise ValueError(f"{name}: on {a.device} like a, not {t.device}")
    if scale_a.numel() == 1 and scale_b.numel() == 1:
        return 0
    if scale_a.numel() == m and scale_b.numel() == n and (scale_b.dim() == 1 or scale_b.shape[0] == 1):
        # Per row: (M,) or (M, 1), and (N,) or (1, N).
        if not scale_a.is_contiguous() or not scale_b.is_contiguous():
            raise ValueError("row scales: contiguous")
        return 1
    if scale_a.dim() == 2 and tuple(scale_a.shape) == (m, kb) and tuple(scale_b.shape) == (nb, kb):
        # DeepSeek-V3's blocks: scale_a column-major (M, K/128), scale_b row-major (N/128, K/128).
        # Column-major: element (i, kb) at i + kb * M (a stride that no size-1 dimension uses is free).
        if (m > 1 and scale_a.stride(0) != 1) or (kb > 1 and scale_a.stride(1) != m) or not scale_b.is_contiguous():
            raise ValueError("block scales: scale_a column-major (strides (1, M): x.t().contiguous().t()), scale_b row-major")
        return 2
    raise ValueError(
        f"scales of shapes {tuple(scale_a.shape)} and {tuple(scale_b.shape)}: one element each (per tensor), "
        f"{m} and {n} (per row), or ({m}, {kb}) and ({nb}, {kb}) (1 x 128 and 128 x 128 blocks)"
    )


def fp8_gemm(a, b, scale_a, scale_b):
    """``(a @ b.T) * scales`` in bfloat16, like ``torch._scaled_mm(a, b.t(), scale_a, scale_b,
    out_dtype=torch.bfloat16)``: ``a`` (M, K) and ``b`` (N, K) float8_e4m3fn, row-major;
    float32 scales, one element each (per tensor), ``scale_a`` M and ``scale_b`` N
    elements (per row of ``a`` and of ``b``), or DeepSeek-V3's blocks: ``scale_a``
    (M, K/128) column-major (1 x 128 blocks of ``a``) and ``scale_b`` (N/128, K/128)
    row-major (128 x 128 blocks of ``b``; torch takes ``scale_b.t()``). K a multiple of
    16, N of 8."""
    for name, t in (("a", a), ("b", b)):
        if not isinstance(t, torch.Tensor) or t.dtype != torch.float8_e4m3fn or t.dim() != 2:
            raise TypeError(f"{name}: a 2-D torch.float8_e4m3fn tensor")
        if not t.is_cuda or not t.is_contiguous() or t.data_ptr() % 16 != 0:
            raise ValueError(f"{name}: contiguous, on a CUDA device, 16-byte aligned")
    m, k = a.shape
    n, k2 = b.shape
    if b.device != a.device:
        raise ValueError(f"b: on {a.device} like a, not {b.device}")
    if k != k2:
        raise ValueError(f"a is {m} x {k} and b {n} x {k2}: both need K columns (C = a @ b.T)")
    scaling = _fp8_scaling(a, b, scale_a, scale_b)
    if not _on_default_stream(a.device):
        raise RuntimeError("typed-ptx kernels run on the default stream; call them outside `with torch.cuda.stream(...)`")
    c = torch.empty(m, n, device=a.device, dtype=torch.bfloat16)
    lib = _library()
    rc = lib.typed_ptx_gemm_fp8(scaling, c.data_ptr(), a.data_ptr(), b.data_ptr(), scale_a.data_ptr(), scale_b.data_ptr(), m, n, k, a.device.index)
    if rc != 0:
        raise RuntimeError(f"typed-ptx fp8_gemm: {_error(lib)}")
    return c


def fp8_gemm_config(a, b, scale_a, scale_b):
    """The kernel the tuner kept for an FP8 GEMM like this one ('' before the first call)."""
    m, k = a.shape
    n = b.shape[0]
    scaling = _fp8_scaling(a, b, scale_a, scale_b)
    lib = _library()
    size = lib.typed_ptx_gemm_fp8_config(scaling, m, n, k, a.device.index, None, 0)
    buf = ctypes.create_string_buffer(size)
    lib.typed_ptx_gemm_fp8_config(scaling, m, n, k, a.device.index, buf, size)
    return buf.raw.decode()


def attention(q, k, v, causal=False, scale=None):
    """Attention forward, like ``torch.nn.functional.scaled_dot_product_attention(q, k, v,
    is_causal=causal, scale=scale, enable_gqa=True)``, also returning the log-sum-exp of
    each row of scores: ``(o, lse)``. ``q`` is (B, H, S_q, D), ``k`` and ``v`` (B, H_kv,
    S_kv, D) with ``H_kv`` a divisor of ``H`` (grouped-query attention), bfloat16,
    contiguous; D is 64 or 128; ``lse`` is (B, H, S_q) float32 (natural log). The causal
    mask needs ``S_q == S_kv``. ``scale`` defaults to ``1 / sqrt(D)``."""
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor) or t.dtype != torch.bfloat16 or t.dim() != 4:
            raise TypeError(f"{name}: a 4-D torch.bfloat16 tensor (B, H, S, D)")
        if not t.is_cuda or not t.is_contiguous() or t.data_ptr() % 16 != 0:
            raise ValueError(f"{name}: contiguous, on a CUDA device, 16-byte aligned (call .contiguous())")
        if t.device != q.device:
            raise ValueError(f"{name}: on {q.device} like q, not {t.device}")
    b, h, sq, d = q.shape
    bk, hk, sk, dk = k.shape
    if tuple(v.shape) != tuple(k.shape):
        raise ValueError(f"v: shape {tuple(k.shape)} like k, not {tuple(v.shape)}")
    if bk != b or dk != d:
        raise ValueError(f"k: batch {b} and head dim {d} like q, not {bk} and {dk}")
    if d not in (64, 128):
        raise ValueError(f"head dim {d}: 64 or 128")
    if hk == 0 or h % hk != 0:
        raise ValueError(f"{h} query heads over {hk} key/value heads: H_kv must divide H")
    if causal and sq != sk:
        raise ValueError(f"causal attention of {sq} queries over {sk} keys: give S_q == S_kv")
    if not _on_default_stream(q.device):
        raise RuntimeError("typed-ptx kernels run on the default stream; call them outside `with torch.cuda.stream(...)`")
    if scale is None:
        scale = d ** -0.5
    o = torch.empty_like(q)
    lse = torch.empty((b, h, sq), device=q.device, dtype=torch.float32)
    lib = _library()
    rc = lib.typed_ptx_attention(
        o.data_ptr(), lse.data_ptr(), q.data_ptr(), k.data_ptr(), v.data_ptr(),
        b, h, hk, sq, sk, d, int(bool(causal)), float(scale), q.device.index,
    )
    if rc != 0:
        raise RuntimeError(f"typed-ptx attention: {_error(lib)}")
    return o, lse


def attention_config(d, causal, seq_kv, device=0):
    """The kernel the tuner kept for attention of head dim ``d`` over ``seq_kv`` keys (the
    same power of two), or "" before the first call."""
    lib = _library()
    n = lib.typed_ptx_attention_config(d, int(bool(causal)), seq_kv, device, None, 0)
    buf = ctypes.create_string_buffer(n)
    lib.typed_ptx_attention_config(d, int(bool(causal)), seq_kv, device, buf, n)
    return buf.raw.decode("utf-8", "replace")
