//! typed-ptx kernels on PyTorch tensors, in PyTorch's process and on its stream: a shared
//! library with a C interface (`cargo build --release --example torch_bridge` writes
//! `target/release/examples/libtorch_bridge.so`), loaded by `examples/torch/typed_ptx_torch.py`
//! through `ctypes`.
//!
//! Why this path: PyTorch and the typed-ptx runtime both use the device's *primary* CUDA
//! context (cudarc retains it, as PyTorch does), so a buffer of one is a device address of
//! the other; and the runtime's `Gpu::new` launches on the legacy default stream, which is
//! PyTorch's default stream, so the kernels queue between PyTorch's own in order with no
//! event or synchronisation. A C interface needs no Python headers at build time and no
//! binding crate, and one library serves every Python version; the Python side checks
//! each tensor (device, dtype, shape, contiguity, alignment) before it passes addresses.
//! Launches stay typed: each address becomes a `GlobalAddr<T>` of the kernel's element
//! type and length, passed to a `Function<P>` of the generator's parameter types.
//!
//! The first call for an (operation, element types, row width, row count's power of two)
//! generates every candidate
//! CTA size (`RowConfig::candidates`), compiles them at once (`Gpu::load_many`), times
//! them on the call's own tensors (the median of 5 alternating runs each) and keeps the
//! fastest for later calls; [`typed_ptx_rows_config`] says which it kept.
//!
//! Every function returns 0 on success; otherwise [`typed_ptx_last_error`] gives the
//! message (what is wrong and how to fix it). A panic is caught and reported the same way.

#[path = "kernels/rows.rs"]
#[allow(dead_code)]
mod rows;

#[path = "kernels/gemm_hopper.rs"]
#[allow(dead_code)]
mod gemm_hopper;

#[path = "kernels/attention_hopper.rs"]
#[allow(dead_code)]
mod attention_hopper;

use rows::{RowConfig, RowElem};
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use typed_ptx::runtime::{Function, GlobalAddr, Gpu, JitOptions, Launch};
use typed_ptx::*;

/// The operations, as the Python side numbers them.
const SOFTMAX: u32 = 0;
const RMSNORM: u32 = 1;
const LAYERNORM: u32 = 2;

/// A tuned kernel: the configuration the tuner kept and its typed function (boxed, a
/// `Function<P>` of the operation's parameters).
struct Tuned {
    threads: u32,
    online: bool,
    f: Box<dyn Any + Send>,
}

/// What a row kernel is tuned for: operation, element types, row width, and the row
/// count's power of two (a CTA size that is fastest for a few rows need not be for
/// thousands).
type RowKey = (u32, u32, u32, u32, u32);

/// The row count's bucket in a [`RowKey`]: ⌈log2 rows⌉.
pub fn rows_bucket(rows: u64) -> u32 {
    64 - rows.saturating_sub(1).leading_zeros()
}

/// One GPU's state: its runtime handle and the kernels tuned so far.
struct Device {
    gpu: Gpu,
    tuned: HashMap<RowKey, Tuned>,
    /// The FP8 GEMM kept for each (scaling, m, n, k).
    gemms: HashMap<(u32, u64, u64, u64), gemm_hopper::host::Fp8Gemm>,
    /// The attention kernel kept for each (head dim, causal, sequence length's power of
    /// two, more than 65535 heads), and every one loaded so far (by configuration).
    attention: HashMap<(u32, bool, u32, bool), attention_hopper::Config>,
    attention_loaded: Vec<attention_hopper::host::Attention>,
}

static DEVICES: Mutex<Vec<(i32, Device)>> = Mutex::new(Vec::new());
thread_local! {
    /// The calling thread's last error, like `errno`: `ctypes` releases Python's lock
    /// during a call, so threads may call at once.
    static LAST_ERROR: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// The arguments of one row-kernel call, as the Python side passes them.
#[derive(Clone, Copy, Debug)]
struct Call {
    op: u32,
    y: u64,
    x: u64,
    w: u64,
    b: u64,
    rows: u64,
    n: u64,
    eps: f32,
}

/// Element type codes: 0 = f32, 1 = bf16.
fn elem_name(code: u32) -> Option<&'static str> {
    match code {
        0 => Some("f32"),
        1 => Some("bf16"),
        _ => None,
    }
}

