//! The element-wise kernels of a Llama-style MLP block, beside the GEMMs of
//! `gemm_hopper.rs`: shared by `examples/tensor_parallel.rs`.
//!
//! * [`init`]: fills a bf16 matrix with pseudo-random values from a hash of (seed, global
//!   row, global column), so that every rank makes its shard of a weight, and the
//!   one-GPU reference the whole weight, without uploading anything, and the host can
//!   recompute any element ([`value`]);
//! * [`silu_mul`]: `h[t][j] = silu(g[t][j]) · u[t][j]` for the output of the fused
//!   gate/up GEMM, whose row `t` holds the gate columns `0..inter` and then the up columns
//!   `inter..2·inter`; 16-byte loads and stores, f32 arithmetic
//!   (`silu(g) = g / (1 + 2^(-g·log2 e))` with `ex2.approx` and `rcp.approx`).

use typed_ptx::sreg::*;
use typed_ptx::*;

/// Threads per CTA of both kernels.
pub const THREADS: u32 = 256;

/// `(out, cols, first, row0, col0, seed, scale)`: rows `first..first + grid y` of a
/// matrix of `cols` columns, whose element (r, c) is
/// [`value`]`(seed, row0 + r, col0 + c, scale)` (`row0 + r` wrapping, so `row0` may be
/// "negative").
pub type InitParams = (
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<f32>,
);

/// The hash of (seed, row, column) that [`init`] computes (murmur3's finalizer over a
/// mix of the three).
pub fn hash(seed: u32, row: u32, col: u32) -> u32 {
    let mut h = row.wrapping_mul(0x9E37_79B1) ^ col.wrapping_mul(0x85EB_CA77) ^ seed;
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^= h >> 15;
    h
}

/// The value [`init`] stores at (row, col), as an f32 (then rounded to bf16, nearest
/// even): uniform in `[-scale, scale)`. With `scale` a power of two every step is exact
/// in f32, so the host's value is the GPU's.
pub fn value(seed: u32, row: u32, col: u32, scale: f32) -> f32 {
    let u = (hash(seed, row, col) >> 8) as f32 * (1.0 / 16_777_216.0) - 0.5;
    u * (2.0 * scale)
}

/// The initialisation kernel, `mlp_init`: CTAs of [`THREADS`] along the columns, one
/// grid row per matrix row (from row `first`).
pub fn init(m: &mut Module) -> KernelRef<InitParams> {
    let names = ["out", "cols", "first", "row0", "col0", "seed", "scale"];
    m.kernel_named(
        "mlp_init",
        &names,
        |k, (out, cols, first, row0, col0, seed, scale): InitParams| {
            let t = k.tid_x();
            let c = k.mad_lo(CTAID_X, THREADS, t);
            let inside = k.setp(Cmp::Lt, c, cols);
            k.if_then(inside, |k| {
                let r = k.add(CTAID_Y, first);
                let gr = k.add(r, row0);
                let gc = k.add(c, col0);
                let a = k.mul_lo(gr, 0x9E37_79B1u32);
                let b = k.mul_lo(gc, 0x85EB_CA77u32);
                let h = k.xor(a, b);
                let mut h = k.xor(h, seed);
                for (shift, mul) in [
                    (15, Some(0x2C1B_3C6Du32)),
                    (12, Some(0x297A_2D39)),
                    (15, None),
                ] {
                    let s = k.shr(h, shift as u32);
                    h = k.xor(h, s);
                    if let Some(mul) = mul {
                        h = k.mul_lo(h, mul);
                    }
                }
                let top = k.shr(h, 8u32);
                let u = k.cvt_rn::<f32, u32>(top);
                let u = k.fma(u, 1.0 / 16_777_216.0, -0.5f32);
                let two = k.add(scale, scale);
                let v = k.mul(u, two);
                let v = k.cvt_half::<Bf16, f32>(v);
                let i = k.mad_lo(r, cols, c);
                let p = k.index(out, i);
                k.st(p, v);
            });
        },
    )
}

/// `(h, gu, inter)`: `h` (rows × `inter`) and `gu` (rows × 2·`inter`), bf16 row-major;
/// the grid's y is the row count, `inter` a multiple of 8.
pub type SiluParams = (Ptr<Global, Bf16>, Ptr<Global, Bf16>, Reg<u32>);

/// `silu(x) · y` of one pair of values, in f32.
fn silu_times(k: &mut Kernel<'_>, x: Reg<f32>, y: Reg<f32>) -> Reg<f32> {
    let e = k.mul(x, -std::f32::consts::LOG2_E);
    let e = k.ex2(e);
    let d = k.add(e, 1.0f32);
    let r = k.rcp_approx(d);
    let s = k.mul(x, r);
    k.mul(s, y)
}

/// The activation kernel, `mlp_silu_mul`: each thread makes 8 outputs from one 16-byte
/// load of gate values and one of up values.
pub fn silu_mul(m: &mut Module) -> KernelRef<SiluParams> {
    let names = ["h", "gu", "inter"];
    m.kernel_named("mlp_silu_mul", &names, |k, (h, gu, inter): SiluParams| {
        let (h, gu) = (h.cast::<Bf16x2>(), gu.cast::<Bf16x2>());
        let t = k.tid_x();
        let g8 = k.mad_lo(CTAID_X, THREADS, t);
        let groups = k.shr(inter, 3u32);
        let inside = k.setp(Cmp::Lt, g8, groups);
        k.if_then(inside, |k| {
            let r = k.mov(CTAID_Y);
            // In bf16 pairs: a row of gu is `inter` pairs (gate, then up), of h `inter / 2`.
            let half = k.shr(inter, 1u32);
            let col = k.shl(g8, 2u32);
            let gate_at = k.mad_lo(r, inter, col);
            let up_at = k.add(gate_at, half);
            let out_at = k.mad_lo(r, half, col);
            let pg = k.index(gu, gate_at);
            let pu = k.index(gu, up_at);
            let g = k.ld_v4(pg);
            let u = k.ld_v4(pu);
            let o = [0, 1, 2, 3].map(|e| {
                let [glo, ghi] = k.halves(g[e]);
                let [ulo, uhi] = k.halves(u[e]);
                let (glo, ghi) = (k.cvt::<f32, Bf16>(glo), k.cvt::<f32, Bf16>(ghi));
                let (ulo, uhi) = (k.cvt::<f32, Bf16>(ulo), k.cvt::<f32, Bf16>(uhi));
                let lo = silu_times(k, glo, ulo);
                let hi = silu_times(k, ghi, uhi);
                k.cvt_pack::<Bf16x2>(hi, lo)
            });
            let po = k.index(h, out_at);
            k.st_v4(po, o);
        });
    })
}

/// The host's `silu(g) · u` (the reference of the CPU spot check).
pub fn silu_times_host(g: f32, u: f32) -> f32 {
    g / (1.0 + (-g).exp()) * u
}
