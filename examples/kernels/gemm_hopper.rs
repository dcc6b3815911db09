//! A bf16 GEMM for Hopper (sm_90a), written with the typed builder only: C = A·Bᵀ with A
//! (M×K) and B (N×K) row-major bf16, f32 accumulation, C (M×N) row-major bf16.
//! Shared by `examples/gemm_hopper.rs` and `benches/kernels.rs`.
//!
//! [`gemm_hopper`] generates one kernel per [`Config`] (tile shape, stage count, raster):
//!
//! * a CTA of three warpgroups computes one `bm × bn` tile of C (`bm` 128 or 256, `bn`
//!   128, 192 or 256, not both 256; the 192-wide tile makes more, smaller tiles where
//!   256-wide ones would leave most SMs idle in the last wave): warpgroup 0 is the
//!   producer (it gives registers up with `setmaxnreg.dec`, and one thread chosen by
//!   `elect.sync` issues the TMA loads), warpgroups 1 and 2 are the consumers
//!   (`setmaxnreg.inc`), each owning `bm / 2` rows of the tile;
//! * the pipeline is a typed ring (`typed_ptx::tile`, [`pipeline`]): `stages` stages, each
//!   one K slice of 128-byte rows (64 bf16) in tiles whose layout is their type, an A tile
//!   per consumer (`bm / 2` rows) and a B tile (`bn` rows), all with the 128-byte swizzle,
//!   placed by one tile arena in dynamic shared memory; the ring's `full` mbarrier expects
//!   exactly the stage's tiles' bytes and its `empty` one counts the consumer warps;
//! * the producer fills a stage from the tile maps of A and B, whose 64-row boxes (one
//!   map per operand for every tile shape) load each tile in row blocks
//!   (`Fill::load_rows`);
//! * the consumers issue `wgmma.mma_async.m64nNk16` (N = `bn`) through the tiles'
//!   K-major descriptors (`wgmma_tile`: the offsets of each 64-row block and K step come
//!   from the layouts), keep one group in flight (`wgmma.wait_group 1`) and release the
//!   stage of the previous K slice;
//! * the epilogue rounds the f32 accumulators to bf16 pairs (`cvt.rn.bf16x2.f32`),
//!   stages them in shared memory and either writes whole 16-byte pieces of C rows with
//!   `st.global.v4` (padded rows, no bank conflicts; a 192-wide row in three 64-column
//!   strips) or, with `tma_store`, has the first thread of each consumer store its 64 × 64
//!   boxes (`bn / 64` across) with `cp.async.bulk.tensor` (128-byte-swizzled staging).
//!
//! The generator's parts: [`pipeline`] (the ring and its tiles), [`schedule`] (which
//! tiles and K slices a CTA takes), [`producer`], [`consumer`] (main loops, FP8
//! promotion and scales), [`epilogue`], [`stream_k`] (the fixup of shared tiles) and
//! [`host`] (loading, launching, the tuner's candidates). Each kernel is [`run`]
//! instantiated for its tile shape and stage count ([`SHAPES`]).
//!
//! With `persistent`, a CTA per SM walks every `nctaid`-th tile: the ring runs on across
//! tiles, so the producer loads the next tile while the consumers store the last one, and
//! the staging tile has shared memory of its own.
//!
//! With `stream_k` (persistent), the tiles of the whole waves go round as above and the
//! K slices of the tiles left over are split evenly among the CTAs (CUTLASS's
//! data-parallel + stream-K hybrid), so that no SM idles in a last, partial wave. A tile
//! that several CTAs share is finished by the last to arrive, with no CTA waiting for
//! another: the others leave f32 partial tiles in a module-scope workspace and count their
//! slices on the tile's counter (`atom.acq_rel.gpu`); the tile's first CTA, usually the last
//! to arrive, takes it with a compare-and-swap and adds the partials to its registers.
//! The sum runs in CTA order whoever finishes, so the result is the same bits every run.
//! Measured on an H100 it is correct but not faster where it was meant to help: at
//! 3000 × 5000 × 4000 (480 tiles of 128 × 256, 3.6 waves) 653–659 TFLOP/s against 671–688
//! for the one-tile-at-a-time kernels (`examples/gemm_hopper.rs --time`, steady state,
//! `docs/gpu-runs/2026-11-27-h100-issue20-s2-extra.log`). The split tiles' slices run at
//! about half the speed of whole ones, which eats the last wave's gain (ncu: the consumers
//! wait on the ring's `full` barriers there; the fixup's partial tiles, 128 KiB each, are a
//! small part). It wins by 1–3% at 8192³ and 8192 × 28672 × 4096
//! (`docs/gpu-runs/2026-11-27-h100-issue20-s2-time.log`), and the tuner keeps it as a
//! candidate.
//!
//! With `cluster`, CTAs come in 2-CTA clusters along M and the ring is a cluster ring of
//! both: each loads its own A tiles and every other 64-row block of the pair's common B
//! tile, multicast into both CTAs' stages (`Fill::load_multicast`), and the consumers
//! release a stage on both CTAs' `empty` mbarriers (`mapa` and a remote arrive), since
//! both producers write into it.
//!
//! The CTAs walk the tiles in groups of `group_m` tile rows (column by column within a
//! group), so that the CTAs running at one time share their A and B slices in L2.
//!
//! Edges: any M, and N and K multiples of 8 ([`Config::check_shape`]). The tiles and K
//! slices are counted rounding up (`ceil(M / bm)`, `ceil(N / bn)`, `ceil(K / 64)`), and no
//! load needs a guard: TMA fills the elements of a box that lie outside the tensor (rows
//! past M or N, columns past K) with zeros, which add nothing to the products, and still
//! delivers (and counts on the `full` mbarrier) the whole box. The TMA store writes only
//! the elements of a box inside C; the `st.global.v4` epilogue skips rows past M and the
//! 16-byte pieces past N (N a multiple of 8: a piece is wholly inside or outside). With
//! `cluster`, the tile rows are rounded up to an even count so that the grid is whole
//! clusters: a CTA whose tile lies wholly past M runs the whole protocol (its B half is
//! its peer's too, and its peer arrives on its mbarriers), loading zeros and storing
//! nothing.

