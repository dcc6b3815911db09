//! The GEMM kernels of issue 9 (`examples/kernels/gemm_hopper.rs` for sm_90a and
//! `examples/kernels/gemm_decode.rs` for M = 16), emitted for several configurations and
//! checked with `ptxas`, with no GPU: CI sees every form they use. Their GPU checks are
//! `cargo run --release --example gemm_hopper` (against an f64 product) and
//! `cargo bench --bench kernels` (against cuBLAS).

mod common;

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_decode.rs"]
mod gemm_decode;
#[allow(dead_code)]
#[path = "../examples/kernels/gemm_hopper.rs"]
mod gemm_hopper;

use gemm_hopper::Config;
use typed_ptx::{Module, Target};

fn cfg(bm: u32, bn: u32, stages: u32, group_m: u32) -> Config {
    Config {
        bm,
        bn,
        stages,
        group_m,
        tma_store: false,
        persistent: false,
        cluster: false,
        stream_k: false,
    }
}

#[test]
fn the_hopper_gemm_emits_for_sm_90a_and_ptxas_accepts_it() {
    for c in [
        cfg(128, 256, 4, 8),
        cfg(128, 128, 6, 16),
        cfg(256, 128, 3, 8),
        // The 192-wide tile: both epilogues, persistent, and the 2-CTA cluster.
        cfg(128, 192, 5, 8),
        Config {
            tma_store: true,
            ..cfg(128, 192, 5, 8)
        },
        cfg(256, 192, 4, 8),
        Config {
            tma_store: true,
            persistent: true,
            ..cfg(128, 192, 4, 8)
        },
        Config {
            tma_store: true,
            cluster: true,
            ..cfg(128, 192, 4, 8)
        },
        // Stream-K.
        Config {
            tma_store: true,
            persistent: true,
            stream_k: true,
            ..cfg(128, 256, 3, 8)
        },
    ] {
        let mut m = Module::new(Target::SM_90A);
        gemm_hopper::gemm_hopper(&mut m, &c).unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        let ptx = m.emit().unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        common::assert_snapshot(&format!("examples/gemm_hopper/{}.ptx", c.name()), &ptx);
        let n = format!("wgmma.mma_async.sync.aligned.m64n{}k16.f32.bf16.bf16", c.bn);
        for needle in [
            ".target sm_90a",
            &format!(".visible .entry {}(", c.name()),
            ".param .align 64 .b8 a[128]",
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes",
            "mbarrier.arrive.expect_tx.shared::cta.b64",
            "mbarrier.try_wait.parity.shared::cta.b64",
            "wgmma.fence.sync.aligned;",
            &n,
            "wgmma.commit_group.sync.aligned;",
            if c.tma_store {
                "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"
            } else {
                "st.global.v4.u32"
            },
        ] {
            assert!(
                ptx.contains(needle),
                "{}: no `{needle}` in:\n{ptx}",
                c.name()
            );
        }
        if c.cluster {
            for needle in [
                ".reqnctapercluster 2, 1, 1",
                "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster",
                "mapa.shared::cluster.u32",
                "mbarrier.arrive.release.cluster.shared::cluster.b64",
                "barrier.cluster.wait",
            ] {
                assert!(
                    ptx.contains(needle),
                    "{}: no `{needle}` in:\n{ptx}",
                    c.name()
                );
            }
        }
        if c.stream_k {
            for needle in [
                ".global .align 16 .f32 sk_partials[8650752];",
                ".global .align 4 .u32 sk_counters[132];",
                "atom.acq_rel.gpu.global.add.u32",
                "st.relaxed.gpu.global.u32",
                "st.global.v4.f32",
                "ld.global.v4.f32",
            ] {
                assert!(
                    ptx.contains(needle),
                    "{}: no `{needle}` in:\n{ptx}",
                    c.name()
                );
            }
        }
        // No 64-bit division or remainder in any of them: ptxas makes it a call, and with
        // a call in the kernel the driver's JIT serializes every wgmma (the stream-K kernel
        // ran 19% slower on an H100 with its 64-bit slice arithmetic).
        for op in ["div.u64", "rem.u64", "div.s64", "rem.s64", "call"] {
            assert!(!ptx.contains(op), "{}: `{op}` in the kernel", c.name());
        }
        common::assert_ptxas_accepts(&c.name(), &ptx);
    }
}

