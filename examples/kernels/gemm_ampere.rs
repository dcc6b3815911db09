//! The sm_80 bf16 GEMM of issue 9, C = A·Bᵀ (A: M×K, B: N×K, both row-major, so both
//! K-major; C: M×N row-major bf16; f32 accumulation), written with the typed builder: a
//! `cp.async` pipeline of shared-memory stages, `ldmatrix` fragments and
//! `mma.sync.m16n8k16` bf16. Shared by `examples/gemm_ampere.rs`, `benches/kernels.rs` and
//! the ptxas check of `tests/perf_kernels.rs`.
//!
//! [`gemm_ampere`] generates one kernel per [`Config`]:
//!
//! * a CTA computes a `bm × bn` tile of C with `(bm / wm) × (bn / wn)` warps (4 or 8),
//!   each warp a `wm × wn` sub-tile (64×32, 32×64 or 64×64: up to 4×8 `m16n8`
//!   accumulators, 128 f32 registers a thread);
//! * every thread copies 16-byte chunks of the next `bk`-wide K slice of A and B with
//!   `cp.async.cg` into a ring of `stages` shared-memory slots, one commit group per slice,
//!   and waits with `cp.async.wait_group stages - 2` and one `bar.sync` per slice;
//! * the slots are stored either with padded rows (16 bytes more per row) or, with
//!   `swizzle`, dense and with the 16-byte chunks of each 128-byte line XORed with the
//!   line's index mod 8: both leave the 16-byte `cp.async` stores and the 8 row reads of
//!   an `ldmatrix` matrix free of bank conflicts, the swizzle without wasting shared memory;
//! * the fragments are double-buffered: the `ldmatrix.x4` of the next k16 step (across
//!   slices too: the wait and the barrier sit before the last k16 step's loads) are issued
//!   before the current step's `mma.sync`s;
//! * the CTAs walk the tiles in groups of `group_m` tile rows, column by column within a
//!   group, so that the CTAs running at one time share their A and B slices in L2.
//!
//! K must be a multiple of `bk` and N of 8; M is free. Tiles past M or N read the last
//! row of A or B in their place and store nothing there (a C column pair is stored when
//! its 8-column block starts before N).
//!
//! [`candidates`] are the tuner's 8 configurations; `benches/kernels.rs` times each briefly
//! and runs the fastest for the shape in alternation with cuBLAS. Measured on an H100
//! (`docs/gpu-runs/2026-11-23-h100-ampere-generator.log`; clocks not locked, so a few
//! percent move between runs): the 64×64-warp candidates reach 430–467 TFLOP/s in the
//! tuner's quick timing at 4096³ and 8192³ (the first one, the kernel before the generator,
//! 250–260), and the chosen one 428 TFLOP/s at 4096³ (0.59× cuBLAS) and 416 at 8192³
//! (0.56×) in alternation, against 220–270 (0.29–0.49×) before. The swizzled layout beat
//! the padded one by 14–20% (128×256, 64×64 warps, BK 32, 4 stages), and the 64×64 warp
//! tile the 64×32 one by 19–21%; BK 64, a fifth stage, raster groups of 16 and spreading
//! the copies over the k16 steps (`spread`; ptxas schedules them together anyway) each
//! moved the time by less than the noise between runs.

use typed_ptx::sreg::*;
use typed_ptx::*;

#[allow(dead_code)]
// its ring `advance` is the mbarrier kernels'
// Each generator file stands alone, so a crate that includes two has two copies.
#[allow(clippy::duplicate_mod)]
#[path = "common.rs"]
mod common;

/// The most dynamic shared memory a CTA may have on sm_90 (227 KiB); an A100 (sm_80) allows
/// 163 KiB, so [`host::fits`] checks a configuration against the GPU at hand.
pub const MAX_SMEM: u32 = 227 * 1024;

/// The shape of one generated kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Rows of C per CTA: 64, 128 or 256.
    pub bm: u32,
    /// Columns of C per CTA: 64, 128 or 256.
    pub bn: u32,
    /// Rows of C per warp: 32 or 64.
    pub wm: u32,
    /// Columns of C per warp: 32 or 64 (not 32 when `wm` is 32).
    pub wn: u32,
    /// K per pipeline stage: 32 or 64.
    pub bk: u32,
    /// Shared-memory stages of the `cp.async` pipeline: 2 to 5.
    pub stages: u32,
    /// XOR-swizzled dense rows instead of padded ones.
    pub swizzle: bool,
    /// Tile rows per raster group (1 to 64).
    pub group_m: u32,
    /// The copies of a slice are spread over its k16 steps (the last part issued before
    /// the wait) instead of all issued at the first.
    pub spread: bool,
}

