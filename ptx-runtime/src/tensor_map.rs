//! Tensor maps for TMA, made on the host: [`Gpu::tensor_map_tiled`] encodes a
//! `CUtensorMap` for a typed device buffer (`cuTensorMapEncodeTiled`), after checking
//! every rule the driver would otherwise answer with a bare `CUDA_ERROR_INVALID_VALUE`.
//!
//! The result, a [`TensorMapArg<T, RANK>`], borrows the buffer and is a launch argument
//! only for a kernel parameter `TensorMap<T, RANK>` of the same element type and rank:
//! passing a map of `f32` where the kernel reads `Bf16` tiles does not compile.

use core::marker::PhantomData;

use cudarc::driver::{CudaSlice, CudaView, CudaViewMut, DevicePtr};
use typed_ptx_builder::{Bf16, Elem, F16, TmaElem, Ty};

use crate::Gpu;
use crate::driver::{
    self, CUtensorMapDataType, CUtensorMapFloatOOBfill, CUtensorMapInterleave,
    CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use crate::error::{Error, Result};
use crate::launch::GlobalAddr;

/// How the TMA unit swizzles a tile in shared memory (`CUtensorMapSwizzle`): the 16-byte
/// chunks of each row of `span` bytes are permuted by XOR with the row index, so that a
/// warp reading a column hits every bank once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Swizzle {
    /// No swizzle: the tile is stored as it is in the box.
    None,
    /// 32-byte swizzle span.
    B32,
    /// 64-byte swizzle span.
    B64,
    /// 128-byte swizzle span (the layout `wgmma` descriptors call 128B).
    B128,
}

impl Swizzle {
    /// The swizzle span in bytes (0 for none): the most bytes the inner box dimension may
    /// have.
    pub const fn span(self) -> u64 {
        match self {
            Swizzle::None => 0,
            Swizzle::B32 => 32,
            Swizzle::B64 => 64,
            Swizzle::B128 => 128,
        }
    }

    /// The byte offset in shared memory of byte `offset` of a tile stored with this
    /// swizzle, the tile starting at an address aligned to the swizzle's repeat (8 rows of
    /// `span` bytes, 1024 bytes for 128B): bits 4.. of the offset (its 16-byte chunk) are
    /// XORed with bits 7.. (its 128-byte row), taking as many bits as the span has
    /// 16-byte chunks.
    pub const fn apply(self, offset: u64) -> u64 {
        let chunks = self.span() / 16;
        if chunks == 0 {
            return offset;
        }
        let row = (offset >> 7) & (chunks - 1);
        offset ^ (row << 4)
    }

    fn raw(self) -> CUtensorMapSwizzle {
        use CUtensorMapSwizzle as S;
        match self {
            Swizzle::None => S::CU_TENSOR_MAP_SWIZZLE_NONE,
            Swizzle::B32 => S::CU_TENSOR_MAP_SWIZZLE_32B,
            Swizzle::B64 => S::CU_TENSOR_MAP_SWIZZLE_64B,
            Swizzle::B128 => S::CU_TENSOR_MAP_SWIZZLE_128B,
        }
    }
}

/// Interleaved layouts (`CUtensorMapInterleave`), for NC/8HWC8-style tensors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Interleave {
    /// Not interleaved (the usual case).
    None,
    /// 16-byte interleave.
    B16,
    /// 32-byte interleave.
    B32,
}

impl Interleave {
    fn raw(self) -> CUtensorMapInterleave {
        use CUtensorMapInterleave as I;
        match self {
            Interleave::None => I::CU_TENSOR_MAP_INTERLEAVE_NONE,
            Interleave::B16 => I::CU_TENSOR_MAP_INTERLEAVE_16B,
            Interleave::B32 => I::CU_TENSOR_MAP_INTERLEAVE_32B,
        }
    }
}

/// How far the L2 cache promotes the lines a TMA load touches (`CUtensorMapL2promotion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum L2Promotion {
    /// No promotion.
    None,
    /// To 64 bytes.
    B64,
    /// To 128 bytes.
    B128,
    /// To 256 bytes.
    B256,
}

