// expect: no instance of constructor "typed_ptx::cache_policy::cache_policy" matches the argument list
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// An L2 cache policy is what createpolicy made: an integer does not become one (only the
// visibly unchecked cache_policy(unchecked, bits) does).
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cache_policy_from_integer(global_param<float> g, unsigned long long bits) {
#ifdef LEGAL
  const cache_policy pol = createpolicy_fractional_L2_evict_first_b64(1.0f);
#else
  const cache_policy pol(bits);
#endif
  const float v = ld_L2_cache_hint(kernel_param(g), pol);
  st_L1_evict_first(kernel_param(g) + 1, v);
}
