//! Tensor cores on a real GPU, each result checked register by register against a CPU
//! reference that follows the PTX manual's fragment layouts.
//!
//! * `mma.sync.m16n8k16` bf16 and `mma.sync.m16n8k8` tf32: the host packs A, B and C
//!   into each lane's registers as the manual's figures place them ("Matrix Fragments
//!   for mma.m16n8k16 / mma.m16n8k8"), the kernel only loads them, multiplies and stores
//!   D lane by lane, and the host reads D back through the same layout and compares with
//!   `A * B + C` computed on the CPU. A layout the hardware does not use fails.
//! * `ldmatrix` `.x4` and `.x4.trans`: a 16x16 tile of distinct 16-bit values in shared
//!   memory, lane `l` giving the address of row `l % 8` of matrix `l / 8`; every lane's
//!   four registers are compared with the two elements the manual gives it (row `l / 4`,
//!   columns `2 * (l % 4)` and `+1`, or the transpose).
//! * `stmatrix` `.x4` (sm_90) undoes `ldmatrix` and `.x4.trans` undoes `ldmatrix .trans`:
//!   the stored tiles equal the original, word for word.
//! * `wgmma.mma_async.m64n128k16` bf16 (sm_90a): A (64x64) and B (64x128, K-major) are
//!   stored into shared memory with ordinary stores at their 128-byte-swizzled addresses,
//!   `fence.proxy.async` makes them visible to the tensor cores, and four `wgmma`s
//!   (descriptors advanced 32 bytes along K each time) accumulate `A * B` in place; every
//!   thread's 64 accumulator registers are compared with the CPU product through the
//!   manual's accumulator layout.
//!
//! The values are small integers, exact in bf16 and tf32, so the products and sums are
//! exact in f32 and the comparisons are equalities.
//!
//! The same modules are written with `ptx_module!` (`macro_module`) and emit the same
//! bytes for sm_80, sm_90 and sm_90a.
//!
//! The GPU tests are `#[ignore]`d with the reason, so without a GPU they show as ignored;
//! `scripts/gpu.sh` runs them with `--include-ignored`. The same modules are emitted and
//! checked with `ptxas` by tests that need no GPU (sm_80 and sm_90a for the warp-level
//! forms, sm_90a for `stmatrix` and `wgmma`).

mod common;

use typed_ptx::*;

// ---- the host side: matrices, bf16/tf32 values, and the manual's fragment layouts ----------

/// A small integer as a bf16 (exactly: small integers have no low mantissa bits).
fn bf16(x: f32) -> u16 {
    let b = x.to_bits();
    assert_eq!(b & 0xffff, 0, "{x} is not exact in bf16");
    (b >> 16) as u16
}

/// Two bf16 in one register, the first in the low half.
fn pack(lo: f32, hi: f32) -> u32 {
    bf16(lo) as u32 | (bf16(hi) as u32) << 16
}

/// A `rows x cols` matrix of small integers from a pattern.
fn matrix(rows: usize, cols: usize, f: impl Fn(usize, usize) -> i32) -> Vec<Vec<f32>> {
    (0..rows)
        .map(|r| (0..cols).map(|c| f(r, c) as f32).collect())
        .collect()
}

/// `A * B + C` on the CPU.
fn mul_add(a: &[Vec<f32>], b: &[Vec<f32>], c: &[Vec<f32>]) -> Vec<Vec<f32>> {
    let (m, k, n) = (a.len(), b.len(), b[0].len());
    (0..m)
        .map(|i| {
            (0..n)
                .map(|j| (0..k).map(|l| a[i][l] * b[l][j]).sum::<f32>() + c[i][j])
                .collect()
        })
        .collect()
}

/// The lane's group (`%laneid / 4`) and its thread in the group (`%laneid % 4`).
fn group(lane: usize) -> (usize, usize) {
    (lane / 4, lane % 4)
}

/// The (row, column) of accumulator element `i` (0..4) of `lane` in an m16n8 C/D
/// fragment: rows `g` and `g + 8`, columns `2t` and `2t + 1`.
fn cd_pos(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = group(lane);
    (g + 8 * (i / 2), 2 * t + i % 2)
}

/// m16n8k16 bf16 A (16x16, row-major): register `j` of `lane` holds the pair at row
/// `g + 8 * (j % 2)`, columns `2t + 8 * (j / 2)` and `+1`.
fn a_m16n8k16(a: &[Vec<f32>], lane: usize, j: usize) -> u32 {
    let (g, t) = group(lane);
    let (r, c) = (g + 8 * (j % 2), 2 * t + 8 * (j / 2));
    pack(a[r][c], a[r][c + 1])
}

/// m16n8k16 bf16 B (16x8, column-major): register `j` of `lane` holds the pair at rows
/// `2t + 8j` and `+1` of column `g`.
fn b_m16n8k16(b: &[Vec<f32>], lane: usize, j: usize) -> u32 {
    let (g, t) = group(lane);
    let r = 2 * t + 8 * j;
    pack(b[r][g], b[r + 1][g])
}

/// m16n8k8 tf32 A (16x8): register `j` of `lane` is row `g + 8 * (j % 2)`, column
/// `t + 4 * (j / 2)`.
fn a_m16n8k8(a: &[Vec<f32>], lane: usize, j: usize) -> f32 {
    let (g, t) = group(lane);
    a[g + 8 * (j % 2)][t + 4 * (j / 2)]
}

/// m16n8k8 tf32 B (8x8): register `j` of `lane` is row `t + 4j`, column `g`.
fn b_m16n8k8(b: &[Vec<f32>], lane: usize, j: usize) -> f32 {
    let (g, t) = group(lane);
    b[t + 4 * j][g]
}

/// The 16x16 tile of the `ldmatrix` test: distinct 16-bit values.
fn tile(r: usize, c: usize) -> u16 {
    0x1000 + (r * 16 + c) as u16
}

/// The tile as the 32-bit words it is stored with (row-major, two elements a word).
fn tile_words() -> Vec<u32> {
    (0..128)
        .map(|w| {
            let (r, c) = (w / 8, 2 * (w % 8));
            tile(r, c) as u32 | (tile(r, c + 1) as u32) << 16
        })
        .collect()
}

