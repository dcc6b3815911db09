//! Blackwell's tensor memory without a Blackwell GPU: a tcgen05 GEMM main loop (allocate
//! tensor memory, TMA-load A and B tiles, UMMA them into the accumulator, commit to an
//! mbarrier, load the accumulator back, free) emits PTX that `ptxas` accepts for sm_100a;
//! and each rule of the typed tensor-memory address is an emit error at the Rust call site
//! (a column past the allocation, an allocation not freed on some path, an allocation
//! after the relinquish, a shape the MMA does not have, a descriptor's matrix past its
//! variable), each beside its legal twin. The rules that do not compile are in
//! `tests/ui/tmem/`. The sm_100 forms cannot run on the machines the project has (H100,
//! H200): they are checked by ptxas only.

use typed_ptx::tensor_memory::*;
use typed_ptx::*;

mod common;

/// The tile of one CTA: 128 x 128 of f32 accumulators, K slices of 64 bf16.
const BM: u32 = 128;
const BN: u32 = 128;
const BK: u32 = 64;

type Map = Var<Param<Entry>, TensorMap<Bf16, 2>>;
type Args = (Map, Map, Ptr<Global, f32>, Reg<u32>);

/// The GEMM main loop skeleton of one CTA of 128 threads: warp 0 allocates 128 columns,
/// thread 0 loads the K slices of A (128 x 64) and B (128 x 64) with TMA and issues four
/// UMMAs of K = 16 per slice into the accumulator, commits them to an mbarrier; then every
/// warp loads its 32 lanes of the accumulator and stores them; warp 0 frees.
fn skeleton(m: &mut Module) {
    m.kernel_named(
        "umma_mainloop",
        &["a", "b", "c", "k_slices"],
        |k, (a, b, c, slices): Args| {
            k.reqntid(128, 1, 1);
            let a_map = k.cvta_var(a, 0);
            let b_map = k.cvta_var(b, 0);
            let sa = k.shared::<Bf16>("sa", (BM * BK) as u64, Align(1024));
            let sb = k.shared::<Bf16>("sb", (BN * BK) as u64, Align(1024));
            let full = k.shared::<Mbarrier>("full", 1, Align(8));
            let done = k.shared::<Mbarrier>("done", 1, Align(8));
            let tid = k.tid_x();
            let first = k.setp(Cmp::Eq, tid, 0u32);
            k.if_then(first, |k| {
                k.mbarrier_init(full, 1u32);
                k.mbarrier_init(done, 1u32);
                k.fence_mbarrier_init();
            });
            let t: Tmem<Cols<128>> = k.tmem_alloc(0);
            let acc = t.at::<f32>(0);
            let bytes = (BM + BN) * BK * 2;
            let phase = k.fresh::<u32>();
            k.assign(phase, 0u32);
            let i = k.fresh::<u32>();
            k.assign(i, 0u32);
            k.while_loop(
                (),
                |k, ()| k.setp(Cmp::Lt, i, slices),
                |k, ()| {
                    k.if_then(first, |k| {
                        let x = k.mul_lo(i, BK);
                        let _ = k.mbarrier_arrive_expect_tx(full, bytes);
                        k.cp_async_bulk_tensor_load(sa, a_map, (x, 0u32), full);
                        k.cp_async_bulk_tensor_load(sb, b_map, (x, 0u32), full);
                        k.mbarrier_wait_parity(full, phase);
                        k.tcgen05_fence_after_thread_sync();
                        let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
                        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
                        let not_first = k.setp(Cmp::Ne, i, 0u32);
                        k.umma(acc_ref(&t), da, db, UmmaShape { m: BM, n: BN }, not_first);
                        for kk in 1..4u32 {
                            let da = k.umma_desc(sa.at((kk * 16) as i64), Swizzle::B128, 16, 1024);
                            let db = k.umma_desc(sb.at((kk * 16) as i64), Swizzle::B128, 16, 1024);
                            k.umma(acc_ref(&t), da, db, UmmaShape { m: BM, n: BN }, true);
                        }
                        k.tcgen05_commit(Tcgen05Group::CtaGroup1, done.widen());
                        k.mbarrier_wait_parity(done, phase);
                    });
                    let next = k.xor(phase, 1u32);
                    k.assign(phase, next);
                    let n = k.add(i, 1u32);
                    k.assign(i, n);
                },
            );
            k.bar_sync(0);
            k.tcgen05_fence_after_thread_sync();
            let _ = acc;
            // Each warp reads its 32 lanes (rows) of the accumulator, 32 columns at a time.
            let warp = k.shr(tid, 5u32);
            let lane = k_lane(k);
            let row = k.mad_lo(warp, 32u32, lane);
            for chunk in 0..(BN / 32) {
                let v: [Reg<f32>; 32] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(chunk * 32));
                k.tcgen05_wait_ld();
                let base = k.mul_lo(row, BN);
                let base = k.add(base, chunk * 32);
                for (j, r) in v.iter().enumerate() {
                    let idx = k.add(base, j as u32);
                    let p = k.index(c, idx);
                    k.st(p, *r);
                }
            }
            k.tmem_dealloc(t);
        },
    );
}

fn acc_ref<'t>(t: &'t Tmem<Cols<128>>) -> TmemRef<'t, f32> {
    t.at(0)
}

fn k_lane(k: &mut Kernel<'_>) -> Reg<u32> {
    let tid = k.tid_x();
    k.and(tid, 31u32)
}

#[test]
fn a_tcgen05_gemm_mainloop_passes_ptxas_for_sm_100a() {
    let mut m = Module::new(Target::SM_100A);
    skeleton(&mut m);
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for spelled in [
        "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32",
        "tcgen05.mma.cta_group::1.kind::f16",
        "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64",
        "tcgen05.ld.sync.aligned.32x32b.x32.b32",
        "tcgen05.wait::ld.sync.aligned",
        "tcgen05.dealloc.cta_group::1.sync.aligned.b32",
    ] {
        assert!(ptx.contains(spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("tmem", &ptx);
    if std::env::var("TMEM_DUMP").is_ok() {
        println!("{ptx}");
    }
}

/// Emits `body` as a kernel of an sm_100a module and returns the error text (or `None`
/// when it emits).
fn errors(body: impl FnOnce(&mut Kernel<'_>)) -> Option<String> {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        body(k)
    });
    m.emit().err().map(|e| e.to_string())
}

#[test]
fn an_access_past_the_allocation_is_an_error_at_its_call_site() {
    let line = line!() + 3;
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<f32>; 32] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(48));
        k.tmem_dealloc(t);
    })
    .expect("columns 48..80 of 64 emitted");
    assert!(
        e.contains("columns 48..80 past the end of an allocation of 64 columns"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    // The twin: the last 16 columns.
    assert_eq!(
        errors(|k| {
            let t: Tmem<Cols<64>> = k.tmem_alloc(0);
            let _: [Reg<f32>; 16] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(48));
            k.tcgen05_wait_ld();
            k.tmem_dealloc(t);
        }),
        None
    );
    // Packed halves read two columns per register; 16x256b eight per repeat.
    let e = errors(|k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let _: [Reg<Bf16x2>; 32] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
        let _: [Reg<u32>; 8] = k.tmem_ld(TmemShape::Lanes16x256b, t.warp(24));
        k.tmem_dealloc(t);
    })
    .expect("packed reads past the end emitted");
    assert!(
        e.contains("columns 0..64 past the end of an allocation of 32"),
        "{e}"
    );
    assert!(
        e.contains("columns 24..40 past the end of an allocation of 32"),
        "{e}"
    );
}

#[test]
fn an_mma_accumulator_past_the_allocation_is_an_error() {
    let mma = |cols_n: u32, col: u32| {
        errors(move |k| {
            let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
            let sb = k.shared::<Bf16>("sb", 128 * 64, Align(1024));
            let t: Tmem<Cols<128>> = k.tmem_alloc(0);
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            k.umma(
                t.at::<f32>(col),
                da,
                db,
                UmmaShape { m: 128, n: cols_n },
                false,
            );
            k.tmem_dealloc(t);
        })
    };
    assert_eq!(mma(128, 0), None);
    assert_eq!(mma(64, 64), None);
    let e = mma(128, 64).expect("an accumulator past the end emitted");
    assert!(
        e.contains("columns 64..192 past the end of an allocation of 128"),
        "{e}"
    );
    let e = mma(72, 0).expect("N = 72 emitted");
    assert!(
        e.contains("N = 72 is no tcgen05.mma shape with M = 128"),
        "{e}"
    );
}

#[test]
fn an_mma_reading_past_its_descriptors_variable_is_an_error() {
    let e = errors(|k| {
        // 64 rows of B where the MMA reads 128.
        let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
        let sb = k.shared::<Bf16>("sb", 64 * 64, Align(1024));
        let t: Tmem<Cols<128>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        k.umma(t.at::<f32>(0), da, db, UmmaShape { m: 128, n: 128 }, false);
        k.tmem_dealloc(t);
    })
    .expect("a B tile too small emitted");
    assert!(e.contains("`tcgen05.mma` of M = 128, N = 128, K = 16 reads past the end of the 8192-byte variable `sb`"), "{e}");
}

