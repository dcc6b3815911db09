//! What the rows of `Shape::Row` generate for the builder and its tests: a `Kernel` method
//! per row (in `ptx-builder/src/generated/methods.rs`), an enum per slot of modifiers
//! (`ptx-builder/src/generated/slots.rs`, the builder's `slots` module) unless the slot is
//! one of the builder's shared enums (`typed_ptx_isa::row::SHARED_ENUMS`: `Scope`, `Cmp` …,
//! with the test that each agrees with the registry), and the tests'
//! dispatch from (row, slot values) to that method (`tests/generated/row_cases.rs`, for
//! the gating matrix and the random programs). Nothing here names a row: a row added to the
//! table with `row("method")` gets all three from its slots and operands
//! (`typed_ptx_isa::row`).

use std::fmt::Write;

use typed_ptx_isa::row::{
    ASSOC_TYPES, RANKS, SHARED_ENUMS, SlotArg, TYPE_BOUNDS, TYPE_PAIRS, TypeParam, assoc_type,
    bound_parts, each_type, group_method, groups, is_one_type, row_enum, rows, slot_enum_path,
    slot_last, type_bounds, type_params,
};
use typed_ptx_isa::{
    AddrArg, AddrCheck, Combo, Family, Form, Limit, Mod, Operand, Slot, Space, TyStyle, Types,
};

/// The Rust register type of exactly one table type.
pub(crate) fn rust_type(t: Types) -> &'static str {
    builder_type(t).unwrap_or_else(|| panic!("ptx-isa: no builder register type for {}", t.names()))
}

/// The types of a type slot that its row's method takes: those the builder has a register
/// type of (`selp`'s `.b64`, a generic pointer, is `selp_ptr`'s; `builder_lacks` leaves it
/// out of the row's case).
fn method_types(t: Types) -> Types {
    Types(
        each_type(t)
            .filter(|&b| builder_type(b).is_some())
            .fold(0, |a, b| a | b.0),
    )
}

/// The Rust register type of exactly one table type, if the builder has one (`.b64` of
/// `st.async`, which the C++ header and the macros spell, has none).
fn builder_type(t: Types) -> Option<&'static str> {
    const ALL: [(Types, &str); 22] = [
        (Types::PRED, "Pred"),
        (Types::U16, "u16"),
        (Types::S16, "i16"),
        (Types::U32, "u32"),
        (Types::S32, "i32"),
        (Types::U64, "u64"),
        (Types::S64, "i64"),
        (Types::F32, "f32"),
        (Types::F64, "f64"),
        (Types::F16, "F16"),
        (Types::BF16, "Bf16"),
        (Types::F16X2, "F16x2"),
        (Types::BF16X2, "Bf16x2"),
        (Types::E4M3X2, "E4m3x2"),
        (Types::E5M2X2, "E5m2x2"),
        (Types::TF32, "Tf32"),
        (Types::E4M3X4, "E4m3x4"),
        (Types::E5M2X4, "E5m2x4"),
        (Types::S8X4, "S8x4"),
        (Types::U8X4, "U8x4"),
        (Types::B128, "B128"),
        (Types::POLICY, "CachePolicy"),
    ];
    ALL.iter().find(|(b, _)| *b == t).map(|(_, n)| *n)
}

/// The builder register type of exactly one table type in row `f`: the Mbarrier
/// chapter's 64-bit registers are state tokens (`MbarToken`), which only an mbarrier
/// instruction makes or reads.
fn reg_type(f: &Form, t: Types) -> &'static str {
    if f.family == Family::Mbarrier && t == Types::B64 {
        "MbarToken"
    } else {
        rust_type(t)
    }
}

/// Whether a register type is opaque: passed as a `Reg`, never as an immediate.
fn opaque(t: &str) -> bool {
    t == "MbarToken" || t == "CachePolicy"
}

/// The builder's bound of the address of an mbarrier object over `spaces`, the spaces of
/// a method's rows: a `.shared::cta` one, a generic one (of `.shared::cta`) or either, or
/// one of any CTA of the cluster.
fn mbar_bound(spaces: &[Space]) -> &'static str {
    match spaces {
        [Space::SharedCta] => "MbarrierCtaAddr",
        [Space::SharedCluster] => "MbarrierClusterAddr",
        [Space::SharedCta, Space::Generic] | [Space::Generic, Space::SharedCta] => "MbarrierAddr",
        other => panic!("ptx-isa: no builder bound for an mbarrier address in {other:?}"),
    }
}

/// Whether row `f` passes its `{.space}` slot as a type parameter ([`SlotArg::Space`]).
fn space_param(f: &Form) -> bool {
    (0..f.slots.len()).any(|i| matches!(SlotArg::of_slot(f, i), Some(SlotArg::Space(_))))
}

/// The name of a limited source's parameter: the last word of what the limit calls it
/// (`an mbarrier arrival count`: `count`).
fn limit_name(l: &Limit) -> &'static str {
    l.what.rsplit(' ').next().unwrap_or("a")
}

/// A slot's parameter name: its template name without the dot (`{.mode}`: `mode`).
fn param_name(f: &Form, i: usize) -> &'static str {
    f.spell.names[i].trim_start_matches('.')
}

/// One parameter of a row's method.
struct Param {
    /// `name: type` in the signature.
    decl: String,
    /// The doc line.
    doc: String,
}

/// The method's pieces: its parameters (slot arguments first, then sources), the slot
/// values' expressions, the destinations' register types and the operand expressions.
struct Sig {
    /// The operands' names in PTX order, for the doc (`d, a, b`).
    names: Vec<String>,
    tparams: Vec<String>,
    params: Vec<Param>,
    vals: Vec<String>,
    dsts: Vec<String>,
    ops: Vec<String>,
    /// The row the call emits: `FormId::X`, or a `match` on the address's space or on
    /// the type parameters.
    form: String,
    /// Whether the rows differ in their types and some lack the type slot: the values
    /// passed are the row's (`&vals[..its slot count]`).
    sliced: bool,
    /// The parameters of the slots passed after the operands ([`slot_last`]).
    late: Vec<Param>,
    /// The `where` clauses of the address arguments' bounds ([`AddrArg::bounds`]).
    wheres: Vec<String>,
    /// Lines computed before the operands (a bulk copy's byte count).
    pre: Vec<String>,
    /// Whether the destinations are one fragment (`{lo, hi}`), returned as an array.
    frag_ret: bool,
}

/// Whether `group`'s rows differ in their operands' types (not in their address's space).
fn typed(group: &[&Form]) -> bool {
    group.len() > 1 && group[0].addr_space().is_none()
}

/// The row a typed group's method emits: a `match` on its type parameters' types, each
/// row's arm the types it takes (the last row's arm `_`: the bounds admit no other type).
fn typed_form_expr(group: &[&Form], params: &[TypeParam]) -> String {
    let scrutinee: Vec<String> = params
        .iter()
        .map(|p| format!("<{} as Scalar>::TY", p.name))
        .collect();
    let tuple = params.len() > 1;
    let mut arms = Vec::new();
    for (i, f) in group.iter().enumerate() {
        let pat = if i + 1 == group.len() {
            "_".to_string()
        } else {
            let pats: Vec<String> = params
                .iter()
                .map(|p| crate::builder_methods::ty_pattern(p.types_in(f)))
                .collect();
            if tuple {
                format!("({})", pats.join(", "))
            } else {
                pats.join("")
            }
        };
        arms.push(format!("{pat} => FormId::{}", f.id.name()));
    }
    let scrutinee = if tuple {
        format!("({})", scrutinee.join(", "))
    } else {
        scrutinee.join("")
    };
    format!("match {scrutinee} {{ {} }}", arms.join(", "))
}

/// The expression of the row a group's method emits: its one row, or the row of the
/// address type's space.
fn form_expr(group: &[&Form]) -> String {
    match group {
        [f] => format!("FormId::{}", f.id.name()),
        [first, rest @ ..] => {
            let mut arms: Vec<String> = rest
                .iter()
                .map(|f| {
                    let space = f.addr_space().expect("checked by group_problem");
                    format!("IsaSpace::{space:?} => FormId::{}", f.id.name())
                })
                .collect();
            arms.push(format!("_ => FormId::{}", first.id.name()));
            format!(
                "match <{}::Space as Space>::SPACE {{ {} }}",
                space_tparam(first),
                arms.join(", ")
            )
        }
        [] => unreachable!("a group has a row"),
    }
}

/// The type parameter of the address whose space picks a group's row ([`form_expr`]):
/// its address argument's ([`addr_tparam`]), else the mbarrier address's `A`.
fn space_tparam(f: &Form) -> String {
    let j = f
        .operands
        .iter()
        .position(|o| matches!(o, Operand::Addr(..)));
    j.and_then(|j| f.addr_arg(j))
        .map_or_else(|| "A".to_string(), addr_tparam)
}

fn signature(group: &[&Form]) -> Sig {
    let f = group[0];
    for g in group {
        if let Some(p) = g.row_problem() {
            panic!("{:?} is a Shape::Row row, but {p}", g.id);
        }
    }
    if let Some(p) = Form::group_problem(group) {
        panic!("{p}");
    }
    if f.type_pairs().is_some() {
        return pair_sig(f);
    }
    let params = if typed(group) {
        type_params(group)
    } else {
        Vec::new()
    };
    let mut sig = Sig {
        form: if params.is_empty() {
            form_expr(group)
        } else {
            typed_form_expr(group, &params)
        },
        names: Vec::new(),
        tparams: Vec::new(),
        params: Vec::new(),
        vals: Vec::new(),
        dsts: Vec::new(),
        ops: Vec::new(),
        // Rows lacking the type slot, or the slots their address's width spells.
        sliced: group.iter().any(|g| g.slots.len() != f.slots.len()),
        late: Vec::new(),
        wheres: Vec::new(),
        pre: Vec::new(),
        frag_ret: false,
    };
    if !params.is_empty() {
        let method = group_method(group);
        let bounds = type_bounds(method).expect("checked by group_problem");
        for (p, b) in params.iter().zip(bounds) {
            sig.tparams.push(if b.is_empty() {
                // Any register type: the trait of a pair on another parameter narrows it.
                format!("{}: Scalar", p.name)
            } else {
                format!("{}: crate::{b}", p.name)
            });
        }
    }
    // A typed group's rows: the row with the most slots (a type slot) names them.
    let f = group
        .iter()
        .copied()
        .max_by_key(|g| g.slots.len())
        .unwrap_or(f);
    slot_params(f, &params, &mut sig);
    operand_params(group, &params, &mut sig);
    let late = std::mem::take(&mut sig.late);
    sig.params.extend(late);
    sig
}

/// The type parameter of operand `j`, if the method has one for it.
fn param_of(params: &[TypeParam], j: usize) -> Option<&'static str> {
    params
        .iter()
        .find(|p| p.operands.contains(&j))
        .map(|p| p.name)
}

