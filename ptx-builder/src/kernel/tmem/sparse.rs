//! The sparse UMMA (`tcgen05.mma.sp`): A 2:4 structured-sparse (two values of each four
//! along K kept, so A gives half its K: the same 32 bytes a row as a dense A) with its
//! metadata (which two of each four) in tensor memory, B dense (64 bytes of K a row: twice
//! a dense UMMA's K). Plain kinds (`.kind::f16`, `.kind::tf32`, `.kind::f8f6f4`,
//! `.kind::i8`) and block-scaled ones (the `.blockN` spellings only).

use super::*;
use block_scaled::{BlockScaleOpts, BlockScaledElem, BlockScaledPair, BlockScales, ScaleElem};

/// The 2:4 sparsity metadata of a sparse UMMA's A in tensor memory: the type of the
/// [`TmemRef`] that addresses it ([`SparseA`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SparseMeta(pub u32);

/// A sparse UMMA's metadata: at lane 0 of a column inside its allocation, and the
/// instruction descriptor's metadata ID (0 to 3 for `.kind::f16` and `.kind::tf32`, 0 for
/// the other kinds). Only the first column is checked against the allocation (how many the
/// kind reads is not), and not against D's columns.
pub struct SparseA<'t, G: CtaGroup = Cta1> {
    /// The metadata.
    pub meta: TmemRef<'t, SparseMeta, G>,
    /// The instruction descriptor's sparse-metadata ID.
    pub id: u32,
}

