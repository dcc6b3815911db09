//! Labels, branches, guards, structured `if`, `ret` and `exit`.

use super::*;

/// # Branches and labels
///
/// Branches and labels: `bra`, `bra.uni`, `ret`, `exit`.
impl<'m> Kernel<'m> {
    // ---- control flow ------------------------------------------------------------------------

    /// A new label of this kernel; place it with [`place`](Kernel::place).
    pub fn label(&mut self) -> Label {
        self.f.labels.push(None);
        self.label_region.push(self.region);
        Label {
            func: self.f.id,
            id: (self.f.labels.len() - 1) as u32,
        }
    }

    pub(crate) fn label_op(&mut self, l: Label, at: Site) -> Op {
        if l.func != self.f.id {
            let owner = self.st.func_name(l.func);
            let user = self.st.symbols[self.f.sym as usize].name.clone();
            self.st.errors.push(Error::ForeignValue {
                what: format!("label $L_{}", l.id),
                owner,
                user,
                at,
            });
        }
        Op::Label(l.id)
    }

    /// Places a label here. Branches from outside the region it is placed in (the body
    /// of an `if_then`, `if_space` or guarded block) may not jump to it.
    #[track_caller]
    pub fn place(&mut self, l: Label) {
        self.place_at(l, site(Location::caller()));
    }

    pub(crate) fn place_at(&mut self, l: Label, at: Site) {
        self.label_op(l, at);
        if l.func != self.f.id {
            return;
        }
        if let Some(r) = self.label_region.get_mut(l.id as usize) {
            *r = self.region;
        }
        match self.f.labels.get_mut(l.id as usize) {
            Some(slot @ None) => *slot = Some(at),
            Some(Some(first)) => {
                let first = *first;
                self.misuse(
                    format!("label $L_{} placed twice (first at {first})", l.id),
                    "place each label once",
                    at,
                );
            }
            None => {}
        }
        self.f.lines.push(Line::Label(l.id));
    }

    /// The operand of a branch to `l`, recorded for the region check.
    pub(crate) fn branch_op(&mut self, l: Label, at: Site) -> Op {
        if l.func == self.f.id {
            self.branches.push((l.id, self.region, at));
        }
        self.label_op(l, at)
    }

    // `bra` and `bra.uni` are generated from their rows: `bra(l)`, `bra_uni(l)`.

    pub(crate) fn branch_unless(&mut self, p: Reg<Pred>, l: Label, at: Site) {
        self.branch_unless_in(p, l, false, at);
    }

    /// `@!p bra l`. Inside a `when`/`unless` block the branch takes `p` as its guard in
    /// place of the block's, so it is refused there unless `skips_guarded_code`: what it
    /// jumps over is only code the block guards (the body of an `if_then`), which does
    /// nothing where the block's guard is false, whichever way those threads branch.
    fn branch_unless_in(&mut self, p: Reg<Pred>, l: Label, skips_guarded_code: bool, at: Site) {
        if self.guard.is_some() && !skips_guarded_code {
            self.misuse(
                "a conditional branch (`bra_unless`, `if_else`, `if_space` or a loop) inside a `when`/`unless` block, where it would ignore the block's guard",
                "PTX takes one guard per instruction: use `if_then` instead of `when` around code that branches",
                at,
            );
        }
        let g = self.guard;
        let pr = self.op_reg(p.id, at);
        let Op::Reg(_, idx) = pr else { return };
        self.guard = Some((idx, true));
        let op = self.branch_op(l, at);
        self.op(FormId::Bra, &[], &[op], at);
        self.guard = g;
    }

    /// `@p bra L`.
    #[track_caller]
    pub fn bra_if(&mut self, p: Reg<Pred>, l: Label) {
        let at = site(Location::caller());
        let Op::Reg(_, idx) = self.op_reg(p.id, at) else {
            return;
        };
        if self.guard.is_some() {
            self.misuse(
                "a guard inside a guarded block",
                "PTX takes one guard predicate per instruction: combine predicates with `and`",
                at,
            );
        }
        let g = self.guard.replace((idx, false));
        let op = self.branch_op(l, at);
        self.op(FormId::Bra, &[], &[op], at);
        self.guard = g;
    }

    /// `@!p bra L`.
    #[track_caller]
    pub fn bra_unless(&mut self, p: Reg<Pred>, l: Label) {
        let at = site(Location::caller());
        self.branch_unless(p, l, at);
    }

    pub(crate) fn guarded(
        &mut self,
        p: Reg<Pred>,
        neg: bool,
        at: Site,
        body: impl FnOnce(&mut Self),
    ) {
        if self.guard.is_some() {
            self.misuse(
                "a guard inside a guarded block",
                "PTX takes one guard predicate per instruction: combine predicates with `and`",
                at,
            );
        }
        let Op::Reg(_, idx) = self.op_reg(p.id, at) else {
            return;
        };
        let g = self.guard.replace((idx, neg));
        self.region(Region::Guarded, at, body);
        self.guard = g;
    }

    /// Emits the instructions of `body` guarded by `@p`: they take effect only in
    /// threads where `p` is true.
    #[track_caller]
    pub fn when(&mut self, p: Reg<Pred>, body: impl FnOnce(&mut Self)) {
        let at = site(Location::caller());
        self.guarded(p, false, at, body);
    }

    /// Emits the instructions of `body` guarded by `@!p`.
    #[track_caller]
    pub fn unless(&mut self, p: Reg<Pred>, body: impl FnOnce(&mut Self)) {
        let at = site(Location::caller());
        self.guarded(p, true, at, body);
    }

    /// Structured `if`: `@!p bra skip; body; skip:`. Inside `when`/`unless` the body keeps
    /// the block's guard (the branch has its own).
    #[track_caller]
    pub fn if_then(&mut self, p: Reg<Pred>, body: impl FnOnce(&mut Self)) {
        let at = site(Location::caller());
        let skip = self.label();
        self.branch_unless_in(p, skip, true, at);
        self.region(Region::IfThen, at, body);
        self.place_at(skip, at);
    }

    /// `ret`. In a device function that returns a value, a branch to the function's
    /// epilogue, which stores the value and returns (the value must then be assigned on
    /// every path to a `ret`).
    #[track_caller]
    pub fn ret(&mut self) {
        let at = site(Location::caller());
        if !self.f.entry && self.f.ret.is_some() {
            let l = match self.ret_label {
                Some(l) => l,
                None => {
                    let outer = self.region;
                    self.region = 0;
                    let l = self.label();
                    self.region = outer;
                    self.ret_label = Some(l);
                    l
                }
            };
            let op = self.branch_op(l, at);
            self.op(FormId::Bra, &[], &[op], at);
            return;
        }
        self.op(FormId::Ret, &[], &[], at);
    }
}
