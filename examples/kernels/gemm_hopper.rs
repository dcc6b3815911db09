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
//! * the producer loads 64-wide K slices of A and B (`bm × 64` and `bn × 64` bf16, 128-byte
//!   rows) with 2-D TMA into a ring of `stages` shared-memory slots stored with the 128-byte
//!   swizzle; each slot has a `full` mbarrier (the producer's `arrive.expect_tx`, completed
//!   by the TMA's transaction bytes) and an `empty` one (one arrival per consumer warp once
//!   its `wgmma`s reading the slot have completed);
//! * the consumers issue `wgmma.mma_async.m64nNk16` (N = `bn`) from 128-byte-swizzled
//!   K-major descriptors of both operands, keep one group in flight
//!   (`wgmma.wait_group 1`) and release the slot of the previous K slice;
//! * the epilogue rounds the f32 accumulators to bf16 pairs (`cvt.rn.bf16x2.f32`),
//!   stages them in shared memory and either writes whole 16-byte pieces of C rows with
//!   `st.global.v4` (padded rows, no bank conflicts; a 192-wide row in three 64-column
//!   strips) or, with `tma_store`, has one thread store 64 × 64 boxes (`bn / 64` across)
//!   with `cp.async.bulk.tensor` (128-byte-swizzled staging).
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
//! With `cluster`, CTAs come in 2-CTA clusters along M: each loads its own A slice and
//! half of the pair's common B slice, multicast into both CTAs' slots
//! (`.multicast::cluster`), and the consumers release a slot on both CTAs' `empty`
//! mbarriers (`mapa` and a remote arrive), since both producers write into it.
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

use typed_ptx::*;

// Each generator file stands alone, so a crate that includes two has two copies.
#[allow(clippy::duplicate_mod)]
#[path = "common.rs"]
mod common;
use common::advance;

/// One 128-byte swizzle row of a pipeline slot, in the 2-byte units the slots are
/// addressed in: the K extent of a bf16 slot (an FP8 slot holds [`E4m3Op::K_ROW`]).
pub const BK: u32 = 64;
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
    /// Pipeline slots (3 to 6, as many as fit in shared memory).
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

    /// Bytes of one slot of A and of B.
    fn slot_bytes(&self) -> (u32, u32) {
        (self.bm * BK * 2, self.bn * BK * 2)
    }

    /// The row stride, in bf16 pairs, of the epilogue's staging tile: 4 words of padding
    /// per row spread the rows a warp stores over all banks.
    fn staging_stride(&self) -> u32 {
        self.bn / 2 + 4
    }

    /// Dynamic shared memory per CTA: the pipeline's slots and the epilogue's staging
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

/// The element type of A and B: how it is stored (the tensor map's element), what
/// `wgmma` reads in shared memory, and how many of it make a 128-byte row of a slot.
pub trait Operand: Copy + 'static {
    /// The tensor map's element type.
    type Stored: TmaElem + Elem;
    /// The element type `wgmma` reads through a descriptor.
    type Shared: WgmmaElem;
    /// K elements in a 128-byte row: one slot's K extent.
    const K_ROW: u32;
    /// Whether each slot's products go to a fresh accumulator that is then added to the
    /// f32 one ("promotion"): Hopper's FP8 `wgmma` keeps fewer accumulator bits than
    /// f32 (about 14, DeepSeek-V3's report measures), so summing a long K inside the
    /// tensor core loses accuracy (about 1% of the largest value at K = 16384).
    const PROMOTE: bool;
}

/// bf16 operands: `wgmma … .bf16.bf16`, k16 per instruction, 64 per slot.
#[derive(Clone, Copy, Debug)]
pub struct Bf16Op;
impl Operand for Bf16Op {
    type Stored = Bf16;
    type Shared = Bf16;
    const K_ROW: u32 = 64;
    const PROMOTE: bool = false;
}

/// FP8 E4M3 operands, stored as bytes (the tensor map's `u8`) and read by
/// `wgmma … .e4m3.e4m3` (k32 per instruction) as packs of four: 128 per slot.
#[derive(Clone, Copy, Debug)]
pub struct E4m3Op;
impl Operand for E4m3Op {
    type Stored = u8;
    type Shared = E4m3x4;
    const K_ROW: u32 = 128;
    const PROMOTE: bool = true;
}

/// The tensor map of A or B of operand type `O`: rank 2 (K innermost), boxes of one
/// 128-byte row × rows, 128-byte swizzle.
pub type MapOf<O> = Ptr<Generic<Param<Entry>>, TensorMap<<O as Operand>::Stored, 2>>;

/// The tensor map of a bf16 A, B or C.
pub type Map = MapOf<Bf16Op>;

/// `(a, b, c_map, c, m, n, k)`: the maps of A (boxes of 64 × `bm`), B (64 × `bn`) and C
/// (64 × 64; used with `tma_store`), C itself (M×N bf16, row-major; used without) and
/// the problem size.
pub type Params = (
    Map,
    Map,
    Map,
    Ptr<Global, Bf16>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
);

