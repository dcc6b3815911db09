//! Tensor maps in the interpreter: [`Sim::tensor_map_tiled`] encodes a tiled layout over
//! a [`Buf`] into the 128 bytes a `TensorMap<T, RANK>` kernel parameter holds (in a
//! format of the interpreter's own, as a `CUtensorMap` is the driver's), and the TMA
//! instructions decode it: the box of a load or a store, its swizzle in shared memory
//! and what lies outside the tensor.

use core::marker::PhantomData;

use super::mem::{GLOBAL_BASE, STRIDE, Sp};
use super::{Buf, Sim, SimError, Value};
use crate::module::Module;
use crate::tma::{Interleave, OobFill, TiledLayout};
use crate::{Elem, TensorMap, TmaElem, Var};

/// The first 8 bytes of a map the interpreter made.
const MAGIC: u64 = 0x3150_414d_544d_4953; // "SIMTMAP1"

/// A tiled tensor map as the interpreter reads it from its 128 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MapDesc {
    /// The tensor's `.global` address.
    pub(crate) addr: u64,
    pub(crate) rank: usize,
    /// Bytes per element.
    pub(crate) elem: u64,
    pub(crate) dims: [u64; 5],
    /// Byte strides (`strides[0]` is the element size).
    pub(crate) strides: [u64; 5],
    pub(crate) boxd: [u32; 5],
    pub(crate) estr: [u32; 5],
    /// The swizzle span in bytes (0: none).
    pub(crate) span: u64,
    /// Loads read a NaN (all ones) outside the tensor instead of zero.
    pub(crate) nan: bool,
}

impl MapDesc {
    fn encode(&self) -> [u8; 128] {
        let mut b = [0u8; 128];
        b[0..8].copy_from_slice(&MAGIC.to_le_bytes());
        b[8..16].copy_from_slice(&self.addr.to_le_bytes());
        for d in 0..5 {
            b[16 + 8 * d..24 + 8 * d].copy_from_slice(&self.strides[d].to_le_bytes());
            let dim = self.dims[d].saturating_sub(1) as u32;
            b[56 + 4 * d..60 + 4 * d].copy_from_slice(&dim.to_le_bytes());
            b[76 + d] = self.boxd[d].saturating_sub(1) as u8;
            b[81 + d] = self.estr[d] as u8;
        }
        b[86] = self.rank as u8;
        b[87] = self.elem as u8;
        b[88] = (self.span / 16) as u8;
        b[89] = self.nan as u8;
        b
    }

