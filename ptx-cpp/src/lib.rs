//! The CUDA C++ header of typed-ptx: typed PTX wrappers, generated from the instruction
//! table (`typed-ptx-isa`).
//!
//! [`cuda_header_files`] renders `include/typed_ptx.cuh` and the files it includes, split
//! per instruction family (`typed_ptx/core.cuh`, `typed_ptx/sync.cuh`,
//! `typed_ptx/bulk.cuh` …, each self-contained), and [`cuda_header`] the same declarations
//! as one text (for NVRTC, or to copy one file). In the repository, `cargo xtask codegen`
//! writes the files and their reference `docs/cuda-cpp.md` (from [`wrappers`]), and
//! `cargo xtask codegen --check` fails when a committed copy is stale. Every wrapper comes
//! from one row of [`FORMS`]: the row's
//! operands' state spaces and address widths pick the C++ address types, and its `min_sm`
//! becomes an `#if __CUDA_ARCH__ >= …` guard (compiled for an older `sm`, the wrapper is a
//! stub whose `static_assert` names the instruction and the `sm` it needs). Its asm is the
//! row's template with its slots filled ([`Form::spelled`](typed_ptx_isa::Form::spelled)
//! of [`Mod`] values), and its name the row's: its `FormId` in snake
//! case, the PTX of a value wrapper (`add_bf16x2`), or one of the few names the header
//! keeps by hand (`bulk_copy_global_to_shared`, `tma_load` …).
//!
//! The header mirrors the Rust type rules: `typed_ptx::global_ptr<T>`,
//! `shared_addr64<T>`/`shared_addr32<T>`, `shared_cluster_addr64/32`, `local_addr64/32`,
//! `const_addr64/32` and `generic_ptr<T, Origin>` (origin `from_global`, `from_shared`,
//! `from_shared_cluster`, `from_local`, `from_const`, `from_unknown` or `from_unknown_rw`)
//! are distinct types with no implicit conversions between them. A typed address of `T` is
//! aligned to `alignof(T)`, as a C++ `T*` is; `cp.async` of `N` bytes takes only addresses
//! whose element type is aligned to `N`.
//!
//! **Unknown origins keep what they allow**, as the Rust builder's `Unknown<A>` does. A read-only
//! generic pointer is a `generic_ptr<const T, …>`: `from_ptr(p)` of a C++ pointer is one
//! (the pointer may be the address of `.const` or `.local` data, so it allows loads only,
//! like `Ptr::from_bits`), and so is a `.const` origin, forgotten or `.cast<U>()`. Forgetting
//! a `.local` origin gives `from_unknown_rw` (loads and stores, no `atom`/`red`); only
//! `.global` and `.shared` origins forget to `from_unknown`, which allows atomics. The writable,
//! atomic-capable form of a C++ pointer is the visibly unchecked `from_ptr_unchecked(p)`
//! (the caller claims `p` points into `.global` or `.shared`, as `unsafe`
//! `Ptr::from_bits_unchecked` does); a kernel's pointer parameter, declared
//! `global_param<T>` (device code cannot make one), is `.global` through `kernel_param(p)`.
//! An array's space comes from its declaration, which C++ types cannot see: the
//! `TYPED_PTX_{GLOBAL,CONST,SHARED,LOCAL}_ARRAY` macros write the `__device__`, `__constant__`
//! or `__shared__` themselves. An `extern __shared__` declaration runs no constructor, so
//! `global_array`/`const_array` are empty handles whose storage is a template argument only
//! the macro binds, and `local_array` is abstract (only the macro's local class is not);
//! `kernel_param_unchecked(p)` and `shared_view_unchecked(arr)` state a claim. Limit: a
//! `global_param` holds its pointer as data, which device code can overwrite (an
//! `extern __shared__` array of them, a union, `memcpy`): no C++ type prevents it.
//!
//! **Zero cost.** Conversions (`cvta`, truncation to 32 bits, `isspacep`, `mapa` of a
//! generic pointer) go through CUDA's intrinsics (`__cvta_generic_to_shared` …) or plain
//! C++, and loads and stores of `.global`, `.shared`, `.local`, `.const` and generic
//! addresses are C++ accesses through the converted pointer, so `nvcc` folds, schedules and
//! vectorizes them exactly as plain CUDA and still emits the space's instruction
//! (`ld.shared.v4.f32` from a `shared_addr32<float4>`). What C++ cannot say (the cluster
//! window, atomics and reductions with the table's exact instruction, `cp.async`, barriers
//! and fences) is inline `asm`: `volatile` with a `"memory"` clobber where it touches memory
//! or orders it, plain `asm` where it only computes an address.
//!
//! **Names.** Operations on a typed address (`ld`, `st`, `atom_add`, `cvta_generic_to_shared`,
//! `mapa` …) are hidden friends of the address types: found from their argument (call them
//! unqualified), never by `using namespace typed_ptx`. The names at namespace scope are
//! long and distinctive, and all of them are function templates, so a function of
//! `cuda::ptx` with the same name and parameters is ambiguous with it, never silently
//! replaced by it.
//!
//! ```
//! let h = typed_ptx_cpp::cuda_header();
//! assert!(h.starts_with("// @generated"));
//! assert!(h.contains("cp.async.cg.shared.global [%0], [%1], %2;"));
//! assert!(h.contains("#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900"));
//! ```

#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]

use core::fmt::Write;
use typed_ptx_isa::{
    Arch, FORMS, Family, Form, FormId, Mod, Operand, Shape, Slot, Space, TyStyle, Types, Val, Width,
};

mod header;
mod row;
mod tensor;

pub use header::{HeaderFile, cuda_header, cuda_header_files};

/// A named state space as the header spells it.
#[derive(PartialEq)]
struct Sp {
    space: Space,
    /// `global`, `shared`, `shared_cluster`, `local`, `const`.
    name: &'static str,
    /// Index in `detail::space_of` (1 is generic).
    id: u32,
    /// CUDA's intrinsic suffix (`__cvta_<x>_to_generic`, `__cvta_generic_to_<x>`), if any.
    intrinsic: Option<&'static str>,
    /// CUDA's `__is<X>` test, if any.
    is_fn: &'static str,
}

const SPACES: &[Sp] = &[
    Sp {
        space: Space::Global,
        name: "global",
        id: 2,
        intrinsic: Some("global"),
        is_fn: "__isGlobal",
    },
    Sp {
        space: Space::SharedCta,
        name: "shared",
        id: 3,
        intrinsic: Some("shared"),
        is_fn: "__isShared",
    },
    Sp {
        space: Space::SharedCluster,
        name: "shared_cluster",
        id: 4,
        intrinsic: None,
        is_fn: "__isClusterShared",
    },
    Sp {
        space: Space::Local,
        name: "local",
        id: 5,
        intrinsic: Some("local"),
        is_fn: "__isLocal",
    },
    Sp {
        space: Space::Const,
        name: "const",
        id: 6,
        intrinsic: Some("constant"),
        is_fn: "__isConstant",
    },
];

/// What `try_cvta_generic_to_<space>` asks of the origin, as the Rust builder's
/// `if_space` does: the origin allows at least what the space allows (`.global` and
/// `.shared` take atomics, so a `.local` origin or a forgotten one, `from_unknown_rw`, is
/// not checked into them; a read-only element type always may be).
fn checked_access(s: &Sp) -> String {
    let need = match s.space {
        Space::Global | Space::SharedCta | Space::SharedCluster => 2,
        Space::Local => 1,
        _ => return String::new(),
    };
    format!(
        "static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= {need}, \"try_cvta_generic_to_{0}: this generic pointer allows less than .{0} addresses do (it came from .local, or is a from_unknown_rw pointer): a checked conversion never widens what the origin allowed (convert a generic_ptr<const T> for loads only)\");\n",
        s.name
    )
}

impl Sp {
    /// The PTX qualifier as the wrappers print it (`.shared`, not `.shared::cta`).
    fn ptx(&self) -> &'static str {
        self.space.modifier().text()
    }
}

fn sp(space: Space) -> Option<&'static Sp> {
    SPACES.iter().find(|s| s.space == space)
}

/// An address type of the header: the generic pointer, or a named space at a width.
#[derive(Clone, Copy, PartialEq)]
enum Cls {
    Generic,
    Named(&'static Sp, u32),
}

impl Cls {
    /// `generic_ptr`, `global_ptr`, `shared_addr32` …
    fn name(self) -> String {
        match self {
            Cls::Generic => "generic_ptr".into(),
            Cls::Named(s, bits) => addr_type(s, bits),
        }
    }
    fn space(self) -> Space {
        match self {
            Cls::Generic => Space::Generic,
            Cls::Named(s, _) => s.space,
        }
    }
    fn bits(self) -> u32 {
        match self {
            Cls::Generic => 64,
            Cls::Named(_, b) => b,
        }
    }
    /// The C++ expression of the address as a generic `void*`.
    fn to_generic(self, v: &str) -> String {
        match self {
            Cls::Generic => format!("(void*){v}"),
            Cls::Named(s, _) => match s.intrinsic {
                Some(i) => format!("__cvta_{i}_to_generic((size_t){v})"),
                None => format!("(void*)detail::cvta_shared_cluster_to_generic((detail::u64){v})"),
            },
        }
    }
}

/// Every address type, in header order.
fn classes() -> Vec<Cls> {
    let mut v = Vec::new();
    for s in SPACES {
        v.push(Cls::Named(s, 64));
        if s.space.has_32bit_window() {
            v.push(Cls::Named(s, 32));
        }
    }
    v.push(Cls::Generic);
    v
}

/// The C++ address type of a space at a width (`global_ptr`, `shared_addr32` …).
fn addr_type(s: &Sp, bits: u32) -> String {
    if s.space == Space::Global {
        "global_ptr".into()
    } else {
        format!("{}_addr{bits}", s.name)
    }
}

/// The widths an operand of this width admits in this space.
fn widths(s: &Sp, w: Width) -> Vec<u32> {
    match w {
        Width::W64 => vec![64],
        Width::W32 => vec![32],
        Width::Either if s.space.has_32bit_window() => vec![64, 32],
        Width::Either => vec![64],
    }
}

/// The address types an address operand of a row admits.
fn operand_classes(space: Space, w: Width) -> Vec<Cls> {
    match sp(space) {
        None => vec![Cls::Generic],
        Some(s) => widths(s, w).into_iter().map(|b| Cls::Named(s, b)).collect(),
    }
}

/// The reason the memory-order rows are not wrapped: CUDA C++ says them already.
const ORDERED: &str = "libcu++'s cuda::atomic_ref<T, cuda::thread_scope_*> with a memory_order (load, store, fetch_*, exchange, compare_exchange_strong) emits it";

/// Values of rows' `{.space}` slots the header does not wrap, and why (the rest of each
/// row is wrapped once per space, [`typed_ptx_isa::row::space_views`]).
pub const CPP_SKIPPED_SPACES: &[(FormId, Mod, &str)] = &[
    (
        FormId::Ld,
        Mod::SharedCta,
        "same instruction as ld.shared; the header prints .shared",
    ),
    (
        FormId::St,
        Mod::SharedCta,
        "same instruction as st.shared; the header prints .shared",
    ),
    (
        FormId::Ld,
        Mod::Param,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::CvtaSpace,
        Mod::SharedCta,
        "same instruction as cvta.shared",
    ),
    (
        FormId::CvtaSpace,
        Mod::Param,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::CvtaSpace,
        Mod::ParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::CvtaToSpace,
        Mod::SharedCta,
        "same instruction as cvta.to.shared",
    ),
    (
        FormId::CvtaToSpace,
        Mod::Param,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::CvtaToSpace,
        Mod::ParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::IsspacepSpace,
        Mod::SharedCta,
        "same instruction as isspacep.shared",
    ),
    (
        FormId::IsspacepSpace,
        Mod::Param,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::IsspacepSpace,
        Mod::ParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::Atom,
        Mod::SharedCta,
        "same instruction as atom.shared; the header prints .shared",
    ),
    (
        FormId::Red,
        Mod::SharedCta,
        "same instruction as red.shared; the header prints .shared",
    ),
    (
        FormId::PrefetchTensormap,
        Mod::Const,
        "inline asm cannot name a __constant__ symbol: tensor_map_prefetch takes the map's generic address (tensor_map_of), the same prefetch",
    ),
    (
        FormId::PrefetchTensormap,
        Mod::Param,
        "inline asm cannot name a kernel's .param symbol: tensor_map_prefetch takes the parameter's generic address (tensor_map_param), the same prefetch",
    ),
    (
        FormId::Ldmatrix,
        Mod::SharedCta,
        "same instruction as ldmatrix….shared; the header prints .shared",
    ),
    (
        FormId::Stmatrix,
        Mod::SharedCta,
        "same instruction as stmatrix….shared; the header prints .shared",
    ),
];

/// The per-space views of a row with a `{.space}` slot
/// ([`typed_ptx_isa::row::space_views`]) that the header wraps (less
/// [`CPP_SKIPPED_SPACES`]), each with the row's slot values that select its space;
/// `None` for a row without such a slot.
fn wrapped_views(f: &'static Form) -> Option<Vec<(&'static Form, Vec<Val>)>> {
    let (i, _) = f.space_slot()?;
    let views = typed_ptx_isa::row::space_views(f.id)
        .iter()
        .filter(|(_, m)| {
            !CPP_SKIPPED_SPACES
                .iter()
                .any(|(id, v, _)| *id == f.id && v == m)
        })
        .map(|&(view, m)| {
            let mut vals = vec![Val::NONE; f.slots.len()];
            vals[i] = Val::from(m);
            (view, vals)
        })
        .collect();
    Some(views)
}

/// Why the header has no wrappers of the vector rows of the cache-hinted and non-coherent
/// accesses.
const HINTED_VECTOR: &str = "C++ moves a vector as one element: ld_nc(p) of a float4 is CUDA's __ldg (the non-coherent vector load), and the hinted wrappers (ld_L1_evict_first(p) ...) move a 16-byte element with this row's four 32-bit registers, an 8-byte one as one 64-bit register";

/// Why the header has no wrappers of the `tcgen05` rows on tensor memory.
const TMEM: &str = "not yet in the header: tensor memory is the Rust builder's typed allocation (Tmem, its columns checked at each access and its freeing on every path at emit), and the header has no tensor-memory type to give these wrappers";

/// Why the header has no wrappers of `tcgen05.commit`.
const TCGEN05_COMMIT: &str = "not yet in the header: its commit arrives for the tcgen05 operations the header cannot issue without its tensor-memory type (TMEM)";

/// Why the header has no wrappers of the tensor map edits.
const TENSORMAP_EDIT: &str = "not yet in the header: its tensor_map_addr is a read-only map (a kernel parameter's); an edited map needs a typed .shared::cta or .global tensor map, as the Rust builder's TensorMapEdit";

/// Why the header has no wrappers of the `multimem` rows.
const MULTIMEM: &str = "not yet in the header: a multimem address needs a pointer type of its own (the Rust builder's Multimem<T>, made only from a kernel parameter); a plain T* would let a .global pointer through, which PTX leaves undefined";

/// Rows of the table the header does not wrap, and why. A test walks the whole table:
/// every row is wrapped (or turned into a type) or listed here.
pub const CPP_SKIPPED: &[(FormId, &str)] = &[
    (FormId::Tcgen05Alloc, TMEM),
    (FormId::Tcgen05Dealloc, TMEM),
    (FormId::Tcgen05Relinquish, TMEM),
    (FormId::Tcgen05Ld, TMEM),
    (FormId::Tcgen05St, TMEM),
    (FormId::Tcgen05LdSplit, TMEM),
    (FormId::Tcgen05StSplit, TMEM),
    (FormId::Tcgen05Shift, TMEM),
    (FormId::Tcgen05Cp, TMEM),
    (FormId::Tcgen05LdRed, TMEM),
    (FormId::Tcgen05LdRedSplit, TMEM),
    (FormId::Tcgen05Mma, TMEM),
    (FormId::Tcgen05MmaTmemA, TMEM),
    (FormId::Tcgen05MmaLanes, TMEM),
    (FormId::Tcgen05MmaTmemALanes, TMEM),
    (FormId::Tcgen05MmaScaleD, TMEM),
    (FormId::Tcgen05MmaTmemAScaleD, TMEM),
    (FormId::Tcgen05MmaLanesScaleD, TMEM),
    (FormId::Tcgen05MmaTmemALanesScaleD, TMEM),
    (FormId::Tcgen05MmaWs, TMEM),
    (FormId::Tcgen05MmaWsTmemA, TMEM),
    (FormId::Tcgen05MmaWsZeroCols, TMEM),
    (FormId::Tcgen05MmaWsTmemAZeroCols, TMEM),
    (FormId::Tcgen05MmaBlockScale, TMEM),
    (FormId::Tcgen05MmaBlockScaleTmemA, TMEM),
    (FormId::Tcgen05MmaBlock, TMEM),
    (FormId::Tcgen05MmaBlockTmemA, TMEM),
    (FormId::Tcgen05MmaSp, TMEM),
    (FormId::Tcgen05MmaSpTmemA, TMEM),
    (FormId::Tcgen05MmaSpBlock, TMEM),
    (FormId::Tcgen05MmaSpBlockTmemA, TMEM),
    (
        FormId::ElectSyncPred,
        "cuda::ptx::elect_sync(mask) is this instruction (`elect.sync _|p`) at namespace scope, which the header does not shadow (a wrapper of the same parameters would be ambiguous with it); elect_leader gives the leader's lane too",
    ),
    (FormId::Tcgen05Commit, TCGEN05_COMMIT),
    (FormId::MultimemLdReduce, MULTIMEM),
    (FormId::MultimemLdReduceV2, MULTIMEM),
    (FormId::MultimemLdReduceV4, MULTIMEM),
    (FormId::MultimemLdReduceV8, MULTIMEM),
    (FormId::MultimemSt, MULTIMEM),
    (FormId::MultimemStV2, MULTIMEM),
    (FormId::MultimemStV4, MULTIMEM),
    (FormId::MultimemStV8, MULTIMEM),
    (FormId::MultimemRed, MULTIMEM),
    (FormId::MultimemRedV2, MULTIMEM),
    (FormId::MultimemRedV4, MULTIMEM),
    (FormId::MultimemRedV8, MULTIMEM),
    (FormId::TensormapReplaceAddress, TENSORMAP_EDIT),
    (FormId::TensormapReplaceDim, TENSORMAP_EDIT),
    (FormId::TensormapReplaceStride, TENSORMAP_EDIT),
    (FormId::TensormapCpFenceproxy, TENSORMAP_EDIT),
    (FormId::Tcgen05CommitMulticast, TCGEN05_COMMIT),
    (FormId::LdGlobalNcV2, HINTED_VECTOR),
    (FormId::LdGlobalNcV4, HINTED_VECTOR),
    (FormId::LdEvictV2, HINTED_VECTOR),
    (FormId::LdEvictV4, HINTED_VECTOR),
    (FormId::LdPrefetchV2, HINTED_VECTOR),
    (FormId::LdPrefetchV4, HINTED_VECTOR),
    (FormId::StEvictV2, HINTED_VECTOR),
    (FormId::StEvictV4, HINTED_VECTOR),
    (
        FormId::MovB128Pack,
        "C++ on unsigned __int128: (unsigned __int128)hi << 64 | lo (nvcc emits mov.b128 d, {lo, hi})",
    ),
    (
        FormId::MovB128Unpack,
        "C++ on unsigned __int128: (unsigned long long)v and (unsigned long long)(v >> 64) (nvcc emits mov.b128 {lo, hi}, v)",
    ),
    (FormId::LdOrdered, ORDERED),
    (FormId::StOrdered, ORDERED),
    (FormId::AtomOrdered, ORDERED),
    (FormId::RedOrdered, ORDERED),
    (FormId::Add, "C++ arithmetic (a + b)"),
    (FormId::Sub, "C++ arithmetic (a - b)"),
    (FormId::MulLo, "C++ arithmetic (a * b)"),
    (FormId::MulHi, "CUDA's __umulhi/__mulhi/__umul64hi"),
    (FormId::MulWide, "C++ arithmetic on the wider type"),
    (FormId::MadLo, "C++ arithmetic (a * b + c)"),
    (FormId::Div, "C++ arithmetic (a / b)"),
    (FormId::Rem, "C++ arithmetic (a % b)"),
    (FormId::Min, "CUDA's min()"),
    (FormId::Max, "CUDA's max()"),
    (FormId::Abs, "CUDA's abs()/fabsf()"),
    (FormId::Neg, "C++ arithmetic (-a)"),
    (FormId::Popc, "CUDA's __popc/__popcll"),
    (FormId::Clz, "CUDA's __clz/__clzll"),
    (FormId::Brev, "CUDA's __brev/__brevll"),
    (FormId::MulF, "C++ arithmetic (a * b)"),
    (FormId::FmaRn, "CUDA's fmaf()/fma()"),
    (FormId::DivRn, "C++ arithmetic (a / b, IEEE by default)"),
    (FormId::SqrtRn, "CUDA's sqrtf()/sqrt()"),
    (FormId::RcpRn, "CUDA's __frcp_rn/__drcp_rn"),
    (
        FormId::Ex2Approx,
        "CUDA's exp2f() with -use_fast_math, or __expf",
    ),
    (FormId::Lg2Approx, "CUDA's __log2f"),
    (FormId::SinApprox, "CUDA's __sinf"),
    (FormId::CosApprox, "CUDA's __cosf"),
    (FormId::And, "C++ operators (& and &&)"),
    (FormId::Or, "C++ operators (| and ||)"),
    (FormId::Xor, "C++ operator ^"),
    (FormId::Not, "C++ operators (~ and !)"),
    (FormId::Shl, "C++ operator <<"),
    (FormId::Shr, "C++ operator >>"),
    (FormId::Setp, "C++ comparisons"),
    (FormId::Selp, "C++ ?: operator"),
    (FormId::Mov, "C++ assignment"),
    (
        FormId::MovAddr,
        "C++ takes a variable's address with & (the TYPED_PTX_*_ARRAY declarations)",
    ),
    (FormId::StParam, "kernel parameters are C++ arguments"),
    (
        FormId::CvtaSpaceVar,
        "nvcc emits the variable form itself for &var (the *_array types); kernel parameters are C++ arguments",
    ),
    (FormId::Cvt, "C++ casts convert numbers"),
    (FormId::CvtRn, "C++ casts convert numbers"),
    (FormId::CvtRzi, "C++ casts convert numbers"),
    (FormId::Bra, "C++ control flow (if, loops)"),
    (FormId::BraUni, "C++ control flow (if, loops)"),
    (FormId::Call, "C++ function calls"),
    (FormId::Ret, "C++ return"),
    (FormId::Exit, "C++ return from the kernel"),
    (
        FormId::ShflSync,
        "CUDA's __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync, __shfl_sync",
    ),
    (
        FormId::VoteSync,
        "CUDA's __all_sync, __any_sync, __uni_sync",
    ),
    (FormId::VoteSyncBallot, "CUDA's __ballot_sync"),
    (FormId::Activemask, "CUDA's __activemask"),
    (
        FormId::ReduxSync,
        "CUDA's __reduce_add_sync, __reduce_min_sync, __reduce_max_sync (unsigned int, int)",
    ),
    (
        FormId::ReduxSyncBitwise,
        "CUDA's __reduce_and_sync, __reduce_or_sync, __reduce_xor_sync",
    ),
    (FormId::MatchAnySync, "CUDA's __match_any_sync"),
    (FormId::MatchAllSync, "CUDA's __match_all_sync"),
    (
        FormId::DeclFunc,
        "C++ __device__ functions (no .param of their own)",
    ),
    (FormId::Maxntid, "CUDA's __launch_bounds__(N)"),
    (
        FormId::Reqntid,
        "CUDA's __launch_bounds__ (nvcc has no .reqntid attribute)",
    ),
    (FormId::Minnctapersm, "CUDA's __launch_bounds__(N, M)"),
    (
        FormId::Reqnctapercluster,
        "CUDA's __cluster_dims__(x, y, z)",
    ),
    (
        FormId::Explicitcluster,
        "CUDA's cudaLaunchKernelEx with a cluster attribute",
    ),
    (
        FormId::MovPack,
        "CUDA's __halves2half2 / __halves2bfloat162 (no instruction of its own)",
    ),
    (
        FormId::MovUnpack,
        "CUDA's __low2half / __high2half and __low2bfloat16 / __high2bfloat16",
    ),
];

/// A guard level: wrappers of forms whose `min_sm` is above the oldest target of CUDA 13
/// (sm_75) are compiled only for a new enough `__CUDA_ARCH__`.
const OLDEST_SM: u32 = 75;

/// One generated function: a hidden friend of an address type (`host`) or a function
/// template at namespace scope (`host` is `None`), and the stub that replaces it when
/// `__CUDA_ARCH__` is older than the form's `min_sm`.
struct Fun {
    form: FormId,
    host: Option<Cls>,
    /// Template parameters without the `template <>` (empty: none).
    tparams: String,
    ret: String,
    name: String,
    params: String,
    body: String,
    doc: String,
    /// What each call leaves in `nvcc -ptx`'s output for the exerciser's element type.
    expect: String,
    /// The exerciser's call of a value wrapper (half precision, bit manipulation), whose
    /// arguments are the exerciser's variables of each type; `None` for wrappers the
    /// exerciser calls by hand.
    call: Option<String>,
    /// For a wrapper of a gated slot value (`barrier.cluster.arrive.relaxed`): the PTX
    /// ISA version and `sm` it needs, above its form's.
    gate: Option<(typed_ptx_isa::Version, u32)>,
    /// Whether it wraps one spelling of a row with slots ([`respell`]): its stub names
    /// that spelling ([`expect`](Fun::expect)), not the row's fixed head.
    respelled: bool,
    /// The head its doc and stub name instead of the row's (`redux.sync.min` for the
    /// `.min` wrapper of `redux.sync{.op}{.abs}{.nan}.f32`): a wrapper of one value of a
    /// row's first slot, named as the row that had that value fixed was.
    head_text: Option<String>,
}

fn form(id: FormId) -> &'static Form {
    id.form()
}

