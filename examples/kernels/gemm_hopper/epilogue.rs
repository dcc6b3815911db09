//! The epilogues: the f32 accumulators rounded to bf16 and written to C, through padded
//! shared memory with `st.global.v4`, or through a swizzled staging tile with TMA stores.

use super::*;

/// The `st.global` epilogue: each consumer stages its rows of the tile as bf16 pairs
/// (`cvt.rn.bf16x2.f32`) in padded rows, then writes whole 16-byte pieces of C rows.
pub(super) fn direct_epilogue<const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    (m0, n0): (Reg<u32>, Reg<u32>),
) {
    let cfg = c.cfg;
    let rows = cfg.rows_per_consumer();
    let (cw, wt, lane) = (p.cw, p.wt, p.lane);
    let stride = cfg.staging_stride();
    let staging = c.staging.cast::<Bf16x2>();
    // Thread (warp w, lane g*4 + t) holds rows 16w + g and +8 of each m64 block, columns
    // 8i + 2t and +1 of each 8-column block i (the wgmma accumulator layout): one bf16
    // pair each, rounded to nearest even.
    let w = k.shr(wt, 5u32);
    let g = k.shr(lane, 2u32);
    let t = k.and(lane, 3u32);
    let row0 = k.mad_lo(w, 16u32, g);
    let row0 = k.mad_lo(cw, rows, row0);
    let first = k.mad_lo(row0, stride, t);
    let mine = k.index(staging, first);
    for (j, frag) in acc.iter().enumerate() {
        for i in 0..(NN / 8) as usize {
            for half in 0..2 {
                let off = (j as u32 * 64 + 8 * half) * stride + 4 * i as u32;
                let r = 4 * i + 2 * half as usize;
                let pair: Reg<Bf16x2> = k.cvt_pack(frag[r + 1], frag[r]);
                k.st(mine.at(off as i64), pair);
            }
        }
    }
    // Each consumer reads back only its own rows (one barrier for both is as cheap).
    k.bar_sync_count(2, CONSUMERS * 128);
    // 16 bytes of C (8 bf16) a thread per pass: the row's `NN / 8` pieces in `strips`
    // strips of `chunks` (a power of two: the whole row for bn = 128 or 256, 64 columns
    // for bn = 192), `chunks` threads a strip's row.
    let chunks = 1 << (NN / 8).trailing_zeros();
    let strips = NN / 8 / chunks;
    let rows_per_pass = 128 / chunks;
    let r_in = k.shr(wt, chunks.trailing_zeros());
    let chunk = k.and(wt, chunks - 1);
    let row = k.mad_lo(cw, rows, r_in);
    let col = k.shl(chunk, 2u32); // in pairs
    let src = k.mad_lo(row, stride, col);
    let src = k.index(staging.cast::<u32>(), src);
    let grow = k.add(m0, row);
    let gcol = k.add(n0, col);
    let gcol = k.add(gcol, col); // in elements: 8 per chunk
    let dst = k.mad_lo(grow, c.n, gcol);
    let dst = k.index(c.c, dst).cast::<u32>();
    let row_words = k.shr(c.n, 1u32);
    for strip in 0..strips {
        // Strip `strip` is `strip * chunks * 4` pairs (words) into the row.
        let sw = strip * chunks * 4;
        // Edge tiles: this thread's 16-byte piece lies wholly inside C's columns or wholly
        // past them (N is a multiple of 8), and rows past M are skipped. (The addresses of
        // the skipped pieces are formed but never used.)
        let scol = if sw == 0 { gcol } else { k.add(gcol, 2 * sw) };
        let col_in = k.setp(Cmp::Lt, scol, c.n);
        for pass in 0..rows / rows_per_pass {
            let so = (pass * rows_per_pass * stride + sw) as i64;
            let x = k.ld_v4(src.at(so));
            // Row `row + pass * rows_per_pass` of C: pass * rows_per_pass * n / 2 words on.
            let o = k.mul_lo(row_words, pass * rows_per_pass);
            let o = if sw == 0 { o } else { k.add(o, sw) };
            let d = k.index(dst, o);
            let r = k.add(grow, pass * rows_per_pass);
            let row_in = k.setp(Cmp::Lt, r, c.m);
            let inside = k.and(row_in, col_in);
            k.if_then(inside, |k| k.st_v4(d, x));
        }
    }
}

/// The TMA-store epilogue: each consumer writes its rows of the tile as bf16 pairs into
/// 64 × 64 boxes (128-byte rows, 128-byte swizzle: 16-byte chunk `c` of row `r` at chunk
/// `c ^ (r % 8)`, which also spreads a warp's stores over all banks) of its own staging
/// ([`Consumer::own`]), then its first thread stores them with `cp.async.bulk.tensor`.
/// Persistent, it first waits until the previous tile's stores have read the staging
/// boxes and leaves this tile's in flight; otherwise it waits for them at the end.
pub(super) fn tma_store_epilogue<const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    (m0, n0): (Reg<u32>, Reg<u32>),
) {
    let cfg = c.cfg;
    let rows = cfg.rows_per_consumer();
    let boxes_n = cfg.bn / 64;
    const BOX: u32 = 64 * 64; // elements
    let leader = k.setp(Cmp::Eq, p.wt, 0u32);
    if cfg.persistent {
        k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
        k.bar_sync_count(1, CONSUMERS * 128);
    }
    let w = k.shr(p.wt, 5u32);
    let g = k.shr(p.lane, 2u32);
    let t = k.and(p.lane, 3u32);
    // Thread (w, g, t) writes rows 16w + g (+8) of each m64 block: byte (16w + g) * 128 of
    // the block's boxes, chunk (i % 8) ^ g, word t.
    let row = k.mul_lo(w, 16u32);
    let row = k.add(row, g);
    let base = k.mul_lo(row, 64u32); // elements
    let base = k.mad_lo(t, 2u32, base);
    let chunk_ptrs: Vec<Ptr32<Shared<Cta>, Bf16x2>> = (0..8u32)
        .map(|ch| {
            let sw = k.xor(g, ch);
            let e = k.mad_lo(sw, 8u32, base);
            k.index(c.own, e).cast::<Bf16x2>()
        })
        .collect();
    for (j, frag) in acc.iter().enumerate() {
        for i in 0..R / 4 {
            for half in 0..2usize {
                let r = 4 * i + 2 * half;
                let pair: Reg<Bf16x2> = k.cvt_pack(frag[r + 1], frag[r]);
                // Box (j, i / 8) of this consumer, row 8 * half further on.
                let bx = (j as u32 * boxes_n + i as u32 / 8) * BOX + 8 * half as u32 * 64;
                k.st(chunk_ptrs[i % 8].at((bx / 2) as i64), pair);
            }
        }
    }
    // The generic-proxy writes become visible to the TMA unit, then one thread of each
    // consumer stores its rows.
    k.fence_proxy_async_space(ProxySpace::SharedCta);
    k.bar_sync_count(2, CONSUMERS * 128);
    k.if_then(leader, |k| {
        let m1 = k.mad_lo(p.cw, rows, m0);
        for rb in 0..rows / 64 {
            for nb in 0..boxes_n {
                let y = k.add(m1, rb * 64);
                let x = k.add(n0, nb * 64);
                let src = c.own.at(((rb * boxes_n + nb) * BOX) as i64);
                k.cp_async_bulk_tensor_store(c.c_map, (x, y), src);
            }
        }
        k.cp_async_bulk_commit_group();
        if !cfg.persistent {
            k.cp_async_bulk_wait_group_read(0);
        }
    });
}
