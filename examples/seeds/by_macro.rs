//! The seed programs of [`seeds`](super), written through `ptx_module!`.
//!
//! Each function builds the same module as its namesake in [`seeds`](super): for every
//! target that seed claims (`seeds::<NAME>_TARGETS`), the two emit byte-identical PTX —
//! `tests/macro_seeds.rs` checks it, and so against the golden files of `tests/golden/`.
//! Read them side by side with the builder versions: every `let` is a builder call, in
//! the same order, so registers, labels and names come out the same.

use typed_ptx::{Module, Target, ptx_module};

/// [`seeds::ld_shared_42`](super::ld_shared_42) through the macro (seed 000).
pub fn ld_shared_42(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        kernel ld_shared_42(out: global u32) {
            shared x: u32;
            let t = mov.u32 %tid.x;
            let first = setp.eq.u32 t, 0;
            @first {
                st.shared.u32 [x], 42;
            }
            bar.sync 0;
            let p = cvta.shared x;        // Ptr<Generic<Shared<Cta>>, u32>
            let sp = cvta.to.shared p;    // back to its origin only
            let o = ld.shared.u32 [sp];
            st.global.u32 [out], o;
        }
    };
    m.into_module()
}

/// [`seeds::shared_addr_roundtrip`](super::shared_addr_roundtrip) through the
/// macro (seed 000): the 32-bit round trip for `.shared`, `.local` and `.const`.
pub fn shared_addr_roundtrip(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        const c: u32 = [9];
        kernel shared_addr_roundtrip(out: global u32) {
            shared s: u32;
            local l: u32;
            st.shared.u32 [s], 7;
            st.local.u32 [l], 8;
            // .shared: out[0], out[3]
            let p = cvta.shared s;
            let a = cvta.to.shared p;
            let a32 = cvt.u32.u64 a;      // the 32-bit form
            let a64 = cvt.u64.u32 a32;    // zero-extended
            let q = cvta.shared a64;
            let same = setp.eq.u64 p, q;
            let flag = selp.u32 1, 0, same;
            st.global.u32 [out+0], flag;
            let val = ld.u32 [q];
            st.global.u32 [out+12], val;
            // .local: out[1], out[4]
            let p = cvta.local l;
            let a = cvta.to.local p;
            let a32 = cvt.u32.u64 a;      // the 32-bit form
            let a64 = cvt.u64.u32 a32;    // zero-extended
            let q = cvta.local a64;
            let same = setp.eq.u64 p, q;
            let flag = selp.u32 1, 0, same;
            st.global.u32 [out+4], flag;
            let val = ld.u32 [q];
            st.global.u32 [out+16], val;
            // .const: out[2], out[5]
            let p = cvta.const c;
            let a = cvta.to.const p;
            let a32 = cvt.u32.u64 a;      // the 32-bit form
            let a64 = cvt.u64.u32 a32;    // zero-extended
            let q = cvta.const a64;
            let same = setp.eq.u64 p, q;
            let flag = selp.u32 1, 0, same;
            st.global.u32 [out+8], flag;
            let val = ld.u32 [q];
            st.global.u32 [out+20], val;
        }
    };
    m.into_module()
}