    /// The map in `b`, if the interpreter made it.
    pub(crate) fn decode(b: &[u8; 128]) -> Option<MapDesc> {
        let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap_or([0; 8]));
        if u64_at(0) != MAGIC {
            return None;
        }
        let mut m = MapDesc {
            addr: u64_at(8),
            rank: b[86] as usize,
            elem: b[87] as u64,
            dims: [1; 5],
            strides: [0; 5],
            boxd: [1; 5],
            estr: [1; 5],
            span: b[88] as u64 * 16,
            nan: b[89] != 0,
        };
        for d in 0..5 {
            m.strides[d] = u64_at(16 + 8 * d);
            let dim = u32::from_le_bytes(b[56 + 4 * d..60 + 4 * d].try_into().unwrap_or([0; 4]));
            m.dims[d] = dim as u64 + 1;
            m.boxd[d] = b[76 + d] as u32 + 1;
            m.estr[d] = (b[81 + d] as u32).max(1);
        }
        // A map's bytes may have been overwritten by a kernel: only a well-formed one.
        let ok = (1..=5).contains(&m.rank)
            && matches!(m.elem, 1 | 2 | 4 | 8)
            && m.strides[0] == m.elem
            && matches!(m.span, 0 | 32 | 64 | 128)
            && (0..m.rank).all(|d| m.boxd[d] <= 256 && m.estr[d] <= 8 && m.strides[d] < 1 << 40);
        ok.then_some(m)
    }

    /// Elements the box takes in dimension `d`.
    pub(crate) fn taken(&self, d: usize) -> u64 {
        (self.boxd[d] as u64).div_ceil(self.estr[d] as u64)
    }

    /// Bytes the box puts in shared memory.
    pub(crate) fn box_bytes(&self) -> u64 {
        (0..self.rank).map(|d| self.taken(d)).product::<u64>() * self.elem
    }

    /// The bytes of the tensor the map covers, from its first: the last byte it reaches,
    /// plus one.
    pub(crate) fn extent(&self) -> u64 {
        let mut end = self.elem;
        for d in 0..self.rank {
            end = end.saturating_add((self.dims[d] - 1).saturating_mul(self.strides[d]));
        }
        end
    }

    /// Calls `f(smem_offset, global_offset)` for each element of the box at `coords`:
    /// its byte offset in the box as stored in shared memory at `dst` (swizzled), and its
    /// byte offset in the tensor, `None` outside it.
    pub(crate) fn each(&self, coords: &[i64], dst: u64, mut f: impl FnMut(u64, Option<u64>)) {
        let mut k = [0u64; 5];
        let n = self.box_bytes() / self.elem;
        for lin in 0..n {
            let mut rest = lin;
            for (d, kd) in k.iter_mut().enumerate().take(self.rank) {
                *kd = rest % self.taken(d);
                rest /= self.taken(d);
            }
            let mut inside = true;
            let mut g = 0u64;
            for (d, &kd) in k.iter().enumerate().take(self.rank) {
                let c = coords.get(d).copied().unwrap_or(0) + (kd * self.estr[d] as u64) as i64;
                if c < 0 || c as u64 >= self.dims[d] {
                    inside = false;
                } else {
                    g += c as u64 * self.strides[d];
                }
            }
            let s = swizzle(self.span, dst + lin * self.elem);
            f(s, inside.then_some(g));
        }
    }
}

/// The shared-memory address where the byte at logical address `a` of a tile stored with
/// a swizzle of `span` bytes lies: bits 4.. (its 16-byte chunk) XORed with bits 7.. (its
/// 128-byte row), as many bits as the span has chunks.
pub(crate) fn swizzle(span: u64, a: u64) -> u64 {
    let chunks = span / 16;
    if chunks == 0 {
        return a;
    }
    a ^ (((a >> 7) & (chunks - 1)) << 4)
}

/// A tensor map over a [`Buf`] of the interpreter, for a kernel parameter
/// `TensorMap<T, RANK>` (`Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>` or
/// `Var<Param<Entry>, TensorMap<T, RANK>>`): the interpreter's twin of the runtime's
/// `TensorMapArg`, made by [`Sim::tensor_map_tiled`].
pub struct SimTensorMap<T, const RANK: usize> {
    pub(crate) sim: u32,
    pub(crate) bytes: [u8; 128],
    box_bytes: u64,
    _t: PhantomData<fn() -> T>,
}

impl<T, const RANK: usize> Clone for SimTensorMap<T, RANK> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const RANK: usize> Copy for SimTensorMap<T, RANK> {}
impl<T, const RANK: usize> core::fmt::Debug for SimTensorMap<T, RANK> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "SimTensorMap(rank {RANK}, {} bytes a box)",
            self.box_bytes
        )
    }
}

impl<T, const RANK: usize> SimTensorMap<T, RANK> {
    /// Bytes one box puts in shared memory: the transaction count a load's mbarrier
    /// expects.
    pub fn box_bytes(&self) -> u64 {
        self.box_bytes
    }
}

