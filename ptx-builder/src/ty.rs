//! Scalar types: what a register holds and what a pointer points to.

use crate::space::private::Sealed;
use typed_ptx_isa::Mod;

/// A PTX scalar type, as the emitter spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `.pred`.
    Pred,
    /// `.u8` (memory only; loaded into a 32-bit register).
    U8,
    /// `.s8` (memory only; loaded into a 32-bit register).
    S8,
    /// `.u16`.
    U16,
    /// `.s16`.
    S16,
    /// `.u32`.
    U32,
    /// `.s32`.
    S32,
    /// `.u64`.
    U64,
    /// `.s64`.
    S64,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
    /// `.f16`: IEEE half precision, in a 16-bit register.
    F16,
    /// `.bf16`: bfloat16, in a 16-bit register.
    Bf16,
    /// `.f16x2`: two `.f16` packed in a 32-bit register (the low half is the first).
    F16x2,
    /// `.bf16x2`: two `.bf16` packed in a 32-bit register.
    Bf16x2,
    /// `.e4m3x2`: two FP8 E4M3 values packed in a 16-bit register.
    E4m3x2,
    /// `.e5m2x2`: two FP8 E5M2 values packed in a 16-bit register.
    E5m2x2,
    /// `.tf32`: TensorFloat-32, in a 32-bit register.
    Tf32,
    /// `.b64`: an opaque 64-bit value (an mbarrier object, an mbarrier state token, a
    /// `wgmma` matrix descriptor).
    B64,
    /// A tensor map: the opaque 128-byte object that describes a tensor for the TMA
    /// instructions, declared `.align 64 .b8 name[128]` (memory only, never a register).
    TensorMap,
    /// Four FP8 E4M3 values packed in 32 bits (an `mma`/`wgmma` `.e4m3` fragment register).
    E4m3x4,
    /// Four FP8 E5M2 values packed in 32 bits (an `mma`/`wgmma` `.e5m2` fragment register).
    E5m2x4,
    /// Four `.s8` packed in 32 bits (an `mma` `.s8` fragment register).
    S8x4,
    /// Four `.u8` packed in 32 bits (an `mma` `.u8` fragment register).
    U8x4,
    /// `.b128`: 128 untyped bits in a `.b128` register (PTX ISA 8.3, sm_70).
    B128,
}

impl Ty {
    /// The type's modifier in the instruction table, such as [`Mod::U32`](typed_ptx_isa::Mod::U32).
    pub const fn modifier(self) -> Mod {
        match self {
            Ty::Pred => Mod::Pred,
            Ty::U8 => Mod::U8,
            Ty::S8 => Mod::S8,
            Ty::U16 => Mod::U16,
            Ty::S16 => Mod::S16,
            Ty::U32 => Mod::U32,
            Ty::S32 => Mod::S32,
            Ty::U64 => Mod::U64,
            Ty::S64 => Mod::S64,
            Ty::F32 => Mod::F32,
            Ty::F64 => Mod::F64,
            Ty::F16 => Mod::F16,
            Ty::Bf16 => Mod::Bf16,
            Ty::F16x2 => Mod::F16x2,
            Ty::Bf16x2 => Mod::Bf16x2,
            Ty::E4m3x2 => Mod::E4m3x2,
            Ty::E5m2x2 => Mod::E5m2x2,
            Ty::Tf32 => Mod::Tf32,
            Ty::B64 => Mod::B64,
            Ty::TensorMap => Mod::Tensormap,
            Ty::E4m3x4 => Mod::E4m3x4,
            Ty::E5m2x4 => Mod::E5m2x4,
            Ty::S8x4 => Mod::S8x4,
            Ty::U8x4 => Mod::U8x4,
            Ty::B128 => Mod::B128,
        }
    }

