//! `ptx_module!` reaches every form of the instruction table.
//!
//! Each program here is written once through the macro and once as builder calls: the two
//! modules emit byte-identical PTX, so each mnemonic maps onto the builder method
//! `docs/ptx_module.md` names, and `ptxas` accepts them. Then
//! `every_table_form_has_a_macro_spelling` walks `typed_ptx::isa::FORMS`: every row must
//! be used by one of the macro programs (`Module::forms_used`: instructions, declarations
//! and directives alike) or be listed in `NO_SPELLING` with the reason. A new table row
//! fails that test until the macro spells it.

mod common;

use typed_ptx::isa::{FORMS, FormId};
use typed_ptx::sreg::*;
use typed_ptx::{
    Address, Align, AtomOp, B128, Bf16, Bf16x2, BulkRedOp, Cmp, CpSize, E4m3x2, E4m3x4, E5m2x2,
    E5m2x4, Entry, F16, F16x2, Generic, Global, LdCache, M16N8K8, M16N8K16, M16N8K32, M64N,
    MbarScope, Mbarrier, Module, Param, PrmtMode, ProxySpace, Ptr, ReduxF32Flags, ReduxF32Op,
    ReduxOp, Reg, S8x4, Scope, Sem, Shfl, StCache, Swizzle, Target, Tcgen05Group, TensorMap, Tf32,
    U8x4, Var, WgmmaOpts, X1, X2, X4, ptx_module,
};

const N: u32 = 3;

fn by_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        global gbuf: f32[64] align 16;
        global gone: u64;
        const table: u32[4];
        shared mshared: u32[32] align 16;
        extern shared dynamic: u32 align 16;
        func twice(a: u32) -> u32 {
            let b = add.u32 a, a;
            ret b;
        }
        func touch(p: generic u32, q: global u32) {
            let v = ld.u32 [p];
            st.global.u32 [q], v;
        }
        kernel cover(out: global u32, fout: global f32, x: f32, n: s32) .maxntid 128 .minnctapersm 2 {
            shared buf: u32[64] align 16;
            local lmem: u32[2] align 8;
            let t = mov.u32 %tid.x;
            let lane = mov.u32 %laneid;
            let rank = mov.u32 %cluster_ctarank;
            let clk = mov.u64 %clock64;
            // integer arithmetic and logic
            let a = sub.u32 t, 1;
            let b = min.u32 a, {N};
            let c = max.s32 n, -5;
            let d = div.u32 b, 3;
            let e = rem.u32 d, 2;
            let f = neg.s32 c;
            let g = abs.s32 f;
            let h = not.b32 e;
            let i = xor.b32 h, 0xff;
            let j = or.b32 i, lane;
            let mh = mul.hi.u32 j, t;
            let l = mad.lo.s32 g, c, 7;
            let m = shr.s32 l, 1;
            let o = shl.b32 mh, 3;
            let pc = popc.b32 o;
            let lz = clz.b64 clk;
            let w = mul.wide.u32 pc, lz;
            let br = brev.b32 pc;
            // floating point
            let fa = mul.f32 x, 2.5;
            let fb = fma.rn.f32 fa, x, 1.0;
            let fc = sqrt.rn.f32 fb;
            let fd = rcp.rn.f32 fc;
            let fe = div.rn.f32 fd, 3.0;
            let ff = ex2.approx.f32 fe;
            let fg = cvt.rn.f32.u32 br;
            let fh = add.f32 ff, fg;
            let ti = cvt.rzi.s32.f32 fh;
            let wide = cvt.s64.s32 ti;
            let narrow = cvt.u32.u64 w;
            st.global.f32 [fout], fh;
            // comparison, selection, moves
            let p = setp.ne.s64 wide, 0;
            let q = setp.le.s32 ti, m;
            let both = and.pred p, q;
            let s = selp.s32 ti, m, both;
            let cnt = mov.u32 0;
            mov.u32 cnt, t;
            // memory: variables, caches, vectors, offsets, module scope
            st.shared.v2.u32 [buf], {cnt, t};
            let pair = ld.shared.v2.u32 [buf];
            st.shared.v2.u32 [buf+8], pair;
            let gp = mov.u64 gbuf;
            let gv = ld.global.nc.f32 [gp+4];
            let gw = ld.global.cg.f32 [gp-0];
            st.global.cs.f32 [gp+{4 * 2}], gv;
            st.global.wt.f32 [gp], gw;
            let tv = ld.const.u32 [table+{4 * N as i64}];
            st.local.u32 [lmem+4], tv;
            let pv = ld.local.u32 [lmem];
            st.shared.u32 [mshared], pv;
            st.shared.u32 [dynamic], cnt;
            st.global.u64 [gone], clk;
            // control flow and calls
            let r = call twice, (t);
            let gptr = cvta.global out;
            call touch, (gptr, out);
            let old = atom.global.add.u32 [out], 1;
            let prev = atom.shared.cas.b32 [buf], 0, old;
            red.global.max.u32 [out+4], prev;
            let ex = atom.exch.b32 [gptr], 5;
            red.shared.xor.b32 [buf+4], ex;
            @!q bra.uni skip;
            @p st.global.u32 [out+4], r;
        skip:
            @q {
                st.global.u32 [out+8], r;
                membar.gl;
            }
            // barriers, fences, asynchronous copies
            bar.sync 1, 64;
            barrier.sync 2;
            fence.acq_rel.cluster;
            membar.cta;
            cp.async.ca.shared.global [buf+16], [out], 8;
            cp.async.commit_group;
            cp.async.wait_group 0;
            // clusters
            let sb = mov.u64 buf;
            let peer = mapa.shared::cluster sb, rank;
            let pv2 = ld.shared::cluster.u32 [peer];
            let sbg = cvta.shared sb;
            let peer_g = mapa sbg, 0;
            st.u32 [peer_g], pv2;
            let ok = isspacep.shared::cluster peer_g;
            @ok exit;
        }
    };
    m.into_module()
}

fn by_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    let gbuf = mo.global_aligned::<f32>("gbuf", 64, Align(16));
    let gone = mo.global::<u64>("gone", 1);
    let table = mo.const_::<u32>("table", 4);
    let mshared = mo.shared::<u32>("mshared", 32, Align(16));
    let dynamic = mo.extern_shared::<u32>("dynamic", Align(16));
    let twice = mo.func("twice", |k, (a,): (Reg<u32>,)| k.add::<u32>(a, a));
    let touch = mo.func(
        "touch",
        |k, (p, q): (Ptr<Generic, u32>, Ptr<Global, u32>)| {
            let v = k.ld(p);
            k.st(q, v);
        },
    );
    mo.entry("cover", |k| {
        k.maxntid(128, 1, 1);
        k.minnctapersm(2);
        let out = k.param_ptr::<u32>("out");
        let fout = k.param_ptr::<f32>("fout");
        let x = k.param::<f32>("x");
        let n = k.param::<i32>("n");
        let buf = k.shared::<u32>("buf", 64, Align(16));
        let prv = k.local::<u32>("lmem", 2, Align(8));
        let t = k.tid_x();
        let lane = k.laneid();
        let rank = k.cluster_ctarank();
        let clk = k.clock64();
        let a = k.sub::<u32>(t, 1u32);
        let b = k.min::<u32>(a, N);
        let c = k.max::<i32>(n, -5i32);
        let d = k.div::<u32>(b, 3u32);
        let e = k.rem::<u32>(d, 2u32);
        let f = k.neg::<i32>(c);
        let g = k.abs::<i32>(f);
        let h = k.not::<u32>(e);
        let i = k.xor::<u32>(h, 0xffu32);
        let j = k.or::<u32>(i, lane);
        let mh = k.mul_hi::<u32>(j, t);
        let l = k.mad_lo::<i32>(g, c, 7i32);
        let m = k.shr::<i32>(l, 1u32);
        let o = k.shl::<u32>(mh, 3u32);
        let pc = k.popc::<u32>(o);
        let lz = k.clz::<u64>(clk);
        let w = k.mul_wide::<u32>(pc, lz);
        let br = k.brev::<u32>(pc);
        let fa = k.mul::<f32>(x, 2.5f32);
        let fb = k.fma::<f32>(fa, x, 1.0f32);
        let fc = k.sqrt::<f32>(fb);
        let fd = k.rcp::<f32>(fc);
        let fe = k.div_rn::<f32>(fd, 3.0f32);
        let ff = k.ex2(fe);
        let fg = k.cvt::<f32, u32>(br);
        let fh = k.add::<f32>(ff, fg);
        let ti = k.cvt::<i32, f32>(fh);
        let wide = k.cvt::<i64, i32>(ti);
        let _narrow = k.cvt::<u32, u64>(w);
        k.st(fout, fh);
        let p = k.setp::<i64>(Cmp::Ne, wide, 0i64);
        let q = k.setp::<i32>(Cmp::Le, ti, m);
        let both = k.and::<typed_ptx::Pred>(p, q);
        let _s = k.selp::<i32>(ti, m, both);
        let cnt = k.mov::<u32>(0u32);
        k.assign::<u32>(cnt, t);
        k.st_v2(buf, [cnt, t]);
        let pair = k.ld_v2(buf);
        k.st_v2(typed_ptx::Address::byte_offset(buf, 8), pair);
        let gp = k.addr_of(gbuf);
        let gv = k.ld_nc(typed_ptx::Address::byte_offset(gp, 4));
        let gw = k.ld_cached(typed_ptx::Address::byte_offset(gp, -0), LdCache::Cg);
        k.st_cached(typed_ptx::Address::byte_offset(gp, 4 * 2), gv, StCache::Cs);
        k.st_cached(gp, gw, StCache::Wt);
        let tv = k.ld(typed_ptx::Address::byte_offset(table, 4 * N as i64));
        k.st(typed_ptx::Address::byte_offset(prv, 4), tv);
        let pv = k.ld(prv);
        k.st(mshared, pv);
        k.st(dynamic, cnt);
        k.st(gone, clk);
        let r = k.call(twice, (t,));
        let gen_ = k.cvta(out);
        k.call(touch, (gen_, out));
        let old = k.atom(AtomOp::Add, out, 1u32);
        let prev = k.atom_cas(buf, 0u32, old);
        k.red(AtomOp::Max, typed_ptx::Address::byte_offset(out, 4), prev);
        let ex = k.atom(AtomOp::Exch, gen_, 5u32);
        k.red(AtomOp::Xor, typed_ptx::Address::byte_offset(buf, 4), ex);
        let skip = k.label();
        k.unless(q, |k| k.bra_uni(skip));
        k.when(p, |k| k.st(typed_ptx::Address::byte_offset(out, 4), r));
        k.place(skip);
        k.when(q, |k| {
            k.st(typed_ptx::Address::byte_offset(out, 8), r);
            k.membar(Scope::Gpu);
        });
        k.bar_sync_count(1, 64);
        k.barrier_sync(2);
        k.fence(Scope::Cluster);
        k.membar(Scope::Cta);
        k.cp_async_ca(typed_ptx::Address::byte_offset(buf, 16), out, CpSize::B8);
        k.cp_async_commit_group();
        k.cp_async_wait_group(0);
        let sb = k.addr_of(buf);
        let peer = k.mapa(sb, rank);
        let pv2 = k.ld(peer);
        let sbg = k.cvta(sb);
        let peer_g = k.mapa_generic(sbg, 0u32);
        k.st(peer_g, pv2);
        let ok = k.isspacep::<typed_ptx::Shared<typed_ptx::Cluster>, _, _>(peer_g);
        k.when(ok, |k| k.exit());
    });
    mo
}

/// Warp-level primitives, cluster barriers, special registers as operands, `.param`
/// addresses, generic atomics and the kernel directives `cover` does not use.
fn warp_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        global gw: u32[8];
        global gd: u64[2];
        kernel warp(out: global u32, f: global f32, pv: param u64) .reqntid 128 .reqnctapercluster 2 .explicitcluster {
            shared sh: u32[32] align 16;
            let t = mov.u32 %tid.x;
            let lane = mov.u32 %laneid;
            // special registers as operands (read with mov where used)
            let i = mad.lo.u32 %ctaid.x, %ntid.x, t;
            let fv = ld.global.f32 [f];
            let up = shfl.sync.up.b32 t, 1, 0, 0xffffffff;
            let down = shfl.sync.down.b32 fv, 2, 0x1f, 0xffffffff;
            let bf = shfl.sync.bfly.b32 up, 4, 0x1f, 0xffffffff;
            let ix = shfl.sync.idx.b32 bf, lane, 0x1f, {u32::MAX};
            st.global.f32 [f], down;
            let odd = setp.ne.u32 ix, 0;
            let all = vote.sync.all.pred odd, 0xffffffff;
            let any = vote.sync.any.pred odd, 0xffffffff;
            let uni = vote.sync.uni.pred all, 0xffffffff;
            let ballot = vote.sync.ballot.b32 any, 0xffffffff;
            let act = activemask.b32;
            bar.warp.sync act;
            @uni st.global.u32 [out], ballot;
            // every special register
            let a0 = mov.u32 %tid.y;
            let a1 = mov.u32 %tid.z;
            let a2 = mov.u32 %ntid.y;
            let a3 = mov.u32 %ntid.z;
            let a4 = mov.u32 %ctaid.y;
            let a5 = mov.u32 %ctaid.z;
            let a6 = mov.u32 %nctaid.x;
            let a7 = mov.u32 %nctaid.y;
            let a8 = mov.u32 %nctaid.z;
            let a9 = mov.u32 %warpid;
            let a10 = mov.u32 %smid;
            let a11 = mov.u32 %clock;
            let a12 = mov.u32 %dynamic_smem_size;
            let a13 = mov.u32 %total_smem_size;
            let a14 = mov.u32 %cluster_nctarank;
            let a15 = mov.u32 %cluster_ctaid.x;
            let a16 = mov.u32 %cluster_nctaid.x;
            let a17 = mov.u32 %clusterid.x;
            let a18 = mov.u32 %nclusterid.x;
            let a19 = mov.u32 %ntid.x;
            let a20 = mov.u32 %ctaid.x;
            let w0 = mov.u64 %globaltimer;
            let _r0 = mov.u32 %cluster_ctaid.y;
            let _r1 = mov.u32 %cluster_ctaid.z;
            let _r2 = mov.u32 %cluster_nctaid.y;
            let _r3 = mov.u32 %cluster_nctaid.z;
            let _r4 = mov.u32 %clusterid.y;
            let _r5 = mov.u32 %clusterid.z;
            let _r6 = mov.u32 %nclusterid.y;
            let _r7 = mov.u32 %nclusterid.z;
            let _r8 = mov.u32 %nwarpid;
            let _r9 = mov.u32 %nsmid;
            let _r10 = mov.u64 %gridid;
            let _r11 = mov.u32 %clock_hi;
            let _r12 = mov.u32 %globaltimer_lo;
            let _r13 = mov.u32 %globaltimer_hi;
            let _r14 = mov.u32 %aggr_smem_size;
            let _r15 = mov.u64 %current_graph_exec;
            let s0 = add.u32 a0, a1;
            let s1 = add.u32 a2, a3;
            let s2 = add.u32 a4, a5;
            let s3 = add.u32 a6, a7;
            let s4 = add.u32 a8, a9;
            let s5 = add.u32 a10, a11;
            let s6 = add.u32 a12, a13;
            let s7 = add.u32 a14, a15;
            let s8 = add.u32 a16, a17;
            let s9 = add.u32 a18, a19;
            let s10 = add.u32 s0, a20;
            let s11 = xor.b32 s10, i;
            st.global.u32 [out+4], s11;
            st.global.u32 [out+8], s1;
            st.global.u32 [out+12], s2;
            st.global.u32 [out+16], s3;
            st.global.u32 [out+20], s4;
            st.global.u32 [out+24], s5;
            st.global.u32 [out+28], s6;
            st.global.u32 [out+32], s7;
            st.global.u32 [out+36], s8;
            st.global.u32 [out+40], s9;
            // the .param space: the variable, its address, and back
            let pa = mov.u64 pv;
            let pg = cvta.param pa;
            let pg2 = cvta.param pv;
            let isp = isspacep.param pg2;
            let pp = cvta.to.param pg2;
            let v0 = ld.param.u64 [pp];
            let v1 = ld.u64 [pg];
            let v2 = add.u64 v0, v1;
            @isp st.global.u32 [out+44], t;
            let gw64 = cvta.global gw;
            let gwp = cvta.to.global gw64;
            st.global.u32 [gwp], a9;
            // generic atomics, local and shared::cluster memory
            let old = atom.add.u32 [gw64], 1;
            red.add.u32 [gw64], old;
            let c = atom.cas.b32 [gw64], 0, old;
            let sb = mov.u64 sh;
            let peer = mapa.shared::cluster sb, 1;
            st.shared::cluster.u32 [peer], c;
            let o2 = atom.shared::cluster.add.u32 [peer], 1;
            red.shared::cluster.add.u32 [peer], o2;
            let sg = cvta.shared sb;
            let scg = cvta.shared::cluster peer;
            let scv = cvta.shared::cluster sh+4;
            st.u32 [scv], t;
            let sgp = cvta.to.shared sg;
            st.shared.u32 [sgp], t;
            let ok = isspacep.shared scg;
            let gd64 = cvta.global gd;
            @ok st.u64 [gd64], v2;
            // barriers and fences
            barrier.cluster.arrive;
            barrier.cluster.wait;
            fence.sc.gpu;
            fence.acq_rel.cta;
            fence.acq_rel.gpu;
            fence.acq_rel.sys;
            membar.sys;
            cp.async.cg.shared.global [sh], [out], 16;
            cp.async.wait_all;
            let w1 = add.u64 w0, 1;
            st.global.u64 [gd+8], w1;
        }
    };
    m.into_module()
}

