//! `docs/cuda-cpp.md`: the CUDA C++ reference of `include/typed_ptx.cuh`, one section per
//! family of the instruction table (its rows, the wrappers each became or why it has none,
//! and a short example the test suite compiles), written from `typed_ptx_cpp`'s catalog of
//! the header's functions.

use core::fmt::Write;
use typed_ptx_cpp::{CPP_SKIPPED, HeaderFile, Wrapper};
use typed_ptx_isa::{Arch, FORMS, Family, Form, FormId};

use crate::cuda_examples::family_example;

/// The families the reference has a section for, in order.
const FAMILIES: &[Family] = &[
    Family::Data,
    Family::Convert,
    Family::Atomic,
    Family::Sync,
    Family::Async,
    Family::Cluster,
    Family::Special,
    Family::Directive,
    Family::Integer,
    Family::Float,
    Family::Compare,
    Family::Logic,
    Family::Control,
    Family::Warp,
    Family::TensorCore,
    Family::Half,
];

/// `docs/cuda-cpp.md`.
pub fn markdown() -> String {
    let wrappers = typed_ptx_cpp::wrappers();
    let files = typed_ptx_cpp::cuda_header_files();
    let mut out = String::new();
    out.push_str("<!-- @generated from ptx-isa/src/lib.rs, ptx-cpp/ and xtask/src/cuda_docs.rs by `cargo xtask codegen`; do not edit -->\n");
    out.push_str(DOC_INTRO);
    for fam in FAMILIES {
        section(*fam, &wrappers, &files, &mut out);
    }
    out.replace('\u{2014}', "-")
        .replace('\u{2026}', "...")
        .replace('\u{2248}', "~")
}

/// A family's section: the file of its namespace-scope wrappers, its rows, and its example.
fn section(fam: Family, wrappers: &[Wrapper], files: &[HeaderFile], out: &mut String) {
    let _ = writeln!(out, "\n## {}\n", fam.title());
    if let Some(file) = files.iter().find(|h| h.family == Some(fam)) {
        let _ = writeln!(out, "Namespace-scope wrappers: `{}`.\n", file.path);
    }
    out.push_str("| form | PTX | C++ | ISA | sm |\n|---|---|---|---|---|\n");
    for f in FORMS.iter().filter(|f| f.family == fam) {
        let sm = match f.arch {
            Arch::Portable => format!("sm_{}", f.min_sm),
            a => a.names(),
        };
        let _ = writeln!(
            out,
            "| `{}` | `{}` | {} | {} | {sm} |",
            f.id.name(),
            f.mnemonic,
            cpp_cell(f, wrappers).replace('|', "\\|"),
            f.min_isa,
        );
    }
    if fam == Family::Atomic {
        out.push_str("\nElement types: ");
        let ops: Vec<String> = typed_ptx_cpp::atomic_element_types()
            .iter()
            .map(|(name, what)| format!("`{name}` {what}"))
            .collect();
        let _ = writeln!(
            out,
            "{}; `cas` 32- and 64-bit integers. `atom_*` returns the old value, `red_*` nothing (`red` has no `exch` or `cas`). Each is the table's instruction in `asm volatile` with a `\"memory\"` clobber.",
            ops.join("; ")
        );
    }
    let example = family_example(fam);
    if !example.is_empty() {
        let _ = writeln!(out, "\n```cuda\n{example}\n```");
    }
}

