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
    note = "pass the `Var<Shared<Cta>, Mbarrier>`, a `Ptr`/`Ptr32` of Shared<Cta> to it, or a generic pointer that came from .shared::cta (`cvta`); PTX keeps mbarriers only in shared memory, never in .global, .local, .const or .param"
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

/// The largest arrival count of `mbarrier.init` and the largest transaction count of
/// `expect_tx`/`complete_tx`: 2^20 - 1.
const MBAR_MAX: i64 = (1 << 20) - 1;

impl<'m> Kernel<'m> {
    /// The shared-space or generic form of an mbarrier instruction, by the address's space.
    fn mbar_form<A: Address>(shared: FormId, generic: FormId) -> FormId {
        if <A::Space as Space>::SPACE == typed_ptx_isa::Space::Generic {
            generic
        } else {
            shared
        }
    }

    /// Checks an immediate count of an mbarrier instruction against `lo..=2^20-1`.
    fn mbar_count(&mut self, what: &'static str, s: Src<u32>, lo: i64, at: Site) {
        if let SrcV::Imm(Imm::UInt(v)) = s.v {
            self.range(what, v as i64, lo, MBAR_MAX, at);
        }
    }

    /// `mbarrier.init.shared.b64 [bar], count`: initialise the mbarrier for `count`
    /// arrivals per phase (1 to 2^20 - 1), in phase 0. `bar` is a `.shared::cta` address
    /// or a generic one that came from `.shared::cta` (`mbarrier.init.b64`).
    #[track_caller]
    pub fn mbarrier_init<A: MbarrierAddr>(&mut self, bar: A, count: impl Into<Src<u32>>) {
        let at = site(Location::caller());
        let count = count.into();
        self.mbar_count("an mbarrier arrival count", count, 1, at);
        let form = Self::mbar_form::<A>(FormId::MbarrierInit, FormId::MbarrierInitGeneric);
        let ops = [
            self.op_addr(bar.operand(Token::new()), 8, at),
            self.op_src(count, at),
        ];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
    }

    /// `mbarrier.inval.shared.b64 [bar]`: invalidate the mbarrier, so that its memory may
    /// be used for something else.
    #[track_caller]
    pub fn mbarrier_inval<A: MbarrierAddr>(&mut self, bar: A) {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(FormId::MbarrierInval, FormId::MbarrierInvalGeneric);
        let ops = [self.op_addr(bar.operand(Token::new()), 8, at)];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
    }

    /// An arrive-like instruction that returns the state token.
    fn mbar_token<A: Address>(
        &mut self,
        form: FormId,
        bar: A,
        extra: &[Op],
        at: Site,
    ) -> Reg<MbarToken> {
        let d = self.new_reg(RegClass::B64);
        let mut ops = vec![
            Op::Reg(d.class, d.idx),
            self.op_addr(bar.operand(Token::new()), 8, at),
        ];
        ops.extend_from_slice(extra);
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
        Reg::new(d)
    }

    /// `mbarrier.arrive.shared.b64 state, [bar]`: arrive on the mbarrier (release, CTA
    /// scope); returns the state token of the phase arrived on, for
    /// [`mbarrier_test_wait`](Kernel::mbarrier_test_wait) /
    /// [`mbarrier_try_wait`](Kernel::mbarrier_try_wait).
    #[track_caller]
    pub fn mbarrier_arrive<A: MbarrierAddr>(&mut self, bar: A) -> Reg<MbarToken> {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(FormId::MbarrierArrive, FormId::MbarrierArriveGeneric);
        self.mbar_token(form, bar, &[], at)
    }

    /// `mbarrier.arrive.expect_tx.shared::cta.b64 state, [bar], tx`: raise the current
    /// phase's expected transaction count by `tx_bytes` (what a TMA or bulk copy will
    /// complete), then arrive; returns the state token (sm_90).
    #[track_caller]
    pub fn mbarrier_arrive_expect_tx<A: MbarrierAddr>(
        &mut self,
        bar: A,
        tx_bytes: impl Into<Src<u32>>,
    ) -> Reg<MbarToken> {
        let at = site(Location::caller());
        let tx = tx_bytes.into();
        self.mbar_count("an mbarrier transaction count", tx, 0, at);
        let form = Self::mbar_form::<A>(
            FormId::MbarrierArriveExpectTx,
            FormId::MbarrierArriveExpectTxGeneric,
        );
        let tx = self.op_src(tx, at);
        self.mbar_token(form, bar, &[tx], at)
    }

