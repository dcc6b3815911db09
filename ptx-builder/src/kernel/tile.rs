//! Tiles in shared memory and the pipeline that fills them: a [`TileArena`] places typed
//! tiles ([`SmemTile`], [`TileStages`]) in dynamic shared memory at the alignment their
//! swizzle needs; a [`Ring`] of full/empty mbarriers moves them from a TMA producer to
//! consumers, with a [`Stage`] that only the ring makes and advances; and the `wgmma`
//! operands of a tile ([`TileDesc`]) carry its layout, so that the descriptor's offsets
//! and the operand's extent come from the tile's type. The layouts are in
//! [`crate::tile`].

use core::marker::PhantomData;

use super::*;
use crate::kernel::bulk::TensorMap;
use crate::kernel::bulk::{Coords, TensorMapBase};
use crate::kernel::tensor::{M64N, WgmmaA, WgmmaElem, WgmmaKind, WgmmaOperands, WgmmaOpts};
use crate::tile::{SwizzleMode, Tile, TileLayout, TileMap};
use crate::ty::{Mbarrier, WgmmaDesc};

/// The shared memory a CTA may have (static and dynamic): 227 KiB.
pub(crate) const MAX_SHARED: u64 = 227 * 1024;
/// The most stages a [`Ring`] has.
const MAX_STAGES: u32 = 64;
/// The most arrivals an mbarrier counts (2^20 - 1).
const MAX_ARRIVALS: u32 = (1 << 20) - 1;

/// A tile of layout `L` in this CTA's shared memory: the `.shared::cta` address of
/// `L::BYTES` bytes aligned to `L::ALIGN` (the swizzle's repeat). Only a [`TileArena`]
/// (or [`TileStages::at`]) makes one.
pub struct SmemTile<L> {
    addr: Reg<u32>,
    _l: PhantomData<fn() -> L>,
}
impl<L> Clone for SmemTile<L> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L> Copy for SmemTile<L> {}

impl<L: TileLayout> SmemTile<L> {
    /// The tile's first byte, as a pointer of its element type (for instructions that
    /// take a plain address, such as `ldmatrix`; the layout is then the caller's to keep).
    pub fn ptr(&self) -> Ptr32<Shared<Cta>, L::Elem> {
        Ptr32::new(self.addr.id)
    }
}

/// `N` tiles of layout `L` one after the other (the stages of a [`Ring<N>`](Ring)),
/// picked by a ring's [`Stage<N>`].
pub struct TileStages<L, const N: u32> {
    addr: Reg<u32>,
    _l: PhantomData<fn() -> L>,
}
impl<L, const N: u32> Clone for TileStages<L, N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L, const N: u32> Copy for TileStages<L, N> {}

impl<L: TileLayout, const N: u32> TileStages<L, N> {
    /// The tile of stage `s` (in range by construction: a [`Stage<N>`] only counts
    /// `0 .. N`).
    #[track_caller]
    pub fn at(&self, k: &mut Kernel<'_>, s: Stage<N>) -> SmemTile<L> {
        let addr = k.mad_lo(s.idx, L::BYTES, self.addr);
        SmemTile {
            addr,
            _l: PhantomData,
        }
    }
}

/// Dynamic shared memory carved into tiles: made by [`Kernel::tile_arena`] from the
/// module's `extern` shared array, it starts at the first 1024-byte boundary of it and
/// places each tile at its alignment. Launch the kernel with [`bytes`](TileArena::bytes)
/// bytes of dynamic shared memory (the tiles and 1024 bytes for the alignment).
pub struct TileArena {
    base: Reg<u32>,
    used: u32,
}

impl TileArena {
    /// One tile of layout `L`.
    #[track_caller]
    pub fn tile<L: TileLayout>(&mut self, k: &mut Kernel<'_>) -> SmemTile<L> {
        let at = site(Location::caller());
        let addr = self.place::<L>(k, 1, at);
        SmemTile {
            addr,
            _l: PhantomData,
        }
    }

    /// `N` tiles of layout `L`, the stages of a [`Ring<N>`](Ring).
    #[track_caller]
    pub fn stages<L: TileLayout, const N: u32>(&mut self, k: &mut Kernel<'_>) -> TileStages<L, N> {
        let at = site(Location::caller());
        let addr = self.place::<L>(k, N, at);
        TileStages {
            addr,
            _l: PhantomData,
        }
    }

    /// The bytes of dynamic shared memory a launch must give: every tile placed so far and
    /// 1024 for the alignment of the first.
    pub fn bytes(&self) -> u32 {
        self.used.saturating_add(1024)
    }

    #[track_caller]
    fn place<L: TileLayout>(&mut self, k: &mut Kernel<'_>, n: u32, at: Site) -> Reg<u32> {
        k.check_tile::<L>(at);
        if n == 0 {
            k.misuse(
                "a ring of 0 stages of tiles",
                "give a ring at least one stage",
                at,
            );
        }
        let start = u64::from(self.used).next_multiple_of(u64::from(L::ALIGN.max(16)));
        let bytes = u64::from(L::BYTES) * u64::from(n);
        let end = start + bytes;
        if end + 1024 > MAX_SHARED {
            k.misuse(
                format!(
                    "tiles of {end} bytes in all (with {bytes} for this one) and 1024 for the alignment exceed the 227 KiB of shared memory a CTA may have"
                ),
                "use smaller tiles or fewer stages",
                at,
            );
        }
        // Past the limit the error is recorded; later tiles keep being placed (at most
        // u32::MAX / 2, so the arithmetic above cannot overflow).
        self.used = end.min(u64::from(u32::MAX / 2)) as u32;
        k.add(self.base, start.min(u64::from(u32::MAX / 2)) as u32)
    }
}

/// The position of a [`Ring<N>`](Ring): a stage in `0 .. N` and the phase parity of its
/// mbarriers. Only the ring makes one ([`Ring::start`]) and advances it ([`Ring::next`]);
/// loops carry it ([`Carry`](crate::Carry)).
pub struct Stage<const N: u32> {
    idx: Reg<u32>,
    phase: Reg<u32>,
}
impl<const N: u32> Clone for Stage<N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<const N: u32> Copy for Stage<N> {}
impl<const N: u32> Sealed for Stage<N> {}