impl Sim {
    /// A tiled tensor map of `buf`'s values as elements of `T` (the kernel parameter's
    /// element type, of the same size as `H`: a `Buf<u16>` of bf16 bits serves a
    /// `TensorMap<Bf16, 2>`), checked against every rule the GPU runtime's
    /// `Gpu::tensor_map_tiled` checks. The interpreter does not run interleaved layouts.
    ///
    /// ```
    /// use typed_ptx_builder::sim::Sim;
    /// use typed_ptx_builder::tma::{Swizzle, TiledLayout};
    /// use typed_ptx_builder::Bf16;
    /// let mut sim = Sim::new();
    /// let a = sim.zeros::<u16>(64 * 128);
    /// // A row-major 128 x 64 matrix read in boxes of 64 x 32 with the 128-byte swizzle.
    /// let layout = TiledLayout::new([64, 128], [64, 32]).swizzle(Swizzle::B128);
    /// let map = sim.tensor_map_tiled::<Bf16, 2, _>(&a, &layout)?;
    /// assert_eq!(map.box_bytes(), 64 * 32 * 2);
    /// # Ok::<(), typed_ptx_builder::sim::SimError>(())
    /// ```
    pub fn tensor_map_tiled<T: TmaElem, const RANK: usize, H: Value>(
        &self,
        buf: &Buf<H>,
        layout: &TiledLayout<RANK>,
    ) -> Result<SimTensorMap<T, RANK>, SimError> {
        let ty = <T as Elem>::TY;
        let elem = ty.size();
        let bad = |what: String, fix: &'static str| SimError::TensorMap { what, fix };
        if buf.sim != self.id || buf.id as usize >= self.allocs.len() {
            return Err(bad(
                format!("{buf:?} belongs to another interpreter"),
                "make the map from a buffer of the interpreter that runs the kernel",
            ));
        }
        if H::SIZE as u64 != elem {
            return Err(bad(
                format!(
                    "a buffer of {}-byte values for a map of {}-byte {} elements",
                    H::SIZE,
                    elem,
                    ty.suffix()
                ),
                "use a buffer whose values have the size of the map's elements",
            ));
        }
        if layout.interleave != Interleave::None {
            return Err(bad(
                format!("{:?} interleave", layout.interleave),
                "the interpreter runs tiled maps without interleave",
            ));
        }
        let bytes = (buf.len * H::SIZE) as u64;
        crate::tma::check_tiled(ty, buf.addr(), bytes, layout).map_err(|e| bad(e.what, e.fix))?;
        let mut m = MapDesc {
            addr: buf.addr(),
            rank: RANK,
            elem,
            dims: [1; 5],
            strides: [0; 5],
            boxd: [1; 5],
            estr: [1; 5],
            span: layout.swizzle.span(),
            nan: layout.oob_fill == OobFill::NanRequestZeroFma,
        };
        let strides = layout.byte_strides(elem);
        m.dims[..RANK].copy_from_slice(&layout.dims);
        m.strides[..RANK].copy_from_slice(&strides);
        m.boxd[..RANK].copy_from_slice(&layout.box_dims);
        m.estr[..RANK].copy_from_slice(&layout.elem_strides);
        Ok(SimTensorMap {
            sim: self.id,
            bytes: m.encode(),
            box_bytes: m.box_bytes(),
            _t: PhantomData,
        })
    }
}

/// A tile map for the interpreter (a kernel parameter of type
/// [`TileMap<L, RANK>`](crate::tile::TileMap)): the twin of the runtime's `TileMapArg`,
/// made by [`Sim::tile_map`] with the box and swizzle of `L`, so that a map of another
/// tile does not compile as the argument.
pub struct SimTileMap<L, const RANK: usize> {
    pub(crate) map: SimTensorMap<(), RANK>,
    _l: PhantomData<fn() -> L>,
}

impl<L, const RANK: usize> Clone for SimTileMap<L, RANK> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L, const RANK: usize> Copy for SimTileMap<L, RANK> {}
impl<L, const RANK: usize> core::fmt::Debug for SimTileMap<L, RANK> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "SimTileMap<{}>({:?})",
            core::any::type_name::<L>(),
            self.map
        )
    }
}