/// `(a, b, c_map, c, m, n, k, scale_a, scale_b)` of the FP8 GEMM ([`gemm_fp8`]): as
/// [`Params`], A and B FP8 E4M3 (maps of bytes, boxes of 128 × rows), and the f32 scales
/// (one each, or one per row of A and one per row of B: [`Scaling`]).
pub type Fp8Params = (
    MapOf<E4m3Op>,
    MapOf<E4m3Op>,
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
    /// along K, so they are applied at each promotion: the interval is one K slice (128)
    /// and the tiles are 128 wide (one B block across).
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

/// The first row and column of C of tile `tile`: groups of `group_m` tile rows, walked
/// column by column within a group. The last group has the tile rows left
/// (`tiles_m mod group_m` when that is not 0), so any `tiles_m` is covered exactly. With
/// `cluster`, `tiles_m` and `group_m` are even, so every group has an even height and the
/// CTAs `2i` and `2i + 1` of a cluster get vertically adjacent tiles of one tile column.
fn tile_coords(
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

/// Everything the consumer warpgroups need.
struct Consumer {
    cfg: Config,
    tid: Reg<u32>,
    wg: Reg<u32>,
    kt_n: Reg<u32>,
    /// The pipeline's slots (1024-byte aligned).
    smem: Ptr32<Shared<Cta>, Bf16>,
    /// The epilogue's staging tile: the slots, or (persistent) a region of its own.
    staging: Ptr32<Shared<Cta>, Bf16>,
    full: Ptr32<Shared<Cta>, Mbarrier>,
    empty: Ptr32<Shared<Cta>, Mbarrier>,
    c: Ptr<Global, Bf16>,
    c_map: Map,
    m: Reg<u32>,
    n: Reg<u32>,
    /// Tiles of C down and across.
    tiles: (Reg<u32>, Reg<u32>),
    /// The FP8 kernel's scales.
    scales: Option<Scales>,
    /// A stream-K kernel's workspace.
    sk: Option<StreamK>,
}

/// Releases slot `s` once this thread's warp is past the `wgmma.wait_group` that
/// completed the slot's `wgmma`s (`when`, if given, also holds): lane 0 of each consumer
/// warp arrives on the slot's `empty` mbarrier, and in a 2-CTA cluster, where the peer's
/// producer multicasts into this CTA's slot too, also on the peer's (`mapa` and a remote
/// arrive).
fn release(k: &mut Kernel<'_>, c: &Consumer, p: &Place, s: Reg<u32>, when: Option<Reg<Pred>>) {
    let arrive = match when {
        Some(w) => k.and(w, p.lane0),
        None => p.lane0,
    };
    k.if_then(arrive, |k| {
        let eb = k.index(c.empty, s);
        k.mbarrier_arrive(eb);
        if c.cfg.cluster {
            let rank = k.cluster_ctarank();
            let peer = k.xor(rank, 1u32);
            let remote = k.mapa32(eb, peer);
            k.mbarrier_arrive_remote(remote);
        }
    });
}

/// This consumer thread's place: its warpgroup's index among the consumers, its thread in
/// the warpgroup, its lane, whether it is lane 0, and where its rows of A start in a slot.
struct Place {
    cw: Reg<u32>,
    wt: Reg<u32>,
    lane: Reg<u32>,
    lane0: Reg<Pred>,
    a_first: Reg<u32>,
}

/// The K slices `lo .. hi` a main loop runs over (`None`: all of the tile's).
type Slices = Option<(Reg<u32>, Reg<u32>)>;

/// One tile's main loop: every K slice (or the slices `lo .. hi` of `range`) from the
/// ring, starting at slot `s` of phase parity `ph`; returns the slot state after the
/// tile. With `zero_first` the first `wgmma` overwrites the accumulators (`scale-d`
/// false) instead of adding to them. Each K slice's slot is released once its `wgmma`s
/// have completed (the last one after `wait_group 0`).
#[allow(clippy::too_many_arguments)]
fn mainloop<O: Operand, const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    (s, ph): (Reg<u32>, Reg<u32>),
    (zero_first, range): (bool, Slices),
    tile: (Reg<u32>, Reg<u32>),
) -> (Reg<u32>, Reg<u32>)
where
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
{
    if O::PROMOTE {
        // Every slice of the tile: the FP8 kernel has no stream-K (`gemm_fp8` refuses it).
        debug_assert!(range.is_none());
        return mainloop_promoted::<O, NN, R>(k, c, p, acc, (s, ph), zero_first, tile);
    }
    let cfg = c.cfg;
    let (lo, hi): (Src<u32>, Src<u32>) = match range {
        Some((lo, hi)) => (lo.into(), hi.into()),
        None => (0u32.into(), c.kt_n.into()),
    };
    let (s, ph, prev) = k.for_range(lo, hi, 1u32, (s, ph, s), |k, kt, (s, ph, prev)| {
        issue_slot::<O, NN, R>(k, c, p, acc, (s, ph), &|k| {
            if zero_first {
                k.setp(Cmp::Ne, kt, lo).into()
            } else {
                true.into()
            }
        });
        // The previous K slice's wgmmas are complete: its slot may be refilled.
        k.wgmma_wait_group(1);
        let later = k.setp(Cmp::Gt, kt, lo);
        release(k, c, p, prev, Some(later));
        let (s2, ph2) = advance(k, cfg.stages, s, ph);
        (s2, ph2, s)
    });
    k.wgmma_wait_group(0);
    release(k, c, p, prev, None);
    (s, ph)
}

/// A `wgmma` descriptor of operands `O`.
type Desc<O> = Reg<WgmmaDesc<<O as Operand>::Shared>>;

/// The descriptors of this consumer's A rows (one per m64 block) and of B in slot `s`:
/// 128-byte-swizzled K-major matrices, 8-row groups 1024 bytes apart.
fn slot_descs<O: Operand>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    s: Reg<u32>,
    mt: usize,
) -> (Vec<Desc<O>>, Desc<O>) {
    let (a_slot, b_slot) = c.cfg.slot_bytes();
    let b_base = c.cfg.stages * a_slot / 2;
    let a_elem = k.mad_lo(s, a_slot / 2, p.a_first);
    let a_ptr = k.index(c.smem, a_elem).cast::<O::Shared>();
    let b_elem = k.mad_lo(s, b_slot / 2, b_base);
    let b_ptr = k.index(c.smem, b_elem).cast::<O::Shared>();
    let da = (0..mt)
        .map(|j| {
            k.wgmma_desc(
                a_ptr.byte_offset(j as i64 * 64 * 128),
                Swizzle::B128,
                16,
                1024,
            )
        })
        .collect();
    (da, k.wgmma_desc(b_ptr, Swizzle::B128, 16, 1024))
}

/// [`mainloop`] with promotion ([`Operand::PROMOTE`]): the K slices' `wgmma`s write a
/// fresh accumulator a run of `promote_every` slices at a time (`scale-d` false on the
/// run's first), then the consumer waits for them (`wgmma.wait_group 0`) and adds the
/// fresh accumulator to the f32 one: the tensor core sums 128 · `promote_every` K
/// elements (DeepGEMM promotes every 128), f32 adds the rest. Within a run one group
/// stays in flight, as in [`mainloop`] (`wait_group 1` releases the slot before). A run
/// is unrolled, with no branch: `kt_n` is a whole number of runs (the producer loads the
/// slices past K too, which TMA fills with zeros). (Two fresh accumulators, one in flight
/// while the other is added, make ptxas serialize every `wgmma`, and so does a
/// promotion inside a branch: ptxas waits for the group before the branch.)
#[allow(clippy::too_many_arguments)]
fn mainloop_promoted<O: Operand, const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    (s, ph): (Reg<u32>, Reg<u32>),
    zero_first: bool,
    tile: (Reg<u32>, Reg<u32>),
) -> (Reg<u32>, Reg<u32>)
where
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
{
    let cfg = c.cfg;
    let every = c.scales.map_or(1, |s| s.promote_every);
    let mt = acc.len();
    if zero_first {
        for frag in acc.iter() {
            for &r in frag {
                k.assign(r, 0.0f32);
            }
        }
    }
    let mut fresh: Vec<[Reg<f32>; R]> = (0..mt).map(|_| k.zeros()).collect();
    let runs = k.shr(c.kt_n, every.trailing_zeros());
    let block = c.scales.filter(|s| s.kind == Scaling::Block);
    k.for_range(0u32, runs, 1u32, (s, ph), |k, run, (s, ph)| {
        let (mut s, mut ph) = (s, ph);
        let mut prev = None;
        for i in 0..every {
            issue_slot::<O, NN, R>(k, c, p, &mut fresh, (s, ph), &|_| (i != 0).into());
            if let Some(before) = prev {
                k.wgmma_wait_group(1);
                release(k, c, p, before, None);
            }
            prev = Some(s);
            (s, ph) = advance(k, cfg.stages, s, ph);
        }
        // Block scales: loaded while the group runs (the run is one K block).
        let f = block.map(|sc| block_factors(k, c, p, sc, run, tile, mt));
        k.wgmma_wait_group(0);
        if let Some(last) = prev {
            release(k, c, p, last, None);
        }
        match f {
            Some(f) => promote_scaled(k, acc, &fresh, &f),
            None => promote(k, acc, &fresh),
        }
        (s, ph)
    })
}

