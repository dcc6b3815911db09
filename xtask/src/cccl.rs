//! `cargo xtask cccl [DIR]`: how much of CCCL's `cuda::ptx` the table covers (issue 18).
//!
//! Reads the generated headers of `cuda::ptx` (`cuda/__ptx/instructions/generated/*.h`,
//! by default in the `nvidia-cuda-cccl` wheel that `scripts/setup-tools.sh` installs),
//! takes every instruction of their `asm` strings (not the helpers around them: `.reg`,
//! `setp`/`selp`/`cvt` between predicates and integers, `mov` that packs registers;
//! a `mov` from a special register is the special register), and looks each up in the
//! table by its spelling ([`typed_ptx_isa::lookup`]). Each instruction is
//!
//! - **covered**: a form spells it with its number of operands, and the smallest PTX ISA
//!   version and `sm` of that form and those values are CCCL's (the header's
//!   `#if __cccl_ptx_isa >= NN0` and its comment's `SM_NN`) or lower;
//! - **gated differently**: covered, but the table asks for a higher version or `sm`;
//! - **other operands**: a form spells it, with another number of operands (CCCL's
//!   `mbarrier.try_wait` with a suspend-time hint, for one);
//! - **missing**: no form spells it.
//!
//! A report only: it prints the counts per header and the missing spellings, and fails
//! only when it finds no header.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use typed_ptx_isa::{Form, Target, Version, lookup};

/// One instruction of an `asm` string, with what CCCL asks for it.
struct Ins {
    text: String,
    isa: Version,
    sm: u32,
}

/// How an instruction fares against the table.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Verdict {
    Covered,
    GatedHigher,
    OtherOperands,
    Missing,
}

/// The report over `dir`, or the wheel's headers.
pub fn report(root: &Path, dir: Option<&str>) -> ExitCode {
    let Some(dir) = dir.map(PathBuf::from).or_else(|| wheel_dir(root)) else {
        eprintln!(
            "no CCCL headers: run scripts/setup-tools.sh (the nvidia-cuda-cccl wheel), or name the directory of cuda/__ptx/instructions/generated"
        );
        return ExitCode::from(2);
    };
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(r) => r
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "h"))
            .collect(),
        Err(e) => {
            eprintln!("{}: {e}", dir.display());
            return ExitCode::from(2);
        }
    };
    files.sort();
    let mut total: BTreeMap<Verdict, usize> = BTreeMap::new();
    // The instructions that are not covered, by verdict and header.
    let mut listed: BTreeMap<(Verdict, String), Vec<String>> = BTreeMap::new();
    println!("CCCL cuda::ptx against the table ({})", dir.display());
    println!(
        "{:<44} {:>6} {:>8} {:>7} {:>6} {:>8}",
        "header", "asm", "covered", "gated", "other", "missing"
    );
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let name = f
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let mut counts: BTreeMap<Verdict, usize> = BTreeMap::new();
        let mut seen = std::collections::BTreeSet::new();
        for ins in instructions(&text) {
            if !seen.insert((ins.text.clone(), ins.isa, ins.sm)) {
                continue;
            }
            let v = verdict(&ins);
            *counts.entry(v).or_default() += 1;
            if v != Verdict::Covered {
                let m = listed.entry((v, name.clone())).or_default();
                let shown = if v == Verdict::Missing {
                    mnemonic(&ins.text).to_string()
                } else {
                    format!("{} (PTX ISA {}, sm_{})", ins.text, ins.isa, ins.sm)
                };
                if !m.contains(&shown) {
                    m.push(shown);
                }
            }
        }
        let n: usize = counts.values().sum();
        let c = |v| counts.get(&v).copied().unwrap_or(0);
        println!(
            "{name:<44} {n:>6} {:>8} {:>7} {:>6} {:>8}",
            c(Verdict::Covered),
            c(Verdict::GatedHigher),
            c(Verdict::OtherOperands),
            c(Verdict::Missing)
        );
        for (v, k) in counts {
            *total.entry(v).or_default() += k;
        }
    }
    let n: usize = total.values().sum();
    let c = |v| total.get(&v).copied().unwrap_or(0);
    println!(
        "{:<44} {n:>6} {:>8} {:>7} {:>6} {:>8}",
        "all",
        c(Verdict::Covered),
        c(Verdict::GatedHigher),
        c(Verdict::OtherOperands),
        c(Verdict::Missing)
    );
    for (verdict, title) in [
        (Verdict::GatedHigher, "gated higher than CCCL"),
        (Verdict::OtherOperands, "spelled, with other operands"),
        (Verdict::Missing, "missing spellings"),
    ] {
        println!("\n{title}, by header:");
        for ((v, h), m) in &listed {
            if *v == verdict {
                println!("  {h}: {}", m.join(", "));
            }
        }
    }
    if files.is_empty() {
        eprintln!("{}: no headers", dir.display());
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// The wheel's `generated` directory under `.tools/venv`, for any Python version.
fn wheel_dir(root: &Path) -> Option<PathBuf> {
    let lib = root.join(".tools/venv/lib");
    std::fs::read_dir(lib).ok()?.find_map(|e| {
        let p = e
            .ok()?
            .path()
            .join("site-packages/nvidia/cu13/include/cccl/cuda/__ptx/instructions/generated");
        p.is_dir().then_some(p)
    })
}

/// Every instruction of the header's `asm` strings, each with the PTX ISA version of the
/// `#if __cccl_ptx_isa >= NN0` above it and the `SM_NN` of the signature comment above.
fn instructions(text: &str) -> Vec<Ins> {
    let (mut isa, mut sm) = (Version::new(0, 0), 0u32);
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let next_asm = rest.find("asm(").or_else(|| rest.find("asm volatile("));
        let Some(at) = next_asm else { break };
        let before = &rest[..at];
        if let Some(v) = last_isa(before) {
            isa = v;
        }
        if let Some(s) = last_sm(before) {
            sm = s;
        }
        let body = &rest[at..];
        let (strings, used) = string_literals(&body[body.find('(').map_or(0, |i| i + 1)..]);
        for line in strings.split([';', '\n']) {
            if let Some(t) = instruction(line) {
                out.push(Ins { text: t, isa, sm });
            }
        }
        rest = &body[used.max(1)..];
    }
    out
}

