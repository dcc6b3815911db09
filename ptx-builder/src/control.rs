//! Structured control flow: counted loops, `while` loops and `if`/`else` that carry
//! values, without labels or assignments in user code.
//!
//! A loop's carried values are given as the initial value and returned by the body as
//! the next value ([`Carry`]: a register, a pointer, or a tuple or array of them); the
//! loop returns their final value. The bodies are regions: a label placed inside cannot
//! be entered from outside, and a register made inside is not readable after the loop
//! (the definite-assignment check of [`Module::emit`](crate::Module::emit) reports it as
//! [`Error::Unassigned`](crate::Error::Unassigned), naming the value by its `let` binding
//! where the source can be read, the [`Region`](crate::Region) it left, and the carry that
//! brings it out).
//!
//! ```
//! use typed_ptx_builder::*;
//! let mut m = Module::new(Target::SM_80);
//! m.kernel("sum", |k, (out, x, n): (Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>)| {
//!     // s = x[0] + x[1] + … + x[n-1]
//!     let s = k.for_range(0u32, n, 1, 0.0f32, |k, i, s| {
//!         let xi = k.index(x, i);
//!         let v = k.ld(xi);
//!         k.add(s, v)
//!     });
//!     k.st(out, s);
//! });
//! assert!(m.emit().is_ok());
//! ```

use core::panic::Location;

use typed_ptx_isa::FormId;

use crate::error::{Region, Site};
use crate::ir::Op;
use crate::kernel::Kernel;
use crate::reg::{Ptr, Ptr32, Reg, RegId, Src};
use crate::space::private::{Sealed, Token};
use crate::ty::{Int, Pred, RegClass, Scalar};

/// Values a loop or an `if_else` carries: a register or pointer, a constant (made into a
/// register), or a tuple (up to 8) or array of them.
pub trait Carry: Sealed {
    /// The registers that carry the value.
    type Regs: Copy;
    #[doc(hidden)]
    fn load(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Self::Regs;
    #[doc(hidden)]
    fn ids(r: &Self::Regs, out: &mut Vec<RegId>, _: Token);
    #[doc(hidden)]
    fn rebuild(ids: &mut dyn Iterator<Item = RegId>, _: Token) -> Self::Regs;
}

impl<T: Scalar> Carry for Reg<T> {
    type Regs = Reg<T>;
    fn load(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Reg<T> {
        self
    }
    fn ids(r: &Reg<T>, out: &mut Vec<RegId>, _: Token) {
        out.push(r.id);
    }
    fn rebuild(ids: &mut dyn Iterator<Item = RegId>, _: Token) -> Reg<T> {
        Reg::new(ids.next().unwrap_or(RegId {
            func: 0,
            class: T::TY.class(),
            idx: 0,
        }))
    }
}

macro_rules! carry_imm {
    ($($t:ty),*) => {$(
        impl Carry for $t {
            type Regs = Reg<$t>;
            fn load(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Reg<$t> {
                k.mov_at(Src::from(self), at)
            }
            fn ids(r: &Reg<$t>, out: &mut Vec<RegId>, _: Token) {
                out.push(r.id);
            }
            fn rebuild(ids: &mut dyn Iterator<Item = RegId>, t: Token) -> Reg<$t> {
                <Reg<$t> as Carry>::rebuild(ids, t)
            }
        }
    )*};
}
carry_imm!(u16, i16, u32, i32, u64, i64, f32, f64);

macro_rules! carry_ptr {
    ($($p:ident),*) => {$(
        impl<S, T> Carry for $p<S, T> {
            type Regs = $p<S, T>;
            fn load(self, _: &mut Kernel<'_>, _: Site, _: Token) -> $p<S, T> {
                self
            }
            fn ids(r: &$p<S, T>, out: &mut Vec<RegId>, _: Token) {
                out.push(r.id);
            }
            fn rebuild(ids: &mut dyn Iterator<Item = RegId>, _: Token) -> $p<S, T> {
                $p::from_id(ids.next().unwrap_or(RegId {
                    func: 0,
                    class: RegClass::B64,
                    idx: 0,
                }))
            }
        }
    )*};
}
carry_ptr!(Ptr, Ptr32);

macro_rules! carry_tuple {
    ($(($($a:ident $i:tt),*)),*) => {$(
        impl<$($a: Carry),*> Carry for ($($a,)*) {
            type Regs = ($($a::Regs,)*);
            fn load(self, k: &mut Kernel<'_>, at: Site, t: Token) -> Self::Regs {
                ($(self.$i.load(k, at, t),)*)
            }
            fn ids(r: &Self::Regs, out: &mut Vec<RegId>, t: Token) {
                $($a::ids(&r.$i, out, t);)*
            }
            fn rebuild(ids: &mut dyn Iterator<Item = RegId>, t: Token) -> Self::Regs {
                ($($a::rebuild(ids, t),)*)
            }
        }
    )*};
}
carry_tuple!(
    (A0 0),
    (A0 0, A1 1),
    (A0 0, A1 1, A2 2),
    (A0 0, A1 1, A2 2, A3 3),
    (A0 0, A1 1, A2 2, A3 3, A4 4),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7)
);

impl Carry for () {
    type Regs = ();
    fn load(self, _: &mut Kernel<'_>, _: Site, _: Token) {}
    fn ids(_: &(), _: &mut Vec<RegId>, _: Token) {}
    fn rebuild(_: &mut dyn Iterator<Item = RegId>, _: Token) {}
}

// Every array is sealed: what an array may be (a loop carry, TMA coordinates) is decided
// by the capability traits, each implemented only for the arrays it accepts.
impl<C, const N: usize> Sealed for [C; N] {}
impl<C: Carry, const N: usize> Carry for [C; N] {
    type Regs = [C::Regs; N];
    fn load(self, k: &mut Kernel<'_>, at: Site, t: Token) -> Self::Regs {
        self.map(|c| c.load(k, at, t))
    }
    fn ids(r: &Self::Regs, out: &mut Vec<RegId>, t: Token) {
        for x in r {
            C::ids(x, out, t);
        }
    }
    fn rebuild(ids: &mut dyn Iterator<Item = RegId>, t: Token) -> Self::Regs {
        core::array::from_fn(|_| C::rebuild(ids, t))
    }
}

fn ids_of<C: Carry>(r: &C::Regs) -> Vec<RegId> {
    let mut v = Vec::new();
    C::ids(r, &mut v, Token::new());
    v
}

fn mov_suffix(c: RegClass) -> typed_ptx_isa::Val {
    use typed_ptx_isa::Mod;
    match c {
        RegClass::Pred => Mod::Pred,
        RegClass::B16 => Mod::B16,
        RegClass::B32 => Mod::B32,
        RegClass::B64 => Mod::B64,
        RegClass::F32 => Mod::F32,
        RegClass::F64 => Mod::F64,
        RegClass::B128 => Mod::B128,
    }
    .into()
}

/// # Structured control flow
///
/// Loops with carried values (`for_range`, `while_loop`) and `if_else` with a result.
impl<'m> Kernel<'m> {
    /// `mov.T d, a` into a new register that user code cannot assign.
    pub(crate) fn mov_at<T: Scalar>(&mut self, a: Src<T>, at: Site) -> Reg<T> {
        let d = self.new_reg(T::TY.class());
        let s = self.op_src(a, at);
        self.op(
            FormId::Mov,
            &[mov_suffix(T::TY.class())],
            &[Op::Reg(d.class, d.idx), s],
            at,
        );
        Reg::new(d)
    }

