//! Names whose region has closed: a name bound inside a loop body, an `if` branch or a
//! guarded block exists only there. A use after the region is reported at the use, with
//! the name and how to carry the value out (the loop's `carry` list and `yield`, an
//! `if … else` that gives it), instead of Rust's "cannot find value" in the generated code.

use syn::{Error, Ident};

use super::super::parse::Operand;
use super::{Env, Kind};

/// The region a name was bound in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Region {
    For,
    While,
    If,
    Guarded,
}

/// What a name was in its region.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    /// Bound by a statement of the region's body.
    Made,
    /// A `for` loop's index.
    Index,
    /// A value the loop carries (its name inside the loop).
    Carried,
}

/// A name whose region has closed.
pub(super) struct Gone {
    name: String,
    region: Region,
    role: Role,
    /// Already reported at a use (each name is reported once).
    reported: bool,
}

impl Env {
    /// Unbinds the names bound since `mark`, remembering those that name values as bound in
    /// `region` with `role`.
    pub(super) fn close(&mut self, mark: usize, region: Region, role: Role) {
        if mark >= self.names.len() {
            return;
        }
        for (name, kind) in self.names.drain(mark..) {
            if !matches!(kind, Kind::Label | Kind::Func) {
                self.gone.push(Gone {
                    name,
                    region,
                    role,
                    reported: false,
                });
            }
        }
    }

    /// Forgets the closed regions (a new kernel or function starts).
    pub(super) fn forget_gone(&mut self) {
        self.gone.clear();
    }

    /// Reports every name of `o` that is not bound but was bound in a region that has
    /// closed, at the name.
    pub(super) fn check_operand(&mut self, o: &Operand) {
        match o {
            Operand::Name(i) => self.check_name(i),
            Operand::Addr { base, off, .. } => {
                self.check_operand(base);
                if let Some((_, off)) = off {
                    self.check_operand(off);
                }
            }
            Operand::VarOff { base, off } => {
                self.check_name(base);
                self.check_operand(off);
            }
            Operand::Vector(v, _) | Operand::Tuple(v, _) => {
                for o in v {
                    self.check_operand(o);
                }
            }
            Operand::Tensor { map, coords, .. } => {
                self.check_operand(map);
                for o in coords {
                    self.check_operand(o);
                }
            }
            Operand::Elem { base, index, .. } => {
                self.check_name(base);
                self.check_operand(index);
            }
            Operand::Lit { .. } | Operand::Expr(..) | Operand::Sreg { .. } => {}
        }
    }

    /// Reports `i` if it is not bound but was bound in a region that has closed.
    pub(super) fn check_name(&mut self, i: &Ident) {
        let name = i.to_string();
        if self.names.iter().any(|(n, _)| *n == name) {
            return;
        }
        let Some(g) = self.gone.iter_mut().rev().find(|g| g.name == name) else {
            return;
        };
        if g.reported {
            return;
        }
        g.reported = true;
        let msg = gone_message(&name, g.region, g.role);
        self.err(Error::new(i.span(), msg));
    }
}

/// What a use of `name` after its region says.
fn gone_message(name: &str, region: Region, role: Role) -> String {
    let carry_for = format!(
        "carry it out of the loop: add it to the loop's `carry` list with an initial value, `yield` its new value at the end of the body, and bind what the loop gives: `let (…, {name}) = for i: u32 in a..b carry (…, {name}: f32 = 0.0) {{ …; yield …, {name}; }};`"
    );
    let carry_while = format!(
        "carry it out of the loop: add it to the loop's `carry` list with an initial value, `yield` its new value at the end of the body, and bind what the loop gives: `let (…, {name}) = while carry (…, {name}: f32 = 0.0) {{ …; yield p; }} do {{ …; yield …, {name}; }};`"
    );
    match (region, role) {
        (Region::For, Role::Made) => format!(
            "`{name}` is made inside the body of a `for` loop above and does not exist after it; {carry_for}"
        ),
        (Region::While, Role::Made) => format!(
            "`{name}` is made inside a `while` loop above and does not exist after it; {carry_while}"
        ),
        (_, Role::Index) => format!(
            "`{name}` is the index of a `for` loop above and exists only inside it; to use the last index after the loop, carry it (`carry (last: u32 = 0)` and `yield {name}`) and bind what the loop gives"
        ),
        (Region::While, Role::Carried) => format!(
            "`{name}` names a value a `while` loop above carries, inside the loop only; after the loop, bind what the loop gives: `let {name} = while carry ({name} = …) {{ …; yield p; }} do {{ …; yield …; }};` (`let (a, b) = …` for several)"
        ),
        (_, Role::Carried) => format!(
            "`{name}` names a value a `for` loop above carries, inside the loop only; after the loop, bind what the loop gives: `let {name} = for i: u32 in a..b carry ({name} = …) {{ …; yield …; }};` (`let (a, b) = …` for several)"
        ),
        (Region::If, Role::Made) => format!(
            "`{name}` is made inside a branch of an `if` above and does not exist after it; give it from both branches and bind it: `let {name} = if cond {{ …; yield a; }} else {{ …; yield b; }};`"
        ),
        (Region::Guarded, Role::Made) => format!(
            "`{name}` is made inside a guarded block (`@guard {{ … }}`) above, whose instructions run only where the guard holds, and does not exist after it; give it a value on both paths with `let {name} = if guard {{ …; yield a; }} else {{ yield b; }};`, or use it only inside the block"
        ),
    }
}