impl<const N: u32> crate::control::Carry for Stage<N> {
    type Regs = Stage<N>;
    fn load(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Stage<N> {
        self
    }
    fn ids(r: &Stage<N>, out: &mut Vec<RegId>, _: Token) {
        out.push(r.idx.id);
        out.push(r.phase.id);
    }
    fn rebuild(ids: &mut dyn Iterator<Item = RegId>, t: Token) -> Stage<N> {
        let idx = <Reg<u32> as crate::control::Carry>::rebuild(ids, t);
        let phase = <Reg<u32> as crate::control::Carry>::rebuild(ids, t);
        Stage { idx, phase }
    }
}

/// A pipeline of `N` stages between one producer thread and consumer warps, over two
/// arrays of mbarriers in `.shared::cta`: `full[s]` completes when stage `s`'s TMA copies
/// have landed (one arrival, the producer's, with the bytes of the tiles it loads), and
/// `empty[s]` when every consumer warp has released the stage. The shape of CUTLASS's
/// `PipelineTmaAsync`:
///
/// * the producer: [`fill`](Ring::fill) (waits for the stage to be empty, loads tiles,
///   and expects exactly their bytes), then [`next`](Ring::next);
/// * each consumer warp: [`wait`](Ring::wait), read the stage, [`release`](Ring::release),
///   [`next`](Ring::next).
///
/// The byte count the producer expects is the sum of the tiles' `BYTES`, so it cannot
/// disagree with the copies; the stage index never leaves `0 .. N`.
pub struct Ring<const N: u32> {
    full: Ptr32<Shared<Cta>, Mbarrier>,
    empty: Ptr32<Shared<Cta>, Mbarrier>,
    /// The CTAs of a cluster that share the stages ([`Kernel::cluster_ring`]).
    group: Option<Group>,
    /// Whether this thread is lane 0 of its warp (the one that releases a stage), read
    /// once where the ring is made.
    lane0: Reg<Pred>,
}

/// The CTAs of a [`Kernel::cluster_ring`]: `ctas` consecutive cluster ranks starting at a
/// multiple of `ctas` (a power of two).
#[derive(Clone, Copy)]
struct Group {
    /// The ring's index among the kernel's cluster rings (whether it was left).
    id: usize,
    ctas: u32,
    /// This CTA's rank in the cluster.
    rank: Reg<u32>,
    /// Its rank in the group (`rank % ctas`).
    part: Reg<u32>,
    /// The group's CTAs as a multicast mask.
    mask: Reg<u16>,
}
impl<const N: u32> Clone for Ring<N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<const N: u32> Copy for Ring<N> {}

/// The copies of one stage, collected by [`Ring::fill`]'s closure and issued after the
/// producer's `mbarrier.arrive.expect_tx` of their bytes.
pub struct Fill {
    loads: Vec<TileCopy>,
    bytes: u32,
    group: Option<Group>,
}

/// One TMA copy of a tile (all its atoms, in one box or in row blocks), kept until the
/// stage's bytes are expected.
struct TileCopy {
    dst: Reg<u32>,
    map: TensorMapBase,
    coords: Vec<Src<i32>>,
    /// The map's box: atoms across, columns an atom, bytes an atom (its rows × span).
    atoms: (u32, u32, u32),
    /// Whether the tile and the map's layout pass their checks (a failing one is not
    /// copied).
    valid: bool,
    /// The tile's row blocks of the map's box rows.
    blocks: Blocks,
    at: Site,
}

/// A row block of a [`TileCopy`]: known at emit, or this CTA's (a multicast).
#[derive(Clone, Copy)]
enum Block {
    Const(u32),
    Reg(Reg<u32>),
}

/// How a [`TileCopy`] covers its tile: `count` row blocks of `rows` rows (one for a map of
/// the tile's own layout), the tile's atoms `atom_stride` bytes apart; in a cluster
/// ring's multicast, block `j` by the group CTA of rank `j % ctas`, into every CTA.
struct Blocks {
    count: u32,
    rows: u32,
    /// Bytes of a row (the swizzle span).
    span: u32,
    atom_stride: u32,
    multicast: Option<Group>,
    /// Why the map's boxes do not cover the tile, if they do not.
    wrong: Option<String>,
}

impl Fill {
    /// Loads the box of `map` at `coords` (column, row, then the outer dimensions) into
    /// `dst`, as part of this stage.
    #[track_caller]
    pub fn load<L: TileLayout, const R: usize>(
        &mut self,
        dst: SmemTile<L>,
        map: TileMap<L, R>,
        coords: impl Coords<R>,
    ) {
        let at = site(Location::caller());
        self.push::<L, L, R>(dst, map, coords, false, at);
    }

    /// Loads `dst` in row blocks: its rows are `L::ROWS / P::ROWS` boxes of `map` (a map
    /// of the same element type and swizzle whose box has the tile's columns and fewer
    /// rows), from `coords` (the whole tile's: column, first row, then the outer
    /// dimensions) downwards. One map then serves tiles of several heights, such as a
    /// GEMM's operand tiles of every tile shape. Boxes that do not divide the tile's rows
    /// or columns that differ are an error here.
    #[track_caller]
    pub fn load_rows<L, P, const R: usize>(
        &mut self,
        dst: SmemTile<L>,
        map: TileMap<P, R>,
        coords: impl Coords<R>,
    ) where
        L: TileLayout,
        P: TileLayout<Elem = L::Elem, Swizzle = L::Swizzle>,
    {
        let at = site(Location::caller());
        self.push::<L, P, R>(dst, map, coords, false, at);
    }

    /// A tile that the CTAs of a [`Kernel::cluster_ring`]'s group load together, each
    /// multicasting its share into all of them (`.multicast::cluster`): the tile's rows
    /// are `L::ROWS / P::ROWS` boxes of `map` from `coords` (as in
    /// [`load_rows`](Fill::load_rows)), and box `j` is loaded by the group CTA of rank
    /// `j % ctas`. The stage expects the whole tile's bytes on every CTA: its own boxes
    /// and its peers'. Every CTA of the group must load the same tile in the same stage,
    /// as CUTLASS's multicast pipelines do. A ring of one CTA has no multicast (an error
    /// here), nor do boxes that do not divide the tile.
    #[track_caller]
    pub fn load_multicast<L, P, const R: usize>(
        &mut self,
        dst: SmemTile<L>,
        map: TileMap<P, R>,
        coords: impl Coords<R>,
    ) where
        L: TileLayout,
        P: TileLayout<Elem = L::Elem, Swizzle = L::Swizzle>,
    {
        let at = site(Location::caller());
        self.push::<L, P, R>(dst, map, coords, true, at);
    }

    /// Records a copy of tile `dst` from boxes of `map`'s layout `P`.
    fn push<L, P, const R: usize>(
        &mut self,
        dst: SmemTile<L>,
        map: TileMap<P, R>,
        coords: impl Coords<R>,
        multicast: bool,
        at: Site,
    ) where
        L: TileLayout,
        P: TileLayout<Elem = L::Elem, Swizzle = L::Swizzle>,
    {
        let wrong = if multicast && self.group.is_none() {
            Some("a multicast load in a ring of one CTA (nothing to multicast to)".to_owned())
        } else if R < 2 && (multicast || P::ROWS != L::ROWS) {
            Some(format!(
                "row blocks of a tile map of rank {R} (the blocks' rows are its second coordinate)"
            ))
        } else if P::COLS != L::COLS || P::ROWS == 0 || !L::ROWS.is_multiple_of(P::ROWS) {
            Some(format!(
                "boxes of {} × {} loading a tile of {} × {} (the boxes must have the tile's columns and divide its rows)",
                P::ROWS,
                P::COLS,
                L::ROWS,
                L::COLS
            ))
        } else {
            None
        };
        self.bytes = self.bytes.saturating_add(L::BYTES);
        self.loads.push(TileCopy {
            dst: dst.addr,
            map: TensorMapBase::of(map.addr),
            coords: coords.srcs(Token::new()).to_vec(),
            atoms: (P::ATOMS, P::ATOM_COLS, P::ATOM_BYTES),
            valid: L::check().is_ok() && P::check().is_ok(),
            blocks: Blocks {
                count: L::ROWS.checked_div(P::ROWS).unwrap_or(0),
                rows: P::ROWS,
                span: L::Swizzle::BYTES,
                atom_stride: L::ATOM_BYTES,
                multicast: if multicast { self.group } else { None },
                wrong,
            },
            at,
        });
    }
}

impl<const N: u32> Ring<N> {
    /// The first position: stage 0, phase 0.
    #[track_caller]
    pub fn start(&self, k: &mut Kernel<'_>) -> Stage<N> {
        Stage {
            idx: k.mov(0u32),
            phase: k.mov(0u32),
        }
    }

    /// The position after `s`: the next stage, the phase flipped when it wraps to 0.
    #[track_caller]
    pub fn next(&self, k: &mut Kernel<'_>, s: Stage<N>) -> Stage<N> {
        let n = k.add(s.idx, 1u32);
        let wrap = k.setp(Cmp::Eq, n, N);
        let idx = k.selp(0u32, n, wrap);
        let flip = k.selp(1u32, 0u32, wrap);
        let phase = k.xor(s.phase, flip);
        Stage { idx, phase }
    }

