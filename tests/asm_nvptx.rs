//! Criterion (a) of the inline-asm work: every `ptx_asm!` the suite uses is compiled for
//! `nvptx64-nvidia-cuda` by rustc and its PTX passes `ptxas` for sm_80 and sm_90.
//!
//! No nvptx standard library is needed (DESIGN.md, "How we know it is right"): the test
//! writes a `#![no_core]` crate root with the few lang items the code uses, a builtin
//! `asm!`, and `extern crate self as core` / `as typed_ptx` so the very paths the
//! expansions name (`::typed_ptx::__private::…`, `core::marker::…`) resolve inside it.
//! It then includes the facade's real `src/device.rs` (the address helpers, built on
//! the macro) and `tests/asm_nvptx/kernels.rs` (a suite of kernels), and has rustc load
//! the real `typed-ptx-macros` proc-macro with `--extern`: rustc expands every
//! invocation itself, exactly as in a user's crate. The PTX goes to `ptxas`.
//!
//! Run: `cargo test --test asm_nvptx -- --nocapture` (prints the counts).
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const SHIM: &str = r#"
#![feature(no_core, auto_traits, lang_items, rustc_attrs, decl_macro, abi_ptx, asm_experimental_arch)]
#![no_core]
#![allow(internal_features, dead_code, unused_imports, unused_unsafe)]

// The expansions name `::typed_ptx::__private::…`; device.rs names `core::…`.
extern crate self as core;
extern crate self as typed_ptx;
extern crate typed_ptx_macros;
pub use typed_ptx_macros::ptx_asm;

#[lang = "pointee_sized"] pub trait PointeeSized {}
#[lang = "meta_sized"] pub trait MetaSized: PointeeSized {}
#[lang = "sized"] pub trait Sized: MetaSized {}
#[lang = "freeze"] pub unsafe auto trait Freeze {}
#[lang = "legacy_receiver"] pub trait LegacyReceiver {}
impl<T: ?Sized> LegacyReceiver for &T {}
pub mod marker {
    #[lang = "copy"] pub trait Copy: crate::Sized {}
    #[lang = "phantom_data"] pub struct PhantomData<T: ?crate::Sized>;
    impl<T: ?crate::Sized> Copy for PhantomData<T> {}
    macro_rules! copy { ($($t:ty),*) => { $(impl Copy for $t {})* } }
    copy!(bool, u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, usize, isize);
    impl<T: ?crate::Sized> Copy for *const T {}
    impl<T: ?crate::Sized> Copy for *mut T {}
    impl<T: Copy, const N: usize> Copy for [T; N] {}
}
pub mod ptr {
    #[lang = "drop_in_place"]
    pub unsafe fn drop_in_place<T: ?crate::Sized>(_: *mut T) {}
}
pub mod clone {
    #[lang = "clone"] pub trait Clone: crate::Sized { fn clone(&self) -> Self; }
}
pub mod ops {
    #[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
    macro_rules! add { ($($t:ty),*) => { $(impl Add for $t { type Output = $t; fn add(self, rhs: $t) -> $t { self + rhs } })* } }
    add!(u16, u32, u64, i32, i64);
}
pub mod arch {
    #[rustc_builtin_macro]
    pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) { /* compiler built-in */ }
}
#[rustc_builtin_macro] macro_rules! concat { ($($t:tt)*) => {} }
#[rustc_builtin_macro] macro_rules! stringify { ($($t:tt)*) => {} }

#[rustc_builtin_macro]
pub macro compile_error($msg:expr $(,)?) { /* compiler built-in */ }
pub mod __private {
    pub use crate::arch::asm;
    pub use crate::compile_error;
    pub use crate::device::__asm as dev;
}
"#;

/// The `typed-ptx-macros` proc-macro library cargo built for this test (newest one).
fn proc_macro_lib() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(deps)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.starts_with("libtyped_ptx_macros-") && (n.ends_with(".so") || n.ends_with(".dylib"))
                || n.starts_with("typed_ptx_macros-") && n.ends_with(".dll")
        })
        .map(|p| (p.metadata().unwrap().modified().unwrap(), p))
        .collect();
    found.sort();
    found
        .pop()
        .expect("libtyped_ptx_macros-*.so next to the test binary")
        .1
}

fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

