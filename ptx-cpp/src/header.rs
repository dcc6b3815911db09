//! Assembling the header: the core (the address types and their hidden friends) and one
//! part per instruction family (its namespace-scope wrappers, and the types only they use),
//! as one text ([`cuda_header`]) or as files ([`cuda_header_files`]).

use core::fmt::Write;
use typed_ptx_isa::{FORMS, Family, FormId, Operand, Space};

use crate::{
    ADDR_CLASS, ARRAY_CLASS, CORE_PREAMBLE, Cls, Fun, GENERIC_CLASS, Gen, HEADER_DOC, LOCAL_ARRAY,
    SHARED_ARRAY, TAIL_TYPES, access_name, addr_letter, addr_type, classes, fill, form, friends_of,
    generate, sp, tensor, write_guarded,
};

/// The first line of every generated file.
const GENERATED: &str =
    "// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit\n";

/// One file of the header: its path under `include/` and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct HeaderFile {
    /// The path under `include/`: `typed_ptx.cuh`, `typed_ptx/core.cuh`,
    /// `typed_ptx/<family>.cuh`.
    pub path: String,
    /// The family whose namespace-scope wrappers it holds; `None` for `typed_ptx.cuh` and
    /// `typed_ptx/core.cuh`.
    pub family: Option<Family>,
    /// The file's text.
    pub text: String,
}

/// The header's parts, in include order: the core, then each family that has
/// namespace-scope wrappers (in the table's order of families).
struct Parts {
    core: String,
    families: Vec<(Family, String)>,
}

fn parts() -> Parts {
    let g = generate();
    let mut families: Vec<Family> = Vec::new();
    for f in FORMS {
        if !families.contains(&f.family) {
            families.push(f.family);
        }
    }
    Parts {
        core: finish(&core_part(&g)),
        families: families
            .into_iter()
            .map(|fam| (fam, finish(&family_part(&g, fam))))
            .filter(|(_, text)| !text.is_empty())
            .collect(),
    }
}

/// The CUDA C++ header as one text (what `include/typed_ptx.cuh` and the files it includes
/// declare, in include order): typed address types and wrappers for every address, memory,
/// atomic, barrier, `cp.async`, cluster and special-register form of the instruction table,
/// and value wrappers of its half-precision, FP8 and bit-manipulation forms (see the
/// [crate documentation](crate)). For NVRTC, or to copy one file. Deterministic: the same
/// table gives the same bytes.
pub fn cuda_header() -> String {
    let p = parts();
    let mut out = format!(
        "{GENERATED}{HEADER_DOC}#ifndef TYPED_PTX_CUH\n#define TYPED_PTX_CUH\n\n{CORE_PREAMBLE}namespace typed_ptx {{\n\n{}",
        p.core
    );
    for (_, text) in &p.families {
        out.push_str(text);
    }
    out.push_str("}  // namespace typed_ptx\n\n#endif  // TYPED_PTX_CUH\n");
    out
}

