//! Syntax of `ptx_module!`: tokens to a tree, nothing checked beyond the grammar.
//!
//! Dotted mnemonics are read part by part with `Ident::parse_any`, so `cvta.to.const`,
//! `cp.async` and `ld.param::entry` parse although `const` and `async` are keywords.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::{Expr, Ident, Lit, Token, braced, bracketed, parenthesized};

use crate::front::mnemonic;

/// The whole input.
pub(crate) struct Input {
    pub target: TargetSpec,
    pub explicit: Option<(Span, Option<Expr>)>,
    pub items: Vec<Item>,
}

/// `target = <expr>;` or `target sm_80;`.
pub(crate) enum TargetSpec {
    Expr(Expr),
    Named(Ident),
}

pub(crate) enum Item {
    Var(Box<VarDecl>),
    /// `const N: u32 = …;`: a constant the module's kernels name.
    Const(ConstDecl),
    Func(FuncDef),
    Kernel(KernelDef),
}

/// A PTX type name as written (`u32`, `s64`, `b32`, `f32`, `pred`).
#[derive(Clone)]
pub(crate) struct TyTok {
    pub name: String,
    pub span: Span,
}

/// A number in a declaration or directive: a literal or a `{rust expr}`.
#[derive(Clone)]
pub(crate) enum Value {
    Lit(syn::LitInt),
    Expr(Expr, Span),
}

/// `const N: u32 = 8;` / `const N: u32 = {rust expr};`: a number known when the kernel
/// is built, bound to a Rust local of the type's Rust type.
pub(crate) struct ConstDecl {
    pub name: Ident,
    pub ty: TyTok,
    pub value: Operand,
}

/// `global g: u32[2] align 8 = [1, 2];`, `shared s: u32[1024];`, `extern shared d: u32 align 16;`.
pub(crate) struct VarDecl {
    pub space: Ident,
    pub extern_: Option<Span>,
    pub name: Ident,
    pub ty: TyTok,
    /// The element type of a `tensormap` (`global m: tensormap u32[2];`, whose `len` is
    /// then the rank).
    pub tmap: Option<TyTok>,
    pub len: Option<Value>,
    pub align: Option<Value>,
    pub init: Option<Vec<Operand>>,
}

/// A parameter: `out: global u32`, `n: u64`, `pv: param u64 as u32`, `a: generic u32`,
/// `map: tensormap u32[2]` (a tensor map of rank 2).
pub(crate) struct Param {
    pub name: Ident,
    pub space: Option<Ident>,
    pub ty: TyTok,
    pub cast: Option<TyTok>,
    /// The rank of a `tensormap` parameter.
    pub rank: Option<syn::LitInt>,
}

pub(crate) struct FuncDef {
    pub name: Ident,
    pub params: Vec<Param>,
    pub ret: Option<TyTok>,
    pub body: Vec<Stmt>,
}

pub(crate) struct Directive {
    pub name: Ident,
    pub args: Vec<Value>,
}

pub(crate) struct KernelDef {
    pub name: Ident,
    /// `kernel k = {rust expr}(…)`: the PTX name, a Rust string (the handle is `k`).
    pub ptx_name: Option<(Expr, Span)>,
    pub params: Vec<Param>,
    pub directives: Vec<Directive>,
    pub body: Vec<Stmt>,
}

pub(crate) struct Guard {
    pub neg: bool,
    pub pred: Ident,
    pub at: Span,
}

pub(crate) enum Stmt {
    Decl(Box<VarDecl>),
    Label(Ident),
    Inst {
        guard: Option<Guard>,
        bind: Option<Ident>,
        /// The second register of `let (a, b) = …` (`elect.sync`, `match.all.sync`).
        pair: Option<Ident>,
        inst: Inst,
    },
    Block {
        guard: Guard,
        body: Vec<Stmt>,
    },
    /// `for i: T in a..b [step s] [carry (x[: T] = init, …)] { … [yield …;] }`.
    For(Box<ForLoop>),
    /// `while [carry (…)] { …; yield p; } do { … [yield …;] }`.
    While(Box<WhileLoop>),
    /// `if p { … } [else { … }]`, each branch ending with `yield …;` when bound by `let`.
    If(Box<IfElse>),
    /// `for i in a..b [step s] unroll { … }` / `for x in {iterable} unroll { … }`.
    Unroll(Box<Unroll>),
    /// `const N: u32 = …;`
    Const(ConstDecl),
}

