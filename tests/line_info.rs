//! `Module::line_info`: `.file`/`.loc` from the Rust call sites, accepted by ptxas, so the
//! tools that read line info (compute-sanitizer, cuda-gdb, Nsight Compute) name Rust lines.

use typed_ptx::*;

mod common;

fn module(on: bool) -> (Module, u32) {
    let mut m = Module::new(Target::SM_80);
    m.line_info(on);
    let line = line!() + 4;
    m.kernel("k", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let p = k.index(out, t);
        k.st(p, t); // `line`
    });
    (m, line)
}

#[test]
fn locations_name_the_rust_lines() {
    let (m, line) = module(true);
    let ptx = m.emit().unwrap();
    common::assert_ptxas_accepts("line_info", &ptx);
    assert!(ptx.contains(".file 1 \"tests/line_info.rs\""), "{ptx}");
    // The store's location comes right before it.
    let st = ptx
        .lines()
        .position(|l| l.contains("st.global.u32"))
        .unwrap();
    let loc = ptx.lines().nth(st - 1).unwrap().trim();
    assert!(loc.starts_with(&format!(".loc 1 {line} ")), "{loc}\n{ptx}");
    assert_eq!(ptx, module(true).0.emit().unwrap(), "deterministic");
    let (map_ptx, map) = m.emit_mapped().unwrap();
    assert_eq!(map_ptx, ptx);
    assert_eq!(map.site(st as u32 + 1).map(|s| s.0.line()), Some(line));
}

#[test]
fn off_by_default() {
    let ptx = module(false).0.emit().unwrap();
    assert!(!ptx.contains(".loc") && !ptx.contains(".file"), "{ptx}");
}
