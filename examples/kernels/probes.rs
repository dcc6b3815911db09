//! Two measuring kernels of `benches/kernels.rs`, checked with ptxas by
//! `tests/perf_kernels.rs`:
//!
//! * [`spin`] keeps the GPU busy for a while, so that a call queued behind it is issued by
//!   the host before the GPU reaches it: the events around the call then time the GPU's
//!   work alone;
//! * [`bulk_read`] reads memory and discards it, each CTA keeping `BULK_SLOTS *
//!   BULK_CHUNK` bytes (128 KiB) of copies in flight: with `reduce_sum`, the speed any
//!   kernel that reads a buffer once has to beat.

use typed_ptx::*;

/// `(ns,)`: how long to spin, in nanoseconds.
pub type SpinParams = (Reg<u64>,);

/// `spin(ns)`: every thread waits until `%globaltimer` has moved `ns` nanoseconds past its
/// first read. Launch one warp.
pub fn spin(m: &mut Module) -> KernelRef<SpinParams> {
    m.kernel("spin", |k, (ns,): SpinParams| {
        let t0 = k.globaltimer();
        let top = k.label();
        k.place(top);
        let t = k.globaltimer();
        let d = k.sub(t, t0);
        let more = k.setp(Cmp::Lt, d, ns);
        k.bra_if(more, top);
    })
}

/// Bytes of one `bulk_read` copy.
pub const BULK_CHUNK: u32 = 16 << 10;
/// Shared-memory slots of a `bulk_read` CTA (launch with `BULK_SLOTS * BULK_CHUNK` bytes
/// of dynamic shared memory).
pub const BULK_SLOTS: u32 = 8;

/// `(src, n)`: the buffer, and the chunks each CTA reads.
pub type BulkParams = (Ptr<Global, u32>, Reg<u32>);

/// `bulk_read(src, n)` (sm_90): CTA c reads chunks `c n .. (c + 1) n` of [`BULK_CHUNK`]
/// bytes of `src` into a ring of [`BULK_SLOTS`] shared-memory slots with
/// `cp.async.bulk`; one thread issues every copy as soon as its slot's previous copy has
/// landed (the slot's mbarrier) and waits for the last ones. Launch one warp per CTA. Declares the module's dynamic shared memory
/// (`bulk_buf`).
pub fn bulk_read(m: &mut Module) -> KernelRef<BulkParams> {
    let buf = m.extern_shared::<u32>("bulk_buf", Align(16));
    m.kernel("bulk_read", move |k, (src, n): BulkParams| {
        k.reqntid(32, 1, 1);
        let full = k.shared::<Mbarrier>("full", BULK_SLOTS as u64, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(first, |k| {
            for s in 0..BULK_SLOTS as i64 {
                k.mbarrier_init(full.at(s), 1u32);
            }
            k.fence_mbarrier_init();
            let base = k.addr_of(buf);
            let base = k.to_u32(base);
            let fb = k.addr_of(full);
            let fb = k.to_u32(fb);
            let words = BULK_CHUNK / 4;
            let cta = k.ctaid_x();
            let start = k.mul_lo(cta, n);
            let start = k.mul_lo(start, words);
            let p = k.index(src, start);
            k.for_range(0u32, n, 1u32, (), |k, i, ()| {
                // Chunk i goes into slot i % BULK_SLOTS once the slot's copy of round
                // i / BULK_SLOTS - 1 has landed (that phase's parity).
                let s = k.rem(i, BULK_SLOTS);
                let round = k.div(i, BULK_SLOTS);
                let bar = k.index(fb, s);
                let again = k.setp(Cmp::Gt, round, 0u32);
                k.if_then(again, |k| {
                    let prev = k.sub(round, 1u32);
                    let par = k.and(prev, 1u32);
                    k.mbarrier_wait_parity(bar, par);
                });
                let _ = k.mbarrier_arrive_expect_tx(bar, BULK_CHUNK);
                let so = k.mul_lo(s, words);
                let dst = k.index(base, so);
                let go = k.mul_lo(i, words);
                let from = k.index(p, go);
                k.cp_async_bulk_global_to_shared(dst, from, BULK_CHUNK, bar);
            });
            // Every used slot's last copy has landed: slot s (used when s < n) last held
            // the chunk of round (n - 1 - s) / BULK_SLOTS; wait for that round's parity.
            for s in 0..BULK_SLOTS {
                let used = k.setp(Cmp::Gt, n, s);
                k.if_then(used, |k| {
                    let left = k.sub(n, 1 + s);
                    let round = k.div(left, BULK_SLOTS);
                    let par = k.and(round, 1u32);
                    k.mbarrier_wait_parity(fb.at(s as i64), par);
                });
            }
        });
    })
}