    /// The type suffix, such as `.u32`.
    pub const fn suffix(self) -> &'static str {
        self.modifier().text()
    }

    /// The suffix `ld`, `st`, `mov` and `.param` declarations spell the type with: the
    /// type's own for the classic types, the untyped bits of the same size for the
    /// half-precision, packed, FP8, TF32 and opaque types (PTX has no `ld.bf16`).
    pub const fn mem_suffix(self) -> &'static str {
        self.modifier().mem().text()
    }

    /// The untyped-bits suffix of the same size (`.b32`), `.pred` for predicates.
    pub const fn bits_suffix(self) -> &'static str {
        self.modifier().bits().text()
    }

    /// Size in bytes in memory (predicates: 0).
    pub const fn size(self) -> u64 {
        match self {
            Ty::Pred => 0,
            Ty::U8 | Ty::S8 => 1,
            Ty::U16 | Ty::S16 | Ty::F16 | Ty::Bf16 | Ty::E4m3x2 | Ty::E5m2x2 => 2,
            Ty::U32
            | Ty::S32
            | Ty::F32
            | Ty::F16x2
            | Ty::Bf16x2
            | Ty::Tf32
            | Ty::E4m3x4
            | Ty::E5m2x4
            | Ty::S8x4
            | Ty::U8x4 => 4,
            Ty::U64 | Ty::S64 | Ty::F64 | Ty::B64 => 8,
            Ty::B128 => 16,
            Ty::TensorMap => 128,
        }
    }

    /// The register class a value of this type lives in.
    pub const fn class(self) -> RegClass {
        match self {
            Ty::Pred => RegClass::Pred,
            Ty::U16 | Ty::S16 | Ty::F16 | Ty::Bf16 | Ty::E4m3x2 | Ty::E5m2x2 => RegClass::B16,
            Ty::U8
            | Ty::S8
            | Ty::U32
            | Ty::S32
            | Ty::F16x2
            | Ty::Bf16x2
            | Ty::Tf32
            | Ty::E4m3x4
            | Ty::E5m2x4
            | Ty::S8x4
            | Ty::U8x4 => RegClass::B32,
            // A tensor map is never in a register; its address is.
            Ty::U64 | Ty::S64 | Ty::B64 | Ty::TensorMap => RegClass::B64,
            Ty::F32 => RegClass::F32,
            Ty::F64 => RegClass::F64,
            Ty::B128 => RegClass::B128,
        }
    }

    pub(crate) const fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
}

/// The register classes, declared once per kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum RegClass {
    /// `.pred %p<N>`.
    Pred = 0,
    /// `.b16 %rs<N>`.
    B16 = 1,
    /// `.b32 %r<N>`.
    B32 = 2,
    /// `.b64 %rd<N>`.
    B64 = 3,
    /// `.f32 %f<N>`.
    F32 = 4,
    /// `.f64 %fd<N>`.
    F64 = 5,
    /// `.b128 %rq<N>` (declared only where a `.b128` value is used: PTX ISA 8.3).
    B128 = 6,
}

impl RegClass {
    /// Every class, in declaration order.
    pub const ALL: [RegClass; 7] = [
        RegClass::Pred,
        RegClass::B16,
        RegClass::B32,
        RegClass::B64,
        RegClass::F32,
        RegClass::F64,
        RegClass::B128,
    ];

    /// The register name prefix, such as `%rd`.
    pub const fn prefix(self) -> &'static str {
        match self {
            RegClass::Pred => "%p",
            RegClass::B16 => "%rs",
            RegClass::B32 => "%r",
            RegClass::B64 => "%rd",
            RegClass::F32 => "%f",
            RegClass::F64 => "%fd",
            RegClass::B128 => "%rq",
        }
    }

    /// The type in the `.reg` declaration.
    pub const fn decl(self) -> &'static str {
        match self {
            RegClass::Pred => Mod::Pred,
            RegClass::B16 => Mod::B16,
            RegClass::B32 => Mod::B32,
            RegClass::B64 => Mod::B64,
            RegClass::F32 => Mod::F32,
            RegClass::F64 => Mod::F64,
            RegClass::B128 => Mod::B128,
        }
        .text()
    }
}

/// The predicate type: the value of `setp`, the input of guards and `selp`.
#[derive(Clone, Copy, Debug)]
pub enum Pred {}

/// A type a register can hold.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX register type",
    note = "registers hold u16, i16, u32, i32, u64, i64, f32, f64, Pred, F16, Bf16, F16x2, Bf16x2, E4m3x2, E5m2x2, E4m3x4, E5m2x4, S8x4, U8x4, B128, Tf32, MbarToken, CachePolicy, WgmmaDesc<T> or UmmaDesc<T>"
)]
pub trait Scalar: Sealed + 'static {
    /// The PTX type.
    const TY: Ty;
}

/// A type that can be stored in memory and pointed to.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX memory type",
    note = "pointers point to u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16, F16x2, Bf16x2, E4m3x2, E5m2x2, E4m3x4, E5m2x4, S8x4, U8x4, B128 or Mbarrier, and (the UMMA's FP6, FP4 and scale-factor bytes) E2m3, E3m2, E2m1, E2m1x2, Ue8m0 or Ue4m3"
)]
pub trait Elem: Sealed + 'static {
    /// The PTX type in memory.
    const TY: Ty;
    /// The register type a load produces and a store takes (8-bit values travel in
    /// 32-bit registers).
    type Value: Scalar;
}

