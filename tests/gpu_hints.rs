//! Cache hints and one-way fences on a GPU (issue 18, item 6), checked against the data:
//!
//! * `hinted_copy`: every thread loads its `f32` element through six cache-hinted forms
//!   (`ld.global` with an L1 eviction priority and an L2 prefetch size, `ld.global` with a
//!   prefetch size alone, and the same three of `ld.global.nc`) and stores each copy with
//!   a store of another L1 eviction priority (`st.global.L1::…`, the last one plain); four
//!   more copies go through the vector forms (`ld.global.nc.L1::no_allocate.L2::256B.v4`,
//!   `ld.global.L1::evict_last.L2::128B.v4`, `ld.global.nc.v2`, `ld.global.L2::64B.v2`,
//!   each stored by a hinted `st.global….v4`/`.v2`), and two under L2 cache policies
//!   (`createpolicy.fractional`, `ld.global[.nc]….L2::cache_hint`, `st.global….L2::cache_hint`):
//!   every copy must equal the source. A hint that changed the address, the width or the
//!   data would show. A `u64` copy goes through `ld.global.nc.L1::evict_last.L2::256B` and
//!   `st.global.L1::no_allocate` (the 8-byte spellings). The interpreter runs the same
//!   kernels (a row it did not read would be an error there).
//! * `fence_handoff`: CTA 0 writes a buffer with plain stores, then thread 0 runs
//!   `fence.release.gpu` and raises a flag with `st.relaxed.gpu`; CTA 1's thread 0 spins on
//!   `ld.relaxed.gpu` until it sees the flag, runs `fence.acquire.gpu`, and after a CTA
//!   barrier every thread of CTA 1 reads the buffer with plain loads: the release and
//!   acquire patterns of the PTX memory model, built from the one-way fences (PTX ISA
//!   8.6). The consumer also runs `fence.sc.cluster`, `fence.proxy.alias` and the
//!   `.sync_restrict` fences, which must not fault. On an H100 the handoff would very
//!   likely pass without the fences too (the buffer is written long before CTA 1 reads
//!   it, and its first loads miss L1): the run shows that the fences run and hand the
//!   data over, and `every_module_passes_ptxas` checks that each fence sits between the
//!   data access and the flag access in the emitted PTX.
//!
//! The fences of PTX ISA 9.4 and 9.5 (`fence.proxy.alias.{acquire,release}.sys`,
//! `fence.alias…`) are checked by `ptxas` only: a CUDA 13.0 driver JIT-compiles PTX up to
//! ISA 9.0.
//!
//! GPU tests are `#[ignore]`d with the reason (run them with `--include-ignored` on an
//! sm_90 GPU: `scripts/gpu.sh`). `every_module_passes_ptxas` and
//! `the_interpreter_copies_through_every_hint` run everywhere.
#![cfg(feature = "cuda")]

mod common;

use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::sim::Sim;
use typed_ptx::*;

/// Elements copied: 64 CTAs of 256 threads.
const N: u32 = 64 * 256;
/// The copies `hinted_copy` writes: six through scalar loads, four through vectors, two
/// under L2 cache policies.
const COPIES: u32 = 12;
/// Threads of each CTA of `fence_handoff`.
const HANDOFF_THREADS: u32 = 128;

type CopyArgs = (
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Ptr<Global, u64>,
    Ptr<Global, u64>,
);
type HandoffArgs = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);