/// Half precision, packed and FP8 floats, the fast f32 forms and the bit-manipulation
/// instructions.
fn half_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel half(out: global u32, hp: global f16, pp: global bf16x2, ep: global e4m3x2, x: f32, y: f32) {
            // loads and stores name the half type (or its .bN size)
            let h = ld.global.f16 [hp];
            let h1 = ld.global.b16 [hp+2];
            let pr = ld.global.bf16x2 [pp];
            let one = mov.f16 0x3C00;
            let hs = add.f16 h, one;
            let hd = sub.f16 hs, h1;
            let hm = mul.f16 hd, h;
            let hf = fma.rn.f16 hm, h, one;
            let hmin = min.f16 hf, h;
            let hmax = max.f16 hmin, h1;
            let hn = neg.f16 hmax;
            let ha = abs.f16 hn;
            let he = ex2.approx.f16 ha;
            let ht = tanh.approx.f16 he;
            st.global.f16 [hp], ht;
            // bf16
            let b = cvt.rn.bf16.f32 x;
            let br = cvt.rn.relu.bf16.f32 x;
            let bs = cvt.rn.satfinite.bf16.f32 y;
            let ba = add.bf16 b, br;
            let bsu = sub.bf16 ba, bs;
            let bm = mul.bf16x2 pr, pr;
            let bf = fma.rn.bf16 bsu, b, br;
            let bn = neg.bf16x2 bm;
            let bab = abs.bf16 bf;
            let bx = ex2.approx.ftz.bf16 bab;
            let bt = tanh.approx.bf16x2 bn;
            st.global.bf16x2 [pp+4], bt;
            // conversions
            let f0 = cvt.rn.f16.f32 x;
            let f1 = cvt.rn.relu.f16.f32 y;
            let f2 = cvt.rn.satfinite.f16.f32 {2.0f32};
            let wf = cvt.f32.f16 f0;
            let wb = cvt.f32.bf16 bx;
            let t32 = cvt.rna.tf32.f32 wf;
            let p16 = cvt.rn.f16x2.f32 x, y;
            let p16r = cvt.rn.relu.f16x2.f32 x, wb;
            let p16s = cvt.rn.satfinite.f16x2.f32 wb, 1.5;
            let pb = cvt.rn.bf16x2.f32 x, y;
            let pbr = cvt.rn.relu.bf16x2.f32 y, x;
            let pbs = cvt.rn.satfinite.bf16x2.f32 x, x;
            let e4 = cvt.rn.satfinite.e4m3x2.f32 x, y;
            let e4r = cvt.rn.satfinite.relu.e4m3x2.f32 x, y;
            let e5 = cvt.rn.satfinite.e5m2x2.f32 y, x;
            let e5r = cvt.rn.satfinite.relu.e5m2x2.f32 y, x;
            let e4h = cvt.rn.satfinite.e4m3x2.f16x2 p16;
            let e5h = cvt.rn.satfinite.e5m2x2.f16x2 p16r;
            let w4 = cvt.rn.f16x2.e4m3x2 e4h;
            let w5 = cvt.rn.f16x2.e5m2x2 e5h;
            // packing and unpacking
            mov.b32 {lo, hi}, w4;
            let swapped = mov.b32 {hi, lo};
            let pair = mov.bf16x2 {bx, 0x3F80};
            let s1 = add.f16x2 swapped, w5;
            let s2 = add.bf16x2 pair, pbr;
            // the f32 fast forms
            let fa = add.ftz.f32 x, y;
            let fs = sub.ftz.f32 fa, y;
            let fm = mul.ftz.f32 fs, x;
            let ff = fma.rn.ftz.f32 fm, x, 1.0;
            let fr = rcp.approx.f32 ff;
            let frz = rcp.approx.ftz.f32 fr;
            let fq = rsqrt.approx.f32 frz;
            let fqz = rsqrt.approx.ftz.f32 fq;
            let fe = ex2.approx.ftz.f32 fqz;
            let ft = tanh.approx.f32 fe;
            // bit manipulation
            let u = ld.global.u32 [out];
            let pm = prmt.b32 u, u, 0x5410;
            let pf = prmt.b32.f4e pm, u, 1;
            let bx1 = bfe.u32 pf, 4, 8;
            let bx2 = bfi.b32 bx1, u, 8, 4;
            let l3 = lop3.b32 bx2, u, pm, 0x96;
            st.global.u32 [out], l3;
            st.global.f16 [hp+4], f1;
            st.global.f16 [hp+6], f2;
            st.global.bf16x2 [pp+12], pb;
            st.global.bf16x2 [pp+16], pbs;
            st.global.bf16x2 [pp+20], s2;
            st.global.b16 [ep], e4r;
            st.global.e4m3x2 [ep+2], e4;
            st.global.bf16x2 [pp+24], {typed_ptx::Bf16x2(0)};
            let tu = mov.tf32 t32;
            let fu = add.f32 ft, 0.5;
        }
    };
    m.into_module()
}

type HalfParams = (
    Ptr<Global, u32>,
    Ptr<Global, F16>,
    Ptr<Global, Bf16x2>,
    Ptr<Global, E4m3x2>,
    Reg<f32>,
    Reg<f32>,
);

fn half_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    mo.kernel_named(
        "half",
        &["out", "hp", "pp", "ep", "x", "y"],
        |k, (out, hp, pp, ep, x, y): HalfParams| {
            let h = k.ld(hp);
            let h1 = k.ld(hp.byte_offset(2));
            let pr = k.ld(pp);
            let one = k.mov::<F16>(F16(0x3C00));
            let hs = k.add(h, one);
            let hd = k.sub(hs, h1);
            let hm = k.mul(hd, h);
            let hf = k.fma(hm, h, one);
            let hmin = k.min(hf, h);
            let hmax = k.max(hmin, h1);
            let hn = k.neg(hmax);
            let ha = k.abs(hn);
            let he = k.ex2(ha);
            let ht = k.tanh(he);
            k.st(hp, ht);
            let b = k.cvt::<Bf16, f32>(x);
            let br = k.cvt_relu::<Bf16>(x);
            let bs = k.cvt_satfinite::<Bf16>(y);
            let ba = k.add(b, br);
            let bsu = k.sub(ba, bs);
            let bm = k.mul(pr, pr);
            let bf = k.fma(bsu, b, br);
            let bn = k.neg(bm);
            let bab = k.abs(bf);
            let bx = k.ex2(bab);
            let bt = k.tanh(bn);
            k.st(pp.byte_offset(4), bt);
            let f0 = k.cvt::<F16, f32>(x);
            let f1 = k.cvt_relu::<F16>(y);
            let f2 = k.cvt_satfinite::<F16>(2.0f32);
            let wf = k.cvt::<f32, F16>(f0);
            let wb = k.cvt::<f32, Bf16>(bx);
            let t32 = k.cvt::<Tf32, f32>(wf);
            let p16 = k.cvt_pack::<F16x2>(x, y);
            let p16r = k.cvt_pack_relu::<F16x2>(x, wb);
            let _p16s = k.cvt_pack_satfinite::<F16x2>(wb, 1.5f32);
            let pb = k.cvt_pack::<Bf16x2>(x, y);
            let pbr = k.cvt_pack_relu::<Bf16x2>(y, x);
            let pbs = k.cvt_pack_satfinite::<Bf16x2>(x, x);
            let e4 = k.cvt_pack::<E4m3x2>(x, y);
            let e4r = k.cvt_pack_relu::<E4m3x2>(x, y);
            let _e5 = k.cvt_pack::<E5m2x2>(y, x);
            let _e5r = k.cvt_pack_relu::<E5m2x2>(y, x);
            let e4h = k.cvt::<E4m3x2, F16x2>(p16);
            let e5h = k.cvt::<E5m2x2, F16x2>(p16r);
            let w4 = k.cvt::<F16x2, E4m3x2>(e4h);
            let w5 = k.cvt::<F16x2, E5m2x2>(e5h);
            let [lo, hi] = k.halves(w4);
            let swapped = k.pack_halves::<F16x2>(hi, lo);
            let pair = k.pack_halves::<Bf16x2>(bx, Bf16(0x3F80));
            let _s1 = k.add(swapped, w5);
            let s2 = k.add(pair, pbr);
            let fa = k.add_ftz(x, y);
            let fs = k.sub_ftz(fa, y);
            let fm = k.mul_ftz(fs, x);
            let ff = k.fma_ftz(fm, x, 1.0f32);
            let fr = k.rcp_approx(ff);
            let frz = k.rcp_approx_ftz(fr);
            let fq = k.rsqrt_approx(frz);
            let fqz = k.rsqrt_approx_ftz(fq);
            let fe = k.ex2_ftz(fqz);
            let ft = k.tanh(fe);
            let u = k.ld(out);
            let pm = k.prmt(u, u, 0x5410u32);
            let pf = k.prmt_mode(PrmtMode::F4e, pm, u, 1u32);
            let bx1 = k.bfe::<u32>(pf, 4u32, 8u32);
            let bx2 = k.bfi::<u32>(bx1, u, 8u32, 4u32);
            let l3 = k.lop3(bx2, u, pm, 0x96);
            k.st(out, l3);
            k.st(hp.byte_offset(4), f1);
            k.st(hp.byte_offset(6), f2);
            k.st(pp.byte_offset(12), pb);
            k.st(pp.byte_offset(16), pbs);
            k.st(pp.byte_offset(20), s2);
            k.st(ep, e4r);
            k.st(ep.byte_offset(2), e4);
            k.st(pp.byte_offset(24), Bf16x2(0));
            let _tu = k.mov::<Tf32>(t32);
            let _fu = k.add::<f32>(ft, 0.5f32);
        },
    );
    mo
}

type WarpParams = (Ptr<Global, u32>, Ptr<Global, f32>, Var<Param<Entry>, u64>);