#[test]
fn an_allocation_not_freed_on_some_path_is_an_error_at_the_allocation() {
    let line = line!() + 3;
    let e = errors(|k| {
        let tid = k.tid_x();
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let p = k.setp(Cmp::Eq, tid, 0u32);
        // Returns early on one path, holding the allocation.
        k.if_then(p, |k| k.ret());
        k.tmem_dealloc(t);
    })
    .expect("a leak on the early return emitted");
    assert!(
        e.contains("tensor memory allocated here is not freed on a path to the `ret`"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    // Freed in one branch only: the other path reaches the end holding it.
    let e = errors(|k| {
        let tid = k.tid_x();
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let p = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(p, move |k| k.tmem_dealloc(t));
    })
    .expect("a free on one branch emitted");
    assert!(e.contains("is not freed on a path"), "{e}");
    // Never freed.
    let e = errors(|k| {
        let _t: Tmem<Cols<32>> = k.tmem_alloc(0);
    })
    .expect("a leak emitted");
    assert!(e.contains("is not freed"), "{e}");
    // The twin: freed on both paths, before the early return too.
    assert_eq!(
        errors(|k| {
            let tid = k.tid_x();
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            let p = k.setp(Cmp::Eq, tid, 0u32);
            let q = k.not(p);
            k.if_then(q, |k| k.bar_sync(1));
            k.tmem_dealloc(t);
            k.if_then(p, |k| k.ret());
        }),
        None
    );
}

#[test]
fn allocation_after_the_relinquish_is_an_error() {
    let e = errors(|k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_relinquish::<Cta1>(0);
        k.tmem_dealloc(t);
        let u: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(u);
    })
    .expect("an allocation after the relinquish emitted");
    assert!(e.contains("after a tcgen05.relinquish_alloc_permit"), "{e}");
    // The twin: both allocations first, then the relinquish.
    assert_eq!(
        errors(|k| {
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            let u: Tmem<Cols<64>> = k.tmem_alloc(0);
            k.tmem_relinquish::<Cta1>(0);
            k.tmem_dealloc(u);
            k.tmem_dealloc(t);
        }),
        None
    );
}

#[test]
fn tensor_memory_needs_an_sm_100a_target_and_every_thread() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    });
    let e = m.emit().expect_err("tcgen05 on sm_90a emitted").to_string();
    assert!(
        e.contains("`tcgen05.alloc` (Tcgen05Alloc) needs sm_100 or later"),
        "{e}"
    );
    // Plain sm_100 has no tcgen05 either: only the architecture-specific targets.
    let mut m = Module::new(Target::SM_100);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    });
    let e = m.emit().expect_err("tcgen05 on sm_100 emitted").to_string();
    assert!(e.contains("tcgen05.alloc") && e.contains("sm_100a"), "{e}");
    let e = errors(|k| {
        let tid = k.tid_x();
        let p = k.setp(Cmp::Lt, tid, 32u32);
        k.when(p, |k| {
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            k.tmem_dealloc(t);
        });
    })
    .expect("an allocation in a guarded block emitted");
    assert!(
        e.contains("`tmem_alloc` inside an `if_then`, `if_else`, loop or `when` block"),
        "{e}"
    );
}

/// The `sm_100` family (`sm_100f`, `sm_103f`, `sm_110f` and their `a` targets) runs the
/// GEMM main loop; `.kind::i8` is `sm_100a`/`sm_110a` only (ptxas refuses it on `sm_100f`
/// and `sm_103a`), and `tcgen05.shift` is `a`-only: each refused at its call site, each
/// verdict ptxas's.
#[test]
fn the_sm_100_family_runs_tensor_memory_but_not_kind_i8_or_shift() {
    for target in [Target::SM_100F, Target::SM_103A, Target::SM_110A] {
        let mut m = Module::new(target);
        skeleton(&mut m);
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        common::assert_ptxas_accepts("tmem", &ptx);
    }
    let i8_mma = |target: Target| {
        let mut m = Module::new(target);
        let line = line!() + 8;
        m.entry("k", |k| {
            k.reqntid(128, 1, 1);
            let sa = k.shared::<u8>("sa", 128 * 128, Align(1024));
            let sb = k.shared::<u8>("sb", 128 * 128, Align(1024));
            let t: Tmem<Cols<128>> = k.tmem_alloc(0);
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            k.umma(t.at::<i32>(0), da, db, UmmaShape { m: 128, n: 128 }, false);
            k.tmem_dealloc(t);
        });
        (m, line)
    };
    for target in [Target::SM_100A, Target::SM_110A] {
        let (m, _) = i8_mma(target);
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        assert!(ptx.contains(".kind::i8"), "{ptx}");
        common::assert_ptxas_accepts("tmem", &ptx);
    }
    for target in [Target::SM_100F, Target::SM_103A, Target::SM_110F] {
        let (m, line) = i8_mma(target);
        let e = m.emit().expect_err("kind::i8 emitted").to_string();
        assert!(
            e.contains(".kind::i8") && e.contains("sm_100a, sm_110a"),
            "{target}: {e}"
        );
        assert!(e.contains(&format!("tmem.rs:{line}")), "{target}: {e}");
        let ungated = m.__emit_ungated().expect("emits ungated");
        if let Some(p) = common::ptxas_or_skip("tmem") {
            assert!(
                common::ptxas_check(p, &ungated, common::target_of(&ungated)).is_err(),
                "ptxas accepts kind::i8 on {target}"
            );
        }
    }
    let mut m = Module::new(Target::SM_100F);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_shift_down(t.at::<u32>(0));
        k.tmem_dealloc(t);
    });
    let e = m.emit().expect_err("shift on sm_100f emitted").to_string();
    assert!(e.contains("tcgen05.shift") && e.contains("sm_100a"), "{e}");
}

/// ptxas refuses a kernel whose tcgen05 operations name both CTA groups (found by the
/// macro coverage program): the builder says so at the first operation of the second.
#[test]
fn one_cta_group_per_kernel() {
    let line = line!() + 5;
    let e = errors(|k| {
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
        k.tcgen05_commit(Tcgen05Group::CtaGroup2, bar.widen());
        k.tmem_dealloc(t);
    })
    .expect("two CTA groups emitted");
    assert!(
        e.contains("a `tcgen05` operation of `.cta_group::2` in a function whose `tcgen05` operations are `.cta_group::1`"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    // The twin: the pair's commit in a kernel of its own.
    let mut m = Module::new(Target::SM_100A);
    m.entry("one", |k| {
        k.reqntid(128, 1, 1);
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
        k.tmem_dealloc(t);
    });
    m.entry("two", |k| {
        k.reqntid(128, 1, 1);
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t: Tmem<Cols<32>, Cta2> = k.tmem_alloc(0);
        k.tcgen05_commit(Tcgen05Group::CtaGroup2, bar.widen());
        k.tmem_dealloc(t);
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("tmem", &ptx);
}

/// A register count that is no repeat of the shape, and lanes past the warp's 32, are
/// errors that say what the shape moves.
#[test]
fn an_access_of_no_shape_is_an_error() {
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<u32>; 3] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
        let _: [Reg<u32>; 2] = k.tmem_ld(TmemShape::Lanes16x256b, t.warp(0));
        let _: [Reg<u32>; 1] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp_upper(0));
        k.tmem_dealloc(t);
    })
    .expect("accesses of no shape emitted");
    assert!(
        e.contains("3 registers per thread is no tcgen05 access of shape .32x32b"),
        "{e}"
    );
    assert!(
        e.contains("2 registers per thread is no tcgen05 access of shape .16x256b"),
        "{e}"
    );
    assert!(
        e.contains("a tcgen05 access of shape .32x32b at lanes 16..48 of a warp's 32"),
        "{e}"
    );
    // The twins: four registers are one repeat of .16x256b; the upper 16 lanes take a
    // 16-lane shape.
    assert_eq!(
        errors(|k| {
            let t: Tmem<Cols<64>> = k.tmem_alloc(0);
            let _: [Reg<u32>; 4] = k.tmem_ld(TmemShape::Lanes16x256b, t.warp(0));
            let _: [Reg<u32>; 1] = k.tmem_ld(TmemShape::Lanes16x64b, t.warp_upper(0));
            k.tcgen05_wait_ld();
            k.tmem_dealloc(t);
        }),
        None
    );
}

/// ptxas counts the functions a kernel calls too (checked with ptxas 13.5): a kernel of
/// `.cta_group::1` calling a function of `.cta_group::2` is refused, at the second group.
#[test]
fn one_cta_group_per_kernel_counts_the_functions_it_calls() {
    let mut m = Module::new(Target::SM_100A);
    let line = line!() + 3;
    let pair = m.func("pair", |k, (): ()| {
        let bar = k.shared::<Mbarrier>("pbar", 1, Align(8));
        k.tcgen05_commit(Tcgen05Group::CtaGroup2, bar.widen());
    });
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.call(pair, ());
        k.tmem_dealloc(t);
    });
    let e = m
        .emit()
        .expect_err("two CTA groups through a call emitted")
        .to_string();
    assert!(
        e.contains("kernel `k` reaches `tcgen05` operations of `.cta_group::1`"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    // The twin: the function of the kernel's own group.
    let mut m = Module::new(Target::SM_100A);
    let one = m.func("one", |k, (): ()| {
        let bar = k.shared::<Mbarrier>("pbar", 1, Align(8));
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
    });
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.call(one, ());
        k.tmem_dealloc(t);
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("tmem", &ptx);
}

// ---- Review findings (each test failed before its fix) ----

/// A load or store at a fixed lane would reach another warp's lanes from warps 1 to 3:
/// only this warp's lanes (`warp`, `warp_upper`) are loaded and stored.
#[test]
fn review_a_load_at_lane_0_from_any_warp_is_refused() {
    let e = errors(|k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let _: [Reg<f32>; 1] = k.tmem_ld(TmemShape::Lanes32x32b, t.at(0));
        k.tmem_dealloc(t);
    })
    .expect("a load at lane 0 emitted");
    assert!(e.contains("a tcgen05.ld/st at a fixed lane"), "{e}");
}

