//! The f32 sum of a large buffer (issue 9's reduction), written with the typed builder:
//! a grid-stride loop of 16-byte vector loads with four accumulators, a warp reduction
//! (`warp_reduce`: `shfl.sync.down`), the warps' sums through shared memory, and one
//! `red.global.add.f32` per CTA. Shared by `examples/reduce.rs` and `benches/kernels.rs`.

use typed_ptx::sreg::*;
use typed_ptx::*;

/// Threads per CTA.
pub const THREADS: u32 = 256;

/// `(out, x, n)`: `out[0] += x[0] + … + x[n-1]` (`out` must be zeroed first; `x` 16-byte
/// aligned).
pub type Params = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>);

/// Adds the kernel `reduce_sum` to `m`.
pub fn reduce_sum(m: &mut Module) -> KernelRef<Params> {
    m.kernel("reduce_sum", |k, (out, x, n): Params| {
        k.reqntid(THREADS, 1, 1);
        let warps = k.shared::<f32>("warps", (THREADS / 32) as u64, Align(4));
        let t = k.tid_x();
        let gid = k.mad_lo(CTAID_X, THREADS, t);
        let stride = k.mul_lo(NCTAID_X, THREADS);
        // Whole float4s: four running sums, one per lane of the vector.
        let n4 = k.shr(n, 2u32);
        let zero = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
        let (a, b, c, d) = k.for_range(gid, n4, stride, zero, |k, i, (a, b, c, d)| {
            let e = k.shl(i, 2u32);
            let p = k.index(x, e);
            let [v0, v1, v2, v3] = k.ld_v4(p);
            (k.add(a, v0), k.add(b, v1), k.add(c, v2), k.add(d, v3))
        });
        // The last n % 4 elements.
        let tail = k.shl(n4, 2u32);
        let first = k.add(tail, gid);
        let rest = k.for_range(first, n, stride, 0.0f32, |k, i, s| {
            let p = k.index(x, i);
            let v = k.ld(p);
            k.add(s, v)
        });
        let (ab, cd) = (k.add(a, b), k.add(c, d));
        let abcd = k.add(ab, cd);
        let mine = k.add(abcd, rest);
        // The warp's sum, in lane 0.
        let s = k.warp_reduce(mine, |k, a, b| k.add(a, b));
        let (lane, warp) = (k.and(t, 31u32), k.shr(t, 5u32));
        let lane0 = k.setp(Cmp::Eq, lane, 0u32);
        k.if_then(lane0, |k| {
            let slot = k.index(warps, warp);
            k.st(slot, s);
        });
        k.bar_sync(0);
        let first_warp = k.setp(Cmp::Eq, warp, 0u32);
        k.if_then(first_warp, |k| {
            let have = k.setp(Cmp::Lt, lane, THREADS / 32);
            let v = k.if_else(
                have,
                |k| {
                    let slot = k.index(warps, lane);
                    k.ld(slot)
                },
                |_| 0.0f32,
            );
            let total = k.warp_reduce(v, |k, a, b| k.add(a, b));
            let t0 = k.setp(Cmp::Eq, t, 0u32);
            k.if_then(t0, |k| k.red(AtomOp::Add, out, total));
        });
    })
}
