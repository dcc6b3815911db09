//! Structured control flow (`for_range`, `while_loop`, `if_else`): the PTX they emit passes
//! ptxas, carried values are assigned all at once, and values made inside a loop body do
//! not leak out of it.

use typed_ptx::*;

mod common;

#[track_caller]
fn emit_ok(m: &Module) -> String {
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("control_flow", &ptx);
    ptx
}

type MatVec = (
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Reg<u32>,
    Reg<u32>,
);

#[test]
fn nested_loops_with_carried_pointers_and_values() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("matvec", |k, (y, a, x, rows, cols): MatVec| {
        let row = k.for_range(0u32, rows, 1, a, |k, r, row| {
            let dot = k.for_range(0u32, cols, 1, 0.0f32, |k, c, acc| {
                let (ap, xp) = (k.index(row, c), k.index(x, c));
                let (av, xv) = (k.ld(ap), k.ld(xp));
                k.fma(av, xv, acc)
            });
            let yp = k.index(y, r);
            k.st(yp, dot);
            k.index(row, cols)
        });
        let _ = row;
    });
    emit_ok(&m);
}

#[test]
fn carried_values_move_all_at_once() {
    // (a, b) -> (b, a + b): Fibonacci. A sequential copy would give (b, 2b).
    let mut m = Module::new(Target::SM_80);
    m.kernel("fib", |k, (out, n): (Ptr<Global, u32>, Reg<u32>)| {
        let (a, _) = k.for_range(0u32, n, 1, (0u32, 1u32), |k, _, (a, b)| (b, k.add(a, b)));
        k.st(out, a);
    });
    let ptx = emit_ok(&m);
    // The swap goes through temporaries: more movs than carried values.
    assert!(ptx.matches("mov.b32").count() >= 4, "{ptx}");
}

#[test]
fn while_and_if_else_carry_values() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("collatz", |k, (out, x): (Ptr<Global, u32>, Reg<u32>)| {
        let (_, steps) = k.while_loop(
            (x, 0u32),
            |k, (v, _)| k.setp(Cmp::Gt, v, 1u32),
            |k, (v, s)| {
                let low = k.and(v, 1u32);
                let even = k.setp(Cmp::Eq, low, 0u32);
                let next = k.if_else(
                    even,
                    |k| k.shr(v, 1u32),
                    |k| {
                        let t = k.mul_lo(v, 3u32);
                        k.add(t, 1u32)
                    },
                );
                (next, k.add(s, 1u32))
            },
        );
        k.st(out, steps);
    });
    emit_ok(&m);
}

#[test]
fn a_value_made_in_a_loop_body_is_not_visible_after_it() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("leak", |k, (out, n): (Ptr<Global, u32>, Reg<u32>)| {
        let mut inner = None;
        k.for_range(0u32, n, 1, (), |k, i, ()| {
            inner = Some(k.add(i, 1u32));
        });
        k.st(out, inner.unwrap());
    });
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("not assigned on every path"), "{e}");
}

#[test]
fn a_label_inside_a_loop_body_is_not_entered_from_outside() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("jump", |k, (n,): (Reg<u32>,)| {
        let l = k.label();
        k.bra(l);
        k.for_range(0u32, n, 1, (), |k, _, ()| k.place(l));
    });
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("into a region"), "{e}");
}