/// Matrix `q` of the tile for `.x4`: the quadrant at rows `8 * (q % 2)`, columns
/// `8 * (q / 2)` (lane `l` gives the address of its row `l % 8` for `q = l / 8`).
fn quadrant(q: usize, r: usize, c: usize) -> u16 {
    tile(r + 8 * (q % 2), c + 8 * (q / 2))
}

/// What `ldmatrix.x4` gives `lane` in register `q`: row `l / 4`, columns `2 * (l % 4)`
/// and `+1` of matrix `q`; `.trans`: column `l / 4`, rows `2 * (l % 4)` and `+1`.
fn ldmatrix_expected(lane: usize, q: usize, trans: bool) -> u32 {
    let (g, t) = group(lane);
    let (lo, hi) = if trans {
        (quadrant(q, 2 * t, g), quadrant(q, 2 * t + 1, g))
    } else {
        (quadrant(q, g, 2 * t), quadrant(q, g, 2 * t + 1))
    };
    lo as u32 | (hi as u32) << 16
}

/// wgmma: M = 64, N = 128, K = 64 (four k16 steps).
const WM: usize = 64;
const WN: usize = 128;
const WK: usize = 64;

fn wgmma_a() -> Vec<Vec<f32>> {
    matrix(WM, WK, |m, k| ((m * 7 + k * 3) % 5) as i32 - 2)
}

fn wgmma_b() -> Vec<Vec<f32>> {
    matrix(WK, WN, |k, n| ((k * 5 + n * 11) % 7) as i32 - 3)
}

/// A K-major matrix (`rows` rows of 64 bf16, 128 bytes a row) as the words the kernel
/// stores: word `w` is the pair at row `w / 32`, columns `2 * (w % 32)` and `+1`.
fn k_major_words(rows: usize, at: impl Fn(usize, usize) -> f32) -> Vec<u32> {
    (0..rows * 32)
        .map(|w| {
            let (r, k) = (w / 32, 2 * (w % 32));
            pack(at(r, k), at(r, k + 1))
        })
        .collect()
}

/// The (row, column) of accumulator register `i` of thread `tid` in the m64nNk16
/// accumulator: warp `w` has rows `16w..16w + 16`; register `i` is in the 8-column block
/// `i / 4`, laid out in it like an m16n8 C fragment.
fn wgmma_d_pos(tid: usize, i: usize) -> (usize, usize) {
    let (w, lane) = (tid / 32, tid % 32);
    let (r, c) = cd_pos(lane, i % 4);
    (16 * w + r, 8 * (i / 4) + c)
}

/// The 128-byte swizzle of a byte offset in a tile aligned to 1024 bytes: the 16-byte
/// chunk index (bits 4-6) XOR the row within the 8-row group (bits 7-9).
fn swizzle128(o: usize) -> usize {
    o ^ (((o >> 7) & 7) << 4)
}

// ---- the kernels ------------------------------------------------------------------------

type MmaBf16Args = (
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
);
type MmaTf32Args = (
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
);
type LdmatrixArgs = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);
type StmatrixArgs = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);
type WgmmaArgs = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, f32>);

/// `p + lane * n` (elements).
fn lane_base<T: Elem>(
    k: &mut Kernel<'_>,
    p: Ptr<Global, T>,
    lane: Reg<u32>,
    n: u32,
) -> Ptr<Global, T> {
    let i = k.mul_lo(lane, n);
    k.index(p, i)
}

/// One warp: D = A * B + C for m16n8k16 bf16, with each lane's fragments given.
fn mma_bf16(m: &mut Module) -> KernelRef<MmaBf16Args> {
    m.kernel_named(
        "mma_bf16",
        &["a", "b", "c", "d"],
        |k, (a, b, c, d): MmaBf16Args| {
            k.reqntid(32, 1, 1);
            let lane = k.tid_x();
            let (pa, pb) = (lane_base(k, a, lane, 4), lane_base(k, b, lane, 2));
            let (pc, pd) = (lane_base(k, c, lane, 4), lane_base(k, d, lane, 4));
            let (pa, pb) = (pa.cast::<Bf16x2>(), pb.cast::<Bf16x2>());
            let fa: [Reg<Bf16x2>; 4] = core::array::from_fn(|i| k.ld(pa.at(i as i64)));
            let fb: [Reg<Bf16x2>; 2] = core::array::from_fn(|i| k.ld(pb.at(i as i64)));
            let fc: [Reg<f32>; 4] = core::array::from_fn(|i| k.ld(pc.at(i as i64)));
            let fd = k.mma_sync(M16N8K16, fa, fb, fc);
            for (i, r) in fd.into_iter().enumerate() {
                k.st(pd.at(i as i64), r);
            }
        },
    )
}

/// One warp: D = A * B + C for m16n8k8 tf32, A and B rounded with `cvt.rna.tf32.f32`.
fn mma_tf32(m: &mut Module) -> KernelRef<MmaTf32Args> {
    m.kernel_named(
        "mma_tf32",
        &["a", "b", "c", "d"],
        |k, (a, b, c, d): MmaTf32Args| {
            k.reqntid(32, 1, 1);
            let lane = k.tid_x();
            let (pa, pb) = (lane_base(k, a, lane, 4), lane_base(k, b, lane, 2));
            let (pc, pd) = (lane_base(k, c, lane, 4), lane_base(k, d, lane, 4));
            let fa: [Reg<Tf32>; 4] = core::array::from_fn(|i| {
                let x = k.ld(pa.at(i as i64));
                k.cvt_rna_tf32(x)
            });
            let fb: [Reg<Tf32>; 2] = core::array::from_fn(|i| {
                let x = k.ld(pb.at(i as i64));
                k.cvt_rna_tf32(x)
            });
            let fc: [Reg<f32>; 4] = core::array::from_fn(|i| k.ld(pc.at(i as i64)));
            let fd = k.mma_sync(M16N8K8, fa, fb, fc);
            for (i, r) in fd.into_iter().enumerate() {
                k.st(pd.at(i as i64), r);
            }
        },
    )
}

