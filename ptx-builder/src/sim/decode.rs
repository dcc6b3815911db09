//! From a module's instructions to the interpreter's: each instruction's mnemonic is
//! spelled from its row of the table (the same text the emitter prints) and read back as
//! an operation, its types and modifiers; its operands become register slots, constants
//! and addresses. An instruction the interpreter does not run is refused here, before
//! anything runs, with its form's name and call site.

use typed_ptx_isa::FormId;

use super::SimError;
use super::mem::Sp;
use crate::error::Site;
use crate::ir::{Function, Line, Op, State};
use crate::ty::{Imm, RegClass};

/// A type as the interpreter computes with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum T {
    Pred,
    U8,
    S8,
    B8,
    U16,
    S16,
    B16,
    U32,
    S32,
    B32,
    U64,
    S64,
    B64,
    B128,
    F16,
    Bf16,
    F16x2,
    Bf16x2,
    Tf32,
    F32,
    F64,
    /// FP8 values (`wgmma`'s `.e4m3` and `.e5m2` operands).
    E4m3,
    E5m2,
}

impl T {
    pub(crate) fn parse(w: &str) -> Option<T> {
        Some(match w {
            "pred" => T::Pred,
            "u8" => T::U8,
            "s8" => T::S8,
            "b8" => T::B8,
            "u16" => T::U16,
            "s16" => T::S16,
            "b16" => T::B16,
            "u32" => T::U32,
            "s32" => T::S32,
            "b32" => T::B32,
            "u64" => T::U64,
            "s64" => T::S64,
            "b64" => T::B64,
            "b128" => T::B128,
            "f16" => T::F16,
            "bf16" => T::Bf16,
            "f16x2" => T::F16x2,
            "bf16x2" => T::Bf16x2,
            "tf32" => T::Tf32,
            "f32" => T::F32,
            "f64" => T::F64,
            "e4m3" => T::E4m3,
            "e5m2" => T::E5m2,
            _ => return None,
        })
    }

    /// Its size in bytes (a predicate: 1).
    pub(crate) fn bytes(self) -> u64 {
        match self {
            T::Pred | T::U8 | T::S8 | T::B8 | T::E4m3 | T::E5m2 => 1,
            T::U16 | T::S16 | T::B16 | T::F16 | T::Bf16 => 2,
            T::U32 | T::S32 | T::B32 | T::F16x2 | T::Bf16x2 | T::Tf32 | T::F32 => 4,
            T::U64 | T::S64 | T::B64 | T::F64 => 8,
            T::B128 => 16,
        }
    }

    pub(crate) fn bits(self) -> u32 {
        self.bytes() as u32 * 8
    }

    pub(crate) fn signed(self) -> bool {
        matches!(self, T::S8 | T::S16 | T::S32 | T::S64)
    }

    pub(crate) fn float(self) -> bool {
        matches!(
            self,
            T::F16 | T::Bf16 | T::F16x2 | T::Bf16x2 | T::Tf32 | T::F32 | T::F64
        )
    }
}

/// A comparison of `setp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Unordered variants of the float comparisons (`equ`, `ltu` …): true also on NaN.
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

/// A boolean operation (`setp`'s combining operation, `vote`, `bar.red`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoolOp {
    And,
    Or,
    Xor,
}

/// An integer or bitwise operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IOp {
    Add,
    Sub,
    MulLo,
    MulHi,
    MulWide,
    MadLo,
    MadHi,
    MadWide,
    Div,
    Rem,
    Min,
    Max,
    Abs,
    Neg,
    And,
    Or,
    Xor,
    Not,
    Cnot,
    Shl,
    Shr,
    Popc,
    Clz,
    Brev,
    Bfe,
    Bfi,
}

/// A floating-point operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Fma,
    Div,
    Min,
    Max,
    Abs,
    Neg,
    Sqrt,
    Rsqrt,
    Rcp,
    Ex2,
    Lg2,
    Sin,
    Cos,
    Tanh,
}

/// A rounding modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rnd {
    Rn,
    Rz,
    Rm,
    Rp,
    Rni,
    Rzi,
    Rmi,
    Rpi,
    /// Round to nearest, ties away from zero (`cvt.rna.tf32.f32`).
    Rna,
}

