//! The compile-fail suite: every file under `tests/ui/` breaks one PTX state-space or
//! type rule and must not compile, with the rule stated in the error (the `.stderr`
//! next to it). Every file under `tests/ui_pass/` is the legal twin of the fail file of
//! the same family and name, differing only in the illegal line: it must compile and
//! emit. See `tests/ui/README.md`.

mod common;

#[test]
fn ui() {
    let t = common::trybuild_cases();
    t.compile_fail("tests/ui/*/*.rs");
    t.pass("tests/ui_pass/*/*.rs");
}
