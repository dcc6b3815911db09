//! The gating matrix: for every instruction form of the table, every PTX ISA version
//! from 6.0 to 9.5 (the newest ptxas 13.5 reads) and every target of {sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a,
//! sm_100a, sm_100f, sm_103a, sm_110a, sm_120a}, the builder accepts the form exactly when
//! `ptxas` does.
//!
//! The builder's verdict for one case is cheap (build a module with one kernel that uses
//! the form, pin the version, emit). `ptxas` is asked in batches, one module per
//! (version, target, spelling, verdict): every form the builder accepts goes into one
//! module that `ptxas` must accept; every form it rejects into one module emitted without
//! the gate, in which each form's kernel must draw an error of its own (or the header
//! must be rejected). Only a form whose kernel drew no error is asked about alone.

mod common;
/// The tests' way to a `Shape::Row` row's method (written by `cargo xtask codegen`).
#[allow(
    dead_code,
    unused_imports,
    unused_variables,
    unreachable_code,
    clippy::match_single_binding
)]
#[macro_use]
mod row_cases {
    include!("generated/row_cases.rs");
}
/// The tests' way from a `Shape::ByOperands` row to its types (written by `cargo xtask
/// codegen`).
#[macro_use]
mod tensor_cases {
    include!("generated/tensor_cases.rs");
}
use tensor_cases::WgmmaAcc;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use typed_ptx::isa::{Arch, FORMS, Mod, Operand, Shape, TARGETS as ALL_TARGETS, VERSIONS, Val};
use typed_ptx::tensor_memory::{TmemCpFormat, TmemCpShape, TmemRedOp};
use typed_ptx::*;

const TARGETS: [Target; 11] = [
    Target::SM_75,
    Target::SM_80,
    Target::SM_86,
    Target::SM_89,
    Target::SM_90,
    Target::SM_90A,
    Target::SM_100A,
    Target::SM_100F,
    Target::SM_103A,
    Target::SM_110A,
    Target::SM_120A,
];

fn versions() -> Vec<Version> {
    VERSIONS
        .iter()
        .copied()
        .filter(|v| *v >= Version::new(6, 0) && *v <= Version::new(9, 5))
        .collect()
}

/// Forms spelled with an explicit sub-qualifier (`.shared::cta`, `.param::entry`): their
/// cases live in modules built with `explicit_subqualifiers(true)`, which is module-wide.
/// None is any more: the explicit spellings are values of `{.space}` slots, whose cases
/// the gated-value test and [`explicit_snapshot`] build in modules of their own.
fn explicit(_: FormId) -> bool {
    false
}

/// Whether row `id` is one of a `{.space}` slot of the named spaces (`cvta`, `cvta.to`),
/// whose case is written here ([`conv_case`]; `isspacep`'s is its row's).
fn spaced_row(id: FormId) -> bool {
    use FormId as F;
    matches!(id, F::CvtaSpace | F::CvtaSpaceVar | F::CvtaToSpace)
}

/// [`space_case`] of a [`spaced_row`]: a kernel named `name` with one call per space of
/// `spaces` (its slot's values, spelled as the module asks), through the builder's public
/// methods (`cvta`, `cvta_var`, `cvta_to_unchecked`).
fn conv_case(m: &mut Module, id: FormId, name: &str, spaces: &[Mod]) {
    use FormId as F;
    use typed_ptx::isa::Space as IS;
    let spaces: Vec<IS> = spaces
        .iter()
        .map(|v| IS::of_modifier(*v).expect("a space"))
        .collect();
    // The first call's names are the plain ones (`a`, `gp`, `c17_s`), the others numbered.
    let param = |s: &str, i: usize| match i {
        0 => s.to_string(),
        _ => format!("{s}{i}"),
    };
    // (`c17_s_1`: not `c17_s1`, the name of a gated space's kernel.)
    let sym = |s: &str, i: usize| match i {
        0 => format!("{name}_{s}"),
        _ => format!("{name}_{s}_{i}"),
    };
    let consts: Vec<Var<Const, u32>> = (0..spaces.len())
        .filter(|i| spaces[*i] == IS::Const)
        .map(|i| m.const_::<u32>(&sym("c", i), 4))
        .collect();
    let globals: Vec<Var<Global, u32>> = (0..spaces.len())
        .filter(|i| id == F::CvtaSpaceVar && spaces[*i] == IS::Global)
        .map(|i| m.global::<u32>(&sym("v", i), 4))
        .collect();
    let (mut consts, mut globals) = (consts.into_iter(), globals.into_iter());
    kern(m, name, |k| {
        for (i, &s) in spaces.iter().enumerate() {
            match (id, s) {
                (F::CvtaSpace, IS::Global) => {
                    let p = k.param_ptr::<u32>(&param("p", i));
                    k.cvta(p);
                }
                (F::CvtaSpace, IS::SharedCta) => {
                    let v = k.shared::<u32>(&sym("s", i), 4, Align(4));
                    let p = k.addr_of(v);
                    k.cvta(p);
                }
                (F::CvtaSpace, IS::SharedCluster) => {
                    let v = k.shared::<u32>(&sym("s", i), 4, Align(4));
                    let p = k.addr_of(v).widen();
                    k.cvta(p);
                }
                (F::CvtaSpace, IS::Local) => {
                    let v = k.local::<u32>(&sym("l", i), 4, Align(4));
                    let p = k.addr_of(v);
                    k.cvta(p);
                }
                (F::CvtaSpace, IS::Const) => {
                    let p = k.addr_of(consts.next().expect("declared"));
                    k.cvta(p);
                }
                (F::CvtaSpace, IS::Param) => {
                    let v = k.param_var::<u32>(&param("a", i));
                    let p = k.addr_of(v);
                    k.cvta(p);
                }
                (F::CvtaSpaceVar, IS::Global) => {
                    k.cvta_var(globals.next().expect("declared"), 1);
                }
                (F::CvtaSpaceVar, IS::SharedCta) => {
                    let v = k.shared::<u32>(&sym("s", i), 4, Align(4));
                    k.cvta_var(v, 1);
                }
                (F::CvtaSpaceVar, IS::SharedCluster) => {
                    let v = k.shared::<u32>(&sym("s", i), 4, Align(4));
                    k.cvta_var(v.widen(), 1);
                }
                (F::CvtaSpaceVar, IS::Local) => {
                    let v = k.local::<u32>(&sym("l", i), 4, Align(4));
                    k.cvta_var(v, 1);
                }
                (F::CvtaSpaceVar, IS::Const) => {
                    k.cvta_var(consts.next().expect("declared"), 1);
                }
                (F::CvtaSpaceVar, IS::Param) => {
                    let v = k.param_var::<u32>(&param("a", i));
                    k.cvta_var(v, 0);
                }
                // `cvta.to` of a pointer of unknown origin (the unchecked form), so that
                // the case uses no `cvta` to generic besides.
                (F::CvtaToSpace, s) => {
                    let g = generic_named(k, &param("gp", i));
                    // SAFETY: emitted, never run.
                    // (The generated cases' `with_space!`, which ends its function on a
                    // generic space: a named one here.)
                    let named = (|| {
                        with_space!(s; S => {
                            unsafe { k.cvta_to_unchecked::<S, u32>(g) };
                        });
                        Some(())
                    })();
                    named.expect("cvta.to names a space");
                }
                _ => panic!("{id:?} has no case of {s:?}"),
            }
        }
    });
}

/// Whether row `id` is one whose case is written here from its `{.sem}`/`{.scope}` slot
/// values ([`scoped_case`]): the memory-ordering rows and the mbarrier rows with explicit
/// semantics.
fn scoped_row(id: FormId) -> bool {
    use FormId as F;
    matches!(
        id,
        F::LdOrdered
            | F::StOrdered
            | F::AtomOrdered
            | F::RedOrdered
            | F::MbarrierArriveRelease
            | F::MbarrierArriveExpectTxRelease
            | F::MbarrierTestWaitAcquire
            | F::MbarrierTestWaitParityAcquire
            | F::MbarrierTryWaitAcquire
            | F::MbarrierTryWaitParityAcquire
    )
}

/// The slot values of a [`scoped_row`] to emit: every value of its `{.sem}` slot (the
/// first slot of a memory-ordering row) at each value of its `{.scope}` slot, the other
/// slots at their first value (the case picks space and type through its address);
/// `gated`: only the scope values the row gates, else only the others.
fn scoped_values(id: FormId, gated: bool) -> Vec<Vec<Val>> {
    let f = id.form();
    let scope_slot = f
        .spell
        .names
        .iter()
        .position(|n| *n == ".scope")
        .expect("a {.scope} slot");
    let is_gated = |v: Val| f.gates.iter().any(|g| Val::from(g.value) == v);
    let scopes: Vec<Val> = f.slots[scope_slot]
        .values()
        .into_iter()
        .filter(|v| is_gated(*v) == gated)
        .collect();
    let sems: Vec<Option<Val>> = if scope_slot == 1 {
        f.slots[0].values().into_iter().map(Some).collect()
    } else {
        vec![None]
    };
    let mut out = Vec::new();
    for sem in &sems {
        for scope in &scopes {
            let mut vals = f.first_values();
            if let Some(sem) = sem {
                vals[0] = *sem;
            }
            vals[scope_slot] = *scope;
            out.push(vals);
        }
    }
    out
}

/// A kernel of the memory-ordering row `id` with one access per entry of `each` (its
/// `{.sem}` and `{.scope}` values), through the ordered methods: loads of a generic and a
/// parameter's address, stores to `.shared` and a parameter's address, atomics (an add,
/// a compare-and-swap in `.shared`, an exchange through a generic address, a max of a
/// `u64`) and reductions.
fn scoped_case(m: &mut Module, id: FormId, name: &str, each: &[Vec<Val>]) {
    if !matches!(
        id,
        FormId::LdOrdered | FormId::StOrdered | FormId::AtomOrdered | FormId::RedOrdered
    ) {
        return mbar_fence_scoped_case(m, id, name, each);
    }
    use FormId as F;
    let sym = |s: &str| format!("{name}_{s}");
    kern(m, name, |k| {
        for vals in each {
            let sem = vals[0].as_mod().expect("a modifier");
            let scope = *Scope::ALL
                .iter()
                .find(|s| Val::from(s.modifier()) == vals[1])
                .expect("a scope");
            match (id, sem) {
                (F::LdOrdered, typed_ptx::isa::Mod::Relaxed) => {
                    let g = generic_named(k, &sym(&format!("gp{}", k_count(id, vals))));
                    k.ld_relaxed(g, scope);
                }
                (F::LdOrdered, _) => {
                    let p = k.param_ptr::<u32>(&sym(&format!("p{}", k_count(id, vals))));
                    k.ld_acquire(p, scope);
                }
                (F::StOrdered, typed_ptx::isa::Mod::Relaxed) => {
                    let v = k.shared::<u64>(&sym(&format!("s{}", k_count(id, vals))), 2, Align(8));
                    k.st_relaxed(v.at(1), 7u64, scope);
                }
                (F::StOrdered, _) => {
                    let p = k.param_ptr::<f32>(&sym(&format!("p{}", k_count(id, vals))));
                    k.st_release(p, 1.0f32, scope);
                }
                (F::AtomOrdered, typed_ptx::isa::Mod::Relaxed) => {
                    let p = k.param_ptr::<u32>(&sym(&format!("p{}", k_count(id, vals))));
                    k.atom_sem(AtomOp::Add, p, 1u32, Sem::Relaxed, scope);
                }
                (F::AtomOrdered, typed_ptx::isa::Mod::Acquire) => {
                    let v = k.shared::<u32>(&sym(&format!("s{}", k_count(id, vals))), 4, Align(4));
                    k.atom_cas_sem(v, 0u32, 1u32, Sem::Acquire, scope);
                }
                (F::AtomOrdered, typed_ptx::isa::Mod::Release) => {
                    let g = generic_named(k, &sym(&format!("gp{}", k_count(id, vals))));
                    k.atom_sem(AtomOp::Exch, g, 0u32, Sem::Release, scope);
                }
                (F::AtomOrdered, _) => {
                    let p = k.param_ptr::<u64>(&sym(&format!("p{}", k_count(id, vals))));
                    k.atom_sem(AtomOp::Max, p, 3u64, Sem::AcqRel, scope);
                }
                (F::RedOrdered, typed_ptx::isa::Mod::Relaxed) => {
                    let p = k.param_ptr::<f32>(&sym(&format!("p{}", k_count(id, vals))));
                    k.red_relaxed(AtomOp::Add, p, 1.0f32, scope);
                }
                (F::RedOrdered, _) => {
                    let v = k.shared::<u32>(&sym(&format!("s{}", k_count(id, vals))), 4, Align(4));
                    k.red_release(AtomOp::Or, v, 1u32, scope);
                }
                _ => panic!("{id:?} is not a memory-ordering row"),
            }
        }
    });
}

/// [`scoped_case`] of the mbarrier rows with explicit semantics: one call per entry of
/// `each` (its `{.scope}` value), on a fresh `.shared` mbarrier.
fn mbar_fence_scoped_case(m: &mut Module, id: FormId, name: &str, each: &[Vec<Val>]) {
    use FormId as F;
    let sym = |s: &str| format!("{name}_{s}");
    kern(m, name, |k| {
        for vals in each {
            let v = *vals.last().expect("a scope slot");
            let scope = if v == Val::from(MbarScope::Cluster.modifier()) {
                MbarScope::Cluster
            } else {
                MbarScope::Cta
            };
            let b = k.shared::<Mbarrier>(&sym(&format!("b{}", k_count(id, vals))), 1, Align(8));
            match id {
                F::MbarrierArriveRelease => {
                    k.mbarrier_arrive_release(b, scope);
                }
                F::MbarrierArriveExpectTxRelease => {
                    k.mbarrier_arrive_expect_tx_release(b, scope, 128u32);
                }
                F::MbarrierTestWaitAcquire => {
                    let t = k.mbarrier_arrive(b);
                    k.mbarrier_test_wait_acquire(b, t, scope);
                }
                F::MbarrierTestWaitParityAcquire => {
                    k.mbarrier_test_wait_parity_acquire(b, 0u32, scope);
                }
                F::MbarrierTryWaitAcquire => {
                    let t = k.mbarrier_arrive(b);
                    k.mbarrier_try_wait_acquire(b, t, scope);
                }
                F::MbarrierTryWaitParityAcquire => {
                    k.mbarrier_try_wait_parity_acquire(b, 1u32, scope);
                    k.mbarrier_wait_parity_acquire(b, 1u32, scope);
                }
                _ => panic!("{id:?} has no scoped case"),
            }
        }
    });
}

/// A name suffix unique to one entry (slot values) of a scoped case.
fn k_count(id: FormId, vals: &[Val]) -> String {
    let text = |v: &Val| {
        v.as_mod()
            .map_or("", |m| m.text())
            .trim_start_matches('.')
            .to_string()
    };
    let names = id.form().spell.names;
    vals.iter()
        .zip(names)
        .filter(|(_, n)| matches!(*n, ".sem" | ".scope"))
        .map(|(v, _)| format!("_{}", text(v)))
        .collect()
}

/// [`generic`], from the `.u64` kernel parameter `name`.
fn generic_named(k: &mut Kernel<'_>, name: &str) -> Ptr<Generic<Unknown>, u32> {
    let bits = k.param::<u64>(name);
    // SAFETY: not run; the matrix only asks ptxas whether the forms are accepted.
    unsafe { Ptr::from_bits_unchecked(bits) }
}

