//! `Module::check_with_ptxas` and `typed_ptx::ptxas`: an accepted module gives back its
//! PTX, a rejection carries ptxas's log, a builder error is the builder's, and a missing
//! or broken `ptxas` is an error that says where it looked and how to install one.
//!
//! One test: it changes the process's environment and current directory, which the
//! lookup reads, so nothing else may run beside it in this binary.

use typed_ptx::ptxas::{self, PtxasError};
use typed_ptx::*;

mod common;

fn one_store(target: Target) -> Module {
    let mut m = Module::new(target);
    m.kernel("one", |k, (out,): (Ptr<Global, u32>,)| k.st(out, 1u32));
    m
}

#[test]
fn check_with_ptxas_accepts_rejects_and_explains_a_missing_ptxas() {
    // A builder error is returned as such, before any ptxas is looked for.
    let mut bad = Module::new(Target::SM_80);
    bad.entry("1bad", |_| {});
    let e = bad.check_with_ptxas(Target::SM_80).unwrap_err();
    assert!(
        matches!(&e, PtxasError::Build(errs) if errs.0.len() == 1),
        "{e:?}"
    );
    assert!(e.to_string().contains("not a valid PTX identifier"), "{e}");

    if common::ptxas_or_skip("check_with_ptxas").is_some() {
        let m = one_store(Target::SM_80);
        let ptx = m.check_with_ptxas(Target::SM_80).unwrap();
        assert_eq!(ptx, m.emit().unwrap());
        // An sm_90 module asked about for sm_80: ptxas refuses (its `.target` is newer),
        // and its log comes back.
        let m = one_store(Target::SM_90);
        match m.check_with_ptxas(Target::SM_80) {
            Err(PtxasError::Rejected { target, log, .. }) => {
                assert_eq!(target, Target::SM_80);
                assert!(log.contains(".target"), "{log}");
                let text = m.check_with_ptxas(Target::SM_80).unwrap_err().to_string();
                assert!(
                    text.starts_with("ptxas (") && text.contains("rejected the module for sm_80"),
                    "{text}"
                );
            }
            other => panic!("expected a rejection, got {other:?}"),
        }
    }

    // A $PTXAS that does not exist: it cannot be run.
    // SAFETY: this binary's only test; no other thread reads the environment.
    unsafe { std::env::set_var("PTXAS", "/nonexistent/ptxas") };
    let e = one_store(Target::SM_80)
        .check_with_ptxas(Target::SM_80)
        .unwrap_err();
    assert!(matches!(e, PtxasError::Run { .. }), "{e:?}");
    assert!(
        e.to_string()
            .starts_with("could not run ptxas (/nonexistent/ptxas)"),
        "{e}"
    );

    // Nowhere to find one: the error says where it looked and how to install one.
    // SAFETY: as above.
    unsafe {
        std::env::remove_var("PTXAS");
        std::env::set_var("PATH", "");
        std::env::remove_var("CUDA_HOME");
        std::env::set_var("CUDA_PATH", "/nonexistent/cuda");
    }
    std::env::set_current_dir(std::env::temp_dir()).unwrap();
    if std::path::Path::new("/usr/local/cuda/bin/ptxas").is_file() {
        println!("SKIPPED the not-found case: /usr/local/cuda/bin/ptxas exists here");
        return;
    }
    let searched = ptxas::find().unwrap_err();
    assert_eq!(
        searched,
        [
            "$PTXAS (unset)",
            ".tools/venv/lib/python3*/…/nvidia/cu13/bin",
            "PATH",
            "$CUDA_PATH/bin",
            "/usr/local/cuda/bin"
        ]
    );
    let e = one_store(Target::SM_80)
        .check_with_ptxas(Target::SM_80)
        .unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, PtxasError::NotFound { .. }), "{e:?}");
    for w in [
        "ptxas was not found",
        "$CUDA_PATH/bin",
        "set PTXAS",
        "scripts/setup-tools.sh",
    ] {
        assert!(text.contains(w), "{w:?} not in: {text}");
    }
}
