//! The seed programs written through `ptx_module!` (`examples/seeds/by_macro.rs`) emit
//! the same PTX, byte for byte, as their builder versions (`examples/seeds/mod.rs`) for
//! every target each seed claims, and so the golden files of `tests/golden/`.

#[path = "../examples/seeds/mod.rs"]
mod seeds;

use seeds::by_macro as seeds_macro;
use typed_ptx::{Module, Target};

fn same(name: &str, builder: fn(Target) -> Module, mac: fn(Target) -> Module, targets: &[Target]) {
    assert!(!targets.is_empty());
    for &t in targets {
        let b = builder(t)
            .emit()
            .unwrap_or_else(|e| panic!("{name} (builder) for {t}: {e}"));
        let m = mac(t)
            .emit()
            .unwrap_or_else(|e| panic!("{name} (macro) for {t}: {e}"));
        if b != m {
            let line = b.lines().zip(m.lines()).position(|(x, y)| x != y);
            panic!(
                "{name} for {t}: the macro's PTX differs from the builder's (first differing line {line:?})\n--- builder\n{b}\n--- macro\n{m}"
            );
        }
        let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("tests/golden/{name}.{t}.ptx"));
        if let Ok(g) = std::fs::read_to_string(&golden) {
            assert_eq!(
                g,
                m,
                "{name} for {t}: the macro's PTX differs from {}",
                golden.display()
            );
        }
    }
}

#[test]
fn ld_shared_42() {
    same(
        "ld_shared_42",
        seeds::ld_shared_42,
        seeds_macro::ld_shared_42,
        seeds::LD_SHARED_42_TARGETS,
    );
}

#[test]
fn shared_addr_roundtrip() {
    same(
        "shared_addr_roundtrip",
        seeds::shared_addr_roundtrip,
        seeds_macro::shared_addr_roundtrip,
        seeds::SHARED_ADDR_ROUNDTRIP_TARGETS,
    );
}

#[test]
fn cvta_all_spaces() {
    same(
        "cvta_all_spaces",
        seeds::cvta_all_spaces,
        seeds_macro::cvta_all_spaces,
        seeds::CVTA_ALL_SPACES_TARGETS,
    );
}

#[test]
fn cvta_all_spaces_explicit() {
    same(
        "cvta_all_spaces_explicit",
        seeds::cvta_all_spaces_explicit,
        seeds_macro::cvta_all_spaces_explicit,
        seeds::CVTA_ALL_SPACES_EXPLICIT_TARGETS,
    );
}

#[test]
fn generic_dispatch() {
    same(
        "generic_dispatch",
        seeds::generic_dispatch,
        seeds_macro::generic_dispatch,
        seeds::GENERIC_DISPATCH_TARGETS,
    );
}

#[test]
fn cp_async_tile() {
    same(
        "cp_async_tile",
        seeds::cp_async_tile,
        seeds_macro::cp_async_tile,
        seeds::CP_ASYNC_TILE_TARGETS,
    );
}

/// The builder records the Rust call site of every instruction; through the macro that is
/// the instruction's mnemonic in the macro input, so a target error names that line.
#[test]
fn target_errors_name_the_macro_line() {
    let line = line!() + 5;
    let m = typed_ptx::ptx_module! {
        target sm_75;
        kernel k(out: global u32) {
            st.global.u32 [out], 1;
            cp.async.commit_group;
        }
    };
    let err = m.emit().unwrap_err().to_string();
    assert!(err.contains("cp.async.commit_group"), "{err}");
    assert!(
        err.contains(&format!("tests/macro_seeds.rs:{line}:")),
        "{err}"
    );
}
