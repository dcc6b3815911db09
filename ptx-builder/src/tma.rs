//! The layout of a tiled tensor map (TMA): the tensor's shape and strides in global
//! memory, the box one copy moves, its shared-memory swizzle and what loads read outside
//! the tensor. Plain data: the runtime encodes it for the driver
//! (`Gpu::tensor_map_tiled`), the interpreter ([`crate::sim`]) for its own TMA.

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

/// What a TMA load reads outside the tensor (`CUtensorMapFloatOOBfill`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OobFill {
    /// Zeros.
    Zero,
    /// A NaN that an FMA treats as zero (floating-point maps only).
    NanRequestZeroFma,
}

/// The layout of a tiled tensor map of rank `RANK`: the tensor's shape and strides in
/// global memory and the shape of the tile ("box") one TMA instruction moves. Every array
/// lists the innermost (contiguous) dimension first.
///
/// ```
/// use typed_ptx_builder::tma::{Swizzle, TiledLayout};
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

/// A rule of tiled tensor maps that a layout breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    /// Which value breaks which rule.
    pub what: String,
    /// How to fix it.
    pub fix: &'static str,
}

impl core::fmt::Display for LayoutError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "tensor map: {}; {}", self.what, self.fix)
    }
}

impl std::error::Error for LayoutError {}

fn bad(what: String, fix: &'static str) -> LayoutError {
    LayoutError { what, fix }
}

/// The data types of the TMA unit (`CUtensorMapDataType`'s, by name) that typed-ptx's
/// element types map to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataType {
    /// `UINT8`: `u8`, `i8`.
    Uint8,
    /// `UINT16`: `u16`, `i16`, and pairs of FP8 values (copied as bits).
    Uint16,
    /// `UINT32`: `u32`, and packs of four FP8 values (copied as bits).
    Uint32,
    /// `INT32`.
    Int32,
    /// `UINT64`.
    Uint64,
    /// `INT64`.
    Int64,
    /// `FLOAT16`.
    Float16,
    /// `FLOAT32`.
    Float32,
    /// `FLOAT64`.
    Float64,
    /// `BFLOAT16`.
    Bfloat16,
}

/// The TMA data type a tensor map of `ty` elements has, or `None` where the TMA unit has
/// none (the one list: the builder's checks, the interpreter and the runtime's encoding
/// all read it).
pub fn data_type(ty: crate::Ty) -> Option<DataType> {
    use crate::Ty;
    Some(match ty {
        Ty::U8 | Ty::S8 => DataType::Uint8,
        Ty::U16 | Ty::S16 | Ty::E4m3x2 | Ty::E5m2x2 => DataType::Uint16,
        Ty::U32 | Ty::E4m3x4 | Ty::E5m2x4 => DataType::Uint32,
        Ty::S32 => DataType::Int32,
        Ty::U64 => DataType::Uint64,
        Ty::S64 => DataType::Int64,
        Ty::F16 => DataType::Float16,
        Ty::F32 => DataType::Float32,
        Ty::F64 => DataType::Float64,
        Ty::Bf16 => DataType::Bfloat16,
        _ => return None,
    })
}

/// Checks a tiled tensor map of `ty` elements over `bytes` bytes of device memory at
/// `addr` against every rule of `cuTensorMapEncodeTiled`, plus one of this crate: the
/// whole tensor lies inside the buffer. Each error says which value breaks which rule.
pub fn check_tiled<const RANK: usize>(
    ty: crate::Ty,
    addr: u64,
    bytes: u64,
    layout: &TiledLayout<RANK>,
) -> Result<(), LayoutError> {
    let elem = ty.size();
    if data_type(ty).is_none() {
        return Err(bad(
            format!("elements of type {} have no TMA data type", ty.suffix()),
            "use u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16 or FP8 packs (E4m3x2, E5m2x2, E4m3x4, E5m2x4) elements",
        ));
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
        && !matches!(
            ty,
            crate::Ty::F16 | crate::Ty::Bf16 | crate::Ty::F32 | crate::Ty::F64
        )
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

#[cfg(test)]
mod element_tests {
    use super::*;
    use crate::kernel::TmaElem;
    use crate::ty::Elem;

    fn accepted<T: TmaElem>() -> Result<(), LayoutError> {
        let ty = <T as Elem>::TY;
        // A 64 × 64 tensor, one box of 128-byte rows (at most 256 elements across).
        let cols = (128 / ty.size()).min(256);
        let layout = TiledLayout::new([cols, 64], [cols as u32, 64]);
        check_tiled(ty, 1 << 20, 64 * 128, &layout)
    }

    /// Every TMA element type has a data type: the FP8 packs of issue 19's FP8 tiles were
    /// refused here while the runtime accepted them (two lists).
    #[test]
    fn every_tma_element_type_has_a_data_type() {
        use crate::ty::{Bf16, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16};
        for r in [
            accepted::<u8>(),
            accepted::<i8>(),
            accepted::<u16>(),
            accepted::<i16>(),
            accepted::<u32>(),
            accepted::<i32>(),
            accepted::<u64>(),
            accepted::<i64>(),
            accepted::<f32>(),
            accepted::<f64>(),
            accepted::<F16>(),
            accepted::<Bf16>(),
            accepted::<E4m3x2>(),
            accepted::<E5m2x2>(),
            accepted::<E4m3x4>(),
            accepted::<E5m2x4>(),
        ] {
            assert_eq!(r.map_err(|e| e.to_string()), Ok(()));
        }
        assert!(data_type(crate::Ty::Pred).is_none());
    }
}
