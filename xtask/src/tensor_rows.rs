//! What the `Shape::ByOperands` rows generate for the builder: the impls of the sealed
//! traits through which one generic method per family picks its row from its operand
//! types (`Mma` for `mma_sync`, `WgmmaOperands` for `wgmma_mma_async`), written to
//! `ptx-builder/src/generated/tensor.rs`. Everything an impl says comes from its row: the
//! fragments' lengths and register types from its `DFrag`/`Frag`/`AccFrag` operands, the
//! element types from its spelling (text or type slots), the shape from its spelling
//! (the `mma` shape's marker type is the shape part in capitals, `M16N8K16`; wgmma's N
//! from its `{n}` slot).

use std::fmt::Write;

use typed_ptx_isa::{FORMS, Form, Mod, Operand, Shape, Slot, Types, Val};

use crate::row_methods::rust_type;

/// The generated files: the builder's trait impls, and the tests' way from a row and its
/// slot values to its types.
pub fn files(generated: &str) -> Vec<(String, String)> {
    let mut s = format!("{generated}\n");
    s.push_str(&diagnostics());
    s.push_str(&mma_impls());
    s.push_str(&wgmma_impls());
    vec![
        ("ptx-builder/src/generated/tensor.rs".into(), s),
        (
            "tests/generated/tensor_cases.rs".into(),
            cases_file(generated),
        ),
    ]
}

/// The rows of the family picked through trait `trait_name`.
fn family(trait_name: &str) -> Vec<&'static Form> {
    FORMS
        .iter()
        .filter(|f| matches!(f.shape, Shape::ByOperands { by, .. } if by == trait_name))
        .collect()
}

/// The register type of an element type `part` (as spelled: `e4m3`) among the types of
/// a fragment operand: its only type, or the one whose name starts with the spelling
/// (`e4m3` is `e4m3x4`'s, `f16` is `f16x2`'s).
fn frag_type(f: &Form, types: Types, part: &str) -> Types {
    let bits: Vec<Types> = (0..32)
        .map(|b| Types(1 << b))
        .filter(|t| types.contains(*t))
        .collect();
    if let [one] = bits.as_slice() {
        return *one;
    }
    let found: Vec<Types> = bits
        .into_iter()
        .filter(|t| t.names().starts_with(part))
        .collect();
    match found.as_slice() {
        [one] => *one,
        _ => panic!(
            "{:?}: no one type of {} is spelled .{part}",
            f.id,
            types.names()
        ),
    }
}

/// The register type and length of a `DFrag`/`Frag` operand with element type `part`.
fn frag_of(f: &Form, op: &Operand, part: &str) -> (Types, u8) {
    match op {
        Operand::DFrag(t, n) | Operand::Frag(t, n) if *n > 0 => (frag_type(f, *t, part), *n),
        _ => panic!("{:?}: {op:?} is not a fragment of a fixed length", f.id),
    }
}

/// The fragment `[Reg<T>; n]` of a `DFrag`/`Frag` operand with element type `part`.
fn frag(f: &Form, op: &Operand, part: &str) -> String {
    let (t, n) = frag_of(f, op, part);
    format!("[Reg<{}>; {n}]", rust_type(t))
}

/// The register type `t` as a test names it (`typed_ptx::F16x2`; a primitive as is).
fn test_type(t: Types) -> String {
    match rust_type(t) {
        n if n.starts_with(|c: char| c.is_ascii_lowercase()) => n.to_string(),
        n => format!("typed_ptx::{n}"),
    }
}

/// The fragment of a `DFrag`/`Frag` operand as a test names it.
fn test_frag(f: &Form, op: &Operand, part: &str) -> String {
    let (t, n) = frag_of(f, op, part);
    format!("[typed_ptx::Reg<{}>; {n}]", test_type(t))
}

/// The value combinations of a row's slots, a number slot left at its smallest value.
fn combos(f: &Form) -> Vec<Vec<Val>> {
    let lo = f.slots.iter().find_map(|s| match s {
        Slot::Num { lo, .. } => Some(*lo),
        _ => None,
    });
    f.value_combos_at(lo.unwrap_or(0))
}

/// The dot-separated parts of a row's spelling with values `vals`.
fn parts(f: &Form, vals: &[Val]) -> Vec<String> {
    let text = f
        .spelled(vals)
        .unwrap_or_else(|e| panic!("{:?}: {e:?}", f.id));
    text.split('.').map(str::to_string).collect()
}

