//! mbarrier on a real GPU (sm_90): a producer/consumer pipeline of 4 stages over 10,000
//! phases, and state tokens.
//!
//! The pipeline kernel has one producer warp and three consumer warps. Stage `s` has a
//! `full` mbarrier (32 producer arrivals per phase) and an `empty` one (96 consumer
//! arrivals per phase). Iteration `it` uses stage `it % 4` in its phase `it / 4`: the
//! producer waits until the consumers have emptied the stage (parity of the previous
//! phase), writes `it * 32 + lane` into the stage's 32 words and arrives on `full`; each
//! consumer waits on `full` with the phase's parity, reads the word of its lane, checks it
//! against `it * 32 + lane` and adds it to a running sum, then arrives on `empty`. A lost
//! phase (a consumer passing a wait too early) or a repeated one (the producer
//! overwriting a stage not yet read) makes a consumer read another iteration's value:
//! every consumer thread counts the mismatches (0 expected) and its sum must equal the
//! CPU's `sum over it of (it * 32 + lane)`.
//!
//! The pipeline is built twice: with the plain forms (`mbarrier.arrive`,
//! `try_wait.parity` through the wait loop, 32-bit shared addresses, init through a
//! generic address) and with the explicit `.release.cta`/`.acquire.cta` forms through
//! 64-bit shared pointers. The token test has 128 threads arrive on one mbarrier and wait
//! on their state token (`try_wait` in a `while_loop`, then `test_wait`).
//!
//! The same module is written with `ptx_module!` (`macro_module`) and emits the same bytes
//! for sm_90.
//!
//! The GPU tests are `#[ignore]`d with the reason, so without a GPU they show as
//! ignored; `scripts/gpu.sh` runs them with `--include-ignored`. The modules are also
//! emitted and checked with `ptxas` for sm_90 by a test that needs no GPU.

mod common;

use typed_ptx::*;

const STAGES: u32 = 4;
const PHASES: u32 = 10_000;
const CONSUMER_WARPS: u32 = 3;
const THREADS: u32 = 32 * (1 + CONSUMER_WARPS);

/// How the pipeline kernel reaches its mbarriers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// `mbarrier.arrive` and the `try_wait.parity` loop, 32-bit shared addresses; init
    /// through generic addresses.
    Plain,
    /// `mbarrier.arrive.release.cta` and the `try_wait.parity.acquire.cta` loop, 64-bit
    /// shared pointers.
    Explicit,
    /// `fence.release.cta` then `mbarrier.arrive.relaxed.cta`, and the
    /// `try_wait.parity.relaxed.cta` loop (with a time limit hint) then `fence.acquire.cta`
    /// (PTX ISA 8.6): the one-way fences carry the data's ordering that the relaxed forms
    /// do not.
    Relaxed,
}

type PipelineArgs = (Ptr<Global, u32>, Ptr<Global, u32>);

