//! State spaces as types.
//!
//! Every marker here is uninhabited: it exists only as a type parameter of
//! [`Ptr`](crate::Ptr), [`Ptr32`](crate::Ptr32) and [`Var`](crate::Var). The capability
//! traits ([`Named`], [`Window32`], [`Storable`], [`Atomic`] …) say what PTX allows in
//! each space; their `on_unimplemented` messages state the PTX rule when a program
//! breaks it.

use core::convert::Infallible;
use core::marker::PhantomData;

use typed_ptx_isa::Space as IsaSpace;

pub(crate) mod private {
    /// The seal of every public trait of the builder: only its own types implement it,
    /// so no trait that carries a space, an element type or a register id can be
    /// implemented outside the crate.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` cannot implement this trait: typed-ptx's traits are sealed",
        note = "only typed-ptx's own registers, pointers, variables, spaces and element types implement them; nothing outside the crate may claim a state space"
    )]
    pub trait Sealed {}

    /// The argument of the hidden trait methods that hand out or accept register ids:
    /// code outside the crate cannot make one, so it can neither call those methods
    /// (to read a register id and re-type it in another space) nor implement them.
    #[derive(Clone, Copy)]
    pub struct Token(());

    impl Token {
        pub(crate) const fn new() -> Token {
            Token(())
        }
    }
}
use private::Sealed;

/// The scope of a shared-memory window: the executing CTA.
pub enum Cta {}
/// The scope of a shared-memory window: every CTA of the thread-block cluster (sm_90).
pub enum Cluster {}
/// The kernel-parameter flavour of `.param` (`.param::entry`).
pub enum Entry {}
/// The origin of a generic address that is not known (a function parameter, a
/// `selp` of pointers from different spaces, an address made from an integer).
///
/// `A` is what the address may be used for, which follows from where it could have
/// come from: [`ReadWriteAtomic`] (the default: `.global` or `.shared`), [`ReadWrite`]
/// (`.local` may also be among its origins: no atomics) or [`ReadOnly`] (`.const` or
/// `.param` may be among them: loads only). Forgetting an origin never widens what the
/// pointer allows: [`erase`](crate::Ptr::erase) of a `.const` pointer is read-only.
pub struct Unknown<A = ReadWriteAtomic>(Infallible, PhantomData<A>);

/// An unknown origin that allows loads only (it may be `.const` or `.param`).
pub enum ReadOnly {}
/// An unknown origin that allows loads and stores, not atomics (it may be `.local`).
pub enum ReadWrite {}
/// An unknown origin that allows loads, stores and atomics (`.global` or `.shared`).
pub enum ReadWriteAtomic {}

/// What a generic address of unknown origin may be used for: [`ReadOnly`],
/// [`ReadWrite`] or [`ReadWriteAtomic`].
pub trait Access: Sealed + 'static {
    #[doc(hidden)]
    const NAME: &'static str;
}

/// `Self` allows everything `A` allows, so a pointer with access `Self` may be used
/// where one with access `A` is expected.
#[diagnostic::on_unimplemented(
    message = "a pointer whose origin allows {Self} cannot be used where one allowing {A} is expected: forgetting an origin never widens what a pointer allows",
    note = ".const and .param addresses are read-only and .local addresses have no atomics; declare the parameter as `Ptr<Generic<Unknown<ReadOnly>>, T>` (or `Unknown<ReadWrite>`) to accept them"
)]
pub trait Covers<A: Access>: Access {}

/// The weaker of two accesses (for `selp` of pointers of different origins).
pub trait Meet<B: Access>: Access {
    /// What both allow.
    type Out: Access;
}

/// The generic state space; `O` is where the address came from, when that is known.
pub struct Generic<O = Unknown>(Infallible, PhantomData<O>);
/// The `.global` state space.
pub enum Global {}
/// The `.shared` state space; `S` is [`Cta`] (`.shared::cta`) or [`Cluster`]
/// (`.shared::cluster`).
pub struct Shared<S = Cta>(Infallible, PhantomData<S>);
/// The `.local` state space (per thread).
pub enum Local {}
/// The `.const` state space (read-only).
pub enum Const {}
/// The `.param` state space; `K` is [`Entry`] (kernel parameters).
pub struct Param<K = Entry>(Infallible, PhantomData<K>);

