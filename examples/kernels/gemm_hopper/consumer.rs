//! The consumer warpgroups: each K slice's `wgmma`s from the ring, the promotion of the
//! FP8 kernel's products into f32, its scales, and the tile loop around them.

use super::*;

/// Everything the consumer warpgroups need (but the ring: the functions that read it
/// take it apart, so that only they are made once per tile shape).
pub(super) struct Consumer {
    pub(super) cfg: Config,
    pub(super) tid: Reg<u32>,
    pub(super) kt_n: Reg<u32>,
    /// The K blocks of 128 (block scales: their scales' count along K, ⌈K / 128⌉, which
    /// `kt_n` may pass by one; other kernels: `kt_n`).
    pub(super) k_blocks: Reg<u32>,
    /// The start of the stages' memory: the padded staging rows of the `st.global`
    /// epilogue (once the pipeline is done).
    pub(super) staging: Ptr32<Shared<Cta>, Bf16>,
    /// This consumer's 64 × 64 staging boxes for the TMA store: its own tile
    /// (persistent), or its rows' part of the stages' memory.
    pub(super) own: Ptr32<Shared<Cta>, Bf16>,
    pub(super) c: Ptr<Global, Bf16>,
    pub(super) c_map: Map,
    pub(super) m: Reg<u32>,
    pub(super) n: Reg<u32>,
    /// Tiles of C down and across.
    pub(super) tiles: (Reg<u32>, Reg<u32>),
    /// The FP8 kernel's scales.
    pub(super) scales: Option<Scales>,
    /// A stream-K kernel's workspace.
    pub(super) sk: Option<StreamK>,
}

/// This consumer thread's place: its warpgroup's index among the consumers (and whether
/// it is the first), its thread in the warpgroup, and its lane.
pub(super) struct Place {
    pub(super) cw: Reg<u32>,
    pub(super) first: Reg<Pred>,
    pub(super) wt: Reg<u32>,
    pub(super) lane: Reg<u32>,
}

impl Place {
    /// The place of thread `tid` of warpgroup `wg` (1 or 2).
    pub(super) fn new(k: &mut Kernel<'_>, tid: Reg<u32>, wg: Reg<u32>) -> Place {
        let cw = k.sub(wg, 1u32);
        let first = k.setp(Cmp::Eq, cw, 0u32);
        let wt = k.and(tid, 127u32);
        let lane = k.and(tid, 31u32);
        Place {
            cw,
            first,
            wt,
            lane,
        }
    }
}

/// The K slices `lo .. hi` a main loop runs over (`None`: all of the tile's).
pub(super) type Slices = Option<(Reg<u32>, Reg<u32>)>;

/// Releases stage `s` once this thread's warp is past the `wgmma.wait_group` that
/// completed its `wgmma`s (and `when` holds, if given): lane 0 of each consumer warp.
fn release<P: Pipeline>(k: &mut Kernel<'_>, pipe: &P, s: P::Stage, when: Option<Reg<Pred>>) {
    match when {
        Some(w) => pipe.release_if(k, s, w),
        None => pipe.release(k, s),
    }
}

