//! Compile-fail cases of `ptx_module!`: every `tests/ui_macros/kernel/<case>.rs` breaks
//! one rule (an unknown mnemonic, an illegal modifier, a wrong operand count, a wrong
//! space, a wrong width, an immediate out of range, an illegal cast …) on one line and
//! must not compile, with the error spanned at the offending token (the `.stderr` beside
//! it). Each `tests/ui_macros_pass/kernel/<case>.rs` is its legal twin, differing only
//! in that line (and `pub fn main`): it must compile, run and emit, a test of
//! `tests/legal_twins.rs` (all twins in one crate). Regenerate the `.stderr` files after an
//! intended message change with `TRYBUILD=overwrite cargo test --test macros_kernel_fail`
//! and read the diff.

mod common;

#[test]
fn ui() {
    let t = common::trybuild_cases();
    t.compile_fail("tests/ui_macros/kernel/*.rs");
}
