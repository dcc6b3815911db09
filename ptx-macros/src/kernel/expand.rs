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
use super::validate::{self, Op, Space, TY_NAMES, Ty};
use typed_ptx_isa::{FORMS, FormId, Shape, Target};

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
    Unknown,
}

struct Env {
    names: Vec<(String, Kind)>,
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
        self.names.push((name.to_string(), k));
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
    Ty::parse(&t.name).ok_or_else(|| {
        Error::new(
            t.span,
            format!("`{}` is not a PTX type; types are {TY_NAMES}", t.name),
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
        None => {
            let Operand::Expr(e, s) = o else {
                unreachable!("imm_in accepts literals and expressions")
            };
            Ok(quote_spanned!(*s=> #e))
        }
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
        Value::Expr(e, s) => Ok(quote_spanned!(*s=> #e)),
    }
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
        let pp = p(at);
        let ops = &inst.operands;
        let k = &kid(at);
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
        let (call, kind): (TokenStream, Kind) = match &op {
            Op::Regular {
                method,
                ty,
                ty_span,
                ..
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let args = ops
                    .iter()
                    .map(|o| self.value(o, *ty))
                    .collect::<syn::Result<Vec<_>>>()?;
                (quote_spanned!(at=> #k.#m::<#rt>(#(#args),*)), Kind::Reg)
            }
            Op::Shift {
                method,
                ty,
                ty_span,
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], Ty::U32)?;
                (quote_spanned!(at=> #k.#m::<#rt>(#a, #b)), Kind::Reg)
            }
            Op::Count {
                method,
                ty,
                ty_span,
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                (quote_spanned!(at=> #k.#m::<#rt>(#a)), Kind::Reg)
            }
            Op::MulWide { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], *ty)?;
                (quote_spanned!(at=> #k.mul_wide::<#rt>(#a, #b)), Kind::Reg)
            }
            Op::Approx { method } => {
                let m = Ident::new(method, at);
                let a = self.value(&ops[0], Ty::F32)?;
                (quote_spanned!(at=> #k.#m(#a)), Kind::Reg)
            }
            Op::ApproxT {
                method,
                ty,
                ty_span,
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                (quote_spanned!(at=> #k.#m::<#rt>(#a)), Kind::Reg)
            }
            Op::Fast { method, .. } => {
                let m = Ident::new(method, at);
                let args = ops
                    .iter()
                    .map(|o| self.value(o, Ty::F32))
                    .collect::<syn::Result<Vec<_>>>()?;
                (quote_spanned!(at=> #k.#m(#(#args),*)), Kind::Reg)
            }
            Op::CvtHalf { form } => self.cvt_half(*form, ops, k, at)?,
            Op::Prmt { mode } => {
                let a = self.value(&ops[0], Ty::U32)?;
                let b = self.value(&ops[1], Ty::U32)?;
                let c = self.value(&ops[2], Ty::U32)?;
                match mode {
                    None => (quote_spanned!(at=> #k.prmt(#a, #b, #c)), Kind::Reg),
                    Some(m) => {
                        let m = Ident::new(m, at);
                        (
                            quote_spanned!(at=> #k.prmt_mode(#pp::PrmtMode::#m, #a, #b, #c)),
                            Kind::Reg,
                        )
                    }
                }
            }
            Op::Bfe { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let pos = self.value(&ops[1], Ty::U32)?;
                let len = self.value(&ops[2], Ty::U32)?;
                (
                    quote_spanned!(at=> #k.bfe::<#rt>(#a, #pos, #len)),
                    Kind::Reg,
                )
            }
            Op::Bfi { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], *ty)?;
                let pos = self.value(&ops[2], Ty::U32)?;
                let len = self.value(&ops[3], Ty::U32)?;
                (
                    quote_spanned!(at=> #k.bfi::<#rt>(#a, #b, #pos, #len)),
                    Kind::Reg,
                )
            }
            Op::Lop3 => {
                let a = self.value(&ops[0], Ty::U32)?;
                let b = self.value(&ops[1], Ty::U32)?;
                let c = self.value(&ops[2], Ty::U32)?;
                let lut = raw_int(&ops[3], 0, 255, "the truth table of `lop3`", "u32")?;
                (quote_spanned!(at=> #k.lop3(#a, #b, #c, #lut)), Kind::Reg)
            }
            Op::Setp { cmp, ty, ty_span } => {
                let c = Ident::new(cmp, at);
                let rt = ty.rust(*ty_span);
                let mut args = Vec::new();
                for o in ops {
                    let k2 = self.name_kind(o);
                    if matches!(k2, Kind::Ptr | Kind::Ptr32) {
                        // Comparing addresses compares their bits (seed 000's round trip).
                        let want = if k2 == Kind::Ptr { Ty::U64 } else { Ty::U32 };
                        if ty.bit() != want.bit() {
                            return Err(Error::new(
                                *ty_span,
                                format!(
                                    "a {}-bit address compares as .{}",
                                    want.size() * 8,
                                    want.name()
                                ),
                            ));
                        }
                        let s = o.span();
                        let Operand::Name(i) = o else {
                            unreachable!("kinds come from names")
                        };
                        args.push(quote_spanned!(s=> #i.bits()));
                    } else {
                        args.push(self.value(o, *ty)?);
                    }
                }
                (
                    quote_spanned!(at=> #k.setp::<#rt>(#pp::Cmp::#c, #(#args),*)),
                    Kind::Reg,
                )
            }
            Op::Selp { ty, ty_span } => {
                let pr = self.reg(&ops[2], "a predicate register")?;
                let ka = self.name_kind(&ops[0]);
                let kb = self.name_kind(&ops[1]);
                if ka == Kind::Ptr || kb == Kind::Ptr {
                    if !matches!(ty, Ty::B64 | Ty::U64) {
                        return Err(Error::new(*ty_span, "pointers select with `selp.b64`"));
                    }
                    let a = self.reg(&ops[0], "a generic pointer")?;
                    let b = self.reg(&ops[1], "a generic pointer")?;
                    (quote_spanned!(at=> #k.selp_ptr(#a, #b, #pr)), Kind::Ptr)
                } else {
                    let rt = ty.rust(*ty_span);
                    let a = self.value(&ops[0], *ty)?;
                    let b = self.value(&ops[1], *ty)?;
                    (quote_spanned!(at=> #k.selp::<#rt>(#a, #b, #pr)), Kind::Reg)
                }
            }
            Op::Mov { ty, ty_span } if matches!(ops[0], Operand::Vector(..)) => {
                let Operand::Vector(items, vs) = &ops[0] else {
                    unreachable!("matched above")
                };
                if items.len() != 2 || !matches!(ty, Ty::B32 | Ty::F16x2 | Ty::Bf16x2 | Ty::B128) {
                    return Err(Error::new(
                        *vs,
                        "`mov` packs or unpacks two halves: `let p = mov.b32 {lo, hi};` or `mov.b32 {lo, hi}, p;` (.b32 from 16-bit halves, the pair types .f16x2/.bf16x2, or .b128 from two .b64 halves)",
                    ));
                }
                if assign_form {
                    // `mov.b32 {lo, hi}, p;`: binds two new names.
                    let mut names = Vec::new();
                    for it in items {
                        let Operand::Name(n) = it else {
                            return Err(Error::new(
                                it.span(),
                                "unpacking binds new names: `mov.b32 {lo, hi}, p;`",
                            ));
                        };
                        names.push(n.clone());
                    }
                    let src = self.reg(&ops[1], "a register to unpack")?;
                    let call = if *ty == Ty::B128 {
                        quote_spanned!(at=> #k.unpack_b128(#src))
                    } else if *ty == Ty::B32 {
                        quote_spanned!(at=> #k.halves(#src))
                    } else {
                        let rt = ty.rust(*ty_span);
                        quote_spanned!(at=> #k.halves::<#rt>(#src))
                    };
                    for n in &names {
                        self.env.bind(n, Kind::Reg);
                    }
                    let pre = core::mem::take(&mut self.pre);
                    let (lo, hi) = (&names[0], &names[1]);
                    return Ok(quote_spanned!(at=> #(#pre)* let [#lo, #hi] = #call;));
                }
                if *ty == Ty::B128 {
                    let lo = self.reg(&items[0], "a 64-bit register (the low half)")?;
                    let hi = self.reg(&items[1], "a 64-bit register (the high half)")?;
                    (quote_spanned!(at=> #k.mov_b128(#lo, #hi)), Kind::Reg)
                } else if *ty == Ty::B32 {
                    let lo = self.reg(&items[0], "a 16-bit register (the low half)")?;
                    let hi = self.reg(&items[1], "a 16-bit register (the high half)")?;
                    (
                        quote_spanned!(at=> #pp::pack_halves(#k, #lo, #hi)),
                        Kind::Reg,
                    )
                } else {
                    let half = if *ty == Ty::F16x2 { Ty::F16 } else { Ty::Bf16 };
                    let rt = ty.rust(*ty_span);
                    let lo = self.value(&items[0], half)?;
                    let hi = self.value(&items[1], half)?;
                    (
                        quote_spanned!(at=> #k.pack_halves::<#rt>(#lo, #hi)),
                        Kind::Reg,
                    )
                }
            }
            Op::Mov { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                if assign_form {
                    let d = &ops[0];
                    let dk = self.name_kind(d);
                    let dt = self.reg(d, "a register to overwrite")?;
                    if matches!(dk, Kind::Ptr | Kind::Ptr32) {
                        let s = self.reg(&ops[1], "a pointer")?;
                        (quote_spanned!(at=> #k.assign_ptr(#dt, #s)), Kind::Unknown)
                    } else {
                        let s = self.value(&ops[1], *ty)?;
                        (
                            quote_spanned!(at=> #k.assign::<#rt>(#dt, #s)),
                            Kind::Unknown,
                        )
                    }
                } else {
                    let a = &ops[0];
                    match a {
                        Operand::Sreg { name, span } => {
                            let row = sreg_row(name, *span)?;
                            let Shape::Sreg {
                                method, ty: sty, ..
                            } = row.shape
                            else {
                                unreachable!("found by shape")
                            };
                            let want = if sty == typed_ptx_isa::Types::U64 {
                                Ty::U64
                            } else {
                                Ty::U32
                            };
                            if ty.bit() != want.bit() {
                                return Err(Error::new(
                                    *ty_span,
                                    format!(
                                        "`{name}` is a .{} register: write `mov.{}`",
                                        want.name(),
                                        want.name()
                                    ),
                                ));
                            }
                            let m = Ident::new(method, *span);
                            (quote_spanned!(at=> #k.#m()), Kind::Reg)
                        }
                        Operand::Name(i)
                            if matches!(self.env.kind(&i.to_string()), Kind::Var(_)) =>
                        {
                            if !matches!(ty, Ty::U64 | Ty::B64) {
                                return Err(Error::new(
                                    *ty_span,
                                    format!(
                                        "the address of a variable is 64-bit: write `mov.u64 r, {i}`"
                                    ),
                                ));
                            }
                            (quote_spanned!(at=> #k.addr_of(#i)), Kind::Ptr)
                        }
                        Operand::Name(i)
                            if matches!(self.env.kind(&i.to_string()), Kind::Ptr | Kind::Ptr32) =>
                        {
                            return Err(Error::new(
                                i.span(),
                                format!(
                                    "`{i}` is already an address register; use it directly (or overwrite another with `mov.b64 q, {i};`)"
                                ),
                            ));
                        }
                        _ => {
                            let v = self.value(a, *ty)?;
                            (quote_spanned!(at=> #k.mov::<#rt>(#v)), Kind::Reg)
                        }
                    }
                }
            }
            Op::Cvt {
                dst,
                src,
                dst_span,
                src_span,
            } => {
                let a = &ops[0];
                let ak = self.name_kind(a);
                let span = a.span();
                let av = self.reg(a, "a register or address to convert")?;
                let ks = kid(span);
                match ak {
                    Kind::Ptr | Kind::Ptr32 => {
                        let pair = (*dst, *src);
                        if ak == Kind::Ptr && pair == (Ty::U32, Ty::U64) {
                            (quote_spanned!(span=> #ks.to_u32(#av)), Kind::Ptr32)
                        } else if ak == Kind::Ptr32 && pair == (Ty::U64, Ty::U32) {
                            (quote_spanned!(span=> #ks.to_u64(#av)), Kind::Ptr)
                        } else {
                            return Err(Error::new(
                                *dst_span,
                                format!(
                                    "an address converts only between its 64-bit and 32-bit forms: `cvt.u32.u64` for a 64-bit address, `cvt.u64.u32` for a 32-bit one (this is a {}-bit address)",
                                    if ak == Kind::Ptr { 64 } else { 32 }
                                ),
                            ));
                        }
                    }
                    _ => {
                        let d = dst.rust(*dst_span);
                        let s = src.rust(*src_span);
                        (quote_spanned!(at=> #k.cvt::<#d, #s>(#av)), Kind::Reg)
                    }
                }
            }
            Op::Cvta { space, .. } => self.cvta_src(&ops[0], *space, k, at)?,
            Op::CvtaTo { space, .. } => {
                let m = match space {
                    Space::Global => "cvta_to_global",
                    Space::SharedCta => "cvta_to_shared",
                    Space::SharedCluster => "cvta_to_shared_cluster",
                    Space::Local => "cvta_to_local",
                    Space::Const => "cvta_to_const",
                    Space::Param => "cvta_to_param",
                    Space::Generic => unreachable!("parsed spaces are named"),
                };
                let s = ops[0].span();
                let m = Ident::new(m, s);
                let a = self.reg(&ops[0], "a generic pointer")?;
                let k = kid(s);
                (quote_spanned!(s=> #k.#m(#a)), Kind::Ptr)
            }
            Op::Isspacep { space, span } => {
                let st = space.rust(*span);
                let s = ops[0].span();
                let a = self.reg(&ops[0], "a generic pointer")?;
                let k = kid(s);
                (quote_spanned!(s=> #k.isspacep::<#st, _, _>(#a)), Kind::Reg)
            }
            Op::Ld {
                space,
                cache,
                vec,
                ty,
                nc,
                sem,
            } => {
                let a = self.addr(&ops[0], Some(*space), *ty)?;
                let call = if let Some((m, scope)) = sem {
                    let m = Ident::new(m, at);
                    let sc = Ident::new(scope, at);
                    quote_spanned!(at=> #k.#m(#a, #pp::Scope::#sc))
                } else if *nc {
                    quote_spanned!(at=> #k.ld_nc(#a))
                } else if let Some(c) = cache {
                    let c = Ident::new(&capital(c), at);
                    quote_spanned!(at=> #k.ld_cached(#a, #pp::LdCache::#c))
                } else if *vec == 2 {
                    quote_spanned!(at=> #k.ld_v2(#a))
                } else if *vec == 4 {
                    quote_spanned!(at=> #k.ld_v4(#a))
                } else {
                    quote_spanned!(at=> #k.ld(#a))
                };
                let kind = if *vec > 1 { Kind::Vector } else { Kind::Reg };
                (call, kind)
            }
            Op::St {
                space,
                cache,
                vec,
                ty,
                sem,
            } => {
                let a = self.addr(&ops[0], Some(*space), *ty)?;
                let v = &ops[1];
                let val = if *vec > 1 {
                    match v {
                        Operand::Vector(items, s) => {
                            if items.len() != *vec as usize {
                                return Err(Error::new(
                                    *s,
                                    format!(
                                        "`.v{vec}` stores {vec} registers, found {}",
                                        items.len()
                                    ),
                                ));
                            }
                            let regs = items
                                .iter()
                                .map(|o| self.reg(o, "a register"))
                                .collect::<syn::Result<Vec<_>>>()?;
                            quote_spanned!(*s=> [#(#regs),*])
                        }
                        _ => self.reg(v, "a vector `{a, b, …}` or a bound vector load")?,
                    }
                } else {
                    match (ty, v) {
                        // `.bN` names only the size: a register keeps its own type, which
                        // `st` checks against the address's element (`st.b16 [h], x` with
                        // `h` a `.f16` address and `x` a `.f16` register).
                        (Some((t, _)), Operand::Name(_)) if t.is_bits() => {
                            self.reg(v, "a register")?
                        }
                        (Some((t, _)), _) => self.value(v, *t)?,
                        (None, Operand::Lit { .. }) => {
                            let vs = v.span();
                            let Operand::Lit { neg, lit } = v else {
                                unreachable!("matched")
                            };
                            let minus = if neg.is_some() {
                                quote_spanned!(vs=> -)
                            } else {
                                quote!()
                            };
                            quote_spanned!(vs=> #pp::elem_imm(&#a, #minus #lit))
                        }
                        (None, _) => self.reg(v, "a register, immediate or `{rust expr}`")?,
                    }
                };
                let call = if let Some((m, scope)) = sem {
                    let m = Ident::new(m, at);
                    let sc = Ident::new(scope, at);
                    quote_spanned!(at=> #k.#m(#a, #val, #pp::Scope::#sc))
                } else if let Some(c) = cache {
                    let c = Ident::new(&capital(c), at);
                    quote_spanned!(at=> #k.st_cached(#a, #val, #pp::StCache::#c))
                } else if *vec == 2 {
                    quote_spanned!(at=> #k.st_v2(#a, #val))
                } else if *vec == 4 {
                    quote_spanned!(at=> #k.st_v4(#a, #val))
                } else {
                    quote_spanned!(at=> #k.st(#a, #val))
                };
                (call, Kind::Unknown)
            }
            Op::Bra { uni } => {
                let l = match &ops[0] {
                    Operand::Name(i) if self.env.kind(&i.to_string()) == Kind::Label => i.clone(),
                    o => {
                        return Err(Error::new(
                            o.span(),
                            "`bra` takes a label of this function (placed with `name:`)",
                        ));
                    }
                };
                let call = match (guard_pred, uni) {
                    (Some((g, false)), false) => quote_spanned!(at=> #k.bra_if(#g, #l)),
                    (Some((g, true)), false) => quote_spanned!(at=> #k.bra_unless(#g, #l)),
                    (_, true) => quote_spanned!(at=> #k.bra_uni(#l)),
                    (None, false) => quote_spanned!(at=> #k.bra(#l)),
                };
                if guard_pred.is_some() && !uni {
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(quote!(#(#pre)* #call;));
                }
                (call, Kind::Unknown)
            }
            Op::Call => {
                let f = match &ops[0] {
                    Operand::Name(i) if self.env.kind(&i.to_string()) == Kind::Func => i.clone(),
                    o => {
                        return Err(Error::new(
                            o.span(),
                            "`call` takes a `func` of this module, defined above the call",
                        ));
                    }
                };
                let args = match ops.get(1) {
                    None => Vec::new(),
                    Some(Operand::Tuple(items, _)) => items
                        .iter()
                        .map(|o| self.reg(o, "a register or pointer"))
                        .collect::<syn::Result<Vec<_>>>()?,
                    Some(o) => {
                        return Err(Error::new(
                            o.span(),
                            "a call's arguments are a parenthesised list: `(a, b)`",
                        ));
                    }
                };
                (quote_spanned!(at=> #k.call(#f, (#(#args,)*))), Kind::Reg)
            }
            Op::Ret => (quote_spanned!(at=> #k.ret()), Kind::Unknown),
            Op::Exit => (quote_spanned!(at=> #k.exit()), Kind::Unknown),
            Op::BarSync => {
                let (lo, hi) = validate::table_imm(FormId::BarSync, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                if let Some(c) = ops.get(1) {
                    let (lo, hi) = validate::table_imm(FormId::BarSyncCount, 1);
                    let n = raw_int(c, lo, hi, "a barrier thread count", "u32")?;
                    (
                        quote_spanned!(at=> #k.bar_sync_count(#id, #n)),
                        Kind::Unknown,
                    )
                } else {
                    (quote_spanned!(at=> #k.bar_sync(#id)), Kind::Unknown)
                }
            }
            Op::BarrierSync => {
                let (lo, hi) = validate::table_imm(FormId::BarrierSync, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                if let Some(c) = ops.get(1) {
                    let (lo, hi) = validate::table_imm(FormId::BarrierSyncCount, 1);
                    let n = raw_int(c, lo, hi, "a barrier thread count", "u32")?;
                    (
                        quote_spanned!(at=> #k.barrier_sync_count(#id, #n)),
                        Kind::Unknown,
                    )
                } else {
                    (quote_spanned!(at=> #k.barrier_sync(#id)), Kind::Unknown)
                }
            }
            Op::BarArrive { barrier } => {
                let form = if *barrier {
                    FormId::BarrierArrive
                } else {
                    FormId::BarArrive
                };
                let (lo, hi) = validate::table_imm(form, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                let (lo, hi) = validate::table_imm(form, 1);
                let n = raw_int(&ops[1], lo, hi, "a barrier thread count", "u32")?;
                let m = Ident::new(
                    if *barrier {
                        "barrier_arrive"
                    } else {
                        "bar_arrive"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m(#id, #n)), Kind::Unknown)
            }
            Op::Setmaxnreg { inc } => {
                let form = if *inc {
                    FormId::SetmaxnregInc
                } else {
                    FormId::SetmaxnregDec
                };
                let (lo, hi) = validate::table_imm(form, 0);
                let what = "a setmaxnreg register count";
                if let Some(v) = validate::imm_in(&ops[0], lo, hi, what)?
                    && v % 8 != 0
                {
                    return Err(Error::new(
                        ops[0].span(),
                        format!("{what} is a multiple of 8; {v} is not"),
                    ));
                }
                let n = raw_int(&ops[0], lo, hi, what, "u32")?;
                let m = Ident::new(
                    if *inc {
                        "setmaxnreg_inc"
                    } else {
                        "setmaxnreg_dec"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m(#n)), Kind::Unknown)
            }
            Op::Elect => {
                let mask = self.value(&ops[0], Ty::U32)?;
                (quote_spanned!(at=> #k.elect_sync(#mask)), Kind::Reg)
            }
            Op::Redux { op, ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let o = Ident::new(op, at);
                (
                    quote_spanned!(at=> #k.redux_sync::<#rt>(#pp::ReduxOp::#o, #a, #mask)),
                    Kind::Reg,
                )
            }
            Op::ReduxF32 { max, abs, nan } => {
                let a = self.value(&ops[0], Ty::F32)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let o = Ident::new(if *max { "Max" } else { "Min" }, at);
                (
                    quote_spanned!(at=> #k.redux_sync_f32(#pp::ReduxF32Op::#o, #pp::ReduxF32Flags { abs: #abs, nan: #nan }, #a, #mask)),
                    Kind::Reg,
                )
            }
            Op::Match { all, ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let m = Ident::new(
                    if *all {
                        "match_all_sync"
                    } else {
                        "match_any_sync"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m::<#rt>(#a, #mask)), Kind::Reg)
            }
            Op::Getctarank { generic } => {
                let o = &ops[0];
                if let Operand::Addr { span, .. } = o {
                    return Err(Error::new(
                        *span,
                        "`getctarank` takes the address itself, not in brackets: `getctarank.shared::cluster a`",
                    ));
                }
                let s = o.span();
                let ps = p(s);
                let a = self.reg(o, "a shared address or variable")?;
                let a = if *generic {
                    self.pre
                        .push(quote_spanned!(s=> #ps::assert_space::<#ps::Generic, _>(&#a);));
                    a
                } else {
                    quote_spanned!(s=> #ps::cluster(#a))
                };
                (quote_spanned!(at=> #k.getctarank(#a)), Kind::Reg)
            }
            Op::StAsync { vec, ty, ty_span } => {
                let a = self.addr(&ops[0], Some(Space::SharedCluster), Some((*ty, *ty_span)))?;
                let bar = self.addr(&ops[2], Some(Space::SharedCluster), None)?;
                let v = &ops[1];
                let call = if *vec > 1 {
                    let regs = match v {
                        Operand::Vector(items, s) if items.len() == *vec as usize => items
                            .iter()
                            .map(|o| self.reg(o, "a register"))
                            .collect::<syn::Result<Vec<_>>>()?,
                        Operand::Vector(items, s) => {
                            return Err(Error::new(
                                *s,
                                format!("`.v{vec}` stores {vec} registers, found {}", items.len()),
                            ));
                        }
                        other => {
                            return Err(Error::new(
                                other.span(),
                                format!("`.v{vec}` stores a vector `{{a, b, …}}`"),
                            ));
                        }
                    };
                    let m = Ident::new(
                        if *vec == 2 {
                            "st_async_v2"
                        } else {
                            "st_async_v4"
                        },
                        at,
                    );
                    quote_spanned!(at=> #k.#m(#a, [#(#regs),*], #bar))
                } else {
                    let val = self.async_value(&a, v, *ty)?;
                    quote_spanned!(at=> #k.st_async(#a, #val, #bar))
                };
                (call, Kind::Unknown)
            }
            Op::RedAsync { op, ty, ty_span } => {
                let a = self.addr(&ops[0], Some(Space::SharedCluster), Some((*ty, *ty_span)))?;
                let bar = self.addr(&ops[2], Some(Space::SharedCluster), None)?;
                let val = self.async_value(&a, &ops[1], *ty)?;
                let o = Ident::new(op, at);
                (
                    quote_spanned!(at=> #k.red_async(#pp::AtomOp::#o, #a, #val, #bar)),
                    Kind::Unknown,
                )
            }
            Op::Griddep { wait } => {
                let m = Ident::new(
                    if *wait {
                        "griddepcontrol_wait"
                    } else {
                        "griddepcontrol_launch_dependents"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m()), Kind::Unknown)
            }
            Op::BarWarpSync => {
                let mask = self.value(&ops[0], Ty::U32)?;
                (quote_spanned!(at=> #k.bar_warp_sync(#mask)), Kind::Unknown)
            }
            Op::ClusterArrive => (
                quote_spanned!(at=> #k.barrier_cluster_arrive()),
                Kind::Unknown,
            ),
            Op::ClusterWait => (
                quote_spanned!(at=> #k.barrier_cluster_wait()),
                Kind::Unknown,
            ),
            Op::FenceSc => (quote_spanned!(at=> #k.fence_sc_gpu()), Kind::Unknown),
            Op::Shfl { mode } => {
                let a = self.reg(&ops[0], "the register to exchange (a u32, s32 or f32)")?;
                let b = self.value(&ops[1], Ty::U32)?;
                let (lo, hi) = validate::table_imm(FormId::ShflSyncDown, 3);
                let c = raw_int(
                    &ops[2],
                    lo,
                    hi,
                    "`shfl.sync`'s c operand (clamp and segment mask)",
                    "u32",
                )?;
                let mask = self.value(&ops[3], Ty::U32)?;
                let mode = Ident::new(mode, at);
                (
                    quote_spanned!(at=> #k.shfl_sync(#pp::Shfl::#mode, #a, #b, #c, #mask)),
                    Kind::Reg,
                )
            }
            Op::Vote { method } => {
                let pr = self.reg(&ops[0], "a predicate register")?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let m = Ident::new(method, at);
                (quote_spanned!(at=> #k.#m(#pr, #mask)), Kind::Reg)
            }
            Op::Activemask => (quote_spanned!(at=> #k.activemask()), Kind::Reg),
            Op::Membar { scope } => {
                let s = Ident::new(scope, at);
                (
                    quote_spanned!(at=> #k.membar(#pp::Scope::#s)),
                    Kind::Unknown,
                )
            }
            Op::Fence { scope } => {
                let s = Ident::new(scope, at);
                (quote_spanned!(at=> #k.fence(#pp::Scope::#s)), Kind::Unknown)
            }
            Op::CpAsync { cg } => {
                let d = self.addr(&ops[0], None, None)?;
                let s = self.addr(&ops[1], None, None)?;
                if *cg {
                    let (lo, hi) = validate::table_imm(FormId::CpAsyncCg, 2);
                    match validate::imm_in(&ops[2], lo, hi, "the size of `cp.async.cg` (bytes)")? {
                        Some(_) => {}
                        None => {
                            return Err(Error::new(
                                ops[2].span(),
                                "the size of `cp.async.cg` is the literal 16",
                            ));
                        }
                    }
                    (quote_spanned!(at=> #k.cp_async_cg(#d, #s)), Kind::Unknown)
                } else {
                    let size = match validate::imm_in(
                        &ops[2],
                        4,
                        16,
                        "the size of `cp.async.ca` (bytes)",
                    )? {
                        Some(4) => "B4",
                        Some(8) => "B8",
                        Some(16) => "B16",
                        _ => {
                            return Err(Error::new(
                                ops[2].span(),
                                "the size of `cp.async.ca` is 4, 8 or 16 (a literal)",
                            ));
                        }
                    };
                    let size = Ident::new(size, ops[2].span());
                    (
                        quote_spanned!(at=> #k.cp_async_ca(#d, #s, #pp::CpSize::#size)),
                        Kind::Unknown,
                    )
                }
            }
            Op::CommitGroup => (
                quote_spanned!(at=> #k.cp_async_commit_group()),
                Kind::Unknown,
            ),
            Op::WaitAll => (quote_spanned!(at=> #k.cp_async_wait_all()), Kind::Unknown),
            Op::WaitGroup => {
                let (lo, hi) = validate::table_imm(FormId::CpAsyncWaitGroup, 0);
                let n = raw_int(&ops[0], lo, hi, "the count of `cp.async.wait_group`", "u32")?;
                (
                    quote_spanned!(at=> #k.cp_async_wait_group(#n)),
                    Kind::Unknown,
                )
            }
            Op::Atomic {
                red,
                space,
                op,
                ty,
                ty_span,
                sem,
            } => {
                let a = self.addr(&ops[0], Some(*space), Some((*ty, *ty_span)))?;
                if *ty == Ty::B128 {
                    // The 128-bit atomics: `atom.cas.b128` and `atom.exch.b128` only, on
                    // registers (a .b128 value has no immediate).
                    let v = self.reg(&ops[1], "a .b128 register")?;
                    let call = match (op, red, sem) {
                        (None, false, None) => {
                            let n = self.reg(&ops[2], "a .b128 register")?;
                            quote_spanned!(at=> #k.atom_cas_b128(#a, #v, #n))
                        }
                        (Some(o), false, None) if *o == "Exch" => {
                            quote_spanned!(at=> #k.atom_exch_b128(#a, #v))
                        }
                        _ => {
                            return Err(Error::new(
                                *ty_span,
                                "the only .b128 atomics are `atom.cas.b128` and `atom.exch.b128`, without memory-order qualifiers",
                            ));
                        }
                    };
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(match bind {
                        Some(b) => {
                            self.env.bind(b, Kind::Reg);
                            quote_spanned!(at=> #(#pre)* let #b = #call;)
                        }
                        None => quote_spanned!(at=> #(#pre)* #call;),
                    });
                }
                let v = self.value(&ops[1], *ty)?;
                if let Some((sm, scope)) = sem {
                    let sc = Ident::new(scope, at);
                    let sm_id = Ident::new(sm, at);
                    let call = match (op, red) {
                        (None, _) => {
                            let n = self.value(&ops[2], *ty)?;
                            quote_spanned!(at=> #k.atom_cas_sem(#a, #v, #n, #pp::Sem::#sm_id, #pp::Scope::#sc))
                        }
                        (Some(o), false) => {
                            let o = Ident::new(o, at);
                            quote_spanned!(at=> #k.atom_sem(#pp::AtomOp::#o, #a, #v, #pp::Sem::#sm_id, #pp::Scope::#sc))
                        }
                        (Some(o), true) => {
                            let o = Ident::new(o, at);
                            let m = if *sm == "Release" {
                                "red_release"
                            } else {
                                "red_relaxed"
                            };
                            let m = Ident::new(m, at);
                            quote_spanned!(at=> #k.#m(#pp::AtomOp::#o, #a, #v, #pp::Scope::#sc))
                        }
                    };
                    let kind = if *red { Kind::Unknown } else { Kind::Reg };
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(match bind {
                        Some(b) => {
                            self.env.bind(b, kind);
                            quote_spanned!(at=> #(#pre)* let #b = #call;)
                        }
                        None => quote_spanned!(at=> #(#pre)* #call;),
                    });
                }
                match (op, red) {
                    (None, _) => {
                        let n = self.value(&ops[2], *ty)?;
                        (quote_spanned!(at=> #k.atom_cas(#a, #v, #n)), Kind::Reg)
                    }
                    (Some(o), false) => {
                        let o = Ident::new(o, at);
                        (
                            quote_spanned!(at=> #k.atom(#pp::AtomOp::#o, #a, #v)),
                            Kind::Reg,
                        )
                    }
                    (Some(o), true) => {
                        let o = Ident::new(o, at);
                        (
                            quote_spanned!(at=> #k.red(#pp::AtomOp::#o, #a, #v)),
                            Kind::Unknown,
                        )
                    }
                }
            }
            Op::Mapa => {
                let generic = !inst.parts.iter().any(|p| p.text == "shared::cluster");
                let a = &ops[0];
                let ak = self.name_kind(a);
                let av = self.reg(a, "a shared address")?;
                let r = self.value(&ops[1], Ty::U32)?;
                let s = a.span();
                let k = kid(s);
                if generic {
                    (quote_spanned!(s=> #k.mapa_generic(#av, #r)), Kind::Ptr)
                } else if ak == Kind::Ptr32 {
                    (quote_spanned!(s=> #k.mapa32(#av, #r)), Kind::Ptr32)
                } else {
                    (quote_spanned!(s=> #k.mapa(#av, #r)), Kind::Ptr)
                }
            }
            Op::ProxyFence {
                method,
                arg,
                acquire,
            } => {
                let m = Ident::new(method, at);
                let arg = arg.map(|(ty, v)| {
                    let ty = Ident::new(ty, at);
                    let v = Ident::new(v, at);
                    quote_spanned!(at=> #pp::#ty::#v)
                });
                let call = if *acquire {
                    let map = match &ops[0] {
                        Operand::Addr {
                            base, off: None, ..
                        } => self.reg(base, "the generic address of a tensor map")?,
                        o => {
                            return Err(Error::new(
                                o.span(),
                                "the tensor map's generic address is written in brackets, with no offset: `[map]`",
                            ));
                        }
                    };
                    validate::imm_in(&ops[1], 128, 128, "the size of a tensor map (bytes)")?
                        .ok_or_else(|| {
                            Error::new(ops[1].span(), "the size of a tensor map is the literal 128")
                        })?;
                    quote_spanned!(at=> #k.#m(#arg, #map))
                } else {
                    quote_spanned!(at=> #k.#m(#arg))
                };
                (call, Kind::Unknown)
            }
            Op::Bulk {
                method,
                shape,
                op,
                ty,
            } => {
                use validate::BulkShape as B;
                let m = Ident::new(method, at);
                let rop = op.map(|o| {
                    let o = Ident::new(o, at);
                    quote_spanned!(at=> #pp::BulkRedOp::#o,)
                });
                let call = if *shape == B::Prefetch {
                    let src = self.addr(&ops[0], None, None)?;
                    let n = self.value(&ops[1], Ty::U32)?;
                    quote_spanned!(at=> #k.#m(#src, #n))
                } else {
                    // The element type a reduction names is the destination's.
                    let dst = self.addr(&ops[0], None, *ty)?;
                    let src = self.addr(&ops[1], None, None)?;
                    let n = self.value(&ops[2], Ty::U32)?;
                    match shape {
                        B::Group => quote_spanned!(at=> #k.#m(#rop #dst, #src, #n)),
                        B::Bar => {
                            let bar = self.addr(&ops[3], None, None)?;
                            quote_spanned!(at=> #k.#m(#rop #dst, #src, #n, #bar))
                        }
                        _ => {
                            let bar = self.addr(&ops[3], None, None)?;
                            let mask = self.value(&ops[4], Ty::U16)?;
                            quote_spanned!(at=> #k.#m(#dst, #src, #n, #bar, #mask))
                        }
                    }
                };
                (call, Kind::Unknown)
            }
            Op::BulkCommit => (
                quote_spanned!(at=> #k.cp_async_bulk_commit_group()),
                Kind::Unknown,
            ),
            Op::BulkWait { read } => {
                let (lo, hi) = validate::table_imm(FormId::CpAsyncBulkWaitGroup, 0);
                let n = raw_int(
                    &ops[0],
                    lo,
                    hi,
                    "the count of `cp.async.bulk.wait_group`",
                    "u32",
                )?;
                let m = if *read {
                    "cp_async_bulk_wait_group_read"
                } else {
                    "cp_async_bulk_wait_group"
                };
                let m = Ident::new(m, at);
                (quote_spanned!(at=> #k.#m(#n)), Kind::Unknown)
            }
            Op::Tma {
                method,
                shape,
                rank,
                rank_span,
                op,
            } => {
                use validate::TmaShape as T;
                let m = Ident::new(method, at);
                let t = if matches!(shape, T::Load | T::LoadMask) {
                    1
                } else {
                    0
                };
                let (map, coords) = self.tensor(&ops[t], *rank, *rank_span)?;
                let call = match shape {
                    T::Load => {
                        let dst = self.addr(&ops[0], None, None)?;
                        let bar = self.addr(&ops[2], None, None)?;
                        quote_spanned!(at=> #k.#m(#dst, #map, #coords, #bar))
                    }
                    T::LoadMask => {
                        let dst = self.addr(&ops[0], None, None)?;
                        let bar = self.addr(&ops[2], None, None)?;
                        let mask = self.value(&ops[3], Ty::U16)?;
                        quote_spanned!(at=> #k.#m(#dst, #map, #coords, #bar, #mask))
                    }
                    T::Store => {
                        let src = self.addr(&ops[1], None, None)?;
                        match op {
                            Some(o) => {
                                let o = Ident::new(o, at);
                                quote_spanned!(at=> #k.#m(#pp::BulkRedOp::#o, #map, #coords, #src))
                            }
                            None => quote_spanned!(at=> #k.#m(#map, #coords, #src)),
                        }
                    }
                    T::Prefetch => quote_spanned!(at=> #k.#m(#map, #coords)),
                };
                (call, Kind::Unknown)
            }
            Op::PrefetchTensormap { space } => {
                // The mnemonic's space is the map's: a generic address (or a `.global`
                // map, which PTX names by its generic address), `.const` or `.param`.
                let sp = match (space, &ops[0]) {
                    (Some(s), _) => Some(*s),
                    (None, Operand::Addr { base, .. }) => match self.name_kind(base) {
                        Kind::Var(_) => Some(Space::Global),
                        _ => Some(Space::Generic),
                    },
                    _ => None,
                };
                let a = self.addr(&ops[0], sp, None)?;
                (
                    quote_spanned!(at=> #k.prefetch_tensormap(#a)),
                    Kind::Unknown,
                )
            }
            Op::CpAsyncMbar { noinc } => {
                let a = self.addr(&ops[0], Some(Space::SharedCta), None)?;
                let m = if *noinc {
                    "cp_async_mbarrier_arrive_noinc"
                } else {
                    "cp_async_mbarrier_arrive"
                };
                let m = Ident::new(m, at);
                (quote_spanned!(at=> #k.#m(#a)), Kind::Unknown)
            }
            Op::Mbar {
                method,
                shape,
                space,
                scope,
            } => {
                use validate::MbShape as M;
                let m = Ident::new(method, at);
                let sc = scope.map(|s| {
                    let s = Ident::new(s, at);
                    quote_spanned!(at=> #pp::MbarScope::#s)
                });
                // The space the mnemonic names is asserted on the address (no space:
                // a generic address).
                let sp = Some(*space);
                if matches!(shape, M::Remote | M::RemoteCount) {
                    let sink = matches!(&ops[0], Operand::Name(i) if i == "_");
                    if !sink {
                        return Err(Error::new(
                            ops[0].span(),
                            "a remote arrive returns no state token: its destination is the sink `_`",
                        ));
                    }
                }
                let call = match shape {
                    M::Pending => {
                        let t = self.reg(&ops[0], "a state token")?;
                        quote_spanned!(at=> #k.#m(#t))
                    }
                    M::Remote | M::RemoteCount => {
                        let a = self.addr(&ops[1], Some(Space::SharedCluster), None)?;
                        if *shape == M::RemoteCount {
                            let n = self.value(&ops[2], Ty::U32)?;
                            quote_spanned!(at=> #k.#m(#a, #n))
                        } else {
                            quote_spanned!(at=> #k.#m(#a))
                        }
                    }
                    _ => {
                        let remote = *space == Space::SharedCluster;
                        let a = self.addr(
                            &ops[0],
                            if remote {
                                Some(Space::SharedCluster)
                            } else {
                                sp
                            },
                            None,
                        )?;
                        match shape {
                            M::Addr | M::Token => match &sc {
                                Some(s) => quote_spanned!(at=> #k.#m(#a, #s)),
                                None => quote_spanned!(at=> #k.#m(#a)),
                            },
                            M::AddrCount | M::TokenCount => {
                                let n = self.value(&ops[1], Ty::U32)?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #s, #n)),
                                    None => quote_spanned!(at=> #k.#m(#a, #n)),
                                }
                            }
                            M::Wait => {
                                let t =
                                    self.reg(&ops[1], "a state token (from `mbarrier.arrive`)")?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #t, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #t)),
                                }
                            }
                            _ => {
                                let x = self.value(&ops[1], Ty::U32)?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #x, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #x)),
                                }
                            }
                        }
                    }
                };
                (call, Kind::Reg)
            }
            Op::CvtTf32 => {
                let a = self.value(&ops[0], Ty::F32)?;
                (quote_spanned!(at=> #k.cvt_rna_tf32(#a)), Kind::Reg)
            }
            Op::Mma { shape, a, b, c } => {
                let fa = self.frag(&ops[0], Some(*a))?;
                let fb = self.frag(&ops[1], Some(*b))?;
                let fc = self.frag(&ops[2], Some(*c))?;
                let sh = Ident::new(shape, at);
                (
                    quote_spanned!(at=> #k.mma_sync(#pp::#sh, #fa, #fb, #fc)),
                    Kind::Vector,
                )
            }
            Op::Ldmatrix { count, trans } => {
                let a = self.addr(&ops[0], Some(Space::SharedCta), None)?;
                let x = Ident::new(count, at);
                let m = Ident::new(if *trans { "ldmatrix_trans" } else { "ldmatrix" }, at);
                (quote_spanned!(at=> #k.#m(#pp::#x, #a)), Kind::Vector)
            }
            Op::Stmatrix { count, trans } => {
                let a = self.addr(&ops[0], Some(Space::SharedCta), None)?;
                let f = self.frag(&ops[1], None)?;
                let x = Ident::new(count, at);
                let m = Ident::new(if *trans { "stmatrix_trans" } else { "stmatrix" }, at);
                (quote_spanned!(at=> #k.#m(#pp::#x, #a, #f)), Kind::Unknown)
            }
            Op::WgmmaFence => (quote_spanned!(at=> #k.wgmma_fence()), Kind::Unknown),
            Op::WgmmaCommit => (quote_spanned!(at=> #k.wgmma_commit_group()), Kind::Unknown),
            Op::WgmmaWait => {
                let (lo, hi) = validate::table_imm(FormId::WgmmaWaitGroup, 0);
                let n = raw_int(&ops[0], lo, hi, "the count of `wgmma.wait_group`", "u32")?;
                (quote_spanned!(at=> #k.wgmma_wait_group(#n)), Kind::Unknown)
            }
            Op::Wgmma {
                n,
                d,
                a,
                b,
                transpose,
            } => {
                let regs = match &ops[1] {
                    Operand::Vector(..) => true,
                    o => self.name_kind(o) == Kind::Vector,
                };
                let want = match (transpose, regs) {
                    (true, false) => 8,
                    (true, true) => 7,
                    (false, _) => 6,
                };
                if ops.len() != want {
                    return Err(Error::new(
                        inst.end,
                        format!(
                            "`{}` with A {} takes {want} operands, found {}: {}",
                            inst.mnemonic(),
                            if regs {
                                "in registers"
                            } else {
                                "from a descriptor"
                            },
                            ops.len(),
                            op.usage().1
                        ),
                    ));
                }
                let acc = self.reg(&ops[0], "the accumulator: an array made by `frag_zero`")?;
                let dt = frag_ty(d, ops[0].span());
                let acc = quote_spanned!(ops[0].span()=> #pp::wgmma_acc::<#dt, _>(&mut #acc));
                let ak = frag_ty(a, ops[1].span());
                let fa = if regs {
                    self.frag(&ops[1], None)?
                } else {
                    self.reg(
                        &ops[1],
                        "a matrix descriptor (`wgmma_desc`) or `{a0, a1, a2, a3}`",
                    )?
                };
                let fa = quote_spanned!(ops[1].span()=> #pp::wgmma_a::<#ak, _>(#fa));
                let bk = frag_ty(b, ops[2].span());
                let fb = self.reg(&ops[2], "a matrix descriptor (`wgmma_desc`)")?;
                let fb = quote_spanned!(ops[2].span()=> #pp::wgmma_b::<#bk, _>(#fb));
                let scale = match &ops[3] {
                    Operand::Lit { .. } => {
                        let v = validate::imm_in(&ops[3], 0, 1, "scale-d (add D: 1, or not: 0)")?;
                        let b = v == Some(1);
                        quote_spanned!(ops[3].span()=> #b)
                    }
                    o => self.value(o, Ty::Pred)?,
                };
                let sign = |o: &Operand, what: &str| -> syn::Result<bool> {
                    match validate::imm_in(o, -1, 1, what)? {
                        Some(1) => Ok(false),
                        Some(-1) => Ok(true),
                        _ => Err(Error::new(
                            o.span(),
                            format!("{what} is the literal 1 or -1"),
                        )),
                    }
                };
                let neg_a = sign(&ops[4], "imm-scale-a")?;
                let neg_b = sign(&ops[5], "imm-scale-b")?;
                let flag = |o: &Operand, what: &str| -> syn::Result<bool> {
                    match validate::imm_in(o, 0, 1, what)? {
                        Some(v) => Ok(v == 1),
                        None => Err(Error::new(
                            o.span(),
                            format!("{what} is the literal 0 or 1"),
                        )),
                    }
                };
                let (trans_a, trans_b) = match (transpose, regs) {
                    (true, false) => (flag(&ops[6], "imm-trans-a")?, flag(&ops[7], "imm-trans-b")?),
                    (true, true) => (false, flag(&ops[6], "imm-trans-b")?),
                    (false, _) => (false, false),
                };
                let nn = syn::LitInt::new(&format!("{n}"), at);
                (
                    quote_spanned!(at=> #k.wgmma_mma_async(
                        #pp::M64N::<#nn>,
                        #acc,
                        #fa,
                        #fb,
                        #scale,
                        #pp::WgmmaOpts { neg_a: #neg_a, neg_b: #neg_b, trans_a: #trans_a, trans_b: #trans_b },
                    )),
                    Kind::Unknown,
                )
            }
            Op::WgmmaDesc { swizzle, elem } => {
                let a = match elem {
                    None => self.addr(&ops[0], Some(Space::SharedCta), None)?,
                    Some(t) => self.viewed_addr(&ops[0], t)?,
                };
                let lbo = raw_int(&ops[1], 0, 262_128, "the leading byte offset", "u32")?;
                let sbo = raw_int(&ops[2], 0, 262_128, "the stride byte offset", "u32")?;
                let sw = Ident::new(swizzle, at);
                (
                    quote_spanned!(at=> #k.wgmma_desc(#a, #pp::Swizzle::#sw, #lbo, #sbo)),
                    Kind::Reg,
                )
            }
            Op::WgmmaDescAdvance => {
                let d = self.reg(&ops[0], "a matrix descriptor (`wgmma_desc`)")?;
                let bytes = raw_int(&ops[1], 0, 262_128, "the advance in bytes", "u32")?;
                (
                    quote_spanned!(at=> #k.wgmma_desc_advance(#d, #bytes)),
                    Kind::Reg,
                )
            }
            Op::FragZero { ty } => {
                let n = match validate::imm_in(&ops[0], 1, 128, "the number of registers")? {
                    Some(v) => syn::LitInt::new(&format!("{v}"), ops[0].span()),
                    None => {
                        return Err(Error::new(
                            ops[0].span(),
                            "the number of registers is a literal (an array length)",
                        ));
                    }
                };
                let t = frag_ty(ty, at);
                let call = quote_spanned!(at=> #k.frag_zero::<[#pp::Reg<#t>; #n]>());
                let pre = core::mem::take(&mut self.pre);
                let b = bind.expect("has_result: bound");
                self.env.bind(b, Kind::Vector);
                return Ok(quote_spanned!(at=> #(#pre)* #[allow(unused_mut)] let mut #b = #call;));
            }
            Op::Index => {
                let pk = self.name_kind(&ops[0]);
                let base = self.reg(&ops[0], "a pointer")?;
                let i = self.reg(&ops[1], "a u32 or u64 index register")?;
                let kind = if pk == Kind::Ptr32 {
                    Kind::Ptr32
                } else {
                    Kind::Ptr
                };
                (quote_spanned!(at=> #k.index(#base, #i)), kind)
            }
        };
        let pre = core::mem::take(&mut self.pre);
        Ok(match (bind, pair) {
            (Some(b), Some(q)) => {
                self.env.bind(b, Kind::Reg);
                self.env.bind(q, Kind::Reg);
                quote_spanned!(at=> #(#pre)* let (#b, #q) = #call;)
            }
            (Some(b), None) => {
                self.env.bind(b, kind);
                quote_spanned!(at=> #(#pre)* let #b = #call;)
            }
            _ => quote_spanned!(at=> #(#pre)* #call;),
        })
    }

    /// `[a]` / `[a+imm]` of `.shared::cta`, the base seen as a matrix of `t` (no
    /// instruction: the same address, another element type).
    fn viewed_addr(&mut self, o: &Operand, t: &str) -> syn::Result<TokenStream> {
        let Operand::Addr { base, off, span } = o else {
            return Err(Error::new(
                o.span(),
                "the matrix's address is written in brackets: `[a]`, `[a+16]`",
            ));
        };
        let bspan = base.span();
        let pp = p(bspan);
        let b = self.reg(base, "a .shared::cta pointer or variable")?;
        let st = Space::SharedCta.rust(bspan);
        self.pre
            .push(quote_spanned!(bspan=> #pp::assert_space::<#st, _>(&#b);));
        let ty = frag_ty(t, bspan);
        let mut v = quote_spanned!(bspan=> #pp::view::<#ty, _>(#b));
        if let Some((neg, o)) = off {
            if *neg {
                return Err(Error::new(
                    o.span(),
                    "a matrix starts at its base or after it: `[a+imm]`",
                ));
            }
            let n = raw_int(o, 0, i64::MAX as i128, "an address offset", "i64")?;
            let pp = p(*span);
            v = quote_spanned!(o.span()=> #pp::Address::byte_offset(#v, #n));
        }
        Ok(v)
    }

    /// A fragment operand: `{r0, r1, …}`, or an array (a name or `{rust expr}`), or (for
    /// one register) a register. With `want`, its register type and length as the
    /// mnemonic says (checked at the operand).
    fn frag(&mut self, o: &Operand, want: Option<(&str, usize)>) -> syn::Result<TokenStream> {
        let span = o.span();
        let pp = p(span);
        let x = match o {
            Operand::Vector(items, s) => {
                let regs = items
                    .iter()
                    .map(|i| self.reg(i, "a register of the fragment"))
                    .collect::<syn::Result<Vec<_>>>()?;
                quote_spanned!(*s=> [#(#regs),*])
            }
            _ => self.reg(o, "a fragment: `{r0, r1, …}` or an array of registers")?,
        };
        Ok(match want {
            Some((t, n)) => {
                let t = frag_ty(t, span);
                let n = syn::LitInt::new(&format!("{n}"), span);
                quote_spanned!(span=> #pp::frag::<[#pp::Reg<#t>; #n], _>(#x))
            }
            None => quote_spanned!(span=> #pp::frag(#x)),
        })
    }

    /// A conversion of the half-precision family: the builder call of its row.
    fn cvt_half(
        &mut self,
        form: FormId,
        ops: &[Operand],
        k: &Ident,
        at: Span,
    ) -> syn::Result<(TokenStream, Kind)> {
        use FormId as F;
        // (destination, source, builder method with its turbofish)
        let (d, src, call) = match form {
            F::CvtRnF16F32 => (Ty::F16, Ty::F32, "cvt"),
            F::CvtRnBf16F32 => (Ty::Bf16, Ty::F32, "cvt"),
            F::CvtF32F16 => (Ty::F32, Ty::F16, "cvt"),
            F::CvtF32Bf16 => (Ty::F32, Ty::Bf16, "cvt"),
            F::CvtRnaTf32 => (Ty::Tf32, Ty::F32, "cvt"),
            F::CvtRnSatfiniteE4m3x2F16x2 => (Ty::E4m3x2, Ty::F16x2, "cvt"),
            F::CvtRnSatfiniteE5m2x2F16x2 => (Ty::E5m2x2, Ty::F16x2, "cvt"),
            F::CvtRnF16x2E4m3x2 => (Ty::F16x2, Ty::E4m3x2, "cvt"),
            F::CvtRnF16x2E5m2x2 => (Ty::F16x2, Ty::E5m2x2, "cvt"),
            F::CvtRnReluF16F32 => (Ty::F16, Ty::F32, "cvt_relu"),
            F::CvtRnReluBf16F32 => (Ty::Bf16, Ty::F32, "cvt_relu"),
            F::CvtRnSatfiniteF16F32 => (Ty::F16, Ty::F32, "cvt_satfinite"),
            F::CvtRnSatfiniteBf16F32 => (Ty::Bf16, Ty::F32, "cvt_satfinite"),
            F::CvtRnF16x2F32 => (Ty::F16x2, Ty::F32, "cvt_pack"),
            F::CvtRnBf16x2F32 => (Ty::Bf16x2, Ty::F32, "cvt_pack"),
            F::CvtRnSatfiniteE4m3x2F32 => (Ty::E4m3x2, Ty::F32, "cvt_pack"),
            F::CvtRnSatfiniteE5m2x2F32 => (Ty::E5m2x2, Ty::F32, "cvt_pack"),
            F::CvtRnReluF16x2F32 => (Ty::F16x2, Ty::F32, "cvt_pack_relu"),
            F::CvtRnReluBf16x2F32 => (Ty::Bf16x2, Ty::F32, "cvt_pack_relu"),
            F::CvtRnSatfiniteReluE4m3x2F32 => (Ty::E4m3x2, Ty::F32, "cvt_pack_relu"),
            F::CvtRnSatfiniteReluE5m2x2F32 => (Ty::E5m2x2, Ty::F32, "cvt_pack_relu"),
            F::CvtRnSatfiniteF16x2F32 => (Ty::F16x2, Ty::F32, "cvt_pack_satfinite"),
            F::CvtRnSatfiniteBf16x2F32 => (Ty::Bf16x2, Ty::F32, "cvt_pack_satfinite"),
            other => {
                return Err(Error::new(
                    at,
                    format!(
                        "`{}` has no spelling in ptx_module! yet",
                        other.form().mnemonic
                    ),
                ));
            }
        };
        let dt = d.rust(at);
        let m = Ident::new(call, at);
        Ok(if call == "cvt" {
            // `cvt` takes a register (its type is the source's).
            let st = src.rust(at);
            let a = self.reg(&ops[0], "a register to convert")?;
            (quote_spanned!(at=> #k.cvt::<#dt, #st>(#a)), Kind::Reg)
        } else {
            let args = ops
                .iter()
                .map(|o| self.value(o, Ty::F32))
                .collect::<syn::Result<Vec<_>>>()?;
            (quote_spanned!(at=> #k.#m::<#dt>(#(#args),*)), Kind::Reg)
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

    /// A tensor operand `[map, {c…}]` of a `.Nd` form: the map and the coordinates as a
    /// tuple (registers, `{rust expr}`s or `.s32` immediates), exactly `rank` of them.
    fn tensor(
        &mut self,
        o: &Operand,
        rank: u8,
        rank_span: Span,
    ) -> syn::Result<(TokenStream, TokenStream)> {
        let Operand::Tensor { map, coords, span } = o else {
            return Err(Error::new(
                o.span(),
                "a tensor operand is written `[map, {x, y}]`: the tensor map's address, then its coordinates",
            ));
        };
        if coords.len() != rank as usize {
            return Err(Error::new(
                *span,
                format!(
                    "`.{rank}d` takes {rank} coordinate{}, found {}",
                    if rank == 1 { "" } else { "s" },
                    coords.len()
                ),
            ));
        }
        let _ = rank_span;
        let map = match &**map {
            Operand::Name(i) => quote!(#i),
            Operand::Expr(e, s) => self.temp(e, *s),
            other => {
                return Err(Error::new(
                    other.span(),
                    "a tensor map is the generic address of a tensor map (or a `.global` tensor map), a name or a `{rust expr}`",
                ));
            }
        };
        let mut cs = Vec::new();
        for c in coords {
            cs.push(match c {
                Operand::Name(i) => quote!(#i),
                Operand::Expr(e, s) => quote_spanned!(*s=> (#e)),
                Operand::Lit { .. } => lit(c, Ty::S32)?,
                other => {
                    return Err(Error::new(
                        other.span(),
                        "a coordinate is an s32/u32 register, an immediate or a `{rust expr}` (read a special register with `mov` first)",
                    ));
                }
            });
        }
        let sp = *span;
        Ok((map, quote_spanned!(sp=> (#(#cs,)*))))
    }

    fn elem_check(&self, b: &TokenStream, base: &Operand, t: Ty, ts: Span) -> TokenStream {
        // A named base is re-spanned at the type suffix: the error is about the suffix.
        let b = match base {
            Operand::Name(i) => {
                let i = Ident::new(&i.to_string(), ts);
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
                    let inner = self.stmts(body);
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
            }
        }
        out
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
        reg: bool,
        what: &str,
    ) -> syn::Result<(TokenStream, Vec<Kind>)> {
        let mark = self.env.names.len();
        let mut out = self.stmts_here(&b.stmts);
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
                        Operand::Lit { .. } => Kind::Reg,
                        _ => Kind::Unknown,
                    });
                }
                out.extend(tuple(&vals));
                Ok(())
            }
        };
        self.env.names.truncate(mark);
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
        let body = self.block(&f.body, &tys, true, "a loop body that carries values");
        self.env.names.truncate(mark);
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
        let cond = self.block(&w.cond, &[None], false, "a `while` condition");
        self.env.names.truncate(mark);
        let (cond, _) = cond?;
        let mark = self.env.names.len();
        self.bind_carried(&w.carry, &kinds);
        let body = self.block(&w.body, &tys, true, "a loop body that carries values");
        self.env.names.truncate(mark);
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
            let (then, _) = self.block(&i.then, &[], false, "an `if` without `else`")?;
            return Ok(quote_spanned!(at=> #k.if_then(#pr, |#k| { #then });));
        };
        let (then, kinds) = self.block(&i.then, &want, false, "this `if` branch")?;
        let (other, _) = self.block(otherwise, &want, false, "this `else` branch")?;
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
                other => Space::parse(other).ok_or_else(|| {
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
    if pm.cast.is_some() && space.as_deref() != Some("param") {
        return Err(Error::new(
            pm.cast.as_ref().map(|c| c.span).unwrap_or(at),
            "`as T` reinterprets a `param` variable only",
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
            Ok(KParam {
                ty: quote_spanned!(pm.ty.span=> #pp::Ptr<#pp::Global, #rt>),
                elem: rt,
                prelude: quote!(),
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
    if syn::parse_str::<Ident>(&s).is_ok() {
        return Ok(Ident::new(&s, n.span()));
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
    let local = format_ident!("__typed_ptx_h_{}", name, span = at);
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
                    let a = t.arch_specific;
                    let pp = p(i.span());
                    quote_spanned!(i.span()=> #pp::Target { sm: #sm, arch_specific: #a })
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
            #[allow(unused_variables, unused_mut, unused_parens, unused_braces, clippy::let_unit_value)]
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