/// The header as files, split per instruction family as CCCL's generated headers are:
/// `typed_ptx.cuh` includes `typed_ptx/core.cuh` (the configuration, the address types and
/// their operations, where typed addresses start, the declared arrays) and one
/// `typed_ptx/<family>.cuh` per family with namespace-scope wrappers (`sync.cuh`,
/// `bulk.cuh`, `tensor_core.cuh` …), each self-contained (it includes `core.cuh`). Their
/// declarations, in include order, are [`cuda_header`]'s.
pub fn cuda_header_files() -> Vec<HeaderFile> {
    let p = parts();
    let mut umbrella = format!(
        "{GENERATED}{HEADER_DOC}//\n// This file includes typed_ptx/core.cuh (the address types and the operations on them)\n// and one file per instruction family (typed_ptx/bulk.cuh ...); each is self-contained, so\n// a translation unit may include only the families it uses.\n#ifndef TYPED_PTX_CUH\n#define TYPED_PTX_CUH\n\n#include \"typed_ptx/core.cuh\"\n"
    );
    let mut files = vec![HeaderFile {
        path: "typed_ptx/core.cuh".into(),
        family: None,
        text: format!(
            "{GENERATED}// typed_ptx/core.cuh: the configuration, the address types and the operations on them\n// (hidden friends), where typed addresses start, and the declared arrays. Part of\n// typed_ptx.cuh (reference: docs/cuda-cpp.md); each family's file includes it.\n#ifndef TYPED_PTX_CORE_CUH\n#define TYPED_PTX_CORE_CUH\n\n{CORE_PREAMBLE}{}#endif  // TYPED_PTX_CORE_CUH\n",
            in_namespace(&p.core)
        ),
    }];
    for (fam, text) in &p.families {
        let stem = file_stem(*fam);
        let guard = format!("TYPED_PTX_{}_CUH", stem.to_ascii_uppercase());
        let _ = writeln!(umbrella, "#include \"typed_ptx/{stem}.cuh\"");
        files.push(HeaderFile {
            path: format!("typed_ptx/{stem}.cuh"),
            family: Some(*fam),
            text: format!(
                "{GENERATED}// typed_ptx/{stem}.cuh: {} (the namespace-scope wrappers of the table's\n// {fam:?} rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).\n#ifndef {guard}\n#define {guard}\n\n#include \"core.cuh\"\n\n{}#endif  // {guard}\n",
                fam.title(),
                in_namespace(text)
            ),
        });
    }
    umbrella.push_str("\n#endif  // TYPED_PTX_CUH\n");
    files.insert(
        0,
        HeaderFile {
            path: "typed_ptx.cuh".into(),
            family: None,
            text: umbrella,
        },
    );
    files
}

/// `text` inside `namespace typed_ptx`, as [`cuda_header`] has it.
fn in_namespace(text: &str) -> String {
    format!("namespace typed_ptx {{\n\n{text}}}  // namespace typed_ptx\n\n")
}

/// The file name of a family's part (`typed_ptx/<stem>.cuh`).
fn file_stem(f: Family) -> &'static str {
    match f {
        Family::Integer => "integer",
        Family::Float => "float",
        Family::Compare => "compare",
        Family::Logic => "logic",
        Family::Data => "data",
        Family::Convert => "convert",
        Family::Atomic => "atomic",
        Family::Control => "control",
        Family::Sync => "sync",
        Family::Warp => "warp",
        Family::Async => "async",
        Family::Cluster => "cluster",
        Family::Half => "half",
        Family::Mbarrier => "mbarrier",
        Family::Bulk => "bulk",
        Family::TensorCore => "tensor_core",
        Family::WarpSpec => "warp_spec",
        Family::Special => "special",
        Family::Directive => "directive",
    }
}

/// nvcc prints diagnostics in ASCII: keep the header ASCII (table docs may not be), and
/// its `static_assert` messages free of backticks.
fn finish(text: &str) -> String {
    let text = text
        .replace('\u{2014}', "-")
        .replace('\u{2026}', "...")
        .replace('\u{2248}', "~");
    readable_messages(&text)
}

/// The core: the prelude, the address types with their hidden friends (the operations of
/// the data, atomic, conversion, cluster, mbarrier and tensor-core families on addresses),
/// where typed addresses start, the declared arrays and `to_cluster`.
fn core_part(g: &Gen) -> String {
    let mut out = crate::prelude();
    out.push_str(
        "// ---- address types and the operations on them (hidden friends) ------------------\n\n",
    );
    for c in classes() {
        out.push_str(&address_class(c, g));
    }
    out.push_str(TAIL_TYPES);
    // Variables of each space (the declaration rows).
    for f in FORMS {
        if !g.covered.contains(&f.id) || f.family != Family::Directive {
            continue;
        }
        let Operand::Var(space) = f.operands[0] else {
            continue;
        };
        let _ = writeln!(out, "// {} ({}): {}", f.id.name(), f.mnemonic, f.doc);
        if f.id == FormId::DeclSharedExtern {
            out.push_str("// (dynamic_shared<T>() above)\n\n");
            continue;
        }
        if space == Space::SharedCta {
            out.push_str(SHARED_ARRAY);
            continue;
        }
        out.push_str(&array_class(space));
    }
    out.push_str("/// A cluster-window address of the same .shared::cta location (no instruction: the CTA window lies in the cluster window).\n");
    for bits in [64, 32] {
        let _ = writeln!(
            out,
            "template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr{bits}<T> to_cluster(shared_addr{bits}<T> a) {{ return shared_cluster_addr{bits}<T>(unchecked, a.raw()); }}"
        );
    }
    out.push('\n');
    out
}

