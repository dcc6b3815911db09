#![doc = include_str!("../README.md")]
//!
//! ## This crate
//!
//! The facade re-exports the builder ([`typed_ptx_builder`]) and the instruction table
//! ([`isa`]); [`seeds`] holds the seed programs of the design written with it.
#![deny(missing_docs)]

pub use typed_ptx_builder::*;

pub mod seeds;
