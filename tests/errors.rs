//! Bad input gets a clear error naming what is wrong, the Rust call site, and the fix;
//! nothing panics.

use typed_ptx::*;

mod common;

/// Emits a module that must be valid, and has ptxas check it.
#[track_caller]
fn emit_ok(m: &Module) -> String {
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("errors", &ptx);
    ptx
}

/// The line of the caller, to check that errors point at the user's code.
#[track_caller]
fn here() -> u32 {
    std::panic::Location::caller().line()
}

fn errors(m: &Module) -> Vec<Error> {
    match m.emit() {
        Ok(ptx) => panic!("expected errors, got PTX:\n{ptx}"),
        Err(e) => e.0,
    }
}

fn site_line(e: &Error) -> u32 {
    let text = e.to_string();
    let loc = text.split(": ").next().unwrap_or_default();
    assert!(
        loc.starts_with("tests/errors.rs:"),
        "error does not start with the call site: {text}"
    );
    loc.split(':')
        .nth(1)
        .and_then(|l| l.parse().ok())
        .unwrap_or(0)
}

#[test]
fn invalid_identifiers_are_reported_with_the_reason() {
    for (name, why) in [
        ("", "empty"),
        ("1abc", "starts with a digit"),
        ("a-b", "character other than"),
        ("_", "lone"),
        ("$L_3", "reserved"),
    ] {
        let mut m = Module::new(Target::SM_80);
        let line = here() + 1;
        m.entry(name, |_| {});
        let errs = errors(&m);
        assert_eq!(errs.len(), 1, "{name:?}: {errs:?}");
        let text = errs[0].to_string();
        assert!(matches!(errs[0], Error::InvalidIdentifier { .. }), "{text}");
        assert!(text.contains(why), "{name:?}: {text}");
        assert_eq!(site_line(&errs[0]), line);
    }
}

#[test]
fn duplicate_symbols_name_both_sites() {
    let mut m = Module::new(Target::SM_80);
    let first = here() + 1;
    m.global::<u32>("table", 4);
    let again = here() + 1;
    m.entry("table", |_| {});
    let errs = errors(&m);
    assert_eq!(errs.len(), 1);
    let Error::DuplicateSymbol { name, at, first: f } = &errs[0] else {
        panic!("{errs:?}")
    };
    assert_eq!(name, "table");
    assert_eq!(at.0.line(), again);
    assert_eq!(f.0.line(), first);
    assert!(errs[0].to_string().contains("already defined"));
}

#[test]
fn kernel_local_names_may_repeat_across_kernels_but_not_within_one() {
    let mut m = Module::new(Target::SM_80);
    m.entry("a", |k| {
        k.shared::<u32>("tile", 32, Align(4));
    });
    m.entry("b", |k| {
        k.shared::<u32>("tile", 32, Align(4));
    });
    emit_ok(&m);
    m.entry("c", |k| {
        k.shared::<u32>("x", 1, Align(4));
        k.local::<u32>("x", 1, Align(4));
    });
    assert!(matches!(errors(&m)[..], [Error::DuplicateSymbol { .. }]));
}

#[test]
fn a_register_of_another_kernel_is_an_error_not_a_panic() {
    let mut m = Module::new(Target::SM_80);
    let mut stolen = None;
    m.entry("owner", |k| {
        stolen = Some(k.tid_x());
    });
    let r = stolen.unwrap();
    let line = here() + 2;
    m.entry("thief", |k| {
        let _ = k.add(r, 1u32);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(matches!(errs[0], Error::ForeignValue { .. }));
    assert!(
        text.contains("`owner`") && text.contains("`thief`"),
        "{text}"
    );
    assert_eq!(site_line(&errs[0]), line);
}

#[test]
fn a_register_of_another_module_is_an_error() {
    let mut a = Module::new(Target::SM_80);
    let mut stolen = None;
    a.entry("k", |k| stolen = Some(k.tid_x()));
    let mut b = Module::new(Target::SM_80);
    b.entry("k", |k| {
        let _ = k.mov(stolen.unwrap());
    });
    let errs = errors(&b);
    assert!(
        errs[0].to_string().contains("another kernel"),
        "{}",
        errs[0]
    );
}

#[test]
fn labels_and_kernel_variables_are_per_kernel() {
    let mut m = Module::new(Target::SM_80);
    let mut label = None;
    let mut var = None;
    m.entry("a", |k| {
        let l = k.label();
        k.place(l);
        label = Some(l);
        var = Some(k.shared::<u32>("s", 4, Align(4)));
    });
    m.entry("b", |k| {
        k.bra(label.unwrap());
        let _ = k.ld(var.unwrap());
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs.iter().all(|e| matches!(e, Error::ForeignValue { .. })));
}

#[test]
fn unplaced_and_twice_placed_labels() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let l = k.label();
        k.bra(l);
    });
    let errs = errors(&m);
    assert!(errs[0].to_string().contains("never placed"), "{}", errs[0]);

    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let l = k.label();
        k.place(l);
        k.place(l);
    });
    assert!(errors(&m)[0].to_string().contains("placed twice"));
}

#[test]
fn unsupported_targets_are_errors_listing_the_known_ones() {
    let line = here() + 1;
    let m = Module::for_target("sm_91");
    let errs = errors(&m);
    assert!(matches!(errs[0], Error::UnsupportedTarget { .. }));
    let text = errs[0].to_string();
    assert!(
        text.contains("sm_91") && text.contains("sm_90a") && text.contains("sm_75"),
        "{text}"
    );
    assert_eq!(site_line(&errs[0]), line);
    assert!(Module::for_target("banana").emit().is_err());
    assert!(Module::new(Target::portable(52)).emit().is_err());
}

#[test]
fn an_instruction_beyond_the_target_names_itself_its_need_and_its_call_site() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 2;
    m.entry("k", |k| {
        let _ = k.cluster_ctarank();
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1);
    let Error::TargetTooOld { form, needed, .. } = errs[0] else {
        panic!("{errs:?}")
    };
    assert_eq!(form, FormId::ClusterCtarank);
    assert_eq!(needed, 90);
    let text = errs[0].to_string();
    assert!(text.contains("sm_90") && text.contains("sm_80"), "{text}");
    assert_eq!(site_line(&errs[0]), line);
}

