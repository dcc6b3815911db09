//! mbarrier objects (sm_80/sm_90): `mbarrier.init`, `arrive`, `arrive.expect_tx`,
//! `expect_tx`, `complete_tx`, `test_wait`/`try_wait` (by state token or by phase
//! parity), `inval`, and the wait loop built on `try_wait.parity`.
//!
//! An [`Mbarrier`] is declared only in `.shared` (`k.shared::<Mbarrier>(..)`), and the
//! instructions take its address in `.shared::cta` (the `Var`, a `Ptr` or a `Ptr32`) or a
//! generic address that came from `.shared::cta`: [`MbarrierAddr`]. The state token an
//! arrive returns is a `Reg<MbarToken>`, usable only by `test_wait`/`try_wait`.
//!
//! The forms that PTX ISA 7.0 already has (`init`, `inval`, `arrive`, `test_wait`) are
//! spelled `.shared`; those that need ISA 7.8 or later anyway are spelled `.shared::cta`.

use super::*;
use crate::reg::Offset;
use crate::ty::{MbarToken, Mbarrier};

/// The spaces in which the executing CTA's mbarriers are addressed: `.shared::cta`, and
/// the generic space for an address that came from `.shared::cta`.
#[diagnostic::on_unimplemented(
    message = "an mbarrier of the executing CTA is addressed in .shared::cta, not in {Self}",
    note = "pass the `Var<Shared<Cta>, Mbarrier>`, a `Ptr`/`Ptr32` of Shared<Cta> to it, or a generic pointer that came from .shared::cta (`cvta`); PTX keeps mbarriers only in shared memory, never in .global, .local, .const or .param; another CTA's mbarrier (a .shared::cluster address from `mapa`) is reached only by the `_remote` forms, and a thread waits only on its own CTA's mbarriers"
)]
pub trait MbarrierSpace: Space {}
impl MbarrierSpace for Shared<Cta> {}
impl MbarrierSpace for Generic<Shared<Cta>> {}

/// The address of an mbarrier of the executing CTA: a `Var`, `Ptr` or `Ptr32` of
/// `Shared<Cta>` holding an [`Mbarrier`], a generic `Ptr` that came from one, or one of
/// them offset by a constant (`bars.at(i)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not the address of an mbarrier: the mbarrier instructions take an `Mbarrier` in .shared::cta (or a generic address that came from .shared::cta)",
    note = "declare it with `k.shared::<Mbarrier>(name, n, Align(8))` and pass that Var or a pointer to it; a `u64` in memory is not an mbarrier, and PTX has no mbarrier in .global, .local, .const or .param"
)]
pub trait MbarrierAddr: Address<Elem = Mbarrier> {}
impl<S: MbarrierSpace> MbarrierAddr for Ptr<S, Mbarrier> {}
impl MbarrierAddr for Ptr32<Shared<Cta>, Mbarrier> {}
impl MbarrierAddr for Var<Shared<Cta>, Mbarrier> {}
impl<A: MbarrierAddr> MbarrierAddr for Offset<A> {}

/// The address of an mbarrier of the executing CTA in `.shared::cta` itself: a `Var`,
/// `Ptr` or `Ptr32` of `Shared<Cta>` (or one offset by a constant). The forms with
/// explicit semantics and scope, `arrive.noComplete`, `arrive_drop` and
/// `cp.async.mbarrier.arrive` take only these (no generic address).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a .shared::cta address of an mbarrier: this mbarrier instruction takes an `Mbarrier` in Shared<Cta>",
    note = "pass the `Var<Shared<Cta>, Mbarrier>` or a `Ptr`/`Ptr32` of Shared<Cta> to it; convert a generic pointer back with `cvta_to_shared` first"
)]
pub trait MbarrierCtaAddr: MbarrierAddr {}
impl MbarrierCtaAddr for Ptr<Shared<Cta>, Mbarrier> {}
impl MbarrierCtaAddr for Ptr32<Shared<Cta>, Mbarrier> {}
impl MbarrierCtaAddr for Var<Shared<Cta>, Mbarrier> {}
impl<A: MbarrierCtaAddr> MbarrierCtaAddr for Offset<A> {}

/// The address of an mbarrier of any CTA of the cluster: a `Ptr` or `Ptr32` of
/// `Shared<Cluster>` (from `mapa`, or a `Shared<Cta>` one `widen()`ed), a widened `Var`,
/// or one of them offset by a constant. The remote forms (`arrive` with no state token,
/// `expect_tx`, `complete_tx`, `arrive_drop`) take these.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a .shared::cluster address of an mbarrier: the remote mbarrier instructions take an `Mbarrier` in Shared<Cluster>",
    note = "map the mbarrier into another CTA of the cluster with `k.mapa(ptr, rank)`, or `widen()` a Shared<Cta> address to name the executing CTA's own; a Shared<Cta> address takes the local forms (`mbarrier_arrive` …)"
)]
pub trait MbarrierClusterAddr: Address<Elem = Mbarrier> {}
impl MbarrierClusterAddr for Ptr<Shared<Cluster>, Mbarrier> {}
impl MbarrierClusterAddr for Ptr32<Shared<Cluster>, Mbarrier> {}
impl MbarrierClusterAddr for Var<Shared<Cluster>, Mbarrier> {}
impl<A: MbarrierClusterAddr> MbarrierClusterAddr for Offset<A> {}