fn warp_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    let gw = mo.global::<u32>("gw", 8);
    let gd = mo.global::<u64>("gd", 2);
    mo.kernel_named(
        "warp",
        &["out", "f", "pv"],
        |k, (out, f, pv): WarpParams| {
            k.reqntid(128, 1, 1);
            k.reqnctapercluster(2, 1, 1);
            k.explicitcluster();
            let sh = k.shared::<u32>("sh", 32, Align(16));
            let t = k.tid_x();
            let lane = k.laneid();
            let i = k.mad_lo(CTAID_X, NTID_X, t);
            let fv = k.ld(f);
            let up = k.shfl_sync(Shfl::Up, t, 1u32, 0, 0xffffffffu32);
            let down = k.shfl_sync(Shfl::Down, fv, 2u32, 0x1f, 0xffffffffu32);
            let bf = k.shfl_sync(Shfl::Bfly, up, 4u32, 0x1f, 0xffffffffu32);
            let ix = k.shfl_sync(Shfl::Idx, bf, lane, 0x1f, u32::MAX);
            k.st(f, down);
            let odd = k.setp(Cmp::Ne, ix, 0u32);
            let all = k.vote_all(odd, 0xffffffffu32);
            let any = k.vote_any(odd, 0xffffffffu32);
            let uni = k.vote_uni(all, 0xffffffffu32);
            let ballot = k.vote_ballot(any, 0xffffffffu32);
            let act = k.activemask();
            k.bar_warp_sync(act);
            k.when(uni, |k| k.st(out, ballot));
            let a = [
                k.tid_y(),
                k.tid_z(),
                k.ntid_y(),
                k.ntid_z(),
                k.ctaid_y(),
                k.ctaid_z(),
                k.nctaid_x(),
                k.nctaid_y(),
                k.nctaid_z(),
                k.warpid(),
                k.smid(),
                k.clock(),
                k.dynamic_smem_size(),
                k.total_smem_size(),
                k.cluster_nctarank(),
                k.cluster_ctaid_x(),
                k.cluster_nctaid_x(),
                k.clusterid_x(),
                k.nclusterid_x(),
                k.ntid_x(),
                k.ctaid_x(),
            ];
            let w0 = k.globaltimer();
            let _r0 = k.cluster_ctaid_y();
            let _r1 = k.cluster_ctaid_z();
            let _r2 = k.cluster_nctaid_y();
            let _r3 = k.cluster_nctaid_z();
            let _r4 = k.clusterid_y();
            let _r5 = k.clusterid_z();
            let _r6 = k.nclusterid_y();
            let _r7 = k.nclusterid_z();
            let _r8 = k.nwarpid();
            let _r9 = k.nsmid();
            let _r10 = k.gridid();
            let _r11 = k.clock_hi();
            let _r12 = k.globaltimer_lo();
            let _r13 = k.globaltimer_hi();
            let _r14 = k.aggr_smem_size();
            let _r15 = k.current_graph_exec();
            let s: Vec<Reg<u32>> = (0..10).map(|j| k.add(a[2 * j], a[2 * j + 1])).collect();
            let s10 = k.add(s[0], a[20]);
            let s11 = k.xor(s10, i);
            k.st(out.at(1), s11);
            for (j, v) in s.iter().enumerate().skip(1) {
                k.st(out.at(1 + j as i64), *v);
            }
            let pa = k.addr_of(pv);
            let pg = k.cvta(pa);
            let pg2 = k.cvta_var(pv, 0);
            let isp = k.isspacep::<Param<Entry>, _, _>(pg2);
            let pp = k.cvta_to_param(pg2);
            let v0 = k.ld(pp);
            let v1 = k.ld(pg);
            let v2 = k.add(v0, v1);
            k.when(isp, |k| k.st(out.at(11), t));
            let gw64 = k.cvta_var(gw, 0);
            let gwp = k.cvta_to_global(gw64);
            k.st(gwp, a[9]);
            let old = k.atom(AtomOp::Add, gw64, 1u32);
            k.red(AtomOp::Add, gw64, old);
            let c = k.atom_cas(gw64, 0u32, old);
            let sb = k.addr_of(sh);
            let peer = k.mapa(sb, 1u32);
            k.st(peer, c);
            let o2 = k.atom(AtomOp::Add, peer, 1u32);
            k.red(AtomOp::Add, peer, o2);
            let sg = k.cvta(sb);
            let scg = k.cvta(peer);
            let scv = k.cvta_var(sh.widen(), 1);
            k.st(scv, t);
            let sgp = k.cvta_to_shared(sg);
            k.st(sgp, t);
            let ok = k.isspacep::<typed_ptx::Shared<typed_ptx::Cta>, _, _>(scg);
            let gd64 = k.cvta_var(gd, 0);
            k.when(ok, |k| k.st(gd64, v2));
            k.barrier_cluster_arrive();
            k.barrier_cluster_wait();
            k.fence_sc(Scope::Gpu);
            k.fence(Scope::Cta);
            k.fence(Scope::Gpu);
            k.fence(Scope::Sys);
            k.membar(Scope::Sys);
            k.cp_async_cg(sh, out);
            k.cp_async_wait_all();
            let w1 = k.add(w0, 1u64);
            k.st(gd.at(1), w1);
        },
    );
    mo
}

/// The `::cta`/`::entry` spellings (`explicit_subqualifiers;`).
fn explicit_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        explicit_subqualifiers;
        kernel explicit(out: global u32, pv: param u32) {
            shared s: u32[4];
            st.shared::cta.u32 [s], 1;
            let v = ld.shared::cta.u32 [s+4];
            let sr = mov.u64 s;
            let g0 = cvta.shared::cta s;
            let g1 = cvta.shared::cta sr;
            let is = isspacep.shared::cta g1;
            let back = cvta.to.shared::cta g0;
            @is st.shared::cta.u32 [back], v;
            let pr = mov.u64 pv;
            let p0 = cvta.param::entry pv;
            let p1 = cvta.param::entry pr;
            let isp = isspacep.param::entry p1;
            let pb = cvta.to.param::entry p0;
            let w = ld.param::entry.u32 [pb];
            @isp st.global.u32 [out], w;
        }
    };
    m.into_module()
}

/// The `.shared::cta` spellings of the ordered accesses and of `ldmatrix`/`stmatrix`
/// (`explicit_subqualifiers;`).
fn explicit_more_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        explicit_subqualifiers;
        kernel explicit_more(out: global u32) {
            shared s: u32[4];
            shared tile: u16[256] align 16;
            let a = ld.relaxed.gpu.shared::cta.u32 [s];
            st.release.gpu.shared::cta.u32 [s+4], a;
            let b = atom.relaxed.gpu.shared::cta.add.u32 [s+8], 1;
            red.release.gpu.shared::cta.add.u32 [s+12], b;
            let c = atom.shared::cta.add.u32 [s+8], b;
            red.shared::cta.add.u32 [s+12], c;
            let f = ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16 [tile];
            stmatrix.sync.aligned.m8n8.x1.trans.shared::cta.b16 [tile+16], f;
            st.global.u32 [out], a;
        }
    };
    m.into_module()
}

#[test]
fn explicit_ordered_and_matrix_spellings_pass_ptxas() {
    let ptx = explicit_more_macro().emit().unwrap();
    for want in [
        "ld.relaxed.gpu.shared::cta.u32",
        "red.release.gpu.shared::cta.add.u32",
        "atom.shared::cta.add.u32",
        "red.shared::cta.add.u32",
        "ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16",
        "stmatrix.sync.aligned.m8n8.x1.trans.shared::cta.b16",
    ] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("explicit_more", &ptx);
}

fn explicit_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    mo.explicit_subqualifiers(true);
    mo.kernel_named(
        "explicit",
        &["out", "pv"],
        |k, (out, pv): (Ptr<Global, u32>, Var<Param<Entry>, u32>)| {
            let s = k.shared::<u32>("s", 4, Align(4));
            k.st(s, 1u32);
            let v = k.ld(s.at(1));
            let sr = k.addr_of(s);
            let g0 = k.cvta_var(s, 0);
            let g1 = k.cvta(sr);
            let is = k.isspacep::<typed_ptx::Shared<typed_ptx::Cta>, _, _>(g1);
            let back = k.cvta_to_shared(g0);
            k.when(is, |k| k.st(back, v));
            let pr = k.addr_of(pv);
            let p0 = k.cvta_var(pv, 0);
            let p1 = k.cvta(pr);
            let isp = k.isspacep::<Param<Entry>, _, _>(p1);
            let pb = k.cvta_to_param(p0);
            let w = k.ld(pb);
            k.when(isp, |k| k.st(out, w));
        },
    );
    mo
}

/// Every space's `cvta`, `cvta.to` and `isspacep` (register and variable forms), the
/// 32-bit address forms, and what the other programs spell another way.
fn spaces_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        const c: f32 = [1.5, 2.5];
        kernel spaces(out: global f32, n: u32) {
            shared s: u32[4];
            local l: f32[2];
            bar.sync 0;
            let t = mov.u32 %tid.x;
            let idx = mul.lo.u32 t, n;
            let old = atom.shared.add.u32 [s], idx;
            let cr = mov.u64 c;
            let cg = cvta.const cr;
            let cv = cvta.const c+4;
            let cin = isspacep.const cg;
            let cn = cvta.to.const cv;
            let c32 = cvt.u32.u64 cn;
            let c64 = cvt.u64.u32 c32;
            let x = ld.const.f32 [c64];
            let lr = mov.u64 l;
            let lg = cvta.local lr;
            let lv = cvta.local l;
            let lin = isspacep.local lg;
            let ln = cvta.to.local lv;
            st.local.f32 [ln], x;
            let sv = cvta.shared s;
            let og = cvta.global out;
            let gin = isspacep.global og;
            let sc = cvta.shared::cluster s;
            let scn = cvta.to.shared::cluster sc;
            st.shared::cluster.u32 [scn], old;
            @!cin bra done;
            let y = lg2.approx.f32 x;
            let z = sin.approx.f32 y;
            let w = cos.approx.f32 z;
            @lin st.global.f32 [out], w;
            bra done;
        done:
            @gin st.u32 [sv], t;
        }
    };
    m.into_module()
}

fn spaces_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    let c = mo.const_init::<f32>("c", &[1.5, 2.5]);
    mo.kernel_named(
        "spaces",
        &["out", "n"],
        |k, (out, n): (Ptr<Global, f32>, Reg<u32>)| {
            let done = k.label();
            let s = k.shared::<u32>("s", 4, Align(4));
            let l = k.local::<f32>("l", 2, Align(4));
            k.bar_sync(0);
            let t = k.tid_x();
            let idx = k.mul_lo(t, n);
            let old = k.atom(AtomOp::Add, s, idx);
            let cr = k.addr_of(c);
            let cg = k.cvta(cr);
            let cv = k.cvta_var(c, 1);
            let cin = k.isspacep::<typed_ptx::Const, _, _>(cg);
            let cn = k.cvta_to_const(cv);
            let c32 = k.to_u32(cn);
            let c64 = k.to_u64(c32);
            let x = k.ld(c64);
            let lr = k.addr_of(l);
            let lg = k.cvta(lr);
            let lv = k.cvta_var(l, 0);
            let lin = k.isspacep::<typed_ptx::Local, _, _>(lg);
            let ln = k.cvta_to_local(lv);
            k.st(ln, x);
            let sv = k.cvta_var(s, 0);
            let og = k.cvta(out);
            let gin = k.isspacep::<Global, _, _>(og);
            let sc = k.cvta_var(s.widen(), 0);
            let scn = k.cvta_to_shared_cluster(sc);
            k.st(scn, old);
            k.bra_unless(cin, done);
            let y = k.lg2(x);
            let z = k.sin(y);
            let w = k.cos(z);
            k.when(lin, |k| k.st(out, w));
            k.bra(done);
            k.place(done);
            k.when(gin, |k| k.st(sv, t));
        },
    );
    mo
}

/// Structured control flow: `for` with several carried values (a pointer among them) and
/// a register step, `while`, `if`/`else` with and without values, and labels placed
/// inside a loop body, branched to from inside it and out of it.
fn control_macro() -> Module {
    let m = ptx_module! {
        target sm_80;
        kernel control(out: global f32, x: global f32, n: u32, bits: u32) {
            let t = mov.u32 %tid.x;
            let stride = mov.u32 %ntid.x;
            let (sum, last) = for i: u32 in t..n step stride carry (acc: f32 = 0.0, p = x) {
                let q = index x, i;
                let v = ld.global.f32 [q];
                let neg = setp.lt.f32 v, 0.0;
                @neg bra skip;
                st.global.f32 [q], 0.0;
            skip:
                let acc = add.f32 acc, v;
                let big = setp.gt.f32 acc, 1000.0;
                @big bra done;
                yield acc, q;
            };
        done:
            let (v, steps) = while carry (v = bits, s: u32 = 0) {
                let more = setp.ne.u32 v, 0;
                yield more;
            } do {
                let v = shr.u32 v, 1;
                let s = add.u32 s, 1;
                yield v, s;
            };
            let odd = setp.ne.u32 steps, 0;
            let y: f32 = if odd {
                let w = ld.global.f32 [last];
                yield w;
            } else {
                yield 0.5;
            };
            let (a, b) = if odd {
                yield sum, y;
            } else {
                let z = mul.f32 y, 2.0;
                yield z, sum;
            };
            if odd {
                st.global.f32 [out], a;
            } else {
                st.global.f32 [out+4], b;
            }
            let first = setp.eq.u32 t, 0;
            if first {
                let c = cvt.rn.f32.u32 v;
                st.global.f32 [out+8], c;
            }
            for j: s32 in 0..4 {
                let jj = cvt.u32.s32 j;
                let pj = index out, jj;
                st.global.f32 [pj], sum;
            }
        }
    };
    m.into_module()
}

type ControlParams = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>, Reg<u32>);

fn control_builder() -> Module {
    let mut mo = Module::new(Target::SM_80);
    mo.kernel_named(
        "control",
        &["out", "x", "n", "bits"],
        |k, (out, x, n, bits): ControlParams| {
            let skip = k.label();
            let done = k.label();
            let t = k.tid_x();
            let stride = k.ntid_x();
            let (sum, last) =
                k.for_range::<u32, _>(t, n, stride, (0.0f32, x), |k, i, (acc, _p)| {
                    let q = k.index(x, i);
                    let v = k.ld(q);
                    let neg = k.setp(Cmp::Lt, v, 0.0f32);
                    k.bra_if(neg, skip);
                    k.st(q, 0.0f32);
                    k.place(skip);
                    let acc = k.add(acc, v);
                    let big = k.setp(Cmp::Gt, acc, 1000.0f32);
                    k.bra_if(big, done);
                    (acc, q)
                });
            k.place(done);
            let (v, steps) = k.while_loop(
                (bits, 0u32),
                |k, (v, _s)| k.setp(Cmp::Ne, v, 0u32),
                |k, (v, s)| {
                    let v = k.shr(v, 1u32);
                    let s = k.add(s, 1u32);
                    (v, s)
                },
            );
            let odd = k.setp(Cmp::Ne, steps, 0u32);
            let y = k.if_else(odd, |k| k.ld(last), |_| 0.5f32);
            let (a, b) = k.if_else(
                odd,
                |_| (sum, y),
                |k| {
                    let z = k.mul(y, 2.0f32);
                    (z, sum)
                },
            );
            k.if_else(odd, |k| k.st(out, a), |k| k.st(out.at(1), b));
            let first = k.setp(Cmp::Eq, t, 0u32);
            k.if_then(first, |k| {
                let c = k.cvt::<f32, u32>(v);
                k.st(out.at(2), c);
            });
            k.for_range(0i32, 4i32, 1i32, (), |k, j, ()| {
                let jj = k.cvt::<u32, i32>(j);
                let pj = k.index(out, jj);
                k.st(pj, sum);
            });
        },
    );
    mo
}