use typed_ptx::tile::{Sw128, Tile, TileLayout, TileMap};
use typed_ptx::*;

// Each generator file stands alone, so a crate that includes two has two copies.
#[allow(clippy::duplicate_mod)]
#[path = "common.rs"]
mod common;

// The generator's parts (paths from this file's folder, whichever crate includes it).
#[path = "gemm_hopper/consumer.rs"]
mod consumer;
#[path = "gemm_hopper/epilogue.rs"]
mod epilogue;
#[cfg(feature = "cuda")]
#[path = "gemm_hopper/host.rs"]
pub mod host;
#[path = "gemm_hopper/pipeline.rs"]
mod pipeline;
#[path = "gemm_hopper/producer.rs"]
mod producer;
#[path = "gemm_hopper/schedule.rs"]
mod schedule;
#[path = "gemm_hopper/stream_k.rs"]
mod stream_k;
use consumer::*;
use epilogue::*;
use pipeline::*;
use producer::*;
use schedule::*;
use stream_k::*;

/// The K extent of a bf16 stage: one 128-byte swizzle row (an FP8 stage holds
/// [`E4m3Op::K_ROW`]).
pub const BK: u32 = 64;
/// Rows of the A and B tile maps' boxes: a stage's tiles are loaded in 64-row blocks, so
/// one map of each operand serves every tile shape.
pub const BOX_ROWS: u32 = 64;
/// Threads per CTA: a producer warpgroup and two consumer warpgroups.
pub const THREADS: u32 = 384;
/// Consumer warpgroups.
const CONSUMERS: u32 = 2;
/// Registers a producer thread keeps (`setmaxnreg.dec`) and a consumer thread gets
/// (`setmaxnreg.inc`): 128 × 40 + 256 × 232 = 64,512 of the SM's 65,536.
const PRODUCER_REGS: u32 = 40;
const CONSUMER_REGS: u32 = 232;
/// The most shared memory a CTA may have on sm_90 (227 KiB).
pub const MAX_SMEM: u32 = 227 * 1024;
/// The most CTAs a stream-K kernel runs with (an H100 SXM's or H200's SMs): its module's
/// workspace has two partial tiles (`bm · bn` f32) and a counter for each.
pub const STREAM_K_MAX_CTAS: u32 = 132;