#[test]
fn a_pinned_version_too_old_for_an_instruction() {
    let mut m = Module::new(Target::SM_80);
    m.pin_version(Version::new(7, 0));
    let line = here() + 3;
    m.entry("k", |k| {
        let p = k.param_var::<u32>("x");
        let _ = k.cvta_var(p, 0);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let Error::VersionTooLow {
        form,
        needed,
        pinned,
        ..
    } = errs[0]
    else {
        panic!("{errs:?}")
    };
    assert_eq!(form, FormId::CvtaSpaceVar);
    assert_eq!((needed, pinned), (Version::new(7, 7), Version::new(7, 0)));
    assert!(errs[0].to_string().contains("cvta.param.u64"));
    assert_eq!(site_line(&errs[0]), line);
}

#[test]
fn pinned_versions_that_do_not_exist_or_cannot_name_the_target() {
    let mut m = Module::new(Target::SM_90);
    m.pin_version(Version::new(7, 9));
    assert!(matches!(errors(&m)[..], [Error::UnknownVersion { .. }]));
    let mut m = Module::new(Target::SM_90);
    m.pin_version(Version::new(7, 0));
    assert!(matches!(errors(&m)[..], [Error::TargetNeedsVersion { .. }]));
}

#[test]
fn the_smallest_version_is_computed() {
    let mut m = Module::new(Target::SM_75);
    m.entry("k", |k| {
        let _ = k.tid_x();
    });
    assert!(emit_ok(&m).contains(".version 6.3\n"));
    m.entry("k2", |k| {
        let p = k.param_var::<u32>("x");
        let _ = k.cvta_var(p, 0);
    });
    assert_eq!(m.requirements().version, Version::new(7, 7));
    assert!(emit_ok(&m).contains(".version 7.7\n"));
}

#[test]
fn immediates_out_of_range() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        k.bar_sync(16);
        k.cp_async_wait_group(8);
        k.bar_sync_count(0, 33);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 3, "{errs:?}");
    assert!(matches!(
        errs[0],
        Error::ImmediateOutOfRange {
            value: 16,
            lo: 0,
            hi: 15,
            ..
        }
    ));
    assert!(errs[2].to_string().contains("multiple of the warp size"));
}

#[test]
fn misuse_of_kernel_only_features_in_device_functions() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (): ()| {
        k.maxntid(128, 1, 1);
        let _ = k.param::<u32>("n");
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:?}");
}

/// A `.param` address is a kernel parameter's: an instruction whose `{.space}` follows its
/// address (`prefetch{.space}.tensormap`) refuses it in a device function, at the call.
#[test]
fn prefetch_of_a_kernel_parameter_in_a_device_function_is_refused() {
    let mut m = Module::new(Target::SM_90);
    let line = line!() + 3;
    m.func("f", |k, (): ()| {
        let map = k.param_var::<TensorMap<u32, 1>>("map");
        k.prefetch_tensormap(map);
    });
    let errs = errors(&m);
    let e = errs
        .iter()
        .find(|e| {
            e.to_string()
                .contains("`prefetch.param.tensormap` of a kernel parameter in device function `f`")
        })
        .unwrap_or_else(|| panic!("{errs:?}"));
    assert_eq!(e.site().0.line(), line, "{e}");
}

#[test]
fn raw_text_must_be_one_line_and_its_needs_are_checked() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| k.raw("ret;\nret;", &[]));
    assert!(errors(&m)[0].to_string().contains("line break"));

    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        k.raw_requires("barrier.cluster.arrive;", &[], Version::new(7, 8), 90)
    });
    assert!(errors(&m)[0].to_string().contains("sm_90"));

    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        k.raw_requires("barrier.cluster.arrive;", &[], Version::new(7, 8), 90)
    });
    assert!(emit_ok(&m).contains("\tbarrier.cluster.arrive;\n"));
}

#[test]
fn every_error_is_reported_not_just_the_first() {
    let mut m = Module::new(Target::SM_75);
    m.entry("1st", |k| {
        let _ = k.cluster_ctarank();
        k.cp_async_commit_group();
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 3, "{errs:?}");
    let text = Errors(errs).to_string();
    assert!(text.starts_with("the PTX module has 3 errors:"), "{text}");
}

#[test]
fn emission_is_deterministic() {
    let build = || {
        let mut m = Module::new(Target::SM_90);
        let g = m.global_init::<f32>("g", &[1.5, -2.0]);
        m.entry("k", |k| {
            let out = k.param_ptr::<f32>("out");
            let v = k.ld(g.at(1));
            let w = k.fma(v, 2.0f32, 0.5f32);
            k.st(out, w);
        });
        emit_ok(&m)
    };
    let a = build();
    assert_eq!(a, build());
    assert!(a.contains("g[2] = {0f3FC00000, 0fC0000000};"), "{a}");
    assert!(
        a.contains("fma.rn.f32 \t%f1, %f0, 0f40000000, 0f3F000000;"),
        "{a}"
    );
}

#[test]
fn the_source_map_points_ptx_lines_at_rust_call_sites() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 3;
    m.entry("k", |k| {
        let t = k.tid_x();
        let _ = k.add(t, 1u32);
    });
    let (ptx, map) = m.emit_mapped().unwrap();
    assert_eq!(ptx, emit_ok(&m));
    let add_line = ptx.lines().position(|l| l.contains("add.u32")).unwrap() as u32 + 1;
    let site = map.site(add_line).expect("the add has a call site");
    assert_eq!(site.0.line(), line);
    assert!(site.0.file().ends_with("errors.rs"));
    assert_eq!(map.site(1), None, "the header has no call site");
}

#[test]
fn views_of_a_register_cannot_overwrite_it() {
    // Each of these would let a pointer's state space change without `cvta`.
    let mut m = Module::new(Target::SM_90);
    m.entry("via_bits", |k| {
        let out = k.param_ptr::<u32>("out");
        let v = k.shared::<u32>("s", 4, Align(4));
        let sp = k.addr_of(v);
        k.assign(sp.bits(), out.bits());
    });
    m.entry("via_erase", |k| {
        let out = k.param_ptr::<u32>("out");
        let v = k.shared::<u32>("s", 4, Align(4));
        let gs = k.cvta_var(v, 0);
        let m = k.mov_ptr(gs);
        let go = k.cvta(out);
        k.assign_ptr(m.erase(), go);
    });
    m.entry("via_widen", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let sp = k.addr_of(v);
        let copy = k.mov_ptr(sp);
        let far = k.mapa(sp, 1u32);
        k.assign_ptr(copy.widen(), far);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 3, "{errs:?}");
    assert!(
        errs[0]
            .to_string()
            .contains("was not made by `mov`, `mov_ptr` or `fresh`"),
        "{}",
        errs[0]
    );
    assert!(
        errs[1]
            .to_string()
            .contains("through a view of another type"),
        "{}",
        errs[1]
    );
    assert!(
        errs[2]
            .to_string()
            .contains("through a view of another type"),
        "{}",
        errs[2]
    );
}

