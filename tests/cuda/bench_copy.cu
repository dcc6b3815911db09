// Seed 003 on the GPU: the same double-buffered cp.async tile copy written twice, once
// with typed_ptx.cuh's cvta and cp.async wrappers and once with seed 003's hand-written
// inline-asm macros, checked byte for byte and timed in the same run.
//
//   nvcc -O3 -arch=sm_90 -I include tests/cuda/bench_copy.cu -o bench_copy && ./bench_copy
//
// (scripts/gpu-cuda.sh prepares .device/cuda/ and prints the device command.)
// The shape is cp_async_tile's (examples/seeds/mod.rs): 256 threads, each moving 4 vectors of 16 bytes per
// 16 KiB tile into one of two shared buffers while it writes the previous tile back
// (cp.async.commit_group, cp.async.wait_group 1, __syncthreads, ld.shared.v4, st.global.v4),
// grid-stride over the tiles, cp.async.wait_all at the end.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <vector>
#include "typed_ptx.cuh"

#define CHECK(x)                                                                   \
  do {                                                                             \
    cudaError_t e_ = (x);                                                          \
    if (e_ != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                \
    }                                                                              \
  } while (0)

constexpr int THREADS = 256;
constexpr int VECS = 4;                                   // 16-byte vectors per thread per tile
constexpr unsigned long long TILE_VECS = THREADS * VECS;  // 1024 vectors = 16 KiB

// ---- seed 003's macros, verbatim, plus wait_group in the same style ---------------------
#define CP_ASYNC_CG(dst, src, bytes)                                    \
    asm volatile(                                                       \
        "cp.async.cg.shared.global.L2::128B [%0], [%1], %2;\n"         \
        :: "r"(dst), "l"(src), "n"(bytes))

#define CP_ASYNC_COMMIT_GROUP() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT_ALL() asm volatile("cp.async.wait_all;\n" ::)
#define CP_ASYNC_WAIT_GROUP(n) asm volatile("cp.async.wait_group %0;\n" :: "n"(n))
// The same macro without the L2 prefetch hint (the typed wrapper prints the table's
// mnemonic, which has none): shows what the hint alone is worth.
#define CP_ASYNC_CG_NOHINT(dst, src, bytes)                             \
    asm volatile(                                                       \
        "cp.async.cg.shared.global [%0], [%1], %2;\n"                  \
        :: "r"(dst), "l"(src), "n"(bytes))

// ---- 1. typed: typed_ptx.cuh ------------------------------------------------------------
__global__ void __launch_bounds__(THREADS)
copy_typed(uint4* dst, const uint4* src, unsigned long long nvec) {
  using namespace typed_ptx;
  TYPED_PTX_SHARED_ARRAY(tile, uint4, 2 * VECS * THREADS);
  const unsigned tid = threadIdx.x;
  global_ptr<const uint4> from = kernel_param_unchecked(src);  // cvta.to.global (src: cudaMalloc)
  // This thread's slot in slice 0 of buffer 0, as a 32-bit .shared address.
  shared_addr32<uint4> slot = to_addr32(cvta_generic_to_shared(tile.generic(tid)));
  auto load = [&](unsigned long long b, int buf) {
    const unsigned long long v = b + tid;
#pragma unroll
    for (int j = 0; j < VECS; ++j) {
      if (v + j * THREADS < nvec) {
        cp_async_cg<16>(slot + (buf * VECS + j) * THREADS, from + (long long)(v + j * THREADS));
      }
    }
    cp_async_commit_group();
  };
  auto store = [&](unsigned long long b, int buf) {
    cp_async_wait_group<1>();
    __syncthreads();
    const unsigned long long v = b + tid;
#pragma unroll
    for (int j = 0; j < VECS; ++j) {
      if (v + j * THREADS < nvec) {
        dst[v + j * THREADS] = tile[(buf * VECS + j) * THREADS + tid];
      }
    }
  };
  const unsigned long long stride = (unsigned long long)gridDim.x * TILE_VECS;
  unsigned long long b = (unsigned long long)blockIdx.x * TILE_VECS;
  if (b < nvec) {
    load(b, 0);
    for (;;) {
      load(b + stride, 1);
      store(b, 0);
      b += stride;
      if (b >= nvec) break;
      load(b + stride, 0);
      store(b, 1);
      b += stride;
      if (b >= nvec) break;
    }
  }
  cp_async_wait_all();
}