/// The scope of the release (arrive) or acquire (wait) of an mbarrier operation with
/// explicit semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MbarScope {
    /// `.cta`: the executing CTA (what the forms without a scope mean).
    Cta,
    /// `.cluster`: every CTA of the cluster (sm_90).
    Cluster,
}

impl MbarScope {
    /// Every value, in the table's order.
    pub const ALL: &'static [MbarScope] = &[MbarScope::Cta, MbarScope::Cluster];

    /// The table's modifier of the scope.
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        match self {
            MbarScope::Cta => typed_ptx_isa::Mod::Cta,
            MbarScope::Cluster => typed_ptx_isa::Mod::Cluster,
        }
    }
}

/// # mbarrier
///
/// mbarrier objects: init, arrive (with expected transaction bytes, on the cluster), test
/// and wait.
impl<'m> Kernel<'m> {
    /// The shared-space or generic form of an mbarrier instruction, by the address's space.
    fn mbar_form<A: Address>(shared: FormId, generic: FormId) -> FormId {
        if <A::Space as Space>::SPACE == typed_ptx_isa::Space::Generic {
            generic
        } else {
            shared
        }
    }

    /// A wait-like instruction: `p, [bar], operand`.
    fn mbar_wait<A: Address>(
        &mut self,
        form: FormId,
        vals: &[Val],
        bar: A,
        x: Op,
        at: Site,
    ) -> Reg<Pred> {
        let p = self.new_reg(RegClass::Pred);
        let ops = [
            Op::Reg(p.class, p.idx),
            self.op_addr(bar.operand(Token::new()), 8, at),
            x,
        ];
        self.op(form, vals, &ops, at);
        Reg::new(p)
    }

    /// Block until the phase of `parity` of the mbarrier has completed: a loop on
    /// `mbarrier.try_wait.parity` (sm_90), as CUTLASS's `wait` is.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_90);
    /// m.entry("wait_once", |k| {
    ///     let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
    ///     k.mbarrier_init(bar, 1u32);
    ///     k.mbarrier_arrive(bar);
    ///     k.mbarrier_wait_parity(bar, 0u32); // phase 0 completed
    /// });
    /// let ptx = m.emit()?;
    /// assert!(ptx.contains("mbarrier.try_wait.parity.shared::cta.b64"));
    /// # Ok::<(), Errors>(())
    /// ```
    #[track_caller]
    pub fn mbarrier_wait_parity<A: MbarrierAddr>(&mut self, bar: A, parity: impl Into<Src<u32>>) {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(
            FormId::MbarrierTryWaitParity,
            FormId::MbarrierTryWaitParityGeneric,
        );
        // The parity is read once, before the loop (a special register is moved once).
        let x = self.parity_op(parity.into(), at);
        let head = self.label();
        self.place_at(head, at);
        let done = self.mbar_wait(form, &[], bar, x, at);
        self.branch_unless(done, head, at);
    }

    /// The parity operand: a register, or the immediate 0 or 1.
    fn parity_op(&mut self, parity: Src<u32>, at: Site) -> Op {
        if let SrcV::Imm(Imm::UInt(v)) = parity.v {
            self.range("an mbarrier phase parity", v as i64, 0, 1, at);
        }
        self.op_src(parity, at)
    }

    // ---- explicit semantics and scope ------------------------------------------------------

    /// `mbarrier.arrive.expect_tx.release.<scope>.shared::cta.b64 state, [bar], tx`:
    /// expect `tx_bytes` and arrive, with release semantics at `scope` (sm_90): the
    /// generated [`mbarrier_arrive_expect_tx_release_at`](Kernel::mbarrier_arrive_expect_tx_release_at),
    /// which takes the scope last as the other scoped mbarrier methods do.
    #[track_caller]
    pub fn mbarrier_arrive_expect_tx_release<A: MbarrierCtaAddr>(
        &mut self,
        bar: A,
        scope: MbarScope,
        tx_bytes: impl Into<Src<u32>>,
    ) -> Reg<MbarToken> {
        self.mbarrier_arrive_expect_tx_release_at(bar, tx_bytes, scope)
    }

    /// [`mbarrier_wait_parity`](Kernel::mbarrier_wait_parity) with acquire semantics at
    /// `scope`: a loop on `mbarrier.try_wait.parity.acquire.<scope>` (sm_90). A consumer
    /// whose producers are in other CTAs of the cluster waits at `MbarScope::Cluster`.
    #[track_caller]
    pub fn mbarrier_wait_parity_acquire<A: MbarrierCtaAddr>(
        &mut self,
        bar: A,
        parity: impl Into<Src<u32>>,
        scope: MbarScope,
    ) {
        let at = site(Location::caller());
        let (form, sc) = (
            FormId::MbarrierTryWaitParityAcquire,
            [Val::from(scope.modifier())],
        );
        let x = self.parity_op(parity.into(), at);
        let head = self.label();
        self.place_at(head, at);
        let done = self.mbar_wait(form, &sc, bar, x, at);
        self.branch_unless(done, head, at);
    }

    // ---- remote (.shared::cluster) ---------------------------------------------------------

    // ---- the rest of the family ------------------------------------------------------------
    //
    // `mbarrier_pending_count` is generated from its row (its state token an `MbarToken`).
}
