//! The body of a kernel or device function, and its hand-written (typed-space) instructions.
//! The regular instruction methods (arithmetic, logic, special registers) are generated
//! from the `ptx-isa` table by `cargo xtask codegen` (`ptx-builder/src/generated/`).

use core::fmt::Write as _;
use core::panic::Location;

use typed_ptx_isa::spell::MAX_SLOTS;
use typed_ptx_isa::{FormId, Mod, Val, Version};

use crate::error::{Error, Region, Site};
use crate::ir::{Align, Decl, Function, Len, Line, Op, ParamDecl, State, check_align, check_len};
use crate::reg::{
    AddrOperand, Address, Base, Label, Ptr, Ptr32, Reg, RegId, Src, SrcV, SymRef, Var,
};
use crate::space::private::{Sealed, Token};
use crate::space::{
    Access, Atomic, Cluster, Covers, Cta, Entry, Generic, Global, Join, Local, Named, Origin,
    OriginIs, Param, ReadOnly, Shared, Space, Storable, Unknown, Window32,
};
use crate::ty::{Data, Elem, Imm, Int, Pred, RegClass, Scalar, Ty};

mod address;
mod arith;
mod async_copy;
mod b128;
mod branch;
mod bulk;
mod cluster;
mod collective;
mod desc;
mod fence;
mod half;
mod mbarrier;
mod memory;
mod multimem;
mod ordering;
mod raw;
mod sync;
mod tensor;
mod tile;
mod tmem;
mod warpspec;

pub use address::{CvtaTo, Index, Indexable, PtrReg};
pub use arith::{Cmp, CvtFrom, CvtRnFrom, CvtRziFrom, CvtWidthFrom};
pub use async_copy::{CpAsyncDst, CpAsyncSrc, CpSize};
pub use bulk::{
    BulkGlobal, BulkRedOp, BulkSharedDst, BulkSharedSrc, Coord, Coords, MAX_BULK_BYTES,
    MulticastDst, SameElem, TensorBase, TensorMap, TensorMapAddr, TensorMapEdit, TensorMapPrefetch,
    TensorMapRef, TensorMapSpace, TmaElem, TxBarrier,
};
pub use cluster::{MapaOrigin, MapaSpace};
pub use desc::Swizzle;
pub use fence::{ProxySpace, TensormapGeneric, TensormapOrigin};
pub use half::{
    Approx, CvtHalf, CvtPack, CvtPackRelu, CvtPackSatfinite, HalfFromF32, Halves, PrmtMode,
    SameWidth, lut3,
};
pub use mbarrier::{MbarScope, MbarrierAddr, MbarrierClusterAddr, MbarrierCtaAddr, MbarrierSpace};
pub use memory::{
    AtomOp, AtomicElem, CacheHinted, L1Evict, L2Prefetch, LdCache, NonCoherent, StCache, V2Elem,
    V4Elem,
};
pub use multimem::{
    Multimem, MultimemAddress, MultimemElem, MultimemLdSem, MultimemRedSem, MultimemStSem,
    MultimemV8Elem, MultimemVecElem,
};
pub use ordering::{Ordered, Sem};
pub use sync::{B32, Scope, Shfl};
pub use tensor::{
    FragElem, Fragment, M16N8K8, M16N8K16, M16N8K32, M64N, MatrixCount, MatrixElem, MatrixSpace,
    Mma, WgmmaA, WgmmaElem, WgmmaKind, WgmmaOperands, WgmmaOpts, WgmmaShape, WgmmaSpace, X1, X2,
    X4, Zeros,
};
pub(crate) use tile::MAX_SHARED;
pub use tile::{
    AccCoords, Fill, KMajor, MnMajor, Ring, SmemTile, Stage, TileA, TileArena, TileB, TileBRows,
    TileDesc, TileStages, WgmmaTileA, WgmmaTileB, wgmma_acc_offset,
};
pub use tmem::{
    BlockScaleOpts, BlockScaledElem, BlockScaledPair, BlockScales, BlockScaling, CollectorA, E2m1,
    E2m1x2, E2m3, E3m2, ScaleElem, SparseA, SparseMeta, Ue4m3, Ue8m0, UmmaDescElem,
};
pub use tmem::{
    Collector, CollectorBuf, Cols, CommitBarrier, Cta1, Cta2, CtaGroup, Tcgen05Group, Tmem,
    TmemCols, TmemCpFormat, TmemCpShape, TmemElem, TmemRedElem, TmemRedOp, TmemRef, TmemShape,
    UmmaAcc, UmmaElem, UmmaOpts, UmmaPair, UmmaShape, UmmaWs,
};
pub use warpspec::{
    AsyncDst, AsyncElem, AsyncV4Elem, CtaRankSpace, MatchElem, RedAsyncElem, ReduxElem,
    ReduxF32Flags, ReduxF32Op, ReduxOp,
};