/// The mbarrier family, the proxy fences and the memory-ordering qualifiers (issue 8).
fn mbar_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        shared mbars: mbarrier[2];
        kernel mbar_cover(out: global u32) {
            shared bars: mbarrier[4];
            shared words: u32[8] align 8;
            // proxy fences
            fence.proxy.async;
            fence.proxy.async.shared::cta;
            fence.proxy.async.shared::cluster;
            fence.proxy.async.global;
            fence.mbarrier_init.release.cluster;
            fence.proxy.tensormap::generic.release.cta;
            fence.proxy.tensormap::generic.release.cluster;
            fence.proxy.tensormap::generic.release.gpu;
            fence.proxy.tensormap::generic.release.sys;
            let og = cvta.global out;
            fence.proxy.tensormap::generic.acquire.cta [og], 128;
            fence.proxy.tensormap::generic.acquire.cluster [og], 128;
            fence.proxy.tensormap::generic.acquire.gpu [og], 128;
            fence.proxy.tensormap::generic.acquire.sys [og], 128;
            // mbarrier: this CTA's, through the variable, a pointer and a generic address
            mbarrier.init.shared.b64 [bars], 32;
            mbarrier.init.shared.b64 [mbars+8], 1;
            let gb = cvta.shared bars;
            mbarrier.init.b64 [gb], 1;
            mbarrier.inval.shared.b64 [bars+24];
            mbarrier.inval.b64 [gb];
            let t0 = mbarrier.arrive.shared.b64 [bars];
            let t1 = mbarrier.arrive.b64 [gb];
            let t2 = mbarrier.arrive.expect_tx.shared::cta.b64 [bars], 128;
            let t3 = mbarrier.arrive.expect_tx.b64 [gb], 16;
            mbarrier.expect_tx.shared::cta.b64 [bars], 64;
            mbarrier.expect_tx.b64 [gb], 64;
            mbarrier.complete_tx.shared::cta.b64 [bars], 64;
            mbarrier.complete_tx.b64 [gb], 64;
            let p0 = mbarrier.test_wait.shared.b64 [bars], t0;
            let p1 = mbarrier.test_wait.b64 [gb], t1;
            let p2 = mbarrier.test_wait.parity.shared.b64 [bars], 0;
            let p3 = mbarrier.test_wait.parity.b64 [gb], 1;
            let p4 = mbarrier.try_wait.shared::cta.b64 [bars], t2;
            let p5 = mbarrier.try_wait.b64 [gb], t3;
            let p6 = mbarrier.try_wait.parity.shared::cta.b64 [bars], 0;
            let p7 = mbarrier.try_wait.parity.b64 [gb], 1;
            // explicit semantics and scopes
            let t4 = mbarrier.arrive.release.cta.shared::cta.b64 [bars];
            let t5 = mbarrier.arrive.release.cluster.shared::cta.b64 [bars+8];
            let t6 = mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 [bars], 32;
            let t7 = mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 [bars], 32;
            let p8 = mbarrier.test_wait.acquire.cta.shared::cta.b64 [bars], t4;
            let p9 = mbarrier.test_wait.acquire.cluster.shared::cta.b64 [bars], t5;
            let pa = mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 [bars], 0;
            let pb = mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 [bars], 1;
            let pc = mbarrier.try_wait.acquire.cta.shared::cta.b64 [bars], t6;
            let pd = mbarrier.try_wait.acquire.cluster.shared::cta.b64 [bars], t7;
            let pe = mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 [bars], 0;
            let pf = mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 [bars], 1;
            // typed-ptx's wait loop (try_wait.parity until the phase completes)
            mbarrier.wait.parity.shared.b64 [bars], 0;
            mbarrier.wait.parity.b64 [gb], 1;
            mbarrier.wait.parity.acquire.cluster.shared::cta.b64 [bars+8], 1;
            // another CTA's mbarrier (mapa)
            let b0 = mov.u64 bars;
            let rb = mapa.shared::cluster b0, 1;
            mbarrier.arrive.release.cluster.shared::cluster.b64 _, [rb];
            mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [rb], 64;
            mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [rb], 64;
            mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [rb], 64;
            mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [rb];
            // the rest
            let t8 = mbarrier.arrive.noComplete.shared.b64 [bars], 2;
            let t9 = mbarrier.arrive_drop.shared.b64 [bars+8];
            let pn = mbarrier.pending_count.b64 t8;
            cp.async.mbarrier.arrive.shared.b64 [bars];
            cp.async.mbarrier.arrive.noinc.shared.b64 [bars+8];
            // memory-ordering qualifiers, every space they take
            let w = mov.u64 words;
            let peer = mapa.shared::cluster w, 1;
            let l0 = ld.relaxed.cta.global.u32 [out];
            let l1 = ld.relaxed.cluster.shared.u32 [words];
            let l2 = ld.relaxed.gpu.u32 [og];
            let l3 = ld.relaxed.sys.shared::cluster.u32 [peer];
            let l4 = ld.acquire.cta.global.u32 [out];
            let l5 = ld.acquire.cluster.shared.u32 [words];
            let l6 = ld.acquire.gpu.u32 [og];
            let l7 = ld.acquire.sys.shared::cluster.u32 [peer];
            st.relaxed.cta.global.u32 [out], 7;
            st.relaxed.cluster.shared.u32 [words], 7;
            st.relaxed.gpu.u32 [og], 7;
            st.relaxed.sys.shared::cluster.u32 [peer], 7;
            st.release.cta.global.u32 [out], 7;
            st.release.cluster.shared.u32 [words], 7;
            st.release.gpu.u32 [og], 7;
            st.release.sys.shared::cluster.u32 [peer], 7;
            let l8 = atom.relaxed.cta.global.add.u32 [out], 1;
            let l9 = atom.relaxed.cluster.shared.max.u32 [words], 1;
            let l10 = atom.relaxed.gpu.or.b32 [og], 1;
            let l11 = atom.relaxed.sys.shared::cluster.exch.b32 [peer], 1;
            let l12 = atom.acquire.cta.global.cas.b32 [out], 0, 1;
            let l13 = atom.acquire.cluster.shared.max.u32 [words], 1;
            let l14 = atom.acquire.gpu.or.b32 [og], 1;
            let l15 = atom.acquire.sys.shared::cluster.exch.b32 [peer], 1;
            let l16 = atom.release.cta.global.add.u32 [out], 1;
            let l17 = atom.release.cluster.shared.cas.b32 [words], 0, 1;
            let l18 = atom.release.gpu.or.b32 [og], 1;
            let l19 = atom.release.sys.shared::cluster.exch.b32 [peer], 1;
            let l20 = atom.acq_rel.cta.global.add.u32 [out], 1;
            let l21 = atom.acq_rel.cluster.shared.max.u32 [words], 1;
            let l22 = atom.acq_rel.gpu.cas.b32 [og], 0, 1;
            let l23 = atom.acq_rel.sys.shared::cluster.exch.b32 [peer], 1;
            red.relaxed.cta.global.add.u32 [out], 1;
            red.relaxed.cluster.shared.add.u32 [words], 1;
            red.relaxed.gpu.add.u32 [og], 1;
            red.relaxed.sys.shared::cluster.add.u32 [peer], 1;
            red.release.cta.global.add.u32 [out], 1;
            red.release.cluster.shared.add.u32 [words], 1;
            red.release.gpu.add.u32 [og], 1;
            red.release.sys.shared::cluster.add.u32 [peer], 1;
        }
    };
    m.into_module()
}

fn mbar_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    let mbars = mo.shared::<Mbarrier>("mbars", 2, Align(8));
    mo.entry("mbar_cover", |k| {
        let out = k.param_ptr::<u32>("out");
        let bars = k.shared::<Mbarrier>("bars", 4, Align(8));
        let words = k.shared::<u32>("words", 8, Align(8));
        k.fence_proxy_async();
        k.fence_proxy_async_space(ProxySpace::SharedCta);
        k.fence_proxy_async_space(ProxySpace::SharedCluster);
        k.fence_proxy_async_space(ProxySpace::Global);
        k.fence_mbarrier_init();
        k.fence_proxy_tensormap_release(Scope::Cta);
        k.fence_proxy_tensormap_release(Scope::Cluster);
        k.fence_proxy_tensormap_release(Scope::Gpu);
        k.fence_proxy_tensormap_release(Scope::Sys);
        let og = k.cvta(out);
        k.fence_proxy_tensormap_acquire(og, Scope::Cta);
        k.fence_proxy_tensormap_acquire(og, Scope::Cluster);
        k.fence_proxy_tensormap_acquire(og, Scope::Gpu);
        k.fence_proxy_tensormap_acquire(og, Scope::Sys);
        k.mbarrier_init(bars, 32u32);
        k.mbarrier_init(mbars.byte_offset(8), 1u32);
        let gb = k.cvta_var(bars, 0);
        k.mbarrier_init(gb, 1u32);
        k.mbarrier_inval(bars.byte_offset(24));
        k.mbarrier_inval(gb);
        let t0 = k.mbarrier_arrive(bars);
        let t1 = k.mbarrier_arrive(gb);
        let t2 = k.mbarrier_arrive_expect_tx(bars, 128u32);
        let t3 = k.mbarrier_arrive_expect_tx(gb, 16u32);
        k.mbarrier_expect_tx(bars, 64u32);
        k.mbarrier_expect_tx(gb, 64u32);
        k.mbarrier_complete_tx(bars, 64u32);
        k.mbarrier_complete_tx(gb, 64u32);
        k.mbarrier_test_wait(bars, t0);
        k.mbarrier_test_wait(gb, t1);
        k.mbarrier_test_wait_parity(bars, 0u32);
        k.mbarrier_test_wait_parity(gb, 1u32);
        k.mbarrier_try_wait(bars, t2);
        k.mbarrier_try_wait(gb, t3);
        k.mbarrier_try_wait_parity(bars, 0u32);
        k.mbarrier_try_wait_parity(gb, 1u32);
        let t4 = k.mbarrier_arrive_release(bars, MbarScope::Cta);
        let t5 = k.mbarrier_arrive_release(bars.byte_offset(8), MbarScope::Cluster);
        let t6 = k.mbarrier_arrive_expect_tx_release(bars, MbarScope::Cta, 32u32);
        let t7 = k.mbarrier_arrive_expect_tx_release(bars, MbarScope::Cluster, 32u32);
        k.mbarrier_test_wait_acquire(bars, t4, MbarScope::Cta);
        k.mbarrier_test_wait_acquire(bars, t5, MbarScope::Cluster);
        k.mbarrier_test_wait_parity_acquire(bars, 0u32, MbarScope::Cta);
        k.mbarrier_test_wait_parity_acquire(bars, 1u32, MbarScope::Cluster);
        k.mbarrier_try_wait_acquire(bars, t6, MbarScope::Cta);
        k.mbarrier_try_wait_acquire(bars, t7, MbarScope::Cluster);
        k.mbarrier_try_wait_parity_acquire(bars, 0u32, MbarScope::Cta);
        k.mbarrier_try_wait_parity_acquire(bars, 1u32, MbarScope::Cluster);
        k.mbarrier_wait_parity(bars, 0u32);
        k.mbarrier_wait_parity(gb, 1u32);
        k.mbarrier_wait_parity_acquire(bars.byte_offset(8), 1u32, MbarScope::Cluster);
        let b0 = k.addr_of(bars);
        let rb = k.mapa(b0, 1u32);
        k.mbarrier_arrive_remote(rb);
        k.mbarrier_arrive_expect_tx_remote(rb, 64u32);
        k.mbarrier_expect_tx_remote(rb, 64u32);
        k.mbarrier_complete_tx_remote(rb, 64u32);
        k.mbarrier_arrive_drop_remote(rb);
        let t8 = k.mbarrier_arrive_no_complete(bars, 2u32);
        k.mbarrier_arrive_drop(bars.byte_offset(8));
        k.mbarrier_pending_count(t8);
        k.cp_async_mbarrier_arrive(bars);
        k.cp_async_mbarrier_arrive_noinc(bars.byte_offset(8));
        let w = k.addr_of(words);
        let peer = k.mapa(w, 1u32);
        let _l0 = k.ld_relaxed(out, Scope::Cta);
        let _l1 = k.ld_relaxed(words, Scope::Cluster);
        let _l2 = k.ld_relaxed(og, Scope::Gpu);
        let _l3 = k.ld_relaxed(peer, Scope::Sys);
        let _l4 = k.ld_acquire(out, Scope::Cta);
        let _l5 = k.ld_acquire(words, Scope::Cluster);
        let _l6 = k.ld_acquire(og, Scope::Gpu);
        let _l7 = k.ld_acquire(peer, Scope::Sys);
        k.st_relaxed(out, 7u32, Scope::Cta);
        k.st_relaxed(words, 7u32, Scope::Cluster);
        k.st_relaxed(og, 7u32, Scope::Gpu);
        k.st_relaxed(peer, 7u32, Scope::Sys);
        k.st_release(out, 7u32, Scope::Cta);
        k.st_release(words, 7u32, Scope::Cluster);
        k.st_release(og, 7u32, Scope::Gpu);
        k.st_release(peer, 7u32, Scope::Sys);
        let _l8 = k.atom_sem(AtomOp::Add, out, 1u32, Sem::Relaxed, Scope::Cta);
        let _l9 = k.atom_sem(AtomOp::Max, words, 1u32, Sem::Relaxed, Scope::Cluster);
        let _l10 = k.atom_sem(AtomOp::Or, og, 1u32, Sem::Relaxed, Scope::Gpu);
        let _l11 = k.atom_sem(AtomOp::Exch, peer, 1u32, Sem::Relaxed, Scope::Sys);
        let _l12 = k.atom_cas_sem(out, 0u32, 1u32, Sem::Acquire, Scope::Cta);
        let _l13 = k.atom_sem(AtomOp::Max, words, 1u32, Sem::Acquire, Scope::Cluster);
        let _l14 = k.atom_sem(AtomOp::Or, og, 1u32, Sem::Acquire, Scope::Gpu);
        let _l15 = k.atom_sem(AtomOp::Exch, peer, 1u32, Sem::Acquire, Scope::Sys);
        let _l16 = k.atom_sem(AtomOp::Add, out, 1u32, Sem::Release, Scope::Cta);
        let _l17 = k.atom_cas_sem(words, 0u32, 1u32, Sem::Release, Scope::Cluster);
        let _l18 = k.atom_sem(AtomOp::Or, og, 1u32, Sem::Release, Scope::Gpu);
        let _l19 = k.atom_sem(AtomOp::Exch, peer, 1u32, Sem::Release, Scope::Sys);
        let _l20 = k.atom_sem(AtomOp::Add, out, 1u32, Sem::AcqRel, Scope::Cta);
        let _l21 = k.atom_sem(AtomOp::Max, words, 1u32, Sem::AcqRel, Scope::Cluster);
        let _l22 = k.atom_cas_sem(og, 0u32, 1u32, Sem::AcqRel, Scope::Gpu);
        let _l23 = k.atom_sem(AtomOp::Exch, peer, 1u32, Sem::AcqRel, Scope::Sys);
        k.red_relaxed(AtomOp::Add, out, 1u32, Scope::Cta);
        k.red_relaxed(AtomOp::Add, words, 1u32, Scope::Cluster);
        k.red_relaxed(AtomOp::Add, og, 1u32, Scope::Gpu);
        k.red_relaxed(AtomOp::Add, peer, 1u32, Scope::Sys);
        k.red_release(AtomOp::Add, out, 1u32, Scope::Cta);
        k.red_release(AtomOp::Add, words, 1u32, Scope::Cluster);
        k.red_release(AtomOp::Add, og, 1u32, Scope::Gpu);
        k.red_release(AtomOp::Add, peer, 1u32, Scope::Sys);
    });
    mo
}