impl L2Promotion {
    fn raw(self) -> CUtensorMapL2promotion {
        use CUtensorMapL2promotion as L;
        match self {
            L2Promotion::None => L::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            L2Promotion::B64 => L::CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
            L2Promotion::B128 => L::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            L2Promotion::B256 => L::CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        }
    }
}

/// What a TMA load reads outside the tensor (`CUtensorMapFloatOOBfill`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OobFill {
    /// Zeros.
    Zero,
    /// A NaN that an FMA treats as zero (floating-point maps only).
    NanRequestZeroFma,
}

impl OobFill {
    fn raw(self) -> CUtensorMapFloatOOBfill {
        use CUtensorMapFloatOOBfill as O;
        match self {
            OobFill::Zero => O::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            OobFill::NanRequestZeroFma => O::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        }
    }
}

/// The layout of a tiled tensor map of rank `RANK`: the tensor's shape and strides in
/// global memory and the shape of the tile ("box") one TMA instruction moves. Every array
/// lists the innermost (contiguous) dimension first.
///
/// ```
/// use typed_ptx_runtime::{Swizzle, TiledLayout};
/// // A row-major 256 x 1024 matrix (1024 columns, innermost), read in 32 x 64 tiles of
/// // 32 columns (128 bytes of f32) by 64 rows, with the 128-byte swizzle.
/// let layout = TiledLayout::new([1024, 256], [32, 64]).swizzle(Swizzle::B128);
/// assert_eq!(layout.strides, None); // packed: computed from the element size
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TiledLayout<const RANK: usize> {
    /// Elements in each dimension (1 to 2^32).
    pub dims: [u64; RANK],
    /// Bytes between consecutive elements of each dimension; `strides[0]` is the element
    /// size (TMA reads the innermost dimension contiguously), every other one a multiple
    /// of 16 below 2^40. `None`: the tensor is packed (each stride the previous one times
    /// the previous dimension).
    pub strides: Option<[u64; RANK]>,
    /// Elements of the box in each dimension (1 to 256); the inner dimension spans a
    /// multiple of 16 bytes.
    pub box_dims: [u32; RANK],
    /// The step between the elements a box takes in each dimension (1 to 8; 1: every
    /// element).
    pub elem_strides: [u32; RANK],
    /// The interleaved layout, if any.
    pub interleave: Interleave,
    /// The shared-memory swizzle.
    pub swizzle: Swizzle,
    /// The L2 promotion.
    pub l2_promotion: L2Promotion,
    /// What loads read outside the tensor.
    pub oob_fill: OobFill,
}

impl<const RANK: usize> TiledLayout<RANK> {
    /// A packed tensor of `dims` elements read in boxes of `box_dims`: every element,
    /// no interleave, no swizzle, no L2 promotion, zeros outside.
    pub fn new(dims: [u64; RANK], box_dims: [u32; RANK]) -> Self {
        TiledLayout {
            dims,
            strides: None,
            box_dims,
            elem_strides: [1; RANK],
            interleave: Interleave::None,
            swizzle: Swizzle::None,
            l2_promotion: L2Promotion::None,
            oob_fill: OobFill::Zero,
        }
    }

    /// The byte strides of each dimension (`strides[0]` is the element size).
    pub fn strides(mut self, strides: [u64; RANK]) -> Self {
        self.strides = Some(strides);
        self
    }

    /// The element strides of the box.
    pub fn elem_strides(mut self, elem_strides: [u32; RANK]) -> Self {
        self.elem_strides = elem_strides;
        self
    }

    /// The shared-memory swizzle.
    pub fn swizzle(mut self, swizzle: Swizzle) -> Self {
        self.swizzle = swizzle;
        self
    }

    /// The interleaved layout.
    pub fn interleave(mut self, interleave: Interleave) -> Self {
        self.interleave = interleave;
        self
    }

    /// The L2 promotion.
    pub fn l2_promotion(mut self, l2: L2Promotion) -> Self {
        self.l2_promotion = l2;
        self
    }

    /// What loads read outside the tensor.
    pub fn oob_fill(mut self, fill: OobFill) -> Self {
        self.oob_fill = fill;
        self
    }

