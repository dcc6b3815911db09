//! Regression tests for the holes an outside review found in the guarantee (issue 7):
//! each program here compiled and emitted PTX that used an address in the wrong space,
//! that ptxas rejected, or that was wrong at run time. Each must now be an emit error
//! naming the problem and the call site; nothing panics. What must not compile is in
//! the trybuild suite (`tests/ui/`), with legal twins in `tests/ui_pass/`.
//!
//! `docs/soundness.md` lists every rule with the test that proves it.

use typed_ptx::sreg::TID_X;
use typed_ptx::*;

mod common;

fn errors(m: &Module) -> Vec<Error> {
    match m.emit() {
        Ok(ptx) => panic!("expected errors, got PTX:\n{ptx}"),
        Err(e) => e.0,
    }
}

/// The errors' text, one per line, for `contains` checks.
fn error_text(m: &Module) -> String {
    errors(m)
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[track_caller]
fn emit_ok(m: &Module) -> String {
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("soundness", &ptx);
    ptx
}

#[track_caller]
fn here() -> u32 {
    std::panic::Location::caller().line()
}

// ---- 1. module-scope variables have a module identity -------------------------------------

#[test]
fn a_global_of_another_module_is_refused_not_renamed() {
    let mut a = Module::new(Target::SM_80);
    let mut b = Module::new(Target::SM_80);
    let g = a.global::<u32>("g", 1);
    let _s = b.shared::<u32>("s", 1, Align(4));
    let line = here() + 2;
    b.entry("k", |k| {
        let p = k.addr_of(g);
        k.st(p, 7u32);
    });
    let errs = errors(&b);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(matches!(errs[0], Error::ForeignModule { .. }), "{text}");
    assert!(text.contains("another module"), "{text}");
    assert!(
        text.starts_with(&format!("tests/soundness.rs:{line}:")),
        "{text}"
    );
    // The module that declared it still emits.
    a.entry("k", |k| {
        let p = k.addr_of(g);
        k.st(p, 7u32);
    });
    emit_ok(&a);
}

#[test]
fn every_use_of_a_foreign_variable_is_refused() {
    let mut a = Module::new(Target::SM_80);
    let c = a.const_::<u32>("c", 4);
    let sh = a.shared::<u32>("sh", 4, Align(4));
    let many: Vec<_> = (0..20)
        .map(|i| a.global::<u32>(&format!("g{i}"), 1))
        .collect();
    let far = *many.last().unwrap();
    let mut b = Module::new(Target::SM_80);
    let _s = b.shared::<u32>("s", 1, Align(4));
    b.entry("k", |k| {
        let v = k.ld(c); // ld.const through b's table
        k.st(sh, v); // st.shared
        let q = k.cvta_var(sh, 0);
        let sp = k.cvta_to_shared(q);
        let w = k.to_u32(sp);
        k.st(w, 1u32);
        k.st(far, 1u32); // an index past b's symbol table: panicked in emit.rs
        let _ = k.cvta_var(far, 1);
    });
    let text = error_text(&b);
    assert_eq!(text.lines().count(), 5, "{text}");
    assert!(text.lines().all(|l| l.contains("another module")), "{text}");
    // The name is not looked up in the wrong table.
    assert_eq!(b.name_of(far), None);
    assert_eq!(a.name_of(far), Some("g19"));
}

#[test]
fn a_kernel_local_variable_of_another_module_is_an_error_not_a_panic() {
    let mut a = Module::new(Target::SM_80);
    let mut leaked = None;
    for i in 0..5 {
        a.entry(&format!("k{i}"), |k| {
            leaked = Some(k.shared::<u32>("x", 4, Align(4)));
        });
    }
    let x = leaked.unwrap();
    let mut b = Module::new(Target::SM_80);
    b.entry("k", |k| k.st(x, 1u32));
    let text = error_text(&b);
    assert!(text.contains("another module"), "{text}");
}

// ---- 4. .param::entry addresses inside device functions -----------------------------------

#[test]
fn a_kernel_parameter_address_in_a_device_function_is_refused() {
    let mut m = Module::new(Target::SM_90);
    let line = here() + 3;
    m.func("f", |k, (g,): (Ptr<Generic, u32>,)| {
        k.if_space::<Param<Entry>, _, u32>(g, |k, p| {
            let v = k.ld(p); // would be ld.param [%rd]: .param::func inside a .func
            let o = k.mov(v);
            let _ = o;
        });
    });
    let text = error_text(&m);
    assert!(text.contains(".param::entry"), "{text}");
    assert!(text.contains("device function"), "{text}");
    assert!(
        text.contains(&format!("tests/soundness.rs:{line}:")),
        "{text}"
    );
}

#[test]
fn a_kernel_parameter_address_in_a_kernel_is_fine() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let n = k.param_var::<u32>("n");
        let g = k.cvta_var(n, 0).erase();
        k.if_space::<Param<Entry>, _, u32>(g, |k, p| {
            let v = k.ld(p);
            k.st(out, v);
        });
    });
    emit_ok(&m);
}

// ---- 6. values ptxas rejects ----------------------------------------------------------------

#[test]
fn shared_memory_of_called_functions_counts_toward_the_kernel() {
    let mut m = Module::new(Target::SM_80);
    let f = m.func("f", |k, (): ()| {
        let s = k.shared::<u32>("buf", 8 * 1024, Align(4)); // 32 KiB
        k.st(s, 1u32);
    });
    m.entry("k", |k| {
        let s = k.shared::<u32>("mine", 6 * 1024, Align(4)); // 24 KiB
        k.st(s, 1u32);
        k.call(f, ());
    });
    let text = error_text(&m);
    assert!(text.contains("static .shared memory"), "{text}");
    assert!(text.contains("57344 bytes"), "{text}");
}

