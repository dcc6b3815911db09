//! Regression tests of the interpreter for the findings of the outside review of its
//! first version (each failed before its fix): per-lane member masks, 128-bit atomics,
//! `.shared` in device functions, barriers under uniform guards and in partial warps,
//! `.sync` instructions reached from different places, guarded-off lanes' masks, spin
//! locks between the lanes of a warp, races across a named barrier, memory limits and the
//! number of buffers.

use typed_ptx::sim::{Fault, Options, Sim, SimError};
use typed_ptx::*;

type Out = (Ptr<Global, u32>,);

fn run(
    m: &Module,
    k: &KernelRef<Out>,
    threads: u32,
    n: usize,
) -> (Result<sim::Stats, SimError>, Vec<u32>) {
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(n);
    let r = sim.run(m, k, &Launch::new(1, threads), (&out,));
    (r, sim.read(&out))
}

#[test]
fn redux_and_vote_use_each_lanes_own_member_mask() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("halves", |k, (out,): Out| {
        let t = k.tid_x();
        let low = k.setp(Cmp::Lt, t, 16u32);
        let mask = k.selp(0x0000_ffffu32, 0xffff_0000u32, low);
        let r = k.redux_sync(ReduxOp::Add, 1u32, mask);
        let b = k.vote_ballot(low, mask);
        let p = k.index(out, t);
        k.st(p, r);
        let t2 = k.add(t, 32u32);
        let p2 = k.index(out, t2);
        k.st(p2, b);
    });
    let (r, v) = run(&m, &k, 32, 64);
    r.unwrap();
    assert_eq!((v[0], v[31]), (16, 16), "redux over each half");
    assert_eq!((v[32], v[63]), (0xffff, 0), "ballot over each half");
}

#[test]
fn a_lane_outside_its_own_member_mask_is_reported() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("outside", |k, (out,): Out| {
        let t = k.tid_x();
        let v = k.shfl_sync(Shfl::Idx, t, 0u32, 0x1f, 0xffffu32);
        let p = k.index(out, t);
        k.st(p, v);
    });
    let (r, _) = run(&m, &k, 32, 32);
    let e = r.unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Sync(_),
                thread: [16, 0, 0],
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn a_guarded_off_lanes_mask_is_not_read() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("guarded", |k, (out,): Out| {
        let t = k.tid_x();
        let on = k.setp(Cmp::Ge, t, 16u32);
        let mask = k.selp(0xffff_0000u32, 0u32, on);
        k.when(on, |k| {
            let v = k.shfl_sync(Shfl::Idx, t, 16u32, 0x1f, mask);
            let p = k.index(out, t);
            k.st(p, v);
        });
    });
    let (r, v) = run(&m, &k, 32, 32);
    r.unwrap();
    assert_eq!(v[20], 16);
}

#[test]
fn atomics_of_128_bits_keep_every_bit() {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel(
        "exch128",
        |k, (buf, old): (Ptr<Global, B128>, Ptr<Global, B128>)| {
            let v = k.mov_b128(0x1111u64, 0x2222u64);
            let o = k.atom_exch_b128(buf, v);
            k.st(old, o);
        },
    );
    let mut sim = Sim::new();
    let buf = sim.upload(&[B128(0xaaaa_u128 | 0xbbbb_u128 << 64)]);
    let old = sim.zeros::<B128>(1);
    sim.run(&m, &k, &Launch::new(1, 1), (&buf, &old)).unwrap();
    assert_eq!(sim.read(&buf)[0].0, 0x1111 | 0x2222 << 64);
    assert_eq!(sim.read(&old)[0].0, 0xaaaa | 0xbbbb << 64);
}