/// `Mod::X` of a spelled part (`f32` → `Mod::F32`).
fn mod_of(part: &str) -> String {
    let m = Mod::ALL
        .iter()
        .find(|m| m.text().strip_prefix('.') == Some(part))
        .unwrap_or_else(|| panic!("no modifier .{part}"));
    format!("Mod::{m:?}")
}

/// The values of a combination, as a `&[Val]` constant.
fn vals_expr(vals: &[Val]) -> String {
    let v: Vec<String> = vals
        .iter()
        .map(|v| match v.as_mod() {
            Some(m) => format!("Val::of(Mod::{m:?})"),
            None => format!("Val({})", v.0),
        })
        .collect();
    format!("&[{}]", v.join(", "))
}

/// `impl Mma<A, B, C> for SHAPE` per row and value combination: the rows spell
/// `mma.sync.aligned.<shape>.row.col.<d>.<a>.<b>.<c>` and take the fragments D, A, B, C.
fn mma_impls() -> String {
    let mut s = String::from(
        "// `Mma`: which `mma.sync` row a shape and its fragments pick, one impl per row and\n// value combination of its type slots.\n",
    );
    for f in family("Mma") {
        let [d, a, b, c] = f.operands else {
            panic!("{:?}: an mma row has the operands D, A, B, C", f.id)
        };
        for vals in combos(f) {
            let p = parts(f, &vals);
            let [_, _, _, shape, _, _, dt, at, bt, ct] = p.as_slice() else {
                panic!("{:?}: spelled {}", f.id, p.join("."))
            };
            let (a, b, c) = (frag(f, a, at), frag(f, b, bt), frag(f, c, ct));
            assert_eq!(
                frag(f, d, dt),
                c,
                "{:?}: D and C are fragments of one type",
                f.id
            );
            let _ = writeln!(
                s,
                "impl Mma<{a}, {b}, {c}> for {} {{\n    const FORM: FormId = FormId::{:?};\n    const AB: &'static [Val] = {};\n}}",
                shape.to_uppercase(),
                f.id,
                vals_expr(&vals)
            );
        }
    }
    s
}

/// One `wgmma.mma_async` operand combination: the two rows (A from a descriptor, from
/// registers) and what the impl says.
struct WgmmaCase {
    desc: &'static Form,
    regs: &'static Form,
    a: Types,
    b: Types,
    d: Types,
    k: String,
    dtype: String,
    transpose: bool,
    /// The slot values (N at its smallest).
    vals: Vec<Val>,
}

/// The `wgmma.mma_async` combinations: rows paired by spelling (A from a descriptor and
/// from registers), one case per value combination of their type slots; and the slot
/// of N.
fn wgmma_cases() -> (Vec<WgmmaCase>, Slot) {
    let rows = family("WgmmaOperands");
    let mut out = Vec::new();
    let mut n_slot = None;
    for desc in rows.iter().filter(|f| f.operands[1] == Operand::Desc) {
        let regs = rows
            .iter()
            .find(|r| r.spell.template == desc.spell.template && r.id != desc.id)
            .unwrap_or_else(|| panic!("{:?}: no row of A in registers", desc.id));
        let (Operand::AccFrag(acc, 0), Operand::Frag(a_types, 4)) =
            (desc.operands[0], regs.operands[1])
        else {
            panic!(
                "{:?}: a wgmma row pair takes AccFrag and Frag(_, 4)",
                desc.id
            )
        };
        let slot = *desc.slots.first().expect("an {n} slot");
        assert!(slot.is_num() && n_slot.is_none_or(|s| s == slot));
        n_slot = Some(slot);
        for vals in combos(desc) {
            let p = parts(desc, &vals);
            let [.., shape, dt, at, bt] = p.as_slice() else {
                panic!("{:?}: spelled {}", desc.id, p.join("."))
            };
            let (_, k) = shape.split_once('k').expect("m64nNkK");
            out.push(WgmmaCase {
                desc,
                regs,
                a: frag_type(desc, a_types, at),
                b: frag_type(desc, a_types, bt),
                d: frag_type(desc, acc, dt),
                k: k.to_string(),
                dtype: mod_of(dt),
                transpose: desc.operands.contains(&Operand::Imm(0, 1)),
                vals,
            });
        }
    }
    (out, n_slot.expect("wgmma rows"))
}

