//! The seed programs written through `ptx_module!` (`examples/seeds/by_macro.rs`) emit
//! the same PTX, byte for byte, as their builder versions (`examples/seeds/mod.rs`) for
//! every target each seed claims, and so the golden files of `tests/golden/`.
//!
//! So do the kernel examples `reduce_block`, `sgemm_tiled` and `histogram` (written with
//! the builder's structured control flow), written here again through `ptx_module!`
//! with `for`/`if`: byte for byte, once the parameter names are the same. The one
//! difference is a name: `Module::kernel` calls its parameters `<kernel>_param_<i>`,
//! and a `ptx_module!` parameter is called what it is written as (`out`, `x`, `n`).

#[path = "../examples/seeds/mod.rs"]
mod seeds;

use seeds::by_macro as seeds_macro;
use typed_ptx::{Address, Align, Global, Module, Ptr, Reg, Target, ptx_module};

// Each example includes `examples/support/mod.rs` for itself.
#[allow(dead_code, clippy::duplicate_mod)]
#[path = "../examples/reduce_block.rs"]
mod reduce_block_example;

// Each example includes `examples/support/mod.rs` for itself.
#[allow(dead_code, clippy::duplicate_mod)]
#[path = "../examples/sgemm_tiled.rs"]
mod sgemm_tiled_example;

// Each example includes `examples/support/mod.rs` for itself.
#[allow(dead_code, clippy::duplicate_mod)]
#[path = "../examples/histogram.rs"]
mod histogram_example;

// Each example includes `examples/support/mod.rs` for itself.
#[allow(dead_code, clippy::duplicate_mod)]
#[path = "../examples/rmsnorm.rs"]
mod rmsnorm_example;

mod common;

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

/// `examples/reduce_block.rs` through the macro: the grid-stride `for` carries the sum,
/// the tree steps are unrolled (`if` for each), the warp's `shfl.sync.down` steps too.
fn reduce_block_by_macro() -> Module {
    let m = ptx_module! {
        target sm_80;
        kernel reduce_block(out: global f32, x: global f32, n: u32) .reqntid 256 {
            shared buf: f32[256] align 4;
            let t = mov.u32 %tid.x;
            let start = mad.lo.u32 %ctaid.x, 256, t;
            let stride = mul.lo.u32 %nctaid.x, 256;
            let v = for i: u32 in start..n step stride carry (s: f32 = 0.0) {
                let p = index x, i;
                let xi = ld.global.f32 [p];
                let s = add.f32 s, xi;
                yield s;
            };
            let mine = mov.u64 buf;
            let mine = index mine, t;
            st.shared.f32 [mine], v;
            bar.sync 0;
            let low = setp.lt.u32 t, 128;
            if low {
                let a = ld.shared.f32 [mine];
                let b = ld.shared.f32 [mine+512];
                let s = add.f32 a, b;
                st.shared.f32 [mine], s;
            }
            bar.sync 0;
            let low = setp.lt.u32 t, 64;
            if low {
                let a = ld.shared.f32 [mine];
                let b = ld.shared.f32 [mine+256];
                let s = add.f32 a, b;
                st.shared.f32 [mine], s;
            }
            bar.sync 0;
            let low = setp.lt.u32 t, 32;
            if low {
                let a = ld.shared.f32 [mine];
                let b = ld.shared.f32 [mine+128];
                let s = add.f32 a, b;
                st.shared.f32 [mine], s;
            }
            let warp0 = setp.lt.u32 t, 32;
            if warp0 {
                let v = ld.shared.f32 [mine];
                let o = shfl.sync.down.b32 v, 16, 0x1f, 0xffffffff;
                let v = add.f32 v, o;
                let o = shfl.sync.down.b32 v, 8, 0x1f, 0xffffffff;
                let v = add.f32 v, o;
                let o = shfl.sync.down.b32 v, 4, 0x1f, 0xffffffff;
                let v = add.f32 v, o;
                let o = shfl.sync.down.b32 v, 2, 0x1f, 0xffffffff;
                let v = add.f32 v, o;
                let o = shfl.sync.down.b32 v, 1, 0x1f, 0xffffffff;
                let v = add.f32 v, o;
                let lane0 = setp.eq.u32 t, 0;
                if lane0 {
                    red.global.add.f32 [out], v;
                }
            }
        }
    };
    m.into_module()
}