/// A device function with its own `.shared` array, called twice, in a kernel with
/// dynamic shared memory: one variable for the function, placed before the dynamic part.
#[test]
fn shared_memory_of_a_device_function_is_one_variable_before_the_dynamic_part() {
    let mut m = Module::new(Target::SM_80);
    let f = m.func("bump", |k, (t,): (Reg<u32>,)| {
        let s = k.shared::<u32>("counter", 32, Align(4));
        let q = k.index(s, t);
        let v = k.ld(q);
        let v = k.add(v, 1u32);
        k.st(q, v);
        v
    });
    let dynamic = m.extern_shared::<u32>("dyn", Align(16));
    let k = m.kernel("calls", |k, (out,): Out| {
        let t = k.tid_x();
        let base = k.addr_of(dynamic);
        let d = k.index(base, t);
        k.st(d, 100u32);
        let s = k.shared::<u32>("zeroed", 32, Align(4));
        let _ = s;
        let a = k.call(f, (t,));
        let b = k.call(f, (t,));
        let c = k.ld(d);
        let ab = k.add(a, b);
        let r = k.add(ab, c);
        let p = k.index(out, t);
        k.st(p, r);
    });
    let mut sim = Sim::with_options({
        let mut o = Options::default();
        o.uninit_check = false; // `counter` starts as zero, as the interpreter's memory does
        o
    });
    let out = sim.zeros::<u32>(32);
    sim.run(&m, &k, &Launch::new(1, 32).shared(128), (&out,))
        .unwrap();
    // The first call makes 1, the second 2 (the same variable), `dyn` keeps 100.
    assert!(
        sim.read(&out).iter().all(|&v| v == 103),
        "{:?}",
        sim.read(&out)
    );
}

#[test]
fn a_barrier_under_a_guard_false_for_whole_warps_is_legal() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("named", |k, (out,): Out| {
        let t = k.tid_x();
        let low = k.setp(Cmp::Lt, t, 64u32);
        k.when(low, |k| k.bar_sync_count(1, 64));
        let p = k.index(out, t);
        k.st(p, t);
    });
    let (r, _) = run(&m, &k, 128, 128);
    r.unwrap();
}

#[test]
fn a_partial_warp_counts_whole_at_a_barrier() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("partial", |k, (out,): Out| {
        let t = k.tid_x();
        k.bar_sync_count(1, 64);
        let p = k.index(out, t);
        k.st(p, t);
    });
    let (r, _) = run(&m, &k, 48, 48);
    r.unwrap();
}

#[test]
fn non_aligned_barriers_meet_from_different_places() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("cta", |k, (out,): Out| {
        let t = k.tid_x();
        let low = k.setp(Cmp::Lt, t, 16u32);
        let high = k.setp(Cmp::Ge, t, 16u32);
        k.if_then(low, |k| k.barrier_sync(0));
        k.if_then(high, |k| k.barrier_sync(0));
        let p = k.index(out, t);
        k.st(p, t);
    });
    let (r, v) = run(&m, &k, 32, 32);
    r.unwrap();
    assert_eq!(v[31], 31);
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("warp", |k, (out,): Out| {
        let t = k.tid_x();
        let low = k.setp(Cmp::Lt, t, 16u32);
        let high = k.setp(Cmp::Ge, t, 16u32);
        k.if_then(low, |k| k.bar_warp_sync(u32::MAX));
        k.if_then(high, |k| k.bar_warp_sync(u32::MAX));
        let p = k.index(out, t);
        k.st(p, t);
    });
    let (r, _) = run(&m, &k, 32, 32);
    r.unwrap();
}

/// Every lane takes a spin lock, adds 1 to a counter and releases it: legal from sm_70.
#[test]
fn a_spin_lock_between_the_lanes_of_a_warp_ends() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel(
        "spin",
        |k, (lock, count): (Ptr<Global, u32>, Ptr<Global, u32>)| {
            let top = k.label();
            k.place(top);
            let old = k.atom_cas(lock, 0u32, 1u32);
            let busy = k.setp(Cmp::Ne, old, 0u32);
            k.bra_if(busy, top);
            let c = k.ld(count);
            let c = k.add(c, 1u32);
            k.st(count, c);
            k.atom(AtomOp::Exch, lock, 0u32);
        },
    );
    let mut sim = Sim::with_options({
        let mut o = Options::default();
        o.max_instructions = 1 << 20;
        o
    });
    let (lock, count) = (sim.zeros::<u32>(1), sim.zeros::<u32>(1));
    sim.run(&m, &k, &Launch::new(1, 32), (&lock, &count))
        .unwrap();
    assert_eq!(sim.read(&count)[0], 32);
}