/// The body of a kernel (`.entry`) or device function (`.func`) being built.
///
/// Every method that emits an instruction takes `&mut self`, returns the registers it
/// defines, and records the Rust call site, so that a problem found later (a version
/// the instruction needs, a register of another kernel) names the line that caused it.
/// Problems are collected and reported by [`Module::emit`](crate::Module::emit); no
/// method panics.
///
/// The methods come in chapters, one `impl` block each under its own heading below: the
/// hand-written ones, and, marked *(from the table)*, the methods generated from the
/// instruction table, one chapter per instruction family.
///
/// * Basics: [registers, moves and declarations](#registers-moves-and-declarations),
///   [structured control flow](#structured-control-flow),
///   [branches and labels](#branches-and-labels), [special registers](#special-registers-from-the-table).
/// * Arithmetic: [integer](#integer-arithmetic-from-the-table),
///   [floating-point](#floating-point-arithmetic-from-the-table),
///   [logic and shift](#logic-and-shift-from-the-table),
///   [comparison and selection](#comparison-and-selection-from-the-table),
///   [type conversion and selection](#type-conversion-and-selection),
///   [half precision and bit manipulation](#half-precision-packed-and-8-bit-floats-bit-manipulation)
///   ([from the table](#half-precision-packed-and-8-bit-floats-bit-manipulation-from-the-table)),
///   [128-bit data](#128-bit-data).
/// * Memory: [addresses and pointers](#addresses-and-pointers),
///   [loads, stores, atomics and reductions](#memory-loads-stores-atomics-and-reductions),
///   [data movement](#data-movement-from-the-table),
///   [address and type conversion](#address-and-type-conversion-from-the-table),
///   [memory ordering](#memory-ordering), [proxy fences](#proxy-fences).
/// * Synchronization: [barriers and warp-level primitives](#barriers-and-warp-level-primitives),
///   [barriers and memory ordering](#barriers-and-memory-ordering-from-the-table),
///   [warp-level primitives](#warp-level-primitives-from-the-table),
///   [warp and block collectives](#warp-and-block-collectives),
///   [control flow](#control-flow-from-the-table).
/// * Asynchrony: [asynchronous copy](#asynchronous-copy)
///   ([from the table](#asynchronous-copy-from-the-table)), [mbarrier](#mbarrier)
///   ([from the table](#mbarrier-from-the-table)), [bulk copies and TMA](#bulk-copies-and-tma)
///   ([from the table](#bulk-copies-and-tma-from-the-table)).
/// * Tensor cores: [`mma.sync`, `ldmatrix`, `wgmma`](#tensor-cores)
///   ([from the table](#tensor-cores-from-the-table)),
///   [Blackwell's tensor memory and UMMA](#tensor-memory-blackwell).
/// * sm_90: [thread-block clusters](#thread-block-clusters),
///   [warp specialization](#warp-specialization)
///   ([from the table](#warp-specialization-from-the-table)).
/// * [Device-function calls and raw instructions](#device-function-calls-and-raw-instructions).
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
    /// Each region's kind, the call that opened it, and its lines (`[start, end)` of the
    /// function's lines; `None` for the function's body).
    region_info: Vec<Option<RegionInfo>>,
    /// The region each register was made in, per class, by register number.
    reg_region: [Vec<u32>; 7],
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
    /// What each `wgmma` descriptor register of this function describes, where known.
    descs: std::collections::HashMap<RegId, desc::DescInfo>,
    /// The tile arenas made so far (`tile_arena`): at most one.
    tile_arenas: u32,
    /// The cluster rings made so far (`cluster_ring`): where, and whether `leave` ended
    /// them.
    pub(crate) cluster_rings: Vec<(Site, bool)>,
    /// Registers holding the address of a declared variable (plus a constant offset):
    /// accesses through them are checked like accesses of the variable.
    var_ptrs: std::collections::HashMap<RegId, VarPtr>,
    /// Registers a copy has written, with the region of their first definition (see
    /// [`copied`](Kernel::copied)).
    copy_defs: std::collections::HashMap<RegId, u32>,
    /// What each definition of a copy-written register held (its variable, its
    /// descriptor), one entry per definition.
    fact_defs: std::collections::HashMap<RegId, Vec<Fact>>,
    /// The checks made through what such a register held, to be made again against every
    /// definition when there is more than one (a label or a loop may join them).
    fact_checks: Vec<(RegId, FactCheck, Site)>,
    /// Where this function's errors start in the module's list.
    errors_start: usize,
    /// What lines do to tensor-memory allocations: the line, the event and its call site
    /// (checked at emit: every allocation freed on every path, none after a relinquish).
    tmem_events: Vec<(usize, crate::flow::TmemEvent, Site)>,
    /// The warp each `tmem_alloc`/`tmem_relinquish` names, and where (checked at emit
    /// against the kernel's `.reqntid`).
    tmem_warps: Vec<(u32, Site)>,
}

/// A region of a function body: its kind, the call that opened it, and its lines.
struct RegionInfo {
    kind: Region,
    at: Site,
    lines: (usize, usize),
}

/// The largest z dimension of a CTA (`cudaDevAttrMaxBlockDimZ`).
const MAX_NTID_Z: u32 = 64;

pub(crate) fn site(l: &'static Location<'static>) -> Site {
    Site(l)
}

