//! The row kernels (`examples/kernels/rows.rs`): every case of `examples/rows.rs` in the
//! interpreter (always) and on the GPU (`#[ignore]`d without one), against f64
//! references; the check itself refuses a NaN; and each generator refuses a shape it
//! cannot run, saying why.
#![cfg(feature = "cuda")]

mod common;

#[path = "../examples/rows.rs"]
#[allow(dead_code)]
mod rows_example;

use rows_example::rows::{self, RowConfig};
use rows_example::{Case, Input, Op, cases, check_case, worst};
use typed_ptx::runtime::half::bf16;
use typed_ptx::{Bf16, Module, Target};

#[test]
fn every_case_in_the_interpreter() {
    for (case, h, w) in cases() {
        if let Err(e) = check_case(case, h, w, None) {
            panic!("{e}");
        }
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn every_case_on_the_gpu() {
    let g = common::gpu();
    for (case, h, w) in cases() {
        match check_case(case, h, w, Some(&g)) {
            Ok((_, Some(_))) => {}
            Ok((_, None)) => panic!("{case:?}: the GPU run did not happen"),
            Err(e) => panic!("{e}"),
        }
    }
}

#[test]
fn the_check_fails_on_nan_and_on_a_wrong_value() {
    let want = [0.25f64, 0.25, 0.5];
    assert_eq!(worst(&[0.25f32, 0.25, 0.5], &want, 3), 0.0);
    assert!(worst(&[0.25f32, f32::NAN, 0.5], &want, 3).is_nan());
    assert!(worst(&[0.25f32, 0.26, 0.5], &want, 3) > 0.03);
    // Against 0.5 · (1 + 2^-9), the correctly rounded bf16 (0.5, a quarter ulp off)
    // passes the bf16 tolerance and the next bf16 up (three quarters of an ulp) does not.
    let want = [0.25f64, 0.25, 0.5 * (1.0 + 1.0 / 512.0)];
    let b = |v| bf16::from_f64(v);
    let up = bf16::from_bits(b(0.5).to_bits() + 1);
    let tol = 1.0 / 256.0 + 2e-5;
    assert!(worst(&[b(0.25), b(0.25), b(want[2])], &want, 3) <= tol);
    assert!(worst(&[b(0.25), b(0.25), up], &want, 3) > tol);
}

#[test]
fn a_case_whose_kernel_is_wrong_fails() {
    // The LayerNorm of Offset inputs with RMSNorm's kernel: the check must catch it.
    let case = Case {
        op: Op::LayerNorm,
        rows: 2,
        n: 256,
        threads: 64,
        input: Input::Offset,
    };
    assert!(check_case(case, "f32", "f32", None).is_ok());
    let x = rows_example::inputs_of::<f32>(Input::Offset, 2, 256, 1);
    let w = vec![1.0f32; 256];
    let b = vec![0.0f32; 256];
    let want = rows_example::reference(Op::LayerNorm, &x, &w, &b, 256);
    let wrong = rows_example::run::<f32, f32>(
        Case {
            op: Op::RmsNorm,
            ..case
        },
        None,
        &x,
        &w,
        &b,
    )
    .unwrap();
    assert!(worst(&wrong, &want, 256) > 0.1);
}

#[test]
fn shapes_that_cannot_hold_a_row_are_refused() {
    let mut m = Module::new(Target::SM_80);
    let e = |r: Result<_, String>| r.err().unwrap_or_default();
    let msg = e(rows::softmax::<f32>(
        &mut m,
        RowConfig {
            n: 1002,
            threads: 64,
        },
    )
    .map(|_| ()));
    assert!(msg.contains("multiple of 4"), "{msg}");
    let msg = e(rows::softmax::<Bf16>(
        &mut m,
        RowConfig {
            n: 1 << 17,
            threads: 1024,
        },
    )
    .map(|_| ()));
    assert!(msg.contains("softmax_online"), "{msg}");
    let msg = e(rows::rmsnorm::<f32, f32>(
        &mut m,
        RowConfig {
            n: 128,
            threads: 1024,
        },
    )
    .map(|_| ()));
    assert!(msg.contains("more than the row needs"), "{msg}");
    let msg = e(rows::layernorm::<f32, Bf16>(
        &mut m,
        RowConfig {
            n: 4096,
            threads: 100,
        },
    )
    .map(|_| ()));
    assert!(msg.contains("whole warps"), "{msg}");
    let msg = e(rows::softmax_online::<f32>(&mut m, 2048).map(|_| ()));
    assert!(msg.contains("at most 1024"), "{msg}");
    // The tuner's candidates all build, and a row of 32768 f32 fits only 1024 threads.
    assert_eq!(
        RowConfig::candidates::<f32>(32768),
        vec![RowConfig {
            n: 32768,
            threads: 1024
        }]
    );
    let threads = |v: Vec<RowConfig>| v.into_iter().map(|c| c.threads).collect::<Vec<_>>();
    assert_eq!(
        threads(RowConfig::candidates::<f32>(4096)),
        [128, 160, 192, 224, 256, 352, 512, 1024]
    );
    assert_eq!(
        threads(RowConfig::candidates::<Bf16>(32768)),
        [512, 608, 704, 832, 1024]
    );
    assert!(RowConfig::candidates::<f32>(1 << 16).is_empty());
}

#[test]
fn every_candidate_passes_ptxas() {
    for n in [4096u32, 8192, 32768, 1000] {
        let mut m = Module::new(Target::SM_80);
        for c in RowConfig::candidates::<Bf16>(n) {
            rows::softmax::<Bf16>(&mut m, c).unwrap();
            rows::rmsnorm::<Bf16, f32>(&mut m, c).unwrap();
            rows::layernorm::<Bf16, Bf16>(&mut m, c).unwrap();
        }
        for c in RowConfig::candidates::<f32>(n) {
            rows::softmax::<f32>(&mut m, c).unwrap();
            rows::rmsnorm::<f32, Bf16>(&mut m, c).unwrap();
            rows::layernorm::<f32, f32>(&mut m, c).unwrap();
        }
        rows::softmax_online::<f32>(&mut m, 256).unwrap();
        rows::softmax_online::<Bf16>(&mut m, 1024).unwrap();
        let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
        common::assert_ptxas_accepts("every_candidate_passes_ptxas", &ptx);
    }
}

#[test]
fn short_rows_have_candidates() {
    // Review finding: rows of at most 128 f32 or 256 bf16 values had no CTA size (64 threads
    // and up all leave a warp idle), so the norms were refused and softmax took the
    // two-pass kernel.
    for n in [4u32, 32, 64, 128, 256] {
        let f = RowConfig::candidates::<f32>(n);
        assert!(!f.is_empty(), "f32 rows of {n}: no candidate");
        assert!(f.iter().all(|c| c.check::<f32>().is_ok()));
    }
    for n in [8u32, 64, 128, 256, 512] {
        assert!(
            !RowConfig::candidates::<Bf16>(n).is_empty(),
            "bf16 rows of {n}: no candidate"
        );
    }
}