#[test]
fn assignable_copies_are_overwritten_in_place() {
    let mut m = Module::new(Target::SM_80);
    m.entry("walk", |k| {
        let out = k.param_ptr::<u32>("out");
        let p = k.mov_ptr(out);
        let i = k.mov(0u32);
        let top = k.label();
        k.place(top);
        k.st(p, i);
        let next = k.index(p, i);
        k.assign_ptr(p, next);
        let j = k.add(i, 1u32);
        k.assign(i, j);
        let more = k.setp(Cmp::Lt, i, 4u32);
        k.bra_if(more, top);
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("mov.b64 \t%rd2, %rd1;"), "{ptx}");
}

#[test]
fn static_shared_and_const_data_must_fit_what_ptxas_allows() {
    // 48 KiB of static shared memory per kernel, counting module-scope variables it names.
    let mut m = Module::new(Target::SM_90);
    let big = m.shared::<u32>("big", 8 * 1024, Align(4));
    m.entry("fits", |k| {
        let t = k.shared::<u32>("tile", 4 * 1024, Align(16));
        k.st(t, 1u32);
        k.st(big, 2u32);
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("big[8192]"));
    m.entry("too_big", |k| {
        let t = k.shared::<u32>("tile", 4 * 1024 + 1, Align(16));
        k.st(t, 1u32);
        k.st(big, 2u32);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0]
            .to_string()
            .contains("kernel `too_big` uses 49156 bytes of static .shared memory"),
        "{}",
        errs[0]
    );

    // 64 KiB of .const data per module.
    let mut m = Module::new(Target::SM_80);
    m.const_::<u32>("c0", 16 * 1024);
    m.entry("k", |_| {});
    emit_ok(&m);
    m.const_::<u8>("c1", 1);
    let errs = errors(&m);
    assert!(
        errs[0].to_string().contains("65537 bytes of .const data"),
        "{}",
        errs[0]
    );
}

type MapAndOut = (
    Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>,
    Ptr<Global, f32>,
);
type TwoMaps = (
    Ptr<Generic<Param<Entry>>, TensorMap<Bf16, 2>>,
    Var<Param<Entry>, TensorMap<f64, 5>>,
);

#[test]
fn bulk_copy_sizes_alignments_and_reductions_are_checked() {
    let mut m = Module::new(Target::SM_90);
    let lines = std::cell::RefCell::new(Vec::new());
    m.kernel("k", |k, (map, out): MapAndOut| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let small = k.shared::<f32>("small", 64, Align(16));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let l = &mut *lines.borrow_mut();
        l.push(here());
        k.cp_async_bulk_global_to_shared(tile, out, 24u32, bar); // not a multiple of 16
        l.push(here());
        k.cp_async_bulk_prefetch_l2(out, 1048576u32); // more than 2^20 - 16
        l.push(here());
        k.cp_async_bulk_global_to_shared(tile.at(2), out, 16u32, bar); // 8 bytes in
        l.push(here());
        k.cp_async_bulk_global_to_shared(tile.at(48), out, 128u32, bar); // past the end
        l.push(here());
        k.cp_async_bulk_tensor_load(small, map, (0i32, 0i32), bar); // 16-byte aligned tile
        l.push(here());
        k.cp_async_bulk_tensor_store(map, (0i32, 0i32), tile.at(4)); // 16 bytes in
        l.push(here());
        k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Inc, out, tile, 64u32);
        l.push(here());
        k.cp_reduce_async_bulk_tensor(BulkRedOp::Xor, map, (0i32, 0i32), tile);
        // Legal: a register size is the program's promise, 0 is a multiple of 16.
        let n = k.mov(64u32);
        k.cp_async_bulk_global_to_shared(tile, out, n, bar);
        k.cp_async_bulk_prefetch_l2(out, 0u32);
    });
    let errs = errors(&m);
    let lines = lines.into_inner();
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(errs.len(), 8, "{text:#?}");
    for (e, line) in errs.iter().zip(&lines) {
        assert_eq!(site_line(e), line + 1, "{e}");
    }
    assert!(
        text[0].contains(
            "a bulk copy of 24 bytes: the size must be a multiple of 16 from 0 to 1048560"
        ),
        "{}",
        text[0]
    );
    assert!(
        text[1].contains("a bulk copy of 1048576 bytes"),
        "{}",
        text[1]
    );
    assert!(
        text[2].contains("at a byte offset of 8 is not 16-byte aligned"),
        "{}",
        text[2]
    );
    assert!(
        text[3].contains(
            "a bulk copy of 128 bytes at byte 192 of a 256-byte variable reaches past its end"
        ),
        "{}",
        text[3]
    );
    assert!(
        text[4]
            .contains("a TMA tile on a variable declared 16-byte aligned needs 128-byte alignment"),
        "{}",
        text[4]
    );
    assert!(
        text[5].contains("a TMA tile at a byte offset of 16 is not 128-byte aligned"),
        "{}",
        text[5]
    );
    assert!(
        text[6]
            .contains("`cp.reduce.async.bulk.global.shared::cta.bulk_group.inc` on .f32 values; "),
        "{}",
        text[6]
    );
    assert!(
        text[7].contains("`cp.reduce.async.bulk.tensor.xor` on a tensor map of .f32 elements"),
        "{}",
        text[7]
    );
}

#[test]
fn tensor_maps_are_declared_as_128_aligned_bytes() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_tensor_map::<u16, 3>("cmap");
    let g = m.global_tensor_map::<i32, 1>("gmap");
    m.kernel("k", |k, (map, raw): TwoMaps| {
        k.prefetch_tensormap(map);
        k.prefetch_tensormap(raw);
        k.prefetch_tensormap(c);
        k.prefetch_tensormap(g);
    });
    let ptx = emit_ok(&m);
    for decl in [
        ".const .align 64 .b8 cmap[128];",
        ".global .align 64 .b8 gmap[128];",
        ".param .align 64 .b8 k_param_0[128],",
        ".param .align 64 .b8 k_param_1[128]\n",
        "cvta.param.u64 \t%rd0, k_param_0;",
        "prefetch.tensormap \t[%rd0];",
        "prefetch.param.tensormap \t[k_param_1];",
        "prefetch.const.tensormap \t[cmap];",
        "prefetch.tensormap \t[gmap];",
    ] {
        assert!(ptx.contains(decl), "no `{decl}` in\n{ptx}");
    }
    let info = m.kernels();
    assert_eq!(info[0].params[0].1, Ty::TensorMap);
}

/// One unit per kernel would give each kernel its own copy of a module-scope variable:
/// `emit_units` refuses such a module, naming the variable and its call site.
#[test]
fn a_module_with_module_scope_variables_is_not_split() {
    let mut m = Module::new(Target::SM_80);
    let line = line!() + 1;
    let counter = m.global::<u32>("counter", 1);
    m.kernel("a", move |k, (): ()| {
        k.red(AtomOp::Add, counter, 1u32);
    });
    m.kernel("b", |_, (): ()| {});
    let e = m
        .emit_units()
        .expect_err("a module-scope variable cannot be split");
    let msg = e.to_string();
    assert!(
        msg.contains("`counter`") && msg.contains("one unit"),
        "{msg}"
    );
    assert_eq!(e.0[0].site().0.line(), line, "{msg}");
    // Without the variable, the same kernels split.
    let mut m = Module::new(Target::SM_80);
    m.kernel("a", |k, (out,): (Ptr<Global, u32>,)| k.st(out, 1u32));
    m.kernel("b", |_, (): ()| {});
    let units = m.emit_units().unwrap();
    assert_eq!(units.len(), 2);
    assert!(units[0].ptx.contains(".entry a") && !units[0].ptx.contains(".entry b"));
    assert!(units[1].ptx.contains(".entry b") && !units[1].ptx.contains(".entry a"));
}

/// `.extern .shared` names the launch's dynamic shared memory, not storage the kernels
/// share, so a module declaring it still splits, and every unit declares it; a
/// module-scope `.shared` array beside it is still refused.
#[test]
fn a_module_with_only_extern_shared_is_split_and_each_unit_declares_it() {
    let mut m = Module::new(Target::SM_80);
    let dyn_smem = m.extern_shared::<u32>("dyn_smem", Align(16));
    for name in ["a", "b"] {
        m.kernel(name, move |k, (out,): (Ptr<Global, u32>,)| {
            let v = k.ld(dyn_smem);
            k.st(out, v);
        });
    }
    let units = m.emit_units().unwrap();
    assert_eq!(units.len(), 2);
    for u in &units {
        assert!(
            u.ptx.contains(".extern .shared .align 16 .u32 dyn_smem[];"),
            "{}",
            u.ptx
        );
    }
    let line = line!() + 1;
    let _tile = m.shared::<u32>("tile", 32, Align(16));
    let e = m
        .emit_units()
        .expect_err("a module-scope .shared array cannot be split");
    let msg = e.to_string();
    assert!(msg.contains("`tile`"), "{msg}");
    assert_eq!(e.0[0].site().0.line(), line, "{msg}");
}

