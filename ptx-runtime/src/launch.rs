//! Launching: the launch shape, typed and run-time-checked arguments, and the checks
//! made before the driver is called (block shape, shared memory, clusters).

use core::ffi::c_void;
use core::marker::PhantomData;

use cudarc::driver::{
    CudaSlice, CudaStream, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceRepr, DeviceSlice,
    SyncOnDrop,
};
use typed_ptx_builder::{
    Elem, Entry, Generic, Global, KernelParams, Num, Param, Ptr, Reg, TensorMap, TmaElem, Ty, Var,
};

use crate::driver::{self, CUfunction, CUfunction_attribute, LaunchAttribute};
use crate::error::{Error, Result};
use crate::tensor_map::{RawTensorMap, TensorMapArg, TileMapArg};
pub(crate) use sealed::Sealed;
use typed_ptx_builder::bounds::TileLayout;
use typed_ptx_builder::tile::TileMap;

/// The seal of the launch traits: only the runtime's own argument types implement them,
/// so that no other type passes for a device buffer or a kernel argument.
mod sealed {
    use cudarc::driver::{CudaSlice, CudaView, CudaViewMut};

    #[diagnostic::on_unimplemented(
        message = "`{Self}` cannot implement typed-ptx's launch traits: they are sealed",
        note = "pass device buffers (`CudaSlice`, `CudaView`, `CudaViewMut`), `GlobalAddr<T>` or plain values; a raw device address becomes a `GlobalAddr<T>` with the unsafe `GlobalAddr::new`"
    )]
    pub trait Sealed {}
    impl<T> Sealed for CudaSlice<T> {}
    impl<T> Sealed for CudaView<'_, T> {}
    impl<T> Sealed for CudaViewMut<'_, T> {}
    impl<T> Sealed for &CudaSlice<T> {}
    impl<T> Sealed for &mut CudaSlice<T> {}
    impl<T> Sealed for &CudaView<'_, T> {}
    impl<T> Sealed for &mut CudaViewMut<'_, T> {}
    impl<T> Sealed for super::GlobalAddr<T> {}
    impl<T, const R: usize> Sealed for crate::TensorMapArg<'_, T, R> {}
    impl<T, const R: usize> Sealed for &crate::TensorMapArg<'_, T, R> {}
    impl<L: typed_ptx_builder::bounds::TileLayout, const R: usize> Sealed
        for crate::TileMapArg<'_, L, R>
    {
    }
    impl<L: typed_ptx_builder::bounds::TileLayout, const R: usize> Sealed
        for &crate::TileMapArg<'_, L, R>
    {
    }
    macro_rules! values {
        ($($t:ty),*) => {$(impl Sealed for $t {})*};
    }
    values!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);
    values!(half::bf16, half::f16, [half::bf16; 2], [half::f16; 2]);
    impl Sealed for () {}
    macro_rules! tuples {
        ($(($($a:ident),*)),*) => {$(impl<$($a),*> Sealed for ($($a,)*) {})*};
    }
    tuples!(
        (A0),
        (A0, A1),
        (A0, A1, A2),
        (A0, A1, A2, A3),
        (A0, A1, A2, A3, A4),
        (A0, A1, A2, A3, A4, A5),
        (A0, A1, A2, A3, A4, A5, A6),
        (A0, A1, A2, A3, A4, A5, A6, A7),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12),
        (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13),
        (
            A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14
        ),
        (
            A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15
        )
    );
}
use crate::DeviceInfo;
use crate::load::GpuModule;
use crate::preflight::EntrySig;

pub use typed_ptx_builder::Launch;

/// One parameter's bytes: an 8-byte slot, or a tensor map's 128 bytes.
pub(crate) enum Slot {
    Word(u64),
    Map(Box<RawTensorMap>),
}

/// Launch argument storage: one slot per parameter (8 bytes, or 128 for a tensor map) and
/// the guards that order `cudarc`'s buffer events after the launch.
pub struct ArgList<'s> {
    values: Vec<Slot>,
    guards: Vec<SyncOnDrop<'s>>,
    /// The first buffer argument on another GPU than the launch: (its index, its GPU).
    foreign: Option<(usize, usize)>,
}

impl<'s> ArgList<'s> {
    fn new(n: usize) -> Self {
        ArgList {
            values: Vec::with_capacity(n),
            guards: Vec::with_capacity(n),
            foreign: None,
        }
    }

    /// Whether a buffer whose stream is `home` may be passed to a launch on `stream`: on
    /// the same GPU (context). If not, the argument is recorded as foreign (the launch is
    /// then refused) and a null address holds its slot.
    fn foreign_buffer(&mut self, home: &CudaStream, stream: &CudaStream) -> bool {
        if home.context().cu_ctx() == stream.context().cu_ctx() {
            return false;
        }
        let index = self.values.len();
        self.foreign
            .get_or_insert((index, home.context().ordinal()));
        self.values.push(Slot::Word(0));
        true
    }

    /// The error of a launch with a buffer of another GPU, if it has one.
    fn foreign_error(
        &self,
        kernel: &str,
        params: &[(String, Option<Ty>)],
        stream: &CudaStream,
    ) -> Result<()> {
        match self.foreign {
            None => Ok(()),
            Some((index, gpu)) => Err(Error::ArgDevice {
                kernel: kernel.to_owned(),
                index,
                param: params
                    .get(index)
                    .map(|(n, _)| n.clone())
                    .unwrap_or_default(),
                buffer_gpu: gpu,
                launch_gpu: stream.context().ordinal(),
            }),
        }
    }

