//! `ptx_asm!` syntax: `MNEMONIC OPERAND, OPERAND, …` with an optional trailing `;`.
//!
//! * MNEMONIC: dotted parts (`cp.async.ca.shared.global`, `cvta.to.shared::cta.u64`);
//!   parts are parsed with `Ident::parse_any`, so keywords (`async`, `const`) work.
//! * OPERAND: a Rust expression (a value, or for a destination a place); `_` (discard a
//!   destination); a numeric literal (an immediate, optionally negative); `[expr]` or
//!   `[expr + lit]` / `[expr - lit]` (a memory operand); `%name.x` (a special register).

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::{Expr, Ident, Lit, Token, bracketed};

use crate::front::mnemonic;

/// One dotted part of the mnemonic (the front end's; `shared::cluster` is one part).
pub(crate) use crate::front::mnemonic::Part;

/// An error covering the source from `start` to `end` (syn renders the range through
/// the spans of the first and last tokens, which works on stable).
pub(crate) fn range_error(start: Span, end: Span, msg: impl std::fmt::Display) -> syn::Error {
    let mut ts = TokenStream::new();
    ts.extend([
        proc_macro2::TokenTree::Ident(Ident::new("a", start)),
        proc_macro2::TokenTree::Ident(Ident::new("b", end)),
    ]);
    syn::Error::new_spanned(ts, msg)
}

/// A numeric literal operand.
#[derive(Clone)]
pub(crate) enum Num {
    Int(i128),
    Float(f64),
}

/// One operand as written.
pub(crate) enum Operand {
    /// A Rust expression: a value, or a place for a destination.
    Expr(Box<Expr>),
    /// `_`: a discarded destination.
    Discard(Span),
    /// A numeric literal.
    Lit { value: Num, span: Span, end: Span },
    /// `%tid.x`.
    Sreg { name: String, span: Span, end: Span },
    /// `[base]`, `[base + off]`, `[base - off]`.
    Mem {
        base: Box<Expr>,
        offset: Option<i128>,
        span: Span,
    },
}

impl Operand {
    /// An error covering the whole operand.
    pub(crate) fn error(&self, msg: impl std::fmt::Display) -> syn::Error {
        match self {
            Operand::Expr(e) => syn::Error::new_spanned(e, msg),
            Operand::Discard(s) => syn::Error::new(*s, msg),
            Operand::Lit { span, end, .. } | Operand::Sreg { span, end, .. } => {
                range_error(*span, *end, msg)
            }
            Operand::Mem { span, .. } => syn::Error::new(*span, msg),
        }
    }

    pub(crate) fn span(&self) -> Span {
        match self {
            Operand::Expr(e) => span_of(e),
            Operand::Discard(s) | Operand::Lit { span: s, .. } | Operand::Sreg { span: s, .. } => {
                *s
            }
            Operand::Mem { span, .. } => *span,
        }
    }
}

/// The span of a whole expression (its first token's span joined to the last, where
/// the compiler allows, else the first).
pub(crate) fn span_of(e: &Expr) -> Span {
    let ts = e.to_token_stream();
    let mut it = ts.into_iter();
    let first = it.next().map(|t| t.span()).unwrap_or_else(Span::call_site);
    let last = it.last().map(|t| t.span());
    match last {
        Some(l) => first.join(l).unwrap_or(first),
        None => first,
    }
}

/// A parsed invocation.
pub(crate) struct Invocation {
    pub parts: Vec<Part>,
    pub operands: Vec<Operand>,
}

impl Invocation {
    /// The mnemonic as written, `ld.shared.u32`.
    pub(crate) fn mnemonic(&self) -> String {
        mnemonic::text(&self.parts)
    }
    /// An error covering the whole mnemonic.
    pub(crate) fn mnemonic_error(&self, msg: impl std::fmt::Display) -> syn::Error {
        range_error(
            self.parts[0].span,
            self.parts[self.parts.len() - 1].end,
            msg,
        )
    }
}

/// A block-local register: `.reg .pred p;`, `.reg .u32 t;`.
pub(crate) struct Local {
    pub name: Ident,
    /// `pred`, or a type suffix (`u32`, `b64`, `f32` …).
    pub ty: String,
    pub ty_span: Span,
}

/// `@p` / `@!p` before an instruction of a block.
pub(crate) struct Guard {
    pub neg: bool,
    /// A `.reg .pred` of the block, or a Rust `bool` value.
    pub pred: Ident,
}

/// One statement of a block.
pub(crate) enum Stmt {
    /// `name:`
    Label(Ident),
    /// `[@p] instruction;`
    Inst {
        guard: Option<Guard>,
        inv: Invocation,
    },
}

/// `ptx_asm! { .reg .pred p; setp.lt.u32 p, x, 10; @p add.u32 y, y, 1; … }`.
pub(crate) struct Block {
    pub locals: Vec<Local>,
    pub stmts: Vec<Stmt>,
}