macro_rules! scalar {
    ($($t:ty => $ty:ident),*) => {$(
        impl Sealed for $t {}
        impl Scalar for $t { const TY: Ty = Ty::$ty; }
        impl Elem for $t { const TY: Ty = Ty::$ty; type Value = $t; }
    )*};
}
scalar!(u16 => U16, i16 => S16, u32 => U32, i32 => S32, u64 => U64, i64 => S64, f32 => F32, f64 => F64);
impl Sealed for Pred {}
impl Scalar for Pred {
    const TY: Ty = Ty::Pred;
}
impl Sealed for u8 {}
impl Elem for u8 {
    const TY: Ty = Ty::U8;
    type Value = u32;
}
impl Sealed for i8 {}
impl Elem for i8 {
    const TY: Ty = Ty::S8;
    type Value = i32;
}
macro_rules! data {
    ($($t:ty),*) => { $(impl Data for $t {})* };
}
data!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// Plain data in memory: every [`Elem`] except the opaque [`Mbarrier`]. `ld`, `st`,
/// atomics and copies take only plain data, and only plain data may be declared outside
/// `.shared`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not plain data: it cannot be loaded, stored, copied or declared outside .shared",
    note = "an mbarrier is an opaque object: declare it with `k.shared::<Mbarrier>(..)` and use it only through the mbarrier instructions"
)]
pub trait Data: Elem {}

macro_rules! half_types {
    ($($(#[$m:meta])* $name:ident($bits:ty) => $ty:ident;)*) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub $bits);
        impl Sealed for $name {}
        impl Scalar for $name { const TY: Ty = Ty::$ty; }
        impl Elem for $name { const TY: Ty = Ty::$ty; type Value = $name; }
        impl Data for $name {}
    )*};
}
half_types! {
    /// An IEEE half-precision value (`.f16`), by its bits.
    F16(u16) => F16;
    /// A bfloat16 value (`.bf16`), by its bits.
    Bf16(u16) => Bf16;
    /// Two `.f16` packed in 32 bits (`.f16x2`); the first is the low half.
    F16x2(u32) => F16x2;
    /// Two `.bf16` packed in 32 bits (`.bf16x2`); the first is the low half.
    Bf16x2(u32) => Bf16x2;
    /// Two FP8 E4M3 values packed in 16 bits (`.e4m3x2`).
    E4m3x2(u16) => E4m3x2;
    /// Two FP8 E5M2 values packed in 16 bits (`.e5m2x2`).
    E5m2x2(u16) => E5m2x2;
    /// Four FP8 E4M3 values packed in 32 bits, the first in the low byte: one register of
    /// an `mma`/`wgmma` `.e4m3` fragment.
    E4m3x4(u32) => E4m3x4;
    /// Four FP8 E5M2 values packed in 32 bits, the first in the low byte: one register of
    /// an `mma`/`wgmma` `.e5m2` fragment.
    E5m2x4(u32) => E5m2x4;
    /// Four `i8` packed in 32 bits, the first in the low byte: one register of an `mma`
    /// `.s8` fragment.
    S8x4(u32) => S8x4;
    /// Four `u8` packed in 32 bits, the first in the low byte: one register of an `mma`
    /// `.u8` fragment.
    U8x4(u32) => U8x4;
}

/// 128 untyped bits (`.b128`, PTX ISA 8.3, sm_70), by its value: the first 8 bytes in
/// memory are the low half. A register and memory type: `ld`/`st` move it in one access
/// ([`Kernel::ld`](crate::Kernel::ld), [`Kernel::st`](crate::Kernel::st), 16-byte
/// aligned), [`Kernel::mov_b128`](crate::Kernel::mov_b128) and
/// [`Kernel::unpack_b128`](crate::Kernel::unpack_b128) make one from, and split it into,
/// two `u64` halves, and [`Kernel::atom_cas_b128`](crate::Kernel::atom_cas_b128) and
/// [`Kernel::atom_exch_b128`](crate::Kernel::atom_exch_b128) (sm_90) update one
/// atomically. PTX has no arithmetic, comparison, selection or shuffle on `.b128`, and
/// no `.v2`/`.v4` vectors of it (they would exceed 128 bits): none of them compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct B128(pub u128);
impl Sealed for B128 {}
impl Scalar for B128 {
    const TY: Ty = Ty::B128;
}
impl Elem for B128 {
    const TY: Ty = Ty::B128;
    type Value = B128;
}
impl Data for B128 {}

/// A TensorFloat-32 value (`.tf32`) in a 32-bit register: the operand type of
/// `mma`/`wgmma` `.tf32`, made from an `f32` by `cvt.rna.tf32.f32`. Not a memory type:
/// tf32 data is stored as `f32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Tf32(pub u32);
impl Sealed for Tf32 {}
impl Scalar for Tf32 {
    const TY: Ty = Ty::Tf32;
}

/// An mbarrier object: 8 opaque bytes that may live only in `.shared`
/// (`Var<Shared<Cta>, Mbarrier>`), used only through the mbarrier instructions. It is an
/// [`Elem`] (so that pointers and arrays of it exist) but not [`Data`]: it cannot be
/// loaded, stored, copied, or declared in another space.
#[derive(Clone, Copy, Debug)]
pub enum Mbarrier {}
impl Sealed for Mbarrier {}
impl Elem for Mbarrier {
    const TY: Ty = Ty::B64;
    type Value = MbarToken;
}

/// The state token `mbarrier.arrive` returns: its own register type, not a `u64`, so
/// that it can only be passed back to `mbarrier.test_wait`/`try_wait`.
#[derive(Clone, Copy, Debug)]
pub enum MbarToken {}
impl Sealed for MbarToken {}
impl Scalar for MbarToken {
    const TY: Ty = Ty::B64;
}

/// An L2 cache policy (`.b64`): its own register type, not a `u64`. Only
/// [`Kernel::createpolicy`](crate::Kernel::createpolicy) makes one, and only the
/// `.L2::cache_hint` forms read it (`ld_policy`, `ld_nc_policy`, `st_policy`), so a policy
/// is always one `createpolicy` encoded.
#[derive(Clone, Copy, Debug)]
pub enum CachePolicy {}
impl Sealed for CachePolicy {}
impl Scalar for CachePolicy {
    const TY: Ty = Ty::B64;
}

/// A `wgmma` matrix descriptor (`.b64`) of a matrix of `T` in `.shared::cta`.
///
/// Only [`Kernel::wgmma_desc`](crate::Kernel::wgmma_desc) makes one, from a
/// `.shared::cta` pointer or variable, a swizzle mode and the leading/stride byte
/// offsets; [`Kernel::wgmma_desc_advance`](crate::Kernel::wgmma_desc_advance) moves one
/// along the matrix. It is not an integer: no arithmetic, load or kernel parameter
/// produces one, so the address it encodes is always a `.shared::cta` address.
pub struct WgmmaDesc<T>(
    core::marker::PhantomData<fn() -> T>,
    core::convert::Infallible,
);
impl<T> Sealed for WgmmaDesc<T> {}
impl<T: 'static> Scalar for WgmmaDesc<T> {
    const TY: Ty = Ty::B64;
}