/// A generic pointer of unknown origin, loaded from a `.u64` kernel parameter.
fn generic(k: &mut Kernel<'_>) -> Ptr<Generic<Unknown>, u32> {
    let bits = k.param::<u64>("gp");
    // SAFETY: not run; the matrix only asks ptxas whether the forms are accepted.
    unsafe { Ptr::from_bits_unchecked(bits) }
}

/// The values of row `id`'s `{.space}` slot that it does not gate, spelled without an
/// explicit sub-qualifier (`.shared`, not `.shared::cta`: the module-wide choice).
fn ungated_spaces(id: FormId) -> Vec<Mod> {
    let f = id.form();
    let (i, values) = f.space_slot().expect("a {.space} slot");
    values
        .iter()
        .copied()
        .filter(|m| {
            !f.gates
                .iter()
                .any(|g| usize::from(g.slot) == i && g.value == *m)
        })
        .collect()
}

/// Whether a `{.space}` value is the explicit spelling of a space (`.shared::cta`,
/// `.param::entry`), which a module spells only with `explicit_subqualifiers(true)`.
fn explicit_space(m: Mod) -> bool {
    typed_ptx::isa::Space::of_modifier(m).and_then(typed_ptx::isa::Space::explicit_modifier)
        == Some(m)
}

/// An access of row `id` (`ld`, `st`, `atom`, `red` or an ordered one) through `a`, an
/// address of a space that takes every one of them.
fn rw_access<A>(k: &mut Kernel<'_>, id: FormId, a: A)
where
    A: Address<Elem = u32>,
    A::Space: Storable + Atomic + Ordered,
{
    rw_access_op(k, id, a, AtomOp::Add);
}

/// [`rw_access`] with the atomic operation `op` (for `atom` and `red`).
fn rw_access_op<A>(k: &mut Kernel<'_>, id: FormId, a: A, op: AtomOp)
where
    A: Address<Elem = u32>,
    A::Space: Storable + Atomic + Ordered,
{
    use FormId as F;
    match id {
        F::Ld => {
            k.ld(a);
        }
        F::St => k.st(a, 1u32),
        F::Atom => {
            k.atom(op, a, 1u32);
        }
        F::Red => k.red(op, a, 1u32),
        F::LdOrdered => {
            k.ld_relaxed(a, Scope::Gpu);
        }
        F::StOrdered => k.st_relaxed(a, 1u32, Scope::Gpu),
        F::AtomOrdered => {
            k.atom_sem(AtomOp::Add, a, 1u32, Sem::Relaxed, Scope::Gpu);
        }
        F::RedOrdered => k.red_relaxed(AtomOp::Add, a, 1u32, Scope::Gpu),
        other => panic!("{other:?} is no memory row with a {{.space}} slot"),
    }
}

/// A kernel of row `id` (a row with a `{.space}` slot: `ld`, `st`, `atom`, `red`, the
/// ordered ones) with one access through an address of each space of `spaces` (its
/// slot's values; `.shared` and `.shared::cta` are one space, spelled as the module
/// asks).
fn space_case(m: &mut Module, id: FormId, name: &str, spaces: &[Mod]) {
    if spaced_row(id) {
        return conv_case(m, id, name, spaces);
    }
    if matches!(id, FormId::Ldmatrix | FormId::Stmatrix) {
        // Their one space, spelled as the module asks.
        return matrix_case(m, id, name);
    }
    // A `Shape::Row` row (`isspacep{.space}`): its method at each space, from the row.
    if matches!(id.form().shape, Shape::Row { .. }) {
        let (i, _) = id.form().space_slot().expect("a {.space} slot");
        let each: Vec<Vec<Val>> = spaces
            .iter()
            .map(|sp| {
                let mut v = id.form().first_values();
                v[i] = Val::from(*sp);
                v
            })
            .collect();
        return row_cases(m, id, name, &each);
    }
    let sym = |s: &str| format!("{name}_{s}");
    let c = spaces
        .contains(&Mod::Const)
        .then(|| m.const_::<u32>(&sym("c"), 4));
    kern(m, name, |k| {
        for &sp in spaces {
            match sp {
                Mod::None => {
                    let g = generic(k);
                    rw_access(k, id, g);
                }
                // Other operations than `.add` in these spaces (the spellings the
                // per-space rows' cases had).
                Mod::Global => {
                    let p = k.param_ptr::<u32>("p");
                    let op = if id == FormId::Red {
                        AtomOp::Add
                    } else {
                        AtomOp::Max
                    };
                    rw_access_op(k, id, p, op);
                }
                Mod::Shared | Mod::SharedCta => {
                    let v = k.shared::<u32>(&sym("s"), 4, Align(4));
                    let op = if id == FormId::Red {
                        AtomOp::Or
                    } else {
                        AtomOp::Exch
                    };
                    rw_access_op(k, id, v.at(1), op);
                }
                Mod::SharedCluster => {
                    let v = k.shared::<u32>(&sym("sc"), 4, Align(4));
                    let p = k.addr_of(v).widen();
                    rw_access(k, id, p);
                }
                Mod::Local => {
                    let v = k.local::<u32>(&sym("l"), 4, Align(4));
                    if id == FormId::Ld {
                        k.ld(v);
                    } else {
                        k.st(v, 1u32);
                    }
                }
                Mod::Const => {
                    k.ld(c.expect("declared above").at(1));
                }
                Mod::Param | Mod::ParamEntry => {
                    k.param::<u32>("a");
                }
                other => panic!("{id:?}: no case of the space {}", other.text()),
            }
        }
    });
}

/// A kernel of `ldmatrix` (or `stmatrix`) with every count, plain and transposed, through
/// a variable, a 64-bit and a 32-bit pointer of `.shared::cta` of several element types
/// (the space is spelled as the module asks).
fn matrix_case(m: &mut Module, id: FormId, name: &str) {
    let sym = |s: &str| format!("{name}_{s}");
    let load = id == FormId::Ldmatrix;
    kern(m, name, |k| {
        let v = k.shared::<F16>(&sym("s1"), 64, Align(16));
        if load {
            k.ldmatrix(X1, v);
            k.ldmatrix_trans(X1, v);
        } else {
            let f: [Reg<F16x2>; 1] = k.frag_zero();
            k.stmatrix(X1, v, f);
            k.stmatrix_trans(X1, v, f);
        }
        let v = k.shared::<Bf16>(&sym("s2"), 128, Align(16));
        let p = k.addr_of(v);
        if load {
            k.ldmatrix(X2, p);
            k.ldmatrix_trans(X2, p);
        } else {
            let f: [Reg<Bf16x2>; 2] = k.frag_zero();
            k.stmatrix(X2, p, f);
            k.stmatrix_trans(X2, p, f);
        }
        let v = k.shared::<u16>(&sym("s4"), 256, Align(16));
        let p = k.addr_of(v);
        let p32 = k.to_u32(p);
        if load {
            k.ldmatrix(X4, p32);
            k.ldmatrix_trans(X4, p32);
        } else {
            let f: [Reg<u32>; 4] = k.frag_zero();
            k.stmatrix(X4, p32, f);
            k.stmatrix_trans(X4, p32, f);
        }
    });
}

/// Whether gate `g` of row `id` is its type slot's `.b128` (PTX ISA 8.3), whose case is
/// [`b128_case`].
fn b128_gate(g: &typed_ptx::isa::Gate) -> bool {
    g.value == Mod::B128
}

/// A kernel of row `id` moving a `.b128` value (the row's `.b128` gate): loads of a
/// parameter's 16 bytes and of `.global`, stores to `.local`, the ordered forms through
/// `.global`, `mov`, `atom.cas` through the parameter and `atom.exch` of `.shared`
/// (`ld.global.nc`'s is its row's: [`row_case`]).
fn b128_case(m: &mut Module, id: FormId, name: &str) {
    use FormId as F;
    let sym = |s: &str| format!("{name}_{s}");
    kern(m, name, |k| {
        let p = k.param_ptr::<B128>("p");
        match id {
            F::Ld => {
                k.ld(p);
                k.param::<B128>("x");
            }
            F::St => {
                let v = k.local::<B128>(&sym("l"), 1, Align(16));
                let x = k.ld(v);
                k.st(v, x);
            }
            F::LdOrdered => {
                k.ld_relaxed(p, Scope::Gpu);
            }
            F::StOrdered => {
                let x = k.ld(p);
                k.st_release(p, x, Scope::Gpu);
            }
            F::Mov => {
                let lo = k.mov(1u64);
                let v = k.mov_b128(lo, lo);
                k.mov(v);
            }
            F::Atom => {
                let s = k.shared::<B128>(&sym("s"), 2, Align(16));
                let lo = k.mov(1u64);
                let v = k.mov_b128(lo, lo);
                k.atom_cas_b128(p, v, v);
                k.atom_exch_b128(s.at(1), v);
            }
            other => panic!("{other:?} has no .b128 case"),
        }
    });
}

/// A kernel named `name` with `body`.
fn kern(m: &mut Module, name: &str, body: impl FnOnce(&mut Kernel<'_>)) {
    m.entry(name, body);
}

/// Whether row `id` is picked by its operand types through the builder trait `by`
/// ([`Shape::ByOperands`]).
fn picked_by(id: FormId, by: &str) -> bool {
    matches!(id.form().shape, Shape::ByOperands { by: b, .. } if b == by)
}

/// The case of an `mma.sync` row: zero fragments of the types that pick it, for every
/// value combination of its type slots.
fn mma_case(k: &mut Kernel<'_>, id: FormId) {
    for vals in id.form().value_combos() {
        with_mma!(id, &vals; s, A, B, C => {
            let a: A = k.frag_zero();
            let b: B = k.frag_zero();
            let c: C = k.frag_zero();
            k.mma_sync(s, a, b, c);
        })
        .unwrap_or_else(|| panic!("{id:?} {vals:?}: no types pick it"));
    }
}

/// `$body` with `const $n: usize` bound to the register count `$v` of a `tcgen05.ld`/`st`
/// (a power of two up to 128).
macro_rules! with_regs {
    ($v:expr, $n:ident => $body:block) => {
        match $v {
            1 => {
                const $n: usize = 1;
                $body
            }
            2 => {
                const $n: usize = 2;
                $body
            }
            4 => {
                const $n: usize = 4;
                $body
            }
            8 => {
                const $n: usize = 8;
                $body
            }
            16 => {
                const $n: usize = 16;
                $body
            }
            32 => {
                const $n: usize = 32;
                $body
            }
            64 => {
                const $n: usize = 64;
                $body
            }
            128 => {
                const $n: usize = 128;
                $body
            }
            other => panic!("no tcgen05 access of {other} registers"),
        }
    };
}

/// The case of a `tcgen05` row: every value combination of its slots of one CTA group
/// (`two`: `.cta_group::2`; the loads and stores name none: their second kernel only
/// allocates), on an allocation of this kernel's group, through the typed methods.
/// `gated`: `None` leaves out the combinations of a gated value (`.kind::i8`, which fewer
/// targets accept: the gated-value test has its case), `Some(v)` keeps only those of `v`.
fn tmem_case(k: &mut Kernel<'_>, id: FormId, two: bool, gated: Option<Mod>) {
    k.reqntid(128, 1, 1);
    if ws_form(id) {
        // One CTA only: the second kernel only allocates.
        if two {
            let t: Tmem<Cols<256>, Cta2> = k.tmem_alloc(0);
            k.tmem_dealloc(t);
        } else {
            let t: Tmem<Cols<512>> = k.tmem_alloc(0);
            ws_case_in(k, id, &t, gated);
            k.tmem_dealloc(t);
        }
        return;
    }
    if two {
        let t: Tmem<Cols<256>, Cta2> = k.tmem_alloc(0);
        tmem_case_in(k, id, &t, Mod::CtaGroup2, gated);
        k.tmem_dealloc(t);
    } else {
        let t: Tmem<Cols<512>> = k.tmem_alloc(0);
        tmem_case_in(k, id, &t, Mod::CtaGroup1, gated);
        k.tmem_dealloc(t);
    }
}

/// [`tmem_case`]'s values of group `group` on the allocation `t`.
fn tmem_case_in<C: TmemCols, G: CtaGroup>(
    k: &mut Kernel<'_>,
    id: FormId,
    t: &Tmem<C, G>,
    group: Mod,
    gated: Option<Mod>,
) {
    use FormId as F;
    let f = id.form();
    let grouped = f.spell.names.first() == Some(&".cta_group");
    if !grouped && group == Mod::CtaGroup2 {
        return;
    }
    // `tcgen05.cp`'s source: 128 rows of 32 bytes (no swizzle, K-major core matrices).
    let cp_src = (id == F::Tcgen05Cp).then(|| {
        let s = k.shared::<u8>("cp_src", 128 * 32, Align(1024));
        k.umma_desc(s, Swizzle::None, 128, 256)
    });
    // The block-scaled UMMAs' A and B: 128 rows of 32 bytes each, shared by their cases.
    let bs_tiles = block_scaled_form(id).then(|| {
        let words = 128u64 * 32 / 4;
        (
            k.shared::<u32>("bs_a", words, Align(1024)),
            k.shared::<u32>("bs_b", words, Align(1024)),
        )
    });
    for (case, vals) in f.value_combos().into_iter().enumerate() {
        let m = |i: usize| vals[i].as_mod().unwrap_or(Mod::None);
        if grouped && m(0) != group {
            continue;
        }
        let holds = f
            .gates
            .iter()
            .find(|g| vals[g.slot as usize] == Val::from(g.value))
            .map(|g| g.value);
        if holds != gated {
            continue;
        }
        match id {
            F::Tcgen05Relinquish => k.tmem_relinquish::<G>(0),
            F::Tcgen05Ld | F::Tcgen05St => {
                let shape = match m(0) {
                    Mod::Lanes32x32b => TmemShape::Lanes32x32b,
                    Mod::Lanes16x64b => TmemShape::Lanes16x64b,
                    Mod::Lanes16x128b => TmemShape::Lanes16x128b,
                    _ => TmemShape::Lanes16x256b,
                };
                let regs = f.frag_len(&vals).expect("a register count") as usize;
                let packed = m(2) != Mod::None;
                with_regs!(regs, N => {
                    if packed {
                        let v: [Reg<Bf16x2>; N] = k.tmem_ld(shape, t.warp(0));
                        if id == F::Tcgen05St {
                            k.tmem_st(shape, t.warp(0), v);
                        }
                    } else {
                        let v: [Reg<f32>; N] = k.tmem_ld(shape, t.warp(0));
                        if id == F::Tcgen05St {
                            k.tmem_st(shape, t.warp(0), v);
                        }
                    }
                });
                k.tcgen05_wait_ld();
                k.tcgen05_wait_st();
            }
            F::Tcgen05LdSplit | F::Tcgen05StSplit => {
                let regs = f.frag_len(&vals).expect("a register count") as usize;
                let packed = m(1) != Mod::None;
                // The second half right after the first (packed: two columns a register).
                let split = (regs * if packed { 2 } else { 1 }) as u32;
                with_regs!(regs, N => {
                    if packed {
                        let v: [Reg<Bf16x2>; N] = k.tmem_ld_split(t.warp(0), split);
                        if id == F::Tcgen05StSplit {
                            k.tmem_st_split(t.warp(0), split, v);
                        }
                    } else {
                        let v: [Reg<f32>; N] = k.tmem_ld_split(t.warp(0), split);
                        if id == F::Tcgen05StSplit {
                            k.tmem_st_split(t.warp(0), split, v);
                        }
                    }
                });
                k.tcgen05_wait_ld();
                k.tcgen05_wait_st();
            }
            F::Tcgen05LdRed | F::Tcgen05LdRedSplit => {
                let regs = f.frag_len(&vals).expect("a register count") as usize;
                let op = match (m(2), m(3)) {
                    (Mod::Min, Mod::None) => TmemRedOp::Min,
                    (Mod::Max, Mod::None) => TmemRedOp::Max,
                    (Mod::Min, _) => TmemRedOp::MinAbs,
                    _ => TmemRedOp::MaxAbs,
                };
                // The second half right after the first.
                let split = (id == F::Tcgen05LdRedSplit).then_some(regs as u32);
                macro_rules! red {
                    ($t:ty, $n:ident) => {{
                        let (v, r): ([Reg<$t>; $n], Reg<$t>) = match split {
                            Some(s) => k.tmem_ld_red_split(t.warp(0), s, op),
                            None => k.tmem_ld_red(t.warp(0), op),
                        };
                        let _ = (v, r);
                    }};
                }
                with_regs!(regs, N => {
                    match m(1) {
                        Mod::U32 => red!(u32, N),
                        Mod::S32 => red!(i32, N),
                        _ => red!(f32, N),
                    }
                });
                k.tcgen05_wait_ld();
            }
            F::Tcgen05Cp => {
                let shape = match m(1) {
                    Mod::Cp128x256b => TmemCpShape::Lanes128x256b,
                    Mod::Cp4x256b => TmemCpShape::Lanes4x256b,
                    Mod::Cp128x128b => TmemCpShape::Lanes128x128b,
                    Mod::Cp64x128bPairs02x13 => TmemCpShape::Lanes64x128bPairs02x13,
                    Mod::Cp64x128bPairs01x23 => TmemCpShape::Lanes64x128bPairs01x23,
                    _ => TmemCpShape::Lanes32x128bWarpx4,
                };
                let format = match m(2) {
                    Mod::CpB6x16P32 => TmemCpFormat::B6x16P32,
                    Mod::CpB4x16P64 => TmemCpFormat::B4x16P64,
                    _ => TmemCpFormat::Plain,
                };
                if let Some(d) = cp_src {
                    k.tmem_cp(t.at::<u32>(0), d, shape, format);
                }
            }
            F::Tcgen05Shift => k.tmem_shift_down(t.at::<u32>(0)),
            F::Tcgen05Mma
            | F::Tcgen05MmaTmemA
            | F::Tcgen05MmaLanes
            | F::Tcgen05MmaTmemALanes
            | F::Tcgen05MmaScaleD
            | F::Tcgen05MmaTmemAScaleD
            | F::Tcgen05MmaLanesScaleD
            | F::Tcgen05MmaTmemALanesScaleD => {
                use FormId as F;
                let tmem_a = matches!(
                    id,
                    F::Tcgen05MmaTmemA
                        | F::Tcgen05MmaTmemALanes
                        | F::Tcgen05MmaTmemAScaleD
                        | F::Tcgen05MmaTmemALanesScaleD
                );
                let lanes = matches!(
                    id,
                    F::Tcgen05MmaLanes
                        | F::Tcgen05MmaTmemALanes
                        | F::Tcgen05MmaLanesScaleD
                        | F::Tcgen05MmaTmemALanesScaleD
                );
                let scale = matches!(
                    id,
                    F::Tcgen05MmaScaleD
                        | F::Tcgen05MmaTmemAScaleD
                        | F::Tcgen05MmaLanesScaleD
                        | F::Tcgen05MmaTmemALanesScaleD
                );
                let how = (tmem_a, lanes, scale, case);
                match m(1) {
                    Mod::KindF16 => umma_case::<Bf16, C, G>(k, t, how),
                    Mod::KindTf32 => umma_case::<f32, C, G>(k, t, how),
                    Mod::KindF8f6f4 => umma_case::<E4m3x2, C, G>(k, t, how),
                    _ => umma_case::<u8, C, G>(k, t, how),
                }
            }
            F::Tcgen05MmaBlockScale
            | F::Tcgen05MmaBlockScaleTmemA
            | F::Tcgen05MmaBlock
            | F::Tcgen05MmaBlockTmemA => {
                let tmem_a = matches!(id, F::Tcgen05MmaBlockScaleTmemA | F::Tcgen05MmaBlockTmemA);
                if let Some(tiles) = bs_tiles {
                    block_scaled_case::<C, G>(k, (t, tiles), (m(1), m(2), m(3)), (tmem_a, case));
                }
            }
            F::Tcgen05MmaSp | F::Tcgen05MmaSpTmemA => {
                let tmem_a = id == F::Tcgen05MmaSpTmemA;
                if let Some(tiles) = bs_tiles {
                    let how = (t, tiles, tmem_a);
                    match m(1) {
                        Mod::KindF16 => sparse_case::<F16, C, G>(k, how),
                        Mod::KindTf32 => sparse_case::<f32, C, G>(k, how),
                        Mod::KindF8f6f4 => sparse_case::<E4m3x4, C, G>(k, how),
                        _ => sparse_case::<i8, C, G>(k, how),
                    }
                }
            }
            F::Tcgen05MmaSpBlock | F::Tcgen05MmaSpBlockTmemA => {
                let tmem_a = id == F::Tcgen05MmaSpBlockTmemA;
                if let Some(tiles) = bs_tiles {
                    sparse_block_case::<C, G>(k, (t, tiles), (m(1), m(2), m(3)), (tmem_a, case));
                }
            }
            // Alloc and dealloc: the allocation of every case.
            _ => {}
        }
    }
}

/// The weight-stationary UMMA rows (`.cta_group::1` in their mnemonic).
fn ws_form(id: FormId) -> bool {
    use FormId as F;
    matches!(
        id,
        F::Tcgen05MmaWs
            | F::Tcgen05MmaWsTmemA
            | F::Tcgen05MmaWsZeroCols
            | F::Tcgen05MmaWsTmemAZeroCols
    )
}

/// [`tmem_case`] of a weight-stationary UMMA row: every kind (less or only the gated
/// value's, as there) and every collector use, each collector use with one kind in turn
/// (collector i with the kind of index i mod 3: the two slots are independent, and every
/// value of each is spelled and gated; the whole product made these kernels the matrix's
/// largest), each one UMMA into columns 0..64 from one pair of shared tiles (M = 128,
/// N = 64; A from tensor memory at column 64 in the `TmemA` rows; a zero-column mask in
/// the `ZeroCols` rows).
fn ws_case_in<C: TmemCols>(k: &mut Kernel<'_>, id: FormId, t: &Tmem<C>, gated: Option<Mod>) {
    use typed_ptx::tensor_memory::{Collector, CollectorBuf as B, UmmaWs};
    let f = id.form();
    let tmem_a = matches!(
        id,
        FormId::Tcgen05MmaWsTmemA | FormId::Tcgen05MmaWsTmemAZeroCols
    );
    let mask = matches!(
        id,
        FormId::Tcgen05MmaWsZeroCols | FormId::Tcgen05MmaWsTmemAZeroCols
    );
    let words = 128u64 * 32 / 4;
    let sa = k.shared::<u32>("sa", words, Align(1024));
    let sb = k.shared::<u32>("sb", words, Align(1024));
    let uses = [
        Collector::Fill as fn(B) -> Collector,
        Collector::Use,
        Collector::LastUse,
        Collector::Discard,
    ];
    for vals in f.value_combos() {
        let m = |i: usize| vals[i].as_mod().unwrap_or(Mod::None);
        let holds = f
            .gates
            .iter()
            .find(|g| vals[g.slot as usize] == Val::from(g.value))
            .map(|g| g.value);
        if holds != gated {
            continue;
        }
        // The collector slot lists no use, then b0..b3 × fill, use, lastuse, discard.
        let at = f.slots[1]
            .values()
            .iter()
            .position(|v| *v == vals[1])
            .unwrap_or(0);
        let kind = f.slots[0]
            .values()
            .iter()
            .position(|v| *v == vals[0])
            .unwrap_or(0);
        if at % 3 != kind % 3 {
            continue;
        }
        let collector = match at {
            0 => Collector::Default,
            i => uses[(i - 1) % 4]([B::B0, B::B1, B::B2, B::B3][(i - 1) / 4]),
        };
        let ws = UmmaWs {
            collector,
            zero_columns: mask.then(|| k.mov(0u64)),
        };
        match m(0) {
            Mod::KindF16 => ws_umma::<Bf16, C>(k, t, (sa, sb), tmem_a, ws),
            Mod::KindTf32 => ws_umma::<f32, C>(k, t, (sa, sb), tmem_a, ws),
            Mod::KindF8f6f4 => ws_umma::<E4m3x2, C>(k, t, (sa, sb), tmem_a, ws),
            _ => ws_umma::<u8, C>(k, t, (sa, sb), tmem_a, ws),
        }
    }
}

/// One weight-stationary UMMA of `E` by `E` from the 128 × 32-byte tiles `sa` and `sb`
/// (no swizzle) into columns 0..64 (A from columns 64.. where `tmem_a`), with `ws`.
fn ws_umma<E: UmmaPair<E, Acc: UmmaAcc>, C: TmemCols>(
    k: &mut Kernel<'_>,
    t: &Tmem<C>,
    (sa, sb): (Var<Shared<Cta>, u32>, Var<Shared<Cta>, u32>),
    tmem_a: bool,
    ws: typed_ptx::tensor_memory::UmmaWs,
) {
    let b = k.umma_desc(sb.cast::<E>(), Swizzle::None, 128, 256);
    let p = k.mov(true);
    let shape = UmmaShape { m: 128, n: 64 };
    if tmem_a {
        k.umma_ws_tmem_a(t.at::<E::Acc>(0), t.at::<E>(64), b, shape, p, ws);
    } else {
        let a = k.umma_desc(sa.cast::<E>(), Swizzle::None, 128, 256);
        k.umma_ws(t.at::<E::Acc>(0), a, b, shape, p, ws);
    }
}

/// One UMMA of `E` by `E` (A from shared memory, or from tensor memory at column 64) into
/// columns 0..64: M = 128 for one CTA, 256 for two; N = 64.
fn umma_case<E: UmmaPair<E, Acc: UmmaAcc>, C: TmemCols, G: CtaGroup>(
    k: &mut Kernel<'_>,
    t: &Tmem<C, G>,
    (tmem_a, lanes, scale, case): (bool, bool, bool, usize),
) {
    // 128 rows of 32 bytes of K (no swizzle: 8x16-byte core matrices, K-major).
    let words = 128u64 * 32 / 4;
    let sa = k
        .shared::<u32>(&format!("sa{case}"), words, Align(1024))
        .cast::<E>();
    let sb = k
        .shared::<u32>(&format!("sb{case}"), words, Align(1024))
        .cast::<E>();
    let a = k.umma_desc(sa, Swizzle::None, 128, 256);
    let b = k.umma_desc(sb, Swizzle::None, 128, 256);
    let p = k.mov(true);
    let shape = UmmaShape {
        m: 128 * G::CTAS,
        n: 64,
    };
    // A lane mask of zeros (every lane written), a scale of D of 2^-1.
    let opts = typed_ptx::tensor_memory::UmmaOpts {
        disable_lanes: lanes.then(|| lane_mask::<G>(k)),
        scale_d: scale.then_some(1),
    };
    if tmem_a {
        k.umma_tmem_a_with(t.at::<E::Acc>(0), t.at::<E>(64), b, (shape, p), opts);
    } else {
        k.umma_with(t.at::<E::Acc>(0), a, b, (shape, p), opts);
    }
}

/// One block-scaled UMMA of the kind, scale-vector size and A collector use the slot
/// values `(kind, vec, collector)` spell: M = 128 a CTA, N = 64 into columns 0..64 (A from
/// columns 64.. where `tmem_a`), FP6 by FP4 8-bit containers for `.kind::mxf8f6f4` and
/// packed FP4 for the others, the scale factors at columns 128 (A) and 129 (B); E4M3 scale
/// factors for every other case of 16-value blocks.
fn block_scaled_case<C: TmemCols, G: CtaGroup>(
    k: &mut Kernel<'_>,
    (t, (sa, sb)): (&Tmem<C, G>, BsTiles),
    (kind, vec, collector): (Mod, Mod, Mod),
    (tmem_a, case): (bool, usize),
) {
    use typed_ptx::tensor_memory::{BlockScaling as S, E2m1, E2m1x2, E2m3, Ue4m3, Ue8m0};
    let opts = block_scale_opts(kind, vec, collector);
    let scaling = opts.scaling;
    let p = k.mov(true);
    let shape = UmmaShape {
        m: 128 * G::CTAS,
        n: 64,
    };
    let d = t.at::<f32>(0);
    let nvf4 = matches!(scaling, S::Mxf4nvf4X4 | S::Mxf4nvf4Block16) && case % 2 == 1;
    macro_rules! issue {
        ($a:ty, $b:ty, $s:ty) => {{
            let scales = typed_ptx::tensor_memory::BlockScales {
                a: t.at::<$s>(128),
                a_id: 0,
                b: t.at::<$s>(129),
                b_id: 0,
            };
            let b = k.umma_desc(sb.cast::<$b>(), Swizzle::None, 128, 256);
            if tmem_a {
                k.umma_block_scaled_tmem_a(d, t.at::<$a>(64), b, scales, (shape, p), opts);
            } else {
                let a = k.umma_desc(sa.cast::<$a>(), Swizzle::None, 128, 256);
                k.umma_block_scaled(d, a, b, scales, (shape, p), opts);
            }
        }};
    }
    match (kind, nvf4) {
        (Mod::KindMxf8f6f4, _) => issue!(E2m3, E2m1, Ue8m0),
        (_, false) => issue!(E2m1x2, E2m1x2, Ue8m0),
        (_, true) => issue!(E2m1x2, E2m1x2, Ue4m3),
    }
}

/// The options of a block-scaled UMMA row's slot values: its kind, scale-vector size (a
/// `.scale_vec` or a `.blockN` spelling) and A collector use.
fn block_scale_opts(
    kind: Mod,
    vec: Mod,
    collector: Mod,
) -> typed_ptx::tensor_memory::BlockScaleOpts {
    use typed_ptx::tensor_memory::{BlockScaleOpts, BlockScaling as S, CollectorA};
    let scaling = match (kind, vec) {
        (Mod::KindMxf8f6f4, Mod::ScaleVec1x) => S::Mxf8f6f4X1,
        (Mod::KindMxf8f6f4, _) => S::Mxf8f6f4Block32,
        (Mod::KindMxf4, Mod::ScaleVec2x) => S::Mxf4X2,
        (Mod::KindMxf4, _) => S::Mxf4Block32,
        (_, Mod::ScaleVec2x) => S::Mxf4nvf4X2,
        (_, Mod::Block32) => S::Mxf4nvf4Block32,
        (_, Mod::ScaleVec4x) => S::Mxf4nvf4X4,
        _ => S::Mxf4nvf4Block16,
    };
    let collector = match collector {
        Mod::CollectorAFill => Some(CollectorA::Fill),
        Mod::CollectorAUse => Some(CollectorA::Use),
        Mod::CollectorALastuse => Some(CollectorA::LastUse),
        Mod::CollectorADiscard => Some(CollectorA::Discard),
        _ => None,
    };
    BlockScaleOpts { scaling, collector }
}

/// The block-scaled and the sparse UMMA rows.
fn block_scaled_form(id: FormId) -> bool {
    use FormId as F;
    matches!(
        id,
        F::Tcgen05MmaBlockScale
            | F::Tcgen05MmaBlockScaleTmemA
            | F::Tcgen05MmaBlock
            | F::Tcgen05MmaBlockTmemA
            | F::Tcgen05MmaSp
            | F::Tcgen05MmaSpTmemA
            | F::Tcgen05MmaSpBlock
            | F::Tcgen05MmaSpBlockTmemA
    )
}

/// One sparse UMMA of `E` by `E`: M = 128 a CTA, N = 64 into columns 0..64 (A's stored
/// half from columns 64.. where `tmem_a`), the metadata at column 130 (ID 1 for f16 and
/// tf32, 0 for the kinds that take only 0); B is 64
/// rows of 64 bytes (the tiles' 4096 bytes: core matrices 128 bytes apart along K, groups of 8 rows 512 apart).
fn sparse_case<E: UmmaPair<E, Acc: UmmaAcc>, C: TmemCols, G: CtaGroup>(
    k: &mut Kernel<'_>,
    (t, (sa, sb), tmem_a): (&Tmem<C, G>, BsTiles, bool),
) {
    use typed_ptx::tensor_memory::SparseA;
    let p = k.mov(true);
    let shape = UmmaShape {
        m: 128 * G::CTAS,
        n: 64,
    };
    // The metadata ID: 1 where the kind has four (f16, tf32), else 0.
    let sparse = SparseA {
        meta: t.at(130),
        id: u32::from(matches!(E::KIND, Mod::KindF16 | Mod::KindTf32)),
    };
    let b = k.umma_desc(sb.cast::<E>(), Swizzle::None, 128, 512);
    if tmem_a {
        k.umma_sparse_tmem_a(t.at::<E::Acc>(0), t.at::<E>(64), b, sparse, (shape, p));
    } else {
        let a = k.umma_desc(sa.cast::<E>(), Swizzle::None, 128, 256);
        k.umma_sparse(t.at::<E::Acc>(0), a, b, sparse, (shape, p));
    }
}

/// One sparse block-scaled UMMA of the slot values `(kind, block, collector)`, as
/// [`block_scaled_case`] with the metadata of [`sparse_case`].
fn sparse_block_case<C: TmemCols, G: CtaGroup>(
    k: &mut Kernel<'_>,
    (t, (sa, sb)): (&Tmem<C, G>, BsTiles),
    (kind, block, collector): (Mod, Mod, Mod),
    (tmem_a, case): (bool, usize),
) {
    use typed_ptx::tensor_memory::{
        BlockScales, BlockScaling as S, E2m1, E2m1x2, E2m3, SparseA, Ue4m3, Ue8m0,
    };
    let opts = block_scale_opts(kind, block, collector);
    let scaling = opts.scaling;
    let p = k.mov(true);
    let shape = UmmaShape {
        m: 128 * G::CTAS,
        n: 64,
    };
    let d = t.at::<f32>(0);
    let e4m3 = scaling == S::Mxf4nvf4Block16 && case % 2 == 1;
    macro_rules! issue {
        ($a:ty, $b:ty, $s:ty) => {{
            let sparse = SparseA {
                meta: t.at(130),
                id: 0,
            };
            let scales = BlockScales {
                a: t.at::<$s>(128),
                a_id: 0,
                b: t.at::<$s>(129),
                b_id: 0,
            };
            let b = k.umma_desc(sb.cast::<$b>(), Swizzle::None, 128, 512);
            if tmem_a {
                k.umma_sparse_block_scaled_tmem_a(
                    d,
                    t.at::<$a>(64),
                    b,
                    (sparse, scales),
                    (shape, p),
                    opts,
                );
            } else {
                let a = k.umma_desc(sa.cast::<$a>(), Swizzle::None, 128, 256);
                k.umma_sparse_block_scaled(d, a, b, (sparse, scales), (shape, p), opts);
            }
        }};
    }
    match (kind, e4m3) {
        (Mod::KindMxf8f6f4, _) => issue!(E2m3, E2m1, Ue8m0),
        (_, false) => issue!(E2m1x2, E2m1x2, Ue8m0),
        (_, true) => issue!(E2m1x2, E2m1x2, Ue4m3),
    }
}

/// The A and B tiles of a block-scaled UMMA case (`.shared::cta` words).
type BsTiles = (Var<Shared<Cta>, u32>, Var<Shared<Cta>, u32>);

/// A disable-output-lane mask of zeros for group `G` (4 or 8 registers).
fn lane_mask<G: CtaGroup>(k: &mut Kernel<'_>) -> G::LaneMask {
    let zeros: Vec<Reg<u32>> = (0..4 * G::CTAS).map(|_| k.mov(0u32)).collect();
    G::LaneMask::try_from(&zeros[..])
        .ok()
        .expect("4 registers a CTA")
}

/// A `.shared::cta` matrix `wgmma` reads elements `Self` of (as its `WgmmaKind`).
trait Smem: WgmmaKind {
    type E: WgmmaElem<Kind = Self>;
}
impl Smem for F16x2 {
    type E = F16;
}
impl Smem for Bf16x2 {
    type E = Bf16;
}
impl Smem for Tf32 {
    type E = f32;
}
impl Smem for E4m3x4 {
    type E = E4m3x4;
}
impl Smem for E5m2x4 {
    type E = E5m2x2;
}

/// The case of a `wgmma.mma_async` row at N = 16, for every value combination of its
/// other slots: A and B from 8 KiB `.shared::cta` matrices (128-byte swizzle), or A from
/// zero registers; once with the default operands, once with `scale-d` false and every
/// negate and transpose the row takes.
fn wgmma_case(k: &mut Kernel<'_>, id: FormId, name: &str) {
    let f = id.form();
    let regs = matches!(f.operands[1], Operand::Frag(..));
    let transposes = f
        .operands
        .iter()
        .filter(|o| **o == Operand::Imm(0, 1))
        .count();
    let sa = k.shared::<u8>(&format!("{name}_a"), 8192, Align(1024));
    let sb = k.shared::<u8>(&format!("{name}_b"), 8192, Align(1024));
    let every = WgmmaOpts {
        neg_a: true,
        neg_b: true,
        trans_a: !regs && transposes > 0,
        trans_b: transposes > 0,
    };
    for vals in f.value_combos().into_iter().filter(|v| v[0] == Val(16)) {
        with_wgmma!(id, &vals; A, B, D => {
            let bd = k.wgmma_desc(sb.cast::<<B as Smem>::E>(), Swizzle::B128, 16, 1024);
            let mut acc: <D as WgmmaAcc<M64N<16>>>::D = k.frag_zero();
            for (scale, opts) in [(true, WgmmaOpts::default()), (false, every)] {
                if regs {
                    let a: [Reg<A>; 4] = k.frag_zero();
                    k.wgmma_mma_async(M64N::<16>, &mut acc, a, bd, scale, opts);
                } else {
                    let ad = k.wgmma_desc(sa.cast::<<A as Smem>::E>(), Swizzle::B128, 16, 1024);
                    k.wgmma_mma_async(M64N::<16>, &mut acc, ad, bd, scale, opts);
                }
            }
        })
        .unwrap_or_else(|| panic!("{id:?} {vals:?}: no types pick it"));
    }
}

/// Adds the case of form `id`: a kernel named `name` (and, where the form needs them,
/// device functions and module-scope variables whose names start with `name_`) that uses
/// `id` through the builder's public API. Besides `id`, a case uses only forms every
/// version and target accept (`mov`, `ld.param`, `ret`, declarations …); the test
/// `every_form_has_a_case_that_emits_it` checks that.
///
/// A `Shape::Row` row needs no arm: its case comes from the row ([`row_case`]). Any other
/// form added to the table without an arm here fails `every_form_has_a_case_that_emits_it`
/// (the last arm panics for it).
fn add_form(m: &mut Module, id: FormId, name: &str) {
    use FormId as F;
    let sym = |s: &str| format!("{name}_{s}");
    match id {
        // ---- integer arithmetic ----
        F::Add => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.add(a, 2u32);
        }),
        F::Sub => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.sub(a, 2u32);
        }),
        F::MulLo => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.mul_lo(a, 2u32);
        }),
        F::MulHi => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.mul_hi(a, 2u32);
        }),
        F::MadLo => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.mad_lo(a, a, a);
        }),
        F::Div => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.div(a, 2u32);
        }),
        F::Rem => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.rem(a, 2u32);
        }),
        F::Min => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.min(a, 2u32);
        }),
        F::Max => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.max(a, 2u32);
        }),
        F::Abs => kern(m, name, |k| {
            let a = k.mov(-1i32);
            k.abs(a);
        }),
        F::Neg => kern(m, name, |k| {
            let a = k.mov(1i32);
            k.neg(a);
        }),
        F::Brev => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.brev(a);
        }),
        // ---- floating point ----
        F::MulF => kern(m, name, |k| {
            let a = k.mov(1.5f32);
            k.mul(a, 2.0f32);
        }),
        F::FmaRn => kern(m, name, |k| {
            let a = k.mov(1.5f64);
            k.fma(a, a, a);
        }),
        F::DivRn => kern(m, name, |k| {
            let a = k.mov(1.5f32);
            k.div_rn(a, 2.0f32);
        }),
        F::SqrtRn => kern(m, name, |k| {
            let a = k.mov(2.0f32);
            k.sqrt(a);
        }),
        F::RcpRn => kern(m, name, |k| {
            let a = k.mov(2.0f64);
            k.rcp(a);
        }),
        // ---- logic and shift ----
        F::And => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.and(a, 3u32);
        }),
        F::Or => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.or(a, 3u32);
        }),
        F::Xor => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.xor(a, 3u32);
        }),
        F::Not => kern(m, name, |k| {
            let a = k.mov(1u32);
            k.not(a);
        }),
        // ---- comparison and selection ----
        // ---- data movement ----
        F::Mov => kern(m, name, |k| {
            k.mov(7u32);
        }),
        F::MovAddr => kern(m, name, |k| {
            let v = k.local::<u32>(&sym("l"), 4, Align(4));
            k.addr_of(v);
        }),
        // Rows with a `{.space}` slot: one access in each space the row takes ungated
        // (the gated spaces have cases of their own: `gated_values_agree_with_ptxas`).
        F::Ld | F::St | F::Atom | F::Red => space_case(m, id, name, &ungated_spaces(id)),
        F::StParam => {
            let f = m.func(&sym("f"), |k, ()| k.mov(1u32));
            kern(m, name, |k| {
                k.call(f, ());
            });
        }
        // ---- address conversion ----
        // `cvta`, `cvta.to`, `isspacep`: every ungated space (the gated ones have cases of
        // their own, as every `{.space}` row's: [`space_case`]).
        _ if spaced_row(id) => space_case(m, id, name, &ungated_spaces(id)),
        F::CvtAddrTrunc => kern(m, name, |k| {
            let v = k.shared::<u32>(&sym("s"), 4, Align(4));
            let p = k.addr_of(v);
            k.to_u32(p);
        }),
        F::CvtAddrZext => kern(m, name, |k| {
            let v = k.shared::<u32>(&sym("s"), 4, Align(4));
            let p = k.addr_of(v);
            let p32 = k.to_u32(p);
            k.to_u64(p32);
        }),
        // ---- atomics ----
        F::AtomCas => kern(m, name, |k| {
            let g = generic(k);
            k.atom_cas(g, 0u32, 1u32);
        }),
        // ---- control flow ----
        // `bra`: a hand case in place of the row's, as it spells the guarded branch too
        // (`@p bra`, `bra_if`); `bra.uni`'s case is the row's.
        F::Bra => kern(m, name, |k| {
            let l = k.label();
            let p = k.mov(true);
            k.bra_if(p, l);
            k.bra(l);
            k.place(l);
        }),
        F::Call => {
            let f = m.func(&sym("f"), |k, (a,): (Reg<u32>,)| {
                k.mov(a);
            });
            kern(m, name, |k| {
                let a = k.mov(1u32);
                k.call(f, (a,));
            });
        }
        F::Ret => kern(m, name, |k| k.ret()),
        // ---- barriers and memory ordering ----
        // ---- warp-level ----
        // ---- asynchronous copy ----
        // ---- clusters ----
        F::MapaShared => kern(m, name, |k| {
            let v = k.shared::<u32>(&sym("s"), 4, Align(4));
            let p = k.addr_of(v);
            k.mapa(p, 1u32);
        }),
        F::MapaGeneric => kern(m, name, |k| {
            let v = k.shared::<u32>(&sym("s"), 4, Align(4));
            let g = k.cvta_var(v, 0);
            k.mapa_generic(g, 1u32);
        }),
        // ---- Blackwell tensor memory ----
        F::Tcgen05Alloc
        | F::Tcgen05Dealloc
        | F::Tcgen05Relinquish
        | F::Tcgen05Ld
        | F::Tcgen05St
        | F::Tcgen05LdSplit
        | F::Tcgen05StSplit
        | F::Tcgen05Cp
        | F::Tcgen05LdRed
        | F::Tcgen05LdRedSplit
        | F::Tcgen05Shift
        | F::Tcgen05Mma
        | F::Tcgen05MmaTmemA
        | F::Tcgen05MmaLanes
        | F::Tcgen05MmaTmemALanes
        | F::Tcgen05MmaScaleD
        | F::Tcgen05MmaTmemAScaleD
        | F::Tcgen05MmaLanesScaleD
        | F::Tcgen05MmaTmemALanesScaleD
        | F::Tcgen05MmaWs
        | F::Tcgen05MmaWsTmemA
        | F::Tcgen05MmaWsZeroCols
        | F::Tcgen05MmaWsTmemAZeroCols
        | F::Tcgen05MmaBlockScale
        | F::Tcgen05MmaBlockScaleTmemA
        | F::Tcgen05MmaBlock
        | F::Tcgen05MmaBlockTmemA
        | F::Tcgen05MmaSp
        | F::Tcgen05MmaSpTmemA
        | F::Tcgen05MmaSpBlock
        | F::Tcgen05MmaSpBlockTmemA => {
            // One CTA group per kernel (ptxas refuses a kernel of both).
            kern(m, name, |k| tmem_case(k, id, false, None));
            kern(m, &format!("{name}_g2"), |k| tmem_case(k, id, true, None));
        }
        // Rows with a `{.cta_group}` slot: a kernel per value.
        F::Tcgen05Commit | F::Tcgen05CommitMulticast => {
            for (i, vals) in id.form().value_combos().iter().enumerate() {
                let kernel = if i == 0 {
                    name.to_owned()
                } else {
                    format!("{name}_g{i}")
                };
                row_case(m, id, &kernel, vals);
            }
        }
        // ---- tensor cores ----
        // `mma.sync` and `wgmma.mma_async`: from the row, every value combination of its
        // type slots through the types that pick it (`with_mma!`, `with_wgmma!`).
        _ if picked_by(id, "Mma") => kern(m, name, |k| mma_case(k, id)),
        _ if picked_by(id, "WgmmaOperands") => kern(m, name, |k| wgmma_case(k, id, name)),
        F::Ldmatrix | F::Stmatrix => matrix_case(m, id, name),
        // ---- proxy fences ----
        // ---- rows with a scope slot, cases written here (the ungated values) ----
        _ if scoped_row(id) => {
            let each = scoped_values(id, false);
            scoped_case(m, id, name, &each);
        }
        // ---- mbarrier ----
        F::MbarrierInit => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 2, Align(8));
            k.mbarrier_init(b.at(1), 32u32);
        }),
        F::MbarrierInitGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_init(g, 1u32);
        }),
        F::MbarrierInval => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_inval(b);
        }),
        F::MbarrierInvalGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_inval(g);
        }),
        F::MbarrierArrive => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let p = k.addr_of(b);
            let p = k.to_u32(p);
            k.mbarrier_arrive(p);
        }),
        F::MbarrierArriveGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_arrive(g);
        }),
        F::MbarrierArriveExpectTx => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_arrive_expect_tx(b, 1024u32);
        }),
        F::MbarrierArriveExpectTxGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_arrive_expect_tx(g, 16u32);
        }),
        F::MbarrierExpectTx => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let n = k.mov(64u32);
            k.mbarrier_expect_tx(b, n);
        }),
        F::MbarrierExpectTxGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_expect_tx(g, 64u32);
        }),
        F::MbarrierCompleteTx => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_complete_tx(b, 64u32);
        }),
        F::MbarrierCompleteTxGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_complete_tx(g, 64u32);
        }),
        F::MbarrierTestWait => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let t = k.mbarrier_arrive(b);
            k.mbarrier_test_wait(b, t);
        }),
        F::MbarrierTestWaitGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            let t = k.mbarrier_arrive(g);
            k.mbarrier_test_wait(g, t);
        }),
        F::MbarrierTestWaitParity => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_test_wait_parity(b, 1u32);
        }),
        F::MbarrierTestWaitParityGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            k.mbarrier_test_wait_parity(g, 0u32);
        }),
        F::MbarrierTryWait => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let t = k.mbarrier_arrive(b);
            k.mbarrier_try_wait(b, t);
        }),
        F::MbarrierTryWaitGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            let t = k.mbarrier_arrive(g);
            k.mbarrier_try_wait(g, t);
        }),
        F::MbarrierTryWaitParity => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_wait_parity(b, 0u32);
        }),
        F::MbarrierTryWaitParityGeneric => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let g = k.cvta_var(b, 0);
            let par = k.mov(1u32);
            k.mbarrier_try_wait_parity(g, par);
        }),
        F::MbarrierArriveRemote => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_arrive_remote(b.widen());
        }),
        F::MbarrierArriveExpectTxRemote => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let p = k.addr_of(b.widen());
            k.mbarrier_arrive_expect_tx_remote(p, 32u32);
        }),
        F::MbarrierExpectTxRemote => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_expect_tx_remote(b.widen(), 32u32);
        }),
        F::MbarrierCompleteTxRemote => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_complete_tx_remote(b.widen(), 32u32);
        }),
        F::MbarrierArriveDropRemote => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_arrive_drop_remote(b.widen());
        }),
        F::MbarrierArriveNoComplete => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_arrive_no_complete(b, 2u32);
        }),
        F::MbarrierArriveDrop => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.mbarrier_arrive_drop(b);
        }),
        F::CpAsyncMbarrierArrive => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            k.cp_async_mbarrier_arrive(b);
        }),
        F::CpAsyncMbarrierArriveNoinc => kern(m, name, |k| {
            let b = k.shared::<Mbarrier>(&sym("b"), 1, Align(8));
            let p = k.addr_of(b);
            k.cp_async_mbarrier_arrive_noinc(p);
        }),
        // ---- half precision, packed floats, bit manipulation ----
        F::AddF16 => kern(m, name, |k| {
            let a = k.mov(F16(0x3c00));
            k.add(a, a);
        }),
        F::AddBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16x2(0x3f80_3f80));
            k.add(a, a);
        }),
        F::SubF16 => kern(m, name, |k| {
            let a = k.mov(F16x2(0x3c00_3c00));
            k.sub(a, a);
        }),
        F::SubBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16(0x3f80));
            k.sub(a, a);
        }),
        F::MulF16 => kern(m, name, |k| {
            let a = k.mov(F16(0x3c00));
            k.mul(a, a);
        }),
        F::MulBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16x2(0x3f80_3f80));
            k.mul(a, a);
        }),
        F::FmaRnF16 => kern(m, name, |k| {
            let a = k.mov(F16x2(0x3c00_3c00));
            k.fma(a, a, a);
        }),
        F::FmaRnBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16(0x3f80));
            k.fma(a, a, a);
        }),
        F::MinHalf => kern(m, name, |k| {
            let a = k.mov(Bf16x2(0x3f80_3f80));
            k.min(a, a);
        }),
        F::MaxHalf => kern(m, name, |k| {
            let a = k.mov(F16(0x3c00));
            k.max(a, a);
        }),
        F::NegF16 => kern(m, name, |k| {
            let a = k.mov(F16(0x3c00));
            k.neg(a);
        }),
        F::NegBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16x2(0x3f80_3f80));
            k.neg(a);
        }),
        F::AbsF16 => kern(m, name, |k| {
            let a = k.mov(F16x2(0x3c00_bc00));
            k.abs(a);
        }),
        F::AbsBf16 => kern(m, name, |k| {
            let a = k.mov(Bf16(0xbf80));
            k.abs(a);
        }),
        // ---- warp specialization ----
        // ---- special registers ----
        F::TidX => kern(m, name, |k| {
            k.tid_x();
        }),
        F::TidY => kern(m, name, |k| {
            k.tid_y();
        }),
        F::TidZ => kern(m, name, |k| {
            k.tid_z();
        }),
        F::NtidX => kern(m, name, |k| {
            k.ntid_x();
        }),
        F::NtidY => kern(m, name, |k| {
            k.ntid_y();
        }),
        F::NtidZ => kern(m, name, |k| {
            k.ntid_z();
        }),
        F::CtaidX => kern(m, name, |k| {
            k.ctaid_x();
        }),
        F::CtaidY => kern(m, name, |k| {
            k.ctaid_y();
        }),
        F::CtaidZ => kern(m, name, |k| {
            k.ctaid_z();
        }),
        F::NctaidX => kern(m, name, |k| {
            k.nctaid_x();
        }),
        F::NctaidY => kern(m, name, |k| {
            k.nctaid_y();
        }),
        F::NctaidZ => kern(m, name, |k| {
            k.nctaid_z();
        }),
        F::Laneid => kern(m, name, |k| {
            k.laneid();
        }),
        F::Warpid => kern(m, name, |k| {
            k.warpid();
        }),
        F::Smid => kern(m, name, |k| {
            k.smid();
        }),
        F::Clock => kern(m, name, |k| {
            k.clock();
        }),
        F::Clock64 => kern(m, name, |k| {
            k.clock64();
        }),
        F::Globaltimer => kern(m, name, |k| {
            k.globaltimer();
        }),
        F::DynamicSmemSize => kern(m, name, |k| {
            k.dynamic_smem_size();
        }),
        F::TotalSmemSize => kern(m, name, |k| {
            k.total_smem_size();
        }),
        F::ClusterCtarank => kern(m, name, |k| {
            k.cluster_ctarank();
        }),
        F::ClusterNctarank => kern(m, name, |k| {
            k.cluster_nctarank();
        }),
        F::ClusterCtaidX => kern(m, name, |k| {
            k.cluster_ctaid_x();
        }),
        F::ClusterNctaidX => kern(m, name, |k| {
            k.cluster_nctaid_x();
        }),
        F::ClusteridX => kern(m, name, |k| {
            k.clusterid_x();
        }),
        F::NclusteridX => kern(m, name, |k| {
            k.nclusterid_x();
        }),
        F::ClusterCtaidY => kern(m, name, |k| {
            k.cluster_ctaid_y();
        }),
        F::ClusterCtaidZ => kern(m, name, |k| {
            k.cluster_ctaid_z();
        }),
        F::ClusterNctaidY => kern(m, name, |k| {
            k.cluster_nctaid_y();
        }),
        F::ClusterNctaidZ => kern(m, name, |k| {
            k.cluster_nctaid_z();
        }),
        F::ClusteridY => kern(m, name, |k| {
            k.clusterid_y();
        }),
        F::ClusteridZ => kern(m, name, |k| {
            k.clusterid_z();
        }),
        F::NclusteridY => kern(m, name, |k| {
            k.nclusterid_y();
        }),
        F::NclusteridZ => kern(m, name, |k| {
            k.nclusterid_z();
        }),
        F::Nwarpid => kern(m, name, |k| {
            k.nwarpid();
        }),
        F::Nsmid => kern(m, name, |k| {
            k.nsmid();
        }),
        F::Gridid => kern(m, name, |k| {
            k.gridid();
        }),
        F::ClockHi => kern(m, name, |k| {
            k.clock_hi();
        }),
        F::GlobaltimerLo => kern(m, name, |k| {
            k.globaltimer_lo();
        }),
        F::GlobaltimerHi => kern(m, name, |k| {
            k.globaltimer_hi();
        }),
        F::AggrSmemSize => kern(m, name, |k| {
            k.aggr_smem_size();
        }),
        F::CurrentGraphExec => kern(m, name, |k| {
            k.current_graph_exec();
        }),
        F::LanemaskEq => kern(m, name, |k| {
            k.lanemask_eq();
        }),
        F::LanemaskLe => kern(m, name, |k| {
            k.lanemask_le();
        }),
        F::LanemaskLt => kern(m, name, |k| {
            k.lanemask_lt();
        }),
        F::LanemaskGe => kern(m, name, |k| {
            k.lanemask_ge();
        }),
        F::LanemaskGt => kern(m, name, |k| {
            k.lanemask_gt();
        }),
        // ---- directives and declarations ----
        F::DeclGlobal => {
            let g = m.global::<u32>(&sym("g"), 4);
            kern(m, name, |k| {
                k.ld(g.at(2));
            });
        }
        F::DeclConst => {
            let c = m.const_::<u32>(&sym("c"), 4);
            kern(m, name, |k| {
                k.ld(c);
            });
        }
        F::DeclShared => {
            let s = m.shared::<u32>(&sym("s"), 4, Align(4));
            kern(m, name, |k| {
                k.ld(s);
            });
        }
        F::DeclSharedExtern => {
            let s = m.extern_shared::<u32>(&sym("dyn"), Align(16));
            kern(m, name, |k| {
                k.ld(s.at(3));
            });
        }
        F::DeclLocal => kern(m, name, |k| {
            let v = k.local::<u32>(&sym("l"), 8, Align(16));
            k.st(v.at(7), 1u32);
        }),
        F::DeclFunc => {
            m.func(&sym("f"), |_, ()| ());
            kern(m, name, |_| {});
        }
        F::Maxntid => kern(m, name, |k| k.maxntid(128, 1, 1)),
        F::Reqntid => kern(m, name, |k| k.reqntid(64, 2, 1)),
        F::Minnctapersm => kern(m, name, |k| {
            k.maxntid(256, 1, 1);
            k.minnctapersm(2);
        }),
        F::Reqnctapercluster => kern(m, name, |k| k.reqnctapercluster(2, 1, 1)),
        F::Explicitcluster => kern(m, name, |k| k.explicitcluster()),
        // `setp`: every comparison at every type (48 calls of the generated method), so
        // that the case spells every combination, not only each value once; `redux.sync`
        // likewise (every operation at each type, every f32 operation with each of `.abs`
        // and `.NaN`, as the rows it merges spelled them).
        F::Setp | F::ReduxSync | F::ReduxSyncF32 => {
            row_cases(m, id, name, &id.form().value_combos())
        }
        // Reached by the `Shape::Row` rows: every ungated value of every slot, in one
        // kernel (the gated values have cases of their own: `gated_values_agree_with_ptxas`).
        #[allow(unreachable_patterns)]
        _ => {
            // A value that spells a type the builder has none of (`st.async.b64`) is the C++
            // header's and the macros' alone.
            let each: Vec<Vec<Val>> = id
                .form()
                .cover_values()
                .into_iter()
                .filter(|v| !row_cases::builder_lacks(id, v))
                .collect();
            row_cases(m, id, name, &each)
        }
    }
}

