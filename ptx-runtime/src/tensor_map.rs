//! Tensor maps for TMA, made on the host: [`Gpu::tensor_map_tiled`] encodes a
//! `CUtensorMap` for a typed device buffer (`cuTensorMapEncodeTiled`), after checking
//! every rule the driver would otherwise answer with a bare `CUDA_ERROR_INVALID_VALUE`.
//!
//! The result, a [`TensorMapArg<T, RANK>`], borrows the buffer and is a launch argument
//! only for a kernel parameter `TensorMap<T, RANK>` of the same element type and rank:
//! passing a map of `f32` where the kernel reads `Bf16` tiles does not compile.

use core::marker::PhantomData;

use cudarc::driver::{CudaSlice, CudaView, CudaViewMut, DevicePtr};
use typed_ptx_builder::bounds::{SwizzleMode, TileLayout};
use typed_ptx_builder::{Bf16, E4m3x2, E4m3x4, E5m2x2, E5m2x4, Elem, F16, TmaElem, Ty};

use crate::Gpu;
use crate::driver::{
    self, CUtensorMapDataType, CUtensorMapFloatOOBfill, CUtensorMapInterleave,
    CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use crate::error::{Error, Result};

pub use typed_ptx_builder::tma::{Interleave, L2Promotion, OobFill, Swizzle, TiledLayout};

/// The driver's spelling of each layout choice.
trait Raw {
    type Out;
    fn raw(self) -> Self::Out;
}

impl Raw for Swizzle {
    type Out = CUtensorMapSwizzle;
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

impl Raw for Interleave {
    type Out = CUtensorMapInterleave;
    fn raw(self) -> CUtensorMapInterleave {
        use CUtensorMapInterleave as I;
        match self {
            Interleave::None => I::CU_TENSOR_MAP_INTERLEAVE_NONE,
            Interleave::B16 => I::CU_TENSOR_MAP_INTERLEAVE_16B,
            Interleave::B32 => I::CU_TENSOR_MAP_INTERLEAVE_32B,
        }
    }
}

impl Raw for L2Promotion {
    type Out = CUtensorMapL2promotion;
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

impl Raw for OobFill {
    type Out = CUtensorMapFloatOOBfill;
    fn raw(self) -> CUtensorMapFloatOOBfill {
        use CUtensorMapFloatOOBfill as O;
        match self {
            OobFill::Zero => O::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            OobFill::NanRequestZeroFma => O::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        }
    }
}

use crate::launch::GlobalAddr;

/// The driver's data type for a TMA element type (the builder's list,
/// [`typed_ptx_builder::tma::data_type`]).
fn data_type(ty: Ty) -> Option<CUtensorMapDataType> {
    use CUtensorMapDataType as D;
    use typed_ptx_builder::tma::DataType;
    Some(match typed_ptx_builder::tma::data_type(ty)? {
        DataType::Uint8 => D::CU_TENSOR_MAP_DATA_TYPE_UINT8,
        DataType::Uint16 => D::CU_TENSOR_MAP_DATA_TYPE_UINT16,
        DataType::Uint32 => D::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        DataType::Int32 => D::CU_TENSOR_MAP_DATA_TYPE_INT32,
        DataType::Uint64 => D::CU_TENSOR_MAP_DATA_TYPE_UINT64,
        DataType::Int64 => D::CU_TENSOR_MAP_DATA_TYPE_INT64,
        DataType::Float16 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        DataType::Float32 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
        DataType::Float64 => D::CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        DataType::Bfloat16 => D::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
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
    typed_ptx_builder::tma::check_tiled(ty, addr, bytes, layout).map_err(|e| bad(e.what, e.fix))
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
    note = "pass `&CudaSlice<T>`, `&CudaView<T>`, `&CudaViewMut<T>` or a `GlobalAddr<T>` of the map's element type (for `Bf16` and `F16`: a buffer of `u16`, their bits; for FP8 packs: a buffer of `u8`, one value a byte)"
)]
pub trait TensorSource<T>: crate::launch::Sealed {
    /// The buffer's device address and its length in elements, or (`Err`) the ordinal of
    /// the GPU it lives on when that is not `gpu` (another context).
    fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize>;
}

/// The address and length of a buffer of `gpu`'s context; `Err(its GPU)` otherwise.
fn buffer_extent<T>(b: &impl DevicePtr<T>, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
    let home = b.stream().context();
    if home.cu_ctx() != gpu.context().cu_ctx() {
        return Err(home.ordinal());
    }
    let (p, _g) = b.device_ptr(gpu.stream());
    Ok((p, b.len()))
}
impl<T> TensorSource<T> for &CudaSlice<T> {
    fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
        buffer_extent(&**self, gpu)
    }
}
impl<T> TensorSource<T> for &CudaView<'_, T> {
    fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
        buffer_extent(&**self, gpu)
    }
}
impl<T> TensorSource<T> for &mut CudaViewMut<'_, T> {
    fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
        buffer_extent(&**self, gpu)
    }
}
impl<T> TensorSource<T> for GlobalAddr<T> {
    fn extent(&self, _: &Gpu) -> core::result::Result<(u64, usize), usize> {
        Ok((self.addr(), self.len()))
    }
}
// The 16-bit floats have no host type that cudarc can allocate, so their buffers are
// buffers of their bits: a `CudaSlice<u16>` (or a view of one) holds `Bf16` or `F16`
// elements for a tensor map that says which.
macro_rules! half_sources {
    ($($t:ty),*) => {$(
        impl TensorSource<$t> for &CudaSlice<u16> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                buffer_extent(&**self, gpu)
            }
        }
        impl TensorSource<$t> for &CudaView<'_, u16> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                buffer_extent(&**self, gpu)
            }
        }
        impl TensorSource<$t> for &mut CudaViewMut<'_, u16> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                buffer_extent(&**self, gpu)
            }
        }
    )*};
}
half_sources!(Bf16, F16);
// FP8 data lives in buffers of bytes (one value each); a map of FP8 packs counts whole
// packs of them (a trailing partial pack is outside the tensor).
fn pack_extent(
    b: &impl DevicePtr<u8>,
    gpu: &Gpu,
    per: usize,
) -> core::result::Result<(u64, usize), usize> {
    buffer_extent(b, gpu).map(|(p, n)| (p, n / per))
}
macro_rules! pack_sources {
    ($($t:ty => $per:expr),*) => {$(
        impl TensorSource<$t> for &CudaSlice<u8> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                pack_extent(&**self, gpu, $per)
            }
        }
        impl TensorSource<$t> for &CudaView<'_, u8> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                pack_extent(&**self, gpu, $per)
            }
        }
        impl TensorSource<$t> for &mut CudaViewMut<'_, u8> {
            fn extent(&self, gpu: &Gpu) -> core::result::Result<(u64, usize), usize> {
                pack_extent(&**self, gpu, $per)
            }
        }
    )*};
}
pack_sources!(E4m3x2 => 2, E5m2x2 => 2, E4m3x4 => 4, E5m2x4 => 4);

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
        let (addr, len) = buf.extent(self).map_err(|on| Error::TensorMap {
            what: format!(
                "the buffer lives on GPU {on}{}, but the map is made for GPU {}",
                if on == self.info().ordinal { " (another context)" } else { "" },
                self.info().ordinal
            ),
            fix: "make the map with the buffer's Gpu (tensor_map_tiled on the GPU whose kernel reads it), or pass a GlobalAddr when the kernel reads a peer's memory",
        })?;
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

