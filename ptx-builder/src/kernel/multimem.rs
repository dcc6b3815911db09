//! `multimem`: one access to every GPU's copy of a multicast object (sm_90).
//!
//! A multimem address is the address of a multicast object: memory that the CUDA driver
//! maps on several GPUs at once (`cuMulticastCreate`, `cuMulticastBindMem`, `cuMemMap`).
//! `multimem.ld_reduce` loads from every copy and reduces, `multimem.st` stores to every
//! copy and `multimem.red` reduces into every copy. PTX leaves it undefined to give these
//! instructions any other address, and to give a multimem address to any other
//! instruction; so here it is a type of its own, [`Multimem<T>`], made only from a kernel
//! parameter the host declares as one ([`Kernel::param_multimem`]): no `Ptr` converts to
//! it, and it is not an [`Address`](crate::Address), so `ld`, `st`, `atom`, `cvta` and the
//! rest do not take it. The instructions are the `multimem_*` methods generated from the
//! table's rows.

use core::marker::PhantomData;
use core::panic::Location;

use super::address::{Indexable, PtrReg};
use super::{Kernel, site};
use crate::error::Site;
use crate::reg::{AddrOperand, Base, RegId, Var};
use crate::space::private::{Sealed, Token};
use crate::space::{Entry, Param};
use crate::ty::{Bf16, Bf16x2, Data, Elem, F16, F16x2, RegClass, Scalar, Ty};

/// The multimem address of a `T` in a multicast object: every GPU's copy of it at once.
///
/// Made only by [`Kernel::param_multimem`], offset only by
/// [`Kernel::index`](crate::Kernel::index); taken only by the `multimem_*` methods.
pub struct Multimem<T> {
    pub(crate) id: RegId,
    _p: PhantomData<fn() -> T>,
}

impl<T> Clone for Multimem<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Multimem<T> {}
impl<T> core::fmt::Debug for Multimem<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Multimem({})", self.name())
    }
}

impl<T> Multimem<T> {
    fn new(id: RegId) -> Self {
        Multimem {
            id,
            _p: PhantomData,
        }
    }

    /// The register's PTX name, such as `%rd3`.
    pub fn name(&self) -> String {
        format!("{}{}", self.id.class.prefix(), self.id.idx)
    }
}

impl<T> Sealed for Multimem<T> {}

/// A `multimem` instruction's address: a [`Multimem`] of the instruction's element type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a multimem address: `multimem` instructions take only a `Multimem<T>`",
    note = "a multimem address comes from `Kernel::param_multimem` (the host passes the address of a multicast object); a `.global` pointer is not one: PTX leaves `multimem` on it undefined"
)]
pub trait MultimemAddress: Copy + Sealed {
    /// What is stored there.
    type Elem: Elem;
    #[doc(hidden)]
    fn operand(&self, _: Token) -> AddrOperand;
}

impl<T: Elem> MultimemAddress for Multimem<T> {
    type Elem = T;
    fn operand(&self, _: Token) -> AddrOperand {
        AddrOperand {
            base: Base::Reg(self.id),
            off: 0,
            size: None,
            align: T::TY.size(),
        }
    }
}

impl<T: Elem> PtrReg for Multimem<T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn make(id: RegId, _: Token) -> Self {
        Multimem::new(id)
    }
}

impl<T: Elem> Indexable for Multimem<T> {
    type Out = Multimem<T>;
    fn base(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Self {
        self
    }
}

/// The element types of a scalar `multimem` access: 32- and 64-bit integers, `f32`, `f64`
/// and the packed half-precision pairs (which operation takes which type is checked when
/// the instruction is built).
#[diagnostic::on_unimplemented(
    message = "a scalar `multimem` access does not take `{Self}`",
    note = "scalar multimem accesses take u32, i32, u64, i64, f32, f64, F16x2 and Bf16x2; 16-bit values go in vectors (`multimem_*_v2`, `_v4`, `_v8`)"
)]
pub trait MultimemElem: Data + Elem<Value = Self> + Scalar {}
impl MultimemElem for u32 {}
impl MultimemElem for i32 {}
impl MultimemElem for u64 {}
impl MultimemElem for i64 {}
impl MultimemElem for f32 {}
impl MultimemElem for f64 {}
impl MultimemElem for F16x2 {}
impl MultimemElem for Bf16x2 {}

