//! Checks that `ptx_module!` expansions call (through `__private`): the state space and
//! element type a mnemonic names must be those of its address, and operands must have
//! the instruction's type. Each trait states the PTX rule when it does not hold, at the
//! user's token.

use typed_ptx_builder::{
    Address, Bf16, Bf16x2, Cluster, Const, Cta, E4m3x2, E5m2x2, Elem, Entry, F16, F16x2, FragElem,
    Fragment, Generic, Global, Halves, Kernel, Local, Origin, Param, Pred, Ptr, Ptr32, Reg, Scalar,
    Shared, Src, Sreg, Tf32, Var, WgmmaA, WgmmaDesc, WgmmaElem, Window32,
};

/// The seals of this module's traits: only the builder's types implement them.
mod sealed {
    use typed_ptx_builder::{
        Cluster, Const, Cta, Elem, Entry, Generic, Global, Local, Origin, Param, Ptr, Ptr32, Reg,
        Shared, Src, Sreg, Var,
    };

    /// The state spaces.
    pub trait SealedSpace {}
    impl SealedSpace for Global {}
    impl SealedSpace for Shared<Cta> {}
    impl SealedSpace for Shared<Cluster> {}
    impl SealedSpace for Local {}
    impl SealedSpace for Const {}
    impl SealedSpace for Param<Entry> {}
    impl<O: Origin> SealedSpace for Generic<O> {}

    /// The element types.
    pub trait SealedElement {}
    impl<T: Elem> SealedElement for T {}

    /// Operands: registers, special registers, sources and immediates.
    pub trait SealedOperand {}
    impl<T> SealedOperand for Reg<T> {}
    impl<T> SealedOperand for Sreg<T> {}
    impl<T> SealedOperand for Src<T> {}
    macro_rules! imm {
        ($($t:ty),*) => {$(impl SealedOperand for $t {})*};
    }
    imm!(u16, i16, u32, i32, u64, i64, f32, f64, bool);
    imm!(
        typed_ptx_builder::F16,
        typed_ptx_builder::Bf16,
        typed_ptx_builder::F16x2,
        typed_ptx_builder::Bf16x2,
        typed_ptx_builder::E4m3x2,
        typed_ptx_builder::E5m2x2,
        typed_ptx_builder::Tf32
    );

    /// Strings: kernel names.
    pub trait SealedName {}
    impl SealedName for str {}
    impl SealedName for String {}
    impl<T: SealedName + ?Sized> SealedName for &T {}

    /// The integer types of address offsets.
    pub trait SealedOffset {}
    macro_rules! offset {
        ($($t:ty),*) => {$(impl SealedOffset for $t {})*};
    }
    offset!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    /// The 16-bit halves `mov.b32` packs.
    pub trait SealedHalf {}
    impl SealedHalf for typed_ptx_builder::F16 {}
    impl SealedHalf for typed_ptx_builder::Bf16 {}
    impl SealedHalf for u16 {}

    /// Fragments: arrays of registers, and one register (a one-register fragment).
    pub trait SealedFrag {}
    impl<T, const N: usize> SealedFrag for [Reg<T>; N] {}
    impl<T> SealedFrag for Reg<T> {}

    /// Register types.
    pub trait SealedType {}
    impl<T: typed_ptx_builder::Scalar> SealedType for T {}

    /// Addresses and variables.
    pub trait SealedAddr {}
    impl<S, T> SealedAddr for Var<S, T> {}
    impl<S, T> SealedAddr for Ptr<S, T> {}
    impl<S, T> SealedAddr for Ptr32<S, T> {}
}

/// The address's state space is `S` (the space an instruction's mnemonic names).
#[diagnostic::on_unimplemented(
    message = "the instruction names the {S} state space, but this address is in {Self}",
    label = "an address in {Self}",
    note = "a mnemonic's state space (ld.shared, st.global, cvta.local, isspacep.const …) must be its address's space; change space only through cvta (named → generic → the same named space)"
)]
pub trait SpaceIs<S>: sealed::SealedSpace {}
impl SpaceIs<Global> for Global {}
impl SpaceIs<Shared<Cta>> for Shared<Cta> {}
impl SpaceIs<Shared<Cluster>> for Shared<Cluster> {}
impl SpaceIs<Local> for Local {}
impl SpaceIs<Const> for Const {}
impl SpaceIs<Param<Entry>> for Param<Entry> {}
impl<O: Origin> SpaceIs<Generic> for Generic<O> {}

