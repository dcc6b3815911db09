//! Calls of device functions, and `raw`: one checked instruction the table lacks.

use super::*;

/// The Rust types of plain value registers (`Reg<T>`), which `raw` may write.
fn value_types() -> [core::any::TypeId; 9] {
    use core::any::TypeId;
    [
        TypeId::of::<Reg<u16>>(),
        TypeId::of::<Reg<i16>>(),
        TypeId::of::<Reg<u32>>(),
        TypeId::of::<Reg<i32>>(),
        TypeId::of::<Reg<u64>>(),
        TypeId::of::<Reg<i64>>(),
        TypeId::of::<Reg<f32>>(),
        TypeId::of::<Reg<f64>>(),
        TypeId::of::<Reg<Pred>>(),
    ]
}

/// # Device-function calls and raw instructions
///
/// Device-function calls and raw instruction text (checked against the table's operand
/// roles).
impl<'m> Kernel<'m> {
    // ---- calls and raw text ---------------------------------------------------------------------

    /// Calls a device function: `call.uni (ret), f, (args…)`. Arguments are checked
    /// against the function's parameter types (a generic pointer of known origin is
    /// accepted where the function takes `Ptr<Generic, T>`).
    #[track_caller]
    pub fn call<A: crate::call::Args, R: crate::call::Return, C: crate::call::CoerceArgs<A>>(
        &mut self,
        f: crate::module::FuncRef<A, R>,
        args: C,
    ) -> R::Out {
        let at = site(Location::caller());
        let ids = args.regs(Token::new());
        let start = self.f.ops.len() as u32;
        for id in &ids {
            let o = self.op_reg(*id, at);
            self.f.ops.push(o);
        }
        if !self.st.funcs.iter().any(|g| g.id == f.id) {
            self.misuse(
                "a call to a function of another module",
                "call functions of the module being built",
                at,
            );
        }
        let ret = R::TY.map(|t| self.new_reg(t.class()));
        self.used(FormId::Call, at);
        self.f.lines.push(Line::Call {
            callee: f.id,
            ops: start,
            n: ids.len() as u8,
            ret: ret.map(|r| (r.class, r.idx)),
            guard: self.guard,
            at,
        });
        R::out(ret, Token::new())
    }

    /// Emits `text` as one instruction, verbatim, after replacing `{0}`, `{1}` … with the
    /// PTX names of `regs`: the escape hatch for instructions typed-ptx does not model.
    /// No type rule is checked; declare what it needs with [`raw_requires`](Kernel::raw_requires).
    ///
    /// Which operands the instruction writes (its destination) and reads (everything
    /// else, and the destination too where it is also a source) comes from the table
    /// ([`typed_ptx_isa::text::first_operand`]); an opcode the table does not know is an
    /// error. Only registers made by [`fresh`](Kernel::fresh) or [`mov`](Kernel::mov)
    /// may be written, every register read must be written on every path before, and a
    /// guard in the text (`@{1} mov.u32 {0}, 5;`) makes the write conditional (it is
    /// refused inside [`when`](Kernel::when), which already guards the instruction).
    /// Registers appear only as `{n}`; a `%` name must be a special register (`%nsmid`).
    ///
    /// ```
    /// # use typed_ptx_builder::{Module, Target};
    /// let mut m = Module::new(Target::SM_80);
    /// m.entry("k", |k| {
    ///     let r = k.fresh::<u32>();
    ///     k.raw("mov.u32 {0}, %nsmid;", &[r.into()]);
    /// });
    /// assert!(m.emit().unwrap().contains("mov.u32 %r0, %nsmid;"));
    /// ```
    #[track_caller]
    pub fn raw(&mut self, text: &str, regs: &[crate::call::AnyReg]) {
        self.raw_impl(text, regs, None, site(Location::caller()));
    }