/// mbarrier counts, transaction counts and parities are checked at the call, and the wait
/// loop is refused under a guard (its branch would ignore the guard).
#[test]
fn mbarrier_immediates_and_the_wait_loop_under_a_guard() {
    let mut m = Module::new(Target::SM_90);
    let line = here();
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_init(b, 0u32); // line + 3: no arrivals
        k.mbarrier_expect_tx(b, 1u32 << 20); // line + 4: past 2^20 - 1
        k.mbarrier_try_wait_parity(b, 2u32); // line + 5: a parity is 0 or 1
        let p = k.mov(true);
        k.when(p, |k| k.mbarrier_wait_parity(b, 0u32)); // line + 7
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 4, "{errs:?}");
    assert!(matches!(
        errs[0],
        Error::ImmediateOutOfRange {
            what: "an mbarrier arrival count",
            value: 0,
            lo: 1,
            ..
        }
    ));
    assert!(matches!(
        errs[1],
        Error::ImmediateOutOfRange {
            what: "an mbarrier transaction count",
            hi: 1048575,
            ..
        }
    ));
    assert!(matches!(
        errs[2],
        Error::ImmediateOutOfRange {
            what: "an mbarrier phase parity",
            value: 2,
            ..
        }
    ));
    assert!(
        errs[3]
            .to_string()
            .contains("inside a `when`/`unless` block"),
        "{}",
        errs[3]
    );
    for (e, d) in errs.iter().zip([3, 4, 5, 7]) {
        assert_eq!(site_line(e), line + d, "{e}");
    }
    // The same calls with legal values emit, and ptxas accepts them.
    let mut ok = Module::new(Target::SM_90);
    ok.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_init(b, 1u32);
        k.mbarrier_expect_tx(b, (1u32 << 20) - 1);
        k.mbarrier_try_wait_parity(b, 1u32);
        k.mbarrier_wait_parity(b, 0u32);
    });
    emit_ok(&ok);
}

#[test]
fn lop3_truth_table_out_of_range() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 3;
    m.entry("k", |k| {
        let a = k.mov(1u32);
        k.lop3(a, a, a, 0x1ff);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        matches!(
            errs[0],
            Error::ImmediateOutOfRange {
                value: 0x1ff,
                lo: 0,
                hi: 255,
                ..
            }
        ),
        "{errs:?}"
    );
    let text = errs[0].to_string();
    assert!(text.contains("lop3"), "{text}");
    assert_eq!(site_line(&errs[0]), line);
    // Its legal twin: the largest table, and one computed from a closure.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.mov(1u32);
        let b = k.lop3(a, a, a, 0xff);
        k.lop3(a, b, a, lut3(|a, b, c| (a | b) & !c));
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains(", 255;") && ptx.contains(", 84;"), "{ptx}");
}

/// An FP8 conversion needs ISA 8.1 on sm_89 but only 7.8 on sm_90: the module's version
/// follows its target, and a pinned 8.0 is refused on sm_89 only.
#[test]
fn fp8_conversions_need_a_newer_isa_on_sm_89() {
    let build = |target: Target, pin: Option<Version>| {
        let mut m = Module::new(target);
        if let Some(v) = pin {
            m.pin_version(v);
        }
        m.entry("k", |k| {
            let a = k.mov(1.0f32);
            k.cvt_pack::<E4m3x2>(a, a);
        });
        m
    };
    assert_eq!(
        build(Target::SM_89, None).requirements().version,
        Version::new(8, 1)
    );
    assert_eq!(
        build(Target::SM_90, None).requirements().version,
        Version::new(7, 8)
    );
    assert!(emit_ok(&build(Target::SM_89, None)).contains(".version 8.1\n"));
    assert!(emit_ok(&build(Target::SM_90, None)).contains(".version 7.8\n"));
    let errs = errors(&build(Target::SM_89, Some(Version::new(8, 0))));
    assert!(
        matches!(errs[0], Error::VersionTooLow { needed, .. } if needed == Version::new(8, 1)),
        "{errs:?}"
    );
    emit_ok(&build(Target::SM_90, Some(Version::new(8, 0))));
}

/// `bfe`/`bfi` use the low 8 bits of a register position or length, but ptxas refuses an
/// immediate above 255 (found by the random program generator).
#[test]
fn bit_field_immediates_out_of_range() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.mov(1u32);
        k.bfe(a, 256u32, 8u32);
        k.bfi(a, a, 0u32, 300u32);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(
        errs[0].to_string().contains("bfe's bit position"),
        "{}",
        errs[0]
    );
    assert!(
        errs[1].to_string().contains("bfi's field length"),
        "{}",
        errs[1]
    );
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.mov(1u32);
        let p = k.mov(256u32);
        k.bfe(a, p, 255u32);
        k.bfi(a, a, 255u32, p);
    });
    emit_ok(&m);
}

/// A warp-specialized kernel: the producer warpgroup gives registers back, the others take
/// them (`.maxntid` and `.minnctapersm` let ptxas honour `setmaxnreg`).
fn reg_reconfig(m: &mut Module) -> u32 {
    let line = here() + 9;
    m.entry("reconfig", |k| {
        k.maxntid(384, 1, 1);
        k.minnctapersm(1);
        let t = k.tid_x();
        let wg = k.shr(t, 7u32);
        let producer = k.setp(Cmp::Eq, wg, 0u32);
        k.if_else(
            producer,
            |k| k.setmaxnreg_dec(40),
            |k| k.setmaxnreg_inc(232),
        );
    });
    line
}

#[test]
fn setmaxnreg_needs_an_arch_specific_target_and_ptxas_agrees() {
    // Plain sm_90: refused, naming the form, the targets that accept it, and the call site.
    let mut m = Module::new(Target::SM_90);
    let line = reg_reconfig(&mut m);
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:?}");
    let Error::NeedsArchTarget {
        form,
        ref targets,
        target,
        ..
    } = errs[0]
    else {
        panic!("{errs:?}")
    };
    assert_eq!(form, FormId::SetmaxnregDec);
    assert_eq!(target, Target::SM_90);
    assert!(targets.starts_with("sm_90a"), "{targets}");
    let text = errs[0].to_string();
    assert!(
        text.contains("setmaxnreg.dec.sync.aligned.u32") && text.contains("sm_90a"),
        "{text}"
    );
    assert_eq!(site_line(&errs[0]), line);
    assert!(matches!(
        errs[1],
        Error::NeedsArchTarget {
            form: FormId::SetmaxnregInc,
            ..
        }
    ));
    // ptxas refuses the same module for sm_90 ...
    let ungated = m.__emit_ungated().expect("emits without the gate");
    if let Some(p) = common::ptxas_or_skip("setmaxnreg sm_90") {
        let log = common::ptxas_check(p, &ungated, "sm_90").expect_err("ptxas accepts sm_90");
        assert!(log.contains("setmaxnreg"), "{log}");
    }
    // ... and both accept it for sm_90a (and sm_100a).
    for target in [Target::SM_90A, Target::SM_100A] {
        let mut m = Module::new(target);
        reg_reconfig(&mut m);
        let ptx = emit_ok(&m);
        assert!(
            ptx.contains("setmaxnreg.dec.sync.aligned.u32 \t40;"),
            "{ptx}"
        );
        assert!(
            ptx.contains("setmaxnreg.inc.sync.aligned.u32 \t232;"),
            "{ptx}"
        );
    }
}

