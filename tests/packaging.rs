//! What the published packages say about themselves stays true: every crate ships the
//! license texts of the root, the facade's features are documented where users read them,
//! the crates' READMEs quote only examples that are tested, and say the minimum Rust that
//! `Cargo.toml` declares. (That each package builds from its own packaged sources is
//! `cargo package --workspace`, a step of `scripts/test.sh`.)

use std::collections::BTreeSet;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const CRATES: [&str; 5] = [
    "ptx-isa",
    "ptx-builder",
    "ptx-cpp",
    "ptx-macros",
    "ptx-runtime",
];

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `key = …` lines of one `[table]` of a manifest (comments and blank lines skipped).
fn table(manifest: &str, name: &str) -> Vec<(String, String)> {
    let header = format!("[{name}]");
    manifest
        .lines()
        .skip_while(|l| l.trim() != header)
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// The quoted names of a TOML array of strings: `["host", "cuda"]`.
fn names(array: &str) -> BTreeSet<String> {
    array
        .trim_matches(['[', ']'])
        .split(',')
        .map(|s| s.trim().trim_matches('"').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The facade's features (without `default`) and the default ones.
fn features() -> (BTreeSet<String>, BTreeSet<String>) {
    let manifest = read("Cargo.toml");
    let mut all = BTreeSet::new();
    let mut default = BTreeSet::new();
    for (k, v) in table(&manifest, "features") {
        if k == "default" {
            default = names(&v);
        } else {
            all.insert(k);
        }
    }
    (all, default)
}

#[test]
fn every_crate_ships_the_license_texts_of_the_root() {
    for file in ["LICENSE-MIT", "LICENSE-APACHE"] {
        let root = read(file);
        assert!(root.len() > 1000, "{file} looks truncated");
        for c in CRATES {
            assert!(
                read(&format!("{c}/{file}")) == root,
                "{c}/{file} differs from the root's {file}: copy it again (`cp {file} {c}/`)"
            );
        }
    }
}

/// The crate docs' `## Features` list (src/lib.rs) and the README's feature table name
/// exactly the features of `Cargo.toml`, the default ones marked as such.
#[test]
fn the_facade_documents_every_feature() {
    let (all, default) = features();
    assert!(
        !all.is_empty() && default.is_subset(&all),
        "{all:?} {default:?}"
    );

    let lib = read("src/lib.rs");
    let listed: Vec<&str> = lib
        .lines()
        .skip_while(|l| *l != "//! ## Features")
        .skip(1)
        .take_while(|l| !l.starts_with("//! #") && l.starts_with("//!"))
        .filter_map(|l| l.strip_prefix("//! - `"))
        .collect();
    let mut in_lib = BTreeSet::new();
    for item in &listed {
        let (name, rest) = item.split_once('`').unwrap();
        assert_eq!(
            rest.starts_with(" (default"),
            default.contains(name),
            "src/lib.rs: `{name}` is default in Cargo.toml iff its line says `(default`"
        );
        in_lib.insert(name.to_string());
    }
    assert_eq!(
        in_lib, all,
        "src/lib.rs `## Features` against Cargo.toml [features]"
    );

    let readme = read("README.md");
    let mut in_readme = BTreeSet::new();
    for row in readme
        .lines()
        .skip_while(|l| *l != "## Use it in your project")
        .take_while(|l| !l.starts_with("## A "))
        .filter_map(|l| l.strip_prefix("| `"))
    {
        let cells: Vec<&str> = row.split(" | ").collect();
        let name = cells[0].trim_end_matches('`');
        let yes = if default.contains(name) { "yes" } else { "no" };
        assert_eq!(cells[1], yes, "README: the default column of `{name}`");
        in_readme.insert(name.to_string());
    }
    assert_eq!(
        in_readme, all,
        "README feature table against Cargo.toml [features]"
    );
}

/// The features a documentation host builds with exist.
#[test]
fn docs_rs_features_exist() {
    for dir in ["."].into_iter().chain(CRATES) {
        let manifest = read(&format!("{dir}/Cargo.toml"));
        let declared: BTreeSet<String> = table(&manifest, "features")
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        let docs = table(&manifest, "package.metadata.docs.rs");
        let wanted = docs.iter().find(|(k, _)| k == "features");
        for f in wanted.map(|(_, v)| names(v)).unwrap_or_default() {
            assert!(
                declared.contains(&f),
                "{dir}/Cargo.toml: docs.rs feature `{f}` is not declared"
            );
        }
        assert!(
            !docs.is_empty(),
            "{dir}/Cargo.toml has no [package.metadata.docs.rs]"
        );
    }
}

/// Every line of a crate README's Rust examples is a line of an example that runs as a
/// doc test (the crate's own docs; for the macros, the facade's README), so the READMEs
/// cannot drift from the API. And each states the `rust-version` of the workspace.
#[test]
fn crate_readmes_quote_tested_examples() {
    let workspace = read("Cargo.toml");
    let msrv = table(&workspace, "workspace.package")
        .into_iter()
        .find(|(k, _)| k == "rust-version")
        .map(|(_, v)| v.trim_matches('"').to_string())
        .unwrap();
    for c in CRATES {
        let readme = read(&format!("{c}/README.md"));
        let source = if c == "ptx-macros" {
            read("README.md")
        } else {
            read(&format!("{c}/src/lib.rs"))
        };
        let lines: BTreeSet<&str> = source
            .lines()
            .map(|l| l.strip_prefix("//!").unwrap_or(l).trim())
            .collect();
        let mut quoted = 0;
        let mut inside = false;
        for line in readme.lines().map(str::trim) {
            if line.starts_with("```") {
                inside = line.starts_with("```rust");
                continue;
            }
            if inside && !line.is_empty() {
                assert!(
                    lines.contains(line),
                    "{c}/README.md quotes `{line}`, which no tested example has"
                );
                quoted += 1;
            }
        }
        assert!(quoted >= 3, "{c}/README.md: only {quoted} example lines");
        assert!(
            readme.contains(&format!("Minimum Rust: {msrv}.")),
            "{c}/README.md must say `Minimum Rust: {msrv}.` (the workspace's rust-version)"
        );
    }
    assert!(read("README.md").contains(&format!("**Minimum Rust: {msrv}**")));
}

/// The facade's package ships `examples/` and `benches/` (its `[[example]]` and `[[bench]]`
/// tables name them) but not `tests/`: every file they pull in (`#[path = …]`,
/// `include_str!`, `include_bytes!`) is inside those two folders, so the packaged examples
/// are complete.
#[test]
fn examples_and_benches_pull_in_only_packaged_files() {
    let root = std::path::Path::new(ROOT).canonicalize().unwrap();
    let shipped = [root.join("examples"), root.join("benches")];
    let mut files = Vec::new();
    let mut dirs = shipped.to_vec();
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    let mut pulled = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
        for line in code {
            for marker in ["#[path = \"", "include_str!(\"", "include_bytes!(\""] {
                let Some(at) = line.find(marker) else {
                    continue;
                };
                let rest = &line[at + marker.len()..];
                let target = &rest[..rest.find('"').unwrap()];
                let resolved = file.parent().unwrap().join(target).canonicalize();
                let inside = resolved
                    .as_ref()
                    .is_ok_and(|p| shipped.iter().any(|d| p.starts_with(d)));
                assert!(
                    inside,
                    "{}: `{marker}{target}` is outside examples/ and benches/, which the facade's package would lack",
                    file.display()
                );
                pulled += 1;
            }
        }
    }
    assert!(pulled >= 10, "only {pulled} pulled-in files found");
}