/// `ptx_asm!` invocations in a source file, one instruction or a block `ptx_asm! { … }`
/// (the macro definition's own uses in `cvta_pair!` count once per expansion of that
/// macro).
fn invocations(src: &str) -> usize {
    let direct = src
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            l.starts_with("ptx_asm!(") || l.starts_with("ptx_asm! {")
        })
        .count();
    let via_pair = src
        .lines()
        .filter(|l| l.contains("crate::ptx_asm!("))
        .count()
        * src.lines().filter(|l| l.starts_with("cvta_pair!(")).count();
    direct + via_pair
}

/// The attribute that keeps a legal twin of an sm_90 form (`mapa`) out of the sm_80 build
/// (on the host it is always in).
const SM90_TWIN: &str = r#"#[cfg(any(not(target_arch = "nvptx64"), target_feature = "sm_90"))]"#;

/// `tests/ui_macros_pass/asm/*.rs`, sorted.
fn pass_twins(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root.join("tests/ui_macros_pass/asm"))
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "rs"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn compile(root: &Path, cpu: &str, opt: &str, macros: &Path, dir: &Path) -> Result<String, String> {
    let src = dir.join("lib.rs");
    let mut text = String::from(SHIM);
    let device = root.join("src/device.rs");
    let kernels = root.join("tests/asm_nvptx/kernels.rs");
    text.push_str(&format!(
        "#[path = {:?}]\npub mod device;\n",
        device.display().to_string()
    ));
    text.push_str(&format!(
        "#[path = {:?}]\npub mod kernels;\n",
        kernels.display().to_string()
    ));
    // The legal twins of the compile-fail suite. Their device function is private and
    // never called; made a kernel here, it is generated at every optimisation level.
    for (i, twin) in pass_twins(root).iter().enumerate() {
        let body = std::fs::read_to_string(twin).unwrap().replace(
            "unsafe fn device_code(",
            &format!("#[unsafe(no_mangle)]\npub unsafe extern \"ptx-kernel\" fn twin{i}("),
        );
        let copy = dir.join(format!("twin{i}.rs"));
        std::fs::write(&copy, body).unwrap();
        text.push_str(&format!(
            "#[path = {:?}]\npub mod twin{i};\n",
            copy.display().to_string()
        ));
    }
    std::fs::write(&src, text).unwrap();
    let out = dir.join(format!("{cpu}-O{opt}.ptx"));
    let mut cmd = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()));
    cmd.env("RUSTC_BOOTSTRAP", "1")
        .current_dir(root)
        .args([
            "--edition",
            "2024",
            "--crate-type",
            "rlib",
            "--crate-name",
            "ptx_asm_suite",
        ])
        .args(["--target", "nvptx64-nvidia-cuda", "--emit", "asm"])
        .arg(format!("-Ctarget-cpu={cpu}"))
        // `.shared::cta`/`.shared::cluster` spellings need PTX ISA 7.8 on every target.
        .arg("-Ctarget-feature=+ptx78")
        .arg(format!("-Copt-level={opt}"))
        // The shim has no panic machinery for overflow checks.
        .arg("-Coverflow-checks=off")
        .arg("--extern")
        .arg(format!("typed_ptx_macros={}", macros.display()))
        .arg("-o")
        .arg(&out)
        .arg(&src);
    if cpu == "sm_90" {
        cmd.args(["--cfg", "sm90"]);
    }
    let o = cmd.output().map_err(|e| format!("running rustc: {e}"))?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    Ok(std::fs::read_to_string(&out).unwrap())
}

