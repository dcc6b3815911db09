//! The tensor-core wrappers of the CUDA header: `cvt.rna.tf32.f32`, `mma.sync` of every
//! row and type combination, `ldmatrix`/`stmatrix` as hidden friends of the `.shared`
//! address types (and refused on every other), `wgmma` fences, and `wgmma.mma_async` for
//! every N of a row through macros the header defines once per accumulator length (an
//! inline-asm operand list cannot be generic over N). Each wrapper's kind follows from the
//! row's operands, its types and spelling from the row's slots.

use core::fmt::Write;

use typed_ptx_isa::{Arch, Form, FormId, Mod, Operand, Piece, Space, Types, Val};

use super::{Cls, Fun, addr_type, head_word, row_name, snake, sp, spell, spell_vals, widths};

/// The C++ element type and constraint letter of an `mma` accumulator register of `t`
/// (an f16 pair travels as its bits).
fn acc(t: Types) -> (&'static str, char) {
    if t == Types::F32 {
        ("float", 'f')
    } else if t == Types::S32 {
        ("int", 'r')
    } else {
        ("unsigned int", 'r')
    }
}

/// `{%first, …, %(first + n - 1)}`.
fn reg_list(first: usize, n: usize) -> String {
    let v: Vec<String> = (first..first + n).map(|i| format!("%{i}")).collect();
    format!("{{{}}}", v.join(", "))
}

/// The wrappers of a tensor-core row, by what its operands are.
pub(super) fn tensor_funs(f: &Form, out: &mut Vec<Fun>) {
    let mn = f.mnemonic;
    match f.operands {
        [Operand::DReg(_), Operand::Src(_)] => out.push(Fun::new(
            f.id,
            None,
            "",
            "unsigned int",
            &snake(mn),
            "float a",
            format!("unsigned int d;\nasm(\"{mn} %0, %1;\" : \"=r\"(d) : \"f\"(a));\nreturn d;\n"),
        )),
        [
            Operand::DFrag(..),
            Operand::Frag(..),
            Operand::Frag(..),
            Operand::Frag(..),
        ] => mma_funs(f, out),
        [Operand::DFrag(..), Operand::Addr(s, w)] | [Operand::Addr(s, w), Operand::Frag(..)] => {
            // One wrapper set per count and `.trans` (`ldmatrix_x4_trans`): every count,
            // then every count transposed.
            let mut combos = f.value_combos();
            combos.sort_by_key(|v| v.iter().rev().map(|x| x.0).collect::<Vec<_>>());
            for vals in combos {
                let n = f.frag_len(&vals).expect("a {.num} value");
                matrix_funs(f, &vals, *s, *w, usize::from(n), out);
            }
        }
        [] => out.push(Fun::new(
            f.id,
            None,
            "",
            "void",
            &row_name(f.id),
            "",
            format!("asm volatile(\"{mn};\" ::: \"memory\");\n"),
        )),
        [Operand::Imm(lo, hi)] => {
            let name = row_name(f.id);
            out.push(Fun::new(
                f.id,
                None,
                "int N",
                "void",
                &name,
                "",
                format!(
                    "static_assert(N >= {lo} && N <= {hi}, \"{name}: {mn} waits until at most N ({lo}..={hi}) groups are pending\");\nasm volatile(\"{mn} %0;\" :: \"n\"(N) : \"memory\");\n"
                ),
            ));
        }
        [Operand::AccFrag(..), a, ..] => {
            // A from registers (a fragment) or from a descriptor.
            let regs = matches!(a, Operand::Frag(..));
            for vals in f.value_combos_at(64) {
                out.push(wgmma_fun(f, regs, &vals));
            }
        }
        _ => {}
    }
}