/// `examples/sgemm_tiled.rs` through the macro: the K loop carries the accumulator; the
/// 16 multiply-adds of a tile are unrolled (the builder version folds over `0..16`).
fn sgemm_tiled_by_macro() -> Module {
    let m = ptx_module! {
        target sm_80;
        kernel sgemm_tiled(c: global f32, a: global f32, b: global f32, n: u32, kk: u32) .reqntid 16, 16 {
            shared ta: f32[256] align 4;
            shared tb: f32[256] align 4;
            let tx = mov.u32 %tid.x;
            let ty = mov.u32 %tid.y;
            let row = mad.lo.u32 %ctaid.y, 16, ty;
            let col = mad.lo.u32 %ctaid.x, 16, tx;
            let sa = mov.u64 ta;
            let sb = mov.u64 tb;
            let slot = mad.lo.u32 ty, 16, tx;
            let my_a = index sa, slot;
            let my_b = index sb, slot;
            let row16 = mul.lo.u32 ty, 16;
            let a_row = index sa, row16;
            let b_col = index sb, tx;
            let a_at = mad.lo.u32 row, kk, tx;
            let b_at = mad.lo.u32 ty, n, col;
            let acc = for k0: u32 in 0..kk step 16 carry (acc: f32 = 0.0) {
                let ai = add.u32 a_at, k0;
                let bk = mul.lo.u32 k0, n;
                let bi = add.u32 b_at, bk;
                let ap = index a, ai;
                let bp = index b, bi;
                let av = ld.global.f32 [ap];
                let bv = ld.global.f32 [bp];
                st.shared.f32 [my_a], av;
                st.shared.f32 [my_b], bv;
                bar.sync 0;
                let x = ld.shared.f32 [a_row+0];
                let y = ld.shared.f32 [b_col+0];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+4];
                let y = ld.shared.f32 [b_col+64];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+8];
                let y = ld.shared.f32 [b_col+128];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+12];
                let y = ld.shared.f32 [b_col+192];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+16];
                let y = ld.shared.f32 [b_col+256];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+20];
                let y = ld.shared.f32 [b_col+320];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+24];
                let y = ld.shared.f32 [b_col+384];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+28];
                let y = ld.shared.f32 [b_col+448];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+32];
                let y = ld.shared.f32 [b_col+512];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+36];
                let y = ld.shared.f32 [b_col+576];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+40];
                let y = ld.shared.f32 [b_col+640];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+44];
                let y = ld.shared.f32 [b_col+704];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+48];
                let y = ld.shared.f32 [b_col+768];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+52];
                let y = ld.shared.f32 [b_col+832];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+56];
                let y = ld.shared.f32 [b_col+896];
                let acc = fma.rn.f32 x, y, acc;
                let x = ld.shared.f32 [a_row+60];
                let y = ld.shared.f32 [b_col+960];
                let acc = fma.rn.f32 x, y, acc;
                bar.sync 0;
                yield acc;
            };
            let ci = mad.lo.u32 row, n, col;
            let cp = index c, ci;
            st.global.f32 [cp], acc;
        }
    };
    m.into_module()
}

/// `examples/histogram.rs` through the macro: a grid-stride `for` that carries nothing.
fn histogram_by_macro() -> Module {
    let m = ptx_module! {
        target sm_80;
        kernel histogram(hist: global u32, data: global u8, n: u32) .reqntid 256 {
            shared bins: u32[256] align 4;
            let t = mov.u32 %tid.x;
            let bins = mov.u64 bins;
            let mine = index bins, t;
            st.shared.u32 [mine], 0;
            bar.sync 0;
            let start = mad.lo.u32 %ctaid.x, 256, t;
            let stride = mul.lo.u32 %nctaid.x, 256;
            for i: u32 in start..n step stride {
                let p = index data, i;
                let byte = ld.global.u8 [p];
                let bin = index bins, byte;
                red.shared.add.u32 [bin], 1;
            }
            bar.sync 0;
            let count = ld.shared.u32 [mine];
            let total = index hist, t;
            red.global.add.u32 [total], count;
        }
    };
    m.into_module()
}

