#![doc = include_str!("../README.md")]
//!
//! ## This crate
//!
//! The facade re-exports the builder ([`typed_ptx_builder`]) and the instruction table
//! ([`isa`]); [`seeds`] holds the seed programs of the design written with it.
//! [`runtime`] (the default feature `cuda`) JIT-loads modules on an NVIDIA GPU and
//! launches their kernels.
#![deny(missing_docs)]

pub use typed_ptx_builder::*;

pub mod seeds;

/// The GPU runtime ([`typed_ptx_runtime`]): JIT-load modules, launch kernels with typed
/// arguments, and explain every failure. Feature `cuda` (on by default); building needs
/// no CUDA, and without a driver [`runtime::Gpu::new`] returns an error.
#[cfg(feature = "cuda")]
pub use typed_ptx_runtime as runtime;