#[test]
fn setmaxnreg_counts_are_24_to_256_in_steps_of_8() {
    for (n, why) in [(16, "24..=256"), (264, "24..=256"), (100, "multiple of 8")] {
        let mut m = Module::new(Target::SM_90A);
        let line = here() + 1;
        m.entry("k", |k| k.setmaxnreg_inc(n));
        let errs = errors(&m);
        assert_eq!(errs.len(), 1, "{n}: {errs:?}");
        let text = errs[0].to_string();
        assert!(
            text.contains(why) && text.contains(&n.to_string()),
            "{text}"
        );
        assert_eq!(site_line(&errs[0]), line);
    }
    for n in [24, 256] {
        let mut m = Module::new(Target::SM_90A);
        m.entry("k", |k| k.setmaxnreg_dec(n));
        emit_ok(&m);
    }
}

#[test]
fn redux_f32_needs_sm_100a() {
    let body = |k: &mut Kernel<'_>| {
        let a = k.mov(1.5f32);
        k.redux_sync_f32(ReduxF32Op::Max, ReduxF32Flags::default(), a, u32::MAX);
    };
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", body);
    assert!(
        matches!(
            errors(&m)[..],
            [Error::TargetTooOld {
                form: FormId::ReduxSyncF32,
                needed: 100,
                ..
            }]
        ),
        "{:?}",
        errors(&m)
    );
    let mut m = Module::new(Target::SM_100);
    m.entry("k", body);
    let errs = errors(&m);
    let text = errs[0].to_string();
    assert!(
        matches!(errs[..], [Error::NeedsArchTarget { .. }])
            && text.contains("sm_100f, sm_100a, sm_103f, sm_103a"),
        "{text}"
    );
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", body);
    assert!(emit_ok(&m).contains("redux.sync.max.f32"));
}

#[test]
fn red_async_refuses_operations_its_type_lacks() {
    for (op, what) in [
        (
            AtomOp::Inc,
            "`red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc` on .s32 values",
        ),
        (
            AtomOp::Exch,
            "`red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes` has no .exch",
        ),
    ] {
        let mut m = Module::new(Target::SM_90);
        let line = here() + 4;
        m.entry("k", |k| {
            let v = k.shared::<i32>("v", 4, Align(4));
            let b = k.shared::<Mbarrier>("b", 1, Align(8));
            k.red_async(op, v.widen(), 1i32, b.widen());
        });
        let errs = errors(&m);
        assert_eq!(errs.len(), 1, "{errs:?}");
        let text = errs[0].to_string();
        assert!(
            text.contains(what) && text.contains("with .min/.max, {.type} is .u32/.s32"),
            "{text}"
        );
        assert_eq!(site_line(&errs[0]), line);
    }
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u64>("v", 4, Align(8));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.red_async(AtomOp::Add, v.widen(), 1u64, b.widen());
        let w = k.shared::<i32>("w", 4, Align(4));
        k.red_async(AtomOp::Max, w.widen(), -1i32, b.widen());
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("bytes.add.u64 \t[v], 1, [b];"), "{ptx}");
}

/// The rows' rules of `cp.reduce.async.bulk`: a float's bits are not an integer's
/// (`.and` of `f32` stays refused), `.noftz` is spelled exactly with `.add` of a
/// half-precision element into `.global`, and a tensor map's element type is checked
/// against the operation.
#[test]
fn bulk_reductions_follow_their_rows_rules() {
    let mut m = Module::new(Target::SM_90);
    let lines = std::cell::RefCell::new(Vec::new());
    m.kernel("k", |k, (map, out): MapAndOut| {
        let tile = k.shared::<f32>("tile", 64, Align(128));
        let d = k.shared::<f32>("d", 64, Align(16));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let l = &mut *lines.borrow_mut();
        l.push(here());
        k.cp_reduce_async_bulk_shared_to_cluster(
            BulkRedOp::And,
            d.widen(),
            tile,
            64u32,
            bar.widen(),
        );
        l.push(here());
        k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Or, out, tile, 64u32);
        l.push(here());
        k.cp_reduce_async_bulk_tensor(BulkRedOp::Inc, map, (0i32, 0i32), tile);
    });
    let errs = errors(&m);
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(errs.len(), 3, "{text:#?}");
    for (e, line) in errs.iter().zip(&*lines.borrow()) {
        assert_eq!(site_line(e), line + 1, "{e}");
    }
    assert!(
        text[0].contains("bytes.and` on .f32 values; "),
        "{}",
        text[0]
    );
    assert!(
        text[0].contains("with .and/.or/.xor, {.type} is .b32"),
        "{}",
        text[0]
    );
    assert!(
        text[1].contains("bulk_group.or` on .f32 values; "),
        "{}",
        text[1]
    );
    assert!(
        text[2].contains("`cp.reduce.async.bulk.tensor.inc` on a tensor map of .f32 elements")
            && text[2].contains("with .inc/.dec, the map's element type is .u32"),
        "{}",
        text[2]
    );
    assert!(!BulkRedOp::And.to_global(Ty::F32) && BulkRedOp::And.to_global(Ty::S64));
    assert!(!BulkRedOp::Add.to_cluster(Ty::S64) && BulkRedOp::Add.to_tensor(Ty::F32));
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (p, q): (Ptr<Global, F16>, Ptr<Global, i64>)| {
        let h = k.shared::<F16>("h", 64, Align(16));
        let w = k.shared::<i64>("w", 16, Align(16));
        k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Add, p, h, 64u32);
        k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Min, p, h, 64u32);
        k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Xor, q, w, 64u32);
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains("bulk_group.add.noftz.f16 \t["), "{ptx}");
    assert!(ptx.contains("bulk_group.min.f16 \t["), "{ptx}");
    assert!(ptx.contains("bulk_group.xor.b64 \t["), "{ptx}");
    assert_eq!(ptx.matches(".noftz").count(), 1, "{ptx}");
}

#[test]
fn named_barrier_counts_are_multiples_of_32() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 1;
    m.entry("k", |k| k.bar_arrive(1, 48));
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].to_string().contains("multiple of the warp size"));
    assert_eq!(site_line(&errs[0]), line);
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| k.barrier_arrive(16, 64));
    assert!(matches!(
        errors(&m)[..],
        [Error::ImmediateOutOfRange {
            what: "a barrier id",
            ..
        }]
    ));
}

