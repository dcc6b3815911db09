//! The FP8 GEMM of `examples/kernels/gemm_hopper.rs` ([`gemm_fp8`](kernel::gemm_fp8):
//! E4M3 × E4M3 → bf16 with f32 accumulation on the Hopper GEMM's TMA + `wgmma` pipeline,
//! scaled per tensor, per row or by DeepSeek-V3's blocks), checked with ptxas and, on an
//! sm_90 GPU, against an f64 product of the same FP8 values on the host, for every
//! candidate configuration of the tuner, the three recipes, shapes whose M, N and K are
//! not multiples of the tiles, and one with more tiles than the GPU has SMs (so that a
//! persistent CTA computes several tiles; there every 17th row of C is checked).
//!
//! The error allowed: C is rounded to bf16 (half an ulp, 2^-9 relative), and inside each
//! 128-wide K slice Hopper's FP8 tensor core accumulates with fewer bits than f32 (about
//! 14; the kernel adds the slices in f32): the first runs measured up to 2^-12.5 ·
//! Σ|products| (cuBLASLt's error is the same, `scripts/torch_fp8.py`). The check is
//! |C - ref| ≤ 2^-8 · |ref| + 2^-11 · Σ|products|; a wrong product alone is about
//! Σ|products| / K off (2^-8 at K = 256), a wrong row or tile far more.
//!
//! `cargo run --release --example gemm_fp8 [-- --ptx] [--require-gpu] [--small]`
//! (`--small`: one configuration of each tile width and persistence on one shape, for
//! compute-sanitizer).

#[allow(dead_code)]
#[path = "kernels/gemm_hopper.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use kernel::{Scaling, host};
use typed_ptx::runtime::cudarc::driver::DevicePtr;
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{GlobalAddr, Gpu};
use typed_ptx::{Module, Target};

/// The value of an FP8 E4M3 code (bias 7, no infinities, 0x7f and 0xff NaN).
pub fn e4m3(code: u8) -> f64 {
    let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((code >> 3) & 0xf);
    let man = f64::from(code & 7);
    if exp == 0xf && code & 7 == 7 {
        return f64::NAN;
    }
    sign * if exp == 0 {
        man / 8.0 * 2f64.powi(-6)
    } else {
        (1.0 + man / 8.0) * 2f64.powi(exp - 7)
    }
}

/// `len` FP8 codes of finite values in about [-4, 4] (a deterministic mix).
pub fn codes(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Exponent field 0..=8 (values up to 2^1 · 1.875), any mantissa and sign.
            let e = (x % 9) as u8;
            let m = ((x >> 8) & 7) as u8;
            let s = ((x >> 16) & 1) as u8;
            (s << 7) | (e << 3) | m
        })
        .collect()
}