/// A `tcgen05.mma` (UMMA) matrix descriptor (`.b64`, sm_100 format) of a matrix of `T`
/// in `.shared::cta`.
///
/// Only [`Kernel::umma_desc`](crate::Kernel::umma_desc) makes one, from a `.shared::cta`
/// pointer or variable, a swizzle mode and the leading/stride byte offsets. It is not an
/// integer and not a [`WgmmaDesc`] (the two formats differ), so the address it encodes is
/// always a `.shared::cta` address laid out as it says.
pub struct UmmaDesc<T>(
    core::marker::PhantomData<fn() -> T>,
    core::convert::Infallible,
);
impl<T> Sealed for UmmaDesc<T> {}
impl<T: 'static> Scalar for UmmaDesc<T> {
    const TY: Ty = Ty::B64;
}

/// Integer register types.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX integer type",
    note = "this instruction takes u16, i16, u32, i32, u64 or i64"
)]
pub trait Int: Scalar {}
/// Floating-point register types.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX floating-point type",
    note = "this instruction takes f32 or f64"
)]
pub trait Float: FloatArith {}
/// Integer or floating-point register types.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX numeric type",
    note = "this instruction takes integers or floats, not predicates or mbarrier state tokens"
)]
pub trait Num: Arith {}
/// Signed integer or floating-point register types.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a signed PTX type",
    note = "this instruction takes i16, i32, i64, f32 or f64"
)]
pub trait Signed: SignedArith {}
/// Integer or predicate register types (bitwise logic).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX type for bitwise logic",
    note = "and/or/xor/not take integers or predicates"
)]
pub trait Logic: Scalar {}
/// 32- and 64-bit integer register types.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a 32- or 64-bit PTX integer type",
    note = "this instruction takes u32, i32, u64 or i64"
)]
pub trait Int3264: Scalar {}
/// 16- and 32-bit integer types, whose `mul.wide` is twice as wide.
#[diagnostic::on_unimplemented(
    message = "`mul.wide` takes 16- or 32-bit integers, not `{Self}`",
    note = "the result has twice the width of the sources"
)]
pub trait Widening: Int {
    /// The type of twice the width.
    type Wide: Int;
}

