//! Attention forward for sm_90a, written with the typed builder's tiles and rings:
//! `O = softmax(Q·Kᵀ · scale)·V` per (batch, head), with the log-sum-exp of each row.
//! bf16 Q, K, V and O, f32 accumulation, head dim 64 or 128, causal or not, any
//! sequence length, and grouped-query attention (K and V with fewer heads than Q).
//!
//! The layout of every shared-memory tile is its type ([`typed_ptx::tile`]): the host's
//! tensor maps are made for those types (`Gpu::tile_map`), the TMA copies and the
//! mbarriers' byte counts come from them, and so do the `wgmma` descriptors: Q and K
//! are read K-major, V MN-major (transposed), and P comes from the score accumulator in
//! registers (`wgmma_acc_to_a`).
//!
//! One CTA of three warpgroups per (128 query rows, batch·head):
//! - the producer warpgroup gives its registers away (`setmaxnreg.dec`); one elected
//!   thread loads Q once (two 64-row tiles) and then each K and V tile into its ring
//!   (two stages each), with TMA;
//! - each of the two consumer warpgroups owns 64 query rows: for every K/V tile it
//!   computes `S = Q·Kᵀ` (`wgmma` m64n`BN`k16), masks the causal diagonal and the
//!   sequence tail, updates the running row maximum and sum (online softmax with
//!   `ex2.approx`), rescales O, and adds `P·V` (`wgmma` m64n`D`k16, P from registers);
//!   at the end it divides O by the row sums, writes the log-sum-exp, stages O in its Q
//!   tile and stores it with TMA.
//!
//! Tensors are `[batch, heads, seq, D]` row-major (PyTorch's `(B, H, S, D)` contiguous);
//! the tensor maps are 3-D (`D`, seq, batch·heads), so rows past the sequence read as
//! zeros and are not written. The log-sum-exp is `[batch·heads, seq_q]` f32, natural log.

use std::cell::Cell;

use typed_ptx::tile::{
    AccCoords, KMajor, MnMajor, Ring, SmemTile, Stage, Sw128, Tile, TileB, TileDesc, TileMap,
    TileStages, WgmmaTileB, wgmma_acc_offset,
};
use typed_ptx::*;

/// Consumer warpgroups, each owning 64 query rows.
pub const CONSUMERS: u32 = 2;
/// Query rows per CTA.
pub const BM: u32 = 64 * CONSUMERS;
/// Threads per CTA: the producer warpgroup and the consumers.
pub const THREADS: u32 = 128 * (CONSUMERS + 1);
/// The producer's registers after `setmaxnreg.dec`.
const PRODUCER_REGS: u32 = 24;
/// The consumers' registers after `setmaxnreg.inc`.
const CONSUMER_REGS: u32 = 240;
/// Stages of the K and V rings.
pub const STAGES: u32 = 2;
/// `ln 2`: the log-sum-exp is kept in base 2 until it is written.
const LN2: f32 = std::f32::consts::LN_2;

/// A consumer's 64 rows of Q (and, at the end, of O): `D` bf16 per row.
pub type QTile<const D: u32> = Tile<Bf16, 64, D, Sw128>;
/// `BN` keys (or values) of `D` bf16.
pub type KvTile<const BN: u32, const D: u32> = Tile<Bf16, BN, D, Sw128>;

/// A tile-map parameter.
type Map<L> = TileMap<L, 3>;

/// `(q, k, v, o, lse, seq_q, seq_kv, heads, group, bh, scale_log2)`: the four tensor
/// maps, the log-sum-exp output, the sequence lengths, the query heads, the query heads
/// per K/V head, batch · heads, and `softmax scale · log2 e`.
pub type Params<const D: u32, const BN: u32> = (
    Map<QTile<D>>,
    Map<KvTile<BN, D>>,
    Map<KvTile<BN, D>>,
    Map<QTile<D>>,
    Ptr<Global, f32>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<u32>,
    Reg<f32>,
);

/// The parameters' names, in order.
const NAMES: [&str; 11] = [
    "q",
    "k",
    "v",
    "o",
    "lse",
    "seq_q",
    "seq_kv",
    "heads",
    "group",
    "bh",
    "scale_log2",
];

/// One kernel's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The head dimension: 64 or 128.
    pub d: u32,
    /// Keys per K/V tile: 64, 128 or 192 (`D` 64), 64, 128 or 176 (`D` 128).
    pub bn: u32,
    /// A causal mask (query `i` sees keys `0 ..= i`; the sequences have one length).
    pub causal: bool,
    /// Overlap each tile's softmax with the previous tile's `P·V` (FlashAttention-3's
    /// intra-warpgroup pipelining: `Q·K_j` and `P_{j-1}·V_{j-1}` are issued together, and
    /// the softmax of tile `j` runs while the second is in flight).
    pub overlap: bool,
    /// One CTA per SM looping over (query block, head) work items: the producer loads
    /// the next item's Q, K and V while the consumers finish the last one.
    pub persistent: bool,
    /// The two consumer warpgroups take turns issuing their `wgmma`s (named barriers),
    /// so that one's softmax runs while the other's matrix products do (FlashAttention-3's
    /// ping-pong); with [`overlap`](Config::overlap) only.
    pub pingpong: bool,
}

impl Config {
    /// The kernel's name.
    pub fn name(&self) -> String {
        format!(
            "attention_fwd_d{}_bn{}{}{}{}{}",
            self.d,
            self.bn,
            if self.causal { "_causal" } else { "" },
            if self.overlap { "_ov" } else { "" },
            if self.persistent { "_p" } else { "" },
            if self.pingpong { "_pp" } else { "" }
        )
    }