/// The data flow knows what is held on every path, not only on some: a free where the
/// allocation may already be freed (a loop around the free) and an allocation where it
/// may still be held (a loop around the allocation) are errors.
#[test]
fn review_a_second_free_or_a_second_allocation_in_a_loop_is_an_error() {
    let e = errors(|k| {
        let n = k.param::<u32>("n");
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let i = k.fresh::<u32>();
        k.assign(i, 0u32);
        let top = k.label();
        k.place(top);
        k.tmem_dealloc(t);
        let i2 = k.add(i, 1u32);
        k.assign(i, i2);
        let again = k.setp(Cmp::Lt, i, n);
        k.bra_if(again, top);
    })
    .expect("a free in a loop emitted");
    assert!(e.contains("freed where it may be freed already"), "{e}");
    let e = errors(|k| {
        let n = k.param::<u32>("n");
        let i = k.fresh::<u32>();
        k.assign(i, 0u32);
        let top = k.label();
        k.place(top);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let i2 = k.add(i, 1u32);
        k.assign(i, i2);
        let again = k.setp(Cmp::Lt, i, n);
        k.bra_if(again, top);
        k.tmem_dealloc(t);
    })
    .expect("an allocation in a loop emitted");
    assert!(
        e.contains("allocated again where it may still be held"),
        "{e}"
    );
}

/// A loop whose head is the function's first line still joins its back edge.
#[test]
fn review_the_entry_block_joins_its_back_edges() {
    let e = errors(|k| {
        let top = k.label();
        k.place(top);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
        k.tmem_relinquish::<Cta1>(0);
        let tid = k.tid_x();
        let p = k.setp(Cmp::Eq, tid, 1000u32);
        k.bra_if(p, top);
    })
    .expect("an allocation after a relinquish around a loop emitted");
    assert!(e.contains("after a tcgen05.relinquish_alloc_permit"), "{e}");
}

/// Tensor memory is allocated, freed and relinquished by kernels (a device function's
/// relinquish or exit would hide from the kernel's check), at the top level of the
/// kernel (every thread of the CTA reaches the sequence).
#[test]
fn review_allocation_is_the_kernels_at_its_top_level() {
    let mut m = Module::new(Target::SM_100A);
    let _f = m.func("f", |k, (): ()| {
        k.tmem_relinquish::<Cta1>(0);
    });
    let e = m
        .emit()
        .expect_err("a relinquish in a device function emitted")
        .to_string();
    assert!(e.contains("`tmem_relinquish` in a device function"), "{e}");
    let e = errors(|k| {
        let tid = k.tid_x();
        let p = k.setp(Cmp::Lt, tid, 16u32);
        k.if_then(p, |k| {
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            k.tmem_dealloc(t);
        });
    })
    .expect("an allocation under if_then emitted");
    assert!(e.contains("`tmem_alloc` inside an `if_then`"), "{e}");
    // A kernel that allocates may not call a function that exits.
    let mut m = Module::new(Target::SM_100A);
    let bail = m.func("bail", |k, (): ()| k.exit());
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.call(bail, ());
        k.tmem_dealloc(t);
    });
    let e = m
        .emit()
        .expect_err("an exit in a callee emitted")
        .to_string();
    assert!(e.contains("calls a function that may `exit`"), "{e}");
}

/// `tcgen05.shift` moves rows of 32 bytes (8 columns), and with `.cta_group::2` each CTA
/// holds N/2 rows of B.
#[test]
fn review_shift_spans_eight_columns_and_a_pairs_b_is_half() {
    let e = errors(|k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_shift_down(t.at::<u32>(28));
        k.tmem_dealloc(t);
    })
    .expect("a shift past the end emitted");
    assert!(e.contains("columns 28..36 past the end"), "{e}");
    // Each CTA of the pair holds 128 of B's 256 rows.
    assert_eq!(
        errors(|k| {
            let sa = k.shared::<Bf16>("sa", 128 * 16, Align(1024));
            let sb = k.shared::<Bf16>("sb", 128 * 16, Align(1024));
            let t: Tmem<Cols<256>, Cta2> = k.tmem_alloc(0);
            let a = k.umma_desc(sa, Swizzle::None, 128, 256);
            let b = k.umma_desc(sb, Swizzle::None, 128, 256);
            k.umma(t.at::<f32>(0), a, b, UmmaShape { m: 256, n: 256 }, false);
            k.tmem_dealloc(t);
        }),
        None
    );
}

/// `raw` cannot reach tensor memory (an allocation in raw text would hide from the check
/// that frees every allocation); the twin's fence is the table's method.
#[test]
fn review_raw_tcgen05_text_is_refused() {
    let e =
        errors(|k| k.raw("tcgen05.fence::before_thread_sync;", &[])).expect("raw tcgen05 emitted");
    assert!(
        e.contains("`tcgen05` works on tensor memory, which the builder types"),
        "{e}"
    );
    assert_eq!(errors(|k| k.tcgen05_fence_before_thread_sync()), None);
}

/// The allocating warp exists in every launch: the kernel fixes its CTA size with
/// `.reqntid`, and the warp is one of it (an allocation by a warp that is not there leaves
/// the `.shared::cta` word unwritten, and every thread would take it for an address).
#[test]
fn review_the_allocating_warp_exists() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    });
    let e = m
        .emit()
        .expect_err("an allocation without reqntid emitted")
        .to_string();
    assert!(
        e.contains("tensor memory allocated by warp 0 of a kernel whose CTA size is not fixed"),
        "{e}"
    );
    let e = errors(|k| {
        let t: Tmem<Cols<32>> = k.tmem_alloc(4);
        k.tmem_dealloc(t);
    })
    .expect("warp 4 of a CTA of 128 threads emitted");
    assert!(
        e.contains("warp 4 of a CTA of 128 threads, which has no such warp"),
        "{e}"
    );
    assert_eq!(
        errors(|k| {
            let t: Tmem<Cols<32>> = k.tmem_alloc(3);
            k.tmem_dealloc(t);
        }),
        None
    );
}

/// No thread may leave before an allocation: the threads that return or exit there miss
/// its CTA-wide sequence (the allocating warp among them, perhaps).
#[test]
fn review_no_exit_before_the_allocation() {
    let e = errors(|k| {
        let tid = k.tid_x();
        let p = k.setp(Cmp::Ge, tid, 100u32);
        k.if_then(p, |k| k.exit());
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    })
    .expect("an exit before the allocation emitted");
    assert!(
        e.contains("may run before this tensor-memory allocation"),
        "{e}"
    );
    // The twin: the early exit after the free.
    assert_eq!(
        errors(|k| {
            let tid = k.tid_x();
            let p = k.setp(Cmp::Ge, tid, 100u32);
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            k.tmem_dealloc(t);
            k.if_then(p, |k| k.exit());
        }),
        None
    );
}

/// One weight-stationary UMMA (`umma_ws`, or `umma_ws_tmem_a` with A from columns 64..)
/// of `shape` into a 128-column allocation, with `collector` (and a zero-column mask
/// where `mask`), in an sm_100a-family kernel.
fn ws_kernel(
    m: &mut Module,
    name: &str,
    shape: UmmaShape,
    (tmem_a, mask): (bool, bool),
    collector: Collector,
) {
    m.entry(name, |k| {
        k.reqntid(128, 1, 1);
        // M and N rows of 128 bytes (64 bf16).
        let sa = k.shared::<Bf16>("sa", u64::from(shape.m) * 64, Align(1024));
        let sb = k.shared::<Bf16>("sb", u64::from(shape.n) * 64, Align(1024));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t: Tmem<Cols<128>> = k.tmem_alloc(0);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let ws = UmmaWs {
            collector,
            zero_columns: mask.then(|| k.mov(0u64)),
        };
        if tmem_a {
            k.umma_ws_tmem_a(t.at::<f32>(0), t.at::<Bf16>(64), db, shape, true, ws);
        } else {
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            k.umma_ws(t.at::<f32>(0), da, db, shape, true, ws);
        }
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
        k.tmem_dealloc(t);
    });
}