#[test]
fn zero_length_arrays_and_huge_alignments_are_refused() {
    let mut m = Module::new(Target::SM_80);
    m.global::<u32>("z", 0);
    m.shared::<u32>("a", 4, Align(1 << 40));
    m.entry("k", |k| {
        k.shared::<u32>("s", 0, Align(4));
        k.local::<u32>("l", 4, Align(1 << 33));
    });
    let text = error_text(&m);
    assert_eq!(text.lines().count(), 4, "{text}");
    assert_eq!(text.matches("zero elements").count(), 2, "{text}");
    assert_eq!(text.matches("alignment").count(), 2, "{text}");
}

// ---- 7. wrong code unrelated to spaces --------------------------------------------------------

#[test]
fn an_early_ret_in_a_function_with_a_value_still_returns_the_value() {
    let mut m = Module::new(Target::SM_80);
    let f = m.func("f", |k, (x,): (Reg<u32>,)| {
        let r = k.mov(5u32);
        let big = k.setp(Cmp::Gt, x, 10u32);
        k.if_then(big, |k| k.ret());
        k.assign(r, 7u32);
        r
    });
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let x = k.tid_x();
        let v = k.call(f, (x,));
        k.st(out, v);
    });
    let ptx = emit_ok(&m);
    // The early return stores the value first: every `ret` of `f` follows a `st.param`.
    let body = &ptx[ptx.find(".func").unwrap()..ptx.find(".entry").unwrap()];
    let lines: Vec<&str> = body.lines().map(str::trim).collect();
    for (i, l) in lines.iter().enumerate() {
        if l.trim_start_matches(|c| c != ' ' && c != 'r')
            .ends_with("ret;")
            || *l == "ret;"
        {
            let before = lines[..i]
                .iter()
                .rev()
                .find(|l| !l.is_empty() && !l.ends_with(':'))
                .unwrap();
            assert!(
                before.starts_with("st.param") || before.starts_with("bra"),
                "ret without the value:\n{body}"
            );
        }
    }
}

#[test]
fn an_early_ret_before_the_value_is_set_is_refused() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (x,): (Reg<u32>,)| {
        let big = k.setp(Cmp::Gt, x, 10u32);
        k.if_then(big, |k| k.ret());
        k.add(x, 1u32)
    });
    let text = error_text(&m);
    assert!(text.contains("not assigned on every path"), "{text}");
}

#[test]
fn cta_and_cluster_shapes_over_the_hardware_limits_are_refused() {
    let mut m = Module::new(Target::SM_90);
    m.entry("a", |k| k.reqntid(64, 32, 1));
    m.entry("b", |k| k.maxntid(1024, 2, 1));
    m.entry("c", |k| k.reqnctapercluster(16, 16, 16));
    let text = error_text(&m);
    assert_eq!(text.lines().count(), 3, "{text}");
    assert_eq!(text.matches("1024 threads").count(), 2, "{text}");
    assert!(text.contains("16 CTAs"), "{text}");
    let mut ok = Module::new(Target::SM_90);
    ok.entry("a", |k| k.reqntid(32, 32, 1));
    ok.entry("c", |k| k.reqnctapercluster(4, 2, 2));
    emit_ok(&ok);
}

#[test]
fn vector_accesses_must_keep_the_declared_alignment() {
    let mut m = Module::new(Target::SM_80);
    let g = m.global_aligned::<f32>("g", 64, Align(16));
    let s = m.global::<f32>("s", 64); // 4-byte aligned
    m.entry("k", |k| {
        let _ = k.ld_v4(g.at(2)); // byte 8 of a 16-byte aligned array
        let _ = k.ld_v2(s); // 8 bytes from a 4-byte aligned array
        let p = k.addr_of(g);
        let _ = k.ld_v4(p.at(1)); // 16-byte access at an offset of 4
    });
    let text = error_text(&m);
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.lines().all(|l| l.contains("aligned")), "{text}");
    let mut ok = Module::new(Target::SM_80);
    let g = ok.global_aligned::<f32>("g", 64, Align(16));
    ok.entry("k", |k| {
        let _ = k.ld_v4(g.at(4));
        let p = k.addr_of(g);
        let _ = k.ld_v2(p.at(2));
    });
    emit_ok(&ok);
}

#[test]
fn an_access_past_a_declared_variable_is_refused() {
    let mut m = Module::new(Target::SM_80);
    let out = m.global::<u64>("out", 1);
    m.entry("k", |k| {
        let b = k.param_var::<u8>("b");
        let v = k.ld(b.cast::<u64>()); // 8 bytes from a 1-byte parameter
        k.st(out, v);
        let a = k.shared::<u32>("a", 4, Align(4));
        k.st(a.at(4), 1u32); // one past the end
    });
    let text = error_text(&m);
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.lines().all(|l| l.contains("past the end")), "{text}");
}

#[test]
fn a_local_address_returned_from_its_function_is_refused() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (): ()| {
        let l = k.local::<u32>("tmp", 4, Align(4));
        k.st(l, 1u32);
        k.cvta_var(l, 0).bits()
    });
    let text = error_text(&m);
    assert!(text.contains(".local"), "{text}");
    assert!(text.contains("returned"), "{text}");
}

// ---- 3. checked regions: definite assignment and label scopes ---------------------------------

#[test]
fn a_checked_pointer_used_after_its_region_is_refused() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (g,): (Ptr<Generic, u32>,)| {
        let mut s = None;
        k.if_space::<Shared<Cta>, _, u32>(g, |_, p| s = Some(p));
        k.st(s.unwrap(), 1u32);
    });
    let text = error_text(&m);
    assert!(text.contains("not assigned on every path"), "{text}");
}