    /// The grid for `batch·heads` heads of `seq_q` queries on a GPU of `sms` SMs:
    /// (query blocks, batch·heads), or (persistent) one CTA per SM, at most one per item.
    pub fn grid(&self, seq_q: u32, bh: u32, sms: u32) -> [u32; 3] {
        let blocks = seq_q.div_ceil(BM);
        if self.persistent {
            [blocks.saturating_mul(bh).min(sms).max(1), 1, 1]
        } else {
            [blocks, bh, 1]
        }
    }
}

/// Adds the kernel of `cfg` (its `d` and `bn` must be `D` and `BN`; `RS` = `BN / 2` and
/// `RO` = `D / 2` accumulator registers per thread) to `m`, a module for sm_90a that
/// holds one such kernel (it declares the dynamic shared memory `attn_smem`). Returns the
/// kernel and the bytes of dynamic shared memory to launch it with.
pub fn attention_hopper<const D: u32, const BN: u32, const RS: usize, const RO: usize>(
    m: &mut Module,
    cfg: Config,
) -> Result<(KernelRef<Params<D, BN>>, u32), String>
where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    if cfg.pingpong && !cfg.overlap {
        return Err(format!(
            "{}: the ping-pong schedule takes turns at the overlapped main loop's issue points; turn `overlap` on",
            cfg.name()
        ));
    }
    if (cfg.d, cfg.bn) != (D, BN) || RS as u32 != BN / 2 || RO as u32 != D / 2 {
        return Err(format!(
            "attention kernel of head dim {} and {}-key tiles built as D = {D}, BN = {BN}",
            cfg.d, cfg.bn
        ));
    }
    let smem = m.extern_shared::<u8>("attn_smem", Align(1024));
    let bytes = Cell::new(0);
    let f = m.kernel_named(&cfg.name(), &NAMES, |k, p: Params<D, BN>| {
        bytes.set(body::<D, BN, RS, RO>(k, cfg, smem, p));
    });
    Ok((f, bytes.get()))
}

/// Where a CTA works: its query rows, its head and K/V head, and how many K/V tiles it
/// reads.
struct Work {
    /// The first query row of the CTA.
    m0: Reg<u32>,
    /// batch·heads + head of Q and O.
    bh: Reg<u32>,
    /// batch·kv_heads + kv_head of K and V.
    bh_kv: Reg<u32>,
    /// K/V tiles to read.
    tiles: Reg<u32>,
}

/// The query block and head of work item `item` of a persistent kernel (items in head
/// order, each head's query blocks the longest first when causal), or (`None`) of this
/// CTA: query block `ctaid.x` (causal: the longest first), head `ctaid.y`.
fn work(
    k: &mut Kernel<'_>,
    cfg: Config,
    bn: u32,
    p: (Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>),
    item: Option<Reg<u32>>,
) -> Work {
    let (seq_q, seq_kv, heads, group) = p;
    let blocks = k.add(seq_q, BM - 1);
    let blocks = k.shr(blocks, BM.trailing_zeros());
    let (x, bh) = match item {
        Some(i) => (k.rem(i, blocks), k.div(i, blocks)),
        None => (k.ctaid_x(), k.ctaid_y()),
    };
    let mb = if cfg.causal {
        // The longest rows first: the last query block reads the most tiles.
        let last = k.sub(blocks, 1u32);
        k.sub(last, x)
    } else {
        x
    };
    let m0 = k.mul_lo(mb, BM);
    let b = k.div(bh, heads);
    let h = k.rem(bh, heads);
    let kv_heads = k.div(heads, group);
    let h_kv = k.div(h, group);
    let bh_kv = k.mad_lo(b, kv_heads, h_kv);
    let len = if cfg.causal {
        let end = k.add(m0, BM);
        k.min(end, seq_kv)
    } else {
        seq_kv
    };
    let len = k.add(len, bn - 1);
    let tiles = k.div(len, bn);
    Work {
        m0,
        bh,
        bh_kv,
        tiles,
    }
}