/// The shape of one generated kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Rows of C per CTA: 128 (each consumer 64 rows) or 256 (each consumer 128 rows).
    pub bm: u32,
    /// Columns of C per CTA: 128, 192 or 256 (the `wgmma` N). 192 evens out the last wave
    /// where 256-wide tiles leave most SMs idle in it.
    pub bn: u32,
    /// Pipeline stages (3 to 6, as many as fit in shared memory: [`SHAPES`]).
    pub stages: u32,
    /// Tile rows per raster group (1 to 64).
    pub group_m: u32,
    /// The epilogue stores C with TMA (64 × 64 boxes from a 128-byte-swizzled staging
    /// tile) instead of `st.global.v4` from a padded one.
    pub tma_store: bool,
    /// Persistent: a CTA per SM walks the tiles, its producer loading the next tile while
    /// the consumers store the last one (needs `tma_store`: the staging tile gets shared
    /// memory of its own).
    pub persistent: bool,
    /// 2-CTA clusters along M: the two CTAs of a cluster compute vertically adjacent tiles,
    /// and each loads half of their common B slice, multicast into both.
    pub cluster: bool,
    /// Stream-K (`_sk`; persistent, bf16): after the whole waves of tiles, the CTAs split
    /// the K slices of the tiles left over evenly, so that no last wave is partly empty; a
    /// tile shared by several CTAs is finished by the last of them to arrive (the module
    /// documentation says how). Its module holds a workspace that its launches share:
    /// launch it with [`Config::grid`]'s CTAs (more trap), one launch at a time.
    pub stream_k: bool,
}

impl Config {
    /// The kernel's name, from its shape: `gemm_hopper_128x256_s4_g8`.
    pub fn name(&self) -> String {
        format!(
            "gemm_hopper_{}x{}_s{}_g{}{}{}{}{}",
            self.bm,
            self.bn,
            self.stages,
            self.group_m,
            if self.tma_store { "_tma" } else { "" },
            if self.persistent { "_p" } else { "" },
            if self.cluster { "_c2" } else { "" },
            if self.stream_k { "_sk" } else { "" }
        )
    }

    /// Rows of C each consumer warpgroup owns.
    fn rows_per_consumer(&self) -> u32 {
        self.bm / CONSUMERS
    }

    /// `m64` row blocks per consumer (one `wgmma` each per k16 step).
    fn m64_per_consumer(&self) -> u32 {
        self.rows_per_consumer() / 64
    }

    /// Bytes of one stage of A and of B.
    fn slot_bytes(&self) -> (u32, u32) {
        (self.bm * BK * 2, self.bn * BK * 2)
    }

    /// The row stride, in bf16 pairs, of the epilogue's staging tile: 4 words of padding
    /// per row spread the rows a warp stores over all banks.
    fn staging_stride(&self) -> u32 {
        self.bn / 2 + 4
    }

    /// Dynamic shared memory per CTA: the pipeline's stages and the epilogue's staging
    /// tile (which reuses the slots unless the kernel is persistent), and 1 KiB to align
    /// them.
    pub fn smem_bytes(&self) -> u32 {
        let (a, b) = self.slot_bytes();
        let pipeline = self.stages * (a + b);
        if self.persistent {
            pipeline + self.bm * self.bn * 2 + 1024
        } else {
            let staging = self.bm * self.staging_stride() * 4;
            pipeline.max(staging) + 1024
        }
    }

    /// Checks the configuration: the tile shapes the kernel is written for, and a
    /// pipeline that fits in shared memory.
    pub fn validate(&self) -> Result<(), String> {
        if !matches!(self.bm, 128 | 256) {
            return Err(format!("bm = {}: the kernel has bm = 128 or 256", self.bm));
        }
        if !matches!(self.bn, 128 | 192 | 256) {
            return Err(format!(
                "bn = {}: the kernel has bn = 128, 192 or 256",
                self.bn
            ));
        }
        if self.bm == 256 && self.bn == 256 {
            return Err(
                "bm = bn = 256 needs 256 accumulator registers per consumer thread, more than a thread has"
                    .into(),
            );
        }
        if !(3..=6).contains(&self.stages) {
            return Err(format!("{} stages: the kernel has 3 to 6", self.stages));
        }
        if self.persistent && !self.tma_store {
            return Err(format!(
                "{}: the persistent kernel stores C with TMA (tma_store)",
                self.name()
            ));
        }
        if self.cluster && (self.persistent || !self.group_m.is_multiple_of(2)) {
            return Err(format!(
                "{}: 2-CTA clusters need an even raster group and one CTA per tile",
                self.name()
            ));
        }
        if self.stream_k && (!self.persistent || self.cluster) {
            return Err(format!(
                "{}: stream-K is a persistent kernel's schedule, without clusters",
                self.name()
            ));
        }
        if !(1..=64).contains(&self.group_m) {
            return Err(format!(
                "group_m = {}: a raster group has 1 to 64 tile rows",
                self.group_m
            ));
        }
        if !SHAPES.contains(&(self.bm, self.bn, self.stages)) {
            return Err(format!(
                "{}: the generator makes the tile shapes and stage counts of SHAPES, whose stages fit in shared memory; {} x {} with {} stages is not one",
                self.name(),
                self.bm,
                self.bn,
                self.stages
            ));
        }
        // The barriers' static shared memory: 16 bytes a stage (and stream-K's 4-byte
        // word).
        if self.smem_bytes() + 16 * self.stages + 4 * u32::from(self.stream_k) > MAX_SMEM {
            return Err(format!(
                "{}: {} bytes of shared memory, more than the {MAX_SMEM} a CTA may have",
                self.name(),
                self.smem_bytes()
            ));
        }
        Ok(())
    }

