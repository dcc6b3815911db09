//! `cargo xtask codegen [--check]`: the one writer of every generated, committed file.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Folders whose every file is generated: a file there that [`generated`] does not list
/// is stale (codegen deletes it).
const OWNED_DIRS: &[&str] = &["include/typed_ptx"];

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ lies in the repository")
        .to_path_buf()
}

/// Every generated file: its path from the repository root and its text.
pub fn generated() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = typed_ptx_cpp::cuda_header_files()
        .into_iter()
        .map(|f| (format!("include/{}", f.path), f.text))
        .collect();
    files.push(("docs/cuda-cpp.md".into(), crate::cuda_docs::markdown()));
    files.push(("docs/instructions.md".into(), typed_ptx_isa::markdown()));
    files.extend(crate::builder_methods::files());
    files
}

/// A file of the tree that is not what the generator writes.
#[derive(Debug, PartialEq, Eq)]
pub enum Drift {
    /// Not in the tree.
    Missing(String),
    /// Its text differs.
    Stale(String),
    /// In a folder of generated files, but no longer generated.
    Extra(String),
}

/// The differences between the tree at `root` and the generator.
pub fn drift(root: &Path) -> Vec<Drift> {
    let files = generated();
    let mut out: Vec<Drift> = Vec::new();
    for (path, text) in &files {
        match std::fs::read(root.join(path)) {
            Err(_) => out.push(Drift::Missing(path.clone())),
            Ok(bytes) if bytes != text.as_bytes() => out.push(Drift::Stale(path.clone())),
            Ok(_) => {}
        }
    }
    out.extend(extra_files(root, &files).into_iter().map(Drift::Extra));
    out
}

/// Files of [`OWNED_DIRS`] that the generator does not write.
fn extra_files(root: &Path, files: &[(String, String)]) -> Vec<String> {
    let mut extra = Vec::new();
    for dir in OWNED_DIRS {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let path = format!("{dir}/{}", e.file_name().to_string_lossy());
            if !files.iter().any(|(p, _)| *p == path) {
                extra.push(path);
            }
        }
    }
    extra.sort();
    extra
}

/// What `--check` prints for `drift`, and how to fix it.
pub fn report(drift: &[Drift]) -> String {
    let mut s = String::new();
    for d in drift {
        match d {
            Drift::Missing(p) => s.push_str(&format!("{p}: missing\n")),
            Drift::Stale(p) => s.push_str(&format!(
                "{p}: differs from what `cargo xtask codegen` writes\n"
            )),
            Drift::Extra(p) => s.push_str(&format!("{p}: no longer generated\n")),
        }
    }
    s.push_str(&format!(
        "{} generated file(s) out of date: run `cargo xtask codegen` and commit the result\n",
        drift.len()
    ));
    s
}

/// `cargo xtask codegen`: writes each generated file whose text differs, deletes the files
/// no longer generated.
pub fn write(root: &Path) -> ExitCode {
    let files = generated();
    let mut changed = 0;
    for (path, text) in &files {
        let full = root.join(path);
        if std::fs::read(&full).ok().as_deref() == Some(text.as_bytes()) {
            continue;
        }
        let written = full
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&full, text));
        if let Err(e) = written {
            eprintln!("writing {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!("wrote {path}");
        changed += 1;
    }
    for path in extra_files(root, &files) {
        if let Err(e) = std::fs::remove_file(root.join(&path)) {
            eprintln!("removing {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!("removed {path}");
        changed += 1;
    }
    println!(
        "codegen: {} generated files, {changed} changed",
        files.len()
    );
    ExitCode::SUCCESS
}

/// `cargo xtask codegen --check`: writes nothing; fails naming each file that differs.
pub fn check(root: &Path) -> ExitCode {
    let d = drift(root);
    if d.is_empty() {
        println!(
            "codegen --check: {} generated files up to date",
            generated().len()
        );
        ExitCode::SUCCESS
    } else {
        eprint!("{}", report(&d));
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `cargo test` fails on a stale generated file, as `cargo xtask codegen --check` does.
    #[test]
    fn committed_generated_files_are_current() {
        let d = drift(&root());
        assert!(d.is_empty(), "{}", report(&d));
    }

    #[test]
    fn check_names_a_stale_and_an_extra_file() {
        let dir = std::env::temp_dir().join(format!("typed-ptx-xtask-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(write(&dir), ExitCode::SUCCESS);
        assert!(
            drift(&dir).is_empty(),
            "codegen into an empty tree leaves drift"
        );
        std::fs::write(dir.join("docs/instructions.md"), "stale").unwrap();
        std::fs::write(dir.join("include/typed_ptx/gone.cuh"), "").unwrap();
        let d = drift(&dir);
        assert_eq!(
            d,
            [
                Drift::Stale("docs/instructions.md".into()),
                Drift::Extra("include/typed_ptx/gone.cuh".into())
            ]
        );
        assert!(report(&d).contains("run `cargo xtask codegen`"));
        assert_eq!(write(&dir), ExitCode::SUCCESS);
        assert!(drift(&dir).is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn one_writer_per_file() {
        let files = generated();
        for (i, (p, _)) in files.iter().enumerate() {
            assert!(
                !files[..i].iter().any(|(q, _)| q == p),
                "{p} generated twice"
            );
        }
    }
}
