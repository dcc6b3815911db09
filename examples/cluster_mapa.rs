//! Thread-block clusters (sm_90): each CTA writes into the shared memory of the next
//! CTA of its cluster with `mapa` and `st.shared::cluster`, and reads back what its
//! neighbour wrote into its own.
//!
//! ```sh
//! cargo run --release --example cluster_mapa       # needs an sm_90 (Hopper) GPU
//! cargo run --release --example cluster_mapa -- --ptx   # print its PTX (no GPU)
//! ```
//!
//! Kernel `cluster_mapa(out: *mut u32, flags: *mut u32)`, blocks of 256 threads:
//!
//! 1. `barrier.cluster.arrive` + `wait`: every CTA of the cluster has started;
//! 2. thread `t` of the CTA of rank `r` stores `1000 * ctaid + t` to `buf[t]` of the CTA
//!    of rank `(r + 1) % n` (`mapa.shared::cluster.u64`, `st.shared::cluster.u32`);
//! 3. `barrier.cluster.arrive` + `wait` (release/acquire at cluster scope);
//! 4. `out[ctaid * 256 + t] = buf[t]` (its own `buf`, written by its neighbour), and
//!    thread 0 writes `isspacep.shared::cluster` and `isspacep.shared::cta` of the
//!    neighbour's generic address to `flags[2 ctaid]` and `flags[2 ctaid + 1]`.
//!
//! Expect `out[c * 256 + t] == 1000 * w + t` where `w` is the CTA of rank
//! `(r - 1) mod n` in `c`'s cluster, and `flags == [1, 0]` for every CTA. Exits 1 on a
//! mismatch; without a suitable GPU prints `SKIPPED` and exits 0 (1 with
//! `--require-gpu`).

use std::process::exit;

use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::{Address, Align, Cluster, Cmp, Cta, Global, Module, Ptr, Shared, Target};

pub const THREADS: u32 = 256;

/// The kernel's parameters: `out` and `flags`.
pub type Params = (Ptr<Global, u32>, Ptr<Global, u32>);

pub fn cluster_mapa() -> (Module, typed_ptx::KernelRef<Params>) {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("cluster_mapa", |k, (out, flags): Params| {
        let buf = k.shared::<u32>("buf", THREADS as u64, Align(4));
        let t = k.tid_x();
        let cta = k.ctaid_x();
        let ntid = k.ntid_x();
        let rank = k.cluster_ctarank();
        let n = k.cluster_nctarank();
        let next = k.add(rank, 1u32);
        let wrap = k.setp(Cmp::Ge, next, n);
        let next = k.selp(0u32, next, wrap);
        // Every CTA of the cluster is running before any touches another's memory.
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
        let base = k.addr_of(buf); // Ptr<Shared<Cta>, u32>
        let mine = k.index(base, t);
        let theirs = k.mapa(mine, next); // Ptr<Shared<Cluster>, u32>: the neighbour's buf[t]
        let v = k.mad_lo(cta, 1000u32, t);
        k.st(theirs, v); // st.shared::cluster.u32
        // Release our stores, acquire the neighbour's.
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
        let got = k.ld(mine); // ld.shared.u32: what the previous CTA wrote here
        let i = k.mad_lo(cta, ntid, t);
        let o = k.index(out, i);
        k.st(o, got);
        // The neighbour's generic address lies in the cluster's window, not in ours.
        let zero = k.setp(Cmp::Eq, t, 0u32);
        k.if_then(zero, |k| {
            let g = k.cvta_var(buf, 0);
            let remote = k.mapa_generic(g, next);
            let in_cluster = k.isspacep::<Shared<Cluster>, Shared<Cluster>, u32>(remote);
            let in_cta = k.isspacep::<Shared<Cta>, Shared<Cluster>, u32>(remote);
            let a = k.selp(1u32, 0u32, in_cluster);
            let b = k.selp(1u32, 0u32, in_cta);
            let j = k.shl(cta, 1u32);
            let f = k.index(flags, j);
            k.st(f, a);
            k.st(f.at(1), b);
        });
    });
    (m, k)
}

fn main() {
    let require = std::env::args().any(|a| a == "--require-gpu");
    let skip = |why: String| -> ! {
        println!("SKIPPED: {why}");
        exit(if require { 1 } else { 0 });
    };
    if std::env::args().any(|a| a == "--ptx") {
        // The kernel's PTX, without a GPU.
        match cluster_mapa().0.emit() {
            Ok(p) => print!("{p}"),
            Err(e) => {
                eprintln!("{e}");
                exit(1);
            }
        }
        return;
    }
    let gpu = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => skip(format!("no GPU: {e}")),
    };
    let info = gpu.info().clone();
    if info.capability.0 < 9 {
        skip(format!(
            "{} is compute capability {}.{}; clusters need 9.0",
            info.name, info.capability.0, info.capability.1
        ));
    }
    let (m, k) = cluster_mapa();
    let run = || -> Result<usize, typed_ptx::runtime::Error> {
        let module = gpu.load(&m)?;
        let f = module.kernel(&k)?;
        let mut failures = 0;
        for (grid, cluster) in [(8u32, 2u32), (132, 2), (8, 4)] {
            let n = (grid * THREADS) as usize;
            let mut out = gpu.upload(&vec![u32::MAX; n])?;
            let mut flags = gpu.upload(&vec![u32::MAX; 2 * grid as usize])?;
            // SAFETY: writes `grid * 256` words of `out` and `2 * grid` of `flags`.
            unsafe {
                f.launch(
                    &Launch::new(grid, THREADS).cluster(cluster, 1, 1),
                    (&mut out, &mut flags),
                )?
            };
            let got = gpu.download(&out)?;
            let fl = gpu.download(&flags)?;
            let want: Vec<u32> = (0..n as u32)
                .map(|i| {
                    let (c, t) = (i / THREADS, i % THREADS);
                    let r = c % cluster;
                    let writer = c - r + (r + cluster - 1) % cluster;
                    1000 * writer + t
                })
                .collect();
            let bad = got.iter().zip(&want).position(|(a, b)| a != b);
            match bad {
                None => println!(
                    "ok    grid {grid}, clusters of {cluster}: every CTA read back the {THREADS} values its neighbour stored with mapa + st.shared::cluster"
                ),
                Some(i) => {
                    failures += 1;
                    println!(
                        "FAIL  grid {grid}, clusters of {cluster}: word {i} is {} but {} was stored there",
                        got[i], want[i]
                    );
                }
            }
            let flags_ok = fl.chunks(2).all(|p| p == [1, 0]);
            if flags_ok {
                println!(
                    "ok    grid {grid}, clusters of {cluster}: the neighbour's generic address is in the .shared::cluster window, not in .shared::cta"
                );
            } else {
                failures += 1;
                println!(
                    "FAIL  grid {grid}, clusters of {cluster}: isspacep flags {fl:?}, want [1, 0] per CTA"
                );
            }
        }
        Ok(failures)
    };
    match run() {
        Ok(0) => println!("cluster_mapa: all checks passed on {}", info.name),
        Ok(n) => {
            println!("cluster_mapa: {n} check(s) failed");
            exit(1);
        }
        Err(e) => {
            println!("cluster_mapa: error: {e}");
            exit(1);
        }
    }
}
