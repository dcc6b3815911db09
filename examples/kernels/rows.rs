//! Row kernels: softmax, RMSNorm and LayerNorm of the rows of a matrix of f32 or bf16
//! values, computed in f32. Shared by `examples/rows.rs`, the PyTorch bridge
//! (`examples/torch_bridge.rs`) and `tests/gpu_rows.rs`.
//!
//! Each kernel reads its row once and writes it once: one CTA of `threads` threads per
//! row, each thread holding `chunks × V` values of the row in registers, where `V` is what
//! one 16-byte load carries (4 f32 or 8 bf16). Thread `t`'s chunk `c` is the `V` elements
//! at `(c · threads + t) · V`, so a warp's loads are 512 contiguous bytes. The row width
//! `n` is fixed when the kernel is generated (the kernel is named for it); any `n` that is
//! a multiple of `V` works, the last chunk of a thread being guarded when `threads · V`
//! does not divide `n`. Each kernel reduces once across the CTA (`block_reduce`: a warp
//! butterfly of every value, the warps' values through shared memory, one barrier).
//!
//! - [`softmax`]: `y = exp(x - max) / Σ exp(x - max)`, the exponentials `ex2.approx` of
//!   `(x - m) · log2 e`. Each thread's sum is relative to its own maximum `m`, and one
//!   reduction of (maximum, sum) pairs rescales them to the row's.
//! - [`rmsnorm`]: `y = x · rsqrt(mean(x²) + eps) · w` (`rsqrt.approx.f32`).
//! - [`layernorm`]: `y = (x - mean) · rsqrt(var + eps) · w + b`. Each thread computes the
//!   exact mean and sum of squared deviations of its own values (two passes over its
//!   registers), and one reduction combines them (Chan, Golub and LeVeque's pairwise
//!   formula), so a large mean does not cancel the variance as `E[x²] - E[x]²` would.
//! - [`softmax_online`]: rows too long to hold (more than `threads · V · MAX_CHUNKS`
//!   values): a first pass keeps a running maximum and a running sum of exponentials
//!   rescaled whenever the maximum grows (Milakov and Gimelshein's online softmax), a
//!   second pass reads the row again and writes it: 1.5 times the bytes of the others.

use typed_ptx::sreg::*;
use typed_ptx::*;

/// The most 16-byte chunks a thread holds (32 f32 or 64 bf16 values).
pub const MAX_CHUNKS: u32 = 8;

/// `log2(e)`, the factor that turns `exp` into `ex2`.
const LOG2E: f32 = std::f32::consts::LOG2_E;

