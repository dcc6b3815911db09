//! The builder's intermediate representation: a module's state, its functions and their
//! lines, operands and declarations. It is what the kernel builder appends to, what the
//! data-flow pass reads and what the emitter prints; it imports nothing of those.

use std::sync::atomic::{AtomicU32, Ordering};

use typed_ptx_isa::Val;
use typed_ptx_isa::spell::MAX_SLOTS;
use typed_ptx_isa::{FormId, Version};

use crate::error::{Error, Site, check_identifier};
use crate::ty::{Imm, RegClass, Ty};

/// Ids of functions and modules are unique in the process, so that a register of any
/// other kernel, or a variable of another module, is recognised as foreign.
static NEXT_FUNC: AtomicU32 = AtomicU32::new(1);

pub(crate) fn next_func_id() -> u32 {
    NEXT_FUNC.fetch_add(1, Ordering::Relaxed)
}

/// One operand of an instruction, as the emitter prints it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Op {
    Reg(RegClass, u32),
    Imm(Imm),
    Sym(u32),
    SymOff(u32, i64),
    AddrReg(RegClass, u32, i64),
    AddrSym(u32, i64),
    Label(u32),
    Text(&'static str),
    /// The next `n` operands are printed as a vector `{a, b}`.
    Vector(u8),
    /// A tensor map's generic address in a register and a tile's coordinates: printed
    /// `[reg, {c0, …}]` with the next `n` operands as the coordinates.
    TensorReg(RegClass, u32, u8),
    /// The same with a `.global` tensor map variable named directly: `[name, {c0, …}]`.
    TensorSym(u32, u8),
    /// Joins the operands on either side with `|` instead of `, ` (`elect.sync d|p, m`):
    /// not an operand of its own.
    Pipe,
}

/// One line of a function body.
#[derive(Clone, Debug)]
pub(crate) enum Line {
    Inst {
        form: FormId,
        /// The values of the row's slots (the emitter spells the mnemonic from them).
        vals: [Val; MAX_SLOTS],
        guard: Option<(u32, bool)>,
        ops: u32,
        n: u8,
        at: Site,
    },
    Label(u32),
    Raw {
        text: u32,
        ops: u32,
        n: u8,
        /// Bit `i`: operand `i` is read.
        reads: u64,
        /// Bit `i`: operand `i` is written.
        writes: u64,
        guard: Option<(u32, bool)>,
        at: Site,
    },
    Call {
        callee: u32,
        ops: u32,
        n: u8,
        ret: Option<(RegClass, u32)>,
        guard: Option<(u32, bool)>,
        at: Site,
    },
}

impl Line {
    /// The Rust call site of an instruction (`None` for a label).
    pub(crate) fn site(&self) -> Option<Site> {
        match self {
            Line::Inst { at, .. } | Line::Raw { at, .. } | Line::Call { at, .. } => Some(*at),
            Line::Label(_) => None,
        }
    }

    /// The guard of an instruction (`None` for a label or an unguarded instruction).
    pub(crate) fn guard(&self) -> Option<(u32, bool)> {
        match self {
            Line::Inst { guard, .. } | Line::Raw { guard, .. } | Line::Call { guard, .. } => *guard,
            Line::Label(_) => None,
        }
    }
}

/// The length of a declared array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Len {
    Scalar,
    Array(u64),
    Unsized,
}

/// A variable declaration.
#[derive(Clone, Debug)]
pub(crate) struct Decl {
    pub(crate) form: FormId,
    pub(crate) sym: u32,
    pub(crate) ty: Ty,
    pub(crate) len: Len,
    pub(crate) align: u64,
    pub(crate) init: Vec<Imm>,
    pub(crate) at: Site,
}

/// A `.param` of a kernel or device function.
#[derive(Clone, Debug)]
pub(crate) struct ParamDecl {
    pub(crate) sym: u32,
    pub(crate) ty: Ty,
}

