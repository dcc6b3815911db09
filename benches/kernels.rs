//! Kernels written with typed-ptx against the vendor libraries, in one process on one GPU
//! (issue 9). Today: the f32 sum of `examples/kernels/reduce.rs` over 64 MiB, 256 MiB and
//! 1 GiB, against cuBLAS `Sasum` on the same buffer (the same bytes read; cuBLAS through
//! cudarc, loaded at run time) and against the read rate of a device-to-device memcpy.
//! Then the bf16 GEMM C = A·Bᵀ (f32 accumulate, bf16 out) on the shapes of issue 9: cuBLAS
//! (`cublasGemmEx`) against the typed-ptx Hopper GEMM (`examples/kernels/gemm_hopper.rs`,
//! sm_90a: the best of its tuner's candidates, all compiled at once with
//! `Gpu::load_many`, each timed briefly in two passes, the second in reverse order), the
//! sm_80 GEMM (`examples/kernels/gemm_ampere.rs`: cp.async + ldmatrix + mma.sync) and, for
//! M = 16, the decode kernel
//! (`examples/kernels/gemm_decode.rs`, tuned the same way over one `Gpu::load_split`
//! module). The chosen kernel and cuBLAS are then timed in alternation, so that both see
//! the same clocks and temperature; the error is the largest difference from cuBLAS's
//! result over its largest entry. Medians of 30 timed runs after 3 warm-up runs, CUDA
//! events around each run; clocks are not locked, so only the ratios measured in one run
//! mean much.
//!
//! Two clocks. The table's TFLOP/s time one call on an idle GPU: from the first event to
//! the second, so the host's time to issue the call is in it (a few microseconds for a
//! typed-ptx launch, 12 to 20 for `cublasGemmEx`, which matters only where the GPU's work
//! is as short, at M = 16). The `GPU time` column is the same ratio with each call queued
//! behind 100 µs of a spin kernel: the host has issued it before the first event is
//! reached, so only the GPU's work is timed. At M = 16 the decode candidates are tuned on
//! GPU time, and the bench also times two reads of B's bytes alone, GPU time: the
//! streaming `reduce_sum` and `bulk_read` (128 CTAs each keeping 128 KiB of
//! `cp.async.bulk` copies in flight); the faster is the time a kernel that reads the
//! weight once needs at least, unless it reads faster than both. And the host time of
//! each call.
//!
//! For the decode shape, `--flush-l2` reads a 128 MiB buffer (with `reduce_sum`; the H100's
//! L2 is 50 MiB) before every timed run of both sides, outside the timed region and
//! waited for, so that neither finds part of B in L2 from the run before (B is 32 MiB);
//! off by default. `--shape MxNxK` runs that GEMM shape alone, one of the table's or any
//! other (no f32 sum).
//!
//! `cargo bench --bench kernels` (prints SKIPPED without a GPU; `--require-gpu` makes that
//! an error; `--out DIR` writes the results as `DIR/kernels.csv` and a chart of the
//! ratios, `DIR/kernels.svg`, drawn with plotters; `--chart DIR/kernels.csv` draws the
//! chart of such a CSV again, without a GPU). `scripts/gpu.sh` stages it for the
//! GPU machine; the committed results are in `docs/perf/`.
//!
//! `--compare-ptx DIR` measures only this: each bf16 tuner candidate of this tree
//! against the kernel of the same configuration from an earlier commit (`DIR/<name>.ptx`,
//! written by `scripts/gemm-baseline.sh REV DIR`), at 4096³ and 8192³, in alternation in
//! one process: GPU time (launch hidden) and per call, their ratio, the two products'
//! bits compared, and the best of each side against the best of the other; then the FP8
//! kernels (per-tensor and block scales) the same way at 8192³ and 4096 × 7168 × 16384.
//! Either part is skipped, with a line saying so, where `DIR` has none of its kernels.

#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[allow(dead_code)] // gemm_decode (one kernel) is the examples' and tests'
#[path = "../examples/kernels/gemm_decode.rs"]
mod gemm_decode;
// Its FP8 kernel is benchmarked from PyTorch (scripts/torch_fp8.py, against cuBLASLt).
#[allow(dead_code)]
#[path = "../examples/kernels/gemm_hopper.rs"]
mod gemm_hopper;
#[path = "../examples/kernels/probes.rs"]
mod probes;
#[path = "../examples/kernels/reduce.rs"]
mod reduce;
#[path = "../examples/support/mod.rs"]
mod support;

use typed_ptx::runtime::cudarc::cublas::{self, CudaBlas};
use typed_ptx::runtime::cudarc::driver::{DevicePtr, DevicePtrMut};
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{Gpu, JitOptions, Launch, Runs, Timer};
use typed_ptx::{Module, Target};

type R<T> = Result<T, String>;

const WARMUP: usize = 3;
const RUNS: usize = 30;

/// The median of timed runs (the runtime's [`median`](typed_ptx::runtime::median)).
fn median(mut v: Vec<f64>) -> f64 {
    typed_ptx::runtime::median(&mut v).unwrap_or(f64::NAN)
}

/// One measured configuration: typed-ptx against a baseline on the same data.
struct Row {
    bench: &'static str,
    size: String,
    metric: &'static str,
    typed: f64,
    baseline_name: &'static str,
    baseline: f64,
    rel_err: f64,
}

impl Row {
    /// typed-ptx's speed over the baseline's (> 1: typed-ptx is faster).
    fn ratio(&self) -> f64 {
        self.typed / self.baseline
    }
}

fn write_csv(path: &std::path::Path, rows: &[Row]) -> R<()> {
    let mut s =
        String::from("benchmark,size,metric,typed_ptx,baseline,baseline_value,ratio,rel_error\n");
    for r in rows {
        s.push_str(&format!(
            "{},{},{},{:.1},{},{:.1},{:.4},{:.3e}\n",
            r.bench,
            r.size,
            r.metric,
            r.typed,
            r.baseline_name,
            r.baseline,
            r.ratio(),
            r.rel_err
        ));
    }
    std::fs::write(path, s).map_err(|e| format!("{}: {e}", path.display()))
}

