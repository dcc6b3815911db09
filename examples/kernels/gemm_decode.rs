//! A bf16 GEMM for the decode shape, M = 16 (one token batch of 16 rows against a large
//! weight): C = A·Bᵀ with A (16×K), B (N×K) and C (16×N) row-major bf16, f32 accumulation.
//! Shared by `examples/gemm_hopper.rs` and `benches/kernels.rs`.
//!
//! The kernel is bound by reading B once, so it is written for memory parallelism: a CTA of
//! `KSPLIT` warps owns `8 * NB` rows of B (columns of C) and splits K among its warps, which
//! read interleaved 32-wide K chunks (the CTA streams whole runs of each row). Each lane
//! loads 16 bytes of a B row per chunk and `UNROLL` chunks before it multiplies, and the
//! warp multiplies with `mma.sync.m16n8k16` bf16 (sm_80): the 16 rows of A are exactly the
//! MMA's M. The fragments are loaded straight from global memory: within a 32-wide chunk,
//! lane (g, t) takes the 8 contiguous elements at `8t` of its B row `g` and of A rows `g`
//! and `g + 8`, and the two MMAs of the chunk read them as the K positions `2t, 2t+1,
//! 2t+8, 2t+9` (a permutation of K applied to A and B alike leaves the dot products
//! unchanged). The warps' partial sums meet in shared memory; each thread writes one bf16
//! of C.

use typed_ptx::*;

/// Warps per CTA, splitting K.
pub const KSPLIT: u32 = 8;
/// 8-row blocks of B per warp.
pub const NB: u32 = 2;
/// 32-wide K chunks each warp loads before multiplying.
pub const UNROLL: u32 = 4;
/// Threads per CTA.
pub const THREADS: u32 = 32 * KSPLIT;
/// The M this kernel computes.
pub const M: usize = 16;
// The epilogue gives each thread one element of the CTA's 16 × 8NB block of C.
const _: () = assert!(16 * 8 * NB == THREADS);

/// `(a, b, c, n, k)`: A (16×K), B (N×K), C (16×N) as bf16 bits, N and K.
pub type Params = (
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Reg<u32>,
    Reg<u32>,
);

/// Checks that the kernel covers a `m × n × k` problem: M = 16, whole CTAs of columns and
/// whole unrolled K steps.
pub fn check_shape(m: usize, n: usize, k: usize) -> Result<(), String> {
    let kstep = (32 * UNROLL * KSPLIT) as usize;
    if m != M || n == 0 || n % (8 * NB as usize) != 0 || k == 0 || k % kstep != 0 {
        return Err(format!(
            "{m} x {n} x {k}: the decode kernel needs M = {M}, N a multiple of {} and K of {kstep}",
            8 * NB
        ));
    }
    if n.max(M) * k >= 1 << 31 {
        return Err(format!("{m} x {n} x {k}: the kernel indexes with 32 bits"));
    }
    Ok(())
}

/// CTAs for N columns.
pub fn grid(n: usize) -> u32 {
    (n / (8 * NB as usize)) as u32
}