    /// Checks that the kernel can compute an `m × n × k` problem: M ≥ 1, and N and K
    /// multiples of 8. The tiles at the edges of C and the last K slice may be partial
    /// (the module documentation says how), but the rows of A and B (K bf16) and of C
    /// (N bf16) must be whole multiples of 16 bytes: TMA strides are, and the
    /// `st.global.v4` epilogue writes 16-byte pieces of C rows.
    pub fn check_shape(&self, m: usize, n: usize, k: usize) -> Result<(), String> {
        if m == 0 || n == 0 || k == 0 {
            return Err(format!(
                "{m} x {n} x {k}: an empty GEMM (M, N and K must be at least 1)"
            ));
        }
        if m.saturating_mul(n) >= 1 << 32 || m.max(n).saturating_mul(k) >= 1 << 32 {
            return Err(format!(
                "{m} x {n} x {k}: the kernel indexes with 32 bits (M·N and max(M, N)·K below 2^32): split the problem"
            ));
        }
        if !n.is_multiple_of(8) {
            return Err(format!(
                "{m} x {n} x {k}: {} needs N a multiple of 8 (C's rows are a multiple of 16 bytes for its tensor map and 16-byte stores): pad N to {} (B with zero rows, C with ignored columns)",
                self.name(),
                n.next_multiple_of(8)
            ));
        }
        if !k.is_multiple_of(8) {
            return Err(format!(
                "{m} x {n} x {k}: {} needs K a multiple of 8 (the rows of A and B are a multiple of 16 bytes for their tensor maps): pad K to {} with zero columns in A and B",
                self.name(),
                k.next_multiple_of(8)
            ));
        }
        // Stream-K counts slices in 32 bits: G² · ceil(K / 64) below 2^32.
        let g = STREAM_K_MAX_CTAS as usize;
        if self.stream_k && g * g * k.div_ceil(BK as usize) >= 1 << 32 {
            return Err(format!(
                "{m} x {n} x {k}: {} counts K slices in 32 bits and takes K of at most {}: use a kernel without stream-K, or split K",
                self.name(),
                ((1usize << 32) - 1) / (g * g) * BK as usize
            ));
        }
        Ok(())
    }

    /// Tiles of C down and across for an `m × n` C: `ceil(m / bm)` (with `cluster` rounded
    /// up to an even count, so that the CTAs come in whole clusters) and `ceil(n / bn)`.
    pub fn tiles(&self, m: usize, n: usize) -> (usize, usize) {
        let bm = self.bm as usize;
        let tiles_m = if self.cluster {
            2 * m.div_ceil(2 * bm)
        } else {
            m.div_ceil(bm)
        };
        (tiles_m, n.div_ceil(self.bn as usize))
    }

    /// The launch for an `m × n` C on a GPU of `sms` SMs: [`Config::grid`] CTAs of
    /// [`THREADS`] threads, [`Config::smem_bytes`] of dynamic shared memory, and 2-CTA
    /// clusters with `cluster`.
    pub fn launch(&self, m: usize, n: usize, sms: u32) -> Launch {
        let l = Launch::new(self.grid(m, n, sms), THREADS).shared(self.smem_bytes());
        if self.cluster { l.cluster(2, 1, 1) } else { l }
    }

    /// CTAs for an `m × n` C on a GPU of `sms` SMs: one per tile (the edge tiles
    /// included), or (persistent) at most one per SM; stream-K, one per SM (at most
    /// [`STREAM_K_MAX_CTAS`]), however few the tiles.
    pub fn grid(&self, m: usize, n: usize, sms: u32) -> u32 {
        let (tm, tn) = self.tiles(m, n);
        let tiles = (tm * tn) as u32;
        if self.stream_k {
            sms.clamp(1, STREAM_K_MAX_CTAS)
        } else if self.persistent {
            tiles.min(sms.max(1))
        } else {
            tiles
        }
    }
}

