//! The asynchronous machinery of sm_90: mbarriers (arrivals, transaction counts, phases),
//! bulk copies and TMA (tensor) copies, their bulk async-groups, and `elect.sync`.
//!
//! A copy into `.shared` is checked when it is issued (its bytes are marked in flight,
//! as a write of the issuing thread) and lands as late as the ISA allows: when a thread
//! waiting on its mbarrier finds every arrival of the phase in (or, with
//! [`Options::late_copies`](super::Options::late_copies) off, at once). Its bytes then
//! count on the mbarrier's transaction count, and the phase completes when both counts
//! reach zero. A completed phase orders everything before it with everything after it
//! for the race detector, as a barrier does. A copy to `.global` reads its `.shared`
//! source when the `cp.async.bulk.wait_group` that completes its group runs (or when the
//! CTA ends), so a source overwritten before that shows as wrong data.

use std::collections::VecDeque;

use super::decode::{A, Ins, MbarOp};
use super::exec::{Cta, Lane, Warp};
use super::mem::{GLOBAL_BASE, STRIDE, Sp, Use};
use super::memops::{bytes, resolve};
use super::ops::lanes;
use super::tmap::MapDesc;
use super::{Fault, SimError};
use crate::error::Site;

/// An mbarrier object in `.shared`.
#[derive(Debug, Default)]
pub(crate) struct Mbar {
    expected: u32,
    pending: u32,
    tx: i64,
    /// Phases completed.
    phase: u32,
    /// Copies that complete on it and have not landed yet.
    held: Vec<Landing>,
}

/// The bytes of a copy into `.shared`, read when it was issued.
#[derive(Clone, Debug)]
pub(crate) struct Landing {
    dst: u64,
    data: Vec<u8>,
    /// The byte offsets in `.shared` of each of `data`'s bytes when not contiguous (a
    /// swizzled tile): `None`, `dst..`.
    at: Option<Vec<u64>>,
    thread: u32,
    site: Site,
}

impl Mbar {
    /// `n` more transaction bytes expected (fewer, for `n` negative).
    pub(crate) fn expect(&mut self, n: i64) {
        self.tx += n;
    }

    /// One arrival; false if the phase has all its arrivals already.
    pub(crate) fn arrive(&mut self) -> bool {
        if self.pending == 0 {
            return false;
        }
        self.pending -= 1;
        true
    }
}

/// A copy to `.global` in a bulk async-group.
#[derive(Clone, Copy, Debug)]
pub(crate) enum BulkStore {
    Plain {
        dst: u64,
        src: u64,
        size: u64,
    },
    Tile {
        map: MapDesc,
        coords: [i64; 5],
        src: u64,
    },
}

/// Every lane's bulk async-groups: the open one and the committed ones, oldest first.
#[derive(Debug, Default)]
pub(crate) struct BulkGroups {
    pub(crate) open: Vec<Vec<BulkStore>>,
    pub(crate) done: Vec<VecDeque<Vec<BulkStore>>>,
}

impl BulkGroups {
    pub(crate) fn new() -> BulkGroups {
        BulkGroups {
            open: vec![Vec::new(); 32],
            done: vec![VecDeque::new(); 32],
        }
    }
}

fn fault(cta: &Cta, w: &Warp, ins: &Ins, i: usize, what: String) -> SimError {
    cta.fault(w, ins, i, Fault::Async(what))
}

/// The `.shared` offset of the mbarrier at operand `a` of lane `i`, checked: in
/// `.shared`, 8-byte aligned, inside it.
fn mbar_at(cta: &Cta, w: &Warp, ins: &Ins, i: usize, sp: Sp, a: A) -> Result<u64, SimError> {
    let (s, off) = resolve(cta, w, ins, i, sp, a)?;
    if s != Sp::Shared {
        return Err(cta.fault(
            w,
            ins,
            i,
            Fault::Space(format!(
                "an mbarrier at {off:#x} of {}: mbarriers live in .shared",
                s.name()
            )),
        ));
    }
    if off % 8 != 0 || off + 8 > cta.shared.data.len() as u64 {
        return Err(cta.fault(
            w,
            ins,
            i,
            Fault::Bounds(format!(
                "an mbarrier at .shared offset {off:#x}: not 8-byte aligned or outside the CTA's {} bytes of .shared",
                cta.shared.data.len()
            )),
        ));
    }
    Ok(off)
}