    /// The byte strides, given or packed for elements of `elem` bytes.
    pub fn byte_strides(&self, elem: u64) -> [u64; RANK] {
        match self.strides {
            Some(s) => s,
            None => {
                let mut s = [elem; RANK];
                for i in 1..RANK {
                    s[i] = s[i - 1].saturating_mul(self.dims[i - 1]);
                }
                s
            }
        }
    }

    /// Bytes one box puts in shared memory: the elements it takes in each dimension
    /// (`box_dims` over `elem_strides`, rounded up) times the element size. The
    /// transaction count a load's mbarrier expects.
    pub fn box_bytes(&self, elem: u64) -> u64 {
        // Saturating: five dimensions of up to 2^32 - 1 overflow a u64 (the check refuses
        // such boxes; this count must not panic before it does).
        (0..RANK)
            .map(|i| (self.box_dims[i] as u64).div_ceil((self.elem_strides[i] as u64).max(1)))
            .fold(1u64, u64::saturating_mul)
            .saturating_mul(elem)
    }
}

/// The driver's data type for a TMA element type.
fn data_type(ty: Ty) -> Option<CUtensorMapDataType> {
    use CUtensorMapDataType as D;
    Some(match ty {
        Ty::U8 | Ty::S8 => D::CU_TENSOR_MAP_DATA_TYPE_UINT8,
        Ty::U16 | Ty::S16 => D::CU_TENSOR_MAP_DATA_TYPE_UINT16,
        Ty::U32 => D::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        Ty::S32 => D::CU_TENSOR_MAP_DATA_TYPE_INT32,
        Ty::U64 => D::CU_TENSOR_MAP_DATA_TYPE_UINT64,
        Ty::S64 => D::CU_TENSOR_MAP_DATA_TYPE_INT64,
        Ty::F16 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        Ty::F32 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
        Ty::F64 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        Ty::Bf16 => D::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
        _ => return None,
    })
}

fn bad(what: String, fix: &'static str) -> Error {
    Error::TensorMap { what, fix }
}

