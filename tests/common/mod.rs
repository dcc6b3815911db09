//! Shared by the integration tests: finding and running `ptxas`, the oracle.
//!
//! `ptxas` is looked up by the library (`typed_ptx::ptxas::find`): `$PTXAS`, then
//! `.tools/venv` (where `scripts/setup-tools.sh` installs it), then `PATH` and the CUDA
//! toolkit's folders. Without it a test that needs it prints a visible `SKIPPED` line and
//! does not count as passed; under `CI=true` a missing `ptxas` fails the test instead.
//!
//! Also [`trybuild_cases`], for the compile-fail suites.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The `ptxas` binary, if one can be found: the library's lookup
/// ([`typed_ptx::ptxas::find`]: `$PTXAS`, `.tools/venv` under the current directory, which
/// is the repository's root for `cargo test`, then `PATH` and the CUDA toolkit's folders).
pub fn ptxas() -> Option<&'static Path> {
    static PTXAS: OnceLock<Option<PathBuf>> = OnceLock::new();
    PTXAS
        .get_or_init(|| typed_ptx::ptxas::find().ok())
        .as_deref()
}

/// `ptxas`, or `None` after printing why the caller is skipped. Under `CI=true` a
/// missing `ptxas` panics: CI must check every output.
pub fn ptxas_or_skip(test: &str) -> Option<&'static Path> {
    match ptxas() {
        Some(p) => Some(p),
        None if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("{test}: ptxas not found and CI=true; run scripts/setup-tools.sh or set PTXAS")
        }
        None => {
            eprintln!("SKIPPED {test}: ptxas not found (run scripts/setup-tools.sh or set PTXAS)");
            None
        }
    }
}

fn scratch(ext: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    std::env::temp_dir().join(format!(
        "typed-ptx-test-{}-{}.{ext}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Runs `ptxas -arch <arch>` on `ptx`. `Ok(())` when it accepts, `Err(log)` otherwise.
pub fn ptxas_check(ptxas: &Path, ptx: &str, arch: &str) -> Result<(), String> {
    let file = scratch("ptx");
    std::fs::write(&file, ptx).map_err(|e| format!("writing {}: {e}", file.display()))?;
    let out = Command::new(ptxas)
        .arg("-arch")
        .arg(arch)
        .arg(&file)
        .arg("-o")
        .arg(if cfg!(windows) { "NUL" } else { "/dev/null" })
        .output()
        .map_err(|e| format!("running {}: {e}", ptxas.display()))?;
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// The `.target` line of a module, such as `sm_90`.
pub fn target_of(ptx: &str) -> &str {
    ptx.lines()
        .find_map(|l| l.strip_prefix(".target "))
        .map(|t| t.split([',', ' ']).next().unwrap_or(t))
        .unwrap_or("sm_80")
}

/// Asserts that `ptxas` accepts `ptx` for its own target (skips without ptxas).
pub fn assert_ptxas_accepts(test: &str, ptx: &str) {
    let Some(p) = ptxas_or_skip(test) else { return };
    if let Err(log) = ptxas_check(p, ptx, target_of(ptx)) {
        panic!("{test}: ptxas rejected the module:\n{log}\n--- PTX ---\n{ptx}");
    }
}

/// A trybuild run whose scratch project (`target/tests/trybuild/`) builds without debug
/// info. The suites give trybuild only `compile_fail` cases (the legal twins are tests of
/// `tests/legal_twins.rs`), so it runs `cargo check`, and what it still compiles to
/// machine code is the proc macros and build scripts of the dependencies. When it also had
/// `pass` cases, each was a binary linked against typed-ptx twice (trybuild's build and its
/// `cargo run` differ in rustflags): 26 MB a binary with the dev profile's full debug info,
/// 9.4 GB for the three suites, against about 1 MB without. The trybuild project is a
/// workspace of its own, so this workspace's `[profile]` sections do not reach it; the
/// profile is set through cargo's environment variables, which trybuild's cargo inherits.
/// A variable already set wins (`CARGO_PROFILE_DEV_DEBUG=2 cargo test --test compile_fail`).
pub fn trybuild_cases() -> trybuild::TestCases {
    for (var, value) in [
        ("CARGO_PROFILE_DEV_DEBUG", "0"),
        ("CARGO_PROFILE_DEV_STRIP", "debuginfo"),
    ] {
        if std::env::var_os(var).is_none() {
            // SAFETY: each suite calls this first in its only test, before trybuild
            // starts; no other thread of the test binary reads or writes the environment.
            unsafe { std::env::set_var(var, value) };
        }
    }
    trybuild::TestCases::new()
}

/// Whether `UPDATE_GOLDEN` asks the snapshot checks to rewrite their files.
pub fn updating_golden() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| !v.is_empty() && v != "0")
}

/// Checks `text` against the snapshot `tests/golden/<rel>` byte for byte (the examples'
/// PTX, so that a change to any spelling shows as a diff); `UPDATE_GOLDEN=1` rewrites the
/// file instead (review the diff before committing it).
#[track_caller]
pub fn assert_snapshot(rel: &str, text: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(rel);
    if updating_golden() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(&path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("no snapshot {} (UPDATE_GOLDEN=1 writes it)", path.display()));
    if want != text {
        let first = want
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(want.lines().count().min(text.lines().count()));
        panic!(
            "{} differs at line {} (UPDATE_GOLDEN=1 rewrites it after review):\n- {}\n+ {}",
            path.display(),
            first + 1,
            want.lines().nth(first).unwrap_or("(end)"),
            text.lines().nth(first).unwrap_or("(end)")
        );
    }
}

/// The first GPU, for the GPU tests (which are `#[ignore]`d without one and run by
/// `scripts/gpu.sh`); panics with the driver's reason when there is none.
pub fn gpu() -> typed_ptx::runtime::Gpu {
    match typed_ptx::runtime::Gpu::new(0) {
        Ok(g) => g,
        Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
    }
}

/// The newest target the device runs (sm_90 on an H100).
pub fn device_target(g: &typed_ptx::runtime::Gpu) -> typed_ptx::Target {
    let (a, b) = g.info().capability;
    typed_ptx::Target::portable(a * 10 + b)
}

/// Pseudo-random bytes (xorshift), the same every run: the inputs of the interpreter's
/// tests and of its comparisons with the GPU.
pub fn bytes(n: usize) -> Vec<u8> {
    let mut s = 0x9e37_79b9u32;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 11) as u8
        })
        .collect()
}
