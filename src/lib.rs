//! typed-ptx: PTX generation in which the state space of every address is part of its type.
//!
//! This facade re-exports the builder ([`typed_ptx_builder`]) and the instruction table
//! ([`isa`]). See the README for a tour, and [`seeds`] for the seed programs of the
//! design written with it.
#![deny(missing_docs)]

pub use typed_ptx_builder::*;

pub mod seeds;