    /// `mov` into a new register (the loop machinery's copy of a carried value).
    fn copy_new(&mut self, src: RegId, at: Site) -> RegId {
        let d = self.new_reg(src.class);
        let s = self.op_reg(src, at);
        self.op(
            FormId::Mov,
            &[mov_suffix(src.class)],
            &[Op::Reg(d.class, d.idx), s],
            at,
        );
        self.copied(src, d);
        d
    }

    /// `mov dst, src` for registers of the loop machinery.
    fn copy_into(&mut self, dst: RegId, src: RegId, at: Site) {
        if dst == src {
            return;
        }
        self.copied(src, dst);
        let d = self.op_reg(dst, at);
        let s = self.op_reg(src, at);
        self.op(FormId::Mov, &[mov_suffix(dst.class)], &[d, s], at);
    }

    /// Fresh copies of a carried value (what the loop's iterations overwrite).
    fn carry_vars<C: Carry>(&mut self, init: C, at: Site) -> C::Regs {
        let regs = init.load(self, at, Token::new());
        let ids: Vec<RegId> = ids_of::<C>(&regs)
            .into_iter()
            .map(|id| self.copy_new(id, at))
            .collect();
        C::rebuild(&mut ids.into_iter(), Token::new())
    }

    /// `vars = next`, all at once (a value may move to another slot: `(a, b) -> (b, a)`).
    fn carry_assign(&mut self, vars: &[RegId], next: &[RegId], at: Site) {
        let clash = next
            .iter()
            .enumerate()
            .any(|(i, n)| vars.iter().enumerate().any(|(j, v)| v == n && i != j));
        if clash {
            let temps: Vec<RegId> = next.iter().map(|&n| self.copy_new(n, at)).collect();
            for (v, t) in vars.iter().zip(temps) {
                self.copy_into(*v, t, at);
            }
        } else {
            for (v, n) in vars.iter().zip(next) {
                self.copy_into(*v, *n, at);
            }
        }
    }

