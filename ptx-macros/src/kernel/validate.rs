//! Checks a mnemonic against the `ptx-isa` table and the forms the macro maps onto
//! builder methods: unknown mnemonics (with near matches), illegal modifiers (with the
//! legal ones), operand counts (with the form) and immediates out of range (at the
//! literal). Everything here runs at expansion time; the state-space rules are left to
//! the Rust type checker, through the builder's typed methods.
//!
//! [`resolve`] picks a fast-math form, a generated row of the table, or the function of
//! the instruction; those live in one submodule per instruction family (`arith`, `bits`,
//! `compare`, `convert`, `address`, `memory`, `atomic`, `control`, `barrier`,
//! `mbarrier`, `warp`, `cp_async`, `bulk`, `tensor_core`) and read the mnemonic through
//! [`Mn`].

use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;
use syn::Error;
pub(crate) use typed_ptx_isa::Space;
use typed_ptx_isa::spell::Vals;
use typed_ptx_isa::{FORMS, FormId, Mod, Operand as IsaOperand, Shape};

use crate::front::mnemonic;
use crate::front::ty::ty_among;
pub(crate) use crate::front::ty::{TyExt, space_named};

use super::parse::{Inst, Operand, Part};

mod address;
mod arith;
mod atomic;
mod barrier;
mod bits;
mod bulk;
mod compare;
mod control;
mod convert;
mod cp_async;
mod mbarrier;
mod memory;
pub(crate) mod table;
mod tensor_core;
mod warp;

/// A PTX scalar type as written in a mnemonic or declaration: the table's [`Mod`] of
/// one of [`TYPES`], the types the builder has a Rust type for.
pub(crate) type Ty = Mod;

/// The types `ptx_module!` takes, in the order its messages list them.
pub(crate) const TYPES: [Ty; 23] = [
    Mod::U8,
    Mod::S8,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B8,
    Mod::B16,
    Mod::B32,
    Mod::B64,
    Mod::B128,
    Mod::Pred,
    Mod::F16,
    Mod::Bf16,
    Mod::F16x2,
    Mod::Bf16x2,
    Mod::E4m3x2,
    Mod::E5m2x2,
    Mod::Tf32,
];

/// The names of [`TYPES`], for messages: `u8, s8, …`.
pub(crate) fn ty_names() -> String {
    TYPES.map(|t| t.name()).join(", ")
}

/// The type a part or declaration names, if `ptx_module!` takes it.
pub(crate) fn parse_ty(s: &str) -> Option<Ty> {
    ty_among(s, &TYPES)
}

/// How `ptx_module!` writes a type in the builder calls it expands to.
pub(crate) trait KernelTy: TyExt {
    /// The half-precision, packed and TF32 types, whose values are kept as bits
    /// (`F16(0x3C00)`) and whose immediates are written as their bits.
    fn is_half(self) -> bool;
    /// The builder's type name of a half-precision type (`F16`), for paths.
    fn half_name(self) -> &'static str;
    /// The Rust type the builder uses (`.bN` is read as `.uN`).
    fn rust(self, span: Span) -> TokenStream;
    /// The Rust type's name, for literal suffixes.
    fn rust_name(self) -> &'static str;
    /// The closed integer range of the type, for immediates.
    fn range(self) -> Option<(i128, i128)>;
}

impl KernelTy for Ty {
    fn is_half(self) -> bool {
        matches!(
            self,
            Mod::F16 | Mod::Bf16 | Mod::F16x2 | Mod::Bf16x2 | Mod::E4m3x2 | Mod::E5m2x2 | Mod::Tf32
        )
    }

    fn half_name(self) -> &'static str {
        match self {
            Mod::F16 => "F16",
            Mod::Bf16 => "Bf16",
            Mod::F16x2 => "F16x2",
            Mod::Bf16x2 => "Bf16x2",
            Mod::E4m3x2 => "E4m3x2",
            Mod::E5m2x2 => "E5m2x2",
            _ => "Tf32",
        }
    }

    fn rust(self, span: Span) -> TokenStream {
        match self {
            Mod::U8 | Mod::B8 => quote_spanned!(span=> u8),
            Mod::S8 => quote_spanned!(span=> i8),
            Mod::U16 | Mod::B16 => quote_spanned!(span=> u16),
            Mod::S16 => quote_spanned!(span=> i16),
            Mod::U32 | Mod::B32 => quote_spanned!(span=> u32),
            Mod::S32 => quote_spanned!(span=> i32),
            Mod::U64 | Mod::B64 => quote_spanned!(span=> u64),
            Mod::S64 => quote_spanned!(span=> i64),
            Mod::F32 => quote_spanned!(span=> f32),
            Mod::F64 => quote_spanned!(span=> f64),
            Mod::Pred => quote_spanned!(span=> ::typed_ptx::__private::Pred),
            Mod::B128 => quote_spanned!(span=> ::typed_ptx::__private::B128),
            h => {
                let n = proc_macro2::Ident::new(h.half_name(), span);
                quote_spanned!(span=> ::typed_ptx::__private::#n)
            }
        }
    }

    fn rust_name(self) -> &'static str {
        match self {
            Mod::U8 | Mod::B8 => "u8",
            Mod::S8 => "i8",
            Mod::U16 | Mod::B16 => "u16",
            Mod::S16 => "i16",
            Mod::U32 | Mod::B32 | Mod::Pred => "u32",
            Mod::S32 => "i32",
            Mod::U64 | Mod::B64 => "u64",
            Mod::S64 => "i64",
            Mod::F32 => "f32",
            Mod::F64 => "f64",
            // The integer type of the bits (a literal is wrapped: `F16(0x3C00u16)`).
            Mod::F16 | Mod::Bf16 | Mod::E4m3x2 | Mod::E5m2x2 => "u16",
            Mod::F16x2 | Mod::Bf16x2 | Mod::Tf32 => "u32",
            // No immediates: `lit` refuses them before a literal is written.
            _ => "u128",
        }
    }

    fn range(self) -> Option<(i128, i128)> {
        Some(match self {
            Mod::U8 | Mod::B8 => (0, u8::MAX as i128),
            Mod::S8 => (i8::MIN as i128, i8::MAX as i128),
            Mod::U16 | Mod::B16 => (0, u16::MAX as i128),
            Mod::S16 => (i16::MIN as i128, i16::MAX as i128),
            Mod::U32 | Mod::B32 => (0, u32::MAX as i128),
            Mod::S32 => (i32::MIN as i128, i32::MAX as i128),
            Mod::U64 | Mod::B64 => (0, u64::MAX as i128),
            Mod::S64 => (i64::MIN as i128, i64::MAX as i128),
            Mod::Pred => (0, 1),
            Mod::F16 | Mod::Bf16 | Mod::E4m3x2 | Mod::E5m2x2 => (0, u16::MAX as i128),
            Mod::F16x2 | Mod::Bf16x2 | Mod::Tf32 => (0, u32::MAX as i128),
            _ => return None,
        })
    }
}