/// The mnemonic of row `f` with the modifiers `vals` in its slots, checked against the row
/// (a value its slot does not take is a bug of the generator, which its tests catch).
fn spell(f: &Form, vals: &[Mod]) -> String {
    let vals: Vec<Val> = vals.iter().map(|&m| Val::from(m)).collect();
    spell_vals(f, &vals)
}

/// The `Shape::Row` rows whose wrappers the header keeps from its family generators, not
/// from the row ([`row::row_funs`]), and why: the header is an API, and these wrappers
/// differ from what the row alone gives.
const CPP_HAND_ROWS: &[(FormId, &str)] = &[
    (
        FormId::IsspacepSpace,
        "isspacep_<space> tests a generic_ptr (a hidden friend, through CUDA's __isGlobal …), and try_cvta_generic_to_<space> pairs it with cvta.to",
    ),
    (FormId::BarSync, BAR_ID),
    (FormId::BarrierSync, BAR_ID),
    (FormId::BarSyncCount, BAR_COUNT),
    (FormId::BarArrive, BAR_COUNT),
    (FormId::BarrierSyncCount, BAR_COUNT),
    (FormId::BarrierArrive, BAR_COUNT),
    (FormId::WgmmaFence, WGMMA_NAMES),
    (FormId::WgmmaCommitGroup, WGMMA_NAMES),
    (FormId::WgmmaWaitGroup, WGMMA_NAMES),
    (
        FormId::CvtRnaTf32,
        "the wrapper returns the TF32 bits as unsigned int (the header has no TF32 register type)",
    ),
    (FormId::CpAsyncBulkCommitGroup, BULK_NAMES),
    (FormId::CpAsyncBulkWaitGroup, BULK_NAMES),
    (FormId::CpAsyncBulkWaitGroupRead, BULK_NAMES),
    (
        FormId::ElectSync,
        "elect_leader returns whether this lane leads and writes the leader's lane (two destinations)",
    ),
    (
        FormId::Bfi,
        "bfi_b64 has a long long overload besides the unsigned one (the row spells .b64 once)",
    ),
    (FormId::SetmaxnregInc, SETMAXNREG),
    (FormId::SetmaxnregDec, SETMAXNREG),
    (
        FormId::ReduxSyncF32,
        "one wrapper per operation (redux_sync_min_f32, redux_sync_max_f32), .abs and .NaN as template arguments",
    ),
];
const SETMAXNREG: &str =
    "named setmaxnreg_inc_to/_dec_to (CPP_NAMES), its static_assert checks the multiple of 8";
const BAR_ID: &str = "bar_sync<>() is __syncthreads(): the barrier id defaults to 0";
const BAR_COUNT: &str = "two immediates, Id and Count (a multiple of 32, checked by static_assert)";
const WGMMA_NAMES: &str =
    "named wgmma_fence, wgmma_commit_group, wgmma_wait_group (not after the whole spelling)";
const BULK_NAMES: &str = "named bulk_* (CPP_NAMES), the count an unsigned template parameter";

/// The C++ names the header keeps by hand, for the rows whose wrappers are not named after
/// the row ([`row_name`]), and why. The header is an API: these names stay as they are.
const CPP_NAMES: &[(FormId, &str)] = &[
    // cuda::ptx has `mbarrier_pending_count`, `setmaxnreg_inc`/`_dec` (a defaulted count)
    // and `elect_sync` (the mask only) at namespace scope: a name of the same parameters
    // would be ambiguous with them.
    (FormId::MbarrierPendingCount, "mbar_token_pending_count"),
    (FormId::SetmaxnregInc, "setmaxnreg_inc_to"),
    (FormId::SetmaxnregDec, "setmaxnreg_dec_to"),
    (FormId::ElectSync, "elect_leader"),
    // The bulk copies and TMA, named by what they move where (the rows by the PTX of
    // `.shared::cluster`, which the executing CTA's `.shared` destination is).
    (
        FormId::CpAsyncBulkGlobalToCluster,
        "bulk_copy_global_to_shared",
    ),
    (
        FormId::CpAsyncBulkGlobalToClusterMulticast,
        "bulk_copy_global_to_shared_multicast",
    ),
    (FormId::CpAsyncBulkPrefetchL2, "bulk_prefetch_l2"),
    (FormId::CpAsyncBulkCommitGroup, "bulk_commit_group"),
    (FormId::CpAsyncBulkWaitGroup, "bulk_wait_group"),
    (FormId::CpAsyncBulkWaitGroupRead, "bulk_wait_group_read"),
    (FormId::CpAsyncBulkTensorLoad, "tma_load"),
    (FormId::CpAsyncBulkTensorLoadMulticast, "tma_load_multicast"),
    (FormId::CpAsyncBulkTensorStore, "tma_store"),
    (FormId::CpReduceAsyncBulkTensor, "tma_reduce"),
    (FormId::CpAsyncBulkPrefetchTensor, "tma_prefetch_tile"),
    (FormId::PrefetchTensormap, "tensor_map_prefetch"),
];

/// The C++ name of a row's wrappers: its hand name in [`CPP_NAMES`], or the row's own
/// ([`row_name`]).
fn cpp_name(id: FormId) -> String {
    CPP_NAMES
        .iter()
        .find(|(f, _)| *f == id)
        .map_or_else(|| row_name(id), |(_, n)| (*n).to_string())
}

/// The name of an access row's wrappers: its fixed words less the state spaces (`ld` of
/// `ld.global`, `ld_nc` of `ld.global.nc`, `cp_async_ca` of `cp.async.ca.shared.global`):
/// the space is the address type's.
fn access_name(f: &Form) -> String {
    let words: Vec<&str> = f
        .mnemonic
        .split('.')
        .filter(|w| {
            !SPACES.iter().any(|s| {
                [s.space.modifier().text(), s.space.qualifier()]
                    .iter()
                    .any(|q| q.strip_prefix('.') == Some(*w))
            })
        })
        .collect();
    words.join("_")
}

/// The name a row gives its wrappers: its `FormId` in snake case (`StAsyncV2` →
/// `st_async_v2`, `MbarrierArriveNoComplete` → `mbarrier_arrive_no_complete`), less a
/// final `Generic` (a generic address's form is an overload of the same name).
fn row_name(id: FormId) -> String {
    let name = id.name();
    let name = name.strip_suffix("Generic").unwrap_or(name);
    let mut out = String::new();
    for (i, ch) in name.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// [`spell`] with any slot values (a number for `wgmma`'s N).
fn spell_vals(f: &Form, vals: &[Val]) -> String {
    f.spelled(vals)
        .unwrap_or_else(|e| panic!("the C++ header spells a form its row refuses: {e}"))
}

impl Fun {
    fn new(
        id: FormId,
        host: Option<Cls>,
        tparams: &str,
        ret: &str,
        name: &str,
        params: &str,
        body: String,
    ) -> Fun {
        let f = form(id);
        Fun {
            form: id,
            host,
            tparams: tparams.into(),
            ret: ret.into(),
            name: name.into(),
            params: params.into(),
            body,
            doc: format!(
                "`{}`: {} (PTX ISA {}, sm_{})",
                f.mnemonic, f.doc, f.min_isa, f.min_sm
            ),
            expect: f.mnemonic.to_string(),
            call: None,
            gate: None,
            respelled: false,
            head_text: None,
        }
    }

    fn expect(mut self, e: impl Into<String>) -> Fun {
        self.expect = e.into();
        self
    }

    /// Names `head` in its doc and stub instead of the row's mnemonic ([`Fun::head_text`]).
    fn headed(mut self, head: String) -> Fun {
        let f = form(self.form);
        self.doc = self
            .doc
            .replacen(&format!("`{}`", f.mnemonic), &format!("`{head}`"), 1);
        self.head_text = Some(head);
        self
    }

    fn min_sm(&self) -> u32 {
        form(self.form)
            .min_sm
            .max(self.gate.map_or(0, |(_, sm)| sm))
    }

    fn min_isa(&self) -> typed_ptx_isa::Version {
        form(self.form)
            .min_isa
            .max(self.gate.map_or(form(self.form).min_isa, |(v, _)| v))
    }

    fn arch(&self) -> Arch {
        form(self.form).arch
    }

    /// Template parameters of a namespace-scope function: always a template (the arch
    /// parameter last), so that it never beats a template of the same signature.
    fn ns_tparams(&self) -> String {
        if self.tparams.is_empty() {
            "class TypedPtxArch = void".into()
        } else {
            format!("{}, class TypedPtxArch = void", self.tparams)
        }
    }

    fn head(&self, out: &mut String, indent: &str) {
        let _ = writeln!(out, "{indent}/// {}", self.doc);
        match self.host {
            Some(_) => {
                if !self.tparams.is_empty() {
                    let _ = writeln!(out, "{indent}template <{}>", self.tparams);
                }
                let _ = writeln!(
                    out,
                    "{indent}friend TYPED_PTX_DEVICE {} {}({}) {{",
                    self.ret, self.name, self.params
                );
            }
            None => {
                let _ = writeln!(out, "{indent}template <{}>", self.ns_tparams());
                let _ = writeln!(
                    out,
                    "{indent}TYPED_PTX_DEVICE {} {}({}) {{",
                    self.ret, self.name, self.params
                );
            }
        }
    }

    fn write(&self, out: &mut String, indent: &str) {
        self.head(out, indent);
        for l in self.body.lines() {
            let _ = writeln!(out, "{indent}{l}");
        }
        let _ = writeln!(out, "{indent}}}");
    }

    fn write_stub(&self, out: &mut String, indent: &str) {
        let f = form(self.form);
        self.head(out, indent);
        let dep = if self.host.is_some() {
            "T"
        } else {
            "TypedPtxArch"
        };
        // A value wrapper names its exact instruction (`add.bf16x2`, not the row's `add`).
        let mn = if let Some(head) = &self.head_text {
            head.as_str()
        } else if self.call.is_some() || self.respelled {
            self.expect.as_str()
        } else {
            f.mnemonic
        };
        match tensor::arch_guard(f.arch) {
            Some((_, targets)) => {
                let _ = writeln!(
                    out,
                    "{indent}  static_assert(detail::always_false<{dep}>::value, \"{}: {mn} needs an architecture-specific target, {targets} (PTX ISA {}); this translation unit is compiled for another (nvcc -arch={targets})\");",
                    self.name,
                    self.min_isa()
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "{indent}  static_assert(detail::always_false<{dep}>::value, \"{}: {mn} needs sm_{} (PTX ISA {}); this translation unit is compiled for an older __CUDA_ARCH__\");",
                    self.name,
                    self.min_sm(),
                    self.min_isa()
                );
            }
        }
        if self.ret == "mbar_token" {
            // No default token: a stub still names the one way to make one.
            let _ = writeln!(out, "{indent}  return mbar_token(unchecked, 0);");
        } else if self.ret != "void" {
            let _ = writeln!(out, "{indent}  return {{}};");
        }
        let _ = writeln!(out, "{indent}}}");
    }
}

/// One element type of an atomic: its C++ spelling, the PTX type modifier, the constraint.
struct AElem {
    cpp: &'static str,
    ty: Mod,
    letter: char,
}

const fn ae(cpp: &'static str, ty: Mod, letter: char) -> AElem {
    AElem { cpp, ty, letter }
}

/// An atomic operation: its modifier, element types, and whether `red` has it.
struct AOp {
    op: Mod,
    elems: &'static [AElem],
    red: bool,
    what: &'static str,
}

impl AOp {
    /// Its C++ name: `add` of `atom_add`.
    fn name(&self) -> &'static str {
        op_name(self.op)
    }
}

/// The C++ name of an operation modifier: its PTX spelling without the dot (`add`).
fn op_name(op: Mod) -> &'static str {
    op.text().trim_start_matches('.')
}

const ATOM_OPS: &[AOp] = &[
    AOp {
        op: Mod::Add,
        elems: &[
            ae("unsigned int", Mod::U32, 'r'),
            ae("int", Mod::S32, 'r'),
            ae("unsigned long long", Mod::U64, 'l'),
            ae("unsigned long", Mod::U64, 'l'),
            ae("float", Mod::F32, 'f'),
            ae("double", Mod::F64, 'd'),
        ],
        red: true,
        what: "u32, s32, u64, f32 and f64",
    },
    AOp {
        op: Mod::Min,
        elems: MIN_MAX,
        red: true,
        what: "u32, s32, u64 and s64",
    },
    AOp {
        op: Mod::Max,
        elems: MIN_MAX,
        red: true,
        what: "u32, s32, u64 and s64",
    },
    AOp {
        op: Mod::And,
        elems: INT_BITS,
        red: true,
        what: "32- and 64-bit integers",
    },
    AOp {
        op: Mod::Or,
        elems: INT_BITS,
        red: true,
        what: "32- and 64-bit integers",
    },
    AOp {
        op: Mod::Xor,
        elems: INT_BITS,
        red: true,
        what: "32- and 64-bit integers",
    },
    AOp {
        op: Mod::Exch,
        elems: &[
            ae("unsigned int", Mod::B32, 'r'),
            ae("int", Mod::B32, 'r'),
            ae("float", Mod::B32, 'f'),
            ae("unsigned long long", Mod::B64, 'l'),
            ae("long long", Mod::B64, 'l'),
            ae("unsigned long", Mod::B64, 'l'),
            ae("long", Mod::B64, 'l'),
            ae("double", Mod::B64, 'd'),
        ],
        red: false,
        what: "32- and 64-bit integers and floats",
    },
    AOp {
        op: Mod::Inc,
        elems: &[ae("unsigned int", Mod::U32, 'r')],
        red: true,
        what: "u32",
    },
    AOp {
        op: Mod::Dec,
        elems: &[ae("unsigned int", Mod::U32, 'r')],
        red: true,
        what: "u32",
    },
];

/// The element types of `atom.min`/`atom.max`.
const MIN_MAX: &[AElem] = &[
    ae("unsigned int", Mod::U32, 'r'),
    ae("int", Mod::S32, 'r'),
    ae("unsigned long long", Mod::U64, 'l'),
    ae("long long", Mod::S64, 'l'),
    ae("unsigned long", Mod::U64, 'l'),
    ae("long", Mod::S64, 'l'),
];

const INT_BITS: &[AElem] = &[
    ae("unsigned int", Mod::B32, 'r'),
    ae("int", Mod::B32, 'r'),
    ae("unsigned long long", Mod::B64, 'l'),
    ae("long long", Mod::B64, 'l'),
    ae("unsigned long", Mod::B64, 'l'),
    ae("long", Mod::B64, 'l'),
];

/// `if constexpr` dispatch over element types; `arm` writes the asm statement for one.
fn dispatch(elems: &[AElem], what: &str, arm: impl Fn(&AElem) -> String) -> String {
    let mut b = String::new();
    for (i, e) in elems.iter().enumerate() {
        let cond = if e.cpp == "long" || e.cpp == "unsigned long" {
            format!("detail::is_same<U, {0}>::value && sizeof({0}) == 8", e.cpp)
        } else {
            format!("detail::is_same<U, {}>::value", e.cpp)
        };
        let _ = writeln!(
            b,
            "{}if constexpr ({cond}) {{",
            if i == 0 { "" } else { "else " }
        );
        let _ = writeln!(b, "  {}", arm(e));
        b.push_str("}\n");
    }
    let _ = writeln!(
        b,
        "else {{\n  static_assert(detail::always_false<U>::value, \"{what}\");\n}}"
    );
    b
}

fn addr_letter(bits: u32) -> char {
    if bits == 32 { 'r' } else { 'l' }
}

/// The type modifier of an address of `bits` bits (`.u32`, `.u64`).
fn addr_mod(bits: u32) -> Mod {
    if bits == 32 { Mod::U32 } else { Mod::U64 }
}

/// The PTX space qualifier of a class as the wrappers print it (`""` for generic).
fn ptx_of(c: Cls) -> &'static str {
    match c {
        Cls::Generic => "",
        Cls::Named(s, _) => s.ptx(),
    }
}

const READ_ONLY: &str = "static_assert(!detail::is_const<T>::value, \"@NAME@: the element type is const: this address is read-only\");\n";

/// What a generic pointer adds to [`READ_ONLY`]: how a read-only one comes about and how
/// to write instead.
const GENERIC_READ_ONLY: &str = "static_assert(!detail::is_const<T>::value, \"@NAME@: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)\");\n";

/// The access check of a store through a generic pointer: its origin allows stores.
const GENERIC_STORE: &str = "static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 1, \"@NAME@: this generic pointer came from .const: PTX has no store to .const\");\n";

/// The access check of an atomic through a generic pointer: its origin allows atomics.
const GENERIC_ATOMIC: &str = "static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, \"@NAME@: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses\");\n";

/// The first lines of a store (`atomic` false) or of an `atom`/`red` named `name` through
/// an address of class `c`: the address is not read-only, and a generic pointer's origin
/// allows it (the Rust builder's `Storable` and `Atomic`).
fn writable(name: &str, c: Cls, atomic: bool) -> String {
    if c != Cls::Generic {
        return READ_ONLY.replace("@NAME@", name);
    }
    let access = if atomic {
        GENERIC_ATOMIC
    } else {
        GENERIC_STORE
    };
    format!("{GENERIC_READ_ONLY}{access}").replace("@NAME@", name)
}

/// The first line of `ld`/`st`: an mbarrier is opaque.
const OPAQUE: &str = "static_assert(!detail::is_same<U, mbarrier>::value, \"@NAME@: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address\");\n";

/// `ld`/`st` of one class: C++ accesses where C++ can say the space, sized inline asm for
/// the cluster window.
fn ld_st(f: &Form, c: Cls, out: &mut Vec<Fun>) {
    // A load writes its first operand; a store reads it (the address).
    let is_ld = matches!(f.operands.first(), Some(Operand::D));
    let host = Some(c);
    let me = match c {
        Cls::Generic => "generic_ptr",
        _ => "",
    };
    let me = if me.is_empty() { c.name() } else { me.into() };
    let name = &access_name(f);
    // `.global` with an L1 eviction priority or an L2 prefetch size: slots besides the type.
    if is_hint_row(f) {
        hint_access(f, c, is_ld, out);
        return;
    }
    // `ld.global.nc`: a fixed space and a type slot only; CUDA's __ldg says it.
    if f.slots.len() == 1 {
        out.push(
            Fun::new(
                f.id,
                host,
                "",
                "typename detail::remove_cv<T>::type",
                name,
                &format!("{me} a"),
                "typedef typename detail::remove_cv<T>::type U;\nreturn __ldg((const U*)__cvta_global_to_generic((size_t)a.raw()));\n".into(),
            )
            .expect(spell(f, &[Mod::F32])),
        );
        return;
    }
    if c.space() != Space::SharedCluster {
        let ptr = c.to_generic("a.raw()");
        if is_ld {
            out.push(
                Fun::new(
                    f.id,
                    host,
                    "",
                    "typename detail::remove_cv<T>::type",
                    name,
                    &format!("{me} a"),
                    format!(
                        "typedef typename detail::remove_cv<T>::type U;\n{}return *(const U*){ptr};\n",
                        OPAQUE.replace("@NAME@", name)
                    ),
                )
                .expect(mem_expect(c, f)),
            );
        } else {
            out.push(
                Fun::new(
                    f.id,
                    host,
                    "",
                    "void",
                    name,
                    &format!("{me} a, typename detail::type_identity<T>::type v"),
                    format!(
                        "{}typedef typename detail::remove_cv<T>::type U;\n{}*(U*){ptr} = v;\n",
                        writable(name, c, false),
                        OPAQUE.replace("@NAME@", name)
                    ),
                )
                .expect(mem_expect(c, f)),
            );
        }
        return;
    }
    // .shared::cluster: no C++ route; move the bytes with the instruction of their size.
    let sized = |vec: Mod, ty: Mod| spell(f, &[Mod::None, vec, ty]);
    let texts = [
        sized(Mod::None, Mod::B8),
        sized(Mod::None, Mod::B16),
        sized(Mod::None, Mod::B32),
        sized(Mod::None, Mod::B64),
    ];
    let v4 = sized(Mod::V4, Mod::B32);
    let fun = sized_fun(f, c, is_ld, false, name, &texts, Some(&v4));
    out.push(fun.expect(texts[2].clone()));
}