/// The parameters and values of a row's slots: its type parameter and one argument per
/// other slot.
fn slot_params(f: &Form, params: &[TypeParam], sig: &mut Sig) {
    for i in 0..f.slots.len() {
        let name = param_name(f, i);
        let slot_name = f.spell.names[i];
        match SlotArg::of_slot(f, i).expect("checked by row_problem") {
            SlotArg::Space(_) => {
                // The space of the address type parameter `S`, spelled as the module asks.
                sig.tparams.push("S: Named".into());
                sig.vals.push(format!(
                    "self.space_value({}, <S as Space>::SPACE)",
                    sig.form
                ));
            }
            SlotArg::Type(types, style) => {
                // A typed group's parameter of the `D`/`A` operands, else the row's `T`:
                // bound by the row's own trait (`match.sync`'s `MatchElem`), else its type
                // set's.
                let elem = typed_addr(f).map(|a| format!("<{}::Elem as Elem>", addr_tparam(a)));
                let t = match params.iter().find(|p| p.is_slot_in(f)) {
                    Some(p) => p.name,
                    // The element of the address whose element is the instruction's type.
                    None if elem.is_some() => "E",
                    None => {
                        sig.tparams.push(match f.bound {
                            Some(b) => format!("T: crate::{b}"),
                            None => {
                                format!("T: {}", crate::builder_methods::bound(method_types(types)))
                            }
                        });
                        "T"
                    }
                };
                let ty = match &elem {
                    Some(e) => format!("{e}::TY"),
                    None => format!("<{t} as Scalar>::TY"),
                };
                let m = match style {
                    TyStyle::Own => format!("{ty}.modifier()"),
                    TyStyle::Bits => format!("{ty}.modifier().bits()"),
                    TyStyle::Mem => format!("{ty}.modifier().mem()"),
                };
                sig.vals.push(format!("Val::from({m})"));
            }
            SlotArg::AddrSpace(_) => {
                // The space of the address argument's type ([`Form::addr_space_value`]).
                let a = f
                    .addrs
                    .first()
                    .expect("an address-space slot has an address argument");
                sig.vals.push(format!(
                    "self.addr_space_value({}, <{}::Space as Space>::SPACE, at)",
                    sig.form,
                    addr_tparam(a)
                ));
            }
            SlotArg::Elem(_) => {
                // The memory type of the typed address's element; in a row with rules of
                // combinations, its own type, which the rules' check spells as its bits
                // where they take those of an integer ([`Form::combo_spelled`]).
                let a = typed_addr(f).expect("an element slot has a typed address");
                sig.vals.push(format!(
                    "Val::from(<{}::Elem as Elem>::TY.modifier(){})",
                    addr_tparam(a),
                    // (A multimem access spells its own type: `.v2.f16`.)
                    if f.combos.is_empty() && !a.multimem {
                        ".mem()"
                    } else {
                        ""
                    }
                ));
            }
            SlotArg::Ruled(_) => {
                // No argument: the rules' check fills it ([`Form::ruled_slot`]).
                sig.vals.push("Val::from(Mod::None)".into());
            }
            SlotArg::Rank(_) => {
                // `.Nd` of the tensor map's rank `RANK` ([`tensor_map_operand`]).
                sig.vals.push("self.dims::<RANK>(at)".into());
            }
            SlotArg::Width(_) => sig.vals.push(width_value(f)),
            SlotArg::Flag(m) => {
                sig.params.push(Param {
                    decl: format!("{name}: bool"),
                    doc: format!("`{name}`: whether to spell `{}`", m.text()),
                });
                sig.vals.push(format!(
                    "Val::from(if {name} {{ Mod::{m:?} }} else {{ Mod::None }})"
                ));
            }
            SlotArg::Choice(list) => {
                let e = slot_enum_path(f.id, slot_name, list);
                let p = Param {
                    decl: format!("{name}: crate::{e}"),
                    doc: format!("`{name}`: the slot `{{{slot_name}}}`"),
                };
                if slot_last(f, i) {
                    sig.late.push(p);
                } else {
                    sig.params.push(p);
                }
                sig.vals.push(format!("Val::from({name}.modifier())"));
            }
            SlotArg::OptChoice(list) => {
                let e = slot_enum_path(f.id, slot_name, list);
                sig.params.push(Param {
                    decl: format!("{name}: Option<crate::{e}>"),
                    doc: format!("`{name}`: the slot `{{{slot_name}}}` (`None` leaves it out)"),
                });
                sig.vals.push(format!(
                    "Val::from({name}.map_or(Mod::None, crate::{e}::modifier))"
                ));
            }
        }
    }
}

/// The parameters, destinations and operand expressions of a group's operands.
fn operand_params(group: &[&Form], params: &[TypeParam], sig: &mut Sig) {
    let f = group[0];
    let mut srcs = ["a", "b", "c", "e", "f"].iter();
    let mut imms = ["n", "m"].iter();
    // The instruction's type: the type parameter, or the element's register type of the
    // address typed by it.
    let value: &'static str = match typed_addr(f) {
        Some(a) => Box::leak(format!("<{}::Elem as Elem>::Value", addr_tparam(a)).into_boxed_str()),
        None => "T",
    };
    for (j, op) in f.operands.iter().enumerate() {
        if frag_or_assoc_operand(f, *op, &mut srcs, sig)
            || operand_of_kind(group, j, value, &mut srcs, &mut imms, sig)
        {
            continue;
        }
        let typed = param_of(params, j);
        let (reg, src) = match op {
            Operand::D => (Some(typed.unwrap_or(value)), None),
            Operand::DReg(t) => (Some(typed.unwrap_or_else(|| reg_type(f, *t))), None),
            Operand::DPred => (Some("Pred"), None),
            Operand::A => (None, Some(typed.unwrap_or(value))),
            Operand::Src(t) => (None, Some(typed.unwrap_or_else(|| reg_type(f, *t)))),
            other => unreachable!("{other:?}: checked by row_problem"),
        };
        if let Some(t) = reg {
            let d = sig.dsts.len();
            let after_sink = j > 0 && matches!(f.operands[j - 1], Operand::Sink);
            if d > 0 || after_sink {
                // PTX joins a second destination to the first with `|` (`d|p`), and to a
                // discarded first one (`_|p`).
                sig.ops.push("Op::Pipe".to_string());
            }
            sig.names.push(
                match (d, t) {
                    (0, "Pred") => "p",
                    (0, _) => "d",
                    (_, "Pred") => "q",
                    _ => "e",
                }
                .to_string(),
            );
            sig.ops.push(format!("Op::Reg(d{d}.class, d{d}.idx)"));
            sig.dsts.push(t.to_string());
        }
        if let Some(t) = src {
            let limit = f.limits.iter().find(|l| l.operand as usize == j);
            let n = match limit {
                Some(l) => limit_name(l),
                None if t == "CachePolicy" => "policy",
                None if opaque(t) => "token",
                None if bulk(f) && t == "u32" => "size",
                None => srcs.next().expect("at most five sources"),
            };
            sig.names.push(n.to_string());
            if opaque(t) {
                sig.params.push(Param {
                    decl: format!("{n}: Reg<{t}>"),
                    doc: String::new(),
                });
                sig.ops.push(format!("self.op_reg({n}.id, at)"));
                continue;
            }
            sig.params.push(Param {
                decl: format!("{n}: impl Into<Src<{t}>>"),
                doc: limit.map_or(String::new(), |l| {
                    format!("`{n}`: {}, {}..={} when an immediate", l.what, l.lo, l.hi)
                }),
            });
            if bulk(f) && t == "u32" {
                // A bulk copy's byte count, checked before the addresses it bounds.
                sig.pre.push(format!(
                    "let (bytes, imm) = self.bulk_size({n}.into(), at);"
                ));
                sig.ops.push("bytes".into());
                continue;
            }
            sig.ops.push(match limit {
                Some(_) => format!(
                    "{{ let s = {n}.into(); self.limit(form, {j}, &s, at); self.op_arith(s, at) }}"
                ),
                // A store's value keeps an immediate in the instruction, of any type (`st`
                // spells a packed type as its bits); a multimem access spells the element's
                // own type, whose immediate ptxas refuses for the packed pairs: moved into a
                // register first, as arithmetic's.
                None if typed_addr(f).is_some_and(|a| !a.multimem) => {
                    format!("self.op_src({n}.into(), at)")
                }
                None => format!("self.op_arith({n}.into(), at)"),
            });
        }
    }
}

/// The parameter and operand expression of operand `j` of a group's first row when it is
/// not a register: a sink, an address, a vector of the address's elements, a tensor map,
/// a branch target, a predicate or an immediate (`false` for a register).
fn operand_of_kind(
    group: &[&Form],
    j: usize,
    value: &str,
    srcs: &mut std::slice::Iter<'_, &str>,
    imms: &mut std::slice::Iter<'_, &str>,
    sig: &mut Sig,
) -> bool {
    let f = group[0];
    match f.operands[j] {
        Operand::Sink => {
            sig.names.push("_".into());
            sig.ops.push("Op::Text(\"_\")".into());
            true
        }
        Operand::Addr(..) if !f.addrs.is_empty() => {
            addr_operand(f, j, sig);
            true
        }
        // A vector first is the destination (`ld… {d0, d1}, [addr]`), else a source.
        Operand::Vector if j == 0 => {
            dst_vector_operand(f, value, sig);
            true
        }
        Operand::Vector => {
            vector_operand(f, value, sig);
            true
        }
        Operand::Addr(Space::Generic, _) if space_param(f) => {
            // A generic address of any origin and element (`Ptr<Generic<O>, T>`).
            sig.tparams.push("O: Origin".into());
            sig.tparams.push("T: Elem".into());
            sig.names.push("a".into());
            sig.params.push(Param {
                decl: "p: Ptr<Generic<O>, T>".into(),
                doc: String::new(),
            });
            sig.ops.push("self.op_reg(p.id, at)".into());
            true
        }
        Operand::Addr(..) => {
            let spaces: Vec<Space> = group.iter().filter_map(|g| g.addr_space()).collect();
            sig.tparams.push(format!("A: {}", mbar_bound(&spaces)));
            sig.names.push("[bar]".into());
            sig.params.push(Param {
                decl: "bar: A".into(),
                doc: String::new(),
            });
            sig.ops.push(
                "self.op_addr(bar.operand(Token::new()), <A::Elem as Elem>::TY.size(), at)".into(),
            );
            true
        }
        Operand::TensorMap => {
            tensor_map_operand(sig);
            true
        }
        Operand::Label => {
            // A branch target, recorded for the check of branches into regions.
            sig.names.push("l".into());
            sig.params.push(Param {
                decl: "l: Label".into(),
                doc: String::new(),
            });
            sig.ops.push("self.branch_op(l, at)".into());
            true
        }
        Operand::Pred => {
            let n = srcs.next().expect("at most five sources");
            sig.names.push(n.to_string());
            sig.params.push(Param {
                decl: format!("{n}: Reg<Pred>"),
                doc: String::new(),
            });
            sig.ops.push(format!("self.op_reg({n}.id, at)"));
            true
        }
        // An immediate of one value is the row's, not a parameter.
        Operand::Imm(lo, hi) if lo == hi => {
            sig.ops.push(format!("Op::Imm(Imm::UInt({lo}))"));
            true
        }
        Operand::Imm(..) if imm_choice(f, j).is_some() => {
            let n = imms.next().expect("at most two immediates");
            imm_choice_operand(f, j, n, sig);
            true
        }
        Operand::Imm(lo, hi) => {
            let k = 2 - imms.len();
            let n = imms.next().expect("at most two immediates");
            sig.names.push(n.to_string());
            let (param, op) = imm_param(f, k, n, lo, hi);
            sig.params.push(param);
            sig.ops.push(op);
            true
        }
        _ => false,
    }
}

