//! 128-bit data (`.b128`, PTX ISA 8.3): a [`B128`] value moves through `ld`/`st` like any
//! other memory type (each row gates its `.b128` type value on top of the space's own);
//! here are the 128-bit atomics (sm_90: the `atom` row's gated `.b128`). Packing and unpacking two 64-bit halves (`mov_b128`,
//! `unpack_b128`) are generated from their rows.

use super::*;
use crate::ty::B128;
use typed_ptx_isa::Mod;

/// # 128-bit data
///
/// 128-bit data (PTX ISA 8.3): `.b128` registers made and split, and their atomics.
impl<'m> Kernel<'m> {
    // `mov.b128 d, {lo, hi}` and `mov.b128 {lo, hi}, a` are generated from their rows:
    // `mov_b128(lo, hi)` and `unpack_b128(a)`.

    /// `atom.<space>.cas.b128 d, [a], cmp, new`: 128-bit compare-and-swap (PTX ISA 8.3,
    /// sm_90); returns the old value. The address is generic, `.global`, `.shared::cta`
    /// or `.shared::cluster` and 16-byte aligned; `.local`, `.const` and `.param`
    /// addresses do not compile.
    #[track_caller]
    pub fn atom_cas_b128<A: Address<Elem = B128>>(
        &mut self,
        a: A,
        cmp: Reg<B128>,
        new: Reg<B128>,
    ) -> Reg<B128>
    where
        A::Space: Atomic,
    {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::Atom, at);
        let d = self.new_reg(RegClass::B128);
        let addr = self.op_addr(a.operand(Token::new()), 16, at);
        let c = self.op_reg(cmp.id, at);
        let n = self.op_reg(new.id, at);
        self.op(
            FormId::Atom,
            &[sp, Mod::Cas.into(), Mod::B128.into()],
            &[Op::Reg(d.class, d.idx), addr, c, n],
            at,
        );
        Reg::new(d)
    }

    /// `atom.<space>.exch.b128 d, [a], v`: 128-bit exchange (PTX ISA 8.3, sm_90); returns
    /// the old value. The address is generic, `.global`, `.shared::cta` or
    /// `.shared::cluster` and 16-byte aligned; `.local`, `.const` and `.param` addresses
    /// do not compile.
    #[track_caller]
    pub fn atom_exch_b128<A: Address<Elem = B128>>(&mut self, a: A, v: Reg<B128>) -> Reg<B128>
    where
        A::Space: Atomic,
    {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::Atom, at);
        let d = self.new_reg(RegClass::B128);
        let addr = self.op_addr(a.operand(Token::new()), 16, at);
        let v = self.op_reg(v.id, at);
        self.op(
            FormId::Atom,
            &[sp, Mod::Exch.into(), Mod::B128.into()],
            &[Op::Reg(d.class, d.idx), addr, v],
            at,
        );
        Reg::new(d)
    }
}
