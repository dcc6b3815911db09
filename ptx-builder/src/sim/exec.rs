//! Running a decoded kernel: CTAs one after another, in each the warps in turn, the lanes
//! of a warp in lockstep. A warp runs the lanes at the smallest instruction index first,
//! so lanes that took different branches meet again where the branches join; a `.sync`
//! instruction waits for the lanes its member mask names, an `.aligned` one for the whole
//! warp. Barriers count the CTA's threads.

use std::collections::VecDeque;

use super::decode::{A, Base, Ins, Program, Sreg, Sync};
use super::mem::{Marked, Names, Sp};
use super::{Fault, Launch, Options, SimError, Stats};
use crate::error::Site;

/// The state of one lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lane {
    Run,
    Exited,
    /// Waiting at barrier `id`.
    Bar(u32),
    /// Past the CTA's last thread.
    Absent,
    /// Suspended in `mbarrier.try_wait` until the phase completes.
    Wait,
    /// Waiting in `bar.warp.sync` for the other lanes of its member mask.
    WarpBar(u32),
}

/// One copy of `cp.async`, from `.global` to `.shared`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Copy {
    pub(crate) dst: u64,
    pub(crate) src: u64,
    pub(crate) size: u32,
    pub(crate) src_size: u32,
    pub(crate) site: Site,
}

/// A warp: 32 lanes, their instruction indices and registers.
#[derive(Debug, Default)]
pub(crate) struct Warp {
    pub(crate) id: u32,
    pub(crate) pc: [u32; 32],
    pub(crate) lane: Vec<Lane>,
    /// `regs[slot * 32 + lane]`.
    pub(crate) regs: Vec<u64>,
    pub(crate) local: Vec<Marked>,
    /// Per lane: the open group of copies and the committed ones, oldest first.
    pub(crate) open: Vec<Vec<Copy>>,
    pub(crate) groups: Vec<VecDeque<Vec<Copy>>>,
    /// Bumped by `bar.warp.sync`: accesses of two lanes of this warp in different warp
    /// epochs are ordered.
    pub(crate) epoch: u32,
    /// The bytes of a `.const` or `.param` read (those spaces are not written).
    pub(crate) scratch: [u8; 16],
    /// Per lane: the bulk copies to `.global` in flight.
    pub(crate) bulk: super::asyncs::BulkGroups,
    /// The `wgmma.mma_async` operations in flight.
    pub(crate) wgmma: super::wgmma::Groups,
    /// Per lane: the `barrier.cluster` phase it arrived for (completed phases + 1).
    pub(crate) cl_want: [u32; 32],
}

/// A barrier of a CTA: how many threads arrived and how many it waits for.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Barrier {
    pub(crate) arrived: u32,
    pub(crate) expected: u32,
    pub(crate) site: Option<Site>,
    /// The warps that arrived and wait, and those that arrived without waiting
    /// (`bar.arrive`), by bit.
    pub(crate) waiters: u32,
    pub(crate) arrivers: u32,
    /// When each warp last arrived (the launch's warp instructions so far).
    pub(crate) when: [u64; 32],
}

/// What every CTA of a launch shares.
pub(crate) struct Launched<'a> {
    pub(crate) prog: &'a Program,
    pub(crate) cfg: Launch,
    pub(crate) params: &'a [u8],
    pub(crate) konst: &'a [u8],
    pub(crate) const_names: &'a Names,
    pub(crate) shared_bytes: u64,
    pub(crate) shared_names: &'a Names,
    pub(crate) opts: Options,
    pub(crate) kernel: &'a str,
}

/// One CTA being run. Its `global` memory and `stats` are the launch's, lent to it while
/// it runs (the CTAs of a cluster take turns).
pub(crate) struct Cta<'a> {
    pub(crate) l: &'a Launched<'a>,
    pub(crate) global: Vec<super::mem::Alloc>,
    pub(crate) id: [u32; 3],
    /// Its rank in its cluster.
    pub(crate) rank: u32,
    /// What it does to the other CTAs of its cluster, delivered after its turn.
    pub(crate) outbox: Vec<super::cluster::Remote>,
    /// `barrier.cluster`: threads arrived in this phase, and phases completed.
    pub(crate) cl_arrived: u32,
    pub(crate) cl_phase: u32,
    pub(crate) shared: Marked,
    /// Bumped when a barrier completes: accesses in different epochs are ordered.
    pub(crate) epoch: u32,
    /// `order[a * warps + b]`: the latest time warp `a` arrived at a barrier (of part of
    /// the CTA) that warp `b` then passed: `a`'s accesses before it come before `b`'s
    /// after it.
    pub(crate) order: Vec<u64>,
    pub(crate) warps: Vec<Warp>,
    pub(crate) bars: Vec<Barrier>,
    pub(crate) stats: Stats,
    /// The mbarriers, by `.shared` offset.
    pub(crate) mbars: std::collections::BTreeMap<u64, super::asyncs::Mbar>,
    /// Set by an instruction after which the warp lets the others run (a `test_wait`
    /// that found the phase incomplete).
    pub(crate) yield_warp: bool,
}