/// `(c, a, b, m, n, k)`: bf16 buffers (`half::bf16` on the host).
pub type Params = (
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
);

impl Config {
    /// The kernel's name, from its shape: `gemm_ampere_128x256_w64x64_k32_s4_swz_g8`.
    pub fn name(&self) -> String {
        format!(
            "gemm_ampere_{}x{}_w{}x{}_k{}_s{}_{}_g{}{}",
            self.bm,
            self.bn,
            self.wm,
            self.wn,
            self.bk,
            self.stages,
            if self.swizzle { "swz" } else { "pad" },
            self.group_m,
            if self.spread { "_sp" } else { "" }
        )
    }

    /// Warps per CTA.
    pub fn warps(&self) -> u32 {
        (self.bm / self.wm.max(1)) * (self.bn / self.wn.max(1))
    }

    /// Threads per CTA.
    pub fn threads(&self) -> u32 {
        32 * self.warps()
    }

    /// A shared row of one operand, in elements: `bk`, plus 8 with padding.
    fn row(&self) -> u32 {
        if self.swizzle { self.bk } else { self.bk + 8 }
    }

    /// One stage (A's tile, then B's), in elements.
    fn stage_elems(&self) -> u32 {
        (self.bm + self.bn) * self.row()
    }

    /// Dynamic shared memory per CTA, in bytes (both operands, every stage).
    pub fn smem_bytes(&self) -> u32 {
        self.stages * self.stage_elems() * 2
    }

    /// Checks the configuration: the shapes the kernel is written for, whole chunks of
    /// the copies per thread, and a pipeline that fits in shared memory.
    pub fn validate(&self) -> Result<(), String> {
        let name = self.name();
        for (what, v) in [("bm", self.bm), ("bn", self.bn)] {
            if !matches!(v, 64 | 128 | 256) {
                return Err(format!(
                    "{name}: {what} = {v}; the kernel has 64, 128 or 256"
                ));
            }
        }
        if !matches!((self.wm, self.wn), (64, 32) | (32, 64) | (64, 64)) {
            return Err(format!(
                "{name}: a {}x{} warp tile; the kernel has 64x32, 32x64 or 64x64",
                self.wm, self.wn
            ));
        }
        if !self.bm.is_multiple_of(self.wm) || !self.bn.is_multiple_of(self.wn) {
            return Err(format!(
                "{name}: the warp tile {}x{} does not divide the CTA tile {}x{}",
                self.wm, self.wn, self.bm, self.bn
            ));
        }
        if !matches!(self.warps(), 4 | 8) {
            return Err(format!(
                "{name}: {} warps; the kernel has 4 or 8 warps per CTA",
                self.warps()
            ));
        }
        if !matches!(self.bk, 32 | 64) {
            return Err(format!("{name}: bk = {}; the kernel has 32 or 64", self.bk));
        }
        if !(2..=5).contains(&self.stages) {
            return Err(format!(
                "{name}: {} stages; the kernel has 2 to 5",
                self.stages
            ));
        }
        if !(1..=64).contains(&self.group_m) {
            return Err(format!(
                "{name}: group_m = {}; a raster group has 1 to 64 tile rows",
                self.group_m
            ));
        }
        let chunks = self.bk / 8;
        for (what, rows) in [("A", self.bm), ("B", self.bn)] {
            if !(rows * chunks).is_multiple_of(self.threads()) {
                return Err(format!(
                    "{name}: the {} 16-byte chunks of a slice of {what} do not split evenly over {} threads",
                    rows * chunks,
                    self.threads()
                ));
            }
        }
        if self.smem_bytes() > MAX_SMEM {
            return Err(format!(
                "{name}: {} bytes of shared memory, more than the {MAX_SMEM} a CTA may have",
                self.smem_bytes()
            ));
        }
        Ok(())
    }