/// The kernel body; returns the dynamic shared memory it needs.
fn body<const D: u32, const BN: u32, const RS: usize, const RO: usize>(
    k: &mut Kernel<'_>,
    cfg: Config,
    smem: Var<Shared, u8>,
    (qm, km, vm, om, lse, seq_q, seq_kv, heads, group, bh_all, scale): Params<D, BN>,
) -> u32
where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    k.reqntid(THREADS, 1, 1);
    k.minnctapersm(1);
    let mut arena = k.tile_arena(smem);
    let q0: SmemTile<QTile<D>> = arena.tile(k);
    let q1: SmemTile<QTile<D>> = arena.tile(k);
    let kt = arena.stages::<KvTile<BN, D>, STAGES>(k);
    let vt = arena.stages::<KvTile<BN, D>, STAGES>(k);
    let q_ring = k.ring::<1>("q", 4 * CONSUMERS);
    let k_ring = k.ring::<STAGES>("k", 4 * CONSUMERS);
    let v_ring = k.ring::<STAGES>("v", 4 * CONSUMERS);
    let wp = (seq_q, seq_kv, heads, group);
    let t = Tiles {
        q: (q0, q1),
        kv: (kt, vt),
        rings: (q_ring, k_ring, v_ring),
        maps: (qm, km, vm),
    };
    let tid = k.tid_x();
    let wg = k.shr(tid, 7u32);
    let is_producer = k.setp(Cmp::Eq, wg, 0u32);
    k.if_then(is_producer, |k| {
        k.setmaxnreg_dec(PRODUCER_REGS);
        let warp0 = k.setp(Cmp::Lt, tid, 32u32);
        k.if_then(warp0, |k| {
            let (_, leader) = k.elect_sync(u32::MAX);
            k.if_then(leader, |k| {
                let start = (q_ring.start(k), k_ring.start(k));
                if cfg.persistent {
                    let items = items(k, seq_q, bh_all);
                    let (cta, step) = (k.ctaid_x(), k.nctaid_x());
                    k.for_range(cta, items, step, start, |k, item, st| {
                        let w = work(k, cfg, BN, wp, Some(item));
                        produce::<D, BN>(k, &t, &w, st)
                    });
                } else {
                    let w = work(k, cfg, BN, wp, None);
                    produce::<D, BN>(k, &t, &w, start);
                }
            });
        });
    });
    let is_consumer = k.not(is_producer);
    k.if_then(is_consumer, |k| {
        k.setmaxnreg_inc(CONSUMER_REGS);
        let cw = k.sub(wg, 1u32);
        let second = k.setp(Cmp::Eq, cw, 1u32);
        let q = k.tile_select(second, q1, q0);
        let start = (q_ring.start(k), k_ring.start(k));
        let item = |k: &mut Kernel<'_>, w: &Work, st| {
            let rows0 = k.mad_lo(cw, 64u32, w.m0);
            let c = Consumer {
                cfg,
                q,
                rows0,
                second,
                seq_q,
                seq_kv,
                scale,
            };
            consume::<D, BN, RS, RO>(k, &c, &t, w, st, (om, lse))
        };
        // Pingpong: warpgroup 0 has the first turn; the second's last arrival is taken
        // after the last item, so that every barrier ends complete.
        if cfg.pingpong {
            k.if_then(second, |k| k.bar_arrive(TURN[0], 256));
        }
        if cfg.persistent {
            let items = items(k, seq_q, bh_all);
            let (cta, step) = (k.ctaid_x(), k.nctaid_x());
            k.for_range(cta, items, step, start, |k, i, st| {
                let w = work(k, cfg, BN, wp, Some(i));
                item(k, &w, st)
            });
        } else {
            let w = work(k, cfg, BN, wp, None);
            item(k, &w, start);
        }
        if cfg.pingpong {
            let first = k.not(second);
            k.if_then(first, |k| k.bar_sync_count(TURN[0], 256));
        }
    });
    arena.bytes()
}

/// The CTA's tiles, rings and tensor maps.
struct Tiles<const D: u32, const BN: u32> {
    /// The two consumers' Q tiles.
    q: (SmemTile<QTile<D>>, SmemTile<QTile<D>>),
    /// The K and V stages.
    kv: (
        TileStages<KvTile<BN, D>, STAGES>,
        TileStages<KvTile<BN, D>, STAGES>,
    ),
    /// Q's ring (one stage, refilled per work item) and the K and V rings.
    rings: (Ring<1>, Ring<STAGES>, Ring<STAGES>),
    maps: (Map<QTile<D>>, Map<KvTile<BN, D>>, Map<KvTile<BN, D>>),
}

/// The work items of a persistent kernel: query blocks × batch·heads.
fn items(k: &mut Kernel<'_>, seq_q: Reg<u32>, bh: Reg<u32>) -> Reg<u32> {
    let blocks = k.add(seq_q, BM - 1);
    let blocks = k.shr(blocks, BM.trailing_zeros());
    k.mul_lo(blocks, bh)
}

/// The producer's loads of one work item: its Q tiles, then each K and V tile; returns
/// the rings' positions after them.
fn produce<const D: u32, const BN: u32>(
    k: &mut Kernel<'_>,
    t: &Tiles<D, BN>,
    w: &Work,
    (qs, kvs): (Stage<1>, Stage<STAGES>),
) -> (Stage<1>, Stage<STAGES>) {
    let (q_ring, k_ring, v_ring) = t.rings;
    let (qm, km, vm) = t.maps;
    let (q0, q1) = t.q;
    let (kt, vt) = t.kv;
    let m1 = k.add(w.m0, 64u32);
    let kv_tile = |k: &mut Kernel<'_>, j: Reg<u32>, s: Stage<STAGES>| {
        let row = k.mul_lo(j, BN);
        let kd = kt.at(k, s);
        k_ring.fill(k, s, |_, f| f.load(kd, km, (0u32, row, w.bh_kv)));
        let vd = vt.at(k, s);
        v_ring.fill(k, s, |_, f| f.load(vd, vm, (0u32, row, w.bh_kv)));
        k_ring.next(k, s)
    };
    // The first K and V tiles before Q: in a persistent kernel they load while the
    // consumers finish the last item (Q waits for its tile to be released after the
    // epilogue); every item has at least one tile.
    let zero = k.mov(0u32);
    let kvs = kv_tile(k, zero, kvs);
    q_ring.fill(k, qs, |_, f| {
        f.load(q0, qm, (0u32, w.m0, w.bh));
        f.load(q1, qm, (0u32, m1, w.bh));
    });
    let kvs = k.for_range(1u32, w.tiles, 1u32, kvs, |k, j, s| kv_tile(k, j, s));
    (q_ring.next(k, qs), kvs)
}

/// A consumer warpgroup's part of one work item: waits for Q, runs the K/V loop and the
/// epilogue, then releases Q (its tile staged O, which the TMA store has read); returns
/// the rings' positions after it.
fn consume<const D: u32, const BN: u32, const RS: usize, const RO: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    t: &Tiles<D, BN>,
    w: &Work,
    (qs, kvs): (Stage<1>, Stage<STAGES>),
    out: (Map<QTile<D>>, Ptr<Global, f32>),
) -> (Stage<1>, Stage<STAGES>)
where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    let (q_ring, k_ring, v_ring) = t.rings;
    q_ring.wait(k, qs);
    let (o, m_run, l_run, kvs) = if c.cfg.overlap {
        consumer_loop_overlap::<D, BN, RS, RO>(k, c, w, (k_ring, v_ring), t.kv, kvs)
    } else {
        consumer_loop::<D, BN, RS, RO>(k, c, w, (k_ring, v_ring), t.kv, kvs)
    };
    epilogue::<D, RO>(k, c, w, (o, m_run, l_run), out);
    q_ring.release(k, qs);
    (q_ring.next(k, qs), kvs)
}

