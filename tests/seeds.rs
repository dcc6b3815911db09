//! The seed programs (`examples/seeds/`): for every program and every target it
//! claims, the module emits, its text equals `tests/golden/<name>.<target>.ptx` byte for
//! byte, emitting is deterministic, `ptxas` accepts it for that target, and the
//! instructions the seed is about are there.
//!
//! `UPDATE_GOLDEN=1 cargo test --test seeds` rewrites the golden files instead of
//! comparing (review the diff before committing it).

mod common;
#[path = "../examples/seeds/mod.rs"]
mod seeds;

use std::path::{Path, PathBuf};

use typed_ptx::Target;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn golden_path(name: &str, target: Target) -> PathBuf {
    golden_dir().join(format!("{name}.{target}.ptx"))
}

fn updating() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| !v.is_empty() && v != "0")
}

/// A short report of where `got` first differs from `want`, with a few lines of context.
fn diff(want: &str, got: &str) -> String {
    let w: Vec<&str> = want.lines().collect();
    let g: Vec<&str> = got.lines().collect();
    let first = w
        .iter()
        .zip(&g)
        .position(|(a, b)| a != b)
        .unwrap_or(w.len().min(g.len()));
    let mut out = format!(
        "first difference at line {} (golden has {} lines, emitted {}):\n",
        first + 1,
        w.len(),
        g.len()
    );
    let from = first.saturating_sub(3);
    for (i, l) in w.iter().enumerate().take(first).skip(from) {
        out.push_str(&format!("  {:>4}   {l}\n", i + 1));
    }
    for (i, l) in w.iter().enumerate().skip(first).take(6) {
        out.push_str(&format!("- {:>4}   {l}\n", i + 1));
    }
    for (i, l) in g.iter().enumerate().skip(first).take(6) {
        out.push_str(&format!("+ {:>4}   {l}\n", i + 1));
    }
    if want.ends_with('\n') != got.ends_with('\n') {
        out.push_str("(the final newline differs)\n");
    }
    out
}

/// Emits `name` for `target`, checking success and determinism.
fn emit(name: &str, build: fn(Target) -> typed_ptx::Module, target: Target) -> String {
    let m = build(target);
    let ptx = match m.emit() {
        Ok(p) => p,
        Err(e) => panic!("{name} for {target}: emit failed:\n{e}"),
    };
    assert_eq!(
        m.emit().ok().as_deref(),
        Some(ptx.as_str()),
        "{name} for {target}: emitting twice differs"
    );
    let again = build(target).emit().ok();
    assert_eq!(
        again.as_deref(),
        Some(ptx.as_str()),
        "{name} for {target}: building twice differs"
    );
    ptx
}

