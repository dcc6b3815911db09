//! The producer thread: each tile's K slices into the ring, as its stages free up.

use super::*;

/// The producer thread: this CTA's tiles (one, every `nctaid`-th, or stream-K's whole
/// waves and then its share of the slices left), each tile's K slices into the ring.
pub(super) fn producer<P: Pipeline>(
    k: &mut Kernel<'_>,
    cfg: Config,
    pipe: &P,
    tiles: (Reg<u32>, Reg<u32>),
    kt_n: Reg<u32>,
) {
    let all: (Src<u32>, Src<u32>) = (0u32.into(), kt_n.into());
    let cta = k.ctaid_x();
    let start = pipe.start(k);
    if cfg.stream_k {
        let r = stream_k_range(k, tiles, kt_n);
        let s = k.for_range(cta, r.dp, r.ctas, start, |k, tile, s| {
            produce_tile(k, cfg, pipe, (tile, tiles), all, s)
        });
        k.for_range(r.t0, r.t_end, 1u32, s, |k, tile, s| {
            let (lo, hi) = r.segment(k, tile, kt_n);
            produce_tile(k, cfg, pipe, (tile, tiles), (lo, hi), s)
        });
    } else if cfg.persistent {
        let count = k.mul_lo(tiles.0, tiles.1);
        let step = k.nctaid_x();
        k.for_range(cta, count, step, start, |k, tile, s| {
            produce_tile(k, cfg, pipe, (tile, tiles), all, s)
        });
    } else {
        produce_tile(k, cfg, pipe, (cta, tiles), all, start);
    }
}

/// One tile's K slices `lo .. hi` into the ring from position `s`; returns the position
/// after them.
fn produce_tile<P: Pipeline>(
    k: &mut Kernel<'_>,
    cfg: Config,
    pipe: &P,
    (tile, tiles): (Reg<u32>, (Reg<u32>, Reg<u32>)),
    (lo, hi): (Src<u32>, Src<u32>),
    s: P::Stage,
) -> P::Stage {
    let at = tile_coords(k, cfg, tile, tiles);
    k.for_range(lo, hi, 1u32, s, |k, kt, s| {
        pipe.fill(k, s, kt, at);
        pipe.next(k, s)
    })
}
