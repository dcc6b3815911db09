//! Checks a mnemonic against the `ptx-isa` table and the forms the macro maps onto
//! builder methods: unknown mnemonics (with near matches), illegal modifiers (with the
//! legal ones), operand counts (with the form) and immediates out of range (at the
//! literal). Everything here runs at expansion time; the state-space rules are left to
//! the Rust type checker, through the builder's typed methods.

use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;
use syn::Error;
use typed_ptx_isa::{FORMS, FormId, Operand as IsaOperand, Shape, Types};

use super::parse::{Inst, Operand, Part};

/// A PTX scalar type as written in a mnemonic or declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    F32,
    F64,
    B8,
    B16,
    B32,
    B64,
    Pred,
    F16,
    Bf16,
    F16x2,
    Bf16x2,
    E4m3x2,
    E5m2x2,
    Tf32,
    /// `.b128`: the builder's `B128` (loads, stores, moves, 128-bit atomics).
    B128,
}

pub(crate) const TY_NAMES: &str = "u8, s8, u16, s16, u32, s32, u64, s64, f32, f64, b8, b16, b32, b64, b128, pred, f16, bf16, f16x2, bf16x2, e4m3x2, e5m2x2, tf32";

impl Ty {
    pub fn parse(s: &str) -> Option<Ty> {
        Some(match s {
            "u8" => Ty::U8,
            "s8" => Ty::S8,
            "u16" => Ty::U16,
            "s16" => Ty::S16,
            "u32" => Ty::U32,
            "s32" => Ty::S32,
            "u64" => Ty::U64,
            "s64" => Ty::S64,
            "f32" => Ty::F32,
            "f64" => Ty::F64,
            "b8" => Ty::B8,
            "b16" => Ty::B16,
            "b32" => Ty::B32,
            "b64" => Ty::B64,
            "pred" => Ty::Pred,
            "f16" => Ty::F16,
            "bf16" => Ty::Bf16,
            "f16x2" => Ty::F16x2,
            "bf16x2" => Ty::Bf16x2,
            "e4m3x2" => Ty::E4m3x2,
            "e5m2x2" => Ty::E5m2x2,
            "tf32" => Ty::Tf32,
            "b128" => Ty::B128,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Ty::U8 => "u8",
            Ty::S8 => "s8",
            Ty::U16 => "u16",
            Ty::S16 => "s16",
            Ty::U32 => "u32",
            Ty::S32 => "s32",
            Ty::U64 => "u64",
            Ty::S64 => "s64",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::B8 => "b8",
            Ty::B16 => "b16",
            Ty::B32 => "b32",
            Ty::B64 => "b64",
            Ty::Pred => "pred",
            Ty::F16 => "f16",
            Ty::Bf16 => "bf16",
            Ty::F16x2 => "f16x2",
            Ty::Bf16x2 => "bf16x2",
            Ty::E4m3x2 => "e4m3x2",
            Ty::E5m2x2 => "e5m2x2",
            Ty::Tf32 => "tf32",
            Ty::B128 => "b128",
        }
    }

    /// The half-precision, packed and TF32 types, whose values are kept as bits
    /// (`F16(0x3C00)`) and whose immediates are written as their bits.
    pub fn is_half(self) -> bool {
        matches!(
            self,
            Ty::F16 | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2 | Ty::E4m3x2 | Ty::E5m2x2 | Ty::Tf32
        )
    }

    /// The builder's type name of a half-precision type (`F16`), for paths.
    pub fn half_name(self) -> &'static str {
        match self {
            Ty::F16 => "F16",
            Ty::Bf16 => "Bf16",
            Ty::F16x2 => "F16x2",
            Ty::Bf16x2 => "Bf16x2",
            Ty::E4m3x2 => "E4m3x2",
            Ty::E5m2x2 => "E5m2x2",
            _ => "Tf32",
        }
    }

    /// The Rust type the builder uses (`.bN` is read as `.uN`).
    pub fn rust(self, span: Span) -> TokenStream {
        match self {
            Ty::U8 | Ty::B8 => quote_spanned!(span=> u8),
            Ty::S8 => quote_spanned!(span=> i8),
            Ty::U16 | Ty::B16 => quote_spanned!(span=> u16),
            Ty::S16 => quote_spanned!(span=> i16),
            Ty::U32 | Ty::B32 => quote_spanned!(span=> u32),
            Ty::S32 => quote_spanned!(span=> i32),
            Ty::U64 | Ty::B64 => quote_spanned!(span=> u64),
            Ty::S64 => quote_spanned!(span=> i64),
            Ty::F32 => quote_spanned!(span=> f32),
            Ty::F64 => quote_spanned!(span=> f64),
            Ty::Pred => quote_spanned!(span=> ::typed_ptx::__private::Pred),
            Ty::B128 => quote_spanned!(span=> ::typed_ptx::__private::B128),
            h => {
                let n = proc_macro2::Ident::new(h.half_name(), span);
                quote_spanned!(span=> ::typed_ptx::__private::#n)
            }
        }
    }

    /// The Rust type's name, for literal suffixes.
    pub fn rust_name(self) -> &'static str {
        match self {
            Ty::U8 | Ty::B8 => "u8",
            Ty::S8 => "i8",
            Ty::U16 | Ty::B16 => "u16",
            Ty::S16 => "i16",
            Ty::U32 | Ty::B32 | Ty::Pred => "u32",
            Ty::S32 => "i32",
            Ty::U64 | Ty::B64 => "u64",
            Ty::S64 => "i64",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            // The integer type of the bits (a literal is wrapped: `F16(0x3C00u16)`).
            Ty::F16 | Ty::Bf16 | Ty::E4m3x2 | Ty::E5m2x2 => "u16",
            Ty::F16x2 | Ty::Bf16x2 | Ty::Tf32 => "u32",
            // No immediates: `lit` refuses them before a literal is written.
            Ty::B128 => "u128",
        }
    }

    pub fn is_bits(self) -> bool {
        matches!(self, Ty::B8 | Ty::B16 | Ty::B32 | Ty::B64)
    }

    pub fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }

    pub fn size(self) -> u64 {
        match self {
            Ty::Pred => 0,
            Ty::U8 | Ty::S8 | Ty::B8 => 1,
            Ty::U16 | Ty::S16 | Ty::B16 | Ty::F16 | Ty::Bf16 | Ty::E4m3x2 | Ty::E5m2x2 => 2,
            Ty::U32 | Ty::S32 | Ty::B32 | Ty::F32 | Ty::F16x2 | Ty::Bf16x2 | Ty::Tf32 => 4,
            Ty::U64 | Ty::S64 | Ty::B64 | Ty::F64 => 8,
            Ty::B128 => 16,
        }
    }

    /// The table's type bit (`.bN` counts as `.uN`).
    pub fn bit(self) -> Types {
        match self {
            Ty::Pred => Types::PRED,
            Ty::U16 | Ty::B16 => Types::U16,
            Ty::S16 => Types::S16,
            Ty::U32 | Ty::B32 => Types::U32,
            Ty::S32 => Types::S32,
            Ty::U64 | Ty::B64 => Types::U64,
            Ty::S64 => Types::S64,
            Ty::F32 => Types::F32,
            Ty::F64 => Types::F64,
            Ty::F16 => Types::F16,
            Ty::Bf16 => Types::BF16,
            Ty::F16x2 => Types::F16X2,
            Ty::Bf16x2 => Types::BF16X2,
            Ty::E4m3x2 => Types::E4M3X2,
            Ty::E5m2x2 => Types::E5M2X2,
            Ty::Tf32 => Types::TF32,
            Ty::B128 => Types::B128,
            Ty::U8 | Ty::S8 | Ty::B8 => Types(0),
        }
    }

    /// The closed integer range of the type, for immediates.
    pub fn range(self) -> Option<(i128, i128)> {
        Some(match self {
            Ty::U8 | Ty::B8 => (0, u8::MAX as i128),
            Ty::S8 => (i8::MIN as i128, i8::MAX as i128),
            Ty::U16 | Ty::B16 => (0, u16::MAX as i128),
            Ty::S16 => (i16::MIN as i128, i16::MAX as i128),
            Ty::U32 | Ty::B32 => (0, u32::MAX as i128),
            Ty::S32 => (i32::MIN as i128, i32::MAX as i128),
            Ty::U64 | Ty::B64 => (0, u64::MAX as i128),
            Ty::S64 => (i64::MIN as i128, i64::MAX as i128),
            Ty::Pred => (0, 1),
            Ty::F16 | Ty::Bf16 | Ty::E4m3x2 | Ty::E5m2x2 => (0, u16::MAX as i128),
            Ty::F16x2 | Ty::Bf16x2 | Ty::Tf32 => (0, u32::MAX as i128),
            Ty::F32 | Ty::F64 | Ty::B128 => return None,
        })
    }
}

/// The type set of a generated row.
fn shape_types(f: &typed_ptx_isa::Form) -> Types {
    match f.shape {
        Shape::Binary { types, .. } | Shape::Unary { types, .. } | Shape::Ternary { types, .. } => {
            types
        }
        _ => Types(0),
    }
}

/// The type names of a table type set, spelled as `.bN` when `bits`.
fn type_list(types: Types, bits: bool) -> String {
    let all = [
        (Types::PRED, "pred", "pred"),
        (Types::U16, "u16", "b16"),
        (Types::S16, "s16", ""),
        (Types::U32, "u32", "b32"),
        (Types::S32, "s32", ""),
        (Types::U64, "u64", "b64"),
        (Types::S64, "s64", ""),
        (Types::F32, "f32", ""),
        (Types::F64, "f64", ""),
        (Types::F16, "f16", ""),
        (Types::BF16, "bf16", ""),
        (Types::F16X2, "f16x2", ""),
        (Types::BF16X2, "bf16x2", ""),
    ];
    let mut v = Vec::new();
    for (t, plain, b) in all {
        if types.contains(t) {
            let n = if bits { b } else { plain };
            if !n.is_empty() {
                v.push(format!(".{n}"));
            }
        }
    }
    v.join(" ")
}

/// A state space named in a mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    Generic,
    Global,
    SharedCta,
    SharedCluster,
    Local,
    Const,
    Param,
}

impl Space {
    pub fn parse(s: &str) -> Option<Space> {
        Some(match s {
            "global" => Space::Global,
            "shared" | "shared::cta" => Space::SharedCta,
            "shared::cluster" => Space::SharedCluster,
            "local" => Space::Local,
            "const" => Space::Const,
            "param" | "param::entry" => Space::Param,
            _ => return None,
        })
    }