/// `WgmmaShape` for every N of the rows' `{n}` slot, and `impl WgmmaOperands<A, B, D>` per
/// N and combination; the accumulator holds N/2 elements, one or two a register.
fn wgmma_impls() -> String {
    let (cases, n_slot) = wgmma_cases();
    let mut s = String::from(
        "\n// `WgmmaShape` for every N of the `wgmma.mma_async` rows' `{n}` slot, and\n// `WgmmaOperands`: which rows (A from a descriptor, from registers) N, the element types\n// of A and B and the accumulator pick.\nmacro_rules! wgmma_rows {\n    ($($n:literal),*) => {$(\n        impl WgmmaShape for M64N<$n> {\n            const N: u32 = $n;\n            type F32Acc = [Reg<f32>; $n / 2];\n            type F16Acc = [Reg<F16x2>; $n / 4];\n        }\n",
    );
    for c in &cases {
        let per_reg = if c.d.names().ends_with("x2") { 4 } else { 2 };
        let _ = writeln!(
            s,
            "        impl WgmmaOperands<{}, {}, [Reg<{}>; $n / {per_reg}]> for M64N<$n> {{\n            const FORMS: [FormId; 2] = [FormId::{:?}, FormId::{:?}];\n            const K: u32 = {};\n            const DTYPE: Mod = {};\n            const TRANSPOSE: bool = {};\n        }}",
            rust_type(c.a),
            rust_type(c.b),
            rust_type(c.d),
            c.desc.id,
            c.regs.id,
            c.k,
            c.dtype,
            c.transpose
        );
    }
    s.push_str("    )*};\n}\n");
    let ns: Vec<String> = n_slot.values().iter().map(|v| v.0.to_string()).collect();
    let _ = writeln!(s, "wgmma_rows!({});", ns.join(", "));
    s
}

/// The tests' dispatch from a `Shape::ByOperands` row and slot values to the types that
/// pick it: `with_mma!` and `with_wgmma!`, macros whose body sees the types as aliases.
fn cases_file(generated: &str) -> String {
    let mut s = format!(
        "{generated}//\n// The `Shape::ByOperands` rows, from their slot values to the operand types that pick\n// them: the gating matrix's cases and the random programs' steps of `mma.sync` and\n// `wgmma.mma_async` include it as the module `tensor_cases` of the test crate's root.\n\n"
    );
    s.push_str(
        "/// `Some($body)` with `$s` the shape (a value) and `$a`, `$b`, `$c` the fragment types\n/// of `mma.sync` row `$id` at slot values `$vals`; `None` for another row or values.\n#[allow(unused_macros)]\nmacro_rules! with_mma {\n    ($id:expr, $vals:expr; $s:ident, $a:ident, $b:ident, $c:ident => $body:expr) => {{\n        let vals: &[typed_ptx::isa::Val] = $vals;\n        match $id {\n",
    );
    for f in family("Mma") {
        let [_, a, b, c] = f.operands else {
            unreachable!("checked by mma_impls")
        };
        for vals in combos(f) {
            let p = parts(f, &vals);
            let [_, _, _, shape, _, _, _, at, bt, ct] = p.as_slice() else {
                unreachable!("checked by mma_impls")
            };
            let _ = writeln!(
                s,
                "            typed_ptx::isa::FormId::{:?} if {} => {{\n                type $a = {};\n                type $b = {};\n                type $c = {};\n                let $s = typed_ptx::{};\n                Some($body)\n            }}",
                f.id,
                vals_test("vals", &vals),
                test_frag(f, a, at),
                test_frag(f, b, bt),
                test_frag(f, c, ct),
                shape.to_uppercase()
            );
        }
    }
    s.push_str("            _ => None,\n        }\n    }};\n}\n");
    s.push_str(&wgmma_cases_macro());
    s
}

/// The test that `var` (a `&[Val]`) holds `vals`.
fn vals_test(var: &str, vals: &[Val]) -> String {
    if vals.is_empty() {
        format!("{var}.is_empty()")
    } else {
        format!("{var} == {}", vals_pattern(vals))
    }
}

/// An array of values to compare with.
fn vals_pattern(vals: &[Val]) -> String {
    let v: Vec<String> = vals
        .iter()
        .map(|v| match v.as_mod() {
            Some(m) => format!("typed_ptx::isa::Val::of(typed_ptx::isa::Mod::{m:?})"),
            None => format!("typed_ptx::isa::Val({})", v.0),
        })
        .collect();
    format!("[{}]", v.join(", "))
}

