//! `ptx_asm!` blocks: several instructions, labels, guards and block-local registers in
//! one `asm!` template, inside one PTX `{ }` scope. The scope keeps the predicate and
//! register declarations, and the labels, local to the block (PTX scopes labels to their
//! block, so two inlined copies of the same block do not clash).
//!
//! Every instruction is validated against the table as in the one-instruction form, and
//! every Rust operand goes through the same `__private::dev` trait at its span. In a
//! block:
//!
//! * a Rust place that an instruction writes as a value is one register for the whole
//!   block: read before its first write it holds the place's value (`inout`), after it the
//!   written one, and every use of it has the same type suffix;
//! * a typed address result (`cvta`, `cvta.to`, `mapa`) or a `bool` destination is
//!   assigned after the block and is not used again inside it (keep such values in a
//!   block register, or use them in the next `ptx_asm!`);
//! * `.reg .pred p;` / `.reg .u32 t;` declare block registers, usable wherever an operand
//!   of their type is, but never as an address (addresses come from typed Rust values);
//! * `@p` / `@!p` guard an instruction with a block predicate or a Rust `bool`;
//! * `name:` places a label and `bra name;` branches to it, inside the block only;
//! * a memory operand of a space with a 32-bit window travels in a 64-bit register (a
//!   32-bit address zero-extended: the same address); at most one other operand per
//!   block has a width that follows its type (`mapa.shared::cluster`'s source).

use std::collections::HashMap;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use typed_ptx_isa::{FormId, Mod, Space, Width};

use super::expand::{AsmOp, Parts, local, spelled, target_gate};
use super::parse::{Block, Guard, Invocation, Operand, Stmt, span_of};
use super::validate::{self, AsmTy, Checked, Effects, Kind, Ty};
use crate::front::ty::TyExt;

#[derive(Clone, Copy, PartialEq)]
enum LocalTy {
    Pred,
    Val(Ty),
}

/// A Rust place that value instructions of the block write: one register.
struct Place {
    ty: Ty,
    name: String,
    first_write: bool,
    span: Span,
}