fn bulk_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        global gmap: tensormap u32[2];
        const cmap: tensormap f32[3];
        kernel bulk_cover(out: global u32, fout: global f32, map: tensormap u32[2], fmap: tensormap f32[1]) {
            shared tile: u32[256] align 128;
            shared ftile: f32[64] align 128;
            shared bar: mbarrier;
            // bulk copies, reductions and prefetch
            cp.async.bulk.prefetch.L2.global [out], 1024;
            cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile], [out], 256, [bar];
            cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile+256], [out+256], 256, [bar];
            let n = mov.u32 512;
            cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [tile], [out], n, [bar], 3;
            let r = mov.u32 %cluster_ctarank;
            let pt = mov.u64 tile;
            let rt = mapa.shared::cluster pt, r;
            let pb = mov.u64 bar;
            let rb = mapa.shared::cluster pb, r;
            cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [rt], [tile], 128, [rb];
            cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [rt], [tile], 128, [rb];
            cp.async.bulk.global.shared::cta.bulk_group [out], [tile], 1024;
            cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [out], [tile], 64;
            cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [fout], [ftile], 64;
            cp.async.bulk.commit_group;
            cp.async.bulk.wait_group 0;
            cp.async.bulk.wait_group.read 1;
            // TMA through a kernel parameter, a .global and a .const map
            let g = cvta.param map;
            let x = mov.u32 %tid.x;
            cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [tile], [g, {x, 0}], [bar];
            cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [tile], [gmap, {x, x}], [bar], 1;
            cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [g, {0, 1}], [tile];
            cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [g, {x, 1}], [tile];
            let c = cvta.const cmap;
            cp.async.bulk.prefetch.tensor.3d.L2.global.tile [c, {x, x, x}];
            let fg = cvta.param fmap;
            cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [ftile], [fg, {x}], [bar];
            prefetch.tensormap [g];
            prefetch.tensormap [gmap];
            prefetch.const.tensormap [cmap];
            prefetch.param.tensormap [map];
        }
    };
    m.into_module()
}

type BulkCover = (
    Ptr<Global, u32>,
    Ptr<Global, f32>,
    Var<Param<Entry>, TensorMap<u32, 2>>,
    Var<Param<Entry>, TensorMap<f32, 1>>,
);

fn bulk_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    let gmap = mo.global_tensor_map::<u32, 2>("gmap");
    let cmap = mo.const_tensor_map::<f32, 3>("cmap");
    mo.kernel_named(
        "bulk_cover",
        &["out", "fout", "map", "fmap"],
        |k, (out, fout, map, fmap): BulkCover| {
            let tile = k.shared::<u32>("tile", 256, Align(128));
            let ftile = k.shared::<f32>("ftile", 64, Align(128));
            let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
            k.cp_async_bulk_prefetch_l2(out, 1024u32);
            k.cp_async_bulk_global_to_shared(tile, out, 256u32, bar);
            k.cp_async_bulk_global_to_shared(
                tile.byte_offset(256),
                out.byte_offset(256),
                256u32,
                bar,
            );
            let n = k.mov(512u32);
            k.cp_async_bulk_global_to_shared_multicast(tile, out, n, bar, 3u16);
            let r = k.cluster_ctarank();
            let pt = k.addr_of(tile);
            let rt = k.mapa(pt, r);
            let pb = k.addr_of(bar);
            let rb = k.mapa(pb, r);
            k.cp_async_bulk_shared_to_cluster(rt, tile, 128u32, rb);
            k.cp_reduce_async_bulk_shared_to_cluster(BulkRedOp::Add, rt, tile, 128u32, rb);
            k.cp_async_bulk_shared_to_global(out, tile, 1024u32);
            k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Max, out, tile, 64u32);
            k.cp_reduce_async_bulk_shared_to_global(BulkRedOp::Add, fout, ftile, 64u32);
            k.cp_async_bulk_commit_group();
            k.cp_async_bulk_wait_group(0);
            k.cp_async_bulk_wait_group_read(1);
            let g = k.cvta_var(map, 0);
            let x = k.tid_x();
            k.cp_async_bulk_tensor_load(tile, g, (x, 0i32), bar);
            k.cp_async_bulk_tensor_load_multicast(tile, gmap, (x, x), bar, 1u16);
            k.cp_async_bulk_tensor_store(g, (0i32, 1i32), tile);
            k.cp_reduce_async_bulk_tensor(BulkRedOp::Xor, g, (x, 1i32), tile);
            let c = k.cvta_var(cmap, 0);
            k.cp_async_bulk_prefetch_tensor(c, (x, x, x));
            let fg = k.cvta_var(fmap, 0);
            k.cp_async_bulk_tensor_load(ftile, fg, (x,), bar);
            k.prefetch_tensormap(g);
            k.prefetch_tensormap(gmap);
            k.prefetch_tensormap(cmap);
            k.prefetch_tensormap(map);
        },
    );
    mo
}

/// The tensor cores (issue 8): `mma.sync` of every row, `ldmatrix`/`stmatrix` of every
/// count with and without `.trans`, the descriptors and every `wgmma` row.
fn tc_macro() -> Module {
    let m = ptx_module! {
        target sm_90a;
        kernel tc_cover(out: global f32, outi: global s32, outu: global u32) {
            shared tile: u16[256] align 16;
            shared mat: u16[4096] align 1024;
            shared fm: f32[2048] align 1024;
            let x = mov.f32 1.5;
            let tf = cvt.rna.tf32.f32 x;
            let h = frag_zero.f16x2 4;
            let h2 = frag_zero.f16x2 2;
            let bh = frag_zero.bf16x2 4;
            let bh2 = frag_zero.bf16x2 2;
            let c = frag_zero.f32 4;
            let s8 = frag_zero.s8x4 4;
            let u8v = frag_zero.u8x4 2;
            let e4 = frag_zero.e4m3x4 4;
            let e5 = frag_zero.e5m2x4 2;
            let ci = frag_zero.s32 4;
            // mma.sync, every row
            let d0 = mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 h, h2, c;
            let d1 = mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 h, h2, h2;
            let d2 = mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 bh, bh2, d0;
            let d3 = mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {tf, tf, tf, tf}, {tf, tf}, d2;
            let d4 = mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 s8, u8v, ci;
            let d5 = mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 e4, e5, d3;
            // ldmatrix / stmatrix
            let f1 = ldmatrix.sync.aligned.m8n8.x1.shared.b16 [tile];
            let f2 = ldmatrix.sync.aligned.m8n8.x2.shared::cta.b16 [tile+32];
            let f4 = ldmatrix.sync.aligned.m8n8.x4.shared.b16 [tile];
            let g1 = ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [tile+64];
            let g2 = ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [tile];
            let g4 = ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [tile+128];
            stmatrix.sync.aligned.m8n8.x1.shared.b16 [tile], f1;
            stmatrix.sync.aligned.m8n8.x2.shared.b16 [tile+32], f2;
            stmatrix.sync.aligned.m8n8.x4.shared::cta.b16 [tile], f4;
            stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [tile+64], g1[0];
            stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [tile], g2;
            stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [tile+128], g4;
            // wgmma
            let da = wgmma_desc.b128.bf16 [mat], 16, 1024;
            let db = wgmma_desc_advance da, 32;
            let hd = wgmma_desc.b64.f16 [mat+1024], 16, 512;
            let fd = wgmma_desc.b128 [fm], 16, 1024;
            let ed = wgmma_desc.b32.e4m3 [mat], 16, 256;
            let e5d = wgmma_desc.none.e5m2 [mat], 128, 256;
            let acc = frag_zero.f32 8;
            let acc16 = frag_zero.f16x2 4;
            wgmma.fence.sync.aligned;
            wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 acc, da, db, 1, 1, 1, 0, 0;
            wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 acc, bh, db, 1, -1, 1, 1;
            wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 acc16, hd, hd, 0, 1, -1, 1, 0;
            wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 acc16, h, hd, 1, 1, 1, 0;
            wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 acc, fd, fd, 1, 1, 1;
            wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 acc, {tf, tf, tf, tf}, fd, 1, 1, 1;
            wgmma.mma_async.sync.aligned.m64n16k32.f32.e4m3.e5m2 acc, ed, e5d, 1, 1, 1;
            wgmma.mma_async.sync.aligned.m64n16k32.f16.e4m3.e4m3 acc16, e4, ed, 1, 1, 1;
            wgmma.commit_group.sync.aligned;
            wgmma.wait_group.sync.aligned 0;
            st.global.f32 [out], acc[7];
            st.global.f32 [out+4], d5[0];
            st.global.s32 [outi], d4[3];
            st.global.u32 [outu], f4[1];
        }
    };
    m.into_module()
}