/// The element types of a `.v2`/`.v4` `multimem` access: floating-point values of 16 or 32
/// bits (two or four of them make 32 to 128 bits).
#[diagnostic::on_unimplemented(
    message = "a vector `multimem` access does not take `{Self}`",
    note = "vector multimem accesses take F16, Bf16, F16x2, Bf16x2 and f32 elements (integers are scalar accesses)"
)]
pub trait MultimemVecElem: Data + Elem<Value = Self> + Scalar {}
impl MultimemVecElem for F16 {}
impl MultimemVecElem for Bf16 {}
impl MultimemVecElem for F16x2 {}
impl MultimemVecElem for Bf16x2 {}
impl MultimemVecElem for f32 {}

/// The element types of a `.v8` `multimem` access: 16-bit floating-point values (eight of
/// them make the 128 bits a multimem access takes at most).
#[diagnostic::on_unimplemented(
    message = "a `.v8` multimem access does not take `{Self}`: eight of them pass 128 bits",
    note = "`.v8` multimem accesses take F16 and Bf16; use `.v4` (or `.v2`) for 32-bit and packed values"
)]
pub trait MultimemV8Elem: MultimemVecElem {}
impl MultimemV8Elem for F16 {}
impl MultimemV8Elem for Bf16 {}

/// # Multimem
impl<'m> Kernel<'m> {
    /// A multimem kernel parameter: the address of a multicast object of `T`s
    /// (`ld.param.u64`, then `cvta.to.global.u64`). The host passes the multicast
    /// object's device address; the kernel can then use it only with the `multimem_*`
    /// methods (PTX leaves every other access to it undefined).
    #[track_caller]
    pub fn param_multimem<T: Elem>(&mut self, name: &str) -> Multimem<T> {
        let at = site(Location::caller());
        let sym = self.param_decl(name, Ty::U64, at);
        let v: Var<Param<Entry>, u64> = Var::new(sym, Some(1), 8);
        let raw = self.ld_at(v, at);
        let s = self.op_reg(raw.id, at);
        let d = self.spaced(
            typed_ptx_isa::FormId::CvtaToSpace,
            typed_ptx_isa::Space::Global,
            RegClass::B64,
            s,
            at,
        );
        Multimem::new(d)
    }
}

macro_rules! sem_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $v:ident => $m:ident),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $v,)*
        }

        impl $name {
            /// Every value, in the order of the registry (`SHARED_ENUMS`).
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            /// The table's modifier.
            pub const fn modifier(self) -> typed_ptx_isa::Mod {
                match self {
                    $($name::$v => typed_ptx_isa::Mod::$m,)*
                }
            }
        }
    };
}

sem_enum! {
    /// The memory-order semantics of a `multimem.ld_reduce` (a shared enum of
    /// `typed_ptx_isa::row::SHARED_ENUMS`): a weak load takes no scope, the others one.
    MultimemLdSem {
        /// `.weak`: no ordering (and no scope).
        Weak => Weak,
        /// `.relaxed`: a strong load at the scope.
        Relaxed => Relaxed,
        /// `.acquire`: a strong load that orders the thread's later accesses after it.
        Acquire => Acquire,
    }
}

sem_enum! {
    /// The memory-order semantics of a `multimem.st` (a shared enum of
    /// `typed_ptx_isa::row::SHARED_ENUMS`): a weak store takes no scope, the others one.
    MultimemStSem {
        /// `.weak`: no ordering (and no scope).
        Weak => Weak,
        /// `.relaxed`: a strong store at the scope.
        Relaxed => Relaxed,
        /// `.release`: a strong store that orders the thread's earlier accesses before it.
        Release => Release,
    }
}

sem_enum! {
    /// The memory-order semantics of a `multimem.red` (a shared enum of
    /// `typed_ptx_isa::row::SHARED_ENUMS`), always given with a scope.
    MultimemRedSem {
        /// `.relaxed`: a strong reduction at the scope.
        Relaxed => Relaxed,
        /// `.release`: a strong reduction that orders the thread's earlier accesses before it.
        Release => Release,
    }
}