/// Types of `add`, `sub`, `min` and `max`: integers, floats and the half-precision
/// scalars and pairs (each gated on its own row: f16 needs sm_53, bf16 `add` sm_90).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX arithmetic type",
    note = "add, sub, min and max take u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16, F16x2 or Bf16x2 (both operands of the same type)"
)]
pub trait Arith: Scalar {}
/// Types of floating-point `mul` and `fma`: f32, f64 and the half-precision scalars and
/// pairs.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX floating-point type",
    note = "this instruction takes f32, f64, F16, Bf16, F16x2 or Bf16x2 (integers use mul.lo and mad.lo)"
)]
pub trait FloatArith: Scalar {}
/// Types of `neg` and `abs`: signed integers, floats and the half-precision scalars and
/// pairs.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a signed PTX type",
    note = "neg and abs take i16, i32, i64, f32, f64, F16, Bf16, F16x2 or Bf16x2"
)]
pub trait SignedArith: Scalar {}

macro_rules! marks {
    ($tr:ident: $($t:ty),*) => { $(impl $tr for $t {})* };
}
marks!(Int: u16, i16, u32, i32, u64, i64);
marks!(Float: f32, f64);
marks!(Num: u16, i16, u32, i32, u64, i64, f32, f64);
marks!(Signed: i16, i32, i64, f32, f64);
marks!(Logic: u16, i16, u32, i32, u64, i64, Pred);
marks!(Int3264: u32, i32, u64, i64);
marks!(Arith: u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16, F16x2, Bf16x2);
marks!(FloatArith: f32, f64, F16, Bf16, F16x2, Bf16x2);
marks!(SignedArith: i16, i32, i64, f32, f64, F16, Bf16, F16x2, Bf16x2);
impl Widening for u16 {
    type Wide = u32;
}
impl Widening for i16 {
    type Wide = i32;
}
impl Widening for u32 {
    type Wide = u64;
}
impl Widening for i32 {
    type Wide = i64;
}

/// An immediate value, kept as bits so that emission is exact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Imm {
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// An `f32`, by its bits (`0fXXXXXXXX`).
    F32(u32),
    /// An `f64`, by its bits (`0dXXXXXXXXXXXXXXXX`).
    F64(u64),
}

/// A type an immediate can be written as.
pub trait ImmValue: Scalar + Copy {
    /// Its immediate.
    fn imm(self) -> Imm;
}
macro_rules! imm_int {
    ($($t:ty => $v:ident as $c:ty),*) => {$(
        impl ImmValue for $t { fn imm(self) -> Imm { Imm::$v(self as $c) } }
    )*};
}
imm_int!(u16 => UInt as u64, u32 => UInt as u64, u64 => UInt as u64, i16 => Int as i64, i32 => Int as i64, i64 => Int as i64);
impl ImmValue for f32 {
    fn imm(self) -> Imm {
        Imm::F32(self.to_bits())
    }
}
impl ImmValue for f64 {
    fn imm(self) -> Imm {
        Imm::F64(self.to_bits())
    }
}

macro_rules! imm_bits {
    ($($t:ty),*) => {$(
        impl ImmValue for $t {
            fn imm(self) -> Imm {
                Imm::UInt(self.0 as u64)
            }
        }
    )*};
}
// PTX writes half-precision, packed and TF32 constants as their bits (`mov.b16 %rs1,
// 0x3C00`); arithmetic on these types takes registers only, so the builder moves an
// immediate into a register first.
imm_bits!(F16, Bf16, F16x2, Bf16x2, E4m3x2, E5m2x2, Tf32);

impl Ty {
    /// Whether PTX arithmetic on this type takes registers only (the half-precision and
    /// packed types: `add.f16 d, a, 0x3C00` is refused).
    pub(crate) const fn register_only(self) -> bool {
        matches!(
            self,
            Ty::F16 | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2 | Ty::E4m3x2 | Ty::E5m2x2 | Ty::Tf32
        )
    }
}