/// Runs `f` on device `device`'s state, made on first use.
fn with_device<R>(
    device: i32,
    f: impl FnOnce(&mut Device) -> Result<R, String>,
) -> Result<R, String> {
    let mut devs = DEVICES.lock().unwrap_or_else(PoisonError::into_inner);
    let i = match devs.iter().position(|(d, _)| *d == device) {
        Some(i) => i,
        None => {
            let ordinal = usize::try_from(device)
                .map_err(|_| format!("device {device}: not a CUDA device ordinal"))?;
            let gpu = Gpu::new(ordinal).map_err(|e| e.to_string())?;
            devs.push((
                device,
                Device {
                    gpu,
                    tuned: HashMap::new(),
                    gemms: HashMap::new(),
                    attention: HashMap::new(),
                    attention_loaded: Vec::new(),
                },
            ));
            devs.len() - 1
        }
    };
    f(&mut devs[i].1)
}

/// The address `a` as `len` elements of `T`, refused when it is null or not 16-byte
/// aligned (the kernels load 16 bytes at a time).
fn addr<T>(what: &str, a: u64, len: u64) -> Result<GlobalAddr<T>, String> {
    if a == 0 || !a.is_multiple_of(16) {
        return Err(format!(
            "{what}: address {a:#x} is not a 16-byte aligned device address; pass a contiguous CUDA tensor whose storage starts 16-byte aligned (a fresh tensor, or .contiguous() of a slice)"
        ));
    }
    let len = usize::try_from(len)
        .map_err(|_| format!("{what}: {len} elements do not fit this machine's usize"))?;
    // SAFETY: the caller of `typed_ptx_rows` promises `len` elements of `T` at `a` on the
    // current device (the Python side passes tensors it checked).
    Ok(unsafe { GlobalAddr::new(a, len) })
}

/// Times `launch(i)` for each candidate `i`: one warm-up each, then the median of 5 runs,
/// taken in alternation. Returns the fastest candidate's index.
fn fastest(
    gpu: &Gpu,
    count: usize,
    launch: &mut dyn FnMut(usize) -> Result<(), String>,
) -> Result<usize, String> {
    let timer = gpu.timer().map_err(|e| e.to_string())?;
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); count];
    for i in 0..count {
        launch(i)?;
    }
    for _ in 0..5 {
        for (i, t) in times.iter_mut().enumerate() {
            timer.start().map_err(|e| e.to_string())?;
            launch(i)?;
            t.push(timer.stop().map_err(|e| e.to_string())?);
        }
    }
    let meds: Vec<f64> = times
        .iter_mut()
        .map(|v| typed_ptx::runtime::median(v).unwrap_or(f64::INFINITY))
        .collect();
    (0..count)
        .min_by(|&a, &b| meds[a].total_cmp(&meds[b]))
        .ok_or_else(|| "no candidate kernel built for this row width".to_string())
}

/// Adds one candidate's kernel to a module.
type Build<'a, P> = dyn Fn(&mut Module, RowConfig) -> Result<KernelRef<P>, String> + 'a;
/// Launches a candidate on the call's tensors.
type Run<'a, P> = dyn Fn(&Function<P>, &Launch) -> Result<(), String> + 'a;

/// Generates, compiles, tunes (on `call`'s tensors) and keeps the kernel for `call`; or
/// returns the one kept before.
fn tuned<'d, P: KernelParams + 'static>(
    dev: &'d mut Device,
    key: RowKey,
    build: &Build<'_, P>,
    candidates: Vec<RowConfig>,
    online: bool,
    launch: &Run<'_, P>,
    rows: u32,
) -> Result<(&'d Function<P>, u32), String> {
    if !dev.tuned.contains_key(&key) {
        let built: Vec<(Module, KernelRef<P>)> = candidates
            .iter()
            .map(|&c| {
                let mut m = Module::new(Target::SM_80);
                build(&mut m, c).map(|k| (m, k))
            })
            .collect::<Result<_, _>>()?;
        let modules: Vec<&Module> = built.iter().map(|(m, _)| m).collect();
        let loaded = dev.gpu.load_many(&modules, &JitOptions::default(), None);
        let mut fs = Vec::new();
        for ((_, k), gm) in built.iter().zip(loaded) {
            fs.push(gm.and_then(|gm| gm.kernel(k)).map_err(|e| e.to_string())?);
        }
        let best = fastest(&dev.gpu, fs.len(), &mut |i| {
            launch(&fs[i], &Launch::new(rows, candidates[i].threads))
        })?;
        let f = fs.swap_remove(best);
        dev.tuned.insert(
            key,
            Tuned {
                threads: candidates[best].threads,
                online,
                f: Box::new(f),
            },
        );
    }
    let t = dev.tuned.get(&key).ok_or("the tuned kernel went missing")?;
    let f =
        t.f.downcast_ref::<Function<P>>()
            .ok_or("a tuned kernel of another type under this key")?;
    Ok((f, t.threads))
}

