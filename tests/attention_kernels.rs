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
