//! The sm_80 bf16 GEMM of issue 9, C = A·Bᵀ (A: M×K, B: N×K, both row-major, so both
//! K-major; C: M×N row-major bf16; f32 accumulation), written with the typed builder: a
//! `cp.async` pipeline of `STAGES` shared-memory tiles, `ldmatrix` fragments and
//! `mma.sync.m16n8k16` bf16. Shared by `examples/gemm_ampere.rs`, `benches/kernels.rs` and
//! the ptxas check of `tests/perf_kernels.rs`.
//!
//! A CTA of 8 warps computes a 128×128 tile of C; warp `w` the 64×32 sub-tile at rows
//! `64 * (w / 4)`, columns `32 * (w % 4)`: 4×4 `m16n8` accumulators, 64 f32 registers.
//! Shared rows are padded from 64 to 80 bytes so that the 8 row addresses of an `ldmatrix`
//! matrix fall in 8 different bank groups. N must be a multiple of 128 and K of 32; M is
//! free (rows past M read row M−1 and are not stored).

use typed_ptx::sreg::*;
use typed_ptx::*;

/// Threads per CTA (8 warps).
pub const THREADS: u32 = 256;
/// Rows of A (and of C) per CTA.
pub const BM: u32 = 128;
/// Rows of B (columns of C) per CTA.
pub const BN: u32 = 128;
/// K per pipeline stage.
pub const BK: u32 = 32;
/// Shared-memory stages of the `cp.async` pipeline.
pub const STAGES: u32 = 3;
/// A shared row: BK bf16 plus 16 bytes of padding, in elements.
const ROW: u32 = BK + 8;
/// One operand tile of one stage, in elements.
const TILE: u32 = BM * ROW;
/// Dynamic shared memory per CTA, in bytes (both operands, every stage).
pub const SHARED_BYTES: u32 = STAGES * 2 * TILE * 2;

/// `(c, a, b, m, n, k)`: bf16 buffers passed as their 16-bit patterns.
pub type Params = (
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
);

/// The grid for an `m × n` product: one CTA per 128×128 tile of C.
pub fn grid(m: u32, n: u32) -> [u32; 3] {
    [n / BN, m.div_ceil(BM), 1]
}

/// Why the kernel cannot compute this shape, if it cannot.
pub fn unsupported(m: u32, n: u32, k: u32) -> Option<String> {
    if m == 0 || !n.is_multiple_of(BN) || !k.is_multiple_of(BK) || k == 0 {
        Some(format!(
            "gemm_ampere needs N a multiple of {BN}, K a positive multiple of {BK} and M > 0; got {m} x {n} x {k}"
        ))
    } else {
        None
    }
}

