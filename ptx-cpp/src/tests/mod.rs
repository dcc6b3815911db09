//! The generator's tests (test-only code: nothing here is in the crate's API): the unit
//! tests of the header, [`exercise`] (a translation unit that calls every wrapper) and
//! [`nvcc`] (the header, its exerciser and `tests/cuda_fail/` through `nvcc` and `ptxas`).

pub(crate) mod exercise;
mod nvcc;

use super::*;
use exercise::exerciser;
use typed_ptx_isa::Target;

#[test]
fn every_row_is_wrapped_or_skipped_with_a_reason() {
    let covered = cuda_header_forms();
    for f in FORMS {
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

/// A row with a `{.space}` slot is wrapped space by space: every value of the slot has a
/// wrapper or is listed in `CPP_SKIPPED_SPACES` with a reason, and every entry of that
/// list names a value of its row's slot that has none.
#[test]
fn every_space_of_a_row_is_wrapped_or_skipped_with_a_reason() {
    let g = generate();
    for f in FORMS {
        let Some((_, values)) = f.space_slot() else {
            continue;
        };
        if CPP_SKIPPED.iter().any(|(id, _)| *id == f.id) {
            continue;
        }
        for &m in values {
            let skipped = CPP_SKIPPED_SPACES
                .iter()
                .any(|(id, v, _)| *id == f.id && *v == m);
            let wrapped = g.covered_spaces.contains(&(f.id, Val::from(m)));
            assert!(
                wrapped != skipped,
                "{:?} {}: wrapped {wrapped} skipped {skipped}",
                f.id,
                m.text()
            );
        }
    }
    for (id, m, _) in CPP_SKIPPED_SPACES {
        let values = id.form().space_slot().map_or(&[][..], |(_, v)| v);
        assert!(
            values.contains(m),
            "{id:?} has no {{.space}} value {}",
            m.text()
        );
    }
}

#[test]
fn the_exerciser_calls_every_wrapper() {
    // sm_90a's exerciser calls every wrapper but the sm_100a-only ones, which sm_100a's calls.
    let src = exerciser(Target::SM_90A).0 + &exerciser(Target::SM_100A).0;
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
    // Zero cost: conversions and address arithmetic are never opaque volatile asm.
    for pure in ["cvta", "cvt.u32.u64", "cvt.u64.u32", "mapa", "isspacep"] {
        assert!(
            !h.contains(&format!("asm volatile(\"{pure}")),
            "{pure} is volatile asm"
        );
    }
    assert!(h.contains("__cvta_generic_to_shared("));
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

#[test]
fn generic_writes_check_what_the_origin_allows() {
    // The rule of tests/cuda_fail/*from_ptr*, *local*: checked here without nvcc too.
    let h = cuda_header();
    assert!(h.contains("generic_ptr<const T, from_unknown> from_ptr(T* p)"));
    assert!(h.contains("generic_ptr<T, from_unknown> from_ptr_unchecked(T* p)"));
    let generic = generate().funs;
    let generic: Vec<&Fun> = generic
        .iter()
        .filter(|f| f.host == Some(Cls::Generic))
        .collect();
    let mut atomics = 0;
    for f in generic {
        let atomic = f.name.starts_with("atom_") || f.name.starts_with("red_");
        if f.name == "st" || atomic {
            assert!(f.body.contains("detail::is_const<T>"), "{}", f.name);
            let need = if atomic { ">= 2" } else { ">= 1" };
            assert!(
                f.body
                    .contains(&format!("detail::origin_access<Origin>::value {need}")),
                "{}: no origin check",
                f.name
            );
            atomics += usize::from(atomic);
        }
    }
    assert!(atomics >= 10, "only {atomics} generic atomics");
}

#[test]
fn namespace_scope_functions_are_templates() {
    // A non-template would beat a cuda::ptx template of the same signature silently.
    let h = cuda_header();
    let lines: Vec<&str> = h.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("TYPED_PTX_DEVICE ") && l.contains('(') {
            let prev = lines[..i]
                .iter()
                .rev()
                .find(|p| !p.starts_with("///"))
                .unwrap_or(&"");
            assert!(
                prev.starts_with("template <") || l.contains(" u64 cvta_"),
                "not a template at namespace scope: {l}"
            );
        }
    }
}

#[test]
fn the_files_declare_what_the_one_text_declares() {
    // What a text declares: everything inside `namespace typed_ptx`.
    fn inside(text: &str) -> &str {
        let start = text
            .find("namespace typed_ptx {\n\n")
            .expect("opens the namespace");
        let end = text
            .rfind("}  // namespace typed_ptx\n")
            .expect("closes the namespace");
        &text[start + "namespace typed_ptx {\n\n".len()..end]
    }
    let files = cuda_header_files();
    assert_eq!(files[0].path, "typed_ptx.cuh");
    assert!(files[0].text.contains(HEADER_DOC));
    let included: Vec<&str> = files[0]
        .text
        .lines()
        .filter_map(|l| l.strip_prefix("#include \"")?.strip_suffix('"'))
        .collect();
    let pieces: Vec<&str> = files[1..].iter().map(|f| f.path.as_str()).collect();
    assert_eq!(
        included, pieces,
        "typed_ptx.cuh includes every piece, in order"
    );
    assert_eq!(files[1].path, "typed_ptx/core.cuh");
    for f in &files[2..] {
        assert!(f.family.is_some(), "{}", f.path);
        assert!(f.text.contains("\n#include \"core.cuh\"\n"), "{}", f.path);
    }
    let joined: String = files[1..].iter().map(|f| inside(&f.text)).collect();
    assert!(
        joined == inside(&cuda_header()),
        "the pieces, in include order, are not cuda_header()'s declarations"
    );
    for f in &files {
        assert!(f.text.starts_with("// @generated"), "{}", f.path);
        assert!(f.text.is_ascii(), "{}", f.path);
    }
}

#[test]
fn hand_names_are_needed_and_used() {
    // A hand name stays only where the row's own name is not the header's.
    let funs = generate().funs;
    for (id, name) in CPP_NAMES {
        assert_ne!(row_name(*id), *name, "{id:?}: its row names it already");
        assert!(
            funs.iter().any(|f| f.form == *id && f.name == *name),
            "{id:?}: no wrapper is named {name}"
        );
    }
    assert_eq!(
        row_name(FormId::MbarrierTestWaitParityGeneric),
        "mbarrier_test_wait_parity"
    );
    assert_eq!(row_name(FormId::StAsyncV2), "st_async_v2");
    assert_eq!(access_name(FormId::LdGlobalNc.form()), "ld_nc");
    assert_eq!(access_name(FormId::CpAsyncCg.form()), "cp_async_cg");
}

/// `tma_reduce`'s `static_assert` takes, for each operation, exactly the C++ element types
/// whose PTX types the row's rules of the map's element take (review finding: the assert
/// was a hand copy of the rules that accepted any 4- or 8-byte non-float type for the
/// bitwise operations, `long` included).
#[test]
fn tma_reduce_asserts_the_rows_element_rules() {
    let f = FormId::CpReduceAsyncBulkTensor.form();
    let h = cuda_header();
    let line = h
        .lines()
        .find(|l| l.starts_with("static_assert(") && l.contains("\"tma_reduce: PTX reduces"))
        .expect("tma_reduce's static_assert");
    let op_slot = f
        .spell
        .names
        .iter()
        .position(|n| *n == ".op")
        .expect("{.op}");
    for op in BULK_OPS {
        let head = format!("(Op == bulk_op::{} && (", bulk_op(op));
        let clause = line
            .split(&head)
            .nth(1)
            .and_then(|rest| rest.split("))").next())
            .unwrap_or("");
        let mut vals = f.first_values();
        vals[op_slot] = Val::from(op);
        for t in [Mod::U32, Mod::S32, Mod::U64, Mod::S64, Mod::F32, Mod::F64] {
            for c in red_cpp_types(t) {
                let listed = clause
                    .split(" || ")
                    .any(|s| s == format!("detail::is_same<U, {c}>::value"));
                assert_eq!(listed, f.elem_ok(&vals, t), "{op:?} on {c}: {line}");
            }
        }
    }
    assert!(!line.contains("sizeof(U)"), "{line}");
}

/// Review finding (issue 18): a hinted wrapper is gated as its row gates its hints'
/// values, so an older `__CUDA_ARCH__` gets the stub that names the `sm` (`.L2::256B`:
/// sm_80; `.L2::64B`/`.L2::128B`: sm_75), not an instruction ptxas refuses.
#[test]
fn hinted_wrappers_are_gated_as_their_hints() {
    let g = crate::generate();
    let mut seen = 0;
    for fun in &g.funs {
        let need = if fun.name.contains("L2_256B") {
            80
        } else if fun.name.contains("L2_64B") || fun.name.contains("L2_128B") {
            75
        } else {
            continue;
        };
        seen += 1;
        assert!(
            fun.min_sm() >= need,
            "{} is gated at sm_{}, its hint needs sm_{need}",
            fun.name,
            fun.min_sm()
        );
    }
    assert!(seen > 20, "{seen} hinted wrappers of a prefetch size");
}
