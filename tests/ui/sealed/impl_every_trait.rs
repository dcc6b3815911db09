// Issue 7, hole 5: every public trait of the builder is sealed. None can be implemented
// outside the crate, so nothing outside it can claim a state space, an element type or a
// register (tests/soundness.rs checks that this file names every `pub trait`).
#![allow(unused_variables)]
use typed_ptx::sim::{SimArg, SimArgAt, SimArgs, SimTuple, Value};
use typed_ptx::tensor_memory::{E2m1x2, TmemRedElem};
use typed_ptx::tile::{SwizzleMode, TileLayout, WgmmaTileA, WgmmaTileB};
use typed_ptx::*;

#[derive(Clone, Copy)]
struct Mine;

impl Access for Mine {}
impl Address for Mine {}
impl Approx for Mine {}
impl Arg for Mine {}
impl Args for Mine {}
impl Arith for Mine {}
impl AsyncDst for Mine {}
impl AsyncElem for Mine {}
impl AsyncV4Elem for Mine {}
impl Atomic for Mine {}
impl AtomicElem for Mine {}
impl B32 for Mine {}
impl BulkGlobal for Mine {}
impl BulkSharedDst for Mine {}
impl BulkSharedSrc for Mine {}
impl ByValue for Mine {}
impl CacheHinted for Mine {}
impl Carry for Mine {}
impl Coerce<Ptr<Global, u32>> for Mine {}
impl CoerceArgs<()> for Mine {}
impl CommitBarrier for Mine {}
impl Coord for Mine {}
impl Coords<2> for Mine {}
impl Covers<ReadOnly> for Mine {}
impl CpAsyncDst for Mine {}
impl CpAsyncSrc for Mine {}
impl CtaGroup for Mine {}
impl CtaRankSpace for Mine {}
impl CvtFrom<u32> for Mine {}
impl CvtaTo<Global> for Mine {}
impl CvtFrom<u32> for Mine {}
impl CvtFrom<u32> for Mine {}
impl CvtHalf<u32> for Mine {}
impl CvtPack for Mine {}
impl CvtPackRelu for Mine {}
impl CvtPackSatfinite for Mine {}
impl CvtRnFrom<u32> for Mine {}
impl CvtRziFrom<u32> for Mine {}
impl CvtWidthFrom<u32> for Mine {}
impl Data for Mine {}
impl Elem for Mine {}
impl Float for Mine {}
impl SameElem<u32> for Mine {}
impl FragElem for Mine {}
impl Fragment for Mine {}
impl FloatArith for Mine {}
impl HalfFromF32 for Mine {}
impl Halves for Mine {}
impl ImmValue for Mine {}
impl Index for Mine {}
impl Indexable for Mine {}
impl Int for Mine {}
impl Int3264 for Mine {}
impl Join<Global> for Mine {}
impl KernelParam for Mine {}
impl KernelParams for Mine {}
impl Logic for Mine {}
impl MapaOrigin for Mine {}
impl MapaSpace for Mine {}
impl MatrixCount for Mine {}
impl MatrixElem for Mine {}
impl MatrixSpace for Mine {}
impl MatchElem for Mine {}
impl MbarrierAddr for Mine {}
impl MbarrierClusterAddr for Mine {}
impl MbarrierCtaAddr for Mine {}
impl MbarrierSpace for Mine {}
impl Meet<ReadOnly> for Mine {}
impl BlockScaledElem for Mine {}
impl BlockScaledPair<E2m1x2> for Mine {}
impl MulticastDst for Mine {}
impl MultimemAddress for Mine {}
impl MultimemElem for Mine {}
impl MultimemV8Elem for Mine {}
impl MultimemVecElem for Mine {}
impl Mma<[Reg<u32>; 1], [Reg<u32>; 1], [Reg<u32>; 1]> for Mine {}
impl Named for Mine {}
impl NonCoherent for Mine {}
impl Num for Mine {}
impl Ordered for Mine {}
impl Origin for Mine {}
impl OriginIs<Global> for Mine {}
impl Passable for Mine {}
impl PtrReg for Mine {}
impl RedAsyncElem for Mine {}
impl ReduxElem for Mine {}
impl Return for Mine {}
impl SameWidth<u32> for Mine {}
impl Scalar for Mine {}
impl SharedScope for Mine {}
impl Signed for Mine {}
impl SignedArith for Mine {}
impl Space for Mine {}
impl Storable for Mine {}
impl TensorBase for Mine {}
impl TensorMapAddr<2> for Mine {}
impl TensorMapEdit for Mine {}
impl TensorMapSpace for Mine {}
impl TensorMapPrefetch for Mine {}
impl TensorMapRef for Mine {}
impl TmaElem for Mine {}
impl TmemCols for Mine {}
impl TmemElem for Mine {}
impl TmemRedElem for Mine {}
impl TxBarrier<Global> for Mine {}
impl TensormapOrigin for Mine {}
impl TensormapGeneric for Mine {}
impl ScaleElem for Mine {}
impl UmmaAcc for Mine {}
impl UmmaDescElem for Mine {}
impl UmmaElem for Mine {}
impl UmmaPair<u8> for Mine {}
impl V2Elem for Mine {}
impl V4Elem for Mine {}
impl WgmmaA for Mine {}
impl WgmmaElem for Mine {}
impl WgmmaKind for Mine {}
impl WgmmaOperands<F16x2, F16x2, [Reg<f32>; 4]> for Mine {}
impl WgmmaShape for Mine {}
impl WgmmaSpace for Mine {}
impl Zeros for Mine {}
impl SwizzleMode for Mine {}
impl TileLayout for Mine {}
impl WgmmaTileA for Mine {}
impl WgmmaTileB<64> for Mine {}
impl Widening for Mine {}
impl Window32 for Mine {}
impl Value for Mine {}
impl SimArg<Reg<u32>> for Mine {}
impl SimArgAt<Reg<u32>, 1> for Mine {}
impl SimArgs<()> for Mine {}
impl SimTuple<()> for Mine {}

fn main() {}
