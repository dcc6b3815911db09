#![doc = include_str!("../README.md")]
//!
//! ## This crate
//!
//! The facade re-exports the builder ([`typed_ptx_builder`]), the instruction table
//! ([`isa`]) and the CUDA C++ header generator ([`cpp`]). [`ptx_module!`] writes a whole
//! module in PTX with typed declarations and expands to builder calls (its language:
//! [`kernel_macro`]).
//! [`runtime`] (the default feature `cuda`) JIT-loads modules on an NVIDIA GPU and
//! launches their kernels.
//! For Rust kernels compiled to `nvptx64-nvidia-cuda`, [`ptx_asm!`] is typed inline PTX
//! (one instruction, or a block of them with labels and guards, checked against the table,
//! its operands' Rust types checked against the instruction's operand kinds) and [`device`] holds the typed device-side addresses
//! and the `__cvta_generic_to_shared` family built on it.
//!
//! Worked programs are in the repository's `examples/`: `quickstart` (a saxpy kernel,
//! built, checked with `ptxas` and run), and the seed programs of the design in
//! `examples/seeds/` (each written twice, with the builder and through [`ptx_module!`],
//! with byte-identical PTX; `cargo run --example ld_shared_42` prints one).
//!
//! ## Features
//!
//! - `host` (default): the builder, the instruction table ([`isa`]), the C++ header
//!   generator ([`cpp`]), [`ptx_module!`] and the interpreter ([`sim`]). Without it the
//!   crate is `no_std` and holds only what device code needs (`ptx_asm!`, [`device`]): an
//!   nvptx64 kernel crate depends on it with `default-features = false`.
//! - `cuda` (default, implies `host`): [`runtime`], JIT load and typed launch through the
//!   CUDA driver, loaded at run time, so building needs no CUDA; several GPUs through
//!   [`runtime::Gpus`].
//! - `nccl` (implies `cuda`): `runtime::nccl`, NCCL collectives across GPUs (one process
//!   for several GPUs or one per GPU), NCCL loaded at run time: building needs neither
//!   CUDA nor NCCL.
#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]
#![cfg_attr(not(feature = "host"), no_std)]

// Lets the macros' expansions name `::typed_ptx::__private` inside this crate too.
extern crate self as typed_ptx;

#[cfg(feature = "host")]
pub use typed_ptx_builder::*;
/// The CUDA C++ header ([`typed_ptx_cpp`]): `include/typed_ptx.cuh` and its per-family
/// pieces, generated from the instruction table, as text (for NVRTC, or to write the header
/// from a build script).
#[cfg(feature = "host")]
pub use typed_ptx_cpp as cpp;
pub use typed_ptx_macros::ptx_asm;
#[cfg(feature = "host")]
pub use typed_ptx_macros::ptx_module;

pub mod device;
#[cfg(feature = "host")]
pub mod kernel_macro;
#[cfg(feature = "host")]
mod module_macro;

/// The GPU runtime ([`typed_ptx_runtime`]): JIT-load modules, launch kernels with typed
/// arguments, and explain every failure. Feature `cuda` (on by default); building needs
/// no CUDA, and without a driver [`runtime::Gpu::new`] returns an error.
#[cfg(feature = "cuda")]
pub use typed_ptx_runtime as runtime;

/// Paths the macros' generated code names; not for direct use.
#[doc(hidden)]
pub mod __private {
    /// The operand-kind traits `ptx_asm!` expansions check operands against.
    pub use crate::device::__asm as dev;
    /// The checks `ptx_module!` expansions call.
    #[cfg(feature = "host")]
    pub use crate::module_macro::*;
    /// `ptx_asm!` expands to this (`core::arch::asm!`).
    pub use core::arch::asm;
    /// `ptx_asm!`'s target checks.
    pub use core::compile_error;
    #[cfg(feature = "host")]
    pub use typed_ptx_builder::*;
}
