//! Device-function signatures: parameters, return values and argument coercion.

use typed_ptx_isa::FormId;

use crate::error::Site;
use crate::kernel::Kernel;
use crate::module::{Op, ParamDecl};
use crate::reg::{Ptr, Ptr32, Reg, RegId};
use crate::space::{Generic, Named, Space, Unknown, Window32};
use crate::ty::{Elem, Num, Scalar, Ty};

/// Any register or pointer, for [`Kernel::raw`].
#[derive(Clone, Copy, Debug)]
pub struct AnyReg(pub(crate) RegId);

impl<T> From<Reg<T>> for AnyReg {
    fn from(r: Reg<T>) -> Self {
        AnyReg(r.id)
    }
}
impl<S, T> From<Ptr<S, T>> for AnyReg {
    fn from(p: Ptr<S, T>) -> Self {
        AnyReg(p.id)
    }
}
impl<S, T> From<Ptr32<S, T>> for AnyReg {
    fn from(p: Ptr32<S, T>) -> Self {
        AnyReg(p.id)
    }
}

/// A value that can be a device-function parameter: a numeric register or a pointer.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a device-function parameter",
    note = "parameters are numeric registers (Reg<u32>, Reg<f32> …) or pointers (Ptr, Ptr32)"
)]
pub trait Arg: Copy {
    /// The parameter's PTX type.
    const TY: Ty;
    #[doc(hidden)]
    fn reg(&self) -> RegId;
    #[doc(hidden)]
    fn from_reg(id: RegId) -> Self;
}

impl<T: Num> Arg for Reg<T> {
    const TY: Ty = <T as Scalar>::TY;
    fn reg(&self) -> RegId {
        self.id
    }
    fn from_reg(id: RegId) -> Self {
        Reg::new(id)
    }
}
impl<S: Space, T: Elem> Arg for Ptr<S, T> {
    const TY: Ty = Ty::U64;
    fn reg(&self) -> RegId {
        self.id
    }
    fn from_reg(id: RegId) -> Self {
        Ptr::new(id)
    }
}
impl<S: Window32, T: Elem> Arg for Ptr32<S, T> {
    const TY: Ty = Ty::U32;
    fn reg(&self) -> RegId {
        self.id
    }
    fn from_reg(id: RegId) -> Self {
        Ptr32::new(id)
    }
}

/// `Self` may be passed where `P` is expected: the same type, or a generic pointer of
/// known origin where a generic pointer of unknown origin is expected.
#[diagnostic::on_unimplemented(
    message = "a `{Self}` cannot be passed or assigned where a `{P}` is expected: PTX changes state space only through `cvta`",
    note = "use a pointer of the expected space (for a generic pointer, of the expected origin); any generic pointer may be passed or assigned as `Ptr<Generic, T>` (its origin is forgotten), but an origin is never assumed"
)]
pub trait Coerce<P>: Copy {
    #[doc(hidden)]
    fn reg(&self) -> RegId;
}
impl<P: Arg> Coerce<P> for P {
    fn reg(&self) -> RegId {
        Arg::reg(self)
    }
}
impl<O: Named, T: Elem> Coerce<Ptr<Generic<Unknown>, T>> for Ptr<Generic<O>, T> {
    fn reg(&self) -> RegId {
        self.id
    }
}

/// The parameter list of a device function: `()` or a tuple of up to 6 [`Arg`]s.
pub trait Args: Sized {
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, fname: &str) -> Self;
}

/// Arguments of a call to a function taking `A`.
#[diagnostic::on_unimplemented(
    message = "these arguments do not match the function's parameters `{A}`",
    note = "pass a tuple with one value per parameter, each of the parameter's type (or a generic pointer where `Ptr<Generic, T>` is declared)"
)]
pub trait CoerceArgs<A> {
    #[doc(hidden)]
    fn regs(&self) -> Vec<RegId>;
}