    /// Adds a parameter value (a device address, or a scalar's bytes in the low bytes).
    pub fn value(&mut self, v: u64) {
        self.values.push(Slot::Word(v));
    }

    /// Adds a tensor map parameter's 128 bytes.
    pub(crate) fn tensor_map(&mut self, m: &RawTensorMap) {
        self.values.push(Slot::Map(Box::new(*m)));
    }

    /// Adds a scalar: its bytes, little-endian, in one slot.
    pub fn scalar<T: Copy>(&mut self, v: T) {
        let mut slot = 0u64;
        let n = core::mem::size_of::<T>().min(8);
        // SAFETY: copies the `n <= 8` bytes of `v` into the 8-byte slot.
        unsafe {
            core::ptr::copy_nonoverlapping(
                (&v as *const T).cast::<u8>(),
                (&mut slot as *mut u64).cast::<u8>(),
                n,
            )
        };
        self.values.push(Slot::Word(slot));
    }

    /// Keeps a buffer's guard until the launch is queued.
    pub fn guard(&mut self, g: SyncOnDrop<'s>) {
        self.guards.push(g);
    }
}

/// A value that can be passed for a kernel parameter `P` (a [`Ptr<Global, T>`], a
/// [`Reg<T>`] or a [`Var<Param<Entry>, T>`] of the kernel's Rust signature).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed for a kernel parameter `{P}`",
    note = "a `Ptr<Global, T>` parameter takes a device buffer of `T` (`&CudaSlice<T>`, `&mut CudaSlice<T>`, `&CudaView<T>`, `&mut CudaViewMut<T>`; of `half::bf16` for `Bf16`, `half::f16` for `F16`, pairs of them for `Bf16x2`/`F16x2`: `HostElem`) or a `GlobalAddr<T>`; a `Reg<T>` or `Var<Param<Entry>, T>` parameter takes a `T`; a tensor-map parameter `TensorMap<T, RANK>` takes a `TensorMapArg<T, RANK>` of the same `T` and `RANK` (`Gpu::tensor_map_tiled`), a tile-map parameter `TileMap<L, RANK>` a `TileMapArg<L, RANK>` made for the same tile layout `L` (`Gpu::tile_map`)"
)]
pub trait KernelArg<P>: Sealed {
    /// Appends this argument's slot to `list`.
    fn push<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>);
}

/// A host element type whose device bytes are those of a builder element type: a device
/// buffer of it (`CudaSlice<H>`, a view of one) passes for a `Ptr<Global, H::Elem>` kernel
/// parameter. The builder's integer and float types are their own; the `half` crate's
/// (re-exported as [`half`](crate::half)) are the half-precision ones: `half::bf16` is
/// [`Bf16`](typed_ptx_builder::Bf16), `half::f16` is [`F16`](typed_ptx_builder::F16), and
/// a pair `[half::bf16; 2]` / `[half::f16; 2]` is the packed
/// [`Bf16x2`](typed_ptx_builder::Bf16x2) / [`F16x2`](typed_ptx_builder::F16x2) (the first
/// element the low half, as PTX packs them).
///
/// The element type is the interpreter's ([`typed_ptx_builder::sim::Value::Elem`]): one
/// mapping from host types to element types serves a GPU buffer and an interpreter
/// buffer alike.
#[diagnostic::on_unimplemented(
    message = "a device buffer of `{Self}` cannot be passed for a `Ptr<Global, _>` parameter",
    note = "buffers hold u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, half::bf16 (Bf16), half::f16 (F16), [half::bf16; 2] (Bf16x2) or [half::f16; 2] (F16x2)"
)]
pub trait HostElem: Sealed + DeviceRepr + typed_ptx_builder::sim::Value {}
macro_rules! host_elems {
    ($($h:ty),*) => {$(impl HostElem for $h {})*};
}
host_elems!(
    u8,
    i8,
    u16,
    i16,
    u32,
    i32,
    u64,
    i64,
    f32,
    f64,
    half::bf16,
    half::f16,
    [half::bf16; 2],
    [half::f16; 2]
);

impl<H: HostElem> KernelArg<Ptr<Global, H::Elem>> for &CudaSlice<H> {
    fn push<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        if list.foreign_buffer(DeviceSlice::stream(&**self), stream) {
            return;
        }
        let (p, g) = (**self).device_ptr(stream);
        list.value(p);
        list.guard(g);
    }
}
impl<H: HostElem> KernelArg<Ptr<Global, H::Elem>> for &mut CudaSlice<H> {
    fn push<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        if list.foreign_buffer(DeviceSlice::stream(&**self), stream) {
            return;
        }
        let (p, g) = (**self).device_ptr_mut(stream);
        list.value(p);
        list.guard(g);
    }
}
impl<H: HostElem> KernelArg<Ptr<Global, H::Elem>> for &CudaView<'_, H> {
    fn push<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        if list.foreign_buffer(DeviceSlice::stream(&**self), stream) {
            return;
        }
        let (p, g) = (**self).device_ptr(stream);
        list.value(p);
        list.guard(g);
    }
}
impl<H: HostElem> KernelArg<Ptr<Global, H::Elem>> for &mut CudaViewMut<'_, H> {
    fn push<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        if list.foreign_buffer(DeviceSlice::stream(&**self), stream) {
            return;
        }
        let (p, g) = (**self).device_ptr_mut(stream);
        list.value(p);
        list.guard(g);
    }
}
impl<T: Elem> KernelArg<Ptr<Global, T>> for GlobalAddr<T> {
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.value(self.addr);
    }
}
impl<T: Num + Elem<Value = T> + Copy + Sealed> KernelArg<Reg<T>> for T {
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.scalar(*self);
    }
}
/// A `.param` variable parameter (`Var<Param<Entry>, T>`, such as a `ptx_module!` kernel's
/// `name: param T`) takes a `T`.
impl<T: Elem + Copy + Sealed> KernelArg<Var<Param<Entry>, T>> for T {
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.scalar(*self);
    }
}