/// The weight-stationary UMMA (`tcgen05.mma.ws`): every collector use, A from shared or
/// tensor memory, with and without a zero-column mask, M of 32, 64 and 128, passes ptxas
/// on each target of the sm_100 family; D's folded columns (N · M / 128) are what must fit
/// the allocation.
#[test]
fn the_weight_stationary_mma_passes_ptxas_with_its_collector_and_mask() {
    use CollectorBuf::*;
    let collectors = [
        Collector::Default,
        Collector::Fill(B0),
        Collector::Use(B1),
        Collector::LastUse(B2),
        Collector::Discard(B3),
    ];
    for target in [
        Target::SM_100A,
        Target::SM_100F,
        Target::SM_103A,
        Target::SM_110A,
    ] {
        let mut m = Module::new(target);
        let mut i = 0;
        for (c, collector) in collectors.into_iter().enumerate() {
            for (tmem_a, mask) in [(false, false), (true, false), (false, true), (true, true)] {
                // M = 32 and N = 256, M = 64 and N = 128, M = 128 and N = 64: 64 columns.
                let (m_, n) = [(32, 256), (64, 128), (128, 64)][(c + i) % 3];
                let shape = UmmaShape { m: m_, n };
                ws_kernel(&mut m, &format!("k{i}"), shape, (tmem_a, mask), collector);
                i += 1;
            }
        }
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        for spelled in [
            "tcgen05.mma.ws.cta_group::1.kind::f16 ",
            "tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::fill ",
            "tcgen05.mma.ws.cta_group::1.kind::f16.collector::b1::use ",
            "tcgen05.mma.ws.cta_group::1.kind::f16.collector::b2::lastuse ",
            "tcgen05.mma.ws.cta_group::1.kind::f16.collector::b3::discard ",
        ] {
            assert!(ptx.contains(spelled), "{target}: {spelled} missing:\n{ptx}");
        }
        common::assert_ptxas_accepts("tmem", &ptx);
    }
}

/// The weight-stationary UMMA's rules: its shapes (M of 32, 64 or 128; N of 64, 128 or
/// 256), its D's folded columns inside the allocation, `.kind::i8` on sm_100a and
/// sm_110a only, and one CTA group in its kernel; each error at the call site, beside its
/// legal twin.
#[test]
fn the_weight_stationary_mma_checks_its_shape_columns_kind_and_cta_group() {
    let ws = |shape: UmmaShape, col: u32| {
        let line = line!() + 7;
        let e = errors(move |k| {
            let sa = k.shared::<Bf16>("sa", u64::from(shape.m) * 64, Align(1024));
            let sb = k.shared::<Bf16>("sb", u64::from(shape.n) * 64, Align(1024));
            let t: Tmem<Cols<64>> = k.tmem_alloc(0);
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            k.umma_ws(t.at::<f32>(col), da, db, shape, false, UmmaWs::default());
            k.tmem_dealloc(t);
        });
        (e, line)
    };
    // 64 columns: M = 32 of N = 256 (folded in four), M = 64 of 128 (in two), M = 128 of 64.
    for (m, n) in [(32, 256), (64, 128), (128, 64)] {
        assert_eq!(ws(UmmaShape { m, n }, 0).0, None, "{m} x {n}");
    }
    let (e, line) = ws(UmmaShape { m: 128, n: 128 }, 0);
    let e = e.expect("128 columns in 64 emitted");
    assert!(
        e.contains("columns 0..128 past the end of an allocation of 64"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    let e = ws(UmmaShape { m: 64, n: 128 }, 32)
        .0
        .expect("columns 32..96 emitted");
    assert!(
        e.contains("columns 32..96 past the end of an allocation of 64"),
        "{e}"
    );
    let e = ws(UmmaShape { m: 256, n: 64 }, 0)
        .0
        .expect("M = 256 emitted");
    assert!(e.contains("M = 256 is no tcgen05.mma.ws shape"), "{e}");
    let e = ws(UmmaShape { m: 64, n: 96 }, 0).0.expect("N = 96 emitted");
    assert!(e.contains("N = 96 is no tcgen05.mma.ws shape"), "{e}");
    // `.kind::i8` on the family targets.
    let i8_ws = |target: Target| {
        let mut m = Module::new(target);
        m.entry("k", |k| {
            k.reqntid(128, 1, 1);
            let sa = k.shared::<u8>("sa", 128 * 128, Align(1024));
            let sb = k.shared::<u8>("sb", 128 * 128, Align(1024));
            let t: Tmem<Cols<128>> = k.tmem_alloc(0);
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            let shape = UmmaShape { m: 128, n: 128 };
            k.umma_ws(t.at::<i32>(0), da, db, shape, false, UmmaWs::default());
            k.tmem_dealloc(t);
        });
        m
    };
    let ptx = i8_ws(Target::SM_100A)
        .emit()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        ptx.contains("tcgen05.mma.ws.cta_group::1.kind::i8 "),
        "{ptx}"
    );
    common::assert_ptxas_accepts("tmem", &ptx);
    let m = i8_ws(Target::SM_100F);
    let e = m
        .emit()
        .expect_err("kind::i8 on sm_100f emitted")
        .to_string();
    assert!(
        e.contains(".kind::i8") && e.contains("sm_100a, sm_110a"),
        "{e}"
    );
    let ungated = m.__emit_ungated().expect("emits ungated");
    if let Some(p) = common::ptxas_or_skip("tmem") {
        assert!(
            common::ptxas_check(p, &ungated, common::target_of(&ungated)).is_err(),
            "ptxas accepts tcgen05.mma.ws .kind::i8 on sm_100f"
        );
    }
    // `.cta_group::1` in the mnemonic, and D's allocation one CTA's: a pair's commit in the
    // same kernel is refused (ptxas refuses it too); the twin commits for one CTA.
    let commit_of = |group: Tcgen05Group| {
        errors(move |k| {
            let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
            let sb = k.shared::<Bf16>("sb", 64 * 64, Align(1024));
            let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
            let t: Tmem<Cols<64>> = k.tmem_alloc(0);
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            let shape = UmmaShape { m: 128, n: 64 };
            k.umma_ws(t.at::<f32>(0), da, db, shape, false, UmmaWs::default());
            k.tcgen05_commit(group, bar.widen());
            k.tmem_dealloc(t);
        })
    };
    assert_eq!(commit_of(Tcgen05Group::CtaGroup1), None);
    let e = commit_of(Tcgen05Group::CtaGroup2).expect("two CTA groups emitted");
    assert!(
        e.contains("`.cta_group::2` in a function whose `tcgen05` operations are `.cta_group::1`"),
        "{e}"
    );
}

/// The two-half loads and stores (`.16x32bx2`): both halves' columns inside the
/// allocation (packed values take two columns a register), the 16 lanes inside the warp's
/// quarter, a power-of-two register count, and a store's halves apart; each error at the
/// call site, beside its legal twin, which ptxas accepts.
#[test]
fn split_loads_and_stores_check_both_halves() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let v: [Reg<f32>; 8] = k.tmem_ld_split(t.warp(0), 32);
        k.tcgen05_wait_ld();
        k.tmem_st_split(t.warp_upper(8), 8, v);
        let p: [Reg<Bf16x2>; 4] = k.tmem_ld_split(t.warp(0), 56);
        k.tcgen05_wait_ld();
        k.tmem_st_split(t.warp(16), 8, p);
        k.tcgen05_wait_st();
        k.tmem_dealloc(t);
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for spelled in [
        "tcgen05.ld.sync.aligned.16x32bx2.x8.b32",
        "tcgen05.st.sync.aligned.16x32bx2.x8.b32",
        "tcgen05.ld.sync.aligned.16x32bx2.x4.pack::16b.b32",
        "tcgen05.st.sync.aligned.16x32bx2.x4.unpack::16b.b32",
    ] {
        assert!(ptx.contains(spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("tmem", &ptx);
    let line = line!() + 3;
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<f32>; 8] = k.tmem_ld_split(t.warp(0), 60);
        k.tmem_dealloc(t);
    })
    .expect("a second half past the end emitted");
    assert!(
        e.contains("columns 60..68 past the end of an allocation of 64"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    // Packed: 4 registers are 8 columns a half.
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<Bf16x2>; 4] = k.tmem_ld_split(t.warp(0), 57);
        k.tmem_dealloc(t);
    })
    .expect("a packed second half past the end emitted");
    assert!(e.contains("columns 57..65 past the end"), "{e}");
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let v: [Reg<f32>; 8] = k.tmem_ld_split(t.warp(0), 8);
        k.tcgen05_wait_ld();
        k.tmem_st_split(t.warp(0), 4, v);
        k.tmem_dealloc(t);
    })
    .expect("overlapping store halves emitted");
    assert!(
        e.contains("whose halves overlap: 8 columns each, the second 4 columns on"),
        "{e}"
    );
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<f32>; 3] = k.tmem_ld_split(t.warp(0), 8);
        k.tmem_dealloc(t);
    })
    .expect("3 registers emitted");
    assert!(
        e.contains("3 registers per thread is no tcgen05 access of shape .16x32bx2"),
        "{e}"
    );
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: [Reg<f32>; 2] = k.tmem_ld_split(t.at::<f32>(0), 8);
        k.tmem_dealloc(t);
    })
    .expect("a fixed lane emitted");
    assert!(e.contains("at a fixed lane"), "{e}");
}

/// One UMMA of `E` (bf16, or `u8` for `.kind::i8`) into a 128-column allocation with
/// `opts` (A from shared memory, or from tensor memory at column 64 where `tmem_a`).
fn opts_kernel<G: CtaGroup>(
    m: &mut Module,
    name: &str,
    tmem_a: bool,
    opts: impl FnOnce(&mut Kernel<'_>) -> UmmaOpts<G>,
) {
    m.entry(name, |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
        let sb = k.shared::<Bf16>("sb", 128 * 64, Align(1024));
        let t: Tmem<Cols<128>, G> = k.tmem_alloc(0);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let shape = UmmaShape {
            m: 128 * G::CTAS,
            n: 64,
        };
        let opts = opts(k);
        if tmem_a {
            k.umma_tmem_a_with(t.at::<f32>(0), t.at::<Bf16>(64), db, (shape, true), opts);
        } else {
            let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
            k.umma_with(t.at::<f32>(0), da, db, (shape, true), opts);
        }
        k.tmem_dealloc(t);
    });
}