/// The case of a `Shape::Row` row, from the row alone: a kernel that calls the row's
/// generated method (`tests/generated/row_cases.rs`) with slot values `vals`, its sources
/// `mov`s of immediates.
fn row_case(m: &mut Module, id: FormId, name: &str, vals: &[Val]) {
    row_cases(m, id, name, &[vals.to_vec()]);
}

/// [`row_case`] with one call of the row's method per entry of `each` (slot values), in
/// one kernel.
fn row_cases(m: &mut Module, id: FormId, name: &str, each: &[Vec<Val>]) {
    // A row whose address may be a `.const` tensor map (`prefetch.const.tensormap`) has one
    // declared in the module ([`row_cases::Operands::map_var`]).
    let f = id.form();
    let takes_map = f
        .addrs
        .iter()
        .any(|a| a.check == typed_ptx::isa::AddrCheck::TensorMap);
    let cmap = (takes_map && f.space_slot().is_some_and(|(_, v)| v.contains(&Mod::Const)))
        .then(|| m.const_tensor_map::<u32, 1>(&format!("{name}_cmap")));
    // A `.global` one for the rows whose map may be there (`tensormap.replace.global`,
    // `tensormap.cp_fenceproxy`'s destination).
    let global = f
        .space_slot()
        .is_some_and(|(_, v)| v.contains(&Mod::Global))
        || f.operands
            .iter()
            .any(|o| matches!(o, Operand::Addr(typed_ptx::isa::Space::Global, _)));
    let gmap =
        (takes_map && global).then(|| m.global_tensor_map::<u32, 1>(&format!("{name}_gmap")));
    kern(m, name, |k| {
        let mut ops = Movs(0, cmap, gmap);
        for vals in each {
            row_cases::emit(k, id, vals, &mut ops).unwrap_or_else(|| {
                panic!("{id:?} has no case in add_form, and is not a Shape::Row row: add an arm")
            })
        }
    });
}

