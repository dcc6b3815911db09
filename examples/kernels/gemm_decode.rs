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
//! slower; branch `decode-splitk`). Staging B through shared memory (`_s<stages>`: a
//! producer warp's `cp.async.bulk` ring with mbarriers, consumers reading with `ldmatrix`)
//! did not either: the best staged candidate is 18–19% slower than the best register one
//! warm and 9–11% cold in the final runs' tuner (GPU time); the tuner keeps three of them
//! so that every run measures it again. Likely causes: every CTA copies A's 16 rows into
//! every slot as well (a third to a half of each slot), and one thread issues 32 to 48
//! row copies per slot.
//!
//! Clusters (`_c2`, `_c4`, `_c8`): a CTA of 64 or 128 rows of B splits K with the other
//! CTAs of its cluster, which push their sums into its shared memory (`mapa`,
//! `st.shared::cluster`), so that far fewer CTAs read A (4 MiB of A's traffic at 128 rows,
//! against 16 to 32 MiB): not faster either (H100, GPU time, B warm: 33.7 to 49.1
//! TFLOP/s against 48.5 to 50.8 for the register candidates,
//! `docs/gpu-runs/2026-11-27-h100-issue20-s2-first-streamk.log`), so A's traffic is not
//! what holds the kernel back.
//!
//! What bounds it: the bench times two reads of B's 32 MiB alone in the same run
//! (`reduce_sum`, and `bulk_read` of `examples/kernels/probes.rs`). Measured as GPU time
//! (the launch hidden; H100, `docs/gpu-runs/2026-11-23-h100-session9-perf.log`), the
//! faster read takes 7.9–8.1 µs with B warm in L2 and 14.9–15.0 µs cold, cuBLAS's whole
//! GEMM 10.8–10.9 and 17.5–17.7 µs, and the best candidate 10.6–10.8 and 15.6–15.8 µs:
//! within 5% of the read when cold. A kernel that reads the weight as fast as those reads
//! beats cuBLAS by at most 1.33–1.36× warm and 1.18× cold. The larger ratios of a single
//! call on an idle GPU (1.41–1.65×) come from the host: `cublasGemmEx` takes 12.5–21 µs
//! to return at this shape, a typed-ptx launch 3–5.

use typed_ptx::*;

#[allow(dead_code)]
// its host loader is the other generators'
// Each generator file stands alone, so a crate that includes two has two copies.
#[allow(clippy::duplicate_mod)]
#[path = "common.rs"]
mod common;
use common::advance;

/// The M this kernel computes.
pub const M: usize = 16;

/// The shape of one generated decode kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeConfig {
    /// 8-row blocks of B per CTA (1, 2 or 4; 8 or 16 in a cluster).
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
    /// Staged (`_s<stages>`, sm_90; 0: the loads above, into registers): B and A reach
    /// shared memory through a ring of `stages` slots that one producer thread fills with
    /// `cp.async.bulk` (one copy per row, completing on the slot's `full` mbarrier);
    /// `ksplit` consumer warps split each slot's `32 * unroll * ksplit` K columns, read
    /// their fragments with `ldmatrix` and release the slot on its `empty` mbarrier.
    pub stages: u32,
    /// CTAs per cluster (`_c<cluster>`, sm_90; 1: none). The `cluster` CTAs of a cluster
    /// own the same `8 * nb` rows of B and split K in `cluster` contiguous ranges; each
    /// sums its warps' parts in its own shared memory, and after a `barrier.cluster` CTA
    /// rank r adds the cluster's parts of its share of the block through `mapa` and
    /// `ld.shared::cluster` and stores them. With more rows per CTA, fewer CTAs read each
    /// column of A: A's traffic is `N / (8 nb)` times its 128 KiB (at nb = 4, half of B's).
    pub cluster: u32,
}

