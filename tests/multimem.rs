//! `multimem` without a multicast object: an all-reduce step (each GPU's thread sums its
//! element over every GPU's copy with `multimem.ld_reduce` and stores the sum to every
//! copy with `multimem.st`) emits PTX that `ptxas` accepts for sm_90; and each rule of the
//! rows is an emit error at the Rust call site, beside its legal twin. That a multimem
//! address is its own type (no `Ptr` converts to it, and `ld`/`st`/`atom`/`cvta` do not take
//! it) is in `tests/ui/multimem/`. The machines the project has keep NVLink multicast off,
//! so these forms are checked by ptxas only.

use typed_ptx::multimem::*;
use typed_ptx::*;

mod common;

/// The all-reduce step of `n` bf16 pairs: thread `i` reduces pair `i` of every GPU's copy
/// (in f32, `.acc::f32`) and writes the sum back to every copy; then a release reduction
/// of a flag announces it.
fn all_reduce(m: &mut Module) {
    m.entry("all_reduce", |k| {
        let n = k.param::<u32>("n");
        let data = k.param_multimem::<Bf16x2>("data");
        let flag = k.param_multimem::<u32>("flag");
        let (cta, ntid, tid) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
        let i = k.mad_lo(cta, ntid, tid);
        let inside = k.setp(Cmp::Lt, i, n);
        k.if_then(inside, |k| {
            let at = k.index(data, i);
            let sum = k.multimem_ld_reduce(
                MultimemLdSem::Relaxed,
                Some(Scope::Sys),
                AtomOp::Add,
                true,
                at,
            );
            k.multimem_st(MultimemStSem::Relaxed, Some(Scope::Sys), at, sum);
        });
        k.multimem_red(MultimemRedSem::Release, AtomOp::Add, flag, 1u32, Scope::Sys);
    });
}

#[test]
fn an_all_reduce_step_passes_ptxas() {
    let mut m = Module::new(Target::SM_90);
    all_reduce(&mut m);
    let ptx = m.emit().expect("the all-reduce step emits");
    assert!(ptx.contains("multimem.ld_reduce.relaxed.sys.global.add.acc::f32.bf16x2"));
    assert!(ptx.contains("multimem.st.relaxed.sys.global.bf16x2"));
    assert!(ptx.contains("multimem.red.release.sys.global.add.u32"));
    common::assert_ptxas_accepts("multimem all_reduce", &ptx);
}

#[test]
fn vectors_of_sixteen_bytes_pass_ptxas() {
    let mut m = Module::new(Target::SM_90);
    m.entry("vectors", |k| {
        let h = k.param_multimem::<F16>("h");
        let f = k.param_multimem::<f32>("f");
        let v8 = k.multimem_ld_reduce_v8(MultimemLdSem::Weak, None, AtomOp::Add, true, h);
        k.multimem_st_v8(MultimemStSem::Weak, None, h, v8);
        let v4 = k.multimem_ld_reduce_v4(
            MultimemLdSem::Acquire,
            Some(Scope::Gpu),
            AtomOp::Add,
            false,
            f,
        );
        k.multimem_red_v4(MultimemRedSem::Relaxed, f, v4, Scope::Gpu);
        let m2 = k.multimem_ld_reduce_v2(MultimemLdSem::Weak, None, AtomOp::Max, false, h);
        k.multimem_red_v2(MultimemRedSem::Relaxed, h, m2, Scope::Cta);
    });
    let ptx = m.emit().expect("the vectors emit");
    assert!(ptx.contains("multimem.ld_reduce.weak.global.add.acc::f32.v8.f16"));
    assert!(ptx.contains("multimem.red.relaxed.gpu.global.add.v4.f32"));
    common::assert_ptxas_accepts("multimem vectors", &ptx);
}

