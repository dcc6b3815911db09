//! The body of a kernel or device function, and its hand-written (typed-space) instructions.
//! The regular instruction methods (arithmetic, logic, special registers) are generated
//! from the `ptx-isa` table by `build.rs`.

use core::panic::Location;

use typed_ptx_isa::{FormId, Version};

use crate::error::{Error, Site};
use crate::module::{
    Align, Decl, Function, Len, Line, Op, ParamDecl, State, check_align, check_len,
};
use crate::reg::{
    AddrOperand, Address, Base, Label, Ptr, Ptr32, Reg, RegId, Src, SrcV, SymRef, Var,
};
use crate::space::private::{Sealed, Token};
use crate::space::{
    Access, Atomic, Cluster, Covers, Cta, Entry, Generic, Global, Join, Local, Named, Origin,
    OriginIs, Param, ReadOnly, Shared, Space, Storable, Unknown, Window32,
};
use crate::ty::{Elem, Imm, Int, Int3264, Num, Pred, RegClass, Scalar, Ty, Widening};

/// The body of a kernel (`.entry`) or device function (`.func`) being built.
///
/// Every method that emits an instruction takes `&mut self`, returns the registers it
/// defines, and records the Rust call site, so that a problem found later (a version
/// the instruction needs, a register of another kernel) names the line that caused it.
/// Problems are collected and reported by [`Module::emit`](crate::Module::emit); no
/// method panics.
pub struct Kernel<'m> {
    pub(crate) st: &'m mut State,
    pub(crate) f: Function,
    guard: Option<(u32, bool)>,
    /// Registers that [`assign`](Kernel::assign)/[`assign_ptr`](Kernel::assign_ptr) may
    /// overwrite, with the exact Rust type each was made as. Every other register is
    /// written once: views such as `Ptr::bits`, `erase` or `widen` share their
    /// register, so overwriting one through a view would change the value, or the space,
    /// that the other typed handles rely on.
    assignable: std::collections::HashMap<RegId, core::any::TypeId>,
    /// The checked region being built (0: the function's body) and each region's parent:
    /// a branch may leave regions, never enter one.
    region: u32,
    region_parent: Vec<u32>,
    /// The region each label was placed in (by label id).
    label_region: Vec<u32>,
    /// Every branch: its target label, the region it was made in, and where.
    branches: Vec<(u32, u32, Site)>,
    /// In a device function that returns a value, the epilogue an early `ret` jumps to
    /// (it stores the value, then returns).
    ret_label: Option<Label>,
    /// Registers holding the address of a `.local` variable of this device function: its
    /// frame is gone after it returns, so none may be returned.
    local_addrs: std::collections::HashSet<RegId>,
    /// Where this function's errors start in the module's list.
    errors_start: usize,
}

/// A comparison for [`Kernel::setp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

impl Cmp {
    fn suffix(self) -> &'static str {
        match self {
            Cmp::Eq => ".eq",
            Cmp::Ne => ".ne",
            Cmp::Lt => ".lt",
            Cmp::Le => ".le",
            Cmp::Gt => ".gt",
            Cmp::Ge => ".ge",
        }
    }
}

/// A cache operator for loads (`ld.ca`, `ld.cg` …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LdCache {
    /// `.ca`: cache at all levels (the default).
    Ca,
    /// `.cg`: cache in L2, not L1.
    Cg,
    /// `.cs`: streaming, likely accessed once.
    Cs,
    /// `.lu`: last use.
    Lu,
    /// `.cv`: do not cache; fetch again.
    Cv,
}

impl LdCache {
    fn suffix(self) -> &'static str {
        match self {
            LdCache::Ca => ".ca",
            LdCache::Cg => ".cg",
            LdCache::Cs => ".cs",
            LdCache::Lu => ".lu",
            LdCache::Cv => ".cv",
        }
    }
}

/// A cache operator for stores (`st.wb`, `st.cg` …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StCache {
    /// `.wb`: write back (the default).
    Wb,
    /// `.cg`: cache in L2, not L1.
    Cg,
    /// `.cs`: streaming.
    Cs,
    /// `.wt`: write through.
    Wt,
}

impl StCache {
    fn suffix(self) -> &'static str {
        match self {
            StCache::Wb => ".wb",
            StCache::Cg => ".cg",
            StCache::Cs => ".cs",
            StCache::Wt => ".wt",
        }
    }
}

/// The scope of a memory barrier or fence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The CTA.
    Cta,
    /// The thread-block cluster (fences only; sm_90).
    Cluster,
    /// The GPU.
    Gpu,
    /// The whole system.
    Sys,
}

/// The lane arithmetic of [`Kernel::shfl_sync`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shfl {
    /// Read from `lane - b`.
    Up,
    /// Read from `lane + b`.
    Down,
    /// Read from `lane ^ b`.
    Bfly,
    /// Read from lane `b`.
    Idx,
}

/// The number of bytes of a [`Kernel::cp_async_ca`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpSize {
    /// 4 bytes.
    B4,
    /// 8 bytes.
    B8,
    /// 16 bytes.
    B16,
}

/// Atomic operations of [`Kernel::atom`] and [`Kernel::red`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomOp {
    /// `.add`.
    Add,
    /// `.min`.
    Min,
    /// `.max`.
    Max,
    /// `.and` (bitwise).
    And,
    /// `.or` (bitwise).
    Or,
    /// `.xor` (bitwise).
    Xor,
    /// `.exch` (atom only).
    Exch,
    /// `.inc` (wrapping increment, u32).
    Inc,
    /// `.dec` (wrapping decrement, u32).
    Dec,
}

impl AtomOp {
    fn suffix(self) -> &'static str {
        match self {
            AtomOp::Add => ".add",
            AtomOp::Min => ".min",
            AtomOp::Max => ".max",
            AtomOp::And => ".and",
            AtomOp::Or => ".or",
            AtomOp::Xor => ".xor",
            AtomOp::Exch => ".exch",
            AtomOp::Inc => ".inc",
            AtomOp::Dec => ".dec",
        }
    }
    fn bitwise(self) -> bool {
        matches!(self, AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch)
    }
}

/// Element types an atomic operation accepts: u32, i32, u64, i64, f32, f64.
#[diagnostic::on_unimplemented(
    message = "PTX has no atomics on `{Self}`",
    note = "atom and red take 32- and 64-bit integers and floats"
)]
pub trait AtomicElem: Elem<Value = Self> + Scalar {}
impl AtomicElem for u32 {}
impl AtomicElem for i32 {}
impl AtomicElem for u64 {}
impl AtomicElem for i64 {}
impl AtomicElem for f32 {}
impl AtomicElem for f64 {}

/// Element types that `.v4` loads and stores accept (at most 32 bits each).
#[diagnostic::on_unimplemented(
    message = "PTX `.v4` vectors of `{Self}` exceed 128 bits",
    note = "use `.v2` for 64-bit elements"
)]
pub trait V4Elem: Elem {}
impl V4Elem for u8 {}
impl V4Elem for i8 {}
impl V4Elem for u16 {}
impl V4Elem for i16 {}
impl V4Elem for u32 {}
impl V4Elem for i32 {}
impl V4Elem for f32 {}

/// 32-bit register types that `shfl.sync` moves.
#[diagnostic::on_unimplemented(
    message = "`shfl.sync` moves 32-bit values, not `{Self}`",
    note = "shuffle a u32, i32 or f32; split 64-bit values in halves"
)]
pub trait B32: Scalar {}
impl B32 for u32 {}
impl B32 for i32 {}
impl B32 for f32 {}

/// `.global` only: the read-only non-coherent path of `ld.global.nc`.
#[diagnostic::on_unimplemented(
    message = "`ld.global.nc` reads only the .global state space, not {Self}",
    note = "load other spaces with `ld`"
)]
pub trait NonCoherent: Space {}
impl NonCoherent for Global {}

/// The destination space of `cp.async`: `.shared::cta`.
#[diagnostic::on_unimplemented(
    message = "`cp.async` writes to .shared::cta, not to {Self}",
    note = "cp.async copies from .global to the executing CTA's shared memory"
)]
pub trait CpAsyncDst: Space {}
impl CpAsyncDst for Shared<Cta> {}

/// The source space of `cp.async`: `.global`.
#[diagnostic::on_unimplemented(
    message = "`cp.async` reads from .global, not from {Self}",
    note = "cp.async copies from .global to the executing CTA's shared memory"
)]
pub trait CpAsyncSrc: Space {}
impl CpAsyncSrc for Global {}

/// Shared spaces that `mapa` maps to another CTA of the cluster.
#[diagnostic::on_unimplemented(
    message = "`mapa` maps shared-memory addresses, not {Self} ones",
    note = "mapa takes a .shared::cta or .shared::cluster address (or a generic address that came from one)"
)]
pub trait MapaSpace: Space {}
impl MapaSpace for Shared<Cta> {}
impl MapaSpace for Shared<Cluster> {}
/// Generic origins that `mapa` on a generic address accepts.
#[diagnostic::on_unimplemented(
    message = "`mapa` on a generic address needs one that came from shared memory, not from {Self}",
    note = "convert a .shared address with cvta first"
)]
pub trait MapaOrigin: Origin {}
impl MapaOrigin for Shared<Cta> {}
impl MapaOrigin for Shared<Cluster> {}

/// A generic pointer that `cvta_to::<S>` may convert: one whose origin is `S`.
#[diagnostic::on_unimplemented(
    message = "`cvta.to` converts only generic addresses, and `{Self}` is not a generic pointer that came from {S}",
    note = "PTX changes state space only through the generic space: cvta a named address to generic, and cvta.to back to the space it came from"
)]
pub trait CvtaTo<S: Named>: Sealed {
    /// The element type.
    type Elem: Elem;
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
}
impl<S: Named, O: OriginIs<S>, T: Elem> CvtaTo<S> for Ptr<Generic<O>, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
}

/// Integer types [`Kernel::index`] takes as an element index.
#[diagnostic::on_unimplemented(
    message = "an element index is a u32 or u64 register, not `{Self}`",
    note = "convert the index with `cvt` first"
)]
pub trait Index: Int {}
impl Index for u32 {}
impl Index for u64 {}