/// Adds the kernel `gemm_ampere` to `m` (target sm_80 or newer; launch it with
/// [`THREADS`] threads, [`grid`] and [`SHARED_BYTES`] of dynamic shared memory).
pub fn gemm_ampere(md: &mut Module) -> KernelRef<Params> {
    let smem = md.extern_shared::<Bf16>("smem", Align(128));
    md.kernel("gemm_ampere", |k, (c, a, b, m, n, kk): Params| {
        k.reqntid(THREADS, 1, 1);
        let (a, b, c) = (a.cast::<Bf16>(), b.cast::<Bf16>(), c.cast::<Bf16>());
        let t = k.tid_x();
        let lane = k.and(t, 31u32);
        let warp = k.shr(t, 5u32);
        let row0 = k.mul_lo(CTAID_Y, BM);
        let col0 = k.mul_lo(CTAID_X, BN);
        let base = k.addr_of(smem);
        let base = k.to_u32(base);

        // The copies: thread t moves 16-byte chunks t and t + 256 of each 128×32 tile
        // (row chunk / 4, elements 8 * (chunk % 4)).
        let last_row = k.sub(m, 1u32);
        let mut a_src = Vec::new();
        let mut b_src = Vec::new();
        let mut dst = Vec::new();
        for i in 0..2u32 {
            let chunk = k.add(t, i * THREADS);
            let r = k.shr(chunk, 2u32);
            let q = k.and(chunk, 3u32);
            let e = k.shl(q, 3u32);
            let ra = k.add(row0, r);
            let ra = k.min(ra, last_row);
            let ia = k.mad_lo(ra, kk, e);
            a_src.push(k.index(a, ia));
            let rb = k.add(col0, r);
            let ib = k.mad_lo(rb, kk, e);
            b_src.push(k.index(b, ib));
            let d = k.mad_lo(r, ROW, e);
            dst.push(k.index(base, d));
        }
        let load = |k: &mut Kernel<'_>, tile: Reg<u32>| {
            let stage = k.rem(tile, STAGES);
            let so = k.mul_lo(stage, 2 * TILE);
            let ko = k.mul_lo(tile, BK);
            for i in 0..2 {
                let sa = k.index(dst[i], so);
                let ga = k.index(a_src[i], ko);
                k.cp_async_cg(sa, ga);
                let sb = k.add(so, TILE);
                let sb = k.index(dst[i], sb);
                let gb = k.index(b_src[i], ko);
                k.cp_async_cg(sb, gb);
            }
        };

        // The ldmatrix rows: A's 16×16 block at (lane % 16, 8 * (lane / 16)); B's two
        // n8 × k16 blocks at (lane % 8 + 8 * (lane / 16), 8 * ((lane / 8) % 2)).
        let wm = k.shr(warp, 2u32);
        let wn = k.and(warp, 3u32);
        let l16 = k.and(lane, 15u32);
        let hi = k.shr(lane, 4u32);
        let ar = k.mad_lo(wm, 64u32, l16);
        let ac = k.shl(hi, 3u32);
        let a_off = k.mad_lo(ar, ROW, ac);
        let a_row = k.index(base, a_off);
        let l8 = k.and(lane, 7u32);
        let br = k.mad_lo(hi, 8u32, l8);
        let br = k.mad_lo(wn, 32u32, br);
        let bk = k.shr(lane, 3u32);
        let bk = k.and(bk, 1u32);
        let bk = k.shl(bk, 3u32);
        let b_off = k.mad_lo(br, ROW, bk);
        let b_off = k.add(b_off, TILE);
        let b_row = k.index(base, b_off);

        let tiles = k.shr(kk, 5u32);
        // The prologue: the first STAGES - 1 tiles in flight, one commit group each.
        for s in 0..STAGES - 1 {
            let s = k.mov(s);
            let live = k.setp(Cmp::Lt, s, tiles);
            k.if_then(live, |k| load(k, s));
            k.cp_async_commit_group();
        }
        let acc: [Reg<f32>; 64] = k.frag_zero();
        let acc = k.for_range(0u32, tiles, 1u32, acc, |k, kt, acc| {
            // Tile kt has landed, and every warp is done with tile kt - 1, whose stage
            // the next copy overwrites.
            k.cp_async_wait_group(STAGES - 2);
            k.bar_sync(0);
            let next = k.add(kt, STAGES - 1);
            let live = k.setp(Cmp::Lt, next, tiles);
            k.if_then(live, |k| load(k, next));
            k.cp_async_commit_group();
            let stage = k.rem(kt, STAGES);
            let so = k.mul_lo(stage, 2 * TILE);
            let (sa, sb) = (k.index(a_row, so), k.index(b_row, so));
            let mut acc = acc;
            for ks in 0..(BK / 16) as i64 {
                let fa: [[Reg<Bf16x2>; 4]; 4] = core::array::from_fn(|i| {
                    k.ldmatrix(X4, sa.at(16 * ks + 16 * ROW as i64 * i as i64))
                });
                let fb: [[Reg<Bf16x2>; 4]; 2] = core::array::from_fn(|j| {
                    k.ldmatrix(X4, sb.at(16 * ks + 16 * ROW as i64 * j as i64))
                });
                for (i, a_frag) in fa.iter().enumerate() {
                    for j in 0..4 {
                        let f = &fb[j / 2];
                        let bj = [f[2 * (j % 2)], f[2 * (j % 2) + 1]];
                        let at = 16 * i + 4 * j;
                        let cj = [acc[at], acc[at + 1], acc[at + 2], acc[at + 3]];
                        let d = k.mma_sync(M16N8K16, *a_frag, bj, cj);
                        acc[at..at + 4].copy_from_slice(&d);
                    }
                }
            }
            acc
        });
        k.cp_async_wait_group(0);

        // The epilogue: lane l holds rows l / 4 (+ 8) and columns 2 * (l % 4) (+ 1) of
        // each m16n8 accumulator; pairs go out as one bf16x2 store.
        let g = k.shr(lane, 2u32);
        let q = k.and(lane, 3u32);
        let r = k.mad_lo(wm, 64u32, g);
        let r = k.add(row0, r);
        let cc = k.shl(q, 1u32);
        let cc = k.mad_lo(wn, 32u32, cc);
        let cc = k.add(col0, cc);
        for i in 0..4u32 {
            for half in 0..2u32 {
                let row = k.add(r, 16 * i + 8 * half);
                let inside = k.setp(Cmp::Lt, row, m);
                k.if_then(inside, |k| {
                    let o = k.mad_lo(row, n, cc);
                    let p = k.index(c, o).cast::<Bf16x2>();
                    for j in 0..4usize {
                        let at = 16 * i as usize + 4 * j + 2 * half as usize;
                        let v = k.cvt_pack::<Bf16x2>(acc[at + 1], acc[at]);
                        k.st(p.at(4 * j as i64), v);
                    }
                });
            }
        }
    })
}