/// The CTAs of the launch's clusters.
fn cluster_size(cta: &Cta) -> u32 {
    cta.l.cfg.cluster.map_or(1, |c| c.iter().product::<u32>())
}

/// The name of the `.shared` bytes at `off`, for reports.
fn named(cta: &Cta, off: u64) -> String {
    format!(
        "the mbarrier at .shared offset {off:#x} ({})",
        cta.l.shared_names.describe(off)
    )
}

/// `mbarrier.*`.
pub(crate) fn mbarrier(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    op: MbarOp,
    sp: Sp,
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        // The mbarrier is the first operand, after the state token or predicate if any.
        let bar = match op {
            MbarOp::Init | MbarOp::Inval | MbarOp::ExpectTx | MbarOp::CompleteTx => args[0],
            MbarOp::Arrive { .. } | MbarOp::Wait { .. } | MbarOp::Remote { .. } => args[1],
        };
        let at = match op {
            MbarOp::Remote { expect_tx: tx } => {
                let (_, off) = resolve(cta, w, ins, i, Sp::Shared, bar)?;
                let n = if tx { cta.get(w, args[2], i) as i64 } else { 0 };
                match super::cluster::split(cta, off) {
                    (Some(rank), _) if rank >= cluster_size(cta) => {
                        let what = format!(
                            "an arrive on CTA {rank} of a cluster of {}",
                            cluster_size(cta)
                        );
                        return Err(fault(cta, w, ins, i, what));
                    }
                    (Some(rank), at) => {
                        let from = (w.id as usize, i, w.pc[i] - 1);
                        let r = super::cluster::Remote::Arrive {
                            rank,
                            at,
                            tx: n,
                            from,
                        };
                        cta.outbox.push(r);
                        continue;
                    }
                    (None, at) => {
                        let at = mbar_at(cta, w, ins, i, Sp::Shared, A::Imm(at))?;
                        if !cta.mbars.contains_key(&at) {
                            let what =
                                format!("{} was never initialized (mbarrier.init)", named(cta, at));
                            return Err(fault(cta, w, ins, i, what));
                        }
                        expect_tx(cta, at, n);
                        at
                    }
                }
            }
            _ => mbar_at(cta, w, ins, i, sp, bar)?,
        };
        if op == MbarOp::Init {
            // The object's bytes: written by this thread (the race detector sees it).
            bytes(cta, w, ins, i, (Sp::Shared, at), 8, Use::Write)?.fill(0);
            let count = cta.get(w, args[1], i) as u32;
            cta.mbars.insert(
                at,
                Mbar {
                    expected: count,
                    pending: count,
                    ..Mbar::default()
                },
            );
            continue;
        }
        if !cta.mbars.contains_key(&at) {
            let what = format!("{} was never initialized (mbarrier.init)", named(cta, at));
            return Err(fault(cta, w, ins, i, what));
        }
        match op {
            MbarOp::Init => {}
            MbarOp::Inval => {
                cta.mbars.remove(&at);
            }
            MbarOp::ExpectTx => expect_tx(cta, at, cta.get(w, args[1], i) as i64),
            MbarOp::CompleteTx => {
                expect_tx(cta, at, -(cta.get(w, args[1], i) as i64));
                settle(cta, at, false);
            }
            MbarOp::Arrive { .. } | MbarOp::Remote { .. } => {
                if let MbarOp::Arrive { expect_tx: true } = op {
                    expect_tx(cta, at, cta.get(w, args[2], i) as i64);
                }
                let Some((pending, phase)) = cta.mbars.get(&at).map(|m| (m.pending, m.phase))
                else {
                    continue;
                };
                if pending == 0 {
                    let what = format!(
                        "{} gets more arrivals in one phase than its count of {}",
                        named(cta, at),
                        cta.mbars.get(&at).map_or(0, |m| m.expected)
                    );
                    return Err(fault(cta, w, ins, i, what));
                }
                if let Some(m) = cta.mbars.get_mut(&at) {
                    m.pending -= 1;
                }
                Cta::set(w, args[0], i, phase as u128);
                settle(cta, at, false);
            }
            MbarOp::Wait { parity, blocking } => {
                settle(cta, at, true);
                let phase = cta.mbars.get(&at).map_or(0, |m| m.phase);
                let want = cta.get(w, args[2], i);
                let done = if parity {
                    (phase & 1) as u64 != want & 1
                } else {
                    phase as u64 > want
                };
                if done || !blocking {
                    Cta::set(w, args[0], i, done as u128);
                    if !done {
                        cta.yield_warp = true;
                    }
                } else {
                    // `try_wait` suspends the thread until the phase completes: it tries
                    // again when the others have run.
                    w.lane[i] = Lane::Wait;
                    w.pc[i] -= 1;
                }
            }
        }
    }
    Ok(())
}