impl DecodeConfig {
    /// The kernel's name: `gemm_decode_m16_nb2_w8_u4`, `_p` added when pipelined, `_x`
    /// with wide loads.
    pub fn name(&self) -> String {
        format!(
            "gemm_decode_m16_nb{}_w{}_u{}{}{}{}{}",
            self.nb,
            self.ksplit,
            self.unroll,
            if self.pipe { "_p" } else { "" },
            if self.wide { "_x" } else { "" },
            if self.stages > 0 {
                format!("_s{}", self.stages)
            } else {
                String::new()
            },
            if self.cluster > 1 {
                format!("_c{}", self.cluster)
            } else {
                String::new()
            }
        )
    }

    /// Threads per CTA: the K-splitting warps, and the producer warp of a staged kernel.
    pub fn threads(&self) -> u32 {
        32 * (self.ksplit + u32::from(self.stages > 0))
    }

    /// Bytes of dynamic shared memory to launch with: the staged kernel's ring (0
    /// otherwise). A slot holds the CTA's `8 * nb` rows of B, then the 16 rows of A, each
    /// `2 * kc + 16` bytes (`kc` K columns, padded by 16 bytes so that the 8 row
    /// addresses of an `ldmatrix` fall in different banks).
    pub fn shared_bytes(&self) -> u32 {
        if self.stages == 0 {
            return 0;
        }
        self.stages * (8 * self.nb + M as u32) * self.pitch()
    }

    /// Bytes per row of a staged slot.
    fn pitch(&self) -> u32 {
        2 * self.kstep() + 16
    }

    /// K columns per step: of every warp's unrolled chunks, and a staged kernel's slot.
    fn kstep(&self) -> u32 {
        self.chunk() * self.unroll * self.ksplit
    }

    /// Whether the kernel needs sm_90 (`cp.async.bulk` and the mbarrier transaction
    /// count, or a cluster).
    pub fn needs_sm90(&self) -> bool {
        self.stages > 0 || self.cluster > 1
    }

    /// The launch for N columns: [`DecodeConfig::grid`] CTAs of
    /// [`DecodeConfig::threads`] threads, [`DecodeConfig::shared_bytes`] of dynamic shared
    /// memory, and clusters of [`DecodeConfig::cluster`] CTAs.
    pub fn launch(&self, n: usize) -> Launch {
        let l = Launch::new(self.grid(n), self.threads()).shared(self.shared_bytes());
        if self.cluster > 1 {
            l.cluster(self.cluster, 1, 1)
        } else {
            l
        }
    }