/// The address argument whose element is the instruction's type, if the row has one.
fn typed_addr(f: &Form) -> Option<&'static AddrArg> {
    f.addrs.iter().find(|a| a.typed)
}

/// Whether the row has a bulk copy's operands ([`AddrCheck::Bulk`]).
fn bulk(f: &Form) -> bool {
    f.addrs.iter().any(|a| a.check == AddrCheck::Bulk)
}

/// The type parameter of an address argument: its name's first letter in upper case.
fn addr_tparam(a: &AddrArg) -> String {
    a.name[..1].to_ascii_uppercase()
}

/// The parameter, bounds and operand of row `f`'s address operand `j`, as its
/// [`AddrArg`] says.
fn addr_operand(f: &Form, j: usize, sig: &mut Sig) {
    let a = f.addr_arg(j).expect("checked by row_problem");
    let p = addr_tparam(a);
    sig.tparams.push(p.clone());
    sig.wheres
        .extend(a.bounds.iter().map(|b| b.replace("{}", &p)));
    sig.params.push(Param {
        decl: format!("{}: {p}", a.name),
        doc: String::new(),
    });
    let operand = format!("{}.operand(Token::new())", a.name);
    if a.check == AddrCheck::Value {
        addr_value_operand(f, a, &operand, sig);
        return;
    }
    sig.names.push(format!("[{}]", a.name));
    sig.ops.push(match a.check {
        // A typed address beside a vector is accessed for the whole vector.
        AddrCheck::Elem => match f.vector_len().filter(|_| a.typed) {
            Some(n) => format!("self.op_addr({operand}, <{p}::Elem as Elem>::TY.size() * {n}, at)"),
            None => format!("self.op_addr({operand}, <{p}::Elem as Elem>::TY.size(), at)"),
        },
        AddrCheck::Access(n) => format!("self.op_addr({operand}, {n}, at)"),
        AddrCheck::AccessImm => format!("self.op_addr({operand}, imm_bytes, at)"),
        AddrCheck::Bulk => format!("self.bulk_addr({operand}, imm, 16, at)"),
        AddrCheck::Mbarrier => format!("self.bar_addr({operand}, at)"),
        AddrCheck::Aligned(n, what) => {
            format!("self.aligned_addr({operand}, {n}, \"{what}\", at)")
        }
        AddrCheck::Value => unreachable!("addr_value_operand"),
        AddrCheck::TensorMap => format!("self.op_tensor_map({operand}, at)"),
    });
}

/// [`addr_operand`] of an address taken as a value ([`AddrCheck::Value`]): not in
/// brackets, computed before the destinations (a register with an offset is added up
/// into a register of its own, [`value_name`]), so that a [`SlotArg::Width`] slot reads
/// its width.
fn addr_value_operand(f: &Form, a: &AddrArg, operand: &str, sig: &mut Sig) {
    let v = value_name(a);
    let width = match width_slot(f) {
        Some((i, _)) => format!(
            "; `{{{}}}` is `.u32` for a 32-bit address (`Ptr32`), else `.u64`",
            f.spell.names[i]
        ),
        None => String::new(),
    };
    if let Some(p) = sig.params.last_mut() {
        p.doc = format!(
            "`{}`: the address as a value, not accessed (a register with a constant offset is added up into a register first){width}",
            a.name
        );
    }
    sig.names.push(a.name.to_string());
    sig.pre
        .push(format!("let {v} = self.addr_value({operand}, at);"));
    sig.ops.push(v);
}

/// The local of the operand of an address taken as a value ([`addr_value_operand`]).
fn value_name(a: &AddrArg) -> String {
    format!("{}_value", a.name)
}

/// The value of a [`SlotArg::Width`] slot of row `f`: the width of its address value's
/// register.
fn width_value(f: &Form) -> String {
    let a = f
        .addrs
        .iter()
        .find(|a| a.check == AddrCheck::Value)
        .expect("a width slot has an address value");
    format!("Kernel::addr_width({})", value_name(a))
}

/// The names of the `n` registers of a fragment of row `f`: `lo, hi` for the two of a
/// row's only fragment, else `{base}0` … (`base`: the letter of the fragment's operand).
fn frag_names(f: &Form, base: &str, n: u8) -> Vec<String> {
    let frags = f
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::Frag(..) | Operand::DFrag(..)))
        .count();
    if n == 2 && frags == 1 {
        vec!["lo".into(), "hi".into()]
    } else {
        (0..n).map(|i| format!("{base}{i}")).collect()
    }
}

/// The type parameter of row `f` that its [`AssocType`](typed_ptx_isa::row::AssocType)
/// bounds: the type slot's `T`, else `D` or `S` for its destination or source of the
/// parameter's types.
fn assoc_param(f: &Form) -> &'static str {
    let a = assoc_type(f).expect("a bound with an associated type");
    if f.type_slot().is_some() {
        "T"
    } else if f.operands.contains(&Operand::DReg(a.params())) {
        "D"
    } else {
        "S"
    }
}

/// The Rust type of a register of types `t` in row `f`: its one type's, else (several
/// types, [`AssocType`](typed_ptx_isa::row::AssocType)) the type parameter, or its
/// associated type (`<T as crate::Widening>::Wide`).
fn type_expr(f: &Form, t: Types) -> String {
    if is_one_type(t) {
        return reg_type(f, t).to_string();
    }
    let a = assoc_type(f).expect("checked by row_problem");
    let p = assoc_param(f);
    if f.type_slot().is_none() && t == a.params() {
        p.to_string()
    } else {
        format!("<{p} as crate::{}>::{}", a.bound, a.assoc)
    }
}

/// The parameters, destinations and operands of a fragment (`{lo, hi}`: a source's
/// registers are parameters of their own, each a register or an immediate as written; a
/// destination's are returned as an array) and of a register of several types (typed by
/// the row's [`AssocType`](typed_ptx_isa::row::AssocType): the type parameter it bounds,
/// or its associated type); `false` for any other operand.
fn frag_or_assoc_operand(
    f: &Form,
    op: Operand,
    srcs: &mut std::slice::Iter<'_, &str>,
    sig: &mut Sig,
) -> bool {
    match op {
        Operand::Frag(t, n) => {
            let base = srcs.next().expect("at most five sources");
            let names = frag_names(f, base, n);
            sig.names.push(format!("{{{}}}", names.join(", ")));
            sig.ops.push(format!("Op::Vector({n})"));
            for name in names {
                sig.params.push(Param {
                    decl: format!("{name}: impl Into<Src<{}>>", type_expr(f, t)),
                    doc: String::new(),
                });
                sig.ops.push(format!("self.op_src({name}.into(), at)"));
            }
        }
        Operand::DFrag(t, n) => {
            dst_array(f, &frag_names(f, "d", n), &type_expr(f, t), sig);
        }
        Operand::DReg(t) if !is_one_type(t) => {
            let d = sig.dsts.len();
            assert_eq!(
                d, 0,
                "{:?}: a register of several types is the first destination",
                f.id
            );
            if f.type_slot().is_none() {
                let a = assoc_type(f).expect("checked by row_problem");
                sig.tparams.push(format!("D: crate::{}", a.bound));
            }
            sig.names.push("d".into());
            sig.ops.push(format!("Op::Reg(d{d}.class, d{d}.idx)"));
            sig.dsts.push(type_expr(f, t));
        }
        Operand::Src(t) if !is_one_type(t) => {
            let a = assoc_type(f).expect("checked by row_problem");
            if f.type_slot().is_none() && t == a.params() {
                sig.tparams.push(format!("S: crate::{}", a.bound));
            }
            let n = srcs.next().expect("at most five sources");
            sig.names.push(n.to_string());
            sig.params.push(Param {
                decl: format!("{n}: impl Into<Src<{}>>", type_expr(f, t)),
                doc: String::new(),
            });
            sig.ops.push(format!("self.op_arith({n}.into(), at)"));
        }
        _ => return false,
    }
    true
}

/// The tensor map and its coordinates (`[map, {c0, …}]`, [`Operand::TensorMap`]): the
/// map `map: M` of rank `RANK` (the value of the row's [`SlotArg::Rank`] slot) and one
/// coordinate per dimension. The operand is a statement ([`STMT`]): it pushes the map's
/// base, then each coordinate in a register.
fn tensor_map_operand(sig: &mut Sig) {
    sig.tparams.push("M".into());
    sig.tparams.push("const RANK: usize".into());
    sig.wheres.push("M: TensorMapAddr<RANK>".into());
    sig.names.push("[map, {coords}]".into());
    sig.params.push(Param {
        decl: "map: M".into(),
        doc: String::new(),
    });
    sig.params.push(Param {
        decl: "coords: impl Coords<RANK>".into(),
        doc: String::new(),
    });
    sig.ops.push(format!(
        "{STMT}self.tensor_operand(map.base(Token::new()), coords.srcs(Token::new()), at, &mut ops);"
    ));
}

/// The mark of an operand expression that is a statement pushing its operands to `ops`
/// (of a length the types say: a tensor map's coordinates).
const STMT: &str = ";";

/// The registers of a vector of the instruction's type `value` (`{a, b}`, as long as the
/// row's `.vN`): one array parameter.
fn vector_operand(f: &Form, value: &str, sig: &mut Sig) {
    let n = f.vector_len().expect("checked by row_problem");
    sig.names.push("{v}".into());
    sig.params.push(Param {
        decl: format!("v: [Reg<{value}>; {n}]"),
        doc: String::new(),
    });
    sig.ops.push(format!("Op::Vector({n})"));
    for i in 0..n {
        sig.ops.push(format!("self.op_reg(v[{i}].id, at)"));
    }
}

/// The registers a vector load writes (`{d0, d1, …}`, as long as the row's `.vN`), of the
/// instruction's type `value`: returned as an array.
fn dst_vector_operand(f: &Form, value: &str, sig: &mut Sig) {
    let n = f.vector_len().expect("checked by row_problem");
    let names: Vec<String> = (0..n).map(|d| format!("d{d}")).collect();
    dst_array(f, &names, value, sig);
}