/// Whether row `f` is a scalar `.global` access with cache hints: its slots before its
/// type are an L1 eviction priority or an L2 prefetch size ([`hint_access`]).
fn is_hint_row(f: &Form) -> bool {
    let hint = |m: Mod| f.slots.first().is_some_and(|s| s.takes(Val::from(m)));
    f.family == Family::Data
        && (hint(Mod::EvictFirst) || hint(Mod::Bytes64))
        && f.vector_len().is_none()
}

/// One wrapper's spellings of a hinted row ([`is_hint_row`]): its hints' values, its
/// `.b32` spelling, that spelling less the type, and the wrapper's C++ name.
struct HintSpelling {
    hints: Vec<Val>,
    b32: String,
    untyped: String,
    name: String,
}

/// Every combination of the hints of row `f`, once each (the type slot aside).
fn hint_spellings(f: &Form) -> Vec<HintSpelling> {
    let ty = f.slots.len() - 1;
    let mut out: Vec<HintSpelling> = Vec::new();
    for vals in f.value_combos() {
        let hints = vals[..ty].to_vec();
        if out.iter().any(|h| h.hints == hints) {
            continue;
        }
        let mut all = hints.clone();
        all.push(Val::from(Mod::B32));
        let b32 = spell_vals(f, &all);
        let untyped = b32
            .strip_suffix(Mod::B32.text())
            .unwrap_or(&b32)
            .to_string();
        let name = hint_name(f, &untyped);
        out.push(HintSpelling {
            hints,
            b32,
            untyped,
            name,
        });
    }
    out
}

/// The C++ name of a hinted access's spelling less its type: its words but the state
/// spaces, `::` as `_`, as the other row wrappers are named ([`snake`]:
/// `ld.global.nc.L1::no_allocate.L2::cache_hint` → `ld_nc_L1_no_allocate_L2_cache_hint`).
fn hint_name(f: &Form, untyped: &str) -> String {
    let space = |w: &str| {
        SPACES.iter().any(|s| {
            [s.space.modifier().text(), s.space.qualifier()]
                .iter()
                .any(|q| q.strip_prefix('.') == Some(w))
        })
    };
    let words: Vec<String> = untyped
        .split('.')
        .filter(|w| !w.is_empty() && !space(w))
        .map(|w| w.replace("::", "_"))
        .collect();
    debug_assert!(untyped.starts_with(f.mnemonic));
    words.join("_")
}

/// The `.v4.b32` spelling of a hinted scalar spelling (`ld.global.L1::evict_first.b32` →
/// `ld.global.L1::evict_first.v4.b32`), if a vector row of the table spells it.
fn v4_of(scalar_b32: &str) -> Option<String> {
    let (b32, v4) = (Mod::B32.text(), Mod::V4.text());
    let head = scalar_b32.strip_suffix(b32)?;
    let v4 = format!("{head}{v4}{b32}");
    typed_ptx_isa::lookup(&v4)
        .is_ok_and(|f| !f.is_empty())
        .then_some(v4)
}

/// A `.global` load or store with an L1 eviction priority, an L2 prefetch size or an L2
/// cache policy (a row whose slots before its type are such hints): one wrapper per
/// combination of the hints, named after its spelling (`ld_L1_evict_first_L2_256B`,
/// `ld_nc_L2_128B`, `st_L1_no_allocate`, `ld_L2_cache_hint(p, policy)`), gated as the
/// row gates its hints' values (`.L2::256B`: sm_80), moving its
/// element's 1, 2, 4 or 8 bytes with the row's instruction of that size, and a 16-byte
/// element (`float4`) with the row's vector twin's `.v4.b32` where the table has one
/// (`LdEvictV4` …). A cache policy is the last operand (`cache_policy`, from
/// `createpolicy_…`).
fn hint_access(f: &Form, c: Cls, is_ld: bool, out: &mut Vec<Fun>) {
    let policy = f.operands.contains(&Operand::Src(Types::POLICY));
    for h in hint_spellings(f) {
        let sized = |t: Mod| {
            let mut all = h.hints.clone();
            all.push(Val::from(t));
            spell_vals(f, &all)
        };
        let texts = [
            sized(Mod::B8),
            sized(Mod::B16),
            h.b32.clone(),
            sized(Mod::B64),
        ];
        // No vector row takes a cache policy: the 16-byte path has no policy operand.
        let v4 = if policy { None } else { v4_of(&h.b32) };
        let mut vals = h.hints.clone();
        vals.push(Val::from(Mod::B32));
        let fun = sized_fun(f, c, is_ld, policy, &h.name, &texts, v4.as_deref());
        out.push(row::gated(f, &vals, &h.b32, fun.expect(h.b32.clone())).headed(h.untyped));
    }
}

/// A load or store of a typed address as inline asm of its element's size: `texts` the
/// row's spellings of 1, 2, 4 and 8 bytes, `v4` its `.v4.b32` (none: no 16-byte
/// element), `policy` a cache policy as the last operand. The `.shared::cluster` accesses
/// ([`ld_st`]: C++ has no route there) and the hinted ones ([`hint_access`]).
fn sized_fun(
    f: &Form,
    c: Cls,
    is_ld: bool,
    policy: bool,
    name: &str,
    texts: &[String; 4],
    v4: Option<&str>,
) -> Fun {
    let (me, al) = (c.name(), addr_letter(c.bits()));
    let mn = f.mnemonic;
    let sizes = if v4.is_some() {
        "sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16"
    } else {
        "sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8"
    };
    let moves = if v4.is_some() {
        "1, 2, 4, 8 or 16"
    } else {
        "1, 2, 4 or 8"
    };
    let checks = format!(
        "{}static_assert({sizes}, \"{name}: {mn} moves {moves} bytes\");\nstatic_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, \"{name}: {mn} needs an address aligned to the size it moves; this element type is less aligned than it is large\");\n",
        OPAQUE.replace("@NAME@", name)
    );
    // The asm of one size: its registers' constraint and C++ type, and how many.
    let regs = [
        ("h", "unsigned short", 1),
        ("h", "unsigned short", 1),
        ("r", "unsigned int", 1),
        ("l", "unsigned long long", 1),
    ];
    let mut body = String::new();
    let (pol_param, pol_in) = if policy {
        (", cache_policy policy", ", \"l\"(policy.raw())")
    } else {
        ("", "")
    };
    let _ = writeln!(
        body,
        "{}typedef typename detail::remove_cv<T>::type U;",
        if is_ld {
            String::new()
        } else {
            writable(name, c, false)
        }
    );
    body.push_str(&checks);
    if is_ld {
        body.push_str("U d;\n");
    }
    let bytes = [1, 2, 4, 8];
    for (i, (text, (letter, reg, _))) in texts.iter().zip(regs).enumerate() {
        let n = bytes[i];
        let kw = if i == 0 {
            "if constexpr"
        } else {
            "} else if constexpr"
        };
        let _ = writeln!(body, "{kw} (sizeof(U) == {n}) {{");
        let p = if policy { ", %2" } else { "" };
        if is_ld {
            let _ = writeln!(body, "  {reg} r;");
            let _ = writeln!(
                body,
                "  asm volatile(\"{text} %0, [%1]{p};\" : \"={letter}\"(r) : \"{al}\"(a.raw()){pol_in} : \"memory\");"
            );
            if n == 1 {
                body.push_str(
                    "  unsigned char b = (unsigned char)r;\n  __builtin_memcpy(&d, &b, 1);\n",
                );
            } else {
                let _ = writeln!(body, "  __builtin_memcpy(&d, &r, {n});");
            }
        } else {
            if n == 1 {
                body.push_str(
                    "  unsigned char b;\n  __builtin_memcpy(&b, &v, 1);\n  unsigned short r = b;\n",
                );
            } else {
                let _ = writeln!(body, "  {reg} r;\n  __builtin_memcpy(&r, &v, {n});");
            }
            let _ = writeln!(
                body,
                "  asm volatile(\"{text} [%0], %1{p};\" :: \"{al}\"(a.raw()), \"{letter}\"(r){pol_in} : \"memory\");"
            );
        }
    }
    if let Some(v4) = v4 {
        body.push_str("} else {\n  unsigned int r[4];\n");
        if is_ld {
            let _ = writeln!(
                body,
                "  asm volatile(\"{v4} {{%0, %1, %2, %3}}, [%4];\" : \"=r\"(r[0]), \"=r\"(r[1]), \"=r\"(r[2]), \"=r\"(r[3]) : \"{al}\"(a.raw()) : \"memory\");"
            );
            body.push_str("  __builtin_memcpy(&d, r, 16);\n");
        } else {
            body.push_str("  __builtin_memcpy(r, &v, 16);\n");
            let _ = writeln!(
                body,
                "  asm volatile(\"{v4} [%0], {{%1, %2, %3, %4}};\" :: \"{al}\"(a.raw()), \"r\"(r[0]), \"r\"(r[1]), \"r\"(r[2]), \"r\"(r[3]) : \"memory\");"
            );
        }
    }
    body.push_str("}\n");
    if is_ld {
        body.push_str("return d;\n");
        Fun::new(
            f.id,
            Some(c),
            "",
            "typename detail::remove_cv<T>::type",
            name,
            &format!("{me} a{pol_param}"),
            body,
        )
    } else {
        Fun::new(
            f.id,
            Some(c),
            "",
            "void",
            name,
            &format!("{me} a, typename detail::type_identity<T>::type v{pol_param}"),
            body,
        )
    }
}

/// What a C++ load or store of `unsigned int` leaves in nvcc's PTX (the row of `ld`/`st`
/// spelled with `.u32`; a tab before the generic one, which every named space's extends).
fn mem_expect(c: Cls, f: &Form) -> String {
    let text = spell(f, &[Mod::None, Mod::None, Mod::U32]);
    if c == Cls::Generic {
        format!("\t{text}")
    } else {
        text
    }
}

/// `atom_<op>`/`red_<op>` (and `atom_cas`) of one class, with the table's instruction.
fn atomics(f: &Form, c: Cls, out: &mut Vec<Fun>) {
    let me = c.name();
    let al = addr_letter(c.bits());
    let host = Some(c);
    // `red` writes no register (its first operand is the address); `atom` returns the old
    // value. Both are named after the row's first word.
    let is_red = !matches!(f.operands.first(), Some(Operand::D));
    let prefix = head_word(f);
    for op in ATOM_OPS {
        if is_red && !op.red {
            continue;
        }
        let name = format!("{prefix}_{}", op.name());
        let what = format!(
            "{name}: PTX {prefix}{} takes {}, not this element type",
            op.op, op.what
        );
        let body = if is_red {
            format!(
                "{}typedef typename detail::remove_cv<T>::type U;\n{}",
                writable(&name, c, true),
                dispatch(op.elems, &what, |e| format!(
                    "asm volatile(\"{} [%0], %1;\" :: \"{al}\"(a.raw()), \"{}\"(v) : \"memory\");",
                    spell(f, &[op.op, e.ty]),
                    e.letter
                ))
            )
        } else {
            format!(
                "{}typedef typename detail::remove_cv<T>::type U;\nU d;\n{}return d;\n",
                writable(&name, c, true),
                dispatch(op.elems, &what, |e| format!(
                    "asm volatile(\"{} %0, [%1], %2;\" : \"={}\"(d) : \"{al}\"(a.raw()), \"{}\"(v) : \"memory\");",
                    spell(f, &[op.op, e.ty]),
                    e.letter,
                    e.letter
                ))
            )
        };
        let ret = if is_red {
            "void"
        } else {
            "typename detail::remove_cv<T>::type"
        };
        let first = &op.elems[0];
        out.push(
            Fun::new(
                f.id,
                host,
                "",
                ret,
                &name,
                &format!("{me} a, typename detail::type_identity<T>::type v"),
                body,
            )
            .expect(spell(f, &[op.op, first.ty])),
        );
    }
    // Compare-and-swap: the AtomCas row, in every space the atom rows name.
    if !is_red {
        let name = format!("{prefix}_{}", op_name(Mod::Cas));
        let what = format!(
            "{name}: PTX {prefix}{} takes 32- and 64-bit integers, not this element type",
            Mod::Cas
        );
        let body = format!(
            "{}typedef typename detail::remove_cv<T>::type U;\nU d;\n{}return d;\n",
            writable(&name, c, true),
            dispatch(INT_BITS, &what, |e| format!(
                "asm volatile(\"{} %0, [%1], %2, %3;\" : \"={}\"(d) : \"{al}\"(a.raw()), \"{}\"(cmp), \"{}\"(v) : \"memory\");",
                spell(f, &[Mod::Cas, e.ty]),
                e.letter,
                e.letter,
                e.letter
            ))
        );
        // The cluster space needs what .shared::cluster needs: keep its row's guard.
        let id = if c.space() == Space::SharedCluster {
            f.id
        } else {
            FormId::AtomCas
        };
        out.push(
            Fun::new(
                id,
                host,
                "",
                "typename detail::remove_cv<T>::type",
                &name,
                &format!(
                    "{me} a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v"
                ),
                body,
            )
            .expect(spell(f, &[Mod::Cas, Mod::B32])),
        );
    }
}

/// The 128-bit `atom.cas`/`atom.exch` (sm_90) of one atomic address class, on
/// `unsigned __int128` (nvcc's `q` constraint is a `.b128` register): the `atom` row `f`
/// (the view of the class's space) with its gated `.b128` type value, which raises the
/// wrapper's requirements.
fn b128_atomics(f: &Form, c: Cls, cas: bool, out: &mut Vec<Fun>) {
    let me = c.name();
    let al = addr_letter(c.bits());
    // Compare-and-swap reads two values, exchange one.
    let (op, params, ins, inputs) = if cas {
        (
            Mod::Cas,
            format!("{me} a, unsigned __int128 cmp, unsigned __int128 v"),
            "%2, %3",
            "\"q\"(cmp), \"q\"(v)",
        )
    } else {
        (
            Mod::Exch,
            format!("{me} a, unsigned __int128 v"),
            "%2",
            "\"q\"(v)",
        )
    };
    let name = &format!(
        "{}_{}{}",
        head_word(f),
        op_name(op),
        Mod::B128.text().replace('.', "_")
    );
    let atom = FormId::Atom.form();
    let space = atom
        .space_value(c.space(), false)
        .expect("the atom row takes every atomic space");
    let vals = [space, op.into(), Mod::B128.into()];
    let text = spell_vals(atom, &vals);
    let body = format!(
        "{}static_assert(sizeof(T) == 16, \"{name}: PTX atom{op}{} takes 16-byte elements (unsigned __int128), not this element type\");\nunsigned __int128 d;\nasm volatile(\"{text} %0, [%1], {ins};\" : \"=q\"(d) : \"{al}\"(a.raw()), {inputs} : \"memory\");\nreturn d;\n",
        writable(name, c, true),
        Mod::B128
    );
    let fun =
        Fun::new(f.id, Some(c), "", "unsigned __int128", name, &params, body).expect(text.clone());
    let mut fun = row::gated(atom, &vals, &text, fun);
    let (isa, sm) = fun.gate.expect("the atom row gates its .b128");
    let what = if cas {
        "128-bit compare-and-swap"
    } else {
        "128-bit exchange"
    };
    fun.doc = format!("`{text}`: {what}; returns the old value (PTX ISA {isa}, sm_{sm})");
    fun.head_text = Some(text);
    out.push(fun);
}

/// The first word of a row's template: `atom` of `atom.shared{.op}{.type}`.
fn head_word(f: &Form) -> &'static str {
    let t = f.spell.template;
    t.split(['.', '{']).next().unwrap_or(t)
}

/// A hand-wrapped row with modifier slots, once per combination of its slot values: the
/// row as spelled with them (its mnemonic the whole spelling, no slots left, the ISA and
/// `sm` its gated values need) and its C++ name, the row's with the values' words
/// (`mbarrier.arrive.release{.scope}…`: `mbarrier_arrive_release_cta`, `…_cluster`). A
/// row without slots is itself, under its own name.
fn spellings(f: &'static Form) -> Vec<(&'static Form, String, Vec<Val>)> {
    if f.slots.is_empty() {
        return vec![(f, cpp_name(f.id), Vec::new())];
    }
    f.value_combos()
        .into_iter()
        .filter_map(|vals| {
            let text: &'static str = Box::leak(f.spelled(&vals).ok()?.into_boxed_str());
            let words: Vec<String> = vals
                .iter()
                .filter_map(|v| v.as_mod())
                .filter(|m| *m != Mod::None)
                .map(|m| snake(m.text().trim_start_matches('.')))
                .collect();
            let (mut min_isa, mut min_sm) = (f.min_isa, f.min_sm);
            for g in f.gates {
                if vals.get(g.slot as usize) == Some(&Val::from(g.value)) {
                    min_isa = min_isa.max(g.min_isa);
                    min_sm = min_sm.max(g.min_sm);
                }
            }
            let view: &'static Form = Box::leak(Box::new(Form {
                mnemonic: text,
                spell: typed_ptx_isa::Spell::parse(text),
                slots: &[],
                gates: &[],
                min_isa,
                min_sm,
                ..*f
            }));
            Some((
                view,
                format!("{}_{}", cpp_name(f.id), words.join("_")),
                vals,
            ))
        })
        .collect()
}

/// The wrappers `funs` of one spelling `view` of row `f` (slot values `vals`): their doc,
/// the text `nvcc -ptx` leaves, and the ISA and `sm` of a gated value are the spelling's,
/// not the row's.
fn respell(f: &Form, view: &Form, vals: &[Val], funs: &mut [Fun]) {
    if vals.is_empty() {
        return;
    }
    for fun in funs {
        let done = std::mem::replace(fun, row::placeholder(f.id));
        let mut done = row::gated(f, vals, view.mnemonic, done);
        done.expect = view.mnemonic.to_string();
        done.respelled = true;
        *fun = done;
    }
}

/// The names of the mbarrier operations on addresses (for the refusals of the address
/// types that are not an mbarrier's).
fn mbar_op_names() -> Vec<String> {
    let mut v: Vec<String> = FORMS
        .iter()
        .filter(|f| {
            f.family == Family::Mbarrier
                && f.operands.iter().any(|o| matches!(o, Operand::Addr(..)))
        })
        .flat_map(|f| spellings(f).into_iter().map(|(_, name, _)| name))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The mbarrier wrappers: hidden friends of `shared_addr32/64<mbarrier>` (and of
/// `generic_ptr<mbarrier, from_shared>`, and of the cluster addresses for the remote
/// forms); every other element type, origin or space fails to compile, saying why.
fn mbar_funs(f: &Form, name: &str, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    if let [Operand::DReg(_), Operand::Src(_)] = f.operands {
        // mbarrier.pending_count.b64 d, state: only computes from the token.
        out.push(Fun::new(
            f.id,
            None,
            "",
            "unsigned int",
            name,
            "mbar_token token",
            format!(
                "detail::u32 d;\nasm(\"{mn} %0, %1;\" : \"=r\"(d) : \"l\"(token.raw()));\nreturn d;\n"
            ),
        ));
        return;
    }
    let (token, wait, sink) = match f.operands.first() {
        Some(Operand::DReg(_)) => (true, false, false),
        Some(Operand::DPred) => (false, true, false),
        Some(Operand::Sink) => (false, false, true),
        _ => (false, false, false),
    };
    let addr = f.operands.iter().find_map(|o| match o {
        Operand::Addr(s, w) => Some((*s, *w)),
        _ => None,
    });
    let Some((space, width)) = addr else { return };
    // The operand after the address: a count (u32) or, for a wait, a token or a parity
    // (the third operand; a fourth is `try_wait`'s time limit hint).
    let last = if wait {
        f.operands.get(2).copied()
    } else {
        f.operands.last().copied()
    };
    let hint = wait && f.operands.len() == 4;
    let extra = match (wait, last) {
        (true, Some(Operand::Src(t))) if t == typed_ptx_isa::Types::B64 => {
            Some(("mbar_token token", "token.raw()", 'l'))
        }
        (true, _) => Some(("unsigned int parity", "parity", 'r')),
        (false, Some(Operand::Src(_)))
            if name.ends_with("init")
                || f.limits.iter().any(|l| l.what.contains("arrival count")) =>
        {
            Some(("unsigned int count", "count", 'r'))
        }
        (false, Some(Operand::Src(_))) => Some(("unsigned int tx_bytes", "tx_bytes", 'r')),
        _ => None,
    };
    let remote = space == Space::SharedCluster;
    for c in operand_classes(space, width) {
        let me = c.name();
        let al = addr_letter(c.bits());
        let mut body = format!(
            "static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, \"{name}: this is not the address of an mbarrier: {mn} takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one\");\n"
        );
        if c == Cls::Generic {
            let _ = writeln!(
                body,
                "static_assert(detail::is_same<Origin, from_shared>::value, \"{name}: this generic pointer did not come from .shared (::cta): {mn} takes the executing CTA's mbarrier, which lives in its shared memory\");"
            );
        }
        let mut params = match extra {
            Some((p, _, _)) => format!("{me} bar, {p}"),
            None => format!("{me} bar"),
        };
        if hint {
            params.push_str(", unsigned int hint_ns");
        }
        let (mut ops, mut ins) = (Vec::new(), Vec::new());
        let first = if token || wait { 1 } else { 0 };
        ops.push(format!("[%{first}]"));
        ins.push(format!("\"{al}\"(bar.raw())"));
        if let Some((_, v, l)) = extra {
            ops.push(format!("%{}", first + 1));
            ins.push(format!("\"{l}\"({v})"));
        }
        if hint {
            ops.push(format!("%{}", first + 2));
            ins.push("\"r\"(hint_ns)".to_string());
        }
        let ret;
        if token {
            ret = "mbar_token";
            let _ = writeln!(
                body,
                "detail::u64 state;\nasm volatile(\"{mn} %0, {};\" : \"=l\"(state) : {} : \"memory\");\nreturn mbar_token(unchecked, state);",
                ops.join(", "),
                ins.join(", ")
            );
        } else if wait {
            ret = "bool";
            let _ = writeln!(
                body,
                "detail::u32 done;\nasm volatile(\"{{ .reg .pred p; {mn} p, {}; {} %0, 1, 0, p; }}\" : \"=r\"(done) : {} : \"memory\");\nreturn done != 0;",
                ops.join(", "),
                selp_u32(),
                ins.join(", ")
            );
        } else {
            ret = "void";
            let _ = writeln!(
                body,
                "asm volatile(\"{mn} {}{};\" :: {} : \"memory\");",
                if sink { "_, " } else { "" },
                ops.join(", "),
                ins.join(", ")
            );
        }
        let _ = remote;
        out.push(Fun::new(f.id, Some(c), "", ret, name, &params, body));
    }
}

/// The warp-specialization rows (issue 8, item 7): named barriers with a count and
/// `griddepcontrol` as namespace-scope templates like the other barriers; `setmaxnreg`,
/// `elect.sync` and the f32 `redux.sync`; `getctarank` as a hidden friend of the shared
/// address types (and of generic pointers from shared memory); `st.async` and `red.async`
/// as hidden friends of the `.shared::cluster` address types, completing on the
/// `.shared::cluster` address of an `mbarrier`.
fn wspec_funs(f: &Form, out: &mut Vec<Fun>) {
    use Operand as O;
    match f.operands {
        // A barrier id and a count, or nothing.
        [] | [O::Imm(..), O::Imm(..)] => sync_funs(f, out),
        // A register count.
        [O::Imm(..)] => setmaxnreg_funs(f, out),
        [O::DReg(_), O::DPred, O::Src(_)] => elect_funs(f, out),
        [O::DReg(_), O::Src(_), O::Src(_)] => redux_f32_funs(f, out),
        [O::DReg(_), O::Addr(Space::Generic, _)] => getctarank_generic_funs(f, out),
        [O::DReg(_), O::Addr(..)] => getctarank_shared_funs(f, out),
        // Into another CTA's shared memory, completing on its mbarrier: a reduction has an
        // operation slot.
        [O::Addr(..), _, O::Addr(..)] if f.slots.len() == 2 => red_async_funs(f, out),
        [O::Addr(..), _, O::Addr(..)] => st_async_funs(f, out),
        _ => {}
    }
}

/// `setmaxnreg.inc`/`.dec` (sm_90a): the register count is a template argument.
fn setmaxnreg_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let name = &cpp_name(f.id);
    out.push(Fun::new(
        f.id,
        None,
        "int N",
        "void",
        name,
        "",
        format!(
            "static_assert(N >= 24 && N <= 256 && N % 8 == 0, \"{name}: {mn} takes a register count in 24..=256, a multiple of 8\");\nasm volatile(\"{mn} %0;\" :: \"n\"(N) : \"memory\");\n"
        ),
    ));
}

/// `selp.u32`, which turns a predicate an asm statement computes into a C++ value.
fn selp_u32() -> String {
    spell(FormId::Selp.form(), &[Mod::U32])
}

/// `elect.sync`: the elected lane and whether it is this one.
fn elect_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    out.push(Fun::new(
        f.id,
        None,
        "",
        "bool",
        &cpp_name(f.id),
        "unsigned int mask, unsigned int& leader",
        format!(
            "detail::u32 lane, elected;\nasm volatile(\"{{ .reg .pred p; {mn} %0|p, %2; {} %1, 1, 0, p; }}\" : \"=r\"(lane), \"=r\"(elected) : \"r\"(mask));\nleader = lane;\nreturn elected != 0;\n",
            selp_u32()
        ),
    ));
}