/// The CTA sizes of the online softmax, for rows too long to hold.
const ONLINE_THREADS: [u32; 3] = [256, 512, 1024];

/// Softmax of `call` with elements `T`.
fn softmax<T: RowElem>(dev: &mut Device, key: RowKey, c: Call) -> Result<(), String> {
    let (rows, n) = dims(c)?;
    let len = c.rows * c.n;
    let (y, x) = (addr::<T>("y", c.y, len)?, addr::<T>("x", c.x, len)?);
    let cands = RowConfig::candidates::<T>(n);
    if cands.is_empty() {
        let online: Vec<RowConfig> = ONLINE_THREADS
            .iter()
            .map(|&threads| RowConfig { n, threads })
            .collect();
        let (f, t) = tuned(
            dev,
            key,
            &|m, c| rows::softmax_online::<T>(m, c.threads),
            online,
            true,
            &|f, l| run(f, l, (y, x, n)),
            rows,
        )?;
        return run(f, &Launch::new(rows, t), (y, x, n));
    }
    let (f, t) = tuned(
        dev,
        key,
        &|m, c| rows::softmax::<T>(m, c),
        cands,
        false,
        &|f, l| run(f, l, (y, x)),
        rows,
    )?;
    run(f, &Launch::new(rows, t), (y, x))
}

/// RMSNorm (`b` unused) or LayerNorm of `call` with elements `T` and weights `W`.
fn norm<T: RowElem, W: RowElem>(dev: &mut Device, key: RowKey, c: Call) -> Result<(), String> {
    let (rows, n) = dims(c)?;
    let len = c.rows * c.n;
    let (y, x) = (addr::<T>("y", c.y, len)?, addr::<T>("x", c.x, len)?);
    let w = addr::<W>("weight", c.w, c.n)?;
    let cands = RowConfig::candidates::<T>(n);
    if cands.is_empty() {
        // Why not even 1024 threads hold the row (the candidates span 32 to 1024).
        let why = RowConfig { n, threads: 1024 }
            .check::<T>()
            .err()
            .unwrap_or_default();
        return Err(format!("the norms hold a row on chip: {why}"));
    }
    let eps = c.eps;
    if c.op == RMSNORM {
        let (f, t) = tuned(
            dev,
            key,
            &|m, c| rows::rmsnorm::<T, W>(m, c),
            cands,
            false,
            &|f, l| run(f, l, (y, x, w, eps)),
            rows,
        )?;
        return run(f, &Launch::new(rows, t), (y, x, w, eps));
    }
    let b = addr::<W>("bias", c.b, c.n)?;
    let (f, t) = tuned(
        dev,
        key,
        &|m, c| rows::layernorm::<T, W>(m, c),
        cands,
        false,
        &|f, l| run(f, l, (y, x, w, b, eps)),
        rows,
    )?;
    run(f, &Launch::new(rows, t), (y, x, w, b, eps))
}

/// Refuses `y` overlapping `x`: the tuner runs the candidates on the call's tensors, so
/// the input must survive the output's writes.
fn disjoint<T: RowElem>(c: Call, wbytes: u64) -> Result<(), String> {
    let bytes = c
        .rows
        .saturating_mul(c.n)
        .saturating_mul(u64::from(T::BYTES));
    if overlap((c.y, bytes), (c.x, bytes)) {
        return Err("y overlaps x: the row kernels do not work in place; give y its own tensor (torch.empty_like(x))".into());
    }
    let wlen = c.n.saturating_mul(wbytes);
    if c.op != SOFTMAX && overlap((c.y, bytes), (c.w, wlen)) {
        return Err("y overlaps the weight: give y its own tensor (torch.empty_like(x))".into());
    }
    if c.op == LAYERNORM && overlap((c.y, bytes), (c.b, wlen)) {
        return Err("y overlaps the bias: give y its own tensor (torch.empty_like(x))".into());
    }
    Ok(())
}

/// Whether the byte ranges `(start, len)` share a byte.
fn overlap((a, alen): (u64, u64), (b, blen): (u64, u64)) -> bool {
    alen > 0 && blen > 0 && a < b.saturating_add(blen) && b < a.saturating_add(alen)
}