/// Copies the 16x16 tile (128 words) into `tile` (32 lanes, 4 words each) and returns
/// the lane's `.x4` row pointer: row `l % 8` of matrix `l / 8`.
fn load_tile(
    k: &mut Kernel<'_>,
    src: Ptr<Global, u32>,
    tile: Var<Shared<Cta>, u32>,
    lane: Reg<u32>,
) -> Ptr<Shared<Cta>, u16> {
    let g = lane_base(k, src, lane, 4);
    let s = k.addr_of(tile);
    let s = lane_base_shared(k, s, lane, 4);
    for i in 0..4 {
        let w = k.ld(g.at(i));
        k.st(s.at(i), w);
    }
    k.bar_sync(0);
    row_pointer(k, tile, lane)
}

fn lane_base_shared(
    k: &mut Kernel<'_>,
    p: Ptr<Shared<Cta>, u32>,
    lane: Reg<u32>,
    n: u32,
) -> Ptr<Shared<Cta>, u32> {
    let i = k.mul_lo(lane, n);
    k.index(p, i)
}

/// The address lane `l` gives `.x4`: row `l % 8 + 8 * ((l / 8) % 2)`, column
/// `8 * (l / 16)` of the 16x16 tile of 16-bit elements.
fn row_pointer(
    k: &mut Kernel<'_>,
    tile: Var<Shared<Cta>, u32>,
    lane: Reg<u32>,
) -> Ptr<Shared<Cta>, u16> {
    let r = k.and(lane, 7u32);
    let q = k.shr(lane, 3u32);
    let qlo = k.and(q, 1u32);
    let qhi = k.shr(q, 1u32);
    let row = k.mad_lo(qlo, 8u32, r);
    let col = k.mul_lo(qhi, 8u32);
    let elem = k.mad_lo(row, 16u32, col);
    let base = k.addr_of(tile.cast::<u16>());
    k.index(base, elem)
}

/// One warp: every lane's `ldmatrix .x4` and `.x4.trans` registers.
fn ldmatrix(m: &mut Module) -> KernelRef<LdmatrixArgs> {
    m.kernel_named(
        "ldmatrix_x4",
        &["src", "out", "out_t"],
        |k, (src, out, out_t): LdmatrixArgs| {
            k.reqntid(32, 1, 1);
            let tile = k.shared::<u32>("tile", 128, Align(16));
            let lane = k.tid_x();
            let row = load_tile(k, src, tile, lane);
            let f = k.ldmatrix(X4, row);
            let ft = k.ldmatrix_trans(X4, row);
            let (o, ot) = (lane_base(k, out, lane, 4), lane_base(k, out_t, lane, 4));
            for i in 0..4 {
                k.st(o.at(i as i64), f[i]);
                k.st(ot.at(i as i64), ft[i]);
            }
        },
    )
}

/// One warp (sm_90): `stmatrix .x4` of the `ldmatrix .x4` registers and `.x4.trans` of
/// the `.x4.trans` ones, each into a tile of its own, copied out word by word.
fn stmatrix(m: &mut Module) -> KernelRef<StmatrixArgs> {
    m.kernel_named(
        "stmatrix_x4",
        &["src", "out", "out_t"],
        |k, (src, out, out_t): StmatrixArgs| {
            k.reqntid(32, 1, 1);
            let tile = k.shared::<u32>("tile", 128, Align(16));
            let back = k.shared::<u32>("back", 128, Align(16));
            let back_t = k.shared::<u32>("back_t", 128, Align(16));
            let lane = k.tid_x();
            let row = load_tile(k, src, tile, lane);
            let f = k.ldmatrix(X4, row);
            let ft = k.ldmatrix_trans(X4, row);
            let row_b = row_pointer(k, back, lane);
            let p = k.to_u32(row_b);
            k.stmatrix(X4, p, f);
            let row_t = row_pointer(k, back_t, lane);
            k.stmatrix_trans(X4, row_t, ft);
            k.bar_sync(0);
            for (dst, t) in [(out, back), (out_t, back_t)] {
                let s = k.addr_of(t);
                let s = lane_base_shared(k, s, lane, 4);
                let o = lane_base(k, dst, lane, 4);
                for i in 0..4 {
                    let w = k.ld(s.at(i));
                    k.st(o.at(i), w);
                }
            }
        },
    )
}

/// Stores `words` (K-major rows of 128 bytes) from global memory into `tile` at their
/// 128-byte-swizzled addresses, 128 threads a word each per round.
fn store_swizzled(
    k: &mut Kernel<'_>,
    src: Ptr<Global, u32>,
    tile: Var<Shared<Cta>, u32>,
    words: u32,
    tid: Reg<u32>,
) {
    let base = k.addr_of(tile);
    k.for_range(0u32, words / 128, 1u32, (), |k, round, ()| {
        let w = k.mad_lo(round, 128u32, tid);
        let g = k.index(src, w);
        let v = k.ld(g);
        // byte offset o = 4w; swizzled = o ^ (((o >> 7) & 7) << 4); word index = that / 4.
        let o = k.shl(w, 2u32);
        let r = k.shr(o, 7u32);
        let r = k.and(r, 7u32);
        let r = k.shl(r, 4u32);
        let sw = k.xor(o, r);
        let idx = k.shr(sw, 2u32);
        let p = k.index(base, idx);
        k.st(p, v);
    });
}

/// One warpgroup (sm_90a): `acc = A * B` for A 64x64 and B 64x128 (K-major), by four
/// `wgmma.mma_async.m64n128k16.f32.bf16.bf16` from 128-byte-swizzled descriptors.
fn wgmma(m: &mut Module) -> KernelRef<WgmmaArgs> {
    m.kernel_named(
        "wgmma_m64n128k16",
        &["a", "b", "out"],
        |k, (a, b, out): WgmmaArgs| {
            k.reqntid(128, 1, 1);
            let sa = k.shared::<u32>("sa", (WM * WK / 2) as u64, Align(1024));
            let sb = k.shared::<u32>("sb", (WN * WK / 2) as u64, Align(1024));
            let tid = k.tid_x();
            store_swizzled(k, a, sa, (WM * WK / 2) as u32, tid);
            store_swizzled(k, b, sb, (WN * WK / 2) as u32, tid);
            // The tensor cores read shared memory through the async proxy.
            k.fence_proxy_async();
            k.bar_sync(0);
            // K-major, 128-byte swizzle: 8-row groups 1024 bytes apart (SBO); the leading
            // offset is unused in this layout (the field is 1).
            let da = k.wgmma_desc(sa.cast::<Bf16>(), Swizzle::B128, 16, 1024);
            let db = k.wgmma_desc(sb.cast::<Bf16>(), Swizzle::B128, 16, 1024);
            let mut acc: [Reg<f32>; WN / 2] = k.frag_zero();
            k.wgmma_fence();
            for step in 0..(WK / 16) as u32 {
                // The next 16 elements of K: 32 bytes further on in every row.
                let (ka, kb) = if step == 0 {
                    (da, db)
                } else {
                    (
                        k.wgmma_desc_advance(da, 32 * step),
                        k.wgmma_desc_advance(db, 32 * step),
                    )
                };
                let scale_d = step != 0;
                k.wgmma_mma_async(M64N::<128>, &mut acc, ka, kb, scale_d, WgmmaOpts::default());
            }
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
            let o = lane_base(k, out, tid, (WN / 2) as u32);
            for (i, r) in acc.into_iter().enumerate() {
                k.st(o.at(i as i64), r);
            }
        },
    )
}