/// The message of the one error a kernel's body records.
fn error_of(body: impl FnOnce(&mut Kernel<'_>)) -> String {
    let mut m = Module::new(Target::SM_90);
    m.entry("bad", body);
    let e = m.emit().expect_err("the kernel is refused");
    assert_eq!(e.0.len(), 1, "one error: {e}");
    let text = e.to_string();
    assert!(
        text.contains("tests/multimem.rs"),
        "at the call site: {text}"
    );
    text
}

#[test]
fn a_weak_access_takes_no_scope_and_a_strong_one_needs_one() {
    // Legal twins: weak without a scope, relaxed with one.
    let mut m = Module::new(Target::SM_90);
    m.entry("twins", |k| {
        let p = k.param_multimem::<u32>("p");
        let a = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, false, p);
        let b = k.multimem_ld_reduce(
            MultimemLdSem::Relaxed,
            Some(Scope::Cta),
            AtomOp::Add,
            false,
            p,
        );
        k.multimem_st(MultimemStSem::Weak, None, p, a);
        k.multimem_st(MultimemStSem::Release, Some(Scope::Cluster), p, b);
    });
    common::assert_ptxas_accepts("multimem twins", &m.emit().expect("the twins emit"));

    let e = error_of(|k| {
        let p = k.param_multimem::<u32>("p");
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, Some(Scope::Gpu), AtomOp::Add, false, p);
    });
    assert!(e.contains("with .weak, {.scope} is none"), "{e}");
    let e = error_of(|k| {
        let p = k.param_multimem::<u32>("p");
        k.multimem_st(MultimemStSem::Release, None, p, 1u32);
    });
    assert!(e.contains("{.scope} is .cta/.cluster/.gpu/.sys"), "{e}");
}

#[test]
fn each_reduction_takes_its_types() {
    // Twins: add on f32, min on packed bf16, and on the bits of a u64, .acc::f32 on f16x2.
    let mut m = Module::new(Target::SM_90);
    m.entry("twins", |k| {
        let f = k.param_multimem::<f32>("f");
        let h = k.param_multimem::<Bf16x2>("h");
        let u = k.param_multimem::<u64>("u");
        let x = k.param_multimem::<F16x2>("x");
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, false, f);
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Min, false, h);
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::And, false, u);
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, true, x);
    });
    let ptx = m.emit().expect("the twins emit");
    assert!(
        ptx.contains("multimem.ld_reduce.weak.global.and.b64"),
        "{ptx}"
    );
    common::assert_ptxas_accepts("multimem types", &ptx);

    // ptxas refuses each of these; so does the builder, where it is written.
    let e = error_of(|k| {
        let f = k.param_multimem::<f32>("f");
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Min, false, f);
    });
    assert!(e.contains("with .min/.max, {.type} is"), "{e}");
    let e = error_of(|k| {
        let f = k.param_multimem::<f32>("f");
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, true, f);
    });
    assert!(
        e.contains("with .acc::f32, {.type} is .f16x2/.bf16x2"),
        "{e}"
    );
    let e = error_of(|k| {
        let f = k.param_multimem::<f32>("f");
        k.multimem_red(MultimemRedSem::Relaxed, AtomOp::Xor, f, 1.0f32, Scope::Sys);
    });
    assert!(
        e.contains("with .and/.or/.xor, {.type} is .b32/.b64"),
        "{e}"
    );
    // (A `.v8` of 32-bit values does not compile: `tests/ui/multimem/v8_multimem_of_f32.rs`.)
}

