//! Tiles: a shared-memory layout as a type. A [`Tile<T, ROWS, COLS, S>`](Tile) is `ROWS`
//! rows of `COLS` elements of `T`, each row contiguous (the inner, fast dimension is the
//! columns), stored the way the TMA unit writes a box with swizzle `S` and the way
//! `wgmma` reads a K-major or MN-major operand: in *atoms* of `S::BYTES` bytes per row
//! (64 bf16 for [`Sw128`]), the atoms side by side along the columns, each atom `ROWS`
//! rows of `S::BYTES` bytes whose 16-byte chunks are XORed with the row (mod 8).
//!
//! Everything that must agree with the layout is derived from the type, so it cannot
//! disagree:
//! - the host's tensor map ([`TileMap`], made by `typed_ptx::runtime::Gpu::tile_map`): its
//!   box is one atom (`S::BYTES / size_of T` columns × `ROWS` rows) and its swizzle is
//!   `S`, and a kernel parameter `TileMap<L, RANK>` takes only a map made for `L`;
//! - the TMA copies that fill a tile (a [`Ring`]'s [`Fill::load`]):
//!   one per atom, at the atom's offset, and the byte count its mbarrier expects;
//! - `wgmma` descriptors ([`Kernel::wgmma_tile`](crate::Kernel::wgmma_tile)): start,
//!   leading and stride byte offsets and swizzle mode, with the operand's extent checked
//!   against the tile's shape (a B operand of `M64N<N>` is a tile of exactly `N` rows, or
//!   of `N` columns read MN-major);
//! - each element's shared address ([`Kernel::tile_elem`](crate::Kernel::tile_elem)),
//!   for epilogues that write a tile before a TMA store.
//!
//! ```
//! use typed_ptx_builder::tile::{Sw128, Tile, TileLayout};
//! use typed_ptx_builder::Bf16;
//! // 128 rows of 128 bf16 (a head-dim-128 tile of K or V): two 64-column atoms.
//! type KTile = Tile<Bf16, 128, 128, Sw128>;
//! assert_eq!(KTile::ATOM_COLS, 64);
//! assert_eq!(KTile::ATOMS, 2);
//! assert_eq!(KTile::BYTES, 32768);
//! assert_eq!(KTile::box_dims(), [64, 128]);
//! assert_eq!(KTile::check(), Ok(()));
//! ```

pub use crate::kernel::{
    AccCoords, Fill, KMajor, MnMajor, Ring, SmemTile, Stage, TileA, TileArena, TileB, TileBRows,
    TileDesc, TileStages, WgmmaTileA, WgmmaTileB, wgmma_acc_offset,
};

use core::convert::Infallible;
use core::marker::PhantomData;

use crate::kernel::TmaElem;
use crate::space::private::Sealed;
use crate::tma::Swizzle;
use crate::ty::Elem;

/// A swizzle mode as a type: [`Sw32`], [`Sw64`] or [`Sw128`] (the mode `wgmma` and TMA
/// share; the 128-byte one is the usual choice for 16-bit operands).
pub trait SwizzleMode: Sealed + Copy + Default + 'static {
    /// The mode.
    const SWIZZLE: Swizzle;
    /// Bytes per row of an atom (the swizzle span): 32, 64 or 128.
    const BYTES: u32;
    /// The same mode as a `wgmma` descriptor spells it.
    const DESC: crate::kernel::Swizzle;
}

/// The 32-byte swizzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sw32;
/// The 64-byte swizzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sw64;
/// The 128-byte swizzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sw128;

impl Sealed for Sw32 {}
impl Sealed for Sw64 {}
impl Sealed for Sw128 {}
impl SwizzleMode for Sw32 {
    const SWIZZLE: Swizzle = Swizzle::B32;
    const BYTES: u32 = 32;
    const DESC: crate::kernel::Swizzle = crate::kernel::Swizzle::B32;
}
impl SwizzleMode for Sw64 {
    const SWIZZLE: Swizzle = Swizzle::B64;
    const BYTES: u32 = 64;
    const DESC: crate::kernel::Swizzle = crate::kernel::Swizzle::B64;
}
impl SwizzleMode for Sw128 {
    const SWIZZLE: Swizzle = Swizzle::B128;
    const BYTES: u32 = 128;
    const DESC: crate::kernel::Swizzle = crate::kernel::Swizzle::B128;
}

