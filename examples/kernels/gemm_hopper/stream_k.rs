//! Stream-K's fixup: a tile whose K slices several CTAs share is finished by the last of
//! them to arrive, from the partial tiles the others leave in the workspace.

use super::*;

/// This consumer thread's first word of CTA `j`'s partial tile of `tile`, where `begin_j`
/// is the first slice of `j`'s share. Each CTA has two: slot 1 when its share began before
/// the tile (the tile is its last), else slot 0 (its first). Thread `t` of the 256
/// consumer threads stores its accumulator registers 4 at a time, 16-byte group `q` at
/// word `4 (256 q + t)` of the tile (coalesced `v4` accesses; the reader is the same
/// thread of another CTA, so the layout is the accumulator's own).
pub(super) fn sk_slot(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    sk: StreamK,
    (j, begin_j, tile): (Reg<u32>, Reg<u32>, Reg<u32>),
) -> Ptr<Global, f32> {
    let first = k.mul_lo(tile, c.kt_n);
    let before = k.setp(Cmp::Lt, begin_j, first);
    let slot = k.selp(1u32, 0u32, before);
    let t = k.mad_lo(p.cw, 128u32, p.wt);
    let s = k.mad_lo(j, 2u32, slot);
    let w = k.mul_lo(s, c.cfg.bm * c.cfg.bn);
    let w = k.mad_lo(t, 4u32, w);
    let base = k.addr_of(sk.partials);
    k.index(base, w)
}

/// The word offset of register group `q` (of 4) of m64 block `j` in a partial tile.
pub(super) fn sk_offset<const R: usize>(j: usize, q: usize) -> i64 {
    ((j * R / 4 + q) * 4 * (CONSUMERS as usize * 128)) as i64
}

/// Loads a partial tile into `acc` (`add`: adds it to `acc`).
pub(super) fn sk_take<const R: usize>(
    k: &mut Kernel<'_>,
    acc: &[[Reg<f32>; R]],
    slot: Ptr<Global, f32>,
    add: bool,
) {
    for (j, frag) in acc.iter().enumerate() {
        for q in 0..R / 4 {
            let v = k.ld_v4(slot.at(sk_offset::<R>(j, q)));
            for (e, x) in v.into_iter().enumerate() {
                let r = frag[4 * q + e];
                if add {
                    let sum = k.add(r, x);
                    k.assign(r, sum);
                } else {
                    k.assign(r, x);
                }
            }
        }
    }
}

/// A tile that several CTAs share, finished by the last of them to arrive, with no CTA
/// ever waiting for another. The CTAs after the first write their partial tiles when
/// their share begins, so the first (which holds slice 0, at the end of its share) is
/// usually the last to arrive: it first tries to take the tile as it is
/// (`atom.cas.acq_rel.gpu` of the tile's counter from `kt_n − mine` to 0: every other
/// slice is in) and then adds the others' partial tiles to its registers. Otherwise
/// (and for every other CTA) it writes its partial tile and adds its slice count
/// ([`sk_arrive`]); whoever brings the count to `kt_n` adds every partial tile. Both
/// ways sum the contributions in CTA order, starting from the first's (the result does
/// not depend on who arrives last).
#[allow(clippy::too_many_arguments)]
pub(super) fn sk_shared_tile<const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    sk: StreamK,
    (r, tile, hi, starts): (&SkRange, Reg<u32>, Reg<u32>, Reg<Pred>),
    last: Var<Shared, u32>,
    at: (Reg<u32>, Reg<u32>),
) {
    let leader = k.setp(Cmp::Eq, c.tid, 128u32);
    let flag = k.mov(0u32);
    k.if_then(starts, |k| {
        // Every consumer thread has read `last` for the previous tile before it is
        // written again.
        k.bar_sync_count(1, CONSUMERS * 128);
        k.if_then(leader, |k| {
            let counter = sk_counter(k, sk, r, tile, c.kt_n);
            let others = k.sub(c.kt_n, hi);
            let was = k.atom_cas_sem(counter, others, 0u32, Sem::AcqRel, Scope::Gpu);
            let all_in = k.setp(Cmp::Eq, was, others);
            let f = k.selp(1u32, 0u32, all_in);
            k.st(last, f);
        });
        k.bar_sync_count(1, CONSUMERS * 128);
        let f = k.ld(last);
        k.assign(flag, f);
    });
    let done = k.setp(Cmp::Ne, flag, 0u32);
    k.if_then(done, |k| {
        sk_sum(k, c, p, acc, sk, (r, tile, true));
        tma_store_epilogue::<R>(k, c, p, acc, at);
    });
    let not_done = k.not(done);
    k.if_then(not_done, |k| {
        let finisher = sk_arrive(k, c, p, acc, sk, (r, tile, hi), last);
        k.if_then(finisher, |k| {
            sk_sum(k, c, p, acc, sk, (r, tile, false));
            tma_store_epilogue::<R>(k, c, p, acc, at);
        });
    });
}