fn tc_builder() -> Module {
    let mut mo = Module::new(Target::SM_90A);
    type Tc = (Ptr<Global, f32>, Ptr<Global, i32>, Ptr<Global, u32>);
    mo.kernel_named(
        "tc_cover",
        &["out", "outi", "outu"],
        |k, (out, outi, outu): Tc| {
            let tile = k.shared::<u16>("tile", 256, Align(16));
            let mat = k.shared::<u16>("mat", 4096, Align(1024));
            let fm = k.shared::<f32>("fm", 2048, Align(1024));
            let x = k.mov(1.5f32);
            let tf = k.cvt_rna_tf32(x);
            let h: [Reg<F16x2>; 4] = k.frag_zero();
            let h2: [Reg<F16x2>; 2] = k.frag_zero();
            let bh: [Reg<Bf16x2>; 4] = k.frag_zero();
            let bh2: [Reg<Bf16x2>; 2] = k.frag_zero();
            let c: [Reg<f32>; 4] = k.frag_zero();
            let s8: [Reg<S8x4>; 4] = k.frag_zero();
            let u8v: [Reg<U8x4>; 2] = k.frag_zero();
            let e4: [Reg<E4m3x4>; 4] = k.frag_zero();
            let e5: [Reg<E5m2x4>; 2] = k.frag_zero();
            let ci: [Reg<i32>; 4] = k.frag_zero();
            let d0 = k.mma_sync(M16N8K16, h, h2, c);
            let _d1 = k.mma_sync(M16N8K16, h, h2, h2);
            let d2 = k.mma_sync(M16N8K16, bh, bh2, d0);
            let d3 = k.mma_sync(M16N8K8, [tf, tf, tf, tf], [tf, tf], d2);
            let d4 = k.mma_sync(M16N8K32, s8, u8v, ci);
            let d5 = k.mma_sync(M16N8K32, e4, e5, d3);
            let f1 = k.ldmatrix(X1, tile);
            let f2 = k.ldmatrix(X2, tile.byte_offset(32));
            let f4 = k.ldmatrix(X4, tile);
            let g1 = k.ldmatrix_trans(X1, tile.byte_offset(64));
            let g2 = k.ldmatrix_trans(X2, tile);
            let g4 = k.ldmatrix_trans(X4, tile.byte_offset(128));
            k.stmatrix(X1, tile, f1);
            k.stmatrix(X2, tile.byte_offset(32), f2);
            k.stmatrix(X4, tile, f4);
            k.stmatrix_trans(X1, tile.byte_offset(64), [g1[0]]);
            k.stmatrix_trans(X2, tile, g2);
            k.stmatrix_trans(X4, tile.byte_offset(128), g4);
            let da = k.wgmma_desc(mat.cast::<Bf16>(), Swizzle::B128, 16, 1024);
            let db = k.wgmma_desc_advance(da, 32);
            let hd = k.wgmma_desc(mat.cast::<F16>().byte_offset(1024), Swizzle::B64, 16, 512);
            let fd = k.wgmma_desc(fm, Swizzle::B128, 16, 1024);
            let ed = k.wgmma_desc(mat.cast::<E4m3x4>(), Swizzle::B32, 16, 256);
            let e5d = k.wgmma_desc(mat.cast::<E5m2x4>(), Swizzle::None, 128, 256);
            let mut acc: [Reg<f32>; 8] = k.frag_zero();
            let mut acc16: [Reg<F16x2>; 4] = k.frag_zero();
            let o = |neg_a, neg_b, trans_a, trans_b| WgmmaOpts {
                neg_a,
                neg_b,
                trans_a,
                trans_b,
            };
            k.wgmma_fence();
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc,
                da,
                db,
                true,
                o(false, false, false, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc,
                bh,
                db,
                true,
                o(true, false, false, true),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc16,
                hd,
                hd,
                false,
                o(false, true, true, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc16,
                h,
                hd,
                true,
                o(false, false, false, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc,
                fd,
                fd,
                true,
                o(false, false, false, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc,
                [tf, tf, tf, tf],
                fd,
                true,
                o(false, false, false, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc,
                ed,
                e5d,
                true,
                o(false, false, false, false),
            );
            k.wgmma_mma_async(
                M64N::<16>,
                &mut acc16,
                e4,
                ed,
                true,
                o(false, false, false, false),
            );
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
            k.st(out, acc[7]);
            k.st(out.byte_offset(4), d5[0]);
            k.st(outi, d4[3]);
            k.st(outu, f4[1]);
        },
    );
    mo
}

fn same(name: &str, mac: Module, builder: Module) -> String {
    let a = mac.emit().unwrap_or_else(|e| panic!("{name} (macro): {e}"));
    let b = builder
        .emit()
        .unwrap_or_else(|e| panic!("{name} (builder): {e}"));
    if a != b {
        let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
        panic!(
            "{name}: the macro's PTX differs from the builder's (first differing line {line:?})\n--- macro\n{a}\n--- builder\n{b}"
        );
    }
    common::assert_ptxas_accepts(name, &a);
    a
}

#[test]
fn every_supported_form_maps_to_its_builder_method() {
    same("macro_coverage", by_macro(), by_builder());
}

#[test]
fn warp_cluster_and_param_forms_map_to_their_builder_methods() {
    same("macro_coverage_warp", warp_macro(), warp_builder());
}

#[test]
fn every_space_maps_to_its_builder_method() {
    same("macro_coverage_spaces", spaces_macro(), spaces_builder());
}

#[test]
fn structured_control_flow_maps_to_for_range_while_loop_and_if_else() {
    same("macro_coverage_control", control_macro(), control_builder());
}

#[test]
fn mbarrier_fence_and_ordering_forms_map_to_their_builder_methods() {
    same("macro_coverage_mbarrier", mbar_macro(), mbar_builder());
}

#[test]
fn bulk_copy_and_tma_forms_map_to_their_builder_methods() {
    same("macro_coverage_bulk", bulk_macro(), bulk_builder());
}

#[test]
fn tensor_core_forms_map_to_their_builder_methods() {
    same("macro_coverage_tensor_core", tc_macro(), tc_builder());
}

#[test]
fn half_precision_forms_map_to_their_builder_methods() {
    same("macro_coverage_half", half_macro(), half_builder());
}

#[test]
fn explicit_subqualifiers_map_to_their_builder_methods() {
    same(
        "macro_coverage_explicit",
        explicit_macro(),
        explicit_builder(),
    );
}

/// Warp specialization and the rest of sm_90 (issue 8, item 7), for sm_90a.
fn wspec_macro() -> Module {
    let m = ptx_module! {
        target sm_90a;
        kernel wspec(out: global u32, wide: global u64) .maxntid 384 .minnctapersm 1 {
            shared buf: u32[64] align 16;
            shared fbuf: f32[8] align 16;
            shared dbuf: u64[4] align 16;
            shared bar: mbarrier;
            let t = mov.u32 %tid.x;
            let wg = shr.u32 t, 7;
            let producer = setp.eq.u32 wg, 0;
            @producer setmaxnreg.dec.sync.aligned.u32 40;
            @!producer setmaxnreg.inc.sync.aligned.u32 232;
            let (lane, leader) = elect.sync 0xffffffff;
            bar.arrive 1, 384;
            barrier.sync 1, 384;
            barrier.arrive 2, 64;
            let r0 = redux.sync.add.u32 t, 0xffffffff;
            let r1 = redux.sync.min.s32 {-1i32}, 0xffffffff;
            let r2 = redux.sync.max.u32 lane, 0xffffffff;
            let r3 = redux.sync.and.b32 r0, 0xffffffff;
            let r4 = redux.sync.or.b32 r2, 0xffffffff;
            let r5 = redux.sync.xor.b32 r3, {u32::MAX};
            let m0 = match.any.sync.b32 r4, 0xffffffff;
            let clk = mov.u64 %clock64;
            let (m1, same) = match.all.sync.b64 clk, 0xffffffff;
            let eq = mov.u32 %lanemask_eq;
            let le = mov.u32 %lanemask_le;
            let lt = mov.u32 %lanemask_lt;
            let ge = mov.u32 %lanemask_ge;
            let gt = mov.u32 %lanemask_gt;
            let rank0 = getctarank.shared::cluster buf;
            let bp = mov.u64 buf;
            let bp32 = cvt.u32.u64 bp;
            let rank1 = getctarank.shared::cluster.u32 bp32;
            let bg = cvta.shared bp;
            let rank2 = getctarank.u64 bg;
            let peer = mapa.shared::cluster bp, rank0;
            let barp = mov.u64 bar;
            let peer_bar = mapa.shared::cluster barp, rank0;
            st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [peer], r5, [peer_bar];
            st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [buf+4], 7, [bar];
            st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [buf+8], {m0, m1}, [bar];
            let x = mov.f32 1.5;
            st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.f32 [fbuf], {x, x, x, x}, [peer_bar];
            st.async.shared::cluster.mbarrier::complete_tx::bytes.u64 [dbuf+8], clk, [bar];
            red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [peer+16], eq, [peer_bar];
            red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [{buf.cast::<i32>()}+20], r1, [bar];
            red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [buf+24], 3, [bar];
            red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [dbuf], clk, [bar];
            griddepcontrol.launch_dependents;
            griddepcontrol.wait;
            let s0 = add.u32 le, lt;
            let s1 = add.u32 ge, gt;
            let s2 = add.u32 rank1, rank2;
            let s3 = add.u32 s0, s1;
            let s4 = add.u32 s3, s2;
            @same st.global.u32 [out], s4;
            @leader st.global.u64 [wide], clk;
        }
    };
    m.into_module()
}

fn wspec_builder() -> Module {
    let mut mo = Module::new(Target::SM_90A);
    mo.entry("wspec", |k| {
        k.maxntid(384, 1, 1);
        k.minnctapersm(1);
        let out = k.param_ptr::<u32>("out");
        let wide = k.param_ptr::<u64>("wide");
        let buf = k.shared::<u32>("buf", 64, Align(16));
        let fbuf = k.shared::<f32>("fbuf", 8, Align(16));
        let dbuf = k.shared::<u64>("dbuf", 4, Align(16));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t = k.tid_x();
        let wg = k.shr::<u32>(t, 7u32);
        let producer = k.setp::<u32>(Cmp::Eq, wg, 0u32);
        k.when(producer, |k| k.setmaxnreg_dec(40));
        k.unless(producer, |k| k.setmaxnreg_inc(232));
        let (lane, leader) = k.elect_sync(0xffffffffu32);
        k.bar_arrive(1, 384);
        k.barrier_sync_count(1, 384);
        k.barrier_arrive(2, 64);
        let r0 = k.redux_sync::<u32>(ReduxOp::Add, t, 0xffffffffu32);
        let r1 = k.redux_sync::<i32>(ReduxOp::Min, -1i32, 0xffffffffu32);
        let r2 = k.redux_sync::<u32>(ReduxOp::Max, lane, 0xffffffffu32);
        let r3 = k.redux_sync::<u32>(ReduxOp::And, r0, 0xffffffffu32);
        let r4 = k.redux_sync::<u32>(ReduxOp::Or, r2, 0xffffffffu32);
        let r5 = k.redux_sync::<u32>(ReduxOp::Xor, r3, u32::MAX);
        let m0 = k.match_any_sync::<u32>(r4, 0xffffffffu32);
        let clk = k.clock64();
        let (m1, same) = k.match_all_sync::<u64>(clk, 0xffffffffu32);
        let eq = k.lanemask_eq();
        let le = k.lanemask_le();
        let lt = k.lanemask_lt();
        let ge = k.lanemask_ge();
        let gt = k.lanemask_gt();
        let rank0 = k.getctarank(buf.widen());
        let bp = k.addr_of(buf);
        let bp32 = k.to_u32(bp);
        let rank1 = k.getctarank(bp32.widen());
        let bg = k.cvta(bp);
        let rank2 = k.getctarank(bg);
        let peer = k.mapa(bp, rank0);
        let barp = k.addr_of(bar);
        let peer_bar = k.mapa(barp, rank0);
        k.st_async(peer, r5, peer_bar);
        k.st_async(Address::byte_offset(buf.widen(), 4), 7u32, bar.widen());
        k.st_async_v2(Address::byte_offset(buf.widen(), 8), [m0, m1], bar.widen());
        let x = k.mov(1.5f32);
        k.st_async_v4(fbuf.widen(), [x, x, x, x], peer_bar);
        k.st_async(Address::byte_offset(dbuf.widen(), 8), clk, bar.widen());
        k.red_async(AtomOp::Add, Address::byte_offset(peer, 16), eq, peer_bar);
        let b32 = buf.cast::<i32>();
        k.red_async(
            AtomOp::Min,
            Address::byte_offset(b32.widen(), 20),
            r1,
            bar.widen(),
        );
        k.red_async(
            AtomOp::Xor,
            Address::byte_offset(buf.widen(), 24),
            3u32,
            bar.widen(),
        );
        k.red_async(AtomOp::Add, dbuf.widen(), clk, bar.widen());
        k.griddepcontrol_launch_dependents();
        k.griddepcontrol_wait();
        let s0 = k.add::<u32>(le, lt);
        let s1 = k.add::<u32>(ge, gt);
        let s2 = k.add::<u32>(rank1, rank2);
        let s3 = k.add::<u32>(s0, s1);
        let s4 = k.add::<u32>(s3, s2);
        k.when(same, |k| k.st(out, s4));
        k.when(leader, |k| k.st(wide, clk));
    });
    mo
}

/// The f32 `redux.sync` forms, for sm_100a.
fn redux_f32_macro() -> Module {
    let m = ptx_module! {
        target sm_100a;
        kernel redux_f32(out: global f32, x: f32) {
            let a = redux.sync.min.f32 x, 0xffffffff;
            let b = redux.sync.max.abs.f32 a, 0xffffffff;
            let c = redux.sync.min.NaN.f32 b, 0xffffffff;
            let d = redux.sync.max.abs.NaN.f32 c, 0xffffffff;
            st.global.f32 [out], d;
        }
    };
    m.into_module()
}

fn redux_f32_builder() -> Module {
    let mut mo = Module::new(Target::SM_100A);
    mo.entry("redux_f32", |k| {
        let out = k.param_ptr::<f32>("out");
        let x = k.param::<f32>("x");
        let f = |abs, nan| ReduxF32Flags { abs, nan };
        let a = k.redux_sync_f32(ReduxF32Op::Min, f(false, false), x, 0xffffffffu32);
        let b = k.redux_sync_f32(ReduxF32Op::Max, f(true, false), a, 0xffffffffu32);
        let c = k.redux_sync_f32(ReduxF32Op::Min, f(false, true), b, 0xffffffffu32);
        let d = k.redux_sync_f32(ReduxF32Op::Max, f(true, true), c, 0xffffffffu32);
        k.st(out, d);
    });
    mo
}

#[test]
fn warp_specialization_forms_map_to_their_builder_methods() {
    let ptx = same("macro_coverage_wspec", wspec_macro(), wspec_builder());
    assert!(
        ptx.contains("elect.sync \t%r") && ptx.contains("|%p"),
        "{ptx}"
    );
    same(
        "macro_coverage_redux_f32",
        redux_f32_macro(),
        redux_f32_builder(),
    );
}

/// Table rows no `ptx_module!` program can use, with the reason. Empty today: every row
/// has a spelling (declarations and directives through the macro's declaration syntax).
/// The 128-bit forms (PTX ISA 8.3; the atomics need sm_90).
fn b128_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel b128_cover(out: global b128, wide: global u64) {
            shared s: b128[2] align 16;
            let v = ld.global.b128 [out];
            mov.b128 {lo, hi}, v;
            let w = mov.b128 {hi, lo};
            let c = mov.b128 w;
            st.shared.b128 [s], c;
            let old = atom.shared.cas.b128 [s+16], v, w;
            let prev = atom.global.exch.b128 [out], old;
            st.global.u64 [wide], lo;
            st.global.b128 [out+16], prev;
        }
    };
    m.into_module()
}

fn b128_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    mo.kernel_named(
        "b128_cover",
        &["out", "wide"],
        |k, (out, wide): (Ptr<Global, B128>, Ptr<Global, u64>)| {
            let s = k.shared::<B128>("s", 2, Align(16));
            let v = k.ld(out);
            let [lo, hi] = k.unpack_b128(v);
            let w = k.mov_b128(hi, lo);
            let c = k.mov(w);
            k.st(s, c);
            let old = k.atom_cas_b128(s.at(1), v, w);
            let prev = k.atom_exch_b128(out, old);
            k.st(wide, lo);
            k.st(out.at(1), prev);
        },
    );
    mo
}

#[test]
fn b128_forms_map_to_their_builder_methods() {
    same("macro_coverage_b128", b128_macro(), b128_builder());
}

/// The `Shape::Row` rows (issue 17, item 10), which `ptx_module!` reads from the row alone
/// (item 4): the mnemonic is looked up in the table, and its slot values and operands are
/// passed to the row's generated method (a flag a `bool`, a list of modifiers a
/// `typed_ptx::slots` enum). `barrier.cluster.arrive` gains `.release`/`.relaxed` and
/// `.aligned`, `barrier.cluster.wait` `.acquire` and `.aligned`.
fn rows_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel rows(out: global u32, x: u32, y: s64) {
            let a = bfind.u32 x;
            let b = bfind.shiftamt.s64 y;
            let c = bmsk.clamp.b32 a, b;
            let d = bmsk.wrap.b32 c, 3;
            barrier.cluster.arrive.release.aligned;
            barrier.cluster.wait.acquire.aligned;
            barrier.cluster.arrive.relaxed;
            barrier.cluster.wait.aligned;
            barrier.cluster.arrive.aligned;
            barrier.cluster.wait;
            st.global.u32 [out], d;
            nanosleep.u32 a;
            nanosleep.u32 1000;
            trap;
        }
    };
    m.into_module()
}

fn rows_builder() -> Module {
    use typed_ptx::slots::{BarrierClusterArriveSem, BmskMode};
    let mut mo = Module::new(Target::SM_90);
    mo.entry("rows", |k| {
        let out = k.param_ptr::<u32>("out");
        let x = k.param::<u32>("x");
        let y = k.param::<i64>("y");
        let a = k.bfind::<u32>(false, x);
        let b = k.bfind::<i64>(true, y);
        let c = k.bmsk(BmskMode::Clamp, a, b);
        let d = k.bmsk(BmskMode::Wrap, c, 3u32);
        k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Release), true);
        k.barrier_cluster_wait_with(true, true);
        k.barrier_cluster_arrive_with(Some(BarrierClusterArriveSem::Relaxed), false);
        k.barrier_cluster_wait_with(false, true);
        k.barrier_cluster_arrive_with(None, true);
        k.barrier_cluster_wait();
        k.st(out, d);
        k.nanosleep(a);
        k.nanosleep(1000u32);
        k.trap();
    });
    mo
}

#[test]
fn row_forms_map_to_their_generated_methods() {
    let ptx = same("macro_coverage_rows", rows_macro(), rows_builder());
    assert!(
        ptx.contains("barrier.cluster.arrive.release.aligned;")
            && ptx.contains("bmsk.wrap.b32")
            && ptx.contains("bfind.shiftamt.s64"),
        "{ptx}"
    );
}

/// The fences of issue 18 (PTX ISA 8.6 to 9.5): `.sc` at every scope, the one-way
/// `.acquire`/`.release` fences, the `.sync_restrict` and alias fences and the one-way
/// generic/async proxy fences, each a row `ptx_module!` reads from the table.
fn fences_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel fences() {
            fence.sc.cta;
            fence.sc.cluster;
            fence.sc.sys;
            fence.acquire.cluster;
            fence.release.gpu;
            fence.acquire.sync_restrict::shared::cluster.cluster;
            fence.release.sync_restrict::shared::cta.cluster;
            fence.alias.sync_restrict::read.release.sys;
            fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;
            fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;
            fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta;
            fence.proxy.alias;
            fence.proxy.alias.release.sys;
        }
    };
    m.into_module()
}

fn fences_builder() -> Module {
    use typed_ptx::slots::FenceProxyAliasSysSem;
    let mut mo = Module::new(Target::SM_90);
    mo.entry("fences", |k| {
        k.fence_sc(Scope::Cta);
        k.fence_sc(Scope::Cluster);
        k.fence_sc(Scope::Sys);
        k.fence_acquire(Scope::Cluster);
        k.fence_release(Scope::Gpu);
        k.fence_acquire_sync_restrict();
        k.fence_release_sync_restrict();
        k.fence_alias_read_release();
        k.fence_proxy_async_generic_acquire();
        k.fence_proxy_async_generic_release();
        k.fence_proxy_async_generic_release_read(typed_ptx::MbarScope::Cta);
        k.fence_proxy_alias();
        k.fence_proxy_alias_sys(FenceProxyAliasSysSem::Release);
    });
    mo
}