/// The element type of A and B: the tiles it is stored in (what TMA copies and `wgmma`
/// reads), and how many of it make a 128-byte row of a stage.
pub trait Operand: Copy + 'static {
    /// A tile's element: `Bf16`, or FP8 packs of four (TMA copies them as bits).
    type Elem: TmaElem + WgmmaElem;
    /// A tile of `ROWS` rows of one stage's K slice (a 128-byte row each, 128-byte
    /// swizzle).
    type T<const ROWS: u32>: TileLayout<Elem = Self::Elem, Swizzle = Sw128>;
    /// K elements in a 128-byte row: one stage's K extent.
    const K_ROW: u32;
    /// Whether each slot's products go to a fresh accumulator that is then added to the
    /// f32 one ("promotion"): Hopper's FP8 `wgmma` keeps fewer accumulator bits than
    /// f32 (about 14, DeepSeek-V3's report measures), so summing a long K inside the
    /// tensor core loses accuracy (about 1% of the largest value at K = 16384).
    const PROMOTE: bool;
}

/// bf16 operands: `wgmma … .bf16.bf16`, k16 per instruction, 64 per stage.
#[derive(Clone, Copy, Debug)]
pub struct Bf16Op;
impl Operand for Bf16Op {
    type Elem = Bf16;
    type T<const ROWS: u32> = Tile<Bf16, ROWS, 64, Sw128>;
    const K_ROW: u32 = 64;
    const PROMOTE: bool = false;
}

/// FP8 E4M3 operands, in tiles of packs of four (a 128-byte row is 32 packs) read by
/// `wgmma … .e4m3.e4m3` (k32 per instruction): 128 per stage.
#[derive(Clone, Copy, Debug)]
pub struct E4m3Op;
impl Operand for E4m3Op {
    type Elem = E4m3x4;
    type T<const ROWS: u32> = Tile<E4m3x4, ROWS, 32, Sw128>;
    const K_ROW: u32 = 128;
    const PROMOTE: bool = true;
}

/// The tile map of A or B of operand type `O`: rank 2 (K innermost), boxes of one
/// 128-byte row × [`BOX_ROWS`] rows, 128-byte swizzle, all from the tile's type.
pub type BoxMap<O> = TileMap<<O as Operand>::T<BOX_ROWS>, 2>;

/// The tensor map of C (boxes of 64 × 64 bf16 with the 128-byte swizzle, for the TMA
/// store epilogue).
pub type Map = Ptr<Generic<Param<Entry>>, TensorMap<Bf16, 2>>;

/// `(a, b, c_map, c, m, n, k)`: the tile maps of A and B ([`BoxMap`]), the map of C
/// (64 × 64; used with `tma_store`), C itself (M×N bf16, row-major; used without) and
/// the problem size.
pub type Params = (
    BoxMap<Bf16Op>,
    BoxMap<Bf16Op>,
    Map,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
);

/// `(a, b, c_map, c, m, n, k, scale_a, scale_b)` of the FP8 GEMM ([`gemm_fp8`]): as
/// [`Params`], A and B FP8 E4M3 (tile maps of packs of four, boxes of 32 packs × 64
/// rows), and the f32 scales (one each, or one per row of A and one per row of B:
/// [`Scaling`]).
pub type Fp8Params = (
    BoxMap<E4m3Op>,
    BoxMap<E4m3Op>,
    Map,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
);

/// How the FP8 GEMM scales its f32 products before rounding C to bf16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scaling {
    /// `C = (A·Bᵀ) · a[0] · b[0]`: one scale per tensor.
    Tensor,
    /// `C[i][j] = (A·Bᵀ)[i][j] · a[i] · b[j]`: one scale per row of A and per row of B
    /// (per column of C).
    Row,
    /// DeepSeek-V3's block scales: `a[kb·M + i]` for row i of A in the kb-th 128-wide K
    /// block (a column-major M × ⌈K/128⌉ matrix) and `b[nb·⌈K/128⌉ + kb]` for the
    /// 128 × 128 block (nb, kb) of B (a row-major ⌈N/128⌉ × ⌈K/128⌉ matrix). They differ
    /// along K, so they are applied at each promotion: the interval is one K slice (128);
    /// a tile wider than 128 spans two B blocks ([`Scaling::accepts`]).
    Block,
}

impl Scaling {
    /// How many scales A and B have for an `m × n × k` problem: 1 and 1, `m` and `n`, or
    /// `m · ⌈k/128⌉` and `⌈n/128⌉ · ⌈k/128⌉`.
    pub fn lengths(self, m: usize, n: usize, k: usize) -> (usize, usize) {
        let kb = k.div_ceil(128);
        match self {
            Scaling::Tensor => (1, 1),
            Scaling::Row => (m, n),
            Scaling::Block => (m * kb, n.div_ceil(128) * kb),
        }
    }