/// [`seeds::cvta_all_spaces`](super::cvta_all_spaces) through the macro (seeds
/// 001/004): every form and direction of `cvta`, plain spellings.
pub fn cvta_all_spaces(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        global g: u32 = [11, 12];
        const c: u32 = [51, 52];
        kernel cvta_all_spaces(out: global u32, pv: param u64 as u32) {
            shared s: u32[2] align 8;
            shared sc: u32[2] align 8;
            local l: u32[2] align 8;
            st.shared.u32 [s], 21;
            st.shared.u32 [s+4], 22;
            st.shared.u32 [sc], 31;
            st.shared.u32 [sc+4], 32;
            st.local.u32 [l], 41;
            st.local.u32 [l+4], 42;
            // global: out[0..4]
            let g0 = cvta.global g;
            let g1 = cvta.global g+4;
            let gr = mov.u64 g;
            let g2 = cvta.global gr;
            let is = isspacep.global g0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+0], is;
            let v0 = ld.u32 [g0];
            st.global.u32 [out+4], v0;
            let n1 = cvta.to.global g1;
            let v1 = ld.global.u32 [n1];
            st.global.u32 [out+8], v1;
            let same = setp.eq.u64 g2, g0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+12], same;
            // shared: out[4..8]
            let s0 = cvta.shared s;
            let s1 = cvta.shared s+4;
            let sr = mov.u64 s;
            let s2 = cvta.shared sr;
            let is = isspacep.shared s0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+16], is;
            let v0 = ld.u32 [s0];
            st.global.u32 [out+20], v0;
            let n1 = cvta.to.shared s1;
            let v1 = ld.shared.u32 [n1];
            st.global.u32 [out+24], v1;
            let same = setp.eq.u64 s2, s0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+28], same;
            // shared::cluster: out[8..12]
            let sc0 = cvta.shared::cluster sc;
            let sc1 = cvta.shared::cluster sc+4;
            let scr = mov.u64 sc;
            let sc2 = cvta.shared::cluster scr;
            let is = isspacep.shared::cluster sc0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+32], is;
            let v0 = ld.u32 [sc0];
            st.global.u32 [out+36], v0;
            let n1 = cvta.to.shared::cluster sc1;
            let v1 = ld.shared::cluster.u32 [n1];
            st.global.u32 [out+40], v1;
            let same = setp.eq.u64 sc2, sc0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+44], same;
            // local: out[12..16]
            let l0 = cvta.local l;
            let l1 = cvta.local l+4;
            let lr = mov.u64 l;
            let l2 = cvta.local lr;
            let is = isspacep.local l0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+48], is;
            let v0 = ld.u32 [l0];
            st.global.u32 [out+52], v0;
            let n1 = cvta.to.local l1;
            let v1 = ld.local.u32 [n1];
            st.global.u32 [out+56], v1;
            let same = setp.eq.u64 l2, l0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+60], same;
            // const: out[16..20]
            let c0 = cvta.const c;
            let c1 = cvta.const c+4;
            let cr = mov.u64 c;
            let c2 = cvta.const cr;
            let is = isspacep.const c0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+64], is;
            let v0 = ld.u32 [c0];
            st.global.u32 [out+68], v0;
            let n1 = cvta.to.const c1;
            let v1 = ld.const.u32 [n1];
            st.global.u32 [out+72], v1;
            let same = setp.eq.u64 c2, c0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+76], same;
            // param: out[20..24]
            let p0 = cvta.param pv;
            let p1 = cvta.param pv+4;
            let pr = mov.u64 pv;
            let p2 = cvta.param pr;
            let is = isspacep.param p0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+80], is;
            let v0 = ld.u32 [p0];
            st.global.u32 [out+84], v0;
            let n1 = cvta.to.param p1;
            let v1 = ld.param.u32 [n1];
            st.global.u32 [out+88], v1;
            let same = setp.eq.u64 p2, p0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+92], same;
            // negative checks: out[24], out[25]
            let no = isspacep.global s0;
            let no = selp.u32 1, 0, no;
            st.global.u32 [out+96], no;
            let no = isspacep.shared g0;
            let no = selp.u32 1, 0, no;
            st.global.u32 [out+100], no;
        }
    };
    m.into_module()
}