#[test]
fn a_register_made_inside_if_then_is_not_read_after_it() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let t = k.tid_x();
        let p = k.setp(Cmp::Lt, t, 16u32);
        let mut v = None;
        k.if_then(p, |k| v = Some(k.add(t, 1u32)));
        k.st(out, v.unwrap());
    });
    let text = error_text(&m);
    assert!(text.contains("not assigned on every path"), "{text}");
    assert!(text.contains("%r"), "{text}");
}

#[test]
fn a_guarded_definition_is_not_a_definite_one() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let t = k.tid_x();
        let p = k.setp(Cmp::Lt, t, 16u32);
        let mut v = None;
        k.when(p, |k| v = Some(k.add(t, 1u32)));
        k.st(out, v.unwrap());
    });
    assert!(error_text(&m).contains("not assigned on every path"));
}

#[test]
fn a_branch_into_a_checked_region_is_refused() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (g,): (Ptr<Generic, u32>,)| {
        let inside = k.label();
        k.bra(inside);
        k.if_space::<Shared<Cta>, _, u32>(g, |k, p| {
            k.place(inside);
            k.st(p, 1u32);
        });
    });
    let text = error_text(&m);
    assert!(text.contains("into"), "{text}");
    assert!(text.contains("region"), "{text}");
}

#[test]
fn a_branch_out_of_a_region_and_loops_are_fine() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let t = k.tid_x();
        let acc = k.mov(0u32);
        let i = k.mov(0u32);
        let top = k.label();
        let done = k.label();
        k.place(top);
        let more = k.setp(Cmp::Lt, i, 10u32);
        k.bra_unless(more, done);
        let big = k.setp(Cmp::Gt, t, 100u32);
        k.if_then(big, |k| k.bra(done));
        let a2 = k.add(acc, i);
        k.assign(acc, a2);
        let i2 = k.add(i, 1u32);
        k.assign(i, i2);
        k.bra(top);
        k.place(done);
        k.st(out, acc);
    });
    emit_ok(&m);
}

#[test]
fn a_fresh_register_read_before_any_write_is_refused() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let r = k.fresh::<u32>();
        k.st(out, r);
    });
    assert!(error_text(&m).contains("not assigned on every path"));
}

// ---- 8. raw respects the types and stays one instruction ------------------------------------

/// The errors of `text` as raw with operands `{0}` a typed `.global` pointer (stored
/// through afterwards), `{1}` a `.shared` pointer and `{2}` a predicate.
fn raw_over_a_global_pointer(text: &str) -> String {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let s = k.shared::<u32>("s", 1, Align(4));
        let sp = k.addr_of(s);
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        k.raw(text, &[out.into(), sp.into(), p.into()]);
        k.st(out, 1u32);
    });
    error_text(&m)
}

#[test]
fn raw_cannot_overwrite_a_typed_register() {
    let text = raw_over_a_global_pointer("mov.b64 {0}, {1};");
    assert!(text.contains("raw"), "{text}");
    assert!(text.contains("mov"), "{text}");
    // No space between the opcode and the destination (ptxas reads `mov.b64%rd1, …`).
    for text in ["mov.b64{0}, {1};", "@{2}mov.b64{0},{1};"] {
        let errs = raw_over_a_global_pointer(text);
        assert!(errs.contains("not a value register"), "{text}: {errs}");
    }
}

/// `text` as a raw instruction writing a fresh register is an error that names raw.
#[track_caller]
fn assert_raw_refused(target: Target, text: &str) {
    let mut m = Module::new(target);
    m.entry("k", |k| {
        let r = k.fresh::<u32>();
        k.raw(text, &[r.into()]);
    });
    let errs = error_text(&m);
    assert!(errs.contains("raw"), "{text}: {errs}");
}

#[test]
fn raw_cannot_name_registers_or_leave_the_instruction() {
    let cases = [
        "mov.b64 %rd1, 0;",
        "ret; } .visible .entry evil() { ret;",
        "mov.u32 {0}, 1; mov.u32 {0}, 2;",
        ".reg .b32 %x;",
        "L: mov.u32 {0}, 1;",
        "mov.u32 {0}, 1; // }",
    ];
    for text in cases {
        assert_raw_refused(Target::SM_80, text);
    }
    // What stays legal: one instruction writing fresh registers, reading typed ones.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let r = k.fresh::<u32>();
        k.raw("mov.u32 {0}, %nsmid;", &[r.into()]);
        k.raw("st.global.u32 [{0}], {1};", &[out.into(), r.into()]);
        let p = k.fresh::<Pred>();
        k.raw("setp.eq.u32 {0}, {1}, 0;", &[p.into(), r.into()]);
    });
    emit_ok(&m);
}

// ---- 5. sealed traits -------------------------------------------------------------------

/// `tests/ui/sealed/impl_every_trait.rs` tries to implement every public trait of the
/// builder outside the crate (and must not compile): it must name each one.
#[test]
fn the_sealing_case_names_every_public_trait() {
    let case = include_str!("ui/sealed/impl_every_trait.rs");
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/ptx-builder/src"
    ))];
    let mut files = Vec::new();
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut n = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("pub trait ") {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                n += 1;
                assert!(
                    case.contains(&format!("impl {name} for Mine"))
                        || case.contains(&format!("impl {name}<")),
                    "public trait `{name}` ({}) is missing from the sealing case",
                    path.display()
                );
            }
        }
    }
    assert!(n >= 40, "only {n} public traits found");
}