/// One tile's main loop: every K slice (or the slices `lo .. hi` of `range`) from the
/// ring, starting at position `s`; returns the position after the tile. With
/// `zero_first` the first `wgmma` overwrites the accumulators (`scale-d` false) instead
/// of adding to them. Each K slice's stage is released once its `wgmma`s have completed
/// (the last one after `wait_group 0`).
#[allow(clippy::too_many_arguments)]
pub(super) fn mainloop<O: Operand, P: Consume<R>, const R: usize>(
    k: &mut Kernel<'_>,
    (c, pipe): (&Consumer, &P),
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    s: P::Stage,
    (zero_first, range): (bool, Slices),
    tile: (Reg<u32>, Reg<u32>),
) -> P::Stage {
    if O::PROMOTE {
        // Every slice of the tile: the FP8 kernel has no stream-K (`gemm_fp8` refuses it).
        return mainloop_promoted::<O, P, R>(k, (c, pipe), p, acc, s, zero_first, tile);
    }
    let (lo, hi): (Src<u32>, Src<u32>) = match range {
        Some((lo, hi)) => (lo.into(), hi.into()),
        None => (0u32.into(), c.kt_n.into()),
    };
    let (s, prev) = k.for_range(lo, hi, 1u32, (s, s), |k, kt, (s, prev)| {
        pipe.issue(k, p.first, s, acc, &|k| {
            if zero_first {
                k.setp(Cmp::Ne, kt, lo).into()
            } else {
                true.into()
            }
        });
        // The previous K slice's wgmmas are complete: its stage may be refilled.
        k.wgmma_wait_group(1);
        let later = k.setp(Cmp::Gt, kt, lo);
        release(k, pipe, prev, Some(later));
        (pipe.next(k, s), s)
    });
    k.wgmma_wait_group(0);
    release(k, pipe, prev, None);
    s
}

/// [`mainloop`] with promotion ([`Operand::PROMOTE`]): the K slices' `wgmma`s write a
/// fresh accumulator a run of `promote_every` slices at a time (`scale-d` false on the
/// run's first), then the consumer waits for them (`wgmma.wait_group 0`) and adds the
/// fresh accumulator to the f32 one: the tensor core sums 128 · `promote_every` K
/// elements (DeepGEMM promotes every 128), f32 adds the rest. Within a run one group
/// stays in flight, as in [`mainloop`] (`wait_group 1` releases the stage before). A run
/// is unrolled, with no branch: `kt_n` is a whole number of runs (the producer loads the
/// slices past K too, which TMA fills with zeros). (A group left in flight across the
/// loop's back edge, such as the next run's `wgmma`s issued before this run's promotion,
/// makes ptxas serialize every `wgmma`, and so does a promotion inside a branch: ptxas
/// waits for the group before the branch. Groups that start and end within one
/// iteration do not: [`mainloop_parts`].) Block scales, and 256-wide tiles:
/// [`mainloop_parts`].
#[allow(clippy::too_many_arguments)]
pub(super) fn mainloop_promoted<O: Operand, P: Consume<R>, const R: usize>(
    k: &mut Kernel<'_>,
    (c, pipe): (&Consumer, &P),
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    s: P::Stage,
    zero_first: bool,
    tile: (Reg<u32>, Reg<u32>),
) -> P::Stage {
    let every = c.scales.map_or(1, |s| s.promote_every);
    let mt = acc.len();
    if zero_first {
        for frag in acc.iter() {
            for &r in frag {
                k.assign(r, 0.0f32);
            }
        }
    }
    if let Some(sc) = c.scales.filter(|s| s.kind == Scaling::Block) {
        let scales = BlockScales::new(k, c, p, sc, tile, acc.len());
        return mainloop_parts::<P, R>(k, (c, pipe), p, acc, s, Some(&scales));
    }
    if c.cfg.bn == 256 {
        // Promoted every slice (`Scaling::accepts`), in quarters: a whole fresh
        // accumulator of a 256-wide tile does not fit beside the promoted one.
        return mainloop_parts::<P, R>(k, (c, pipe), p, acc, s, None);
    }
    let mut fresh: Vec<[Reg<f32>; R]> = (0..mt).map(|_| k.zeros()).collect();
    let runs = k.shr(c.kt_n, every.trailing_zeros());
    k.for_range(0u32, runs, 1u32, s, |k, _, s| {
        let mut s = s;
        let mut prev = None;
        for i in 0..every {
            pipe.issue(k, p.first, s, &mut fresh, &|_| (i != 0).into());
            if let Some(before) = prev {
                k.wgmma_wait_group(1);
                release(k, pipe, before, None);
            }
            prev = Some(s);
            s = pipe.next(k, s);
        }
        k.wgmma_wait_group(0);
        if let Some(last) = prev {
            release(k, pipe, last, None);
        }
        promote(k, acc, &fresh);
        s
    })
}