/// The counter of `tile`: the one of the CTA holding its first slice.
pub(super) fn sk_counter(
    k: &mut Kernel<'_>,
    sk: StreamK,
    r: &SkRange,
    tile: Reg<u32>,
    kt_n: Reg<u32>,
) -> Ptr<Global, u32> {
    let first = k.mul_lo(tile, kt_n);
    let owner = sk_owner(k, first, r);
    let counters = k.addr_of(sk.counters);
    k.index(counters, owner)
}

/// Writes this CTA's partial tile, then (one thread, after a barrier of the consumers)
/// adds its slices of the tile to the tile's counter, the one of the CTA holding the
/// tile's first slice. Returns whether this CTA brought the count to `kt_n`: every
/// consumer thread learns it through the shared word `last`.
pub(super) fn sk_arrive<const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    sk: StreamK,
    (r, tile, hi): (&SkRange, Reg<u32>, Reg<u32>),
    last: Var<Shared, u32>,
) -> Reg<Pred> {
    let cta = k.ctaid_x();
    let slot = sk_slot(k, c, p, sk, (cta, r.begin, tile));
    for (j, frag) in acc.iter().enumerate() {
        for q in 0..R / 4 {
            let v = [
                frag[4 * q],
                frag[4 * q + 1],
                frag[4 * q + 2],
                frag[4 * q + 3],
            ];
            k.st_v4(slot.at(sk_offset::<R>(j, q)), v);
        }
    }
    k.bar_sync_count(1, CONSUMERS * 128);
    let leader = k.setp(Cmp::Eq, c.tid, 128u32);
    k.if_then(leader, |k| {
        let first = k.mul_lo(tile, c.kt_n);
        let counter = sk_counter(k, sk, r, tile, c.kt_n);
        // This CTA's slices of the tile: hi − lo, the share's end or the tile's, less
        // the share's start or the tile's.
        let lo = k.max(r.begin, first);
        let lo = k.sub(lo, first);
        let mine = k.sub(hi, lo);
        let before = k.atom_sem(AtomOp::Add, counter, mine, Sem::AcqRel, Scope::Gpu);
        let now = k.add(before, mine);
        let done = k.setp(Cmp::Eq, now, c.kt_n);
        let flag = k.selp(1u32, 0u32, done);
        k.st(last, flag);
        k.if_then(done, |k| k.st_relaxed(counter, 0u32, Scope::Gpu));
    });
    k.bar_sync_count(1, CONSUMERS * 128);
    let flag = k.ld(last);
    k.setp(Cmp::Ne, flag, 0u32)
}

/// The finisher's sum of the partial tiles of every CTA whose share touches the tile,
/// from the owner of its first slice (`j0`) to the owner of its last (CTAs with no slices
/// skipped), in that order: `acc` holds `j0`'s (`first_in_acc`: this CTA is `j0`), or is
/// loaded with it, then the others are added.
pub(super) fn sk_sum<const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    sk: StreamK,
    (r, tile, first_in_acc): (&SkRange, Reg<u32>, bool),
) {
    let first = k.mul_lo(tile, c.kt_n);
    let j0 = sk_owner(k, first, r);
    if !first_in_acc {
        let b0 = sk_begin(k, j0, r.split());
        let slot = sk_slot(k, c, p, sk, (j0, b0, tile));
        sk_take(k, acc, slot, false);
    }
    let end = k.add(first, c.kt_n);
    let end = k.sub(end, 1u32);
    let j1 = sk_owner(k, end, r);
    let j1 = k.add(j1, 1u32);
    let from = k.add(j0, 1u32);
    k.for_range(from, j1, 1u32, (), |k, j, ()| {
        let bj = sk_begin(k, j, r.split());
        let next = k.add(j, 1u32);
        let ej = sk_begin(k, next, r.split());
        let some = k.setp(Cmp::Lt, bj, ej);
        k.if_then(some, |k| {
            let slot = sk_slot(k, c, p, sk, (j, bj, tile));
            sk_take(k, acc, slot, true);
        });
    });
}