/// The grid (one CTA per row) and the row width, refused when they do not fit.
fn dims(c: Call) -> Result<(u32, u32), String> {
    let rows = u32::try_from(c.rows)
        .ok()
        .filter(|r| *r >= 1 && *r < (1 << 31))
        .ok_or_else(|| format!("{} rows: one CTA per row, so 1 to 2^31 - 1 rows", c.rows))?;
    // The online softmax steps its index by up to 1024 threads × 8 values: it must not
    // wrap past 2^32 below n.
    let n = u32::try_from(c.n)
        .ok()
        .filter(|n| *n >= 1 && *n <= u32::MAX - 8192)
        .ok_or_else(|| {
            format!(
                "rows of {} values: 1 to 2^32 - 8193 (longer ones are too long for the kernels' 32-bit indices)",
                c.n
            )
        })?;
    c.rows
        .checked_mul(c.n)
        .filter(|l| *l < (1 << 32))
        .ok_or_else(|| {
            format!(
                "{} rows of {} values: at most 2^32 - 1 elements (the kernels index in 32 bits)",
                c.rows, c.n
            )
        })?;
    Ok((rows, n))
}

/// Refuses what no kernel can take before a device is touched: the sizes, addresses that
/// are null or not 16-byte aligned, `y` overlapping `x`, and rows that are not a multiple
/// of 16 bytes.
fn validate(c: Call, dtype: u32, wdtype: u32) -> Result<(), String> {
    dims(c)?;
    let bytes = if dtype == 0 { 4 } else { 2 };
    if !(c.n * bytes).is_multiple_of(16) {
        return Err(format!(
            "rows of {} {} values: the row kernels load 16 bytes at a time, so a row must be a multiple of 16 bytes ({} values)",
            c.n,
            elem_name(dtype).unwrap_or("?"),
            16 / bytes
        ));
    }
    addr::<u8>("y", c.y, 0)?;
    addr::<u8>("x", c.x, 0)?;
    let wbytes = if wdtype == 0 { 4 } else { 2 };
    if dtype == 0 {
        disjoint::<f32>(c, wbytes)?
    } else {
        disjoint::<Bf16>(c, wbytes)?
    }
    if c.op != SOFTMAX {
        addr::<u8>("weight", c.w, 0)?;
    }
    if c.op == LAYERNORM {
        addr::<u8>("bias", c.b, 0)?;
    }
    Ok(())
}

/// One typed launch.
fn run<P: KernelParams, A: typed_ptx::runtime::LaunchArgs<P>>(
    f: &Function<P>,
    l: &Launch,
    args: A,
) -> Result<(), String> {
    // SAFETY: every address is a `GlobalAddr` of the whole tensor the Python side checked
    // (rows · n elements, n for the weight and bias); CTA r touches only row r of x and y.
    unsafe { f.launch(l, args) }.map_err(|e| e.to_string())
}

fn dispatch(device: i32, dtype: u32, wdtype: u32, c: Call) -> Result<(), String> {
    if c.op > LAYERNORM {
        return Err(format!(
            "operation {}: 0 (softmax), 1 (RMSNorm) or 2 (LayerNorm)",
            c.op
        ));
    }
    let bad = |what: &str, code: u32| {
        format!("{what} element type code {code}: 0 (float32) or 1 (bfloat16)")
    };
    elem_name(dtype).ok_or_else(|| bad("x", dtype))?;
    elem_name(wdtype).ok_or_else(|| bad("weight", wdtype))?;
    let n = u32::try_from(c.n).map_err(|_| format!("rows of {} values: at most 2^32 - 1", c.n))?;
    let bucket = rows_bucket(c.rows);
    let key = (c.op, dtype, wdtype, n, bucket);
    validate(c, dtype, wdtype)?;
    with_device(device, |dev| match (c.op, dtype, wdtype) {
        (SOFTMAX, 0, _) => softmax::<f32>(dev, (c.op, 0, 0, n, bucket), c),
        (SOFTMAX, _, _) => softmax::<Bf16>(dev, (c.op, 1, 1, n, bucket), c),
        (RMSNORM | LAYERNORM, 0, 0) => norm::<f32, f32>(dev, key, c),
        (RMSNORM | LAYERNORM, 0, _) => norm::<f32, Bf16>(dev, key, c),
        (RMSNORM | LAYERNORM, _, 0) => norm::<Bf16, f32>(dev, key, c),
        (RMSNORM | LAYERNORM, _, _) => norm::<Bf16, Bf16>(dev, key, c),
        (op, _, _) => Err(format!(
            "operation {op}: 0 (softmax), 1 (RMSNorm) or 2 (LayerNorm)"
        )),
    })
}