    /// The producer's side of stage `s`: waits until the consumers have released it (from
    /// the start, the stage counts as released once), runs `body`, which adds the stage's
    /// tile copies to the [`Fill`], then arrives on `full[s]` expecting their bytes and
    /// issues them. Call it from one thread.
    #[track_caller]
    pub fn fill(
        &self,
        k: &mut Kernel<'_>,
        s: Stage<N>,
        body: impl FnOnce(&mut Kernel<'_>, &mut Fill),
    ) {
        let at = site(Location::caller());
        self.check_open(k, at);
        let was = k.xor(s.phase, 1u32);
        let eb = k.index(self.empty, s.idx);
        k.mbarrier_wait_parity(eb, was);
        let mut fill = Fill {
            loads: Vec::new(),
            bytes: 0,
            group: self.group,
        };
        body(k, &mut fill);
        if fill.loads.is_empty() {
            k.misuse(
                "a ring stage filled with no tile copy (its full barrier would complete without data)",
                "load at least one tile in the fill's closure",
                at,
            );
        }
        let fb = k.index(self.full, s.idx);
        let _ = k.mbarrier_arrive_expect_tx(fb, fill.bytes);
        for c in fill.loads {
            k.tile_copy(&c, fb);
        }
    }

    /// A consumer's wait for stage `s` to be full (its tiles landed).
    #[track_caller]
    pub fn wait(&self, k: &mut Kernel<'_>, s: Stage<N>) {
        let at = site(Location::caller());
        self.check_open(k, at);
        let fb = k.index(self.full, s.idx);
        k.mbarrier_wait_parity(fb, s.phase);
    }

    /// A consumer warp's release of stage `s` (lane 0 arrives on `empty[s]`, and in a
    /// [`cluster_ring`](Kernel::cluster_ring) on each group CTA's `empty[s]`, since all of
    /// them write into this CTA's stage): call it from every thread of each consumer
    /// warp, once the warp is done reading the stage (for `wgmma`, after the
    /// `wgmma.wait_group` that completed its reads).
    #[track_caller]
    pub fn release(&self, k: &mut Kernel<'_>, s: Stage<N>) {
        let at = site(Location::caller());
        self.check_open(k, at);
        self.arrive_empty(k, s, self.lane0);
    }

    /// [`release`](Ring::release) where `p` holds (such as a loop condition): lane 0 of
    /// each consumer warp arrives when its `p` does, so a warp arrives once whatever
    /// `p`'s other lanes hold. Call it from every thread of each consumer warp.
    #[track_caller]
    pub fn release_if(&self, k: &mut Kernel<'_>, s: Stage<N>, p: Reg<Pred>) {
        let at = site(Location::caller());
        self.check_open(k, at);
        let p = k.and(p, self.lane0);
        self.arrive_empty(k, s, p);
    }

    /// The arrivals on `empty[s]` (and its group peers') where `p` holds.
    fn arrive_empty(&self, k: &mut Kernel<'_>, s: Stage<N>, p: Reg<Pred>) {
        let eb = k.index(self.empty, s.idx);
        let group = self.group;
        k.if_then(p, |k| {
            let _ = k.mbarrier_arrive(eb);
            if let Some(g) = group {
                for d in 1..g.ctas {
                    let peer = k.xor(g.rank, d);
                    let remote = k.mapa32(eb, peer);
                    k.mbarrier_arrive_remote(remote);
                }
            }
        });
    }

    /// The CTAs of a cluster ring's group wait for each other (`barrier.cluster.arrive`
    /// and `wait`, every thread of the cluster): call it before the kernel ends, so that
    /// no CTA exits while a peer may still multicast into its stages or arrive on its
    /// barriers. A ring of one CTA needs none (a no-op).
    ///
    /// Each CTA must have waited for every stage it was sent (so that no multicast into
    /// it is still in flight), as a pipeline whose consumers take every stage does. A
    /// cluster ring that is never left, or used after it was left, is an error.
    #[track_caller]
    pub fn leave(&self, k: &mut Kernel<'_>) {
        let at = site(Location::caller());
        self.check_open(k, at);
        if let Some(g) = self.group {
            if let Some(r) = k.cluster_rings.get_mut(g.id) {
                r.1 = true;
            }
            k.op_plain(FormId::BarrierClusterArrive, &[], at);
            k.op_plain(FormId::BarrierClusterWait, &[], at);
        }
    }

    /// A cluster ring used after [`leave`](Ring::leave) is an error at `at`.
    fn check_open(&self, k: &mut Kernel<'_>, at: Site) {
        let left = self
            .group
            .and_then(|g| k.cluster_rings.get(g.id))
            .is_some_and(|r| r.1);
        if left {
            k.misuse(
                "a cluster ring used after it was left (its CTAs may have exited)",
                "leave a cluster ring once, after its last fill, wait and release",
                at,
            );
        }
    }
}

/// Which way a [`TileDesc`] reads its tile: K-major (the rows are M or N, the columns K:
/// an A operand, or a B operand such as Kᵀ in `Q·Kᵀ`).
#[derive(Clone, Copy, Debug)]
pub struct KMajor;
/// Which way a [`TileDesc`] reads its tile: MN-major (the rows are K, the columns N: a B
/// operand such as V in `P·V`, read transposed).
#[derive(Clone, Copy, Debug)]
pub struct MnMajor;

/// The `wgmma` descriptor of a tile, read K-major or MN-major (`M`): made by
/// [`Kernel::tile_desc_k`] or [`Kernel::tile_desc_mn`], with its offsets from the tile's
/// layout; [`a`](TileDesc::a) and [`b`](TileDesc::b) pick the part one `wgmma` reads.
pub struct TileDesc<L: TileLayout, M> {
    desc: Reg<WgmmaDesc<L::Elem>>,
    _m: PhantomData<fn() -> M>,
}
impl<L: TileLayout, M> Clone for TileDesc<L, M> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: TileLayout, M> Copy for TileDesc<L, M> {}

impl<L: TileLayout> TileDesc<L, KMajor> {
    /// The A operand of rows `row0 .. row0 + 64` (`row0` a multiple of 64) and the K
    /// step `kstep` (columns `kstep·K ..` for the shape's K).
    pub fn a(&self, row0: u32, kstep: u32) -> TileA<L> {
        TileA {
            desc: self.desc,
            row0,
            kstep,
        }
    }