/// The pipeline kernel: `sums[t]` and `errors[t]` of consumer thread `t` (0..96).
fn pipeline(m: &mut Module, style: Style) -> KernelRef<PipelineArgs> {
    let name = match style {
        Style::Plain => "mbarrier_pipeline",
        Style::Explicit => "mbarrier_pipeline_explicit",
        Style::Relaxed => "mbarrier_pipeline_relaxed",
    };
    m.kernel_named(
        name,
        &["sums", "errors"],
        move |k, (sums, errors): PipelineArgs| {
            k.reqntid(THREADS, 1, 1);
            let full = k.shared::<Mbarrier>("full", STAGES as u64, Align(8));
            let empty = k.shared::<Mbarrier>("empty", STAGES as u64, Align(8));
            let data = k.shared::<u32>("data", (STAGES * 32) as u64, Align(16));
            let tid = k.tid_x();
            let lane = k.and(tid, 31u32);
            let warp = k.shr(tid, 5u32);

            // One thread initialises the mbarriers; bar.sync makes them visible to the CTA.
            let first = k.setp(Cmp::Eq, tid, 0u32);
            k.if_then(first, |k| {
                for s in 0..STAGES as u64 {
                    match style {
                        Style::Plain => {
                            let f = k.cvta_var(full, s);
                            let e = k.cvta_var(empty, s);
                            k.mbarrier_init(f, 32u32);
                            k.mbarrier_init(e, 32 * CONSUMER_WARPS);
                        }
                        Style::Explicit | Style::Relaxed => {
                            k.mbarrier_init(full.at(s as i64), 32u32);
                            k.mbarrier_init(empty.at(s as i64), 32 * CONSUMER_WARPS);
                        }
                    }
                }
            });
            k.bar_sync(0);

            let full64 = k.addr_of(full);
            let empty64 = k.addr_of(empty);
            let full32 = k.to_u32(full64);
            let empty32 = k.to_u32(empty64);
            // wait(bar[s], parity) and arrive(bar[s]) in the style's forms.
            let wait =
                move |k: &mut Kernel<'_>, is_full: bool, s: Reg<u32>, parity: Reg<u32>| match style
                {
                    Style::Plain => {
                        let b = k.index(if is_full { full32 } else { empty32 }, s);
                        k.mbarrier_wait_parity(b, parity);
                    }
                    Style::Explicit => {
                        let b = k.index(if is_full { full64 } else { empty64 }, s);
                        k.mbarrier_wait_parity_acquire(b, parity, MbarScope::Cta);
                    }
                    Style::Relaxed => {
                        let b = k.index(if is_full { full64 } else { empty64 }, s);
                        k.while_loop(
                            (),
                            |k, ()| {
                                // With a time limit hint: at most about 1 µs a try.
                                let done = k.mbarrier_try_wait_parity_relaxed_hint(
                                    b,
                                    parity,
                                    1000u32,
                                    MbarScope::Cta,
                                );
                                k.not(done)
                            },
                            |_, ()| (),
                        );
                        k.fence_acquire(Scope::Cta);
                    }
                };
            let arrive = move |k: &mut Kernel<'_>, is_full: bool, s: Reg<u32>| match style {
                Style::Plain => {
                    let b = k.index(if is_full { full32 } else { empty32 }, s);
                    k.mbarrier_arrive(b);
                }
                Style::Explicit => {
                    let b = k.index(if is_full { full64 } else { empty64 }, s);
                    k.mbarrier_arrive_release(b, MbarScope::Cta);
                }
                Style::Relaxed => {
                    let b = k.index(if is_full { full64 } else { empty64 }, s);
                    k.fence_release(Scope::Cta);
                    k.mbarrier_arrive_relaxed(b, MbarScope::Cta);
                }
            };

            let producer = k.setp(Cmp::Eq, warp, 0u32);
            k.if_then(producer, |k| {
                k.for_range(0u32, PHASES, 1u32, (), |k, it, ()| {
                    let s = k.and(it, STAGES - 1);
                    let round = k.shr(it, 2u32);
                    let parity = k.and(round, 1u32);
                    // The previous phase of `empty` (parity ^ 1): complete from the start.
                    let previous = k.xor(parity, 1u32);
                    wait(k, false, s, previous);
                    let slot = k.mad_lo(s, 32u32, lane);
                    let d = k.index(data, slot);
                    let v = k.mad_lo(it, 32u32, lane);
                    k.st(d, v);
                    arrive(k, true, s);
                });
            });
            let consumer = k.not(producer);
            k.if_then(consumer, |k| {
                let (sum, bad) =
                    k.for_range(0u32, PHASES, 1u32, (0u32, 0u32), |k, it, (sum, bad)| {
                        let s = k.and(it, STAGES - 1);
                        let round = k.shr(it, 2u32);
                        let parity = k.and(round, 1u32);
                        wait(k, true, s, parity);
                        let slot = k.mad_lo(s, 32u32, lane);
                        let d = k.index(data, slot);
                        let v = k.ld(d);
                        arrive(k, false, s);
                        let want = k.mad_lo(it, 32u32, lane);
                        let wrong = k.setp(Cmp::Ne, v, want);
                        let one = k.selp(1u32, 0u32, wrong);
                        (k.add(sum, v), k.add(bad, one))
                    });
                let c = k.sub(tid, 32u32);
                let so = k.index(sums, c);
                k.st(so, sum);
                let eo = k.index(errors, c);
                k.st(eo, bad);
            });
        },
    )
}

