//! A typed PTX builder: the state space of every address is part of its type.
//!
//! Registers and pointers carry their state space as a type parameter
//! ([`Generic`], [`Global`], [`Shared<Cta>`](Shared), [`Shared<Cluster>`](Shared),
//! [`Local`], [`Const`], [`Param<Entry>`](Param)); `cvta` is the only way to change
//! space, generic pointers remember their origin, and only `.shared`, `.local` and
//! `.const` addresses have a 32-bit form. If a program compiles, the PTX it emits uses
//! every address in its own space; [`Module::emit`] computes the smallest `.version`
//! and checks the target against every instruction used.
//!
//! Seed 000 of the design, `ld.shared` through a converted generic address:
//!
//! ```
//! use typed_ptx_builder::{Align, Module, Target};
//!
//! let mut m = Module::new(Target::SM_80);
//! m.entry("ld_shared_42", |k| {
//!     let out = k.param_ptr::<u32>("out");
//!     let x = k.shared::<u32>("x", 1, Align(4));
//!     k.st(x, 42u32);                  // st.shared.u32 [x], 42
//!     let p = k.cvta_var(x, 0);        // Ptr<Generic<Shared<Cta>>, u32>
//!     let sp = k.cvta_to_shared(p);    // back to its origin only
//!     let o = k.ld(sp);                // ld.shared.u32
//!     k.st(out, o);                    // st.global.u32
//! });
//! let ptx = m.emit().unwrap();
//! assert!(ptx.contains(".version 7.0")); // the smallest version sm_80 accepts
//! assert!(ptx.contains("cvta.to.shared.u64"));
//! assert!(ptx.contains("ld.shared.u32"));
//! ```
//!
//! Converting that generic pointer to `.global` instead does not compile:
//!
//! ```compile_fail
//! # use typed_ptx_builder::{Align, Module, Target, Global};
//! # let mut m = Module::new(Target::SM_80);
//! # m.entry("k", |k| {
//! let x = k.shared::<u32>("x", 1, Align(4));
//! let p = k.cvta_var(x, 0);
//! let g = k.cvta_to_global(p); // error: a generic address that came from .shared::cta is not a .global address
//! # });
//! ```
#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]

mod call;
mod control;
mod emit;
mod error;
mod flow;
mod generated;
mod ir;
mod kernel;
mod module;
mod origin;
mod rawtext;
mod reg;
mod space;
pub mod sreg;
mod ty;
mod value;

pub use call::{AnyReg, Arg, Args, ByValue, Coerce, CoerceArgs, KernelParam, KernelParams, Return};
pub use control::Carry;
pub use error::{Error, Errors, Site};
pub use ir::Align;
pub use kernel::{
    Approx, AsyncDst, AsyncElem, AsyncV4Elem, AtomOp, AtomicElem, B32, BulkGlobal, BulkRedOp,
    BulkSharedDst, BulkSharedSrc, Cmp, Coord, Coords, CpAsyncDst, CpAsyncSrc, CpSize, CtaRankSpace,
    CvtFrom, CvtPack, CvtPackRelu, CvtPackSatfinite, CvtaTo, FragElem, Fragment, HalfFromF32,
    Halves, Index, Indexable, Kernel, LdCache, M16N8K8, M16N8K16, M16N8K32, M64N, MAX_BULK_BYTES,
    MapaOrigin, MapaSpace, MatchElem, MatrixCount, MatrixElem, MatrixSpace, MbarScope,
    MbarrierAddr, MbarrierClusterAddr, MbarrierCtaAddr, MbarrierSpace, Mma, MulticastDst,
    NonCoherent, Ordered, PrmtMode, ProxySpace, PtrReg, RedAsyncElem, ReduxElem, ReduxF32Flags,
    ReduxF32Op, ReduxOp, SameElem, SameWidth, Scope, Sem, Shfl, StCache, Swizzle, TensorMap,
    TensorMapAddr, TensorMapPrefetch, TensorMapRef, TensorMapSpace, TensormapOrigin, TmaElem,
    TxBarrier, V2Elem, V4Elem, WgmmaA, WgmmaElem, WgmmaKind, WgmmaOperands, WgmmaOpts, WgmmaShape,
    WgmmaSpace, X1, X2, X4, lut3,
};
pub use module::{
    EntryRef, FuncRef, KernelInfo, KernelRef, KernelUnit, Module, Requirements, SourceMap,
};
pub use origin::{Covered, ModuleStamp};
pub use reg::{AddrOperand, Address, Label, Offset, Ptr, Ptr32, Reg, RegId, Src, Sreg, Var};
pub use space::{
    Access, Atomic, Cluster, Const, Covers, Cta, Entry, Generic, Global, Join, Local, Meet, Named,
    Origin, OriginIs, Param, Passable, ReadOnly, ReadWrite, ReadWriteAtomic, Shared, SharedScope,
    Space, Storable, Unknown, Window32,
};
pub use ty::{
    Arith, B128, Bf16, Bf16x2, Data, E4m3x2, E4m3x4, E5m2x2, E5m2x4, Elem, F16, F16x2, Float,
    FloatArith, Imm, ImmValue, Int, Int3264, Logic, MbarToken, Mbarrier, Num, Pred, RegClass, S8x4,
    Scalar, Signed, SignedArith, Tf32, Ty, U8x4, WgmmaDesc, Widening,
};
pub use typed_ptx_isa::{self as isa, FormId, Target, Version};