#[test]
fn a_conditional_branch_inside_a_guarded_block_is_refused() {
    // `@!q bra` would replace the block's guard `@p`: the branch would be taken where
    // `p` is false. (Found by the random program generator.)
    let mut m = Module::new(Target::SM_80);
    let g0 = m.global_aligned::<u32>("g0", 64, Align(16));
    m.entry("k", |k| {
        let p = k.mov::<Pred>(true);
        let q = k.cvta_var(g0, 0).erase();
        k.when(p, |k| {
            k.if_space::<Local, _, u32>(q, |_, _| {});
        });
    });
    let text = error_text(&m);
    assert!(text.contains("inside a `when`/`unless` block"), "{text}");
    assert!(!text.contains("not assigned"), "{text}");
}

/// `tests/ui/sealed/impl_every_other_trait.rs` tries to implement every public trait of the
/// runtime, the device side and the macros' helpers (the facade's `src/`) outside the
/// crates: it must name each one (traits whose names a macro generates are covered by
/// their macro's seal; the private `Sealed…` seals are not reachable).
#[test]
fn the_other_sealing_case_names_every_public_trait() {
    let case = include_str!("ui/sealed/impl_every_other_trait.rs");
    let mut n = 0;
    for dir in ["ptx-runtime/src", "src"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines() {
                let Some(rest) = line.trim_start().strip_prefix("pub trait ") else {
                    continue;
                };
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if name.is_empty() || name.starts_with("Sealed") {
                    continue;
                }
                n += 1;
                assert!(
                    case.lines().any(|l| l.starts_with("impl ")
                        && l.contains(&format!("::{name} for Mine"))
                        || l.contains(&format!("::{name}<"))),
                    "public trait `{name}` ({}) is missing from the sealing case",
                    path.display()
                );
            }
        }
    }
    assert!(n >= 20, "only {n} public traits found");
}

#[test]
fn a_local_address_carried_through_a_loop_is_not_returned_either() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (n,): (Reg<u32>,)| {
        let l = k.local::<u32>("tmp", 4, Align(4));
        let p = k.cvta_var(l, 0);
        let q = k.for_range(0u32, n, 1, p, |_, _, q| q);
        q.bits()
    });
    let text = error_text(&m);
    assert!(text.contains(".local"), "{text}");
    assert!(text.contains("returned"), "{text}");
}

// ---- 9. raw: what the instruction reads and writes (issue 16, class 1) ---------------------

/// A raw destination that the instruction also reads is read: `add {0}, {0}, 1` on a
/// fresh register reads it before any write.
#[test]
fn a_raw_destination_that_is_also_a_source_is_read() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 4;
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let x = k.fresh::<u32>();
        k.raw("add.u32 {0}, {0}, 1;", &[x.into()]);
        k.st(out, x);
    });
    let errs = errors(&m);
    let text = error_text(&m);
    assert!(text.contains("not assigned on every path"), "{text}");
    assert!(
        errs.iter().any(|e| e
            .to_string()
            .starts_with(&format!("tests/soundness.rs:{line}:"))),
        "{text}"
    );
    // The legal twin: written first, then read and written.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let x = k.fresh::<u32>();
        k.raw("mov.u32 {0}, 5;", &[x.into()]);
        k.raw("add.u32 {0}, {0}, 1;", &[x.into()]);
        k.st(out, x);
    });
    emit_ok(&m);
}

/// A guard inside the raw text makes its write conditional.
#[test]
fn a_guard_inside_raw_text_makes_the_write_conditional() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let x = k.fresh::<u32>();
        k.raw("@{1} mov.u32 {0}, 5;", &[x.into(), p.into()]);
        k.st(out, x);
    });
    assert!(error_text(&m).contains("not assigned on every path"));
    // Twins: read under the same guard; a negated guard; an unguarded write.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let x = k.fresh::<u32>();
        k.raw("@{1} mov.u32 {0}, 5;", &[x.into(), p.into()]);
        k.when(p, |k| k.st(out, x));
        let y = k.fresh::<u32>();
        k.raw("@!{1} mov.u32 {0}, 6;", &[y.into(), p.into()]);
        k.unless(p, |k| k.st(out, y));
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("@!%p"), "{ptx}");
}

/// `cvta` and `bar.red` write their first operand: raw cannot make a typed pointer hold
/// an address of another space through them, and a fresh register may be written.
#[test]
fn raw_cvta_and_bar_red_write_their_destination() {
    let text = raw_over_a_global_pointer("cvta.shared.u64 {0}, {1};");
    assert!(text.contains("not a value register"), "{text}");
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let s = k.shared::<u32>("s", 1, Align(4));
        let sp = k.addr_of(s);
        let s32 = k.to_u32(sp);
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        k.raw("bar.red.popc.u32 {0}, 0, {1};", &[s32.into(), p.into()]);
        k.st(s32, 1u32);
    });
    let text = error_text(&m);
    assert!(text.contains("not a value register"), "{text}");
    // The legal twins (refused before: `cvta` was taken for an instruction without a
    // destination, so the fresh register was never written).
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u64>("out");
        let s = k.shared::<u32>("s", 1, Align(4));
        let sp = k.addr_of(s);
        let g = k.fresh::<u64>();
        k.raw("cvta.shared.u64 {0}, {1};", &[g.into(), sp.into()]);
        k.st(out, g);
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let n = k.fresh::<u32>();
        k.raw("bar.red.popc.u32 {0}, 0, {1};", &[n.into(), p.into()]);
        let o32 = k.param_ptr::<u32>("out32");
        k.st(o32, n);
    });
    emit_ok(&m);
}

