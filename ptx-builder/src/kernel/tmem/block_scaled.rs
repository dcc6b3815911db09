//! The block-scaled UMMA (`tcgen05.mma … .block_scale`): FP8, FP6 and FP4 matrices whose
//! blocks of K each carry a scale factor, the scale factors of A's rows and B's columns in
//! tensor memory (MXFP8, MXFP6, MXFP4 and NVFP4).
//!
//! The element types say the kind: 8-bit containers ([`E4m3x2`](crate::E4m3x2) … FP8,
//! [`E2m3`], [`E3m2`] FP6 and [`E2m1`] FP4, one element per byte position of K) are
//! `.kind::mxf8f6f4`;
//! packed FP4 ([`E2m1x2`], two values a byte) is `.kind::mxf4` or `.kind::mxf4nvf4`. The
//! scale factors are [`Ue8m0`] (a power of two) or [`Ue4m3`] (an unsigned FP8, NVFP4's),
//! their type in the [`TmemRef`]s that address them. [`BlockScaling`] names the kind and
//! the scale-vector size together, so that no pair PTX lacks can be written; the
//! instruction descriptor (formats, scale type, scale-factor IDs, M and N) is computed
//! from the types and arguments, as the plain UMMA's.

use super::*;

macro_rules! byte_types {
    ($($(#[$m:meta])* $name:ident;)*) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub u8);
        impl Sealed for $name {}
        impl Elem for $name {
            const TY: Ty = Ty::U8;
            type Value = u32;
        }
        impl crate::ty::Data for $name {}
    )*};
}
byte_types! {
    /// One FP6 E2M3 element of the UMMA's `.kind::f8f6f4` and `.kind::mxf8f6f4`, which read
    /// it as an 8-bit container: the type names what a matrix holds, one element per byte
    /// position of K. Its bits follow the PTX ISA's formats, not this wrapper: in shared
    /// memory 16 FP6 values are packed with padding into each 16-byte unit (the
    /// `.b6x16_p32` of [`TmemCpFormat`]), which `tcgen05.cp` unpacks into one 8-bit
    /// container each in tensor memory.
    E2m3;
    /// One FP6 E3M2 element (as [`E2m3`]).
    E3m2;
    /// One FP4 E2M1 element of an 8-bit-container matrix (as [`E2m3`]; in shared memory 16
    /// FP4 values packed with padding into each 16-byte unit, `.b4x16_p64`).
    E2m1;
    /// Two FP4 E2M1 values packed in a byte, the first in the low nibble: what
    /// `.kind::mxf4` and `.kind::mxf4nvf4` read (64 values of K in a 32-byte row).
    E2m1x2;
    /// An unsigned E8M0 scale factor: the power of two 2^(bits − 127) (MX formats).
    Ue8m0;
    /// An unsigned FP8 E4M3 scale factor (NVFP4's, with `.kind::mxf4nvf4`).
    Ue4m3;
}

umma_elem!(
    E2m3 => f32, KindF8f6f4, 3, 32;
    E3m2 => f32, KindF8f6f4, 4, 32;
    E2m1 => f32, KindF8f6f4, 5, 32;
);

/// What a `tcgen05.mma` matrix descriptor ([`Kernel::umma_desc`]) may describe: the
/// UMMA's element types ([`UmmaElem`]), packed FP4 ([`E2m1x2`]) and the scale factors
/// (a source of [`Kernel::tmem_cp`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an element of a tcgen05 shared-memory matrix",
    note = "tcgen05 descriptors describe F16, Bf16, f32, FP8 (E4m3x2/x4, E5m2x2/x4), E2m3, E3m2, E2m1, E2m1x2, u8, i8, and the scale factors Ue8m0 and Ue4m3"
)]
pub trait UmmaDescElem: Elem {}
impl<T: UmmaElem> UmmaDescElem for T {}
impl UmmaDescElem for E2m1x2 {}
impl UmmaDescElem for Ue8m0 {}
impl UmmaDescElem for Ue4m3 {}

