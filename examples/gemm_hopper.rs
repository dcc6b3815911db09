//! The bf16 GEMM of `examples/kernels/gemm_hopper.rs` (TMA, mbarrier pipeline, warpgroup
//! `wgmma`, sm_90a), checked with ptxas for two configurations and, on an sm_90 GPU, run
//! on small problems against an f64 product on the host (max relative error ≤ 1e-2),
//! edge shapes (M, N, K not multiples of the tiles) included.
//!
//! `cargo run --release --example gemm_hopper [-- SIZE] [--ptx] [--require-gpu]` (SIZE:
//! the M = N = K of the GPU check, 256 unless given; prints SKIPPED without a GPU);
//! `-- --time M N K` times the usual best configurations on one problem instead (the
//! driver of the `ncu` profile in `docs/perf/`).

// Some of the generator's API is the bench's.
#[allow(dead_code)]
#[path = "kernels/gemm_decode.rs"]
mod decode;
// The tuner's candidate list is the bench's.
#[allow(dead_code)]
#[path = "kernels/gemm_hopper.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use kernel::{Config, host};
use typed_ptx::runtime::JitOptions;
use typed_ptx::runtime::half::bf16;
use typed_ptx::{Module, Target};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(256);
    // Both epilogues of each tile shape, and the persistent kernel.
    let mut configs: Vec<Config> = [
        (128, 256, 4),
        (128, 128, 4),
        (256, 128, 3),
        (128, 192, 5),
        (256, 192, 4),
    ]
    .into_iter()
    .flat_map(|(bm, bn, stages)| {
        [false, true].map(|tma_store| Config {
            bm,
            bn,
            stages,
            group_m: 8,
            tma_store,
            persistent: false,
            cluster: false,
            stream_k: false,
        })
    })
    .collect();
    // Persistent, and stream-K: the K slices of all tiles split evenly over the CTAs (on
    // the small shapes, fewer slices than CTAs: most tiles split many ways, some CTAs
    // idle).
    let persistent = [
        (128, 256, 3, false),
        (256, 128, 3, false),
        (128, 192, 4, false),
    ];
    let stream_k = [
        (128, 256, 3, true),
        (256, 128, 3, true),
        (128, 192, 4, true),
    ];
    for (bm, bn, stages, stream_k) in persistent
        .into_iter()
        .chain(stream_k)
        .chain([(128, 128, 5, true)])
    {
        configs.push(Config {
            bm,
            bn,
            stages,
            group_m: 8,
            tma_store: true,
            persistent: true,
            cluster: false,
            stream_k,
        });
    }
    // The 2-CTA cluster (multicast of B), with either epilogue.
    for (bn, stages, tma_store) in [(256, 3, true), (128, 4, false), (192, 4, true)] {
        configs.push(Config {
            bm: 128,
            bn,
            stages,
            group_m: 8,
            tma_store,
            persistent: false,
            cluster: true,
            stream_k: false,
        });
    }
    for cfg in &configs {
        let mut m = Module::new(Target::SM_90A);
        support::or_exit(kernel::gemm_hopper(&mut m, cfg));
        eprint!("{}: ", cfg.name());
        support::check(&m, Target::SM_90A);
    }
    // Every decode candidate in one module (no module-scope variables but the staged
    // kernels' dynamic shared memory: it loads as one unit per kernel).
    let mut dm = Module::new(Target::SM_90A);
    let dcs = decode::candidates();
    let dks: Vec<_> = dcs
        .iter()
        .copied()
        .zip(support::or_exit(decode::gemm_decode_all(&mut dm, &dcs)))
        .collect();
    eprint!("gemm_decode ({} configurations): ", dks.len());
    support::check(&dm, Target::SM_90A);
    let Some(gpu) = support::gpu() else {
        println!("SKIPPED: no GPU (the PTX was checked with ptxas only)");
        return;
    };
    let (a, b) = gpu.info().capability;
    if (a, b) != (9, 0) {
        println!(
            "SKIPPED: {} is sm_{a}{b}; the kernel is for sm_90a",
            gpu.info().name
        );
        if args.iter().any(|a| a == "--require-gpu") {
            std::process::exit(1);
        }
        return;
    }
    if let Some(i) = args.iter().position(|a| a == "--time") {
        let dims: Vec<usize> = args[i + 1..]
            .iter()
            .filter_map(|a| a.parse().ok())
            .collect();
        let [m, n, k] = dims[..] else {
            eprintln!("--time M N K: three sizes");
            std::process::exit(2)
        };
        time(&gpu, (m, n, k));
        return;
    }
    let loaded = host::load(&gpu, &configs);
    let split = support::or_exit(gpu.load_split(&dm, &JitOptions::default(), None));
    // The third shape has more tiles than an H100 has SMs: the persistent kernels walk
    // several, the ring running on across them. The last four have edge tiles: partial
    // tile rows and columns (520 columns: 8 in the last tile of 256, 136 in the last of 192;
    // 392: 8 in the last of 192; the second shape's 384 are two whole tiles of 192), partial
    // last K slices (K mod 64 = 8; 72), 2-CTA clusters whose second CTA's tile lies wholly
    // past M (M = 16, and 1100 = 8.6 tile rows of 128: 10 with the cluster), and tile rows
    // that are no multiple of the raster group of 8 (1100 rows: 9 of 128, 5 of 256).
    let shapes = [
        (size, size, size),
        (2 * size, 3 * size / 2, size + 64),
        (16 * size, 8 * size, 192),
        (decode::M, 2 * size, 2048),
        // K = 8192: every staged decode kernel fills each slot at least 3 times (the
        // parity of round 0 again).
        (decode::M, 2 * size, 8192),
        (200, 264, 136),
        (129, 392, 72),
        (1100, 520, 4104),
        (decode::M, 4096 + 8, 4096),
    ];
    for (m, n, k) in shapes {
        let av: Vec<bf16> = (0..m * k)
            .map(|i| {
                bf16::from_f32(((i as u32).wrapping_mul(2_654_435_761) >> 20) as f32 / 4096.0 - 0.5)
            })
            .collect();
        let bv: Vec<bf16> = (0..n * k)
            .map(|i| {
                bf16::from_f32(((i as u32).wrapping_mul(40_503) >> 4 & 0xfff) as f32 / 4096.0 - 0.5)
            })
            .collect();
        let want: Vec<f64> = (0..m * n)
            .map(|x| {
                let (i, j) = (x / n, x % n);
                (0..k)
                    .map(|l| av[i * k + l].to_f64() * bv[j * k + l].to_f64())
                    .sum()
            })
            .collect();
        let da = support::or_exit(gpu.upload(&av));
        let db = support::or_exit(gpu.upload(&bv));
        // C has GUARD_ROWS more rows than M, all GUARD (a NaN) before each run: a store past
        // row M (a partial tile's rows past M, which the TMA store must clip and the
        // st.global epilogue must skip) leaves a mark there.
        let total = (m + support::GUARD_ROWS) * n;
        let mut dc = support::or_exit(gpu.alloc_zeros::<bf16>(total));
        for g in &loaded {
            let g = support::or_exit(g.as_ref());
            if g.cfg.check_shape(m, n, k).is_err() {
                continue;
            }
            support::or_exit(gpu.write(&mut dc, &vec![support::GUARD; total]));
            support::or_exit(g.run(&gpu, &da, &db, &mut dc, (m, n, k)));
            let c = support::or_exit(gpu.download(&dc));
            compare(&g.cfg.name(), (m, n, k), &c[..m * n], &want);
            support::guard_rows_untouched(&g.cfg.name(), (m, n, k), &c);
        }
        for (cfg, dk) in &dks {
            if cfg.check_shape(m, n, k).is_err() {
                continue;
            }
            let df = support::or_exit(split.kernel(dk));
            support::or_exit(gpu.write(&mut dc, &vec![support::GUARD; total]));
            let launch = cfg.launch(n);
            // SAFETY: A, B and C hold 16 × k, n × k and 16 × n elements (check_shape).
            support::or_exit(unsafe {
                df.launch(&launch, (&da, &db, &mut dc, n as u32, k as u32))
            });
            let c = support::or_exit(gpu.download(&dc));
            compare(&cfg.name(), (m, n, k), &c[..m * n], &want);
            support::guard_rows_untouched(&cfg.name(), (m, n, k), &c);
        }
    }
}