/// Runs `f`, turning an error or a panic into status 1 and the message for
/// [`typed_ptx_last_error`].
fn status(f: impl FnOnce() -> Result<(), String> + std::panic::UnwindSafe) -> i32 {
    let r = std::panic::catch_unwind(f).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
        Err(format!(
            "typed-ptx bridge panicked (a bug; please report it): {}",
            msg.unwrap_or_default()
        ))
    });
    match r {
        Ok(()) => 0,
        Err(e) => {
            LAST_ERROR.with(|l| *l.borrow_mut() = e);
            1
        }
    }
}

/// Softmax (`op` 0), RMSNorm (1) or LayerNorm (2) of `rows` rows of `n` elements at `x`
/// into `y`, with the weight `w` and bias `b` (`n` elements each; unused by softmax,
/// `b` unused by RMSNorm) and `eps`, on device `device`'s legacy default stream.
/// `dtype` is the element type of `x` and `y`, `wdtype` that of `w` and `b`: 0 = float32,
/// 1 = bfloat16. Returns 0, or 1 with the reason in [`typed_ptx_last_error`].
///
/// # Safety
/// `x` and `y` must be device addresses of `rows · n` elements of `dtype` on `device`
/// (the primary context), `w` and `b` of `n` elements of `wdtype` where the operation uses
/// them, valid until the kernel has run (PyTorch's stream order keeps them so).
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn typed_ptx_rows(
    op: u32,
    dtype: u32,
    wdtype: u32,
    y: u64,
    x: u64,
    w: u64,
    b: u64,
    rows: u64,
    n: u64,
    eps: f32,
    device: i32,
) -> i32 {
    let c = Call {
        op,
        y,
        x,
        w,
        b,
        rows,
        n,
        eps,
    };
    status(move || dispatch(device, dtype, wdtype, c))
}

/// The CTA size the tuner kept for `(op, dtype, wdtype, n)` and a row count like `rows`
/// (the same power of two) on `device` (0 if none was tuned yet), plus 10000 when it is
/// the online softmax.
#[unsafe(no_mangle)]
pub extern "C" fn typed_ptx_rows_config(
    op: u32,
    dtype: u32,
    wdtype: u32,
    n: u32,
    rows: u64,
    device: i32,
) -> u32 {
    let (dtype, wdtype) = if op == SOFTMAX {
        (dtype, dtype)
    } else {
        (dtype, wdtype)
    };
    let devs = DEVICES.lock().unwrap_or_else(PoisonError::into_inner);
    devs.iter()
        .find(|(d, _)| *d == device)
        .and_then(|(_, dev)| dev.tuned.get(&(op, dtype, wdtype, n, rows_bucket(rows))))
        .map(|t| t.threads + if t.online { 10000 } else { 0 })
        .unwrap_or(0)
}

/// Copies the calling thread's last error message (UTF-8, no terminator) into `buf` (at
/// most `cap` bytes) and returns its whole length.
///
/// # Safety
/// `buf` must be writable for `cap` bytes (or null with `cap` 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn typed_ptx_last_error(buf: *mut u8, cap: usize) -> usize {
    // SAFETY: forwarded.
    LAST_ERROR.with(|e| unsafe { copy_out(&e.borrow(), buf, cap) })
}