type TokenArgs = (Ptr<Global, u32>,);

/// Every thread arrives on one mbarrier (count 128), waits on its state token with
/// `try_wait` in a loop, and stores `test_wait`'s verdict on the same token (1).
fn tokens(m: &mut Module) -> KernelRef<TokenArgs> {
    m.kernel_named("mbarrier_tokens", &["out"], |k, (out,): TokenArgs| {
        k.reqntid(128, 1, 1);
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(first, |k| k.mbarrier_init(bar, 128u32));
        k.bar_sync(0);
        let token = k.mbarrier_arrive(bar);
        k.while_loop(
            (),
            |k, ()| {
                let done = k.mbarrier_try_wait(bar, token);
                k.not(done)
            },
            |_, ()| (),
        );
        let done = k.mbarrier_test_wait(bar, token);
        let v = k.selp(1u32, 0u32, done);
        let o = k.index(out, tid);
        k.st(o, v);
        // Every thread has passed the wait before the mbarrier's memory is released.
        k.bar_sync(0);
        k.if_then(first, |k| k.mbarrier_inval(bar));
    })
}

/// The module of every kernel of this file, for `target`.
fn module(target: Target) -> (Module, [KernelRef<PipelineArgs>; 2], KernelRef<TokenArgs>) {
    let mut m = Module::new(target);
    let plain = pipeline(&mut m, Style::Plain);
    let explicit = pipeline(&mut m, Style::Explicit);
    let t = tokens(&mut m);
    (m, [plain, explicit], t)
}

/// The pipeline of relaxed mbarrier forms and one-way fences (PTX ISA 8.6, issue 18).
fn relaxed_module() -> (Module, KernelRef<PipelineArgs>) {
    let mut m = Module::new(Target::SM_90);
    let k = pipeline(&mut m, Style::Relaxed);
    (m, k)
}