/// An element type of the rows: read and written 16 bytes at a time, computed in f32.
pub trait RowElem: Elem + Data + Copy + 'static {
    /// Its name in kernel names (`f32`, `bf16`).
    const NAME: &'static str;
    /// Bytes of one element.
    const BYTES: u32;
    /// Loads the `n` (4 or 8) elements at `p + off` bytes as f32 values.
    fn load(k: &mut Kernel<'_>, p: Ptr<Global, Self>, off: i64, n: u32) -> Vec<Reg<f32>>;
    /// Stores the values of `v` (4 or 8) at `p + off` bytes, rounded to the element type.
    fn store(k: &mut Kernel<'_>, p: Ptr<Global, Self>, off: i64, v: &[Reg<f32>]);
}

impl RowElem for f32 {
    const NAME: &'static str = "f32";
    const BYTES: u32 = 4;
    fn load(k: &mut Kernel<'_>, p: Ptr<Global, f32>, off: i64, n: u32) -> Vec<Reg<f32>> {
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..i64::from(n / 4) {
            out.extend(k.ld_v4(p.byte_offset(off + 16 * i)));
        }
        out
    }
    fn store(k: &mut Kernel<'_>, p: Ptr<Global, f32>, off: i64, v: &[Reg<f32>]) {
        for (i, c) in (0i64..).zip(v.chunks(4)) {
            k.st_v4(p.byte_offset(off + 16 * i), [c[0], c[1], c[2], c[3]]);
        }
    }
}

impl RowElem for Bf16 {
    const NAME: &'static str = "bf16";
    const BYTES: u32 = 2;
    fn load(k: &mut Kernel<'_>, p: Ptr<Global, Bf16>, off: i64, n: u32) -> Vec<Reg<f32>> {
        let p = p.cast::<Bf16x2>();
        let pairs: Vec<Reg<Bf16x2>> = if n == 4 {
            k.ld_v2(p.byte_offset(off)).to_vec()
        } else {
            k.ld_v4(p.byte_offset(off)).to_vec()
        };
        let mut out = Vec::with_capacity(n as usize);
        for pair in pairs {
            let [lo, hi] = k.halves(pair);
            out.push(k.cvt::<f32, Bf16>(lo));
            out.push(k.cvt::<f32, Bf16>(hi));
        }
        out
    }
    fn store(k: &mut Kernel<'_>, p: Ptr<Global, Bf16>, off: i64, v: &[Reg<f32>]) {
        let p = p.cast::<Bf16x2>();
        let pairs: Vec<Reg<Bf16x2>> = v.chunks(2).map(|c| k.cvt_pack(c[1], c[0])).collect();
        if let [a, b] = pairs[..] {
            k.st_v2(p.byte_offset(off), [a, b]);
        } else {
            k.st_v4(p.byte_offset(off), [pairs[0], pairs[1], pairs[2], pairs[3]]);
        }
    }
}

/// The shape of one generated row kernel: `threads` per CTA (one CTA per row), rows of
/// `n` elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowConfig {
    /// Row width in elements.
    pub n: u32,
    /// Threads per CTA: a multiple of 32 up to 1024.
    pub threads: u32,
}

impl RowConfig {
    /// Elements per 16-byte chunk for element type `T`.
    pub fn vec<T: RowElem>() -> u32 {
        16 / T::BYTES
    }
    /// The chunks each thread holds.
    pub fn chunks<T: RowElem>(&self) -> u32 {
        self.n.div_ceil(self.threads * Self::vec::<T>())
    }
    /// Why this shape cannot hold rows of `T` in registers, if it cannot.
    pub fn check<T: RowElem>(&self) -> Result<(), String> {
        let v = Self::vec::<T>();
        if self.threads == 0 || !self.threads.is_multiple_of(32) || self.threads > 1024 {
            return Err(format!(
                "{} threads: a CTA of whole warps, at most 1024",
                self.threads
            ));
        }
        if self.n == 0 || !self.n.is_multiple_of(v) {
            return Err(format!(
                "a row of {} {} values: the width must be a positive multiple of {v} (16-byte loads)",
                self.n,
                T::NAME
            ));
        }
        if self.chunks::<T>() > MAX_CHUNKS {
            return Err(format!(
                "a row of {} {} values does not fit {} threads of {MAX_CHUNKS} 16-byte chunks: use softmax_online or more threads",
                self.n,
                T::NAME,
                self.threads
            ));
        }
        if (self.n / v).div_ceil(self.chunks::<T>()) <= self.threads - 32 {
            return Err(format!(
                "{} threads for rows of {} {} values: more than the row needs (its {} 16-byte pieces in {} rounds need a warp or more fewer); use fewer threads",
                self.threads,
                self.n,
                T::NAME,
                self.n / v,
                self.chunks::<T>()
            ));
        }
        Ok(())
    }
    /// The shapes worth timing for rows of `n` values of `T`: every CTA size of whole
    /// warps up to 1024 threads that holds the row with no more threads than it needs.
    pub fn candidates<T: RowElem>(n: u32) -> Vec<RowConfig> {
        (1..=32)
            .map(|w| RowConfig { n, threads: 32 * w })
            .filter(|c| c.check::<T>().is_ok())
            .collect()
    }
}

