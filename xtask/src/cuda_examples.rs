//! The short example of each family in `docs/cuda-cpp.md`; `ptx-cpp/src/tests/nvcc.rs`
//! compiles every example the reference shows (for sm_90) and runs `ptxas`.

use typed_ptx_isa::Family;

/// The example of family `f`.
pub fn family_example(f: Family) -> &'static str {
    match f {
        Family::TensorCore => TENSOR_CORE,
        Family::WarpSpec => WARP_SPEC,
        Family::Mbarrier => MBARRIER,
        Family::Bulk => BULK,
        Family::Half => HALF,
        Family::Integer => INTEGER,
        Family::Float => FLOAT,
        Family::Compare => COMPARE,
        Family::Logic => LOGIC,
        Family::Data => DATA,
        Family::Convert => CONVERT,
        Family::Atomic => ATOMIC,
        Family::Control => CONTROL,
        Family::Sync => SYNC,
        Family::Warp => WARP,
        Family::Async => ASYNC,
        Family::Cluster => CLUSTER,
        Family::Special => SPECIAL,
        Family::Directive => DIRECTIVE,
    }
}

const TENSOR_CORE: &str = r#"__global__ void tile_mma(const unsigned short* a, const unsigned* b, float* out) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(tile, unsigned short, 16 * 16, 16);  // A, 16x16 bf16, row-major
  tile[threadIdx.x] = a[threadIdx.x];
  tile[threadIdx.x + 32] = a[threadIdx.x + 32];               // (one warp fills the tile)
  __syncthreads();
  unsigned fa[4];                                             // lane l gives row l % 16
  ldmatrix_x4(tile.addr32((threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8), fa);
  unsigned fb[2] = {b[threadIdx.x * 2], b[threadIdx.x * 2 + 1]};
  float c[4] = {0.0f, 0.0f, 0.0f, 0.0f}, d[4];
  mma_m16n8k16_row_col_f32_bf16_bf16_f32(d, fa, fb, c);       // mma.sync, one warp
  for (int i = 0; i < 4; ++i) out[threadIdx.x * 4 + i] = d[i];
  // ldmatrix_x4(kernel_param(a), fa) does not compile: ldmatrix reads .shared::cta only
}"#;

const WARP_SPEC: &str = r#"// Clusters of 2 CTAs of 32 threads: each CTA stores into its partner's buffer with
// st.async, which completes on the partner's mbarrier.
__global__ void __cluster_dims__(2, 1, 1) push_to_partner(unsigned* out) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(buf, unsigned, 32);
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  unsigned partner = sreg_cluster_ctarank() ^ 1u;
  unsigned int leader;
  bool first = elect_leader(0xffffffffu, leader);         // elect.sync: one lane leads
  if (first) {
    mbarrier_init(bar.addr32(0), 1u);
    fence_mbarrier_init_release_cluster();
  }
  barrier_cluster_arrive();
  barrier_cluster_wait();
  if (first) mbarrier_arrive_expect_tx(bar.addr32(0), 32u * 4u);
  shared_cluster_addr32<unsigned> there = mapa(buf.addr32(threadIdx.x), partner);
  st_async(there, threadIdx.x + 100u * partner, mapa(bar.addr32(0), partner));
  // st_async(buf.addr32(threadIdx.x), ...) does not compile: st.async takes a
  // .shared::cluster address (and a .shared::cluster mbarrier).
  while (!mbarrier_try_wait_parity(bar.addr32(0), 0u)) {}
  out[blockIdx.x * 32 + threadIdx.x] = ld(buf.addr32(threadIdx.x)) + getctarank(there);
  barrier_cluster_arrive();
  barrier_cluster_wait();
}"#;

const MBARRIER: &str = r#"__global__ void mbarrier_handoff(unsigned* out) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);  // an mbarrier lives in .shared only
  __shared__ unsigned value;
  shared_addr32<mbarrier> b = bar.addr32(0);  // .shared::cta, 32-bit ("r")
  if (threadIdx.x == 0) mbarrier_init(b, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0) value = 42u;
  mbar_token t = mbarrier_arrive(b);          // mbarrier.arrive.shared.b64 (release)
  while (!mbarrier_try_wait(b, t)) {}         // try_wait (acquire): value is 42 for all
  out[threadIdx.x] = value;
  // mbarrier_arrive(kernel_param_unchecked((mbarrier*)out)) does not compile: not .shared
}"#;