impl Args for () {
    fn receive(_: &mut Kernel<'_>, _: &str) -> Self {}
}
impl CoerceArgs<()> for () {
    fn regs(&self) -> Vec<RegId> {
        Vec::new()
    }
}

fn receive_one<P: Arg>(k: &mut Kernel<'_>, fname: &str, i: usize) -> P {
    let at = k.f.at;
    let sym = k.st.symbol(&format!("{fname}_param_{i}"), Some(k.f.id), at);
    k.f.params.push(ParamDecl { sym, ty: P::TY });
    let d = k.new_reg(P::TY.class());
    k.inst(
        FormId::LdParam,
        ["ld.param", P::TY.bits_suffix(), "", ""],
        &[Op::Reg(d.class, d.idx), Op::AddrSym(sym, 0)],
        at,
    );
    P::from_reg(d)
}

macro_rules! tuples {
    ($(($($a:ident $b:ident $i:tt),*)),*) => {$(
        impl<$($a: Arg),*> Args for ($($a,)*) {
            fn receive(k: &mut Kernel<'_>, fname: &str) -> Self {
                ($(receive_one::<$a>(k, fname, $i),)*)
            }
        }
        impl<$($a: Arg, $b: Coerce<$a>),*> CoerceArgs<($($a,)*)> for ($($b,)*) {
            fn regs(&self) -> Vec<RegId> {
                vec![$(self.$i.reg()),*]
            }
        }
    )*};
}
tuples!(
    (A0 B0 0),
    (A0 B0 0, A1 B1 1),
    (A0 B0 0, A1 B1 1, A2 B2 2),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5)
);

/// What a device function returns: `()` or a numeric register.
pub trait Return {
    /// The PTX type of the return value.
    const TY: Option<Ty>;
    /// What a call gives the caller.
    type Out;
    #[doc(hidden)]
    fn give_back(self, k: &mut Kernel<'_>);
    #[doc(hidden)]
    fn out(r: Option<RegId>) -> Self::Out;
}

impl Return for () {
    const TY: Option<Ty> = None;
    type Out = ();
    fn give_back(self, _: &mut Kernel<'_>) {}
    fn out(_: Option<RegId>) -> Self::Out {}
}

impl<T: Num> Return for Reg<T> {
    const TY: Option<Ty> = Some(<T as Scalar>::TY);
    type Out = Reg<T>;
    fn give_back(self, k: &mut Kernel<'_>) {
        let at: Site = k.f.at;
        let Some(sym) = k.f.ret_sym else { return };
        let v = k.op_reg(self.id, at);
        k.inst(
            FormId::StParam,
            ["st.param", <T as Scalar>::TY.bits_suffix(), "", ""],
            &[Op::AddrSym(sym, 0), v],
            at,
        );
    }
    fn out(r: Option<RegId>) -> Self::Out {
        match r {
            Some(id) => Reg::new(id),
            // Unreachable by construction (TY is Some), kept total without a panic.
            None => Reg::new(RegId {
                func: 0,
                class: <T as Scalar>::TY.class(),
                idx: 0,
            }),
        }
    }
}

/// A kernel parameter given by the kernel's Rust signature (see [`Module::kernel`](crate::Module::kernel)):
/// a pointer to global memory (`.param .u64`, loaded and converted with
/// `cvta.to.global`) or a scalar register (`.param .T`, loaded with `ld.param`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a kernel parameter",
    note = "kernel parameters are global pointers (Ptr<Global, T>) or numeric registers (Reg<u32>, Reg<f32> …)"
)]
pub trait KernelParam: Sized {
    /// The parameter's PTX type.
    const TY: Ty;
    /// Whether the host passes a device pointer (as opposed to a scalar value).
    const POINTER: bool;
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, name: &str) -> Self;
}

impl<T: Elem> KernelParam for Ptr<crate::space::Global, T> {
    const TY: Ty = Ty::U64;
    const POINTER: bool = true;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str) -> Self {
        k.param_ptr::<T>(name)
    }
}

impl<T: Num + Elem<Value = T>> KernelParam for Reg<T> {
    const TY: Ty = <T as Scalar>::TY;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str) -> Self {
        k.param::<T>(name)
    }
}

/// The parameter list of a kernel: `()` or a tuple of up to 8 [`KernelParam`]s.
pub trait KernelParams: Sized {
    /// The PTX types of the parameters, in order, and whether each is a pointer.
    const SIGNATURE: &'static [(Ty, bool)];
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, kernel: &str) -> Self;
}

impl KernelParams for () {
    const SIGNATURE: &'static [(Ty, bool)] = &[];
    fn receive(_: &mut Kernel<'_>, _: &str) -> Self {}
}

macro_rules! kernel_tuples {
    ($(($($a:ident $i:tt),*)),*) => {$(
        impl<$($a: KernelParam),*> KernelParams for ($($a,)*) {
            const SIGNATURE: &'static [(Ty, bool)] = &[$(($a::TY, $a::POINTER)),*];
            #[track_caller]
            fn receive(k: &mut Kernel<'_>, kernel: &str) -> Self {
                ($($a::receive(k, &format!("{kernel}_param_{}", $i)),)*)
            }
        }
    )*};
}
kernel_tuples!(
    (A0 0),
    (A0 0, A1 1),
    (A0 0, A1 1, A2 2),
    (A0 0, A1 1, A2 2, A3 3),
    (A0 0, A1 1, A2 2, A3 3, A4 4),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7)
);