/// Registers enter raw text only as `{n}`: every register class, `%rq` (b128) included,
/// and any other `%` name that is not a special register.
#[test]
fn raw_names_no_register_of_any_class() {
    for text in [
        "mov.b128 %rq1, %rq0;",
        "mov.u32 {0}, %r_evil;",
        "mov.u32 {0}, %x1;",
        "mov.u32 {0}, %foo;",
    ] {
        assert_raw_refused(Target::SM_90, text);
    }
    // Special registers stay usable, with their components.
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let a = k.fresh::<u32>();
        k.raw("mov.u32 {0}, %nsmid;", &[a.into()]);
        let b = k.fresh::<u32>();
        k.raw("mov.u32 {0}, %cluster_ctaid.y;", &[b.into()]);
        let c = k.add(a, b);
        k.st(out, c);
    });
    emit_ok(&m);
}

/// A raw instruction whose text has its own guard inside `when` would get two guards
/// (`@%p0 @%p1 mov …`, which ptxas rejects): refused at the call site.
#[test]
fn a_raw_guard_inside_a_guarded_block_is_refused() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 6;
    m.entry("k", |k| {
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let q = k.setp(Cmp::Eq, TID_X, 1u32);
        let x = k.mov(0u32);
        k.when(p, |k| {
            k.raw("@{1} mov.u32 {0}, 5;", &[x.into(), q.into()]);
        });
    });
    let errs = errors(&m);
    assert!(
        errs.iter().any(|e| e
            .to_string()
            .starts_with(&format!("tests/soundness.rs:{line}:"))
            && e.to_string().contains("guard")),
        "{errs:?}"
    );
}

/// An opcode whose operands raw cannot classify is refused, not guessed.
#[test]
fn raw_refuses_an_instruction_it_cannot_classify() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.fresh::<u32>();
        let b = k.mov(1u32);
        k.raw("frobnicate.u32 {0}, {1};", &[a.into(), b.into()]);
    });
    let text = error_text(&m);
    assert!(text.contains("frobnicate"), "{text}");
}

// ---- 10. foreign registers never panic (issue 16, class 3) ---------------------------------

/// A register of another kernel whose index this kernel does not have: the "register of
/// another kernel" error, not an index out of bounds in the data-flow pass.
#[test]
fn a_high_register_of_another_kernel_is_an_error_not_a_panic() {
    let mut stolen = None;
    let mut a = Module::new(Target::SM_90);
    a.entry("big", |k| {
        let mut r = k.mov(1u32);
        for _ in 0..40 {
            r = k.add(r, 1u32);
        }
        stolen = Some(r);
    });
    let r = stolen.unwrap();
    let mut b = Module::new(Target::SM_90);
    b.entry("small", |k| {
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, r);
    });
    let text = error_text(&b);
    assert!(text.contains("another kernel"), "{text}");
    let mut c = Module::new(Target::SM_90);
    c.entry("small", |k| {
        let x = k.fresh::<u32>();
        k.raw("mov.u32 {0}, {1};", &[x.into(), r.into()]);
        let out = k.param_ptr::<u32>("out");
        k.st(out, x);
    });
    let text = error_text(&c);
    assert!(text.contains("another kernel"), "{text}");
    let mut d = Module::new(Target::SM_90);
    d.entry("small", |k| {
        let out = k.param_ptr::<u32>("out");
        k.st(out, r);
    });
    let text = error_text(&d);
    assert!(text.contains("another kernel"), "{text}");
}

// ---- 11. legal programs that were refused (issue 16, class 5) ------------------------------

/// `if_then` inside `when`: the branch has its own guard, and the body keeps the block's.
#[test]
fn if_then_inside_when_is_accepted() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Lt, TID_X, 32u32);
        let q = k.setp(Cmp::Eq, TID_X, 0u32);
        k.when(p, |k| {
            k.st(out, 1u32);
            k.if_then(q, |k| k.st(out, 2u32));
        });
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("@!%p1 bra"), "{ptx}");
    assert!(ptx.contains("@%p0 st.global.u32"), "{ptx}");
    // A loop inside `when` stays refused: its counter would advance only under the guard.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Lt, TID_X, 32u32);
        k.when(p, |k| {
            k.for_range(0u32, 4u32, 1u32, (), |k, i, ()| k.st(out, i));
        });
    });
    assert!(error_text(&m).contains("inside a `when`"));
}

/// A register written under `@p` inside `when(p)` and read under `@p` after an `if_then`
/// of the same block: the branch and its label split the basic block, and the fact
/// "written under `@p`" crosses them (while `p` is not written again).
#[test]
fn a_guarded_write_reaches_a_same_guard_read_across_if_then() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Lt, TID_X, 32u32);
        let q = k.setp(Cmp::Eq, TID_X, 0u32);
        k.when(p, |k| {
            let x = k.add(TID_X, 1u32);
            k.if_then(q, |k| k.st(out, x));
        });
        k.when(p, |k| {
            let x = k.add(TID_X, 1u32);
            k.if_then(q, |k| k.st(out, 2u32));
            k.st(out, x);
        });
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("@!%p1 bra"), "{ptx}");
}

