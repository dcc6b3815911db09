//! Compile-fail cases of `ptx_asm!`: every `tests/ui_macros/asm/<case>.rs` breaks one
//! rule (an unknown mnemonic, an illegal modifier, a missing type, a wrong operand count,
//! a wrong space, a wrong width or signedness, an immediate out of range, an illegal
//! cast …) on one line and must not compile, with the error spanned at the offending
//! token (the `.stderr` beside it). Each `tests/ui_macros_pass/asm/<case>.rs` is its
//! legal twin, differing only in that line (and `pub fn main`): it must compile and run on
//! the host, a test of `tests/legal_twins.rs` (all twins in one crate). Its
//! `ptx_asm!` sits in a device function that `main` never calls: off nvptx64 the
//! expansion keeps every type check and replaces the `asm!` by a panic, so the twin
//! type-checks the same operands without assembling PTX for the host (the nvptx side of
//! the same forms is `tests/asm_nvptx.rs`; a twin of an sm_90 form such as `mapa` carries
//! `#[cfg(any(not(target_arch = "nvptx64"), target_feature = "sm_90"))]`, so that suite
//! builds it for sm_90 only). The `forge_*` and `impl_*` cases are safe code that tries to
//! type bits as an address through the hidden `__private::dev` helpers or by implementing
//! their sealed traits; their twins make the same claim with `unsafe`, or use the typed
//! operation without the impl. Regenerate the `.stderr` files after an intended message
//! change with `TRYBUILD=overwrite cargo test --test macros_asm_fail` and read the diff.

mod common;

#[test]
fn ui() {
    let t = common::trybuild_cases();
    t.compile_fail("tests/ui_macros/asm/*.rs");
}