/// The FP8 GEMM's checks before any device is touched: the shape (M·N and max(M, N)·K
/// below 2^32; N a multiple of 8, K of 16) and aligned addresses.
fn validate_fp8(g: &Fp8Call) -> Result<gemm_hopper::Scaling, String> {
    let scaling = match g.scaling {
        0 => gemm_hopper::Scaling::Tensor,
        1 => gemm_hopper::Scaling::Row,
        2 => gemm_hopper::Scaling::Block,
        s => {
            return Err(format!(
                "scaling {s}: 0 (one scale per tensor), 1 (per row of A and per row of B) or 2 (DeepSeek-V3's blocks: 1 x 128 of A, 128 x 128 of B)"
            ));
        }
    };
    let dim = |v: u64, what: &str| {
        usize::try_from(v).map_err(|_| format!("{what} = {v}: does not fit this machine's usize"))
    };
    let (m, n, k) = (dim(g.m, "m")?, dim(g.n, "n")?, dim(g.k, "k")?);
    let any = gemm_hopper::host::candidates()[0];
    any.check_shape(m, n, k)?;
    if !k.is_multiple_of(16) {
        return Err(format!(
            "{m} x {n} x {k}: the FP8 GEMM needs K a multiple of 16 (16-byte rows of A and B): pad K with zeros"
        ));
    }
    for (what, a) in [("c", g.c), ("a", g.a), ("b", g.b)] {
        addr::<u8>(what, a, 0)?;
    }
    for (what, a) in [("scale_a", g.sa), ("scale_b", g.sb)] {
        if a == 0 || !a.is_multiple_of(4) {
            return Err(format!(
                "{what}: address {a:#x} is not a 4-byte aligned device address of float32 scales"
            ));
        }
    }
    // The tuner writes C several times on the first call: no input may share its bytes.
    let (sa, sb) = scaling.lengths(m, n, k);
    let cbytes = (g.c, g.m * g.n * 2);
    for (what, range) in [
        ("a", (g.a, g.m * g.k)),
        ("b", (g.b, g.n * g.k)),
        ("scale_a", (g.sa, sa as u64 * 4)),
        ("scale_b", (g.sb, sb as u64 * 4)),
    ] {
        if overlap(cbytes, range) {
            return Err(format!("c overlaps {what}: give C its own tensor"));
        }
    }
    Ok(scaling)
}

/// The arguments of one FP8 GEMM call.
#[derive(Clone, Copy, Debug)]
struct Fp8Call {
    scaling: u32,
    c: u64,
    a: u64,
    b: u64,
    sa: u64,
    sb: u64,
    m: u64,
    n: u64,
    k: u64,
}

/// Runs the FP8 GEMM of `g` on `dev`, tuning it on this call's tensors the first time.
fn fp8(dev: &mut Device, scaling: gemm_hopper::Scaling, g: Fp8Call) -> Result<(), String> {
    let (m, n, k) = (g.m as usize, g.n as usize, g.k as usize);
    let (sa, sb) = scaling.lengths(m, n, k);
    let args = gemm_hopper::host::Fp8Args {
        a: addr::<u8>("a", g.a, g.m * g.k)?,
        b: addr::<u8>("b", g.b, g.n * g.k)?,
        c: addr::<Bf16>("c", g.c, g.m * g.n)?,
        // SAFETY: the caller of `typed_ptx_gemm_fp8` promises the scales' lengths.
        scale_a: unsafe { GlobalAddr::new(g.sa, sa) },
        // SAFETY: as above.
        scale_b: unsafe { GlobalAddr::new(g.sb, sb) },
    };
    let key = (g.scaling, g.m, g.n, g.k);
    if !dev.gemms.contains_key(&key) {
        let cands: Vec<_> = gemm_hopper::host::fp8_candidates()
            .into_iter()
            .filter(|(c, every)| scaling.accepts(c, *every).is_ok())
            .collect();
        let loaded: Vec<_> = gemm_hopper::host::load_fp8(&dev.gpu, &cands, scaling)
            .into_iter()
            .collect::<Result<_, _>>()?;
        let gpu = &dev.gpu;
        // SAFETY: the addresses are the call's, valid until its kernels have run.
        let best = fastest(gpu, loaded.len(), &mut |i| unsafe {
            loaded[i].run(gpu, args, (m, n, k))
        })?;
        let kept = loaded
            .into_iter()
            .nth(best)
            .ok_or("the tuner lost its kernel")?;
        dev.gemms.insert(key, kept);
    }
    let gemm = dev.gemms.get(&key).ok_or("the tuned GEMM went missing")?;
    // SAFETY: as above.
    unsafe { gemm.run(&dev.gpu, args, (m, n, k)) }
}