#[test]
fn the_decode_gemm_emits_for_sm_80_and_sm_90a_and_ptxas_accepts_it() {
    for target in [Target::SM_80, Target::SM_90A] {
        let mut m = Module::new(target);
        let sm90 = target == Target::SM_90A;
        let cands: Vec<_> = gemm_decode::candidates()
            .into_iter()
            .filter(|c| sm90 || !c.needs_sm90())
            .collect();
        assert!(cands.iter().any(|c| c.stages > 0) == sm90);
        gemm_decode::gemm_decode_all(&mut m, &cands).unwrap_or_else(|e| panic!("{target}: {e}"));
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        common::assert_snapshot(&format!("examples/gemm_decode.{target}.ptx"), &ptx);
        let staged: &[&str] = if sm90 {
            &[
                "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes",
                "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
                ".extern .shared .align 16 .b16 decode_smem[];",
            ]
        } else {
            &[]
        };
        for needle in [
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            "ld.global.v4.b32",
            "cvt.rn.bf16.f32",
        ]
        .iter()
        .chain(staged)
        {
            assert!(ptx.contains(needle), "no `{needle}` in:\n{ptx}");
        }
        // A staged kernel alone needs sm_90: the sm_80 module refuses it.
        if !sm90 {
            let c = gemm_decode::candidates()
                .into_iter()
                .find(|c| c.stages > 0)
                .unwrap();
            let mut m = Module::new(target);
            gemm_decode::gemm_decode(&mut m, &c).unwrap();
            let e = m.emit().expect_err("a staged decode kernel on sm_80");
            assert!(e.to_string().contains("sm_90"), "{e}");
        }
        common::assert_ptxas_accepts(&format!("gemm_decode ({target})"), &ptx);
    }
}

