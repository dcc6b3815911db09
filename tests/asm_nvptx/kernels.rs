//! Kernels written with `ptx_asm!` and the `device` helpers. `tests/asm_nvptx.rs` compiles
//! this file for `nvptx64-nvidia-cuda` inside a `#![no_core]` crate (with the real
//! `typed-ptx-macros` proc-macro loaded by rustc) and checks the PTX with `ptxas` for
//! sm_80 and sm_90; the kernels under `#[cfg(sm90)]` only for sm_90. The addresses come
//! from kernel parameters: this suite is about what compiles and assembles, not a GPU run.
#![allow(clippy::missing_safety_doc)]

use crate::device::{
    self, ClusterPtr, ConstAddr32, ConstPtr, GenericPtr, GlobalPtr, LocalAddr32, LocalPtr, SharedAddr32, SharedPtr,
    access, origin,
};
use crate::ptx_asm;

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn loads_and_stores(s: u64, g: u64, l: u64, c: u64, p: *mut u32, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let s32: SharedAddr32<u32> = sp.to_addr32();
        let gp: GlobalPtr<u32> = GlobalPtr::from_raw(g);
        let gf: GlobalPtr<f32> = GlobalPtr::from_raw(g);
        let lp: LocalPtr<u32> = LocalPtr::from_raw(l);
        let l32: LocalAddr32<u32> = lp.to_addr32();
        let cp: ConstPtr<u32> = ConstPtr::from_raw(c);
        let c32: ConstAddr32<u32> = cp.to_addr32();
        // A kernel's pointer argument is a generic address into .global: claimed so.
        let pg = GenericPtr::from_ptr(p);
        let a: u32;
        let b: u32;
        let f: f32;
        let d: u32;
        let e: u32;
        let h: u32;
        let i: u32;
        let j: u32;
        let k: u32;
        ptx_asm!(ld.shared.u32 a, [sp]);
        ptx_asm!(ld.shared.u32 b, [s32 + 4]);
        ptx_asm!(ld.global.f32 f, [gf]);
        ptx_asm!(ld.global.nc.u32 d, [gp + 8]);
        ptx_asm!(ld.global.cg.u32 e, [gp - 4]);
        ptx_asm!(ld.u32 h, [pg]);
        ptx_asm!(ld.local.u32 i, [l32]);
        ptx_asm!(ld.const.u32 j, [c32]);
        ptx_asm!(ld.volatile.shared.u32 k, [sp]);
        ptx_asm!(st.shared.u32 [s32 + 8], a);
        ptx_asm!(st.shared.u32 [sp], 7);
        ptx_asm!(st.global.f32 [gf + 4], f);
        ptx_asm!(st.local.u32 [lp], b);
        ptx_asm!(st.u32 [pg], d);
        ptx_asm!(st.global.wb.u32 [gp], e);
        ptx_asm!(st.global.u32 [gp + 12], h);
        ptx_asm!(st.global.u32 [gp + 16], i);
        ptx_asm!(st.global.u32 [gp + 20], j);
        *out = k;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn wide_and_narrow(s: u64, g: u64, out: *mut u64) {
    unsafe {
        let sp: SharedPtr<u64> = SharedPtr::from_raw(s);
        let gp: GlobalPtr<u64> = GlobalPtr::from_raw(g);
        let gh: GlobalPtr<u16> = GlobalPtr::from_raw(g);
        let x: u64;
        let y: i64;
        let h: u16;
        let z: f64;
        ptx_asm!(ld.shared.u64 x, [sp]);
        ptx_asm!(ld.global.s64 y, [gp]);
        ptx_asm!(ld.global.u16 h, [gh]);
        ptx_asm!(ld.global.f64 z, [gp + 8]);
        ptx_asm!(st.global.u16 [gh + 2], h);
        ptx_asm!(st.global.f64 [gp + 16], z);
        ptx_asm!(st.global.s64 [gp + 24], y);
        *out = x;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn atomics(s: u64, g: u64, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let s32 = sp.to_addr32();
        let gp: GlobalPtr<u32> = GlobalPtr::from_raw(g);
        let gf: GlobalPtr<f32> = GlobalPtr::from_raw(g);
        let a: u32;
        let b: u32;
        let c: u32;
        let d: f32;
        let gptr = device::cvta_global_to_generic(gp);
        ptx_asm!(atom.global.add.u32 a, [gp], 1);
        ptx_asm!(atom.shared.cas.b32 b, [s32], a, 5);
        ptx_asm!(atom.shared.exch.b32 c, [sp + 4], b);
        ptx_asm!(atom.global.add.f32 d, [gf + 4], 1.5);
        ptx_asm!(red.global.add.u32 [gp + 8], c);
        ptx_asm!(red.shared.max.u32 [s32], c);
        ptx_asm!(atom.max.u32 _, [gptr], 3);
        let e: u32;
        ptx_asm!(atom.global.inc.u32 e, [gp], 100);
        *out = e;
        let _ = d;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn arithmetic(x: u32, y: i32, z: f32, w: u64, out: *mut u64) {
    unsafe {
        let mut a: u32 = x;
        ptx_asm!(add.u32 a, a, 1);
        let b: i32;
        ptx_asm!(mad.lo.s32 b, y, y, -3);
        let c: u64;
        ptx_asm!(mul.wide.u32 c, a, x);
        let d: f32;
        ptx_asm!(fma.rn.f32 d, z, z, 0.5);
        let e: f32;
        ptx_asm!(add.rn.ftz.f32 e, d, z);
        let f: u32;
        ptx_asm!(and.b32 f, a, 0xff);
        let g: u32;
        ptx_asm!(shl.b32 g, f, 3);
        let h: i32;
        ptx_asm!(shr.s32 h, b, 2);
        let i: u32;
        ptx_asm!(popc.b32 i, g);
        let j: u32;
        ptx_asm!(clz.b64 j, w);
        let k: u32;
        ptx_asm!(brev.b32 k, i);
        let l: f64;
        ptx_asm!(neg.f64 l, 2.0);
        let m: f32;
        ptx_asm!(ex2.approx.ftz.f32 m, e);
        let n: i64;
        ptx_asm!(sub.s64 n, -5, 7);
        let o: u64;
        ptx_asm!(cvt.u64.u32 o, k);
        let p: f32;
        ptx_asm!(cvt.rn.f32.u32 p, j);
        let q: i32;
        ptx_asm!(cvt.rzi.s32.f32 q, p);
        let r: u16;
        ptx_asm!(cvt.u16.u32 r, a);
        let s: u16;
        ptx_asm!(add.u16 s, r, 1);
        let t: u32;
        ptx_asm!(mov.b32 t, m);
        let u: f32;
        ptx_asm!(mov.f32 u, 1.0);
        let v: f32;
        ptx_asm!(sqrt.rn.f32 v, u);
        let lt: bool;
        ptx_asm!(setp.lt.u32 lt, a, 10);
        let sel: u32;
        ptx_asm!(selp.u32 sel, t, i, lt);
        let ge: bool;
        ptx_asm!(setp.ge.f32 ge, v, z);
        // The operand of mma/wgmma .tf32, in a 32-bit register.
        let tf: u32;
        ptx_asm!(cvt.rna.tf32.f32 tf, v);
        let _ = (h, l, n, q, s, ge);
        *out = c + o + sel as u64 + tf as u64;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn special_and_warp(v: u32, out: *mut u32) {
    unsafe {
        let tid: u32;
        ptx_asm!(mov.u32 tid, %tid.x);
        let lane: u32;
        ptx_asm!(mov.u32 lane, %laneid);
        let clk: u64;
        ptx_asm!(mov.u64 clk, %clock64);
        let sh: u32;
        ptx_asm!(shfl.sync.bfly.b32 sh, v, 1, 0x1f, 0xffffffff);
        let up: u32;
        ptx_asm!(shfl.sync.up.b32 up, sh, lane, 0, 0xffffffff);
        let ballot: u32;
        ptx_asm!(vote.sync.ballot.b32 ballot, true, 0xffffffff);
        let all: bool;
        ptx_asm!(vote.sync.all.pred all, false, ballot);
        let act: u32;
        ptx_asm!(activemask.b32 act);
        ptx_asm!(bar.sync 0);
        ptx_asm!(barrier.sync.aligned 1);
        ptx_asm!(bar.warp.sync 0xffffffff);
        ptx_asm!(membar.gl);
        ptx_asm!(fence.acq_rel.gpu);
        let _ = (clk, all);
        *out = tid + up + ballot + act;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn warp_reductions(v: u32, w: u64, out: *mut u32) {
    unsafe {
        let sum: u32;
        ptx_asm!(redux.sync.add.u32 sum, v, 0xffffffff);
        let lo: i32;
        ptx_asm!(redux.sync.min.s32 lo, v as i32, 0xffffffff);
        let bits: u32;
        ptx_asm!(redux.sync.xor.b32 bits, sum, 0xffffffff);
        let same: u32;
        ptx_asm!(match.any.sync.b64 same, w, 0xffffffff);
        let lt: u32;
        ptx_asm!(mov.u32 lt, %lanemask_lt);
        ptx_asm!(bar.arrive 1, 64);
        ptx_asm!(barrier.sync 2, 64);
        ptx_asm!(barrier.arrive 3, 64);
        *out = sum + bits + same + lt + lo as u32;
    }
}

#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn cp_async(s: u64, g: u64) {
    unsafe {
        let sp: SharedPtr<[u32; 4]> = SharedPtr::from_raw(s);
        let gp: GlobalPtr<[u32; 4]> = GlobalPtr::from_raw(g);
        ptx_asm!(cp.async.ca.shared.global [sp.to_addr32()], [gp], 16);
        ptx_asm!(cp.async.cg.shared.global [sp + 16], [gp + 16], 16);
        ptx_asm!(cp.async.ca.shared.global [sp], [gp + 32], 4);
        ptx_asm!(cp.async.commit_group);
        ptx_asm!(cp.async.wait_group 0);
        ptx_asm!(cp.async.wait_all);
    }
}

/// Every direction of `cvta`, through the device helpers (`__cvta_generic_to_shared` …).
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn cvta_round_trips(s: u64, g: u64, l: u64, c: u64, raw: *mut u32, out: *mut u64) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let gp: GlobalPtr<u32> = GlobalPtr::from_raw(g);
        let lp: LocalPtr<u32> = LocalPtr::from_raw(l);
        let cp: ConstPtr<u32> = ConstPtr::from_raw(c);
        let gs: GenericPtr<u32, origin::Shared> = device::cvta_shared_to_generic(sp);
        let gg = device::cvta_global_to_generic(gp);
        let gl = device::cvta_local_to_generic(lp);
        let gc = device::cvta_const_to_generic(cp);
        let s2 = device::cvta_generic_to_shared(gs);
        let s3 = device::cvta_generic_to_shared32(gs);
        let g2 = device::cvta_generic_to_global(gg);
        let l2 = device::cvta_generic_to_local(gl);
        let c2 = device::cvta_generic_to_const(gc);
        // An unknown origin: test, then convert.
        let unknown = GenericPtr::from_ptr(raw);
        let mut acc = s2.raw() + g2.raw() + l2.raw() + c2.raw() + s3.raw() as u64;
        if device::is_shared(unknown) {
            acc = acc + device::cvta_generic_to_shared(unknown.assume_origin::<origin::Shared>()).raw();
        }
        if device::is_global(unknown) {
            acc = acc + device::cvta_generic_to_global(unknown.assume_origin::<origin::Global>()).raw();
        }
        if device::is_local(unknown) && device::is_const(unknown) {
            acc = acc + 1;
        }
        // The direct macro forms, too.
        let gptr: GenericPtr<u32, origin::Shared>;
        ptx_asm!(cvta.shared.u64 gptr, sp);
        let back: SharedPtr<u32>;
        ptx_asm!(cvta.to.shared.u64 back, gptr);
        let in_shared: bool;
        ptx_asm!(isspacep.shared in_shared, unknown);
        if in_shared {
            acc = acc + back.raw();
        }
        *out = acc;
    }
}

/// Erased origins keep what their origin allowed: loads through every one, stores
/// through a `.local` one, atomics through a `.global`/`.shared` one.
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn erased_origins(s: u64, g: u64, l: u64, c: u64, out: *mut u32) {
    unsafe {
        let gs = device::cvta_shared_to_generic(SharedPtr::<u32>::from_raw(s)).erase();
        let gg = device::cvta_global_to_generic(GlobalPtr::<u32>::from_raw(g)).erase();
        let gl: GenericPtr<u32, origin::Unknown<access::ReadWrite>> =
            device::cvta_local_to_generic(LocalPtr::<u32>::from_raw(l)).erase();
        let gc: GenericPtr<u32, origin::Unknown<access::ReadOnly>> =
            device::cvta_const_to_generic(ConstPtr::<u32>::from_raw(c)).erase();
        let a: u32;
        let b: u32;
        ptx_asm!(ld.u32 a, [gc]);
        ptx_asm!(ld.u32 b, [gl + 4]);
        ptx_asm!(st.u32 [gl], a);
        ptx_asm!(st.u32 [gs], b);
        ptx_asm!(atom.add.u32 _, [gg], a);
        ptx_asm!(red.add.u32 [gs + 4], b);
        let in_const = device::is_const(gc);
        *out = if in_const { a } else { b };
    }
}

/// Blocks: several instructions in one `asm!` and one PTX `{ }` scope, with block
/// registers (`.reg`), guards on a block predicate and on a Rust `bool`, labels and
/// branches local to the block (the loop below halves `acc` to 0), a Rust place written
/// and read across instructions (`acc`: `inout`; `steps`: written first, `out`), and a
/// 32-bit shared address as a memory operand.
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn blocks(s: u64, g: u64, n: u32, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let s32: SharedAddr32<u32> = sp.to_addr32();
        let gp: GlobalPtr<u32> = GlobalPtr::from_raw(g);
        let mut acc: u32 = n;
        let steps: u32;
        let small: bool;
        let flag: bool;
        ptx_asm!(setp.gt.u32 flag, n, 3);
        ptx_asm! {
            .reg .pred p, done;
            .reg .u32 t;
            mov.u32 steps, 0;
        again:
            setp.eq.u32 done, acc, 0;
            @done bra finished;
            shr.u32 acc, acc, 1;
            add.u32 steps, steps, 1;
            bra.uni again;
        finished:
            ld.shared.u32 t, [s32 + 4];
            setp.gt.u32 p, t, 10;
            @p st.global.u32 [gp], t;
            @!p st.shared.u32 [sp], t;
            @flag st.global.u32 [gp + 4], steps;
            setp.lt.u32 small, t, n;
        }
        // The same block twice in one kernel: its labels and registers do not clash.
        let mut acc2: u32 = steps;
        ptx_asm! {
            .reg .pred done;
        again:
            setp.eq.u32 done, acc2, 0;
            @done bra finished;
            shr.u32 acc2, acc2, 1;
            bra.uni again;
        finished:
            add.u32 acc2, acc2, 1;
        }
        *out = steps + acc + acc2 + if small { 1 } else { 0 };
    }
}

#[cfg(sm90)]
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn cluster(s: u64, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let rank: u32;
        ptx_asm!(mov.u32 rank, %cluster_ctarank);
        let remote: ClusterPtr<u32>;
        ptx_asm!(mapa.shared::cluster remote, sp, rank);
        let remote32 = sp.to_addr32().to_cluster();
        let r32: device::ClusterAddr32<u32>;
        ptx_asm!(mapa.shared::cluster r32, remote32, 0);
        let v: u32;
        ptx_asm!(ld.shared::cluster.u32 v, [remote]);
        let w: u32;
        ptx_asm!(ld.shared::cluster.u32 w, [r32]);
        ptx_asm!(st.shared::cluster.u32 [remote + 4], w);
        let x: u32;
        ptx_asm!(ld.shared::cta.u32 x, [sp]);
        ptx_asm!(barrier.cluster.arrive);
        ptx_asm!(barrier.cluster.wait);
        // The `Shape::Row` rows' modifiers, read from the row (`.release`, `.relaxed` and
        // `.acquire` need PTX ISA 8.0: this suite compiles with +ptx78).
        ptx_asm!(barrier.cluster.arrive.aligned);
        ptx_asm!(barrier.cluster.wait.aligned);
        ptx_asm!(fence.acq_rel.cluster);
        let gc = device::cvta_cluster_to_generic(remote);
        let back = device::cvta_generic_to_cluster(gc);
        let g: GenericPtr<u32, origin::Cluster>;
        ptx_asm!(mapa.u64 g, gc, 1);
        let _ = (back, g);
        *out = v + x;
    }
}

/// A block with typed address results (assigned after the block) and a `mapa` whose
/// width follows its source's type.
#[cfg(sm90)]
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn cluster_block(s: u64, out: *mut u32) {
    unsafe {
        let sp: SharedPtr<u32> = SharedPtr::from_raw(s);
        let s32 = sp.to_addr32().to_cluster();
        let remote: device::ClusterAddr32<u32>;
        let gptr: GenericPtr<u32, origin::Shared>;
        let v: u32;
        ptx_asm! {
            .reg .u32 rank;
            mov.u32 rank, %cluster_ctarank;
            mapa.shared::cluster remote, s32, rank;
            cvta.shared.u64 gptr, sp;
            ld.shared::cta.u32 v, [sp];
            barrier.cluster.arrive;
            barrier.cluster.wait;
        }
        let w: u32;
        ptx_asm!(ld.shared::cluster.u32 w, [remote]);
        let x: u32;
        ptx_asm!(ld.u32 x, [gptr]);
        *out = v + w + x;
    }
}

/// Bit manipulation (`prmt` in a mode, `bfe`, `bfi`, `lop3`) and the f32 fast forms.
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn bits_and_fast_f32(a: u32, b: u32, x: f32, y: f32, out: *mut u32, fout: *mut f32) {
    unsafe {
        let p: u32;
        let q: u32;
        let e: u64;
        let f: u32;
        let l: u32;
        ptx_asm!(prmt.b32 p, a, b, 0x5410);
        ptx_asm!(prmt.b32.f4e q, p, b, 1);
        let w: u64 = 0x1234_5678_9abc;
        ptx_asm!(bfe.u64 e, w, 8, 12);
        ptx_asm!(bfi.b32 f, a, q, 4, 8);
        ptx_asm!(lop3.b32 l, f, b, p, 0x96);
        // `Shape::Row` rows: `bfind{.shiftamt}{.type}`, `bmsk{.mode}.b32`.
        let h: u32;
        let k: u32;
        ptx_asm!(bfind.shiftamt.u64 h, w);
        ptx_asm!(bmsk.clamp.b32 k, h, 8);
        let s: f32;
        let t: f32;
        let r: f32;
        let m: f32;
        let z: f32;
        ptx_asm!(add.ftz.f32 s, x, y);
        ptx_asm!(fma.rn.ftz.f32 t, s, x, y);
        ptx_asm!(rcp.approx.ftz.f32 r, t);
        ptx_asm!(ex2.approx.ftz.f32 m, r);
        ptx_asm!(tanh.approx.f32 z, m);
        *out = l + k;
        *fout = z;
        let _ = e;
    }
}