/// A tensor-map parameter (`Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>`, from
/// [`Kernel::param_tensor_map`](typed_ptx_builder::Kernel::param_tensor_map)) takes a
/// tensor map of the same `T` and `RANK`.
impl<T: TmaElem, const R: usize> KernelArg<Ptr<Generic<Param<Entry>>, TensorMap<T, R>>>
    for TensorMapArg<'_, T, R>
where
    TensorMap<T, R>: Elem,
{
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.raw);
    }
}
impl<T: TmaElem, const R: usize> KernelArg<Ptr<Generic<Param<Entry>>, TensorMap<T, R>>>
    for &TensorMapArg<'_, T, R>
where
    TensorMap<T, R>: Elem,
{
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.raw);
    }
}
/// A tensor-map `.param` variable parameter (`Var<Param<Entry>, TensorMap<T, RANK>>`)
/// takes a tensor map of the same `T` and `RANK`.
impl<T: TmaElem, const R: usize> KernelArg<Var<Param<Entry>, TensorMap<T, R>>>
    for TensorMapArg<'_, T, R>
where
    TensorMap<T, R>: Elem,
{
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.raw);
    }
}
impl<T: TmaElem, const R: usize> KernelArg<Var<Param<Entry>, TensorMap<T, R>>>
    for &TensorMapArg<'_, T, R>
where
    TensorMap<T, R>: Elem,
{
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.raw);
    }
}

/// A tile-map parameter (`TileMap<L, RANK>`) takes a map
/// made for the same tile layout `L` and `RANK` ([`Gpu::tile_map`](crate::Gpu::tile_map)).
impl<L: TileLayout, const R: usize> KernelArg<TileMap<L, R>> for TileMapArg<'_, L, R> {
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.map.raw);
    }
}
impl<L: TileLayout, const R: usize> KernelArg<TileMap<L, R>> for &TileMapArg<'_, L, R> {
    fn push<'s>(&'s mut self, _: &'s CudaStream, list: &mut ArgList<'s>) {
        list.tensor_map(&self.map.raw);
    }
}

/// A device address of `len` elements of `T` in global memory that no `cudarc` buffer
/// owns (a module's `.global` variable, memory from another library).
pub struct GlobalAddr<T> {
    addr: u64,
    len: usize,
    _t: PhantomData<fn() -> T>,
}
impl<T> Clone for GlobalAddr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for GlobalAddr<T> {}
impl<T> core::fmt::Debug for GlobalAddr<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "GlobalAddr({:#x}, {} elements)", self.addr, self.len)
    }
}
impl<T> GlobalAddr<T> {
    /// # Safety
    /// `addr` must be a device address of the current context where `len` elements of
    /// `T` stay valid while kernels use it.
    pub unsafe fn new(addr: u64, len: usize) -> Self {
        GlobalAddr {
            addr,
            len,
            _t: PhantomData,
        }
    }
    /// The address.
    pub fn addr(&self) -> u64 {
        self.addr
    }
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Argument `N` (counted from 1) of a launch, for the kernel's parameter `N` of type `P`:
/// every [`KernelArg<P>`] is one, at every position. The launch tuples ask for this
/// rather than for `KernelArg` itself, so that a wrong argument is reported once, at the
/// argument, with its position, its type and the parameter's type, and the note on what
/// each kind of parameter takes (a device buffer whose element type is not the
/// parameter's included).
#[diagnostic::on_unimplemented(
    message = "launch argument {N} is a `{Self}`, which cannot be passed for the kernel's parameter {N}, a `{P}`",
    label = "argument {N}: not a value for a `{P}` parameter",
    note = "a `Ptr<Global, T>` parameter takes a device buffer of `T` (`&CudaSlice<T>`, `&mut CudaSlice<T>`, `&CudaView<T>`, `&mut CudaViewMut<T>`; of `half::bf16` for `Bf16`, `half::f16` for `F16`, pairs of them for `Bf16x2`/`F16x2`: `HostElem`) or a `GlobalAddr<T>`; a `Reg<T>` or `Var<Param<Entry>, T>` parameter takes a `T`; a tensor-map parameter `TensorMap<T, RANK>` takes a `TensorMapArg<T, RANK>` of the same `T` and `RANK` (`Gpu::tensor_map_tiled`), a tile-map parameter `TileMap<L, RANK>` a `TileMapArg<L, RANK>` made for the same tile layout `L` (`Gpu::tile_map`)"
)]
pub trait ArgAt<P, const N: usize>: Sealed {
    /// Appends this argument's slot to `list`.
    fn push_at<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>);
}

