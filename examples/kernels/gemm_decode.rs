//! A bf16 GEMM for the decode shape, M = 16 (one batch of 16 tokens against a large
//! weight): C = A·Bᵀ with A (16×K), B (N×K) and C (16×N) row-major bf16, f32 accumulation.
//! Shared by `examples/gemm_hopper.rs` and `benches/kernels.rs`.
//!
//! The kernel is bound by reading B once, so it is written for memory parallelism: a CTA of
//! `ksplit` warps owns `8 * nb` rows of B (columns of C) and splits K among its warps,
//! which read interleaved 32-wide K chunks (the CTA streams whole runs of each row). Each
//! lane loads 16 bytes (`ld.global.v4`) of each of its B rows per chunk, `unroll` chunks
//! before it multiplies, and the warp multiplies with `mma.sync.m16n8k16` bf16 (sm_80):
//! the 16 rows of A are exactly the MMA's M. The fragments come straight from global
//! memory: within a 32-wide chunk, lane (g, t) takes the 8 contiguous elements at `8t` of
//! its B row `g` and of A rows `g` and `g + 8`, and the chunk's two MMAs read them as the
//! K positions `2t, 2t+1, 2t+8, 2t+9` (one permutation of K applied to A and B alike
//! leaves every dot product unchanged). The warps' partial sums meet in shared memory and
//! are rounded to bf16 (`cvt.rn.bf16.f32`). A pipelined candidate (`_p`) issues the loads
//! of a warp's next step before it multiplies the current one.
//!
//! Measured on an H100 with ncu (cold L2, base clocks), the candidates read B at 60 to
//! 64% of the DRAM peak, 16.6 to 17.7 µs, the wide ones (`_x`) at up to 65%, 16.3 µs
//! (cuBLAS's split-K kernel: 65%, 16.2 µs, then 4.6 µs of its reduction kernel;
//! reduce_sum reading 64 MiB: 79%, 128 MiB: 84%). What did not raise it: pipelining; rotating each CTA's start in K (against DRAM bank camping);
//! `cp.async.bulk.prefetch.L2` of each CTA's rows first (10% slower); `ld.global.nc`;
//! splitting K across 2 to 8 CTAs with `red.global.add.f32` into a workspace and a
//! last-arriver fixup (more CTAs than slots, so the hardware balances the SMs: 6 to 27%
//! slower; branch `decode-splitk`). Staging B through shared memory (`cp.async` or TMA,
//! then `ldmatrix`) is what is left to try.

use typed_ptx::*;

/// The M this kernel computes.
pub const M: usize = 16;

/// The shape of one generated decode kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeConfig {
    /// 8-row blocks of B per CTA (1, 2 or 4).
    pub nb: u32,
    /// Warps per CTA, splitting K (1 to 32).
    pub ksplit: u32,
    /// 32-wide K chunks each warp loads before it multiplies (1, 2, 4 or 8).
    pub unroll: u32,
    /// Software-pipelined: each warp issues the loads of its next step before it
    /// multiplies the current one, so that its loads are always in flight.
    pub pipe: bool,
    /// Wide B loads (`_x`, not with `pipe`): each B load instruction of a warp reads 128
    /// contiguous bytes of each of 4 rows (instead of 64 of each of 8), and the lanes
    /// exchange them (`shfl.sync.idx`) into the MMA's fragments; a warp's chunks are 64
    /// wide.
    pub wide: bool,
}

impl DecodeConfig {
    /// The kernel's name: `gemm_decode_m16_nb2_w8_u4`, `_p` added when pipelined, `_x`
    /// with wide loads.
    pub fn name(&self) -> String {
        format!(
            "gemm_decode_m16_nb{}_w{}_u{}{}{}",
            self.nb,
            self.ksplit,
            self.unroll,
            if self.pipe { "_p" } else { "" },
            if self.wide { "_x" } else { "" }
        )
    }