/// [`mainloop_promoted`] promoting every K slice in parts of its columns: each K slice's
/// `wgmma`s are a group for each part of B's rows ([`parts`]: halves of tiles 128 and
/// 192 wide, quarters of 256-wide ones), into two part-size fresh accumulators the loop
/// takes turns with: while one part is promoted, the next part's group runs, so the
/// tensor core has this consumer's next group for every promotion but the iteration's
/// last part's (no group crosses the back edge; a whole-slice group left it idle
/// during each promotion unless the other consumer's group was queued), and the fresh
/// registers are at most half the promoted ones (so 256-wide tiles fit).
///
/// With block scales (`scales`) each part is promoted with its K block's scales; without,
/// added. Each thread's scales of a K block are loaded two K blocks ahead, into one of two
/// sets of registers the loop takes turns with (it is unrolled by two: `kt_n` is even,
/// [`tile_counts`]): a load has two slices' time to arrive. (Loaded while the slice's own
/// group ran, the scales made every promotion wait for them: under the TMA traffic a load
/// takes longer than a slice's `wgmma`s. Loaded one slice ahead into registers copied at
/// the slice's end, the copy waited for them instead.) The loaded values are `mov`ed into
/// the set's registers right after their loads: ptxas merges the copies (the 192-wide
/// kernel's SASS loads straight into them; an unmerged copy would wait for its load).
///
/// No group is in flight across the loop's back edge: where one was, ptxas serialized
/// every `wgmma` (advisory C7514), as it does where a register a group in flight reads or
/// writes is touched.
fn mainloop_parts<P: Consume<R>, const R: usize>(
    k: &mut Kernel<'_>,
    (c, pipe): (&Consumer, &P),
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    s: P::Stage,
    scales: Option<&BlockScales>,
) -> P::Stage {
    let np = parts(c.cfg.bn) as usize;
    // The sets of K blocks 0 and 1 (fresh registers the loop assigns).
    let sets: Vec<Vec<Reg<f32>>> = match scales {
        Some(sc) => [0u32, 1]
            .map(|kb| {
                let v = sc.load(k, c, kb.into());
                v.into_iter().map(|r| k.mov(r)).collect()
            })
            .into(),
        None => Vec::new(),
    };
    // Block scales: pairs of slices, one for each set.
    let slices: usize = if scales.is_some() { 2 } else { 1 };
    let iters = k.shr(c.kt_n, slices.trailing_zeros());
    let mut fresh: [Vec<Vec<Reg<f32>>>; 2] = [0, 1].map(|_| {
        acc.iter()
            .map(|_| (0..R / np).map(|_| k.mov(0.0f32)).collect())
            .collect()
    });
    k.for_range(0u32, iters, 1u32, s, |k, it, s| {
        let mut stages = vec![s];
        for _ in 1..slices {
            let last = stages[stages.len() - 1];
            stages.push(pipe.next(k, last));
        }
        // The iteration's groups in order, (slice, part) = (g / np, g % np), group g into
        // `fresh[g % 2]`.
        let count = slices * np;
        let issue = |k: &mut Kernel<'_>, g: usize, into: &mut [Vec<Reg<f32>>]| {
            let (slice, part) = (g / np, g % np);
            let at = (part as u32, np as u32);
            pipe.issue_part(k, (p.first, part == 0), stages[slice], at, into);
        };
        for (g, into) in fresh.iter_mut().enumerate() {
            issue(k, g, into);
        }
        let mut factors = None;
        for g in 0..count {
            let (slice, part) = (g / np, g % np);
            k.wgmma_wait_group(u32::from(g + 1 < count));
            if part + 1 == np {
                release(k, pipe, stages[slice], None);
            }
            match scales {
                Some(sc) => {
                    let f = match factors.take() {
                        Some(f) if part != 0 => f,
                        _ => sc.factors_then_reload(k, c, &sets[slice], (it, slice)),
                    };
                    promote_scaled(k, acc, &fresh[g % 2], &f, (part, np));
                    factors = Some(f);
                }
                None => promote_part(k, acc, &fresh[g % 2], (part, np)),
            }
            if g + 2 < count {
                issue(k, g + 2, &mut fresh[g % 2]);
            }
        }
        let last = stages[stages.len() - 1];
        pipe.next(k, last)
    })
}