/// The element types of the block-scaled UMMA: 8-bit containers (`.kind::mxf8f6f4`: FP8,
/// FP6, FP4 a byte each) or packed FP4 ([`E2m1x2`]: `.kind::mxf4`, `.kind::mxf4nvf4`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an element type of the block-scaled tcgen05.mma",
    note = "block-scaled UMMA operands are FP8 (E4m3x2/x4, E5m2x2/x4), E2m3, E3m2 or E2m1 (one a byte), or E2m1x2 (two FP4 a byte)"
)]
pub trait BlockScaledElem: UmmaDescElem {
    /// The instruction descriptor's format code.
    #[doc(hidden)]
    const FORMAT: u32;
    /// Whether two values share a byte (packed FP4).
    #[doc(hidden)]
    const PACKED: bool;
}
macro_rules! block_scaled_elem {
    ($($t:ty => $fmt:literal, $packed:literal);* $(;)?) => {$(
        impl BlockScaledElem for $t {
            const FORMAT: u32 = $fmt;
            const PACKED: bool = $packed;
        }
    )*};
}
block_scaled_elem!(
    E4m3x2 => 0, false;
    E4m3x4 => 0, false;
    E5m2x2 => 1, false;
    E5m2x4 => 1, false;
    E2m3 => 3, false;
    E3m2 => 4, false;
    E2m1 => 5, false;
    E2m1x2 => 1, true;
);

/// `Self` (A) and `B` may be multiplied by the block-scaled UMMA: two 8-bit containers of
/// any of FP8, FP6 and FP4 (mixed), or packed FP4 on both sides.
#[diagnostic::on_unimplemented(
    message = "the block-scaled tcgen05.mma does not multiply `{Self}` by `{B}`",
    note = "A and B are both 8-bit containers (E4m3x2/x4, E5m2x2/x4, E2m3, E3m2, E2m1: .kind::mxf8f6f4) or both packed FP4 (E2m1x2: .kind::mxf4, .kind::mxf4nvf4)"
)]
pub trait BlockScaledPair<B: BlockScaledElem>: BlockScaledElem {}
macro_rules! bs_pairs {
    ($([$($a:ty),*] x [$($b:ty),*]);*) => {$(bs_pairs!(@each [$($a),*] [$($b),*]);)*};
    (@each [$($a:ty),*] $bs:tt) => {$(bs_pairs!(@one $a $bs);)*};
    (@one $a:ty [$($b:ty),*]) => {$(impl BlockScaledPair<$b> for $a {})*};
}
bs_pairs!(
    [E4m3x2, E4m3x4, E5m2x2, E5m2x4, E2m3, E3m2, E2m1] x [E4m3x2, E4m3x4, E5m2x2, E5m2x4, E2m3, E3m2, E2m1];
    [E2m1x2] x [E2m1x2]
);

/// The scale-factor types: [`Ue8m0`] and [`Ue4m3`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a block-scaled UMMA scale factor type",
    note = "scale factors are Ue8m0 (every block-scaled kind) or Ue4m3 (.kind::mxf4nvf4 with 16-element blocks)"
)]
pub trait ScaleElem: UmmaDescElem {
    /// The instruction descriptor's scale-format bit.
    #[doc(hidden)]
    const FORMAT: u32;
}
impl ScaleElem for Ue4m3 {
    const FORMAT: u32 = 0;
}
impl ScaleElem for Ue8m0 {
    const FORMAT: u32 = 1;
}

/// The kind and scale-vector size of a block-scaled UMMA, as PTX spells them: the
/// `.scale_vec::NX` forms (PTX ISA 8.6, sm_100a, sm_103a, sm_110a) or the `.blockN` forms
/// of the same instructions (PTX ISA 8.8, the sm_100, sm_103 and sm_110 families). Every
/// instruction reads 32 bytes of K per row: 32 values of 8-bit containers, 64 of packed FP4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockScaling {
    /// `.kind::mxf8f6f4.block_scale.scale_vec::1X`: one scale factor per 32 values.
    Mxf8f6f4X1,
    /// `.kind::mxf8f6f4.block_scale.block32`: the same.
    Mxf8f6f4Block32,
    /// `.kind::mxf4.block_scale.scale_vec::2X`: packed FP4, one E8M0 scale factor per 32
    /// values (two per instruction).
    Mxf4X2,
    /// `.kind::mxf4.block_scale.block32`: the same.
    Mxf4Block32,
    /// `.kind::mxf4nvf4.block_scale.scale_vec::2X`: packed FP4, one E8M0 scale factor per
    /// 32 values.
    Mxf4nvf4X2,
    /// `.kind::mxf4nvf4.block_scale.block32`: the same.
    Mxf4nvf4Block32,
    /// `.kind::mxf4nvf4.block_scale.scale_vec::4X`: packed FP4, one scale factor (E8M0 or
    /// NVFP4's E4M3) per 16 values (four per instruction).
    Mxf4nvf4X4,
    /// `.kind::mxf4nvf4.block_scale.block16`: the same.
    Mxf4nvf4Block16,
}

