//! The instruction reference (`docs/instructions.md`, written by `cargo xtask codegen` from
//! the table) names every form. That the committed file is current is xtask's test
//! (`cargo xtask codegen --check`).

#[test]
fn instruction_reference_names_every_form() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/instructions.md");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    for f in typed_ptx::isa::FORMS {
        assert!(
            committed.contains(&format!("`{}`", f.id.name())),
            "{:?} missing from the reference",
            f.id
        );
    }
}