/// The parts of a `bn`-wide tile's columns [`mainloop_parts`] promotes one at a time:
/// 64 columns each (96 in a 192-wide tile).
pub(super) fn parts(bn: u32) -> u32 {
    if bn == 192 { 2 } else { bn / 64 }
}

/// `acc += fresh` for the columns of part `part` of `np`, `fresh` holding that part's
/// registers of each m64 block.
fn promote_part<const R: usize>(
    k: &mut Kernel<'_>,
    acc: &[[Reg<f32>; R]],
    fresh: &[Vec<Reg<f32>>],
    (part, np): (usize, usize),
) {
    for (frag, fr) in acc.iter().zip(fresh) {
        for (&r, &v) in frag[part * (R / np)..].iter().zip(fr) {
            let sum = k.add(r, v);
            k.assign(r, sum);
        }
    }
}

/// `acc += fresh`, in place.
pub(super) fn promote<const R: usize>(
    k: &mut Kernel<'_>,
    acc: &[[Reg<f32>; R]],
    fresh: &[[Reg<f32>; R]],
) {
    for (frag, f) in acc.iter().zip(fresh) {
        for (&r, &v) in frag.iter().zip(f) {
            let sum = k.add(r, v);
            k.assign(r, sum);
        }
    }
}

/// The consumer warpgroups: one tile, or (persistent) every `nctaid`-th tile from this
/// CTA's, each a main loop and an epilogue; for `wgmma` N = `NN` (`R` = NN / 2
/// accumulator registers a thread per m64 block).
pub(super) fn consumer<O: Operand, P: Consume<R>, const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    pipe: &P,
) {
    let cfg = c.cfg;
    let mut acc: Vec<[Reg<f32>; R]> = (0..cfg.m64_per_consumer()).map(|_| k.zeros()).collect();
    let cta = k.ctaid_x();
    let start = pipe.start(k);
    if let Some(sk) = c.sk {
        stream_k_consumer::<O, P, R>(k, (c, pipe), p, &mut acc, sk);
    } else if cfg.persistent {
        let tiles = k.mul_lo(c.tiles.0, c.tiles.1);
        let step = k.nctaid_x();
        k.for_range(cta, tiles, step, start, |k, tile, s| {
            let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
            let s = mainloop::<O, P, R>(k, (c, pipe), p, &mut acc, s, (true, None), (m0, n0));
            let out = scaled::<NN, R>(k, c, p, &acc, (m0, n0));
            tma_store_epilogue::<R>(k, c, p, &out, (m0, n0));
            s
        });
        // The last tile's stores have read the staging tile before the CTA leaves.
        let leader = k.setp(Cmp::Eq, p.wt, 0u32);
        k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
    } else {
        let (m0, n0) = tile_coords(k, cfg, cta, c.tiles);
        mainloop::<O, P, R>(k, (c, pipe), p, &mut acc, start, (false, None), (m0, n0));
        let out = scaled::<NN, R>(k, c, p, &acc, (m0, n0));
        // Both consumers are done with the pipeline's stages before either writes its
        // staging tile over them.
        k.bar_sync_count(1, CONSUMERS * 128);
        if cfg.tma_store {
            tma_store_epilogue::<R>(k, c, p, &out, (m0, n0));
        } else {
            direct_epilogue::<NN, R>(k, c, p, &out, (m0, n0));
        }
    }
}