/// Registers the instruction writes as one operand (`{d0, d1, …}`: a fragment, a vector
/// load's destination), each of type `ty`: the method returns them as an array.
fn dst_array(f: &Form, names: &[String], ty: &str, sig: &mut Sig) {
    assert!(
        sig.dsts.is_empty(),
        "{:?}: the registers of one operand are the only destination",
        f.id
    );
    let n = names.len();
    sig.names.push(format!("{{{}}}", names.join(", ")));
    sig.ops.push(format!("Op::Vector({n})"));
    for d in 0..n {
        sig.ops.push(format!("Op::Reg(d{d}.class, d{d}.idx)"));
        sig.dsts.push(ty.to_string());
    }
    sig.frag_ret = true;
}

/// Row `f`'s immediate operand `j`, named `n`, taken as the builder's enum of the values
/// PTX takes ([`imm_choice`]): its bytes are the immediate, and the access of an
/// `AddrCheck::AccessImm` address.
fn imm_choice_operand(f: &Form, j: usize, n: &str, sig: &mut Sig) {
    let e = imm_choice(f, j).expect("an immediate of a builder enum");
    let what = f.imms[imm_index(f, j)].what;
    sig.names.push(n.to_string());
    sig.params.push(Param {
        decl: format!("{n}: crate::{e}"),
        doc: format!("`{n}`: {what}"),
    });
    sig.pre.push(format!("let imm_bytes = {n}.bytes();"));
    sig.ops.push("Op::Imm(Imm::UInt(imm_bytes))".into());
}

/// The index in [`Form::imms`] of row `f`'s immediate operand `j`.
fn imm_index(f: &Form, j: usize) -> usize {
    f.operands[..j]
        .iter()
        .filter(|o| matches!(o, Operand::Imm(..)))
        .count()
}

/// The builder enum row `f` takes its immediate operand `j` as, if its rule names one
/// ([`ImmRule::choice`](typed_ptx_isa::ImmRule::choice)).
fn imm_choice(f: &Form, j: usize) -> Option<&'static str> {
    f.imms.get(imm_index(f, j)).and_then(|r| r.choice)
}

/// The parameter and the operand of a row's `k`-th immediate `n` in `lo..=hi`: its range
/// checked under the row's name for it ([`ImmRule`](typed_ptx_isa::ImmRule); none: the
/// method's immediate), and its step.
fn imm_param(f: &Form, k: usize, n: &str, lo: i64, hi: i64) -> (Param, String) {
    let method = f.row_method().unwrap_or_default();
    let default = format!("{method}'s immediate");
    let rule = f.imms.get(k);
    let what = rule.map_or(default.as_str(), |r| r.what);
    let step = rule.map_or(1, |r| r.step);
    // A range past a byte reads as the bit fields it packs (`0..=0x1f1f`).
    let mut doc = if hi > 0xff {
        format!("`{n}`: {what}, in {lo}..={hi:#x}")
    } else {
        format!("`{n}`: {what}, in {lo}..={hi}")
    };
    let mut check = format!("self.range(\"{what}\", {n} as i64, {lo}, {hi}, at);");
    if step > 1 {
        let _ = write!(doc, ", a multiple of {step}");
        let fix = rule.map_or("", |r| r.fix);
        check = format!(
            "if self.range(\"{what}\", {n} as i64, {lo}, {hi}, at) && !{n}.is_multiple_of({step}) {{ self.not_multiple(\"{what}\", {n} as i64, {step}, \"{fix}\", at); }}"
        );
    }
    (
        Param {
            decl: format!("{n}: u32"),
            doc,
        },
        format!("{{ {check} Op::Imm(Imm::UInt({n} as u64)) }}"),
    )
}

/// The requirement lines of a row's doc: the form's, and each gated value's.
fn requirements(f: &Form) -> String {
    let mut isa = f.min_isa.to_string();
    for (sm, v) in f.isa_on {
        let _ = write!(isa, " ({v} on sm_{sm})");
    }
    let mut d = format!(
        "    /// PTX ISA {isa}, sm_{} (`FormId::{}`)",
        f.min_sm,
        f.id.name()
    );
    for g in f.gates {
        let _ = write!(
            d,
            "; `{}` needs PTX ISA {}, sm_{}",
            g.value.text(),
            g.min_isa,
            g.min_sm
        );
    }
    d.push_str(".\n");
    d
}

/// The type slot of a row with rules of combinations ([`Form::combos`]), which a generated
/// method checks ([`Form::combo_ok`]): its element slot, spelled as its bits where the
/// rules take only those; `None` for a row without rules.
fn combo_slot(f: &Form) -> Option<usize> {
    if f.combos.is_empty() {
        return None;
    }
    (0..f.slots.len()).find(|&i| {
        matches!(
            SlotArg::of_slot(f, i),
            Some(SlotArg::Elem(_) | SlotArg::Type(..))
        )
    })
}

/// Whether row `f` has rules of its tensor map's element type ([`Combo::ELEM`]), which its
/// method checks ([`elem_check`]).
fn elem_rules(f: &Form) -> bool {
    f.combos.iter().any(|c| c.other == Combo::ELEM)
}

/// The check of a row's rules of its tensor map's element type ([`elem_rules`]), at the
/// call site after the operands: the map's type parameter `M` ([`Operand::TensorMap`]).
fn elem_check(f: &Form, s: &mut String) {
    if elem_rules(f) {
        s.push_str(
            "        if !self.combo_elem(form, &vals, <<M as TensorMapRef>::Elem as Elem>::TY, at) {\n            return;\n        }\n",
        );
    }
}

/// The doc line of a row with rules of combinations ([`combo_slot`], [`elem_rules`]).
fn combo_doc(f: &Form, s: &mut String) {
    if combo_slot(f).is_some() || elem_rules(f) {
        let _ = writeln!(
            s,
            "    ///\n    /// Refused at the call site where the row's rules refuse it: {}.",
            f.combos_text().replace('`', "")
        );
    }
}

/// The check of a row with rules of combinations ([`combo_slot`]), at the call site after
/// the operands (whose own errors come first).
fn combo_check(f: &Form, sig: &Sig, s: &mut String) {
    let Some(ty) = combo_slot(f) else {
        return;
    };
    if sig.dsts.is_empty() {
        let _ = writeln!(
            s,
            "        if !self.combo(form, &mut vals, {ty}, at) {{\n            return;\n        }}"
        );
    } else {
        // The destinations are returned either way; a refused combination (an error
        // already recorded at the call site) emits no instruction.
        let _ = writeln!(s, "        let ok = self.combo(form, &mut vals, {ty}, at);");
    }
}