/// [`seeds::cvta_all_spaces_explicit`](super::cvta_all_spaces_explicit) through
/// the macro: the same with the `::cta`/`::entry` spellings (`explicit_subqualifiers;`).
pub fn cvta_all_spaces_explicit(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        explicit_subqualifiers;
        global g: u32 = [11, 12];
        const c: u32 = [51, 52];
        kernel cvta_all_spaces_explicit(out: global u32, pv: param u64 as u32) {
            shared s: u32[2] align 8;
            shared sc: u32[2] align 8;
            local l: u32[2] align 8;
            st.shared::cta.u32 [s], 21;
            st.shared::cta.u32 [s+4], 22;
            st.shared::cta.u32 [sc], 31;
            st.shared::cta.u32 [sc+4], 32;
            st.local.u32 [l], 41;
            st.local.u32 [l+4], 42;
            // global: out[0..4]
            let g0 = cvta.global g;
            let g1 = cvta.global g+4;
            let gr = mov.u64 g;
            let g2 = cvta.global gr;
            let is = isspacep.global g0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+0], is;
            let v0 = ld.u32 [g0];
            st.global.u32 [out+4], v0;
            let n1 = cvta.to.global g1;
            let v1 = ld.global.u32 [n1];
            st.global.u32 [out+8], v1;
            let same = setp.eq.u64 g2, g0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+12], same;
            // shared::cta: out[4..8]
            let s0 = cvta.shared::cta s;
            let s1 = cvta.shared::cta s+4;
            let sr = mov.u64 s;
            let s2 = cvta.shared::cta sr;
            let is = isspacep.shared::cta s0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+16], is;
            let v0 = ld.u32 [s0];
            st.global.u32 [out+20], v0;
            let n1 = cvta.to.shared::cta s1;
            let v1 = ld.shared::cta.u32 [n1];
            st.global.u32 [out+24], v1;
            let same = setp.eq.u64 s2, s0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+28], same;
            // shared::cluster: out[8..12]
            let sc0 = cvta.shared::cluster sc;
            let sc1 = cvta.shared::cluster sc+4;
            let scr = mov.u64 sc;
            let sc2 = cvta.shared::cluster scr;
            let is = isspacep.shared::cluster sc0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+32], is;
            let v0 = ld.u32 [sc0];
            st.global.u32 [out+36], v0;
            let n1 = cvta.to.shared::cluster sc1;
            let v1 = ld.shared::cluster.u32 [n1];
            st.global.u32 [out+40], v1;
            let same = setp.eq.u64 sc2, sc0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+44], same;
            // local: out[12..16]
            let l0 = cvta.local l;
            let l1 = cvta.local l+4;
            let lr = mov.u64 l;
            let l2 = cvta.local lr;
            let is = isspacep.local l0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+48], is;
            let v0 = ld.u32 [l0];
            st.global.u32 [out+52], v0;
            let n1 = cvta.to.local l1;
            let v1 = ld.local.u32 [n1];
            st.global.u32 [out+56], v1;
            let same = setp.eq.u64 l2, l0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+60], same;
            // const: out[16..20]
            let c0 = cvta.const c;
            let c1 = cvta.const c+4;
            let cr = mov.u64 c;
            let c2 = cvta.const cr;
            let is = isspacep.const c0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+64], is;
            let v0 = ld.u32 [c0];
            st.global.u32 [out+68], v0;
            let n1 = cvta.to.const c1;
            let v1 = ld.const.u32 [n1];
            st.global.u32 [out+72], v1;
            let same = setp.eq.u64 c2, c0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+76], same;
            // param::entry: out[20..24]
            let p0 = cvta.param::entry pv;
            let p1 = cvta.param::entry pv+4;
            let pr = mov.u64 pv;
            let p2 = cvta.param::entry pr;
            let is = isspacep.param::entry p0;
            let is = selp.u32 1, 0, is;
            st.global.u32 [out+80], is;
            let v0 = ld.u32 [p0];
            st.global.u32 [out+84], v0;
            let n1 = cvta.to.param::entry p1;
            let v1 = ld.param::entry.u32 [n1];
            st.global.u32 [out+88], v1;
            let same = setp.eq.u64 p2, p0;
            let same = selp.u32 1, 0, same;
            st.global.u32 [out+92], same;
            // negative checks: out[24], out[25]
            let no = isspacep.global s0;
            let no = selp.u32 1, 0, no;
            st.global.u32 [out+96], no;
            let no = isspacep.shared::cta g0;
            let no = selp.u32 1, 0, no;
            st.global.u32 [out+100], no;
        }
    };
    m.into_module()
}