#[test]
fn setmaxnreg_dec_cannot_ask_for_more_than_the_kernel_starts_with() {
    // 384 threads per CTA: ptxas computes 168 registers per thread at entry and refuses a
    // decrease to more (fatal C7406), in the kernel or in a function it calls.
    let mut m = Module::new(Target::SM_90A);
    let f_line = here() + 1;
    let f = m.func("release", |k, ()| k.setmaxnreg_dec(176));
    let line = here() + 3;
    m.entry("k", |k| {
        k.maxntid(384, 1, 1);
        k.setmaxnreg_dec(232);
        k.call(f, ());
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{errs:?}");
    let mut lines: Vec<u32> = errs.iter().map(site_line).collect();
    lines.sort();
    assert_eq!(lines, [f_line, line]);
    for e in &errs {
        let text = e.to_string();
        assert!(
            text.contains("at most 168 registers at entry") && text.contains("384 threads"),
            "{text}"
        );
    }
    // ptxas agrees: the same kernel without `.maxntid` is accepted, with it refused.
    let mut m = Module::new(Target::SM_90A);
    let f = m.func("release", |k, ()| k.setmaxnreg_dec(176));
    m.entry("k", |k| {
        k.setmaxnreg_dec(232);
        k.call(f, ());
    });
    let ptx = emit_ok(&m);
    let bounded = ptx.replace(".entry k()\n", ".entry k()\n.maxntid 384, 1, 1\n");
    assert_ne!(bounded, ptx);
    if let Some(p) = common::ptxas_or_skip("setmaxnreg above entry") {
        let log = common::ptxas_check(p, &bounded, "sm_90a").expect_err("ptxas accepts it");
        assert!(log.contains("setmaxnreg.dec has register count"), "{log}");
    }
    // At the bound (and with .minnctapersm 2: 80 registers) it is accepted.
    let mut m = Module::new(Target::SM_90A);
    let f = m.func("release", |k, ()| k.setmaxnreg_dec(168));
    m.entry("k", |k| {
        k.maxntid(384, 1, 1);
        k.call(f, ());
    });
    m.entry("k2", |k| {
        k.maxntid(384, 1, 1);
        k.minnctapersm(2);
        k.setmaxnreg_dec(80);
    });
    emit_ok(&m);
    let mut m = Module::new(Target::SM_90A);
    m.entry("k2", |k| {
        k.maxntid(384, 1, 1);
        k.minnctapersm(2);
        k.setmaxnreg_dec(88);
    });
    assert!(errors(&m)[0].to_string().contains(".minnctapersm 2"));
}

#[test]
fn cvta_var_offset_past_the_end_of_the_variable() {
    let mut m = Module::new(Target::SM_80);
    let d = m.extern_shared::<u32>("dyn", Align(4));
    let mut line = 0;
    m.entry("k", |k| {
        let x = k.shared::<u32>("x", 4, Align(4));
        // One past the end is a valid end pointer (like `x.at(4)`): no error.
        let _ = k.cvta_var(x, 4);
        let _ = k.cvta_var(x, 3);
        line = here() + 1;
        let _ = k.cvta_var(x, 10);
        // An unsized `extern` array has no length to check against.
        let _ = k.cvta_var(d, 1000);
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(site_line(&errs[0]), line);
    let text = errs[0].to_string();
    assert!(
        text.contains("`cvta_var` at element 10 of `x`, a variable of 4 elements"),
        "{text}"
    );
    assert!(text.contains("at most its length (4)"), "{text}");
}

#[test]
fn a_b128_load_needs_isa_8_3() {
    let mut m = Module::new(Target::SM_90);
    m.pin_version(Version::new(8, 2));
    let mut line = 0;
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        line = here() + 1;
        let v = k.ld(p);
        let _ = k.unpack_b128(v);
    });
    let errs = errors(&m);
    assert!(!errs.is_empty());
    let Error::VersionTooLow {
        form,
        needed,
        pinned,
        ..
    } = errs[0]
    else {
        panic!("{errs:?}")
    };
    // The `ld` row's `.b128` value (a gate of its type slot).
    assert_eq!(form, FormId::Ld);
    assert_eq!((needed, pinned), (Version::new(8, 3), Version::new(8, 2)));
    assert_eq!(site_line(&errs[0]), line);
    assert!(errs[0].to_string().contains("8.3"), "{}", errs[0]);

    // Unpinned, the module asks for ISA 8.3, and ptxas accepts it; the 128-bit atomics
    // ask for sm_90.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        let v = k.ld(p);
        let [lo, hi] = k.unpack_b128(v);
        let w = k.mov_b128(hi, lo);
        k.st(p.at(1), w);
    });
    assert_eq!(m.requirements().version, Version::new(8, 3));
    let ptx = emit_ok(&m);
    assert!(ptx.contains("ld.global.b128"), "{ptx}");
    assert!(ptx.contains(".reg .b128"), "{ptx}");
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        let s = k.shared::<B128>("s", 2, Align(16));
        let v = k.ld(p);
        let old = k.atom_cas_b128(s.at(1), v, v);
        let old = k.atom_exch_b128(p, old);
        k.st(s, old);
    });
    assert_eq!(m.requirements().sm, 90);
    let ptx = emit_ok(&m);
    assert!(ptx.contains("atom.shared.cas.b128"), "{ptx}");
    assert!(ptx.contains("atom.global.exch.b128"), "{ptx}");

    // A `B128` kernel parameter is declared as its 16 bytes; reading it needs ISA 8.3,
    // and so does a fresh `.b128` register (its declaration).
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let x = k.param::<B128>("x");
        let p = k.param_ptr::<B128>("p");
        k.st(p, x);
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains(".param .align 16 .b8 x[16]"), "{ptx}");
    assert!(ptx.contains("ld.param.b128"), "{ptx}");
    let mut m = Module::new(Target::SM_80);
    m.pin_version(Version::new(8, 2));
    m.entry("k", |k| {
        let _ = k.fresh::<B128>();
    });
    let errs = errors(&m);
    assert!(
        matches!(
            errs[..],
            [Error::VersionTooLow {
                form: FormId::Mov,
                ..
            }]
        ),
        "{errs:?}"
    );
}

/// The access checks are errors of their own kind, with the access's numbers as fields
/// (and the same text as when they were a `Misuse`).
#[test]
fn access_errors_carry_their_numbers() {
    let mut m = Module::new(Target::SM_80);
    let (past, misaligned) = (here() + 3, here() + 4);
    m.entry("k", |k| {
        let v = k.shared::<u32>("v", 4, Align(4));
        k.st(v.at(4), 1u32);
        k.ld_v2(v.at(1));
    });
    let e = errors(&m);
    assert!(
        e.iter().any(|e| matches!(e,
            Error::AccessOutOfBounds { bytes: 4, offset: 16, size: Some(16), at } if at.0.line() == past)),
        "{e:?}"
    );
    assert!(
        e.iter().any(|e| matches!(e,
            Error::AccessMisaligned { bytes: 8, why, at } if why == "at a byte offset of 4" && at.0.line() == misaligned)),
        "{e:?}"
    );
    let text: Vec<String> = e.iter().map(ToString::to_string).collect();
    assert!(
        text.iter().any(|t| t.contains(
            "a 4-byte access at byte 16 of a 16-byte variable reaches past the end; access the variable inside its declared length"
        )),
        "{text:?}"
    );
}