    /// Checks that the kernel covers an `m × n × k` problem: K whole slices, N a multiple
    /// of 8, M anything positive, and 32-bit indices.
    pub fn check_shape(&self, m: usize, n: usize, k: usize) -> Result<(), String> {
        if m == 0 || n == 0 || k == 0 {
            return Err(format!("{m} x {n} x {k}: an empty GEMM"));
        }
        if !n.is_multiple_of(8) || !k.is_multiple_of(self.bk as usize) {
            return Err(format!(
                "{m} x {n} x {k}: {} needs N a multiple of 8 and K of {} (pad B with zero rows to N = {} and both with zero columns to K = {})",
                self.name(),
                self.bk,
                n.next_multiple_of(8),
                k.next_multiple_of(self.bk as usize)
            ));
        }
        if m * n >= 1 << 32 || m.max(n) * k >= 1 << 32 {
            return Err(format!("{m} x {n} x {k}: the kernel indexes with 32 bits"));
        }
        Ok(())
    }

    /// CTAs for an `m × n` C: one per tile (a one-dimensional grid, rastered in the
    /// kernel).
    pub fn grid(&self, m: usize, n: usize) -> u32 {
        (m.div_ceil(self.bm as usize) * n.div_ceil(self.bn as usize)) as u32
    }
}

/// The configurations the tuner tries.
pub fn candidates() -> Vec<Config> {
    let c = |bm, bn, wm, wn, bk, stages, group_m, spread| Config {
        bm,
        bn,
        wm,
        wn,
        bk,
        stages,
        swizzle: true,
        group_m,
        spread,
    };
    vec![
        // The kernel before the generator (one CTA of 128 x 128, 64 x 32 warp tiles, BK 32,
        // 3 padded stages), rastered: the reference.
        Config {
            swizzle: false,
            ..c(128, 128, 64, 32, 32, 3, 8, false)
        },
        c(128, 128, 64, 64, 32, 4, 8, false),
        c(128, 256, 64, 64, 32, 4, 8, false),
        c(128, 256, 64, 64, 32, 4, 16, false),
        c(128, 256, 64, 64, 64, 4, 8, true),
        c(256, 128, 64, 64, 32, 4, 8, false),
        c(256, 128, 64, 64, 32, 5, 8, true),
        c(256, 128, 64, 64, 64, 4, 8, true),
    ]
}

/// The element offset of chunk `chunk` (8 bf16) of row `row` of an operand tile: padded
/// rows, or dense rows whose 16-byte chunks are XORed with the 128-byte line's index
/// mod 8 (`e ^ ((e >> 3) & 56)` of the dense offset `e`).
fn place(k: &mut Kernel<'_>, cfg: &Config, row: Reg<u32>, chunk: Reg<u32>) -> Reg<u32> {
    let e8 = k.shl(chunk, 3u32);
    let e = k.mad_lo(row, cfg.row(), e8);
    if cfg.swizzle {
        let line = k.shr(e, 3u32);
        let line = k.and(line, 56u32);
        k.xor(e, line)
    } else {
        e
    }
}

/// The next stage's element offset in the ring.
fn advance(k: &mut Kernel<'_>, cfg: &Config, off: Reg<u32>) -> Reg<u32> {
    let next = k.add(off, cfg.stage_elems());
    let wrap = k.setp(Cmp::Eq, next, cfg.stages * cfg.stage_elems());
    k.selp(0u32, next, wrap)
}

/// Adds the kernel `cfg.name()` to `md` (target sm_80 or newer; launch it with
/// `cfg.threads()` threads, `cfg.grid(m, n)` CTAs and `cfg.smem_bytes()` of dynamic shared
/// memory).
pub fn gemm_ampere(md: &mut Module, cfg: &Config) -> Result<KernelRef<Params>, String> {
    cfg.validate()?;
    Ok(match (cfg.wm, cfg.wn) {
        (64, 32) => body::<4, 2>(md, cfg),
        (32, 64) => body::<2, 4>(md, cfg),
        _ => body::<4, 4>(md, cfg),
    })
}