    /// The B operand of every row (N = the tile's rows) and the K step `kstep`.
    pub fn b(&self, kstep: u32) -> TileB<L, KMajor> {
        TileB {
            desc: self.desc,
            kstep,
            _m: PhantomData,
        }
    }
}

impl<L: TileLayout> TileDesc<L, KMajor> {
    /// The B operand of rows `row0 .. row0 + N` only (N = the `wgmma` N, `row0` a
    /// multiple of 8, the rows inside the tile: an emit error otherwise) and the K step
    /// `kstep`: a `wgmma` over part of the tile's N, such as one half of a tile whose
    /// product is taken in two `wgmma` groups.
    pub fn b_rows<const N: u32>(&self, row0: u32, kstep: u32) -> TileBRows<L, N> {
        TileBRows {
            desc: self.desc,
            row0,
            kstep,
        }
    }
}

impl<L: TileLayout> TileDesc<L, MnMajor> {
    /// The B operand of every column (N = the tile's columns) and the K step `kstep`
    /// (rows `kstep·K ..`).
    pub fn b(&self, kstep: u32) -> TileB<L, MnMajor> {
        TileB {
            desc: self.desc,
            kstep,
            _m: PhantomData,
        }
    }
}

/// A `wgmma` A operand read from a tile (K-major): see [`TileDesc::a`].
pub struct TileA<L: TileLayout> {
    desc: Reg<WgmmaDesc<L::Elem>>,
    row0: u32,
    kstep: u32,
}
impl<L: TileLayout> Clone for TileA<L> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: TileLayout> Copy for TileA<L> {}

/// A `wgmma` B operand read from a tile: see [`TileDesc::b`].
pub struct TileB<L: TileLayout, M> {
    desc: Reg<WgmmaDesc<L::Elem>>,
    kstep: u32,
    _m: PhantomData<fn() -> M>,
}
impl<L: TileLayout, M> Clone for TileB<L, M> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: TileLayout, M> Copy for TileB<L, M> {}

/// A `wgmma` B operand of `N` rows of a K-major tile: see [`TileDesc::b_rows`].
pub struct TileBRows<L: TileLayout, const N: u32> {
    desc: Reg<WgmmaDesc<L::Elem>>,
    row0: u32,
    kstep: u32,
}
impl<L: TileLayout, const N: u32> Clone for TileBRows<L, N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: TileLayout, const N: u32> Copy for TileBRows<L, N> {}

/// The A operand of [`Kernel::wgmma_tile`]: a [`TileA`] or a fragment of four registers
/// (such as the scores of an earlier `wgmma`, [`Kernel::wgmma_acc_to_a`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an A operand of `wgmma_tile`",
    note = "A is a K-major tile operand (`k.tile_desc_k(tile).a(row0, kstep)`) or four registers ([Reg<Bf16x2>; 4] …)"
)]
pub trait WgmmaTileA: Copy + Sealed {
    /// The element type, as the register type it travels in.
    type Kind: WgmmaKind;
    /// What `wgmma.mma_async` takes.
    #[doc(hidden)]
    type Operand: WgmmaA<Kind = Self::Kind>;
    /// The operand of a `wgmma` of K `kk`, checked against the tile.
    #[doc(hidden)]
    fn operand(&self, k: &mut Kernel<'_>, kk: u32, at: Site, _: Token) -> Self::Operand;
}

impl<L: TileLayout> Sealed for TileA<L> {}
impl<L: TileLayout> WgmmaTileA for TileA<L>
where
    L::Elem: WgmmaElem,
{
    type Kind = <L::Elem as WgmmaElem>::Kind;
    type Operand = Reg<WgmmaDesc<L::Elem>>;
    fn operand(&self, k: &mut Kernel<'_>, _kk: u32, at: Site, _: Token) -> Self::Operand {
        let (row0, kstep) = (self.row0, self.kstep);
        if !row0.is_multiple_of(64) || row0.saturating_add(64) > L::ROWS {
            k.misuse(
                format!(
                    "a wgmma A operand of rows {row0} .. {} of a {}-row tile",
                    u64::from(row0) + 64,
                    L::ROWS
                ),
                "pick a 64-row block inside the tile (row0 a multiple of 64 below its rows)",
                at,
            );
        }
        let step = k_step_cols::<L>();
        if !k.tile_extent("A", kstep, step, L::COLS, "columns", at) {
            return self.desc;
        }
        let off = k_major_offset::<L>(row0, kstep * step);
        k.tile_advance(self.desc, off)
    }
}
impl<K: WgmmaKind> WgmmaTileA for [Reg<K>; 4] {
    type Kind = K;
    type Operand = [Reg<K>; 4];
    fn operand(&self, _: &mut Kernel<'_>, _: u32, _: Site, _: Token) -> [Reg<K>; 4] {
        *self
    }
}

/// A B operand of [`Kernel::wgmma_tile`] with shape `M64N<N>`: a K-major tile of exactly
/// `N` rows, or an MN-major tile of exactly `N` columns. A tile of another size does not
/// compile.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a B operand of an m64n{N} `wgmma_tile`",
    note = "B of M64N<N> is a K-major tile of N rows (`tile_desc_k(t).b(kstep)`), N rows of a K-major tile (`tile_desc_k(t).b_rows::<N>(row0, kstep)`) or an MN-major tile of N columns (`tile_desc_mn(t).b(kstep)`)"
)]
pub trait WgmmaTileB<const N: u32>: Copy + Sealed {
    /// The element type, as the register type it travels in.
    type Kind: WgmmaKind;
    /// The element type in shared memory.
    #[doc(hidden)]
    type Elem: WgmmaElem<Kind = Self::Kind>;
    /// The descriptor of a `wgmma` of K `kk`, checked against the tile, and whether it
    /// is read transposed.
    #[doc(hidden)]
    fn operand(
        &self,
        k: &mut Kernel<'_>,
        kk: u32,
        at: Site,
        _: Token,
    ) -> (Reg<WgmmaDesc<Self::Elem>>, bool);
}

impl<L: TileLayout, M> Sealed for TileB<L, M> {}
impl<T, const N: u32, const C: u32, S> WgmmaTileB<N> for TileB<Tile<T, N, C, S>, KMajor>
where
    Tile<T, N, C, S>: TileLayout<Elem = T>,
    T: WgmmaElem,
{
    type Kind = T::Kind;
    type Elem = T;
    fn operand(
        &self,
        k: &mut Kernel<'_>,
        _kk: u32,
        at: Site,
        _: Token,
    ) -> (Reg<WgmmaDesc<T>>, bool) {
        let step = k_step_cols::<Tile<T, N, C, S>>();
        if !k.tile_extent("B", self.kstep, step, C, "columns", at) {
            return (self.desc, false);
        }
        let off = k_major_offset::<Tile<T, N, C, S>>(0, self.kstep * step);
        (k.tile_advance(self.desc, off), false)
    }
}
impl<L: TileLayout, const N: u32> Sealed for TileBRows<L, N> {}
impl<L: TileLayout, const N: u32> WgmmaTileB<N> for TileBRows<L, N>
where
    L::Elem: WgmmaElem,
{
    type Kind = <L::Elem as WgmmaElem>::Kind;
    type Elem = L::Elem;
    fn operand(
        &self,
        k: &mut Kernel<'_>,
        _kk: u32,
        at: Site,
        _: Token,
    ) -> (Reg<WgmmaDesc<L::Elem>>, bool) {
        let row0 = self.row0;
        if !row0.is_multiple_of(8) || u64::from(row0) + u64::from(N) > u64::from(L::ROWS) {
            k.misuse(
                format!(
                    "a wgmma B operand of rows {row0} .. {} of a {}-row tile",
                    u64::from(row0) + u64::from(N),
                    L::ROWS
                ),
                "pick the operand's N rows inside the tile, from a multiple of 8 (a swizzle atom's rows)",
                at,
            );
            return (self.desc, false);
        }
        let step = k_step_cols::<L>();
        if !k.tile_extent("B", self.kstep, step, L::COLS, "columns", at) {
            return (self.desc, false);
        }
        let off = k_major_offset::<L>(row0, self.kstep * step);
        (k.tile_advance(self.desc, off), false)
    }
}
impl<T, const R: u32, const N: u32, S> WgmmaTileB<N> for TileB<Tile<T, R, N, S>, MnMajor>
where
    Tile<T, R, N, S>: TileLayout<Elem = T>,
    T: WgmmaElem,
{
    type Kind = T::Kind;
    type Elem = T;
    fn operand(
        &self,
        k: &mut Kernel<'_>,
        kk: u32,
        at: Site,
        _: Token,
    ) -> (Reg<WgmmaDesc<T>>, bool) {
        type L<T, const R: u32, const N: u32, S> = Tile<T, R, N, S>;
        let eb = <L<T, R, N, S> as TileLayout>::ELEM_BYTES;
        if eb != 2 {
            k.misuse(
                format!("an MN-major (transposed) wgmma B operand of {eb}-byte elements"),
                "only f16 and bf16 operands are read transposed: store the tile K-major",
                at,
            );
        }
        if !k.tile_extent("B", self.kstep, kk, R, "rows", at) {
            return (self.desc, true);
        }
        let span = <<L<T, R, N, S> as TileLayout>::Swizzle as SwizzleMode>::BYTES;
        (k.tile_advance(self.desc, self.kstep * kk * span), true)
    }
}

