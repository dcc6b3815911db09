//! The CUDA C++ emitter: a header of typed inline-PTX wrappers, generated from the
//! instruction table.
//!
//! [`cuda_header`] renders `include/typed_ptx.cuh` (`cargo run --example gen_cuda_header`
//! writes it; a test checks the committed copy is current). Every wrapper is an
//! `asm volatile` statement built from one row of [`FORMS`]: the
//! row's mnemonic is the PTX text, its operands' state spaces and address widths pick
//! the C++ address types, and its `min_sm` becomes an `#if __CUDA_ARCH__ >= …` guard
//! (compiled for an older `sm`, the wrapper is a stub whose `static_assert` names the
//! instruction and the `sm` it needs). Constraint letters follow the C++ type (`h` for
//! 16-bit integers, `r` for 32-bit integers and 32-bit addresses, `l` for 64-bit
//! integers and addresses, `f`, `d`, and `n` for immediates), and memory and
//! synchronisation instructions carry a `"memory"` clobber.
//!
//! The header mirrors the Rust type rules: `typed_ptx::global_ptr<T>`,
//! `shared_addr64<T>`/`shared_addr32<T>`, `shared_cluster_addr64/32`, `local_addr64/32`,
//! `const_addr64/32` and `generic_ptr<T, Origin>` (origin `from_global`, `from_shared`,
//! `from_shared_cluster`, `from_local`, `from_const` or `unknown`) are distinct types
//! with no implicit conversions between them; `cvta_generic_to_shared` takes only a
//! generic pointer that came from `.shared` (an unknown origin goes through the
//! `isspacep`-checked `try_cvta_generic_to_shared` or the visibly unchecked
//! `cvta_generic_to_shared_unchecked`); only `.shared`, `.local` and `.const` addresses
//! truncate to 32 bits; `st` to `.const`, atomics on `.local`/`.const` and `cp.async`
//! into anything but `.shared` fail to compile with a `static_assert` that states the
//! PTX rule.
//!
//! ```
//! let h = typed_ptx_builder::cpp::cuda_header();
//! assert!(h.starts_with("// @generated"));
//! assert!(h.contains("cp.async.cg.shared.global [%0], [%1], %2;"));
//! assert!(h.contains("#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900"));
//! ```

use core::fmt::Write;
use typed_ptx_isa::{FORMS, Family, Form, FormId, Operand, Space, Width};

/// One C++ element type the memory wrappers accept: its spelling, the PTX type, the
/// constraint letter.
struct Elem {
    cpp: &'static str,
    ptx: &'static str,
    letter: char,
}

const fn elem(cpp: &'static str, ptx: &'static str, letter: char) -> Elem {
    Elem { cpp, ptx, letter }
}

/// Element types of `ld`/`st` (`long`/`unsigned long` only where they are 64-bit).
const DATA_ELEMS: &[Elem] = &[
    elem("unsigned short", "u16", 'h'),
    elem("short", "s16", 'h'),
    elem("unsigned int", "u32", 'r'),
    elem("int", "s32", 'r'),
    elem("unsigned long long", "u64", 'l'),
    elem("long long", "s64", 'l'),
    elem("unsigned long", "u64", 'l'),
    elem("long", "s64", 'l'),
    elem("float", "f32", 'f'),
    elem("double", "f64", 'd'),
];

/// Element types of `atom.add`/`red.add`.
const ATOM_ELEMS: &[Elem] = &[
    elem("unsigned int", "u32", 'r'),
    elem("int", "s32", 'r'),
    elem("unsigned long long", "u64", 'l'),
    elem("unsigned long", "u64", 'l'),
    elem("float", "f32", 'f'),
    elem("double", "f64", 'd'),
];

/// A named state space as the header spells it.
struct Sp {
    space: Space,
    /// `global`, `shared`, `shared_cluster`, `local`, `const`.
    name: &'static str,
    /// The PTX qualifier as the wrappers print it (`.shared`, not `.shared::cta`).
    ptx: &'static str,
    /// Index in `detail::space_of` (1 is generic).
    id: u32,
}

const SPACES: &[Sp] = &[
    Sp {
        space: Space::Global,
        name: "global",
        ptx: ".global",
        id: 2,
    },
    Sp {
        space: Space::SharedCta,
        name: "shared",
        ptx: ".shared",
        id: 3,
    },
    Sp {
        space: Space::SharedCluster,
        name: "shared_cluster",
        ptx: ".shared::cluster",
        id: 4,
    },
    Sp {
        space: Space::Local,
        name: "local",
        ptx: ".local",
        id: 5,
    },
    Sp {
        space: Space::Const,
        name: "const",
        ptx: ".const",
        id: 6,
    },
];

fn sp(space: Space) -> Option<&'static Sp> {
    SPACES.iter().find(|s| s.space == space)
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