/// Checks a tiled tensor map of `ty` elements over `bytes` bytes of device memory at
/// `addr` against every rule of `cuTensorMapEncodeTiled`, plus one of this crate: the
/// whole tensor lies inside the buffer. Each error says which value breaks which rule.
pub fn check_tiled<const RANK: usize>(
    ty: Ty,
    addr: u64,
    bytes: u64,
    layout: &TiledLayout<RANK>,
) -> Result<()> {
    let elem = ty.size();
    if data_type(ty).is_none() {
        return Err(no_data_type(ty));
    }
    if !(1..=5).contains(&RANK) {
        return Err(bad(
            format!("rank {RANK}"),
            "a tensor map has 1 to 5 dimensions",
        ));
    }
    if layout.interleave != Interleave::None && RANK < 3 {
        return Err(bad(
            format!("rank {RANK} with an interleaved layout"),
            "interleaved tensor maps have 3 to 5 dimensions",
        ));
    }
    let align = if layout.interleave == Interleave::B32 {
        32
    } else {
        16
    };
    if !addr.is_multiple_of(align) {
        return Err(bad(
            format!("the buffer's address {addr:#x} is not {align}-byte aligned"),
            "TMA reads global memory from a 16-byte aligned address (32 with the 32-byte interleave): use a buffer from the allocator, or a view starting at a multiple of 16 bytes",
        ));
    }
    for (i, &d) in layout.dims.iter().enumerate() {
        if d == 0 || d > 1 << 32 {
            return Err(bad(
                format!("dims[{i}] is {d}"),
                "every dimension has 1 to 2^32 elements",
            ));
        }
    }
    let strides = layout.byte_strides(elem);
    if strides[0] != elem {
        return Err(bad(
            format!(
                "strides[0] is {} bytes, but the elements are {elem} bytes",
                strides[0]
            ),
            "TMA reads the innermost dimension contiguously: strides[0] is the element size (give the other strides in bytes)",
        ));
    }
    for (i, &s) in strides.iter().enumerate().skip(1) {
        if !s.is_multiple_of(align) || s >= 1 << 40 {
            return Err(bad(
                format!("strides[{i}] is {s} bytes"),
                "every stride but the innermost is a multiple of 16 bytes (32 with the 32-byte interleave) below 2^40: pad the rows of the tensor",
            ));
        }
    }
    for (i, &b) in layout.box_dims.iter().enumerate() {
        if !(1..=256).contains(&b) {
            return Err(bad(
                format!("box_dims[{i}] is {b}"),
                "a box has 1 to 256 elements in each dimension",
            ));
        }
    }
    for (i, &e) in layout.elem_strides.iter().enumerate() {
        if !(1..=8).contains(&e) {
            return Err(bad(
                format!("elem_strides[{i}] is {e}"),
                "an element stride is 1 to 8",
            ));
        }
    }
    let inner = layout.box_dims[0] as u64 * elem;
    if layout.interleave == Interleave::None {
        if !inner.is_multiple_of(16) {
            return Err(bad(
                format!(
                    "the box's inner dimension is {inner} bytes ({} elements of {elem} bytes)",
                    layout.box_dims[0]
                ),
                "the inner box dimension spans a multiple of 16 bytes",
            ));
        }
        let span = layout.swizzle.span();
        if span != 0 && inner > span {
            return Err(bad(
                format!(
                    "the box's inner dimension is {inner} bytes, more than the {span}-byte span of {:?} swizzle",
                    layout.swizzle
                ),
                "keep box_dims[0] times the element size within the swizzle span (128 bytes for Swizzle::B128): split the tile into several boxes",
            ));
        }
    } else if layout.interleave == Interleave::B32 && layout.swizzle != Swizzle::B32 {
        return Err(bad(
            format!("{:?} swizzle with the 32-byte interleave", layout.swizzle),
            "the 32-byte interleave takes Swizzle::B32",
        ));
    }
    if layout.oob_fill == OobFill::NanRequestZeroFma
        && !matches!(ty, Ty::F16 | Ty::Bf16 | Ty::F32 | Ty::F64)
    {
        return Err(bad(
            format!("OobFill::NanRequestZeroFma for {} elements", ty.suffix()),
            "NaN filling is for floating-point maps; use OobFill::Zero",
        ));
    }
    // The last byte the tensor reaches must lie inside the buffer.
    let mut end = elem as u128;
    for (d, s) in layout.dims.iter().zip(strides) {
        end += (*d as u128 - 1) * s as u128;
    }
    if end > bytes as u128 {
        return Err(bad(
            format!(
                "the tensor ({:?} elements, strides {:?} bytes) reaches byte {end}, but the buffer has {bytes} bytes",
                layout.dims, strides
            ),
            "describe a tensor inside the buffer: smaller dims or strides, or a larger buffer",
        ));
    }
    Ok(())
}

/// The 128 bytes of an encoded tensor map, 64-byte aligned as the driver and the
/// `.param .align 64 .b8 [128]` kernel parameter want them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct RawTensorMap(pub(crate) [u64; 16]);

impl RawTensorMap {
    /// The bytes (what a `.const`/`.global` tensor-map variable is written with).
    pub fn bytes(&self) -> [u8; 128] {
        let mut out = [0u8; 128];
        for (i, w) in self.0.iter().enumerate() {
            out[i * 8..i * 8 + 8].copy_from_slice(&w.to_le_bytes());
        }
        out
    }
}

/// What a [`TensorMapArg`] holds on to: a borrow of the buffer (by its lifetime) and the
/// element type.
type Borrow<'a, T> = (&'a (), fn() -> T);

/// A tensor map over a device buffer of `T`, of rank `RANK`: the launch argument of a
/// kernel parameter `TensorMap<T, RANK>` (`Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>`
/// or `Var<Param<Entry>, TensorMap<T, RANK>>`) of the same `T` and `RANK`, and nothing
/// else. It borrows the buffer for `'a`: the buffer outlives every launch that uses it.
///
/// Made by [`Gpu::tensor_map_tiled`].
pub struct TensorMapArg<'a, T, const RANK: usize> {
    pub(crate) raw: RawTensorMap,
    box_bytes: u64,
    _b: PhantomData<Borrow<'a, T>>,
}

impl<T, const RANK: usize> Clone for TensorMapArg<'_, T, RANK> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const RANK: usize> Copy for TensorMapArg<'_, T, RANK> {}
impl<T, const RANK: usize> core::fmt::Debug for TensorMapArg<'_, T, RANK> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "TensorMapArg<{}, {RANK}>({} bytes a box)",
            core::any::type_name::<T>(),
            self.box_bytes
        )
    }
}