    /// Threads per CTA.
    pub fn threads(&self) -> u32 {
        32 * self.ksplit
    }

    /// Checks the configuration.
    pub fn validate(&self) -> Result<(), String> {
        if !matches!(self.nb, 1 | 2 | 4) {
            return Err(format!(
                "nb = {}: the decode kernel has nb = 1, 2 or 4",
                self.nb
            ));
        }
        if !(1..=32).contains(&self.ksplit) || !matches!(self.unroll, 1 | 2 | 4 | 8) {
            return Err(format!(
                "{} warps, unroll {}: the decode kernel has 1 to 32 warps and unrolls 1, 2, 4 or 8 chunks",
                self.ksplit, self.unroll
            ));
        }
        if self.wide && self.pipe {
            return Err(format!("{}: wide loads are not pipelined", self.name()));
        }
        // The warps' partial sums: static shared memory, at most 48 KiB.
        let part = self.ksplit * 16 * 8 * self.nb * 4;
        if part > 48 * 1024 {
            return Err(format!(
                "{}: {part} bytes of partial sums, more than the 48 KiB of static shared memory",
                self.name()
            ));
        }
        Ok(())
    }

    /// Checks that the kernel covers a `m × n × k` problem: M = 16, whole CTAs of columns
    /// and whole unrolled K steps.
    pub fn check_shape(&self, m: usize, n: usize, k: usize) -> Result<(), String> {
        let kstep = (self.chunk() * self.unroll * self.ksplit) as usize;
        let rows = 8 * self.nb as usize;
        if m != M || n == 0 || !n.is_multiple_of(rows) || k == 0 || !k.is_multiple_of(kstep) {
            return Err(format!(
                "{m} x {n} x {k}: {} needs M = {M}, N a multiple of {rows} and K of {kstep}",
                self.name()
            ));
        }
        if n.max(M) * k >= 1 << 31 {
            return Err(format!("{m} x {n} x {k}: the kernel indexes with 32 bits"));
        }
        Ok(())
    }

    /// K elements of one chunk: 32, or 64 with wide loads.
    fn chunk(&self) -> u32 {
        if self.wide { 64 } else { 32 }
    }

    /// CTAs for N columns.
    pub fn grid(&self, n: usize) -> u32 {
        (n / (8 * self.nb as usize)) as u32
    }
}

/// `(a, b, c, n, k)`: A (16×K), B (N×K), C (16×N) as bf16 bits, N and K.
pub type Params = (
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Ptr<Global, u16>,
    Reg<u32>,
    Reg<u32>,
);

/// Adds the decode kernel of `cfg` to `m` (sm_80 or later).
pub fn gemm_decode(m: &mut Module, cfg: &DecodeConfig) -> Result<KernelRef<Params>, String> {
    cfg.validate()?;
    let cfg = *cfg;
    let names = ["a", "b", "c", "n", "k"];
    Ok(m.kernel_named(&cfg.name(), &names, move |k, p: Params| {
        match (cfg.nb, cfg.unroll) {
            (1, 1) => body::<1, 1>(k, cfg, p),
            (1, 2) => body::<1, 2>(k, cfg, p),
            (1, 4) => body::<1, 4>(k, cfg, p),
            (1, _) => body::<1, 8>(k, cfg, p),
            (2, 1) => body::<2, 1>(k, cfg, p),
            (2, 2) => body::<2, 2>(k, cfg, p),
            (2, 4) => body::<2, 4>(k, cfg, p),
            (2, _) => body::<2, 8>(k, cfg, p),
            (_, 1) => body::<4, 1>(k, cfg, p),
            (_, 2) => body::<4, 2>(k, cfg, p),
            (_, 4) => body::<4, 4>(k, cfg, p),
            (_, _) => body::<4, 8>(k, cfg, p),
        }
    }))
}