    /// The builder's marker type.
    pub fn rust(self, span: Span) -> TokenStream {
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
        method: &'static str,
        arity: usize,
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
    Approx {
        method: &'static str,
    },
    /// `ex2.approx`/`tanh.approx` of f32 or a half-precision type (`method`: `ex2`, `tanh`).
    ApproxT {
        method: &'static str,
        ty: Ty,
        ty_span: Span,
    },
    /// The f32 flush-to-zero and fast approximate forms (`add.ftz.f32`, `rcp.approx.f32` …):
    /// the builder `method` over `arity` f32 operands.
    Fast {
        method: &'static str,
        arity: usize,
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
    },
    St {
        space: Space,
        cache: Option<&'static str>,
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
    FenceSc,
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
    Fence {
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
        shape: &'static str,
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
    /// `mbarrier.wait.parity… [bar], parity;` (typed-ptx's `try_wait.parity` loop: no
    /// result).
    WaitLoop,
    /// `let n = mbarrier.pending_count.b64 token;`.
    Pending,
}

impl Op {
    /// Whether the instruction defines a result (bound with `let`).
    pub fn has_result(&self) -> bool {
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
                | Op::FenceSc
                | Op::Membar { .. }
                | Op::Fence { .. }
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
        matches!(self, Op::Elect | Op::Match { all: true, .. })
    }

    /// The source operands it takes (counts and a usage line for errors).
    pub fn usage(&self) -> (&'static [usize], &'static str) {
        match self {
            Op::Regular { arity: 1, .. } => (&[1], "`let d = op.T a;`"),
            Op::Regular { arity: 2, .. } => (&[2], "`let d = op.T a, b;`"),
            Op::Regular { .. } => (&[3], "`let d = op.T a, b, c;`"),
            Op::Shift { .. } => (&[2], "`let d = shl.bN a, b;` (b is a u32)"),
            Op::Count { .. } | Op::Approx { .. } | Op::ApproxT { .. } => {
                (&[1], "`let d = op.T a;`")
            }
            Op::Fast { arity: 1, .. } => (&[1], "`let d = op.f32 a;`"),
            Op::Fast { arity: 2, .. } => (&[2], "`let d = op.ftz.f32 a, b;`"),
            Op::Fast { .. } => (&[3], "`let d = fma.rn.ftz.f32 a, b, c;`"),
            Op::CvtHalf { form } => {
                if form.form().operands.len() == 3 {
                    (
                        &[2],
                        "`let d = cvt.rn.PAIR.f32 hi, lo;` (the first source goes to the upper half)",
                    )
                } else {
                    (&[1], "`let d = cvt.….D.S a;`")
                }
            }
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
            | Op::Fence { .. }
            | Op::FenceSc
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
            Op::Bulk { shape, .. } => match shape {
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
            },
            Op::BulkCommit => (&[0], "no operands"),
            Op::BulkWait { .. } => (&[1], "one immediate"),
            Op::Tma { shape, .. } => match shape {
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
            },
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
            Op::Wgmma {
                transpose: true, ..
            } => (
                &[7, 8],
                "`wgmma.mma_async.sync.aligned.m64nNk16.D.A.B acc, a-desc, b-desc, scale-d, ±1, ±1, trans-a, trans-b;` or, with A in registers, `acc, {a0, a1, a2, a3}, b-desc, scale-d, ±1, ±1, trans-b;`",
            ),
            Op::Wgmma { .. } => (
                &[6],
                "`wgmma.mma_async.sync.aligned.m64nNkK.D.A.B acc, a, b-desc, scale-d, ±1, ±1;` (a: a descriptor or `{a0, a1, a2, a3}`)",
            ),
            Op::WgmmaDesc { .. } => (
                &[3],
                "`let d = wgmma_desc.b128[.bf16] [smem], lbo, sbo;` (swizzle: none b32 b64 b128; the element type, when given, is how the matrix is read; offsets in bytes)",
            ),
            Op::WgmmaDescAdvance => (&[2], "`let d2 = wgmma_desc_advance d, bytes;`"),
            Op::FragZero { .. } => (&[1], "`let acc = frag_zero.f32 64;` (n registers)"),
            Op::Mbar { shape, .. } => match shape {
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
                MbShape::WaitLoop => (
                    &[2],
                    "`mbarrier.wait.parity.b64 [bar], parity;` (the wait loop: no result)",
                ),
                MbShape::Pending => (&[1], "`let n = mbarrier.pending_count.b64 token;`"),
            },
        }
    }
}

/// Every mnemonic stem the macro accepts, for near-match suggestions.
pub(crate) fn stems() -> Vec<String> {
    let mut v: Vec<String> = FORMS
        .iter()
        .filter_map(|f| match f.shape {
            Shape::Binary { .. } | Shape::Unary { .. } | Shape::Ternary { .. } => {
                Some(f.mnemonic.to_string())
            }
            _ => None,
        })
        .collect();
    for s in [
        "shl",
        "shr",
        "popc",
        "clz",
        "mul.wide",
        "ex2.approx.f32",
        "ex2.approx.f16",
        "ex2.approx.ftz.f32",
        "ex2.approx.ftz.bf16",
        "tanh.approx.f32",
        "tanh.approx.f16",
        "rcp.approx.f32",
        "rcp.approx.ftz.f32",
        "add.ftz.f32",
        "sub.ftz.f32",
        "mul.ftz.f32",
        "fma.rn.ftz.f32",
        "prmt.b32",
        "bfe",
        "bfi",
        "lop3.b32",
        "lg2.approx.f32",
        "sin.approx.f32",
        "cos.approx.f32",
        "setp",
        "selp",
        "mov",
        "cvt",
        "cvta",
        "cvta.to",
        "isspacep",
        "ld",
        "ld.global.nc",
        "st",
        "bra",
        "bra.uni",
        "call",
        "ret",
        "exit",
        "bar.sync",
        "bar.warp.sync",
        "barrier.sync",
        "barrier.cluster.arrive",
        "barrier.cluster.wait",
        "membar",
        "fence.acq_rel",
        "fence.sc.gpu",
        "fence.proxy.async",
        "fence.mbarrier_init.release.cluster",
        "fence.proxy.tensormap::generic",
        "mbarrier.init",
        "mbarrier.inval",
        "mbarrier.arrive",
        "mbarrier.arrive.expect_tx",
        "mbarrier.arrive.noComplete",
        "mbarrier.arrive_drop",
        "mbarrier.expect_tx",
        "mbarrier.complete_tx",
        "mbarrier.test_wait",
        "mbarrier.try_wait",
        "mbarrier.pending_count",
        "cp.async.mbarrier.arrive",
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes",
        "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes",
        "cp.async.bulk.global.shared::cta.bulk_group",
        "cp.reduce.async.bulk.global.shared::cta.bulk_group",
        "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes",
        "cp.async.bulk.prefetch.L2.global",
        "cp.async.bulk.commit_group",
        "cp.async.bulk.wait_group",
        "cp.async.bulk.tensor",
        "cp.reduce.async.bulk.tensor",
        "cp.async.bulk.prefetch.tensor",
        "prefetch.tensormap",
        "prefetch.const.tensormap",
        "prefetch.param.tensormap",
        "shfl.sync.up.b32",
        "shfl.sync.down.b32",
        "shfl.sync.bfly.b32",
        "shfl.sync.idx.b32",
        "vote.sync.all.pred",
        "vote.sync.any.pred",
        "vote.sync.uni.pred",
        "vote.sync.ballot.b32",
        "activemask.b32",
        "cp.async.ca.shared.global",
        "cp.async.cg.shared.global",
        "cp.async.commit_group",
        "cp.async.wait_group",
        "cp.async.wait_all",
        "atom",
        "red",
        "mapa",
        "index",
        "cvt.rna.tf32.f32",
        "mma.sync.aligned",
        "ldmatrix.sync.aligned.m8n8",
        "stmatrix.sync.aligned.m8n8",
        "wgmma.fence.sync.aligned",
        "wgmma.commit_group.sync.aligned",
        "wgmma.wait_group.sync.aligned",
        "wgmma.mma_async.sync.aligned",
        "wgmma_desc",
        "wgmma_desc_advance",
        "frag_zero",
        "setmaxnreg.inc.sync.aligned.u32",
        "setmaxnreg.dec.sync.aligned.u32",
        "elect.sync",
        "bar.arrive",
        "barrier.arrive",
        "redux.sync",
        "match.any.sync",
        "match.all.sync",
        "getctarank",
        "st.async.shared::cluster.mbarrier::complete_tx::bytes",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes",
        "griddepcontrol.launch_dependents",
        "griddepcontrol.wait",
    ] {
        v.push(s.to_string());
    }
    for f in FORMS {
        if f.family == typed_ptx_isa::Family::Half && f.mnemonic.starts_with("cvt.") {
            v.push(f.mnemonic.to_string());
        }
    }
    v.sort();
    v.dedup();
    v
}

/// The f32 `.ftz`/`.approx` spellings, with their builder method and operand count.
const FAST: &[(&str, &str, usize)] = &[
    ("add.ftz.f32", "add_ftz", 2),
    ("sub.ftz.f32", "sub_ftz", 2),
    ("mul.ftz.f32", "mul_ftz", 2),
    ("fma.rn.ftz.f32", "fma_ftz", 3),
    ("rcp.approx.f32", "rcp_approx", 1),
    ("rcp.approx.ftz.f32", "rcp_approx_ftz", 1),
    ("ex2.approx.ftz.f32", "ex2_ftz", 1),
];

/// The conversions of the half-precision family: rows of the table, spelled exactly.
fn half_cvt(mn: &str) -> Option<FormId> {
    FORMS
        .iter()
        .find(|f| {
            f.family == typed_ptx_isa::Family::Half
                && f.mnemonic.starts_with("cvt.")
                && f.mnemonic == mn
        })
        .map(|f| f.id)
}

fn half_cvt_list() -> String {
    FORMS
        .iter()
        .filter(|f| {
            (f.family == typed_ptx_isa::Family::Half && f.mnemonic.starts_with("cvt."))
                // The tensor-core family's rounding to TF32 (`Op::CvtTf32`).
                || f.mnemonic == "cvt.rna.tf32.f32"
        })
        .map(|f| format!("`{}`", f.mnemonic))
        .collect::<Vec<_>>()
        .join(", ")
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

fn unknown(parts: &[Part]) -> Error {
    let written = parts
        .iter()
        .map(|p| p.text.as_str())
        .collect::<Vec<_>>()
        .join(".");
    let head = &parts[0].text;
    let all = stems();
    let mut near: Vec<(usize, &String)> = all
        .iter()
        .map(|s| {
            let first = s.split('.').next().unwrap_or(s);
            (distance(head, first).min(distance(&written, s)), s)
        })
        .filter(|(d, _)| *d <= 2)
        .collect();
    near.sort();
    let hint = if near.is_empty() {
        format!("supported mnemonics: {}", all.join(", "))
    } else {
        format!(
            "did you mean {}?",
            near.iter()
                .take(4)
                .map(|(_, s)| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
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
        Some(p) => match Ty::parse(&p.text) {
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

fn space_of(p: &Part, what: &str) -> syn::Result<Space> {
    Space::parse(&p.text).ok_or_else(|| bad(p, what, SPACES))
}

/// `cvta`/`isspacep` take exactly a named space and, for `cvta`, an optional `.u64`.
fn cvta_tail(parts: &[Part], i: usize, mn: &str, size: bool) -> syn::Result<()> {
    if let Some(p) = parts.get(i) {
        if size && p.text == "u64" {
            return no_more(parts, i + 1, mn);
        }
        if size && p.text == "u32" {
            return Err(Error::new(
                p.span,
                format!(
                    "`{mn}.u32` is the 32-bit ABI's form: typed-ptx modules are 64-bit, so `cvta` is always `.u64` (write `{mn}` or `{mn}.u64`)"
                ),
            ));
        }
        return Err(bad(
            p,
            &format!("modifier of `{mn}`"),
            if size { ".u64 (optional)" } else { "none" },
        ));
    }
    Ok(())
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

/// `mbarrier.*`: the builder method, the operands and the space, from the mnemonic.
fn mbarrier(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let forms = "`mbarrier.init`, `.inval`, `.arrive` (`.expect_tx`, `.noComplete`), `.arrive_drop`, `.expect_tx`, `.complete_tx`, `.test_wait` (`.parity`), `.try_wait` (`.parity`), `.wait.parity` (typed-ptx: the `try_wait.parity` loop), `.pending_count`";
    let Some(p1) = parts.get(1) else {
        return Err(Error::new(parts[0].span, format!("legal forms: {forms}")));
    };
    let mut i = 2;
    let mut take = |word: &str| {
        if parts.get(i).is_some_and(|p| p.text == word) {
            i += 1;
            true
        } else {
            false
        }
    };
    let op = p1.text.as_str();
    let expect_tx = op == "arrive" && take("expect_tx");
    let no_complete = op == "arrive" && !expect_tx && take("noComplete");
    let parity = matches!(op, "test_wait" | "try_wait" | "wait") && take("parity");
    if op == "pending_count" {
        match parts.get(2) {
            Some(t) if t.text == "b64" => {}
            Some(t) => return Err(bad(t, "type of `mbarrier.pending_count`", ".b64")),
            None => return Err(Error::new(p1.span, "write `mbarrier.pending_count.b64`")),
        }
        no_more(parts, 3, mn)?;
        return Ok(Op::Mbar {
            method: "mbarrier_pending_count",
            shape: MbShape::Pending,
            space: Space::Generic,
            scope: None,
        });
    }
    let sems: &[(&str, &'static str)] = match op {
        "arrive" | "arrive_drop" => &[("release", "release")],
        "test_wait" | "try_wait" | "wait" => &[("acquire", "acquire")],
        "expect_tx" | "complete_tx" => &[("relaxed", "relaxed")],
        "init" | "inval" => &[],
        _ => return Err(bad(p1, "form of `mbarrier`", forms)),
    };
    let sem = sem_scope(parts, i, mn, sems)?;
    if sem.is_some() {
        i += 2;
    }
    if op == "wait" && !parity {
        return Err(Error::new(
            p1.span,
            format!(
                "`{mn}`: typed-ptx's wait loop (`try_wait.parity` until the phase completes) waits on a phase parity: write `mbarrier.wait.parity[.acquire.SCOPE][.shared].b64 [bar], parity;` (for a state token, loop over `mbarrier.try_wait` with `while`)"
            ),
        ));
    }
    let mut space = Space::Generic;
    let mut space_span = p1.span;
    if let Some(p) = parts.get(i)
        && let Some(s) = Space::parse(&p.text)
    {
        if !matches!(s, Space::SharedCta | Space::SharedCluster) {
            return Err(Error::new(
                p.span,
                format!(
                    "an mbarrier lives in shared memory: `{mn}` takes a .shared (.shared::cta) address, a generic one, or for the remote forms a .shared::cluster one; not .{}",
                    p.text
                ),
            ));
        }
        space = s;
        space_span = p.span;
        i += 1;
    }
    match parts.get(i) {
        Some(t) if t.text == "b64" => {}
        Some(t) => return Err(bad(t, &format!("modifier of `{mn}`"), "a space, then .b64")),
        None => {
            return Err(Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` ends with its type: .b64"),
            ));
        }
    }
    no_more(parts, i + 1, mn)?;
    let remote = space == Space::SharedCluster;
    let scope = sem.map(|(_, s)| s);
    let shared_only = |what: &str| -> syn::Result<()> {
        if space == Space::SharedCta {
            Ok(())
        } else {
            Err(Error::new(
                space_span,
                format!(
                    "{what} takes a .shared::cta address: write `.shared` (or `.shared::cta`) before `.b64`"
                ),
            ))
        }
    };
    // The remote forms are the table's: release (relaxed for expect_tx/complete_tx) at
    // cluster scope.
    if remote {
        if scope != Some("Cluster") {
            let s = if matches!(op, "expect_tx" | "complete_tx") {
                "relaxed"
            } else {
                "release"
            };
            return Err(Error::new(
                space_span,
                format!(
                    "on another CTA's mbarrier (.shared::cluster) write `mbarrier.{op}{}.{s}.cluster.shared::cluster.b64`",
                    if expect_tx { ".expect_tx" } else { "" }
                ),
            ));
        }
        let (method, shape) = match (op, expect_tx) {
            ("arrive", false) if !no_complete => ("mbarrier_arrive_remote", MbShape::Remote),
            ("arrive", true) => ("mbarrier_arrive_expect_tx_remote", MbShape::RemoteCount),
            ("arrive_drop", _) => ("mbarrier_arrive_drop_remote", MbShape::Remote),
            ("expect_tx", _) => ("mbarrier_expect_tx_remote", MbShape::AddrCount),
            ("complete_tx", _) => ("mbarrier_complete_tx_remote", MbShape::AddrCount),
            _ => {
                return Err(Error::new(
                    space_span,
                    format!(
                        "`{mn}` has no .shared::cluster form: a thread initialises, invalidates and waits on its own CTA's mbarriers only"
                    ),
                ));
            }
        };
        return Ok(Op::Mbar {
            method,
            shape,
            space,
            scope: None,
        });
    }
    if sem.is_some() && !matches!(op, "expect_tx" | "complete_tx") {
        shared_only("an mbarrier form with explicit semantics")?;
    }
    if (no_complete || op == "arrive_drop") && space != Space::SharedCta {
        shared_only(&format!("`{mn}`"))?;
    }
    if sem.is_some() && matches!(op, "expect_tx" | "complete_tx") {
        return Err(Error::new(
            space_span,
            format!(
                "`{mn}`: `.relaxed.cluster` is the remote form, on a .shared::cluster address; write `mbarrier.{op}.shared::cta.b64` for this CTA's mbarrier"
            ),
        ));
    }
    let (method, shape) = match (op, expect_tx, no_complete, parity, sem.is_some()) {
        ("init", ..) => ("mbarrier_init", MbShape::AddrCount),
        ("inval", ..) => ("mbarrier_inval", MbShape::Addr),
        ("arrive", false, false, _, false) => ("mbarrier_arrive", MbShape::Token),
        ("arrive", false, false, _, true) => ("mbarrier_arrive_release", MbShape::Token),
        ("arrive", true, _, _, false) => ("mbarrier_arrive_expect_tx", MbShape::TokenCount),
        ("arrive", true, _, _, true) => ("mbarrier_arrive_expect_tx_release", MbShape::TokenCount),
        ("arrive", false, true, _, false) => ("mbarrier_arrive_no_complete", MbShape::TokenCount),
        ("arrive_drop", _, _, _, false) => ("mbarrier_arrive_drop", MbShape::Token),
        ("expect_tx", ..) => ("mbarrier_expect_tx", MbShape::AddrCount),
        ("complete_tx", ..) => ("mbarrier_complete_tx", MbShape::AddrCount),
        ("test_wait", _, _, false, false) => ("mbarrier_test_wait", MbShape::Wait),
        ("test_wait", _, _, true, false) => ("mbarrier_test_wait_parity", MbShape::WaitParity),
        ("test_wait", _, _, false, true) => ("mbarrier_test_wait_acquire", MbShape::Wait),
        ("test_wait", _, _, true, true) => {
            ("mbarrier_test_wait_parity_acquire", MbShape::WaitParity)
        }
        ("try_wait", _, _, false, false) => ("mbarrier_try_wait", MbShape::Wait),
        ("try_wait", _, _, true, false) => ("mbarrier_try_wait_parity", MbShape::WaitParity),
        ("try_wait", _, _, false, true) => ("mbarrier_try_wait_acquire", MbShape::Wait),
        ("try_wait", _, _, true, true) => ("mbarrier_try_wait_parity_acquire", MbShape::WaitParity),
        ("wait", _, _, true, false) => ("mbarrier_wait_parity", MbShape::WaitLoop),
        ("wait", _, _, true, true) => ("mbarrier_wait_parity_acquire", MbShape::WaitLoop),
        _ => {
            return Err(Error::new(
                parts[1].span,
                format!(
                    "`{mn}` is not an mbarrier form typed-ptx has (no explicit semantics on `arrive_drop` or `arrive.noComplete` of this CTA's mbarrier)"
                ),
            ));
        }
    };
    Ok(Op::Mbar {
        method,
        shape,
        space,
        scope,
    })
}

/// `fence.proxy.*` and `fence.mbarrier_init.*` (parts[1] is `proxy` or `mbarrier_init`).
fn proxy_fence(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let legal = "`fence.proxy.async[.shared::cta|.shared::cluster|.global]`, `fence.mbarrier_init.release.cluster`, `fence.proxy.tensormap::generic.{release,acquire}.<scope>`";
    let scope_of = |p: Option<&Part>, at: Span| -> syn::Result<&'static str> {
        match p {
            Some(p) => match p.text.as_str() {
                "cta" => Ok("Cta"),
                "cluster" => Ok("Cluster"),
                "gpu" => Ok("Gpu"),
                "sys" => Ok("Sys"),
                _ => Err(bad(
                    p,
                    "scope of the tensormap fence",
                    ".cta .cluster .gpu .sys",
                )),
            },
            None => Err(Error::new(
                at,
                "the tensormap fence needs a scope: .cta .cluster .gpu .sys",
            )),
        }
    };
    if parts[1].text == "mbarrier_init" {
        let ok = parts.get(2).is_some_and(|p| p.text == "release")
            && parts.get(3).is_some_and(|p| p.text == "cluster");
        if !ok {
            return Err(Error::new(
                parts[1].span,
                "write `fence.mbarrier_init.release.cluster`",
            ));
        }
        no_more(parts, 4, mn)?;
        return Ok(Op::ProxyFence {
            method: "fence_mbarrier_init",
            arg: None,
            acquire: false,
        });
    }
    match parts.get(2).map(|p| p.text.as_str()) {
        Some("async") => {
            let arg = match parts.get(3).map(|p| p.text.as_str()) {
                None => None,
                Some("shared" | "shared::cta") => Some(("ProxySpace", "SharedCta")),
                Some("shared::cluster") => Some(("ProxySpace", "SharedCluster")),
                Some("global") => Some(("ProxySpace", "Global")),
                Some(_) => {
                    return Err(bad(
                        &parts[3],
                        "space of `fence.proxy.async`",
                        ".shared::cta .shared::cluster .global (or none: every space)",
                    ));
                }
            };
            no_more(parts, if arg.is_some() { 4 } else { 3 }, mn)?;
            Ok(Op::ProxyFence {
                method: if arg.is_some() {
                    "fence_proxy_async_space"
                } else {
                    "fence_proxy_async"
                },
                arg,
                acquire: false,
            })
        }
        Some("tensormap::generic") => {
            let (method, acquire) = match parts.get(3).map(|p| p.text.as_str()) {
                Some("release") => ("fence_proxy_tensormap_release", false),
                Some("acquire") => ("fence_proxy_tensormap_acquire", true),
                Some(_) => {
                    return Err(bad(
                        &parts[3],
                        "semantics of the tensormap fence",
                        ".release .acquire",
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[2].span,
                        "write `.release.<scope>` or `.acquire.<scope>`",
                    ));
                }
            };
            let scope = scope_of(parts.get(4), parts[3].span)?;
            no_more(parts, 5, mn)?;
            Ok(Op::ProxyFence {
                method,
                arg: Some(("Scope", scope)),
                acquire,
            })
        }
        _ => Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
    }
}

/// Resolves a mnemonic.
pub(crate) fn resolve(parts: &[Part]) -> syn::Result<Op> {
    let t: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
    let joined = t.join(".");
    if let Some(&(_, method, arity)) = FAST.iter().find(|(m, _, _)| *m == joined) {
        return Ok(Op::Fast { method, arity });
    }
    // Rows of the table with a generated method: the longest stem wins; rows that share
    // it (`add` over integers and floats, f16, bf16) split the types between them.
    let mut best: Option<(&typed_ptx_isa::Form, usize)> = None;
    let mut shared: Vec<&typed_ptx_isa::Form> = Vec::new();
    for f in FORMS {
        let (Shape::Binary { .. } | Shape::Unary { .. } | Shape::Ternary { .. }) = f.shape else {
            continue;
        };
        let stem: Vec<&str> = f.mnemonic.split('.').collect();
        if t.len() >= stem.len() && t[..stem.len()] == stem[..] {
            match best {
                Some((_, n)) if stem.len() < n => {}
                Some((_, n)) if stem.len() == n => shared.push(f),
                _ => {
                    best = Some((f, stem.len()));
                    shared = vec![f];
                }
            }
        }
    }
    let head = t[0];
    // `mul.wide` and the float `mul` share the stem `mul` with the integer rows.
    let custom = matches!(
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
    ) || (head == "mul" && t.get(1) == Some(&"wide"));
    if !custom {
        if let Some((_, n)) = best {
            // The row whose types hold the suffix (the union lists the legal ones).
            let union = Types(
                shared
                    .iter()
                    .map(|f| shape_types(f).0)
                    .fold(0, |a, b| a | b),
            );
            let f = parts
                .get(n)
                .and_then(|p| Ty::parse(&p.text))
                .and_then(|ty| {
                    shared
                        .iter()
                        .find(|f| shape_types(f).contains(ty.bit()) && ty.bit() != Types(0))
                })
                .copied()
                .unwrap_or(shared[0]);
            let (method, types, bits, arity) = match f.shape {
                Shape::Binary {
                    method,
                    types,
                    bits,
                } => (method, types, bits, 2),
                Shape::Unary {
                    method,
                    types,
                    bits,
                } => (method, types, bits, 1),
                Shape::Ternary { method, types } => (method, types, false, 3),
                _ => unreachable!("filtered above"),
            };
            let legal = type_list(union, bits);
            let (ty, ty_span) = need_ty(parts, n, f.mnemonic, &legal)?;
            let ok = types.contains(ty.bit())
                && ty.bit() != Types(0)
                && (ty.is_bits() == bits || ty == Ty::Pred);
            if !ok {
                return Err(bad(&parts[n], &format!("type of `{}`", f.mnemonic), &legal));
            }
            no_more(parts, n + 1, f.mnemonic)?;
            return Ok(Op::Regular {
                method,
                arity,
                ty,
                ty_span,
            });
        }
        // A known head with a bad second part lists the stems of that head.
        let heads: Vec<String> = stems()
            .into_iter()
            .filter(|s| s.split('.').next() == Some(head) && s.contains('.'))
            .collect();
        if !heads.is_empty() && parts.len() > 1 {
            return Err(Error::new(
                parts[1].span,
                format!(
                    "`{}` has no form `.{}`; legal forms: {}",
                    head,
                    t[1],
                    heads
                        .iter()
                        .map(|s| format!("`{s}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        return Err(unknown(parts));
    }
    let mn = t.join(".");
    let nums = ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64";
    match head {
        "st" | "red" if t.get(1) == Some(&"async") => async_store(parts, head == "red"),
        "setmaxnreg" => {
            let legal = "`setmaxnreg.inc.sync.aligned.u32`, `setmaxnreg.dec.sync.aligned.u32`";
            let inc = match parts.get(1).map(|p| p.text.as_str()) {
                Some("inc") => true,
                Some("dec") => false,
                Some(_) => return Err(bad(&parts[1], "form of `setmaxnreg`", ".inc .dec")),
                None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
            };
            for (i, want) in ["sync", "aligned", "u32"].iter().enumerate() {
                match parts.get(2 + i) {
                    Some(p) if p.text == *want => {}
                    Some(p) => return Err(bad(p, "modifier of `setmaxnreg`", legal)),
                    None => {
                        return Err(Error::new(
                            parts[parts.len() - 1].span,
                            format!("write the whole form: {legal}"),
                        ));
                    }
                }
            }
            no_more(parts, 5, &mn)?;
            Ok(Op::Setmaxnreg { inc })
        }
        "elect" => {
            match parts.get(1) {
                Some(p) if p.text == "sync" => {}
                Some(p) => return Err(bad(p, "form of `elect`", ".sync")),
                None => return Err(Error::new(parts[0].span, "write `elect.sync`")),
            }
            no_more(parts, 2, "elect.sync")?;
            Ok(Op::Elect)
        }
        "redux" => {
            match parts.get(1) {
                Some(p) if p.text == "sync" => {}
                Some(p) => return Err(bad(p, "form of `redux`", ".sync")),
                None => return Err(Error::new(parts[0].span, "write `redux.sync.op.T`")),
            }
            let ops = ".add .min .max (.u32 .s32), .and .or .xor (.b32), .min/.max{.abs}{.NaN}.f32";
            let Some(o) = parts.get(2) else {
                return Err(Error::new(
                    parts[1].span,
                    format!("`redux.sync` needs an operation: {ops}"),
                ));
            };
            let (op, bits) = match o.text.as_str() {
                "add" => ("Add", false),
                "min" => ("Min", false),
                "max" => ("Max", false),
                "and" => ("And", true),
                "or" => ("Or", true),
                "xor" => ("Xor", true),
                _ => return Err(bad(o, "operation of `redux.sync`", ops)),
            };
            let mut i = 3;
            let mut abs = false;
            let mut nan = false;
            if matches!(op, "Min" | "Max") {
                if parts.get(i).is_some_and(|p| p.text == "abs") {
                    abs = true;
                    i += 1;
                }
                if parts.get(i).is_some_and(|p| p.text == "NaN") {
                    nan = true;
                    i += 1;
                }
            }
            let legal = if bits {
                ".b32"
            } else {
                ".u32 .s32 (.f32 for min/max)"
            };
            let (ty, ty_span) = need_ty(parts, i, &mn, legal)?;
            no_more(parts, i + 1, &mn)?;
            if ty == Ty::F32 && !bits {
                return Ok(Op::ReduxF32 {
                    max: op == "Max",
                    abs,
                    nan,
                });
            }
            if abs || nan {
                return Err(Error::new(
                    parts[3].span,
                    "`.abs` and `.NaN` belong to the f32 forms: `redux.sync.min.abs.NaN.f32`",
                ));
            }
            let ok = if bits {
                ty == Ty::B32
            } else {
                matches!(ty, Ty::U32 | Ty::S32)
            };
            if !ok {
                return Err(bad(
                    &parts[i],
                    &format!("type of `redux.sync.{}`", o.text),
                    legal,
                ));
            }
            Ok(Op::Redux { op, ty, ty_span })
        }
        "match" => {
            let legal = "`match.any.sync.b32`, `match.any.sync.b64`, `match.all.sync.b32`, `match.all.sync.b64`";
            let all = match parts.get(1).map(|p| p.text.as_str()) {
                Some("any") => false,
                Some("all") => true,
                Some(_) => return Err(bad(&parts[1], "form of `match`", ".any .all")),
                None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
            };
            match parts.get(2) {
                Some(p) if p.text == "sync" => {}
                Some(p) => return Err(bad(p, "form of `match`", legal)),
                None => return Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
            }
            let (ty, ty_span) = need_ty(parts, 3, &mn, ".b32 .b64")?;
            if !matches!(ty, Ty::B32 | Ty::B64) {
                return Err(bad(
                    &parts[3],
                    "type of `match.sync`",
                    ".b32 .b64 (the register is a u32, s32, u64 or s64)",
                ));
            }
            no_more(parts, 4, &mn)?;
            Ok(Op::Match { all, ty, ty_span })
        }
        "getctarank" => {
            let generic = parts.get(1).is_none_or(|p| p.text != "shared::cluster");
            let mut i = if generic { 1 } else { 2 };
            if let Some(p) = parts.get(1)
                && generic
                && p.text != "u64"
            {
                return Err(bad(
                    p,
                    "modifier of `getctarank`",
                    ".shared::cluster (a shared address), .u64 (a generic one)",
                ));
            }
            if parts
                .get(i)
                .is_some_and(|p| p.text == "u64" || (!generic && p.text == "u32"))
            {
                i += 1;
            }
            no_more(parts, i, &mn)?;
            Ok(Op::Getctarank { generic })
        }
        "griddepcontrol" => {
            let legal = ".launch_dependents .wait";
            let wait = match parts.get(1).map(|p| p.text.as_str()) {
                Some("wait") => true,
                Some("launch_dependents") => false,
                Some(_) => return Err(bad(&parts[1], "action of `griddepcontrol`", legal)),
                None => {
                    return Err(Error::new(
                        parts[0].span,
                        format!("`griddepcontrol` needs its action: {legal}"),
                    ));
                }
            };
            no_more(parts, 2, &mn)?;
            Ok(Op::Griddep { wait })
        }
        "shl" | "shr" => {
            let bits = head == "shl";
            let legal = if bits {
                ".b16 .b32 .b64"
            } else {
                "(shr) .u16 .s16 .u32 .s32 .u64 .s64 .b16 .b32 .b64"
            };
            let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
            if ty.is_float()
                || ty == Ty::Pred
                || matches!(ty, Ty::U8 | Ty::S8 | Ty::B8)
                || (bits && !ty.is_bits())
            {
                return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
            }
            no_more(parts, 2, head)?;
            Ok(Op::Shift {
                method: if bits { "shl" } else { "shr" },
                ty,
                ty_span,
            })
        }
        "popc" | "clz" => {
            let (ty, ty_span) = need_ty(parts, 1, head, ".b32 .b64")?;
            if !matches!(ty, Ty::B32 | Ty::B64) {
                return Err(bad(&parts[1], &format!("type of `{head}`"), ".b32 .b64"));
            }
            no_more(parts, 2, head)?;
            Ok(Op::Count {
                method: if head == "popc" { "popc" } else { "clz" },
                ty,
                ty_span,
            })
        }
        "mul" => {
            let (ty, ty_span) = need_ty(parts, 2, "mul.wide", ".u16 .s16 .u32 .s32")?;
            if !matches!(ty, Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32) {
                return Err(bad(
                    &parts[2],
                    "type of `mul.wide` (the sources' type)",
                    ".u16 .s16 .u32 .s32",
                ));
            }
            no_more(parts, 3, "mul.wide")?;
            Ok(Op::MulWide { ty, ty_span })
        }
        "ex2" | "tanh" if !(head == "ex2" && parts.len() == 3 && parts[2].text == "f32") => {
            // ex2.approx.{f16,f16x2}, ex2.approx.ftz.{bf16,bf16x2}, tanh.approx.T.
            match parts.get(1) {
                Some(p) if p.text == "approx" => {}
                Some(p) => return Err(bad(p, &format!("modifier of `{head}`"), ".approx")),
                None => {
                    return Err(Error::new(
                        parts[0].span,
                        format!("write `{head}.approx.T`"),
                    ));
                }
            }
            let ftz = parts.get(2).is_some_and(|p| p.text == "ftz");
            let i = 2 + usize::from(ftz);
            let legal = if head == "ex2" {
                ".f16 .f16x2, .ftz.bf16 .ftz.bf16x2 (and .f32, .ftz.f32)"
            } else {
                ".f32 .f16 .f16x2 .bf16 .bf16x2"
            };
            let (ty, ty_span) = need_ty(parts, i, head, legal)?;
            let bf = matches!(ty, Ty::Bf16 | Ty::Bf16x2);
            let ok = match head {
                "ex2" => matches!(ty, Ty::F16 | Ty::F16x2) && !ftz || bf && ftz,
                _ => matches!(ty, Ty::F32 | Ty::F16 | Ty::F16x2 | Ty::Bf16 | Ty::Bf16x2) && !ftz,
            };
            if !ok {
                if head == "ex2" && bf && !ftz {
                    return Err(Error::new(
                        ty_span,
                        "PTX's ex2.approx of bf16 flushes subnormals: write `ex2.approx.ftz.bf16`",
                    ));
                }
                return Err(bad(&parts[i], &format!("type of `{head}.approx`"), legal));
            }
            no_more(parts, i + 1, head)?;
            Ok(Op::ApproxT {
                method: if head == "ex2" { "ex2" } else { "tanh" },
                ty,
                ty_span,
            })
        }
        "prmt" => {
            match parts.get(1) {
                Some(p) if p.text == "b32" => {}
                Some(p) => return Err(bad(p, "type of `prmt`", ".b32")),
                None => return Err(Error::new(parts[0].span, "write `prmt.b32`")),
            }
            let modes = ".f4e .b4e .rc8 .ecl .ecr .rc16";
            let mode = match parts.get(2) {
                None => None,
                Some(p) => Some(match p.text.as_str() {
                    "f4e" => "F4e",
                    "b4e" => "B4e",
                    "rc8" => "Rc8",
                    "ecl" => "Ecl",
                    "ecr" => "Ecr",
                    "rc16" => "Rc16",
                    _ => return Err(bad(p, "mode of `prmt`", modes)),
                }),
            };
            no_more(parts, 2 + usize::from(mode.is_some()), "prmt.b32")?;
            Ok(Op::Prmt { mode })
        }
        "bfe" | "bfi" => {
            let legal = if head == "bfe" {
                ".u32 .s32 .u64 .s64"
            } else {
                ".b32 .b64"
            };
            let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
            let ok = if head == "bfe" {
                matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64)
            } else {
                matches!(ty, Ty::B32 | Ty::B64)
            };
            if !ok {
                return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
            }
            no_more(parts, 2, head)?;
            Ok(if head == "bfe" {
                Op::Bfe { ty, ty_span }
            } else {
                Op::Bfi { ty, ty_span }
            })
        }
        "lop3" => {
            match parts.get(1) {
                Some(p) if p.text == "b32" => {}
                Some(p) => return Err(bad(p, "type of `lop3`", ".b32")),
                None => return Err(Error::new(parts[0].span, "write `lop3.b32`")),
            }
            no_more(parts, 2, "lop3.b32")?;
            Ok(Op::Lop3)
        }
        "ex2" | "lg2" | "sin" | "cos" => {
            let want = [head, "approx", "f32"];
            for (i, w) in want.iter().enumerate().skip(1) {
                match parts.get(i) {
                    Some(p) if p.text == *w => {}
                    Some(p) => {
                        return Err(bad(
                            p,
                            &format!("modifier of `{head}`"),
                            &format!("`{head}.approx.f32`"),
                        ));
                    }
                    None => {
                        return Err(Error::new(
                            parts[parts.len() - 1].span,
                            format!("write `{head}.approx.f32`"),
                        ));
                    }
                }
            }
            no_more(parts, 3, head)?;
            let method = match head {
                "ex2" => "ex2",
                "lg2" => "lg2",
                "sin" => "sin",
                _ => "cos",
            };
            Ok(Op::Approx { method })
        }
        "setp" => {
            let cmps = ".eq .ne .lt .le .gt .ge";
            let Some(c) = parts.get(1) else {
                return Err(Error::new(
                    parts[0].span,
                    format!("`setp` needs a comparison ({cmps}) and a type"),
                ));
            };
            let cmp = match c.text.as_str() {
                "eq" => "Eq",
                "ne" => "Ne",
                "lt" => "Lt",
                "le" => "Le",
                "gt" => "Gt",
                "ge" => "Ge",
                _ => return Err(bad(c, "comparison of `setp`", cmps)),
            };
            let (ty, ty_span) = need_ty(parts, 2, "setp", nums)?;
            if ty.is_bits() || ty == Ty::Pred || ty.size() == 1 || ty.is_half() {
                return Err(bad(&parts[2], "type of `setp`", nums));
            }
            no_more(parts, 3, "setp")?;
            Ok(Op::Setp { cmp, ty, ty_span })
        }
        "selp" | "mov" => {
            let legal = if head == "mov" {
                ".pred .u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64 .b16 .b32 .b64, and the register types .f16 .bf16 .f16x2 .bf16x2 .e4m3x2 .e5m2x2 .tf32 (emitted as mov.b16/.b32)"
            } else {
                ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64 .b16 .b32 .b64"
            };
            let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
            if ty.size() == 1 || (head == "selp" && (ty == Ty::Pred || ty.is_half())) {
                return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
            }
            no_more(parts, 2, head)?;
            Ok(if head == "mov" {
                Op::Mov { ty, ty_span }
            } else {
                Op::Selp { ty, ty_span }
            })
        }
        "cvt" if t.get(1) == Some(&"rna") => {
            for (i, w) in ["tf32", "f32"].iter().enumerate() {
                match parts.get(2 + i) {
                    Some(p) if p.text == *w => {}
                    Some(p) => return Err(bad(p, "part of `cvt.rna`", "`cvt.rna.tf32.f32`")),
                    None => {
                        return Err(Error::new(parts[1].span, "write `cvt.rna.tf32.f32`"));
                    }
                }
            }
            no_more(parts, 4, &mn)?;
            Ok(Op::CvtTf32)
        }
        "cvt" => {
            // The half-precision family: its rows, spelled exactly.
            let half = parts.iter().skip(1).any(|p| {
                Ty::parse(&p.text).is_some_and(Ty::is_half)
                    || matches!(p.text.as_str(), "relu" | "satfinite" | "rna")
            });
            if half {
                return match half_cvt(&mn) {
                    Some(form) => Ok(Op::CvtHalf { form }),
                    None => Err(Error::new(
                        parts[0].span,
                        format!(
                            "`{mn}` is not a conversion typed-ptx has; the half-precision, packed, FP8 and TF32 conversions are {}",
                            half_cvt_list()
                        ),
                    )),
                };
            }
            // cvt[.rn|.rzi].D.S
            let mut i = 1;
            let rnd = match parts.get(1).map(|p| p.text.as_str()) {
                Some("rn" | "rzi" | "rz" | "rm" | "rp" | "rni" | "rmi" | "rpi") => {
                    i = 2;
                    Some(&parts[1])
                }
                _ => None,
            };
            let legal = ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64";
            let (dst, dst_span) = need_ty(parts, i, "cvt", legal)?;
            let (src, src_span) = need_ty(parts, i + 1, "cvt", legal)?;
            for (t, p) in [(dst, &parts[i]), (src, &parts[i + 1])] {
                if t.is_bits() || t == Ty::Pred || t.size() == 1 {
                    return Err(bad(p, "type of `cvt`", legal));
                }
            }
            no_more(parts, i + 2, "cvt")?;
            // The builder derives the rounding from the pair; the mnemonic must agree.
            let want = match (dst.is_float(), src.is_float()) {
                (true, false) => Some("rn"),
                (false, true) => Some("rzi"),
                (true, true) if dst == Ty::F32 && src == Ty::F64 => Some("rn"),
                _ => None,
            };
            match (rnd, want) {
                (None, None) => {}
                (Some(r), Some(w)) if r.text == w => {}
                (Some(r), None) => {
                    return Err(Error::new(
                        r.span,
                        format!(
                            "`cvt.{}.{}` is exact: it takes no rounding modifier (`.{}`)",
                            dst.name(),
                            src.name(),
                            r.text
                        ),
                    ));
                }
                (Some(r), Some(w)) => {
                    return Err(Error::new(
                        r.span,
                        format!(
                            "`cvt` from .{} to .{} rounds with `.{w}`, not `.{}`",
                            src.name(),
                            dst.name(),
                            r.text
                        ),
                    ));
                }
                (None, Some(w)) => {
                    return Err(Error::new(
                        parts[0].span,
                        format!(
                            "`cvt` from .{} to .{} needs its rounding modifier: `cvt.{w}.{}.{}`",
                            src.name(),
                            dst.name(),
                            dst.name(),
                            src.name()
                        ),
                    ));
                }
            }
            Ok(Op::Cvt {
                dst,
                src,
                dst_span,
                src_span,
            })
        }
        "cvta" => {
            let Some(p1) = parts.get(1) else {
                return Err(Error::new(
                    parts[0].span,
                    format!(
                        "`cvta` names a space: `cvta.<space>` or `cvta.to.<space>`, with {SPACES}"
                    ),
                ));
            };
            if p1.text == "to" {
                let Some(p2) = parts.get(2) else {
                    return Err(Error::new(
                        p1.span,
                        format!("`cvta.to` names the space to convert to: {SPACES}"),
                    ));
                };
                let space = space_of(p2, "space of `cvta.to`")?;
                cvta_tail(parts, 3, &format!("cvta.to.{}", p2.text), true)?;
                Ok(Op::CvtaTo { space })
            } else {
                let space = space_of(p1, "space of `cvta`")?;
                cvta_tail(parts, 2, &format!("cvta.{}", p1.text), true)?;
                Ok(Op::Cvta { space })
            }
        }
        "isspacep" => {
            let Some(p1) = parts.get(1) else {
                return Err(Error::new(
                    parts[0].span,
                    format!("`isspacep` names a space: {SPACES}"),
                ));
            };
            let space = space_of(p1, "space of `isspacep`")?;
            cvta_tail(parts, 2, "isspacep", false)?;
            Ok(Op::Isspacep {
                space,
                span: p1.span,
            })
        }
        "atom" | "red" => {
            let red = head == "red";
            let sems: &[(&str, &'static str)] = if red {
                &[("relaxed", "Relaxed"), ("release", "Release")]
            } else {
                &[
                    ("relaxed", "Relaxed"),
                    ("acquire", "Acquire"),
                    ("release", "Release"),
                    ("acq_rel", "AcqRel"),
                ]
            };
            let sem = sem_scope(parts, 1, head, sems)?;
            let mut i = if sem.is_some() { 3 } else { 1 };
            let mut space = Space::Generic;
            if let Some(p) = parts.get(i)
                && let Some(s) = Space::parse(&p.text)
            {
                if matches!(s, Space::Local | Space::Const | Space::Param) {
                    return Err(Error::new(
                        p.span,
                        format!(
                            "PTX has no atomics on the .{} state space: `{head}` takes generic, .global and .shared addresses",
                            p.text
                        ),
                    ));
                }
                space = s;
                i += 1;
            }
            let ops = if red {
                ".add .min .max .and .or .xor .inc .dec"
            } else {
                ".add .min .max .and .or .xor .exch .inc .dec .cas"
            };
            let Some(o) = parts.get(i) else {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("`{head}` needs an operation: {ops}"),
                ));
            };
            let (op, legal) = match o.text.as_str() {
                "add" => (Some("Add"), ".u32 .s32 .u64 .f32 .f64"),
                "min" => (Some("Min"), ".u32 .s32 .u64 .s64"),
                "max" => (Some("Max"), ".u32 .s32 .u64 .s64"),
                "and" => (Some("And"), ".b32 .b64"),
                "or" => (Some("Or"), ".b32 .b64"),
                "xor" => (Some("Xor"), ".b32 .b64"),
                "exch" if !red => (Some("Exch"), ".b32 .b64 .b128"),
                "inc" => (Some("Inc"), ".u32"),
                "dec" => (Some("Dec"), ".u32"),
                "cas" if !red => (None, ".b32 .b64 .b128"),
                _ => return Err(bad(o, &format!("operation of `{head}`"), ops)),
            };
            let what = format!("type of `{head}.{}`", o.text);
            let (ty, ty_span) = need_ty(parts, i + 1, &format!("{head}.{}", o.text), legal)?;
            if !legal.split(' ').any(|l| &l[1..] == ty.name()) {
                return Err(bad(&parts[i + 1], &what, legal));
            }
            no_more(parts, i + 2, head)?;
            Ok(Op::Atomic {
                red,
                space,
                op,
                ty,
                ty_span,
                sem,
            })
        }
        "ld" | "st" => {
            let sems: &[(&str, &'static str)] = if head == "ld" {
                &[("relaxed", "ld_relaxed"), ("acquire", "ld_acquire")]
            } else {
                &[("relaxed", "st_relaxed"), ("release", "st_release")]
            };
            let sem = sem_scope(parts, 1, head, sems)?;
            let mut i = if sem.is_some() { 3 } else { 1 };
            let mut space = Space::Generic;
            let mut span = parts[0].span;
            if let Some(s) = parts.get(i).and_then(|p| Space::parse(&p.text)) {
                space = s;
                span = parts[i].span;
                i += 1;
            }
            if head == "st" && matches!(space, Space::Const | Space::Param) {
                return Err(Error::new(
                    span,
                    format!(
                        "PTX cannot store to the .{} state space: `st` writes only generic, .global, .shared and .local addresses",
                        parts[i - 1].text
                    ),
                ));
            }
            let mut nc = false;
            if head == "ld"
                && space == Space::Global
                && parts.get(i).is_some_and(|p| p.text == "nc")
            {
                nc = true;
                i += 1;
            }
            let caches: &[&str] = if head == "ld" {
                &["ca", "cg", "cs", "lu", "cv"]
            } else {
                &["wb", "cg", "cs", "wt"]
            };
            let mut cache = None;
            if let Some(p) = parts.get(i)
                && let Some(c) = caches.iter().find(|c| **c == p.text)
            {
                cache = Some(*c);
                i += 1;
            }
            let mut vec = 1;
            if let Some(p) = parts.get(i)
                && (p.text == "v2" || p.text == "v4")
            {
                vec = if p.text == "v2" { 2 } else { 4 };
                if cache.is_some() || nc {
                    return Err(Error::new(
                        p.span,
                        "typed-ptx has no cached or non-coherent vector loads and stores",
                    ));
                }
                i += 1;
            }
            let ty = match parts.get(i) {
                None => None,
                Some(p) => match Ty::parse(&p.text) {
                    Some(t) if t != Ty::Pred => Some((t, p.span)),
                    _ => {
                        let legal = format!(
                            "a space ({SPACES}), {}, .v2/.v4, then the type (.u8 … .f64, .bN)",
                            if head == "ld" {
                                ".nc (global), a cache operator .ca .cg .cs .lu .cv"
                            } else {
                                "a cache operator .wb .cg .cs .wt"
                            }
                        );
                        return Err(bad(p, &format!("modifier of `{head}`"), &legal));
                    }
                },
            };
            no_more(parts, i + usize::from(ty.is_some()), head)?;
            if sem.is_some() && (cache.is_some() || vec > 1 || nc) {
                return Err(Error::new(
                    parts[1].span,
                    format!(
                        "typed-ptx has no cached, non-coherent or vector `{head}` with memory-order qualifiers"
                    ),
                ));
            }
            Ok(if head == "ld" {
                Op::Ld {
                    space,
                    cache,
                    vec,
                    ty,
                    nc,
                    sem,
                }
            } else {
                Op::St {
                    space,
                    cache,
                    vec,
                    ty,
                    sem,
                }
            })
        }
        "bra" => {
            let uni = parts.get(1).is_some_and(|p| p.text == "uni");
            no_more(parts, 1 + usize::from(uni), "bra")?;
            Ok(Op::Bra { uni })
        }
        "call" => {
            let uni = parts.get(1).is_some_and(|p| p.text == "uni");
            no_more(parts, 1 + usize::from(uni), "call")?;
            Ok(Op::Call)
        }
        "ret" | "exit" => {
            no_more(parts, 1, head)?;
            Ok(if head == "ret" { Op::Ret } else { Op::Exit })
        }
        "bar" | "barrier" => {
            let legal = if head == "bar" {
                "`bar.sync`, `bar.arrive`, `bar.warp.sync`"
            } else {
                "`barrier.sync`, `barrier.arrive`, `barrier.cluster.arrive`, `barrier.cluster.wait`"
            };
            let Some(p1) = parts.get(1) else {
                return Err(Error::new(parts[0].span, format!("legal forms: {legal}")));
            };
            let (op, n) = match (
                head,
                p1.text.as_str(),
                parts.get(2).map(|p| p.text.as_str()),
            ) {
                ("bar", "sync", _) => (Op::BarSync, 2),
                ("barrier", "sync", _) => (Op::BarrierSync, 2),
                ("bar", "arrive", _) => (Op::BarArrive { barrier: false }, 2),
                ("barrier", "arrive", _) => (Op::BarArrive { barrier: true }, 2),
                ("bar", "warp", Some("sync")) => (Op::BarWarpSync, 3),
                ("barrier", "cluster", Some("arrive")) => (Op::ClusterArrive, 3),
                ("barrier", "cluster", Some("wait")) => (Op::ClusterWait, 3),
                ("bar", "warp", _) | ("barrier", "cluster", _) => {
                    let at = parts.get(2).unwrap_or(p1);
                    return Err(Error::new(at.span, format!("legal forms: {legal}")));
                }
                _ => return Err(bad(p1, &format!("form of `{head}`"), legal)),
            };
            no_more(parts, n, &mn)?;
            Ok(op)
        }
        "membar" => {
            let legal = ".cta .gl .sys";
            let Some(p) = parts.get(1) else {
                return Err(Error::new(
                    parts[0].span,
                    format!("`membar` needs a scope: {legal}"),
                ));
            };
            let scope = match p.text.as_str() {
                "cta" => "Cta",
                "gl" => "Gpu",
                "sys" => "Sys",
                _ => return Err(bad(p, "scope of `membar`", legal)),
            };
            no_more(parts, 2, "membar")?;
            Ok(Op::Membar { scope })
        }
        "fence" => {
            let legal = ".cta .cluster .gpu .sys";
            if parts
                .get(1)
                .is_some_and(|p| p.text == "proxy" || p.text == "mbarrier_init")
            {
                return proxy_fence(parts, &mn);
            }
            match parts.get(1) {
                Some(p) if p.text == "acq_rel" => {}
                Some(p) if p.text == "sc" => {
                    match parts.get(2) {
                        Some(g) if g.text == "gpu" => {}
                        Some(g) => return Err(bad(g, "scope of `fence.sc`", ".gpu")),
                        None => return Err(Error::new(p.span, "write `fence.sc.gpu`")),
                    }
                    no_more(parts, 3, "fence.sc.gpu")?;
                    return Ok(Op::FenceSc);
                }
                Some(p) => {
                    return Err(bad(
                        p,
                        "form of `fence`",
                        ".acq_rel .sc .proxy .mbarrier_init",
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[0].span,
                        "write `fence.acq_rel.<scope>` or `fence.sc.gpu`",
                    ));
                }
            }
            let Some(p) = parts.get(2) else {
                return Err(Error::new(
                    parts[1].span,
                    format!("`fence.acq_rel` needs a scope: {legal}"),
                ));
            };
            let scope = match p.text.as_str() {
                "cta" => "Cta",
                "cluster" => "Cluster",
                "gpu" => "Gpu",
                "sys" => "Sys",
                _ => return Err(bad(p, "scope of `fence`", legal)),
            };
            no_more(parts, 3, "fence")?;
            Ok(Op::Fence { scope })
        }
        "cp" if parts.get(1).is_some_and(|p| p.text == "reduce")
            || parts.get(2).is_some_and(|p| p.text == "bulk") =>
        {
            bulk(parts, &mn)
        }
        "prefetch" => prefetch_tensormap(parts, &mn),
        "cp" => {
            let legal = "`cp.async.ca.shared.global`, `cp.async.cg.shared.global`, `cp.async.commit_group`, `cp.async.wait_group`, `cp.async.wait_all`, `cp.async.bulk…`, `cp.reduce.async.bulk…`";
            match parts.get(1) {
                Some(p) if p.text == "async" => {}
                Some(p) => return Err(bad(p, "form of `cp`", legal)),
                None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
            }
            let Some(p2) = parts.get(2) else {
                return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
            };
            match p2.text.as_str() {
                "mbarrier" => {
                    let ok = parts.get(3).is_some_and(|p| p.text == "arrive");
                    if !ok {
                        return Err(Error::new(
                            p2.span,
                            "write `cp.async.mbarrier.arrive[.noinc].shared.b64`",
                        ));
                    }
                    let noinc = parts.get(4).is_some_and(|p| p.text == "noinc");
                    let i = 4 + usize::from(noinc);
                    match (
                        parts.get(i).map(|p| p.text.as_str()),
                        parts.get(i + 1).map(|p| p.text.as_str()),
                    ) {
                        (Some("shared" | "shared::cta"), Some("b64")) => {}
                        _ => {
                            return Err(Error::new(
                                parts[parts.len() - 1].span,
                                "write `cp.async.mbarrier.arrive[.noinc].shared.b64 [bar]` (the mbarrier is this CTA's, in .shared::cta)",
                            ));
                        }
                    }
                    no_more(parts, i + 2, &mn)?;
                    Ok(Op::CpAsyncMbar { noinc })
                }
                "commit_group" => no_more(parts, 3, &mn).map(|_| Op::CommitGroup),
                "wait_group" => no_more(parts, 3, &mn).map(|_| Op::WaitGroup),
                "wait_all" => no_more(parts, 3, &mn).map(|_| Op::WaitAll),
                "ca" | "cg" => {
                    // Both spaces are fixed: .shared(::cta) destination, .global source.
                    match parts.get(3).map(|p| p.text.as_str()) {
                        Some("shared" | "shared::cta") => {}
                        Some(_) => {
                            return Err(Error::new(
                                parts[3].span,
                                format!(
                                    "`cp.async` writes to .shared::cta, not to .{}; write `cp.async.{}.shared.global`",
                                    parts[3].text, p2.text
                                ),
                            ));
                        }
                        None => {
                            return Err(Error::new(
                                p2.span,
                                format!("write `cp.async.{}.shared.global`", p2.text),
                            ));
                        }
                    }
                    match parts.get(4).map(|p| p.text.as_str()) {
                        Some("global") => {}
                        Some(_) => {
                            return Err(Error::new(
                                parts[4].span,
                                format!(
                                    "`cp.async` reads from .global, not from .{}",
                                    parts[4].text
                                ),
                            ));
                        }
                        None => {
                            return Err(Error::new(
                                parts[3].span,
                                format!("write `cp.async.{}.shared.global`", p2.text),
                            ));
                        }
                    }
                    no_more(parts, 5, &mn)?;
                    Ok(Op::CpAsync {
                        cg: p2.text == "cg",
                    })
                }
                _ => Err(bad(p2, "form of `cp.async`", legal)),
            }
        }
        "mapa" => {
            let mut i = 1;
            if parts.get(1).is_some_and(|p| p.text == "shared::cluster") {
                i = 2;
            }
            if parts
                .get(i)
                .is_some_and(|p| p.text == "u32" || p.text == "u64")
            {
                i += 1;
            }
            no_more(parts, i, "mapa")?;
            Ok(Op::Mapa)
        }
        "index" => {
            no_more(parts, 1, "index")?;
            Ok(Op::Index)
        }
        "shfl" => {
            let legal = "`shfl.sync.up.b32`, `shfl.sync.down.b32`, `shfl.sync.bfly.b32`, `shfl.sync.idx.b32`";
            match parts.get(1) {
                Some(p) if p.text == "sync" => {}
                Some(p) => return Err(bad(p, "form of `shfl`", legal)),
                None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
            }
            let Some(m) = parts.get(2) else {
                return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
            };
            let mode = match m.text.as_str() {
                "up" => "Up",
                "down" => "Down",
                "bfly" => "Bfly",
                "idx" => "Idx",
                _ => return Err(bad(m, "mode of `shfl.sync`", ".up .down .bfly .idx")),
            };
            match parts.get(3) {
                Some(t) if t.text == "b32" => {}
                Some(t) => {
                    return Err(bad(
                        t,
                        "type of `shfl.sync`",
                        ".b32 (the register may be a u32, s32 or f32)",
                    ));
                }
                None => {
                    return Err(Error::new(
                        m.span,
                        format!("write `shfl.sync.{}.b32`", m.text),
                    ));
                }
            }
            no_more(parts, 4, &mn)?;
            Ok(Op::Shfl { mode })
        }
        "vote" => {
            let legal = "`vote.sync.all.pred`, `vote.sync.any.pred`, `vote.sync.uni.pred`, `vote.sync.ballot.b32`";
            match parts.get(1) {
                Some(p) if p.text == "sync" => {}
                Some(p) => return Err(bad(p, "form of `vote`", legal)),
                None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
            }
            let Some(m) = parts.get(2) else {
                return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
            };
            let (method, ty) = match m.text.as_str() {
                "all" => ("vote_all", "pred"),
                "any" => ("vote_any", "pred"),
                "uni" => ("vote_uni", "pred"),
                "ballot" => ("vote_ballot", "b32"),
                _ => return Err(bad(m, "mode of `vote.sync`", ".all .any .uni .ballot")),
            };
            match parts.get(3) {
                Some(t) if t.text == ty => {}
                Some(t) => {
                    return Err(bad(
                        t,
                        &format!("type of `vote.sync.{}`", m.text),
                        &format!(".{ty}"),
                    ));
                }
                None => {
                    return Err(Error::new(
                        m.span,
                        format!("write `vote.sync.{}.{ty}`", m.text),
                    ));
                }
            }
            no_more(parts, 4, &mn)?;
            Ok(Op::Vote { method })
        }
        "activemask" => {
            match parts.get(1) {
                Some(t) if t.text == "b32" => {}
                Some(t) => return Err(bad(t, "type of `activemask`", ".b32")),
                None => return Err(Error::new(parts[0].span, "write `activemask.b32`")),
            }
            no_more(parts, 2, "activemask.b32")?;
            Ok(Op::Activemask)
        }
        "mbarrier" => mbarrier(parts, &mn),
        "mma" | "ldmatrix" | "stmatrix" | "wgmma" | "wgmma_desc" | "wgmma_desc_advance"
        | "frag_zero" => tensor_core(parts, &mn),
        _ => Err(unknown(parts)),
    }
}

/// The reduction operations of `cp.reduce.async.bulk(.tensor)`, as `BulkRedOp` variants.
fn red_op(p: Option<&Part>, at: Span) -> syn::Result<&'static str> {
    let legal = ".add .min .max .inc .dec .and .or .xor";
    let Some(p) = p else {
        return Err(Error::new(
            at,
            format!("`cp.reduce.async.bulk` needs its operation: {legal}"),
        ));
    };
    Ok(match p.text.as_str() {
        "add" => "Add",
        "min" => "Min",
        "max" => "Max",
        "inc" => "Inc",
        "dec" => "Dec",
        "and" => "And",
        "or" => "Or",
        "xor" => "Xor",
        _ => return Err(bad(p, "reduction of `cp.reduce.async.bulk`", legal)),
    })
}

/// Expects the parts `words` from `parts[i]` on (`shared` stands for `shared::cta`).
fn expect(parts: &[Part], i: &mut usize, words: &[&str], spelling: &str) -> syn::Result<()> {
    for w in words {
        match parts.get(*i) {
            Some(p) if p.text == *w || (*w == "shared::cta" && p.text == "shared") => *i += 1,
            Some(p) => {
                return Err(Error::new(
                    p.span,
                    format!(
                        "`.{}` is not a legal modifier here; write `{spelling}`",
                        p.text
                    ),
                ));
            }
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("incomplete mnemonic; write `{spelling}`"),
                ));
            }
        }
    }
    Ok(())
}

/// `cp.async.bulk…` and `cp.reduce.async.bulk…`, the tensor (TMA) forms included.
fn bulk(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let reduce = parts[1].text == "reduce";
    let mut i = 1;
    let head = if reduce {
        "cp.reduce.async.bulk"
    } else {
        "cp.async.bulk"
    };
    expect(
        parts,
        &mut i,
        if reduce {
            &["reduce", "async", "bulk"]
        } else {
            &["async", "bulk"]
        },
        head,
    )?;
    let legal = if reduce {
        "`cp.reduce.async.bulk.global.shared::cta.bulk_group.op.type`, `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.op.type`, `cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group`"
    } else {
        "`cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes[.multicast::cluster]`, `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`, `cp.async.bulk.global.shared::cta.bulk_group`, `cp.async.bulk.prefetch.L2.global`, `cp.async.bulk.commit_group`, `cp.async.bulk.wait_group[.read]`, `cp.async.bulk.tensor.Nd…`, `cp.async.bulk.prefetch.tensor.Nd…`"
    };
    let Some(p) = parts.get(i) else {
        return Err(Error::new(
            parts[i - 1].span,
            format!("legal forms: {legal}"),
        ));
    };
    let last = parts[parts.len() - 1].span;
    match p.text.as_str() {
        "tensor" => tma(parts, i + 1, reduce, false, mn),
        "prefetch" if !reduce => {
            if parts.get(i + 1).is_some_and(|p| p.text == "tensor") {
                return tma(parts, i + 2, false, true, mn);
            }
            i += 1;
            expect(
                parts,
                &mut i,
                &["L2", "global"],
                "cp.async.bulk.prefetch.L2.global",
            )?;
            no_more(parts, i, mn)?;
            Ok(Op::Bulk {
                method: "cp_async_bulk_prefetch_l2",
                shape: BulkShape::Prefetch,
                op: None,
                ty: None,
            })
        }
        "commit_group" if !reduce => {
            no_more(parts, i + 1, mn)?;
            Ok(Op::BulkCommit)
        }
        "wait_group" if !reduce => {
            let read = parts.get(i + 1).is_some_and(|p| p.text == "read");
            no_more(parts, i + 1 + usize::from(read), mn)?;
            Ok(Op::BulkWait { read })
        }
        "shared::cluster" => {
            i += 1;
            let from_global = parts.get(i).is_some_and(|p| p.text == "global");
            if from_global && reduce {
                return Err(Error::new(
                    parts[i].span,
                    "`cp.reduce.async.bulk` reduces from .shared::cta: write `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.op.type`",
                ));
            }
            let spelling = if from_global {
                "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes[.multicast::cluster]"
            } else {
                "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes"
            };
            expect(
                parts,
                &mut i,
                &[
                    if from_global { "global" } else { "shared::cta" },
                    "mbarrier::complete_tx::bytes",
                ],
                spelling,
            )?;
            if reduce {
                let op = red_op(parts.get(i), last)?;
                let (ty, ts) = need_ty(parts, i + 1, mn, ".b32 .u32 .s32 .u64")?;
                no_more(parts, i + 2, mn)?;
                return Ok(Op::Bulk {
                    method: "cp_reduce_async_bulk_shared_to_cluster",
                    shape: BulkShape::Bar,
                    op: Some(op),
                    ty: Some((ty, ts)),
                });
            }
            let multicast =
                from_global && parts.get(i).is_some_and(|p| p.text == "multicast::cluster");
            no_more(parts, i + usize::from(multicast), mn)?;
            Ok(Op::Bulk {
                method: match (from_global, multicast) {
                    (true, true) => "cp_async_bulk_global_to_shared_multicast",
                    (true, false) => "cp_async_bulk_global_to_shared",
                    _ => "cp_async_bulk_shared_to_cluster",
                },
                shape: if multicast {
                    BulkShape::BarMask
                } else {
                    BulkShape::Bar
                },
                op: None,
                ty: None,
            })
        }
        "global" => {
            i += 1;
            let spelling = if reduce {
                "cp.reduce.async.bulk.global.shared::cta.bulk_group.op[.noftz].type"
            } else {
                "cp.async.bulk.global.shared::cta.bulk_group"
            };
            expect(parts, &mut i, &["shared::cta", "bulk_group"], spelling)?;
            if reduce {
                let op = red_op(parts.get(i), last)?;
                // `.add.noftz` is the f16/bf16 spelling of `.add`.
                let noftz = op == "Add" && parts.get(i + 1).is_some_and(|p| p.text == "noftz");
                let t = i + 1 + usize::from(noftz);
                let (ty, ts) = need_ty(parts, t, mn, ".b32 .u32 .s32 .b64 .u64 .s64 .f32 .f64")?;
                no_more(parts, t + 1, mn)?;
                return Ok(Op::Bulk {
                    method: "cp_reduce_async_bulk_shared_to_global",
                    shape: BulkShape::Group,
                    op: Some(op),
                    ty: Some((ty, ts)),
                });
            }
            no_more(parts, i, mn)?;
            Ok(Op::Bulk {
                method: "cp_async_bulk_shared_to_global",
                shape: BulkShape::Group,
                op: None,
                ty: None,
            })
        }
        _ => Err(bad(p, &format!("form of `{head}`"), legal)),
    }
}

/// The TMA forms, from the dimension (`parts[i]`, `1d` … `5d`) on.
fn tma(parts: &[Part], mut i: usize, reduce: bool, prefetch: bool, mn: &str) -> syn::Result<Op> {
    let Some(d) = parts.get(i) else {
        return Err(Error::new(
            parts[i - 1].span,
            "write the tensor's dimension: `.1d` … `.5d`",
        ));
    };
    let rank = match d.text.as_str() {
        "1d" => 1,
        "2d" => 2,
        "3d" => 3,
        "4d" => 4,
        "5d" => 5,
        _ => return Err(bad(d, "dimension of a tensor map", ".1d .2d .3d .4d .5d")),
    };
    let rank_span = d.span;
    i += 1;
    let tile = |parts: &[Part], i: &mut usize| {
        if parts.get(*i).is_some_and(|p| p.text == "tile") {
            *i += 1;
        }
    };
    if prefetch {
        expect(
            parts,
            &mut i,
            &["L2", "global"],
            "cp.async.bulk.prefetch.tensor.Nd.L2.global.tile",
        )?;
        tile(parts, &mut i);
        no_more(parts, i, mn)?;
        return Ok(Op::Tma {
            method: "cp_async_bulk_prefetch_tensor",
            shape: TmaShape::Prefetch,
            rank,
            rank_span,
            op: None,
        });
    }
    if reduce {
        expect(
            parts,
            &mut i,
            &["global", "shared::cta"],
            "cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group",
        )?;
        let op = red_op(parts.get(i), parts[i - 1].span)?;
        i += 1;
        tile(parts, &mut i);
        expect(
            parts,
            &mut i,
            &["bulk_group"],
            "cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group",
        )?;
        no_more(parts, i, mn)?;
        return Ok(Op::Tma {
            method: "cp_reduce_async_bulk_tensor",
            shape: TmaShape::Store,
            rank,
            rank_span,
            op: Some(op),
        });
    }
    match parts.get(i).map(|p| p.text.as_str()) {
        Some("global") => {
            let spelling = "cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group";
            expect(parts, &mut i, &["global", "shared::cta"], spelling)?;
            tile(parts, &mut i);
            expect(parts, &mut i, &["bulk_group"], spelling)?;
            no_more(parts, i, mn)?;
            Ok(Op::Tma {
                method: "cp_async_bulk_tensor_store",
                shape: TmaShape::Store,
                rank,
                rank_span,
                op: None,
            })
        }
        _ => {
            let spelling = "cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes[.multicast::cluster]";
            expect(parts, &mut i, &["shared::cluster", "global"], spelling)?;
            tile(parts, &mut i);
            expect(parts, &mut i, &["mbarrier::complete_tx::bytes"], spelling)?;
            let multicast = parts.get(i).is_some_and(|p| p.text == "multicast::cluster");
            no_more(parts, i + usize::from(multicast), mn)?;
            Ok(Op::Tma {
                method: if multicast {
                    "cp_async_bulk_tensor_load_multicast"
                } else {
                    "cp_async_bulk_tensor_load"
                },
                shape: if multicast {
                    TmaShape::LoadMask
                } else {
                    TmaShape::Load
                },
                rank,
                rank_span,
                op: None,
            })
        }
    }
}

/// `prefetch.tensormap`, `prefetch.const.tensormap`, `prefetch.param.tensormap`.
fn prefetch_tensormap(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let legal = "`prefetch.tensormap [map]` (a generic address), `prefetch.const.tensormap [map]`, `prefetch.param.tensormap [map]` (other prefetches: use the builder)";
    let (space, i) = match parts.get(1).map(|p| p.text.as_str()) {
        Some("tensormap") => (None, 2),
        Some("const") => (Some(Space::Const), 3),
        Some("param" | "param::entry") => (Some(Space::Param), 3),
        Some(_) => return Err(bad(&parts[1], "form of `prefetch`", legal)),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    };
    if space.is_some() {
        match parts.get(2) {
            Some(p) if p.text == "tensormap" => {}
            Some(p) => return Err(bad(p, "form of `prefetch`", legal)),
            None => return Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
        }
    }
    no_more(parts, i, mn)?;
    Ok(Op::PrefetchTensormap { space })
}

/// The register type (builder name) of an `mma`/`wgmma` element type.
fn frag_reg(t: &str) -> Option<&'static str> {
    Some(match t {
        "f16" => "F16x2",
        "bf16" => "Bf16x2",
        "tf32" => "Tf32",
        "s8" => "S8x4",
        "u8" => "U8x4",
        "e4m3" => "E4m3x4",
        "e5m2" => "E5m2x4",
        _ => return None,
    })
}

/// Expects `parts[i..]` to be exactly `words`.
fn expect_parts(parts: &[Part], i: usize, words: &[&str], mn: &str, form: &str) -> syn::Result<()> {
    for (j, w) in words.iter().enumerate() {
        match parts.get(i + j) {
            Some(p) if p.text == *w => {}
            Some(p) => return Err(bad(p, &format!("part of `{mn}`"), &format!("`{form}`"))),
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("`{mn}` is incomplete: write `{form}`"),
                ));
            }
        }
    }
    Ok(())
}

const MMA_FORMS: &str = "`mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`, `….m16n8k16.row.col.f16.f16.f16.f16`, `….m16n8k16.row.col.f32.bf16.bf16.f32`, `….m16n8k8.row.col.f32.tf32.tf32.f32`, `….m16n8k32.row.col.s32.{s8,u8}.{s8,u8}.s32`, `….m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32`";

/// The tensor-core instructions and the typed-ptx extensions that make their operands.
fn tensor_core(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let t: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
    match t[0] {
        "mma" => {
            expect_parts(
                parts,
                1,
                &["sync", "aligned"],
                mn,
                "mma.sync.aligned.shape.row.col.D.A.B.C",
            )?;
            let Some(sp) = parts.get(3) else {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("`{mn}` needs its shape and types: {MMA_FORMS}"),
                ));
            };
            let (shape, k) = match sp.text.as_str() {
                "m16n8k16" => ("M16N8K16", 16),
                "m16n8k8" => ("M16N8K8", 8),
                "m16n8k32" => ("M16N8K32", 32),
                _ => {
                    return Err(bad(
                        sp,
                        "shape of `mma.sync`",
                        ".m16n8k16 .m16n8k8 .m16n8k32",
                    ));
                }
            };
            expect_parts(
                parts,
                4,
                &["row", "col"],
                mn,
                "mma.sync.aligned.shape.row.col.D.A.B.C",
            )?;
            let ty = |i: usize| -> syn::Result<&Part> {
                parts.get(i).ok_or_else(|| {
                    Error::new(
                        parts[parts.len() - 1].span,
                        format!("`{mn}` needs four types (D, A, B, C): {MMA_FORMS}"),
                    )
                })
            };
            let (d, a, b, c) = (ty(6)?, ty(7)?, ty(8)?, ty(9)?);
            no_more(parts, 10, mn)?;
            let legal = matches!(
                (
                    k,
                    d.text.as_str(),
                    a.text.as_str(),
                    b.text.as_str(),
                    c.text.as_str(),
                ),
                (16, "f32", "f16", "f16", "f32")
                    | (16, "f16", "f16", "f16", "f16")
                    | (16, "f32", "bf16", "bf16", "f32")
                    | (8, "f32", "tf32", "tf32", "f32")
                    | (32, "s32", "s8" | "u8", "s8" | "u8", "s32")
                    | (32, "f32", "e4m3" | "e5m2", "e4m3" | "e5m2", "f32")
            );
            if !legal {
                return Err(Error::new(
                    d.span.join(c.span).unwrap_or(d.span),
                    format!(
                        "`{mn}` is not an mma form of the instruction table; legal: {MMA_FORMS}"
                    ),
                ));
            }
            let acc = |p: &Part| match p.text.as_str() {
                "f32" => ("f32", 4),
                "s32" => ("i32", 4),
                _ => ("F16x2", 2),
            };
            Ok(Op::Mma {
                shape,
                a: (frag_reg(&a.text).expect("checked"), 4),
                b: (frag_reg(&b.text).expect("checked"), 2),
                c: acc(c),
            })
        }
        "ldmatrix" | "stmatrix" => {
            let store = t[0] == "stmatrix";
            let form = format!("{}.sync.aligned.m8n8.x4[.trans].shared.b16", t[0]);
            expect_parts(parts, 1, &["sync", "aligned", "m8n8"], mn, &form)?;
            let count = match parts.get(4) {
                Some(p) => match p.text.as_str() {
                    "x1" => "X1",
                    "x2" => "X2",
                    "x4" => "X4",
                    _ => return Err(bad(p, &format!("count of `{}`", t[0]), ".x1 .x2 .x4")),
                },
                None => {
                    return Err(Error::new(
                        parts[parts.len() - 1].span,
                        format!("`{mn}` is incomplete: write `{form}`"),
                    ));
                }
            };
            let trans = t.get(5) == Some(&"trans");
            let i = 5 + trans as usize;
            match parts.get(i) {
                Some(p) if matches!(p.text.as_str(), "shared" | "shared::cta") => {}
                Some(p) => {
                    return Err(Error::new(
                        p.span,
                        format!(
                            "`{}` moves matrices of .shared::cta only (write `.shared` or `.shared::cta`), not `.{}`",
                            t[0], p.text
                        ),
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[parts.len() - 1].span,
                        format!("`{mn}` is incomplete: write `{form}`"),
                    ));
                }
            }
            expect_parts(parts, i + 1, &["b16"], mn, &form)?;
            no_more(parts, i + 2, mn)?;
            Ok(if store {
                Op::Stmatrix { count, trans }
            } else {
                Op::Ldmatrix { count, trans }
            })
        }
        "wgmma" => {
            let Some(what) = parts.get(1) else {
                return Err(Error::new(
                    parts[0].span,
                    "write `wgmma.fence.sync.aligned`, `wgmma.commit_group.sync.aligned`, `wgmma.wait_group.sync.aligned n` or `wgmma.mma_async.sync.aligned.m64nNkK.D.A.B …`",
                ));
            };
            let op = match what.text.as_str() {
                "fence" => Op::WgmmaFence,
                "commit_group" => Op::WgmmaCommit,
                "wait_group" => Op::WgmmaWait,
                "mma_async" => Op::Wgmma {
                    n: 0,
                    d: "",
                    a: "",
                    b: "",
                    transpose: false,
                },
                _ => {
                    return Err(bad(
                        what,
                        "form of `wgmma`",
                        ".fence .commit_group .wait_group .mma_async",
                    ));
                }
            };
            expect_parts(
                parts,
                2,
                &["sync", "aligned"],
                mn,
                &format!("wgmma.{}.sync.aligned", what.text),
            )?;
            if !matches!(op, Op::Wgmma { .. }) {
                no_more(parts, 4, mn)?;
                return Ok(op);
            }
            let form = "wgmma.mma_async.sync.aligned.m64nNkK.D.A.B";
            let Some(sp) = parts.get(4) else {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("`{mn}` needs its shape and types: `{form}`"),
                ));
            };
            let shape = sp.text.strip_prefix("m64n").and_then(|r| r.split_once('k'));
            let Some((n, k)) =
                shape.and_then(|(n, k)| Some((n.parse::<u32>().ok()?, k.parse::<u32>().ok()?)))
            else {
                return Err(bad(
                    sp,
                    "shape of `wgmma.mma_async`",
                    ".m64nNk16 (f16, bf16), .m64nNk8 (tf32), .m64nNk32 (e4m3, e5m2)",
                ));
            };
            if n == 0 || n > 256 || n % 8 != 0 {
                return Err(Error::new(
                    sp.span,
                    format!(
                        "`wgmma.mma_async` has no shape `.{}`: N is a multiple of 8 from 8 to 256",
                        sp.text
                    ),
                ));
            }
            let ty = |i: usize| -> syn::Result<&Part> {
                parts.get(i).ok_or_else(|| {
                    Error::new(
                        parts[parts.len() - 1].span,
                        format!("`{mn}` needs three types (D, A, B): `{form}`"),
                    )
                })
            };
            let (d, a, b) = (ty(5)?, ty(6)?, ty(7)?);
            no_more(parts, 8, mn)?;
            let (want_k, dtypes) = match (a.text.as_str(), b.text.as_str()) {
                ("f16", "f16") => (16, &["f32", "f16"][..]),
                ("bf16", "bf16") => (16, &["f32"][..]),
                ("tf32", "tf32") => (8, &["f32"][..]),
                ("e4m3" | "e5m2", "e4m3" | "e5m2") => (32, &["f32", "f16"][..]),
                _ => {
                    return Err(Error::new(
                        a.span.join(b.span).unwrap_or(a.span),
                        "`wgmma.mma_async` multiplies .f16.f16, .bf16.bf16, .tf32.tf32 or e4m3/e5m2 pairs",
                    ));
                }
            };
            if k != want_k {
                return Err(Error::new(
                    sp.span,
                    format!(
                        "`.{}.{}` wgmma has K = {want_k}: write `.m64n{n}k{want_k}`",
                        a.text, b.text
                    ),
                ));
            }
            if !dtypes.contains(&d.text.as_str()) {
                return Err(bad(
                    d,
                    &format!("accumulator type of `wgmma` .{}.{}", a.text, b.text),
                    &dtypes
                        .iter()
                        .map(|x| format!(".{x}"))
                        .collect::<Vec<_>>()
                        .join(" "),
                ));
            }
            Ok(Op::Wgmma {
                n,
                d: if d.text == "f32" { "f32" } else { "F16x2" },
                a: frag_reg(&a.text).expect("checked"),
                b: frag_reg(&b.text).expect("checked"),
                transpose: want_k == 16,
            })
        }
        "wgmma_desc" => {
            let swizzle = match parts.get(1).map(|p| p.text.as_str()) {
                Some("none") => "None",
                Some("b32") => "B32",
                Some("b64") => "B64",
                Some("b128") => "B128",
                Some(_) => {
                    return Err(bad(
                        &parts[1],
                        "swizzle of `wgmma_desc`",
                        ".none .b32 .b64 .b128",
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[0].span,
                        "`wgmma_desc` needs its swizzle: `wgmma_desc.none`, `.b32`, `.b64` or `.b128`",
                    ));
                }
            };
            let elem = match parts.get(2).map(|p| p.text.as_str()) {
                None => None,
                Some("f16") => Some("F16"),
                Some("bf16") => Some("Bf16"),
                Some("tf32") => Some("f32"),
                Some("e4m3") => Some("E4m3x4"),
                Some("e5m2") => Some("E5m2x4"),
                Some(_) => {
                    return Err(bad(
                        &parts[2],
                        "element type of `wgmma_desc`",
                        ".f16 .bf16 .tf32 .e4m3 .e5m2 (or none: the address's own)",
                    ));
                }
            };
            no_more(parts, 3, mn)?;
            Ok(Op::WgmmaDesc { swizzle, elem })
        }
        "wgmma_desc_advance" => {
            no_more(parts, 1, mn)?;
            Ok(Op::WgmmaDescAdvance)
        }
        _ => {
            // frag_zero.T
            let ty = match parts.get(1).map(|p| p.text.as_str()) {
                Some("f32") => "f32",
                Some("s32") => "i32",
                Some("u32" | "b32") => "u32",
                Some("f16x2") => "F16x2",
                Some("bf16x2") => "Bf16x2",
                Some("tf32") => "Tf32",
                Some("e4m3x4") => "E4m3x4",
                Some("e5m2x4") => "E5m2x4",
                Some("s8x4") => "S8x4",
                Some("u8x4") => "U8x4",
                Some(_) => return Err(bad(&parts[1], "type of `frag_zero`", FRAG_TYS)),
                None => {
                    return Err(Error::new(
                        parts[0].span,
                        format!("`frag_zero` needs the register type: one of {FRAG_TYS}"),
                    ));
                }
            };
            no_more(parts, 2, mn)?;
            Ok(Op::FragZero { ty })
        }
    }
}

