// @generated from ptx-isa/src/lib.rs by `cargo run --example gen_cuda_header`; do not edit
// typed_ptx.cuh: typed inline-PTX wrappers for CUDA C++ (C++17, nvcc).
//
// The state space of every address is part of its C++ type:
//
//   global_ptr<T>                            .global, 64-bit ("l")
//   shared_addr64<T>, shared_addr32<T>       .shared (::cta), 64- or 32-bit ("l"/"r")
//   shared_cluster_addr64/32<T>              .shared::cluster (sm_90)
//   local_addr64/32<T>, const_addr64/32<T>   .local, .const
//   generic_ptr<T, Origin>                   generic, remembering where it came from:
//                                            from_global, from_shared, from_shared_cluster,
//                                            from_local, from_const or unknown
//
// There are no implicit conversions between them (a converting constructor exists only to
// fail with a message). A space changes only through cvta: cvta_<space>_to_generic, and
// cvta_generic_to_<space> back to the space the pointer came from; a pointer of unknown
// origin goes through try_cvta_generic_to_<space> (isspacep-checked) or the visibly
// unchecked cvta_generic_to_<space>_unchecked. Only .shared, .local and .const addresses
// have a 32-bit form (to_addr32 / to_addr64). ld/st/atom_add/red_add/cp_async_* take only
// the spaces PTX defines them for. Wrappers of instructions that need a newer sm than
// __CUDA_ARCH__ are stubs whose static_assert says which sm.
//
// Where addresses come from (the trust boundaries, each explicit):
//   generic(p)            a C++ pointer, origin unknown
//   kernel_param(p)       a kernel's pointer argument, as .global (cvta.to.global)
//   shared_array<T, N>    declare it __shared__;  .generic(i) is from_shared
//   global_array<T, N>    declare it __device__;  .generic(i) is from_global
//   const_array<T, N>     declare it __constant__; .generic(i) is from_const
//   local_array<T, N>     a local variable;       .generic(i) is from_local
// Define TYPED_PTX_CHECK_ORIGIN to trap when an *_array is not in its space.
#ifndef TYPED_PTX_CUH
#define TYPED_PTX_CUH

#if !defined(__CUDACC__)
#error "typed_ptx.cuh is CUDA C++: compile it with nvcc"
#endif
#if __cplusplus < 201703L
#error "typed_ptx.cuh needs C++17 (if constexpr)"
#endif

#define TYPED_PTX_DEVICE __device__ __forceinline__

