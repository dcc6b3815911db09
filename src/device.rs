//! Device-side typed addresses for Rust kernels compiled for `nvptx64-nvidia-cuda`, and the
//! address-space conversions of CUDA's `__cvta_generic_to_shared` family built on
//! [`ptx_asm!`](crate::ptx_asm).
//!
//! Device code has no builder: an address is a plain integer in a register. The types
//! here are `#[repr(transparent)]` wrappers of that integer with the state space (and,
//! for generic pointers, the space the address came from) in the type, so the design's
//! type rules hold in a Rust kernel too:
//!
//! | type | PTX | width |
//! |---|---|---|
//! | [`GlobalPtr<T>`] | `.global` | 64 |
//! | [`SharedPtr<T>`] / [`SharedAddr32<T>`] | `.shared::cta` | 64 / 32 |
//! | [`ClusterPtr<T>`] / [`ClusterAddr32<T>`] | `.shared::cluster` | 64 / 32 |
//! | [`LocalPtr<T>`] / [`LocalAddr32<T>`] | `.local` | 64 / 32 |
//! | [`ConstPtr<T>`] / [`ConstAddr32<T>`] | `.const` | 64 / 32 |
//! | [`GenericPtr<T, O>`] | generic, came from `O` | 64 |
//!
//! Only spaces with a 32-bit window have a 32-bit form ([`SharedPtr::to_addr32`],
//! [`SharedAddr32::widen`]); a `.shared::cta` address widens to `.shared::cluster`
//! for free ([`SharedPtr::to_cluster`]); converting a generic pointer back to a named
//! space compiles only for the space it came from ([`cvta_generic_to_shared`] takes a
//! `GenericPtr<T, origin::Shared>`), and an address of unknown origin is tested with
//! `isspacep` ([`is_shared`] …) and converted with an `unsafe`
//! [`GenericPtr::assume_origin`].
//!
//! Only the typed operations make a typed address: every trait here is sealed, and
//! whatever types bits as an address ([`from_raw`](GlobalPtr::from_raw),
//! [`GenericPtr::from_ptr`] for a raw pointer such as a kernel argument, the hidden
//! helpers of the `ptx_asm!` expansions) is `unsafe`. [`GenericPtr::erase`] forgets the
//! origin but keeps what it allowed (`origin::Unknown<access::…>`, [`access`]): a pointer
//! from `.const` stays read-only and one from `.local` gets no atomics, so `ptx_asm!`'s
//! `st`, `atom` and `red` through a generic pointer compile only where PTX defines them.
//!
//! The `.shared::cluster` conversions exist on the device only for sm_90 and newer
//! targets (on the host they are always there, for type-checking).
//!
//! This file is written against `core` only (no `std`, no derives, no operators), so the
//! test suite also compiles it inside a `#![no_core]` crate for `nvptx64-nvidia-cuda`
//! and hands the PTX to `ptxas` (`tests/asm_nvptx.rs`). On other targets every function
//! type-checks, and calling one panics: PTX runs only on the device.
//!
//! ```
//! use typed_ptx::device::{self, origin, GenericPtr, SharedPtr};
//! // A device function: shared → generic → shared, then a load through `ptx_asm!`.
//! unsafe fn load_back(p: SharedPtr<u32>) -> u32 {
//!     let g: GenericPtr<u32, origin::Shared> = unsafe { device::cvta_shared_to_generic(p) };
//!     let s = unsafe { device::cvta_generic_to_shared(g) };
//!     let v: u32;
//!     unsafe { typed_ptx::ptx_asm!(ld.shared.u32 v, [s]) };
//!     v
//! }
//! # let _ = load_back;
//! ```
//!
//! Converting the generic pointer to `.global` instead does not compile:
//!
//! ```compile_fail,E0308
//! use typed_ptx::device::{self, origin, GenericPtr, SharedPtr};
//! unsafe fn wrong(p: SharedPtr<u32>) {
//!     let g = unsafe { device::cvta_shared_to_generic(p) };
//!     let _ = unsafe { device::cvta_generic_to_global(g) }; // came from .shared
//! }
//! ```
#![allow(clippy::missing_safety_doc)]

use core::clone::Clone;
use core::marker::{Copy, PhantomData};

/// The supertrait that seals every trait of this module: only this file implements it,
/// so no crate can add a type to a trait that says what an address is.
mod sealed {
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a type of `typed_ptx::device`: its traits are sealed",
        label = "not a typed-ptx device type",
        note = "only typed-ptx's typed addresses (`SharedPtr<T>`, `GenericPtr<T, O>` …) and the PTX value types (`u32`, `f32`, `bool` …) implement them, so that no other type passes for an address"
    )]
    pub trait Sealed {}
}
use sealed::Sealed;

/// Uninhabited: the private field that keeps [`origin::Unknown`] from being constructed.
enum Never {}

/// Where a generic address came from: marker types for [`GenericPtr`]'s second parameter.
pub mod origin {
    use super::{Never, Sealed, access};
    use core::marker::PhantomData;