/// The scope of a [`Shared`] window.
pub trait SharedScope: Sealed + 'static {
    #[doc(hidden)]
    const SPACE: IsaSpace;
}
impl Sealed for Cta {}
impl Sealed for Cluster {}
impl SharedScope for Cta {
    const SPACE: IsaSpace = IsaSpace::SharedCta;
}
impl SharedScope for Cluster {
    const SPACE: IsaSpace = IsaSpace::SharedCluster;
}

/// A state space.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a PTX state space",
    note = "state spaces are Generic<_>, Global, Shared<Cta>, Shared<Cluster>, Local, Const and Param<Entry>"
)]
pub trait Space: Sealed + 'static {
    /// The table's name for the space.
    const SPACE: IsaSpace;
    /// A readable name, for messages.
    const NAME: &'static str;
}

/// Where a generic address can come from: a named space, or [`Unknown`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an origin of a generic address",
    note = "a generic pointer's origin is a named space (Global, Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>) or Unknown"
)]
pub trait Origin: Sealed + 'static {
    #[doc(hidden)]
    const NAME: &'static str;
    /// What an address of this origin may be used for.
    type Access: Access;
}

/// A named state space: one that `cvta` converts to and from the generic space.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a named state space: `cvta` and `isspacep` take .global, .shared::cta, .shared::cluster, .local, .const or .param",
    note = "a generic address is converted with `cvta_to` back to the named space it came from"
)]
pub trait Named: Space + Origin {}

/// A space whose addresses fit in 32 bits: `.shared`, `.local` and `.const`.
#[diagnostic::on_unimplemented(
    message = "the {Self} state space has no 32-bit window: PTX truncates only .shared, .local and .const addresses to 32 bits",
    note = "global and generic addresses are 64-bit; keep them in a `Ptr`, not a `Ptr32`"
)]
pub trait Window32: Named {}

/// A space whose addresses may be passed to a device function: every space but the
/// kernel's `.param::entry`.
#[diagnostic::on_unimplemented(
    message = "a {Self} address cannot be passed to a device function: inside a .func, `ld.param` reads the function's own .param::func space",
    note = "load the kernel parameter in the kernel and pass the value, or pass its generic address (`cvta`)"
)]
pub trait Passable: Space {}
impl Passable for Global {}
impl Passable for Shared<Cta> {}
impl Passable for Shared<Cluster> {}
impl Passable for Local {}
impl Passable for Const {}
impl<O: Origin> Passable for Generic<O> {}

/// A space PTX can `st` to.
#[diagnostic::on_unimplemented(
    message = "PTX cannot store to the {Self} state space: `st` writes only generic, .global, .shared and .local addresses",
    note = ".const and kernel .param memory are read-only to a kernel"
)]
pub trait Storable: Space {}

/// A space PTX can `atom`/`red` on.
#[diagnostic::on_unimplemented(
    message = "PTX has no atomics on the {Self} state space: `atom` and `red` take generic, .global and .shared addresses",
    note = ".local memory is private to the thread and .const/.param memory is read-only"
)]
pub trait Atomic: Space {}

/// The generic space with origin `O` may be converted back to named space `S`: only
/// when `O` is `S`.
#[diagnostic::on_unimplemented(
    message = "a generic address that came from {Self} is not known to be a {S} address: PTX `cvta.to` is undefined outside {S}'s window",
    note = "convert a generic pointer back only to the space it came from (for .shared::cluster, a .shared::cta one goes back to .shared::cta and then `widen()`s); when its origin is Unknown, test it with `Kernel::if_space` (isspacep) or use the unsafe `cvta_to_unchecked`"
)]
pub trait OriginIs<S: Named>: Origin {}
impl<S: Named> OriginIs<S> for S {}

/// The origin of a `selp` between generic pointers of origins `Self` and `O`: the same
/// origin when they agree, [`Unknown`] otherwise.
pub trait Join<O: Origin>: Origin {
    /// The joined origin.
    type Out: Origin;
}

macro_rules! named {
    ($ty:ty, $access:ty, $space:expr) => {
        impl Sealed for $ty {}
        impl Space for $ty {
            const SPACE: IsaSpace = $space;
            const NAME: &'static str = $space.qualifier();
        }
        impl Origin for $ty {
            const NAME: &'static str = $space.qualifier();
            type Access = $access;
        }
        impl Named for $ty {}
    };
}

