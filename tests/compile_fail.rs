//! The compile-fail suite: every file under `tests/ui/` breaks one PTX state-space or
//! type rule and must not compile, with the rule stated in the error (the `.stderr`
//! next to it). Every file under `tests/ui_pass/` is the legal twin of the fail file of
//! the same family and name, differing only in the illegal line (and `pub fn main`): it
//! must compile and emit, which `tests/legal_twins.rs` checks, all twins in one crate
//! (trybuild would build, link and run each as a binary of its own). See
//! `tests/ui/README.md`.

mod common;

#[test]
fn ui() {
    let t = common::trybuild_cases();
    // `TYPED_PTX_UI=<family>` runs one family only (while writing its cases); CI sets
    // nothing and runs every family.
    let family = std::env::var("TYPED_PTX_UI").unwrap_or_else(|_| "*".into());
    if family != "*" {
        eprintln!("compile_fail: only the family `{family}` (TYPED_PTX_UI is set)");
    }
    t.compile_fail(format!("tests/ui/{family}/*.rs"));
}