/// `mma.sync` of a row: one wrapper per combination of its slots' input types, its
/// fragments' registers from the row's operands.
fn mma_funs(f: &Form, out: &mut Vec<Fun>) {
    let frag = |o: &Operand| match o {
        Operand::DFrag(t, n) | Operand::Frag(t, n) => (*t, usize::from(*n)),
        _ => unreachable!("an mma row's operands are fragments"),
    };
    let [(d_ty, dn), (_, na), (_, nb), (c_ty, cn)] = [0, 1, 2, 3].map(|i| frag(&f.operands[i]));
    let (dt, dl) = acc(d_ty);
    let (ct, cl) = acc(c_ty);
    for vals in f.value_combos_at(0) {
        let full = spell_vals(f, &vals);
        // Named after the form from its shape on: `mma_m16n8k16_row_col_f32_f16_f16_f32`.
        let words: Vec<&str> = full.split('.').collect();
        let shape = words
            .iter()
            .position(|w| w.starts_with('m') && w[1..].starts_with(|c: char| c.is_ascii_digit()))
            .unwrap_or(1);
        let name = format!("{}_{}", words[0], words[shape..].join("_"));
        let outs: Vec<String> = (0..dn).map(|i| format!("\"={dl}\"(d[{i}])")).collect();
        let mut ins: Vec<String> = (0..na).map(|i| format!("\"r\"(a[{i}])")).collect();
        ins.extend((0..nb).map(|i| format!("\"r\"(b[{i}])")));
        ins.extend((0..cn).map(|i| format!("\"{cl}\"(c[{i}])")));
        let body = format!(
            "static_assert(LD == {dn} && LC == {cn}, \"{name}: the accumulators C and D of {full} are {cn} registers ({ct}) a lane\");\nstatic_assert(LA == {na}, \"{name}: the A fragment of {full} is {na} registers a lane\");\nstatic_assert(LB == {nb}, \"{name}: the B fragment of {full} is {nb} registers a lane\");\nasm volatile(\"{full} {}, {}, {}, {};\"\n    : {}\n    : {});\n",
            reg_list(0, dn),
            reg_list(dn, na),
            reg_list(dn + na, nb),
            reg_list(dn + na + nb, cn),
            outs.join(", "),
            ins.join(", ")
        );
        out.push(
            Fun::new(
                f.id,
                None,
                "int LD, int LA, int LB, int LC",
                "void",
                &name,
                &format!(
                    "{dt} (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const {ct} (&c)[LC]"
                ),
                body,
            )
            .expect(full),
        );
    }
}

/// `ldmatrix`/`stmatrix` of a row's slot values `vals` (`n` matrices, at an address of
/// `space`): hidden friends of the address types, named after the row and the values
/// (`ldmatrix_x4_trans`).
fn matrix_funs(
    f: &Form,
    vals: &[Val],
    space: Space,
    width: typed_ptx_isa::Width,
    n: usize,
    out: &mut Vec<Fun>,
) {
    let mn: &'static str = Box::leak(spell_vals(f, vals).into_boxed_str());
    // A store reads its fragment; a load writes it first.
    let store = matches!(f.operands.first(), Some(Operand::Addr(..)));
    let op = head_word(f);
    let mut name = row_name(f.id);
    for m in vals.iter().filter_map(|v| v.as_mod()) {
        if m != Mod::None {
            name.push('_');
            name.push_str(m.text().trim_start_matches('.'));
        }
    }
    let s = sp(space).expect("a matrix row addresses a named space");
    for bits in widths(s, width) {
        let letter = if bits == 32 { 'r' } else { 'l' };
        let check = format!(
            "static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, \"{name}: {op} moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element\");\n"
        );
        let check = format!(
            "{check}static_assert(L == {n}, \"{name}: {op} .x{n} moves {n} 8x8 matrices: {n} registers a lane\");\n"
        );
        let (params, body) = if store {
            let ins: Vec<String> = (0..n).map(|i| format!("\"r\"(v[{i}])")).collect();
            (
                format!("{}<T> row, const unsigned int (&v)[L]", addr_type(s, bits)),
                format!(
                    "{check}asm volatile(\"{mn} [%0], {};\" :: \"{letter}\"(row.raw()), {} : \"memory\");\n",
                    reg_list(1, n),
                    ins.join(", ")
                ),
            )
        } else {
            let outs: Vec<String> = (0..n).map(|i| format!("\"=r\"(d[{i}])")).collect();
            (
                format!("{}<T> row, unsigned int (&d)[L]", addr_type(s, bits)),
                format!(
                    "{check}asm volatile(\"{mn} {}, [%{n}];\" : {} : \"{letter}\"(row.raw()) : \"memory\");\n",
                    reg_list(0, n),
                    outs.join(", ")
                ),
            )
        };
        let mut fun = Fun::new(
            f.id,
            Some(Cls::Named(s, bits)),
            "int L",
            "void",
            &name,
            &params,
            body,
        )
        .expect(mn);
        fun.head_text = Some(mn.to_string());
        out.push(fun);
    }
}

