//! The instructions of `ptx_module!` that follow from their row: the mnemonic is looked up
//! in the table ([`mnemonic::lookup`]), and the form and its slot values are the
//! instruction.
//!
//! * the generated rows (`Binary`/`Unary`/`Ternary`: `add`, `mul.lo`, `fma.rn`, `and` …,
//!   with their half-precision rows): the row names the builder method, its operands the
//!   operand count, its type slot the type;
//! * the `Shape::Row` rows (`popc`, `shl`, `lg2.approx.f32`, `add.ftz.f32`, `lop3.b32`,
//!   `elect.sync`, `bfe`, `bfi`, `match.sync`, `vote.sync`, `membar`, `prmt` …, and the rows sharing a method that their
//!   types pick: the `.approx` functions `ex2.approx.T`, `tanh.approx.T`, the conversions
//!   `cvt.rn.relu.f16.f32`, `cvt.rn.satfinite.e4m3x2.f32` …): the row names its generated
//!   builder method ([`Op::Row`]);
//! * the forms without slots whose instruction is the row itself ([`fixed`]: branches,
//!   barriers, fences, warp shuffles, `cp.async`, the half-precision
//!   conversions of `cvt` …);
//! * the typed forms whose slots are the instruction's modifiers ([`typed`]: `setp`, a
//!   `Shape::Row` row whose address operands compare as their bits, `redux.sync`; [`address`]:
//!   `cvta`, `cvta.to`, `isspacep`; [`memory`]: `ld`, `st`, `atom`, `red` with their cache
//!   operators, vectors, operations and memory order);
//!
//! Every other form, the spellings no row has (`mov.f16`, `selp.b32`, `shr.b32`,
//! `cvta.global` without `.u64`, `ld.shared::cta` is a row but `mbarrier.init.shared::cta`
//! is not …) and every error are resolved by the function of the instruction's family.

use proc_macro2::Span;
use typed_ptx_isa::spell::Vals;
use typed_ptx_isa::{Family, FormId, Mod, Operand, Shape, Space, Val};

use super::{Op, Part};
use crate::front::mnemonic;
use crate::front::ty::space_of;

/// The instruction of a table spelling that follows from its row, if it is one.
pub(crate) fn resolve(parts: &[Part]) -> Option<Op> {
    mnemonic::lookup(parts, |_| true)
        .iter()
        .find_map(|(id, vals)| op_of(*id, vals, parts))
}