/// The operands of a [`row_case`]: a `mov` of an immediate of each source's type, and
/// fresh mbarriers (the count names them); the module's `.const` tensor map, if the row
/// takes one.
struct Movs(
    u32,
    Option<Var<Const, TensorMap<u32, 1>>>,
    Option<Var<Global, TensorMap<u32, 1>>>,
);

impl Movs {
    /// A register of type `T`: a `mov` of an immediate (a `.b128` one: of two `u64`s).
    fn reg_of<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Reg<T> {
        fn cast<U: Scalar, T: Scalar>(r: Reg<U>) -> Reg<T> {
            let any: Box<dyn std::any::Any> = Box::new(r);
            *any.downcast::<Reg<T>>().expect("the type asked for")
        }
        match T::TY {
            Ty::U16 => cast(k.mov(1u16)),
            Ty::S16 => cast(k.mov(1i16)),
            Ty::U32 => cast(k.mov(1u32)),
            Ty::S32 => cast(k.mov(1i32)),
            Ty::U64 => cast(k.mov(1u64)),
            Ty::S64 => cast(k.mov(1i64)),
            Ty::F32 => cast(k.mov(1.5f32)),
            Ty::F64 => cast(k.mov(1.5f64)),
            Ty::Pred => cast(k.mov(true)),
            Ty::F16 => cast(k.mov(F16(0x3c00))),
            Ty::Bf16 => cast(k.mov(Bf16(0x3f80))),
            Ty::F16x2 => cast(k.mov(F16x2(0x3c00_3c00))),
            Ty::Bf16x2 => cast(k.mov(Bf16x2(0x3f80_3f80))),
            Ty::E4m3x2 => cast(k.mov(E4m3x2(0x3838))),
            Ty::E5m2x2 => cast(k.mov(E5m2x2(0x3c3c))),
            Ty::B128 => {
                let lo = k.mov(1u64);
                cast(k.mov_b128(lo, lo))
            }
            other => panic!("a row case has no source of {other:?}: add one to Movs"),
        }
    }