impl<T, const RANK: usize> TensorMapArg<'_, T, RANK> {
    /// Bytes one box puts in shared memory: what the mbarrier of a load expects
    /// (`mbarrier.arrive.expect_tx`).
    pub fn box_bytes(&self) -> u64 {
        self.box_bytes
    }

    /// The encoded map.
    pub fn raw(&self) -> &RawTensorMap {
        &self.raw
    }
}

/// A device buffer a tensor map may describe: its address and its length in `T`s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a device buffer of `{T}` that a tensor map can describe",
    note = "pass `&CudaSlice<T>`, `&CudaView<T>`, `&CudaViewMut<T>` or a `GlobalAddr<T>` of the map's element type (for `Bf16` and `F16`: a buffer of `u16`, their bits)"
)]
pub trait TensorSource<T>: crate::launch::Sealed {
    /// The buffer's device address and its length in elements.
    fn extent(&self, gpu: &Gpu) -> (u64, usize);
}
impl<T> TensorSource<T> for &CudaSlice<T> {
    fn extent(&self, gpu: &Gpu) -> (u64, usize) {
        let (p, _g) = (**self).device_ptr(gpu.stream());
        (p, self.len())
    }
}
impl<T> TensorSource<T> for &CudaView<'_, T> {
    fn extent(&self, gpu: &Gpu) -> (u64, usize) {
        let (p, _g) = (**self).device_ptr(gpu.stream());
        (p, self.len())
    }
}
impl<T> TensorSource<T> for &mut CudaViewMut<'_, T> {
    fn extent(&self, gpu: &Gpu) -> (u64, usize) {
        let (p, _g) = (**self).device_ptr(gpu.stream());
        (p, self.len())
    }
}
impl<T> TensorSource<T> for GlobalAddr<T> {
    fn extent(&self, _: &Gpu) -> (u64, usize) {
        (self.addr(), self.len())
    }
}
// The 16-bit floats have no host type that cudarc can allocate, so their buffers are
// buffers of their bits: a `CudaSlice<u16>` (or a view of one) holds `Bf16` or `F16`
// elements for a tensor map that says which.
macro_rules! half_sources {
    ($($t:ty),*) => {$(
        impl TensorSource<$t> for &CudaSlice<u16> {
            fn extent(&self, gpu: &Gpu) -> (u64, usize) {
                let (p, _g) = (**self).device_ptr(gpu.stream());
                (p, self.len())
            }
        }
        impl TensorSource<$t> for &CudaView<'_, u16> {
            fn extent(&self, gpu: &Gpu) -> (u64, usize) {
                let (p, _g) = (**self).device_ptr(gpu.stream());
                (p, self.len())
            }
        }
        impl TensorSource<$t> for &mut CudaViewMut<'_, u16> {
            fn extent(&self, gpu: &Gpu) -> (u64, usize) {
                let (p, _g) = (**self).device_ptr(gpu.stream());
                (p, self.len())
            }
        }
    )*};
}
half_sources!(Bf16, F16);