/// The f32 `redux.sync` min/max (sm_100a), `.abs` and `.NaN` as template arguments.
/// One function per value of the row's first slot, the operation (`.min`, `.max`).
fn redux_f32_funs(f: &Form, out: &mut Vec<Fun>) {
    for op in f.slots[0].values() {
        let op = op.as_mod().expect("an operation");
        redux_f32_fun(f, op, out);
    }
}

/// The f32 `redux.sync` of operation `op`.
fn redux_f32_fun(f: &Form, op: Mod, out: &mut Vec<Fun>) {
    // Named after the plain form (`redux.sync.min.f32`).
    let plain = spell(f, &[op, Mod::None, Mod::None]);
    let name = snake(&plain);
    let mut body = String::new();
    for (abs, nan) in [(true, true), (true, false), (false, true), (false, false)] {
        let text = spell(
            f,
            &[
                op,
                if abs { Mod::Abs } else { Mod::None },
                if nan { Mod::Nan } else { Mod::None },
            ],
        );
        let _ = writeln!(
            body,
            "{}if constexpr ({}Abs && {}NaN) {{\n  asm volatile(\"{text} %0, %1, %2;\" : \"=f\"(d) : \"f\"(v), \"r\"(mask));\n}}",
            if abs && nan { "" } else { "else " },
            if abs { "" } else { "!" },
            if nan { "" } else { "!" },
        );
    }
    out.push(
        Fun::new(
            f.id,
            None,
            "bool Abs = false, bool NaN = false",
            "float",
            &name,
            "float v, unsigned int mask",
            format!("float d;\n{body}return d;\n"),
        )
        .expect(plain)
        .headed(format!("{}{}", f.mnemonic, op.text())),
    );
}

/// `getctarank` of a shared address (either window, either width): hidden friends.
fn getctarank_shared_funs(f: &Form, out: &mut Vec<Fun>) {
    for space in [Space::SharedCluster, Space::SharedCta] {
        let s = sp(space).expect("shared");
        for bits in [64, 32] {
            let c = Cls::Named(s, bits);
            let al = addr_letter(bits);
            let text = spell(f, &[addr_mod(bits)]);
            // Not volatile: the rank depends only on the address.
            out.push(
                Fun::new(
                    f.id,
                    Some(c),
                    "",
                    "unsigned int",
                    head_word(f),
                    &format!("{} a", c.name()),
                    format!(
                        "detail::u32 d;\nasm(\"{text} %0, %1;\" : \"=r\"(d) : \"{al}\"(a.raw()));\nreturn d;\n"
                    ),
                )
                .expect(text),
            );
        }
    }
}

/// `getctarank` of a generic pointer: only from shared memory (its origin says so).
fn getctarank_generic_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let mut body = String::new();
    for o in SPACES
        .iter()
        .filter(|o| !matches!(o.space, Space::SharedCta | Space::SharedCluster))
    {
        let _ = writeln!(
            body,
            "static_assert(!detail::is_same<Origin, from_{}>::value, \"getctarank: this generic pointer came from {}: {mn} ranks shared-memory addresses of the cluster only\");",
            o.name,
            o.ptx()
        );
    }
    let _ = writeln!(
        body,
        "static_assert(!detail::is_unknown_origin<Origin>::value, \"getctarank: the origin of this generic pointer is unknown: {mn} ranks shared-memory addresses only (test it with isspacep_shared_cluster first)\");\nreturn __cluster_query_shared_rank((const void*)p.raw());"
    );
    out.push(Fun::new(
        f.id,
        Some(Cls::Generic),
        "",
        "unsigned int",
        head_word(f),
        "generic_ptr p",
        body,
    ));
}

/// `st.async` (one, two or four values) on a `.shared::cluster` address, completing on a
/// remote mbarrier.
fn st_async_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let n = vector_width(f);
    let name = &cpp_name(f.id);
    let vals = ["x", "y", "z", "w"][..n].to_vec();
    for bits in [64, 32] {
        let c = Cls::Named(sp(Space::SharedCluster).expect("cluster"), bits);
        let al = addr_letter(bits);
        let mut body = format!(
            "static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, \"{name}: an mbarrier is opaque: st.async does not store one\");\nstatic_assert({}, \"{name}: {mn} stores {} values\");\n{BAR_CHECK}",
            if n == 4 {
                "sizeof(T) == 4"
            } else {
                "sizeof(T) == 4 || sizeof(T) == 8"
            },
            if n == 4 { "32-bit" } else { "32- or 64-bit" },
        )
        .replace("@NAME@", name);
        for (size, letter, bits_mod) in [(4, 'r', Mod::B32), (8, 'l', Mod::B64)] {
            if n == 4 && size == 8 {
                continue;
            }
            let text = spell(f, &[bits_mod]);
            let u = if size == 4 {
                "detail::u32"
            } else {
                "detail::u64"
            };
            let _ = writeln!(body, "if constexpr (sizeof(T) == {size}) {{");
            for v in &vals {
                let _ = writeln!(
                    body,
                    "  {u} {v}_bits;\n  __builtin_memcpy(&{v}_bits, &{v}, {size});"
                );
            }
            let list = if n == 1 {
                "%1".to_string()
            } else {
                format!(
                    "{{{}}}",
                    (1..=n)
                        .map(|i| format!("%{i}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            };
            let ins: Vec<String> = vals
                .iter()
                .map(|v| format!("\"{letter}\"({v}_bits)"))
                .collect();
            for (bl, bty) in [
                ('r', "shared_cluster_addr32"),
                ('l', "shared_cluster_addr64"),
            ] {
                let _ = writeln!(
                    body,
                    "  if constexpr (detail::is_same<B, {bty}<mbarrier>>::value) {{\n    asm volatile(\"{text} [%0], {list}, [%{}];\" :: \"{al}\"(dst.raw()), {}, \"{bl}\"(bar.raw()) : \"memory\");\n  }}",
                    n + 1,
                    ins.join(", ")
                );
            }
            let _ = writeln!(body, "}}");
        }
        let params = format!(
            "{} dst, {}, B bar",
            c.name(),
            vals.iter()
                .map(|v| format!("T {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        out.push(
            Fun::new(f.id, Some(c), "class B", "void", name, &params, body)
                .expect(spell(f, &[Mod::B32])),
        );
    }
}

/// The values a `st.async` row stores: the vector its template spells before the type
/// slot (`….v2{.type}`), or one.
fn vector_width(f: &Form) -> usize {
    [(Mod::V2, 2), (Mod::V4, 4)]
        .into_iter()
        .find(|(v, _)| f.spell.lits[0].ends_with(v.text()))
        .map_or(1, |(_, n)| n)
}

/// `red.async` of each operation on a `.shared::cluster` address, completing on a remote
/// mbarrier.
fn red_async_funs(f: &Form, out: &mut Vec<Fun>) {
    for (op, types) in RED_ASYNC_OPS {
        let name = format!("{}_{}", cpp_name(f.id), op_name(*op));
        for bits in [64, 32] {
            let c = Cls::Named(sp(Space::SharedCluster).expect("cluster"), bits);
            let al = addr_letter(bits);
            let legal = types
                .iter()
                .map(|(cpp, _, _)| *cpp)
                .collect::<Vec<_>>()
                .join(", ");
            let cond = types
                .iter()
                .map(|(cpp, _, _)| format!("detail::is_same<U, {cpp}>::value"))
                .collect::<Vec<_>>()
                .join(" || ");
            let mut body = format!(
                "typedef typename detail::remove_cv<T>::type U;\nstatic_assert({cond}, \"{name}: red.async{op} takes {legal}\");\n{BAR_CHECK}"
            )
            .replace("@NAME@", &name);
            for (cpp, ty, letter) in *types {
                let text = spell(f, &[*op, *ty]);
                let _ = writeln!(body, "if constexpr (detail::is_same<U, {cpp}>::value) {{");
                for (bl, bty) in [
                    ('r', "shared_cluster_addr32"),
                    ('l', "shared_cluster_addr64"),
                ] {
                    let _ = writeln!(
                        body,
                        "  if constexpr (detail::is_same<B, {bty}<mbarrier>>::value) {{\n    asm volatile(\"{text} [%0], %1, [%2];\" :: \"{al}\"(dst.raw()), \"{letter}\"(v), \"{bl}\"(bar.raw()) : \"memory\");\n  }}"
                    );
                }
                let _ = writeln!(body, "}}");
            }
            out.push(
                Fun::new(
                    f.id,
                    Some(c),
                    "class B",
                    "void",
                    &name,
                    &format!("{} dst, T v, B bar", c.name()),
                    body,
                )
                .expect(spell(f, &[*op, types[0].1])),
            );
        }
    }
}

/// The completion operand of `st.async`/`red.async`: a `.shared::cluster` address of an
/// mbarrier (either width).
const BAR_CHECK: &str = "static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, \"@NAME@: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)\");\n";

/// An element type of a `red.async` operation: C++ type, PTX type, constraint letter.
type RedAsyncElem = (&'static str, Mod, char);

/// The operations of `red.async` and the element types each takes.
const RED_ASYNC_OPS: &[(Mod, &[RedAsyncElem])] = &[
    (
        Mod::Add,
        &[
            ("unsigned int", Mod::U32, 'r'),
            ("int", Mod::S32, 'r'),
            ("unsigned long long", Mod::U64, 'l'),
            ("long long", Mod::S64, 'l'),
        ],
    ),
    (
        Mod::Min,
        &[("unsigned int", Mod::U32, 'r'), ("int", Mod::S32, 'r')],
    ),
    (
        Mod::Max,
        &[("unsigned int", Mod::U32, 'r'), ("int", Mod::S32, 'r')],
    ),
    (Mod::Inc, &[("unsigned int", Mod::U32, 'r')]),
    (Mod::Dec, &[("unsigned int", Mod::U32, 'r')]),
    (
        Mod::And,
        &[("unsigned int", Mod::B32, 'r'), ("int", Mod::B32, 'r')],
    ),
    (
        Mod::Or,
        &[("unsigned int", Mod::B32, 'r'), ("int", Mod::B32, 'r')],
    ),
    (
        Mod::Xor,
        &[("unsigned int", Mod::B32, 'r'), ("int", Mod::B32, 'r')],
    ),
];

/// `fence.proxy.tensormap::generic.acquire.<scope> [map], 128`: a hidden friend of
/// `generic_ptr` (the map's generic address), refused for shared and local origins.
fn tensormap_acquire_funs(f: &Form, name: &str, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let mut body = String::new();
    for o in ["from_shared", "from_shared_cluster", "from_local"] {
        let _ = writeln!(
            body,
            "static_assert(!detail::is_same<Origin, {o}>::value, \"{name}: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from ({})\");",
            &o[5..]
        );
    }
    let _ = writeln!(
        body,
        "asm volatile(\"{mn} [%0], 128;\" :: \"l\"(map.raw()) : \"memory\");"
    );
    out.push(Fun::new(
        f.id,
        Some(Cls::Generic),
        "",
        "void",
        name,
        "generic_ptr map",
        body,
    ));
}

/// The C++ function name of a row without operands or with immediates only, from its
/// mnemonic (`fence.acq_rel.gpu` → `fence_acq_rel_gpu`).
fn snake(mnemonic: &str) -> String {
    mnemonic.replace(['.', ':'], "_").replace("__", "_")
}

/// Everything the header generates from the table, in table order.
struct Gen {
    funs: Vec<Fun>,
    /// Rows that produced at least one wrapper (or a type).
    covered: Vec<FormId>,
    /// The values of rows' `{.space}` slots that produced at least one wrapper (what the
    /// tests check space by space).
    #[cfg_attr(not(test), allow(dead_code))]
    covered_spaces: Vec<(FormId, Val)>,
}

fn generate() -> Gen {
    let mut funs = Vec::new();
    let mut covered = Vec::new();
    let mut covered_spaces = Vec::new();
    for f in FORMS {
        if CPP_SKIPPED.iter().any(|(id, _)| *id == f.id) {
            continue;
        }
        let before = funs.len();
        if matches!(f.shape, Shape::Row { .. })
            && !CPP_HAND_ROWS.iter().any(|(id, _)| *id == f.id)
            && row::row_funs(f, &mut funs)
        {
            // Everything from the row: a wrapper per combination of its slot values.
            if funs.len() > before {
                covered.push(f.id);
            }
            continue;
        }
        if f.family == Family::WarpSpec {
            wspec_funs(f, &mut funs);
            if funs.len() > before {
                covered.push(f.id);
            }
            continue;
        }
        if f.family == Family::Mbarrier {
            for (v, name, vals) in spellings(f) {
                let start = funs.len();
                mbar_funs(v, &name, &mut funs);
                respell(f, v, &vals, &mut funs[start..]);
            }
            if funs.len() > before {
                covered.push(f.id);
            }
            continue;
        }
        // A fence of the tensor map at an address (`fence.proxy.tensormap::generic.acquire`).
        if let (Family::Sync, [Operand::Addr(..), Operand::Imm(..)]) = (f.family, f.operands) {
            for (v, name, vals) in spellings(f) {
                let start = funs.len();
                tensormap_acquire_funs(v, &name, &mut funs);
                respell(f, v, &vals, &mut funs[start..]);
            }
            covered.push(f.id);
            continue;
        }
        if let Some(views) = wrapped_views(f) {
            // One row per space: the wrappers of each, gated as its space's value.
            for (view, vals) in views {
                let start = funs.len();
                family_funs(view, &mut funs);
                // (`atom_cas` outside the cluster window keeps the `atom.cas` row's doc.)
                // (A wrapper of a gated type value, `atom_cas_b128`, is gated already.)
                for fun in funs[start..]
                    .iter_mut()
                    .filter(|fun| fun.form == f.id && fun.gate.is_none())
                {
                    let done = std::mem::replace(fun, row::placeholder(f.id));
                    let expect = done.expect.clone();
                    let head = done
                        .head_text
                        .clone()
                        .unwrap_or_else(|| view.mnemonic.to_string());
                    let mut done = row::gated(f, &vals, &head, done);
                    done.expect = expect;
                    done.head_text = Some(head);
                    *fun = done;
                }
                if funs.len() > start
                    && let Some((i, _)) = f.space_slot()
                {
                    covered_spaces.push((f.id, vals[i]));
                }
            }
            if funs.len() > before {
                covered.push(f.id);
            }
            continue;
        }
        if f.id == FormId::AtomCas {
            // Wrapped in every atomic space by the atom row (atom_cas).
            covered.push(f.id);
            continue;
        }
        if family_funs(f, &mut funs) || funs.len() > before {
            covered.push(f.id);
        }
    }
    Gen {
        funs,
        covered,
        covered_spaces,
    }
}

/// The wrappers of a row (or of one space of it, [`wrapped_views`]) by its family and
/// operands; `true` for a declaration the header turns into a type (no wrapper).
fn family_funs(f: &'static Form, funs: &mut Vec<Fun>) -> bool {
    if memory_funs(f, funs) {
        return false;
    }
    match (f.family, f.operands) {
        (Family::Convert, _) => convert_funs(f, funs),
        (Family::Async | Family::Sync, _) => sync_funs(f, funs),
        (Family::Cluster, _) => mapa_funs(f, funs),
        (Family::Bulk, _) => bulk_funs(f, funs),
        (Family::Special, _) => sreg_funs(f, funs),
        (Family::TensorCore, _) => tensor::tensor_funs(f, funs),
        (Family::Directive, [Operand::Var(s)]) if sp(*s).is_some() => return true,
        // Every other row of registers is a value wrapper.
        _ => value_funs(f, funs),
    }
    false
}

/// The wrappers of a load, store, atomic or reduction row (or of one space of it,
/// [`wrapped_views`]); `false` for any other row.
fn memory_funs(f: &'static Form, funs: &mut Vec<Fun>) -> bool {
    match (f.family, f.operands) {
        (
            Family::Data,
            [Operand::D, Operand::Addr(s, w)]
            | [Operand::Addr(s, w), Operand::A]
            | [Operand::D, Operand::Addr(s, w), Operand::Src(Types::POLICY)]
            | [Operand::Addr(s, w), Operand::A, Operand::Src(Types::POLICY)],
        ) => {
            for c in operand_classes(*s, *w) {
                ld_st(f, c, funs);
            }
        }
        (
            Family::Atomic,
            [Operand::D, Operand::Addr(s, w), Operand::A] | [Operand::Addr(s, w), Operand::A],
        ) => {
            for c in operand_classes(*s, *w) {
                atomics(f, c, funs);
                // The 128-bit `atom.cas`/`atom.exch`: a row whose type slot takes `.b128`
                // (the `atom` row, which gates it; `row::tests::b128_is_gated_and_only_swapped`).
                if f.slots.iter().any(|s| s.takes(Val::from(Mod::B128)))
                    && matches!(
                        c.space(),
                        Space::Global | Space::SharedCta | Space::SharedCluster | Space::Generic
                    )
                {
                    b128_atomics(f, c, true, funs);
                    b128_atomics(f, c, false, funs);
                }
            }
        }
        _ => return false,
    }
    true
}

/// A register type of the value wrappers: the table's type, its C++ type, its asm
/// constraint letter, the integer (or float) type its bits travel in, and the exerciser's
/// variable of it.
struct VTy {
    ty: Types,
    cpp: &'static str,
    letter: char,
    bits: &'static str,
    var: &'static str,
}

const fn vty(
    ty: Types,
    cpp: &'static str,
    letter: char,
    bits: &'static str,
    var: &'static str,
) -> VTy {
    VTy {
        ty,
        cpp,
        letter,
        bits,
        var,
    }
}

/// The C++ side of the table's register types: CUDA's own half, bfloat16 and FP8 pair
/// types (`cuda_fp16.h`, `cuda_bf16.h`, `cuda_fp8.h`), `float` for tf32 (as
/// `wmma::__float_to_tf32` returns it), and the integers.
const VTYS: &[VTy] = &[
    vty(Types::F32, "float", 'f', "float", "xf"),
    vty(Types::F16, "__half", 'h', "unsigned short", "xh"),
    vty(Types::BF16, "__nv_bfloat16", 'h', "unsigned short", "xb"),
    vty(Types::F16X2, "__half2", 'r', "unsigned int", "xh2"),
    vty(Types::BF16X2, "__nv_bfloat162", 'r', "unsigned int", "xb2"),
    vty(
        Types::E4M3X2,
        "__nv_fp8x2_e4m3",
        'h',
        "unsigned short",
        "xe4",
    ),
    vty(
        Types::E5M2X2,
        "__nv_fp8x2_e5m2",
        'h',
        "unsigned short",
        "xe5",
    ),
    vty(Types::TF32, "float", 'r', "unsigned int", "xf"),
    vty(Types::U32, "unsigned int", 'r', "unsigned int", "xu"),
    vty(Types::S32, "int", 'r', "int", "xi"),
    vty(
        Types::U64,
        "unsigned long long",
        'l',
        "unsigned long long",
        "xul",
    ),
    vty(Types::S64, "long long", 'l', "long long", "xl"),
    vty(
        Types::POLICY,
        "cache_policy",
        'l',
        "unsigned long long",
        "xpol",
    ),
];

/// The first register type of a set (the one of a single type).
fn vty_in(t: Types) -> Option<&'static VTy> {
    VTYS.iter().find(|v| t.contains(v.ty))
}

/// The register types a slot's value names, one wrapper each: of an own-type slot, the
/// one type (`.f16x2` → `__half2`); of a bits slot (`bfi.b64`), the integers of that size
/// the header has an overload for: both of 64 bits, only `unsigned int` of 32 (its API
/// since it was first written: an `int` overload would change what existing calls return).
/// None for a value that is no type (`prmt`'s modes).
fn vtys_of(slot: Slot, m: Mod) -> Vec<Option<&'static VTy>> {
    let named: Vec<Option<&'static VTy>> = VTYS
        .iter()
        .filter(|v| match slot {
            Slot::Ty(types, TyStyle::Own) => {
                types.contains(v.ty) && Mod::of_type(v.ty, TyStyle::Own) == m
            }
            Slot::Ty(types, style) => {
                types.contains(v.ty) && Mod::of_type(v.ty, style) == m && v.ty != Types::S32
            }
            _ => Mod::of_type(v.ty, TyStyle::Own) == m,
        })
        .map(Some)
        .collect();
    if named.is_empty() { vec![None] } else { named }
}

/// One value wrapper: `d = op(srcs)` in registers, `asm` without side effects (it folds and
/// schedules like arithmetic). `tparams`/`imms` add template parameters passed as "n".
#[allow(clippy::too_many_arguments)]
fn value_fun(
    f: &Form,
    name: &str,
    text: &str,
    d: &VTy,
    srcs: &[&VTy],
    imm: Option<(&str, i64, i64)>,
) -> Fun {
    // Parameter names that say what each operand is (the first source of a pair
    // conversion goes to the upper half).
    let names: &[&str] = match f.id {
        FormId::Bfe => &["a", "pos", "len"],
        FormId::Bfi => &["a", "b", "pos", "len"],
        FormId::Prmt | FormId::PrmtMode => &["a", "b", "sel"],
        // Two sources of another type than the destination are its halves.
        _ if matches!(f.operands, [Operand::DReg(d), Operand::Src(a), Operand::Src(_)] if !d.contains(*a)) => {
            &["hi", "lo"]
        }
        _ => &["a", "b", "c"],
    };
    let params: Vec<String> = srcs
        .iter()
        .zip(names)
        .map(|(t, n)| format!("{} {n}", t.cpp))
        .collect();
    let mut ins: Vec<String> = srcs
        .iter()
        .zip(names)
        .map(|(t, n)| format!("\"{}\"(detail::bits_as<{}>({n}))", t.letter, t.bits))
        .collect();
    let mut body = String::new();
    let mut tparams = String::new();
    let mut targs = String::new();
    let mut n = srcs.len() + 1;
    let mut args: Vec<String> = (0..n).map(|i| format!("%{i}")).collect();
    if let Some((p, lo, hi)) = imm {
        tparams = format!("int {p}");
        targs = format!(
            "<{}>",
            if p == "Lut" {
                "0x96".to_string()
            } else {
                lo.to_string()
            }
        );
        let _ = writeln!(
            body,
            "static_assert({p} >= {lo} && {p} <= {hi}, \"{name}: {text} takes {p} in {lo}..={hi}\");"
        );
        ins.push(format!("\"n\"({p})"));
        args.push(format!("%{n}"));
        n += 1;
    }
    let _ = n;
    let _ = writeln!(body, "{} d;", d.bits);
    let _ = writeln!(
        body,
        "asm(\"{text} {};\" : \"={}\"(d) : {});",
        args.join(", "),
        d.letter,
        ins.join(", ")
    );
    let _ = writeln!(body, "return detail::bits_as<{}>(d);", d.cpp);
    let call = format!(
        "{name}{targs}({})",
        srcs.iter().map(|t| t.var).collect::<Vec<_>>().join(", ")
    );
    let mut fun = Fun::new(f.id, None, &tparams, d.cpp, name, &params.join(", "), body)
        .expect(text.to_string());
    let mut isa = f.min_isa.to_string();
    for (sm, v) in f.isa_on {
        let _ = write!(isa, "; {v} on sm_{sm}");
    }
    fun.doc = format!("`{text}`: {} (PTX ISA {isa}, sm_{})", f.doc, f.min_sm);
    fun.call = Some(call);
    fun
}

/// Wrappers of the rows of registers (and an immediate) that no other part of the header
/// takes: the half-precision, packed-float, FP8 and bit-manipulation rows and the f32
/// `.ftz`/`.approx` forms. One function per value of the row's slot (each type, or each
/// `prmt` mode), named after its PTX (`add_bf16x2`, `cvt_rn_relu_bf16x2_f32`,
/// `lop3_b32<Lut>`, `prmt_b32_f4e`), over CUDA's own types.
fn value_funs(f: &Form, out: &mut Vec<Fun>) {
    // The register type of an operand: its own, or the instruction's type `t`.
    let reg = |o: &Operand, t: Option<&'static VTy>| match o {
        Operand::D | Operand::A => t,
        Operand::DReg(ty) | Operand::Src(ty) => vty_in(*ty),
        _ => None,
    };
    let imm = f.operands.iter().find_map(|o| match o {
        Operand::Imm(lo, hi) => Some(("Lut", *lo, *hi)),
        _ => None,
    });
    let forms: Vec<(String, Option<&'static VTy>)> = match f.slots {
        [] => vec![(f.mnemonic.to_string(), None)],
        [slot] => slot
            .values()
            .into_iter()
            .filter_map(|v| v.as_mod())
            .flat_map(|m| {
                let text = spell(f, &[m]);
                vtys_of(*slot, m)
                    .into_iter()
                    .map(move |t| (text.clone(), t))
            })
            .collect(),
        _ => return,
    };
    for (text, t) in forms {
        let Some(d) = f.operands.first().and_then(|o| reg(o, t)) else {
            continue;
        };
        let srcs: Vec<&VTy> = f.operands[1..].iter().filter_map(|o| reg(o, t)).collect();
        if srcs.len() + 1 + usize::from(imm.is_some()) != f.operands.len() {
            continue;
        }
        out.push(value_fun(f, &snake(&text), &text, d, &srcs, imm));
    }
}

fn convert_funs(f: &Form, out: &mut Vec<Fun>) {
    match f.operands {
        // cvta.<space>.u64: named → generic.
        [Operand::DAddr(Space::Generic, _), Operand::Addr(s, _)] => {
            if let Some(s) = sp(*s) {
                cvta_to_generic_funs(f, s, out);
            }
        }
        // cvta.to.<space>.u64: generic → named, checked by origin.
        [Operand::DAddr(s, _), Operand::Addr(Space::Generic, _)] => {
            if let Some(s) = sp(*s) {
                cvta_to_space_funs(f, s, out);
            }
        }
        // isspacep.<space>: the checked route from an unknown origin.
        [Operand::DPred, Operand::Addr(Space::Generic, _)] => isspacep_funs(f, out),
        // cvt.u32.u64 / cvt.u64.u32 of an address: only the 32-bit windows (a C++ cast).
        [Operand::DAddr(_, Width::W32), Operand::Addr(_, Width::W64)] => {
            addr_width_funs(f, 64, out)
        }
        [Operand::DAddr(_, Width::W64), Operand::Addr(_, Width::W32)] => {
            addr_width_funs(f, 32, out)
        }
        _ => {}
    }
}

/// `cvta_<space>_to_generic` of a named address (either width): a generic pointer that
/// remembers its origin.
fn cvta_to_generic_funs(f: &Form, s: &'static Sp, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let name = format!("cvta_{}_to_generic", s.name);
    let ret = format!("generic_ptr<T, from_{}>", s.name);
    let bitss: &[u32] = if s.space.has_32bit_window() {
        &[64, 32]
    } else {
        &[64]
    };
    for &bits in bitss {
        let c = Cls::Named(s, bits);
        out.push(
            Fun::new(
                f.id,
                Some(c),
                "",
                &ret,
                &name,
                &format!("{} a", c.name()),
                format!(
                    "return {ret}(unchecked, (detail::u64){});\n",
                    c.to_generic("a.raw()")
                ),
            )
            .expect(if s.intrinsic.is_some() {
                String::new()
            } else {
                mn.to_string()
            }),
        );
    }
}

/// `cvta_generic_to_<space>` of a generic pointer: checked by its origin, and the visibly
/// unchecked `_unchecked` form.
fn cvta_to_space_funs(f: &Form, s: &'static Sp, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    let ty = format!("{}<T>", addr_type(s, 64));
    let unchecked = format!("cvta_generic_to_{}_unchecked", s.name);
    let conv = match s.intrinsic {
        Some(i) => format!("(detail::u64)__cvta_generic_to_{i}((const void*)p.raw())"),
        None => "detail::cvta_generic_to_shared_cluster(p.raw())".into(),
    };
    out.push(
        Fun::new(
            f.id,
            Some(Cls::Generic),
            "",
            &ty,
            &unchecked,
            "generic_ptr p",
            format!("return {ty}(unchecked, {conv});\n"),
        )
        // The row's own instruction (through CUDA's intrinsic too: nvcc folds a round trip,
        // and the exerciser converts a pointer of unknown origin).
        .expect(mn.to_string()),
    );
    let body = SPACES
            .iter()
            .filter(|o| o.id != s.id)
            .map(|o| {
                format!(
                    "static_assert(!detail::is_same<Origin, from_{}>::value, \"cvta_generic_to_{}: this generic pointer came from {}, not {}: PTX leaves {mn} of it undefined (convert a generic pointer back only to the space it came from)\");\n",
                    o.name, s.name, o.ptx(), s.ptx()
                )
            })
            .collect::<String>();
    let body = format!(
        "{body}static_assert(!detail::is_unknown_origin<Origin>::value, \"cvta_generic_to_{0}: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_{0} (isspacep{1}) or call cvta_generic_to_{0}_unchecked\");\nreturn {unchecked}(p);\n",
        s.name,
        s.ptx()
    );
    out.push(
        Fun::new(
            f.id,
            Some(Cls::Generic),
            "",
            &ty,
            &format!("cvta_generic_to_{}", s.name),
            "generic_ptr p",
            body,
        )
        .expect(String::new()),
    );
}

/// `isspacep_<space>` and `try_cvta_generic_to_<space>`: the checked route from an unknown
/// origin.
fn isspacep_funs(f: &Form, out: &mut Vec<Fun>) {
    let space = SPACES
        .iter()
        .find(|s| s.space.modifier() == f.space_modifier());
    let Some(s) = space else { return };
    out.push(Fun::new(
        f.id,
        Some(Cls::Generic),
        "",
        "bool",
        &format!("isspacep_{}", s.name),
        "generic_ptr p",
        format!("return {}((const void*)p.raw()) != 0;\n", s.is_fn),
    ));
    out.push(
            Fun::new(
                f.id,
                Some(Cls::Generic),
                "",
                "bool",
                &format!("try_cvta_generic_to_{}", s.name),
                &format!("generic_ptr p, {}<T>* out", addr_type(s, 64)),
                format!(
                    "{1}if (!isspacep_{0}(p)) {{\n  return false;\n}}\n*out = cvta_generic_to_{0}_unchecked(p);\nreturn true;\n",
                    s.name,
                    checked_access(s)
                ),
            )
            .expect(String::new()),
        );
}

/// `to_addr32` of a 64-bit address of a space with a 32-bit window (`from` 64), or
/// `to_addr64` of a 32-bit one (`from` 32): a C++ cast, no instruction of its own.
fn addr_width_funs(f: &Form, from: u32, out: &mut Vec<Fun>) {
    let to = if from == 64 { 32 } else { 64 };
    for s in SPACES.iter().filter(|s| s.space.has_32bit_window()) {
        let c = Cls::Named(s, from);
        out.push(
            Fun::new(
                f.id,
                Some(c),
                "",
                &format!("{}<T>", addr_type(s, to)),
                &format!("to_addr{to}"),
                &format!("{} a", c.name()),
                format!(
                    "return {}<T>(unchecked, (detail::u{to})a.raw());\n",
                    addr_type(s, to)
                ),
            )
            .expect(String::new()),
        );
    }
}

/// Template parameter names for the immediates of a row.
fn imm_names(f: &Form) -> Vec<&'static str> {
    let n = f
        .operands
        .iter()
        .filter(|o| matches!(o, Operand::Imm(..)))
        .count();
    if f.mnemonic.starts_with("bar") {
        ["Id", "Count"][..n].to_vec()
    } else {
        ["N", "M"][..n].to_vec()
    }
}

fn sync_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    match f.operands {
        // cp.async.{ca,cg}.shared.global [dst], [src], N
        [
            Operand::Addr(ds, dw),
            Operand::Addr(Space::Global, _),
            Operand::Imm(lo, hi),
        ] => {
            let name = access_name(f);
            let d = sp(*ds).expect("a shared destination");
            for bits in widths(d, *dw) {
                let body = format!(
                    "static_assert(N >= {lo} && N <= {hi} && (N & (N - 1)) == 0, \"{name}: {mn} copies {} bytes\");\nstatic_assert(alignof(T) >= N, \"{name}: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)\");\nstatic_assert(alignof(S) >= N, \"{name}: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)\");\nasm volatile(\"{mn} [%0], [%1], %2;\" :: \"{}\"(dst.raw()), \"l\"(src.raw()), \"n\"(N) : \"memory\");\n",
                    if lo == hi {
                        format!("exactly {lo}")
                    } else {
                        format!("{lo} to {hi} (a power of two)")
                    },
                    addr_letter(bits)
                );
                out.push(Fun::new(
                    f.id,
                    None,
                    "int N, class T, class S",
                    "void",
                    &name,
                    &format!("{}<T> dst, global_ptr<S> src", addr_type(d, bits)),
                    body,
                ));
            }
        }
        [] => out.push(Fun::new(
            f.id,
            None,
            "",
            "void",
            &snake(mn),
            "",
            format!("asm volatile(\"{mn};\" ::: \"memory\");\n"),
        )),
        [Operand::Src(_)] => out.push(Fun::new(
            f.id,
            None,
            "",
            "void",
            &snake(mn),
            "unsigned int mask",
            format!("asm volatile(\"{mn} %0;\" :: \"r\"(mask) : \"memory\");\n"),
        )),
        ops if ops.iter().all(|o| matches!(o, Operand::Imm(..))) => {
            let names = imm_names(f);
            let mut tparams = Vec::new();
            let mut body = String::new();
            let mut args = Vec::new();
            let mut ins = Vec::new();
            for (i, (o, n)) in ops.iter().zip(&names).enumerate() {
                let Operand::Imm(lo, hi) = o else {
                    unreachable!()
                };
                // A lone barrier id defaults to 0 (`bar_sync()` is `__syncthreads()`).
                tparams.push(
                    if ops.len() == 1 && *lo == 0 && f.mnemonic.starts_with("bar") {
                        format!("int {n} = 0")
                    } else {
                        format!("int {n}")
                    },
                );
                let mult = if *n == "Count" {
                    format!(" && {n} % 32 == 0")
                } else {
                    String::new()
                };
                let _ = writeln!(
                    body,
                    "static_assert({n} >= {lo} && {n} <= {hi}{mult}, \"{}: {mn} takes {n} in {lo}..={hi}{}\");",
                    snake(mn),
                    if mult.is_empty() {
                        ""
                    } else {
                        ", a multiple of 32"
                    }
                );
                args.push(format!("%{i}"));
                ins.push(format!("\"n\"({n})"));
            }
            let _ = writeln!(
                body,
                "asm volatile(\"{mn} {};\" :: {} : \"memory\");",
                args.join(", "),
                ins.join(", ")
            );
            out.push(Fun::new(
                f.id,
                None,
                &tparams.join(", "),
                "void",
                &snake(mn),
                "",
                body,
            ));
        }
        _ => {}
    }
}

// ---- bulk copies and TMA ---------------------------------------------------------------

/// The mbarrier and tensor-map types of the bulk-copy and TMA wrappers.
const TMA_TYPES: &str = r#"// ---- bulk copies and TMA: the mbarrier a copy completes on, and tensor maps -----------

// `mbarrier` (declared with the mbarrier wrappers above) is what bulk copies and TMA loads
// complete their bytes on.

/// A tensor map of Rank (1 to 5) dimensions of T: the 128 bytes of a CUtensorMap the host
/// encodes (cuTensorMapEncodeTiled, or Rust's typed_ptx::runtime) for a tensor of T, passed
/// as a `const __grid_constant__ typed_ptx::tensor_map<T, Rank>` kernel parameter or held in
/// a __constant__ or __device__ variable.
template <class T, int Rank> struct alignas(64) tensor_map {
  static_assert(Rank >= 1 && Rank <= 5, "tensor_map: a tensor map has 1 to 5 dimensions");
  unsigned char opaque_[128];
};

/// The generic address of a tensor_map<T, Rank> in .param, .const or .global: the tensor-map
/// operand of the TMA wrappers, made only by tensor_map_param and tensor_map_of.
template <class T, int Rank> class tensor_map_addr {
  detail::u64 raw_;
 public:
  typedef T element_type;
  static constexpr int rank = Rank;
  /// A tensor-map address from a raw generic address: nothing checks its space.
  TYPED_PTX_DEVICE constexpr tensor_map_addr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// The generic address.
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
};

/// The address of a `const __grid_constant__ tensor_map<T, R>` kernel parameter (.param;
/// with TYPED_PTX_CHECK_ORIGIN, a parameter that is not __grid_constant__ traps).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_param(const tensor_map<T, R>& m) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGridConstant((const void*)&m)) { __trap(); }
#endif
  return tensor_map_addr<T, R>(unchecked, (detail::u64)(const void*)&m);
}
/// The address of a tensor map in .global (a global_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<tensor_map<T, R>, from_global> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }
/// The address of a tensor map in .const (a const_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<const tensor_map<T, R>, from_const> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }

/// The element-wise operation of bulk_reduce_* and tma_reduce.
enum class bulk_op { @BULK_OPS@ };

"#;

/// The operations of `bulk_op` (the C++ enumeration's order): the reductions of
/// `cp.reduce.async.bulk` and `tma_reduce`.
const BULK_OPS: [Mod; 8] = [
    Mod::Add,
    Mod::Min,
    Mod::Max,
    Mod::Inc,
    Mod::Dec,
    Mod::And,
    Mod::Or,
    Mod::Xor,
];

/// The `bulk_op` enumerator of an operation: its name, with `_` after the ones C++ spells
/// as operators (`and_`).
fn bulk_op(op: Mod) -> String {
    let name = op_name(op);
    if matches!(op, Mod::And | Mod::Or | Mod::Xor) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// The bulk-copy types with the `bulk_op` enumeration filled in.
pub(crate) fn tma_types() -> String {
    let ops: Vec<String> = BULK_OPS.iter().map(|&m| bulk_op(m)).collect();
    TMA_TYPES.replace("@BULK_OPS@", &ops.join(", "))
}

/// The `static_assert` of `tma_reduce`: each operation with the element types the rules of
/// the tensor map's element take ([`Form::elem_ok`]; the type is in the map, so `ptxas`
/// cannot check it), of the C++ types the header's reductions have ([`red_cpp_types`]).
fn tma_reduce_assert(f: &Form) -> String {
    const ELEMS: [Mod; 6] = [Mod::U32, Mod::S32, Mod::U64, Mod::S64, Mod::F32, Mod::F64];
    let Some(op_slot) = f.spell.names.iter().position(|n| *n == ".op") else {
        return String::new();
    };
    let mut conds = Vec::new();
    let mut per_op: Vec<(Mod, Vec<&str>)> = Vec::new();
    for op in BULK_OPS {
        let mut vals = f.first_values();
        vals[op_slot] = Val::from(op);
        let tys: Vec<Mod> = ELEMS.into_iter().filter(|t| f.elem_ok(&vals, *t)).collect();
        let same: Vec<String> = tys
            .iter()
            .flat_map(|t| red_cpp_types(*t))
            .map(|c| format!("detail::is_same<U, {c}>::value"))
            .collect();
        if same.is_empty() {
            continue;
        }
        conds.push(format!(
            "(Op == bulk_op::{} && ({}))",
            bulk_op(op),
            same.join(" || ")
        ));
        per_op.push((
            op,
            tys.iter()
                .map(|t| t.text().trim_start_matches('.'))
                .collect(),
        ));
    }
    format!(
        "static_assert({}, \"tma_reduce: PTX reduces {} maps\");\n",
        conds.join(" || "),
        ops_on_types(&per_op)
    )
}

/// The C++ element types of a bulk reduction's PTX type (a `.bN` type: the integers of N
/// bits); none for a type the header's reductions do not take (`.f16`, `.bf16`).
fn red_cpp_types(t: Mod) -> &'static [&'static str] {
    match t {
        Mod::U32 => &["unsigned int"],
        Mod::S32 => &["int"],
        Mod::U64 => &["unsigned long long"],
        Mod::S64 => &["long long"],
        Mod::F32 => &["float"],
        Mod::F64 => &["double"],
        Mod::B32 => &["unsigned int", "int"],
        Mod::B64 => &["unsigned long long", "long long"],
        _ => &[],
    }
}

/// `(op, C++ type, slot values)` of bulk reduction row `f` (`{.op}` its first slot,
/// `{.type}` its last): the combinations its rules take ([`Form::value_combos`]), in
/// `bulk_op`'s order, of the element types the header has ([`red_cpp_types`]).
fn bulk_red_pairs(f: &Form) -> Vec<(Mod, &'static str, Vec<Val>)> {
    let combos = f.value_combos();
    let mut out = Vec::new();
    for op in BULK_OPS {
        for c in combos.iter().filter(|c| c.first() == Some(&Val::from(op))) {
            let t = c.last().and_then(|v| v.as_mod()).unwrap_or(Mod::None);
            for ty in red_cpp_types(t) {
                out.push((op, *ty, c.clone()));
            }
        }
    }
    out
}

/// What `pairs` ([`bulk_red_pairs`]) reduce, for the wrapper's error: each operation's PTX
/// types, the operations of the same types together (`min/max on u32/s32`).
fn red_takes(pairs: &[(Mod, &str, Vec<Val>)]) -> String {
    let per_op: Vec<(Mod, Vec<&str>)> = BULK_OPS
        .iter()
        .map(|&op| {
            let mut types: Vec<&str> = Vec::new();
            for (_, _, vals) in pairs.iter().filter(|(o, ..)| *o == op) {
                let t = vals.last().and_then(|v| v.as_mod()).map_or("", Mod::text);
                let t = t.trim_start_matches('.');
                if !types.contains(&t) {
                    types.push(t);
                }
            }
            (op, types)
        })
        .collect();
    ops_on_types(&per_op)
}

/// What each operation of `per_op` reduces (its PTX types, without the dot), for a
/// wrapper's message: consecutive operations of the same types together (`min/max on
/// u32/s32`), types that are all `.bN` as integers of those sizes (`and/or/xor on 32/64-bit
/// integers`); an operation of no type is left out.
fn ops_on_types(per_op: &[(Mod, Vec<&str>)]) -> String {
    let mut groups: Vec<(Vec<&str>, &[&str])> = Vec::new();
    for (op, types) in per_op {
        let name = op.text().trim_start_matches('.');
        match groups.last_mut() {
            Some((ops, ts)) if *ts == types.as_slice() => ops.push(name),
            _ if types.is_empty() => {}
            _ => groups.push((vec![name], types)),
        }
    }
    // The bits of a bitwise operation are integers of that many bits (`.b32`: 32-bit).
    let parts: Vec<String> = groups
        .iter()
        .map(|(ops, ts)| {
            let bits: Vec<&str> = ts.iter().filter_map(|t| t.strip_prefix('b')).collect();
            let ts = if bits.len() == ts.len() {
                format!("{}-bit integers", bits.join("/"))
            } else {
                ts.join("/")
            };
            format!("{} on {ts}", ops.join("/"))
        })
        .collect();
    parts.join(", ")
}

/// `if constexpr` over (operation, element type); `asm` writes the statement of the row's
/// slot values; the last branch fails with `what`.
fn red_dispatch(
    pairs: &[(Mod, &str, Vec<Val>)],
    what: &str,
    asm: impl Fn(&[Val]) -> String,
) -> String {
    let mut b = String::new();
    for (i, (op, ty, vals)) in pairs.iter().enumerate() {
        let _ = writeln!(
            b,
            "{}if constexpr (Op == bulk_op::{} && detail::is_same<U, {ty}>::value) {{\n  {}\n}}",
            if i == 0 { "" } else { "else " },
            bulk_op(*op),
            asm(vals)
        );
    }
    let _ = writeln!(
        b,
        "else {{\n  static_assert(detail::always_false<U>::value, \"{what}\");\n}}"
    );
    b
}