/// The fragments of one step: A rows g and g + 8 and B's rows, per unrolled chunk.
type Step<const NB: usize, const U: usize> = (
    [[Reg<Bf16x2>; 4]; U],
    [[Reg<Bf16x2>; 4]; U],
    [[[Reg<Bf16x2>; 4]; NB]; U],
);

/// The MMAs of one step.
fn mma_step<const NB: usize, const U: usize>(
    k: &mut Kernel<'_>,
    (q, r, bs): Step<NB, U>,
    mut acc: [[Reg<f32>; 4]; NB],
) -> [[Reg<f32>; 4]; NB] {
    for u in 0..U {
        for (j, bj) in bs[u].iter().enumerate() {
            // K positions 8t .. 8t+3, then 8t+4 .. 8t+7.
            for h in 0..2 {
                let fa = [q[u][2 * h], r[u][2 * h], q[u][2 * h + 1], r[u][2 * h + 1]];
                let fb = [bj[2 * h], bj[2 * h + 1]];
                acc[j] = k.mma_sync(M16N8K16, fa, fb, acc[j]);
            }
        }
    }
    acc
}

/// The K loop of the wide loads: per 64-wide chunk, B load instruction i of a warp reads
/// rows 4i .. 4i+3 of its 8-row block, lane L the 16 bytes at 16 (L % 8) of row 4i + L / 8;
/// lane (g, t) then takes bytes 32t .. 32t+31 of row g from lanes 8 (g % 4) + 2t and
/// the next one, of instruction g / 4, and the same 16 elements of A rows g and g + 8 straight from
/// memory: elements 16t .. 16t+15 of the chunk, four MMAs.
fn wide_loop<const NB: usize, const U: usize>(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    (a, b, kk): (Ptr<Global, u16>, Ptr<Global, u16>, Reg<u32>),
    [warp, lane, g, t, n_base]: [Reg<u32>; 5],
) -> [[Reg<f32>; 4]; NB] {
    let lead = k.shl(warp, 6u32); // the warp's first chunk, in elements
    // A: rows g and g + 8, elements 16t of the chunk.
    let col_a = k.mad_lo(t, 16u32, lead);
    let a_first = k.mad_lo(g, kk, col_a);
    let a_lo = k.index(a, a_first).cast::<Bf16x2>();
    let a8 = k.shl(kk, 3u32);
    let a_second = k.add(a_first, a8);
    let a_hi = k.index(a, a_second).cast::<Bf16x2>();
    // B: lane L reads row L / 8 (+ 4i + 8j), elements 8 (L % 8) of the chunk.
    let r_in = k.shr(lane, 3u32);
    let c_in = k.and(lane, 7u32);
    let col_b = k.mad_lo(c_in, 8u32, lead);
    let b_row = k.add(n_base, r_in);
    let b_first = k.mad_lo(b_row, kk, col_b);
    let b_ptrs: [[Ptr<Global, u32>; 2]; NB] = core::array::from_fn(|j| {
        core::array::from_fn(|i| {
            let rows = (8 * j + 4 * i) as u32;
            let o = k.mul_lo(kk, rows);
            let e = k.add(b_first, o);
            k.index(b, e).cast::<u32>()
        })
    });
    // The source lanes of lane (g, t) and which instruction holds its row.
    let gm = k.and(g, 3u32);
    let src0 = k.mad_lo(gm, 8u32, 0u32);
    let src0 = k.mad_lo(t, 2u32, src0);
    let src1 = k.add(src0, 1u32);
    let upper = k.setp(Cmp::Ge, g, 4u32);
    let stride = 64 * cfg.ksplit;
    let step = stride * cfg.unroll;
    let zero: [[f32; 4]; NB] = [[0.0; 4]; NB];
    k.for_range(0u32, kk, step, zero, |k, k0, mut acc| {
        let half = k.shr(k0, 1u32);
        let pa = k.index(a_lo, half);
        let pa8 = k.index(a_hi, half);
        let pb: [[Ptr<Global, u32>; 2]; NB] =
            core::array::from_fn(|j| core::array::from_fn(|i| k.index(b_ptrs[j][i], half)));
        let o = |u: usize| u as i64 * stride as i64 / 2;
        // Every load of the step first.
        let mut loads = Vec::new();
        for u in 0..U {
            let q0 = k.ld_v4(pa.at(o(u)));
            let q1 = k.ld_v4(pa.at(o(u) + 4));
            let r0 = k.ld_v4(pa8.at(o(u)));
            let r1 = k.ld_v4(pa8.at(o(u) + 4));
            let raw: [[[Reg<u32>; 4]; 2]; NB] =
                core::array::from_fn(|j| core::array::from_fn(|i| k.ld_v4(pb[j][i].at(o(u)))));
            loads.push(([q0, q1].concat(), [r0, r1].concat(), raw));
        }
        for (q, r, raw) in loads {
            for (j, rj) in raw.iter().enumerate() {
                // Lane (g, t)'s 8 pairs of row g: 4 from src0, then 4 from src1.
                let bf: Vec<Reg<Bf16x2>> = (0..8)
                    .map(|x| {
                        let src = if x < 4 { src0 } else { src1 };
                        let lo = k.shfl_sync(Shfl::Idx, rj[0][x % 4], src, 0x1f, u32::MAX);
                        let hi = k.shfl_sync(Shfl::Idx, rj[1][x % 4], src, 0x1f, u32::MAX);
                        let v = k.selp(hi, lo, upper);
                        k.bitcast(v)
                    })
                    .collect();
                for h in 0..4 {
                    let fa = [q[2 * h], r[2 * h], q[2 * h + 1], r[2 * h + 1]];
                    let fb = [bf[2 * h], bf[2 * h + 1]];
                    acc[j] = k.mma_sync(M16N8K16, fa, fb, acc[j]);
                }
            }
        }
        acc
    })
}

