//! Device-function signatures: parameters, return values and argument coercion.

use typed_ptx_isa::FormId;
use typed_ptx_isa::{Mod, Val};

use crate::error::Site;
use crate::ir::{Op, ParamDecl};
use crate::kernel::{Kernel, TensorMap, TmaElem};
use crate::reg::{Ptr, Ptr32, Reg, RegId, Var};
use crate::space::private::{Sealed, Token};
use crate::space::{Entry, Generic, Param};
use crate::ty::{Data, Elem, Num, Scalar, Ty};
pub use crate::value::{Arg, ByValue, Coerce};

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

/// The parameter list of a device function: `()` or a tuple of up to 12 [`Arg`]s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a device-function parameter list: a tuple of up to 12 registers and pointers",
    note = "pass more values through memory"
)]
pub trait Args: Sized + Sealed {
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, fname: &str, _: Token) -> Self;
}

/// Arguments of a call to a function taking `A`.
#[diagnostic::on_unimplemented(
    message = "these arguments do not match the function's parameters `{A}`",
    note = "pass a tuple with one value per parameter, each of the parameter's type (or a generic pointer where `Ptr<Generic, T>` is declared)"
)]
pub trait CoerceArgs<A>: Sealed {
    #[doc(hidden)]
    fn regs(&self, _: Token) -> Vec<RegId>;
}

impl Args for () {
    fn receive(_: &mut Kernel<'_>, _: &str, _: Token) -> Self {}
}
impl CoerceArgs<()> for () {
    fn regs(&self, _: Token) -> Vec<RegId> {
        Vec::new()
    }
}

fn receive_one<P: Arg>(k: &mut Kernel<'_>, fname: &str, i: usize) -> P {
    let at = k.f.at;
    let sym = k.st.symbol(&format!("{fname}_param_{i}"), Some(k.f.id), at);
    k.f.params.push(ParamDecl { sym, ty: P::TY });
    let d = k.new_reg(P::TY.class());
    k.op(
        FormId::Ld,
        &[
            Mod::Param.into(),
            Val::NONE,
            Val::NONE,
            P::TY.modifier().bits().into(),
        ],
        &[Op::Reg(d.class, d.idx), Op::AddrSym(sym, 0)],
        at,
    );
    P::from_reg(d, Token::new())
}

macro_rules! tuples {
    ($(($($a:ident $b:ident $i:tt),*)),*) => {$(
        impl<$($a: Arg),*> Args for ($($a,)*) {
            fn receive(k: &mut Kernel<'_>, fname: &str, _: Token) -> Self {
                ($(receive_one::<$a>(k, fname, $i),)*)
            }
        }
        impl<$($a: Arg, $b: Coerce<$a>),*> CoerceArgs<($($a,)*)> for ($($b,)*) {
            fn regs(&self, t: Token) -> Vec<RegId> {
                vec![$(self.$i.reg(t)),*]
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
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6, A7 B7 7),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6, A7 B7 7, A8 B8 8),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6, A7 B7 7, A8 B8 8, A9 B9 9),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6, A7 B7 7, A8 B8 8, A9 B9 9, A10 B10 10),
    (A0 B0 0, A1 B1 1, A2 B2 2, A3 B3 3, A4 B4 4, A5 B5 5, A6 B6 6, A7 B7 7, A8 B8 8, A9 B9 9, A10 B10 10, A11 B11 11)
);

/// What a device function returns: `()` or a register of a [`ByValue`] type.
pub trait Return: Sealed {
    /// The PTX type of the return value.
    const TY: Option<Ty>;
    /// What a call gives the caller.
    type Out;
    #[doc(hidden)]
    fn give_back(self, k: &mut Kernel<'_>, _: Token);
    #[doc(hidden)]
    fn out(r: Option<RegId>, _: Token) -> Self::Out;
}

impl Sealed for () {}
impl Return for () {
    const TY: Option<Ty> = None;
    type Out = ();
    fn give_back(self, _: &mut Kernel<'_>, _: Token) {}
    fn out(_: Option<RegId>, _: Token) -> Self::Out {}
}

impl<T: ByValue> Return for Reg<T> {
    const TY: Option<Ty> = Some(<T as Scalar>::TY);
    type Out = Reg<T>;
    fn give_back(self, k: &mut Kernel<'_>, _: Token) {
        let at: Site = k.f.at;
        let Some(sym) = k.f.ret_sym else { return };
        if k.is_local_addr(self.id) {
            k.st.errors.push(crate::error::Error::Misuse {
                what: "the address of a .local variable of this device function is returned; its frame is gone once the function returns".to_owned(),
                fix: "return the value, not its address, or declare the .local variable in the caller and pass its address in",
                at,
            });
        }
        let v = k.op_reg(self.id, at);
        k.op(
            FormId::StParam,
            &[<T as Scalar>::TY.modifier().bits().into()],
            &[Op::AddrSym(sym, 0), v],
            at,
        );
    }
    fn out(r: Option<RegId>, _: Token) -> Self::Out {
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
    note = "kernel parameters are global pointers (Ptr<Global, T>), numeric registers (Reg<u32>, Reg<f32> …), .param variables (Var<Param<Entry>, T>) or tensor maps (Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>)"
)]
pub trait KernelParam: Sized + Sealed {
    /// The parameter's PTX type.
    const TY: Ty;
    /// Whether the host passes a device pointer (as opposed to a scalar value).
    const POINTER: bool;
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self;
}

impl<T: Data> KernelParam for Ptr<crate::space::Global, T> {
    const TY: Ty = Ty::U64;
    const POINTER: bool = true;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param_ptr::<T>(name)
    }
}

impl<T: Num + Data + Elem<Value = T>> KernelParam for Reg<T> {
    const TY: Ty = <T as Scalar>::TY;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param::<T>(name)
    }
}

/// The `.param` variable itself, not loaded (see [`Kernel::param_var`]): the host passes
/// a `T`.
impl<T: Data> KernelParam for Var<Param<Entry>, T> {
    const TY: Ty = <T as Elem>::TY;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param_var::<T>(name)
    }
}

