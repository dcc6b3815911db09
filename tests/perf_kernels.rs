//! The kernels of the benchmark (issue 9: `examples/kernels/*.rs`) emitted for their
//! targets and checked by `ptxas`, without a GPU: every CI run checks them. Their
//! results are checked on the GPU by the examples and by `benches/kernels.rs`.

mod common;

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[allow(dead_code)]
#[path = "../examples/kernels/reduce.rs"]
mod reduce;

use typed_ptx::{Module, Target};

fn check(test: &str, m: &Module, targets: &[&str]) -> String {
    let ptx = m
        .emit()
        .unwrap_or_else(|e| panic!("{test}: the builder refused the kernel:\n{e}"));
    if let Some(p) = common::ptxas_or_skip(test) {
        for arch in targets {
            if let Err(log) = common::ptxas_check(p, &ptx, arch) {
                panic!("{test}: ptxas rejected it for {arch}:\n{log}");
            }
        }
    }
    ptx
}

#[test]
fn reduce_passes_ptxas() {
    let mut m = Module::new(Target::SM_80);
    reduce::reduce_sum(&mut m);
    let ptx = check("reduce", &m, &["sm_80", "sm_90"]);
    assert!(ptx.contains("red.global.add.f32"), "{ptx}");
}

#[test]
fn gemm_ampere_passes_ptxas() {
    let mut m = Module::new(Target::SM_80);
    gemm_ampere::gemm_ampere(&mut m);
    let ptx = check("gemm_ampere", &m, &["sm_80", "sm_90"]);
    // Per K step of 32 per warp: 2 x (4 A + 2 B) ldmatrix.x4, 2 x 16 mma.sync.
    assert_eq!(
        ptx.matches("ldmatrix.sync.aligned.m8n8.x4").count(),
        12,
        "{ptx}"
    );
    assert_eq!(
        ptx.matches("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32")
            .count(),
        32
    );
    assert_eq!(ptx.matches("cp.async.cg.shared.global").count(), 4 * 3);
    // The emission is deterministic.
    let mut again = Module::new(Target::SM_80);
    gemm_ampere::gemm_ampere(&mut again);
    assert_eq!(again.emit().unwrap(), ptx);
}

/// Issue 9: the benchmark kernels are written with typed instructions only.
#[test]
fn benchmark_kernels_use_no_raw() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/kernels");
    let mut seen = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for bad in [".raw(", ".raw_requires(", "raw!("] {
            assert!(!text.contains(bad), "{} uses `{bad}`", path.display());
        }
        seen += 1;
    }
    assert!(seen >= 2, "no kernels found in {}", dir.display());
}