/// Runs `gemm` on `m × n × k` and returns the worst ratio of error to the allowed error.
fn check(gpu: &Gpu, gemm: &host::Fp8Gemm, (m, n, k): (usize, usize, usize)) -> Result<f64, String> {
    // Every row of C, or every 17th (and the last) when C has more tiles than SMs.
    let sample = if m * n > 1 << 20 { 17 } else { 1 };
    let e = |e: &dyn std::fmt::Display| e.to_string();
    let (a, b) = (codes(m * k, 1), codes(n * k, 2));
    let (sa, sb): (Vec<f32>, Vec<f32>) = match gemm.scaling {
        Scaling::Tensor => (vec![0.5], vec![1.5]),
        Scaling::Row => (
            (0..m).map(|i| 0.25 + (i % 7) as f32 * 0.125).collect(),
            (0..n).map(|j| 2.0 - (j % 5) as f32 * 0.25).collect(),
        ),
        // a[kb·M + i] and b[nb·KB + kb].
        Scaling::Block => {
            let kb = k.div_ceil(128);
            (
                (0..m * kb)
                    .map(|i| 0.25 + (i % 11) as f32 * 0.125)
                    .collect(),
                (0..n.div_ceil(128) * kb)
                    .map(|j| 2.0 - (j % 5) as f32 * 0.25)
                    .collect(),
            )
        }
    };
    // The scale of product l of C[i][j].
    let kbs = k.div_ceil(128);
    let scale_of = |i: usize, j: usize, l: usize| -> f64 {
        match gemm.scaling {
            Scaling::Tensor => f64::from(sa[0]) * f64::from(sb[0]),
            Scaling::Row => f64::from(sa[i]) * f64::from(sb[j]),
            Scaling::Block => {
                f64::from(sa[(l / 128) * m + i]) * f64::from(sb[(j / 128) * kbs + l / 128])
            }
        }
    };
    let (da, db) = (
        gpu.upload(&a).map_err(|x| e(&x))?,
        gpu.upload(&b).map_err(|x| e(&x))?,
    );
    let (dsa, dsb) = (
        gpu.upload(&sa).map_err(|x| e(&x))?,
        gpu.upload(&sb).map_err(|x| e(&x))?,
    );
    // C starts as NaN, so an element the kernel leaves unwritten fails.
    let dc = gpu
        .upload(&vec![bf16::from_bits(0xffff); m * n])
        .map_err(|x| e(&x))?;
    let s = gpu.stream();
    let args = {
        let (pa, _g1) = da.device_ptr(s);
        let (pb, _g2) = db.device_ptr(s);
        let (pc, _g3) = dc.device_ptr(s);
        let (psa, _g4) = dsa.device_ptr(s);
        let (psb, _g5) = dsb.device_ptr(s);
        // SAFETY: each address is the buffer's, of its length; the buffers outlive the
        // launch (downloaded below, after the stream's work).
        unsafe {
            host::Fp8Args {
                a: GlobalAddr::new(pa, a.len()),
                b: GlobalAddr::new(pb, b.len()),
                c: GlobalAddr::new(pc, m * n),
                scale_a: GlobalAddr::new(psa, sa.len()),
                scale_b: GlobalAddr::new(psb, sb.len()),
            }
        }
    };
    // SAFETY: as above.
    unsafe { gemm.run(gpu, args, (m, n, k)) }?;
    let c: Vec<bf16> = gpu.download(&dc).map_err(|x| e(&x))?;
    let (fa, fb): (Vec<f64>, Vec<f64>) = (
        a.iter().map(|&x| e4m3(x)).collect(),
        b.iter().map(|&x| e4m3(x)).collect(),
    );
    let mut worst = 0f64;
    for i in (0..m).filter(|i| i % sample == 0 || *i == m - 1) {
        for j in 0..n {
            let (mut want, mut mag) = (0f64, 0f64);
            for l in 0..k {
                let p = fa[i * k + l] * fb[j * k + l] * scale_of(i, j, l);
                want += p;
                mag += p.abs();
            }
            let allowed = want.abs() / 256.0 + mag / 2048.0;
            let got = c[i * n + j].to_f64();
            let r = (got - want).abs() / allowed.max(1e-30);
            if r.is_nan() || r > worst {
                worst = if r.is_nan() { f64::INFINITY } else { r };
            }
        }
    }
    Ok(worst)
}

fn main() {
    let cfgs = host::fp8_candidates();
    for scaling in [Scaling::Tensor, Scaling::Row, Scaling::Block] {
        let mut m = Module::new(Target::SM_90A);
        kernel::gemm_fp8(&mut m, &cfgs[0].0, scaling, cfgs[0].1).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
        support::check(&m, Target::SM_90A);
    }
    let Some(gpu) = support::sm90_gpu("the FP8 GEMM") else {
        return;
    };
    // `--small` (for compute-sanitizer): one configuration of each recipe for each tile
    // width, persistent or not (the first it accepts), one shape.
    let small = std::env::args().any(|a| a == "--small");
    let (cfgs, shapes): (Vec<_>, &[(usize, usize, usize)]) = if small {
        (cfgs, &[(300, 264, 208)])
    } else {
        // 1536 x 2304: 216 tiles of 128 x 128, more than the 132 SMs of an H100.
        (
            cfgs,
            &[
                (256, 256, 256),
                (300, 264, 208),
                (129, 392, 1040),
                (1536, 2304, 256),
            ],
        )
    };
    for scaling in [Scaling::Tensor, Scaling::Row, Scaling::Block] {
        let mut cfgs: Vec<_> = cfgs
            .iter()
            .copied()
            .filter(|(c, every)| scaling.accepts(c, *every).is_ok())
            .collect();
        if small {
            // The first of each tile width, persistent or not.
            let mut seen = Vec::new();
            cfgs.retain(|(c, _)| {
                let new = !seen.contains(&(c.bn, c.persistent));
                seen.push((c.bn, c.persistent));
                new
            });
        }
        for gemm in host::load_fp8(&gpu, &cfgs, scaling) {
            let gemm = support::or_exit(gemm);
            for &shape in shapes {
                let r = support::or_exit(check(&gpu, &gemm, shape));
                let name = format!(
                    "{} ({:?} scales), {}x{}x{}",
                    gemm.name(),
                    scaling,
                    shape.0,
                    shape.1,
                    shape.2
                );
                eprintln!("{name}: worst error {r:.3} of the allowed");
                support::verdict(r <= 1.0, &format!("{name} matches the f64 product"));
            }
        }
    }
}