impl Gpu {
    /// Encodes a tiled tensor map over `buf`, a device buffer of `T`, with `layout`
    /// (`cuTensorMapEncodeTiled`). Every rule of the driver is checked first
    /// ([`check_tiled`]), each failure an [`Error::TensorMap`] naming the value and the
    /// rule; the tensor must lie inside the buffer.
    ///
    /// The map is typed `TensorMapArg<T, RANK>`: it can only be passed to a kernel
    /// parameter `TensorMap<T, RANK>`, and it borrows `buf` for as long as it lives.
    ///
    /// ```no_run
    /// use typed_ptx_builder::*;
    /// use typed_ptx_runtime::{Gpu, Launch, Swizzle, TiledLayout};
    ///
    /// let mut m = Module::new(Target::SM_90);
    /// let k = m.kernel("first_tile", |k, (map,): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>,)| {
    ///     k.prefetch_tensormap(map);
    /// });
    /// let gpu = Gpu::new(0)?;
    /// let buf = gpu.upload(&vec![0.0f32; 64 * 64])?;
    /// let map = gpu.tensor_map_tiled(&buf, &TiledLayout::new([64, 64], [32, 8]).swizzle(Swizzle::B128))?;
    /// let f = gpu.load(&m)?.kernel(&k)?;
    /// unsafe { f.launch(&Launch::new(1, 32), (&map,))? };
    /// # Ok::<(), typed_ptx_runtime::Error>(())
    /// ```
    ///
    /// `Bf16` and `F16` tensors live in buffers of their bits, `CudaSlice<u16>`; the map's
    /// element type says which (here from the annotation, or from the kernel parameter it
    /// is passed to):
    ///
    /// ```no_run
    /// # use typed_ptx_builder::*;
    /// # use typed_ptx_runtime::{Gpu, Swizzle, TensorMapArg, TiledLayout};
    /// let gpu = Gpu::new(0)?;
    /// let bits: Vec<u16> = vec![0x3f80; 128 * 64]; // bf16 1.0
    /// let buf = gpu.upload(&bits)?;
    /// let layout = TiledLayout::new([64, 128], [64, 64]).swizzle(Swizzle::B128);
    /// let map: TensorMapArg<'_, Bf16, 2> = gpu.tensor_map_tiled(&buf, &layout)?;
    /// # Ok::<(), typed_ptx_runtime::Error>(())
    /// ```
    pub fn tensor_map_tiled<'a, T: TmaElem, const RANK: usize, B: TensorSource<T> + 'a>(
        &self,
        buf: B,
        layout: &TiledLayout<RANK>,
    ) -> Result<TensorMapArg<'a, T, RANK>> {
        let ty = <T as Elem>::TY;
        let (addr, len) = buf.extent(self);
        let bytes = (len as u64).saturating_mul(ty.size());
        check_tiled(ty, addr, bytes, layout)?;
        let Some(dtype) = data_type(ty) else {
            return Err(no_data_type(ty));
        };
        let strides = layout.byte_strides(ty.size());
        self.context()
            .bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        // The strides start at the second dimension (`check_tiled` made RANK at least 1).
        let map = driver::encode_tiled(&driver::Tiled {
            data_type: dtype,
            addr,
            dims: &layout.dims,
            strides: &strides[1..],
            box_dims: &layout.box_dims,
            elem_strides: &layout.elem_strides,
            interleave: layout.interleave.raw(),
            swizzle: layout.swizzle.raw(),
            l2_promotion: layout.l2_promotion.raw(),
            oob_fill: layout.oob_fill.raw(),
        })
        .map_err(|e| {
            Error::cuda(
                format!(
                    "encoding a tensor map of {RANK} dimensions of {} (cuTensorMapEncodeTiled, dims {:?}, box {:?})",
                    ty.suffix(),
                    layout.dims,
                    layout.box_dims
                ),
                e,
            )
        })?;
        Ok(TensorMapArg {
            raw: RawTensorMap(map),
            box_bytes: layout.box_bytes(ty.size()),
            _b: PhantomData,
        })
    }
}

