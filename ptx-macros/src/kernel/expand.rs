//! Turns the checked tree into builder calls. Every call is spanned at the user's token
//! (the mnemonic, or the operand whose type the call constrains), so that the Rust type
//! checker's state-space errors, and the builder's recorded call sites, land there.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::{Error, Ident};

use super::parse::{
    Binder, Block, Carried, Directive, ForLoop, FuncDef, IfElse, Input, Item, KernelDef, Operand,
    Param, Stmt, TargetSpec, TyTok, Value, VarDecl, WhileLoop,
};
use super::validate::{self, KernelTy, Op, Space, SpaceRust, Ty, TyExt, parse_ty};
use crate::front::ty::space_named;
use scope::{Region, Role};
use typed_ptx_isa::{FORMS, FormId, Shape, Target};

mod address;
mod arith;
mod atomic;
mod barrier;
mod bits;
mod bulk;
mod compare;
mod control;
mod convert;
mod cp_async;
mod mbarrier;
mod memory;
mod row;
mod scope;
mod tensor_core;
mod unroll;
mod warp;

use unroll::const_decl;

/// What a name denotes, as far as the macro knows; it picks between builder methods
/// (`cvta_var` for a variable, `cvta` for a pointer, `to_u32` for a pointer, `cvt` for
/// a register …). The Rust types decide the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Reg,
    Ptr,
    Ptr32,
    Var(Ty),
    Label,
    Func,
    Vector,
    /// A number known when the kernel is built: `const N: u32 = …;`, an unrolled loop's
    /// index.
    Const,
    Unknown,
}

struct Env {
    names: Vec<(String, Kind)>,
    /// The register counts of vectors, where the macro knows them: (the position of the
    /// vector's name in `names`, its length).
    lens: Vec<(usize, usize)>,
    /// The names of regions that have closed, for the error at a use after them.
    gone: Vec<scope::Gone>,
    errors: Vec<Error>,
}

impl Env {
    fn kind(&self, name: &str) -> Kind {
        self.names
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, k)| *k)
            .unwrap_or(Kind::Unknown)
    }
    fn bind(&mut self, name: &Ident, k: Kind) {
        // Positions past the names in scope belong to names that went out of scope.
        let live = self.names.len();
        self.lens.retain(|(i, _)| *i < live);
        self.names.push((name.to_string(), k));
    }
    /// Binds a vector of `len` registers.
    fn bind_vec(&mut self, name: &Ident, len: usize) {
        self.bind(name, Kind::Vector);
        self.lens.push((self.names.len() - 1, len));
    }
    /// The length of vector `name`, where known.
    fn vec_len(&self, name: &str) -> Option<usize> {
        let at = self.names.iter().rposition(|(n, _)| n == name)?;
        self.lens.iter().find(|(i, _)| *i == at).map(|(_, l)| *l)
    }
    fn err(&mut self, e: Error) {
        self.errors.push(e);
    }
}

fn p(span: Span) -> TokenStream {
    quote_spanned!(span=> ::typed_ptx::__private)
}

fn kid(span: Span) -> Ident {
    Ident::new("__typed_ptx_k", span)
}

