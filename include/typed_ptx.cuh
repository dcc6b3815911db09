// @generated from ptx-isa/src/lib.rs by `cargo run --example gen_cuda_header`; do not edit
// typed_ptx.cuh: typed PTX for CUDA C++ (C++17, nvcc). Reference: docs/cuda-cpp.md.
//
// The state space of every address is part of its C++ type:
//
//   global_ptr<T>                            .global, 64-bit ("l")
//   shared_addr64<T>, shared_addr32<T>       .shared (::cta), 64- or 32-bit ("l"/"r")
//   shared_cluster_addr64/32<T>              .shared::cluster (sm_90)
//   local_addr64/32<T>, const_addr64/32<T>   .local, .const
//   generic_ptr<T, Origin>                   generic, remembering where it came from:
//                                            from_global, from_shared, from_shared_cluster,
//                                            from_local, from_const, from_unknown
//                                            (.global or .shared: atomics allowed) or
//                                            from_unknown_rw (may be .local: no atomics)
//
// There are no implicit conversions between them (a converting constructor exists only to
// fail with a message), but one: a generic pointer may forget its origin (also with
// forget_origin()), keeping what the origin allowed: .const stays read-only (const T), .local
// becomes from_unknown_rw (no atom/red), a .cast<U>() keeps const. A space changes only through cvta: cvta_<space>_to_generic, and
// cvta_generic_to_<space> back to the space the pointer came from; a pointer of unknown
// origin goes through try_cvta_generic_to_<space> (isspacep-checked) or the visibly
// unchecked cvta_generic_to_<space>_unchecked. Only .shared, .local and .const addresses
// have a 32-bit form (to_addr32 / to_addr64). ld/st/atom_*/red_*/cp_async_* take only
// the spaces PTX defines them for. A typed address of T is aligned to alignof(T), as a
// C++ T* is: cp.async of N bytes needs addresses of types aligned to N. Wrappers of
// instructions that need a newer sm than __CUDA_ARCH__ are stubs whose static_assert says
// which sm.
//
// Zero cost: conversions are CUDA's intrinsics or plain C++, and ld/st of .global, .shared,
// .local, .const and generic addresses are C++ accesses that nvcc folds and vectorizes
// (ld of a shared_addr32<float4> is ld.shared.v4.f32); ld/st are ordinary accesses, not
// volatile ones: order them with bar_sync, fences or atomics.
//
// Names: operations on typed addresses (ld, st, atom_*, red_*, cvta_*, to_addr32, mapa ...)
// are found from their argument (call them unqualified); using namespace typed_ptx brings in
// none of them. Everything at namespace scope is a function template with a long name.
//
// Values: the half-precision, bfloat16 and FP8 instructions, the f32 .ftz/.approx forms and
// the bit instructions are functions named after their PTX (add_bf16x2, fma_rn_f16x2,
// cvt_rn_relu_bf16x2_f32(hi, lo), cvt_rn_satfinite_e4m3x2_f32, lop3_b32<Lut>, prmt_b32_f4e,
// bfe_u32 ...) over CUDA's own __half, __half2, __nv_bfloat16(2) and __nv_fp8x2_* types.
//
// Where addresses come from (the trust boundaries, each explicit):
//   from_ptr(p)              a C++ pointer, origin unknown, read-only (generic_ptr<const T>:
//                            it may point to .const or .local data); to_ptr(a) is the way back
//   from_ptr_unchecked(p)    UNCHECKED: the same, writable and atomic-capable (generic_ptr<T>);
//                            the caller claims p points into .global or .shared
//   kernel_param(p)          a kernel parameter declared global_param<T> (the host passes a
//                            T*; device code cannot make one), as .global (cvta.to.global)
//   kernel_param_unchecked(p)   UNCHECKED: any C++ pointer, claimed to point into .global
//   dynamic_shared<T>()      extern __shared__ memory: a shared_span<T, 0, 16>
//   TYPED_PTX_SHARED_ARRAY(name, T, N, A)   in a function: a __shared__ array, A-byte aligned;
//                            name is a shared_array<T, N, A> (a shared_span)
//   shared_view_unchecked(arr)   UNCHECKED: a T arr[N] claimed __shared__ (a shared_span)
//   TYPED_PTX_GLOBAL_ARRAY(name, T, N)   a __device__ global_array; .generic(i) is from_global
//   TYPED_PTX_CONST_ARRAY(name, T, N)    a __constant__ const_array; .generic(i) is from_const
//   TYPED_PTX_LOCAL_ARRAY(name, T, N)    a local local_array; .generic(i) is from_local
// The space of an array comes from where it is declared, and C++ types cannot see a
// __device__, __constant__ or __shared__ (nor a kernel parameter): the macros write them.
// An extern __shared__ declaration runs no constructor, so a constructor alone proves
// nothing: global_array and const_array are empty handles whose storage is a template
// argument only the macro binds (a handle anywhere names that storage), local_array is
// abstract (only the macro's local class is not; C++ has no array of an abstract class and no
// extern variable of a local class). LIMITS: a global_param holds its pointer as data, which
// an extern __shared__ array, a union or memcpy can write (see global_param); a shared_array
// holds a .shared offset, which an extern __shared__ one holds at any value (still .shared
// memory, but not the alignment Align its type claims). Define TYPED_PTX_CHECK_ORIGIN to
// trap when an unchecked claim (kernel_param_unchecked, shared_view_unchecked) or a
// global_param is wrong.
#ifndef TYPED_PTX_CUH
#define TYPED_PTX_CUH

#if !defined(__CUDACC__)
#error "typed_ptx.cuh is CUDA C++: compile it with nvcc"
#endif
#if __cplusplus < 201703L
#error "typed_ptx.cuh needs C++17 (if constexpr)"
#endif

#define TYPED_PTX_DEVICE __device__ __forceinline__

// The half-precision, bfloat16 and FP8 pair types of the value wrappers.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

namespace typed_ptx {

namespace detail {
typedef unsigned int u32;
typedef unsigned long long u64;
template <class T> struct always_false { static constexpr bool value = false; };
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct is_same { static constexpr bool value = false; };
template <class A> struct is_same<A, A> { static constexpr bool value = true; };
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };
template <class T> struct type_identity { typedef T type; };
template <class T> struct is_const { static constexpr bool value = false; };
template <class T> struct is_const<const T> { static constexpr bool value = true; };
// The bits of a value as another type of the same size (what an asm operand carries).
template <class T, class U> TYPED_PTX_DEVICE T bits_as(const U& u) {
  static_assert(sizeof(T) == sizeof(U), "bits_as: the types differ in size");
  T t;
  __builtin_memcpy(&t, &u, sizeof(T));
  return t;
}
// The state space of an address type: 0 not an address, 1 generic, 2 .global,
// 3 .shared, 4 .shared::cluster, 5 .local, 6 .const; and its width in bits.
template <class A> struct space_of { static constexpr int value = 0; static constexpr int bits = 0; };
template <class A> struct is_address { static constexpr bool value = space_of<A>::value != 0; };
// The cluster window has no CUDA intrinsic: plain asm (no side effect, so it folds).
TYPED_PTX_DEVICE u64 cvta_shared_cluster_to_generic(u64 a) {
  u64 d;
  asm("cvta.shared::cluster.u64 %0, %1;" : "=l"(d) : "l"(a));
  return d;
}
TYPED_PTX_DEVICE u64 cvta_generic_to_shared_cluster(u64 p) {
  u64 d;
  asm("cvta.to.shared::cluster.u64 %0, %1;" : "=l"(d) : "l"(p));
  return d;
}
}  // namespace detail

/// Marks a conversion the type system cannot check (a raw integer becoming an address).
struct unchecked_t { explicit unchecked_t() = default; };
/// The one value of unchecked_t: `shared_addr32<float>(typed_ptx::unchecked, raw)`.
constexpr unchecked_t unchecked{};

// Where a generic pointer came from.
/// A generic pointer converted from a .global address.
struct from_global {};
/// A generic pointer converted from a .shared (::cta) address.
struct from_shared {};
/// A generic pointer converted from a .shared::cluster address.
struct from_shared_cluster {};
/// A generic pointer converted from a .local address.
struct from_local {};
/// A generic pointer converted from a .const address.
struct from_const {};
/// A generic pointer whose origin is not known but is .global or .shared: loads, stores and
/// atomics (the Rust builder's Unknown<ReadWriteAtomic>). Read-only unknown origins (from_ptr
/// of a C++ pointer, a .const origin forgotten) are generic_ptr<const T, from_unknown>.
struct from_unknown {};
/// A generic pointer whose origin is not known and may be .local: loads and stores, no
/// atomics (a .local origin forgotten; the Rust builder's Unknown<ReadWrite>).
struct from_unknown_rw {};

template <class T> class global_ptr;
template <class T> class shared_addr64;
template <class T> class shared_addr32;
template <class T> class shared_cluster_addr64;
template <class T> class shared_cluster_addr32;
template <class T> class local_addr64;
template <class T> class local_addr32;
template <class T> class const_addr64;
template <class T> class const_addr32;
template <class T, class Origin = from_unknown> class generic_ptr;

namespace detail {
// What a generic pointer of each origin allows (the Rust builder's Access): 0 loads only,
// 1 loads and stores (.local may be among its origins), 2 loads, stores and atomics. An
// origin not listed here allows loads only.
template <class O> struct origin_access { static constexpr int value = 0; };
template <> struct origin_access<from_global> { static constexpr int value = 2; };
template <> struct origin_access<from_shared> { static constexpr int value = 2; };
template <> struct origin_access<from_shared_cluster> { static constexpr int value = 2; };
template <> struct origin_access<from_unknown> { static constexpr int value = 2; };
template <> struct origin_access<from_local> { static constexpr int value = 1; };
template <> struct origin_access<from_unknown_rw> { static constexpr int value = 1; };
template <class O> struct is_unknown_origin { static constexpr bool value = is_same<O, from_unknown>::value || is_same<O, from_unknown_rw>::value; };
// The unknown origin that keeps what O allowed (forget_origin): from_unknown_rw where O
// allows no atomics, and a const element type where it allows loads only.
template <class O> struct erased_origin { typedef from_unknown type; };
template <> struct erased_origin<from_local> { typedef from_unknown_rw type; };
template <> struct erased_origin<from_unknown_rw> { typedef from_unknown_rw type; };
template <class T, bool ReadOnly> struct const_if { typedef T type; };
template <class T> struct const_if<T, true> { typedef const T type; };
template <class T, class O> struct erased_element { typedef typename const_if<T, origin_access<O>::value == 0>::type type; };
// U, const where T is: a cast changes the element type, never the constness.
template <class T, class U> struct keep_const { typedef U type; };
template <class T, class U> struct keep_const<const T, U> { typedef const U type; };
// A generic_ptr<U, O> may become a generic_ptr<T, Origin> of unknown origin when it gains
// at most const and loses nothing its origin allowed (or the result is read-only).
template <class A, class T, class Origin> struct erases_to { static constexpr bool value = false; };
template <class U, class O, class T, class Origin> struct erases_to<generic_ptr<U, O>, T, Origin> {
  static constexpr bool value = is_unknown_origin<Origin>::value && !(is_same<U, T>::value && is_same<O, Origin>::value) && (is_same<U, T>::value || is_same<const U, T>::value) && (is_const<T>::value || origin_access<O>::value >= origin_access<Origin>::value);
};
}  // namespace detail

/// An mbarrier object (PTX's opaque .b64): declared only in shared memory
/// (`TYPED_PTX_SHARED_ARRAY(bars, typed_ptx::mbarrier, 4);`) and used only
/// through the mbarrier_* operations of its shared_addr32/shared_addr64 (or of a
/// generic_ptr from_shared, or of a shared_cluster address for the _remote forms). It is
/// never loaded, stored or copied with ld/st/cp.async.
struct alignas(8) mbarrier {
  detail::u64 opaque_;
};
/// The state token an arrive on an mbarrier returns: not an integer, only an argument of
/// mbarrier_test_wait / mbarrier_try_wait / mbar_token_pending_count.
class mbar_token {
 public:
  /// A token from raw bits: nothing checks that it came from an arrive.
  TYPED_PTX_DEVICE constexpr mbar_token(unchecked_t, detail::u64 state) : state_(state) {}
  /// The token's bits (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return state_; }

 private:
  detail::u64 state_;
};

// ---- address types and the operations on them (hidden friends) ------------------