/// The C++ column of a row: its wrappers (named once when there are many), why it has
/// none, or what stands for it.
fn cpp_cell(f: &Form, wrappers: &[Wrapper]) -> String {
    let funs: Vec<&Wrapper> = wrappers.iter().filter(|w| w.form == f.id).collect();
    let mut names: Vec<&str> = Vec::new();
    let mut types: Vec<String> = Vec::new();
    for w in &funs {
        if !names.contains(&w.name.as_str()) {
            names.push(&w.name);
        }
        let t = w
            .address_type
            .as_ref()
            .map(|t| format!("`{t}`"))
            .unwrap_or_default();
        if !types.contains(&t) {
            types.push(t);
        }
    }
    types.retain(|t| !t.is_empty());
    let mut sigs: Vec<String> = if names.len() > 3 {
        // Many operations on the same address types: name them once.
        let list = names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ");
        vec![if types.is_empty() {
            list
        } else {
            format!("{list} of {}", types.join(", "))
        }]
    } else {
        funs.iter().map(|w| format!("`{}`", w.signature)).collect()
    };
    sigs.dedup();
    if let Some((_, why)) = CPP_SKIPPED.iter().find(|(id, _)| *id == f.id) {
        format!("none: {why}")
    } else if !sigs.is_empty() {
        sigs.join(", ")
    } else {
        stand_in(f.id).into()
    }
}

/// What stands for a row that has no wrapper of its own.
fn stand_in(id: FormId) -> &'static str {
    match id {
        FormId::AtomCas => "`atom_cas(a, cmp, v)` on every atomic address type (above)",
        FormId::DeclGlobal => {
            "`TYPED_PTX_GLOBAL_ARRAY(name, T, N)` (a `__device__` `global_array<T, N>`)"
        }
        FormId::DeclConst => {
            "`TYPED_PTX_CONST_ARRAY(name, T, N)` (a `__constant__` `const_array<T, N>`)"
        }
        FormId::DeclShared => {
            "`TYPED_PTX_SHARED_ARRAY(name, T, N, Align)` (a `shared_array<T, N, Align>`); unchecked: `shared_view_unchecked(arr)`"
        }
        FormId::DeclSharedExtern => "`dynamic_shared<T>()`",
        FormId::DeclLocal => "`TYPED_PTX_LOCAL_ARRAY(name, T, N)` (a local `local_array<T, N>`)",
        _ => "(a type)",
    }
}

const DOC_INTRO: &str = r#"# CUDA C++: `include/typed_ptx.cuh`

One header (C++17, `nvcc`), generated from the same instruction table as the Rust builder, in
which the state space of every address is part of its C++ type. Every example below is
compiled by `ptx-cpp/src/tests/nvcc.rs` (`nvcc -ptx -arch=sm_90`, then `ptxas`) after
`#include <cuda_fp16.h>` and `#include "typed_ptx.cuh"`.

`include/typed_ptx.cuh` includes `typed_ptx/core.cuh` (the configuration, the address types
and the operations on them, where typed addresses start, the declared arrays) and one file
per family of the table with namespace-scope wrappers (named in its section below:
`typed_ptx/sync.cuh`, `typed_ptx/bulk.cuh` ...), as CCCL's generated headers are split. Each
file is self-contained, so a translation unit may include only the families it uses; copy
`typed_ptx.cuh` together with the `typed_ptx/` folder. From Rust, `typed_ptx::cpp::cuda_header()`
is the same declarations as one text (for NVRTC), and `cuda_header_files()` the files.

## The types

| type | space | width, constraint |
|---|---|---|
| `global_ptr<T>` | `.global` | 64-bit, `l` |
| `shared_addr64<T>`, `shared_addr32<T>` | `.shared` (`::cta`) | 64 / 32-bit, `l` / `r` |
| `shared_cluster_addr64<T>`, `shared_cluster_addr32<T>` | `.shared::cluster` (sm_90) | 64 / 32-bit |
| `local_addr64<T>`, `local_addr32<T>` | `.local` | 64 / 32-bit |
| `const_addr64<T>`, `const_addr32<T>` | `.const` | 64 / 32-bit |
| `generic_ptr<T, Origin>` | generic, remembering `from_global`, `from_shared`, `from_shared_cluster`, `from_local`, `from_const`, `from_unknown` (`.global` or `.shared`: atomics allowed) or `from_unknown_rw` (may be `.local`: no atomics) | 64-bit, `l` |

- No implicit conversion between two of them compiles. A space changes only through
  `cvta_<space>_to_generic` and `cvta_generic_to_<space>`, and a generic pointer goes back
  only to the space it came from; an unknown origin goes through `try_cvta_generic_to_<space>`
  (`isspacep`) or the visibly unchecked `cvta_generic_to_<space>_unchecked`. Only `.shared`,
  `.local` and `.const` addresses have a 32-bit form (`to_addr32`, `to_addr64`).