/// The refusing twins: a read under another guard (or none) after the `if_then`, and a
/// read under the same guard after its predicate was written again (unguarded, under
/// another guard, or on one path only), stay refused.
#[test]
fn a_guarded_write_across_if_then_is_not_read_under_another_guard() {
    // `body` runs after `when(p) { x = …; if_then(q) { … } }`, given p, q, r, x, out.
    type After = fn(&mut Kernel, Reg<Pred>, Reg<Pred>, Reg<Pred>, Reg<u32>, Ptr<Global, u32>);
    let cases: [(&str, After); 7] = [
        ("under another guard", |k, _, q, _, x, out| {
            k.when(q, |k| k.st(out, x));
        }),
        ("under the negated guard", |k, p, _, _, x, out| {
            k.unless(p, |k| k.st(out, x));
        }),
        ("unguarded", |k, _, _, _, x, out| k.st(out, x)),
        ("p rewritten", |k, p, _, r, x, out| {
            k.assign(p, r);
            k.when(p, |k| k.st(out, x));
        }),
        ("p rewritten under another guard", |k, p, q, r, x, out| {
            k.when(q, |k| k.assign(p, r));
            k.when(p, |k| k.st(out, x));
        }),
        ("p rewritten on one path", |k, p, q, r, x, out| {
            k.if_then(q, |k| k.assign(p, r));
            k.when(p, |k| k.st(out, x));
        }),
        ("p rewritten in a later block", |k, p, q, r, x, out| {
            k.if_then(q, |k| k.st(out, 3u32));
            k.assign(p, r);
            k.if_then(q, |k| k.st(out, 4u32));
            k.when(p, |k| k.st(out, x));
        }),
    ];
    for (what, after) in cases {
        let mut m = Module::new(Target::SM_80);
        m.entry("k", |k| {
            let out = k.param_ptr::<u32>("out");
            let p0 = k.setp(Cmp::Lt, TID_X, 32u32);
            let p = k.mov(p0);
            let q = k.setp(Cmp::Eq, TID_X, 0u32);
            let r = k.setp(Cmp::Gt, TID_X, 7u32);
            let mut x = None;
            k.when(p, |k| {
                x = Some(k.add(TID_X, 1u32));
                k.if_then(q, |k| k.st(out, 2u32));
            });
            after(k, p, q, r, x.unwrap(), out);
        });
        let text = error_text(&m);
        assert!(
            text.contains("not assigned on every path"),
            "{what}: {text}"
        );
    }
    // The same program with p left alone and the read under `@p` is accepted.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p0 = k.setp(Cmp::Lt, TID_X, 32u32);
        let p = k.mov(p0);
        let q = k.setp(Cmp::Eq, TID_X, 0u32);
        let mut x = None;
        k.when(p, |k| {
            x = Some(k.add(TID_X, 1u32));
            k.if_then(q, |k| k.st(out, 2u32));
        });
        k.if_then(q, |k| k.st(out, 3u32));
        k.when(p, |k| k.st(out, x.unwrap()));
    });
    emit_ok(&m);
}

/// A device function may take a `wgmma` descriptor and return an mbarrier token (both
/// legal `.b64` parameters).
#[test]
fn device_functions_take_descriptors_and_return_tokens() {
    let mut m = Module::new(Target::SM_90A);
    let f = m.func("pass_desc", |k, (d,): (Reg<WgmmaDesc<Bf16>>,)| {
        let _ = k.wgmma_desc_advance(d, 32);
    });
    let g = m.func("arrive", |k, (n,): (Reg<u32>,)| -> Reg<MbarToken> {
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, n);
        k.mbarrier_arrive(bar)
    });
    m.entry("k", |k| {
        let a = k.shared::<Bf16>("a", 64 * 16, Align(128));
        let d = k.wgmma_desc(a, Swizzle::None, 128, 256);
        k.call(f, (d,));
        let n = k.mov(1u32);
        let _t = k.call(g, (n,));
    });
    emit_ok(&m);
}

// ---- 12. sizes and limits (issue 16, classes 2 and 4) -----------------------------------------------------------

/// Every TMA use of a tensor map made by `Var::cast` checks that the variable holds a whole,
/// 64-byte aligned map of 128 bytes: a 4-byte `.global` and a 128-byte one aligned to 1
/// are refused at each use, by the TMA load, the TMA store, `prefetch.tensormap` and the
/// generic address `cvta_var` gives.
#[test]
fn a_tensor_map_cast_from_a_small_or_misaligned_variable_is_refused() {
    let mut m = Module::new(Target::SM_90);
    let small = m.global::<u32>("small", 1).cast::<TensorMap<f32, 2>>();
    let loose = m
        .global_aligned::<u8>("loose", 128, Align(1))
        .cast::<TensorMap<f32, 2>>();
    let mut lines = Vec::new();
    m.entry("k", |k| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        lines.push(here() + 1);
        k.cp_async_bulk_tensor_load(tile, small, (0i32, 0i32), bar);
        lines.push(here() + 1);
        k.cp_async_bulk_tensor_store(small, (0i32, 0i32), tile);
        lines.push(here() + 1);
        k.prefetch_tensormap(small);
        lines.push(here() + 1);
        let p = k.cvta_var(small, 0);
        // The pointer is checked like its variable at each use too.
        lines.push(here() + 1);
        k.cp_async_bulk_tensor_load(tile, p, (0i32, 0i32), bar);
        lines.push(here() + 1);
        k.cp_async_bulk_tensor_load(tile, loose, (0i32, 0i32), bar);
        lines.push(here() + 1);
        let q = k.cvta_var(loose, 0);
        lines.push(here() + 1);
        k.prefetch_tensormap(q);
    });
    let errs = errors(&m);
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(errs.len(), lines.len(), "{text:#?}");
    for (t, line) in text.iter().zip(&lines) {
        assert!(
            t.starts_with(&format!("tests/soundness.rs:{line}:")),
            "{line}: {t}"
        );
        assert!(t.contains("tensor map"), "{t}");
    }
    for t in &text[..5] {
        assert!(t.contains("4-byte variable `small`"), "{t}");
        assert!(t.contains("128 bytes"), "{t}");
    }
    for t in &text[5..] {
        assert!(t.contains("`loose`, declared 1-byte aligned"), "{t}");
        assert!(t.contains("64-byte"), "{t}");
    }
}

