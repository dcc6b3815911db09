//! RMSNorm of bf16 rows, written twice: with the typed builder ([`rmsnorm`]) and through
//! `ptx_module!` ([`rmsnorm_by_macro`]). Both emit the same PTX (`tests/macro_seeds.rs`
//! checks it byte for byte).
//!
//! `y[r][i] = x[r][i] / sqrt(mean(x[r]²) + eps) * w[i]`, one CTA of 256 threads per row of
//! `h` bf16 values (`h` a multiple of 2048, a Rust parameter of both versions; the kernel
//! is named `rmsnorm_<h>`). Each thread loads 8 bf16 at a time with one 16-byte
//! `ld.global.v4.b32` of bf16x2 pairs, accumulates the squares in f32, the warp sums
//! them with `shfl.sync.bfly` (`Kernel::warp_all_reduce`), the 8 warps' sums meet in shared memory, and a second
//! pass scales `x` by the reciprocal root and `w` and stores bf16 pairs 16 bytes at a time.
//!
//! The kernel's lines, each function from `pub fn` to its closing brace as `rustfmt`
//! leaves it: the builder's [`rmsnorm`] is 58 lines (with the 6 of its `Params` alias, 64),
//! the macro's [`rmsnorm_by_macro`] 72: 1.24× (1.13× with the alias). The macro's version
//! unrolls with `for … unroll`, takes the row width `h` and the kernel's name from Rust
//! (`const ROW: u32 = {2 * h};`, `{h / 2}`, `kernel rmsnorm = {format!(…)}`) and reads the
//! vector loads' registers as `v[e]`.
//!
//! `cargo run --example rmsnorm [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::runtime::half::bf16;
use typed_ptx::sreg::*;
use typed_ptx::*;

/// The parameters: `y`, `x`, `w` (bf16 rows, as the host passes them) and `eps`.
pub type Params = (
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Reg<f32>,
);

/// The builder's RMSNorm of rows of `h` values (a multiple of 2048): kernel `rmsnorm_<h>`.
pub fn rmsnorm(m: &mut Module, h: u32) -> KernelRef<Params> {
    let name = format!("rmsnorm_{h}");
    let names = ["y", "x", "w", "eps"];
    m.kernel_named(&name, &names, |k, (y, x, w, eps): Params| {
        k.reqntid(256, 1, 1);
        let (y, x, w) = (y.cast::<Bf16x2>(), x.cast::<Bf16x2>(), w.cast::<Bf16x2>());
        let sums = k.shared::<f32>("sums", 8, Align(4));
        let t = k.tid_x();
        let t4 = k.mul_lo(t, 4u32);
        let first = k.mad_lo(CTAID_X, h / 2, t4);
        let (px, pw, py) = (k.index(x, first), k.index(w, t4), k.index(y, first));
        // Pass 1: the sum of squares, 8 values per 16-byte load.
        let mut acc = k.mov(0.0f32);
        for off in (0..2 * h).step_by(4096) {
            let v = k.ld_v4(px.byte_offset(off.into()));
            for pair in v {
                let [lo, hi] = k.halves(pair);
                let (lo, hi) = (k.cvt::<f32, Bf16>(lo), k.cvt::<f32, Bf16>(hi));
                acc = k.fma(lo, lo, acc);
                acc = k.fma(hi, hi, acc);
            }
        }
        // The warp's sum in every lane (the library's `shfl.sync.bfly` butterfly), then the
        // 8 warps' sums through shared memory.
        let acc = k.warp_all_reduce(acc, |k, a, b| k.add(a, b));
        let (lane, warp) = (k.and(t, 31u32), k.shr(t, 5u32));
        let lane0 = k.setp(Cmp::Eq, lane, 0u32);
        k.if_then(lane0, |k| {
            let s = k.index(sums, warp);
            k.st(s, acc);
        });
        k.bar_sync(0);
        let mut total = k.ld(sums);
        for off in (4..32).step_by(4) {
            let s = k.ld(sums.byte_offset(off));
            total = k.add(total, s);
        }
        let ms = k.mul(total, 1.0 / h as f32);
        let ms = k.add(ms, eps);
        let root = k.sqrt(ms);
        let rstd = k.rcp(root);
        // Pass 2: y = x * rstd * w, 8 values per 16-byte load and store.
        for off in (0..2 * h).step_by(4096) {
            let v = k.ld_v4(px.byte_offset(off.into()));
            let g = k.ld_v4(pw.byte_offset(off.into()));
            let o = [0, 1, 2, 3].map(|e| {
                let [lo, hi] = k.halves(v[e]);
                let [glo, ghi] = k.halves(g[e]);
                let (lo, hi) = (k.cvt::<f32, Bf16>(lo), k.cvt::<f32, Bf16>(hi));
                let (glo, ghi) = (k.cvt::<f32, Bf16>(glo), k.cvt::<f32, Bf16>(ghi));
                let (lo, hi) = (k.mul(lo, rstd), k.mul(hi, rstd));
                let (lo, hi) = (k.mul(lo, glo), k.mul(hi, ghi));
                k.cvt_pack::<Bf16x2>(hi, lo)
            });
            k.st_v4(py.byte_offset(off.into()), o);
        }
    })
}