/// `with_wgmma!`: the element types (as their `WgmmaKind`s) and the accumulator (as
/// `WgmmaAcc<F16x2>` or `<f32>`) that pick a `wgmma.mma_async` row at its slot values after N.
fn wgmma_cases_macro() -> String {
    let (cases, _) = wgmma_cases();
    let mut s = String::from(
        "\n/// The accumulator of a `wgmma.mma_async` of shape `S` whose registers are `T`: f32\n/// (N/2 registers) or f16 pairs (N/4).\npub trait WgmmaAcc<S: typed_ptx::WgmmaShape> {\n    /// The fragment.\n    type D: typed_ptx::Fragment;\n}\n/// The accumulator of registers `T`, for [`WgmmaAcc`].\npub struct Acc<T>(core::marker::PhantomData<T>);\nimpl<S: typed_ptx::WgmmaShape> WgmmaAcc<S> for Acc<f32> {\n    type D = S::F32Acc;\n}\nimpl<S: typed_ptx::WgmmaShape> WgmmaAcc<S> for Acc<typed_ptx::F16x2> {\n    type D = S::F16Acc;\n}\n\n/// `Some($body)` with `$a`, `$b` the element types (`WgmmaKind`s) and `$d` the\n/// accumulator (`Acc<T>`) of `wgmma.mma_async` row `$id` at slot values `$vals` (N first,\n/// any N); `None` for another row or values.\n#[allow(unused_macros)]\nmacro_rules! with_wgmma {\n    ($id:expr, $vals:expr; $a:ident, $b:ident, $d:ident => $body:expr) => {{\n        let vals: &[typed_ptx::isa::Val] = $vals;\n        let rest = vals.get(1..).unwrap_or_default();\n        match $id {\n",
    );
    for c in &cases {
        let ty = test_type;
        let rest = &c.vals[1..];
        let _ = writeln!(
            s,
            "            typed_ptx::isa::FormId::{:?} | typed_ptx::isa::FormId::{:?} if {} => {{\n                type $a = {};\n                type $b = {};\n                type $d = crate::tensor_cases::Acc<{}>;\n                Some($body)\n            }}",
            c.desc.id,
            c.regs.id,
            vals_test("rest", rest),
            ty(c.a),
            ty(c.b),
            ty(c.d)
        );
    }
    s.push_str("            _ => None,\n        }\n    }};\n}\n");
    s
}

/// A macro that puts `#[diagnostic::on_unimplemented]` with `message`, `label` and
/// `notes` on the item it is given (the trait, written by hand).
fn diagnostic_macro(name: &str, message: &str, label: &str, notes: &[String]) -> String {
    let mut s = format!(
        "#[allow(unused_macros)]\nmacro_rules! {name} {{\n    ($item:item) => {{\n        #[diagnostic::on_unimplemented(\n            message = {message:?},\n            label = {label:?},\n"
    );
    for n in notes {
        let _ = writeln!(s, "            note = {n:?},");
    }
    s.push_str("        )]\n        $item\n    };\n}\n");
    s
}

/// An `mma` note's A and B of one or more rows (`A [Reg<F16x2>; 4], B [Reg<F16x2>; 2]`)
/// and the C each row takes.
type AbAndCs = (String, Vec<String>);

/// A register type set as a note names it: `S8x4 or U8x4`.
fn type_names(t: Types) -> String {
    let names: Vec<&str> = (0..32)
        .map(|b| Types(1 << b))
        .filter(|b| t.contains(*b))
        .map(rust_type)
        .collect();
    names.join(" or ")
}