impl<'a> Cta<'a> {
    pub(crate) fn new(l: &'a Launched<'a>, id: [u32; 3], rank: u32) -> Self {
        let threads = l.cfg.block.iter().product::<u32>();
        let nwarps = threads.div_ceil(32);
        let slots = l.prog.slots as usize;
        let warps = (0..nwarps)
            .map(|w| Warp {
                id: w,
                pc: [0; 32],
                lane: (0..32)
                    .map(|i| {
                        if w * 32 + i < threads {
                            Lane::Run
                        } else {
                            Lane::Absent
                        }
                    })
                    .collect(),
                regs: vec![0; slots * 32],
                local: (0..32)
                    .map(|_| Marked::new(l.prog.local_bytes as usize))
                    .collect(),
                open: vec![Vec::new(); 32],
                groups: vec![VecDeque::new(); 32],
                epoch: 0,
                scratch: [0; 16],
                bulk: super::asyncs::BulkGroups::new(),
                cl_want: [0; 32],
                wgmma: Default::default(),
            })
            .collect();
        Cta {
            l,
            global: Vec::new(),
            id,
            rank,
            outbox: Vec::new(),
            cl_arrived: 0,
            cl_phase: 0,
            shared: Marked::new(l.shared_bytes as usize),
            epoch: 1,
            order: vec![0; (nwarps * nwarps) as usize],
            warps,
            bars: vec![Barrier::default(); 16],
            stats: Stats::default(),
            mbars: Default::default(),
            yield_warp: false,
        }
    }

    /// Runs the CTA's warps until none can go on: whether any instruction ran (or a
    /// barrier completed), and whether every thread has exited (its bulk copies to
    /// `.global` then complete).
    pub(crate) fn round(&mut self) -> Result<(bool, bool), SimError> {
        // Threads suspended in `try_wait` or `barrier.cluster.wait` try again.
        for w in &mut self.warps {
            for l in w.lane.iter_mut() {
                if *l == Lane::Wait {
                    *l = Lane::Run;
                }
            }
        }
        let mut progress = false;
        for w in 0..self.warps.len() {
            let mut warp = std::mem::take(&mut self.warps[w]);
            let r = self.run_warp(&mut warp);
            self.warps[w] = warp;
            progress |= r?;
        }
        if self.release_barriers() {
            return Ok((true, false));
        }
        let live = self
            .warps
            .iter()
            .flat_map(|w| w.lane.iter())
            .any(|l| !matches!(l, Lane::Exited | Lane::Absent));
        if !live {
            super::wgmma::check_warpgroups(self)?;
            for w in 0..self.warps.len() {
                let mut warp = std::mem::take(&mut self.warps[w]);
                super::asyncs::flush(self, &mut warp);
                self.warps[w] = warp;
            }
            return Ok((true, true));
        }
        Ok((progress, false))
    }

    /// Completes every barrier that all its threads reached; true if one did.
    fn release_barriers(&mut self) -> bool {
        let mut any = false;
        for b in 0..self.bars.len() {
            let bar = self.bars[b];
            if bar.expected == 0 || bar.arrived < bar.expected {
                continue;
            }
            any = true;
            self.bars[b] = Barrier::default();
            self.order_by(&bar);
            for w in &mut self.warps {
                for i in 0..32 {
                    if w.lane[i] == Lane::Bar(b as u32) {
                        w.lane[i] = Lane::Run;
                        w.pc[i] += 1;
                    }
                }
            }
        }
        any
    }