/// `ptxas` refuses a `setmaxnreg.dec` above the largest register count the kernel can
/// reach: with no `.maxntid`/`.reqntid` (no count at entry), that is the largest
/// `setmaxnreg.inc` of the kernel, wherever it stands (found by the random programs:
/// `inc 24` then `dec 32`; ptxas C7406). The twin below the largest `inc` is accepted.
#[test]
fn setmaxnreg_dec_above_every_inc_is_refused() {
    for steps in [
        &[(true, 24), (false, 32)][..],
        &[(false, 32), (true, 24)][..],
    ] {
        let mut m = Module::new(Target::SM_90A);
        let line = here() + 4;
        m.entry("k", |k| {
            for &(inc, n) in steps {
                if inc {
                    k.setmaxnreg_inc(n)
                } else {
                    k.setmaxnreg_dec(n)
                }
            }
        });
        let e = errors(&m);
        let text: Vec<String> = e.iter().map(ToString::to_string).collect();
        assert!(
            e.len() == 1
                && text[0].contains("`setmaxnreg.dec` to 32 registers")
                && text[0].contains("largest `setmaxnreg.inc` (24)")
                && site_line(&e[0]) == line + 2,
            "{text:?}"
        );
    }
    for steps in [
        &[(true, 40), (false, 32)][..],
        &[(true, 24), (true, 64), (false, 32)][..],
        &[(false, 32)][..],
    ] {
        let mut m = Module::new(Target::SM_90A);
        m.entry("k", |k| {
            for &(inc, n) in steps {
                if inc {
                    k.setmaxnreg_inc(n)
                } else {
                    k.setmaxnreg_dec(n)
                }
            }
        });
        emit_ok(&m);
    }
}

/// With `.maxntid` too (a count at entry far above it), the largest `setmaxnreg.inc`
/// bounds every decrease (found by the random programs: `.maxntid 3`, `inc 24`, `dec 32`).
#[test]
fn setmaxnreg_dec_above_every_inc_is_refused_with_maxntid() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.maxntid(3, 1, 1);
        k.setmaxnreg_inc(24);
        k.setmaxnreg_dec(32);
    });
    let text: Vec<String> = errors(&m).iter().map(ToString::to_string).collect();
    assert!(
        text.len() == 1 && text[0].contains("largest `setmaxnreg.inc` (24)"),
        "{text:?}"
    );
}

/// Review finding (issue 17, session 4): the generated `fence_proxy_tensormap_acquire`
/// takes any address of a tensormap-readable generic space, so an offset one is checked:
/// the tensormap proxy reads a 64-byte aligned map.
#[test]
fn tensormap_acquire_refuses_a_misaligned_map() {
    let mut m = Module::new(Target::SM_90);
    let line = std::cell::Cell::new(0);
    m.kernel("k", |k, (map, _out): MapAndOut| {
        line.set(here() + 1);
        k.fence_proxy_tensormap_acquire(map.byte_offset(3), Scope::Gpu);
        k.fence_proxy_tensormap_acquire(map, Scope::Gpu); // legal
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(
        text.contains("a tensor map at a byte offset of 3 is not 64-byte aligned"),
        "{text}"
    );
    assert_eq!(site_line(&errs[0]), line.get());
}

/// Review finding (issue 17, session 4): a generated store of a register-only type keeps
/// its immediate in the instruction, as the hand `st_async` did (no `mov` first).
#[test]
fn st_async_keeps_an_immediate_of_a_packed_type() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<F16x2>("s", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.st_async(s.widen(), F16x2(0x3c00_3c00), b.widen());
    });
    let ptx = emit_ok(&m);
    assert!(
        ptx.contains("bytes.b32 \t[s], 1006648320, [b];") && !ptx.contains("mov.b32"),
        "{ptx}"
    );
}

/// Review finding (issue 17, session 4): an operation the row lacks is named as such (the
/// hand `red_async` said there is no `.exch`).
#[test]
fn red_async_names_the_operation_it_lacks() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<i32>("v", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.red_async(AtomOp::Exch, v.widen(), 1i32, b.widen());
    });
    let errs = errors(&m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(text.contains("has no .exch"), "{text}");
}

/// The bulk reductions' operation × element rules, against the PTX ISA's tables written out
/// here by hand: an oracle independent of the rows, which `BulkRedOp::{to_global,
/// to_cluster, to_tensor}` and the builder's checks read (review finding: the random
/// programs' oracle is those same functions). A tensor map's element type is no part of
/// the spelling, so `ptxas` cannot catch a wrong `.tensor` rule; this table does.
#[test]
fn bulk_reduction_rules_match_the_ptx_isa_tables() {
    use BulkRedOp as O;
    const TYS: [Ty; 8] = [
        Ty::U32,
        Ty::S32,
        Ty::U64,
        Ty::S64,
        Ty::F32,
        Ty::F64,
        Ty::F16,
        Ty::Bf16,
    ];
    let ints = [Ty::U32, Ty::S32, Ty::U64, Ty::S64];
    let global = |op: O| -> Vec<Ty> {
        match op {
            O::Add => vec![
                Ty::U32,
                Ty::S32,
                Ty::U64,
                Ty::F32,
                Ty::F64,
                Ty::F16,
                Ty::Bf16,
            ],
            O::Min | O::Max => vec![Ty::U32, Ty::S32, Ty::U64, Ty::S64, Ty::F16, Ty::Bf16],
            O::Inc | O::Dec => vec![Ty::U32],
            O::And | O::Or | O::Xor => ints.to_vec(),
        }
    };
    let cluster = |op: O| -> Vec<Ty> {
        match op {
            O::Add => vec![Ty::U32, Ty::S32, Ty::U64],
            O::Min | O::Max => vec![Ty::U32, Ty::S32],
            O::Inc | O::Dec => vec![Ty::U32],
            O::And | O::Or | O::Xor => vec![Ty::U32, Ty::S32],
        }
    };
    let tensor = |op: O| -> Vec<Ty> {
        match op {
            O::Add => vec![Ty::U32, Ty::S32, Ty::U64, Ty::F32, Ty::F16, Ty::Bf16],
            O::Min | O::Max => vec![Ty::U32, Ty::S32, Ty::U64, Ty::S64, Ty::F16, Ty::Bf16],
            O::Inc | O::Dec => vec![Ty::U32],
            O::And | O::Or | O::Xor => ints.to_vec(),
        }
    };
    for op in O::ALL {
        for ty in TYS {
            assert_eq!(
                op.to_global(ty),
                global(op).contains(&ty),
                "{op:?} into .global on {ty:?}"
            );
            assert_eq!(
                op.to_cluster(ty),
                cluster(op).contains(&ty),
                "{op:?} into .shared::cluster on {ty:?}"
            );
            assert_eq!(
                op.to_tensor(ty),
                tensor(op).contains(&ty),
                "{op:?} of a tensor on {ty:?}"
            );
        }
    }
}

// ---- a value made in a region and read after it ---------------------------------------

/// The one `Unassigned` error of `m`, and its text.
fn unassigned(m: &Module) -> (Error, String) {
    let errs = errors(m);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(
        matches!(errs[0], Error::Unassigned { .. }),
        "not an unassigned read: {text}"
    );
    (errs[0].clone(), text)
}