// Not recommended: a failing argument is reported as `ArgAt` (with its position), not
// through this impl as the `KernelArg` bound (or a `HostElem` projection) behind it.
#[diagnostic::do_not_recommend]
impl<P, A: KernelArg<P>, const N: usize> ArgAt<P, N> for A {
    fn push_at<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        self.push(stream, list);
    }
}

/// Launch arguments for a kernel whose parameters are `P`: a tuple with one
/// [`KernelArg`] per parameter (each checked as an [`ArgAt`] of its position), that is
/// every [`LaunchTuple<P>`].
///
/// It has that one impl so that a wrong argument's error is about the argument alone: with
/// an impl per tuple length here, rustc would list every tuple length under each wrong
/// argument.
#[diagnostic::on_unimplemented(
    message = "these launch arguments do not match the kernel's parameters `{P}`",
    note = "pass a tuple with one argument per parameter, in order (a one-parameter kernel takes `(arg,)`): a device buffer of `T` for each `Ptr<Global, T>`, a `T` for each `Reg<T>`"
)]
pub trait LaunchArgs<P>: Sealed {
    /// Appends every argument's slot to `list`.
    fn push_all<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>);
}

impl<P, A: LaunchTuple<P>> LaunchArgs<P> for A {
    fn push_all<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
        self.push_tuple(stream, list);
    }
}

/// A tuple of launch arguments for the parameters `P`, one [`ArgAt`] per position: what
/// [`LaunchArgs`] is made of.
#[diagnostic::on_unimplemented(
    message = "these launch arguments do not match the kernel's parameters `{P}`",
    note = "pass a tuple with one argument per parameter, in order (a one-parameter kernel takes `(arg,)`): a device buffer of `T` for each `Ptr<Global, T>`, a `T` for each `Reg<T>`"
)]
pub trait LaunchTuple<P>: Sealed {
    /// Appends every argument's slot to `list`.
    fn push_tuple<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>);
}

impl LaunchTuple<()> for () {
    fn push_tuple<'s>(&'s mut self, _: &'s CudaStream, _: &mut ArgList<'s>) {}
}

macro_rules! launch_tuples {
    ($(($($p:ident $a:ident $i:tt $n:literal),*)),*) => {$(
        impl<$($p, $a: ArgAt<$p, $n>),*> LaunchTuple<($($p,)*)> for ($($a,)*) {
            fn push_tuple<'s>(&'s mut self, stream: &'s CudaStream, list: &mut ArgList<'s>) {
                $(self.$i.push_at(stream, list);)*
            }
        }
    )*};
}
launch_tuples!(
    (P0 A0 0 1),
    (P0 A0 0 1, P1 A1 1 2),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12, P12 A12 12 13),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12, P12 A12 12 13, P13 A13 13 14),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12, P12 A12 12 13, P13 A13 13 14, P14 A14 14 15),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12, P12 A12 12 13, P13 A13 13 14, P14 A14 14 15, P15 A15 15 16)
);

/// A kernel ready to launch, with the checks shared by both handles.
pub(crate) struct RawFunction {
    module: GpuModule,
    func: CUfunction,
    sig: EntrySig,
    static_smem: u32,
    max_threads: u32,
}

// SAFETY: a CUfunction is usable from any thread with its context bound, which every
// use does first; the module it belongs to is kept alive by `module`.
unsafe impl Send for RawFunction {}
// SAFETY: as above; nothing is mutated through `&self` but driver state.
unsafe impl Sync for RawFunction {}

impl RawFunction {
    /// Refuses a launch on a stream of another GPU than the module's.
    fn check_stream(&self, stream: &CudaStream) -> Result<()> {
        let home = &self.module.inner.ctx;
        if stream.context().cu_ctx() == home.cu_ctx() {
            return Ok(());
        }
        Err(Error::LaunchStream {
            kernel: self.sig.name.clone(),
            module_gpu: home.ordinal(),
            stream_gpu: stream.context().ordinal(),
        })
    }

