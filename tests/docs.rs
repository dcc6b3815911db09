//! The instruction reference (`docs/instructions.md`, written by `cargo xtask codegen` from
//! the table) names every form. That the committed file is current is xtask's test
//! (`cargo xtask codegen --check`). The attention guide quotes its example faithfully.

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

/// Every code line the attention guide quotes (`docs/guide-attention.md`, its ```rust
/// blocks) is a line of `examples/attention.rs`, so the guide cannot drift from the kernel
/// it walks through.
#[test]
fn the_attention_guide_quotes_the_example() {
    let root = env!("CARGO_MANIFEST_DIR");
    let guide = std::fs::read_to_string(format!("{root}/docs/guide-attention.md")).unwrap();
    let example = std::fs::read_to_string(format!("{root}/examples/attention.rs")).unwrap();
    let lines: Vec<&str> = example.lines().map(str::trim).collect();
    let mut quoted = 0;
    let mut inside = false;
    for line in guide.lines().map(str::trim) {
        if line.starts_with("```") {
            inside = line == "```rust";
            continue;
        }
        if inside && !line.is_empty() {
            assert!(
                lines.contains(&line),
                "docs/guide-attention.md quotes `{line}`, which is not a line of examples/attention.rs"
            );
            quoted += 1;
        }
    }
    assert!(quoted >= 10, "only {quoted} quoted lines found");
}