    /// Came from a `.global` address.
    pub enum Global {}
    /// Came from a `.shared::cta` address.
    pub enum Shared {}
    /// Came from a `.shared::cluster` address (`mapa`, or a widened CTA address).
    pub enum Cluster {}
    /// Came from a `.local` address.
    pub enum Local {}
    /// Came from a `.const` address.
    pub enum Const {}
    /// Not known: a kernel argument, a pointer loaded from memory, or an erased origin
    /// ([`GenericPtr::erase`](super::GenericPtr::erase)). `A` ([`access`]) is what the
    /// address may still be used for, which is what the origin it was erased from
    /// allowed: [`access::ReadOnly`] for `.const`, [`access::ReadWrite`] (no atomics) for
    /// `.local`, [`access::ReadWriteAtomic`] (everything) for `.global` and `.shared`.
    pub struct Unknown<A = access::ReadWriteAtomic>(Never, PhantomData<A>);

    /// An origin marker. Sealed: the markers of this module are all there is.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not an origin of a generic address",
        note = "a generic pointer's origin is `origin::Global`, `Shared`, `Cluster`, `Local`, `Const` or `Unknown<_>`"
    )]
    pub trait Origin: Sealed {
        /// The unknown origin that keeps what this origin allows
        /// ([`GenericPtr::erase`](super::GenericPtr::erase)).
        type Erased: Origin;
    }
    impl Sealed for Global {}
    impl Sealed for Shared {}
    impl Sealed for Cluster {}
    impl Sealed for Local {}
    impl Sealed for Const {}
    impl<A: access::Access> Sealed for Unknown<A> {}
    impl Origin for Global {
        type Erased = Unknown<access::ReadWriteAtomic>;
    }
    impl Origin for Shared {
        type Erased = Unknown<access::ReadWriteAtomic>;
    }
    impl Origin for Cluster {
        type Erased = Unknown<access::ReadWriteAtomic>;
    }
    impl Origin for Local {
        type Erased = Unknown<access::ReadWrite>;
    }
    impl Origin for Const {
        type Erased = Unknown<access::ReadOnly>;
    }
    impl<A: access::Access> Origin for Unknown<A> {
        type Erased = Unknown<A>;
    }
}

/// What a generic address of unknown origin may be used for: the parameter of
/// [`origin::Unknown`]. Erasing an origin never widens it (PTX: `st` writes only
/// `.global`, `.shared` and `.local` memory; `atom`/`red` through a generic address are
/// defined only where it points to `.global` or `.shared` memory).
pub mod access {
    use super::Sealed;

    /// Loads only (`ld`): the address may point into `.const` memory.
    pub enum ReadOnly {}
    /// Loads and stores, no atomics: the address may point into `.local` memory.
    pub enum ReadWrite {}
    /// Loads, stores and atomics (`atom`, `red`): `.global` or `.shared` memory.
    pub enum ReadWriteAtomic {}

    /// An access marker. Sealed.
    pub trait Access: Sealed {}
    impl Sealed for ReadOnly {}
    impl Sealed for ReadWrite {}
    impl Sealed for ReadWriteAtomic {}
    impl Access for ReadOnly {}
    impl Access for ReadWrite {}
    impl Access for ReadWriteAtomic {}
}