/// `ROWS` rows of `COLS` elements of `T` in shared memory, swizzled by `S` (see the
/// [module](self)). Only a type: tiles are declared with
/// [`TileArena`] and loaded from a [`TileMap`] of the same type.
pub struct Tile<T, const ROWS: u32, const COLS: u32, S = Sw128>(
    Infallible,
    PhantomData<fn() -> (T, S)>,
);

impl<T, const ROWS: u32, const COLS: u32, S> Sealed for Tile<T, ROWS, COLS, S> {}

/// What a tile type says about its layout; implemented by every [`Tile`]. Its constants
/// are the layout's arithmetic; [`check`](TileLayout::check) says whether the hardware
/// can hold it (the builder and the runtime refuse a tile that fails it, with its reason).
pub trait TileLayout: Sealed + 'static {
    /// The element type.
    type Elem: TmaElem;
    /// The swizzle mode.
    type Swizzle: SwizzleMode;
    /// Rows (the outer dimension).
    const ROWS: u32;
    /// Elements per row (the inner, contiguous dimension).
    const COLS: u32;
    /// Bytes of one element.
    const ELEM_BYTES: u32 = <Self::Elem as Elem>::TY.size() as u32;
    /// Columns of one atom: the swizzle span in elements.
    const ATOM_COLS: u32 = Self::Swizzle::BYTES / Self::ELEM_BYTES;
    /// Atoms side by side along the columns.
    const ATOMS: u32 = Self::COLS / Self::ATOM_COLS;
    /// Bytes of one atom (`ROWS` rows of the swizzle span).
    const ATOM_BYTES: u32 = Self::ROWS.saturating_mul(Self::Swizzle::BYTES);
    /// Bytes of the whole tile (saturating: [`check`](TileLayout::check) refuses a shape
    /// that large).
    const BYTES: u32 = Self::ROWS
        .saturating_mul(Self::COLS)
        .saturating_mul(Self::ELEM_BYTES);
    /// The alignment the swizzle pattern is anchored at: 8 rows of the span (1024 bytes
    /// for [`Sw128`]).
    const ALIGN: u32 = 8 * Self::Swizzle::BYTES;

    /// The TMA box of one copy: one atom, `[ATOM_COLS, ROWS]` (innermost first).
    fn box_dims() -> [u32; 2] {
        [Self::ATOM_COLS, Self::ROWS]
    }

    /// The byte offset in the tile of element (`row`, `col`) before swizzling: its atom,
    /// then its row in the atom, then its byte in the row.
    fn linear_offset(row: u32, col: u32) -> u32 {
        let atom = col / Self::ATOM_COLS;
        atom.saturating_mul(Self::ATOM_BYTES)
            .saturating_add(row.saturating_mul(Self::Swizzle::BYTES))
            .saturating_add((col % Self::ATOM_COLS) * Self::ELEM_BYTES)
    }

    /// The byte offset in the tile of element (`row`, `col`) as the TMA unit stores it:
    /// [`linear_offset`](TileLayout::linear_offset) with the swizzle applied.
    fn offset(row: u32, col: u32) -> u32 {
        Self::Swizzle::SWIZZLE.apply(u64::from(Self::linear_offset(row, col))) as u32
    }

    /// `Ok` when the hardware can hold the layout; otherwise what is wrong and how to fix
    /// it.
    fn check() -> Result<(), String> {
        let name = core::any::type_name::<Self>();
        let (rows, cols, eb, span) = (
            Self::ROWS,
            Self::COLS,
            Self::ELEM_BYTES,
            Self::Swizzle::BYTES,
        );
        if eb == 0 || eb > span || !span.is_multiple_of(eb) {
            return Err(format!(
                "tile `{name}`: {eb}-byte elements do not fill the {span}-byte swizzle rows; use a wider swizzle mode (Sw128)"
            ));
        }
        if rows == 0 || rows > 256 || !rows.is_multiple_of(8) {
            return Err(format!(
                "tile `{name}` has {rows} rows: a tile has a multiple of 8 rows (the swizzle pattern repeats every 8) and at most 256 (the largest TMA box)"
            ));
        }
        if cols == 0 || !cols.is_multiple_of(Self::ATOM_COLS) {
            return Err(format!(
                "tile `{name}` has {cols} columns: a tile has a multiple of {} columns ({span}-byte rows of {eb}-byte elements, the swizzle span)",
                Self::ATOM_COLS
            ));
        }
        if Self::ATOMS > 256 {
            return Err(format!(
                "tile `{name}` has {} atoms of {} columns: at most 256",
                Self::ATOMS,
                Self::ATOM_COLS
            ));
        }
        Ok(())
    }
}