/// Asserts that `a` is an address in `S`.
pub fn assert_space<S, A: Address>(a: &A)
where
    A::Space: SpaceIs<S>,
{
    let _ = a;
}

/// The address's elements are `T` (the type an instruction's mnemonic names).
#[diagnostic::on_unimplemented(
    message = "the instruction's type is `{T}`, but this address points to `{Self}` elements",
    label = "points to `{Self}`",
    note = "ld/st move the address's own element type; write that type in the mnemonic, or view the memory as `{T}` first"
)]
pub trait ElemIs<T>: sealed::SealedElement {}
impl<T: Elem> ElemIs<T> for T {}

/// Asserts that `a` points to `T`s.
pub fn assert_elem<T, A: Address>(a: &A)
where
    A::Elem: ElemIs<T>,
{
    let _ = a;
}

/// Element types of `N` bytes (for `.bN` mnemonics).
#[diagnostic::on_unimplemented(
    message = "the instruction moves {N}-byte values, but this address points to `{Self}` elements",
    label = "points to `{Self}`"
)]
pub trait ElemSize<const N: u64>: sealed::SealedElement {}
macro_rules! sizes {
    ($($n:literal: $($t:ty),*;)*) => {$($(impl ElemSize<$n> for $t {})*)*};
}
sizes! {
    1: u8, i8;
    2: u16, i16, F16, Bf16, E4m3x2, E5m2x2;
    4: u32, i32, f32, F16x2, Bf16x2;
    8: u64, i64, f64;
}

/// Asserts that `a` points to `N`-byte elements.
pub fn assert_elem_size<A: Address, const N: u64>(a: &A)
where
    A::Elem: ElemSize<N>,
{
    let _ = a;
}

/// An immediate of the element type of `a` (for `st [a], 42` without a type suffix).
pub fn elem_imm<A: Address>(a: &A, v: <A::Elem as Elem>::Value) -> <A::Elem as Elem>::Value {
    let _ = a;
    v
}

/// An operand of an instruction of type `T`: a `Reg<T>` or an immediate `T`.
#[diagnostic::on_unimplemented(
    message = "this operand is `{Self}`, not a `{T}` register or immediate",
    label = "expected a `{T}` operand",
    note = "an instruction's type suffix (.u32, .s64, .f32 …) is the type of its operands; convert with `cvt` first"
)]
pub trait Operand<T>: sealed::SealedOperand {
    /// The source operand.
    fn src(self) -> Src<T>;
}
impl<T: Scalar> Operand<T> for Reg<T> {
    fn src(self) -> Src<T> {
        Src::from(self)
    }
}
impl<T: Scalar> Operand<T> for Sreg<T> {
    fn src(self) -> Src<T> {
        Src::from(self)
    }
}
impl<T> Operand<T> for Src<T> {
    fn src(self) -> Src<T> {
        self
    }
}
macro_rules! imm_operand {
    ($($t:ty),*) => {$(
        impl Operand<$t> for $t {
            fn src(self) -> Src<$t> {
                Src::from(self)
            }
        }
    )*};
}
imm_operand!(u16, i16, u32, i32, u64, i64, f32, f64);
imm_operand!(F16, Bf16, F16x2, Bf16x2, E4m3x2, E5m2x2, Tf32);

/// A 16-bit half that `mov.b32 d, {lo, hi}` packs, and the pair it makes: `F16` into
/// `F16x2`, `Bf16` into `Bf16x2`, `u16` into `u32`.
#[diagnostic::on_unimplemented(
    message = "`mov.b32 {{lo, hi}}` packs two 16-bit halves, and `{Self}` is not one",
    label = "not a 16-bit half",
    note = "mov.b32 packs two F16 (into F16x2), two Bf16 (into Bf16x2) or two u16 (into u32) registers"
)]
pub trait HalfOf: sealed::SealedHalf + Scalar {
    /// The pair of two halves.
    type Pair: Halves<Half = Self>;
}
impl HalfOf for F16 {
    type Pair = F16x2;
}
impl HalfOf for Bf16 {
    type Pair = Bf16x2;
}
impl HalfOf for u16 {
    type Pair = u32;
}