#[test]
fn fence_rows_map_to_their_generated_methods() {
    let ptx = same("macro_coverage_fences", fences_macro(), fences_builder());
    assert!(
        ptx.contains(".version 9.5")
            && ptx.contains("fence.release.sync_restrict::shared::cta.cluster;")
            && ptx.contains(
                "fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta;"
            ),
        "{ptx}"
    );
}

/// The `.global` loads and stores with an L1 eviction priority or an L2 prefetch size
/// (issue 18), coherent and non-coherent.
fn hints_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel hints(out: global f32, src: global f32, n: global u64) {
            let a = ld.global.L1::evict_first.f32 [src];
            let b = ld.global.L1::evict_last.L2::256B.f32 [src + 4];
            let c = ld.global.L2::128B.f32 [src + 8];
            let d = ld.global.nc.L1::no_allocate.L2::64B.f32 [src + 12];
            let e = ld.global.nc.L2::256B.f32 [src + 16];
            let f = ld.global.nc.L1::evict_unchanged.u64 [n];
            let s = add.f32 a, b;
            let s = add.f32 s, c;
            let s = add.f32 s, d;
            let s = add.f32 s, e;
            st.global.L1::evict_first.f32 [out], s;
            st.global.L1::no_allocate.u64 [n + 8], f;
            let v = ld.global.nc.v4.f32 [src + 32];
            let w = ld.global.nc.L1::no_allocate.L2::256B.v2.f32 [src + 48];
            let x = ld.global.L1::evict_last.v4.f32 [src + 64];
            let y = ld.global.L2::128B.v2.f32 [src + 80];
            st.global.L1::evict_first.v4.f32 [out + 16], v;
            st.global.L1::no_allocate.v2.f32 [out + 32], w;
            st.global.L1::evict_unchanged.v4.f32 [out + 48], x;
            st.global.L1::evict_last.v2.f32 [out + 64], y;
            let z = ld.global.L1::evict_first.L2::64B.v2.f32 [src + 96];
            let q = ld.global.L2::256B.v4.f32 [src + 112];
            st.global.L1::evict_normal.v2.f32 [out + 80], z;
            st.global.L1::evict_first.v4.f32 [out + 96], q;
            let pol = createpolicy.fractional.L2::evict_first.b64 0.5;
            let h = ld.global.L2::cache_hint.f32 [src + 128], pol;
            let i = ld.global.nc.L1::evict_last.L2::cache_hint.L2::256B.f32 [src + 132], pol;
            st.global.L1::no_allocate.L2::cache_hint.f32 [out + 112], h, pol;
            let pol2 = createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 1.0;
            st.global.L2::cache_hint.f32 [out + 116], i, pol2;
        }
    };
    m.into_module()
}

fn hints_builder() -> Module {
    use typed_ptx::{L1Evict, L2Prefetch};
    let mut mo = Module::new(Target::SM_90);
    mo.entry("hints", |k| {
        let out = k.param_ptr::<f32>("out");
        let src = k.param_ptr::<f32>("src");
        let n = k.param_ptr::<u64>("n");
        let a = k.ld_evict(L1Evict::EvictFirst, None, src);
        let b = k.ld_evict(L1Evict::EvictLast, Some(L2Prefetch::Bytes256), src.at(1));
        let c = k.ld_prefetch(L2Prefetch::Bytes128, src.at(2));
        let d = k.ld_nc_evict(L1Evict::NoAllocate, Some(L2Prefetch::Bytes64), src.at(3));
        let e = k.ld_nc_prefetch(L2Prefetch::Bytes256, src.at(4));
        let f = k.ld_nc_evict(L1Evict::EvictUnchanged, None, n);
        let s = k.add(a, b);
        let s = k.add(s, c);
        let s = k.add(s, d);
        let s = k.add(s, e);
        k.st_evict(L1Evict::EvictFirst, out, s);
        k.st_evict(L1Evict::NoAllocate, n.at(1), f);
        let v = k.ld_nc_v4(None, None, src.at(8));
        let w = k.ld_nc_v2(
            Some(L1Evict::NoAllocate),
            Some(L2Prefetch::Bytes256),
            src.at(12),
        );
        let x = k.ld_evict_v4(L1Evict::EvictLast, None, src.at(16));
        let y = k.ld_prefetch_v2(L2Prefetch::Bytes128, src.at(20));
        k.st_evict_v4(L1Evict::EvictFirst, out.at(4), v);
        k.st_evict_v2(L1Evict::NoAllocate, out.at(8), w);
        k.st_evict_v4(L1Evict::EvictUnchanged, out.at(12), x);
        k.st_evict_v2(L1Evict::EvictLast, out.at(16), y);
        let z = k.ld_evict_v2(L1Evict::EvictFirst, Some(L2Prefetch::Bytes64), src.at(24));
        let q = k.ld_prefetch_v4(L2Prefetch::Bytes256, src.at(28));
        k.st_evict_v2(L1Evict::EvictNormal, out.at(20), z);
        k.st_evict_v4(L1Evict::EvictFirst, out.at(24), q);
        use typed_ptx::slots::{CreatepolicyPrimary as P, CreatepolicySecondary as S};
        let pol = k.createpolicy(P::L2EvictFirst, None, 0.5f32);
        let h = k.ld_policy(None, None, src.at(32), pol);
        let i = k.ld_nc_policy(
            Some(L1Evict::EvictLast),
            Some(L2Prefetch::Bytes256),
            src.at(33),
            pol,
        );
        k.st_policy(Some(L1Evict::NoAllocate), out.at(28), h, pol);
        let pol2 = k.createpolicy(P::L2EvictLast, Some(S::L2EvictUnchanged), 1.0f32);
        k.st_policy(None, out.at(29), i, pol2);
    });
    mo
}

#[test]
fn cache_hint_rows_map_to_their_generated_methods() {
    let ptx = same("macro_coverage_hints", hints_macro(), hints_builder());
    assert!(
        ptx.contains("ld.global.L1::evict_last.L2::256B.f32")
            && ptx.contains("ld.global.nc.L1::no_allocate.L2::64B.f32")
            && ptx.contains("st.global.L1::no_allocate.u64")
            && ptx.contains("ld.global.nc.v4.f32")
            && ptx.contains("ld.global.nc.L1::no_allocate.L2::256B.v2.f32")
            && ptx.contains("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64")
            && ptx.contains("ld.global.nc.L1::evict_last.L2::cache_hint.L2::256B.f32"),
        "{ptx}"
    );
}

/// The `tcgen05` forms the macro spells (sm_100a): the fences, the waits and the commits
/// (the forms on a tensor-memory allocation are the builder's: `NO_SPELLING`).
fn tcgen05_macro() -> Module {
    let m = ptx_module! {
        target sm_100a;
        kernel tcgen05(rank: u32) {
            shared bar: mbarrier[1];
            mbarrier.init.shared::cta.b64 [bar], 1;
            tcgen05.fence::before_thread_sync;
            bar.sync 0;
            tcgen05.fence::after_thread_sync;
            tcgen05.wait::ld.sync.aligned;
            tcgen05.wait::st.sync.aligned;
            let b0 = mov.u64 bar;
            let rb = mapa.shared::cluster b0, rank;
            tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [rb];
            tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [rb], 3;
        }
        // One CTA group per kernel (ptxas refuses a kernel of both).
        kernel tcgen05_pair(rank: u32) {
            shared pbar: mbarrier[1];
            let b0 = mov.u64 pbar;
            let rb = mapa.shared::cluster b0, rank;
            tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [rb];
            tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [rb], 3;
        }
    };
    m.into_module()
}

fn tcgen05_builder() -> Module {
    let mut mo = Module::new(Target::SM_100A);
    mo.kernel_named("tcgen05", &["rank"], |k, (rank,): (Reg<u32>,)| {
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, 1u32);
        k.tcgen05_fence_before_thread_sync();
        k.bar_sync(0);
        k.tcgen05_fence_after_thread_sync();
        k.tcgen05_wait_ld();
        k.tcgen05_wait_st();
        let b0 = k.addr_of(bar);
        let rb = k.mapa(b0, rank);
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, rb);
        k.tcgen05_commit_multicast(Tcgen05Group::CtaGroup1, rb, 3u16);
    });
    mo.kernel_named("tcgen05_pair", &["rank"], |k, (rank,): (Reg<u32>,)| {
        let bar = k.shared::<Mbarrier>("pbar", 1, Align(8));
        let b0 = k.addr_of(bar);
        let rb = k.mapa(b0, rank);
        k.tcgen05_commit(Tcgen05Group::CtaGroup2, rb);
        k.tcgen05_commit_multicast(Tcgen05Group::CtaGroup2, rb, 3u16);
    });
    mo
}

#[test]
fn tcgen05_rows_map_to_their_generated_methods() {
    let ptx = same("macro_coverage_tcgen05", tcgen05_macro(), tcgen05_builder());
    assert!(
        ptx.contains("tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64")
            && ptx.contains("tcgen05.fence::after_thread_sync"),
        "{ptx}"
    );
}

/// The `.relaxed` mbarrier forms (PTX ISA 8.6; `expect_tx`/`complete_tx` 8.0), on this
/// CTA's mbarrier and another's.
fn relaxed_mbarrier_macro() -> Module {
    let m = ptx_module! {
        target sm_90;
        kernel relaxed(out: global u32, rank: u32) {
            shared bar: mbarrier[1];
            mbarrier.init.shared::cta.b64 [bar], 2;
            fence.mbarrier_init.release.cluster;
            let t = mbarrier.arrive.relaxed.cta.shared::cta.b64 [bar];
            let u = mbarrier.arrive.expect_tx.relaxed.cluster.shared::cta.b64 [bar], 0;
            mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar], 16;
            mbarrier.complete_tx.relaxed.cluster.shared::cta.b64 [bar], 16;
            let p = mbarrier.test_wait.relaxed.cta.shared::cta.b64 [bar], t;
            let q = mbarrier.test_wait.parity.relaxed.cluster.shared::cta.b64 [bar], 0;
            let r = mbarrier.try_wait.relaxed.cluster.shared::cta.b64 [bar], u;
            let s = mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64 [bar], 1;
            let b0 = mov.u64 bar;
            let rb = mapa.shared::cluster b0, rank;
            mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [rb];
            mbarrier.arrive.expect_tx.relaxed.cluster.shared::cluster.b64 _, [rb], 0;
            let a = selp.u32 1, 0, p;
            let b = selp.u32 2, 0, q;
            let c = selp.u32 4, 0, r;
            let d = selp.u32 8, 0, s;
            let a = or.b32 a, b;
            let c = or.b32 c, d;
            let a = or.b32 a, c;
            st.global.u32 [out], a;
            let h1 = mbarrier.try_wait.shared::cta.b64 [bar], t, 1000;
            let h2 = mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 [bar], 0, 500;
            let h3 = mbarrier.try_wait.relaxed.cluster.shared::cta.b64 [bar], u, 100;
            let h4 = mbarrier.try_wait.parity.shared::cta.b64 [bar], 1, 100;
            let h5 = mbarrier.try_wait.acquire.cluster.shared::cta.b64 [bar], t, 10;
            let h6 = mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64 [bar], 0, 10;
            let h = and.pred h1, h2;
            let h = and.pred h, h3;
            let h = and.pred h, h4;
            let h = and.pred h, h5;
            let h = and.pred h, h6;
            let v = selp.u32 1, 0, h;
            st.global.u32 [out + 4], v;
        }
    };
    m.into_module()
}

fn relaxed_mbarrier_builder() -> Module {
    let mut mo = Module::new(Target::SM_90);
    mo.entry("relaxed", |k| {
        let out = k.param_ptr::<u32>("out");
        let rank = k.param::<u32>("rank");
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, 2u32);
        k.fence_mbarrier_init();
        let t = k.mbarrier_arrive_relaxed(bar, MbarScope::Cta);
        let u = k.mbarrier_arrive_expect_tx_relaxed(bar, 0u32, MbarScope::Cluster);
        k.mbarrier_expect_tx_relaxed(bar, 16u32, MbarScope::Cta);
        k.mbarrier_complete_tx_relaxed(bar, 16u32, MbarScope::Cluster);
        let p = k.mbarrier_test_wait_relaxed(bar, t, MbarScope::Cta);
        let q = k.mbarrier_test_wait_parity_relaxed(bar, 0u32, MbarScope::Cluster);
        let r = k.mbarrier_try_wait_relaxed(bar, u, MbarScope::Cluster);
        let s = k.mbarrier_try_wait_parity_relaxed(bar, 1u32, MbarScope::Cta);
        let b0 = k.addr_of(bar);
        let rb = k.mapa(b0, rank);
        k.mbarrier_arrive_relaxed_remote(rb);
        k.mbarrier_arrive_expect_tx_relaxed_remote(rb, 0u32);
        let a = k.selp(1u32, 0u32, p);
        let b = k.selp(2u32, 0u32, q);
        let c = k.selp(4u32, 0u32, r);
        let d = k.selp(8u32, 0u32, s);
        let a = k.or(a, b);
        let c = k.or(c, d);
        let a = k.or(a, c);
        k.st(out, a);
        let h1 = k.mbarrier_try_wait_hint(bar, t, 1000u32);
        let h2 = k.mbarrier_try_wait_parity_acquire_hint(bar, 0u32, 500u32, MbarScope::Cta);
        let h3 = k.mbarrier_try_wait_relaxed_hint(bar, u, 100u32, MbarScope::Cluster);
        let h4 = k.mbarrier_try_wait_parity_hint(bar, 1u32, 100u32);
        let h5 = k.mbarrier_try_wait_acquire_hint(bar, t, 10u32, MbarScope::Cluster);
        let h6 = k.mbarrier_try_wait_parity_relaxed_hint(bar, 0u32, 10u32, MbarScope::Cta);
        let h = k.and(h1, h2);
        let h = k.and(h, h3);
        let h = k.and(h, h4);
        let h = k.and(h, h5);
        let h = k.and(h, h6);
        let v = k.selp(1u32, 0u32, h);
        k.st(out.at(1), v);
    });
    mo
}

#[test]
fn relaxed_mbarrier_rows_map_to_their_generated_methods() {
    let ptx = same(
        "macro_coverage_relaxed_mbarrier",
        relaxed_mbarrier_macro(),
        relaxed_mbarrier_builder(),
    );
    assert!(
        ptx.contains("mbarrier.arrive.expect_tx.relaxed.cluster.shared::cta.b64")
            && ptx.contains("mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64")
            && ptx.contains("mbarrier.arrive.relaxed.cluster.shared::cluster.b64")
            && ptx.contains(", 1000;"),
        "{ptx}"
    );
}

/// Every macro program of the coverage tests (what the table's forms and spaces must be
/// spelled by).
fn coverage_modules() -> [Module; 17] {
    [
        tcgen05_macro(),
        relaxed_mbarrier_macro(),
        hints_macro(),
        fences_macro(),
        by_macro(),
        warp_macro(),
        spaces_macro(),
        explicit_macro(),
        explicit_more_macro(),
        mbar_macro(),
        bulk_macro(),
        tc_macro(),
        half_macro(),
        wspec_macro(),
        redux_f32_macro(),
        b128_macro(),
        rows_macro(),
    ]
}