struct Kernels {
    mma_bf16: KernelRef<MmaBf16Args>,
    mma_tf32: KernelRef<MmaTf32Args>,
    ldmatrix: KernelRef<LdmatrixArgs>,
    stmatrix: Option<KernelRef<StmatrixArgs>>,
    wgmma: Option<KernelRef<WgmmaArgs>>,
}

/// The test module for `target`: the warp-level kernels always, `stmatrix` from sm_90,
/// `wgmma` for sm_90a.
fn module(target: Target) -> (Module, Kernels) {
    let mut m = Module::new(target);
    let mma_bf16 = mma_bf16(&mut m);
    let mma_tf32 = mma_tf32(&mut m);
    let ldmatrix = ldmatrix(&mut m);
    let stmatrix = (target.sm >= 90).then(|| stmatrix(&mut m));
    let wgmma = (target == Target::SM_90A).then(|| wgmma(&mut m));
    (
        m,
        Kernels {
            mma_bf16,
            mma_tf32,
            ldmatrix,
            stmatrix,
            wgmma,
        },
    )
}

// ---- the same kernels through ptx_module! -----------------------------------------------

/// The module of [`module`] written with `ptx_module!`: the warp-level kernels, then the
/// kernels a caller adds (`$more`). The builder's helpers (`lane_base`, `load_tile`,
/// `row_pointer`, `store_swizzled`) are written out at each use, the Rust loops over
/// fragment registers and `wgmma` steps unrolled; a pointer seen as another element type
/// (`.cast::<…>()`, no instruction) is a `{rust expr}`.
macro_rules! tc_macro {
    ($target:ident; $($more:tt)*) => {
        ptx_module! {
            target = $target;
            kernel mma_bf16(a: global u32, b: global u32, c: global f32, d: global f32) .reqntid 32, 1, 1 {
                let lane = mov.u32 %tid.x;
                let ipa = mul.lo.u32 lane, 4;
                let pa = index a, ipa;
                let ipb = mul.lo.u32 lane, 2;
                let pb = index b, ipb;
                let ipc = mul.lo.u32 lane, 4;
                let pc = index c, ipc;
                let ipd = mul.lo.u32 lane, 4;
                let pd = index d, ipd;
                let a0 = ld.global.bf16x2 [{pa.cast::<Bf16x2>()}];
                let a1 = ld.global.bf16x2 [{pa.cast::<Bf16x2>()}+4];
                let a2 = ld.global.bf16x2 [{pa.cast::<Bf16x2>()}+8];
                let a3 = ld.global.bf16x2 [{pa.cast::<Bf16x2>()}+12];
                let b0 = ld.global.bf16x2 [{pb.cast::<Bf16x2>()}];
                let b1 = ld.global.bf16x2 [{pb.cast::<Bf16x2>()}+4];
                let c0 = ld.global.f32 [pc];
                let c1 = ld.global.f32 [pc+4];
                let c2 = ld.global.f32 [pc+8];
                let c3 = ld.global.f32 [pc+12];
                let fd = mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {a0, a1, a2, a3}, {b0, b1}, {c0, c1, c2, c3};
                st.global.f32 [pd], fd[0];
                st.global.f32 [pd+4], fd[1];
                st.global.f32 [pd+8], fd[2];
                st.global.f32 [pd+12], fd[3];
            }
            kernel mma_tf32(a: global f32, b: global f32, c: global f32, d: global f32) .reqntid 32, 1, 1 {
                let lane = mov.u32 %tid.x;
                let ipa = mul.lo.u32 lane, 4;
                let pa = index a, ipa;
                let ipb = mul.lo.u32 lane, 2;
                let pb = index b, ipb;
                let ipc = mul.lo.u32 lane, 4;
                let pc = index c, ipc;
                let ipd = mul.lo.u32 lane, 4;
                let pd = index d, ipd;
                let xa0 = ld.global.f32 [pa];
                let a0 = cvt.rna.tf32.f32 xa0;
                let xa1 = ld.global.f32 [pa+4];
                let a1 = cvt.rna.tf32.f32 xa1;
                let xa2 = ld.global.f32 [pa+8];
                let a2 = cvt.rna.tf32.f32 xa2;
                let xa3 = ld.global.f32 [pa+12];
                let a3 = cvt.rna.tf32.f32 xa3;
                let xb0 = ld.global.f32 [pb];
                let b0 = cvt.rna.tf32.f32 xb0;
                let xb1 = ld.global.f32 [pb+4];
                let b1 = cvt.rna.tf32.f32 xb1;
                let c0 = ld.global.f32 [pc];
                let c1 = ld.global.f32 [pc+4];
                let c2 = ld.global.f32 [pc+8];
                let c3 = ld.global.f32 [pc+12];
                let fd = mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {a0, a1, a2, a3}, {b0, b1}, {c0, c1, c2, c3};
                st.global.f32 [pd], fd[0];
                st.global.f32 [pd+4], fd[1];
                st.global.f32 [pd+8], fd[2];
                st.global.f32 [pd+12], fd[3];
            }
            kernel ldmatrix_x4(src: global u32, out: global u32, out_t: global u32) .reqntid 32, 1, 1 {
                shared tile: u32[128] align 16;
                let lane = mov.u32 %tid.x;
                let ig = mul.lo.u32 lane, 4;
                let g = index src, ig;
                let s0 = mov.u64 tile;
                let is = mul.lo.u32 lane, 4;
                let s = index s0, is;
                let w0 = ld.global.u32 [g];
                st.shared.u32 [s], w0;
                let w1 = ld.global.u32 [g+4];
                st.shared.u32 [s+4], w1;
                let w2 = ld.global.u32 [g+8];
                st.shared.u32 [s+8], w2;
                let w3 = ld.global.u32 [g+12];
                st.shared.u32 [s+12], w3;
                bar.sync 0;
                let r_row = and.b32 lane, 7;
                let q_row = shr.u32 lane, 3;
                let qlo_row = and.b32 q_row, 1;
                let qhi_row = shr.u32 q_row, 1;
                let rr_row = mad.lo.u32 qlo_row, 8, r_row;
                let col_row = mul.lo.u32 qhi_row, 8;
                let elem_row = mad.lo.u32 rr_row, 16, col_row;
                let base_row = mov.u64 tile;
                let row = index {base_row.cast::<u16>()}, elem_row;
                let f = ldmatrix.sync.aligned.m8n8.x4.shared.b16 [row];
                let ft = ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [row];
                let io = mul.lo.u32 lane, 4;
                let o = index out, io;
                let iot = mul.lo.u32 lane, 4;
                let ot = index out_t, iot;
                st.global.u32 [o], f[0];
                st.global.u32 [ot], ft[0];
                st.global.u32 [o+4], f[1];
                st.global.u32 [ot+4], ft[1];
                st.global.u32 [o+8], f[2];
                st.global.u32 [ot+8], ft[2];
                st.global.u32 [o+12], f[3];
                st.global.u32 [ot+12], ft[3];
            }
            $($more)*
        }
        .into_module()
    };
}