fn expect_tx(cta: &mut Cta, at: u64, n: i64) {
    if let Some(m) = cta.mbars.get_mut(&at) {
        m.tx += n;
    }
}

/// Lands the held copies of the mbarrier at `at` once every arrival of the phase is in
/// (`poll`: a thread waits on it), and completes the phase when both counts are zero.
pub(crate) fn settle(cta: &mut Cta, at: u64, poll: bool) {
    let Some(m) = cta.mbars.get_mut(&at) else {
        return;
    };
    if m.pending != 0 {
        return;
    }
    if poll && !m.held.is_empty() {
        let held = std::mem::take(&mut m.held);
        for c in held {
            expect_tx(cta, at, -(c.data.len() as i64));
            land(cta, c);
        }
    }
    if let Some(m) = cta.mbars.get_mut(&at)
        && m.pending == 0
        && m.tx == 0
        && m.held.is_empty()
    {
        m.phase += 1;
        m.pending = m.expected;
        cta.epoch += 1;
    }
}

/// Writes a copy's bytes to `.shared`, as written by the issuing thread now.
fn land(cta: &mut Cta, c: Landing) {
    let epoch = cta.epoch;
    for (j, &b) in c.data.iter().enumerate() {
        let o = match &c.at {
            Some(at) => at[j],
            None => c.dst + j as u64,
        } as usize;
        if let (Some(d), Some(m)) = (cta.shared.data.get_mut(o), cta.shared.marks.get_mut(o)) {
            *d = b;
            m.pending = 0;
            m.writer = c.thread;
            m.w_epoch = epoch;
            m.w_wepoch = 0;
            m.w_atomic = false;
            m.w_site = Some(c.site);
        }
    }
}

/// Checks the `.shared` destination of a copy of lane `i` now (a write of its thread),
/// marks its bytes in flight, and holds it on the mbarrier at `bar` (or lands it at once
/// when copies land early).
#[allow(clippy::too_many_arguments)]
fn issue(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    i: usize,
    bar: u64,
    dst: u64,
    data: Vec<u8>,
    at: Option<Vec<u64>>,
) -> Result<(), SimError> {
    if data.is_empty() {
        return Ok(());
    }
    // The bytes it writes: `dst..` or, swizzled, within the 128-byte rows from `dst` on.
    let (lo, hi) = match &at {
        Some(a) => (
            a.iter().copied().min().unwrap_or(dst).min(dst),
            a.iter().copied().max().map_or(dst, |m| m + 1),
        ),
        None => (dst, dst + data.len() as u64),
    };
    bytes(cta, w, ins, i, (Sp::Shared, lo), hi - lo, Use::Write)?;
    let thread = w.id * 32 + i as u32 + 1;
    let c = Landing {
        dst,
        data,
        at,
        thread,
        site: ins.site,
    };
    hold(cta, bar, c);
    Ok(())
}

/// Holds copy `c` on the mbarrier at `bar` with its bytes marked in flight (or lands it
/// at once when copies land early).
pub(crate) fn hold(cta: &mut Cta, bar: u64, c: Landing) {
    let dst = c.dst;
    if !cta.l.opts.late_copies {
        expect_tx(cta, bar, -(c.data.len() as i64));
        land(cta, c);
        settle(cta, bar, false);
        return;
    }
    let thread = c.thread;
    match &c.at {
        Some(a) => {
            for &b in a {
                if let Some(m) = cta.shared.marks.get_mut(b as usize) {
                    m.pending = thread;
                }
            }
        }
        None => {
            for b in dst..dst + c.data.len() as u64 {
                if let Some(m) = cta.shared.marks.get_mut(b as usize) {
                    m.pending = thread;
                }
            }
        }
    }
    if let Some(m) = cta.mbars.get_mut(&bar) {
        m.held.push(c);
    }
}