#[test]
fn a_value_made_in_a_for_range_body_is_named_with_the_loop_and_the_carry() {
    let mut m = Module::new(Target::SM_80);
    let (mut made, mut opened, mut read) = (0, 0, 0);
    m.kernel("leak", |k, (out, n): (Ptr<Global, u32>, Reg<u32>)| {
        let mut last = None;
        opened = line!() + 1;
        k.for_range(0u32, n, 1, (), |k, i, ()| {
            made = line!() + 1;
            let doubled = k.add(i, i);
            last = Some(doubled);
        });
        read = line!() + 1;
        k.st(out, last.unwrap());
    });
    let (e, text) = unassigned(&m);
    // The read's site, the value by the Rust binding (the source line is readable here),
    // where it was made, the loop's site, and the fix.
    assert_eq!(site_line(&e), read, "{text}");
    assert!(text.contains("`doubled` (register %r"), "{text}");
    assert!(
        text.contains(&format!("made at tests/errors.rs:{made}:")),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "inside the body of the `for_range` at tests/errors.rs:{opened}:"
        )),
        "{text}"
    );
    assert!(text.contains("carry it out of the loop"), "{text}");
    assert!(
        text.contains("k.for_range(0u32, n, 1, (0.0f32, 0u32)"),
        "{text}"
    );
    assert!(text.contains("not assigned on every path"), "{text}");
    let Error::Unassigned {
        made: Some(at),
        text: Some(src),
        region: Some((Region::ForRange, _)),
        ..
    } = &e
    else {
        panic!("{e:?}")
    };
    assert_eq!(at.0.line(), made);
    assert_eq!(src, "let doubled = k.add(i, i);");
}

#[test]
fn a_value_made_in_a_while_loop_or_if_else_names_its_region_and_fix() {
    let mut m = Module::new(Target::SM_80);
    let mut opened = 0;
    m.kernel("w", |k, (out, x): (Ptr<Global, u32>, Reg<u32>)| {
        let mut inner = None;
        opened = line!() + 1;
        k.while_loop(
            x,
            |k, v| k.setp(Cmp::Ne, v, 0u32),
            |k, v| {
                inner = Some(k.shr(v, 1u32));
                inner.unwrap()
            },
        );
        k.st(out, inner.unwrap());
    });
    let (_, text) = unassigned(&m);
    assert!(
        text.contains(&format!(
            "inside the `while_loop` at tests/errors.rs:{opened}:"
        )),
        "{text}"
    );
    // Not bound by `let`: the value is named by its line.
    assert!(
        text.contains("(`inner = Some(k.shr(v, 1u32));`, register %r"),
        "{text}"
    );
    assert!(text.contains("add an initial value for it to `while_loop`'s carried values"));

    let mut m = Module::new(Target::SM_80);
    m.kernel("e", |k, (out, x): (Ptr<Global, u32>, Reg<u32>)| {
        let p = k.setp(Cmp::Lt, x, 4u32);
        let mut other = None;
        let y = k.if_else(
            p,
            |k| {
                let twice = k.add(x, x);
                other = Some(twice);
                twice
            },
            |_| x,
        );
        k.st(out, y);
        k.st(out, other.unwrap());
    });
    let (_, text) = unassigned(&m);
    assert!(text.contains("`twice` (register %r"), "{text}");
    assert!(text.contains("inside a branch of the `if_else`"), "{text}");
    assert!(text.contains("return it from both branches"), "{text}");
}

#[test]
fn a_value_of_an_inner_region_is_named_with_the_outermost_region_it_left() {
    // Made in an `if_then` inside a loop body, read after the loop: the loop is the region
    // it must be carried out of.
    let mut m = Module::new(Target::SM_80);
    let mut opened = 0;
    m.kernel("nest", |k, (out, n): (Ptr<Global, u32>, Reg<u32>)| {
        let mut v = None;
        opened = line!() + 1;
        k.for_range(0u32, n, 1, (), |k, i, ()| {
            let odd = k.setp(Cmp::Gt, i, 3u32);
            k.if_then(odd, |k| v = Some(k.add(i, 1u32)));
        });
        k.st(out, v.unwrap());
    });
    let (_, text) = unassigned(&m);
    assert!(
        text.contains(&format!(
            "inside the body of the `for_range` at tests/errors.rs:{opened}:"
        )),
        "{text}"
    );
    // Read inside the loop but after the `if_then`: the `if_then` is the region.
    let mut m = Module::new(Target::SM_80);
    m.kernel("nest2", |k, (out, n): (Ptr<Global, u32>, Reg<u32>)| {
        k.for_range(0u32, n, 1, (), |k, i, ()| {
            let odd = k.setp(Cmp::Gt, i, 3u32);
            let mut v = None;
            k.if_then(odd, |k| v = Some(k.add(i, 1u32)));
            k.st(out, v.unwrap());
        });
    });
    let (_, text) = unassigned(&m);
    assert!(text.contains("inside the body of the `if_then`"), "{text}");
    assert!(text.contains("use `if_else`"), "{text}");
}

#[test]
fn an_unassigned_register_of_no_region_keeps_the_general_rule() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let r = k.fresh::<u32>();
        k.st(out, r);
    });
    let (e, text) = unassigned(&m);
    assert!(
        matches!(
            e,
            Error::Unassigned {
                made: None,
                region: None,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(text.contains(": register %r"), "{text}");
    assert!(text.contains("make it before the region (`mov`)"), "{text}");
}

#[test]
fn a_pointer_of_if_space_or_a_guarded_value_names_its_block() {
    let mut m = Module::new(Target::SM_80);
    m.func("f", |k, (g,): (Ptr<Generic, u32>,)| {
        let mut s = None;
        k.if_space::<Shared<Cta>, _, u32>(g, |_, p| s = Some(p));
        k.st(s.unwrap(), 1u32);
    });
    let (e, text) = unassigned(&m);
    assert!(
        matches!(
            e,
            Error::Unassigned {
                region: Some((Region::IfSpace, _)),
                ..
            }
        ),
        "{e:?}"
    );
    assert!(text.contains("inside the body of the `if_space`"), "{text}");
    assert!(
        text.contains("use the converted pointer only inside"),
        "{text}"
    );

    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let t = k.tid_x();
        let p = k.setp(Cmp::Lt, t, 16u32);
        let mut v = None;
        k.when(p, |k| {
            let bumped = k.add(t, 1u32);
            v = Some(bumped);
        });
        k.st(out, v.unwrap());
    });
    let (e, text) = unassigned(&m);
    assert!(
        matches!(
            e,
            Error::Unassigned {
                region: Some((Region::Guarded, _)),
                ..
            }
        ),
        "{e:?}"
    );
    assert!(text.contains("`bumped` (register %r"), "{text}");
    assert!(text.contains("inside the `when`/`unless` block"), "{text}");
}

/// Found by the random programs: `createpolicy.fractional` takes a fraction above 0 and at
/// most 1 (ptxas refuses `-293190560.0`); an immediate outside is an error at the call
/// site, a register is not checked.
#[test]
fn a_cache_policy_fraction_outside_0_to_1_is_an_error() {
    use typed_ptx::slots::CreatepolicyPrimary as P;
    for bad in [0.0f32, -0.5, 1.5, f32::NAN] {
        let mut m = Module::new(Target::SM_90);
        m.entry("k", |k| {
            let _ = k.createpolicy(P::L2EvictFirst, None, bad);
        });
        let e = m.emit().unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("a cache policy's fraction") && text.contains("outside (0, 1]"),
            "{bad}: {text}"
        );
        assert!(text.contains("tests/errors.rs"), "the call site: {text}");
    }
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.param::<f32>("f");
        let _ = k.createpolicy(P::L2EvictLast, None, 1.0f32);
        let _ = k.createpolicy(P::L2EvictFirst, None, 0.25f32);
        let _ = k.createpolicy(P::L2EvictNormal, None, f);
    });
    let ptx = m.emit().unwrap();
    common::assert_ptxas_accepts("cache policy fractions", &ptx);
}