    /// Whether a kernel of `cfg` promoting every `promote_every` K slices can apply these
    /// scales: block scales change every 128 K elements, so they are applied at every
    /// promotion (one slice apart); a tile's columns may span two 128-wide B blocks, and
    /// its 128 rows give each consumer one m64 block: the promoted accumulator and the
    /// fresh parts fit its registers. A 256-wide tile (any scales) is promoted every slice,
    /// in quarters.
    pub fn accepts(self, cfg: &Config, promote_every: u32) -> Result<(), String> {
        if self == Scaling::Block && promote_every != 1 {
            return Err(format!(
                "block scales change every 128 K: they need promotion every slice (not {promote_every})"
            ));
        }
        if cfg.bn == 256 && promote_every != 1 {
            return Err(format!(
                "a 256-wide tile is promoted every slice, a quarter of its columns at a time (a whole fresh accumulator does not fit beside the promoted one): promote every slice (not {promote_every})"
            ));
        }
        if self == Scaling::Block && cfg.bm != 128 {
            return Err(format!(
                "block scales keep a promoted and fresh accumulators of each consumer's m64 blocks: they need tiles of 128 rows (not {})",
                cfg.bm
            ));
        }
        Ok(())
    }

    /// Its name in kernel names.
    pub fn name(self) -> &'static str {
        match self {
            Scaling::Tensor => "tensor",
            Scaling::Row => "row",
            Scaling::Block => "block",
        }
    }
}

/// The FP8 kernel's scales, and its promotion interval in K slices.
#[derive(Clone, Copy)]
struct Scales {
    kind: Scaling,
    a: Ptr<Global, f32>,
    b: Ptr<Global, f32>,
    promote_every: u32,
}

/// Adds the GEMM kernel of `cfg` to `m` (a module for sm_90a). Also declares the module's
/// dynamic shared memory (`gemm_smem`), so a module holds one GEMM kernel; launch it with
/// `cfg.smem_bytes()` bytes of dynamic shared memory, [`THREADS`] threads and
/// `cfg.grid(m, n, sms)` CTAs, after checking the problem with [`Config::check_shape`].
/// A stream-K kernel also declares its workspace (`sk_partials`, `sk_counters`: 2 ×
/// [`STREAM_K_MAX_CTAS`] partial tiles of `bm · bn` f32, 34.6 MB at 128 × 256, and a
/// counter per CTA, zero when the module loads and again after every launch that
/// completes). Its launches share it: they must not overlap (two streams, or parallel
/// branches of a graph, would mix their partial tiles), which one stream guarantees.
pub fn gemm_hopper(m: &mut Module, cfg: &Config) -> Result<KernelRef<Params>, String> {
    cfg.validate()?;
    let cfg = *cfg;
    let smem = m.extern_shared::<Bf16>("gemm_smem", Align(16));
    let sk = cfg.stream_k.then(|| StreamK {
        partials: m.global_aligned::<f32>(
            "sk_partials",
            u64::from(2 * STREAM_K_MAX_CTAS * cfg.bm * cfg.bn),
            Align(16),
        ),
        counters: m.global::<u32>("sk_counters", u64::from(STREAM_K_MAX_CTAS)),
    });
    let names = ["a", "b", "c_map", "c", "m", "n", "k"];
    Ok(m.kernel_named(&cfg.name(), &names, move |k, p: Params| {
        Bf16Op::body(k, cfg, smem, p, (None, sk))
    }))
}