/// What a consumer warpgroup knows.
struct Consumer<const D: u32> {
    cfg: Config,
    /// Its Q tile (O's staging tile at the end).
    q: SmemTile<QTile<D>>,
    /// Its first query row.
    rows0: Reg<u32>,
    /// Whether it is the second consumer warpgroup.
    second: Reg<Pred>,
    seq_q: Reg<u32>,
    seq_kv: Reg<u32>,
    scale: Reg<f32>,
}

/// The running state of two rows (a thread's rows `g` and `g + 8`).
type Rows = [Reg<f32>; 2];

/// The K/V loop of a consumer warpgroup: returns its O accumulator (not yet divided),
/// and each of its two rows' running maximum (base 2, scaled) and its thread's part of
/// the running sum.
#[allow(clippy::type_complexity)]
fn consumer_loop<const D: u32, const BN: u32, const RS: usize, const RO: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    w: &Work,
    (k_ring, v_ring): (Ring<STAGES>, Ring<STAGES>),
    (kt, vt): (
        TileStages<KvTile<BN, D>, STAGES>,
        TileStages<KvTile<BN, D>, STAGES>,
    ),
    start: Stage<STAGES>,
) -> ([Reg<f32>; RO], Rows, Rows, Stage<STAGES>)
where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    let mut o: [Reg<f32>; RO] = k.frag_zero();
    let mut s: [Reg<f32>; RS] = k.frag_zero();
    let at = k.wgmma_acc_coords();
    let qd = k.tile_desc_k(c.q);
    let init = (start, [f32::NEG_INFINITY; 2], [0.0f32; 2]);
    let (after, m_run, l_run) =
        k.for_range(0u32, w.tiles, 1u32, init, |k, j, (st, m_run, l_run)| {
            // S = Q·Kᵀ.
            k_ring.wait(k, st);
            k.wgmma_fence();
            issue_qk::<D, BN, RS>(k, qd, kt, st, &mut s);
            k.wgmma_wait_group(0);
            k_ring.release(k, st);
            mask::<D, BN, RS>(k, c, &at, j, &s);
            let (m_new, alpha) = softmax_rows::<D, RS>(k, c, &s, m_run);
            let l_new = row_sums::<RS>(k, &s, l_run, alpha);
            rescale::<RO>(k, &o, alpha);
            // O += P·V, P from the scores' registers.
            let p: Vec<[Reg<Bf16x2>; 4]> = (0..BN / 16).map(|t| k.wgmma_acc_to_a(&s, t)).collect();
            v_ring.wait(k, st);
            k.wgmma_fence();
            issue_pv::<D, BN, RO>(k, vt, st, &p, &mut o);
            k.wgmma_wait_group(0);
            v_ring.release(k, st);
            (k_ring.next(k, st), m_new, l_new)
        });
    (o, m_run, l_run, after)
}

/// `S = Q·K` of the stage `st` into `s` (issued and committed as one group, not waited
/// for).
fn issue_qk<const D: u32, const BN: u32, const RS: usize>(
    k: &mut Kernel<'_>,
    qd: TileDesc<QTile<D>, KMajor>,
    kt: TileStages<KvTile<BN, D>, STAGES>,
    st: Stage<STAGES>,
    s: &mut [Reg<f32>; RS],
) where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
{
    let kd = kt.at(k, st);
    let kd = k.tile_desc_k(kd);
    for ks in 0..D / 16 {
        k.wgmma_tile(M64N::<BN>, s, qd.a(0, ks), kd.b(ks), ks != 0);
    }
    k.wgmma_commit_group();
}

/// `O += P·V` of the stage `st` (P in registers; issued and committed as one group, not
/// waited for).
fn issue_pv<const D: u32, const BN: u32, const RO: usize>(
    k: &mut Kernel<'_>,
    vt: TileStages<KvTile<BN, D>, STAGES>,
    st: Stage<STAGES>,
    p: &[[Reg<Bf16x2>; 4]],
    o: &mut [Reg<f32>; RO],
) where
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    let vd = vt.at(k, st);
    let vd = k.tile_desc_mn(vd);
    for (t, pa) in (0u32..).zip(p) {
        k.wgmma_tile(M64N::<D>, o, *pa, vd.b(t), true);
    }
    k.wgmma_commit_group();
}

/// O scaled by each row's `alpha`, in place.
fn rescale<const RO: usize>(k: &mut Kernel<'_>, o: &[Reg<f32>; RO], alpha: Rows) {
    for (i, &r) in o.iter().enumerate() {
        let a = alpha[(wgmma_acc_offset(i).0 / 8) as usize];
        let v = k.mul(r, a);
        k.assign(r, v);
    }
}