#[test]
fn configurations_and_shapes_outside_the_kernels_are_errors() {
    for bad in [
        cfg(64, 128, 4, 8),
        cfg(128, 160, 4, 8),
        cfg(256, 256, 3, 8),
        cfg(256, 192, 5, 8), // 5 slots of 56 KiB do not fit
        cfg(128, 192, 6, 8), // 6 slots of 40 KiB do not fit
        Config {
            persistent: true,
            tma_store: true,
            ..cfg(128, 192, 5, 8)
        }, // 5 slots and a 48 KiB staging tile do not fit
        cfg(128, 256, 2, 8),
        cfg(128, 256, 5, 8), // 5 slots of 48 KiB do not fit
        cfg(128, 128, 4, 0),
        Config {
            persistent: true,
            ..cfg(128, 256, 3, 8)
        }, // persistent without the TMA store
        Config {
            persistent: true,
            tma_store: true,
            ..cfg(128, 256, 4, 8)
        }, // 4 slots and a staging tile do not fit
        Config {
            cluster: true,
            ..cfg(128, 256, 3, 5)
        }, // an odd raster group splits clusters
    ] {
        let mut m = Module::new(Target::SM_90A);
        let e = gemm_hopper::gemm_hopper(&mut m, &bad).err();
        assert!(e.is_some(), "{bad:?} was accepted");
    }
    let c = cfg(128, 256, 4, 8);
    assert!(c.smem_bytes() <= gemm_hopper::MAX_SMEM);
    assert!(c.check_shape(4096, 4096, 4096).is_ok());
    assert_eq!(c.grid(4096, 4096, 132), 32 * 16);
    // Edge tiles: any M, N and K multiples of 8, every configuration.
    let c2 = Config {
        cluster: true,
        tma_store: true,
        ..cfg(128, 256, 3, 8)
    };
    let p = Config {
        persistent: true,
        tma_store: true,
        ..cfg(128, 256, 3, 8)
    };
    for k in [c, c2, p] {
        for (m, n, kk) in [
            (4096, 4000, 4096),
            (4096, 4096, 4000),
            (200, 264, 136),
            (129, 392, 72),
            (1, 8, 8),
            (16, 4104, 4096),
            (128, 256, 64),
        ] {
            assert!(
                k.check_shape(m, n, kk).is_ok(),
                "{}: {m} x {n} x {kk}",
                k.name()
            );
        }
        // Still refused, each with the rule it breaks.
        for (m, n, kk, rule) in [
            (0, 4096, 4096, "empty"),
            (4096, 0, 4096, "empty"),
            (4096, 4096, 0, "empty"),
            (4096, 4100, 4096, "N a multiple of 8"),
            (4096, 4096, 4100, "K a multiple of 8"),
            (200, 262, 136, "N a multiple of 8"),
            (200, 264, 130, "K a multiple of 8"),
            (1 << 20, 1 << 12, 64, "32 bits"),
            (64, 64, 1 << 26, "32 bits"),
        ] {
            let e = k.check_shape(m, n, kk).expect_err("refused");
            assert!(e.contains(rule), "{}: {m} x {n} x {kk}: {e}", k.name());
        }
    }
    // The grid counts the edge tiles; a cluster's tile rows are rounded up to pairs.
    assert_eq!(c.tiles(200, 264), (2, 2));
    assert_eq!(c.grid(200, 264, 132), 4);
    assert_eq!(c.grid(4097, 4096, 132), 33 * 16);
    assert_eq!(c2.tiles(16, 4104), (2, 17));
    assert_eq!(c2.tiles(1100, 520), (10, 3));
    assert_eq!(c2.grid(129, 392, 132), 2 * 2);
    assert_eq!(p.grid(200, 264, 132), 4);
    assert_eq!(p.grid(1100, 520, 132), 27);
    assert_eq!(p.grid(4096, 4096, 132), 132);
    // 192-wide tiles: N still a multiple of 8, the tiles across counted rounding up.
    let w = cfg(128, 192, 5, 8);
    assert!(w.smem_bytes() <= gemm_hopper::MAX_SMEM);
    assert_eq!(w.name(), "gemm_hopper_128x192_s5_g8");
    assert_eq!(w.tiles(3000, 5000), (24, 27));
    assert_eq!(w.grid(3000, 5000, 132), 648);
    assert_eq!(w.tiles(200, 264), (2, 2));
    assert_eq!(w.tiles(129, 392), (2, 3));
    assert_eq!(w.tiles(512, 384), (4, 2));
    assert!(w.check_shape(129, 392, 72).is_ok());
    let e = w.check_shape(200, 196, 136).expect_err("refused");
    assert!(e.contains("N a multiple of 8"), "{e}");
    let wp = Config {
        persistent: true,
        tma_store: true,
        ..cfg(128, 192, 4, 8)
    };
    assert_eq!(wp.grid(3000, 5000, 132), 132);
    // Stream-K: one CTA per SM (at most STREAM_K_MAX_CTAS) however few the tiles, and K
    // bounded by its 32-bit slice arithmetic (132² · ceil(K / 64) < 2^32).
    let sk = Config {
        stream_k: true,
        ..wp
    };
    assert_eq!(sk.grid(200, 264, 132), 132);
    assert_eq!(sk.grid(200, 264, 200), gemm_hopper::STREAM_K_MAX_CTAS);
    assert!(sk.check_shape(256, 256, 15_775_808).is_ok());
    let e = sk.check_shape(256, 256, 15_775_816).unwrap_err();
    assert!(e.contains("without stream-K"), "{e}");
    assert!(wp.check_shape(256, 256, 15_775_816).is_ok());
    let mut m = Module::new(Target::SM_90A);
    let e = gemm_hopper::gemm_fp8(&mut m, &sk, gemm_hopper::Scaling::Tensor, 1).unwrap_err();
    assert!(e.contains("no stream-K"), "{e}");
    let e = gemm_hopper::gemm_hopper(
        &mut m,
        &Config {
            persistent: false,
            tma_store: true,
            ..sk
        },
    )
    .unwrap_err();
    assert!(e.contains("persistent"), "{e}");
    let wc = Config {
        cluster: true,
        tma_store: true,
        ..cfg(128, 192, 4, 8)
    };
    assert_eq!(wc.tiles(1100, 520), (10, 3));
    let mut m = Module::new(Target::SM_90A);
    let e = gemm_hopper::gemm_hopper(&mut m, &cfg(128, 160, 4, 8)).expect_err("bn = 160");
    assert!(e.contains("128, 192 or 256"), "{e}");
    let d = gemm_decode::DecodeConfig {
        nb: 2,
        ksplit: 8,
        unroll: 4,
        pipe: false,
        wide: false,
        stages: 0,
        cluster: 1,
    };
    assert!(d.check_shape(16, 4096, 4096).is_ok());
    assert!(d.check_shape(32, 4096, 4096).is_err());
    assert!(d.check_shape(16, 4096, 4000).is_err());
    // A cluster of 4 splits K in four: each range is whole steps of 4 warps × 32.
    let dc = gemm_decode::DecodeConfig {
        nb: 16,
        ksplit: 4,
        unroll: 1,
        cluster: 4,
        ..d
    };
    assert!(dc.check_shape(16, 4096, 4096).is_ok());
    assert!(dc.check_shape(16, 4096, 256).is_err());
    assert!(dc.check_shape(16, 4096 + 64, 4096).is_err());
    assert_eq!(
        (dc.grid(4096), dc.launch(4096).cluster),
        (128, Some([4, 1, 1]))
    );
    for bad in [
        (3, 8, 4, 1),
        (2, 0, 4, 1),
        (2, 8, 3, 1),
        (2, 8, 9, 1),
        (2, 33, 1, 1),
        (4, 32, 1, 1),
        // nb = 8 or 16 only in a cluster, unrolling 1 or 2 chunks; clusters of 2, 4, 8.
        (8, 4, 1, 1),
        (16, 4, 4, 4),
        (4, 8, 2, 3),
        (4, 8, 2, 16),
        // 8 warps' parts of 16 × 128: 64 KiB of static shared memory.
        (16, 8, 1, 4),
    ] {
        let c = gemm_decode::DecodeConfig {
            nb: bad.0,
            ksplit: bad.1,
            unroll: bad.2,
            pipe: false,
            wide: false,
            stages: 0,
            cluster: bad.3,
        };
        let mut m = Module::new(Target::SM_90A);
        assert!(gemm_decode::gemm_decode(&mut m, &c).is_err(), "{c:?}");
    }
}