const BULK: &str = r#"// A CTA writes a 32 x 16 tile of floats, stores it through a tensor map (TMA: typed
// float, rank 2, read from the __grid_constant__ parameter), and copies it to back[] with a
// bulk copy; a tma_load of a global_ptr, or three coordinates for the 2-D map, do not compile.
__global__ void tile_out(const __grid_constant__ typed_ptx::tensor_map<float, 2> out, typed_ptx::global_param<float> back) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(tile, float, 512, 128);
  tile[threadIdx.x] = (float)threadIdx.x;            // 512 threads: generic-proxy stores
  fence_proxy_async_shared_cta();                     // visible to the async proxy (TMA)
  __syncthreads();
  if (threadIdx.x == 0) {
    tensor_map_addr<float, 2> m = tensor_map_param(out);
    tma_store(m, {(int)blockIdx.x * 32, 0}, tile.addr32());
    bulk_copy_shared_to_global<2048>(kernel_param(back) + blockIdx.x * 512, tile.addr32());
    bulk_commit_group();
    bulk_wait_group_read<0>();                        // the tile may be written again
  }
}"#;

const HALF: &str = r#"__global__ void quantize(__nv_bfloat162* out, __nv_fp8x2_e4m3* q, const float* x, float s) {
  using namespace typed_ptx;
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = mul_ftz_f32(x[2 * i], s), b = mul_ftz_f32(x[2 * i + 1], s);
  out[i] = cvt_rn_relu_bf16x2_f32(a, b);            // cvt.rn.relu.bf16x2.f32: a in the upper half
  q[i] = cvt_rn_satfinite_e4m3x2_f32(a, b);         // FP8 pair, saturated (sm_89)
  const __nv_bfloat162 y = fma_rn_bf16x2(out[i], out[i], out[i]);  // fma.rn.bf16x2 (sm_80)
  const unsigned m = lop3_b32<0x96>(__float_as_uint(a), __float_as_uint(b), i);  // a ^ b ^ c
  if (m == 0) out[i] = y;
}"#;

const INTEGER: &str = r#"__global__ void integer_ops(unsigned* out, unsigned a, unsigned b) {
  out[0] = a + b * 3u;            // add, mad.lo: C++ arithmetic
  out[1] = __umulhi(a, b);        // mul.hi
  out[2] = __popc(a) + __clz(b);  // popc, clz
  out[3] = __brev(a) % (b | 1u);  // brev, rem
}"#;

const FLOAT: &str = r#"__global__ void float_ops(float* out, float x, float y) {
  out[0] = fmaf(x, y, 1.0f);      // fma.rn
  out[1] = sqrtf(x) / y;          // sqrt.rn, div.rn
  out[2] = __sinf(x) + __cosf(y); // sin.approx, cos.approx
}"#;

const COMPARE: &str = r#"__global__ void compare_ops(int* out, int a, int b) {
  out[0] = a < b ? a : b;         // setp.lt, selp
}"#;

const LOGIC: &str = r#"__global__ void logic_ops(unsigned* out, unsigned a, unsigned b) {
  out[0] = (a & b) | (~a ^ b);    // and, or, not, xor
  out[1] = (a << 3) >> (b & 31);  // shl, shr
}"#;

const DATA: &str = r#"__global__ void scale(typed_ptx::global_param<float4> out, typed_ptx::global_param<const float4> in, float s) {
  using namespace typed_ptx;
  global_ptr<const float4> src = kernel_param(in);  // .global, 64-bit ("l")
  global_ptr<float4> dst = kernel_param(out);
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = ld(src + i);                           // ld.global.v4.f32
  v.x *= s; v.y *= s; v.z *= s; v.w *= s;
  st(dst + i, v);                                   // st.global.v4.f32
  TYPED_PTX_SHARED_ARRAY(h, __half, 256);          // a __shared__ array, declared so
  st(h.addr32(threadIdx.x % 256), __float2half(v.x));  // st.shared.b16
}"#;

const CONVERT: &str = r#"__global__ void where_is_it(unsigned* out, float* p) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
  generic_ptr<float, from_shared> g = buf.generic(threadIdx.x % 32);
  shared_addr32<float> s = to_addr32(cvta_generic_to_shared(g));  // back where it came from
  st(s, 1.0f);
  generic_ptr<const float> u = from_ptr(p);         // a C++ pointer: origin unknown, read-only
  global_ptr<const float> q;
  if (try_cvta_generic_to_global(u, &q)) {          // isspacep.global, then cvta.to.global
    st(s, ld(q));
  }
  out[threadIdx.x] = isspacep_shared(u);
}"#;

const ATOMIC: &str = r#"__global__ void count(typed_ptx::global_param<unsigned> hist, typed_ptx::global_param<const unsigned> data, unsigned n) {
  using namespace typed_ptx;  // launched with 256 threads
  TYPED_PTX_SHARED_ARRAY(b, unsigned, 256);        // __shared__: b.addr32(i) is .shared
  st(b.addr32(threadIdx.x), 0u);
  __syncthreads();
  for (unsigned i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) {
    red_add(b.addr32(ld(kernel_param(data) + i) % 256), 1u);  // red.shared.add.u32
  }
  __syncthreads();
  global_ptr<unsigned> h = kernel_param(hist);
  unsigned old = atom_max(h + threadIdx.x, ld(b.addr32(threadIdx.x)));  // atom.global.max.u32
  atom_cas(h + 256, 0u, old);                       // atom.global.cas.b32
}"#;