    /// A fresh `.shared` mbarrier.
    fn bar(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, Mbarrier> {
        self.0 += 1;
        k.shared::<Mbarrier>(&format!("row_bar{}", self.0), 1, Align(8))
    }
}

impl row_cases::Operands for Movs {
    fn src<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Src<T> {
        self.reg_of::<T>(k).into()
    }

    fn reg<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Reg<T> {
        self.reg_of::<T>(k)
    }

    fn src_in(&mut self, k: &mut Kernel<'_>, _lo: i64, _hi: i64) -> Src<u32> {
        self.src::<u32>(k)
    }

    fn pred(&mut self, k: &mut Kernel<'_>) -> Reg<Pred> {
        k.mov(true)
    }

    fn imm(&mut self, lo: i64, _hi: i64, _step: i64) -> u32 {
        lo as u32
    }

    fn dst<T: Scalar>(&mut self, _: Reg<T>) {}

    fn token(&mut self, k: &mut Kernel<'_>) -> Reg<MbarToken> {
        let b = self.bar(k);
        k.mbarrier_arrive(b)
    }

    fn policy(&mut self, k: &mut Kernel<'_>) -> Reg<CachePolicy> {
        k.createpolicy(slots::CreatepolicyPrimary::L2EvictFirst, None, 0.5f32)
    }

