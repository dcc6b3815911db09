//! Loads, stores, atomics and reductions: the state space comes from the address's type.

use super::*;
use typed_ptx_isa::Mod;

/// The values of an `ld`/`st` row's slots: space, cache operator, vector, type.
fn mem_vals(space: Val, cache: Mod, vec: Mod, ty: Ty) -> [Val; 4] {
    [space, cache.into(), vec.into(), ty.modifier().mem().into()]
}

/// A cache operator for loads (`ld.ca`, `ld.cg` …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LdCache {
    /// `.ca`: cache at all levels (the default).
    Ca,
    /// `.cg`: cache in L2, not L1.
    Cg,
    /// `.cs`: streaming, likely accessed once.
    Cs,
    /// `.lu`: last use.
    Lu,
    /// `.cv`: do not cache; fetch again.
    Cv,
}

impl LdCache {
    const fn modifier(self) -> Mod {
        match self {
            LdCache::Ca => Mod::Ca,
            LdCache::Cg => Mod::Cg,
            LdCache::Cs => Mod::Cs,
            LdCache::Lu => Mod::Lu,
            LdCache::Cv => Mod::Cv,
        }
    }
}

/// The L1 eviction priority of a `.global` load or store (the slot `{.evict}` of
/// `FormId::LdEvict`, `LdGlobalNcEvict` and `StEvict`, a shared enum of
/// `typed_ptx_isa::row::SHARED_ENUMS`): which lines L1 gives up first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum L1Evict {
    /// `.L1::evict_normal`: the default priority.
    EvictNormal,
    /// `.L1::evict_unchanged`: leave the line's priority as it is.
    EvictUnchanged,
    /// `.L1::evict_first`: evicted first (data used once, streamed through).
    EvictFirst,
    /// `.L1::evict_last`: evicted last (data used again soon).
    EvictLast,
    /// `.L1::no_allocate`: not allocated in L1 at all.
    NoAllocate,
}

impl L1Evict {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [L1Evict] = &[
        L1Evict::EvictNormal,
        L1Evict::EvictUnchanged,
        L1Evict::EvictFirst,
        L1Evict::EvictLast,
        L1Evict::NoAllocate,
    ];

    /// The table's modifier (`.L1::evict_first` …).
    pub const fn modifier(self) -> Mod {
        match self {
            L1Evict::EvictNormal => Mod::EvictNormal,
            L1Evict::EvictUnchanged => Mod::EvictUnchanged,
            L1Evict::EvictFirst => Mod::EvictFirst,
            L1Evict::EvictLast => Mod::EvictLast,
            L1Evict::NoAllocate => Mod::NoAllocate,
        }
    }
}

/// How many bytes around a `.global` load's address to prefetch into L2 (the slot
/// `{.prefetch}` of `FormId::LdPrefetch`, `LdEvict`, `LdGlobalNcPrefetch` and
/// `LdGlobalNcEvict`, a shared enum of `typed_ptx_isa::row::SHARED_ENUMS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum L2Prefetch {
    /// `.L2::64B` (sm_75).
    Bytes64,
    /// `.L2::128B` (sm_75).
    Bytes128,
    /// `.L2::256B` (sm_80).
    Bytes256,
}

impl L2Prefetch {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [L2Prefetch] = &[
        L2Prefetch::Bytes64,
        L2Prefetch::Bytes128,
        L2Prefetch::Bytes256,
    ];

    /// The table's modifier (`.L2::64B` …).
    pub const fn modifier(self) -> Mod {
        match self {
            L2Prefetch::Bytes64 => Mod::Bytes64,
            L2Prefetch::Bytes128 => Mod::Bytes128,
            L2Prefetch::Bytes256 => Mod::Bytes256,
        }
    }
}

/// A cache operator for stores (`st.wb`, `st.cg` …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StCache {
    /// `.wb`: write back (the default).
    Wb,
    /// `.cg`: cache in L2, not L1.
    Cg,
    /// `.cs`: streaming.
    Cs,
    /// `.wt`: write through.
    Wt,
}

impl StCache {
    const fn modifier(self) -> Mod {
        match self {
            StCache::Wb => Mod::Wb,
            StCache::Cg => Mod::Cg,
            StCache::Cs => Mod::Cs,
            StCache::Wt => Mod::Wt,
        }
    }
}

/// Atomic operations of [`Kernel::atom`] and [`Kernel::red`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomOp {
    /// `.add`.
    Add,
    /// `.min`.
    Min,
    /// `.max`.
    Max,
    /// `.and` (bitwise).
    And,
    /// `.or` (bitwise).
    Or,
    /// `.xor` (bitwise).
    Xor,
    /// `.exch` (atom only).
    Exch,
    /// `.inc` (wrapping increment, u32).
    Inc,
    /// `.dec` (wrapping decrement, u32).
    Dec,
}