/// A name bound by `let` to the values of a structured statement: `x`, `x: f32`.
pub(crate) struct Binder {
    pub name: Ident,
    pub ty: Option<TyTok>,
}

/// A carried value: `acc: f32 = 0.0`, `p = start`.
pub(crate) struct Carried {
    pub name: Ident,
    pub ty: Option<TyTok>,
    pub init: Operand,
}

/// The statements of a structured body and the values it ends with (`yield a, b;`).
pub(crate) struct Block {
    pub stmts: Vec<Stmt>,
    pub yields: Option<(Vec<Operand>, Span)>,
    /// The closing brace, for "missing yield" errors.
    pub end: Span,
}

pub(crate) struct ForLoop {
    pub bind: Vec<Binder>,
    pub at: Span,
    pub var: Ident,
    pub ty: TyTok,
    pub start: Operand,
    pub end: Operand,
    pub step: Option<Operand>,
    pub carry: Vec<Carried>,
    pub body: Block,
}

/// `a..b [step s]` of an unrolled loop.
pub(crate) struct UnrollRange {
    pub start: Operand,
    pub end: Operand,
    pub step: Option<Operand>,
}

/// What an unrolled loop counts over.
pub(crate) enum UnrollOver {
    /// `a..b [step s]`: numbers known when the kernel is built.
    Range(Box<UnrollRange>),
    /// `{rust expr}`: any Rust iterable (an array, to `yield`).
    Iter(Operand),
}

/// `[let v =] for i[: T] in … unroll { … [yield r;] }`: the body once per value, at
/// build time.
pub(crate) struct Unroll {
    pub bind: Vec<Binder>,
    pub at: Span,
    pub var: Ident,
    pub ty: Option<TyTok>,
    pub over: UnrollOver,
    /// The `unroll` keyword.
    pub unroll: Span,
    pub body: Block,
}

pub(crate) struct WhileLoop {
    pub bind: Vec<Binder>,
    pub at: Span,
    pub carry: Vec<Carried>,
    pub cond: Block,
    pub body: Block,
}

pub(crate) struct IfElse {
    pub bind: Vec<Binder>,
    pub at: Span,
    pub pred: Ident,
    pub then: Block,
    pub otherwise: Option<Block>,
}

/// One part of a mnemonic (the front end's): `shared::cta` is one part.
pub(crate) use crate::front::mnemonic::Part;

pub(crate) struct Inst {
    pub parts: Vec<Part>,
    pub operands: Vec<Operand>,
    /// The `;` (for "missing operand" errors).
    pub end: Span,
}

impl Inst {
    pub fn mnemonic(&self) -> String {
        mnemonic::text(&self.parts)
    }
}

#[derive(Clone)]
pub(crate) enum Operand {
    /// A name bound in the macro (or any Rust local in scope).
    Name(Ident),
    /// A literal, with a leading `-` when negative.
    Lit { neg: Option<Span>, lit: Lit },
    /// `{rust expr}`.
    Expr(Expr, Span),
    /// `[base]`, `[base+imm]`, `[base-imm]`.
    Addr {
        base: Box<Operand>,
        off: Option<(bool, Box<Operand>)>,
        span: Span,
    },
    /// `var+imm` (cvta's variable form; the offset is in bytes).
    VarOff { base: Ident, off: Box<Operand> },
    /// `%tid.x`.
    Sreg { name: String, span: Span },
    /// `{a, b, c, d}`.
    Vector(Vec<Operand>, Span),
    /// `v[i]`: a register of a vector (a vector load's, a fragment's).
    Elem {
        base: Ident,
        index: Box<Operand>,
        span: Span,
    },
    /// `(a, b)`: a call's arguments.
    Tuple(Vec<Operand>, Span),
    /// `[map, {c0, c1}]`: a tensor map and a tile's coordinates (TMA).
    Tensor {
        map: Box<Operand>,
        coords: Vec<Operand>,
        span: Span,
    },
}