    /// A counted loop: `for i in (start..end).step_by(step)`, carrying `init` through the
    /// iterations (the body gets the index and the current value and returns the next
    /// one); returns the value after the last iteration (`init` when there is none).
    /// `i < end` is compared as `T` (signed for `i32`/`i64`); `step` may be a register
    /// (a grid-stride loop: `k.mul_lo(NCTAID_X, NTID_X)`).
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("dot", |k, (out, a, b, n): (Ptr<Global, f32>, Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>)| {
    ///     let dot = k.for_range(0u32, n, 1, 0.0f32, |k, i, acc| {
    ///         let (ai, bi) = (k.index(a, i), k.index(b, i));
    ///         let (x, y) = (k.ld(ai), k.ld(bi));
    ///         k.fma(x, y, acc)
    ///     });
    ///     k.st(out, dot);
    /// });
    /// assert!(m.emit().is_ok());
    /// ```
    #[track_caller]
    pub fn for_range<T: Int + crate::ty::Num, C: Carry>(
        &mut self,
        start: impl Into<Src<T>>,
        end: impl Into<Src<T>>,
        step: impl Into<Src<T>>,
        init: C,
        body: impl FnOnce(&mut Self, Reg<T>, C::Regs) -> C::Regs,
    ) -> C::Regs {
        let at = Site(Location::caller());
        let vars = self.carry_vars(init, at);
        let i: Reg<T> = self.mov_at(start.into(), at);
        let end = end.into();
        let head = self.label();
        let exit = self.label();
        self.place_at(head, at);
        let more = self.setp(crate::kernel::Cmp::Lt, i, end);
        self.branch_unless(more, exit, at);
        let next = self.region(Region::ForRange, at, |k| body(k, i, vars));
        let (v, n) = (ids_of::<C>(&vars), ids_of::<C>(&next));
        self.carry_assign(&v, &n, at);
        let i2 = self.add(i, step);
        self.copy_into(i.id, i2.id, at);
        self.bra(head);
        self.place_at(exit, at);
        vars
    }

    /// A `while` loop: while `cond` (given the current value) is true, run `body`, which
    /// returns the next value; returns the value when `cond` is false.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("halve", |k, (out, x): (Ptr<Global, u32>, Reg<u32>)| {
    ///     // steps = how many halvings take x to 0
    ///     let (_, steps) = k.while_loop((x, 0u32), |k, (v, _)| k.setp(Cmp::Ne, v, 0u32), |k, (v, s)| {
    ///         (k.shr(v, 1u32), k.add(s, 1u32))
    ///     });
    ///     k.st(out, steps);
    /// });
    /// assert!(m.emit().is_ok());
    /// ```
    #[track_caller]
    pub fn while_loop<C: Carry>(
        &mut self,
        init: C,
        cond: impl FnOnce(&mut Self, C::Regs) -> Reg<Pred>,
        body: impl FnOnce(&mut Self, C::Regs) -> C::Regs,
    ) -> C::Regs {
        let at = Site(Location::caller());
        let vars = self.carry_vars(init, at);
        let head = self.label();
        let exit = self.label();
        self.place_at(head, at);
        let more = self.region(Region::WhileLoop, at, |k| cond(k, vars));
        self.branch_unless(more, exit, at);
        let next = self.region(Region::WhileLoop, at, |k| body(k, vars));
        let (v, n) = (ids_of::<C>(&vars), ids_of::<C>(&next));
        self.carry_assign(&v, &n, at);
        self.bra(head);
        self.place_at(exit, at);
        vars
    }

    /// `if p { then } else { otherwise }`, each branch giving a value of the same type;
    /// returns the value of the branch taken.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("clamp", |k, (out, x): (Ptr<Global, f32>, Reg<f32>)| {
    ///     let neg = k.setp(Cmp::Lt, x, 0.0f32);
    ///     let y = k.if_else(neg, |_| 0.0f32, |k| k.mul(x, 2.0f32));
    ///     k.st(out, y);
    /// });
    /// assert!(m.emit().is_ok());
    /// ```
    #[track_caller]
    pub fn if_else<C: Carry, D: Carry<Regs = C::Regs>>(
        &mut self,
        p: Reg<Pred>,
        then: impl FnOnce(&mut Self) -> C,
        otherwise: impl FnOnce(&mut Self) -> D,
    ) -> C::Regs {
        let at = Site(Location::caller());
        let other = self.label();
        let end = self.label();
        self.branch_unless(p, other, at);
        let (out, ids) = self.region(Region::IfElse, at, |k| {
            let a = then(k).load(k, at, Token::new());
            let ids: Vec<RegId> = ids_of::<C>(&a)
                .into_iter()
                .map(|id| k.copy_new(id, at))
                .collect();
            (C::rebuild(&mut ids.clone().into_iter(), Token::new()), ids)
        });
        self.bra(end);
        self.place_at(other, at);
        self.region(Region::IfElse, at, |k| {
            let b = otherwise(k).load(k, at, Token::new());
            let n = ids_of::<D>(&b);
            k.carry_assign(&ids, &n, at);
        });
        self.place_at(end, at);
        out
    }
}