fn op_of(id: FormId, vals: &Vals, parts: &[Part]) -> Option<Op> {
    let form = id.form();
    // The type is the last part (`{.type}` ends these templates).
    let ty_span = parts.last()?.span;
    let ty = vals.first().and_then(|v| v.as_mod());
    if matches!(
        form.shape,
        Shape::Binary { .. } | Shape::Unary { .. } | Shape::Ternary { .. }
    ) {
        return Some(Op::Regular {
            form: id,
            ty: ty?,
            ty_span,
        });
    }
    // A row of the mbarrier chapter (an address, or a state token) is read by its family's
    // function, which also takes the spellings the rows lack (`mbarrier.init.shared::cta.b64`)
    // and its tokens, and calls the same generated method.
    // `setp` keeps its family's instruction ([`Op::Setp`]), which calls the same generated
    // method: an address operand compares as its bits (`p.bits()`), which the row's
    // operands (registers of the type) do not say.
    // `selp` likewise keeps its family's instruction (`Op::Selp`), which calls the same
    // generated method, or `selp_ptr` for pointers (`selp.b64`, a value of the row's type
    // slot the method does not take).
    // `shfl.sync{.mode}.b32` keeps its family's instruction ([`Op::Shfl`]), which calls the
    // same generated method: its register operand and its `c` (the clamp and segment mask)
    // keep their own messages.
    if id == FormId::ShflSync {
        return Some(Op::Shfl {
            mode: variant(vals.first()?.as_mod()?)?,
        });
    }
    // `redux.sync` keeps its family's instructions ([`Op::Redux`], [`Op::ReduxF32`]), which
    // call `redux_sync` and `redux_sync_f32` (the wrappers of the rows' generated methods).
    if matches!(
        id,
        FormId::ReduxSync | FormId::ReduxSyncBitwise | FormId::ReduxSyncF32
    ) {
        return typed(id, vals, ty_span);
    }
    // `mul.wide` keeps its family's instruction ([`Op::MulWide`]), which calls the same
    // generated method, with its own messages for the types it does not widen.
    if id == FormId::MulWide {
        return typed(id, vals, ty_span);
    }
    // `cvt{.dtype}{.atype}`, `cvt.rn…` and `cvt.rzi…` keep their family's instruction
    // (`Op::Cvt`), which calls `cvt` (its pairs reach the rows' generated methods), with its
    // own messages for the pairs the rows do not take.
    if matches!(id, FormId::Cvt | FormId::CvtRn | FormId::CvtRzi) {
        return None;
    }
    // `mov.b128` and `mov.b32` packing and unpacking keep their family's instruction
    // (`Op::Mov`), which calls the same generated methods (`mov_b128`, `unpack_b128`,
    // `pack_halves`, `halves`): one spelling, the side of the `{lo, hi}` operand tells
    // them apart.
    if matches!(
        id,
        FormId::MovB128Pack | FormId::MovB128Unpack | FormId::MovPack | FormId::MovUnpack
    ) {
        return None;
    }
    // A row of a tensor map (`cp.async.bulk.prefetch.tensor`) keeps its family's
    // instruction, which reads the map and its coordinates.
    if let Shape::Row { .. } = form.shape
        && (form.addr_space().is_none() || barriers_only(form))
        && !form.operands.contains(&Operand::TensorMap)
        && form.family != Family::Mbarrier
        && !matches!(id, FormId::Setp | FormId::Selp)
    {
        // A row the macro spelled before it was a `Shape::Row` row (`barrier.cluster.arrive`)
        // keeps its instruction when no slot is written, so its expansion is unchanged.
        let plain = vals.iter().all(|v| *v == Val::NONE);
        if !(plain && fixed(id).is_some()) {
            return Some(Op::Row {
                form: id,
                vals: vals.clone(),
                ty_span,
            });
        }
    }
    // `fence.proxy.tensormap::generic.acquire{.scope}`: the scope is the slot's value.
    if id == FormId::FenceProxyTensormapAcquire {
        return Some(Op::ProxyFence {
            method: "fence_proxy_tensormap_acquire",
            arg: Some(("Scope", variant(vals.first()?.as_mod()?)?)),
            acquire: true,
        });
    }
    fixed(id)
        .or_else(|| typed(id, vals, ty_span))
        .or_else(|| address(id, vals, parts))
        .or_else(|| memory(id, vals, ty_span))
}

/// Whether every address operand of `form` is an mbarrier's its method takes as an address
/// argument (`tcgen05.commit`'s `[bar]`): the row's call reads it like any `[a]` operand.
fn barriers_only(form: &typed_ptx_isa::Form) -> bool {
    let addrs = form
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::Addr(..)))
        .count();
    addrs > 0 && form.addrs.len() == addrs && form.addrs.iter().all(|a| a.mbarrier)
}

/// The forms without slots whose instruction is the row.
fn fixed(id: FormId) -> Option<Op> {
    use FormId as F;
    Some(match id {
        F::Bra => Op::Bra { uni: false },
        F::BraUni => Op::Bra { uni: true },
        F::Call => Op::Call,
        F::Ret => Op::Ret,
        F::Exit => Op::Exit,
        F::BarSync | F::BarSyncCount => Op::BarSync,
        F::BarrierSync | F::BarrierSyncCount => Op::BarrierSync,
        F::BarrierClusterArrive => Op::ClusterArrive,
        F::BarrierClusterWait => Op::ClusterWait,
        F::CpAsyncCa => Op::CpAsync { cg: false },
        F::CpAsyncCg => Op::CpAsync { cg: true },
        F::CpAsyncMbarrierArrive => Op::CpAsyncMbar { noinc: false },
        F::CpAsyncMbarrierArriveNoinc => Op::CpAsyncMbar { noinc: true },
        F::SetmaxnregInc => Op::Setmaxnreg { inc: true },
        F::SetmaxnregDec => Op::Setmaxnreg { inc: false },
        // The half-precision, packed and FP8 conversions of `cvt`: the row is the
        // instruction (the others are `Shape::Row` rows: `cvt_relu`, `cvt_pack` …).
        _ if id.form().family == Family::Half
            && instruction(id) == "cvt"
            && !matches!(id.form().shape, Shape::Row { .. }) =>
        {
            Op::CvtHalf { form: id }
        }
        _ => return None,
    })
}