#[test]
fn every_expansion_compiles_for_nvptx64_and_passes_ptxas() {
    let has_nvptx = Command::new("rustc")
        .args(["--print", "target-list"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("nvptx64-nvidia-cuda"))
        .unwrap_or(false);
    assert!(has_nvptx, "this rustc does not list nvptx64-nvidia-cuda");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let macros = proc_macro_lib();
    let dir = std::env::temp_dir().join(format!("typed-ptx-asm-nvptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let kernels_src = std::fs::read_to_string(root.join("tests/asm_nvptx/kernels.rs")).unwrap();
    let device_src = std::fs::read_to_string(root.join("src/device.rs")).unwrap();
    let sm90_only = kernels_src
        .split("\n#[cfg(sm90)]")
        .skip(1)
        .map(invocations)
        .sum::<usize>();
    let all_kernels = invocations(&kernels_src);
    let helpers = invocations(&device_src);
    // A twin of an sm_90 form is compiled out below sm_90 (`target_feature = "sm_90"`).
    let (mut twins_sm90_only, mut twins_all) = (0, 0);
    for p in pass_twins(root) {
        let src = std::fs::read_to_string(p).unwrap();
        if src.contains(SM90_TWIN) {
            twins_sm90_only += invocations(&src);
        } else {
            twins_all += invocations(&src);
        }
    }
    let ptxas = common::ptxas_or_skip("asm_nvptx");
    let mut failures = Vec::new();
    for cpu in ["sm_80", "sm_90"] {
        for opt in ["0", "3"] {
            let ptx = match compile(root, cpu, opt, &macros, &dir) {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("rustc {cpu} -Copt-level={opt}:\n{e}"));
                    continue;
                }
            };
            let blocks = count(&ptx, "// begin inline asm");
            let kernels = all_kernels - if cpu == "sm_90" { 0 } else { sm90_only };
            let twins = twins_all + if cpu == "sm_90" { twins_sm90_only } else { 0 };
            let invoked = helpers + kernels + twins;
            println!(
                "{cpu} opt-level={opt}: {invoked} ptx_asm! invocations ({helpers} in device.rs helpers, {kernels} in kernels, {twins} in the compile-fail suite's legal twins) -> {blocks} inline-asm blocks in the PTX"
            );
            // Without optimisation nothing is removed: every kernel invocation is in the
            // PTX at least once (an address of either width expands to two asm blocks).
            if opt == "0" {
                assert!(
                    blocks >= invoked - helpers,
                    "{blocks} asm blocks for {} invocations",
                    invoked - helpers
                );
            }
            if let Some(p) = ptxas {
                match common::ptxas_check(p, &ptx, cpu) {
                    Ok(()) => println!("  ptxas -arch {cpu}: ok"),
                    Err(log) => failures.push(format!(
                        "ptxas -arch {cpu} (opt-level={opt}):\n{log}\n--- PTX ---\n{ptx}"
                    )),
                }
            }
            std::fs::write(dir.join(format!("{cpu}-O{opt}.checked.ptx")), &ptx).unwrap();
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n(sources and PTX kept in {})",
        failures.join("\n\n"),
        dir.display()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A form newer than the crate's target is a compile error at the mnemonic that names the
/// requirement (not a `ptxas` failure later): `mapa` needs sm_90, and `ld.shared::cta`
/// needs PTX ISA 7.8, which sm_80 reaches only with `-C target-feature=+ptx78`.
#[test]
fn forms_newer_than_the_target_are_compile_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let macros = proc_macro_lib();
    let dir = std::env::temp_dir().join(format!("typed-ptx-asm-gate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut text = String::from(SHIM);
    text.push_str(&format!(
        "#[path = {:?}]\npub mod device;\n",
        root.join("src/device.rs").display().to_string()
    ));
    text.push_str(
        r#"
use device::{SharedPtr, ClusterPtr};
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn too_new(s: u64, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let remote: ClusterPtr<u32>;
        ptx_asm!(mapa.shared::cluster remote, sp, 1);
        let v: u32;
        ptx_asm!(ld.shared::cta.u32 v, [sp]);
        *out = v;
        let _ = remote;
    }
}
"#,
    );
    let src = dir.join("lib.rs");
    std::fs::write(&src, text).unwrap();
    let run = |extra: &[&str]| {
        Command::new("rustc")
            .env("RUSTC_BOOTSTRAP", "1")
            .current_dir(root)
            .args([
                "--edition",
                "2024",
                "--crate-type",
                "rlib",
                "--crate-name",
                "gate",
            ])
            .args([
                "--target",
                "nvptx64-nvidia-cuda",
                "--emit",
                "asm",
                "-Ctarget-cpu=sm_80",
            ])
            .args(["-Coverflow-checks=off", "--extern"])
            .arg(format!("typed_ptx_macros={}", macros.display()))
            .args(extra)
            .arg("-o")
            .arg(dir.join("gate.ptx"))
            .arg(&src)
            .output()
            .unwrap()
    };
    let o = run(&[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("`mapa.shared::cluster` needs sm_90 or newer"),
        "{err}"
    );
    assert!(
        err.contains(
            "`ld.shared::cta.u32` needs PTX ISA 7.8: compile with `-C target-feature=+ptx78`"
        ),
        "{err}"
    );
    // With the ISA raised, only the sm requirement remains.
    let o = run(&["-Ctarget-feature=+ptx78"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("needs sm_90") && !err.contains("needs PTX ISA"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
