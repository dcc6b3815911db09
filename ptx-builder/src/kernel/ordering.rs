//! Memory-ordering qualifiers on loads, stores, atomics and reductions (sm_70; the
//! `.cluster` scope and the `.shared::cluster` space need sm_90): `ld.relaxed`,
//! `ld.acquire`, `st.relaxed`, `st.release`, `atom.{relaxed,acquire,release,acq_rel}`,
//! `red.{relaxed,release}`, each at `.cta`, `.cluster`, `.gpu` or `.sys` scope.
//!
//! The state space comes from the address's type, as for `ld`/`st`/`atom`/`red`; the
//! ordered forms take the spaces that strong operations are defined on: `.global`,
//! `.shared::cta`, `.shared::cluster`, and generic addresses that may only point there
//! ([`Ordered`]).

use super::*;
use crate::space::{ReadWriteAtomic, Unknown as UnknownOrigin};
use typed_ptx_isa::Mod;

/// Spaces whose addresses take memory-order qualifiers: `.global`, `.shared::cta`,
/// `.shared::cluster`, and generic addresses that came from one of them (or whose
/// unknown origin may only be one of them).
#[diagnostic::on_unimplemented(
    message = "PTX's memory-order qualifiers (.relaxed, .acquire, .release) take .global and .shared addresses (or generic ones that came from them), not {Self} ones",
    note = ".local memory is private to the thread and .const/.param memory is read-only: use plain `ld`/`st` there"
)]
pub trait Ordered: Space {}
impl Ordered for Global {}
impl Ordered for Shared<Cta> {}
impl Ordered for Shared<Cluster> {}
impl Ordered for Generic<Global> {}
impl Ordered for Generic<Shared<Cta>> {}
impl Ordered for Generic<Shared<Cluster>> {}
impl Ordered for Generic<UnknownOrigin<ReadWriteAtomic>> {}

/// The memory-ordering semantics of an atomic operation ([`Kernel::atom_sem`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sem {
    /// `.relaxed`: atomic, with no ordering of other accesses.
    Relaxed,
    /// `.acquire`: later accesses of the thread are not moved before it.
    Acquire,
    /// `.release`: earlier accesses of the thread are not moved after it.
    Release,
    /// `.acq_rel`: both.
    AcqRel,
}

/// # Memory ordering
///
/// Memory-ordering qualifiers: relaxed, acquire and release loads, stores, atomics and
/// reductions at a scope.
impl<'m> Kernel<'m> {
    /// The `{.space}` slot's value of ordered row `form` for an address of space `S`
    /// (`.shared::cluster`, and `.shared::cta` spelled explicitly, are gated values of the
    /// row).
    fn ordered_space<S: Space>(&mut self, form: FormId, at: Site) -> Val {
        self.mem_space::<S>(form, at)
    }

    fn ld_ordered<A: Address<Elem: Data>>(
        &mut self,
        sem: Mod,
        scope: Scope,
        a: A,
        at: Site,
    ) -> Reg<<A::Elem as Elem>::Value> {
        let sp = self.ordered_space::<A::Space>(FormId::LdOrdered, at);
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let ty = <A::Elem as Elem>::TY.modifier().mem();
        self.op(
            FormId::LdOrdered,
            &[sem.into(), scope.modifier().into(), sp, ty.into()],
            &[Op::Reg(d.class, d.idx), addr],
            at,
        );
        Reg::new(d)
    }