/// The FP8 GEMM `c = (a · bᵀ) · scales` on device `device`'s legacy default stream: `a`
/// (m × k) and `b` (n × k) row-major FP8 E4M3, `c` (m × n) row-major bfloat16, f32
/// accumulation; `scaling` 0: `sa` and `sb` hold one float32 each, 1: `sa` holds m
/// (one per row of `a`) and `sb` n (one per row of `b`), 2: DeepSeek-V3's blocks, `sa`
/// m · ⌈k/128⌉ (element `kb·m + i` for row i and K block kb: a column-major
/// m × ⌈k/128⌉ matrix) and `sb` ⌈n/128⌉ · ⌈k/128⌉ (element `nb·⌈k/128⌉ + kb`). Returns 0, or 1 with the reason
/// in [`typed_ptx_last_error`]. The first call for a (scaling, m, n, k) tunes the kernel
/// on its own tensors (writing `c` several times).
///
/// # Safety
/// Every address must be a device address on `device` (the primary context) of at least
/// the elements named, valid until the kernel has run.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn typed_ptx_gemm_fp8(
    scaling: u32,
    c: u64,
    a: u64,
    b: u64,
    sa: u64,
    sb: u64,
    m: u64,
    n: u64,
    k: u64,
    device: i32,
) -> i32 {
    let g = Fp8Call {
        scaling,
        c,
        a,
        b,
        sa,
        sb,
        m,
        n,
        k,
    };
    status(move || {
        let scaling = validate_fp8(&g)?;
        with_device(device, |dev| fp8(dev, scaling, g))
    })
}

/// The name of the FP8 GEMM kernel the tuner kept for `(scaling, m, n, k)` on `device`,
/// copied into `buf` like [`typed_ptx_last_error`] (its whole length returned; 0 if none
/// was tuned yet).
///
/// # Safety
/// `buf` must be writable for `cap` bytes (or null with `cap` 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn typed_ptx_gemm_fp8_config(
    scaling: u32,
    m: u64,
    n: u64,
    k: u64,
    device: i32,
    buf: *mut u8,
    cap: usize,
) -> usize {
    let devs = DEVICES.lock().unwrap_or_else(PoisonError::into_inner);
    let name = devs
        .iter()
        .find(|(d, _)| *d == device)
        .and_then(|(_, dev)| dev.gemms.get(&(scaling, m, n, k)))
        .map(|g| g.name())
        .unwrap_or_default();
    // SAFETY: forwarded.
    unsafe { copy_out(&name, buf, cap) }
}

/// Copies `text` (UTF-8, no terminator) into `buf`, at most `cap` bytes of it, and returns
/// its whole length, so that a caller can ask with `cap` 0 first.
///
/// # Safety
/// `buf` must be writable for `cap` bytes (or null with `cap` 0).
unsafe fn copy_out(text: &str, buf: *mut u8, cap: usize) -> usize {
    let n = text.len().min(cap);
    if n > 0 && !buf.is_null() {
        // SAFETY: the caller gives `cap` writable bytes at `buf`, and `n <= cap`.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), buf, n) };
    }
    text.len()
}

/// The arguments of one attention call, as the Python side passes them.
#[derive(Clone, Copy, Debug)]
struct AttentionCall {
    o: u64,
    lse: u64,
    q: u64,
    k: u64,
    v: u64,
    batch: u32,
    heads: u32,
    kv_heads: u32,
    seq_q: u32,
    seq_kv: u32,
    d: u32,
    causal: bool,
    scale: f32,
}

/// The configurations tried for head dim `d`.
fn attention_candidates(d: u32, causal: bool) -> Vec<attention_hopper::Config> {
    let bns: &[u32] = if d == 64 {
        &[64, 128, 192]
    } else {
        &[64, 128, 176]
    };
    bns.iter()
        .flat_map(|&bn| {
            [
                (false, false, false),
                (true, false, false),
                (true, true, false),
                (false, false, true),
                (true, false, true),
                (true, true, true),
            ]
            .map(|(overlap, pingpong, persistent)| attention_hopper::Config {
                d,
                bn,
                causal,
                overlap,
                persistent,
                pingpong,
            })
        })
        .collect()
}