/// Adds the FP8 GEMM kernel of `cfg` to `m` (a module for sm_90a): `C = A·Bᵀ` with A
/// (M×K) and B (N×K) row-major FP8 E4M3, f32 accumulation, scaled by `scaling`'s
/// scales, C (M×N) row-major bf16; the same pipeline as [`gemm_hopper`] (its slots hold
/// 128 K elements, `wgmma … .e4m3.e4m3` k32), launched the same way. K must be a multiple
/// of 16 (16-byte rows of A and B).
pub fn gemm_fp8(
    m: &mut Module,
    cfg: &Config,
    scaling: Scaling,
    promote_every: u32,
) -> Result<KernelRef<Fp8Params>, String> {
    cfg.validate()?;
    if cfg.stream_k {
        return Err(format!(
            "{}: the FP8 kernel has no stream-K schedule",
            cfg.name()
        ));
    }
    scaling.accepts(cfg, promote_every)?;
    if !matches!(promote_every, 1 | 2 | 4) {
        return Err(format!(
            "promotion every {promote_every} K slices: the kernel promotes every 1, 2 or 4 (128, 256 or 512 K elements)"
        ));
    }
    let cfg = *cfg;
    let smem = m.extern_shared::<Bf16>("gemm_smem", Align(16));
    let names = ["a", "b", "c_map", "c", "m", "n", "k", "scale_a", "scale_b"];
    let name = fp8_name(&cfg, scaling, promote_every);
    Ok(m.kernel_named(
        &name,
        &names,
        move |k, (ma, mb, mc, c, mm, nn, kk, sa, sb): Fp8Params| {
            let scales = Scales {
                kind: scaling,
                a: sa,
                b: sb,
                promote_every,
            };
            E4m3Op::body(
                k,
                cfg,
                smem,
                (ma, mb, mc, c, mm, nn, kk),
                (Some(scales), None),
            )
        },
    ))
}

/// The FP8 kernel's name: `gemm_fp8_<scaling>_pe<interval>_` and the tile's part of
/// [`Config::name`].
pub fn fp8_name(cfg: &Config, scaling: Scaling, promote_every: u32) -> String {
    format!(
        "gemm_fp8_{}_pe{promote_every}_{}",
        scaling.name(),
        cfg.name().trim_start_matches("gemm_hopper_")
    )
}

/// Calls macro `$m` with the arguments `$x` and every tile shape and stage count the
/// generator makes, `(bm, bn, stages, bm / 2, bn / 2)` (the last two: each consumer's A
/// rows and accumulator registers a thread per m64 block): every one whose stages fit in
/// shared memory. The one list [`SHAPES`] and the kernels' dispatch are made from.
macro_rules! each_shape {
    ($m:ident $(, $x:ident)*) => {
        $m!(($($x),*)
            (128, 128, 3, 64, 64) (128, 128, 4, 64, 64) (128, 128, 5, 64, 64)
            (128, 128, 6, 64, 64) (128, 192, 3, 64, 96) (128, 192, 4, 64, 96)
            (128, 192, 5, 64, 96) (128, 256, 3, 64, 128) (128, 256, 4, 64, 128)
            (256, 128, 3, 128, 64) (256, 128, 4, 128, 64) (256, 192, 3, 128, 96)
            (256, 192, 4, 128, 96))
    };
}

/// `(bm, bn, stages)` of [`each_shape`].
macro_rules! shape_list {
    (() $(($bm:literal, $bn:literal, $n:literal, $ar:literal, $r:literal))*) => {
        &[$(($bm, $bn, $n)),*]
    };
}

/// The tile shapes and stage counts the generator makes, `(bm, bn, stages)`: every one
/// whose stages fit in shared memory ([`Config::validate`] refuses the others).
pub const SHAPES: &[(u32, u32, u32)] = each_shape!(shape_list);

/// The operands of one kernel: the maps of A, B and C, C, and the problem size.
type Args<O> = (
    BoxMap<O>,
    BoxMap<O>,
    Map,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
);

/// The operand types whose kernels are made for every shape of [`SHAPES`]: the kernel of
/// `cfg` (and, for FP8, its scales) is [`run`] instantiated for its tile shape and stage
/// count.
trait Shapes: Operand {
    fn body(
        k: &mut Kernel<'_>,
        cfg: Config,
        smem: Var<Shared, Bf16>,
        args: Args<Self>,
        extra: (Option<Scales>, Option<StreamK>),
    );
}

/// The kernel of `cfg`: [`run`] instantiated for its shape (operands `Self`).
macro_rules! dispatch {
    (($k:ident, $cfg:ident, $smem:ident, $args:ident, $extra:ident)
        $(($bm:literal, $bn:literal, $n:literal, $ar:literal, $r:literal))*) => {
        match ($cfg.bm, $cfg.bn, $cfg.stages) {
            $(($bm, $bn, $n) => run::<Self, $ar, $bn, $n, $r>($k, $cfg, $smem, $args, $extra),)*
            // `Config::validate` refuses every other shape before a kernel is made.
            _ => {}
        }
    };
}

macro_rules! shapes {
    ($($o:ty),*) => {$(
        impl Shapes for $o {
            fn body(
                k: &mut Kernel<'_>,
                cfg: Config,
                smem: Var<Shared, Bf16>,
                args: Args<Self>,
                extra: (Option<Scales>, Option<StreamK>),
            ) {
                each_shape!(dispatch, k, cfg, smem, args, extra)
            }
        }
    )*};
}
shapes!(Bf16Op, E4m3Op);