impl BlockScaling {
    /// The kind's modifier.
    pub(super) fn kind(self) -> Mod {
        use BlockScaling::*;
        match self {
            Mxf8f6f4X1 | Mxf8f6f4Block32 => Mod::KindMxf8f6f4,
            Mxf4X2 | Mxf4Block32 => Mod::KindMxf4,
            _ => Mod::KindMxf4nvf4,
        }
    }

    /// The scale-vector modifier, and whether it is a `.blockN` spelling.
    pub(super) fn vec(self) -> (Mod, bool) {
        use BlockScaling::*;
        match self {
            Mxf8f6f4X1 => (Mod::ScaleVec1x, false),
            Mxf4X2 | Mxf4nvf4X2 => (Mod::ScaleVec2x, false),
            Mxf4nvf4X4 => (Mod::ScaleVec4x, false),
            Mxf8f6f4Block32 | Mxf4Block32 | Mxf4nvf4Block32 => (Mod::Block32, true),
            Mxf4nvf4Block16 => (Mod::Block16, true),
        }
    }

    /// Whether it is a `.blockN` spelling.
    pub(super) fn block(self) -> bool {
        self.vec().1
    }

    /// K of one dense instruction: 32 values of 8-bit containers, 64 of packed FP4 (32
    /// bytes a row either way).
    pub(super) fn k(self) -> u32 {
        if self.packed() { 64 } else { 32 }
    }

    /// Whether the kind reads packed FP4.
    fn packed(self) -> bool {
        self.kind() != Mod::KindMxf8f6f4
    }

    /// The scale factors of one row (column) an instruction reads: one byte of a
    /// tensor-memory column each.
    fn per_instruction(self) -> u32 {
        use BlockScaling::*;
        match self {
            Mxf8f6f4X1 | Mxf8f6f4Block32 => 1,
            Mxf4X2 | Mxf4Block32 | Mxf4nvf4X2 | Mxf4nvf4Block32 => 2,
            Mxf4nvf4X4 | Mxf4nvf4Block16 => 4,
        }
    }
}

/// What a block-scaled UMMA does with the A collector buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectorA {
    /// A read from memory is also kept in the buffer.
    Fill,
    /// A is read from the buffer.
    Use,
    /// A is read from the buffer, whose contents may then be discarded.
    LastUse,
    /// A is read from memory; the buffer's contents may be discarded.
    Discard,
}

impl CollectorA {
    fn modifier(c: Option<CollectorA>) -> Mod {
        match c {
            None => Mod::None,
            Some(CollectorA::Fill) => Mod::CollectorAFill,
            Some(CollectorA::Use) => Mod::CollectorAUse,
            Some(CollectorA::LastUse) => Mod::CollectorALastuse,
            Some(CollectorA::Discard) => Mod::CollectorADiscard,
        }
    }
}

/// The scale factors of a block-scaled UMMA, in tensor memory: A's (one per row of A)
/// and B's (one per column of B), each at lane 0 of a column, from byte `a_id` (`b_id`)
/// of it on (the instruction descriptor's scale-factor IDs: 0 to 3, a multiple of the
/// factors one instruction reads).
pub struct BlockScales<'t, S, G: CtaGroup = Cta1> {
    /// A's scale factors.
    pub a: TmemRef<'t, S, G>,
    /// The first byte of A's column the instruction reads.
    pub a_id: u32,
    /// B's scale factors.
    pub b: TmemRef<'t, S, G>,
    /// The first byte of B's column the instruction reads.
    pub b_id: u32,
}

/// The options of a block-scaled UMMA: its kind and scale-vector size, and its use of
/// the A collector buffer, if any.
#[derive(Clone, Copy, Debug)]
pub struct BlockScaleOpts {
    /// The kind and scale-vector size.
    pub scaling: BlockScaling,
    /// The A collector buffer's use.
    pub collector: Option<CollectorA>,
}

impl From<BlockScaling> for BlockScaleOpts {
    fn from(scaling: BlockScaling) -> Self {
        BlockScaleOpts {
            scaling,
            collector: None,
        }
    }
}

