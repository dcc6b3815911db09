//! The wrappers of the `Shape::Row` rows, from the row alone: one function template per
//! combination of the row's slot values, named after its spelling
//! (`barrier.cluster.arrive.relaxed.aligned`: `barrier_cluster_arrive_relaxed_aligned`,
//! `bfind.shiftamt.u64`: `bfind_shiftamt_u64`). A row with a destination is a value
//! wrapper (`asm` without side effects, like the bit-manipulation wrappers); one without
//! is `asm volatile` with a `"memory"` clobber, like the barriers. A value the table gates
//! (`.relaxed`: PTX ISA 8.0) says so in its doc and its stub.

use core::fmt::Write;

use typed_ptx_isa::row::each_type;
use typed_ptx_isa::{Form, Mod, Operand, Types, Val};

use crate::{Fun, VTy, snake, value_fun, vty_in};

/// The register type of exactly one table type, if the header has one.
fn vty(t: Types) -> Option<&'static VTy> {
    vty_in(t)
}

/// The wrappers of row `f` (a `Shape::Row` row), or `false` (and none) when its operands
/// are ones this file cannot wrap (an address, a state token, a predicate): the row's
/// chapter then wraps it, from its operands as for every row of that chapter.
pub(crate) fn row_funs(f: &Form, out: &mut Vec<Fun>) -> bool {
    let mut funs = Vec::new();
    for vals in f.value_combos() {
        let Some(text) = f.spelled(&vals).ok() else {
            continue;
        };
        // The instruction's type, for its `D` and `A` operands.
        let ty = f.type_slot().and_then(|(i, types, style)| {
            each_type(types).find(|&t| Val::from(Mod::of_type(t, style)) == vals[i])
        });
        let Some(fun) = one(f, &text, ty) else {
            return false;
        };
        funs.push(gated(f, &vals, &text, fun));
    }
    out.extend(funs);
    true
}

/// The wrapper of one spelling `text` of `f`, its `D`/`A` operands of type `ty`.
fn one(f: &Form, text: &str, ty: Option<Types>) -> Option<Fun> {
    let reg = |o: &Operand| match o {
        Operand::D | Operand::A => ty.and_then(vty),
        Operand::DReg(t) | Operand::Src(t) => vty(*t),
        _ => None,
    };
    let name = snake(text);
    let dsts: Vec<&Operand> = f
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::D | Operand::DReg(_) | Operand::DPred))
        .collect();
    let mut srcs = Vec::new();
    let mut imm = None;
    for o in f.operands {
        match o {
            Operand::A | Operand::Src(_) => srcs.push(reg(o)?),
            Operand::Imm(lo, hi) if imm.is_none() => imm = Some(("N", *lo, *hi)),
            Operand::D | Operand::DReg(_) => {}
            _ => return None,
        }
    }
    match dsts.as_slice() {
        [] => Some(effect(f, &name, text, &srcs, imm)),
        [d] => {
            let d = reg(d)?;
            Some(value_fun(f, &name, text, d, &srcs, imm))
        }
        _ => None,
    }
}

/// A wrapper of an instruction without a result: `asm volatile` with a `"memory"` clobber.
fn effect(f: &Form, name: &str, text: &str, srcs: &[&VTy], imm: Option<(&str, i64, i64)>) -> Fun {
    let names = ["a", "b", "c", "e"];
    let params: Vec<String> = srcs
        .iter()
        .zip(names)
        .map(|(t, n)| format!("{} {n}", t.cpp))
        .collect();
    let mut ins: Vec<String> = srcs
        .iter()
        .zip(names)
        .map(|(t, n)| format!("\"{}\"(detail::bits_as<{}>({n}))", t.letter, t.bits))
        .collect();
    let mut args: Vec<String> = (0..srcs.len()).map(|i| format!("%{i}")).collect();
    let mut body = String::new();
    let mut tparams = String::new();
    let mut targs = String::new();
    if let Some((p, lo, hi)) = imm {
        tparams = format!("int {p}");
        targs = format!("<{lo}>");
        let _ = writeln!(
            body,
            "static_assert({p} >= {lo} && {p} <= {hi}, \"{name}: {text} takes {p} in {lo}..={hi}\");"
        );
        args.push(format!("%{}", srcs.len()));
        ins.push(format!("\"n\"({p})"));
    }
    if ins.is_empty() {
        let _ = writeln!(body, "asm volatile(\"{text};\" ::: \"memory\");");
    } else {
        let _ = writeln!(
            body,
            "asm volatile(\"{text} {};\" :: {} : \"memory\");",
            args.join(", "),
            ins.join(", ")
        );
    }
    let mut fun = Fun::new(f.id, None, &tparams, "void", name, &params.join(", "), body)
        .expect(text.to_string());
    fun.call = Some(format!(
        "{name}{targs}({})",
        srcs.iter().map(|t| t.var).collect::<Vec<_>>().join(", ")
    ));
    fun
}

/// The wrapper's doc and requirements, raised by the gates of the values `vals` holds.
/// An empty wrapper of row `id`, to take another's place for a moment.
pub(crate) fn placeholder(id: typed_ptx_isa::FormId) -> Fun {
    Fun::new(id, None, "", "", "", "", String::new())
}

pub(crate) fn gated(f: &Form, vals: &[Val], text: &str, mut fun: Fun) -> Fun {
    let mut isa = f.min_isa;
    let mut sm = f.min_sm;
    for g in f.gates {
        if vals.get(g.slot as usize) == Some(&Val::from(g.value)) {
            isa = isa.max(g.min_isa);
            sm = sm.max(g.min_sm);
        }
    }
    if (isa, sm) != (f.min_isa, f.min_sm) {
        fun.gate = Some((isa, sm));
    }
    let mut isa_text = isa.to_string();
    for (on, v) in f.isa_on {
        let _ = write!(isa_text, "; {v} on sm_{on}");
    }
    fun.doc = format!("`{text}`: {} (PTX ISA {isa_text}, sm_{sm})", f.doc_at(vals));
    fun
}
