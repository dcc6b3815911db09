//! Expansion: one `core::arch::asm!` (two when an address operand may be 32 or 64 bits
//! wide: the operand's type picks one at run time, which the optimiser folds), operand
//! conversions through the `__private::dev` traits spanned at the user's operands (so a
//! wrong type is reported there with the PTX rule), and a host fallback so the same code
//! type-checks off the device.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use typed_ptx_isa::{FormId, Mod, Space, Width};

use super::parse::{Invocation, Operand, span_of, tokens_eq};
use super::validate::{AsmTy, Checked, Effects, Kind};

pub(crate) fn dev(span: Span) -> TokenStream {
    quote_spanned!(span=> ::typed_ptx::__private::dev)
}

pub(crate) fn local(name: &str, i: usize) -> Ident {
    format_ident!("__ptx_{}{}", name, i, span = Span::mixed_site())
}

/// A local that holds a typed result before it is assigned to the user's place, named
/// with the place's span so that a type mismatch is reported at the place exactly as a
/// direct assignment would be (a `mixed_site` name would add a macro-backtrace note).
pub(crate) fn result_local(i: usize, at: Span) -> Ident {
    format_ident!("__ptx_typed{}", i, span = at)
}

/// The trait of a source address operand, and whether it is 32/64 (`regs`) or 64 only.
/// A generic operand's trait follows from what the instruction does through it: `st`
/// needs an origin that allows stores, `atom`/`red` one that allows atomics, `mapa.u64`
/// one in shared memory (`cvta.to` is handled by the caller, with `GenericOf`).
pub(crate) fn addr_trait(space: Space, width: Width, form: FormId) -> (&'static str, bool) {
    let either = width == Width::Either;
    let t = match (space, either) {
        (Space::Generic, _) => match form {
            FormId::St => "GenericStore",
            FormId::Atom | FormId::AtomCas | FormId::Red => "GenericAtomic",
            FormId::MapaGeneric => "SharedGeneric",
            _ => "GenericAddr",
        },
        (Space::Global, _) => "GlobalAddr",
        (Space::SharedCta, true) => "SharedAddr",
        (Space::SharedCta, false) => "SharedAddr64",
        (Space::SharedCluster, true) => "ClusterAddr",
        (Space::SharedCluster, false) => "ClusterAddr64",
        (Space::Local, true) => "LocalAddr",
        (Space::Local, false) => "LocalAddr64",
        (Space::Const, true) => "ConstAddr",
        (Space::Const, false) => "ConstAddr64",
        (Space::Param, _) => "ParamAddr",
    };
    (
        t,
        either && space != Space::Generic && space != Space::Global && space != Space::Param,
    )
}

/// The `origin` marker of a named space and the `__private::dev` function that types a
/// `cvta.to` result in it. `.param` has neither on the device (validation rejects
/// `cvta.to.param` first); its names exist nowhere, so an expansion that reached them
/// would not compile rather than type the result in another space.
pub(crate) fn cvta_to_names(space: Space) -> (&'static str, &'static str) {
    match space {
        Space::Global => ("Global", "to_global"),
        Space::SharedCta => ("Shared", "to_shared"),
        Space::SharedCluster => ("Cluster", "to_cluster"),
        Space::Local => ("Local", "to_local"),
        Space::Const => ("Const", "to_const"),
        Space::Param | Space::Generic => ("NoDeviceOrigin", "no_device_cvta_to"),
    }
}

/// An operand of an `asm!`: its name, direction (`in`, `out`, `inout`), and register
/// class and expression in each width variant (w32, w64).
pub(crate) struct AsmOp {
    pub(crate) name: String,
    pub(crate) dir: &'static str,
    pub(crate) class32: &'static str,
    pub(crate) class64: &'static str,
    pub(crate) expr32: TokenStream,
    pub(crate) expr64: TokenStream,
}