/// The mbarrier operand of a copy, which must be initialized.
fn copy_bar(cta: &Cta, w: &Warp, ins: &Ins, i: usize, a: A) -> Result<u64, SimError> {
    let at = mbar_at(cta, w, ins, i, Sp::Shared, a)?;
    if !cta.mbars.contains_key(&at) {
        let what = format!("{} was never initialized (mbarrier.init)", named(cta, at));
        return Err(fault(cta, w, ins, i, what));
    }
    Ok(at)
}

/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [dst], [src], size, [bar]`.
pub(crate) fn bulk_load(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        let size = cta.get(w, args[2], i);
        let (_, dst) = resolve(cta, w, ins, i, Sp::Shared, args[0])?;
        let (_, src) = resolve(cta, w, ins, i, Sp::Global, args[1])?;
        if ![size, dst, src].iter().all(|v| v.is_multiple_of(16)) {
            let what = format!(
                "a bulk copy of {size} bytes from {src:#x} to .shared {dst:#x}: the size and both addresses must be multiples of 16"
            );
            return Err(cta.fault(w, ins, i, Fault::Misaligned(what)));
        }
        let bar = copy_bar(cta, w, ins, i, args[3])?;
        let data = if size == 0 {
            Vec::new()
        } else {
            bytes(cta, w, ins, i, (Sp::Global, src), size, Use::Read)?.to_vec()
        };
        issue(cta, w, ins, i, bar, dst, data, None)?;
    }
    Ok(())
}

/// The tensor map and the coordinates of operand `[map, {c0, …}]` for lane `i`.
fn tensor(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    i: usize,
    a: A,
) -> Result<(MapDesc, [i64; 5]), SimError> {
    let A::Tensor(base, first, n) = a else {
        return Err(fault(cta, w, ins, i, "no tensor-map operand".to_owned()));
    };
    let mut raw = [0u8; 128];
    for j in 0..8 {
        let v = super::memops::read(
            cta,
            w,
            ins,
            i,
            Sp::Generic,
            A::Addr(base, 16 * j),
            16,
            Use::Read,
        )?;
        raw[16 * j as usize..16 * j as usize + 16].copy_from_slice(&v.to_le_bytes());
    }
    let Some(map) = MapDesc::decode(&raw) else {
        let what = "the tensor map operand holds no tensor map of this interpreter (pass one from Sim::tensor_map_tiled)".to_owned();
        return Err(fault(cta, w, ins, i, what));
    };
    if map.rank != n as usize {
        let what = format!("a tensor map of rank {} with {n} coordinates", map.rank);
        return Err(fault(cta, w, ins, i, what));
    }
    // The tensor still lies inside its buffer (the map's bytes could have been changed).
    bytes(
        cta,
        w,
        ins,
        i,
        (Sp::Global, map.addr),
        map.extent(),
        Use::Read,
    )?;
    let mut coords = [0i64; 5];
    for (d, c) in coords.iter_mut().enumerate().take(n as usize) {
        *c = cta.get(w, cta.l.prog.vecs[first as usize + d], i) as u32 as i32 as i64;
    }
    Ok((map, coords))
}

/// The `.global` bytes of the tensor of `map`.
fn tensor_bytes<'c>(cta: &'c mut Cta, map: &MapDesc) -> &'c mut [u8] {
    let idx = ((map.addr - GLOBAL_BASE) / STRIDE) as usize;
    let o = ((map.addr - GLOBAL_BASE) % STRIDE) as usize;
    match cta.global.get_mut(idx) {
        Some(a) if o <= a.data.len() => &mut a.data[o..],
        _ => &mut [],
    }
}

/// `cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes
/// [dst], [map, {c…}], [bar]`: the box, elements outside the tensor zero (or NaN).
pub(crate) fn tensor_load(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    multicast: bool,
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        let (_, dst) = resolve(cta, w, ins, i, Sp::Shared, args[0])?;
        if dst % 128 != 0 {
            let what = format!(
                "a tensor copy to .shared {dst:#x}: the destination must be 128-byte aligned"
            );
            return Err(cta.fault(w, ins, i, Fault::Misaligned(what)));
        }
        let (map, coords) = tensor(cta, w, ins, i, args[1])?;
        let bar = copy_bar(cta, w, ins, i, args[2])?;
        let n = map.box_bytes() as usize;
        if dst + n as u64 > cta.shared.data.len() as u64 {
            let what = format!(
                "a {n}-byte box at .shared offset {dst:#x} is outside the CTA's {} bytes of .shared",
                cta.shared.data.len()
            );
            return Err(cta.fault(w, ins, i, Fault::Bounds(what)));
        }
        let (mut data, mut at) = (Vec::with_capacity(n), Vec::with_capacity(n));
        let fill = if map.nan { 0xff } else { 0 };
        let src = tensor_bytes(cta, &map);
        map.each(&coords, dst, |s, g| {
            for b in 0..map.elem {
                data.push(g.map_or(fill, |g| src.get((g + b) as usize).copied().unwrap_or(0)));
                at.push(s + b);
            }
        });
        if !multicast {
            issue(cta, w, ins, i, bar, dst, data, Some(at))?;
            continue;
        }
        // The same box into every CTA of the mask, on its mbarrier at the same offset.
        let mask = cta.get(w, args[3], i) as u16;
        let size = cluster_size(cta);
        if mask == 0 || (mask as u32) >> size != 0 {
            let what = format!("a multicast to the CTAs {mask:#06b} of a cluster of {size}");
            return Err(fault(cta, w, ins, i, what));
        }
        for r in 0..size {
            if mask & 1 << r == 0 {
                continue;
            }
            if r == cta.rank {
                issue(cta, w, ins, i, bar, dst, data.clone(), Some(at.clone()))?;
            } else {
                let copy = Landing {
                    dst,
                    data: data.clone(),
                    at: Some(at.clone()),
                    thread: w.id * 32 + i as u32 + 1,
                    site: ins.site,
                };
                let from = (w.id as usize, i, w.pc[i] - 1);
                let m = super::cluster::Remote::Copy {
                    rank: r,
                    bar,
                    copy,
                    from,
                };
                cta.outbox.push(m);
            }
        }
    }
    Ok(())
}