/// The same module written with `ptx_module!` (byte-identical to [`module`]'s). The
/// builder's wait and arrive closures are written out at each use, the mbarrier
/// initialisation loop unrolled, and `mbarrier_wait_parity` is `mbarrier.wait.parity`.
fn macro_module(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        kernel mbarrier_pipeline(sums: global u32, errors: global u32) .reqntid {THREADS}, 1, 1 {
            shared full: mbarrier[{STAGES as u64}];
            shared empty: mbarrier[{STAGES as u64}];
            shared data: u32[{(STAGES * 32) as u64}] align 16;
            let tid = mov.u32 %tid.x;
            let lane = and.b32 tid, 31;
            let warp = shr.u32 tid, 5;
            let first = setp.eq.u32 tid, 0;
            if first {
                let f0 = cvta.shared full;
                let e0 = cvta.shared empty;
                mbarrier.init.b64 [f0], 32;
                mbarrier.init.b64 [e0], {32 * CONSUMER_WARPS};
                let f1 = cvta.shared full+8;
                let e1 = cvta.shared empty+8;
                mbarrier.init.b64 [f1], 32;
                mbarrier.init.b64 [e1], {32 * CONSUMER_WARPS};
                let f2 = cvta.shared full+16;
                let e2 = cvta.shared empty+16;
                mbarrier.init.b64 [f2], 32;
                mbarrier.init.b64 [e2], {32 * CONSUMER_WARPS};
                let f3 = cvta.shared full+24;
                let e3 = cvta.shared empty+24;
                mbarrier.init.b64 [f3], 32;
                mbarrier.init.b64 [e3], {32 * CONSUMER_WARPS};
            }
            bar.sync 0;
            let full64 = mov.u64 full;
            let empty64 = mov.u64 empty;
            let full32 = cvt.u32.u64 full64;
            let empty32 = cvt.u32.u64 empty64;
            let producer = setp.eq.u32 warp, 0;
            if producer {
                for it: u32 in 0..{PHASES} step 1 {
                    let s = and.b32 it, {STAGES - 1};
                    let round = shr.u32 it, 2;
                    let parity = and.b32 round, 1;
                    let previous = xor.b32 parity, 1;
                    let eb = index empty32, s;
                    mbarrier.wait.parity.shared.b64 [eb], previous;
                    let slot = mad.lo.u32 s, 32, lane;
                    let d = index data, slot;
                    let v = mad.lo.u32 it, 32, lane;
                    st.shared.u32 [d], v;
                    let fb = index full32, s;
                    let t = mbarrier.arrive.shared.b64 [fb];
                }
            }
            let consumer = not.pred producer;
            if consumer {
                let (sum, bad) = for it: u32 in 0..{PHASES} step 1 carry (sum: u32 = 0, bad: u32 = 0) {
                    let s = and.b32 it, {STAGES - 1};
                    let round = shr.u32 it, 2;
                    let parity = and.b32 round, 1;
                    let fb = index full32, s;
                    mbarrier.wait.parity.shared.b64 [fb], parity;
                    let slot = mad.lo.u32 s, 32, lane;
                    let d = index data, slot;
                    let v = ld.shared.u32 [d];
                    let eb = index empty32, s;
                    let t = mbarrier.arrive.shared.b64 [eb];
                    let want = mad.lo.u32 it, 32, lane;
                    let wrong = setp.ne.u32 v, want;
                    let one = selp.u32 1, 0, wrong;
                    let sum2 = add.u32 sum, v;
                    let bad2 = add.u32 bad, one;
                    yield sum2, bad2;
                };
                let c = sub.u32 tid, 32;
                let so = index sums, c;
                st.global.u32 [so], sum;
                let eo = index errors, c;
                st.global.u32 [eo], bad;
            }
        }
        kernel mbarrier_pipeline_explicit(sums: global u32, errors: global u32) .reqntid {THREADS}, 1, 1 {
            shared full: mbarrier[{STAGES as u64}];
            shared empty: mbarrier[{STAGES as u64}];
            shared data: u32[{(STAGES * 32) as u64}] align 16;
            let tid = mov.u32 %tid.x;
            let lane = and.b32 tid, 31;
            let warp = shr.u32 tid, 5;
            let first = setp.eq.u32 tid, 0;
            if first {
                mbarrier.init.shared.b64 [full], 32;
                mbarrier.init.shared.b64 [empty], {32 * CONSUMER_WARPS};
                mbarrier.init.shared.b64 [full+8], 32;
                mbarrier.init.shared.b64 [empty+8], {32 * CONSUMER_WARPS};
                mbarrier.init.shared.b64 [full+16], 32;
                mbarrier.init.shared.b64 [empty+16], {32 * CONSUMER_WARPS};
                mbarrier.init.shared.b64 [full+24], 32;
                mbarrier.init.shared.b64 [empty+24], {32 * CONSUMER_WARPS};
            }
            bar.sync 0;
            let full64 = mov.u64 full;
            let empty64 = mov.u64 empty;
            let full32 = cvt.u32.u64 full64;
            let empty32 = cvt.u32.u64 empty64;
            let producer = setp.eq.u32 warp, 0;
            if producer {
                for it: u32 in 0..{PHASES} step 1 {
                    let s = and.b32 it, {STAGES - 1};
                    let round = shr.u32 it, 2;
                    let parity = and.b32 round, 1;
                    let previous = xor.b32 parity, 1;
                    let eb = index empty64, s;
                    mbarrier.wait.parity.acquire.cta.shared.b64 [eb], previous;
                    let slot = mad.lo.u32 s, 32, lane;
                    let d = index data, slot;
                    let v = mad.lo.u32 it, 32, lane;
                    st.shared.u32 [d], v;
                    let fb = index full64, s;
                    let t = mbarrier.arrive.release.cta.shared.b64 [fb];
                }
            }
            let consumer = not.pred producer;
            if consumer {
                let (sum, bad) = for it: u32 in 0..{PHASES} step 1 carry (sum: u32 = 0, bad: u32 = 0) {
                    let s = and.b32 it, {STAGES - 1};
                    let round = shr.u32 it, 2;
                    let parity = and.b32 round, 1;
                    let fb = index full64, s;
                    mbarrier.wait.parity.acquire.cta.shared.b64 [fb], parity;
                    let slot = mad.lo.u32 s, 32, lane;
                    let d = index data, slot;
                    let v = ld.shared.u32 [d];
                    let eb = index empty64, s;
                    let t = mbarrier.arrive.release.cta.shared.b64 [eb];
                    let want = mad.lo.u32 it, 32, lane;
                    let wrong = setp.ne.u32 v, want;
                    let one = selp.u32 1, 0, wrong;
                    let sum2 = add.u32 sum, v;
                    let bad2 = add.u32 bad, one;
                    yield sum2, bad2;
                };
                let c = sub.u32 tid, 32;
                let so = index sums, c;
                st.global.u32 [so], sum;
                let eo = index errors, c;
                st.global.u32 [eo], bad;
            }
        }
        kernel mbarrier_tokens(out: global u32) .reqntid 128, 1, 1 {
            shared bar: mbarrier;
            let tid = mov.u32 %tid.x;
            let first = setp.eq.u32 tid, 0;
            if first {
                mbarrier.init.shared.b64 [bar], 128;
            }
            bar.sync 0;
            let token = mbarrier.arrive.shared.b64 [bar];
            while {
                let done = mbarrier.try_wait.shared.b64 [bar], token;
                let more = not.pred done;
                yield more;
            } do {
            }
            let done = mbarrier.test_wait.shared.b64 [bar], token;
            let v = selp.u32 1, 0, done;
            let o = index out, tid;
            st.global.u32 [o], v;
            bar.sync 0;
            if first {
                mbarrier.inval.shared.b64 [bar];
            }
        }
    };
    m.into_module()
}