    pub(crate) fn new(module: GpuModule, sig: EntrySig) -> Result<RawFunction> {
        let ctx = &module.inner.ctx;
        ctx.bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        let name = std::ffi::CString::new(sig.name.as_str()).map_err(|_| Error::NoSuchKernel {
            name: sig.name.clone(),
            available: Vec::new(),
        })?;
        // SAFETY: the module is loaded and its context was made current above.
        let func = unsafe { driver::module::get_function(module.inner.cu_module, &name) }
            .map_err(|e| Error::cuda(format!("looking up kernel `{}`", sig.name), e))?;
        let attr = |a: CUfunction_attribute| -> Result<u32> {
            // SAFETY: `func` is a live function of the current context.
            let v = unsafe { driver::function::get_attribute(func, a) }.map_err(|e| {
                Error::cuda(format!("reading an attribute of kernel `{}`", sig.name), e)
            })?;
            Ok(v.max(0) as u32)
        };
        let static_smem = attr(CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?;
        let max_threads = attr(CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
        Ok(RawFunction {
            module,
            func,
            sig,
            static_smem,
            max_threads,
        })
    }

    fn check(&self, cfg: &Launch) -> Result<()> {
        check_launch(
            &self.sig,
            (self.static_smem, self.max_threads),
            self.module.gpu.info(),
            cfg,
        )
    }

    /// # Safety
    /// `values` holds one slot per parameter, of the parameter's type.
    unsafe fn launch(&self, stream: &CudaStream, cfg: &Launch, values: &mut [Slot]) -> Result<()> {
        self.check(cfg)?;
        let ctx = &self.module.inner.ctx;
        ctx.bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        let name = &self.sig.name;
        if cfg.shared_bytes > 0 {
            use CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES as MAX_DYN;
            // SAFETY: a live function of the context made current above.
            let cur =
                unsafe { driver::function::get_attribute(self.func, MAX_DYN) }.map_err(|e| {
                    Error::cuda(
                        format!("reading the dynamic shared memory limit of `{name}`"),
                        e,
                    )
                })?;
            if cfg.shared_bytes as i64 > cur as i64 {
                // SAFETY: a live function; the value was checked against the device maximum.
                unsafe {
                    driver::function::set_attribute(self.func, MAX_DYN, cfg.shared_bytes as i32)
                }
                .map_err(|e| {
                    Error::cuda(
                        format!(
                            "raising the dynamic shared memory limit of `{name}` to {} bytes",
                            cfg.shared_bytes
                        ),
                        e,
                    )
                })?;
            }
        }
        let mut ptrs: Vec<*mut c_void> = values
            .iter_mut()
            .map(|v| match v {
                Slot::Word(w) => (w as *mut u64).cast::<c_void>(),
                Slot::Map(m) => (&mut **m as *mut RawTensorMap).cast::<c_void>(),
            })
            .collect();
        let cluster = cfg.cluster.map(LaunchAttribute::ClusterDimension);
        let programmatic = cfg
            .programmatic
            .then_some(LaunchAttribute::ProgrammaticStreamSerialization);
        let attrs: Vec<LaunchAttribute> = cluster.into_iter().chain(programmatic).collect();
        // SAFETY: the caller guarantees the slots match the parameters; the pointers
        // outlive the call, which copies them; the context is current (above).
        unsafe {
            driver::launch_kernel_ex(
                self.func,
                stream,
                cfg.grid,
                cfg.block,
                cfg.shared_bytes,
                &attrs,
                &mut ptrs,
            )
        }
        .map_err(|e| {
            let cluster = cfg.cluster.map(|c| format!(", clusters {c:?}")).unwrap_or_default();
            let cluster = if cfg.programmatic {
                format!("{cluster}, programmatic dependent launch")
            } else {
                cluster
            };
            Error::cuda(
                format!(
                    "launching kernel `{name}` (grid {:?}, block {:?}, {} bytes of dynamic shared memory{cluster})",
                    cfg.grid, cfg.block, cfg.shared_bytes
                ),
                e,
            )
        })
    }

    fn attributes(&self) -> (u32, u32) {
        (self.static_smem, self.max_threads)
    }
}

/// Checks a launch configuration against a kernel (`sig`, its `(static shared bytes,
/// most threads per block)`) and the device, on the host, before the driver is called:
/// the block, its directives, the shared memory, dependent launches and clusters.
pub(crate) fn check_launch(
    sig: &EntrySig,
    (static_smem, max_threads): (u32, u32),
    info: &DeviceInfo,
    cfg: &Launch,
) -> Result<()> {
    let name = &sig.name;
    // Three u32 factors fit a u128 (a u64 product overflows at `[u32::MAX; 3]`).
    let threads = cfg.block.iter().map(|&b| b as u128).product::<u128>();
    if threads == 0 || cfg.grid.contains(&0) {
        return Err(Error::Block {
            kernel: name.clone(),
            block: cfg.block,
            why: format!(
                "with grid {:?} launches no thread; every dimension must be at least 1",
                cfg.grid
            ),
        });
    }
    if let Some(r) = sig.reqntid
        && r != cfg.block
    {
        return Err(Error::Block {
            kernel: name.clone(),
            block: cfg.block,
            why: format!(
                "does not match the kernel's `.reqntid {}, {}, {}`: launch exactly that block",
                r[0], r[1], r[2]
            ),
        });
    }
    if threads > max_threads as u128 {
        return Err(Error::Block {
            kernel: name.clone(),
            block: cfg.block,
            why: format!(
                "has {threads} threads, but the kernel allows at most {} per block on this device (its `.maxntid`/`.reqntid`, or its register use)",
                max_threads
            ),
        });
    }
    let max = info.max_shared_per_block_optin;
    if cfg.shared_bytes as u64 + static_smem as u64 > max as u64 {
        return Err(Error::SharedMemory {
            kernel: name.clone(),
            dynamic: cfg.shared_bytes,
            static_bytes: static_smem,
            max,
            device: info.name.clone(),
        });
    }
    if cfg.programmatic && info.capability.0 < 9 {
        return Err(Error::DependentLaunch {
            kernel: name.clone(),
            why: format!(
                "programmatic dependent launch needs compute capability 9.0 or newer, but the device ({}) is {}.{}; launch it without `Launch::programmatic` (the stream then orders it after its predecessor)",
                info.name, info.capability.0, info.capability.1
            ),
        });
    }
    let cluster = cfg.cluster.or(sig.reqnctapercluster);
    if let Some(c) = cluster {
        if !info.cluster_launch {
            return Err(Error::Cluster {
                kernel: name.clone(),
                why: format!(
                    "thread-block clusters need compute capability 9.0 or newer, but the device ({}) is {}.{}",
                    info.name, info.capability.0, info.capability.1
                ),
            });
        }
        if let (Some(r), Some(asked)) = (sig.reqnctapercluster, cfg.cluster)
            && r != asked
        {
            return Err(Error::Cluster {
                kernel: name.clone(),
                why: format!(
                    "cluster {asked:?} does not match the kernel's `.reqnctapercluster {}, {}, {}`",
                    r[0], r[1], r[2]
                ),
            });
        }
        if c.contains(&0) || (0..3).any(|i| !cfg.grid[i].is_multiple_of(c[i])) {
            return Err(Error::Cluster {
                kernel: name.clone(),
                why: format!(
                    "grid {:?} is not a whole number of clusters {c:?} in every dimension",
                    cfg.grid
                ),
            });
        }
        let size = c.iter().map(|&b| b as u128).product::<u128>();
        if size > 8 {
            return Err(Error::Cluster {
                kernel: name.clone(),
                why: format!("clusters of {size} blocks exceed the portable maximum of 8"),
            });
        }
    }
    Ok(())
}

/// A kernel whose parameter list `P` is part of its type (from [`Module::kernel`](typed_ptx_builder::Module::kernel)):
/// its launch arguments are checked at compile time.
pub struct Function<P> {
    raw: RawFunction,
    _p: PhantomData<fn(P)>,
}

impl<P> core::fmt::Debug for Function<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Function({})", self.raw.sig.name)
    }
}