const CONTROL: &str = r#"__device__ float twice(float x) { return 2.0f * x; }  // call, ret
__global__ void control_ops(float* out, int n) {
  for (int i = 0; i < n; ++i) {                     // bra
    if (out[i] < 0.0f) return;                      // exit
    out[i] = twice(out[i]);
  }
}"#;

const SYNC: &str = r#"__global__ void publish(typed_ptx::global_param<unsigned> flag, typed_ptx::global_param<float> data) {
  using namespace typed_ptx;
  if (threadIdx.x == 0) {
    st(kernel_param(data), 42.0f);
    fence_acq_rel_gpu();                            // the data before the flag
    atom_exch(kernel_param(flag), 1u);
  }
  bar_sync();                                       // bar.sync 0 (= __syncthreads())
  bar_sync<1, 64>();                                // barrier 1, 64 threads
}"#;

const WARP: &str = r#"__global__ void warp_sum(float* out, float x) {
  for (int o = 16; o > 0; o /= 2) {
    x += __shfl_down_sync(0xffffffffu, x, o);       // shfl.sync.down.b32
  }
  if (__ballot_sync(0xffffffffu, x > 0.0f) != 0) {  // vote.sync.ballot.b32
    out[threadIdx.x] = x;
  }
}"#;

const ASYNC: &str = r#"__global__ void stage(typed_ptx::global_param<float4> out, typed_ptx::global_param<const float4> in) {
  using namespace typed_ptx;  // launched with 256 threads
  TYPED_PTX_SHARED_ARRAY(tile, float, 1024, 16);    // 16-byte aligned floats
  shared_span<float4, 256, 16> t = tile.as<float4>();  // the same bytes as float4
  const unsigned i = blockIdx.x * 256 + threadIdx.x;
  cp_async_cg<16>(t.addr32(threadIdx.x), kernel_param(in) + i);  // 16 bytes: both float4
  cp_async_commit_group();
  cp_async_wait_group<0>();
  __syncthreads();
  st(kernel_param(out) + i, ld(t.addr32(255 - threadIdx.x)));
}"#;

const CLUSTER: &str = r#"__global__ void __cluster_dims__(2, 1, 1) swap_halves(float* out) {
  using namespace typed_ptx;  // launched with 128 threads
  TYPED_PTX_SHARED_ARRAY(s, float, 128);           // a __shared__ array: s is its view
  const unsigned rank = sreg_cluster_ctarank();     // %cluster_ctarank
  st(s.addr32(threadIdx.x), (float)rank);
  barrier_cluster_arrive();
  barrier_cluster_wait();
  shared_cluster_addr32<float> peer = mapa(s.addr32(threadIdx.x), rank ^ 1);
  out[blockIdx.x * 128 + threadIdx.x] = ld(peer);   // ld.shared::cluster.b32
  barrier_cluster_arrive();                         // keep buf alive for the peer's reads
  barrier_cluster_wait();
}"#;

const SPECIAL: &str = r#"__global__ void who(unsigned long long* out) {
  using namespace typed_ptx;
  const unsigned long long t0 = sreg_globaltimer(); // volatile reads: never folded
  const unsigned i = sreg_ctaid_x() * sreg_ntid_x() + sreg_tid_x();  // blockIdx, blockDim, threadIdx
  out[i] = (unsigned long long)sreg_smid() << 32 | sreg_laneid();
  out[i] += sreg_globaltimer() - t0 + sreg_dynamic_smem_size();
}"#;

const DIRECTIVE: &str = r#"TYPED_PTX_CONST_ARRAY(coeffs, float, 4);
TYPED_PTX_GLOBAL_ARRAY(counter, unsigned, 1);
__global__ void __launch_bounds__(128) spaces(float* out) {
  using namespace typed_ptx;
  shared_span<float4, 0, 16> dyn = dynamic_shared<float4>();  // extern __shared__, 16-aligned
  const_addr64<const float> c = cvta_generic_to_const(coeffs.generic(threadIdx.x % 4));
  st(dyn.addr32(threadIdx.x), make_float4(ld(c), 0.0f, 0.0f, 0.0f));
  red_add(cvta_generic_to_global(counter.generic()), 1u);
  TYPED_PTX_LOCAL_ARRAY(scratch, float, 8);
  scratch.data[threadIdx.x % 8] = ld(dyn.addr32(threadIdx.x)).x;
  out[threadIdx.x] = ld(cvta_generic_to_local(scratch.generic(threadIdx.x % 8)));
}"#;