/// Issues one K slice's four `wgmma`s from slot `s` into `acc` (adding to it when
/// `keep` holds, overwriting it otherwise: `scale-d` of the first) and commits them as a
/// group, after waiting for the slot to fill. `keep` is made after the descriptors, where
/// the bf16 kernel always made it (its PTX is the snapshot's).
fn issue_slot<O: Operand, const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    (s, ph): (Reg<u32>, Reg<u32>),
    keep: &dyn Fn(&mut Kernel<'_>) -> Src<Pred>,
) where
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
{
    let fb = k.index(c.full, s);
    k.mbarrier_wait_parity(fb, ph);
    let (da, db) = slot_descs::<O>(k, c, p, s, acc.len());
    let keep = keep(k);
    k.wgmma_fence();
    for step in 0..4 {
        let b = if step == 0 {
            db
        } else {
            k.wgmma_desc_advance(db, 32 * step)
        };
        for (j, f) in acc.iter_mut().enumerate() {
            let a = if step == 0 {
                da[j]
            } else {
                k.wgmma_desc_advance(da[j], 32 * step)
            };
            let scale: Src<Pred> = if step == 0 { keep } else { true.into() };
            k.wgmma_mma_async(M64N::<NN>, f, a, b, scale, WgmmaOpts::default());
        }
    }
    k.wgmma_commit_group();
}

/// `acc += fresh`, in place.
fn promote<const R: usize>(k: &mut Kernel<'_>, acc: &[[Reg<f32>; R]], fresh: &[[Reg<f32>; R]]) {
    for (frag, f) in acc.iter().zip(fresh) {
        for (&r, &v) in frag.iter().zip(f) {
            let sum = k.add(r, v);
            k.assign(r, sum);
        }
    }
}

/// The consumer warpgroups: one tile, or (persistent) every `nctaid`-th tile from this
/// CTA's, each a main loop and an epilogue; for `wgmma` N = `NN` (`R` = NN / 2
/// accumulator registers a thread per m64 block).
fn consumer<O: Operand, const NN: u32, const R: usize>(k: &mut Kernel<'_>, c: &Consumer)
where
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
{
    let cfg = c.cfg;
    let cw = k.sub(c.wg, 1u32);
    let wt = k.and(c.tid, 127u32);
    let lane = k.and(c.tid, 31u32);
    let lane0 = k.setp(Cmp::Eq, lane, 0u32);
    // This consumer's rows of the A slot start `cw * rows` rows (of 128 bytes) in.
    let a_first = k.mul_lo(cw, cfg.rows_per_consumer() * BK);
    let p = Place {
        cw,
        wt,
        lane,
        lane0,
        a_first,
    };
    let mut acc: Vec<[Reg<f32>; R]> = (0..cfg.m64_per_consumer()).map(|_| k.zeros()).collect();
    let cta = k.ctaid_x();
    if let Some(sk) = c.sk {
        stream_k_consumer::<O, NN, R>(k, c, &p, &mut acc, sk);
    } else if cfg.persistent {
        let tiles = k.mul_lo(c.tiles.0, c.tiles.1);
        let step = k.nctaid_x();
        k.for_range(cta, tiles, step, (0u32, 0u32), |k, tile, ring| {
            let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
            let ring = mainloop::<O, NN, R>(k, c, &p, &mut acc, ring, (true, None), (m0, n0));
            let out = scaled::<NN, R>(k, c, &p, &acc, (m0, n0));
            tma_store_epilogue::<R>(k, c, &p, &out, (m0, n0));
            ring
        });
        // The last tile's stores have read the staging tile before the CTA leaves.
        let leader = k.setp(Cmp::Eq, c.tid, 128u32);
        k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
    } else {
        let (m0, n0) = tile_coords(k, cfg, cta, c.tiles);
        let ring = (k.mov(0u32), k.mov(0u32));
        mainloop::<O, NN, R>(k, c, &p, &mut acc, ring, (false, None), (m0, n0));
        let out = scaled::<NN, R>(k, c, &p, &acc, (m0, n0));
        // Both consumers are done with the pipeline's slots before either writes its
        // staging tile over them.
        k.bar_sync_count(1, CONSUMERS * 128);
        if cfg.tma_store {
            tma_store_epilogue::<R>(k, c, &p, &out, (m0, n0));
        } else {
            direct_epilogue::<NN, R>(k, c, &p, &out, (m0, n0));
        }
    }
}

/// A stream-K kernel's module-scope workspace: two partial tiles (`bm · bn` f32) and a
/// counter per CTA, [`STREAM_K_MAX_CTAS`] of each. The counters start at 0 (a `.global`
/// variable is zero-initialised) and each is back at 0 when the kernel ends. Launches of
/// one loaded kernel must therefore not overlap (one stream orders them).
#[derive(Clone, Copy)]
struct StreamK {
    partials: Var<Global, f32>,
    counters: Var<Global, u32>,
}

/// This CTA's work in the stream-K schedule. The tiles of the whole waves (`dp`, a
/// multiple of the `G` CTAs) go round as in the persistent kernel: CTA j takes tiles j,
/// j + G, …, each whole, so that the CTAs running at one time share their A and B slices
/// in L2. The K slices of the tiles left (`total = (tiles − dp) · kt_n`, slice `i`
/// counted from `base = dp · kt_n`, tile after tile) are split evenly: CTA j gets slices
/// `base + ⌊j·total/G⌋ .. base + ⌊(j+1)·total/G⌋`, which touch tiles `t0 .. t_end`.
struct SkRange {
    dp: Reg<u32>,
    base: Reg<u32>,
    begin: Reg<u32>,
    end: Reg<u32>,
    t0: Reg<u32>,
    t_end: Reg<u32>,
    total: Reg<u32>,
    ctas: Reg<u32>,
}

/// `base + ⌊j · total / G⌋`, the first slice of CTA `j`. In 32 bits: `total < G · kt_n`
/// and [`Config::check_shape`] bounds `kt_n` so that `G² · kt_n < 2^32`. (No 64-bit
/// division: ptxas makes it a call, and the driver's JIT then serializes every `wgmma`
/// of the kernel, measured 19% slower on an H100.)
fn sk_begin(k: &mut Kernel<'_>, j: Reg<u32>, r: (Reg<u32>, Reg<u32>, Reg<u32>)) -> Reg<u32> {
    let (base, total, ctas) = r;
    let p = k.mul_lo(j, total);
    let q = k.div(p, ctas);
    k.add(base, q)
}

/// The CTA whose share holds slice `i`: `⌊((i − base + 1)·G − 1) / total⌋`, the last CTA
/// whose first slice is at most `i` (never one with no slices); 32 bits as in
/// [`sk_begin`].
fn sk_owner(k: &mut Kernel<'_>, i: Reg<u32>, r: &SkRange) -> Reg<u32> {
    let i1 = k.sub(i, r.base);
    let i1 = k.add(i1, 1u32);
    let p = k.mul_lo(i1, r.ctas);
    let p = k.sub(p, 1u32);
    k.div(p, r.total)
}

/// This CTA's [`SkRange`].
fn stream_k_range(k: &mut Kernel<'_>, tiles: (Reg<u32>, Reg<u32>), kt_n: Reg<u32>) -> SkRange {
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
    fn segment(&self, k: &mut Kernel<'_>, tile: Reg<u32>, kt_n: Reg<u32>) -> (Src<u32>, Src<u32>) {
        let first = k.mul_lo(tile, kt_n);
        let lo = k.max(self.begin, first);
        let lo = k.sub(lo, first);
        let last = k.add(first, kt_n);
        let hi = k.min(self.end, last);
        let hi = k.sub(hi, first);
        (lo.into(), hi.into())
    }

    /// `(base, total, G)`, for [`sk_begin`].
    fn split(&self) -> (Reg<u32>, Reg<u32>, Reg<u32>) {
        (self.base, self.total, self.ctas)
    }
}

/// The stream-K consumers: the whole waves' tiles, then each tile of this CTA's share
/// of the slices left, with its main loop over the share's slices of it. A whole tile is
/// stored at once; a shared one goes to [`sk_shared_tile`].
fn stream_k_consumer<O: Operand, const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &mut [[Reg<f32>; R]],
    sk: StreamK,
) where
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
{
    let cfg = c.cfg;
    let r = stream_k_range(k, c.tiles, c.kt_n);
    let last = k.shared::<u32>("sk_last", 1, Align(4));
    let cta = k.ctaid_x();
    let ring = k.for_range(cta, r.dp, r.ctas, (0u32, 0u32), |k, tile, ring| {
        let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
        let ring = mainloop::<O, NN, R>(k, c, p, acc, ring, (true, None), (m0, n0));
        tma_store_epilogue::<R>(k, c, p, acc, (m0, n0));
        ring
    });
    k.for_range(r.t0, r.t_end, 1u32, ring, |k, tile, ring| {
        let (lo, hi) = r.segment(k, tile, c.kt_n);
        let (lo, hi) = (k.mov(lo), k.mov(hi));
        let (m0, n0) = tile_coords(k, cfg, tile, c.tiles);
        let ring = mainloop::<O, NN, R>(k, c, p, acc, ring, (true, Some((lo, hi))), (m0, n0));
        let starts = k.setp(Cmp::Eq, lo, 0u32);
        let ends = k.setp(Cmp::Eq, hi, c.kt_n);
        let whole = k.and(starts, ends);
        k.if_then(whole, |k| tma_store_epilogue::<R>(k, c, p, acc, (m0, n0)));
        let shared = k.not(whole);
        k.if_then(shared, |k| {
            sk_shared_tile(k, c, p, acc, sk, (&r, tile, hi, starts), last, (m0, n0));
        });
        ring
    });
    // The last tile's stores have read the staging tile before the CTA leaves.
    let leader = k.setp(Cmp::Eq, c.tid, 128u32);
    k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
}