impl<P: KernelParams> Function<P> {
    pub(crate) fn new(raw: RawFunction) -> Self {
        Function {
            raw,
            _p: PhantomData,
        }
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.raw.sig.name
    }

    /// Static shared memory (bytes) and the most threads a block may have.
    pub fn attributes(&self) -> (u32, u32) {
        self.raw.attributes()
    }

    /// Queues the kernel on the GPU's stream. Returns when it is queued: errors of the
    /// kernel itself show at the next synchronisation ([`Gpu::synchronize`](crate::Gpu::synchronize),
    /// [`Gpu::download`](crate::Gpu::download)).
    ///
    /// # Safety
    /// The kernel must access only memory inside the buffers it is given, write only
    /// buffers passed by `&mut`, and finish; typed-ptx guarantees the state space of
    /// every address, not the bounds of indices.
    pub unsafe fn launch<A: LaunchArgs<P>>(&self, cfg: &Launch, args: A) -> Result<()> {
        let stream = self.raw.module.gpu.stream().clone();
        // SAFETY: forwarded.
        unsafe { self.launch_on(&stream, cfg, args) }
    }

    /// [`launch`](Function::launch) on another stream of the same context.
    ///
    /// # Safety
    /// As for [`launch`](Function::launch).
    pub unsafe fn launch_on<A: LaunchArgs<P>>(
        &self,
        stream: &CudaStream,
        cfg: &Launch,
        mut args: A,
    ) -> Result<()> {
        self.raw.check_stream(stream)?;
        let mut list = ArgList::new(P::SIGNATURE.len());
        args.push_all(stream, &mut list);
        // The parameters' names are cloned only for an error (not on every launch).
        list.foreign_error(&self.raw.sig.name, &self.raw.sig.params, stream)?;
        let ArgList {
            mut values, guards, ..
        } = list;
        // SAFETY: `LaunchArgs<P>` gave one slot per parameter of `P`, each of its type.
        let r = unsafe { self.raw.launch(stream, cfg, &mut values) };
        drop(guards);
        r
    }
}

/// A device buffer a run-time-checked launch reads ([`Arg::buf`]).
pub trait BufferRef: Sealed {
    /// The address, and a guard to drop once the launch is queued.
    fn bind<'s>(&'s self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>);
    /// The stream the buffer belongs to (its GPU's).
    fn home(&self) -> &CudaStream;
    /// What it is, for error messages.
    fn describe(&self) -> String;
}
/// A device buffer a run-time-checked launch may write ([`Arg::buf_mut`]).
pub trait BufferMut: Sealed {
    /// The address, and a guard to drop once the launch is queued.
    fn bind_mut<'s>(&'s mut self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>);
    /// The stream the buffer belongs to (its GPU's).
    fn home(&self) -> &CudaStream;
    /// What it is, for error messages.
    fn describe(&self) -> String;
}

fn elem_name<T>() -> &'static str {
    let n = core::any::type_name::<T>();
    n.rsplit("::").next().unwrap_or(n)
}

impl<T> BufferRef for CudaSlice<T> {
    fn home(&self) -> &CudaStream {
        DeviceSlice::stream(self)
    }
    fn bind<'s>(&'s self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>) {
        self.device_ptr(stream)
    }
    fn describe(&self) -> String {
        format!("a device buffer of {} {}", self.len(), elem_name::<T>())
    }
}
impl<T> BufferRef for CudaView<'_, T> {
    fn home(&self) -> &CudaStream {
        DeviceSlice::stream(self)
    }
    fn bind<'s>(&'s self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>) {
        self.device_ptr(stream)
    }
    fn describe(&self) -> String {
        format!("a device view of {} {}", self.len(), elem_name::<T>())
    }
}
impl<T> BufferMut for CudaSlice<T> {
    fn home(&self) -> &CudaStream {
        DeviceSlice::stream(self)
    }
    fn bind_mut<'s>(&'s mut self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>) {
        self.device_ptr_mut(stream)
    }
    fn describe(&self) -> String {
        format!("a device buffer of {} {}", self.len(), elem_name::<T>())
    }
}
impl<T> BufferMut for CudaViewMut<'_, T> {
    fn home(&self) -> &CudaStream {
        DeviceSlice::stream(self)
    }
    fn bind_mut<'s>(&'s mut self, stream: &'s CudaStream) -> (u64, SyncOnDrop<'s>) {
        self.device_ptr_mut(stream)
    }
    fn describe(&self) -> String {
        format!("a device view of {} {}", self.len(), elem_name::<T>())
    }
}

