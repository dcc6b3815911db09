//! The sm_90a attention forward of `examples/kernels/attention_hopper.rs` (TMA, `wgmma`,
//! warp specialization, online softmax; the shared-memory layouts are tile types),
//! checked with ptxas for every configuration and, on an sm_90 GPU, against an f64
//! softmax attention on the host computed from the same bf16 inputs: head dims 64 and
//! 128, causal and not, sequence lengths that are not multiples of the tiles, and
//! grouped-query attention (4 query heads on 2 key/value heads).
//!
//! The error allowed: P is rounded to bf16 before `P·V` (2^-9 relative), O to bf16 at
//! the end; with |V| ≤ 1 every element of O is within 2e-2 of the reference, and the
//! log-sum-exp within 1e-3 (a wrong key, row or mask is off by far more).
//!
//! `cargo run --release --example attention_hopper [-- --ptx] [--require-gpu] [--small]`
//! (`--small`: one small shape per configuration, for compute-sanitizer).

#[allow(dead_code)]
#[path = "kernels/attention_hopper.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use kernel::configs;
use kernel::host::{self, Args};
use typed_ptx::Target;
use typed_ptx::runtime::cudarc::driver::DevicePtr;
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{GlobalAddr, Gpu};

/// `len` values in [-1, 1) (a deterministic mix), as bf16.
fn values(len: usize, seed: u64) -> Vec<bf16> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            bf16::from_f64(((x >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0)
        })
        .collect()
}

/// One shape: batch, heads, kv heads, sequence length (of the queries; a non-causal run
/// has a third more keys).
type Shape = (u32, u32, u32, u32);

/// Runs `cfg` on `shape` and returns the worst error of O (absolute) and of the
/// log-sum-exp, over the rows checked (every `sample`-th and the last of each head).
fn run(
    gpu: &Gpu,
    att: &host::Attention,
    shape: Shape,
    sample: usize,
) -> Result<(f64, f64), String> {
    let e = |x: typed_ptx::runtime::Error| x.to_string();
    let cfg = att.cfg;
    let (b, h, hk, s) = shape;
    // Non-causal runs read more keys than queries (a different length per tensor map).
    let skv = if att.cfg.causal { s } else { s + s / 3 };
    let sk = skv as usize;
    let d = cfg.d as usize;
    let (bh, bhk, su) = ((b * h) as usize, (b * hk) as usize, s as usize);
    let q = values(bh * su * d, 1);
    let k = values(bhk * sk * d, 2);
    let v = values(bhk * sk * d, 3);
    let (dq, dk, dv) = (
        gpu.upload(&q).map_err(e)?,
        gpu.upload(&k).map_err(e)?,
        gpu.upload(&v).map_err(e)?,
    );
    let nan = vec![bf16::from_bits(0xffff); bh * su * d];
    let d_o = gpu.upload(&nan).map_err(e)?;
    let d_lse = gpu.upload(&vec![f32::NAN; bh * su]).map_err(e)?;
    let scale = 1.0 / (d as f32).sqrt();
    let addr = |buf: &typed_ptx::runtime::cudarc::driver::CudaSlice<bf16>, len| {
        let (p, _s) = buf.device_ptr(gpu.stream());
        // SAFETY: `len` bf16 at `p`, alive until the end of this function (after the
        // download that waits for the kernel).
        unsafe { GlobalAddr::<typed_ptx::Bf16>::new(p, len) }
    };
    let (pl, _s) = d_lse.device_ptr(gpu.stream());
    let args = Args {
        q: addr(&dq, q.len()),
        k: addr(&dk, k.len()),
        v: addr(&dv, v.len()),
        o: addr(&d_o, nan.len()),
        // SAFETY: as above.
        lse: unsafe { GlobalAddr::new(pl, bh * su) },
        batch: b,
        heads: h,
        kv_heads: hk,
        seq_q: s,
        seq_kv: skv,
        scale,
    };
    // SAFETY: the buffers live until the downloads below.
    unsafe { att.run(gpu, args) }?;
    let o: Vec<bf16> = gpu.download(&d_o).map_err(e)?;
    let lse: Vec<f32> = gpu.download(&d_lse).map_err(e)?;
    let (mut worst_o, mut worst_l) = (0f64, 0f64);
    let group = (h / hk) as usize;
    for head in 0..bh {
        let kvh = (head / h as usize) * hk as usize + (head % h as usize) / group;
        for i in (0..su).filter(|i| i % sample == 0 || *i == su - 1) {
            let qi = &q[(head * su + i) * d..][..d];
            let keys = if cfg.causal { i + 1 } else { sk };
            let scores: Vec<f64> = (0..keys)
                .map(|j| {
                    let kj = &k[(kvh * sk + j) * d..][..d];
                    qi.iter()
                        .zip(kj)
                        .map(|(a, b)| a.to_f64() * b.to_f64())
                        .sum::<f64>()
                        * f64::from(scale)
                })
                .collect();
            let mx = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = scores.iter().map(|x| (x - mx).exp()).sum();
            let want_lse = mx + sum.ln();
            let got_lse = f64::from(lse[head * su + i]);
            let err = (got_lse - want_lse).abs();
            worst_l = if err.is_nan() {
                f64::INFINITY
            } else {
                worst_l.max(err)
            };
            let weights: Vec<f64> = scores.iter().map(|x| (x - mx).exp() / sum).collect();
            for c in 0..d {
                let want: f64 = weights
                    .iter()
                    .enumerate()
                    .map(|(j, w)| w * v[(kvh * sk + j) * d + c].to_f64())
                    .sum();
                let got = o[(head * su + i) * d + c].to_f64();
                let err = (got - want).abs();
                worst_o = if err.is_nan() {
                    f64::INFINITY
                } else {
                    worst_o.max(err)
                };
            }
        }
    }
    Ok((worst_o, worst_l))
}

