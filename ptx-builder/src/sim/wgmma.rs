//! `wgmma.mma_async` (m64nNk16, `bf16`/`f16` inputs, `f32` accumulators): a warpgroup of
//! four warps computes a 64 × N tile, warp `q` of the warpgroup its rows `16q` to
//! `16q + 15`, which depend only on its own rows of A. So each warp runs its part on its
//! own; the operation is recorded when issued (its descriptors, `scale-d` and A's
//! registers as they are then) and computed when the `wgmma.wait_group` that completes its
//! group runs, reading shared memory and the accumulators then: an accumulator read or a
//! shared-memory slot overwritten before the wait shows as a wrong result.
//!
//! Accumulator register `j` of lane `l` (`g = l / 4`, `t = l % 4`) holds row
//! `16q + g + 8 ((j % 4) / 2)`, column `8 (j / 4) + 2t + j % 2`. A K-major operand in
//! shared memory is read through its descriptor: the start address (bits 0–13, in 16
//! bytes), the leading byte offset (16–29), the stride byte offset (32–45) and the swizzle
//! (bits 62–63: none, 128, 64 or 32 bytes), K-major or, transposed (`imm-trans` 1),
//! MN-major; a swizzled layout is swizzled as TMA stores a tile.

use super::alu::to_f64;
use super::decode::{A, Ins, T};
use super::exec::{Cta, Warp};
use super::mem::{Sp, Use};
use super::ops::lanes;
use super::{Fault, SimError};

/// An A operand: a descriptor, or each lane's four registers.
#[derive(Clone, Debug)]
enum AOperand {
    Desc(u64),
    Regs(Vec<[u32; 4]>),
}

/// One issued `wgmma.mma_async` of a warp.
#[derive(Clone, Debug)]
pub(crate) struct Pending {
    /// The instruction's index, for reports.
    pc: u32,
    n: u16,
    ab: T,
    a: AOperand,
    b: u64,
    scale_d: bool,
    neg_a: bool,
    neg_b: bool,
    /// A and B are MN-major (`imm-trans-a`, `imm-trans-b`).
    trans: (bool, bool),
}

/// A warp's `wgmma` groups: the open one and the committed ones, oldest first.
#[derive(Debug, Default)]
pub(crate) struct Groups {
    pub(crate) open: Vec<Pending>,
    pub(crate) done: std::collections::VecDeque<Vec<Pending>>,
    /// The accumulator registers (slots) of the operations in flight, sorted: another
    /// instruction that uses one before the `wgmma.wait_group` is a bug.
    pub(crate) busy: Vec<u32>,
    /// Operations issued, and the index of the last one (for reports).
    pub(crate) issued: u64,
    pub(crate) last: u32,
}

/// Checks, when the CTA ends, that the four warps of each warpgroup issued as many
/// `wgmma.mma_async` (a warpgroup-wide instruction: a warp that skips one leaves rows of
/// D undefined on the GPU).
pub(crate) fn check_warpgroups(cta: &Cta) -> Result<(), SimError> {
    for wg in cta.warps.chunks(4) {
        let most = wg.iter().map(|w| w.wgmma.issued).max().unwrap_or(0);
        if most == 0 {
            continue;
        }
        if let Some(w) = wg.iter().find(|w| w.wgmma.issued < most) {
            let top = wg.iter().find(|w| w.wgmma.issued == most).unwrap_or(w);
            let ins = &cta.l.prog.ins[top.wgmma.last as usize];
            let what = format!(
                "warp {} of its warpgroup issued {most} wgmma.mma_async, warp {} only {}: every warp of the warpgroup runs each one",
                top.id % 4,
                w.id % 4,
                w.wgmma.issued
            );
            return Err(cta.fault(top, ins, 0, Fault::Sync(what)));
        }
    }
    Ok(())
}