/// [`seeds::generic_dispatch`](super::generic_dispatch) through the macro (seed
/// 002): one `.func` over generic pointers from several spaces.
pub fn generic_dispatch(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        func add2(a: generic u32) {
            let v = ld.u32 [a];
            let w = add.u32 v, 2;
            st.u32 [a], w;
        }
        kernel generic_dispatch(out: global u32) {
            shared s: u32[1024];
            let t = mov.u32 %tid.x;
            let ntid = mov.u32 %ntid.x;
            let cta = mov.u32 %ctaid.x;
            let nctas = mov.u32 %nctaid.x;
            let i = mad.lo.u32 cta, ntid, t;
            let total = mul.lo.u32 nctas, ntid;
            // 1. a global pointer
            let ga = index out, i;
            st.global.u32 [ga], i;
            let ga_gen = cvta.global ga;
            call add2, (ga_gen);
            // 2. a shared pointer
            let s0 = mov.u64 s;
            let st_ = index s0, t;
            let init = add.u32 t, 1000;
            st.shared.u32 [st_], init;
            let st_gen = cvta.shared st_;
            call add2, (st_gen);
            // 3. either, by thread parity: a generic pointer of unknown origin
            let ib = add.u32 total, i;
            let gb = index out, ib;
            st.global.u32 [gb], 0;
            let gb_gen = cvta.global gb;
            let odd = and.b32 t, 1;
            let even = setp.eq.u32 odd, 0;
            let var = selp.b64 gb_gen, st_gen, even;
            st.u32 [var], 42;
            call add2, (var);
            // 4. the shared results, copied out
            let twice = add.u32 total, total;
            let ic = add.u32 twice, i;
            let gc = index out, ic;
            let sv = ld.shared.u32 [st_];
            st.global.u32 [gc], sv;
        }
    };
    m.into_module()
}