    fn mbar_cta(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, Mbarrier> {
        self.bar(k)
    }

    fn mbar_generic(&mut self, k: &mut Kernel<'_>) -> Ptr<Generic<Shared<Cta>>, Mbarrier> {
        let b = self.bar(k);
        k.cvta_var(b, 0)
    }

    fn mbar_cluster(&mut self, k: &mut Kernel<'_>) -> Ptr<Shared<Cluster>, Mbarrier> {
        let b = self.bar(k);
        k.addr_of(b.widen())
    }

    fn generic(&mut self, k: &mut Kernel<'_>) -> Ptr<Generic<Unknown>, u32> {
        self.0 += 1;
        generic_named(k, &format!("gp{}", self.0))
    }

    fn addr<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<S, T>> {
        self.0 += 1;
        Some(row_addr(k, &format!("row_a{}", self.0)))
    }

    fn addr32<S: Window32, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr32<S, T>> {
        let p = self.addr::<S, T>(k)?;
        Some(k.to_u32(p))
    }

    fn generic_of<O: Named, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<Generic<O>, T>> {
        let p = self.addr::<O, T>(k)?;
        Some(k.cvta(p))
    }

    fn aligned<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>, align: u32) -> Option<Ptr<S, T>> {
        self.0 += 1;
        Some(row_addr_aligned(k, &format!("row_a{}", self.0), align))
    }

    fn multimem<T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Multimem<T>> {
        self.0 += 1;
        Some(k.param_multimem::<T>(&format!("row_mm{}", self.0)))
    }

    fn tensor_map<T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Ptr<Generic<Param<Entry>>, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem,
    {
        self.0 += 1;
        Some(k.param_tensor_map::<T, R>(&format!("row_map{}", self.0)))
    }

    fn map_var<S: Space, T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Var<S, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem,
    {
        fn cast<U: 'static, V: 'static>(v: U) -> V {
            let any: Box<dyn std::any::Any> = Box::new(v);
            *any.downcast::<V>().expect("the space asked for")
        }
        self.0 += 1;
        match S::SPACE {
            typed_ptx::isa::Space::Param => Some(cast(
                k.param_var::<TensorMap<T, R>>(&format!("row_map{}", self.0)),
            )),
            typed_ptx::isa::Space::Const => Some(cast(self.1?.cast::<TensorMap<T, R>>())),
            typed_ptx::isa::Space::Global => Some(cast(self.2?.cast::<TensorMap<T, R>>())),
            // A map the CTA edits: a `.shared::cta` copy.
            typed_ptx::isa::Space::SharedCta => Some(cast(k.shared::<TensorMap<T, R>>(
                &format!("row_smap{}", self.0),
                1,
                Align(128),
            ))),
            _ => None,
        }
    }
}

/// An address of space `S` of `T` elements named after `name`, 16-byte aligned with room
/// for 64 bytes: a kernel parameter's (`.global`), or a `.shared` variable's (of this CTA,
/// or widened to the cluster's window).
fn row_addr<S: Space, T: Elem>(k: &mut Kernel<'_>, name: &str) -> Ptr<S, T> {
    row_addr_aligned(k, name, 16)
}

/// As [`row_addr`], aligned to `align` bytes (a TMA tile's 128).
fn row_addr_aligned<S: Space, T: Elem>(k: &mut Kernel<'_>, name: &str, align: u32) -> Ptr<S, T> {
    fn cast<U: 'static, V: 'static>(p: U) -> V {
        let any: Box<dyn std::any::Any> = Box::new(p);
        *any.downcast::<V>().expect("the space asked for")
    }
    let len = 64u64.div_ceil(<T as Elem>::TY.size());
    match S::SPACE {
        typed_ptx::isa::Space::Global => cast(k.param_ptr::<T>(name)),
        typed_ptx::isa::Space::SharedCta => {
            let v = k.shared::<T>(name, len, Align(u64::from(align)));
            cast(k.addr_of(v))
        }
        typed_ptx::isa::Space::SharedCluster => {
            let v = k.shared::<T>(name, len, Align(u64::from(align)));
            cast(k.addr_of(v.widen()))
        }
        typed_ptx::isa::Space::Generic => cast(generic_named(k, name).cast::<T>()),
        other => panic!("a row case has no address of {other:?}: add one to row_addr"),
    }
}

/// A module of one spelling with the cases of `forms`, each kernel named `c<form index>`.
fn module(target: Target, version: Option<Version>, explicit: bool, forms: &[FormId]) -> Module {
    let mut m = Module::new(target);
    m.explicit_subqualifiers(explicit);
    if let Some(v) = version {
        m.pin_version(v);
    }
    for &id in forms {
        add_form(&mut m, id, &case_name(id));
    }
    m
}

fn case_name(id: FormId) -> String {
    format!("c{}", id as usize)
}

/// The case a symbol belongs to: `c17` and `c17_s` are case 17.
fn case_of_symbol(name: &str) -> Option<usize> {
    let rest = name.strip_prefix('c')?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let after = &rest[digits.len()..];
    if digits.is_empty() || !(after.is_empty() || after.starts_with('_')) {
        return None;
    }
    digits.parse().ok()
}

/// What a line of an emitted module belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Region {
    /// `.version`, `.target` and the comments before the first declaration.
    Header,
    /// A kernel, function or module-scope variable of one case.
    Case(usize),
    /// Blank lines between functions.
    Between,
}

/// The region of every line (index 0 is line 1).
fn regions(ptx: &str) -> Vec<Region> {
    let mut out = Vec::new();
    let mut header = true;
    let mut current: Option<usize> = None;
    for line in ptx.lines() {
        if let Some(c) = current {
            out.push(Region::Case(c));
            if line == "}" {
                current = None;
            }
            continue;
        }
        let head = line
            .strip_prefix(".visible .entry ")
            .or_else(|| line.strip_prefix(".func "));
        if let Some(mut head) = head {
            header = false;
            if head.starts_with('(') {
                // `.func (.param .b32 name_retval) name(`
                head = head.split_once(") ").map(|(_, r)| r).unwrap_or(head);
            }
            let name = head.split(['(', ' ']).next().unwrap_or("");
            let c = case_of_symbol(name).unwrap_or(usize::MAX);
            current = Some(c);
            out.push(Region::Case(c));
            if line.ends_with('}') {
                current = None;
            }
            continue;
        }
        if [".global ", ".const ", ".shared ", ".extern "]
            .iter()
            .any(|p| line.starts_with(p))
        {
            header = false;
            let last = line.split_whitespace().last().unwrap_or("");
            let name = last.split(['[', ';', ' ']).next().unwrap_or("");
            out.push(Region::Case(case_of_symbol(name).unwrap_or(usize::MAX)));
            continue;
        }
        out.push(if header {
            Region::Header
        } else {
            Region::Between
        });
    }
    out
}

/// Where an error of a `ptxas` log is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// The module as a whole: its `.version` and `.target` do not go together. ptxas
    /// reports this at the `.target` line, or only in its own `<macro util>` text when
    /// the module uses instructions it expands as macros.
    Header,
    /// Line N of the module.
    Line(usize),
    /// Somewhere else (a `<macro util>` line, or no line at all).
    Elsewhere,
}

/// The errors of a `ptxas` log (`ptxas <file>, line N; error   : …`). The closing
/// "aborted due to errors" is not an error of its own.
fn errors(log: &str, regions: &[Region]) -> Vec<At> {
    let mut out = Vec::new();
    for l in log.lines() {
        if l.contains("Ptx assembly aborted due to errors") {
            continue;
        }
        if l.contains("does not support .target") {
            out.push(At::Header);
            continue;
        }
        if let Some(pos) = l.find(", line ") {
            let file = l
                .strip_prefix("ptxas ")
                .map(|r| &r[..pos - 6])
                .unwrap_or("");
            let rest = &l[pos + 7..];
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            let after = rest[digits.len()..].trim_start_matches(';').trim_start();
            if !(after.starts_with("error") || after.starts_with("fatal")) {
                continue; // a warning
            }
            let at = match digits.parse::<usize>() {
                Ok(n) if !file.starts_with('<') => match regions.get(n.wrapping_sub(1)) {
                    Some(Region::Header) => At::Header,
                    Some(_) => At::Line(n),
                    None => At::Elsewhere,
                },
                _ => At::Elsewhere,
            };
            out.push(at);
            continue;
        }
        if l.contains("error") || l.contains("fatal") {
            out.push(At::Elsewhere);
        }
    }
    out
}

/// The case of an error, if it lies in one.
fn case_at(at: At, regions: &[Region]) -> Option<usize> {
    match at {
        At::Line(n) => match regions.get(n - 1) {
            Some(Region::Case(c)) => Some(*c),
            _ => None,
        },
        _ => None,
    }
}

/// The verdict on one case.
#[derive(Clone, Debug)]
enum Verdict {
    Accepted,
    Rejected,
    /// The builder says `builder`, `ptxas` the opposite; `log` is its evidence.
    Mismatch {
        builder: bool,
        log: String,
    },
}

/// One batch of cases for `ptxas`: same version, target and spelling, same builder verdict.
struct Batch {
    version: Version,
    target: Target,
    explicit: bool,
    builder_accepts: bool,
    forms: Vec<FormId>,
}

/// The first lines of a `ptxas` log, without the closing "aborted" line.
fn excerpt(log: &str) -> String {
    let lines: Vec<&str> = log
        .lines()
        .filter(|l| !l.contains("aborted due to errors"))
        .take(6)
        .collect();
    lines.join("\n    ")
}

struct Ptxas<'a> {
    path: &'a Path,
    runs: AtomicUsize,
}