fn body<const NB: usize, const U: usize>(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    (a, b, c, n, kk): Params,
) {
    let threads = cfg.threads();
    k.reqntid(threads, 1, 1);
    let block = 16 * 8 * NB as u32; // C elements per CTA
    let part = k.shared::<f32>("part", (cfg.ksplit * block) as u64, Align(16));
    let tid = k.tid_x();
    let warp = k.shr(tid, 5u32);
    let lane = k.and(tid, 31u32);
    let g = k.shr(lane, 2u32);
    let t = k.and(lane, 3u32);
    let cta = k.ctaid_x();
    let n_base = k.mul_lo(cta, 8 * NB as u32);
    // Lane (g, t): element 8t of chunk `warp` of rows g and g + 8 of A and of rows
    // n_base + 8j + g of B, as pairs of bf16.
    let col = k.shl(warp, 5u32);
    let col = k.mad_lo(t, 8u32, col);
    let a_first = k.mad_lo(g, kk, col);
    let a_lo = k.index(a, a_first).cast::<Bf16x2>();
    let a8 = k.shl(kk, 3u32);
    let a_second = k.add(a_first, a8);
    let a_hi = k.index(a, a_second).cast::<Bf16x2>();
    let b_row = k.add(n_base, g);
    let b_first = k.mad_lo(b_row, kk, col);
    let b_ptrs: [Ptr<Global, Bf16x2>; NB] = core::array::from_fn(|j| {
        let o = k.mul_lo(a8, j as u32);
        let e = k.add(b_first, o);
        k.index(b, e).cast::<Bf16x2>()
    });
    // Each step: `unroll` chunks of this warp, `ksplit` chunks apart.
    let stride = 32 * cfg.ksplit; // elements between a warp's chunks
    let step = stride * cfg.unroll;
    let zero: [[f32; 4]; NB] = [[0.0; 4]; NB];
    // The loads of the step at K offset k0: A rows g and g + 8, then B's rows.
    let load = |k: &mut Kernel<'_>, k0: Reg<u32>| -> Step<NB, U> {
        let o = |u: usize| u as i64 * stride as i64 / 2;
        let half = k.shr(k0, 1u32); // in bf16 pairs
        let pa = k.index(a_lo, half);
        let pa8 = k.index(a_hi, half);
        let pb: [Ptr<Global, Bf16x2>; NB] = core::array::from_fn(|j| k.index(b_ptrs[j], half));
        let q: [[Reg<Bf16x2>; 4]; U] = core::array::from_fn(|u| k.ld_v4(pa.at(o(u))));
        let r: [[Reg<Bf16x2>; 4]; U] = core::array::from_fn(|u| k.ld_v4(pa8.at(o(u))));
        let bs: [[[Reg<Bf16x2>; 4]; NB]; U] =
            core::array::from_fn(|u| core::array::from_fn(|j| k.ld_v4(pb[j].at(o(u)))));
        (q, r, bs)
    };
    let acc = if cfg.wide {
        wide_loop::<NB, U>(k, cfg, (a, b, kk), [warp, lane, g, t, n_base])
    } else if cfg.pipe {
        // The first step's loads, then each iteration loads the next step before it
        // multiplies the current one; the last step is multiplied after the loop.
        let k0 = k.mov(0u32);
        let first = load(k, k0);
        let (acc, last) = k.for_range(step, kk, step, (zero, first), |k, k0, (acc, cur)| {
            let next = load(k, k0);
            (mma_step(k, cur, acc), next)
        });
        mma_step(k, last, acc)
    } else {
        k.for_range(0u32, kk, step, zero, |k, k0, acc| {
            let cur = load(k, k0);
            mma_step(k, cur, acc)
        })
    };
    // Partial sums: part[warp][row][col] for rows g, g+8 and columns 8j + 2t, +1.
    let cols = 8 * NB as u32;
    let mine = k.mul_lo(warp, block);
    let mine = k.mad_lo(g, cols, mine);
    let c2 = k.shl(t, 1u32);
    let mine = k.add(mine, c2);
    let p = k.index(part, mine);
    for (j, a) in acc.iter().enumerate() {
        let o = 8 * j as i64;
        k.st_v2(p.at(o), [a[0], a[1]]);
        k.st_v2(p.at(o + 8 * cols as i64), [a[2], a[3]]);
    }
    k.bar_sync(0);
    // Element e = (row, col) of the CTA's 16 × 8nb block of C: the sum of the warps' parts.
    k.for_range(tid, block, threads, (), |k, e, ()| {
        let q = k.index(part, e);
        let sum = (1..cfg.ksplit as i64).fold(k.ld(q), |s, w| {
            let v = k.ld(q.at(w * block as i64));
            k.add(s, v)
        });
        let h: Reg<Bf16> = k.cvt(sum);
        let h: Reg<u16> = k.bitcast(h);
        let row = k.shr(e, cols.trailing_zeros());
        let colc = k.and(e, cols - 1);
        let cn = k.add(n_base, colc);
        let ci = k.mad_lo(row, n, cn);
        let o = k.index(c, ci);
        k.st(o, h);
    });
}

/// The configurations the bench's tuner tries.
pub fn candidates() -> Vec<DecodeConfig> {
    let mut v = Vec::new();
    for (nb, ksplit, unroll, pipe, wide) in [
        (2, 8, 4, false, false),
        (2, 16, 2, false, false),
        (4, 8, 2, false, false),
        (4, 16, 1, false, false),
        (4, 16, 2, false, false),
        (2, 8, 2, true, false),
        (2, 16, 1, true, false),
        (4, 4, 4, true, false),
        (4, 8, 2, true, false),
        (4, 16, 1, true, false),
        (1, 8, 2, false, true),
        (2, 8, 1, false, true),
        (2, 8, 2, false, true),
        (2, 16, 1, false, true),
        (4, 16, 1, false, true),
    ] {
        v.push(DecodeConfig {
            nb,
            ksplit,
            unroll,
            pipe,
            wide,
        });
    }
    v
}