/// [`consumer_loop`] with each tile's softmax overlapped with the previous tile's `P·V`
/// (FlashAttention-3's intra-warpgroup pipelining). Tile 0's scores are computed and
/// softmaxed first; then for each tile `j ≥ 1`: issue `S = Q·K_j` and `O += P·V_{j-1}`,
/// wait for the first, mask and softmax it while the second runs, wait for the second,
/// rescale O and round the new P. The last tile's `P·V` follows the loop.
#[allow(clippy::type_complexity)]
fn consumer_loop_overlap<const D: u32, const BN: u32, const RS: usize, const RO: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    w: &Work,
    (k_ring, v_ring): (Ring<STAGES>, Ring<STAGES>),
    (kt, vt): (
        TileStages<KvTile<BN, D>, STAGES>,
        TileStages<KvTile<BN, D>, STAGES>,
    ),
    start: Stage<STAGES>,
) -> ([Reg<f32>; RO], Rows, Rows, Stage<STAGES>)
where
    M64N<BN>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RS]>,
    M64N<D>: WgmmaOperands<Bf16x2, Bf16x2, [Reg<f32>; RO]>,
    TileB<KvTile<BN, D>, KMajor>: WgmmaTileB<BN, Kind = Bf16x2>,
    TileB<KvTile<BN, D>, MnMajor>: WgmmaTileB<D, Kind = Bf16x2>,
{
    let mut o: [Reg<f32>; RO] = k.frag_zero();
    let mut s: [Reg<f32>; RS] = k.frag_zero();
    let at = k.wgmma_acc_coords();
    let qd = k.tile_desc_k(c.q);
    // Tile 0.
    let st0 = start;
    turn_begin(k, c);
    k_ring.wait(k, st0);
    k.wgmma_fence();
    issue_qk::<D, BN, RS>(k, qd, kt, st0, &mut s);
    turn_end(k, c);
    k.wgmma_wait_group(0);
    k_ring.release(k, st0);
    let zero = k.mov(0u32);
    mask::<D, BN, RS>(k, c, &at, zero, &s);
    let m_init = [k.mov(f32::NEG_INFINITY), k.mov(f32::NEG_INFINITY)];
    let (m0, alpha0) = softmax_rows::<D, RS>(k, c, &s, m_init);
    let l_init = [k.mov(0.0f32), k.mov(0.0f32)];
    let l0 = row_sums::<RS>(k, &s, l_init, alpha0);
    // Assignable copies: the loop rounds each tile's P into them.
    let p: Vec<[Reg<Bf16x2>; 4]> = (0..BN / 16)
        .map(|t| {
            let a: [Reg<Bf16x2>; 4] = k.wgmma_acc_to_a(&s, t);
            a.map(|r| k.mov(r))
        })
        .collect();
    let (last, m_run, l_run) = k.for_range(
        1u32,
        w.tiles,
        1u32,
        (st0, m0, l0),
        |k, j, (prev, m_run, l_run)| {
            let st = k_ring.next(k, prev);
            turn_begin(k, c);
            k_ring.wait(k, st);
            v_ring.wait(k, prev);
            k.wgmma_fence();
            issue_qk::<D, BN, RS>(k, qd, kt, st, &mut s);
            issue_pv::<D, BN, RO>(k, vt, prev, &p, &mut o);
            turn_end(k, c);
            // The scores of tile j, while P_{j-1}·V_{j-1} runs.
            k.wgmma_wait_group(1);
            k_ring.release(k, st);
            mask::<D, BN, RS>(k, c, &at, j, &s);
            let (m_new, alpha) = softmax_rows::<D, RS>(k, c, &s, m_run);
            let l_new = row_sums::<RS>(k, &s, l_run, alpha);
            k.wgmma_wait_group(0);
            v_ring.release(k, prev);
            rescale::<RO>(k, &o, alpha);
            for (t, regs) in (0u32..).zip(&p) {
                let fresh: [Reg<Bf16x2>; 4] = k.wgmma_acc_to_a(&s, t);
                for (&r, f) in regs.iter().zip(fresh) {
                    k.assign(r, f);
                }
            }
            (st, m_new, l_new)
        },
    );
    // The last tile's P·V.
    turn_begin(k, c);
    v_ring.wait(k, last);
    k.wgmma_fence();
    issue_pv::<D, BN, RO>(k, vt, last, &p, &mut o);
    turn_end(k, c);
    k.wgmma_wait_group(0);
    v_ring.release(k, last);
    (o, m_run, l_run, k_ring.next(k, last))
}

/// The named barriers of the consumers' turns ([`Config::pingpong`]): warpgroup 0 waits
/// on the first, warpgroup 1 on the second; each has both warpgroups' 256 threads.
const TURN: [u32; 2] = [3, 4];

/// Before a consumer warpgroup issues `wgmma`s ([`Config::pingpong`]): wait for its turn
/// (the other warpgroup has issued its own and arrived).
fn turn_begin<const D: u32>(k: &mut Kernel<'_>, c: &Consumer<D>) {
    if c.cfg.pingpong {
        let first = k.not(c.second);
        k.if_then(first, |k| k.bar_sync_count(TURN[0], 256));
        k.if_then(c.second, |k| k.bar_sync_count(TURN[1], 256));
    }
}

/// After a consumer warpgroup has issued its `wgmma`s ([`Config::pingpong`]): give the
/// other warpgroup its turn.
fn turn_end<const D: u32>(k: &mut Kernel<'_>, c: &Consumer<D>) {
    if c.cfg.pingpong {
        let first = k.not(c.second);
        k.if_then(first, |k| k.bar_arrive(TURN[1], 256));
        k.if_then(c.second, |k| k.bar_arrive(TURN[0], 256));
    }
}

/// Sets the scores of keys past the sequence, and (causal) of keys after the query, to
/// -∞, in the tiles that have any.
fn mask<const D: u32, const BN: u32, const RS: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    at: &AccCoords,
    j: Reg<u32>,
    s: &[Reg<f32>; RS],
) {
    let key0 = k.mul_lo(j, BN);
    let end = k.add(key0, BN);
    let tail = k.setp(Cmp::Gt, end, c.seq_kv);
    let need = if c.cfg.causal {
        // Keys past the warpgroup's first row: the diagonal tiles.
        let past = k.setp(Cmp::Gt, end, c.rows0);
        k.or(tail, past)
    } else {
        tail
    };
    k.if_then(need, |k| {
        let col0 = k.add(key0, at.col);
        let row0 = k.add(c.rows0, at.row);
        for (i, &r) in s.iter().enumerate() {
            let (dr, dc) = wgmma_acc_offset(i);
            let col = k.add(col0, dc);
            let mut out = k.setp(Cmp::Ge, col, c.seq_kv);
            if c.cfg.causal {
                let row = k.add(row0, dr);
                let after = k.setp(Cmp::Gt, col, row);
                out = k.or(out, after);
            }
            let v = k.selp(f32::NEG_INFINITY, r, out);
            k.assign(r, v);
        }
    });
}

