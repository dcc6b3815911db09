//! Addresses: `cvta` in both directions, `isspacep` and the checked `if_space`, 32-bit
//! truncation, variable addresses, `selp` of pointers and element indexing.

use super::*;
use typed_ptx_isa::Mod;

/// A generic pointer that `cvta_to::<S>` may convert: one whose origin is `S`.
#[diagnostic::on_unimplemented(
    message = "`cvta.to` converts only generic addresses, and `{Self}` is not a generic pointer that came from {S}",
    note = "PTX changes state space only through the generic space: cvta a named address to generic, and cvta.to back to the space it came from"
)]
pub trait CvtaTo<S: Named>: Sealed {
    /// The element type.
    type Elem: Elem;
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
}
impl<S: Named, O: OriginIs<S>, T: Elem> CvtaTo<S> for Ptr<Generic<O>, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
}

/// Integer types [`Kernel::index`] takes as an element index.
#[diagnostic::on_unimplemented(
    message = "an element index is a u32 or u64 register, not `{Self}`",
    note = "convert the index with `cvt` first"
)]
pub trait Index: Int {}
impl Index for u32 {}
impl Index for u64 {}

/// Pointer registers that [`Kernel::index`] can offset.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a pointer in a register: this operand takes a register that holds the address",
    note = "take a variable's address with `Kernel::addr_of` first"
)]
pub trait PtrReg: Copy + Sealed {
    /// The pointed-to type.
    type Elem: Elem;
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
    #[doc(hidden)]
    fn make(id: RegId, _: Token) -> Self;
}
impl<S: Space, T: Elem> PtrReg for Ptr<S, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn make(id: RegId, _: Token) -> Self {
        Ptr::new(id)
    }
}
impl<S: Window32, T: Elem> PtrReg for Ptr32<S, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn make(id: RegId, _: Token) -> Self {
        Ptr32::new(id)
    }
}

/// What [`Kernel::index`] offsets: a pointer (the result has its type) or a declared
/// array (the result is a pointer into the array's space: `k.index(tile, t)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be indexed: `index` takes a pointer (Ptr, Ptr32), a declared array (Var) or a multimem address (Multimem)",
    note = "index computes the address of element i of what it is given"
)]
pub trait Indexable: Copy + Sealed {
    /// The pointer `index` returns.
    type Out: PtrReg;
    #[doc(hidden)]
    fn base(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Self::Out;
}
impl<S: Space, T: Elem> Indexable for Ptr<S, T> {
    type Out = Ptr<S, T>;
    fn base(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Self {
        self
    }
}
impl<S: Window32, T: Elem> Indexable for Ptr32<S, T> {
    type Out = Ptr32<S, T>;
    fn base(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Self {
        self
    }
}
impl<S: Space, T: Elem> Indexable for Var<S, T> {
    type Out = Ptr<S, T>;
    fn base(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Ptr<S, T> {
        k.addr_of_at(self, at)
    }
}

impl<O: Origin, T> Ptr<Generic<O>, T> {
    /// The same generic pointer with its origin forgotten (no instruction). What it
    /// may be used for is kept: a `.global` or `.shared` origin gives
    /// `Ptr<Generic<Unknown>, T>` (loads, stores, atomics), a `.local` one
    /// `Unknown<ReadWrite>` and a `.const` or `.param` one `Unknown<ReadOnly>`.
    pub fn erase(self) -> Ptr<Generic<Unknown<O::Access>>, T> {
        Ptr::new(self.id)
    }

    /// The same generic pointer with its origin forgotten and only loads allowed (no
    /// instruction): what any generic pointer may become, for code generic over origins.
    pub fn erase_readonly(self) -> Ptr<Generic<Unknown<ReadOnly>>, T> {
        Ptr::new(self.id)
    }
}

impl<T> Ptr<Shared<Cta>, T> {
    /// The same address seen in the cluster's shared window (no instruction: the CTA's
    /// window lies inside the cluster's).
    pub fn widen(self) -> Ptr<Shared<Cluster>, T> {
        Ptr::new(self.id)
    }
}

impl<T> Ptr32<Shared<Cta>, T> {
    /// The same 32-bit address seen in the cluster's shared window (no instruction).
    pub fn widen(self) -> Ptr32<Shared<Cluster>, T> {
        Ptr32::new(self.id)
    }
}

impl<T> Var<Shared<Cta>, T> {
    /// The same `.shared` variable seen in the cluster's shared window (no instruction),
    /// for `cvta.shared::cluster.u64 p, var` ([`Kernel::cvta_var`]) and the
    /// `.shared::cluster` loads, stores and atomics.
    pub fn widen(self) -> Var<Shared<Cluster>, T> {
        self.retype()
    }
}

/// # Addresses and pointers
///
/// Addresses: `cvta` between the generic space and the named ones, `isspacep`, `if_space`,
/// pointer arithmetic (`index`, `offset`), and the 32-bit forms of window addresses.
impl<'m> Kernel<'m> {
    // ---- state-space conversion ----------------------------------------------------------------