/// The builder's PTX with `<kernel>_param_<i>` renamed to `names[i]` equals the macro's.
fn same_kernel(kernel: &str, builder: &Module, mac: &Module, names: &[&str]) {
    let b = builder
        .emit()
        .unwrap_or_else(|e| panic!("{kernel} (builder): {e}"));
    let m = mac
        .emit()
        .unwrap_or_else(|e| panic!("{kernel} (macro): {e}"));
    let mut renamed = b.clone();
    // Highest index first, so that `_param_1` does not rewrite the start of `_param_10`.
    for (i, n) in names.iter().enumerate().rev() {
        let from = format!("{kernel}_param_{i}");
        assert!(renamed.contains(&from), "{kernel}: no parameter {from}");
        renamed = renamed.replace(&from, n);
    }
    if renamed != m {
        let line = renamed.lines().zip(m.lines()).position(|(x, y)| x != y);
        panic!(
            "{kernel}: the macro's PTX differs from the builder's (first differing line {line:?})\n--- builder (parameters renamed)\n{renamed}\n--- macro\n{m}"
        );
    }
    common::assert_ptxas_accepts(kernel, &m);
}

#[test]
fn reduce_block_example() {
    let mut b = Module::new(Target::SM_80);
    reduce_block_example::reduce(&mut b);
    common::assert_snapshot("examples/reduce_block.ptx", &b.emit().unwrap());
    same_kernel(
        "reduce_block",
        &b,
        &reduce_block_by_macro(),
        &["out", "x", "n"],
    );
}

#[test]
fn sgemm_tiled_example() {
    let mut b = Module::new(Target::SM_80);
    sgemm_tiled_example::sgemm(&mut b);
    common::assert_snapshot("examples/sgemm_tiled.ptx", &b.emit().unwrap());
    same_kernel(
        "sgemm_tiled",
        &b,
        &sgemm_tiled_by_macro(),
        &["c", "a", "b", "n", "kk"],
    );
}

#[test]
fn histogram_example() {
    let mut b = Module::new(Target::SM_80);
    histogram_example::histogram(&mut b);
    common::assert_snapshot("examples/histogram.ptx", &b.emit().unwrap());
    same_kernel(
        "histogram",
        &b,
        &histogram_by_macro(),
        &["hist", "data", "n"],
    );
}

/// `examples/rmsnorm.rs`: its builder and `ptx_module!` versions (the macro's with
/// unrolled loops, constants and the kernel's name from the Rust parameter `h`, and
/// `v[e]` of its vector loads) emit the same PTX for every row width, names included,
/// and ptxas accepts it.
#[test]
fn rmsnorm_example() {
    for h in [2048, 4096, 6144] {
        let mut b = Module::new(Target::SM_80);
        let k = rmsnorm_example::rmsnorm(&mut b, h);
        assert_eq!(k.name(), format!("rmsnorm_{h}"));
        let bp = b.emit().unwrap();
        let m = rmsnorm_example::rmsnorm_by_macro(Target::SM_80, h);
        let mp = m.emit().unwrap();
        if bp != mp {
            let line = bp.lines().zip(mp.lines()).position(|(x, y)| x != y);
            panic!(
                "rmsnorm_{h}: the macro's PTX differs from the builder's (first differing line {line:?})\n--- builder\n{bp}\n--- macro\n{mp}"
            );
        }
        // Two 16-byte loads of x per thread and row of 2048 values (one per pass), w's,
        // and the 16-byte stores.
        let loads = mp.matches("ld.global.v4.b32").count() as u32;
        assert_eq!(loads, 3 * h / 2048, "{mp}");
        assert_eq!(mp.matches("st.global.v4.b32").count() as u32, h / 2048);
        if h == 4096 {
            common::assert_snapshot("examples/rmsnorm.ptx", &mp);
        }
        common::assert_ptxas_accepts("rmsnorm", &mp);
    }
}