namespace typed_ptx {

typedef unsigned int u32;
typedef unsigned long long u64;

namespace detail {
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
// The state space of an address type: 0 not an address, 1 generic, 2 .global,
// 3 .shared, 4 .shared::cluster, 5 .local, 6 .const; and its width in bits.
template <class A> struct space_of { static constexpr int value = 0; static constexpr int bits = 0; };
template <class A> struct is_address { static constexpr bool value = space_of<A>::value != 0; };
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
/// A generic pointer whose origin is not known (a C++ pointer, a mix of origins).
struct unknown {};

// ---- address types ----------------------------------------------------------

/// A `.global` address of a T (64-bit, constraint "l").
template <class T> class global_ptr {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  global_ptr() = default;
  /// An address from a raw integer: nothing checks that it lies in .global.
  TYPED_PTX_DEVICE constexpr global_ptr(unchecked_t, u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE global_ptr(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to global_ptr<T>: an address of another state space, width or element type is not a .global 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr global_ptr operator+(long long n) const { return global_ptr(unchecked, (u64)(raw_ + (u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr global_ptr byte_offset(long long n) const { return global_ptr(unchecked, (u64)(raw_ + (u64)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr global_ptr<U> cast() const { return global_ptr<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const global_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const global_ptr& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T> struct space_of<global_ptr<T>> { static constexpr int value = 2; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared` address of a T (64-bit, constraint "l").
template <class T> class shared_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  shared_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared.
  TYPED_PTX_DEVICE constexpr shared_addr64(unchecked_t, u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_addr64<T>: an address of another state space, width or element type is not a .shared 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_addr64 operator+(long long n) const { return shared_addr64(unchecked, (u64)(raw_ + (u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr shared_addr64 byte_offset(long long n) const { return shared_addr64(unchecked, (u64)(raw_ + (u64)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr64<U> cast() const { return shared_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_addr64& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T> struct space_of<shared_addr64<T>> { static constexpr int value = 3; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared` address of a T (32-bit, constraint "r").
template <class T> class shared_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  shared_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared.
  TYPED_PTX_DEVICE constexpr shared_addr32(unchecked_t, u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_addr32<T>: an address of another state space, width or element type is not a .shared 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_addr32 operator+(long long n) const { return shared_addr32(unchecked, (u32)(raw_ + (u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr shared_addr32 byte_offset(long long n) const { return shared_addr32(unchecked, (u32)(raw_ + (u32)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr shared_addr32<U> cast() const { return shared_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_addr32& o) const { return raw_ != o.raw_; }
 private:
  u32 raw_;
};
namespace detail {
template <class T> struct space_of<shared_addr32<T>> { static constexpr int value = 3; static constexpr int bits = 32; };
}  // namespace detail

/// A `.shared::cluster` address of a T (64-bit, constraint "l").
template <class T> class shared_cluster_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  shared_cluster_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared::cluster.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64(unchecked_t, u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_cluster_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_cluster_addr64<T>: an address of another state space, width or element type is not a .shared::cluster 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64 operator+(long long n) const { return shared_cluster_addr64(unchecked, (u64)(raw_ + (u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr64 byte_offset(long long n) const { return shared_cluster_addr64(unchecked, (u64)(raw_ + (u64)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr64<U> cast() const { return shared_cluster_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_cluster_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_cluster_addr64& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T> struct space_of<shared_cluster_addr64<T>> { static constexpr int value = 4; static constexpr int bits = 64; };
}  // namespace detail

/// A `.shared::cluster` address of a T (32-bit, constraint "r").
template <class T> class shared_cluster_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  shared_cluster_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .shared::cluster.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32(unchecked_t, u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE shared_cluster_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to shared_cluster_addr32<T>: an address of another state space, width or element type is not a .shared::cluster 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32 operator+(long long n) const { return shared_cluster_addr32(unchecked, (u32)(raw_ + (u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr shared_cluster_addr32 byte_offset(long long n) const { return shared_cluster_addr32(unchecked, (u32)(raw_ + (u32)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr shared_cluster_addr32<U> cast() const { return shared_cluster_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const shared_cluster_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const shared_cluster_addr32& o) const { return raw_ != o.raw_; }
 private:
  u32 raw_;
};
namespace detail {
template <class T> struct space_of<shared_cluster_addr32<T>> { static constexpr int value = 4; static constexpr int bits = 32; };
}  // namespace detail

/// A `.local` address of a T (64-bit, constraint "l").
template <class T> class local_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  local_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .local.
  TYPED_PTX_DEVICE constexpr local_addr64(unchecked_t, u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE local_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to local_addr64<T>: an address of another state space, width or element type is not a .local 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr local_addr64 operator+(long long n) const { return local_addr64(unchecked, (u64)(raw_ + (u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr local_addr64 byte_offset(long long n) const { return local_addr64(unchecked, (u64)(raw_ + (u64)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr local_addr64<U> cast() const { return local_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const local_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const local_addr64& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T> struct space_of<local_addr64<T>> { static constexpr int value = 5; static constexpr int bits = 64; };
}  // namespace detail

/// A `.local` address of a T (32-bit, constraint "r").
template <class T> class local_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  local_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .local.
  TYPED_PTX_DEVICE constexpr local_addr32(unchecked_t, u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE local_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to local_addr32<T>: an address of another state space, width or element type is not a .local 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr local_addr32 operator+(long long n) const { return local_addr32(unchecked, (u32)(raw_ + (u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr local_addr32 byte_offset(long long n) const { return local_addr32(unchecked, (u32)(raw_ + (u32)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr local_addr32<U> cast() const { return local_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const local_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const local_addr32& o) const { return raw_ != o.raw_; }
 private:
  u32 raw_;
};
namespace detail {
template <class T> struct space_of<local_addr32<T>> { static constexpr int value = 5; static constexpr int bits = 32; };
}  // namespace detail

/// A `.const` address of a T (64-bit, constraint "l").
template <class T> class const_addr64 {
 public:
  typedef T element_type;
  static constexpr int bits = 64;
  const_addr64() = default;
  /// An address from a raw integer: nothing checks that it lies in .const.
  TYPED_PTX_DEVICE constexpr const_addr64(unchecked_t, u64 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE const_addr64(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to const_addr64<T>: an address of another state space, width or element type is not a .const 64-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr const_addr64 operator+(long long n) const { return const_addr64(unchecked, (u64)(raw_ + (u64)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr const_addr64 byte_offset(long long n) const { return const_addr64(unchecked, (u64)(raw_ + (u64)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr const_addr64<U> cast() const { return const_addr64<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const const_addr64& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const const_addr64& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T> struct space_of<const_addr64<T>> { static constexpr int value = 6; static constexpr int bits = 64; };
}  // namespace detail

/// A `.const` address of a T (32-bit, constraint "r").
template <class T> class const_addr32 {
 public:
  typedef T element_type;
  static constexpr int bits = 32;
  const_addr32() = default;
  /// An address from a raw integer: nothing checks that it lies in .const.
  TYPED_PTX_DEVICE constexpr const_addr32(unchecked_t, u32 raw) : raw_(raw) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value, int>::type = 0>
  TYPED_PTX_DEVICE const_addr32(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to const_addr32<T>: an address of another state space, width or element type is not a .const 32-bit address (PTX changes state space only through cvta: to generic, and back to the space it came from; width only through to_addr32/to_addr64; element type only through .cast<U>())");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u32 raw() const { return raw_; }
  /// The address `n` elements further on.
  TYPED_PTX_DEVICE constexpr const_addr32 operator+(long long n) const { return const_addr32(unchecked, (u32)(raw_ + (u32)(n * (long long)sizeof(T)))); }
  /// The address `n` bytes further on.
  TYPED_PTX_DEVICE constexpr const_addr32 byte_offset(long long n) const { return const_addr32(unchecked, (u32)(raw_ + (u32)n)); }
  /// The same address, of another element type (same space and width).
  template <class U> TYPED_PTX_DEVICE constexpr const_addr32<U> cast() const { return const_addr32<U>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const const_addr32& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const const_addr32& o) const { return raw_ != o.raw_; }
 private:
  u32 raw_;
};
namespace detail {
template <class T> struct space_of<const_addr32<T>> { static constexpr int value = 6; static constexpr int bits = 32; };
}  // namespace detail

/// A generic address of a T (64-bit, constraint "l") that remembers where it came from.
template <class T, class Origin = unknown> class generic_ptr {
 public:
  typedef T element_type;
  typedef Origin origin;
  static constexpr int bits = 64;
  generic_ptr() = default;
  /// A generic address from a raw integer: nothing checks the origin.
  TYPED_PTX_DEVICE constexpr generic_ptr(unchecked_t, u64 raw) : raw_(raw) {}
  /// Any generic pointer of the same element type may forget its origin.
  template <class O, typename detail::enable_if<detail::is_same<Origin, unknown>::value && !detail::is_same<O, unknown>::value, int>::type = 0>
  TYPED_PTX_DEVICE constexpr generic_ptr(const generic_ptr<T, O>& p) : raw_(p.raw()) {}
  /// Not a conversion: any other address type lands here and fails to compile.
  template <class A, typename detail::enable_if<detail::is_address<A>::value && !(detail::is_same<Origin, unknown>::value && detail::space_of<A>::value == 1 && detail::is_same<typename A::element_type, T>::value), int>::type = 0>
  TYPED_PTX_DEVICE generic_ptr(const A&) {
    static_assert(detail::always_false<A>::value, "typed_ptx: no implicit conversion to generic_ptr<T, Origin>: a named-space address becomes generic only through cvta_<space>_to_generic, a generic pointer never gains an origin, and the element type changes only through .cast<U>()");
  }
  /// The address as an integer (the asm operand).
  TYPED_PTX_DEVICE constexpr u64 raw() const { return raw_; }
  /// The C++ pointer (a generic address is what C++ pointers are).
  TYPED_PTX_DEVICE T* get() const { return (T*)raw_; }
  /// The same pointer with its origin forgotten.
  TYPED_PTX_DEVICE constexpr generic_ptr<T, unknown> forget_origin() const { return generic_ptr<T, unknown>(unchecked, raw_); }
  /// The address `n` elements further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr operator+(long long n) const { return generic_ptr(unchecked, raw_ + (u64)(n * (long long)sizeof(T))); }
  /// The address `n` bytes further on (same origin).
  TYPED_PTX_DEVICE constexpr generic_ptr byte_offset(long long n) const { return generic_ptr(unchecked, raw_ + (u64)n); }
  /// The same address, of another element type (same origin).
  template <class U> TYPED_PTX_DEVICE constexpr generic_ptr<U, Origin> cast() const { return generic_ptr<U, Origin>(unchecked, raw_); }
  TYPED_PTX_DEVICE constexpr bool operator==(const generic_ptr& o) const { return raw_ == o.raw_; }
  TYPED_PTX_DEVICE constexpr bool operator!=(const generic_ptr& o) const { return raw_ != o.raw_; }
 private:
  u64 raw_;
};
namespace detail {
template <class T, class O> struct space_of<generic_ptr<T, O>> { static constexpr int value = 1; static constexpr int bits = 64; };
}  // namespace detail

/// A C++ pointer as a generic pointer of unknown origin.
template <class T> TYPED_PTX_DEVICE generic_ptr<T, unknown> generic(T* p) { return generic_ptr<T, unknown>(unchecked, (u64)p); }

// ---- variables: where typed addresses start -------------------------------------

// DeclGlobal (.global): a .global variable or array, with alignment and optional initializer
/// A .global array, to be declared __device__: `__device__ typed_ptx::global_array<float, 256> buf;`.
template <class T, unsigned N> struct global_array {
  T data[N];
  /// The generic address of element i; its origin is .global.
  TYPED_PTX_DEVICE generic_ptr<T, from_global> generic(unsigned i = 0) {
#ifdef TYPED_PTX_CHECK_ORIGIN
    if (!__isGlobal((const void*)data)) { __trap(); }
#endif
    return generic_ptr<T, from_global>(unchecked, (u64)(const void*)(data + i));
  }
};

// DeclConst (.const): a .const variable or array, with alignment and optional initializer
/// A .const array, to be declared __constant__: `__constant__ typed_ptx::const_array<float, 256> buf;`.
template <class T, unsigned N> struct const_array {
  T data[N];
  /// The generic address of element i; its origin is .const.
  TYPED_PTX_DEVICE generic_ptr<const T, from_const> generic(unsigned i = 0) const {
#ifdef TYPED_PTX_CHECK_ORIGIN
    if (!__isConstant((const void*)data)) { __trap(); }
#endif
    return generic_ptr<const T, from_const>(unchecked, (u64)(const void*)(data + i));
  }
};

// DeclShared (.shared): a .shared variable or array, with alignment
/// A .shared array, to be declared __shared__: `__shared__ typed_ptx::shared_array<float, 256> buf;`.
template <class T, unsigned N> struct shared_array {
  T data[N];
  /// The generic address of element i; its origin is .shared.
  TYPED_PTX_DEVICE generic_ptr<T, from_shared> generic(unsigned i = 0) {
#ifdef TYPED_PTX_CHECK_ORIGIN
    if (!__isShared((const void*)data)) { __trap(); }
#endif
    return generic_ptr<T, from_shared>(unchecked, (u64)(const void*)(data + i));
  }
};

// DeclLocal (.local): a .local (per-thread) array
/// A .local array, to be declared a local variable: `a local variable typed_ptx::local_array<float, 256> buf;`.
template <class T, unsigned N> struct local_array {
  T data[N];
  /// The generic address of element i; its origin is .local.
  TYPED_PTX_DEVICE generic_ptr<T, from_local> generic(unsigned i = 0) {
#ifdef TYPED_PTX_CHECK_ORIGIN
    if (!__isLocal((const void*)data)) { __trap(); }
#endif
    return generic_ptr<T, from_local>(unchecked, (u64)(const void*)(data + i));
  }
};

/// A cluster-window address of the same .shared::cta location (no instruction: the CTA window lies in the cluster window).
template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr64<T> to_cluster(shared_addr64<T> a) { return shared_cluster_addr64<T>(unchecked, a.raw()); }
template <class T> TYPED_PTX_DEVICE constexpr shared_cluster_addr32<T> to_cluster(shared_addr32<T> a) { return shared_cluster_addr32<T>(unchecked, a.raw()); }

// ---- instruction wrappers (one per row of the table and address width) ----------

/// `cvta.to.global.u64` of a kernel's pointer argument: kernel pointer arguments point to .global
/// (memory from cudaMalloc), the same convention as the Rust builder's param_ptr.
template <class T> TYPED_PTX_DEVICE global_ptr<T> kernel_param(T* p) {
  u64 d;
  asm volatile("cvta.to.global.u64 %0, %1;" : "=l"(d) : "l"(p));
  return global_ptr<T>(unchecked, d);
}

/// `ld`: load through a generic address (PTX ISA 1.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(generic_ptr<T, O> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.global`: load from .global (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(global_ptr<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.global.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.global.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.global.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.global.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.global.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.global.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.global.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.global.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.global.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.global.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.global.nc`: load from .global through the non-coherent (read-only) cache (PTX ISA 3.1, sm_32)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld_nc(global_ptr<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.global.nc.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.global.nc.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.global.nc.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.global.nc.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.global.nc.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.global.nc.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.global.nc.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.global.nc.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld_nc: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.shared`: load from .shared (the executing CTA's window) (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr64<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.shared.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.shared.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.shared.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.shared.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.shared.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.shared.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.shared.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.shared.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.shared`: load from .shared (the executing CTA's window) (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_addr32<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.shared.u16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.shared.s16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.shared.s32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.shared.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.shared.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.shared.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.shared.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.shared.f64 %0, [%1];" : "=d"(d) : "r"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.local`: load from .local (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr64<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.local.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.local.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.local.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.local.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.local.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.local.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.local.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.local.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.local.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.local.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.local`: load from .local (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(local_addr32<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.local.u16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.local.s16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.local.u32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.local.s32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.local.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.local.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.local.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.local.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.local.f32 %0, [%1];" : "=f"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.local.f64 %0, [%1];" : "=d"(d) : "r"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.const`: load from .const (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(const_addr64<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.const.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.const.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.const.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.const.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.const.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.const.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.const.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.const.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.const.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.const.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.const`: load from .const (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(const_addr32<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.const.u16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.const.s16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.const.u32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.const.s32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.const.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.const.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.const.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.const.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.const.f32 %0, [%1];" : "=f"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.const.f64 %0, [%1];" : "=d"(d) : "r"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `st`: store through a generic address (PTX ISA 1.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE void st(generic_ptr<T, O> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.u16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.s16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.global`: store to .global (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE void st(global_ptr<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.global.u16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.global.s16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.global.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.global.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.global.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.global.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.global.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.global.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.global.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.global.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.shared`: store to .shared (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE void st(shared_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.shared.u16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.shared.s16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.shared.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.shared.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.shared.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.shared.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.shared.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.shared.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.shared.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.shared.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.shared`: store to .shared (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE void st(shared_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.shared.u16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.shared.s16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.shared.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.shared.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.shared.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.shared.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.shared.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.shared.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.shared.f32 [%0], %1;" :: "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.shared.f64 [%0], %1;" :: "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.local`: store to .local (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE void st(local_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.local.u16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.local.s16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.local.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.local.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.local.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.local.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.local.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.local.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.local.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.local.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.local`: store to .local (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE void st(local_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.local.u16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.local.s16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.local.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.local.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.local.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.local.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.local.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.local.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.local.f32 [%0], %1;" :: "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.local.f64 [%0], %1;" :: "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `cvta.global.u64`: generic address of a .global address (PTX ISA 2.0, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_global> cvta_global_to_generic(global_ptr<T> a) {
  u64 d;
  asm volatile("cvta.global.u64 %0, %1;" : "=l"(d) : "l"(a.raw()));
  return generic_ptr<T, from_global>(unchecked, d);
}

/// `cvta.shared.u64`: generic address of a .shared address (PTX ISA 2.0, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_shared> cvta_shared_to_generic(shared_addr64<T> a) {
  u64 d;
  asm volatile("cvta.shared.u64 %0, %1;" : "=l"(d) : "l"(a.raw()));
  return generic_ptr<T, from_shared>(unchecked, d);
}

/// `cvta.shared.u64`: generic address of a .shared address (PTX ISA 2.0, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_shared> cvta_shared_to_generic(shared_addr32<T> a) {
  u64 d;
  asm volatile("{ .reg .b64 %%tp_w; cvt.u64.u32 %%tp_w, %1; cvta.shared.u64 %0, %%tp_w; }" : "=l"(d) : "r"(a.raw()));
  return generic_ptr<T, from_shared>(unchecked, d);
}

/// `cvta.local.u64`: generic address of a .local address (PTX ISA 2.0, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_local> cvta_local_to_generic(local_addr64<T> a) {
  u64 d;
  asm volatile("cvta.local.u64 %0, %1;" : "=l"(d) : "l"(a.raw()));
  return generic_ptr<T, from_local>(unchecked, d);
}

/// `cvta.local.u64`: generic address of a .local address (PTX ISA 2.0, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_local> cvta_local_to_generic(local_addr32<T> a) {
  u64 d;
  asm volatile("{ .reg .b64 %%tp_w; cvt.u64.u32 %%tp_w, %1; cvta.local.u64 %0, %%tp_w; }" : "=l"(d) : "r"(a.raw()));
  return generic_ptr<T, from_local>(unchecked, d);
}

/// `cvta.const.u64`: generic address of a .const address (PTX ISA 3.1, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_const> cvta_const_to_generic(const_addr64<T> a) {
  u64 d;
  asm volatile("cvta.const.u64 %0, %1;" : "=l"(d) : "l"(a.raw()));
  return generic_ptr<T, from_const>(unchecked, d);
}

/// `cvta.const.u64`: generic address of a .const address (PTX ISA 3.1, sm_20)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_const> cvta_const_to_generic(const_addr32<T> a) {
  u64 d;
  asm volatile("{ .reg .b64 %%tp_w; cvt.u64.u32 %%tp_w, %1; cvta.const.u64 %0, %%tp_w; }" : "=l"(d) : "r"(a.raw()));
  return generic_ptr<T, from_const>(unchecked, d);
}

/// `cvta.to.global.u64`: .global address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE global_ptr<T> cvta_generic_to_global_unchecked(generic_ptr<T, O> p) {
  u64 d;
  asm volatile("cvta.to.global.u64 %0, %1;" : "=l"(d) : "l"(p.raw()));
  return global_ptr<T>(unchecked, d);
}

/// `cvta.to.global.u64`: .global address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE global_ptr<T> cvta_generic_to_global(generic_ptr<T, O> p) {
  static_assert(!detail::is_same<O, from_shared>::value, "cvta_generic_to_global: this generic pointer came from .shared, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared_cluster>::value, "cvta_generic_to_global: this generic pointer came from .shared::cluster, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_local>::value, "cvta_generic_to_global: this generic pointer came from .local, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_const>::value, "cvta_generic_to_global: this generic pointer came from .const, not .global: PTX leaves cvta.to.global.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, unknown>::value, "cvta_generic_to_global: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_global (isspacep.global) or call cvta_generic_to_global_unchecked");
  return cvta_generic_to_global_unchecked(p);
}

/// `cvta.to.shared.u64`: .shared address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE shared_addr64<T> cvta_generic_to_shared_unchecked(generic_ptr<T, O> p) {
  u64 d;
  asm volatile("cvta.to.shared.u64 %0, %1;" : "=l"(d) : "l"(p.raw()));
  return shared_addr64<T>(unchecked, d);
}

/// `cvta.to.shared.u64`: .shared address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE shared_addr64<T> cvta_generic_to_shared(generic_ptr<T, O> p) {
  static_assert(!detail::is_same<O, from_global>::value, "cvta_generic_to_shared: this generic pointer came from .global, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared_cluster>::value, "cvta_generic_to_shared: this generic pointer came from .shared::cluster, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_local>::value, "cvta_generic_to_shared: this generic pointer came from .local, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_const>::value, "cvta_generic_to_shared: this generic pointer came from .const, not .shared: PTX leaves cvta.to.shared.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, unknown>::value, "cvta_generic_to_shared: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_shared (isspacep.shared) or call cvta_generic_to_shared_unchecked");
  return cvta_generic_to_shared_unchecked(p);
}

/// `cvta.to.local.u64`: .local address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE local_addr64<T> cvta_generic_to_local_unchecked(generic_ptr<T, O> p) {
  u64 d;
  asm volatile("cvta.to.local.u64 %0, %1;" : "=l"(d) : "l"(p.raw()));
  return local_addr64<T>(unchecked, d);
}

/// `cvta.to.local.u64`: .local address of a generic address (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE local_addr64<T> cvta_generic_to_local(generic_ptr<T, O> p) {
  static_assert(!detail::is_same<O, from_global>::value, "cvta_generic_to_local: this generic pointer came from .global, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared>::value, "cvta_generic_to_local: this generic pointer came from .shared, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared_cluster>::value, "cvta_generic_to_local: this generic pointer came from .shared::cluster, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_const>::value, "cvta_generic_to_local: this generic pointer came from .const, not .local: PTX leaves cvta.to.local.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, unknown>::value, "cvta_generic_to_local: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_local (isspacep.local) or call cvta_generic_to_local_unchecked");
  return cvta_generic_to_local_unchecked(p);
}

/// `cvta.to.const.u64`: .const address of a generic address (PTX ISA 3.1, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE const_addr64<T> cvta_generic_to_const_unchecked(generic_ptr<T, O> p) {
  u64 d;
  asm volatile("cvta.to.const.u64 %0, %1;" : "=l"(d) : "l"(p.raw()));
  return const_addr64<T>(unchecked, d);
}

/// `cvta.to.const.u64`: .const address of a generic address (PTX ISA 3.1, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE const_addr64<T> cvta_generic_to_const(generic_ptr<T, O> p) {
  static_assert(!detail::is_same<O, from_global>::value, "cvta_generic_to_const: this generic pointer came from .global, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared>::value, "cvta_generic_to_const: this generic pointer came from .shared, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared_cluster>::value, "cvta_generic_to_const: this generic pointer came from .shared::cluster, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_local>::value, "cvta_generic_to_const: this generic pointer came from .local, not .const: PTX leaves cvta.to.const.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, unknown>::value, "cvta_generic_to_const: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_const (isspacep.const) or call cvta_generic_to_const_unchecked");
  return cvta_generic_to_const_unchecked(p);
}

/// `isspacep.global`: p = the generic address lies in the .global window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool isspacep_global(generic_ptr<T, O> p) {
  u32 r;
  asm volatile("{ .reg .pred %%tp_p; isspacep.global %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }" : "=r"(r) : "l"(p.raw()));
  return r != 0;
}

/// `isspacep.global`: p = the generic address lies in the .global window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool try_cvta_generic_to_global(generic_ptr<T, O> p, global_ptr<T>* out) {
  if (!isspacep_global(p)) {
    return false;
  }
  *out = cvta_generic_to_global_unchecked(p);
  return true;
}

/// `isspacep.shared`: p = the generic address lies in the executing CTA's .shared window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool isspacep_shared(generic_ptr<T, O> p) {
  u32 r;
  asm volatile("{ .reg .pred %%tp_p; isspacep.shared %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }" : "=r"(r) : "l"(p.raw()));
  return r != 0;
}

/// `isspacep.shared`: p = the generic address lies in the executing CTA's .shared window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool try_cvta_generic_to_shared(generic_ptr<T, O> p, shared_addr64<T>* out) {
  if (!isspacep_shared(p)) {
    return false;
  }
  *out = cvta_generic_to_shared_unchecked(p);
  return true;
}

/// `isspacep.local`: p = the generic address lies in the .local window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool isspacep_local(generic_ptr<T, O> p) {
  u32 r;
  asm volatile("{ .reg .pred %%tp_p; isspacep.local %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }" : "=r"(r) : "l"(p.raw()));
  return r != 0;
}

/// `isspacep.local`: p = the generic address lies in the .local window (PTX ISA 2.0, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool try_cvta_generic_to_local(generic_ptr<T, O> p, local_addr64<T>* out) {
  if (!isspacep_local(p)) {
    return false;
  }
  *out = cvta_generic_to_local_unchecked(p);
  return true;
}

/// `isspacep.const`: p = the generic address lies in the .const window (PTX ISA 3.1, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool isspacep_const(generic_ptr<T, O> p) {
  u32 r;
  asm volatile("{ .reg .pred %%tp_p; isspacep.const %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }" : "=r"(r) : "l"(p.raw()));
  return r != 0;
}

/// `isspacep.const`: p = the generic address lies in the .const window (PTX ISA 3.1, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE bool try_cvta_generic_to_const(generic_ptr<T, O> p, const_addr64<T>* out) {
  if (!isspacep_const(p)) {
    return false;
  }
  *out = cvta_generic_to_const_unchecked(p);
  return true;
}

/// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE shared_addr32<T> to_addr32(shared_addr64<T> a) {
  u32 d;
  asm volatile("cvt.u32.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return shared_addr32<T>(unchecked, d);
}

/// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr32<T> to_addr32(shared_cluster_addr64<T> a) {
  u32 d;
  asm volatile("cvt.u32.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return shared_cluster_addr32<T>(unchecked, d);
}

/// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE local_addr32<T> to_addr32(local_addr64<T> a) {
  u32 d;
  asm volatile("cvt.u32.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return local_addr32<T>(unchecked, d);
}

/// `cvt.u32.u64`: the 32-bit form of a shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE const_addr32<T> to_addr32(const_addr64<T> a) {
  u32 d;
  asm volatile("cvt.u32.u64 %0, %1;" : "=r"(d) : "l"(a.raw()));
  return const_addr32<T>(unchecked, d);
}

/// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE shared_addr64<T> to_addr64(shared_addr32<T> a) {
  u64 d;
  asm volatile("cvt.u64.u32 %0, %1;" : "=l"(d) : "r"(a.raw()));
  return shared_addr64<T>(unchecked, d);
}

/// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr64<T> to_addr64(shared_cluster_addr32<T> a) {
  u64 d;
  asm volatile("cvt.u64.u32 %0, %1;" : "=l"(d) : "r"(a.raw()));
  return shared_cluster_addr64<T>(unchecked, d);
}

/// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE local_addr64<T> to_addr64(local_addr32<T> a) {
  u64 d;
  asm volatile("cvt.u64.u32 %0, %1;" : "=l"(d) : "r"(a.raw()));
  return local_addr64<T>(unchecked, d);
}

/// `cvt.u64.u32`: the 64-bit form of a 32-bit shared/local/const address (PTX ISA 1.0, sm_20)
template <class T>
TYPED_PTX_DEVICE const_addr64<T> to_addr64(const_addr32<T> a) {
  u64 d;
  asm volatile("cvt.u64.u32 %0, %1;" : "=l"(d) : "r"(a.raw()));
  return const_addr64<T>(unchecked, d);
}

/// `atom`: atomic read-modify-write through a generic address (PTX ISA 1.1, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(generic_ptr<T, O> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "atom_add: the element type is const: this address is read-only");
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

/// `atom.global`: atomic read-modify-write on .global (PTX ISA 1.1, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(global_ptr<T> a, typename detail::type_identity<T>::type v) {
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

/// `atom.shared`: atomic read-modify-write on .shared (PTX ISA 1.1, sm_20)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_addr64<T> a, typename detail::type_identity<T>::type v) {
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
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_addr32<T> a, typename detail::type_identity<T>::type v) {
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

/// `red`: reduction into memory through a generic address (PTX ISA 1.2, sm_20)
template <class T, class O>
TYPED_PTX_DEVICE void red_add(generic_ptr<T, O> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "red_add: the element type is const: this address is read-only");
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

/// `red.global`: reduction into .global (PTX ISA 1.2, sm_20)
template <class T>
TYPED_PTX_DEVICE void red_add(global_ptr<T> a, typename detail::type_identity<T>::type v) {
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

/// `red.shared`: reduction into .shared (PTX ISA 1.2, sm_20)
template <class T>
TYPED_PTX_DEVICE void red_add(shared_addr64<T> a, typename detail::type_identity<T>::type v) {
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
template <class T>
TYPED_PTX_DEVICE void red_add(shared_addr32<T> a, typename detail::type_identity<T>::type v) {
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

/// `bar.sync`: CTA barrier (all threads) (PTX ISA 1.0, sm_20)
template <int Id = 0>
TYPED_PTX_DEVICE void bar_sync() {
  static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
  asm volatile("bar.sync %0;" :: "n"(Id) : "memory");
}

/// `bar.sync`: CTA barrier for a thread count (multiple of 32) (PTX ISA 2.0, sm_20)
template <int Id, int Count>
TYPED_PTX_DEVICE void bar_sync() {
  static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
  static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "bar_sync: bar.sync takes Count in 32..=1024, a multiple of 32");
  asm volatile("bar.sync %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}

/// `barrier.sync`: CTA barrier, non-aligned form (PTX ISA 6.0, sm_30)
template <int Id = 0>
TYPED_PTX_DEVICE void barrier_sync() {
  static_assert(Id >= 0 && Id <= 15, "barrier_sync: barrier.sync takes Id in 0..=15");
  asm volatile("barrier.sync %0;" :: "n"(Id) : "memory");
}

/// `bar.warp.sync`: warp barrier for a member mask (PTX ISA 6.0, sm_30)
TYPED_PTX_DEVICE void bar_warp_sync(unsigned int mask) {
  asm volatile("bar.warp.sync %0;" :: "r"(mask) : "memory");
}

/// `membar.cta`: memory barrier, CTA scope (PTX ISA 1.4, sm_20)
TYPED_PTX_DEVICE void membar_cta() {
  asm volatile("membar.cta;" ::: "memory");
}

/// `membar.gl`: memory barrier, GPU scope (PTX ISA 1.4, sm_20)
TYPED_PTX_DEVICE void membar_gl() {
  asm volatile("membar.gl;" ::: "memory");
}

/// `membar.sys`: memory barrier, system scope (PTX ISA 1.4, sm_20)
TYPED_PTX_DEVICE void membar_sys() {
  asm volatile("membar.sys;" ::: "memory");
}

/// `fence.acq_rel.cta`: acquire-release fence, CTA scope (PTX ISA 6.0, sm_70)
TYPED_PTX_DEVICE void fence_acq_rel_cta() {
  asm volatile("fence.acq_rel.cta;" ::: "memory");
}

/// `fence.acq_rel.gpu`: acquire-release fence, GPU scope (PTX ISA 6.0, sm_70)
TYPED_PTX_DEVICE void fence_acq_rel_gpu() {
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
}

/// `fence.acq_rel.sys`: acquire-release fence, system scope (PTX ISA 6.0, sm_70)
TYPED_PTX_DEVICE void fence_acq_rel_sys() {
  asm volatile("fence.acq_rel.sys;" ::: "memory");
}

/// `fence.sc.gpu`: sequentially consistent fence, GPU scope (PTX ISA 6.0, sm_70)
TYPED_PTX_DEVICE void fence_sc_gpu() {
  asm volatile("fence.sc.gpu;" ::: "memory");
}

// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800

/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}

/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}

/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}

/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}

/// `cp.async.commit_group`: close the group of outstanding cp.async operations (PTX ISA 7.0, sm_80)
TYPED_PTX_DEVICE void cp_async_commit_group() {
  asm volatile("cp.async.commit_group;" ::: "memory");
}

/// `cp.async.wait_group`: wait until at most N groups are pending (PTX ISA 7.0, sm_80)
template <int N>
TYPED_PTX_DEVICE void cp_async_wait_group() {
  static_assert(N >= 0 && N <= 7, "cp_async_wait_group: cp.async.wait_group takes N in 0..=7");
  asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory");
}

/// `cp.async.wait_all`: wait for every cp.async of the thread (PTX ISA 7.0, sm_80)
TYPED_PTX_DEVICE void cp_async_wait_all() {
  asm volatile("cp.async.wait_all;" ::: "memory");
}

#else  // older than sm_80: the same names fail to compile, saying why

template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_commit_group: cp.async.commit_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_group: cp.async.wait_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_all() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_all: cp.async.wait_all needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}

#endif  // sm_80

// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900

/// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr64<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.shared::cluster.u16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.shared::cluster.s16 %0, [%1];" : "=h"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.shared::cluster.s32 %0, [%1];" : "=r"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.shared::cluster.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.shared::cluster.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.shared::cluster.u64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.shared::cluster.s64 %0, [%1];" : "=l"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(d) : "l"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.shared::cluster.f64 %0, [%1];" : "=d"(d) : "l"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `ld.shared::cluster`: load from the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr32<T> a) {
  typedef typename detail::remove_cv<T>::type U;
  U d;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("ld.shared::cluster.u16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("ld.shared::cluster.s16 %0, [%1];" : "=h"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("ld.shared::cluster.s32 %0, [%1];" : "=r"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("ld.shared::cluster.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("ld.shared::cluster.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("ld.shared::cluster.u64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("ld.shared::cluster.s64 %0, [%1];" : "=l"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(d) : "r"(a.raw()) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("ld.shared::cluster.f64 %0, [%1];" : "=d"(d) : "r"(a.raw()) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "ld: PTX loads 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
  return d;
}

/// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE void st(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.shared::cluster.u16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.shared::cluster.s16 [%0], %1;" :: "l"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.shared::cluster.u32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.shared::cluster.s32 [%0], %1;" :: "l"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.shared::cluster.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.shared::cluster.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.shared::cluster.u64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.shared::cluster.s64 [%0], %1;" :: "l"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.shared::cluster.f32 [%0], %1;" :: "l"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.shared::cluster.f64 [%0], %1;" :: "l"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `st.shared::cluster`: store to the shared memory of any CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE void st(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(!detail::is_const<T>::value, "st: the element type is const: this address is read-only");
  typedef typename detail::remove_cv<T>::type U;
  if constexpr (detail::is_same<U, unsigned short>::value) {
    asm volatile("st.shared::cluster.u16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, short>::value) {
    asm volatile("st.shared::cluster.s16 [%0], %1;" :: "r"(a.raw()), "h"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned int>::value) {
    asm volatile("st.shared::cluster.u32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, int>::value) {
    asm volatile("st.shared::cluster.s32 [%0], %1;" :: "r"(a.raw()), "r"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long long>::value) {
    asm volatile("st.shared::cluster.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long long>::value) {
    asm volatile("st.shared::cluster.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, unsigned long>::value && sizeof(unsigned long) == 8) {
    asm volatile("st.shared::cluster.u64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, long>::value && sizeof(long) == 8) {
    asm volatile("st.shared::cluster.s64 [%0], %1;" :: "r"(a.raw()), "l"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, float>::value) {
    asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a.raw()), "f"(v) : "memory");
  }
  else if constexpr (detail::is_same<U, double>::value) {
    asm volatile("st.shared::cluster.f64 [%0], %1;" :: "r"(a.raw()), "d"(v) : "memory");
  }
  else {
    static_assert(detail::always_false<U>::value, "st: PTX stores 16-, 32- and 64-bit integers, f32 and f64, not this element type");
  }
}

/// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr64<T> a) {
  u64 d;
  asm volatile("cvta.shared::cluster.u64 %0, %1;" : "=l"(d) : "l"(a.raw()));
  return generic_ptr<T, from_shared_cluster>(unchecked, d);
}

/// `cvta.shared::cluster.u64`: generic address of a .shared::cluster address (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr32<T> a) {
  u64 d;
  asm volatile("{ .reg .b64 %%tp_w; cvt.u64.u32 %%tp_w, %1; cvta.shared::cluster.u64 %0, %%tp_w; }" : "=l"(d) : "r"(a.raw()));
  return generic_ptr<T, from_shared_cluster>(unchecked, d);
}

/// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
template <class T, class O>
TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster_unchecked(generic_ptr<T, O> p) {
  u64 d;
  asm volatile("cvta.to.shared::cluster.u64 %0, %1;" : "=l"(d) : "l"(p.raw()));
  return shared_cluster_addr64<T>(unchecked, d);
}

/// `cvta.to.shared::cluster.u64`: .shared::cluster address of a generic address (PTX ISA 7.8, sm_90)
template <class T, class O>
TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster(generic_ptr<T, O> p) {
  static_assert(!detail::is_same<O, from_global>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .global, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_shared>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .shared, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_local>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .local, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, from_const>::value, "cvta_generic_to_shared_cluster: this generic pointer came from .const, not .shared::cluster: PTX leaves cvta.to.shared::cluster.u64 of it undefined (convert a generic pointer back only to the space it came from)");
  static_assert(!detail::is_same<O, unknown>::value, "cvta_generic_to_shared_cluster: the origin of this generic pointer is unknown: test it with try_cvta_generic_to_shared_cluster (isspacep.shared::cluster) or call cvta_generic_to_shared_cluster_unchecked");
  return cvta_generic_to_shared_cluster_unchecked(p);
}

/// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
template <class T, class O>
TYPED_PTX_DEVICE bool isspacep_shared_cluster(generic_ptr<T, O> p) {
  u32 r;
  asm volatile("{ .reg .pred %%tp_p; isspacep.shared::cluster %%tp_p, %1; selp.u32 %0, 1, 0, %%tp_p; }" : "=r"(r) : "l"(p.raw()));
  return r != 0;
}

/// `isspacep.shared::cluster`: p = the generic address lies in the cluster's .shared window (PTX ISA 7.8, sm_90)
template <class T, class O>
TYPED_PTX_DEVICE bool try_cvta_generic_to_shared_cluster(generic_ptr<T, O> p, shared_cluster_addr64<T>* out) {
  if (!isspacep_shared_cluster(p)) {
    return false;
  }
  *out = cvta_generic_to_shared_cluster_unchecked(p);
  return true;
}

/// `atom.shared::cluster`: atomic read-modify-write on any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
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
template <class T>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
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

/// `red.shared::cluster`: reduction into any CTA's shared memory of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE void red_add(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
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
template <class T>
TYPED_PTX_DEVICE void red_add(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
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

/// `fence.acq_rel.cluster`: acquire-release fence, cluster scope (PTX ISA 7.8, sm_90)
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
  asm volatile("fence.acq_rel.cluster;" ::: "memory");
}

/// `barrier.cluster.arrive`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
  asm volatile("barrier.cluster.arrive;" ::: "memory");
}

/// `barrier.cluster.wait`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
TYPED_PTX_DEVICE void barrier_cluster_wait() {
  asm volatile("barrier.cluster.wait;" ::: "memory");
}

/// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_cluster_addr64<T> a, unsigned int rank) {
  u64 d;
  asm volatile("mapa.shared::cluster.u64 %0, %1, %2;" : "=l"(d) : "l"(a.raw()), "r"(rank));
  return shared_cluster_addr64<T>(unchecked, d);
}

/// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64<T> a, unsigned int rank) {
  u64 d;
  asm volatile("mapa.shared::cluster.u64 %0, %1, %2;" : "=l"(d) : "l"(a.raw()), "r"(rank));
  return shared_cluster_addr64<T>(unchecked, d);
}

/// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_cluster_addr32<T> a, unsigned int rank) {
  u32 d;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a.raw()), "r"(rank));
  return shared_cluster_addr32<T>(unchecked, d);
}

/// `mapa.shared::cluster`: the address of the same shared variable in another CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T>
TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32<T> a, unsigned int rank) {
  u32 d;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a.raw()), "r"(rank));
  return shared_cluster_addr32<T>(unchecked, d);
}

/// `mapa.u64`: the generic address of the same shared location in another CTA of the cluster (PTX ISA 7.8, sm_90)
template <class T, class O>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr<T, O> p, unsigned int rank) {
  static_assert(!detail::is_same<O, from_global>::value, "mapa: this generic pointer came from .global: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<O, from_local>::value, "mapa: this generic pointer came from .local: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<O, from_const>::value, "mapa: this generic pointer came from .const: mapa.u64 maps shared-memory addresses only");
  static_assert(!detail::is_same<O, unknown>::value, "mapa: the origin of this generic pointer is unknown: mapa.u64 maps shared-memory addresses only (test it with isspacep_shared_cluster first)");
  u64 d;
  asm volatile("mapa.u64 %0, %1, %2;" : "=l"(d) : "l"(p.raw()), "r"(rank));
  return generic_ptr<T, from_shared_cluster>(unchecked, d);
}

#else  // older than sm_90: the same names fail to compile, saying why

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr64<T> a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type ld(shared_cluster_addr32<T> a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ld: ld.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void st(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void st(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "st: st.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr64<T> a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> cvta_shared_cluster_to_generic(shared_cluster_addr32<T> a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvta_shared_cluster_to_generic: cvta.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class O, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster_unchecked(generic_ptr<T, O> p) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvta_generic_to_shared_cluster_unchecked: cvta.to.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class O, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr64<T> cvta_generic_to_shared_cluster(generic_ptr<T, O> p) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvta_generic_to_shared_cluster: cvta.to.shared::cluster.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class O, class TypedPtxArch = void>
TYPED_PTX_DEVICE bool isspacep_shared_cluster(generic_ptr<T, O> p) {
  static_assert(detail::always_false<TypedPtxArch>::value, "isspacep_shared_cluster: isspacep.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class O, class TypedPtxArch = void>
TYPED_PTX_DEVICE bool try_cvta_generic_to_shared_cluster(generic_ptr<T, O> p, shared_cluster_addr64<T>* out) {
  static_assert(detail::always_false<TypedPtxArch>::value, "try_cvta_generic_to_shared_cluster: isspacep.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE typename detail::remove_cv<T>::type atom_add(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "atom_add: atom.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void red_add(shared_cluster_addr64<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void red_add(shared_cluster_addr32<T> a, typename detail::type_identity<T>::type v) {
  static_assert(detail::always_false<TypedPtxArch>::value, "red_add: red.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acq_rel_cluster: fence.acq_rel.cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive: barrier.cluster.arrive needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait: barrier.cluster.wait needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_cluster_addr64<T> a, unsigned int rank) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr64<T> mapa(shared_addr64<T> a, unsigned int rank) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_cluster_addr32<T> a, unsigned int rank) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE shared_cluster_addr32<T> mapa(shared_addr32<T> a, unsigned int rank) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mapa: mapa.shared::cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

template <class T, class O, class TypedPtxArch = void>
TYPED_PTX_DEVICE generic_ptr<T, from_shared_cluster> mapa(generic_ptr<T, O> p, unsigned int rank) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mapa: mapa.u64 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}

#endif  // sm_90

// ---- what PTX does not allow: each fails to compile with the rule -----------------

namespace detail {
template <class A> struct has_atom_add { static constexpr bool value = false; };
template <class T, class O> struct has_atom_add<generic_ptr<T, O>> { static constexpr bool value = true; };
template <class T> struct has_atom_add<global_ptr<T>> { static constexpr bool value = true; };
template <class T> struct has_atom_add<shared_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_atom_add<shared_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_atom_add<shared_cluster_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_atom_add<shared_cluster_addr32<T>> { static constexpr bool value = true; };
template <class A> struct has_ld { static constexpr bool value = false; };
template <class T, class O> struct has_ld<generic_ptr<T, O>> { static constexpr bool value = true; };
template <class T> struct has_ld<global_ptr<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<shared_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<shared_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<shared_cluster_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<shared_cluster_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<local_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<local_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<const_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_ld<const_addr32<T>> { static constexpr bool value = true; };
template <class A> struct has_ld_nc { static constexpr bool value = false; };
template <class T> struct has_ld_nc<global_ptr<T>> { static constexpr bool value = true; };
template <class A> struct has_red_add { static constexpr bool value = false; };
template <class T, class O> struct has_red_add<generic_ptr<T, O>> { static constexpr bool value = true; };
template <class T> struct has_red_add<global_ptr<T>> { static constexpr bool value = true; };
template <class T> struct has_red_add<shared_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_red_add<shared_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_red_add<shared_cluster_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_red_add<shared_cluster_addr32<T>> { static constexpr bool value = true; };
template <class A> struct has_st { static constexpr bool value = false; };
template <class T, class O> struct has_st<generic_ptr<T, O>> { static constexpr bool value = true; };
template <class T> struct has_st<global_ptr<T>> { static constexpr bool value = true; };
template <class T> struct has_st<shared_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_st<shared_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_st<shared_cluster_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_st<shared_cluster_addr32<T>> { static constexpr bool value = true; };
template <class T> struct has_st<local_addr64<T>> { static constexpr bool value = true; };
template <class T> struct has_st<local_addr32<T>> { static constexpr bool value = true; };
}  // namespace detail

/// `atom_add` of an address it does not take: fails to compile, saying why.
template <class A, class V, typename detail::enable_if<!detail::has_atom_add<A>::value, int>::type = 0>
TYPED_PTX_DEVICE int atom_add(A, V) {
  static_assert(detail::is_address<A>::value, "atom_add: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(detail::space_of<A>::value != 5, "atom_add: PTX has no atom on the .local state space (atomics take .global, .shared or generic addresses)");
  static_assert(detail::space_of<A>::value != 6, "atom_add: PTX has no atom on the .const state space (atomics take .global, .shared or generic addresses)");
  return 0;
}

/// `ld` of an address it does not take: fails to compile, saying why.
template <class A, typename detail::enable_if<!detail::has_ld<A>::value, int>::type = 0>
TYPED_PTX_DEVICE int ld(A) {
  static_assert(detail::is_address<A>::value, "ld: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  return 0;
}

/// `ld_nc` of an address it does not take: fails to compile, saying why.
template <class A, typename detail::enable_if<!detail::has_ld_nc<A>::value, int>::type = 0>
TYPED_PTX_DEVICE int ld_nc(A) {
  static_assert(detail::is_address<A>::value, "ld_nc: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(detail::space_of<A>::value != 3, "ld_nc: ld.global.nc reads only .global, not .shared");
  static_assert(detail::space_of<A>::value != 4, "ld_nc: ld.global.nc reads only .global, not .shared::cluster");
  static_assert(detail::space_of<A>::value != 5, "ld_nc: ld.global.nc reads only .global, not .local");
  static_assert(detail::space_of<A>::value != 6, "ld_nc: ld.global.nc reads only .global, not .const");
  static_assert(detail::space_of<A>::value != 1, "ld_nc: ld.global.nc takes a .global address, not a generic one: convert it with cvta_generic_to_global");
  return 0;
}

/// `red_add` of an address it does not take: fails to compile, saying why.
template <class A, class V, typename detail::enable_if<!detail::has_red_add<A>::value, int>::type = 0>
TYPED_PTX_DEVICE void red_add(A, V) {
  static_assert(detail::is_address<A>::value, "red_add: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(detail::space_of<A>::value != 5, "red_add: PTX has no red on the .local state space (atomics take .global, .shared or generic addresses)");
  static_assert(detail::space_of<A>::value != 6, "red_add: PTX has no red on the .const state space (atomics take .global, .shared or generic addresses)");
}

/// `st` of an address it does not take: fails to compile, saying why.
template <class A, class V, typename detail::enable_if<!detail::has_st<A>::value, int>::type = 0>
TYPED_PTX_DEVICE void st(A, V) {
  static_assert(detail::is_address<A>::value, "st: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(detail::space_of<A>::value != 6, "st: the .const state space is read-only: PTX has no st.const");
}

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
template <class A> struct has_addr32 { static constexpr bool value = (space_of<A>::value >= 3 && space_of<A>::value <= 6) && space_of<A>::bits == 64; };
}  // namespace detail

/// `to_addr32` of an address without a 32-bit form: fails to compile, saying why.
template <class A, typename detail::enable_if<!detail::has_addr32<A>::value, int>::type = 0>
TYPED_PTX_DEVICE int to_addr32(A) {
  static_assert(detail::is_address<A>::value, "to_addr32: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(detail::space_of<A>::value != 2, "to_addr32: a .global address has no 32-bit form: only the .shared, .local and .const windows fit in 32 bits (cvt.u32.u64 of a global pointer loses its high bits)");
  static_assert(detail::space_of<A>::value != 1, "to_addr32: a generic address has no 32-bit form: convert it to its .shared/.local/.const space with cvta first");
  static_assert(detail::space_of<A>::bits != 32, "to_addr32: this address is already 32-bit");
  return 0;
}

/// `cvta_generic_to_global` of an address that is not generic: fails to compile, saying why.
template <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>
TYPED_PTX_DEVICE int cvta_generic_to_global(A) {
  static_assert(detail::is_address<A>::value, "cvta_generic_to_global: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "cvta_generic_to_global: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
  return 0;
}

/// `cvta_generic_to_shared` of an address that is not generic: fails to compile, saying why.
template <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>
TYPED_PTX_DEVICE int cvta_generic_to_shared(A) {
  static_assert(detail::is_address<A>::value, "cvta_generic_to_shared: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "cvta_generic_to_shared: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
  return 0;
}

/// `cvta_generic_to_shared_cluster` of an address that is not generic: fails to compile, saying why.
template <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>
TYPED_PTX_DEVICE int cvta_generic_to_shared_cluster(A) {
  static_assert(detail::is_address<A>::value, "cvta_generic_to_shared_cluster: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "cvta_generic_to_shared_cluster: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
  return 0;
}

/// `cvta_generic_to_local` of an address that is not generic: fails to compile, saying why.
template <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>
TYPED_PTX_DEVICE int cvta_generic_to_local(A) {
  static_assert(detail::is_address<A>::value, "cvta_generic_to_local: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "cvta_generic_to_local: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
  return 0;
}

/// `cvta_generic_to_const` of an address that is not generic: fails to compile, saying why.
template <class A, typename detail::enable_if<detail::space_of<A>::value != 1, int>::type = 0>
TYPED_PTX_DEVICE int cvta_generic_to_const(A) {
  static_assert(detail::is_address<A>::value, "cvta_generic_to_const: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "cvta_generic_to_const: cvta.to converts a generic_ptr; a named-space address changes space only through the generic space (cvta_<space>_to_generic first, and only back to the space it came from)");
  return 0;
}

namespace detail {
template <class A> struct is_mapa_src { static constexpr bool value = space_of<A>::value == 1 || space_of<A>::value == 3 || space_of<A>::value == 4; };
}  // namespace detail

/// `mapa` of an address that is not in shared memory: fails to compile, saying why.
template <class A, typename detail::enable_if<!detail::is_mapa_src<A>::value, int>::type = 0>
TYPED_PTX_DEVICE int mapa(A, unsigned int) {
  static_assert(detail::is_address<A>::value, "mapa: the address must be a typed_ptx address type (global_ptr<T>, shared_addr32<T>, generic_ptr<T, O> ...), not an integer or a raw pointer; wrap a C++ pointer with typed_ptx::generic(p) or typed_ptx::kernel_param(p)");
  static_assert(!detail::is_address<A>::value, "mapa: mapa maps shared-memory addresses only (.shared::cta, .shared::cluster, or a generic pointer that came from one), not this address");
  return 0;
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_CUH