    /// Like [`raw`](Kernel::raw), declaring the PTX ISA version and `sm` the text needs,
    /// so that version computation and target checks include it.
    #[track_caller]
    pub fn raw_requires(
        &mut self,
        text: &str,
        regs: &[crate::call::AnyReg],
        isa: Version,
        sm: u32,
    ) {
        self.raw_impl(text, regs, Some((isa, sm)), site(Location::caller()));
    }

    pub(crate) fn raw_impl(
        &mut self,
        text: &str,
        regs: &[crate::call::AnyReg],
        req: Option<(Version, u32)>,
        at: Site,
    ) {
        let shape = match crate::rawtext::parse(text, regs.len().min(64)) {
            Ok(shape) => shape,
            Err(why) => {
                self.st.errors.push(Error::Misuse {
                    what: format!("raw instruction `{}`: {why}", text.trim()),
                    fix: "a raw instruction is one PTX instruction whose registers are `{n}` operands; what the table lacks belongs in the table (ptx-isa)",
                    at,
                });
                crate::rawtext::RawShape {
                    reads: 0,
                    writes: 0,
                    guard: None,
                    body: text.trim().to_owned(),
                }
            }
        };
        let writes = shape.writes;
        let guard = self.raw_guard(text, shape.guard, regs, at);
        if regs.len() > 64 {
            self.misuse(
                format!("a raw instruction with {} registers", regs.len()),
                "give at most 64 registers",
                at,
            );
        }
        // What raw writes is not type-checked, so it may write only plain value registers
        // made to be overwritten (`fresh`, `mov`): never a pointer, whose space the types
        // rely on, nor a register any typed view shares.
        for (i, r) in regs.iter().enumerate().take(64) {
            if writes & (1 << i) != 0 && r.0.func == self.f.id {
                let value = self
                    .assignable
                    .get(&r.0)
                    .is_some_and(|t| value_types().contains(t));
                if !value {
                    self.misuse(
                        format!(
                            "raw instruction `{}` writes {}{} (operand {{{i}}}), which is not a value register made by `fresh` or `mov`",
                            text.trim(),
                            r.0.class.prefix(),
                            r.0.idx
                        ),
                        "let raw write a register from `Kernel::fresh` (or `mov`) and convert it with the typed operations; pointers and other registers are written once, by typed instructions",
                        at,
                    );
                }
            }
        }
        let start = self.f.ops.len() as u32;
        for r in regs {
            let o = self.op_reg(r.0, at);
            self.f.ops.push(o);
        }
        let text_id = self.f.raws.len() as u32;
        self.f.raws.push((shape.body, req));
        self.f.lines.push(Line::Raw {
            text: text_id,
            ops: start,
            n: regs.len() as u8,
            reads: shape.reads,
            writes,
            guard,
            at,
        });
    }

    /// The guard of a raw line: the block's, or the text's own `@{n}` (a predicate of
    /// this function), never both (PTX takes one guard per instruction).
    fn raw_guard(
        &mut self,
        text: &str,
        own: Option<(usize, bool)>,
        regs: &[crate::call::AnyReg],
        at: Site,
    ) -> Option<(u32, bool)> {
        let Some((n, neg)) = own else {
            return self.guard;
        };
        let Some(r) = regs.get(n) else {
            return self.guard;
        };
        if self.guard.is_some() {
            self.misuse(
                format!("raw instruction `{}` has its own guard inside a `when`/`unless` block", text.trim()),
                "PTX takes one guard per instruction: drop the `@{n}` from the text (the block's guard applies), or move the raw call out of the block",
                at,
            );
            return self.guard;
        }
        if r.0.class != RegClass::Pred {
            self.misuse(
                format!(
                    "raw instruction `{}` is guarded by operand {{{n}}}, {}{}, which is not a predicate",
                    text.trim(),
                    r.0.class.prefix(),
                    r.0.idx
                ),
                "guard with a `Reg<Pred>` (from `setp` or `fresh::<Pred>`)",
                at,
            );
            return None;
        }
        // A register of another function is reported when the operands are recorded.
        (r.0.func == self.f.id).then_some((r.0.idx, neg))
    }
}
