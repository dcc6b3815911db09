//! The sm_90a attention kernels (`examples/kernels/attention_hopper.rs`): every
//! configuration emits, and ptxas compiles it for sm_90a with no spills and no
//! serialized `wgmma` (ptxas's "Potential Performance Loss" notes); configurations the
//! generator does not build are errors.

mod common;

#[allow(dead_code)]
#[path = "../examples/kernels/attention_hopper.rs"]
mod attention_hopper;

use attention_hopper::{Config, configs, module};

#[test]
fn every_attention_kernel_compiles_without_spills_or_serialized_wgmma() {
    let all = configs();
    assert_eq!(all.len(), 72);
    let Some(ptxas) =
        common::ptxas_or_skip("every_attention_kernel_compiles_without_spills_or_serialized_wgmma")
    else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("typed-ptx-attention-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let jobs: Vec<_> = all
        .into_iter()
        .map(|cfg| {
            let (m, smem) = module(cfg).unwrap_or_else(|e| panic!("{}: {e}", cfg.name()));
            // Q, K and V tiles, 1 KiB for the alignment: at most what a CTA may have.
            let tiles = 2 * 64 * cfg.d * 2 + 2 * 2 * cfg.bn * cfg.d * 2;
            assert_eq!(smem, tiles + 1024, "{}", cfg.name());
            assert!(smem <= 227 * 1024, "{}", cfg.name());
            let ptx = m.emit().unwrap_or_else(|e| panic!("{}: {e}", cfg.name()));
            for needle in [
                "wgmma.mma_async.sync.aligned.m64n",
                "k16.f32.bf16.bf16",
                "cp.async.bulk.tensor.3d.shared::cluster.global.tile",
                "cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group",
                "setmaxnreg.inc.sync.aligned.u32 \t240",
                "ex2.approx",
            ] {
                assert!(ptx.contains(needle), "{}: no `{needle}`", cfg.name());
            }
            let file = dir.join(format!("{}.ptx", cfg.name()));
            std::fs::write(&file, ptx).unwrap();
            (cfg, file)
        })
        .collect();
    let handles: Vec<_> = jobs
        .chunks(jobs.len().div_ceil(2))
        .map(|chunk| {
            let chunk = chunk.to_vec();
            let ptxas = ptxas.to_path_buf();
            std::thread::spawn(move || {
                for (cfg, file) in chunk {
                    let out = std::process::Command::new(&ptxas)
                        .args(["-arch", "sm_90a", "-v", "-o", "/dev/null"])
                        .arg(&file)
                        .output()
                        .unwrap();
                    let log = format!(
                        "{}{}",
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                    assert!(
                        out.status.success(),
                        "{}: ptxas rejected it:\n{log}",
                        cfg.name()
                    );
                    assert!(
                        log.contains("stack frame, 0 bytes spill stores, 0 bytes spill loads"),
                        "{}: spills:\n{log}",
                        cfg.name()
                    );
                    assert!(
                        !log.contains("Performance Loss"),
                        "{}: ptxas's note:\n{log}",
                        cfg.name()
                    );
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn configurations_the_generator_does_not_build_are_errors() {
    for (d, bn) in [(32, 64), (128, 192), (256, 64), (64, 96)] {
        let cfg = Config {
            d,
            bn,
            causal: false,
            overlap: false,
            persistent: false,
            pingpong: false,
        };
        let e = module(cfg)
            .err()
            .unwrap_or_else(|| panic!("d {d}, bn {bn} was built"));
        assert!(e.contains("no attention kernel"), "{e}");
    }
    let cfg = Config {
        d: 128,
        bn: 128,
        causal: false,
        overlap: false,
        persistent: false,
        pingpong: true,
    };
    let e = module(cfg).err().unwrap();
    assert!(e.contains("turn `overlap` on"), "{e}");
}

/// Review of issue 19, findings 4, 5 and 8: a call the kernel cannot take is refused with
/// the reason, before any launch, and sizes whose products overflow 64 bits are refused
/// too (they wrapped to 0 and passed the 2^32 guard).
#[test]
fn calls_the_kernels_cannot_take_are_refused() {
    use attention_hopper::{Sizes, check_call};
    let cfg = |persistent| Config {
        d: 128,
        bn: 128,
        causal: false,
        overlap: true,
        persistent,
        pingpong: true,
    };
    let ok = Sizes {
        batch: 2,
        heads: 16,
        kv_heads: 4,
        seq_q: 1000,
        seq_kv: 700,
        scale: 0.088,
    };
    let lens = |s: Sizes| {
        let (b, h, hk) = (s.batch as usize, s.heads as usize, s.kv_heads as usize);
        let (q, k) = (
            b * h * s.seq_q as usize * 128,
            b * hk * s.seq_kv as usize * 128,
        );
        [q, k, k, q, b * h * s.seq_q as usize]
    };
    assert_eq!(check_call(cfg(false), ok, lens(ok)), Ok(()));
    // Grid y holds at most 65535 heads: only the persistent kernel takes more.
    let many = Sizes {
        batch: 2048,
        heads: 32,
        kv_heads: 32,
        seq_q: 64,
        seq_kv: 64,
        ..ok
    };
    let e = check_call(cfg(false), many, lens(many)).unwrap_err();
    assert!(e.contains("65535"), "{e}");
    assert_eq!(check_call(cfg(true), many, lens(many)), Ok(()));
    // Products past 2^64.
    let huge = Sizes {
        batch: 1 << 30,
        heads: 1,
        kv_heads: 1,
        seq_q: 1 << 27,
        seq_kv: 1 << 27,
        ..ok
    };
    let e = check_call(cfg(true), huge, [usize::MAX; 5]).unwrap_err();
    assert!(e.contains("2^32"), "{e}");
    // A buffer too short, a bad scale, a causal call of two lengths.
    let mut short = lens(ok);
    short[4] -= 1;
    let e = check_call(cfg(false), ok, short).unwrap_err();
    assert!(e.contains("log-sum-exp"), "{e}");
    // Second review, finding 7: a scale whose base-2 form (scale · log2 e) overflows.
    for scale in [0.0, -1.0, f32::NAN, f32::INFINITY, f32::MAX, 3.0e38] {
        let e = check_call(cfg(false), Sizes { scale, ..ok }, lens(ok)).unwrap_err();
        assert!(e.contains("scale"), "{e}");
    }
    let causal = Config {
        causal: true,
        ..cfg(false)
    };
    let e = check_call(causal, ok, lens(ok)).unwrap_err();
    assert!(e.contains("one length"), "{e}");
}
