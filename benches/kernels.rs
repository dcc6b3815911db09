//! Kernels written with typed-ptx against the vendor libraries, in one process on one GPU
//! (issue 9). Today: the f32 sum of `examples/kernels/reduce.rs` over 64 MiB, 256 MiB and
//! 1 GiB, against cuBLAS `Sasum` on the same buffer (the same bytes read; cuBLAS through
//! cudarc, loaded at run time) and against the read rate of a device-to-device memcpy.
//! Then cuBLAS's bf16 GEMM (`cublasGemmEx`, f32 accumulate, bf16 out) on the GEMM shapes of
//! issue 9 against the typed-ptx GEMMs on the same inputs (`examples/kernels/gemm_ampere.rs`:
//! cp.async + ldmatrix + mma.sync), each checked against cuBLAS's result.
//! Medians of 30 timed runs after 3 warm-up runs, CUDA events around each run; clocks are
//! not locked, so only the ratios measured in one run mean much.
//!
//! `cargo bench --bench kernels` (prints SKIPPED without a GPU; `--require-gpu` makes that
//! an error; `--out DIR` writes the results as `DIR/kernels.csv` and a chart of the
//! ratios, `DIR/kernels.svg`, drawn with plotters). `scripts/gpu.sh` stages it for the
//! GPU machine; the committed results are in `docs/perf/`.

#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[path = "../examples/kernels/reduce.rs"]
mod reduce;

use typed_ptx::runtime::cudarc::cublas::{self, CudaBlas};
use typed_ptx::runtime::cudarc::driver::sys::CUevent_flags;
use typed_ptx::runtime::cudarc::driver::{DevicePtr, DevicePtrMut};
use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::{Module, Target};

type R<T> = Result<T, String>;

const WARMUP: usize = 3;
const RUNS: usize = 30;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
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