/// One argument of a run-time-checked launch ([`DynFunction::launch`]).
pub enum Arg<'a> {
    /// A device buffer the kernel reads.
    Buf(&'a dyn BufferRef),
    /// A device buffer the kernel may write.
    BufMut(&'a mut dyn BufferMut),
    /// A raw device address.
    Addr(u64),
    /// A scalar: its PTX type and its bytes in the low bytes of the slot.
    Value(Ty, u64),
    /// A tensor map, for a `.param .align 64 .b8 name[128]` parameter. A run-time-checked
    /// launch sees only that the parameter is a tensor map: the PTX does not say of what.
    TensorMap(RawTensorMap),
}

impl core::fmt::Debug for Arg<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl<'a> Arg<'a> {
    /// A buffer the kernel reads.
    pub fn buf(b: &'a dyn BufferRef) -> Self {
        Arg::Buf(b)
    }
    /// A buffer the kernel may write.
    pub fn buf_mut(b: &'a mut dyn BufferMut) -> Self {
        Arg::BufMut(b)
    }
    /// A tensor map.
    pub fn tensor_map<T, const R: usize>(m: &TensorMapArg<'_, T, R>) -> Self {
        Arg::TensorMap(m.raw)
    }
    /// A scalar of a PTX register type.
    pub fn value<T: Num + Elem<Value = T> + Copy>(v: T) -> Self {
        let mut l = ArgList::new(1);
        l.scalar(v);
        let v = match l.values[0] {
            Slot::Word(w) => w,
            Slot::Map(_) => 0,
        };
        Arg::Value(<T as Elem>::TY, v)
    }
    fn describe(&self) -> String {
        match self {
            Arg::Buf(b) => b.describe(),
            Arg::BufMut(b) => b.describe(),
            Arg::Addr(a) => format!("the device address {a:#x}"),
            Arg::Value(t, _) => format!("{} {}", article(*t), rust_name(*t)),
            Arg::TensorMap(_) => "a tensor map".to_owned(),
        }
    }
}

macro_rules! arg_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::value(v)
            }
        }
    )*};
}
arg_from!(u16, i16, u32, i32, u64, i64, f32, f64);

fn rust_name(t: Ty) -> &'static str {
    match t {
        Ty::Pred => "bool",
        Ty::U8 => "u8",
        Ty::S8 => "i8",
        Ty::U16 => "u16",
        Ty::S16 => "i16",
        Ty::U32 => "u32",
        Ty::S32 => "i32",
        Ty::U64 => "u64",
        Ty::S64 => "i64",
        Ty::F32 => "f32",
        Ty::F64 => "f64",
        Ty::F16 => "F16",
        Ty::Bf16 => "Bf16",
        Ty::F16x2 => "F16x2",
        Ty::Bf16x2 => "Bf16x2",
        Ty::E4m3x2 => "E4m3x2",
        Ty::E5m2x2 => "E5m2x2",
        Ty::Tf32 => "Tf32",
        Ty::B64 => "an opaque 64-bit value",
        Ty::TensorMap => "tensor map",
        Ty::E4m3x4 => "E4m3x4",
        Ty::E5m2x4 => "E5m2x4",
        Ty::S8x4 => "S8x4",
        Ty::U8x4 => "U8x4",
        Ty::B128 => "B128",
    }
}

fn article(t: Ty) -> &'static str {
    if matches!(
        t,
        Ty::S8
            | Ty::S16
            | Ty::S32
            | Ty::S64
            | Ty::F32
            | Ty::F64
            | Ty::F16
            | Ty::F16x2
            | Ty::E4m3x2
            | Ty::E4m3x4
            | Ty::E5m2x4
            | Ty::S8x4
    ) {
        "an"
    } else {
        "a"
    }
}