/// The online softmax of one tile: each row's new maximum (base 2, scaled), the factor
/// `2^(old - new)` that rescales the row's sum and O, and `s` replaced by
/// `p = 2^(s·scale - new)`.
fn softmax_rows<const D: u32, const RS: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    s: &[Reg<f32>; RS],
    m_run: Rows,
) -> (Rows, Rows) {
    let mut mx = [s[0], s[2]];
    for (i, &r) in s.iter().enumerate().skip(1) {
        let h = (wgmma_acc_offset(i).0 / 8) as usize;
        if i == 2 {
            continue;
        }
        mx[h] = k.max(mx[h], r);
    }
    // The 4 threads of a quad share the rows.
    for d in [1u32, 2] {
        for m in &mut mx {
            let o = k.shfl_sync(Shfl::Bfly, *m, d, 0x1f, u32::MAX);
            *m = k.max(*m, o);
        }
    }
    let m_new: Rows = core::array::from_fn(|h| {
        let scaled = k.mul(mx[h], c.scale);
        k.max(m_run[h], scaled)
    });
    let alpha: Rows = core::array::from_fn(|h| {
        let d = k.sub(m_run[h], m_new[h]);
        k.ex2(d)
    });
    let neg: Rows = core::array::from_fn(|h| k.neg(m_new[h]));
    for (i, &r) in s.iter().enumerate() {
        let h = (wgmma_acc_offset(i).0 / 8) as usize;
        let x = k.fma(r, c.scale, neg[h]);
        let p = k.ex2(x);
        k.assign(r, p);
    }
    (m_new, alpha)
}

/// Each row's running sum (this thread's part), rescaled by `alpha` and added the tile's
/// `p`.
fn row_sums<const RS: usize>(
    k: &mut Kernel<'_>,
    s: &[Reg<f32>; RS],
    l_run: Rows,
    alpha: Rows,
) -> Rows {
    let mut l: Rows = core::array::from_fn(|h| k.mul(l_run[h], alpha[h]));
    for (i, &r) in s.iter().enumerate() {
        let h = (wgmma_acc_offset(i).0 / 8) as usize;
        l[h] = k.add(l[h], r);
    }
    l
}

/// Divides O by the row sums, writes the log-sum-exp, stages O (bf16) in the
/// warpgroup's Q tile and stores it with TMA.
fn epilogue<const D: u32, const RO: usize>(
    k: &mut Kernel<'_>,
    c: &Consumer<D>,
    w: &Work,
    (o, m_run, l_run): ([Reg<f32>; RO], Rows, Rows),
    (om, lse): (Map<QTile<D>>, Ptr<Global, f32>),
) {
    let at = k.wgmma_acc_coords();
    let mut l = l_run;
    for d in [1u32, 2] {
        for x in &mut l {
            let y = k.shfl_sync(Shfl::Bfly, *x, d, 0x1f, u32::MAX);
            *x = k.add(*x, y);
        }
    }
    let inv: Rows = core::array::from_fn(|h| k.rcp_approx(l[h]));
    // The log-sum-exp of rows g and g + 8, from lane 0 of each quad.
    let q0 = k.and(at.col, 7u32);
    let lead = k.setp(Cmp::Eq, q0, 0u32);
    for (h, dr) in [(0usize, 0u32), (1, 8)] {
        let row = k.add(c.rows0, at.row);
        let row = k.add(row, dr);
        let inside = k.setp(Cmp::Lt, row, c.seq_q);
        let write = k.and(inside, lead);
        let lg = k.lg2(l[h]);
        let sum = k.add(m_run[h], lg);
        let v = k.mul(sum, LN2);
        let at_ = k.mad_lo(w.bh, c.seq_q, row);
        k.if_then(write, |k| {
            let p = k.index(lse, at_);
            k.st(p, v);
        });
    }
    // O into the Q tile (every wgmma reading it has completed), then one TMA store.
    for i in (0..RO).step_by(2) {
        let (dr, dc) = wgmma_acc_offset(i);
        let h = (dr / 8) as usize;
        let lo = k.mul(o[i], inv[h]);
        let hi = k.mul(o[i + 1], inv[h]);
        let pair: Reg<Bf16x2> = k.cvt_pack(hi, lo);
        let row = k.add(at.row, dr);
        let col = k.add(at.col, dc);
        let p = k.tile_elem(c.q, row, col).cast::<Bf16x2>();
        k.st(p, pair);
    }
    k.fence_proxy_async_space(ProxySpace::SharedCta);
    // Named barrier 1 + the warpgroup's index among the consumers, its 128 threads.
    let t = k.tid_x();
    let wt = k.and(t, 127u32);
    let first = k.setp(Cmp::Eq, wt, 0u32);
    let second = k.setp(Cmp::Ge, t, 256u32);
    let not_second = k.not(second);
    k.if_then(second, |k| k.bar_sync_count(2, 128));
    k.if_then(not_second, |k| k.bar_sync_count(1, 128));
    k.if_then(first, |k| {
        k.tile_store(om, (0u32, c.rows0, w.bh), c.q);
        k.cp_async_bulk_commit_group();
        k.cp_async_bulk_wait_group_read(0);
    });
    // The store has read the tile before any warp releases it for the next Q.
    k.if_then(second, |k| k.bar_sync_count(2, 128));
    k.if_then(not_second, |k| k.bar_sync_count(1, 128));
}