/// One address type with its hidden friends.
fn address_class(c: Cls, g: &Gen) -> String {
    let friends = friends_of(c, g);
    match c {
        Cls::Generic => GENERIC_CLASS.replace("@FRIENDS@", &friends),
        Cls::Named(s, bits) => fill(
            ADDR_CLASS,
            &[
                ("TY", addr_type(s, bits)),
                ("DESC", format!("`{}`", s.ptx())),
                ("PTX", s.ptx().to_string()),
                ("BITS", bits.to_string()),
                ("L", addr_letter(bits).to_string()),
                ("RAW", if bits == 32 { "u32" } else { "u64" }.to_string()),
                ("ID", s.id.to_string()),
                ("TOGEN", c.to_generic("a.raw_")),
                ("FRIENDS", friends),
            ],
        ),
    }
}

/// A family's part: the types only its wrappers use, its namespace-scope wrappers grouped
/// by their `sm` guard, and the namespace-scope refusals of its operations. Empty for a
/// family whose operations are all hidden friends (or that has none).
fn family_part(g: &Gen, fam: Family) -> String {
    let ns: Vec<&Fun> = g
        .funs
        .iter()
        .filter(|f| f.host.is_none() && form(f.form).family == fam)
        .collect();
    if ns.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    match fam {
        Family::Bulk => out.push_str(&crate::tma_types()),
        Family::TensorCore => {
            out.push_str(tensor::DESC_TYPES);
            out.push_str(&tensor::wgmma_macros());
        }
        _ => {}
    }
    let title = format!("// ---- {}: namespace-scope wrappers ", fam.title());
    let _ = writeln!(out, "{}\n", format!("{title:-<86}").trim_end());
    write_guarded(&ns, &mut out, "");
    out.push('\n');
    match fam {
        Family::Async => cp_async_refusals(&mut out),
        Family::Bulk => out.push_str(BULK_REFUSALS),
        _ => {}
    }
    out
}

/// The array type and declaration macro of a `.global`, `.const` or `.local` variable (the
/// `TYPED_PTX_<SPACE>_ARRAY` macro writes the memory space, which C++ types cannot see).
fn array_class(space: Space) -> String {
    let s = sp(space).expect("declared space");
    let (qual, ct, mac, decl, els) = match space {
        Space::Global => (
            "the __device__",
            "T",
            "GLOBAL",
            "__device__ ",
            "a local, __shared__ or __constant__ variable",
        ),
        Space::Local => return LOCAL_ARRAY.to_string(),
        _ => (
            "the __constant__",
            "const T",
            "CONST",
            "__constant__ ",
            "a local, __shared__ or __device__ variable",
        ),
    };
    fill(
        ARRAY_CLASS,
        &[
            ("NAME", s.name.to_string()),
            ("PTX", s.ptx().to_string()),
            ("QUAL", qual.to_string()),
            ("CT", ct.to_string()),
            ("MAC", mac.to_string()),
            ("DECL", decl.to_string()),
            ("ELSE", els.to_string()),
        ],
    )
}