/// A bar per configuration: typed-ptx's speed over its baseline's, with the parity line.
fn write_chart(path: &std::path::Path, rows: &[Row], title: &str) -> R<()> {
    use plotters::prelude::*;
    let err = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let root = SVGBackend::new(path, (900, 420)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(&e))?;
    let top = rows.iter().map(Row::ratio).fold(1.2f64, f64::max) * 1.15;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(60)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..rows.len() as f64, 0f64..top)
        .map_err(|e| err(&e))?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_desc("speed / baseline")
        .draw()
        .map_err(|e| err(&e))?;
    chart
        .draw_series(rows.iter().enumerate().map(|(i, r)| {
            let color = if r.ratio() >= 1.0 {
                GREEN.mix(0.6)
            } else {
                RED.mix(0.6)
            };
            Rectangle::new(
                [(i as f64 + 0.15, 0.0), (i as f64 + 0.85, r.ratio())],
                color.filled(),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .draw_series(rows.iter().enumerate().map(|(i, r)| {
            Text::new(
                format!("{:.2}x", r.ratio()),
                (i as f64 + 0.3, r.ratio() + top * 0.03),
                ("sans-serif", 14),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .draw_series(rows.iter().enumerate().map(|(i, r)| {
            Text::new(
                format!("{} {} vs {}", r.bench, r.size, r.baseline_name),
                (i as f64 + 0.05, -top * 0.06),
                ("sans-serif", 12),
            )
        }))
        .map_err(|e| err(&e))?;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(0.0, 1.0), (rows.len() as f64, 1.0)],
            BLACK.stroke_width(1),
        )))
        .map_err(|e| err(&e))?;
    root.present().map_err(|e| err(&e))?;
    Ok(())
}

fn run(g: &Gpu, out_dir: Option<&std::path::Path>) -> R<()> {
    let mut rows = Vec::new();
    let info = g.info();
    println!(
        "GPU: {} (compute capability {}.{}, {} SMs), driver {}; clocks not locked",
        info.name, info.capability.0, info.capability.1, info.sm_count, info.driver
    );
    let (a, b) = info.capability;
    let target = Target {
        sm: a * 10 + b,
        arch_specific: false,
    };
    let mut m = Module::new(target);
    let k = reduce::reduce_sum(&mut m);
    let f = g
        .load(&m)
        .and_then(|m| m.kernel(&k))
        .map_err(|e| e.to_string())?;
    let stream = g.stream().clone();
    let blas =
        CudaBlas::new(stream.clone()).map_err(|e| format!("cuBLAS could not be loaded: {e:?}"))?;
    // The result stays on the device, so Sasum does not synchronise with the host.
    blas.set_pointer_mode(cublas::sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE)
        .map_err(|e| format!("{e:?}"))?;
    let ctx = g.context().clone();
    let ev = || {
        ctx.new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
            .map_err(|e| format!("{e:?}"))
    };
    let (e0, e1) = (ev()?, ev()?);
    let time = |what: &str, f: &mut dyn FnMut() -> R<()>| -> R<f64> {
        for _ in 0..WARMUP {
            f()?;
        }
        let mut t = Vec::new();
        for _ in 0..RUNS {
            e0.record(&stream).map_err(|e| format!("{e:?}"))?;
            f()?;
            e1.record(&stream).map_err(|e| format!("{e:?}"))?;
            e1.synchronize().map_err(|e| format!("{what}: {e:?}"))?;
            t.push(e0.elapsed_ms(&e1).map_err(|e| format!("{e:?}"))? as f64);
        }
        Ok(median(t))
    };
    println!("== f32 sum: typed-ptx reduce_sum against cuBLAS Sasum and a D2D memcpy's read rate");
    println!(
        "  {:>8}  {:>12} {:>12} {:>12}  {:>9} {:>9}  {:>10}",
        "size", "typed GB/s", "Sasum GB/s", "memcpy rd", "/Sasum", "/memcpy", "rel. error"
    );
    for bytes in [64usize << 20, 256 << 20, 1 << 30] {
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
    gemm(g, &blas, &time, &mut rows)?;
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

/// Times a closure on the stream: the median of its runs, in ms.
type Timer<'a> = dyn Fn(&str, &mut dyn FnMut() -> R<()>) -> R<f64> + 'a;

/// bf16 bits of an f32, round to nearest even.
fn bf16(x: f32) -> u16 {
    let b = x.to_bits();
    ((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16
}

/// The GEMM shapes of issue 9: (M, N, K) of C = A·Bᵀ, A M×K and B N×K row-major bf16.
const GEMM_SHAPES: [(usize, usize, usize); 6] = [
    (2048, 2048, 2048),
    (4096, 4096, 4096),
    (8192, 8192, 8192),
    (4096, 4096, 14336),
    (8192, 28672, 4096),
    (16, 4096, 4096),
];

/// The largest difference between two bf16 results, relative to cuBLAS's value (absolute
/// where that is below 1).
fn max_rel_bf16(got: &[u16], want: &[u16]) -> f64 {
    let f = |h: u16| f32::from_bits((h as u32) << 16) as f64;
    got.iter()
        .zip(want)
        .map(|(&x, &y)| (f(x) - f(y)).abs() / f(y).abs().max(1.0))
        .fold(0.0, f64::max)
}

/// cuBLAS's bf16 GEMM (f32 accumulate, bf16 out) on every shape, and the typed-ptx GEMMs
/// on the same inputs, checked against cuBLAS's result.
fn gemm(g: &Gpu, blas: &CudaBlas, time: &Timer, rows: &mut Vec<Row>) -> R<()> {
    use cublas::sys::{cublasComputeType_t, cublasGemmAlgo_t, cublasOperation_t, cudaDataType};
    let stream = g.stream().clone();
    blas.set_pointer_mode(cublas::sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)
        .map_err(|e| format!("{e:?}"))?;
    let mut am = Module::new(Target::SM_80);
    let ampere_ref = gemm_ampere::gemm_ampere(&mut am);
    let ampere = g
        .load(&am)
        .and_then(|m| m.kernel(&ampere_ref))
        .map_err(|e| e.to_string())?;
    println!(
        "== bf16 GEMM C = A·Bᵀ (f32 accumulate, bf16 out), TFLOP/s; error: max |typed - cuBLAS| / max(|cuBLAS|, 1)"
    );
    println!(
        "  {:>22}  {:>8} {:>13} {:>13} {:>8} {:>10}",
        "M x N x K", "cuBLAS", "typed Hopper", "typed Ampere", "/cuBLAS", "error"
    );
    for (m, n, k) in GEMM_SHAPES {
        let a: Vec<u16> = (0..m * k)
            .map(|i| bf16(((i as u32).wrapping_mul(2_654_435_761) >> 20) as f32 / 4096.0 - 0.5))
            .collect();
        let b: Vec<u16> = (0..n * k)
            .map(|i| bf16(((i as u32).wrapping_mul(40_503) >> 4 & 0xfff) as f32 / 4096.0 - 0.5))
            .collect();
        let da = g.upload(&a).map_err(|e| e.to_string())?;
        let db = g.upload(&b).map_err(|e| e.to_string())?;
        let mut dc = g.alloc_zeros::<u16>(m * n).map_err(|e| e.to_string())?;
        let (alpha, beta) = (1.0f32, 0.0f32);
        let t = time("cublasGemmEx", &mut || {
            let (ap, _ra) = da.device_ptr(&stream);
            let (bp, _rb) = db.device_ptr(&stream);
            let (cp, _rc) = dc.device_ptr_mut(&stream);
            // Row-major C (M×N) is column-major Cᵀ = B·Aᵀ: cuBLAS's "TN" GEMM with
            // m = N, n = M, B as the first operand (ld K) and A as the second (ld K).
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
                    bp as *const _,
                    cudaDataType::CUDA_R_16BF,
                    k as i32,
                    ap as *const _,
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
        })?;
        // Spot-check cuBLAS against an f64 dot product (the reference the typed GEMMs will
        // be compared with is cuBLAS's own result).
        let c = g.download(&dc).map_err(|e| e.to_string())?;
        let f = |h: u16| f32::from_bits((h as u32) << 16) as f64;
        for (i, j) in [(0, 0), (m - 1, n - 1), (m / 2, n / 3)] {
            let want: f64 = (0..k).map(|l| f(a[i * k + l]) * f(b[j * k + l])).sum();
            let got = f(c[i * n + j]);
            if (got - want).abs() > 1e-2 * want.abs().max(1.0) {
                return Err(format!(
                    "cuBLAS C[{i}][{j}] = {got}, the f64 product {want}"
                ));
            }
        }
        let tflops_of = |t: f64| 2.0 * (m * n * k) as f64 / t / 1e9;
        let tflops = tflops_of(t);
        let shape = format!("{m} x {n} x {k}");
        // The sm_80 path: cp.async + ldmatrix + mma.sync.
        let (amp_cell, amp_ratio, amp_err) =
            match gemm_ampere::unsupported(m as u32, n as u32, k as u32) {
                Some(_) => ("-".to_string(), "-".to_string(), "-".to_string()),
                None => {
                    let mut dt = g.alloc_zeros::<u16>(m * n).map_err(|e| e.to_string())?;
                    let cfg = Launch::new(1, gemm_ampere::THREADS)
                        .grid3(gemm_ampere::grid(m as u32, n as u32))
                        .shared(gemm_ampere::SHARED_BYTES);
                    let ta = time("gemm_ampere", &mut || {
                        // SAFETY: A is M×K, B N×K and C M×N bf16; N and K are multiples
                        // of the kernel's tile (`unsupported` said so).
                        unsafe {
                            ampere.launch(&cfg, (&mut dt, &da, &db, m as u32, n as u32, k as u32))
                        }
                        .map_err(|e| e.to_string())
                    })?;
                    let got = g.download(&dt).map_err(|e| e.to_string())?;
                    let err = max_rel_bf16(&got, &c);
                    rows.push(Row {
                        bench: "bf16 GEMM, Ampere path",
                        size: shape.clone(),
                        metric: "TFLOP/s",
                        typed: tflops_of(ta),
                        baseline_name: "cuBLAS",
                        baseline: tflops,
                        rel_err: err,
                    });
                    if err > 1e-2 {
                        return Err(format!(
                            "gemm_ampere {shape}: max relative error {err:.2e} against cuBLAS"
                        ));
                    }
                    (
                        format!("{:.1}", tflops_of(ta)),
                        format!("{:.3}", t / ta),
                        format!("{err:.2e}"),
                    )
                }
            };
        println!(
            "  {:>22}  {:>8.1} {:>13} {:>13} {:>8} {:>10}",
            shape, tflops, "not yet", amp_cell, amp_ratio, amp_err
        );
    }
    println!(
        "  (/cuBLAS: typed Ampere's speed over cuBLAS's; - : a shape the kernel does not take)"
    );
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
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
    if let Err(e) = run(&g, out_dir.as_deref()) {
        eprintln!("kernels: FAILED: {e}");
        std::process::exit(1);
    }
}
