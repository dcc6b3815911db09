//! Registers, pointers, variables and labels: the values a kernel body works with.

use core::fmt;
use core::marker::PhantomData;

use crate::space::private::{Sealed, Token};
use crate::space::{Generic, ReadOnly, Space, Unknown, Window32};
use crate::ty::{Elem, Imm, RegClass, Scalar};

/// Identifies a register: the function it belongs to, its class and index.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegId {
    pub(crate) func: u32,
    pub(crate) class: RegClass,
    pub(crate) idx: u32,
}

/// A virtual register holding a `T`.
///
/// A register belongs to the kernel (or device function) that made it; using it in
/// another one is reported as [`Error::ForeignValue`](crate::Error::ForeignValue).
pub struct Reg<T> {
    pub(crate) id: RegId,
    _t: PhantomData<fn() -> T>,
}

impl<T> Sealed for Reg<T> {}
impl<S, T> Sealed for Ptr<S, T> {}
impl<S, T> Sealed for Ptr32<S, T> {}
impl<S, T> Sealed for Var<S, T> {}
impl<A> Sealed for Offset<A> {}

impl<T> Clone for Reg<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Reg<T> {}
impl<T: Scalar> fmt::Debug for Reg<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.id.class.prefix(),
            self.id.idx,
            T::TY.suffix()
        )
    }
}

impl<T> Reg<T> {
    pub(crate) fn new(id: RegId) -> Self {
        Reg {
            id,
            _t: PhantomData,
        }
    }

    /// The register's PTX name, such as `%r3` (for raw instructions).
    pub fn name(&self) -> String {
        format!("{}{}", self.id.class.prefix(), self.id.idx)
    }
}

/// A 64-bit address in state space `S` of a `T`.
///
/// The space is part of the type: a `Ptr<Shared<Cta>, u32>` cannot be passed where a
/// `Ptr<Global, u32>` is expected, and only `cvta` (through the generic space) changes
/// it. Generic pointers remember where they came from: `Ptr<Generic<Global>, T>` came
/// from a global address and converts back to one; `Ptr<Generic<Unknown>, T>` must be
/// tested with `isspacep` first.
pub struct Ptr<S, T> {
    pub(crate) id: RegId,
    _p: PhantomData<fn() -> (S, T)>,
}

/// A 32-bit address in state space `S` (`.shared`, `.local` or `.const` only) of a `T`:
/// the truncated form of seed 000, made by [`Kernel::to_u32`](crate::Kernel::to_u32).
pub struct Ptr32<S, T> {
    pub(crate) id: RegId,
    _p: PhantomData<fn() -> (S, T)>,
}

macro_rules! copy_debug {
    ($name:ident) => {
        impl<S, T> Clone for $name<S, T> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<S, T> Copy for $name<S, T> {}
        impl<S: Space, T: Elem> fmt::Debug for $name<S, T> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(
                    f,
                    "{}{}{} ({} {})",
                    self.id.class.prefix(),
                    self.id.idx,
                    if S::NAME.is_empty() { "" } else { " " },
                    S::NAME,
                    T::TY.suffix()
                )
            }
        }
    };
}
copy_debug!(Ptr);
copy_debug!(Ptr32);

impl<S, T> Ptr32<S, T> {
    pub(crate) fn from_id(id: RegId) -> Self {
        Ptr32 {
            id,
            _p: PhantomData,
        }
    }
}

impl<S, T> Ptr<S, T> {
    pub(crate) fn from_id(id: RegId) -> Self {
        Ptr::new(id)
    }

    pub(crate) fn new(id: RegId) -> Self {
        Ptr {
            id,
            _p: PhantomData,
        }
    }

    /// The same address, seen as pointing to `U` (no instruction).
    pub fn cast<U: Elem>(self) -> Ptr<S, U> {
        Ptr::new(self.id)
    }

    /// The address as a 64-bit integer (no instruction), for storing it or for
    /// arithmetic in raw instructions.
    pub fn bits(self) -> Reg<u64> {
        Reg::new(self.id)
    }

    /// The register's PTX name, such as `%rd3`.
    pub fn name(&self) -> String {
        format!("{}{}", self.id.class.prefix(), self.id.idx)
    }
}

impl<T> Ptr<Generic<Unknown<ReadOnly>>, T> {
    /// A generic pointer of unknown origin from a 64-bit integer (an address loaded
    /// from memory, say). Nothing is assumed about its space, so it is read-only: the
    /// integer may be the address of `.const` or `.param` data (`bits` of such a pointer,
    /// say). To store through an address from memory, state what it is with the
    /// `unsafe` [`from_bits_unchecked`](Ptr::from_bits_unchecked).
    pub fn from_bits(bits: Reg<u64>) -> Self {
        Ptr::new(bits.id)
    }
}