    pub(crate) fn simple(&mut self, form: FormId, class: RegClass, src: Op, at: Site) -> RegId {
        let d = self.new_reg(class);
        self.op(form, &[], &[Op::Reg(d.class, d.idx), src], at);
        d
    }

    /// [`simple`](Self::simple) of a row with a `{.space}` slot (`cvta`, `cvta.to`,
    /// `isspacep`), its value the one that names `space`, spelled as the module asks
    /// (`.shared` or `.shared::cta`: [`space_value`](Self::space_value)).
    pub(crate) fn spaced(
        &mut self,
        form: FormId,
        space: typed_ptx_isa::Space,
        class: RegClass,
        src: Op,
        at: Site,
    ) -> RegId {
        let v = self.space_value(form, space);
        let d = self.new_reg(class);
        self.op(form, &[v], &[Op::Reg(d.class, d.idx), src], at);
        d
    }

    /// `cvta.<space>.u64`: the generic address of a named-space address. The result
    /// remembers its origin, so it converts back only to `S`.
    #[track_caller]
    pub fn cvta<S: Named, T: Elem>(&mut self, p: Ptr<S, T>) -> Ptr<Generic<S>, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        let d = self.spaced(FormId::CvtaSpace, S::SPACE, RegClass::B64, s, at);
        self.derive(p.id, d);
        Ptr::new(d)
    }

    /// `cvta.<space>.u64 p, var` / `p, var+imm`: the generic address of a declared
    /// variable (or of the element `elems` further on).
    ///
    /// `elems` may be at most the variable's length: `elems == len` is the pointer one past
    /// the end (an end pointer, as `var.at(len)` may be formed but not accessed); a larger
    /// offset is an emit error at the call site naming the variable, its length and the
    /// offset. An unsized `extern` array has no length to check against.
    #[track_caller]
    pub fn cvta_var<S: Named, T: Elem>(&mut self, v: Var<S, T>, elems: u64) -> Ptr<Generic<S>, T> {
        self.cvta_var_at(v, elems, site(Location::caller()))
    }

    pub(crate) fn cvta_var_at<S: Named, T: Elem>(
        &mut self,
        v: Var<S, T>,
        elems: u64,
        at: Site,
    ) -> Ptr<Generic<S>, T> {
        self.check_sym(v.sym, at);
        if let Some(len) = v.len
            && elems > len
        {
            let name = self.st.symbols[v.sym.id as usize].name.clone();
            self.misuse(
                format!(
                    "`cvta_var` at element {elems} of `{name}`, a variable of {len} elements, points past its end (the offset may be at most its length ({len}), the end pointer)"
                ),
                "pass an element offset inside the variable (its length gives the one-past-the-end pointer), or declare the variable larger",
                at,
            );
        }
        let off = elems.wrapping_mul(T::TY.size());
        if T::TY == Ty::TensorMap {
            self.check_map_var(v.sym, v.size, v.align, off as i64, at);
        }
        let op = if off == 0 {
            Op::Sym(v.sym.id)
        } else {
            Op::SymOff(v.sym.id, off as i64)
        };
        let d = self.spaced(FormId::CvtaSpaceVar, S::SPACE, RegClass::B64, op, at);
        self.note_frame_addr::<S>(v.sym, d);
        self.note_var_ptr(d, v.sym, v.size, v.align, off as i64);
        Ptr::new(d)
    }

    /// Records that `d` is the address of `sym` when that is a `.local` variable of this
    /// device function.
    pub(crate) fn note_frame_addr<S: Space>(&mut self, sym: SymRef, d: RegId) {
        if S::SPACE == typed_ptx_isa::Space::Local && !self.f.entry && sym.owner == Some(self.f.id)
        {
            self.local_addrs.insert(d);
        }
    }

