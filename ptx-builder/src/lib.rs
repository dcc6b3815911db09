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
mod launch;
mod module;
mod origin;
pub mod ptxas;
mod rawtext;
mod reg;
pub mod sim;
pub mod slots;
mod space;
pub mod sreg;
pub mod tile;
pub mod tma;
mod ty;
mod value;

pub use call::AnyReg;
pub use control::Carry;
pub use error::{Error, Errors, Region, Site};
pub use ir::Align;
pub use kernel::{Kernel, MAX_BULK_BYTES, TensorMap, Tmem, lut3};
pub use launch::Launch;
pub use module::{EntryRef, FuncRef, KernelRef, Module};
pub use reg::{AddrOperand, Label, Offset, Ptr, Ptr32, Reg, Src, Sreg, Var};
pub use space::{
    Cluster, Const, Cta, Entry, Generic, Global, Local, Param, ReadOnly, ReadWrite,
    ReadWriteAtomic, Shared, Unknown,
};
pub use typed_ptx_isa::{self as isa, FormId, Target, Version};
// The chapters' names, also at the root (hidden there) so that `use typed_ptx::*`
// and existing paths keep working; the documentation shows them in their chapters.
#[doc(hidden)]
pub use call::{Arg, Args, ByValue, Coerce, CoerceArgs, KernelParam, KernelParams, Return};
#[doc(hidden)]
pub use kernel::Multimem;
#[doc(hidden)]
pub use kernel::{
    Approx, AsyncDst, AsyncElem, AsyncV4Elem, AtomicElem, B32, BlockScaledElem, BlockScaledPair,
    BulkGlobal, BulkSharedDst, BulkSharedSrc, CacheHinted, CommitBarrier, Coord, Coords,
    CpAsyncDst, CpAsyncSrc, CtaGroup, CtaRankSpace, CvtFrom, CvtHalf, CvtPack, CvtPackRelu,
    CvtPackSatfinite, CvtRnFrom, CvtRziFrom, CvtWidthFrom, CvtaTo, FragElem, Fragment, HalfFromF32,
    Halves, Index, Indexable, MapaOrigin, MapaSpace, MatchElem, MatrixCount, MatrixElem,
    MatrixSpace, MbarrierAddr, MbarrierClusterAddr, MbarrierCtaAddr, MbarrierSpace, Mma,
    MulticastDst, MultimemAddress, MultimemElem, MultimemV8Elem, MultimemVecElem, NonCoherent,
    Ordered, PtrReg, RedAsyncElem, ReduxElem, SameElem, SameWidth, ScaleElem, TensorBase,
    TensorMapAddr, TensorMapEdit, TensorMapPrefetch, TensorMapRef, TensorMapSpace,
    TensormapGeneric, TensormapOrigin, TmaElem, TmemCols, TmemElem, TxBarrier, UmmaAcc,
    UmmaDescElem, UmmaElem, UmmaPair, V2Elem, V4Elem, WgmmaA, WgmmaElem, WgmmaKind, WgmmaOperands,
    WgmmaShape, WgmmaSpace, Zeros,
};
#[doc(hidden)]
pub use kernel::{
    AtomOp, BulkRedOp, Cmp, CpSize, L1Evict, L2Prefetch, LdCache, MbarScope, MultimemLdSem,
    MultimemRedSem, MultimemStSem, PrmtMode, ProxySpace, ReduxF32Flags, ReduxF32Op, ReduxOp, Scope,
    Sem, Shfl, StCache, Swizzle, Tcgen05Group, WgmmaOpts,
};
#[doc(hidden)]
pub use kernel::{Cols, Cta1, Cta2, TmemRef};
#[doc(hidden)]
pub use kernel::{M16N8K8, M16N8K16, M16N8K32, M64N, TmemShape, UmmaShape, X1, X2, X4};
#[doc(hidden)]
pub use module::{KernelInfo, KernelUnit, Requirements, SourceMap};
#[doc(hidden)]
pub use origin::{Covered, ModuleStamp};
#[doc(hidden)]
pub use reg::Address;
#[doc(hidden)]
pub use reg::RegId;
#[doc(hidden)]
pub use space::{
    Access, Atomic, Covers, Join, Meet, Named, Origin, OriginIs, Passable, SharedScope, Space,
    Storable, Window32,
};
#[doc(hidden)]
pub use ty::{
    Arith, Data, Elem, Float, FloatArith, ImmValue, Int, Int3264, Logic, Num, Scalar, Signed,
    SignedArith, Widening,
};
#[doc(hidden)]
pub use ty::{
    B128, Bf16, Bf16x2, CachePolicy, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, Imm, MbarToken,
    Mbarrier, Pred, RegClass, S8x4, Tf32, Ty, U8x4, UmmaDesc, WgmmaDesc,
};

