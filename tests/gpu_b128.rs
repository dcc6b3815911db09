//! 128-bit data (`.b128`, PTX ISA 8.3) on a GPU, checked against a CPU reference:
//!
//! * every thread loads its 16 bytes from `.global` as one `B128`, splits it into its two
//!   64-bit halves (`mov.b128 {lo, hi}, q`), packs them back swapped (`mov.b128 d, {hi,
//!   lo}`), passes the value through `.shared` (`st.shared.b128`/`ld.shared.b128`) and
//!   stores it to `.global`: the output is the input with the halves of each element
//!   swapped, so the order of the halves (`lo` is the first 8 bytes in memory) is checked;
//! * `atom.global.cas.b128` (sm_90) with the value the slot holds succeeds and returns it,
//!   with another value fails and returns the slot's value; `atom.shared.exch.b128`
//!   returns the old value and leaves the new one.
//!
//! GPU tests are `#[ignore]`d with the reason (run them with `--include-ignored` on an
//! sm_90 GPU). `every_module_passes_ptxas` runs everywhere: it emits the module and has
//! ptxas check it.
#![cfg(feature = "cuda")]

mod common;

use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::*;

const THREADS: u32 = 64;

type Params = (
    Ptr<Global, u64>,
    Ptr<Global, u64>,
    Ptr<Global, u64>,
    Ptr<Global, u64>,
);

/// `b128(src, out, cas, olds)`, one block of [`THREADS`] threads; thread `i` owns element
/// `i` (16 bytes) of each buffer:
///
/// * `out[i]` = `src[i]` with its two halves swapped, through `.shared`;
/// * `cas[i]` holds `src[i]` on entry: a CAS expecting it stores the swapped value and
///   returns `src[i]` (in `olds[3 i]`); a second CAS expecting `src[i]` again fails and
///   returns the swapped value (in `olds[3 i + 1]`);
/// * an exchange on a `.shared` slot holding `src[i]` stores the swapped value and returns
///   `src[i]` (in `olds[3 i + 2]`); the slot is then read back into `cas[i + THREADS]`.
fn module(target: Target) -> (Module, KernelRef<Params>) {
    let mut m = Module::new(target);
    let k = m.kernel_named(
        "b128",
        &["src", "out", "cas", "olds"],
        |k, (src, out, cas, olds): Params| {
            let i = k.tid_x();
            let src = src.cast::<B128>();
            let out = out.cast::<B128>();
            let cas = cas.cast::<B128>();
            let olds = olds.cast::<B128>();
            let stage = k.shared::<B128>("stage", THREADS as u64, Align(16));
            let a = k.index(src, i);
            let q = k.ld(a);
            let [lo, hi] = k.unpack_b128(q);
            let w = k.mov_b128(hi, lo);
            let s = k.index(stage, i);
            k.st(s, w);
            let back = k.ld(s);
            let d = k.index(out, i);
            k.st(d, back);
            // Compare-and-swap in .global: first succeeds, second fails.
            let c = k.index(cas, i);
            let old = k.atom_cas_b128(c, q, w);
            let j = k.mul_lo(i, 3u32);
            let o = k.index(olds, j);
            k.st(o, old);
            let old = k.atom_cas_b128(c, q, q);
            k.st(o.at(1), old);
            // Exchange in .shared.
            k.st(s, q);
            let old = k.atom_exch_b128(s, w);
            k.st(o.at(2), old);
            let now = k.ld(s);
            let t = k.add(i, THREADS);
            let d = k.index(cas, t);
            k.st(d, now);
        },
    );
    (m, k)
}

/// A deterministic generator (xorshift64) for input data.
fn data(n: usize, seed: u64) -> Vec<u64> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect()
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn b128_loads_stores_halves_and_atomics_match_the_cpu() {
    let g = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
    };
    let (a, b) = g.info().capability;
    if a < 9 {
        println!("SKIPPED: needs compute capability 9.0 or newer; the GPU is {a}.{b}");
        return;
    }
    let (m, k) = module(Target::SM_90);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let n = THREADS as usize;
    let src_h = data(2 * n, 0x0123_4567_89ab_cdef);
    let mut cas_h = src_h.clone();
    cas_h.extend(std::iter::repeat_n(0, 2 * n));
    let mut src = g.upload(&src_h).unwrap();
    let mut out = g.alloc_zeros::<u64>(2 * n).unwrap();
    let mut cas = g.upload(&cas_h).unwrap();
    let mut olds = g.alloc_zeros::<u64>(6 * n).unwrap();
    unsafe {
        f.launch(
            &Launch::new(1, THREADS),
            (&mut src, &mut out, &mut cas, &mut olds),
        )
        .unwrap()
    };
    let out = g.download(&out).unwrap();
    let cas = g.download(&cas).unwrap();
    let olds = g.download(&olds).unwrap();
    for i in 0..n {
        let q = [src_h[2 * i], src_h[2 * i + 1]];
        let w = [q[1], q[0]];
        assert_eq!([out[2 * i], out[2 * i + 1]], w, "out[{i}]");
        assert_eq!([cas[2 * i], cas[2 * i + 1]], w, "cas[{i}] after the CAS");
        let o = &olds[6 * i..6 * i + 6];
        assert_eq!(
            [o[0], o[1]],
            q,
            "the successful CAS of {i} returns the old value"
        );
        assert_eq!(
            [o[2], o[3]],
            w,
            "the failed CAS of {i} returns the slot's value"
        );
        assert_eq!([o[4], o[5]], q, "the exchange of {i} returns the old value");
        let t = 2 * (n + i);
        assert_eq!([cas[t], cas[t + 1]], w, "the exchanged .shared slot of {i}");
    }
}

#[test]
fn every_module_passes_ptxas() {
    let (m, _) = module(Target::SM_90);
    let ptx = m.emit().unwrap();
    for want in [
        "ld.global.b128",
        "mov.b128",
        "st.shared.b128",
        "atom.global.cas.b128",
        "atom.shared.exch.b128",
    ] {
        assert!(ptx.contains(want), "{want}:\n{ptx}");
    }
    assert_eq!(m.requirements().version, Version::new(8, 3));
    common::assert_ptxas_accepts("gpu_b128", &ptx);
    // The 128-bit atomics need sm_90: an sm_80 module is refused, naming them.
    let e = module(Target::SM_80).0.emit().unwrap_err();
    assert!(
        e.iter().all(|e| matches!(
            e,
            Error::TargetTooOld {
                form: FormId::Atom,
                needed: 90,
                ..
            }
        )),
        "{e}"
    );
}
