//! Every instruction family `ptx_module!` supports beyond the seeds, written once through
//! the macro and once as builder calls: the two modules emit byte-identical PTX, so each
//! mnemonic maps onto the builder method `docs/ptx_module.md` names; and `ptxas` accepts
//! the module.

mod common;

use typed_ptx::{
    Align, AtomOp, Cmp, CpSize, Generic, Global, LdCache, Module, Ptr, Reg, Scope, StCache, Target,
    ptx_module,
};

const N: u32 = 3;

fn by_macro() -> Module {
    ptx_module! {
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
    }
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

#[test]
fn every_supported_form_maps_to_its_builder_method() {
    let a = by_macro().emit().unwrap();
    let b = by_builder().emit().unwrap();
    assert_eq!(a, b);
    common::assert_ptxas_accepts("macro_coverage", &a);
}