/// Adds the kernel `gemm_decode_m16` to `m` (sm_80 or later).
pub fn gemm_decode(m: &mut Module) -> KernelRef<Params> {
    let names = ["a", "b", "c", "n", "k"];
    m.kernel_named("gemm_decode_m16", &names, |k, (a, b, c, n, kk): Params| {
        k.reqntid(THREADS, 1, 1);
        let part = k.shared::<f32>("part", (KSPLIT * 16 * 8 * NB) as u64, Align(16));
        let tid = k.tid_x();
        let warp = k.shr(tid, 5u32);
        let lane = k.and(tid, 31u32);
        let g = k.shr(lane, 2u32);
        let t = k.and(lane, 3u32);
        let cta = k.ctaid_x();
        let n_base = k.mul_lo(cta, 8 * NB);
        // Lane (g, t): element 8t of chunk `warp` of rows g, g + 8 of A and of row
        // n_base + 8j + g of B, as pairs of bf16.
        let col = k.mad_lo(warp, 32u32, 0u32);
        let col = k.mad_lo(t, 8u32, col);
        let a_row = k.mul_lo(g, kk);
        let a_first = k.add(a_row, col);
        let a_lo = k.index(a, a_first).cast::<Bf16x2>();
        let a8 = k.shl(kk, 3u32);
        let a_second = k.add(a_first, a8);
        let a_hi = k.index(a, a_second).cast::<Bf16x2>();
        let b_row = k.add(n_base, g);
        let b_first = k.mad_lo(b_row, kk, col);
        let b0 = k.index(b, b_first).cast::<Bf16x2>();
        let b_block = k.shl(kk, 3u32); // 8 rows of B, in elements
        let b_ptrs: Vec<_> = (0..NB)
            .map(|j| {
                if j == 0 {
                    b0
                } else {
                    let o = k.mul_lo(b_block, j);
                    let e = k.add(b_first, o);
                    k.index(b, e).cast::<Bf16x2>()
                }
            })
            .collect();
        // Each iteration: UNROLL chunks of this warp, KSPLIT chunks apart.
        let stride = 32 * KSPLIT; // elements between a warp's chunks
        let step = stride * UNROLL;
        let zero: [[f32; 4]; NB as usize] = [[0.0; 4]; NB as usize];
        let acc = k.for_range(0u32, kk, step, zero, |k, k0, acc| {
            let half = k.shr(k0, 1u32); // in bf16 pairs
            let pa = k.index(a_lo, half);
            let pa8 = k.index(a_hi, half);
            let pb: Vec<_> = b_ptrs.iter().map(|&p| k.index(p, half)).collect();
            // Every load of the step first, then the MMAs.
            let mut loads = Vec::new();
            for u in 0..UNROLL as i64 {
                let o = u * stride as i64 / 2;
                let q = [k.ld_v2(pa.at(o)), k.ld_v2(pa.at(o + 2))];
                let r = [k.ld_v2(pa8.at(o)), k.ld_v2(pa8.at(o + 2))];
                let bs: Vec<_> = pb
                    .iter()
                    .map(|&p| [k.ld_v2(p.at(o)), k.ld_v2(p.at(o + 2))])
                    .collect();
                loads.push((q, r, bs));
            }
            let mut acc = acc;
            for (q, r, bs) in loads {
                for (j, bj) in bs.iter().enumerate() {
                    // K positions 8t .. 8t+3, then 8t+4 .. 8t+7.
                    for h in 0..2 {
                        let fa = [q[h][0], r[h][0], q[h][1], r[h][1]];
                        let fb = bj[h];
                        acc[j] = k.mma_sync(M16N8K16, fa, fb, acc[j]);
                    }
                }
            }
            acc
        });
        // Partial sums: part[warp][row][col] for rows g, g+8 and columns 8j + 2t, +1.
        let mine = k.mad_lo(warp, 16 * 8 * NB, 0u32);
        let row_off = k.mul_lo(g, 8 * NB);
        let mine = k.add(mine, row_off);
        let c2 = k.shl(t, 1u32);
        let mine = k.add(mine, c2);
        let p = k.index(part, mine);
        for (j, a) in acc.iter().enumerate() {
            let o = 8 * j as i64;
            k.st_v2(p.at(o), [a[0], a[1]]);
            k.st_v2(p.at(o + 8 * 8 * NB as i64), [a[2], a[3]]);
        }
        k.bar_sync(0);
        // Thread (row, col) of the 16 × 8NB block sums the warps' parts and writes C.
        let row = k.shr(tid, (8 * NB).trailing_zeros());
        let colc = k.and(tid, 8 * NB - 1);
        let q = k.index(part, tid);
        let sum = (1..KSPLIT as i64).fold(k.ld(q), |s, w| {
            let v = k.ld(q.at(w * 16 * 8 * NB as i64));
            k.add(s, v)
        });
        // The sum's bits, through shared memory (its own slot), rounded to bf16.
        k.st(q, sum);
        let bits = k.ld(q.cast::<u32>());
        let odd = k.shr(bits, 16u32);
        let odd = k.and(odd, 1u32);
        let bias = k.add(odd, 0x7fffu32);
        let r = k.add(bits, bias);
        let r = k.shr(r, 16u32);
        let h: Reg<u16> = k.cvt(r);
        let cn = k.add(n_base, colc);
        let ci = k.mad_lo(row, n, cn);
        let o = k.index(c, ci);
        k.st(o, h);
    })
}