/// One chunk of a thread's row: its values and, when it may lie past the row's end, the
/// predicate of being inside.
type Chunk = (Vec<Reg<f32>>, Option<Reg<Pred>>);
/// A chunk's byte offset and its predicate, as [`Chunk`].
type Offset = (i64, Option<Reg<Pred>>);
/// Combines two values.
type Combine<'a> = dyn FnMut(&mut Kernel<'_>, Reg<f32>, Reg<f32>) -> Reg<f32> + 'a;
/// Maps a value.
type Map<'a> = dyn FnMut(&mut Kernel<'_>, Reg<f32>) -> Reg<f32> + 'a;
/// Maps a chunk's values (given its index) to the values stored.
type MapChunk<'a> = dyn FnMut(&mut Kernel<'_>, usize, &[Reg<f32>]) -> Vec<Reg<f32>> + 'a;
/// Combines two groups of `N` values.
type CombineN<'a, const N: usize> =
    dyn Fn(&mut Kernel<'_>, [Reg<f32>; N], [Reg<f32>; N]) -> [Reg<f32>; N] + 'a;

/// A row held in registers: each chunk's values and, for a chunk that runs past the row's
/// end in some threads, whether it is inside the row.
struct Held {
    chunks: Vec<Chunk>,
}

/// This thread's first element of its row (`ctaid.x · n + t · V`).
fn first<T: RowElem>(k: &mut Kernel<'_>, cfg: &RowConfig) -> Reg<u32> {
    let t = k.tid_x();
    let tv = k.mul_lo(t, RowConfig::vec::<T>());
    k.mad_lo(CTAID_X, cfg.n, tv)
}

/// Each chunk's byte offset from the thread's first element, and the predicate of a chunk
/// that runs past the row in some threads.
fn chunk_offsets<T: RowElem>(k: &mut Kernel<'_>, cfg: &RowConfig) -> Vec<Offset> {
    let v = RowConfig::vec::<T>();
    let step = cfg.threads * v;
    let t = k.tid_x();
    let tv = k.mul_lo(t, v);
    (0..cfg.chunks::<T>())
        .map(|c| {
            let off = i64::from(c * step) * i64::from(T::BYTES);
            let guard = ((c + 1) * step > cfg.n).then(|| k.setp(Cmp::Lt, tv, cfg.n - c * step));
            (off, guard)
        })
        .collect()
}

/// Loads the thread's chunks of the row at `p` (zeros where a chunk is outside the row).
fn load_row<T: RowElem>(k: &mut Kernel<'_>, p: Ptr<Global, T>, offs: &[Offset]) -> Held {
    let v = RowConfig::vec::<T>();
    let chunks = offs
        .iter()
        .map(|&(off, guard)| match guard {
            None => (T::load(k, p, off, v), None),
            Some(g) => {
                let regs: Vec<Reg<f32>> = (0..v).map(|_| k.mov(0.0f32)).collect();
                k.when(g, |k| {
                    let l = T::load(k, p, off, v);
                    for (r, x) in regs.iter().zip(l) {
                        k.assign(*r, x);
                    }
                });
                (regs, Some(g))
            }
        })
        .collect();
    Held { chunks }
}

/// Combines `f(value)` over the thread's values by `op`, a chunk outside the row counting
/// as `neutral`.
fn fold(
    k: &mut Kernel<'_>,
    row: &Held,
    neutral: f32,
    f: &mut Map<'_>,
    op: &mut Combine<'_>,
) -> Reg<f32> {
    let mut acc: Option<Reg<f32>> = None;
    for (vals, guard) in &row.chunks {
        let mapped: Vec<Reg<f32>> = vals.iter().map(|&x| f(k, x)).collect();
        let mut c = tree(k, &mapped, op);
        if let Some(g) = guard {
            c = k.selp(c, neutral, *g);
        }
        acc = Some(match acc {
            None => c,
            Some(a) => op(k, a, c),
        });
    }
    acc.unwrap_or_else(|| k.mov(neutral))
}

/// `op` over `v` as a balanced tree (short dependency chains).
fn tree(k: &mut Kernel<'_>, v: &[Reg<f32>], op: &mut Combine<'_>) -> Reg<f32> {
    let mut level = v.to_vec();
    while level.len() > 1 {
        level = level
            .chunks(2)
            .map(|p| if let [a, b] = p { op(k, *a, *b) } else { p[0] })
            .collect();
    }
    level[0]
}

/// Stores `f(value, column chunk, index in chunk)` for every held value to the row at `p`.
fn store_row<T: RowElem>(
    k: &mut Kernel<'_>,
    p: Ptr<Global, T>,
    offs: &[Offset],
    row: &Held,
    f: &mut MapChunk<'_>,
) {
    for (c, ((off, guard), (vals, _))) in offs.iter().zip(&row.chunks).enumerate() {
        match guard {
            None => {
                let out = f(k, c, vals);
                T::store(k, p, *off, &out);
            }
            Some(g) => k.when(*g, |k| {
                let out = f(k, c, vals);
                T::store(k, p, *off, &out);
            }),
        }
    }
}

/// The CTA's reduction of `N` values per thread by `op` (associative and commutative),
/// returned in every thread: a `shfl.sync.bfly` butterfly in each warp, each warp's
/// values through shared memory (`scratch`, declared here), one `bar.sync`, and a second
/// butterfly over the warps' values in every warp (lanes past the last warp holding
/// `identity`). One barrier where [`Kernel::block_all_reduce`] takes two per value: each
/// kernel reduces once, so the scratch is never reused.
fn block_reduce<const N: usize>(
    k: &mut Kernel<'_>,
    threads: u32,
    v: [Reg<f32>; N],
    identity: [f32; N],
    op: &CombineN<'_, N>,
) -> [Reg<f32>; N] {
    let butterfly = |k: &mut Kernel<'_>, mut v: [Reg<f32>; N]| {
        for d in [16u32, 8, 4, 2, 1] {
            let o = v.map(|x| k.shfl_sync(Shfl::Bfly, x, d, 0x1f, u32::MAX));
            v = op(k, v, o);
        }
        v
    };
    let v = butterfly(k, v);
    let warps = threads / 32;
    if warps == 1 {
        return v;
    }
    let scratch = k.shared::<f32>("row_reduce", u64::from(warps) * N as u64, Align(16));
    let t = k.tid_x();
    let (lane, warp) = (k.and(t, 31u32), k.shr(t, 5u32));
    let lane0 = k.setp(Cmp::Eq, lane, 0u32);
    let base = k.mul_lo(warp, N as u32);
    let slot = k.index(scratch, base);
    k.when(lane0, |k| {
        for (i, x) in (0i64..).zip(v) {
            k.st(slot.byte_offset(4 * i), x);
        }
    });
    k.bar_sync(0);
    let inside = k.setp(Cmp::Lt, lane, warps);
    let from = k.min(lane, warps - 1);
    let base = k.mul_lo(from, N as u32);
    let slot = k.index(scratch, base);
    let mut w = v;
    for i in 0..N {
        let x = k.ld(slot.byte_offset(4 * i as i64));
        w[i] = k.selp(x, identity[i], inside);
    }
    butterfly(k, w)
}

