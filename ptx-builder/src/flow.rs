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
//! count as a definite write: it makes the fact "written whenever guard g holds", which
//! flows the same way (across the blocks an `if_then` inside `when` splits) until g's
//! predicate is written again, and satisfies only reads under the same guard. Only
//! registers (and guard–register pairs) that are read in a block before that block
//! writes them take part in the data flow, so straight-line code costs one pass.

use typed_ptx_isa::{FormId, Role};

use crate::error::Site;
use crate::ir::{Function, Line, Op};
use crate::ty::RegClass;

/// A register that is read where it may not have been written: its PTX name, its class
/// and number, the call site of the first such read and the index of its line.
pub(crate) struct Unassigned {
    pub(crate) name: String,
    pub(crate) reg: (RegClass, u32),
    pub(crate) at: Site,
    pub(crate) line: usize,
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

    fn unflat(&self, flat: u32) -> (RegClass, u32) {
        // The last class starting at or below `flat` (classes with no registers share
        // their base with the next one).
        let c = self.base.iter().rposition(|&b| b <= flat).unwrap_or(0);
        (RegClass::ALL[c], flat - self.base[c])
    }

    fn name(&self, flat: u32) -> String {
        let (class, idx) = self.unflat(flat);
        format!("{}{}", class.prefix(), idx)
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
            let row = form.form();
            // Writes are reported after the reads (an instruction reads its sources before
            // it writes its destination): one pass for the reads, one for the writes. An
            // operand is a register, an address, or a vector `{a, b, …}` (an `Op::Vector`
            // and its registers), paired with the row's operands (and their roles) in order.
            for pass in [Pass::Reads, Pass::Writes] {
                let mut i = 0;
                let mut k = 0;
                while i < ops.len() {
                    if let Op::Pipe = ops[i] {
                        // `d|p`: a separator, not an operand of the row.
                        i += 1;
                        continue;
                    }
                    let role = row.role(k);
                    k += 1;
                    let (start, len) = match ops[i] {
                        Op::Vector(m) => (i + 1, m as usize),
                        // The map's address and its coordinates: one operand of the form.
                        Op::TensorReg(_, _, m) | Op::TensorSym(_, m) => (i, 1 + m as usize),
                        _ => (i, 1),
                    };
                    let (reads, writes) = match role {
                        Some(Role::Written) => (false, true),
                        Some(Role::ReadWritten) => (true, true),
                        Some(Role::Read) | None => (true, false),
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

/// A guard: the predicate register's number (within its class) and whether it is negated.
type Guard = (u32, bool);

/// A read that its own block does not satisfy: the register, the block, the guard under
/// which the data flow may satisfy it (the read's guard, if its predicate was not
/// written earlier in the block), the call site and the index of the line in the block.
type OpenRead = (u32, usize, Option<Guard>, Option<Site>, usize);

/// Walks the lines of block `b` and calls `unsatisfied` for every read of a register the
/// block has not written before it: not definitely, and not under the same guard as the
/// read (`@p ld x; @p st x` inside one `when` block is fine). `stamp` holds, per register,
/// `b + 1` once block `b` has written it (no clearing between blocks); `pstamp` the same
/// per predicate, for writes under a guard too. `unsatisfied`
/// gets the read's guard only while its predicate still holds the value it had when the
/// block began (a write under that guard in an earlier block may then satisfy it).
fn walk_block(
    f: &Function,
    regs: &Regs,
    b: usize,
    lines: &[Line],
    stamp: &mut [u32],
    pstamp: &mut [u32],
    mut unsatisfied: impl FnMut(u32, Option<Guard>, Option<Site>, usize),
) {
    let mark = b as u32 + 1;
    let preds = regs.base[RegClass::Pred as usize]
        ..regs.base[RegClass::Pred as usize] + f.regs[RegClass::Pred as usize];
    // Registers written under a guard, with the guard, while its predicate is unchanged.
    let mut under: Vec<(u32, Guard)> = Vec::new();
    for (li, l) in lines.iter().enumerate() {
        let g = l.guard();
        accesses(f, regs, l, &mut |a| match a {
            Acc::Read(r) => {
                if stamp[r as usize] != mark && !g.is_some_and(|g| under.contains(&(r, g))) {
                    let entry_guard = g.filter(|(p, _)| pstamp[*p as usize] != mark);
                    unsatisfied(r, entry_guard, l.site(), li);
                }
            }
            Acc::Write(r) => {
                // A new value of a predicate ends what was written under it.
                if preds.contains(&r) {
                    let p = r - preds.start;
                    if !under.is_empty() {
                        under.retain(|(_, (gp, _))| *gp != p);
                    }
                    pstamp[p as usize] = mark;
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
    fn clear(&mut self, i: u32) {
        self.0[i as usize / 64] &= !(1 << (i % 64));
    }
    fn and(&mut self, o: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a &= b;
        }
    }
    fn and_not(&mut self, o: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a &= !b;
        }
    }
    fn or(&mut self, o: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
}

/// The basic blocks of a function: `[start, end)` line ranges (a label starts one; a
/// branch, `ret` or `exit` ends one), and each block's predecessors.
struct Cfg {
    starts: Vec<usize>,
    lines: usize,
    preds: Vec<Vec<usize>>,
}

impl Cfg {
    fn new(f: &Function) -> Cfg {
        let lines = &f.lines;
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
        let mut cfg = Cfg {
            starts,
            lines: lines.len(),
            preds: vec![Vec::new(); nb],
        };
        let block_of_line = |i: usize| cfg.starts.partition_point(|&s| s <= i) - 1;
        let mut label_block = vec![usize::MAX; f.labels.len()];
        for (i, l) in lines.iter().enumerate() {
            if let Line::Label(id) = l
                && let Some(slot) = label_block.get_mut(*id as usize)
            {
                *slot = block_of_line(i);
            }
        }
        for b in 0..nb {
            let e = cfg.end(b);
            let (target, fall) = if e > cfg.starts[b] {
                flow(f, &lines[e - 1])
            } else {
                (None, true)
            };
            if let Some(t) = target
                && let Some(&tb) = label_block.get(t as usize)
                && tb != usize::MAX
            {
                cfg.preds[tb].push(b);
            }
            if fall && b + 1 < nb {
                cfg.preds[b + 1].push(b);
            }
        }
        cfg
    }

    fn len(&self) -> usize {
        self.starts.len()
    }

    fn end(&self, b: usize) -> usize {
        self.starts.get(b + 1).copied().unwrap_or(self.lines)
    }

    fn block<'a>(&self, lines: &'a [Line], b: usize) -> &'a [Line] {
        &lines[self.starts[b]..self.end(b)]
    }

    /// IN[b] = ∩ OUT[p] over the predecessors; the entry block starts empty.
    fn meet(&self, b: usize, out: &[Bits], n: usize) -> Bits {
        if b == 0 {
            return Bits::new(n, false);
        }
        let mut s = Bits::new(n, true);
        for &p in &self.preds[b] {
            s.and(&out[p]);
        }
        s
    }
}

/// The facts the data flow tracks, and what each block does to them.
///
/// *Definite*: register r is written on every path (one bit per tracked register, that
/// is per register some block reads before writing it). *Guarded*: register r is
/// written on every path whenever guard g holds, g's predicate unchanged since (one bit
/// per pair (g, r) some block reads under g before writing it). A definite write makes
/// every guarded fact of its register hold; a write of g's predicate, guarded or not,
/// ends the guarded facts under g.
struct Facts {
    /// Tracked register → its definite bit (`u32::MAX`: not tracked).
    slot: Vec<u32>,
    nt: usize,
    /// The guarded facts, sorted: (predicate, negated, register).
    guarded: Vec<(u32, bool, u32)>,
    /// Per guarded fact, the definite bit of its register.
    guarded_slot: Vec<u32>,
    /// Per block: the definite bits it sets.
    gen_def: Vec<Bits>,
    /// Per block: the guarded facts that hold at its end from its own writes, and those
    /// its predicate writes end.
    gen_guarded: Vec<Bits>,
    kill_guarded: Vec<Bits>,
}

impl Facts {
    fn new(f: &Function, regs: &Regs, cfg: &Cfg, open: &[OpenRead]) -> Facts {
        let mut slot = vec![u32::MAX; regs.total as usize];
        let mut nt = 0;
        for &(r, ..) in open {
            if slot[r as usize] == u32::MAX {
                slot[r as usize] = nt as u32;
                nt += 1;
            }
        }
        let mut guarded: Vec<(u32, bool, u32)> = open
            .iter()
            .filter_map(|&(r, _, g, ..)| g.map(|(p, neg)| (p, neg, r)))
            .collect();
        guarded.sort_unstable();
        guarded.dedup();
        let guarded_slot = guarded.iter().map(|&(_, _, r)| slot[r as usize]).collect();
        let ng = guarded.len();
        let nb = cfg.len();
        let mut facts = Facts {
            slot,
            nt,
            guarded,
            guarded_slot,
            gen_def: vec![Bits::new(nt, false); nb],
            gen_guarded: vec![Bits::new(ng, false); nb],
            kill_guarded: vec![Bits::new(ng, false); nb],
        };
        if nt > 0 {
            for b in 0..nb {
                facts.scan(f, regs, b, cfg.block(&f.lines, b));
            }
        }
        facts
    }

    /// Fills in what block `b` does to the facts, in line order.
    fn scan(&mut self, f: &Function, regs: &Regs, b: usize, lines: &[Line]) {
        let base = regs.base[RegClass::Pred as usize];
        let pred = base..base + f.regs[RegClass::Pred as usize];
        let (gen_def, gen_g, kill_g) = (
            &mut self.gen_def[b],
            &mut self.gen_guarded[b],
            &mut self.kill_guarded[b],
        );
        let guarded = &self.guarded;
        for l in lines {
            let g = l.guard();
            if g.is_some() && guarded.is_empty() {
                continue;
            }
            accesses(f, regs, l, &mut |a| {
                let Acc::Write(r) = a else { return };
                if !guarded.is_empty() && pred.contains(&r) {
                    let p = r - pred.start;
                    let lo = guarded.partition_point(|e| e.0 < p);
                    let hi = guarded.partition_point(|e| e.0 <= p);
                    for i in lo as u32..hi as u32 {
                        kill_g.set(i);
                        gen_g.clear(i);
                    }
                }
                match g {
                    None if self.slot[r as usize] != u32::MAX => {
                        gen_def.set(self.slot[r as usize]);
                    }
                    None => {}
                    Some((p, neg)) => {
                        if let Ok(i) = guarded.binary_search(&(p, neg, r)) {
                            gen_g.set(i as u32);
                        }
                    }
                }
            });
        }
    }

    /// The greatest fixed point: OUT[b] = GEN[b] ∪ (IN[b] − KILL[b]), where a guarded
    /// fact also holds where its register's definite fact does.
    fn solve(&self, cfg: &Cfg) -> (Vec<Bits>, Vec<Bits>) {
        let nb = cfg.len();
        let ng = self.guarded.len();
        let mut out_def = vec![Bits::new(self.nt, true); nb];
        let mut out_g = vec![Bits::new(ng, true); nb];
        let mut changed = self.nt > 0;
        while changed {
            changed = false;
            for b in 0..nb {
                let mut o = cfg.meet(b, &out_def, self.nt);
                o.or(&self.gen_def[b]);
                if ng > 0 {
                    let mut og = cfg.meet(b, &out_g, ng);
                    og.and_not(&self.kill_guarded[b]);
                    og.or(&self.gen_guarded[b]);
                    for (i, &s) in self.guarded_slot.iter().enumerate() {
                        if o.get(s) {
                            og.set(i as u32);
                        }
                    }
                    if og != out_g[b] {
                        out_g[b] = og;
                        changed = true;
                    }
                }
                if o != out_def[b] {
                    out_def[b] = o;
                    changed = true;
                }
            }
        }
        (out_def, out_g)
    }
}

/// The registers of `f` read where they may be unassigned, in line order, one entry per
/// register.
pub(crate) fn unassigned(f: &Function) -> Vec<Unassigned> {
    let regs = Regs::new(f);
    let cfg = Cfg::new(f);
    // The reads a block does not satisfy itself are recorded once (register, block, guard,
    // site): only their registers take part in the data flow, and only they are checked
    // against its result. Everything else is checked by this local pass, so straight-line
    // code costs one pass.
    let mut stamp = vec![0u32; regs.total as usize];
    let mut pstamp = vec![0u32; f.regs[RegClass::Pred as usize] as usize];
    let mut open: Vec<OpenRead> = Vec::new();
    for b in 0..cfg.len() {
        walk_block(
            f,
            &regs,
            b,
            cfg.block(&f.lines, b),
            &mut stamp,
            &mut pstamp,
            |r, g, at, li| open.push((r, b, g, at, li)),
        );
    }
    if open.is_empty() {
        return Vec::new();
    }
    let facts = Facts::new(f, &regs, &cfg, &open);
    let (out_def, out_g) = facts.solve(&cfg);
    // Report the open reads that the data flow does not cover either.
    let mut reported = vec![false; regs.total as usize];
    let mut found = Vec::new();
    let mut ins: Option<(usize, Bits, Bits)> = None;
    for (r, b, g, at, li) in open {
        // An unreachable block (no predecessor, not the entry) never runs.
        if b != 0 && cfg.preds[b].is_empty() {
            continue;
        }
        if ins.as_ref().is_none_or(|(ib, ..)| *ib != b) {
            let ng = facts.guarded.len();
            ins = Some((b, cfg.meet(b, &out_def, facts.nt), cfg.meet(b, &out_g, ng)));
        }
        let Some((_, in_def, in_g)) = &ins else {
            continue;
        };
        let covered = in_def.get(facts.slot[r as usize])
            || g.is_some_and(|(p, neg)| {
                facts
                    .guarded
                    .binary_search(&(p, neg, r))
                    .is_ok_and(|i| in_g.get(i as u32))
            });
        if !covered
            && !reported[r as usize]
            && let Some(at) = at
        {
            reported[r as usize] = true;
            found.push(Unassigned {
                name: regs.name(r),
                reg: regs.unflat(r),
                at,
                line: cfg.starts[b] + li,
            });
        }
    }
    found
}

/// What a line does to the function's tensor-memory allocations (the builder records one
/// event per `tcgen05.alloc`, `dealloc` and `relinquish_alloc_permit` it emits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TmemEvent {
    /// `tcgen05.alloc` of allocation n (numbered from 0 in the function).
    Alloc(u32),
    /// `tcgen05.dealloc` of allocation n.
    Free(u32),
    /// `tcgen05.relinquish_alloc_permit`.
    Relinquish,
}

/// What the tensor-memory check finds, by index into its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TmemFinding {
    /// The allocation of event `event` may still be held at the `ret`/`exit` on line `exit`.
    Leak { event: usize, exit: usize },
    /// The allocation of event `event` comes where a relinquish may have run.
    AfterRelinquish { event: usize },
    /// The allocation of event `event` comes where the same allocation may still be held
    /// (a loop around it).
    AllocHeld { event: usize },
    /// The free of event `event` comes where its allocation may be freed already (a loop
    /// around it).
    FreedTwice { event: usize },
    /// The `ret`/`exit` on line `exit` may run before the allocation of event `event`:
    /// the threads that leave there miss the allocation's CTA-wide sequence (the
    /// allocating warp among them, perhaps).
    EarlyExit { event: usize, exit: usize },
}

/// The tensor-memory check: two forward data flows over the blocks, one bit per
/// allocation and one for "relinquished": what *may* be so on some path (union at
/// joins) and what *must* be so on every path (intersection), and one bit per allocation
/// for "made" (never cleared). Every allocation must not be held at a `ret` or `exit` nor
/// at its own allocation, must be held at its free, and must be made on every path to a
/// `ret` or `exit`; "relinquished" must be clear at each allocation. `events` are
/// `(line, event)` in line order.
pub(crate) fn tmem_leaks(f: &Function, events: &[(usize, TmemEvent)]) -> Vec<TmemFinding> {
    let cfg = Cfg::new(f);
    let allocs = events
        .iter()
        .filter_map(|e| match e.1 {
            TmemEvent::Alloc(n) => Some(n as usize + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let relinquished = allocs as u32;
    let n = 2 * allocs + 1;
    let block_of = |line: usize| cfg.starts.partition_point(|&s| s <= line) - 1;
    let mut per_block: Vec<Vec<(usize, usize)>> = vec![Vec::new(); cfg.len()];
    for (i, &(line, _)) in events.iter().enumerate() {
        if line < cfg.lines {
            per_block[block_of(line)].push((line, i));
        }
    }
    let (may_out, must_out) = tmem_flow(&cfg, &per_block, events, n, relinquished);
    let mut found = Vec::new();
    let mut leaked = vec![false; allocs];
    let alloc_event = |a: usize| {
        events
            .iter()
            .position(|e| e.1 == TmemEvent::Alloc(a as u32))
            .unwrap_or(0)
    };
    for (b, evs) in per_block.iter().enumerate() {
        // An unreachable block (no predecessor, not the entry) never runs.
        if b != 0 && cfg.preds[b].is_empty() {
            continue;
        }
        let (mut may, mut must) = tmem_in(&cfg, b, &may_out, &must_out, n);
        let mut evs = evs.iter().peekable();
        for line in cfg.starts[b]..cfg.end(b) {
            while let Some(&&(l, i)) = evs.peek() {
                if l != line {
                    break;
                }
                match events[i].1 {
                    TmemEvent::Alloc(_) if may.get(relinquished) => {
                        found.push(TmemFinding::AfterRelinquish { event: i })
                    }
                    TmemEvent::Alloc(a) if may.get(a) => {
                        found.push(TmemFinding::AllocHeld { event: i })
                    }
                    TmemEvent::Free(a) if !must.get(a) => {
                        found.push(TmemFinding::FreedTwice { event: i })
                    }
                    _ => {}
                }
                tmem_apply(&mut may, events[i].1, relinquished);
                tmem_apply(&mut must, events[i].1, relinquished);
                evs.next();
            }
            let exits = matches!(
                f.lines[line],
                Line::Inst {
                    form: FormId::Ret | FormId::Exit,
                    ..
                }
            );
            if exits {
                for (a, done) in leaked.iter_mut().enumerate() {
                    let made = must.get(relinquished + 1 + a as u32);
                    if !*done && (may.get(a as u32) || !made) {
                        *done = true;
                        found.push(if made {
                            TmemFinding::Leak {
                                event: alloc_event(a),
                                exit: line,
                            }
                        } else {
                            TmemFinding::EarlyExit {
                                event: alloc_event(a),
                                exit: line,
                            }
                        });
                    }
                }
            }
        }
    }
    found
}

/// What one event does to a state of [`tmem_leaks`]' facts (an allocation's "made" bit
/// follows "relinquished").
fn tmem_apply(s: &mut Bits, e: TmemEvent, relinquished: u32) {
    match e {
        TmemEvent::Alloc(a) => {
            s.set(a);
            s.set(relinquished + 1 + a);
        }
        TmemEvent::Free(a) => s.clear(a),
        TmemEvent::Relinquish => s.set(relinquished),
    }
}

/// The states at the start of block `b`: the union (may) and intersection (must) of its
/// predecessors' ends, the entry block's with the empty state the function starts in (a
/// loop may lead back to it).
fn tmem_in(cfg: &Cfg, b: usize, may_out: &[Bits], must_out: &[Bits], n: usize) -> (Bits, Bits) {
    let mut may = Bits::new(n, false);
    let mut must = Bits::new(n, b != 0);
    for &p in &cfg.preds[b] {
        may.or(&may_out[p]);
        must.and(&must_out[p]);
    }
    (may, must)
}

/// The fixed points of [`tmem_leaks`]' two flows: each block's end states.
fn tmem_flow(
    cfg: &Cfg,
    per_block: &[Vec<(usize, usize)>],
    events: &[(usize, TmemEvent)],
    n: usize,
    relinquished: u32,
) -> (Vec<Bits>, Vec<Bits>) {
    let nb = cfg.len();
    let mut may_out = vec![Bits::new(n, false); nb];
    let mut must_out = vec![Bits::new(n, true); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for (b, evs) in per_block.iter().enumerate() {
            let (mut may, mut must) = tmem_in(cfg, b, &may_out, &must_out, n);
            for &(_, i) in evs {
                tmem_apply(&mut may, events[i].1, relinquished);
                tmem_apply(&mut must, events[i].1, relinquished);
            }
            if may != may_out[b] || must != must_out[b] {
                may_out[b] = may;
                must_out[b] = must;
                changed = true;
            }
        }
    }
    (may_out, must_out)
}

/// Where register `idx` of `class` is first written (the first line, in text order, that
/// writes it): where the value was made.
pub(crate) fn made_at(f: &Function, class: RegClass, idx: u32) -> Option<Site> {
    let regs = Regs::new(f);
    let r = regs.flat(class, idx);
    f.lines.iter().find_map(|l| {
        let mut writes = false;
        accesses(f, &regs, l, &mut |a| {
            writes |= matches!(a, Acc::Write(w) if w == r)
        });
        if writes { l.site() } else { None }
    })
}