/// Rows of the table the header does not wrap, and why (the coverage test checks that
/// every row of the address, memory, atomic, barrier, async and cluster chapters is
/// either wrapped or listed here).
pub const CPP_SKIPPED: &[(FormId, &str)] = &[
    (
        FormId::MovAddr,
        "C++ takes a variable's address with `&` (the *_array types)",
    ),
    (
        FormId::LdSharedCta,
        "same instruction as ld.shared; the header prints .shared",
    ),
    (
        FormId::StSharedCta,
        "same instruction as st.shared; the header prints .shared",
    ),
    (FormId::LdParam, "kernel parameters are C++ arguments"),
    (FormId::StParam, "kernel parameters are C++ arguments"),
    (FormId::CvtaSharedCta, "same instruction as cvta.shared"),
    (
        FormId::CvtaToSharedCta,
        "same instruction as cvta.to.shared",
    ),
    (
        FormId::IsspacepSharedCta,
        "same instruction as isspacep.shared",
    ),
    (FormId::CvtaParam, "kernel parameters are C++ arguments"),
    (
        FormId::CvtaParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (FormId::CvtaToParam, "kernel parameters are C++ arguments"),
    (
        FormId::CvtaToParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (FormId::IsspacepParam, "kernel parameters are C++ arguments"),
    (
        FormId::IsspacepParamEntry,
        "kernel parameters are C++ arguments",
    ),
    (
        FormId::CvtaGlobalVar,
        "nvcc emits the variable form itself for &var (the *_array types)",
    ),
    (
        FormId::CvtaSharedVar,
        "nvcc emits the variable form itself for &var (the *_array types)",
    ),
    (
        FormId::CvtaSharedCtaVar,
        "nvcc emits the variable form itself for &var",
    ),
    (
        FormId::CvtaSharedClusterVar,
        "nvcc emits the variable form itself for &var",
    ),
    (
        FormId::CvtaLocalVar,
        "nvcc emits the variable form itself for &var (the *_array types)",
    ),
    (
        FormId::CvtaConstVar,
        "nvcc emits the variable form itself for &var (the *_array types)",
    ),
    (FormId::CvtaParamVar, "kernel parameters are C++ arguments"),
    (
        FormId::CvtaParamEntryVar,
        "kernel parameters are C++ arguments",
    ),
    (FormId::Cvt, "C++ casts convert numbers"),
    (FormId::CvtRn, "C++ casts convert numbers"),
    (FormId::CvtRzi, "C++ casts convert numbers"),
    (
        FormId::AtomCas,
        "only atom.add/red.add are wrapped (C++ atomicCAS covers it)",
    ),
];

/// A guard level: wrappers of forms whose `min_sm` is above the oldest target of CUDA 13
/// (sm_75) are compiled only for a new enough `__CUDA_ARCH__`.
const OLDEST_SM: u32 = 75;

/// One generated wrapper: a function (template) definition, and the stub that replaces
/// it when `__CUDA_ARCH__` is older than the form's `min_sm`.
struct Fun {
    form: FormId,
    /// Template parameters without the `template <>` (empty: not a template).
    tparams: String,
    ret: String,
    name: String,
    params: String,
    body: String,
    doc: String,
}

fn form(id: FormId) -> &'static Form {
    id.form()
}

impl Fun {
    fn new(id: FormId, tparams: &str, ret: &str, name: &str, params: &str, body: String) -> Fun {
        let f = form(id);
        Fun {
            form: id,
            tparams: tparams.into(),
            ret: ret.into(),
            name: name.into(),
            params: params.into(),
            body,
            doc: format!(
                "`{}`: {} (PTX ISA {}, sm_{})",
                f.mnemonic, f.doc, f.min_isa, f.min_sm
            ),
        }
    }

    fn min_sm(&self) -> u32 {
        form(self.form).min_sm
    }

    fn write(&self, out: &mut String) {
        let _ = writeln!(out, "/// {}", self.doc);
        if !self.tparams.is_empty() {
            let _ = writeln!(out, "template <{}>", self.tparams);
        }
        let _ = writeln!(
            out,
            "TYPED_PTX_DEVICE {} {}({}) {{",
            self.ret, self.name, self.params
        );
        out.push_str(&self.body);
        out.push_str("}\n");
    }

    fn write_stub(&self, out: &mut String) {
        let f = form(self.form);
        let tp = if self.tparams.is_empty() {
            "class TypedPtxArch = void".to_string()
        } else {
            format!("{}, class TypedPtxArch = void", self.tparams)
        };
        let _ = writeln!(out, "template <{tp}>");
        let _ = writeln!(
            out,
            "TYPED_PTX_DEVICE {} {}({}) {{\n  static_assert(detail::always_false<TypedPtxArch>::value, \"{}: `{}` needs sm_{} (PTX ISA {}); this translation unit is compiled for an older __CUDA_ARCH__\");",
            self.ret, self.name, self.params, self.name, f.mnemonic, f.min_sm, f.min_isa
        );
        if self.ret != "void" {
            out.push_str("  return {};\n");
        }
        out.push_str("}\n");
    }
}

/// `if constexpr` dispatch over element types; `arm` writes the asm statement for one.
fn dispatch(elems: &[Elem], what: &str, arm: impl Fn(&Elem) -> String) -> String {
    let mut b = String::new();
    for (i, e) in elems.iter().enumerate() {
        let cond = if e.cpp.ends_with(" long") && !e.cpp.ends_with("long long") || e.cpp == "long" {
            format!("detail::is_same<U, {0}>::value && sizeof({0}) == 8", e.cpp)
        } else {
            format!("detail::is_same<U, {}>::value", e.cpp)
        };
        let _ = writeln!(
            b,
            "  {}if constexpr ({cond}) {{",
            if i == 0 { "" } else { "else " }
        );
        let _ = writeln!(b, "    {}", arm(e));
        b.push_str("  }\n");
    }
    let _ = writeln!(
        b,
        "  else {{\n    static_assert(detail::always_false<U>::value, \"{what}\");\n  }}"
    );
    b
}

fn addr_letter(bits: u32) -> char {
    if bits == 32 { 'r' } else { 'l' }
}

/// The memory wrappers of one row (`ld`, `ld_nc`, `st`, `atom_add`, `red_add`) for each
/// address width it admits.
fn memory_funs(f: &Form, out: &mut Vec<Fun>, sites: &mut Vec<(String, Space, u32)>) {
    let (name, space, width) = match (f.id, f.operands) {
        (FormId::LdGlobalNc, [_, Operand::Addr(s, w)]) => ("ld_nc", *s, *w),
        (_, [Operand::D, Operand::Addr(s, w)]) if f.mnemonic.starts_with("ld") => ("ld", *s, *w),
        (_, [Operand::Addr(s, w), Operand::A]) if f.mnemonic.starts_with("st") => ("st", *s, *w),
        (_, [Operand::D, Operand::Addr(s, w), Operand::A]) if f.mnemonic.starts_with("atom") => {
            ("atom_add", *s, *w)
        }
        (_, [Operand::Addr(s, w), Operand::A]) if f.mnemonic.starts_with("red") => {
            ("red_add", *s, *w)
        }
        _ => return,
    };
    let (spaces, bitss): (Option<&Sp>, Vec<u32>) = match space {
        Space::Generic => (None, vec![64]),
        s => {
            let s = sp(s).expect("a named space the header spells");
            (Some(s), widths(s, width))
        }
    };
    for bits in bitss {
        let (tparams, aty) = match spaces {
            None => (
                "class T, class O".to_string(),
                "generic_ptr<T, O>".to_string(),
            ),
            Some(s) => ("class T".to_string(), format!("{}<T>", addr_type(s, bits))),
        };
        let al = addr_letter(bits);
        let mn = f.mnemonic;
        let fun = match name {
            "ld" | "ld_nc" => {
                let body = format!(
                    "  typedef typename detail::remove_cv<T>::type U;\n  U d;\n{}  return d;\n",
                    dispatch(
                        DATA_ELEMS,
                        &format!(
                            "{name}: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type"
                        ),
                        |e| format!(
                            "asm volatile(\"{mn}.{} %0, [%1];\" : \"={}\"(d) : \"{al}\"(a.raw()) : \"memory\");",
                            e.ptx, e.letter
                        )
                    )
                );
                Fun::new(
                    f.id,
                    &tparams,
                    "typename detail::remove_cv<T>::type",
                    name,
                    &format!("{aty} a"),
                    body,
                )
            }
            "st" => {
                let body = format!(
                    "  static_assert(!detail::is_const<T>::value, \"{name}: the element type is const: this address is read-only\");\n  typedef typename detail::remove_cv<T>::type U;\n{}",
                    dispatch(
                        DATA_ELEMS,
                        "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type",
                        |e| format!(
                            "asm volatile(\"{mn}.{} [%0], %1;\" :: \"{al}\"(a.raw()), \"{}\"(v) : \"memory\");",
                            e.ptx, e.letter
                        )
                    )
                );
                Fun::new(
                    f.id,
                    &tparams,
                    "void",
                    name,
                    &format!("{aty} a, typename detail::type_identity<T>::type v"),
                    body,
                )
            }
            "atom_add" => {
                let body = format!(
                    "  static_assert(!detail::is_const<T>::value, \"{name}: the element type is const: this address is read-only\");\n  typedef typename detail::remove_cv<T>::type U;\n  U d;\n{}  return d;\n",
                    dispatch(
                        ATOM_ELEMS,
                        "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type",
                        |e| format!(
                            "asm volatile(\"{mn}.add.{} %0, [%1], %2;\" : \"={}\"(d) : \"{al}\"(a.raw()), \"{}\"(v) : \"memory\");",
                            e.ptx, e.letter, e.letter
                        )
                    )
                );
                Fun::new(
                    f.id,
                    &tparams,
                    "typename detail::remove_cv<T>::type",
                    name,
                    &format!("{aty} a, typename detail::type_identity<T>::type v"),
                    body,
                )
            }
            _ => {
                let body = format!(
                    "  static_assert(!detail::is_const<T>::value, \"{name}: the element type is const: this address is read-only\");\n  typedef typename detail::remove_cv<T>::type U;\n{}",
                    dispatch(
                        ATOM_ELEMS,
                        "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type",
                        |e| format!(
                            "asm volatile(\"{mn}.add.{} [%0], %1;\" :: \"{al}\"(a.raw()), \"{}\"(v) : \"memory\");",
                            e.ptx, e.letter
                        )
                    )
                );
                Fun::new(
                    f.id,
                    &tparams,
                    "void",
                    name,
                    &format!("{aty} a, typename detail::type_identity<T>::type v"),
                    body,
                )
            }
        };
        sites.push((name.to_string(), space, bits));
        out.push(fun);
    }
}

/// The C++ function name of a row without operands or with immediates only, from its
/// mnemonic (`fence.acq_rel.gpu` → `fence_acq_rel_gpu`).
fn snake(mnemonic: &str) -> String {
    mnemonic.replace(['.', ':'], "_").replace("__", "_")
}

/// Everything the header generates from the table, in table order.
struct Gen {
    funs: Vec<Fun>,
    /// (wrapper, space, width) of every memory wrapper.
    sites: Vec<(String, Space, u32)>,
    /// Rows that produced at least one wrapper (or a type).
    covered: Vec<FormId>,
}

fn generate() -> Gen {
    let mut funs = Vec::new();
    let mut sites = Vec::new();
    let mut covered = Vec::new();
    for f in FORMS {
        if CPP_SKIPPED.iter().any(|(id, _)| *id == f.id) {
            continue;
        }
        let before = funs.len();
        match f.family {
            Family::Data | Family::Atomic => memory_funs(f, &mut funs, &mut sites),
            Family::Convert => convert_funs(f, &mut funs),
            Family::Async | Family::Sync => sync_funs(f, &mut funs),
            Family::Cluster => mapa_funs(f, &mut funs),
            Family::Directive => {
                if let [Operand::Var(s)] = f.operands
                    && f.id != FormId::DeclSharedExtern
                    && sp(*s).is_some()
                {
                    covered.push(f.id);
                }
            }
            _ => {}
        }
        if funs.len() > before {
            covered.push(f.id);
        }
    }
    Gen {
        funs,
        sites,
        covered,
    }
}

fn convert_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    match f.operands {
        // cvta.<space>.u64: named → generic.
        [Operand::DAddr(Space::Generic, _), Operand::Addr(s, _)] => {
            let Some(s) = sp(*s) else { return };
            let name = format!("cvta_{}_to_generic", s.name);
            let ret = format!("generic_ptr<T, from_{}>", s.name);
            out.push(Fun::new(
                f.id,
                "class T",
                &ret,
                &name,
                &format!("{}<T> a", addr_type(s, 64)),
                format!("  u64 d;\n  asm volatile(\"{mn} %0, %1;\" : \"=l\"(d) : \"l\"(a.raw()));\n  return {ret}(unchecked, d);\n"),
            ));
            if s.space.has_32bit_window() {
                out.push(Fun::new(
                    f.id,
                    "class T",
                    &ret,
                    &name,
                    &format!("{}<T> a", addr_type(s, 32)),
                    format!("  u64 d;\n  asm volatile(\"{{ .reg .b64 %%tp_w; cvt.u64.u32 %%tp_w, %1; {mn} %0, %%tp_w; }}\" : \"=l\"(d) : \"r\"(a.raw()));\n  return {ret}(unchecked, d);\n"),
                ));
            }
        }
        // cvta.to.<space>.u64: generic → named, checked by origin.
        [Operand::DAddr(s, _), Operand::Addr(Space::Generic, _)] => {
            let Some(s) = sp(*s) else { return };
            let ty = format!("{}<T>", addr_type(s, 64));
            let unchecked = format!("cvta_generic_to_{}_unchecked", s.name);
            out.push(Fun::new(
                f.id,
                "class T, class O",
                &ty,
                &unchecked,
                "generic_ptr<T, O> p",
                format!("  u64 d;\n  asm volatile(\"{mn} %0, %1;\" : \"=l\"(d) : \"l\"(p.raw()));\n  return {ty}(unchecked, d);\n"),
            ));
            let mut body = String::new();
            for o in SPACES {
                if o.id == s.id {
                    continue;
                }
                let _ = writeln!(
                    body,
                    "  static_assert(!detail::is_same<O, from_{}>::value, \"cvta_generic_to_{}: this generic pointer came from {}, not {}: PTX leaves `{mn}` of it undefined (convert a generic pointer back only to the space it came from)\");",
                    o.name, s.name, o.ptx, s.ptx
                );
            }
            let _ = writeln!(
                body,
                "  static_assert(!detail::is_same<O, unknown>::value, \"cvta_generic_to_{0}: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_{0} (isspacep{1}) or call cvta_generic_to_{0}_unchecked\");",
                s.name, s.ptx
            );
            let _ = writeln!(body, "  return {unchecked}(p);");
            out.push(Fun::new(
                f.id,
                "class T, class O",
                &ty,
                &format!("cvta_generic_to_{}", s.name),
                "generic_ptr<T, O> p",
                body,
            ));
        }
        // isspacep.<space>: the checked route from an unknown origin.
        [Operand::DPred, Operand::Addr(Space::Generic, _)] => {
            let space = SPACES.iter().find(|s| mn == format!("isspacep{}", s.ptx));
            let Some(s) = space else { return };
            out.push(Fun::new(
                f.id,
                "class T, class O",
                "bool",
                &format!("isspacep_{}", s.name),
                "generic_ptr<T, O> p",
                format!("  u32 r;\n  asm volatile(\"{{ .reg .pred %%tp_p; {mn} %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }}\" : \"=r\"(r) : \"l\"(p.raw()));\n  return r != 0;\n"),
            ));
            out.push(Fun::new(
                f.id,
                "class T, class O",
                "bool",
                &format!("try_cvta_generic_to_{}", s.name),
                &format!("generic_ptr<T, O> p, {}<T>* out", addr_type(s, 64)),
                format!(
                    "  if (!isspacep_{0}(p)) {{\n    return false;\n  }}\n  *out = cvta_generic_to_{0}_unchecked(p);\n  return true;\n",
                    s.name
                ),
            ));
        }
        // cvt.u32.u64 / cvt.u64.u32 of an address: only the 32-bit windows.
        [Operand::DAddr(_, Width::W32), Operand::Addr(_, Width::W64)] => {
            for s in SPACES.iter().filter(|s| s.space.has_32bit_window()) {
                out.push(Fun::new(
                    f.id,
                    "class T",
                    &format!("{}<T>", addr_type(s, 32)),
                    "to_addr32",
                    &format!("{}<T> a", addr_type(s, 64)),
                    format!(
                        "  u32 d;\n  asm volatile(\"{mn} %0, %1;\" : \"=r\"(d) : \"l\"(a.raw()));\n  return {}<T>(unchecked, d);\n",
                        addr_type(s, 32)
                    ),
                ));
            }
        }
        [Operand::DAddr(_, Width::W64), Operand::Addr(_, Width::W32)] => {
            for s in SPACES.iter().filter(|s| s.space.has_32bit_window()) {
                out.push(Fun::new(
                    f.id,
                    "class T",
                    &format!("{}<T>", addr_type(s, 64)),
                    "to_addr64",
                    &format!("{}<T> a", addr_type(s, 32)),
                    format!(
                        "  u64 d;\n  asm volatile(\"{mn} %0, %1;\" : \"=l\"(d) : \"r\"(a.raw()));\n  return {}<T>(unchecked, d);\n",
                        addr_type(s, 64)
                    ),
                ));
            }
        }
        _ => {}
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
            let name = mn.split('.').take(3).collect::<Vec<_>>().join("_");
            let d = sp(*ds).expect("a shared destination");
            for bits in widths(d, *dw) {
                let body = format!(
                    "  static_assert(N >= {lo} && N <= {hi} && (N & (N - 1)) == 0, \"{name}: `{mn}` copies {} bytes\");\n  asm volatile(\"{mn} [%0], [%1], %2;\" :: \"{}\"(dst.raw()), \"l\"(src.raw()), \"n\"(N) : \"memory\");\n",
                    if lo == hi {
                        format!("exactly {lo}")
                    } else {
                        format!("{lo} to {hi} (a power of two)")
                    },
                    addr_letter(bits)
                );
                out.push(Fun::new(
                    f.id,
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
            "",
            "void",
            &snake(mn),
            "",
            format!("  asm volatile(\"{mn};\" ::: \"memory\");\n"),
        )),
        [Operand::Src(_)] => out.push(Fun::new(
            f.id,
            "",
            "void",
            &snake(mn),
            "unsigned int mask",
            format!("  asm volatile(\"{mn} %0;\" :: \"r\"(mask) : \"memory\");\n"),
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
                    "  static_assert({n} >= {lo} && {n} <= {hi}{mult}, \"{}: `{mn}` takes {n} in {lo}..={hi}{}\");",
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
                "  asm volatile(\"{mn} {};\" :: {} : \"memory\");",
                args.join(", "),
                ins.join(", ")
            );
            out.push(Fun::new(
                f.id,
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

fn mapa_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
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
                // A .shared::cta address is a .shared::cluster one (the CTA window lies in
                // the cluster window), so both are accepted.
                for src in [Space::SharedCluster, Space::SharedCta] {
                    let s = sp(src).expect("shared");
                    out.push(Fun::new(
                        f.id,
                        "class T",
                        &ret,
                        "mapa",
                        &format!("{}<T> a, unsigned int rank", addr_type(s, bits)),
                        format!(
                            "  {} d;\n  asm volatile(\"{mn}.u{bits} %0, %1, %2;\" : \"={al}\"(d) : \"{al}\"(a.raw()), \"r\"(rank));\n  return {ret}(unchecked, d);\n",
                            if bits == 32 { "u32" } else { "u64" }
                        ),
                    ));
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
                    "  static_assert(!detail::is_same<O, from_{}>::value, \"mapa: this generic pointer came from {}: `{mn}` maps shared-memory addresses only\");",
                    o.name, o.ptx
                );
            }
            let _ = writeln!(
                body,
                "  static_assert(!detail::is_same<O, unknown>::value, \"mapa: the origin of this generic pointer is unknown: `{mn}` maps shared-memory addresses only (test it with isspacep_shared_cluster first)\");"
            );
            let _ = writeln!(
                body,
                "  u64 d;\n  asm volatile(\"{mn} %0, %1, %2;\" : \"=l\"(d) : \"l\"(p.raw()), \"r\"(rank));\n  return {ret}(unchecked, d);"
            );
            out.push(Fun::new(
                f.id,
                "class T, class O",
                ret,
                "mapa",
                "generic_ptr<T, O> p, unsigned int rank",
                body,
            ));
        }
        _ => {}
    }
}

const PRELUDE: &str = r#"// typed_ptx.cuh: typed inline-PTX wrappers for CUDA C++ (C++17, nvcc).
//
// The state space of every address is part of its C++ type:
//
//   global_ptr<T>                            .global, 64-bit ("l")
//   shared_addr64<T>, shared_addr32<T>       .shared (::cta), 64- or 32-bit ("l"/"r")
//   shared_cluster_addr64/32<T>              .shared::cluster (sm_90)
//   local_addr64/32<T>, const_addr64/32<T>   .local, .const
//   generic_ptr<T, Origin>                   generic, remembering where it came from:
//                                            from_global, from_shared, from_shared_cluster,
//                                            from_local, from_const or unknown
//
// There are no implicit conversions between them (a converting constructor exists only to
// fail with a message). A space changes only through cvta: cvta_<space>_to_generic, and
// cvta_generic_to_<space> back to the space the pointer came from; a pointer of unknown
// origin goes through try_cvta_generic_to_<space> (isspacep-checked) or the visibly
// unchecked cvta_generic_to_<space>_unchecked. Only .shared, .local and .const addresses
// have a 32-bit form (to_addr32 / to_addr64). ld/st/atom_add/red_add/cp_async_* take only
// the spaces PTX defines them for. Wrappers of instructions that need a newer sm than
// __CUDA_ARCH__ are stubs whose static_assert says which sm.
//
// Where addresses come from (the trust boundaries, each explicit):
//   generic(p)            a C++ pointer, origin unknown
//   kernel_param(p)       a kernel's pointer argument, as .global (cvta.to.global)
//   shared_array<T, N>    declare it __shared__;  .generic(i) is from_shared
//   global_array<T, N>    declare it __device__;  .generic(i) is from_global
//   const_array<T, N>     declare it __constant__; .generic(i) is from_const
//   local_array<T, N>     a local variable;       .generic(i) is from_local
// Define TYPED_PTX_CHECK_ORIGIN to trap when an *_array is not in its space.
#ifndef TYPED_PTX_CUH
#define TYPED_PTX_CUH

#if !defined(__CUDACC__)
#error "typed_ptx.cuh is CUDA C++: compile it with nvcc"
#endif
#if __cplusplus < 201703L
#error "typed_ptx.cuh needs C++17 (if constexpr)"
#endif

#define TYPED_PTX_DEVICE __device__ __forceinline__

namespace typed_ptx {

typedef unsigned int u32;
typedef unsigned long long u64;

namespace detail {
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
// The state space of an address type: 0 not an address, 1 generic, 2 .global,
// 3 .shared, 4 .shared::cluster, 5 .local, 6 .const; and its width in bits.
template <class A> struct space_of { static constexpr int value = 0; static constexpr int bits = 0; };
template <class A> struct is_address { static constexpr bool value = space_of<A>::value != 0; };
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
/// A generic pointer whose origin is not known (a C++ pointer, a mix of origins).
struct unknown {};

"#;

const ADDR_CLASS: &str = r#"/// A @DESC@ address of a T (@BITS@-bit, constraint "@L@").
template <class T> class @TY@ {
 public:
  typedef T element_type;
  static constexpr int bits = @BITS@;
  @TY@() = default;
  /// An address from a raw integer: nothing checks that it lies in @PTX@.
  TYPED_PTX_DEVICE constexpr @TY@(unchecked_t, @RAW@ raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE @TY@(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to @TY@<T>: an address of another state space, width or element type is not a @PTX@ @BITS@-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr @RAW@ raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr @TY@ operator+(long long n) const { return @TY@(unchecked, (@RAW@)(raw_ + (@RAW@)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr @TY@ byte_offset(long long n) const { return @TY@(unchecked, (@RAW@)(raw_ + (@RAW@)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr @TY@<U> cast() const { return @TY@<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const @TY@& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const @TY@& o) const { return raw_ != o.raw_; }
 private:
  @RAW@ raw_;
};
namespace detail {
template <class T> struct space_of<@TY@<T>> { static constexpr int value = @ID@; static constexpr int bits = @BITS@; };
}  // namespace detail

"#;

const GENERIC_CLASS: &str = r#"/// A generic address of a T (64-bit, constraint "l") that remembers where it came from.
template <class T, class Origin = unknown> class generic_ptr {
 public:
  typedef T element_type;
  typedef Origin origin;
  static constexpr int bits = 64;
  generic_ptr() = default;
  /// A generic address from a raw integer: nothing checks the origin.
  TYPED_PTX_DEVICE constexpr generic_ptr(unchecked_t, u64 raw) : raw_(raw) {}
  /// Any generic pointer of the same element type may forget its origin.
  template <class O, typename detail::enable_if<detail::is_same<Origin, unknown>::value && !detail::is_same<O, unknown>::value, int>::type = 0>
  TYPED_PTX_DEVICE constexpr generic_ptr(const generic_ptr<T, O>& p) : raw_(p.raw()) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value && !(detail::is_same<Origin, unknown>::value && detail::space_of<A>::value == 1 && detail::is_same<typename A::element_type, T>::value), int>::type = 0>
  TYPED_PTX_DEVICE generic_ptr(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to generic_ptr<T, Origin>: a named-space address becomes generic only through cvta_<space>_to_generic, a generic pointer never gains an origin, and the element type changes only through .cast<U>()");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The C++ pointer (a generic address is what C++ pointers are).
  TYPED_PTX_DEVICE T* get() const { return (T*)raw_; }
  /// The same pointer with its origin forgotten.
  TYPED_PTX_DEVICE constexpr generic_ptr<T, unknown> forget_origin() const { return generic_ptr<T, unknown>(unchecked, raw_); }
  /// The address `n` elements further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr operator+(long long n) const { return generic_ptr(unchecked, raw_ + (u64)(n * (long long)sizeof(T))); }
  /// The address `n` bytes further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr byte_offset(long long n) const { return generic_ptr(unchecked, raw_ + (u64)n); }
  /// The same address, of another element type (same origin).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<U, Origin> cast() const { return generic_ptr<U, Origin>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const generic_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const generic_ptr& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T, class O> struct space_of<generic_ptr<T, O>> { static constexpr int value = 1; static constexpr int bits = 64; };
}  // namespace detail

/// A C++ pointer as a generic pointer of unknown origin.
template <class T> TYPED_PTX_DEVICE generic_ptr<T, unknown> generic(T* p) { return generic_ptr<T, unknown>(unchecked, (u64)p); }

"#;

const ARRAY_CLASS: &str = r#"/// A @PTX@ array, to be declared @QUAL@: `@QUAL@ typed_ptx::@NAME@_array<float, 256> buf;`.
template <class T, unsigned N> struct @NAME@_array {
  T data[N];
  /// The generic address of element i; its origin is @PTX@.
  TYPED_PTX_DEVICE generic_ptr<@CT@, from_@NAME@> generic(unsigned i = 0) @CONST@{
#ifdef TYPED_PTX_CHECK_ORIGIN
    if (!@CHECK@((const void*)data)) { __trap(); }
#endif
    return generic_ptr<@CT@, from_@NAME@>(unchecked, (u64)(const void*)(data + i));
  }
};

"#;

fn fill(template: &str, pairs: &[(&str, String)]) -> String {
    let mut s = template.to_string();
    for (k, v) in pairs {
        s = s.replace(&format!("@{k}@"), v);
    }
    s
}

/// The CUDA C++ header `include/typed_ptx.cuh`: typed address types and `asm volatile`
/// wrappers for every address, memory, atomic, barrier, `cp.async` and cluster form of
/// the instruction table (see the [module documentation](self)). Deterministic: the same
/// table gives the same bytes.
pub fn cuda_header() -> String {
    let g = generate();
    let mut out = String::new();
    out.push_str("// @generated from ptx-isa/src/lib.rs by `cargo run --example gen_cuda_header`; do not edit\n");
    out.push_str(PRELUDE);
    // Address types, one per (space, width).
    out.push_str(
        "// ---- address types ----------------------------------------------------------\n\n",
    );
    for s in SPACES {
        let bitss: &[u32] = if s.space.has_32bit_window() {
            &[64, 32]
        } else {
            &[64]
        };
        for &bits in bitss {
            out.push_str(&fill(
                ADDR_CLASS,
                &[
                    ("TY", addr_type(s, bits)),
                    ("DESC", format!("`{}`", s.ptx)),
                    ("PTX", s.ptx.to_string()),
                    ("BITS", bits.to_string()),
                    ("L", addr_letter(bits).to_string()),
                    ("RAW", if bits == 32 { "u32" } else { "u64" }.to_string()),
                    ("ID", s.id.to_string()),
                ],
            ));
        }
    }
    out.push_str(GENERIC_CLASS);
    // Variables of each space (the declaration rows).
    out.push_str(
        "// ---- variables: where typed addresses start -------------------------------------\n\n",
    );
    for f in FORMS {
        if !g.covered.contains(&f.id) || f.family != Family::Directive {
            continue;
        }
        let Operand::Var(space) = f.operands[0] else {
            continue;
        };
        let s = sp(space).expect("declared space");
        let (qual, check, cnst, ct) = match space {
            Space::Global => ("__device__", "__isGlobal", "", "T"),
            Space::SharedCta => ("__shared__", "__isShared", "", "T"),
            Space::Local => ("a local variable", "__isLocal", "", "T"),
            _ => ("__constant__", "__isConstant", "const ", "const T"),
        };
        let _ = writeln!(out, "// {} ({}): {}", f.id.name(), f.mnemonic, f.doc);
        out.push_str(&fill(
            ARRAY_CLASS,
            &[
                ("NAME", s.name.to_string()),
                ("PTX", s.ptx.to_string()),
                ("QUAL", qual.to_string()),
                ("CHECK", check.to_string()),
                ("CONST", cnst.to_string()),
                ("CT", ct.to_string()),
            ],
        ));
    }
    out.push_str("/// A cluster-window address of the same .shared::cta location (no instruction: the CTA window lies in the cluster window).\n");
    for bits in [64, 32] {
        let _ = writeln!(
            out,
            "template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr{bits}<T> to_cluster(shared_addr{bits}<T> a) {{ return shared_cluster_addr{bits}<T>(unchecked, a.raw()); }}"
        );
    }
    out.push('\n');

    // Wrappers, grouped by the sm guard they need, in table order within a group.
    out.push_str(
        "// ---- instruction wrappers (one per row of the table and address width) ----------\n\n",
    );
    // kernel_param comes first: it is cvta.to.global on a C++ pointer.
    let to_global = form(FormId::CvtaToGlobal);
    let _ = writeln!(
        out,
        "/// `{}` of a kernel's pointer argument: kernel pointer arguments point to .global\n/// (memory from cudaMalloc), the same convention as the Rust builder's param_ptr.\ntemplate <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(T* p) {{\n  u64 d;\n  asm volatile(\"{} %0, %1;\" : \"=l\"(d) : \"l\"(p));\n  return global_ptr<T>(unchecked, d);\n}}\n",
        to_global.mnemonic, to_global.mnemonic
    );
    let mut levels: Vec<u32> = g.funs.iter().map(|f| f.min_sm().max(OLDEST_SM)).collect();
    levels.sort();
    levels.dedup();
    for level in levels {
        let funs: Vec<&Fun> = g
            .funs
            .iter()
            .filter(|f| f.min_sm().max(OLDEST_SM) == level)
            .collect();
        if level > OLDEST_SM {
            let _ = writeln!(
                out,
                "// -- sm_{level} and newer --\n#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= {}\n",
                level * 10
            );
        }
        for f in &funs {
            f.write(&mut out);
            out.push('\n');
        }
        if level > OLDEST_SM {
            let _ = writeln!(
                out,
                "#else  // older than sm_{level}: the same names fail to compile, saying why\n"
            );
            for f in &funs {
                f.write_stub(&mut out);
                out.push('\n');
            }
            let _ = writeln!(out, "#endif  // sm_{level}\n");
        }
    }
    catch_alls(&g, &mut out);
    out.push_str("}  // namespace typed_ptx\n\n#endif  // TYPED_PTX_CUH\n");
    // nvcc prints diagnostics in ASCII: keep the header ASCII (table docs may not be).
    let out = out
        .replace('\u{2014}', "-")
        .replace('\u{2026}', "...")
        .replace('\u{2248}', "~");
    readable_messages(&out)
}

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

/// The overloads that take everything the real wrappers do not, and fail with the PTX
/// rule (a deduction failure alone would only say "no instance matches").
fn catch_alls(g: &Gen, out: &mut String) {
    out.push_str("// ---- what PTX does not allow: each fails to compile with the rule -----------------\n\n");
    out.push_str("namespace detail {\n");
    // has_<wrapper><A>: the address types a memory wrapper takes.
    let mut names: Vec<&str> = g.sites.iter().map(|(n, _, _)| n.as_str()).collect();
    names.dedup();
    names.sort();
    names.dedup();
    for name in &names {
        let _ = writeln!(
            out,
            "template <class A> struct has_{name} {{ static constexpr bool value = false; }};"
        );
        for (n, space, bits) in &g.sites {
            if n != name {
                continue;
            }
            match sp(*space) {
                None => {
                    let _ = writeln!(
                        out,
                        "template <class T, class O> struct has_{name}<generic_ptr<T, O>> {{ static constexpr bool value = true; }};"
                    );
                }
                Some(s) => {
                    let _ = writeln!(
                        out,
                        "template <class T> struct has_{name}<{}<T>> {{ static constexpr bool value = true; }};",
                        addr_type(s, *bits)
                    );
                }
            }
        }
    }
    out.push_str("}  // namespace detail\n\n");
    let not_addr = "the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)";
    for name in &names {
        let params = if *name == "ld" || *name == "ld_nc" {
            "A"
        } else {
            "A, V"
        };
        let tparams = if *name == "ld" || *name == "ld_nc" {
            "class A"
        } else {
            "class A, class V"
        };
        let ret = if *name == "st" || *name == "red_add" {
            "void"
        } else {
            "int"
        };
        let _ = writeln!(
            out,
            "/// `{name}` of an address it does not take: fails to compile, saying why."
        );
        let _ = writeln!(
            out,
            "template <{tparams}, typename detail::enable_if<!detail::has_{name}<A>::value, int>::type = 0>\nTYPED_PTX_DEVICE {ret} {name}({params}) {{"
        );
        let _ = writeln!(
            out,
            "  static_assert(detail::is_address<A>::value, \"{name}: {not_addr}\");"
        );
        // Spaces with an address type but no wrapper of this name.
        let mnemonic = match *name {
            "ld" => "ld",
            "ld_nc" => "ld.global.nc",
            "st" => "st",
            "atom_add" => "atom",
            _ => "red",
        };
        for s in SPACES {
            if g.sites
                .iter()
                .any(|(n, sp2, _)| n == name && *sp2 == s.space)
            {
                continue;
            }
            let why = match *name {
                "st" => format!(
                    "the {} state space is read-only: PTX has no st{}",
                    s.ptx, s.ptx
                ),
                "atom_add" | "red_add" => format!(
                    "PTX has no {mnemonic} on the {} state space (atomics take .global, .shared or generic addresses)",
                    s.ptx
                ),
                "ld_nc" => format!("ld.global.nc reads only .global, not {}", s.ptx),
                _ => format!("PTX has no {mnemonic}{}", s.ptx),
            };
            let _ = writeln!(
                out,
                "  static_assert(detail::space_of<A>::value != {}, \"{name}: {why}\");",
                s.id
            );
        }
        if !g
            .sites
            .iter()
            .any(|(n, sp2, _)| n == name && *sp2 == Space::Generic)
        {
            let _ = writeln!(
                out,
                "  static_assert(detail::space_of<A>::value != 1, \"{name}: {mnemonic} takes a .global address, not a generic one: convert it with cvta_generic_to_global\");"
            );
        }
        if ret != "void" {
            out.push_str("  return 0;\n");
        }
        out.push_str("}\n\n");
    }
    // cp.async: destination .shared, source .global.
    out.push_str("namespace detail {\ntemplate <class A> struct is_cp_async_dst { static constexpr bool value = space_of<A>::value == 3; };\ntemplate <class A> struct is_cp_async_src { static constexpr bool value = space_of<A>::value == 2; };\n}  // namespace detail\n\n");
    for f in FORMS
        .iter()
        .filter(|f| matches!(f.id, FormId::CpAsyncCa | FormId::CpAsyncCg))
    {
        let name = f.mnemonic.split('.').take(3).collect::<Vec<_>>().join("_");
        let _ = writeln!(
            out,
            "/// `{name}` from or to a space `{mn}` does not name: fails to compile, saying why.\ntemplate <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>\nTYPED_PTX_DEVICE void {name}(D, S) {{\n  static_assert(detail::is_cp_async_dst<D>::value, \"{name}: `{mn}` writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address\");\n  static_assert(detail::is_cp_async_src<S>::value, \"{name}: `{mn}` reads from .global (global_ptr<T>), not from this address\");\n}}\n",
            mn = f.mnemonic
        );
    }
    // Truncation: only the 32-bit windows.
    out.push_str("namespace detail {\ntemplate <class A> struct has_addr32 { static constexpr bool value = (space_of<A>::value >= 3 && space_of<A>::value <= 6) && space_of<A>::bits == 64; };\n}  // namespace detail\n\n");
    out.push_str("/// `to_addr32` of an address without a 32-bit form: fails to compile, saying why.\ntemplate <class A, typename detail::enable_if<!detail::has_addr32<A>::value, int>::type = 0>\nTYPED_PTX_DEVICE int to_addr32(A) {\n");
    let _ = writeln!(
        out,
        "  static_assert(detail::is_address<A>::value, \"to_addr32: {not_addr}\");"
    );
    out.push_str("  static_assert(detail::space_of<A>::value != 2, \"to_addr32: a .global address has no 32-bit form: only the .shared, .local and .const windows fit in 32 bits (cvt.u32.u64 of a global pointer loses its high bits)\");\n");
    out.push_str("  static_assert(detail::space_of<A>::value != 1, \"to_addr32: a generic address has no 32-bit form: convert it to its .shared/.local/.const space with cvta first\");\n");
    out.push_str("  static_assert(detail::space_of<A>::bits != 32, \"to_addr32: this address is already 32-bit\");\n  return 0;\n}\n\n");
    // cvta.to of something that is not generic.
    for s in SPACES {
        let _ = writeln!(
            out,
            "/// `cvta_generic_to_{0}` of an address that is not generic: fails to compile, saying why.\ntemplate <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>\nTYPED_PTX_DEVICE int cvta_generic_to_{0}(A) {{\n  static_assert(detail::is_address<A>::value, \"cvta_generic_to_{0}: {not_addr}\");\n  static_assert(!detail::is_address<A>::value, \"cvta_generic_to_{0}: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)\");\n  return 0;\n}}\n",
            s.name
        );
    }
    // mapa of anything but a shared address.
    out.push_str("namespace detail {\ntemplate <class A> struct is_mapa_src { static constexpr bool value = space_of<A>::value == 1 || space_of<A>::value == 3 || space_of<A>::value == 4; };\n}  // namespace detail\n\n");
    let _ = writeln!(
        out,
        "/// `mapa` of an address that is not in shared memory: fails to compile, saying why.\ntemplate <class A, typename detail::enable_if<!detail::is_mapa_src<A>::value, int>::type = 0>\nTYPED_PTX_DEVICE int mapa(A, unsigned int) {{\n  static_assert(detail::is_address<A>::value, \"mapa: {not_addr}\");\n  static_assert(!detail::is_address<A>::value, \"mapa: `mapa` maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not this address\");\n  return 0;\n}}\n"
    );
}

/// A CUDA C++ translation unit that calls every wrapper of [`cuda_header`] with every
/// element type it takes, for `sm` (`sm` ≥ 90 includes the cluster forms), and the PTX
/// text each call must leave in `nvcc -ptx`'s output. The header's own test compiles it
/// and runs `ptxas` on the result.
pub fn cuda_header_exerciser(sm: u32) -> (String, Vec<String>) {
    let g = generate();
    let mut expect = Vec::new();
    let mut src = String::new();
    src.push_str("// Calls every wrapper of typed_ptx.cuh (generated by typed_ptx_builder::cpp::cuda_header_exerciser).\n#include \"typed_ptx.cuh\"\nusing namespace typed_ptx;\n\n");
    src.push_str("__constant__ const_array<unsigned long long, 8> exercise_const;\n__device__ global_array<unsigned long long, 8> exercise_global;\n\n");
    // Memory wrappers over every element type.
    for (elems, fname) in [(DATA_ELEMS, "data"), (ATOM_ELEMS, "atom")] {
        let _ = writeln!(
            src,
            "template <class E> __device__ void exercise_{fname}(E* gp, E v, double* sink) {{"
        );
        src.push_str("  __shared__ shared_array<E, 64> sh;\n  local_array<E, 4> lo;\n  lo.data[0] = v;\n  double acc = 0;\n");
        src.push_str("  global_ptr<E> global64 = kernel_param(gp);\n  generic_ptr<E, from_shared> gs = sh.generic(threadIdx.x % 64);\n  shared_addr64<E> shared64 = cvta_generic_to_shared(gs);\n  shared_addr32<E> shared32 = to_addr32(shared64);\n");
        src.push_str("  local_addr64<E> local64 = cvta_generic_to_local(lo.generic(1));\n  local_addr32<E> local32 = to_addr32(local64);\n");
        src.push_str("  const_addr64<E> const64 = cvta_generic_to_const(exercise_const.generic().template cast<E>());\n  const_addr32<E> const32 = to_addr32(const64);\n");
        src.push_str("  generic_ptr<E, unknown> generic64 = generic(gp);\n");
        if sm >= 90 {
            src.push_str("  shared_cluster_addr64<E> shared_cluster64 = to_cluster(shared64);\n  shared_cluster_addr32<E> shared_cluster32 = to_cluster(shared32);\n");
        }
        src.push_str(
            "  (void)global64; (void)shared32; (void)local32; (void)const32; (void)generic64;\n",
        );
        for fun in &g.funs {
            let Some((name, space, bits)) = mem_site(fun) else {
                continue;
            };
            let is_atom = name == "atom_add" || name == "red_add";
            if is_atom != (fname == "atom") || fun.min_sm() > sm {
                continue;
            }
            let var = match sp(space) {
                None => "generic64".to_string(),
                Some(s) => format!("{}{bits}", s.name),
            };
            let call = match name.as_str() {
                "ld" | "ld_nc" => format!("acc += (double){name}({var});"),
                "atom_add" => format!("acc += (double)atom_add({var}, v);"),
                _ => format!("{name}({var}, v);"),
            };
            let _ = writeln!(src, "  {call}");
            let f = form(fun.form);
            for e in elems {
                let text = match name.as_str() {
                    "atom_add" | "red_add" => format!("{}.add.{}", f.mnemonic, e.ptx),
                    _ => format!("{}.{}", f.mnemonic, e.ptx),
                };
                if !expect.contains(&text) {
                    expect.push(text);
                }
            }
        }
        src.push_str("  *sink += acc;\n}\n\n");
    }
    // Everything else, once.
    src.push_str("__global__ void exercise_all(double* sink, float* gf, unsigned int* gu, unsigned int rank) {\n");
    for e in DATA_ELEMS {
        let _ = writeln!(src, "  exercise_data<{0}>(({0}*)gf, ({0})1, sink);", e.cpp);
    }
    for e in ATOM_ELEMS {
        let _ = writeln!(src, "  exercise_atom<{0}>(({0}*)gf, ({0})1, sink);", e.cpp);
    }
    src.push_str(r#"  __shared__ shared_array<float, 256> tile;
  global_ptr<float> g = kernel_param(gf);
  generic_ptr<float, from_global> gg = cvta_global_to_generic(g);
  global_ptr<float> g2 = cvta_generic_to_global(gg);
  generic_ptr<float, from_shared> gs = tile.generic(threadIdx.x);
  shared_addr64<float> s64 = cvta_generic_to_shared(gs);
  shared_addr32<float> s32 = to_addr32(s64);
  generic_ptr<float, from_shared> gs2 = cvta_shared_to_generic(s64);
  generic_ptr<float, from_shared> gs3 = cvta_shared_to_generic(s32);
  shared_addr64<float> s64b = to_addr64(s32);
  local_array<float, 4> lo;
  lo.data[threadIdx.x % 4] = 1.0f;
  generic_ptr<float, from_local> gl = lo.generic();
  local_addr64<float> l64 = cvta_generic_to_local(gl);
  generic_ptr<float, from_local> gl2 = cvta_local_to_generic(l64);
  generic_ptr<float, from_local> gl3 = cvta_local_to_generic(to_addr32(l64));
  local_addr64<float> l64b = to_addr64(to_addr32(l64));
  generic_ptr<const unsigned long long, from_const> gc = exercise_const.generic(1);
  const_addr64<const unsigned long long> c64 = cvta_generic_to_const(gc);
  generic_ptr<const unsigned long long, from_const> gc2 = cvta_const_to_generic(c64);
  generic_ptr<const unsigned long long, from_const> gc3 = cvta_const_to_generic(to_addr32(c64));
  const_addr64<const unsigned long long> c64b = to_addr64(to_addr32(c64));
  generic_ptr<unsigned long long, from_global> gv = exercise_global.generic(2);
  global_ptr<unsigned long long> gvp = cvta_generic_to_global(gv);
  generic_ptr<float, unknown> u = generic(gf);
  generic_ptr<float, unknown> u2 = gs;  // forgetting an origin is implicit
  generic_ptr<float, unknown> u3 = gl.forget_origin();
  shared_addr64<float> ts;
  global_ptr<float> tg;
  local_addr64<float> tl;
  const_addr64<float> tc;
  int n = 0;
  n += isspacep_global(u) + isspacep_shared(u) + isspacep_local(u) + isspacep_const(u);
  n += try_cvta_generic_to_shared(u2, &ts) + try_cvta_generic_to_global(u, &tg);
  n += try_cvta_generic_to_local(u3, &tl) + try_cvta_generic_to_const(u, &tc);
  global_ptr<float> ug = cvta_generic_to_global_unchecked(u);
  shared_addr64<float> us = cvta_generic_to_shared_unchecked(u2);
  local_addr64<float> ul = cvta_generic_to_local_unchecked(u3);
  const_addr64<float> uc = cvta_generic_to_const_unchecked(u);
  n += (g2 == g) + (gs2 == gs) + (gs3 == gs) + (s64b == s64) + (gl2 == gl) + (gl3 == gl) + (l64b == l64);
  n += (gc2 == gc) + (gc3 == gc) + (c64b == c64) + (ug == g) + (us == s64) + (ul == l64) + (uc.raw() != 0);
  n += (int)ld(gvp) + (int)ld_nc(g + 1) + (int)ld(s32.cast<unsigned int>()) + (int)ld(c64);
  n += (s32.byte_offset(4) != s32 + 1) + (gs.byte_offset(8) == gs + 2) + (gs.get() != nullptr);
  bar_sync();
  bar_sync<1>();
  bar_sync<2, 64>();
  barrier_sync<3>();
  bar_warp_sync(0xffffffffu);
  membar_cta();
  membar_gl();
  membar_sys();
  fence_acq_rel_cta();
  fence_acq_rel_gpu();
  fence_acq_rel_sys();
  fence_sc_gpu();
"#);
    if sm >= 80 {
        src.push_str(
            r#"  cp_async_ca<4>(s32, g);
  cp_async_ca<8>(s32, g);
  cp_async_ca<16>(s64, g);
  cp_async_cg<16>(s32, g);
  cp_async_cg<16>(s64, g);
  cp_async_commit_group();
  cp_async_wait_group<0>();
  cp_async_wait_group<7>();
  cp_async_wait_all();
"#,
        );
    }
    if sm >= 90 {
        src.push_str(
            r#"  shared_cluster_addr64<float> k64 = to_cluster(s64);
  shared_cluster_addr32<float> k32 = mapa(s32, rank);
  shared_cluster_addr64<float> k64b = mapa(s64, rank);
  shared_cluster_addr32<float> k32b = mapa(to_cluster(s32), rank);
  shared_cluster_addr64<float> k64c = mapa(k64, rank);
  generic_ptr<float, from_shared_cluster> gk = mapa(gs, rank);
  generic_ptr<float, from_shared_cluster> gk2 = mapa(gk, rank);
  generic_ptr<float, from_shared_cluster> gk3 = cvta_shared_cluster_to_generic(k64);
  generic_ptr<float, from_shared_cluster> gk4 = cvta_shared_cluster_to_generic(k32);
  shared_cluster_addr64<float> k64d = cvta_generic_to_shared_cluster(gk3);
  shared_cluster_addr64<float> k64e = cvta_generic_to_shared_cluster_unchecked(u);
  shared_cluster_addr64<float> tk;
  n += isspacep_shared_cluster(u) + try_cvta_generic_to_shared_cluster(gk2.forget_origin(), &tk);
  n += (k32 == k32b) + (k64b == k64c) + (gk4 == gk3) + (k64d == k64e);
  shared_cluster_addr32<float> k32c = to_addr32(k64);
  n += (to_addr64(k32c) == k64);
  fence_acq_rel_cluster();
  barrier_cluster_arrive();
  barrier_cluster_wait();
"#,
        );
    }
    src.push_str("  *sink += n;\n}\n");
    for f in &g.funs {
        if f.min_sm() > sm {
            continue;
        }
        let fm = form(f.form);
        let text = match f.name.as_str() {
            "mapa" if fm.id == FormId::MapaShared => format!("{}.u", fm.mnemonic),
            _ => fm.mnemonic.to_string(),
        };
        if !expect.contains(&text) {
            expect.push(text);
        }
    }
    (src, expect)
}

/// (wrapper, space, width) of a memory wrapper.
fn mem_site(f: &Fun) -> Option<(String, Space, u32)> {
    if !matches!(
        f.name.as_str(),
        "ld" | "ld_nc" | "st" | "atom_add" | "red_add"
    ) {
        return None;
    }
    let fm = form(f.form);
    let space = fm.operands.iter().find_map(|o| match o {
        Operand::Addr(s, _) => Some(*s),
        _ => None,
    })?;
    let bits = if f.params.contains("addr32") { 32 } else { 64 };
    Some((f.name.clone(), space, bits))
}

/// The rows [`cuda_header`] wraps (or turns into a type), in table order.
pub fn cuda_header_forms() -> Vec<FormId> {
    generate().covered
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_address_memory_sync_row_is_wrapped_or_skipped_with_a_reason() {
        let covered = cuda_header_forms();
        for f in FORMS {
            let relevant = matches!(
                f.family,
                Family::Data
                    | Family::Convert
                    | Family::Atomic
                    | Family::Sync
                    | Family::Async
                    | Family::Cluster
            ) && f.id != FormId::Mov;
            if !relevant {
                continue;
            }
            let skipped = CPP_SKIPPED.iter().any(|(id, _)| *id == f.id);
            assert!(
                covered.contains(&f.id) != skipped,
                "{:?}: covered {} skipped {}",
                f.id,
                covered.contains(&f.id),
                skipped
            );
        }
    }

    #[test]
    fn the_exerciser_calls_every_wrapper() {
        let (src, _) = cuda_header_exerciser(90);
        for f in &generate().funs {
            assert!(
                src.contains(&format!("{}(", f.name)) || src.contains(&format!("{}<", f.name)),
                "the exerciser never calls {}",
                f.name
            );
        }
    }

    #[test]
    fn deterministic_and_guarded() {
        let h = cuda_header();
        assert_eq!(h, cuda_header());
        assert!(h.contains("__CUDA_ARCH__ >= 800"));
        assert!(h.contains("__CUDA_ARCH__ >= 900"));
        assert!(!h.contains("asm volatile(\"st.const"));
        assert!(h.contains("\"memory\""));
        assert!(
            h.is_ascii(),
            "the header must be ASCII (nvcc prints ??? for the rest)"
        );
    }

    #[test]
    fn static_assert_messages_have_no_backticks() {
        // nvcc prints a backtick in a static_assert message as `?`.
        let h = cuda_header();
        let bad: Vec<&str> = h
            .lines()
            .filter(|l| l.contains("static_assert(") && l.contains('`'))
            .collect();
        assert!(bad.is_empty(), "messages with backticks: {bad:#?}");
    }
}
