//! What each kind of instruction does to the lanes that run it.

use super::alu;
use super::decode::{A, AOp, BoolOp, Ins, K, ShflMode, T, VoteMode};
use super::exec::{Cta, Lane, Warp};
use super::mem::{Sp, Use};
use super::{Fault, SimError};

/// The lanes of a mask, in order.
pub(crate) fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask & 1 << i != 0)
}

/// Runs `ins` for `group` (the lanes at it), of which `on` pass its guard.
pub(crate) fn run(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    pc: u32,
    group: u32,
    on: u32,
) -> Result<(), SimError> {
    let args = cta.l.prog.args_of(ins);
    match ins.k {
        K::Mov(ty) => mov(cta, w, args, ty, on),
        K::Int(..)
        | K::Float { .. }
        | K::Setp(..)
        | K::Selp(_)
        | K::Cvt { .. }
        | K::CvtPack { .. } => lane_alu(cta, w, ins, args, on),
        K::Cvta { to, sp } => cvta(cta, w, ins, args, to, sp, on),
        K::Isspacep { sp, cluster } => {
            for i in lanes(on) {
                let (s, off) = Sp::of_generic(cta.get(w, args[1], i));
                // `.shared::cta`: this CTA's window only; `.shared::cluster`: any CTA's.
                let own = cluster || s != Sp::Shared || super::cluster::split(cta, off).0.is_none();
                // The `.param` window lies inside the `.global` one: `isspacep.global` is
                // true of a kernel parameter's address, as the PTX ISA says.
                let yes = s == sp && own || sp == Sp::Global && s == Sp::Param;
                Cta::set(w, args[0], i, yes as u128);
            }
            Ok(())
        }
        K::Ld { sp, ty, vec } => super::memops::ld(cta, w, ins, args, sp, ty, vec, on),
        K::St { sp, ty, vec } => super::memops::st(cta, w, ins, args, sp, ty, vec, on),
        K::Atom { sp, op, ty, ret } => atom(cta, w, ins, args, sp, op, ty, ret, on),
        K::Bra => {
            let A::Label(to) = args[0] else { return Ok(()) };
            for i in lanes(on) {
                w.pc[i] = to;
            }
            Ok(())
        }
        K::Exit => {
            for i in lanes(on) {
                w.lane[i] = Lane::Exited;
            }
            Ok(())
        }
        K::Bar { wait, aligned } => bar(cta, w, ins, args, (wait, aligned), group, on),
        K::WarpSync => {
            // Each lane waits for the lanes of its member mask (released in
            // `Cta::release_warp_sync`); they may come from other instructions.
            for i in lanes(on) {
                w.lane[i] = Lane::WarpBar(member_mask(cta, w, args, i));
            }
            Ok(())
        }
        K::Nop => Ok(()),
        K::Shfl(mode) => shfl(cta, w, ins, args, mode, on),
        K::Vote(mode) => vote(cta, w, args, mode, on),
        K::CpAsync => super::memops::cp_async(cta, w, ins, args, on),
        K::CpCommit => {
            for i in lanes(on) {
                let open = std::mem::take(&mut w.open[i]);
                w.groups[i].push_back(open);
            }
            Ok(())
        }
        K::CpWait { all } => cp_wait(cta, w, args, all, on),
        K::Stmatrix { trans, shared } | K::Ldmatrix { trans, shared } => {
            let f = if matches!(ins.k, K::Stmatrix { .. }) {
                super::tc::stmatrix
            } else {
                super::tc::ldmatrix
            };
            f(cta, w, ins, args, (trans, shared), on)
        }
        K::Mma { m, n, k, a, b, c } => super::tc::mma(cta, w, ins, args, (m, n, k), (a, b, c), on),
        K::Activemask | K::Createpolicy | K::Bfind(..) | K::Bmsk(_) | K::Lop3 | K::Prmt(_) => {
            for i in lanes(on) {
                let g = |j: usize| args.get(j).map_or(0, |a| cta.get(w, *a, i));
                let v = match ins.k {
                    K::Activemask => group as u64,
                    K::Createpolicy => g(1),
                    k => super::bits::scalar(k, g(1), g(2), g(3), g(4)),
                };
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        K::Match(all, ty) => super::bits::matching(cta, w, args, all, ty, on),
        K::Redux(op, ty) => super::bits::redux(cta, w, args, op, ty, on),
        K::Trap => match lanes(on).next() {
            Some(i) => Err(cta.fault(w, ins, i, Fault::Trap)),
            None => Ok(()),
        },
        _ => sm90(cta, w, ins, pc, args, on),
    }
}

/// The instructions of sm_90: mbarriers, bulk and tensor copies, `wgmma`, `elect`.
fn sm90(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    pc: u32,
    args: &[A],
    on: u32,
) -> Result<(), SimError> {
    use super::asyncs as x;
    match ins.k {
        K::Elect => x::elect(cta, w, args, on),
        K::Mbar(op, sp) => return x::mbarrier(cta, w, ins, args, op, sp, on),
        K::BulkLoad => return x::bulk_load(cta, w, ins, args, on),
        K::TensorLoad { multicast, .. } => return x::tensor_load(cta, w, ins, args, multicast, on),
        K::ClusterBar { wait } => super::cluster::barrier(cta, w, wait, on),
        K::Mapa { generic } => return super::cluster::mapa(cta, w, ins, args, generic, on),
        K::BulkStore => return x::bulk_store(cta, w, ins, args, false, on),
        K::TensorStore(_) => return x::bulk_store(cta, w, ins, args, true, on),
        K::BulkCommit => x::bulk_commit(w, on),
        K::BulkWait => x::bulk_wait(cta, w, args, on),
        K::Wgmma { n, ab } => return super::wgmma::issue(cta, w, ins, pc, args, n, ab, on),
        K::WgmmaCommit if on != 0 => super::wgmma::commit(w),
        K::Setmaxnreg => {
            if let Some(i) = lanes(on).next() {
                let n = cta.get(w, args[0], i);
                if !(24..=256).contains(&n) || !n.is_multiple_of(8) {
                    let what = format!(
                        "a register count of {n}: setmaxnreg takes 24 to 256, a multiple of 8"
                    );
                    return Err(cta.fault(w, ins, i, Fault::Async(what)));
                }
            }
        }
        K::WgmmaWait if on != 0 => return super::wgmma::wait(cta, w, args),
        _ => {}
    }
    Ok(())
}

fn mov(cta: &mut Cta, w: &mut Warp, args: &[A], ty: T, on: u32) -> Result<(), SimError> {
    let vecs = &cta.l.prog.vecs;
    match (args[0], args[1]) {
        // Pack: `mov.b32 %r, {%rs1, %rs2}` (the first element in the low bits).
        (d, A::Vector(at, n)) => {
            let width = ty.bits() / n as u32;
            for i in lanes(on) {
                let mut v = 0u128;
                for j in 0..n as usize {
                    let e = alu::trunc(cta.get(w, vecs[at as usize + j], i), width) as u128;
                    v |= e << (width as usize * j);
                }
                Cta::set(w, d, i, v);
            }
        }
        // Unpack: `mov.b32 {%rs1, %rs2}, %r`.
        (A::Vector(at, n), s) => {
            let width = ty.bits() / n as u32;
            for i in lanes(on) {
                let v = cta.get128(w, s, i);
                for j in 0..n as usize {
                    let e = (v >> (width as usize * j)) & ((1u128 << width) - 1);
                    Cta::set(w, vecs[at as usize + j], i, e);
                }
            }
        }
        (d, s) => {
            for i in lanes(on) {
                let v = cta.get128(w, s, i);
                Cta::set(w, d, i, v);
            }
        }
    }
    Ok(())
}

fn cvta(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    to: bool,
    sp: Sp,
    on: u32,
) -> Result<(), SimError> {
    for i in lanes(on) {
        let a = cta.get(w, args[1], i);
        let v = if to {
            let (s, off) = Sp::of_generic(a);
            if s != sp {
                return Err(cta.fault(
                    w,
                    ins,
                    i,
                    Fault::Space(format!(
                        "the generic address {a:#x} is in {}, not in {}",
                        s.name(),
                        sp.name()
                    )),
                ));
            }
            off
        } else {
            sp.window().map_or(a, |win| win + (a & 0xffff_ffff))
        };
        Cta::set(w, args[0], i, v as u128);
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn atom(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    sp: Sp,
    op: AOp,
    ty: T,
    ret: bool,
    on: u32,
) -> Result<(), SimError> {
    let (addr, src) = if ret { (args[1], 2) } else { (args[0], 1) };
    for i in lanes(on) {
        // 128 bits for `.b128` (`cas` and `exch` only), else at most 64.
        let b = cta.get128(w, args[src], i);
        let c = args.get(src + 1).map_or(0, |a| cta.get128(w, *a, i));
        let old = super::memops::read(cta, w, ins, i, sp, addr, ty.bytes(), Use::Atomic)?;
        let new = if ty == T::B128 {
            match op {
                AOp::Cas if old == b => c,
                AOp::Cas => old,
                _ => b,
            }
        } else {
            atom_op(op, ty, old as u64, b as u64, c as u64) as u128
        };
        super::memops::write(cta, w, ins, i, sp, addr, ty.bytes(), new, Use::Atomic)?;
        if ret {
            Cta::set(w, args[0], i, old);
        }
    }
    Ok(())
}

fn bar(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    (wait, aligned): (bool, bool),
    group: u32,
    on: u32,
) -> Result<(), SimError> {
    // An `.aligned` barrier (`bar.sync`) is run by the whole warp or by none of it.
    if aligned && on != 0 && on != group {
        let i = (group & !on).trailing_zeros() as usize;
        return Err(cta.fault(
            w,
            ins,
            i,
            Fault::Sync(
                "an .aligned barrier (bar.sync) under a guard that differs between the lanes of a warp"
                    .to_owned(),
            ),
        ));
    }
    let Some(first) = lanes(on).next() else {
        return Ok(());
    };
    let id = cta.get(w, args[0], first) as usize;
    let threads = cta.l.cfg.block.iter().product::<u32>();
    let expected = match args.get(1) {
        Some(a) => cta.get(w, *a, first) as u32,
        None => threads,
    };
    if id >= cta.bars.len() || expected == 0 || expected > threads.next_multiple_of(32) {
        return Err(cta.fault(
            w,
            ins,
            first,
            Fault::Sync(format!("barrier {id} of {expected} threads does not exist in a CTA of {threads} threads (barriers 0 to 15, counts up to the CTA's size)")),
        ));
    }
    let b = &mut cta.bars[id];
    if b.expected != 0 && b.expected != expected {
        let before = b.expected;
        return Err(cta.fault(
            w,
            ins,
            first,
            Fault::Sync(format!("barrier {id} waits for {expected} threads here but for {before} where other threads arrived")),
        ));
    }
    b.expected = expected;
    b.site.get_or_insert(ins.site);
    // An `.aligned` barrier counts whole warps, 32 threads each (a partial last warp
    // too); `barrier.sync` without `.aligned` counts the threads that arrive.
    b.arrived += if aligned { 32 } else { on.count_ones() };
    if wait {
        b.waiters |= 1 << w.id;
    } else {
        b.arrivers |= 1 << w.id;
    }
    b.when[w.id as usize] = cta.stats.warp_instructions;
    if wait {
        for i in lanes(on) {
            w.lane[i] = Lane::Bar(id as u32);
            w.pc[i] -= 1;
        }
    }
    Ok(())
}

fn shfl(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    mode: ShflMode,
    on: u32,
) -> Result<(), SimError> {
    // `shfl.sync.mode.b32 d{|p}, a, b, c, mask`.
    let (d, p, rest) = if args.len() == 6 {
        (args[0], Some(args[1]), &args[2..])
    } else {
        (args[0], None, &args[1..])
    };
    let vals: Vec<u64> = (0..32)
        .map(|i| {
            if on & 1 << i != 0 {
                cta.get(w, rest[0], i)
            } else {
                0
            }
        })
        .collect();
    let mut out = Vec::new();
    for i in lanes(on) {
        let b = cta.get(w, rest[1], i) as u32 & 0x1f;
        let c = cta.get(w, rest[2], i) as u32;
        let (clamp, seg) = (c & 0x1f, (c >> 8) & 0x1f);
        let lane = i as u32;
        let max_lane = (lane & seg) | (clamp & !seg);
        let min_lane = lane & seg;
        let (j, ok) = match mode {
            ShflMode::Up => {
                let j = lane as i32 - b as i32;
                (j, j >= max_lane as i32)
            }
            ShflMode::Down => {
                let j = (lane + b) as i32;
                (j, j <= max_lane as i32)
            }
            ShflMode::Bfly => {
                let j = (lane ^ b) as i32;
                (j, j <= max_lane as i32)
            }
            ShflMode::Idx => {
                let j = (min_lane | (b & !seg)) as i32;
                (j, j <= max_lane as i32)
            }
        };
        let j = if ok { j as usize } else { i };
        if (on & member_mask(cta, w, rest, i)) & 1 << j == 0 {
            return Err(cta.fault(
                w,
                ins,
                i,
                Fault::Sync(format!(
                    "lane {i} reads lane {j}, which does not take part (its value is undefined)"
                )),
            ));
        }
        out.push((i, vals[j], ok));
    }
    for (i, v, ok) in out {
        Cta::set(w, d, i, v as u128);
        if let Some(p) = p {
            Cta::set(w, p, i, ok as u128);
        }
    }
    Ok(())
}

fn vote(cta: &mut Cta, w: &mut Warp, args: &[A], mode: VoteMode, on: u32) -> Result<(), SimError> {
    let p = |i: usize| args.len() > 2 && cta.get(w, args[1], i) != 0;
    let votes: Vec<(usize, u32, bool)> = lanes(on)
        .map(|i| {
            // Over the lanes of this lane's own member mask.
            let set = member_mask(cta, w, args, i) & on;
            let ballot = lanes(set).filter(|&j| p(j)).fold(0u32, |m, j| m | 1 << j);
            (i, ballot, ballot == set)
        })
        .collect();
    for (i, ballot, all) in votes {
        let v = match mode {
            VoteMode::Ballot => ballot as u128,
            VoteMode::All => all as u128,
            VoteMode::Any => (ballot != 0) as u128,
            VoteMode::Uni => (all || ballot == 0) as u128,
        };
        Cta::set(w, args[0], i, v);
    }
    Ok(())
}

/// The member mask lane `i` gives a `.sync` instruction: its last operand.
pub(crate) fn member_mask(cta: &Cta, w: &Warp, args: &[A], i: usize) -> u32 {
    args.last().map_or(u32::MAX, |a| cta.get(w, *a, i) as u32)
}

/// `cp.async.wait_group n` (`wait_all`: commit, then wait for none): lands the oldest
/// groups of each lane until at most `n` are in flight.
fn cp_wait(cta: &mut Cta, w: &mut Warp, args: &[A], all: bool, on: u32) -> Result<(), SimError> {
    for i in lanes(on) {
        let keep = if all {
            0
        } else {
            cta.get(w, args[0], i) as usize
        };
        if all {
            let open = std::mem::take(&mut w.open[i]);
            w.groups[i].push_back(open);
        }
        while w.groups[i].len() > keep {
            let g = w.groups[i].pop_front().unwrap_or_default();
            for c in g {
                super::memops::land(cta, w, i, c)?;
            }
        }
    }
    Ok(())
}

/// The one-lane arithmetic: integer, float, comparison, selection, conversion.
fn lane_alu(cta: &mut Cta, w: &mut Warp, ins: &Ins, args: &[A], on: u32) -> Result<(), SimError> {
    match ins.k {
        K::Int(op, ty) => {
            for i in lanes(on) {
                let g = |j: usize| args.get(j).map_or(0, |a| cta.get(w, *a, i));
                let v = match op {
                    super::decode::IOp::Bfi => alu::bfi(ty, g(1), g(2), g(3), g(4)),
                    _ if ty == T::Pred => {
                        let (a, b) = (g(1) & 1, g(2) & 1);
                        match op {
                            super::decode::IOp::And => a & b,
                            super::decode::IOp::Or => a | b,
                            super::decode::IOp::Xor => a ^ b,
                            _ => a ^ 1,
                        }
                    }
                    _ => alu::int(op, ty, g(1), g(2), g(3)),
                };
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        K::Float { op, ty, ftz, sat } => {
            for i in lanes(on) {
                let g = |j: usize| args.get(j).map_or(0, |a| cta.get(w, *a, i));
                let v = alu::float(op, ty, ftz, sat, g(1), g(2), g(3));
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        K::Setp(cmp, ty, bop) => {
            for i in lanes(on) {
                let r = alu::compare(cmp, ty, cta.get(w, args[1], i), cta.get(w, args[2], i));
                let r = match (bop, args.get(3)) {
                    (Some(b), Some(c)) => {
                        let c = cta.get(w, *c, i) != 0;
                        match b {
                            BoolOp::And => r && c,
                            BoolOp::Or => r || c,
                            BoolOp::Xor => r ^ c,
                        }
                    }
                    _ => r,
                };
                Cta::set(w, args[0], i, r as u128);
            }
            Ok(())
        }
        K::Selp(_) => {
            for i in lanes(on) {
                let p = cta.get(w, args[3], i) != 0;
                let v = cta.get(w, if p { args[1] } else { args[2] }, i);
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        K::Cvt {
            d,
            s,
            rnd,
            sat,
            ftz,
            relu,
            satfinite,
        } => {
            let how = alu::CvtHow {
                rnd,
                sat,
                ftz,
                relu,
                satfinite,
            };
            for i in lanes(on) {
                let v = alu::cvt(d, s, how, cta.get(w, args[1], i));
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        K::CvtPack { d, relu, satfinite } => {
            for i in lanes(on) {
                let (a, b) = (cta.get(w, args[1], i), cta.get(w, args[2], i));
                let v = alu::cvt_pack(d, relu, satfinite, a, b);
                Cta::set(w, args[0], i, v as u128);
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The new value of an atomic operation of at most 64 bits. A `.f32` add flushes
/// subnormal inputs and results to zero, as the PTX ISA says of `atom.add.f32`.
fn atom_op(op: AOp, ty: T, old: u64, b: u64, c: u64) -> u64 {
    use super::decode::{FOp, IOp};
    let ftz = ty == T::F32;
    match op {
        AOp::Add if ty.float() => alu::float(FOp::Add, ty, ftz, false, old, b, 0),
        AOp::Add => alu::int(IOp::Add, ty, old, b, 0),
        AOp::Min if ty.float() => alu::float(FOp::Min, ty, false, false, old, b, 0),
        AOp::Max if ty.float() => alu::float(FOp::Max, ty, false, false, old, b, 0),
        AOp::Min => alu::int(IOp::Min, ty, old, b, 0),
        AOp::Max => alu::int(IOp::Max, ty, old, b, 0),
        AOp::And => old & b,
        AOp::Or => old | b,
        AOp::Xor => old ^ b,
        AOp::Exch => b,
        AOp::Inc => {
            if alu::trunc(old, 32) >= alu::trunc(b, 32) {
                0
            } else {
                old + 1
            }
        }
        AOp::Dec => {
            let (o, m) = (alu::trunc(old, 32), alu::trunc(b, 32));
            if o == 0 || o > m { m } else { o - 1 }
        }
        AOp::Cas => {
            if alu::trunc(old, ty.bits()) == alu::trunc(b, ty.bits()) {
                c
            } else {
                old
            }
        }
    }
}