/// The forms on a tensor-memory allocation: why `ptx_module!` does not spell them.
const TMEM_WHY: &str = "tensor memory is the builder's typed allocation (Tmem: its columns checked at each access, its freeing on every path at emit); ptx_module! has no tensor-memory declaration yet";

/// The tensor map edits: why `ptx_module!` does not spell them.
const TENSORMAP_EDIT_WHY: &str = "an edited tensor map is a .shared::cta or .global TensorMap the builder types (TensorMapEdit); ptx_module! declares tensor maps only as kernel parameters and module variables, and has no kernel-level .shared tensor map yet";

/// The arrivals with a count: why `ptx_module!` does not spell them yet.
const ARRIVE_COUNT_WHY: &str = "ptx_module!'s mbarrier grammar picks the form from the mnemonic alone, and these share theirs with the arrivals of one (mbarrier.arrive.shared::cta.b64 [bar] and [bar], count); telling them apart by the operand count is not in the macro yet";

/// The arrive_drop forms with a semantics, a count or expect_tx, and the `.cta`-scoped
/// remote transaction counts: why `ptx_module!` does not spell them yet.
const ARRIVE_DROP_WHY: &str = "ptx_module!'s mbarrier grammar is written by hand per mnemonic and reads arrive_drop only plain, .noComplete and remote without a count, and the remote expect_tx/complete_tx only at .cluster scope; these forms are the builder's and the C++ header's until the grammar reads the table's slots";

/// cp.async.mbarrier.arrive through a generic address: why `ptx_module!` does not
/// spell it yet.
const CP_ASYNC_ARRIVE_GENERIC_WHY: &str = "ptx_module!'s cp.async grammar reads the mbarrier arrivals with their .shared space only; the generic-address forms are the builder's (cp_async_mbarrier_arrive takes either address) and the C++ header's";

/// The `multimem` rows: why `ptx_module!` does not spell them.
const MULTIMEM_WHY: &str = "a multimem address is the builder's Multimem<T>, a kernel parameter of its own type that no pointer converts to; ptx_module! has no multimem parameter declaration yet, and taking a .u64 or .global pointer operand would let any address through";

/// `elect.sync` with the lane index discarded: why `ptx_module!` does not spell it yet.
const ELECT_PRED_WHY: &str = "ptx_module!'s `let (lane, leader) = elect.sync mask;` binds both results; a one-binding `let leader = elect.sync mask;` for the `_|p` spelling is not in the macro's grammar yet (the builder's elect_sync_pred emits it)";

const NO_SPELLING: &[(FormId, &str)] = &[
    (FormId::ElectSyncPred, ELECT_PRED_WHY),
    (FormId::MultimemLdReduce, MULTIMEM_WHY),
    (FormId::MultimemLdReduceV2, MULTIMEM_WHY),
    (FormId::MultimemLdReduceV4, MULTIMEM_WHY),
    (FormId::MultimemLdReduceV8, MULTIMEM_WHY),
    (FormId::MultimemSt, MULTIMEM_WHY),
    (FormId::MultimemStV2, MULTIMEM_WHY),
    (FormId::MultimemStV4, MULTIMEM_WHY),
    (FormId::MultimemStV8, MULTIMEM_WHY),
    (FormId::MultimemRed, MULTIMEM_WHY),
    (FormId::MultimemRedV2, MULTIMEM_WHY),
    (FormId::MultimemRedV4, MULTIMEM_WHY),
    (FormId::MultimemRedV8, MULTIMEM_WHY),
    (FormId::MbarrierArriveDropReleaseCount, ARRIVE_DROP_WHY),
    (FormId::MbarrierArriveDropRelaxedCount, ARRIVE_DROP_WHY),
    (FormId::MbarrierArriveDropRemoteCount, ARRIVE_DROP_WHY),
    (
        FormId::MbarrierArriveDropRelaxedRemoteCount,
        ARRIVE_DROP_WHY,
    ),
    (FormId::MbarrierArriveDropNoCompleteRelease, ARRIVE_DROP_WHY),
    (FormId::MbarrierArriveDropExpectTxRelease, ARRIVE_DROP_WHY),
    (FormId::MbarrierArriveDropExpectTxRelaxed, ARRIVE_DROP_WHY),
    (FormId::MbarrierArriveDropExpectTxRemote, ARRIVE_DROP_WHY),
    (
        FormId::MbarrierArriveDropExpectTxRelaxedRemote,
        ARRIVE_DROP_WHY,
    ),
    (FormId::MbarrierExpectTxRemoteCta, ARRIVE_DROP_WHY),
    (FormId::MbarrierCompleteTxRemoteCta, ARRIVE_DROP_WHY),
    (
        FormId::CpAsyncMbarrierArriveGeneric,
        CP_ASYNC_ARRIVE_GENERIC_WHY,
    ),
    (
        FormId::CpAsyncMbarrierArriveNoincGeneric,
        CP_ASYNC_ARRIVE_GENERIC_WHY,
    ),
    (FormId::MbarrierArriveCount, ARRIVE_COUNT_WHY),
    (FormId::MbarrierArriveReleaseCount, ARRIVE_COUNT_WHY),
    (FormId::MbarrierArriveRelaxedCount, ARRIVE_COUNT_WHY),
    (FormId::MbarrierArriveRemoteCount, ARRIVE_COUNT_WHY),
    (FormId::MbarrierArriveRelaxedRemoteCount, ARRIVE_COUNT_WHY),
    (FormId::TensormapReplaceAddress, TENSORMAP_EDIT_WHY),
    (FormId::TensormapReplaceDim, TENSORMAP_EDIT_WHY),
    (FormId::TensormapReplaceStride, TENSORMAP_EDIT_WHY),
    (FormId::TensormapCpFenceproxy, TENSORMAP_EDIT_WHY),
    (FormId::Tcgen05MmaBlockScale, TMEM_WHY),
    (FormId::Tcgen05MmaBlockScaleTmemA, TMEM_WHY),
    (FormId::Tcgen05MmaBlock, TMEM_WHY),
    (FormId::Tcgen05MmaBlockTmemA, TMEM_WHY),
    (FormId::Tcgen05MmaSp, TMEM_WHY),
    (FormId::Tcgen05MmaSpTmemA, TMEM_WHY),
    (FormId::Tcgen05MmaSpBlock, TMEM_WHY),
    (FormId::Tcgen05MmaSpBlockTmemA, TMEM_WHY),
    (FormId::Tcgen05Alloc, TMEM_WHY),
    (FormId::Tcgen05Dealloc, TMEM_WHY),
    (FormId::Tcgen05Relinquish, TMEM_WHY),
    (FormId::Tcgen05Ld, TMEM_WHY),
    (FormId::Tcgen05St, TMEM_WHY),
    (FormId::Tcgen05LdSplit, TMEM_WHY),
    (FormId::Tcgen05StSplit, TMEM_WHY),
    (FormId::Tcgen05Shift, TMEM_WHY),
    (FormId::Tcgen05Cp, TMEM_WHY),
    (FormId::Tcgen05LdRed, TMEM_WHY),
    (FormId::Tcgen05LdRedSplit, TMEM_WHY),
    (FormId::Tcgen05Mma, TMEM_WHY),
    (FormId::Tcgen05MmaTmemA, TMEM_WHY),
    (FormId::Tcgen05MmaLanes, TMEM_WHY),
    (FormId::Tcgen05MmaTmemALanes, TMEM_WHY),
    (FormId::Tcgen05MmaScaleD, TMEM_WHY),
    (FormId::Tcgen05MmaTmemAScaleD, TMEM_WHY),
    (FormId::Tcgen05MmaLanesScaleD, TMEM_WHY),
    (FormId::Tcgen05MmaTmemALanesScaleD, TMEM_WHY),
    (FormId::Tcgen05MmaWs, TMEM_WHY),
    (FormId::Tcgen05MmaWsTmemA, TMEM_WHY),
    (FormId::Tcgen05MmaWsZeroCols, TMEM_WHY),
    (FormId::Tcgen05MmaWsTmemAZeroCols, TMEM_WHY),
];

#[test]
fn every_table_form_has_a_macro_spelling() {
    let modules = coverage_modules();
    let mut used = vec![false; FORMS.len()];
    for m in &modules {
        for f in m.forms_used() {
            used[f as usize] = true;
        }
    }
    let mut missing = Vec::new();
    for f in FORMS {
        let excused = NO_SPELLING.iter().find(|(id, _)| *id == f.id);
        match (used[f.id as usize], excused) {
            (true, Some((_, why))) => panic!(
                "{:?} is listed in NO_SPELLING ({why}) but a macro program uses it: remove it from the list",
                f.id
            ),
            (false, None) => missing.push(format!("{:?} (`{}`)", f.id, f.mnemonic)),
            _ => {}
        }
    }
    assert!(
        missing.is_empty(),
        "{} table forms have no ptx_module! spelling in tests/macro_coverage.rs: {}\nadd them to the macro (ptx-macros/src/kernel/) and to a program here, or to NO_SPELLING with the reason",
        missing.len(),
        missing.join(", ")
    );
}

/// The state spaces of a row with a `{.space}` slot that no macro program spells, and why.
const NO_SPACE_SPELLING: &[(FormId, typed_ptx::isa::Mod, &str)] = &[
    (
        FormId::TensormapReplaceAddress,
        typed_ptx::isa::Mod::SharedCta,
        TENSORMAP_EDIT_WHY,
    ),
    (
        FormId::TensormapReplaceAddress,
        typed_ptx::isa::Mod::Global,
        TENSORMAP_EDIT_WHY,
    ),
    (
        FormId::TensormapReplaceDim,
        typed_ptx::isa::Mod::SharedCta,
        TENSORMAP_EDIT_WHY,
    ),
    (
        FormId::TensormapReplaceDim,
        typed_ptx::isa::Mod::Global,
        TENSORMAP_EDIT_WHY,
    ),
    (
        FormId::TensormapReplaceStride,
        typed_ptx::isa::Mod::SharedCta,
        TENSORMAP_EDIT_WHY,
    ),
    (
        FormId::TensormapReplaceStride,
        typed_ptx::isa::Mod::Global,
        TENSORMAP_EDIT_WHY,
    ),
];

/// Every value of every row's `{.space}` slot (`ld.global`, `ld.shared::cta`,
/// `cvta.to.local` …) is spelled by one of the macro programs: a merged row is covered
/// space by space, not by any one of its spellings (each instruction of the programs'
/// PTX is looked up in the table).
#[test]
fn every_space_of_a_table_form_has_a_macro_spelling() {
    use typed_ptx::isa::{Mod, Val, lookup};
    let modules = coverage_modules();
    let mut seen: Vec<(FormId, Val)> = Vec::new();
    for m in &modules {
        let ptx = m.emit().expect("a coverage program emits");
        for line in ptx.lines() {
            let line = line.trim_start();
            let line = match line.strip_prefix('@') {
                Some(rest) => rest.split_once(' ').map_or(rest, |(_, r)| r),
                None => line,
            };
            let Some(word) = line.split_whitespace().next() else {
                continue;
            };
            let word = word.trim_end_matches(';');
            for (id, vals) in lookup(word).unwrap_or_default() {
                if let Some((i, _)) = id.form().space_slot() {
                    seen.push((id, vals[i]));
                }
            }
        }
    }
    let mut missing = Vec::new();
    for f in FORMS {
        let Some((i, values)) = f.space_slot() else {
            continue;
        };
        for &m in values {
            let excused = NO_SPACE_SPELLING
                .iter()
                .any(|(id, v, _)| *id == f.id && *v == m);
            if !excused && !seen.contains(&(f.id, Val::from(m))) {
                missing.push(format!(
                    "{:?} {}",
                    f.id,
                    if m == Mod::None {
                        "(generic)"
                    } else {
                        m.text()
                    }
                ));
            }
            let _ = i;
        }
    }
    assert!(
        missing.is_empty(),
        "{} spaces of table rows have no ptx_module! spelling in tests/macro_coverage.rs: {}",
        missing.len(),
        missing.join(", ")
    );
}

/// Labels keep their rules inside structured bodies: a branch may leave a loop body but
/// not enter one (`docs/soundness.md`, S3), and a value made inside is not read after.
#[test]
fn a_branch_into_a_loop_body_is_refused() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            let t = mov.u32 %tid.x;
            let z = setp.eq.u32 t, 0;
            @z bra inside;
            for i: u32 in 0..n {
            inside:
                st.global.u32 [out], i;
            }
        }
    };
    let err = m.emit().unwrap_err().to_string();
    assert!(err.contains("region"), "{err}");
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            let t = mov.u32 %tid.x;
            let z = setp.eq.u32 t, 0;
            if z {
                let w = add.u32 t, n;
                st.global.u32 [out], w;
            }
            for i: u32 in 0..n {
                @z bra out_of_it;
                st.global.u32 [out], i;
            }
        out_of_it:
            st.global.u32 [out+4], t;
        }
    };
    assert!(m.emit().is_ok());
}

/// Every `ptx_module!` kernel has a typed handle, a field named after it, whose type is
/// the kernel's parameter list; the value derefs to its `Module`.
#[test]
fn kernels_have_typed_handles() {
    let m = ptx_module! {
        target sm_80;
        kernel scale(out: global f32, a: f32, n: u32) {
            let t = mov.u32 %tid.x;
            let inside = setp.lt.u32 t, n;
            if inside {
                let p = index out, t;
                let v = ld.global.f32 [p];
                let w = mul.f32 v, a;
                st.global.f32 [p], w;
            }
        }
        kernel halves(pv: param u64 as u32, out: global u32) {
            let lo = ld.param.u32 [pv];
            let hi = ld.param.u32 [pv+4];
            let s = add.u32 lo, hi;
            st.global.u32 [out], s;
        }
    };
    type Scale = typed_ptx::KernelRef<(Ptr<Global, f32>, Reg<f32>, Reg<u32>)>;
    type Halves = typed_ptx::KernelRef<(Var<Param<Entry>, u64>, Ptr<Global, u32>)>;
    fn takes(_: &Scale, _: &Halves) {}
    takes(&m.scale, &m.halves);
    assert_eq!(m.scale.name(), "scale");
    assert_eq!(
        m.halves.signature(),
        &[(typed_ptx::Ty::U64, false), (typed_ptx::Ty::U64, true)]
    );
    let ptx = m.emit().unwrap();
    assert!(ptx.contains(".param .u64 pv"), "{ptx}");
    assert_eq!(m.kernels().len(), 2);
    let module: Module = m.into_module();
    common::assert_ptxas_accepts("macro_handles", &module.emit().unwrap());
}