impl Operand {
    pub fn span(&self) -> Span {
        match self {
            Operand::Name(i) => i.span(),
            Operand::Lit { neg, lit } => neg.and_then(|n| n.join(lit.span())).unwrap_or(lit.span()),
            Operand::Expr(_, s) | Operand::Addr { span: s, .. } | Operand::Sreg { span: s, .. } => {
                *s
            }
            Operand::VarOff { base, .. } => base.span(),
            Operand::Vector(_, s)
            | Operand::Tuple(_, s)
            | Operand::Tensor { span: s, .. }
            | Operand::Elem { span: s, .. } => *s,
        }
    }
}

fn kw(input: ParseStream, word: &str) -> bool {
    input
        .fork()
        .call(Ident::parse_any)
        .map(|i| i == word)
        .unwrap_or(false)
}

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if !kw(input, "target") {
            return Err(input.error(
                "ptx_module! starts with its target: `target = <expr of type Target>;` or `target sm_80;`",
            ));
        }
        input.call(Ident::parse_any)?;
        let target = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            TargetSpec::Expr(input.parse()?)
        } else {
            TargetSpec::Named(input.call(Ident::parse_any)?)
        };
        input.parse::<Token![;]>()?;
        let mut explicit = None;
        let mut items = Vec::new();
        while !input.is_empty() {
            if kw(input, "explicit_subqualifiers") {
                let i = input.call(Ident::parse_any)?;
                let e = if input.peek(Token![=]) {
                    input.parse::<Token![=]>()?;
                    Some(input.parse()?)
                } else {
                    None
                };
                input.parse::<Token![;]>()?;
                explicit = Some((i.span(), e));
            } else if is_const_decl(input) {
                items.push(Item::Const(parse_const(input)?));
            } else if kw(input, "kernel") {
                input.call(Ident::parse_any)?;
                items.push(Item::Kernel(parse_kernel(input)?));
            } else if kw(input, "func") {
                input.call(Ident::parse_any)?;
                items.push(Item::Func(parse_func(input)?));
            } else if kw(input, "global")
                || kw(input, "const")
                || kw(input, "shared")
                || kw(input, "extern")
            {
                items.push(Item::Var(Box::new(parse_decl(input)?)));
            } else {
                return Err(input.error(
                    "expected a module item: `kernel name(..) { .. }`, `func name(..) { .. }`, `global`/`const`/`shared`/`extern shared` declaration, or `explicit_subqualifiers;`",
                ));
            }
        }
        Ok(Input {
            target,
            explicit,
            items,
        })
    }
}

fn parse_ty(input: ParseStream) -> syn::Result<TyTok> {
    let i = input.call(Ident::parse_any)?;
    Ok(TyTok {
        name: i.to_string(),
        span: i.span(),
    })
}

/// `const N: T = <not a bracket>`: a constant, not a `.const` variable (whose
/// initializer is a bracketed list).
fn is_const_decl(input: ParseStream) -> bool {
    let f = input.fork();
    let head = || -> syn::Result<()> {
        let c = f.call(Ident::parse_any)?;
        if c != "const" {
            return Err(f.error("not const"));
        }
        f.parse::<Ident>()?;
        f.parse::<Token![:]>()?;
        f.call(Ident::parse_any)?;
        f.parse::<Token![=]>()?;
        Ok(())
    };
    head().is_ok() && !f.peek(syn::token::Bracket)
}

fn parse_const(input: ParseStream) -> syn::Result<ConstDecl> {
    input.call(Ident::parse_any)?;
    let name: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
    let ty = parse_ty(input)?;
    input.parse::<Token![=]>()?;
    let value = parse_operand(input)?;
    input.parse::<Token![;]>()?;
    Ok(ConstDecl { name, ty, value })
}