/// The legal twin: a 128-byte, 64-byte aligned `.global` seen as a tensor map, and the
/// second map of a 256-byte one, go through every TMA use and `ptxas`.
#[test]
fn a_tensor_map_cast_from_a_whole_aligned_variable_is_accepted() {
    let mut m = Module::new(Target::SM_90);
    let one = m
        .global_aligned::<u8>("one", 128, Align(64))
        .cast::<TensorMap<f32, 2>>();
    let two = m
        .global_aligned::<u64>("two", 32, Align(128))
        .cast::<TensorMap<f32, 2>>();
    assert_eq!(two.len(), Some(2));
    m.entry("k", |k| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.cp_async_bulk_tensor_load(tile, one, (0i32, 0i32), bar);
        k.cp_async_bulk_tensor_store(one, (0i32, 0i32), tile);
        k.prefetch_tensormap(one);
        let p = k.cvta_var(two, 1);
        k.cp_async_bulk_tensor_load(tile, p, (0i32, 0i32), bar);
        k.prefetch_tensormap(p);
    });
    emit_ok(&m);
}

/// `Var::cast` of a variable whose byte size overflows `u64` saturates like `Var::new`
/// instead of panicking on the multiplication (debug builds).
#[test]
fn a_cast_of_a_huge_variable_saturates_instead_of_panicking() {
    let mut m = Module::new(Target::SM_80);
    let g = m.global::<u64>("g", 1 << 62);
    assert_eq!(g.cast::<u8>().len(), Some(u64::MAX));
    assert_eq!(g.cast::<u32>().len(), Some(u64::MAX / 4));
    assert_eq!(g.cast::<u8>().cast::<u64>().len(), Some(u64::MAX / 8));
    let s = m.shared::<u32>("s", 3, Align(4));
    assert_eq!(s.cast::<u64>().len(), Some(1));
    assert_eq!(s.cast::<u8>().len(), Some(12));
}

/// A kernel of `n` parameters of type `T`, declared on one line (returned).
fn kernel_of_params<T: Data + Scalar>(m: &mut Module, name: &str, n: usize) -> u32 {
    let line = here() + 3;
    m.entry(name, |k| {
        for i in 0..n {
            let _ = k.param::<T>(&format!("p{i}"));
        }
    });
    line
}

/// `ptxas` refuses more than 4352 bytes of kernel parameters below PTX ISA 8.1 and more
/// than 32764 bytes from 8.1 on (alignment padding counts): the module's `.version` rises
/// to 8.1 when that makes them fit, and above the limit the parameter that overflows is
/// refused at its call site.
#[test]
fn kernel_parameter_space_raises_the_version_or_is_refused() {
    // 544 u64 = 4352 bytes: no version raise.
    let mut m = Module::new(Target::SM_80);
    kernel_of_params::<u64>(&mut m, "k", 544);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 7.0\n"), "{}", &ptx[..200]);
    // 545 u64: ISA 8.1.
    let mut m = Module::new(Target::SM_80);
    kernel_of_params::<u64>(&mut m, "k", 545);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 8.1\n"), "{}", &ptx[..200]);
    // A u8 then 543 u64: 8 + 4344 = 4352 bytes with the padding; one more u64 is too many.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let _ = k.param_var::<u8>("b");
        for i in 0..544 {
            let _ = k.param::<u64>(&format!("p{i}"));
        }
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 8.1\n"), "{}", &ptx[..200]);
    // 8191 u32 = 32764 bytes fit; 4096 u64 = 32768 bytes do not.
    let mut m = Module::new(Target::SM_80);
    kernel_of_params::<u32>(&mut m, "k", 8191);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 8.1\n"), "{}", &ptx[..200]);
    let mut m = Module::new(Target::SM_80);
    let line = kernel_of_params::<u64>(&mut m, "k", 4096);
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let t = errs[0].to_string();
    assert!(t.starts_with(&format!("tests/soundness.rs:{line}:")), "{t}");
    assert!(t.contains("`p4095`"), "{t}");
    assert!(t.contains("32768 bytes"), "{t}");
    assert!(t.contains("32764"), "{t}");
    // A pinned version below 8.1 keeps the 4352-byte limit.
    let mut m = Module::new(Target::SM_80);
    m.pin_version(Version::new(8, 0));
    let line = kernel_of_params::<u64>(&mut m, "k", 545);
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let t = errs[0].to_string();
    assert!(t.starts_with(&format!("tests/soundness.rs:{line}:")), "{t}");
    assert!(t.contains("`p544`"), "{t}");
    assert!(t.contains("4352") && t.contains("8.1"), "{t}");
}

/// Tensor map parameters are `.align 64 .b8 [128]`: a u32 before them pads to 64 bytes.
#[test]
fn tensor_map_parameters_count_with_their_alignment() {
    let maps = |m: &mut Module, n: usize| {
        m.entry("k", |k| {
            let _ = k.param::<u32>("n");
            for i in 0..n {
                let _ = k.param_tensor_map::<f32, 2>(&format!("map{i}"));
            }
        })
    };
    // 64 + 33 * 128 = 4288 bytes; 64 + 34 * 128 = 4416 bytes need 8.1.
    let mut m = Module::new(Target::SM_90);
    maps(&mut m, 33);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 7.8\n"), "{}", &ptx[..200]);
    let mut m = Module::new(Target::SM_90);
    maps(&mut m, 34);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("\n.version 8.1\n"), "{}", &ptx[..200]);
    // 64 + 255 * 128 = 32704 bytes fit; 64 + 256 * 128 do not.
    let mut m = Module::new(Target::SM_90);
    maps(&mut m, 255);
    emit_ok(&m);
    let mut m = Module::new(Target::SM_90);
    maps(&mut m, 256);
    let text = error_text(&m);
    assert!(
        text.contains("`map255`") && text.contains("32832 bytes"),
        "{text}"
    );
}

