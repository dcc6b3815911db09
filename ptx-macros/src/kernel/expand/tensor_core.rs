//! The tensor-core instructions (`mma`, `ldmatrix`, `stmatrix`, `wgmma`) and the
//! typed-ptx extensions that make their operands (`wgmma_desc`, `wgmma_desc_advance`,
//! `frag_zero`).

use proc_macro2::TokenStream;
use quote::quote_spanned;
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, frag_ty, p, raw_int};
use crate::kernel::parse::Operand;
use crate::kernel::validate::SpaceRust;
use crate::kernel::validate::{self, Op, Space, Ty};

impl Gen<'_> {
    /// `wgmma.mma_async`: the accumulator, A (a descriptor or registers), the B descriptor,
    /// scale-d, the signs and the transposes.
    pub(super) fn wgmma(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k, inst) = (cx.ops, cx.at, &cx.pp, &cx.k, cx.inst);
        let (call, kind) = match op {
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
            _ => unreachable!("not wgmma: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }

    /// The other tensor-core instructions (`mma`, `ldmatrix`, `stmatrix`, the `wgmma` fence
    /// and groups) and the typed-ptx extensions `wgmma_desc`, `wgmma_desc_advance`, `frag_zero`.
    pub(super) fn tensor_core(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k, bind) = (cx.ops, cx.at, &cx.pp, &cx.k, cx.bind);
        let (call, kind) = match op {
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
                let (n, len) = match validate::imm_in(&ops[0], 1, 128, "the number of registers")? {
                    Some(v) => (syn::LitInt::new(&format!("{v}"), ops[0].span()), v as usize),
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
                self.env.bind_vec(b, len);
                // `let _ = frag_zero…` binds nothing: no `mut` before the `_`.
                let mutable = (b != "_").then(|| quote_spanned!(at=> mut));
                return Ok(Expansion::Stmt(
                    quote_spanned!(at=> #(#pre)* #[allow(unused_mut)] let #mutable #b = #call;),
                ));
            }
            _ => unreachable!("not tensor_core: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
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
}