fn no_data_type(ty: Ty) -> Error {
    bad(
        format!("elements of type {} have no TMA data type", ty.suffix()),
        "use u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, F16 or Bf16 elements",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err<const R: usize>(ty: Ty, addr: u64, bytes: u64, l: TiledLayout<R>) -> String {
        check_tiled(ty, addr, bytes, &l).unwrap_err().to_string()
    }

    #[test]
    fn a_valid_layout_passes() {
        let l = TiledLayout::new([64, 64], [32, 8]).swizzle(Swizzle::B128);
        assert!(check_tiled(Ty::F32, 0x1000, 64 * 64 * 4, &l).is_ok());
        assert_eq!(l.box_bytes(4), 32 * 8 * 4);
        assert_eq!(l.byte_strides(4), [4, 256]);
        let l = TiledLayout::new([100, 7, 3], [16, 7, 1]).strides([2, 256, 2048]);
        assert!(check_tiled(Ty::Bf16, 0x1000, 3 * 2048, &l).is_ok());
        assert_eq!(
            TiledLayout::new([64], [64]).elem_strides([3]).box_bytes(4),
            22 * 4
        );
    }

    #[test]
    fn each_rule_has_its_error() {
        let ok = TiledLayout::new([64, 64], [32, 8]);
        let e = err(Ty::F32, 0x1008, 1 << 20, ok);
        assert!(e.contains("address 0x1008 is not 16-byte aligned"), "{e}");
        let e = err(
            Ty::F32,
            0x1000,
            1 << 20,
            TiledLayout {
                dims: [0, 64],
                ..ok
            },
        );
        assert!(e.contains("dims[0] is 0"), "{e}");
        let e = err(Ty::F32, 0x1000, 1 << 20, ok.strides([8, 256]));
        assert!(
            e.contains("strides[0] is 8 bytes, but the elements are 4 bytes"),
            "{e}"
        );
        let e = err(Ty::F32, 0x1000, 1 << 20, ok.strides([4, 260]));
        assert!(
            e.contains("strides[1] is 260 bytes") && e.contains("multiple of 16"),
            "{e}"
        );
        let e = err(Ty::F32, 0x1000, u64::MAX, ok.strides([4, 1 << 40]));
        assert!(e.contains("below 2^40"), "{e}");
        let e = err(
            Ty::F32,
            0x1000,
            1 << 20,
            TiledLayout {
                box_dims: [32, 257],
                ..ok
            },
        );
        assert!(
            e.contains("box_dims[1] is 257") && e.contains("1 to 256"),
            "{e}"
        );
        let e = err(Ty::F32, 0x1000, 1 << 20, ok.elem_strides([1, 9]));
        assert!(e.contains("elem_strides[1] is 9"), "{e}");
        let e = err(
            Ty::F32,
            0x1000,
            1 << 20,
            TiledLayout {
                box_dims: [3, 8],
                ..ok
            },
        );
        assert!(e.contains("inner dimension is 12 bytes"), "{e}");
        let e = err(
            Ty::F32,
            0x1000,
            1 << 20,
            TiledLayout {
                box_dims: [64, 8],
                ..ok
            }
            .swizzle(Swizzle::B128),
        );
        assert!(
            e.contains("256 bytes, more than the 128-byte span of B128 swizzle"),
            "{e}"
        );
        let e = err(Ty::F32, 0x1000, 1 << 20, ok.interleave(Interleave::B16));
        assert!(e.contains("rank 2 with an interleaved layout"), "{e}");
        let e = err(
            Ty::U32,
            0x1000,
            1 << 20,
            ok.oob_fill(OobFill::NanRequestZeroFma),
        );
        assert!(e.contains("NanRequestZeroFma for .u32"), "{e}");
        let e = err(Ty::F32, 0x1000, 64 * 64 * 4 - 4, ok);
        assert!(
            e.contains("reaches byte 16384, but the buffer has 16380 bytes"),
            "{e}"
        );
        let e = err(Ty::F16x2, 0x1000, 1 << 20, ok);
        assert!(e.contains("no TMA data type"), "{e}");
        let e = err(
            Ty::F32,
            0x1000,
            1 << 20,
            TiledLayout::new([8, 8, 8], [8, 8, 8]).interleave(Interleave::B32),
        );
        assert!(e.contains("takes Swizzle::B32"), "{e}");
        assert!(e.starts_with("tensor map: "), "{e}");
    }

    #[test]
    fn the_128_byte_swizzle_permutes_chunks_within_rows() {
        // Row 0 is unchanged; row 1 swaps neighbouring 16-byte chunks; row 7 reverses them.
        assert_eq!(Swizzle::B128.apply(0), 0);
        assert_eq!(Swizzle::B128.apply(128), 128 + 16);
        assert_eq!(Swizzle::B128.apply(128 + 16 + 4), 128 + 4);
        assert_eq!(Swizzle::B128.apply(7 * 128), 7 * 128 + 7 * 16);
        assert_eq!(Swizzle::B128.apply(8 * 128 + 16), 8 * 128 + 16);
        assert_eq!(Swizzle::B64.apply(3 * 128 + 16), 3 * 128 + 32);
        assert_eq!(Swizzle::None.apply(12345), 12345);
        // A permutation of every 1024-byte repeat.
        let mut seen = [false; 1024];
        for o in 0..1024 {
            seen[Swizzle::B128.apply(o) as usize] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }
}