/// [`spell`] by slot name: the named slots take the values given, every other slot stays
/// empty (`.op` and `.type` of `cp.reduce.async.bulk…{.op}{.noftz}{.type}`; an empty value
/// may name a slot the row does not have).
fn spell_named(f: &Form, vals: &[(&str, Mod)]) -> String {
    let names = &f.spell.names[..f.slots.len()];
    assert!(
        vals.iter()
            .all(|(k, m)| *m == Mod::None || names.contains(k)),
        "{}: no slot {vals:?}",
        f.id.name()
    );
    let v: Vec<Mod> = names
        .iter()
        .map(|n| {
            vals.iter()
                .find(|(k, _)| k == n)
                .map_or(Mod::None, |(_, m)| *m)
        })
        .collect();
    spell(f, &v)
}

/// The rank modifier of a tensor of `r` dimensions (`.2d`).
fn rank_mod(r: usize) -> Mod {
    [Mod::D1, Mod::D2, Mod::D3, Mod::D4, Mod::D5][r - 1]
}

/// The coordinate operands `{%a, %b …}` of a rank-`r` tensor operand whose first
/// coordinate is operand `first`, and their inputs.
fn tma_coords(r: usize, first: usize) -> (String, String) {
    let ops: Vec<String> = (0..r).map(|i| format!("%{}", first + i)).collect();
    let ins: Vec<String> = (0..r).map(|i| format!("\"r\"(c[{i}])")).collect();
    (format!("{{{}}}", ops.join(", ")), ins.join(", "))
}

/// `if constexpr (R == 1) … else …` over the ranks; `arm` writes the asm for one rank.
fn rank_dispatch(arm: impl Fn(usize) -> String) -> String {
    let mut b = String::new();
    for r in 1..=5 {
        let _ = writeln!(
            b,
            "{}if constexpr (R == {r}) {{\n  {}\n}}",
            if r == 1 { "" } else { "else " },
            arm(r)
        );
    }
    b
}

const SAME_ELEM: &str = "static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, \"@NAME@: the source and the destination hold the same element type\");\n";
const BYTES_CHECK: &str = "static_assert(Bytes % 16 == 0 && Bytes <= 1048560, \"@NAME@: a bulk copy moves a multiple of 16 bytes, at most 1048560\");\n";
const TMA_CHECK: &str = "static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, \"@NAME@: the tile holds the tensor map's element type\");\nstatic_assert(R2 == R, \"@NAME@: a tensor map of rank R takes exactly R coordinates, innermost first\");\n";

/// A check's text with the wrapper's name in place of `@NAME@`.
fn named(t: &str, name: &str) -> String {
    t.replace("@NAME@", name)
}

/// The bulk-copy and TMA wrappers of a row, by what its operands are.
fn bulk_funs(f: &Form, out: &mut Vec<Fun>) {
    use Operand as O;
    let mn = f.mnemonic;
    match f.operands {
        // From .global into .shared (and, multicast, into the same offset of other CTAs).
        // Only copies: a row of another instruction with these operands (a tensor map
        // edit) must not get a copy's wrapper.
        [O::Addr(_, _), O::Addr(Space::Global, _), ..] if mn.starts_with("cp.") => {
            bulk_copy_global_funs(f, out)
        }
        // From .shared into another CTA's .shared or into .global.
        [O::Addr(..), O::Addr(Space::SharedCta, _), ..] if mn.starts_with("cp.") => {
            bulk_from_shared_funs(f, out)
        }
        [O::Addr(Space::Global, _), O::Src(_)] => out.push(Fun::new(
            f.id,
            None,
            "unsigned Bytes, class T",
            "void",
            &cpp_name(f.id),
            "global_ptr<T> src",
            format!(
                "{}asm volatile(\"{mn} [%0], %1;\" :: \"l\"(src.raw()), \"n\"(Bytes) : \"memory\");\n",
                named(BYTES_CHECK, &cpp_name(f.id))
            ),
        )),
        [] => out.push(Fun::new(
            f.id,
            None,
            "",
            "void",
            &cpp_name(f.id),
            "",
            format!("asm volatile(\"{mn};\" ::: \"memory\");\n"),
        )),
        [O::Imm(..)] => {
            let name = &cpp_name(f.id);
            out.push(Fun::new(
                f.id,
                None,
                "unsigned N",
                "void",
                name,
                "",
                format!("asm volatile(\"{mn} %0;\" :: \"n\"(N) : \"memory\");\n"),
            ));
        }
        [O::Addr(..), O::TensorMap, ..] => tma_load_funs(f, out),
        [O::TensorMap, O::Addr(..)] => tma_store_funs(f, out),
        [O::TensorMap] => out.push(
            Fun::new(
                f.id,
                None,
                "class U, int R, int R2",
                "void",
                &cpp_name(f.id),
                "tensor_map_addr<U, R> map, const int (&c)[R2]",
                format!(
                    "static_assert(R2 == R, \"{}: a tensor map of rank R takes exactly R coordinates, innermost first\");\n{}",
                    cpp_name(f.id),
                    rank_dispatch(|r| {
                        let (c, ins) = tma_coords(r, 1);
                        format!(
                            "asm volatile(\"{} [%0, {c}];\" :: \"l\"(map.raw()), {ins} : \"memory\");",
                            spell(f, &[rank_mod(r)])
                        )
                    })
                ),
            )
            .expect(spell(f, &[Mod::D1])),
        ),
        [O::Addr(Space::Generic, _)] => out.push(Fun::new(
            f.id,
            None,
            "class U, int R",
            "void",
            &cpp_name(f.id),
            "tensor_map_addr<U, R> map",
            format!("asm volatile(\"{mn} [%0];\" :: \"l\"(map.raw()) : \"memory\");\n"),
        )),
        _ => {}
    }
}

/// `cp.async.bulk` from `.global` into the executing CTA's `.shared` (unicast or multicast),
/// completing on an mbarrier.
fn bulk_copy_global_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    // A multicast ends with the CTA mask.
    let multicast = matches!(f.operands.last(), Some(Operand::Src(t)) if *t == Types::U16);
    let name = &cpp_name(f.id);
    for bits in [32, 64] {
        let l = addr_letter(bits);
        let (mask_p, mask_op, mask_in) = if multicast {
            (", unsigned short cta_mask", ", %4", ", \"h\"(cta_mask)")
        } else {
            ("", "", "")
        };
        let body = format!(
            "{}{}asm volatile(\"{mn} [%0], [%1], %2, [%3]{mask_op};\" :: \"{l}\"(dst.raw()), \"l\"(src.raw()), \"n\"(Bytes), \"{l}\"(bar.raw()){mask_in} : \"memory\");\n",
            named(BYTES_CHECK, name),
            named(SAME_ELEM, name)
        );
        out.push(Fun::new(
            f.id,
            None,
            "unsigned Bytes, class T, class S",
            "void",
            name,
            &format!(
                "shared_addr{bits}<T> dst, global_ptr<S> src, shared_addr{bits}<mbarrier> bar{mask_p}"
            ),
            body,
        ));
    }
}

/// `cp.async.bulk` and `cp.reduce.async.bulk` from `.shared` to another CTA of the cluster
/// (completing on its mbarrier) or to `.global` (a bulk group).
fn bulk_from_shared_funs(f: &Form, out: &mut Vec<Fun>) {
    // A reduction has an operation slot; the destination is the first operand.
    let reduce = !f.slots.is_empty();
    let global = matches!(f.operands.first(), Some(Operand::Addr(Space::Global, _)));
    let to = if global { "global" } else { "cluster" };
    let name = format!(
        "bulk_{}_shared_to_{to}",
        if reduce { "reduce" } else { "copy" }
    );
    for bits in [32, 64] {
        let l = addr_letter(bits);
        // Into .global: a 64-bit destination and no mbarrier (a bulk group).
        let asm = |text: &str| {
            if global {
                format!(
                    "asm volatile(\"{text} [%0], [%1], %2;\" :: \"l\"(dst.raw()), \"{l}\"(src.raw()), \"n\"(Bytes) : \"memory\");"
                )
            } else {
                format!(
                    "asm volatile(\"{text} [%0], [%1], %2, [%3];\" :: \"{l}\"(dst.raw()), \"{l}\"(src.raw()), \"n\"(Bytes), \"{l}\"(bar.raw()) : \"memory\");"
                )
            }
        };
        let mut body = format!("{}{}", named(BYTES_CHECK, &name), named(SAME_ELEM, &name));
        if reduce {
            // What the row's rules take ([`bulk_red_pairs`]), and the error of the rest.
            let pairs = bulk_red_pairs(f);
            let takes = format!(
                "into .{} PTX reduces {}",
                if global { "global" } else { "shared::cluster" },
                red_takes(&pairs)
            );
            body.push_str("typedef typename detail::remove_cv<T>::type U;\n");
            body.push_str(&red_dispatch(&pairs, &format!("{name}: {takes}"), |vals| {
                asm(&spell_vals(f, vals))
            }));
        } else {
            body.push_str(&asm(&spell(f, &[])));
            body.push('\n');
        }
        let params = if global {
            format!("global_ptr<T> dst, shared_addr{bits}<S> src")
        } else {
            format!(
                "shared_cluster_addr{bits}<T> dst, shared_addr{bits}<S> src, shared_cluster_addr{bits}<mbarrier> bar"
            )
        };
        out.push(Fun::new(
            f.id,
            None,
            if reduce {
                "bulk_op Op, unsigned Bytes, class T, class S"
            } else {
                "unsigned Bytes, class T, class S"
            },
            "void",
            &name,
            &params,
            body,
        ));
    }
}

/// `cp.async.bulk.tensor` loads (TMA) of a tile into `.shared`, unicast or multicast, for
/// every rank.
fn tma_load_funs(f: &Form, out: &mut Vec<Fun>) {
    // A multicast ends with the CTA mask.
    let multicast = matches!(f.operands.last(), Some(Operand::Src(t)) if *t == Types::U16);
    let name = &cpp_name(f.id);
    for bits in [32, 64] {
        let l = addr_letter(bits);
        let body = format!(
            "{}{}",
            named(TMA_CHECK, name),
            rank_dispatch(|r| {
                // dst, map, coordinates, bar, (mask)
                let (c, ins) = tma_coords(r, 2);
                let bar = 2 + r;
                let (mop, min) = if multicast {
                    (
                        format!(" [%0], [%1, {c}], [%{bar}], %{};", bar + 1),
                        ", \"h\"(cta_mask)",
                    )
                } else {
                    (format!(" [%0], [%1, {c}], [%{bar}];"), "")
                };
                format!(
                    "asm volatile(\"{}{mop}\" :: \"{l}\"(dst.raw()), \"l\"(map.raw()), {ins}, \"{l}\"(bar.raw()){min} : \"memory\");",
                    spell(f, &[rank_mod(r)])
                )
            })
        );
        out.push(
            Fun::new(
                f.id,
                None,
                "class T, class U, int R, int R2",
                "void",
                name,
                &format!(
                    "shared_addr{bits}<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr{bits}<mbarrier> bar{}",
                    if multicast {
                        ", unsigned short cta_mask"
                    } else {
                        ""
                    }
                ),
                body,
            )
            // The exerciser loads a tile of a 2-D map (and multicasts one).
            .expect(spell(f, &[Mod::D2])),
        );
    }
}

/// `cp.async.bulk.tensor` stores and `cp.reduce.async.bulk.tensor` reductions of a `.shared`
/// tile into `.global`, for every rank.
fn tma_store_funs(f: &Form, out: &mut Vec<Fun>) {
    // A reduction has an operation slot besides the rank.
    let reduce = f.slots.len() > 1;
    let name = &cpp_name(f.id);
    for bits in [32, 64] {
        let l = addr_letter(bits);
        let asm = |r: usize, op: Mod| {
            let (c, ins) = tma_coords(r, 1);
            let src = 1 + r;
            let head = spell_named(f, &[(".dim", rank_mod(r)), (".op", op)]);
            format!(
                "asm volatile(\"{head} [%0, {c}], [%{src}];\" :: \"l\"(map.raw()), {ins}, \"{l}\"(src.raw()) : \"memory\");"
            )
        };
        let mut body = named(TMA_CHECK, name).replace("the tile", "the source tile");
        if reduce {
            // The operation's element types: the row's rules of the map's element.
            body.push_str(&tma_reduce_assert(f));
            for (i, op) in BULK_OPS.iter().enumerate() {
                let _ = writeln!(
                    body,
                    "{}if constexpr (Op == bulk_op::{}) {{\n{}}}",
                    if i == 0 { "" } else { "else " },
                    bulk_op(*op),
                    rank_dispatch(|r| asm(r, *op))
                );
            }
        } else {
            body.push_str(&rank_dispatch(|r| asm(r, Mod::None)));
        }
        out.push(
            Fun::new(
                f.id,
                None,
                if reduce {
                    "bulk_op Op, class T, class U, int R, int R2"
                } else {
                    "class T, class U, int R, int R2"
                },
                "void",
                name,
                &format!("tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr{bits}<T> src"),
                body,
            )
            .expect(spell_named(
                f,
                &[
                    (".dim", Mod::D2),
                    (".op", if reduce { Mod::Add } else { Mod::None }),
                ],
            )),
        );
    }
}

fn mapa_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    // The row of a .shared::cluster address, for the generic one's expected PTX too.
    let shared = FormId::MapaShared.form();
    match f.operands {
        [
            Operand::DAddr(Space::SharedCluster, w),
            Operand::Addr(Space::SharedCluster, _),
            Operand::Src(_),
        ] => {
            let cl = sp(Space::SharedCluster).expect("cluster");
            for bits in widths(cl, *w) {
                let ret = format!("{}<T>", addr_type(cl, bits));
                let al = addr_letter(bits);
                let text = spell(f, &[addr_mod(bits)]);
                // A .shared::cta address is a .shared::cluster one (the CTA window lies in
                // the cluster window), so both are accepted. Not volatile: the result
                // depends only on the operands.
                for src in [Space::SharedCluster, Space::SharedCta] {
                    let s = sp(src).expect("shared");
                    let c = Cls::Named(s, bits);
                    out.push(
                        Fun::new(
                            f.id,
                            Some(c),
                            "",
                            &ret,
                            head_word(f),
                            &format!("{} a, unsigned int rank", c.name()),
                            format!(
                                "{} d;\nasm(\"{text} %0, %1, %2;\" : \"={al}\"(d) : \"{al}\"(a.raw()), \"r\"(rank));\nreturn {ret}(unchecked, d);\n",
                                if bits == 32 { "detail::u32" } else { "detail::u64" }
                            ),
                        )
                        .expect(text.clone()),
                    );
                }
            }
        }
        [
            Operand::DAddr(Space::Generic, _),
            Operand::Addr(Space::Generic, _),
            Operand::Src(_),
        ] => {
            let ret = "generic_ptr<T, from_shared_cluster>";
            let mut body = String::new();
            for o in SPACES
                .iter()
                .filter(|o| !matches!(o.space, Space::SharedCta | Space::SharedCluster))
            {
                let _ = writeln!(
                    body,
                    "static_assert(!detail::is_same<Origin, from_{}>::value, \"mapa: this generic pointer came from {}: {mn} maps shared-memory addresses only\");",
                    o.name,
                    o.ptx()
                );
            }
            let _ = writeln!(
                body,
                "static_assert(!detail::is_unknown_origin<Origin>::value, \"mapa: the origin of this generic pointer is unknown: {mn} maps shared-memory addresses only (test it with isspacep_shared_cluster first)\");"
            );
            let _ = writeln!(
                body,
                "return {ret}(unchecked, (detail::u64)__cluster_map_shared_rank((const void*)p.raw(), rank));"
            );
            out.push(
                Fun::new(
                    f.id,
                    Some(Cls::Generic),
                    "",
                    ret,
                    head_word(f),
                    "generic_ptr p, unsigned int rank",
                    body,
                )
                // nvcc knows the pointer came from .shared: it maps the 32-bit address.
                .expect(spell(shared, &[Mod::U32])),
            );
        }
        _ => {}
    }
}

/// Special registers: `sreg_<name>()`. The thread and CTA indices are CUDA's built-in
/// variables (nvcc knows their ranges); the clocks and the SM and warp ids change under
/// the thread's feet and are read with `asm volatile`; the rest are constant for the
/// thread and read with plain `asm`, so reads fold.
fn sreg_funs(f: &Form, out: &mut Vec<Fun>) {
    let Shape::Sreg { method, name, ty } = f.shape else {
        return;
    };
    let (cty, letter) = if ty == typed_ptx_isa::Types::U64 {
        ("unsigned long long", 'l')
    } else {
        ("unsigned int", 'r')
    };
    let builtin = match method {
        "tid_x" => Some("threadIdx.x"),
        "tid_y" => Some("threadIdx.y"),
        "tid_z" => Some("threadIdx.z"),
        "ntid_x" => Some("blockDim.x"),
        "ntid_y" => Some("blockDim.y"),
        "ntid_z" => Some("blockDim.z"),
        "ctaid_x" => Some("blockIdx.x"),
        "ctaid_y" => Some("blockIdx.y"),
        "ctaid_z" => Some("blockIdx.z"),
        "nctaid_x" => Some("gridDim.x"),
        "nctaid_y" => Some("gridDim.y"),
        "nctaid_z" => Some("gridDim.z"),
        _ => None,
    };
    let changes = matches!(
        method,
        "clock" | "clock64" | "globaltimer" | "warpid" | "smid"
    );
    let body = match builtin {
        Some(b) => format!("return {b};\n"),
        None => format!(
            "{cty} d;\nasm{}(\"{} %0, %{name};\" : \"={letter}\"(d));\nreturn d;\n",
            if changes { " volatile" } else { "" },
            f.mnemonic,
        ),
    };
    let mut fun =
        Fun::new(f.id, None, "", cty, &format!("sreg_{method}"), "", body).expect(name.to_string());
    fun.doc = format!(
        "`{name}`: {} (PTX ISA {}, sm_{})",
        f.doc, f.min_isa, f.min_sm
    );
    out.push(fun);
}

/// The comment that opens `typed_ptx.cuh`: what the header is and how to use it.
const HEADER_DOC: &str = r#"// typed_ptx.cuh: typed PTX for CUDA C++ (C++17, nvcc). Reference: docs/cuda-cpp.md.
//
// The state space of every address is part of its C++ type:
//
//   global_ptr<T>                            .global, 64-bit ("l")
//   shared_addr64<T>, shared_addr32<T>       .shared (::cta), 64- or 32-bit ("l"/"r")
//   shared_cluster_addr64/32<T>              .shared::cluster (sm_90)
//   local_addr64/32<T>, const_addr64/32<T>   .local, .const
//   generic_ptr<T, Origin>                   generic, remembering where it came from:
//                                            from_global, from_shared, from_shared_cluster,
//                                            from_local, from_const, from_unknown
//                                            (.global or .shared: atomics allowed) or
//                                            from_unknown_rw (may be .local: no atomics)
//
// There are no implicit conversions between them (a converting constructor exists only to
// fail with a message), but one: a generic pointer may forget its origin (also with
// forget_origin()), keeping what the origin allowed: .const stays read-only (const T), .local
// becomes from_unknown_rw (no atom/red), a .cast<U>() keeps const. A space changes only through cvta: cvta_<space>_to_generic, and
// cvta_generic_to_<space> back to the space the pointer came from; a pointer of unknown
// origin goes through try_cvta_generic_to_<space> (isspacep-checked) or the visibly
// unchecked cvta_generic_to_<space>_unchecked. Only .shared, .local and .const addresses
// have a 32-bit form (to_addr32 / to_addr64). ld/st/atom_*/red_*/cp_async_* take only
// the spaces PTX defines them for. A typed address of T is aligned to alignof(T), as a
// C++ T* is: cp.async of N bytes needs addresses of types aligned to N. Wrappers of
// instructions that need a newer sm than __CUDA_ARCH__ are stubs whose static_assert says
// which sm.
//
// Zero cost: conversions are CUDA's intrinsics or plain C++, and ld/st of .global, .shared,
// .local, .const and generic addresses are C++ accesses that nvcc folds and vectorizes
// (ld of a shared_addr32<float4> is ld.shared.v4.f32); ld/st are ordinary accesses, not
// volatile ones: order them with bar_sync, fences or atomics.
//
// Names: operations on typed addresses (ld, st, atom_*, red_*, cvta_*, to_addr32, mapa ...)
// are found from their argument (call them unqualified); using namespace typed_ptx brings in
// none of them. Everything at namespace scope is a function template with a long name.
//
// Values: the half-precision, bfloat16 and FP8 instructions, the f32 .ftz/.approx forms and
// the bit instructions are functions named after their PTX (add_bf16x2, fma_rn_f16x2,
// cvt_rn_relu_bf16x2_f32(hi, lo), cvt_rn_satfinite_e4m3x2_f32, lop3_b32<Lut>, prmt_b32_f4e,
// bfe_u32 ...) over CUDA's own __half, __half2, __nv_bfloat16(2) and __nv_fp8x2_* types.
//
// Where addresses come from (the trust boundaries, each explicit):
//   from_ptr(p)              a C++ pointer, origin unknown, read-only (generic_ptr<const T>:
//                            it may point to .const or .local data); to_ptr(a) is the way back
//   from_ptr_unchecked(p)    UNCHECKED: the same, writable and atomic-capable (generic_ptr<T>);
//                            the caller claims p points into .global or .shared
//   kernel_param(p)          a kernel parameter declared global_param<T> (the host passes a
//                            T*; device code cannot make one), as .global (cvta.to.global)
//   kernel_param_unchecked(p)   UNCHECKED: any C++ pointer, claimed to point into .global
//   dynamic_shared<T>()      extern __shared__ memory: a shared_span<T, 0, 16>
//   TYPED_PTX_SHARED_ARRAY(name, T, N, A)   in a function: a __shared__ array, A-byte aligned;
//                            name is a shared_array<T, N, A> (a shared_span)
//   shared_view_unchecked(arr)   UNCHECKED: a T arr[N] claimed __shared__ (a shared_span)
//   TYPED_PTX_GLOBAL_ARRAY(name, T, N)   a __device__ global_array; .generic(i) is from_global
//   TYPED_PTX_CONST_ARRAY(name, T, N)    a __constant__ const_array; .generic(i) is from_const
//   TYPED_PTX_LOCAL_ARRAY(name, T, N)    a local local_array; .generic(i) is from_local
// The space of an array comes from where it is declared, and C++ types cannot see a
// __device__, __constant__ or __shared__ (nor a kernel parameter): the macros write them.
// An extern __shared__ declaration runs no constructor, so a constructor alone proves
// nothing: global_array and const_array are empty handles whose storage is a template
// argument only the macro binds (a handle anywhere names that storage), local_array is
// abstract (only the macro's local class is not; C++ has no array of an abstract class and no
// extern variable of a local class). LIMITS: a global_param holds its pointer as data, which
// an extern __shared__ array, a union or memcpy can write (see global_param); a shared_array
// holds a .shared offset, which an extern __shared__ one holds at any value (still .shared
// memory, but not the alignment Align its type claims). Define TYPED_PTX_CHECK_ORIGIN to
// trap when an unchecked claim (kernel_param_unchecked, shared_view_unchecked) or a
// global_param is wrong.
"#;