/// The diagnostics of `Mma`, `WgmmaShape` and `WgmmaOperands`, their notes from the rows:
/// per `mma` shape the fragments of each row (rows of the same A and B merged), per
/// `wgmma` element-type pair the accumulators (pairs of the same accumulators merged),
/// and the N of the `{n}` slot.
fn diagnostics() -> String {
    let mut shapes: Vec<(String, Vec<AbAndCs>)> = Vec::new();
    for f in family("Mma") {
        let frag = |op: &Operand| match op {
            Operand::DFrag(t, n) | Operand::Frag(t, n) => format!("[Reg<{}>; {n}]", type_names(*t)),
            _ => panic!("{:?}: an mma row's operands are fragments", f.id),
        };
        let shape = f
            .spell
            .template
            .split('.')
            .nth(3)
            .unwrap_or_default()
            .to_uppercase();
        let (ab, c) = (
            format!("A {}, B {}", frag(&f.operands[1]), frag(&f.operands[2])),
            frag(&f.operands[3]),
        );
        if shapes.last().is_none_or(|(s, _)| *s != shape) {
            shapes.push((shape, Vec::new()));
        }
        let rows = &mut shapes.last_mut().expect("pushed").1;
        match rows.last_mut() {
            Some((last, cs)) if *last == ab => cs.push(c),
            _ => rows.push((ab, vec![c])),
        }
    }
    let mma_notes: Vec<String> = shapes
        .iter()
        .map(|(shape, rows)| {
            let rows: Vec<String> = rows
                .iter()
                .map(|(ab, cs)| format!("{ab}, C {}", cs.join(" or ")))
                .collect();
            format!("{shape}: {}", rows.join("; or "))
        })
        .collect();
    let (cases, n_slot) = wgmma_cases();
    let Slot::Num { lo, hi, step } = n_slot else {
        unreachable!("a number slot")
    };
    let mut pairs: Vec<(Vec<String>, String)> = Vec::new();
    for desc in cases
        .iter()
        .map(|c| c.desc)
        .fold(Vec::new(), |mut v: Vec<&Form>, d| {
            if !v.iter().any(|x| x.id == d.id) {
                v.push(d);
            }
            v
        })
    {
        let mine: Vec<&WgmmaCase> = cases.iter().filter(|c| c.desc.id == desc.id).collect();
        let spelled = |i: usize| {
            let mut v: Vec<String> = Vec::new();
            for c in &mine {
                let p = parts(desc, &c.vals);
                let x = p[p.len() - 3 + i].clone();
                if !v.contains(&x) {
                    v.push(x);
                }
            }
            v.join("/")
        };
        let name = format!("{} x {}", spelled(1), spelled(2));
        let mut accs: Vec<String> = Vec::new();
        for c in &mine {
            let per = if c.d.names().ends_with("x2") { 4 } else { 2 };
            let acc = format!("[Reg<{}>; N/{per}]", rust_type(c.d));
            if !accs.contains(&acc) {
                accs.push(acc);
            }
        }
        let accs = accs.join(" or ");
        match pairs.last_mut() {
            Some((names, a)) if *a == accs => names.push(name),
            _ => pairs.push((vec![name], accs)),
        }
    }
    let pairs: Vec<String> = pairs
        .iter()
        .map(|(names, accs)| format!("{}: {accs}", names.join(" and ")))
        .collect();
    let mut s = String::from(
        "// The diagnostics of the traits that pick the rows, their notes from the rows.\n",
    );
    s.push_str(&diagnostic_macro(
        "mma_diagnostic",
        "`mma.sync` {Self} does not take the fragments A = `{A}`, B = `{B}`, C = `{C}`",
        "the fragment lengths and element types follow from the shape",
        &mma_notes,
    ));
    s.push_str(&diagnostic_macro(
        "wgmma_shape_diagnostic",
        "`wgmma.mma_async` has no shape `{Self}`",
        "not a wgmma shape",
        &[format!(
            "N is a multiple of {step} from {lo} to {hi} (m64n{lo} … m64n{hi})"
        )],
    ));
    s.push_str(&diagnostic_macro(
        "wgmma_operands_diagnostic",
        "`wgmma.mma_async` {Self} does not take A of `{A}`, B of `{B}` with the accumulator `{D}`",
        "the accumulator's length and type follow from N and the element types",
        &[
            pairs.join("; "),
            "A and B have the same element type, except that the two FP8 kinds mix".into(),
            format!(
                "the shapes are M64N::<{lo}>, M64N::<{}>, … M64N::<{hi}>: N is a multiple of {step} from {lo} to {hi}",
                lo + step
            ),
        ],
    ));
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    /// The `.rs` files under `dir`, recursively (generated folders left out).
    fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() && !p.ends_with("generated") {
                sources(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }

    /// A `Shape::ByOperands` row needs no code of its own: no source outside the table
    /// and the generated files names one (`FormId::MmaM16n8k16F32F16`, `F::WgmmaF16`), so
    /// `cargo xtask hooks` rightly counts them as generated. A consumer that needs an arm
    /// for such a row makes it a hand-written row again: give it `Shape::Custom`.
    #[test]
    fn no_consumer_names_a_by_operands_row() {
        let root = crate::codegen::root();
        let mut files = Vec::new();
        for dir in [
            "ptx-builder/src",
            "ptx-macros/src",
            "ptx-cpp/src",
            "ptx-runtime/src",
            "src",
            "tests",
            "examples",
            "benches",
            "xtask/src",
        ] {
            sources(&root.join(dir), &mut files);
        }
        let names: Vec<&str> = FORMS
            .iter()
            .filter(|f| matches!(f.shape, Shape::ByOperands { .. }))
            .map(|f| f.id.name())
            .collect();
        assert!(!names.is_empty());
        let mut found = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for name in &names {
                    let named = line.match_indices(name).any(|(i, _)| {
                        let before = &line[..i];
                        let after = line[i + name.len()..].chars().next();
                        before.ends_with("::")
                            && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                    });
                    if named {
                        found.push(format!("{}:{}: {name}", file.display(), n + 1));
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "per-row code of Shape::ByOperands rows:\n{}",
            found.join("\n")
        );
    }
}