    /// Records what a completed barrier orders, for the race detector: every access a
    /// warp made before it arrived comes before every access after the barrier of a warp
    /// that waited at it. A barrier that the whole CTA waited at starts a new epoch (which
    /// orders everything); another one orders the pairs of warps it had.
    fn order_by(&mut self, bar: &Barrier) {
        let threads = self.l.cfg.block.iter().product::<u32>();
        if bar.arrivers == 0 && bar.expected >= threads {
            self.epoch += 1;
            return;
        }
        let n = self.warps.len();
        for a in super::ops::lanes(bar.waiters | bar.arrivers) {
            for b in super::ops::lanes(bar.waiters) {
                if a < n && b < n {
                    let o = &mut self.order[a * n + b];
                    *o = (*o).max(bar.when[a]);
                }
            }
        }
    }

    /// Whether an access of warp `a` at time `tm` comes before the accesses of warp `b`
    /// from now on through a barrier both took part in (not counting epochs).
    pub(crate) fn ordered(&self, a: u32, b: u32, tm: u64) -> bool {
        let n = self.warps.len();
        let (a, b) = (a as usize, b as usize);
        a < n && b < n && self.order[a * n + b] > tm
    }

    /// The error of a CTA that cannot go on: threads wait at a barrier that the others
    /// never reach.
    pub(crate) fn stuck(&self) -> SimError {
        for w in &self.warps {
            if let Some(i) = (0..32).find(|&i| w.lane[i] == Lane::Wait) {
                return SimError::Hang {
                    kernel: self.l.kernel.to_owned(),
                    block: self.id,
                    why: super::asyncs::waiting(self, w, i),
                };
            }
        }
        let threads = self.l.cfg.block.iter().product::<u32>();
        let exited = self
            .warps
            .iter()
            .flat_map(|w| w.lane.iter())
            .filter(|l| **l == Lane::Exited)
            .count();
        let (id, bar) = self
            .bars
            .iter()
            .enumerate()
            .find(|(_, b)| b.arrived > 0)
            .map(|(i, b)| (i, *b))
            .unwrap_or_default();
        SimError::Barrier {
            kernel: self.l.kernel.to_owned(),
            block: self.id,
            barrier: id as u32,
            arrived: bar.arrived,
            expected: bar.expected,
            exited: exited as u32,
            threads,
            at: bar.site,
        }
    }

    /// Runs the lanes of `w` until none can go on; true if any instruction ran.
    fn run_warp(&mut self, w: &mut Warp) -> Result<bool, SimError> {
        let prog = self.l.prog;
        let mut ran = false;
        let mut waiting = 0u32;
        // Lanes that just branched back while others were ahead: those others go first, so
        // that a lane spinning on what another lane of its warp will do (a lock) does not
        // starve it (independent thread scheduling, sm_70 and newer).
        let mut deferred = 0u32;
        loop {
            // The lanes at the smallest instruction index, among those not waiting.
            let mut pc = u32::MAX;
            for i in 0..32 {
                if w.lane[i] == Lane::Run && (waiting | deferred) & 1 << i == 0 {
                    pc = pc.min(w.pc[i]);
                }
            }
            if pc == u32::MAX && deferred != 0 {
                deferred = 0;
                continue;
            }
            if pc == u32::MAX {
                let stuck = (0..32).find(|&i| matches!(w.lane[i], Lane::WarpBar(_)));
                let later = w
                    .lane
                    .iter()
                    .any(|l| matches!(l, Lane::Bar(_) | Lane::Wait));
                if let (Some(i), false) = (stuck, later) {
                    return Err(self.warp_sync_error(w, i));
                }
                // Lanes suspended in `try_wait` come back later: the others wait for them.
                if waiting != 0 && !w.lane.contains(&Lane::Wait) {
                    return Err(self.sync_error(w, waiting));
                }
                return Ok(ran);
            }
            let mut group = 0u32;
            for i in 0..32 {
                if w.lane[i] == Lane::Run && w.pc[i] == pc && deferred & 1 << i == 0 {
                    group |= 1 << i;
                }
            }
            let Some(ins) = prog.ins.get(pc as usize) else {
                // Falling off the end of the body is a return.
                for i in 0..32 {
                    if group & 1 << i != 0 {
                        w.lane[i] = Lane::Exited;
                    }
                }
                continue;
            };
            if let Some(need) = self.members(w, ins, group)?
                && need & !group != 0
            {
                waiting |= group;
                continue;
            }
            waiting = 0;
            self.stats.warp_instructions += 1;
            self.stats.thread_instructions += group.count_ones() as u64;
            if self.stats.warp_instructions > self.l.opts.max_instructions {
                return Err(SimError::TooLong {
                    kernel: self.l.kernel.to_owned(),
                    limit: self.l.opts.max_instructions,
                });
            }
            self.step(w, ins, pc, group)?;
            Self::release_warp_sync(w);
            deferred = 0;
            if matches!(ins.k, super::decode::K::Bra) {
                let back = super::ops::lanes(group)
                    .filter(|&i| w.lane[i] == Lane::Run && w.pc[i] <= pc)
                    .fold(0u32, |m, i| m | 1 << i);
                let ahead = (0..32).any(|i| w.lane[i] == Lane::Run && w.pc[i] > pc);
                if back != 0 && ahead {
                    deferred = back;
                }
            }
            if (0..32).all(|i| group & 1 << i == 0 || w.lane[i] == Lane::Wait) {
                // Every lane found its phase incomplete and is suspended: no progress.
                self.stats.warp_instructions -= 1;
                self.stats.thread_instructions -= group.count_ones() as u64;
            } else {
                ran = true;
            }
            if self.yield_warp {
                self.yield_warp = false;
                return Ok(ran);
            }
        }
    }

