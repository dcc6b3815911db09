//! Definite assignment: every register a function reads is written on every path that
//! reaches the read.
//!
//! This is what keeps the checked regions honest. A pointer that `if_space` converted
//! exists only on the path where `isspacep` was true; a value made inside `if_then`,
//! or by an instruction under a `when` guard, exists only when that code ran. Rust's
//! closures cannot stop such a register from escaping its region, but every read of it
//! outside is a read on a path where it was never written, and that is reported here,
//! with the Rust call site of the read.
//!
//! The analysis is the classic forward "must be assigned" data flow over the basic
//! blocks of the function, with intersection at joins. A guarded instruction does not
//! count as a definite write. Only registers that are read in a block before that block
//! writes them take part in the data flow, so straight-line code costs one pass.

use typed_ptx_isa::{FormId, Operand};

use crate::error::Site;
use crate::module::{Function, Line, Op};
use crate::ty::RegClass;

/// A register that is read where it may not have been written: its PTX name and the
/// call site of the first such read.
pub(crate) struct Unassigned {
    pub(crate) name: String,
    pub(crate) at: Site,
}

/// One register access of a line.
#[derive(Clone, Copy)]
enum Acc {
    Read(u32),
    Write(u32),
}

/// The two walks over an instruction's operands: its reads, then its writes.
#[derive(Clone, Copy)]
enum Pass {
    Reads,
    Writes,
}

/// Flat register numbers: class offsets into one index space.
struct Regs {
    base: [u32; 7],
    total: u32,
}

impl Regs {
    fn new(f: &Function) -> Regs {
        let mut base = [0; 7];
        let mut total = 0;
        for (c, b) in base.iter_mut().enumerate() {
            *b = total;
            total += f.regs[c];
        }
        Regs { base, total }
    }

    fn flat(&self, class: RegClass, idx: u32) -> u32 {
        self.base[class as usize] + idx
    }

    fn name(&self, flat: u32) -> String {
        let c = self.base.iter().rposition(|&b| b <= flat).unwrap_or(0);
        let class = RegClass::ALL[c];
        format!("{}{}", class.prefix(), flat - self.base[c])
    }
}

/// Calls `visit` with every register access of `line`, reads before writes, and
/// returns whether its writes are conditional (a guarded instruction).
fn accesses(f: &Function, regs: &Regs, line: &Line, visit: &mut impl FnMut(Acc)) {
    let reg = |op: &Op| match op {
        Op::Reg(c, i) | Op::AddrReg(c, i, _) | Op::TensorReg(c, i, _) => Some(regs.flat(*c, *i)),
        _ => None,
    };
    let pred = regs.base[RegClass::Pred as usize];
    match line {
        Line::Label(_) => {}
        Line::Inst {
            form,
            ops,
            n,
            guard: g,
            ..
        } => {
            if let Some((p, _)) = g {
                visit(Acc::Read(pred + *p));
            }
            let ops = &f.ops[*ops as usize..*ops as usize + *n as usize];
            let kinds = form.form().operands;
            // Writes are reported after the reads (an instruction reads its sources before
            // it writes its destination): one pass for the reads, one for the writes. An
            // operand is a register, an address, or a vector `{a, b, …}` (an `Op::Vector`
            // and its registers), paired with the form's operand kinds in order.
            for pass in [Pass::Reads, Pass::Writes] {
                let mut i = 0;
                let mut k = 0;
                while i < ops.len() {
                    if let Op::Pipe = ops[i] {
                        // `d|p`: a separator, not an operand of the row.
                        i += 1;
                        continue;
                    }
                    let kind = kinds.get(k).copied();
                    let first = k == 0;
                    k += 1;
                    let (start, len) = match ops[i] {
                        Op::Vector(m) => (i + 1, m as usize),
                        // The map's address and its coordinates: one operand of the form.
                        Op::TensorReg(_, _, m) | Op::TensorSym(_, m) => (i, 1 + m as usize),
                        _ => (i, 1),
                    };
                    let (reads, writes) = match kind {
                        Some(
                            Operand::D
                            | Operand::DReg(_)
                            | Operand::DAddr(..)
                            | Operand::DPred
                            | Operand::DFrag(..),
                        ) => (false, true),
                        Some(Operand::Vector) => (!first, first),
                        Some(Operand::AccFrag(..)) => (true, true),
                        _ => (true, false),
                    };
                    for op in ops.iter().skip(start).take(len) {
                        if let Some(r) = reg(op) {
                            // An address register is read even in a destination position.
                            let written = writes && !matches!(op, Op::AddrReg(..));
                            match pass {
                                Pass::Reads if reads || !written => visit(Acc::Read(r)),
                                Pass::Writes if written => visit(Acc::Write(r)),
                                _ => {}
                            }
                        }
                    }
                    i = start + len;
                }
            }
        }
        Line::Raw {
            ops,
            n,
            guard: g,
            reads,
            writes,
            ..
        } => {
            if let Some((p, _)) = g {
                visit(Acc::Read(pred + *p));
            }
            let ops = &f.ops[*ops as usize..*ops as usize + *n as usize];
            for (i, op) in ops.iter().enumerate() {
                if let Some(r) = reg(op)
                    && reads & (1 << i) != 0
                {
                    visit(Acc::Read(r));
                }
            }
            for (i, op) in ops.iter().enumerate() {
                if let Some(r) = reg(op)
                    && writes & (1 << i) != 0
                {
                    visit(Acc::Write(r));
                }
            }
        }
        Line::Call {
            ops,
            n,
            ret,
            guard: g,
            ..
        } => {
            if let Some((p, _)) = g {
                visit(Acc::Read(pred + *p));
            }
            for op in &f.ops[*ops as usize..*ops as usize + *n as usize] {
                if let Some(r) = reg(op) {
                    visit(Acc::Read(r));
                }
            }
            if let Some((c, i)) = ret {
                visit(Acc::Write(regs.flat(*c, *i)));
            }
        }
    }
}