impl AtomOp {
    /// Every operation, in declaration order.
    pub const ALL: &'static [AtomOp] = &[
        AtomOp::Add,
        AtomOp::Min,
        AtomOp::Max,
        AtomOp::And,
        AtomOp::Or,
        AtomOp::Xor,
        AtomOp::Exch,
        AtomOp::Inc,
        AtomOp::Dec,
    ];

    /// The modifier that spells the operation (`.add` …).
    pub const fn modifier(self) -> Mod {
        match self {
            AtomOp::Add => Mod::Add,
            AtomOp::Min => Mod::Min,
            AtomOp::Max => Mod::Max,
            AtomOp::And => Mod::And,
            AtomOp::Or => Mod::Or,
            AtomOp::Xor => Mod::Xor,
            AtomOp::Exch => Mod::Exch,
            AtomOp::Inc => Mod::Inc,
            AtomOp::Dec => Mod::Dec,
        }
    }
    fn bitwise(self) -> bool {
        matches!(self, AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch)
    }
}

/// Element types an atomic operation accepts: u32, i32, u64, i64, f32, f64.
#[diagnostic::on_unimplemented(
    message = "PTX has no atomics on `{Self}`",
    note = "atom and red take 32- and 64-bit integers and floats; a 128-bit `B128` is swapped with `atom_exch_b128` and compared-and-swapped with `atom_cas_b128` (sm_90)"
)]
pub trait AtomicElem: Elem<Value = Self> + Scalar {}
impl AtomicElem for u32 {}
impl AtomicElem for i32 {}
impl AtomicElem for u64 {}
impl AtomicElem for i64 {}
impl AtomicElem for f32 {}
impl AtomicElem for f64 {}

/// Element types that `.v4` loads and stores accept (at most 32 bits each).
#[diagnostic::on_unimplemented(
    message = "PTX `.v4` vectors of `{Self}` exceed 128 bits",
    note = "use `.v2` for 64-bit elements"
)]
pub trait V4Elem: V2Elem {}
impl V4Elem for u8 {}
impl V4Elem for i8 {}
impl V4Elem for u16 {}
impl V4Elem for i16 {}
impl V4Elem for u32 {}
impl V4Elem for i32 {}
impl V4Elem for f32 {}
impl V4Elem for crate::ty::F16 {}
impl V4Elem for crate::ty::Bf16 {}
impl V4Elem for crate::ty::F16x2 {}
impl V4Elem for crate::ty::Bf16x2 {}
impl V4Elem for crate::ty::E4m3x2 {}
impl V4Elem for crate::ty::E5m2x2 {}

/// Element types that `.v2` loads and stores accept: every plain data type but
/// [`B128`](crate::B128), whose pair would exceed PTX's 128-bit vector limit.
#[diagnostic::on_unimplemented(
    message = "PTX `.v2` vectors of `{Self}` exceed 128 bits",
    note = "a `.b128` value is loaded and stored whole, with `ld`/`st`"
)]
pub trait V2Elem: Elem {}
macro_rules! v2 {
    ($($t:ty),*) => { $(impl V2Elem for $t {})* };
}
v2!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);
v2!(
    crate::ty::F16,
    crate::ty::Bf16,
    crate::ty::F16x2,
    crate::ty::Bf16x2,
    crate::ty::E4m3x2,
    crate::ty::E5m2x2,
    crate::ty::E4m3x4,
    crate::ty::E5m2x4,
    crate::ty::S8x4,
    crate::ty::U8x4
);

/// `.global` only: the read-only non-coherent path of `ld.global.nc`.
#[diagnostic::on_unimplemented(
    message = "`ld.global.nc` reads only the .global state space, not {Self}",
    note = "load other spaces with `ld`"
)]
pub trait NonCoherent: Space {}
impl NonCoherent for Global {}

/// `.global` only: the loads and stores with an L1 eviction priority, an L2 prefetch size
/// or an L2 cache policy (`ld.global.L1::evict_last`, `st.global.L1::no_allocate`,
/// `ld.global.L2::cache_hint` …).
#[diagnostic::on_unimplemented(
    message = "cache hints (L1 eviction priorities, L2 prefetch sizes, L2 cache policies) apply to .global accesses, not {Self}",
    note = "access other spaces with `ld`/`st`"
)]
pub trait CacheHinted: Space {}
impl CacheHinted for Global {}

/// # Memory: loads, stores, atomics and reductions
///
/// Loads, stores, atomics and reductions: the state space comes from the address's type.
impl<'m> Kernel<'m> {
    // ---- loads and stores ------------------------------------------------------------------