/// `mov.b32 d, {lo, hi}` with the pair type following from the halves'.
#[track_caller]
pub fn pack_halves<H: HalfOf>(k: &mut Kernel<'_>, lo: Reg<H>, hi: Reg<H>) -> Reg<H::Pair> {
    k.pack_halves::<H::Pair>(lo, hi)
}
impl Operand<Pred> for bool {
    fn src(self) -> Src<Pred> {
        Src::from(self)
    }
}

/// `x` as a source operand of type `T`.
pub fn src<T, X: Operand<T>>(x: X) -> Src<T> {
    x.src()
}

/// Shared-memory addresses and variables seen in the cluster's window (`.shared::cluster`
/// in a mnemonic): a `.shared::cta` one widens, a `.shared::cluster` one stays.
#[diagnostic::on_unimplemented(
    message = "the instruction names .shared::cluster, but `{Self}` is not a shared-memory address or variable",
    label = "not in a .shared window",
    note = "only .shared::cta and .shared::cluster addresses are in the cluster's shared window"
)]
pub trait ToCluster: sealed::SealedAddr {
    /// The same address in the cluster window.
    type Out;
    /// Widens (no instruction).
    fn to_cluster(self) -> Self::Out;
}
impl<T> ToCluster for Var<Shared<Cta>, T> {
    type Out = Var<Shared<Cluster>, T>;
    fn to_cluster(self) -> Self::Out {
        self.widen()
    }
}
impl<T> ToCluster for Var<Shared<Cluster>, T> {
    type Out = Self;
    fn to_cluster(self) -> Self {
        self
    }
}
impl<T> ToCluster for Ptr<Shared<Cta>, T> {
    type Out = Ptr<Shared<Cluster>, T>;
    fn to_cluster(self) -> Self::Out {
        self.widen()
    }
}
impl<T> ToCluster for Ptr<Shared<Cluster>, T> {
    type Out = Self;
    fn to_cluster(self) -> Self {
        self
    }
}
impl<T> ToCluster for Ptr32<Shared<Cta>, T> {
    type Out = Ptr32<Shared<Cluster>, T>;
    fn to_cluster(self) -> Self::Out {
        self.widen()
    }
}
impl<T> ToCluster for Ptr32<Shared<Cluster>, T> {
    type Out = Self;
    fn to_cluster(self) -> Self {
        self
    }
}

/// `x` in the cluster's shared window.
pub fn cluster<X: ToCluster>(x: X) -> X::Out {
    x.to_cluster()
}

/// A tensor-core fragment operand of type `F` (an array of registers): the array itself,
/// or, for a one-register fragment, the register.
#[diagnostic::on_unimplemented(
    message = "this fragment is `{Self}`, but the instruction's fragment is `{F}`",
    label = "expected `{F}`",
    note = "a fragment's register type and count follow from the mnemonic's shape and types (mma.sync m16n8k16 .bf16: A is 4 Bf16x2 registers, B 2, C/D 4 f32)"
)]
pub trait IntoFrag<F>: sealed::SealedFrag {
    /// The fragment.
    fn frag(self) -> F;
}
impl<T: FragElem, const N: usize> IntoFrag<[Reg<T>; N]> for [Reg<T>; N] {
    fn frag(self) -> Self {
        self
    }
}
impl<T: FragElem> IntoFrag<[Reg<T>; 1]> for Reg<T> {
    fn frag(self) -> [Reg<T>; 1] {
        [self]
    }
}

/// `x` as a fragment of type `F`.
pub fn frag<F, X: IntoFrag<F>>(x: X) -> F {
    x.frag()
}

/// A register type is `T` (the type a `wgmma` mnemonic names for an operand).
#[diagnostic::on_unimplemented(
    message = "the instruction's type here is `{T}`, but this operand is of `{Self}`",
    label = "of `{Self}`",
    note = "wgmma's types name A, B and the accumulator: .f16 is F16x2 registers or F16 matrices, .bf16 Bf16x2/Bf16, .tf32 Tf32/f32, .e4m3/.e5m2 E4m3x4/E5m2x4 (or x2) matrices; the accumulator .f32 is f32 registers, .f16 F16x2"
)]
pub trait TypeIs<T>: sealed::SealedType {}
impl<T: Scalar> TypeIs<T> for T {}

/// The accumulator of a `wgmma` whose mnemonic names accumulator type `T`.
pub fn wgmma_acc<T, F: Fragment>(acc: &mut F) -> &mut F
where
    F::Reg: TypeIs<T>,
{
    acc
}