fn key(e: &syn::Expr) -> String {
    quote!(#e).to_string()
}

fn local_of(o: &Operand, locals: &HashMap<String, LocalTy>) -> Option<(String, LocalTy)> {
    let e = match o {
        Operand::Expr(e) => e,
        Operand::Mem { base, .. } => base,
        _ => return None,
    };
    if let syn::Expr::Path(p) = &**e
        && p.qself.is_none()
        && let Some(id) = p.path.get_ident()
    {
        let n = id.to_string();
        if let Some(t) = locals.get(&n) {
            return Some((n, *t));
        }
    }
    None
}

/// Whether a block register of type `l` may be an operand of type `t`: the same width,
/// and the same kind (integer or float) unless one of them is untyped bits.
fn compatible(l: Ty, t: Ty) -> bool {
    let kind = |x: Ty| match x {
        Ty::B16 | Ty::B32 | Ty::B64 => 0,
        Ty::F32 | Ty::F64 => 2,
        _ => 1,
    };
    l.width() == t.width() && (kind(l) == 0 || kind(t) == 0 || kind(l) == kind(t))
}

fn rank(e: Effects) -> u8 {
    match e {
        Effects::Pure => 0,
        Effects::NoMem => 1,
        Effects::ReadOnly => 2,
        Effects::Memory => 3,
    }
}

fn combine(errors: &mut Option<syn::Error>, e: syn::Error) {
    match errors {
        Some(all) => all.combine(e),
        None => *errors = Some(e),
    }
}

fn is_bra(inv: &Invocation) -> bool {
    inv.parts[0].text == "bra"
}

pub(crate) fn expand(b: &Block) -> syn::Result<TokenStream> {
    let mut errors: Option<syn::Error> = None;
    if !b.stmts.iter().any(|s| matches!(s, Stmt::Inst { .. })) {
        return Err(syn::Error::new(
            Span::call_site(),
            "a ptx_asm! block holds at least one instruction",
        ));
    }
    let (locals, local_decls) = block_registers(b, &mut errors);
    let labels = labels(b, &mut errors);
    let checked = check_all(b, &mut errors);
    if let Some(e) = errors {
        return Err(e);
    }
    let uses = uses(b, &checked, &locals);
    let places = places(&uses, &mut errors);
    if let Some(e) = errors {
        return Err(e);
    }
    let mut asm = Asm::new(&locals, &labels, &places);
    asm.place_registers(&uses);
    for (s, c) in b.stmts.iter().zip(&checked) {
        asm.stmt(s, c.as_ref());
    }
    asm.finish(&local_decls)
}

/// The block registers (`.reg .pred p;`, `.reg .u32 t;`): their types by name, and their
/// declarations in the template.
fn block_registers(
    b: &Block,
    errors: &mut Option<syn::Error>,
) -> (HashMap<String, LocalTy>, String) {
    let mut locals: HashMap<String, LocalTy> = HashMap::new();
    let mut local_decls = String::new();
    for l in &b.locals {
        let t = if l.ty == "pred" {
            LocalTy::Pred
        } else {
            match validate::parse_ty(&l.ty) {
                Some(t) => LocalTy::Val(t),
                None => {
                    combine(
                        errors,
                        syn::Error::new(
                            l.ty_span,
                            format!(
                                "`.{}` is not a register type; a block register is `.pred` or one of .b16 .u16 .s16 .b32 .u32 .s32 .f32 .b64 .u64 .s64 .f64",
                                l.ty
                            ),
                        ),
                    );
                    continue;
                }
            }
        };
        let n = l.name.to_string();
        if locals.insert(n.clone(), t).is_some() {
            combine(
                errors,
                syn::Error::new(l.name.span(), format!("`{n}` is declared twice")),
            );
        }
        local_decls.push_str(&match t {
            LocalTy::Pred => format!(".reg .pred %tpv_{n}; "),
            LocalTy::Val(t) => format!(".reg .b{} %tpv_{n}; ", t.width()),
        });
    }
    (locals, local_decls)
}

/// The labels the block places (each once).
fn labels(b: &Block, errors: &mut Option<syn::Error>) -> Vec<String> {
    let mut labels: Vec<String> = Vec::new();
    for s in &b.stmts {
        if let Stmt::Label(l) = s {
            let n = l.to_string();
            if labels.contains(&n) {
                combine(
                    errors,
                    syn::Error::new(l.span(), format!("label `{n}` is placed twice")),
                );
            }
            labels.push(n);
        }
    }
    labels
}

/// Pass 1: every instruction against the table (`None` for a label, a branch or an
/// instruction in error).
fn check_all(b: &Block, errors: &mut Option<syn::Error>) -> Vec<Option<Checked>> {
    let mut checked: Vec<Option<Checked>> = Vec::new();
    for s in &b.stmts {
        checked.push(match s {
            Stmt::Inst { inv, .. } if !is_bra(inv) => match validate::validate(inv) {
                Ok(c) => Some(c),
                Err(e) => {
                    combine(errors, e);
                    None
                }
            },
            _ => None,
        });
    }
    checked
}

/// An operand of the block that is a Rust place or value (not a block register).
struct Use<'a> {
    key: String,
    kind: Kind,
    op: &'a Operand,
}

/// The Rust places and values the block's instructions name, in order.
fn uses<'a>(
    b: &'a Block,
    checked: &[Option<Checked>],
    locals: &HashMap<String, LocalTy>,
) -> Vec<Use<'a>> {
    let mut uses: Vec<Use<'_>> = Vec::new();
    for (s, c) in b.stmts.iter().zip(checked) {
        let (Stmt::Inst { inv, .. }, Some(c)) = (s, c) else {
            continue;
        };
        for (op, kind) in inv.operands.iter().zip(&c.kinds) {
            if local_of(op, locals).is_some() {
                continue;
            }
            let k = match op {
                Operand::Expr(e) => key(e),
                Operand::Mem { base, .. } => key(base),
                _ => continue,
            };
            uses.push(Use {
                key: k,
                kind: *kind,
                op,
            });
        }
    }
    uses
}