/// `k.when(p, |k| { body })` (or `unless` for `@!p`), spanned at the guard.
fn guarded(g: &super::parse::Guard, body: TokenStream) -> TokenStream {
    let at = g.at;
    let pr = &g.pred;
    let m = if g.neg {
        format_ident!("unless", span = at)
    } else {
        format_ident!("when", span = at)
    };
    let k = kid(at);
    quote_spanned!(at=> #k.#m(#pr, |#k| { #body });)
}

fn ty_of(t: &TyTok) -> syn::Result<Ty> {
    parse_ty(&t.name).ok_or_else(|| {
        Error::new(
            t.span,
            format!(
                "`{}` is not a PTX type; types are {}",
                t.name,
                validate::ty_names()
            ),
        )
    })
}

fn elem_ty(t: &TyTok) -> syn::Result<Ty> {
    let ty = ty_of(t)?;
    if ty == Ty::Pred {
        return Err(Error::new(
            t.span,
            "a predicate cannot be stored in memory; use u32 (selp) instead",
        ));
    }
    Ok(ty)
}

/// A literal of type `ty`, checked against the type's range at the literal.
fn lit(o: &Operand, ty: Ty) -> syn::Result<TokenStream> {
    let Operand::Lit { neg, lit } = o else {
        unreachable!("lit called on a literal")
    };
    let span = o.span();
    if ty == Ty::B128 {
        return Err(Error::new(
            span,
            "a .b128 operand is a register, not an immediate: load it, or pack it from two .b64 registers with `mov.b128 {lo, hi}`",
        ));
    }
    let minus = if neg.is_some() {
        quote_spanned!(span=> -)
    } else {
        quote!()
    };
    match lit {
        syn::Lit::Int(l) => {
            if !l.suffix().is_empty() {
                return Err(Error::new(
                    l.span(),
                    "PTX immediates take their type from the instruction: drop the Rust suffix",
                ));
            }
            let v: i128 = l.base10_parse()?;
            let sv = if neg.is_some() { -v } else { v };
            if let Some((lo, hi)) = ty.range()
                && (sv < lo || sv > hi)
            {
                return Err(Error::new(
                    span,
                    format!(
                        "immediate {sv} is out of range for .{} ({lo}..={hi})",
                        ty.name()
                    ),
                ));
            }
            if ty == Ty::Pred {
                return Err(Error::new(
                    span,
                    "a predicate operand is a register, not an immediate",
                ));
            }
            let suffix = ty.rust_name();
            let l = syn::LitInt::new(&format!("{v}{suffix}"), l.span());
            if ty.is_half() {
                // Half-precision, packed and TF32 immediates are their bits.
                let rt = ty.rust(span);
                return Ok(quote_spanned!(span=> #rt(#l)));
            }
            Ok(quote_spanned!(span=> #minus #l))
        }
        syn::Lit::Float(f) if ty.is_half() => Err(Error::new(
            f.span(),
            format!(
                "a .{} immediate is written as its bits (for .f16, `0x3C00` is 1.0; for .bf16, `0x3F80`)",
                ty.name()
            ),
        )),
        syn::Lit::Float(f) => {
            if !ty.is_float() {
                return Err(Error::new(
                    f.span(),
                    format!(
                        "a floating-point immediate where the instruction's type is .{}",
                        ty.name()
                    ),
                ));
            }
            let digits = f.base10_digits();
            let l = syn::LitFloat::new(&format!("{digits}{}", ty.name()), f.span());
            Ok(quote_spanned!(span=> #minus #l))
        }
        syn::Lit::Bool(b) if ty == Ty::Pred => Ok(quote_spanned!(span=> #b)),
        other => Err(Error::new(other.span(), "expected a number")),
    }
}

/// An integer immediate for a `u32`/`u64`/`i64` builder argument.
fn raw_int(o: &Operand, lo: i128, hi: i128, what: &str, rust: &str) -> syn::Result<TokenStream> {
    let span = o.span();
    match validate::imm_in(o, lo, hi, what)? {
        Some(v) => {
            let l = syn::LitInt::new(&format!("{v}{rust}"), span);
            Ok(quote_spanned!(span=> #l))
        }
        None => match o {
            Operand::Expr(e, s) => Ok(quote_spanned!(*s=> #e)),
            Operand::Name(i) => Ok(quote!(#i)),
            _ => unreachable!("imm_in accepts literals, names and expressions"),
        },
    }
}

/// A fragment register type by its builder name: a primitive (`f32`, `i32`, `u32`) as
/// itself, the others through `__private`.
fn frag_ty(t: &str, span: Span) -> TokenStream {
    let i = Ident::new(t, span);
    if matches!(t, "f32" | "i32" | "u32") {
        quote_spanned!(span=> #i)
    } else {
        let pp = p(span);
        quote_spanned!(span=> #pp::#i)
    }
}

fn value_of_decl(v: &Value) -> syn::Result<TokenStream> {
    match v {
        Value::Lit(l) => {
            let n: u64 = l.base10_parse()?;
            let l = syn::LitInt::new(&format!("{n}u64"), l.span());
            Ok(quote!(#l))
        }
        // A length or alignment of any unsigned type up to 64 bits (a `u32` constant).
        Value::Expr(e, s) => {
            let pp = p(*s);
            Ok(quote_spanned!(*s=> #pp::decl_u64(#e)))
        }
    }
}

/// The instruction being expanded, as the functions of its family read it.
struct At<'i> {
    inst: &'i super::parse::Inst,
    ops: &'i [Operand],
    /// The mnemonic's span: the builder call is spanned there.
    at: Span,
    /// `::typed_ptx::__private`, spanned at the mnemonic.
    pp: TokenStream,
    /// The kernel, spanned at the mnemonic.
    k: Ident,
    /// The register the instruction defines (`let name = …;`).
    bind: Option<&'i Ident>,
    /// The guard (`@p` / `@!p`): the predicate, and whether it is negated.
    guard_pred: Option<(&'i Ident, bool)>,
    /// `mov.T d, a;`: overwrites `d` (no binding).
    assign_form: bool,
}

/// What the function of an instruction's family gives.
enum Expansion {
    /// The builder call and the kind of the register it defines, bound by [`Gen::inst`].
    Call(TokenStream, Kind),
    /// The whole statement, its checks and bindings included.
    Stmt(TokenStream),
}

struct Gen<'a> {
    env: &'a mut Env,
    /// Checks to emit before the instruction being expanded.
    pre: Vec<TokenStream>,
    /// Temporaries made so far.
    temps: u32,
}

impl Gen<'_> {
    fn name_kind(&self, o: &Operand) -> Kind {
        match o {
            Operand::Name(i) => self.env.kind(&i.to_string()),
            _ => Kind::Unknown,
        }
    }

    /// A source operand of type `ty`.
    fn value(&mut self, o: &Operand, ty: Ty) -> syn::Result<TokenStream> {
        let span = o.span();
        let pp = p(span);
        let rt = ty.rust(span);
        match o {
            // A literal already has the instruction's type (its suffix): no wrapper, which
            // keeps type checking of large kernels cheaper.
            Operand::Lit { .. } => lit(o, ty),
            Operand::Name(i) => match self.env.kind(&i.to_string()) {
                Kind::Var(_) => Err(Error::new(
                    span,
                    format!(
                        "`{i}` is a variable, not a value: load it (`ld [{i}]`) or take its address (`mov.u64 r, {i}` / `cvta`)"
                    ),
                )),
                Kind::Label | Kind::Func => Err(Error::new(
                    span,
                    format!("`{i}` is a label or function, not a value"),
                )),
                _ => Ok(quote_spanned!(span=> #pp::src::<#rt, _>(#i))),
            },
            Operand::Expr(e, s) => Ok(quote_spanned!(*s=> #pp::src::<#rt, _>(#e))),
            Operand::Elem { .. } => {
                let e = self.elem(o)?;
                Ok(quote_spanned!(span=> #pp::src::<#rt, _>(#e)))
            }
            Operand::Sreg { name, span } => {
                let c = sreg_const(name, *span)?;
                Ok(quote_spanned!(*span=> #pp::src::<#rt, _>(#pp::sreg::#c)))
            }
            _ => Err(Error::new(
                span,
                format!(
                    "expected a .{} register, immediate, special register or `{{rust expr}}`",
                    ty.name()
                ),
            )),
        }
    }

    /// The value of `st.async`/`red.async` at address `a`: of the mnemonic's type, or for a
    /// `.bN` mnemonic of the address's element type (an immediate takes that type).
    fn async_value(&mut self, a: &TokenStream, v: &Operand, ty: Ty) -> syn::Result<TokenStream> {
        if !ty.is_bits() {
            return self.value(v, ty);
        }
        let vs = v.span();
        let pp = p(vs);
        match v {
            Operand::Lit { neg, lit } => {
                let minus = if neg.is_some() {
                    quote_spanned!(vs=> -)
                } else {
                    quote!()
                };
                Ok(quote_spanned!(vs=> #pp::elem_imm(&#a, #minus #lit)))
            }
            _ => self.reg(v, "a register, immediate or `{rust expr}`"),
        }
    }

    /// A register operand (no immediates): a name or an expression.
    fn reg(&self, o: &Operand, what: &str) -> syn::Result<TokenStream> {
        match o {
            Operand::Name(i) => Ok(quote!(#i)),
            Operand::Expr(e, s) => Ok(quote_spanned!(*s=> (#e))),
            Operand::Elem { .. } => self.elem(o),
            _ => Err(Error::new(o.span(), format!("expected {what}"))),
        }
    }

    /// A pointer or variable, with an optional byte offset, for `[a]` operands.
    fn addr(
        &mut self,
        o: &Operand,
        space: Option<Space>,
        elem: Option<(Ty, Span)>,
    ) -> syn::Result<TokenStream> {
        let Operand::Addr { base, off, span } = o else {
            return Err(Error::new(
                o.span(),
                "an address operand is written in brackets: `[a]`, `[a+16]`",
            ));
        };
        let bspan = base.span();
        let pp = p(bspan);
        let mut b = match &**base {
            Operand::Name(i) => {
                if self.env.kind(&i.to_string()) == Kind::Const {
                    return Err(Error::new(
                        i.span(),
                        format!(
                            "`{i}` is a constant, not an address: addresses are typed pointers and variables; a constant offsets one (`[p+{i}]`)"
                        ),
                    ));
                }
                if matches!(self.env.kind(&i.to_string()), Kind::Reg) {
                    return Err(Error::new(
                        i.span(),
                        format!(
                            "`{i}` is an integer register, not an address: addresses are typed pointers (`cvta`, `index`, a pointer parameter, a variable)"
                        ),
                    ));
                }
                quote!(#i)
            }
            Operand::Expr(e, s) => self.temp(e, *s),
            other => {
                return Err(Error::new(
                    other.span(),
                    "the base of an address is a pointer, a variable or a `{rust expr}`",
                ));
            }
        };
        if let Some((t, ts)) = elem {
            let c = self.elem_check(&b, base, t, ts);
            self.pre.push(c);
        }
        match space {
            Some(Space::SharedCluster) => b = quote_spanned!(bspan=> #pp::cluster(#b)),
            Some(s) => {
                let st = s.rust(bspan);
                self.pre
                    .push(quote_spanned!(bspan=> #pp::assert_space::<#st, _>(&#b);));
            }
            None => {}
        }
        if let Some((neg, o)) = off {
            let ospan = o.span();
            let v = match &**o {
                Operand::Lit { .. } => {
                    let v = raw_int(o, 0, i64::MAX as i128, "an address offset", "i64")?;
                    if *neg { quote_spanned!(ospan=> -#v) } else { v }
                }
                Operand::Expr(e, s) => {
                    if *neg {
                        quote_spanned!(*s=> -(#e))
                    } else {
                        quote_spanned!(*s=> #e)
                    }
                }
                Operand::Name(i)
                    if matches!(self.env.kind(&i.to_string()), Kind::Const | Kind::Unknown) =>
                {
                    // A constant or an unrolled loop's index, of any integer type.
                    let pp = p(ospan);
                    let v = quote_spanned!(ospan=> #pp::offset_bytes(#i));
                    if *neg { quote_spanned!(ospan=> -#v) } else { v }
                }
                Operand::Name(i) => {
                    return Err(Error::new(
                        ospan,
                        format!(
                            "`{i}` is not a number known when the kernel is built: an address offset is a number of bytes (a literal, a constant, an unrolled loop's index or `{{rust expr}}`); add a register offset with `index` or `add`"
                        ),
                    ));
                }
                _ => {
                    return Err(Error::new(
                        ospan,
                        "an address offset is an immediate number of bytes or a `{rust expr}`",
                    ));
                }
            };
            let pp = p(*span);
            b = quote_spanned!(ospan=> #pp::Address::byte_offset(#b, #v));
        }
        Ok(b)
    }

    /// `cvta`'s source: a variable (`var`, `var+imm`) or a pointer.
    fn cvta_src(
        &mut self,
        o: &Operand,
        space: Space,
        k: &Ident,
        at: Span,
    ) -> syn::Result<(TokenStream, Kind)> {
        let span = o.span();
        let pp = p(span);
        let (base, off) = match o {
            Operand::Name(i) => (i.clone(), None),
            Operand::VarOff { base, off } => (base.clone(), Some(&**off)),
            Operand::Expr(e, s) => {
                let t = self.temp(e, *s);
                return Ok((self.space_call(t, space, *s), Kind::Ptr));
            }
            _ => {
                return Err(Error::new(
                    span,
                    "`cvta` takes an address register, a variable `v` or `v+imm`",
                ));
            }
        };
        match self.env.kind(&base.to_string()) {
            Kind::Var(ty) => {
                let elems = match off {
                    None => quote_spanned!(span=> 0u64),
                    Some(o) => {
                        let bytes = match o {
                            Operand::Lit {
                                neg: None,
                                lit: syn::Lit::Int(l),
                            } => l.base10_parse::<u64>()?,
                            _ => {
                                return Err(Error::new(
                                    o.span(),
                                    "`var+imm` takes a non-negative immediate number of bytes",
                                ));
                            }
                        };
                        let size = ty.size().max(1);
                        if bytes % size != 0 {
                            return Err(Error::new(
                                o.span(),
                                format!(
                                    "`{base}+{bytes}` is not on a .{} element boundary (a multiple of {size} bytes)",
                                    ty.name()
                                ),
                            ));
                        }
                        let n = syn::LitInt::new(&format!("{}u64", bytes / size), o.span());
                        quote!(#n)
                    }
                };
                let v = if space == Space::SharedCluster {
                    quote_spanned!(span=> #pp::cluster(#base))
                } else {
                    let st = space.rust(span);
                    self.pre
                        .push(quote_spanned!(span=> #pp::assert_space::<#st, _>(&#base);));
                    quote!(#base)
                };
                Ok((quote_spanned!(at=> #k.cvta_var(#v, #elems)), Kind::Ptr))
            }
            Kind::Reg => Err(Error::new(
                span,
                format!(
                    "`{base}` is an integer register: `cvta` converts typed addresses (a pointer or a variable)"
                ),
            )),
            _ => {
                if let Some(o) = off {
                    return Err(Error::new(
                        o.span(),
                        "`+imm` is the variable form of `cvta`; offset a pointer with `index` or `[p+imm]`",
                    ));
                }
                Ok((self.space_call(quote!(#base), space, span), Kind::Ptr))
            }
        }
    }

    /// `k.cvta(p)` (or `k.isspacep`) with the mnemonic's space asserted on `p`.
    fn space_call(&mut self, b: TokenStream, space: Space, span: Span) -> TokenStream {
        let pp = p(span);
        let k = kid(span);
        if space == Space::SharedCluster {
            quote_spanned!(span=> #k.cvta(#pp::cluster(#b)))
        } else {
            let st = space.rust(span);
            self.pre
                .push(quote_spanned!(span=> #pp::assert_space::<#st, _>(&#b);));
            quote_spanned!(span=> #k.cvta(#b))
        }
    }

    /// The expansion of `op`, by the function of its family.
    fn by_family(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        match op {
            Op::Regular { .. } | Op::MulWide { .. } => self.arith(cx, op),
            Op::Shift { .. }
            | Op::Count { .. }
            | Op::Prmt { .. }
            | Op::Bfe { .. }
            | Op::Bfi { .. }
            | Op::Lop3 => self.bits(cx, op),
            Op::Setp { .. } | Op::Selp { .. } => self.compare(cx, op),
            Op::Mov { .. } => self.mov(cx, op),
            Op::Cvt { .. } | Op::CvtHalf { .. } | Op::CvtTf32 => self.convert(cx, op),
            Op::Cvta { .. }
            | Op::CvtaTo { .. }
            | Op::Isspacep { .. }
            | Op::Mapa
            | Op::Getctarank { .. }
            | Op::Index => self.address(cx, op),
            Op::Ld { .. } | Op::St { .. } => self.memory(cx, op),
            Op::Atomic { .. } => self.atomic(cx, op),
            Op::Bra { .. }
            | Op::Call
            | Op::Ret
            | Op::Exit
            | Op::Setmaxnreg { .. }
            | Op::Griddep { .. } => self.control(cx, op),
            Op::BarSync
            | Op::BarrierSync
            | Op::BarArrive { .. }
            | Op::BarWarpSync
            | Op::ClusterArrive
            | Op::ClusterWait
            | Op::Membar { .. }
            | Op::ProxyFence { .. } => self.barrier(cx, op),
            Op::Mbar { .. } => self.mbarrier(cx, op),
            Op::Elect
            | Op::Redux { .. }
            | Op::ReduxF32 { .. }
            | Op::Match { .. }
            | Op::Shfl { .. }
            | Op::Vote { .. }
            | Op::Activemask => self.warp(cx, op),
            Op::CpAsync { .. }
            | Op::CommitGroup
            | Op::WaitAll
            | Op::WaitGroup
            | Op::CpAsyncMbar { .. } => self.cp_async(cx, op),
            Op::Bulk { .. }
            | Op::BulkCommit
            | Op::BulkWait { .. }
            | Op::Tma { .. }
            | Op::PrefetchTensormap { .. } => self.bulk(cx, op),
            Op::StAsync { .. } | Op::RedAsync { .. } => self.async_store(cx, op),
            Op::Wgmma { .. } => self.wgmma(cx, op),
            Op::Mma { .. }
            | Op::Ldmatrix { .. }
            | Op::Stmatrix { .. }
            | Op::WgmmaFence
            | Op::WgmmaCommit
            | Op::WgmmaWait
            | Op::WgmmaDesc { .. }
            | Op::WgmmaDescAdvance
            | Op::FragZero { .. } => self.tensor_core(cx, op),
            Op::Row { .. } => self.row(cx, op),
        }
    }

    fn inst(
        &mut self,
        bind: Option<&Ident>,
        pair: Option<&Ident>,
        inst: &super::parse::Inst,
        guard_pred: Option<(&Ident, bool)>,
    ) -> syn::Result<TokenStream> {
        self.pre.clear();
        let op = validate::resolve(&inst.parts)?;
        validate::check_count(&op, inst)?;
        let at = inst.parts[0].span;
        let ops = &inst.operands;
        let assign_form = matches!(op, Op::Mov { .. }) && ops.len() == 2;
        if op.has_result() && bind.is_none() && !assign_form && !matches!(op, Op::Call) {
            return Err(Error::new(
                at,
                format!(
                    "`{}` defines a register: bind it with `let name = {} …;`",
                    inst.mnemonic(),
                    inst.mnemonic()
                ),
            ));
        }
        if let Some(b) = bind
            && (!op.has_result() || assign_form)
        {
            return Err(Error::new(
                b.span(),
                format!("`{}` defines no register to bind", inst.mnemonic()),
            ));
        }
        if op.has_pair() && bind.is_some() && pair.is_none() {
            return Err(Error::new(
                at,
                format!(
                    "`{}` defines two registers: bind both with `let (d, p) = {} …;`",
                    inst.mnemonic(),
                    inst.mnemonic()
                ),
            ));
        }
        if let Some(p) = pair
            && !op.has_pair()
        {
            return Err(Error::new(
                p.span(),
                format!(
                    "`{}` defines one register: bind it with `let name = …;`",
                    inst.mnemonic()
                ),
            ));
        }
        if guard_pred.is_some() && bind.is_some() {
            return Err(Error::new(
                at,
                "a guarded instruction cannot define a `let` register (it would be undefined where the guard is false); guard a block `@p { … }` instead",
            ));
        }
        let cx = At {
            inst,
            ops,
            at,
            pp: p(at),
            k: kid(at),
            bind,
            guard_pred,
            assign_form,
        };
        let (call, kind) = match self.by_family(&cx, &op)? {
            Expansion::Call(call, kind) => (call, kind),
            Expansion::Stmt(s) => return Ok(s),
        };
        let pre = core::mem::take(&mut self.pre);
        Ok(match (bind, pair) {
            (Some(b), Some(q)) => {
                self.env.bind(b, Kind::Reg);
                self.env.bind(q, Kind::Reg);
                quote_spanned!(at=> #(#pre)* let (#b, #q) = #call;)
            }
            (Some(b), None) => {
                match op {
                    Op::Ld { vec, .. } if vec > 1 => self.env.bind_vec(b, vec as usize),
                    _ => self.env.bind(b, kind),
                }
                quote_spanned!(at=> #(#pre)* let #b = #call;)
            }
            _ => quote_spanned!(at=> #(#pre)* #call;),
        })
    }

    /// Binds an interpolated expression to a temporary, so that it is evaluated once
    /// although the checks name it too.
    fn temp(&mut self, e: &syn::Expr, s: Span) -> TokenStream {
        let t = format_ident!("__typed_ptx_o{}", self.temps, span = s);
        self.temps += 1;
        self.pre.push(quote_spanned!(s=> let #t = #e;));
        quote!(#t)
    }

    fn elem_check(&self, b: &TokenStream, base: &Operand, t: Ty, ts: Span) -> TokenStream {
        // A named base is re-spanned at the type suffix: the error is about the suffix.
        let b = match base {
            Operand::Name(i) => {
                // The identifier itself, re-spanned: a raw one (`r#type`) stays raw.
                let mut i = i.clone();
                i.set_span(ts);
                quote!(#i)
            }
            _ => b.clone(),
        };
        let pp = p(ts);
        if t.is_bits() {
            let n = syn::LitInt::new(&format!("{}u64", t.size()), ts);
            return quote_spanned!(ts=> #pp::assert_elem_size::<_, #n>(&#b););
        }
        let rt = t.rust(ts);
        quote_spanned!(ts=> #pp::assert_elem::<#rt, _>(&#b);)
    }

    fn stmts(&mut self, body: &[Stmt]) -> TokenStream {
        let mark = self.env.names.len();
        let out = self.stmts_here(body);
        self.env.names.truncate(mark);
        out
    }

    /// The statements of `body`, leaving their names bound (for a `yield` after them).
    fn stmts_here(&mut self, body: &[Stmt]) -> TokenStream {
        let mut out = TokenStream::new();
        for s in body {
            self.check_uses(s);
            match s {
                Stmt::Decl(d) => match self.local_decl(d) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.env.err(e),
                },
                Stmt::Label(l) => {
                    let at = l.span();
                    let k = kid(at);
                    out.extend(quote_spanned!(at=> #k.place(#l);));
                }
                Stmt::Inst {
                    guard,
                    bind,
                    pair,
                    inst,
                } => {
                    let gp = guard.as_ref().map(|g| (&g.pred, g.neg));
                    match self.inst(bind.as_ref(), pair.as_ref(), inst, gp) {
                        Ok(t) => match guard {
                            Some(g) if !is_plain_bra(inst) => out.extend(guarded(g, t)),
                            _ => out.extend(t),
                        },
                        Err(e) => {
                            for b in bind.iter().chain(pair) {
                                self.env.bind(b, Kind::Unknown);
                            }
                            self.env.err(e)
                        }
                    }
                }
                Stmt::Block { guard, body } => {
                    let mark = self.env.names.len();
                    let inner = self.stmts_here(body);
                    self.env.close(mark, Region::Guarded, Role::Made);
                    out.extend(guarded(guard, inner));
                }
                Stmt::For(f) => match self.for_loop(f) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.failed(&f.bind, e),
                },
                Stmt::While(w) => match self.while_loop(w) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.failed(&w.bind, e),
                },
                Stmt::If(i) => match self.if_else(i) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.failed(&i.bind, e),
                },
                Stmt::Unroll(u) => match self.unroll(u) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.failed(&u.bind, e),
                },
                Stmt::Const(c) => match const_decl(c, self.env) {
                    Ok(t) => out.extend(t),
                    Err(e) => self.env.err(e),
                },
            }
        }
        out
    }

    /// Reports the names `s` uses (outside its nested bodies) that were bound in a region
    /// that has closed.
    fn check_uses(&mut self, s: &Stmt) {
        let env = &mut *self.env;
        match s {
            Stmt::Decl(_) | Stmt::Label(_) => {}
            Stmt::Inst { guard, inst, .. } => {
                if let Some(g) = guard {
                    env.check_name(&g.pred);
                }
                for o in &inst.operands {
                    env.check_operand(o);
                }
            }
            Stmt::Block { guard, .. } => env.check_name(&guard.pred),
            Stmt::For(f) => {
                for o in [&f.start, &f.end].into_iter().chain(&f.step) {
                    env.check_operand(o);
                }
                for c in &f.carry {
                    env.check_operand(&c.init);
                }
            }
            Stmt::While(w) => {
                for c in &w.carry {
                    env.check_operand(&c.init);
                }
            }
            Stmt::If(i) => env.check_name(&i.pred),
            Stmt::Unroll(u) => match &u.over {
                super::parse::UnrollOver::Range(r) => {
                    for o in [&r.start, &r.end].into_iter().chain(&r.step) {
                        env.check_operand(o);
                    }
                }
                super::parse::UnrollOver::Iter(o) => env.check_operand(o),
            },
            Stmt::Const(c) => env.check_operand(&c.value),
        }
    }

    /// Reports `e` and binds the names a failed statement would have bound.
    fn failed(&mut self, bind: &[Binder], e: Error) {
        for b in bind {
            self.env.bind(&b.name, Kind::Unknown);
        }
        self.env.err(e);
    }

    /// A carried value's initial value and what it is.
    fn carried_init(&mut self, c: &Carried) -> syn::Result<(TokenStream, Option<Ty>, Kind)> {
        let ty = match &c.ty {
            Some(t) => {
                let ty = ty_of(t)?;
                if ty.size() == 1 {
                    return Err(Error::new(
                        t.span,
                        "a carried value is a register: 16 bits or wider, or a predicate",
                    ));
                }
                Some(ty)
            }
            None => None,
        };
        let o = &c.init;
        let span = o.span();
        let typed = |v: TokenStream| match ty {
            Some(t) => {
                let pp = p(span);
                let rt = t.rust(c.ty.as_ref().map(|t| t.span).unwrap_or(span));
                let tmp = Ident::new("__typed_ptx_c", span);
                quote_spanned!(span=> { let #tmp: #pp::Reg<#rt> = #v; #tmp })
            }
            None => v,
        };
        match o {
            Operand::Lit { lit: l, .. } => match ty {
                Some(t) => Ok((lit(o, t)?, ty, Kind::Reg)),
                None => Err(Error::new(
                    span,
                    format!(
                        "an immediate carried value needs its type: `{}: {} = …` (u16 s16 u32 s32 u64 s64 f32 f64)",
                        c.name,
                        if matches!(l, syn::Lit::Float(_)) {
                            "f32"
                        } else {
                            "u32"
                        }
                    ),
                )),
            },
            Operand::Name(i) => {
                let kind = self.env.kind(&i.to_string());
                match kind {
                    Kind::Var(_) | Kind::Label | Kind::Func | Kind::Vector => Err(Error::new(
                        span,
                        format!(
                            "`{i}` is not a register or pointer: a loop carries registers and pointers"
                        ),
                    )),
                    _ => Ok((typed(quote!(#i)), ty, kind)),
                }
            }
            Operand::Expr(e, s) => Ok((typed(quote_spanned!(*s=> (#e))), ty, Kind::Unknown)),
            Operand::Elem { .. } => Ok((typed(self.elem(o)?), ty, Kind::Reg)),
            _ => Err(Error::new(
                span,
                "a carried value starts as a register, a pointer, an immediate or a `{rust expr}`",
            )),
        }
    }

    /// A yielded value of a loop body (an immediate becomes a register with `mov`).
    fn yielded(
        &mut self,
        o: &Operand,
        ty: Option<Ty>,
        k: &Ident,
        reg: bool,
    ) -> syn::Result<TokenStream> {
        let span = o.span();
        match o {
            Operand::Name(i) => {
                if matches!(
                    self.env.kind(&i.to_string()),
                    Kind::Var(_) | Kind::Label | Kind::Func | Kind::Vector
                ) {
                    return Err(Error::new(
                        span,
                        format!("`{i}` is not a register or pointer"),
                    ));
                }
                Ok(quote!(#i))
            }
            Operand::Expr(e, s) => Ok(quote_spanned!(*s=> (#e))),
            Operand::Elem { .. } => self.elem(o),
            Operand::Lit { .. } => {
                let Some(t) = ty else {
                    return Err(Error::new(
                        span,
                        "an immediate here needs a type: give the value one (`x: f32 = …` in the carry list, `let x: f32 = if …`)",
                    ));
                };
                let l = lit(o, t)?;
                if reg {
                    let rt = t.rust(span);
                    let k = Ident::new(&k.to_string(), span);
                    Ok(quote_spanned!(span=> #k.mov::<#rt>(#l)))
                } else {
                    Ok(l)
                }
            }
            _ => Err(Error::new(
                span,
                "`yield` gives registers, pointers, immediates or `{rust expr}`s",
            )),
        }
    }

    /// A structured body: its statements, then the yielded values (as one expression:
    /// the value, a tuple of them, or `()`), with their kinds.
    fn block(
        &mut self,
        b: &Block,
        want: &[Option<Ty>],
        (reg, region): (bool, Region),
        what: &str,
    ) -> syn::Result<(TokenStream, Vec<Kind>)> {
        let mark = self.env.names.len();
        let mut out = self.stmts_here(&b.stmts);
        if let Some((ops, _)) = &b.yields {
            for o in ops {
                self.env.check_operand(o);
            }
        }
        let k = kid(b.end);
        let mut kinds = Vec::new();
        let r = match &b.yields {
            None if want.is_empty() => Ok(()),
            None => Err(Error::new(
                b.end,
                format!(
                    "{what} ends with `yield` and {} value{}",
                    want.len(),
                    if want.len() == 1 { "" } else { "s" }
                ),
            )),
            Some((ops, y)) if ops.len() != want.len() => Err(Error::new(
                *y,
                if want.is_empty() {
                    format!("{what} gives no values (nothing binds them): drop the `yield`")
                } else {
                    format!(
                        "{what} gives {} value{}, this `yield` has {}",
                        want.len(),
                        if want.len() == 1 { "" } else { "s" },
                        ops.len()
                    )
                },
            )),
            Some((ops, _)) => {
                let mut vals = Vec::new();
                for (o, t) in ops.iter().zip(want) {
                    vals.push(self.yielded(o, *t, &k, reg)?);
                    kinds.push(match o {
                        Operand::Name(i) => self.env.kind(&i.to_string()),
                        Operand::Lit { .. } | Operand::Elem { .. } => Kind::Reg,
                        _ => Kind::Unknown,
                    });
                }
                out.extend(tuple(&vals));
                Ok(())
            }
        };
        self.env.close(mark, region, Role::Made);
        r.map(|_| (out, kinds))
    }

    /// The loop's carried values: their initial value, the closure pattern, the types.
    fn carry_list(&mut self, carry: &[Carried]) -> syn::Result<CarryList> {
        let mut inits = Vec::new();
        let mut names = Vec::new();
        let mut tys = Vec::new();
        let mut kinds = Vec::new();
        for c in carry {
            let (v, t, kd) = self.carried_init(c)?;
            inits.push(v);
            let n = &c.name;
            names.push(quote!(#n));
            tys.push(t);
            kinds.push(kd);
        }
        Ok((tuple(&inits), tuple(&names), tys, kinds))
    }

    fn bind_carried(&mut self, carry: &[Carried], kinds: &[Kind]) {
        for (c, kd) in carry.iter().zip(kinds) {
            self.env.bind(&c.name, *kd);
        }
    }

    /// `let a = …` / `let (a, b) = …` / nothing, for `n` values of kinds `kinds`.
    fn out_pattern(
        &mut self,
        bind: &[Binder],
        kinds: &[Kind],
        at: Span,
    ) -> syn::Result<TokenStream> {
        if bind.is_empty() {
            return Ok(quote!());
        }
        if bind.len() != kinds.len() {
            return Err(Error::new(
                bind[0].name.span(),
                format!(
                    "this statement gives {} value{}, bound here to {} name{}",
                    kinds.len(),
                    if kinds.len() == 1 { "" } else { "s" },
                    bind.len(),
                    if bind.len() == 1 { "" } else { "s" }
                ),
            ));
        }
        let names: Vec<TokenStream> = bind
            .iter()
            .map(|b| {
                let n = &b.name;
                quote!(#n)
            })
            .collect();
        for (b, kd) in bind.iter().zip(kinds) {
            self.env.bind(&b.name, *kd);
        }
        let pat = tuple(&names);
        Ok(quote_spanned!(at=> let #pat =))
    }

    fn for_loop(&mut self, f: &ForLoop) -> syn::Result<TokenStream> {
        let ty = ty_of(&f.ty)?;
        if !matches!(
            ty,
            Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64
        ) {
            return Err(Error::new(
                f.ty.span,
                "a loop index is an integer: u16 s16 u32 s32 u64 s64",
            ));
        }
        if let Some(b) = f.bind.iter().find(|b| b.ty.is_some()) {
            return Err(Error::new(
                b.name.span(),
                "a loop's values take their types from its carry list: drop the annotation",
            ));
        }
        let rt = ty.rust(f.ty.span);
        let start = self.value(&f.start, ty)?;
        let end = self.value(&f.end, ty)?;
        let step = match &f.step {
            Some(o) => self.value(o, ty)?,
            None => {
                let l = syn::LitInt::new(&format!("1{}", ty.rust_name()), f.at);
                quote!(#l)
            }
        };
        let (init, pat, tys, kinds) = self.carry_list(&f.carry)?;
        let mark = self.env.names.len();
        self.env.bind(&f.var, Kind::Reg);
        self.bind_carried(&f.carry, &kinds);
        let body = self.block(
            &f.body,
            &tys,
            (true, Region::For),
            "a loop body that carries values",
        );
        self.env.close(mark + 1, Region::For, Role::Carried);
        self.env.close(mark, Region::For, Role::Index);
        let (body, _) = body?;
        let out = self.out_pattern(&f.bind, &kinds, f.at)?;
        let at = f.at;
        let k = kid(at);
        let var = &f.var;
        Ok(
            quote_spanned!(at=> #out #k.for_range::<#rt, _>(#start, #end, #step, #init, |#k, #var, #pat| { #body });),
        )
    }

    fn while_loop(&mut self, w: &WhileLoop) -> syn::Result<TokenStream> {
        if let Some(b) = w.bind.iter().find(|b| b.ty.is_some()) {
            return Err(Error::new(
                b.name.span(),
                "a loop's values take their types from its carry list: drop the annotation",
            ));
        }
        let (init, pat, tys, kinds) = self.carry_list(&w.carry)?;
        let mark = self.env.names.len();
        self.bind_carried(&w.carry, &kinds);
        let cond = self.block(
            &w.cond,
            &[None],
            (false, Region::While),
            "a `while` condition",
        );
        self.env.close(mark, Region::While, Role::Carried);
        let (cond, _) = cond?;
        let mark = self.env.names.len();
        self.bind_carried(&w.carry, &kinds);
        let body = self.block(
            &w.body,
            &tys,
            (true, Region::While),
            "a loop body that carries values",
        );
        self.env.close(mark, Region::While, Role::Carried);
        let (body, _) = body?;
        let out = self.out_pattern(&w.bind, &kinds, w.at)?;
        let at = w.at;
        let k = kid(at);
        Ok(
            quote_spanned!(at=> #out #k.while_loop(#init, |#k, #pat| { #cond }, |#k, #pat| { #body });),
        )
    }

    fn if_else(&mut self, i: &IfElse) -> syn::Result<TokenStream> {
        let at = i.at;
        let k = kid(at);
        let pr = &i.pred;
        match self.env.kind(&pr.to_string()) {
            Kind::Reg | Kind::Unknown => {}
            _ => {
                return Err(Error::new(
                    pr.span(),
                    format!("`{pr}` is not a predicate register"),
                ));
            }
        }
        let want: Vec<Option<Ty>> = i
            .bind
            .iter()
            .map(|b| b.ty.as_ref().map(ty_of).transpose())
            .collect::<syn::Result<_>>()?;
        let Some(otherwise) = &i.otherwise else {
            if !i.bind.is_empty() {
                return Err(Error::new(
                    at,
                    "an `if` that gives values needs an `else` giving values of the same types",
                ));
            }
            let (then, _) =
                self.block(&i.then, &[], (false, Region::If), "an `if` without `else`")?;
            return Ok(quote_spanned!(at=> #k.if_then(#pr, |#k| { #then });));
        };
        let (then, kinds) = self.block(&i.then, &want, (false, Region::If), "this `if` branch")?;
        let (other, _) = self.block(otherwise, &want, (false, Region::If), "this `else` branch")?;
        let out = self.out_pattern(&i.bind, &kinds, at)?;
        Ok(quote_spanned!(at=> #out #k.if_else(#pr, |#k| { #then }, |#k| { #other });))
    }

    fn local_decl(&mut self, d: &VarDecl) -> syn::Result<TokenStream> {
        let space = d.space.to_string();
        let m = match space.as_str() {
            "shared" => "shared",
            "local" => "local",
            _ => {
                return Err(Error::new(
                    d.space.span(),
                    "a kernel declares `shared` and `local` variables; `global` and `const` ones belong to the module",
                ));
            }
        };
        if let Some(e) = d.extern_ {
            return Err(Error::new(e, "`extern shared` is declared at module level"));
        }
        if let Some(i) = &d.init {
            let s = i.first().map(|o| o.span()).unwrap_or(d.name.span());
            return Err(Error::new(
                s,
                format!("`.{space}` variables have no initializer"),
            ));
        }
        let (ty, rt) = decl_ty(d)?;
        let len = match &d.len {
            Some(v) => value_of_decl(v)?,
            None => quote!(1u64),
        };
        let align = match &d.align {
            Some(v) => value_of_decl(v)?,
            None => {
                let a = syn::LitInt::new(&format!("{}u64", ty.size()), d.name.span());
                quote!(#a)
            }
        };
        let at = d.space.span();
        let k = &kid(at);
        let n = &d.name;
        let name = n.to_string();
        let m = Ident::new(m, at);
        self.env.bind(n, Kind::Var(ty));
        Ok(
            quote_spanned!(at=> let #n = #k.#m::<#rt>(#name, #len, ::typed_ptx::__private::Align(#align));),
        )
    }
}

/// The table row of special register `name` (`%tid.x`).
fn sreg_row(name: &str, span: Span) -> syn::Result<&'static typed_ptx_isa::Form> {
    let row = FORMS
        .iter()
        .find(|f| matches!(f.shape, Shape::Sreg { name: n, .. } if n == name));
    row.ok_or_else(|| {
        let all: Vec<&str> = FORMS
            .iter()
            .filter_map(|f| {
                if let Shape::Sreg { name, .. } = f.shape {
                    Some(name)
                } else {
                    None
                }
            })
            .collect();
        Error::new(
            span,
            format!(
                "unknown special register `{name}`; supported: {}",
                all.join(" ")
            ),
        )
    })
}

/// The `typed_ptx::sreg` constant of special register `name` (`%ctaid.x` → `CTAID_X`).
fn sreg_const(name: &str, span: Span) -> syn::Result<Ident> {
    let row = sreg_row(name, span)?;
    let Shape::Sreg { method, .. } = row.shape else {
        unreachable!("found by shape")
    };
    Ok(Ident::new(&method.to_uppercase(), span))
}

/// `v`, `(a, b)` or `()`.
fn tuple(v: &[TokenStream]) -> TokenStream {
    match v {
        [one] => one.clone(),
        many => quote!((#(#many),*)),
    }
}

/// A loop's carried values: the initial value (one, a tuple, or `()`), the closure's
/// pattern for them, their types (where written) and kinds.
type CarryList = (TokenStream, TokenStream, Vec<Option<Ty>>, Vec<Kind>);

fn is_plain_bra(inst: &super::parse::Inst) -> bool {
    inst.parts.len() == 1 && inst.parts[0].text == "bra"
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// Labels of a body, in order of first mention (placement or branch), so that they are
/// created in the order a builder program would create them.
fn labels(
    body: &[Stmt],
    placed: &mut Vec<Ident>,
    order: &mut Vec<String>,
    errors: &mut Vec<Error>,
) {
    for s in body {
        match s {
            Stmt::Label(l) => {
                let n = l.to_string();
                if placed.iter().any(|p| *p == n) {
                    errors.push(Error::new(l.span(), format!("label `{n}` is placed twice")));
                }
                placed.push(l.clone());
                if !order.contains(&n) {
                    order.push(n);
                }
            }
            Stmt::Inst { inst, .. } if inst.parts[0].text == "bra" => {
                if let Some(Operand::Name(i)) = inst.operands.first() {
                    let n = i.to_string();
                    if !order.contains(&n) {
                        order.push(n);
                    }
                }
            }
            Stmt::Block { body, .. } => labels(body, placed, order, errors),
            Stmt::For(f) => labels(&f.body.stmts, placed, order, errors),
            Stmt::While(w) => {
                labels(&w.cond.stmts, placed, order, errors);
                labels(&w.body.stmts, placed, order, errors);
            }
            Stmt::If(i) => {
                labels(&i.then.stmts, placed, order, errors);
                if let Some(o) = &i.otherwise {
                    labels(&o.stmts, placed, order, errors);
                }
            }
            Stmt::Unroll(u) => {
                // Branches out of the body count as mentions; labels in it are refused.
                unroll::no_labels(&u.body.stmts, errors);
                labels(&u.body.stmts, &mut Vec::new(), order, &mut Vec::new());
            }
            _ => {}
        }
    }
}

fn param_ty(space: Option<&Ident>, ty: Ty, span: Span) -> syn::Result<TokenStream> {
    let pp = p(span);
    let rt = ty.rust(span);
    match space {
        None => {
            if ty.size() == 1 {
                return Err(Error::new(span, "scalar parameters are 16 bits or wider"));
            }
            Ok(quote_spanned!(span=> #pp::Reg<#rt>))
        }
        Some(s) => {
            let sp = match s.to_string().as_str() {
                "generic" => Space::Generic,
                other => space_named(other).ok_or_else(|| {
                    Error::new(s.span(), format!("`{other}` is not a state space; a pointer parameter is `generic`, `global`, `shared`, `shared::cluster`, `local`, `const` or `param`"))
                })?,
            };
            let st = sp.rust(s.span());
            Ok(quote_spanned!(span=> #pp::Ptr<#st, #rt>))
        }
    }
}

/// A kernel parameter: its type in the kernel's signature (`Module::kernel_named`), and
/// what the body does with it first (a `.param` variable's `as U` view).
struct KParam {
    ty: TokenStream,
    /// The element type (`u32` of `global u32`).
    elem: TokenStream,
    prelude: TokenStream,
}

fn kernel_param(pm: &Param, env: &mut Env) -> syn::Result<KParam> {
    let n = &pm.name;
    let ty = ty_of(&pm.ty)?;
    let tensormap = pm.space.as_ref().is_some_and(|s| s == "tensormap");
    match (&pm.rank, tensormap) {
        (Some(r), false) => {
            return Err(Error::new(
                r.span(),
                "only a `tensormap` parameter has a rank: `map: tensormap u32[2]`",
            ));
        }
        (None, true) => {
            return Err(Error::new(
                pm.ty.span,
                "a tensor map parameter names its element type and rank: `map: tensormap u32[2]`",
            ));
        }
        (Some(r), true) => {
            let ty = elem_ty(&pm.ty)?;
            let rt = ty.rust(pm.ty.span);
            let r = tensor_rank(r)?;
            let pp = p(pm.ty.span);
            env.bind(n, Kind::Var(ty));
            return Ok(KParam {
                ty: quote_spanned!(pm.ty.span=> #pp::Var<#pp::Param<#pp::Entry>, #pp::TensorMap<#rt, #r>>),
                elem: rt,
                prelude: quote!(),
            });
        }
        (None, false) => {}
    }
    let rt = ty.rust(pm.ty.span);
    let at = n.span();
    let pp = p(pm.ty.span);
    let space = pm.space.as_ref().map(|s| s.to_string());
    if pm.cast.is_some() && !matches!(space.as_deref(), Some("param" | "global")) {
        return Err(Error::new(
            pm.cast.as_ref().map(|c| c.span).unwrap_or(at),
            "`as T` reinterprets a `param` variable or a `global` pointer only",
        ));
    }
    match space.as_deref() {
        None => {
            if ty == Ty::Pred || ty.size() == 1 {
                return Err(Error::new(
                    pm.ty.span,
                    "a scalar kernel parameter is a 16-, 32- or 64-bit number",
                ));
            }
            env.bind(n, Kind::Reg);
            Ok(KParam {
                ty: quote_spanned!(pm.ty.span=> #pp::Reg<#rt>),
                elem: rt,
                prelude: quote!(),
            })
        }
        Some("global") => {
            env.bind(n, Kind::Ptr);
            // `x: global bf16 as bf16x2`: the host passes `bf16`s, the body sees pairs.
            let prelude = match &pm.cast {
                Some(c) => {
                    let r = elem_ty(c)?.rust(c.span);
                    quote_spanned!(c.span=> let #n = #n.cast::<#r>();)
                }
                None => quote!(),
            };
            Ok(KParam {
                ty: quote_spanned!(pm.ty.span=> #pp::Ptr<#pp::Global, #rt>),
                elem: rt,
                prelude,
            })
        }
        Some("param") => {
            if ty == Ty::Pred {
                return Err(Error::new(
                    pm.ty.span,
                    "a .param variable holds a number, not a predicate",
                ));
            }
            let (prelude, vt) = match &pm.cast {
                Some(c) => {
                    let ct = elem_ty(c)?;
                    let r = ct.rust(c.span);
                    (quote_spanned!(c.span=> let #n = #n.cast::<#r>();), ct)
                }
                None => (quote!(), ty),
            };
            env.bind(n, Kind::Var(vt));
            Ok(KParam {
                ty: quote_spanned!(pm.ty.span=> #pp::Var<#pp::Param<#pp::Entry>, #rt>),
                elem: rt,
                prelude,
            })
        }
        Some(_) => Err(Error::new(
            pm.space.as_ref().map(|s| s.span()).unwrap_or(at),
            "a kernel parameter is `name: T` (a scalar), `name: global T` (a device pointer), `name: param T` (the .param variable itself) or `name: tensormap T[rank]` (a tensor map)",
        )),
    }
}

fn directive(d: &Directive) -> syn::Result<TokenStream> {
    let name = d.name.to_string();
    let (form, n) = match name.as_str() {
        "reqntid" => (FormId::Reqntid, 3),
        "maxntid" => (FormId::Maxntid, 3),
        "minnctapersm" => (FormId::Minnctapersm, 1),
        "reqnctapercluster" => (FormId::Reqnctapercluster, 3),
        "explicitcluster" => (FormId::Explicitcluster, 0),
        _ => {
            return Err(Error::new(
                d.name.span(),
                format!(
                    "unknown kernel directive `.{name}`; legal: .reqntid .maxntid .minnctapersm .reqnctapercluster .explicitcluster"
                ),
            ));
        }
    };
    if d.args.len() > n || (n == 1 && d.args.is_empty()) || (n == 3 && d.args.is_empty()) {
        return Err(Error::new(
            d.name.span(),
            format!(
                "`.{name}` takes {}",
                if n == 3 {
                    "1 to 3 numbers"
                } else if n == 1 {
                    "1 number"
                } else {
                    "no operands"
                }
            ),
        ));
    }
    let (lo, hi) = validate::table_imm(form, 0);
    let mut args = Vec::new();
    for v in &d.args {
        let o = match v {
            Value::Lit(l) => Operand::Lit {
                neg: None,
                lit: syn::Lit::Int(l.clone()),
            },
            Value::Expr(e, s) => Operand::Expr(e.clone(), *s),
        };
        args.push(raw_int(&o, lo, hi, &format!("`.{name}`'s operand"), "u32")?);
    }
    while n == 3 && args.len() < 3 {
        args.push(quote!(1u32));
    }
    let at = d.name.span();
    let k = &kid(at);
    let m = Ident::new(&name, at);
    Ok(quote_spanned!(at=> #k.#m(#(#args),*);))
}

/// The element type of a declaration, and its Rust type: a PTX type, or `mbarrier`
/// (an opaque `.b64` object, declared only in `.shared`).
fn decl_ty(d: &VarDecl) -> syn::Result<(Ty, TokenStream)> {
    if d.ty.name == "mbarrier" {
        if d.space != "shared" {
            return Err(Error::new(
                d.ty.span,
                format!(
                    "an mbarrier lives only in shared memory: declare it `shared {}: mbarrier`, not in .{}",
                    d.name, d.space
                ),
            ));
        }
        if let Some(i) = &d.init {
            let s = i.first().map(|o| o.span()).unwrap_or(d.name.span());
            return Err(Error::new(
                s,
                "an mbarrier has no initializer: `mbarrier.init` it",
            ));
        }
        return Ok((
            Ty::B64,
            quote_spanned!(d.ty.span=> ::typed_ptx::__private::Mbarrier),
        ));
    }
    let ty = elem_ty(&d.ty)?;
    Ok((ty, ty.rust(d.ty.span)))
}

/// The rank of a tensor map: a literal 1 to 5.
fn tensor_rank(l: &syn::LitInt) -> syn::Result<syn::LitInt> {
    let r: u64 = l.base10_parse()?;
    if !(1..=5).contains(&r) {
        return Err(Error::new(
            l.span(),
            format!("a tensor map has 1 to 5 dimensions, not {r}"),
        ));
    }
    Ok(syn::LitInt::new(&format!("{r}usize"), l.span()))
}

/// `global m: tensormap u32[2];` / `const m: tensormap u32[2];`: a module tensor map of
/// `u32` elements and rank 2.
fn tensormap_decl(d: &VarDecl, m: &Ident, env: &mut Env) -> syn::Result<TokenStream> {
    let n = &d.name;
    let name = n.to_string();
    let at = d.space.span();
    let spelling = format!(
        "`{} {name}: tensormap u32[2];` (element type, rank)",
        d.space
    );
    let (Some(elem), Some(Value::Lit(rank))) = (&d.tmap, &d.len) else {
        return Err(Error::new(d.ty.span, format!("write {spelling}")));
    };
    if d.extern_.is_some() || d.align.is_some() || d.init.is_some() {
        return Err(Error::new(
            at,
            format!("a tensor map is 128 bytes aligned to 64, written by the host: {spelling}"),
        ));
    }
    let ty = elem_ty(elem)?;
    let rt = ty.rust(elem.span);
    let r = tensor_rank(rank)?;
    let call = match d.space.to_string().as_str() {
        "global" => quote_spanned!(at=> #m.global_tensor_map::<#rt, #r>(#name)),
        "const" => quote_spanned!(at=> #m.const_tensor_map::<#rt, #r>(#name)),
        other => {
            return Err(Error::new(
                at,
                format!(
                    "a module tensor map lives in .global or .const (a kernel takes one as a parameter), not .{other}"
                ),
            ));
        }
    };
    env.bind(n, Kind::Var(ty));
    Ok(quote_spanned!(at=> let #n = #call;))
}

fn module_decl(d: &VarDecl, m: &Ident, env: &mut Env) -> syn::Result<TokenStream> {
    if d.ty.name == "tensormap" {
        return tensormap_decl(d, m, env);
    }
    let (ty, rt) = decl_ty(d)?;
    let n = &d.name;
    let name = n.to_string();
    let at = d.space.span();
    let space = d.space.to_string();
    let len = match &d.len {
        Some(v) => Some(value_of_decl(v)?),
        None => None,
    };
    let align = match &d.align {
        Some(v) => Some(value_of_decl(v)?),
        None => None,
    };
    let init = match &d.init {
        Some(vals) => {
            if d.len.is_some() {
                return Err(Error::new(
                    d.name.span(),
                    "an initialised variable takes its length from the initializer",
                ));
            }
            let mut out = Vec::new();
            let mut errs: Option<Error> = None;
            for v in vals {
                match v {
                    Operand::Lit { .. } => match lit(v, ty) {
                        Ok(t) => out.push(t),
                        Err(e) => match &mut errs {
                            Some(x) => x.combine(e),
                            None => errs = Some(e),
                        },
                    },
                    Operand::Expr(e, s) => out.push(quote_spanned!(*s=> (#e))),
                    o => {
                        return Err(Error::new(
                            o.span(),
                            "an initializer is a list of immediates or `{rust expr}`s",
                        ));
                    }
                }
            }
            if let Some(e) = errs {
                return Err(e);
            }
            Some(out)
        }
        None => None,
    };
    env.bind(n, Kind::Var(ty));
    let one = quote!(1u64);
    let call = match (space.as_str(), d.extern_.is_some()) {
        ("shared", true) => {
            let a = align.unwrap_or_else(|| {
                let l = syn::LitInt::new(&format!("{}u64", ty.size()), at);
                quote!(#l)
            });
            quote_spanned!(at=> #m.extern_shared::<#rt>(#name, ::typed_ptx::__private::Align(#a)))
        }
        (_, true) => {
            return Err(Error::new(
                d.extern_.unwrap_or(at),
                "only `shared` variables are `extern` (dynamic shared memory)",
            ));
        }
        ("global", false) => match (init, align) {
            (Some(v), None) => quote_spanned!(at=> #m.global_init::<#rt>(#name, &[#(#v),*])),
            (Some(_), Some(_)) => {
                return Err(Error::new(
                    at,
                    "an initialised .global variable is aligned to its element size",
                ));
            }
            (None, Some(a)) => {
                let l = len.unwrap_or(one);
                quote_spanned!(at=> #m.global_aligned::<#rt>(#name, #l, ::typed_ptx::__private::Align(#a)))
            }
            (None, None) => {
                let l = len.unwrap_or(one);
                quote_spanned!(at=> #m.global::<#rt>(#name, #l))
            }
        },
        ("const", false) => {
            if align.is_some() {
                return Err(Error::new(
                    at,
                    "a .const variable is aligned to its element size",
                ));
            }
            match init {
                Some(v) => quote_spanned!(at=> #m.const_init::<#rt>(#name, &[#(#v),*])),
                None => {
                    let l = len.unwrap_or(one);
                    quote_spanned!(at=> #m.const_::<#rt>(#name, #l))
                }
            }
        }
        ("shared", false) => {
            if init.is_some() {
                return Err(Error::new(at, "`.shared` variables have no initializer"));
            }
            let l = len.unwrap_or(one);
            let a = align.unwrap_or_else(|| {
                let l = syn::LitInt::new(&format!("{}u64", ty.size()), at);
                quote!(#l)
            });
            quote_spanned!(at=> #m.shared::<#rt>(#name, #l, ::typed_ptx::__private::Align(#a)))
        }
        (other, _) => {
            return Err(Error::new(
                at,
                format!(
                    "`{other}` is not a module-level state space; declare `global`, `const`, `shared` or `extern shared`"
                ),
            ));
        }
    };
    Ok(quote_spanned!(at=> let #n = #call;))
}

fn body_with_labels(g: &mut Gen<'_>, body: &[Stmt]) -> TokenStream {
    let mut placed = Vec::new();
    let mut order = Vec::new();
    let mut errs = Vec::new();
    labels(body, &mut placed, &mut order, &mut errs);
    g.env.errors.extend(errs);
    let mut out = TokenStream::new();
    for n in &order {
        match placed.iter().find(|p| p.to_string() == *n) {
            Some(l) => {
                let at = l.span();
                let k = kid(at);
                out.extend(quote_spanned!(at=> let #l = #k.label();));
                g.env.bind(l, Kind::Label);
            }
            None => {
                // A branch to a name never placed: reported at the branch by `inst`.
            }
        }
    }
    out.extend(g.stmts(body));
    out
}

/// The most parameters a typed kernel handle takes (`KernelParams` tuples).
const MAX_TYPED_PARAMS: usize = 16;

/// A kernel's typed handle: the field of the macro's value, its type, and the local the
/// builder's handle is bound to.
struct Handle {
    field: Ident,
    ty: TokenStream,
    local: Ident,
}

/// The field name of a kernel's handle: the kernel's name, raw if it is a keyword. `_`
/// and the path keywords cannot be raw identifiers (`Ident::new_raw` would panic).
fn field_name(n: &Ident) -> syn::Result<Ident> {
    let s = n.to_string();
    // A plain identifier, or a raw one such as `r#type` (which `Ident::new` would refuse
    // with a panic): the parsed identifier itself, at the kernel's name.
    if let Ok(mut id) = syn::parse_str::<Ident>(&s) {
        id.set_span(n.span());
        return Ok(id);
    }
    if matches!(s.as_str(), "_" | "self" | "Self" | "super" | "crate") || s.starts_with("r#") {
        return Err(Error::new(
            n.span(),
            format!("a kernel named `{s}` cannot be a field of the module's value; rename it"),
        ));
    }
    Ok(Ident::new_raw(&s, n.span()))
}

fn kernel(kd: &KernelDef, m: &Ident, env: &mut Env) -> (TokenStream, Option<Handle>) {
    let k = kid(kd.name.span());
    env.forget_gone();
    let mark = env.names.len();
    let mut dirs = TokenStream::new();
    for d in &kd.directives {
        match directive(d) {
            Ok(t) => dirs.extend(t),
            Err(e) => env.err(e),
        }
    }
    let mut tys = Vec::new();
    let mut elems = Vec::new();
    let mut names = Vec::new();
    let mut strs = Vec::new();
    let mut prelude = TokenStream::new();
    for pm in &kd.params {
        match kernel_param(pm, env) {
            Ok(t) => {
                tys.push(t.ty);
                elems.push(t.elem);
                prelude.extend(t.prelude);
                names.push(pm.name.clone());
                strs.push(pm.name.to_string());
            }
            Err(e) => env.err(e),
        }
    }
    let mut g = Gen {
        env: &mut *env,
        pre: Vec::new(),
        temps: 0,
    };
    let body = body_with_labels(&mut g, &kd.body);
    env.names.truncate(mark);
    let name = kd.name.to_string();
    let at = kd.name.span();
    let pp = p(at);
    let field = match field_name(&kd.name) {
        Ok(f) => f,
        Err(e) => {
            env.err(e);
            return (quote!(), None);
        }
    };
    // A raw kernel name (`r#type`) loses its `r#` in the local's name.
    let local = format_ident!("__typed_ptx_h_{}", name.trim_start_matches("r#"), span = at);
    // `kernel k = {rust expr}(…)`: the PTX name is a Rust string, the handle `k`.
    let name = match &kd.ptx_name {
        Some((e, s)) => quote_spanned!(*s=> #pp::kernel_name(&(#e))),
        None => quote!(#name),
    };
    if tys.len() > MAX_TYPED_PARAMS {
        // More parameters than a typed handle takes: declared one by one, launched by
        // name (`EntryRef`), checked at run time.
        let mut decls = TokenStream::new();
        for (i, (n, s)) in names.iter().zip(&strs).enumerate() {
            let pm = &kd.params[i];
            let e = &elems[i];
            let call = match pm.space.as_ref().map(|s| s.to_string()).as_deref() {
                Some("global") => quote_spanned!(n.span()=> #k.param_ptr::<#e>(#s)),
                Some("param") => quote_spanned!(n.span()=> #k.param_var::<#e>(#s)),
                _ => quote_spanned!(n.span()=> #k.param::<#e>(#s)),
            };
            decls.extend(quote_spanned!(n.span()=> let #n = #call;));
        }
        let code = quote_spanned!(at=> let #local = #m.entry(#name, |#k: &mut #pp::Kernel<'_>| { #decls #prelude #dirs #body }););
        let ty = quote_spanned!(at=> #pp::EntryRef);
        return (code, Some(Handle { field, ty, local }));
    }
    let sig = quote!((#(#tys,)*));
    let code = quote_spanned!(at=> let #local = #m.kernel_named::<#sig>(#name, &[#(#strs),*], |#k: &mut #pp::Kernel<'_>, (#(#names,)*): #sig| { #prelude #dirs #body }););
    let ty = quote_spanned!(at=> #pp::KernelRef<#sig>);
    (code, Some(Handle { field, ty, local }))
}

fn func(fd: &FuncDef, m: &Ident, env: &mut Env) -> TokenStream {
    let k = kid(fd.name.span());
    env.forget_gone();
    let mark = env.names.len();
    let mut names = Vec::new();
    let mut tys = Vec::new();
    for pm in &fd.params {
        let r = ty_of(&pm.ty).and_then(|t| {
            if pm.cast.is_some() {
                return Err(Error::new(
                    pm.name.span(),
                    "`as T` is for kernel `param` variables",
                ));
            }
            if pm.rank.is_some() || pm.space.as_ref().is_some_and(|s| s == "tensormap") {
                return Err(Error::new(
                    pm.name.span(),
                    "a tensor map is a kernel parameter, not a device-function parameter: use it in the kernel",
                ));
            }
            param_ty(pm.space.as_ref(), t, pm.ty.span)
        });
        match r {
            Ok(t) => {
                env.bind(
                    &pm.name,
                    if pm.space.is_some() {
                        Kind::Ptr
                    } else {
                        Kind::Reg
                    },
                );
                names.push(pm.name.clone());
                tys.push(t);
            }
            Err(e) => env.err(e),
        }
    }
    // `ret v;` as the last statement of a function with a result returns `v`.
    let (body, ret_val) = match (&fd.ret, fd.body.last()) {
        (
            Some(_),
            Some(Stmt::Inst {
                guard: None,
                bind: None,
                pair: None,
                inst,
            }),
        ) if inst.mnemonic() == "ret" && inst.operands.len() == 1 => {
            (&fd.body[..fd.body.len() - 1], Some(&inst.operands[0]))
        }
        (Some(t), _) => {
            env.err(Error::new(
                t.span,
                "a function with a result ends with `ret value;`",
            ));
            (&fd.body[..], None)
        }
        (None, _) => (&fd.body[..], None),
    };
    let mut g = Gen {
        env: &mut *env,
        pre: Vec::new(),
        temps: 0,
    };
    let mut b = body_with_labels(&mut g, body);
    let ret_ty = match &fd.ret {
        Some(t) => match ty_of(t) {
            Ok(ty) => {
                let pp = p(t.span);
                let rt = ty.rust(t.span);
                quote_spanned!(t.span=> -> #pp::Reg<#rt>)
            }
            Err(e) => {
                g.env.err(e);
                quote!()
            }
        },
        None => quote!(),
    };
    if let Some(v) = ret_val {
        match g.reg(v, "the register to return") {
            Ok(t) => b.extend(t),
            Err(e) => g.env.err(e),
        }
    }
    env.names.truncate(mark);
    env.bind(&fd.name, Kind::Func);
    let name = fd.name.to_string();
    let n = &fd.name;
    let at = n.span();
    quote_spanned!(at=> let #n = #m.func(#name, |#k: &mut ::typed_ptx::__private::Kernel<'_>, (#(#names,)*): (#(#tys,)*)| #ret_ty { #b });)
}

pub(crate) fn expand(input: Input) -> syn::Result<TokenStream> {
    let mut env = Env {
        names: Vec::new(),
        lens: Vec::new(),
        gone: Vec::new(),
        errors: Vec::new(),
    };
    let m = Ident::new("__typed_ptx_m", Span::call_site());
    let target = match &input.target {
        TargetSpec::Expr(e) => quote!((#e)),
        TargetSpec::Named(i) => {
            let s = i.to_string();
            match Target::parse(&s).filter(|t| t.min_isa().is_some()) {
                Some(t) => {
                    let sm = t.sm;
                    let ctor = Ident::new(
                        match t.variant {
                            typed_ptx_isa::Variant::Portable => "portable",
                            typed_ptx_isa::Variant::Family => "family",
                            typed_ptx_isa::Variant::Specific => "specific",
                        },
                        i.span(),
                    );
                    let pp = p(i.span());
                    quote_spanned!(i.span()=> #pp::Target::#ctor(#sm))
                }
                None => {
                    let known: Vec<String> = typed_ptx_isa::TARGETS
                        .iter()
                        .map(|(t, _)| t.to_string())
                        .collect();
                    env.err(Error::new(
                        i.span(),
                        format!("unknown target `{s}`; known: {}", known.join(" ")),
                    ));
                    quote!(::typed_ptx::__private::Target::SM_80)
                }
            }
        }
    };
    let mut out = TokenStream::new();
    if let Some((span, e)) = &input.explicit {
        let v = match e {
            Some(e) => quote!((#e)),
            None => quote!(true),
        };
        out.extend(quote_spanned!(*span=> #m.explicit_subqualifiers(#v);));
    }
    let mut handles: Vec<Handle> = Vec::new();
    for item in &input.items {
        match item {
            Item::Var(d) => match module_decl(d, &m, &mut env) {
                Ok(t) => out.extend(t),
                Err(e) => env.err(e),
            },
            Item::Func(f) => out.extend(func(f, &m, &mut env)),
            Item::Const(c) => match const_decl(c, &mut env) {
                Ok(t) => out.extend(t),
                Err(e) => env.err(e),
            },
            Item::Kernel(kd) => {
                let (code, h) = kernel(kd, &m, &mut env);
                out.extend(code);
                if let Some(h) = h {
                    if handles.iter().any(|o| o.field == h.field) {
                        env.err(Error::new(
                            kd.name.span(),
                            format!("kernel `{}` is defined twice", kd.name),
                        ));
                    } else {
                        handles.push(h);
                    }
                }
            }
        }
    }
    let mut errors = env.errors.into_iter();
    if let Some(mut first) = errors.next() {
        for e in errors {
            first.combine(e);
        }
        return Err(first);
    }
    let fields: Vec<&Ident> = handles.iter().map(|h| &h.field).collect();
    let tys: Vec<&TokenStream> = handles.iter().map(|h| &h.ty).collect();
    let locals: Vec<&Ident> = handles.iter().map(|h| &h.local).collect();
    let md = Ident::new("__typed_ptx_module", Span::call_site());
    let st = Ident::new("PtxModule", Span::call_site());
    Ok(quote! {
        {
            #[allow(unused_variables, unused_mut, unused_parens, unused_braces, unused_assignments, clippy::let_unit_value)]
            let (#m, #(#locals,)*) = {
                let mut #m = ::typed_ptx::__private::Module::new(#target);
                #out
                (#m, #(#locals,)*)
            };
            /// The module `ptx_module!` built, with one typed handle per kernel (a field
            /// named after the kernel). It derefs to the `Module`; `into_module()` or
            /// `Module::from` takes the module out.
            #[allow(non_camel_case_types, non_snake_case, dead_code)]
            struct #st {
                #md: ::typed_ptx::__private::Module,
                #(pub #fields: #tys,)*
            }
            impl ::core::ops::Deref for #st {
                type Target = ::typed_ptx::__private::Module;
                fn deref(&self) -> &::typed_ptx::__private::Module {
                    &self.#md
                }
            }
            impl ::core::ops::DerefMut for #st {
                fn deref_mut(&mut self) -> &mut ::typed_ptx::__private::Module {
                    &mut self.#md
                }
            }
            #[allow(dead_code)]
            impl #st {
                /// The module, without the kernel handles.
                pub fn into_module(self) -> ::typed_ptx::__private::Module {
                    self.#md
                }
            }
            impl ::core::convert::From<#st> for ::typed_ptx::__private::Module {
                fn from(m: #st) -> ::typed_ptx::__private::Module {
                    m.#md
                }
            }
            #st { #md: #m, #(#fields: #locals,)* }
        }
    })
}