/// Expands `$m!` with every (head dim, key-tile width) built, each with its accumulator
/// register counts (`BN / 2`, `D / 2`) and the name of its loaded kernel: the one list the
/// configurations, the module, the loader and the launch follow.
macro_rules! each_shape {
    ($m:ident) => {
        $m! {
            (64, 64, 32, 32, D64B64),
            (64, 128, 64, 32, D64B128),
            (64, 192, 96, 32, D64B192),
            (128, 64, 32, 64, D128B64),
            (128, 128, 64, 64, D128B128),
            (128, 176, 88, 64, D128B176)
        }
    };
}

/// The error of a (head dim, key-tile width) not built.
fn no_kernel(d: u32, bn: u32) -> String {
    format!("no attention kernel for head dim {d} and {bn}-key tiles")
}

/// Every configuration built: head dims 64 and 128, each key-tile width, causal or not,
/// with the overlap or without.
pub fn configs() -> Vec<Config> {
    macro_rules! pairs {
        ($(($d:literal, $bn:literal, $rs:literal, $ro:literal, $v:ident)),*) => {
            [$(($d, $bn)),*]
        };
    }
    let mut v = Vec::new();
    for (d, bn) in each_shape!(pairs) {
        for causal in [false, true] {
            for (overlap, pingpong) in [(false, false), (true, false), (true, true)] {
                for persistent in [false, true] {
                    v.push(Config {
                        d,
                        bn,
                        causal,
                        overlap,
                        persistent,
                        pingpong,
                    });
                }
            }
        }
    }
    v
}

/// A module for sm_90a holding the kernel of `cfg`, and the bytes of dynamic shared memory
/// to launch it with.
pub fn module(cfg: Config) -> Result<(Module, u32), String> {
    let mut m = Module::new(Target::SM_90A);
    macro_rules! build {
        ($(($d:literal, $bn:literal, $rs:literal, $ro:literal, $v:ident)),*) => {
            match (cfg.d, cfg.bn) {
                $(($d, $bn) => attention_hopper::<$d, $bn, $rs, $ro>(&mut m, cfg)?.1,)*
                (d, bn) => return Err(no_kernel(d, bn)),
            }
        };
    }
    let smem = each_shape!(build);
    Ok((m, smem))
}

/// One call's sizes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizes {
    /// Batch size.
    pub batch: u32,
    /// Query heads.
    pub heads: u32,
    /// Key/value heads (a divisor of `heads`).
    pub kv_heads: u32,
    /// Queries per head.
    pub seq_q: u32,
    /// Keys per head.
    pub seq_kv: u32,
    /// The softmax scale.
    pub scale: f32,
}

/// Whether the kernel of `cfg` can take a call of `s` on buffers of `lens` elements
/// (Q, K, V, O, the log-sum-exp); otherwise what is wrong and how to fix it.
pub fn check_call(cfg: Config, s: Sizes, lens: [usize; 5]) -> Result<(), String> {
    let d = u128::from(cfg.d);
    let (b, h, hk) = (
        u128::from(s.batch),
        u128::from(s.heads),
        u128::from(s.kv_heads),
    );
    let (sq, sk) = (u128::from(s.seq_q), u128::from(s.seq_kv));
    if b == 0 || h == 0 || hk == 0 || sq == 0 || sk == 0 {
        return Err(format!(
            "an attention call with an empty dimension ({s:?}): give every size at least 1"
        ));
    }
    if !s.heads.is_multiple_of(s.kv_heads) {
        return Err(format!(
            "{h} query heads do not divide into {hk} key/value heads: give kv_heads a divisor of heads"
        ));
    }
    if cfg.causal && sq != sk {
        return Err(format!(
            "a causal call with {sq} queries and {sk} keys: the causal kernel takes one length (give seq_q == seq_kv)"
        ));
    }
    if !(s.scale.is_finite() && s.scale > 0.0 && (s.scale * std::f32::consts::LOG2_E).is_finite()) {
        return Err(format!(
            "softmax scale {}: give a positive finite scale (usually 1/sqrt(d))",
            s.scale
        ));
    }
    // The kernel's element offsets and the grid are 32-bit.
    if b * h * sq * d >= 1 << 32 || b * hk * sk * d >= 1 << 32 || b * h >= 1 << 31 {
        return Err(format!(
            "{b} x {h} heads of {sq} queries (and {hk} heads of {sk} keys) of {d}: more than 2^32 elements in a tensor; split the batch"
        ));
    }
    if !cfg.persistent && b * h > 65535 {
        return Err(format!(
            "{} heads: a grid holds at most 65535 of them in y; use a persistent configuration or split the batch",
            b * h
        ));
    }
    let need = [
        ("Q", b * h * sq * d),
        ("K", b * hk * sk * d),
        ("V", b * hk * sk * d),
        ("O", b * h * sq * d),
        ("the log-sum-exp", b * h * sq),
    ];
    for ((what, want), have) in need.into_iter().zip(lens) {
        if (have as u128) < want {
            return Err(format!("{what} has {have} elements, the call needs {want}"));
        }
    }
    Ok(())
}

/// Loading and launching the kernels on a GPU.
#[cfg(feature = "cuda")]
pub mod host {
    use super::{Config, KvTile, Params, QTile, attention_hopper};
    use typed_ptx::runtime::{Function, GlobalAddr, Gpu, Launch};
    use typed_ptx::{Bf16, Module, Target};

    macro_rules! loaded {
        ($(($d:literal, $bn:literal, $rs:literal, $ro:literal, $v:ident)),*) => {
            /// A loaded kernel, by its head dim and key-tile width.
            enum Loaded {
                $($v(Function<Params<$d, $bn>>),)*
            }
        };
    }
    each_shape!(loaded);