/// `cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size` and
/// `cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group [map, {c…}], [src]`:
/// checked now, written when their group completes.
pub(crate) fn bulk_store(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    tile: bool,
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        let (_, src) = resolve(cta, w, ins, i, Sp::Shared, args[1])?;
        let store = if tile {
            if src % 128 != 0 {
                let what = format!(
                    "a tensor copy from .shared {src:#x}: the source must be 128-byte aligned"
                );
                return Err(cta.fault(w, ins, i, Fault::Misaligned(what)));
            }
            let (map, coords) = tensor(cta, w, ins, i, args[0])?;
            bytes(
                cta,
                w,
                ins,
                i,
                (Sp::Shared, src),
                map.box_bytes(),
                Use::Read,
            )?;
            BulkStore::Tile { map, coords, src }
        } else {
            let size = cta.get(w, args[2], i);
            let (_, dst) = resolve(cta, w, ins, i, Sp::Global, args[0])?;
            if ![size, dst, src].iter().all(|v| v.is_multiple_of(16)) {
                let what = format!(
                    "a bulk copy of {size} bytes from .shared {src:#x} to {dst:#x}: the size and both addresses must be multiples of 16"
                );
                return Err(cta.fault(w, ins, i, Fault::Misaligned(what)));
            }
            if size > 0 {
                bytes(cta, w, ins, i, (Sp::Shared, src), size, Use::Read)?;
                bytes(cta, w, ins, i, (Sp::Global, dst), size, Use::Write)?;
            }
            BulkStore::Plain { dst, src, size }
        };
        if cta.l.opts.late_copies {
            w.bulk.open[i].push(store);
        } else {
            write_store(cta, store);
        }
    }
    Ok(())
}