/// Walks the lines of block `b` and calls `unsatisfied` for every read of a register the
/// block has not written before it: not definitely, and not under the same guard as the
/// read (`@p ld x; @p st x` inside one `when` block is fine). `stamp` holds, per register,
/// `b + 1` once block `b` has written it (no clearing between blocks).
fn walk_block(
    f: &Function,
    regs: &Regs,
    b: usize,
    lines: &[Line],
    stamp: &mut [u32],
    mut unsatisfied: impl FnMut(u32, Option<Site>),
) {
    let mark = b as u32 + 1;
    let preds = regs.base[RegClass::Pred as usize]
        ..regs.base[RegClass::Pred as usize] + f.regs[RegClass::Pred as usize];
    // Registers written under a guard, with the guard, while its predicate is unchanged.
    let mut under: Vec<(u32, (u32, bool))> = Vec::new();
    for l in lines {
        let g = l.guard();
        accesses(f, regs, l, &mut |a| match a {
            Acc::Read(r) => {
                if stamp[r as usize] != mark && !g.is_some_and(|g| under.contains(&(r, g))) {
                    unsatisfied(r, l.site());
                }
            }
            Acc::Write(r) => {
                // A new value of a predicate ends what was written under it.
                if preds.contains(&r) && !under.is_empty() {
                    let p = r - preds.start;
                    under.retain(|(_, (gp, _))| *gp != p);
                }
                match g {
                    None => stamp[r as usize] = mark,
                    Some(g) => under.push((r, g)),
                }
            }
        });
    }
}

/// Where control goes after a line: its branch target, and whether it can fall through.
fn flow(f: &Function, line: &Line) -> (Option<u32>, bool) {
    match line {
        Line::Inst {
            form,
            ops,
            n,
            guard,
            ..
        } => {
            let target = match form {
                FormId::Bra | FormId::BraUni => f.ops[*ops as usize..*ops as usize + *n as usize]
                    .iter()
                    .find_map(|o| match o {
                        Op::Label(l) => Some(*l),
                        _ => None,
                    }),
                _ => None,
            };
            let ends = matches!(
                form,
                FormId::Bra | FormId::BraUni | FormId::Ret | FormId::Exit
            );
            (target, !ends || guard.is_some())
        }
        _ => (None, true),
    }
}

/// A fixed-size bit set.
#[derive(Clone, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize, full: bool) -> Bits {
        Bits(vec![if full { !0 } else { 0 }; n.div_ceil(64)])
    }
    fn get(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }
    fn set(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }
    fn and(&mut self, o: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a &= b;
        }
    }
}

