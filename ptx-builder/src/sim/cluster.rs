//! Clusters: the CTAs of a cluster run together, taking turns (each runs its warps until
//! none can go on); what one does to another (an arrive on a peer's mbarrier, a copy
//! multicast into its shared memory) is delivered after its turn, which is a legal
//! order for those asynchronous operations. `barrier.cluster` completes when every
//! thread of the cluster has arrived (or exited).
//!
//! A `.shared::cluster` address of the CTA's own shared memory is its `.shared::cta`
//! address; `mapa` gives the same offset in CTA `r` of the cluster as
//! `(r + 1) << 28 | offset` (in the shared window, for a generic address). A store to
//! such an address is sent to the peer like an arrive; the race detector counts it as a
//! write of "a thread of another CTA", ordered by `barrier.cluster`.

use super::asyncs::Landing;
use super::decode::{A, Ins};
use super::exec::{Cta, Lane, Launched, Warp};
use super::mem::{Alloc, Sp};
use super::ops::lanes;
use super::{Fault, SimError, Stats};

/// The bits of a `.shared::cluster` offset that name another CTA of the cluster.
pub(crate) const RANK_SHIFT: u32 = 28;
const OFFSET_MASK: u64 = (1 << RANK_SHIFT) - 1;

/// What a CTA does to another of its cluster.
#[derive(Debug)]
pub(crate) enum Remote {
    /// An arrive (after `tx` more expected bytes) on the mbarrier at `at` of CTA `rank`;
    /// `from`: the arriving warp, lane and instruction, for reports.
    Arrive {
        rank: u32,
        at: u64,
        tx: i64,
        from: (usize, usize, u32),
    },
    /// A store into the shared memory of CTA `rank`, at `at`.
    Store {
        rank: u32,
        at: u64,
        data: Vec<u8>,
        site: crate::error::Site,
    },
    /// A copy multicast into CTA `rank`, completing on its mbarrier at `bar`.
    Copy {
        rank: u32,
        bar: u64,
        copy: Landing,
        from: (usize, usize, u32),
    },
}

/// Runs every CTA of the grid, cluster by cluster.
pub(crate) fn run_grid(
    l: &Launched,
    global: &mut Vec<Alloc>,
    stats: &mut Stats,
) -> Result<(), SimError> {
    let cl = l.cfg.cluster.unwrap_or([1, 1, 1]);
    let g = l.cfg.grid;
    let n = [g[0] / cl[0], g[1] / cl[1], g[2] / cl[2]];
    let n = n.map(u64::from);
    let count = n[0] * n[1] * n[2];
    for i in 0..count {
        // Cluster `i` in x-fastest order, or the `i`-th from the end.
        let i = if l.opts.reverse_order {
            count - 1 - i
        } else {
            i
        };
        let [cx, cy, cz] = [i % n[0], i / n[0] % n[1], i / (n[0] * n[1])].map(|v| v as u32);
        let mut ctas = Vec::new();
        for z in 0..cl[2] {
            for y in 0..cl[1] {
                for x in 0..cl[0] {
                    let id = [cx * cl[0] + x, cy * cl[1] + y, cz * cl[2] + z];
                    let rank = x + cl[0] * (y + cl[1] * z);
                    ctas.push(Cta::new(l, id, rank));
                }
            }
        }
        run_cluster(&mut ctas, global, stats)?;
        stats.ctas += ctas.len() as u64;
    }
    Ok(())
}

/// Runs the CTAs of one cluster to their end.
fn run_cluster(
    ctas: &mut [Cta],
    global: &mut Vec<Alloc>,
    stats: &mut Stats,
) -> Result<(), SimError> {
    let mut done = vec![false; ctas.len()];
    loop {
        let mut progress = false;
        for (c, cta) in ctas.iter_mut().enumerate() {
            if done[c] {
                continue;
            }
            cta.global = std::mem::take(global);
            cta.stats = std::mem::take(stats);
            let r = cta.round();
            *global = std::mem::take(&mut cta.global);
            *stats = std::mem::take(&mut cta.stats);
            let (p, d) = r?;
            progress |= p;
            done[c] = d;
        }
        progress |= deliver(ctas)?;
        progress |= cluster_barrier(ctas);
        if done.iter().all(|d| *d) {
            return Ok(());
        }
        if !progress {
            let stuck = done.iter().position(|d| !d).unwrap_or(0);
            return Err(ctas[stuck].stuck());
        }
    }
}

