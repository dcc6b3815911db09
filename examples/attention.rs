//! An FA2-style attention forward for sm_80, written with the typed builder:
//! `O = softmax(Q·Kᵀ / √d)·V` per (batch, head), bf16 Q, K, V and O, f32 accumulation.
//! `cp.async` brings 64×64 tiles into XOR-swizzled shared memory (K and V double-buffered),
//! `ldmatrix` makes the `mma.sync.m16n8k16` fragments (`.trans` for V), and the softmax is
//! online: a running row maximum and row sum in registers, `ex2.approx` for the
//! exponentials. `docs/guide-attention.md` walks through it section by section.
//!
//! Restrictions of this example (checked on the host before a launch): head dim 64,
//! sequence length a multiple of 64, no causal mask, no log-sum-exp output, and
//! `batch·heads·seq·64 < 2³²` (the element offsets are 32-bit). Q, K, V and O are
//! `[batch·heads][seq][64]` row-major; one CTA of 4 warps per (batch·head, 64-row Q tile),
//! each warp owning 16 rows of the tile.
//!
//! On a GPU the output is compared with an f64 softmax attention on the host (from the same
//! bf16 inputs): every element within 1e-2 absolute (|V| ≤ 1; P and O are rounded to bf16,
//! about 4e-3 at worst). `tests/sim.rs` runs the kernel in the interpreter
//! (`typed_ptx::sim`) against the same reference, with no GPU.
//!
//! `cargo run --release --example attention [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::runtime::half::bf16;
use typed_ptx::sreg::*;
use typed_ptx::*;

/// The head dimension: one row of Q, K, V or O is 64 bf16, 128 bytes.
const D: u32 = 64;
/// Rows of Q per CTA, and keys per K/V tile.
const TILE_ROWS: u32 = 64;
/// Elements of one 64×64 tile in shared memory.
const TILE: u32 = TILE_ROWS * D;
/// 4 warps, 16 Q rows each.
pub const THREADS: u32 = 128;
/// `log2(e) / √64`: scores are scaled by this so that `2^(s·C - m)` is `e^(s/√d - m')`.
const SCALE_LOG2: f32 = std::f32::consts::LOG2_E / 8.0;

/// `(o, q, k, v, seq)`.
type Params = (
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Ptr<Global, Bf16>,
    Reg<u32>,
);

/// The element offset of 16-byte chunk `chunk` (0..8) of row `row` of a 64×64 tile in
/// shared memory: rows of 128 bytes, the chunk XORed with `row % 8`, so that the 8 rows an
/// `ldmatrix` matrix reads (same chunk, 8 consecutive rows) fall in 8 different bank groups.
fn swizzle(k: &mut Kernel<'_>, row: Reg<u32>, chunk: Reg<u32>) -> Reg<u32> {
    let r8 = k.and(row, 7u32);
    let c = k.xor(chunk, r8);
    let c8 = k.shl(c, 3u32);
    k.mad_lo(row, D, c8)
}