/// `exp(a - b)` as `2^((a - b) · log2 e)`, the difference first, so that neither -inf
/// inputs nor `f32::MIN` (the softmaxes' starting maximum) overflow into a NaN.
fn exp(k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>) -> Reg<f32> {
    let d = k.sub(a, b);
    let l = k.mul(d, LOG2E);
    k.ex2(l)
}

/// Combines two (maximum, sum of exponentials relative to it) pairs: the larger
/// maximum, and both sums rescaled to it.
fn max_and_sum(
    k: &mut Kernel<'_>,
    [m, s]: [Reg<f32>; 2],
    [m2, s2]: [Reg<f32>; 2],
) -> [Reg<f32>; 2] {
    let top = k.max(m, m2);
    let (f, f2) = (exp(k, m, top), exp(k, m2, top));
    let s = k.mul(s, f);
    [top, k.fma(s2, f2, s)]
}

/// `(y, x)`: rows of `T`.
pub type SoftmaxParams<T> = (Ptr<Global, T>, Ptr<Global, T>);

/// Adds `softmax_<T>_<n>_<threads>`: one CTA of `cfg.threads` per row.
pub fn softmax<T: RowElem>(
    m: &mut Module,
    cfg: RowConfig,
) -> Result<KernelRef<SoftmaxParams<T>>, String> {
    cfg.check::<T>()?;
    let name = format!("softmax_{}_{}_{}", T::NAME, cfg.n, cfg.threads);
    Ok(
        m.kernel_named(&name, &["y", "x"], |k, (y, x): SoftmaxParams<T>| {
            k.reqntid(cfg.threads, 1, 1);
            let e = first::<T>(k, &cfg);
            let (px, py) = (k.index(x, e), k.index(y, e));
            let offs = chunk_offsets::<T>(k, &cfg);
            let row = load_row(k, px, &offs);
            // This thread's maximum (at least f32::MIN, so that a thread of -inf values
            // combines without NaN) and its sum of exponentials relative to it.
            let mut max = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.max(a, b);
            let mine = fold(k, &row, f32::MIN, &mut |_, x| x, &mut max);
            let mine = k.max(mine, f32::MIN);
            let exps = Held {
                chunks: row
                    .chunks
                    .iter()
                    .map(|(vals, g)| (vals.iter().map(|&x| exp(k, x, mine)).collect(), *g))
                    .collect(),
            };
            let mut add = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.add(a, b);
            let sum = fold(k, &exps, 0.0, &mut |_, x| x, &mut add);
            // The row's (maximum, sum) in one reduction: sums rescaled to the larger maximum.
            let [top, total] =
                block_reduce(k, cfg.threads, [mine, sum], [f32::MIN, 0.0], &max_and_sum);
            // y = e · exp(mine - top) / total.
            let f = exp(k, mine, top);
            let inv = k.rcp(total);
            let scale = k.mul(f, inv);
            store_row(k, py, &offs, &exps, &mut |k, _, vals| {
                vals.iter().map(|&e| k.mul(e, scale)).collect()
            });
        }),
    )
}