/// One `wgmma.mma_async` wrapper: a template over N (and the immediates), whose body picks
/// the asm statement of its N from the chain of `if constexpr` the header's macros spell.
fn wgmma_fun(f: &Form, regs: bool, vals: &[Val]) -> Fun {
    // The form at N = 64 (what the exerciser's call leaves in the PTX), and its types: the
    // last three words, D, A and B.
    let text = spell_vals(f, vals);
    let mut types = text.rsplit('.');
    let (b, a, d) = (
        types.next().unwrap_or(""),
        types.next().unwrap_or(""),
        types.next().unwrap_or(""),
    );
    // The macro's statement: the form with the preprocessor's N (`…m64n" #n "k16…`).
    let mut form_n = String::new();
    f.spell(vals, |p| match p {
        Piece::Text(t) => form_n.push_str(t),
        Piece::Num(_) => form_n.push_str("\" #n \""),
    });
    // The f16 and bf16 rows transpose A and B (their 0..=1 immediates).
    let transpose = f.operands.iter().any(|o| matches!(o, Operand::Imm(0, 1)));
    let f32acc = d == &Mod::F32.text()[1..];
    let name = format!("wgmma_{}_{d}_{a}_{b}", if regs { "rs" } else { "ss" });
    let mut tparams = vec!["int N", "int ScaleA = 1", "int ScaleB = 1"];
    if transpose {
        if !regs {
            tparams.push("int TransA = 0");
        }
        tparams.push("int TransB = 0");
    }
    let (dt, per) = if f32acc {
        ("float", 2)
    } else {
        ("unsigned int", 4)
    };
    tparams.push("int L");
    let params = format!(
        "{dt} (&d)[L], {}, wgmma_desc b, bool scale_d",
        if regs {
            "const unsigned int (&a)[4]"
        } else {
            "wgmma_desc a"
        }
    );
    let mut body = String::new();
    let what = format!("{name}: wgmma.mma_async .{a}.{b} into .{d}");
    let _ = writeln!(
        body,
        "static_assert(N >= 8 && N <= 256 && N % 8 == 0, \"{what}: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256\");"
    );
    let _ = writeln!(
        body,
        "static_assert(L == N / {per}, \"{what}: the accumulator of m64n<N> is N/{per} {dt} registers a thread\");"
    );
    let _ = writeln!(
        body,
        "static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), \"{what}: imm-scale-a and imm-scale-b are 1 or -1 (negate)\");"
    );
    let trans_a = if transpose && !regs { "TransA" } else { "0" };
    let trans_b = if transpose { "TransB" } else { "0" };
    if transpose {
        let _ = writeln!(
            body,
            "static_assert(({trans_a} == 0 || {trans_a} == 1) && ({trans_b} == 0 || {trans_b} == 1), \"{what}: imm-trans-a and imm-trans-b are 0 or 1\");"
        );
    }
    // Outputs first: the A operand (a descriptor, or four registers), B, scale-d, then the
    // accumulator (read and written: "+"); the immediates are "n" inputs after them.
    let (first, a_outs) = if regs {
        (6, "\"+r\"(a0), \"+r\"(a1), \"+r\"(a2), \"+r\"(a3), ")
    } else {
        (3, "\"+l\"(da), ")
    };
    if regs {
        body.push_str("unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];\n");
    } else {
        body.push_str("unsigned long long da = a.raw();\n");
    }
    body.push_str("unsigned long long db = b.raw();\nunsigned int sd = scale_d;\n");
    let a_text = if regs {
        "{%0, %1, %2, %3}".to_string()
    } else {
        "%0".to_string()
    };
    let (bi, si) = if regs { (4, 5) } else { (1, 2) };
    let imms = if transpose {
        if regs {
            "\" #i0 \", %\" #i1 \", %\" #i3 \""
        } else {
            "\" #i0 \", %\" #i1 \", %\" #i2 \", %\" #i3 \""
        }
    } else {
        "\" #i0 \", %\" #i1 \""
    };
    let acc_list = if f32acc { "F" } else { "R" };
    let mac = format!("TYPED_PTX_WG_{}", name.to_uppercase());
    // scale-d as a predicate.
    let setp = spell(FormId::Setp.form(), &[Mod::Ne, Mod::U32]);
    let _ = writeln!(
        body,
        "#define {mac}(n, l, i0, i1, i2, i3) asm volatile(\"{{\\n.reg .pred p;\\n{setp} p, %{si}, 0;\\n{form_n} {{\" TYPED_PTX_WG_D{first}_##l \"}}, {a_text}, %{bi}, p, %{imms};\\n}}\\n\" : {a_outs}\"+l\"(db), \"+r\"(sd), TYPED_PTX_WG_{acc_list}_##l(d) : \"n\"(ScaleA), \"n\"(ScaleB), \"n\"({trans_a}), \"n\"({trans_b}) : \"memory\");"
    );
    let _ = writeln!(
        body,
        "TYPED_PTX_WG_EACH_N_{}{first}({mac})",
        if f32acc { "F32_" } else { "F16_" }
    );
    let _ = writeln!(body, "#undef {mac}");
    Fun::new(
        f.id,
        None,
        &tparams.join(", "),
        "void",
        &name,
        &params,
        body,
    )
    .expect(text)
}