/// The kernel for a warp tile of `MI` m16 blocks by `2 * NB` n8 blocks (`NB` B
/// `ldmatrix.x4` per k16 step).
fn body<const MI: usize, const NB: usize>(md: &mut Module, cfg: &Config) -> KernelRef<Params> {
    let cfg = *cfg;
    // Its own name per kernel, so that every candidate can share one module.
    let smem = md.extern_shared::<Bf16>(&format!("smem_{}", cfg.name()), Align(128));
    md.kernel(&cfg.name(), move |k, (c, a, b, m, n, kk): Params| {
        let threads = cfg.threads();
        k.reqntid(threads, 1, 1);
        let row_e = cfg.row();
        let b_tile = cfg.bm * row_e;
        let t = k.tid_x();
        let lane = k.and(t, 31u32);
        let warp = k.shr(t, 5u32);
        let base = k.addr_of(smem);
        let base = k.to_u32(base);

        // The raster: groups of group_m tile rows, walked column by column.
        let bm_log = cfg.bm.trailing_zeros();
        let bn_log = cfg.bn.trailing_zeros();
        let tiles_m = k.add(m, cfg.bm - 1);
        let tiles_m = k.shr(tiles_m, bm_log);
        let tiles_n = k.add(n, cfg.bn - 1);
        let tiles_n = k.shr(tiles_n, bn_log);
        let tile = k.mov(CTAID_X);
        let per_group = k.mul_lo(tiles_n, cfg.group_m);
        let group = k.div(tile, per_group);
        let first_m = k.mul_lo(group, cfg.group_m);
        let left = k.sub(tiles_m, first_m);
        let gm = k.min(left, cfg.group_m);
        let r = k.rem(tile, per_group);
        let tm_in = k.rem(r, gm);
        let tm = k.add(first_m, tm_in);
        let tn = k.div(r, gm);
        let row0 = k.shl(tm, bm_log);
        let col0 = k.shl(tn, bn_log);

        // The copies: thread t moves 16-byte chunks t, t + threads, … of each slice (row
        // chunk / (bk / 8), elements 8 * (chunk % (bk / 8))).
        // Rows past M (of A) and past N (of B) read the last row instead: the products
        // they feed are rows and columns of C that are not stored.
        let per_row = cfg.bk / 8;
        let last_a = k.sub(m, 1u32);
        let last_b = k.sub(n, 1u32);
        let mut copies = Vec::new();
        for (rows, src, first, tile_off, last) in [
            (cfg.bm, a, row0, 0, last_a),
            (cfg.bn, b, col0, b_tile, last_b),
        ] {
            for i in 0..rows * per_row / threads {
                let chunk = k.add(t, i * threads);
                let r = k.shr(chunk, per_row.trailing_zeros());
                let q = k.and(chunk, per_row - 1);
                let e = k.shl(q, 3u32);
                let g = k.add(first, r);
                let g = k.min(g, last);
                let gi = k.mad_lo(g, kk, e);
                let s = k.index(src, gi);
                let d = place(k, &cfg, r, q);
                let d = k.add(d, tile_off);
                copies.push((k.index(base, d), s));
            }
        }
        let load = |k: &mut Kernel<'_>, slice: Reg<u32>, so: Reg<u32>, part: &[_]| {
            let ko = k.mul_lo(slice, cfg.bk);
            for &(d, s) in part {
                let sa = k.index(d, so);
                let ga = k.index(s, ko);
                k.cp_async_cg(sa, ga);
            }
        };

        // The ldmatrix rows, one base per k16 step of a slice: A's 16×16 block at
        // (lane % 16, 8 * (lane / 16)); B's two n8 × k16 blocks at
        // (lane % 8 + 8 * (lane / 16), 8 * ((lane / 8) % 2)). Blocks 16 rows further are
        // 16 rows further in either layout.
        let warps_n = cfg.bn / cfg.wn;
        let wm = k.div(warp, warps_n);
        let wn = k.rem(warp, warps_n);
        let l16 = k.and(lane, 15u32);
        let hi = k.shr(lane, 4u32);
        let ar = k.mad_lo(wm, cfg.wm, l16);
        let l8 = k.and(lane, 7u32);
        let br = k.mad_lo(hi, 8u32, l8);
        let br = k.mad_lo(wn, cfg.wn, br);
        let bq = k.shr(lane, 3u32);
        let bq = k.and(bq, 1u32);
        let steps = (cfg.bk / 16) as usize;
        let mut a_rows = Vec::new();
        let mut b_rows = Vec::new();
        for ks in 0..steps as u32 {
            let qa = k.add(hi, 2 * ks);
            let ea = place(k, &cfg, ar, qa);
            a_rows.push(k.index(base, ea));
            let qb = k.add(bq, 2 * ks);
            let eb = place(k, &cfg, br, qb);
            let eb = k.add(eb, b_tile);
            b_rows.push(k.index(base, eb));
        }
        type Frags<const MI: usize, const NB: usize> =
            ([[Reg<Bf16x2>; 4]; MI], [[Reg<Bf16x2>; 4]; NB]);
        let frags = |k: &mut Kernel<'_>, so: Reg<u32>, ks: usize| -> Frags<MI, NB> {
            let (sa, sb) = (k.index(a_rows[ks], so), k.index(b_rows[ks], so));
            let fa = core::array::from_fn(|i| k.ldmatrix(X4, sa.at(16 * row_e as i64 * i as i64)));
            let fb = core::array::from_fn(|j| k.ldmatrix(X4, sb.at(16 * row_e as i64 * j as i64)));
            (fa, fb)
        };

        let slices = k.shr(kk, cfg.bk.trailing_zeros());
        // The prologue: the first stages - 1 slices in flight, one commit group each.
        for s in 0..cfg.stages - 1 {
            let sr = k.mov(s);
            let live = k.setp(Cmp::Lt, sr, slices);
            let so = k.mov(s * cfg.stage_elems());
            k.if_then(live, |k| load(k, sr, so, &copies));
            k.cp_async_commit_group();
        }
        // Slice 0 has landed.
        k.cp_async_wait_group(cfg.stages - 2);
        k.bar_sync(0);
        let rd = k.mov(0u32);
        let wr = k.mov((cfg.stages - 1) * cfg.stage_elems());
        let f0 = frags(k, rd, 0);
        // acc[i][jb][h]: the m16n8 accumulator of m16 block i, n8 block 2 * jb + h.
        let acc: [[[[Reg<f32>; 4]; 2]; NB]; MI] = k.zeros();
        let (acc, ..) = k.for_range(
            0u32,
            slices,
            1u32,
            (acc, f0, rd, wr),
            |k, kt, (mut acc, mut cur, mut rd, mut wr)| {
                // Slice kt + stages - 1 goes into the stage of slice kt - 1, which every
                // warp finished reading before the last barrier.
                let ahead = k.add(kt, cfg.stages - 1);
                let live = k.setp(Cmp::Lt, ahead, slices);
                let n = copies.len();
                for ks in 0..steps {
                    let part = if cfg.spread {
                        &copies[ks * n / steps..(ks + 1) * n / steps]
                    } else if ks == 0 {
                        &copies[..]
                    } else {
                        &copies[..0]
                    };
                    if ks == steps - 1 {
                        if cfg.spread {
                            k.if_then(live, |k| load(k, ahead, wr, part));
                            k.cp_async_commit_group();
                            wr = advance(k, &cfg, wr);
                        }
                        // Slice kt + 1 has landed, and every warp is done with slice kt,
                        // whose stage the next iteration's copies overwrite.
                        k.cp_async_wait_group(cfg.stages - 2);
                        k.bar_sync(0);
                        rd = advance(k, &cfg, rd);
                    }
                    let next = frags(k, rd, (ks + 1) % steps);
                    if ks < steps - 1 && !part.is_empty() {
                        k.if_then(live, |k| load(k, ahead, wr, part));
                    }
                    if !cfg.spread && ks == 0 {
                        k.cp_async_commit_group();
                        wr = advance(k, &cfg, wr);
                    }
                    let (fa, fb) = cur;
                    for (i, a_frag) in fa.iter().enumerate() {
                        for (jb, f) in fb.iter().enumerate() {
                            for h in 0..2 {
                                let bj = [f[2 * h], f[2 * h + 1]];
                                let d = acc[i][jb][h];
                                acc[i][jb][h] = k.mma_sync(M16N8K16, *a_frag, bj, d);
                            }
                        }
                    }
                    cur = next;
                }
                (acc, cur, rd, wr)
            },
        );
        k.cp_async_wait_group(0);

        // The epilogue: lane l holds rows l / 4 (+ 8) and columns 2 * (l % 4) (+ 1) of
        // each m16n8 accumulator; pairs go out as one bf16x2 store.
        let g = k.shr(lane, 2u32);
        let q = k.and(lane, 3u32);
        let r = k.mad_lo(wm, cfg.wm, g);
        let r = k.add(row0, r);
        let cc = k.shl(q, 1u32);
        let cc = k.mad_lo(wn, cfg.wn, cc);
        let cc = k.add(col0, cc);
        for (i, acc_i) in acc.iter().enumerate() {
            for half in 0..2usize {
                let row = k.add(r, (16 * i + 8 * half) as u32);
                let inside = k.setp(Cmp::Lt, row, m);
                k.if_then(inside, |k| {
                    let o = k.mad_lo(row, n, cc);
                    let p = k.index(c, o).cast::<Bf16x2>();
                    for (j, d) in acc_i.iter().flatten().enumerate() {
                        let v = k.cvt_pack::<Bf16x2>(d[2 * half + 1], d[2 * half]);
                        // Column pair cc + 8j, +1: N is a multiple of 8, so the pair is
                        // inside exactly when its 8-column block starts before N.
                        let col = k.add(cc, 8 * j as u32);
                        let within = k.setp(Cmp::Lt, col, n);
                        k.if_then(within, |k| k.st(p.at(4 * j as i64), v));
                    }
                });
            }
        }
    })
}