/// Each remaining rule of the rows' combinations, refused as the rule (never as an internal
/// error of the library), beside its legal twin, in debug and release builds alike.
#[test]
fn every_combination_rule_is_an_error_naming_it() {
    // Twins: .acc::f32 with .add, .min of packed halves, a vector .max of bf16, a
    // reduction's .min of u32.
    let mut m = Module::new(Target::SM_90);
    m.entry("twins", |k| {
        let x = k.param_multimem::<F16x2>("x");
        let h = k.param_multimem::<Bf16x2>("h");
        let b = k.param_multimem::<Bf16>("b");
        let u = k.param_multimem::<u32>("u");
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, true, x);
        let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Min, false, h);
        let _ = k.multimem_ld_reduce_v4(MultimemLdSem::Weak, None, AtomOp::Max, false, b);
        k.multimem_red(MultimemRedSem::Relaxed, AtomOp::Min, u, 1u32, Scope::Sys);
    });
    common::assert_ptxas_accepts("multimem rule twins", &m.emit().expect("the twins emit"));
    let refused = |body: fn(&mut Kernel<'_>), rule: &str| {
        let e = error_of(body);
        assert!(e.contains(rule), "{rule}: {e}");
        assert!(
            !e.contains("internal"),
            "refused as the rule, not internally: {e}"
        );
    };
    refused(
        |k| {
            let x = k.param_multimem::<F16x2>("x");
            let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Min, true, x);
        },
        "with .acc::f32, {.op} is .add",
    );
    refused(
        |k| {
            let h = k.param_multimem::<Bf16x2>("h");
            k.multimem_red(
                MultimemRedSem::Relaxed,
                AtomOp::Min,
                h,
                Bf16x2(0),
                Scope::Sys,
            );
        },
        "with .min/.max, {.type} is .u32/.s32/.u64/.s64",
    );
    refused(
        |k| {
            let f = k.param_multimem::<f32>("f");
            let _ = k.multimem_ld_reduce_v4(MultimemLdSem::Weak, None, AtomOp::Min, false, f);
        },
        "with .min/.max, {.type} is .f16/.bf16/.f16x2/.bf16x2",
    );
    refused(
        |k| {
            let f = k.param_multimem::<f32>("f");
            let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, true, f);
        },
        "with .acc::f32, {.type} is .f16x2/.bf16x2",
    );
}

#[test]
fn acc_f32_needs_ptx_isa_8_2() {
    let build = |v: Version| {
        let mut m = Module::new(Target::SM_90);
        m.pin_version(v);
        m.entry("acc", |k| {
            let x = k.param_multimem::<F16x2>("x");
            let _ = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, true, x);
        });
        m.emit()
    };
    assert!(build(Version::new(8, 2)).is_ok());
    let e = build(Version::new(8, 1))
        .expect_err("8.1 has no .acc::f32")
        .to_string();
    assert!(e.contains(".acc::f32"), "{e}");
}

#[test]
fn an_index_moves_a_multimem_address_by_elements() {
    let mut m = Module::new(Target::SM_90);
    m.entry("index", |k| {
        let p = k.param_multimem::<f64>("p");
        let i = k.tid_x();
        let q = k.index(p, i);
        k.multimem_st(MultimemStSem::Weak, None, q, 2.0f64);
    });
    let ptx = m.emit().expect("emits");
    assert!(ptx.contains("mul.wide.u32"), "{ptx}");
    assert!(ptx.contains(", 8;"), "8-byte elements: {ptx}");
    common::assert_ptxas_accepts("multimem index", &ptx);
}

/// ptxas takes no immediate of a packed half-precision pair in a multimem access
/// ("Arguments mismatch"), which the random programs found: it is moved into a register
/// first, as arithmetic's are; other immediates stay in the instruction.
#[test]
fn a_packed_immediate_goes_through_a_register() {
    let mut m = Module::new(Target::SM_90);
    m.entry("imm", |k| {
        let x = k.param_multimem::<F16x2>("x");
        let b = k.param_multimem::<Bf16x2>("b");
        let u = k.param_multimem::<u32>("u");
        k.multimem_st(MultimemStSem::Weak, None, x, F16x2(0x3c00_3c00));
        k.multimem_red(
            MultimemRedSem::Relaxed,
            AtomOp::Add,
            b,
            Bf16x2(0x3f80_3f80),
            Scope::Sys,
        );
        k.multimem_st(MultimemStSem::Weak, None, u, 7u32);
    });
    let ptx = m.emit().expect("emits");
    assert!(ptx.contains("mov.b32"), "{ptx}");
    let stores_seven = ptx
        .lines()
        .any(|l| l.contains("multimem.st.weak.global.u32") && l.ends_with(", 7;"));
    assert!(
        stores_seven,
        "the u32 immediate stays in the instruction: {ptx}"
    );
    common::assert_ptxas_accepts("multimem immediates", &ptx);
}