/// `hinted_copy(dst, src, dst64, src64)`: `dst[c * N + i]` = `src[i]` through hinted form
/// `c`, `dst64[i]` = `src64[i]`.
fn hinted_copy(m: &mut Module) -> KernelRef<CopyArgs> {
    m.kernel_named(
        "hinted_copy",
        &["dst", "src", "dst64", "src64"],
        |k, (dst, src, dst64, src64): CopyArgs| {
            let (cta, ntid, tid) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
            let i = k.mad_lo(cta, ntid, tid);
            let s = k.index(src, i);
            let loads = [
                k.ld_evict(L1Evict::EvictFirst, Some(L2Prefetch::Bytes256), s),
                k.ld_evict(L1Evict::EvictLast, None, s),
                k.ld_prefetch(L2Prefetch::Bytes128, s),
                k.ld_nc_evict(L1Evict::NoAllocate, Some(L2Prefetch::Bytes64), s),
                k.ld_nc_evict(L1Evict::EvictUnchanged, None, s),
                k.ld_nc_prefetch(L2Prefetch::Bytes256, s),
            ];
            let evicts = [
                Some(L1Evict::EvictFirst),
                Some(L1Evict::EvictLast),
                Some(L1Evict::NoAllocate),
                Some(L1Evict::EvictNormal),
                Some(L1Evict::EvictUnchanged),
                None,
            ];
            for (c, (v, e)) in loads.into_iter().zip(evicts).enumerate() {
                let at = k.add(i, c as u32 * N);
                let d = k.index(dst, at);
                match e {
                    Some(e) => k.st_evict(e, d, v),
                    None => k.st(d, v),
                }
            }
            // Copies 6 and 7 by `.v4`s (threads below N / 4), 8 and 9 by `.v2`s (below N / 2).
            for (c, lanes) in [(6u32, 4u32), (7, 4), (8, 2), (9, 2)] {
                let active = k.setp(Cmp::Lt, i, N / lanes);
                k.if_then(active, |k| {
                    let e = k.mul_lo(i, lanes);
                    let s = k.index(src, e);
                    let at = k.add(e, c * N);
                    let d = k.index(dst, at);
                    match c {
                        6 => {
                            let v = k.ld_nc_v4(
                                Some(L1Evict::NoAllocate),
                                Some(L2Prefetch::Bytes256),
                                s,
                            );
                            k.st_evict_v4(L1Evict::EvictFirst, d, v);
                        }
                        7 => {
                            let v =
                                k.ld_evict_v4(L1Evict::EvictLast, Some(L2Prefetch::Bytes128), s);
                            k.st_evict_v4(L1Evict::NoAllocate, d, v);
                        }
                        8 => {
                            let v = k.ld_nc_v2(None, None, s);
                            k.st_evict_v2(L1Evict::EvictLast, d, v);
                        }
                        _ => {
                            let v = k.ld_prefetch_v2(L2Prefetch::Bytes64, s);
                            k.st_evict_v2(L1Evict::EvictUnchanged, d, v);
                        }
                    }
                });
            }
            // Copies 10 and 11 under cache policies (`createpolicy`, `.L2::cache_hint`).
            let first = k.createpolicy(slots::CreatepolicyPrimary::L2EvictFirst, None, 1.0f32);
            let last = k.createpolicy(
                slots::CreatepolicyPrimary::L2EvictLast,
                Some(slots::CreatepolicySecondary::L2EvictUnchanged),
                0.25f32,
            );
            let v = k.ld_policy(
                Some(L1Evict::EvictFirst),
                Some(L2Prefetch::Bytes128),
                s,
                first,
            );
            let at = k.add(i, 10 * N);
            let d = k.index(dst, at);
            k.st_policy(None, d, v, first);
            let v = k.ld_nc_policy(None, None, s, last);
            let at = k.add(i, 11 * N);
            let d = k.index(dst, at);
            k.st_policy(Some(L1Evict::NoAllocate), d, v, last);
            let s64 = k.index(src64, i);
            let w = k.ld_nc_evict(L1Evict::EvictLast, Some(L2Prefetch::Bytes256), s64);
            let d64 = k.index(dst64, i);
            k.st_evict(L1Evict::NoAllocate, d64, w);
        },
    )
}