/// [`seeds::cp_async_tile`](super::cp_async_tile) through the macro (seed 003):
/// `cp.async.cg` tile loads in a double-buffered grid-stride copy, unrolled as the
/// builder version's closures and loops unroll (Rust constants interpolated with `{…}`).
pub fn cp_async_tile(target: Target) -> Module {
    const THREADS: u32 = super::CP_ASYNC_TILE_THREADS;
    const VECS: u32 = super::CP_ASYNC_TILE_VECS;
    /// u32 words between the slices of one thread (256 threads × 16 bytes).
    const SLICE: u64 = THREADS as u64 * 4;
    // Slot (buffer b, vector j) of this thread is `slot + (4b + j) * 4096` bytes; vector j
    // of a tile in global memory is `+ j * 4096` bytes from the thread's first one.
    let m = ptx_module! {
        target = target;
        kernel cp_async_tile(dst: global u32, src: global u32, n_bytes: u64) .reqntid {THREADS}, 1, 1 {
            // Two buffers of VECS slices of 256 slots of 16 bytes (4 u32 each).
            shared tile: u32[{2 * VECS as u64 * SLICE}] align 16;
            let tid = mov.u32 %tid.x;
            let cta = mov.u32 %ctaid.x;
            let nctas = mov.u32 %nctaid.x;
            let nvec = shr.u64 n_bytes, 4;                   // 16-byte vectors to copy
            let first = mul.wide.u32 cta, {THREADS * VECS};  // this block's first tile, in vectors
            let stride = mul.wide.u32 nctas, {THREADS * VECS}; // vectors per grid step
            let tid64 = cvt.u64.u32 tid;
            // This thread's slot in slice 0 of buffer 0 (a 32-bit shared address).
            let t0 = mov.u64 tile;
            let t32 = cvt.u32.u64 t0;
            let word = shl.b32 tid, 2;
            let slot = index t32, word;

            let b = mov.u64 first;
            let past = setp.ge.u64 b, nvec;
            @past bra done;
            // load(b, buffer 0)
            let v = add.u64 b, tid64;
            let w = shl.b64 v, 2;
            let from = index src, w;
            let p = setp.lt.u64 v, nvec;
            @p cp.async.cg.shared.global [slot+0], [from+0], 16;
            let vj = add.u64 v, {THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+4096], [from+4096], 16;
            let vj = add.u64 v, {2 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+8192], [from+8192], 16;
            let vj = add.u64 v, {3 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+12288], [from+12288], 16;
            cp.async.commit_group;
        top:
            // Tile b is in flight to buffer 0: start b + stride into buffer 1, store b.
            let nb = add.u64 b, stride;
            // load(nb, buffer 1)
            let v = add.u64 nb, tid64;
            let w = shl.b64 v, 2;
            let from = index src, w;
            let p = setp.lt.u64 v, nvec;
            @p cp.async.cg.shared.global [slot+16384], [from+0], 16;
            let vj = add.u64 v, {THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+20480], [from+4096], 16;
            let vj = add.u64 v, {2 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+24576], [from+8192], 16;
            let vj = add.u64 v, {3 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+28672], [from+12288], 16;
            cp.async.commit_group;
            // store(b, buffer 0)
            cp.async.wait_group 1;
            bar.sync 0;
            let v = add.u64 b, tid64;
            let w = shl.b64 v, 2;
            let to = index dst, w;
            let p = setp.lt.u64 v, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+0];
                st.global.v4.u32 [to+0], x;
            }
            let vj = add.u64 v, {THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+4096];
                st.global.v4.u32 [to+4096], x;
            }
            let vj = add.u64 v, {2 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+8192];
                st.global.v4.u32 [to+8192], x;
            }
            let vj = add.u64 v, {3 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+12288];
                st.global.v4.u32 [to+12288], x;
            }
            mov.u64 b, nb;
            let past = setp.ge.u64 b, nvec;
            @past bra done;
            // Tile b is in flight to buffer 1: start b + stride into buffer 0, store b.
            let nb = add.u64 b, stride;
            // load(nb, buffer 0)
            let v = add.u64 nb, tid64;
            let w = shl.b64 v, 2;
            let from = index src, w;
            let p = setp.lt.u64 v, nvec;
            @p cp.async.cg.shared.global [slot+0], [from+0], 16;
            let vj = add.u64 v, {THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+4096], [from+4096], 16;
            let vj = add.u64 v, {2 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+8192], [from+8192], 16;
            let vj = add.u64 v, {3 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p cp.async.cg.shared.global [slot+12288], [from+12288], 16;
            cp.async.commit_group;
            // store(b, buffer 1)
            cp.async.wait_group 1;
            bar.sync 0;
            let v = add.u64 b, tid64;
            let w = shl.b64 v, 2;
            let to = index dst, w;
            let p = setp.lt.u64 v, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+16384];
                st.global.v4.u32 [to+0], x;
            }
            let vj = add.u64 v, {THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+20480];
                st.global.v4.u32 [to+4096], x;
            }
            let vj = add.u64 v, {2 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+24576];
                st.global.v4.u32 [to+8192], x;
            }
            let vj = add.u64 v, {3 * THREADS as u64};
            let p = setp.lt.u64 vj, nvec;
            @p {
                let x = ld.shared.v4.u32 [slot+28672];
                st.global.v4.u32 [to+12288], x;
            }
            mov.u64 b, nb;
            let more = setp.lt.u64 b, nvec;
            @more bra top;
        done:
            cp.async.wait_all;
        }
    };
    m.into_module()
}