/// The name of the builder's enum variant a modifier stands for (`Cmp::Eq`,
/// `AtomOp::Add`, `Scope::Cta`, `Sem::AcqRel`).
fn variant(m: Mod) -> Option<&'static str> {
    Some(match m {
        Mod::Eq => "Eq",
        Mod::Ne => "Ne",
        Mod::Lt => "Lt",
        Mod::Le => "Le",
        Mod::Gt => "Gt",
        Mod::Ge => "Ge",
        Mod::Up => "Up",
        Mod::Down => "Down",
        Mod::Bfly => "Bfly",
        Mod::Idx => "Idx",
        Mod::Add => "Add",
        Mod::Min => "Min",
        Mod::Max => "Max",
        Mod::And => "And",
        Mod::Or => "Or",
        Mod::Xor => "Xor",
        Mod::Exch => "Exch",
        Mod::Inc => "Inc",
        Mod::Dec => "Dec",
        Mod::Cta => "Cta",
        Mod::Cluster => "Cluster",
        Mod::Gpu => "Gpu",
        Mod::Sys => "Sys",
        Mod::Relaxed => "Relaxed",
        Mod::Acquire => "Acquire",
        Mod::Release => "Release",
        Mod::AcqRel => "AcqRel",
        _ => return None,
    })
}

/// The typed forms whose slots are the instruction's modifiers and type.
fn typed(id: FormId, vals: &Vals, ty_span: Span) -> Option<Op> {
    use FormId as F;
    let m = |i: usize| vals.get(i).and_then(|v| v.as_mod()).unwrap_or(Mod::None);
    let ty = m(vals.len().saturating_sub(1));
    Some(match id {
        F::Setp => Op::Setp {
            cmp: variant(m(0))?,
            ty: m(1),
            ty_span,
        },
        F::MulWide => Op::MulWide { ty, ty_span },
        F::ReduxSync | F::ReduxSyncBitwise => Op::Redux {
            op: variant(m(0))?,
            ty,
            ty_span,
        },
        F::ReduxSyncF32 => Op::ReduxF32 {
            max: m(0) == Mod::Max,
            abs: m(1) == Mod::Abs,
            nan: m(2) == Mod::Nan,
        },
        _ => return None,
    })
}

/// `cvta`, `cvta.to` and `isspacep`: the space is the row's `{.space}` slot's value.
fn address(id: FormId, vals: &Vals, parts: &[Part]) -> Option<Op> {
    let form = id.form();
    if form.family != Family::Convert {
        return None;
    }
    let space = form.space_slot().and_then(|(i, _)| vals.get(i)?.as_mod());
    match (form.operands_at(vals).as_slice(), instruction(id)) {
        // `cvta.<space>.u64 d, a` (an address register, not the variable form).
        ([Operand::DAddr(Space::Generic, _), Operand::Addr(space, _)], "cvta") => {
            Some(Op::Cvta { space: *space })
        }
        ([Operand::DAddr(space, _), Operand::Addr(Space::Generic, _)], "cvta") => {
            Some(Op::CvtaTo { space: *space })
        }
        ([Operand::DPred, _], "isspacep") => Some(Op::Isspacep {
            space: space_of(space?)?,
            span: parts.get(1)?.span,
        }),
        _ => None,
    }
}

