//! The quickstart: build a kernel with the typed builder, print its PTX, check it with
//! `ptxas` when one is available (`Module::check_with_ptxas`: `$PTXAS`, `.tools/venv` from
//! `scripts/setup-tools.sh`, `PATH` or the CUDA toolkit), and, when an NVIDIA GPU is
//! present, run it and check its results.
//!
//! The kernel is `saxpy` over `n` floats, `y[i] = a * x[i] + y[i]`, with its pointer
//! parameters typed as `.global` and a guard for the tail. Its Rust signature
//! `(Ptr<Global, f32>, Ptr<Global, f32>, Reg<f32>, Reg<u32>)` is also the type of its
//! launch arguments: two `f32` device buffers, an `f32` and a `u32`.
//!
//! Then it runs the kernel in the interpreter (`typed_ptx::sim`: on the CPU, with the
//! same launch shape and arguments) and checks its results, GPU or not.
//!
//! Exits 1 if `ptxas` rejects the PTX or the interpreter's or the GPU's results are
//! wrong; without a GPU the GPU run is skipped with the reason (exit 1 then only with
//! `--require-gpu`).

use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::*;

pub type SaxpyParams = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<f32>, Reg<u32>);

pub fn saxpy(target: Target) -> (Module, KernelRef<SaxpyParams>) {
    let mut m = Module::new(target);
    let k = m.kernel("saxpy", |k, (y, x, a, n): SaxpyParams| {
        let (ctaid, ntid, tid) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
        let i = k.mad_lo(ctaid, ntid, tid);
        let inside = k.setp(Cmp::Lt, i, n);
        k.if_then(inside, |k| {
            let xi = k.index(x, i);
            let yi = k.index(y, i);
            let xv = k.ld_nc(xi);
            let yv = k.ld(yi);
            let r = k.fma(a, xv, yv);
            k.st(yi, r);
        });
    });
    (m, k)
}

/// Runs saxpy on GPU 0 over a million floats and compares with the host's `mul_add`
/// (the same single rounding as `fma.rn.f32`). `Ok(false)` when there is no GPU.
fn run_on_gpu(target: Target) -> Result<bool, String> {
    let gpu = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("GPU run: skipped: {e}");
            return Ok(false);
        }
    };
    let info = gpu.info();
    let (m, k) = saxpy(target);
    let module = gpu.load(&m).map_err(|e| e.to_string())?;
    let f = module.kernel(&k).map_err(|e| e.to_string())?;
    let n: u32 = 1 << 20;
    let a = 2.5f32;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.25).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 77) as f32 - 3.0).collect();
    let dx = gpu.upload(&x).map_err(|e| e.to_string())?;
    let mut dy = gpu.upload(&y).map_err(|e| e.to_string())?;
    let block = 256;
    // SAFETY: the kernel reads x[i] and updates y[i] for i < n only; both hold n floats.
    unsafe { f.launch(&Launch::new(n.div_ceil(block), block), (&mut dy, &dx, a, n)) }
        .map_err(|e| e.to_string())?;
    let got = gpu.download(&dy).map_err(|e| e.to_string())?;
    let bad = (0..n as usize)
        .filter(|&i| got[i].to_bits() != a.mul_add(x[i], y[i]).to_bits())
        .count();
    if bad > 0 {
        return Err(format!("{bad} of {n} results differ from a * x + y"));
    }
    eprintln!(
        "GPU run: saxpy over {n} floats on {} (compute capability {}.{}, driver {}): all {n} results equal a * x + y",
        info.name, info.capability.0, info.capability.1, info.driver
    );
    Ok(true)
}

/// Runs saxpy in the interpreter (`typed_ptx::sim`, on the CPU, no GPU needed) over
/// 10,000 floats and compares with the host's `mul_add`, bit for bit.
fn run_in_interpreter(target: Target) -> Result<(), String> {
    let (m, k) = saxpy(target);
    let n: u32 = 10_000;
    let a = 2.5f32;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.25).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 77) as f32 - 3.0).collect();
    let mut sim = sim::Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.upload(&y));
    let started = std::time::Instant::now();
    let stats = sim
        .run(&m, &k, &Launch::new(n.div_ceil(256), 256), (&sy, &sx, a, n))
        .map_err(|e| e.to_string())?;
    let got = sim.read(&sy);
    let bad = (0..n as usize)
        .filter(|&i| got[i].to_bits() != a.mul_add(x[i], y[i]).to_bits())
        .count();
    if bad > 0 {
        return Err(format!("{bad} of {n} results differ from a * x + y"));
    }
    eprintln!(
        "interpreter: saxpy over {n} floats on the CPU ({} thread instructions in {:.1?}): all {n} results equal a * x + y",
        stats.thread_instructions,
        started.elapsed()
    );
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let require_gpu = args.iter().any(|a| a == "--require-gpu");
    let target = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(|t| {
            Target::parse(t).unwrap_or_else(|| {
                eprintln!("`{t}` is not a target such as sm_80 or sm_90a");
                std::process::exit(2)
            })
        })
        .unwrap_or(Target::SM_80);
    // Emits the module and has ptxas check it (`Module::check_with_ptxas`); without a
    // ptxas, the PTX is still printed.
    let m = saxpy(target).0;
    match m.check_with_ptxas(target) {
        Ok(ptx) => {
            print!("{ptx}");
            eprintln!("ptxas: accepted for {target}");
        }
        Err(e @ ptxas::PtxasError::NotFound { .. }) => {
            if let Ok(ptx) = m.emit() {
                print!("{ptx}");
            }
            eprintln!("ptxas: skipped: {e}");
        }
        Err(e) => {
            if let Ok(ptx) = m.emit() {
                print!("{ptx}");
            }
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    if let Err(e) = run_in_interpreter(target) {
        eprintln!("interpreter run: FAILED: {e}");
        std::process::exit(1);
    }
    match run_on_gpu(target) {
        Ok(true) => {}
        Ok(false) if require_gpu => std::process::exit(1),
        Ok(false) => {}
        Err(e) => {
            eprintln!("GPU run: FAILED: {e}");
            std::process::exit(1);
        }
    }
}