/// The macro's build-time features, each against the builder program it stands for:
/// constants (module and kernel level, by name in immediates, offsets, lengths and
/// directives), a kernel named from Rust, `global T as U`, unrolled loops over a range
/// with a step, over a Rust array, nested, and with no pass (the carried value is the
/// one before the loop), a yielding loop's array, and `v[i]` by literal, constant, index
/// and expression.
#[test]
fn build_time_features_are_the_builder_calls() {
    fn by_builder(n: u32) -> Module {
        let none = 0u32;
        let mut m = Module::new(Target::SM_80);
        let names = ["out", "x", "k"];
        type P = (Ptr<Global, u32>, Ptr<Global, u32>, Reg<u32>);
        m.kernel_named(&format!("feat_{n}"), &names, |k, (out, x, kk): P| {
            k.reqntid(64, 1, 1);
            let x = x.cast::<u16>();
            let buf = k.shared::<u32>("buf", 64, Align(16));
            let mut acc = k.mov(0u32);
            for i in (0..n).step_by(2) {
                for d in [3u32, 5] {
                    acc = k.add(acc, i + d);
                }
            }
            for _ in 0..none {
                acc = k.add(acc, 1u32);
            }
            for _ in 0..2 {
                acc = k.add(acc, 7u32);
            }
            let v = k.ld_v4(buf.byte_offset(16));
            let w = [0, 1, 2, 3].map(|e| k.add(v[e], kk));
            k.st_v4(buf.byte_offset(32), [w[3], w[2], w[1], w[0]]);
            let h = k.ld(x.byte_offset(6));
            let h = k.cvt::<u32, u16>(h);
            let s = k.add(v[2], w[1]);
            let s = k.add(s, h);
            let s = k.add(s, acc);
            k.st(out, s);
        });
        m
    }
    fn by_macro(n: u32) -> Module {
        let none = 0u32;
        let m = ptx_module! {
            target sm_80;
            const THREADS: u32 = 64;
            kernel feat = {format!("feat_{n}")}(out: global u32, x: global u32 as u16, k: u32)
                .reqntid THREADS
            {
                const SLOTS: u32 = 64;
                const OFF: s64 = 16;
                const TWO: u32 = 2;
                shared buf: u32[SLOTS] align 16;
                let acc = mov.u32 0;
                for i: u32 in 0..n step 2 unroll {
                    for d in {[3u32, 5]} unroll {
                        let acc = add.u32 acc, {i + d};
                    }
                }
                for i in 0..{none} unroll {
                    let acc = add.u32 acc, 1;
                }
                for _ in 0..2 unroll {
                    let acc = add.u32 acc, 7;
                }
                let v = ld.shared.v4.u32 [buf+OFF];
                let w = for e in 0..4 unroll {
                    let r = add.u32 v[e], k;
                    yield r;
                };
                st.shared.v4.u32 [buf+32], {w[3], w[2], w[1], w[0]};
                let h = ld.global.u16 [x+{3 * 2}];
                let h = cvt.u32.u16 h;
                let s = add.u32 v[TWO], w[{TWO - 1}];
                let s = add.u32 s, h;
                let s = add.u32 s, acc;
                st.global.u32 [out], s;
            }
        };
        assert_eq!(m.feat.name(), format!("feat_{n}"));
        m.into_module()
    }
    for n in [0, 1, 4] {
        let (b, m) = (by_builder(n).emit().unwrap(), by_macro(n).emit().unwrap());
        assert_eq!(b, m, "n = {n}");
        common::assert_ptxas_accepts("build_time_features", &m);
    }
}

/// A branch out of an unrolled body reaches a label placed after the loop, once per pass,
/// as the builder's Rust loop branches.
#[test]
fn an_unrolled_body_branches_out() {
    let mut b = Module::new(Target::SM_80);
    b.kernel_named("k", &["out"], |k, (out,): (Ptr<Global, u32>,)| {
        let done = k.label();
        let t = k.tid_x();
        for i in 0..3u32 {
            let p = k.setp(typed_ptx::Cmp::Eq, t, i);
            k.bra_if(p, done);
        }
        k.st(out, t);
        k.place(done);
    });
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            for i in 0..3 unroll {
                let p = setp.eq.u32 t, i;
                @p bra done;
            }
            st.global.u32 [out], t;
        done:
        }
    };
    assert_eq!(b.emit().unwrap(), m.emit().unwrap());
}
