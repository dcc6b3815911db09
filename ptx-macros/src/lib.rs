//! Proc-macros of typed-ptx. Thin entry points: each macro parses, validates against
//! the `ptx-isa` table and expands in its own module; generated code names only
//! `::typed_ptx::__private` paths.
#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]

use proc_macro::TokenStream;

mod asm;
mod front;
mod kernel;

#[cfg(test)]
mod hostile;

/// Typed inline PTX for Rust device code (nvptx64): one PTX instruction, or a block of
/// them with labels and guards, whose operands are Rust values, checked against the
/// instruction table, expanding to `core::arch::asm!`.
///
/// ```rust,ignore
/// use typed_ptx::device::{GlobalPtr, SharedPtr, SharedAddr32};
/// use typed_ptx::ptx_asm;
/// unsafe fn f(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, x: u32) {
///     let v: u32;
///     unsafe { ptx_asm!(ld.shared.u32 v, [s + 4]) };         // ld.shared.u32 %r1, [%rd1+4];
///     unsafe { ptx_asm!(st.global.u32 [g], v) };             // a .global pointer, 64-bit
///     unsafe { ptx_asm!(cp.async.ca.shared.global [s32], [g], 16) }; // 32-bit shared address
///     let lt: bool;
///     unsafe { ptx_asm!(setp.lt.u32 lt, v, 10) };            // a predicate, as a `bool`
///     let mut acc = x;
///     unsafe { ptx_asm!(add.u32 acc, acc, 1) };              // same place in and out: inout
/// }
/// ```
///
/// **Syntax.** `ptx_asm!(MNEMONIC OPERAND, OPERAND, …)`, one instruction, an optional
/// trailing `;` (several instructions: **Blocks** below). The mnemonic is written as in PTX (`cvta.to.shared::cta.u64`,
/// `cp.async.ca.shared.global`; keywords such as `async` and `const` are fine). An
/// operand is a Rust expression (a source value; a *place* for a destination, assigned
/// by the macro, so `let v: u32;` then `ptx_asm!(ld.shared.u32 v, [s])` works), `_` (a
/// discarded destination), a numeric literal (an immediate), `[addr]` / `[addr + 8]` /
/// `[addr - 8]` (a memory operand of `ld`, `st`, `atom`, `red`, `cp.async`), or a special
/// register `%tid.x` (`mov.u32 t, %tid.x`). The table says which operands are
/// destinations.
///
/// **Blocks.** `ptx_asm! { … }` with several `;`-terminated instructions, labels, guards
/// or block registers is one `asm!` whose template is one PTX `{ }` scope:
///
/// ```rust,ignore
/// let mut acc: u32 = n;
/// let steps: u32;
/// unsafe {
///     ptx_asm! {
///         .reg .pred done;                 // block registers: .pred, or a type (.u32 …)
///         mov.u32 steps, 0;
///     again:                               // labels are local to the block
///         setp.eq.u32 done, acc, 0;
///         @done bra finished;              // guards: a block predicate or a Rust `bool`
///         shr.u32 acc, acc, 1;             // `acc` is read, then written: one register
///         add.u32 steps, steps, 1;
///         bra.uni again;
///     finished:
///         @!done st.global.u32 [g], acc;
///     }
/// }
/// ```
///
/// Every instruction is checked as a single one is, and every Rust operand through the
/// same traits at its span. A Rust place that the block writes as a value is one register
/// for the whole block (`inout` when the block reads it before its first write, else
/// `out`), assigned after the block, and every use of it has the same type; an address or
/// `bool` result (`cvta`, `cvta.to`, `mapa`, `setp` into a Rust `bool`) is assigned after
/// the block and is not used again inside it (keep an intermediate value in a block
/// register). A block register is never an address: addresses come from typed Rust values.
/// `bra label` reaches only a label of the same block (PTX scopes labels to the `{ }`, so
/// two inlined copies of a block do not clash). A memory operand of a space with a 32-bit
/// window is passed as its 64-bit form (the same address, zero-extended); at most one
/// other operand of a block has a width that follows its type (`mapa.shared::cluster`'s
/// source). The `asm!` options are the weakest that every instruction allows.
///
/// **Checks at expansion.** The mnemonic must name a form of the `ptx-isa` table
/// (unknown ones are reported at the mnemonic with the nearest forms); its modifiers
/// (`.ca`, `.volatile`, `setp`'s comparison, `atom`'s operation …) and type suffix must
/// be legal for that form (reported at the modifier); the operand count must match (the
/// legal forms are listed); immediates must be in range for the operand or the type
/// (reported at the literal); memory operands need brackets.
///
/// **Checks by rustc.** The operands' Rust types are checked through traits of
/// `typed_ptx::__private::dev`, called on each operand with the operand's span, whose
/// `#[diagnostic::on_unimplemented]` messages state the PTX rule: a `.u32` operand is a
/// `u32` (`.b32`: `u32`/`i32`/`f32`), a `.pred` is a `bool`, `ld.shared` takes a
/// [`SharedPtr`]/[`SharedAddr32`], `ld.global` a [`GlobalPtr`], `cvta.shared.u64` a 64-bit
/// `SharedPtr` only, `cvta.to.global.u64` only a `GenericPtr<T, origin::Global>`, and the
/// result of `cvta.shared.u64` is a `GenericPtr<T, origin::Shared>` (a different origin is
/// a type mismatch). A generic operand is a `GenericPtr` (a raw pointer is not a typed
/// address: `unsafe { GenericPtr::from_ptr(p) }` states the claim), and its origin must
/// allow what the instruction does: `st` not through one that came from `.const`, `atom`
/// and `red` only through one from `.global` or `.shared`, `mapa.u64` only on one from
/// `.shared::cta`/`.shared::cluster`; an erased origin (`origin::Unknown<access::…>`)
/// keeps what its origin allowed. `cvta.to.param` has no device result type and is an
/// error at its destination. The register class follows from the type: 16-bit values
/// `reg16`, 32-bit values and 32-bit addresses `reg32`, 64-bit values and pointers `reg64`. An
/// address of a space with a 32-bit window may be either width; the expansion holds one
/// `asm!` per width and the operand's type picks one (the optimiser folds the test).
///
/// **Expansion.** `core::arch::asm!` (through `::typed_ptx::__private::asm`) with
/// `options(pure, nomem, nostack)` for arithmetic, comparisons and conversions,
/// `nomem` for warp exchanges and counters (`%clock64`), `readonly` for loads, and only
/// `nostack` for stores, atomics, barriers and fences (Rust's `asm!` assumes memory is
/// touched unless told otherwise, which is the "memory" clobber of CUDA C++). Predicates
/// are declared in a `{ }` block of the same template: `{ .reg .pred %tp<1>; setp.lt.u32
/// %tp0, …; selp.u32 d, 1, 0, %tp0; }`. The result is an `unsafe` operation (write it in
/// an `unsafe` block). Off nvptx64 the `asm!` is replaced by a panic, so device code
/// type-checks in host builds and doc tests.
///
/// **Targets.** The `.version`/`.target` are rustc's (`-C target-cpu=sm_XY`). A form whose
/// table row needs a newer `sm` (`mapa`, cluster barriers: sm_90; `cp.async`: sm_80) or a
/// newer PTX ISA than the target's default (`::cta`/`::cluster` spellings: 7.8, reached
/// on sm_80 with `-C target-feature=+ptx78`), or a modifier that needs more than its form
/// (`barrier.cluster.arrive.release`: PTX ISA 8.0), is a compile error at the mnemonic that
/// names the requirement, rather than a `ptxas` failure later.
///
/// [`SharedPtr`]: https://docs.rs/typed-ptx/latest/typed_ptx/device/struct.SharedPtr.html
/// [`SharedAddr32`]: https://docs.rs/typed-ptx/latest/typed_ptx/device/struct.SharedAddr32.html
/// [`GlobalPtr`]: https://docs.rs/typed-ptx/latest/typed_ptx/device/struct.GlobalPtr.html
#[proc_macro]
pub fn ptx_asm(input: TokenStream) -> TokenStream {
    asm::expand(input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// A whole kernel module written through the macro, expanding to builder calls: see
/// the `typed_ptx` docs.
#[proc_macro]
pub fn ptx_module(input: TokenStream) -> TokenStream {
    kernel::expand(input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