named!(Global, ReadWriteAtomic, IsaSpace::Global);
named!(Shared<Cta>, ReadWriteAtomic, IsaSpace::SharedCta);
named!(Shared<Cluster>, ReadWriteAtomic, IsaSpace::SharedCluster);
named!(Local, ReadWrite, IsaSpace::Local);
named!(Const, ReadOnly, IsaSpace::Const);
named!(Param<Entry>, ReadOnly, IsaSpace::Param);

impl<A: Access> Sealed for Unknown<A> {}
impl<A: Access> Origin for Unknown<A> {
    const NAME: &'static str = "an unknown space";
    type Access = A;
}

macro_rules! access {
    ($($t:ident $name:literal: covers [$($c:ident),*], meet [$($m:ident => $o:ident),*];)*) => {$(
        impl Sealed for $t {}
        impl Access for $t {
            const NAME: &'static str = $name;
        }
        $(impl Covers<$c> for $t {})*
        $(impl Meet<$m> for $t { type Out = $o; })*
    )*};
}
access! {
    ReadOnly "loads only (.const or .param)": covers [ReadOnly],
        meet [ReadOnly => ReadOnly, ReadWrite => ReadOnly, ReadWriteAtomic => ReadOnly];
    ReadWrite "loads and stores, no atomics (.local)": covers [ReadOnly, ReadWrite],
        meet [ReadOnly => ReadOnly, ReadWrite => ReadWrite, ReadWriteAtomic => ReadWrite];
    ReadWriteAtomic "loads, stores and atomics": covers [ReadOnly, ReadWrite, ReadWriteAtomic],
        meet [ReadOnly => ReadOnly, ReadWrite => ReadWrite, ReadWriteAtomic => ReadWriteAtomic];
}
impl<O: Origin> Sealed for Generic<O> {}
impl<O: Origin> Space for Generic<O> {
    const SPACE: IsaSpace = IsaSpace::Generic;
    const NAME: &'static str = "generic";
}

impl Window32 for Shared<Cta> {}
impl Window32 for Shared<Cluster> {}
impl Window32 for Local {}
impl Window32 for Const {}

impl Storable for Global {}
impl Storable for Shared<Cta> {}
impl Storable for Shared<Cluster> {}
impl Storable for Local {}
impl Storable for Generic<Unknown<ReadWrite>> {}
impl Storable for Generic<Unknown<ReadWriteAtomic>> {}
impl Storable for Generic<Global> {}
impl Storable for Generic<Shared<Cta>> {}
impl Storable for Generic<Shared<Cluster>> {}
impl Storable for Generic<Local> {}

impl Atomic for Global {}
impl Atomic for Shared<Cta> {}
impl Atomic for Shared<Cluster> {}
impl Atomic for Generic<Unknown<ReadWriteAtomic>> {}
impl Atomic for Generic<Global> {}
impl Atomic for Generic<Shared<Cta>> {}
impl Atomic for Generic<Shared<Cluster>> {}

macro_rules! join {
    (@same $($a:ty),*) => { $(impl Join<$a> for $a { type Out = $a; })* };
    (@diff $a:ty; $($b:ty),*) => { $(
        impl Join<$b> for $a {
            type Out = Unknown<<<$a as Origin>::Access as Meet<<$b as Origin>::Access>>::Out>;
        }
    )* };
}
type Ro = Unknown<ReadOnly>;
type Rw = Unknown<ReadWrite>;
type Rwa = Unknown<ReadWriteAtomic>;
join!(@same Global, Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Global; Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Shared<Cta>; Global, Shared<Cluster>, Local, Const, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Shared<Cluster>; Global, Shared<Cta>, Local, Const, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Local; Global, Shared<Cta>, Shared<Cluster>, Const, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Const; Global, Shared<Cta>, Shared<Cluster>, Local, Param<Entry>, Ro, Rw, Rwa);
join!(@diff Param<Entry>; Global, Shared<Cta>, Shared<Cluster>, Local, Const, Ro, Rw, Rwa);
join!(@diff Ro; Global, Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>, Rw, Rwa);
join!(@diff Rw; Global, Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>, Ro, Rwa);
join!(@diff Rwa; Global, Shared<Cta>, Shared<Cluster>, Local, Const, Param<Entry>, Ro, Rw);