impl Sim {
    /// A map of `buf` (the tensor's `dims`, innermost first, and optionally its `strides`
    /// in bytes, as the runtime's `Gpu::tile_map` takes them) for tiles of layout `L`:
    /// boxes of one atom of `L` (`L::box_dims()`), `L`'s swizzle, checked as
    /// [`tensor_map_tiled`](Sim::tensor_map_tiled) checks.
    pub fn tile_map<L: crate::tile::TileLayout, const RANK: usize, H: Value>(
        &self,
        buf: &Buf<H>,
        dims: [u64; RANK],
        strides: Option<[u64; RANK]>,
    ) -> Result<SimTileMap<L, RANK>, SimError> {
        L::check().map_err(|what| SimError::TensorMap {
            what,
            fix: "pick a tile shape the hardware holds",
        })?;
        if RANK < 2 {
            return Err(SimError::TensorMap {
                what: format!("a tile map of rank {RANK}"),
                fix: "a tile map has rank 2 to 5: columns, rows, then outer dimensions",
            });
        }
        let [ac, rows] = L::box_dims();
        let box_dims: [u32; RANK] = core::array::from_fn(|i| match i {
            0 => ac,
            1 => rows,
            _ => 1,
        });
        let swizzle = <L::Swizzle as crate::tile::SwizzleMode>::SWIZZLE;
        let mut layout = TiledLayout::new(dims, box_dims).swizzle(swizzle);
        layout.strides = strides;
        let m = self.tensor_map_tiled::<L::Elem, RANK, H>(buf, &layout)?;
        Ok(SimTileMap {
            map: SimTensorMap {
                sim: m.sim,
                bytes: m.bytes,
                box_bytes: m.box_bytes,
                _t: PhantomData,
            },
            _l: PhantomData,
        })
    }
}

impl Sim {
    /// Writes a tensor map into a `.global` or `.const` tensor-map variable of `m`
    /// ([`Module::global_tensor_map`], [`Module::const_tensor_map`]), as the runtime's
    /// `GpuModule::write_tensor_map` does on the GPU: the kernels of `m` that this
    /// interpreter runs afterwards read it there.
    pub fn write_tensor_map<S: crate::Space, T: TmaElem, const RANK: usize>(
        &mut self,
        m: &Module,
        var: Var<S, TensorMap<T, RANK>>,
        map: &SimTensorMap<T, RANK>,
    ) -> Result<(), SimError>
    where
        TensorMap<T, RANK>: Elem,
    {
        let bad = |what: String, fix: &'static str| SimError::TensorMap { what, fix };
        if map.sim != self.id {
            return Err(bad(
                "the tensor map was made by another interpreter".to_owned(),
                "make the map with the interpreter that runs the kernel",
            ));
        }
        let Some(name) = m.name_of(var) else {
            return Err(bad(
                "the variable was declared by another module".to_owned(),
                "pass the `Module` that declared the variable",
            ));
        };
        let name = name.to_owned();
        self.module_mem(m);
        let id = m.state.module;
        let place = self
            .modules
            .get(&id)
            .and_then(|mm| mm.places.get(&var.sym.id))
            .copied();
        let dst = match place {
            Some((Sp::Global, addr)) => {
                let idx = ((addr - GLOBAL_BASE) / STRIDE) as usize;
                self.allocs.get_mut(idx).map(|a| &mut a.data[..])
            }
            Some((Sp::Const, off)) => self
                .modules
                .get_mut(&id)
                .map(|mm| &mut mm.konst[off as usize..]),
            _ => None,
        };
        match dst {
            Some(d) if d.len() >= 128 => {
                d[..128].copy_from_slice(&map.bytes);
                Ok(())
            }
            _ => Err(bad(
                format!("`{name}` is no .global or .const tensor-map variable of 128 bytes"),
                "declare it with Module::global_tensor_map or Module::const_tensor_map",
            )),
        }
    }
}
