//! Register-backed values: what may be passed to a device function, returned from one
//! and assigned to a pointer register ([`Arg`], [`ByValue`], [`Coerce`]).

use crate::reg::{Ptr, Ptr32, Reg, RegId};
use crate::space::private::{Sealed, Token};
use crate::space::{
    Access, Covers, Generic, Named, Passable, ReadOnly, ReadWrite, ReadWriteAtomic, Unknown,
    Window32,
};
use crate::ty::{Elem, MbarToken, Num, Scalar, Ty, WgmmaDesc};

/// A value that can be a device-function parameter: a numeric register, an mbarrier
/// state token, a `wgmma` descriptor or a pointer.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a device-function parameter",
    note = "parameters are numeric registers (Reg<u32>, Reg<f32> …) or pointers (Ptr, Ptr32)"
)]
pub trait Arg: Copy + Sealed {
    /// The parameter's PTX type.
    const TY: Ty;
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
    #[doc(hidden)]
    fn from_reg(id: RegId, _: Token) -> Self;
}

/// The register types a device function passes by value: the numeric types, and the
/// opaque `.b64` values that only their own instructions make (an mbarrier state token,
/// a cache policy, a `wgmma` descriptor). Passing one keeps its type, so a callee receives exactly what
/// a caller could hold.
pub trait ByValue: Scalar {}
impl<T: Num> ByValue for T {}
impl ByValue for MbarToken {}
impl ByValue for crate::ty::CachePolicy {}
impl<T: 'static> ByValue for WgmmaDesc<T> {}

impl<T: ByValue> Arg for Reg<T> {
    const TY: Ty = <T as Scalar>::TY;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn from_reg(id: RegId, _: Token) -> Self {
        Reg::new(id)
    }
}
impl<S: Passable, T: Elem> Arg for Ptr<S, T> {
    const TY: Ty = Ty::U64;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn from_reg(id: RegId, _: Token) -> Self {
        Ptr::new(id)
    }
}
impl<S: Window32, T: Elem> Arg for Ptr32<S, T> {
    const TY: Ty = Ty::U32;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn from_reg(id: RegId, _: Token) -> Self {
        Ptr32::new(id)
    }
}

/// `Self` may be passed where `P` is expected: the same type, or a generic pointer
/// where a generic pointer of unknown origin that allows no more than its origin is
/// expected.
#[diagnostic::on_unimplemented(
    message = "a `{Self}` cannot be passed or assigned where a `{P}` is expected: PTX changes state space only through `cvta`, and forgetting an origin never widens what a pointer allows",
    note = "use a pointer of the expected space (for a generic pointer, of the expected origin); a generic pointer may be passed or assigned as `Ptr<Generic, T>` (its origin forgotten) when its origin is .global or .shared; a .local one as `Ptr<Generic<Unknown<ReadWrite>>, T>`, a .const or .param one as `Ptr<Generic<Unknown<ReadOnly>>, T>`"
)]
pub trait Coerce<P>: Copy + Sealed {
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
}
impl<P: Arg> Coerce<P> for P {
    fn reg(&self, t: Token) -> RegId {
        Arg::reg(self, t)
    }
}
impl<O: Named, A: Access, T: Elem> Coerce<Ptr<Generic<Unknown<A>>, T>> for Ptr<Generic<O>, T>
where
    O::Access: Covers<A>,
{
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
}
macro_rules! weaken {
    ($($from:ty => $to:ty),*) => {$(
        impl<T: Elem> Coerce<Ptr<Generic<Unknown<$to>>, T>> for Ptr<Generic<Unknown<$from>>, T> {
            fn reg(&self, _: Token) -> RegId {
                self.id
            }
        }
    )*};
}
weaken!(ReadWriteAtomic => ReadWrite, ReadWriteAtomic => ReadOnly, ReadWrite => ReadOnly);
