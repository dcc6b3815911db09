//! The pipeline: a typed ring of stages, each one K slice of A (a tile per consumer
//! warpgroup) and of B, in tiles whose layout is their type. The producer fills a stage
//! from tile maps of 64-row boxes ([`Fill::load_rows`], or with `cluster` B's boxes
//! shared out between the two CTAs and multicast, [`Fill::load_multicast`]); the
//! consumers read it with `wgmma` through the tiles' descriptors
//! ([`Kernel::wgmma_tile`]), whose offsets and extents come from the layouts. No byte
//! count, slot offset, phase or descriptor field is written by hand here.

use super::*;
use typed_ptx::tile::{
    KMajor, Ring, Stage, TileA, TileArena, TileB, TileStages, WgmmaTileA, WgmmaTileB,
};

/// The ring's side the producer and the tile loops need, whatever the tile shapes.
pub(super) trait Pipeline {
    /// A position in the ring (a stage and its phase).
    type Stage: Carry<Regs = Self::Stage> + Copy;
    /// The first position.
    fn start(&self, k: &mut Kernel<'_>) -> Self::Stage;
    /// The position after `s`.
    fn next(&self, k: &mut Kernel<'_>, s: Self::Stage) -> Self::Stage;
    /// The producer's fill of stage `s` with K slice `kt` of the tile at rows `m0` of A
    /// and `n0` of B (waiting for the consumers to release it first).
    fn fill(&self, k: &mut Kernel<'_>, s: Self::Stage, kt: Reg<u32>, tile: (Reg<u32>, Reg<u32>));
    /// Releases stage `s` (lane 0 of each consumer warp arrives).
    fn release(&self, k: &mut Kernel<'_>, s: Self::Stage);
    /// Releases stage `s` where `p` holds (lane 0 of each consumer warp arrives if its
    /// `p` does).
    fn release_if(&self, k: &mut Kernel<'_>, s: Self::Stage, p: Reg<Pred>);
    /// The CTAs of a cluster wait for each other before the kernel ends.
    fn leave(&self, k: &mut Kernel<'_>);
}

/// The consumers' side: one K slice's `wgmma`s into accumulators of `R` registers a thread
/// per m64 block.
pub(super) trait Consume<const R: usize>: Pipeline {
    /// Waits for stage `s`, then issues its `wgmma`s from this consumer's A tile (the
    /// first consumer's where `first` holds) and B into `acc`, adding to it unless `keep`
    /// (made after the descriptors) is false, and commits them as a group.
    fn issue(
        &self,
        k: &mut Kernel<'_>,
        first: Reg<Pred>,
        s: Self::Stage,
        acc: &mut [[Reg<f32>; R]],
        keep: &dyn Fn(&mut Kernel<'_>) -> Src<Pred>,
    );

    /// [`issue`](Self::issue) for part `part` of `parts` of B's rows (the tile's columns
    /// `part · N/parts ..`) into `acc`, `R / parts` registers a thread per m64 block
    /// (overwritten: `scale-d` false), after waiting for stage `s` where `wait`.
    fn issue_part(
        &self,
        k: &mut Kernel<'_>,
        first_wait: (Reg<Pred>, bool),
        s: Self::Stage,
        part: (u32, u32),
        acc: &mut [Vec<Reg<f32>>],
    );
}

/// The ring of one tile shape: `N` stages of two A tiles (`AR` rows each, one per
/// consumer) and a B tile (`NN` rows: the `wgmma` N) of operands `O`.
pub(super) struct Pipe<O: Operand, const AR: u32, const NN: u32, const N: u32> {
    ring: Ring<N>,
    a: (TileStages<O::T<AR>, N>, TileStages<O::T<AR>, N>),
    b: TileStages<O::T<NN>, N>,
    maps: (BoxMap<O>, BoxMap<O>),
    cluster: bool,
}

impl<O: Operand, const AR: u32, const NN: u32, const N: u32> Pipe<O, AR, NN, N> {
    /// Places the stages' tiles in `arena` and makes the ring (a cluster ring of two CTAs
    /// with `cluster`): call it from every thread, before they specialise.
    pub(super) fn new(
        k: &mut Kernel<'_>,
        arena: &mut TileArena,
        maps: (BoxMap<O>, BoxMap<O>),
        cluster: bool,
    ) -> Self {
        let a = (arena.stages(k), arena.stages(k));
        let b = arena.stages(k);
        // One arrival per consumer warp (of both CTAs of a cluster).
        let warps = CONSUMERS * 4;
        let ring = if cluster {
            k.cluster_ring::<N>("ring", warps, 2)
        } else {
            k.ring::<N>("ring", warps)
        };
        Pipe {
            ring,
            a,
            b,
            maps,
            cluster,
        }
    }
}

impl<O: Operand, const AR: u32, const NN: u32, const N: u32> Pipe<O, AR, NN, N> {
    /// The start of the stages' memory: stage 0's first A tile, the first tile placed
    /// (the epilogue's staging once the pipeline is done, without `persistent`).
    pub(super) fn base(&self, k: &mut Kernel<'_>) -> Ptr32<Shared<Cta>, O::Elem> {
        let s = self.ring.start(k);
        self.a.0.at(k, s).ptr()
    }
}

impl<O: Operand, const AR: u32, const NN: u32, const N: u32> Pipeline for Pipe<O, AR, NN, N> {
    type Stage = Stage<N>;

    fn start(&self, k: &mut Kernel<'_>) -> Stage<N> {
        self.ring.start(k)
    }

    fn next(&self, k: &mut Kernel<'_>, s: Stage<N>) -> Stage<N> {
        self.ring.next(k, s)
    }

    fn fill(&self, k: &mut Kernel<'_>, s: Stage<N>, kt: Reg<u32>, (m0, n0): (Reg<u32>, Reg<u32>)) {
        let (ma, mb) = self.maps;
        // The slice's first column, in the tiles' elements (bf16, or packs of four FP8).
        let kx = k.mul_lo(kt, <O::T<64> as TileLayout>::COLS);
        let (a0, a1, b) = (self.a.0.at(k, s), self.a.1.at(k, s), self.b.at(k, s));
        let m1 = k.add(m0, AR);
        let cluster = self.cluster;
        // The whole tiles' bytes are expected, also for boxes partly (or, the spare CTA
        // of a cluster's A, wholly) past the edges: TMA writes their outside elements as
        // zeros (PTX ISA 5.5.3.3, "Out of Boundary Access", zero fill mode) and the
        // complete-tx counts the whole box (the GPU check's edge shapes confirm it: a
        // count of the in-bounds bytes alone would leave the consumers' wait hanging).
        self.ring.fill(k, s, |_, f| {
            f.load_rows(a0, ma, (kx, m0));
            f.load_rows(a1, ma, (kx, m1));
            if cluster {
                f.load_multicast(b, mb, (kx, n0));
            } else {
                f.load_rows(b, mb, (kx, n0));
            }
        });
    }

    fn release(&self, k: &mut Kernel<'_>, s: Stage<N>) {
        self.ring.release(k, s);
    }

    fn release_if(&self, k: &mut Kernel<'_>, s: Stage<N>, p: Reg<Pred>) {
        self.ring.release_if(k, s, p);
    }

    fn leave(&self, k: &mut Kernel<'_>) {
        self.ring.leave(k);
    }
}

impl<O: Operand, const AR: u32, const NN: u32, const N: u32, const R: usize> Consume<R>
    for Pipe<O, AR, NN, N>
where
    TileA<O::T<AR>>: WgmmaTileA<Kind = Kind<O>>,
    TileB<O::T<NN>, KMajor>: WgmmaTileB<NN, Kind = Kind<O>>,
    M64N<NN>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; R]>,
    M64N<64>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; 32]>,
    M64N<96>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; 48]>,
{
    fn issue(
        &self,
        k: &mut Kernel<'_>,
        first: Reg<Pred>,
        s: Stage<N>,
        acc: &mut [[Reg<f32>; R]],
        keep: &dyn Fn(&mut Kernel<'_>) -> Src<Pred>,
    ) {
        self.ring.wait(k, s);
        let (a0, a1) = (self.a.0.at(k, s), self.a.1.at(k, s));
        let a = k.tile_select(first, a0, a1);
        let da = k.tile_desc_k(a);
        let b = self.b.at(k, s);
        let db = k.tile_desc_k(b);
        let keep = keep(k);
        k.wgmma_fence();
        // A 128-byte row holds four K steps of 32 bytes (k16 bf16, k32 FP8).
        for step in 0..4 {
            for (j, f) in acc.iter_mut().enumerate() {
                let scale: Src<Pred> = if step == 0 { keep } else { true.into() };
                k.wgmma_tile(M64N::<NN>, f, da.a(64 * j as u32, step), db.b(step), scale);
            }
        }
        k.wgmma_commit_group();
    }

    fn issue_part(
        &self,
        k: &mut Kernel<'_>,
        (first, wait): (Reg<Pred>, bool),
        s: Stage<N>,
        (part, parts): (u32, u32),
        acc: &mut [Vec<Reg<f32>>],
    ) {
        match NN / parts {
            64 => self.issue_rows::<64, 32>(k, (first, wait), s, part, acc),
            96 => self.issue_rows::<96, 48>(k, (first, wait), s, part, acc),
            // `consumer::parts` splits B tiles into parts of 64 or 96 rows.
            rows => unreachable!("a part of {rows} rows"),
        }
    }
}

impl<O: Operand, const AR: u32, const NN: u32, const N: u32> Pipe<O, AR, NN, N>
where
    TileA<O::T<AR>>: WgmmaTileA<Kind = Kind<O>>,
{
    /// [`Consume::issue_part`] with B's rows `part · H ..` (`H` rows, `RH` registers).
    fn issue_rows<const H: u32, const RH: usize>(
        &self,
        k: &mut Kernel<'_>,
        (first, wait): (Reg<Pred>, bool),
        s: Stage<N>,
        part: u32,
        acc: &mut [Vec<Reg<f32>>],
    ) where
        M64N<H>: WgmmaOperands<Kind<O>, Kind<O>, [Reg<f32>; RH]>,
    {
        if wait {
            self.ring.wait(k, s);
        }
        let (a0, a1) = (self.a.0.at(k, s), self.a.1.at(k, s));
        let a = k.tile_select(first, a0, a1);
        let da = k.tile_desc_k(a);
        let b = self.b.at(k, s);
        let db = k.tile_desc_k(b);
        // The consumers make each part `H / 2` registers long.
        let mut frags: Vec<[Reg<f32>; RH]> = acc
            .iter()
            .map(|f| {
                f.as_slice()
                    .try_into()
                    .expect("a part accumulator of H / 2 registers")
            })
            .collect();
        k.wgmma_fence();
        for step in 0..4 {
            for (j, f) in frags.iter_mut().enumerate() {
                let scale: Src<Pred> = (step != 0).into();
                k.wgmma_tile(
                    M64N::<H>,
                    f,
                    da.a(64 * j as u32, step),
                    db.b_rows::<H>(part * H, step),
                    scale,
                );
            }
        }
        k.wgmma_commit_group();
    }
}
