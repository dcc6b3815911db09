//! The kernels of the benchmark (issue 9: `examples/kernels/*.rs`) emitted for their
//! targets and checked by `ptxas`, without a GPU: every CI run checks them. Their
//! results are checked on the GPU by the examples and by `benches/kernels.rs`.

mod common;

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[path = "../examples/kernels/probes.rs"]
mod probes;
#[allow(dead_code)]
#[path = "../examples/kernels/reduce.rs"]
mod reduce;

use typed_ptx::{Module, Target};

fn check(test: &str, m: &Module, targets: &[&str]) -> String {
    let ptx = m
        .emit()
        .unwrap_or_else(|e| panic!("{test}: the builder refused the kernel:\n{e}"));
    common::assert_snapshot(&format!("examples/{test}.ptx"), &ptx);
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

/// The bench's measuring kernels: the spin (sm_80) and the bulk read (sm_90).
#[test]
fn probes_pass_ptxas() {
    let mut m = Module::new(Target::SM_80);
    probes::spin(&mut m);
    let ptx = check("spin", &m, &["sm_80", "sm_90"]);
    assert!(ptx.contains("%globaltimer"), "{ptx}");
    let mut m = Module::new(Target::SM_90);
    probes::bulk_read(&mut m);
    let ptx = check("bulk_read", &m, &["sm_90"]);
    for needle in [
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes",
        "mbarrier.arrive.expect_tx.shared::cta.b64",
        ".extern .shared .align 16 .u32 bulk_buf[];",
    ] {
        assert!(ptx.contains(needle), "no `{needle}` in\n{ptx}");
    }
}

#[test]
fn gemm_ampere_candidates_pass_ptxas() {
    let cands = gemm_ampere::candidates();
    assert!((4..=8).contains(&cands.len()), "{} candidates", cands.len());
    for cfg in &cands {
        let name = cfg.name();
        let mut m = Module::new(Target::SM_80);
        gemm_ampere::gemm_ampere(&mut m, cfg).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ptx = check(&name, &m, &["sm_80", "sm_90"]);
        // Per thread: m16 blocks and x4 B loads of a warp tile, k16 steps of a slice, and
        // 16-byte chunks of a slice of A and of B.
        let (mi, nb) = ((cfg.wm / 16) as usize, (cfg.wn / 16) as usize);
        let steps = (cfg.bk / 16) as usize;
        let chunks = ((cfg.bm + cfg.bn) * cfg.bk / 8 / cfg.threads()) as usize;
        // The fragments of the first k16 step before the loop, then one step ahead in it.
        assert_eq!(
            ptx.matches("ldmatrix.sync.aligned.m8n8.x4").count(),
            (steps + 1) * (mi + nb),
            "{name}"
        );
        assert_eq!(
            ptx.matches("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32")
                .count(),
            steps * mi * 2 * nb,
            "{name}"
        );
        // The prologue's stages - 1 slices and the loop's one.
        assert_eq!(
            ptx.matches("cp.async.cg.shared.global").count(),
            chunks * cfg.stages as usize,
            "{name}"
        );
        assert_eq!(ptx.matches("bar.sync").count(), 2, "{name}");
        // The emission is deterministic.
        let mut again = Module::new(Target::SM_80);
        gemm_ampere::gemm_ampere(&mut again, cfg).unwrap();
        assert_eq!(again.emit().unwrap(), ptx, "{name}");
    }
}

#[test]
fn gemm_ampere_refuses_bad_configs() {
    let good = gemm_ampere::candidates()[0];
    assert_eq!(good.validate(), Ok(()));
    let bad = [
        (gemm_ampere::Config { bm: 96, ..good }, "bm = 96"),
        (gemm_ampere::Config { wn: 16, ..good }, "warp tile"),
        (
            gemm_ampere::Config {
                wm: 32,
                wn: 32,
                ..good
            },
            "warp tile",
        ),
        (
            gemm_ampere::Config {
                bm: 256,
                bn: 256,
                ..good
            },
            "warps",
        ),
        (gemm_ampere::Config { bk: 16, ..good }, "bk = 16"),
        (gemm_ampere::Config { stages: 6, ..good }, "6 stages"),
        (gemm_ampere::Config { group_m: 0, ..good }, "group_m = 0"),
        (
            gemm_ampere::Config {
                bm: 256,
                bn: 128,
                wm: 64,
                wn: 64,
                bk: 64,
                stages: 5,
                ..good
            },
            "shared memory",
        ),
        (
            gemm_ampere::Config {
                bm: 64,
                bn: 64,
                wm: 32,
                wn: 64,
                ..good
            },
            "warps",
        ),
    ];
    for (cfg, rule) in bad {
        let e = cfg.validate().expect_err(&cfg.name());
        assert!(e.contains(rule), "{}: {e} (wanted {rule})", cfg.name());
        let mut m = Module::new(Target::SM_80);
        assert_eq!(gemm_ampere::gemm_ampere(&mut m, &cfg).err(), Some(e));
    }
    assert!(good.check_shape(200, 384, 96).is_ok());
    // N need not be whole tiles, but a multiple of 8 (a C column pair's block).
    assert!(good.check_shape(200, 200, 96).is_ok());
    let e = good.check_shape(200, 196, 96).unwrap_err();
    assert!(
        e.contains("N a multiple of 8") && e.contains("N = 200"),
        "{e}"
    );
    let e = good.check_shape(200, 384, 80).unwrap_err();
    assert!(e.contains("K of 32") && e.contains("K = 96"), "{e}");
    assert!(good.check_shape(0, 384, 96).is_err());
    assert_eq!(good.grid(200, 200), 2 * 2);
}

/// Issue 9: the benchmark kernels are written with typed instructions only.
#[test]
fn benchmark_kernels_use_no_raw() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/kernels");
    // Every file, the generators' parts in their folders too (gemm_hopper/).
    let mut todo = vec![dir.clone()];
    let (mut seen, mut parts) = (0, 0);
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                todo.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for bad in [".raw(", ".raw_requires(", "raw!("] {
                assert!(!text.contains(bad), "{} uses `{bad}`", path.display());
            }
            seen += 1;
            parts += usize::from(d != dir);
        }
    }
    assert!(seen >= 2, "no kernels found in {}", dir.display());
    assert!(parts >= 6, "the Hopper GEMM's parts were not read");
}
