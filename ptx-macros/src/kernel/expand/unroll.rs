//! What the macro computes when the kernel is built: unrolled loops (`for i in 0..8
//! unroll { … }`), constants (`const N: u32 = …;`) and a vector's registers (`v[i]`).

/// The most passes of an unrolled loop over literal bounds: beyond it the macro refuses
/// rather than write the body out that many times.
const MAX_LITERAL_PASSES: u64 = 4096;

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::{Error, Ident};

use super::{Env, Gen, Kind, kid, lit, p, ty_of};
use crate::kernel::parse::{ConstDecl, Operand, Stmt, Unroll, UnrollOver, UnrollRange};
use crate::kernel::validate::{KernelTy, Ty};

/// What a name is, in words, for "… is not a vector" and the like.
fn what(k: Kind) -> &'static str {
    match k {
        Kind::Reg => "a register",
        Kind::Ptr | Kind::Ptr32 => "a pointer",
        Kind::Var(_) => "a variable",
        Kind::Label => "a label",
        Kind::Func => "a function",
        Kind::Vector => "a vector",
        Kind::Const => "a constant",
        Kind::Unknown => "a Rust value",
    }
}

/// The error for a name that is not a number known when the kernel is built.
fn not_const(i: &Ident, k: Kind, role: &str) -> Error {
    Error::new(
        i.span(),
        format!(
            "`{i}` is {}: {role} is a number known when the kernel is built (a literal, a constant, an unrolled loop's index or `{{rust expr}}`)",
            what(k)
        ),
    )
}