/// The A operand of a `wgmma` whose mnemonic names element type `K` (as its register type).
pub fn wgmma_a<K, A: WgmmaA>(a: A) -> A
where
    A::Kind: TypeIs<K>,
{
    a
}

/// The B descriptor of a `wgmma` whose mnemonic names element type `K`.
pub fn wgmma_b<K, B: WgmmaElem>(b: Reg<WgmmaDesc<B>>) -> Reg<WgmmaDesc<B>>
where
    B::Kind: TypeIs<K>,
{
    b
}

/// An address or variable seen as one of elements `U` (the element type a
/// `wgmma_desc.<type>` mnemonic names): the same address, no instruction.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an address or variable to read a matrix of `{U}` from",
    note = "`wgmma_desc` takes a .shared::cta pointer, 32-bit pointer or variable"
)]
pub trait ViewAs<U>: sealed::SealedAddr {
    /// The same address, as `U`s.
    type Out;
    /// Views it (no instruction).
    fn view(self) -> Self::Out;
}
impl<S, T: Elem, U: Elem> ViewAs<U> for Var<S, T> {
    type Out = Var<S, U>;
    fn view(self) -> Var<S, U> {
        self.cast::<U>()
    }
}
impl<S, T, U: Elem> ViewAs<U> for Ptr<S, T> {
    type Out = Ptr<S, U>;
    fn view(self) -> Ptr<S, U> {
        self.cast::<U>()
    }
}
impl<S: Window32, T, U: Elem> ViewAs<U> for Ptr32<S, T> {
    type Out = Ptr32<S, U>;
    fn view(self) -> Ptr32<S, U> {
        self.cast::<U>()
    }
}

/// `x` seen as an address of `U`s.
pub fn view<U, X: ViewAs<U>>(x: X) -> X::Out {
    x.view()
}

/// The position of a register in a vector (`v[i]` of `ptx_module!`): a Rust integer known
/// when the kernel is built. A negative or too large one indexes past the vector (Rust's
/// bounds check reports it at the macro's line).
pub fn lane<I: TryInto<usize>>(i: I) -> usize {
    i.try_into().unwrap_or(usize::MAX)
}

/// A byte offset of an address (`[p+off]` of `ptx_module!`): a constant or an unrolled
/// loop's index, of any integer type.
#[diagnostic::on_unimplemented(
    message = "an address offset is a number of bytes known when the kernel is built, not `{Self}`",
    label = "not an integer",
    note = "offset by a register with `index` or `add`"
)]
pub trait OffsetBytes: sealed::SealedOffset {
    /// The offset, wrapping as [`Address::at`] does.
    fn bytes(self) -> i64;
}
macro_rules! offset_bytes {
    ($($t:ty),*) => {$(
        impl OffsetBytes for $t {
            fn bytes(self) -> i64 {
                self as i64
            }
        }
    )*};
}
offset_bytes!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// `[p+off]`: the offset in bytes.
pub fn offset_bytes<I: OffsetBytes>(i: I) -> i64 {
    i.bytes()
}

/// `let o = for e in 0..4 unroll { … yield r; };`: the body once per value, its results
/// an array (as long as the values).
pub fn unroll_map<T, U, const N: usize>(values: [T; N], f: impl FnMut(T) -> U) -> [U; N] {
    values.map(f)
}

/// A kernel's PTX name given by Rust (`kernel k = {format!(…)}(…)` of `ptx_module!`).
#[diagnostic::on_unimplemented(
    message = "a kernel's PTX name is a string, not `{Self}`",
    label = "not a `&str` or `String`",
    note = "`kernel k = {{format!(\"k_{{n}}\")}}(…)` names the kernel from Rust; `k` names its handle"
)]
pub trait KernelName: sealed::SealedName {
    /// The name.
    fn name(&self) -> &str;
}
impl KernelName for str {
    fn name(&self) -> &str {
        self
    }
}
impl KernelName for String {
    fn name(&self) -> &str {
        self
    }
}
impl<T: KernelName + ?Sized> KernelName for &T {
    fn name(&self) -> &str {
        (**self).name()
    }
}

/// The name of `kernel k = {name}(…)`.
pub fn kernel_name<N: KernelName + ?Sized>(n: &N) -> &str {
    n.name()
}

/// A declaration's length or alignment (`shared s: f32[N] align A;` of `ptx_module!`), of
/// any unsigned type up to 64 bits.
pub fn decl_u64<N: Into<u64>>(n: N) -> u64 {
    n.into()
}