/// The last `__cccl_ptx_isa >= NN0` in `text`, as a version.
fn last_isa(text: &str) -> Option<Version> {
    let i = text.rfind("__cccl_ptx_isa >= ")?;
    let digits: String = text[i + 18..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let n: u32 = digits.parse().ok()?;
    Some(Version::new((n / 100) as u8, (n / 10 % 10) as u8))
}

/// The last `SM_NN` in `text` (the `a`/`f` suffix dropped).
fn last_sm(text: &str) -> Option<u32> {
    let i = text.rfind("SM_")?;
    let digits: String = text[i + 3..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The C string literals at the start of `s` (whitespace between them), unescaped and
/// joined, and how many bytes they took.
fn string_literals(s: &str) -> (String, usize) {
    let b = s.as_bytes();
    let (mut i, mut out) = (0, String::new());
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() || b[i] != b'"' {
            return (out, i);
        }
        i += 1;
        while i < b.len() && b[i] != b'"' {
            if b[i] == b'\\' && i + 1 < b.len() {
                out.push(match b[i + 1] {
                    b'n' => '\n',
                    b't' => '\t',
                    c => c as char,
                });
                i += 2;
            } else {
                out.push(b[i] as char);
                i += 1;
            }
        }
        i += 1;
    }
}

/// The instruction of one line of an `asm` string, or `None` for a helper, a
/// declaration, a brace or a comment. A guard (`@P`) is dropped; a `mov` from a special
/// register is kept as the register read.
fn instruction(line: &str) -> Option<String> {
    let mut t = line.trim();
    if let Some(g) = t.strip_prefix('@') {
        t = g
            .split_once(char::is_whitespace)
            .map_or("", |(_, r)| r.trim());
    }
    let mn = mnemonic(t);
    let helper = ["setp", "selp", "cvt"]
        .iter()
        .any(|h| mn.starts_with(&format!("{h}.")));
    if t.is_empty() || t.starts_with(['{', '}', '.', '/']) || helper {
        return None;
    }
    if mn.starts_with("mov.") && !t.contains("%%") {
        return None;
    }
    Some(t.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The mnemonic of an instruction: its first word.
fn mnemonic(t: &str) -> &str {
    t.split_whitespace().next().unwrap_or("")
}

/// The instruction's operands at the top level (a `{…}` group is one).
fn operand_count(t: &str) -> usize {
    let ops = t[mnemonic(t).len()..].trim();
    if ops.is_empty() {
        return 0;
    }
    let mut depth = 0i32;
    let mut n = 1;
    for c in ops.chars() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ',' if depth == 0 => n += 1,
            _ => {}
        }
    }
    n
}

/// How `ins` fares against the table.
fn verdict(ins: &Ins) -> Verdict {
    let mn = mnemonic(&ins.text);
    let sreg = ins
        .text
        .split("%%")
        .nth(1)
        .map(|r| format!("%{}", r.trim_end_matches(|c: char| !c.is_alphanumeric())));
    let Ok(found) = lookup(mn) else {
        return Verdict::Missing;
    };
    let target = Target::specific(ins.sm.max(20));
    let ops = operand_count(&ins.text);
    let mut best = Verdict::Missing;
    for (id, vals) in found {
        let f: &Form = id.form();
        let matches = match (&sreg, &f.shape) {
            (Some(r), typed_ptx_isa::Shape::Sreg { name, .. }) => r.as_str() == *name,
            (Some(_), _) => false,
            (None, typed_ptx_isa::Shape::Sreg { .. }) => false,
            (None, _) => f.operands.len() == ops,
        };
        let v = if !matches {
            Verdict::OtherOperands
        } else {
            let (isa, sm) = f.requirement(&vals, target);
            if isa <= ins.isa.max(Version::new(0, 0)) && sm <= ins.sm.max(20) {
                Verdict::Covered
            } else {
                Verdict::GatedHigher
            }
        };
        best = best.min(v);
    }
    if sreg.is_some() && best == Verdict::OtherOperands {
        return Verdict::Missing;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_asm_strings_give_their_instructions_without_the_helpers() {
        let h = r#"
/*
// mbarrier.try_wait.shared::cta.b64 waitComplete, [addr], state; // PTX ISA 78, SM_90
*/
#if __cccl_ptx_isa >= 780
  asm("{\n\t"
      ".reg .pred P_OUT; \n\t"
      "mbarrier.try_wait.shared::cta.b64 P_OUT, [%1], %2; \n\t"
      "selp.b32 %0, 1, 0, P_OUT; \n"
      "}"
      : "=r"(__waitComplete));
#endif
  asm volatile("@%1 mov.u32 %0, %%tid.x;" : "=r"(x));
"#;
        let ins = instructions(h);
        let texts: Vec<&str> = ins.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "mbarrier.try_wait.shared::cta.b64 P_OUT, [%1], %2",
                "mov.u32 %0, %%tid.x"
            ]
        );
        assert_eq!((ins[0].isa, ins[0].sm), (Version::new(7, 8), 90));
        assert_eq!(operand_count(&ins[0].text), 3);
        assert_eq!(operand_count("ld.global.v4.b32 {%0, %1, %2, %3}, [%4]"), 2);
        assert_eq!(operand_count("trap"), 0);
    }

    #[test]
    fn a_table_form_is_covered_and_an_unknown_spelling_missing() {
        let at = |text: &str, isa, sm| Ins {
            text: text.into(),
            isa,
            sm,
        };
        let v = Version::new(8, 0);
        assert_eq!(verdict(&at("fence.proxy.async", v, 90)), Verdict::Covered);
        assert_eq!(verdict(&at("mov.u32 %0, %%tid.x", v, 90)), Verdict::Covered);
        assert_eq!(
            verdict(&at("mov.u32 %0, %%no_such_reg", v, 90)),
            Verdict::Missing
        );
        assert_eq!(verdict(&at("frobnicate.b32 %0", v, 90)), Verdict::Missing);
        // The table asks for sm_90 and PTX ISA 8.0 here.
        assert_eq!(
            verdict(&at("fence.proxy.async", Version::new(7, 0), 80)),
            Verdict::GatedHigher
        );
    }
}