/// Runs one attention call, tuning the key-tile width on the first call of its (head
/// dim, causal, length bucket).
fn attention(dev: &mut Device, c: AttentionCall) -> Result<(), String> {
    use attention_hopper::host::{self, Args};
    // Saturating: sizes too large for the kernels are refused by `check_call` (through
    // `run`) with the reason, after the buffers' lengths are taken.
    let bh = u64::from(c.batch).saturating_mul(u64::from(c.heads));
    let bhk = u64::from(c.batch).saturating_mul(u64::from(c.kv_heads));
    let (d, sq, sk) = (u64::from(c.d), u64::from(c.seq_q), u64::from(c.seq_kv));
    let args = Args {
        q: addr("q", c.q, bh.saturating_mul(sq).saturating_mul(d))?,
        k: addr("k", c.k, bhk.saturating_mul(sk).saturating_mul(d))?,
        v: addr("v", c.v, bhk.saturating_mul(sk).saturating_mul(d))?,
        o: addr("o", c.o, bh.saturating_mul(sq).saturating_mul(d))?,
        lse: addr("lse", c.lse, bh.saturating_mul(sq))?,
        batch: c.batch,
        heads: c.heads,
        kv_heads: c.kv_heads,
        seq_q: c.seq_q,
        seq_kv: c.seq_kv,
        scale: c.scale,
    };
    // More heads than a grid's y holds: persistent kernels only.
    let many = bh > 65535;
    let key = (c.d, c.causal, rows_bucket(sk), many);
    let gpu = &dev.gpu;
    if !dev.attention.contains_key(&key) {
        let cands: Vec<_> = attention_candidates(c.d, c.causal)
            .into_iter()
            .filter(|cfg| cfg.persistent || !many)
            .collect();
        for cfg in &cands {
            if !dev.attention_loaded.iter().any(|a| a.cfg == *cfg) {
                dev.attention_loaded.push(host::load(gpu, *cfg)?);
            }
        }
        let loaded: Vec<&host::Attention> = cands
            .iter()
            .filter_map(|cfg| dev.attention_loaded.iter().find(|a| a.cfg == *cfg))
            .collect();
        // SAFETY: the addresses are the call's, valid until its kernels have run.
        let best = fastest(gpu, loaded.len(), &mut |i| unsafe {
            loaded[i].run(gpu, args)
        })?;
        dev.attention.insert(key, cands[best]);
    }
    let cfg = dev.attention[&key];
    let att = dev
        .attention_loaded
        .iter()
        .find(|a| a.cfg == cfg)
        .ok_or("the tuned attention kernel went missing")?;
    // SAFETY: as above.
    unsafe { att.run(gpu, args) }
}

/// Attention forward on device `device`'s legacy default stream: `o = softmax(q·kᵀ ·
/// scale)·v` and `lse` (the natural log-sum-exp of each row of scores), with `q` and `o`
/// `[batch, heads, seq_q, d]`, `k` and `v` `[batch, kv_heads, seq_kv, d]` (bf16,
/// contiguous), `lse` `[batch, heads, seq_q]` float32; `d` 64 or 128; `causal` 1 for
/// the causal mask (then `seq_q == seq_kv`). Returns 0, or 1 with the reason in
/// [`typed_ptx_last_error`]. The first call for a (d, causal, length bucket) tunes the
/// key-tile width on its own tensors (writing `o` several times).
///
/// # Safety
/// Every address must be a device address on `device` (the primary context) of at least
/// the elements named, valid until the kernel has run.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn typed_ptx_attention(
    o: u64,
    lse: u64,
    q: u64,
    k: u64,
    v: u64,
    batch: u32,
    heads: u32,
    kv_heads: u32,
    seq_q: u32,
    seq_kv: u32,
    d: u32,
    causal: u32,
    scale: f32,
    device: i32,
) -> i32 {
    let c = AttentionCall {
        o,
        lse,
        q,
        k,
        v,
        batch,
        heads,
        kv_heads,
        seq_q,
        seq_kv,
        d,
        causal: causal != 0,
        scale,
    };
    status(move || {
        if d != 64 && d != 128 {
            return Err(format!(
                "head dim {d}: the attention kernels take 64 or 128"
            ));
        }
        if !scale.is_finite() || scale <= 0.0 {
            return Err(format!(
                "softmax scale {scale}: give a positive finite scale"
            ));
        }
        with_device(device, |dev| attention(dev, c))
    })
}

/// The attention configuration the tuner kept for `(d, causal, seq_kv)` on `device`, as
/// its kernel name, copied into `buf` like [`typed_ptx_last_error`] (0 if none yet).
///
/// # Safety
/// `buf` must be writable for `cap` bytes (or null with `cap` 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn typed_ptx_attention_config(
    d: u32,
    causal: u32,
    seq_kv: u64,
    device: i32,
    buf: *mut u8,
    cap: usize,
) -> usize {
    let devs = DEVICES.lock().unwrap_or_else(PoisonError::into_inner);
    let name = devs
        .iter()
        .find(|(x, _)| *x == device)
        .and_then(|(_, dev)| {
            let key = |many| (d, causal != 0, rows_bucket(seq_kv), many);
            dev.attention
                .get(&key(false))
                .or_else(|| dev.attention.get(&key(true)))
        })
        .map(|c| c.name())
        .unwrap_or_default();
    // SAFETY: forwarded.
    unsafe { copy_out(&name, buf, cap) }
}