/// The traits that appear only in `where` clauses: what an element type, an address, a
/// state space or a shape must be for an instruction to take it. Name them to write
/// generic helpers over the builder (`fn sum<T: bounds::Num>(k: &mut Kernel, …)`).
pub mod bounds {
    pub use crate::call::{
        Arg, Args, ByValue, Coerce, CoerceArgs, KernelParam, KernelParams, Return,
    };
    pub use crate::kernel::{
        Approx, AsyncDst, AsyncElem, AsyncV4Elem, AtomicElem, B32, BlockScaledElem,
        BlockScaledPair, BulkGlobal, BulkSharedDst, BulkSharedSrc, CacheHinted, CommitBarrier,
        Coord, Coords, CpAsyncDst, CpAsyncSrc, CtaGroup, CtaRankSpace, CvtFrom, CvtHalf, CvtPack,
        CvtPackRelu, CvtPackSatfinite, CvtRnFrom, CvtRziFrom, CvtWidthFrom, CvtaTo, FragElem,
        Fragment, HalfFromF32, Halves, Index, Indexable, MapaOrigin, MapaSpace, MatchElem,
        MatrixCount, MatrixElem, MatrixSpace, MbarrierAddr, MbarrierClusterAddr, MbarrierCtaAddr,
        MbarrierSpace, Mma, MulticastDst, MultimemAddress, MultimemElem, MultimemV8Elem,
        MultimemVecElem, NonCoherent, Ordered, PtrReg, RedAsyncElem, ReduxElem, SameElem,
        SameWidth, ScaleElem, TensorBase, TensorMapAddr, TensorMapEdit, TensorMapPrefetch,
        TensorMapRef, TensorMapSpace, TensormapGeneric, TensormapOrigin, TmaElem, TmemCols,
        TmemElem, TxBarrier, UmmaAcc, UmmaDescElem, UmmaElem, UmmaPair, V2Elem, V4Elem, WgmmaA,
        WgmmaElem, WgmmaKind, WgmmaOperands, WgmmaShape, WgmmaSpace, WgmmaTileA, WgmmaTileB, Zeros,
    };
    pub use crate::reg::Address;
    pub use crate::space::{
        Access, Atomic, Covers, Join, Meet, Named, Origin, OriginIs, Passable, SharedScope, Space,
        Storable, Window32,
    };
    pub use crate::tile::{SwizzleMode, TileLayout};
    pub use crate::ty::{
        Arith, Data, Elem, Float, FloatArith, ImmValue, Int, Int3264, Logic, Num, Scalar, Signed,
        SignedArith, Widening,
    };
}

/// The option values instruction methods take: comparisons, atomic operations, cache
/// operators, scopes and orderings, shuffle and reduction modes, swizzles; and the slot
/// values of the methods generated from `Shape::Row` rows ([`slots`]).
pub mod options {
    pub use crate::kernel::{
        AtomOp, BulkRedOp, Cmp, CpSize, L1Evict, L2Prefetch, LdCache, MbarScope, MultimemLdSem,
        MultimemRedSem, MultimemStSem, PrmtMode, ProxySpace, ReduxF32Flags, ReduxF32Op, ReduxOp,
        Scope, Sem, Shfl, StCache, Swizzle, Tcgen05Group, WgmmaOpts,
    };
    // Empty while no `Shape::Row` row has a slot of modifiers.
    #[allow(unused_imports)]
    pub use crate::slots::*;
}