/// The `Kernel` methods of the `Shape::Row` rows, each into its family's chapter (a
/// generated `impl` block).
pub fn methods(chapters: &mut crate::builder_methods::Chapters) {
    for group in groups() {
        let f = group[0];
        let mut s = String::new();
        let sig = signature(&group);
        let method = group_method(&group);
        let operands = &sig.names;
        // A space passed as `S`: the description's window is `S`'s.
        let doc = f.doc.replace("{window}", "`S`'s window");
        let _ = writeln!(
            s,
            "    /// `{}{}{}`: {}.\n    ///",
            f.spell.template,
            if operands.is_empty() { "" } else { " " },
            operands.join(", "),
            doc
        );
        if let [one] = group.as_slice() {
            s.push_str(&requirements(one));
        } else if typed(&group) {
            // One line per row: the types that pick it, and what it needs.
            let params = type_params(&group);
            for g in &group {
                let r = requirements(g);
                let types: Vec<String> = params
                    .iter()
                    .map(|p| {
                        let names: Vec<&str> = each_type(p.types_in(g)).map(rust_type).collect();
                        format!("`{}`: {}", p.name, names.join(", "))
                    })
                    .collect();
                let _ = write!(
                    s,
                    "    /// * `{}` ({}): {}",
                    g.spell.template,
                    types.join("; "),
                    r.trim_start_matches("    /// ")
                );
            }
        } else {
            // One line per row: which address picks it, and what it needs.
            for g in &group {
                let r = requirements(g);
                let space = g.addr_space().expect("checked by group_problem");
                let _ = write!(
                    s,
                    "    /// * `{}` (a {} address): {}",
                    g.spell.template,
                    match space.qualifier() {
                        "" => "generic",
                        q => q,
                    },
                    r.trim_start_matches("    /// ")
                );
            }
        }
        combo_doc(f, &mut s);
        let docs: Vec<&Param> = sig.params.iter().filter(|p| !p.doc.is_empty()).collect();
        if !docs.is_empty() {
            s.push_str("    ///\n");
            for p in docs {
                let _ = writeln!(s, "    /// * {}.", p.doc);
            }
        }
        let ret = match sig.dsts.len() {
            _ if sig.frag_ret => format!(" -> [Reg<{}>; {}]", sig.dsts[0], sig.dsts.len()),
            0 => String::new(),
            1 => format!(" -> Reg<{}>", sig.dsts[0]),
            _ => format!(
                " -> ({})",
                sig.dsts
                    .iter()
                    .map(|t| format!("Reg<{t}>"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let tparam = if sig.tparams.is_empty() {
            String::new()
        } else {
            format!("<{}>", sig.tparams.join(", "))
        };
        let params: Vec<&str> = sig.params.iter().map(|p| p.decl.as_str()).collect();
        let wheres = if sig.wheres.is_empty() {
            String::new()
        } else {
            // One bound a line: a compile error's note then shows the bound alone.
            let lines: Vec<String> = sig
                .wheres
                .iter()
                .map(|w| format!("        {w},\n"))
                .collect();
            format!("\n    where\n{}   ", lines.concat())
        };
        let _ = writeln!(
            s,
            "    #[track_caller]\n    pub fn {method}{tparam}(&mut self{}{}){ret}{wheres} {{",
            if params.is_empty() { "" } else { ", " },
            params.join(", ")
        );
        s.push_str("        let at = site(Location::caller());\n");
        for l in &sig.pre {
            let _ = writeln!(s, "        {l}");
        }
        let combo = combo_slot(f);
        let _ = writeln!(
            s,
            "        let {}vals = [{}];",
            if combo.is_some() { "mut " } else { "" },
            sig.vals.join(", ")
        );
        let _ = writeln!(s, "        let form = {};", sig.form);
        for (i, t) in sig.dsts.iter().enumerate() {
            let _ = writeln!(
                s,
                "        let d{i} = self.new_reg(<{t} as Scalar>::TY.class());"
            );
        }
        ops_lines(&sig, &mut s);
        combo_check(f, &sig, &mut s);
        elem_check(f, &mut s);
        let guarded = combo.is_some() && !sig.dsts.is_empty();
        if guarded {
            s.push_str("        if ok {\n    ");
        }
        if sig.sliced {
            // The rows lacking the type slot spell their one type: no value passed.
            s.push_str("        self.op(form, &vals[..form.form().slots.len()], &ops, at);\n");
        } else {
            s.push_str("        self.op(form, &vals, &ops, at);\n");
        }
        if guarded {
            s.push_str("        }\n");
        }
        match sig.dsts.len() {
            _ if sig.frag_ret => {
                let regs: Vec<String> = (0..sig.dsts.len())
                    .map(|i| format!("Reg::new(d{i})"))
                    .collect();
                let _ = writeln!(s, "        [{}]", regs.join(", "));
            }
            0 => {}
            1 => s.push_str("        Reg::new(d0)\n"),
            n => {
                let regs: Vec<String> = (0..n).map(|i| format!("Reg::new(d{i})")).collect();
                let _ = writeln!(s, "        ({})", regs.join(", "));
            }
        }
        s.push_str("    }\n\n");
        chapters.of(f.family).push_str(&s);
    }
}

/// The lines of a method that gather its operands: an array, or, with an operand of a
/// length the types say (a statement, [`STMT`]: a tensor map's coordinates), pushed one
/// by one.
fn ops_lines(sig: &Sig, s: &mut String) {
    if !sig.ops.iter().any(|o| o.starts_with(STMT)) {
        let _ = writeln!(s, "        let ops = [{}];", sig.ops.join(", "));
        return;
    }
    s.push_str("        let mut ops = Vec::new();\n");
    for o in &sig.ops {
        match o.strip_prefix(STMT) {
            Some(stmt) => {
                let _ = writeln!(s, "        {stmt}");
            }
            None => {
                let _ = writeln!(s, "        ops.push({o});");
            }
        }
    }
}

/// The enums of the rows' modifier slots (the builder's `slots` module), but for the slots
/// passed as a shared enum ([`SHARED_ENUMS`]); and the test that each shared enum's `ALL`
/// and `modifier()` agree with the registry.
pub fn slots_file(header: &str) -> String {
    let mut s = format!("{header}\n");
    for f in rows() {
        for i in 0..f.slots.len() {
            let list: Vec<Mod> = match SlotArg::of_slot(f, i) {
                Some(SlotArg::Choice(l) | SlotArg::OptChoice(l)) => l.to_vec(),
                _ => continue,
            };
            if row_enum(f, &list).is_some() {
                continue;
            }
            let name = typed_ptx_isa::row::enum_name(f.id, f.spell.names[i]);
            let _ = writeln!(
                s,
                "/// The slot `{{{}}}` of `{}` (`FormId::{}`, [`Kernel::{}`](crate::Kernel::{})).",
                f.spell.names[i],
                f.spell.template,
                f.id.name(),
                f.row_method().unwrap_or_default(),
                f.row_method().unwrap_or_default()
            );
            let _ = writeln!(
                s,
                "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum {name} {{"
            );
            for m in &list {
                let gate = f
                    .gates
                    .iter()
                    .find(|g| g.slot as usize == i && g.value == *m)
                    .map_or(String::new(), |g| {
                        format!(" (PTX ISA {}, sm_{})", g.min_isa, g.min_sm)
                    });
                let _ = writeln!(s, "    /// `{}`{gate}.\n    {m:?},", m.text());
            }
            s.push_str("}\n\n");
            let all: Vec<String> = list.iter().map(|m| format!("{name}::{m:?}")).collect();
            let arms: Vec<String> = list
                .iter()
                .map(|m| format!("            {name}::{m:?} => Mod::{m:?},"))
                .collect();
            let _ = writeln!(
                s,
                "impl {name} {{\n    /// Every value, in the row's order.\n    pub const ALL: &'static [{name}] = &[{}];\n\n    /// The table's modifier.\n    pub const fn modifier(self) -> Mod {{\n        match self {{\n{}\n        }}\n    }}\n}}\n",
                all.join(", "),
                arms.join("\n")
            );
        }
    }
    s.push_str(
        "/// The builder's shared enums (`typed_ptx_isa::row::SHARED_ENUMS`): each one's `ALL` and\n/// `modifier()` are the registry's modifiers, in its order.\n#[cfg(test)]\n#[test]\nfn shared_enums_agree() {\n    let registry = typed_ptx_isa::row::SHARED_ENUMS;\n",
    );
    for (i, e) in SHARED_ENUMS.iter().enumerate() {
        let _ = writeln!(
            s,
            "    assert_eq!(registry[{i}].name, \"{n}\");\n    assert_eq!(crate::{n}::ALL.iter().map(|e| e.modifier()).collect::<Vec<_>>(), registry[{i}].mods, \"{n}\");",
            n = e.name
        );
    }
    let _ = writeln!(
        s,
        "    assert_eq!(registry.len(), {});\n}}",
        SHARED_ENUMS.len()
    );
    s
}

/// The builder's impls of the bounds of the typed groups' methods
/// ([`TYPE_BOUNDS`]): each trait is implemented for exactly the types of its methods'
/// rows, so a type is accepted where a row takes it (and every method of one trait takes
/// the same types: the generator fails otherwise).
pub fn bounds_file(header: &str) -> String {
    let mut s = format!("{header}\n");
    let mut done: Vec<(&str, Types, &str)> = Vec::new();
    for b in TYPE_BOUNDS {
        let group = typed_ptx_isa::row::group_of(b.method)
            .unwrap_or_else(|| panic!("row::TYPE_BOUNDS: no rows of {}", b.method));
        let params = type_params(&group);
        for (p, bound) in params.iter().zip(b.bounds) {
            if bound.is_empty() {
                continue;
            }
            if let (name, Some(other)) = bound_parts(bound) {
                pair_impls(&mut s, name, p, other, &params, &group, b.method);
                continue;
            }
            let types = Types(group.iter().fold(0, |a, f| a | p.types_in(f).0));
            if let Some((_, t, m)) = done.iter().find(|(n, ..)| n == bound) {
                assert_eq!(
                    *t, types,
                    "{bound}: methods {m} and {} take different types",
                    b.method
                );
                continue;
            }
            done.push((bound, types, b.method));
            let _ = writeln!(s, "// `{bound}`: the types of the rows of `{}`.", b.method);
            for t in each_type(types) {
                let _ = writeln!(s, "impl crate::{bound} for {} {{}}", rust_type(t));
            }
        }
    }
    pair_impls_of_rows(&mut s);
    assoc_types_test(&mut s);
    s
}

/// The test that the builder's associated types of [`ASSOC_TYPES`] are the registry's
/// (`<u16 as Widening>::Wide` is `u32`).
fn assoc_types_test(s: &mut String) {
    s.push_str(
        "\n/// The builder's associated types (`typed_ptx_isa::row::ASSOC_TYPES`): each type's is the\n/// registry's.\n#[cfg(test)]\n#[test]\nfn assoc_types_agree() {\n",
    );
    for a in ASSOC_TYPES {
        for (src, dst) in a.pairs {
            let _ = writeln!(
                s,
                "    assert!(<<{src} as crate::{b}>::{assoc} as crate::Scalar>::TY == <{dst} as crate::Scalar>::TY);",
                src = rust_type(*src),
                dst = rust_type(*dst),
                b = a.bound,
                assoc = a.assoc
            );
        }
    }
    s.push_str("}\n");
}

/// The impls of a trait of a pair of type parameters (`D: CvtHalf<S>`): one per row of
/// the group, for its type of `p` over its type of the parameter `other`.
fn pair_impls(
    s: &mut String,
    name: &str,
    p: &TypeParam,
    other: &str,
    params: &[TypeParam],
    group: &[&Form],
    method: &str,
) {
    let q = params
        .iter()
        .find(|q| q.name == other)
        .unwrap_or_else(|| panic!("{method}: {name}<{other}>: no type parameter {other}"));
    let _ = writeln!(
        s,
        "// `{name}<{other}>`: the pairs of types of the rows of `{method}`."
    );
    for f in group {
        let _ = writeln!(
            s,
            "impl crate::{name}<{}> for {} {{}}",
            rust_type(q.types_in(f)),
            rust_type(p.types_in(f))
        );
    }
}

/// How the tests' dispatch passes slot `i` to the method: the expression, and the lines
/// that compute it (`None` in them: the value is not the slot's).
fn case_arg(f: &Form, i: usize) -> Option<(String, String)> {
    let name = param_name(f, i);
    let e = match SlotArg::of_slot(f, i)? {
        SlotArg::Choice(l) | SlotArg::OptChoice(l) => slot_enum_path(f.id, f.spell.names[i], l),
        _ => String::new(),
    };
    let get = vals_get(i);
    match SlotArg::of_slot(f, i)? {
        // The type parameter `S` of [`cases_file`]'s dispatch on the space.
        // The rank: [`cases_file`]'s dispatch on the slot's value (`RANK`).
        // The width: [`cases_file`]'s dispatch on the slot's value ([`width_slot`]).
        // The address's space: [`cases_file`]'s dispatch on the slot's value
        // ([`addr_space_cases`]).
        SlotArg::Type(..)
        | SlotArg::Space(_)
        | SlotArg::AddrSpace(_)
        | SlotArg::Elem(_)
        | SlotArg::Rank(_)
        | SlotArg::Width(_) => None,
        // Filled by the method from the rules ([`Form::ruled_slot`]).
        SlotArg::Ruled(_) => None,
        SlotArg::Flag(_) => Some((
            name.to_string(),
            format!("            let {name} = *vals.{get}? != Val::NONE;\n"),
        )),
        SlotArg::Choice(_) => Some((
            name.to_string(),
            format!("            let {name} = pick({e}::ALL, {e}::modifier, *vals.{get}?)?;\n"),
        )),
        SlotArg::OptChoice(_) => Some((
            name.to_string(),
            format!(
                "            let {name} = if *vals.{get}? == Val::NONE {{ None }} else {{ Some(pick({e}::ALL, {e}::modifier, *vals.{get}?)?) }};\n"
            ),
        )),
    }
}

/// [`case_call`]'s operands of addresses, tensor maps and vectors: a generic address, a
/// row's address argument ([`case_addr`]), an mbarrier's address, a tensor map of `u32`
/// elements (the untyped addresses' element) of rank `RANK` ([`cases_file`]'s dispatch on
/// the rank slot) with its coordinates, a vector of the typed address's elements; `false`
/// for any other operand.
fn case_address(
    f: &Form,
    op: Operand,
    j: usize,
    t: Option<&str>,
    s: &mut String,
    call_args: &mut Vec<String>,
) -> bool {
    match op {
        Operand::Addr(Space::Generic, _) if space_param(f) => {
            let _ = writeln!(s, "{}let s{j} = o.generic(k);", " ".repeat(16));
            call_args.push(format!("s{j}"));
        }
        Operand::Addr(space, _) if !f.addrs.is_empty() => {
            let _ = writeln!(
                s,
                "{}let s{j} = o.{};",
                " ".repeat(16),
                case_addr(f, j, space, t)
            );
            call_args.push(format!("s{j}"));
        }
        Operand::Addr(space, _) => {
            let getter = match space {
                Space::SharedCta => "mbar_cta",
                Space::Generic => "mbar_generic",
                Space::SharedCluster => "mbar_cluster",
                other => unreachable!("{other:?}: no mbarrier address there"),
            };
            let _ = writeln!(s, "{}let s{j} = o.{getter}(k);", " ".repeat(16));
            call_args.push(format!("s{j}"));
        }
        Operand::Sink => {}
        // A tensor map of `u32` elements (the untyped addresses' element) of rank
        // `RANK` ([`cases_file`]'s dispatch on the rank slot), and its coordinates.
        Operand::TensorMap => {
            let pad = " ".repeat(16);
            let _ = writeln!(s, "{pad}let s{j} = o.tensor_map::<u32, RANK>(k)?;");
            let _ = writeln!(
                s,
                "{pad}let c{j}: [Reg<i32>; RANK] = core::array::from_fn(|_| o.reg::<i32>(k));"
            );
            call_args.push(format!("s{j}"));
            call_args.push(format!("c{j}"));
        }
        // A vector load's destination: the method returns it.
        Operand::Vector if j == 0 => {}
        Operand::Vector => {
            let n = f.vector_len().expect("checked by row_problem");
            let t = format!("<{} as Elem>::Value", t.expect("a type slot"));
            let regs: Vec<String> = (0..n).map(|_| format!("o.reg::<{t}>(k)")).collect();
            let _ = writeln!(s, "{}let s{j} = [{}];", " ".repeat(16), regs.join(", "));
            call_args.push(format!("s{j}"));
        }
        _ => return false,
    }
    true
}

/// The line that gives row `f`'s source operand `j` (of register type `ty`) from the
/// tests' `Operands`, pushed to `call_args`; `false` for any other operand.
fn case_source(
    f: &Form,
    op: Operand,
    j: usize,
    ty: &str,
    s: &mut String,
    call_args: &mut Vec<String>,
) -> bool {
    let limit = f.limits.iter().find(|l| l.operand as usize == j);
    let pad = " ".repeat(16);
    let get = match op {
        Operand::Src(_) if ty == "CachePolicy" => "o.policy(k)".to_string(),
        Operand::Src(_) if opaque(ty) => "o.token(k)".to_string(),
        // A bulk copy's byte count: a multiple of 16 that the case's addresses hold
        // (`Operands::addr`: 64 bytes).
        Operand::Src(t) if t == Types::U32 && bulk(f) => "o.imm(16, 64, 16)".to_string(),
        // An f32 source with a limit (`createpolicy`'s fraction): a register, which the
        // limit does not bound (the immediates' check has a test of its own).
        Operand::Src(t) if t == Types::F32 && limit.is_some() => "o.reg::<f32>(k)".to_string(),
        // A u32 source with a limit: an immediate in its range, or a register.
        Operand::Src(t) if t == Types::U32 && limit.is_some() => {
            let l = limit.expect("the guard");
            format!("o.src_in(k, {}, {})", l.lo, l.hi)
        }
        Operand::A | Operand::Src(_) => format!("o.src::<{ty}>(k)"),
        Operand::Pred => "o.pred(k)".to_string(),
        _ => return false,
    };
    let _ = writeln!(s, "{pad}let s{j} = {get};");
    call_args.push(format!("s{j}"));
    true
}

/// One call of a row's method with its operands from `o`, for the type `t` (the type
/// slot's value; `None`: no type slot).
/// The mark of a slot argument [`case_call`] passes after the operands ([`slot_last`]).
const LATE: &str = "late:";

fn case_call(f: &Form, args: &[String], t: Option<&str>) -> String {
    let mut s = String::new();
    let mut call_args: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with(LATE))
        .cloned()
        .collect();
    let late: Vec<String> = args
        .iter()
        .filter_map(|a| a.strip_prefix(LATE).map(str::to_string))
        .collect();
    let mut dsts = Vec::new();
    let mut labels = Vec::new();
    let mut frag_dst = false;
    for (j, op) in f.operands.iter().enumerate() {
        if case_frag_or_assoc(f, *op, j, t, &mut s, &mut call_args, &mut dsts) {
            frag_dst |= matches!(op, Operand::DFrag(..));
            continue;
        }
        if case_address(f, *op, j, t, &mut s, &mut call_args) {
            continue;
        }
        let ty = match op {
            // The register type of a typed address's element (`u8` travels in a `u16`).
            Operand::A | Operand::D if typed_addr(f).is_some() => {
                format!("<{} as Elem>::Value", t.expect("a type slot"))
            }
            Operand::A | Operand::D => t.expect("a type slot").to_string(),
            Operand::Src(x) | Operand::DReg(x) => reg_type(f, *x).to_string(),
            _ => String::new(),
        };
        if case_source(f, *op, j, &ty, &mut s, &mut call_args) {
            continue;
        }
        match op {
            // A branch target: a fresh label, placed right after the branch.
            Operand::Label => {
                let _ = writeln!(s, "{}let s{j} = k.label();", " ".repeat(16));
                call_args.push(format!("s{j}"));
                labels.push(format!("s{j}"));
            }
            // The row's own immediate: no argument.
            Operand::Imm(lo, hi) if lo == hi => {}
            // One of the builder enum's values.
            Operand::Imm(..) if imm_choice(f, j).is_some() => {
                let e = imm_choice(f, j).expect("the guard");
                let _ = writeln!(
                    s,
                    "{}let s{j} = {{ let all = {e}::ALL; all[o.imm(0, all.len() as i64 - 1, 1) as usize] }};",
                    " ".repeat(16)
                );
                call_args.push(format!("s{j}"));
            }
            Operand::Imm(lo, hi) => {
                let step = f.imms.get(imm_index(f, j)).map_or(1, |r| r.step);
                let _ = writeln!(s, "{}let s{j} = o.imm({lo}, {hi}, {step});", " ".repeat(16));
                call_args.push(format!("s{j}"));
            }
            Operand::D | Operand::DReg(_) => dsts.push(ty),
            Operand::DPred => dsts.push("Pred".into()),
            other => unreachable!("{other:?}: checked by row_problem"),
        }
    }
    call_args.extend(late);
    // A space type parameter first (`S`, bound by [`cases_file`]'s dispatch), the others
    // inferred.
    let turbofish = if space_param(f) {
        let n = signature(&[f]).tparams.len();
        format!("::<S{}>", ", _".repeat(n.saturating_sub(1)))
    } else {
        String::new()
    };
    let call = format!(
        "k.{}{turbofish}({})",
        f.row_method().unwrap_or_default(),
        call_args.join(", ")
    );
    let pad = " ".repeat(16);
    match dsts.len() {
        n if frag_dst => {
            let names: Vec<String> = (0..n).map(|i| format!("r{i}")).collect();
            let _ = writeln!(
                s,
                "{pad}let [{}]: [Reg<{}>; {n}] = {call};",
                names.join(", "),
                dsts[0]
            );
            for r in names {
                let _ = writeln!(s, "{pad}o.dst({r});");
            }
        }
        0 => {
            let _ = writeln!(s, "{pad}{call};");
        }
        1 => {
            let _ = writeln!(s, "{pad}let r: Reg<{}> = {call};\n{pad}o.dst(r);", dsts[0]);
        }
        n => {
            let names: Vec<String> = (0..n).map(|i| format!("r{i}")).collect();
            let tys: Vec<String> = dsts.iter().map(|t| format!("Reg<{t}>")).collect();
            let _ = writeln!(
                s,
                "{pad}let ({}): ({}) = {call};",
                names.join(", "),
                tys.join(", ")
            );
            for r in names {
                let _ = writeln!(s, "{pad}o.dst({r});");
            }
        }
    }
    for l in labels {
        let _ = writeln!(s, "{pad}k.place({l});");
    }
    s
}

/// The call of the tests' `Operands` that gives row `f`'s address operand `j` (of
/// `space`), as its [`AddrArg`] says: an mbarrier of the space, or an address of the space
/// whose element is the instruction's type `t` (a typed argument) or a `u32`.
fn case_addr(f: &Form, j: usize, space: Space, t: Option<&str>) -> String {
    let a = f.addr_arg(j).expect("checked by row_problem");
    if a.check == AddrCheck::TensorMap {
        // A tensor map of a named space (`tensormap.cp_fenceproxy`'s `.global` destination
        // and `.shared::cta` source) is that space's; else it is in the space `S` of
        // [`addr_space_cases`]' arm (a generic address: the provider's tensor map).
        if addr_space_slot(f).is_none() && space != Space::Generic {
            return format!("map_var::<{}, u32, 1>(k)?", space_type(space));
        }
        return MAP_IN_S.to_string();
    }
    if let AddrCheck::Aligned(n, _) = a.check {
        return format!(
            "aligned::<{}, u32>(k, {n})?",
            space_type(a.example.unwrap_or(space))
        );
    }
    if a.multimem {
        let elem = t.expect("a multimem address argument is typed");
        return format!("multimem::<{elem}>(k)?");
    }
    if a.mbarrier {
        return match a.example.unwrap_or(space) {
            Space::SharedCta => "mbar_cta(k)",
            Space::Generic => "mbar_generic(k)",
            Space::SharedCluster => "mbar_cluster(k)",
            other => unreachable!("{other:?}: no mbarrier address there"),
        }
        .to_string();
    }
    let elem = if a.typed {
        t.expect("a typed address argument has a type slot")
    } else {
        same_elem(f, a, t).unwrap_or("u32")
    };
    if let (Space::Generic, Some(origin)) = (space, a.origin) {
        return format!("generic_of::<{}, {elem}>(k)?", space_type(origin));
    }
    let space = space_type(a.example.unwrap_or(space));
    format!("addr::<{space}, {elem}>(k)?")
}

/// How [`cases_file`]'s dispatch reads slot `i` from `vals`: `first()`, else `get(i)`.
fn vals_get(i: usize) -> String {
    if i == 0 {
        "first()".to_string()
    } else {
        format!("get({i})")
    }
}

/// The first slot of row `f` that `pick` takes ([`SlotArg::of_slot`]): its index and values.
fn slot_by(
    f: &Form,
    pick: impl Fn(SlotArg) -> Option<&'static [Mod]>,
) -> Option<(usize, &'static [Mod])> {
    (0..f.slots.len()).find_map(|i| SlotArg::of_slot(f, i).and_then(&pick).map(|l| (i, l)))
}

/// The width slot of row `f` ([`SlotArg::Width`]): its index and values.
fn width_slot(f: &Form) -> Option<(usize, &'static [Mod])> {
    slot_by(f, |a| match a {
        SlotArg::Width(list) => Some(list),
        _ => None,
    })
}

/// [`cases_file`]'s calls of a row whose address's width a slot spells ([`width_slot`]):
/// one arm per value, the `.u32` one passing a 32-bit address (`Operands::addr32`).
fn width_cases(f: &Form, args: &[String], s: &mut String) {
    let (i, list) = width_slot(f).expect("a width slot");
    let get = vals_get(i);
    let body = case_call(f, args, None);
    let _ = writeln!(s, "            match vals.{get}?.as_mod()? {{");
    for m in list {
        let _ = writeln!(s, "                Mod::{m:?} => {{");
        // The address of `case_addr`, of the value's width.
        let body = match m {
            Mod::U32 => body.replace("o.addr::<", "o.addr32::<"),
            _ => body.clone(),
        };
        for l in body.lines() {
            let _ = writeln!(s, "    {l}");
        }
        s.push_str("                }\n");
    }
    s.push_str("                _ => return None,\n            }\n");
}

/// The element of untyped address `a` of row `f` whose bounds name the element of the
/// row's typed address (`S::Elem: SameElem<D::Elem>`: a bulk reduction's source): the
/// typed one's, `t`.
fn same_elem<'t>(f: &Form, a: &AddrArg, t: Option<&'t str>) -> Option<&'t str> {
    let typed = addr_tparam(typed_addr(f)?);
    let elem = format!("<{typed}::Elem>");
    a.bounds.iter().any(|b| b.contains(&elem)).then_some(t?)
}

/// The builder's type of an address's space.
fn space_type(space: Space) -> &'static str {
    match space {
        Space::Generic => "Generic<Unknown>",
        Space::Global => "Global",
        Space::SharedCta => "Shared<Cta>",
        Space::SharedCluster => "Shared<Cluster>",
        Space::Local => "Local",
        Space::Const => "Const",
        Space::Param => "Param<Entry>",
    }
}