/// The accumulator lengths: f32 (N/2) and f16 pairs (N/4) for N = 8, 16, …, 256.
fn lengths() -> (Vec<usize>, Vec<usize>) {
    let ns: Vec<usize> = (1..=32).map(|i| 8 * i).collect();
    (
        ns.iter().map(|n| n / 2).collect(),
        ns.iter().map(|n| n / 4).collect(),
    )
}

/// The macros the `wgmma` wrappers expand: per accumulator length `L`, the register list
/// of the accumulator when it starts at operand 3 (A from a descriptor) or 6 (A in
/// registers), and its constraint list ("+f" for f32, "+r" for f16 pairs); and per kind
/// of wrapper, the chain of `if constexpr (N == …)` that picks the statement of its N,
/// passing the operand numbers of the immediates (after the outputs).
pub(super) fn wgmma_macros() -> String {
    let (f32s, f16s) = lengths();
    let mut out = String::from(
        "// ---- wgmma accumulators: operand lists by length (used by the wgmma_* wrappers) -----\n",
    );
    // Each list is the one two (or four) shorter and the new entries: the header stays small.
    for first in [3, 6] {
        for l in (2..=128).step_by(2) {
            let new: Vec<String> = (first + l - 2..first + l)
                .map(|i| format!("%{i}"))
                .collect();
            let _ = if l == 2 {
                writeln!(
                    out,
                    "#define TYPED_PTX_WG_D{first}_2 \"{}\"",
                    new.join(", ")
                )
            } else {
                writeln!(
                    out,
                    "#define TYPED_PTX_WG_D{first}_{l} TYPED_PTX_WG_D{first}_{} \", {}\"",
                    l - 2,
                    new.join(", ")
                )
            };
        }
    }
    for (letter, c, ls, step) in [("F", 'f', &f32s, 4), ("R", 'r', &f16s, 2)] {
        for &l in ls {
            let new: Vec<String> = (l - step..l).map(|i| format!("\"+{c}\"(d[{i}])")).collect();
            let _ = if l == step {
                writeln!(
                    out,
                    "#define TYPED_PTX_WG_{letter}_{l}(d) {}",
                    new.join(", ")
                )
            } else {
                writeln!(
                    out,
                    "#define TYPED_PTX_WG_{letter}_{l}(d) TYPED_PTX_WG_{letter}_{}(d), {}",
                    l - step,
                    new.join(", ")
                )
            };
        }
    }
    for (acc, per) in [("F32", 2), ("F16", 4)] {
        for first in [3, 6] {
            let _ = write!(out, "#define TYPED_PTX_WG_EACH_N_{acc}_{first}(X)");
            for i in 1..=32 {
                let n = 8 * i;
                let l = n / per;
                let imm = first + l;
                let _ = write!(
                    out,
                    " \\\n  {}if constexpr (N == {n}) {{ X({n}, {l}, {}, {}, {}, {}); }}",
                    if i == 1 { "" } else { "else " },
                    imm,
                    imm + 1,
                    imm + 2,
                    imm + 3
                );
            }
            out.push('\n');
        }
    }
    out.push('\n');
    out
}

