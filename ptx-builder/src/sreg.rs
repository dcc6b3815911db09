//! Special registers as operands: `k.mad_lo(CTAID_X, NTID_X, TID_X)`.
//!
//! Each constant is a [`Sreg`], usable wherever an instruction takes a source operand of
//! its type; it is read with `mov` where it is used (PTX takes special registers only as
//! the source of `mov`), and gated like the `Kernel` method of the same name.
//!
//! ```
//! use typed_ptx_builder::sreg::*;
//! use typed_ptx_builder::*;
//! let mut m = Module::new(Target::SM_80);
//! m.kernel("iota", |k, (out,): (Ptr<Global, u32>,)| {
//!     let i = k.mad_lo(CTAID_X, NTID_X, TID_X);
//!     let p = k.index(out, i);
//!     k.st(p, i);
//! });
//! assert!(m.emit().unwrap().contains("mov.u32"));
//! ```

use typed_ptx_isa::FormId;

pub use crate::reg::Sreg;
#[allow(unused_imports)]
use crate::ty::Pred;

// Written by `cargo xtask codegen` from the table's special-register rows.
include!("generated/sregs.rs");