    /// The lanes of `group` whose guard of `ins` holds.
    pub(crate) fn guarded(w: &Warp, ins: &Ins, group: u32) -> u32 {
        match ins.guard {
            None => group,
            Some((p, neg)) => (0..32)
                .filter(|&i| group & 1 << i != 0 && (w.regs[p as usize * 32 + i] != 0) != neg)
                .fold(0u32, |m, i| m | 1 << i),
        }
    }

    /// The lanes that must execute `ins` together with `group` (`None`: no such rule).
    /// A `.sync` instruction's member mask is each executing lane's own (a lane whose
    /// guard is false executes nothing and names no lanes); every lane it names must run
    /// the instruction with the same mask.
    fn members(&self, w: &Warp, ins: &Ins, group: u32) -> Result<Option<u32>, SimError> {
        let not_exited = (0..32)
            .filter(|&i| !matches!(w.lane[i], Lane::Exited | Lane::Absent))
            .fold(0u32, |m, i| m | 1 << i);
        let on = Self::guarded(w, ins, group);
        match ins.k.sync() {
            None => Ok(None),
            _ if on == 0 => Ok(None),
            Some(Sync::Aligned) => Ok(Some(not_exited)),
            Some(Sync::Mask) => {
                let args = self.l.prog.args_of(ins);
                let mask_of = |i: usize| self.get(w, args[args.len() - 1], i) as u32;
                let mut need = 0u32;
                for i in super::ops::lanes(on) {
                    let mask = mask_of(i);
                    let fail = |what: String| Err(self.fault(w, ins, i, Fault::Sync(what)));
                    if mask & 1 << i == 0 {
                        return fail(format!(
                            "its member mask {mask:#010x} does not name the executing lane {i}"
                        ));
                    }
                    let exited = mask & !not_exited;
                    if exited != 0 {
                        return fail(format!(
                            "its member mask {mask:#010x} names lanes that have exited or do not exist ({exited:#010x})"
                        ));
                    }
                    if let Some(j) = super::ops::lanes(mask & on).find(|&j| mask_of(j) != mask) {
                        return fail(format!(
                            "lanes {i} and {j} run it with different member masks ({mask:#010x} and {:#010x})",
                            mask_of(j)
                        ));
                    }
                    need |= mask;
                }
                let off = need & group & !on;
                if off != 0 {
                    let j = off.trailing_zeros();
                    return Err(self.fault(
                        w,
                        ins,
                        on.trailing_zeros() as usize,
                        Fault::Sync(format!(
                            "lane {j} is in the member mask but its guard is false: every lane the mask names must run it"
                        )),
                    ));
                }
                Ok(Some(need))
            }
        }
    }

    /// Releases the lanes waiting in `bar.warp.sync` whose member mask's lanes have all
    /// arrived (or exited) with the same mask: they may have come from different
    /// instructions (sm_70 and newer). Their accesses before it are ordered before the
    /// others' after it (the warp's epoch for the race detector).
    fn release_warp_sync(w: &mut Warp) {
        for i in 0..32 {
            let Lane::WarpBar(mask) = w.lane[i] else {
                continue;
            };
            let ready = super::ops::lanes(mask).all(|j| {
                matches!(w.lane[j], Lane::Exited | Lane::Absent) || w.lane[j] == Lane::WarpBar(mask)
            });
            if ready {
                for j in super::ops::lanes(mask) {
                    if w.lane[j] == Lane::WarpBar(mask) {
                        w.lane[j] = Lane::Run;
                    }
                }
                w.epoch += 1;
            }
        }
    }

