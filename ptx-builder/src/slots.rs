//! The values of the modifier slots of the `Shape::Row` rows, as the generated methods
//! take them: one enum per slot of modifiers (a slot of two values, one of them empty, is a
//! `bool` instead), named after the row and the slot (`bmsk{.mode}.b32`'s `{.mode}`:
//! `BmskMode`), each variant a modifier of the table ([`modifier`](crate::isa::Mod)).
//! Written by `cargo xtask codegen` from the table (`generated/slots.rs`).

#[allow(unused_imports)]
use typed_ptx_isa::Mod;

include!("generated/slots.rs");