/// [`tc_macro!`] with the sm_90 `stmatrix` kernel, then `$more`.
macro_rules! tc_macro_sm90 {
    ($target:ident; $($more:tt)*) => {
        tc_macro! {
            $target;
            kernel stmatrix_x4(src: global u32, out: global u32, out_t: global u32) .reqntid 32, 1, 1 {
                shared tile: u32[128] align 16;
                shared back: u32[128] align 16;
                shared back_t: u32[128] align 16;
                let lane = mov.u32 %tid.x;
                let ig = mul.lo.u32 lane, 4;
                let g = index src, ig;
                let s0 = mov.u64 tile;
                let is = mul.lo.u32 lane, 4;
                let s = index s0, is;
                let w0 = ld.global.u32 [g];
                st.shared.u32 [s], w0;
                let w1 = ld.global.u32 [g+4];
                st.shared.u32 [s+4], w1;
                let w2 = ld.global.u32 [g+8];
                st.shared.u32 [s+8], w2;
                let w3 = ld.global.u32 [g+12];
                st.shared.u32 [s+12], w3;
                bar.sync 0;
                let r_row = and.b32 lane, 7;
                let q_row = shr.u32 lane, 3;
                let qlo_row = and.b32 q_row, 1;
                let qhi_row = shr.u32 q_row, 1;
                let rr_row = mad.lo.u32 qlo_row, 8, r_row;
                let col_row = mul.lo.u32 qhi_row, 8;
                let elem_row = mad.lo.u32 rr_row, 16, col_row;
                let base_row = mov.u64 tile;
                let row = index {base_row.cast::<u16>()}, elem_row;
                let f = ldmatrix.sync.aligned.m8n8.x4.shared.b16 [row];
                let ft = ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [row];
                let r_row_b = and.b32 lane, 7;
                let q_row_b = shr.u32 lane, 3;
                let qlo_row_b = and.b32 q_row_b, 1;
                let qhi_row_b = shr.u32 q_row_b, 1;
                let rr_row_b = mad.lo.u32 qlo_row_b, 8, r_row_b;
                let col_row_b = mul.lo.u32 qhi_row_b, 8;
                let elem_row_b = mad.lo.u32 rr_row_b, 16, col_row_b;
                let base_row_b = mov.u64 back;
                let row_b = index {base_row_b.cast::<u16>()}, elem_row_b;
                let p = cvt.u32.u64 row_b;
                stmatrix.sync.aligned.m8n8.x4.shared.b16 [p], f;
                let r_row_t = and.b32 lane, 7;
                let q_row_t = shr.u32 lane, 3;
                let qlo_row_t = and.b32 q_row_t, 1;
                let qhi_row_t = shr.u32 q_row_t, 1;
                let rr_row_t = mad.lo.u32 qlo_row_t, 8, r_row_t;
                let col_row_t = mul.lo.u32 qhi_row_t, 8;
                let elem_row_t = mad.lo.u32 rr_row_t, 16, col_row_t;
                let base_row_t = mov.u64 back_t;
                let row_t = index {base_row_t.cast::<u16>()}, elem_row_t;
                stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [row_t], ft;
                bar.sync 0;
                let s0_b = mov.u64 back;
                let is_b = mul.lo.u32 lane, 4;
                let s_b = index s0_b, is_b;
                let io_b = mul.lo.u32 lane, 4;
                let o_b = index out, io_b;
                let w0_b = ld.shared.u32 [s_b];
                st.global.u32 [o_b], w0_b;
                let w1_b = ld.shared.u32 [s_b+4];
                st.global.u32 [o_b+4], w1_b;
                let w2_b = ld.shared.u32 [s_b+8];
                st.global.u32 [o_b+8], w2_b;
                let w3_b = ld.shared.u32 [s_b+12];
                st.global.u32 [o_b+12], w3_b;
                let s0_t = mov.u64 back_t;
                let is_t = mul.lo.u32 lane, 4;
                let s_t = index s0_t, is_t;
                let io_t = mul.lo.u32 lane, 4;
                let o_t = index out_t, io_t;
                let w0_t = ld.shared.u32 [s_t];
                st.global.u32 [o_t], w0_t;
                let w1_t = ld.shared.u32 [s_t+4];
                st.global.u32 [o_t+4], w1_t;
                let w2_t = ld.shared.u32 [s_t+8];
                st.global.u32 [o_t+8], w2_t;
                let w3_t = ld.shared.u32 [s_t+12];
                st.global.u32 [o_t+12], w3_t;
            }
            $($more)*
        }
    };
}

