//! What a PTX instruction does with its operands, for instruction text the table has no
//! row for (the builder's `Kernel::raw`).
//!
//! A PTX instruction reads every operand except its destination, which is its first
//! operand when it has one (`add d, a, b`; `setp p|q, a, b`). [`first_operand`] says, for
//! every PTX opcode, whether that first operand is written; an opcode it does not know
//! is `None`, and raw refuses it rather than guess. Text that spells a row of
//! [`FORMS`](crate::FORMS) exactly is classified by that row's operand roles
//! ([`Form::role`](crate::Form::role)); the opcode lists cover the rest of PTX, and agree
//! with every row (a unit test walks them).

/// What an instruction does with its first operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstOperand {
    /// It is the destination: written (and read as well only where it appears again
    /// among the sources). An address in brackets there is still only read.
    Written,
    /// The instruction writes no register: every operand is read.
    Read,
}

/// Opcodes whose first operand is a destination register (or, in brackets, an address
/// that is read, as in `mbarrier.init [a], n` or `multimem.st [a], b`).
const WRITE_FIRST: &[&str] = &[
    // Integer, extended precision, float and half arithmetic.
    "add",
    "sub",
    "mul",
    "mad",
    "mul24",
    "mad24",
    "sad",
    "div",
    "rem",
    "abs",
    "neg",
    "min",
    "max",
    "popc",
    "clz",
    "bfind",
    "fns",
    "brev",
    "bfe",
    "bfi",
    "szext",
    "bmsk",
    "dp4a",
    "dp2a",
    "addc",
    "subc",
    "madc",
    "testp",
    "copysign",
    "rcp",
    "sqrt",
    "rsqrt",
    "sin",
    "cos",
    "lg2",
    "ex2",
    "tanh",
    "fma",
    // Comparison, selection, logic and shifts.
    "set",
    "setp",
    "selp",
    "slct",
    "and",
    "or",
    "xor",
    "not",
    "cnot",
    "lop3",
    "shf",
    "shl",
    "shr",
    // Data movement and conversion.
    "mov",
    "shfl",
    "prmt",
    "ld",
    "ldu",
    "cvt",
    "cvta",
    "isspacep",
    "mapa",
    "getctarank",
    "createpolicy",
    "stacksave",
    "alloca",
    "tensormap",
    "multimem",
    // Textures and surfaces.
    "tex",
    "tld4",
    "txq",
    "istypep",
    "suld",
    "suq",
    // Parallel synchronisation and communication.
    "atom",
    "vote",
    "match",
    "activemask",
    "redux",
    "elect",
    "mbarrier",
    "clusterlaunchcontrol",
    // Matrix multiply-accumulate (their vector operands are not raw operands anyway).
    "wmma",
    "mma",
    "ldmatrix",
    "movmatrix",
    // Video instructions.
    "vadd",
    "vsub",
    "vabsdiff",
    "vmin",
    "vmax",
    "vshl",
    "vshr",
    "vmad",
    "vset",
    "vadd2",
    "vsub2",
    "vavrg2",
    "vabsdiff2",
    "vmin2",
    "vmax2",
    "vset2",
    "vadd4",
    "vsub4",
    "vavrg4",
    "vabsdiff4",
    "vmin4",
    "vmax4",
    "vset4",
];

/// Opcodes that write no register.
const READ_ONLY: &[&str] = &[
    "st",
    "red",
    "membar",
    "fence",
    "prefetch",
    "prefetchu",
    "cp",
    "trap",
    "brkpt",
    "pmevent",
    "nanosleep",
    "griddepcontrol",
    "stmatrix",
    "discard",
    "applypriority",
    "stackrestore",
    "sust",
    "sured",
    "setmaxnreg",
];

/// Opcodes that transfer control.
pub const CONTROL: &[&str] = &["bra", "brx", "call", "ret", "exit"];