/// Warp 2 writes `s` and leaves; warps 0 and 1 read it after a barrier of 64 threads that
/// warp 2 is not part of: a race.
#[test]
fn a_named_barrier_orders_only_its_threads() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("named_race", |k, (out,): Out| {
        let s = k.shared::<u32>("s", 1, Align(4));
        let t = k.tid_x();
        let w2 = k.setp(Cmp::Ge, t, 64u32);
        let one = k.setp(Cmp::Eq, t, 64u32);
        k.if_then(one, |k| k.st(s, 7u32));
        k.if_then(w2, |k| k.ret());
        k.bar_sync_count(1, 64);
        let v = k.ld(s);
        let p = k.index(out, t);
        k.st(p, v);
    });
    let (r, _) = run(&m, &k, 96, 96);
    let e = r.unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Race(_),
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn memory_beyond_the_gpus_limits_is_an_error_not_an_abort() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("plain", |k, (out,): Out| {
        let t = k.tid_x();
        let p = k.index(out, t);
        k.st(p, t);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(32);
    let e = sim
        .run(&m, &k, &Launch::new(1, 32).shared(u32::MAX), (&out,))
        .unwrap_err();
    assert!(
        matches!(&e, SimError::Launch { .. }) && e.to_string().contains("shared memory"),
        "{e}"
    );
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("big_local", |k, (out,): Out| {
        let s = k.local::<u32>("big", 1 << 28, Align(4));
        let t = k.tid_x();
        let q = k.index(s, t);
        k.st(q, t);
        let p = k.index(out, t);
        k.st(p, t);
    });
    let e = sim.run(&m, &k, &Launch::new(1, 32), (&out,)).unwrap_err();
    assert!(e.to_string().contains(".local"), "{e}");
}

#[test]
fn thousands_of_buffers_stay_in_global_memory() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("plain", |k, (out,): Out| {
        let t = k.tid_x();
        let p = k.index(out, t);
        k.st(p, t);
    });
    let mut sim = Sim::new();
    for _ in 0..4000 {
        let _ = sim.zeros::<u32>(0);
    }
    let out = sim.zeros::<u32>(32);
    sim.run(&m, &k, &Launch::new(1, 32), (&out,)).unwrap();
    assert_eq!(sim.read(&out)[5], 5);
}

#[test]
fn a_launch_above_maxntid_is_refused() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("capped", |k, (out,): Out| {
        k.maxntid(64, 1, 1);
        let t = k.tid_x();
        let p = k.index(out, t);
        k.st(p, t);
    });
    let (r, _) = run(&m, &k, 128, 128);
    let e = r.unwrap_err();
    assert!(e.to_string().contains(".maxntid"), "{e}");
}

/// A producer warp writes, arrives (`bar.arrive 1, 64`) and goes on; the consumer warp
/// waits (`bar.sync 1, 64`) and reads: ordered. A write the producer makes after its
/// arrive is not: a race.
#[test]
fn bar_arrive_orders_what_came_before_it_only() {
    for late in [false, true] {
        let mut m = Module::new(Target::SM_80);
        let k = m.kernel("produce", |k, (out,): Out| {
            let s = k.shared::<u32>("s", 32, Align(4));
            let t = k.tid_x();
            let lane = k.and(t, 31u32);
            let slot = k.index(s, lane);
            let producer = k.setp(Cmp::Ge, t, 32u32);
            let consumer = k.setp(Cmp::Lt, t, 32u32);
            k.if_then(producer, |k| {
                if !late {
                    k.st(slot, t);
                }
                k.bar_arrive(1, 64);
                if late {
                    k.st(slot, t);
                }
            });
            k.if_then(consumer, |k| {
                k.bar_sync_count(1, 64);
                let v = k.ld(slot);
                let p = k.index(out, t);
                k.st(p, v);
            });
        });
        let (r, v) = run(&m, &k, 64, 64);
        if late {
            let e = r.unwrap_err();
            assert!(
                matches!(
                    &e,
                    SimError::Fault {
                        what: Fault::Race(_),
                        ..
                    }
                ),
                "{e}"
            );
        } else {
            r.unwrap();
            assert_eq!(v[3], 35);
        }
    }
}