/// Checks `c` against the f64 product: the largest error relative to the largest entry
/// of the product (entries near zero are sums of cancelling terms; a bf16 result is
/// rounded at 2^-9 of its value) must be at most 1e-2.
fn compare(name: &str, (m, n, k): (usize, usize, usize), c: &[bf16], want: &[f64]) {
    let scale = want.iter().fold(0f64, |s, w| s.max(w.abs()));
    let (mut worst, mut at) = (0f64, 0);
    for (x, (&got, &w)) in c.iter().zip(want).enumerate() {
        let e = (got.to_f64() - w).abs() / scale;
        if e > worst || e.is_nan() {
            (worst, at) = (e, x);
        }
    }
    eprintln!(
        "{name}: {m} x {n} x {k}: max error / max |C| = {worst:.2e} (C[{}][{}] = {}, f64 {})",
        at / n,
        at % n,
        c[at].to_f64(),
        want[at]
    );
    support::verdict(
        worst <= 1e-2,
        &format!("{name} {m} x {n} x {k} matches the f64 product within 1e-2"),
    );
}

/// `--time M N K`: the tuner's usual winners on one problem, 10 runs each after 3 warm-up
/// runs, wall time around the runs (a driver for `ncu` and `nsys`; the bench measures).
fn time(gpu: &typed_ptx::runtime::Gpu, (m, n, k): (usize, usize, usize)) {
    let cfg = |tma_store, persistent, cluster| Config {
        bm: 128,
        bn: 256,
        stages: 3,
        group_m: 16,
        tma_store,
        persistent,
        cluster,
        stream_k: false,
    };
    let configs = [
        cfg(true, false, false),
        cfg(true, true, false),
        cfg(true, false, true),
        cfg(false, false, false),
        Config {
            stream_k: true,
            ..cfg(true, true, false)
        },
        Config {
            bn: 192,
            stages: 4,
            group_m: 8,
            ..cfg(true, true, false)
        },
    ];
    let a: Vec<bf16> = (0..m * k)
        .map(|i| bf16::from_f32((i % 7) as f32 / 8.0 - 0.25))
        .collect();
    let b: Vec<bf16> = (0..n * k)
        .map(|i| bf16::from_f32((i % 5) as f32 / 8.0 - 0.25))
        .collect();
    let da = support::or_exit(gpu.upload(&a));
    let db = support::or_exit(gpu.upload(&b));
    let mut dc = support::or_exit(gpu.alloc_zeros::<bf16>(m * n));
    for g in host::load(gpu, &configs) {
        let g = support::or_exit(g);
        for _ in 0..3 {
            support::or_exit(g.run(gpu, &da, &db, &mut dc, (m, n, k)));
        }
        support::or_exit(gpu.synchronize());
        let t0 = std::time::Instant::now();
        for _ in 0..10 {
            support::or_exit(g.run(gpu, &da, &db, &mut dc, (m, n, k)));
        }
        support::or_exit(gpu.synchronize());
        let t = t0.elapsed().as_secs_f64() / 10.0;
        println!(
            "{}: {m} x {n} x {k}: {:.3} ms, {:.1} TFLOP/s",
            g.cfg.name(),
            t * 1e3,
            2.0 * (m * n * k) as f64 / t / 1e12
        );
    }
}