/// The stream-K consumers: the whole waves' tiles, then each tile of this CTA's share
/// of the slices left, with its main loop over the share's slices of it. A whole tile is
/// stored at once; a shared one goes to [`sk_shared_tile`].
pub(super) fn stream_k_consumer<O: Operand, P: Consume<R>, const R: usize>(
    k: &mut Kernel<'_>,
    (c, pipe): (&Consumer, &P),
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    sk: StreamK,
) {
    let cfg = c.cfg;
    let r = stream_k_range(k, c.tiles, c.kt_n);
    let last = k.shared::<u32>("sk_last", 1, Align(4));
    let cta = k.ctaid_x();
    let start = pipe.start(k);
    let s = k.for_range(cta, r.dp, r.ctas, start, |k, tile, s| {
        let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
        let s = mainloop::<O, P, R>(k, (c, pipe), p, acc, s, (true, None), (m0, n0));
        tma_store_epilogue::<R>(k, c, p, acc, (m0, n0));
        s
    });
    k.for_range(r.t0, r.t_end, 1u32, s, |k, tile, s| {
        let (lo, hi) = r.segment(k, tile, c.kt_n);
        let (lo, hi) = (k.mov(lo), k.mov(hi));
        let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
        let s = mainloop::<O, P, R>(k, (c, pipe), p, acc, s, (true, Some((lo, hi))), (m0, n0));
        let starts = k.setp(Cmp::Eq, lo, 0u32);
        let ends = k.setp(Cmp::Eq, hi, c.kt_n);
        let whole = k.and(starts, ends);
        k.if_then(whole, |k| tma_store_epilogue::<R>(k, c, p, acc, (m0, n0)));
        let shared = k.not(whole);
        k.if_then(shared, |k| {
            sk_shared_tile(k, c, p, acc, sk, (&r, tile, hi, starts), last, (m0, n0));
        });
        s
    });
    // The last tile's stores have read the staging tile before the CTA leaves.
    let leader = k.setp(Cmp::Eq, p.wt, 0u32);
    k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
}

/// The register type `wgmma` reads operands of `O` as.
pub(super) type Kind<O> = <<O as Operand>::Elem as WgmmaElem>::Kind;

/// The first row of C this consumer thread holds in its tile at row `m0`: thread (warp w,
/// lane 4g + t) holds rows 16w + g and +8 of each m64 block of its consumer's rows.
pub(super) fn thread_row0(k: &mut Kernel<'_>, c: &Consumer, p: &Place, m0: Reg<u32>) -> Reg<u32> {
    let w = k.shr(p.wt, 5u32);
    let g = k.shr(p.lane, 2u32);
    let row0 = k.mad_lo(w, 16u32, g);
    let row0 = k.mad_lo(p.cw, c.cfg.rows_per_consumer(), row0);
    k.add(m0, row0)
}

/// The block scales of one K block for this thread's rows of a tile ([`BlockScales`]).
pub(super) struct BlockFactors {
    /// `a(row) · b(d)` for rows 16w + g and +8 (`[h]`) of each m64 block and the tile's
    /// first B block and the next (`[d]`, the next only in a tile wider than 128).
    rows: Vec<[Vec<Reg<f32>>; 2]>,
    /// A tile 192 wide: whether it starts in the middle of a B block (`n0` mod 128 =
    /// 64), which moves its columns 64 .. 128 into the next B block.
    mid: Option<Reg<Pred>>,
}

impl BlockFactors {
    /// The factor of row half `h` of m64 block `j` for the columns of 8-column block `i`
    /// of the tile: static where the block's B block does not depend on where the tile
    /// starts, a `selp` where it does.
    fn factor(&self, k: &mut Kernel<'_>, j: usize, h: usize, i: usize) -> Reg<f32> {
        let f = &self.rows[j][h];
        let at = |start: usize| (start + 8 * i) / 128;
        match self.mid {
            Some(mid) if at(0) != at(64) => k.selp(f[at(64)], f[at(0)], mid),
            _ => f[at(0)],
        }
    }
}