/// `fence_handoff(data, flag, out)`, 2 CTAs of [`HANDOFF_THREADS`]: CTA 0 writes
/// `data[t] = 7 t + 1` and releases it through the flag; CTA 1 acquires it and copies
/// `data` to `out`.
fn fence_handoff(m: &mut Module) -> KernelRef<HandoffArgs> {
    m.kernel_named(
        "fence_handoff",
        &["data", "flag", "out"],
        |k, (data, flag, out): HandoffArgs| {
            k.reqntid(HANDOFF_THREADS, 1, 1);
            let (cta, tid) = (k.ctaid_x(), k.tid_x());
            let producer = k.setp(Cmp::Eq, cta, 0u32);
            let first = k.setp(Cmp::Eq, tid, 0u32);
            let d = k.index(data, tid);
            k.if_else(
                producer,
                |k| {
                    let v = k.mad_lo(tid, 7u32, 1u32);
                    k.st(d, v);
                    k.bar_sync(0);
                    k.if_then(first, |k| {
                        k.fence_release(Scope::Gpu);
                        k.st_relaxed(flag, 1u32, Scope::Gpu);
                    });
                },
                |k| {
                    k.if_then(first, |k| {
                        k.while_loop(
                            (),
                            |k, ()| {
                                let f = k.ld_relaxed(flag, Scope::Gpu);
                                k.setp(Cmp::Ne, f, 1u32)
                            },
                            |_, ()| (),
                        );
                        k.fence_acquire(Scope::Gpu);
                    });
                    k.bar_sync(0);
                    let v = k.ld(d);
                    k.fence_sc(Scope::Cluster);
                    k.fence_proxy_alias();
                    k.fence_release_sync_restrict();
                    k.fence_acquire_sync_restrict();
                    k.fence_proxy_async_generic_release();
                    k.fence_proxy_async_generic_acquire();
                    let o = k.index(out, tid);
                    k.st(o, v);
                },
            );
        },
    )
}

fn module(target: Target) -> (Module, KernelRef<CopyArgs>, KernelRef<HandoffArgs>) {
    let mut m = Module::new(target);
    let c = hinted_copy(&mut m);
    let h = fence_handoff(&mut m);
    (m, c, h)
}

fn source() -> (Vec<f32>, Vec<u64>) {
    let f = (0..N).map(|i| i as f32 * 0.25 - 1000.0).collect();
    let w = (0..N as u64)
        .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .collect();
    (f, w)
}

fn check_copies(dst: &[f32], dst64: &[u64], src: &[f32], src64: &[u64]) {
    for c in 0..COPIES as usize {
        for i in 0..N as usize {
            assert_eq!(
                dst[c * N as usize + i].to_bits(),
                src[i].to_bits(),
                "copy {c}, element {i}"
            );
        }
    }
    assert_eq!(dst64, src64, "the u64 copy");
}