    /// An attention kernel on a GPU.
    pub struct Attention {
        /// Its configuration.
        pub cfg: Config,
        f: Loaded,
        smem: u32,
        /// The most CTAs a persistent kernel launches (the GPU's SMs when `None`).
        ctas: Option<u32>,
    }

    /// One call's tensors and sizes: Q and O `[batch, heads, seq_q, d]`, K and V
    /// `[batch, kv_heads, seq_kv, d]`, all bf16 row-major, and the log-sum-exp
    /// `[batch, heads, seq_q]` f32.
    #[derive(Clone, Copy, Debug)]
    pub struct Args {
        /// Q.
        pub q: GlobalAddr<Bf16>,
        /// K.
        pub k: GlobalAddr<Bf16>,
        /// V.
        pub v: GlobalAddr<Bf16>,
        /// O.
        pub o: GlobalAddr<Bf16>,
        /// The log-sum-exp of each row of scores (natural log).
        pub lse: GlobalAddr<f32>,
        /// Batch size.
        pub batch: u32,
        /// Query heads.
        pub heads: u32,
        /// Key/value heads (a divisor of `heads`).
        pub kv_heads: u32,
        /// Queries per head.
        pub seq_q: u32,
        /// Keys per head.
        pub seq_kv: u32,
        /// The softmax scale (usually `1 / √d`).
        pub scale: f32,
    }

    /// Generates and loads the kernel of `cfg`.
    pub fn load(gpu: &Gpu, cfg: Config) -> Result<Attention, String> {
        let e = |x: typed_ptx::runtime::Error| x.to_string();
        let mut m = Module::new(Target::SM_90A);
        macro_rules! get {
            ($(($d:literal, $bn:literal, $rs:literal, $ro:literal, $v:ident)),*) => {
                match (cfg.d, cfg.bn) {
                    $(($d, $bn) => {
                        let (kr, smem) = attention_hopper::<$d, $bn, $rs, $ro>(&mut m, cfg)?;
                        let f = gpu.load(&m).map_err(e)?.kernel(&kr).map_err(e)?;
                        (Loaded::$v(f), smem)
                    })*
                    (d, bn) => return Err(super::no_kernel(d, bn)),
                }
            };
        }
        let (f, smem) = each_shape!(get);
        Ok(Attention {
            cfg,
            f,
            smem,
            ctas: None,
        })
    }

    impl Attention {
        /// A persistent kernel launches at most `n` CTAs (at least 1), so that each loops
        /// over more work items (for the sanitizers' small sizes).
        pub fn limit_ctas(&mut self, n: u32) {
            self.ctas = Some(n.max(1));
        }

        /// Checks `a` against the kernel and the buffers' lengths.
        fn check(&self, a: &Args) -> Result<(), String> {
            let sizes = super::Sizes {
                batch: a.batch,
                heads: a.heads,
                kv_heads: a.kv_heads,
                seq_q: a.seq_q,
                seq_kv: a.seq_kv,
                scale: a.scale,
            };
            let lens = [a.q.len(), a.k.len(), a.v.len(), a.o.len(), a.lse.len()];
            super::check_call(self.cfg, sizes, lens)
        }

        /// Runs the attention of `a` on the GPU's stream.
        ///
        /// # Safety
        /// Every buffer of `a` must stay valid until the kernel has run.
        pub unsafe fn run(&self, gpu: &Gpu, a: Args) -> Result<(), String> {
            self.check(&a)?;
            macro_rules! run {
                ($(($d:literal, $bn:literal, $rs:literal, $ro:literal, $v:ident)),*) => {
                    match &self.f {
                        // SAFETY: forwarded (the caller keeps the buffers alive).
                        $(Loaded::$v(f) => unsafe { launch::<$d, $bn>(gpu, f, self, a) },)*
                    }
                };
            }
            each_shape!(run)
        }
    }

    /// Makes the four tile maps and launches `f`.
    ///
    /// # Safety
    /// As [`Attention::run`].
    unsafe fn launch<const D: u32, const BN: u32>(
        gpu: &Gpu,
        f: &Function<Params<D, BN>>,
        at: &Attention,
        a: Args,
    ) -> Result<(), String> {
        let e = |x: typed_ptx::runtime::Error| x.to_string();
        let bh = u64::from(a.batch * a.heads);
        let bhk = u64::from(a.batch * a.kv_heads);
        let d = u64::from(D);
        let qm = gpu
            .tile_map::<QTile<D>, 3, _>(a.q, [d, a.seq_q.into(), bh], None)
            .map_err(e)?;
        let om = gpu
            .tile_map::<QTile<D>, 3, _>(a.o, [d, a.seq_q.into(), bh], None)
            .map_err(e)?;
        let km = gpu
            .tile_map::<KvTile<BN, D>, 3, _>(a.k, [d, a.seq_kv.into(), bhk], None)
            .map_err(e)?;
        let vm = gpu
            .tile_map::<KvTile<BN, D>, 3, _>(a.v, [d, a.seq_kv.into(), bhk], None)
            .map_err(e)?;
        let launch = Launch::new(1, super::THREADS)
            .grid3(at.cfg.grid(
                a.seq_q,
                a.batch * a.heads,
                at.ctas.unwrap_or(gpu.info().sm_count),
            ))
            .shared(at.smem);
        let scale_log2 = a.scale * std::f32::consts::LOG2_E;
        // SAFETY: the maps and buffers are checked against the call's sizes
        // (`Attention::check`); the caller keeps them alive for the launch.
        unsafe {
            f.launch(
                &launch,
                (
                    &qm,
                    &km,
                    &vm,
                    &om,
                    a.lse,
                    a.seq_q,
                    a.seq_kv,
                    a.heads,
                    a.heads / a.kv_heads,
                    a.batch * a.heads,
                    scale_log2,
                ),
            )
        }
        .map_err(e)
    }
}