/// # Sparse UMMA (Blackwell)
impl<'m> Kernel<'m> {
    /// `tcgen05.mma.sp.cta_group.kind [d], a-desc, b-desc, [meta], idesc, accumulate`: the
    /// sparse UMMA, as [`umma`](Kernel::umma) with A 2:4 sparse (its stored half: 32 bytes
    /// of K a row) and its metadata at `sparse`, and B giving 64 bytes of K a row (both read
    /// inside their variables). The instruction descriptor marks it sparse and carries the
    /// metadata ID. The metadata must be at lane 0 of a column inside its allocation, its ID
    /// 0 to 3 for `.kind::f16`/`.kind::tf32` and 0 otherwise; `.kind::i8` runs on `sm_100a`
    /// and `sm_110a` only. B's descriptor must not have a swizzle row narrower than its 64
    /// bytes of K (an error: that layout is not modelled).
    #[track_caller]
    pub fn umma_sparse<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        sparse: SparseA<'_, G>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        if !self.umma_checks(&d, (shape, false), at) || !self.sparse_checks(&sparse, A::KIND, at) {
            return;
        }
        let a = self.umma_desc_a_operand(a.id, shape.m / G::CTAS, (shape, 2 * A::K), at);
        let how = (shape, accumulate.into());
        self.sparse_issue::<A, B, G>(false, (&d, a, b.id), &sparse, how, at);
    }

    /// [`umma_sparse`](Kernel::umma_sparse) with A's stored half in tensor memory at `a`
    /// (lane 0; its 8 columns of a K step inside its allocation).
    #[track_caller]
    pub fn umma_sparse_tmem_a<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        sparse: SparseA<'_, G>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        if !self.umma_checks(&d, (shape, false), at) || !self.sparse_checks(&sparse, A::KIND, at) {
            return;
        }
        let Some(a) = self.umma_tmem_a_operand(&a, false, at) else {
            return;
        };
        let how = (shape, accumulate.into());
        self.sparse_issue::<A, B, G>(true, (&d, a, b.id), &sparse, how, at);
    }

    /// `tcgen05.mma.sp.cta_group.kind.block_scale.blockN.collector [d], a-desc, b-desc,
    /// [meta], idesc, [scale-a], [scale-b], accumulate`: the sparse block-scaled UMMA, as
    /// [`umma_block_scaled`](Kernel::umma_block_scaled) (and its checks) with A 2:4 sparse
    /// as [`umma_sparse`](Kernel::umma_sparse). Only the `.blockN` spellings exist
    /// (`BlockScaling::…Block16`, `…Block32`: PTX ISA 8.8; `.block16` on the arch-specific
    /// targets only).
    #[track_caller]
    pub fn umma_sparse_block_scaled<A, B, S, G>(
        &mut self,
        d: TmemRef<'_, f32, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        (sparse, scales): (SparseA<'_, G>, BlockScales<'_, S, G>),
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
        if !self.sparse_block_checks::<A, S, G>(&d, (&sparse, &scales), shape, opts, at) {
            return;
        }
        let a =
            self.umma_desc_a_operand(a.id, shape.m / G::CTAS, (shape, 2 * opts.scaling.k()), at);
        let how = (shape, accumulate.into(), opts);
        self.sparse_block_issue::<A, B, S, G>(false, (&d, a, b.id), (&sparse, &scales), how, at);
    }

    /// [`umma_sparse_block_scaled`](Kernel::umma_sparse_block_scaled) with A's stored half
    /// in tensor memory at `a` (lane 0; its 8 columns inside its allocation).
    #[track_caller]
    pub fn umma_sparse_block_scaled_tmem_a<A, B, S, G>(
        &mut self,
        d: TmemRef<'_, f32, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        (sparse, scales): (SparseA<'_, G>, BlockScales<'_, S, G>),
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
        if !self.sparse_block_checks::<A, S, G>(&d, (&sparse, &scales), shape, opts, at) {
            return;
        }
        let Some(a) = self.umma_tmem_a_operand(&a, false, at) else {
            return;
        };
        let how = (shape, accumulate.into(), opts);
        self.sparse_block_issue::<A, B, S, G>(true, (&d, a, b.id), (&sparse, &scales), how, at);
    }

    /// The checks of the sparse metadata of an MMA of kind `kind` (reported, `false`: emit
    /// nothing). The ID selects which sub-columns of the metadata the MMA reads: 0 to 3 for
    /// `.kind::f16` and `.kind::tf32`; the PTX ISA requires 0 for `.kind::i8` and
    /// `.kind::f8f6f4` and assumes 0 for the block-scaled kinds.
    fn sparse_checks<G: CtaGroup>(&mut self, sparse: &SparseA<'_, G>, kind: Mod, at: Site) -> bool {
        let r = &sparse.meta;
        if !matches!(r.lanes, Lanes::Fixed(0)) {
            self.misuse(
                "sparse tcgen05.mma metadata at a warp's lanes",
                "the metadata starts at lane 0: take it with `Tmem::at(col)`",
                at,
            );
            return false;
        }
        if r.col >= r.cols {
            self.tmem_past(r.col, 1, r.cols, at);
            return false;
        }
        let most = if matches!(kind, Mod::KindF16 | Mod::KindTf32) {
            3
        } else {
            0
        };
        if sparse.id > most {
            let fix = if most == 3 {
                "use a metadata ID from 0 to 3 (the instruction descriptor has 2 bits for it)"
            } else {
                "use metadata ID 0: the PTX ISA requires it for .kind::i8 and .kind::f8f6f4 and assumes it for the block-scaled kinds"
            };
            self.misuse(
                format!(
                    "sparse metadata ID {} of a `{}` UMMA",
                    sparse.id,
                    kind.text()
                ),
                fix,
                at,
            );
            return false;
        }
        true
    }

    /// The checks of a sparse block-scaled UMMA: the block-scaled ones, the metadata's, and
    /// a `.blockN` spelling (reported, `false`: emit nothing).
    fn sparse_block_checks<A: BlockScaledElem, S: ScaleElem, G: CtaGroup>(
        &mut self,
        d: &TmemRef<'_, f32, G>,
        (sparse, scales): (&SparseA<'_, G>, &BlockScales<'_, S, G>),
        shape: UmmaShape,
        opts: BlockScaleOpts,
        at: Site,
    ) -> bool {
        if !opts.scaling.block() {
            self.misuse(
                format!(
                    "the sparse block-scaled tcgen05.mma spelled `{}`",
                    opts.scaling.vec().0.text()
                ),
                "the builder spells the sparse block-scaled UMMA with .block16/.block32 only (the forms CCCL exposes, which the gating matrix checks against ptxas): use BlockScaling::Mxf8f6f4Block32, Mxf4Block32, Mxf4nvf4Block32 or Mxf4nvf4Block16",
                at,
            );
            return false;
        }
        self.block_scaled_checks::<A, S, G>(d, scales, shape, opts.scaling, at)
            && self.sparse_checks(sparse, opts.scaling.kind(), at)
    }

    /// A sparse UMMA's first operands, `[d], a, b-desc, [meta], idesc`: B read through its
    /// descriptor (64 bytes of K a row, `k` values) is checked against its variable; the
    /// descriptor `idesc` is marked sparse with the metadata ID.
    fn sparse_operands<G: CtaGroup>(
        &mut self,
        (d, a, b): (&TmemRef<'_, impl Sized, G>, Op, RegId),
        sparse: &SparseA<'_, G>,
        (idesc, shape, k): (u32, UmmaShape, u32),
        at: Site,
    ) -> Vec<Op> {
        self.check_desc_reads_k(
            b,
            ("B", shape.n / G::CTAS, false),
            ((shape.m, shape.n, k), true),
            64,
            at,
        );
        let idesc = idesc | (1 << 2) | sparse.id;
        vec![
            self.tmem_addr(d, at),
            a,
            self.op_reg(b, at),
            self.tmem_addr(&sparse.meta, at),
            Op::Imm(Imm::UInt(idesc as u64)),
        ]
    }

    /// Emits a sparse UMMA of a plain kind of `A` by `B` (A in tensor memory where
    /// `tmem_a`), with the dense instruction descriptor of the types and shape.
    fn sparse_issue<A: UmmaPair<B, Acc: UmmaAcc>, B: UmmaElem, G: CtaGroup>(
        &mut self,
        tmem_a: bool,
        (d, a, b): (&TmemRef<'_, A::Acc, G>, Op, RegId),
        sparse: &SparseA<'_, G>,
        (shape, accumulate): (UmmaShape, Src<Pred>),
        at: Site,
    ) {
        let idesc = umma_idesc::<A, B>(shape);
        let mut ops = self.sparse_operands::<G>((d, a, b), sparse, (idesc, shape, 2 * A::K), at);
        ops.push(self.op_src(accumulate, at));
        let form = if tmem_a {
            FormId::Tcgen05MmaSpTmemA
        } else {
            FormId::Tcgen05MmaSp
        };
        self.op(form, &[G::MOD.into(), A::KIND.into()], &ops, at);
    }

    /// Emits a sparse block-scaled UMMA of `A` by `B` (A in tensor memory where `tmem_a`).
    fn sparse_block_issue<A: BlockScaledElem, B: BlockScaledElem, S: ScaleElem, G: CtaGroup>(
        &mut self,
        tmem_a: bool,
        (d, a, b): (&TmemRef<'_, f32, G>, Op, RegId),
        (sparse, scales): (&SparseA<'_, G>, &BlockScales<'_, S, G>),
        (shape, accumulate, opts): (UmmaShape, Src<Pred>, BlockScaleOpts),
        at: Site,
    ) {
        let idesc = block_scaled::block_scaled_idesc::<A, B, S>(shape, (scales.a_id, scales.b_id));
        let k = 2 * opts.scaling.k();
        let mut ops = self.sparse_operands::<G>((d, a, b), sparse, (idesc, shape, k), at);
        ops.push(self.tmem_addr(&scales.a, at));
        ops.push(self.tmem_addr(&scales.b, at));
        ops.push(self.op_src(accumulate, at));
        let form = if tmem_a {
            FormId::Tcgen05MmaSpBlockTmemA
        } else {
            FormId::Tcgen05MmaSpBlock
        };
        let vals = block_scaled::row_values::<G>(opts);
        self.op(form, &vals, &ops, at);
    }
}