/// Delivers what the CTAs did to each other; true if anything was.
fn deliver(ctas: &mut [Cta]) -> Result<bool, SimError> {
    let mut msgs = Vec::new();
    for (c, cta) in ctas.iter_mut().enumerate() {
        msgs.extend(std::mem::take(&mut cta.outbox).into_iter().map(|m| (c, m)));
    }
    let any = !msgs.is_empty();
    for (src, m) in msgs {
        if let Remote::Store {
            rank,
            at,
            data,
            site,
        } = &m
        {
            if let Some(t) = ctas.get_mut(*rank as usize) {
                store(t, *at, data, *site);
            }
            continue;
        }
        let (rank, bar, from) = match &m {
            Remote::Arrive { rank, at, from, .. } => (*rank, *at, *from),
            Remote::Copy {
                rank, bar, from, ..
            } => (*rank, *bar, *from),
            Remote::Store { .. } => continue,
        };
        let Some(t) = ctas.get_mut(rank as usize) else {
            continue;
        };
        let Some(mb) = t.mbars.get_mut(&bar) else {
            let what = format!(
                "the mbarrier at .shared offset {bar:#x} of the cluster's CTA {rank} was never initialized (mbarrier.init)"
            );
            return Err(remote_fault(&ctas[src], from, what));
        };
        match m {
            Remote::Arrive { tx, .. } => {
                mb.expect(tx);
                if !mb.arrive() {
                    let what = format!(
                        "the mbarrier at .shared offset {bar:#x} of the cluster's CTA {rank} gets more arrivals in one phase than its count"
                    );
                    return Err(remote_fault(&ctas[src], from, what));
                }
                super::asyncs::settle(t, bar, false);
            }
            Remote::Copy { copy, .. } => super::asyncs::hold(t, bar, copy),
            Remote::Store { .. } => {}
        }
    }
    Ok(any)
}

/// The thread number the race detector gives a store of another CTA of the cluster.
pub(crate) const PEER: u32 = u32::MAX - 1;

/// Writes a peer's store into `t`'s shared memory, as written by [`PEER`] now.
fn store(t: &mut Cta, at: u64, data: &[u8], site: crate::error::Site) {
    let epoch = t.epoch;
    for (j, b) in data.iter().enumerate() {
        let o = at as usize + j;
        if let (Some(d), Some(m)) = (t.shared.data.get_mut(o), t.shared.marks.get_mut(o)) {
            *d = *b;
            m.writer = PEER;
            m.w_epoch = epoch;
            m.w_wepoch = 0;
            m.w_atomic = false;
            m.w_site = Some(site);
        }
    }
}

/// A fault of the thread that sent a remote operation.
fn remote_fault(cta: &Cta, (w, lane, pc): (usize, usize, u32), what: String) -> SimError {
    let warp = &cta.warps[w];
    let ins = &cta.l.prog.ins[pc as usize];
    cta.fault(warp, ins, lane, Fault::Async(what))
}

/// Completes the cluster barrier's phase once every thread of the cluster has arrived
/// or exited; true if it did.
fn cluster_barrier(ctas: &mut [Cta]) -> bool {
    if ctas.iter().all(|c| c.cl_arrived == 0) {
        return false;
    }
    let all = ctas.iter().all(|c| {
        c.warps.iter().all(|w| {
            (0..32).all(|i| {
                matches!(w.lane[i], Lane::Exited | Lane::Absent) || w.cl_want[i] == c.cl_phase + 1
            })
        })
    });
    if all {
        for c in ctas.iter_mut() {
            c.cl_phase += 1;
            c.cl_arrived = 0;
            c.epoch += 1;
        }
    }
    all
}

/// `barrier.cluster.arrive` (`wait` false) and `barrier.cluster.wait`.
pub(crate) fn barrier(cta: &mut Cta, w: &mut Warp, wait: bool, on: u32) {
    for i in lanes(on) {
        if !wait {
            w.cl_want[i] = cta.cl_phase + 1;
            cta.cl_arrived += 1;
        } else if w.cl_want[i] > cta.cl_phase {
            w.lane[i] = Lane::Wait;
            w.pc[i] -= 1;
        }
    }
}

/// The CTA of the cluster a `.shared::cluster` offset lies in (`None`: this one) and
/// its offset there.
pub(crate) fn split(cta: &Cta, off: u64) -> (Option<u32>, u64) {
    let r = (off >> RANK_SHIFT) as u32;
    match r {
        0 => (None, off),
        _ if r - 1 == cta.rank => (None, off & OFFSET_MASK),
        _ => (Some(r - 1), off & OFFSET_MASK),
    }
}

/// `mapa.shared::cluster d, a, rank` and `mapa.u64 d, a, rank` (`generic`).
pub(crate) fn mapa(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    generic: bool,
    on: u32,
) -> Result<(), SimError> {
    let size = cta.l.cfg.cluster.map_or(1, |c| c.iter().product::<u32>());
    for i in lanes(on) {
        let a = cta.get(w, args[1], i);
        let rank = cta.get(w, args[2], i) as u32;
        let off = if generic {
            let (sp, off) = Sp::of_generic(a);
            if sp != Sp::Shared {
                let what = format!(
                    "mapa of {a:#x}, an address of {}, not of .shared",
                    sp.name()
                );
                return Err(cta.fault(w, ins, i, Fault::Space(what)));
            }
            off
        } else {
            a
        };
        if rank >= size {
            let what = format!("mapa to CTA {rank} of a cluster of {size}");
            return Err(cta.fault(w, ins, i, Fault::Async(what)));
        }
        let (_, off) = split(cta, off);
        let d = if rank == cta.rank {
            off
        } else {
            ((rank as u64 + 1) << RANK_SHIFT) | off
        };
        let d = if generic {
            Sp::Shared.window().unwrap_or(0) + d
        } else {
            d
        };
        Cta::set(w, args[0], i, d as u128);
    }
    Ok(())
}