const FRAG_TYS: &str = ".f32 .s32 .u32 .f16x2 .bf16x2 .tf32 .e4m3x4 .e5m2x4 .s8x4 .u8x4";

/// `st.async.shared::cluster.mbarrier::complete_tx::bytes{.v2,.v4}.T` and
/// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.op.T`: the
/// qualifiers are fixed (one form each), written in full.
fn async_store(parts: &[Part], red: bool) -> syn::Result<Op> {
    let mn = if red {
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes"
    } else {
        "st.async.shared::cluster.mbarrier::complete_tx::bytes"
    };
    let fixed: Vec<&str> = mn.split('.').collect();
    for (i, want) in fixed.iter().enumerate().skip(2) {
        match parts.get(i) {
            Some(p) if p.text == *want => {}
            Some(p) => {
                return Err(Error::new(
                    p.span,
                    format!(
                        "`.{}` is not a legal qualifier here: write `{mn}` (the destination and its mbarrier are .shared::cluster)",
                        p.text
                    ),
                ));
            }
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("write `{mn}…`"),
                ));
            }
        }
    }
    let mut i = fixed.len();
    if red {
        let ops = ".add .min .max .inc .dec .and .or .xor";
        let Some(o) = parts.get(i) else {
            return Err(Error::new(
                parts[i - 1].span,
                format!("`red.async` needs an operation: {ops}"),
            ));
        };
        let op = match o.text.as_str() {
            "add" => "Add",
            "min" => "Min",
            "max" => "Max",
            "inc" => "Inc",
            "dec" => "Dec",
            "and" => "And",
            "or" => "Or",
            "xor" => "Xor",
            _ => return Err(bad(o, "operation of `red.async`", ops)),
        };
        let legal = ".u32 .s32 .u64 .s64 (.b32 for .and .or .xor)";
        let (ty, ty_span) = need_ty(parts, i + 1, "red.async", legal)?;
        if !matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64 | Ty::B32) {
            return Err(bad(&parts[i + 1], "type of `red.async`", legal));
        }
        no_more(parts, i + 2, "red.async")?;
        return Ok(Op::RedAsync { op, ty, ty_span });
    }
    let mut vec = 1;
    if let Some(p) = parts.get(i) {
        if p.text == "v2" {
            vec = 2;
            i += 1;
        } else if p.text == "v4" {
            vec = 4;
            i += 1;
        }
    }
    let legal = ".b32 .b64 .u32 .s32 .u64 .s64 .f32 .f64 (.v4: 32-bit types)";
    let (ty, ty_span) = need_ty(parts, i, "st.async", legal)?;
    if ty.size() < 4 || ty == Ty::Pred || (vec == 4 && ty.size() != 4) {
        return Err(bad(&parts[i], "type of `st.async`", legal));
    }
    no_more(parts, i + 1, "st.async")?;
    Ok(Op::StAsync { vec, ty, ty_span })
}

/// Checks the number of operands against the form.
pub(crate) fn check_count(op: &Op, inst: &Inst) -> syn::Result<()> {
    let (counts, usage) = op.usage();
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
        Operand::Expr(..) => Ok(None),
        _ => Err(Error::new(
            o.span(),
            format!("{what} is an immediate ({lo}..={hi}) or a `{{rust expr}}`"),
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