/// The instruction descriptor of a block-scaled UMMA: B's scale-factor ID (bits 4-5), A
/// and B formats (7-9, 10-12), K-major A and B (15, 16 clear), N >> 3 (17-22), the scale
/// format (23: 1 for E8M0, 0 for E4M3), M >> 4 (24-28), A's scale-factor ID (29-30).
pub(super) fn block_scaled_idesc<A: BlockScaledElem, B: BlockScaledElem, S: ScaleElem>(
    shape: UmmaShape,
    (a_id, b_id): (u32, u32),
) -> u32 {
    (b_id << 4)
        | (A::FORMAT << 7)
        | (B::FORMAT << 10)
        | ((shape.n >> 3) << 17)
        | (S::FORMAT << 23)
        | ((shape.m >> 4) << 24)
        | (a_id << 29)
}

/// # Block-scaled UMMA (Blackwell)
impl<'m> Kernel<'m> {
    /// `tcgen05.mma.cta_group.kind.block_scale.vec.collector [d], a-desc, b-desc, idesc,
    /// [scale-a], [scale-b], accumulate`: the block-scaled UMMA, `D = A * B + D` with each
    /// block of K of A's rows and B's columns multiplied by its scale factor, issued by one
    /// thread as [`umma`](Kernel::umma). A (M x K) and B (N x K) are K-major in shared
    /// memory; D is f32. Checked at the call site: the shape (M of 128 for one CTA, 128 or
    /// 256 for a pair), D inside its allocation and each descriptor's matrix inside its
    /// variable (as the plain UMMA's); the element types against the kind (8-bit containers
    /// for `.kind::mxf8f6f4`, packed FP4 for the others); E4M3 scale factors only with
    /// 16-value blocks; each scale factor reference at lane 0 of a column inside its
    /// allocation, its ID a multiple of the factors one instruction reads, below 4. (How
    /// many columns past the first the hardware reads for the scale factors of a wide B
    /// is not checked.)
    #[track_caller]
    pub fn umma_block_scaled<A, B, S, G>(
        &mut self,
        d: TmemRef<'_, f32, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        scales: BlockScales<'_, S, G>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
        opts: impl Into<BlockScaleOpts>,
    ) where
        A: BlockScaledPair<B>,
        B: BlockScaledElem,
        S: ScaleElem,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        let opts = opts.into();
        if !self.block_scaled_checks::<A, S, G>(&d, &scales, shape, opts.scaling, at) {
            return;
        }
        let a = self.umma_desc_a_operand(a.id, shape.m / G::CTAS, (shape, opts.scaling.k()), at);
        let how = (shape, accumulate.into(), opts);
        self.block_scaled_issue::<A, B, S, G>(false, &d, (a, b.id), &scales, how, at);
    }

    /// [`umma_block_scaled`](Kernel::umma_block_scaled) with A in tensor memory at `a`
    /// (lane 0; its 8 columns of a K step inside its allocation).
    #[track_caller]
    pub fn umma_block_scaled_tmem_a<A, B, S, G>(
        &mut self,
        d: TmemRef<'_, f32, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        scales: BlockScales<'_, S, G>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
        opts: impl Into<BlockScaleOpts>,
    ) where
        A: BlockScaledPair<B>,
        B: BlockScaledElem,
        S: ScaleElem,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        let opts = opts.into();
        if !self.block_scaled_checks::<A, S, G>(&d, &scales, shape, opts.scaling, at) {
            return;
        }
        let Some(a) = self.umma_tmem_a_operand(&a, false, at) else {
            return;
        };
        let how = (shape, accumulate.into(), opts);
        self.block_scaled_issue::<A, B, S, G>(true, &d, (a, b.id), &scales, how, at);
    }

    /// The checks of a block-scaled UMMA that its operands' types and arguments decide
    /// (reported, `false`: emit nothing).
    pub(super) fn block_scaled_checks<A: BlockScaledElem, S: ScaleElem, G: CtaGroup>(
        &mut self,
        d: &TmemRef<'_, f32, G>,
        scales: &BlockScales<'_, S, G>,
        shape: UmmaShape,
        scaling: BlockScaling,
        at: Site,
    ) -> bool {
        if shape.m == 64 {
            self.misuse(
                "M = 64 is no block-scaled tcgen05.mma shape (M is 128 for one CTA, 128 or 256 for a pair)",
                "use M = 128 (or a CTA pair's 256)",
                at,
            );
            return false;
        }
        if !self.umma_checks(d, (shape, false), at) {
            return false;
        }
        if A::PACKED != scaling.packed() {
            let (what, fix) = if A::PACKED {
                (
                    format!("packed FP4 (E2m1x2) in a `{}` UMMA", scaling.kind().text()),
                    "packed FP4 is .kind::mxf4 or .kind::mxf4nvf4: use a BlockScaling::Mxf4… or Mxf4nvf4… value (or E2m1, one FP4 a byte, for .kind::mxf8f6f4)",
                )
            } else {
                (
                    format!("8-bit containers in a `{}` UMMA", scaling.kind().text()),
                    ".kind::mxf4 and .kind::mxf4nvf4 read packed FP4 (E2m1x2): use BlockScaling::Mxf8f6f4X1 or Mxf8f6f4Block32 for one value a byte",
                )
            };
            self.misuse(what, fix, at);
            return false;
        }
        if S::FORMAT == 0 && scaling.per_instruction() != 4 {
            self.misuse(
                format!(
                    "E4M3 scale factors (Ue4m3) with `{}{}`",
                    scaling.kind().text(),
                    scaling.vec().0.text()
                ),
                "E4M3 scale factors scale 16-value blocks: use BlockScaling::Mxf4nvf4X4 or Mxf4nvf4Block16 (or Ue8m0 scale factors)",
                at,
            );
            return false;
        }
        let per = scaling.per_instruction();
        for (which, r, id) in [("A", &scales.a, scales.a_id), ("B", &scales.b, scales.b_id)] {
            if !matches!(r.lanes, Lanes::Fixed(0)) {
                self.misuse(
                    format!("block-scaled tcgen05.mma scale factors of {which} at a warp's lanes"),
                    "scale factors start at lane 0: take them with `Tmem::at(col)`",
                    at,
                );
                return false;
            }
            if r.col >= r.cols {
                self.tmem_past(r.col, 1, r.cols, at);
                return false;
            }
            if id >= 4 || !id.is_multiple_of(per) {
                self.misuse(
                    format!(
                        "scale factor ID {id} of {which} in a UMMA that reads {per} scale factor(s) of a column's 4 bytes"
                    ),
                    "the ID is the first byte of the column the UMMA reads: 0 to 3 with one factor an instruction, 0 or 2 with two, 0 with four",
                    at,
                );
                return false;
            }
        }
        true
    }

    /// Emits a block-scaled UMMA of `A` by `B` into `d` with A's operand `a` (in tensor
    /// memory where `tmem_a`): B read through its descriptor is checked against its
    /// variable, and the instruction descriptor is computed from the types, the shape and
    /// the scale-factor IDs.
    fn block_scaled_issue<A: BlockScaledElem, B: BlockScaledElem, S: ScaleElem, G: CtaGroup>(
        &mut self,
        tmem_a: bool,
        d: &TmemRef<'_, f32, G>,
        (a, b): (Op, RegId),
        scales: &BlockScales<'_, S, G>,
        (shape, accumulate, opts): (UmmaShape, Src<Pred>, BlockScaleOpts),
        at: Site,
    ) {
        self.check_desc_reads(
            b,
            ("B", shape.n / G::CTAS, false),
            ((shape.m, shape.n, opts.scaling.k()), true),
            at,
        );
        let idesc = block_scaled_idesc::<A, B, S>(shape, (scales.a_id, scales.b_id));
        let ops = [
            self.tmem_addr(d, at),
            a,
            self.op_reg(b, at),
            Op::Imm(Imm::UInt(idesc as u64)),
            self.tmem_addr(&scales.a, at),
            self.tmem_addr(&scales.b, at),
            self.op_src(accumulate, at),
        ];
        let form = match (opts.scaling.block(), tmem_a) {
            (false, false) => FormId::Tcgen05MmaBlockScale,
            (false, true) => FormId::Tcgen05MmaBlockScaleTmemA,
            (true, false) => FormId::Tcgen05MmaBlock,
            (true, true) => FormId::Tcgen05MmaBlockTmemA,
        };
        self.op(form, &row_values::<G>(opts), &ops, at);
    }
}

/// The slot values of a block-scaled UMMA row: the CTA group, the kind, the scale-vector
/// size and the A collector's use.
pub(super) fn row_values<G: CtaGroup>(opts: BlockScaleOpts) -> [Val; 4] {
    [
        G::MOD.into(),
        opts.scaling.kind().into(),
        opts.scaling.vec().0.into(),
        CollectorA::modifier(opts.collector).into(),
    ]
}