/// An atomic operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
    Exch,
    Inc,
    Dec,
    Cas,
}

/// A shuffle's mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

/// A vote's mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VoteMode {
    All,
    Any,
    Uni,
    Ballot,
}

/// What an instruction does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum K {
    Mov(T),
    Int(IOp, T),
    Float {
        op: FOp,
        ty: T,
        ftz: bool,
        sat: bool,
    },
    Setp(Cmp, T, Option<BoolOp>),
    Selp(T),
    Cvt {
        d: T,
        s: T,
        rnd: Option<Rnd>,
        sat: bool,
        ftz: bool,
        /// `.relu` (negative to 0) and `.satfinite` (beyond the largest finite to it).
        relu: bool,
        satfinite: bool,
    },
    /// `cvt.rn{.relu}{.satfinite}.bf16x2.f32 d, a, b` and the `.f16x2` twin: two floats
    /// packed.
    CvtPack {
        d: T,
        relu: bool,
        satfinite: bool,
    },
    Cvta {
        to: bool,
        sp: Sp,
    },
    /// `isspacep.space` (`cluster`: `.shared::cluster`, the shared memory of any CTA of
    /// the cluster).
    Isspacep {
        sp: Sp,
        cluster: bool,
    },
    Ld {
        sp: Sp,
        ty: T,
        vec: u8,
    },
    St {
        sp: Sp,
        ty: T,
        vec: u8,
    },
    Atom {
        sp: Sp,
        op: AOp,
        ty: T,
        ret: bool,
    },
    Bra,
    Exit,
    /// `bar.sync`/`barrier.sync` (`wait`), `bar.arrive` (no wait).
    Bar {
        wait: bool,
        /// `bar.sync` and `barrier.sync.aligned`: the whole warp runs it together.
        aligned: bool,
    },
    /// `bar.warp.sync mask`: each lane waits for its mask's lanes, from any instruction.
    WarpSync,
    Nop,
    Shfl(ShflMode),
    Vote(VoteMode),
    CpAsync,
    CpCommit,
    CpWait {
        all: bool,
    },
    Ldmatrix {
        trans: bool,
        /// A `.shared` address (else a generic one).
        shared: bool,
    },
    /// `stmatrix`: the same fields as `Ldmatrix`.
    Stmatrix {
        trans: bool,
        shared: bool,
    },
    Mma {
        m: u8,
        n: u8,
        k: u8,
        a: T,
        b: T,
        c: T,
    },
    Activemask,
    /// `createpolicy`: an L2 cache policy, which only the caches read; the interpreter
    /// has none, and writes the fraction's bits as the policy's.
    Createpolicy,
    /// `bfind{.shiftamt}.type`.
    Bfind(T, bool),
    /// `bmsk.{clamp,wrap}.b32`: true for `.clamp`.
    Bmsk(bool),
    Lop3,
    /// `prmt.b32{.mode}`: the mode's index in `f4e b4e rc8 ecl ecr rc16`, or none.
    Prmt(Option<u8>),
    /// `match.{any,all}.sync.type`: true for `.all`.
    Match(bool, T),
    Redux(ReduxOp, T),
    Trap,
    /// An `.aligned` instruction with no effect here (`wgmma.fence`).
    AlignedNop,
    /// `setmaxnreg.{inc,dec}.sync.aligned.u32 n`: only its count is checked.
    Setmaxnreg,
    /// `elect.sync d|p, mask`.
    Elect,
    /// `mbarrier.*` on an mbarrier in `.shared` (`sp`: its address's space).
    Mbar(MbarOp, Sp),
    /// `cp.async.bulk` from `.global` to `.shared`, completing on an mbarrier.
    BulkLoad,
    /// `cp.async.bulk` from `.shared` to `.global`, in a bulk async-group.
    BulkStore,
    /// `cp.async.bulk.tensor.Nd` from `.global` to `.shared`, completing on an mbarrier
    /// (`multicast`: into the CTAs of the cluster its mask names).
    TensorLoad {
        rank: u8,
        multicast: bool,
    },
    /// `barrier.cluster.arrive` / `barrier.cluster.wait`.
    ClusterBar {
        wait: bool,
    },
    /// `mapa` of a `.shared::cluster` address or (`generic`) a generic one.
    Mapa {
        generic: bool,
    },
    /// `cp.async.bulk.tensor.Nd` from `.shared` to `.global`, in a bulk async-group.
    TensorStore(u8),
    /// `cp.async.bulk.commit_group`.
    BulkCommit,
    /// `cp.async.bulk.wait_group{.read} n`.
    BulkWait,
    /// `wgmma.mma_async.sync.aligned.m64nNk16.f32.{bf16,f16}.{bf16,f16}`.
    Wgmma {
        n: u16,
        ab: T,
    },
    /// `wgmma.commit_group.sync.aligned`.
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned n`.
    WgmmaWait,
}

/// The operation of `redux.sync`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReduxOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
}

/// What an `mbarrier` instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MbarOp {
    Init,
    Inval,
    /// `arrive` (`expect_tx`: `arrive.expect_tx`, its count the last operand).
    Arrive {
        expect_tx: bool,
    },
    ExpectTx,
    CompleteTx,
    /// `test_wait` / `try_wait` (`blocking`), by state token or phase `parity`.
    Wait {
        parity: bool,
        blocking: bool,
    },
    /// `arrive{.expect_tx}.release.cluster.shared::cluster`: on an mbarrier of any CTA of
    /// the cluster, no state token.
    Remote {
        expect_tx: bool,
    },
}

impl K {
    /// Instructions all of whose member lanes must be at the same one together: the
    /// `.sync` warp instructions (by mask) and the `.aligned` ones (the whole warp).
    pub(crate) fn sync(self) -> Option<Sync> {
        match self {
            K::Shfl(_) | K::Vote(_) | K::Match(..) | K::Redux(..) | K::Elect => Some(Sync::Mask),
            K::Ldmatrix { .. }
            | K::Stmatrix { .. }
            | K::Mma { .. }
            | K::Bar { aligned: true, .. }
            | K::AlignedNop
            | K::Setmaxnreg
            | K::Wgmma { .. }
            | K::WgmmaCommit
            | K::WgmmaWait => Some(Sync::Aligned),
            _ => None,
        }
    }
}

/// How an instruction synchronizes the lanes of a warp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sync {
    /// The lanes named by its last operand, a member mask.
    Mask,
    /// Every lane of the warp that has not exited.
    Aligned,
}

/// A special register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sreg {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    Laneid,
    Warpid,
    Nwarpid,
    LanemaskEq,
    LanemaskLt,
    LanemaskLe,
    LanemaskGt,
    LanemaskGe,
    Clock,
    Clock64,
    DynamicSmem,
    TotalSmem,
    Smid,
    ClusterCtarank,
    ClusterNctarank,
    ClusterCtaid(u8),
    ClusterNctaid(u8),
    Clusterid(u8),
    Nclusterid(u8),
    IsExplicitCluster,
    /// `%globaltimer`: nanoseconds; the interpreter counts one per warp instruction.
    Globaltimer,
    /// `%globaltimer_lo` and `%globaltimer_hi`: its halves.
    GlobaltimerLo,
    GlobaltimerHi,
    /// `%clock_hi`: the upper half of `%clock64`.
    ClockHi,
    /// `%nsmid`: one more than the largest `%smid` (the interpreter is one SM).
    Nsmid,
    /// `%gridid`: the launch's grid identifier (1 in the interpreter).
    Gridid,
    /// `%aggr_smem_size`: the CTA's shared memory, the reserved part included.
    AggrSmem,
    /// `%current_graph_exec`: 0, no CUDA graph.
    CurrentGraphExec,
}

impl Sreg {
    fn parse(name: &str) -> Option<Sreg> {
        let dim = |s: &str| match s {
            "x" => Some(0),
            "y" => Some(1),
            "z" => Some(2),
            _ => None,
        };
        let (base, d) = match name.rsplit_once('.') {
            Some((b, d)) => (b, dim(d)),
            None => (name, None),
        };
        Some(match (base, d) {
            ("%tid", Some(d)) => Sreg::Tid(d),
            ("%ntid", Some(d)) => Sreg::Ntid(d),
            ("%ctaid", Some(d)) => Sreg::Ctaid(d),
            ("%nctaid", Some(d)) => Sreg::Nctaid(d),
            ("%laneid", None) => Sreg::Laneid,
            ("%warpid", None) => Sreg::Warpid,
            ("%nwarpid", None) => Sreg::Nwarpid,
            ("%lanemask_eq", None) => Sreg::LanemaskEq,
            ("%lanemask_lt", None) => Sreg::LanemaskLt,
            ("%lanemask_le", None) => Sreg::LanemaskLe,
            ("%lanemask_gt", None) => Sreg::LanemaskGt,
            ("%lanemask_ge", None) => Sreg::LanemaskGe,
            ("%clock", None) => Sreg::Clock,
            ("%clock64", None) => Sreg::Clock64,
            ("%dynamic_smem_size", None) => Sreg::DynamicSmem,
            ("%total_smem_size", None) => Sreg::TotalSmem,
            ("%smid", None) => Sreg::Smid,
            ("%globaltimer", None) => Sreg::Globaltimer,
            ("%globaltimer_lo", None) => Sreg::GlobaltimerLo,
            ("%globaltimer_hi", None) => Sreg::GlobaltimerHi,
            ("%clock_hi", None) => Sreg::ClockHi,
            ("%nsmid", None) => Sreg::Nsmid,
            ("%gridid", None) => Sreg::Gridid,
            ("%aggr_smem_size", None) => Sreg::AggrSmem,
            ("%current_graph_exec", None) => Sreg::CurrentGraphExec,
            ("%cluster_ctarank", None) => Sreg::ClusterCtarank,
            ("%cluster_nctarank", None) => Sreg::ClusterNctarank,
            ("%cluster_ctaid", Some(d)) => Sreg::ClusterCtaid(d),
            ("%cluster_nctaid", Some(d)) => Sreg::ClusterNctaid(d),
            ("%clusterid", Some(d)) => Sreg::Clusterid(d),
            ("%nclusterid", Some(d)) => Sreg::Nclusterid(d),
            ("%is_explicit_cluster", None) => Sreg::IsExplicitCluster,
            _ => return None,
        })
    }
}

/// Where an address operand's base comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Base {
    /// A register slot.
    Reg(u32),
    /// A variable: its space and its offset there.
    Var(Sp, u64),
}

/// One decoded operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum A {
    /// A register slot and its class.
    Reg(u32, RegClass),
    /// An immediate, by its bits (integers sign-extended to 64 bits).
    Imm(u64),
    /// A variable's address as a value (`mov.u64 %rd, var`).
    Sym(Sp, u64),
    /// `[base + off]`.
    Addr(Base, i64),
    /// An instruction index.
    Label(u32),
    Sreg(Sreg),
    /// `_`: a result nobody reads.
    Sink,
    /// A vector `{…}`: `n` operands from `at` in the vector pool.
    Vector(u32, u8),
    /// A tensor-map operand `[map, {c0, …}]`: the map's address and `n` coordinates
    /// from `at` in the vector pool.
    Tensor(Base, u32, u8),
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub(crate) struct Ins {
    pub(crate) k: K,
    pub(crate) form: FormId,
    pub(crate) text: String,
    pub(crate) guard: Option<(u32, bool)>,
    /// Operands: `args[at..at + n]`.
    pub(crate) at: u32,
    pub(crate) n: u8,
    pub(crate) site: Site,
}

/// A decoded function.
#[derive(Debug)]
pub(crate) struct Program {
    pub(crate) ins: Vec<Ins>,
    pub(crate) args: Vec<A>,
    pub(crate) vecs: Vec<A>,
    /// The first slot of each register class; `slots` in all.
    pub(crate) base: [u32; 7],
    pub(crate) slots: u32,
    /// `.param` symbols: offset in the parameter space and size.
    pub(crate) params: Vec<(u32, u64, u64)>,
    pub(crate) param_bytes: u64,
    /// The function's `.local` variables: `(sym, offset)`, and their total size.
    pub(crate) locals: Vec<(u32, u64)>,
    pub(crate) local_bytes: u64,
    pub(crate) local_names: super::mem::Names,
    /// The function's own `.shared` variables: `(sym, offset)` (after the module's).
    pub(crate) shared: Vec<(u32, u64)>,
    /// Where dynamic shared memory (the `.extern .shared` arrays) starts.
    pub(crate) shared_end_with_externs: u64,
}

impl Program {
    pub(crate) fn args_of(&self, i: &Ins) -> &[A] {
        &self.args[i.at as usize..i.at as usize + i.n as usize]
    }
}

/// The mnemonic of an instruction, spelled from its row.
pub(crate) fn spelled(
    form: FormId,
    vals: &[typed_ptx_isa::Val; typed_ptx_isa::spell::MAX_SLOTS],
) -> String {
    let mut s = String::new();
    form.form().spell(vals, |p| match p {
        typed_ptx_isa::Piece::Text(t) => s.push_str(t),
        typed_ptx_isa::Piece::Num(n) => s.push_str(&n.to_string()),
    });
    s
}

/// Where the module's symbols live: space and offset, per symbol id.
pub(crate) type Places = std::collections::HashMap<u32, (Sp, u64)>;

/// Decodes kernel `f` of `st`, with the device functions it calls inlined. `places`
/// holds the module's variables; the kernel's own `.shared` variables go after
/// `shared_end`, dynamic shared memory (`externs`) after them.
pub(crate) fn program(
    st: &State,
    f: &Function,
    places: &mut Places,
    shared_end: u64,
    externs: &[(u32, u64, String)],
) -> Result<Program, SimError> {
    let mut d = Decoder {
        st,
        p: Program {
            ins: Vec::new(),
            args: Vec::new(),
            vecs: Vec::new(),
            base: [0; 7],
            slots: 0,
            params: Vec::new(),
            param_bytes: 0,
            locals: Vec::new(),
            local_bytes: 0,
            local_names: Default::default(),
            shared: Vec::new(),
            shared_end_with_externs: 0,
        },
        shared: shared_end,
        inlining: Vec::new(),
    };
    let mut off = 0u64;
    for prm in &f.params {
        let size = prm.ty.size().max(1);
        off = off.next_multiple_of(size.min(16));
        d.p.params.push((prm.sym, off, size));
        places.insert(prm.sym, (Sp::Param, off));
        off += size;
    }
    d.p.param_bytes = off;
    // The kernel's own variables first, so that dynamic shared memory follows them.
    d.own_decls(f, places, (true, true));
    // The `.shared` variables of the device functions it calls, once each (a function's
    // `.shared` variable is one for the CTA, whatever the calls), before dynamic shared
    // memory.
    let mut seen = vec![f.id];
    let mut todo = vec![f];
    while let Some(g) = todo.pop() {
        for line in &g.lines {
            if let Line::Call { callee, .. } = line
                && !seen.contains(callee)
                && let Some(h) = st.funcs.iter().find(|h| h.id == *callee)
            {
                seen.push(*callee);
                d.own_decls(h, places, (false, true));
                todo.push(h);
            }
        }
    }
    let align = externs.iter().map(|e| e.1).max().unwrap_or(16).max(16);
    d.p.shared_end_with_externs = d.shared.next_multiple_of(align);
    for (sym, _, _) in externs {
        places.insert(*sym, (Sp::Shared, d.p.shared_end_with_externs));
    }
    let base = d.registers(f);
    d.p.base = base;
    d.body(f, base, places, None)?;
    Ok(d.p)
}

/// The state of decoding one kernel.
struct Decoder<'a> {
    st: &'a State,
    p: Program,
    /// The end of the `.shared` variables placed so far.
    shared: u64,
    /// The device functions being inlined, innermost last.
    inlining: Vec<u32>,
}

impl Decoder<'_> {
    /// Fresh register slots for one instance of `f`: the first slot of each class.
    fn registers(&mut self, f: &Function) -> [u32; 7] {
        let mut base = [0u32; 7];
        for c in RegClass::ALL {
            base[c as usize] = self.p.slots;
            let width = if c == RegClass::B128 { 2 } else { 1 };
            self.p.slots += f.regs[c as usize] * width;
        }
        base
    }

    /// `n` bytes of `.local` memory at `align`, named `name` in reports.
    fn local(&mut self, n: u64, align: u64, name: String) -> u64 {
        let at = self.p.local_bytes.next_multiple_of(align.max(1));
        self.p.local_names.0.push((at, n, name));
        self.p.local_bytes = at + n;
        at
    }

    /// Places `f`'s `.local` and `.shared` variables.
    fn own_decls(&mut self, f: &Function, places: &mut Places, (locals, shared): (bool, bool)) {
        for d in &f.decls {
            let local = d.form == FormId::DeclLocal;
            if local && !locals || !local && !shared {
                continue;
            }
            let n = match d.len {
                crate::ir::Len::Scalar => 1,
                crate::ir::Len::Array(n) => n,
                crate::ir::Len::Unsized => 0,
            };
            let size = d.ty.size() * n;
            let name = self.st.symbols[d.sym as usize].name.clone();
            if d.form == FormId::DeclLocal {
                let at = self.local(size, d.align, name);
                self.p.locals.push((d.sym, at));
                places.insert(d.sym, (Sp::Local, at));
            } else {
                let at = self.shared.next_multiple_of(d.align.max(1));
                self.p.shared.push((d.sym, at));
                places.insert(d.sym, (Sp::Shared, at));
                self.shared = at + size;
            }
        }
    }

    /// Appends the instructions of one instance of `f` with its registers at `base`. In
    /// an inlined function (`ret_to` is `Some`), `ret` jumps to its end; the indices of
    /// those jumps are pushed to `ret_to` for the caller to patch.
    fn body(
        &mut self,
        f: &Function,
        base: [u32; 7],
        places: &Places,
        mut ret_to: Option<&mut Vec<usize>>,
    ) -> Result<(), SimError> {
        let mut label_at = vec![u32::MAX; f.labels.len()];
        // Arguments that name a label of this instance, patched at the end.
        let mut label_args = Vec::new();
        for line in &f.lines {
            let (form, vals, guard, ops, count, at) = match line {
                Line::Label(id) => {
                    if let Some(slot) = label_at.get_mut(*id as usize) {
                        *slot = self.p.ins.len() as u32;
                    }
                    continue;
                }
                Line::Inst {
                    form,
                    vals,
                    guard,
                    ops,
                    n,
                    at,
                } => (*form, vals, *guard, *ops, *n, *at),
                Line::Raw { at, .. } => {
                    return Err(SimError::Unsupported {
                        form: "raw".to_owned(),
                        text: "(text given to Kernel::raw)".to_owned(),
                        at: *at,
                        why: "the interpreter runs only instructions of the table",
                    });
                }
                Line::Call {
                    callee,
                    ops,
                    n,
                    ret,
                    guard,
                    at,
                } => {
                    let args = &f.ops[*ops as usize..*ops as usize + *n as usize];
                    self.call(*callee, args, *ret, *guard, *at, base, places)?;
                    continue;
                }
            };
            let text = spelled(form, vals);
            let mut k = super::kinds::kind(&text).ok_or_else(|| SimError::Unsupported {
                form: form.name().to_owned(),
                text: text.clone(),
                at,
                why: "the interpreter does not run this instruction yet",
            })?;
            let start = self.p.args.len() as u32;
            let ops = &f.ops[ops as usize..ops as usize + count as usize];
            if form == FormId::Ret && ret_to.is_some() {
                // `ret` of an inlined function: a jump to its end.
                k = K::Bra;
                self.p.args.push(A::Label(u32::MAX));
                if let Some(r) = ret_to.as_deref_mut() {
                    r.push(start as usize);
                }
            } else {
                self.operands(ops, base, places, &text, at, &mut label_args)?;
            }
            let n = (self.p.args.len() as u32 - start) as u8;
            self.p.ins.push(Ins {
                k,
                form,
                text,
                guard: guard.map(|(r, neg)| (base[RegClass::Pred as usize] + r, neg)),
                at: start,
                n,
                site: at,
            });
        }
        for i in label_args {
            if let A::Label(l) = self.p.args[i] {
                self.p.args[i] = A::Label(label_at.get(l as usize).copied().unwrap_or(u32::MAX));
            }
        }
        Ok(())
    }

    /// Inlines a call of device function `callee`: the arguments stored to `.local`
    /// slots that stand for its `.param`s, its body with fresh registers, its result
    /// loaded from the slot of its return value. A guarded call jumps around it all.
    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        callee: u32,
        args: &[Op],
        ret: Option<(RegClass, u32)>,
        guard: Option<(u32, bool)>,
        at: Site,
        base: [u32; 7],
        places: &Places,
    ) -> Result<(), SimError> {
        let st = self.st;
        let unsupported = |why| SimError::Unsupported {
            form: FormId::Call.name().to_owned(),
            text: "call".to_owned(),
            at,
            why,
        };
        let g = st
            .funcs
            .iter()
            .find(|g| g.id == callee)
            .ok_or_else(|| unsupported("the callee is not in this module"))?;
        if self.inlining.contains(&callee) || self.inlining.len() > 16 {
            return Err(unsupported("recursive calls are not interpreted"));
        }
        // A guarded call: `@!p bra end` first.
        let skip = guard.map(|(r, neg)| {
            let i = self.p.ins.len();
            self.synthetic(
                K::Bra,
                &[A::Label(u32::MAX)],
                Some((base[RegClass::Pred as usize] + r, !neg)),
                at,
            );
            i
        });
        let mut inner = places.clone();
        let name = &st.symbols[g.sym as usize].name;
        for (i, (prm, a)) in g.params.iter().zip(args).enumerate() {
            let size = prm.ty.size().max(1);
            let slot = self.local(size, size.min(16), format!("parameter {i} of `{name}`"));
            inner.insert(prm.sym, (Sp::Local, slot));
            let mut ignored = Vec::new();
            let v = self.operand(*a, base, places, "call", at, &mut ignored)?;
            let ty = mem_ty(prm.ty);
            self.synthetic(
                K::St {
                    sp: Sp::Local,
                    ty,
                    vec: 1,
                },
                &[A::Addr(Base::Var(Sp::Local, slot), 0), v],
                None,
                at,
            );
        }
        let ret_slot = match (g.ret, g.ret_sym) {
            (Some(t), Some(sym)) => {
                let size = t.size().max(1);
                let slot = self.local(size, size.min(16), format!("the return value of `{name}`"));
                inner.insert(sym, (Sp::Local, slot));
                Some((t, slot))
            }
            _ => None,
        };
        // Its `.local` variables are the call's own; its `.shared` ones were placed once.
        self.own_decls(g, &mut inner, (true, false));
        let gbase = self.registers(g);
        self.inlining.push(callee);
        let mut rets = Vec::new();
        self.body(g, gbase, &inner, Some(&mut rets))?;
        self.inlining.pop();
        let end = self.p.ins.len() as u32;
        for r in rets {
            self.p.args[r] = A::Label(end);
        }
        if let (Some((t, slot)), Some((class, idx))) = (ret_slot, ret) {
            let d = A::Reg(
                base[class as usize] + idx * if class == RegClass::B128 { 2 } else { 1 },
                class,
            );
            self.synthetic(
                K::Ld {
                    sp: Sp::Local,
                    ty: mem_ty(t),
                    vec: 1,
                },
                &[d, A::Addr(Base::Var(Sp::Local, slot), 0)],
                None,
                at,
            );
        }
        if let Some(i) = skip {
            let end = self.p.ins.len() as u32;
            let a = self.p.ins[i].at as usize;
            self.p.args[a] = A::Label(end);
        }
        Ok(())
    }

    /// Appends an instruction the interpreter adds (a call's parameter passing).
    fn synthetic(&mut self, k: K, args: &[A], guard: Option<(u32, bool)>, at: Site) {
        let start = self.p.args.len() as u32;
        self.p.args.extend_from_slice(args);
        self.p.ins.push(Ins {
            k,
            form: FormId::Call,
            text: "call".to_owned(),
            guard,
            at: start,
            n: args.len() as u8,
            site: at,
        });
    }

    fn operands(
        &mut self,
        ops: &[Op],
        base: [u32; 7],
        places: &Places,
        text: &str,
        at: Site,
        labels: &mut Vec<usize>,
    ) -> Result<(), SimError> {
        let mut i = 0;
        while i < ops.len() {
            match ops[i] {
                Op::Pipe => {}
                Op::Vector(n) => {
                    let first = self.p.vecs.len() as u32;
                    for j in 0..n as usize {
                        let op = *ops
                            .get(i + 1 + j)
                            .ok_or_else(|| unsupported_operand(text, at))?;
                        let a = self.operand(op, base, places, text, at, labels)?;
                        self.p.vecs.push(a);
                    }
                    self.p.args.push(A::Vector(first, n));
                    i += n as usize;
                }
                op @ (Op::TensorReg(..) | Op::TensorSym(..)) => {
                    let (map, n) = match op {
                        Op::TensorReg(c, r, n) => {
                            let width = if c == RegClass::B128 { 2 } else { 1 };
                            (Base::Reg(base[c as usize] + r * width), n)
                        }
                        Op::TensorSym(s, n) => {
                            let (sp, off) = places
                                .get(&s)
                                .copied()
                                .ok_or_else(|| unsupported_operand(text, at))?;
                            (Base::Var(sp, off), n)
                        }
                        _ => return Err(unsupported_operand(text, at)),
                    };
                    let first = self.p.vecs.len() as u32;
                    for j in 0..n as usize {
                        let op = *ops
                            .get(i + 1 + j)
                            .ok_or_else(|| unsupported_operand(text, at))?;
                        let a = self.operand(op, base, places, text, at, labels)?;
                        self.p.vecs.push(a);
                    }
                    self.p.args.push(A::Tensor(map, first, n));
                    i += n as usize;
                }
                op => {
                    if let Op::Label(_) = op {
                        labels.push(self.p.args.len());
                    }
                    let a = self.operand(op, base, places, text, at, labels)?;
                    self.p.args.push(a);
                }
            }
            i += 1;
        }
        Ok(())
    }

    fn operand(
        &self,
        op: Op,
        base: [u32; 7],
        places: &Places,
        text: &str,
        at: Site,
        _labels: &mut Vec<usize>,
    ) -> Result<A, SimError> {
        let place = |sym: u32| {
            places
                .get(&sym)
                .copied()
                .ok_or_else(|| unsupported_operand(text, at))
        };
        let reg =
            |c: RegClass, r: u32| base[c as usize] + r * if c == RegClass::B128 { 2 } else { 1 };
        Ok(match op {
            Op::Reg(c, r) => A::Reg(reg(c, r), c),
            Op::Imm(Imm::Int(v)) => A::Imm(v as u64),
            Op::Imm(Imm::UInt(v)) => A::Imm(v),
            Op::Imm(Imm::F32(b)) => A::Imm(b as u64),
            Op::Imm(Imm::F64(b)) => A::Imm(b),
            Op::Sym(s) => {
                let (sp, off) = place(s)?;
                A::Sym(sp, off)
            }
            Op::SymOff(s, o) => {
                let (sp, off) = place(s)?;
                A::Sym(sp, off.wrapping_add(o as u64))
            }
            Op::AddrReg(c, r, off) => A::Addr(Base::Reg(reg(c, r)), off),
            Op::AddrSym(s, off) => {
                let (sp, o) = place(s)?;
                A::Addr(Base::Var(sp, o), off)
            }
            Op::Label(l) => A::Label(l),
            Op::Text("_") => A::Sink,
            Op::Text(t) => A::Sreg(Sreg::parse(t).ok_or_else(|| SimError::Unsupported {
                form: text.to_owned(),
                text: format!("{text} … {t}"),
                at,
                why: "a special register the interpreter does not know",
            })?),
            Op::Vector(_) | Op::Pipe | Op::TensorReg(..) | Op::TensorSym(..) => {
                return Err(unsupported_operand(text, at));
            }
        })
    }
}

/// The interpreter's type of a `.param`'s PTX type.
fn mem_ty(t: crate::ty::Ty) -> T {
    match t.size() {
        1 => T::B8,
        2 => T::B16,
        4 => T::B32,
        16 => T::B128,
        _ => T::B64,
    }
}

fn unsupported_operand(text: &str, at: Site) -> SimError {
    SimError::Unsupported {
        form: text.to_owned(),
        text: text.to_owned(),
        at,
        why: "an operand the interpreter does not know",
    }
}
