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

/// `Kernel`'s page reads as chapters: every `impl` block of `Kernel` with public methods
/// opens its docs with a `/// # heading`, and the chapter list of the struct's docs links
/// only headings that exist (every `](#anchor)` there is the rustdoc anchor of one, in the
/// builder's hand-written files or in the generated methods).
#[test]
fn the_kernel_chapter_links_name_existing_headings() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/ptx-builder/src");
    let mut headings = Vec::new();
    for dir in ["", "/kernel", "/generated"] {
        for e in std::fs::read_dir(format!("{src}{dir}")).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                let lines: Vec<&str> = text.lines().collect();
                for (i, l) in lines.iter().enumerate() {
                    if let Some(h) = l.strip_prefix("/// # ") {
                        headings.push(anchor(h));
                    }
                    if *l != "impl<'m> Kernel<'m> {" {
                        continue;
                    }
                    let end = lines[i..].iter().position(|l| *l == "}").unwrap();
                    let public = lines[i..i + end]
                        .iter()
                        .any(|l| l.trim_start().starts_with("pub fn "));
                    let docs = lines[..i].iter().rev().take_while(|l| l.starts_with("///"));
                    let heading = docs.last().is_some_and(|l| l.starts_with("/// # "));
                    assert!(
                        heading || !public,
                        "{}:{}: an impl block of Kernel without a `/// # heading`",
                        p.display(),
                        i + 1
                    );
                }
            }
        }
    }
    let kernel = std::fs::read_to_string(format!("{src}/kernel/mod.rs")).unwrap();
    let docs = kernel.split("pub struct Kernel<'m>").next().unwrap();
    let mut links = 0;
    for part in docs.split("](#").skip(1) {
        let a = &part[..part.find(')').unwrap()];
        assert!(
            headings.iter().any(|h| h == a),
            "Kernel's docs link #{a}, which no `impl` heading makes"
        );
        links += 1;
    }
    assert!(links >= 20, "only {links} chapter links found");
}

/// rustdoc's anchor of a heading: lower case, spaces to dashes, punctuation dropped.
fn anchor(h: &str) -> String {
    h.chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}