/// The kernel of one tile shape: `AR` rows of A per consumer (`bm / 2`), `NN` columns of
/// C (`bn`, the `wgmma` N), `N` stages, `R` accumulator registers a thread per m64 block.
/// Its parts: the [`pipeline`] (tiles and ring), the [`producer`], the [`consumer`]s with
/// the [`epilogue`], over the [`schedule`] (and [`stream_k`]'s fixup).
fn run<O: Operand, const AR: u32, const NN: u32, const N: u32, const R: usize>(
    k: &mut Kernel<'_>,
    cfg: Config,
    smem: Var<Shared, Bf16>,
    (ma, mb, mc, c, mm, nn, kk): Args<O>,
    (scales, sk): (Option<Scales>, Option<StreamK>),
) where
    Pipe<O, AR, NN, N>: Consume<R>,
{
    k.reqntid(THREADS, 1, 1);
    k.minnctapersm(1);
    if cfg.cluster {
        k.reqnctapercluster(2, 1, 1);
    }
    if sk.is_some() {
        // The workspace has a partial tile and a counter for STREAM_K_MAX_CTAS CTAs: a
        // larger grid (a launch other than `Config::grid`'s) stops here instead of
        // writing past it.
        let ctas = k.nctaid_x();
        let over = k.setp(Cmp::Gt, ctas, STREAM_K_MAX_CTAS);
        k.if_then(over, |k| k.trap());
    }
    let tid = k.tid_x();
    let wg = k.shr(tid, 7u32);
    let first = k.setp(Cmp::Eq, tid, 0u32);
    k.if_then(first, |k| {
        k.prefetch_tile_map(ma);
        k.prefetch_tile_map(mb);
        if cfg.tma_store {
            k.prefetch_tensormap(mc);
        }
    });
    // The stages' tiles from the first 1024-byte boundary of dynamic shared memory (the
    // launch asks for 1 KiB more), then (persistent) each consumer's staging tile. The
    // ring's barriers are initialised before any thread goes on (in a cluster, before
    // either CTA multicasts into, or arrives on, the other's).
    let mut arena = k.tile_arena(smem);
    let pipe = Pipe::<O, AR, NN, N>::new(k, &mut arena, (ma, mb), cfg.cluster);
    let staging = cfg
        .persistent
        .then(|| (arena.tile::<Tile<Bf16, AR, NN, Sw128>>(k), arena.tile(k)));
    let (tiles, kt_n) = tile_counts::<O>(k, cfg, (mm, nn, kk), scales);

    // The producer warpgroup gives registers up to the consumers; one elected thread
    // of its first warp issues every TMA load.
    let is_producer = k.setp(Cmp::Eq, wg, 0u32);
    k.if_then(is_producer, |k| {
        k.setmaxnreg_dec(PRODUCER_REGS);
        let warp0 = k.setp(Cmp::Lt, tid, 32u32);
        k.if_then(warp0, |k| {
            let (_, leader) = k.elect_sync(u32::MAX);
            k.if_then(leader, |k| producer(k, cfg, &pipe, tiles, kt_n));
        });
    });

    let is_consumer = k.not(is_producer);
    k.if_then(is_consumer, |k| {
        k.setmaxnreg_inc(CONSUMER_REGS);
        let place = Place::new(k, tid, wg);
        // The staging tiles: each consumer's own (persistent), or the stages' memory
        // once the pipeline is done (padded rows for the `st.global` epilogue, each
        // consumer's boxes after the first's for the TMA store).
        let base = pipe.base(k).cast::<Bf16>();
        let own = match staging {
            Some((s0, s1)) => k.tile_select(place.first, s0, s1).ptr(),
            None => {
                let at = k.mul_lo(place.cw, AR * NN);
                k.index(base, at)
            }
        };
        let k_blocks = match scales {
            Some(s) if s.kind == Scaling::Block => {
                let up = k.add(kk, O::K_ROW - 1);
                k.shr(up, O::K_ROW.trailing_zeros())
            }
            _ => kt_n,
        };
        let ctx = Consumer {
            cfg,
            tid,
            kt_n,
            k_blocks,
            staging: base,
            own,
            c,
            c_map: mc,
            m: mm,
            n: nn,
            tiles,
            scales,
            sk,
        };
        consumer::<O, _, NN, R>(k, &ctx, &place, &pipe);
    });
    pipe.leave(k);
}
