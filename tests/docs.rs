//! The instruction reference is generated from the table and must be current.

#[test]
fn instruction_reference_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/instructions.md");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    let fresh = typed_ptx::isa::markdown();
    assert!(
        committed == fresh,
        "docs/instructions.md is stale: run `cargo run --example gen_docs` and commit it"
    );
    for f in typed_ptx::isa::FORMS {
        assert!(
            fresh.contains(&format!("`{}`", f.id.name())),
            "{:?} missing from the reference",
            f.id
        );
    }
}