/// What `opcode` (the mnemonic with its qualifiers, `bar.red.popc.u32`) does with its
/// first operand; `None` for an opcode this table does not know.
///
/// ```
/// use typed_ptx_isa::text::{first_operand, FirstOperand};
/// assert_eq!(first_operand("cvta.shared.u64"), Some(FirstOperand::Written));
/// assert_eq!(first_operand("bar.red.popc.u32"), Some(FirstOperand::Written));
/// assert_eq!(first_operand("bar.sync"), Some(FirstOperand::Read));
/// assert_eq!(first_operand("frobnicate.u32"), None);
/// ```
pub fn first_operand(opcode: &str) -> Option<FirstOperand> {
    from_rows(opcode).or_else(|| by_opcode(opcode))
}

/// The role of the first operand of the rows that spell `opcode` exactly, when they agree
/// and it is a register (an address in brackets is read whatever the opcode does, so
/// those rows leave the answer to [`by_opcode`]).
fn from_rows(opcode: &str) -> Option<FirstOperand> {
    let found = crate::lookup(opcode).ok()?;
    let mut role = None;
    for (id, _) in &found {
        let f = id.form();
        if matches!(
            f.operands.first(),
            Some(crate::Operand::Addr(..) | crate::Operand::TensorMap)
        ) {
            return None;
        }
        let r = match f.role(0) {
            Some(crate::Role::Written | crate::Role::ReadWritten) => FirstOperand::Written,
            Some(crate::Role::Read) | None => FirstOperand::Read,
        };
        if role.is_some_and(|x| x != r) {
            return None;
        }
        role = Some(r);
    }
    role
}

/// What the opcode lists say: for instruction text of any PTX opcode, with or without a
/// row.
fn by_opcode(opcode: &str) -> Option<FirstOperand> {
    let mut parts = opcode.split('.');
    let head = parts.next().unwrap_or("");
    let has = |q: &str| opcode.split('.').skip(1).any(|p| p == q);
    match head {
        // `bar.red`/`barrier.red` write a result; the other barriers write nothing.
        "bar" | "barrier" => Some(if has("red") {
            FirstOperand::Written
        } else {
            FirstOperand::Read
        }),
        // `wgmma.fence`, `commit_group` and `wait_group n` write nothing.
        "wgmma" => Some(if has("mma_async") {
            FirstOperand::Written
        } else {
            FirstOperand::Read
        }),
        // `tcgen05.dealloc taddr, n` reads its register; every other tcgen05 form either
        // writes its first operand or names an address in brackets.
        "tcgen05" => Some(if has("dealloc") {
            FirstOperand::Read
        } else {
            FirstOperand::Written
        }),
        _ if WRITE_FIRST.contains(&head) => Some(FirstOperand::Written),
        _ if READ_ONLY.contains(&head) => Some(FirstOperand::Read),
        _ => None,
    }
}

/// The special registers of PTX (read-only, named with `%`), without their `.x`/`.y`/`.z`
/// components; `%envreg<n>` and `%pm<n>` are [`is_special_register`]'s.
const SPECIAL_REGISTERS: &[&str] = &[
    "tid",
    "ntid",
    "laneid",
    "warpid",
    "nwarpid",
    "ctaid",
    "nctaid",
    "smid",
    "nsmid",
    "gridid",
    "is_explicit_cluster",
    "clusterid",
    "nclusterid",
    "cluster_ctaid",
    "cluster_nctaid",
    "cluster_ctarank",
    "cluster_nctarank",
    "lanemask_eq",
    "lanemask_le",
    "lanemask_lt",
    "lanemask_ge",
    "lanemask_gt",
    "clock",
    "clock_hi",
    "clock64",
    "globaltimer",
    "globaltimer_lo",
    "globaltimer_hi",
    "total_smem_size",
    "aggr_smem_size",
    "dynamic_smem_size",
    "current_graph_exec",
    "reserved_smem_offset_begin",
    "reserved_smem_offset_end",
    "reserved_smem_offset_cap",
    "reserved_smem_offset_0",
    "reserved_smem_offset_1",
];