/// The bytes of a row one dense `wgmma` reads along K, whatever the element type: k16
/// of 16-bit types, k8 of tf32, k32 of 8-bit ones.
const WGMMA_K_BYTES: u32 = 32;

/// The tile columns one `wgmma` reads along K in a K-major tile: its 32 bytes of a row in
/// the tile's elements (the shape's K for scalar elements; fewer for packed ones, such as
/// the 8 `E4m3x4` columns of a k32 FP8 step).
fn k_step_cols<L: TileLayout>() -> u32 {
    (WGMMA_K_BYTES / L::ELEM_BYTES.max(1)).max(1)
}

/// The byte offset in a K-major tile of the operand part starting at row `row0` (a
/// multiple of 8) and column `col0`: its atom, its row, its bytes in the row (unswizzled:
/// the descriptor's start address is the unswizzled one, as CUTLASS's and DeepGEMM's K
/// steps inside a 128-byte row are).
fn k_major_offset<L: TileLayout>(row0: u32, col0: u32) -> u32 {
    L::linear_offset(row0, col0)
}

/// Where a thread's elements of a `wgmma` accumulator lie in the warpgroup's 64 × N
/// block: element `i` of an f32 accumulator is at row `row + dr`, column `col + dc` for
/// `(dr, dc) = `[`wgmma_acc_offset`]`(i)`. Made by [`Kernel::wgmma_acc_coords`].
#[derive(Clone, Copy, Debug)]
pub struct AccCoords {
    /// The thread's first row: `16·(warp in the warpgroup) + lane / 4`.
    pub row: Reg<u32>,
    /// The thread's first column: `2·(lane % 4)`.
    pub col: Reg<u32>,
}

/// The (row, column) offset of element `i` of a thread's f32 `wgmma` accumulator from its
/// [`AccCoords`]: `(8·((i % 4) / 2), 8·(i / 4) + i % 2)`.
pub const fn wgmma_acc_offset(i: usize) -> (u32, u32) {
    let (j, r) = ((i / 4) as u32, (i % 4) as u32);
    (8 * (r / 2), 8 * j + r % 2)
}

/// # Tiles, rings and tile operands
///
/// Shared-memory tiles whose layout is their type ([`crate::tile`]), the pipeline that
/// fills them, and `wgmma` through them.
impl<'m> Kernel<'m> {
    /// The tiles of dynamic shared memory `smem` (the module's `extern` shared array): a
    /// [`TileArena`] starting at its first 1024-byte boundary.
    #[track_caller]
    pub fn tile_arena<T: Elem>(&mut self, smem: Var<Shared<Cta>, T>) -> TileArena {
        let at = site(Location::caller());
        if !self.f.entry {
            self.misuse(
                "a tile arena in a device function: its tiles would overlap the kernel's",
                "place the tiles in the kernel (one arena) and pass the device function the tiles it needs",
                at,
            );
        }
        if let Some(size) = smem.size {
            let name = self
                .st
                .symbols
                .get(smem.sym.id as usize)
                .map_or_else(|| "?".to_owned(), |s| s.name.clone());
            self.misuse(
                format!("a tile arena in the {size}-byte shared variable `{name}`: its tiles would run past it"),
                "make the arena of the module's dynamic shared memory (`Module::extern_shared`), and launch with `arena.bytes()` of it",
                at,
            );
        }
        if self.tile_arenas > 0 {
            self.misuse(
                "a second tile arena in one kernel: its tiles would overlap the first's",
                "place every tile of the kernel with one arena",
                at,
            );
        }
        self.tile_arenas += 1;
        let p = self.addr_of(smem);
        let p32 = self.to_u32(p);
        let a = p32.bits();
        let up = self.sub(0u32, a);
        let pad = self.and(up, 1023u32);
        TileArena {
            base: self.add(a, pad),
            used: 0,
        }
    }

    /// A tile layout the hardware cannot hold is an error at `at`, with its reason.
    fn check_tile<L: TileLayout>(&mut self, at: Site) {
        if let Err(e) = L::check() {
            self.st.errors.push(Error::Misuse {
                what: e,
                fix: "pick a tile shape the hardware holds (the message says which)",
                at,
            });
        }
    }

    /// A tile-map kernel parameter (`.param .align 64 .b8 name[128]`, as
    /// [`param_tensor_map`](Kernel::param_tensor_map)): a map made for tiles of layout `L`.
    /// A tile the hardware cannot hold, or a rank outside 2 to 5, is an emit error here.
    #[track_caller]
    pub(crate) fn param_tile_map<L: TileLayout, const RANK: usize>(
        &mut self,
        name: &str,
    ) -> TileMap<L, RANK> {
        let at = site(Location::caller());
        self.check_tile::<L>(at);
        if !(2..=5).contains(&RANK) {
            self.misuse(
                format!("a tile map of rank {RANK}"),
                "a tile map has rank 2 to 5: columns, rows, then outer dimensions",
                at,
            );
        }
        let sym = self.param_decl(name, Ty::TensorMap, at);
        // The declaration's type: a tensor map of the tile's elements (the rank is the
        // map's own business; only the copies' coordinate count depends on it).
        let v: Var<Param<Entry>, TensorMap<L::Elem, 5>> = Var::new(sym, Some(1), 64);
        let p = self.cvta_var_at(v, 0, at);
        TileMap::at(Address::operand(&p, Token::new()))
    }

    /// `prefetch.tensormap` of a tile map parameter (through its generic address), as
    /// [`prefetch_tensormap`](Kernel::prefetch_tensormap) does for a tensor map: a map
    /// is a handle, not an address other instructions may take.
    #[track_caller]
    pub fn prefetch_tile_map<L: TileLayout, const R: usize>(&mut self, map: TileMap<L, R>) {
        let at = site(Location::caller());
        let space = <Generic<Param<Entry>> as Space>::SPACE;
        let vals = [self.addr_space_value(FormId::PrefetchTensormap, space, at)];
        let ops = [self.op_tensor_map(map.addr, at)];
        self.op(FormId::PrefetchTensormap, &vals, &ops, at);
    }

    /// A [`Ring<N>`](Ring) named `name`: declares its `full` and `empty` mbarriers
    /// (`name_full`, `name_empty`), initialises them from thread (0, 0, 0) (`full` for
    /// the producer's one arrival, `empty` for `consumer_warps` arrivals) and makes every
    /// thread of the CTA wait for that (`bar.sync 0`): call it from all of them, before
    /// the threads specialise.
    #[track_caller]
    pub fn ring<const N: u32>(&mut self, name: &str, consumer_warps: u32) -> Ring<N> {
        let at = site(Location::caller());
        self.make_ring::<N>(name, consumer_warps, 1, at)
    }

