//! Which tiles a CTA computes and which K slices of them: the raster order, the tile and
//! slice counts, and the stream-K split of the slices left after the whole waves.

use super::*;

/// The first row and column of C of tile `tile`: groups of `group_m` tile rows, walked
/// column by column within a group. The last group has the tile rows left
/// (`tiles_m mod group_m` when that is not 0), so any `tiles_m` is covered exactly. With
/// `cluster`, `tiles_m` and `group_m` are even, so every group has an even height and the
/// CTAs `2i` and `2i + 1` of a cluster get vertically adjacent tiles of one tile column.
pub(super) fn tile_coords(
    k: &mut Kernel<'_>,
    cfg: Config,
    tile: Reg<u32>,
    (tiles_m, tiles_n): (Reg<u32>, Reg<u32>),
) -> (Reg<u32>, Reg<u32>) {
    let per_group = k.mul_lo(tiles_n, cfg.group_m);
    let group = k.div(tile, per_group);
    let first_m = k.mul_lo(group, cfg.group_m);
    let left = k.sub(tiles_m, first_m);
    let gm = k.min(left, cfg.group_m);
    let r = k.rem(tile, per_group);
    let tm_in = k.rem(r, gm);
    let tm = k.add(first_m, tm_in);
    let tn = k.div(r, gm);
    (k.mul_lo(tm, cfg.bm), k.mul_lo(tn, cfg.bn))
}

/// Tiles of C down and across and K slices, the partial ones at the edges included
/// (`Config::tiles`): TMA zero-fills what lies past M, N or K. With promotion every few
/// slices, the K slices are a whole number of runs (the slices past K are zeros).
pub(super) fn tile_counts<O: Operand>(
    k: &mut Kernel<'_>,
    cfg: Config,
    (mm, nn, kk): (Reg<u32>, Reg<u32>, Reg<u32>),
    scales: Option<Scales>,
) -> ((Reg<u32>, Reg<u32>), Reg<u32>) {
    let tiles_m = if cfg.cluster {
        // Whole clusters: ceil(M / 2bm) pairs of tile rows.
        let up = k.add(mm, 2 * cfg.bm - 1);
        let pairs = k.shr(up, (2 * cfg.bm).trailing_zeros());
        k.shl(pairs, 1u32)
    } else {
        let up = k.add(mm, cfg.bm - 1);
        k.shr(up, cfg.bm.trailing_zeros())
    };
    let up = k.add(nn, cfg.bn - 1);
    let tiles_n = if cfg.bn.is_power_of_two() {
        k.shr(up, cfg.bn.trailing_zeros())
    } else {
        // bn = 192: a division, once per thread.
        k.div(up, cfg.bn)
    };
    // Whole promotion runs; block scales, whole pairs of slices (`mainloop_parts` is
    // unrolled by two: a slice past K is zeros, whose `wgmma`s an odd count of K blocks
    // pays for once a tile).
    let every = scales.map_or(1, |s| match s.kind {
        Scaling::Block => 2,
        _ => s.promote_every,
    });
    let up = k.add(kk, O::K_ROW * every - 1);
    let kt_n = k.shr(up, (O::K_ROW * every).trailing_zeros());
    let kt_n = if every > 1 {
        k.shl(kt_n, every.trailing_zeros())
    } else {
        kt_n
    };
    ((tiles_m, tiles_n), kt_n)
}

/// A stream-K kernel's module-scope workspace: two partial tiles (`bm · bn` f32) and a
/// counter per CTA, [`STREAM_K_MAX_CTAS`] of each. The counters start at 0 (a `.global`
/// variable is zero-initialised) and each is back at 0 when the kernel ends. Launches of
/// one loaded kernel must therefore not overlap (one stream orders them).
#[derive(Clone, Copy)]
pub(super) struct StreamK {
    pub(super) partials: Var<Global, f32>,
    pub(super) counters: Var<Global, u32>,
}