/// Pass 2: the Rust places the block writes as values, one register each, of one type; an
/// address or `bool` result is not used again inside the block.
fn places(uses: &[Use<'_>], errors: &mut Option<syn::Error>) -> HashMap<String, Place> {
    let mut places: HashMap<String, Place> = HashMap::new();
    let mut nplace = 0usize;
    for (i, u) in uses.iter().enumerate() {
        if !u.kind.is_dest() || places.contains_key(&u.key) {
            continue;
        }
        let all: Vec<&Use<'_>> = uses.iter().filter(|v| v.key == u.key).collect();
        match u.kind {
            Kind::Dst(t) => {
                for v in &all {
                    if !matches!(v.kind, Kind::Dst(t2) | Kind::Val(t2) if t2 == t) {
                        combine(
                            errors,
                            v.op.error(format!(
                                "this block writes `{}` as a `.{}` value; every use of it in the block has that type (use a `.reg` register for another)",
                                u.key,
                                t.name()
                            )),
                        );
                    }
                }
                let first = uses.iter().position(|v| v.key == u.key).unwrap_or(i);
                places.insert(
                    u.key.clone(),
                    Place {
                        ty: t,
                        name: format!("p{nplace}"),
                        first_write: uses[first].kind.is_dest(),
                        span: u.op.span(),
                    },
                );
                nplace += 1;
            }
            _ => {
                if all.len() > 1 {
                    let other = all.iter().find(|v| !std::ptr::eq(v.op, u.op)).unwrap();
                    combine(
                        errors,
                        other.op.error(format!(
                            "`{}` is assigned after the block (an address or `bool` result), so it is not used again inside it: keep the value in a `.reg` register, or use it in the next `ptx_asm!`",
                            u.key
                        )),
                    );
                }
            }
        }
    }
    places
}

/// The same template text in the 32-bit and the 64-bit variant.
fn same(s: String) -> (String, String) {
    (s.clone(), s)
}

/// Pass 3: the template and the operands, statement by statement.
struct Asm<'a> {
    locals: &'a HashMap<String, LocalTy>,
    labels: &'a [String],
    places: &'a HashMap<String, Place>,
    errors: Option<syn::Error>,
    parts: Parts,
    ops: Vec<AsmOp>,
    /// The template's lines, in the 32-bit and the 64-bit variant.
    lines: Vec<(String, String)>,
    /// The predicate registers `%tpK` made so far.
    npred: usize,
    /// The operand whose width follows its type (at most one per block).
    either: Option<Ident>,
    fixups32: TokenStream,
    fixups64: TokenStream,
    effects: Effects,
    gates: TokenStream,
    gated: Vec<FormId>,
    /// The asm operand counter.
    n: usize,
}

/// One instruction's line of the template, as its operands fill it.
struct Line<'i> {
    inv: &'i Invocation,
    c: &'i Checked,
    /// The guard, `@%tpK ` or empty.
    prefix: String,
    /// Lines before the instruction's (`bool` operands made predicates).
    before: Vec<String>,
    /// Lines after it (predicate destinations made `u32`).
    after: Vec<String>,
    /// The operands' texts, in the 32-bit and the 64-bit variant.
    texts: Vec<(String, String)>,
    /// The source address operand that typed destinations follow (`cvta`, `mapa`).
    src: Option<usize>,
    src_val: Option<Ident>,
}

impl<'a> Asm<'a> {
    fn new(
        locals: &'a HashMap<String, LocalTy>,
        labels: &'a [String],
        places: &'a HashMap<String, Place>,
    ) -> Self {
        Asm {
            locals,
            labels,
            places,
            errors: None,
            parts: Parts::default(),
            ops: Vec::new(),
            lines: Vec::new(),
            npred: 0,
            either: None,
            fixups32: TokenStream::new(),
            fixups64: TokenStream::new(),
            effects: Effects::Pure,
            gates: TokenStream::new(),
            gated: Vec::new(),
            n: 0,
        }
    }