    /// A [`Ring<N>`](Ring) whose stages `ctas` CTAs of a cluster fill together
    /// ([`Fill::load_multicast`]): the cluster ranks `g·ctas .. (g + 1)·ctas` form a group
    /// (`ctas` a power of two, 2 to 16; launch with clusters of a multiple of `ctas`
    /// CTAs). As [`ring`](Kernel::ring), with `empty` counting the consumer warps of
    /// every CTA of the group (each releases a stage on all of them), and every thread
    /// of the cluster waiting for the initialisation (`barrier.cluster`), since peers
    /// multicast into this CTA's stages and arrive on its barriers. End the kernel with
    /// [`Ring::leave`].
    #[track_caller]
    pub fn cluster_ring<const N: u32>(
        &mut self,
        name: &str,
        consumer_warps: u32,
        ctas: u32,
    ) -> Ring<N> {
        let at = site(Location::caller());
        if !(2..=16).contains(&ctas) || !ctas.is_power_of_two() {
            self.misuse(
                format!("a cluster ring shared by {ctas} CTAs"),
                "share a cluster ring among 2, 4, 8 or 16 CTAs (a power of two: its groups are aligned blocks of cluster ranks); use `ring` for one CTA",
                at,
            );
        }
        let ctas = if ctas.is_power_of_two() {
            ctas.clamp(2, 16)
        } else {
            2
        };
        self.make_ring::<N>(name, consumer_warps, ctas, at)
    }

    /// [`ring`](Kernel::ring) and [`cluster_ring`](Kernel::cluster_ring) (`ctas` 1).
    fn make_ring<const N: u32>(
        &mut self,
        name: &str,
        consumer_warps: u32,
        ctas: u32,
        at: Site,
    ) -> Ring<N> {
        if !(1..=MAX_STAGES).contains(&N) {
            self.misuse(
                format!("a ring of {N} stages"),
                "give a ring 1 to 64 stages (each holds its tiles in shared memory)",
                at,
            );
        }
        let arrivals = u64::from(consumer_warps) * u64::from(ctas);
        if consumer_warps == 0 || arrivals > u64::from(MAX_ARRIVALS) {
            self.misuse(
                format!("a ring for {consumer_warps} consumer warps in each of {ctas} CTAs"),
                "give a ring 1 to 2^20 - 1 consumer warps in all (an mbarrier's arrival count)",
                at,
            );
        }
        let n = N.clamp(1, MAX_STAGES);
        let arrivals = arrivals.clamp(1, u64::from(MAX_ARRIVALS)) as u32;

        let full = self.shared::<Mbarrier>(&format!("{name}_full"), u64::from(n), Align(8));
        let empty = self.shared::<Mbarrier>(&format!("{name}_empty"), u64::from(n), Align(8));
        let (x, y, z) = (self.tid_x(), self.tid_y(), self.tid_z());
        let xy = self.or(x, y);
        let xyz = self.or(xy, z);
        let first = self.setp(Cmp::Eq, xyz, 0u32);
        // The initialisation is reported at the caller's site (a target without these
        // operations names the ring's line).
        self.if_then(first, |k| {
            for s in 0..i64::from(n) {
                for (bar, count) in [(full.at(s), 1u32), (empty.at(s), arrivals)] {
                    let a = k.op_addr(Address::operand(&bar, Token::new()), 8, at);
                    let c = k.op_arith(Src::from(count), at);
                    k.op(FormId::MbarrierInit, &[], &[a, c], at);
                }
            }
            k.op(FormId::FenceMbarrierInit, &[], &[], at);
        });
        let group = if ctas > 1 {
            self.op_plain(FormId::BarrierClusterArrive, &[], at);
            self.op_plain(FormId::BarrierClusterWait, &[], at);
            // The cluster is whole groups, or the peers' ranks would not exist.
            let size = self.cluster_nctarank();
            let odd = self.and(size, ctas - 1);
            let broken = self.setp(Cmp::Ne, odd, 0u32);
            self.if_then(broken, |k| k.op_plain(FormId::Trap, &[], at));
            let rank = self.cluster_ctarank();
            let part = self.and(rank, ctas - 1);
            let first = self.sub(rank, part);
            let mask = self.shl((1u32 << ctas) - 1, first);
            self.cluster_rings.push((at, false));
            Some(Group {
                id: self.cluster_rings.len() - 1,
                ctas,
                rank,
                part,
                mask: self.cvt(mask),
            })
        } else {
            self.bar_sync(0);
            None
        };
        let (f, e) = (self.addr_of(full), self.addr_of(empty));
        let lane = self.laneid();
        Ring {
            full: self.to_u32(f),
            empty: self.to_u32(e),
            group,
            lane0: self.setp(Cmp::Eq, lane, 0u32),
        }
    }

    /// At the kernel's end: every cluster ring was left.
    pub(crate) fn check_cluster_rings(&mut self) {
        let open: Vec<Site> = self
            .cluster_rings
            .iter()
            .filter(|r| !r.1)
            .map(|r| r.0)
            .collect();
        for at in open {
            self.misuse(
                "a cluster ring never left: a CTA may exit while its peers still multicast into it or arrive on its barriers",
                "end the kernel with `ring.leave(k)` from every thread of the cluster",
                at,
            );
        }
    }

    /// One tile copy: a `cp.async.bulk.tensor` per atom of each row block, at the atom's
    /// offset in the tile and the block's rows, completing on `bar`; a multicast copy
    /// issues this CTA's blocks into every CTA of its group.
    fn tile_copy(&mut self, c: &TileCopy, bar: Ptr32<Shared<Cta>, Mbarrier>) {
        let bl = &c.blocks;
        if let Some(e) = &bl.wrong {
            self.misuse(
                e.clone(),
                "load a tile from a map of its own layout, or of boxes with its columns and a divisor of its rows (a multicast needs a cluster ring)",
                c.at,
            );
            return;
        }
        // A tile that fails its check (already an error where it was made) is not copied.
        if !c.valid {
            return;
        }
        let dims = match c.coords.len() {
            2 => self.dims::<2>(c.at),
            3 => self.dims::<3>(c.at),
            4 => self.dims::<4>(c.at),
            _ => self.dims::<5>(c.at),
        };
        let Some(g) = bl.multicast else {
            for j in 0..bl.count {
                self.block_copy(c, Block::Const(j), dims, bar, None);
            }
            return;
        };
        // Block i·ctas + (rank in the group); past the last block, no copy.
        for i in 0..bl.count.div_ceil(g.ctas) {
            let block = self.add(g.part, i * g.ctas);
            if (i + 1) * g.ctas > bl.count {
                let inside = self.setp(Cmp::Lt, block, bl.count);
                self.if_then(inside, |k| {
                    k.block_copy(c, Block::Reg(block), dims, bar, Some(g.mask));
                });
            } else {
                self.block_copy(c, Block::Reg(block), dims, bar, Some(g.mask));
            }
        }
    }

    /// The copies of row block `block` of a [`TileCopy`] (each atom of the box), plain or
    /// multicast to `mask`.
    fn block_copy(
        &mut self,
        c: &TileCopy,
        block: Block,
        dims: Val,
        bar: Ptr32<Shared<Cta>, Mbarrier>,
        mask: Option<Reg<u16>>,
    ) {
        let bl = &c.blocks;
        let (atoms, atom_cols, _) = c.atoms;
        let mut coords = c.coords.clone();
        let base: Ptr32<Shared<Cta>, u8> = match block {
            Block::Const(0) => Ptr32::new(c.dst.id),
            Block::Const(j) => {
                let y: Reg<i32> = self.add(coords[1], (j * bl.rows) as i32);
                coords[1] = y.into();
                let d: Reg<u32> = self.add(c.dst, j * bl.rows * bl.span);
                Ptr32::new(d.id)
            }
            Block::Reg(r) => {
                let row0 = self.mul_lo(r, bl.rows);
                let r0: Reg<i32> = self.bitcast(row0);
                let y: Reg<i32> = self.add(coords[1], r0);
                coords[1] = y.into();
                let d = self.mad_lo(row0, bl.span, c.dst);
                Ptr32::new(d.id)
            }
        };
        for a in 0..atoms {
            let mut coords = coords.clone();
            if a > 0 {
                let x: Reg<i32> = self.add(coords[0], (a * atom_cols) as i32);
                coords[0] = x.into();
            }
            let dst = base.byte_offset(i64::from(a) * i64::from(bl.atom_stride));
            let mut ops =
                vec![self.aligned_addr(dst.operand(Token::new()), 128, "a TMA tile", c.at)];
            self.tensor_operand_dyn(c.map, &coords, c.at, &mut ops);
            ops.push(self.bar_addr(Address::operand(&bar, Token::new()), c.at));
            match mask {
                Some(m) => {
                    ops.push(self.op_arith(Src::from(m), c.at));
                    self.op(FormId::CpAsyncBulkTensorLoadMulticast, &[dims], &ops, c.at);
                }
                None => self.op(FormId::CpAsyncBulkTensorLoad, &[dims], &ops, c.at),
            }
        }
    }