#[test]
fn every_seed_matches_its_golden_file() {
    let mut failures = Vec::new();
    for (name, build, targets) in seeds::all() {
        for &target in targets {
            let ptx = emit(name, build, target);
            let path = golden_path(name, target);
            if updating() {
                std::fs::create_dir_all(golden_dir()).unwrap();
                std::fs::write(&path, &ptx)
                    .unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
                eprintln!("updated {}", path.display());
                continue;
            }
            match std::fs::read_to_string(&path) {
                Ok(want) if want == ptx => {}
                Ok(want) => failures.push(format!(
                    "{}: emitted PTX differs from the golden file\n{}",
                    path.display(),
                    diff(&want, &ptx)
                )),
                Err(e) => failures.push(format!(
                    "{}: {e} (run with UPDATE_GOLDEN=1 to create it)",
                    path.display()
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}\nIf the change is intended, rerun with UPDATE_GOLDEN=1 and review the diff.",
        failures.join("\n")
    );
}

#[test]
fn no_stale_golden_files() {
    let mut expected: Vec<String> = seeds::all()
        .into_iter()
        .flat_map(|(name, _, targets)| targets.iter().map(move |t| format!("{name}.{t}.ptx")))
        .collect();
    expected.sort();
    let mut found: Vec<String> = std::fs::read_dir(golden_dir())
        .map(|d| {
            // The per-form and example snapshots have folders of their own.
            d.flatten()
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    if updating() {
        for f in found.iter().filter(|f| !expected.contains(f)) {
            let _ = std::fs::remove_file(golden_dir().join(f));
            eprintln!("removed stale {f}");
        }
        return;
    }
    assert_eq!(
        found, expected,
        "tests/golden/ should hold exactly one file per seed and claimed target"
    );
}

#[test]
fn ptxas_accepts_every_seed_for_every_claimed_target() {
    let Some(ptxas) = common::ptxas_or_skip("ptxas_accepts_every_seed_for_every_claimed_target")
    else {
        return;
    };
    let mut failures = Vec::new();
    for (name, build, targets) in seeds::all() {
        for &target in targets {
            let ptx = emit(name, build, target);
            assert_eq!(common::target_of(&ptx), target.to_string());
            if let Err(log) = common::ptxas_check(ptxas, &ptx, &target.to_string()) {
                failures.push(format!("{name} for {target}: ptxas rejected it:\n{log}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn seed_table_is_consistent() {
    let all = seeds::all();
    let mut names: Vec<&str> = all.iter().map(|(n, _, _)| *n).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all.len(), "seed names are unique");
    for (name, build, targets) in all {
        assert!(!targets.is_empty(), "{name} claims no target");
        let m = build(targets[0]);
        let kernels = m.kernels();
        assert_eq!(kernels.len(), 1, "{name}: one kernel");
        assert_eq!(kernels[0].name, name, "the kernel is named after its seed");
    }
}

/// The instruction lines of `ptx`, guard removed and whitespace collapsed to single
/// spaces (`cp.async.wait_group 1;`).
fn insts(ptx: &str) -> Vec<String> {
    ptx.lines()
        .map(|l| {
            let l = l.trim_start();
            let l = match l.strip_prefix('@') {
                Some(rest) => rest.split_once(char::is_whitespace).map_or("", |(_, r)| r),
                None => l,
            };
            l.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect()
}

/// `inst` (a mnemonic such as `ld.shared.u32`, optionally with operands written with
/// single spaces) begins an instruction of `ptx`.
fn has_inst(ptx: &str, inst: &str) -> bool {
    insts(ptx).iter().any(|l| {
        l.strip_prefix(inst)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', ';', ',']))
    })
}

fn assert_insts(name: &str, ptx: &str, want: &[&str]) {
    let missing: Vec<&&str> = want.iter().filter(|i| !has_inst(ptx, i)).collect();
    assert!(missing.is_empty(), "{name}: missing {missing:?} in\n{ptx}");
}

fn each_target(
    name: &str,
    build: fn(Target) -> typed_ptx::Module,
    targets: &[Target],
    check: impl Fn(&str),
) {
    for &t in targets {
        check(&emit(name, build, t));
    }
}

#[test]
fn ld_shared_42_instructions() {
    each_target(
        "ld_shared_42",
        seeds::ld_shared_42,
        seeds::LD_SHARED_42_TARGETS,
        |ptx| {
            assert_insts(
                "ld_shared_42",
                ptx,
                &[
                    "st.shared.u32",
                    "cvta.shared.u64",
                    "cvta.to.shared.u64",
                    "ld.shared.u32",
                    "st.global.u32",
                ],
            );
            let var_form = insts(ptx)
                .iter()
                .any(|l| l.starts_with("cvta.shared.u64 ") && l.ends_with(", x;"));
            assert!(var_form, "the variable form of cvta: cvta.shared.u64 p, x");
        },
    );
}

#[test]
fn shared_addr_roundtrip_instructions() {
    each_target(
        "shared_addr_roundtrip",
        seeds::shared_addr_roundtrip,
        seeds::SHARED_ADDR_ROUNDTRIP_TARGETS,
        |ptx| {
            assert_insts(
                "shared_addr_roundtrip",
                ptx,
                &[
                    "cvta.shared.u64",
                    "cvta.local.u64",
                    "cvta.const.u64",
                    "cvta.to.shared.u64",
                    "cvta.to.local.u64",
                    "cvta.to.const.u64",
                    "cvt.u32.u64",
                    "cvt.u64.u32",
                    "setp.eq.u64",
                    "selp.u32",
                    "ld.u32",
                ],
            );
            assert_eq!(
                ptx.matches("cvt.u32.u64").count(),
                3,
                "one truncation per space"
            );
            assert_eq!(
                ptx.matches("cvt.u64.u32").count(),
                3,
                "one zero-extension per space"
            );
            assert!(
                !insts(ptx)
                    .iter()
                    .any(|l| l.starts_with("cvta") && !l.contains(".u64 ")),
                "cvta is always .u64"
            );
        },
    );
}

const SPACES_PLAIN: [&str; 6] = [
    ".global",
    ".shared",
    ".shared::cluster",
    ".local",
    ".const",
    ".param",
];
const SPACES_EXPLICIT: [&str; 6] = [
    ".global",
    ".shared::cta",
    ".shared::cluster",
    ".local",
    ".const",
    ".param::entry",
];

fn cvta_forms(name: &str, ptx: &str, spaces: [&str; 6], vars: [&str; 6]) {
    for (sp, var) in spaces.iter().zip(vars) {
        let to = format!("cvta{sp}.u64");
        let back = format!("cvta.to{sp}.u64");
        let is = format!("isspacep{sp}");
        assert_insts(name, ptx, &[&to, &back, &is]);
        // register, var and var+imm forms of the conversion to generic
        let lines: Vec<String> = insts(ptx)
            .into_iter()
            .filter(|l| l.starts_with(&format!("{to} ")))
            .collect();
        assert!(
            lines.iter().any(|l| l.ends_with(&format!(", {var};"))),
            "{name}: {to} of the variable {var}"
        );
        assert!(
            lines.iter().any(|l| l.ends_with(&format!(", {var}+4;"))),
            "{name}: {to} of {var}+4"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.ends_with(';') && l.contains(", %rd")),
            "{name}: {to} of a register"
        );
    }
    assert_eq!(
        ptx.matches("isspacep").count(),
        8,
        "{name}: six positive and two negative isspacep"
    );
}

#[test]
fn cvta_all_spaces_instructions() {
    let vars = ["g", "s", "sc", "l", "c", "pv"];
    each_target(
        "cvta_all_spaces",
        seeds::cvta_all_spaces,
        seeds::CVTA_ALL_SPACES_TARGETS,
        |ptx| {
            cvta_forms("cvta_all_spaces", ptx, SPACES_PLAIN, vars);
            assert!(
                !ptx.contains("::cta") && !ptx.contains("::entry"),
                "plain spellings only"
            );
            assert_insts(
                "cvta_all_spaces",
                ptx,
                &[
                    "ld.global.u32",
                    "ld.shared.u32",
                    "ld.shared::cluster.u32",
                    "ld.local.u32",
                    "ld.const.u32",
                    "ld.param.u32",
                    "ld.u32",
                ],
            );
        },
    );
    each_target(
        "cvta_all_spaces_explicit",
        seeds::cvta_all_spaces_explicit,
        seeds::CVTA_ALL_SPACES_EXPLICIT_TARGETS,
        |ptx| {
            cvta_forms("cvta_all_spaces_explicit", ptx, SPACES_EXPLICIT, vars);
            assert!(ptx.contains(".version 8.3"), "::entry needs PTX ISA 8.3");
            let text = insts(ptx).join("\n");
            for plain in [
                "cvta.shared.u64",
                "cvta.to.shared.u64",
                "cvta.param.u64",
                "cvta.to.param.u64",
                "isspacep.shared ",
                "isspacep.param ",
            ] {
                assert!(
                    !text.contains(plain),
                    "explicit spellings only, found {plain}"
                );
            }
            assert_insts(
                "cvta_all_spaces_explicit",
                ptx,
                &["st.shared::cta.u32", "ld.shared::cta.u32"],
            );
        },
    );
}

#[test]
fn generic_dispatch_instructions() {
    each_target(
        "generic_dispatch",
        seeds::generic_dispatch,
        seeds::GENERIC_DISPATCH_TARGETS,
        |ptx| {
            assert!(ptx.contains(".func add2("), "a device function");
            assert_eq!(
                ptx.matches("call.uni").count(),
                3,
                "called with a global, a shared and a selected pointer"
            );
            assert_insts(
                "generic_dispatch",
                ptx,
                &[
                    "cvta.global.u64",
                    "cvta.shared.u64",
                    "selp.b64",
                    "ld.u32",
                    "st.u32",
                    "ld.shared.u32",
                    "st.global.u32",
                ],
            );
            assert!(
                !ptx.contains("cvta.to.shared"),
                "the shared results are read through the shared pointer itself"
            );
        },
    );
}

#[test]
fn cp_async_tile_instructions() {
    each_target(
        "cp_async_tile",
        seeds::cp_async_tile,
        seeds::CP_ASYNC_TILE_TARGETS,
        |ptx| {
            assert_insts(
                "cp_async_tile",
                ptx,
                &[
                    "cp.async.cg.shared.global",
                    "cp.async.commit_group",
                    "cp.async.wait_group 1",
                    "cp.async.wait_all",
                    "bar.sync 0",
                    "ld.shared.v4.u32",
                    "st.global.v4.u32",
                ],
            );
            let copies: Vec<&str> = ptx
                .lines()
                .filter(|l| l.contains("cp.async.cg.shared.global"))
                .collect();
            assert_eq!(
                copies.len(),
                3 * 4,
                "4 vectors per thread, in the prologue and for each buffer"
            );
            assert!(
                copies.iter().all(|l| l.trim_end().ends_with(", 16;")),
                "16-byte copies: {copies:?}"
            );
            assert!(ptx.contains(".reqntid 256, 1, 1"));
            assert!(
                ptx.contains(".shared .align 16 .u32 tile[8192];"),
                "two 16 KiB buffers, 16-byte aligned"
            );
            assert_eq!(
                ptx.matches("st.global.v4.u32").count(),
                2 * 4,
                "4 vectors per thread and buffer"
            );
        },
    );
    // The seed claims sm_80 and newer: cp.async does not exist before.
    let err = seeds::cp_async_tile(Target::SM_75)
        .emit()
        .unwrap_err()
        .to_string();
    assert!(err.contains("cp.async"), "{err}");
}