    pub(crate) fn ld_at<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        at: Site,
    ) -> Reg<<A::Elem as Elem>::Value> {
        let sp = self.mem_space::<A::Space>(FormId::Ld, at);
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let vals = mem_vals(sp, Mod::None, Mod::None, <A::Elem as Elem>::TY);
        self.op(FormId::Ld, &vals, &[Op::Reg(d.class, d.idx), addr], at);
        Reg::new(d)
    }

    /// `ld.<space>.T d, [a]`: the space comes from the address's type.
    #[track_caller]
    pub fn ld<A: Address<Elem: Data>>(&mut self, a: A) -> Reg<<A::Elem as Elem>::Value> {
        self.ld_at(a, site(Location::caller()))
    }

    /// `ld.<space>.<cache>.T d, [a]` with a cache operator.
    #[track_caller]
    pub fn ld_cached<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        cache: LdCache,
    ) -> Reg<<A::Elem as Elem>::Value> {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::Ld, at);
        let d = self.new_reg(<<A::Elem as Elem>::Value as Scalar>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let vals = mem_vals(sp, cache.modifier(), Mod::None, <A::Elem as Elem>::TY);
        self.op(FormId::Ld, &vals, &[Op::Reg(d.class, d.idx), addr], at);
        Reg::new(d)
    }

    pub(crate) fn ld_vec<A: Address<Elem: Data>, const N: usize>(
        &mut self,
        a: A,
        at: Site,
    ) -> [Reg<<A::Elem as Elem>::Value>; N] {
        let sp = self.mem_space::<A::Space>(FormId::Ld, at);
        let class = <<A::Elem as Elem>::Value as Scalar>::TY.class();
        let regs: [RegId; N] = core::array::from_fn(|_| self.new_reg(class));
        let mut ops = Vec::with_capacity(N + 2);
        ops.push(Op::Vector(N as u8));
        ops.extend(regs.iter().map(|r| Op::Reg(r.class, r.idx)));
        let bytes = <A::Elem as Elem>::TY.size() * N as u64;
        ops.push(self.op_addr(a.operand(Token::new()), bytes, at));
        let v = if N == 2 { Mod::V2 } else { Mod::V4 };
        self.op(
            FormId::Ld,
            &mem_vals(sp, Mod::None, v, <A::Elem as Elem>::TY),
            &ops,
            at,
        );
        regs.map(Reg::new)
    }

    /// `ld.<space>.v2.T {a, b}, [p]` (the address must be aligned to twice the element size).
    #[track_caller]
    pub fn ld_v2<A: Address<Elem: Data>>(&mut self, a: A) -> [Reg<<A::Elem as Elem>::Value>; 2]
    where
        A::Elem: V2Elem,
    {
        self.ld_vec::<A, 2>(a, site(Location::caller()))
    }

    /// `ld.<space>.v4.T {a, b, c, d}, [p]` (elements of at most 32 bits; 16-byte aligned for 32-bit ones).
    #[track_caller]
    pub fn ld_v4<A: Address<Elem: Data>>(&mut self, a: A) -> [Reg<<A::Elem as Elem>::Value>; 4]
    where
        A::Elem: V4Elem,
    {
        self.ld_vec::<A, 4>(a, site(Location::caller()))
    }

    /// `st.<space>.T [a], v`. Stores to `.const` and `.param` do not compile.
    #[track_caller]
    pub fn st<A: Address<Elem: Data>>(&mut self, a: A, v: impl Into<Src<<A::Elem as Elem>::Value>>)
    where
        A::Space: Storable,
    {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::St, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        let vals = mem_vals(sp, Mod::None, Mod::None, <A::Elem as Elem>::TY);
        self.op(FormId::St, &vals, &[addr, v], at);
    }

    /// `st.<space>.<cache>.T [a], v` with a cache operator.
    #[track_caller]
    pub fn st_cached<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        v: impl Into<Src<<A::Elem as Elem>::Value>>,
        cache: StCache,
    ) where
        A::Space: Storable,
    {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::St, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        let vals = mem_vals(sp, cache.modifier(), Mod::None, <A::Elem as Elem>::TY);
        self.op(FormId::St, &vals, &[addr, v], at);
    }

    pub(crate) fn st_vec<A: Address<Elem: Data>>(
        &mut self,
        a: A,
        vals: &[Src<<A::Elem as Elem>::Value>],
        at: Site,
    ) where
        A::Space: Storable,
    {
        let sp = self.mem_space::<A::Space>(FormId::St, at);
        let mut ops = Vec::with_capacity(vals.len() + 2);
        let bytes = <A::Elem as Elem>::TY.size() * vals.len() as u64;
        ops.push(self.op_addr(a.operand(Token::new()), bytes, at));
        ops.push(Op::Vector(vals.len() as u8));
        for v in vals {
            let o = self.op_src(*v, at);
            ops.push(o);
        }
        let v = if vals.len() == 2 { Mod::V2 } else { Mod::V4 };
        self.op(
            FormId::St,
            &mem_vals(sp, Mod::None, v, <A::Elem as Elem>::TY),
            &ops,
            at,
        );
    }

    /// `st.<space>.v2.T [p], {a, b}`.
    #[track_caller]
    pub fn st_v2<A: Address<Elem: Data>>(&mut self, a: A, v: [Reg<<A::Elem as Elem>::Value>; 2])
    where
        A::Space: Storable,
        A::Elem: V2Elem,
    {
        let vals = v.map(Src::from);
        self.st_vec(a, &vals, site(Location::caller()));
    }

    /// `st.<space>.v4.T [p], {a, b, c, d}`.
    #[track_caller]
    pub fn st_v4<A: Address<Elem: Data>>(&mut self, a: A, v: [Reg<<A::Elem as Elem>::Value>; 4])
    where
        A::Space: Storable,
        A::Elem: V4Elem,
    {
        let vals = v.map(Src::from);
        self.st_vec(a, &vals, site(Location::caller()));
    }

    // ---- atomics -----------------------------------------------------------------------------

    pub(crate) fn atom_ty(&mut self, op: AtomOp, ty: Ty, at: Site) -> Mod {
        let ok = match op {
            AtomOp::Add => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64),
            AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64),
            AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch => {
                !ty.is_float() || op == AtomOp::Exch
            }
            AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        };
        if !ok {
            self.misuse(
                format!("`atom{}` on {} values", op.modifier(), ty.suffix()),
                "PTX atom/red: .add takes u32/s32/u64/f32/f64; .min/.max u32/s32/u64/s64; .and/.or/.xor integers; .inc/.dec u32",
                at,
            );
        }
        if op.bitwise() {
            ty.modifier().bits()
        } else {
            ty.modifier()
        }
    }

    /// `atom.<space>.<op>.T d, [a], v`: atomically apply `op` and return the old value.
    /// Atomics on `.local`, `.const` and `.param` do not compile.
    #[track_caller]
    pub fn atom<A: Address>(&mut self, op: AtomOp, a: A, v: impl Into<Src<A::Elem>>) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        let at = site(Location::caller());
        let sp = self.mem_space::<A::Space>(FormId::Atom, at);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        let vals = [sp, op.modifier().into(), ty.into()];
        self.op(FormId::Atom, &vals, &[Op::Reg(d.class, d.idx), addr, v], at);
        Reg::new(d)
    }

    /// `atom.<space>.cas.bN d, [a], cmp, new`: compare-and-swap; returns the old value.
    #[track_caller]
    pub fn atom_cas<A: Address>(
        &mut self,
        a: A,
        cmp: impl Into<Src<A::Elem>>,
        new: impl Into<Src<A::Elem>>,
    ) -> Reg<A::Elem>
    where
        A::Space: Atomic,
        A::Elem: AtomicElem + Int,
    {
        let at = site(Location::caller());
        // Through a generic address, the `atom.cas` row; in a space, that space's row
        // with `.cas` (so `.shared::cluster` is gated as that space is).
        let sp = self.mem_space::<A::Space>(FormId::Atom, at);
        let d = self.new_reg(<A::Elem as Elem>::TY.class());
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let c = self.op_src(cmp.into(), at);
        let n = self.op_src(new.into(), at);
        let ty = Val::from(<A::Elem as Elem>::TY.modifier().bits());
        let ops = [Op::Reg(d.class, d.idx), addr, c, n];
        if sp == Val::NONE {
            self.op(FormId::AtomCas, &[ty], &ops, at);
        } else {
            self.op(FormId::Atom, &[sp, Mod::Cas.into(), ty], &ops, at);
        }
        Reg::new(d)
    }

    /// `red.<space>.<op>.T [a], v`: an atomic reduction with no result.
    #[track_caller]
    pub fn red<A: Address>(&mut self, op: AtomOp, a: A, v: impl Into<Src<A::Elem>>)
    where
        A::Space: Atomic,
        A::Elem: AtomicElem,
    {
        let at = site(Location::caller());
        if op == AtomOp::Exch {
            self.misuse(
                "`red.exch`",
                "red has no .exch: use atom with AtomOp::Exch",
                at,
            );
        }
        let sp = self.mem_space::<A::Space>(FormId::Red, at);
        let ty = self.atom_ty(op, <A::Elem as Elem>::TY, at);
        let addr = self.op_addr(a.operand(Token::new()), <A::Elem as Elem>::TY.size(), at);
        let v = self.op_src(v.into(), at);
        if op == AtomOp::Exch {
            return;
        }
        self.op(
            FormId::Red,
            &[sp, op.modifier().into(), ty.into()],
            &[addr, v],
            at,
        );
    }
}