/// Pointer registers that [`Kernel::index`] can offset.
pub trait PtrReg: Copy + Sealed {
    /// The pointed-to type.
    type Elem: Elem;
    #[doc(hidden)]
    fn reg(&self, _: Token) -> RegId;
    #[doc(hidden)]
    fn make(id: RegId, _: Token) -> Self;
}
impl<S: Space, T: Elem> PtrReg for Ptr<S, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn make(id: RegId, _: Token) -> Self {
        Ptr::new(id)
    }
}
impl<S: Window32, T: Elem> PtrReg for Ptr32<S, T> {
    type Elem = T;
    fn reg(&self, _: Token) -> RegId {
        self.id
    }
    fn make(id: RegId, _: Token) -> Self {
        Ptr32::new(id)
    }
}

/// What [`Kernel::index`] offsets: a pointer (the result has its type) or a declared
/// array (the result is a pointer into the array's space: `k.index(tile, t)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be indexed: `index` takes a pointer (Ptr, Ptr32) or a declared array (Var)",
    note = "index computes the address of element i of what it is given"
)]
pub trait Indexable: Copy + Sealed {
    /// The pointer `index` returns.
    type Out: PtrReg;
    #[doc(hidden)]
    fn base(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Self::Out;
}
impl<S: Space, T: Elem> Indexable for Ptr<S, T> {
    type Out = Ptr<S, T>;
    fn base(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Self {
        self
    }
}
impl<S: Window32, T: Elem> Indexable for Ptr32<S, T> {
    type Out = Ptr32<S, T>;
    fn base(self, _: &mut Kernel<'_>, _: Site, _: Token) -> Self {
        self
    }
}
impl<S: Space, T: Elem> Indexable for Var<S, T> {
    type Out = Ptr<S, T>;
    fn base(self, k: &mut Kernel<'_>, at: Site, _: Token) -> Ptr<S, T> {
        k.addr_of_at(self, at)
    }
}

/// Conversions `cvt` can do, one impl per legal (destination, source) pair.
#[diagnostic::on_unimplemented(
    message = "PTX `cvt` has no conversion from `{S}` to `{Self}`",
    note = "cvt converts between integer and floating-point register types"
)]
pub trait CvtFrom<S: Scalar>: Scalar {
    #[doc(hidden)]
    const FORM: FormId;
    #[doc(hidden)]
    const ROUND: &'static str;
}
macro_rules! cvt_pairs {
    ($form:ident, $round:literal; $($d:ty),* ; $s:tt) => {
        $( cvt_pairs!(@one $form, $round, $d; $s); )*
    };
    (@one $form:ident, $round:literal, $d:ty; [$($s:ty),*]) => {
        $(impl CvtFrom<$s> for $d { const FORM: FormId = FormId::$form; const ROUND: &'static str = $round; })*
    };
}
cvt_pairs!(Cvt, ""; u16, i16, u32, i32, u64, i64; [u16, i16, u32, i32, u64, i64]);
cvt_pairs!(CvtRn, ".rn"; f32, f64; [u16, i16, u32, i32, u64, i64]);
cvt_pairs!(CvtRzi, ".rzi"; u16, i16, u32, i32, u64, i64; [f32, f64]);
impl CvtFrom<f32> for f64 {
    const FORM: FormId = FormId::Cvt;
    const ROUND: &'static str = "";
}
impl CvtFrom<f64> for f32 {
    const FORM: FormId = FormId::CvtRn;
    const ROUND: &'static str = ".rn";
}

fn site(l: &'static Location<'static>) -> Site {
    Site(l)
}

impl<'m> Kernel<'m> {
    pub(crate) fn new(st: &'m mut State, f: Function) -> Self {
        let errors_start = st.errors.len();
        Kernel {
            errors_start,
            st,
            f,
            guard: None,
            assignable: std::collections::HashMap::new(),
            region: 0,
            region_parent: vec![0],
            label_region: Vec::new(),
            branches: Vec::new(),
            ret_label: None,
            local_addrs: std::collections::HashSet::new(),
        }
    }

    /// Builds `body` as a region of its own: labels placed inside it cannot be branched to
    /// from outside.
    pub(crate) fn region<R>(&mut self, body: impl FnOnce(&mut Self) -> R) -> R {
        let outer = self.region;
        self.region = self.region_parent.len() as u32;
        self.region_parent.push(outer);
        let r = body(self);
        self.region = outer;
        r
    }

    /// Whether region `outer` is `inner` or contains it.
    fn encloses(&self, outer: u32, mut inner: u32) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            if inner == 0 {
                return false;
            }
            inner = self.region_parent[inner as usize];
        }
    }

    /// Places the epilogue of a device function that returns a value (where an early
    /// `ret` jumps to); the caller then stores the value and returns.
    pub(crate) fn epilogue(&mut self) {
        if let Some(l) = self.ret_label.take() {
            let at = self.f.at;
            self.place_at(l, at);
        }
    }

    /// Whether an error of this function was already recorded at `at`.
    fn reported_at(&self, at: Site) -> bool {
        self.st.errors[self.errors_start..]
            .iter()
            .any(|e| e.site() == at)
    }

    /// Whether `id` holds the address of a `.local` variable of this device function.
    pub(crate) fn is_local_addr(&self, id: RegId) -> bool {
        self.local_addrs.contains(&id)
    }

    /// `to` holds an address derived from `from`: it is a frame address when `from` is.
    fn derive(&mut self, from: RegId, to: RegId) {
        if self.local_addrs.contains(&from) {
            self.local_addrs.insert(to);
        }
    }

    pub(crate) fn finish(mut self) {
        for (i, placed) in self.f.labels.iter().enumerate() {
            if placed.is_none() {
                self.st.errors.push(Error::Misuse {
                    what: format!("label $L_{i} is branched to or created but never placed"),
                    fix: "place every label with `Kernel::place` (or drop the unused label)",
                    at: self.f.at,
                });
            }
        }
        let mut into = Vec::new();
        for &(l, from, at) in &self.branches {
            if let (Some(&to), Some(Some(placed))) = (
                self.label_region.get(l as usize),
                self.f.labels.get(l as usize),
            ) && !self.encloses(to, from)
            {
                into.push(Error::Misuse {
                    what: format!(
                        "a branch into a region: label $L_{l} is placed (at {placed}) inside the body of an `if_then`, `if_else`, `if_space`, loop or guarded block that this branch is outside of"
                    ),
                    fix: "branch only to labels of the same region or of an enclosing one (leaving a region is fine, entering one would skip its check)",
                    at,
                });
            }
        }
        self.st.errors.extend(into);
        let ends = matches!(
            self.f.lines.last(),
            Some(Line::Inst {
                form: FormId::Ret | FormId::Exit | FormId::Bra | FormId::BraUni,
                guard: None,
                ..
            })
        );
        if !ends {
            let at = self.f.at;
            self.inst(FormId::Ret, ["ret", "", "", ""], &[], at);
        }
        let func = self.st.symbols[self.f.sym as usize].name.clone();
        for u in crate::flow::unassigned(&self.f) {
            // A read already reported (a register of another kernel, say) is not
            // reported again as unassigned.
            if self.reported_at(u.at) {
                continue;
            }
            self.st.errors.push(Error::Unassigned {
                reg: u.name,
                func: func.clone(),
                at: u.at,
            });
        }
        self.st.funcs.push(self.f);
    }

    // ---- plumbing -----------------------------------------------------------------------

    pub(crate) fn new_reg(&mut self, class: RegClass) -> RegId {
        let n = &mut self.f.regs[class as usize];
        let idx = *n;
        *n += 1;
        RegId {
            func: self.f.id,
            class,
            idx,
        }
    }

    fn check_reg(&mut self, id: RegId, at: Site) {
        if id.func != self.f.id {
            let owner = self.st.func_name(id.func);
            let user = self.st.symbols[self.f.sym as usize].name.clone();
            self.st.errors.push(Error::ForeignValue {
                what: format!("register {}{}", id.class.prefix(), id.idx),
                owner,
                user,
                at,
            });
        }
    }

    pub(crate) fn op_reg(&mut self, id: RegId, at: Site) -> Op {
        self.check_reg(id, at);
        Op::Reg(id.class, id.idx)
    }

    pub(crate) fn op_src<T>(&mut self, s: Src<T>, at: Site) -> Op {
        match s.v {
            SrcV::Reg(id) => self.op_reg(id, at),
            SrcV::Imm(i) => Op::Imm(i),
            SrcV::Sreg(form, name, class) => {
                let d = self.new_reg(class);
                self.inst(
                    form,
                    [form.form().mnemonic, "", "", ""],
                    &[Op::Reg(d.class, d.idx), Op::Text(name)],
                    at,
                );
                Op::Reg(d.class, d.idx)
            }
        }
    }

    /// Whether `s` may be named here; records the error when not.
    fn check_sym(&mut self, s: SymRef, at: Site) -> bool {
        if s.module != self.st.module {
            let user = self.st.symbols[self.f.sym as usize].name.clone();
            self.st.errors.push(Error::ForeignModule { user, at });
            return false;
        }
        if let Some(owner) = s.owner
            && owner != self.f.id
        {
            let name = self.st.symbols[s.id as usize].name.clone();
            let owner = self.st.func_name(owner);
            let user = self.st.symbols[self.f.sym as usize].name.clone();
            self.st.errors.push(Error::ForeignValue {
                what: format!("variable `{name}`"),
                owner,
                user,
                at,
            });
            return false;
        }
        true
    }

    /// The operand of a memory access of `bytes` bytes at `a`. The access must lie inside
    /// a declared variable, and be aligned to its size as far as the declaration (or the
    /// element type of a pointer) and the constant offset tell.
    fn op_addr(&mut self, a: AddrOperand, bytes: u64, at: Site) -> Op {
        if let Some(size) = a.size
            && a.off >= 0
            && (a.off as u64).saturating_add(bytes) > size
        {
            self.misuse(
                format!(
                    "a {bytes}-byte access at byte {} of a {size}-byte variable reaches past the end",
                    a.off
                ),
                "access the variable inside its declared length (declare it larger, or use a smaller type or offset)",
                at,
            );
        } else if bytes > 1 && (a.off.rem_euclid(bytes as i64) != 0 || a.align < bytes) {
            let why = if a.off.rem_euclid(bytes as i64) != 0 {
                format!("at a byte offset of {}", a.off)
            } else if matches!(a.base, Base::Sym(_)) {
                format!("on a variable declared {}-byte aligned", a.align)
            } else {
                format!("through a pointer to {}-byte elements", a.align)
            };
            // A pointer's base is known only to be aligned to its element size; only the
            // constant offset can be checked there.
            if a.off.rem_euclid(bytes as i64) != 0 || matches!(a.base, Base::Sym(_)) {
                self.misuse(
                    format!("a {bytes}-byte access {why} is not {bytes}-byte aligned"),
                    "PTX needs every access aligned to its size (a .v2/.v4 access to the whole vector's size): declare the variable with that alignment and use offsets that keep it",
                    at,
                );
            }
        }
        match a.base {
            Base::Reg(id) => {
                self.check_reg(id, at);
                Op::AddrReg(id.class, id.idx, a.off)
            }
            Base::Sym(s) => {
                self.check_sym(s, at);
                if a.off < 0 {
                    self.st.errors.push(Error::Misuse {
                        what: format!("a negative offset ({}) from a variable", a.off),
                        fix: "PTX accepts only `var+imm` with a non-negative immediate",
                        at,
                    });
                }
                Op::AddrSym(s.id, a.off)
            }
        }
    }

    pub(crate) fn inst(&mut self, form: FormId, mn: [&'static str; 4], ops: &[Op], at: Site) {
        self.used(form, at);
        let start = self.f.ops.len() as u32;
        self.f.ops.extend_from_slice(ops);
        self.f.lines.push(Line::Inst {
            form,
            mn,
            guard: self.guard,
            ops: start,
            n: ops.len() as u8,
            at,
        });
    }

    #[inline]
    fn used(&mut self, form: FormId, at: Site) {
        let slot = &mut self.f.uses[form as usize];
        if slot.is_none() {
            *slot = Some(at);
        }
    }

    fn range(&mut self, what: &'static str, value: i64, lo: i64, hi: i64, at: Site) -> bool {
        if value < lo || value > hi {
            self.st.errors.push(Error::ImmediateOutOfRange {
                what,
                value,
                lo,
                hi,
                at,
            });
            false
        } else {
            true
        }
    }

    fn misuse(&mut self, what: impl Into<String>, fix: &'static str, at: Site) {
        self.st.errors.push(Error::Misuse {
            what: what.into(),
            fix,
            at,
        });
    }

    fn explicit(&self) -> bool {
        self.st.explicit
    }

    /// [`space_form`](Self::space_form) for an access through an address of space `S`,
    /// which must be reachable here: a `.param::entry` address is a kernel's, and inside a
    /// device function `ld.param` would read the function's own `.param::func` space.
    fn mem_form<S: Space>(&mut self, at: Site, kind: MemKind) -> (FormId, &'static str) {
        if S::SPACE == typed_ptx_isa::Space::Param && !self.f.entry && !self.reported_at(at) {
            let name = self.st.symbols[self.f.sym as usize].name.clone();
            self.misuse(
                format!("a .param::entry (kernel parameter) address is used in device function `{name}`, where `ld.param` means the function's own .param::func space"),
                "load kernel parameters in the kernel and pass their values (or their generic address) to the function",
                at,
            );
        }
        self.space_form(S::SPACE, kind)
    }

    /// The mnemonic part naming a space, and the form, for ld/st/atom/red.
    fn space_form(&self, s: typed_ptx_isa::Space, kind: MemKind) -> (FormId, &'static str) {
        use typed_ptx_isa::Space as S;
        let x = self.explicit();
        match (kind, s) {
            (MemKind::Ld, S::Generic) => (FormId::Ld, ""),
            (MemKind::Ld, S::Global) => (FormId::LdGlobal, ".global"),
            (MemKind::Ld, S::SharedCta) if x => (FormId::LdSharedCta, ".shared::cta"),
            (MemKind::Ld, S::SharedCta) => (FormId::LdShared, ".shared"),
            (MemKind::Ld, S::SharedCluster) => (FormId::LdSharedCluster, ".shared::cluster"),
            (MemKind::Ld, S::Local) => (FormId::LdLocal, ".local"),
            (MemKind::Ld, S::Const) => (FormId::LdConst, ".const"),
            (MemKind::Ld, S::Param) => (FormId::LdParam, ".param"),
            (MemKind::St, S::Global) => (FormId::StGlobal, ".global"),
            (MemKind::St, S::SharedCta) if x => (FormId::StSharedCta, ".shared::cta"),
            (MemKind::St, S::SharedCta) => (FormId::StShared, ".shared"),
            (MemKind::St, S::SharedCluster) => (FormId::StSharedCluster, ".shared::cluster"),
            (MemKind::St, S::Local) => (FormId::StLocal, ".local"),
            (MemKind::St, _) => (FormId::St, ""),
            (MemKind::Atom, S::Global) => (FormId::AtomGlobal, ".global"),
            (MemKind::Atom, S::SharedCta) => (FormId::AtomShared, ".shared"),
            (MemKind::Atom, S::SharedCluster) => (FormId::AtomSharedCluster, ".shared::cluster"),
            (MemKind::Atom, _) => (FormId::Atom, ""),
            (MemKind::Red, S::Global) => (FormId::RedGlobal, ".global"),
            (MemKind::Red, S::SharedCta) => (FormId::RedShared, ".shared"),
            (MemKind::Red, S::SharedCluster) => (FormId::RedSharedCluster, ".shared::cluster"),
            (MemKind::Red, _) => (FormId::Red, ""),
        }
    }

    // ---- generated-method helpers --------------------------------------------------------

    pub(crate) fn __binary<T: Scalar>(
        &mut self,
        form: FormId,
        bits: bool,
        a: Src<T>,
        b: Src<T>,
        at: &'static Location<'static>,
    ) -> Reg<T> {
        let at = site(at);
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a, at),
            self.op_src(b, at),
        ];
        let ty = if bits {
            T::TY.bits_suffix()
        } else {
            T::TY.suffix()
        };
        self.inst(form, [form.form().mnemonic, ty, "", ""], &ops, at);
        Reg::new(d)
    }

    pub(crate) fn __unary<T: Scalar>(
        &mut self,
        form: FormId,
        bits: bool,
        a: Src<T>,
        at: &'static Location<'static>,
    ) -> Reg<T> {
        let at = site(at);
        let d = self.new_reg(T::TY.class());
        let ops = [Op::Reg(d.class, d.idx), self.op_src(a, at)];
        let ty = if bits {
            T::TY.bits_suffix()
        } else {
            T::TY.suffix()
        };
        self.inst(form, [form.form().mnemonic, ty, "", ""], &ops, at);
        Reg::new(d)
    }

    pub(crate) fn __ternary<T: Scalar>(
        &mut self,
        form: FormId,
        a: Src<T>,
        b: Src<T>,
        c: Src<T>,
        at: &'static Location<'static>,
    ) -> Reg<T> {
        let at = site(at);
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a, at),
            self.op_src(b, at),
            self.op_src(c, at),
        ];
        self.inst(
            form,
            [form.form().mnemonic, T::TY.suffix(), "", ""],
            &ops,
            at,
        );
        Reg::new(d)
    }

    pub(crate) fn __sreg<T: Scalar>(
        &mut self,
        form: FormId,
        name: &'static str,
        at: &'static Location<'static>,
    ) -> Reg<T> {
        let at = site(at);
        let d = self.new_reg(T::TY.class());
        self.inst(
            form,
            [form.form().mnemonic, "", "", ""],
            &[Op::Reg(d.class, d.idx), Op::Text(name)],
            at,
        );
        Reg::new(d)
    }

    // ---- registers and moves -----------------------------------------------------------------

    /// A fresh register with no value yet (for [`raw`](Kernel::raw) instructions and
    /// loops); it may be overwritten with [`assign`](Kernel::assign).
    pub fn fresh<T: Scalar>(&mut self) -> Reg<T> {
        let id = self.new_reg(T::TY.class());
        self.assignable
            .insert(id, core::any::TypeId::of::<Reg<T>>());
        Reg::new(id)
    }

    /// `mov.T d, a`: a new register holding `a`; it may be overwritten with
    /// [`assign`](Kernel::assign) (loop counters, accumulators).
    #[track_caller]
    pub fn mov<T: Scalar>(&mut self, a: impl Into<Src<T>>) -> Reg<T> {
        let at = site(Location::caller());
        let d = self.new_reg(T::TY.class());
        let src = self.op_src(a.into(), at);
        self.inst(
            FormId::Mov,
            ["mov", mov_ty(T::TY), "", ""],
            &[Op::Reg(d.class, d.idx), src],
            at,
        );
        self.assignable.insert(d, core::any::TypeId::of::<Reg<T>>());
        Reg::new(d)
    }

    /// `mov.b64 d, p` (`.b32` for 32-bit addresses): a copy of a pointer in a new
    /// register, of the same type, that may be overwritten with
    /// [`assign_ptr`](Kernel::assign_ptr) (a pointer that walks a buffer in a loop).
    #[track_caller]
    pub fn mov_ptr<P: crate::call::Arg + 'static>(&mut self, p: P) -> P {
        let at = site(Location::caller());
        let d = self.new_reg(P::TY.class());
        let s = self.op_reg(p.reg(Token::new()), at);
        let ty = if P::TY == Ty::U32 { ".b32" } else { ".b64" };
        self.inst(
            FormId::Mov,
            ["mov", ty, "", ""],
            &[Op::Reg(d.class, d.idx), s],
            at,
        );
        self.assignable.insert(d, core::any::TypeId::of::<P>());
        self.derive(p.reg(Token::new()), d);
        P::from_reg(d, Token::new())
    }

    fn check_assignable(&mut self, id: RegId, ty: core::any::TypeId, what: &str, at: Site) {
        match self.assignable.get(&id) {
            Some(t) if *t == ty => {}
            Some(_) => self.misuse(
                format!("{what} {}{} is assigned through a view of another type (`bits`, `erase`, `widen`, `cast`, `from_bits`)", id.class.prefix(), id.idx),
                "assign through the handle `mov`/`mov_ptr`/`fresh` returned: a view shares the register, so assigning through it would change the type, or the state space, of the original",
                at,
            ),
            None => self.misuse(
                format!("{what} {}{} was not made by `mov`, `mov_ptr` or `fresh`", id.class.prefix(), id.idx),
                "registers are written once; make an assignable copy with `Kernel::mov` (values) or `Kernel::mov_ptr` (pointers) and assign to that",
                at,
            ),
        }
    }

    /// `mov.T dst, a`: overwrite a register made by [`mov`](Kernel::mov) or
    /// [`fresh`](Kernel::fresh) (loop counters, accumulators). Any other register is
    /// written once, and assigning it is an error.
    #[track_caller]
    pub fn assign<T: Scalar>(&mut self, dst: Reg<T>, a: impl Into<Src<T>>) {
        let at = site(Location::caller());
        if dst.id.func == self.f.id {
            self.check_assignable(dst.id, core::any::TypeId::of::<Reg<T>>(), "register", at);
        }
        let a = a.into();
        if let SrcV::Reg(s) = a.v {
            self.derive(s, dst.id);
        }
        let d = self.op_reg(dst.id, at);
        let src = self.op_src(a, at);
        self.inst(FormId::Mov, ["mov", mov_ty(T::TY), "", ""], &[d, src], at);
    }

    /// `mov.b64 dst, src`: overwrite a pointer made by [`mov_ptr`](Kernel::mov_ptr) with
    /// another pointer of the same space, or, for a generic pointer of unknown origin,
    /// with any generic pointer.
    #[track_caller]
    pub fn assign_ptr<P: crate::call::Arg + 'static, Q: crate::call::Coerce<P>>(
        &mut self,
        dst: P,
        src: Q,
    ) {
        let at = site(Location::caller());
        if dst.reg(Token::new()).func == self.f.id {
            self.check_assignable(
                dst.reg(Token::new()),
                core::any::TypeId::of::<P>(),
                "pointer",
                at,
            );
        }
        let d = self.op_reg(dst.reg(Token::new()), at);
        let s = self.op_reg(src.reg(Token::new()), at);
        self.derive(src.reg(Token::new()), dst.reg(Token::new()));
        let ty = if P::TY == Ty::U32 { ".b32" } else { ".b64" };
        self.inst(FormId::Mov, ["mov", ty, "", ""], &[d, s], at);
    }

    // ---- parameters -----------------------------------------------------------------------

    fn param_decl(&mut self, name: &str, ty: Ty, at: Site) -> SymRef {
        if !self.f.entry {
            self.misuse(
                format!("kernel parameter `{name}` declared in a device function"),
                "device functions take their parameters through the tuple given to `Module::func`",
                at,
            );
        }
        let sym = self.st.symbol(name, Some(self.f.id), at);
        self.f.params.push(ParamDecl { sym, ty });
        SymRef {
            id: sym,
            owner: Some(self.f.id),
            module: self.st.module,
        }
    }

    /// A kernel parameter of type `T` in `.param` space, without loading it.
    #[track_caller]
    pub fn param_var<T: Elem>(&mut self, name: &str) -> Var<Param<Entry>, T> {
        let at = site(Location::caller());
        let sym = self.param_decl(name, <T as Elem>::TY, at);
        Var::new(sym, Some(1), <T as Elem>::TY.size())
    }

    /// A scalar kernel parameter, loaded with `ld.param`.
    #[track_caller]
    pub fn param<T: Elem + Scalar>(&mut self, name: &str) -> Reg<T::Value> {
        let at = site(Location::caller());
        let sym = self.param_decl(name, <T as Elem>::TY, at);
        let v: Var<Param<Entry>, T> = Var::new(sym, Some(1), <T as Elem>::TY.size());
        self.ld_at(v, at)
    }

    /// A pointer kernel parameter: `ld.param.u64`, then `cvta.to.global.u64` (the host
    /// passes a generic address of global memory).
    #[track_caller]
    pub fn param_ptr<T: Elem>(&mut self, name: &str) -> Ptr<Global, T> {
        let at = site(Location::caller());
        let sym = self.param_decl(name, Ty::U64, at);
        let v: Var<Param<Entry>, u64> = Var::new(sym, Some(1), 8);
        let raw = self.ld_at(v, at);
        let d = self.new_reg(RegClass::B64);
        let s = self.op_reg(raw.id, at);
        self.inst(
            FormId::CvtaToGlobal,
            [FormId::CvtaToGlobal.form().mnemonic, "", "", ""],
            &[Op::Reg(d.class, d.idx), s],
            at,
        );
        Ptr::new(d)
    }

    // ---- declarations ----------------------------------------------------------------------

    fn local_decl<S: Space, T: Elem>(
        &mut self,
        form: FormId,
        name: &str,
        len: u64,
        align: u64,
        at: Site,
    ) -> Var<S, T> {
        let sym = self.st.symbol(name, Some(self.f.id), at);
        check_align(&mut self.st.errors, align, T::TY, at);
        check_len(&mut self.st.errors, len, at);
        let l = if len == 1 {
            Len::Scalar
        } else {
            Len::Array(len)
        };
        self.f.decls.push(Decl {
            form,
            sym,
            ty: T::TY,
            len: l,
            align,
            init: Vec::new(),
            at,
        });
        Var::new(
            SymRef {
                id: sym,
                owner: Some(self.f.id),
                module: self.st.module,
            },
            Some(len),
            align,
        )
    }

    /// A `.shared` array of `len` elements of this kernel (a scalar when `len` is 1):
    /// `k.shared::<f32>("tile", 256, Align(16))`.
    #[track_caller]
    pub fn shared<T: Elem>(&mut self, name: &str, len: u64, align: Align) -> Var<Shared<Cta>, T> {
        let at = site(Location::caller());
        self.local_decl(FormId::DeclShared, name, len, align.0, at)
    }

    /// A `.local` (per-thread) array of `len` elements of this kernel:
    /// `k.local::<u32>("stack", 16, Align(4))`.
    #[track_caller]
    pub fn local<T: Elem>(&mut self, name: &str, len: u64, align: Align) -> Var<Local, T> {
        let at = site(Location::caller());
        self.local_decl(FormId::DeclLocal, name, len, align.0, at)
    }

    // ---- performance directives ---------------------------------------------------------------

    fn directive(&mut self, form: FormId, v: [u32; 3], hi: i64, at: Site) {
        if !self.f.entry {
            self.misuse(
                format!("`{}` on a device function", form.form().mnemonic),
                "performance directives apply to kernels only",
                at,
            );
        }
        for x in v {
            self.range(form.form().mnemonic, x as i64, 1, hi, at);
        }
        let product = v.iter().map(|&x| x as u64).product::<u64>();
        match form {
            FormId::Maxntid | FormId::Reqntid if product > 1024 => self.misuse(
                format!(
                    "`{} {}, {}, {}` asks for {product} threads per CTA, more than the 1024 threads a CTA can have",
                    form.form().mnemonic, v[0], v[1], v[2]
                ),
                "keep x * y * z at most 1024",
                at,
            ),
            FormId::Reqnctapercluster if product > 16 => self.misuse(
                format!(
                    "`.reqnctapercluster {}, {}, {}` asks for {product} CTAs per cluster; no GPU runs clusters of more than 16 CTAs (8 portably)",
                    v[0], v[1], v[2]
                ),
                "keep x * y * z at most 16 (at most 8 to launch on every sm_90 GPU)",
                at,
            ),
            _ => {}
        }
        if self.f.directives.iter().any(|(f, _, _)| *f == form) {
            self.misuse(
                format!("`{}` given twice", form.form().mnemonic),
                "give each directive once",
                at,
            );
        }
        // ptxas: "Conflicting directives: .maxntid and .reqntid cannot both be specified".
        let other = match form {
            FormId::Maxntid => Some(FormId::Reqntid),
            FormId::Reqntid => Some(FormId::Maxntid),
            _ => None,
        };
        if let Some(o) = other
            && self.f.directives.iter().any(|(f, _, _)| *f == o)
        {
            self.misuse(
                "`.maxntid` and `.reqntid` on the same kernel",
                "give one of them: `.reqntid` fixes the CTA shape, `.maxntid` only bounds it",
                at,
            );
        }
        self.f.directives.push((form, v, at));
    }

    /// `.maxntid x, y, z`: the most threads a CTA of this kernel has.
    #[track_caller]
    pub fn maxntid(&mut self, x: u32, y: u32, z: u32) {
        self.directive(FormId::Maxntid, [x, y, z], 1024, site(Location::caller()));
    }

    /// `.reqntid x, y, z`: the exact CTA shape this kernel is launched with.
    #[track_caller]
    pub fn reqntid(&mut self, x: u32, y: u32, z: u32) {
        self.directive(FormId::Reqntid, [x, y, z], 1024, site(Location::caller()));
    }

    /// `.minnctapersm n`: ask for at least `n` resident CTAs per SM.
    #[track_caller]
    pub fn minnctapersm(&mut self, n: u32) {
        self.directive(
            FormId::Minnctapersm,
            [n, 1, 1],
            64,
            site(Location::caller()),
        );
    }

    /// `.reqnctapercluster x, y, z`: the exact cluster shape (sm_90).
    #[track_caller]
    pub fn reqnctapercluster(&mut self, x: u32, y: u32, z: u32) {
        self.directive(
            FormId::Reqnctapercluster,
            [x, y, z],
            16,
            site(Location::caller()),
        );
    }

    /// `.explicitcluster`: the kernel must be launched with a cluster (sm_90).
    #[track_caller]
    pub fn explicitcluster(&mut self) {
        self.directive(
            FormId::Explicitcluster,
            [1, 1, 1],
            1,
            site(Location::caller()),
        );
    }

    // ---- state-space conversion ----------------------------------------------------------------

    fn cvta_form(&self, forms: crate::space::Forms) -> FormId {
        if self.explicit() {
            forms.cvta_explicit
        } else {
            forms.cvta
        }
    }

    fn simple(&mut self, form: FormId, class: RegClass, src: Op, at: Site) -> RegId {
        let d = self.new_reg(class);
        self.inst(
            form,
            [form.form().mnemonic, "", "", ""],
            &[Op::Reg(d.class, d.idx), src],
            at,
        );
        d
    }

    /// `cvta.<space>.u64`: the generic address of a named-space address. The result
    /// remembers its origin, so it converts back only to `S`.
    #[track_caller]
    pub fn cvta<S: Named, T: Elem>(&mut self, p: Ptr<S, T>) -> Ptr<Generic<S>, T> {
        let at = site(Location::caller());
        let form = self.cvta_form(S::FORMS);
        let s = self.op_reg(p.id, at);
        let d = self.simple(form, RegClass::B64, s, at);
        self.derive(p.id, d);
        Ptr::new(d)
    }

    /// `cvta.<space>.u64 p, var` / `p, var+imm`: the generic address of a declared
    /// variable (or of the element `elems` further on).
    #[track_caller]
    pub fn cvta_var<S: Named, T: Elem>(&mut self, v: Var<S, T>, elems: u64) -> Ptr<Generic<S>, T> {
        let at = site(Location::caller());
        let forms = S::FORMS;
        let form = if self.explicit() {
            forms.cvta_var_explicit
        } else {
            forms.cvta_var
        };
        self.check_sym(v.sym, at);
        let off = elems.wrapping_mul(T::TY.size());
        let op = if off == 0 {
            Op::Sym(v.sym.id)
        } else {
            Op::SymOff(v.sym.id, off as i64)
        };
        let d = self.simple(form, RegClass::B64, op, at);
        self.note_frame_addr::<S>(v.sym, d);
        Ptr::new(d)
    }

    /// Records that `d` is the address of `sym` when that is a `.local` variable of this
    /// device function.
    fn note_frame_addr<S: Space>(&mut self, sym: SymRef, d: RegId) {
        if S::SPACE == typed_ptx_isa::Space::Local && !self.f.entry && sym.owner == Some(self.f.id)
        {
            self.local_addrs.insert(d);
        }
    }

    /// `cvta.to.<space>.u64`: the named-space address of a generic pointer that came
    /// from `S`. A pointer from another space, or a named-space pointer, does not compile.
    #[track_caller]
    pub fn cvta_to<S: Named, T: Elem>(&mut self, p: impl CvtaTo<S, Elem = T>) -> Ptr<S, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.global.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.global`.
    #[track_caller]
    pub fn cvta_to_global<T: Elem>(&mut self, p: impl CvtaTo<Global, Elem = T>) -> Ptr<Global, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.shared.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.shared::cta`.
    #[track_caller]
    pub fn cvta_to_shared<T: Elem>(
        &mut self,
        p: impl CvtaTo<Shared<Cta>, Elem = T>,
    ) -> Ptr<Shared<Cta>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.shared::cluster.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.shared::cluster`.
    #[track_caller]
    pub fn cvta_to_shared_cluster<T: Elem>(
        &mut self,
        p: impl CvtaTo<Shared<Cluster>, Elem = T>,
    ) -> Ptr<Shared<Cluster>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.local.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.local`.
    #[track_caller]
    pub fn cvta_to_local<T: Elem>(&mut self, p: impl CvtaTo<Local, Elem = T>) -> Ptr<Local, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.const.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from `.const`.
    #[track_caller]
    pub fn cvta_to_const<T: Elem>(
        &mut self,
        p: impl CvtaTo<crate::space::Const, Elem = T>,
    ) -> Ptr<crate::space::Const, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    /// `cvta.to.param.u64`: [`cvta_to`](Kernel::cvta_to) for a generic pointer that came from a kernel parameter.
    #[track_caller]
    pub fn cvta_to_param<T: Elem>(
        &mut self,
        p: impl CvtaTo<Param<Entry>, Elem = T>,
    ) -> Ptr<Param<Entry>, T> {
        self.cvta_to_at(p, site(Location::caller()))
    }

    fn cvta_to_at<S: Named, T: Elem>(
        &mut self,
        p: impl CvtaTo<S, Elem = T>,
        at: Site,
    ) -> Ptr<S, T> {
        let forms = S::FORMS;
        let form = if self.explicit() {
            forms.cvta_to_explicit
        } else {
            forms.cvta_to
        };
        let s = self.op_reg(p.reg(Token::new()), at);
        Ptr::new(self.simple(form, RegClass::B64, s, at))
    }

    /// `cvta.to.<space>.u64` on a generic pointer of unknown origin, without a check.
    ///
    /// # Safety
    /// `p` must point into `S`'s window; PTX leaves the result undefined otherwise.
    /// Prefer [`if_space`](Kernel::if_space), which tests with `isspacep` first.
    #[track_caller]
    pub unsafe fn cvta_to_unchecked<S: Named, T: Elem>(
        &mut self,
        p: Ptr<Generic<Unknown<impl Access>>, T>,
    ) -> Ptr<S, T> {
        let at = site(Location::caller());
        let forms = S::FORMS;
        let form = if self.explicit() {
            forms.cvta_to_explicit
        } else {
            forms.cvta_to
        };
        let s = self.op_reg(p.id, at);
        Ptr::new(self.simple(form, RegClass::B64, s, at))
    }

    /// `isspacep.<space> p, a`: whether the generic address lies in `S`'s window.
    #[track_caller]
    pub fn isspacep<S: Named, O: Origin, T: Elem>(&mut self, p: Ptr<Generic<O>, T>) -> Reg<Pred> {
        let at = site(Location::caller());
        let forms = S::FORMS;
        let form = if self.explicit() {
            forms.isspacep_explicit
        } else {
            forms.isspacep
        };
        let s = self.op_reg(p.id, at);
        Reg::new(self.simple(form, RegClass::Pred, s, at))
    }

    /// The checked conversion: `isspacep.<space>`; when true, `cvta.to.<space>` and run
    /// `body` with the named-space pointer; otherwise skip it. Returns the predicate.
    #[track_caller]
    ///
    /// The origin must allow what `S` allows: an address that may be `.param` data (which
    /// `isspacep.global` also accepts) or `.const` data is never checked into a space
    /// that can be stored to.
    pub fn if_space<S: Named, O: Origin, T: Elem>(
        &mut self,
        p: Ptr<Generic<O>, T>,
        body: impl FnOnce(&mut Self, Ptr<S, T>),
    ) -> Reg<Pred>
    where
        O::Access: Covers<<S as Origin>::Access>,
    {
        let at = site(Location::caller());
        let pred = self.isspacep::<S, O, T>(p);
        let skip = self.label();
        self.branch_unless(pred, skip, at);
        let forms = S::FORMS;
        let form = if self.explicit() {
            forms.cvta_to_explicit
        } else {
            forms.cvta_to
        };
        self.region(|k| {
            let s = k.op_reg(p.id, at);
            let named = Ptr::new(k.simple(form, RegClass::B64, s, at));
            body(k, named);
        });
        self.place_at(skip, at);
        pred
    }

    /// `cvt.u32.u64`: the 32-bit form of a shared, local or const address (seed 000).
    #[track_caller]
    pub fn to_u32<S: Window32, T: Elem>(&mut self, p: Ptr<S, T>) -> Ptr32<S, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        let d = self.simple(FormId::CvtAddrTrunc, RegClass::B32, s, at);
        self.derive(p.id, d);
        Ptr32::new(d)
    }

    /// `cvt.u64.u32`: zero-extends a 32-bit address back to 64 bits; the round trip
    /// gives back an equal pointer.
    #[track_caller]
    pub fn to_u64<S: Window32, T: Elem>(&mut self, p: Ptr32<S, T>) -> Ptr<S, T> {
        let at = site(Location::caller());
        let s = self.op_reg(p.id, at);
        let d = self.simple(FormId::CvtAddrZext, RegClass::B64, s, at);
        self.derive(p.id, d);
        Ptr::new(d)
    }

    /// `mov.u64 p, var`: the address of a variable in its own state space.
    #[track_caller]
    pub fn addr_of<S: Space, T: Elem>(&mut self, v: Var<S, T>) -> Ptr<S, T> {
        self.addr_of_at(v, site(Location::caller()))
    }

    fn addr_of_at<S: Space, T: Elem>(&mut self, v: Var<S, T>, at: Site) -> Ptr<S, T> {
        self.check_sym(v.sym, at);
        let d = self.simple(FormId::MovAddr, RegClass::B64, Op::Sym(v.sym.id), at);
        self.note_frame_addr::<S>(v.sym, d);
        Ptr::new(d)
    }

    /// `selp.b64`: one of two generic pointers by a predicate. The result's origin is
    /// theirs when they agree and [`Unknown`] otherwise.
    #[track_caller]
    pub fn selp_ptr<O1: Join<O2>, O2: Origin, T: Elem>(
        &mut self,
        a: Ptr<Generic<O1>, T>,
        b: Ptr<Generic<O2>, T>,
        p: Reg<Pred>,
    ) -> Ptr<Generic<O1::Out>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(a.id, at),
            self.op_reg(b.id, at),
            self.op_reg(p.id, at),
        ];
        self.inst(FormId::Selp, ["selp", ".b64", "", ""], &ops, at);
        self.derive(a.id, d);
        self.derive(b.id, d);
        Ptr::new(d)
    }

    /// `p + i * size_of(T)`: the address of element `i` (`mul.wide`/`add` for 64-bit
    /// pointers, `mad.lo.u32` for 32-bit ones). `p` may also be a declared array: its
    /// address is taken first (`mov.u64`), in its own space.
    #[track_caller]
    pub fn index<B: Indexable, I: Index>(&mut self, base: B, i: Reg<I>) -> B::Out {
        let at = site(Location::caller());
        let p = base.base(self, at, Token::new());
        let size = <<B::Out as PtrReg>::Elem as Elem>::TY.size();
        let base = self.op_reg(p.reg(Token::new()), at);
        let idx = self.op_reg(i.id, at);
        if p.reg(Token::new()).class == RegClass::B32 {
            let d = self.new_reg(RegClass::B32);
            if I::TY != Ty::U32 {
                self.misuse(
                    "a 64-bit index into a 32-bit address",
                    "index a Ptr32 with a u32",
                    at,
                );
            }
            self.inst(
                FormId::MadLo,
                ["mad.lo", ".u32", "", ""],
                &[Op::Reg(d.class, d.idx), idx, Op::Imm(Imm::UInt(size)), base],
                at,
            );
            self.derive(p.reg(Token::new()), d);
            return B::Out::make(d, Token::new());
        }
        let off = self.new_reg(RegClass::B64);
        if I::TY == Ty::U32 {
            self.inst(
                FormId::MulWide,
                ["mul.wide", ".u32", "", ""],
                &[Op::Reg(off.class, off.idx), idx, Op::Imm(Imm::UInt(size))],
                at,
            );
        } else {
            self.inst(
                FormId::MulLo,
                ["mul.lo", ".u64", "", ""],
                &[Op::Reg(off.class, off.idx), idx, Op::Imm(Imm::UInt(size))],
                at,
            );
        }
        let d = self.new_reg(RegClass::B64);
        self.inst(
            FormId::Add,
            ["add", ".s64", "", ""],
            &[Op::Reg(d.class, d.idx), base, Op::Reg(off.class, off.idx)],
            at,
        );
        self.derive(p.reg(Token::new()), d);
        B::Out::make(d, Token::new())
    }

    // ---- loads and stores ------------------------------------------------------------------

    fn ld_at<A: Address>(&mut self, a: A, at: Site) -> Reg<<A::Elem as Elem>::Value> {
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::Ld);
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        self.inst(
            form,
            ["ld", sp, <A::Elem as Elem>::TY.suffix(), ""],
            &[Op::Reg(d.class, d.idx), addr],
            at,
        );
        Reg::new(d)
    }

    /// `ld.<space>.T d, [a]`: the space comes from the address's type.
    #[track_caller]
    pub fn ld<A: Address>(&mut self, a: A) -> Reg<<A::Elem as Elem>::Value> {
        self.ld_at(a, site(Location::caller()))
    }

    /// `ld.<space>.<cache>.T d, [a]` with a cache operator.
    #[track_caller]
    pub fn ld_cached<A: Address>(&mut self, a: A, cache: LdCache) -> Reg<<A::Elem as Elem>::Value> {
        let at = site(Location::caller());
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::Ld);
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        self.inst(
            form,
            ["ld", sp, cache.suffix(), <A::Elem as Elem>::TY.suffix()],
            &[Op::Reg(d.class, d.idx), addr],
            at,
        );
        Reg::new(d)
    }

    /// `ld.global.nc.T d, [a]`: a load through the read-only data cache (`.global` only).
    #[track_caller]
    pub fn ld_nc<A: Address>(&mut self, a: A) -> Reg<<A::Elem as Elem>::Value>
    where
        A::Space: NonCoherent,
    {
        let at = site(Location::caller());
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        self.inst(
            FormId::LdGlobalNc,
            ["ld.global.nc", <A::Elem as Elem>::TY.suffix(), "", ""],
            &[Op::Reg(d.class, d.idx), addr],
            at,
        );
        Reg::new(d)
    }

    fn ld_vec<A: Address, const N: usize>(
        &mut self,
        a: A,
        at: Site,
    ) -> [Reg<<A::Elem as Elem>::Value>; N] {
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::Ld);
        let class = <<A::Elem as Elem>::Value as Scalar>::TY.class();
        let regs: [RegId; N] = core::array::from_fn(|_| self.new_reg(class));
        let mut ops = Vec::with_capacity(N + 2);
        ops.push(Op::Vector(N as u8));
        ops.extend(regs.iter().map(|r| Op::Reg(r.class, r.idx)));
        let bytes = <A::Elem as Elem>::TY.size() * N as u64;
        ops.push(self.op_addr(a.operand(Token::new()), bytes, at));
        let v = if N == 2 { ".v2" } else { ".v4" };
        self.inst(
            form,
            ["ld", sp, v, <A::Elem as Elem>::TY.suffix()],
            &ops,
            at,
        );
        regs.map(Reg::new)
    }

    /// `ld.<space>.v2.T {a, b}, [p]` (the address must be aligned to twice the element size).
    #[track_caller]
    pub fn ld_v2<A: Address>(&mut self, a: A) -> [Reg<<A::Elem as Elem>::Value>; 2] {
        self.ld_vec::<A, 2>(a, site(Location::caller()))
    }

    /// `ld.<space>.v4.T {a, b, c, d}, [p]` (elements of at most 32 bits; 16-byte aligned for 32-bit ones).
    #[track_caller]
    pub fn ld_v4<A: Address>(&mut self, a: A) -> [Reg<<A::Elem as Elem>::Value>; 4]
    where
        A::Elem: V4Elem,
    {
        self.ld_vec::<A, 4>(a, site(Location::caller()))
    }

    /// `st.<space>.T [a], v`. Stores to `.const` and `.param` do not compile.
    #[track_caller]
    pub fn st<A: Address>(&mut self, a: A, v: impl Into<Src<<A::Elem as Elem>::Value>>)
    where
        A::Space: Storable,
    {
        let at = site(Location::caller());
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::St);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        self.inst(
            form,
            ["st", sp, <A::Elem as Elem>::TY.suffix(), ""],
            &[addr, v],
            at,
        );
    }

    /// `st.<space>.<cache>.T [a], v` with a cache operator.
    #[track_caller]
    pub fn st_cached<A: Address>(
        &mut self,
        a: A,
        v: impl Into<Src<<A::Elem as Elem>::Value>>,
        cache: StCache,
    ) where
        A::Space: Storable,
    {
        let at = site(Location::caller());
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::St);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        self.inst(
            form,
            ["st", sp, cache.suffix(), <A::Elem as Elem>::TY.suffix()],
            &[addr, v],
            at,
        );
    }

    fn st_vec<A: Address>(&mut self, a: A, vals: &[Src<<A::Elem as Elem>::Value>], at: Site)
    where
        A::Space: Storable,
    {
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::St);
        let mut ops = Vec::with_capacity(vals.len() + 2);
        let bytes = <A::Elem as Elem>::TY.size() * vals.len() as u64;
        ops.push(self.op_addr(a.operand(Token::new()), bytes, at));
        ops.push(Op::Vector(vals.len() as u8));
        for v in vals {
            let o = self.op_src(*v, at);
            ops.push(o);
        }
        let v = if vals.len() == 2 { ".v2" } else { ".v4" };
        self.inst(
            form,
            ["st", sp, v, <A::Elem as Elem>::TY.suffix()],
            &ops,
            at,
        );
    }

    /// `st.<space>.v2.T [p], {a, b}`.
    #[track_caller]
    pub fn st_v2<A: Address>(&mut self, a: A, v: [Reg<<A::Elem as Elem>::Value>; 2])
    where
        A::Space: Storable,
    {
        let vals = v.map(Src::from);
        self.st_vec(a, &vals, site(Location::caller()));
    }

    /// `st.<space>.v4.T [p], {a, b, c, d}`.
    #[track_caller]
    pub fn st_v4<A: Address>(&mut self, a: A, v: [Reg<<A::Elem as Elem>::Value>; 4])
    where
        A::Space: Storable,
        A::Elem: V4Elem,
    {
        let vals = v.map(Src::from);
        self.st_vec(a, &vals, site(Location::caller()));
    }

    // ---- atomics -----------------------------------------------------------------------------

    fn atom_ty(&mut self, op: AtomOp, ty: Ty, at: Site) -> &'static str {
        let ok = match op {
            AtomOp::Add => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64),
            AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64),
            AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch => {
                !ty.is_float() || op == AtomOp::Exch
            }
            AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        };
        if !ok {
            self.misuse(
                format!("`atom{}` on {} values", op.suffix(), ty.suffix()),
                "PTX atom/red: .add takes u32/s32/u64/f32/f64; .min/.max u32/s32/u64/s64; .and/.or/.xor integers; .inc/.dec u32",
                at,
            );
        }
        if op.bitwise() {
            ty.bits_suffix()
        } else {
            ty.suffix()
        }
    }

    /// `atom.<space>.<op>.T d, [a], v`: atomically apply `op` and return the old value.
    /// Atomics on `.local`, `.const` and `.param` do not compile.
    #[track_caller]
    pub fn atom<A: Address>(&mut self, op: AtomOp, a: A, v: impl Into<Src<A::Elem>>) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        let at = site(Location::caller());
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::Atom);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        self.inst(
            form,
            ["atom", sp, op.suffix(), ty],
            &[Op::Reg(d.class, d.idx), addr, v],
            at,
        );
        Reg::new(d)
    }

    /// `atom.<space>.cas.bN d, [a], cmp, new`: compare-and-swap; returns the old value.
    #[track_caller]
    pub fn atom_cas<A: Address>(
        &mut self,
        a: A,
        cmp: impl Into<Src<A::Elem>>,
        new: impl Into<Src<A::Elem>>,
    ) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem + Int,
    {
        let at = site(Location::caller());
        let (space_form, sp) = self.mem_form::<A::Space>(at, MemKind::Atom);
        // `atom.shared::cluster.cas` needs what `.shared::cluster` needs (ISA 7.8, sm_90):
        // record that form, so that the version and target gate sees it.
        let form = if space_form == FormId::AtomSharedCluster {
            space_form
        } else {
            FormId::AtomCas
        };
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let c = self.op_src(cmp.into(), at);
        let n = self.op_src(new.into(), at);
        self.inst(
            form,
            ["atom", sp, ".cas", <A::Elem as Elem>::TY.bits_suffix()],
            &[Op::Reg(d.class, d.idx), addr, c, n],
            at,
        );
        Reg::new(d)
    }

    /// `red.<space>.<op>.T [a], v`: an atomic reduction with no result.
    #[track_caller]
    pub fn red<A: Address>(&mut self, op: AtomOp, a: A, v: impl Into<Src<A::Elem>>)
    where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        let at = site(Location::caller());
        if op == AtomOp::Exch {
            self.misuse(
                "`red.exch`",
                "red has no .exch: use atom with AtomOp::Exch",
                at,
            );
        }
        let (form, sp) = self.mem_form::<A::Space>(at, MemKind::Red);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        self.inst(form, ["red", sp, op.suffix(), ty], &[addr, v], at);
    }

    // ---- arithmetic that is not regular ---------------------------------------------------

    /// `mul.wide.T d, a, b`: the full product at twice the width.
    #[track_caller]
    pub fn mul_wide<T: Widening>(
        &mut self,
        a: impl Into<Src<T>>,
        b: impl Into<Src<T>>,
    ) -> Reg<T::Wide> {
        let at = site(Location::caller());
        let d = self.new_reg(<T::Wide as Scalar>::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
        ];
        self.inst(
            FormId::MulWide,
            ["mul.wide", T::TY.suffix(), "", ""],
            &ops,
            at,
        );
        Reg::new(d)
    }

    /// `shl.bN d, a, b`.
    #[track_caller]
    pub fn shl<T: Int>(&mut self, a: impl Into<Src<T>>, b: impl Into<Src<u32>>) -> Reg<T> {
        let at = site(Location::caller());
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
        ];
        self.inst(FormId::Shl, ["shl", T::TY.bits_suffix(), "", ""], &ops, at);
        Reg::new(d)
    }

    /// `shr.T d, a, b` (arithmetic shift for signed `T`).
    #[track_caller]
    pub fn shr<T: Int>(&mut self, a: impl Into<Src<T>>, b: impl Into<Src<u32>>) -> Reg<T> {
        let at = site(Location::caller());
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
        ];
        self.inst(FormId::Shr, ["shr", T::TY.suffix(), "", ""], &ops, at);
        Reg::new(d)
    }

    /// `popc.bN d, a`: the number of set bits.
    #[track_caller]
    pub fn popc<T: Int3264>(&mut self, a: impl Into<Src<T>>) -> Reg<u32> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B32);
        let ops = [Op::Reg(d.class, d.idx), self.op_src(a.into(), at)];
        self.inst(
            FormId::Popc,
            ["popc", T::TY.bits_suffix(), "", ""],
            &ops,
            at,
        );
        Reg::new(d)
    }

    /// `clz.bN d, a`: the number of leading zero bits.
    #[track_caller]
    pub fn clz<T: Int3264>(&mut self, a: impl Into<Src<T>>) -> Reg<u32> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B32);
        let ops = [Op::Reg(d.class, d.idx), self.op_src(a.into(), at)];
        self.inst(FormId::Clz, ["clz", T::TY.bits_suffix(), "", ""], &ops, at);
        Reg::new(d)
    }

    fn approx(&mut self, form: FormId, a: Src<f32>, at: Site) -> Reg<f32> {
        let d = self.new_reg(RegClass::F32);
        let ops = [Op::Reg(d.class, d.idx), self.op_src(a, at)];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
        Reg::new(d)
    }

    /// `ex2.approx.f32 d, a`: 2 to the power `a`.
    #[track_caller]
    pub fn ex2(&mut self, a: impl Into<Src<f32>>) -> Reg<f32> {
        self.approx(FormId::Ex2Approx, a.into(), site(Location::caller()))
    }

    /// `lg2.approx.f32 d, a`: the base-2 logarithm.
    #[track_caller]
    pub fn lg2(&mut self, a: impl Into<Src<f32>>) -> Reg<f32> {
        self.approx(FormId::Lg2Approx, a.into(), site(Location::caller()))
    }

    /// `sin.approx.f32 d, a`.
    #[track_caller]
    pub fn sin(&mut self, a: impl Into<Src<f32>>) -> Reg<f32> {
        self.approx(FormId::SinApprox, a.into(), site(Location::caller()))
    }

    /// `cos.approx.f32 d, a`.
    #[track_caller]
    pub fn cos(&mut self, a: impl Into<Src<f32>>) -> Reg<f32> {
        self.approx(FormId::CosApprox, a.into(), site(Location::caller()))
    }

    /// `cvt[.rn|.rzi].D.S d, a`: converts between register types; the rounding follows
    /// from the pair (none for integer width changes, `.rn` to floats, `.rzi` to integers).
    #[track_caller]
    pub fn cvt<D: CvtFrom<S>, S: Scalar>(&mut self, a: Reg<S>) -> Reg<D> {
        let at = site(Location::caller());
        let d = self.new_reg(D::TY.class());
        let s = self.op_reg(a.id, at);
        self.inst(
            D::FORM,
            ["cvt", D::ROUND, D::TY.suffix(), S::TY.suffix()],
            &[Op::Reg(d.class, d.idx), s],
            at,
        );
        Reg::new(d)
    }

    // ---- comparison and selection -------------------------------------------------------------

    /// `setp.<cmp>.T p, a, b`.
    #[track_caller]
    pub fn setp<T: Num>(
        &mut self,
        cmp: Cmp,
        a: impl Into<Src<T>>,
        b: impl Into<Src<T>>,
    ) -> Reg<Pred> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::Pred);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
        ];
        self.inst(
            FormId::Setp,
            ["setp", cmp.suffix(), T::TY.suffix(), ""],
            &ops,
            at,
        );
        Reg::new(d)
    }

    /// `selp.T d, a, b, p`: `a` when `p`, else `b`.
    #[track_caller]
    pub fn selp<T: Num>(
        &mut self,
        a: impl Into<Src<T>>,
        b: impl Into<Src<T>>,
        p: Reg<Pred>,
    ) -> Reg<T> {
        let at = site(Location::caller());
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
            self.op_reg(p.id, at),
        ];
        self.inst(FormId::Selp, ["selp", T::TY.suffix(), "", ""], &ops, at);
        Reg::new(d)
    }

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

    fn label_op(&mut self, l: Label, at: Site) -> Op {
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
    fn branch_op(&mut self, l: Label, at: Site) -> Op {
        if l.func == self.f.id {
            self.branches.push((l.id, self.region, at));
        }
        self.label_op(l, at)
    }

    /// `bra L`.
    #[track_caller]
    pub fn bra(&mut self, l: Label) {
        let at = site(Location::caller());
        let op = self.branch_op(l, at);
        self.inst(FormId::Bra, ["bra", "", "", ""], &[op], at);
    }

    /// `bra.uni L`: a branch every thread of the warp takes together.
    #[track_caller]
    pub fn bra_uni(&mut self, l: Label) {
        let at = site(Location::caller());
        let op = self.branch_op(l, at);
        self.inst(FormId::BraUni, ["bra.uni", "", "", ""], &[op], at);
    }

    pub(crate) fn branch_unless(&mut self, p: Reg<Pred>, l: Label, at: Site) {
        if self.guard.is_some() {
            self.misuse(
                "a conditional branch (`bra_unless`, `if_then`, `if_else`, `if_space` or a loop) inside a `when`/`unless` block, where it would ignore the block's guard",
                "PTX takes one guard per instruction: use `if_then` instead of `when` around code that branches",
                at,
            );
        }
        let g = self.guard;
        let pr = self.op_reg(p.id, at);
        let Op::Reg(_, idx) = pr else { return };
        self.guard = Some((idx, true));
        let op = self.branch_op(l, at);
        self.inst(FormId::Bra, ["bra", "", "", ""], &[op], at);
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
        self.inst(FormId::Bra, ["bra", "", "", ""], &[op], at);
        self.guard = g;
    }

    /// `@!p bra L`.
    #[track_caller]
    pub fn bra_unless(&mut self, p: Reg<Pred>, l: Label) {
        let at = site(Location::caller());
        self.branch_unless(p, l, at);
    }

    fn guarded(&mut self, p: Reg<Pred>, neg: bool, at: Site, body: impl FnOnce(&mut Self)) {
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
        self.region(body);
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

    /// Structured `if`: `@!p bra skip; body; skip:`.
    #[track_caller]
    pub fn if_then(&mut self, p: Reg<Pred>, body: impl FnOnce(&mut Self)) {
        let at = site(Location::caller());
        let skip = self.label();
        self.branch_unless(p, skip, at);
        self.region(body);
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
            self.inst(FormId::Bra, ["bra", "", "", ""], &[op], at);
            return;
        }
        self.inst(FormId::Ret, ["ret", "", "", ""], &[], at);
    }

    /// `exit`.
    #[track_caller]
    pub fn exit(&mut self) {
        let at = site(Location::caller());
        self.inst(FormId::Exit, ["exit", "", "", ""], &[], at);
    }

    // ---- barriers and memory ordering ----------------------------------------------------------

    /// `bar.sync id`: wait until every thread of the CTA arrives at barrier `id` (0–15).
    #[track_caller]
    pub fn bar_sync(&mut self, id: u32) {
        let at = site(Location::caller());
        self.range("a barrier id", id as i64, 0, 15, at);
        self.inst(
            FormId::BarSync,
            ["bar.sync", "", "", ""],
            &[Op::Imm(Imm::UInt(id as u64))],
            at,
        );
    }

    /// `bar.sync id, count`: a barrier for `count` threads (a multiple of 32).
    #[track_caller]
    pub fn bar_sync_count(&mut self, id: u32, count: u32) {
        let at = site(Location::caller());
        self.range("a barrier id", id as i64, 0, 15, at);
        if self.range("a barrier thread count", count as i64, 32, 1024, at)
            && !count.is_multiple_of(32)
        {
            self.misuse(
                format!("barrier thread count {count}"),
                "use a multiple of the warp size (32)",
                at,
            );
        }
        self.inst(
            FormId::BarSyncCount,
            ["bar.sync", "", "", ""],
            &[
                Op::Imm(Imm::UInt(id as u64)),
                Op::Imm(Imm::UInt(count as u64)),
            ],
            at,
        );
    }

    /// `barrier.sync id`.
    #[track_caller]
    pub fn barrier_sync(&mut self, id: u32) {
        let at = site(Location::caller());
        self.range("a barrier id", id as i64, 0, 15, at);
        self.inst(
            FormId::BarrierSync,
            ["barrier.sync", "", "", ""],
            &[Op::Imm(Imm::UInt(id as u64))],
            at,
        );
    }

    /// `bar.warp.sync mask`.
    #[track_caller]
    pub fn bar_warp_sync(&mut self, mask: impl Into<Src<u32>>) {
        let at = site(Location::caller());
        let m = self.op_src(mask.into(), at);
        self.inst(FormId::BarWarpSync, ["bar.warp.sync", "", "", ""], &[m], at);
    }

    /// `membar.{cta,gl,sys}`.
    #[track_caller]
    pub fn membar(&mut self, scope: Scope) {
        let at = site(Location::caller());
        let form = match scope {
            Scope::Cta => FormId::MembarCta,
            Scope::Gpu => FormId::MembarGl,
            Scope::Sys => FormId::MembarSys,
            Scope::Cluster => {
                self.misuse(
                    "`membar` at cluster scope",
                    "membar has no cluster scope: use `fence(Scope::Cluster)`",
                    at,
                );
                FormId::MembarGl
            }
        };
        self.inst(form, [form.form().mnemonic, "", "", ""], &[], at);
    }

    /// `fence.acq_rel.{cta,cluster,gpu,sys}`.
    #[track_caller]
    pub fn fence(&mut self, scope: Scope) {
        let at = site(Location::caller());
        let form = match scope {
            Scope::Cta => FormId::FenceAcqRelCta,
            Scope::Cluster => FormId::FenceAcqRelCluster,
            Scope::Gpu => FormId::FenceAcqRelGpu,
            Scope::Sys => FormId::FenceAcqRelSys,
        };
        self.inst(form, [form.form().mnemonic, "", "", ""], &[], at);
    }

    /// `fence.sc.gpu`.
    #[track_caller]
    pub fn fence_sc_gpu(&mut self) {
        let at = site(Location::caller());
        self.inst(FormId::FenceScGpu, ["fence.sc.gpu", "", "", ""], &[], at);
    }

    /// `barrier.cluster.arrive` (sm_90).
    #[track_caller]
    pub fn barrier_cluster_arrive(&mut self) {
        let at = site(Location::caller());
        self.inst(
            FormId::BarrierClusterArrive,
            ["barrier.cluster.arrive", "", "", ""],
            &[],
            at,
        );
    }

    /// `barrier.cluster.wait` (sm_90).
    #[track_caller]
    pub fn barrier_cluster_wait(&mut self) {
        let at = site(Location::caller());
        self.inst(
            FormId::BarrierClusterWait,
            ["barrier.cluster.wait", "", "", ""],
            &[],
            at,
        );
    }

    // ---- warp-level ---------------------------------------------------------------------------

    /// `shfl.sync.<mode>.b32 d, a, b, c, mask`. `c` packs the segment mask and clamp
    /// (`0x1f` for a whole warp with `up`'s clamp 0, `0x1f` for down/bfly/idx).
    #[track_caller]
    pub fn shfl_sync<T: B32>(
        &mut self,
        mode: Shfl,
        a: Reg<T>,
        b: impl Into<Src<u32>>,
        c: u32,
        mask: impl Into<Src<u32>>,
    ) -> Reg<T> {
        let at = site(Location::caller());
        self.range("shfl's c operand", c as i64, 0, 0x1f1f, at);
        let form = match mode {
            Shfl::Up => FormId::ShflSyncUp,
            Shfl::Down => FormId::ShflSyncDown,
            Shfl::Bfly => FormId::ShflSyncBfly,
            Shfl::Idx => FormId::ShflSyncIdx,
        };
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(a.id, at),
            self.op_src(b.into(), at),
            Op::Imm(Imm::UInt(c as u64)),
            self.op_src(mask.into(), at),
        ];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
        Reg::new(d)
    }

    fn vote(
        &mut self,
        form: FormId,
        class: RegClass,
        p: Reg<Pred>,
        mask: Src<u32>,
        at: Site,
    ) -> RegId {
        let d = self.new_reg(class);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(mask, at),
        ];
        self.inst(form, [form.form().mnemonic, "", "", ""], &ops, at);
        d
    }

    /// `vote.sync.all.pred`.
    #[track_caller]
    pub fn vote_all(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncAll,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `vote.sync.any.pred`.
    #[track_caller]
    pub fn vote_any(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncAny,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `vote.sync.uni.pred`.
    #[track_caller]
    pub fn vote_uni(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncUni,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `vote.sync.ballot.b32`.
    #[track_caller]
    pub fn vote_ballot(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<u32> {
        Reg::new(self.vote(
            FormId::VoteSyncBallot,
            RegClass::B32,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `activemask.b32`.
    #[track_caller]
    pub fn activemask(&mut self) -> Reg<u32> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B32);
        self.inst(
            FormId::Activemask,
            ["activemask.b32", "", "", ""],
            &[Op::Reg(d.class, d.idx)],
            at,
        );
        Reg::new(d)
    }

    // ---- asynchronous copy -------------------------------------------------------------------

    /// `cp.async.ca.shared.global [dst], [src], n`: copy 4, 8 or 16 bytes, cached in L1.
    #[track_caller]
    pub fn cp_async_ca<D: Address, S: Address>(&mut self, dst: D, src: S, bytes: CpSize)
    where
        D::Space: CpAsyncDst,
        S::Space: CpAsyncSrc,
    {
        let at = site(Location::caller());
        let n = match bytes {
            CpSize::B4 => 4,
            CpSize::B8 => 8,
            CpSize::B16 => 16,
        };
        let ops = [
            self.op_addr(dst.operand(Token::new()), n, at),
            self.op_addr(src.operand(Token::new()), n, at),
            Op::Imm(Imm::UInt(n)),
        ];
        self.inst(
            FormId::CpAsyncCa,
            ["cp.async.ca.shared.global", "", "", ""],
            &ops,
            at,
        );
    }

    /// `cp.async.cg.shared.global [dst], [src], 16`: copy 16 bytes through L2 only.
    #[track_caller]
    pub fn cp_async_cg<D: Address, S: Address>(&mut self, dst: D, src: S)
    where
        D::Space: CpAsyncDst,
        S::Space: CpAsyncSrc,
    {
        let at = site(Location::caller());
        let ops = [
            self.op_addr(dst.operand(Token::new()), 16, at),
            self.op_addr(src.operand(Token::new()), 16, at),
            Op::Imm(Imm::UInt(16)),
        ];
        self.inst(
            FormId::CpAsyncCg,
            ["cp.async.cg.shared.global", "", "", ""],
            &ops,
            at,
        );
    }

    /// `cp.async.commit_group`.
    #[track_caller]
    pub fn cp_async_commit_group(&mut self) {
        let at = site(Location::caller());
        self.inst(
            FormId::CpAsyncCommitGroup,
            ["cp.async.commit_group", "", "", ""],
            &[],
            at,
        );
    }

    /// `cp.async.wait_group n`: wait until at most `n` (0–7) committed groups are pending.
    #[track_caller]
    pub fn cp_async_wait_group(&mut self, n: u32) {
        let at = site(Location::caller());
        self.range("cp.async.wait_group's count", n as i64, 0, 7, at);
        self.inst(
            FormId::CpAsyncWaitGroup,
            ["cp.async.wait_group", "", "", ""],
            &[Op::Imm(Imm::UInt(n as u64))],
            at,
        );
    }

    /// `cp.async.wait_all`.
    #[track_caller]
    pub fn cp_async_wait_all(&mut self) {
        let at = site(Location::caller());
        self.inst(
            FormId::CpAsyncWaitAll,
            ["cp.async.wait_all", "", "", ""],
            &[],
            at,
        );
    }

    // ---- clusters -----------------------------------------------------------------------------

    /// `mapa.shared::cluster.u64 d, a, rank`: the same shared location in CTA `rank` of
    /// the cluster.
    #[track_caller]
    pub fn mapa<S: MapaSpace, T: Elem>(
        &mut self,
        p: Ptr<S, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr<Shared<Cluster>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.inst(
            FormId::MapaShared,
            ["mapa.shared::cluster", ".u64", "", ""],
            &ops,
            at,
        );
        Ptr::new(d)
    }

    /// `mapa.shared::cluster.u32 d, a, rank` on a 32-bit shared address.
    #[track_caller]
    pub fn mapa32<S: MapaSpace + Window32, T: Elem>(
        &mut self,
        p: Ptr32<S, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr32<Shared<Cluster>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B32);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.inst(
            FormId::MapaShared,
            ["mapa.shared::cluster", ".u32", "", ""],
            &ops,
            at,
        );
        Ptr32::new(d)
    }

    /// `mapa.u64 d, a, rank` on a generic address that came from shared memory.
    #[track_caller]
    pub fn mapa_generic<O: MapaOrigin, T: Elem>(
        &mut self,
        p: Ptr<Generic<O>, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr<Generic<Shared<Cluster>>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.inst(FormId::MapaGeneric, ["mapa.u64", "", "", ""], &ops, at);
        Ptr::new(d)
    }

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

    fn raw_impl(
        &mut self,
        text: &str,
        regs: &[crate::call::AnyReg],
        req: Option<(Version, u32)>,
        at: Site,
    ) {
        let writes = match crate::rawtext::parse(text, regs.len().min(64)) {
            Ok(shape) => shape.writes,
            Err(why) => {
                self.st.errors.push(Error::Misuse {
                    what: format!("raw instruction `{}`: {why}", text.trim()),
                    fix: "a raw instruction is one PTX instruction whose registers are `{n}` operands; what the table lacks belongs in the table (ptx-isa)",
                    at,
                });
                0
            }
        };
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
        self.f.raws.push((text.trim().to_owned(), req));
        self.f.lines.push(Line::Raw {
            text: text_id,
            ops: start,
            n: regs.len() as u8,
            writes,
            guard: self.guard,
            at,
        });
    }
}

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

#[derive(Clone, Copy)]
enum MemKind {
    Ld,
    St,
    Atom,
    Red,
}

fn mov_ty(t: Ty) -> &'static str {
    match t {
        Ty::Pred => ".pred",
        _ => t.suffix(),
    }
}

impl<O: Origin, T> Ptr<Generic<O>, T> {
    /// The same generic pointer with its origin forgotten (no instruction). What it
    /// may be used for is kept: a `.global` or `.shared` origin gives
    /// `Ptr<Generic<Unknown>, T>` (loads, stores, atomics), a `.local` one
    /// `Unknown<ReadWrite>` and a `.const` or `.param` one `Unknown<ReadOnly>`.
    pub fn erase(self) -> Ptr<Generic<Unknown<O::Access>>, T> {
        Ptr::new(self.id)
    }

    /// The same generic pointer with its origin forgotten and only loads allowed (no
    /// instruction): what any generic pointer may become, for code generic over origins.
    pub fn erase_readonly(self) -> Ptr<Generic<Unknown<ReadOnly>>, T> {
        Ptr::new(self.id)
    }
}

impl<T> Ptr<Shared<Cta>, T> {
    /// The same address seen in the cluster's shared window (no instruction: the CTA's
    /// window lies inside the cluster's).
    pub fn widen(self) -> Ptr<Shared<Cluster>, T> {
        Ptr::new(self.id)
    }
}

impl<T> Ptr32<Shared<Cta>, T> {
    /// The same 32-bit address seen in the cluster's shared window (no instruction).
    pub fn widen(self) -> Ptr32<Shared<Cluster>, T> {
        Ptr32::new(self.id)
    }
}

impl<T> Var<Shared<Cta>, T> {
    /// The same `.shared` variable seen in the cluster's shared window (no instruction),
    /// for `cvta.shared::cluster.u64 p, var` ([`Kernel::cvta_var`]) and the
    /// `.shared::cluster` loads, stores and atomics.
    pub fn widen(self) -> Var<Shared<Cluster>, T> {
        self.retype()
    }
}