/// Whether `%name` is a PTX special register (`tid`, `nsmid`, `envreg3`, `pm0_64` …; the
/// component after a `.` is not part of `name`).
///
/// ```
/// use typed_ptx_isa::text::is_special_register;
/// assert!(is_special_register("nsmid") && is_special_register("envreg31"));
/// assert!(!is_special_register("rq0") && !is_special_register("r1"));
/// ```
pub fn is_special_register(name: &str) -> bool {
    let numbered = |prefix: &str, max: u32| {
        name.strip_prefix(prefix)
            .and_then(|n| n.strip_suffix("_64").or(Some(n)))
            .is_some_and(|n| {
                !n.is_empty()
                    && n.bytes().all(|b| b.is_ascii_digit())
                    && n.parse::<u32>().is_ok_and(|i| i <= max)
            })
    };
    SPECIAL_REGISTERS.contains(&name) || numbered("envreg", 31) || numbered("pm", 7)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FORMS, Operand, Shape};

    /// Every row of the table that is an instruction agrees with [`first_operand`].
    #[test]
    fn the_table_agrees_with_first_operand() {
        let mut n = 0;
        let mut wrong = Vec::new();
        for f in FORMS {
            if matches!(f.shape, Shape::Directive) || f.mnemonic.is_empty() {
                continue;
            }
            let head = f.mnemonic.split('.').next().unwrap_or("");
            if CONTROL.contains(&head) {
                continue;
            }
            let got = by_opcode(f.mnemonic);
            let want = match f.operands.first() {
                Some(
                    Operand::D
                    | Operand::DReg(_)
                    | Operand::DAddr(..)
                    | Operand::DPred
                    | Operand::DFrag(..)
                    | Operand::AccFrag(..)
                    | Operand::Sink
                    | Operand::Vector,
                ) => Some(FirstOperand::Written),
                // In brackets: read whatever the opcode does.
                Some(Operand::Addr(..) | Operand::TensorMap | Operand::Tmem) => got,
                Some(_) | None => Some(FirstOperand::Read),
            };
            // `st.v2`'s first operand is the address; `Vector` first is only a
            // destination for the loads.
            let want = if f.mnemonic.starts_with("st") {
                Some(FirstOperand::Read)
            } else {
                want
            };
            assert!(
                got.is_some(),
                "{:?} (`{}`) is not classified",
                f.id,
                f.mnemonic
            );
            if f.operands.is_empty() {
                continue;
            }
            if got != want {
                wrong.push(format!(
                    "{:?} (`{}`): {got:?}, the row says {want:?}",
                    f.id, f.mnemonic
                ));
            }
            n += 1;
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        assert!(n > 200, "only {n} rows checked");
    }

    /// Text that spells a row is classified by the row: `mov.u32` writes its first
    /// operand, `st.global.u32` reads it.
    #[test]
    fn a_spelled_row_is_classified_by_its_roles() {
        assert_eq!(from_rows("mov.u32"), Some(FirstOperand::Written));
        assert_eq!(from_rows("cvta.global.u64"), Some(FirstOperand::Written));
        assert_eq!(from_rows("st.global.u32"), None);
        assert_eq!(from_rows("bar.sync"), Some(FirstOperand::Read));
        assert_eq!(from_rows("frobnicate.u32"), None);
        assert_eq!(first_operand("st.global.u32"), Some(FirstOperand::Read));
    }

    #[test]
    fn special_registers() {
        for ok in [
            "tid", "nsmid", "envreg0", "envreg31", "pm7", "pm3_64", "clock64",
        ] {
            assert!(is_special_register(ok), "{ok}");
        }
        for bad in [
            "rq0", "rq", "r1", "rd0", "p0", "envreg32", "pm8", "envreg", "f1", "x1",
        ] {
            assert!(!is_special_register(bad), "{bad}");
        }
    }
}