    /// The error of a lane waiting in `bar.warp.sync` for lanes that never arrive.
    fn warp_sync_error(&self, w: &Warp, lane: usize) -> SimError {
        let ins = &self.l.prog.ins[w.pc[lane].saturating_sub(1) as usize];
        let mask = match w.lane[lane] {
            Lane::WarpBar(m) => m,
            _ => 0,
        };
        let missing: Vec<String> = super::ops::lanes(mask)
            .filter(|&j| w.lane[j] != Lane::WarpBar(mask))
            .filter(|&j| !matches!(w.lane[j], Lane::Exited | Lane::Absent))
            .take(3)
            .map(|j| format!("lane {j} ({:?})", w.lane[j]))
            .collect();
        self.fault(
            w,
            ins,
            lane,
            Fault::Sync(format!(
                "`{}` with mask {mask:#010x} waits for lanes that never arrive with that mask: {}",
                ins.text,
                missing.join(", ")
            )),
        )
    }

    /// The error of a warp whose waiting lanes cannot all meet.
    fn sync_error(&self, w: &Warp, waiting: u32) -> SimError {
        let lane = waiting.trailing_zeros() as usize;
        let ins = &self.l.prog.ins[w.pc[lane] as usize];
        let elsewhere: Vec<String> = (0..32)
            .filter(|&i| w.lane[i] != Lane::Run || w.pc[i] != w.pc[lane])
            .filter(|&i| !matches!(w.lane[i], Lane::Exited | Lane::Absent))
            .map(|i| match w.lane[i] {
                Lane::Bar(b) => format!("lane {i} waits at barrier {b}"),
                Lane::Wait => format!("lane {i} waits on an mbarrier"),
                Lane::WarpBar(m) => format!("lane {i} waits in bar.warp.sync {m:#010x}"),
                _ => format!(
                    "lane {i} is at `{}` ({})",
                    self.l
                        .prog
                        .ins
                        .get(w.pc[i] as usize)
                        .map_or("the end", |x| &x.text),
                    self.l
                        .prog
                        .ins
                        .get(w.pc[i] as usize)
                        .map_or(String::new(), |x| x.site.to_string())
                ),
            })
            .take(3)
            .collect();
        self.fault(
            w,
            ins,
            lane,
            Fault::Sync(format!(
                "the lanes it must run with never arrive: {}",
                elsewhere.join("; ")
            )),
        )
    }

    /// An error of lane `lane` of `w` at `ins`.
    pub(crate) fn fault(&self, w: &Warp, ins: &Ins, lane: usize, what: Fault) -> SimError {
        let t = w.id * 32 + lane as u32;
        let [bx, by, _] = self.l.cfg.block;
        SimError::Fault {
            kernel: self.l.kernel.into(),
            block: self.id,
            thread: [t % bx, t / bx % by, t / (bx * by)],
            text: ins.text.as_str().into(),
            form: ins.form.name(),
            at: ins.site,
            what,
        }
    }

    /// The value of operand `a` for lane `i` (an address operand: its address).
    pub(crate) fn get(&self, w: &Warp, a: A, i: usize) -> u64 {
        match a {
            A::Reg(s, _) => w.regs[s as usize * 32 + i],
            A::Imm(v) => v,
            // A variable's address in its space (a module's `.global` variable: its
            // allocation's address).
            A::Sym(_, off) => off,
            A::Addr(b, off) => self.addr(w, b, off, i).1,
            A::Sreg(s) => self.sreg(w, s, i),
            A::Label(_) | A::Sink | A::Vector(..) | A::Tensor(..) => 0,
        }
    }

    /// A 128-bit register's value.
    pub(crate) fn get128(&self, w: &Warp, a: A, i: usize) -> u128 {
        match a {
            A::Reg(s, crate::ty::RegClass::B128) => {
                let lo = w.regs[s as usize * 32 + i] as u128;
                let hi = w.regs[(s as usize + 1) * 32 + i] as u128;
                lo | hi << 64
            }
            _ => self.get(w, a, i) as u128,
        }
    }