/// A `.global` address of a T (64-bit, constraint "l"), aligned to alignof(T).
template <class T> class global_ptr {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  global_ptr() = default;
  /// An address from a raw integer: nothing checks that it lies in .global or is aligned.
  TYPED_PTX_DEVICE constexpr global_ptr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE global_ptr(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to global_ptr<T>: an address of another state space, width or element type is not a .global 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr global_ptr operator+(long long n) const { return global_ptr(unchecked, (detail::u64)(raw_ + (detail::u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr global_ptr byte_offset(long long n) const { return global_ptr(unchecked, (detail::u64)(raw_ + (detail::u64)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr global_ptr<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return global_ptr<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr global_ptr<U> cast(unchecked_t) const { return global_ptr<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const global_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const global_ptr& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(global_ptr a) { return (T*)__cvta_global_to_generic((size_t)a.raw_); }

  /// `ld.global`: load from .global (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_global_to_generic((size_t)a.raw());
  }
  /// `ld.global.nc`: load from .global through the non-coherent (read-only) cache (PTX ISA 3.1, sm_32)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  return __ldg((const U*)__cvta_global_to_generic((size_t)a.raw()));
  }
  /// `st.global`: store to .global (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_global_to_generic((size_t)a.raw()) = v;
  }
  /// `cvta.global.u64`: generic address of a .global address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_global> cvta_global_to_generic(global_ptr a) {
  return generic_ptr<T, from_global>(unchecked, (detail::u64)__cvta_global_to_generic((size_t)a.raw()));
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.add.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.global.add.f64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.min.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.min.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.max.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.max.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.cas`: atomic compare-and-swap (any atomic space) (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(global_ptr a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.global.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.global.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.global.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.global.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_add(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.add.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.add.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.global.add.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.global.add.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_min(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.min.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.min.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.global.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.global.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_max(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.max.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.max.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.global.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.global.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_and(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.global.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.global.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_or(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.global.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.global.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_xor(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.global.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.global.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.global.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.global.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.global.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_inc(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.inc.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_dec(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.global.dec.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(global_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.global.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(global_ptr a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.global.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(global_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(global_ptr a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(global_ptr) {
    static_assert(detail::always_false<T>::value, "to_addr32: a .global address has no 32-bit form: only the .shared, .local and .const windows fit in 32 bits (cvt.u32.u64 of a global pointer loses its high bits)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(global_ptr) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(global_ptr) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(global_ptr) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(global_ptr) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(global_ptr) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(global_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .global address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int mapa(global_ptr, unsigned int) {
    static_assert(detail::always_false<T>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .global addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE unsigned int getctarank(global_ptr) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .global addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(global_ptr, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(global_ptr, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(global_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .global");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive_noinc takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_no_complete takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_inval takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(global_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .global address");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T> struct space_of<global_ptr<T>> { static constexpr int value = 2; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared` address of a T (64-bit, constraint "l"), aligned to alignof(T).
template <class T> class shared_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  shared_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared or is aligned.
  TYPED_PTX_DEVICE constexpr shared_addr64(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_addr64<T>: an address of another state space, width or element type is not a .shared 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_addr64 operator+(long long n) const { return shared_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr shared_addr64 byte_offset(long long n) const { return shared_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr64<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return shared_addr64<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr64<U> cast(unchecked_t) const { return shared_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_addr64& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(shared_addr64 a) { return (T*)__cvta_shared_to_generic((size_t)a.raw_); }

  /// `ld.shared`: load from .shared (the executing CTA's window) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_shared_to_generic((size_t)a.raw());
  }
  /// `st.shared`: store to .shared (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_shared_to_generic((size_t)a.raw()) = v;
  }
  /// `cvta.shared.u64`: generic address of a .shared address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared> cvta_shared_to_generic(shared_addr64 a) {
  return generic_ptr<T, from_shared>(unchecked, (detail::u64)__cvta_shared_to_generic((size_t)a.raw()));
  }
  /// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE shared_addr32<T> to_addr32(shared_addr64 a) {
  return shared_addr32<T>(unchecked, (detail::u32)a.raw());
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.add.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared.add.f32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared.add.f64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.min.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.min.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.max.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.max.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.cas`: atomic compare-and-swap (any atomic space) (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_addr64 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_add(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.add.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.add.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.shared.add.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.shared.add.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_min(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.min.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.min.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_max(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.max.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.max.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_and(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_or(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_xor(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_inc(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.inc.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_dec(shared_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.dec.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.shared.b16`: load one 8x8 matrix of 16-bit elements from .shared::cta into a warp's fragment (each lane gives one row address) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.shared.b16`: load two 8x8 matrices of 16-bit elements from .shared::cta (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: load four 8x8 matrices of 16-bit elements from .shared::cta (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: load one 8x8 matrix from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1_trans: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: load two 8x8 matrices from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2_trans: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: load four 8x8 matrices from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4_trans: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "l"(row.raw()) : "memory");
  }
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
  /// `mbarrier.init.shared.b64`: initialise an mbarrier in .shared::cta with an expected arrival count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(shared_addr64 bar, unsigned int count) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_init: this is not the address of an mbarrier: mbarrier.init.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "l"(bar.raw()), "r"(count) : "memory");
  }
  /// `mbarrier.inval.shared.b64`: invalidate an mbarrier in .shared::cta (before reusing its memory) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_inval: this is not the address of an mbarrier: mbarrier.inval.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.inval.shared.b64 [%0];" :: "l"(bar.raw()) : "memory");
  }
  /// `mbarrier.arrive.shared.b64`: arrive on an mbarrier in .shared::cta; d = the state token of the current phase (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive: this is not the address of an mbarrier: mbarrier.arrive.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.shared.b64`: p = the phase of the state token has completed (does not block) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait: this is not the address of an mbarrier: mbarrier.test_wait.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.shared.b64`: p = the phase of this parity (0 even, 1 odd) has completed (does not block) (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity: this is not the address of an mbarrier: mbarrier.test_wait.parity.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at CTA scope (explicit); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cta: this is not the address of an mbarrier: mbarrier.arrive.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.noComplete.shared.b64`: count arrivals that must not complete the phase; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_no_complete(shared_addr64 bar, unsigned int count) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_no_complete: this is not the address of an mbarrier: mbarrier.arrive.noComplete.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(count) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive_drop.shared.b64`: arrive and lower the expected arrival count of the following phases by one (a thread leaving the pipeline) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_drop(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_drop: this is not the address of an mbarrier: mbarrier.arrive_drop.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `cp.async.mbarrier.arrive.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete (the pending count is raised by one first) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "cp_async_mbarrier_arrive: this is not the address of an mbarrier: cp.async.mbarrier.arrive.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" :: "l"(bar.raw()) : "memory");
  }
  /// `cp.async.mbarrier.arrive.noinc.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete, counted in the init count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive_noinc(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "cp_async_mbarrier_arrive_noinc: this is not the address of an mbarrier: cp.async.mbarrier.arrive.noinc.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" :: "l"(bar.raw()) : "memory");
  }
#else  // older than sm_80: the same names fail to compile, saying why
  /// `mbarrier.init.shared.b64`: initialise an mbarrier in .shared::cta with an expected arrival count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(shared_addr64 bar, unsigned int count) {
    static_assert(detail::always_false<T>::value, "mbarrier_init: mbarrier.init.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.inval.shared.b64`: invalidate an mbarrier in .shared::cta (before reusing its memory) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_inval: mbarrier.inval.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.shared.b64`: arrive on an mbarrier in .shared::cta; d = the state token of the current phase (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive: mbarrier.arrive.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.shared.b64`: p = the phase of the state token has completed (does not block) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait: mbarrier.test_wait.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.shared.b64`: p = the phase of this parity (0 even, 1 odd) has completed (does not block) (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity: mbarrier.test_wait.parity.shared.b64 needs sm_80 (PTX ISA 7.1); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at CTA scope (explicit); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta: mbarrier.arrive.release.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta: mbarrier.test_wait.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cta: mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.noComplete.shared.b64`: count arrivals that must not complete the phase; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_no_complete(shared_addr64 bar, unsigned int count) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_no_complete: mbarrier.arrive.noComplete.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive_drop.shared.b64`: arrive and lower the expected arrival count of the following phases by one (a thread leaving the pipeline) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_drop(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop: mbarrier.arrive_drop.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `cp.async.mbarrier.arrive.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete (the pending count is raised by one first) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive: cp.async.mbarrier.arrive.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cp.async.mbarrier.arrive.noinc.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete, counted in the init count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive_noinc(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive_noinc: cp.async.mbarrier.arrive.noinc.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
#endif  // sm_80
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64 a, unsigned int rank) {
  detail::u64 d;
  asm("mapa.shared::cluster.u64 %0, %1, %2;" : "=l"(d) : "l"(a.raw()), "r"(rank));
  return shared_cluster_addr64<T>(unchecked, d);
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one 8x8 matrix of 16-bit elements to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "l"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store two 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store four 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store one 8x8 matrix to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1_trans: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" :: "l"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store two 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2_trans: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store four 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4_trans: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `mbarrier.arrive.expect_tx.shared::cta.b64`: expect tx bytes of asynchronous transactions, then arrive; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.expect_tx.shared::cta.b64`: raise the pending transaction count of the current phase by tx bytes (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_expect_tx: this is not the address of an mbarrier: mbarrier.expect_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.expect_tx.shared::cta.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.complete_tx.shared::cta.b64`: complete tx bytes of the current phase's pending transactions (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_complete_tx: this is not the address of an mbarrier: mbarrier.complete_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.complete_tx.shared::cta.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.try_wait.shared::cta.b64`: p = the phase of the state token has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait: this is not the address of an mbarrier: mbarrier.try_wait.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.shared::cta.b64`: p = the phase of this parity has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity: this is not the address of an mbarrier: mbarrier.try_wait.parity.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at cluster scope; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cluster.shared::cta.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cta: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at cluster scope (a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr64 a) {
  detail::u32 d;
  asm("getctarank.shared::cluster.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return d;
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr64 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one 8x8 matrix of 16-bit elements to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1: stmatrix.sync.aligned.m8n8.x1.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store two 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2: stmatrix.sync.aligned.m8n8.x2.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store four 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4: stmatrix.sync.aligned.m8n8.x4.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store one 8x8 matrix to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1_trans: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store two 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2_trans: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store four 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4_trans: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.expect_tx.shared::cta.b64`: expect tx bytes of asynchronous transactions, then arrive; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx: mbarrier.arrive.expect_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.expect_tx.shared::cta.b64`: raise the pending transaction count of the current phase by tx bytes (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx: mbarrier.expect_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.complete_tx.shared::cta.b64`: complete tx bytes of the current phase's pending transactions (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx: mbarrier.complete_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.try_wait.shared::cta.b64`: p = the phase of the state token has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait: mbarrier.try_wait.shared::cta.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.shared::cta.b64`: p = the phase of this parity has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity: mbarrier.try_wait.parity.shared::cta.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at cluster scope; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster: mbarrier.arrive.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster: mbarrier.test_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta: mbarrier.try_wait.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster: mbarrier.try_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at cluster scope (a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr64 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr64 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(shared_addr64) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .shared");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(shared_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(shared_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(shared_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(shared_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(shared_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(shared_addr64, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(shared_addr64, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(shared_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(shared_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(shared_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(shared_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(shared_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(shared_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T> struct space_of<shared_addr64<T>> { static constexpr int value = 3; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared` address of a T (32-bit, constraint "r"), aligned to alignof(T).
template <class T> class shared_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  shared_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared or is aligned.
  TYPED_PTX_DEVICE constexpr shared_addr32(unchecked_t, detail::u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_addr32<T>: an address of another state space, width or element type is not a .shared 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_addr32 operator+(long long n) const { return shared_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr shared_addr32 byte_offset(long long n) const { return shared_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr32<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return shared_addr32<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr32<U> cast(unchecked_t) const { return shared_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_addr32& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(shared_addr32 a) { return (T*)__cvta_shared_to_generic((size_t)a.raw_); }

  /// `ld.shared`: load from .shared (the executing CTA's window) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_shared_to_generic((size_t)a.raw());
  }
  /// `st.shared`: store to .shared (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_shared_to_generic((size_t)a.raw()) = v;
  }
  /// `cvta.shared.u64`: generic address of a .shared address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared> cvta_shared_to_generic(shared_addr32 a) {
  return generic_ptr<T, from_shared>(unchecked, (detail::u64)__cvta_shared_to_generic((size_t)a.raw()));
  }
  /// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE shared_addr64<T> to_addr64(shared_addr32 a) {
  return shared_addr64<T>(unchecked, (detail::u64)a.raw());
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.add.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.add.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.add.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.add.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared.add.f32 %0, [%1], %2;" : "=f"(d) : "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared.add.f64 %0, [%1], %2;" : "=d"(d) : "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.min.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.min.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.min.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.min.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.min.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.min.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.max.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.max.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.max.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.max.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.max.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.max.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.and.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.and.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.or.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.or.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.xor.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.xor.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared.exch.b32 %0, [%1], %2;" : "=f"(d) : "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared.exch.b64 %0, [%1], %2;" : "=d"(d) : "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.inc.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.dec.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.cas`: atomic compare-and-swap (any atomic space) (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_addr32 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "r"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "r"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_add(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.add.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.add.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.add.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.add.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.shared.add.f32 [%0], %1;" :: "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.shared.add.f64 [%0], %1;" :: "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_min(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.min.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.min.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.min.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.min.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.min.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.min.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_max(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.max.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.max.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.max.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.max.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.max.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.max.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_and(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.and.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.and.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_or(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.or.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.or.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_xor(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.xor.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared.xor.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_inc(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.inc.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_dec(shared_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared.dec.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.shared.b16`: load one 8x8 matrix of 16-bit elements from .shared::cta into a warp's fragment (each lane gives one row address) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.shared.b16`: load two 8x8 matrices of 16-bit elements from .shared::cta (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: load four 8x8 matrices of 16-bit elements from .shared::cta (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: load one 8x8 matrix from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1_trans: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: load two 8x8 matrices from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2_trans: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: load four 8x8 matrices from .shared::cta, transposed (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4_trans: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(row.raw()) : "memory");
  }
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
  /// `mbarrier.init.shared.b64`: initialise an mbarrier in .shared::cta with an expected arrival count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(shared_addr32 bar, unsigned int count) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_init: this is not the address of an mbarrier: mbarrier.init.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(bar.raw()), "r"(count) : "memory");
  }
  /// `mbarrier.inval.shared.b64`: invalidate an mbarrier in .shared::cta (before reusing its memory) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_inval: this is not the address of an mbarrier: mbarrier.inval.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.inval.shared.b64 [%0];" :: "r"(bar.raw()) : "memory");
  }
  /// `mbarrier.arrive.shared.b64`: arrive on an mbarrier in .shared::cta; d = the state token of the current phase (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive: this is not the address of an mbarrier: mbarrier.arrive.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.shared.b64`: p = the phase of the state token has completed (does not block) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait: this is not the address of an mbarrier: mbarrier.test_wait.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.shared.b64`: p = the phase of this parity (0 even, 1 odd) has completed (does not block) (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity: this is not the address of an mbarrier: mbarrier.test_wait.parity.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at CTA scope (explicit); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cta: this is not the address of an mbarrier: mbarrier.arrive.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.noComplete.shared.b64`: count arrivals that must not complete the phase; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_no_complete(shared_addr32 bar, unsigned int count) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_no_complete: this is not the address of an mbarrier: mbarrier.arrive.noComplete.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(count) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive_drop.shared.b64`: arrive and lower the expected arrival count of the following phases by one (a thread leaving the pipeline) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_drop(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_drop: this is not the address of an mbarrier: mbarrier.arrive_drop.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `cp.async.mbarrier.arrive.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete (the pending count is raised by one first) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "cp_async_mbarrier_arrive: this is not the address of an mbarrier: cp.async.mbarrier.arrive.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" :: "r"(bar.raw()) : "memory");
  }
  /// `cp.async.mbarrier.arrive.noinc.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete, counted in the init count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive_noinc(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "cp_async_mbarrier_arrive_noinc: this is not the address of an mbarrier: cp.async.mbarrier.arrive.noinc.shared.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" :: "r"(bar.raw()) : "memory");
  }
#else  // older than sm_80: the same names fail to compile, saying why
  /// `mbarrier.init.shared.b64`: initialise an mbarrier in .shared::cta with an expected arrival count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(shared_addr32 bar, unsigned int count) {
    static_assert(detail::always_false<T>::value, "mbarrier_init: mbarrier.init.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.inval.shared.b64`: invalidate an mbarrier in .shared::cta (before reusing its memory) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_inval: mbarrier.inval.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.shared.b64`: arrive on an mbarrier in .shared::cta; d = the state token of the current phase (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive: mbarrier.arrive.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.shared.b64`: p = the phase of the state token has completed (does not block) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait: mbarrier.test_wait.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.shared.b64`: p = the phase of this parity (0 even, 1 odd) has completed (does not block) (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity: mbarrier.test_wait.parity.shared.b64 needs sm_80 (PTX ISA 7.1); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at CTA scope (explicit); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta: mbarrier.arrive.release.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta: mbarrier.test_wait.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cta: mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.noComplete.shared.b64`: count arrivals that must not complete the phase; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_no_complete(shared_addr32 bar, unsigned int count) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_no_complete: mbarrier.arrive.noComplete.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive_drop.shared.b64`: arrive and lower the expected arrival count of the following phases by one (a thread leaving the pipeline) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_drop(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop: mbarrier.arrive_drop.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `cp.async.mbarrier.arrive.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete (the pending count is raised by one first) (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive: cp.async.mbarrier.arrive.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cp.async.mbarrier.arrive.noinc.shared.b64`: arrive on the mbarrier when the thread's prior cp.async copies complete, counted in the init count (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void cp_async_mbarrier_arrive_noinc(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive_noinc: cp.async.mbarrier.arrive.noinc.shared.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
#endif  // sm_80
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32 a, unsigned int rank) {
  detail::u32 d;
  asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a.raw()), "r"(rank));
  return shared_cluster_addr32<T>(unchecked, d);
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one 8x8 matrix of 16-bit elements to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store two 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store four 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store one 8x8 matrix to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1_trans: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" :: "r"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store two 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2_trans: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store four 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4_trans: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `mbarrier.arrive.expect_tx.shared::cta.b64`: expect tx bytes of asynchronous transactions, then arrive; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.expect_tx.shared::cta.b64`: raise the pending transaction count of the current phase by tx bytes (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_expect_tx: this is not the address of an mbarrier: mbarrier.expect_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.expect_tx.shared::cta.b64 [%0], %1;" :: "r"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.complete_tx.shared::cta.b64`: complete tx bytes of the current phase's pending transactions (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_complete_tx: this is not the address of an mbarrier: mbarrier.complete_tx.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.complete_tx.shared::cta.b64 [%0], %1;" :: "r"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.try_wait.shared::cta.b64`: p = the phase of the state token has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait: this is not the address of an mbarrier: mbarrier.try_wait.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.shared::cta.b64`: p = the phase of this parity has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity: this is not the address of an mbarrier: mbarrier.try_wait.parity.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at cluster scope; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cluster.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cta: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at cluster scope (a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr32 a) {
  detail::u32 d;
  asm("getctarank.shared::cluster.u32 %0, %1;" : "=r"(d) : "r"(a.raw()));
  return d;
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "r"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr32 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.exch.b128 %0, [%1], %2;" : "=q"(d) : "r"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one 8x8 matrix of 16-bit elements to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1: stmatrix.sync.aligned.m8n8.x1.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store two 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2: stmatrix.sync.aligned.m8n8.x2.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store four 8x8 matrices to .shared::cta (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4: stmatrix.sync.aligned.m8n8.x4.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store one 8x8 matrix to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1_trans: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store two 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2_trans: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store four 8x8 matrices to .shared::cta, transposed (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4_trans: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.expect_tx.shared::cta.b64`: expect tx bytes of asynchronous transactions, then arrive; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx: mbarrier.arrive.expect_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.expect_tx.shared::cta.b64`: raise the pending transaction count of the current phase by tx bytes (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx: mbarrier.expect_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.complete_tx.shared::cta.b64`: complete tx bytes of the current phase's pending transactions (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx: mbarrier.complete_tx.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.try_wait.shared::cta.b64`: p = the phase of the state token has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait: mbarrier.try_wait.shared::cta.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.shared::cta.b64`: p = the phase of this parity has completed (may suspend the thread for a while first) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity: mbarrier.try_wait.parity.shared::cta.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at cluster scope; d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster: mbarrier.arrive.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster: mbarrier.test_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta: mbarrier.try_wait.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at cluster scope (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster: mbarrier.try_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at CTA scope (explicit) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at cluster scope (a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr32 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr32 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(shared_addr32) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .shared");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(shared_addr32) {
    static_assert(detail::always_false<T>::value, "to_addr32: this .shared address is already 32-bit");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(shared_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(shared_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(shared_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(shared_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(shared_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(shared_addr32, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(shared_addr32, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(shared_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster (the executing CTA) or map it to another CTA with mapa");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(shared_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(shared_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(shared_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(shared_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(shared_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address (mapa of this one, or to_cluster), not a .shared::cta one");
    return 0;
  }
 private:
  detail::u32 raw_;
};
namespace detail {
template <class T> struct space_of<shared_addr32<T>> { static constexpr int value = 3; static constexpr int bits = 32; };
}  // namespace detail

/// A `.shared::cluster` address of a T (64-bit, constraint "l"), aligned to alignof(T).
template <class T> class shared_cluster_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  shared_cluster_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared::cluster or is aligned.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_cluster_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_cluster_addr64<T>: an address of another state space, width or element type is not a .shared::cluster 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64 operator+(long long n) const { return shared_cluster_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64 byte_offset(long long n) const { return shared_cluster_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr64<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return shared_cluster_addr64<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr64<U> cast(unchecked_t) const { return shared_cluster_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_cluster_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_cluster_addr64& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(shared_cluster_addr64 a) { return (T*)(void*)detail::cvta_shared_cluster_to_generic((detail::u64)a.raw_); }

  /// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> to_addr32(shared_cluster_addr64 a) {
  return shared_cluster_addr32<T>(unchecked, (detail::u32)a.raw());
  }
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld: ld.shared::cluster moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld: ld.shared::cluster needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.shared::cluster.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.shared::cluster.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.shared::cluster.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.shared::cluster.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.shared::cluster.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st: st.shared::cluster moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st: st.shared::cluster needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.shared::cluster.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.shared::cluster.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.shared::cluster.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.shared::cluster.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.shared::cluster.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr64 a) {
  return generic_ptr<T, from_shared_cluster>(unchecked, (detail::u64)(void*)detail::cvta_shared_cluster_to_generic((detail::u64)a.raw()));
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.add.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared::cluster.add.f32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared::cluster.add.f64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.min.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.min.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.max.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.max.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr64 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.add.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.add.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.shared::cluster.add.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.min.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.min.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.max.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.max.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.inc.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_dec(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.dec.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_cluster_addr64 a, unsigned int rank) {
  detail::u64 d;
  asm("mapa.shared::cluster.u64 %0, %1, %2;" : "=l"(d) : "l"(a.raw()), "r"(rank));
  return shared_cluster_addr64<T>(unchecked, d);
  }
  /// `mbarrier.arrive.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster (release, cluster scope); no state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_remote(shared_cluster_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_remote: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "l"(bar.raw()) : "memory");
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64`: expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_expect_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_remote: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64`: expect tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_expect_tx_remote: this is not the address of an mbarrier: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64`: complete tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_complete_tx_remote: this is not the address of an mbarrier: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.arrive_drop.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster and lower its expected count for the following phases (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_drop_remote(shared_cluster_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_drop_remote: this is not the address of an mbarrier: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [%0];" :: "l"(bar.raw()) : "memory");
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_cluster_addr64 a) {
  detail::u32 d;
  asm("getctarank.shared::cluster.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return d;
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr64 dst, T x, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes stores 32- or 64-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(x_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(x_bits), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (sizeof(T) == 8) {
    detail::u64 x_bits;
    __builtin_memcpy(&x_bits, &x, 8);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(x_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(x_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of a 2-vector (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr64 dst, T x, T y, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async_v2: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 stores 32- or 64-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async_v2: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    detail::u32 y_bits;
    __builtin_memcpy(&y_bits, &y, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" :: "l"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" :: "l"(dst.raw()), "r"(x_bits), "r"(y_bits), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (sizeof(T) == 8) {
    detail::u64 x_bits;
    __builtin_memcpy(&x_bits, &x, 8);
    detail::u64 y_bits;
    __builtin_memcpy(&y_bits, &y, 8);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" :: "l"(dst.raw()), "l"(x_bits), "l"(y_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" :: "l"(dst.raw()), "l"(x_bits), "l"(y_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of a 4-vector of 32-bit values (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v4(shared_cluster_addr64 dst, T x, T y, T z, T w, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async_v4: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4, "st_async_v4: st.async.shared::cluster.mbarrier::complete_tx::bytes.v4 stores 32-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async_v4: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    detail::u32 y_bits;
    __builtin_memcpy(&y_bits, &y, 4);
    detail::u32 z_bits;
    __builtin_memcpy(&z_bits, &z, 4);
    detail::u32 w_bits;
    __builtin_memcpy(&w_bits, &w, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" :: "l"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(z_bits), "r"(w_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" :: "l"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(z_bits), "r"(w_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_add(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value, "red_async_add: red.async.add takes unsigned int, int, unsigned long long, long long");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_add: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, unsigned long long>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, long long>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s64 [%0], %1, [%2];" :: "l"(dst.raw()), "l"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_min(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_min: red.async.min takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_min: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_max(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_max: red.async.max takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_max: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_inc(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value, "red_async_inc: red.async.inc takes unsigned int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_inc: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_dec(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value, "red_async_dec: red.async.dec takes unsigned int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_dec: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.dec.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.dec.u32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_and(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_and: red.async.and takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_and: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_or(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_or: red.async.or takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_or: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_xor(shared_cluster_addr64 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_xor: red.async.xor takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_xor: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "l"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr64 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr64 a) {
    static_assert(detail::always_false<T>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr64 a) {
    static_assert(detail::always_false<T>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_min: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_max: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_and: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_or: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_xor: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_exch: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_inc: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_dec: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr64 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_cas: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_min: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_max: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_and: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_or: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_xor: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_inc: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_dec(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_dec: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_cluster_addr64 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster (release, cluster scope); no state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_remote(shared_cluster_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_remote: mbarrier.arrive.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64`: expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_expect_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_remote: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64`: expect tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx_remote: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64`: complete tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx_remote(shared_cluster_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx_remote: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive_drop.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster and lower its expected count for the following phases (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_drop_remote(shared_cluster_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop_remote: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_cluster_addr64 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr64 dst, T x, B bar) {
    static_assert(detail::always_false<T>::value, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of a 2-vector (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr64 dst, T x, T y, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of a 4-vector of 32-bit values (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v4(shared_cluster_addr64 dst, T x, T y, T z, T w, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v4: st.async.shared::cluster.mbarrier::complete_tx::bytes.v4 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_add(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_add: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_min(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_min: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_max(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_max: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_inc(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_inc: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_dec(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_dec: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_and(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_and: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_or(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_or: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_xor(shared_cluster_addr64 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_xor: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr64 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .shared::cluster");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(shared_cluster_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_cluster_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive_noinc takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_no_complete takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_init takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_inval takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(shared_cluster_addr64, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T> struct space_of<shared_cluster_addr64<T>> { static constexpr int value = 4; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared::cluster` address of a T (32-bit, constraint "r"), aligned to alignof(T).
template <class T> class shared_cluster_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  shared_cluster_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared::cluster or is aligned.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32(unchecked_t, detail::u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_cluster_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_cluster_addr32<T>: an address of another state space, width or element type is not a .shared::cluster 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32 operator+(long long n) const { return shared_cluster_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32 byte_offset(long long n) const { return shared_cluster_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr32<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return shared_cluster_addr32<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr32<U> cast(unchecked_t) const { return shared_cluster_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_cluster_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_cluster_addr32& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(shared_cluster_addr32 a) { return (T*)(void*)detail::cvta_shared_cluster_to_generic((detail::u64)a.raw_); }

  /// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> to_addr64(shared_cluster_addr32 a) {
  return shared_cluster_addr64<T>(unchecked, (detail::u64)a.raw());
  }
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld: ld.shared::cluster moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld: ld.shared::cluster needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.shared::cluster.b8 %0, [%1];" : "=h"(r) : "r"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.shared::cluster.b16 %0, [%1];" : "=h"(r) : "r"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.shared::cluster.b32 %0, [%1];" : "=r"(r) : "r"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.shared::cluster.b64 %0, [%1];" : "=l"(r) : "r"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.shared::cluster.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st: st.shared::cluster moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st: st.shared::cluster needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.shared::cluster.b8 [%0], %1;" :: "r"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.shared::cluster.b16 [%0], %1;" :: "r"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.shared::cluster.b32 [%0], %1;" :: "r"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.shared::cluster.b64 [%0], %1;" :: "r"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.shared::cluster.v4.b32 [%0], {%1, %2, %3, %4};" :: "r"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr32 a) {
  return generic_ptr<T, from_shared_cluster>(unchecked, (detail::u64)(void*)detail::cvta_shared_cluster_to_generic((detail::u64)a.raw()));
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.add.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.add.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.add.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.add.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared::cluster.add.f32 %0, [%1], %2;" : "=f"(d) : "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared::cluster.add.f64 %0, [%1], %2;" : "=d"(d) : "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.min.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.min.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.min.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.min.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.min.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.min.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.max.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.max.s32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.max.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.max.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.max.u64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.max.s64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.and.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.and.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.and.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.or.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.or.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.or.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.xor.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.xor.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.xor.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.shared::cluster.exch.b32 %0, [%1], %2;" : "=f"(d) : "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=l"(d) : "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.shared::cluster.exch.b64 %0, [%1], %2;" : "=d"(d) : "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.inc.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.dec.u32 %0, [%1], %2;" : "=r"(d) : "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr32 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.shared::cluster.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "r"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.shared::cluster.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "r"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.shared::cluster.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "r"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.add.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.add.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.add.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.add.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.shared::cluster.add.f64 [%0], %1;" :: "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.min.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.min.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.min.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.min.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.min.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.min.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.max.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.max.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.max.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.max.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.max.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.max.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.and.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.and.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.and.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.or.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.or.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.or.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.xor.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.shared::cluster.xor.b32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.shared::cluster.xor.b64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.inc.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_dec(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.shared::cluster.dec.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_cluster_addr32 a, unsigned int rank) {
  detail::u32 d;
  asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a.raw()), "r"(rank));
  return shared_cluster_addr32<T>(unchecked, d);
  }
  /// `mbarrier.arrive.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster (release, cluster scope); no state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_remote(shared_cluster_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_remote: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(bar.raw()) : "memory");
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64`: expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_expect_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_remote: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%0], %1;" :: "r"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64`: expect tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_expect_tx_remote: this is not the address of an mbarrier: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%0], %1;" :: "r"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64`: complete tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_complete_tx_remote: this is not the address of an mbarrier: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%0], %1;" :: "r"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.arrive_drop.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster and lower its expected count for the following phases (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_drop_remote(shared_cluster_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_drop_remote: this is not the address of an mbarrier: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  asm volatile("mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(bar.raw()) : "memory");
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_cluster_addr32 a) {
  detail::u32 d;
  asm("getctarank.shared::cluster.u32 %0, %1;" : "=r"(d) : "r"(a.raw()));
  return d;
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr32 dst, T x, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes stores 32- or 64-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(x_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(x_bits), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (sizeof(T) == 8) {
    detail::u64 x_bits;
    __builtin_memcpy(&x_bits, &x, 8);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(x_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(x_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of a 2-vector (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr32 dst, T x, T y, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async_v2: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 stores 32- or 64-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async_v2: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    detail::u32 y_bits;
    __builtin_memcpy(&y_bits, &y, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" :: "r"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" :: "r"(dst.raw()), "r"(x_bits), "r"(y_bits), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (sizeof(T) == 8) {
    detail::u64 x_bits;
    __builtin_memcpy(&x_bits, &x, 8);
    detail::u64 y_bits;
    __builtin_memcpy(&y_bits, &y, 8);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" :: "r"(dst.raw()), "l"(x_bits), "l"(y_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" :: "r"(dst.raw()), "l"(x_bits), "l"(y_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of a 4-vector of 32-bit values (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v4(shared_cluster_addr32 dst, T x, T y, T z, T w, B bar) {
  static_assert(!detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "st_async_v4: an mbarrier is opaque: st.async does not store one");
  static_assert(sizeof(T) == 4, "st_async_v4: st.async.shared::cluster.mbarrier::complete_tx::bytes.v4 stores 32-bit values");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "st_async_v4: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (sizeof(T) == 4) {
    detail::u32 x_bits;
    __builtin_memcpy(&x_bits, &x, 4);
    detail::u32 y_bits;
    __builtin_memcpy(&y_bits, &y, 4);
    detail::u32 z_bits;
    __builtin_memcpy(&z_bits, &z, 4);
    detail::u32 w_bits;
    __builtin_memcpy(&w_bits, &w, 4);
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" :: "r"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(z_bits), "r"(w_bits), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" :: "r"(dst.raw()), "r"(x_bits), "r"(y_bits), "r"(z_bits), "r"(w_bits), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_add(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value, "red_async_add: red.async.add takes unsigned int, int, unsigned long long, long long");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_add: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, unsigned long long>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, long long>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s64 [%0], %1, [%2];" :: "r"(dst.raw()), "l"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_min(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_min: red.async.min takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_min: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.min.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_max(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_max: red.async.max takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_max: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_inc(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value, "red_async_inc: red.async.inc takes unsigned int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_inc: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_dec(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value, "red_async_dec: red.async.dec takes unsigned int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_dec: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.dec.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.dec.u32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_and(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_and: red.async.and takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_and: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.and.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_or(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_or: red.async.or takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_or: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.or.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_xor(shared_cluster_addr32 dst, T v, B bar) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value, "red_async_xor: red.async.xor takes unsigned int, int");
  static_assert(detail::is_same<B, shared_cluster_addr32<mbarrier> >::value || detail::is_same<B, shared_cluster_addr64<mbarrier> >::value, "red_async_xor: the completion operand is the .shared::cluster address of an mbarrier of the destination CTA (mapa of its shared_addr32/64<mbarrier>, or to_cluster of the own one)");
  if constexpr (detail::is_same<U, unsigned int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  if constexpr (detail::is_same<U, int>::value) {
    if constexpr (detail::is_same<B, shared_cluster_addr32<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "r"(bar.raw()) : "memory");
    }
    if constexpr (detail::is_same<B, shared_cluster_addr64<mbarrier>>::value) {
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%0], %1, [%2];" :: "r"(dst.raw()), "r"(v), "l"(bar.raw()) : "memory");
    }
  }
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "r"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr32 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.exch.b128 %0, [%1], %2;" : "=q"(d) : "r"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr32 a) {
    static_assert(detail::always_false<T>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr32 a) {
    static_assert(detail::always_false<T>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_min: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_max: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_and: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_or: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_xor: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_exch: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_inc: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_dec: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr32 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_cas: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_min: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_max: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_and: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_or: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_xor: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_inc: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_dec(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_dec: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_cluster_addr32 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.arrive.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster (release, cluster scope); no state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_remote(shared_cluster_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_remote: mbarrier.arrive.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64`: expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_expect_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_remote: mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64`: expect tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx_remote: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64`: complete tx bytes on an mbarrier of any CTA of the cluster (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx_remote(shared_cluster_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx_remote: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive_drop.release.cluster.shared::cluster.b64`: arrive on an mbarrier of any CTA of the cluster and lower its expected count for the following phases (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_arrive_drop_remote(shared_cluster_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop_remote: mbarrier.arrive_drop.release.cluster.shared::cluster.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_cluster_addr32 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr32 dst, T x, B bar) {
    static_assert(detail::always_false<T>::value, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of a 2-vector (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr32 dst, T x, T y, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of a 4-vector of 32-bit values (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v4(shared_cluster_addr32 dst, T x, T y, T z, T w, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v4: st.async.shared::cluster.mbarrier::complete_tx::bytes.v4 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_add(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_add: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_min(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_min: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_max(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_max: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_inc(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_inc: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_dec(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_dec: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_and(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_and: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_or(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_or: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes`: reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void red_async_xor(shared_cluster_addr32 dst, T v, B bar) {
    static_assert(detail::always_false<T>::value, "red_async_xor: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr32 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .shared::cluster");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "to_addr32: this .shared::cluster address is already 32-bit");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(shared_cluster_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(shared_cluster_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .shared::cluster address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive_noinc takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_no_complete takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_init takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_inval takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(shared_cluster_addr32, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta takes the executing CTA's own mbarrier (a shared_addr32/shared_addr64 of an mbarrier): on a .shared::cluster address only the _remote forms exist");
    return 0;
  }
 private:
  detail::u32 raw_;
};
namespace detail {
template <class T> struct space_of<shared_cluster_addr32<T>> { static constexpr int value = 4; static constexpr int bits = 32; };
}  // namespace detail

/// A `.local` address of a T (64-bit, constraint "l"), aligned to alignof(T).
template <class T> class local_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  local_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .local or is aligned.
  TYPED_PTX_DEVICE constexpr local_addr64(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE local_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to local_addr64<T>: an address of another state space, width or element type is not a .local 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr local_addr64 operator+(long long n) const { return local_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr local_addr64 byte_offset(long long n) const { return local_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr local_addr64<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return local_addr64<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr local_addr64<U> cast(unchecked_t) const { return local_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const local_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const local_addr64& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(local_addr64 a) { return (T*)__cvta_local_to_generic((size_t)a.raw_); }

  /// `ld.local`: load from .local (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_local_to_generic((size_t)a.raw());
  }
  /// `st.local`: store to .local (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(local_addr64 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_local_to_generic((size_t)a.raw()) = v;
  }
  /// `cvta.local.u64`: generic address of a .local address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_local> cvta_local_to_generic(local_addr64 a) {
  return generic_ptr<T, from_local>(unchecked, (detail::u64)__cvta_local_to_generic((size_t)a.raw()));
  }
  /// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE local_addr32<T> to_addr32(local_addr64 a) {
  return local_addr32<T>(unchecked, (detail::u32)a.raw());
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(local_addr64) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .local");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_add(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_add: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_add(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_add: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_min(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_min: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_min(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_min: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_max(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_max: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_max(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_max: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_and(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_and: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_and(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_and: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_or(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_or: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_or(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_or: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_xor(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_xor: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_xor(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_xor: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_exch: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_inc(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_inc: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_inc(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_inc: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_dec(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_dec: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_dec(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_dec: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas(local_addr64, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas_b128(local_addr64, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas_b128: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch_b128(local_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_exch_b128: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(local_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(local_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(local_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(local_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(local_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(local_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int mapa(local_addr64, unsigned int) {
    static_assert(detail::always_false<T>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .local addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE unsigned int getctarank(local_addr64) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .local addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(local_addr64, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(local_addr64, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(local_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive_noinc takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_no_complete takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_inval takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(local_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T> struct space_of<local_addr64<T>> { static constexpr int value = 5; static constexpr int bits = 64; };
}  // namespace detail

/// A `.local` address of a T (32-bit, constraint "r"), aligned to alignof(T).
template <class T> class local_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  local_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .local or is aligned.
  TYPED_PTX_DEVICE constexpr local_addr32(unchecked_t, detail::u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE local_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to local_addr32<T>: an address of another state space, width or element type is not a .local 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr local_addr32 operator+(long long n) const { return local_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr local_addr32 byte_offset(long long n) const { return local_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr local_addr32<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return local_addr32<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr local_addr32<U> cast(unchecked_t) const { return local_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const local_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const local_addr32& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(local_addr32 a) { return (T*)__cvta_local_to_generic((size_t)a.raw_); }

  /// `ld.local`: load from .local (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_local_to_generic((size_t)a.raw());
  }
  /// `st.local`: store to .local (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(local_addr32 a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_local_to_generic((size_t)a.raw()) = v;
  }
  /// `cvta.local.u64`: generic address of a .local address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_local> cvta_local_to_generic(local_addr32 a) {
  return generic_ptr<T, from_local>(unchecked, (detail::u64)__cvta_local_to_generic((size_t)a.raw()));
  }
  /// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE local_addr64<T> to_addr64(local_addr32 a) {
  return local_addr64<T>(unchecked, (detail::u64)a.raw());
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(local_addr32) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .local");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_add(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_add: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_add(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_add: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_min(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_min: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_min(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_min: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_max(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_max: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_max(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_max: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_and(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_and: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_and(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_and: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_or(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_or: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_or(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_or: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_xor(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_xor: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_xor(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_xor: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_exch: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_inc(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_inc: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_inc(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_inc: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_dec(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_dec: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_dec(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_dec: PTX has no red on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas(local_addr32, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas_b128(local_addr32, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas_b128: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch_b128(local_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_exch_b128: PTX has no atom on the .local state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(local_addr32) {
    static_assert(detail::always_false<T>::value, "to_addr32: this .local address is already 32-bit");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(local_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(local_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(local_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(local_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(local_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(local_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .local address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int mapa(local_addr32, unsigned int) {
    static_assert(detail::always_false<T>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .local addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE unsigned int getctarank(local_addr32) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .local addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(local_addr32, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(local_addr32, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(local_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .local");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive_noinc takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_no_complete takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_inval takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(local_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .local address");
    return 0;
  }
 private:
  detail::u32 raw_;
};
namespace detail {
template <class T> struct space_of<local_addr32<T>> { static constexpr int value = 5; static constexpr int bits = 32; };
}  // namespace detail

/// A `.const` address of a T (64-bit, constraint "l"), aligned to alignof(T).
template <class T> class const_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  const_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .const or is aligned.
  TYPED_PTX_DEVICE constexpr const_addr64(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE const_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to const_addr64<T>: an address of another state space, width or element type is not a .const 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr const_addr64 operator+(long long n) const { return const_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr const_addr64 byte_offset(long long n) const { return const_addr64(unchecked, (detail::u64)(raw_ + (detail::u64)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr const_addr64<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return const_addr64<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr const_addr64<U> cast(unchecked_t) const { return const_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const const_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const const_addr64& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(const_addr64 a) { return (T*)__cvta_constant_to_generic((size_t)a.raw_); }

  /// `ld.const`: load from .const (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(const_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_constant_to_generic((size_t)a.raw());
  }
  /// `cvta.const.u64`: generic address of a .const address (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_const> cvta_const_to_generic(const_addr64 a) {
  return generic_ptr<T, from_const>(unchecked, (detail::u64)__cvta_constant_to_generic((size_t)a.raw()));
  }
  /// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE const_addr32<T> to_addr32(const_addr64 a) {
  return const_addr32<T>(unchecked, (detail::u32)a.raw());
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void st(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "st: the .const state space is read-only: PTX has no st.const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(const_addr64) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .const");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_add(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_add: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_add(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_add: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_min(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_min: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_min(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_min: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_max(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_max: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_max(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_max: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_and(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_and: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_and(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_and: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_or(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_or: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_or(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_or: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_xor(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_xor: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_xor(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_xor: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_exch: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_inc(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_inc: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_inc(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_inc: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_dec(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_dec: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_dec(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "red_dec: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas(const_addr64, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas_b128(const_addr64, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas_b128: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch_b128(const_addr64, V) {
    static_assert(detail::always_false<V>::value, "atom_exch_b128: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(const_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(const_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(const_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(const_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(const_addr64) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(const_addr64, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int mapa(const_addr64, unsigned int) {
    static_assert(detail::always_false<T>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .const addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE unsigned int getctarank(const_addr64) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .const addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(const_addr64, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(const_addr64, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(const_addr64, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive_noinc takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_no_complete takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_inval takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(const_addr64, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T> struct space_of<const_addr64<T>> { static constexpr int value = 6; static constexpr int bits = 64; };
}  // namespace detail

/// A `.const` address of a T (32-bit, constraint "r"), aligned to alignof(T).
template <class T> class const_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  const_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .const or is aligned.
  TYPED_PTX_DEVICE constexpr const_addr32(unchecked_t, detail::u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE const_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to const_addr32<T>: an address of another state space, width or element type is not a .const 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr const_addr32 operator+(long long n) const { return const_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on (keep n a multiple of alignof(T): the type promises that alignment).
  TYPED_PTX_DEVICE constexpr const_addr32 byte_offset(long long n) const { return const_addr32(unchecked, (detail::u32)(raw_ + (detail::u32)n)); }
  /// The same address, of another element type no more strictly aligned than T.
  template <class U> TYPED_PTX_DEVICE constexpr const_addr32<U> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (view an aligned array as U instead, or call .cast<U>(typed_ptx::unchecked))");
    return const_addr32<U>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment.
  template <class U> TYPED_PTX_DEVICE constexpr const_addr32<U> cast(unchecked_t) const { return const_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const const_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const const_addr32& o) const { return raw_ != o.raw_; }
  /// The C++ pointer (a generic address) of this address: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(const_addr32 a) { return (T*)__cvta_constant_to_generic((size_t)a.raw_); }

  /// `ld.const`: load from .const (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(const_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_constant_to_generic((size_t)a.raw());
  }
  /// `cvta.const.u64`: generic address of a .const address (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_const> cvta_const_to_generic(const_addr32 a) {
  return generic_ptr<T, from_const>(unchecked, (detail::u64)__cvta_constant_to_generic((size_t)a.raw()));
  }
  /// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE const_addr64<T> to_addr64(const_addr32 a) {
  return const_addr64<T>(unchecked, (detail::u64)a.raw());
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void st(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "st: the .const state space is read-only: PTX has no st.const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(const_addr32) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not .const");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_add(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_add: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_add(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_add: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_min(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_min: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_min(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_min: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_max(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_max: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_max(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_max: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_and(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_and: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_and(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_and: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_or(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_or: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_or(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_or: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_xor(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_xor: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_xor(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_xor: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_exch: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_inc(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_inc: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_inc(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_inc: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_dec(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_dec: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void red_dec(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "red_dec: PTX has no red on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas(const_addr32, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class W> friend TYPED_PTX_DEVICE int atom_cas_b128(const_addr32, V, W) {
    static_assert(detail::always_false<V>::value, "atom_cas_b128: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE int atom_exch_b128(const_addr32, V) {
    static_assert(detail::always_false<V>::value, "atom_exch_b128: PTX has no atom on the .const state space (atomics take .global, .shared, .shared::cluster or generic addresses)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(const_addr32) {
    static_assert(detail::always_false<T>::value, "to_addr32: this .const address is already 32-bit");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_global(const_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared(const_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(const_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_local(const_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int cvta_generic_to_const(const_addr32) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(const_addr32, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a .const address");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int mapa(const_addr32, unsigned int) {
    static_assert(detail::always_false<T>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .const addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE unsigned int getctarank(const_addr32) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank ranks shared-memory addresses of the cluster (.shared::cta, .shared::cluster, or a generic pointer that came from one), not .const addresses");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(const_addr32, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(const_addr32, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(const_addr32, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async writes into the shared memory of a CTA of the cluster (a shared_cluster address), never to .const");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: cp_async_mbarrier_arrive_noinc takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_no_complete takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_release_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_init(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_inval(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_inval takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_test_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cluster takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(const_addr32, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_try_wait_parity_acquire_cta takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a .const address");
    return 0;
  }
 private:
  detail::u32 raw_;
};
namespace detail {
template <class T> struct space_of<const_addr32<T>> { static constexpr int value = 6; static constexpr int bits = 32; };
}  // namespace detail

/// A generic address of a T (64-bit, constraint "l") that remembers where it came from,
/// aligned to alignof(T).
template <class T, class Origin> class generic_ptr {
 public:
  typedef T element_type;
  typedef Origin origin;
  static constexpr int bits = 64;
  generic_ptr() = default;
  /// A generic address from a raw integer: nothing checks the origin or the alignment.
  TYPED_PTX_DEVICE constexpr generic_ptr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// A generic pointer of the same element type (or of T without const) may forget its
  /// origin, keeping what the origin allowed: a .local one becomes from_unknown_rw (no
  /// atomics), a read-only one stays generic_ptr<const T>.
  template <class A, typename detail::enable_if<detail::erases_to<A, T, Origin>::value, int>::type = 0>
  TYPED_PTX_DEVICE constexpr generic_ptr(const A& p) : raw_(p.raw()) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value && !detail::erases_to<A, T, Origin>::value, int>::type = 0>
  TYPED_PTX_DEVICE generic_ptr(const A&) {
    constexpr bool erasing = detail::is_unknown_origin<Origin>::value && detail::space_of<A>::value == 1;
    constexpr bool loses_const = erasing && detail::is_same<typename detail::remove_cv<typename A::element_type>::type, typename detail::remove_cv<T>::type>::value && detail::is_const<typename A::element_type>::value && !detail::is_const<T>::value;
    constexpr bool loses_atomics = erasing && !loses_const && detail::is_same<typename A::element_type, T>::value;
    static_assert(!loses_const, "typed_ptx: a read-only generic pointer (generic_ptr<const T>: from_ptr of a C++ pointer, or a .const origin) does not become writable: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared");
    static_assert(!loses_atomics, "typed_ptx: a generic pointer from .local allows no atomics, and keeps that when its origin is forgotten: it becomes generic_ptr<T, from_unknown_rw> (loads and stores), not generic_ptr<T> (from_unknown)");
    static_assert(loses_const || loses_atomics || detail::always_false<A>::value, "typed_ptx: no implicit conversion to generic_ptr<T, Origin>: a named-space address becomes generic only through cvta_<space>_to_generic, a generic pointer never gains an origin, and the element type changes only through .cast<U>()");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The C++ pointer (a generic address is what C++ pointers are).
  TYPED_PTX_DEVICE T* get() const { return (T*)raw_; }
  /// The same pointer with its origin forgotten, keeping what the origin allowed: from_unknown
  /// for .global and .shared, from_unknown_rw (no atomics) for .local, const T for .const.
  TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::erased_element<T, Origin>::type, typename detail::erased_origin<Origin>::type> forget_origin() const { return generic_ptr<typename detail::erased_element<T, Origin>::type, typename detail::erased_origin<Origin>::type>(unchecked, raw_); }
  /// The address `n` elements further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr operator+(long long n) const { return generic_ptr(unchecked, raw_ + (detail::u64)(n * (long long)sizeof(T))); }
  /// The address `n` bytes further on (same origin; keep n a multiple of alignof(T)).
  TYPED_PTX_DEVICE constexpr generic_ptr byte_offset(long long n) const { return generic_ptr(unchecked, raw_ + (detail::u64)n); }
  /// The same address, of another element type no more strictly aligned than T (same origin;
  /// const if T is: a read-only pointer stays read-only).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::keep_const<T, U>::type, Origin> cast() const {
    static_assert(alignof(U) <= alignof(T), "cast: the element type U is more strictly aligned than T, and this address is only known to be aligned to alignof(T) (call .cast<U>(typed_ptx::unchecked) if you know better)");
    return generic_ptr<typename detail::keep_const<T, U>::type, Origin>(unchecked, raw_);
  }
  /// The same address, of any element type: nothing checks the alignment (same origin; const
  /// if T is).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<typename detail::keep_const<T, U>::type, Origin> cast(unchecked_t) const { return generic_ptr<typename detail::keep_const<T, U>::type, Origin>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const generic_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const generic_ptr& o) const { return raw_ != o.raw_; }
  /// The C++ pointer: what cuda::ptx and plain CUDA take.
  friend TYPED_PTX_DEVICE T* to_ptr(generic_ptr a) { return (T*)a.raw_; }

  /// `ld`: load through a generic address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(generic_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)(void*)a.raw();
  }
  /// `st`: store through a generic address (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 1, "st: this generic pointer came from .const: PTX has no store to .const");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)(void*)a.raw() = v;
  }
  /// `cvta.to.global.u64`: .global address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE global_ptr<T> cvta_generic_to_global_unchecked(generic_ptr p) {
  return global_ptr<T>(unchecked, (detail::u64)__cvta_generic_to_global((const void*)p.raw()));
  }
  /// `cvta.to.global.u64`: .global address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE global_ptr<T> cvta_generic_to_global(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "cvta_generic_to_global: this generic pointer came from .shared, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "cvta_generic_to_global: this generic pointer came from .shared::cluster, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_local>::value, "cvta_generic_to_global: this generic pointer came from .local, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_const>::value, "cvta_generic_to_global: this generic pointer came from .const, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_unknown_origin<Origin>::value, "cvta_generic_to_global: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_global (isspacep.global) or call cvta_generic_to_global_unchecked");
  return cvta_generic_to_global_unchecked(p);
  }
  /// `cvta.to.shared.u64`: .shared address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE shared_addr64<T> cvta_generic_to_shared_unchecked(generic_ptr p) {
  return shared_addr64<T>(unchecked, (detail::u64)__cvta_generic_to_shared((const void*)p.raw()));
  }
  /// `cvta.to.shared.u64`: .shared address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE shared_addr64<T> cvta_generic_to_shared(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_global>::value, "cvta_generic_to_shared: this generic pointer came from .global, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "cvta_generic_to_shared: this generic pointer came from .shared::cluster, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_local>::value, "cvta_generic_to_shared: this generic pointer came from .local, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_const>::value, "cvta_generic_to_shared: this generic pointer came from .const, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_unknown_origin<Origin>::value, "cvta_generic_to_shared: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_shared (isspacep.shared) or call cvta_generic_to_shared_unchecked");
  return cvta_generic_to_shared_unchecked(p);
  }
  /// `cvta.to.local.u64`: .local address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE local_addr64<T> cvta_generic_to_local_unchecked(generic_ptr p) {
  return local_addr64<T>(unchecked, (detail::u64)__cvta_generic_to_local((const void*)p.raw()));
  }
  /// `cvta.to.local.u64`: .local address of a generic address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE local_addr64<T> cvta_generic_to_local(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_global>::value, "cvta_generic_to_local: this generic pointer came from .global, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared>::value, "cvta_generic_to_local: this generic pointer came from .shared, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "cvta_generic_to_local: this generic pointer came from .shared::cluster, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_const>::value, "cvta_generic_to_local: this generic pointer came from .const, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_unknown_origin<Origin>::value, "cvta_generic_to_local: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_local (isspacep.local) or call cvta_generic_to_local_unchecked");
  return cvta_generic_to_local_unchecked(p);
  }
  /// `cvta.to.const.u64`: .const address of a generic address (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE const_addr64<T> cvta_generic_to_const_unchecked(generic_ptr p) {
  return const_addr64<T>(unchecked, (detail::u64)__cvta_generic_to_constant((const void*)p.raw()));
  }
  /// `cvta.to.const.u64`: .const address of a generic address (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE const_addr64<T> cvta_generic_to_const(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_global>::value, "cvta_generic_to_const: this generic pointer came from .global, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared>::value, "cvta_generic_to_const: this generic pointer came from .shared, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "cvta_generic_to_const: this generic pointer came from .shared::cluster, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_local>::value, "cvta_generic_to_const: this generic pointer came from .local, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_unknown_origin<Origin>::value, "cvta_generic_to_const: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_const (isspacep.const) or call cvta_generic_to_const_unchecked");
  return cvta_generic_to_const_unchecked(p);
  }
  /// `isspacep.global`: p = the generic address lies in the .global window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool isspacep_global(generic_ptr p) {
  return __isGlobal((const void*)p.raw()) != 0;
  }
  /// `isspacep.global`: p = the generic address lies in the .global window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_global(generic_ptr p, global_ptr<T>* out) {
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "try_cvta_generic_to_global: this generic pointer allows less than .global addresses do (it came from .local, or is a from_unknown_rw pointer): a checked conversion never widens what the origin allowed (convert a generic_ptr<const T> for loads only)");
  if (!isspacep_global(p)) {
    return false;
  }
  *out = cvta_generic_to_global_unchecked(p);
  return true;
  }
  /// `isspacep.shared`: p = the generic address lies in the executing CTA's .shared window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool isspacep_shared(generic_ptr p) {
  return __isShared((const void*)p.raw()) != 0;
  }
  /// `isspacep.shared`: p = the generic address lies in the executing CTA's .shared window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_shared(generic_ptr p, shared_addr64<T>* out) {
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "try_cvta_generic_to_shared: this generic pointer allows less than .shared addresses do (it came from .local, or is a from_unknown_rw pointer): a checked conversion never widens what the origin allowed (convert a generic_ptr<const T> for loads only)");
  if (!isspacep_shared(p)) {
    return false;
  }
  *out = cvta_generic_to_shared_unchecked(p);
  return true;
  }
  /// `isspacep.local`: p = the generic address lies in the .local window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool isspacep_local(generic_ptr p) {
  return __isLocal((const void*)p.raw()) != 0;
  }
  /// `isspacep.local`: p = the generic address lies in the .local window (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_local(generic_ptr p, local_addr64<T>* out) {
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 1, "try_cvta_generic_to_local: this generic pointer allows less than .local addresses do (it came from .local, or is a from_unknown_rw pointer): a checked conversion never widens what the origin allowed (convert a generic_ptr<const T> for loads only)");
  if (!isspacep_local(p)) {
    return false;
  }
  *out = cvta_generic_to_local_unchecked(p);
  return true;
  }
  /// `isspacep.const`: p = the generic address lies in the .const window (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE bool isspacep_const(generic_ptr p) {
  return __isConstant((const void*)p.raw()) != 0;
  }
  /// `isspacep.const`: p = the generic address lies in the .const window (PTX ISA 3.1, sm_20)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_const(generic_ptr p, const_addr64<T>* out) {
  if (!isspacep_const(p)) {
    return false;
  }
  *out = cvta_generic_to_const_unchecked(p);
  return true;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_add: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.add.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.add.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.add.f32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.add.f64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_add: PTX atom.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_min: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_min: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.min.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.min.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.min.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.min.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_min: PTX atom.min takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_max: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_max: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.max.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.max.s32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.max.u64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.max.s64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_max: PTX atom.max takes u32, s32, u64 and s64, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_and: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_and: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.and.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_and: PTX atom.and takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_or: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_or: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.or.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_or: PTX atom.or takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_xor: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_xor: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.xor.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_xor: PTX atom.xor takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_exch: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_exch: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("atom.exch.b32 %0, [%1], %2;" : "=f"(d) : "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.exch.b64 %0, [%1], %2;" : "=l"(d) : "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("atom.exch.b64 %0, [%1], %2;" : "=d"(d) : "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_exch: PTX atom.exch takes 32- and 64-bit integers and floats, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_inc: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_inc: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_inc: PTX atom.inc takes u32, not this element type");
  }
  return d;
  }
  /// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_dec: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_dec: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_dec: PTX atom.dec takes u32, not this element type");
  }
  return d;
  }
  /// `atom.cas`: atomic compare-and-swap (any atomic space) (PTX ISA 1.1, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(generic_ptr a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_cas: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_cas: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("atom.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("atom.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(a.raw()), "r"(cmp), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("atom.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("atom.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("atom.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("atom.cas.b64 %0, [%1], %2, %3;" : "=l"(d) : "l"(a.raw()), "l"(cmp), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "atom_cas: PTX atom.cas takes 32- and 64-bit integers, not this element type");
  }
  return d;
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_add(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_add: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.add.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.add.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.add.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("red.add.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("red.add.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_add: PTX red.add takes u32, s32, u64, f32 and f64, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_min(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_min: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_min: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.min.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.min.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.min.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.min.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_min: PTX red.min takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_max(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_max: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_max: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.max.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.max.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.max.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.max.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_max: PTX red.max takes u32, s32, u64 and s64, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_and(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_and: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_and: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.and.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.and.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_and: PTX red.and takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_or(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_or: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_or: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.or.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.or.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_or: PTX red.or takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_xor(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_xor: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_xor: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("red.xor.b32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("red.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("red.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("red.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("red.xor.b64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_xor: PTX red.xor takes 32- and 64-bit integers, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_inc(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_inc: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_inc: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.inc.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_inc: PTX red.inc takes u32, not this element type");
  }
  }
  /// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
  friend TYPED_PTX_DEVICE void red_dec(generic_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_dec: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "red_dec: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("red.dec.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "red_dec: PTX red.dec takes u32, not this element type");
  }
  }
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
  /// `mbarrier.init.b64`: initialise an mbarrier through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(generic_ptr bar, unsigned int count) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_init: this is not the address of an mbarrier: mbarrier.init.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_init: this generic pointer did not come from .shared (::cta): mbarrier.init.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  asm volatile("mbarrier.init.b64 [%0], %1;" :: "l"(bar.raw()), "r"(count) : "memory");
  }
  /// `mbarrier.inval.b64`: invalidate an mbarrier through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(generic_ptr bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_inval: this is not the address of an mbarrier: mbarrier.inval.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_inval: this generic pointer did not come from .shared (::cta): mbarrier.inval.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  asm volatile("mbarrier.inval.b64 [%0];" :: "l"(bar.raw()) : "memory");
  }
  /// `mbarrier.arrive.b64`: arrive on an mbarrier through a generic address of .shared::cta; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(generic_ptr bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive: this is not the address of an mbarrier: mbarrier.arrive.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_arrive: this generic pointer did not come from .shared (::cta): mbarrier.arrive.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u64 state;
  asm volatile("mbarrier.arrive.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.b64`: test_wait through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(generic_ptr bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait: this is not the address of an mbarrier: mbarrier.test_wait.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_test_wait: this generic pointer did not come from .shared (::cta): mbarrier.test_wait.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.b64`: test_wait.parity through a generic address of .shared::cta (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(generic_ptr bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity: this is not the address of an mbarrier: mbarrier.test_wait.parity.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_test_wait_parity: this generic pointer did not come from .shared (::cta): mbarrier.test_wait.parity.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
#else  // older than sm_80: the same names fail to compile, saying why
  /// `mbarrier.init.b64`: initialise an mbarrier through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_init(generic_ptr bar, unsigned int count) {
    static_assert(detail::always_false<T>::value, "mbarrier_init: mbarrier.init.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.inval.b64`: invalidate an mbarrier through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE void mbarrier_inval(generic_ptr bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_inval: mbarrier.inval.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.b64`: arrive on an mbarrier through a generic address of .shared::cta; d = the state token (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive(generic_ptr bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive: mbarrier.arrive.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.b64`: test_wait through a generic address of .shared::cta (PTX ISA 7.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait(generic_ptr bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait: mbarrier.test_wait.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.b64`: test_wait.parity through a generic address of .shared::cta (PTX ISA 7.1, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity(generic_ptr bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity: mbarrier.test_wait.parity.b64 needs sm_80 (PTX ISA 7.1); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_80
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
  /// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster_unchecked(generic_ptr p) {
  return shared_cluster_addr64<T>(unchecked, detail::cvta_generic_to_shared_cluster(p.raw()));
  }
  /// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_global>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .global, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_shared>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .shared, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_local>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .local, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<Origin, from_const>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .const, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_unknown_origin<Origin>::value, "cvta_generic_to_shared_cluster: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_shared_cluster (isspacep.shared::cluster) or call cvta_generic_to_shared_cluster_unchecked");
  return cvta_generic_to_shared_cluster_unchecked(p);
  }
  /// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool isspacep_shared_cluster(generic_ptr p) {
  return __isClusterShared((const void*)p.raw()) != 0;
  }
  /// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_shared_cluster(generic_ptr p, shared_cluster_addr64<T>* out) {
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "try_cvta_generic_to_shared_cluster: this generic pointer allows less than .shared_cluster addresses do (it came from .local, or is a from_unknown_rw pointer): a checked conversion never widens what the origin allowed (convert a generic_ptr<const T> for loads only)");
  if (!isspacep_shared_cluster(p)) {
    return false;
  }
  *out = cvta_generic_to_shared_cluster_unchecked(p);
  return true;
  }
  /// `mapa.u64`: the generic address of the same shared location in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr p, unsigned int rank) {
  static_assert(!detail::is_same<Origin, from_global>::value, "mapa: this generic pointer came from .global: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<Origin, from_local>::value, "mapa: this generic pointer came from .local: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<Origin, from_const>::value, "mapa: this generic pointer came from .const: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_unknown_origin<Origin>::value, "mapa: the origin of this generic pointer is unknown: mapa.u64 maps shared-memory addresses only (test it with isspacep_shared_cluster first)");
  return generic_ptr<T, from_shared_cluster>(unchecked, (detail::u64)__cluster_map_shared_rank((const void*)p.raw(), rank));
  }
  /// `fence.proxy.tensormap::generic.acquire.cta`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, CTA scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cta(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.cta [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.cluster`: acquire a tensor map for the tensormap proxy, cluster scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cluster(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.cluster [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.gpu`: acquire a tensor map for the tensormap proxy, GPU scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_gpu(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.sys`: acquire a tensor map for the tensormap proxy, system scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_sys(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_sys: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_sys: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_sys: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.sys [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `mbarrier.arrive.expect_tx.b64`: expect tx bytes and arrive, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(generic_ptr bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_arrive_expect_tx: this generic pointer did not come from .shared (::cta): mbarrier.arrive.expect_tx.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.expect_tx.b64`: expect tx bytes, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(generic_ptr bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_expect_tx: this is not the address of an mbarrier: mbarrier.expect_tx.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_expect_tx: this generic pointer did not come from .shared (::cta): mbarrier.expect_tx.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  asm volatile("mbarrier.expect_tx.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.complete_tx.b64`: complete tx bytes, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(generic_ptr bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_complete_tx: this is not the address of an mbarrier: mbarrier.complete_tx.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_complete_tx: this generic pointer did not come from .shared (::cta): mbarrier.complete_tx.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  asm volatile("mbarrier.complete_tx.b64 [%0], %1;" :: "l"(bar.raw()), "r"(tx_bytes) : "memory");
  }
  /// `mbarrier.try_wait.b64`: try_wait through a generic address of .shared::cta (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(generic_ptr bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait: this is not the address of an mbarrier: mbarrier.try_wait.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_try_wait: this generic pointer did not come from .shared (::cta): mbarrier.try_wait.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.b64`: try_wait.parity through a generic address of .shared::cta (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(generic_ptr bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity: this is not the address of an mbarrier: mbarrier.try_wait.parity.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  static_assert(detail::is_same<Origin, from_shared>::value, "mbarrier_try_wait_parity: this generic pointer did not come from .shared (::cta): mbarrier.try_wait.parity.b64 takes the executing CTA's mbarrier, which lives in its shared memory");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `getctarank.u64`: d = the cluster rank of the CTA whose shared memory a generic address (from shared memory) points into (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(generic_ptr p) {
  static_assert(!detail::is_same<Origin, from_global>::value, "getctarank: this generic pointer came from .global: getctarank.u64 ranks shared-memory addresses of the cluster only");
  static_assert(!detail::is_same<Origin, from_local>::value, "getctarank: this generic pointer came from .local: getctarank.u64 ranks shared-memory addresses of the cluster only");
  static_assert(!detail::is_same<Origin, from_const>::value, "getctarank: this generic pointer came from .const: getctarank.u64 ranks shared-memory addresses of the cluster only");
  static_assert(!detail::is_unknown_origin<Origin>::value, "getctarank: the origin of this generic pointer is unknown: getctarank.u64 ranks shared-memory addresses only (test it with isspacep_shared_cluster first)");
  return __cluster_query_shared_rank((const void*)p.raw());
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(generic_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_cas_b128: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(generic_ptr a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_exch_b128: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster_unchecked(generic_ptr p) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster_unchecked: cvta.to.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster(generic_ptr p) {
    static_assert(detail::always_false<T>::value, "cvta_generic_to_shared_cluster: cvta.to.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool isspacep_shared_cluster(generic_ptr p) {
    static_assert(detail::always_false<T>::value, "isspacep_shared_cluster: isspacep.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool try_cvta_generic_to_shared_cluster(generic_ptr p, shared_cluster_addr64<T>* out) {
    static_assert(detail::always_false<T>::value, "try_cvta_generic_to_shared_cluster: isspacep.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mapa.u64`: the generic address of the same shared location in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr p, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `fence.proxy.tensormap::generic.acquire.cta`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, CTA scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cta(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_cta: fence.proxy.tensormap::generic.acquire.cta needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.cluster`: acquire a tensor map for the tensormap proxy, cluster scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cluster(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_cluster: fence.proxy.tensormap::generic.acquire.cluster needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.gpu`: acquire a tensor map for the tensormap proxy, GPU scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_gpu(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_gpu: fence.proxy.tensormap::generic.acquire.gpu needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.sys`: acquire a tensor map for the tensormap proxy, system scope (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_sys(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_sys: fence.proxy.tensormap::generic.acquire.sys needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.arrive.expect_tx.b64`: expect tx bytes and arrive, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx(generic_ptr bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx: mbarrier.arrive.expect_tx.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.expect_tx.b64`: expect tx bytes, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_expect_tx(generic_ptr bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_expect_tx: mbarrier.expect_tx.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.complete_tx.b64`: complete tx bytes, through a generic address of .shared::cta (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE void mbarrier_complete_tx(generic_ptr bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_complete_tx: mbarrier.complete_tx.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `mbarrier.try_wait.b64`: try_wait through a generic address of .shared::cta (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait(generic_ptr bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait: mbarrier.try_wait.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.b64`: try_wait.parity through a generic address of .shared::cta (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity(generic_ptr bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity: mbarrier.try_wait.parity.b64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `getctarank.u64`: d = the cluster rank of the CTA whose shared memory a generic address (from shared memory) points into (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(generic_ptr p) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit compare-and-swap, `atom.<space>.cas.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(generic_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom`: 128-bit exchange, `atom.<space>.exch.b128` (generic, .global, .shared::cta or .shared::cluster; the space's own row gates it too); returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(generic_ptr a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
#endif  // sm_90
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int ld_nc(generic_ptr) {
    static_assert(detail::always_false<T>::value, "ld_nc: ld.global.nc reads only .global, not a generic address (convert it with cvta_generic_to_global)");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  friend TYPED_PTX_DEVICE int to_addr32(generic_ptr) {
    static_assert(detail::always_false<T>::value, "to_addr32: a generic address has no 32-bit form: convert it to its .shared/.local/.const space with cvta first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x1_trans: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x2_trans: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void ldmatrix_x4_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "ldmatrix_x4_trans: ldmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x1_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x1_trans: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x2_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x2_trans: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V> friend TYPED_PTX_DEVICE void stmatrix_x4_trans(generic_ptr, V&) {
    static_assert(detail::always_false<V>::value, "stmatrix_x4_trans: stmatrix addresses .shared::cta only, not a generic address (cvta_generic_to_shared first)");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "st_async: st.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v2(generic_ptr, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v2: st.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void st_async_v4(generic_ptr, V, V, V, V, B) {
    static_assert(detail::always_false<V>::value, "st_async_v4: st.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_add(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_add: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_min(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_min: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_max(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_max: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_inc(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_inc: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_dec(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_dec: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_and(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_and: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_or(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_or: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class V, class B> friend TYPED_PTX_DEVICE void red_async_xor(generic_ptr, V, B) {
    static_assert(detail::always_false<V>::value, "red_async_xor: red.async takes a .shared::cluster address, not a generic one: convert it with cvta_generic_to_shared_cluster first");
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int cp_async_mbarrier_arrive_noinc(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "cp_async_mbarrier_arrive_noinc takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_drop takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_drop_remote(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_drop_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a generic address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_release_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_expect_tx_remote(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a generic address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_no_complete(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_no_complete takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_release_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_arrive_remote(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_arrive_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a generic address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_complete_tx_remote(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_complete_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a generic address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_expect_tx_remote(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "an mbarrier lives in shared memory: mbarrier_expect_tx_remote takes a shared_addr32/shared_addr64 of an mbarrier (a generic_ptr from_shared for the core forms, a shared_cluster address for the _remote forms), not a generic address");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_acquire_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_test_wait_parity_acquire_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_acquire_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cluster(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
  /// Not an operation of this address type: fails to compile, saying why.
  template <class... V> friend TYPED_PTX_DEVICE int mbarrier_try_wait_parity_acquire_cta(generic_ptr, V...) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta takes a .shared::cta address of an mbarrier (shared_addr32/shared_addr64): convert this generic pointer with cvta_generic_to_shared first");
    return 0;
  }
 private:
  detail::u64 raw_;
};
namespace detail {
template <class T, class O> struct space_of<generic_ptr<T, O>> { static constexpr int value = 1; static constexpr int bits = 64; };
}  // namespace detail

// ---- where typed addresses start -------------------------------------------------

/// A C++ pointer as a generic pointer of unknown origin, read-only: the way in from plain
/// CUDA and cuda::ptx (to_ptr(a) is the way out). Nothing is known of where p points: it may
/// be .const data (no st) or .local data (no atom/red), so it allows loads only, as the Rust
/// builder's Ptr::from_bits does. To write, take a kernel parameter declared global_param<T>
/// with kernel_param(p) (.global), or state the claim with from_ptr_unchecked(p).
template <class T> TYPED_PTX_DEVICE generic_ptr<const T, from_unknown> from_ptr(T* p) { return generic_ptr<const T, from_unknown>(unchecked, (detail::u64)p); }

/// UNCHECKED: a C++ pointer as a writable, atomic-capable generic pointer of unknown origin
/// (generic_ptr<T>). Nothing checks the claim that p points into .global or .shared memory:
/// a store through it to .const data, or an atom/red on .local data, is undefined in PTX
/// (the Rust builder's unsafe Ptr::from_bits_unchecked).
template <class T> TYPED_PTX_DEVICE generic_ptr<T, from_unknown> from_ptr_unchecked(T* p) { return generic_ptr<T, from_unknown>(unchecked, (detail::u64)p); }

/// A kernel's pointer parameter to .global memory: declare the parameter
/// `typed_ptx::global_param<T> out` and launch with a T* from the host (cudaMalloc'd memory:
/// the host is the trust boundary, as for the Rust builder's param_ptr). Its constructor is
/// __host__ only, so device code cannot make one of a __constant__, .local or .shared address.
/// LIMIT: that is all C++ can check. A global_param is a value in memory, and the C++ type of
/// an object does not say where its bytes came from: an extern __shared__ array of
/// global_param (which runs no constructor, and starts at the address of every other extern
/// __shared__ array: `extern __shared__ int* slots[];`), a union, memcpy or reinterpret_cast
/// can hold any pointer as one. A by-value kernel parameter must be of a complete, non-abstract
/// type, and C++ lets every such type be the element of an extern __shared__ array, so no type
/// closes this at compile time: do not write a global_param in device code (with
/// TYPED_PTX_CHECK_ORIGIN, kernel_param traps on an address that is not .global).
template <class T> class global_param {
  T* p_;
 public:
  /// The host's pointer into .global memory (implicit: a launch converts its T* argument).
  __host__ global_param(T* p) : p_(p) {}
  /// The pointer, for plain CUDA (to_ptr(kernel_param(p)) is the same address).
  __host__ __device__ T* get() const { return p_; }
  /// The pointer, for plain CUDA (p[i], *p).
  __host__ __device__ operator T*() const { return p_; }
};

/// `cvta.to.global.u64` of a kernel's pointer parameter (a global_param<T>): its .global
/// address, the same convention as the Rust builder's param_ptr.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(global_param<T> p) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGlobal((const void*)p.get())) { __trap(); }
#endif
  return global_ptr<T>(unchecked, (detail::u64)__cvta_generic_to_global((const void*)p.get()));
}

/// UNCHECKED: a C++ pointer as a .global address (`cvta.to.global.u64`). Nothing checks the
/// claim that p points into .global memory (with TYPED_PTX_CHECK_ORIGIN, one that does not
/// traps): the address of a __constant__, local or __shared__ variable would let st or atom
/// reach memory of another space.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param_unchecked(T* p) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGlobal((const void*)p)) { __trap(); }
#endif
  return global_ptr<T>(unchecked, (detail::u64)__cvta_generic_to_global((const void*)p));
}

/// Not a kernel parameter: fails to compile, saying why.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(T* p) {
  static_assert(detail::always_false<T>::value, "kernel_param takes a kernel parameter declared typed_ptx::global_param<T> (device code cannot make one): a C++ pointer may point to .const, .local or .shared memory, which a .global address would let st and atom reach; state the claim with kernel_param_unchecked(p), or read through from_ptr(p)");
  return global_ptr<T>(unchecked, (detail::u64)p);
}

/// A typed view of `.shared` memory: N elements of T (N = 0: a length the type does not
/// know, as for dynamic shared memory) from a base aligned to Align bytes.
template <class T, unsigned N, unsigned Align> class shared_span {
  static_assert(Align >= alignof(T) && (Align & (Align - 1)) == 0, "shared_span: the base alignment must be a power of two at least alignof(T)");
  detail::u32 base_;
 public:
  typedef T element_type;
  /// The number of elements (0: not known to the type).
  static constexpr unsigned size = N;
  /// The alignment of element 0, in bytes.
  static constexpr unsigned alignment = Align;
  /// A view from the 32-bit .shared address of element 0: nothing checks the space or the alignment.
  TYPED_PTX_DEVICE constexpr shared_span(unchecked_t, detail::u32 base) : base_(base) {}
  /// The 32-bit .shared address of element i.
  TYPED_PTX_DEVICE constexpr shared_addr32<T> addr32(unsigned i = 0) const { return shared_addr32<T>(unchecked, base_ + i * (detail::u32)sizeof(T)); }
  /// The 64-bit .shared address of element i.
  TYPED_PTX_DEVICE constexpr shared_addr64<T> addr64(unsigned i = 0) const { return shared_addr64<T>(unchecked, (detail::u64)(base_ + i * (detail::u32)sizeof(T))); }
  /// The generic address of element i; its origin is .shared.
  TYPED_PTX_DEVICE generic_ptr<T, from_shared> generic(unsigned i = 0) const { return generic_ptr<T, from_shared>(unchecked, (detail::u64)__cvta_shared_to_generic((size_t)(base_ + i * (detail::u32)sizeof(T)))); }
  /// Element i, as a C++ reference (plain CUDA access).
  TYPED_PTX_DEVICE T& operator[](unsigned i) const { return *(T*)__cvta_shared_to_generic((size_t)(base_ + i * (detail::u32)sizeof(T))); }
  /// The same bytes as elements of U: U may be no more strictly aligned than the base.
  template <class U> TYPED_PTX_DEVICE constexpr shared_span<U, (unsigned)(N * sizeof(T) / sizeof(U)), Align> as() const {
    static_assert(alignof(U) <= Align, "as: the element type U needs a more strictly aligned base than this shared memory has (declare the array with that alignment: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), or of a 16-byte type)");
    static_assert((N * sizeof(T)) % sizeof(U) == 0, "as: the view's bytes are not a whole number of U");
    return shared_span<U, (unsigned)(N * sizeof(T) / sizeof(U)), Align>(unchecked, base_);
  }
};

/// UNCHECKED: a typed view of a `__shared__` array `T arr[N]`, aligned to alignof(T) (the
/// type cannot see an alignas on the variable). C++ gives a __shared__ array and a local one
/// the same type, so nothing checks the claim that arr is .shared (with
/// TYPED_PTX_CHECK_ORIGIN, one that is not traps): of a local array, st.shared would write
/// elsewhere. TYPED_PTX_SHARED_ARRAY(name, T, N, Align) declares a checked one.
template <class T, unsigned N> TYPED_PTX_DEVICE shared_span<T, N, alignof(T)> shared_view_unchecked(T (&arr)[N]) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isShared((const void*)arr)) { __trap(); }
#endif
  return shared_span<T, N, alignof(T)>(unchecked, (detail::u32)__cvta_generic_to_shared((const void*)arr));
}

/// Not a checked view: fails to compile, saying why.
template <class T, unsigned N> TYPED_PTX_DEVICE shared_span<T, N, alignof(T)> shared_view(T (&arr)[N]) {
  static_assert(detail::always_false<T>::value, "shared_view takes no C++ array: C++ gives a __shared__ array and a local one the same type, so nothing checks that it is .shared; declare it with TYPED_PTX_SHARED_ARRAY(name, T, N, Align), or state the claim with shared_view_unchecked(arr)");
  return shared_span<T, N, alignof(T)>(unchecked, (detail::u32)(detail::u64)arr);
}

namespace detail {
// The dynamic shared memory of the CTA (what every extern __shared__ array names).
extern __shared__ __align__(16) unsigned char dynamic_shared_bytes[];
}  // namespace detail

/// A typed view of the CTA's dynamic shared memory (the third launch parameter), 16-byte
/// aligned; its length is the launch's (sreg_dynamic_smem_size() bytes).
template <class T> TYPED_PTX_DEVICE shared_span<T, 0, 16> dynamic_shared() {
  static_assert(alignof(T) <= 16, "dynamic_shared: dynamic shared memory is 16-byte aligned here; T needs more");
  return shared_span<T, 0, 16>(unchecked, (detail::u32)__cvta_generic_to_shared((const void*)detail::dynamic_shared_bytes));
}

// ---- bulk copies and TMA: the mbarrier a copy completes on, and tensor maps -----------

// `mbarrier` (declared with the mbarrier wrappers above) is what bulk copies and TMA loads
// complete their bytes on.

/// A tensor map of Rank (1 to 5) dimensions of T: the 128 bytes of a CUtensorMap the host
/// encodes (cuTensorMapEncodeTiled, or Rust's typed_ptx::runtime) for a tensor of T, passed
/// as a `const __grid_constant__ typed_ptx::tensor_map<T, Rank>` kernel parameter or held in
/// a __constant__ or __device__ variable.
template <class T, int Rank> struct alignas(64) tensor_map {
  static_assert(Rank >= 1 && Rank <= 5, "tensor_map: a tensor map has 1 to 5 dimensions");
  unsigned char opaque_[128];
};

/// The generic address of a tensor_map<T, Rank> in .param, .const or .global: the tensor-map
/// operand of the TMA wrappers, made only by tensor_map_param and tensor_map_of.
template <class T, int Rank> class tensor_map_addr {
  detail::u64 raw_;
 public:
  typedef T element_type;
  static constexpr int rank = Rank;
  /// A tensor-map address from a raw generic address: nothing checks its space.
  TYPED_PTX_DEVICE constexpr tensor_map_addr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// The generic address.
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
};

/// The address of a `const __grid_constant__ tensor_map<T, R>` kernel parameter (.param;
/// with TYPED_PTX_CHECK_ORIGIN, a parameter that is not __grid_constant__ traps).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_param(const tensor_map<T, R>& m) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGridConstant((const void*)&m)) { __trap(); }
#endif
  return tensor_map_addr<T, R>(unchecked, (detail::u64)(const void*)&m);
}
/// The address of a tensor map in .global (a global_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<tensor_map<T, R>, from_global> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }
/// The address of a tensor map in .const (a const_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<const tensor_map<T, R>, from_const> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }

/// The element-wise operation of bulk_reduce_* and tma_reduce.
enum class bulk_op { add, min, max, inc, dec, and_, or_, xor_ };

// DeclGlobal (.global): a .global variable or array, with alignment and optional initializer
namespace detail {
// The the __device__ TYPED_PTX_GLOBAL_ARRAY declares (the only constructor is unchecked, so a
// __shared__ one does not compile, and an extern __shared__ one is no template argument).
template <class T, unsigned N> struct global_storage {
  T data[N];
  __host__ __device__ constexpr explicit global_storage(unchecked_t) : data{} {}
};
}  // namespace detail

/// A .global array: declare it with `TYPED_PTX_GLOBAL_ARRAY(buf, float, 256);`, which writes
/// the __device__ itself (buf_typed_ptx_storage) and binds it to `buf`. A global_array is an empty
/// handle whose memory is its template argument S, not the handle object, so a handle placed
/// anywhere (a local, __shared__, __constant__ or extern __shared__ variable, which runs no
/// constructor) still names that the __device__; global_array<T, N>, which names no memory, does not
/// compile.
template <class T, unsigned N, detail::global_storage<T, N>* S = nullptr> struct global_array {
  static_assert(S != nullptr, "global_array: declare it with TYPED_PTX_GLOBAL_ARRAY(name, T, N), which writes the __device__ itself and binds it to the array: global_array<T, N> names no memory, and declared as a variable of its own (a local, __shared__ or __constant__ variable, or extern __shared__) its generic(i) would call memory of another space from_global");
  /// The elements, for plain CUDA: name.data[i] is element i.
  struct elements {
    TYPED_PTX_DEVICE T& operator[](unsigned i) const { return S->data[i]; }
  } data;
  /// The generic address of element i; its origin is .global.
  TYPED_PTX_DEVICE generic_ptr<T, from_global> generic(unsigned i = 0) const {
    return generic_ptr<T, from_global>(unchecked, (detail::u64)(const void*)(S->data + i));
  }
};
/// Declares `name`, a global_array<T, N, &name_typed_ptx_storage>, and the __device__ it names (at
/// namespace scope).
#define TYPED_PTX_GLOBAL_ARRAY(name, ...) static_assert(true, "TYPED_PTX_GLOBAL_ARRAY"); __device__ ::typed_ptx::detail::global_storage<__VA_ARGS__> name##_typed_ptx_storage{::typed_ptx::unchecked}; __device__ constexpr ::typed_ptx::global_array<__VA_ARGS__, &name##_typed_ptx_storage> name{}

// DeclConst (.const): a .const variable or array, with alignment and optional initializer
namespace detail {
// The the __constant__ TYPED_PTX_CONST_ARRAY declares (the only constructor is unchecked, so a
// __shared__ one does not compile, and an extern __shared__ one is no template argument).
template <class T, unsigned N> struct const_storage {
  T data[N];
  __host__ __device__ constexpr explicit const_storage(unchecked_t) : data{} {}
};
}  // namespace detail

/// A .const array: declare it with `TYPED_PTX_CONST_ARRAY(buf, float, 256);`, which writes
/// the __constant__ itself (buf_typed_ptx_storage) and binds it to `buf`. A const_array is an empty
/// handle whose memory is its template argument S, not the handle object, so a handle placed
/// anywhere (a local, __shared__, __constant__ or extern __shared__ variable, which runs no
/// constructor) still names that the __constant__; const_array<T, N>, which names no memory, does not
/// compile.
template <class T, unsigned N, detail::const_storage<T, N>* S = nullptr> struct const_array {
  static_assert(S != nullptr, "const_array: declare it with TYPED_PTX_CONST_ARRAY(name, T, N), which writes the __constant__ itself and binds it to the array: const_array<T, N> names no memory, and declared as a variable of its own (a local, __shared__ or __device__ variable, or extern __shared__) its generic(i) would call memory of another space from_const");
  /// The elements, for plain CUDA: name.data[i] is element i.
  struct elements {
    TYPED_PTX_DEVICE const T& operator[](unsigned i) const { return S->data[i]; }
  } data;
  /// The generic address of element i; its origin is .const.
  TYPED_PTX_DEVICE generic_ptr<const T, from_const> generic(unsigned i = 0) const {
    return generic_ptr<const T, from_const>(unchecked, (detail::u64)(const void*)(S->data + i));
  }
};
/// Declares `name`, a const_array<T, N, &name_typed_ptx_storage>, and the __constant__ it names (at
/// namespace scope).
#define TYPED_PTX_CONST_ARRAY(name, ...) static_assert(true, "TYPED_PTX_CONST_ARRAY"); __constant__ ::typed_ptx::detail::const_storage<__VA_ARGS__> name##_typed_ptx_storage{::typed_ptx::unchecked}; __device__ constexpr ::typed_ptx::const_array<__VA_ARGS__, &name##_typed_ptx_storage> name{}

// DeclShared (.shared): a .shared variable or array, with alignment
namespace detail {
// The __shared__ variable TYPED_PTX_SHARED_ARRAY declares.
template <class T, unsigned N, unsigned Align = alignof(T)> struct alignas(Align) shared_storage { T data[N]; };
}  // namespace detail

/// A .shared array of N T aligned to Align bytes: declare it in a kernel or device function
/// with `TYPED_PTX_SHARED_ARRAY(tile, float, 1024, 16);`, which writes the __shared__ itself
/// (then tile.addr32(i), tile.as<float4>()). It is a shared_span of that memory; C++ gives a
/// __shared__ variable and a local one the same type, so the type has no other constructor
/// but the visibly unchecked one.
template <class T, unsigned N, unsigned Align = alignof(T)> class shared_array : public shared_span<T, N, Align> {
 public:
  /// UNCHECKED: the array at the 32-bit .shared address base (TYPED_PTX_SHARED_ARRAY's).
  TYPED_PTX_DEVICE constexpr shared_array(unchecked_t, detail::u32 base) : shared_span<T, N, Align>(unchecked, base) {}
  /// Not a declaration of this array: fails to compile, saying why.
  template <class U = T> TYPED_PTX_DEVICE shared_array() : shared_span<T, N, Align>(unchecked, 0) { static_assert(detail::always_false<U>::value, "shared_array: declare it with TYPED_PTX_SHARED_ARRAY(name, T, N, Align), which writes the __shared__ itself: C++ gives a __shared__ variable and a local one the same type, so one declared otherwise could call .local memory .shared"); }
  /// The typed view of the array.
  TYPED_PTX_DEVICE constexpr shared_span<T, N, Align> view() const { return *this; }
};
/// Declares `name`, a shared_array<T, N, Align> of a __shared__ variable, in a kernel or
/// device function.
#define TYPED_PTX_SHARED_ARRAY(name, ...) static_assert(true, "TYPED_PTX_SHARED_ARRAY"); __shared__ ::typed_ptx::detail::shared_storage<__VA_ARGS__> name##_typed_ptx_storage; const ::typed_ptx::shared_array<__VA_ARGS__> name(::typed_ptx::unchecked, (::typed_ptx::detail::u32)__cvta_generic_to_shared((const void*)&name##_typed_ptx_storage))

// DeclSharedExtern (.extern .shared): dynamic shared memory: an unsized .extern .shared array
// (dynamic_shared<T>() above)

// DeclLocal (.local): a .local (per-thread) array
namespace detail {
// The element array (T[N]) of the local variable TYPED_PTX_LOCAL_ARRAY declares.
template <class T, unsigned N> struct local_storage { typedef T type[N]; };
}  // namespace detail

/// A .local array: declare it in a kernel or device function with
/// `TYPED_PTX_LOCAL_ARRAY(buf, float, 256);`, which writes the local variable itself
/// (buf_typed_ptx_storage) and binds it to `buf`, an object of a local class derived from
/// local_array<T, N>. local_array is abstract, and C++ has neither an array of an abstract
/// class nor an extern variable of a local class, so an extern __shared__ declaration (which
/// runs no constructor) makes none; any other declaration needs the visibly unchecked
/// constructor.
template <class T, unsigned N> struct local_array {
  /// The elements, for plain CUDA (name.data[i]).
  T (&data)[N];
  /// UNCHECKED: nothing checks that d is the local variable TYPED_PTX_LOCAL_ARRAY declares.
  TYPED_PTX_DEVICE explicit local_array(unchecked_t, T (&d)[N]) : data(d) {}
  local_array(const local_array&) = delete;
  local_array& operator=(const local_array&) = delete;
  /// Makes local_array abstract: only the local class of TYPED_PTX_LOCAL_ARRAY is not.
  __device__ virtual void declare_it_with_TYPED_PTX_LOCAL_ARRAY() = 0;
  /// The generic address of element i; its origin is .local.
  TYPED_PTX_DEVICE generic_ptr<T, from_local> generic(unsigned i = 0) const {
    return generic_ptr<T, from_local>(unchecked, (detail::u64)(const void*)(data + i));
  }
};
/// Declares `name`, a local_array<T, N> (of a local class), and the local variable it names
/// (in a kernel or device function).
#define TYPED_PTX_LOCAL_ARRAY(name, ...) static_assert(true, "TYPED_PTX_LOCAL_ARRAY"); typename ::typed_ptx::detail::local_storage<__VA_ARGS__>::type name##_typed_ptx_storage; struct name##_typed_ptx_local final : ::typed_ptx::local_array<__VA_ARGS__> { __device__ explicit name##_typed_ptx_local(::typed_ptx::unchecked_t u, typename ::typed_ptx::detail::local_storage<__VA_ARGS__>::type& d) : ::typed_ptx::local_array<__VA_ARGS__>(u, d) {} __device__ void declare_it_with_TYPED_PTX_LOCAL_ARRAY() override {} } name(::typed_ptx::unchecked, name##_typed_ptx_storage)

/// A cluster-window address of the same .shared::cta location (no instruction: the CTA window lies in the cluster window).
template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr64<T> to_cluster(shared_addr64<T> a) { return shared_cluster_addr64<T>(unchecked, a.raw()); }
template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr32<T> to_cluster(shared_addr32<T> a) { return shared_cluster_addr32<T>(unchecked, a.raw()); }

// ---- wgmma matrix descriptors ----------------------------------------------------

/// The swizzle mode of a wgmma matrix descriptor (bits 62-63, sm_90 format).
enum class swizzle : unsigned { none = 0, b128 = 1, b64 = 2, b32 = 3 };

template <swizzle S, unsigned Lbo, unsigned Sbo, class T> struct wgmma_desc_maker;

/// A wgmma matrix descriptor (64-bit, "l") of a matrix in .shared::cta: made only by
/// make_wgmma_desc from a shared_addr32/shared_addr64, moved along the matrix by advance.
class wgmma_desc {
  detail::u64 raw_;
  TYPED_PTX_DEVICE constexpr explicit wgmma_desc(detail::u64 r) : raw_(r) {}
  template <swizzle S, unsigned Lbo, unsigned Sbo, class T> friend struct wgmma_desc_maker;
 public:
  /// The descriptor's bits.
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
  /// The same layout Bytes further on (the start-address field, in 16-byte units).
  template <unsigned Bytes> TYPED_PTX_DEVICE constexpr wgmma_desc advance() const {
    static_assert(Bytes % 16 == 0 && Bytes < (1u << 18), "advance: a descriptor moves by a multiple of 16 bytes below 256 KiB");
    return wgmma_desc(raw_ + (Bytes >> 4));
  }
};

template <swizzle S, unsigned Lbo, unsigned Sbo, class T> struct wgmma_desc_maker {
  static_assert(Lbo % 16 == 0 && Lbo < (1u << 18), "make_wgmma_desc: the leading byte offset is a multiple of 16 below 256 KiB (14 bits of 16-byte units)");
  static_assert(Sbo % 16 == 0 && Sbo < (1u << 18), "make_wgmma_desc: the stride byte offset is a multiple of 16 below 256 KiB (14 bits of 16-byte units)");
  static TYPED_PTX_DEVICE constexpr wgmma_desc make(detail::u32 a) {
    return wgmma_desc((detail::u64)(((a >> 4) & 0x3FFFu) | ((Lbo >> 4) << 16)) | ((detail::u64)(Sbo >> 4) << 32) | ((detail::u64)S << 62));
  }
};

/// The descriptor of the matrix at a .shared::cta address: start address, leading and
/// stride byte offsets (multiples of 16), swizzle mode.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE constexpr wgmma_desc make_wgmma_desc(shared_addr32<T> a) {
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(a.raw());
}
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE constexpr wgmma_desc make_wgmma_desc(shared_addr64<T> a) {
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make((detail::u32)a.raw());
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(global_ptr<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .global one (copy the matrix into shared memory first)");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T, class O> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(generic_ptr<T, O>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a generic one (convert it with cvta_generic_to_shared)");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(shared_cluster_addr32<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .shared::cluster one");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}
/// Not a .shared::cta address: fails to compile, saying why.
template <swizzle S, unsigned Lbo, unsigned Sbo, class T> TYPED_PTX_DEVICE wgmma_desc make_wgmma_desc(shared_cluster_addr64<T>) {
  static_assert(detail::always_false<T>::value, "make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .shared::cluster one");
  return wgmma_desc_maker<S, Lbo, Sbo, T>::make(0);
}

// ---- wgmma accumulators: operand lists by length (used by the wgmma_* wrappers) -----
#define TYPED_PTX_WG_D3_2 "%3, %4"
#define TYPED_PTX_WG_D3_4 TYPED_PTX_WG_D3_2 ", %5, %6"
#define TYPED_PTX_WG_D3_6 TYPED_PTX_WG_D3_4 ", %7, %8"
#define TYPED_PTX_WG_D3_8 TYPED_PTX_WG_D3_6 ", %9, %10"
#define TYPED_PTX_WG_D3_10 TYPED_PTX_WG_D3_8 ", %11, %12"
#define TYPED_PTX_WG_D3_12 TYPED_PTX_WG_D3_10 ", %13, %14"
#define TYPED_PTX_WG_D3_14 TYPED_PTX_WG_D3_12 ", %15, %16"
#define TYPED_PTX_WG_D3_16 TYPED_PTX_WG_D3_14 ", %17, %18"
#define TYPED_PTX_WG_D3_18 TYPED_PTX_WG_D3_16 ", %19, %20"
#define TYPED_PTX_WG_D3_20 TYPED_PTX_WG_D3_18 ", %21, %22"
#define TYPED_PTX_WG_D3_22 TYPED_PTX_WG_D3_20 ", %23, %24"
#define TYPED_PTX_WG_D3_24 TYPED_PTX_WG_D3_22 ", %25, %26"
#define TYPED_PTX_WG_D3_26 TYPED_PTX_WG_D3_24 ", %27, %28"
#define TYPED_PTX_WG_D3_28 TYPED_PTX_WG_D3_26 ", %29, %30"
#define TYPED_PTX_WG_D3_30 TYPED_PTX_WG_D3_28 ", %31, %32"
#define TYPED_PTX_WG_D3_32 TYPED_PTX_WG_D3_30 ", %33, %34"
#define TYPED_PTX_WG_D3_34 TYPED_PTX_WG_D3_32 ", %35, %36"
#define TYPED_PTX_WG_D3_36 TYPED_PTX_WG_D3_34 ", %37, %38"
#define TYPED_PTX_WG_D3_38 TYPED_PTX_WG_D3_36 ", %39, %40"
#define TYPED_PTX_WG_D3_40 TYPED_PTX_WG_D3_38 ", %41, %42"
#define TYPED_PTX_WG_D3_42 TYPED_PTX_WG_D3_40 ", %43, %44"
#define TYPED_PTX_WG_D3_44 TYPED_PTX_WG_D3_42 ", %45, %46"
#define TYPED_PTX_WG_D3_46 TYPED_PTX_WG_D3_44 ", %47, %48"
#define TYPED_PTX_WG_D3_48 TYPED_PTX_WG_D3_46 ", %49, %50"
#define TYPED_PTX_WG_D3_50 TYPED_PTX_WG_D3_48 ", %51, %52"
#define TYPED_PTX_WG_D3_52 TYPED_PTX_WG_D3_50 ", %53, %54"
#define TYPED_PTX_WG_D3_54 TYPED_PTX_WG_D3_52 ", %55, %56"
#define TYPED_PTX_WG_D3_56 TYPED_PTX_WG_D3_54 ", %57, %58"
#define TYPED_PTX_WG_D3_58 TYPED_PTX_WG_D3_56 ", %59, %60"
#define TYPED_PTX_WG_D3_60 TYPED_PTX_WG_D3_58 ", %61, %62"
#define TYPED_PTX_WG_D3_62 TYPED_PTX_WG_D3_60 ", %63, %64"
#define TYPED_PTX_WG_D3_64 TYPED_PTX_WG_D3_62 ", %65, %66"
#define TYPED_PTX_WG_D3_66 TYPED_PTX_WG_D3_64 ", %67, %68"
#define TYPED_PTX_WG_D3_68 TYPED_PTX_WG_D3_66 ", %69, %70"
#define TYPED_PTX_WG_D3_70 TYPED_PTX_WG_D3_68 ", %71, %72"
#define TYPED_PTX_WG_D3_72 TYPED_PTX_WG_D3_70 ", %73, %74"
#define TYPED_PTX_WG_D3_74 TYPED_PTX_WG_D3_72 ", %75, %76"
#define TYPED_PTX_WG_D3_76 TYPED_PTX_WG_D3_74 ", %77, %78"
#define TYPED_PTX_WG_D3_78 TYPED_PTX_WG_D3_76 ", %79, %80"
#define TYPED_PTX_WG_D3_80 TYPED_PTX_WG_D3_78 ", %81, %82"
#define TYPED_PTX_WG_D3_82 TYPED_PTX_WG_D3_80 ", %83, %84"
#define TYPED_PTX_WG_D3_84 TYPED_PTX_WG_D3_82 ", %85, %86"
#define TYPED_PTX_WG_D3_86 TYPED_PTX_WG_D3_84 ", %87, %88"
#define TYPED_PTX_WG_D3_88 TYPED_PTX_WG_D3_86 ", %89, %90"
#define TYPED_PTX_WG_D3_90 TYPED_PTX_WG_D3_88 ", %91, %92"
#define TYPED_PTX_WG_D3_92 TYPED_PTX_WG_D3_90 ", %93, %94"
#define TYPED_PTX_WG_D3_94 TYPED_PTX_WG_D3_92 ", %95, %96"
#define TYPED_PTX_WG_D3_96 TYPED_PTX_WG_D3_94 ", %97, %98"
#define TYPED_PTX_WG_D3_98 TYPED_PTX_WG_D3_96 ", %99, %100"
#define TYPED_PTX_WG_D3_100 TYPED_PTX_WG_D3_98 ", %101, %102"
#define TYPED_PTX_WG_D3_102 TYPED_PTX_WG_D3_100 ", %103, %104"
#define TYPED_PTX_WG_D3_104 TYPED_PTX_WG_D3_102 ", %105, %106"
#define TYPED_PTX_WG_D3_106 TYPED_PTX_WG_D3_104 ", %107, %108"
#define TYPED_PTX_WG_D3_108 TYPED_PTX_WG_D3_106 ", %109, %110"
#define TYPED_PTX_WG_D3_110 TYPED_PTX_WG_D3_108 ", %111, %112"
#define TYPED_PTX_WG_D3_112 TYPED_PTX_WG_D3_110 ", %113, %114"
#define TYPED_PTX_WG_D3_114 TYPED_PTX_WG_D3_112 ", %115, %116"
#define TYPED_PTX_WG_D3_116 TYPED_PTX_WG_D3_114 ", %117, %118"
#define TYPED_PTX_WG_D3_118 TYPED_PTX_WG_D3_116 ", %119, %120"
#define TYPED_PTX_WG_D3_120 TYPED_PTX_WG_D3_118 ", %121, %122"
#define TYPED_PTX_WG_D3_122 TYPED_PTX_WG_D3_120 ", %123, %124"
#define TYPED_PTX_WG_D3_124 TYPED_PTX_WG_D3_122 ", %125, %126"
#define TYPED_PTX_WG_D3_126 TYPED_PTX_WG_D3_124 ", %127, %128"
#define TYPED_PTX_WG_D3_128 TYPED_PTX_WG_D3_126 ", %129, %130"
#define TYPED_PTX_WG_D6_2 "%6, %7"
#define TYPED_PTX_WG_D6_4 TYPED_PTX_WG_D6_2 ", %8, %9"
#define TYPED_PTX_WG_D6_6 TYPED_PTX_WG_D6_4 ", %10, %11"
#define TYPED_PTX_WG_D6_8 TYPED_PTX_WG_D6_6 ", %12, %13"
#define TYPED_PTX_WG_D6_10 TYPED_PTX_WG_D6_8 ", %14, %15"
#define TYPED_PTX_WG_D6_12 TYPED_PTX_WG_D6_10 ", %16, %17"
#define TYPED_PTX_WG_D6_14 TYPED_PTX_WG_D6_12 ", %18, %19"
#define TYPED_PTX_WG_D6_16 TYPED_PTX_WG_D6_14 ", %20, %21"
#define TYPED_PTX_WG_D6_18 TYPED_PTX_WG_D6_16 ", %22, %23"
#define TYPED_PTX_WG_D6_20 TYPED_PTX_WG_D6_18 ", %24, %25"
#define TYPED_PTX_WG_D6_22 TYPED_PTX_WG_D6_20 ", %26, %27"
#define TYPED_PTX_WG_D6_24 TYPED_PTX_WG_D6_22 ", %28, %29"
#define TYPED_PTX_WG_D6_26 TYPED_PTX_WG_D6_24 ", %30, %31"
#define TYPED_PTX_WG_D6_28 TYPED_PTX_WG_D6_26 ", %32, %33"
#define TYPED_PTX_WG_D6_30 TYPED_PTX_WG_D6_28 ", %34, %35"
#define TYPED_PTX_WG_D6_32 TYPED_PTX_WG_D6_30 ", %36, %37"
#define TYPED_PTX_WG_D6_34 TYPED_PTX_WG_D6_32 ", %38, %39"
#define TYPED_PTX_WG_D6_36 TYPED_PTX_WG_D6_34 ", %40, %41"
#define TYPED_PTX_WG_D6_38 TYPED_PTX_WG_D6_36 ", %42, %43"
#define TYPED_PTX_WG_D6_40 TYPED_PTX_WG_D6_38 ", %44, %45"
#define TYPED_PTX_WG_D6_42 TYPED_PTX_WG_D6_40 ", %46, %47"
#define TYPED_PTX_WG_D6_44 TYPED_PTX_WG_D6_42 ", %48, %49"
#define TYPED_PTX_WG_D6_46 TYPED_PTX_WG_D6_44 ", %50, %51"
#define TYPED_PTX_WG_D6_48 TYPED_PTX_WG_D6_46 ", %52, %53"
#define TYPED_PTX_WG_D6_50 TYPED_PTX_WG_D6_48 ", %54, %55"
#define TYPED_PTX_WG_D6_52 TYPED_PTX_WG_D6_50 ", %56, %57"
#define TYPED_PTX_WG_D6_54 TYPED_PTX_WG_D6_52 ", %58, %59"
#define TYPED_PTX_WG_D6_56 TYPED_PTX_WG_D6_54 ", %60, %61"
#define TYPED_PTX_WG_D6_58 TYPED_PTX_WG_D6_56 ", %62, %63"
#define TYPED_PTX_WG_D6_60 TYPED_PTX_WG_D6_58 ", %64, %65"
#define TYPED_PTX_WG_D6_62 TYPED_PTX_WG_D6_60 ", %66, %67"
#define TYPED_PTX_WG_D6_64 TYPED_PTX_WG_D6_62 ", %68, %69"
#define TYPED_PTX_WG_D6_66 TYPED_PTX_WG_D6_64 ", %70, %71"
#define TYPED_PTX_WG_D6_68 TYPED_PTX_WG_D6_66 ", %72, %73"
#define TYPED_PTX_WG_D6_70 TYPED_PTX_WG_D6_68 ", %74, %75"
#define TYPED_PTX_WG_D6_72 TYPED_PTX_WG_D6_70 ", %76, %77"
#define TYPED_PTX_WG_D6_74 TYPED_PTX_WG_D6_72 ", %78, %79"
#define TYPED_PTX_WG_D6_76 TYPED_PTX_WG_D6_74 ", %80, %81"
#define TYPED_PTX_WG_D6_78 TYPED_PTX_WG_D6_76 ", %82, %83"
#define TYPED_PTX_WG_D6_80 TYPED_PTX_WG_D6_78 ", %84, %85"
#define TYPED_PTX_WG_D6_82 TYPED_PTX_WG_D6_80 ", %86, %87"
#define TYPED_PTX_WG_D6_84 TYPED_PTX_WG_D6_82 ", %88, %89"
#define TYPED_PTX_WG_D6_86 TYPED_PTX_WG_D6_84 ", %90, %91"
#define TYPED_PTX_WG_D6_88 TYPED_PTX_WG_D6_86 ", %92, %93"
#define TYPED_PTX_WG_D6_90 TYPED_PTX_WG_D6_88 ", %94, %95"
#define TYPED_PTX_WG_D6_92 TYPED_PTX_WG_D6_90 ", %96, %97"
#define TYPED_PTX_WG_D6_94 TYPED_PTX_WG_D6_92 ", %98, %99"
#define TYPED_PTX_WG_D6_96 TYPED_PTX_WG_D6_94 ", %100, %101"
#define TYPED_PTX_WG_D6_98 TYPED_PTX_WG_D6_96 ", %102, %103"
#define TYPED_PTX_WG_D6_100 TYPED_PTX_WG_D6_98 ", %104, %105"
#define TYPED_PTX_WG_D6_102 TYPED_PTX_WG_D6_100 ", %106, %107"
#define TYPED_PTX_WG_D6_104 TYPED_PTX_WG_D6_102 ", %108, %109"
#define TYPED_PTX_WG_D6_106 TYPED_PTX_WG_D6_104 ", %110, %111"
#define TYPED_PTX_WG_D6_108 TYPED_PTX_WG_D6_106 ", %112, %113"
#define TYPED_PTX_WG_D6_110 TYPED_PTX_WG_D6_108 ", %114, %115"
#define TYPED_PTX_WG_D6_112 TYPED_PTX_WG_D6_110 ", %116, %117"
#define TYPED_PTX_WG_D6_114 TYPED_PTX_WG_D6_112 ", %118, %119"
#define TYPED_PTX_WG_D6_116 TYPED_PTX_WG_D6_114 ", %120, %121"
#define TYPED_PTX_WG_D6_118 TYPED_PTX_WG_D6_116 ", %122, %123"
#define TYPED_PTX_WG_D6_120 TYPED_PTX_WG_D6_118 ", %124, %125"
#define TYPED_PTX_WG_D6_122 TYPED_PTX_WG_D6_120 ", %126, %127"
#define TYPED_PTX_WG_D6_124 TYPED_PTX_WG_D6_122 ", %128, %129"
#define TYPED_PTX_WG_D6_126 TYPED_PTX_WG_D6_124 ", %130, %131"
#define TYPED_PTX_WG_D6_128 TYPED_PTX_WG_D6_126 ", %132, %133"
#define TYPED_PTX_WG_F_4(d) "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
#define TYPED_PTX_WG_F_8(d) TYPED_PTX_WG_F_4(d), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
#define TYPED_PTX_WG_F_12(d) TYPED_PTX_WG_F_8(d), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11])
#define TYPED_PTX_WG_F_16(d) TYPED_PTX_WG_F_12(d), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
#define TYPED_PTX_WG_F_20(d) TYPED_PTX_WG_F_16(d), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19])
#define TYPED_PTX_WG_F_24(d) TYPED_PTX_WG_F_20(d), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
#define TYPED_PTX_WG_F_28(d) TYPED_PTX_WG_F_24(d), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27])
#define TYPED_PTX_WG_F_32(d) TYPED_PTX_WG_F_28(d), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
#define TYPED_PTX_WG_F_36(d) TYPED_PTX_WG_F_32(d), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35])
#define TYPED_PTX_WG_F_40(d) TYPED_PTX_WG_F_36(d), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39])
#define TYPED_PTX_WG_F_44(d) TYPED_PTX_WG_F_40(d), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43])
#define TYPED_PTX_WG_F_48(d) TYPED_PTX_WG_F_44(d), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
#define TYPED_PTX_WG_F_52(d) TYPED_PTX_WG_F_48(d), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51])
#define TYPED_PTX_WG_F_56(d) TYPED_PTX_WG_F_52(d), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55])
#define TYPED_PTX_WG_F_60(d) TYPED_PTX_WG_F_56(d), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59])
#define TYPED_PTX_WG_F_64(d) TYPED_PTX_WG_F_60(d), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
#define TYPED_PTX_WG_F_68(d) TYPED_PTX_WG_F_64(d), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67])
#define TYPED_PTX_WG_F_72(d) TYPED_PTX_WG_F_68(d), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71])
#define TYPED_PTX_WG_F_76(d) TYPED_PTX_WG_F_72(d), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75])
#define TYPED_PTX_WG_F_80(d) TYPED_PTX_WG_F_76(d), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79])
#define TYPED_PTX_WG_F_84(d) TYPED_PTX_WG_F_80(d), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83])
#define TYPED_PTX_WG_F_88(d) TYPED_PTX_WG_F_84(d), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87])
#define TYPED_PTX_WG_F_92(d) TYPED_PTX_WG_F_88(d), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91])
#define TYPED_PTX_WG_F_96(d) TYPED_PTX_WG_F_92(d), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95])
#define TYPED_PTX_WG_F_100(d) TYPED_PTX_WG_F_96(d), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99])
#define TYPED_PTX_WG_F_104(d) TYPED_PTX_WG_F_100(d), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103])
#define TYPED_PTX_WG_F_108(d) TYPED_PTX_WG_F_104(d), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107])
#define TYPED_PTX_WG_F_112(d) TYPED_PTX_WG_F_108(d), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111])
#define TYPED_PTX_WG_F_116(d) TYPED_PTX_WG_F_112(d), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115])
#define TYPED_PTX_WG_F_120(d) TYPED_PTX_WG_F_116(d), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119])
#define TYPED_PTX_WG_F_124(d) TYPED_PTX_WG_F_120(d), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123])
#define TYPED_PTX_WG_F_128(d) TYPED_PTX_WG_F_124(d), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
#define TYPED_PTX_WG_R_2(d) "+r"(d[0]), "+r"(d[1])
#define TYPED_PTX_WG_R_4(d) TYPED_PTX_WG_R_2(d), "+r"(d[2]), "+r"(d[3])
#define TYPED_PTX_WG_R_6(d) TYPED_PTX_WG_R_4(d), "+r"(d[4]), "+r"(d[5])
#define TYPED_PTX_WG_R_8(d) TYPED_PTX_WG_R_6(d), "+r"(d[6]), "+r"(d[7])
#define TYPED_PTX_WG_R_10(d) TYPED_PTX_WG_R_8(d), "+r"(d[8]), "+r"(d[9])
#define TYPED_PTX_WG_R_12(d) TYPED_PTX_WG_R_10(d), "+r"(d[10]), "+r"(d[11])
#define TYPED_PTX_WG_R_14(d) TYPED_PTX_WG_R_12(d), "+r"(d[12]), "+r"(d[13])
#define TYPED_PTX_WG_R_16(d) TYPED_PTX_WG_R_14(d), "+r"(d[14]), "+r"(d[15])
#define TYPED_PTX_WG_R_18(d) TYPED_PTX_WG_R_16(d), "+r"(d[16]), "+r"(d[17])
#define TYPED_PTX_WG_R_20(d) TYPED_PTX_WG_R_18(d), "+r"(d[18]), "+r"(d[19])
#define TYPED_PTX_WG_R_22(d) TYPED_PTX_WG_R_20(d), "+r"(d[20]), "+r"(d[21])
#define TYPED_PTX_WG_R_24(d) TYPED_PTX_WG_R_22(d), "+r"(d[22]), "+r"(d[23])
#define TYPED_PTX_WG_R_26(d) TYPED_PTX_WG_R_24(d), "+r"(d[24]), "+r"(d[25])
#define TYPED_PTX_WG_R_28(d) TYPED_PTX_WG_R_26(d), "+r"(d[26]), "+r"(d[27])
#define TYPED_PTX_WG_R_30(d) TYPED_PTX_WG_R_28(d), "+r"(d[28]), "+r"(d[29])
#define TYPED_PTX_WG_R_32(d) TYPED_PTX_WG_R_30(d), "+r"(d[30]), "+r"(d[31])
#define TYPED_PTX_WG_R_34(d) TYPED_PTX_WG_R_32(d), "+r"(d[32]), "+r"(d[33])
#define TYPED_PTX_WG_R_36(d) TYPED_PTX_WG_R_34(d), "+r"(d[34]), "+r"(d[35])
#define TYPED_PTX_WG_R_38(d) TYPED_PTX_WG_R_36(d), "+r"(d[36]), "+r"(d[37])
#define TYPED_PTX_WG_R_40(d) TYPED_PTX_WG_R_38(d), "+r"(d[38]), "+r"(d[39])
#define TYPED_PTX_WG_R_42(d) TYPED_PTX_WG_R_40(d), "+r"(d[40]), "+r"(d[41])
#define TYPED_PTX_WG_R_44(d) TYPED_PTX_WG_R_42(d), "+r"(d[42]), "+r"(d[43])
#define TYPED_PTX_WG_R_46(d) TYPED_PTX_WG_R_44(d), "+r"(d[44]), "+r"(d[45])
#define TYPED_PTX_WG_R_48(d) TYPED_PTX_WG_R_46(d), "+r"(d[46]), "+r"(d[47])
#define TYPED_PTX_WG_R_50(d) TYPED_PTX_WG_R_48(d), "+r"(d[48]), "+r"(d[49])
#define TYPED_PTX_WG_R_52(d) TYPED_PTX_WG_R_50(d), "+r"(d[50]), "+r"(d[51])
#define TYPED_PTX_WG_R_54(d) TYPED_PTX_WG_R_52(d), "+r"(d[52]), "+r"(d[53])
#define TYPED_PTX_WG_R_56(d) TYPED_PTX_WG_R_54(d), "+r"(d[54]), "+r"(d[55])
#define TYPED_PTX_WG_R_58(d) TYPED_PTX_WG_R_56(d), "+r"(d[56]), "+r"(d[57])
#define TYPED_PTX_WG_R_60(d) TYPED_PTX_WG_R_58(d), "+r"(d[58]), "+r"(d[59])
#define TYPED_PTX_WG_R_62(d) TYPED_PTX_WG_R_60(d), "+r"(d[60]), "+r"(d[61])
#define TYPED_PTX_WG_R_64(d) TYPED_PTX_WG_R_62(d), "+r"(d[62]), "+r"(d[63])
#define TYPED_PTX_WG_EACH_N_F32_3(X) \
  if constexpr (N == 8) { X(8, 4, 7, 8, 9, 10); } \
  else if constexpr (N == 16) { X(16, 8, 11, 12, 13, 14); } \
  else if constexpr (N == 24) { X(24, 12, 15, 16, 17, 18); } \
  else if constexpr (N == 32) { X(32, 16, 19, 20, 21, 22); } \
  else if constexpr (N == 40) { X(40, 20, 23, 24, 25, 26); } \
  else if constexpr (N == 48) { X(48, 24, 27, 28, 29, 30); } \
  else if constexpr (N == 56) { X(56, 28, 31, 32, 33, 34); } \
  else if constexpr (N == 64) { X(64, 32, 35, 36, 37, 38); } \
  else if constexpr (N == 72) { X(72, 36, 39, 40, 41, 42); } \
  else if constexpr (N == 80) { X(80, 40, 43, 44, 45, 46); } \
  else if constexpr (N == 88) { X(88, 44, 47, 48, 49, 50); } \
  else if constexpr (N == 96) { X(96, 48, 51, 52, 53, 54); } \
  else if constexpr (N == 104) { X(104, 52, 55, 56, 57, 58); } \
  else if constexpr (N == 112) { X(112, 56, 59, 60, 61, 62); } \
  else if constexpr (N == 120) { X(120, 60, 63, 64, 65, 66); } \
  else if constexpr (N == 128) { X(128, 64, 67, 68, 69, 70); } \
  else if constexpr (N == 136) { X(136, 68, 71, 72, 73, 74); } \
  else if constexpr (N == 144) { X(144, 72, 75, 76, 77, 78); } \
  else if constexpr (N == 152) { X(152, 76, 79, 80, 81, 82); } \
  else if constexpr (N == 160) { X(160, 80, 83, 84, 85, 86); } \
  else if constexpr (N == 168) { X(168, 84, 87, 88, 89, 90); } \
  else if constexpr (N == 176) { X(176, 88, 91, 92, 93, 94); } \
  else if constexpr (N == 184) { X(184, 92, 95, 96, 97, 98); } \
  else if constexpr (N == 192) { X(192, 96, 99, 100, 101, 102); } \
  else if constexpr (N == 200) { X(200, 100, 103, 104, 105, 106); } \
  else if constexpr (N == 208) { X(208, 104, 107, 108, 109, 110); } \
  else if constexpr (N == 216) { X(216, 108, 111, 112, 113, 114); } \
  else if constexpr (N == 224) { X(224, 112, 115, 116, 117, 118); } \
  else if constexpr (N == 232) { X(232, 116, 119, 120, 121, 122); } \
  else if constexpr (N == 240) { X(240, 120, 123, 124, 125, 126); } \
  else if constexpr (N == 248) { X(248, 124, 127, 128, 129, 130); } \
  else if constexpr (N == 256) { X(256, 128, 131, 132, 133, 134); }
#define TYPED_PTX_WG_EACH_N_F32_6(X) \
  if constexpr (N == 8) { X(8, 4, 10, 11, 12, 13); } \
  else if constexpr (N == 16) { X(16, 8, 14, 15, 16, 17); } \
  else if constexpr (N == 24) { X(24, 12, 18, 19, 20, 21); } \
  else if constexpr (N == 32) { X(32, 16, 22, 23, 24, 25); } \
  else if constexpr (N == 40) { X(40, 20, 26, 27, 28, 29); } \
  else if constexpr (N == 48) { X(48, 24, 30, 31, 32, 33); } \
  else if constexpr (N == 56) { X(56, 28, 34, 35, 36, 37); } \
  else if constexpr (N == 64) { X(64, 32, 38, 39, 40, 41); } \
  else if constexpr (N == 72) { X(72, 36, 42, 43, 44, 45); } \
  else if constexpr (N == 80) { X(80, 40, 46, 47, 48, 49); } \
  else if constexpr (N == 88) { X(88, 44, 50, 51, 52, 53); } \
  else if constexpr (N == 96) { X(96, 48, 54, 55, 56, 57); } \
  else if constexpr (N == 104) { X(104, 52, 58, 59, 60, 61); } \
  else if constexpr (N == 112) { X(112, 56, 62, 63, 64, 65); } \
  else if constexpr (N == 120) { X(120, 60, 66, 67, 68, 69); } \
  else if constexpr (N == 128) { X(128, 64, 70, 71, 72, 73); } \
  else if constexpr (N == 136) { X(136, 68, 74, 75, 76, 77); } \
  else if constexpr (N == 144) { X(144, 72, 78, 79, 80, 81); } \
  else if constexpr (N == 152) { X(152, 76, 82, 83, 84, 85); } \
  else if constexpr (N == 160) { X(160, 80, 86, 87, 88, 89); } \
  else if constexpr (N == 168) { X(168, 84, 90, 91, 92, 93); } \
  else if constexpr (N == 176) { X(176, 88, 94, 95, 96, 97); } \
  else if constexpr (N == 184) { X(184, 92, 98, 99, 100, 101); } \
  else if constexpr (N == 192) { X(192, 96, 102, 103, 104, 105); } \
  else if constexpr (N == 200) { X(200, 100, 106, 107, 108, 109); } \
  else if constexpr (N == 208) { X(208, 104, 110, 111, 112, 113); } \
  else if constexpr (N == 216) { X(216, 108, 114, 115, 116, 117); } \
  else if constexpr (N == 224) { X(224, 112, 118, 119, 120, 121); } \
  else if constexpr (N == 232) { X(232, 116, 122, 123, 124, 125); } \
  else if constexpr (N == 240) { X(240, 120, 126, 127, 128, 129); } \
  else if constexpr (N == 248) { X(248, 124, 130, 131, 132, 133); } \
  else if constexpr (N == 256) { X(256, 128, 134, 135, 136, 137); }
#define TYPED_PTX_WG_EACH_N_F16_3(X) \
  if constexpr (N == 8) { X(8, 2, 5, 6, 7, 8); } \
  else if constexpr (N == 16) { X(16, 4, 7, 8, 9, 10); } \
  else if constexpr (N == 24) { X(24, 6, 9, 10, 11, 12); } \
  else if constexpr (N == 32) { X(32, 8, 11, 12, 13, 14); } \
  else if constexpr (N == 40) { X(40, 10, 13, 14, 15, 16); } \
  else if constexpr (N == 48) { X(48, 12, 15, 16, 17, 18); } \
  else if constexpr (N == 56) { X(56, 14, 17, 18, 19, 20); } \
  else if constexpr (N == 64) { X(64, 16, 19, 20, 21, 22); } \
  else if constexpr (N == 72) { X(72, 18, 21, 22, 23, 24); } \
  else if constexpr (N == 80) { X(80, 20, 23, 24, 25, 26); } \
  else if constexpr (N == 88) { X(88, 22, 25, 26, 27, 28); } \
  else if constexpr (N == 96) { X(96, 24, 27, 28, 29, 30); } \
  else if constexpr (N == 104) { X(104, 26, 29, 30, 31, 32); } \
  else if constexpr (N == 112) { X(112, 28, 31, 32, 33, 34); } \
  else if constexpr (N == 120) { X(120, 30, 33, 34, 35, 36); } \
  else if constexpr (N == 128) { X(128, 32, 35, 36, 37, 38); } \
  else if constexpr (N == 136) { X(136, 34, 37, 38, 39, 40); } \
  else if constexpr (N == 144) { X(144, 36, 39, 40, 41, 42); } \
  else if constexpr (N == 152) { X(152, 38, 41, 42, 43, 44); } \
  else if constexpr (N == 160) { X(160, 40, 43, 44, 45, 46); } \
  else if constexpr (N == 168) { X(168, 42, 45, 46, 47, 48); } \
  else if constexpr (N == 176) { X(176, 44, 47, 48, 49, 50); } \
  else if constexpr (N == 184) { X(184, 46, 49, 50, 51, 52); } \
  else if constexpr (N == 192) { X(192, 48, 51, 52, 53, 54); } \
  else if constexpr (N == 200) { X(200, 50, 53, 54, 55, 56); } \
  else if constexpr (N == 208) { X(208, 52, 55, 56, 57, 58); } \
  else if constexpr (N == 216) { X(216, 54, 57, 58, 59, 60); } \
  else if constexpr (N == 224) { X(224, 56, 59, 60, 61, 62); } \
  else if constexpr (N == 232) { X(232, 58, 61, 62, 63, 64); } \
  else if constexpr (N == 240) { X(240, 60, 63, 64, 65, 66); } \
  else if constexpr (N == 248) { X(248, 62, 65, 66, 67, 68); } \
  else if constexpr (N == 256) { X(256, 64, 67, 68, 69, 70); }
#define TYPED_PTX_WG_EACH_N_F16_6(X) \
  if constexpr (N == 8) { X(8, 2, 8, 9, 10, 11); } \
  else if constexpr (N == 16) { X(16, 4, 10, 11, 12, 13); } \
  else if constexpr (N == 24) { X(24, 6, 12, 13, 14, 15); } \
  else if constexpr (N == 32) { X(32, 8, 14, 15, 16, 17); } \
  else if constexpr (N == 40) { X(40, 10, 16, 17, 18, 19); } \
  else if constexpr (N == 48) { X(48, 12, 18, 19, 20, 21); } \
  else if constexpr (N == 56) { X(56, 14, 20, 21, 22, 23); } \
  else if constexpr (N == 64) { X(64, 16, 22, 23, 24, 25); } \
  else if constexpr (N == 72) { X(72, 18, 24, 25, 26, 27); } \
  else if constexpr (N == 80) { X(80, 20, 26, 27, 28, 29); } \
  else if constexpr (N == 88) { X(88, 22, 28, 29, 30, 31); } \
  else if constexpr (N == 96) { X(96, 24, 30, 31, 32, 33); } \
  else if constexpr (N == 104) { X(104, 26, 32, 33, 34, 35); } \
  else if constexpr (N == 112) { X(112, 28, 34, 35, 36, 37); } \
  else if constexpr (N == 120) { X(120, 30, 36, 37, 38, 39); } \
  else if constexpr (N == 128) { X(128, 32, 38, 39, 40, 41); } \
  else if constexpr (N == 136) { X(136, 34, 40, 41, 42, 43); } \
  else if constexpr (N == 144) { X(144, 36, 42, 43, 44, 45); } \
  else if constexpr (N == 152) { X(152, 38, 44, 45, 46, 47); } \
  else if constexpr (N == 160) { X(160, 40, 46, 47, 48, 49); } \
  else if constexpr (N == 168) { X(168, 42, 48, 49, 50, 51); } \
  else if constexpr (N == 176) { X(176, 44, 50, 51, 52, 53); } \
  else if constexpr (N == 184) { X(184, 46, 52, 53, 54, 55); } \
  else if constexpr (N == 192) { X(192, 48, 54, 55, 56, 57); } \
  else if constexpr (N == 200) { X(200, 50, 56, 57, 58, 59); } \
  else if constexpr (N == 208) { X(208, 52, 58, 59, 60, 61); } \
  else if constexpr (N == 216) { X(216, 54, 60, 61, 62, 63); } \
  else if constexpr (N == 224) { X(224, 56, 62, 63, 64, 65); } \
  else if constexpr (N == 232) { X(232, 58, 64, 65, 66, 67); } \
  else if constexpr (N == 240) { X(240, 60, 66, 67, 68, 69); } \
  else if constexpr (N == 248) { X(248, 62, 68, 69, 70, 71); } \
  else if constexpr (N == 256) { X(256, 64, 70, 71, 72, 73); }

// ---- namespace-scope wrappers (barriers, fences, cp.async, special registers) -----

/// `bar.sync`: CTA barrier (all threads) (PTX ISA 1.0, sm_20)
template <int Id = 0, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_sync() {
static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
asm volatile("bar.sync %0;" :: "n"(Id) : "memory");
}
/// `bar.sync`: CTA barrier for a thread count (multiple of 32) (PTX ISA 2.0, sm_20)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_sync() {
static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "bar_sync: bar.sync takes Count in 32..=1024, a multiple of 32");
asm volatile("bar.sync %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.sync`: CTA barrier, non-aligned form (PTX ISA 6.0, sm_30)
template <int Id = 0, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_sync() {
static_assert(Id >= 0 && Id <= 15, "barrier_sync: barrier.sync takes Id in 0..=15");
asm volatile("barrier.sync %0;" :: "n"(Id) : "memory");
}
/// `bar.warp.sync`: warp barrier for a member mask (PTX ISA 6.0, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_warp_sync(unsigned int mask) {
asm volatile("bar.warp.sync %0;" :: "r"(mask) : "memory");
}
/// `membar.cta`: memory barrier, CTA scope (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_cta() {
asm volatile("membar.cta;" ::: "memory");
}
/// `membar.gl`: memory barrier, GPU scope (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_gl() {
asm volatile("membar.gl;" ::: "memory");
}
/// `membar.sys`: memory barrier, system scope (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_sys() {
asm volatile("membar.sys;" ::: "memory");
}
/// `fence.acq_rel.cta`: acquire-release fence, CTA scope (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cta() {
asm volatile("fence.acq_rel.cta;" ::: "memory");
}
/// `fence.acq_rel.gpu`: acquire-release fence, GPU scope (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_gpu() {
asm volatile("fence.acq_rel.gpu;" ::: "memory");
}
/// `fence.acq_rel.sys`: acquire-release fence, system scope (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_sys() {
asm volatile("fence.acq_rel.sys;" ::: "memory");
}
/// `fence.sc.gpu`: sequentially consistent fence, GPU scope (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_gpu() {
asm volatile("fence.sc.gpu;" ::: "memory");
}
/// `add.f16`: half-precision d = a + b (f16, f16x2), round to nearest even (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half add_f16(__half a, __half b) {
unsigned short d;
asm("add.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `add.f16x2`: half-precision d = a + b (f16, f16x2), round to nearest even (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 add_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("add.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `sub.f16`: half-precision d = a - b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half sub_f16(__half a, __half b) {
unsigned short d;
asm("sub.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `sub.f16x2`: half-precision d = a - b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 sub_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("sub.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `mul.f16`: half-precision d = a * b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half mul_f16(__half a, __half b) {
unsigned short d;
asm("mul.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `mul.f16x2`: half-precision d = a * b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 mul_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("mul.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `fma.rn.f16`: half-precision d = a * b + c, one rounding (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half fma_rn_f16(__half a, __half b, __half c) {
unsigned short d;
asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)), "h"(detail::bits_as<unsigned short>(c)));
return detail::bits_as<__half>(d);
}
/// `fma.rn.f16x2`: half-precision d = a * b + c, one rounding (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 fma_rn_f16x2(__half2 a, __half2 b, __half2 c) {
unsigned int d;
asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)));
return detail::bits_as<__half2>(d);
}
/// `neg.f16`: half-precision d = -a (f16, f16x2) (PTX ISA 6.0, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half neg_f16(__half a) {
unsigned short d;
asm("neg.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `neg.f16x2`: half-precision d = -a (f16, f16x2) (PTX ISA 6.0, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 neg_f16x2(__half2 a) {
unsigned int d;
asm("neg.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `abs.f16`: half-precision d = abs(a) (f16, f16x2) (PTX ISA 6.5, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half abs_f16(__half a) {
unsigned short d;
asm("abs.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `abs.f16x2`: half-precision d = abs(a) (f16, f16x2) (PTX ISA 6.5, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 abs_f16x2(__half2 a) {
unsigned int d;
asm("abs.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `ex2.approx.f16`: half-precision d ~ 2^a (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half ex2_approx_f16(__half a) {
unsigned short d;
asm("ex2.approx.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `ex2.approx.f16x2`: half-precision d ~ 2^a (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 ex2_approx_f16x2(__half2 a) {
unsigned int d;
asm("ex2.approx.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `tanh.approx.f16`: half-precision d ~ tanh(a) (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half tanh_approx_f16(__half a) {
unsigned short d;
asm("tanh.approx.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `tanh.approx.f16x2`: half-precision d ~ tanh(a) (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 tanh_approx_f16x2(__half2 a) {
unsigned int d;
asm("tanh.approx.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.f16.f32`: f32 to f16, round to nearest even (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.rn.satfinite.f16.f32`: f32 to f16, round to nearest even, saturated to the largest finite value (NaN stays NaN) (PTX ISA 8.1, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_satfinite_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.satfinite.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.f32.f16`: f16 to f32 (exact) (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_f16(__half a) {
float d;
asm("cvt.f32.f16 %0, %1;" : "=f"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<float>(d);
}
/// `tanh.approx.f32`: d ~ tanh(a) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float tanh_approx_f32(float a) {
float d;
asm("tanh.approx.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `ex2.approx.ftz.f32`: d ~ 2^a, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float ex2_approx_ftz_f32(float a) {
float d;
asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rcp.approx.f32`: d ~ 1 / a (fast) (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rcp_approx_f32(float a) {
float d;
asm("rcp.approx.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rcp.approx.ftz.f32`: d ~ 1 / a (fast), subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rcp_approx_ftz_f32(float a) {
float d;
asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `add.ftz.f32`: d = a + b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float add_ftz_f32(float a, float b) {
float d;
asm("add.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `sub.ftz.f32`: d = a - b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float sub_ftz_f32(float a, float b) {
float d;
asm("sub.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `mul.ftz.f32`: d = a * b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float mul_ftz_f32(float a, float b) {
float d;
asm("mul.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `fma.rn.ftz.f32`: d = a * b + c, one rounding, subnormals flushed to zero (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float fma_rn_ftz_f32(float a, float b, float c) {
float d;
asm("fma.rn.ftz.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)), "f"(detail::bits_as<float>(c)));
return detail::bits_as<float>(d);
}
/// `bfe.u32`: d = the len-bit field of a at bit pos (zero- or sign-extended) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfe_u32(unsigned int a, unsigned int pos, unsigned int len) {
unsigned int d;
asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned int>(d);
}
/// `bfe.s32`: d = the len-bit field of a at bit pos (zero- or sign-extended) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE int bfe_s32(int a, unsigned int pos, unsigned int len) {
int d;
asm("bfe.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<int>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<int>(d);
}
/// `bfe.u64`: d = the len-bit field of a at bit pos (zero- or sign-extended) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long bfe_u64(unsigned long long a, unsigned int pos, unsigned int len) {
unsigned long long d;
asm("bfe.u64 %0, %1, %2, %3;" : "=l"(d) : "l"(detail::bits_as<unsigned long long>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned long long>(d);
}
/// `bfe.s64`: d = the len-bit field of a at bit pos (zero- or sign-extended) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE long long bfe_s64(long long a, unsigned int pos, unsigned int len) {
long long d;
asm("bfe.s64 %0, %1, %2, %3;" : "=l"(d) : "l"(detail::bits_as<long long>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<long long>(d);
}
/// `bfi.b32`: d = b with its len-bit field at bit pos replaced by the low bits of a (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfi_b32(unsigned int a, unsigned int b, unsigned int pos, unsigned int len) {
unsigned int d;
asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned int>(d);
}
/// `bfi.b64`: d = b with its len-bit field at bit pos replaced by the low bits of a (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long bfi_b64(unsigned long long a, unsigned long long b, unsigned int pos, unsigned int len) {
unsigned long long d;
asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(d) : "l"(detail::bits_as<unsigned long long>(a)), "l"(detail::bits_as<unsigned long long>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned long long>(d);
}
/// `bfi.b64`: d = b with its len-bit field at bit pos replaced by the low bits of a (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE long long bfi_b64(long long a, long long b, unsigned int pos, unsigned int len) {
long long d;
asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(d) : "l"(detail::bits_as<long long>(a)), "l"(detail::bits_as<long long>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<long long>(d);
}
/// `prmt.b32`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.f4e`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_f4e(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.b4e`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_b4e(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.rc8`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_rc8(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.ecl`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_ecl(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.ecr`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_ecr(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.rc16`: d = bytes of {b, a} picked by the selector c (default mode, or .f4e .b4e .rc8 .ecl .ecr .rc16) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_rc16(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `lop3.b32`: d = any function of a, b, c given by its truth table (an 8-bit immediate) (PTX ISA 4.3, sm_50)
template <int Lut, class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int lop3_b32(unsigned int a, unsigned int b, unsigned int c) {
static_assert(Lut >= 0 && Lut <= 255, "lop3_b32: lop3.b32 takes Lut in 0..=255");
unsigned int d;
asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)), "n"(Lut));
return detail::bits_as<unsigned int>(d);
}
/// `bar.arrive`: arrive at named barrier id (of count threads, a multiple of 32) without waiting (PTX ISA 2.0, sm_20)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_arrive() {
static_assert(Id >= 0 && Id <= 15, "bar_arrive: bar.arrive takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "bar_arrive: bar.arrive takes Count in 32..=1024, a multiple of 32");
asm volatile("bar.arrive %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.sync`: wait at named barrier id for count threads (non-aligned form) (PTX ISA 6.0, sm_30)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_sync() {
static_assert(Id >= 0 && Id <= 15, "barrier_sync: barrier.sync takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "barrier_sync: barrier.sync takes Count in 32..=1024, a multiple of 32");
asm volatile("barrier.sync %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.arrive`: arrive at named barrier id (of count threads) without waiting (non-aligned form) (PTX ISA 6.0, sm_30)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_arrive() {
static_assert(Id >= 0 && Id <= 15, "barrier_arrive: barrier.arrive takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "barrier_arrive: barrier.arrive takes Count in 32..=1024, a multiple of 32");
asm volatile("barrier.arrive %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `%tid.x`: thread index in the CTA, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_x() {
return threadIdx.x;
}
/// `%tid.y`: thread index in the CTA, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_y() {
return threadIdx.y;
}
/// `%tid.z`: thread index in the CTA, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_z() {
return threadIdx.z;
}
/// `%ntid.x`: CTA size, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_x() {
return blockDim.x;
}
/// `%ntid.y`: CTA size, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_y() {
return blockDim.y;
}
/// `%ntid.z`: CTA size, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_z() {
return blockDim.z;
}
/// `%ctaid.x`: CTA index in the grid, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_x() {
return blockIdx.x;
}
/// `%ctaid.y`: CTA index in the grid, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_y() {
return blockIdx.y;
}
/// `%ctaid.z`: CTA index in the grid, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_z() {
return blockIdx.z;
}
/// `%nctaid.x`: grid size in CTAs, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_x() {
return gridDim.x;
}
/// `%nctaid.y`: grid size in CTAs, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_y() {
return gridDim.y;
}
/// `%nctaid.z`: grid size in CTAs, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_z() {
return gridDim.z;
}
/// `%laneid`: lane index in the warp (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_laneid() {
unsigned int d;
asm("mov.u32 %0, %%laneid;" : "=r"(d));
return d;
}
/// `%warpid`: warp identifier (volatile) (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_warpid() {
unsigned int d;
asm volatile("mov.u32 %0, %%warpid;" : "=r"(d));
return d;
}
/// `%smid`: SM identifier (volatile) (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_smid() {
unsigned int d;
asm volatile("mov.u32 %0, %%smid;" : "=r"(d));
return d;
}
/// `%clock`: 32-bit cycle counter (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clock() {
unsigned int d;
asm volatile("mov.u32 %0, %%clock;" : "=r"(d));
return d;
}
/// `%clock64`: 64-bit cycle counter (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_clock64() {
unsigned long long d;
asm volatile("mov.u64 %0, %%clock64;" : "=l"(d));
return d;
}
/// `%globaltimer`: global nanosecond timer (PTX ISA 3.1, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_globaltimer() {
unsigned long long d;
asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(d));
return d;
}
/// `%dynamic_smem_size`: bytes of dynamic shared memory of the CTA (PTX ISA 4.1, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_dynamic_smem_size() {
unsigned int d;
asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(d));
return d;
}
/// `%total_smem_size`: bytes of shared memory of the CTA (PTX ISA 4.1, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_total_smem_size() {
unsigned int d;
asm("mov.u32 %0, %%total_smem_size;" : "=r"(d));
return d;
}
/// `%lanemask_eq`: the bit of this lane (1 << laneid) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_eq() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_eq;" : "=r"(d));
return d;
}
/// `%lanemask_le`: the bits of the lanes up to and including this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_le() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_le;" : "=r"(d));
return d;
}
/// `%lanemask_lt`: the bits of the lanes below this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_lt() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_lt;" : "=r"(d));
return d;
}
/// `%lanemask_ge`: the bits of this lane and the lanes above it (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_ge() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_ge;" : "=r"(d));
return d;
}
/// `%lanemask_gt`: the bits of the lanes above this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_gt() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_gt;" : "=r"(d));
return d;
}
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
static_assert(alignof(T) >= N, "cp_async_ca: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_ca: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
static_assert(alignof(T) >= N, "cp_async_ca: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_ca: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
static_assert(alignof(T) >= N, "cp_async_cg: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_cg: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
static_assert(alignof(T) >= N, "cp_async_cg: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_cg: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.commit_group`: close the group of outstanding cp.async operations (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_commit_group() {
asm volatile("cp.async.commit_group;" ::: "memory");
}
/// `cp.async.wait_group`: wait until at most N groups are pending (PTX ISA 7.0, sm_80)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_group() {
static_assert(N >= 0 && N <= 7, "cp_async_wait_group: cp.async.wait_group takes N in 0..=7");
asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory");
}
/// `cp.async.wait_all`: wait for every cp.async of the thread (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_all() {
asm volatile("cp.async.wait_all;" ::: "memory");
}
/// `cvt.rna.tf32.f32`: d = a rounded to TensorFloat-32 (nearest, ties away from zero): the operand of mma/wgmma .tf32 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int cvt_rna_tf32_f32(float a) {
unsigned int d;
asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(d) : "f"(a));
return d;
}
/// `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: warp MMA 16x8x16: D (f32) = A (f16, row) * B (f16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f32_f16_f16_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k16_row_col_f32_f16_f16_f32: the accumulators C and D of mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k16_row_col_f32_f16_f16_f32: the A fragment of mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k16_row_col_f32_f16_f16_f32: the B fragment of mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16`: warp MMA 16x8x16: D (f16) = A (f16, row) * B (f16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f16_f16_f16_f16(unsigned int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const unsigned int (&c)[LC]) {
static_assert(LD == 2 && LC == 2, "mma_m16n8k16_row_col_f16_f16_f16_f16: the accumulators C and D of mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 are 2 registers (unsigned int) a lane");
static_assert(LA == 4, "mma_m16n8k16_row_col_f16_f16_f16_f16: the A fragment of mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k16_row_col_f16_f16_f16_f16: the B fragment of mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
}
/// `mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32`: warp MMA 16x8x16: D (f32) = A (bf16, row) * B (bf16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f32_bf16_bf16_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k16_row_col_f32_bf16_bf16_f32: the accumulators C and D of mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k16_row_col_f32_bf16_bf16_f32: the A fragment of mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k16_row_col_f32_bf16_bf16_f32: the B fragment of mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32`: warp MMA 16x8x8: D (f32) = A (tf32, row) * B (tf32, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k8_row_col_f32_tf32_tf32_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k8_row_col_f32_tf32_tf32_f32: the accumulators C and D of mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k8_row_col_f32_tf32_tf32_f32: the A fragment of mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k8_row_col_f32_tf32_tf32_f32: the B fragment of mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_s8_s8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_s32_s8_s8_s32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 are 4 registers (int) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_s32_s8_s8_s32: the A fragment of mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_s32_s8_s8_s32: the B fragment of mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_s8_u8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_s32_s8_u8_s32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 are 4 registers (int) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_s32_s8_u8_s32: the A fragment of mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_s32_s8_u8_s32: the B fragment of mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_u8_s8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_s32_u8_s8_s32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 are 4 registers (int) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_s32_u8_s8_s32: the A fragment of mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_s32_u8_s8_s32: the B fragment of mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_u8_u8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_s32_u8_u8_s32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 are 4 registers (int) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_s32_u8_u8_s32: the A fragment of mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_s32_u8_u8_s32: the B fragment of mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
}
/// `mbarrier.pending_count.b64`: d = the pending arrival count in a state token (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int mbar_token_pending_count(mbar_token token) {
detail::u32 d;
asm("mbarrier.pending_count.b64 %0, %1;" : "=r"(d) : "l"(token.raw()));
return d;
}
/// `fma.rn.bf16`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 fma_rn_bf16(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
unsigned short d;
asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)), "h"(detail::bits_as<unsigned short>(c)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `fma.rn.bf16x2`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 fma_rn_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
unsigned int d;
asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `min.f16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half min_f16(__half a, __half b) {
unsigned short d;
asm("min.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `min.bf16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 min_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("min.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `min.f16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 min_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("min.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `min.bf16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 min_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("min.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `max.f16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half max_f16(__half a, __half b) {
unsigned short d;
asm("max.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `max.bf16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 max_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("max.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `max.f16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 max_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("max.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `max.bf16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 max_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("max.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `neg.bf16`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 neg_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("neg.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `neg.bf16x2`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 neg_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("neg.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `abs.bf16`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 abs_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("abs.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `abs.bf16x2`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 abs_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("abs.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.relu.f16.f32`: f32 to f16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_relu_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.rn.bf16.f32`: f32 to bf16, round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.rn.relu.bf16.f32`: f32 to bf16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_relu_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.relu.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.rn.satfinite.bf16.f32`: f32 to bf16, round to nearest even, saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_satfinite_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.satfinite.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.f32.bf16`: bf16 to f32 (exact) (PTX ISA 7.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_bf16(__nv_bfloat16 a) {
float d;
asm("cvt.f32.bf16 %0, %1;" : "=f"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<float>(d);
}
/// `cvt.rn.f16x2.f32`: two f32 to a f16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.relu.f16x2.f32`: two f32 to a f16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_relu_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.satfinite.f16x2.f32`: two f32 to a f16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_satfinite_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.bf16x2.f32`: two f32 to a bf16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.relu.bf16x2.f32`: two f32 to a bf16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_relu_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.satfinite.bf16x2.f32`: two f32 to a bf16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_satfinite_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
#else  // older than sm_80: the same names fail to compile, saying why
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.commit_group`: close the group of outstanding cp.async operations (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_commit_group: cp.async.commit_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.wait_group`: wait until at most N groups are pending (PTX ISA 7.0, sm_80)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_group: cp.async.wait_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.wait_all`: wait for every cp.async of the thread (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_all() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_all: cp.async.wait_all needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cvt.rna.tf32.f32`: d = a rounded to TensorFloat-32 (nearest, ties away from zero): the operand of mma/wgmma .tf32 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int cvt_rna_tf32_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rna_tf32_f32: cvt.rna.tf32.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: warp MMA 16x8x16: D (f32) = A (f16, row) * B (f16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f32_f16_f16_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k16_row_col_f32_f16_f16_f32: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16`: warp MMA 16x8x16: D (f16) = A (f16, row) * B (f16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f16_f16_f16_f16(unsigned int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const unsigned int (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k16_row_col_f16_f16_f16_f16: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32`: warp MMA 16x8x16: D (f32) = A (bf16, row) * B (bf16, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k16_row_col_f32_bf16_bf16_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k16_row_col_f32_bf16_bf16_f32: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32`: warp MMA 16x8x8: D (f32) = A (tf32, row) * B (tf32, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k8_row_col_f32_tf32_tf32_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k8_row_col_f32_tf32_tf32_f32: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_s8_s8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_s32_s8_s8_s32: mma.sync.aligned.m16n8k32.row.col.s32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_s8_u8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_s32_s8_u8_s32: mma.sync.aligned.m16n8k32.row.col.s32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_u8_s8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_s32_u8_s8_s32: mma.sync.aligned.m16n8k32.row.col.s32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.s32`: warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C (PTX ISA 7.0, sm_80)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_s32_u8_u8_s32(int (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const int (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_s32_u8_u8_s32: mma.sync.aligned.m16n8k32.row.col.s32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mbarrier.pending_count.b64`: d = the pending arrival count in a state token (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int mbar_token_pending_count(mbar_token token) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mbar_token_pending_count: mbarrier.pending_count.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `fma.rn.bf16`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 fma_rn_bf16(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  static_assert(detail::always_false<TypedPtxArch>::value, "fma_rn_bf16: fma.rn.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `fma.rn.bf16x2`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 fma_rn_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  static_assert(detail::always_false<TypedPtxArch>::value, "fma_rn_bf16x2: fma.rn.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.f16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half min_f16(__half a, __half b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_f16: min.f16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.bf16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 min_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_bf16: min.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.f16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 min_f16x2(__half2 a, __half2 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_f16x2: min.f16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.bf16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 min_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_bf16x2: min.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.f16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half max_f16(__half a, __half b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_f16: max.f16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.bf16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 max_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_bf16: max.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.f16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 max_f16x2(__half2 a, __half2 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_f16x2: max.f16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.bf16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 max_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_bf16x2: max.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `neg.bf16`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 neg_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "neg_bf16: neg.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `neg.bf16x2`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 neg_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "neg_bf16x2: neg.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `abs.bf16`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 abs_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "abs_bf16: abs.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `abs.bf16x2`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 abs_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "abs_bf16x2: abs.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.f16.f32`: f32 to f16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_relu_f16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_f16_f32: cvt.rn.relu.f16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.bf16.f32`: f32 to bf16, round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_bf16_f32: cvt.rn.bf16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.bf16.f32`: f32 to bf16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_relu_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_bf16_f32: cvt.rn.relu.bf16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.bf16.f32`: f32 to bf16, round to nearest even, saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_satfinite_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_bf16_f32: cvt.rn.satfinite.bf16.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.f32.bf16`: bf16 to f32 (exact) (PTX ISA 7.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_f32_bf16: cvt.f32.bf16 needs sm_80 (PTX ISA 7.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.f32`: two f32 to a f16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_f32: cvt.rn.f16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.f16x2.f32`: two f32 to a f16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_relu_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_f16x2_f32: cvt.rn.relu.f16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.f16x2.f32`: two f32 to a f16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_satfinite_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_f16x2_f32: cvt.rn.satfinite.f16x2.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.bf16x2.f32`: two f32 to a bf16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_bf16x2_f32: cvt.rn.bf16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.bf16x2.f32`: two f32 to a bf16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_relu_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_bf16x2_f32: cvt.rn.relu.bf16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.bf16x2.f32`: two f32 to a bf16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_satfinite_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_bf16x2_f32: cvt.rn.satfinite.bf16x2.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_80
// -- sm_89 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e4m3_e4m3_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_f32_e4m3_e4m3_f32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_f32_e4m3_e4m3_f32: the A fragment of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_f32_e4m3_e4m3_f32: the B fragment of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e4m3_e5m2_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_f32_e4m3_e5m2_f32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_f32_e4m3_e5m2_f32: the A fragment of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_f32_e4m3_e5m2_f32: the B fragment of mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e5m2_e4m3_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_f32_e5m2_e4m3_f32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_f32_e5m2_e4m3_f32: the A fragment of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_f32_e5m2_e4m3_f32: the B fragment of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e5m2_e5m2_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
static_assert(LD == 4 && LC == 4, "mma_m16n8k32_row_col_f32_e5m2_e5m2_f32: the accumulators C and D of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 are 4 registers (float) a lane");
static_assert(LA == 4, "mma_m16n8k32_row_col_f32_e5m2_e5m2_f32: the A fragment of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 is 4 registers a lane");
static_assert(LB == 2, "mma_m16n8k32_row_col_f32_e5m2_e5m2_f32: the B fragment of mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 is 2 registers a lane");
asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
/// `cvt.rn.satfinite.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.satfinite.relu.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_relu_e4m3x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.relu.e4m3x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.relu.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_relu_e5m2x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.relu.e5m2x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.satfinite.e4m3x2.f16x2`: a f16x2 to FP8 E4M3 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f16x2(__half2 a) {
unsigned short d;
asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.e5m2x2.f16x2`: a f16x2 to FP8 E5M2 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f16x2(__half2 a) {
unsigned short d;
asm("cvt.rn.satfinite.e5m2x2.f16x2 %0, %1;" : "=h"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.f16x2.e4m3x2`: FP8 E4M3 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e4m3x2(__nv_fp8x2_e4m3 a) {
unsigned int d;
asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.f16x2.e5m2x2`: FP8 E5M2 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e5m2x2(__nv_fp8x2_e5m2 a) {
unsigned int d;
asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half2>(d);
}
#else  // older than sm_89: the same names fail to compile, saying why
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e4m3_e4m3_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_f32_e4m3_e4m3_f32: mma.sync.aligned.m16n8k32.row.col.f32 needs sm_89 (PTX ISA 8.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e4m3_e5m2_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_f32_e4m3_e5m2_f32: mma.sync.aligned.m16n8k32.row.col.f32 needs sm_89 (PTX ISA 8.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e5m2_e4m3_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_f32_e5m2_e4m3_f32: mma.sync.aligned.m16n8k32.row.col.f32 needs sm_89 (PTX ISA 8.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `mma.sync.aligned.m16n8k32.row.col.f32`: warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C (PTX ISA 8.4, sm_89)
template <int LD, int LA, int LB, int LC, class TypedPtxArch = void>
TYPED_PTX_DEVICE void mma_m16n8k32_row_col_f32_e5m2_e5m2_f32(float (&d)[LD], const unsigned int (&a)[LA], const unsigned int (&b)[LB], const float (&c)[LC]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mma_m16n8k32_row_col_f32_e5m2_e5m2_f32: mma.sync.aligned.m16n8k32.row.col.f32 needs sm_89 (PTX ISA 8.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cvt.rn.satfinite.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e4m3x2_f32: cvt.rn.satfinite.e4m3x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e5m2x2_f32: cvt.rn.satfinite.e5m2x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.relu.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_relu_e4m3x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_relu_e4m3x2_f32: cvt.rn.satfinite.relu.e4m3x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.relu.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_relu_e5m2x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_relu_e5m2x2_f32: cvt.rn.satfinite.relu.e5m2x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e4m3x2.f16x2`: a f16x2 to FP8 E4M3 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f16x2(__half2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e4m3x2_f16x2: cvt.rn.satfinite.e4m3x2.f16x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e5m2x2.f16x2`: a f16x2 to FP8 E5M2 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f16x2(__half2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e5m2x2_f16x2: cvt.rn.satfinite.e5m2x2.f16x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.e4m3x2`: FP8 E4M3 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e4m3x2(__nv_fp8x2_e4m3 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_e4m3x2: cvt.rn.f16x2.e4m3x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.e5m2x2`: FP8 E5M2 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e5m2x2(__nv_fp8x2_e5m2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_e5m2x2: cvt.rn.f16x2.e5m2x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_89
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `fence.acq_rel.cluster`: acquire-release fence, cluster scope (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
asm volatile("fence.acq_rel.cluster;" ::: "memory");
}
/// `barrier.cluster.arrive`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
asm volatile("barrier.cluster.arrive;" ::: "memory");
}
/// `barrier.cluster.wait`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait() {
asm volatile("barrier.cluster.wait;" ::: "memory");
}
/// `fence.proxy.async`: bidirectional fence between the generic proxy and the async proxy (TMA, bulk copies, wgmma operands), every state space (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async() {
asm volatile("fence.proxy.async;" ::: "memory");
}
/// `fence.proxy.async.shared::cta`: generic/async proxy fence for .shared::cta (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cta() {
asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}
/// `fence.proxy.async.shared::cluster`: generic/async proxy fence for .shared::cluster (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cluster() {
asm volatile("fence.proxy.async.shared::cluster;" ::: "memory");
}
/// `fence.proxy.async.global`: generic/async proxy fence for .global (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_global() {
asm volatile("fence.proxy.async.global;" ::: "memory");
}
/// `fence.mbarrier_init.release.cluster`: release the preceding mbarrier.init of the thread to the cluster (before remote arrives or TMA multicast use them) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_mbarrier_init_release_cluster() {
asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.cta`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, CTA scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cta() {
asm volatile("fence.proxy.tensormap::generic.release.cta;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.cluster`: release tensor-map writes to the tensormap proxy, cluster scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cluster() {
asm volatile("fence.proxy.tensormap::generic.release.cluster;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.gpu`: release tensor-map writes to the tensormap proxy, GPU scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_gpu() {
asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.sys`: release tensor-map writes to the tensormap proxy, system scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_sys() {
asm volatile("fence.proxy.tensormap::generic.release.sys;" ::: "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing on an mbarrier of the destination CTA (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "l"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing on an mbarrier of the destination CTA (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar, unsigned short cta_mask) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared_multicast: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared_multicast: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;" :: "r"(dst.raw()), "l"(src.raw()), "n"(Bytes), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar, unsigned short cta_mask) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared_multicast: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared_multicast: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into another CTA's, completing on that CTA's mbarrier (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_cluster: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into another CTA's, completing on that CTA's mbarrier (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_cluster: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from shared memory to .global, tracked by the thread's bulk async-group (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_global: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from shared memory to .global, tracked by the thread's bulk async-group (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_global: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: reduce size bytes of shared memory into .global element by element (.op.type follow), in a bulk async-group (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_global: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, float>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, double>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_global: into .global PTX reduces add on u32/s32/u64/f32/f64, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
}
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: reduce size bytes of shared memory into .global element by element (.op.type follow), in a bulk async-group (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_global: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, float>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, double>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_global: into .global PTX reduces add on u32/s32/u64/f32/f64, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
}
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: reduce size bytes of shared memory into another CTA's (.op.type follow), completing on its mbarrier (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_cluster: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_cluster: into .shared::cluster PTX reduces add on u32/s32/u64, min/max on u32/s32, inc/dec on u32, and/or/xor on 32-bit integers");
}
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: reduce size bytes of shared memory into another CTA's (.op.type follow), completing on its mbarrier (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_cluster: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_cluster: into .shared::cluster PTX reduces add on u32/s32/u64, min/max on u32/s32, inc/dec on u32, and/or/xor on 32-bit integers");
}
}
/// `cp.async.bulk.prefetch.L2.global`: prefetch size bytes of .global into L2 (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_prefetch_l2(global_ptr<T> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_prefetch_l2: a bulk copy moves a multiple of 16 bytes, at most 1048560");
asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" :: "l"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.async.bulk.commit_group`: close the thread's group of bulk copies to .global (bulk_group) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_commit_group() {
asm volatile("cp.async.bulk.commit_group;" ::: "memory");
}
/// `cp.async.bulk.wait_group`: wait until at most N bulk async-groups are pending (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group() {
asm volatile("cp.async.bulk.wait_group %0;" :: "n"(N) : "memory");
}
/// `cp.async.bulk.wait_group.read`: wait until at most N bulk async-groups still read their shared-memory source (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group_read() {
asm volatile("cp.async.bulk.wait_group.read %0;" :: "n"(N) : "memory");
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes`: load a tile of a tensor map into shared memory, completing on an mbarrier (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5, %6}], [%7];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(bar.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes`: load a tile of a tensor map into shared memory, completing on an mbarrier (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5, %6}], [%7];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(bar.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster`: the same tile into every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar, unsigned short cta_mask) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load_multicast: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load_multicast: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2}], [%3], %4;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4}], [%5], %6;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5}], [%6], %7;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5, %6}], [%7], %8;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster`: the same tile into every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar, unsigned short cta_mask) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load_multicast: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load_multicast: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2}], [%3], %4;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4}], [%5], %6;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5}], [%6], %7;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5, %6}], [%7], %8;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
}
/// `cp.async.bulk.tensor`: `.Nd.global.shared::cta.tile.bulk_group`: store a tile from shared memory through a tensor map (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_store: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_store: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: `.Nd.global.shared::cta.tile.bulk_group`: store a tile from shared memory through a tensor map (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_store: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_store: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
/// `cp.reduce.async.bulk.tensor`: `.Nd.global.shared::cta.op.tile.bulk_group`: reduce a tile from shared memory into the tensor (add, min, max, inc, dec, and, or, xor) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_reduce: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_reduce: a tensor map of rank R takes exactly R coordinates, innermost first");
static_assert((Op == bulk_op::add && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, float>::value)) || ((Op == bulk_op::min || Op == bulk_op::max) && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || ((Op == bulk_op::inc || Op == bulk_op::dec) && detail::is_same<U, unsigned int>::value) || ((Op == bulk_op::and_ || Op == bulk_op::or_ || Op == bulk_op::xor_) && (sizeof(U) == 4 || sizeof(U) == 8) && !detail::is_same<U, float>::value && !detail::is_same<U, double>::value), "tma_reduce: PTX reduces add on u32/s32/u64/f32 maps, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
if constexpr (Op == bulk_op::add) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::min) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::max) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::inc) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::dec) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::and_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::or_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::xor_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
}
/// `cp.reduce.async.bulk.tensor`: `.Nd.global.shared::cta.op.tile.bulk_group`: reduce a tile from shared memory into the tensor (add, min, max, inc, dec, and, or, xor) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_reduce: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_reduce: a tensor map of rank R takes exactly R coordinates, innermost first");
static_assert((Op == bulk_op::add && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, float>::value)) || ((Op == bulk_op::min || Op == bulk_op::max) && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || ((Op == bulk_op::inc || Op == bulk_op::dec) && detail::is_same<U, unsigned int>::value) || ((Op == bulk_op::and_ || Op == bulk_op::or_ || Op == bulk_op::xor_) && (sizeof(U) == 4 || sizeof(U) == 8) && !detail::is_same<U, float>::value && !detail::is_same<U, double>::value), "tma_reduce: PTX reduces add on u32/s32/u64/f32 maps, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
if constexpr (Op == bulk_op::add) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::min) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::max) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::inc) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::dec) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::and_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::or_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::xor_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
}
/// `cp.async.bulk.prefetch.tensor`: `.Nd.L2.global.tile`: prefetch a tile of a tensor map into L2 (PTX ISA 8.0, sm_90)
template <class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_prefetch_tile(tensor_map_addr<U, R> map, const int (&c)[R2]) {
static_assert(R2 == R, "tma_prefetch_tile: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%0, {%1}];" :: "l"(map.raw()), "r"(c[0]) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%0, {%1, %2, %3}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%0, {%1, %2, %3, %4}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%0, {%1, %2, %3, %4, %5}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]) : "memory");
}
}
/// `prefetch.tensormap`: prefetch a tensor map (its generic address, from .param, .const or .global) (PTX ISA 8.0, sm_90)
template <class U, int R, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tensor_map_prefetch(tensor_map_addr<U, R> map) {
asm volatile("prefetch.tensormap [%0];" :: "l"(map.raw()) : "memory");
}
/// `add.bf16`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 add_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("add.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `add.bf16x2`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 add_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("add.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `sub.bf16`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 sub_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("sub.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `sub.bf16x2`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 sub_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("sub.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `mul.bf16`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 mul_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("mul.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `mul.bf16x2`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 mul_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("mul.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `ex2.approx.ftz.bf16`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 ex2_approx_ftz_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("ex2.approx.ftz.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `ex2.approx.ftz.bf16x2`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 ex2_approx_ftz_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("ex2.approx.ftz.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `tanh.approx.bf16`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 tanh_approx_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("tanh.approx.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `tanh.approx.bf16x2`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 tanh_approx_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("tanh.approx.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `elect.sync`: elect one leader lane of the member mask: d = its lane index, p = true in the leader only (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE bool elect_leader(unsigned int mask, unsigned int& leader) {
detail::u32 lane, elected;
asm volatile("{ .reg .pred p; elect.sync %0|p, %2; selp.u32 %1, 1, 0, p; }" : "=r"(lane), "=r"(elected) : "r"(mask));
leader = lane;
return elected != 0;
}
/// `griddepcontrol.launch_dependents`: let the grids that depend on this one (programmatic dependent launch) be scheduled (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_launch_dependents() {
asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
}
/// `griddepcontrol.wait`: wait until the prerequisite grids have completed and their memory is visible (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_wait() {
asm volatile("griddepcontrol.wait;" ::: "memory");
}
/// `%cluster_ctarank`: CTA rank in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctarank() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(d));
return d;
}
/// `%cluster_nctarank`: number of CTAs in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctarank() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(d));
return d;
}
/// `%cluster_ctaid.x`: CTA index in the cluster, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_x() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(d));
return d;
}
/// `%cluster_nctaid.x`: cluster size in CTAs, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_x() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(d));
return d;
}
/// `%clusterid.x`: cluster index in the grid, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_x() {
unsigned int d;
asm("mov.u32 %0, %%clusterid.x;" : "=r"(d));
return d;
}
/// `%nclusterid.x`: grid size in clusters, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_x() {
unsigned int d;
asm("mov.u32 %0, %%nclusterid.x;" : "=r"(d));
return d;
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `fence.acq_rel.cluster`: acquire-release fence, cluster scope (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acq_rel_cluster: fence.acq_rel.cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive: barrier.cluster.arrive needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.wait`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait: barrier.cluster.wait needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async`: bidirectional fence between the generic proxy and the async proxy (TMA, bulk copies, wgmma operands), every state space (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async: fence.proxy.async needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.shared::cta`: generic/async proxy fence for .shared::cta (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_shared_cta: fence.proxy.async.shared::cta needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.shared::cluster`: generic/async proxy fence for .shared::cluster (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_shared_cluster: fence.proxy.async.shared::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.global`: generic/async proxy fence for .global (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_global() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_global: fence.proxy.async.global needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.mbarrier_init.release.cluster`: release the preceding mbarrier.init of the thread to the cluster (before remote arrives or TMA multicast use them) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_mbarrier_init_release_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_mbarrier_init_release_cluster: fence.mbarrier_init.release.cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.cta`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, CTA scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_cta: fence.proxy.tensormap::generic.release.cta needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.cluster`: release tensor-map writes to the tensormap proxy, cluster scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_cluster: fence.proxy.tensormap::generic.release.cluster needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.gpu`: release tensor-map writes to the tensormap proxy, GPU scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_gpu() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_gpu: fence.proxy.tensormap::generic.release.gpu needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.sys`: release tensor-map writes to the tensormap proxy, system scope (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_sys: fence.proxy.tensormap::generic.release.sys needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing on an mbarrier of the destination CTA (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing on an mbarrier of the destination CTA (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared_multicast: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared_multicast: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into another CTA's, completing on that CTA's mbarrier (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_cluster: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into another CTA's, completing on that CTA's mbarrier (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_cluster: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from shared memory to .global, tracked by the thread's bulk async-group (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_global: cp.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from shared memory to .global, tracked by the thread's bulk async-group (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_global: cp.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: reduce size bytes of shared memory into .global element by element (.op.type follow), in a bulk async-group (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_global: cp.reduce.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: reduce size bytes of shared memory into .global element by element (.op.type follow), in a bulk async-group (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_global: cp.reduce.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: reduce size bytes of shared memory into another CTA's (.op.type follow), completing on its mbarrier (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_cluster: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: reduce size bytes of shared memory into another CTA's (.op.type follow), completing on its mbarrier (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_cluster: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.prefetch.L2.global`: prefetch size bytes of .global into L2 (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_prefetch_l2(global_ptr<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_prefetch_l2: cp.async.bulk.prefetch.L2.global needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.commit_group`: close the thread's group of bulk copies to .global (bulk_group) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_commit_group: cp.async.bulk.commit_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.wait_group`: wait until at most N bulk async-groups are pending (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_wait_group: cp.async.bulk.wait_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.wait_group.read`: wait until at most N bulk async-groups still read their shared-memory source (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group_read() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_wait_group_read: cp.async.bulk.wait_group.read needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes`: load a tile of a tensor map into shared memory, completing on an mbarrier (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes`: load a tile of a tensor map into shared memory, completing on an mbarrier (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster`: the same tile into every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load_multicast: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster`: the same tile into every CTA of a 16-bit cluster mask (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load_multicast: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.global.shared::cta.tile.bulk_group`: store a tile from shared memory through a tensor map (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_store: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: `.Nd.global.shared::cta.tile.bulk_group`: store a tile from shared memory through a tensor map (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_store: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.tensor`: `.Nd.global.shared::cta.op.tile.bulk_group`: reduce a tile from shared memory into the tensor (add, min, max, inc, dec, and, or, xor) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_reduce: cp.reduce.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.tensor`: `.Nd.global.shared::cta.op.tile.bulk_group`: reduce a tile from shared memory into the tensor (add, min, max, inc, dec, and, or, xor) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_reduce: cp.reduce.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.prefetch.tensor`: `.Nd.L2.global.tile`: prefetch a tile of a tensor map into L2 (PTX ISA 8.0, sm_90)
template <class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_prefetch_tile(tensor_map_addr<U, R> map, const int (&c)[R2]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_prefetch_tile: cp.async.bulk.prefetch.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `prefetch.tensormap`: prefetch a tensor map (its generic address, from .param, .const or .global) (PTX ISA 8.0, sm_90)
template <class U, int R, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tensor_map_prefetch(tensor_map_addr<U, R> map) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tensor_map_prefetch: prefetch.tensormap needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `add.bf16`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 add_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "add_bf16: add.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `add.bf16x2`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 add_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "add_bf16x2: add.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `sub.bf16`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 sub_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "sub_bf16: sub.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `sub.bf16x2`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 sub_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "sub_bf16x2: sub.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `mul.bf16`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 mul_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mul_bf16: mul.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `mul.bf16x2`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 mul_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mul_bf16x2: mul.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `ex2.approx.ftz.bf16`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 ex2_approx_ftz_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ex2_approx_ftz_bf16: ex2.approx.ftz.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `ex2.approx.ftz.bf16x2`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 ex2_approx_ftz_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ex2_approx_ftz_bf16x2: ex2.approx.ftz.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `tanh.approx.bf16`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 tanh_approx_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tanh_approx_bf16: tanh.approx.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `tanh.approx.bf16x2`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 tanh_approx_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tanh_approx_bf16x2: tanh.approx.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `elect.sync`: elect one leader lane of the member mask: d = its lane index, p = true in the leader only (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE bool elect_leader(unsigned int mask, unsigned int& leader) {
  static_assert(detail::always_false<TypedPtxArch>::value, "elect_leader: elect.sync needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `griddepcontrol.launch_dependents`: let the grids that depend on this one (programmatic dependent launch) be scheduled (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_launch_dependents() {
  static_assert(detail::always_false<TypedPtxArch>::value, "griddepcontrol_launch_dependents: griddepcontrol.launch_dependents needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `griddepcontrol.wait`: wait until the prerequisite grids have completed and their memory is visible (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_wait() {
  static_assert(detail::always_false<TypedPtxArch>::value, "griddepcontrol_wait: griddepcontrol.wait needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `%cluster_ctarank`: CTA rank in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctarank() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctarank: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctarank`: number of CTAs in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctarank() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctarank: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_ctaid.x`: CTA index in the cluster, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctaid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctaid.x`: cluster size in CTAs, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctaid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%clusterid.x`: cluster index in the grid, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_clusterid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%nclusterid.x`: grid size in clusters, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_nclusterid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_90
// -- sm_90a only --
#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM90_ALL)
/// `wgmma.fence.sync.aligned`: order earlier register accesses of the warpgroup before wgmma.mma_async reads or writes them (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_fence() {
asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
}
/// `wgmma.commit_group.sync.aligned`: close the group of outstanding wgmma.mma_async operations (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_commit_group() {
asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}
/// `wgmma.wait_group.sync.aligned`: wait until at most N wgmma groups are pending (then their accumulators may be read) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_wait_group() {
static_assert(N >= 0 && N <= 255, "wgmma_wait_group: wgmma.wait_group.sync.aligned waits until at most N (0..=255) groups are pending");
asm volatile("wgmma.wait_group.sync.aligned %0;" :: "n"(N) : "memory");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, descriptor) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_f16_f16(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((TransA == 0 || TransA == 1) && (TransB == 0 || TransB == 1), "wgmma_ss_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: imm-trans-a and imm-trans-b are 0 or 1");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.f16.f16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_F16_F16)
#undef TYPED_PTX_WG_WGMMA_SS_F32_F16_F16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, descriptor) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_f16_f16(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_ss_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((TransA == 0 || TransA == 1) && (TransB == 0 || TransB == 1), "wgmma_ss_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: imm-trans-a and imm-trans-b are 0 or 1");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F16_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f16.f16.f16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F16_3(TYPED_PTX_WG_WGMMA_SS_F16_F16_F16)
#undef TYPED_PTX_WG_WGMMA_SS_F16_F16_F16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, registers) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_f16_f16(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((0 == 0 || 0 == 1) && (TransB == 0 || TransB == 1), "wgmma_rs_f32_f16_f16: wgmma.mma_async .f16.f16 into .f32: imm-trans-a and imm-trans-b are 0 or 1");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.f16.f16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_F16_F16)
#undef TYPED_PTX_WG_WGMMA_RS_F32_F16_F16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, registers) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_f16_f16(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_rs_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((0 == 0 || 0 == 1) && (TransB == 0 || TransB == 1), "wgmma_rs_f16_f16_f16: wgmma.mma_async .f16.f16 into .f16: imm-trans-a and imm-trans-b are 0 or 1");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F16_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f16.f16.f16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F16_6(TYPED_PTX_WG_WGMMA_RS_F16_F16_F16)
#undef TYPED_PTX_WG_WGMMA_RS_F16_F16_F16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32) = A (bf16, descriptor) * B (bf16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_bf16_bf16(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((TransA == 0 || TransA == 1) && (TransB == 0 || TransB == 1), "wgmma_ss_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: imm-trans-a and imm-trans-b are 0 or 1");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_BF16_BF16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.bf16.bf16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_BF16_BF16)
#undef TYPED_PTX_WG_WGMMA_SS_F32_BF16_BF16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32) = A (bf16, registers) * B (bf16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_bf16_bf16(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
static_assert((0 == 0 || 0 == 1) && (TransB == 0 || TransB == 1), "wgmma_rs_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: imm-trans-a and imm-trans-b are 0 or 1");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_BF16_BF16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.bf16.bf16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_BF16_BF16)
#undef TYPED_PTX_WG_WGMMA_RS_F32_BF16_BF16
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk8: D (f32) = A (tf32, descriptor) * B (tf32, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_tf32_tf32(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_TF32_TF32(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k8.f32.tf32.tf32 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_TF32_TF32)
#undef TYPED_PTX_WG_WGMMA_SS_F32_TF32_TF32
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk8: D (f32) = A (tf32, registers) * B (tf32, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_tf32_tf32(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_tf32_tf32: wgmma.mma_async .tf32.tf32 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_TF32_TF32(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k8.f32.tf32.tf32 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_TF32_TF32)
#undef TYPED_PTX_WG_WGMMA_RS_F32_TF32_TF32
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e4m3_e4m3(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E4M3)
#undef TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e4m3_e5m2(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E5M2)
#undef TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e5m2_e4m3(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E4M3)
#undef TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e5m2_e5m2(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_ss_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_3(TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E5M2)
#undef TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e4m3_e4m3(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_ss_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_3(TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E4M3)
#undef TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e4m3_e5m2(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_ss_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_3(TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E5M2)
#undef TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e5m2_e4m3(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_ss_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_3(TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E4M3)
#undef TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e5m2_e5m2(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_ss_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_ss_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_ss_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned long long da = a.raw();
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_3(TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E5M2)
#undef TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e4m3_e4m3(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E4M3)
#undef TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e4m3_e5m2(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E5M2)
#undef TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e5m2_e4m3(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E4M3)
#undef TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e5m2_e5m2(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 2, "wgmma_rs_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: the accumulator of m64n<N> is N/2 float registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f32_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f32: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F32_6(TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E5M2)
#undef TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e4m3_e4m3(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_rs_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f16_e4m3_e4m3: wgmma.mma_async .e4m3.e4m3 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_6(TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E4M3)
#undef TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e4m3_e5m2(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_rs_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f16_e4m3_e5m2: wgmma.mma_async .e4m3.e5m2 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_6(TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E5M2)
#undef TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E5M2
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e5m2_e4m3(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_rs_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f16_e5m2_e4m3: wgmma.mma_async .e5m2.e4m3 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_6(TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E4M3)
#undef TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E4M3
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e5m2_e5m2(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
static_assert(N >= 8 && N <= 256 && N % 8 == 0, "wgmma_rs_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256");
static_assert(L == N / 4, "wgmma_rs_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: the accumulator of m64n<N> is N/4 unsigned int registers a thread");
static_assert((ScaleA == 1 || ScaleA == -1) && (ScaleB == 1 || ScaleB == -1), "wgmma_rs_f16_e5m2_e5m2: wgmma.mma_async .e5m2.e5m2 into .f16: imm-scale-a and imm-scale-b are 1 or -1 (negate)");
unsigned int a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
unsigned long long db = b.raw();
unsigned int sd = scale_d;
#define TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
TYPED_PTX_WG_EACH_N_F16_6(TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E5M2)
#undef TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E5M2
}
#else  // not sm_90a: the same names fail to compile, saying why
/// `wgmma.fence.sync.aligned`: order earlier register accesses of the warpgroup before wgmma.mma_async reads or writes them (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_fence() {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_fence: wgmma.fence.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.commit_group.sync.aligned`: close the group of outstanding wgmma.mma_async operations (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_commit_group: wgmma.commit_group.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.wait_group.sync.aligned`: wait until at most N wgmma groups are pending (then their accumulators may be read) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_wait_group: wgmma.wait_group.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, descriptor) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_f16_f16(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_f16_f16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, descriptor) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_f16_f16(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f16_f16_f16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, registers) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_f16_f16(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_f16_f16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32/f16) = A (f16, registers) * B (f16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_f16_f16(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f16_f16_f16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32) = A (bf16, descriptor) * B (bf16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransA = 0, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_bf16_bf16(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_bf16_bf16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk16: D (f32) = A (bf16, registers) * B (bf16, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int TransB = 0, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_bf16_bf16(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_bf16_bf16: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk8: D (f32) = A (tf32, descriptor) * B (tf32, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_tf32_tf32(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_tf32_tf32: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk8: D (f32) = A (tf32, registers) * B (tf32, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_tf32_tf32(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_tf32_tf32: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e4m3_e4m3(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_e4m3_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e4m3_e5m2(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_e4m3_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e5m2_e4m3(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_e5m2_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f32_e5m2_e5m2(float (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f32_e5m2_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e4m3_e4m3(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f16_e4m3_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e4m3_e5m2(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f16_e4m3_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e5m2_e4m3(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f16_e5m2_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_ss_f16_e5m2_e5m2(unsigned int (&d)[L], wgmma_desc a, wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_ss_f16_e5m2_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e4m3_e4m3(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_e4m3_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e4m3_e5m2(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_e4m3_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e5m2_e4m3(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_e5m2_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f32_e5m2_e5m2(float (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f32_e5m2_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e4m3_e4m3(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f16_e4m3_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e4m3_e5m2(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f16_e4m3_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e5m2_e4m3(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f16_e5m2_e4m3: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
/// `wgmma.mma_async.sync.aligned`: warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D (PTX ISA 8.0, sm_90)
template <int N, int ScaleA = 1, int ScaleB = 1, int L, class TypedPtxArch = void>
TYPED_PTX_DEVICE void wgmma_rs_f16_e5m2_e5m2(unsigned int (&d)[L], const unsigned int (&a)[4], wgmma_desc b, bool scale_d) {
  static_assert(detail::always_false<TypedPtxArch>::value, "wgmma_rs_f16_e5m2_e5m2: wgmma.mma_async.sync.aligned needs an architecture-specific target, sm_90a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a)");
}
#endif  // sm_90a
// -- sm_90a, sm_100a, sm_103a, sm_120a, sm_121a only --
#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL) || defined(__CUDA_ARCH_FEAT_SM120_ALL) || defined(__CUDA_ARCH_FEAT_SM121_ALL)
/// `setmaxnreg.inc.sync.aligned.u32`: raise the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_inc_to() {
static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg_inc_to: setmaxnreg.inc.sync.aligned.u32 takes a register count in 24..=256, a multiple of 8");
asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" :: "n"(N) : "memory");
}
/// `setmaxnreg.dec.sync.aligned.u32`: release registers: lower the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_dec_to() {
static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg_dec_to: setmaxnreg.dec.sync.aligned.u32 takes a register count in 24..=256, a multiple of 8");
asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" :: "n"(N) : "memory");
}
#else  // not sm_90a, sm_100a, sm_103a, sm_120a, sm_121a: the same names fail to compile, saying why
/// `setmaxnreg.inc.sync.aligned.u32`: raise the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_inc_to() {
  static_assert(detail::always_false<TypedPtxArch>::value, "setmaxnreg_inc_to: setmaxnreg.inc.sync.aligned.u32 needs an architecture-specific target, sm_90a, sm_100a, sm_103a, sm_120a, sm_121a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a, sm_100a, sm_103a, sm_120a, sm_121a)");
}
/// `setmaxnreg.dec.sync.aligned.u32`: release registers: lower the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_dec_to() {
  static_assert(detail::always_false<TypedPtxArch>::value, "setmaxnreg_dec_to: setmaxnreg.dec.sync.aligned.u32 needs an architecture-specific target, sm_90a, sm_100a, sm_103a, sm_120a, sm_121a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a, sm_100a, sm_103a, sm_120a, sm_121a)");
}
#endif  // sm_90a, sm_100a, sm_103a, sm_120a, sm_121a
// -- sm_100a, sm_103a only --
#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL)
/// `redux.sync.min`: d = the f32 minimum of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_min_f32(float v, unsigned int mask) {
float d;
if constexpr (Abs && NaN) {
  asm volatile("redux.sync.min.abs.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (Abs && !NaN) {
  asm volatile("redux.sync.min.abs.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && NaN) {
  asm volatile("redux.sync.min.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && !NaN) {
  asm volatile("redux.sync.min.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
return d;
}
/// `redux.sync.max`: d = the f32 maximum of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_max_f32(float v, unsigned int mask) {
float d;
if constexpr (Abs && NaN) {
  asm volatile("redux.sync.max.abs.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (Abs && !NaN) {
  asm volatile("redux.sync.max.abs.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && NaN) {
  asm volatile("redux.sync.max.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && !NaN) {
  asm volatile("redux.sync.max.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
return d;
}
#else  // not sm_100a, sm_103a: the same names fail to compile, saying why
/// `redux.sync.min`: d = the f32 minimum of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_min_f32(float v, unsigned int mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "redux_sync_min_f32: redux.sync.min needs an architecture-specific target, sm_100a, sm_103a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100a, sm_103a)");
  return {};
}
/// `redux.sync.max`: d = the f32 maximum of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_max_f32(float v, unsigned int mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "redux_sync_max_f32: redux.sync.max needs an architecture-specific target, sm_100a, sm_103a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100a, sm_103a)");
  return {};
}
#endif  // sm_100a, sm_103a

namespace detail {
template <class A> struct is_cp_async_dst { static constexpr bool value = space_of<A>::value == 3; };
template <class A> struct is_cp_async_src { static constexpr bool value = space_of<A>::value == 2; };
}  // namespace detail

/// `cp_async_ca` from or to a space `cp.async.ca.shared.global` does not name: fails to compile, saying why.
template <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void cp_async_ca(D, S) {
  static_assert(detail::is_cp_async_dst<D>::value, "cp_async_ca: cp.async.ca.shared.global writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address");
  static_assert(detail::is_cp_async_src<S>::value, "cp_async_ca: cp.async.ca.shared.global reads from .global (global_ptr<T>), not from this address");
}

/// `cp_async_cg` from or to a space `cp.async.cg.shared.global` does not name: fails to compile, saying why.
template <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void cp_async_cg(D, S) {
  static_assert(detail::is_cp_async_dst<D>::value, "cp_async_cg: cp.async.cg.shared.global writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address");
  static_assert(detail::is_cp_async_src<S>::value, "cp_async_cg: cp.async.cg.shared.global reads from .global (global_ptr<T>), not from this address");
}

namespace detail {
template <class A> struct is_shared_tile { static constexpr bool value = space_of<A>::value == 3; };
template <class A, bool = (space_of<A>::value == 3)> struct is_cta_mbarrier { static constexpr bool value = false; };
template <class A> struct is_cta_mbarrier<A, true> { static constexpr bool value = is_same<typename remove_cv<typename A::element_type>::type, mbarrier>::value; };
template <class P> struct is_tensor_map_home { static constexpr bool value = false; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<tensor_map<T, R>, from_global> > { static constexpr bool value = true; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<const tensor_map<T, R>, from_const> > { static constexpr bool value = true; };
}  // namespace detail

/// `tma_load` of a destination or mbarrier it does not take: fails to compile, saying why.
template <class D, class M, int R2, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void tma_load(D, M, const int (&)[R2], B) {
  static_assert(detail::is_shared_tile<D>::value, "tma_load: a TMA load writes a .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "tma_load: a TMA load completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `tma_store` of a source it does not take: fails to compile, saying why.
template <class M, int R2, class S, typename detail::enable_if<!detail::is_shared_tile<S>::value, int>::type = 0>
TYPED_PTX_DEVICE void tma_store(M, const int (&)[R2], S) {
  static_assert(detail::is_shared_tile<S>::value, "tma_store: a TMA store reads the executing CTA's .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `bulk_copy_global_to_shared` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::space_of<S>::value == 2 && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(D, S, B) {
  static_assert(detail::is_shared_tile<D>::value, "bulk_copy_global_to_shared: cp.async.bulk from .global writes .shared (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::space_of<S>::value == 2, "bulk_copy_global_to_shared: cp.async.bulk into .shared reads .global (global_ptr<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "bulk_copy_global_to_shared: a bulk copy completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `bulk_copy_shared_to_global` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, typename detail::enable_if<!(detail::space_of<D>::value == 2 && detail::is_shared_tile<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(D, S) {
  static_assert(detail::space_of<D>::value == 2, "bulk_copy_shared_to_global: this bulk copy writes .global (global_ptr<T>), not this address");
  static_assert(detail::is_shared_tile<S>::value, "bulk_copy_shared_to_global: this bulk copy reads the executing CTA's .shared (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `tensor_map_of` of an address that is not a tensor map's in .global or .const: fails to
/// compile, saying why.
template <class P, typename detail::enable_if<!detail::is_tensor_map_home<P>::value, int>::type = 0>
TYPED_PTX_DEVICE void tensor_map_of(P) {
  static_assert(detail::is_tensor_map_home<P>::value, "tensor_map_of: TMA reads a tensor map from .param (tensor_map_param), .const or .global (a generic_ptr to a tensor_map from_const or from_global), not from this address");
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_CUH