/// The builder's marker type of a state space.
pub(crate) trait SpaceRust {
    fn rust(self, span: Span) -> TokenStream;
}

impl SpaceRust for Space {
    fn rust(self, span: Span) -> TokenStream {
        match self {
            Space::Generic => quote_spanned!(span=> ::typed_ptx::__private::Generic),
            Space::Global => quote_spanned!(span=> ::typed_ptx::__private::Global),
            Space::SharedCta => {
                quote_spanned!(span=> ::typed_ptx::__private::Shared<::typed_ptx::__private::Cta>)
            }
            Space::SharedCluster => {
                quote_spanned!(span=> ::typed_ptx::__private::Shared<::typed_ptx::__private::Cluster>)
            }
            Space::Local => quote_spanned!(span=> ::typed_ptx::__private::Local),
            Space::Const => quote_spanned!(span=> ::typed_ptx::__private::Const),
            Space::Param => {
                quote_spanned!(span=> ::typed_ptx::__private::Param<::typed_ptx::__private::Entry>)
            }
        }
    }
}

const SPACES: &str =
    ".global, .shared (.shared::cta), .shared::cluster, .local, .const, .param (.param::entry)";

/// What an instruction maps to.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    /// A generated method of a `Binary`/`Unary`/`Ternary` row.
    Regular {
        /// Its row (`Binary`/`Unary`/`Ternary`: the row names the builder method).
        form: FormId,
        ty: Ty,
        ty_span: Span,
    },
    /// `shl`/`shr`: the shift amount is a u32.
    Shift {
        method: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    /// `popc`/`clz`.
    Count {
        method: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    MulWide {
        ty: Ty,
        ty_span: Span,
    },
    /// A conversion to or from a half-precision, packed, FP8 or TF32 type: a row of the
    /// table, spelled exactly.
    CvtHalf {
        form: FormId,
    },
    /// `prmt.b32[.mode] a, b, c`: `mode` is a `PrmtMode` variant name.
    Prmt {
        mode: Option<&'static str>,
    },
    /// `bfe.T a, pos, len` (T ∈ u32 s32 u64 s64).
    Bfe {
        ty: Ty,
        ty_span: Span,
    },
    /// `bfi.bN a, b, pos, len`.
    Bfi {
        ty: Ty,
        ty_span: Span,
    },
    /// `lop3.b32 a, b, c, lut`.
    Lop3,
    Setp {
        cmp: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    Selp {
        ty: Ty,
        ty_span: Span,
    },
    Mov {
        ty: Ty,
        ty_span: Span,
    },
    Cvt {
        dst: Ty,
        src: Ty,
        dst_span: Span,
        src_span: Span,
    },
    Cvta {
        space: Space,
    },
    CvtaTo {
        space: Space,
    },
    Isspacep {
        space: Space,
        span: Span,
    },
    Ld {
        space: Space,
        cache: Option<&'static str>,
        vec: u8,
        ty: Option<(Ty, Span)>,
        nc: bool,
        /// `ld.relaxed.<scope>`/`ld.acquire.<scope>`: the builder method and the `Scope`.
        sem: Option<(&'static str, &'static str)>,
        /// The L1 eviction priority and the L2 prefetch size of a `.global` load
        /// (`ld.global.L1::evict_last.L2::256B.f32`; `Mod::None` where not written).
        hint: (Mod, Mod),
        /// `.L2::cache_hint`: the load's last operand is a cache policy.
        policy: bool,
    },
    St {
        space: Space,
        cache: Option<&'static str>,
        /// The L1 eviction priority of a `.global` store (`Mod::None` where not written).
        evict: Mod,
        /// `.L2::cache_hint`: the store's last operand is a cache policy.
        policy: bool,
        vec: u8,
        ty: Option<(Ty, Span)>,
        /// `st.relaxed.<scope>`/`st.release.<scope>`: the builder method and the `Scope`.
        sem: Option<(&'static str, &'static str)>,
    },
    Bra {
        uni: bool,
    },
    Call,
    Ret,
    Exit,
    BarSync,
    BarrierSync,
    BarWarpSync,
    ClusterArrive,
    ClusterWait,
    /// `shfl.sync.MODE.b32`: `mode` is a `Shfl` variant name.
    Shfl {
        mode: &'static str,
    },
    /// `vote.sync.MODE`: `method` is the builder method.
    Vote {
        method: &'static str,
    },
    Activemask,
    Membar {
        scope: &'static str,
    },
    CpAsync {
        cg: bool,
    },
    CommitGroup,
    WaitGroup,
    WaitAll,
    Mapa,
    Index,
    /// `setmaxnreg.{inc,dec}.sync.aligned.u32 n`.
    Setmaxnreg {
        inc: bool,
    },
    /// `let (lane, leader) = elect.sync mask;`.
    Elect,
    /// `bar.arrive id, count` (`barrier` for `barrier.arrive`).
    BarArrive {
        barrier: bool,
    },
    /// `redux.sync.op.T d, a, mask`: `op` is a `ReduxOp` variant name.
    Redux {
        op: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    /// `redux.sync.{min,max}{.abs}{.NaN}.f32`.
    ReduxF32 {
        max: bool,
        abs: bool,
        nan: bool,
    },
    /// `match.{any,all}.sync.bN`.
    Match {
        all: bool,
        ty: Ty,
        ty_span: Span,
    },
    /// `getctarank.shared::cluster{.u32,.u64}` or `getctarank.u64` (generic).
    Getctarank {
        generic: bool,
    },
    /// `st.async…{.v2,.v4}.T [a], v, [bar]`.
    StAsync {
        vec: u8,
        ty: Ty,
        ty_span: Span,
    },
    /// `red.async…op.T [a], v, [bar]`: `op` is an `AtomOp` variant name.
    RedAsync {
        op: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    /// `griddepcontrol.{launch_dependents,wait}`.
    Griddep {
        wait: bool,
    },
    /// `atom`/`red`: `op` is an `AtomOp` variant name, or `None` for `atom.cas`.
    Atomic {
        red: bool,
        space: Space,
        op: Option<&'static str>,
        ty: Ty,
        ty_span: Span,
        /// Memory-order qualifiers: the `Sem` variant and the `Scope` variant.
        sem: Option<(&'static str, &'static str)>,
    },
    /// A proxy fence: the builder call's method and argument (`fence_proxy_async_space`,
    /// `ProxySpace::Global`), `acquire` when it takes a tensor map's address and `128`.
    ProxyFence {
        method: &'static str,
        arg: Option<(&'static str, &'static str)>,
        acquire: bool,
    },
    /// An mbarrier instruction: the builder method, the operand layout, the space the
    /// mnemonic names, and the `MbarScope` of the forms with explicit semantics.
    Mbar {
        method: &'static str,
        shape: MbShape,
        space: Space,
        scope: Option<&'static str>,
    },
    /// `cp.async.mbarrier.arrive[.noinc].shared.b64 [bar]`.
    CpAsyncMbar {
        noinc: bool,
    },
    /// A bulk copy, reduction or prefetch (`cp.async.bulk…`, `cp.reduce.async.bulk…`):
    /// the builder method, its operand layout, the reduction (a `BulkRedOp` variant) and
    /// the element type the mnemonic names.
    Bulk {
        method: &'static str,
        shape: BulkShape,
        op: Option<&'static str>,
        ty: Option<(Ty, Span)>,
    },
    /// `cp.async.bulk.commit_group`.
    BulkCommit,
    /// `cp.async.bulk.wait_group[.read] n`.
    BulkWait {
        read: bool,
    },
    /// A TMA instruction (`cp.async.bulk.tensor.Nd…`, `cp.reduce.async.bulk.tensor.Nd…`,
    /// `cp.async.bulk.prefetch.tensor.Nd…`): the builder method, the operand layout, the
    /// rank `N` the mnemonic names and the reduction.
    Tma {
        method: &'static str,
        shape: TmaShape,
        rank: u8,
        rank_span: Span,
        op: Option<&'static str>,
    },
    /// `prefetch[.const|.param].tensormap [a]`: the space the mnemonic names (`None`:
    /// generic).
    PrefetchTensormap {
        space: Option<Space>,
    },
    /// `let t = cvt.rna.tf32.f32 a;`.
    CvtTf32,
    /// `let d = mma.sync.aligned.<shape>.row.col.<d>.<a>.<b>.<c> A, B, C;`: the builder's
    /// shape value, and each fragment's register type and length.
    Mma {
        shape: String,
        a: (&'static str, usize),
        b: (&'static str, usize),
        c: (&'static str, usize),
    },
    /// `let f = ldmatrix.sync.aligned.m8n8.<x1|x2|x4>[.trans].shared[::cta].b16 [a];`.
    Ldmatrix {
        count: &'static str,
        trans: bool,
    },
    /// `stmatrix.sync.aligned.m8n8.<x1|x2|x4>[.trans].shared[::cta].b16 [a], F;`.
    Stmatrix {
        count: &'static str,
        trans: bool,
    },
    /// `wgmma.fence.sync.aligned;`.
    WgmmaFence,
    /// `wgmma.commit_group.sync.aligned;`.
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned n;`.
    WgmmaWait,
    /// `wgmma.mma_async.sync.aligned.m64n<N>k<K>.<d>.<a>.<b> acc, a, b, scale-d, …;`: N,
    /// the accumulator's register type, A's and B's element kinds (their register types),
    /// and whether the transpose operands exist (f16, bf16).
    Wgmma {
        n: u32,
        d: &'static str,
        a: &'static str,
        b: &'static str,
        transpose: bool,
    },
    /// `let d = wgmma_desc.<swizzle> [smem], lbo, sbo;` (typed-ptx extension): a matrix
    /// descriptor; `swizzle` is the `Swizzle` variant.
    WgmmaDesc {
        swizzle: &'static str,
        /// The element type the matrix is read as (`.bf16` …), when the mnemonic names one.
        elem: Option<&'static str>,
    },
    /// `let d2 = wgmma_desc_advance d, bytes;` (typed-ptx extension).
    WgmmaDescAdvance,
    /// `let acc = frag_zero.<type> n;` (typed-ptx extension): `n` registers of the
    /// fragment register type, zeroed and made to be overwritten (a `wgmma` accumulator).
    FragZero {
        ty: &'static str,
    },
    /// A `Shape::Row` row (`bfind`, `bmsk`, `trap`, `barrier.cluster.arrive.release` …):
    /// everything from the row, whose generated builder method takes its slot values and
    /// operands (the expander passes each slot as the method takes it).
    Row {
        form: FormId,
        /// Its slot values, as the mnemonic spells them.
        vals: Vals,
        /// Where the type suffix is written (the last part).
        ty_span: Span,
    },
}

/// The operands of a bulk copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BulkShape {
    /// `[dst], [src], size, [bar]`.
    Bar,
    /// `[dst], [src], size, [bar], mask`.
    BarMask,
    /// `[dst], [src], size`.
    Group,
    /// `[src], size`.
    Prefetch,
}

/// The operands of a TMA instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TmaShape {
    /// `[dst], [map, {c…}], [bar]`.
    Load,
    /// `[dst], [map, {c…}], [bar], mask`.
    LoadMask,
    /// `[map, {c…}], [src]`.
    Store,
    /// `[map, {c…}]`.
    Prefetch,
}

/// The operands of an mbarrier instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MbShape {
    /// `[bar]`.
    Addr,
    /// `[bar], n` (an arrival or transaction count).
    AddrCount,
    /// `let t = … [bar];` (a state token).
    Token,
    /// `let t = … [bar], n;`.
    TokenCount,
    /// `_, [bar]` (a remote arrive: no token).
    Remote,
    /// `_, [bar], tx`.
    RemoteCount,
    /// `let p = … [bar], token;`.
    Wait,
    /// `let p = … [bar], parity;`.
    WaitParity,
    /// `let p = mbarrier.try_wait… [bar], token[, hint];`: with a time limit hint, the
    /// method of the `_hint` row.
    TryWait,
    /// `let p = mbarrier.try_wait.parity… [bar], parity[, hint];`.
    TryWaitParity,
    /// `mbarrier.wait.parity… [bar], parity;` (typed-ptx's `try_wait.parity` loop: no
    /// result).
    WaitLoop,
    /// `let n = mbarrier.pending_count.b64 token;`.
    Pending,
}

impl BulkShape {
    /// The source operands of the shape (counts and a usage line for errors).
    fn usage(self) -> (&'static [usize], &'static str) {
        match self {
            BulkShape::Bar => (
                &[4],
                "`cp.async.bulk.dst.src.mbarrier::complete_tx::bytes [dst], [src], size, [bar];`",
            ),
            BulkShape::BarMask => (
                &[5],
                "`cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [dst], [src], size, [bar], mask;`",
            ),
            BulkShape::Group => (
                &[3],
                "`cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size;`",
            ),
            BulkShape::Prefetch => (&[2], "`cp.async.bulk.prefetch.L2.global [src], size;`"),
        }
    }
}

impl TmaShape {
    /// The source operands of the shape (counts and a usage line for errors).
    fn usage(self) -> (&'static [usize], &'static str) {
        match self {
            TmaShape::Load => (
                &[3],
                "`cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes [dst], [map, {x, y}], [bar];`",
            ),
            TmaShape::LoadMask => (
                &[4],
                "`cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [dst], [map, {x, y}], [bar], mask;`",
            ),
            TmaShape::Store => (
                &[2],
                "`cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group [map, {x, y}], [src];`",
            ),
            TmaShape::Prefetch => (
                &[1],
                "`cp.async.bulk.prefetch.tensor.Nd.L2.global.tile [map, {x, y}];`",
            ),
        }
    }
}

impl MbShape {
    /// The source operands of the shape (counts and a usage line for errors).
    fn usage(self) -> (&'static [usize], &'static str) {
        match self {
            MbShape::Addr => (&[1], "`mbarrier.op.b64 [bar];`"),
            MbShape::AddrCount => (&[2], "`mbarrier.op.b64 [bar], n;`"),
            MbShape::Token => (
                &[1],
                "`let t = mbarrier.op.b64 [bar];` (t: the state token)",
            ),
            MbShape::TokenCount => (&[2], "`let t = mbarrier.op.b64 [bar], n;`"),
            MbShape::Remote => (
                &[2],
                "`mbarrier.op.release.cluster.shared::cluster.b64 _, [bar];` (no state token)",
            ),
            MbShape::RemoteCount => (
                &[3],
                "`mbarrier.op.release.cluster.shared::cluster.b64 _, [bar], tx;`",
            ),
            MbShape::Wait => (&[2], "`let p = mbarrier.op.b64 [bar], token;`"),
            MbShape::WaitParity => (&[2], "`let p = mbarrier.op.parity.b64 [bar], parity;`"),
            MbShape::TryWait => (
                &[2, 3],
                "`let p = mbarrier.try_wait.b64 [bar], token[, hint_ns];`",
            ),
            MbShape::TryWaitParity => (
                &[2, 3],
                "`let p = mbarrier.try_wait.parity.b64 [bar], parity[, hint_ns];`",
            ),
            MbShape::WaitLoop => (
                &[2],
                "`mbarrier.wait.parity.b64 [bar], parity;` (the wait loop: no result)",
            ),
            MbShape::Pending => (&[1], "`let n = mbarrier.pending_count.b64 token;`"),
        }
    }
}

impl Op {
    /// Whether the instruction defines a result (bound with `let`).
    pub fn has_result(&self) -> bool {
        if let Op::Row { form, .. } = self {
            return table::destinations(*form) > 0;
        }
        !matches!(
            self,
            Op::St { .. }
                | Op::Atomic { red: true, .. }
                | Op::Bra { .. }
                | Op::Ret
                | Op::Exit
                | Op::BarSync
                | Op::BarrierSync
                | Op::BarWarpSync
                | Op::ClusterArrive
                | Op::ClusterWait
                | Op::Membar { .. }
                | Op::CpAsync { .. }
                | Op::CommitGroup
                | Op::WaitGroup
                | Op::WaitAll
                | Op::Setmaxnreg { .. }
                | Op::BarArrive { .. }
                | Op::StAsync { .. }
                | Op::RedAsync { .. }
                | Op::Griddep { .. }
                | Op::ProxyFence { .. }
                | Op::CpAsyncMbar { .. }
                | Op::Bulk { .. }
                | Op::BulkCommit
                | Op::BulkWait { .. }
                | Op::Tma { .. }
                | Op::PrefetchTensormap { .. }
                | Op::Stmatrix { .. }
                | Op::WgmmaFence
                | Op::WgmmaCommit
                | Op::WgmmaWait
                | Op::Wgmma { .. }
                | Op::Mbar {
                    shape: MbShape::Addr
                        | MbShape::AddrCount
                        | MbShape::Remote
                        | MbShape::RemoteCount
                        | MbShape::WaitLoop,
                    ..
                }
        )
    }

    /// Whether the instruction defines two registers (`let (d, p) = …;`).
    pub fn has_pair(&self) -> bool {
        match self {
            Op::Row { form, .. } => table::destinations(*form) == 2,
            _ => matches!(self, Op::Elect | Op::Match { all: true, .. }),
        }
    }

    /// The source operands it takes (counts and a usage line for errors).
    pub fn usage(&self) -> (&'static [usize], &'static str) {
        match self {
            Op::Regular { form, .. } => match table::sources(*form) {
                1 => (&[1], "`let d = op.T a;`"),
                2 => (&[2], "`let d = op.T a, b;`"),
                _ => (&[3], "`let d = op.T a, b, c;`"),
            },
            Op::Shift { .. } => (&[2], "`let d = shl.bN a, b;` (b is a u32)"),
            Op::Count { .. } => (&[1], "`let d = op.T a;`"),
            Op::CvtHalf { form } => cvt_half_usage(*form),
            Op::Prmt { .. } => (&[3], "`let d = prmt.b32[.mode] a, b, sel;`"),
            Op::Bfe { .. } => (&[3], "`let d = bfe.T a, pos, len;`"),
            Op::Bfi { .. } => (&[4], "`let d = bfi.bN a, b, pos, len;` (a inserted into b)"),
            Op::Lop3 => (
                &[4],
                "`let d = lop3.b32 a, b, c, lut;` (lut an immediate 0..=255)",
            ),
            Op::MulWide { .. } => (&[2], "`let d = mul.wide.T a, b;`"),
            Op::Setp { .. } => (&[2], "`let p = setp.cmp.T a, b;`"),
            Op::Selp { .. } => (&[3], "`let d = selp.T a, b, p;`"),
            Op::Mov { .. } => (
                &[1, 2],
                "`let d = mov.T a;`, `mov.T d, a;` (overwrite d), `let p = mov.b32 {lo, hi};` (pack) or `mov.b32 {lo, hi}, p;` (unpack into new names)",
            ),
            Op::Cvt { .. } => (&[1], "`let d = cvt.D.S a;`"),
            Op::Cvta { .. } => (
                &[1],
                "`let g = cvta.space a;` (a: an address register, `var` or `var+imm`)",
            ),
            Op::CvtaTo { .. } => (&[1], "`let a = cvta.to.space g;`"),
            Op::Isspacep { .. } => (&[1], "`let p = isspacep.space g;`"),
            Op::Ld { policy: true, .. } => (
                &[2],
                "`let d = ld.global[.L1::…].L2::cache_hint[.L2::…].T [a], policy;`",
            ),
            Op::St { policy: true, .. } => {
                (&[3], "`st.global[.L1::…].L2::cache_hint.T [a], v, policy;`")
            }
            Op::Ld { .. } => (&[1], "`let d = ld.space.T [a];`"),
            Op::St { .. } => (&[2], "`st.space.T [a], v;`"),
            Op::Bra { .. } => (&[1], "`bra label;` (guard it: `@p bra label;`)"),
            Op::Call => (
                &[1, 2],
                "`call f;`, `call f, (a, b);` or `let r = call f, (a);`",
            ),
            Op::Ret
            | Op::Exit
            | Op::Membar { .. }
            | Op::ClusterArrive
            | Op::ClusterWait
            | Op::CommitGroup
            | Op::WaitAll => (&[0], "no operands"),
            Op::Activemask => (&[0], "`let m = activemask.b32;`"),
            Op::BarWarpSync => (&[1], "`bar.warp.sync mask;`"),
            Op::Shfl { .. } => (
                &[4],
                "`let d = shfl.sync.mode.b32 a, b, c, mask;` (mode: up down bfly idx; c packs the clamp and segment mask, 0x1f for a whole warp)",
            ),
            Op::Vote {
                method: "vote_ballot",
            } => (&[2], "`let m = vote.sync.ballot.b32 p, mask;`"),
            Op::Vote { .. } => (&[2], "`let q = vote.sync.mode.pred p, mask;`"),
            Op::BarSync => (&[1, 2], "`bar.sync id;` or `bar.sync id, count;`"),
            Op::BarrierSync => (&[1, 2], "`barrier.sync id;` or `barrier.sync id, count;`"),
            Op::WaitGroup => (&[1], "one immediate"),
            Op::CpAsync { cg: true } => (&[3], "`cp.async.cg.shared.global [dst], [src], 16;`"),
            Op::CpAsync { cg: false } => {
                (&[3], "`cp.async.ca.shared.global [dst], [src], 4|8|16;`")
            }
            Op::Atomic { red: true, .. } => (&[2], "`red.space.op.T [a], v;`"),
            Op::Atomic { op: None, .. } => (&[3], "`let old = atom.space.cas.bN [a], cmp, new;`"),
            Op::Atomic { .. } => (&[2], "`let old = atom.space.op.T [a], v;`"),
            Op::Mapa => (
                &[2],
                "`let d = mapa.shared::cluster a, rank;` or `let d = mapa a, rank;`",
            ),
            Op::Index => (
                &[2],
                "`let q = index p, i;` (p + i * sizeof(T), in p's space)",
            ),
            Op::Setmaxnreg { .. } => (
                &[1],
                "`setmaxnreg.inc.sync.aligned.u32 232;` (24..=256, a multiple of 8)",
            ),
            Op::Elect => (
                &[1],
                "`let (lane, leader) = elect.sync mask;` (the leader's lane index, and whether this lane leads)",
            ),
            Op::BarArrive { barrier: false } => (&[2], "`bar.arrive id, count;`"),
            Op::BarArrive { barrier: true } => (&[2], "`barrier.arrive id, count;`"),
            Op::Redux { .. } | Op::ReduxF32 { .. } => (&[2], "`let d = redux.sync.op.T a, mask;`"),
            Op::Match { all: false, .. } => (&[2], "`let m = match.any.sync.bN a, mask;`"),
            Op::Match { all: true, .. } => (&[2], "`let (m, p) = match.all.sync.bN a, mask;`"),
            Op::Getctarank { .. } => (
                &[1],
                "`let r = getctarank.shared::cluster a;` (a shared address or variable) or `let r = getctarank.u64 g;` (a generic address from shared memory)",
            ),
            Op::StAsync { .. } => (
                &[3],
                "`st.async.shared::cluster.mbarrier::complete_tx::bytes.T [a], v, [bar];` (`.v2`/`.v4` take `{x, y…}`)",
            ),
            Op::RedAsync { .. } => (
                &[3],
                "`red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.op.T [a], v, [bar];`",
            ),
            Op::Griddep { .. } => (&[0], "no operands"),
            Op::ProxyFence { acquire: true, .. } => (
                &[2],
                "`fence.proxy.tensormap::generic.acquire.<scope> [map], 128;` (map: a generic address of the tensor map)",
            ),
            Op::ProxyFence { .. } => (&[0], "no operands"),
            Op::CpAsyncMbar { .. } => (&[1], "`cp.async.mbarrier.arrive.shared.b64 [bar];`"),
            Op::BulkCommit => (&[0], "no operands"),
            Op::BulkWait { .. } => (&[1], "one immediate"),
            Op::Bulk { shape, .. } => shape.usage(),
            Op::Tma { shape, .. } => shape.usage(),
            Op::PrefetchTensormap { .. } => (&[1], "`prefetch[.const|.param].tensormap [map];`"),
            Op::CvtTf32 => (&[1], "`let t = cvt.rna.tf32.f32 a;`"),
            Op::Mma { .. } => (
                &[3],
                "`let d = mma.sync.aligned.shape.row.col.D.A.B.C {a0, a1, a2, a3}, {b0, b1}, c;` (fragments: `{..}` or an array bound by `let`)",
            ),
            Op::Ldmatrix { .. } => (
                &[1],
                "`let f = ldmatrix.sync.aligned.m8n8.x4.shared.b16 [row];`",
            ),
            Op::Stmatrix { .. } => (
                &[2],
                "`stmatrix.sync.aligned.m8n8.x4.shared.b16 [row], f;` (f: `{r0, r1, r2, r3}` or an array)",
            ),
            Op::WgmmaFence | Op::WgmmaCommit => (&[0], "no operands"),
            Op::WgmmaWait => (&[1], "`wgmma.wait_group.sync.aligned n;`"),
            Op::Wgmma { transpose, .. } => wgmma_usage(*transpose),
            Op::WgmmaDesc { .. } => (
                &[3],
                "`let d = wgmma_desc.b128[.bf16] [smem], lbo, sbo;` (swizzle: none b32 b64 b128; the element type, when given, is how the matrix is read; offsets in bytes)",
            ),
            Op::WgmmaDescAdvance => (&[2], "`let d2 = wgmma_desc_advance d, bytes;`"),
            Op::FragZero { .. } => (&[1], "`let acc = frag_zero.f32 64;` (n registers)"),
            Op::Mbar { shape, .. } => shape.usage(),
            // A row's operands are counted from the row (`check_count`).
            Op::Row { .. } => (&[], ""),
        }
    }
}

/// The source operands of a half-precision `cvt` row: two f32 sources for a pair, else one.
fn cvt_half_usage(form: FormId) -> (&'static [usize], &'static str) {
    if form.form().operands.len() == 3 {
        (
            &[2],
            "`let d = cvt.rn.PAIR.f32 hi, lo;` (the first source goes to the upper half)",
        )
    } else {
        (&[1], "`let d = cvt.….D.S a;`")
    }
}

/// The source operands of `wgmma.mma_async`: with `trans-a`/`trans-b` (K = 16), or without.
fn wgmma_usage(transpose: bool) -> (&'static [usize], &'static str) {
    if transpose {
        (
            &[7, 8],
            "`wgmma.mma_async.sync.aligned.m64nNk16.D.A.B acc, a-desc, b-desc, scale-d, ±1, ±1, trans-a, trans-b;` or, with A in registers, `acc, {a0, a1, a2, a3}, b-desc, scale-d, ±1, ±1, trans-b;`",
        )
    } else {
        (
            &[6],
            "`wgmma.mma_async.sync.aligned.m64nNkK.D.A.B acc, a, b-desc, scale-d, ±1, ±1;` (a: a descriptor or `{a0, a1, a2, a3}`)",
        )
    }
}

/// The typed-ptx instructions of the macro that are no PTX instruction: an address
/// computation and the `wgmma` helpers.
const EXTENSIONS: [&str; 4] = ["index", "wgmma_desc", "wgmma_desc_advance", "frag_zero"];

/// Every mnemonic stem the macro accepts, for near-match suggestions: the fixed heads of
/// the table's instruction templates (`ld.global`, `mul.wide`, `fma.rn`), and the
/// macro's own instructions.
pub(crate) fn stems() -> Vec<String> {
    let mut v: Vec<String> = FORMS
        .iter()
        .filter(|f| f.shape != Shape::Directive && !f.mnemonic.is_empty())
        .map(|f| f.mnemonic.to_string())
        .chain(EXTENSIONS.map(str::to_string))
        .collect();
    v.sort();
    v.dedup();
    v
}

fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let c = if a[i - 1] == b[j - 1] { 0 } else { 1 };
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + c);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// An unknown mnemonic: the macro's own instructions and the table's forms nearest it,
/// when any is close (its first word or the whole within two edits of a stem).
fn unknown(parts: &[Part]) -> Error {
    let written = mnemonic::text(parts);
    let head = &parts[0].text;
    let all = stems();
    let close = |s: &str| {
        let first = s.split('.').next().unwrap_or(s);
        distance(head, first).min(distance(&written, s)) <= 2
    };
    let hint = if all.iter().any(|s| close(s)) {
        let mut near: Vec<String> = EXTENSIONS
            .iter()
            .filter(|e| close(e))
            .map(|e| format!("`{e}`"))
            .collect();
        if all
            .iter()
            .any(|s| close(s) && !EXTENSIONS.contains(&s.as_str()))
        {
            let forms = mnemonic::nearest(parts, |id| id.form().shape != Shape::Directive);
            near.push(mnemonic::templates(&forms));
        }
        format!("did you mean {}?", near.join(", "))
    } else {
        format!("supported mnemonics: {}", all.join(", "))
    };
    Error::new(
        parts[0].span,
        format!("unknown PTX instruction `{written}`: {hint}"),
    )
}

fn bad(part: &Part, what: &str, legal: &str) -> Error {
    Error::new(
        part.span,
        format!("`.{}` is not a legal {what}; legal: {legal}", part.text),
    )
}

fn need_ty(parts: &[Part], i: usize, mn: &str, legal: &str) -> syn::Result<(Ty, Span)> {
    match parts.get(i) {
        None => Err(Error::new(
            parts[parts.len() - 1].span,
            format!("`{mn}` needs its type suffix: one of {legal}"),
        )),
        Some(p) => match parse_ty(&p.text) {
            Some(t) => Ok((t, p.span)),
            None => Err(bad(p, &format!("type of `{mn}`"), legal)),
        },
    }
}

fn no_more(parts: &[Part], i: usize, mn: &str) -> syn::Result<()> {
    match parts.get(i) {
        None => Ok(()),
        Some(p) => Err(Error::new(
            p.span,
            format!("unexpected modifier `.{}` after `{mn}`", p.text),
        )),
    }
}

/// A memory-order qualifier and its scope at `parts[i]`, `parts[i + 1]`
/// (`.acquire.gpu`): `(the semantics' name as `sems` maps it, the `Scope` variant)`, or
/// `None` when `parts[i]` is not one of `sems`.
fn sem_scope(
    parts: &[Part],
    i: usize,
    head: &str,
    sems: &[(&str, &'static str)],
) -> syn::Result<Option<(&'static str, &'static str)>> {
    let Some(p) = parts.get(i) else {
        return Ok(None);
    };
    let all = ["relaxed", "acquire", "release", "acq_rel"];
    let Some(&(_, v)) = sems.iter().find(|(n, _)| *n == p.text) else {
        if all.contains(&p.text.as_str()) {
            let legal: Vec<String> = sems.iter().map(|(n, _)| format!(".{n}")).collect();
            return Err(bad(
                p,
                &format!("memory-order qualifier of `{head}`"),
                &legal.join(" "),
            ));
        }
        return Ok(None);
    };
    let legal = ".cta .cluster .gpu .sys";
    let Some(q) = parts.get(i + 1) else {
        return Err(Error::new(
            p.span,
            format!("`.{}` needs a scope: {legal}", p.text),
        ));
    };
    let scope = match q.text.as_str() {
        "cta" => "Cta",
        "cluster" => "Cluster",
        "gpu" => "Gpu",
        "sys" => "Sys",
        _ => return Err(bad(q, &format!("scope of `{head}.{}`", p.text), legal)),
    };
    Ok(Some((v, scope)))
}

/// A mnemonic being resolved, as the function of its instruction reads it.
struct Mn<'a> {
    /// Its parts (`ld`, `shared`, `u32`), with their spans.
    parts: &'a [Part],
    /// The parts' texts.
    t: Vec<&'a str>,
    /// The first part.
    head: &'a str,
    /// The whole spelling (`ld.shared.u32`).
    mn: String,
}

/// Whether the instruction has a function of its own rather than a generated row of the
/// table (`mul.wide` and the float `mul` share the stem `mul` with the integer rows).
fn hand_written(t: &[&str]) -> bool {
    let head = t[0];
    // `mul.wide` and the float `mul` share the stem `mul` with the integer rows.
    matches!(
        head,
        "shl"
            | "shr"
            | "popc"
            | "clz"
            | "setp"
            | "selp"
            | "mov"
            | "cvt"
            | "cvta"
            | "isspacep"
            | "ld"
            | "st"
            | "bra"
            | "call"
            | "ret"
            | "exit"
            | "bar"
            | "barrier"
            | "membar"
            | "fence"
            | "cp"
            | "mapa"
            | "atom"
            | "red"
            | "index"
            | "shfl"
            | "vote"
            | "activemask"
            | "setmaxnreg"
            | "elect"
            | "redux"
            | "match"
            | "getctarank"
            | "griddepcontrol"
            | "ex2"
            | "lg2"
            | "sin"
            | "cos"
            | "mbarrier"
            | "prefetch"
            | "mma"
            | "ldmatrix"
            | "stmatrix"
            | "wgmma"
            | "wgmma_desc"
            | "wgmma_desc_advance"
            | "frag_zero"
            | "tanh"
            | "prmt"
            | "bfe"
            | "bfi"
            | "lop3"
    ) || (head == "mul" && t.get(1) == Some(&"wide"))
}

/// Resolves a mnemonic: through the table for the forms whose instruction follows from
/// their row ([`table`]: the generated rows, the fast-math and `.approx` forms), else by
/// the function of its instruction (grouped by family in the submodules).
pub(crate) fn resolve(parts: &[Part]) -> syn::Result<Op> {
    if let Some(op) = table::resolve(parts) {
        return Ok(op);
    }
    by_family(parts)
}

/// Resolves a mnemonic by the function of its family: the spellings the table does not
/// resolve to an instruction of its own, and every error.
fn by_family(parts: &[Part]) -> syn::Result<Op> {
    let t: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
    let joined = t.join(".");
    if !hand_written(&t) {
        return arith::table_row(parts, &t);
    }
    let m = Mn {
        parts,
        head: t[0],
        mn: joined,
        t,
    };
    let head = m.head;
    match head {
        // Arithmetic, comparison, logic and conversions.
        "mul" => arith::mul_wide(&m),
        "ex2" | "tanh" if !(head == "ex2" && parts.len() == 3 && parts[2].text == "f32") => {
            arith::approx_typed(&m)
        }
        "ex2" | "lg2" | "sin" | "cos" => arith::approx_f32(&m),
        "setp" => compare::setp(&m),
        "selp" | "mov" => compare::selp_mov(&m),
        "shl" | "shr" => bits::shift(&m),
        "popc" | "clz" => bits::count(&m),
        "prmt" => bits::prmt(&m),
        "bfe" | "bfi" => bits::bit_field(&m),
        "lop3" => bits::lop3(&m),
        "cvt" if m.t.get(1) == Some(&"rna") => convert::cvt_rna(&m),
        "cvt" => convert::cvt(&m),
        // Addresses and their spaces.
        "cvta" => address::cvta(&m),
        "isspacep" => address::isspacep(&m),
        "mapa" => address::mapa(&m),
        "getctarank" => address::getctarank(&m),
        "index" => address::index(&m),
        // Memory (the asynchronous stores before `ld`/`st` and `atom`/`red`).
        "st" | "red" if m.t.get(1) == Some(&"async") => bulk::async_store(&m),
        "ld" | "st" => memory::ld_st(&m),
        "atom" | "red" => atomic::atom_red(&m),
        // Control flow and the kernel's resources.
        "bra" => control::bra(&m),
        "call" => control::call(&m),
        "ret" | "exit" => control::ret_exit(&m),
        "setmaxnreg" => control::setmaxnreg(&m),
        "griddepcontrol" => control::griddepcontrol(&m),
        // Barriers and fences.
        "bar" | "barrier" => barrier::bar(&m),
        "membar" => barrier::membar(&m),
        "fence" => barrier::fence(&m),
        "mbarrier" => mbarrier::mbarrier(&m),
        // Warp-level instructions.
        "elect" => warp::elect(&m),
        "redux" => warp::redux(&m),
        "match" => warp::match_sync(&m),
        "shfl" => warp::shfl(&m),
        "vote" => warp::vote(&m),
        "activemask" => warp::activemask(&m),
        // Asynchronous copies: the bulk and tensor forms before `cp.async`.
        "cp" if parts.get(1).is_some_and(|p| p.text == "reduce")
            || parts.get(2).is_some_and(|p| p.text == "bulk") =>
        {
            bulk::bulk(&m)
        }
        "prefetch" => bulk::prefetch_tensormap(&m),
        "cp" => cp_async::cp_async(&m),
        // Tensor cores.
        "mma" => tensor_core::mma(&m),
        "ldmatrix" | "stmatrix" => tensor_core::ldmatrix_stmatrix(&m),
        "wgmma" => tensor_core::wgmma(&m),
        "wgmma_desc" => tensor_core::wgmma_desc(&m),
        "wgmma_desc_advance" => tensor_core::wgmma_desc_advance(&m),
        "frag_zero" => tensor_core::frag_zero(&m),
        _ => Err(unknown(parts)),
    }
}

/// Checks the number of operands against the form.
pub(crate) fn check_count(op: &Op, inst: &Inst) -> syn::Result<()> {
    let row;
    let (counts, usage) = match op {
        Op::Row { form, .. } => {
            row = table::row_usage(*form);
            (&row.0[..], row.1.as_str())
        }
        _ => op.usage(),
    };
    let n = inst.operands.len();
    if counts.contains(&n) {
        return Ok(());
    }
    let span = if n > counts[counts.len() - 1] {
        inst.operands[counts[counts.len() - 1]].span()
    } else {
        inst.end
    };
    let want = counts
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    Err(Error::new(
        span,
        format!(
            "`{}` takes {want} operand{} here, found {n}: {usage}",
            inst.mnemonic(),
            if want == "1" { "" } else { "s" }
        ),
    ))
}

/// Reads an integer literal operand, checking it against `[lo, hi]`.
pub(crate) fn imm_in(o: &Operand, lo: i128, hi: i128, what: &str) -> syn::Result<Option<i128>> {
    match o {
        Operand::Lit {
            neg,
            lit: syn::Lit::Int(l),
        } => {
            let v: i128 = l.base10_parse()?;
            let v = if neg.is_some() { -v } else { v };
            if v < lo || v > hi {
                return Err(Error::new(
                    o.span(),
                    format!("{what} is {lo}..={hi}; {v} is out of range"),
                ));
            }
            Ok(Some(v))
        }
        // A constant by name (`const N: u32 = …;`, a Rust constant or local), or an
        // expression: Rust checks its type.
        Operand::Expr(..) | Operand::Name(_) => Ok(None),
        _ => Err(Error::new(
            o.span(),
            format!("{what} is an immediate ({lo}..={hi}), a constant or a `{{rust expr}}`"),
        )),
    }
}

/// The table's immediate range of operand `i` of `form`.
pub(crate) fn table_imm(form: FormId, i: usize) -> (i128, i128) {
    match form.form().operands.get(i) {
        Some(IsaOperand::Imm(lo, hi)) => (*lo as i128, *hi as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    }
}