impl Ptxas<'_> {
    fn check(&self, ptx: &str, target: Target) -> Result<(), String> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        common::ptxas_check(self.path, ptx, &target.to_string())
    }

    fn alone(&self, b: &Batch, id: FormId) -> Result<(), String> {
        let m = module(b.target, Some(b.version), b.explicit, &[id]);
        let ptx = m
            .__emit_ungated()
            .unwrap_or_else(|e| panic!("{id:?} alone does not emit: {e:?}"));
        self.check(&ptx, b.target)
    }

    /// Runs one batch; returns the verdict of each of its forms.
    fn run(&self, b: &Batch) -> Vec<(FormId, Verdict)> {
        let mut out = Vec::new();
        if b.builder_accepts {
            // ptxas must accept all of them. Drop the forms it blames until it does.
            let mut left = b.forms.clone();
            while !left.is_empty() {
                let m = module(b.target, Some(b.version), b.explicit, &left);
                let ptx = m.emit().unwrap_or_else(|e| {
                    panic!(
                        "the builder accepts each of {left:?} alone for {} / ISA {} but not together:\n{e}",
                        b.target, b.version
                    )
                });
                let Err(log) = self.check(&ptx, b.target) else {
                    break;
                };
                let regions = regions(&ptx);
                let mut blamed: Vec<FormId> = Vec::new();
                let mut header = false;
                let mut elsewhere = false;
                for at in errors(&log, &regions) {
                    match (at, case_at(at, &regions)) {
                        (At::Header, _) => header = true,
                        (_, Some(c)) => {
                            if let Some(id) = left.iter().find(|f| **f as usize == c)
                                && !blamed.contains(id)
                            {
                                blamed.push(*id);
                            }
                        }
                        (_, None) => elsewhere = true,
                    }
                }
                if header {
                    // `.version` or `.target` refused: every form of the module is refused.
                    for id in &left {
                        out.push((
                            *id,
                            Verdict::Mismatch {
                                builder: true,
                                log: log.clone(),
                            },
                        ));
                    }
                    left.clear();
                    break;
                }
                if elsewhere || blamed.is_empty() {
                    // An error outside every kernel: ask about each form alone.
                    blamed = left
                        .iter()
                        .copied()
                        .filter(|id| self.alone(b, *id).is_err())
                        .collect();
                    if blamed.is_empty() {
                        panic!(
                            "{} / ISA {}: ptxas rejects the module of accepted forms but accepts each alone:\n{log}",
                            b.target, b.version
                        );
                    }
                }
                for id in &blamed {
                    let log = match self.alone(b, *id) {
                        Err(log) => log,
                        Ok(()) => {
                            format!("(accepted alone; rejected together with other forms)\n{log}")
                        }
                    };
                    out.push((*id, Verdict::Mismatch { builder: true, log }));
                }
                left.retain(|id| !blamed.contains(id));
            }
            out.extend(left.into_iter().map(|id| (id, Verdict::Accepted)));
        } else {
            let m = module(b.target, Some(b.version), b.explicit, &b.forms);
            let ptx = m.__emit_ungated().unwrap_or_else(|e| {
                panic!(
                    "the rejected forms {:?} do not emit ungated for {} / ISA {}:\n{e}",
                    b.forms, b.target, b.version
                )
            });
            match self.check(&ptx, b.target) {
                Ok(()) => {
                    for id in &b.forms {
                        let log =
                            "ptxas accepts the module of every form the builder rejects (no error)"
                                .to_owned();
                        out.push((
                            *id,
                            Verdict::Mismatch {
                                builder: false,
                                log,
                            },
                        ));
                    }
                }
                Err(log) => {
                    let regions = regions(&ptx);
                    let errors = errors(&log, &regions);
                    let header = errors.contains(&At::Header);
                    for id in &b.forms {
                        let own = errors
                            .iter()
                            .any(|at| case_at(*at, &regions) == Some(*id as usize));
                        if header || own {
                            out.push((*id, Verdict::Rejected));
                        } else {
                            match self.alone(b, *id) {
                                Err(_) => out.push((*id, Verdict::Rejected)),
                                Ok(()) => out.push((
                                    *id,
                                    Verdict::Mismatch {
                                        builder: false,
                                        log: "ptxas accepts the form alone (no error)".to_owned(),
                                    },
                                )),
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// The builder's verdict on one case: a module with just that form's kernel.
fn builder_accepts(id: FormId, version: Version, target: Target) -> bool {
    module(target, Some(version), explicit(id), &[id])
        .emit()
        .is_ok()
}

/// The text a case's module must contain to prove it uses its form: the special register
/// for `mov` of a special register, the mnemonic otherwise, as the start of a line
/// (after a guard) followed by a type or operand.
fn uses_form(ptx: &str, id: FormId) -> bool {
    let f = id.form();
    if let Shape::Sreg { name, .. } = f.shape {
        return ptx.lines().any(|l| {
            let l = l.trim();
            l.starts_with(f.mnemonic) && l.contains(&format!(", {name};"))
        });
    }
    ptx.lines().any(|l| {
        let l = l.trim();
        let l = if l.starts_with('@') {
            l.split_once(' ').map(|(_, r)| r).unwrap_or(l)
        } else {
            l
        };
        l.strip_prefix(f.mnemonic)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', ' ', '\t', ';', '(']))
    })
}

/// A target that accepts form `id`: `sm_90a`, which accepts every form but those made
/// only for newer architecture- or family-specific targets (`redux.sync.f32` is the
/// `sm_100` family's), which get the smallest `a` target they list.
fn home(id: FormId) -> Target {
    match id.form().arch {
        Arch::Specific(sms) | Arch::Family(sms) if !sms.contains(&90) => {
            Target::specific(id.form().min_sm)
        }
        _ => Target::SM_90A,
    }
}

#[test]
fn every_form_has_a_case_that_emits_it() {
    let mut bad = Vec::new();
    for f in FORMS {
        let id = f.id;
        // Emitted for a target and version that accept it.
        let m = module(home(id), None, explicit(id), &[id]);
        match m.emit() {
            Err(e) => bad.push(format!("{id:?}: the case does not emit: {e}")),
            Ok(ptx) => {
                if !uses_form(&ptx, id) {
                    bad.push(format!(
                        "{id:?}: the case does not emit `{}`:\n{ptx}",
                        f.mnemonic
                    ));
                }
            }
        }
        // The case needs exactly what its form needs: nothing else it uses asks more.
        let m = module(Target::SM_75, None, explicit(id), &[id]);
        let need = m.requirements();
        let want = f.min_isa.max(Target::SM_75.min_isa().unwrap());
        if need.sm != f.min_sm || need.version != want {
            bad.push(format!(
                "{id:?}: the case needs ISA {} and sm_{}, its form ISA {} and sm_{}",
                need.version, need.sm, f.min_isa, f.min_sm
            ));
        }
    }
    // Every line of a module of all cases is attributed to the right case.
    let mut homes: Vec<Target> = FORMS.iter().map(|f| home(f.id)).collect();
    homes.sort();
    homes.dedup();
    for (kind, target) in [false, true]
        .into_iter()
        .flat_map(|k| homes.iter().map(move |t| (k, *t)))
    {
        let forms: Vec<FormId> = FORMS
            .iter()
            .map(|f| f.id)
            .filter(|id| explicit(*id) == kind && home(*id) == target)
            .collect();
        if forms.is_empty() {
            continue;
        }
        let ptx = module(target, None, kind, &forms)
            .emit()
            .unwrap_or_else(|e| panic!("the cases of {target} do not emit: {e}"));
        let regions = regions(&ptx);
        assert_eq!(regions.len(), ptx.lines().count());
        assert!(
            regions[..4].iter().all(|r| *r == Region::Header),
            "the header is not recognised"
        );
        for (line, r) in ptx.lines().zip(&regions) {
            if let Region::Case(c) = r {
                assert!(
                    forms.iter().any(|id| *id as usize == *c),
                    "line `{line}` is given to no case"
                );
            } else {
                assert!(
                    !line.starts_with('\t'),
                    "line `{line}` is outside every case"
                );
            }
        }
        for id in &forms {
            let name = case_name(*id);
            let first = ptx.lines().position(|l| l.contains(&format!(" {name}(")));
            let first = first.unwrap_or_else(|| panic!("no kernel {name}"));
            assert_eq!(regions[first], Region::Case(*id as usize), "{id:?}");
        }
    }
    assert!(
        bad.is_empty(),
        "{} bad cases:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn ptxas_errors_are_attributed() {
    let ptx = "//\n//\n//\n\n.version 7.0\n.target sm_86\n.address_size 64\n\n.visible .entry c3()\n{\n\tret;\n}\n";
    let r = regions(ptx);
    assert_eq!(r[5], Region::Header);
    assert_eq!(r[8..12], [Region::Case(3); 4]);
    let log = "ptxas /tmp/t/m1.ptx, line 11; error   : Feature 'x' requires PTX ISA .version 7.8 or later\n\
               ptxas /tmp/t/m1.ptx, line 10; warning : something\n\
               ptxas <macro util>, line 2; error   : Unknown symbol\n\
               ptxas <macro util>, line 2; error   : PTX .version 7.0 does not support .target sm_86\n\
               ptxas /tmp/t/m1.ptx, line 6; error   : Unsupported feature\n\
               ptxas fatal   : Ptx assembly aborted due to errors\n";
    let e = errors(log, &r);
    assert_eq!(e, [At::Line(11), At::Elsewhere, At::Header, At::Header]);
    assert_eq!(case_at(e[0], &r), Some(3));
}

#[test]
fn gating_agrees_with_ptxas() {
    let Some(path) = common::ptxas_or_skip("gating_matrix") else {
        return;
    };
    let start = std::time::Instant::now();
    let versions = versions();
    assert_eq!(
        versions.len(),
        30,
        "ISA 6.0 ..= 9.5 should be 30 versions: {versions:?}"
    );

    // The builder's verdict on every case, and the batches for ptxas.
    let mut batches = Vec::new();
    for &target in &TARGETS {
        for &version in &versions {
            for explicit_kind in [false, true] {
                for accepts in [true, false] {
                    let forms: Vec<FormId> = FORMS
                        .iter()
                        .map(|f| f.id)
                        .filter(|id| explicit(*id) == explicit_kind)
                        .filter(|id| builder_accepts(*id, version, target) == accepts)
                        .collect();
                    if !forms.is_empty() {
                        batches.push(Batch {
                            version,
                            target,
                            explicit: explicit_kind,
                            builder_accepts: accepts,
                            forms,
                        });
                    }
                }
            }
        }
    }
    let builder_s = start.elapsed().as_secs_f64();

    // ptxas, two workers.
    let ptxas = Ptxas {
        path,
        runs: AtomicUsize::new(0),
    };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(Version, Target, FormId, Verdict)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(b) = batches.get(i) else { break };
                    let v = ptxas.run(b);
                    let mut r = results.lock().unwrap();
                    r.extend(v.into_iter().map(|(id, v)| (b.version, b.target, id, v)));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(v, t, id, _)| (*id, *t, *v));

    let n = FORMS.len() * versions.len() * TARGETS.len();
    assert_eq!(results.len(), n, "every case has one verdict");
    let accepted = results
        .iter()
        .filter(|r| matches!(r.3, Verdict::Accepted))
        .count();
    let rejected = results
        .iter()
        .filter(|r| matches!(r.3, Verdict::Rejected))
        .count();
    let mismatches: Vec<_> = results
        .iter()
        .filter(|r| matches!(r.3, Verdict::Mismatch { .. }))
        .collect();
    println!(
        "gating matrix: {} forms x {} versions x {} targets = {n} cases; {accepted} accepted by both, \
         {rejected} rejected by both, {} mismatches; {} ptxas runs ({:.1} s, builder {:.1} s)",
        FORMS.len(),
        versions.len(),
        TARGETS.len(),
        mismatches.len(),
        ptxas.runs.load(Ordering::Relaxed),
        start.elapsed().as_secs_f64(),
        builder_s,
    );
    if !mismatches.is_empty() {
        // One entry per form and verdict, with the versions and targets it covers.
        let mut by_form: BTreeMap<(FormId, bool), Vec<String>> = BTreeMap::new();
        let mut logs: BTreeMap<(FormId, bool), String> = BTreeMap::new();
        for (v, t, id, verdict) in &mismatches {
            let Verdict::Mismatch { builder, log } = verdict else {
                unreachable!()
            };
            by_form
                .entry((*id, *builder))
                .or_default()
                .push(format!("{t}/ISA {v}"));
            logs.entry((*id, *builder))
                .or_insert_with(|| format!("{t}/ISA {v}: {}", excerpt(log)));
        }
        let mut summary = String::new();
        for ((id, builder), cases) in &by_form {
            summary.push_str(&format!(
                "{id:?} (`{}`, table ISA {} sm_{}): builder {} but ptxas {} in {} cases: {}\n    {}\n",
                id.form().mnemonic,
                id.form().min_isa,
                id.form().min_sm,
                if *builder { "accepts" } else { "rejects" },
                if *builder { "rejects" } else { "accepts" },
                cases.len(),
                cases.join(" "),
                logs[&(*id, *builder)],
            ));
        }
        panic!(
            "{} mismatches between the builder and ptxas (ptxas is the oracle: fix the table):\n{summary}",
            mismatches.len()
        );
    }
}

/// Every target the builder knows (not only the five of the matrix) is named by exactly
/// the versions `ptxas` accepts for it: its minimum version is accepted by both, the
/// version before it refused by both.
#[test]
fn target_minimum_versions_agree_with_ptxas() {
    let Some(path) = common::ptxas_or_skip("gating_matrix (target minimum versions)") else {
        return;
    };
    let mut bad = Vec::new();
    for &(target, min) in ALL_TARGETS {
        let i = VERSIONS
            .iter()
            .position(|v| *v == min)
            .expect("a known version");
        let mut m = Module::new(target);
        m.entry("k", |_| {});
        m.pin_version(min);
        match m.emit() {
            Err(e) => bad.push(format!(
                "{target} ISA {min}: the builder refuses its own minimum: {e}"
            )),
            Ok(ptx) => {
                if let Err(log) = common::ptxas_check(path, &ptx, &target.to_string()) {
                    bad.push(format!(
                        "{target} ISA {min}: builder accepts, ptxas rejects: {}",
                        excerpt(&log)
                    ));
                }
            }
        }
        let Some(&prev) = i.checked_sub(1).map(|j| &VERSIONS[j]) else {
            continue;
        };
        m.pin_version(prev);
        if m.emit().is_ok() {
            bad.push(format!(
                "{target} ISA {prev}: the builder accepts a version below the minimum {min}"
            ));
        }
        let ptx = m.__emit_ungated().expect("an empty kernel emits ungated");
        if common::ptxas_check(path, &ptx, &target.to_string()).is_ok() {
            bad.push(format!("{target} ISA {prev}: builder rejects, ptxas accepts (the minimum is lower than {min})"));
        }
    }
    assert!(
        bad.is_empty(),
        "TARGETS disagrees with ptxas:\n{}",
        bad.join("\n")
    );
}

/// `atom.cas` through a `.shared::cluster` address is gated like `.shared::cluster`
/// (ISA 7.8, sm_90), not like `atom.cas` on other spaces (ISA 1.1, sm_20).
#[test]
fn atom_cas_on_the_cluster_window_is_gated_like_the_cluster_window() {
    let build = |target: Target| {
        let mut m = Module::new(target);
        m.pin_version(Version::new(9, 0));
        m.entry("cas", |k| {
            let v = k.shared::<u32>("s", 4, Align(4));
            let p = k.addr_of(v).widen();
            k.atom_cas(p, 0u32, 1u32);
        });
        m
    };
    let old = build(Target::SM_80);
    let err = old
        .emit()
        .expect_err("atom.shared::cluster.cas needs sm_90");
    assert!(err.to_string().contains("sm_90"), "{err}");
    let new = build(Target::SM_90);
    let ptx = new.emit().expect("sm_90 has the cluster window");
    assert!(ptx.contains("atom.shared::cluster.cas.b32"), "{ptx}");
    let Some(path) = common::ptxas_or_skip("gating_matrix (atom.shared::cluster.cas)") else {
        return;
    };
    common::ptxas_check(path, &ptx, "sm_90")
        .unwrap_or_else(|log| panic!("ptxas rejects sm_90:\n{log}"));
    let ungated = old.__emit_ungated().expect("emits ungated");
    assert!(
        common::ptxas_check(path, &ungated, "sm_80").is_err(),
        "ptxas accepts sm_80:\n{ungated}"
    );
}

/// An ordered access (`ld.acquire.cta`, ISA 6.0) through a `.shared::cluster` address is
/// gated like `.shared::cluster` (ISA 7.8, sm_90), and ptxas agrees on both sides.
#[test]
fn ordered_access_on_the_cluster_window_is_gated_like_the_cluster_window() {
    let build = |target: Target| {
        let mut m = Module::new(target);
        m.pin_version(Version::new(9, 0));
        m.entry("acq", |k| {
            let v = k.shared::<u32>("s", 4, Align(4));
            let p = k.addr_of(v).widen();
            let x = k.ld_acquire(p, Scope::Cta);
            k.st_release(p.at(1), x, Scope::Gpu);
            k.red_release(AtomOp::Add, p.at(2), 1u32, Scope::Sys);
        });
        m
    };
    let old = build(Target::SM_80);
    let err = old
        .emit()
        .expect_err("ld.acquire.cta.shared::cluster needs sm_90");
    assert!(err.to_string().contains("sm_90"), "{err}");
    let new = build(Target::SM_90);
    let ptx = new.emit().expect("sm_90 has the cluster window");
    assert!(ptx.contains("ld.acquire.cta.shared::cluster.u32"), "{ptx}");
    assert!(ptx.contains("st.release.gpu.shared::cluster.u32"), "{ptx}");
    assert!(
        ptx.contains("red.release.sys.shared::cluster.add.u32"),
        "{ptx}"
    );
    let Some(path) = common::ptxas_or_skip("gating_matrix (ordered .shared::cluster)") else {
        return;
    };
    common::ptxas_check(path, &ptx, "sm_90")
        .unwrap_or_else(|log| panic!("ptxas rejects sm_90:\n{log}"));
    let ungated = old.__emit_ungated().expect("emits ungated");
    assert!(
        common::ptxas_check(path, &ungated, "sm_80").is_err(),
        "ptxas accepts sm_80:\n{ungated}"
    );
}

/// Every slot value the table gates (`barrier.cluster.arrive.relaxed`: PTX ISA 8.0, where
/// the form is 7.8) agrees with `ptxas`, from the rows alone: the row's case with that value
/// (the other slots at their first) is accepted by both at the gate's version and `sm`, and
/// refused by both one version below and on a target below the gate's `sm` (where the form
/// itself is still accepted), the builder's error naming the value.
#[test]
fn gated_values_agree_with_ptxas() {
    let ptxas =
        common::ptxas_or_skip("gating_matrix (gated slot values; the builder half still runs)");
    let mut bad = Vec::new();
    let mut checked = 0;
    for f in FORMS {
        for g in f.gates {
            let ordered = scoped_row(f.id);
            let space = f
                .space_slot()
                .is_some_and(|(i, _)| i == usize::from(g.slot));
            // A `Shape::Row` row's `.b128` is its row case's, as its other gated values.
            let b128 = b128_gate(g) && !matches!(f.shape, Shape::Row { .. });
            let tmem = matches!(
                f.id,
                FormId::Tcgen05Mma
                    | FormId::Tcgen05MmaTmemA
                    | FormId::Tcgen05MmaLanes
                    | FormId::Tcgen05MmaTmemALanes
            ) || ws_form(f.id)
                || block_scaled_form(f.id);
            assert!(
                matches!(f.shape, Shape::Row { .. }) || ordered || space || b128 || tmem,
                "{:?}: a gated value on a row that is not a Shape::Row row has no generated case: give it one here",
                f.id
            );
            let vals = f.gate_values(g);
            let what = format!("{:?} with {}", f.id, g.value.text());
            let build = |target: Target, pin: Version| {
                let mut m = Module::new(target);
                m.explicit_subqualifiers(explicit(f.id) || explicit_space(g.value));
                m.pin_version(pin);
                if b128 {
                    b128_case(&mut m, f.id, "gate");
                } else if space {
                    // The gated space, through an address of it.
                    space_case(&mut m, f.id, "gate", &[g.value]);
                } else if ordered {
                    // Every semantics at the gated scope.
                    scoped_case(&mut m, f.id, "gate", &scoped_values(f.id, true));
                } else if tmem {
                    kern(&mut m, "gate", |k| tmem_case(k, f.id, false, Some(g.value)));
                } else {
                    row_case(&mut m, f.id, "gate", &vals);
                }
                m
            };
            let target = match f.arch {
                Arch::Specific(_) | Arch::Family(_) => home(f.id),
                Arch::Portable => Target::portable(g.min_sm.max(f.min_sm).max(75)),
            };
            let Some(&(target, _)) = ALL_TARGETS
                .iter()
                .find(|(t, _)| t.sm >= target.sm && t.variant == target.variant)
            else {
                bad.push(format!("{what}: no target of sm_{} or newer", target.sm));
                continue;
            };
            let floor = target.min_isa().unwrap().max(f.min_isa_for(target));
            let at = g.min_isa.max(floor);
            let mut cases = vec![(target, at, true)];
            if let Some(i) = VERSIONS.iter().position(|v| *v == g.min_isa)
                && i > 0
                && VERSIONS[i - 1] >= floor
            {
                cases.push((target, VERSIONS[i - 1], false));
            }
            if g.min_sm > f.min_sm
                && let Some(&(older, _)) = ALL_TARGETS
                    .iter()
                    .rev()
                    .find(|(t, _)| t.sm < g.min_sm && t.sm >= f.min_sm && t.is_portable())
            {
                cases.push((older, at.max(older.min_isa().unwrap()), false));
            }
            // A value of fewer targets than its form's (`.kind::i8`): a target the form
            // runs on and the value does not.
            if g.arch != Arch::Portable
                && let Some(&(other, _)) = ALL_TARGETS.iter().find(|(t, _)| {
                    t.sm >= g.min_sm.max(f.min_sm) && f.arch.accepts(*t) && !g.arch.accepts(*t)
                })
            {
                cases.push((other, at.max(other.min_isa().unwrap()), false));
            }
            for (target, pin, accept) in cases {
                checked += 1;
                let m = build(target, pin);
                let verdict = m.emit();
                match (&verdict, accept) {
                    (Ok(_), false) => bad.push(format!(
                        "{what} on {target}, ISA {pin}: the builder accepts it"
                    )),
                    (Err(e), true) => bad.push(format!(
                        "{what} on {target}, ISA {pin}: the builder refuses it: {e}"
                    )),
                    (Err(e), false) if !e.to_string().contains(g.value.text()) => bad.push(
                        format!("{what} on {target}, ISA {pin}: the error does not name it: {e}"),
                    ),
                    _ => {}
                }
                let Some(path) = ptxas else { continue };
                let ptx = match &verdict {
                    Ok(p) => p.clone(),
                    Err(_) => m.__emit_ungated().expect("emits ungated"),
                };
                let ok = common::ptxas_check(path, &ptx, &target.to_string());
                if ok.is_ok() != accept {
                    bad.push(format!(
                        "{what} on {target}, ISA {pin}: builder {}, ptxas {}",
                        if accept { "accepts" } else { "refuses" },
                        if ok.is_ok() { "accepts" } else { "refuses" }
                    ));
                }
            }
        }
    }
    println!("gated slot values: {checked} cases");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Every `Shape::Row` row's generated case (its slots' first values, its operands from
/// [`Movs`]) builds and `ptxas` accepts it at the row's home target: the generated method
/// and the generated operands agree, also for a row whose snapshot case above is written
/// by hand (the mbarrier rows, whose hand cases keep their snapshots byte for byte).
#[test]
fn generated_row_cases_pass_ptxas() {
    let ptxas =
        common::ptxas_or_skip("gating_matrix (generated row cases; the builder half still runs)");
    let mut bad = Vec::new();
    let mut checked = 0;
    for f in typed_ptx::isa::row::rows() {
        let target = home(f.id);
        let mut m = Module::new(target);
        m.explicit_subqualifiers(explicit(f.id));
        row_case(&mut m, f.id, "row", &f.first_values());
        checked += 1;
        match m.emit() {
            Err(e) => bad.push(format!(
                "{:?} on {target}: the builder refuses it: {e}",
                f.id
            )),
            Ok(ptx) => {
                if let Some(path) = ptxas
                    && let Err(e) = common::ptxas_check(path, &ptx, &target.to_string())
                {
                    bad.push(format!("{:?} on {target}: ptxas refuses it: {e}", f.id));
                }
            }
        }
    }
    println!("generated row cases: {checked}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// `ptx` with the symbols of case `name` (`c17`, `c17_s`) named `case…` instead, so that a
/// snapshot does not change when rows are added before its form.
fn rename_case(ptx: &str, name: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    let mut rest = ptx;
    while let Some(i) = rest.find(name) {
        out.push_str(&rest[..i]);
        let before = out.chars().last();
        let after = rest[i + name.len()..].chars().next();
        let word_start = !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '%');
        if word_start && !after.is_some_and(|c| c.is_ascii_digit()) {
            out.push_str("case");
        } else {
            out.push_str(name);
        }
        rest = &rest[i + name.len()..];
    }
    out.push_str(rest);
    out
}

/// The module of form `id`'s snapshot: its case, and for a `Shape::Row` row (and the
/// memory-ordering rows, whose case is written here) one kernel per
/// gated value (`c17_g0` …: `Form::gated_values`), so that the snapshot spells every value of
/// every slot (the module's version is the one its spellings need).
fn snapshot_module(id: FormId) -> Module {
    let mut m = module(home(id), None, explicit(id), &[id]);
    if matches!(id.form().shape, Shape::Row { .. }) {
        let space = id.form().space_slot().map(|(i, _)| i);
        for (j, vals) in id.form().gated_values().iter().enumerate() {
            // (A gated space has its case below, in a module that spells it.)
            if Some(usize::from(id.form().gates[j].slot)) == space {
                continue;
            }
            row_case(&mut m, id, &format!("{}_g{j}", case_name(id)), vals);
        }
    }
    // A hand-written row's `.b128` gate.
    if !matches!(id.form().shape, Shape::Row { .. }) && id.form().gates.iter().any(b128_gate) {
        b128_case(&mut m, id, &format!("{}_b128", case_name(id)));
    }
    // A row with a `{.space}` slot: its gated spaces, but those spelled explicitly
    // ([`explicit_snapshot`]).
    for (j, sp) in gated_spaces(id).into_iter().enumerate() {
        if !explicit_space(sp) {
            space_case(&mut m, id, &format!("{}_s{j}", case_name(id)), &[sp]);
        }
    }
    // A hand-cased row with a scope slot (a `Shape::Row` row's gated values are above).
    if scoped_row(id) && !matches!(id.form().shape, Shape::Row { .. }) {
        // The gated scope values, with every semantics.
        let each = scoped_values(id, true);
        if !each.is_empty() {
            scoped_case(&mut m, id, &format!("{}_g0", case_name(id)), &each);
        }
    }
    m
}

/// The gated values of row `id`'s `{.space}` slot (none without one).
fn gated_spaces(id: FormId) -> Vec<Mod> {
    let f = id.form();
    let Some((i, _)) = f.space_slot() else {
        return Vec::new();
    };
    f.gates
        .iter()
        .filter(|g| usize::from(g.slot) == i)
        .map(|g| g.value)
        .collect()
}

/// The second module of a snapshot, for a row whose `{.space}` slot has explicit
/// spellings (`ld.shared::cta`): those spaces' cases in a module that spells them.
fn explicit_snapshot(id: FormId) -> Option<Module> {
    let spaces: Vec<Mod> = id
        .form()
        .space_slot()
        .map(|(_, values)| values.to_vec())
        .unwrap_or_default()
        .into_iter()
        .filter(|m| explicit_space(*m))
        .collect();
    if spaces.is_empty() {
        return None;
    }
    let mut m = Module::new(home(id));
    m.explicit_subqualifiers(true);
    space_case(&mut m, id, &format!("{}_x", case_name(id)), &spaces);
    Some(m)
}

/// The explicit spellings of the rows with a `{.space}` slot (`ld.shared::cta`,
/// `stmatrix….shared::cta`, gated or not) pass ptxas at the row's home target, in a module
/// that spells them ([`explicit_snapshot`]).
#[test]
fn explicit_space_spellings_pass_ptxas() {
    let Some(ptxas) = common::ptxas_or_skip("gating_matrix (explicit space spellings)") else {
        return;
    };
    let mut n = 0;
    for f in FORMS {
        let Some(m) = explicit_snapshot(f.id) else {
            continue;
        };
        let ptx = m.emit().unwrap_or_else(|e| panic!("{:?}: {e}", f.id));
        assert!(
            ptx.contains("::cta"),
            "{:?}: no explicit spelling:\n{ptx}",
            f.id
        );
        common::ptxas_check(ptxas, &ptx, &home(f.id).to_string())
            .unwrap_or_else(|e| panic!("{:?}: ptxas refuses {ptx}\n{e}", f.id));
        n += 1;
    }
    assert!(n >= 4, "only {n} rows with explicit spellings");
}

/// The per-form snapshots (issue 17's safety net): every form's case, emitted for its
/// home target at the smallest version (with a `Shape::Row` row's gated values:
/// [`snapshot_module`]), equals `tests/golden/forms/<Form>.ptx` byte for byte, so that a change to how any form is spelled shows as a diff of these files.
/// `UPDATE_GOLDEN=1 cargo test --test gating_matrix snapshots` rewrites them (review the
/// diff before committing it); a form without a file is an error, as is a file of no form.
#[test]
fn every_form_matches_its_snapshot() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/forms");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| !v.is_empty() && v != "0");
    if update {
        std::fs::create_dir_all(&dir).unwrap();
    }
    let mut bad = Vec::new();
    let mut names = Vec::new();
    for f in FORMS {
        let name = format!("{:?}.ptx", f.id);
        let path = dir.join(&name);
        names.push(name.clone());
        let mut ptx = match snapshot_module(f.id).emit() {
            Ok(p) => rename_case(&p, &case_name(f.id)),
            Err(e) => {
                bad.push(format!("{:?}: does not emit: {e}", f.id));
                continue;
            }
        };
        match explicit_snapshot(f.id).map(|m| m.emit()) {
            Some(Ok(p)) => ptx.push_str(&rename_case(&p, &case_name(f.id))),
            Some(Err(e)) => bad.push(format!(
                "{:?}: its explicit spellings do not emit: {e}",
                f.id
            )),
            None => {}
        }
        if update {
            std::fs::write(&path, &ptx).unwrap();
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(want) if want == ptx => {}
            Ok(want) => {
                let first = want
                    .lines()
                    .zip(ptx.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(want.lines().count().min(ptx.lines().count()));
                bad.push(format!(
                    "{:?}: differs from {} at line {}:\n- {}\n+ {}",
                    f.id,
                    path.display(),
                    first + 1,
                    want.lines().nth(first).unwrap_or("(end)"),
                    ptx.lines().nth(first).unwrap_or("(end)")
                ));
            }
            Err(_) => bad.push(format!("{:?}: no snapshot {}", f.id, path.display())),
        }
    }
    if !update {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if !names.contains(&n) {
                bad.push(format!("{n}: a snapshot of no form of the table"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} forms differ from their snapshots (UPDATE_GOLDEN=1 rewrites them):\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Review finding (issue 18): the row cases make a cache policy with `createpolicy`, whose
/// own gate (PTX ISA 7.4, sm_80) would hide a `.L2::cache_hint` row gated too low. Here
/// the policy is a device function's parameter (no gate of its own): for each policy row
/// the builder accepts the function exactly when `ptxas` accepts its text, below and at
/// the row's gate (the text emitted for sm_80 at PTX ISA 9.0, relabelled to each case).
#[test]
fn cache_policy_rows_are_gated_on_their_own() {
    let Some(ptxas) = common::ptxas_or_skip("cache_policy_rows_are_gated_on_their_own") else {
        return;
    };
    for id in [FormId::LdPolicy, FormId::LdGlobalNcPolicy, FormId::StPolicy] {
        let build = |target: Target, version: Version| {
            let mut m = Module::new(target);
            m.pin_version(version);
            m.func(
                "f",
                |k, (g, pol): (Ptr<Global, f32>, Reg<CachePolicy>)| match id {
                    FormId::LdPolicy => {
                        let v = k.ld_policy(None, None, g, pol);
                        k.st(g, v);
                    }
                    FormId::LdGlobalNcPolicy => {
                        let v = k.ld_nc_policy(None, None, g, pol);
                        k.st(g, v);
                    }
                    _ => k.st_policy(None, g, 1.0f32, pol),
                },
            );
            m.emit()
        };
        let text = build(Target::SM_80, Version::new(9, 0)).unwrap_or_else(|e| panic!("{e}"));
        assert!(text.contains(".L2::cache_hint"), "{text}");
        for (target, version) in [
            (Target::SM_75, Version::new(7, 4)),
            (Target::SM_75, Version::new(9, 0)),
            (Target::SM_80, Version::new(7, 3)),
            (Target::SM_80, Version::new(7, 4)),
            (Target::SM_90, Version::new(8, 0)),
        ] {
            let built = build(target, version).is_ok();
            let ptx = text
                .replace(".version 9.0", &format!(".version {version}"))
                .replace(".target sm_80", &format!(".target {target}"));
            let by_ptxas = common::ptxas_check(ptxas, &ptx, common::target_of(&ptx)).is_ok();
            assert_eq!(
                built,
                by_ptxas,
                "{id:?} on {target} at PTX ISA {version}: the builder {} it, ptxas {}",
                if built { "takes" } else { "refuses" },
                if by_ptxas { "takes" } else { "refuses" }
            );
        }
    }
}