/// A tensor map in the space `S` of an [`addr_space_cases`] arm, as a case takes it.
const MAP_IN_S: &str = "map_var::<S, u32, 1>(k)?";

/// The address-space slot of row `f` ([`SlotArg::AddrSpace`]): its index and values.
fn addr_space_slot(f: &Form) -> Option<(usize, &'static [Mod])> {
    slot_by(f, |a| match a {
        SlotArg::AddrSpace(list) => Some(list),
        _ => None,
    })
}

/// The tests' dispatch of a row whose `{.space}` slot follows its address
/// ([`SlotArg::AddrSpace`]): one arm per value, the address of the space it names (`S`),
/// a generic address for none.
fn addr_space_cases(f: &Form, args: &[String], s: &mut String) {
    let (i, list) = addr_space_slot(f).expect("an address-space slot");
    let get = vals_get(i);
    let body = case_call(f, args, None);
    let _ = writeln!(s, "            match *vals.{get}? {{");
    for m in list {
        if *m == Mod::None {
            let _ = writeln!(s, "                Val::NONE => {{");
            let generic = body.replace(MAP_IN_S, "tensor_map::<u32, 1>(k)?");
            for l in generic.lines() {
                let _ = writeln!(s, "    {l}");
            }
        } else {
            let space = Space::of_modifier(*m).expect("a space slot's value names a space");
            let _ = writeln!(s, "                v if v == Val::from(Mod::{m:?}) => {{");
            let _ = writeln!(s, "                    type S = {};", space_type(space));
            for l in body.lines() {
                let _ = writeln!(s, "    {l}");
            }
        }
        s.push_str("                }\n");
    }
    s.push_str("                _ => return None,\n            }\n");
}