/// The same module written with `ptx_module!` (byte-identical to [`module`]'s): the
/// warp-level kernels always, `stmatrix` from sm_90, `wgmma` for sm_90a.
fn macro_module(target: Target) -> Module {
    if target == Target::SM_90A {
        tc_macro_sm90! {
            target;
            kernel wgmma_m64n128k16(a: global u32, b: global u32, out: global f32) .reqntid 128, 1, 1 {
                shared sa: u32[{(WM * WK / 2) as u64}] align 1024;
                shared sb: u32[{(WN * WK / 2) as u64}] align 1024;
                let tid = mov.u32 %tid.x;
                let base_a = mov.u64 sa;
                for round: u32 in 0..{(WM * WK / 2) as u32 / 128} step 1 {
                    let w = mad.lo.u32 round, 128, tid;
                    let g = index a, w;
                    let v = ld.global.u32 [g];
                    let o = shl.b32 w, 2;
                    let r0 = shr.u32 o, 7;
                    let r1 = and.b32 r0, 7;
                    let r2 = shl.b32 r1, 4;
                    let sw = xor.b32 o, r2;
                    let idx = shr.u32 sw, 2;
                    let p = index base_a, idx;
                    st.shared.u32 [p], v;
                }
                let base_b = mov.u64 sb;
                for round: u32 in 0..{(WN * WK / 2) as u32 / 128} step 1 {
                    let w = mad.lo.u32 round, 128, tid;
                    let g = index b, w;
                    let v = ld.global.u32 [g];
                    let o = shl.b32 w, 2;
                    let r0 = shr.u32 o, 7;
                    let r1 = and.b32 r0, 7;
                    let r2 = shl.b32 r1, 4;
                    let sw = xor.b32 o, r2;
                    let idx = shr.u32 sw, 2;
                    let p = index base_b, idx;
                    st.shared.u32 [p], v;
                }
                fence.proxy.async;
                bar.sync 0;
                let da = wgmma_desc.b128.bf16 [sa], 16, 1024;
                let db = wgmma_desc.b128.bf16 [sb], 16, 1024;
                let acc = frag_zero.f32 64;
                wgmma.fence.sync.aligned;
                wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 acc, da, db, 0, 1, 1, 0, 0;
                let da1 = wgmma_desc_advance da, 32;
                let db1 = wgmma_desc_advance db, 32;
                wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 acc, da1, db1, 1, 1, 1, 0, 0;
                let da2 = wgmma_desc_advance da, 64;
                let db2 = wgmma_desc_advance db, 64;
                wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 acc, da2, db2, 1, 1, 1, 0, 0;
                let da3 = wgmma_desc_advance da, 96;
                let db3 = wgmma_desc_advance db, 96;
                wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 acc, da3, db3, 1, 1, 1, 0, 0;
                wgmma.commit_group.sync.aligned;
                wgmma.wait_group.sync.aligned 0;
                let io = mul.lo.u32 tid, {(WN / 2) as u32};
                let o = index out, io;
                st.global.f32 [o], acc[0];
                st.global.f32 [o+4], acc[1];
                st.global.f32 [o+8], acc[2];
                st.global.f32 [o+12], acc[3];
                st.global.f32 [o+16], acc[4];
                st.global.f32 [o+20], acc[5];
                st.global.f32 [o+24], acc[6];
                st.global.f32 [o+28], acc[7];
                st.global.f32 [o+32], acc[8];
                st.global.f32 [o+36], acc[9];
                st.global.f32 [o+40], acc[10];
                st.global.f32 [o+44], acc[11];
                st.global.f32 [o+48], acc[12];
                st.global.f32 [o+52], acc[13];
                st.global.f32 [o+56], acc[14];
                st.global.f32 [o+60], acc[15];
                st.global.f32 [o+64], acc[16];
                st.global.f32 [o+68], acc[17];
                st.global.f32 [o+72], acc[18];
                st.global.f32 [o+76], acc[19];
                st.global.f32 [o+80], acc[20];
                st.global.f32 [o+84], acc[21];
                st.global.f32 [o+88], acc[22];
                st.global.f32 [o+92], acc[23];
                st.global.f32 [o+96], acc[24];
                st.global.f32 [o+100], acc[25];
                st.global.f32 [o+104], acc[26];
                st.global.f32 [o+108], acc[27];
                st.global.f32 [o+112], acc[28];
                st.global.f32 [o+116], acc[29];
                st.global.f32 [o+120], acc[30];
                st.global.f32 [o+124], acc[31];
                st.global.f32 [o+128], acc[32];
                st.global.f32 [o+132], acc[33];
                st.global.f32 [o+136], acc[34];
                st.global.f32 [o+140], acc[35];
                st.global.f32 [o+144], acc[36];
                st.global.f32 [o+148], acc[37];
                st.global.f32 [o+152], acc[38];
                st.global.f32 [o+156], acc[39];
                st.global.f32 [o+160], acc[40];
                st.global.f32 [o+164], acc[41];
                st.global.f32 [o+168], acc[42];
                st.global.f32 [o+172], acc[43];
                st.global.f32 [o+176], acc[44];
                st.global.f32 [o+180], acc[45];
                st.global.f32 [o+184], acc[46];
                st.global.f32 [o+188], acc[47];
                st.global.f32 [o+192], acc[48];
                st.global.f32 [o+196], acc[49];
                st.global.f32 [o+200], acc[50];
                st.global.f32 [o+204], acc[51];
                st.global.f32 [o+208], acc[52];
                st.global.f32 [o+212], acc[53];
                st.global.f32 [o+216], acc[54];
                st.global.f32 [o+220], acc[55];
                st.global.f32 [o+224], acc[56];
                st.global.f32 [o+228], acc[57];
                st.global.f32 [o+232], acc[58];
                st.global.f32 [o+236], acc[59];
                st.global.f32 [o+240], acc[60];
                st.global.f32 [o+244], acc[61];
                st.global.f32 [o+248], acc[62];
                st.global.f32 [o+252], acc[63];
            }
        }
    } else if target.sm >= 90 {
        tc_macro_sm90! { target; }
    } else {
        tc_macro! { target; }
    }
}