/// The register slots of a `wgmma.mma_async`'s accumulators.
fn acc_slots(cta: &Cta, pc: u32) -> Vec<u32> {
    let prog = cta.l.prog;
    let ins = &prog.ins[pc as usize];
    match prog.args_of(ins).first() {
        Some(A::Vector(at, n)) => prog.vecs[*at as usize..*at as usize + *n as usize]
            .iter()
            .filter_map(|a| match a {
                A::Reg(s, _) => Some(*s),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Recomputes the busy accumulators of `w` from its operations in flight.
fn rebusy(cta: &Cta, w: &mut Warp) {
    let mut busy: Vec<u32> = w
        .wgmma
        .open
        .iter()
        .chain(w.wgmma.done.iter().flatten())
        .flat_map(|p| acc_slots(cta, p.pc))
        .collect();
    busy.sort_unstable();
    busy.dedup();
    w.wgmma.busy = busy;
}

/// Reports an instruction other than `wgmma.mma_async` that uses an accumulator of a
/// `wgmma` in flight (the ISA leaves its value undefined until `wgmma.wait_group`).
pub(crate) fn check_busy(cta: &Cta, w: &Warp, ins: &Ins, on: u32) -> Result<(), SimError> {
    if matches!(ins.k, super::decode::K::Wgmma { .. }) || on == 0 {
        return Ok(());
    }
    let prog = cta.l.prog;
    let mut regs = Vec::new();
    for a in prog.args_of(ins) {
        match *a {
            A::Reg(s, _) | A::Addr(super::decode::Base::Reg(s), _) => regs.push(s),
            A::Vector(at, n) | A::Tensor(_, at, n) => {
                for e in &prog.vecs[at as usize..at as usize + n as usize] {
                    if let A::Reg(s, _) = e {
                        regs.push(*s);
                    }
                }
            }
            _ => {}
        }
    }
    if regs.iter().any(|s| w.wgmma.busy.binary_search(s).is_ok()) {
        let lane = on.trailing_zeros() as usize;
        let what = "it uses an accumulator register of a wgmma.mma_async that no wgmma.wait_group has completed (its value is undefined until then)".to_owned();
        return Err(cta.fault(w, ins, lane, Fault::InFlight(what)));
    }
    Ok(())
}

fn fault(cta: &Cta, w: &Warp, ins: &Ins, i: usize, what: String) -> SimError {
    cta.fault(w, ins, i, Fault::Async(what))
}

/// A value every lane of `on` must give alike.
fn uniform(cta: &Cta, w: &Warp, ins: &Ins, a: A, on: u32, what: &str) -> Result<u64, SimError> {
    let first = lanes(on).next().unwrap_or(0);
    let v = cta.get(w, a, first);
    if let Some(i) = lanes(on).find(|&i| cta.get(w, a, i) != v) {
        return Err(fault(
            cta,
            w,
            ins,
            i,
            format!(
                "{what} differs between the lanes of the warpgroup (lane {first}: {v:#x}, lane {i}: {:#x})",
                cta.get(w, a, i)
            ),
        ));
    }
    Ok(v)
}

/// `wgmma.mma_async.sync.aligned.m64nNk16.f32.T.T d, a, b-desc, scale-d, imm-scale-a,
/// imm-scale-b{, imm-trans-a}, imm-trans-b`: recorded in the warp's open group.
#[allow(clippy::too_many_arguments)]
pub(crate) fn issue(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    pc: u32,
    args: &[A],
    n: u16,
    ab: T,
    on: u32,
) -> Result<(), SimError> {
    if on != u32::MAX {
        let i = (!on).trailing_zeros() as usize;
        return Err(cta.fault(
            w,
            ins,
            i.min(31),
            Fault::Sync(
                "a warpgroup MMA needs every thread of the warpgroup, unguarded".to_owned(),
            ),
        ));
    }
    let regs_a = matches!(args[1], A::Vector(..));
    if regs_a && ab.bytes() != 2 {
        return Err(fault(
            cta,
            w,
            ins,
            0,
            "an FP8 A from registers is not interpreted yet (its A from a descriptor is)"
                .to_owned(),
        ));
    }
    let a = if let A::Vector(at, 4) = args[1] {
        let v = &cta.l.prog.vecs[at as usize..at as usize + 4];
        AOperand::Regs(
            (0..32)
                .map(|l| [0, 1, 2, 3].map(|r| cta.get(w, v[r], l) as u32))
                .collect(),
        )
    } else if regs_a {
        return Err(fault(
            cta,
            w,
            ins,
            0,
            "A from registers takes four registers".to_owned(),
        ));
    } else {
        AOperand::Desc(uniform(cta, w, ins, args[1], on, "A's descriptor")?)
    };
    let b = uniform(cta, w, ins, args[2], on, "B's descriptor")?;
    let scale_d = uniform(cta, w, ins, args[3], on, "scale-d")? & 1 != 0;
    let imm = |j: usize| args.get(j).map_or(0, |a| cta.get(w, *a, 0) as i64);
    let (neg_a, neg_b) = (imm(4) == -1, imm(5) == -1);
    let trans = if regs_a {
        (false, imm(6) != 0)
    } else {
        (imm(6) != 0, imm(7) != 0)
    };
    for s in acc_slots(cta, pc) {
        if let Err(at) = w.wgmma.busy.binary_search(&s) {
            w.wgmma.busy.insert(at, s);
        }
    }
    w.wgmma.issued += 1;
    w.wgmma.last = pc;
    w.wgmma.open.push(Pending {
        pc,
        n,
        ab,
        a,
        b,
        scale_d,
        neg_a,
        neg_b,
        trans,
    });
    Ok(())
}

/// `wgmma.commit_group`.
pub(crate) fn commit(w: &mut Warp) {
    let open = std::mem::take(&mut w.wgmma.open);
    w.wgmma.done.push_back(open);
}

/// `wgmma.wait_group n`: computes the oldest groups until at most `n` are pending.
pub(crate) fn wait(cta: &mut Cta, w: &mut Warp, args: &[A]) -> Result<(), SimError> {
    let keep = cta.get(w, args[0], 0) as usize;
    while w.wgmma.done.len() > keep {
        for p in w.wgmma.done.pop_front().unwrap_or_default() {
            compute(cta, w, &p)?;
        }
    }
    rebusy(cta, w);
    Ok(())
}

/// The `.shared` offset of element (`row`, `k`) (`row` of M or N) of an operand of
/// `esize`-byte elements through descriptor `d`, K-major or (`mn`) MN-major, in the
/// canonical layouts of the PTX ISA: K-major without swizzle, 8 × 16-byte core matrices
/// (rows 16 bytes apart), the two along K `lbo` apart, 8-row groups `sbo` apart; K-major
/// with a W-byte swizzle, rows W bytes apart, 8-row groups `sbo` apart; MN-major without
/// swizzle, 16-byte chunks of 8 rows `sbo` apart, the 8 K of a group 16 bytes apart, the
/// two groups of 8 K `lbo` apart; MN-major with a W-byte swizzle, W bytes of rows side
/// by side, further groups of them `lbo` apart, the 8 K of a group W bytes apart, the
/// two groups of 8 K `sbo` apart.
fn element(d: u64, row: u64, k: u64, esize: u64, mn: bool) -> Result<u64, String> {
    let start = (d & 0x3fff) << 4;
    let lbo = ((d >> 16) & 0x3fff) << 4;
    let sbo = ((d >> 32) & 0x3fff) << 4;
    if (d >> 49) & 7 != 0 {
        return Err("a descriptor with a base offset is not interpreted yet".to_owned());
    }
    let span = match d >> 62 {
        0 => 0,
        1 => 128,
        2 => 64,
        _ => 32,
    };
    let b = k * esize;
    let per = 16 / esize; // elements of a 16-byte chunk
    Ok(match (span, mn) {
        (0, false) => start + (row / 8) * sbo + (b / 16) * lbo + (row % 8) * 16 + b % 16,
        (_, false) => super::tmap::swizzle(span, start + (row / 8) * sbo + (row % 8) * span + b),
        (0, true) => start + (row / per) * sbo + (k / 8) * lbo + (k % 8) * 16 + (row % per) * esize,
        (_, true) => {
            let wide = span / esize; // rows in one W-byte row
            let at =
                start + (row / wide) * lbo + (row % wide) * esize + (k % 8) * span + (k / 8) * sbo;
            super::tmap::swizzle(span, at)
        }
    })
}

/// Reads `rows` × K elements of an operand from `.shared` (as lane 0 of `w`): K = 16 of
/// a 16-bit type, 32 of FP8 (32 bytes of a row either way).
fn operand(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    d: u64,
    rows: std::ops::Range<u64>,
    ab: T,
    mn: bool,
) -> Result<Vec<Vec<f64>>, SimError> {
    let esize = ab.bytes();
    let mut out = Vec::with_capacity(rows.end.saturating_sub(rows.start) as usize);
    for r in rows {
        let mut row = vec![0f64; (32 / esize) as usize];
        for (k, x) in row.iter_mut().enumerate() {
            let at = element(d, r, k as u64, esize, mn).map_err(|e| fault(cta, w, ins, 0, e))?;
            let v = super::memops::bytes(cta, w, ins, 0, (Sp::Shared, at), esize, Use::Read)?;
            let bits = v
                .iter()
                .rev()
                .fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
            *x = to_f64(ab, bits);
        }
        out.push(row);
    }
    Ok(out)
}

/// Computes one recorded `wgmma.mma_async` for warp `w`: its 16 rows of D. The products
/// are summed in f64 and rounded once to f32: more exact than the hardware, whose FP8
/// `wgmma` keeps about 14 bits of the sum (a kernel that never promotes its FP8 sums into
/// f32 passes here and loses accuracy on the GPU; the GPU checks catch that).
fn compute(cta: &mut Cta, w: &mut Warp, p: &Pending) -> Result<(), SimError> {
    let prog = cta.l.prog;
    let ins = &prog.ins[p.pc as usize];
    let args = prog.args_of(ins);
    let q = (w.id % 4) as u64;
    let n = p.n as usize;
    let a: Vec<Vec<f64>> = match &p.a {
        AOperand::Desc(d) => operand(cta, w, ins, *d, 16 * q..16 * q + 16, p.ab, p.trans.0)?,
        // Like mma.sync's A of m16n8k16: a0 (g, 2t..), a1 (g + 8, 2t..), a2 (g, 2t + 8..),
        // a3 (g + 8, 2t + 8..).
        AOperand::Regs(regs) => {
            let mut a = vec![vec![0f64; 16]; 16];
            for (l, r) in regs.iter().enumerate() {
                let (g, t) = (l / 4, l % 4);
                for (j, v) in r.iter().enumerate() {
                    let (row, col) = (g + 8 * (j % 2), 2 * t + 8 * (j / 2));
                    a[row][col] = to_f64(p.ab, (*v & 0xffff) as u64);
                    a[row][col + 1] = to_f64(p.ab, (*v >> 16) as u64);
                }
            }
            a
        }
    };
    let b = operand(cta, w, ins, p.b, 0..n as u64, p.ab, p.trans.1)?;
    let sign = if p.neg_a != p.neg_b { -1.0 } else { 1.0 };
    let d: Vec<A> = match args[0] {
        A::Vector(at, len) => prog.vecs[at as usize..at as usize + len as usize].to_vec(),
        other => vec![other],
    };
    if d.len() != n / 2 {
        return Err(fault(
            cta,
            w,
            ins,
            0,
            format!("{} accumulator registers for N = {n}", d.len()),
        ));
    }
    for l in 0..32 {
        let (g, t) = (l / 4, l % 4);
        for (j, reg) in d.iter().enumerate() {
            let (row, col) = (g + 8 * ((j % 4) / 2), 8 * (j / 4) + 2 * t + j % 2);
            let mut s = if p.scale_d {
                f32::from_bits(cta.get(w, *reg, l) as u32) as f64
            } else {
                0.0
            };
            let dot: f64 = a[row].iter().zip(&b[col]).map(|(x, y)| x * y).sum();
            s += sign * dot;
            Cta::set(w, *reg, l, (s as f32).to_bits() as u128);
        }
    }
    Ok(())
}
