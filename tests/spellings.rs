//! PTX spellings live in `ptx-isa` only: a source scan for string literals that spell a
//! PTX mnemonic (a word that heads a template of the instruction table, followed by a
//! dot: `"ld.global"`, `"mbarrier.arrive"`) or a modifier of the table (`".global"`,
//! `".u32"`) outside the table crate.
//!
//! The builder, the macros and the C++ generator must have none: the macros' messages and
//! glue and the generator's asm templates spell their forms from the rows and `Mod`s
//! (issue 17, items 4 and 5).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use typed_ptx::isa::{FORMS, Mod};

/// The first word of every instruction template (`ld`, `cp`, `mbarrier` …).
fn heads() -> BTreeSet<String> {
    FORMS
        .iter()
        .map(|f| f.spell.template)
        .filter(|t| t.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|t| t.split(['.', '{']).next())
        .map(str::to_string)
        .collect()
}

/// The `.rs` files under `dir`, recursively, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    if dir.is_file() {
        return vec![dir.to_path_buf()];
    }
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The string literals of a source, with their line numbers: comments and the code after
/// a `#[cfg(test)]` (a file's test module, whose expected outputs are PTX text) skipped.
fn literals(src: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("#[cfg(test)]") {
            break;
        }
        // Comments, and the messages of `#[diagnostic::on_unimplemented]` (an attribute's
        // literal cannot come from the table).
        if code.starts_with("//")
            || ["message = ", "note = ", "label = "]
                .iter()
                .any(|a| code.starts_with(a))
        {
            continue;
        }
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'/' if b.get(i + 1) == Some(&b'/') => break,
                b'\'' if b.get(i + 2) == Some(&b'\'') || b.get(i + 1) == Some(&b'\\') => {
                    // A char literal such as '"' or '\n'.
                    i += if b.get(i + 1) == Some(&b'\\') { 4 } else { 3 };
                }
                b'"' => {
                    let start = i + 1;
                    let mut j = start;
                    while j < b.len() && b[j] != b'"' {
                        j += if b[j] == b'\\' { 2 } else { 1 };
                    }
                    out.push((n + 1, line[start..j.min(b.len())].to_string()));
                    i = j + 1;
                }
                _ => i += 1,
            }
        }
    }
    out
}

/// Literals of the sources under `dir` that spell PTX: `file:line: "text"`.
fn spellings(dirs: &[&str], skip: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let heads = heads();
    let mods: BTreeSet<&str> = Mod::ALL
        .iter()
        .map(|m| m.text())
        .filter(|t| !t.is_empty())
        .collect();
    let mut found = Vec::new();
    for path in dirs.iter().flat_map(|d| sources(&root.join(d))) {
        if skip.iter().any(|s| path.starts_with(root.join(s))) {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap_or_default();
        for (line, lit) in literals(&src) {
            // A mnemonic: its first token is dotted PTX (`ld.global`, `cvta.to{}.u64`, an
            // asm template's `mapa.shared::cluster.u32 %0, …`), not prose that names one
            // (`cp.async.wait_group's count`, `red.async: .add takes …`).
            let token = lit.split_whitespace().next().unwrap_or("");
            let word = token.split('.').next().unwrap_or("");
            let ptx_token = token
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.:{}".contains(&b))
                && !token.ends_with([':', '.']);
            let mnemonic = ptx_token && token.len() > word.len() && heads.contains(word);
            let modifier = mods.contains(lit.as_str());
            if mnemonic || modifier {
                let rel = path.strip_prefix(root).unwrap_or(&path);
                found.push(format!("{}:{line}: \"{lit}\"", rel.display()));
            }
        }
    }
    found
}

#[test]
fn the_scan_finds_a_mnemonic_and_a_modifier() {
    let lits = literals(
        "let a = \"ld.global\"; // \"st.shared\"\nlet b = '\"'; let c = \".u32\";\n#[cfg(test)]\nlet d = \"bra.uni\";",
    );
    let texts: Vec<&str> = lits.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(texts, ["ld.global", ".u32"]);
    assert!(heads().contains("ld") && heads().contains("mbarrier"));
}

#[test]
fn the_builder_spells_no_ptx() {
    let found = spellings(&["ptx-builder/src"], &[]);
    assert!(
        found.is_empty(),
        "PTX spelled outside the table ({}): move each into a row's template or a Mod of ptx-isa:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The macros and the C++ generator spell no PTX of their own either (they had 134 and
/// 27 such literals when this test was written).
#[test]
fn the_macros_and_the_cpp_generator_spell_no_ptx() {
    // The macros and the C++ generator spell from the rows (issue 17, items 4 and 5): none
    // may come back.
    for (dirs, most) in [("ptx-macros/src", 0), ("ptx-cpp/src", 0)] {
        // The C++ generator's tests (`src/tests/`) compile and check its output.
        let found = spellings(&[dirs], &["ptx-cpp/src/tests"]);
        eprintln!("{dirs}: {} literal(s) spell PTX", found.len());
        assert!(
            found.len() <= most,
            "{dirs}: {} literals spell PTX, more than the {most} before:\n{}",
            found.len(),
            found.join("\n")
        );
    }
}