// ---- 2. seed 003: hand-written macros ------------------------------------------------------
template <bool Hint>
__global__ void __launch_bounds__(THREADS)
copy_seed(uint4* dst, const uint4* src, unsigned long long nvec) {
  __shared__ __align__(16) uint4 tile[2 * VECS * THREADS];
  const unsigned tid = threadIdx.x;
  uint32_t slot = (uint32_t)__cvta_generic_to_shared(&tile[tid]);
  auto load = [&](unsigned long long b, int buf) {
    const unsigned long long v = b + tid;
#pragma unroll
    for (int j = 0; j < VECS; ++j) {
      if (v + j * THREADS < nvec) {
        uint32_t d = slot + (uint32_t)((buf * VECS + j) * THREADS * 16);
        const uint4* s = &src[v + j * THREADS];
        if (Hint) {
          CP_ASYNC_CG(d, s, 16);
        } else {
          CP_ASYNC_CG_NOHINT(d, s, 16);
        }
      }
    }
    CP_ASYNC_COMMIT_GROUP();
  };
  auto store = [&](unsigned long long b, int buf) {
    CP_ASYNC_WAIT_GROUP(1);
    __syncthreads();
    const unsigned long long v = b + tid;
#pragma unroll
    for (int j = 0; j < VECS; ++j) {
      if (v + j * THREADS < nvec) {
        dst[v + j * THREADS] = tile[(buf * VECS + j) * THREADS + tid];
      }
    }
  };
  const unsigned long long stride = (unsigned long long)gridDim.x * TILE_VECS;
  unsigned long long b = (unsigned long long)blockIdx.x * TILE_VECS;
  if (b < nvec) {
    load(b, 0);
    for (;;) {
      load(b + stride, 1);
      store(b, 0);
      b += stride;
      if (b >= nvec) break;
      load(b + stride, 0);
      store(b, 1);
      b += stride;
      if (b >= nvec) break;
    }
  }
  CP_ASYNC_WAIT_ALL();
}

__global__ void fill(uint4* p, unsigned long long nvec, unsigned seed) {
  for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < nvec;
       i += (unsigned long long)gridDim.x * blockDim.x) {
    unsigned x = (unsigned)(i * 2654435761ull) ^ seed;
    p[i] = make_uint4(x, x * 3u + 1u, ~x, (unsigned)(i >> 32) + seed);
  }
}

__global__ void compare(const uint4* a, const uint4* b, unsigned long long nvec, unsigned long long* bad) {
  unsigned long long n = 0;
  for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < nvec;
       i += (unsigned long long)gridDim.x * blockDim.x) {
    uint4 x = a[i], y = b[i];
    n += (x.x != y.x) + (x.y != y.y) + (x.z != y.z) + (x.w != y.w);
  }
  if (n) atomicAdd(bad, n);
}

typedef void (*Kernel)(uint4*, const uint4*, unsigned long long);

struct Variant {
  const char* name;
  Kernel k;
};