/// # Registers, moves and declarations
///
/// Registers, moves, immediates, parameters, declarations and the generated-method helpers:
/// what every kernel uses.
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
            region_info: vec![None],
            reg_region: Default::default(),
            label_region: Vec::new(),
            branches: Vec::new(),
            ret_label: None,
            local_addrs: std::collections::HashSet::new(),
            descs: std::collections::HashMap::new(),
            tile_arenas: 0,
            cluster_rings: Vec::new(),
            var_ptrs: std::collections::HashMap::new(),
            copy_defs: std::collections::HashMap::new(),
            fact_defs: std::collections::HashMap::new(),
            fact_checks: Vec::new(),
            tmem_events: Vec::new(),
            tmem_warps: Vec::new(),
        }
    }

    /// Builds `body` as a region of its own, a `kind` opened at `at`: labels placed inside
    /// it cannot be branched to from outside, and a value made inside it is named with the
    /// region when it is read outside.
    pub(crate) fn region<R>(
        &mut self,
        kind: Region,
        at: Site,
        body: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let outer = self.region;
        let id = self.region_parent.len();
        self.region = id as u32;
        self.region_parent.push(outer);
        let start = self.f.lines.len();
        self.region_info.push(Some(RegionInfo {
            kind,
            at,
            lines: (start, start),
        }));
        let r = body(self);
        let end = self.f.lines.len();
        if let Some(Some(info)) = self.region_info.get_mut(id) {
            info.lines.1 = end;
        }
        self.region = outer;
        r
    }

    /// The outermost region that register `(class, idx)` was made in and line `line`
    /// is outside of: where a value read at that line escaped from.
    fn escaped_from(&self, (class, idx): (RegClass, u32), line: usize) -> Option<&RegionInfo> {
        let mut r = *self.reg_region[class as usize].get(idx as usize)?;
        let mut found = None;
        while r != 0 {
            let info = self.region_info.get(r as usize)?.as_ref()?;
            if (info.lines.0..info.lines.1).contains(&line) {
                break;
            }
            found = Some(info);
            r = self.region_parent[r as usize];
        }
        found
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

    /// `to` is written with a copy of `from` (`mov`, `assign`, a carried value): what is
    /// known of `from` (a descriptor's variable, a pointer's variable, a frame address)
    /// holds for `to`. The first definition of `to`, or a later one in the same region
    /// (straight-line code), takes it; a definition in another region (a branch, a loop's
    /// carry) merges with what `to` held, and where the two differ `to` becomes a run-time
    /// value, checked like a pointer of unknown bounds.
    pub(crate) fn copied(&mut self, from: RegId, to: RegId) {
        self.derive(from, to);
        let replace = match self.copy_defs.get(&to) {
            None => {
                self.copy_defs.insert(to, self.region);
                true
            }
            Some(&r) => r == self.region,
        };
        let fact = (
            self.var_ptrs.get(&from).copied(),
            self.descs.get(&from).copied(),
        );
        self.fact_defs.entry(to).or_default().push(fact);
        merge(&mut self.descs, from, to, replace);
        merge(&mut self.var_ptrs, from, to, replace);
    }

    /// Records a check made through what `id` holds, when `id` is written by copies
    /// (and may have other definitions).
    pub(crate) fn note_check(&mut self, id: RegId, check: FactCheck, at: Site) {
        if self.fact_defs.contains_key(&id) {
            self.fact_checks.push((id, check, at));
        }
    }

    /// Makes every check recorded on a register with several definitions again, against
    /// each definition: checks run in program order, and a label, a branch or a loop's
    /// back edge can bring a definition that comes later in the text to the check.
    fn recheck_redefined(&mut self) {
        let checks = core::mem::take(&mut self.fact_checks);
        for (id, check, at) in checks {
            let defs = match self.fact_defs.get(&id) {
                Some(d) if d.len() > 1 => d.clone(),
                _ => continue,
            };
            for (ptr, desc) in defs {
                if self.reported_at(at) {
                    break;
                }
                match (check, ptr, desc) {
                    (FactCheck::Access { off, bytes }, Some(p), _) => {
                        let v = p.view(off);
                        self.check_access_view(Some(v), v, bytes, at);
                    }
                    (FactCheck::Map { off }, Some(p), _) => {
                        let v = p.view(off);
                        if let Base::Sym(s) = v.base {
                            self.check_map_var(s, v.size, v.align, v.off, at);
                        }
                    }
                    (FactCheck::DescRead(read), _, Some(d)) => self.check_desc_info(d, read, at),
                    (FactCheck::Advance { bytes }, _, Some(d)) => {
                        let _ = self.advance_info(d, bytes, at);
                    }
                    _ => {}
                }
            }
        }
    }

    /// What the checks see of an access at `a`: the variable a pointer register points
    /// into (with the constant offset from the variable's start), or `None` for an access
    /// of a variable itself or through a pointer of unknown bounds.
    pub(crate) fn var_view(&self, a: &AddrOperand) -> Option<AddrOperand> {
        let Base::Reg(id) = a.base else {
            return None;
        };
        Some(self.var_ptrs.get(&id)?.view(a.off))
    }

    /// Records that `d` holds the address of `sym` plus `start` bytes.
    pub(crate) fn note_var_ptr(
        &mut self,
        d: RegId,
        sym: SymRef,
        size: Option<u64>,
        align: u64,
        start: i64,
    ) {
        self.var_ptrs.insert(
            d,
            VarPtr {
                sym,
                size,
                align,
                start,
            },
        );
        self.copy_defs.insert(d, self.region);
    }

    /// `to` holds an address derived from `from`: it is a frame address when `from` is.
    pub(crate) fn derive(&mut self, from: RegId, to: RegId) {
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
            self.op(FormId::Ret, &[], &[], at);
        }
        self.check_wgmma_registers();
        self.check_tmem();
        self.check_cluster_rings();
        self.recheck_redefined();
        let func = self.st.symbols[self.f.sym as usize].name.clone();
        // The data flow numbers this function's registers; a register or variable of
        // another function (already an error) has no number here, so the pass runs only
        // on functions that use none.
        let foreign = self.st.errors[self.errors_start..]
            .iter()
            .any(|e| matches!(e, Error::ForeignValue { .. } | Error::ForeignModule { .. }));
        let unassigned = if foreign {
            Vec::new()
        } else {
            crate::flow::unassigned(&self.f)
        };
        for u in unassigned {
            // A read already reported (a register of another kernel, say) is not
            // reported again as unassigned.
            if self.reported_at(u.at) {
                continue;
            }
            let made = crate::flow::made_at(&self.f, u.reg.0, u.reg.1);
            let region = self.escaped_from(u.reg, u.line).map(|i| (i.kind, i.at));
            self.st.errors.push(Error::Unassigned {
                reg: u.name,
                func: func.clone(),
                at: u.at,
                made,
                text: made.and_then(crate::error::source_line),
                region,
            });
        }
        self.st.funcs.push(self.f);
    }

    // ---- plumbing -----------------------------------------------------------------------

    pub(crate) fn new_reg(&mut self, class: RegClass) -> RegId {
        let n = &mut self.f.regs[class as usize];
        let idx = *n;
        *n += 1;
        self.reg_region[class as usize].push(self.region);
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
                self.op(form, &[], &[Op::Reg(d.class, d.idx), Op::Text(name)], at);
                Op::Reg(d.class, d.idx)
            }
        }
    }

    /// A source operand of an arithmetic instruction of type `T`: an immediate of a type
    /// whose arithmetic takes registers only (f16, bf16, the packed pairs) is first moved
    /// into a register (`mov.b16`), which PTX accepts.
    pub(crate) fn op_arith<T: Scalar>(&mut self, s: Src<T>, at: Site) -> Op {
        if let SrcV::Imm(i) = s.v
            && T::TY.register_only()
        {
            let d = self.new_reg(T::TY.class());
            self.op(
                FormId::Mov,
                &[T::TY.modifier().bits().into()],
                &[Op::Reg(d.class, d.idx), Op::Imm(i)],
                at,
            );
            return Op::Reg(d.class, d.idx);
        }
        self.op_src(s, at)
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
    pub(crate) fn op_addr(&mut self, a: AddrOperand, bytes: u64, at: Site) -> Op {
        self.check_access(a, bytes, at);
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

    /// The operand of an address taken as a value, not in brackets (`getctarank d, a`,
    /// [`AddrCheck::Value`](typed_ptx_isa::AddrCheck::Value)): a register, a variable or
    /// `var+imm`; a register with a constant offset is added up first (an `add` of its
    /// width). Checked as an access of one byte.
    pub(crate) fn addr_value(&mut self, a: AddrOperand, at: Site) -> Op {
        match self.op_addr(a, 1, at) {
            Op::AddrReg(c, i, 0) => Op::Reg(c, i),
            Op::AddrReg(c, i, off) => {
                let t = self.new_reg(c);
                let ty = if c == RegClass::B32 {
                    Mod::S32
                } else {
                    Mod::S64
                };
                let ops = [
                    Op::Reg(t.class, t.idx),
                    Op::Reg(c, i),
                    Op::Imm(Imm::Int(off)),
                ];
                self.op(FormId::Add, &[ty.into()], &ops, at);
                Op::Reg(t.class, t.idx)
            }
            Op::AddrSym(s, 0) => Op::Sym(s),
            Op::AddrSym(s, off) => Op::SymOff(s, off),
            other => other,
        }
    }

    /// The value of a `{.type}` slot that an address value's width spells
    /// ([`addr_value`](Kernel::addr_value), [`SlotArg::Width`](typed_ptx_isa::row::SlotArg::Width)):
    /// `.u32` for a 32-bit register, else `.u64` (a variable's address is 64-bit).
    pub(crate) fn addr_width(value: Op) -> Val {
        let narrow = matches!(value, Op::Reg(RegClass::B32, _));
        Val::from(if narrow { Mod::U32 } else { Mod::U64 })
    }

    /// The bounds and alignment of an access of `bytes` bytes at `a`, as far as the
    /// declaration it names (or that a pointer register was made from) and the constant
    /// offset tell.
    fn check_access(&mut self, a: AddrOperand, bytes: u64, at: Site) {
        if let Base::Reg(id) = a.base {
            self.note_check(id, FactCheck::Access { off: a.off, bytes }, at);
        }
        let view = self.var_view(&a);
        self.check_access_view(view, a, bytes, at);
    }

    /// [`check_access`](Kernel::check_access) of `a`, or of `view` (the variable a
    /// pointer was made from) when there is one.
    fn check_access_view(
        &mut self,
        view: Option<AddrOperand>,
        a: AddrOperand,
        bytes: u64,
        at: Site,
    ) {
        let a = view.unwrap_or(a);
        if view.is_some() && a.off < 0 {
            self.st.errors.push(Error::AccessOutOfBounds {
                bytes,
                offset: a.off,
                size: None,
                at,
            });
        } else if let Some(size) = a.size
            && a.off >= 0
            && (a.off as u64).saturating_add(bytes) > size
        {
            self.st.errors.push(Error::AccessOutOfBounds {
                bytes,
                offset: a.off,
                size: Some(size),
                at,
            });
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
                self.st
                    .errors
                    .push(Error::AccessMisaligned { bytes, why, at });
            }
        }
    }

    /// An instruction of `form` with slot values `vals` (one per slot of the row's
    /// template) and operands `ops`: the emitter spells it from the row. Values the row does
    /// not take are an error in every build (a method whose bound admits more than its row
    /// would otherwise emit PTX that ptxas refuses).
    pub(crate) fn op(&mut self, form: FormId, vals: &[Val], ops: &[Op], at: Site) {
        let mut v = [Val::NONE; MAX_SLOTS];
        let f = form.form();
        if vals.len() != f.slots.len() || f.check(vals).is_err() {
            let why = f
                .check(vals)
                .err()
                .map_or_else(String::new, |e| e.to_string());
            self.misuse(
                format!(
                    "internal: the builder spelled {} with values the row does not take: {why}",
                    form.name()
                ),
                "this is a bug of typed-ptx: please report it with the call site",
                at,
            );
            return;
        }
        v[..vals.len()].copy_from_slice(vals);
        self.push_inst(form, v, ops, at);
    }

    /// Records the use of the form (and of each gated slot value, so the module checks
    /// that value's version and `sm` too) and appends the line.
    fn push_inst(&mut self, form: FormId, v: [Val; MAX_SLOTS], ops: &[Op], at: Site) {
        self.used(form, at);
        for (i, g) in form.form().gates.iter().enumerate() {
            if v[g.slot as usize] == Val::from(g.value) {
                self.used_gate(form, i as u8, at);
            }
        }
        let start = self.f.ops.len() as u32;
        self.f.ops.extend_from_slice(ops);
        self.f.lines.push(Line::Inst {
            form,
            vals: v,
            guard: self.guard,
            ops: start,
            n: ops.len() as u8,
            at,
        });
    }

    /// Records the use of gate `i` of `form` (a gated slot value), once per function.
    fn used_gate(&mut self, form: FormId, i: u8, at: Site) {
        if !self.f.gated.iter().any(|&(f, j, _)| f == form && j == i) {
            self.f.gated.push((form, i, at));
        }
    }

    #[inline]
    fn used(&mut self, form: FormId, at: Site) {
        let slot = &mut self.f.uses[form as usize];
        if slot.is_none() {
            *slot = Some(at);
        }
    }

    pub(crate) fn range(
        &mut self,
        what: &'static str,
        value: i64,
        lo: i64,
        hi: i64,
        at: Site,
    ) -> bool {
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

    /// Reports immediate `value` (in its range) that is not a multiple of `step`.
    pub(crate) fn not_multiple(
        &mut self,
        what: &'static str,
        value: i64,
        step: u32,
        fix: &'static str,
        at: Site,
    ) {
        self.st.errors.push(Error::ImmediateNotMultiple {
            what,
            value,
            step,
            fix,
            at,
        });
    }

    /// Checks an immediate source `s`, operand `operand` of `form`, against the row's
    /// [`Limit`](typed_ptx_isa::Limit) of that operand (a register is not checked).
    pub(crate) fn limit<T>(&mut self, form: FormId, operand: usize, s: &Src<T>, at: Site) {
        // An `f32` immediate lies in the half-open `(lo, hi]` (`createpolicy`'s fraction).
        if let (SrcV::Imm(Imm::F32(bits)), Some(l)) = (
            s.v,
            form.form()
                .limits
                .iter()
                .find(|l| l.operand as usize == operand),
        ) {
            let v = f64::from(f32::from_bits(bits));
            if !(v > l.lo as f64 && v <= l.hi as f64) {
                self.misuse(
                    format!("{} of {v}, outside ({}, {}]", l.what, l.lo, l.hi),
                    "give a value above the low end and at most the high end (createpolicy's fraction: 0 < f <= 1), or a register",
                    at,
                );
            }
            return;
        }
        let (SrcV::Imm(Imm::UInt(v)), Some(l)) = (
            s.v,
            form.form()
                .limits
                .iter()
                .find(|l| l.operand as usize == operand),
        ) else {
            return;
        };
        let value = i64::try_from(v).unwrap_or(i64::MAX);
        self.range(l.what, value, l.lo, l.hi, at);
    }

    /// A generated method's check of its row's combinations of slot values
    /// ([`Form::combo_ok`](typed_ptx_isa::Form::combo_ok)): `vals` as the row spells them
    /// (the type slot `ty`'s value its bits where the row takes only those), or `false`
    /// after a misuse error that names the refused values and the row's rules, read from
    /// the row ([`Form::combos_text`](typed_ptx_isa::Form::combos_text)); the form is
    /// still recorded for gating.
    pub(crate) fn combo(&mut self, form: FormId, vals: &mut [Val], ty: usize, at: Site) -> bool {
        const FIX: &str = "pair the operation and the element type as the row's rules above say";
        let f = form.form();
        if let Some(v) = f.combo_spelled(vals, ty) {
            vals.copy_from_slice(&v);
            return true;
        }
        let text = |v: &Val| v.as_mod().map_or("", Mod::text);
        // A value its slot lacks (`red.async` has no `.exch`): named as such.
        let lacked = vals
            .iter()
            .enumerate()
            .find(|(i, v)| *i != ty && !f.slots.get(*i).is_some_and(|s| s.takes(**v)));
        if let Some((_, v)) = lacked {
            let what = format!("`{}` has no {}; {}", f.mnemonic, text(v), f.combos_text());
            self.misuse(what, FIX, at);
            self.used(form, at);
            return false;
        }
        let mut what = format!("`{}", f.mnemonic);
        for (i, v) in vals.iter().enumerate() {
            if i != ty {
                what.push_str(text(v));
            }
        }
        let _ = write!(
            what,
            "` on {} values; {}",
            vals.get(ty).map_or("", text),
            f.combos_text()
        );
        self.misuse(what, FIX, at);
        self.used(form, at);
        false
    }

    /// The check of a row's rules of its tensor map's element type
    /// ([`Combo::ELEM`](typed_ptx_isa::Combo::ELEM), `Form::elem_ok`): `ty`, the map's
    /// element type, with slot values `vals`; where the rules refuse it, a misuse naming
    /// the values they are about (`cp.reduce.async.bulk.tensor.xor` on a map of `.f32`)
    /// and the rules, the form recorded for gating, and `false`.
    pub(crate) fn combo_elem(&mut self, form: FormId, vals: &[Val], ty: Ty, at: Site) -> bool {
        let f = form.form();
        if f.elem_ok(vals, ty.modifier()) {
            return true;
        }
        let mut what = format!("`{}", f.mnemonic);
        for (i, v) in vals.iter().enumerate() {
            let about = f
                .combos
                .iter()
                .any(|c| c.other == typed_ptx_isa::Combo::ELEM && usize::from(c.slot) == i);
            if about {
                what.push_str(v.as_mod().map_or("", Mod::text));
            }
        }
        let _ = write!(
            what,
            "` on a tensor map of {} elements; {}",
            ty.suffix(),
            f.combos_text()
        );
        self.misuse(
            what,
            "reduce into a tensor map of an element type the operation takes, as the row's rules above say",
            at,
        );
        self.used(form, at);
        false
    }

    pub(crate) fn misuse(&mut self, what: impl Into<String>, fix: &'static str, at: Site) {
        self.st.errors.push(Error::Misuse {
            what: what.into(),
            fix,
            at,
        });
    }

    fn explicit(&self) -> bool {
        self.st.explicit
    }

    /// [`space_value`](Self::space_value) of `form` for an access through an address of
    /// space `S`, which must be reachable here: a `.param::entry` address is a kernel's, and inside a
    /// device function `ld.param` would read the function's own `.param::func` space.
    fn mem_space<S: Space>(&mut self, form: FormId, at: Site) -> Val {
        if S::SPACE == typed_ptx_isa::Space::Param && !self.f.entry && !self.reported_at(at) {
            let name = self.st.symbols[self.f.sym as usize].name.clone();
            self.misuse(
                format!("a .param::entry (kernel parameter) address is used in device function `{name}`, where `ld.param` means the function's own .param::func space"),
                "load kernel parameters in the kernel and pass their values (or their generic address) to the function",
                at,
            );
        }
        self.space_value(form, S::SPACE)
    }

    /// The value of `form`'s `{.space}` slot for an address in space `s`, spelled as the
    /// module asks (`.shared` or `.shared::cta`): the slot's value of the space
    /// ([`typed_ptx_isa::Space::slot_value`]). Where the row has none of the space (a
    /// bound keeps such spaces out: `st` of `.const` does not compile; a unit test,
    /// `every_admitted_space_has_its_row`, checks that every space the bounds admit has
    /// its value), the space's own modifier, which the row's spelling check then refuses
    /// as an internal error at the call site: never a silently generic access.
    pub(crate) fn space_value(&self, form: FormId, s: typed_ptx_isa::Space) -> Val {
        typed_ptx_isa::row::space_slot_of(form)
            .and_then(|(_, values)| s.slot_value(values, self.explicit()))
            .unwrap_or(s.modifier())
            .into()
    }

    /// The value of `form`'s `{.space}` slot for an address argument in space `s`
    /// ([`typed_ptx_isa::row::SlotArg::AddrSpace`], [`typed_ptx_isa::Form::addr_space_value`]).
    /// A `.param` address is a kernel parameter's (`Param<Entry>`), which only a kernel
    /// names: in a device function it is refused at the call site. Where the row has no
    /// value of the space (the address argument's bounds keep such spaces out), the space's
    /// own modifier, which the row's spelling check refuses: never a silently generic access.
    pub(crate) fn addr_space_value(
        &mut self,
        form: FormId,
        s: typed_ptx_isa::Space,
        at: Site,
    ) -> Val {
        let v = form
            .form()
            .addr_space_value(s, self.explicit())
            .unwrap_or(s.modifier());
        if s == typed_ptx_isa::Space::Param && !self.f.entry {
            let name = self.st.symbols[self.f.sym as usize].name.clone();
            // The spelling with the space's value, the other slots empty (else the template).
            let f = form.form();
            let mut vals = [Val::NONE; MAX_SLOTS];
            if let Some((i, _)) = f.space_slot() {
                vals[i] = v.into();
            }
            let spelled = f
                .spelled(&vals[..f.slots.len().min(MAX_SLOTS)])
                .unwrap_or_else(|_| f.spell.template.to_string());
            self.misuse(
                format!("`{spelled}` of a kernel parameter in device function `{name}`"),
                "name the kernel parameter in the kernel, or pass its generic address (`Kernel::param_tensor_map`, `cvta_var`)",
                at,
            );
        }
        v.into()
    }

    /// The operand of a tensor map's address ([`typed_ptx_isa::AddrCheck::TensorMap`]): a
    /// variable declared as a tensor map, or a register noted as holding one's address and
    /// 64-byte aligned as far as the builder can tell.
    pub(crate) fn op_tensor_map(&mut self, a: AddrOperand, at: Site) -> Op {
        if let Base::Sym(s) = a.base {
            self.check_map_var(s, a.size, a.align, a.off, at);
            return self.op_addr(AddrOperand { size: None, ..a }, 1, at);
        }
        if let Base::Reg(id) = a.base {
            self.note_check(id, FactCheck::Map { off: a.off }, at);
        }
        if let Some(v) = self.var_view(&a)
            && let Base::Sym(s) = v.base
        {
            self.check_map_var(s, v.size, v.align, v.off, at);
        }
        self.aligned_addr(a, 64, "a tensor map", at)
    }

    // ---- generated-method helpers --------------------------------------------------------

    /// `form` with every slot left empty: what a hand-written method of a row whose slots
    /// are all optional emits (so that the row can gain optional slots, each with its
    /// own method arguments, without a change here).
    pub(crate) fn op_plain(&mut self, form: FormId, ops: &[Op], at: Site) {
        let none = [Val::NONE; MAX_SLOTS];
        let n = form.form().slots.len().min(MAX_SLOTS);
        self.op(form, &none[..n], ops, at);
    }

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
            self.op_arith(a, at),
            self.op_arith(b, at),
        ];
        let ty = if bits {
            T::TY.modifier().bits()
        } else {
            T::TY.modifier()
        };
        self.op(form, &[ty.into()], &ops, at);
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
        let ops = [Op::Reg(d.class, d.idx), self.op_arith(a, at)];
        let ty = if bits {
            T::TY.modifier().bits()
        } else {
            T::TY.modifier()
        };
        self.op(form, &[ty.into()], &ops, at);
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
            self.op_arith(a, at),
            self.op_arith(b, at),
            self.op_arith(c, at),
        ];
        self.op(form, &[T::TY.modifier().into()], &ops, at);
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
        self.op(form, &[], &[Op::Reg(d.class, d.idx), Op::Text(name)], at);
        Reg::new(d)
    }

    // ---- registers and moves -----------------------------------------------------------------

    /// A fresh register with no value yet (for [`raw`](Kernel::raw) instructions and
    /// loops); it may be overwritten with [`assign`](Kernel::assign).
    #[track_caller]
    pub fn fresh<T: Scalar>(&mut self) -> Reg<T> {
        let id = self.new_reg(T::TY.class());
        if T::TY == Ty::B128 {
            // Declaring a `.b128` register needs what copying one needs (ISA 8.3): the
            // `mov` row's gate of `.b128`.
            let gate = FormId::Mov
                .form()
                .gates
                .iter()
                .position(|g| g.value == typed_ptx_isa::Mod::B128);
            if let Some(i) = gate {
                self.used_gate(FormId::Mov, i as u8, site(Location::caller()));
            }
        }
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
        let a = a.into();
        let src_reg = if let SrcV::Reg(s) = a.v {
            Some(s)
        } else {
            None
        };
        let src = self.op_src(a, at);
        self.op(
            FormId::Mov,
            &[mov_ty(T::TY).into()],
            &[Op::Reg(d.class, d.idx), src],
            at,
        );
        self.assignable.insert(d, core::any::TypeId::of::<Reg<T>>());
        if let Some(s) = src_reg {
            self.copied(s, d);
        }
        Reg::new(d)
    }

    /// `mov.b64 d, p` (`.b32` for 32-bit addresses): a copy of a pointer in a new
    /// register, of the same type, that may be overwritten with
    /// [`assign_ptr`](Kernel::assign_ptr) (a pointer that walks a buffer in a loop).
    #[track_caller]
    pub fn mov_ptr<P: crate::value::Arg + 'static>(&mut self, p: P) -> P {
        let at = site(Location::caller());
        let d = self.new_reg(P::TY.class());
        let s = self.op_reg(p.reg(Token::new()), at);
        let ty = if P::TY == Ty::U32 { Mod::B32 } else { Mod::B64 };
        self.op(FormId::Mov, &[ty.into()], &[Op::Reg(d.class, d.idx), s], at);
        self.assignable.insert(d, core::any::TypeId::of::<P>());
        self.copied(p.reg(Token::new()), d);
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
            self.copied(s, dst.id);
        } else {
            // An immediate: nothing of a variable or a descriptor.
            self.descs.remove(&dst.id);
            self.var_ptrs.remove(&dst.id);
        }
        let d = self.op_reg(dst.id, at);
        let src = self.op_src(a, at);
        self.op(FormId::Mov, &[mov_ty(T::TY).into()], &[d, src], at);
    }

    /// `mov.b64 dst, src`: overwrite a pointer made by [`mov_ptr`](Kernel::mov_ptr) with
    /// another pointer of the same space, or, for a generic pointer of unknown origin,
    /// with any generic pointer.
    #[track_caller]
    pub fn assign_ptr<P: crate::value::Arg + 'static, Q: crate::value::Coerce<P>>(
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
        self.copied(src.reg(Token::new()), dst.reg(Token::new()));
        let ty = if P::TY == Ty::U32 { Mod::B32 } else { Mod::B64 };
        self.op(FormId::Mov, &[ty.into()], &[d, s], at);
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
        // A tensor map parameter is declared `.align 64` (CUDA's `CUtensorMap`).
        let align = match <T as Elem>::TY {
            Ty::TensorMap => 64,
            t => t.size(),
        };
        Var::new(sym, Some(1), align)
    }

    /// A scalar kernel parameter, loaded with `ld.param`.
    #[track_caller]
    pub fn param<T: Data + Scalar>(&mut self, name: &str) -> Reg<T::Value> {
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
        let s = self.op_reg(raw.id, at);
        let d = self.spaced(
            FormId::CvtaToSpace,
            typed_ptx_isa::Space::Global,
            RegClass::B64,
            s,
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
    pub fn local<T: Data>(&mut self, name: &str, len: u64, align: Align) -> Var<Local, T> {
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
        let product = product3(v);
        match form {
            FormId::Maxntid | FormId::Reqntid if product > 1024 => self.misuse(
                format!(
                    "`{} {}, {}, {}` asks for {product} threads per CTA, more than the 1024 threads a CTA can have",
                    form.form().mnemonic, v[0], v[1], v[2]
                ),
                "keep x * y * z at most 1024",
                at,
            ),
            // A CTA's z extent is at most 64 (x and y at most 1024): a kernel that
            // requires more could never be launched.
            FormId::Reqntid if v[2] > MAX_NTID_Z => self.misuse(
                format!(
                    "`.reqntid {}, {}, {}` asks for a CTA z dimension of {}; a CTA's z dimension is at most {MAX_NTID_Z}, so the kernel could never be launched",
                    v[0], v[1], v[2], v[2]
                ),
                "keep z at most 64 (x and y at most 1024): lay the threads out along x or y",
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

    /// `.maxntid x, y, z`: the most threads a CTA of this kernel has (the product bounds
    /// the launch's CTA size).
    #[track_caller]
    pub fn maxntid(&mut self, x: u32, y: u32, z: u32) {
        self.directive(FormId::Maxntid, [x, y, z], 1024, site(Location::caller()));
    }

    /// `.reqntid x, y, z`: the exact CTA shape this kernel is launched with: at most 1024
    /// threads, x and y at most 1024, z at most 64.
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
}

fn mov_ty(t: Ty) -> Mod {
    t.modifier().mem()
}

/// `x * y * z` of a directive's three numbers, saturating (each may be any `u32`).
pub(crate) fn product3(v: [u32; 3]) -> u64 {
    v.iter().fold(1u64, |p, &x| p.saturating_mul(u64::from(x)))
}

/// What a pointer register is known to point into: a declared variable, from `start`
/// bytes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VarPtr {
    sym: SymRef,
    size: Option<u64>,
    align: u64,
    start: i64,
}

impl VarPtr {
    /// The access `off` bytes from the pointer, as an access of the variable.
    fn view(&self, off: i64) -> AddrOperand {
        AddrOperand {
            base: Base::Sym(self.sym),
            off: self.start.saturating_add(off),
            size: self.size,
            align: self.align,
        }
    }
}

/// What one definition of a register held: the variable it points into, the descriptor
/// it is.
type Fact = (Option<VarPtr>, Option<desc::DescInfo>);

/// A check made through what a register held (see [`Kernel::note_check`]).
#[derive(Clone, Copy)]
pub(crate) enum FactCheck {
    /// An access of `bytes` bytes at the pointer plus `off`.
    Access { off: i64, bytes: u64 },
    /// A tensor map at the pointer plus `off`.
    Map { off: i64 },
    /// A `wgmma` operand read through the descriptor.
    DescRead(desc::DescRead),
    /// An advance of the descriptor.
    Advance { bytes: u32 },
}

/// `to = from` for one kind of fact: replaced (a definition that dominates the uses that
/// follow), or merged (kept only where `to` and `from` agree).
fn merge<V: Copy + PartialEq>(
    facts: &mut std::collections::HashMap<RegId, V>,
    from: RegId,
    to: RegId,
    replace: bool,
) {
    let src = facts.get(&from).copied();
    if replace || facts.get(&to).copied() == src {
        match src {
            Some(v) => {
                facts.insert(to, v);
            }
            None => {
                facts.remove(&to);
            }
        }
    } else {
        facts.remove(&to);
    }
}