    /// `ld.relaxed.<scope>.<space>.T d, [a]`: a strong load with no ordering of other
    /// accesses, at `scope`.
    #[track_caller]
    pub fn ld_relaxed<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        scope: Scope,
    ) -> Reg<<A::Elem as Elem>::Value>
    where
        A::Space: Ordered,
    {
        self.ld_ordered(Mod::Relaxed, scope, a, site(Location::caller()))
    }

    /// `ld.acquire.<scope>.<space>.T d, [a]`: a load that later accesses of the thread
    /// are not moved before, at `scope` (the consumer side of a flag).
    #[track_caller]
    pub fn ld_acquire<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        scope: Scope,
    ) -> Reg<<A::Elem as Elem>::Value>
    where
        A::Space: Ordered,
    {
        self.ld_ordered(Mod::Acquire, scope, a, site(Location::caller()))
    }

    fn st_ordered<A: Address<Elem: Data>>(
        &mut self,
        sem: Mod,
        scope: Scope,
        a: A,
        v: Src<<A::Elem as Elem>::Value>,
        at: Site,
    ) {
        let sp = self.ordered_space::<A::Space>(FormId::StOrdered, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v, at);
        let ty = <A::Elem as Elem>::TY.modifier().mem();
        self.op(
            FormId::StOrdered,
            &[sem.into(), scope.modifier().into(), sp, ty.into()],
            &[addr, v],
            at,
        );
    }

    /// `st.relaxed.<scope>.<space>.T [a], v`: a strong store with no ordering of other
    /// accesses, at `scope`.
    #[track_caller]
    pub fn st_relaxed<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        v: impl Into<Src<<A::Elem as Elem>::Value>>,
        scope: Scope,
    ) where
        A::Space: Ordered + Storable,
    {
        self.st_ordered(Mod::Relaxed, scope, a, v.into(), site(Location::caller()));
    }

    /// `st.release.<scope>.<space>.T [a], v`: a store that earlier accesses of the thread
    /// are not moved after, at `scope` (the producer side of a flag).
    #[track_caller]
    pub fn st_release<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        v: impl Into<Src<<A::Elem as Elem>::Value>>,
        scope: Scope,
    ) where
        A::Space: Ordered + Storable,
    {
        self.st_ordered(Mod::Release, scope, a, v.into(), site(Location::caller()));
    }

    /// The slot values of an ordered atomic's semantics and scope.
    fn sem_scope(sem: Sem, scope: Scope) -> [Val; 2] {
        let sem = match sem {
            Sem::Relaxed => Mod::Relaxed,
            Sem::Acquire => Mod::Acquire,
            Sem::Release => Mod::Release,
            Sem::AcqRel => Mod::AcqRel,
        };
        [sem.into(), scope.modifier().into()]
    }

    /// `atom.<sem>.<scope>.<space>.<op>.T d, [a], v`: atomically apply `op` with ordering
    /// `sem` at `scope`; returns the old value.
    #[track_caller]
    pub fn atom_sem<A: Address>(
        &mut self,
        op: AtomOp,
        a: A,
        v: impl Into<Src<A::Elem>>,
        sem: Sem,
        scope: Scope,
    ) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        let at = site(Location::caller());
        let [sem, scope] = Self::sem_scope(sem, scope);
        let sp = self.ordered_space::<A::Space>(FormId::AtomOrdered, at);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        self.op(
            FormId::AtomOrdered,
            &[sem, scope, sp, op.modifier().into(), ty.into()],
            &[Op::Reg(d.class, d.idx), addr, v],
            at,
        );
        Reg::new(d)
    }

    /// `atom.<sem>.<scope>.<space>.cas.bN d, [a], cmp, new`: compare-and-swap with
    /// ordering `sem` at `scope`; returns the old value.
    #[track_caller]
    pub fn atom_cas_sem<A: Address>(
        &mut self,
        a: A,
        cmp: impl Into<Src<A::Elem>>,
        new: impl Into<Src<A::Elem>>,
        sem: Sem,
        scope: Scope,
    ) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem + Int,
    {
        let at = site(Location::caller());
        let [sem, scope] = Self::sem_scope(sem, scope);
        let sp = self.ordered_space::<A::Space>(FormId::AtomOrdered, at);
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let c = self.op_src(cmp.into(), at);
        let n = self.op_src(new.into(), at);
        self.op(
            FormId::AtomOrdered,
            &[
                sem,
                scope,
                sp,
                Mod::Cas.into(),
                <A::Elem as Elem>::TY.modifier().bits().into(),
            ],
            &[Op::Reg(d.class, d.idx), addr, c, n],
            at,
        );
        Reg::new(d)
    }

    fn red_ordered<A: Address>(
        &mut self,
        sem: Mod,
        scope: Scope,
        op: AtomOp,
        a: A,
        v: Src<A::Elem>,
        at: Site,
    ) where
        A::Elem: AtomicElem,
    {
        if op == AtomOp::Exch {
            self.misuse(
                "`red.exch`",
                "red has no .exch: use atom_sem with AtomOp::Exch",
                at,
            );
        }
        let sp = self.ordered_space::<A::Space>(FormId::RedOrdered, at);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v, at);
        if op == AtomOp::Exch {
            return;
        }
        let vals = [
            sem.into(),
            scope.modifier().into(),
            sp,
            op.modifier().into(),
            ty.into(),
        ];
        self.op(FormId::RedOrdered, &vals, &[addr, v], at);
    }

    /// `red.relaxed.<scope>.<space>.<op>.T [a], v`: a reduction with no ordering of other
    /// accesses, at `scope`.
    #[track_caller]
    pub fn red_relaxed<A: Address>(
        &mut self,
        op: AtomOp,
        a: A,
        v: impl Into<Src<A::Elem>>,
        scope: Scope,
    ) where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        self.red_ordered(
            Mod::Relaxed,
            scope,
            op,
            a,
            v.into(),
            site(Location::caller()),
        );
    }

    /// `red.release.<scope>.<space>.<op>.T [a], v`: a reduction that earlier accesses of
    /// the thread are not moved after, at `scope` (PTX has no acquiring `red`).
    #[track_caller]
    pub fn red_release<A: Address>(
        &mut self,
        op: AtomOp,
        a: A,
        v: impl Into<Src<A::Elem>>,
        scope: Scope,
    ) where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        self.red_ordered(
            Mod::Release,
            scope,
            op,
            a,
            v.into(),
            site(Location::caller()),
        );
    }
}