fn parse_value(input: ParseStream) -> syn::Result<Value> {
    if input.peek(syn::token::Brace) {
        let content;
        let b = braced!(content in input);
        let e: Expr = content.parse()?;
        Ok(Value::Expr(e, b.span.join()))
    } else if input.peek(Ident) {
        // A Rust constant or local by name (`shared s: f32[N]`, `.reqntid THREADS`).
        let i: Ident = input.parse()?;
        let s = i.span();
        Ok(Value::Expr(syn::parse_quote!(#i), s))
    } else {
        Ok(Value::Lit(input.parse()?))
    }
}

fn parse_decl(input: ParseStream) -> syn::Result<VarDecl> {
    let extern_ = if kw(input, "extern") {
        Some(input.call(Ident::parse_any)?.span())
    } else {
        None
    };
    let space = input.call(Ident::parse_any)?;
    let name: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
    let ty = parse_ty(input)?;
    let tmap = if ty.name == "tensormap" && input.peek(Ident::peek_any) {
        Some(parse_ty(input)?)
    } else {
        None
    };
    let mut len = None;
    if input.peek(syn::token::Bracket) {
        let content;
        bracketed!(content in input);
        len = Some(parse_value(&content)?);
    }
    let mut align = None;
    if kw(input, "align") {
        input.call(Ident::parse_any)?;
        align = Some(parse_value(input)?);
    }
    let mut init = None;
    if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        let content;
        bracketed!(content in input);
        let mut vals = Vec::new();
        while !content.is_empty() {
            vals.push(parse_operand(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
        init = Some(vals);
    }
    input.parse::<Token![;]>()?;
    Ok(VarDecl {
        space,
        extern_,
        name,
        ty,
        tmap,
        len,
        align,
        init,
    })
}

fn parse_params(input: ParseStream) -> syn::Result<Vec<Param>> {
    let content;
    parenthesized!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: Ident = content.parse()?;
        content.parse::<Token![:]>()?;
        let first = content.call(Ident::parse_any)?;
        let (space, ty) = if content.peek(Ident::peek_any) && !kw(&content, "as") {
            (Some(first), parse_ty(&content)?)
        } else {
            (
                None,
                TyTok {
                    name: first.to_string(),
                    span: first.span(),
                },
            )
        };
        let rank = if content.peek(syn::token::Bracket) {
            let r;
            bracketed!(r in content);
            Some(r.parse()?)
        } else {
            None
        };
        let cast = if kw(&content, "as") {
            content.call(Ident::parse_any)?;
            Some(parse_ty(&content)?)
        } else {
            None
        };
        out.push(Param {
            name,
            space,
            ty,
            cast,
            rank,
        });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn parse_kernel(input: ParseStream) -> syn::Result<KernelDef> {
    let name = input.call(Ident::parse_any)?;
    let ptx_name = if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        if input.peek(syn::LitStr) {
            let l: syn::LitStr = input.parse()?;
            let s = l.span();
            Some((syn::parse_quote!(#l), s))
        } else if input.peek(syn::token::Brace) {
            let content;
            let b = braced!(content in input);
            Some((content.parse()?, b.span.join()))
        } else {
            return Err(input.error(
                "a kernel's PTX name is a string: `kernel k = \"name\"(…)` or `kernel k = {rust expr}(…)` (`k` names its handle)",
            ));
        }
    } else {
        None
    };
    let params = parse_params(input)?;
    let mut directives = Vec::new();
    while input.peek(Token![.]) {
        input.parse::<Token![.]>()?;
        let name = input.call(Ident::parse_any)?;
        let mut args = Vec::new();
        // `.explicitcluster` takes nothing; the others one to three numbers (a number may
        // be a `{rust expr}`, so the body's `{` is told apart by the directive's name).
        if name != "explicitcluster" {
            args.push(parse_value(input)?);
            while input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
                args.push(parse_value(input)?);
            }
        }
        directives.push(Directive { name, args });
    }
    let body = parse_body(input)?;
    Ok(KernelDef {
        name,
        ptx_name,
        params,
        directives,
        body,
    })
}

fn parse_func(input: ParseStream) -> syn::Result<FuncDef> {
    let name = input.call(Ident::parse_any)?;
    // The expansion binds the function to a Rust local of its name (`let f = m.func(..)`).
    if syn::parse_str::<Ident>(&name.to_string()).is_err() {
        return Err(syn::Error::new(
            name.span(),
            format!(
                "a function is bound to a Rust local of its name, and `{name}` is a Rust keyword: rename the function"
            ),
        ));
    }
    let params = parse_params(input)?;
    let ret = if input.peek(Token![->]) {
        input.parse::<Token![->]>()?;
        Some(parse_ty(input)?)
    } else {
        None
    };
    let body = parse_body(input)?;
    Ok(FuncDef {
        name,
        params,
        ret,
        body,
    })
}

fn parse_body(input: ParseStream) -> syn::Result<Vec<Stmt>> {
    let content;
    braced!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        out.push(parse_stmt(&content)?);
    }
    Ok(out)
}

fn parse_stmt(input: ParseStream) -> syn::Result<Stmt> {
    // `name:` places a label (but `a::b` is not a label).
    if input.peek(Ident) && input.peek2(Token![:]) && !input.peek2(Token![::]) {
        let l: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        return Ok(Stmt::Label(l));
    }
    if (kw(input, "shared") || kw(input, "local")) && input.peek2(Ident) {
        return Ok(Stmt::Decl(Box::new(parse_decl(input)?)));
    }
    if is_const_decl(input) {
        return Ok(Stmt::Const(parse_const(input)?));
    }
    if (kw(input, "const") || kw(input, "global")) && input.peek2(Ident) {
        // A `.const`/`.global` variable: refused by the expansion, which says where it goes.
        return Ok(Stmt::Decl(Box::new(parse_decl(input)?)));
    }
    let guard = if input.peek(Token![@]) {
        let at = input.parse::<Token![@]>()?.span;
        let neg = if input.peek(Token![!]) {
            input.parse::<Token![!]>()?;
            true
        } else {
            false
        };
        let pred: Ident = input.parse()?;
        let at = at.join(pred.span()).unwrap_or(at);
        let g = Guard { neg, pred, at };
        if input.peek(syn::token::Brace) {
            let body = parse_body(input)?;
            return Ok(Stmt::Block { guard: g, body });
        }
        Some(g)
    } else {
        None
    };
    let binders = if input.peek(Token![let]) {
        input.parse::<Token![let]>()?;
        let b = parse_binders(input)?;
        input.parse::<Token![=]>()?;
        Some(b)
    } else {
        None
    };
    if input.peek(Token![for]) || input.peek(Token![while]) || input.peek(Token![if]) {
        if let Some(g) = guard {
            return Err(syn::Error::new(
                g.at,
                "a structured statement (`for`, `while`, `if`) is not guarded: put it inside `if p { … }`",
            ));
        }
        let (bind, paren) = match binders {
            Some((b, paren)) => (b, paren),
            None => (Vec::new(), false),
        };
        let _ = paren;
        return parse_structured(input, bind);
    }
    let (bind, pair) = match binders {
        None => (None, None),
        Some((b, paren)) => {
            if (paren && b.len() != 2) || (!paren && b.len() != 1) {
                return Err(input.error(
                    "an instruction defines one register, `let name = <instruction>;`, or two, `let (d, p) = elect.sync …;` / `match.all.sync` (`let (a, b, …) = …` also binds the values of a `for`, `while` or `if`)",
                ));
            }
            if let Some(t) = b.iter().find_map(|b| b.ty.as_ref()) {
                return Err(syn::Error::new(
                    t.span,
                    "an instruction's result takes its type from the mnemonic: drop the annotation",
                ));
            }
            let mut names = b.into_iter().map(|b| b.name);
            let first = names.next();
            (first, names.next())
        }
    };
    let inst = parse_inst(input)?;
    Ok(Stmt::Inst {
        guard,
        bind,
        pair,
        inst,
    })
}

/// `x`, `x: f32`, or `(a, b: u32, …)`; the flag says whether it was parenthesised.
fn parse_binders(input: ParseStream) -> syn::Result<(Vec<Binder>, bool)> {
    fn one(input: ParseStream) -> syn::Result<Binder> {
        let name: Ident = if input.peek(Token![_]) {
            Ident::new("_", input.parse::<Token![_]>()?.span)
        } else {
            input.parse()?
        };
        let ty = if input.peek(Token![:]) && !input.peek(Token![::]) {
            input.parse::<Token![:]>()?;
            Some(parse_ty(input)?)
        } else {
            None
        };
        Ok(Binder { name, ty })
    }
    if input.peek(syn::token::Paren) {
        let content;
        parenthesized!(content in input);
        let mut out = Vec::new();
        while !content.is_empty() {
            out.push(one(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
        return Ok((out, true));
    }
    Ok((vec![one(input)?], false))
}

/// `carry (x: f32 = 0.0, p = start)`, if present.
fn parse_carry(input: ParseStream) -> syn::Result<Vec<Carried>> {
    if !kw(input, "carry") {
        return Ok(Vec::new());
    }
    input.call(Ident::parse_any)?;
    let content;
    parenthesized!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: Ident = content.parse()?;
        let ty = if content.peek(Token![:]) {
            content.parse::<Token![:]>()?;
            Some(parse_ty(&content)?)
        } else {
            None
        };
        content.parse::<Token![=]>()?;
        let init = parse_operand(&content)?;
        out.push(Carried { name, ty, init });
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

/// A structured body: statements, then optionally `yield a, b;` last.
fn parse_block(input: ParseStream) -> syn::Result<Block> {
    let content;
    let b = braced!(content in input);
    let mut stmts = Vec::new();
    let mut yields = None;
    while !content.is_empty() {
        if content.peek(Token![yield]) {
            let y = content.parse::<Token![yield]>()?.span;
            let mut ops = Vec::new();
            while !content.peek(Token![;]) {
                if content.is_empty() {
                    return Err(content.error("expected `;` after `yield …`"));
                }
                ops.push(parse_operand(&content)?);
                if content.peek(Token![;]) {
                    break;
                }
                content.parse::<Token![,]>()?;
            }
            content.parse::<Token![;]>()?;
            if !content.is_empty() {
                return Err(content.error(
                    "`yield` ends its block: the values it gives are the block's last statement",
                ));
            }
            yields = Some((ops, y));
            break;
        }
        stmts.push(parse_stmt(&content)?);
    }
    Ok(Block {
        stmts,
        yields,
        end: b.span.close(),
    })
}

fn parse_structured(input: ParseStream, bind: Vec<Binder>) -> syn::Result<Stmt> {
    if input.peek(Token![for]) {
        return parse_for(input, bind);
    }
    let stmt = if input.peek(Token![while]) {
        let at = input.parse::<Token![while]>()?.span;
        let carry = parse_carry(input)?;
        let cond = parse_block(input)?;
        if !input.peek(Token![do]) {
            return Err(input.error(
                "a `while` has a condition block ending with `yield p;` and a body: `while carry (…) { …; yield p; } do { … }`",
            ));
        }
        input.parse::<Token![do]>()?;
        let body = parse_block(input)?;
        Stmt::While(Box::new(WhileLoop {
            bind,
            at,
            carry,
            cond,
            body,
        }))
    } else {
        let at = input.parse::<Token![if]>()?.span;
        if input.peek(Token![!]) {
            return Err(input.error(
                "`if` takes a predicate register: negate it first (`let np = not.pred p;`) or swap the branches",
            ));
        }
        let pred: Ident = input.parse()?;
        let then = parse_block(input)?;
        let otherwise = if input.peek(Token![else]) {
            input.parse::<Token![else]>()?;
            Some(parse_block(input)?)
        } else {
            None
        };
        Stmt::If(Box::new(IfElse {
            bind,
            at,
            pred,
            then,
            otherwise,
        }))
    };
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    Ok(stmt)
}

/// `for i: T in a..b [step s] [carry (…)] { … }` (a PTX loop) or
/// `for i[: T] in a..b [step s] unroll { … }` / `for x in {iterable} unroll { … }`.
fn parse_for(input: ParseStream, bind: Vec<Binder>) -> syn::Result<Stmt> {
    let at = input.parse::<Token![for]>()?.span;
    // `for _ in 0..4 unroll`: a pass that needs no index.
    let var: Ident = if input.peek(Token![_]) {
        Ident::new("_", input.parse::<Token![_]>()?.span)
    } else {
        input.parse()?
    };
    let ty = if input.peek(Token![:]) {
        input.parse::<Token![:]>()?;
        Some(parse_ty(input)?)
    } else {
        None
    };
    input.parse::<Token![in]>()?;
    let start = parse_operand(input)?;
    let range = if input.peek(Token![..]) {
        input.parse::<Token![..]>()?;
        let end = parse_operand(input)?;
        let step = if kw(input, "step") {
            input.call(Ident::parse_any)?;
            Some(parse_operand(input)?)
        } else {
            None
        };
        Some((end, step))
    } else {
        None
    };
    if kw(input, "unroll") {
        let unroll = input.call(Ident::parse_any)?.span();
        if kw(input, "carry") {
            return Err(input.error(
                "an unrolled loop carries nothing: a name it rebinds (`let acc = add.f32 acc, x;`) keeps its last value after it, as if the body were written out once per value",
            ));
        }
        let over = match range {
            Some((end, step)) => UnrollOver::Range(Box::new(UnrollRange { start, end, step })),
            None => UnrollOver::Iter(start),
        };
        let body = parse_block(input)?;
        if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
        }
        return Ok(Stmt::Unroll(Box::new(Unroll {
            bind,
            at,
            var,
            ty,
            over,
            unroll,
            body,
        })));
    }
    let Some(ty) = ty else {
        return Err(syn::Error::new(
            var.span(),
            "a loop index has a type: `for i: u32 in start..end` (u16 s16 u32 s32 u64 s64); a loop unrolled when the kernel is built is `for i in 0..8 unroll { … }`",
        ));
    };
    let Some((end, step)) = range else {
        return Err(input.error(
            "a PTX loop counts over a range, `start..end`; a loop over a Rust iterable is unrolled: `for x in {[16, 8, 4]} unroll { … }`",
        ));
    };
    let carry = parse_carry(input)?;
    let body = parse_block(input)?;
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    Ok(Stmt::For(Box::new(ForLoop {
        bind,
        at,
        var,
        ty,
        start,
        end,
        step,
        carry,
        body,
    })))
}

fn parse_inst(input: ParseStream) -> syn::Result<Inst> {
    if !input.peek(Ident::peek_any) {
        return Err(input.error(
            "expected an instruction (`ld.shared.u32 [a]`), `let name = <instruction>;`, a label `name:`, a guard `@p`, or a `shared`/`local` declaration",
        ));
    }
    let parts = mnemonic::parse(input)?;
    let mut operands = Vec::new();
    while !input.peek(Token![;]) {
        if input.is_empty() {
            return Err(input.error("expected `;` after the instruction"));
        }
        operands.push(parse_operand(input)?);
        if input.peek(Token![;]) {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    let end = input.parse::<Token![;]>()?.span;
    Ok(Inst {
        parts,
        operands,
        end,
    })
}

fn top_level_comma(ts: &TokenStream) -> bool {
    ts.clone()
        .into_iter()
        .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
}

fn parse_list(content: ParseStream) -> syn::Result<Vec<Operand>> {
    let mut out = Vec::new();
    while !content.is_empty() {
        out.push(parse_operand(content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn parse_simple(input: ParseStream) -> syn::Result<Operand> {
    if input.peek(syn::token::Brace) {
        let content;
        let b = braced!(content in input);
        let e: Expr = content.parse()?;
        return Ok(Operand::Expr(e, b.span.join()));
    }
    if input.peek(Token![-]) {
        let m = input.parse::<Token![-]>()?.span;
        let lit: Lit = input.parse()?;
        return Ok(Operand::Lit { neg: Some(m), lit });
    }
    if input.peek(Lit) {
        return Ok(Operand::Lit {
            neg: None,
            lit: input.parse()?,
        });
    }
    Ok(Operand::Name(input.parse()?))
}

pub(crate) fn parse_operand(input: ParseStream) -> syn::Result<Operand> {
    // The sink `_` (the destination of a remote `mbarrier.arrive`).
    if input.peek(Token![_]) {
        let s = input.parse::<Token![_]>()?.span;
        return Ok(Operand::Name(Ident::new("_", s)));
    }
    if input.peek(syn::token::Bracket) {
        let content;
        let b = bracketed!(content in input);
        let base = parse_simple(&content)?;
        if content.peek(Token![,]) {
            content.parse::<Token![,]>()?;
            let coords;
            braced!(coords in content);
            let coords = parse_list(&coords)?;
            if !content.is_empty() {
                return Err(content.error(
                    "a tensor operand is `[map, {x, y}]`: the map, then its coordinates in braces",
                ));
            }
            return Ok(Operand::Tensor {
                map: Box::new(base),
                coords,
                span: b.span.join(),
            });
        }
        let off = if content.peek(Token![+]) || content.peek(Token![-]) {
            let neg = content.peek(Token![-]);
            if neg {
                content.parse::<Token![-]>()?;
            } else {
                content.parse::<Token![+]>()?;
            }
            Some((neg, Box::new(parse_simple(&content)?)))
        } else {
            None
        };
        if !content.is_empty() {
            return Err(content.error("an address is `[base]`, `[base+imm]` or `[base-imm]`"));
        }
        return Ok(Operand::Addr {
            base: Box::new(base),
            off,
            span: b.span.join(),
        });
    }
    if input.peek(syn::token::Brace) {
        let g: proc_macro2::Group = input.parse()?;
        if g.delimiter() == Delimiter::Brace && top_level_comma(&g.stream()) {
            let items = syn::parse::Parser::parse2(parse_list, g.stream())?;
            return Ok(Operand::Vector(items, g.span()));
        }
        let e: Expr = syn::parse2(g.stream())?;
        return Ok(Operand::Expr(e, g.span()));
    }
    if input.peek(syn::token::Paren) {
        let content;
        let p = parenthesized!(content in input);
        return Ok(Operand::Tuple(parse_list(&content)?, p.span.join()));
    }
    if input.peek(Token![%]) {
        let start = input.parse::<Token![%]>()?.span;
        let mut span = start;
        let mut name = String::from("%");
        let i = input.call(Ident::parse_any)?;
        span = span.join(i.span()).unwrap_or(span);
        name.push_str(&i.to_string());
        while input.peek(Token![.]) && !input.peek(Token![..]) {
            input.parse::<Token![.]>()?;
            let j = input.call(Ident::parse_any)?;
            span = span.join(j.span()).unwrap_or(span);
            name.push('.');
            name.push_str(&j.to_string());
        }
        return Ok(Operand::Sreg { name, span });
    }
    let s = parse_simple(input)?;
    if let Operand::Name(base) = &s
        && input.peek(syn::token::Bracket)
    {
        // `v[i]`: one register of a vector.
        let content;
        let b = bracketed!(content in input);
        let index = parse_simple(&content)?;
        if !content.is_empty() {
            return Err(content.error(
                "a vector's register is `v[i]`, `i` a number known when the kernel is built (a literal, a constant, an unrolled loop's index or `{rust expr}`)",
            ));
        }
        let span = base.span().join(b.span.join()).unwrap_or(b.span.join());
        return Ok(Operand::Elem {
            base: base.clone(),
            index: Box::new(index),
            span,
        });
    }
    if let Operand::Name(base) = &s
        && input.peek(Token![+])
    {
        input.parse::<Token![+]>()?;
        let off = parse_simple(input)?;
        return Ok(Operand::VarOff {
            base: base.clone(),
            off: Box::new(off),
        });
    }
    Ok(s)
}