/// This CTA's work in the stream-K schedule. The tiles of the whole waves (`dp`, a
/// multiple of the `G` CTAs) go round as in the persistent kernel: CTA j takes tiles j,
/// j + G, …, each whole, so that the CTAs running at one time share their A and B slices
/// in L2. The K slices of the tiles left (`total = (tiles − dp) · kt_n`, slice `i`
/// counted from `base = dp · kt_n`, tile after tile) are split evenly: CTA j gets slices
/// `base + ⌊j·total/G⌋ .. base + ⌊(j+1)·total/G⌋`, which touch tiles `t0 .. t_end`.
pub(super) struct SkRange {
    pub(super) dp: Reg<u32>,
    pub(super) base: Reg<u32>,
    pub(super) begin: Reg<u32>,
    pub(super) end: Reg<u32>,
    pub(super) t0: Reg<u32>,
    pub(super) t_end: Reg<u32>,
    pub(super) total: Reg<u32>,
    pub(super) ctas: Reg<u32>,
}

/// `base + ⌊j · total / G⌋`, the first slice of CTA `j`. In 32 bits: `total < G · kt_n`
/// and [`Config::check_shape`] bounds `kt_n` so that `G² · kt_n < 2^32`. (No 64-bit
/// division: ptxas makes it a call, and the driver's JIT then serializes every `wgmma`
/// of the kernel, measured 19% slower on an H100.)
pub(super) fn sk_begin(
    k: &mut Kernel<'_>,
    j: Reg<u32>,
    r: (Reg<u32>, Reg<u32>, Reg<u32>),
) -> Reg<u32> {
    let (base, total, ctas) = r;
    let p = k.mul_lo(j, total);
    let q = k.div(p, ctas);
    k.add(base, q)
}

/// The CTA whose share holds slice `i`: `⌊((i − base + 1)·G − 1) / total⌋`, the last CTA
/// whose first slice is at most `i` (never one with no slices); 32 bits as in
/// [`sk_begin`].
pub(super) fn sk_owner(k: &mut Kernel<'_>, i: Reg<u32>, r: &SkRange) -> Reg<u32> {
    let i1 = k.sub(i, r.base);
    let i1 = k.add(i1, 1u32);
    let p = k.mul_lo(i1, r.ctas);
    let p = k.sub(p, 1u32);
    k.div(p, r.total)
}

/// This CTA's [`SkRange`].
pub(super) fn stream_k_range(
    k: &mut Kernel<'_>,
    tiles: (Reg<u32>, Reg<u32>),
    kt_n: Reg<u32>,
) -> SkRange {
    let all = k.mul_lo(tiles.0, tiles.1);
    let ctas = k.nctaid_x();
    let cta = k.ctaid_x();
    let waves = k.div(all, ctas);
    let dp = k.mul_lo(waves, ctas);
    let left = k.sub(all, dp);
    let total = k.mul_lo(left, kt_n);
    let base = k.mul_lo(dp, kt_n);
    let begin = sk_begin(k, cta, (base, total, ctas));
    let next = k.add(cta, 1u32);
    let end = sk_begin(k, next, (base, total, ctas));
    let t0 = k.div(begin, kt_n);
    let up = k.add(end, kt_n);
    let up = k.sub(up, 1u32);
    let t_up = k.div(up, kt_n);
    // No slices (more CTAs than slices left): no tiles.
    let none = k.setp(Cmp::Eq, begin, end);
    let t_end = k.selp(t0, t_up, none);
    SkRange {
        dp,
        base,
        begin,
        end,
        t0,
        t_end,
        total,
        ctas,
    }
}

impl SkRange {
    /// The slices `lo .. hi` of `tile` (counted from the tile's first) in this CTA's share.
    pub(super) fn segment(
        &self,
        k: &mut Kernel<'_>,
        tile: Reg<u32>,
        kt_n: Reg<u32>,
    ) -> (Src<u32>, Src<u32>) {
        let first = k.mul_lo(tile, kt_n);
        let lo = k.max(self.begin, first);
        let lo = k.sub(lo, first);
        let last = k.add(first, kt_n);
        let hi = k.min(self.end, last);
        let hi = k.sub(hi, first);
        (lo.into(), hi.into())
    }

    /// `(base, total, G)`, for [`sk_begin`].
    pub(super) fn split(&self) -> (Reg<u32>, Reg<u32>, Reg<u32>) {
        (self.base, self.total, self.ctas)
    }
}
