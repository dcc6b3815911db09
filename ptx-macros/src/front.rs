//! The front end both macros share: one vocabulary (the table's [`Mod`], [`Types`] and
//! [`Space`]), one reader of dotted mnemonics, and one way to look a mnemonic up in the
//! instruction table.
//!
//! * [`ty`]: the types and modifiers a mnemonic names, as the table's [`Mod`] values, and
//!   what the macros need to know of them (size, signedness, the table's type bit);
//! * [`mnemonic`]: tokens to dotted parts (`ld.global.v4.f32`, `cvta.to.shared::cta.u64`,
//!   `cp.async.bulk.tensor.2d…`) and parts to the table's forms through
//!   [`typed_ptx_isa::lookup`], with the nearest forms on a miss.
//!
//! [`Mod`]: typed_ptx_isa::Mod
//! [`Types`]: typed_ptx_isa::Types
//! [`Space`]: typed_ptx_isa::Space

pub(crate) mod mnemonic;
pub(crate) mod ty;