impl<S: Space, T> Ptr<S, T> {
    /// A pointer in any space from a 64-bit integer.
    ///
    /// # Safety
    /// The integer must be an address in `S`'s window (for a generic space with a known
    /// origin: a generic address that points into that origin). Every later access
    /// through the pointer is emitted as an access to `S`; PTX leaves it undefined
    /// otherwise.
    pub unsafe fn from_bits_unchecked(bits: Reg<u64>) -> Self {
        Ptr::new(bits.id)
    }
}

impl<S: Window32, T> Ptr32<S, T> {
    pub(crate) fn new(id: RegId) -> Self {
        Ptr32 {
            id,
            _p: PhantomData,
        }
    }

    /// The same address, seen as pointing to `U` (no instruction).
    pub fn cast<U: Elem>(self) -> Ptr32<S, U> {
        Ptr32::new(self.id)
    }

    /// The address as a 32-bit integer (no instruction).
    pub fn bits(self) -> Reg<u32> {
        Reg::new(self.id)
    }
}

/// A declared variable or array in state space `S` of `T` (`.global`, `.const`,
/// `.shared`, `.local`, or a kernel parameter in `.param`).
pub struct Var<S, T> {
    pub(crate) sym: SymRef,
    pub(crate) len: Option<u64>,
    /// The declared size in bytes (`None` for an unsized `extern` array): kept by
    /// [`cast`](Var::cast), so that an access past the declaration is caught.
    pub(crate) size: Option<u64>,
    /// The declared alignment in bytes.
    pub(crate) align: u64,
    _p: PhantomData<fn() -> (S, T)>,
}

impl<S, T> Clone for Var<S, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S, T> Copy for Var<S, T> {}
impl<S: Space, T: Elem> fmt::Debug for Var<S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "var#{} ({} {})", self.sym.id, S::NAME, T::TY.suffix())
    }
}

impl<S, T: Elem> Var<S, T> {
    pub(crate) fn new(sym: SymRef, len: Option<u64>, align: u64) -> Self {
        Var {
            sym,
            len,
            size: len.map(|n| n.saturating_mul(T::TY.size())),
            align,
            _p: PhantomData,
        }
    }
}

impl<S, T> Var<S, T> {
    /// The same declaration seen in another space or as another type (no instruction).
    pub(crate) fn retype<S2, U>(self) -> Var<S2, U> {
        Var {
            sym: self.sym,
            len: self.len,
            size: self.size,
            align: self.align,
            _p: PhantomData,
        }
    }

    /// The number of elements, `None` for an unsized `extern` array.
    pub fn len(&self) -> Option<u64> {
        self.len
    }

    /// Whether the variable is a zero-length array (never true for declared arrays).
    pub fn is_empty(&self) -> bool {
        self.len == Some(0)
    }
}

impl<S, T: Elem> Var<S, T> {
    /// The same variable seen as an array of `U` (no instruction), like [`Ptr::cast`]:
    /// for example the two 32-bit halves of a `u64` kernel parameter, reached as
    /// `var` and `var+4`. The length becomes the number of whole `U`s in the variable
    /// (an access past the end is an emit error). Like the declaration, a byte size
    /// beyond `u64` saturates.
    pub fn cast<U: Elem>(self) -> Var<S, U> {
        let len = self
            .size
            .map(|bytes| bytes.checked_div(U::TY.size()).unwrap_or(0));
        Var {
            len,
            ..self.retype()
        }
    }
}

/// A symbol: the index into its module's symbol table, the module and, for kernel-local
/// symbols, the owning function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SymRef {
    pub(crate) id: u32,
    pub(crate) owner: Option<u32>,
    /// The module that declared it (process-unique, like function ids): a variable of
    /// another module is an error, never an index into this module's table.
    pub(crate) module: u32,
}

/// A branch target in one kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    pub(crate) func: u32,
    pub(crate) id: u32,
}