/// The UMMA's disable-output-lane mask (4 registers of one CTA's lanes, 8 of a pair's:
/// the group's `LaneMask` type) and scale of D (f16 and tf32 kinds, 0 to 15, not on the
/// sm_110 family): every combination passes ptxas, with A from either memory and for both
/// CTA groups; a scale of another kind, past 15 or on sm_110a is an error at the call
/// site.
#[test]
fn an_mma_with_a_lane_mask_and_a_scale_of_d_passes_ptxas() {
    let mut m = Module::new(Target::SM_100A);
    let mut i = 0;
    for tmem_a in [false, true] {
        for (lanes, scale) in [(true, None), (false, Some(3)), (true, Some(15))] {
            opts_kernel::<Cta1>(&mut m, &format!("one{i}"), tmem_a, |k| UmmaOpts {
                disable_lanes: lanes.then(|| core::array::from_fn(|_| k.mov(0u32))),
                scale_d: scale,
            });
            opts_kernel::<Cta2>(&mut m, &format!("two{i}"), tmem_a, |k| UmmaOpts {
                disable_lanes: lanes.then(|| core::array::from_fn(|_| k.mov(0u32))),
                scale_d: scale,
            });
            i += 1;
        }
    }
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    assert!(ptx.contains("tcgen05.mma.cta_group::2.kind::f16"), "{ptx}");
    assert!(
        ptx.lines()
            .any(|l| l.contains("tcgen05.mma.cta_group::1.kind::f16")
                && l.contains("{%r")
                && l.trim_end().ends_with(", 15;")),
        "{ptx}"
    );
    common::assert_ptxas_accepts("tmem", &ptx);
    // A scale of an 8-bit kind.
    let line = line!() + 12;
    let e = errors(|k| {
        let sa = k.shared::<u8>("sa", 128 * 128, Align(1024));
        let sb = k.shared::<u8>("sb", 128 * 128, Align(1024));
        let t: Tmem<Cols<128>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let shape = UmmaShape { m: 128, n: 64 };
        let opts = UmmaOpts {
            disable_lanes: None,
            scale_d: Some(1),
        };
        k.umma_with(t.at::<i32>(0), da, db, (shape, true), opts);
        k.tmem_dealloc(t);
    })
    .expect("a scale of kind::i8 emitted");
    assert!(
        e.contains("scale of D (scale-input-d) of `.kind::i8`"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    let mut m = Module::new(Target::SM_100A);
    opts_kernel::<Cta1>(&mut m, "k", false, |_| UmmaOpts {
        disable_lanes: None,
        scale_d: Some(16),
    });
    let e = m.emit().expect_err("a scale of 16 emitted").to_string();
    assert!(e.contains("scale-input-d") && e.contains("16"), "{e}");
    let mut m = Module::new(Target::SM_110A);
    opts_kernel::<Cta1>(&mut m, "k", false, |_| UmmaOpts {
        disable_lanes: None,
        scale_d: Some(1),
    });
    let e = m
        .emit()
        .expect_err("a scale on sm_110a emitted")
        .to_string();
    assert!(e.contains("sm_100a") && e.contains("sm_103a"), "{e}");
    let ungated = m.__emit_ungated().expect("emits ungated");
    if let Some(p) = common::ptxas_or_skip("tmem") {
        assert!(
            common::ptxas_check(p, &ungated, common::target_of(&ungated)).is_err(),
            "ptxas accepts scale-input-d on sm_110a"
        );
    }
    // The twin on sm_110a: the lane mask without a scale.
    let mut m = Module::new(Target::SM_110A);
    opts_kernel::<Cta1>(&mut m, "k", false, |k| UmmaOpts {
        disable_lanes: Some(core::array::from_fn(|_| k.mov(0u32))),
        scale_d: None,
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("tmem", &ptx);
}

/// `tcgen05.cp` (shared memory to tensor memory): every shape and decompression passes
/// ptxas for both CTA groups; the shape's columns must lie inside the allocation, the copy
/// starts at lane 0, and its source rows inside the descriptor's variable, each an error
/// at the call site beside its legal twin.
#[test]
fn a_copy_into_tensor_memory_checks_its_columns_lanes_and_source() {
    let shapes = [
        TmemCpShape::Lanes128x256b,
        TmemCpShape::Lanes4x256b,
        TmemCpShape::Lanes128x128b,
        TmemCpShape::Lanes64x128bPairs02x13,
        TmemCpShape::Lanes64x128bPairs01x23,
        TmemCpShape::Lanes32x128bWarpx4,
    ];
    let formats = [
        TmemCpFormat::Plain,
        TmemCpFormat::B6x16P32,
        TmemCpFormat::B4x16P64,
    ];
    let mut m = Module::new(Target::SM_100A);
    m.entry("one", |k| {
        k.reqntid(128, 1, 1);
        // 128 rows of 32 bytes, no swizzle (8 x 16-byte core matrices, K-major).
        let s = k.shared::<u8>("s", 128 * 32, Align(1024));
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let d = k.umma_desc(s, Swizzle::None, 128, 256);
        for (i, shape) in shapes.into_iter().enumerate() {
            for format in formats {
                k.tmem_cp(t.at::<u32>(8 * (i as u32 % 3)), d, shape, format);
            }
        }
        k.tmem_dealloc(t);
    });
    m.entry("two", |k| {
        k.reqntid(128, 1, 1);
        let s = k.shared::<u8>("s", 128 * 32, Align(1024));
        let t: Tmem<Cols<32>, Cta2> = k.tmem_alloc(0);
        let d = k.umma_desc(s, Swizzle::None, 128, 256);
        k.tmem_cp(
            t.at::<u32>(24),
            d,
            TmemCpShape::Lanes128x256b,
            TmemCpFormat::B4x16P64,
        );
        k.tmem_dealloc(t);
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for spelled in [
        "tcgen05.cp.cta_group::1.128x256b ",
        "tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b6x16_p32 ",
        "tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b4x16_p64 ",
        "tcgen05.cp.cta_group::2.128x256b.b8x16.b4x16_p64 ",
    ] {
        assert!(ptx.contains(spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("tmem", &ptx);
    let cp = |col: u32, shape: TmemCpShape, rows: u64| {
        let line = line!() + 6;
        let e = errors(move |k| {
            let s = k.shared::<u8>("s", rows * 32, Align(1024));
            let t: Tmem<Cols<32>> = k.tmem_alloc(0);
            let d = k.umma_desc(s, Swizzle::None, 128, 256);
            let shape = shape;
            k.tmem_cp(t.at::<u32>(col), d, shape, TmemCpFormat::Plain);
            k.tmem_dealloc(t);
        });
        (e, line)
    };
    // The twins: 8 columns at 24 of 32, 4 at 28, 128 rows from 128.
    assert_eq!(cp(24, TmemCpShape::Lanes128x256b, 128).0, None);
    assert_eq!(cp(28, TmemCpShape::Lanes32x128bWarpx4, 128).0, None);
    let (e, line) = cp(28, TmemCpShape::Lanes128x256b, 128);
    let e = e.expect("8 columns at 28 of 32 emitted");
    assert!(
        e.contains("columns 28..36 past the end of an allocation of 32"),
        "{e}"
    );
    assert!(e.contains(&format!("tests/tmem.rs:{line}")), "{e}");
    let e = cp(0, TmemCpShape::Lanes128x128b, 64)
        .0
        .expect("128 rows from 64 emitted");
    assert!(
        e.contains("`tcgen05.cp` of 128 rows reads past the end of the 2048-byte variable `s`"),
        "{e}"
    );
    let e = errors(|k| {
        let s = k.shared::<u8>("s", 128 * 32, Align(1024));
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let d = k.umma_desc(s, Swizzle::None, 128, 256);
        k.tmem_cp(
            t.warp::<u32>(0),
            d,
            TmemCpShape::Lanes4x256b,
            TmemCpFormat::Plain,
        );
        k.tmem_dealloc(t);
    })
    .expect("a copy to a warp's lanes emitted");
    assert!(e.contains("a tcgen05.cp to a warp's lanes"), "{e}");
}

/// Review finding 7 (session 4): a fragment of no fixed length takes its length from the
/// row's `{.num}`, or, in a row without one, from its `{.cta_group}` (`Form::frag_len`).
/// The second rule is right only for `tcgen05.mma`'s disable-output-lane masks: no other
/// row may come under it unnoticed.
#[test]
fn only_the_lane_mask_rows_size_a_fragment_by_their_cta_group() {
    use typed_ptx::isa::{FORMS, Operand};
    let by_group: Vec<FormId> = FORMS
        .iter()
        .filter(|f| {
            f.operands
                .iter()
                .any(|o| matches!(o, Operand::Frag(_, 0) | Operand::DFrag(_, 0)))
                && !f.spell.names.contains(&".num")
        })
        .map(|f| f.id)
        .collect();
    assert_eq!(
        by_group,
        [
            FormId::Tcgen05MmaLanes,
            FormId::Tcgen05MmaTmemALanes,
            FormId::Tcgen05MmaLanesScaleD,
            FormId::Tcgen05MmaTmemALanesScaleD,
        ]
    );
}

/// `tcgen05.ld.red` (the sm_103 and sm_110 families): a load of the warp's lanes, and of
/// the two-half shape, that also reduces each thread's values to their minimum or
/// maximum. Every type and reduction passes ptxas; absolute values of integers, a
/// single register, columns past the allocation and an sm_100 target are errors at the
/// call site, each beside its legal twin.
#[test]
fn a_reducing_load_passes_ptxas_and_checks_its_type_count_and_target() {
    let mut m = Module::new(Target::SM_103A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let (_, lo): ([Reg<f32>; 8], Reg<f32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::MinAbs);
        let (_, hi): ([Reg<u32>; 2], Reg<u32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::Max);
        let (_, s): ([Reg<i32>; 4], Reg<i32>) = k.tmem_ld_red_split(t.warp(0), 32, TmemRedOp::Min);
        k.tcgen05_wait_ld();
        let _ = (lo, hi, s);
        k.tmem_dealloc(t);
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for spelled in [
        "tcgen05.ld.red.sync.aligned.32x32b.x8.f32.min.abs",
        "tcgen05.ld.red.sync.aligned.32x32b.x2.u32.max",
        "tcgen05.ld.red.sync.aligned.16x32bx2.x4.s32.min",
    ] {
        assert!(ptx.contains(spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("tmem", &ptx);
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: ([Reg<u32>; 2], Reg<u32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::MaxAbs);
        k.tmem_dealloc(t);
    })
    .expect("absolute values of u32 emitted");
    assert!(
        e.contains("a tcgen05.ld.red of absolute values of .u32"),
        "{e}"
    );
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: ([Reg<f32>; 1], Reg<f32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::Max);
        k.tmem_dealloc(t);
    })
    .expect("one register emitted");
    assert!(
        e.contains("a tcgen05.ld.red of 1 register per thread"),
        "{e}"
    );
    let e = errors(|k| {
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: ([Reg<f32>; 8], Reg<f32>) = k.tmem_ld_red_split(t.warp(0), 60, TmemRedOp::Min);
        k.tmem_dealloc(t);
    })
    .expect("a second half past the end emitted");
    assert!(
        e.contains("columns 60..68 past the end of an allocation of 64"),
        "{e}"
    );
    // sm_100a has tensor memory but not the reducing load.
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let _: ([Reg<f32>; 2], Reg<f32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::Min);
        k.tmem_dealloc(t);
    });
    let e = m.emit().expect_err("ld.red on sm_100a emitted").to_string();
    assert!(
        e.contains("Tcgen05LdRed") && e.contains("needs sm_103"),
        "{e}"
    );
}

/// An UMMA's D and its A in tensor memory are matrices from lane 0 (`Tmem::at`): a warp's
/// lanes (`Tmem::warp`) as either is an error, and A's 8 columns of a K step must lie
/// inside the allocation; for the plain and the weight-stationary UMMA alike, each beside
/// its legal twin.
#[test]
fn an_mma_takes_d_and_a_from_lane_0_and_a_inside_the_allocation() {
    #[derive(Clone, Copy)]
    enum Bad {
        None,
        AAtWarp,
        DAtWarp,
        APast,
    }
    let mma = |ws: bool, bad: Bad| {
        errors(move |k| {
            let sb = k.shared::<Bf16>("sb", 64 * 64, Align(1024));
            let t: Tmem<Cols<128>> = k.tmem_alloc(0);
            let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
            let shape = UmmaShape { m: 128, n: 64 };
            let d = match bad {
                Bad::DAtWarp => t.warp::<f32>(0),
                _ => t.at::<f32>(0),
            };
            let a = match bad {
                Bad::AAtWarp => t.warp::<Bf16>(64),
                Bad::APast => t.at::<Bf16>(124),
                _ => t.at::<Bf16>(64),
            };
            if ws {
                k.umma_ws_tmem_a(d, a, db, shape, true, UmmaWs::default());
            } else {
                k.umma_tmem_a(d, a, db, shape, true);
            }
            k.tmem_dealloc(t);
        })
    };
    for (ws, inst) in [(false, "tcgen05.mma"), (true, "tcgen05.mma.ws")] {
        assert_eq!(mma(ws, Bad::None), None, "{inst}");
        let e = mma(ws, Bad::AAtWarp).expect("A at a warp's lanes emitted");
        assert!(
            e.contains(&format!("a {inst} A operand at a warp's lanes")),
            "{e}"
        );
        let e = mma(ws, Bad::DAtWarp).expect("D at a warp's lanes emitted");
        assert!(
            e.contains(&format!("a {inst} accumulator at a warp's lanes")),
            "{e}"
        );
        let e = mma(ws, Bad::APast).expect("A past the allocation emitted");
        assert!(
            e.contains("columns 124..132 past the end of an allocation of 128"),
            "{e}"
        );
    }
}

/// A block-scaled kernel of one CTA: A (128 rows) and B (`n` rows) of 32 bytes of K in
/// shared memory read as `A` and `B`, the scale factors copied from shared memory into
/// columns 128 and 129 (`tcgen05.cp`, 128 rows of 16 bytes), one block-scaled UMMA of
/// `scales`' IDs and `opts` into columns 0..n (A from column 192 in tensor memory where
/// `tmem_a`), committed and waited for.
fn bs_kernel<A, B, S>(
    m: &mut Module,
    name: &str,
    (n, tmem_a): (u32, bool),
    ids: (u32, u32),
    opts: BlockScaleOpts,
) where
    A: typed_ptx::bounds::BlockScaledPair<B>,
    B: typed_ptx::bounds::BlockScaledElem,
    S: typed_ptx::bounds::ScaleElem,
{
    m.entry(name, |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
        let sb = k.shared::<u8>("sb", u64::from(n) * 32, Align(1024));
        let sf = k.shared::<u8>("sf", 128 * 32, Align(1024));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t: Tmem<Cols<256>> = k.tmem_alloc(0);
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(first, |k| {
            k.mbarrier_init(bar, 1u32);
            let d = k.umma_desc(sf.cast::<S>(), Swizzle::None, 128, 256);
            k.tmem_cp(
                t.at::<S>(128),
                d,
                TmemCpShape::Lanes128x128b,
                TmemCpFormat::Plain,
            );
            k.tmem_cp(
                t.at::<S>(129),
                d,
                TmemCpShape::Lanes128x128b,
                TmemCpFormat::Plain,
            );
            let scales = BlockScales {
                a: t.at::<S>(128),
                a_id: ids.0,
                b: t.at::<S>(129),
                b_id: ids.1,
            };
            let db = k.umma_desc(sb.cast::<B>(), Swizzle::None, 128, 256);
            let shape = UmmaShape { m: 128, n };
            if tmem_a {
                k.umma_block_scaled_tmem_a(
                    t.at::<f32>(0),
                    t.at::<A>(192),
                    db,
                    scales,
                    (shape, false),
                    opts,
                );
            } else {
                let da = k.umma_desc(sa.cast::<A>(), Swizzle::None, 128, 256);
                k.umma_block_scaled(t.at::<f32>(0), da, db, scales, (shape, false), opts);
            }
            k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
            k.mbarrier_wait_parity(bar, 0u32);
        });
        k.tcgen05_fence_before_thread_sync();
        k.bar_sync(0);
        k.tcgen05_fence_after_thread_sync();
        k.tmem_dealloc(t);
    });
}

/// The block-scaled UMMA: MXFP8 (E4M3 by E5M2), MXFP6 by MXFP4 in 8-bit containers, MXFP4
/// and NVFP4 (packed E2M1 with E4M3 scale factors over 16-value blocks), A from shared and
/// from tensor memory, with and without an A collector use, in both spellings of the
/// scale-vector size, pass ptxas for their targets; the instruction descriptor carries the
/// formats, the scale type, the scale-factor IDs, M and N.
#[test]
fn the_block_scaled_mma_passes_ptxas_and_spells_its_descriptor() {
    use BlockScaling as S;
    let opts = |scaling, collector| BlockScaleOpts { scaling, collector };
    let mut m = Module::new(Target::SM_100A);
    bs_kernel::<E4m3x4, E5m2x4, Ue8m0>(&mut m, "mxfp8", (256, false), (1, 2), S::Mxf8f6f4X1.into());
    bs_kernel::<E2m3, E2m1, Ue8m0>(
        &mut m,
        "mxfp6_fp4",
        (64, true),
        (3, 0),
        opts(S::Mxf8f6f4X1, Some(CollectorA::Fill)),
    );
    bs_kernel::<E2m1x2, E2m1x2, Ue8m0>(&mut m, "mxfp4", (128, false), (2, 0), S::Mxf4X2.into());
    bs_kernel::<E2m1x2, E2m1x2, Ue4m3>(
        &mut m,
        "nvfp4",
        (128, true),
        (0, 0),
        opts(S::Mxf4nvf4X4, Some(CollectorA::LastUse)),
    );
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    // MXFP8, M = 128, N = 256, B's scale-factor ID 2 and A's 1: (2 << 4) | E5M2 (1) << 10 |
    // (256 >> 3) << 17 | E8M0 << 23 | (128 >> 4) << 24 | 1 << 29.
    let mxfp8 = (2u32 << 4) | (1 << 10) | (32 << 17) | (1 << 23) | (8 << 24) | (1 << 29);
    // NVFP4, N = 128: E2M1 (1) for A and B, E4M3 scale factors (0).
    let nvfp4 = (1u32 << 7) | (1 << 10) | (16 << 17) | (8 << 24);
    for spelled in [
        "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X ".to_owned(),
        "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::fill "
            .to_owned(),
        "tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X ".to_owned(),
        "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X.collector::a::lastuse "
            .to_owned(),
        format!(", {mxfp8}, ["),
        format!(", {nvfp4}, ["),
    ] {
        assert!(ptx.contains(&spelled), "{spelled} missing:\n{ptx}");
    }
    assert!(
        ptx.contains(".version 8.7"),
        "mxf4nvf4 needs PTX ISA 8.7:\n{ptx}"
    );
    common::assert_ptxas_accepts("tmem", &ptx);

    // The `.blockN` spellings (PTX ISA 8.8) run on the family targets too.
    for target in [Target::SM_100F, Target::SM_110A] {
        let mut m = Module::new(target);
        bs_kernel::<E4m3x4, E4m3x4, Ue8m0>(
            &mut m,
            "b32",
            (64, false),
            (0, 0),
            S::Mxf8f6f4Block32.into(),
        );
        bs_kernel::<E2m1x2, E2m1x2, Ue4m3>(
            &mut m,
            "b16",
            (64, true),
            (0, 0),
            S::Mxf4nvf4Block16.into(),
        );
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        assert!(
            ptx.contains(".kind::mxf4nvf4.block_scale.block16 "),
            "{ptx}"
        );
        common::assert_ptxas_accepts("tmem", &ptx);
    }
    // The `.scale_vec` spellings are the arch-specific targets' only.
    let mut m = Module::new(Target::SM_100F);
    bs_kernel::<E4m3x4, E4m3x4, Ue8m0>(&mut m, "x1", (64, false), (0, 0), S::Mxf8f6f4X1.into());
    let e = m
        .emit()
        .expect_err("sm_100f has no .scale_vec form")
        .to_string();
    assert!(e.contains("sm_100f"), "{e}");
}

/// The block-scaled UMMA's rules, each an error at its call site beside its legal twin:
/// the kind against the element types, E4M3 scale factors only over 16-value blocks, the
/// scale-factor IDs against the factors one instruction reads, the scale factors at lane 0
/// of a column of the allocation, and its shapes (no M = 64).
#[test]
fn the_block_scaled_mma_checks_its_kind_scales_ids_and_shape() {
    use BlockScaling as S;
    let run = |scaling: S,
               ids: (u32, u32),
               (col, warp, m_): (u32, bool, u32),
               packed: bool,
               e4m3: bool| {
        // The call site is the line of the `go!` that issues it, inside the closure.
        let first = line!();
        let e = errors(move |k| {
            let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
            let sb = k.shared::<u8>("sb", 64 * 32, Align(1024));
            let t: Tmem<Cols<256>> = k.tmem_alloc(0);
            macro_rules! go {
                ($e:ty, $s:ty) => {{
                    let scales = BlockScales {
                        a: if warp {
                            t.warp::<$s>(col)
                        } else {
                            t.at::<$s>(col)
                        },
                        a_id: ids.0,
                        b: t.at::<$s>(129),
                        b_id: ids.1,
                    };
                    let da = k.umma_desc(sa.cast::<$e>(), Swizzle::None, 128, 256);
                    let db = k.umma_desc(sb.cast::<$e>(), Swizzle::None, 128, 256);
                    let shape = UmmaShape { m: m_, n: 64 };
                    k.umma_block_scaled(t.at::<f32>(0), da, db, scales, (shape, true), scaling);
                }};
            }
            match (packed, e4m3) {
                (true, true) => go!(E2m1x2, Ue4m3),
                (true, false) => go!(E2m1x2, Ue8m0),
                (false, _) => go!(E4m3x4, Ue8m0),
            }
            k.tmem_dealloc(t);
        });
        let last = line!();
        if let Some(e) = &e {
            let at = (first..last).any(|l| e.contains(&format!("tests/tmem.rs:{l}:")));
            assert!(at, "at the call: {e}");
        }
        e
    };
    let ok = (128, false, 128);
    // Twins: each rule's legal side.
    assert_eq!(run(S::Mxf4X2, (0, 2), ok, true, false), None);
    assert_eq!(run(S::Mxf8f6f4X1, (3, 1), ok, false, false), None);
    assert_eq!(run(S::Mxf4nvf4X4, (0, 0), ok, true, true), None);
    assert_eq!(
        run(S::Mxf4nvf4Block16, (0, 0), (255, false, 128), true, true),
        None
    );
    // The kind against the element types.
    let e = run(S::Mxf8f6f4X1, (0, 0), ok, true, false).expect("packed FP4 is no mxf8f6f4");
    assert!(
        e.contains("packed FP4 (E2m1x2) in a `.kind::mxf8f6f4` UMMA"),
        "{e}"
    );
    let e = run(S::Mxf4nvf4X2, (0, 0), ok, false, false).expect("FP8 is no mxf4nvf4");
    assert!(
        e.contains("8-bit containers in a `.kind::mxf4nvf4` UMMA"),
        "{e}"
    );
    // E4M3 scale factors scale 16-value blocks only.
    let e = run(S::Mxf4nvf4X2, (0, 0), ok, true, true).expect("ue4m3 with 2X");
    assert!(
        e.contains("E4M3 scale factors (Ue4m3) with `.kind::mxf4nvf4.scale_vec::2X`"),
        "{e}"
    );
    // IDs: a multiple of the factors one instruction reads, below 4.
    let e = run(S::Mxf4X2, (1, 0), ok, true, false).expect("ID 1 with two factors");
    assert!(
        e.contains("scale factor ID 1 of A in a UMMA that reads 2 scale factor(s)"),
        "{e}"
    );
    let e = run(S::Mxf4nvf4X4, (0, 2), ok, true, true).expect("ID 2 with four factors");
    assert!(e.contains("scale factor ID 2 of B"), "{e}");
    let e = run(S::Mxf8f6f4X1, (4, 0), ok, false, false).expect("ID 4");
    assert!(e.contains("scale factor ID 4 of A"), "{e}");
    // Lane 0 of a column inside the allocation (the twin: column 128 and 255 at lane 0).
    assert_eq!(run(S::Mxf4X2, (0, 0), ok, true, false), None);
    assert_eq!(run(S::Mxf4X2, (0, 0), (255, false, 128), true, false), None);
    let e = run(S::Mxf4X2, (0, 0), (128, true, 128), true, false).expect("a warp's lanes");
    assert!(e.contains("scale factors of A at a warp's lanes"), "{e}");
    let e = run(S::Mxf4X2, (0, 0), (256, false, 128), true, false).expect("past the allocation");
    assert!(
        e.contains("tensor-memory columns 256..257 past the end of an allocation of 256 columns"),
        "{e}"
    );
    // No M = 64.
    let e = run(S::Mxf4X2, (0, 0), (128, false, 64), true, false).expect("M = 64");
    assert!(
        e.contains("M = 64 is no block-scaled tcgen05.mma shape"),
        "{e}"
    );
}

/// The sparse UMMA (`tcgen05.mma.sp`): bf16 (A from shared memory), i8 (sm_100a, A from
/// tensor memory) and NVFP4 block-scaled, pass ptxas (the gating matrix has every kind);
/// the instruction
/// descriptor is marked sparse (bit 2) with the metadata ID (bits 0-1); B gives 64 bytes
/// of K a row, which its descriptor's variable must hold.
#[test]
fn the_sparse_mma_passes_ptxas_and_reads_twice_bs_k() {
    use BlockScaling as S;
    fn sparse_kernel(
        m: &mut Module,
        name: &str,
        b_bytes: u64,
        body: impl FnOnce(&mut Kernel<'_>, SpOperands<'_>),
    ) {
        m.entry(name, |k| {
            k.reqntid(128, 1, 1);
            let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
            let sb = k.shared::<u8>("sb", b_bytes, Align(1024));
            let t: Tmem<Cols<256>> = k.tmem_alloc(0);
            body(k, (&t, sa, sb));
            k.tmem_dealloc(t);
        });
    }
    fn sparse(t: &Tmem<Cols<256>>, id: u32) -> SparseA<'_> {
        SparseA {
            meta: t.at(130),
            id,
        }
    }
    let mut m = Module::new(Target::SM_100A);
    // B: 64 rows of 64 bytes of K (core matrices 128 bytes apart along K, rows of 8 512).
    sparse_kernel(&mut m, "bf16", 4096, |k, (t, sa, sb)| {
        let a = k.umma_desc(sa.cast::<Bf16>(), Swizzle::None, 128, 256);
        let b = k.umma_desc(sb.cast::<Bf16>(), Swizzle::None, 128, 512);
        k.umma_sparse(
            t.at::<f32>(0),
            a,
            b,
            sparse(t, 3),
            (UmmaShape { m: 128, n: 64 }, true),
        );
    });
    sparse_kernel(&mut m, "i8", 4096, |k, (t, _, sb)| {
        let b = k.umma_desc(sb.cast::<i8>(), Swizzle::None, 128, 512);
        k.umma_sparse_tmem_a(
            t.at::<i32>(0),
            t.at::<i8>(64),
            b,
            sparse(t, 0),
            (UmmaShape { m: 128, n: 64 }, false),
        );
    });
    sparse_kernel(&mut m, "nvfp4", 4096, |k, (t, sa, sb)| {
        let a = k.umma_desc(sa.cast::<E2m1x2>(), Swizzle::None, 128, 256);
        let b = k.umma_desc(sb.cast::<E2m1x2>(), Swizzle::None, 128, 512);
        let scales = BlockScales {
            a: t.at::<Ue4m3>(128),
            a_id: 0,
            b: t.at::<Ue4m3>(129),
            b_id: 0,
        };
        let opts = BlockScaleOpts {
            scaling: S::Mxf4nvf4Block16,
            collector: Some(CollectorA::Use),
        };
        k.umma_sparse_block_scaled(
            t.at::<f32>(0),
            a,
            b,
            (sparse(t, 0), scales),
            (UmmaShape { m: 128, n: 64 }, true),
            opts,
        );
    });
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    // bf16 by bf16 into f32, sparse with metadata ID 3, M = 128, N = 64.
    let bf16 = 3 | (1u32 << 2) | (1 << 4) | (1 << 7) | (1 << 10) | (8 << 17) | (8 << 24);
    for spelled in [
        "tcgen05.mma.sp.cta_group::1.kind::f16 ".to_owned(),
        "tcgen05.mma.sp.cta_group::1.kind::i8 ".to_owned(),
        "tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::use "
            .to_owned(),
        format!("], {bf16}, "),
    ] {
        assert!(ptx.contains(&spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("tmem", &ptx);

    // B of 32 bytes a row is half what the sparse MMA reads: an error at the call.
    let line = line!() + 5;
    let e = errors(|k| {
        let sb = k.shared::<Bf16>("sb", 64 * 16, Align(1024));
        let t: Tmem<Cols<256>> = k.tmem_alloc(0);
        let b = k.umma_desc(sb, Swizzle::None, 128, 256);
        k.umma_sparse_tmem_a(
            t.at::<f32>(0),
            t.at::<Bf16>(64),
            b,
            SparseA {
                meta: t.at(130),
                id: 0,
            },
            (UmmaShape { m: 128, n: 64 }, true),
        );
        k.tmem_dealloc(t);
    })
    .expect("B too small");
    assert!(e.contains(&format!("tests/tmem.rs:{line}:")), "{e}");
    assert!(
        e.contains("reads past the end of the 2048-byte variable `sb`"),
        "{e}"
    );
}

/// `(allocation, A's tile, B's tile)` of a sparse test kernel.
type SpOperands<'t> = (
    &'t Tmem<Cols<256>>,
    Var<Shared<Cta>, u8>,
    Var<Shared<Cta>, u8>,
);

/// The sparse UMMA's rules, each an error at the call site beside its legal twin (which
/// differs in the illegal value only): the metadata at lane 0 of a column inside the
/// allocation; its ID 0 to 3 for the f16 and tf32 kinds and 0 for the others (the PTX ISA:
/// "must be 0" for `.kind::i8` and `.kind::f8f6f4`, "assumed 0" for the block-scaled
/// kinds); only the `.blockN` spellings of the block-scaled kinds.
#[test]
fn the_sparse_mma_checks_its_metadata_and_spelling() {
    use BlockScaling as S;
    #[derive(Clone, Copy)]
    enum Case {
        Bf16,
        Fp8,
        Scaled(S),
    }
    let run = |(col, warp, id): (u32, bool, u32), case: Case| {
        // The call site is one of the `umma_sparse*` lines, inside the closure.
        let first = line!();
        let e = errors(move |k| {
            let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
            let sb = k.shared::<u8>("sb", 64 * 64, Align(1024));
            let t: Tmem<Cols<256>> = k.tmem_alloc(0);
            let meta = if warp { t.warp(col) } else { t.at(col) };
            let sparse = SparseA { meta, id };
            let shape = UmmaShape { m: 128, n: 64 };
            let d = t.at::<f32>(0);
            match case {
                Case::Bf16 => {
                    let a = k.umma_desc(sa.cast::<Bf16>(), Swizzle::None, 128, 256);
                    let b = k.umma_desc(sb.cast::<Bf16>(), Swizzle::None, 128, 512);
                    k.umma_sparse(d, a, b, sparse, (shape, true));
                }
                Case::Fp8 => {
                    let a = k.umma_desc(sa.cast::<E4m3x4>(), Swizzle::None, 128, 256);
                    let b = k.umma_desc(sb.cast::<E4m3x4>(), Swizzle::None, 128, 512);
                    k.umma_sparse(d, a, b, sparse, (shape, true));
                }
                Case::Scaled(scaling) => {
                    let a = k.umma_desc(sa.cast::<E4m3x4>(), Swizzle::None, 128, 256);
                    let b = k.umma_desc(sb.cast::<E4m3x4>(), Swizzle::None, 128, 512);
                    let scales = BlockScales {
                        a: t.at::<Ue8m0>(128),
                        a_id: 0,
                        b: t.at::<Ue8m0>(129),
                        b_id: 0,
                    };
                    let both = (sparse, scales);
                    k.umma_sparse_block_scaled(d, a, b, both, (shape, true), scaling);
                }
            }
            k.tmem_dealloc(t);
        });
        let last = line!();
        e.inspect(|e| {
            let at = (first..last).any(|l| e.contains(&format!("tests/tmem.rs:{l}:")));
            assert!(at, "at the call: {e}");
        })
    };
    // The metadata's lanes and column.
    assert_eq!(run((130, false, 0), Case::Bf16), None);
    let e = run((130, true, 0), Case::Bf16).expect("a warp's lanes");
    assert!(
        e.contains("sparse tcgen05.mma metadata at a warp's lanes"),
        "{e}"
    );
    assert_eq!(run((255, false, 0), Case::Bf16), None);
    let e = run((256, false, 0), Case::Bf16).expect("past the allocation");
    assert!(
        e.contains("tensor-memory columns 256..257 past the end"),
        "{e}"
    );
    // Its ID: 0 to 3 for f16 (and tf32) …
    assert_eq!(run((130, false, 3), Case::Bf16), None);
    let e = run((130, false, 4), Case::Bf16).expect("ID 4");
    assert!(
        e.contains("sparse metadata ID 4 of a `.kind::f16` UMMA"),
        "{e}"
    );
    // … 0 for f8f6f4 (and i8) …
    assert_eq!(run((130, false, 0), Case::Fp8), None);
    let e = run((130, false, 1), Case::Fp8).expect("ID 1 of f8f6f4");
    assert!(
        e.contains("sparse metadata ID 1 of a `.kind::f8f6f4` UMMA"),
        "{e}"
    );
    // … and for the block-scaled kinds.
    assert_eq!(run((130, false, 0), Case::Scaled(S::Mxf8f6f4Block32)), None);
    let e = run((130, false, 2), Case::Scaled(S::Mxf8f6f4Block32)).expect("ID 2 block-scaled");
    assert!(
        e.contains("sparse metadata ID 2 of a `.kind::mxf8f6f4` UMMA"),
        "{e}"
    );
    // Only the `.blockN` spellings.
    let e = run((130, false, 0), Case::Scaled(S::Mxf8f6f4X1)).expect("a .scale_vec spelling");
    assert!(
        e.contains("the sparse block-scaled tcgen05.mma spelled `.scale_vec::1X`"),
        "{e}"
    );
}

/// A sparse UMMA's B gives 64 bytes of K a row: with a 128-byte swizzle they lie inside one
/// swizzled row (rows 128 bytes apart, groups of 8 rows 1024 apart), so 64 rows need the
/// whole 8192 bytes; a swizzle row narrower than 64 bytes cannot hold them, which the
/// builder refuses rather than guess the layout.
#[test]
fn a_sparse_b_reads_64_bytes_of_k_inside_its_swizzle() {
    let run = |bytes: u64, swizzle: Swizzle| {
        errors(move |k| {
            let sb = k.shared::<Bf16>("sb", bytes / 2, Align(1024));
            let t: Tmem<Cols<256>> = k.tmem_alloc(0);
            let b = k.umma_desc(sb, swizzle, 16, 1024);
            let sparse = SparseA {
                meta: t.at(130),
                id: 0,
            };
            let a = t.at::<Bf16>(64);
            k.umma_sparse_tmem_a(
                t.at::<f32>(0),
                a,
                b,
                sparse,
                (UmmaShape { m: 128, n: 64 }, true),
            );
            k.tmem_dealloc(t);
        })
    };
    assert_eq!(run(8192, Swizzle::B128), None);
    let e = run(8190, Swizzle::B128).expect("two bytes short");
    assert!(
        e.contains("reads past the end of the 8190-byte variable `sb`"),
        "{e}"
    );
    let e = run(8192, Swizzle::B32).expect("a 32-byte swizzle");
    assert!(
        e.contains("64 bytes of K a row through a descriptor of a 32-byte swizzle"),
        "{e}"
    );
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sb = k.shared::<Bf16>("sb", 4096, Align(1024));
        let t: Tmem<Cols<256>> = k.tmem_alloc(0);
        let b = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let sparse = SparseA {
            meta: t.at(130),
            id: 0,
        };
        let a = t.at::<Bf16>(64);
        k.umma_sparse_tmem_a(
            t.at::<f32>(0),
            a,
            b,
            sparse,
            (UmmaShape { m: 128, n: 64 }, true),
        );
        k.tmem_dealloc(t);
    });
    common::assert_ptxas_accepts("tmem", &m.emit().unwrap_or_else(|e| panic!("{e}")));
}