macro_rules! addr_type {
    ($(#[$doc:meta])* $name:ident($int:ty)) => {
        $(#[$doc])*
        #[repr(transparent)]
        pub struct $name<T> {
            addr: $int,
            _elem: PhantomData<*mut T>,
        }
        impl<T> Clone for $name<T> {
            #[inline(always)]
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<T> Copy for $name<T> {}
        impl<T> $name<T> {
            /// Wraps a raw address of this space and width.
            ///
            /// # Safety
            /// `addr` must be an address in this type's state space (for example one
            /// that PTX `cvta.to` or a `.shared` variable produced).
            #[inline(always)]
            pub const unsafe fn from_raw(addr: $int) -> Self {
                $name { addr, _elem: PhantomData }
            }
            /// The raw address.
            #[inline(always)]
            pub const fn raw(self) -> $int {
                self.addr
            }
        }
    };
}

addr_type!(
    /// A 64-bit `.global` address of a `T`.
    GlobalPtr(u64)
);
addr_type!(
    /// A 64-bit `.shared::cta` address of a `T` (what `__cvta_generic_to_shared` returns).
    SharedPtr(u64)
);
addr_type!(
    /// A 32-bit `.shared::cta` address of a `T` (the `r`-constraint form `cp.async` and
    /// `ld.shared` take).
    SharedAddr32(u32)
);
addr_type!(
    /// A 64-bit `.shared::cluster` address of a `T` (sm_90).
    ClusterPtr(u64)
);
addr_type!(
    /// A 32-bit `.shared::cluster` address of a `T` (sm_90).
    ClusterAddr32(u32)
);
addr_type!(
    /// A 64-bit `.local` address of a `T`.
    LocalPtr(u64)
);
addr_type!(
    /// A 32-bit `.local` address of a `T`.
    LocalAddr32(u32)
);
addr_type!(
    /// A 64-bit `.const` address of a `T`.
    ConstPtr(u64)
);
addr_type!(
    /// A 32-bit `.const` address of a `T`.
    ConstAddr32(u32)
);

/// A 64-bit generic address of a `T` that came from state space `O` (an [`origin`]
/// marker; [`origin::Unknown`] when that is not known).
#[repr(transparent)]
pub struct GenericPtr<T, O = origin::Unknown> {
    addr: u64,
    _elem: PhantomData<*mut T>,
    _origin: PhantomData<*const O>,
}
impl<T, O> Clone for GenericPtr<T, O> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, O> Copy for GenericPtr<T, O> {}

impl<T> GenericPtr<T, origin::Unknown> {
    /// The generic address of a raw pointer (on nvptx64 a pointer is a generic address);
    /// its origin is unknown and it allows loads, stores and atomics.
    ///
    /// # Safety
    /// `p` must be a generic address into `.global` or `.shared` memory, such as a
    /// kernel's pointer argument. A raw pointer can be made from any integer (the bits
    /// of a `SharedPtr`, say), so this is a claim, not a conversion; for memory that may
    /// be `.const` or `.local`, use [`GenericPtr::from_raw`] with
    /// `origin::Unknown<access::ReadOnly>` or `origin::Unknown<access::ReadWrite>`.
    #[inline(always)]
    pub unsafe fn from_ptr(p: *mut T) -> Self {
        GenericPtr {
            addr: p as u64,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }
}

impl<T, O: origin::Origin> GenericPtr<T, O> {
    /// Wraps a raw generic address.
    ///
    /// # Safety
    /// `addr` must be a generic address that lies in `O`'s window (for
    /// [`origin::Unknown<A>`], in a window that allows what `A` allows).
    #[inline(always)]
    pub const unsafe fn from_raw(addr: u64) -> Self {
        GenericPtr {
            addr,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }
    /// The raw generic address.
    #[inline(always)]
    pub const fn raw(self) -> u64 {
        self.addr
    }
    /// The address as a raw pointer.
    #[inline(always)]
    pub fn as_ptr(self) -> *mut T {
        self.addr as *mut T
    }
    /// Forgets the origin, and keeps what it allowed: a pointer that came from `.const`
    /// becomes `GenericPtr<T, origin::Unknown<access::ReadOnly>>` (loads only), one from
    /// `.local` `origin::Unknown<access::ReadWrite>` (no atomics), one from `.global` or
    /// `.shared` `origin::Unknown` (everything).
    #[inline(always)]
    pub const fn erase(self) -> GenericPtr<T, O::Erased> {
        GenericPtr {
            addr: self.addr,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }
    /// Claims an origin, typically after an `isspacep` test ([`is_shared`] …).
    ///
    /// # Safety
    /// The address must lie in `P`'s window: PTX `cvta.to` is undefined otherwise (and
    /// for [`origin::Unknown<A>`], in a window that allows what `A` allows).
    #[inline(always)]
    pub const unsafe fn assume_origin<P: origin::Origin>(self) -> GenericPtr<T, P> {
        GenericPtr {
            addr: self.addr,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }
}

macro_rules! window32 {
    ($wide:ident, $narrow:ident) => {
        impl<T> $wide<T> {
            /// The 32-bit form of this address (`cvt.u32.u64`): the space has a 32-bit
            /// window, so the truncation is exact.
            #[inline(always)]
            pub const fn to_addr32(self) -> $narrow<T> {
                $narrow {
                    addr: self.addr as u32,
                    _elem: PhantomData,
                }
            }
        }
        impl<T> $narrow<T> {
            /// The 64-bit form of this address (`cvt.u64.u32`, zero extension); the
            /// round trip through [`to_addr32`]($wide::to_addr32) gives an equal address.
            #[inline(always)]
            pub const fn widen(self) -> $wide<T> {
                $wide {
                    addr: self.addr as u64,
                    _elem: PhantomData,
                }
            }
        }
    };
}
window32!(SharedPtr, SharedAddr32);
window32!(ClusterPtr, ClusterAddr32);
window32!(LocalPtr, LocalAddr32);
window32!(ConstPtr, ConstAddr32);

impl<T> SharedPtr<T> {
    /// The same location as a `.shared::cluster` address: free, because the CTA's
    /// shared window lies inside the cluster's window.
    #[inline(always)]
    pub const fn to_cluster(self) -> ClusterPtr<T> {
        ClusterPtr {
            addr: self.addr,
            _elem: PhantomData,
        }
    }
}
impl<T> SharedAddr32<T> {
    /// The same location as a 32-bit `.shared::cluster` address (free).
    #[inline(always)]
    pub const fn to_cluster(self) -> ClusterAddr32<T> {
        ClusterAddr32 {
            addr: self.addr,
            _elem: PhantomData,
        }
    }
}

macro_rules! cvta_pair {
    ($(#[$gate:meta])* $ptr:ident, $origin:ident, $space:literal, $to_generic:ident, $from_generic:ident, $is:ident,
     ($($cvta:tt)*), ($($cvta_to:tt)*), ($($isspacep:tt)*)) => {
        #[doc = concat!("The generic address of a `", $space, "` address (`cvta", $space, ".u64`); the result remembers its origin.")]
        ///
        /// # Safety
        /// Runs one PTX instruction; on the device it has no other requirement.
        $(#[$gate])*
        #[inline(always)]
        pub unsafe fn $to_generic<T>(p: $ptr<T>) -> GenericPtr<T, origin::$origin> {
            let g: GenericPtr<T, origin::$origin>;
            unsafe { crate::ptx_asm!($($cvta)*.u64 g, p) };
            g
        }
        #[doc = concat!("The `", $space, "` address of a generic address that came from `", $space, "` (`cvta.to", $space, ".u64`).")]
        ///
        /// Only a `GenericPtr` whose origin is this space is accepted: PTX leaves `cvta.to`
        /// undefined outside the space's window. For an unknown origin, test it with
        #[doc = concat!("[`", stringify!($is), "`] and use [`GenericPtr::assume_origin`].")]
        ///
        /// # Safety
        /// Runs one PTX instruction; on the device it has no other requirement.
        $(#[$gate])*
        #[inline(always)]
        pub unsafe fn $from_generic<T>(p: GenericPtr<T, origin::$origin>) -> $ptr<T> {
            let s: $ptr<T>;
            unsafe { crate::ptx_asm!($($cvta_to)*.u64 s, p) };
            s
        }
        #[doc = concat!("Whether a generic address lies in the `", $space, "` window (`isspacep", $space, "`).")]
        ///
        /// # Safety
        /// Runs one PTX instruction; on the device it has no other requirement.
        $(#[$gate])*
        #[inline(always)]
        pub unsafe fn $is<T, O: origin::Origin>(p: GenericPtr<T, O>) -> bool {
            let b: bool;
            unsafe { crate::ptx_asm!($($isspacep)* b, p) };
            b
        }
    };
}

cvta_pair!(
    GlobalPtr,
    Global,
    ".global",
    cvta_global_to_generic,
    cvta_generic_to_global,
    is_global,
    (cvta.global),
    (cvta.to.global),
    (isspacep.global)
);
cvta_pair!(
    SharedPtr,
    Shared,
    ".shared",
    cvta_shared_to_generic,
    cvta_generic_to_shared,
    is_shared,
    (cvta.shared),
    (cvta.to.shared),
    (isspacep.shared)
);
cvta_pair!(
    // `.shared::cluster` needs sm_90: on an older device target these do not exist.
    #[cfg(any(not(target_arch = "nvptx64"), not(target_feature = "sm_20"), target_feature = "sm_90"))]
    ClusterPtr,
    Cluster,
    ".shared::cluster",
    cvta_cluster_to_generic,
    cvta_generic_to_cluster,
    is_cluster,
    (cvta.shared::cluster),
    (cvta.to.shared::cluster),
    (isspacep.shared::cluster)
);
cvta_pair!(
    LocalPtr,
    Local,
    ".local",
    cvta_local_to_generic,
    cvta_generic_to_local,
    is_local,
    (cvta.local),
    (cvta.to.local),
    (isspacep.local)
);
cvta_pair!(ConstPtr, Const, ".const", cvta_const_to_generic, cvta_generic_to_const, is_const,
    (cvta.const), (cvta.to.const), (isspacep.const));

/// The 32-bit `.shared` address of a generic address that came from `.shared`: CUDA's
/// `__cvta_generic_to_shared` truncated, the form `cp.async` and `ld.shared` want in an
/// `r` register.
///
/// # Safety
/// Runs one PTX instruction; on the device it has no other requirement.
#[inline(always)]
pub unsafe fn cvta_generic_to_shared32<T>(p: GenericPtr<T, origin::Shared>) -> SharedAddr32<T> {
    unsafe { cvta_generic_to_shared(p) }.to_addr32()
}

/// The traits `ptx_asm!` expansions name: one per PTX operand kind, each implemented by
/// the Rust types PTX allows there, with the PTX rule as its error message.
///
/// Every trait here is sealed (only this file implements it), and every function that
/// types bits as an address is `unsafe`: an expansion calls it only with the result of
/// the instruction it emitted, whose space follows from the operand it checked. Nothing
/// here lets safe code type an integer, or another space's bits, as an address.
#[doc(hidden)]
pub mod __asm {
    use super::*;

    #[repr(C)]
    union Bits32 {
        u: u32,
        f: f32,
    }
    #[repr(C)]
    union Bits64 {
        u: u64,
        f: f64,
    }

    /// What a `ptx_asm!` expansion does off the device: type-checks, then panics.
    #[cfg(not(target_arch = "nvptx64"))]
    #[inline(never)]
    pub unsafe fn host<T>() -> T {
        panic!("ptx_asm!: PTX runs only on nvptx64 (this code was compiled for the host)")
    }

    impl Sealed for u16 {}
    impl Sealed for i16 {}
    impl Sealed for u32 {}
    impl Sealed for i32 {}
    impl Sealed for f32 {}
    impl Sealed for u64 {}
    impl Sealed for i64 {}
    impl Sealed for f64 {}
    impl Sealed for bool {}
    impl<T> Sealed for GlobalPtr<T> {}
    impl<T> Sealed for SharedPtr<T> {}
    impl<T> Sealed for SharedAddr32<T> {}
    impl<T> Sealed for ClusterPtr<T> {}
    impl<T> Sealed for ClusterAddr32<T> {}
    impl<T> Sealed for LocalPtr<T> {}
    impl<T> Sealed for LocalAddr32<T> {}
    impl<T> Sealed for ConstPtr<T> {}
    impl<T> Sealed for ConstAddr32<T> {}
    impl<T, O: origin::Origin> Sealed for GenericPtr<T, O> {}

    macro_rules! value {
        ($tr:ident, $canon:ty, $msg:literal, $label:literal, $note:literal: $($t:ty),*) => {
            #[diagnostic::on_unimplemented(message = $msg, label = $label, note = $note)]
            pub trait $tr: Copy + Sealed {
                fn reg(self) -> $canon;
                fn from_reg(r: $canon) -> Self;
            }
            $(impl $tr for $t {
                #[inline(always)]
                fn reg(self) -> $canon { self as $canon }
                #[inline(always)]
                fn from_reg(r: $canon) -> Self { r as $t }
            })*
        };
    }
    value!(U16, u16, "`{Self}` is not a PTX `.u16` value", "expected `u16`",
        "in `ptx_asm!`, a `.u16` operand is a Rust `u16` (the register class follows from the type)": u16);
    value!(S16, i16, "`{Self}` is not a PTX `.s16` value", "expected `i16`",
        "in `ptx_asm!`, a `.s16` operand is a Rust `i16` (the register class follows from the type)": i16);
    value!(U32, u32, "`{Self}` is not a PTX `.u32` value", "expected `u32`",
        "in `ptx_asm!`, a `.u32` operand is a Rust `u32` (the register class follows from the type)": u32);
    value!(S32, i32, "`{Self}` is not a PTX `.s32` value", "expected `i32`",
        "in `ptx_asm!`, a `.s32` operand is a Rust `i32` (the register class follows from the type)": i32);
    value!(F32, f32, "`{Self}` is not a PTX `.f32` value", "expected `f32`",
        "in `ptx_asm!`, a `.f32` operand is a Rust `f32` (the register class follows from the type)": f32);
    value!(U64, u64, "`{Self}` is not a PTX `.u64` value", "expected `u64`",
        "in `ptx_asm!`, a `.u64` operand is a Rust `u64` (the register class follows from the type)": u64);
    value!(S64, i64, "`{Self}` is not a PTX `.s64` value", "expected `i64`",
        "in `ptx_asm!`, a `.s64` operand is a Rust `i64` (the register class follows from the type)": i64);
    value!(F64, f64, "`{Self}` is not a PTX `.f64` value", "expected `f64`",
        "in `ptx_asm!`, a `.f64` operand is a Rust `f64` (the register class follows from the type)": f64);
    value!(B16, u16, "`{Self}` is not a PTX `.b16` value", "expected a 16-bit value",
        "in `ptx_asm!`, a `.b16` operand is a Rust `u16` or `i16` (register class reg16)": u16, i16);

    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a PTX `.b32` value",
        label = "expected a 32-bit value",
        note = "in `ptx_asm!`, a `.b32` operand is a Rust `u32`, `i32` or `f32` (register class reg32)"
    )]
    pub trait B32: Copy + Sealed {
        fn reg(self) -> u32;
        fn from_reg(r: u32) -> Self;
    }
    impl B32 for u32 {
        #[inline(always)]
        fn reg(self) -> u32 {
            self
        }
        #[inline(always)]
        fn from_reg(r: u32) -> Self {
            r
        }
    }
    impl B32 for i32 {
        #[inline(always)]
        fn reg(self) -> u32 {
            self as u32
        }
        #[inline(always)]
        fn from_reg(r: u32) -> Self {
            r as i32
        }
    }
    impl B32 for f32 {
        #[inline(always)]
        fn reg(self) -> u32 {
            unsafe { Bits32 { f: self }.u }
        }
        #[inline(always)]
        fn from_reg(r: u32) -> Self {
            unsafe { Bits32 { u: r }.f }
        }
    }
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a PTX `.b64` value",
        label = "expected a 64-bit value",
        note = "in `ptx_asm!`, a `.b64` operand is a Rust `u64`, `i64` or `f64` (register class reg64)"
    )]
    pub trait B64: Copy + Sealed {
        fn reg(self) -> u64;
        fn from_reg(r: u64) -> Self;
    }
    impl B64 for u64 {
        #[inline(always)]
        fn reg(self) -> u64 {
            self
        }
        #[inline(always)]
        fn from_reg(r: u64) -> Self {
            r
        }
    }
    impl B64 for i64 {
        #[inline(always)]
        fn reg(self) -> u64 {
            self as u64
        }
        #[inline(always)]
        fn from_reg(r: u64) -> Self {
            r as i64
        }
    }
    impl B64 for f64 {
        #[inline(always)]
        fn reg(self) -> u64 {
            unsafe { Bits64 { f: self }.u }
        }
        #[inline(always)]
        fn from_reg(r: u64) -> Self {
            unsafe { Bits64 { u: r }.f }
        }
    }

    /// A predicate operand: a Rust `bool`, carried in a 32-bit register and turned into
    /// a `.pred` inside the template's `{ }` block.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a PTX predicate",
        label = "expected `bool`",
        note = "in `ptx_asm!`, a `.pred` operand is a Rust `bool`"
    )]
    pub trait Pred: Copy + Sealed {
        fn reg(self) -> u32;
        fn from_reg(r: u32) -> Self;
    }
    impl Pred for bool {
        #[inline(always)]
        fn reg(self) -> u32 {
            self as u32
        }
        #[inline(always)]
        fn from_reg(r: u32) -> Self {
            // `matches!` is not available in the `#![no_core]` test crate.
            #[allow(clippy::match_like_matches_macro)]
            let b = match r {
                0 => false,
                _ => true,
            };
            b
        }
    }

    /// The registers of an address operand that may be 32 or 64 bits wide: the expansion
    /// picks the asm block of the right width with `is32`. Only the sealed address traits
    /// below hand one out, from the address itself.
    pub struct Regs {
        pub is32: bool,
        pub r32: u32,
        pub r64: u64,
    }

    macro_rules! addr64 {
        ($tr:ident, $msg:literal, $note:literal: $($t:ident),*) => {
            #[diagnostic::on_unimplemented(message = $msg, label = "wrong state space or width for this operand", note = $note)]
            pub trait $tr: Copy + Sealed {
                type Elem;
                type Origin;
                fn split(self) -> (Self, u64);
            }
            $(impl<T> $tr for $t<T> {
                type Elem = T;
                type Origin = origin_of!($t);
                #[inline(always)]
                fn split(self) -> (Self, u64) { (self, self.addr) }
            })*
        };
    }
    macro_rules! origin_of {
        (GlobalPtr) => {
            origin::Global
        };
        (SharedPtr) => {
            origin::Shared
        };
        (ClusterPtr) => {
            origin::Cluster
        };
        (LocalPtr) => {
            origin::Local
        };
        (ConstPtr) => {
            origin::Const
        };
    }
    macro_rules! addr_either {
        ($tr:ident, $msg:literal, $note:literal: $w64:ident, $w32:ident $(; $x64:ident, $x32:ident)?) => {
            #[diagnostic::on_unimplemented(message = $msg, label = "wrong state space for this operand", note = $note)]
            pub trait $tr: Copy + Sealed {
                fn split(self) -> (Self, Regs);
            }
            impl<T> $tr for $w64<T> {
                #[inline(always)]
                fn split(self) -> (Self, Regs) { (self, Regs { is32: false, r32: self.addr as u32, r64: self.addr }) }
            }
            impl<T> $tr for $w32<T> {
                #[inline(always)]
                fn split(self) -> (Self, Regs) { (self, Regs { is32: true, r32: self.addr, r64: self.addr as u64 }) }
            }
            $(
            impl<T> $tr for $x64<T> {
                #[inline(always)]
                fn split(self) -> (Self, Regs) { (self, Regs { is32: false, r32: self.addr as u32, r64: self.addr }) }
            }
            impl<T> $tr for $x32<T> {
                #[inline(always)]
                fn split(self) -> (Self, Regs) { (self, Regs { is32: true, r32: self.addr, r64: self.addr as u64 }) }
            }
            )?
        };
    }

    addr64!(GlobalAddr,
        "`{Self}` is not a .global address: this PTX operand takes a `GlobalPtr<T>`",
        "generic pointers go back to .global with `cvta_generic_to_global`, and only when they came from .global": GlobalPtr);
    addr64!(SharedAddr64,
        "`{Self}` is not a 64-bit .shared address: this PTX operand takes a `SharedPtr<T>`",
        "`cvta.shared.u64` takes the 64-bit form; widen a `SharedAddr32` with `.widen()`": SharedPtr);
    addr64!(ClusterAddr64,
        "`{Self}` is not a 64-bit .shared::cluster address: this PTX operand takes a `ClusterPtr<T>`",
        "a `SharedPtr` becomes a `ClusterPtr` with `.to_cluster()` (free)": ClusterPtr);
    addr64!(LocalAddr64,
        "`{Self}` is not a 64-bit .local address: this PTX operand takes a `LocalPtr<T>`",
        "widen a `LocalAddr32` with `.widen()`": LocalPtr);
    addr64!(ConstAddr64,
        "`{Self}` is not a 64-bit .const address: this PTX operand takes a `ConstPtr<T>`",
        "widen a `ConstAddr32` with `.widen()`": ConstPtr);
    addr_either!(SharedAddr,
        "`{Self}` is not a .shared address: this PTX operand takes a `SharedPtr<T>` or a `SharedAddr32<T>`",
        "a generic pointer goes to .shared with `cvta_generic_to_shared`, and only when it came from .shared":
        SharedPtr, SharedAddr32);
    addr_either!(ClusterAddr,
        "`{Self}` is not a .shared::cluster address: this PTX operand takes a `ClusterPtr<T>`, a `ClusterAddr32<T>` or a CTA-shared address",
        "the CTA's shared window lies inside the cluster's, so `SharedPtr`/`SharedAddr32` are accepted too":
        ClusterPtr, ClusterAddr32; SharedPtr, SharedAddr32);
    addr_either!(LocalAddr,
        "`{Self}` is not a .local address: this PTX operand takes a `LocalPtr<T>` or a `LocalAddr32<T>`",
        "a generic pointer goes to .local with `cvta_generic_to_local`, and only when it came from .local":
        LocalPtr, LocalAddr32);
    addr_either!(ConstAddr,
        "`{Self}` is not a .const address: this PTX operand takes a `ConstPtr<T>` or a `ConstAddr32<T>`",
        "a generic pointer goes to .const with `cvta_generic_to_const`, and only when it came from .const":
        ConstPtr, ConstAddr32);

    /// A kernel-parameter address: device code cannot hold one, so nothing implements it.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a .param address: Rust device code has no typed kernel-parameter addresses",
        label = "wrong state space for this operand",
        note = "`ld.param`/`st.param` are emitted by the compiler for kernel and call arguments"
    )]
    pub trait ParamAddr: Copy + Sealed {
        fn split(self) -> (Self, u64);
    }

    /// A generic address: a [`GenericPtr`] (`ld`, `isspacep`). A raw pointer is not one:
    /// it is made from any integer in safe code, so its space is not known.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a generic address: this PTX operand takes a `GenericPtr<T, _>`",
        label = "expected a generic address",
        note = "a named-space address becomes generic only through `cvta` (`cvta_shared_to_generic` …); a raw pointer (a kernel argument) becomes one with `unsafe {{ GenericPtr::from_ptr(p) }}`, which claims it points to .global or .shared memory"
    )]
    pub trait GenericAddr: Copy + Sealed {
        type Elem;
        type Origin;
        fn split(self) -> (Self, u64);
    }
    impl<T, O: origin::Origin> GenericAddr for GenericPtr<T, O> {
        type Elem = T;
        type Origin = O;
        #[inline(always)]
        fn split(self) -> (Self, u64) {
            (self, self.addr)
        }
    }

    /// A generic address `st` may write through: its origin allows stores.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a writable generic address: PTX `st` writes only .global, .shared and .local memory",
        label = "not a `GenericPtr` whose origin allows stores",
        note = "a generic pointer that came from .const is read-only, and stays so when its origin is erased (`origin::Unknown<access::ReadOnly>`); a raw pointer is not a typed address: `unsafe {{ GenericPtr::from_ptr(p) }}` claims it points to .global or .shared memory"
    )]
    pub trait GenericStore: GenericAddr {
        fn split(self) -> (Self, u64);
    }
    /// A generic address `atom`/`red` may operate on: its origin allows atomics.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a generic address that allows atomics: PTX `atom`/`red` through a generic address are defined only where it points to .global or .shared memory",
        label = "not a `GenericPtr` whose origin allows atomics",
        note = ".local memory is private to the thread and .const memory is read-only; a generic pointer from either keeps that when its origin is erased (`origin::Unknown<access::ReadWrite>`, `origin::Unknown<access::ReadOnly>`); a raw pointer is not a typed address: `unsafe {{ GenericPtr::from_ptr(p) }}` claims it points to .global or .shared memory"
    )]
    pub trait GenericAtomic: GenericAddr {
        fn split(self) -> (Self, u64);
    }
    /// A generic address `mapa.u64` may map: it came from shared memory.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not a generic address known to point to shared memory: PTX `mapa.u64` maps only generic addresses that point to shared memory",
        label = "this generic address did not come from .shared::cta or .shared::cluster",
        note = "`mapa.u64` takes a `GenericPtr<T, origin::Shared>` or `GenericPtr<T, origin::Cluster>` (`cvta_shared_to_generic` …); for an unknown origin, test it with `is_shared`/`is_cluster` and then `assume_origin`"
    )]
    pub trait SharedGeneric: GenericAddr {
        fn split(self) -> (Self, u64);
    }
    macro_rules! generic_by_origin {
        ($tr:ident: $($o:ty),*) => {$(
            impl<T> $tr for GenericPtr<T, $o> {
                #[inline(always)]
                fn split(self) -> (Self, u64) {
                    (self, self.addr)
                }
            }
        )*};
    }
    generic_by_origin!(GenericStore: origin::Global, origin::Shared, origin::Cluster, origin::Local,
        origin::Unknown<access::ReadWriteAtomic>, origin::Unknown<access::ReadWrite>);
    generic_by_origin!(GenericAtomic: origin::Global, origin::Shared, origin::Cluster,
        origin::Unknown<access::ReadWriteAtomic>);
    generic_by_origin!(SharedGeneric: origin::Shared, origin::Cluster);

    /// `cvta.<space>.u64 d, a`: the generic result remembers the source's space.
    ///
    /// # Safety
    /// `r` must be the result of `cvta.<space>.u64` on `src`, whose space is `S::Origin`.
    #[inline(always)]
    pub unsafe fn cvta_result<S: Named64>(_src: &S, r: u64) -> GenericPtr<S::Elem, S::Origin> {
        GenericPtr {
            addr: r,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }

    /// Named 64-bit addresses (what `cvta` to generic takes).
    pub trait Named64: Copy + Sealed {
        type Elem;
        type Origin: origin::Origin;
    }
    macro_rules! named64 {
        ($($t:ident => $o:ident),*) => {$(
            impl<T> Named64 for $t<T> { type Elem = T; type Origin = origin::$o; }
        )*};
    }
    named64!(GlobalPtr => Global, SharedPtr => Shared, ClusterPtr => Cluster, LocalPtr => Local, ConstPtr => Const);

    pub use super::{access, origin};

    /// A generic address known to have come from `O`: what `cvta.to` to `O`'s space takes.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` is not known to be a generic address of `{O}`: PTX `cvta.to` is undefined outside that space's window",
        label = "this generic address did not come from `{O}`",
        note = "convert a generic pointer back only to the space it came from; for an unknown origin, test it with `isspacep` (`device::is_shared` …) and then `assume_origin`"
    )]
    pub trait GenericOf<O>: GenericAddr {
        fn split(self) -> (Self, u64);
    }
    impl<T, O: origin::Origin> GenericOf<O> for GenericPtr<T, O> {
        #[inline(always)]
        fn split(self) -> (Self, u64) {
            (self, self.addr)
        }
    }

    macro_rules! cvta_to {
        ($($f:ident -> $t:ident, $o:ident);*) => {$(
            /// `cvta.to.<space>.u64 d, a` (the source was checked with [`GenericOf`]).
            ///
            /// # Safety
            /// `r` must be the result of `cvta.to.<space>.u64` on `src`, a generic address
            /// that came from this space.
            #[inline(always)]
            pub unsafe fn $f<S: GenericAddr>(_src: &S, r: u64) -> $t<S::Elem> {
                $t { addr: r, _elem: PhantomData }
            }
        )*};
    }
    cvta_to!(
        to_global -> GlobalPtr, Global;
        to_shared -> SharedPtr, Shared;
        to_cluster -> ClusterPtr, Cluster;
        to_local -> LocalPtr, Local;
        to_const -> ConstPtr, Const
    );

    /// `mapa.shared::cluster d, a, rank`: the same variable in another CTA, as a cluster
    /// address of the source's width.
    pub trait Mapa: ClusterAddr {
        type Out;
        /// # Safety
        /// `r32`/`r64` must be the result of `mapa.shared::cluster` (of this width) on an
        /// address of this type.
        unsafe fn out(r32: u32, r64: u64) -> Self::Out;
    }
    macro_rules! mapa {
        ($r32:ident, $r64:ident; $($src:ident => $out:ident($int:ident)),*) => {$(
            impl<T> Mapa for $src<T> {
                type Out = $out<T>;
                #[inline(always)]
                unsafe fn out($r32: u32, $r64: u64) -> $out<T> {
                    let _ = ($r32, $r64);
                    $out { addr: $int, _elem: PhantomData }
                }
            }
        )*};
    }
    mapa!(r32, r64; SharedPtr => ClusterPtr(r64), ClusterPtr => ClusterPtr(r64), SharedAddr32 => ClusterAddr32(r32), ClusterAddr32 => ClusterAddr32(r32));
    /// # Safety
    /// `r32`/`r64` must be the result of `mapa.shared::cluster` on `src`.
    #[inline(always)]
    pub unsafe fn mapa_result<S: Mapa>(_src: &S, r32: u32, r64: u64) -> S::Out {
        unsafe { S::out(r32, r64) }
    }

    /// `mapa.u64 d, a, rank`: a generic address in another CTA's shared window.
    ///
    /// # Safety
    /// `r` must be the result of `mapa.u64` on `src`, a generic address that came from
    /// shared memory (checked with [`SharedGeneric`]).
    #[inline(always)]
    pub unsafe fn mapa_generic_result<S: GenericAddr>(
        _src: &S,
        r: u64,
    ) -> GenericPtr<S::Elem, origin::Cluster> {
        GenericPtr {
            addr: r,
            _elem: PhantomData,
            _origin: PhantomData,
        }
    }
}
