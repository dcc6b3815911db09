#![allow(dead_code)]
//! Shared by the kernel examples (`reduce_block`, `sgemm_tiled`, `histogram`, the GEMMs …)
//! and `benches/kernels.rs`: check the PTX with `ptxas` when one is found, get a GPU or say
//! why the run is skipped, and check the GEMMs' guard rows.

use typed_ptx::ptxas::PtxasError;
use typed_ptx::runtime::Gpu;
use typed_ptx::runtime::half::bf16;
use typed_ptx::{Module, Target};

/// Emits `m`, has `ptxas` check it for `target` (`Module::check_with_ptxas`: `$PTXAS`,
/// `.tools/venv`, `PATH` or the CUDA toolkit), and prints the PTX with `--ptx`. Exits 1
/// on a builder error or a rejection; without a `ptxas` the check is skipped, visibly.
pub fn check(m: &Module, target: Target) -> String {
    let checked = m.check_with_ptxas(target);
    let ptx = match &checked {
        Ok(ptx) => ptx.clone(),
        Err(PtxasError::Build(e)) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
        Err(_) => or_exit(m.emit()),
    };
    if std::env::args().any(|a| a == "--ptx") {
        print!("{ptx}");
    }
    match checked {
        Ok(_) => eprintln!("ptxas: accepted for {target}"),
        Err(e @ PtxasError::NotFound { .. }) => eprintln!("ptxas: skipped: {e}"),
        Err(e) => {
            eprintln!("ptxas: {e}");
            std::process::exit(1)
        }
    }
    ptx
}

/// GPU 0, or `None` after saying why not (exit 1 instead with `--require-gpu`).
pub fn gpu() -> Option<Gpu> {
    match Gpu::new(0) {
        Ok(g) => Some(g),
        Err(e) => {
            eprintln!("GPU run: skipped: {e}");
            if std::env::args().any(|a| a == "--require-gpu") {
                std::process::exit(1);
            }
            None
        }
    }
}

/// GPU 0 when it is an sm_90 GPU, which runs `what`'s sm_90a code; otherwise `None`
/// after saying why not (exit 1 instead with `--require-gpu`).
pub fn sm90_gpu(what: &str) -> Option<Gpu> {
    let gpu = gpu()?;
    let (major, minor) = gpu.info().capability;
    if (major, minor) == (9, 0) {
        return Some(gpu);
    }
    eprintln!("GPU run: skipped: {what} is sm_90a code, this GPU is sm_{major}{minor}");
    if std::env::args().any(|a| a == "--require-gpu") {
        std::process::exit(1);
    }
    None
}

/// Exits 1 with `what` when `ok` is false, else prints it as passed.
pub fn verdict(ok: bool, what: &str) {
    if ok {
        eprintln!("GPU run: {what}: ok");
    } else {
        eprintln!("GPU run: {what}: FAILED");
        std::process::exit(1);
    }
}

/// Rows of C past M that the GEMM examples fill with [`GUARD`] before a run: a whole
/// 256-row tile.
pub const GUARD_ROWS: usize = 256;

/// What C's guard rows hold before a run: the bf16 NaN of bits 0xffff (C is filled with it
/// too, so an element a kernel leaves unwritten stays NaN).
pub const GUARD: bf16 = bf16::from_bits(0xffff);

/// The verdict on C's guard rows, `c[m * n..]`: every one still [`GUARD`], so the kernel
/// `name` stored nothing past row M (the first stray row is printed if it did).
pub fn guard_rows_untouched(name: &str, (m, n, k): (usize, usize, usize), c: &[bf16]) {
    let past = c[m * n..]
        .iter()
        .position(|v| v.to_bits() != GUARD.to_bits());
    if let Some(p) = past {
        eprintln!("{name}: a store at row {}, past M = {m}", m + p / n);
    }
    verdict(
        past.is_none(),
        &format!("{name} {m} x {n} x {k} writes nothing past row M"),
    );
}

/// Turns any error into a message and exit 1.
pub fn or_exit<T, E: std::fmt::Display>(r: Result<T, E>) -> T {
    r.unwrap_or_else(|e| {
        eprintln!("GPU run: FAILED: {e}");
        std::process::exit(1)
    })
}