/// `const N: T = value;`: a Rust local of `T`'s Rust type, a constant to the macro.
pub(super) fn const_decl(c: &ConstDecl, env: &mut Env) -> syn::Result<TokenStream> {
    let ty = ty_of(&c.ty)?;
    if !matches!(
        ty,
        Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64 | Ty::F32 | Ty::F64
    ) {
        return Err(Error::new(
            c.ty.span,
            "a constant is a number: u16 s16 u32 s32 u64 s64 f32 f64",
        ));
    }
    let rt = ty.rust(c.ty.span);
    let v = match &c.value {
        Operand::Lit { .. } => lit(&c.value, ty)?,
        Operand::Expr(e, s) => quote_spanned!(*s=> #e),
        Operand::Name(i) => match env.kind(&i.to_string()) {
            Kind::Const | Kind::Unknown => quote!(#i),
            k => return Err(not_const(i, k, "a constant's value")),
        },
        o => {
            return Err(Error::new(
                o.span(),
                "a constant's value is a literal, another constant or a `{rust expr}`",
            ));
        }
    };
    env.bind(&c.name, Kind::Const);
    let n = &c.name;
    // A constant is written as Rust writes constants (`N`), bound to a local.
    Ok(quote_spanned!(n.span()=> #[allow(non_snake_case)] let #n: #rt = #v;))
}

/// A label inside an unrolled body would be placed once per value: refused.
pub(super) fn no_labels(stmts: &[Stmt], errors: &mut Vec<Error>) {
    for s in stmts {
        match s {
            Stmt::Label(l) => errors.push(Error::new(
                l.span(),
                "a label in an unrolled loop would be placed once per value: branch with `if`, or loop in PTX (`for i: u32 in …`)",
            )),
            Stmt::Block { body, .. } => no_labels(body, errors),
            Stmt::For(f) => no_labels(&f.body.stmts, errors),
            Stmt::While(w) => {
                no_labels(&w.cond.stmts, errors);
                no_labels(&w.body.stmts, errors);
            }
            Stmt::If(i) => {
                no_labels(&i.then.stmts, errors);
                if let Some(o) = &i.otherwise {
                    no_labels(&o.stmts, errors);
                }
            }
            Stmt::Unroll(u) => no_labels(&u.body.stmts, errors),
            _ => {}
        }
    }
}

/// A literal integer operand's value.
fn int_of(o: &Operand) -> Option<i128> {
    match o {
        Operand::Lit {
            neg,
            lit: syn::Lit::Int(l),
        } => {
            let v: i128 = l.base10_parse().ok()?;
            Some(if neg.is_some() { -v } else { v })
        }
        _ => None,
    }
}

/// What an unrolled loop counts over: the iterator, and where the macro knows them the
/// values as an array (for a loop that yields) with their count.
type Over = (TokenStream, Option<(TokenStream, Option<usize>)>);

impl Gen<'_> {
    /// `v[i]`: the register `i` of vector `v`.
    pub(super) fn elem(&self, o: &Operand) -> syn::Result<TokenStream> {
        let Operand::Elem { base, index, span } = o else {
            unreachable!("elem called on `v[i]`")
        };
        match self.env.kind(&base.to_string()) {
            Kind::Vector | Kind::Unknown => {}
            k => {
                return Err(Error::new(
                    base.span(),
                    format!(
                        "`{base}` is {}, not a vector: `{base}[i]` is a register of a vector load (`ld.v4`), a fragment or another array of registers",
                        what(k)
                    ),
                ));
            }
        }
        if let (Some(n), Some(i)) = (self.env.vec_len(&base.to_string()), int_of(index))
            && i >= n as i128
        {
            return Err(Error::new(
                index.span(),
                format!(
                    "`{base}` has {n} registers, `{base}[0]` to `{base}[{}]`: {i} is past them",
                    n - 1
                ),
            ));
        }
        let is = index.span();
        let pp = p(is);
        let i = match &**index {
            Operand::Lit {
                neg: None,
                lit: syn::Lit::Int(l),
            } if l.suffix().is_empty() => {
                let v: usize = l.base10_parse()?;
                let l = syn::LitInt::new(&format!("{v}usize"), l.span());
                quote!(#l)
            }
            Operand::Name(i) => match self.env.kind(&i.to_string()) {
                Kind::Const | Kind::Unknown => quote_spanned!(is=> #pp::lane(#i)),
                k => return Err(not_const(i, k, "a vector's index")),
            },
            Operand::Expr(e, s) => quote_spanned!(*s=> #pp::lane(#e)),
            other => {
                return Err(Error::new(
                    other.span(),
                    "a vector's index is a non-negative literal, a constant, an unrolled loop's index or a `{rust expr}`",
                ));
            }
        };
        Ok(quote_spanned!(*span=> #base[#i]))
    }

    /// A bound or step of an unrolled range: a Rust integer.
    fn bound(&self, o: &Operand, rt: Option<&TokenStream>) -> syn::Result<TokenStream> {
        let v = match o {
            Operand::Lit {
                neg,
                lit: lit @ syn::Lit::Int(_),
            } => {
                let m = neg.map(|s| quote_spanned!(s=> -));
                quote_spanned!(o.span()=> #m #lit)
            }
            Operand::Expr(e, s) => quote_spanned!(*s=> (#e)),
            Operand::Name(i) => match self.env.kind(&i.to_string()) {
                Kind::Const | Kind::Unknown => quote!(#i),
                k => return Err(not_const(i, k, "an unrolled loop's bound")),
            },
            _ => {
                return Err(Error::new(
                    o.span(),
                    "an unrolled loop's bound is a number known when the kernel is built (a literal, a constant or `{rust expr}`); a loop over registers is a PTX loop: `for i: u32 in 0..n { … }`",
                ));
            }
        };
        Ok(match rt {
            Some(t) => {
                let s = o.span();
                let b = Ident::new("__typed_ptx_b", s);
                quote_spanned!(s=> { let #b: #t = #v; #b })
            }
            None => v,
        })
    }

    /// What an unrolled loop counts over: the iterator, and the values as an array
    /// (for a loop that yields) where they are known now.
    fn unroll_over(&self, u: &Unroll, rt: Option<&TokenStream>) -> syn::Result<Over> {
        let pp = p(u.at);
        match &u.over {
            UnrollOver::Range(r) => {
                let UnrollRange { start, end, step } = &**r;
                let (s, e) = (self.bound(start, rt)?, self.bound(end, rt)?);
                let lits = match step {
                    Some(o) if int_of(o).is_some_and(|v| v < 1) => {
                        return Err(Error::new(
                            o.span(),
                            "an unrolled loop's step is at least 1",
                        ));
                    }
                    Some(o) => int_of(o),
                    None => Some(1),
                };
                let iter = match step {
                    None => quote_spanned!(u.at=> (#s..#e)),
                    Some(o) => {
                        let st = self.bound(o, None)?;
                        quote_spanned!(o.span()=> (#s..#e).step_by(#pp::lane(#st)))
                    }
                };
                let values = match (int_of(start), int_of(end), lits) {
                    (Some(a), Some(b), Some(d))
                        if (b.saturating_sub(a).max(0) as u128).div_ceil(d.max(1) as u128)
                            > MAX_LITERAL_PASSES as u128 =>
                    {
                        return Err(Error::new(
                            u.at,
                            format!(
                                "an unrolled loop of more than {MAX_LITERAL_PASSES} passes ({a}..{b}): unrolling writes its body once per pass; use a `for … carry` loop instead"
                            ),
                        ));
                    }
                    (Some(a), Some(b), Some(d)) => {
                        let vals: Vec<TokenStream> = (a..b)
                            .step_by(d as usize)
                            .map(|v| {
                                let l = syn::LitInt::new(&v.abs().to_string(), u.at);
                                let m = (v < 0).then(|| quote!(-));
                                let t = quote!(#m #l);
                                match rt {
                                    Some(rt) => quote_spanned!(u.at=> { let b: #rt = #t; b }),
                                    None => t,
                                }
                            })
                            .collect();
                        Some((quote!([#(#vals),*]), Some(vals.len())))
                    }
                    _ => None,
                };
                Ok((iter, values))
            }
            UnrollOver::Iter(o) => {
                let e = match o {
                    Operand::Expr(e, s) => quote_spanned!(*s=> (#e)),
                    Operand::Name(i) if matches!(self.env.kind(&i.to_string()), Kind::Unknown) => {
                        quote!(#i)
                    }
                    _ => {
                        return Err(Error::new(
                            o.span(),
                            "an unrolled loop counts over a range `a..b [step s]` or a Rust iterable in braces, `{[16, 8, 4, 2, 1]}`",
                        ));
                    }
                };
                let n = match o {
                    Operand::Expr(syn::Expr::Array(a), _) => Some(a.elems.len()),
                    _ => None,
                };
                Ok((e.clone(), Some((e, n))))
            }
        }
    }

    /// `for i in … unroll { … }`: a Rust loop around the body's builder calls. A name bound
    /// before the loop and rebound in the body keeps its last value after it; with `let v =`
    /// and `yield r;`, `v` is the array of each pass's `r`.
    pub(super) fn unroll(&mut self, u: &Unroll) -> syn::Result<TokenStream> {
        let at = u.at;
        if let Some(b) = u.bind.iter().find(|b| b.ty.is_some()) {
            return Err(Error::new(
                b.name.span(),
                "an unrolled loop's value is the array of what its body yields: drop the annotation",
            ));
        }
        if u.bind.len() > 1 {
            return Err(Error::new(
                u.bind[1].name.span(),
                "an unrolled loop that yields gives one array: `let v = for … unroll { … yield r; };`",
            ));
        }
        let rt = match &u.ty {
            Some(t) => {
                let ty = ty_of(t)?;
                if !matches!(
                    ty,
                    Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64
                ) {
                    return Err(Error::new(
                        t.span,
                        "an unrolled loop's index is an integer: u16 s16 u32 s32 u64 s64",
                    ));
                }
                Some(ty.rust(t.span))
            }
            None => None,
        };
        let (iter, values) = self.unroll_over(u, rt.as_ref())?;
        let mark = self.env.names.len();
        self.env.bind(&u.var, Kind::Const);
        let inner = self.env.names.len();
        let body = self.stmts_here(&u.body.stmts);
        let yielded = self.unroll_yield(u);
        let new: Vec<(String, Kind)> = self.env.names[inner..].to_vec();
        self.env.names.truncate(mark);
        let yielded = yielded?;
        // Names of the enclosing scope that the body rebinds: carried from pass to pass.
        let mut carried: Vec<(String, Kind)> = Vec::new();
        for (n, k) in new.iter().rev() {
            // The loop's index is the body's own, even where the enclosing scope has the name.
            if n != "_"
                && u.var != n
                && !carried.iter().any(|(c, _)| c == n)
                && self.env.names.iter().any(|(o, _)| o == n)
            {
                carried.push((n.clone(), *k));
            }
        }
        let names: Vec<Ident> = carried
            .iter()
            .map(|(n, _)| {
                // `n` is an identifier as written, raw (`r#type`) or not.
                let mut i: Ident = syn::parse_str(n).unwrap_or_else(|_| format_ident!("_"));
                i.set_span(at);
                i
            })
            .collect();
        // Numbered: a nested loop's carried values do not shadow this loop's.
        let nth = self.temps;
        self.temps += 1;
        let tmps: Vec<Ident> = carried
            .iter()
            .map(|(n, _)| {
                let plain = n.trim_start_matches("r#");
                format_ident!("__typed_ptx_u{}_{}", nth, plain, span = at)
            })
            .collect();
        for (n, (_, k)) in names.iter().zip(&carried) {
            self.env.bind(n, *k);
        }
        let var = &u.var;
        let pass = quote_spanned!(at=> #(let #names = #tmps;)* #body);
        let leave = quote_spanned!(at=> #(#tmps = #names;)*);
        let head = quote_spanned!(at=> #(let mut #tmps = #names;)*);
        let tail = quote_spanned!(at=> #(let #names = #tmps;)*);
        let Some(y) = yielded else {
            return Ok(quote_spanned!(at=> #head for #var in #iter { #pass #leave } #tail));
        };
        let Some((values, count)) = values else {
            return Err(Error::new(
                u.unroll,
                "an unrolled loop that yields makes an array, so its values are known when the macro expands: literal bounds (`0..4`, `0..16 step 4`) or an array in braces (`{[16, 8, 4]}`)",
            ));
        };
        let out = &u.bind[0].name;
        match count {
            Some(n) => self.env.bind_vec(out, n),
            None => self.env.bind(out, Kind::Vector),
        }
        let pp = p(at);
        let r = Ident::new("__typed_ptx_r", at);
        Ok(quote_spanned!(at=>
            #head
            let #out = #pp::unroll_map(#values, |#var| { #pass let #r = #y; #leave #r });
            #tail
        ))
    }

    /// The value each pass yields (`let v = for … unroll { … yield r; }`), checked against
    /// the binding; run with the body's names in scope.
    fn unroll_yield(&mut self, u: &Unroll) -> syn::Result<Option<TokenStream>> {
        match (&u.body.yields, u.bind.is_empty()) {
            (None, true) => Ok(None),
            (None, false) => Err(Error::new(
                u.body.end,
                "an unrolled loop bound by `let` ends with `yield` and the register of each pass",
            )),
            (Some((_, y)), true) => Err(Error::new(
                *y,
                "an unrolled loop gives values only when bound: `let v = for … unroll { … yield r; };` (a name it rebinds keeps its last value without `yield`)",
            )),
            (Some((ops, y)), false) => {
                if ops.len() != 1 {
                    return Err(Error::new(
                        *y,
                        "an unrolled loop yields one register per pass; its value is the array of them",
                    ));
                }
                let k = kid(u.body.end);
                self.yielded(&ops[0], None, &k, false).map(Some)
            }
        }
    }
}