/// The rank slot of row `f` ([`SlotArg::Rank`]): its index and values.
fn rank_slot(f: &Form) -> Option<(usize, &'static [Mod])> {
    slot_by(f, |a| match a {
        SlotArg::Rank(list) => Some(list),
        _ => None,
    })
}

/// [`case_call`]'s operands of a fragment (a source's registers from `o.src`, a
/// destination's returned as an array) and of a register of several types (the parameter's
/// type `t`, or the type the [`AssocType`](typed_ptx_isa::row::AssocType) pairs with it);
/// `false` for any other operand.
fn case_frag_or_assoc(
    f: &Form,
    op: Operand,
    j: usize,
    t: Option<&str>,
    s: &mut String,
    call_args: &mut Vec<String>,
    dsts: &mut Vec<String>,
) -> bool {
    let pad = " ".repeat(16);
    // The Rust type of a register of types `x` with the parameter's type `t`.
    let ty = |x: Types| {
        if is_one_type(x) {
            return reg_type(f, x).to_string();
        }
        let a = assoc_type(f).expect("checked by row_problem");
        let t = t.expect("the parameter's type");
        if f.type_slot().is_none() && x == a.params() {
            return t.to_string();
        }
        a.pairs
            .iter()
            .find(|p| rust_type(p.0) == t)
            .map(|p| rust_type(p.1).to_string())
            .unwrap_or_else(|| panic!("{:?}: {t} has no {}", f.id, a.assoc))
    };
    match op {
        Operand::Frag(x, n) => {
            for i in 0..n {
                let _ = writeln!(s, "{pad}let s{j}_{i} = o.src::<{}>(k);", ty(x));
                call_args.push(format!("s{j}_{i}"));
            }
        }
        Operand::DFrag(x, n) => dsts.extend((0..n).map(|_| ty(x))),
        Operand::DReg(x) if !is_one_type(x) => dsts.push(ty(x)),
        Operand::Src(x) if !is_one_type(x) => {
            let _ = writeln!(s, "{pad}let s{j} = o.src::<{}>(k);", ty(x));
            call_args.push(format!("s{j}"));
        }
        _ => return false,
    }
    true
}

/// The method of a row of two type slots ([`TypePairs`](typed_ptx_isa::row::TypePairs)):
/// `D` (its destination, the first slot) bound by the row's trait of `S` (its source, the
/// second slot), implemented for exactly its pairs ([`bounds_file`]).
fn pair_sig(f: &Form) -> Sig {
    let bound = f.bound.expect("checked by row_problem");
    Sig {
        names: vec!["d".into(), "a".into()],
        tparams: vec![format!("D: crate::{bound}<S>"), "S: Scalar".into()],
        params: vec![Param {
            decl: "a: impl Into<Src<S>>".into(),
            doc: String::new(),
        }],
        vals: vec![
            "Val::from(<D as Scalar>::TY.modifier())".into(),
            "Val::from(<S as Scalar>::TY.modifier())".into(),
        ],
        dsts: vec!["D".into()],
        ops: vec![
            "Op::Reg(d0.class, d0.idx)".into(),
            "self.op_arith(a.into(), at)".into(),
        ],
        form: format!("FormId::{}", f.id.name()),
        sliced: false,
        late: Vec::new(),
        frag_ret: false,
        wheres: Vec::new(),
        pre: Vec::new(),
    }
}

/// The impls of the rows of two type slots: the row's trait for each of its pairs, and
/// the trait that dispatches to its method (`CvtFrom`), if it has one.
fn pair_impls_of_rows(s: &mut String) {
    for f in rows() {
        let (Some(pairs), Some(bound)) = (f.type_pairs(), f.bound) else {
            continue;
        };
        let method = f.row_method().unwrap_or_default();
        let _ = writeln!(s, "\n// `{bound}<S>`: the pairs of types of `{method}`.");
        for (d, t) in &pairs {
            let _ = writeln!(
                s,
                "impl crate::{bound}<{}> for {} {{}}",
                rust_type(*t),
                rust_type(*d)
            );
        }
        let Some(via) = TYPE_PAIRS.iter().find(|p| p.id == f.id).and_then(|p| p.via) else {
            continue;
        };
        let _ = writeln!(s, "\n// `{via}<S>`: `{method}` for its pairs.");
        for (d, t) in &pairs {
            let _ = writeln!(
                s,
                "impl crate::{via}<{t}> for {d} {{\n    #[track_caller]\n    fn emit(k: &mut crate::Kernel<'_>, a: crate::Reg<{t}>) -> crate::Reg<Self> {{\n        k.{method}::<{d}, {t}>(a)\n    }}\n}}",
                t = rust_type(*t),
                d = rust_type(*d)
            );
        }
    }
}

/// [`cases_file`]'s arms of a row of two type slots: one per pair of its values.
fn pair_cases(f: &Form, s: &mut String) {
    let pairs = f.type_pairs().expect("a row of type pairs");
    s.push_str("            match (vals.first()?.as_mod()?, vals.get(1)?.as_mod()?) {\n");
    for (d, t) in pairs {
        let (dm, tm) = (Mod::of_type(d, TyStyle::Own), Mod::of_type(t, TyStyle::Own));
        let _ = writeln!(
            s,
            "                (Mod::{dm:?}, Mod::{tm:?}) => {{\n                    let s1 = o.src::<{t}>(k);\n                    let r: Reg<{d}> = k.{m}(s1);\n                    o.dst(r);\n                }}",
            t = rust_type(t),
            d = rust_type(d),
            m = f.row_method().unwrap_or_default()
        );
    }
    s.push_str("                _ => return None,\n            }\n");
}

/// `tests/generated/row_cases.rs`: the tests' way from (row, slot values) to the row's method.
///
/// Each row's case is a function of its own (`case_N`, never inlined) that the dispatch
/// calls: one function of every case took rustc 135 s to compile at the tests'
/// `opt-level = 1`, most of CI's compile time.
pub fn cases_file(header: &str) -> String {
    let mut out = format!("{header}{CASES_PRELUDE}");
    let mut fns = String::new();
    for (n, f) in rows().enumerate() {
        let mut s = String::new();
        let (mut args, mut late) = (Vec::new(), Vec::new());
        for i in 0..f.slots.len() {
            if let Some((arg, lines)) = case_arg(f, i) {
                s.push_str(&lines);
                if slot_last(f, i) {
                    late.push(arg);
                } else {
                    args.push(arg);
                }
            }
        }
        // The slots passed after the operands, marked for `case_call`.
        args.extend(late.into_iter().map(|a| format!("{LATE}{a}")));
        match type_arms(f) {
            Some(_) if f.type_pairs().is_some() => pair_cases(f, &mut s),
            None if rank_slot(f).is_some() => {
                // `RANK`: the rank the slot's value spells.
                let (i, list) = rank_slot(f).expect("the guard");
                let get = vals_get(i);
                let body = case_call(f, &args, None);
                let _ = writeln!(s, "            match vals.{get}?.as_mod()? {{");
                for m in list {
                    let r = RANKS.iter().position(|x| x == m).expect("a rank") + 1;
                    let _ = writeln!(s, "                Mod::{m:?} => {{");
                    let _ = writeln!(s, "                    const RANK: usize = {r};");
                    for l in body.lines() {
                        let _ = writeln!(s, "    {l}");
                    }
                    s.push_str("                }\n");
                }
                s.push_str("                _ => return None,\n            }\n");
            }
            None if width_slot(f).is_some() => width_cases(f, &args, &mut s),
            None if space_param(f) => {
                // `S`: the builder type of the space the slot's value names.
                let (i, _) = f.space_slot().expect("a {.space} slot");
                let get = vals_get(i);
                let body = case_call(f, &args, None);
                let _ = writeln!(
                    s,
                    "            with_space!(typed_ptx::isa::Space::of_modifier(vals.{get}?.as_mod()?)?; S => {{"
                );
                for l in body.lines() {
                    let _ = writeln!(s, "    {l}");
                }
                s.push_str(
                    "            });
",
                );
            }
            None if addr_space_slot(f).is_some() => addr_space_cases(f, &args, &mut s),
            None if assoc_type(f).is_some() => {
                // No slot picks the type parameter's type: one call of each.
                let a = assoc_type(f).expect("the guard");
                for (p, _) in a.pairs {
                    let body = case_call(f, &args, Some(rust_type(*p)));
                    let _ = write!(s, "            {{\n{body}            }}\n");
                }
            }
            None => {
                let body = case_call(f, &args, None);
                s.push_str(&body.replace(&" ".repeat(16), &" ".repeat(12)));
            }
            Some((i, arms, _)) => {
                let get = vals_get(i);
                let _ = writeln!(s, "            match vals.{get}?.as_mod()? {{");
                for (m, rt) in arms {
                    let _ = writeln!(s, "                Mod::{m:?} => {{");
                    let body = case_call(f, &args, Some(rt));
                    for l in body.lines() {
                        let _ = writeln!(s, "    {l}");
                    }
                    s.push_str("                }\n");
                }
                s.push_str("                _ => return None,\n            }\n");
            }
        }
        let _ = writeln!(
            out,
            "        FormId::{} => case_{n}(k, vals, o)?,",
            f.id.name()
        );
        let _ = write!(
            fns,
            "\n/// Row `{}`.\n#[inline(never)]\nfn case_{n}(k: &mut Kernel<'_>, vals: &[Val], o: &mut impl Operands) -> Option<()> {{\n{s}            Some(())\n}}\n",
            f.id.name()
        );
    }
    out.push_str("        _ => return None,\n    }\n    Some(())\n}\n");
    out.push_str(&fns);
    out.push_str(&lacks_fn());
    out
}