    /// Stores the tile `src` into the tensor of `map` at `coords` (column, row, then the
    /// outer dimensions): a `cp.async.bulk.tensor` store per atom, in the thread's bulk
    /// async-group (wait for it with `cp.async.bulk.wait_group`). Make the tile's
    /// ordinary stores visible to the TMA unit first (`fence.proxy.async`).
    #[track_caller]
    pub fn tile_store<L: TileLayout, const R: usize>(
        &mut self,
        map: TileMap<L, R>,
        coords: impl Coords<R>,
        src: SmemTile<L>,
    ) {
        let at = site(Location::caller());
        let dims = self.dims::<R>(at);
        let base = TensorMapBase::of(map.addr);
        let coords = coords.srcs(Token::new());
        // A tile that fails its check (an error where it was placed) is not stored.
        let atoms = if L::check().is_ok() { L::ATOMS } else { 0 };
        for a in 0..atoms {
            let mut cs = coords.to_vec();
            if a > 0 {
                let x: Reg<i32> = self.add(cs[0], (a * L::ATOM_COLS) as i32);
                cs[0] = x.into();
            }
            let mut ops = Vec::new();
            self.tensor_operand_dyn(base, &cs, at, &mut ops);
            let s: Ptr32<Shared<Cta>, u8> = Ptr32::new(src.addr.id);
            let s = s.byte_offset(i64::from(a) * i64::from(L::ATOM_BYTES));
            ops.push(self.aligned_addr(s.operand(Token::new()), 128, "a TMA tile", at));
            self.op(FormId::CpAsyncBulkTensorStore, &[dims], &ops, at);
        }
    }

    /// `a` when `p` holds, else `b` (`selp` of the two addresses): both are tiles of
    /// layout `L`, so the result is one, such as each consumer warpgroup's own tile.
    #[track_caller]
    pub fn tile_select<L: TileLayout>(
        &mut self,
        p: Reg<Pred>,
        a: SmemTile<L>,
        b: SmemTile<L>,
    ) -> SmemTile<L> {
        SmemTile {
            addr: self.selp(a.addr, b.addr, p),
            _l: PhantomData,
        }
    }

    /// The shared address of element (`row`, `col`) of `tile`, swizzled as the TMA unit
    /// stores it (the inverse of what a TMA store reads): for epilogues that write a tile
    /// with ordinary stores. The caller keeps `row < ROWS` and `col < COLS`.
    #[track_caller]
    pub fn tile_elem<L: TileLayout>(
        &mut self,
        tile: SmemTile<L>,
        row: impl Into<Src<u32>>,
        col: impl Into<Src<u32>>,
    ) -> Ptr32<Shared<Cta>, L::Elem> {
        let at = site(Location::caller());
        let (row, col) = (row.into(), col.into());
        self.tile_inside::<L>((row, 1), (col, 1), at);
        let span = L::Swizzle::BYTES;
        let atom = self.shr(col, L::ATOM_COLS.trailing_zeros());
        let in_atom = self.and(col, L::ATOM_COLS - 1);
        let byte = self.shl(in_atom, L::ELEM_BYTES.trailing_zeros());
        let rows = self.mul_lo(row, span);
        let lin = self.mad_lo(atom, L::ATOM_BYTES, rows);
        let lin = self.add(lin, byte);
        // XOR the 16-byte chunk (bits 4..) with bits 7.. of the offset, as many bits as
        // the span has chunks.
        let hi = self.shr(lin, 7u32);
        let sel = self.and(hi, span / 16 - 1);
        let x = self.shl(sel, 4u32);
        let off = self.xor(lin, x);
        let addr = self.add(tile.addr, off);
        Ptr32::new(addr.id)
    }

    /// The shared address lane `laneid` gives `ldmatrix.x4` (or `ldmatrix_trans`) for the
    /// 16×16 block of `tile` at (`row0`, `col0`), 16-bit elements: row `row0 + lane % 16`,
    /// column `col0 + 8·(lane / 16)`, swizzled as the tile is. `ldmatrix` then gives the
    /// `mma_sync` m16n8k16 A fragment of the block (rows as M, columns as K), and
    /// `ldmatrix_trans` the B fragments of two n8 blocks of a tile whose rows are K and
    /// columns N (V in attention). `col0` is a multiple of 8 (16 bytes).
    #[track_caller]
    pub fn tile_ldmatrix_a<L: TileLayout>(
        &mut self,
        tile: SmemTile<L>,
        row0: impl Into<Src<u32>>,
        col0: impl Into<Src<u32>>,
    ) -> Ptr32<Shared<Cta>, L::Elem> {
        let at = site(Location::caller());
        let (row0, col0) = (row0.into(), col0.into());
        self.ldmatrix_block::<L>(col0, at);
        self.tile_inside::<L>((row0, 16), (col0, 16), at);
        let lane = self.laneid();
        let r = self.and(lane, 15u32);
        let h = self.shr(lane, 4u32);
        let c = self.shl(h, 3u32);
        let row = self.add(row0, r);
        let col = self.add(col0, c);
        self.tile_elem(tile, row, col)
    }

    /// The shared address lane `laneid` gives `ldmatrix.x4` for the B fragments of two n8
    /// blocks of a K-major tile (rows N, columns K, 16-bit elements) at (`row0`, `col0`):
    /// row `row0 + lane % 8 + 8·(lane / 16)`, column `col0 + 8·((lane / 8) % 2)`, swizzled
    /// as the tile is; registers `[0, 1]` are rows `row0 ..+8`, `[2, 3]` rows `row0 + 8 ..`.
    /// `col0` is a multiple of 8 (16 bytes).
    #[track_caller]
    pub fn tile_ldmatrix_b<L: TileLayout>(
        &mut self,
        tile: SmemTile<L>,
        row0: impl Into<Src<u32>>,
        col0: impl Into<Src<u32>>,
    ) -> Ptr32<Shared<Cta>, L::Elem> {
        let at = site(Location::caller());
        let (row0, col0) = (row0.into(), col0.into());
        self.ldmatrix_block::<L>(col0, at);
        self.tile_inside::<L>((row0, 16), (col0, 16), at);
        let lane = self.laneid();
        let r = self.and(lane, 7u32);
        let h = self.shr(lane, 4u32);
        let r = self.mad_lo(h, 8u32, r);
        let m = self.shr(lane, 3u32);
        let m = self.and(m, 1u32);
        let c = self.shl(m, 3u32);
        let row = self.add(row0, r);
        let col = self.add(col0, c);
        self.tile_elem(tile, row, col)
    }

    /// Constant rows `row .. row + rows` and columns `col .. col + cols` must lie in a
    /// tile of layout `L` (an error at `at` otherwise; run-time values are the caller's
    /// to keep inside, as any run-time index).
    fn tile_inside<L: TileLayout>(
        &mut self,
        (row, rows): (Src<u32>, u32),
        (col, cols): (Src<u32>, u32),
        at: Site,
    ) {
        for (v, n, size, what) in [
            (row, rows, L::ROWS, "rows"),
            (col, cols, L::COLS, "columns"),
        ] {
            if let SrcV::Imm(Imm::UInt(x)) = v.v
                && x.saturating_add(u64::from(n)) > u64::from(size)
            {
                self.misuse(
                    format!(
                        "{what} {x} .. {} of a tile of {size} {what}",
                        x.saturating_add(u64::from(n))
                    ),
                    "address elements inside the tile (rows below ROWS, columns below COLS)",
                    at,
                );
            }
        }
    }

