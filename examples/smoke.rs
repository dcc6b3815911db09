use typed_ptx::*;
fn main() {
    let mut m = Module::new(Target::SM_90);
    let g = m.global::<u32>("gtable", 4);
    let c = m.const_init::<f32>("coef", &[1.0, 2.5]);
    let f = m.func("bump", |k, (p,): (Ptr<Generic, u32>,)| {
        let v = k.ld(p);
        let w = k.add(v, 2u32);
        k.st(p, w);
        w
    });
    m.entry("smoke", |k| {
        k.maxntid(128, 1, 1);
        let out = k.param_ptr::<u32>("out");
        let n = k.param::<u32>("n");
        let x = k.shared::<u32>("x", 32, 16);
        let tid = k.tid_x();
        let sp = k.addr_of(x);
        let sp32 = k.to_u32(sp);
        let e = k.index(sp32, tid);
        k.st(e, tid);
        let back = k.to_u64(sp32);
        let gp = k.cvta(back);
        let r = k.call(f, (gp,));
        let gout = k.cvta(out);
        let p = k.setp(Cmp::Lt, tid, n);
        let sel = k.selp_ptr(gout, gp, p);
        k.st(sel, r);
        let cv = k.ld(c.at(1));
        let ci = k.cvt::<u32, f32>(cv);
        let gv = k.ld(g.at(2));
        let s = k.add(ci, gv);
        k.if_space::<Global, _, _>(sel, |k, gq| k.st(gq, s));
        k.when(p, |k| k.st(out.at(3), 9u32));
        let v4 = k.ld_v4(out);
        k.st_v4(out.at(4), v4);
        k.atom(AtomOp::Add, out, 1u32);
        k.red(AtomOp::Max, x, tid);
        let l = k.label();
        k.bra_if(p, l);
        k.bar_sync(0);
        k.place(l);
        let cl = k.cluster_ctarank();
        let far = k.mapa(sp.widen(), cl);
        k.st(far, 5u32);
        k.cp_async_cg(x, out);
        k.cp_async_commit_group();
        k.cp_async_wait_all();
    });
    match m.emit() {
        Ok(p) => print!("{p}"),
        Err(e) => { eprintln!("{e}"); std::process::exit(1) }
    }
}