/// `(y, x, w, eps)`: rows of `T`, the weight `w` (one row of `W`) and epsilon.
pub type RmsNormParams<T, W> = (Ptr<Global, T>, Ptr<Global, T>, Ptr<Global, W>, Reg<f32>);

/// Adds `rmsnorm_<T>_<W>_<n>_<threads>`: one CTA of `cfg.threads` per row.
pub fn rmsnorm<T: RowElem, W: RowElem>(
    m: &mut Module,
    cfg: RowConfig,
) -> Result<KernelRef<RmsNormParams<T, W>>, String> {
    cfg.check::<T>()?;
    let name = format!("rmsnorm_{}_{}_{}_{}", T::NAME, W::NAME, cfg.n, cfg.threads);
    Ok(m.kernel_named(
        &name,
        &["y", "x", "w", "eps"],
        |k, (y, x, w, eps): RmsNormParams<T, W>| {
            k.reqntid(cfg.threads, 1, 1);
            let e = first::<T>(k, &cfg);
            let (px, py) = (k.index(x, e), k.index(y, e));
            let col = column::<T>(k);
            let pw = k.index(w, col);
            let offs = chunk_offsets::<T>(k, &cfg);
            let row = load_row(k, px, &offs);
            let mut add = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.add(a, b);
            let mine = fold(k, &row, 0.0, &mut |k, x| k.mul(x, x), &mut add);
            let [ss] = block_reduce(k, cfg.threads, [mine], [0.0], &|k, [a], [b]| [k.add(a, b)]);
            let ms = k.fma(ss, 1.0 / cfg.n as f32, eps);
            let r = k.rsqrt_approx(ms);
            let wo = weight_offsets::<T, W>(&offs);
            store_row(k, py, &offs, &row, &mut |k, c, vals| {
                let g = W::load(k, pw, wo[c], vals.len() as u32);
                vals.iter()
                    .zip(g)
                    .map(|(&x, g)| {
                        let s = k.mul(x, r);
                        k.mul(s, g)
                    })
                    .collect()
            });
        },
    ))
}