#[test]
fn the_fp8_gemm_emits_for_sm_90a_and_ptxas_accepts_it_without_spills() {
    use gemm_hopper::Scaling;
    for scaling in [Scaling::Tensor, Scaling::Row, Scaling::Block] {
        for (c, every) in gemm_hopper::host::fp8_candidates() {
            let mut m = Module::new(Target::SM_90A);
            let made = gemm_hopper::gemm_fp8(&mut m, &c, scaling, every);
            if let Err(why) = scaling.accepts(&c, every) {
                // Block scales change along K every 128; a 256-wide tile is promoted
                // every slice, whatever the scales.
                assert!(
                    scaling == Scaling::Block || c.bn == 256,
                    "{c:?} pe{every}: {why}"
                );
                assert_ne!(every, 1, "{c:?} pe{every}: {why}");
                let e = made
                    .err()
                    .unwrap_or_else(|| panic!("{c:?} pe{every} took block scales"));
                assert_eq!(e, why);
                continue;
            }
            made.unwrap_or_else(|e| panic!("{c:?}: {e}"));
            let ptx = m.emit().unwrap_or_else(|e| panic!("{c:?}: {e}"));
            for needle in [
                "wgmma.mma_async.sync.aligned.m64n",
                "k32.f32.e4m3.e4m3",
                ".tensormap",
                "wgmma.wait_group.sync.aligned \t0",
            ] {
                assert!(ptx.contains(needle), "{c:?}: no `{needle}`");
            }
            // The promoted accumulator doubles the consumers' accumulator registers: the
            // candidates are the tiles where that fits (fp8_candidates), with no spills
            // and no serialized wgmma (ptxas's C7514/C7515 notes).
            if !compiles_cleanly(&format!("{c:?} pe{every}"), &ptx) {
                return;
            }
        }
    }
    // The interval is 1, 2 or 4 slices.
    let mut m = Module::new(Target::SM_90A);
    let e = gemm_hopper::gemm_fp8(&mut m, &cfg(128, 128, 6, 8), Scaling::Tensor, 3)
        .err()
        .unwrap();
    assert!(e.contains("1, 2 or 4"), "{e}");
    // A 256-wide tile's promoted and whole fresh accumulators (2 × 128 registers) would
    // not fit a consumer: it is promoted every slice, a quarter at a time, with any
    // scales, and a longer interval is refused.
    for scaling in [Scaling::Tensor, Scaling::Row, Scaling::Block] {
        let e = gemm_hopper::gemm_fp8(&mut m, &cfg(128, 256, 4, 8), scaling, 2)
            .err()
            .unwrap();
        assert!(e.contains("every slice (not 2)"), "{e}");
    }
    for bn in [128, 192, 256] {
        let mut m = Module::new(Target::SM_90A);
        assert!(gemm_hopper::gemm_fp8(&mut m, &cfg(128, bn, 4, 8), Scaling::Block, 1).is_ok());
        if bn == 256 {
            continue; // 256 × 256 is no tile shape (`SHAPES`)
        }
        // 256 rows: two m64 blocks a consumer, twice the accumulators (review finding).
        let e = gemm_hopper::gemm_fp8(&mut m, &cfg(256, bn, 3, 8), Scaling::Block, 1)
            .err()
            .unwrap_or_else(|| panic!("256 x {bn} took block scales"));
        assert!(e.contains("tiles of 128 rows (not 256)"), "{e}");
    }
}