/// The `wgmma` matrix descriptor type: made only from a `.shared::cta` address.
pub(super) const DESC_TYPES: &str = r#"// ---- wgmma matrix descriptors ----------------------------------------------------

/// The swizzle mode of a wgmma matrix descriptor (bits 62-63, sm_90 format).
enum class swizzle : unsigned { none = 0, b128 = 1, b64 = 2, b32 = 3 };

template <swizzle S, unsigned Lbo, unsigned Sbo, class T> struct wgmma_desc_maker;

/// A wgmma matrix descriptor (64-bit, "l") of a matrix in .shared::cta: made only by
/// make_wgmma_desc from a shared_addr32/shared_addr64, moved along the matrix by advance.
class wgmma_desc {
  detail::u64 raw_;
  TYPED_PTX_DEVICE constexpr explicit wgmma_desc(detail::u64 r) : raw_(r) {}
  template <swizzle S, unsigned Lbo, unsigned Sbo, class T> friend struct wgmma_desc_maker;
 public:
  /// The descriptor's bits.
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The same layout Bytes further on (the start-address field, in 16-byte units).
  template <unsigned Bytes> TYPED_PTX_DEVICE constexpr wgmma_desc advance() const {
    static_assert(Bytes % 16 == 0 && Bytes < (1u << 18), "advance: a descriptor moves by a multiple of 16 bytes below 256 KiB");
    return wgmma_desc(raw_ + (Bytes >> 4));
  }
};

template <swizzle S, unsigned Lbo, unsigned Sbo, class T> struct wgmma_desc_maker {
  static_assert(Lbo % 16 == 0 && Lbo < (1u << 18), "make_wgmma_desc: the leading byte offset is a multiple of 16 below 256 KiB (14 bits of 16-byte units)");
  static_assert(Sbo % 16 == 0 && Sbo < (1u << 18), "make_wgmma_desc: the stride byte offset is a multiple of 16 below 256 KiB (14 bits of 16-byte units)");
  static TYPED_PTX_DEVICE constexpr wgmma_desc make(detail::u32 a) {
    return wgmma_desc((detail::u64)(((a >> 4) & 0x3FFFu) | ((Lbo >> 4) << 16)) | ((detail::u64)(Sbo >> 4) << 32) | ((detail::u64)S << 62));
  }
};