/// The core's checks, configuration and includes (before `namespace typed_ptx`).
const CORE_PREAMBLE: &str = r#"#if !defined(__CUDACC__)
#error "typed_ptx.cuh is CUDA C++: compile it with nvcc"
#endif
#if __cplusplus < 201703L
#error "typed_ptx.cuh needs C++17 (if constexpr)"
#endif

#define TYPED_PTX_DEVICE __device__ __forceinline__

// The half-precision, bfloat16 and FP8 pair types of the value wrappers.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

"#;

/// The core's first declarations: the detail traits, `unchecked`, the origins, the
/// address types' forward declarations and the mbarrier types ([`prelude`] fills in the
/// cluster window's `cvta`s).
const PRELUDE: &str = r#"namespace detail {
typedef unsigned int u32;
typedef unsigned long long u64;
template <class T> struct always_false { static constexpr bool value = false; };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct is_same { static constexpr bool value = false; };
template <class A> struct is_same<A, A> { static constexpr bool value = true; };
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };
template <class T> struct type_identity { typedef T type; };
template <class T> struct is_const { static constexpr bool value = false; };
template <class T> struct is_const<const T> { static constexpr bool value = true; };
// The bits of a value as another type of the same size (what an asm operand carries).
template <class T, class U> TYPED_PTX_DEVICE T bits_as(const U& u) {
  static_assert(sizeof(T) == sizeof(U), "bits_as: the types differ in size");
  T t;
  __builtin_memcpy(&t, &u, sizeof(T));
  return t;
}
// The state space of an address type: 0 not an address, 1 generic, 2 .global,
// 3 .shared, 4 .shared::cluster, 5 .local, 6 .const; and its width in bits.
template <class A> struct space_of { static constexpr int value = 0; static constexpr int bits = 0; };
template <class A> struct is_address { static constexpr bool value = space_of<A>::value != 0; };
// The cluster window has no CUDA intrinsic: plain asm (no side effect, so it folds).
TYPED_PTX_DEVICE u64 cvta_shared_cluster_to_generic(u64 a) {
  u64 d;
  asm("@CVTA_FROM_CLUSTER@ %0, %1;" : "=l"(d) : "l"(a));
  return d;
}
TYPED_PTX_DEVICE u64 cvta_generic_to_shared_cluster(u64 p) {
  u64 d;
  asm("@CVTA_TO_CLUSTER@ %0, %1;" : "=l"(d) : "l"(p));
  return d;
}
}  // namespace detail

/// Marks a conversion the type system cannot check (a raw integer becoming an address).
struct unchecked_t { explicit unchecked_t() = default; };
/// The one value of unchecked_t: `shared_addr32<float>(typed_ptx::unchecked, raw)`.
constexpr unchecked_t unchecked{};

// Where a generic pointer came from.
/// A generic pointer converted from a .global address.
struct from_global {};
/// A generic pointer converted from a .shared (::cta) address.
struct from_shared {};
/// A generic pointer converted from a .shared::cluster address.
struct from_shared_cluster {};
/// A generic pointer converted from a .local address.
struct from_local {};
/// A generic pointer converted from a .const address.
struct from_const {};
/// A generic pointer whose origin is not known but is .global or .shared: loads, stores and
/// atomics (the Rust builder's Unknown<ReadWriteAtomic>). Read-only unknown origins (from_ptr
/// of a C++ pointer, a .const origin forgotten) are generic_ptr<const T, from_unknown>.
struct from_unknown {};
/// A generic pointer whose origin is not known and may be .local: loads and stores, no
/// atomics (a .local origin forgotten; the Rust builder's Unknown<ReadWrite>).
struct from_unknown_rw {};

template <class T> class global_ptr;
template <class T> class shared_addr64;
template <class T> class shared_addr32;
template <class T> class shared_cluster_addr64;
template <class T> class shared_cluster_addr32;
template <class T> class local_addr64;
template <class T> class local_addr32;
template <class T> class const_addr64;
template <class T> class const_addr32;
template <class T, class Origin = from_unknown> class generic_ptr;

namespace detail {
// What a generic pointer of each origin allows (the Rust builder's Access): 0 loads only,
// 1 loads and stores (.local may be among its origins), 2 loads, stores and atomics. An
// origin not listed here allows loads only.
template <class O> struct origin_access { static constexpr int value = 0; };
template <> struct origin_access<from_global> { static constexpr int value = 2; };
template <> struct origin_access<from_shared> { static constexpr int value = 2; };
template <> struct origin_access<from_shared_cluster> { static constexpr int value = 2; };
template <> struct origin_access<from_unknown> { static constexpr int value = 2; };
template <> struct origin_access<from_local> { static constexpr int value = 1; };
template <> struct origin_access<from_unknown_rw> { static constexpr int value = 1; };
template <class O> struct is_unknown_origin { static constexpr bool value = is_same<O, from_unknown>::value || is_same<O, from_unknown_rw>::value; };
// The unknown origin that keeps what O allowed (forget_origin): from_unknown_rw where O
// allows no atomics, and a const element type where it allows loads only.
template <class O> struct erased_origin { typedef from_unknown type; };
template <> struct erased_origin<from_local> { typedef from_unknown_rw type; };
template <> struct erased_origin<from_unknown_rw> { typedef from_unknown_rw type; };
template <class T, bool ReadOnly> struct const_if { typedef T type; };
template <class T> struct const_if<T, true> { typedef const T type; };
template <class T, class O> struct erased_element { typedef typename const_if<T, origin_access<O>::value == 0>::type type; };
// U, const where T is: a cast changes the element type, never the constness.
template <class T, class U> struct keep_const { typedef U type; };
template <class T, class U> struct keep_const<const T, U> { typedef const U type; };
// A generic_ptr<U, O> may become a generic_ptr<T, Origin> of unknown origin when it gains
// at most const and loses nothing its origin allowed (or the result is read-only).
template <class A, class T, class Origin> struct erases_to { static constexpr bool value = false; };
template <class U, class O, class T, class Origin> struct erases_to<generic_ptr<U, O>, T, Origin> {
  static constexpr bool value = is_unknown_origin<Origin>::value && !(is_same<U, T>::value && is_same<O, Origin>::value) && (is_same<U, T>::value || is_same<const U, T>::value) && (is_const<T>::value || origin_access<O>::value >= origin_access<Origin>::value);
};
}  // namespace detail

/// An mbarrier object (PTX's opaque .b64): declared only in shared memory
/// (`TYPED_PTX_SHARED_ARRAY(bars, typed_ptx::mbarrier, 4);`) and used only
/// through the mbarrier_* operations of its shared_addr32/shared_addr64 (or of a
/// generic_ptr from_shared, or of a shared_cluster address for the _remote forms). It is
/// never loaded, stored or copied with ld/st/cp.async.
struct alignas(8) mbarrier {
  detail::u64 opaque_;
};
/// The state token an arrive on an mbarrier returns: not an integer, only an argument of
/// mbarrier_test_wait / mbarrier_try_wait / mbar_token_pending_count.
class mbar_token {
 public:
  /// A token from raw bits: nothing checks that it came from an arrive.
  TYPED_PTX_DEVICE constexpr mbar_token(unchecked_t, detail::u64 state) : state_(state) {}
  /// The token's bits (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return state_; }

 private:
  detail::u64 state_;
};
/// An L2 cache policy (PTX's opaque .b64): not an integer. The createpolicy_* wrappers
/// make one, the *_L2_cache_hint loads and stores read it; there is no default one.
class cache_policy {
 public:
  /// A policy from raw bits: nothing checks that createpolicy made them.
  TYPED_PTX_DEVICE constexpr cache_policy(unchecked_t, detail::u64 bits) : bits_(bits) {}
  /// The policy's bits (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return bits_; }

 private:
  cache_policy() = default;
  template <class T, class U> friend T detail::bits_as(const U& u);
  detail::u64 bits_;
};

"#;

/// [`PRELUDE`] with the `cvta` rows of the cluster window, which CUDA has no intrinsic for.
fn prelude() -> String {
    fill(
        PRELUDE,
        &[
            (
                "CVTA_FROM_CLUSTER",
                spell(FormId::CvtaSpace.form(), &[Mod::SharedCluster]),
            ),
            (
                "CVTA_TO_CLUSTER",
                spell(FormId::CvtaToSpace.form(), &[Mod::SharedCluster]),
            ),
        ],
    )
}