/// A horizontal bar per configuration: typed-ptx's speed over its baseline's, with the
/// parity line; each bar's label (benchmark, size, baseline) left of the plot.
fn write_chart(path: &std::path::Path, rows: &[Row], title: &str) -> R<()> {
    use plotters::prelude::*;
    let err = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let label = |r: &Row| format!("{} {} vs {}", r.bench, r.size, r.baseline_name);
    let left = rows.iter().map(|r| label(r).len()).max().unwrap_or(10) as u32 * 7 + 20;
    let height = 26 * rows.len() as u32 + 110;
    let root = SVGBackend::new(path, (left + 620, height)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let top = rows.iter().map(Row::ratio).fold(1.2f64, f64::max) * 1.12;
    let n = rows.len() as f64;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(left)
        .build_cartesian_2d(0f64..top, 0f64..n)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(0)
        .x_desc("speed / baseline (> 1: typed-ptx is faster)")
        .draw()
        .map_err(|e| err(&e))?;
    // Row i from the top.
    let y = |i: usize| n - i as f64 - 1.0;
    chart
        .draw_series(rows.iter().enumerate().map(|(i, r)| {
            // A bound (a read of the operand alone) is not a typed-ptx kernel: grey.
            let color = if r.bench.contains("read alone") {
                BLACK.mix(0.3)
            } else if r.ratio() >= 1.0 {
                GREEN.mix(0.6)
            } else {
                RED.mix(0.6)
            };
            Rectangle::new(
                [(0.0, y(i) + 0.15), (r.ratio(), y(i) + 0.85)],
                color.filled(),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .draw_series(rows.iter().enumerate().map(|(i, r)| {
            Text::new(
                format!("{:.2}x", r.ratio()),
                (r.ratio() + top * 0.01, y(i) + 0.7),
                ("sans-serif", 13),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(1.0, 0.0), (1.0, n)],
            BLACK.stroke_width(1),
        )))
        .map_err(|e| err(&e))?;
    // The labels, right-aligned against the plot's left edge.
    let plot = chart.plotting_area();
    let (px, _) = plot.get_pixel_range();
    for (i, r) in rows.iter().enumerate() {
        let (_, py) = plot.map_coordinate(&(0.0, y(i) + 0.5));
        let style = ("sans-serif", 12).into_font().into_text_style(&root).pos(
            plotters::style::text_anchor::Pos::new(
                plotters::style::text_anchor::HPos::Right,
                plotters::style::text_anchor::VPos::Center,
            ),
        );
        root.draw_text(&label(r), &style, (px.start - 8, py))
            .map_err(|e| err(&e))?;
    }
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

fn run(g: &Gpu, out_dir: Option<&std::path::Path>, opts: &Opts) -> R<()> {
    let mut rows = Vec::new();
    let info = g.info();
    println!(
        "GPU: {} (compute capability {}.{}, {} SMs), driver {}; clocks not locked",
        info.name, info.capability.0, info.capability.1, info.sm_count, info.driver
    );
    let (a, b) = info.capability;
    let target = Target::portable(a * 10 + b);
    let f = load_kernel(g, target, reduce::reduce_sum)?;
    let stream = g.stream().clone();
    let blas =
        CudaBlas::new(stream.clone()).map_err(|e| format!("cuBLAS could not be loaded: {e:?}"))?;
    // The result stays on the device, so Sasum does not synchronise with the host.
    blas.set_pointer_mode(cublas::sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE)
        .map_err(|e| format!("{e:?}"))?;
    let clock = Clock::new(g)?;
    let time = |what: &str, f: &mut dyn FnMut() -> R<()>| -> R<f64> {
        clock
            .median(WARMUP, RUNS, &mut || Ok(()), f)
            .map_err(|e| format!("{what}: {e}"))
    };
    println!("== f32 sum: typed-ptx reduce_sum against cuBLAS Sasum and a D2D memcpy's read rate");
    println!(
        "  {:>8}  {:>12} {:>12} {:>12}  {:>9} {:>9}  {:>10}",
        "size", "typed GB/s", "Sasum GB/s", "memcpy rd", "/Sasum", "/memcpy", "rel. error"
    );
    let sizes: &[usize] = if opts.shape.is_some() {
        &[]
    } else {
        &[64 << 20, 256 << 20, 1 << 30]
    };
    for &bytes in sizes {
        let n = bytes / 4;
        let x: Vec<f32> = (0..n as u32)
            .map(|i| ((i.wrapping_mul(2_654_435_761) >> 8) % 1000) as f32 / 1000.0)
            .collect();
        let want: f64 = x.iter().map(|&v| v as f64).sum();
        let dx = g.upload(&x).map_err(|e| e.to_string())?;
        let mut out = g.alloc_zeros::<f32>(1).map_err(|e| e.to_string())?;
        let mut dst = g.alloc_zeros::<f32>(n).map_err(|e| e.to_string())?;
        let mut res = g.alloc_zeros::<f32>(1).map_err(|e| e.to_string())?;
        let grid = (n as u32 / 4)
            .div_ceil(reduce::THREADS)
            .clamp(1, 8 * info.sm_count);
        let t_typed = time("reduce_sum", &mut || {
            stream
                .memset_zeros(&mut out)
                .map_err(|e| format!("{e:?}"))?;
            // SAFETY: reads x[0..n] (16-byte aligned device memory), adds to out[0].
            unsafe {
                f.launch(
                    &Launch::new(grid, reduce::THREADS),
                    (&mut out, &dx, n as u32),
                )
            }
            .map_err(|e| e.to_string())
        })?;
        let got = g.download(&out).map_err(|e| e.to_string())?[0] as f64;
        let t_blas = time("Sasum", &mut || {
            let (xp, _rx) = dx.device_ptr(&stream);
            let (rp, _rr) = res.device_ptr_mut(&stream);
            // SAFETY: n floats at xp, one float of device memory at rp (device pointer mode).
            unsafe {
                cublas::result::sasum(
                    *blas.handle(),
                    n as i32,
                    xp as *const f32,
                    1,
                    rp as *mut f32,
                )
            }
            .map_err(|e| format!("{e:?}"))
        })?;
        let t_copy = time("memcpy", &mut || {
            stream
                .memcpy_dtod(&dx, &mut dst)
                .map_err(|e| format!("{e:?}"))
        })?;
        let gbs = |t: f64| bytes as f64 / t / 1e6;
        let rel = ((got - want) / want).abs();
        println!(
            "  {:>5} MiB  {:>12.0} {:>12.0} {:>12.0}  {:>9.3} {:>9.3}  {:>10.2e}",
            bytes >> 20,
            gbs(t_typed),
            gbs(t_blas),
            gbs(t_copy),
            t_blas / t_typed,
            t_copy / t_typed,
            rel
        );
        rows.push(Row {
            bench: "f32 sum",
            size: format!("{} MiB", bytes >> 20),
            metric: "GB/s",
            typed: gbs(t_typed),
            baseline_name: "cuBLAS Sasum",
            baseline: gbs(t_blas),
            rel_err: rel,
        });
        if rel > 1e-5 {
            return Err(format!(
                "the sum of {n} floats is {got}, the f64 sum {want}: relative error {rel:.2e}"
            ));
        }
    }
    println!(
        "  (ratios are speeds: > 1 means typed-ptx is faster; memcpy rd = bytes read / memcpy time)"
    );
    rows.extend(gemm(g, &blas, &f, opts)?);
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        write_csv(&dir.join("kernels.csv"), &rows)?;
        write_chart(
            &dir.join("kernels.svg"),
            &rows,
            &format!("typed-ptx kernels against their baselines, {}", info.name),
        )?;
        println!(
            "results: {}/kernels.csv, {}/kernels.svg",
            dir.display(),
            dir.display()
        );
    }
    Ok(())
}

/// The GEMM shapes of issue 9: (M, N, K) of C = A·Bᵀ, A M×K and B N×K row-major bf16;
/// then one that is not whole tiles (partial tiles in M, N and K).
const GEMM_SHAPES: [(usize, usize, usize); 7] = [
    (2048, 2048, 2048),
    (4096, 4096, 4096),
    (8192, 8192, 8192),
    (4096, 4096, 14336),
    (8192, 28672, 4096),
    (16, 4096, 4096),
    (3000, 5000, 4000),
];

/// The runtime's [`Timer`] (CUDA events on the GPU's stream), its errors as this
/// benchmark's messages.
struct Clock(Timer);

/// A runtime error or one of the benchmark's closures', through [`Timer::median`].
struct Msg(String);

impl From<typed_ptx::runtime::Error> for Msg {
    fn from(e: typed_ptx::runtime::Error) -> Msg {
        Msg(e.to_string())
    }
}

impl Clock {
    fn new(g: &Gpu) -> R<Clock> {
        g.timer().map(Clock).map_err(|e| e.to_string())
    }

    /// One run of `f` between two events, waited for: its time in ms.
    fn once(&self, f: &mut dyn FnMut() -> R<()>) -> R<f64> {
        self.0.start().map_err(|e| e.to_string())?;
        f()?;
        self.0.stop().map_err(|e| e.to_string())
    }

    /// The median of `runs` timed runs of `f` after `warmup` untimed ones; `flush` runs
    /// before each timed run, outside the timing.
    fn median(
        &self,
        warmup: usize,
        runs: usize,
        flush: &mut dyn FnMut() -> R<()>,
        f: &mut dyn FnMut() -> R<()>,
    ) -> R<f64> {
        self.0
            .median(
                Runs { warmup, runs },
                || flush().map_err(Msg),
                || f().map_err(Msg),
            )
            .map_err(|m| m.0)
    }
}

/// Median time in ms of `runs` runs of `f` after 2 warm-up runs (the tuner's quick timing).
fn quick(
    g: &Gpu,
    runs: usize,
    flush: &mut dyn FnMut() -> R<()>,
    f: &mut dyn FnMut() -> R<()>,
) -> R<f64> {
    Clock::new(g)?.median(2, runs, flush, f)
}

/// One cuBLAS bf16 GEMM `c = a · bᵀ` (row-major; f32 accumulate, bf16 out), queued.
fn cublas_gemm(
    blas: &CudaBlas,
    stream: &std::sync::Arc<typed_ptx::runtime::CudaStream>,
    (da, db, dc): (
        &typed_ptx::runtime::CudaSlice<bf16>,
        &typed_ptx::runtime::CudaSlice<bf16>,
        &mut typed_ptx::runtime::CudaSlice<bf16>,
    ),
    (m, n, k): (usize, usize, usize),
) -> R<()> {
    use cublas::sys::{cublasComputeType_t, cublasGemmAlgo_t, cublasOperation_t, cudaDataType};
    let (alpha, beta) = (1.0f32, 0.0f32);
    let (ap, _ra) = da.device_ptr(stream);
    let (bp, _rb) = db.device_ptr(stream);
    let (cp, _rc) = dc.device_ptr_mut(stream);
    // Row-major C (M×N) is column-major Cᵀ = B·Aᵀ: cuBLAS's "TN" GEMM with m = N, n = M,
    // B as the first operand (ld K) and A as the second (ld K).
    // SAFETY: the three buffers hold N×K, M×K and M×N bf16 values.
    unsafe {
        cublas::result::gemm_ex(
            *blas.handle(),
            cublasOperation_t::CUBLAS_OP_T,
            cublasOperation_t::CUBLAS_OP_N,
            n as i32,
            m as i32,
            k as i32,
            (&alpha as *const f32).cast(),
            ap_as(bp),
            cudaDataType::CUDA_R_16BF,
            k as i32,
            ap_as(ap),
            cudaDataType::CUDA_R_16BF,
            k as i32,
            (&beta as *const f32).cast(),
            cp as *mut _,
            cudaDataType::CUDA_R_16BF,
            n as i32,
            cublasComputeType_t::CUBLAS_COMPUTE_32F,
            cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
        )
    }
    .map_err(|e| format!("{e:?}"))
}

/// A device address as the `const void *` cuBLAS takes.
fn ap_as(p: u64) -> *const std::ffi::c_void {
    p as *const _
}

/// Medians (ms) of two closures timed in alternation, [`WARMUP`] runs each first, then
/// [`RUNS`] timed runs each, one of `a` then one of `b`: both see the same clocks and
/// temperature (a GEMM that runs for seconds heats the GPU, and unlocked clocks follow).
fn pair(
    g: &Gpu,
    flush: &mut dyn FnMut() -> R<()>,
    a: &mut dyn FnMut() -> R<()>,
    b: &mut dyn FnMut() -> R<()>,
) -> R<(f64, f64)> {
    let clock = Clock::new(g)?;
    for _ in 0..WARMUP {
        a()?;
        b()?;
    }
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..RUNS {
        flush()?;
        ta.push(clock.once(a)?);
        flush()?;
        tb.push(clock.once(b)?);
    }
    Ok((median(ta), median(tb)))
}

/// The one kernel `build` adds to a module for `target`, loaded.
fn load_kernel<P: typed_ptx::KernelParams>(
    g: &Gpu,
    target: Target,
    build: impl FnOnce(&mut Module) -> typed_ptx::KernelRef<P>,
) -> R<typed_ptx::runtime::Function<P>> {
    let mut m = Module::new(target);
    let k = build(&mut m);
    g.load(&m)
        .and_then(|m| m.kernel(&k))
        .map_err(|e| e.to_string())
}

/// GPU time: the median of [`RUNS`] runs of each closure, taken in alternation, each run
/// queued behind 100 µs of the spin kernel (`spin`), so that the host has issued the call
/// before the first event is reached and the launch is not in the time. Each timed run
/// follows an untimed run of the same closure (then `flush`), so that each finds the L2
/// as it leaves it, not as the other side does (cuBLAS's split-K workspace, or a read).
fn queued(
    g: &Gpu,
    flush: &mut dyn FnMut() -> R<()>,
    spin: &mut dyn FnMut() -> R<()>,
    fs: &mut [&mut dyn FnMut() -> R<()>],
) -> R<Vec<f64>> {
    let clock = Clock::new(g)?;
    let mut t = vec![Vec::new(); fs.len()];
    for _ in 0..RUNS {
        for (i, f) in fs.iter_mut().enumerate() {
            f()?;
            flush()?;
            spin()?;
            t[i].push(clock.once(*f)?);
        }
    }
    Ok(t.into_iter().map(median).collect())
}

/// Host time: the median of [`RUNS`] calls of each closure, in alternation, from the call
/// to its return (not to the GPU's completion; each is waited for after the timing).
fn host_time(g: &Gpu, fs: &mut [&mut dyn FnMut() -> R<()>]) -> R<Vec<f64>> {
    let mut t = vec![Vec::new(); fs.len()];
    for _ in 0..RUNS {
        for (i, f) in fs.iter_mut().enumerate() {
            let t0 = std::time::Instant::now();
            f()?;
            t[i].push(t0.elapsed().as_secs_f64() * 1e3);
            g.synchronize().map_err(|e| e.to_string())?;
        }
    }
    Ok(t.into_iter().map(median).collect())
}

/// The largest difference from the reference over the largest reference entry: an
/// element-wise relative error is meaningless for entries near zero, which are sums of
/// cancelling terms.
fn max_rel_err(got: &[bf16], want: &[bf16]) -> f64 {
    let f = bf16::to_f64;
    let scale = want.iter().fold(0f64, |s, &w| s.max(f(w).abs()));
    got.iter().zip(want).fold(0f64, |e, (&a, &b)| {
        let d = (f(a) - f(b)).abs() / scale;
        if d.is_nan() { f64::INFINITY } else { e.max(d) }
    })
}

/// cuBLAS's bf16 GEMM (f32 accumulate, bf16 out) on every shape, against the typed-ptx
/// Hopper GEMM (`examples/kernels/gemm_hopper.rs`; the best of the tuner's candidates
/// for the shape, each timed briefly first) and, for M = 16, the decode kernel
/// (`examples/kernels/gemm_decode.rs`).
fn gemm(
    g: &Gpu,
    blas: &CudaBlas,
    sum: &typed_ptx::runtime::Function<reduce::Params>,
    opts: &Opts,
) -> R<Vec<Row>> {
    let stream = g.stream().clone();
    blas.set_pointer_mode(cublas::sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)
        .map_err(|e| format!("{e:?}"))?;
    let (cap_major, cap_minor) = g.info().capability;
    let hopper = (cap_major, cap_minor) == (9, 0);
    let mut rows = Vec::new();
    // The tuner's candidates, compiled at once on the driver's linker path.
    let cands = gemm_hopper::host::candidates();
    let t0 = std::time::Instant::now();
    let loaded: Vec<gemm_hopper::host::Gemm> = if hopper {
        let mut v = Vec::new();
        for (cfg, r) in cands.iter().zip(gemm_hopper::host::load(g, &cands)) {
            v.push(r.map_err(|e| format!("{}: {e}", cfg.name()))?);
        }
        v
    } else {
        Vec::new()
    };
    // The decode candidates: one module, loaded as one unit per kernel (the staged ones
    // need sm_90).
    let sm90 = cap_major >= 9;
    let mut dm = Module::new(if sm90 { Target::SM_90 } else { Target::SM_80 });
    let dcs: Vec<_> = gemm_decode::candidates()
        .into_iter()
        .filter(|c| sm90 || !c.needs_sm90())
        .collect();
    let dks: Vec<_> = dcs
        .iter()
        .copied()
        .zip(gemm_decode::gemm_decode_all(&mut dm, &dcs)?)
        .collect();
    let split = g
        .load_split(&dm, &JitOptions::default(), None)
        .map_err(|e| e.to_string())?;
    let mut decode = Vec::new();
    for (c, k) in &dks {
        decode.push((*c, split.kernel(k).map_err(|e| e.to_string())?));
    }
    // The sm_80 path (cp.async + ldmatrix + mma.sync): the tuner's candidates, compiled
    // at once.
    let amp_cands: Vec<_> = gemm_ampere::candidates()
        .into_iter()
        .filter(|c| gemm_ampere::host::fits(g, c).is_ok())
        .collect();
    let mut ampere = Vec::new();
    for (cfg, r) in amp_cands.iter().zip(gemm_ampere::host::load(g, &amp_cands)) {
        ampere.push(r.map_err(|e| format!("{}: {e}", cfg.name()))?);
    }
    println!(
        "== bf16 GEMM C = A·Bᵀ (f32 accumulate, bf16 out), TFLOP/s; {} Hopper candidates loaded in {:.0} ms (Gpu::load_many)",
        loaded.len(),
        t0.elapsed().as_secs_f64() * 1e3
    );
    if opts.flush_l2 {
        println!(
            "  --flush-l2: a 128 MiB read before every timed 16 x N x K run, both sides (outside the timing)"
        );
    }
    println!(
        "  {:>22}  {:>8} {:>12} {:>8} {:>11} {:>10}  {:>16}  kernel",
        "M x N x K",
        "cuBLAS",
        "typed Hopper",
        "/cuBLAS",
        "GPU /cuBLAS",
        "rel. error",
        "typed Ampere"
    );
    // L2 flushing (`--flush-l2`): `reduce_sum` reads a 128 MiB buffer (the H100's L2 is
    // 50 MiB) before every timed decode-shape run of both sides, outside the timed region.
    // It only reads, so no dirty lines are left to be written back during the timed run.
    let sm_count = g.info().sm_count;
    let spin = load_kernel(g, Target::SM_80, probes::spin)?;
    let mut spin_run = || {
        // SAFETY: reads no memory.
        unsafe { spin.launch(&Launch::new(1, 32), (100_000u64,)) }.map_err(|e| e.to_string())
    };
    let mut flush_buf = if opts.flush_l2 {
        Some((
            g.alloc_zeros::<f32>(32 << 20).map_err(|e| e.to_string())?,
            g.alloc_zeros::<f32>(1).map_err(|e| e.to_string())?,
        ))
    } else {
        None
    };
    // `--shape`: that shape alone, one of the table's or any other.
    let shapes: Vec<(usize, usize, usize)> = match opts.shape {
        Some(s) => vec![s],
        None => GEMM_SHAPES.to_vec(),
    };
    for (m, n, k) in shapes {
        // Cleared and waited for before each timed run, so the GPU is idle when the first
        // event is recorded, as without flushing: the launch is timed the same way.
        let flush_on = m == gemm_decode::M;
        let mut flush = || -> R<()> {
            if let Some((x, out)) = flush_buf.as_mut().filter(|_| flush_on) {
                let n = x.len();
                let grid = (n as u32 / 4)
                    .div_ceil(reduce::THREADS)
                    .clamp(1, 8 * sm_count);
                // SAFETY: reads x[0..n] (16-byte aligned device memory), adds to out[0].
                unsafe { sum.launch(&Launch::new(grid, reduce::THREADS), (out, &*x, n as u32)) }
                    .map_err(|e| e.to_string())?;
                stream.synchronize().map_err(|e| format!("{e:?}"))?;
            }
            Ok(())
        };
        let a: Vec<bf16> = (0..m * k)
            .map(|i| {
                bf16::from_f32(((i as u32).wrapping_mul(2_654_435_761) >> 20) as f32 / 4096.0 - 0.5)
            })
            .collect();
        let b: Vec<bf16> = (0..n * k)
            .map(|i| {
                bf16::from_f32(((i as u32).wrapping_mul(40_503) >> 4 & 0xfff) as f32 / 4096.0 - 0.5)
            })
            .collect();
        let da = g.upload(&a).map_err(|e| e.to_string())?;
        let db = g.upload(&b).map_err(|e| e.to_string())?;
        let mut dc = g.alloc_zeros::<bf16>(m * n).map_err(|e| e.to_string())?;
        cublas_gemm(blas, &stream, (&da, &db, &mut dc), (m, n, k))?;
        // Spot-check cuBLAS against an f64 dot product; the typed GEMMs are compared with
        // cuBLAS's whole result.
        let c = g.download(&dc).map_err(|e| e.to_string())?;
        let f = bf16::to_f64;
        for (i, j) in [(0, 0), (m - 1, n - 1), (m / 2, n / 3)] {
            let want: f64 = (0..k).map(|l| f(a[i * k + l]) * f(b[j * k + l])).sum();
            let got = f(c[i * n + j]);
            if (got - want).abs() > 1e-2 * want.abs().max(1.0) {
                return Err(format!(
                    "cuBLAS C[{i}][{j}] = {got}, the f64 product {want}"
                ));
            }
        }
        let mut cublas_run = || cublas_gemm(blas, &stream, (&da, &db, &mut dc), (m, n, k));
        let tflops = |t: f64| 2.0 * (m * n * k) as f64 / t / 1e9;
        let mut dt = g.alloc_zeros::<bf16>(m * n).map_err(|e| e.to_string())?;
        // The tuner's quick timings (TFLOP/s), printed under the row.
        let mut tuned: Vec<String> = Vec::new();
        // The typed kernel for this shape: the best decode candidate for M = 16, else the
        // best Hopper candidate; then it and cuBLAS are timed in alternation.
        // The GPU times of cuBLAS and the typed kernel ([`queued`]), and for the decode
        // shape also of a streaming read of B, and both calls' host times.
        let mut gpu_time = None;
        let mut views = None;
        let timed = if m == gemm_decode::M {
            let mut best = None;
            for (c, f) in decode
                .iter()
                .filter(|(c, _)| c.check_shape(m, n, k).is_ok())
            {
                let launch = c.launch(n);
                let mut run = || {
                    // SAFETY: A, B and C hold 16 × k, n × k and 16 × n elements
                    // (check_shape).
                    unsafe { f.launch(&launch, (&da, &db, &mut dt, n as u32, k as u32)) }
                        .map_err(|e| e.to_string())
                };
                // Tuned on GPU time: queued behind the spin kernel, the launch is hidden.
                let t = quick(
                    g,
                    20,
                    &mut || {
                        flush()?;
                        spin_run()
                    },
                    &mut run,
                )?;
                tuned.push(format!("{} {:.1}", c.name(), tflops(t)));
                if best.is_none_or(|(_, _, b)| t < b) {
                    best = Some((c, f, t));
                }
            }
            match best {
                Some((c, f, _)) => {
                    let launch = c.launch(n);
                    let mut typed_run = || {
                        // SAFETY: as above.
                        unsafe { f.launch(&launch, (&da, &db, &mut dt, n as u32, k as u32)) }
                            .map_err(|e| e.to_string())
                    };
                    let (tb, tt) = pair(g, &mut flush, &mut cublas_run, &mut typed_run)?;
                    // B's bytes read as floats by the streaming reduction, and with bulk
                    // copies.
                    // SAFETY: any bits are a float; n × k bf16 are n × k / 2 floats.
                    let b_floats =
                        unsafe { db.transmute::<f32>(n * k / 2) }.ok_or("B viewed as floats")?;
                    let mut sink = g.alloc_zeros::<f32>(1).map_err(|e| e.to_string())?;
                    let rgrid = ((n * k / 2) as u32 / 4)
                        .div_ceil(reduce::THREADS)
                        .clamp(1, 8 * sm_count);
                    let mut read_run = || {
                        // SAFETY: reads n × k / 2 floats of B, adds to sink[0].
                        unsafe {
                            sum.launch(
                                &Launch::new(rgrid, reduce::THREADS),
                                (&mut sink, &b_floats, (n * k / 2) as u32),
                            )
                        }
                        .map_err(|e| e.to_string())
                    };
                    // The same bytes read with bulk copies, 128 CTAs of 128 KiB in flight.
                    let bulk = load_kernel(g, Target::SM_90, probes::bulk_read)?;
                    // SAFETY: any bits are a u32; n × k bf16 are n × k / 2 words.
                    let b_words =
                        unsafe { db.transmute::<u32>(n * k / 2) }.ok_or("B viewed as words")?;
                    let bulk_ctas = 128u32;
                    let chunks = (n * k * 2) as u32 / probes::BULK_CHUNK / bulk_ctas;
                    let mut bulk_run = || {
                        // SAFETY: CTA c reads chunks [c n, (c + 1) n) of B's n × k × 2 bytes.
                        unsafe {
                            bulk.launch(
                                &Launch::new(bulk_ctas, 32)
                                    .shared(probes::BULK_SLOTS * probes::BULK_CHUNK),
                                (&b_words, chunks),
                            )
                        }
                        .map_err(|e| e.to_string())
                    };
                    // bulk_read needs B to be whole chunks for each of its 128 CTAs.
                    let whole = (n * k * 2) % (128 * probes::BULK_CHUNK as usize) == 0;
                    let mut q = if whole {
                        queued(
                            g,
                            &mut flush,
                            &mut spin_run,
                            &mut [
                                &mut cublas_run,
                                &mut typed_run,
                                &mut read_run,
                                &mut bulk_run,
                            ],
                        )?
                    } else {
                        queued(
                            g,
                            &mut flush,
                            &mut spin_run,
                            &mut [&mut cublas_run, &mut typed_run, &mut read_run],
                        )?
                    };
                    q.resize(4, f64::INFINITY);
                    let h = host_time(g, &mut [&mut cublas_run, &mut typed_run])?;
                    gpu_time = Some((q[0], q[1]));
                    views = Some([q[2], q[3], h[0], h[1]]);
                    Some((c.name(), tb, tt))
                }
                None => None,
            }
        } else {
            // Two passes, the second in reverse order, each candidate keeping its better
            // time: the GPU heats up during a pass, and its clocks drop with it.
            let cands: Vec<&gemm_hopper::host::Gemm> = loaded
                .iter()
                .filter(|c| c.cfg.check_shape(m, n, k).is_ok())
                .collect();
            let mut times = vec![f64::INFINITY; cands.len()];
            let order: Vec<usize> = (0..cands.len()).chain((0..cands.len()).rev()).collect();
            for i in order {
                let cand = cands[i];
                let t = quick(g, 5, &mut flush, &mut || {
                    cand.run(g, &da, &db, &mut dt, (m, n, k))
                })?;
                times[i] = times[i].min(t);
            }
            let mut best: Option<(&gemm_hopper::host::Gemm, f64)> = None;
            for (cand, &t) in cands.iter().zip(&times) {
                tuned.push(format!("{} {:.1}", cand.cfg.name(), tflops(t)));
                if best.is_none_or(|(_, b)| t < b) {
                    best = Some((cand, t));
                }
            }
            match best {
                Some((cand, _)) => {
                    let mut typed_run = || cand.run(g, &da, &db, &mut dt, (m, n, k));
                    let (tb, tt) = pair(g, &mut flush, &mut cublas_run, &mut typed_run)?;
                    let q = queued(
                        g,
                        &mut flush,
                        &mut spin_run,
                        &mut [&mut cublas_run, &mut typed_run],
                    )?;
                    gpu_time = Some((q[0], q[1]));
                    Some((cand.cfg.name(), tb, tt))
                }
                None => None,
            }
        };
        // The Ampere kernel: the best of its candidates for the shape (quick timing, two
        // passes as above), timed in alternation with cuBLAS as well.
        let amp_c: Vec<&gemm_ampere::host::Gemm> = ampere
            .iter()
            .filter(|c| c.cfg.check_shape(m, n, k).is_ok())
            .collect();
        let mut amp_tuned = String::new();
        let amp = if !amp_c.is_empty() {
            let mut da2 = g.alloc_zeros::<bf16>(m * n).map_err(|e| e.to_string())?;
            let mut times = vec![f64::INFINITY; amp_c.len()];
            let order: Vec<usize> = (0..amp_c.len()).chain((0..amp_c.len()).rev()).collect();
            for i in order {
                let cand = amp_c[i];
                let t = quick(g, 5, &mut flush, &mut || {
                    cand.run(&da, &db, &mut da2, (m, n, k))
                })?;
                times[i] = times[i].min(t);
            }
            let mut best = 0;
            let mut line = Vec::new();
            for (i, (cand, &t)) in amp_c.iter().zip(&times).enumerate() {
                line.push(format!("{} {:.1}", cand.cfg.name(), tflops(t)));
                if t < times[best] {
                    best = i;
                }
            }
            let cand = amp_c[best];
            amp_tuned = format!("{}; chose {}", line.join(", "), cand.cfg.name());
            let (tb, ta) = pair(g, &mut flush, &mut cublas_run, &mut || {
                cand.run(&da, &db, &mut da2, (m, n, k))
            })?;
            let got = g.download(&da2).map_err(|e| e.to_string())?;
            let err = max_rel_err(&got, &c);
            rows.push(Row {
                bench: "bf16 GEMM, Ampere path",
                size: format!("{m}x{n}x{k}"),
                metric: "TFLOP/s",
                typed: tflops(ta),
                baseline_name: "cuBLAS",
                baseline: tflops(tb),
                rel_err: err,
            });
            if err > 1e-2 {
                return Err(format!(
                    "{} on {m} x {n} x {k}: max error {err:.2e} of the largest entry against cuBLAS",
                    cand.cfg.name()
                ));
            }
            format!("{:.1} ({:.2}x)", tflops(ta), tb / ta)
        } else {
            "-".to_string()
        };
        match timed {
            Some((name, t, t_typed)) => {
                let got = g.download(&dt).map_err(|e| e.to_string())?;
                let err = max_rel_err(&got, &c);
                let gpu = gpu_time
                    .map(|(gb, gt)| format!("{:.3}", gb / gt))
                    .unwrap_or_default();
                println!(
                    "  {:>22}  {:>8.1} {:>12.1} {:>8.3} {:>11} {:>10.2e}  {:>16}  {name}",
                    format!("{m} x {n} x {k}"),
                    tflops(t),
                    tflops(t_typed),
                    t / t_typed,
                    gpu,
                    err,
                    amp
                );
                rows.push(Row {
                    bench: "bf16 GEMM",
                    size: format!("{m}x{n}x{k}"),
                    metric: "TFLOP/s",
                    typed: tflops(t_typed),
                    baseline_name: "cuBLAS",
                    baseline: tflops(t),
                    rel_err: err,
                });
                if let Some((gb, gt)) = gpu_time {
                    rows.push(Row {
                        bench: "bf16 GEMM, GPU time",
                        size: format!("{m}x{n}x{k}"),
                        metric: "TFLOP/s",
                        typed: tflops(gt),
                        baseline_name: "cuBLAS",
                        baseline: tflops(gb),
                        rel_err: err,
                    });
                }
                if err > 1e-2 {
                    return Err(format!(
                        "{name} on {m} x {n} x {k}: max error {err:.2e} of the largest entry against cuBLAS"
                    ));
                }
                if let (Some([rd, bk, hb, ht]), Some((gb, gt))) = (views, gpu_time) {
                    let us = |t: f64| t * 1e3;
                    let fastest = rd.min(bk);
                    let bulk = if bk.is_finite() {
                        format!("{:.1} us", us(bk))
                    } else {
                        "n/a (B is not whole chunks for its CTAs)".to_string()
                    };
                    println!(
                        "      GPU time: cuBLAS {:.1} us, {name} {:.1} us; reading B's {} MiB alone: {:.1} us (reduce_sum), {bulk} (bulk_read), so a kernel that reads the weight once as fast is at most {:.3}x cuBLAS here",
                        us(gb),
                        us(gt),
                        (n * k * 2) >> 20,
                        us(rd),
                        gb / fastest
                    );
                    println!(
                        "      host time of one call (until it returns): cuBLAS {:.1} us, {name} {:.1} us",
                        us(hb),
                        us(ht)
                    );
                    rows.push(Row {
                        bench: "bound: B read alone, GPU time",
                        size: format!("{m}x{n}x{k}"),
                        metric: "TFLOP/s",
                        typed: tflops(fastest),
                        baseline_name: "cuBLAS",
                        baseline: tflops(gb),
                        rel_err: 0.0,
                    });
                }
            }
            None => {
                let t = quick(g, RUNS, &mut flush, &mut cublas_run)?;
                println!(
                    "  {:>22}  {:>8.1} {:>12} {:>8} {:>11} {:>10}  {:>16}",
                    format!("{m} x {n} x {k}"),
                    tflops(t),
                    if hopper { "no kernel" } else { "not sm_90" },
                    "",
                    "",
                    "",
                    amp
                )
            }
        }
        if !tuned.is_empty() {
            // The decode candidates are tuned on GPU time, the Hopper ones per call.
            let how = if m == gemm_decode::M {
                "GPU time"
            } else {
                "per call"
            };
            println!("      tuner ({how}): {}", tuned.join(", "));
        }
        if !amp_tuned.is_empty() {
            println!("      Ampere tuner: {amp_tuned}");
        }
    }
    println!(
        "  (/cuBLAS: speed ratio, > 1 means typed-ptx is faster; rel. error: max |typed - cuBLAS| / max |cuBLAS|;"
    );
    println!(
        "   typed Ampere: TFLOP/s (its speed over cuBLAS's, timed in alternation); its error is checked the same way;"
    );
    println!(
        "   TFLOP/s and /cuBLAS: each timed run is one call between two events on an idle GPU, so a short kernel's time includes"
    );
    println!(
        "   its launch; GPU /cuBLAS: the same ratio with each call queued behind a spin kernel, so that only the GPU's work is timed)"
    );
    Ok(rows)
}

/// Command-line options of the GEMM section.
#[derive(Default)]
struct Opts {
    /// `--shape MxNxK`: only this GEMM shape, the table's or any other (and no f32 sum).
    shape: Option<(usize, usize, usize)>,
    /// `--flush-l2`: read a 128 MiB buffer before every timed decode-shape run, both sides.
    flush_l2: bool,
}

/// `--chart CSV`: the chart of a CSV this bench wrote, drawn again beside it (no GPU).
fn chart_from_csv(csv: &std::path::Path) -> R<()> {
    let text = std::fs::read_to_string(csv).map_err(|e| format!("{}: {e}", csv.display()))?;
    let leak = |s: &str| -> &'static str { Box::leak(s.to_owned().into_boxed_str()) };
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        // The benchmark's name may hold a comma; the last seven fields do not.
        let f: Vec<&str> = line.trim_end().rsplitn(8, ',').collect();
        let [
            rel,
            _ratio,
            baseline,
            baseline_name,
            typed,
            metric,
            size,
            bench,
        ] = f[..]
        else {
            return Err(format!(
                "{}:{}: not a row of this bench's CSV",
                csv.display(),
                i + 1
            ));
        };
        let num = |v: &str| {
            v.parse::<f64>()
                .map_err(|e| format!("{}:{}: `{v}`: {e}", csv.display(), i + 1))
        };
        rows.push(Row {
            bench: leak(bench),
            size: size.to_owned(),
            metric: leak(metric),
            typed: num(typed)?,
            baseline_name: leak(baseline_name),
            baseline: num(baseline)?,
            rel_err: num(rel)?,
        });
    }
    let svg = csv.with_extension("svg");
    write_chart(&svg, &rows, "typed-ptx kernels against their baselines")?;
    println!("{}", svg.display());
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--chart") {
        let Some(csv) = args.get(i + 1) else {
            eprintln!("kernels --chart CSV: the CSV to draw (as written by --out DIR)");
            std::process::exit(2);
        };
        if let Err(e) = chart_from_csv(std::path::Path::new(csv)) {
            eprintln!("kernels --chart: {e}");
            std::process::exit(1);
        }
        return;
    }
    let mut opts = Opts {
        flush_l2: args.iter().any(|a| a == "--flush-l2"),
        ..Opts::default()
    };
    if let Some(s) = args
        .iter()
        .position(|a| a == "--shape")
        .and_then(|i| args.get(i + 1))
    {
        let d: Result<Vec<usize>, _> = s.split('x').map(str::parse::<usize>).collect();
        match d.as_deref() {
            Ok(&[m, n, k]) if m > 0 && n > 0 && k > 0 => opts.shape = Some((m, n, k)),
            _ => {
                eprintln!("--shape {s}: three sizes of at least 1 joined by x, as in 16x4096x4096");
                std::process::exit(2);
            }
        }
    }
    let require = args.iter().any(|a| a == "--require-gpu");
    let out_dir = args
        .iter()
        .position(|a| a == "--out")
        .and_then(|i| args.get(i + 1))
        .map(std::path::PathBuf::from);
    let g = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => {
            println!("SKIPPED: {e}");
            if require {
                std::process::exit(1);
            }
            return;
        }
    };
    if let Some(dir) = args
        .iter()
        .position(|a| a == "--compare-ptx")
        .and_then(|i| args.get(i + 1))
    {
        let dir = std::path::Path::new(dir);
        // Both parts run before either's verdict.
        let (bf16, fp8) = (compare(&g, dir), compare_fp8(&g, dir));
        if let Err(e) = bf16.and(fp8) {
            eprintln!("kernels --compare-ptx: FAILED: {e}");
            std::process::exit(1);
        }
        return;
    }
    if let Err(e) = run(&g, out_dir.as_deref(), &opts) {
        eprintln!("kernels: FAILED: {e}");
        std::process::exit(1);
    }
}

/// `--compare-ptx DIR`: this tree's bf16 GEMM candidates against an earlier commit's
/// kernels of the same configurations (`DIR/<name>.ptx`), at 4096³ and 8192³, timed in
/// alternation (GPU time with the launch hidden behind the spin kernel, and per call);
/// each pair's products must be the same bits (the same sums in the same order).
fn compare(g: &Gpu, dir: &std::path::Path) -> R<()> {
    use typed_ptx::runtime::Arg;
    if g.info().capability != (9, 0) {
        return Err(format!("{} is not an sm_90 GPU", g.info().name));
    }
    let cands = gemm_hopper::host::candidates();
    if !cands
        .iter()
        .any(|c| dir.join(format!("{}.ptx", c.name())).exists())
    {
        // A directory of FP8 kernels only: `compare_fp8` compares them.
        println!("bf16: no earlier kernels in {}", dir.display());
        return Ok(());
    }
    let mut differ = false;
    let mut new = Vec::new();
    for (cfg, r) in cands.iter().zip(gemm_hopper::host::load(g, &cands)) {
        new.push(r.map_err(|e| format!("{}: {e}", cfg.name()))?);
    }
    let mut old = Vec::new();
    for cfg in &cands {
        let path = dir.join(format!("{}.ptx", cfg.name()));
        let ptx = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let gm = g
            .load_ptx(&ptx, &JitOptions::default())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        old.push(gm.function(&cfg.name()).map_err(|e| e.to_string())?);
    }
    let spin = load_kernel(g, Target::SM_80, probes::spin)?;
    let mut spin_run = || {
        // SAFETY: reads no memory.
        unsafe { spin.launch(&Launch::new(1, 32), (100_000u64,)) }.map_err(|e| e.to_string())
    };
    println!(
        "{} ({} SMs): this tree's kernels (new) against {} (old), GPU time (launch hidden) and per call, medians of {RUNS} in alternation",
        g.info().name,
        g.info().sm_count,
        dir.display()
    );
    for (m, n, k) in [(4096, 4096, 4096), (8192, 8192, 8192)] {
        let a: Vec<bf16> = (0..m * k)
            .map(|i| bf16::from_f32(((i * 7 + 3) % 17) as f32 / 16.0 - 0.5))
            .collect();
        let b: Vec<bf16> = (0..n * k)
            .map(|i| bf16::from_f32(((i * 5 + 1) % 13) as f32 / 12.0 - 0.5))
            .collect();
        let da = g.upload(&a).map_err(|e| e.to_string())?;
        let db = g.upload(&b).map_err(|e| e.to_string())?;
        let mut c_new = g.alloc_zeros::<bf16>(m * n).map_err(|e| e.to_string())?;
        let mut c_old = g.alloc_zeros::<bf16>(m * n).map_err(|e| e.to_string())?;
        let flops = 2.0 * (m * n * k) as f64;
        println!("{m} x {n} x {k}:");
        print_header();
        let rows = |r| {
            if ring_kernels(dir) {
                gemm_hopper::BOX_ROWS
            } else {
                r
            }
        };
        let mut best = (f64::MAX, f64::MAX);
        for ((cfg, f_old), gm) in cands.iter().zip(&old).zip(&new) {
            let split = if cfg.cluster { 2 } else { 1 };
            // SAFETY: the buffers outlive every launch below (waited for before they drop).
            let maps = unsafe {
                (
                    gemm_hopper::host::tile_map(g, &da, (m, k), (gemm_hopper::BK, rows(cfg.bm)))?,
                    gemm_hopper::host::tile_map(
                        g,
                        &db,
                        (n, k),
                        (gemm_hopper::BK, rows(cfg.bn / split)),
                    )?,
                    gemm_hopper::host::tile_map(g, &c_old, (m, n), (64, 64))?,
                )
            };
            // NaN in both products first: a kernel that writes nothing cannot match the
            // last candidate's product left in the buffer.
            let nan = vec![bf16::from_bits(0xffff); m * n];
            g.write(&mut c_old, &nan).map_err(|e| e.to_string())?;
            g.write(&mut c_new, &nan).map_err(|e| e.to_string())?;
            let launch = cfg.launch(m, n, g.info().sm_count);
            let mut run_old = || -> R<()> {
                let mut args = [
                    Arg::tensor_map(&maps.0),
                    Arg::tensor_map(&maps.1),
                    Arg::tensor_map(&maps.2),
                    Arg::buf_mut(&mut c_old),
                    Arg::value(m as u32),
                    Arg::value(n as u32),
                    Arg::value(k as u32),
                ];
                // SAFETY: the earlier commit's kernel of `cfg`, launched as its host code
                // did: maps of its boxes over A, B and C, C of m × n.
                unsafe { f_old.launch(&launch, &mut args) }.map_err(|e| e.to_string())
            };
            let mut run_new = || gm.run(g, &da, &db, &mut c_new, (m, n, k));
            let times = time_both(g, &mut spin_run, (&mut run_old, &mut run_new))?;
            let bits = Bits::download(g, &c_old, &c_new)?;
            differ |= !tally(&cfg.name(), times, &bits, &mut best);
        }
        print_best(flops, best.0, best.1);
    }
    differs(differ)
}

/// One row of `--compare-ptx`: kernel `name`'s times ([`time_both`]) and how the two
/// products compare, printed; each side's best GPU time kept in `best`; whether the
/// products were the same bits, which they must be.
fn tally(
    name: &str,
    [t_old, t_new, call_old, call_new]: [f64; 4],
    bits: &Bits,
    best: &mut (f64, f64),
) -> bool {
    println!(
        "  {:<44} {:>9.4} {:>9.4} {:>9.3} | {:>9.4} {:>9.4} {:>9.3} | {bits}",
        name,
        t_old,
        t_new,
        t_old / t_new,
        call_old,
        call_new,
        call_old / call_new,
    );
    *best = (best.0.min(t_old), best.1.min(t_new));
    bits.same()
}

/// The end of a comparison: an error where some pair's products differed (every pair
/// is measured and printed first).
fn differs(differ: bool) -> R<()> {
    if differ {
        return Err("the two kernels' products differ (the rows marked DIFFERENT)".into());
    }
    Ok(())
}

/// `--compare-ptx DIR`, FP8: this tree's FP8 candidates (per-tensor and block scales)
/// against the earlier commit's kernels of the same configuration and recipe
/// (`DIR/<name>.ptx`), as [`compare`] does for bf16; a recipe whose kernels `DIR` lacks is
/// skipped with a line saying so.
fn compare_fp8(g: &Gpu, dir: &std::path::Path) -> R<()> {
    use gemm_hopper::Scaling;
    use typed_ptx::Bf16;
    use typed_ptx::runtime::{Arg, GlobalAddr};
    let cands = gemm_hopper::host::fp8_candidates();
    let mut differ = false;
    let spin = load_kernel(g, Target::SM_80, probes::spin)?;
    let mut spin_run = || {
        // SAFETY: reads no memory.
        unsafe { spin.launch(&Launch::new(1, 32), (100_000u64,)) }.map_err(|e| e.to_string())
    };
    for scaling in [Scaling::Tensor, Scaling::Block] {
        let mut pairs = Vec::new();
        for r in gemm_hopper::host::load_fp8(g, &cands, scaling)
            .into_iter()
            .flatten()
        {
            let name = r.name();
            let path = dir.join(format!("{name}.ptx"));
            let Ok(ptx) = std::fs::read_to_string(&path) else {
                continue;
            };
            let gm = g
                .load_ptx(&ptx, &JitOptions::default())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            pairs.push((gm.function(&name).map_err(|e| e.to_string())?, r));
        }
        if pairs.is_empty() {
            println!(
                "FP8 {}: no earlier kernels in {}",
                scaling.name(),
                dir.display()
            );
            continue;
        }
        for (m, n, k) in [(8192, 8192, 8192), (4096, 7168, 16384)] {
            let code = |i: usize, s: usize| -> u8 {
                let x = (i * 2654435761 + s * 40503) >> 7;
                let (e, mt, sg) = (
                    (4 + x % 5) as u8,
                    ((x >> 3) & 7) as u8,
                    ((x >> 6) & 1) as u8,
                );
                (sg << 7) | (e << 3) | mt
            };
            let a: Vec<u8> = (0..m * k).map(|i| code(i, 1)).collect();
            let b: Vec<u8> = (0..n * k).map(|i| code(i, 2)).collect();
            let (la, lb) = scaling.lengths(m, n, k);
            let sa: Vec<f32> = (0..la).map(|i| 0.25 + (i % 7) as f32 * 0.125).collect();
            let sb: Vec<f32> = (0..lb).map(|j| 2.0 - (j % 5) as f32 * 0.25).collect();
            let e = |x: typed_ptx::runtime::Error| x.to_string();
            let (da, db) = (g.upload(&a).map_err(e)?, g.upload(&b).map_err(e)?);
            let (dsa, dsb) = (g.upload(&sa).map_err(e)?, g.upload(&sb).map_err(e)?);
            let mut c_old = g.alloc_zeros::<bf16>(m * n).map_err(e)?;
            let mut c_new = g.alloc_zeros::<bf16>(m * n).map_err(e)?;
            let s = g.stream().clone();
            /// # Safety
            /// `p` holds `len` elements of `T` that outlive every launch using the address.
            unsafe fn addr<T>(p: u64, len: usize) -> GlobalAddr<T> {
                // SAFETY: the caller's promise.
                unsafe { GlobalAddr::new(p, len) }
            }
            let (pa, _g1) = da.device_ptr(&s);
            let (pb, _g2) = db.device_ptr(&s);
            let (psa, _g3) = dsa.device_ptr(&s);
            let (psb, _g4) = dsb.device_ptr(&s);
            // SAFETY: each buffer holds its length and outlives every launch below (they
            // are waited for before the buffers drop).
            let (a_addr, b_addr) = unsafe { (addr::<u8>(pa, a.len()), addr::<u8>(pb, b.len())) };
            let (sa_addr, sb_addr) =
                unsafe { (addr::<f32>(psa, sa.len()), addr::<f32>(psb, sb.len())) };
            let flops = 2.0 * (m * n * k) as f64;
            println!("FP8 {} scales, {m} x {n} x {k}:", scaling.name());
            print_header();
            let ring = ring_kernels(dir);
            let mut best = (f64::MAX, f64::MAX);
            for (f_old, gm) in &pairs {
                let cfg = gm.cfg;
                let nan = vec![bf16::from_bits(0xffff); m * n];
                g.write(&mut c_old, &nan).map_err(e)?;
                g.write(&mut c_new, &nan).map_err(e)?;
                let split = if cfg.cluster { 2 } else { 1 };
                let (pc_old, _g5) = c_old.device_ptr(&s);
                let (pc_new, _g6) = c_new.device_ptr(&s);
                // SAFETY: as above.
                let (c_old_addr, c_new_addr) =
                    unsafe { (addr::<Bf16>(pc_old, m * n), addr::<Bf16>(pc_new, m * n)) };
                // SAFETY: as above.
                let (ab, mc) = unsafe {
                    (
                        OldOperands::new(
                            g,
                            ring,
                            (a_addr, b_addr),
                            (m, n, k),
                            (cfg.bm, cfg.bn / split),
                        )?,
                        gemm_hopper::host::addr_map(g, c_old_addr, (m, n), (64, 64))?,
                    )
                };
                let launch = cfg.launch(m, n, g.info().sm_count);
                let mut run_old = || -> R<()> {
                    let [ma, mb] = ab.args();
                    let mut args = [
                        ma,
                        mb,
                        Arg::tensor_map(&mc),
                        Arg::Addr(c_old_addr.addr()),
                        Arg::value(m as u32),
                        Arg::value(n as u32),
                        Arg::value(k as u32),
                        Arg::Addr(sa_addr.addr()),
                        Arg::Addr(sb_addr.addr()),
                    ];
                    // SAFETY: the earlier commit's kernel of this configuration and
                    // recipe, launched as its host code did.
                    unsafe { f_old.launch(&launch, &mut args) }.map_err(|e| e.to_string())
                };
                let args = gemm_hopper::host::Fp8Args {
                    a: a_addr,
                    b: b_addr,
                    c: c_new_addr,
                    scale_a: sa_addr,
                    scale_b: sb_addr,
                };
                // SAFETY: as above.
                let mut run_new = || unsafe { gm.run(g, args, (m, n, k)) };
                let times = time_both(g, &mut spin_run, (&mut run_old, &mut run_new))?;
                let bits = Bits::download(g, &c_old, &c_new)?;
                differ |= !tally(&gm.name(), times, &bits, &mut best);
            }
            print_best(flops, best.0, best.1);
        }
    }
    differs(differ)
}

/// Whether the earlier commit's kernels are the typed ring's (`DIR/ring`, which
/// `scripts/gemm-baseline.sh` writes for such a commit): they load A and B in boxes of
/// [`gemm_hopper::BOX_ROWS`] rows, and the FP8 kernels address their operands in 4-byte
/// packs. Before it, the boxes were a tile's rows and the FP8 maps were of bytes.
fn ring_kernels(dir: &std::path::Path) -> bool {
    dir.join("ring").exists()
}

/// The tensor maps of A and B an earlier commit's FP8 kernel takes ([`ring_kernels`]).
enum OldOperands {
    Bytes([typed_ptx::runtime::TensorMapArg<'static, u8, 2>; 2]),
    Packs([typed_ptx::runtime::TensorMapArg<'static, typed_ptx::E4m3x4, 2>; 2]),
}

impl OldOperands {
    /// # Safety
    /// As for [`gemm_hopper::host::addr_map`].
    unsafe fn new(
        g: &Gpu,
        ring: bool,
        (a, b): (
            typed_ptx::runtime::GlobalAddr<u8>,
            typed_ptx::runtime::GlobalAddr<u8>,
        ),
        (m, n, k): (usize, usize, usize),
        (bm, bn): (u32, u32),
    ) -> R<OldOperands> {
        use gemm_hopper::host::{addr_map, fp8_packs};
        let rows = gemm_hopper::BOX_ROWS;
        // SAFETY: the caller's promise.
        unsafe {
            Ok(if ring {
                OldOperands::Packs([
                    addr_map(g, fp8_packs(a), (m, k / 4), (32, rows))?,
                    addr_map(g, fp8_packs(b), (n, k / 4), (32, rows))?,
                ])
            } else {
                OldOperands::Bytes([
                    addr_map(g, a, (m, k), (128, bm))?,
                    addr_map(g, b, (n, k), (128, bn))?,
                ])
            })
        }
    }

    fn args(&self) -> [typed_ptx::runtime::Arg<'_>; 2] {
        use typed_ptx::runtime::Arg;
        match self {
            OldOperands::Bytes([a, b]) => [Arg::tensor_map(a), Arg::tensor_map(b)],
            OldOperands::Packs([a, b]) => [Arg::tensor_map(a), Arg::tensor_map(b)],
        }
    }
}

/// The column headings of [`tally`]'s rows.
fn print_header() {
    println!(
        "  {:<44} {:>9} {:>9} {:>9} | {:>9} {:>9} {:>9} | bits",
        "kernel", "old GPU", "new GPU", "old/new", "old call", "new call", "old/new"
    );
}

/// The best of each side: its time, its rate, and their ratio.
fn print_best(flops: f64, best_old: f64, best_new: f64) {
    println!(
        "  best: old {best_old:.4} ms ({:.0} TFLOP/s), new {best_new:.4} ms ({:.0} TFLOP/s): new runs at {:.3}x the old speed (GPU time)",
        flops / best_old / 1e9,
        flops / best_new / 1e9,
        best_old / best_new
    );
}

/// `old` and `new` timed in alternation for `--compare-ptx`: their GPU times behind the
/// spin kernel and their times per call (ms).
fn time_both(
    g: &Gpu,
    spin: &mut dyn FnMut() -> R<()>,
    (old, new): (&mut dyn FnMut() -> R<()>, &mut dyn FnMut() -> R<()>),
) -> R<[f64; 4]> {
    let t = queued(g, &mut || Ok(()), spin, &mut [&mut *old, &mut *new])?;
    let (call_old, call_new) = pair(g, &mut || Ok(()), old, new)?;
    g.synchronize().map_err(|e| e.to_string())?;
    Ok([t[0], t[1], call_old, call_new])
}

/// How two products compare, bit for bit: how many elements differ, and the largest
/// difference relative to the old product's largest magnitude.
struct Bits {
    differ: usize,
    of: usize,
    largest: f64,
}

impl Bits {
    /// The products of the old and the new kernel, downloaded and compared.
    fn download(
        g: &Gpu,
        old: &typed_ptx::runtime::CudaSlice<bf16>,
        new: &typed_ptx::runtime::CudaSlice<bf16>,
    ) -> R<Bits> {
        let e = |e: typed_ptx::runtime::Error| e.to_string();
        Ok(Bits::of(
            &g.download(old).map_err(e)?,
            &g.download(new).map_err(e)?,
        ))
    }

    fn of(old: &[bf16], new: &[bf16]) -> Bits {
        let scale = old.iter().map(|v| v.to_f64().abs()).fold(0.0, f64::max);
        let mut bits = Bits {
            differ: 0,
            of: old.len(),
            largest: 0.0,
        };
        for (o, n) in old.iter().zip(new) {
            if o.to_bits() != n.to_bits() {
                bits.differ += 1;
                let d = (o.to_f64() - n.to_f64()).abs() / scale;
                // A NaN on either side counts as the largest difference there is.
                bits.largest = if d.is_nan() {
                    f64::INFINITY
                } else {
                    bits.largest.max(d)
                };
            }
        }
        bits
    }

    fn same(&self) -> bool {
        self.differ == 0
    }
}

impl std::fmt::Display for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.same() {
            write!(f, "same")
        } else {
            write!(
                f,
                "DIFFERENT: {} of {}, largest by {:.2e} of the largest magnitude",
                self.differ, self.of, self.largest
            )
        }
    }
}
