//! Writes the PTX of the bf16 GEMM tuner's candidates and of the FP8 tuner's (per-tensor
//! and block scales) into a directory (`<kernel name>.ptx`, one module each). `scripts/gemm-baseline.sh` copies it into a checkout of an
//! earlier commit to record that commit's kernels for `benches/kernels --compare-ptx`,
//! which times them against this tree's in one process.

#[allow(dead_code)]
#[path = "kernels/gemm_hopper.rs"]
mod kernel;

use typed_ptx::{Module, Target};

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: gemm_emit DIR");
        std::process::exit(2);
    };
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{dir}: {e}"));
    for cfg in kernel::host::candidates() {
        let mut m = Module::new(Target::SM_90A);
        kernel::gemm_hopper(&mut m, &cfg).unwrap_or_else(|e| panic!("{}: {e}", cfg.name()));
        let ptx = m.emit().unwrap_or_else(|e| panic!("{}: {e}", cfg.name()));
        let path = format!("{dir}/{}.ptx", cfg.name());
        std::fs::write(&path, ptx).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    // The FP8 tuner's candidates with per-tensor and block scales (those the generator
    // makes: block scales need promotion every slice, as 256-wide tiles do).
    for scaling in [kernel::Scaling::Tensor, kernel::Scaling::Block] {
        for (cfg, every) in kernel::host::fp8_candidates() {
            let mut m = Module::new(Target::SM_90A);
            if kernel::gemm_fp8(&mut m, &cfg, scaling, every).is_err() {
                continue;
            }
            let name = kernel::fp8_name(&cfg, scaling, every);
            let ptx = m.emit().unwrap_or_else(|e| panic!("{name}: {e}"));
            let path = format!("{dir}/{name}.ptx");
            std::fs::write(&path, ptx).unwrap_or_else(|e| panic!("{path}: {e}"));
        }
    }
}