/// A tensor-map parameter, `.param .align 64 .b8 name[128]`, as the `.param` variable
/// itself (for `prefetch.param.tensormap`; `cvta_var` gives the address TMA takes). The
/// host passes a tensor map of the same `T` and `RANK`.
impl<T: TmaElem, const RANK: usize> KernelParam for Var<Param<Entry>, TensorMap<T, RANK>>
where
    TensorMap<T, RANK>: Elem,
{
    const TY: Ty = Ty::TensorMap;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param_var::<TensorMap<T, RANK>>(name)
    }
}

/// A tensor-map parameter, `.param .align 64 .b8 name[128]`, received as its generic
/// address (see [`Kernel::param_tensor_map`]): the operand of the TMA instructions. The
/// host passes a tensor map of the same `T` and `RANK`.
impl<T: TmaElem, const RANK: usize> KernelParam for Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>
where
    TensorMap<T, RANK>: Elem,
{
    const TY: Ty = Ty::TensorMap;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param_tensor_map::<T, RANK>(name)
    }
}

/// A tile-map parameter, `.param .align 64 .b8 name[128]`: the map of
/// [`Fill::load`](crate::tile::Fill::load) and [`Kernel::tile_store`]. The host passes a
/// map made for the same tile layout `L` and `RANK` (`typed_ptx::runtime::Gpu::tile_map`).
impl<L: crate::tile::TileLayout, const RANK: usize> KernelParam for crate::tile::TileMap<L, RANK> {
    const TY: Ty = Ty::TensorMap;
    const POINTER: bool = false;
    #[track_caller]
    fn receive(k: &mut Kernel<'_>, name: &str, _: Token) -> Self {
        k.param_tile_map::<L, RANK>(name)
    }
}

/// The parameter list of a kernel: `()` or a tuple of up to 16 [`KernelParam`]s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a kernel parameter list: a tuple of up to 16 `Ptr<Global, T>`, `Reg<T>` and `Var<Param<Entry>, T>` parameters",
    note = "a kernel with more parameters takes them in a struct in global memory, or declares them one by one with `Module::entry` and `Kernel::param`"
)]
pub trait KernelParams: Sized + Sealed {
    /// The PTX types of the parameters, in order, and whether each is a pointer.
    const SIGNATURE: &'static [(Ty, bool)];
    #[doc(hidden)]
    fn receive(k: &mut Kernel<'_>, name: &dyn Fn(usize) -> String, _: Token) -> Self;
}

impl KernelParams for () {
    const SIGNATURE: &'static [(Ty, bool)] = &[];
    fn receive(_: &mut Kernel<'_>, _: &dyn Fn(usize) -> String, _: Token) -> Self {}
}

macro_rules! kernel_tuples {
    ($(($($a:ident $i:tt),*)),*) => {$(
        impl<$($a: KernelParam),*> KernelParams for ($($a,)*) {
            const SIGNATURE: &'static [(Ty, bool)] = &[$(($a::TY, $a::POINTER)),*];
            #[track_caller]
            fn receive(k: &mut Kernel<'_>, name: &dyn Fn(usize) -> String, t: Token) -> Self {
                ($($a::receive(k, &name($i), t),)*)
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
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11, A12 12),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11, A12 12, A13 13),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11, A12 12, A13 13, A14 14),
    (A0 0, A1 1, A2 2, A3 3, A4 4, A5 5, A6 6, A7 7, A8 8, A9 9, A10 10, A11 11, A12 12, A13 13, A14 14, A15 15)
);

/// The seal of the parameter tuples (see [`Sealed`]).
macro_rules! sealed_tuples {
    ($(($($a:ident),*)),*) => {$( impl<$($a),*> Sealed for ($($a,)*) {} )*};
}
sealed_tuples!(
    (A0),
    (A0, A1),
    (A0, A1, A2),
    (A0, A1, A2, A3),
    (A0, A1, A2, A3, A4),
    (A0, A1, A2, A3, A4, A5),
    (A0, A1, A2, A3, A4, A5, A6),
    (A0, A1, A2, A3, A4, A5, A6, A7),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12),
    (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13),
    (
        A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14
    ),
    (
        A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15
    )
);