#[test]
fn the_macro_builds_the_same_module() {
    for target in [Target::SM_80, Target::SM_90, Target::SM_90A] {
        let (b, _) = module(target);
        let b = b
            .emit()
            .unwrap_or_else(|e| panic!("builder ({target}): {e}"));
        let m = macro_module(target)
            .emit()
            .unwrap_or_else(|e| panic!("ptx_module! ({target}): {e}"));
        if b != m {
            let line = b.lines().zip(m.lines()).position(|(x, y)| x != y);
            panic!(
                "{target}: ptx_module! differs from the builder at line {line:?}:\n--- builder\n{b}\n--- macro\n{m}"
            );
        }
    }
}

// ---- the host inputs and references ------------------------------------------------------

struct MmaCase {
    a: Vec<u32>,
    b: Vec<u32>,
    c: Vec<f32>,
    want: Vec<f32>,
}

fn mma_bf16_case() -> MmaCase {
    let a = matrix(16, 16, |r, c| ((r * 3 + c * 5) % 7) as i32 - 3);
    let b = matrix(16, 8, |r, c| ((r * 2 + c * 3) % 5) as i32 - 2);
    let c = matrix(16, 8, |r, c| (r * 8 + c) as i32 - 50);
    let d = mul_add(&a, &b, &c);
    MmaCase {
        a: (0..128).map(|x| a_m16n8k16(&a, x / 4, x % 4)).collect(),
        b: (0..64).map(|x| b_m16n8k16(&b, x / 2, x % 2)).collect(),
        c: (0..128)
            .map(|x| {
                let (r, cc) = cd_pos(x / 4, x % 4);
                c[r][cc]
            })
            .collect(),
        want: (0..128)
            .map(|x| {
                let (r, cc) = cd_pos(x / 4, x % 4);
                d[r][cc]
            })
            .collect(),
    }
}

struct Tf32Case {
    a: Vec<f32>,
    b: Vec<f32>,
    c: Vec<f32>,
    want: Vec<f32>,
}

fn mma_tf32_case() -> Tf32Case {
    let a = matrix(16, 8, |r, c| ((r * 5 + c * 3) % 9) as i32 - 4);
    let b = matrix(8, 8, |r, c| ((r * 7 + c) % 5) as i32 - 2);
    let c = matrix(16, 8, |r, c| (r * 8 + c) as i32 % 13 - 6);
    let d = mul_add(&a, &b, &c);
    Tf32Case {
        a: (0..128).map(|x| a_m16n8k8(&a, x / 4, x % 4)).collect(),
        b: (0..64).map(|x| b_m16n8k8(&b, x / 2, x % 2)).collect(),
        c: (0..128)
            .map(|x| {
                let (r, cc) = cd_pos(x / 4, x % 4);
                c[r][cc]
            })
            .collect(),
        want: (0..128)
            .map(|x| {
                let (r, cc) = cd_pos(x / 4, x % 4);
                d[r][cc]
            })
            .collect(),
    }
}

/// What each of the 128 threads must hold in its 64 accumulator registers.
fn wgmma_expected() -> Vec<f32> {
    let (a, b) = (wgmma_a(), wgmma_b());
    let zero = matrix(WM, WN, |_, _| 0);
    let d = mul_add(&a, &b, &zero);
    (0..128 * WN / 2)
        .map(|x| {
            let (r, c) = wgmma_d_pos(x / (WN / 2), x % (WN / 2));
            d[r][c]
        })
        .collect()
}

#[test]
fn the_references_follow_the_manual() {
    // Each accumulator position is covered exactly once.
    let mut seen = [false; 16 * 8];
    for lane in 0..32 {
        for i in 0..4 {
            let (r, c) = cd_pos(lane, i);
            assert!(!std::mem::replace(&mut seen[r * 8 + c], true));
        }
    }
    let mut seen = vec![false; WM * WN];
    for tid in 0..128 {
        for i in 0..WN / 2 {
            let (r, c) = wgmma_d_pos(tid, i);
            assert!(!std::mem::replace(&mut seen[r * WN + c], true), "{tid} {i}");
        }
    }
    // Lane 5 (group 1, thread 1) of m16n8k16: A register 3 is row 9, columns 10 and 11.
    let a = matrix(16, 16, |r, c| (r * 16 + c) as i32);
    assert_eq!(a_m16n8k16(&a, 5, 3), pack(154.0, 155.0));
    assert_eq!(
        ldmatrix_expected(5, 2, false),
        (0x1000 + 26) | ((0x1000 + 27) << 16)
    );
    assert_eq!(swizzle128(128 + 16), 128);
    // The swizzle is a permutation of each 1024-byte block.
    let mut hit = [false; 64];
    for chunk in 0..64 {
        let s = swizzle128(chunk * 16) / 16;
        assert!(!std::mem::replace(&mut hit[s], true));
    }
    assert_eq!(mma_bf16_case().want.len(), 128);
    assert_eq!(wgmma_expected().len(), 128 * 64);
    // K-major B: word 0 of row n holds B[0][n] and B[1][n].
    let b = wgmma_b();
    assert_eq!(
        k_major_words(WN, |n, kk| b[kk][n])[32],
        pack(b[0][1], b[1][1])
    );
}

#[test]
fn the_gpu_modules_emit_and_ptxas_accepts_them() {
    for target in [Target::SM_80, Target::SM_90A] {
        let (m, _) = module(target);
        let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
        let mut needles = vec![
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
            "cvt.rna.tf32.f32",
            "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
        ];
        if target == Target::SM_90A {
            needles.extend([
                "stmatrix.sync.aligned.m8n8.x4.shared.b16",
                "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
                "fence.proxy.async;",
                "wgmma.fence.sync.aligned;",
                "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
                "wgmma.commit_group.sync.aligned;",
                "wgmma.wait_group.sync.aligned",
            ]);
        }
        for needle in needles {
            assert!(ptx.contains(needle), "{target}: no `{needle}` in:\n{ptx}");
        }
        common::assert_ptxas_accepts(&format!("gpu_tc ({target})"), &ptx);
    }
}

#[cfg(feature = "cuda")]
mod gpu {
    use super::*;
    use typed_ptx::runtime::{Gpu, Launch};

    fn gpu() -> Gpu {
        match Gpu::new(0) {
            Ok(g) => g,
            Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
        }
    }