    /// Writes `v` to register operand `a` of lane `i` (a sink takes nothing).
    pub(crate) fn set(w: &mut Warp, a: A, i: usize, v: u128) {
        if let A::Reg(s, c) = a {
            let s = s as usize;
            w.regs[s * 32 + i] = match c {
                crate::ty::RegClass::Pred => (v != 0) as u64,
                crate::ty::RegClass::B16 => v as u64 & 0xffff,
                crate::ty::RegClass::B32 | crate::ty::RegClass::F32 => v as u64 & 0xffff_ffff,
                _ => v as u64,
            };
            if c == crate::ty::RegClass::B128 {
                w.regs[(s + 1) * 32 + i] = (v >> 64) as u64;
            }
        }
    }

    /// The space and address of `[base + off]` for lane `i`.
    pub(crate) fn addr(&self, w: &Warp, b: Base, off: i64, i: usize) -> (Option<Sp>, u64) {
        match b {
            Base::Reg(s) => (None, w.regs[s as usize * 32 + i].wrapping_add(off as u64)),
            Base::Var(sp, o) => (Some(sp), o.wrapping_add(off as u64)),
        }
    }

    fn sreg(&self, w: &Warp, s: Sreg, i: usize) -> u64 {
        let t = w.id * 32 + i as u32;
        let [bx, by, bz] = self.l.cfg.block;
        let tid = [t % bx, t / bx % by, t / (bx * by)];
        let lane_bit = 1u64 << i;
        let cl = self.l.cfg.cluster.unwrap_or([1, 1, 1]);
        match s {
            Sreg::Tid(d) => tid[d as usize] as u64,
            Sreg::Ntid(d) => [bx, by, bz][d as usize] as u64,
            Sreg::Ctaid(d) => self.id[d as usize] as u64,
            Sreg::Nctaid(d) => self.l.cfg.grid[d as usize] as u64,
            Sreg::Laneid => i as u64,
            Sreg::Warpid => w.id as u64,
            Sreg::Nwarpid => self.warps.len().max(1) as u64,
            Sreg::LanemaskEq => lane_bit,
            Sreg::LanemaskLt => lane_bit - 1,
            Sreg::LanemaskLe => (lane_bit << 1).wrapping_sub(1),
            Sreg::LanemaskGt => !((lane_bit << 1).wrapping_sub(1)) & 0xffff_ffff,
            Sreg::LanemaskGe => !(lane_bit - 1) & 0xffff_ffff,
            Sreg::Clock | Sreg::Clock64 => self.stats.warp_instructions,
            Sreg::DynamicSmem => self.l.cfg.shared_bytes as u64,
            Sreg::TotalSmem => self.l.shared_bytes,
            Sreg::Smid => 0,
            Sreg::Globaltimer => self.stats.warp_instructions,
            Sreg::GlobaltimerLo => self.stats.warp_instructions & 0xffff_ffff,
            Sreg::GlobaltimerHi | Sreg::ClockHi => self.stats.warp_instructions >> 32,
            Sreg::Nsmid | Sreg::Gridid => 1,
            Sreg::AggrSmem => self.l.shared_bytes,
            Sreg::CurrentGraphExec => 0,
            Sreg::ClusterCtarank => self.rank as u64,
            Sreg::ClusterNctarank => cl.iter().product::<u32>() as u64,
            Sreg::ClusterCtaid(d) => (self.id[d as usize] % cl[d as usize]) as u64,
            Sreg::ClusterNctaid(d) => cl[d as usize] as u64,
            Sreg::Clusterid(d) => (self.id[d as usize] / cl[d as usize]) as u64,
            Sreg::Nclusterid(d) => (self.l.cfg.grid[d as usize] / cl[d as usize]) as u64,
            Sreg::IsExplicitCluster => self.l.cfg.cluster.is_some() as u64,
        }
    }

    /// Runs `ins` for the lanes of `group`.
    fn step(&mut self, w: &mut Warp, ins: &Ins, pc: u32, group: u32) -> Result<(), SimError> {
        // The lanes whose guard holds.
        let on = Self::guarded(w, ins, group);
        for i in super::ops::lanes(group) {
            w.pc[i] = pc + 1;
        }
        if !w.wgmma.busy.is_empty() {
            super::wgmma::check_busy(self, w, ins, on)?;
        }
        super::ops::run(self, w, ins, pc, group, on)
    }

    /// Error context for memory faults raised deeper down.
    pub(crate) fn names(&self, sp: Sp) -> Option<&Names> {
        match sp {
            Sp::Shared => Some(self.l.shared_names),
            Sp::Const => Some(self.l.const_names),
            Sp::Local => Some(&self.l.prog.local_names),
            _ => None,
        }
    }
}