/// The macro's input: one instruction (the original form), or a block.
pub(crate) enum Input {
    One(Invocation),
    Block(Block),
}

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.is_empty() {
            return Err(
                input.error("expected a PTX instruction, such as `ld.shared.u32 v, [addr]`")
            );
        }
        let mut locals = Vec::new();
        let mut stmts = Vec::new();
        let mut plain = true;
        while !input.is_empty() {
            if input.peek(Token![.]) {
                plain = false;
                input.parse::<Token![.]>()?;
                let reg = Ident::parse_any(input)?;
                if reg != "reg" {
                    return Err(syn::Error::new(
                        reg.span(),
                        "a block declares its registers with `.reg .pred p;` or `.reg .u32 t;`",
                    ));
                }
                input.parse::<Token![.]>()?;
                let ty = Ident::parse_any(input)?;
                loop {
                    let name: Ident = input.parse()?;
                    locals.push(Local {
                        name,
                        ty: ty.to_string(),
                        ty_span: ty.span(),
                    });
                    if input.peek(Token![,]) {
                        input.parse::<Token![,]>()?;
                    } else {
                        break;
                    }
                }
                input.parse::<Token![;]>()?;
                continue;
            }
            if input.peek(Ident) && input.peek2(Token![:]) && !input.peek2(Token![::]) {
                plain = false;
                let l: Ident = input.parse()?;
                input.parse::<Token![:]>()?;
                stmts.push(Stmt::Label(l));
                continue;
            }
            let guard = if input.peek(Token![@]) {
                plain = false;
                input.parse::<Token![@]>()?;
                let neg = if input.peek(Token![!]) {
                    input.parse::<Token![!]>()?;
                    true
                } else {
                    false
                };
                let pred: Ident = input.parse()?;
                Some(Guard { neg, pred })
            } else {
                None
            };
            let inv = parse_instruction(input)?;
            if input.peek(Token![;]) {
                input.parse::<Token![;]>()?;
            } else if !input.is_empty() {
                return Err(input.error("expected `;` after the instruction"));
            }
            stmts.push(Stmt::Inst { guard, inv });
        }
        if plain
            && stmts.len() == 1
            && let Some(Stmt::Inst { inv, .. }) = stmts.pop()
        {
            return Ok(Input::One(inv));
        }
        Ok(Input::Block(Block { locals, stmts }))
    }
}

impl Parse for Invocation {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.is_empty() {
            return Err(
                input.error("expected a PTX instruction, such as `ld.shared.u32 v, [addr]`")
            );
        }
        let inv = parse_instruction(input)?;
        if input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
        }
        if !input.is_empty() {
            return Err(
                input.error("ptx_asm! takes one instruction; write one invocation per instruction")
            );
        }
        Ok(inv)
    }
}

/// One instruction, up to (not including) its `;`.
fn parse_instruction(input: ParseStream) -> syn::Result<Invocation> {
    {
        let parts = mnemonic::parse(input)?;
        let mut operands = Vec::new();
        while !input.is_empty() && !input.peek(Token![;]) {
            operands.push(parse_operand(input)?);
            if input.is_empty() || input.peek(Token![;]) {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(Invocation { parts, operands })
    }
}

fn parse_operand(input: ParseStream) -> syn::Result<Operand> {
    if input.peek(syn::token::Bracket) {
        let content;
        let br = bracketed!(content in input);
        let span = br.span.join();
        let e: Expr = content.parse()?;
        if !content.is_empty() {
            return Err(
                content.error("expected `]`: a memory operand is `[addr]` or `[addr + offset]`")
            );
        }
        if let Expr::Binary(b) = &e {
            let sign = match b.op {
                syn::BinOp::Add(_) => Some(1),
                syn::BinOp::Sub(_) => Some(-1),
                _ => None,
            };
            if let (Some(sign), Some(Num::Int(v))) = (sign, lit_num(&b.right)) {
                return Ok(Operand::Mem {
                    base: b.left.clone(),
                    offset: Some(sign * v),
                    span,
                });
            }
        }
        return Ok(Operand::Mem {
            base: Box::new(e),
            offset: None,
            span,
        });
    }
    if input.peek(Token![%]) {
        let pct: Token![%] = input.parse()?;
        let id = Ident::parse_any(input)?;
        let mut name = format!("%{id}");
        let span = pct.span;
        let mut end = id.span();
        while input.peek(Token![.]) {
            input.parse::<Token![.]>()?;
            let id = Ident::parse_any(input)?;
            name.push('.');
            name.push_str(&id.to_string());
            end = id.span();
        }
        return Ok(Operand::Sreg { name, span, end });
    }
    if input.peek(Token![_]) && (input.peek2(Token![,]) || peek_end(input)) {
        let u: Token![_] = input.parse()?;
        return Ok(Operand::Discard(u.span));
    }
    let e: Expr = input.parse()?;
    if let Some(value) = lit_num(&e) {
        let mut toks = e.to_token_stream().into_iter().map(|t| t.span());
        let span = toks.next().unwrap_or_else(Span::call_site);
        let end = toks.last().unwrap_or(span);
        return Ok(Operand::Lit { value, span, end });
    }
    Ok(Operand::Expr(Box::new(e)))
}

fn peek_end(input: ParseStream) -> bool {
    let fork = input.fork();
    let _: syn::Result<Token![_]> = fork.parse();
    fork.is_empty() || fork.peek(Token![;])
}

/// A numeric literal, possibly negated (`-1`, `0x1f`, `1.5`).
pub(crate) fn lit_num(e: &Expr) -> Option<Num> {
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Int(i) if i.suffix().is_empty() => i.base10_parse::<i128>().ok().map(Num::Int),
            Lit::Float(f) if f.suffix().is_empty() => f.base10_parse::<f64>().ok().map(Num::Float),
            _ => None,
        },
        Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => match lit_num(&u.expr)? {
            Num::Int(v) => Some(Num::Int(-v)),
            Num::Float(v) => Some(Num::Float(-v)),
        },
        Expr::Group(g) => lit_num(&g.expr),
        Expr::Paren(p) => lit_num(&p.expr),
        _ => None,
    }
}

/// The tokens of an operand (for the `inout` detection).
pub(crate) fn tokens_eq(a: &Expr, b: &Expr) -> bool {
    let ta: TokenStream = a.to_token_stream();
    let tb: TokenStream = b.to_token_stream();
    ta.to_string() == tb.to_string()
}
