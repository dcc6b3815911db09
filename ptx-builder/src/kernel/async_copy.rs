//! `cp.async`: asynchronous copies from global to shared memory (sm_80).

use super::*;

/// The number of bytes of a [`Kernel::cp_async_ca`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpSize {
    /// 4 bytes.
    B4,
    /// 8 bytes.
    B8,
    /// 16 bytes.
    B16,
}

impl CpSize {
    /// Every size, smallest first.
    pub const ALL: [CpSize; 3] = [CpSize::B4, CpSize::B8, CpSize::B16];

    /// Its number of bytes: the instruction's immediate.
    pub const fn bytes(self) -> u64 {
        match self {
            CpSize::B4 => 4,
            CpSize::B8 => 8,
            CpSize::B16 => 16,
        }
    }
}

/// The destination space of `cp.async`: `.shared::cta`.
#[diagnostic::on_unimplemented(
    message = "`cp.async` writes to .shared::cta, not to {Self}",
    note = "cp.async copies from .global to the executing CTA's shared memory"
)]
pub trait CpAsyncDst: Space {}
impl CpAsyncDst for Shared<Cta> {}

/// The source space of `cp.async`: `.global`.
#[diagnostic::on_unimplemented(
    message = "`cp.async` reads from .global, not from {Self}",
    note = "cp.async copies from .global to the executing CTA's shared memory"
)]
pub trait CpAsyncSrc: Space {}
impl CpAsyncSrc for Global {}

/// # Asynchronous copy
///
/// Asynchronous copies into shared memory (sm_80): `cp.async` and its groups.
impl<'m> Kernel<'m> {
    // ---- asynchronous copy -------------------------------------------------------------------

    // `cp.async.ca.shared.global [dst], [src], n` is generated from its row: `cp_async_ca`,
    // its byte count a `CpSize`.

    // `cp.async.cg.shared.global [dst], [src], 16` is generated from its row: `cp_async_cg`.
}