/// This consumer thread's first word of CTA `j`'s partial tile of `tile`, where `begin_j`
/// is the first slice of `j`'s share. Each CTA has two: slot 1 when its share began before
/// the tile (the tile is its last), else slot 0 (its first). Thread `t` of the 256
/// consumer threads stores its accumulator registers 4 at a time, 16-byte group `q` at
/// word `4 (256 q + t)` of the tile (coalesced `v4` accesses; the reader is the same
/// thread of another CTA, so the layout is the accumulator's own).
fn sk_slot(
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
fn sk_offset<const R: usize>(j: usize, q: usize) -> i64 {
    ((j * R / 4 + q) * 4 * (CONSUMERS as usize * 128)) as i64
}

/// Loads a partial tile into `acc` (`add`: adds it to `acc`).
fn sk_take<const R: usize>(
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
fn sk_shared_tile<const R: usize>(
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
fn sk_counter(
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
fn sk_arrive<const R: usize>(
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
fn sk_sum<const R: usize>(
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

/// The register type `wgmma` reads operands of `O` as.
type Kind<O> = <<O as Operand>::Shared as WgmmaElem>::Kind;

/// The first row of C this consumer thread holds in its tile at row `m0`: thread (warp w,
/// lane 4g + t) holds rows 16w + g and +8 of each m64 block of its consumer's rows.
fn thread_row0(k: &mut Kernel<'_>, c: &Consumer, p: &Place, m0: Reg<u32>) -> Reg<u32> {
    let w = k.shr(p.wt, 5u32);
    let g = k.shr(p.lane, 2u32);
    let row0 = k.mad_lo(w, 16u32, g);
    let row0 = k.mad_lo(p.cw, c.cfg.rows_per_consumer(), row0);
    k.add(m0, row0)
}

/// The block scales of K block `kb` for this thread's rows of the tile at `(m0, n0)`:
/// `a[kb·M + row] · b[nb·KB + kb]` for rows 16w + g and +8 of each m64 block (clamped to
/// the last row of A: rows past M are never stored), with nb = n0 / 128 and KB the count
/// of K blocks (`kt_n`; the promotion interval is one slice).
fn block_factors(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    sc: Scales,
    kb: Reg<u32>,
    (m0, n0): (Reg<u32>, Reg<u32>),
    mt: usize,
) -> Vec<[Reg<f32>; 2]> {
    let nb = k.shr(n0, 7u32);
    let bi = k.mad_lo(nb, c.kt_n, kb);
    let bq = k.index(sc.b, bi);
    let bs = k.ld(bq);
    let row0 = thread_row0(k, c, p, m0);
    let last = k.sub(c.m, 1u32);
    let col = k.mul_lo(kb, c.m);
    (0..mt)
        .map(|j| {
            [0u32, 8].map(|h| {
                let r = k.add(row0, 64 * j as u32 + h);
                let r = k.min(r, last);
                let i = k.add(col, r);
                let q = k.index(sc.a, i);
                let a = k.ld(q);
                k.mul(a, bs)
            })
        })
        .collect()
}

/// `acc += fresh · f`, in place, `f` the factor of each register's row (`[g, g + 8]` of
/// each m64 block: register e is in row half (e / 2) mod 2).
fn promote_scaled<const R: usize>(
    k: &mut Kernel<'_>,
    acc: &[[Reg<f32>; R]],
    fresh: &[[Reg<f32>; R]],
    f: &[[Reg<f32>; 2]],
) {
    for ((frag, fr), fj) in acc.iter().zip(fresh).zip(f) {
        for (e, (&r, &v)) in frag.iter().zip(fr).enumerate() {
            let sum = k.fma(v, fj[(e / 2) % 2], r);
            k.assign(r, sum);
        }
    }
}

/// The accumulators scaled by the FP8 kernel's scales (the same registers without
/// scales). Thread (warp w, lane 4g + t) holds rows 16w + g and +8 of each m64 block of
/// its consumer's rows, and columns 8i + 2t and +1 of each 8-column block i (the `wgmma`
/// accumulator layout): per-row scales are loaded for those rows and columns, clamped to
/// the last row and column (a tile's rows past M and columns past N are never stored).
fn scaled<const NN: u32, const R: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer,
    p: &Place,
    acc: &[[Reg<f32>; R]],
    (m0, n0): (Reg<u32>, Reg<u32>),
) -> Vec<[Reg<f32>; R]> {
    let Some(sc) = c.scales else {
        return acc.to_vec();
    };
    if sc.kind == Scaling::Block {
        // Applied at each promotion.
        return acc.to_vec();
    }
    if sc.kind == Scaling::Tensor {
        let (a, b) = (k.ld(sc.a), k.ld(sc.b));
        let s = k.mul(a, b);
        return acc.iter().map(|f| f.map(|v| k.mul(v, s))).collect();
    }
    let row0 = thread_row0(k, c, p, m0);
    let t = k.and(p.lane, 3u32);
    let col0 = k.mad_lo(t, 2u32, n0);
    let (last_m, last_n) = (k.sub(c.m, 1u32), k.sub(c.n, 1u32));
    let load = |k: &mut Kernel<'_>, p: Ptr<Global, f32>, i: Reg<u32>, last: Reg<u32>| {
        let i = k.min(i, last);
        let q = k.index(p, i);
        k.ld(q)
    };
    // The column scales of this thread's 2 · NN / 8 columns.
    let cols: Vec<Reg<f32>> = (0..NN / 8)
        .flat_map(|i| [0u32, 1].map(|d| (i, d)))
        .map(|(i, d)| {
            let col = k.add(col0, 8 * i + d);
            load(k, sc.b, col, last_n)
        })
        .collect();
    acc.iter()
        .enumerate()
        .map(|(j, frag)| {
            let rows = [0u32, 8].map(|h| {
                let r = k.add(row0, 64 * j as u32 + h);
                load(k, sc.a, r, last_m)
            });
            core::array::from_fn(|e| {
                // Register e: block i = e / 4, row half (e / 2) % 2, column e % 2.
                let s = k.mul(rows[(e / 2) % 2], cols[2 * (e / 4) + e % 2]);
                k.mul(frag[e], s)
            })
        })
        .collect()
}

/// The `st.global` epilogue: each consumer stages its rows of the tile as bf16 pairs
/// (`cvt.rn.bf16x2.f32`) in padded rows, then writes whole 16-byte pieces of C rows.
fn direct_epilogue<const NN: u32, const R: usize>(
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
/// `c ^ (r % 8)`, which also spreads a warp's stores over all banks), then one thread
/// stores every box of the tile with `cp.async.bulk.tensor`. Persistent, it first waits
/// until the previous tile's stores have read the staging tile and leaves this tile's in
/// flight; otherwise it waits for them at the end.
fn tma_store_epilogue<const R: usize>(
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
    let leader = k.setp(Cmp::Eq, c.tid, 128u32);
    if cfg.persistent {
        k.if_then(leader, |k| k.cp_async_bulk_wait_group_read(0));
        k.bar_sync_count(1, CONSUMERS * 128);
    }
    let w = k.shr(p.wt, 5u32);
    let g = k.shr(p.lane, 2u32);
    let t = k.and(p.lane, 3u32);
    // Thread (w, g, t) writes rows 16w + g (+8) of each m64 block: byte (16w + g) * 128 of
    // the block's boxes, chunk (i % 8) ^ g, word t.
    let row = k.mad_lo(w, 16u32, g);
    let first_box = k.mul_lo(p.cw, (rows / 64) * boxes_n * BOX);
    let base = k.mad_lo(row, 64u32, first_box); // elements
    let base = k.mad_lo(t, 2u32, base);
    let chunk_ptrs: Vec<Ptr32<Shared<Cta>, Bf16x2>> = (0..8u32)
        .map(|ch| {
            let sw = k.xor(g, ch);
            let e = k.mad_lo(sw, 8u32, base);
            k.index(c.staging, e).cast::<Bf16x2>()
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
    // The generic-proxy writes become visible to the TMA unit, then one thread stores.
    k.fence_proxy_async_space(ProxySpace::SharedCta);
    k.bar_sync_count(2, CONSUMERS * 128);
    k.if_then(leader, |k| {
        for rb in 0..cfg.bm / 64 {
            for nb in 0..boxes_n {
                let y = k.add(m0, rb * 64);
                let x = k.add(n0, nb * 64);
                let src = c.staging.at(((rb * boxes_n + nb) * BOX) as i64);
                k.cp_async_bulk_tensor_store(c.c_map, (x, y), src);
            }
        }
        k.cp_async_bulk_commit_group();
        if !cfg.persistent {
            k.cp_async_bulk_wait_group_read(0);
        }
    });
}

/// Tiles of C down and across and K slices, the partial ones at the edges included
/// (`Config::tiles`): TMA zero-fills what lies past M, N or K. With promotion every few
/// slices, the K slices are a whole number of runs (the slices past K are zeros).
fn tile_counts<O: Operand>(
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
    let every = scales.map_or(1, |s| s.promote_every);
    let up = k.add(kk, O::K_ROW * every - 1);
    let kt_n = k.shr(up, (O::K_ROW * every).trailing_zeros());
    let kt_n = if every > 1 {
        k.shl(kt_n, every.trailing_zeros())
    } else {
        kt_n
    };
    ((tiles_m, tiles_n), kt_n)
}

/// What the producer thread needs.
struct Producer<O: Operand> {
    cfg: Config,
    /// The tensor maps of A and B.
    maps: (MapOf<O>, MapOf<O>),
    /// The pipeline's slots (1024-byte aligned).
    smem: Ptr32<Shared<Cta>, Bf16>,
    full: Ptr32<Shared<Cta>, Mbarrier>,
    empty: Ptr32<Shared<Cta>, Mbarrier>,
    tiles: (Reg<u32>, Reg<u32>),
    kt_n: Reg<u32>,
}

/// The producer thread: this CTA's tiles (one, every `nctaid`-th, or stream-K's whole
/// waves and then its share of the slices left), each tile's K slices into the ring.
fn producer<O: Operand>(k: &mut Kernel<'_>, pc: &Producer<O>) {
    let (cfg, kt_n) = (pc.cfg, pc.kt_n);
    let all: (Src<u32>, Src<u32>) = (0u32.into(), kt_n.into());
    let cta = k.ctaid_x();
    if cfg.stream_k {
        let r = stream_k_range(k, pc.tiles, kt_n);
        let ring = k.for_range(cta, r.dp, r.ctas, (0u32, 0u32), |k, tile, ring| {
            produce_tile(k, pc, tile, all, ring)
        });
        k.for_range(r.t0, r.t_end, 1u32, ring, |k, tile, ring| {
            let (lo, hi) = r.segment(k, tile, kt_n);
            produce_tile(k, pc, tile, (lo, hi), ring)
        });
    } else if cfg.persistent {
        let tiles = k.mul_lo(pc.tiles.0, pc.tiles.1);
        let step = k.nctaid_x();
        k.for_range(cta, tiles, step, (0u32, 0u32), |k, tile, ring| {
            produce_tile(k, pc, tile, all, ring)
        });
    } else {
        let ring = (k.mov(0u32), k.mov(0u32));
        produce_tile(k, pc, cta, all, ring);
    }
}

/// One tile's K slices `lo .. hi` into the ring from slot state `ring`; returns the slot
/// state after them.
fn produce_tile<O: Operand>(
    k: &mut Kernel<'_>,
    pc: &Producer<O>,
    tile: Reg<u32>,
    (lo, hi): (Src<u32>, Src<u32>),
    ring: (Reg<u32>, Reg<u32>),
) -> (Reg<u32>, Reg<u32>) {
    let cfg = pc.cfg;
    let (ma, mb) = pc.maps;
    let (a_slot, b_slot) = cfg.slot_bytes();
    let b_base = cfg.stages * a_slot / 2;
    let (m0, n0) = tile_coords(k, cfg, tile, pc.tiles);
    k.for_range(lo, hi, 1u32, ring, |k, kt, (s, ph)| {
        // Wait until the consumers have released the slot (the previous phase of `empty`,
        // complete from the start for the first round).
        let was = k.xor(ph, 1u32);
        let eb = k.index(pc.empty, s);
        k.mbarrier_wait_parity(eb, was);
        let fb = k.index(pc.full, s);
        // The whole boxes' bytes, also for boxes partly (or, the spare CTA of a cluster's
        // A, wholly) past the edges: TMA writes their outside elements as zeros (PTX ISA
        // 5.5.3.3, "Out of Boundary Access", zero fill mode), and the complete-tx counts
        // the "amount of data copied in bytes" (cp.async.bulk.tensor,
        // .mbarrier::complete_tx::bytes): the whole box lands in shared memory. The ISA
        // does not spell the edge case out; the GPU check's edge shapes confirm it (a
        // count of the in-bounds bytes alone would leave the consumers' wait on `full`
        // hanging).
        let _ = k.mbarrier_arrive_expect_tx(fb, a_slot + b_slot);
        let kx = k.shl(kt, O::K_ROW.trailing_zeros());
        let a_elem = k.mul_lo(s, a_slot / 2);
        let a_dst = k.index(pc.smem, a_elem).cast::<O::Stored>();
        k.cp_async_bulk_tensor_load(a_dst, ma, (kx, m0), fb);
        let b_elem = k.mad_lo(s, b_slot / 2, b_base);
        if cfg.cluster {
            // This CTA's half of B, into both CTAs' slots.
            let rank = k.cluster_ctarank();
            let half = k.mul_lo(rank, cfg.bn / 2);
            let b_elem = k.mad_lo(half, BK, b_elem);
            let b_dst = k.index(pc.smem, b_elem).cast::<O::Stored>();
            let y = k.add(n0, half);
            k.cp_async_bulk_tensor_load_multicast(b_dst, mb, (kx, y), fb, 0b11u16);
        } else {
            let b_dst = k.index(pc.smem, b_elem).cast::<O::Stored>();
            k.cp_async_bulk_tensor_load(b_dst, mb, (kx, n0), fb);
        }
        advance(k, cfg.stages, s, ph)
    })
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
        body::<Bf16Op>(k, cfg, smem, p, (None, sk))
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
    if scaling == Scaling::Block && (promote_every != 1 || cfg.bn != 128) {
        return Err(format!(
            "block scales change every 128 K and every 128 columns: they need promotion every slice (not {promote_every}) and 128-wide tiles (not {})",
            cfg.bn
        ));
    }
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
            body::<E4m3Op>(
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

/// The kernel of `cfg` for operands `O` (and, for FP8, its scales).
#[allow(clippy::type_complexity)]
fn body<O: Operand>(
    k: &mut Kernel<'_>,
    cfg: Config,
    smem: Var<Shared, Bf16>,
    (ma, mb, mc, c, mm, nn, kk): (
        MapOf<O>,
        MapOf<O>,
        Map,
        Ptr<Global, Bf16>,
        Reg<u32>,
        Reg<u32>,
        Reg<u32>,
    ),
    (scales, sk): (Option<Scales>, Option<StreamK>),
) where
    M64N<128>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; 64]>,
    M64N<192>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; 96]>,
    M64N<256>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; 128]>,
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
    let full = k.shared::<Mbarrier>("full", cfg.stages as u64, Align(8));
    let empty = k.shared::<Mbarrier>("empty", cfg.stages as u64, Align(8));
    let tid = k.tid_x();
    let wg = k.shr(tid, 7u32);
    let first = k.setp(Cmp::Eq, tid, 0u32);
    k.if_then(first, |k| {
        for s in 0..cfg.stages as i64 {
            k.mbarrier_init(full.at(s), 1u32);
            // One arrival per consumer warp (of both CTAs of a cluster).
            let cluster = if cfg.cluster { 2 } else { 1 };
            k.mbarrier_init(empty.at(s), CONSUMERS * 4 * cluster);
        }
        k.fence_mbarrier_init();
        k.prefetch_tensormap(ma);
        k.prefetch_tensormap(mb);
        if cfg.tma_store {
            k.prefetch_tensormap(mc);
        }
    });
    // A cluster's mbarriers are initialised before either CTA multicasts into, or
    // arrives on, the other's.
    if cfg.cluster {
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
    } else {
        k.bar_sync(0);
    }

    let (tiles, kt_n) = tile_counts::<O>(k, cfg, (mm, nn, kk), scales);

    // The 128-byte swizzle is anchored at 1024-byte boundaries, and dynamic shared
    // memory is only 16-byte aligned: start the slots at the first boundary (the
    // launch asks for 1 KiB more).
    let base = k.addr_of(smem);
    let base32 = k.to_u32(base);
    let addr = base32.bits();
    let up = k.sub(0u32, addr);
    let pad = k.and(up, 1023u32);
    let pad = k.shr(pad, 1u32);
    let smem32 = k.index(base32, pad);
    let full64 = k.addr_of(full);
    let full32 = k.to_u32(full64);
    let empty64 = k.addr_of(empty);
    let empty32 = k.to_u32(empty64);
    let (a_slot, b_slot) = cfg.slot_bytes();

    // The producer warpgroup gives registers up to the consumers; one elected thread
    // of its first warp issues every TMA load.
    let is_producer = k.setp(Cmp::Eq, wg, 0u32);
    k.if_then(is_producer, |k| {
        k.setmaxnreg_dec(PRODUCER_REGS);
        let warp0 = k.setp(Cmp::Lt, tid, 32u32);
        k.if_then(warp0, |k| {
            let (_, leader) = k.elect_sync(u32::MAX);
            let pc = Producer::<O> {
                cfg,
                maps: (ma, mb),
                smem: smem32,
                full: full32,
                empty: empty32,
                tiles,
                kt_n,
            };
            k.if_then(leader, |k| producer(k, &pc));
        });
    });

    let is_consumer = k.not(is_producer);
    k.if_then(is_consumer, |k| {
        k.setmaxnreg_inc(CONSUMER_REGS);
        // The persistent kernel's staging tile follows the slots.
        let staging_at = if cfg.persistent {
            cfg.stages * (a_slot + b_slot) / 2
        } else {
            0
        };
        let staging_at = k.mov(staging_at);
        let staging = k.index(smem32, staging_at);
        let ctx = Consumer {
            cfg,
            tid,
            wg,
            kt_n,
            smem: smem32,
            staging,
            full: full32,
            empty: empty32,
            c,
            c_map: mc,
            m: mm,
            n: nn,
            tiles,
            scales,
            sk,
        };
        match cfg.bn {
            128 => consumer::<O, 128, 64>(k, &ctx),
            192 => consumer::<O, 192, 96>(k, &ctx),
            _ => consumer::<O, 256, 128>(k, &ctx),
        }
    });
    // No CTA of a cluster leaves while its peer may still multicast into it or
    // arrive on its mbarriers.
    if cfg.cluster {
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
    }
}

/// Loading, launching and tuning the generated kernels on a GPU.
#[cfg(feature = "cuda")]
pub mod host {
    use super::{BK, Config, E4m3Op, Fp8Params, Operand, Params, Scaling, gemm_fp8, gemm_hopper};
    use typed_ptx::runtime::cudarc::driver::{CudaSlice, DevicePtr};
    use typed_ptx::runtime::half::bf16;
    use typed_ptx::runtime::{
        Function, GlobalAddr, Gpu, Swizzle as TmaSwizzle, TensorMapArg, TiledLayout,
    };
    use typed_ptx::{Bf16, Module, Target};

    /// A tensor map of a row-major `rows × cols` bf16 matrix (`cols` innermost), read or
    /// written in boxes of `box_cols × box_rows` with the 128-byte swizzle.
    ///
    /// # Safety
    /// `buf` must outlive every launch that uses the map (the map holds its address).
    pub unsafe fn tile_map(
        gpu: &Gpu,
        buf: &CudaSlice<bf16>,
        (rows, cols): (usize, usize),
        (box_cols, box_rows): (u32, u32),
    ) -> Result<TensorMapArg<'static, Bf16, 2>, String> {
        if buf.len() < rows * cols {
            return Err(format!(
                "a {rows} x {cols} matrix in a buffer of {} elements",
                buf.len()
            ));
        }
        let (p, _sync) = buf.device_ptr(gpu.stream());
        // SAFETY: `buf` holds `rows * cols` 16-bit elements at `p` and outlives the
        // launches (the caller's promise).
        let addr = unsafe { GlobalAddr::<Bf16>::new(p, rows * cols) };
        let layout = TiledLayout::new([cols as u64, rows as u64], [box_cols, box_rows])
            .swizzle(TmaSwizzle::B128);
        gpu.tensor_map_tiled(addr, &layout)
            .map_err(|e| e.to_string())
    }

    /// A tensor map of a row-major `rows × cols` matrix of `T` at `addr` (`cols`
    /// innermost), read in boxes of `box_cols × box_rows` with the 128-byte swizzle.
    ///
    /// # Safety
    /// `addr` must hold `rows × cols` elements that outlive every launch using the map.
    pub unsafe fn addr_map<T: typed_ptx::TmaElem>(
        gpu: &Gpu,
        addr: GlobalAddr<T>,
        (rows, cols): (usize, usize),
        (box_cols, box_rows): (u32, u32),
    ) -> Result<TensorMapArg<'static, T, 2>, String> {
        if addr.len() < rows * cols {
            return Err(format!(
                "a {rows} x {cols} matrix in a buffer of {} elements",
                addr.len()
            ));
        }
        let layout = TiledLayout::new([cols as u64, rows as u64], [box_cols, box_rows])
            .swizzle(TmaSwizzle::B128);
        gpu.tensor_map_tiled(addr, &layout)
            .map_err(|e| e.to_string())
    }

    /// One loaded FP8 GEMM kernel ([`gemm_fp8`]).
    pub struct Fp8Gemm {
        /// Its configuration.
        pub cfg: Config,
        /// K slices per promotion (1, 2 or 4).
        pub promote_every: u32,
        /// Its scales.
        pub scaling: Scaling,
        f: typed_ptx::runtime::Function<Fp8Params>,
    }

    impl Fp8Gemm {
        /// The kernel's name.
        /// The kernel's name, as [`gemm_fp8`] gives it: `gemm_fp8_<scaling>_pe<interval>_<tile>`.
        pub fn name(&self) -> String {
            super::fp8_name(&self.cfg, self.scaling, self.promote_every)
        }
    }

    /// The FP8 GEMM's operands: A (m × k) and B (n × k) FP8 E4M3 bytes, C (m × n) bf16,
    /// and the scales of A and B (one each, or m and n: [`Scaling`]).
    #[derive(Clone, Copy, Debug)]
    pub struct Fp8Args {
        /// A, row-major.
        pub a: GlobalAddr<u8>,
        /// B, row-major (C = A·Bᵀ).
        pub b: GlobalAddr<u8>,
        /// C, row-major.
        pub c: GlobalAddr<Bf16>,
        /// A's scales.
        pub scale_a: GlobalAddr<f32>,
        /// B's scales.
        pub scale_b: GlobalAddr<f32>,
    }

    impl Fp8Gemm {
        /// `c = (a · bᵀ) · scales` (see [`Fp8Args`]) for an `m × n × k` problem, queued on
        /// the GPU's stream.
        ///
        /// # Safety
        /// Every address of `args` must stay valid until the kernel has run.
        pub unsafe fn run(
            &self,
            gpu: &Gpu,
            args: Fp8Args,
            (m, n, k): (usize, usize, usize),
        ) -> Result<(), String> {
            self.cfg.check_shape(m, n, k)?;
            if !k.is_multiple_of(16) {
                return Err(format!(
                    "{m} x {n} x {k}: the FP8 GEMM needs K a multiple of 16 (16-byte rows of A and B for their tensor maps): pad K to {} with zeros",
                    k.next_multiple_of(16)
                ));
            }
            if args.c.len() < m * n {
                return Err(format!(
                    "C of {m} x {n} in a buffer of {} elements",
                    args.c.len()
                ));
            }
            let (sa, sb) = self.scaling.lengths(m, n, k);
            if args.scale_a.len() < sa || args.scale_b.len() < sb {
                return Err(format!(
                    "{} scales: A's need {sa} and B's {sb} values, not {} and {}",
                    self.scaling.name(),
                    args.scale_a.len(),
                    args.scale_b.len()
                ));
            }
            let split = if self.cfg.cluster { 2 } else { 1 };
            let kr = E4m3Op::K_ROW;
            // SAFETY: forwarded (the caller keeps the buffers alive for the launch).
            let (ma, mb, mc) = unsafe {
                (
                    addr_map(gpu, args.a, (m, k), (kr, self.cfg.bm))?,
                    addr_map(gpu, args.b, (n, k), (kr, self.cfg.bn / split))?,
                    addr_map(gpu, args.c, (m, n), (64, 64))?,
                )
            };
            let launch = self.cfg.launch(m, n, gpu.info().sm_count);
            // SAFETY: as for `Gemm::run`; the scales are read at clamped indices below
            // their checked lengths.
            unsafe {
                self.f.launch(
                    &launch,
                    (
                        &ma,
                        &mb,
                        &mc,
                        args.c,
                        m as u32,
                        n as u32,
                        k as u32,
                        args.scale_a,
                        args.scale_b,
                    ),
                )
            }
            .map_err(|e| e.to_string())
        }
    }

    /// The configurations the FP8 tuner tries: 128-row tiles at most 192 wide, whose
    /// consumers hold the f32 accumulator and the promoted one (2 × 48 or 2 × 96
    /// registers) without spilling (`tests/gemm_kernels.rs` checks with `ptxas -v`).
    pub fn fp8_candidates() -> Vec<(Config, u32)> {
        let c = |bn, stages, group_m, tma_store, persistent| Config {
            bm: 128,
            bn,
            stages,
            group_m,
            tma_store,
            persistent,
            cluster: false,
            stream_k: false,
        };
        let cfgs = [
            c(128, 6, 8, false, false),
            c(128, 6, 8, true, false),
            c(128, 6, 16, true, false),
            c(128, 5, 8, true, true),
            c(192, 5, 8, true, false),
            c(192, 4, 8, true, true),
        ];
        [1, 2, 4]
            .into_iter()
            .flat_map(|every| cfgs.map(|c| (c, every)))
            .collect()
    }

    /// Generates and loads an FP8 kernel per configuration at once.
    pub fn load_fp8(
        gpu: &Gpu,
        cfgs: &[(Config, u32)],
        scaling: Scaling,
    ) -> Vec<Result<Fp8Gemm, String>> {
        let loaded = super::common::load_each(gpu, cfgs, |(cfg, every)| {
            let mut m = Module::new(Target::SM_90A);
            gemm_fp8(&mut m, cfg, scaling, *every).map(|k| (m, k))
        });
        cfgs.iter()
            .zip(loaded)
            .map(|((cfg, every), f)| {
                Ok(Fp8Gemm {
                    cfg: *cfg,
                    promote_every: *every,
                    scaling,
                    f: f?,
                })
            })
            .collect()
    }

    /// One loaded GEMM kernel.
    pub struct Gemm {
        /// Its configuration.
        pub cfg: Config,
        f: Function<Params>,
    }

    impl Gemm {
        /// The kernel of `cfg`, loaded by the caller (for example on several GPUs at once
        /// with `Gpus::load`: `examples/tensor_parallel.rs`).
        ///
        /// # Safety
        /// `f` is the kernel [`gemm_hopper`] generated for `cfg`: [`run`](Gemm::run)
        /// launches it with `cfg`'s grid, block and shared memory and its tensor maps'
        /// boxes, which another kernel may not fit.
        #[allow(dead_code)] // the benchmark, which includes this file too, loads with `load`
        pub unsafe fn from_function(cfg: Config, f: Function<Params>) -> Gemm {
            Gemm { cfg, f }
        }

        /// `c = a · bᵀ` for row-major `a` (m × k), `b` (n × k) and `c` (m × n), all bf16;
        /// queued on the GPU's stream.
        pub fn run(
            &self,
            gpu: &Gpu,
            a: &CudaSlice<bf16>,
            b: &CudaSlice<bf16>,
            c: &mut CudaSlice<bf16>,
            (m, n, k): (usize, usize, usize),
        ) -> Result<(), String> {
            self.cfg.check_shape(m, n, k)?;
            if c.len() < m * n {
                return Err(format!(
                    "C of {m} x {n} in a buffer of {} elements",
                    c.len()
                ));
            }
            // SAFETY: the buffers are borrowed for the whole call, which only queues the
            // launch; the stream orders any later free after it.
            // In a 2-CTA cluster each CTA loads half of the B slice.
            let split = if self.cfg.cluster { 2 } else { 1 };
            let (ma, mb, mc) = unsafe {
                (
                    tile_map(gpu, a, (m, k), (BK, self.cfg.bm))?,
                    tile_map(gpu, b, (n, k), (BK, self.cfg.bn / split))?,
                    tile_map(gpu, c, (m, n), (64, 64))?,
                )
            };
            let launch = self.cfg.launch(m, n, gpu.info().sm_count);
            // SAFETY: the maps cover A and B exactly and C holds m × n elements; the
            // kernel reads A and B only through their maps (TMA zero-fills what lies past
            // them) and writes C only inside m × n (the TMA store clips at C's map, the
            // st.global epilogue skips rows past m and pieces past n; check_shape).
            unsafe {
                self.f.launch(
                    &launch,
                    (&ma, &mb, &mc, &mut *c, m as u32, n as u32, k as u32),
                )
            }
            .map_err(|e| e.to_string())
        }
    }

    /// Generates and loads a kernel per configuration at once (`Gpu::load_many`; the
    /// kernels use `setmaxnreg`, so the driver compiles them whole, one at a time); the
    /// results come in the order of `cfgs`.
    pub fn load(gpu: &Gpu, cfgs: &[Config]) -> Vec<Result<Gemm, String>> {
        let loaded = super::common::load_each(gpu, cfgs, |cfg| {
            let mut m = Module::new(Target::SM_90A);
            gemm_hopper(&mut m, cfg).map(|k| (m, k))
        });
        cfgs.iter()
            .zip(loaded)
            .map(|(cfg, f)| Ok(Gemm { cfg: *cfg, f: f? }))
            .collect()
    }

    /// The configurations the tuner tries.
    pub fn candidates() -> Vec<Config> {
        let mut v = Vec::new();
        let c = |bm, bn, stages, group_m, tma_store, persistent| Config {
            bm,
            bn,
            stages,
            group_m,
            tma_store,
            persistent,
            cluster: false,
            stream_k: false,
        };
        for (bm, bn, stages, group_m) in [
            (128, 256, 3, 8),
            (128, 256, 3, 16),
            (128, 256, 4, 8),
            (128, 256, 4, 16),
            (256, 128, 4, 8),
            (128, 128, 6, 8),
        ] {
            v.push(c(bm, bn, stages, group_m, false, false));
            v.push(c(bm, bn, stages, group_m, true, false));
        }
        for (bm, bn, stages, group_m) in [
            (128, 256, 3, 8),
            (128, 256, 3, 16),
            (256, 128, 3, 8),
            (128, 128, 5, 8),
        ] {
            v.push(c(bm, bn, stages, group_m, true, true));
        }
        // 128 × 192, persistent (four 40 KiB slots and a 48 KiB staging tile): about 4/3 the
        // tiles of 128 × 256. In the H100's tuner it wins at 8192 × 28672 × 4096 (782 to 787
        // TFLOP/s against 767 to 773 for the best other), ties at 3000 × 5000 × 4000 (615 to
        // 657 against 651 to 659) and loses by 8 to 23% elsewhere; one CTA per 192-wide tile
        // (5 slots, either epilogue) was 7 to 27% slower than the best one-CTA-per-tile
        // kernel at every bench shape (docs/gpu-runs/2026-11-23-h100-hopper-192.log).
        v.push(c(128, 192, 4, 8, true, true));
        // Stream-K: every CTA gets the same number of K slices, so a shape whose tiles
        // leave the last wave partly empty (3000 × 5000 with 128 × 256 tiles: 480 tiles,
        // 3.6 waves of 132) keeps every SM busy to the end.
        for (bm, bn, stages, group_m) in [
            (128, 256, 3, 8),
            (128, 256, 3, 16),
            (256, 128, 3, 8),
            (128, 192, 4, 8),
            (128, 128, 5, 8),
        ] {
            v.push(Config {
                stream_k: true,
                ..c(bm, bn, stages, group_m, true, true)
            });
        }
        // The 2-CTA cluster with B multicast is correct but does not pay (0.56x of the
        // one-CTA kernel at 8192³ on the H100): one candidate keeps it measured.
        v.push(Config {
            cluster: true,
            ..c(128, 256, 3, 16, true, false)
        });
        v
    }
}