#[test]
fn the_macro_builds_the_same_module() {
    let target = Target::SM_90;
    let (b, _, _) = module(target);
    let b = b.emit().unwrap_or_else(|e| panic!("builder: {e}"));
    let m = macro_module(target)
        .emit()
        .unwrap_or_else(|e| panic!("ptx_module!: {e}"));
    if b != m {
        let line = b.lines().zip(m.lines()).position(|(x, y)| x != y);
        panic!(
            "ptx_module! differs from the builder at line {line:?}:\n--- builder\n{b}\n--- macro\n{m}"
        );
    }
}

/// `sum over it of (it * 32 + lane)`, wrapping like the kernel's `add.u32`.
fn expected_sum(lane: u32) -> u32 {
    (0..PHASES).fold(0u32, |acc, it| acc.wrapping_add(it * 32 + lane))
}

#[test]
fn the_gpu_modules_emit_and_ptxas_accepts_them_for_sm_90() {
    let (m, _, _) = module(Target::SM_90);
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for needle in [
        "mbarrier.init.b64",
        "mbarrier.init.shared.b64",
        "mbarrier.arrive.shared.b64",
        "mbarrier.try_wait.parity.shared::cta.b64",
        "mbarrier.arrive.release.cta.shared::cta.b64",
        "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64",
        "mbarrier.try_wait.shared::cta.b64",
        "mbarrier.test_wait.shared.b64",
        "mbarrier.inval.shared.b64",
    ] {
        assert!(ptx.contains(needle), "no `{needle}` in:\n{ptx}");
    }
    // The plain pipeline addresses its mbarriers with 32-bit registers.
    assert!(
        ptx.lines()
            .any(|l| l.contains("mbarrier.arrive.shared.b64") && l.contains("[%r")),
        "{ptx}"
    );
    common::assert_ptxas_accepts("gpu_mbarrier (sm_90)", &ptx);
    let (r, _) = relaxed_module();
    let rptx = r.emit().unwrap_or_else(|e| panic!("{e}"));
    for needle in [
        "fence.release.cta;",
        "mbarrier.arrive.relaxed.cta.shared::cta.b64",
        "mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64",
        "fence.acquire.cta;",
    ] {
        assert!(rptx.contains(needle), "no `{needle}` in:\n{rptx}");
    }
    assert_eq!(r.requirements().version, Version::new(8, 6));
    common::assert_ptxas_accepts("gpu_mbarrier relaxed (sm_90)", &rptx);
    // The CPU reference is what the consumers must see.
    assert_eq!(expected_sum(0), 1_599_840_000);
    assert_eq!(expected_sum(31), 1_599_840_000 + 31 * PHASES);
}

