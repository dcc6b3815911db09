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
            _ => return None,
        })
    }

    /// Its size in bytes (a predicate: 1).
    pub(crate) fn bytes(self) -> u64 {
        match self {
            T::Pred | T::U8 | T::S8 | T::B8 => 1,
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
    },
    /// `cvt.rn{.relu}.bf16x2.f32 d, a, b` and the `.f16x2` twin: two floats packed.
    CvtPack {
        d: T,
        relu: bool,
    },
    Cvta {
        to: bool,
        sp: Sp,
    },
    Isspacep(Sp),
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
    },
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
    },
    Mma {
        m: u8,
        n: u8,
        k: u8,
        ab: T,
        c: T,
    },
}

impl K {
    /// Instructions all of whose member lanes must be at the same one together: the
    /// `.sync` warp instructions (by mask) and the `.aligned` ones (the whole warp).
    pub(crate) fn sync(self) -> Option<Sync> {
        match self {
            K::Shfl(_) | K::Vote(_) | K::WarpSync => Some(Sync::Mask),
            K::Ldmatrix { .. } | K::Mma { .. } | K::Bar { .. } => Some(Sync::Aligned),
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

/// Decodes function `f` of `st`. `places` holds the module's variables; the function's
/// own `.shared` variables go after `shared_end`.
pub(crate) fn program(
    st: &State,
    f: &Function,
    places: &mut Places,
    shared_end: u64,
    externs: &[(u32, u64, String)],
) -> Result<Program, SimError> {
    let mut base = [0u32; 7];
    let mut slots = 0u32;
    for c in RegClass::ALL {
        base[c as usize] = slots;
        let width = if c == RegClass::B128 { 2 } else { 1 };
        slots += f.regs[c as usize] * width;
    }
    let mut p = Program {
        ins: Vec::new(),
        args: Vec::new(),
        vecs: Vec::new(),
        base,
        slots,
        params: Vec::new(),
        param_bytes: 0,
        locals: Vec::new(),
        local_bytes: 0,
        local_names: Default::default(),
        shared: Vec::new(),
        shared_end_with_externs: 0,
    };
    let end = lay_out_own(st, f, &mut p, places, shared_end);
    // Dynamic shared memory starts after the static variables, aligned for every
    // `.extern .shared` array (16 bytes at least, as the driver places it).
    let align = externs.iter().map(|e| e.1).max().unwrap_or(16).max(16);
    p.shared_end_with_externs = end.next_multiple_of(align);
    for (sym, _, _) in externs {
        places.insert(*sym, (Sp::Shared, p.shared_end_with_externs));
    }
    // Labels: the instruction index each label stands before.
    let mut label_at = vec![0u32; f.labels.len()];
    let mut n = 0u32;
    for line in &f.lines {
        match line {
            Line::Label(id) => {
                if let Some(slot) = label_at.get_mut(*id as usize) {
                    *slot = n;
                }
            }
            _ => n += 1,
        }
    }
    for line in &f.lines {
        let (form, vals, guard, ops, count, at) = match line {
            Line::Label(_) => continue,
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
            Line::Call { at, .. } => {
                return Err(SimError::Unsupported {
                    form: FormId::Call.name().to_owned(),
                    text: "call".to_owned(),
                    at: *at,
                    why: "calls of device functions are not interpreted yet",
                });
            }
        };
        let text = spelled(form, vals);
        let k = super::kinds::kind(&text).ok_or_else(|| SimError::Unsupported {
            form: form.name().to_owned(),
            text: text.clone(),
            at,
            why: "the interpreter does not run this instruction yet",
        })?;
        let start = p.args.len() as u32;
        let ops = &f.ops[ops as usize..ops as usize + count as usize];
        operands(&mut p, ops, places, &label_at, &text, at)?;
        let n = (p.args.len() as u32 - start) as u8;
        p.ins.push(Ins {
            k,
            form,
            text,
            guard: guard.map(|(r, neg)| (p.base[RegClass::Pred as usize] + r, neg)),
            at: start,
            n,
            site: at,
        });
    }
    Ok(p)
}

/// Places the function's parameters, `.local` and own `.shared` variables.
fn lay_out_own(
    st: &State,
    f: &Function,
    p: &mut Program,
    places: &mut Places,
    shared_end: u64,
) -> u64 {
    let mut off = 0u64;
    for prm in &f.params {
        let size = prm.ty.size().max(1);
        off = off.next_multiple_of(size.min(16));
        p.params.push((prm.sym, off, size));
        places.insert(prm.sym, (Sp::Param, off));
        off += size;
    }
    p.param_bytes = off;
    let mut local = 0u64;
    let mut shared = shared_end;
    for d in &f.decls {
        let n = match d.len {
            crate::ir::Len::Scalar => 1,
            crate::ir::Len::Array(n) => n,
            crate::ir::Len::Unsized => 0,
        };
        let size = d.ty.size() * n;
        let name = st.symbols[d.sym as usize].name.clone();
        if d.form == FormId::DeclLocal {
            local = local.next_multiple_of(d.align.max(1));
            p.locals.push((d.sym, local));
            p.local_names.0.push((local, size, name));
            places.insert(d.sym, (Sp::Local, local));
            local += size;
        } else {
            shared = shared.next_multiple_of(d.align.max(1));
            p.shared.push((d.sym, shared));
            places.insert(d.sym, (Sp::Shared, shared));
            shared += size;
        }
    }
    p.local_bytes = local;
    shared
}

fn operands(
    p: &mut Program,
    ops: &[Op],
    places: &Places,
    label_at: &[u32],
    text: &str,
    at: Site,
) -> Result<(), SimError> {
    let mut i = 0;
    while i < ops.len() {
        match ops[i] {
            Op::Pipe => {}
            Op::Vector(n) => {
                let first = p.vecs.len() as u32;
                for j in 0..n as usize {
                    let a = operand(p, ops[i + 1 + j], places, label_at, text, at)?;
                    p.vecs.push(a);
                }
                p.args.push(A::Vector(first, n));
                i += n as usize;
            }
            Op::TensorReg(..) | Op::TensorSym(..) => {
                return Err(unsupported_operand(text, at, "a tensor map operand"));
            }
            op => {
                let a = operand(p, op, places, label_at, text, at)?;
                p.args.push(a);
            }
        }
        i += 1;
    }
    Ok(())
}

fn unsupported_operand(text: &str, at: Site, what: &str) -> SimError {
    SimError::Unsupported {
        form: text.to_owned(),
        text: text.to_owned(),
        at,
        why: match what {
            "a tensor map operand" => "tensor maps (TMA) are not interpreted yet",
            _ => "an operand the interpreter does not know",
        },
    }
}

fn operand(
    p: &Program,
    op: Op,
    places: &Places,
    label_at: &[u32],
    text: &str,
    at: Site,
) -> Result<A, SimError> {
    let place = |sym: u32| {
        places
            .get(&sym)
            .copied()
            .ok_or_else(|| unsupported_operand(text, at, "symbol"))
    };
    Ok(match op {
        Op::Reg(c, r) => A::Reg(
            p.base[c as usize] + r * if c == RegClass::B128 { 2 } else { 1 },
            c,
        ),
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
        Op::AddrReg(c, r, off) => A::Addr(Base::Reg(p.base[c as usize] + r), off),
        Op::AddrSym(s, off) => {
            let (sp, o) = place(s)?;
            A::Addr(Base::Var(sp, o), off)
        }
        Op::Label(l) => A::Label(label_at.get(l as usize).copied().unwrap_or(u32::MAX)),
        Op::Text("_") => A::Sink,
        Op::Text(t) => A::Sreg(Sreg::parse(t).ok_or_else(|| SimError::Unsupported {
            form: text.to_owned(),
            text: format!("{text} … {t}"),
            at,
            why: "a special register the interpreter does not know",
        })?),
        Op::Vector(_) | Op::Pipe | Op::TensorReg(..) | Op::TensorSym(..) => {
            return Err(unsupported_operand(text, at, "nested"));
        }
    })
}