const ADDR_CLASS: &str = r#"/// A @DESC@ address of a T (@BITS@-bit, constraint "@L@"), aligned to alignof(T).
template <class T> class @TY@ {
 public:
  typedef T element_type;
  static constexpr int bits = @BITS@;
  @TY@() = default;
  /// An address from a raw integer: nothing checks that it lies in @PTX@ or is aligned.
  TYPED_PTX_DEVICE constexpr @TY@(unchecked_t, detail::@RAW@ raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE @TY@(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to @TY@<T>: an address of another state space, width or element type is not a @PTX@ @BITS@-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::@RAW@ raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr @TY@ operator+(long long n) const { return @TY@(unchecked, (detail::@RAW@)(raw_ + (detail::@RAW@)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr @TY@ byte_offset(long long n) const { return @TY@(unchecked, (detail::@RAW@)(raw_ + (detail::@RAW@)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr @TY@<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return @TY@<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr @TY@<U> cast(unchecked_t) const { return @TY@<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const @TY@& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const @TY@& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(@TY@ a) { return (T*)@TOGEN@; }

@FRIENDS@ private:
  detail::@RAW@ raw_;
};
namespace detail {
template <class T> struct space_of<@TY@<T>> { static constexpr int value = @ID@; static constexpr int bits = @BITS@; };
}  // namespace detail

"#;

const GENERIC_CLASS: &str = r#"/// A generic address of a T (64-bit, constraint "l") that remembers where it came from,
/// aligned to alignof(T).
template <class T, class Origin> class generic_ptr {
 public:
  typedef T element_type;
  typedef Origin origin;
  static constexpr int bits = 64;
  generic_ptr() = default;
  /// A generic address from a raw integer: nothing checks the origin or the alignment.
  TYPED_PTX_DEVICE constexpr generic_ptr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// A generic pointer of the same element type (or of T without const) may forget its
  /// origin, keeping what the origin allowed: a .local one becomes from_unknown_rw (no
  /// atomics), a read-only one stays generic_ptr<const T>.
  template <class A, typename detail::enable_if<detail::erases_to<A, T, Origin>::value, int>::type = 0>
  TYPED_PTX_DEVICE constexpr generic_ptr(const A& p) : raw_(p.raw()) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value && !detail::erases_to<A, T, Origin>::value, int>::type = 0>
  TYPED_PTX_DEVICE generic_ptr(const A&) {
    constexpr bool erasing = detail::is_unknown_origin<Origin>::value && detail::space_of<A>::value == 1;
    constexpr bool loses_const = erasing && detail::is_same<typename detail::remove_cv<typename A::element_type>::type, typename detail::remove_cv<T>::type>::value && detail::is_const<typename A::element_type>::value && !detail::is_const<T>::value;
    constexpr bool loses_atomics = erasing && !loses_const && detail::is_same<typename A::element_type, T>::value;
    static_assert(!loses_const, "typed_ptx: a read-only generic pointer (generic_ptr<const T>: from_ptr of a C++ pointer, or a .const origin) does not become writable: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared");
    static_assert(!loses_atomics, "typed_ptx: a generic pointer from .local allows no atomics, and keeps that when its origin is forgotten: it becomes generic_ptr<T, from_unknown_rw> (loads and stores), not generic_ptr<T> (from_unknown)");
    static_assert(loses_const || loses_atomics || detail::always_false<A>::value, "typed_ptx: no implicit conversion to generic_ptr<T, Origin>: a named-space address becomes generic only through cvta_<space>_to_generic, a generic pointer never gains an origin, and the element type changes only through .cast<U>()");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The C++ pointer (a generic address is what C++ pointers are).
  TYPED_PTX_DEVICE T* get() const { return (T*)raw_; }
  /// The same pointer with its origin forgotten, keeping what the origin allowed: from_unknown
  /// for .global and .shared, from_unknown_rw (no atomics) for .local, const T for .const.
  TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::erased_element<T, Origin>::type, typename detail::erased_origin<Origin>::type> forget_origin() const { return generic_ptr<typename detail::erased_element<T, Origin>::type, typename detail::erased_origin<Origin>::type>(unchecked, raw_); }
  /// The address `n` elements further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr operator+(long long n) const { return generic_ptr(unchecked, raw_ + (detail::u64)(n * (long long)sizeof(T))); }
  /// The address `n` bytes further on (same origin; keep n a multiple of alignof(T)).
  TYPED_PTX_DEVICE constexpr generic_ptr byte_offset(long long n) const { return generic_ptr(unchecked, raw_ + (detail::u64)n); }
  /// The same address, of another element type no more strictly aligned than T (same origin;
  /// const if T is: a read-only pointer stays read-only).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::keep_const<T, U>::type, Origin> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (call .cast<U>(typed_ptx::unchecked) if you know better)");
    return generic_ptr<typename detail::keep_const<T, U>::type, Origin>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment (same origin; const
  /// if T is).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::keep_const<T, U>::type, Origin> cast(unchecked_t) const { return generic_ptr<typename detail::keep_const<T, U>::type, Origin>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const generic_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const generic_ptr& o) const { return raw_ != o.raw_; }
  /// The C++ pointer: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(generic_ptr a) { return (T*)a.raw_; }

@FRIENDS@ private:
  detail::u64 raw_;
};
namespace detail {
template <class T, class O> struct space_of<generic_ptr<T, O>> { static constexpr int value = 1; static constexpr int bits = 64; };
}  // namespace detail

"#;

const TAIL_TYPES: &str = r#"// ---- where typed addresses start -------------------------------------------------

/// A C++ pointer as a generic pointer of unknown origin, read-only: the way in from plain
/// CUDA and cuda::ptx (to_ptr(a) is the way out). Nothing is known of where p points: it may
/// be .const data (no st) or .local data (no atom/red), so it allows loads only, as the Rust
/// builder's Ptr::from_bits does. To write, take a kernel parameter declared global_param<T>
/// with kernel_param(p) (.global), or state the claim with from_ptr_unchecked(p).
template <class T> TYPED_PTX_DEVICE generic_ptr<const T, from_unknown> from_ptr(T* p) { return generic_ptr<const T, from_unknown>(unchecked, (detail::u64)p); }

/// UNCHECKED: a C++ pointer as a writable, atomic-capable generic pointer of unknown origin
/// (generic_ptr<T>). Nothing checks the claim that p points into .global or .shared memory:
/// a store through it to .const data, or an atom/red on .local data, is undefined in PTX
/// (the Rust builder's unsafe Ptr::from_bits_unchecked).
template <class T> TYPED_PTX_DEVICE generic_ptr<T, from_unknown> from_ptr_unchecked(T* p) { return generic_ptr<T, from_unknown>(unchecked, (detail::u64)p); }

/// A kernel's pointer parameter to .global memory: declare the parameter
/// `typed_ptx::global_param<T> out` and launch with a T* from the host (cudaMalloc'd memory:
/// the host is the trust boundary, as for the Rust builder's param_ptr). Its constructor is
/// __host__ only, so device code cannot make one of a __constant__, .local or .shared address.
/// LIMIT: that is all C++ can check. A global_param is a value in memory, and the C++ type of
/// an object does not say where its bytes came from: an extern __shared__ array of
/// global_param (which runs no constructor, and starts at the address of every other extern
/// __shared__ array: `extern __shared__ int* slots[];`), a union, memcpy or reinterpret_cast
/// can hold any pointer as one. A by-value kernel parameter must be of a complete, non-abstract
/// type, and C++ lets every such type be the element of an extern __shared__ array, so no type
/// closes this at compile time: do not write a global_param in device code (with
/// TYPED_PTX_CHECK_ORIGIN, kernel_param traps on an address that is not .global).
template <class T> class global_param {
  T* p_;
 public:
  /// The host's pointer into .global memory (implicit: a launch converts its T* argument).
  __host__ global_param(T* p) : p_(p) {}
  /// The pointer, for plain CUDA (to_ptr(kernel_param(p)) is the same address).
  __host__ __device__ T* get() const { return p_; }
  /// The pointer, for plain CUDA (p[i], *p).
  __host__ __device__ operator T*() const { return p_; }
};

/// `cvta.to.global.u64` of a kernel's pointer parameter (a global_param<T>): its .global
/// address, the same convention as the Rust builder's param_ptr.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(global_param<T> p) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGlobal((const void*)p.get())) { __trap(); }
#endif
  return global_ptr<T>(unchecked, (detail::u64)__cvta_generic_to_global((const void*)p.get()));
}

/// UNCHECKED: a C++ pointer as a .global address (`cvta.to.global.u64`). Nothing checks the
/// claim that p points into .global memory (with TYPED_PTX_CHECK_ORIGIN, one that does not
/// traps): the address of a __constant__, local or __shared__ variable would let st or atom
/// reach memory of another space.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param_unchecked(T* p) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGlobal((const void*)p)) { __trap(); }
#endif
  return global_ptr<T>(unchecked, (detail::u64)__cvta_generic_to_global((const void*)p));
}

/// Not a kernel parameter: fails to compile, saying why.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(T* p) {
  static_assert(detail::always_false<T>::value, "kernel_param takes a kernel parameter declared typed_ptx::global_param<T> (device code cannot make one): a C++ pointer may point to .const, .local or .shared memory, which a .global address would let st and atom reach; state the claim with kernel_param_unchecked(p), or read through from_ptr(p)");
  return global_ptr<T>(unchecked, (detail::u64)p);
}

/// A typed view of `.shared` memory: N elements of T (N = 0: a length the type does not
/// know, as for dynamic shared memory) from a base aligned to Align bytes.
template <class T, unsigned N, unsigned Align> class shared_span {
  static_assert(Align >= alignof(T) && (Align & (Align - 1)) == 0, "shared_span: the base alignment must be a power of two at least alignof(T)");
  detail::u32 base_;
 public:
  typedef T element_type;
  /// The number of elements (0: not known to the type).
  static constexpr unsigned size = N;
  /// The alignment of element 0, in bytes.
  static constexpr unsigned alignment = Align;
  /// A view from the 32-bit .shared address of element 0: nothing checks the space or the alignment.
  TYPED_PTX_DEVICE constexpr shared_span(unchecked_t, detail::u32 base) : base_(base) {}
  /// The 32-bit .shared address of element i.
  TYPED_PTX_DEVICE constexpr shared_addr32<T> addr32(unsigned i = 0) const { return shared_addr32<T>(unchecked, base_ + i * (detail::u32)sizeof(T)); }
  /// The 64-bit .shared address of element i.
  TYPED_PTX_DEVICE constexpr shared_addr64<T> addr64(unsigned i = 0) const { return shared_addr64<T>(unchecked, (detail::u64)(base_ + i * (detail::u32)sizeof(T))); }
  /// The generic address of element i; its origin is .shared.
  TYPED_PTX_DEVICE generic_ptr<T, from_shared> generic(unsigned i = 0) const { return generic_ptr<T, from_shared>(unchecked, (detail::u64)__cvta_shared_to_generic((size_t)(base_ + i * (detail::u32)sizeof(T)))); }
  /// Element i, as a C++ reference (plain CUDA access).
  TYPED_PTX_DEVICE T& operator[](unsigned i) const { return *(T*)__cvta_shared_to_generic((size_t)(base_ + i * (detail::u32)sizeof(T))); }
  /// The same bytes as elements of U: U may be no more strictly aligned than the base.
  template <class U> TYPED_PTX_DEVICE constexpr shared_span<U, (unsigned)(N * sizeof(T) / sizeof(U)), Align> as() const {
    static_assert(alignof(U) <= Align, "as: the element type U needs a more strictly aligned base than this shared memory has (declare the array with that alignment: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), or of a 16-byte type)");
    static_assert((N * sizeof(T)) % sizeof(U) == 0, "as: the view's bytes are not a whole number of U");
    return shared_span<U, (unsigned)(N * sizeof(T) / sizeof(U)), Align>(unchecked, base_);
  }
};

/// UNCHECKED: a typed view of a `__shared__` array `T arr[N]`, aligned to alignof(T) (the
/// type cannot see an alignas on the variable). C++ gives a __shared__ array and a local one
/// the same type, so nothing checks the claim that arr is .shared (with
/// TYPED_PTX_CHECK_ORIGIN, one that is not traps): of a local array, st.shared would write
/// elsewhere. TYPED_PTX_SHARED_ARRAY(name, T, N, Align) declares a checked one.
template <class T, unsigned N> TYPED_PTX_DEVICE shared_span<T, N, alignof(T)> shared_view_unchecked(T (&arr)[N]) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isShared((const void*)arr)) { __trap(); }
#endif
  return shared_span<T, N, alignof(T)>(unchecked, (detail::u32)__cvta_generic_to_shared((const void*)arr));
}

/// Not a checked view: fails to compile, saying why.
template <class T, unsigned N> TYPED_PTX_DEVICE shared_span<T, N, alignof(T)> shared_view(T (&arr)[N]) {
  static_assert(detail::always_false<T>::value, "shared_view takes no C++ array: C++ gives a __shared__ array and a local one the same type, so nothing checks that it is .shared; declare it with TYPED_PTX_SHARED_ARRAY(name, T, N, Align), or state the claim with shared_view_unchecked(arr)");
  return shared_span<T, N, alignof(T)>(unchecked, (detail::u32)(detail::u64)arr);
}

namespace detail {
// The dynamic shared memory of the CTA (what every extern __shared__ array names).
extern __shared__ __align__(16) unsigned char dynamic_shared_bytes[];
}  // namespace detail

/// A typed view of the CTA's dynamic shared memory (the third launch parameter), 16-byte
/// aligned; its length is the launch's (sreg_dynamic_smem_size() bytes).
template <class T> TYPED_PTX_DEVICE shared_span<T, 0, 16> dynamic_shared() {
  static_assert(alignof(T) <= 16, "dynamic_shared: dynamic shared memory is 16-byte aligned here; T needs more");
  return shared_span<T, 0, 16>(unchecked, (detail::u32)__cvta_generic_to_shared((const void*)detail::dynamic_shared_bytes));
}

"#;

const ARRAY_CLASS: &str = r#"namespace detail {
// The @QUAL@ TYPED_PTX_@MAC@_ARRAY declares (the only constructor is unchecked, so a
// __shared__ one does not compile, and an extern __shared__ one is no template argument).
template <class T, unsigned N> struct @NAME@_storage {
  T data[N];
  __host__ __device__ constexpr explicit @NAME@_storage(unchecked_t) : data{} {}
};
}  // namespace detail

/// A @PTX@ array: declare it with `TYPED_PTX_@MAC@_ARRAY(buf, float, 256);`, which writes
/// @QUAL@ itself (buf_typed_ptx_storage) and binds it to `buf`. A @NAME@_array is an empty
/// handle whose memory is its template argument S, not the handle object, so a handle placed
/// anywhere (a local, __shared__, __constant__ or extern __shared__ variable, which runs no
/// constructor) still names that @QUAL@; @NAME@_array<T, N>, which names no memory, does not
/// compile.
template <class T, unsigned N, detail::@NAME@_storage<T, N>* S = nullptr> struct @NAME@_array {
  static_assert(S != nullptr, "@NAME@_array: declare it with TYPED_PTX_@MAC@_ARRAY(name, T, N), which writes @QUAL@ itself and binds it to the array: @NAME@_array<T, N> names no memory, and declared as a variable of its own (@ELSE@, or extern __shared__) its generic(i) would call memory of another space from_@NAME@");
  /// The elements, for plain CUDA: name.data[i] is element i.
  struct elements {
    TYPED_PTX_DEVICE @CT@& operator[](unsigned i) const { return S->data[i]; }
  } data;
  /// The generic address of element i; its origin is @PTX@.
  TYPED_PTX_DEVICE generic_ptr<@CT@, from_@NAME@> generic(unsigned i = 0) const {
    return generic_ptr<@CT@, from_@NAME@>(unchecked, (detail::u64)(const void*)(S->data + i));
  }
};
/// Declares `name`, a @NAME@_array<T, N, &name_typed_ptx_storage>, and @QUAL@ it names (at
/// namespace scope).
#define TYPED_PTX_@MAC@_ARRAY(name, ...) static_assert(true, "TYPED_PTX_@MAC@_ARRAY"); @DECL@::typed_ptx::detail::@NAME@_storage<__VA_ARGS__> name##_typed_ptx_storage{::typed_ptx::unchecked}; __device__ constexpr ::typed_ptx::@NAME@_array<__VA_ARGS__, &name##_typed_ptx_storage> name{}

"#;

const LOCAL_ARRAY: &str = r#"namespace detail {
// The element array (T[N]) of the local variable TYPED_PTX_LOCAL_ARRAY declares.
template <class T, unsigned N> struct local_storage { typedef T type[N]; };
}  // namespace detail

/// A .local array: declare it in a kernel or device function with
/// `TYPED_PTX_LOCAL_ARRAY(buf, float, 256);`, which writes the local variable itself
/// (buf_typed_ptx_storage) and binds it to `buf`, an object of a local class derived from
/// local_array<T, N>. local_array is abstract, and C++ has neither an array of an abstract
/// class nor an extern variable of a local class, so an extern __shared__ declaration (which
/// runs no constructor) makes none; any other declaration needs the visibly unchecked
/// constructor.
template <class T, unsigned N> struct local_array {
  /// The elements, for plain CUDA (name.data[i]).
  T (&data)[N];
  /// UNCHECKED: nothing checks that d is the local variable TYPED_PTX_LOCAL_ARRAY declares.
  TYPED_PTX_DEVICE explicit local_array(unchecked_t, T (&d)[N]) : data(d) {}
  local_array(const local_array&) = delete;
  local_array& operator=(const local_array&) = delete;
  /// Makes local_array abstract: only the local class of TYPED_PTX_LOCAL_ARRAY is not.
  __device__ virtual void declare_it_with_TYPED_PTX_LOCAL_ARRAY() = 0;
  /// The generic address of element i; its origin is .local.
  TYPED_PTX_DEVICE generic_ptr<T, from_local> generic(unsigned i = 0) const {
    return generic_ptr<T, from_local>(unchecked, (detail::u64)(const void*)(data + i));
  }
};
/// Declares `name`, a local_array<T, N> (of a local class), and the local variable it names
/// (in a kernel or device function).
#define TYPED_PTX_LOCAL_ARRAY(name, ...) static_assert(true, "TYPED_PTX_LOCAL_ARRAY"); typename ::typed_ptx::detail::local_storage<__VA_ARGS__>::type name##_typed_ptx_storage; struct name##_typed_ptx_local final : ::typed_ptx::local_array<__VA_ARGS__> { __device__ explicit name##_typed_ptx_local(::typed_ptx::unchecked_t u, typename ::typed_ptx::detail::local_storage<__VA_ARGS__>::type& d) : ::typed_ptx::local_array<__VA_ARGS__>(u, d) {} __device__ void declare_it_with_TYPED_PTX_LOCAL_ARRAY() override {} } name(::typed_ptx::unchecked, name##_typed_ptx_storage)

"#;

const SHARED_ARRAY: &str = r#"namespace detail {
// The __shared__ variable TYPED_PTX_SHARED_ARRAY declares.
template <class T, unsigned N, unsigned Align = alignof(T)> struct alignas(Align) shared_storage { T data[N]; };
}  // namespace detail

/// A .shared array of N T aligned to Align bytes: declare it in a kernel or device function
/// with `TYPED_PTX_SHARED_ARRAY(tile, float, 1024, 16);`, which writes the __shared__ itself
/// (then tile.addr32(i), tile.as<float4>()). It is a shared_span of that memory; C++ gives a
/// __shared__ variable and a local one the same type, so the type has no other constructor
/// but the visibly unchecked one.
template <class T, unsigned N, unsigned Align = alignof(T)> class shared_array : public shared_span<T, N, Align> {
 public:
  /// UNCHECKED: the array at the 32-bit .shared address base (TYPED_PTX_SHARED_ARRAY's).
  TYPED_PTX_DEVICE constexpr shared_array(unchecked_t, detail::u32 base) : shared_span<T, N, Align>(unchecked, base) {}
  /// Not a declaration of this array: fails to compile, saying why.
  template <class U = T> TYPED_PTX_DEVICE shared_array() : shared_span<T, N, Align>(unchecked, 0) { static_assert(detail::always_false<U>::value, "shared_array: declare it with TYPED_PTX_SHARED_ARRAY(name, T, N, Align), which writes the __shared__ itself: C++ gives a __shared__ variable and a local one the same type, so one declared otherwise could call .local memory .shared"); }
  /// The typed view of the array.
  TYPED_PTX_DEVICE constexpr shared_span<T, N, Align> view() const { return *this; }
};
/// Declares `name`, a shared_array<T, N, Align> of a __shared__ variable, in a kernel or
/// device function.
#define TYPED_PTX_SHARED_ARRAY(name, ...) static_assert(true, "TYPED_PTX_SHARED_ARRAY"); __shared__ ::typed_ptx::detail::shared_storage<__VA_ARGS__> name##_typed_ptx_storage; const ::typed_ptx::shared_array<__VA_ARGS__> name(::typed_ptx::unchecked, (::typed_ptx::detail::u32)__cvta_generic_to_shared((const void*)&name##_typed_ptx_storage))

"#;

fn fill(template: &str, pairs: &[(&str, String)]) -> String {
    let mut s = template.to_string();
    for (k, v) in pairs {
        s = s.replace(&format!("@{k}@"), v);
    }
    s
}

/// A refusal: the name of an operation an address type does not have, and its stub.
type Refusal = (String, String);

/// Hidden-friend stubs: operations an address type does not have, each failing with the
/// PTX rule (a missing overload alone would only say that no function matches).
fn refusals(c: Cls, g: &Gen) -> Vec<Refusal> {
    let has = |name: &str| {
        g.funs
            .iter()
            .any(|f| f.name == name && f.host.is_some_and(|h| h == c))
    };
    let mut v = Vec::new();
    access_refusals(c, &has, &mut v);
    hint_refusals(c, &has, &mut v);
    conversion_refusals(c, &has, &mut v);
    v.extend(tensor::matrix_refusals(c));
    cluster_refusals(c, &has, &mut v);
    mbarrier_refusals(c, &has, &mut v);
    v
}

/// Every name of the cache-hinted wrappers ([`hint_access`]), with whether it stores.
fn hint_names() -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    for f in FORMS.iter().filter(|f| is_hint_row(f)) {
        let store = !matches!(f.operands.first(), Some(Operand::D));
        for h in hint_spellings(f) {
            if !out.iter().any(|(n, _)| *n == h.name) {
                out.push((h.name, store));
            }
        }
    }
    out
}

/// The cache-hinted loads and stores off `.global`: a one-line stub per name that names
/// the rule (hidden friends, as every operation on an address).
fn hint_refusals(c: Cls, has: &dyn Fn(&str) -> bool, v: &mut Vec<Refusal>) {
    let me = c.name();
    for (name, store) in hint_names() {
        if has(&name) {
            continue;
        }
        let (ret, value) = if store {
            ("void", "")
        } else {
            ("int", " return 0;")
        };
        v.push((
            name.clone(),
            format!(
                "template <class... A> friend TYPED_PTX_DEVICE {ret} {name}({me}, A...) {{ static_assert(detail::always_false<T>::value, \"{name}: the cache hints apply to .global accesses (a global_ptr), not this address\");{value} }}\n"
            ),
        ));
    }
}

/// `st` of a read-only space, `ld_nc` off `.global`, and atomics where PTX has none.
fn access_refusals(c: Cls, has: &dyn Fn(&str) -> bool, v: &mut Vec<Refusal>) {
    let me = c.name();
    let ptx = ptx_of(c);
    if !has("st") {
        v.push((
            "st".to_string(),
            format!(
                "template <class V> friend TYPED_PTX_DEVICE void st({me}, V) {{\n  static_assert(detail::always_false<V>::value, \"st: the {ptx} state space is read-only: PTX has no st{ptx}\");\n}}\n"
            ),
        ));
    }
    if !has("ld_nc") {
        v.push((
            "ld_nc".into(),
            format!(
                "friend TYPED_PTX_DEVICE int ld_nc({me}) {{\n  static_assert(detail::always_false<T>::value, \"ld_nc: ld.global.nc reads only .global, not {}\");\n  return 0;\n}}\n",
                if ptx.is_empty() { "a generic address (convert it with cvta_generic_to_global)" } else { ptx }
            ),
        ));
    }
    if !has("atom_add") {
        for op in ATOM_OPS {
            for prefix in ["atom", "red"] {
                if prefix == "red" && !op.red {
                    continue;
                }
                let name = format!("{prefix}_{}", op.name());
                v.push((
                    name.clone(),
                    format!(
                        "template <class V> friend TYPED_PTX_DEVICE {} {name}({me}, V) {{\n  static_assert(detail::always_false<V>::value, \"{name}: PTX has no {prefix} on the {ptx} state space (atomics take .global, .shared, .shared::cluster or generic addresses)\");\n{}}}\n",
                        if prefix == "red" { "void" } else { "int" },
                        if prefix == "red" { "" } else { "  return 0;\n" }
                    ),
                ));
            }
        }
        v.push((
            "atom_cas".into(),
            format!(
                "template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas({me}, V, W) {{\n  static_assert(detail::always_false<V>::value, \"atom_cas: PTX has no atom on the {ptx} state space (atomics take .global, .shared, .shared::cluster or generic addresses)\");\n  return 0;\n}}\n"
            ),
        ));
        v.push((
            "atom_cas_b128".into(),
            format!(
                "template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas_b128({me}, V, W) {{\n  static_assert(detail::always_false<V>::value, \"atom_cas_b128: PTX has no atom on the {ptx} state space (atomics take .global, .shared, .shared::cluster or generic addresses)\");\n  return 0;\n}}\n"
            ),
        ));
        v.push((
            "atom_exch_b128".into(),
            format!(
                "template <class V> friend TYPED_PTX_DEVICE int atom_exch_b128({me}, V) {{\n  static_assert(detail::always_false<V>::value, \"atom_exch_b128: PTX has no atom on the {ptx} state space (atomics take .global, .shared, .shared::cluster or generic addresses)\");\n  return 0;\n}}\n"
            ),
        ));
    }
}

/// `to_addr32` of an address with no 32-bit form, and `cvta_generic_to_*` of a named one.
fn conversion_refusals(c: Cls, has: &dyn Fn(&str) -> bool, v: &mut Vec<Refusal>) {
    let me = c.name();
    if !has("to_addr32") {
        let why = match c {
            Cls::Generic => "a generic address has no 32-bit form: convert it to its .shared/.local/.const space with cvta first".to_string(),
            Cls::Named(s, 32) => format!("this {} address is already 32-bit", s.ptx()),
            Cls::Named(s, _) => format!("a {} address has no 32-bit form: only the .shared, .local and .const windows fit in 32 bits (cvt.u32.u64 of a global pointer loses its high bits)", s.ptx()),
        };
        v.push((
            "to_addr32".into(),
            format!(
                "friend TYPED_PTX_DEVICE int to_addr32({me}) {{\n  static_assert(detail::always_false<T>::value, \"to_addr32: {why}\");\n  return 0;\n}}\n"
            ),
        ));
    }
    if c != Cls::Generic {
        for s in SPACES {
            v.push((
                format!("cvta_generic_to_{}", s.name),
                format!(
                    "friend TYPED_PTX_DEVICE int cvta_generic_to_{0}({me}) {{\n  static_assert(detail::always_false<T>::value, \"cvta_generic_to_{0}: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)\");\n  return 0;\n}}\n",
                    s.name
                ),
            ));
        }
    }
}

/// `mapa`, `getctarank`, `st.async` and `red.async` of addresses they do not take.
fn cluster_refusals(c: Cls, has: &dyn Fn(&str) -> bool, v: &mut Vec<Refusal>) {
    let me = c.name();
    let ptx = ptx_of(c);
    if !has("mapa") {
        v.push((
            "mapa".into(),
            format!(
                "friend TYPED_PTX_DEVICE int mapa({me}, unsigned int) {{\n  static_assert(detail::always_false<T>::value, \"mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not {ptx} addresses\");\n  return 0;\n}}\n"
            ),
        ));
    }
    if !has("getctarank") {
        v.push((
            "getctarank".into(),
            format!(
                "friend TYPED_PTX_DEVICE unsigned int getctarank({me}) {{\n  static_assert(detail::always_false<T>::value, \"getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not {ptx} addresses\");\n  return 0;\n}}\n"
            ),
        ));
    }
    if !has("st_async") {
        let why = match c.space() {
            Space::SharedCta => "takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa".to_string(),
            Space::Generic => "takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first".to_string(),
            _ => format!("writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to {ptx}"),
        };
        for id in [FormId::StAsync, FormId::StAsyncV2, FormId::StAsyncV4] {
            let name = cpp_name(id);
            let vals = vec!["V"; vector_width(id.form())].join(", ");
            v.push((
                name.clone(),
                format!(
                    "template <class V, class B> friend TYPED_PTX_DEVICE void {name}({me}, {vals}, B) {{\n  static_assert(detail::always_false<V>::value, \"{name}: st.async {why}\");\n}}\n"
                ),
            ));
        }
        for (op, _) in RED_ASYNC_OPS {
            let name = format!("{}_{}", cpp_name(FormId::RedAsync), op_name(*op));
            v.push((
                name.clone(),
                format!(
                    "template <class V, class B> friend TYPED_PTX_DEVICE void {name}({me}, V, B) {{\n  static_assert(detail::always_false<V>::value, \"{name}: red.async {why}\");\n}}\n"
                ),
            ));
        }
    }
}

/// The mbarrier operations of an address that is not the mbarrier address they take.
fn mbarrier_refusals(c: Cls, has: &dyn Fn(&str) -> bool, v: &mut Vec<Refusal>) {
    let me = c.name();
    let ptx = ptx_of(c);
    for n in mbar_op_names() {
        if has(&n) {
            continue;
        }
        let remote = n.ends_with("_remote");
        let why = match c.space() {
            Space::SharedCta if remote => format!(
                "{n} is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one"
            ),
            Space::SharedCluster => format!(
                "{n} takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist"
            ),
            Space::Generic if !remote => format!(
                "{n} takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first"
            ),
            _ => format!(
                "an mbarrier lives in shared memory: {n} takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a {} address",
                if ptx.is_empty() { "generic" } else { ptx }
            ),
        };
        v.push((
            n.to_string(),
            format!(
                "template <class... V> friend TYPED_PTX_DEVICE int {n}({me}, V...) {{\n  static_assert(detail::always_false<T>::value, \"{why}\");\n  return 0;\n}}\n"
            ),
        ));
    }
}

/// The friends of one address type, grouped by their `sm` guard.
fn friends_of(c: Cls, g: &Gen) -> String {
    let mut out = String::new();
    let mine: Vec<&Fun> = g.funs.iter().filter(|f| f.host == Some(c)).collect();
    write_guarded(&mine, &mut out, "  ");
    for (_, text) in refusals(c, g) {
        out.push_str(
            "  /// Not an operation of this address type: fails to compile, saying why.\n",
        );
        for l in text.lines() {
            let _ = writeln!(out, "  {l}");
        }
    }
    out
}

/// Functions grouped by the `sm` guard they need, in table order within a group; the
/// forms of an architecture-specific target (sm_90a) in a group of their own, after.
fn write_guarded(funs: &[&Fun], out: &mut String, indent: &str) {
    let portable: Vec<&Fun> = funs
        .iter()
        .copied()
        .filter(|f| f.arch() == Arch::Portable)
        .collect();
    let mut levels: Vec<u32> = portable.iter().map(|f| f.min_sm().max(OLDEST_SM)).collect();
    levels.sort();
    levels.dedup();
    for level in levels {
        let group: Vec<&&Fun> = portable
            .iter()
            .filter(|f| form(f.form).arch == Arch::Portable && f.min_sm().max(OLDEST_SM) == level)
            .collect();
        if level > OLDEST_SM {
            let _ = writeln!(
                out,
                "// -- sm_{level} and newer --\n#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= {}",
                level * 10
            );
        }
        for f in &group {
            f.write(out, indent);
        }
        if level > OLDEST_SM {
            let _ = writeln!(
                out,
                "#else  // older than sm_{level}: the same names fail to compile, saying why"
            );
            for f in &group {
                f.write_stub(out, indent);
            }
            let _ = writeln!(out, "#endif  // sm_{level}");
        }
    }
    let mut archs: Vec<Arch> = Vec::new();
    for f in funs {
        if f.arch() != Arch::Portable && !archs.contains(&f.arch()) {
            archs.push(f.arch());
        }
    }
    for arch in archs {
        let Some((cond, targets)) = tensor::arch_guard(arch) else {
            continue;
        };
        let group: Vec<&&Fun> = funs.iter().filter(|f| f.arch() == arch).collect();
        let _ = writeln!(out, "// -- {targets} only --\n#if {cond}");
        for f in &group {
            f.write(out, indent);
        }
        let _ = writeln!(
            out,
            "#else  // not {targets}: the same names fail to compile, saying why"
        );
        for f in &group {
            f.write_stub(out, indent);
        }
        let _ = writeln!(out, "#endif  // {targets}");
    }
}

/// The preprocessor test for the architecture-specific targets `sms` (`sm_90a` …).
fn arch_feature_test(sms: &[u32]) -> String {
    sms.iter()
        .map(|sm| format!("defined(__CUDA_ARCH_FEAT_SM{sm}_ALL)"))
        .collect::<Vec<_>>()
        .join(" || ")
}

/// The preprocessor test for the family-specific targets `sms` (`sm_100f` …) and their
/// `a` targets: nvcc (12.9 on) sets `__CUDA_ARCH_FAMILY_SPECIFIC__` to `sm * 10` for both;
/// an older nvcc knows only the `a` targets, by `__CUDA_ARCH_FEAT_SM{sm}_ALL`.
fn family_feature_test(sms: &[u32]) -> String {
    let each = sms
        .iter()
        .map(|sm| format!("__CUDA_ARCH_FAMILY_SPECIFIC__ == {}", sm * 10))
        .collect::<Vec<_>>()
        .join(" || ");
    format!(
        "(defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && ({each})) || {}",
        arch_feature_test(sms)
    )
}

/// The rows [`cuda_header`] wraps (or turns into a type), in table order.
pub fn cuda_header_forms() -> Vec<FormId> {
    generate().covered
}

/// One C++ function of the header: a wrapper of a table row (a row may have several).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Wrapper {
    /// Its C++ name: `ld`, `cp_async_cg`, `add_bf16x2`.
    pub name: String,
    /// The row it wraps.
    pub form: FormId,
    /// The address type it is a hidden friend of, as the reference spells it
    /// (`shared_addr32<T>`, `generic_ptr<T, O>`); `None` for a function template at
    /// namespace scope.
    pub address_type: Option<String>,
    /// How a call reads: `ld(shared_addr32<T>)`, `cp_async_cg<N>(shared_addr32<T>, global_ptr<S>)`.
    pub signature: String,
}

/// Every function [`cuda_header`] defines for a row of the table, in table order.
pub fn wrappers() -> Vec<Wrapper> {
    generate()
        .funs
        .iter()
        .map(|f| Wrapper {
            name: f.name.clone(),
            form: f.form,
            address_type: f.host.map(|c| match c {
                Cls::Generic => "generic_ptr<T, O>".to_string(),
                c => format!("{}<T>", c.name()),
            }),
            signature: signature(f),
        })
        .collect()
}

/// Each atomic operation of the header (`atom_<op>`, `red_<op>`) and the PTX element types
/// it takes: `("add", "u32, s32, u64, f32 and f64")`.
pub fn atomic_element_types() -> Vec<(&'static str, &'static str)> {
    ATOM_OPS.iter().map(|o| (o.name(), o.what)).collect()
}

/// How a wrapper reads in the reference: `ld(shared_addr32<T>)`, `cp_async_cg<N>(shared_addr32<T>, global_ptr<S>)`.
fn signature(f: &Fun) -> String {
    let params: Vec<String> = f
        .params
        .split(", ")
        .filter(|p| !p.is_empty())
        .map(|p| {
            // An array reference keeps its shape: `float (&d)[LD]` reads `float (&)[LD]`.
            if let Some((t, n)) = p.rsplit_once(' ')
                && let Some(close) = n.strip_prefix("(&").and_then(|r| r.find(')'))
            {
                return format!("{t} (&){}", &n[close + 3..]);
            }
            let ty = p.rsplit_once(' ').map(|(t, _)| t).unwrap_or(p);
            let ty = ty.replace("typename detail::type_identity<T>::type", "T");
            match ty.as_str() {
                "generic_ptr" => "generic_ptr<T, O>".to_string(),
                t if !t.contains('<') && t.contains("_addr") || t == "global_ptr" => {
                    format!("{t}<T>")
                }
                t => t.to_string(),
            }
        })
        .collect();
    let targs = if f.host.is_none() && !f.tparams.is_empty() {
        let names: Vec<&str> = f
            .tparams
            .split(", ")
            .filter(|t| t.starts_with("int "))
            .map(|t| t.trim_start_matches("int ").split(' ').next().unwrap_or(""))
            .collect();
        if names.is_empty() {
            String::new()
        } else {
            format!("<{}>", names.join(", "))
        }
    } else {
        String::new()
    };
    format!("{}{targs}({})", f.name, params.join(", "))
}

#[cfg(test)]
mod tests;