/// The same kernel through `ptx_module!`, for `target` (the builder's module is made
/// for the same target by the caller).
pub fn rmsnorm_by_macro(target: Target, h: u32) -> Module {
    let m = ptx_module! {
        target = target;
        kernel rmsnorm = {format!("rmsnorm_{h}")}(
            y: global bf16 as bf16x2, x: global bf16 as bf16x2, w: global bf16 as bf16x2, eps: f32,
        ) .reqntid 256 {
            const ROW: u32 = {2 * h};     // the bytes of a row
            shared sums: f32[8] align 4;
            let t = mov.u32 %tid.x;
            let t4 = mul.lo.u32 t, 4;
            let first = mad.lo.u32 %ctaid.x, {h / 2}, t4;
            let px = index x, first;
            let pw = index w, t4;
            let py = index y, first;
            // Pass 1: the sum of squares, 8 values per 16-byte load.
            let acc = mov.f32 0.0;
            for off in 0..ROW step 4096 unroll {
                let v = ld.global.v4.bf16x2 [px+off];
                for e in 0..4 unroll {
                    mov.b32 {lo, hi}, v[e];
                    let lo = cvt.f32.bf16 lo;
                    let hi = cvt.f32.bf16 hi;
                    let acc = fma.rn.f32 lo, lo, acc;
                    let acc = fma.rn.f32 hi, hi, acc;
                }
            }
            // The warp's sum in every lane, then the 8 warps' sums through shared memory.
            for d in {[16u32, 8, 4, 2, 1]} unroll {
                let o = shfl.sync.bfly.b32 acc, d, 0x1f, 0xffffffff;
                let acc = add.f32 acc, o;
            }
            let lane = and.b32 t, 31;
            let warp = shr.u32 t, 5;
            let lane0 = setp.eq.u32 lane, 0;
            if lane0 {
                let s = index sums, warp;
                st.shared.f32 [s], acc;
            }
            bar.sync 0;
            let total = ld.shared.f32 [sums];
            for off in 4..32 step 4 unroll {
                let s = ld.shared.f32 [sums+off];
                let total = add.f32 total, s;
            }
            let ms = mul.f32 total, {1.0 / h as f32};
            let ms = add.f32 ms, eps;
            let root = sqrt.rn.f32 ms;
            let rstd = rcp.rn.f32 root;
            // Pass 2: y = x * rstd * w, 8 values per 16-byte load and store.
            for off in 0..ROW step 4096 unroll {
                let v = ld.global.v4.bf16x2 [px+off];
                let g = ld.global.v4.bf16x2 [pw+off];
                let o = for e in 0..4 unroll {
                    mov.b32 {lo, hi}, v[e];
                    mov.b32 {glo, ghi}, g[e];
                    let lo = cvt.f32.bf16 lo;
                    let hi = cvt.f32.bf16 hi;
                    let glo = cvt.f32.bf16 glo;
                    let ghi = cvt.f32.bf16 ghi;
                    let lo = mul.f32 lo, rstd;
                    let hi = mul.f32 hi, rstd;
                    let lo = mul.f32 lo, glo;
                    let hi = mul.f32 hi, ghi;
                    let r = cvt.rn.bf16x2.f32 hi, lo;
                    yield r;
                };
                st.global.v4.bf16x2 [py+off], o;
            }
        }
    };
    m.into_module()
}

/// The rows' width in the GPU run.
const H: u32 = 4096;
/// The rows in the GPU run.
const ROWS: usize = 64;

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = rmsnorm(&mut m, H);
    let ptx = support::check(&m, Target::SM_80);
    let by_macro = rmsnorm_by_macro(Target::SM_80, H);
    let same = by_macro.emit().is_ok_and(|p| p == ptx);
    eprintln!("the macro's module emits the same PTX: {same}");
    if !same {
        std::process::exit(1);
    }
    let Some(gpu) = support::gpu() else { return };
    let h = H as usize;
    let x: Vec<bf16> = (0..ROWS * h)
        .map(|i| bf16::from_f32(((i * 7919) % 2001) as f32 / 1000.0 - 1.0))
        .collect();
    let w: Vec<bf16> = (0..h)
        .map(|i| bf16::from_f32(0.5 + ((i * 131) % 97) as f32 / 97.0))
        .collect();
    let eps = 1e-6f32;
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let (dx, dw) = (
        support::or_exit(gpu.upload(&x)),
        support::or_exit(gpu.upload(&w)),
    );
    let mut dy = support::or_exit(gpu.alloc_zeros::<bf16>(ROWS * h));
    // SAFETY: CTA r reads row r of x (h values) and w, and writes row r of y.
    support::or_exit(unsafe { f.launch(&Launch::new(ROWS as u32, 256), (&mut dy, &dx, &dw, eps)) });
    let y = support::or_exit(gpu.download(&dy));
    // The host reference in f64; the kernel's result is rounded to bf16 (8 bits of
    // mantissa: a relative error of at most 2^-8 after rounding, plus f32 sums).
    let mut worst = 0.0f64;
    for r in 0..ROWS {
        let row = &x[r * h..(r + 1) * h];
        let ms = row.iter().map(|v| v.to_f64().powi(2)).sum::<f64>() / h as f64;
        let rstd = 1.0 / (ms + eps as f64).sqrt();
        for i in 0..h {
            let want = row[i].to_f64() * rstd * w[i].to_f64();
            let got = y[r * h + i].to_f64();
            worst = worst.max((got - want).abs() / want.abs().max(1e-3));
        }
    }
    eprintln!("rmsnorm of {ROWS} rows of {h} bf16: worst relative error {worst:.2e}");
    support::verdict(
        worst < 1.0 / 128.0,
        "rmsnorm matches the f64 reference within 2^-7",
    );
}