    /// Checks the configuration.
    pub fn validate(&self) -> Result<(), String> {
        if !matches!(self.nb, 1 | 2 | 4 | 8 | 16) || !matches!(self.cluster, 1 | 2 | 4 | 8) {
            return Err(format!(
                "nb = {}, cluster = {}: the decode kernel has nb = 1, 2, 4, 8 or 16 and clusters of 1, 2, 4 or 8 CTAs",
                self.nb, self.cluster
            ));
        }
        if self.nb > 4 && (self.cluster == 1 || self.unroll > 2) {
            return Err(format!(
                "{}: nb = 8 or 16 needs a cluster and unrolls 1 or 2 chunks",
                self.name()
            ));
        }
        if self.cluster > 1 && (self.wide || self.stages > 0) {
            return Err(format!(
                "{}: a cluster kernel has neither wide loads nor a staged ring",
                self.name()
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
        if self.stages > 0 {
            if self.wide || self.pipe || self.nb == 1 || self.unroll > 4 {
                return Err(format!(
                    "{}: a staged kernel has nb = 2 or 4, unroll 1, 2 or 4, and neither wide nor pipelined loads",
                    self.name()
                ));
            }
            if !(2..=8).contains(&self.stages) || self.ksplit > 16 {
                return Err(format!(
                    "{}: a staged kernel has 2 to 8 slots and 1 to 16 consumer warps",
                    self.name()
                ));
            }
            // The ring, the partial sums and the full/empty mbarriers, within the 227 KiB
            // a CTA may have.
            let total = self.shared_bytes() + self.ksplit * 16 * 8 * self.nb * 4 + 16 * self.stages;
            if total > 227 * 1024 {
                return Err(format!(
                    "{}: {total} bytes of shared memory, more than the 227 KiB of a CTA",
                    self.name()
                ));
            }
        }
        // The warps' partial sums (and a cluster's sums of this CTA's elements): static
        // shared memory, at most 48 KiB.
        let part = (self.ksplit + u32::from(self.cluster > 1)) * 16 * 8 * self.nb * 4;
        if part > 48 * 1024 {
            return Err(format!(
                "{}: {part} bytes of partial sums, more than the 48 KiB of static shared memory",
                self.name()
            ));
        }
        Ok(())
    }

    /// Checks that the kernel covers a `m × n × k` problem: M = 16, whole CTAs of columns
    /// and whole unrolled K steps (in each of a cluster's K ranges).
    pub fn check_shape(&self, m: usize, n: usize, k: usize) -> Result<(), String> {
        let kstep = (self.kstep() * self.cluster) as usize;
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
        (n / (8 * self.nb as usize)) as u32 * self.cluster
    }
}

/// `(a, b, c, n, k)`: A (16×K), B (N×K), C (16×N) of bf16, N and K.
pub type Params = (
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
);

/// Adds the decode kernel of `cfg` to `m` (sm_80 or later; sm_90 for a staged one). A
/// staged kernel declares the module's dynamic shared memory (`decode_smem`): add several
/// to one module with [`gemm_decode_all`]. Launch with [`DecodeConfig::grid`] CTAs of
/// [`DecodeConfig::threads`] threads and [`DecodeConfig::shared_bytes`] bytes of dynamic
/// shared memory, after checking the problem with [`DecodeConfig::check_shape`].
pub fn gemm_decode(m: &mut Module, cfg: &DecodeConfig) -> Result<KernelRef<Params>, String> {
    let mut v = gemm_decode_all(m, core::slice::from_ref(cfg))?;
    v.pop().ok_or_else(|| "no kernel".to_string())
}

/// Adds the decode kernel of every configuration to `m`, in order (the dynamic shared
/// memory of the staged ones declared once).
pub fn gemm_decode_all(
    m: &mut Module,
    cfgs: &[DecodeConfig],
) -> Result<Vec<KernelRef<Params>>, String> {
    for c in cfgs {
        c.validate()?;
    }
    let smem = cfgs
        .iter()
        .any(|c| c.stages > 0)
        .then(|| m.extern_shared::<Bf16>("decode_smem", Align(16)));
    Ok(cfgs.iter().map(|cfg| add(m, *cfg, smem)).collect())
}

fn add(m: &mut Module, cfg: DecodeConfig, smem: Option<Var<Shared, Bf16>>) -> KernelRef<Params> {
    let names = ["a", "b", "c", "n", "k"];
    m.kernel_named(&cfg.name(), &names, move |k, p: Params| {
        if let (Some(smem), true) = (smem, cfg.stages > 0) {
            return match (cfg.nb, cfg.unroll) {
                (2, 1) => staged::<2, 1>(k, cfg, p, smem),
                (2, 2) => staged::<2, 2>(k, cfg, p, smem),
                (2, _) => staged::<2, 4>(k, cfg, p, smem),
                (_, 1) => staged::<4, 1>(k, cfg, p, smem),
                (_, 2) => staged::<4, 2>(k, cfg, p, smem),
                (_, _) => staged::<4, 4>(k, cfg, p, smem),
            };
        }
        match (cfg.nb, cfg.unroll) {
            (1, 1) => body::<1, 1>(k, cfg, p),
            (1, 2) => body::<1, 2>(k, cfg, p),
            (1, 4) => body::<1, 4>(k, cfg, p),
            (1, _) => body::<1, 8>(k, cfg, p),
            (2, 1) => body::<2, 1>(k, cfg, p),
            (2, 2) => body::<2, 2>(k, cfg, p),
            (2, 4) => body::<2, 4>(k, cfg, p),
            (2, _) => body::<2, 8>(k, cfg, p),
            (4, 1) => body::<4, 1>(k, cfg, p),
            (4, 2) => body::<4, 2>(k, cfg, p),
            (4, 4) => body::<4, 4>(k, cfg, p),
            (4, _) => body::<4, 8>(k, cfg, p),
            (8, 1) => body::<8, 1>(k, cfg, p),
            (8, _) => body::<8, 2>(k, cfg, p),
            (_, 1) => body::<16, 1>(k, cfg, p),
            (_, _) => body::<16, 2>(k, cfg, p),
        }
    })
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
    (a, b, kk): (Ptr<Global, Bf16>, Ptr<Global, Bf16>, Reg<u32>),
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
    let zero: [[Reg<f32>; 4]; NB] = k.zeros();
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
    // The CTA's rows of B and its range of K: all of K, or range `rank` of a cluster's.
    // A cluster's sums of the elements this CTA owns, and the first half of the barrier
    // before any CTA writes them (every CTA of the cluster has started).
    let red = (cfg.cluster > 1).then(|| {
        k.barrier_cluster_arrive_with(Some(slots::BarrierClusterArriveSem::Relaxed), false);
        k.shared::<f32>("red", block as u64, Align(16))
    });
    let (n_base, k_lo, klen) = if cfg.cluster > 1 {
        let tile = k.clusterid_x();
        let rank = k.cluster_ctarank();
        let klen = k.shr(kk, cfg.cluster.trailing_zeros());
        let k_lo = k.mul_lo(rank, klen);
        (k.mul_lo(tile, 8 * NB as u32), Some(k_lo), klen)
    } else {
        let cta = k.ctaid_x();
        (k.mul_lo(cta, 8 * NB as u32), None, kk)
    };
    // Lane (g, t): element 8t of chunk `warp` of rows g and g + 8 of A and of rows
    // n_base + 8j + g of B, as pairs of bf16.
    let col = k.shl(warp, 5u32);
    let col = match k_lo {
        Some(lo) => k.add(col, lo),
        None => col,
    };
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
        let zero: [[Reg<f32>; 4]; NB] = k.zeros();
        let (acc, last) = k.for_range(step, klen, step, (zero, first), |k, k0, (acc, cur)| {
            let next = load(k, k0);
            (mma_step(k, cur, acc), next)
        });
        mma_step(k, last, acc)
    } else {
        let zero: [[Reg<f32>; 4]; NB] = k.zeros();
        k.for_range(0u32, klen, step, zero, |k, k0, acc| {
            let cur = load(k, k0);
            mma_step(k, cur, acc)
        })
    };
    store_part(k, part, warp, lane, &acc);
    k.bar_sync(0);
    if let Some(red) = red {
        finish_cluster::<NB>(k, cfg, (part, red), tid, (c, n, n_base));
    } else {
        finish::<NB>(k, cfg, part, tid, (c, n, n_base));
    }
}

/// Stores a warp's partial sums: part[warp][row][col] for rows g, g+8 and columns
/// 8j + 2t, +1 of lane (g, t).
fn store_part<const NB: usize>(
    k: &mut Kernel<'_>,
    part: Var<Shared, f32>,
    warp: Reg<u32>,
    lane: Reg<u32>,
    acc: &[[Reg<f32>; 4]; NB],
) {
    let block = 16 * 8 * NB as u32;
    let cols = 8 * NB as u32;
    let g = k.shr(lane, 2u32);
    let t = k.and(lane, 3u32);
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
}

/// After a barrier: element e = (row, col) of the CTA's 16 × 8nb block of C is the sum of
/// the `ksplit` warps' parts, rounded to bf16; every thread of the CTA takes a share.
fn finish<const NB: usize>(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    part: Var<Shared, f32>,
    tid: Reg<u32>,
    (c, n, n_base): (Ptr<Global, Bf16>, Reg<u32>, Reg<u32>),
) {
    let block = 16 * 8 * NB as u32;
    k.for_range(tid, block, cfg.threads(), (), |k, e, ()| {
        let sum = warp_sum(k, cfg, part, e, block);
        store_c::<NB>(k, sum, e, (c, n, n_base));
    });
}

/// The sum of the `ksplit` warps' parts of element `e`.
fn warp_sum(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    part: Var<Shared, f32>,
    e: Reg<u32>,
    block: u32,
) -> Reg<f32> {
    let q = k.index(part, e);
    (1..cfg.ksplit as i64).fold(k.ld(q), |s, w| {
        let v = k.ld(q.at(w * block as i64));
        k.add(s, v)
    })
}

/// Stores element e = (row, col) of the CTA's block of C, rounded to bf16.
fn store_c<const NB: usize>(
    k: &mut Kernel<'_>,
    sum: Reg<f32>,
    e: Reg<u32>,
    (c, n, n_base): (Ptr<Global, Bf16>, Reg<u32>, Reg<u32>),
) {
    let cols = 8 * NB as u32;
    let h: Reg<Bf16> = k.cvt(sum);
    let h: Reg<u16> = k.bitcast(h);
    let row = k.shr(e, cols.trailing_zeros());
    let colc = k.and(e, cols - 1);
    let cn = k.add(n_base, colc);
    let ci = k.mad_lo(row, n, cn);
    let o = k.index(c, ci).cast::<u16>();
    k.st(o, h);
}

/// The cluster's finish: each thread sums the CTA's warps' parts of its elements and
/// stores each sum into the shared memory of the CTA that owns it (rank r owns elements
/// `r * block / cluster ..`), at `red[rank][e]` there (`mapa`, `st.shared::cluster`).
/// The kernel's first `barrier.cluster.arrive.relaxed` and the `wait` here make sure that
/// every CTA of the cluster has started before its memory is written; after a second
/// barrier (release, then acquire: every store has landed) each CTA adds the cluster's
/// sums of its own elements from its own memory and stores them. No CTA touches another's
/// memory after the second barrier, so each may exit after it.
fn finish_cluster<const NB: usize>(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    (part, red): (Var<Shared, f32>, Var<Shared, f32>),
    tid: Reg<u32>,
    out: (Ptr<Global, Bf16>, Reg<u32>, Reg<u32>),
) {
    let threads = cfg.threads();
    let block = 16 * 8 * NB as u32;
    let share = block / cfg.cluster;
    let rank = k.cluster_ctarank();
    k.barrier_cluster_wait();
    k.for_range(tid, block, threads, (), |k, e, ()| {
        let sum = warp_sum(k, cfg, part, e, block);
        let owner = k.shr(e, share.trailing_zeros());
        let within = k.and(e, share - 1);
        let slot = k.mad_lo(rank, share, within);
        let q = k.index(red, slot);
        let there = k.mapa(q, owner);
        k.st(there, sum);
    });
    k.barrier_cluster_arrive();
    k.barrier_cluster_wait();
    let lo = k.mul_lo(rank, share);
    k.for_range(tid, share, threads, (), |k, i, ()| {
        let q = k.index(red, i);
        let sum = (1..cfg.cluster as i64).fold(k.ld(q), |s, r| {
            let v = k.ld(q.at(r * share as i64));
            k.add(s, v)
        });
        let e = k.add(lo, i);
        store_c::<NB>(k, sum, e, out);
    });
}

/// The staged kernel: warp 0 produces, warps 1 ..= ksplit consume.
///
/// One thread of warp 0 walks the K steps: it waits for the step's slot to be empty,
/// expects its bytes on the slot's `full` mbarrier and copies each of the CTA's B rows and
/// A's 16 rows (`2 * kc` bytes of each) with `cp.async.bulk`. Consumer warp w waits for
/// the slot to be full, multiplies K columns `32 * unroll * w ..` of it (`ldmatrix.x4` of
/// A's 16 × 16 block, and of two 8-row blocks of B at a time; `mma.sync.m16n8k16`), and
/// its lane 0 arrives on the slot's `empty` mbarrier after the MMAs that consumed them.
fn staged<const NB: usize, const U: usize>(
    k: &mut Kernel<'_>,
    cfg: DecodeConfig,
    (a, b, c, n, kk): Params,
    smem: Var<Shared, Bf16>,
) {
    let threads = cfg.threads();
    k.reqntid(threads, 1, 1);
    let rows = 8 * NB as u32; // B rows per CTA
    let kc = cfg.kstep(); // K columns per slot
    let pitch = cfg.pitch() / 2; // elements per slot row
    let slot = (rows + M as u32) * pitch; // elements per slot
    let stages = cfg.stages;
    let block = 16 * rows;
    let part = k.shared::<f32>("part", (cfg.ksplit * block) as u64, Align(16));
    let full = k.shared::<Mbarrier>("full", stages as u64, Align(8));
    let empty = k.shared::<Mbarrier>("empty", stages as u64, Align(8));
    let tid = k.tid_x();
    let warp = k.shr(tid, 5u32);
    let lane = k.and(tid, 31u32);
    let cta = k.ctaid_x();
    let n_base = k.mul_lo(cta, rows);
    let first = k.setp(Cmp::Eq, tid, 0u32);
    k.if_then(first, |k| {
        for s in 0..stages as i64 {
            k.mbarrier_init(full.at(s), 1u32);
            k.mbarrier_init(empty.at(s), cfg.ksplit);
        }
        k.fence_mbarrier_init();
    });
    k.bar_sync(0);
    let base = k.addr_of(smem);
    let base = k.to_u32(base);
    let full64 = k.addr_of(full);
    let full = k.to_u32(full64);
    let empty64 = k.addr_of(empty);
    let empty = k.to_u32(empty64);
    let steps = k.div(kk, kc);
    let is_producer = k.setp(Cmp::Eq, warp, 0u32);
    k.if_then(is_producer, |k| {
        let (_, leader) = k.elect_sync(u32::MAX);
        k.if_then(leader, |k| {
            // Row r of B and of A, at K column 0.
            let b0 = k.mul_lo(n_base, kk);
            let b0 = k.index(b, b0).cast::<Bf16>();
            let a0 = a.cast::<Bf16>();
            let ring = (k.mov(0u32), k.mov(0u32));
            k.for_range(0u32, steps, 1u32, ring, |k, step, (s, ph)| {
                // The slot's previous phase of `empty` (complete from the start for the
                // first round).
                let was = k.xor(ph, 1u32);
                let eb = k.index(empty, s);
                k.mbarrier_wait_parity(eb, was);
                let fb = k.index(full, s);
                let _ = k.mbarrier_arrive_expect_tx(fb, (rows + M as u32) * 2 * kc);
                let k0 = k.mul_lo(step, kc);
                let dst0 = k.mul_lo(s, slot);
                let dst = k.index(base, dst0);
                let mut src = k.index(b0, k0);
                for r in 0..rows as i64 {
                    if r > 0 {
                        src = k.index(src, kk);
                    }
                    k.cp_async_bulk_global_to_shared(dst.at(r * pitch as i64), src, 2 * kc, fb);
                }
                let mut src = k.index(a0, k0);
                for r in 0..M as i64 {
                    if r > 0 {
                        src = k.index(src, kk);
                    }
                    let at = (rows as i64 + r) * pitch as i64;
                    k.cp_async_bulk_global_to_shared(dst.at(at), src, 2 * kc, fb);
                }
                advance(k, stages, s, ph)
            });
        });
    });
    let is_consumer = k.not(is_producer);
    k.if_then(is_consumer, |k| {
        let cw = k.sub(warp, 1u32);
        // The ldmatrix rows of lane l: A's 16 × 16 block at (l % 16, 8 (l / 16)); B's two
        // 8-row blocks at (l % 8 + 8 (l / 16), 8 ((l / 8) % 2)); the warp's K columns
        // start at 32 unroll w.
        let l16 = k.and(lane, 15u32);
        let hi = k.shr(lane, 4u32);
        let kw = k.mul_lo(cw, 32 * U as u32);
        let ar = k.add(l16, rows);
        let ac = k.mad_lo(hi, 8u32, kw);
        let a_off = k.mad_lo(ar, pitch, ac);
        let l8 = k.and(lane, 7u32);
        let br = k.mad_lo(hi, 8u32, l8);
        let bk = k.shr(lane, 3u32);
        let bk = k.and(bk, 1u32);
        let bk = k.mad_lo(bk, 8u32, kw);
        let b_off = k.mad_lo(br, pitch, bk);
        let lane0 = k.setp(Cmp::Eq, lane, 0u32);
        let ring = (k.mov(0u32), k.mov(0u32));
        let zero: [[Reg<f32>; 4]; NB] = k.zeros();
        let state = (zero, ring.0, ring.1);
        let (acc, _, _) = k.for_range(0u32, steps, 1u32, state, |k, _, (mut acc, s, ph)| {
            let fb = k.index(full, s);
            k.mbarrier_wait_parity(fb, ph);
            let so = k.mul_lo(s, slot);
            let sa = k.add(so, a_off);
            let sa = k.index(base, sa);
            let sb = k.add(so, b_off);
            let sb = k.index(base, sb);
            for ks in 0..2 * U as i64 {
                let fa: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, sa.at(16 * ks));
                for jp in 0..NB / 2 {
                    let fb: [Reg<Bf16x2>; 4] =
                        k.ldmatrix(X4, sb.at(16 * ks + 16 * (pitch as i64) * jp as i64));
                    for h in 0..2 {
                        let j = 2 * jp + h;
                        acc[j] = k.mma_sync(M16N8K16, fa, [fb[2 * h], fb[2 * h + 1]], acc[j]);
                    }
                }
            }
            // Every lane's fragments of the slot are in registers once the warp's MMAs
            // have read them.
            k.bar_warp_sync(u32::MAX);
            k.if_then(lane0, |k| {
                let eb = k.index(empty, s);
                k.mbarrier_arrive(eb);
            });
            let (s2, ph2) = advance(k, stages, s, ph);
            (acc, s2, ph2)
        });
        store_part(k, part, cw, lane, &acc);
    });
    k.bar_sync(0);
    finish::<NB>(k, cfg, part, tid, (c, n, n_base));
}

/// The configurations the bench's tuner tries.
pub fn candidates() -> Vec<DecodeConfig> {
    let mut v = Vec::new();
    for (nb, ksplit, unroll, pipe, wide, stages, cluster) in [
        (2, 8, 4, false, false, 0, 1),
        (2, 16, 2, false, false, 0, 1),
        (4, 8, 2, false, false, 0, 1),
        (4, 16, 1, false, false, 0, 1),
        (4, 16, 2, false, false, 0, 1),
        (2, 8, 2, true, false, 0, 1),
        (2, 16, 1, true, false, 0, 1),
        (4, 4, 4, true, false, 0, 1),
        (4, 8, 2, true, false, 0, 1),
        (4, 16, 1, true, false, 0, 1),
        (1, 8, 2, false, true, 0, 1),
        (2, 8, 1, false, true, 0, 1),
        (2, 8, 2, false, true, 0, 1),
        (2, 16, 1, false, true, 0, 1),
        (4, 16, 1, false, true, 0, 1),
        (2, 4, 2, false, false, 4, 1),
        (4, 4, 2, false, false, 6, 1),
        (4, 4, 4, false, false, 3, 1),
        // Clusters splitting K, with 64 or 128 rows of B per CTA.
        (8, 8, 1, false, false, 0, 2),
        (8, 4, 2, false, false, 0, 2),
        (8, 4, 1, true, false, 0, 4),
        (8, 8, 1, false, false, 0, 4),
        (16, 4, 1, false, false, 0, 4),
        (16, 4, 1, true, false, 0, 4),
        (16, 2, 2, false, false, 0, 8),
        (4, 8, 2, false, false, 0, 2),
    ] {
        v.push(DecodeConfig {
            nb,
            ksplit,
            unroll,
            pipe,
            wide,
            stages,
            cluster,
        });
    }
    v
}