    /// `expect_tx`/`complete_tx`: an address and a transaction count.
    fn mbar_tx<A: Address>(&mut self, form: FormId, bar: A, tx: Src<u32>, at: Site) {
        self.mbar_count("an mbarrier transaction count", tx, 0, at);
        let ops = [
            self.op_addr(bar.operand(Token::new()), 8, at),
            self.op_src(tx, at),
        ];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
    }

    /// `mbarrier.expect_tx.shared::cta.b64 [bar], tx`: raise the current phase's expected
    /// transaction count by `tx_bytes` without arriving (sm_90).
    #[track_caller]
    pub fn mbarrier_expect_tx<A: MbarrierAddr>(&mut self, bar: A, tx_bytes: impl Into<Src<u32>>) {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(FormId::MbarrierExpectTx, FormId::MbarrierExpectTxGeneric);
        self.mbar_tx(form, bar, tx_bytes.into(), at);
    }

    /// `mbarrier.complete_tx.shared::cta.b64 [bar], tx`: complete `tx_bytes` of the
    /// current phase's pending transactions, as an asynchronous copy would (sm_90).
    #[track_caller]
    pub fn mbarrier_complete_tx<A: MbarrierAddr>(&mut self, bar: A, tx_bytes: impl Into<Src<u32>>) {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(
            FormId::MbarrierCompleteTx,
            FormId::MbarrierCompleteTxGeneric,
        );
        self.mbar_tx(form, bar, tx_bytes.into(), at);
    }

    /// A wait-like instruction: `p, [bar], operand`.
    fn mbar_wait<A: Address>(&mut self, form: FormId, bar: A, x: Op, at: Site) -> Reg<Pred> {
        let p = self.new_reg(RegClass::Pred);
        let ops = [
            Op::Reg(p.class, p.idx),
            self.op_addr(bar.operand(Token::new()), 8, at),
            x,
        ];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
        Reg::new(p)
    }

    /// `mbarrier.test_wait.shared.b64 p, [bar], state`: whether the phase that `token`
    /// was taken in has completed (never blocks).
    #[track_caller]
    pub fn mbarrier_test_wait<A: MbarrierAddr>(
        &mut self,
        bar: A,
        token: Reg<MbarToken>,
    ) -> Reg<Pred> {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(FormId::MbarrierTestWait, FormId::MbarrierTestWaitGeneric);
        let t = self.op_reg(token.id, at);
        self.mbar_wait(form, bar, t, at)
    }

    /// `mbarrier.test_wait.parity.shared.b64 p, [bar], parity`: whether the phase of
    /// `parity` (0: even phases, 1: odd) has completed (never blocks).
    #[track_caller]
    pub fn mbarrier_test_wait_parity<A: MbarrierAddr>(
        &mut self,
        bar: A,
        parity: impl Into<Src<u32>>,
    ) -> Reg<Pred> {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(
            FormId::MbarrierTestWaitParity,
            FormId::MbarrierTestWaitParityGeneric,
        );
        let x = self.parity_op(parity.into(), at);
        self.mbar_wait(form, bar, x, at)
    }

    /// `mbarrier.try_wait.shared::cta.b64 p, [bar], state`: whether the phase that
    /// `token` was taken in has completed; the thread may be suspended for a
    /// system-dependent time first (sm_90).
    #[track_caller]
    pub fn mbarrier_try_wait<A: MbarrierAddr>(
        &mut self,
        bar: A,
        token: Reg<MbarToken>,
    ) -> Reg<Pred> {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(FormId::MbarrierTryWait, FormId::MbarrierTryWaitGeneric);
        let t = self.op_reg(token.id, at);
        self.mbar_wait(form, bar, t, at)
    }

    /// `mbarrier.try_wait.parity.shared::cta.b64 p, [bar], parity`: whether the phase
    /// of `parity` has completed, possibly after suspending the thread a while (sm_90).
    #[track_caller]
    pub fn mbarrier_try_wait_parity<A: MbarrierAddr>(
        &mut self,
        bar: A,
        parity: impl Into<Src<u32>>,
    ) -> Reg<Pred> {
        let at = site(Location::caller());
        let form = Self::mbar_form::<A>(
            FormId::MbarrierTryWaitParity,
            FormId::MbarrierTryWaitParityGeneric,
        );
        let x = self.parity_op(parity.into(), at);
        self.mbar_wait(form, bar, x, at)
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
        let done = self.mbar_wait(form, bar, x, at);
        self.branch_unless(done, head, at);
    }

    /// The parity operand: a register, or the immediate 0 or 1.
    fn parity_op(&mut self, parity: Src<u32>, at: Site) -> Op {
        if let SrcV::Imm(Imm::UInt(v)) = parity.v {
            self.range("an mbarrier phase parity", v as i64, 0, 1, at);
        }
        self.op_src(parity, at)
    }
}