/// `ld`, `st`, `atom` and `red`: the space, cache operator, vector width, operation, type
/// and memory order are the row's and its slot values.
fn memory(id: FormId, vals: &Vals, ty_span: Span) -> Option<Op> {
    let form = id.form();
    let head = instruction(id);
    if !matches!(head, "ld" | "st" | "atom" | "red")
        || !matches!(form.family, Family::Data | Family::Atomic)
        || form.spell.n == 0
    {
        return None;
    }
    let names: Vec<&str> = form.spell.names[..form.spell.n as usize].to_vec();
    // Every slot of the row is read below: one it did not read would be dropped from the
    // form the expansion emits.
    const SPELLED: [&str; 8] = [
        ".space",
        ".cache",
        ".vec",
        ".type",
        ".sem",
        ".scope",
        ".evict",
        ".prefetch",
    ];
    if names.iter().any(|n| !SPELLED.contains(n)) {
        return None;
    }
    let slot = |name: &str| {
        names
            .iter()
            .position(|n| *n == name)
            .and_then(|i| vals.get(i)?.as_mod())
            .unwrap_or(Mod::None)
    };
    // The row's own space (`ld.global{…}`), or its `{.space}` slot (`ld.relaxed.gpu{.space}…`).
    let space = match slot(".space") {
        Mod::None => form
            .operands
            .iter()
            .find_map(|o| match o {
                Operand::Addr(s, _) => Some(*s),
                _ => None,
            })
            .unwrap_or(Space::Generic),
        m => space_of(m)?,
    };
    // The memory order and scope: the row's `{.sem}` and `{.scope}` slots.
    let sem = match (slot(".sem"), slot(".scope")) {
        (s @ (Mod::Relaxed | Mod::Acquire | Mod::Release | Mod::AcqRel), scope) => {
            Some((s, variant(scope)?))
        }
        _ => None,
    };
    let ty = slot(".type");
    match head {
        "ld" | "st" => {
            let cache = match slot(".cache") {
                Mod::None => None,
                c => Some(crate::front::ty::TyExt::name(c)),
            };
            // A `{.vec}` slot's value, or the row's own `.v2`/`.v4`.
            let vec = match slot(".vec") {
                Mod::V2 => 2,
                Mod::V4 => 4,
                _ => form.vector_len().map_or(1, |n| n as u8),
            };
            // The non-coherent rows: `ld.global.nc` and its hinted and vector forms.
            let nc = form
                .mnemonic
                .starts_with(FormId::LdGlobalNc.form().mnemonic);
            let (evict, prefetch) = (slot(".evict"), slot(".prefetch"));
            let policy = matches!(
                id,
                FormId::LdPolicy | FormId::LdGlobalNcPolicy | FormId::StPolicy
            );
            // typed-ptx has no vector access with a cache operator, and PTX no store to
            // .const or .param: the family function says so.
            if (vec > 1 && cache.is_some())
                || (head == "st" && matches!(space, Space::Const | Space::Param))
            {
                return None;
            }
            let sem = match sem {
                None => None,
                Some((s, scope)) => Some((sem_method(head, s)?, scope)),
            };
            Some(if head == "ld" {
                Op::Ld {
                    space,
                    cache,
                    vec,
                    ty: Some((ty, ty_span)),
                    nc,
                    sem,
                    hint: (evict, prefetch),
                    policy,
                }
            } else {
                Op::St {
                    space,
                    cache,
                    evict,
                    policy,
                    vec,
                    ty: Some((ty, ty_span)),
                    sem,
                }
            })
        }
        _ => {
            let op = match slot(".op") {
                Mod::None if id == FormId::AtomCas => Mod::Cas,
                op => op,
            };
            // The types each operation takes: the family function's rule.
            if !super::atomic::takes(op, ty)
                || !matches!(
                    space,
                    Space::Generic | Space::Global | Space::SharedCta | Space::SharedCluster
                )
            {
                return None;
            }
            Some(Op::Atomic {
                red: head == "red",
                space,
                op: if op == Mod::Cas {
                    None
                } else {
                    Some(variant(op)?)
                },
                ty,
                ty_span,
                sem: match sem {
                    None => None,
                    Some((s, scope)) => Some((variant(s)?, scope)),
                },
            })
        }
    }
}