/// Where this thread's block scales of the tile at `(m0, n0)` are: `a[kb·M + row]` for
/// rows 16w + g and +8 of each m64 block (clamped to the last row of A: rows past M are
/// never stored) and `b[nb·KB + kb]` for the B block nb of each column (the tile's first,
/// n0 / 128, and in a tile wider than 128 also the next, clamped to the last B block: columns
/// past N are never stored), KB the count of K blocks (`k_blocks`; the promotion
/// interval is one slice).
pub(super) struct BlockScales {
    sc: Scales,
    /// The row of A of each m64 block's row halves.
    rows: Vec<[Reg<u32>; 2]>,
    /// `nb · KB` of the tile's first B block and (wider than 128) the next.
    b_rows: Vec<Reg<u32>>,
    mid: Option<Reg<Pred>>,
}

impl BlockScales {
    fn new(
        k: &mut Kernel<'_>,
        c: &Consumer,
        p: &Place,
        sc: Scales,
        (m0, n0): (Reg<u32>, Reg<u32>),
        mt: usize,
    ) -> BlockScales {
        let nb = k.shr(n0, 7u32);
        let mut b_rows = vec![k.mul_lo(nb, c.k_blocks)];
        if c.cfg.bn > 128 {
            // The next B block, clamped to the last.
            let last_b = k.sub(c.n, 1u32);
            let last_b = k.shr(last_b, 7u32);
            let next = k.add(nb, 1u32);
            let next = k.min(next, last_b);
            b_rows.push(k.mul_lo(next, c.k_blocks));
        }
        let mid = (!c.cfg.bn.is_multiple_of(128)).then(|| {
            let off = k.and(n0, 127u32);
            k.setp(Cmp::Ne, off, 0u32)
        });
        let row0 = thread_row0(k, c, p, m0);
        let last = k.sub(c.m, 1u32);
        let rows = (0..mt)
            .map(|j| {
                [0u32, 8].map(|h| {
                    let r = k.add(row0, 64 * j as u32 + h);
                    k.min(r, last)
                })
            })
            .collect();
        BlockScales {
            sc,
            rows,
            b_rows,
            mid,
        }
    }

    /// Loads K block `kb`'s scales (clamped to the last K block: the slices past K are
    /// zeros): A's of each row (m64 block, then row half), then B's of each B block.
    fn load(&self, k: &mut Kernel<'_>, c: &Consumer, kb: Src<u32>) -> Vec<Reg<f32>> {
        let last = k.sub(c.k_blocks, 1u32);
        let kb = k.min(kb, last);
        let col = k.mul_lo(kb, c.m);
        let mut out = Vec::new();
        for pair in &self.rows {
            for &r in pair {
                let i = k.add(col, r);
                let q = k.index(self.sc.a, i);
                out.push(k.ld(q));
            }
        }
        for &b in &self.b_rows {
            let i = k.add(b, kb);
            let q = k.index(self.sc.b, i);
            out.push(k.ld(q));
        }
        out
    }

    /// The factors of `set` (K block 2·`pair` + `slice`'s scales), then `set` reloaded with
    /// its next K block's, two ahead: the load is issued before the promotion that uses
    /// the factors, and the factors are taken before the load overwrites `set`.
    fn factors_then_reload(
        &self,
        k: &mut Kernel<'_>,
        c: &Consumer,
        set: &[Reg<f32>],
        (pair, slice): (Reg<u32>, usize),
    ) -> BlockFactors {
        let f = self.factors(k, set);
        let kb = k.mad_lo(pair, 2u32, slice as u32 + 2);
        let next = self.load(k, c, kb.into());
        for (&r, v) in set.iter().zip(next) {
            k.assign(r, v);
        }
        f
    }