/// A source operand: a register or an immediate of type `T`.
pub struct Src<T> {
    pub(crate) v: SrcV,
    _t: PhantomData<fn() -> T>,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum SrcV {
    Reg(RegId),
    Imm(Imm),
    /// A special register, read into a register (`mov`) where it is used: PTX takes
    /// special registers only as the source of `mov`/`cvt`.
    Sreg(typed_ptx_isa::FormId, &'static str, RegClass),
}

/// A special register of type `T` (`%tid.x`, `%ctaid.y` …) as an operand: the constants
/// of [`sreg`](crate::sreg). Where it is used, it is first read into a register, so
/// `k.mad_lo(CTAID_X, NTID_X, TID_X)` needs no `let`s.
pub struct Sreg<T> {
    form: typed_ptx_isa::FormId,
    name: &'static str,
    _t: PhantomData<fn() -> T>,
}

impl<T> Clone for Sreg<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Sreg<T> {}
impl<T> fmt::Debug for Sreg<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl<T> Sreg<T> {
    pub(crate) const fn new(form: typed_ptx_isa::FormId, name: &'static str) -> Self {
        Sreg {
            form,
            name,
            _t: PhantomData,
        }
    }

    /// Its PTX name, such as `%tid.x`.
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl<T: Scalar> From<Sreg<T>> for Src<T> {
    fn from(s: Sreg<T>) -> Self {
        Src {
            v: SrcV::Sreg(s.form, s.name, T::TY.class()),
            _t: PhantomData,
        }
    }
}

impl<T> Clone for Src<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Src<T> {}

impl<T> Src<T> {
    pub(crate) fn imm(i: Imm) -> Self {
        Src {
            v: SrcV::Imm(i),
            _t: PhantomData,
        }
    }
}

impl<T: Scalar> From<Reg<T>> for Src<T> {
    fn from(r: Reg<T>) -> Self {
        Src {
            v: SrcV::Reg(r.id),
            _t: PhantomData,
        }
    }
}

macro_rules! src_imm {
    ($($t:ty),*) => {$(
        impl From<$t> for Src<$t> {
            fn from(v: $t) -> Self {
                Src::imm(crate::ty::ImmValue::imm(v))
            }
        }
    )*};
}
src_imm!(u16, i16, u32, i32, u64, i64, f32, f64);
src_imm!(
    crate::ty::F16,
    crate::ty::Bf16,
    crate::ty::F16x2,
    crate::ty::Bf16x2,
    crate::ty::E4m3x2,
    crate::ty::E5m2x2,
    crate::ty::Tf32
);

impl From<bool> for Src<crate::ty::Pred> {
    fn from(v: bool) -> Self {
        Src::imm(Imm::UInt(v as u64))
    }
}

/// The base of an address operand.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Base {
    Reg(RegId),
    Sym(SymRef),
}

/// An address operand: `[base]` or `[base+offset]`.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct AddrOperand {
    pub(crate) base: Base,
    pub(crate) off: i64,
    /// The size in bytes of the declared variable at `base`, when known.
    pub(crate) size: Option<u64>,
    /// The alignment `base` is known to have (the declaration's for a variable, the
    /// element size for a pointer).
    pub(crate) align: u64,
}

/// Something that names a memory location of space [`Space`](Address::Space) holding
/// [`Elem`](Address::Elem): a [`Ptr`], a [`Ptr32`], a [`Var`], or one of them
/// [offset](Address::at) by a constant number of elements.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an address of a PTX state space",
    note = "addresses are Ptr, Ptr32, Var and their offsets; a Multimem<T> (the address of a multicast object) is taken only by the multimem_* methods: PTX leaves every other access to it undefined"
)]
pub trait Address: Copy + Sealed {
    /// The state space.
    type Space: Space;
    /// What is stored there.
    type Elem: Elem;
    #[doc(hidden)]
    fn operand(&self, _: Token) -> AddrOperand;

    /// The address `elems` elements further on, as an immediate offset (`[p+16]`).
    fn at(self, elems: i64) -> Offset<Self> {
        Offset {
            base: self,
            bytes: elems.wrapping_mul(<Self::Elem as Elem>::TY.size() as i64),
        }
    }

    /// The address `bytes` bytes further on.
    fn byte_offset(self, bytes: i64) -> Offset<Self> {
        Offset { base: self, bytes }
    }
}

/// An [`Address`] with a constant byte offset.
#[derive(Clone, Copy, Debug)]
pub struct Offset<A> {
    base: A,
    bytes: i64,
}

impl<S: Space, T: Elem> Address for Ptr<S, T> {
    type Space = S;
    type Elem = T;
    fn operand(&self, _: Token) -> AddrOperand {
        AddrOperand {
            base: Base::Reg(self.id),
            off: 0,
            size: None,
            align: T::TY.size(),
        }
    }
}

impl<S: Window32, T: Elem> Address for Ptr32<S, T> {
    type Space = S;
    type Elem = T;
    fn operand(&self, _: Token) -> AddrOperand {
        AddrOperand {
            base: Base::Reg(self.id),
            off: 0,
            size: None,
            align: T::TY.size(),
        }
    }
}

impl<S: Space, T: Elem> Address for Var<S, T> {
    type Space = S;
    type Elem = T;
    fn operand(&self, _: Token) -> AddrOperand {
        AddrOperand {
            base: Base::Sym(self.sym),
            off: 0,
            size: self.size,
            align: self.align,
        }
    }
}

impl<A: Address> Address for Offset<A> {
    type Space = A::Space;
    type Elem = A::Elem;
    fn operand(&self, _: Token) -> AddrOperand {
        let mut o = self.base.operand(Token::new());
        o.off = o.off.wrapping_add(self.bytes);
        o
    }
}