/// The registers of `f` read where they may be unassigned, in line order, one entry per
/// register.
pub(crate) fn unassigned(f: &Function) -> Vec<Unassigned> {
    let regs = Regs::new(f);
    let lines = &f.lines;
    // Basic blocks: [start, end) line ranges; a label starts one, a branch, `ret` or
    // `exit` ends one.
    let mut starts = vec![0usize];
    for (i, l) in lines.iter().enumerate() {
        if matches!(l, Line::Label(_)) && i != 0 {
            starts.push(i);
        }
        let (t, fall) = flow(f, l);
        if (t.is_some() || !fall) && i + 1 < lines.len() {
            starts.push(i + 1);
        }
    }
    starts.sort_unstable();
    starts.dedup();
    let nb = starts.len();
    let block_of_line = |i: usize| starts.partition_point(|&s| s <= i) - 1;
    let mut label_block = vec![usize::MAX; f.labels.len()];
    for (i, l) in lines.iter().enumerate() {
        if let Line::Label(id) = l
            && let Some(slot) = label_block.get_mut(*id as usize)
        {
            *slot = block_of_line(i);
        }
    }
    let end = |b: usize| {
        if b + 1 < nb {
            starts[b + 1]
        } else {
            lines.len()
        }
    };
    // Successors.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); nb];
    for b in 0..nb {
        let e = end(b);
        let (target, fall) = if e > starts[b] {
            flow(f, &lines[e - 1])
        } else {
            (None, true)
        };
        if let Some(t) = target
            && let Some(&tb) = label_block.get(t as usize)
            && tb != usize::MAX
        {
            preds[tb].push(b);
        }
        if fall && b + 1 < nb {
            preds[b + 1].push(b);
        }
    }
    // Registers read in a block before the block writes them: only they need the data
    // flow. Everything else is checked by the local pass below.
    // The reads a block does not satisfy itself are recorded once (register, block, site):
    // only they are checked against the data flow's result.
    let mut live_in = vec![false; regs.total as usize];
    let mut stamp = vec![0u32; regs.total as usize];
    let mut open_reads: Vec<(u32, usize, Option<Site>)> = Vec::new();
    for b in 0..nb {
        walk_block(
            f,
            &regs,
            b,
            &lines[starts[b]..end(b)],
            &mut stamp,
            |r, at| {
                live_in[r as usize] = true;
                open_reads.push((r, b, at));
            },
        );
    }
    let tracked: Vec<u32> = (0..regs.total).filter(|&r| live_in[r as usize]).collect();
    let mut slot = vec![u32::MAX; regs.total as usize];
    for (i, &r) in tracked.iter().enumerate() {
        slot[r as usize] = i as u32;
    }
    let nt = tracked.len();
    // Per block: the tracked registers it writes for sure.
    let mut gen_ = vec![Bits::new(nt, false); nb];
    if nt > 0 {
        for (b, g) in gen_.iter_mut().enumerate() {
            for l in &lines[starts[b]..end(b)] {
                if l.guard().is_some() {
                    continue;
                }
                accesses(f, &regs, l, &mut |a| {
                    if let Acc::Write(r) = a
                        && slot[r as usize] != u32::MAX
                    {
                        g.set(slot[r as usize]);
                    }
                });
            }
        }
    }
    // Data flow: OUT[b] = IN[b] ∪ GEN[b]; IN[b] = ∩ OUT[p]; the entry block starts empty.
    let mut out: Vec<Bits> = vec![Bits::new(nt, true); nb];
    let in_of = |b: usize, out: &[Bits]| -> Bits {
        if b == 0 {
            return Bits::new(nt, false);
        }
        let mut s = Bits::new(nt, true);
        for &p in &preds[b] {
            s.and(&out[p]);
        }
        s
    };
    if nt > 0 {
        let mut changed = true;
        while changed {
            changed = false;
            for b in 0..nb {
                let mut o = in_of(b, &out);
                for (w, g) in o.0.iter_mut().zip(&gen_[b].0) {
                    *w |= g;
                }
                if o != out[b] {
                    out[b] = o;
                    changed = true;
                }
            }
        }
    }
    // Report the open reads that the data flow does not cover either.
    let mut reported = vec![false; regs.total as usize];
    let mut found = Vec::new();
    let mut ins: Option<(usize, Bits)> = None;
    for (r, b, at) in open_reads {
        // An unreachable block (no predecessor, not the entry) never runs.
        if b != 0 && preds[b].is_empty() {
            continue;
        }
        if ins.as_ref().is_none_or(|(ib, _)| *ib != b) {
            ins = Some((b, in_of(b, &out)));
        }
        let covered = slot[r as usize] != u32::MAX
            && ins.as_ref().is_some_and(|(_, s)| s.get(slot[r as usize]));
        if !covered
            && !reported[r as usize]
            && let Some(at) = at
        {
            reported[r as usize] = true;
            found.push(Unassigned {
                name: regs.name(r),
                at,
            });
        }
    }
    found
}