fn signature(sig: &EntrySig) -> String {
    sig.params
        .iter()
        .map(|(n, t)| format!("{n}: {}", t.map(|t| t.suffix()).unwrap_or("opaque")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks run-time launch arguments against a kernel's PTX parameters: the count, and
/// each argument's kind and type.
pub(crate) fn check_args(sig: &EntrySig, args: &[Arg<'_>]) -> Result<()> {
    if args.len() != sig.params.len() {
        return Err(Error::ArgCount {
            kernel: sig.name.clone(),
            expected: sig.params.len(),
            given: args.len(),
            signature: signature(sig),
        });
    }
    for (i, ((pname, pty), arg)) in sig.params.iter().zip(args).enumerate() {
        let ok = match (pty, arg) {
            (None, _) => false,
            (Some(Ty::U64 | Ty::S64), Arg::Buf(_) | Arg::BufMut(_) | Arg::Addr(_)) => true,
            (Some(Ty::TensorMap), Arg::TensorMap(_)) => true,
            (Some(p), Arg::Value(t, _)) => p == t,
            _ => false,
        };
        if !ok {
            let expected = match pty {
                None => "a type this runtime cannot pass (use the driver API directly)".to_owned(),
                Some(Ty::U64) => "a device buffer or a u64 (`.u64`)".to_owned(),
                Some(Ty::S64) => "a device buffer or an i64 (`.s64`)".to_owned(),
                Some(Ty::TensorMap) => {
                    "a tensor map (`Arg::tensor_map`, for `.param .align 64 .b8 [128]`)".to_owned()
                }
                Some(t) => format!("{} {} (`{}`)", article(*t), rust_name(*t), t.suffix()),
            };
            return Err(Error::ArgType {
                kernel: sig.name.clone(),
                index: i,
                param: pname.clone(),
                expected,
                given: arg.describe(),
            });
        }
    }
    Ok(())
}

/// A kernel whose parameters are known only at run time ([`Module::entry`](typed_ptx_builder::Module::entry),
/// raw PTX): each launch is checked against the parameters its PTX declares.
pub struct DynFunction {
    raw: RawFunction,
}

impl core::fmt::Debug for DynFunction {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "DynFunction({}({}))",
            self.raw.sig.name,
            signature(&self.raw.sig)
        )
    }
}

impl DynFunction {
    pub(crate) fn new(raw: RawFunction) -> Self {
        DynFunction { raw }
    }

    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.raw.sig.name
    }

    /// Its parameters as the PTX declares them.
    pub fn signature(&self) -> &EntrySig {
        &self.raw.sig
    }

    /// Static shared memory (bytes) and the most threads a block may have.
    pub fn attributes(&self) -> (u32, u32) {
        self.raw.attributes()
    }

    /// Queues the kernel on the GPU's stream, after checking the argument count and
    /// each argument's type against the PTX parameters.
    ///
    /// # Safety
    /// As for [`Function::launch`].
    pub unsafe fn launch(&self, cfg: &Launch, args: &mut [Arg<'_>]) -> Result<()> {
        let stream = self.raw.module.gpu.stream().clone();
        // SAFETY: forwarded.
        unsafe { self.launch_on(&stream, cfg, args) }
    }

    /// [`launch`](DynFunction::launch) on another stream of the same context.
    ///
    /// # Safety
    /// As for [`Function::launch`].
    pub unsafe fn launch_on(
        &self,
        stream: &CudaStream,
        cfg: &Launch,
        args: &mut [Arg<'_>],
    ) -> Result<()> {
        check_args(&self.raw.sig, args)?;
        self.raw.check_stream(stream)?;
        let mut list = ArgList::new(args.len());
        for a in args.iter_mut() {
            match a {
                Arg::Buf(b) => {
                    if !list.foreign_buffer(b.home(), stream) {
                        let (p, g) = b.bind(stream);
                        list.value(p);
                        list.guard(g);
                    }
                }
                Arg::BufMut(b) => {
                    if !list.foreign_buffer(b.home(), stream) {
                        let (p, g) = b.bind_mut(stream);
                        list.value(p);
                        list.guard(g);
                    }
                }
                Arg::Addr(p) => list.value(*p),
                Arg::Value(_, v) => list.value(*v),
                Arg::TensorMap(m) => list.tensor_map(m),
            }
        }
        // The parameters' names are cloned only for an error (not on every launch).
        list.foreign_error(&self.raw.sig.name, &self.raw.sig.params, stream)?;
        let ArgList {
            mut values, guards, ..
        } = list;
        // SAFETY: `check_args` matched every slot to its parameter's type.
        let r = unsafe { self.raw.launch(stream, cfg, &mut values) };
        drop(guards);
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig() -> EntrySig {
        crate::preflight::entries(
            ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry saxpy(\n\t.param .u64 y,\n\t.param .u64 x,\n\t.param .f32 a,\n\t.param .u32 n\n)\n{\n\tret;\n}\n",
        )
        .remove(0)
    }

    #[test]
    fn argument_count() {
        let e = check_args(&sig(), &[Arg::Addr(0), Arg::Addr(0), Arg::from(2.0f32)])
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "kernel `saxpy` takes 4 argument(s) (y: .u64, x: .u64, a: .f32, n: .u32) but 3 were given"
        );
    }

    #[test]
    fn argument_types() {
        let e = check_args(
            &sig(),
            &[Arg::Addr(0), Arg::Addr(0), Arg::from(2u32), Arg::from(4u32)],
        )
        .unwrap_err()
        .to_string();
        assert_eq!(
            e,
            "kernel `saxpy`: argument 2 (parameter `a`) must be an f32 (`.f32`), but a u32 was given"
        );
        let e = check_args(
            &sig(),
            &[
                Arg::Addr(0),
                Arg::from(1.0f64),
                Arg::from(2.0f32),
                Arg::from(4u32),
            ],
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("argument 1 (parameter `x`) must be a device buffer or a u64"),
            "{e}"
        );
        assert!(
            check_args(
                &sig(),
                &[
                    Arg::Addr(0),
                    Arg::from(7u64),
                    Arg::from(2.0f32),
                    Arg::from(4u32)
                ]
            )
            .is_ok()
        );
    }

    #[test]
    fn scalar_slots() {
        match Arg::from(-2i32) {
            Arg::Value(Ty::S32, v) => assert_eq!(v as u32, (-2i32) as u32),
            other => panic!("{other:?}"),
        }
        match Arg::from(1.5f32) {
            Arg::Value(Ty::F32, v) => assert_eq!(v, 1.5f32.to_bits() as u64),
            other => panic!("{other:?}"),
        }
    }
}