    /// `cvta.to.<space>.u64`: the named-space address of a generic pointer that came
    /// from `S`. A pointer from another space, or a named-space pointer, does not compile.
    #[track_caller]
    pub fn cvta_to<S: Named, T: Elem>(&mut self, p: impl CvtaTo<S, Elem = T>) -> Ptr<S, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.global.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.global`.
    #[track_caller]
    pub fn cvta_to_global<T: Elem>(&mut self, p: impl CvtaTo<Global, Elem = T>) -> Ptr<Global, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.shared.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.shared::cta`.
    #[track_caller]
    pub fn cvta_to_shared<T: Elem>(
        &mut self,
        p: impl CvtaTo<Shared<Cta>, Elem = T>,
    ) -> Ptr<Shared<Cta>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.shared::cluster.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.shared::cluster`.
    #[track_caller]
    pub fn cvta_to_shared_cluster<T: Elem>(
        &mut self,
        p: impl CvtaTo<Shared<Cluster>, Elem = T>,
    ) -> Ptr<Shared<Cluster>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.local.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.local`.
    #[track_caller]
    pub fn cvta_to_local<T: Elem>(&mut self, p: impl CvtaTo<Local, Elem = T>) -> Ptr<Local, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.const.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.const`.
    #[track_caller]
    pub fn cvta_to_const<T: Elem>(
        &mut self,
        p: impl CvtaTo<crate::space::Const, Elem = T>,
    ) -> Ptr<crate::space::Const, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.param.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from a kernel parameter.
    #[track_caller]
    pub fn cvta_to_param<T: Elem>(
        &mut self,
        p: impl CvtaTo<Param<Entry>, Elem = T>,
    ) -> Ptr<Param<Entry>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    pub(crate) fn cvta_to_at<S: Named, T: Elem>(
        &mut self,
        p: impl CvtaTo<S, Elem = T>,
        at: Site,
    ) -> Ptr<S, T> {
        let s = self.op_reg(p.reg(Token::new()), at);
        Ptr::new(self.spaced(FormId::CvtaToSpace, S::SPACE, RegClass::B64, s, at))
    }

    /// `cvta.to.<space>.u64` on a generic pointer of unknown origin, without a check.
    ///
    /// # Safety
    /// `p` must point into `S`'s window; PTX leaves the result undefined otherwise.
    /// Prefer [`if_space`](Kernel::if_space), which tests with `isspacep` first.
    #[track_caller]
    pub unsafe fn cvta_to_unchecked<S: Named, T: Elem>(
        &mut self,
        p: Ptr<Generic<Unknown<impl Access>>, T>,
    ) -> Ptr<S, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        Ptr::new(self.spaced(FormId::CvtaToSpace, S::SPACE, RegClass::B64, s, at))
    }

    /// The checked conversion: `isspacep.<space>`; when true, `cvta.to.<space>` and run
    /// `body` with the named-space pointer; otherwise skip it. Returns the predicate.
    #[track_caller]
    ///
    /// The origin must allow what `S` allows: an address that may be `.param` data (which
    /// `isspacep.global` also accepts) or `.const` data is never checked into a space
    /// that can be stored to.
    pub fn if_space<S: Named, O: Origin, T: Elem>(
        &mut self,
        p: Ptr<Generic<O>, T>,
        body: impl FnOnce(&mut Self, Ptr<S, T>),
    ) -> Reg<Pred>
    where
        O::Access: Covers<<S as Origin>::Access>,
    {
        let at = site(Location::caller());
        let pred = self.isspacep::<S, O, T>(p);
        let skip = self.label();
        self.branch_unless(pred, skip, at);
        self.region(Region::IfSpace, at, |k| {
            let s = k.op_reg(p.id, at);
            let named = Ptr::new(k.spaced(FormId::CvtaToSpace, S::SPACE, RegClass::B64, s, at));
            body(k, named);
        });
        self.place_at(skip, at);
        pred
    }

    /// `cvt.u32.u64`: the 32-bit form of a shared, local or const address (seed 000).
    #[track_caller]
    pub fn to_u32<S: Window32, T: Elem>(&mut self, p: Ptr<S, T>) -> Ptr32<S, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        let d = self.simple(FormId::CvtAddrTrunc, RegClass::B32, s, at);
        self.copied(p.id, d);
        Ptr32::new(d)
    }

    /// `cvt.u64.u32`: zero-extends a 32-bit address back to 64 bits; the round trip
    /// gives back an equal pointer.
    #[track_caller]
    pub fn to_u64<S: Window32, T: Elem>(&mut self, p: Ptr32<S, T>) -> Ptr<S, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        let d = self.simple(FormId::CvtAddrZext, RegClass::B64, s, at);
        self.copied(p.id, d);
        Ptr::new(d)
    }

    /// `mov.u64 p, var`: the address of a variable in its own state space.
    #[track_caller]
    pub fn addr_of<S: Space, T: Elem>(&mut self, v: Var<S, T>) -> Ptr<S, T> {
        self.addr_of_at(v, site(Location::caller()))
    }

    pub(crate) fn addr_of_at<S: Space, T: Elem>(&mut self, v: Var<S, T>, at: Site) -> Ptr<S, T> {
        if self.check_sym(v.sym, at) && T::TY == Ty::TensorMap {
            self.check_map_var(v.sym, v.size, v.align, 0, at);
        }
        let d = self.simple(FormId::MovAddr, RegClass::B64, Op::Sym(v.sym.id), at);
        self.note_frame_addr::<S>(v.sym, d);
        self.note_var_ptr(d, v.sym, v.size, v.align, 0);
        Ptr::new(d)
    }

    /// `selp.b64`: one of two generic pointers by a predicate. The result's origin is
    /// theirs when they agree and [`Unknown`] otherwise.
    #[track_caller]
    pub fn selp_ptr<O1: Join<O2>, O2: Origin, T: Elem>(
        &mut self,
        a: Ptr<Generic<O1>, T>,
        b: Ptr<Generic<O2>, T>,
        p: Reg<Pred>,
    ) -> Ptr<Generic<O1::Out>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(a.id, at),
            self.op_reg(b.id, at),
            self.op_reg(p.id, at),
        ];
        self.op(FormId::Selp, &[Mod::B64.into()], &ops, at);
        self.derive(a.id, d);
        self.derive(b.id, d);
        Ptr::new(d)
    }

    /// `p + i * size_of(T)`: the address of element `i` (`mul.wide`/`add` for 64-bit
    /// pointers, `mad.lo.u32` for 32-bit ones). `p` may also be a declared array: its
    /// address is taken first (`mov.u64`), in its own space.
    #[track_caller]
    pub fn index<B: Indexable, I: Index>(&mut self, base: B, i: Reg<I>) -> B::Out {
        let at = site(Location::caller());
        let p = base.base(self, at, Token::new());
        let size = <<B::Out as PtrReg>::Elem as Elem>::TY.size();
        let base = self.op_reg(p.reg(Token::new()), at);
        let idx = self.op_reg(i.id, at);
        if p.reg(Token::new()).class == RegClass::B32 {
            let d = self.new_reg(RegClass::B32);
            if I::TY != Ty::U32 {
                self.misuse(
                    "a 64-bit index into a 32-bit address",
                    "index a Ptr32 with a u32",
                    at,
                );
            }
            self.op(
                FormId::MadLo,
                &[Mod::U32.into()],
                &[Op::Reg(d.class, d.idx), idx, Op::Imm(Imm::UInt(size)), base],
                at,
            );
            self.derive(p.reg(Token::new()), d);
            return B::Out::make(d, Token::new());
        }
        let off = self.new_reg(RegClass::B64);
        if I::TY == Ty::U32 {
            self.op(
                FormId::MulWide,
                &[Mod::U32.into()],
                &[Op::Reg(off.class, off.idx), idx, Op::Imm(Imm::UInt(size))],
                at,
            );
        } else {
            self.op(
                FormId::MulLo,
                &[Mod::U64.into()],
                &[Op::Reg(off.class, off.idx), idx, Op::Imm(Imm::UInt(size))],
                at,
            );
        }
        let d = self.new_reg(RegClass::B64);
        self.op(
            FormId::Add,
            &[Mod::S64.into()],
            &[Op::Reg(d.class, d.idx), base, Op::Reg(off.class, off.idx)],
            at,
        );
        self.derive(p.reg(Token::new()), d);
        B::Out::make(d, Token::new())
    }
}