/// A kernel or device function.
#[derive(Clone, Debug)]
pub(crate) struct Function {
    pub(crate) id: u32,
    pub(crate) sym: u32,
    pub(crate) entry: bool,
    pub(crate) params: Vec<ParamDecl>,
    pub(crate) ret: Option<Ty>,
    pub(crate) ret_sym: Option<u32>,
    pub(crate) directives: Vec<(FormId, [u32; 3], Site)>,
    pub(crate) decls: Vec<Decl>,
    pub(crate) lines: Vec<Line>,
    pub(crate) ops: Vec<Op>,
    pub(crate) regs: [u32; 7],
    pub(crate) labels: Vec<Option<Site>>,
    pub(crate) raws: Vec<(String, Option<(Version, u32)>)>,
    /// The first call site of each form used by the body, by `FormId`: requirements
    /// are checked per form, not per line.
    pub(crate) uses: Vec<Option<Site>>,
    /// The first call site of each gated slot value used (the form and the index of the
    /// gate in its row).
    pub(crate) gated: Vec<(FormId, u8, Site)>,
    pub(crate) at: Site,
}

/// A named symbol of the module.
#[derive(Clone, Debug)]
pub(crate) struct Symbol {
    pub(crate) name: String,
    pub(crate) owner: Option<u32>,
    pub(crate) at: Site,
}

/// Module-wide state that a [`Kernel`] being built also needs.
#[derive(Debug)]
pub(crate) struct State {
    /// The module's process-unique id (drawn from the same counter as function ids).
    pub(crate) module: u32,
    pub(crate) symbols: Vec<Symbol>,
    pub(crate) funcs: Vec<Function>,
    pub(crate) decls: Vec<Decl>,
    pub(crate) errors: Vec<Error>,
    pub(crate) explicit: bool,
}

impl State {
    /// Adds a symbol, or records an error (and still returns an id, so building goes on).
    pub(crate) fn symbol(&mut self, name: &str, owner: Option<u32>, at: Site) -> u32 {
        if let Err(e) = check_identifier(name, at) {
            self.errors.push(e);
        } else if let Some(prev) = self
            .symbols
            .iter()
            .find(|s| s.name == name && (s.owner.is_none() || owner.is_none() || s.owner == owner))
        {
            self.errors.push(Error::DuplicateSymbol {
                name: name.to_owned(),
                at,
                first: prev.at,
            });
        }
        self.symbols.push(Symbol {
            name: name.to_owned(),
            owner,
            at,
        });
        (self.symbols.len() - 1) as u32
    }

    pub(crate) fn func_name(&self, id: u32) -> String {
        match self.funcs.iter().find(|f| f.id == id) {
            Some(f) => format!("`{}`", self.symbols[f.sym as usize].name),
            None => "another kernel (of this or another module)".to_owned(),
        }
    }
}

pub(crate) fn len_of(len: u64) -> Len {
    if len == 1 {
        Len::Scalar
    } else {
        Len::Array(len)
    }
}

/// The alignment of a declaration, in bytes: `Align(16)`. A power of two, at least the
/// element size and at most 2^31 (checked by [`Module::emit`](crate::Module::emit)). Its own type, so that a
/// declaration's length and alignment cannot be swapped by accident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Align(pub u64);

/// The largest alignment `ptxas` accepts (2^32 and above overflow its constants).
const MAX_ALIGN: u64 = 1 << 31;

pub(crate) fn check_align(errors: &mut Vec<Error>, align: u64, ty: Ty, at: Site) {
    // A tensor map is 128 bytes that the TMA unit needs 64-byte aligned.
    let least = if ty == Ty::TensorMap { 64 } else { ty.size() };
    if !align.is_power_of_two() || align < least || align > MAX_ALIGN {
        errors.push(Error::Misuse {
            what: format!("alignment {align} for {} elements", ty.suffix()),
            fix: "use a power of two at least the element size (64 for a tensor map) and at most 2^31",
            at,
        });
    }
}

/// A declared array has at least one element (`ptxas`: "incomplete type").
pub(crate) fn check_len(errors: &mut Vec<Error>, len: u64, at: Site) {
    if len == 0 {
        errors.push(Error::Misuse {
            what: "an array of zero elements".to_owned(),
            fix: "declare at least one element; for memory sized at launch use `Module::extern_shared`",
            at,
        });
    }
}

impl Function {
    pub(crate) fn new(id: u32, sym: u32, entry: bool, at: Site) -> Function {
        Function {
            id,
            sym,
            entry,
            params: Vec::new(),
            ret: None,
            ret_sym: None,
            directives: Vec::new(),
            decls: Vec::new(),
            lines: Vec::new(),
            ops: Vec::new(),
            regs: [0; 7],
            labels: Vec::new(),
            raws: Vec::new(),
            uses: vec![None; typed_ptx_isa::FORMS.len()],
            gated: Vec::new(),
            at,
        }
    }
}