impl<T: TmaElem, const ROWS: u32, const COLS: u32, S: SwizzleMode> TileLayout
    for Tile<T, ROWS, COLS, S>
{
    type Elem = T;
    type Swizzle = S;
    const ROWS: u32 = ROWS;
    const COLS: u32 = COLS;
}

/// A tensor map made for tiles of layout `L`, as a kernel parameter: a tensor of
/// `L::Elem` with `RANK` dimensions (2 to 5, innermost first) whose box is one atom of `L`
/// and whose swizzle is `L`'s. It is declared as any tensor map (`.param .align 64 .b8
/// name[128]`), and a typed launch (`Function<P>`) takes only a map made for `L`
/// (`typed_ptx::runtime::Gpu::tile_map`), so a map whose box, swizzle or element type
/// differs from the tile's does not compile. (The untyped, `unsafe` `DynFunction` launch
/// checks a tensor-map argument's PTX type only: its caller keeps the layout.) It is a handle, not a pointer: nothing casts
/// it to a map of another layout. Only a ring's fills ([`Fill::load`](crate::tile::Fill::load),
/// [`Fill::load_rows`](crate::tile::Fill::load_rows),
/// [`Fill::load_multicast`](crate::tile::Fill::load_multicast)),
/// [`Kernel::tile_store`](crate::Kernel::tile_store) and
/// [`Kernel::prefetch_tile_map`](crate::Kernel::prefetch_tile_map) read it.
pub struct TileMap<L, const RANK: usize> {
    pub(crate) addr: crate::reg::AddrOperand,
    _l: PhantomData<fn() -> L>,
}

impl<L, const RANK: usize> Clone for TileMap<L, RANK> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L, const RANK: usize> Copy for TileMap<L, RANK> {}
impl<L, const RANK: usize> Sealed for TileMap<L, RANK> {}

impl<L, const RANK: usize> TileMap<L, RANK> {
    /// The map at the generic address `addr` (a `.param` tensor map's).
    pub(crate) fn at(addr: crate::reg::AddrOperand) -> Self {
        TileMap {
            addr,
            _l: PhantomData,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ty::Bf16;

    #[test]
    fn offsets_follow_atoms_rows_and_the_swizzle() {
        type T = Tile<Bf16, 64, 128, Sw128>;
        assert_eq!(T::check(), Ok(()));
        assert_eq!(
            (T::ATOM_COLS, T::ATOMS, T::ATOM_BYTES, T::BYTES),
            (64, 2, 8192, 16384)
        );
        // Row 0: no swizzle; the second atom starts after the first's 64 rows.
        assert_eq!(T::offset(0, 8), 16);
        assert_eq!(T::offset(0, 64), 8192);
        // Row 1, chunk 0 lands in chunk 1 of its 128-byte row; row 9 the same.
        assert_eq!(T::offset(1, 0), 128 + 16);
        assert_eq!(T::offset(9, 0), 9 * 128 + 16);
        assert_eq!(T::offset(7, 8), 7 * 128 + (1 ^ 7) * 16);
    }

    #[test]
    fn layouts_the_hardware_cannot_hold_are_refused_with_the_reason() {
        assert!(
            Tile::<Bf16, 12, 64, Sw128>::check()
                .unwrap_err()
                .contains("multiple of 8 rows")
        );
        assert!(
            Tile::<Bf16, 512, 64, Sw128>::check()
                .unwrap_err()
                .contains("at most 256")
        );
        assert!(
            Tile::<Bf16, 64, 96, Sw128>::check()
                .unwrap_err()
                .contains("multiple of 64 columns")
        );
        assert!(Tile::<f64, 64, 8, Sw32>::check().is_ok());
        assert_eq!(Tile::<u8, 64, 32, Sw32>::ATOM_COLS, 32);
    }
}