/// The builder method of an ordered load or store (`ld_acquire`).
fn sem_method(head: &str, sem: Mod) -> Option<&'static str> {
    Some(match (head, sem) {
        ("ld", Mod::Relaxed) => "ld_relaxed",
        ("ld", Mod::Acquire) => "ld_acquire",
        ("st", Mod::Relaxed) => "st_relaxed",
        ("st", Mod::Release) => "st_release",
        _ => return None,
    })
}

/// The instruction's first word, which names the builder method of the `.approx` forms.
pub(crate) fn instruction(id: FormId) -> &'static str {
    let head = id.form().mnemonic;
    head.split('.').next().unwrap_or(head)
}

/// The builder method of a generated row.
pub(crate) fn method(id: FormId) -> &'static str {
    match id.form().shape {
        Shape::Binary { method, .. }
        | Shape::Unary { method, .. }
        | Shape::Ternary { method, .. }
        | Shape::Sreg { method, .. }
        | Shape::Row { method, .. } => method,
        _ => instruction(id),
    }
}

/// How many registers a form defines (its destinations).
pub(crate) fn destinations(id: FormId) -> usize {
    id.form()
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::D | Operand::DReg(_) | Operand::DPred))
        .count()
}

/// The operand counts a `Shape::Row` row takes and its usage line for errors
/// (`` `let d = bmsk{.mode}.b32 a, b;` ``).
pub(crate) fn row_usage(id: FormId) -> (Vec<usize>, String) {
    let f = id.form();
    let n = f.operands.len() - destinations(id);
    let srcs: Vec<&str> = ["a", "b", "c", "e", "f", "g"].into_iter().take(n).collect();
    let ops = if srcs.is_empty() {
        String::new()
    } else {
        format!(" {}", srcs.join(", "))
    };
    let bind = match destinations(id) {
        0 => "",
        1 => "let d = ",
        _ => "let (d, p) = ",
    };
    (vec![n], format!("`{bind}{}{ops};`", f.spell.template))
}

/// How many source operands a form takes (its operands less the destination).
pub(crate) fn sources(id: FormId) -> usize {
    id.form().operands.len().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use typed_ptx_isa::FORMS;

    fn parts(text: &str) -> Vec<Part> {
        let ts: proc_macro2::TokenStream = text.parse().unwrap();
        syn::parse::Parser::parse2(mnemonic::parse, ts).unwrap()
    }

    /// Every spelling of every row that resolves through the table resolves to the same
    /// instruction by the function of its family (the `Shape::Row` rows aside, which only
    /// the table resolves).
    #[test]
    fn the_table_and_the_families_agree() {
        let mut through_table = 0;
        for form in FORMS {
            if form.shape == Shape::Directive || form.slots.iter().any(|s| s.is_num()) {
                continue;
            }
            for vals in form.value_combos() {
                let Ok(text) = form.spelled(&vals) else {
                    continue;
                };
                // A part the tokenizer cannot read (`.L2::128B`) is no macro spelling.
                let Ok(ts) = text.parse::<proc_macro2::TokenStream>() else {
                    continue;
                };
                let Ok(p) = syn::parse::Parser::parse2(mnemonic::parse, ts) else {
                    continue;
                };
                let Some(op) = resolve(&p) else {
                    continue;
                };
                through_table += 1;
                // The `Shape::Row` rows only resolve through the table.
                if matches!(op, Op::Row { .. }) {
                    continue;
                }
                let by = super::super::by_family(&p).map(|o| format!("{o:?}"));
                assert_eq!(by.ok(), Some(format!("{op:?}")), "`{text}`");
            }
        }
        assert!(through_table > 100, "{through_table}");
    }

    #[test]
    fn rows_name_their_methods() {
        assert_eq!(method(FormId::MulLo), "mul_lo");
        assert_eq!(method(FormId::AddFtz), "add_ftz");
        assert_eq!(method(FormId::SinApprox), "sin");
        assert_eq!(sources(FormId::FmaRnFtz), 3);
        assert!(matches!(
            resolve(&parts("add.ftz.f32")),
            Some(Op::Row {
                form: FormId::AddFtz,
                ..
            })
        ));
        assert!(resolve(&parts("add.ftz.f64")).is_none());
    }
}