    /// The place registers, in first-use order of the keys.
    fn place_registers(&mut self, uses: &[Use<'_>]) {
        let places = self.places;
        let mut place_keys: Vec<&String> = places.keys().collect();
        place_keys.sort_by_key(|k| places[*k].name[1..].parse::<usize>().unwrap_or(0));
        let mut place_exprs: HashMap<String, &syn::Expr> = HashMap::new();
        for u in uses {
            if let Operand::Expr(e) = u.op
                && places.contains_key(&u.key)
            {
                place_exprs.entry(u.key.clone()).or_insert(e);
            }
        }
        for k in &place_keys {
            let p = &places[*k];
            let e = place_exprs[*k];
            let span = span_of(e);
            let o = local("po", p.name[1..].parse().unwrap_or(0));
            let inp = local("pi", p.name[1..].parse().unwrap_or(0));
            self.parts.output(&o, p.ty.canon().parse().unwrap(), span);
            let (dir, expr) = if p.first_write {
                ("out", quote!(#o))
            } else {
                self.parts.input(&inp, span, p.ty.trait_name(), e);
                ("inout", quote!(#inp => #o))
            };
            self.ops
                .push(AsmOp::new(p.name.clone(), dir, p.ty.class(), expr));
            self.parts.assign(e, p.span, p.ty.trait_name(), &o);
        }
    }

    /// A label, a branch or an instruction (`c`: its check, `None` for a branch).
    fn stmt(&mut self, s: &Stmt, c: Option<&Checked>) {
        let (guard, inv) = match s {
            Stmt::Label(l) => {
                self.lines.push(same(format!("tpl_{l}:")));
                return;
            }
            Stmt::Inst { guard, inv } => (guard, inv),
        };
        let prefix = self.guard(guard.as_ref());
        if is_bra(inv) {
            self.branch(inv, &prefix);
            return;
        }
        let Some(c) = c else { return };
        self.inst(inv, c, prefix);
    }

    /// The guard's prefix: a block predicate, or a Rust `bool` brought in before.
    fn guard(&mut self, guard: Option<&Guard>) -> String {
        let mut prefix = String::new();
        if let Some(g) = guard {
            let bang = if g.neg { "!" } else { "" };
            let gname = g.pred.to_string();
            let locals = self.locals;
            match locals.get(&gname) {
                Some(LocalTy::Pred) => prefix = format!("@{bang}%tpv_{gname} "),
                Some(LocalTy::Val(t)) => combine(
                    &mut self.errors,
                    syn::Error::new(
                        g.pred.span(),
                        format!(
                            "`{gname}` is a `.{}` register, not a predicate: a guard is a `.reg .pred` of the block or a Rust `bool`",
                            t.name()
                        ),
                    ),
                ),
                None => {
                    let v = local("g", self.n);
                    let name = format!("a{}", self.n);
                    self.n += 1;
                    let (k, setp) = self.bool_pred((&v, g.pred.span()), &g.pred, name);
                    self.lines.push(same(setp));
                    prefix = format!("@{bang}%tp{k} ");
                }
            }
        }
        prefix
    }

    /// `bra label;` / `bra.uni label;` to a label of the block.
    fn branch(&mut self, inv: &Invocation, prefix: &str) {
        let uni = match inv.parts.get(1).map(|p| p.text.as_str()) {
            None => false,
            Some("uni") if inv.parts.len() == 2 => true,
            _ => {
                combine(
                    &mut self.errors,
                    inv.mnemonic_error("a branch is `bra label;` or `bra.uni label;`"),
                );
                return;
            }
        };
        let target = match inv.operands.as_slice() {
            [Operand::Expr(e)] => match &**e {
                syn::Expr::Path(p) => p.path.get_ident().cloned(),
                _ => None,
            },
            _ => None,
        };
        match target {
            Some(l) if self.labels.contains(&l.to_string()) => self.lines.push(same(format!(
                "{prefix}{} tpl_{l};",
                if uni { FormId::BraUni } else { FormId::Bra }
                    .form()
                    .mnemonic
            ))),
            Some(l) => combine(
                &mut self.errors,
                syn::Error::new(
                    l.span(),
                    format!(
                        "labels are local to the block: `{l}` is not placed in this ptx_asm! block (`{l}:`)"
                    ),
                ),
            ),
            None => combine(
                &mut self.errors,
                inv.mnemonic_error("`bra` takes one label of this block: `bra done;`"),
            ),
        }
        self.effects = if rank(self.effects) < rank(Effects::NoMem) {
            Effects::NoMem
        } else {
            self.effects
        };
    }

    /// An instruction checked against the table: its gate, its effects, its operands and
    /// its line (two, for `mapa.shared::cluster`'s derived width).
    fn inst(&mut self, inv: &Invocation, c: &Checked, prefix: String) {
        if !self.gated.contains(&c.form.id) {
            self.gated.push(c.form.id);
            self.gates.extend(target_gate(inv, c));
        }
        if rank(c.effects) > rank(self.effects) {
            self.effects = c.effects;
        }
        let src = c.kinds.iter().position(|k| matches!(k, Kind::Addr { .. }));
        let mut l = Line {
            inv,
            c,
            prefix,
            before: Vec::new(),
            after: Vec::new(),
            texts: Vec::new(),
            src,
            src_val: src.map(|i| local("s", self.n + i)),
        };
        let base = self.n;
        self.n += inv.operands.len();
        for (j, (op, kind)) in inv.operands.iter().zip(&c.kinds).enumerate() {
            self.operand(&mut l, j, base + j, op, *kind);
        }
        let derived = c.form.id == FormId::MapaShared;
        let line = |suffix: &str, wide: bool| {
            let o: Vec<&str> = l
                .texts
                .iter()
                .map(|(a, b)| if wide { b.as_str() } else { a.as_str() })
                .collect();
            if o.is_empty() {
                format!("{}{}{suffix};", l.prefix, c.mnemonic)
            } else {
                format!("{}{}{suffix} {};", l.prefix, c.mnemonic, o.join(", "))
            }
        };
        for b in &l.before {
            self.lines.push(same(b.clone()));
        }
        if derived {
            self.lines
                .push((line(Mod::U32.text(), false), line(Mod::U64.text(), true)));
        } else {
            self.lines.push((line("", false), line("", true)));
        }
        for a in &l.after {
            self.lines.push(same(a.clone()));
        }
    }

    /// The `j`th operand of an instruction, the block's `idx`th asm operand.
    fn operand(&mut self, l: &mut Line<'_>, j: usize, idx: usize, op: &Operand, kind: Kind) {
        let name = format!("a{idx}");
        let span = op.span();
        if let Some((lname, lt)) = local_of(op, self.locals) {
            self.block_register(l, op, kind, &lname, lt);
            return;
        }
        let places = self.places;
        match (kind, op) {
            (Kind::Val(_) | Kind::Imm(..), Operand::Lit { .. }) | (Kind::Imm(..), _) => {
                l.texts
                    .push(same(l.c.imm_text[j].clone().unwrap_or_default()));
            }
            (Kind::Val(_), Operand::Sreg { name: s, .. }) => l.texts.push(same(s.clone())),
            (Kind::Val(t), Operand::Expr(e)) => {
                if let Some(p) = places.get(&key(e)) {
                    l.texts.push(same(format!("{{{}}}", p.name)));
                    return;
                }
                let v = local("i", idx);
                self.parts.input(&v, span, t.trait_name(), e);
                self.ops
                    .push(AsmOp::new(name.clone(), "in", t.class(), quote!(#v)));
                l.texts.push(same(format!("{{{name}}}")));
            }
            (Kind::Dst(_), Operand::Expr(e)) => {
                let p = &places[&key(e)];
                l.texts.push(same(format!("{{{}}}", p.name)));
            }
            (Kind::Pred, Operand::Expr(e)) => {
                let v = local("i", idx);
                let (k, setp) = self.bool_pred((&v, span), e, name);
                l.before.push(setp);
                l.texts.push(same(format!("%tp{k}")));
            }
            (Kind::DPred, _) => {
                let k = self.npred;
                self.npred += 1;
                l.texts.push(same(format!("%tp{k}")));
                if let Operand::Expr(place) = op {
                    let o = local("o", idx);
                    self.parts.output(&o, quote!(u32), span);
                    self.ops
                        .push(AsmOp::new(name.clone(), "out", "reg32", quote!(#o)));
                    l.after
                        .push(format!("{}selp.u32 {{{name}}}, 1, 0, %tp{k};", l.prefix));
                    self.parts.assign(place, span_of(place), "Pred", &o);
                }
            }
            (Kind::Addr { space, width, mem }, Operand::Expr(_) | Operand::Mem { .. }) => {
                self.address(l, idx, op, (space, width, mem));
            }
            (
                Kind::Dst(_) | Kind::DMapa | Kind::DCvta | Kind::DCvtaTo(_) | Kind::DMapaGeneric,
                Operand::Discard(_),
            ) => {
                let (class32, class64) = match kind {
                    Kind::Dst(t) => (t.class(), t.class()),
                    Kind::DMapa => ("reg32", "reg64"),
                    _ => ("reg64", "reg64"),
                };
                self.ops.push(AsmOp {
                    name: name.clone(),
                    dir: "out",
                    class32,
                    class64,
                    expr32: quote!(_),
                    expr64: quote!(_),
                });
                l.texts.push(same(format!("{{{name}}}")));
            }
            (Kind::DCvta | Kind::DCvtaTo(_) | Kind::DMapaGeneric, Operand::Expr(place)) => {
                let o = local("o", idx);
                self.parts.output(&o, quote!(u64), span);
                self.ops
                    .push(AsmOp::new(name.clone(), "out", "reg64", quote!(#o)));
                l.texts.push(same(format!("{{{name}}}")));
                let src_span = l.src.map(|i| l.inv.operands[i].span());
                self.parts
                    .address_result(kind, place, &o, idx, &l.src_val, src_span);
            }
            (Kind::DMapa, Operand::Expr(place)) => self.mapa_result(l, idx, place, span),
            _ => combine(
                &mut self.errors,
                op.error(format!(
                    "this operand of `{}` is {}",
                    l.inv.mnemonic(),
                    kind_text(kind)
                )),
            ),
        }
    }

    /// An operand that is a block register `lname`: its text, and an error where its type
    /// does not fit the operand.
    fn block_register(
        &mut self,
        l: &mut Line<'_>,
        op: &Operand,
        kind: Kind,
        lname: &str,
        lt: LocalTy,
    ) {
        let ok = match (kind, lt) {
            (Kind::Pred | Kind::DPred, LocalTy::Pred) => true,
            (Kind::Val(t) | Kind::Dst(t), LocalTy::Val(r)) => compatible(r, t),
            _ => false,
        };
        if !ok {
            let have = match lt {
                LocalTy::Pred => Mod::Pred.text().to_string(),
                LocalTy::Val(r) => format!(".{}", r.name()),
            };
            combine(
                &mut self.errors,
                op.error(format!(
                    "`{lname}` is a `{have}` register of the block, but this operand of `{}` is {}{}",
                    l.inv.mnemonic(),
                    kind_text(kind),
                    if matches!(kind, Kind::Addr { .. }) {
                        " (an address comes from a typed Rust value)"
                    } else {
                        ""
                    }
                )),
            );
        }
        l.texts.push(same(format!("%tpv_{lname}")));
    }

    /// An address operand (a register or `[base+off]`), checked by its space's trait; a
    /// 32-bit window's address travels in a 64-bit register when it is a memory operand.
    fn address(
        &mut self,
        l: &mut Line<'_>,
        idx: usize,
        op: &Operand,
        (space, width, mem): (Space, Width, bool),
    ) {
        let name = format!("a{idx}");
        let s = local("s", idx);
        let v = local("i", idx);
        let (off, is_either) = self.parts.address(op, (space, width), l.c, &s, &v);
        let (class32, class64, expr32, expr64) = if is_either && mem {
            // The 64-bit form of the same address (zero-extended).
            ("reg64", "reg64", quote!(#v.r64), quote!(#v.r64))
        } else if is_either {
            if self.either.is_some() {
                combine(
                    &mut self.errors,
                    op.error(
                        "a ptx_asm! block takes one operand whose width follows its type (here a second one): split the block, or pass the 64-bit form (`.widen()`)",
                    ),
                );
            }
            self.either = Some(v.clone());
            ("reg32", "reg64", quote!(#v.r32), quote!(#v.r64))
        } else {
            ("reg64", "reg64", quote!(#v), quote!(#v))
        };
        self.ops.push(AsmOp {
            name: name.clone(),
            dir: "in",
            class32,
            class64,
            expr32,
            expr64,
        });
        l.texts.push(same(if mem {
            match off {
                Some(o) => format!("[{{{name}}}+{o}]"),
                None => format!("[{{{name}}}]"),
            }
        } else {
            format!("{{{name}}}")
        }));
    }

    /// `mapa.shared::cluster`'s destination: 32 or 64 bits as its source, typed after the
    /// block.
    fn mapa_result(&mut self, l: &mut Line<'_>, idx: usize, place: &syn::Expr, span: Span) {
        let name = format!("a{idx}");
        let o32 = local("o32_", idx);
        let o64 = local("o64_", idx);
        self.parts.output(&o32, quote!(u32), span);
        self.parts.output(&o64, quote!(u64), span);
        self.ops.push(AsmOp {
            name: name.clone(),
            dir: "out",
            class32: "reg32",
            class64: "reg64",
            expr32: quote!(#o32),
            expr64: quote!(#o64),
        });
        self.fixups32.extend(quote!(#o64 = 0;));
        self.fixups64.extend(quote!(#o32 = 0;));
        l.texts.push(same(format!("{{{name}}}")));
        self.parts.mapa_result(place, (&o32, &o64), idx, &l.src_val);
    }

    /// A Rust `bool` as a block predicate: converted before the block, passed in a 32-bit
    /// register `name`, and set into `%tpK` by the returned `setp` line. Returns `K`.
    fn bool_pred(
        &mut self,
        (v, span): (&Ident, Span),
        e: &impl quote::ToTokens,
        name: String,
    ) -> (usize, String) {
        self.parts.input(v, span, "Pred", e);
        let k = self.npred;
        self.npred += 1;
        let setp = format!(
            "{} %tp{k}, {{{name}}}, 0;",
            spelled(FormId::Setp, &[Mod::Ne, Mod::U32])
        );
        self.ops.push(AsmOp::new(name, "in", "reg32", quote!(#v)));
        (k, setp)
    }

    /// The expansion: the template (one PTX scope with its predicates and block
    /// registers), the options the block's effects allow, and both width variants.
    fn finish(self, local_decls: &str) -> syn::Result<TokenStream> {
        let Asm {
            errors,
            parts,
            ops,
            lines,
            npred,
            either,
            fixups32,
            fixups64,
            effects,
            gates,
            ..
        } = self;
        if let Some(e) = errors {
            return Err(e);
        }
        let template = |wide: bool| {
            let mut t = String::from("{{ ");
            if npred > 0 {
                t.push_str(&format!(".reg .pred %tp<{npred}>; "));
            }
            t.push_str(local_decls);
            let body: Vec<&str> = lines
                .iter()
                .map(|(a, b)| if wide { b.as_str() } else { a.as_str() })
                .collect();
            t.push_str(&body.join(" "));
            t.push_str(" }}");
            t
        };
        let has_outputs = ops
            .iter()
            .any(|o| o.dir != "in" && o.expr64.to_string() != "_");
        let options = match effects {
            Effects::Pure if has_outputs => quote!(options(pure, nomem, nostack)),
            Effects::Pure | Effects::NoMem => quote!(options(nomem, nostack)),
            Effects::ReadOnly if has_outputs => quote!(options(readonly, nostack)),
            // `readonly` without outputs would let the block be removed: keep it.
            Effects::ReadOnly | Effects::Memory => quote!(options(nostack)),
        };
        let variant = |wide: bool| -> TokenStream {
            let mut args = TokenStream::new();
            for o in &ops {
                args.extend(o.arg(wide));
            }
            let t = template(wide);
            let fix = if wide { &fixups64 } else { &fixups32 };
            quote!(::typed_ptx::__private::asm!(#t, #args #options); #fix)
        };
        Ok(parts.finish(gates, either.as_ref(), variant))
    }
}

fn kind_text(k: Kind) -> String {
    match k {
        Kind::Val(t) => format!("a `.{}` value", t.name()),
        Kind::Dst(t) => format!("a `.{}` destination", t.name()),
        Kind::Pred => "a predicate".into(),
        Kind::DPred => "a predicate destination".into(),
        Kind::Addr { .. } => "an address".into(),
        Kind::DCvta | Kind::DMapaGeneric => "a generic-address destination".into(),
        Kind::DCvtaTo(s) => format!("a {} address destination", s.qualifier()),
        Kind::DMapa => "a .shared::cluster address destination".into(),
        Kind::Imm(lo, hi) => format!("an immediate in {lo}..={hi}"),
    }
}
