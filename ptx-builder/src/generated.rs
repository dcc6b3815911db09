//! Instruction methods generated from the `ptx-isa` table (see `build.rs`).

use core::panic::Location;

use typed_ptx_isa::FormId;

use crate::kernel::Kernel;
use crate::reg::{Reg, Src};
#[allow(unused_imports)]
use crate::ty::{
    Arith, Float, FloatArith, Int, Int3264, Logic, Num, Pred, Scalar, Signed, SignedArith, Ty,
};

include!(concat!(env!("OUT_DIR"), "/generated.rs"));
