//! Warp and block collectives over any operation: reductions and inclusive scans built
//! from `shfl.sync` (and, for a block, a shared scratch array and `bar.sync 0`).
//!
//! The operation is a closure that emits the combining instructions, such as
//! `|k, a, b| k.add(a, b)` or `|k, a, b| k.max(a, b)`; it must be associative (and, for
//! the reductions, commutative), and it is called once per step, so it emits its
//! instructions several times.

use super::*;
use crate::space::Cta;

/// The offsets of a warp's shuffle steps, largest first (`16, 8, 4, 2, 1`).
const WARP_STEPS: [u32; 5] = [16, 8, 4, 2, 1];

/// # Warp and block collectives
///
/// Warp and block reductions and scans over any operation.
///
/// Every thread of the warp (or, for the block versions, of the CTA) must call them
/// together, outside any divergent branch: they shuffle with the full member mask and
/// the block versions wait at `bar.sync 0`.
impl<'m> Kernel<'m> {
    /// The warp's reduction of `v` by `op`, in every lane: five `shfl.sync.bfly` steps
    /// (offsets 16, 8, 4, 2, 1), each followed by `op`. `op` must be associative and
    /// commutative (every lane then computes the same value).
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("warp_max", |k, (out, x): (Ptr<Global, f32>, Ptr<Global, f32>)| {
    ///     let t = k.tid_x();
    ///     let p = k.index(x, t);
    ///     let v = k.ld(p);
    ///     let m = k.warp_all_reduce(v, |k, a, b| k.max(a, b));
    ///     let q = k.index(out, t);
    ///     k.st(q, m); // every lane stores the warp's maximum
    /// });
    /// assert!(m.emit().unwrap().contains("shfl.sync.bfly.b32"));
    /// ```
    #[track_caller]
    pub fn warp_all_reduce<T: B32>(
        &mut self,
        v: Reg<T>,
        mut op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        WARP_STEPS.into_iter().fold(v, |v, d| {
            let o = self.shfl_sync(Shfl::Bfly, v, d, 0x1f, u32::MAX);
            op(self, v, o)
        })
    }

    /// The warp's reduction of `v` by `op`, in lane 0 (the other lanes hold partial
    /// results): five `shfl.sync.down` steps (offsets 16, 8, 4, 2, 1), each followed by
    /// `op`. Lane 0 combines the values in the same order as
    /// [`warp_all_reduce`](Self::warp_all_reduce), so its result is the same.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("warp_sum", |k, (out, x): (Ptr<Global, u32>, Ptr<Global, u32>)| {
    ///     let t = k.tid_x();
    ///     let p = k.index(x, t);
    ///     let v = k.ld(p);
    ///     let s = k.warp_reduce(v, |k, a, b| k.add(a, b));
    ///     let lane0 = k.setp(Cmp::Eq, t, 0u32);
    ///     k.if_then(lane0, |k| k.st(out, s));
    /// });
    /// assert!(m.emit().unwrap().contains("shfl.sync.down.b32"));
    /// ```
    #[track_caller]
    pub fn warp_reduce<T: B32>(
        &mut self,
        v: Reg<T>,
        mut op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        WARP_STEPS.into_iter().fold(v, |v, d| {
            let o = self.shfl_sync(Shfl::Down, v, d, 0x1f, u32::MAX);
            op(self, v, o)
        })
    }

    /// The warp's inclusive scan of `v` by `op`: lane `i` gets
    /// `v[0] op v[1] op … op v[i]`. Five `shfl.sync.up` steps (offsets 1, 2, 4, 8, 16);
    /// a lane below the offset keeps its value (`%laneid`, `setp`, `selp`). `op` must be
    /// associative; its left operand is the earlier lanes' value.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("warp_prefix", |k, (out, x): (Ptr<Global, i32>, Ptr<Global, i32>)| {
    ///     let t = k.tid_x();
    ///     let (p, q) = (k.index(x, t), k.index(out, t));
    ///     let v = k.ld(p);
    ///     let s = k.warp_scan(v, |k, a, b| k.add(a, b));
    ///     k.st(q, s);
    /// });
    /// assert!(m.emit().unwrap().contains("shfl.sync.up.b32"));
    /// ```
    #[track_caller]
    pub fn warp_scan<T: B32>(
        &mut self,
        v: Reg<T>,
        op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        let lane = self.laneid();
        self.scan_lanes(v, lane, 32, op)
    }

    /// The inclusive scan of `v` over the lanes below `width` (a power of two at most 32;
    /// the lanes above hold values that mix in the others').
    #[track_caller]
    fn scan_lanes<T: B32>(
        &mut self,
        v: Reg<T>,
        lane: Reg<u32>,
        width: u32,
        mut op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        let mut v = v;
        let mut d = 1;
        while d < width {
            let o = self.shfl_sync(Shfl::Up, v, d, 0, u32::MAX);
            let r = op(self, o, v);
            let has = self.setp(Cmp::Ge, lane, d);
            v = self.selp(r, v, has);
            d *= 2;
        }
        v
    }

    /// The CTA's reduction of `v` by `op`, in every thread: a
    /// [`warp_all_reduce`](Self::warp_all_reduce) in each warp, the warps' results
    /// through a shared array the helper declares (one element per warp, a name of its
    /// own), `bar.sync 0`, a reduction of those in every warp, and `bar.sync 0` again so
    /// that a loop may call it again. `op` must be associative and commutative.
    ///
    /// The CTA size comes from [`reqntid`](Self::reqntid), which must be given first:
    /// the result is right only for that size, and `.reqntid` makes a launch of another
    /// size fail instead of computing garbage. It must be a multiple of 32; a kernel of
    /// one warp needs no shared memory nor barrier. Every thread of the CTA must call it,
    /// outside divergent code.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("block_max", |k, (out, x): (Ptr<Global, u32>, Ptr<Global, u32>)| {
    ///     k.reqntid(256, 1, 1);
    ///     let t = k.tid_x();
    ///     let p = k.index(x, t);
    ///     let v = k.ld(p);
    ///     let m = k.block_all_reduce(v, |k, a, b| k.max(a, b));
    ///     let t0 = k.setp(Cmp::Eq, t, 0u32);
    ///     k.if_then(t0, |k| k.st(out, m));
    /// });
    /// assert!(m.emit().is_ok());
    ///
    /// // Without `.reqntid` the CTA size is unknown: a builder error at the call.
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("no_size", |k, (out,): (Ptr<Global, u32>,)| {
    ///     let t = k.tid_x();
    ///     let s = k.block_all_reduce(t, |k, a, b| k.add(a, b));
    ///     k.st(out, s);
    /// });
    /// assert!(m.emit().unwrap_err().to_string().contains("reqntid"));
    /// ```
    #[track_caller]
    pub fn block_all_reduce<T: B32>(
        &mut self,
        v: Reg<T>,
        mut op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        let s = self.warp_all_reduce(v, &mut op);
        let Some(warps) = self.block_warps("block_all_reduce") else {
            return s;
        };
        if warps == 1 {
            return s;
        }
        let (lane, warp) = (self.laneid(), self.warp_index());
        let scratch = self.scratch::<T>("block_reduce", warps);
        let lane0 = self.setp(Cmp::Eq, lane, 0u32);
        let slot = self.index(scratch, warp);
        self.st_when(lane0, slot, s);
        self.bar_sync(0);
        // Lane i reads warp i's result; the lanes past the last warp read the last one,
        // which lane 0, whose total every lane takes, never combines (the tree's steps
        // reach only lanes below `warps` from lane 0, and the guard stops the others).
        let i = self.min(lane, warps - 1);
        let slot = self.index(scratch, i);
        let mut t: Reg<T> = self.ld(slot);
        let top = warps.next_power_of_two() / 2;
        for d in WARP_STEPS.into_iter().filter(|&d| d <= top) {
            let o = self.shfl_sync(Shfl::Down, t, d, 0x1f, u32::MAX);
            let r = op(self, t, o);
            t = if warps.is_power_of_two() {
                r
            } else {
                let j = self.add(lane, d);
                let inside = self.setp(Cmp::Lt, j, warps);
                self.selp(r, t, inside)
            };
        }
        let total = self.shfl_sync(Shfl::Idx, t, 0u32, 0x1f, u32::MAX);
        self.bar_sync(0);
        total
    }

    /// The CTA's inclusive scan of `v` by `op` over the threads in order of their linear
    /// index (`tid.x` first): thread `i` gets `v[0] op … op v[i]`. A
    /// [`warp_scan`](Self::warp_scan) in each warp, the warps' totals through a shared
    /// array the helper declares, `bar.sync 0`, a scan of those in every warp, each warp's
    /// prefix combined with its scan, and `bar.sync 0` again so that a loop may call it
    /// again. `op` must be associative; its left operand is the earlier threads' value.
    ///
    /// The CTA size comes from [`reqntid`](Self::reqntid), as for
    /// [`block_all_reduce`](Self::block_all_reduce), and must be a multiple of 32.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("block_prefix", |k, (out, x): (Ptr<Global, f32>, Ptr<Global, f32>)| {
    ///     k.reqntid(128, 1, 1);
    ///     let t = k.tid_x();
    ///     let (p, q) = (k.index(x, t), k.index(out, t));
    ///     let v = k.ld(p);
    ///     let s = k.block_scan(v, |k, a, b| k.add(a, b));
    ///     k.st(q, s);
    /// });
    /// assert!(m.emit().is_ok());
    ///
    /// // A CTA that is not whole warps is refused at the call.
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("ragged", |k, (out,): (Ptr<Global, u32>,)| {
    ///     k.reqntid(100, 1, 1);
    ///     let t = k.tid_x();
    ///     let s = k.block_scan(t, |k, a, b| k.add(a, b));
    ///     k.st(out, s);
    /// });
    /// assert!(m.emit().unwrap_err().to_string().contains("multiple of 32"));
    /// ```
    #[track_caller]
    pub fn block_scan<T: B32>(
        &mut self,
        v: Reg<T>,
        mut op: impl FnMut(&mut Self, Reg<T>, Reg<T>) -> Reg<T>,
    ) -> Reg<T> {
        let lane = self.laneid();
        let s = self.scan_lanes(v, lane, 32, &mut op);
        let Some(warps) = self.block_warps("block_scan") else {
            return s;
        };
        if warps == 1 {
            return s;
        }
        let warp = self.warp_index();
        let scratch = self.scratch::<T>("block_scan", warps);
        let last = self.setp(Cmp::Eq, lane, 31u32);
        let slot = self.index(scratch, warp);
        self.st_when(last, slot, s);
        self.bar_sync(0);
        // Lane i scans the warps' totals up to warp i; warp w takes lane w - 1's.
        let i = self.min(lane, warps - 1);
        let slot = self.index(scratch, i);
        let t: Reg<T> = self.ld(slot);
        let t = self.scan_lanes(t, lane, warps.next_power_of_two(), &mut op);
        let w1 = self.max(warp, 1u32);
        let from = self.sub(w1, 1u32);
        let before = self.shfl_sync(Shfl::Idx, t, from, 0x1f, u32::MAX);
        let r = op(self, before, s);
        let first = self.setp(Cmp::Eq, warp, 0u32);
        let out = self.selp(s, r, first);
        self.bar_sync(0);
        out
    }

    /// The number of warps of this kernel's CTA (from `.reqntid`), or `None` after an
    /// error at the caller's site.
    #[track_caller]
    fn block_warps(&mut self, what: &str) -> Option<u32> {
        let at = site(Location::caller());
        if !self.f.entry {
            self.misuse(
                format!("`{what}` in a device function: the CTA size is unknown there"),
                "call block collectives in the kernel, after `k.reqntid(x, y, z)`; pass the result to the function",
                at,
            );
            return None;
        }
        let Some(&(_, [x, y, z], _)) = self
            .f
            .directives
            .iter()
            .find(|(f, _, _)| *f == FormId::Reqntid)
        else {
            self.misuse(
                format!("`{what}` in a kernel without `.reqntid`: the CTA size is unknown"),
                "give the CTA's shape first with `k.reqntid(x, y, z)` (x * y * z a multiple of 32, at most 1024)",
                at,
            );
            return None;
        };
        let n = x.saturating_mul(y).saturating_mul(z);
        if n % 32 != 0 || n > 1024 {
            self.misuse(
                format!(
                    "`{what}` over a CTA of {n} threads (`.reqntid {x}, {y}, {z}`), not a multiple of 32 at most 1024"
                ),
                "block collectives work on whole warps: make x * y * z a multiple of 32 (at most 1024), or use the warp helpers",
                at,
            );
            return None;
        }
        Some(n / 32)
    }

    /// The warp's index in the CTA: the linear thread index over 32.
    #[track_caller]
    fn warp_index(&mut self) -> Reg<u32> {
        let dims = self
            .f
            .directives
            .iter()
            .find(|(f, _, _)| *f == FormId::Reqntid)
            .map(|&(_, v, _)| v);
        let tid = self.tid_x();
        let linear = match dims {
            Some([x, y, z]) if y > 1 || z > 1 => {
                let ty = self.tid_y();
                let tz = self.tid_z();
                let yz = self.mad_lo(tz, y, ty);
                self.mad_lo(yz, x, tid)
            }
            _ => tid,
        };
        self.shr(linear, 5u32)
    }

    /// A shared array of `len` elements named `{stem}_{n}`, with the first `n` that no
    /// symbol of this kernel or module has.
    #[track_caller]
    fn scratch<T: B32>(&mut self, stem: &str, len: u32) -> Var<Shared<Cta>, T> {
        let own = Some(self.f.id);
        let name = (0..)
            .map(|n| format!("{stem}_{n}"))
            .find(|name| {
                !self
                    .st
                    .symbols
                    .iter()
                    .any(|s| s.name == *name && (s.owner.is_none() || s.owner == own))
            })
            .unwrap_or_else(|| stem.to_owned());
        self.shared::<T>(&name, u64::from(len), Align(4))
    }

    /// `@p st.shared [slot], v`.
    #[track_caller]
    fn st_when<T: B32>(&mut self, p: Reg<Pred>, slot: Ptr<Shared<Cta>, T>, v: Reg<T>) {
        let at = site(Location::caller());
        if self.guard.is_some() {
            self.misuse(
                "a block collective inside a guarded block",
                "call block collectives from every thread, outside `when`/`unless`",
                at,
            );
            return;
        }
        let Op::Reg(_, idx) = self.op_reg(p.id, at) else {
            return;
        };
        self.guard = Some((idx, false));
        self.st(slot, v);
        self.guard = None;
    }
}