    /// The device's compute capability times ten.
    fn sm(g: &Gpu) -> u32 {
        let (a, b) = g.info().capability;
        a * 10 + b
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_80): run scripts/gpu.sh"]
    fn mma_m16n8k16_bf16_fragments_follow_the_manual() {
        let g = gpu();
        let (m, ks) = module(Target::SM_80);
        let f = g.load(&m).unwrap().kernel(&ks.mma_bf16).unwrap();
        let case = mma_bf16_case();
        let (a, b, c) = (
            g.upload(&case.a).unwrap(),
            g.upload(&case.b).unwrap(),
            g.upload(&case.c).unwrap(),
        );
        let mut d = g.upload(&vec![f32::NAN; 128]).unwrap();
        unsafe { f.launch(&Launch::new(1, 32), (&a, &b, &c, &mut d)).unwrap() };
        let got = g.download(&d).unwrap();
        for (x, (got, want)) in got.iter().zip(&case.want).enumerate() {
            let (r, col) = cd_pos(x / 4, x % 4);
            assert_eq!(
                got,
                want,
                "lane {} register d{} (D[{r}][{col}])",
                x / 4,
                x % 4
            );
        }
        println!("mma m16n8k16 bf16: 32 lanes x 4 registers equal the CPU's A * B + C");
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_80): run scripts/gpu.sh"]
    fn mma_m16n8k8_tf32_fragments_follow_the_manual() {
        let g = gpu();
        let (m, ks) = module(Target::SM_80);
        let f = g.load(&m).unwrap().kernel(&ks.mma_tf32).unwrap();
        let case = mma_tf32_case();
        let (a, b, c) = (
            g.upload(&case.a).unwrap(),
            g.upload(&case.b).unwrap(),
            g.upload(&case.c).unwrap(),
        );
        let mut d = g.upload(&vec![f32::NAN; 128]).unwrap();
        unsafe { f.launch(&Launch::new(1, 32), (&a, &b, &c, &mut d)).unwrap() };
        let got = g.download(&d).unwrap();
        for (x, (got, want)) in got.iter().zip(&case.want).enumerate() {
            let (r, col) = cd_pos(x / 4, x % 4);
            assert_eq!(
                got,
                want,
                "lane {} register d{} (D[{r}][{col}])",
                x / 4,
                x % 4
            );
        }
        println!("mma m16n8k8 tf32: 32 lanes x 4 registers equal the CPU's A * B + C");
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_80): run scripts/gpu.sh"]
    fn ldmatrix_x4_and_trans_give_every_lane_its_elements() {
        let g = gpu();
        let (m, ks) = module(Target::SM_80);
        let f = g.load(&m).unwrap().kernel(&ks.ldmatrix).unwrap();
        let src = g.upload(&tile_words()).unwrap();
        let mut out = g.alloc_zeros::<u32>(128).unwrap();
        let mut out_t = g.alloc_zeros::<u32>(128).unwrap();
        unsafe {
            f.launch(&Launch::new(1, 32), (&src, &mut out, &mut out_t))
                .unwrap()
        };
        let (got, got_t) = (g.download(&out).unwrap(), g.download(&out_t).unwrap());
        for lane in 0..32 {
            for q in 0..4 {
                assert_eq!(
                    got[lane * 4 + q],
                    ldmatrix_expected(lane, q, false),
                    "ldmatrix.x4: lane {lane} register {q}"
                );
                assert_eq!(
                    got_t[lane * 4 + q],
                    ldmatrix_expected(lane, q, true),
                    "ldmatrix.x4.trans: lane {lane} register {q}"
                );
            }
        }
        println!("ldmatrix .x4 and .x4.trans: 32 lanes x 4 registers as the manual places them");
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn stmatrix_x4_and_trans_undo_ldmatrix() {
        let g = gpu();
        assert!(
            sm(&g) >= 90,
            "stmatrix needs sm_90; {} is sm_{}",
            g.info().name,
            sm(&g)
        );
        let (m, ks) = module(Target::SM_90);
        let f = g
            .load(&m)
            .unwrap()
            .kernel(ks.stmatrix.as_ref().unwrap())
            .unwrap();
        let words = tile_words();
        let src = g.upload(&words).unwrap();
        let mut out = g.alloc_zeros::<u32>(128).unwrap();
        let mut out_t = g.alloc_zeros::<u32>(128).unwrap();
        unsafe {
            f.launch(&Launch::new(1, 32), (&src, &mut out, &mut out_t))
                .unwrap()
        };
        assert_eq!(
            g.download(&out).unwrap(),
            words,
            "stmatrix.x4 of ldmatrix.x4"
        );
        assert_eq!(
            g.download(&out_t).unwrap(),
            words,
            "stmatrix.x4.trans of ldmatrix.x4.trans"
        );
        println!("stmatrix .x4 and .x4.trans give back the tile word for word");
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90a: H100/H200): run scripts/gpu.sh"]
    fn wgmma_m64n128k16_bf16_from_swizzled_descriptors_equals_the_cpu_product() {
        let g = gpu();
        assert_eq!(
            sm(&g),
            90,
            "wgmma needs sm_90a; {} is sm_{}",
            g.info().name,
            sm(&g)
        );
        let (m, ks) = module(Target::SM_90A);
        let f = g
            .load(&m)
            .unwrap()
            .kernel(ks.wgmma.as_ref().unwrap())
            .unwrap();
        let (a, b) = (wgmma_a(), wgmma_b());
        let wa = g.upload(&k_major_words(WM, |r, kk| a[r][kk])).unwrap();
        let wb = g.upload(&k_major_words(WN, |n, kk| b[kk][n])).unwrap();
        let mut out = g.upload(&vec![f32::NAN; 128 * WN / 2]).unwrap();
        unsafe {
            f.launch(&Launch::new(1, 128), (&wa, &wb, &mut out))
                .unwrap()
        };
        let got = g.download(&out).unwrap();
        let want = wgmma_expected();
        let bad: Vec<String> = (0..want.len())
            .filter(|&x| got[x] != want[x])
            .take(8)
            .map(|x| {
                let (tid, i) = (x / (WN / 2), x % (WN / 2));
                let (r, c) = wgmma_d_pos(tid, i);
                format!("thread {tid} d{i} (D[{r}][{c}]): {} != {}", got[x], want[x])
            })
            .collect();
        assert!(
            bad.is_empty(),
            "wgmma differs from the CPU:\n{}",
            bad.join("\n")
        );
        println!("wgmma m64n128k16 bf16: 128 threads x 64 registers equal the CPU's A * B");
    }
}