/// The builder's element types by their spelling in memory (`Ty::modifier().mem()`), the
/// first of each spelling: an element slot's case ([`SlotArg::Elem`]) takes it.
const ELEMS: [(Mod, &str); 13] = [
    (Mod::U8, "u8"),
    (Mod::S8, "i8"),
    (Mod::U16, "u16"),
    (Mod::S16, "i16"),
    (Mod::U32, "u32"),
    (Mod::S32, "i32"),
    (Mod::U64, "u64"),
    (Mod::S64, "i64"),
    (Mod::F32, "f32"),
    (Mod::F64, "f64"),
    (Mod::B16, "F16"),
    (Mod::B32, "F16x2"),
    (Mod::B128, "B128"),
];

/// A type slot's index, its values with the builder types that spell them, and the values
/// no builder type spells ([`type_arms`]).
type TypeArms = (usize, Vec<(Mod, &'static str)>, Vec<Mod>);

/// The type slot of row `f` (a `Slot::Ty` or an element slot) as the tests' dispatch
/// reads it: its index, each value with the builder type that spells it, and the values
/// no builder type spells ([`lacks_fn`]).
fn type_arms(f: &Form) -> Option<TypeArms> {
    let (mut arms, mut lacking) = (Vec::new(), Vec::new());
    if let Some(i) =
        (0..f.slots.len()).find(|&i| matches!(SlotArg::of_slot(f, i), Some(SlotArg::Elem(_))))
    {
        let Some(SlotArg::Elem(list)) = SlotArg::of_slot(f, i) else {
            unreachable!("found above")
        };
        for m in list {
            // A row whose rules spell some elements as their bits: a `.bN` value is an
            // unsigned element's of N bits (`red.async.and.b32` of a `u32`); the others are
            // spelled as their own type (`.f16`, [`SlotArg::Elem`]).
            let bits = match m {
                Mod::B32 if !f.combos.is_empty() => Some("u32"),
                Mod::B64 if !f.combos.is_empty() => Some("u64"),
                Mod::F16 => Some("F16"),
                Mod::Bf16 => Some("Bf16"),
                Mod::F16x2 => Some("F16x2"),
                Mod::Bf16x2 => Some("Bf16x2"),
                _ => None,
            };
            if let Some(rt) = bits {
                arms.push((*m, rt));
                continue;
            }
            match ELEMS.iter().find(|(e, _)| e == m) {
                Some((_, rt)) => arms.push((*m, *rt)),
                None => lacking.push(*m),
            }
        }
        return Some((i, arms, lacking));
    }
    let (i, types, style) = f.type_slot()?;
    for t in each_type(types) {
        let m = Mod::of_type(t, style);
        if m == Mod::None
            || arms.iter().any(|(a, _)| *a == m)
            || !Slot::Ty(types, style).takes(m.into())
        {
            continue;
        }
        match builder_type(t) {
            Some(rt) => arms.push((m, rt)),
            None => lacking.push(m),
        }
    }
    Some((i, arms, lacking))
}

/// The tests' `builder_lacks`: whether slot values `vals` of a `Shape::Row` row spell a
/// type the builder has no register type of (`st.async`'s `.b64`, which the C++ header and
/// the macros spell): the row's method cannot emit them, so its case leaves them out.
fn lacks_fn() -> String {
    let mut s = String::from(
        "\n/// Whether slot values `vals` of row `id` spell a type the builder has no register type\n/// of (the C++ header and the macros spell it; the row's method cannot).\npub fn builder_lacks(id: FormId, vals: &[Val]) -> bool {\n    match id {\n",
    );
    for f in rows() {
        let Some((i, _, lacking)) = type_arms(f) else {
            continue;
        };
        let lacking: Vec<String> = lacking.iter().map(|m| format!("Mod::{m:?}")).collect();
        if lacking.is_empty() {
            continue;
        }
        let get = vals_get(i);
        let _ = writeln!(
            s,
            "        FormId::{} => matches!(vals.{get}.and_then(|v| v.as_mod()), Some({})),",
            f.id.name(),
            lacking.join(" | ")
        );
    }
    s.push_str("        _ => false,\n    }\n}\n");
    s
}

const CASES_PRELUDE: &str = r#"//
// The rows of `Shape::Row`, emitted through their builder methods from slot values: the
// gating matrix's case of such a row and the random programs' step include it (in a module
// that allows what a table without such rows leaves unused).

use typed_ptx::isa::{FormId, Mod, Val};
use typed_ptx::*;

/// Where a row's case takes its operands and puts its results.
pub trait Operands {
    /// A source register or immediate of type `T`.
    fn src<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Src<T>;
    /// A source register of type `T` (an element of a vector).
    fn reg<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Reg<T>;
    /// A u32 source that a row's limit bounds: a register, or an
    /// immediate in `lo..=hi`.
    fn src_in(&mut self, k: &mut Kernel<'_>, lo: i64, hi: i64) -> Src<u32>;
    /// A source predicate.
    fn pred(&mut self, k: &mut Kernel<'_>) -> Reg<Pred>;
    /// An immediate in `lo..=hi`, a multiple of `step`.
    fn imm(&mut self, lo: i64, hi: i64, step: i64) -> u32;
    /// A result the instruction wrote.
    fn dst<T: Scalar>(&mut self, r: Reg<T>);
    /// An mbarrier state token.
    fn token(&mut self, k: &mut Kernel<'_>) -> Reg<MbarToken>;
    /// An L2 cache policy (`createpolicy`'s).
    fn policy(&mut self, k: &mut Kernel<'_>) -> Reg<CachePolicy>;
    /// The `.shared::cta` address of an mbarrier.
    fn mbar_cta(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, Mbarrier>;
    /// A generic address of an mbarrier in `.shared::cta`.
    fn mbar_generic(&mut self, k: &mut Kernel<'_>) -> Ptr<Generic<Shared<Cta>>, Mbarrier>;
    /// The `.shared::cluster` address of an mbarrier of some CTA of the cluster.
    fn mbar_cluster(&mut self, k: &mut Kernel<'_>) -> Ptr<Shared<Cluster>, Mbarrier>;
    /// A generic address of unknown origin.
    fn generic(&mut self, k: &mut Kernel<'_>) -> Ptr<Generic<Unknown>, u32>;
    /// An address of space `S` of `T` elements, 16-byte aligned, with room for 64 bytes
    /// (a row's address argument: `typed_ptx_isa::AddrArg`); `None` when there is none
    /// to give (the row is then not emitted).
    fn addr<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<S, T>>;
    /// A 32-bit address of space `S` of `T` elements, as [`addr`](Operands::addr) (a
    /// row's address taken as a value whose width a `.u32` slot value spells).
    fn addr32<S: Window32, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr32<S, T>>;
    /// A generic address of `T` elements that came from the named space `O` (a row's
    /// address argument of an origin: `typed_ptx_isa::AddrArg::origin`).
    fn generic_of<O: Named, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<Generic<O>, T>>;
    /// An address of space `S` of `T` elements aligned to `align` bytes (a TMA tile's
    /// 128), with room for 64 bytes; `None` when there is none to give.
    fn aligned<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>, align: u32) -> Option<Ptr<S, T>>;
    /// The generic address of a tensor map of `T` elements and rank `R` (a row's
    /// `Operand::TensorMap`); `None` when there is none to give.
    fn tensor_map<T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Ptr<Generic<Param<Entry>>, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem;
    /// A tensor map variable of `T` elements and rank `R` in the named space `S` (a
    /// `.const` or `.global` tensor map, a kernel parameter: a row whose `{.space}` slot
    /// follows its address, `typed_ptx_isa::row::SlotArg::AddrSpace`); `None` when there is
    /// none to give.
    fn map_var<S: Space, T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Var<S, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem;
    /// A multimem address of `T` elements (a row's `typed_ptx_isa::AddrArg::multimem`):
    /// a kernel parameter of its own type; `None` when there is none to give.
    fn multimem<T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Multimem<T>>;
}

/// `$body` with `$S` the builder's type of the named space `$s` (`None` for generic).
macro_rules! with_space {
    ($s:expr; $S:ident => $body:expr) => {{
        use typed_ptx::isa::Space as IS;
        match $s {
            IS::Global => {
                type $S = Global;
                $body
            }
            IS::SharedCta => {
                type $S = Shared<Cta>;
                $body
            }
            IS::SharedCluster => {
                type $S = Shared<Cluster>;
                $body
            }
            IS::Local => {
                type $S = Local;
                $body
            }
            IS::Const => {
                type $S = Const;
                $body
            }
            IS::Param => {
                type $S = Param<Entry>;
                $body
            }
            IS::Generic => return None,
        }
    }};
}

/// The enum value of `all` (a slice or an array: `BulkRedOp::ALL`) whose modifier is `v`.
fn pick<E: Copy>(all: impl AsRef<[E]>, modifier: fn(E) -> Mod, v: Val) -> Option<E> {
    all.as_ref().iter().copied().find(|&e| Val::from(modifier(e)) == v)
}

/// Emits row `id` with slot values `vals` through its builder method, its operands from
/// `o`; `None` when `id` is not a `Shape::Row` row or a value is not its slot's.
pub fn emit(k: &mut Kernel<'_>, id: FormId, vals: &[Val], o: &mut impl Operands) -> Option<()> {
    match id {
"#;