/// Adds the kernel `attention_fwd_d64` to `m`: launch it with a grid of
/// `(seq / 64, batch·heads)` CTAs of 128 threads.
pub fn attention(m: &mut Module) -> KernelRef<Params> {
    m.kernel("attention_fwd_d64", |k, (o, q, kg, vg, seq): Params| {
        k.reqntid(THREADS, 1, 1);
        let q_s = k.shared::<Bf16>("q_tile", TILE as u64, Align(128));
        let k_s = k.shared::<Bf16>("k_tiles", 2 * TILE as u64, Align(128));
        let v_s = k.shared::<Bf16>("v_tiles", 2 * TILE as u64, Align(128));
        let (q_s, k_s, v_s) = (k.addr_of(q_s), k.addr_of(k_s), k.addr_of(v_s));
        let (q_s, k_s, v_s) = (k.to_u32(q_s), k.to_u32(k_s), k.to_u32(v_s));
        let t = k.tid_x();
        let lane = k.and(t, 31u32);
        let warp = k.shr(t, 5u32);

        // ---- The CTA's tile: rows of (batch·head) ctaid.y, Q rows 64·ctaid.x …
        let bh = k.mov(CTAID_Y);
        let first = k.mul_lo(bh, seq);
        let q_row0 = k.mad_lo(CTAID_X, TILE_ROWS, first);
        let q_at = k.mul_lo(q_row0, D);
        let q_tile = k.index(q, q_at);
        let kv_at = k.mul_lo(first, D);
        let (k_head, v_head) = (k.index(kg, kv_at), k.index(vg, kv_at));
        let tiles = k.shr(seq, 6u32);

        // ---- Copies: thread t moves chunks t, t + 128, t + 256, t + 384 of a tile
        // (row chunk / 8, column 8 · (chunk % 8)) with one 16-byte cp.async each.
        let cr = k.shr(t, 3u32);
        let cc = k.and(t, 7u32);
        let c8 = k.shl(cc, 3u32);
        let copies: [(Reg<u32>, Reg<u32>); 4] = core::array::from_fn(|i| {
            let r = k.add(cr, 16 * i as u32);
            let g = k.mad_lo(r, D, c8);
            (g, swizzle(k, r, cc))
        });
        let load = |k: &mut Kernel<'_>, dst: Ptr32<Shared<Cta>, Bf16>, src: Ptr<Global, Bf16>| {
            for &(g, s) in &copies {
                let d = k.index(dst, s);
                let s = k.index(src, g);
                k.cp_async_cg(d, s);
            }
        };
        // K and V tile j (keys 64j …) into stage j % 2.
        let load_kv = |k: &mut Kernel<'_>, j: Reg<u32>| {
            let at = k.shl(j, 12u32); // j · 64 · 64
            let (kt, vt) = (k.index(k_head, at), k.index(v_head, at));
            let st = k.and(j, 1u32);
            let so = k.shl(st, 12u32);
            let (kd, vd) = (k.index(k_s, so), k.index(v_s, so));
            load(k, kd, kt);
            load(k, vd, vt);
        };

        // ---- Prologue: Q and the first K/V tile, then Q's A fragments, kept in registers.
        load(k, q_s, q_tile);
        let zero = k.mov(0u32);
        load_kv(k, zero);
        k.cp_async_commit_group();
        k.cp_async_wait_group(0);
        k.bar_sync(0);
        // ldmatrix.x4 of a 16×16 block, A-operand order: lane l points at row l % 16,
        // chunk l / 16 (matrices: rows 0-7 | 8-15 × columns 0-7 | 8-15).
        let l16 = k.and(lane, 15u32);
        let hi = k.shr(lane, 4u32);
        let a_row = k.mad_lo(warp, 16u32, l16);
        let qf: [[Reg<Bf16x2>; 4]; 4] = core::array::from_fn(|ks| {
            let ch = k.add(hi, 2 * ks as u32);
            let e = swizzle(k, a_row, ch);
            let p = k.index(q_s, e);
            k.ldmatrix(X4, p)
        });
        // K's B fragments: lane l points at key row l % 8 + 8 · (l / 16), chunk (l / 8) % 2
        // of each k16 step (matrices: keys 0-7 × dims 0-7 | 8-15, keys 8-15 × the same).
        let l8 = k.and(lane, 7u32);
        let k_row = k.mad_lo(hi, 8u32, l8);
        let kq = k.shr(lane, 3u32);
        let kq = k.and(kq, 1u32);
        let k_off: [Reg<u32>; 4] = core::array::from_fn(|ks| {
            let ch = k.add(kq, 2 * ks as u32);
            swizzle(k, k_row, ch)
        });
        // V's B fragments (transposed): lane l points at key row l % 16, chunk l / 16 of
        // each pair of n8 blocks of dims.
        let v_off: [Reg<u32>; 4] = core::array::from_fn(|p| {
            let ch = k.add(hi, 2 * p as u32);
            swizzle(k, l16, ch)
        });

        // ---- The loop over K/V tiles, carrying the running max m and sum l of the
        // thread's two rows (lane / 4 and lane / 4 + 8 of the warp's 16) and O's
        // accumulators (8 n8 blocks of dims).
        let minus_inf = k.mov(f32::NEG_INFINITY);
        let zf = k.mov(0f32);
        let init = ([minus_inf; 2], [zf; 2], [[zf; 4]; 8]);
        let (_, l, acc) = k.for_range(0u32, tiles, 1u32, init, |k, j, (mut m, mut l, mut acc)| {
            // Prefetch tile j + 1 into the other stage (read in iteration j - 1, which
            // ended with a barrier), then wait for tile j.
            let next = k.add(j, 1u32);
            let more = k.setp(Cmp::Lt, next, tiles);
            k.if_then(more, |k| load_kv(k, next));
            k.cp_async_commit_group();
            k.cp_async_wait_group(1);
            k.bar_sync(0);
            let st = k.and(j, 1u32);
            let so = k.shl(st, 12u32);
            let (ks_s, vs_s) = (k.index(k_s, so), k.index(v_s, so));

            // S = Q·Kᵀ: 16 rows × 64 keys per warp, 8 m16n8 accumulators.
            let mut s: [[Reg<f32>; 4]; 8] = k.zeros();
            for (ks, a) in qf.iter().enumerate() {
                let row = k.index(ks_s, k_off[ks]);
                for p in 0..4 {
                    let b: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, row.at(16 * D as i64 * p as i64));
                    s[2 * p] = k.mma_sync(M16N8K16, *a, [b[0], b[1]], s[2 * p]);
                    s[2 * p + 1] = k.mma_sync(M16N8K16, *a, [b[2], b[3]], s[2 * p + 1]);
                }
            }

            // Online softmax, per row h (registers 2h and 2h + 1 of each block).
            let mut pr = s;
            for h in 0..2 {
                let mut mx = k.max(s[0][2 * h], s[0][2 * h + 1]);
                for blk in &s[1..] {
                    mx = k.max(mx, blk[2 * h]);
                    mx = k.max(mx, blk[2 * h + 1]);
                }
                // The 4 lanes of a quad hold the row's 64 keys.
                for d in [1u32, 2] {
                    let other = k.shfl_sync(Shfl::Bfly, mx, d, 0x1f, u32::MAX);
                    mx = k.max(mx, other);
                }
                let scaled = k.mul(mx, SCALE_LOG2);
                let m_new = k.max(m[h], scaled);
                let shift = k.sub(m[h], m_new);
                let alpha = k.ex2(shift);
                let neg = k.neg(m_new);
                let mut sum = zf;
                for (pb, sb) in pr.iter_mut().zip(&s) {
                    for i in [2 * h, 2 * h + 1] {
                        let x = k.fma(sb[i], SCALE_LOG2, neg);
                        pb[i] = k.ex2(x);
                        sum = k.add(sum, pb[i]);
                    }
                }
                l[h] = k.fma(l[h], alpha, sum);
                for blk in acc.iter_mut() {
                    blk[2 * h] = k.mul(blk[2 * h], alpha);
                    blk[2 * h + 1] = k.mul(blk[2 * h + 1], alpha);
                }
                m[h] = m_new;
            }

            // O += P·V: P's accumulators of key blocks 2j and 2j + 1 are the A fragment
            // of k16 step j; V's fragments come transposed.
            for kstep in 0..4 {
                let (p0, p1) = (pr[2 * kstep], pr[2 * kstep + 1]);
                let a = [
                    k.cvt_pack::<Bf16x2>(p0[1], p0[0]),
                    k.cvt_pack::<Bf16x2>(p0[3], p0[2]),
                    k.cvt_pack::<Bf16x2>(p1[1], p1[0]),
                    k.cvt_pack::<Bf16x2>(p1[3], p1[2]),
                ];
                for (p, &off) in v_off.iter().enumerate() {
                    let vp = k.index(vs_s, off);
                    let b: [Reg<Bf16x2>; 4] =
                        k.ldmatrix_trans(X4, vp.at(16 * D as i64 * kstep as i64));
                    acc[2 * p] = k.mma_sync(M16N8K16, a, [b[0], b[1]], acc[2 * p]);
                    acc[2 * p + 1] = k.mma_sync(M16N8K16, a, [b[2], b[3]], acc[2 * p + 1]);
                }
            }
            // Every warp is done with this stage before the next iteration refills it.
            k.bar_sync(0);
            (m, l, acc)
        });

        // ---- Epilogue: the row sums over the quad, O / l as bf16 pairs.
        let g = k.shr(lane, 2u32);
        let qd = k.and(lane, 3u32);
        let col = k.shl(qd, 1u32);
        let row = k.mad_lo(warp, 16u32, g);
        let row = k.add(q_row0, row);
        for (h, &lh) in l.iter().enumerate() {
            let mut sum = lh;
            for d in [1u32, 2] {
                let other = k.shfl_sync(Shfl::Bfly, sum, d, 0x1f, u32::MAX);
                sum = k.add(sum, other);
            }
            let inv = k.rcp(sum);
            let r = k.add(row, 8 * h as u32);
            let at = k.mad_lo(r, D, col);
            let out = k.index(o, at).cast::<Bf16x2>();
            for (n, blk) in acc.iter().enumerate() {
                let lo = k.mul(blk[2 * h], inv);
                let hi = k.mul(blk[2 * h + 1], inv);
                let v = k.cvt_pack::<Bf16x2>(hi, lo);
                k.st(out.at(4 * n as i64), v);
            }
        }
    })
}