    /// `ldmatrix` reads 16-bit elements, 16 bytes a row: a tile of others, or a constant
    /// `col0` off that grid, is an error at `at`.
    fn ldmatrix_block<L: TileLayout>(&mut self, col0: Src<u32>, at: Site) {
        if L::ELEM_BYTES != 2 {
            self.misuse(
                format!(
                    "ldmatrix fragments of a tile of {}-byte elements",
                    L::ELEM_BYTES
                ),
                "ldmatrix reads 16-bit elements (f16, bf16): use a tile of them",
                at,
            );
        }
        if let SrcV::Imm(Imm::UInt(c)) = col0.v
            && !c.is_multiple_of(8)
        {
            self.misuse(
                format!("an ldmatrix block at column {c}, not a multiple of 8"),
                "start an ldmatrix block at a column that is a multiple of 8 (16-byte rows)",
                at,
            );
        }
    }

    /// The K-major `wgmma` descriptor of `tile`: its swizzle, the stride byte offset of 8
    /// rows of the swizzle span (1024 for [`Sw128`](crate::tile::Sw128)), and the leading
    /// byte offset unused (16).
    #[track_caller]
    pub fn tile_desc_k<L: TileLayout>(&mut self, tile: SmemTile<L>) -> TileDesc<L, KMajor>
    where
        L::Elem: WgmmaElem,
    {
        let sw = <L::Swizzle as SwizzleMode>::DESC;
        let desc = self.wgmma_desc(tile.ptr(), sw, 16, 8 * L::Swizzle::BYTES);
        TileDesc {
            desc,
            _m: PhantomData,
        }
    }

    /// The MN-major `wgmma` descriptor of `tile` (read transposed: the rows are K): its
    /// swizzle, the leading byte offset between atoms along the columns (`ATOM_BYTES`)
    /// and the stride byte offset of 8 rows (1024 for [`Sw128`](crate::tile::Sw128)).
    /// Only 16-bit elements are read transposed (`wgmma_tile` refuses others).
    #[track_caller]
    pub fn tile_desc_mn<L: TileLayout>(&mut self, tile: SmemTile<L>) -> TileDesc<L, MnMajor>
    where
        L::Elem: WgmmaElem,
    {
        let sw = <L::Swizzle as SwizzleMode>::DESC;
        let desc = self.wgmma_desc(tile.ptr(), sw, L::ATOM_BYTES, 8 * L::Swizzle::BYTES);
        TileDesc {
            desc,
            _m: PhantomData,
        }
    }

    /// `wgmma.mma_async` of shape `shape` (`M64N<N>`) with A and B read from tiles (or A
    /// from registers): `acc = A·B (+ acc when scale_d)`. The descriptors' start offsets
    /// come from the tiles' layouts and the operand parts picked: A's rows `row0 .. +64`
    /// and the K step must lie in their tiles (an emit error otherwise), and B's N is its
    /// tile's rows (K-major), the rows [`TileDesc::b_rows`] picks, or its tile's columns
    /// (MN-major, read transposed), or it does not compile. The rest is [`wgmma_mma_async`](Kernel::wgmma_mma_async)'s.
    #[track_caller]
    pub fn wgmma_tile<const N: u32, A, B, D>(
        &mut self,
        shape: M64N<N>,
        acc: &mut D,
        a: A,
        b: B,
        scale_d: impl Into<Src<Pred>>,
    ) where
        M64N<N>: WgmmaOperands<A::Kind, B::Kind, D>,
        A: WgmmaTileA,
        B: WgmmaTileB<N>,
        D: crate::kernel::tensor::Fragment,
    {
        let at = site(Location::caller());
        let kk = <M64N<N> as WgmmaOperands<A::Kind, B::Kind, D>>::K;
        let (bd, trans_b) = b.operand(self, kk, at, Token::new());
        let ad = a.operand(self, kk, at, Token::new());
        let opts = WgmmaOpts {
            trans_b,
            ..WgmmaOpts::default()
        };
        self.wgmma_mma_async(shape, acc, ad, bd, scale_d, opts);
    }

    /// A descriptor `bytes` further on (none when 0).
    #[track_caller]
    fn tile_advance<T: WgmmaElem>(
        &mut self,
        desc: Reg<WgmmaDesc<T>>,
        bytes: u32,
    ) -> Reg<WgmmaDesc<T>> {
        if bytes == 0 {
            return desc;
        }
        self.wgmma_desc_advance(desc, bytes)
    }

    /// K step `kstep` of a `wgmma` of K `kk` must end inside its tile's `size` `what`;
    /// false (with the error) otherwise.
    fn tile_extent(
        &mut self,
        which: &str,
        kstep: u32,
        kk: u32,
        size: u32,
        what: &str,
        at: Site,
    ) -> bool {
        let end = (u64::from(kstep) + 1) * u64::from(kk);
        if end > u64::from(size) {
            self.misuse(
                format!("a wgmma {which} operand's K step {kstep} reads up to {what} {end} of a tile of {size} {what}"),
                "pick a K step inside the tile (kstep below its K extent divided by the shape's K)",
                at,
            );
            return false;
        }
        true
    }

    /// Where this thread's accumulator elements lie ([`AccCoords`]): row
    /// `16·((tid.x % 128) / 32) + lane / 4`, column `2·(lane % 4)`.
    #[track_caller]
    pub fn wgmma_acc_coords(&mut self) -> AccCoords {
        let t = self.tid_x();
        let wt = self.and(t, 127u32);
        let warp = self.shr(wt, 5u32);
        let lane = self.and(t, 31u32);
        let g = self.shr(lane, 2u32);
        let row = self.mad_lo(warp, 16u32, g);
        let q = self.and(lane, 3u32);
        let col = self.shl(q, 1u32);
        AccCoords { row, col }
    }

    /// The A fragment of K step `kstep` (columns `16·kstep ..`) of a `wgmma` f32
    /// accumulator `acc` of an m64nN shape, rounded to 16-bit pairs (`cvt.rn`): the scores
    /// `S = Q·Kᵀ` as the A operand of `P·V`. The accumulator's columns `16·kstep ..
    /// 16·kstep + 15` are the fragment's K; a step past the accumulator is an emit error.
    #[track_caller]
    pub fn wgmma_acc_to_a<K: crate::CvtPack + WgmmaKind, const R: usize>(
        &mut self,
        acc: &[Reg<f32>; R],
        kstep: u32,
    ) -> [Reg<K>; 4] {
        let at = site(Location::caller());
        let first = kstep as usize * 8;
        if first.saturating_add(8) > R {
            self.misuse(
                format!(
                    "the A fragment of K step {kstep} (accumulator columns {} .. {}) of an accumulator of {} columns",
                                        16 * u64::from(kstep),
                    16 * u64::from(kstep) + 16,
                    R * 2
                ),
                "pick a K step below the accumulator's columns divided by 16",
                at,
            );
            let z = self.mov(0.0f32);
            return core::array::from_fn(|_| self.cvt_pack(z, z));
        }
        let mut out = Vec::with_capacity(4);
        for i in 0..4 {
            let (lo, hi) = (acc[first + 2 * i], acc[first + 2 * i + 1]);
            out.push(self.cvt_pack(hi, lo));
        }
        [out[0], out[1], out[2], out[3]]
    }
}