/// A tensor map made for tiles of layout `L` (a [`Tile`](typed_ptx_builder::tile::Tile)
/// type): the launch argument of a kernel parameter `TileMap<L, RANK>`, and nothing else.
/// Its box is one atom of `L` and its swizzle is `L`'s, so a kernel's tiles and the map
/// that fills them cannot disagree. It borrows the buffer for `'a`.
///
/// Made by [`Gpu::tile_map`].
pub struct TileMapArg<'a, L: TileLayout, const RANK: usize> {
    pub(crate) map: TensorMapArg<'a, L::Elem, RANK>,
    _l: PhantomData<fn() -> L>,
}

impl<L: TileLayout, const RANK: usize> Clone for TileMapArg<'_, L, RANK> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: TileLayout, const RANK: usize> Copy for TileMapArg<'_, L, RANK> {}
impl<L: TileLayout, const RANK: usize> core::fmt::Debug for TileMapArg<'_, L, RANK> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "TileMapArg<{}, {RANK}>", core::any::type_name::<L>())
    }
}

impl<L: TileLayout, const RANK: usize> TileMapArg<'_, L, RANK> {
    /// The encoded map.
    pub fn raw(&self) -> &RawTensorMap {
        &self.map.raw
    }
}

impl Gpu {
    /// A tensor map of `buf`, a tensor of `dims` elements (innermost first: the columns
    /// of the tiles, then their rows, then up to three outer dimensions) with byte
    /// `strides` (`None`: packed), for tiles of layout `L`: box `[L::ATOM_COLS, L::ROWS,
    /// 1, …]`, `L`'s swizzle, zeros outside the tensor. The kernel's
    /// `TileMap<L, RANK>` parameter takes it.
    ///
    /// ```no_run
    /// # use typed_ptx_builder::*;
    /// # use typed_ptx_builder::tile::{Sw128, Tile};
    /// # use typed_ptx_runtime::{Gpu, TileMapArg};
    /// type KTile = Tile<Bf16, 128, 128, Sw128>;
    /// let gpu = Gpu::new(0)?;
    /// let keys = gpu.upload(&vec![0u16; 4 * 1024 * 128])?; // 4 heads of 1024 keys × 128
    /// let map: TileMapArg<'_, KTile, 3> = gpu.tile_map(&keys, [128, 1024, 4], None)?;
    /// # Ok::<(), typed_ptx_runtime::Error>(())
    /// ```
    pub fn tile_map<'a, L: TileLayout, const RANK: usize, B: TensorSource<L::Elem> + 'a>(
        &self,
        buf: B,
        dims: [u64; RANK],
        strides: Option<[u64; RANK]>,
    ) -> Result<TileMapArg<'a, L, RANK>> {
        L::check().map_err(|e| bad(e, "pick a tile shape the hardware holds"))?;
        if RANK < 2 {
            return Err(bad(
                format!("a tile map of rank {RANK}"),
                "a tile map has rank 2 to 5: columns, rows, then outer dimensions",
            ));
        }
        let [ac, rows] = L::box_dims();
        let box_dims: [u32; RANK] = core::array::from_fn(|i| match i {
            0 => ac,
            1 => rows,
            _ => 1,
        });
        let mut layout = TiledLayout::new(dims, box_dims).swizzle(L::Swizzle::SWIZZLE);
        layout.strides = strides;
        Ok(TileMapArg {
            map: self.tensor_map_tiled(buf, &layout)?,
            _l: PhantomData,
        })
    }
}

fn no_data_type(ty: Ty) -> Error {
    bad(
        format!("elements of type {} have no TMA data type", ty.suffix()),
        "use u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16 or FP8 packs (E4m3x2, E5m2x2, E4m3x4, E5m2x4) elements",
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