/// A deterministic value in [-1, 1) from `i` and `salt` (a 32-bit mix).
pub fn noise(i: usize, salt: u32) -> f32 {
    let mut x = (i as u32) ^ salt.wrapping_mul(0x9e37_79b9);
    x = (x ^ (x >> 16)).wrapping_mul(0x7feb_352d);
    x = (x ^ (x >> 15)).wrapping_mul(0x846c_a68b);
    x ^= x >> 16;
    (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
}

/// The f64 reference: `softmax(q·kᵀ / 8)·v` for each of `bh` heads of `seq` rows.
pub fn reference(q: &[bf16], kk: &[bf16], v: &[bf16], bh: usize, seq: usize) -> Vec<f64> {
    let d = D as usize;
    let f = |x: bf16| x.to_f64();
    let mut out = vec![0f64; bh * seq * d];
    for h in 0..bh {
        let base = h * seq * d;
        for i in 0..seq {
            let qi = &q[base + i * d..base + (i + 1) * d];
            let s: Vec<f64> = (0..seq)
                .map(|j| {
                    let kj = &kk[base + j * d..base + (j + 1) * d];
                    qi.iter().zip(kj).map(|(&a, &b)| f(a) * f(b)).sum::<f64>() / 8.0
                })
                .collect();
            let mx = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = s.iter().map(|x| (x - mx).exp()).collect();
            let total: f64 = e.iter().sum();
            let oi = &mut out[base + i * d..base + (i + 1) * d];
            for (j, w) in e.iter().enumerate() {
                for (c, o) in oi.iter_mut().enumerate() {
                    *o += w / total * f(v[base + j * d + c]);
                }
            }
        }
    }
    out
}

/// Q, K and V of `n` elements each. Q and K spread over [-2.5, 2.5): scores of about ±2
/// after the 1/8 scale, so the softmax is far from uniform and the running max moves
/// between tiles; V in [-1, 1).
pub fn inputs(n: usize) -> (Vec<bf16>, Vec<bf16>, Vec<bf16>) {
    let spread = |salt, scale: f32| {
        (0..n)
            .map(|i| bf16::from_f32(scale * noise(i, salt)))
            .collect()
    };
    (spread(1, 2.5), spread(2, 2.5), spread(3, 1.0))
}

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = attention(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let d = D as usize;
    // (batch·heads, seq): one tile; several heads and tiles; a long row of tiles.
    for (bh, seq) in [(1usize, 64usize), (6, 256), (2, 1024)] {
        let ok = seq % 64 == 0 && (bh * seq * d) < (1 << 32);
        support::verdict(ok, &format!("{bh} heads of {seq} rows fit the kernel"));
        let n = bh * seq * d;
        let (q, kk, v) = inputs(n);
        let want = reference(&q, &kk, &v, bh, seq);
        let (dq, dk, dv) = (
            support::or_exit(gpu.upload(&q)),
            support::or_exit(gpu.upload(&kk)),
            support::or_exit(gpu.upload(&v)),
        );
        let mut out = support::or_exit(gpu.upload(&vec![bf16::NAN; n]));
        let launch = Launch::grid_3d([(seq / 64) as u32, bh as u32, 1], [THREADS, 1, 1]);
        // SAFETY: q, k, v and out hold bh · seq · 64 elements; CTA (x, y) reads rows
        // y · seq .. (y + 1) · seq of k and v, rows y · seq + 64x .. + 64 of q, and writes
        // those rows of out.
        support::or_exit(unsafe { f.launch(&launch, (&mut out, &dq, &dk, &dv, seq as u32)) });
        let got = support::or_exit(gpu.download(&out));
        // A NaN (an element never written) counts as the largest error.
        let worst = got
            .iter()
            .zip(&want)
            .map(|(&g, &w)| (g.to_f64() - w).abs())
            .fold(0f64, |s, e| if e.is_nan() || e > s { e } else { s });
        eprintln!("attention, {bh} heads × {seq} rows × d 64: largest error {worst:.2e}");
        support::verdict(
            worst < 1e-2,
            &format!("{bh}×{seq} attention matches the f64 reference within 1e-2"),
        );
    }
}