    /// The factors of scales [`load`](Self::load)ed.
    fn factors(&self, k: &mut Kernel<'_>, v: &[Reg<f32>]) -> BlockFactors {
        let (a, b) = v.split_at(2 * self.rows.len());
        let rows = a
            .chunks(2)
            .map(|pair| [0, 1].map(|h| b.iter().map(|&bs| k.mul(pair[h], bs)).collect()))
            .collect();
        BlockFactors {
            rows,
            mid: self.mid,
        }
    }
}

/// `acc += fresh · f`, in place, for the columns of part `part` of `np` of the tile,
/// `fresh` holding that part's registers of each m64 block; `f` the factor of each
/// register's row and columns (register e of an m64 block: 8-column block e / 4, row half
/// (e / 2) mod 2).
pub(super) fn promote_scaled<const R: usize>(
    k: &mut Kernel<'_>,
    acc: &[[Reg<f32>; R]],
    fresh: &[Vec<Reg<f32>>],
    f: &BlockFactors,
    (part, np): (usize, usize),
) {
    let first = part * (R / np);
    for (j, (frag, fr)) in acc.iter().zip(fresh).enumerate() {
        let mut factor = None;
        for (e, (&r, &v)) in frag[first..].iter().zip(fr).enumerate() {
            let e = e + first;
            if e.is_multiple_of(2) {
                factor = Some(f.factor(k, j, (e / 2) % 2, e / 4));
            }
            let Some(s) = factor else { continue };
            let sum = k.fma(v, s, r);
            k.assign(r, sum);
        }
    }
}

/// The accumulators scaled by the FP8 kernel's scales (the same registers without
/// scales). Thread (warp w, lane 4g + t) holds rows 16w + g and +8 of each m64 block of
/// its consumer's rows, and columns 8i + 2t and +1 of each 8-column block i (the `wgmma`
/// accumulator layout): per-row scales are loaded for those rows and columns, clamped to
/// the last row and column (a tile's rows past M and columns past N are never stored).
pub(super) fn scaled<const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    (m0, n0): (Reg<u32>, Reg<u32>),
) -> Vec<[Reg<f32>; R]> {
    let Some(sc) = c.scales else {
        return acc.to_vec();
    };
    if sc.kind == Scaling::Block {
        // Applied at each promotion.
        return acc.to_vec();
    }
    if sc.kind == Scaling::Tensor {
        let (a, b) = (k.ld(sc.a), k.ld(sc.b));
        let s = k.mul(a, b);
        return acc.iter().map(|f| f.map(|v| k.mul(v, s))).collect();
    }
    let row0 = thread_row0(k, c, p, m0);
    let t = k.and(p.lane, 3u32);
    let col0 = k.mad_lo(t, 2u32, n0);
    let (last_m, last_n) = (k.sub(c.m, 1u32), k.sub(c.n, 1u32));
    let load = |k: &mut Kernel<'_>, p: Ptr<Global, f32>, i: Reg<u32>, last: Reg<u32>| {
        let i = k.min(i, last);
        let q = k.index(p, i);
        k.ld(q)
    };
    // The column scales of this thread's 2 · NN / 8 columns.
    let cols: Vec<Reg<f32>> = (0..NN / 8)
        .flat_map(|i| [0u32, 1].map(|d| (i, d)))
        .map(|(i, d)| {
            let col = k.add(col0, 8 * i + d);
            load(k, sc.b, col, last_n)
        })
        .collect();
    acc.iter()
        .enumerate()
        .map(|(j, frag)| {
            let rows = [0u32, 8].map(|h| {
                let r = k.add(row0, 64 * j as u32 + h);
                load(k, sc.a, r, last_m)
            });
            core::array::from_fn(|e| {
                // Register e: block i = e / 4, row half (e / 2) % 2, column e % 2.
                let s = k.mul(rows[(e / 2) % 2], cols[2 * (e / 4) + e % 2]);
                k.mul(frag[e], s)
            })
        })
        .collect()
}