- **An unknown origin keeps what its origin allowed** (the Rust builder's `Unknown<A>`). A
  generic pointer forgets its origin implicitly or with `.forget_origin()`: from `.global` or
  `.shared` it becomes `generic_ptr<T>` (`from_unknown`: loads, stores, atomics), from `.local`
  `generic_ptr<T, from_unknown_rw>` (no `atom_*`/`red_*`), from `.const`
  `generic_ptr<const T>` (loads only; `.cast<U>()` keeps the `const`). `from_ptr(p)` of a C++
  pointer is read-only, `generic_ptr<const T>`: it may be the address of `.const` or `.local`
  data, as `Ptr::from_bits` in Rust. To write through a C++ pointer, take a kernel parameter
  declared `global_param<T>` with `kernel_param(p)`, or state the claim with the visibly unchecked
  `from_ptr_unchecked(p)` (`generic_ptr<T>`: the caller says `p` points into `.global` or
  `.shared`, as `unsafe` `Ptr::from_bits_unchecked` does).
- **Alignment is in the type**: a typed address of `T` is aligned to `alignof(T)`, as a C++
  `T*` is. `.cast<U>()` compiles only to a `U` no more strictly aligned than `T`
  (`.cast<U>(typed_ptx::unchecked)` for any), a view's `.as<U>()` only onto a base aligned
  for `U`, and `cp_async_*<N>` only between addresses of types aligned to `N`: a 16-byte
  `cp.async` into a plain `float` array does not compile.
- **Where addresses start** (each a visible trust boundary): `kernel_param(p)` of a kernel
  parameter declared `typed_ptx::global_param<T>` (`.global`, as the Rust builder's
  `param_ptr`: the host passes a `T*` from `cudaMalloc`; `global_param`'s constructor is
  `__host__`, so device code cannot make one of a `__constant__`, local or `__shared__`
  address), `from_ptr(p)` (any C++ pointer, origin unknown, read-only), `dynamic_shared<T>()`
  (the launch's dynamic shared memory, 16-byte aligned), and the arrays, each declared by a
  macro that writes its memory space: `TYPED_PTX_SHARED_ARRAY(name, T, N, Align)` (in a
  function; `name` is a `shared_array<T, N, Align>`, a `shared_span`),
  `TYPED_PTX_GLOBAL_ARRAY(name, T, N)` (`__device__`), `TYPED_PTX_CONST_ARRAY(name, T, N)`
  (`__constant__`), `TYPED_PTX_LOCAL_ARRAY(name, T, N)` (a local variable). C++ types cannot
  see `__device__`, `__constant__` or `__shared__`, and an `extern __shared__` declaration
  runs no constructor, so a constructor alone proves nothing: `global_array<T, N, S>` and
  `const_array<T, N, S>` are empty handles whose memory is the template argument `S`, which
  only the macro binds to the `__device__`/`__constant__` array it writes
  (`name_typed_ptx_storage`; a handle placed anywhere names that memory, and
  `global_array<T, N>` alone does not compile); `local_array<T, N>` is abstract, and only the
  local class the macro defines is not (C++ has no array of an abstract class and no
  `extern` variable of a local class); `shared_array` has no constructor but the visibly
  unchecked one. A `global_array` declared as a local, `__constant__` or `extern __shared__`
  variable, a `local_array` as an `extern __shared__` one, or a `shared_array` as a local one,
  does not compile. The unchecked claims are named so: `from_ptr_unchecked(p)` (a C++
  pointer, writable), `kernel_param_unchecked(p)` (any `T*` as `.global`),
  `shared_view_unchecked(arr)` (a `T arr[N]` as `.shared`: C++ gives a `__shared__` array and
  a local one the same type); define `TYPED_PTX_CHECK_ORIGIN` to trap where the last two are
  wrong, or where a `global_param` is not `.global`.
- **Limits.** A `global_param<T>` holds its pointer as data. Device code cannot construct one,
  but it can overwrite the bytes of one: an `extern __shared__ global_param<T> p[]` (every
  `extern __shared__` array starts at the same address, so `extern __shared__ int* slots[]`
  writes it), a union or `memcpy`. A by-value kernel parameter must be of a complete,
  non-abstract type, and every such type can be the element of an `extern __shared__` array,
  so no C++ type closes this at compile time: write no `global_param` in device code
  (`TYPED_PTX_CHECK_ORIGIN` makes `kernel_param` trap on an address that is not `.global`).
  Likewise a `shared_array` declared `extern __shared__` holds any `.shared` offset: still
  `.shared` memory, but not the alignment its type claims.

## Names, and CCCL's `cuda::ptx`

Operations on a typed address (`ld`, `st`, `atom_*`, `red_*`, `cvta_*`, `isspacep_*`,
`to_addr32`, `mapa`, `to_ptr` ...) are hidden friends of the address types: they are found from
their argument, so call them unqualified (`ld(a)`, not `typed_ptx::ld(a)`), and
`using namespace typed_ptx` brings none of them into scope. A raw pointer or an integer finds
no `ld` (nvcc: `identifier "ld" is undefined`). What remains at namespace scope has a long name
(`cp_async_cg`, `bar_sync`, `sreg_cluster_ctarank`, `kernel_param` ...) and is a function
template, so where `cuda::ptx` defines the same name (`barrier_cluster_arrive`,
`barrier_cluster_wait`) an unqualified call with both namespaces open is ambiguous: it never
silently picks ours. To hand an address to `cuda::ptx` or plain CUDA, `to_ptr(a)` gives the
`T*`; `from_ptr(p)` takes one back (origin unknown, so read-only).

```cuda
__global__ void handoff(float* out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
  typed_ptx::shared_addr32<float> a = buf.addr32(threadIdx.x % 32);
  st(a, 1.0f);                                      // found from a: no using needed
  float* raw = to_ptr(a);                           // for cuda::ptx and plain CUDA
  typed_ptx::generic_ptr<const float> back = typed_ptx::from_ptr(raw);
  out[threadIdx.x] = ld(back) + *raw;
}
```

## Zero cost

Conversions are CUDA's intrinsics (`__cvta_generic_to_shared` ...) or plain C++, and `ld`/`st`
of `.global`, `.shared`, `.local`, `.const` and generic addresses are C++ accesses through the
converted pointer: `nvcc` folds, schedules and vectorizes them as it does plain CUDA, and still
emits the space's instruction (`ld` of a `shared_addr32<float4>` is `ld.shared.v4.f32`). So
they are ordinary accesses, not volatile ones: order them with `bar_sync`, fences or atomics.
Atomics, reductions, `cp.async`, barriers, fences and the cluster window are the table's
instructions in inline `asm` (`volatile` with a `"memory"` clobber). The three kernels of
`examples/cuda/` (a `cp.async` tile copy, a 2-CTA `mapa` neighbour read, shared and global
atomics), each written with the header and in plain CUDA, compile to the same number of SASS
instructions (`examples/cuda/sass-counts.log`, from `scripts/cuda-examples.sh --sass`; a test
fails if a header kernel is longer).

## What does not compile

Each rule has a case in `tests/cuda_fail/` that `nvcc` rejects with the message its first
line names, next to a legal twin that compiles: `st` to `.const`, atomics on `.local`/`.const`,
`cp.async` to anything but `.shared` or from anything but `.global`, a byte count `cp.async`
does not take, a destination or source less aligned than the copy, a generic pointer converted
to a space it did not come from (or of unknown origin without `isspacep`), a named-space
address given to `cvta.to`, `.global` or generic addresses truncated to 32 bits, `mapa` of a
non-shared address, `.shared` passed as `.local` or `.global`, a generic pointer gaining an
origin, a store through a `const` element, a view or cast onto a stricter alignment, an
over-aligned dynamic shared view, a misaligned cluster access, an atomic on an element type its
operation does not take, and forms used below their `sm` (the message names the `sm`).
"#;
