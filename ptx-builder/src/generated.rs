//! Instruction methods generated from the `ptx-isa` table: `cargo xtask codegen` writes
//! `generated/methods.rs` (committed; `cargo xtask codegen --check` fails when it is stale).

use core::panic::Location;

use typed_ptx_isa::FormId;

use crate::kernel::Kernel;
use crate::reg::{Reg, Src};
#[allow(unused_imports)]
use crate::ty::{
    Arith, Float, FloatArith, Int, Int3264, Logic, Num, Pred, Scalar, Signed, SignedArith, Ty,
};

include!("generated/methods.rs");
