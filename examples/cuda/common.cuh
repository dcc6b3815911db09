// Shared by the examples of examples/cuda/: error checks, a device buffer, interleaved
// timing (median of repeated launches, typed and plain alternating in one process).
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                                              \
  do {                                                                                        \
    cudaError_t e_ = (x);                                                                     \
    if (e_ != cudaSuccess) {                                                                  \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(1);                                                                           \
    }                                                                                         \
  } while (0)

// --quick: a small problem, one launch each (for compute-sanitizer); otherwise time them.
inline bool quick_mode(int argc, char** argv) {
  return argc > 1 && std::strcmp(argv[1], "--quick") == 0;
}

template <class T> T* device_copy(const std::vector<T>& h) {
  T* d = nullptr;
  CHECK(cudaMalloc(&d, h.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <class T> std::vector<T> host_copy(const T* d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

// Median milliseconds of `reps` runs of each of two launchers, alternating typed and plain.
template <class A, class B> void time_pair(const char* name, int reps, A typed, B plain) {
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  std::vector<float> ta, tb;
  for (int r = 0; r < reps + 2; ++r) {
    for (int which = 0; which < 2; ++which) {
      CHECK(cudaEventRecord(t0));
      if (which == 0) typed(); else plain();
      CHECK(cudaEventRecord(t1));
      CHECK(cudaEventSynchronize(t1));
      float ms = 0;
      CHECK(cudaEventElapsedTime(&ms, t0, t1));
      if (r >= 2) (which == 0 ? ta : tb).push_back(ms);  // two warm-up rounds
    }
  }
  std::sort(ta.begin(), ta.end());
  std::sort(tb.begin(), tb.end());
  const float a = ta[ta.size() / 2], b = tb[tb.size() / 2];
  std::printf("RESULT %s typed_ms=%.4f plain_ms=%.4f ratio=%.4f\n", name, a, b, a / b);
  CHECK(cudaEventDestroy(t0));
  CHECK(cudaEventDestroy(t1));
}