/// Launches `att` once on `shape` (batch, heads, kv heads, sequence) of deterministic
/// data and waits for it.
fn launch_only(gpu: &Gpu, att: &host::Attention, shape: Shape) -> Result<(), String> {
    let e = |x: typed_ptx::runtime::Error| x.to_string();
    let (b, h, hk, s) = shape;
    let d = att.cfg.d as usize;
    let (bh, bhk, su) = ((b * h) as usize, (b * hk) as usize, s as usize);
    let q = gpu.upload(&values(bh * su * d, 1)).map_err(e)?;
    let kv = gpu.upload(&values(bhk * su * d, 2)).map_err(e)?;
    let o = gpu.upload(&vec![bf16::ZERO; bh * su * d]).map_err(e)?;
    let lse = gpu.upload(&vec![0f32; bh * su]).map_err(e)?;
    let a = |buf: &typed_ptx::runtime::cudarc::driver::CudaSlice<bf16>| {
        let (p, _s) = buf.device_ptr(gpu.stream());
        // SAFETY: the buffer's elements at `p`, alive until the download below.
        unsafe { GlobalAddr::<typed_ptx::Bf16>::new(p, buf.len()) }
    };
    let (pl, _s) = lse.device_ptr(gpu.stream());
    let args = Args {
        q: a(&q),
        k: a(&kv),
        v: a(&kv),
        o: a(&o),
        // SAFETY: as above.
        lse: unsafe { GlobalAddr::new(pl, bh * su) },
        batch: b,
        heads: h,
        kv_heads: hk,
        seq_q: s,
        seq_kv: s,
        scale: 1.0 / (d as f32).sqrt(),
    };
    // SAFETY: the buffers live until the download, which waits for the kernel.
    unsafe { att.run(gpu, args) }?;
    let _: Vec<f32> = gpu.download(&lse).map_err(e)?;
    Ok(())
}

fn main() {
    for cfg in configs() {
        let (m, smem) = support::or_exit(kernel::module(cfg));
        eprintln!("{}: {smem} bytes of shared memory", cfg.name());
        support::check(&m, Target::SM_90A);
    }
    let Some(gpu) = support::sm90_gpu("the attention kernel") else {
        return;
    };
    if std::env::args().any(|a| a == "--ncu") {
        // For a profiler: head dim 128, S = 8k, not causal, the tuner's choice there;
        // two launches on deterministic data, no check.
        let cfg = kernel::Config {
            d: 128,
            bn: 176,
            causal: false,
            overlap: true,
            persistent: true,
            pingpong: true,
        };
        let att = support::or_exit(host::load(&gpu, cfg));
        for _ in 0..2 {
            support::or_exit(launch_only(&gpu, &att, (2, 16, 16, 8192)));
        }
        eprintln!(
            "ncu: {} launched twice at (b, h, h_kv, s) = (2, 16, 16, 8192)",
            cfg.name()
        );
        return;
    }
    let small = std::env::args().any(|a| a == "--small");
    let shapes: &[(Shape, usize)] = if small {
        &[((1, 2, 1, 200), 1)]
    } else {
        &[
            ((1, 1, 1, 128), 1),
            ((2, 4, 2, 300), 3),
            ((1, 2, 2, 1000), 17),
            ((1, 1, 1, 4096), 127),
            // 320 work items: a persistent CTA takes two or three.
            ((4, 16, 4, 640), 37),
        ]
    };
    // Under the sanitizers (`--small`): head dim 64 with 64-key tiles and head dim 128
    // with 128-key tiles, each causal or not, with the overlap or without, persistent or
    // not.
    let cfgs: Vec<_> = configs()
        .into_iter()
        .filter(|c| !small || (c.d, c.bn) == (64, 64) || (c.d, c.bn) == (128, 128))
        .collect();
    for cfg in cfgs {
        let mut att = support::or_exit(host::load(&gpu, cfg));
        if small {
            // Two persistent CTAs: each loops over several work items.
            att.limit_ctas(2);
        }
        for &(shape, sample) in shapes {
            let (wo, wl) = support::or_exit(run(&gpu, &att, shape, sample));
            support::verdict(
                wo <= 2e-2 && wl <= 1e-3,
                &format!(
                    "{} (b, h, h_kv, s_q) = {shape:?}: max |O - ref| {wo:.2e}, max |lse - ref| {wl:.2e}",
                    cfg.name()
                ),
            );
        }
    }
}