/// A block's z dimension is at most 64 (x and y at most 1024): `.reqntid 1, 1, 128` could
/// never be launched. `.maxntid` bounds only the product of the three.
#[test]
fn a_block_z_dimension_over_64_is_refused() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 1;
    m.entry("a", |k| k.reqntid(1, 1, 128));
    let text = error_text(&m);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.starts_with(&format!("tests/soundness.rs:{line}:")),
        "{text}"
    );
    assert!(
        text.contains("z dimension") && text.contains("64"),
        "{text}"
    );
    let mut ok = Module::new(Target::SM_80);
    ok.entry("a", |k| k.reqntid(1, 1, 64));
    ok.entry("b", |k| k.reqntid(1, 1024, 1));
    ok.entry("c", |k| k.maxntid(1, 1, 128));
    emit_ok(&ok);
}

/// Review of issue 16, finding 3: a pointer to a declared variable (`addr_of`, `cvta_var`)
/// is checked like the variable through `Ptr::cast` and constant offsets: an access or a
/// tensor map past its end, before its start or misaligned is refused.
#[test]
fn a_pointer_to_a_variable_is_checked_like_the_variable() {
    let mut m = Module::new(Target::SM_90);
    let small = m.global::<u32>("small", 1);
    let cs = m.const_::<u32>("csmall", 1);
    let lines = std::cell::RefCell::new(Vec::new());
    m.entry("k", |k| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let l = &mut *lines.borrow_mut();
        let p = k.cvta_var(small, 0).cast::<TensorMap<f32, 2>>();
        l.push(here() + 1);
        k.cp_async_bulk_tensor_load(tile, p, (0i32, 0i32), bar);
        l.push(here() + 1);
        k.cp_async_bulk_tensor_store(p, (0i32, 0i32), tile);
        let c = k.addr_of(cs).cast::<TensorMap<f32, 2>>();
        l.push(here() + 1);
        k.prefetch_tensormap(c);
        let q = k.addr_of(small).cast::<u64>();
        l.push(here() + 1);
        let _ = k.ld(q);
        let s = k.addr_of(tile);
        l.push(here() + 1);
        let _ = k.ld(s.at(64));
        l.push(here() + 1);
        let _ = k.ld(s.at(-1));
    });
    let errs = errors(&m);
    let lines = lines.into_inner();
    assert_eq!(errs.len(), lines.len(), "{errs:?}");
    for (e, l) in errs.iter().zip(&lines) {
        assert!(
            e.to_string()
                .starts_with(&format!("tests/soundness.rs:{l}:")),
            "{l}: {e}"
        );
    }
    // The twin: inside the variable, through the same pointers, is fine.
    let mut m = Module::new(Target::SM_90);
    let two = m.global_aligned::<u32>("two", 2, Align(8));
    m.entry("k", |k| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let q = k.addr_of(two).cast::<u64>();
        let v = k.ld(q);
        let s = k.addr_of(tile);
        let x = k.ld(s.at(63));
        let g = k.cvta_var(tile, 8);
        let y = k.ld(g.at(-8));
        let z = k.add(x, y);
        k.st(s, z);
        let w = k.addr_of(two).cast::<u64>();
        k.st(w, v);
    });
    emit_ok(&m);
}

/// Second review of issue 16: a pointer or descriptor register defined again (a label, a
/// loop's back edge or carry can join its definitions) is checked against every
/// definition, not only the one that comes first in the text.
#[test]
fn a_redefined_pointer_is_checked_against_every_definition() {
    // Forward branch over a redefinition.
    let mut m = Module::new(Target::SM_90);
    let small = m.const_::<u32>("small", 1);
    let big = m.const_::<u32>("big", 1024);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let a = k.addr_of(small);
        let ptr = k.mov_ptr(a);
        let skip = k.label();
        k.bra_if(p, skip);
        let b = k.addr_of(big);
        k.assign_ptr(ptr, b);
        k.place(skip);
        let v = k.ld(ptr.at(1000));
        k.st(out, v);
    });
    assert!(error_text(&m).contains("4-byte variable"), "forward branch");
    // A manual loop: the read before the redefinition sees it on the second iteration.
    let mut m = Module::new(Target::SM_90);
    let small = m.const_::<u32>("small", 1);
    let big = m.const_::<u32>("big", 1024);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.setp(Cmp::Eq, TID_X, 0u32);
        let b = k.addr_of(big);
        let ptr = k.mov_ptr(b);
        let top = k.label();
        k.place(top);
        let v = k.ld(ptr.at(1000));
        k.st(out, v);
        let a = k.addr_of(small);
        k.assign_ptr(ptr, a);
        k.bra_if(p, top);
    });
    assert!(error_text(&m).contains("4-byte variable"), "manual loop");
    // A structured loop's carry.
    let mut m = Module::new(Target::SM_90);
    let small = m.const_::<u32>("small", 1);
    let big = m.const_::<u32>("big", 1024);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let n = k.param::<u32>("n");
        let b = k.addr_of(big);
        k.for_range(0u32, n, 1u32, b, |k, _i, ptr| {
            let v = k.ld(ptr.at(1000));
            k.st(out, v);
            k.addr_of(small)
        });
    });
    assert!(
        error_text(&m).contains("4-byte variable"),
        "for_range carry"
    );
    // The twin: every definition holds the access.
    let mut m = Module::new(Target::SM_90);
    let big = m.const_::<u32>("big", 1024);
    let other = m.const_::<u32>("other", 2048);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let n = k.param::<u32>("n");
        let b = k.addr_of(big);
        k.for_range(0u32, n, 1u32, b, |k, _i, ptr| {
            let v = k.ld(ptr.at(1000));
            k.st(out, v);
            k.addr_of(other)
        });
    });
    emit_ok(&m);
}