impl AsmOp {
    /// An operand of the same class and expression in both variants.
    pub(crate) fn new(
        name: String,
        dir: &'static str,
        class: &'static str,
        expr: TokenStream,
    ) -> Self {
        AsmOp {
            name,
            dir,
            class32: class,
            class64: class,
            expr32: expr.clone(),
            expr64: expr,
        }
    }

    /// `name = dir(class) expr,` in the 32-bit or the 64-bit variant.
    pub(crate) fn arg(&self, wide: bool) -> TokenStream {
        let n = Ident::new(&self.name, Span::call_site());
        let class = Ident::new(
            if wide { self.class64 } else { self.class32 },
            Span::call_site(),
        );
        let dir = Ident::new(self.dir, Span::call_site());
        let e = if wide { &self.expr64 } else { &self.expr32 };
        quote!(#n = #dir(#class) #e,)
    }
}

/// The Rust code an expansion gathers around its `asm!`: input evaluation (`pre`),
/// output declarations (`decls`), the host fallback (`host`, `host_uses`) and the
/// destination assignments (`post`). Shared by one instruction and by blocks, so that
/// both convert and type operands with the same code.
#[derive(Default)]
pub(crate) struct Parts {
    pre: TokenStream,
    decls: TokenStream,
    host: TokenStream,
    post: TokenStream,
    host_uses: Vec<Ident>,
}

impl Parts {
    /// `let v = dev::Trait::reg(e);`, spanned at `span`: a Rust value in a register.
    pub(crate) fn input(&mut self, v: &Ident, span: Span, tr: &str, e: &impl ToTokens) {
        let d = dev(span);
        let tr = Ident::new(tr, span);
        self.pre
            .extend(quote_spanned!(span=> let #v = #d::#tr::reg(#e);));
        self.host_uses.push(v.clone());
    }

    /// `let o: ty;`, assigned `dev::host()` (spanned at `span`) off the device.
    pub(crate) fn output(&mut self, o: &Ident, ty: TokenStream, span: Span) {
        let d = dev(span);
        self.decls.extend(quote!(let #o: #ty;));
        self.host.extend(quote!(#o = #d::host();));
    }

    /// `place = dev::Trait::from_reg(o);`, spanned at `span`, after the `asm!`.
    pub(crate) fn assign(&mut self, place: &impl ToTokens, span: Span, tr: &str, o: &Ident) {
        let d = dev(span);
        let tr = Ident::new(tr, span);
        self.post
            .extend(quote_spanned!(span=> #place = #d::#tr::from_reg(#o);));
    }

    /// An address operand (a register or `[base+off]`): `let (s, v) = …::split(e);`, one
    /// trait call per operand on the user's expression, so that a wrong space or width is
    /// reported once, at the operand, with the PTX rule. `cvta.to` takes only a generic
    /// address of its own space's origin. Returns the offset and whether the operand's
    /// width follows its type (`v.is32`, `v.r32`, `v.r64`).
    pub(crate) fn address(
        &mut self,
        op: &Operand,
        (space, width): (Space, Width),
        c: &Checked,
        s: &Ident,
        v: &Ident,
    ) -> (Option<i128>, bool) {
        let (e, off) = match op {
            Operand::Expr(e) => (e.as_ref(), None),
            Operand::Mem { base, offset, .. } => (base.as_ref(), *offset),
            _ => unreachable!("an address operand"),
        };
        let espan = span_of(e);
        let d = dev(espan);
        let (tr, is_either) = addr_trait(space, width, c.form.id);
        let tr = Ident::new(tr, espan);
        let to = c.kinds.iter().find_map(|k| match k {
            Kind::DCvtaTo(sp) => Some(*sp),
            _ => None,
        });
        match to {
            Some(to) if space == Space::Generic => {
                let o = Ident::new(cvta_to_names(to).0, espan);
                self.pre.extend(quote_spanned!(espan=> let (#s, #v) = #d::GenericOf::<#d::origin::#o>::split(#e);));
            }
            _ => self
                .pre
                .extend(quote_spanned!(espan=> let (#s, #v) = #d::#tr::split(#e);)),
        }
        self.host_uses.push(v.clone());
        (off, is_either)
    }

    /// `place = <o typed as an address>` for `cvta`, `cvta.to` and `mapa` to a generic
    /// address (`kind`), the `i`th operand.
    ///
    /// The functions used type the instruction's result as an address, so they are
    /// `unsafe`: each is sound here because `o` is what the instruction just emitted
    /// produced from `src_val`, the source whose space (or origin) the trait call of
    /// [`Parts::address`] checked. Only the call is in the `unsafe` block, not the user's
    /// place expression. A `cvta.to` result is spanned at the source (`src_span`): a wrong
    /// origin is the source's fault.
    pub(crate) fn address_result(
        &mut self,
        kind: Kind,
        place: &syn::Expr,
        o: &Ident,
        i: usize,
        src_val: &Option<Ident>,
        src_span: Option<Span>,
    ) {
        let pspan = span_of(place);
        let (span, f) = match kind {
            Kind::DCvta => (pspan, "cvta_result"),
            Kind::DCvtaTo(space) => (src_span.unwrap_or(pspan), cvta_to_names(space).1),
            _ => (pspan, "mapa_generic_result"),
        };
        let d = dev(span);
        let f = Ident::new(f, span);
        let r = result_local(i, span);
        self.post.extend(quote_spanned!(span=>
            #[allow(unused_unsafe)]
            let #r = unsafe { #d::#f(&#src_val, #o) };
            #place = #r;
        ));
    }

    /// `place = <o32/o64 typed as a cluster address>` for `mapa.shared::cluster`, the
    /// `i`th operand. `mapa_result` is `unsafe` (it types bits as a cluster address);
    /// sound here because `o32`/`o64` are the result of the `mapa.shared::cluster` just
    /// emitted on `src_val`, whose type the `ClusterAddr` call of [`Parts::address`]
    /// checked. Only the call is in the `unsafe` block, not the user's place expression.
    pub(crate) fn mapa_result(
        &mut self,
        place: &syn::Expr,
        (o32, o64): (&Ident, &Ident),
        i: usize,
        src_val: &Option<Ident>,
    ) {
        let pspan = span_of(place);
        let d = dev(pspan);
        let r = result_local(i, pspan);
        self.post.extend(quote_spanned!(pspan=>
            #[allow(unused_unsafe)]
            let #r = unsafe { #d::mapa_result(&#src_val, #o32, #o64) };
            #place = #r;
        ));
    }

    /// The expansion: the target gate, the inputs and output declarations, the `asm!`
    /// (`variant(wide)`; both widths, picked at run time by `either.is32`, where an
    /// operand's width follows its type), the host fallback and the assignments.
    pub(crate) fn finish(
        self,
        gate: TokenStream,
        either: Option<&Ident>,
        variant: impl Fn(bool) -> TokenStream,
    ) -> TokenStream {
        let Parts {
            pre,
            decls,
            host,
            post,
            host_uses,
        } = self;
        let device = match either {
            Some(v) => {
                let narrow = variant(false);
                let wide = variant(true);
                quote!(if #v.is32 { #narrow } else { #wide })
            }
            None => variant(true),
        };
        let host_touch = if host_uses.is_empty() {
            quote!()
        } else {
            quote!(let _ = (#(&#host_uses,)*);)
        };
        let host_body = if host.is_empty() {
            quote!(::typed_ptx::__private::dev::host::<()>();)
        } else {
            host
        };
        quote! {
            {
                #gate
                #pre
                #decls
                #[cfg(target_arch = "nvptx64")]
                {
                    #device
                }
                #[cfg(not(target_arch = "nvptx64"))]
                {
                    #host_touch
                    #host_body
                }
                #post
            }
        }
    }
}

/// How one operand appears in the template and the operand list of each width variant.
enum Slot {
    /// Literal text (immediates, special registers).
    Text(String),
    /// A register operand, `{name}`.
    Reg(AsmOp),
    /// An operand whose text is `[{name}+off]`.
    Mem { op: AsmOp, off: Option<i128> },
    /// A predicate: `%tpK` in the instruction, with a conversion before or after.
    Pred { k: usize },
}

pub(crate) fn expand(inv: &Invocation, c: &Checked) -> TokenStream {
    let mut s = Slots::new(inv, c);
    for (i, (op, kind)) in inv.operands.iter().zip(&c.kinds).enumerate() {
        s.operand(i, op, *kind);
    }
    s.finish()
}

/// Destinations that are the same place as a source of the same type become `inout`: for
/// each destination, the source it takes over.
fn inout_pairs(inv: &Invocation, c: &Checked) -> Vec<Option<usize>> {
    let mut inout_of: Vec<Option<usize>> = vec![None; c.kinds.len()];
    for (i, (op, k)) in inv.operands.iter().zip(&c.kinds).enumerate() {
        if let (Operand::Expr(d), Kind::Dst(t)) = (op, k) {
            for (j, (op2, k2)) in inv.operands.iter().zip(&c.kinds).enumerate() {
                if let (Operand::Expr(s), Kind::Val(t2)) = (op2, k2)
                    && t == t2
                    && tokens_eq(d, s)
                    && !inout_of.contains(&Some(j))
                {
                    inout_of[i] = Some(j);
                    break;
                }
            }
        }
    }
    inout_of
}

/// One instruction's operands, made slots of the template and the operand list.
struct Slots<'i> {
    inv: &'i Invocation,
    c: &'i Checked,
    parts: Parts,
    slots: Vec<Slot>,
    /// Predicate conversions before the instruction (`bool` sources).
    pred_pre: Vec<String>,
    /// Predicate conversions after it (`bool` destinations).
    pred_post: Vec<String>,
    npred: usize,
    either: Option<Ident>,
    /// Operands the template names outside the instruction (predicate conversions).
    asm_extra: Vec<TokenStream>,
    /// The source operand that typed destinations follow (cvta, mapa).
    src_val: Option<Ident>,
    src_span: Option<Span>,
    /// For each destination, the source it takes over as `inout`.
    inout_of: Vec<Option<usize>>,
    /// The sources taken over.
    merged_src: Vec<usize>,
}

impl<'i> Slots<'i> {
    fn new(inv: &'i Invocation, c: &'i Checked) -> Self {
        let src_index = c.kinds.iter().position(|k| matches!(k, Kind::Addr { .. }));
        let inout_of = inout_pairs(inv, c);
        let merged_src: Vec<usize> = inout_of.iter().flatten().copied().collect();
        Slots {
            inv,
            c,
            parts: Parts::default(),
            slots: Vec::new(),
            pred_pre: Vec::new(),
            pred_post: Vec::new(),
            npred: 0,
            either: None,
            asm_extra: Vec::new(),
            src_val: src_index.map(|i| local("s", i)),
            src_span: src_index.map(|j| inv.operands[j].span()),
            inout_of,
            merged_src,
        }
    }

    /// The `i`th operand, of kind `kind` (validated: the pair is legal).
    fn operand(&mut self, i: usize, op: &Operand, kind: Kind) {
        let span = op.span();
        match (kind, op) {
            (Kind::Val(_) | Kind::Imm(..), Operand::Lit { .. }) | (Kind::Imm(..), _) => {
                self.slots
                    .push(Slot::Text(self.c.imm_text[i].clone().unwrap_or_default()));
            }
            (Kind::Val(_), Operand::Sreg { name, .. }) => {
                self.slots.push(Slot::Text(name.clone()));
            }
            (Kind::Val(t), Operand::Expr(e)) => {
                let v = local("i", i);
                self.parts.input(&v, span, t.trait_name(), e);
                if self.merged_src.contains(&i) {
                    // Named by the destination's `inout`.
                    let owner = self.inout_of.iter().position(|x| *x == Some(i)).unwrap();
                    self.slots.push(Slot::Text(format!("{{o{owner}}}")));
                } else {
                    self.slots.push(Slot::Reg(AsmOp::new(
                        format!("i{i}"),
                        "in",
                        t.class(),
                        quote!(#v),
                    )));
                }
            }
            (Kind::Pred, Operand::Expr(e)) => {
                let v = local("i", i);
                self.parts.input(&v, span, "Pred", e);
                let k = self.npred;
                self.npred += 1;
                self.pred_pre.push(format!(
                    "{} %tp{k}, {{i{i}}}, 0;",
                    spelled(FormId::Setp, &[Mod::Ne, Mod::U32])
                ));
                self.slots.push(Slot::Pred { k });
                let name = Ident::new(&format!("i{i}"), Span::call_site());
                self.asm_extra.push(quote!(#name = in(reg32) #v));
            }
            (Kind::Addr { space, width, mem }, Operand::Expr(_) | Operand::Mem { .. }) => {
                self.address(i, op, (space, width, mem));
            }
            (Kind::Dst(_), _)
            | (Kind::DCvta, _)
            | (Kind::DCvtaTo(_), _)
            | (Kind::DMapaGeneric, _) => self.dest(i, op, kind),
            (Kind::DPred, _) => self.pred_dest(i, op),
            (Kind::DMapa, _) => self.mapa_dest(i, op),
            _ => unreachable!("validated operand/kind pair"),
        }
    }

    /// An address operand: a register, or `[{name}+off]` for a memory operand.
    fn address(&mut self, i: usize, op: &Operand, (space, width, mem): (Space, Width, bool)) {
        let s = local("s", i);
        let v = local("i", i);
        let (off, is_either) = self.parts.address(op, (space, width), self.c, &s, &v);
        let (class32, class64, expr32, expr64) = if is_either {
            self.either = Some(v.clone());
            ("reg32", "reg64", quote!(#v.r32), quote!(#v.r64))
        } else {
            ("reg64", "reg64", quote!(#v), quote!(#v))
        };
        let op = AsmOp {
            name: format!("i{i}"),
            dir: "in",
            class32,
            class64,
            expr32,
            expr64,
        };
        self.slots.push(if mem {
            Slot::Mem { op, off }
        } else {
            Slot::Reg(op)
        });
    }

    /// A value destination, or a `cvta`/`cvta.to`/generic `mapa` result typed as an
    /// address: `out`, `inout` (the same place as a source) or discarded.
    fn dest(&mut self, i: usize, op: &Operand, kind: Kind) {
        let span = op.span();
        let canon: TokenStream = match kind {
            Kind::Dst(t) => t.canon().parse().unwrap(),
            _ => quote!(u64),
        };
        let class = match kind {
            Kind::Dst(t) => t.class(),
            _ => "reg64",
        };
        let o = local("o", i);
        let name = format!("o{i}");
        match op {
            Operand::Discard(_) => {
                self.slots
                    .push(Slot::Reg(AsmOp::new(name, "out", class, quote!(_))));
            }
            Operand::Expr(place) => {
                self.parts.output(&o, canon, span);
                match kind {
                    Kind::Dst(t) => self.parts.assign(place, span_of(place), t.trait_name(), &o),
                    _ => {
                        self.parts
                            .address_result(kind, place, &o, i, &self.src_val, self.src_span)
                    }
                }
                self.slots.push(Slot::Reg(match self.inout_of[i] {
                    Some(j) => {
                        let v = local("i", j);
                        AsmOp::new(name, "inout", class, quote!(#v => #o))
                    }
                    None => AsmOp::new(name, "out", class, quote!(#o)),
                }));
            }
            _ => unreachable!("validated"),
        }
    }

    /// A predicate destination: `%tpK` in the instruction, made a `u32` after it.
    fn pred_dest(&mut self, i: usize, op: &Operand) {
        let span = op.span();
        let k = self.npred;
        self.npred += 1;
        self.slots.push(Slot::Pred { k });
        let name = Ident::new(&format!("o{i}"), Span::call_site());
        self.pred_post.push(format!(
            "{} {{o{i}}}, 1, 0, %tp{k};",
            spelled(FormId::Selp, &[Mod::U32])
        ));
        match op {
            Operand::Discard(_) => self.asm_extra.push(quote!(#name = out(reg32) _)),
            Operand::Expr(place) => {
                let o = local("o", i);
                self.parts.output(&o, quote!(u32), span);
                self.asm_extra.push(quote!(#name = out(reg32) #o));
                self.parts.assign(place, span_of(place), "Pred", &o);
            }
            _ => unreachable!("validated"),
        }
    }

    /// `mapa.shared::cluster`'s destination: 32 or 64 bits as its source.
    fn mapa_dest(&mut self, i: usize, op: &Operand) {
        let span = op.span();
        let o32 = local("o32_", i);
        let o64 = local("o64_", i);
        let name = format!("o{i}");
        let (expr32, expr64) = match op {
            Operand::Expr(place) => {
                self.parts.output(&o32, quote!(u32), span);
                self.parts.output(&o64, quote!(u64), span);
                self.parts
                    .mapa_result(place, (&o32, &o64), i, &self.src_val);
                (quote!(#o32), quote!(#o64))
            }
            _ => (quote!(_), quote!(_)),
        };
        self.slots.push(Slot::Reg(AsmOp {
            name,
            dir: "out",
            class32: "reg32",
            class64: "reg64",
            expr32,
            expr64,
        }));
    }

    /// The expansion: the template (in a PTX scope when predicates are converted), the
    /// options the instruction's effects allow, and both width variants.
    fn finish(self) -> TokenStream {
        let Slots {
            inv,
            c,
            parts,
            slots,
            pred_pre,
            pred_post,
            npred,
            either,
            asm_extra,
            ..
        } = self;
        // The template.
        let mut ops_text: Vec<String> = Vec::new();
        for s in &slots {
            ops_text.push(match s {
                Slot::Text(t) => t.clone(),
                Slot::Reg(op) => format!("{{{}}}", op.name),
                Slot::Mem { op, off } => match off {
                    Some(o) => format!("[{{{}}}+{o}]", op.name),
                    None => format!("[{{{}}}]", op.name),
                },
                Slot::Pred { k } => format!("%tp{k}"),
            });
        }
        // `mapa.shared::cluster`'s type is the address width, derived from the operand's
        // type (DESIGN: a size suffix is derived, never chosen).
        let derived = c.form.id == FormId::MapaShared;
        let instr_for = |suffix: &str| {
            if ops_text.is_empty() {
                format!("{}{suffix};", c.mnemonic)
            } else {
                format!("{}{suffix} {};", c.mnemonic, ops_text.join(", "))
            }
        };
        let template_for = |suffix: &str| {
            let instr = instr_for(suffix);
            if npred > 0 {
                let mut t = format!("{{{{ .reg .pred %tp<{npred}>; ");
                for p in &pred_pre {
                    t.push_str(p);
                    t.push(' ');
                }
                t.push_str(&instr);
                for p in &pred_post {
                    t.push(' ');
                    t.push_str(p);
                }
                t.push_str(" }}");
                t
            } else {
                instr
            }
        };

        let options = match c.effects {
            Effects::Pure => quote!(options(pure, nomem, nostack)),
            Effects::NoMem => quote!(options(nomem, nostack)),
            Effects::ReadOnly => quote!(options(readonly, nostack)),
            Effects::Memory => quote!(options(nostack)),
        };
        let has_outputs = c
            .kinds
            .iter()
            .zip(&inv.operands)
            .any(|(k, o)| k.is_dest() && !matches!(o, Operand::Discard(_)));
        let options = if c.effects == Effects::Pure && !has_outputs {
            quote!(options(nomem, nostack))
        } else {
            options
        };

        let variant = |wide: bool| -> TokenStream {
            let mut args = TokenStream::new();
            for s in &slots {
                if let Slot::Reg(op) | Slot::Mem { op, .. } = s {
                    args.extend(op.arg(wide));
                }
            }
            for e in &asm_extra {
                args.extend(quote!(#e,));
            }
            let mut fixups = TokenStream::new();
            // mapa's destination follows the source width; the other half is unused.
            for (i, k) in c.kinds.iter().enumerate() {
                if *k == Kind::DMapa && matches!(inv.operands[i], Operand::Expr(_)) {
                    let o32 = local("o32_", i);
                    let o64 = local("o64_", i);
                    fixups.extend(if wide {
                        quote!(#o32 = 0;)
                    } else {
                        quote!(#o64 = 0;)
                    });
                }
            }
            let template = template_for(match (derived, wide) {
                (false, _) => "",
                (true, false) => Mod::U32.text(),
                (true, true) => Mod::U64.text(),
            });
            quote!(::typed_ptx::__private::asm!(#template, #args #options); #fixups)
        };
        parts.finish(target_gate(inv, c), either.as_ref(), variant)
    }
}

/// A compile error, spanned at the mnemonic, when the crate is compiled for an `sm` or a
/// PTX ISA version older than the form needs (rustc exposes both as cumulative target
/// features on nvptx64: `sm_80` … and `ptx78` …). It names the requirement instead of
/// leaving `ptxas` to reject the PTX later. Only where rustc reports the `sm` features at
/// all (`sm_20` is set), so a compiler that hides them never sees a false error.
pub(crate) fn target_gate(inv: &Invocation, c: &Checked) -> TokenStream {
    let mnemonic = inv.mnemonic();
    let span = inv.parts[0].span;
    let mut out = TokenStream::new();
    if c.min_sm > 20 {
        let sm = format!("sm_{}", c.min_sm);
        let msg = format!(
            "`{mnemonic}` needs {sm} or newer (PTX ISA {} and up); this crate is compiled for an older `-C target-cpu`",
            c.min_isa
        );
        out.extend(quote_spanned!(span=>
            #[cfg(all(target_arch = "nvptx64", target_feature = "sm_20", not(target_feature = #sm)))]
            ::typed_ptx::__private::compile_error!(#msg);
        ));
    }
    let isa = c.min_isa;
    if isa >= typed_ptx_isa::Version::new(7, 0) {
        let ptx = format!("ptx{}{}", isa.major, isa.minor);
        // Without `+ptxNN`, LLVM uses the target's own minimum ISA version.
        let by_sm = typed_ptx_isa::TARGETS
            .iter()
            .filter(|(t, v)| t.is_portable() && *v >= isa)
            .map(|(t, _)| t.sm)
            .min();
        let msg = format!(
            "`{mnemonic}` needs PTX ISA {isa}: compile with `-C target-feature=+{ptx}`{}",
            by_sm
                .map(|s| format!(" or for sm_{s} or newer"))
                .unwrap_or_default()
        );
        let ok_sm = by_sm.map(|s| {
            let f = format!("sm_{s}");
            quote!(target_feature = #f,)
        });
        out.extend(quote_spanned!(span=>
            #[cfg(all(target_arch = "nvptx64", target_feature = "sm_20",
                not(any(target_feature = #ptx, #ok_sm))))]
            ::typed_ptx::__private::compile_error!(#msg);
        ));
    }
    out
}

/// A mnemonic of the glue the expansion adds around an instruction (a `bool` operand's
/// `setp.ne.u32`, a predicate result's `selp.u32`), spelled from its row.
pub(super) fn spelled(form: FormId, vals: &[Mod]) -> String {
    let vals: Vec<typed_ptx_isa::Val> = vals.iter().map(|&m| m.into()).collect();
    form.form().spelled(&vals).unwrap_or_default()
}