int main(int argc, char** argv) {
  int reps = argc > 1 ? std::atoi(argv[1]) : 40;
  int dev = 0;
  CHECK(cudaSetDevice(dev));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, dev));
  int drv = 0, rt = 0;
  cudaDriverGetVersion(&drv);
  cudaRuntimeGetVersion(&rt);
  std::printf("device: %s, %d SMs, driver %d, runtime %d\n", prop.name, prop.multiProcessorCount, drv, rt);

  const Variant variants[] = {
      {"typed (typed_ptx.cuh)", copy_typed},
      {"seed 003 macros", copy_seed<true>},
      {"seed 003 macros, no L2 hint", copy_seed<false>},
  };
  const int nv = sizeof(variants) / sizeof(variants[0]);
  const size_t max_bytes = 1ull << 30;
  uint4 *src, *dst;
  unsigned long long* bad;
  CHECK(cudaMalloc(&src, max_bytes));
  CHECK(cudaMalloc(&dst, max_bytes));
  CHECK(cudaMalloc(&bad, sizeof(unsigned long long)));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  int failures = 0;
  // Sizes: 64 MiB, 256 MiB, 1 GiB, and one that ends mid-tile (masked vectors).
  const size_t sizes[] = {64ull << 20, 256ull << 20, 1ull << 30, (256ull << 20) - 16 * 37};
  double ratio_sum = 0;
  int ratio_n = 0;
  for (size_t bytes : sizes) {
    const unsigned long long nvec = bytes / 16;
    const unsigned long long tiles = (nvec + TILE_VECS - 1) / TILE_VECS;
    const unsigned grid = (unsigned)std::min<unsigned long long>(tiles, 64ull * prop.multiProcessorCount);
    fill<<<1024, 256>>>(src, nvec, (unsigned)bytes);
    CHECK(cudaGetLastError());
    // Correctness: each variant copies into a poisoned buffer, then the buffers are compared.
    for (int v = 0; v < nv; ++v) {
      CHECK(cudaMemset(dst, 0xA5, max_bytes));
      variants[v].k<<<grid, THREADS>>>(dst, src, nvec);
      CHECK(cudaGetLastError());
      CHECK(cudaMemset(bad, 0, sizeof(unsigned long long)));
      compare<<<1024, 256>>>(dst, src, nvec, bad);
      unsigned long long h = 0;
      CHECK(cudaMemcpy(&h, bad, sizeof h, cudaMemcpyDeviceToHost));
      // Nothing past the end may be written: the first vector after nvec keeps the poison.
      uint4 after;
      if (bytes + 16 <= max_bytes) {
        CHECK(cudaMemcpy(&after, (char*)dst + bytes, 16, cudaMemcpyDeviceToHost));
        if (after.x != 0xA5A5A5A5u) ++h;
      }
      std::printf("  %-30s %10zu bytes: %s\n", variants[v].name, bytes, h == 0 ? "byte-exact" : "MISMATCH");
      if (h) ++failures;
    }
    // Timing: the variants interleaved, order rotated each rep, medians.
    std::vector<std::vector<float>> ms(nv + 1);
    for (int w = 0; w < 3; ++w)
      for (int v = 0; v < nv; ++v) variants[v].k<<<grid, THREADS>>>(dst, src, nvec);
    for (int r = 0; r < reps; ++r) {
      for (int i = 0; i <= nv; ++i) {
        int v = (i + r) % (nv + 1);
        CHECK(cudaEventRecord(e0));
        if (v == nv) {
          CHECK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice));
        } else {
          variants[v].k<<<grid, THREADS>>>(dst, src, nvec);
        }
        CHECK(cudaEventRecord(e1));
        CHECK(cudaEventSynchronize(e1));
        float t;
        CHECK(cudaEventElapsedTime(&t, e0, e1));
        ms[v].push_back(t);
      }
    }
    CHECK(cudaGetLastError());
    double gbs[8];
    std::printf("size %zu bytes (%.1f MiB), grid %u x %d, %d reps (median):\n", bytes, bytes / 1048576.0, grid, THREADS, reps);
    for (int v = 0; v <= nv; ++v) {
      std::sort(ms[v].begin(), ms[v].end());
      float med = ms[v][ms[v].size() / 2];
      gbs[v] = 2.0 * bytes / (med * 1e-3) / 1e9;  // read + write
      std::printf("  %-30s %8.4f ms  %8.1f GB/s\n", v == nv ? "cudaMemcpy D2D" : variants[v].name, med, gbs[v]);
    }
    const double ratio = gbs[0] / gbs[1];
    ratio_sum += ratio;
    ++ratio_n;
    std::printf("  RATIO typed / seed-003 = %.4f (%s)   typed / no-hint = %.4f\n", ratio,
                (ratio >= 0.98 && ratio <= 1.02) ? "within 2%" : "OUTSIDE 2%", gbs[0] / gbs[2]);
  }
  std::printf("mean ratio typed / seed-003 over %d sizes: %.4f\n", ratio_n, ratio_sum / ratio_n);
  std::printf("%s\n", failures == 0 ? "ALL COPIES BYTE-EXACT" : "COPY MISMATCHES");
  return failures == 0 ? 0 : 1;
}