/// Loading and launching the generated kernels on a GPU.
#[cfg(feature = "cuda")]
pub mod host {
    use super::{Config, Params, gemm_ampere};
    use typed_ptx::runtime::cudarc::driver::CudaSlice;
    use typed_ptx::runtime::half::bf16;
    use typed_ptx::runtime::{Function, Gpu, Launch};
    use typed_ptx::{Module, Target};

    /// One loaded GEMM kernel.
    pub struct Gemm {
        /// Its configuration.
        pub cfg: Config,
        f: Function<Params>,
    }

    impl Gemm {
        /// `c = a · bᵀ` for row-major `a` (m × k), `b` (n × k) and `c` (m × n), all bf16;
        /// queued on the GPU's stream.
        pub fn run(
            &self,
            a: &CudaSlice<bf16>,
            b: &CudaSlice<bf16>,
            c: &mut CudaSlice<bf16>,
            (m, n, k): (usize, usize, usize),
        ) -> Result<(), String> {
            self.cfg.check_shape(m, n, k)?;
            if a.len() < m * k || b.len() < n * k || c.len() < m * n {
                return Err(format!(
                    "{m} x {n} x {k} in buffers of {}, {} and {} elements",
                    a.len(),
                    b.len(),
                    c.len()
                ));
            }
            let launch =
                Launch::new(self.cfg.grid(m, n), self.cfg.threads()).shared(self.cfg.smem_bytes());
            // SAFETY: A holds m × k, B n × k and C m × n bf16 (checked above); the kernel
            // reads rows of A up to m − 1, rows of B up to n − 1 and K up to k (N and K
            // whole tiles: check_shape), and writes only rows of C below m.
            unsafe {
                self.f
                    .launch(&launch, (&mut *c, a, b, m as u32, n as u32, k as u32))
            }
            .map_err(|e| e.to_string())
        }
    }

    /// Whether `cfg`'s shared memory fits in what a CTA may opt in to on `gpu` (227 KiB on
    /// an H100, 163 KiB on an A100).
    pub fn fits(gpu: &Gpu, cfg: &Config) -> Result<(), String> {
        let most = gpu.info().max_shared_per_block_optin;
        if cfg.smem_bytes() > most {
            return Err(format!(
                "{}: {} bytes of shared memory, more than the {most} a CTA may have on this GPU",
                cfg.name(),
                cfg.smem_bytes()
            ));
        }
        Ok(())
    }

    /// Generates and loads a kernel per configuration at once (`Gpu::load_many`: the JIT
    /// runs on several threads); the results come in the order of `cfgs`.
    pub fn load(gpu: &Gpu, cfgs: &[Config]) -> Vec<Result<Gemm, String>> {
        let loaded = super::common::load_each(gpu, cfgs, |cfg| {
            fits(gpu, cfg)?;
            let mut m = Module::new(Target::SM_80);
            gemm_ampere(&mut m, cfg).map(|k| (m, k))
        });
        cfgs.iter()
            .zip(loaded)
            .map(|(cfg, f)| Ok(Gemm { cfg: *cfg, f: f? }))
            .collect()
    }
}