#[test]
fn the_bf16_gemm_is_unchanged_by_the_fp8_generator() {
    // gemm_hopper and gemm_fp8 share one body: the bf16 kernels keep their snapshot.
    let mut m = Module::new(Target::SM_90A);
    gemm_hopper::gemm_hopper(&mut m, &cfg(128, 256, 4, 8)).unwrap();
    let ptx = m.emit().unwrap();
    assert!(ptx.contains("k16.f32.bf16.bf16") && !ptx.contains("e4m3"));
}

/// Compiles `ptx` with `ptxas -v` for sm_90a and checks that it has no spills and no
/// serialized `wgmma` (ptxas's "Potential Performance Loss" notes). False when there is
/// no ptxas (the test then skips, saying so).
fn compiles_cleanly(what: &str, ptx: &str) -> bool {
    let Some(ptxas) = common::ptxas_or_skip(what) else {
        return false;
    };
    static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = std::env::temp_dir().join(format!("typed-ptx-gemm-{}-{n}.ptx", std::process::id()));
    std::fs::write(&file, ptx).unwrap();
    let out = std::process::Command::new(ptxas)
        .args(["-arch", "sm_90a", "-v", "-o", "/dev/null"])
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{what}: ptxas rejected it:\n{log}");
    // The whole phrase: "40 bytes spill stores" contains "0 bytes spill stores".
    let reports: Vec<&str> = log.lines().filter(|l| l.contains("spill stores")).collect();
    assert!(!reports.is_empty(), "{what}: no register report in:\n{log}");
    assert!(
        reports
            .iter()
            .all(|l| l.contains("stack frame, 0 bytes spill stores, 0 bytes spill loads")),
        "{what}: spills:\n{log}"
    );
    assert!(
        !log.contains("Performance Loss"),
        "{what}: ptxas's performance note:\n{log}"
    );
    true
}

/// Every bf16 tuner candidate (stream-K ones included) compiles with no spills and no
/// serialized `wgmma`: the tuner would only see a slow kernel.
#[test]
fn every_bf16_tuner_candidate_compiles_without_spills_or_serialized_wgmma() {
    for c in gemm_hopper::host::candidates() {
        let mut m = Module::new(Target::SM_90A);
        gemm_hopper::gemm_hopper(&mut m, &c).unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        let ptx = m.emit().unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        if !compiles_cleanly(&c.name(), &ptx) {
            return;
        }
    }
}

/// Review of issue 19 session 2, finding 8: every tile shape and stage count of `SHAPES`
/// makes a kernel that multiplies (bf16 and FP8), and only those validate: the list and
/// the kernels' dispatch come from one macro list, and a shape outside it is refused
/// rather than made into an empty kernel.
#[test]
fn every_listed_shape_makes_a_kernel_that_multiplies() {
    for &(bm, bn, stages) in gemm_hopper::SHAPES {
        let c = cfg(bm, bn, stages, 8);
        let mut m = Module::new(Target::SM_90A);
        gemm_hopper::gemm_hopper(&mut m, &c).unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        let ptx = m.emit().unwrap();
        let want = format!("wgmma.mma_async.sync.aligned.m64n{bn}k16.f32.bf16.bf16");
        assert!(ptx.contains(&want), "{}: no {want}", c.name());
        let mut m = Module::new(Target::SM_90A);
        gemm_hopper::gemm_fp8(&mut m, &c, gemm_hopper::Scaling::Tensor, 1)
            .unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        let ptx = m.emit().unwrap();
        // A 256-wide FP8 tile is promoted a quarter at a time: its `wgmma`s are N = 64.
        let n = if bn == 256 { 64 } else { bn };
        let want = format!("wgmma.mma_async.sync.aligned.m64n{n}k32.f32.e4m3.e4m3");
        assert!(ptx.contains(&want), "{}: no {want}", c.name());
    }
    for bm in [64, 128, 256] {
        for bn in [64, 128, 192, 256] {
            for stages in 1..=8 {
                let listed = gemm_hopper::SHAPES.contains(&(bm, bn, stages));
                assert_eq!(
                    cfg(bm, bn, stages, 8).validate().is_ok(),
                    listed,
                    "{bm} x {bn}, {stages} stages"
                );
            }
        }
    }
}