/// `(y, x, w, b, eps)`: rows of `T`, the weight and bias (rows of `W`) and epsilon.
pub type LayerNormParams<T, W> = (
    Ptr<Global, T>,
    Ptr<Global, T>,
    Ptr<Global, W>,
    Ptr<Global, W>,
    Reg<f32>,
);

/// Adds `layernorm_<T>_<W>_<n>_<threads>`: one CTA of `cfg.threads` per row.
pub fn layernorm<T: RowElem, W: RowElem>(
    m: &mut Module,
    cfg: RowConfig,
) -> Result<KernelRef<LayerNormParams<T, W>>, String> {
    cfg.check::<T>()?;
    let name = format!(
        "layernorm_{}_{}_{}_{}",
        T::NAME,
        W::NAME,
        cfg.n,
        cfg.threads
    );
    Ok(m.kernel_named(
        &name,
        &["y", "x", "w", "b", "eps"],
        |k, (y, x, w, b, eps): LayerNormParams<T, W>| {
            k.reqntid(cfg.threads, 1, 1);
            let e = first::<T>(k, &cfg);
            let (px, py) = (k.index(x, e), k.index(y, e));
            let col = column::<T>(k);
            let (pw, pb) = (k.index(w, col), k.index(b, col));
            let offs = chunk_offsets::<T>(k, &cfg);
            let row = load_row(k, px, &offs);
            // This thread's count, mean and sum of squared deviations, exact over its values.
            let v = RowConfig::vec::<T>() as f32;
            let mut count = k.mov(0.0f32);
            for (_, g) in &row.chunks {
                let c = match g {
                    None => k.add(count, v),
                    Some(g) => {
                        let c = k.selp(v, 0.0f32, *g);
                        k.add(count, c)
                    }
                };
                count = c;
            }
            let mut add = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.add(a, b);
            let sum = fold(k, &row, 0.0, &mut |_, x| x, &mut add);
            let at_least_one = k.max(count, 1.0f32);
            let inv = k.rcp_approx(at_least_one);
            let mean = k.mul(sum, inv);
            let m2 = fold(
                k,
                &row,
                0.0,
                &mut |k, x| {
                    let d = k.sub(x, mean);
                    k.mul(d, d)
                },
                &mut add,
            );
            // The row's mean and sum of squared deviations in one reduction (Chan et al.'s
            // pairwise combination; a thread with no values is the identity).
            let [_, mean, m2] = block_reduce(
                k,
                cfg.threads,
                [count, mean, m2],
                [0.0; 3],
                &|k, [na, ma, qa], [nb, mb, qb]| {
                    let n = k.add(na, nb);
                    let d = k.sub(mb, ma);
                    let nz = k.max(n, 1.0f32);
                    let r = k.rcp_approx(nz);
                    let f = k.mul(nb, r);
                    let mean = k.fma(d, f, ma);
                    let q = k.add(qa, qb);
                    let dd = k.mul(d, d);
                    let w = k.mul(na, f);
                    [n, mean, k.fma(dd, w, q)]
                },
            );
            let var = k.fma(m2, 1.0 / cfg.n as f32, eps);
            let r = k.rsqrt_approx(var);
            let dev = Held {
                chunks: row
                    .chunks
                    .iter()
                    .map(|(vals, g)| (vals.iter().map(|&x| k.sub(x, mean)).collect(), *g))
                    .collect(),
            };
            let wo = weight_offsets::<T, W>(&offs);
            store_row(k, py, &offs, &dev, &mut |k, c, vals| {
                let n = vals.len() as u32;
                let (g, bb) = (W::load(k, pw, wo[c], n), W::load(k, pb, wo[c], n));
                vals.iter()
                    .zip(g)
                    .zip(bb)
                    .map(|((&d, g), bb)| {
                        let s = k.mul(d, r);
                        k.fma(s, g, bb)
                    })
                    .collect()
            });
        },
    ))
}

