// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/core.cuh: the configuration, the address types and the operations on them
// (hidden friends), where typed addresses start, and the declared arrays. Part of
// typed_ptx.cuh (reference: docs/cuda-cpp.md); each family's file includes it.
#ifndef TYPED_PTX_CORE_CUH
#define TYPED_PTX_CORE_CUH

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

  /// `ld.global`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_normal(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_normal: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_normal: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_normal: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_normal.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_normal.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_normal.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_normal_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_normal_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_normal_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_normal_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_normal.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_normal.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_normal.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_normal_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_normal_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_normal_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_normal_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_normal.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_normal.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_normal.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_normal_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_normal_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_normal_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_normal_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_normal.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_normal.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_normal.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_normal.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_unchanged(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_unchanged: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_unchanged: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_unchanged: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_unchanged.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_unchanged.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_unchanged.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_unchanged_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_unchanged_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_unchanged_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_unchanged_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_unchanged.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_unchanged.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_unchanged.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_unchanged_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_unchanged_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_unchanged_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_unchanged_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_unchanged.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_unchanged.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_unchanged.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_unchanged_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_unchanged_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_unchanged_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_unchanged_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_unchanged.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_unchanged.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_unchanged.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_unchanged.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_first(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_first: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_first: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_first: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_first.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_first.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_first.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_first_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_first_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_first_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_first_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_first.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_first.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_first.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_first_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_first_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_first_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_first_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_first.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_first.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_first.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_first_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_first_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_first_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_first_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_first.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_first.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_first.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_first.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_last(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_last: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_last: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_last: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_last.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_last.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_last.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_last_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_last_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_last_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_last_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_last.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_last.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_last.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_last_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_last_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_last_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_last_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_last.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_last.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_last.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_evict_last_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_evict_last_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_evict_last_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_evict_last_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::evict_last.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::evict_last.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::evict_last.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::evict_last.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_no_allocate(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_no_allocate: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_no_allocate: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_no_allocate: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::no_allocate.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::no_allocate.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::no_allocate.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_no_allocate_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_no_allocate_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_no_allocate_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_no_allocate_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::no_allocate.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::no_allocate.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::no_allocate.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_no_allocate_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_no_allocate_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_no_allocate_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_no_allocate_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::no_allocate.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::no_allocate.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::no_allocate.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l1_no_allocate_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l1_no_allocate_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l1_no_allocate_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l1_no_allocate_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L1::no_allocate.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L1::no_allocate.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L1::no_allocate.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L1::no_allocate.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l2_64b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l2_64b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l2_128b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l2_128b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global`: load from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_l2_256b: ld.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_l2_256b: ld.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_normal(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_normal: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_normal: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_normal: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_normal.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_normal.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_normal.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_normal_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_normal_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_normal_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_normal_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_normal.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_normal_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_normal_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_normal_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_normal_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_normal.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_normal_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_normal_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_normal_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_normal_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_normal.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_normal.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_unchanged(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_unchanged: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_unchanged: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_unchanged: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_unchanged.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_unchanged.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_unchanged.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_unchanged_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_unchanged_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_unchanged_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_unchanged_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_unchanged_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_unchanged_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_unchanged_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_unchanged_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_unchanged_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_unchanged_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_unchanged_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_unchanged_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_unchanged.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_first(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_first: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_first: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_first: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_first.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_first.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_first.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_first_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_first_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_first_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_first_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_first.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_first.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_first.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_first_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_first_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_first_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_first_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_first.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_first.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_first.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_first_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_first_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_first_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_first_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_first.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_first.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_first.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_first.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_last(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_last: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_last: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_last: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_last.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_last.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_last.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_last_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_last_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_last_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_last_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_last.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_last.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_last.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_last_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_last_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_last_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_last_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_last.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_last.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_last.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_evict_last_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_evict_last_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_evict_last_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_evict_last_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::evict_last.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_no_allocate(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_no_allocate: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_no_allocate: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_no_allocate: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::no_allocate.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::no_allocate.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::no_allocate.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_no_allocate_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_no_allocate_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_no_allocate_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_no_allocate_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::no_allocate.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_no_allocate_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_no_allocate_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_no_allocate_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_no_allocate_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l1_no_allocate_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l1_no_allocate_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l1_no_allocate_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l1_no_allocate_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l2_64b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l2_64b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l2_64b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l2_64b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::64B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::64B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L2::64B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L2::64B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L2::64B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l2_128b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l2_128b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l2_128b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l2_128b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::128B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::128B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L2::128B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L2::128B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L2::128B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `ld.global.nc`: load from .global through the non-coherent cache and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2 (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc_l2_256b(global_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld_nc_l2_256b: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "ld_nc_l2_256b: ld.global.nc moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "ld_nc_l2_256b: ld.global.nc needs an address aligned to the size it moves; this element type is less aligned than it is large");
  U d;
  if constexpr (sizeof(U) == 1) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::256B.b8 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    unsigned char b = (unsigned char)r;
    __builtin_memcpy(&d, &b, 1);
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    asm volatile("ld.global.nc.L2::256B.b16 %0, [%1];" : "=h"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 2);
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    asm volatile("ld.global.nc.L2::256B.b32 %0, [%1];" : "=r"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 4);
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    asm volatile("ld.global.nc.L2::256B.b64 %0, [%1];" : "=l"(r) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, &r, 8);
  } else {
    unsigned int r[4];
    asm volatile("ld.global.nc.L2::256B.v4.b32 {%0, %1, %2, %3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(a.raw()) : "memory");
    __builtin_memcpy(&d, r, 16);
  }
  return d;
  }
  /// `st.global`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE void st(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  *(U*)__cvta_global_to_generic((size_t)a.raw()) = v;
  }
  /// `st.global`: store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1) (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE void st_l1_evict_normal(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st_l1_evict_normal: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st_l1_evict_normal: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st_l1_evict_normal: st.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st_l1_evict_normal: st.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.global.L1::evict_normal.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.global.L1::evict_normal.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.global.L1::evict_normal.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.global.L1::evict_normal.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.global.L1::evict_normal.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `st.global`: store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1) (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE void st_l1_evict_unchanged(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st_l1_evict_unchanged: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st_l1_evict_unchanged: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st_l1_evict_unchanged: st.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st_l1_evict_unchanged: st.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.global.L1::evict_unchanged.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.global.L1::evict_unchanged.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.global.L1::evict_unchanged.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.global.L1::evict_unchanged.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.global.L1::evict_unchanged.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `st.global`: store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1) (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE void st_l1_evict_first(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st_l1_evict_first: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st_l1_evict_first: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st_l1_evict_first: st.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st_l1_evict_first: st.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.global.L1::evict_first.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.global.L1::evict_first.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.global.L1::evict_first.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.global.L1::evict_first.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.global.L1::evict_first.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `st.global`: store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1) (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE void st_l1_evict_last(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st_l1_evict_last: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st_l1_evict_last: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st_l1_evict_last: st.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st_l1_evict_last: st.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.global.L1::evict_last.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.global.L1::evict_last.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.global.L1::evict_last.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.global.L1::evict_last.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.global.L1::evict_last.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `st.global`: store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1) (PTX ISA 7.4, sm_70)
  friend TYPED_PTX_DEVICE void st_l1_no_allocate(global_ptr a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st_l1_no_allocate: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "st_l1_no_allocate: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  static_assert(sizeof(U) == 1 || sizeof(U) == 2 || sizeof(U) == 4 || sizeof(U) == 8 || sizeof(U) == 16, "st_l1_no_allocate: st.global moves 1, 2, 4, 8 or 16 bytes");
  static_assert(alignof(U) >= sizeof(U) || sizeof(U) == 1, "st_l1_no_allocate: st.global needs an address aligned to the size it moves; this element type is less aligned than it is large");
  if constexpr (sizeof(U) == 1) {
    unsigned char b;
    __builtin_memcpy(&b, &v, 1);
    asm volatile("st.global.L1::no_allocate.b8 [%0], %1;" :: "l"(a.raw()), "h"((unsigned short)b) : "memory");
  } else if constexpr (sizeof(U) == 2) {
    unsigned short r;
    __builtin_memcpy(&r, &v, 2);
    asm volatile("st.global.L1::no_allocate.b16 [%0], %1;" :: "l"(a.raw()), "h"(r) : "memory");
  } else if constexpr (sizeof(U) == 4) {
    unsigned int r;
    __builtin_memcpy(&r, &v, 4);
    asm volatile("st.global.L1::no_allocate.b32 [%0], %1;" :: "l"(a.raw()), "r"(r) : "memory");
  } else if constexpr (sizeof(U) == 8) {
    unsigned long long r;
    __builtin_memcpy(&r, &v, 8);
    asm volatile("st.global.L1::no_allocate.b64 [%0], %1;" :: "l"(a.raw()), "l"(r) : "memory");
  } else {
    unsigned int r[4];
    __builtin_memcpy(r, &v, 16);
    asm volatile("st.global.L1::no_allocate.v4.b32 [%0], {%1, %2, %3, %4};" :: "l"(a.raw()), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
  }
  /// `cvta.global.u64`: generic address of a .global address (PTX ISA 2.0, sm_20)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_global> cvta_global_to_generic(global_ptr a) {
  return generic_ptr<T, from_global>(unchecked, (detail::u64)__cvta_global_to_generic((size_t)a.raw()));
  }
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.global`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.global`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `atom.global.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(global_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.global.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.global.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(global_ptr a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.global.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
#else  // older than sm_90: the same names fail to compile, saying why
  /// `atom.global.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(global_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.global.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.global.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(global_ptr a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.global.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
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

  /// `ld.shared`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_shared_to_generic((size_t)a.raw());
  }
  /// `st.shared`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `ldmatrix.sync.aligned.m8n8.x1.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1_trans: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_addr64<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2_trans: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
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
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cta: this is not the address of an mbarrier: mbarrier.arrive.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
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
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta: mbarrier.arrive.release.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta: mbarrier.test_wait.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
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
  /// `atom.shared.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.shared.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr64 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64 a, unsigned int rank) {
  detail::u64 d;
  asm("mapa.shared::cluster.u64 %0, %1, %2;" : "=l"(d) : "l"(a.raw()), "r"(rank));
  return shared_cluster_addr64<T>(unchecked, d);
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "l"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1_trans: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" :: "l"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2_trans: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "l"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
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
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr64 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cluster.shared::cta.b64 %0, [%1];" : "=l"(state) : "l"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cta: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr64 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "l"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "l"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
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
#else  // older than sm_90: the same names fail to compile, saying why
  /// `atom.shared.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.shared.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr64 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.shared.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1: stmatrix.sync.aligned.m8n8.x1.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2: stmatrix.sync.aligned.m8n8.x2.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4: stmatrix.sync.aligned.m8n8.x4.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1_trans: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr64<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2_trans: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
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
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr64 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster: mbarrier.arrive.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr64 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster: mbarrier.test_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta: mbarrier.try_wait.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr64 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster: mbarrier.try_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr64 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr64 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
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

  /// `ld.shared`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_shared_to_generic((size_t)a.raw());
  }
  /// `st.shared`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom.shared`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red.shared`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `ldmatrix.sync.aligned.m8n8.x1.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x4(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x4: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "ldmatrix_x4: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x1_trans(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x1_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "ldmatrix_x1_trans: ldmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
  template <int L>
  friend TYPED_PTX_DEVICE void ldmatrix_x2_trans(shared_addr32<T> row, unsigned int (&d)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "ldmatrix_x2_trans: ldmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "ldmatrix_x2_trans: ldmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(row.raw()) : "memory");
  }
  /// `ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed) (PTX ISA 6.5, sm_75)
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
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cta: this is not the address of an mbarrier: mbarrier.arrive.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
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
  /// `mbarrier.arrive.release.cta.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cta(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cta: mbarrier.arrive.release.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cta.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cta: mbarrier.test_wait.acquire.cta.shared::cta.b64 needs sm_80 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cta.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_80)
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
  /// `atom.shared.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "r"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.shared.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr32 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared.exch.b128 %0, [%1], %2;" : "=q"(d) : "r"(a.raw()), "q"(v) : "memory");
  return d;
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32 a, unsigned int rank) {
  detail::u32 d;
  asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a.raw()), "r"(rank));
  return shared_cluster_addr32<T>(unchecked, d);
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x4: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 4, "stmatrix_x4: stmatrix .x4 moves 4 8x8 matrices: 4 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x1_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 1, "stmatrix_x1_trans: stmatrix .x1 moves 1 8x8 matrices: 1 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" :: "r"(row.raw()), "r"(v[0]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "stmatrix_x2_trans: stmatrix moves 8x8 matrices of 16-bit elements (two, or four bytes, a register): T is a 1-, 2- or 4-byte element");
  static_assert(L == 2, "stmatrix_x2_trans: stmatrix .x2 moves 2 8x8 matrices: 2 registers a lane");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "r"(row.raw()), "r"(v[0]), "r"(v[1]) : "memory");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
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
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr32 bar) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.release.cluster.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(bar.raw()) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cta: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr32 bar, unsigned int tx_bytes) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_arrive_expect_tx_release_cluster: this is not the address of an mbarrier: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u64 state;
  asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(bar.raw()), "r"(tx_bytes) : "memory");
  return mbar_token(unchecked, state);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_test_wait_parity_acquire_cluster: this is not the address of an mbarrier: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_acquire_cluster: this is not the address of an mbarrier: mbarrier.try_wait.acquire.cluster.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.acquire.cluster.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "l"(token.raw()) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
  static_assert(detail::is_same<typename detail::remove_cv<T>::type, mbarrier>::value, "mbarrier_try_wait_parity_acquire_cta: this is not the address of an mbarrier: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 takes a typed_ptx::mbarrier (declare TYPED_PTX_SHARED_ARRAY(bars, mbarrier, N) and pass bars.addr32(i)); a u64 in memory is not one");
  detail::u32 done;
  asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(bar.raw()), "r"(parity) : "memory");
  return done != 0;
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
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
#else  // older than sm_90: the same names fail to compile, saying why
  /// `atom.shared.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.shared.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_addr32 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.shared.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32 a, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `stmatrix.sync.aligned.m8n8.x1.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1: stmatrix.sync.aligned.m8n8.x1.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2: stmatrix.sync.aligned.m8n8.x2.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x4(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x4: stmatrix.sync.aligned.m8n8.x4.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x1.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x1_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x1_trans: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x2.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
  template <int L>
  friend TYPED_PTX_DEVICE void stmatrix_x2_trans(shared_addr32<T> row, const unsigned int (&v)[L]) {
    static_assert(detail::always_false<T>::value, "stmatrix_x2_trans: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `stmatrix.sync.aligned.m8n8.x4.trans.shared.b16`: store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed) (PTX ISA 7.8, sm_90)
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
  /// `mbarrier.arrive.release.cluster.shared::cta.b64`: arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_release_cluster(shared_addr32 bar) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_release_cluster: mbarrier.arrive.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cta.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cta(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cta: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64`: expect tx bytes and arrive, release at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE mbar_token mbarrier_arrive_expect_tx_release_cluster(shared_addr32 bar, unsigned int tx_bytes) {
    static_assert(detail::always_false<T>::value, "mbarrier_arrive_expect_tx_release_cluster: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return mbar_token(unchecked, 0);
  }
  /// `mbarrier.test_wait.acquire.cluster.shared::cta.b64`: test_wait with acquire semantics at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_acquire_cluster: mbarrier.test_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64`: test_wait.parity, acquire at a scope (.cta, .cluster: sm_90) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_test_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_test_wait_parity_acquire_cluster: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cta.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cta(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cta: mbarrier.try_wait.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.acquire.cluster.shared::cta.b64`: try_wait, acquire at a scope (.cta, .cluster) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_acquire_cluster(shared_addr32 bar, mbar_token token) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_acquire_cluster: mbarrier.try_wait.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cta.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cta(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cta: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64`: try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline) (PTX ISA 8.0, sm_90)
  friend TYPED_PTX_DEVICE bool mbarrier_try_wait_parity_acquire_cluster(shared_addr32 bar, unsigned int parity) {
    static_assert(detail::always_false<T>::value, "mbarrier_try_wait_parity_acquire_cluster: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `getctarank.shared::cluster`: d = the rank in the cluster of the CTA whose shared memory holds the address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE unsigned int getctarank(shared_addr32 a) {
    static_assert(detail::always_false<T>::value, "getctarank: getctarank.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
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
  /// `ld.shared::cluster`: load from the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.shared::cluster`: store to the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.shared::cluster.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr64 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to the shared memory of a CTA of the cluster without waiting; the store completes its bytes on the mbarrier bar of that CTA (map both with mapa) (PTX ISA 8.1, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of two elements (the address aligned to both) (PTX ISA 8.1, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of four 32-bit elements (the address 16-byte aligned) (PTX ISA 8.1, sm_90)
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
#else  // older than sm_90: the same names fail to compile, saying why
  /// `ld.shared::cluster`: load from the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr64 a) {
    static_assert(detail::always_false<T>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.shared::cluster`: store to the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr64 a) {
    static_assert(detail::always_false<T>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_min: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_max: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_and: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_or: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_xor: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_exch: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_inc: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_dec: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr64 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_cas: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr64 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.shared::cluster.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr64 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.shared::cluster.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_min: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_max: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_and: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_or: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_xor: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr64 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_inc: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to the shared memory of a CTA of the cluster without waiting; the store completes its bytes on the mbarrier bar of that CTA (map both with mapa) (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr64 dst, T x, B bar) {
    static_assert(detail::always_false<T>::value, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of two elements (the address aligned to both) (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr64 dst, T x, T y, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of four 32-bit elements (the address 16-byte aligned) (PTX ISA 8.1, sm_90)
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
  /// `ld.shared::cluster`: load from the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.shared::cluster`: store to the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `atom.shared::cluster.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "r"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.shared::cluster.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr32 a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.shared::cluster.exch.b128 %0, [%1], %2;" : "=q"(d) : "r"(a.raw()), "q"(v) : "memory");
  return d;
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to the shared memory of a CTA of the cluster without waiting; the store completes its bytes on the mbarrier bar of that CTA (map both with mapa) (PTX ISA 8.1, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of two elements (the address aligned to both) (PTX ISA 8.1, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of four 32-bit elements (the address 16-byte aligned) (PTX ISA 8.1, sm_90)
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
#else  // older than sm_90: the same names fail to compile, saying why
  /// `ld.shared::cluster`: load from the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr32 a) {
    static_assert(detail::always_false<T>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `st.shared::cluster`: store to the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void st(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr32 a) {
    static_assert(detail::always_false<T>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_min: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_max: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_and: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_or: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_xor: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_exch(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_exch: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_inc: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_dec(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_dec: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_cas(shared_cluster_addr32 a, typename detail::type_identity<T>::type cmp, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "atom_cas: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(shared_cluster_addr32 a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.shared::cluster.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.shared::cluster.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(shared_cluster_addr32 a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.shared::cluster.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_add(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_min(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_min: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_max(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_max: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_and(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_and: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_or(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_or: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_xor(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_xor: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE void red_inc(shared_cluster_addr32 a, typename detail::type_identity<T>::type v) {
    static_assert(detail::always_false<T>::value, "red_inc: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `red.shared::cluster`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 7.8, sm_90)
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
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes`: store to the shared memory of a CTA of the cluster without waiting; the store completes its bytes on the mbarrier bar of that CTA (map both with mapa) (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async(shared_cluster_addr32 dst, T x, B bar) {
    static_assert(detail::always_false<T>::value, "st_async: st.async.shared::cluster.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v2`: st.async of two elements (the address aligned to both) (PTX ISA 8.1, sm_90)
  template <class B>
  friend TYPED_PTX_DEVICE void st_async_v2(shared_cluster_addr32 dst, T x, T y, B bar) {
    static_assert(detail::always_false<T>::value, "st_async_v2: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `st.async.shared::cluster.mbarrier::complete_tx::bytes.v4`: st.async of four 32-bit elements (the address 16-byte aligned) (PTX ISA 8.1, sm_90)
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

  /// `ld.local`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr64 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_local_to_generic((size_t)a.raw());
  }
  /// `st.local`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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

  /// `ld.local`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr32 a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)__cvta_local_to_generic((size_t)a.raw());
  }
  /// `st.local`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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

  /// `ld.const`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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

  /// `ld.const`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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

  /// `ld`: load from the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
  friend TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(generic_ptr a) {
  typedef typename detail::remove_cv<T>::type U;
  static_assert(!detail::is_same<U, mbarrier>::value, "ld: an mbarrier is opaque: it is not loaded or stored, only used through the mbarrier_* operations of its address");
  return *(const U*)(void*)a.raw();
  }
  /// `st`: store to the address's state space (none: a generic address) (PTX ISA 1.0, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `atom`: atomic read-modify-write in the address's state space (none: a generic address) (PTX ISA 1.1, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `red`: reduction into memory in the address's state space (none: a generic address) (PTX ISA 1.2, sm_20)
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
  /// `atom.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(generic_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_cas_b128: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_cas_b128: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  static_assert(sizeof(T) == 16, "atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.cas.b128 %0, [%1], %2, %3;" : "=q"(d) : "l"(a.raw()), "q"(cmp), "q"(v) : "memory");
  return d;
  }
  /// `atom.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(generic_ptr a, unsigned __int128 v) {
  static_assert(!detail::is_const<T>::value, "atom_exch_b128: the element type is const: this address is read-only (a generic pointer from from_ptr, whose origin may be .const, or of a .const origin allows loads only: write through kernel_param(p) or a typed address, or through from_ptr_unchecked(p) if p points into .global or .shared)");
  static_assert(detail::is_const<T>::value || detail::origin_access<Origin>::value >= 2, "atom_exch_b128: this generic pointer may point to .local (it came from .local, or is a from_unknown_rw pointer, a .local origin forgotten): PTX has no atom or red on .local addresses");
  static_assert(sizeof(T) == 16, "atom_exch_b128: PTX atom.exch.b128 takes 16-byte elements (unsigned __int128), not this element type");
  unsigned __int128 d;
  asm volatile("atom.exch.b128 %0, [%1], %2;" : "=q"(d) : "l"(a.raw()), "q"(v) : "memory");
  return d;
  }
  /// `mapa.u64`: the generic address of the same shared location in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr p, unsigned int rank) {
  static_assert(!detail::is_same<Origin, from_global>::value, "mapa: this generic pointer came from .global: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<Origin, from_local>::value, "mapa: this generic pointer came from .local: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<Origin, from_const>::value, "mapa: this generic pointer came from .const: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_unknown_origin<Origin>::value, "mapa: the origin of this generic pointer is unknown: mapa.u64 maps shared-memory addresses only (test it with isspacep_shared_cluster first)");
  return generic_ptr<T, from_shared_cluster>(unchecked, (detail::u64)__cluster_map_shared_rank((const void*)p.raw(), rank));
  }
  /// `fence.proxy.tensormap::generic.acquire.cta`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cta(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_cta: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.cta [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.cluster`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cluster(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_cluster: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.cluster [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.gpu`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_gpu(generic_ptr map) {
  static_assert(!detail::is_same<Origin, from_shared>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared)");
  static_assert(!detail::is_same<Origin, from_shared_cluster>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (shared_cluster)");
  static_assert(!detail::is_same<Origin, from_local>::value, "fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param, not from where this generic pointer came from (local)");
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" :: "l"(map.raw()) : "memory");
  }
  /// `fence.proxy.tensormap::generic.acquire.sys`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
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
  /// `atom.cas.b128`: 128-bit compare-and-swap; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_cas_b128(generic_ptr a, unsigned __int128 cmp, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_cas_b128: atom.cas.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `atom.exch.b128`: 128-bit exchange; returns the old value (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE unsigned __int128 atom_exch_b128(generic_ptr a, unsigned __int128 v) {
    static_assert(detail::always_false<T>::value, "atom_exch_b128: atom.exch.b128 needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `mapa.u64`: the generic address of the same shared location in another CTA of the cluster (PTX ISA 7.8, sm_90)
  friend TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr p, unsigned int rank) {
    static_assert(detail::always_false<T>::value, "mapa: mapa.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
    return {};
  }
  /// `fence.proxy.tensormap::generic.acquire.cta`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cta(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_cta: fence.proxy.tensormap::generic.acquire.cta needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.cluster`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_cluster(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_cluster: fence.proxy.tensormap::generic.acquire.cluster needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.gpu`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
  friend TYPED_PTX_DEVICE void fence_proxy_tensormap_acquire_gpu(generic_ptr map) {
    static_assert(detail::always_false<T>::value, "fence_proxy_tensormap_acquire_gpu: fence.proxy.tensormap::generic.acquire.gpu needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
  }
  /// `fence.proxy.tensormap::generic.acquire.sys`: acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
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

}  // namespace typed_ptx

#endif  // TYPED_PTX_CORE_CUH