#[test]
fn the_interpreter_copies_through_every_hint() {
    let (m, c, _) = module(Target::SM_90);
    let (src_h, src64_h) = source();
    let mut sim = Sim::new();
    let (src, src64) = (sim.upload(&src_h), sim.upload(&src64_h));
    let (dst, dst64) = (
        sim.zeros::<f32>((COPIES * N) as usize),
        sim.zeros::<u64>(N as usize),
    );
    sim.run(
        &m,
        &c,
        &Launch::new(N / 256, 256),
        (&dst, &src, &dst64, &src64),
    )
    .unwrap();
    check_copies(&sim.read(&dst), &sim.read(&dst64), &src_h, &src64_h);
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored (scripts/gpu.sh)"]
fn every_hinted_load_and_store_moves_the_data() {
    let g = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
    };
    let (a, b) = g.info().capability;
    assert!(a >= 9, "this test needs sm_90; the GPU is sm_{a}{b}");
    let (m, c, _) = module(Target::SM_90);
    let loaded = g.load(&m).unwrap();
    let f = loaded.kernel(&c).unwrap();
    let (src_h, src64_h) = source();
    let mut src = g.upload(&src_h).unwrap();
    let mut src64 = g.upload(&src64_h).unwrap();
    let mut dst = g.alloc_zeros::<f32>((COPIES * N) as usize).unwrap();
    let mut dst64 = g.alloc_zeros::<u64>(N as usize).unwrap();
    unsafe {
        f.launch(
            &Launch::new(N / 256, 256),
            (&mut dst, &mut src, &mut dst64, &mut src64),
        )
        .unwrap()
    };
    check_copies(
        &g.download(&dst).unwrap(),
        &g.download(&dst64).unwrap(),
        &src_h,
        &src64_h,
    );
    println!("{COPIES} hinted copies of {N} f32 and one of {N} u64: equal to the source");
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored (scripts/gpu.sh)"]
fn a_release_fence_and_an_acquire_fence_hand_a_buffer_to_another_cta() {
    let g = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
    };
    let (a, b) = g.info().capability;
    assert!(a >= 9, "this test needs sm_90; the GPU is sm_{a}{b}");
    let (m, _, h) = module(Target::SM_90);
    let loaded = g.load(&m).unwrap();
    let f = loaded.kernel(&h).unwrap();
    let n = HANDOFF_THREADS as usize;
    for round in 0..20 {
        let mut data = g.alloc_zeros::<u32>(n).unwrap();
        let mut flag = g.alloc_zeros::<u32>(1).unwrap();
        let mut out = g.upload(&vec![0xdead_beefu32; n]).unwrap();
        unsafe {
            f.launch(
                &Launch::new(2, HANDOFF_THREADS),
                (&mut data, &mut flag, &mut out),
            )
            .unwrap()
        };
        let out = g.download(&out).unwrap();
        for (t, v) in out.iter().enumerate() {
            assert_eq!(*v, 7 * t as u32 + 1, "round {round}: CTA 1's thread {t}");
        }
    }
    println!("20 handoffs of {n} words from CTA 0 to CTA 1: every word seen");
}

#[test]
fn every_module_passes_ptxas() {
    let (m, _, _) = module(Target::SM_90);
    let ptx = m.emit().unwrap();
    for want in [
        "ld.global.L1::evict_first.L2::256B.f32",
        "ld.global.L2::128B.f32",
        "ld.global.nc.L1::no_allocate.L2::64B.f32",
        "ld.global.nc.L2::256B.f32",
        "ld.global.nc.L1::evict_last.L2::256B.u64",
        "st.global.L1::evict_first.f32",
        "st.global.L1::no_allocate.u64",
        "ld.global.nc.L1::no_allocate.L2::256B.v4.f32",
        "ld.global.nc.v2.f32",
        "st.global.L1::evict_first.v4.f32",
        "createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64",
        "ld.global.L1::evict_first.L2::cache_hint.L2::128B.f32",
        "st.global.L1::no_allocate.L2::cache_hint.f32",
        "fence.release.gpu;",
        "fence.acquire.gpu;",
        "fence.release.sync_restrict::shared::cta.cluster;",
        "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;",
    ] {
        assert!(ptx.contains(want), "{want}:\n{ptx}");
    }
    // Each fence sits between the data access and the flag access.
    let handoff = &ptx[ptx
        .find(".entry fence_handoff")
        .expect("the handoff kernel")..];
    let at = |s: &str| {
        handoff
            .find(s)
            .unwrap_or_else(|| panic!("no `{s}`:\n{handoff}"))
    };
    assert!(at("st.global.u32") < at("fence.release.gpu;"), "{handoff}");
    assert!(
        at("fence.release.gpu;") < at("st.relaxed.gpu.global.u32"),
        "{handoff}"
    );
    assert!(
        at("ld.relaxed.gpu.global.u32") < at("fence.acquire.gpu;"),
        "{handoff}"
    );
    assert!(at("fence.acquire.gpu;") < at("ld.global.u32"), "{handoff}");
    // The one-way fences are PTX ISA 8.6: the module's version follows.
    assert_eq!(m.requirements().version, Version::new(8, 6));
    common::assert_ptxas_accepts("gpu_hints", &ptx);
    // `.L2::256B` needs sm_80 and the one-way fences sm_90: an sm_75 module is refused,
    // naming them.
    let e = module(Target::SM_75).0.emit().unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains("L2::256B") && text.contains("fence.release"),
        "{text}"
    );
}