/// `cp_async_*` of addresses it does not take: namespace-scope templates (the byte count is
/// an explicit template argument, which C++17 cannot pass to a hidden friend).
fn cp_async_refusals(out: &mut String) {
    out.push_str("namespace detail {\ntemplate <class A> struct is_cp_async_dst { static constexpr bool value = space_of<A>::value == 3; };\ntemplate <class A> struct is_cp_async_src { static constexpr bool value = space_of<A>::value == 2; };\n}  // namespace detail\n\n");
    // The cp.async rows: from .global into .shared, a byte count.
    for f in FORMS.iter().filter(|f| {
        matches!(
            f.operands,
            [
                Operand::Addr(Space::SharedCta, _),
                Operand::Addr(Space::Global, _),
                Operand::Imm(..)
            ]
        )
    }) {
        let name = access_name(f);
        let _ = writeln!(
            out,
            "/// `{name}` from or to a space `{mn}` does not name: fails to compile, saying why.\ntemplate <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>\nTYPED_PTX_DEVICE void {name}(D, S) {{\n  static_assert(detail::is_cp_async_dst<D>::value, \"{name}: {mn} writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address\");\n  static_assert(detail::is_cp_async_src<S>::value, \"{name}: {mn} reads from .global (global_ptr<T>), not from this address\");\n}}\n",
            mn = f.mnemonic
        );
    }
}

/// Bulk copies, TMA and tensor maps of addresses they do not take: namespace-scope
/// templates that fail to compile, saying why.
const BULK_REFUSALS: &str = r#"namespace detail {
template <class A> struct is_shared_tile { static constexpr bool value = space_of<A>::value == 3; };
template <class A, bool = (space_of<A>::value == 3)> struct is_cta_mbarrier { static constexpr bool value = false; };
template <class A> struct is_cta_mbarrier<A, true> { static constexpr bool value = is_same<typename remove_cv<typename A::element_type>::type, mbarrier>::value; };
template <class P> struct is_tensor_map_home { static constexpr bool value = false; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<tensor_map<T, R>, from_global> > { static constexpr bool value = true; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<const tensor_map<T, R>, from_const> > { static constexpr bool value = true; };
}  // namespace detail

/// `tma_load` of a destination or mbarrier it does not take: fails to compile, saying why.
template <class D, class M, int R2, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void tma_load(D, M, const int (&)[R2], B) {
  static_assert(detail::is_shared_tile<D>::value, "tma_load: a TMA load writes a .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "tma_load: a TMA load completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `tma_store` of a source it does not take: fails to compile, saying why.
template <class M, int R2, class S, typename detail::enable_if<!detail::is_shared_tile<S>::value, int>::type = 0>
TYPED_PTX_DEVICE void tma_store(M, const int (&)[R2], S) {
  static_assert(detail::is_shared_tile<S>::value, "tma_store: a TMA store reads the executing CTA's .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `bulk_copy_global_to_shared` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::space_of<S>::value == 2 && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(D, S, B) {
  static_assert(detail::is_shared_tile<D>::value, "bulk_copy_global_to_shared: cp.async.bulk from .global writes .shared (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::space_of<S>::value == 2, "bulk_copy_global_to_shared: cp.async.bulk into .shared reads .global (global_ptr<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "bulk_copy_global_to_shared: a bulk copy completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `bulk_copy_shared_to_global` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, typename detail::enable_if<!(detail::space_of<D>::value == 2 && detail::is_shared_tile<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(D, S) {
  static_assert(detail::space_of<D>::value == 2, "bulk_copy_shared_to_global: this bulk copy writes .global (global_ptr<T>), not this address");
  static_assert(detail::is_shared_tile<S>::value, "bulk_copy_shared_to_global: this bulk copy reads the executing CTA's .shared (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `tensor_map_of` of an address that is not a tensor map's in .global or .const: fails to
/// compile, saying why.
template <class P, typename detail::enable_if<!detail::is_tensor_map_home<P>::value, int>::type = 0>
TYPED_PTX_DEVICE void tensor_map_of(P) {
  static_assert(detail::is_tensor_map_home<P>::value, "tensor_map_of: TMA reads a tensor map from .param (tensor_map_param), .const or .global (a generic_ptr to a tensor_map from_const or from_global), not from this address");
}

"#;

/// The header with every `static_assert` message made readable in nvcc's output: nvcc
/// prints a backtick as `?`, so messages name PTX instructions without quoting them.
fn readable_messages(header: &str) -> String {
    let mut out = String::with_capacity(header.len());
    for line in header.split_inclusive('\n') {
        if line.trim_start().starts_with("static_assert(") {
            out.push_str(&line.replace('`', ""));
        } else {
            out.push_str(line);
        }
    }
    out
}