#[cfg(feature = "cuda")]
mod gpu {
    use super::*;
    use typed_ptx::runtime::{Gpu, Launch};

    fn gpu() -> Gpu {
        match Gpu::new(0) {
            Ok(g) => g,
            Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
        }
    }

    /// sm_90 (the mbarrier forms used here need it): the device must have it.
    fn target(g: &Gpu) -> Target {
        let (a, b) = g.info().capability;
        assert!(
            a * 10 + b >= 90,
            "this test needs an sm_90 GPU (try_wait, explicit semantics); {} is sm_{a}{b}",
            g.info().name
        );
        Target::SM_90
    }

    /// Runs pipeline kernel `kr` of module `loaded` once and checks every consumer
    /// thread's sum and mismatch count against the CPU.
    fn run_pipeline(
        g: &Gpu,
        loaded: &typed_ptx::runtime::GpuModule,
        kr: &KernelRef<PipelineArgs>,
        style: Style,
    ) {
        let f = loaded.kernel(kr).unwrap();
        let n = 32 * CONSUMER_WARPS as usize;
        let mut sums = g.upload(&vec![0xdead_beefu32; n]).unwrap();
        let mut errors = g.upload(&vec![0xdead_beefu32; n]).unwrap();
        unsafe {
            f.launch(&Launch::new(1, THREADS), (&mut sums, &mut errors))
                .unwrap()
        };
        let sums = g.download(&sums).unwrap();
        let errors = g.download(&errors).unwrap();
        for t in 0..n {
            let lane = (t % 32) as u32;
            assert_eq!(
                errors[t], 0,
                "{style:?}: consumer thread {t} read {} words of another phase",
                errors[t]
            );
            assert_eq!(
                sums[t],
                expected_sum(lane),
                "{style:?}: consumer thread {t}'s sum"
            );
        }
        println!(
            "{style:?}: {n} consumer threads each read {PHASES} phases of {STAGES} stages in order"
        );
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn a_four_stage_pipeline_loses_and_repeats_no_phase() {
        let g = gpu();
        let (m, kernels, _) = module(target(&g));
        let loaded = g.load(&m).unwrap();
        for (style, kr) in [Style::Plain, Style::Explicit].into_iter().zip(kernels) {
            run_pipeline(&g, &loaded, &kr, style);
        }
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn a_relaxed_pipeline_ordered_by_one_way_fences_loses_no_phase() {
        let g = gpu();
        target(&g);
        let (m, kr) = relaxed_module();
        let loaded = g.load(&m).unwrap();
        run_pipeline(&g, &loaded, &kr, Style::Relaxed);
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn every_thread_sees_its_phase_complete_through_its_token() {
        let g = gpu();
        let (m, _, kr) = module(target(&g));
        let loaded = g.load(&m).unwrap();
        let f = loaded.kernel(&kr).unwrap();
        let mut out = g.alloc_zeros::<u32>(128).unwrap();
        unsafe { f.launch(&Launch::new(1, 128), (&mut out,)).unwrap() };
        assert_eq!(g.download(&out).unwrap(), vec![1u32; 128]);
    }
}