/// Writes a copy to `.global` from the `.shared` bytes now.
pub(crate) fn write_store(cta: &mut Cta, s: BulkStore) {
    match s {
        BulkStore::Plain { dst, src, size } => {
            let data = cta.shared.data[src as usize..(src + size) as usize].to_vec();
            let idx = ((dst - GLOBAL_BASE) / STRIDE) as usize;
            let o = ((dst - GLOBAL_BASE) % STRIDE) as usize;
            if let Some(d) = cta
                .global
                .get_mut(idx)
                .and_then(|a| a.data.get_mut(o..o + data.len()))
            {
                d.copy_from_slice(&data);
            }
        }
        BulkStore::Tile { map, coords, src } => {
            let mut moves = Vec::new();
            map.each(&coords, src, |s, g| {
                if let Some(g) = g {
                    moves.push((s, g));
                }
            });
            let shared = std::mem::take(&mut cta.shared.data);
            let dst = tensor_bytes(cta, &map);
            for (s, g) in moves {
                for b in 0..map.elem {
                    if let (Some(v), Some(d)) =
                        (shared.get((s + b) as usize), dst.get_mut((g + b) as usize))
                    {
                        *d = *v;
                    }
                }
            }
            cta.shared.data = shared;
        }
    }
}

/// `cp.async.bulk.commit_group`.
pub(crate) fn bulk_commit(w: &mut Warp, on: u32) {
    for i in lanes(on) {
        let open = std::mem::take(&mut w.bulk.open[i]);
        w.bulk.done[i].push_back(open);
    }
}

/// `cp.async.bulk.wait_group{.read} n`: completes the oldest groups of each lane until at
/// most `n` are pending.
pub(crate) fn bulk_wait(cta: &mut Cta, w: &mut Warp, args: &[A], on: u32) {
    for i in lanes(on) {
        let keep = cta.get(w, args[0], i) as usize;
        while w.bulk.done[i].len() > keep {
            for s in w.bulk.done[i].pop_front().unwrap_or_default() {
                write_store(cta, s);
            }
        }
    }
}

/// Completes every bulk copy to `.global` still pending in `w` (the CTA ends).
pub(crate) fn flush(cta: &mut Cta, w: &mut Warp) {
    for i in 0..32 {
        let open = std::mem::take(&mut w.bulk.open[i]);
        while let Some(g) = w.bulk.done[i].pop_front() {
            for s in g {
                write_store(cta, s);
            }
        }
        for s in open {
            write_store(cta, s);
        }
    }
}

/// `elect.sync d|p, mask`: the lowest lane of the mask leads.
pub(crate) fn elect(cta: &mut Cta, w: &mut Warp, args: &[A], on: u32) {
    let Some(first) = lanes(on).next() else {
        return;
    };
    let mask = cta.get(w, args[2], first) as u32 & on;
    let leader = mask.trailing_zeros();
    for i in lanes(on) {
        Cta::set(w, args[0], i, leader as u128);
        Cta::set(w, args[1], i, (i as u32 == leader) as u128);
    }
}

/// What a thread stuck at a `try_wait` waits for, for the report of a hang.
pub(crate) fn waiting(cta: &Cta, w: &Warp, i: usize) -> String {
    let ins = &cta.l.prog.ins[w.pc[i] as usize];
    if let super::decode::K::ClusterBar { .. } = ins.k {
        return format!(
            "thread {} waits at `{}` ({}) for threads of the cluster that never arrive",
            w.id * 32 + i as u32,
            ins.text,
            ins.site
        );
    }
    let args = cta.l.prog.args_of(ins);
    let sp = match ins.k {
        super::decode::K::Mbar(_, sp) => sp,
        _ => Sp::Shared,
    };
    let at = match resolve(cta, w, ins, i, sp, args[1]) {
        Ok((_, at)) => at,
        Err(_) => 0,
    };
    let t = w.id * 32 + i as u32;
    let m = cta.mbars.get(&at);
    let tx = m.map_or(0, |m| m.tx);
    format!(
        "thread {t} waits at `{}` ({}) on {} for a phase that never completes: {} of its {} arrivals missing, transaction count {tx}{}, {} phases completed",
        ins.text,
        ins.site,
        named(cta, at),
        m.map_or(0, |m| m.pending),
        m.map_or(0, |m| m.expected),
        if tx < 0 {
            " (the copies brought more bytes than expect_tx announced)"
        } else if tx > 0 {
            " (bytes announced by expect_tx that no copy brings)"
        } else {
            ""
        },
        m.map_or(0, |m| m.phase)
    )
}