/// This thread's first column (`t · V`).
fn column<T: RowElem>(k: &mut Kernel<'_>) -> Reg<u32> {
    let t = k.tid_x();
    k.mul_lo(t, RowConfig::vec::<T>())
}

/// The byte offsets of each chunk's columns in a row of `W` (the weight's element type).
fn weight_offsets<T: RowElem, W: RowElem>(offs: &[Offset]) -> Vec<i64> {
    offs.iter()
        .map(|(o, _)| o / i64::from(T::BYTES) * i64::from(W::BYTES))
        .collect()
}

/// `(y, x, n)`: rows of `n` values of `T` (a multiple of `V`), of any length.
pub type OnlineParams<T> = (Ptr<Global, T>, Ptr<Global, T>, Reg<u32>);

/// Adds `softmax_online_<T>_<threads>`: softmax of rows of any width `n` (a multiple of
/// 16 bytes), one CTA of `threads` per row, reading each row twice.
pub fn softmax_online<T: RowElem>(
    m: &mut Module,
    threads: u32,
) -> Result<KernelRef<OnlineParams<T>>, String> {
    if threads == 0 || !threads.is_multiple_of(32) || threads > 1024 {
        return Err(format!(
            "{threads} threads: a CTA of whole warps, at most 1024"
        ));
    }
    let v = RowConfig::vec::<T>();
    let name = format!("softmax_online_{}_{threads}", T::NAME);
    Ok(
        m.kernel_named(&name, &["y", "x", "n"], |k, (y, x, n): OnlineParams<T>| {
            k.reqntid(threads, 1, 1);
            let row = k.mul_lo(CTAID_X, n);
            let (x, y) = (k.index(x, row), k.index(y, row));
            let t = k.tid_x();
            let start = k.mul_lo(t, v);
            // Pass 1: the running maximum and the sum of exponentials relative to it.
            let (top, sum) = k.for_range(
                start,
                n,
                threads * v,
                (f32::MIN, 0.0f32),
                |k, i, (top, sum)| {
                    let p = k.index(x, i);
                    let vals = T::load(k, p, 0, v);
                    let mut max = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.max(a, b);
                    let c = tree(k, &vals, &mut max);
                    let new = k.max(top, c);
                    // The old sum, rescaled to the new maximum.
                    let scale = exp(k, top, new);
                    let exps: Vec<Reg<f32>> = vals.iter().map(|&x| exp(k, x, new)).collect();
                    let mut add = |k: &mut Kernel<'_>, a: Reg<f32>, b: Reg<f32>| k.add(a, b);
                    let s = tree(k, &exps, &mut add);
                    (new, k.fma(sum, scale, s))
                },
            );
            let [row_top, total] =
                block_reduce(k, threads, [top, sum], [f32::MIN, 0.0], &max_and_sum);
            let inv = k.rcp(total);
            // Pass 2: read the row again, write the probabilities.
            k.for_range(start, n, threads * v, (), |k, i, ()| {
                let (p, q) = (k.index(x, i), k.index(y, i));
                let vals = T::load(k, p, 0, v);
                let out: Vec<Reg<f32>> = vals
                    .iter()
                    .map(|&x| {
                        let e = exp(k, x, row_top);
                        k.mul(e, inv)
                    })
                    .collect();
                T::store(k, q, 0, &out);
            });
        }),
    )
}