/// The descriptor of the matrix at a .shared::cta address: start address, leading and
/// stride byte offsets (multiples of 16), swizzle mode.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE constexpr wgmma_desc make_wgmma_desc(shared_addr32<T> a) {
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(a.raw());
}
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE constexpr wgmma_desc make_wgmma_desc(shared_addr64<T> a) {
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make((detail::u32)a.raw());
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(global_ptr<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .global one (copy the matrix into shared memory first)");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T, class O> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(generic_ptr<T, O>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a generic one (convert it with cvta_generic_to_shared)");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(shared_cluster_addr32<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .shared::cluster one");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(shared_cluster_addr64<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .shared::cluster one");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}

"#;

/// `ldmatrix_*`/`stmatrix_*` on an address type that has none (every type but the
/// `.shared` ones): hidden-friend stubs that fail with the rule.
pub(super) fn matrix_refusals(c: Cls) -> Vec<(String, String)> {
    if c.space() == Space::SharedCta {
        return Vec::new();
    }
    let me = c.name();
    let what = match c {
        Cls::Generic => "a generic address (cvta_generic_to_shared first)".to_string(),
        Cls::Named(s, _) => format!("a {} address", s.ptx()),
    };
    let mut v = Vec::new();
    for op in ["ldmatrix", "stmatrix"] {
        for n in [1, 2, 4] {
            for trans in ["", "_trans"] {
                let name = format!("{op}_x{n}{trans}");
                v.push((
                    name.clone(),
                    format!(
                        "template <class V> friend TYPED_PTX_DEVICE void {name}({me}, V&) {{\n  static_assert(detail::always_false<V>::value, \"{name}: {op} addresses .shared::cta only, not {what}\");\n}}\n"
                    ),
                ));
            }
        }
    }
    v
}

/// The `#if` that guards an architecture-specific form (`sm_90a`: nvcc defines
/// `__CUDA_ARCH_FEAT_SM90_ALL` when it compiles for sm_90a) or a family-specific one
/// (`sm_100f`: `__CUDA_ARCH_FAMILY_SPECIFIC__` is 1000, for sm_100f and sm_100a).
pub(super) fn arch_guard(arch: Arch) -> Option<(String, String)> {
    match arch {
        Arch::Portable => None,
        Arch::Specific(sms) => Some((
            format!(
                "!defined(__CUDA_ARCH__) || {}",
                super::arch_feature_test(sms)
            ),
            arch.names(),
        )),
        Arch::Family(sms) => Some((
            format!(
                "!defined(__CUDA_ARCH__) || {}",
                super::family_feature_test(sms)
            ),
            arch.names(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::tests::exercise::exerciser;
    use crate::{cuda_header, cuda_header_forms, generate};
    use typed_ptx_isa::{FORMS, Family, Target};

    #[test]
    fn every_tensor_core_row_is_wrapped_and_exercised() {
        let covered = cuda_header_forms();
        let (src, mut expect) = exerciser(Target::SM_90A);
        let (src100, expect100) = exerciser(Target::SM_100A);
        let src = src + &src100;
        expect.extend(expect100);
        for f in FORMS.iter().filter(|f| {
            f.family == Family::TensorCore && !crate::CPP_SKIPPED.iter().any(|(id, _)| *id == f.id)
        }) {
            assert!(covered.contains(&f.id), "{:?} has no wrapper", f.id);
        }
        for fun in generate()
            .funs
            .iter()
            .filter(|f| f.form.form().family == Family::TensorCore)
        {
            assert!(
                src.contains(&format!("{}(", fun.name)) || src.contains(&format!("{}<", fun.name)),
                "the exerciser never calls {}",
                fun.name
            );
            assert!(expect.contains(&fun.expect), "{} expects nothing", fun.name);
        }
        let h = cuda_header();
        assert!(h.contains("#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM90_ALL)"));
        assert!(h.contains("needs an architecture-specific target, sm_90a"));
        // 24 wgmma.mma_async wrappers, each over every N through the chains.
        assert_eq!(h.matches("TYPED_PTX_WG_EACH_N_").count(), 4 + 24);
    }
}