/// The element types of registers and memory beyond Rust's own (`u32`, `f32` …): the
/// half-precision, packed, FP8, TF32 and 128-bit types, predicates, and the opaque values
/// only their instructions make (mbarrier objects and tokens, `wgmma` descriptors); and the
/// type descriptions a module reports (`Ty`, `RegClass`, `Imm`).
pub mod types {
    pub use crate::ty::{
        B128, Bf16, Bf16x2, CachePolicy, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, Imm,
        MbarToken, Mbarrier, Pred, RegClass, S8x4, Tf32, Ty, U8x4, UmmaDesc, WgmmaDesc,
    };
}

/// Tensor-core shapes: the `mma.sync` shapes, `wgmma`'s `M64N<N>`, the matrix counts
/// of `ldmatrix`/`stmatrix`, and `tcgen05`'s tensor-memory access and MMA shapes.
pub mod shapes {
    pub use crate::kernel::{M16N8K8, M16N8K16, M16N8K32, M64N, TmemShape, UmmaShape, X1, X2, X4};
}

/// Blackwell's tensor memory (`tcgen05`, sm_100a): the allocation handle [`Tmem`], its
/// column counts ([`Cols`]), CTA groups and addresses ([`TmemRef`]), and the shapes of
/// its loads, stores and MMAs.
pub mod tensor_memory {
    pub use crate::kernel::{
        BlockScaleOpts, BlockScales, BlockScaling, CollectorA, E2m1, E2m1x2, E2m3, E3m2, SparseA,
        SparseMeta, Ue4m3, Ue8m0,
    };
    pub use crate::kernel::{
        Collector, CollectorBuf, Cols, Cta1, Cta2, Tcgen05Group, Tmem, TmemCpFormat, TmemCpShape,
        TmemRedElem, TmemRedOp, TmemRef, TmemShape, UmmaOpts, UmmaShape, UmmaWs,
    };
}

/// Multimem: one access to every GPU's copy of a multicast object (sm_90). Its address,
/// [`Multimem`], is a kernel parameter of its own type
/// ([`Kernel::param_multimem`]) that only the `multimem_*` methods take.
pub mod multimem {
    pub use crate::kernel::{Multimem, MultimemLdSem, MultimemRedSem, MultimemStSem};
}

/// What a built module tells about itself: its requirements, kernels, source map and the
/// stamp a runtime keeps to resolve its handles.
pub mod info {
    pub use crate::module::{KernelInfo, KernelUnit, Requirements, SourceMap};
    pub use crate::origin::{Covered, ModuleStamp};
    pub use crate::reg::RegId;
}

#[cfg(test)]
mod tests {
    /// The crate root reads as a table of contents: the nouns every program uses (the
    /// module, the kernel, registers, pointers, spaces, errors) and the chapters; the
    /// rest lives in `bounds`, `options`, `types`, `shapes` and `info` (hidden at the root).
    #[test]
    fn the_root_shows_about_thirty_nouns() {
        let src = include_str!("lib.rs");
        let mut visible = Vec::new();
        let mut hidden = false;
        let mut stmt = String::new();
        for line in src.lines() {
            if line.starts_with("#[doc(hidden)]") {
                hidden = true;
                continue;
            }
            if line.starts_with("pub use ") || !stmt.is_empty() {
                stmt.push_str(line);
                if line.ends_with(';') {
                    let names = stmt
                        .split_once('{')
                        .map_or_else(|| stmt.rsplit("::").next().unwrap_or(""), |(_, r)| r);
                    if !hidden {
                        visible.extend(
                            names
                                .split([',', '}', ';', ' '])
                                .filter(|n| !n.is_empty() && *n != "self" && *n != "as")
                                .map(str::to_string),
                        );
                    }
                    stmt.clear();
                    hidden = false;
                }
            } else if !line.starts_with("//") {
                hidden = false;
            }
        }
        assert!(
            (25..=45).contains(&visible.len()),
            "{} names at the root: {visible:?}",
            visible.len()
        );
        assert!(visible.iter().any(|n| n == "Module") && visible.iter().any(|n| n == "Kernel"));
        assert!(
            !visible
                .iter()
                .any(|n| n == "Num" || n == "Scalar" || n == "Cmp")
        );
    }
}
