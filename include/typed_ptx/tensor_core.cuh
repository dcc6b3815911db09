// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/tensor_core.cuh: Tensor cores (the namespace-scope wrappers of the table's
// TensorCore rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_TENSOR_CORE_CUH
#define TYPED_PTX_TENSOR_CORE_CUH

#include "core.cuh"

namespace typed_ptx {

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

// ---- Tensor cores: namespace-scope wrappers ---------------------------------------

// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
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
#else  // older than sm_80: the same names fail to compile, saying why
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
#endif  // sm_89
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
#define TYPED_PTX_WG_WGMMA_SS_F32_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.f16.f16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F16_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f16.f16.f16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.f16.f16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F16_F16_F16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f16.f16.f16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_BF16_BF16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.bf16.bf16 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ", %" #i2 ", %" #i3 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(TransA), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_BF16_BF16(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k16.f32.bf16.bf16 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ", %" #i3 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(TransB) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_TF32_TF32(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k8.f32.tf32.tf32 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_TF32_TF32(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k8.f32.tf32.tf32 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F32_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F16_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e4m3 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_SS_F16_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %2, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e5m2 {" TYPED_PTX_WG_D3_##l "}, %0, %1, p, %" #i0 ", %" #i1 ";\n}\n" : "+l"(da), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e4m3.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F32_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f32.e5m2.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_F_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F16_E4M3_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e4m3.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E4M3(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e4m3 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
#define TYPED_PTX_WG_WGMMA_RS_F16_E5M2_E5M2(n, l, i0, i1, i2, i3) asm volatile("{\n.reg .pred p;\nsetp.ne.u32 p, %5, 0;\nwgmma.mma_async.sync.aligned.m64n" #n "k32.f16.e5m2.e5m2 {" TYPED_PTX_WG_D6_##l "}, {%0, %1, %2, %3}, %4, p, %" #i0 ", %" #i1 ";\n}\n" : "+r"(a0), "+r"(a1), "+r"(a2), "+r"(a3), "+l"(db), "+r"(sd), TYPED_PTX_WG_R_##l(d) : "n"(ScaleA), "n"(ScaleB), "n"(0), "n"(0) : "memory");
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
// -- sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a only --
#if !defined(__CUDA_ARCH__) || (defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && (__CUDA_ARCH_FAMILY_SPECIFIC__ == 1000 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1030 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1100)) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL) || defined(__CUDA_ARCH_FEAT_SM110_ALL)
/// `tcgen05.fence::before_thread_sync`: order the thread's earlier tcgen05 operations before a following thread synchronization (bar.sync, an mbarrier arrive) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_fence_before_thread_sync() {
asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
}
/// `tcgen05.fence::after_thread_sync`: order the thread's later tcgen05 operations after a preceding thread synchronization (bar.sync, an mbarrier wait) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_fence_after_thread_sync() {
asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
}
/// `tcgen05.wait::ld.sync.aligned`: wait until the warp's earlier tcgen05.ld have completed (then their destination registers may be read) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_wait_ld_sync_aligned() {
asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
}
/// `tcgen05.wait::st.sync.aligned`: wait until the warp's earlier tcgen05.st have completed (then their source registers may be written) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_wait_st_sync_aligned() {
asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");
}
#else  // not sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a: the same names fail to compile, saying why
/// `tcgen05.fence::before_thread_sync`: order the thread's earlier tcgen05 operations before a following thread synchronization (bar.sync, an mbarrier arrive) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_fence_before_thread_sync() {
  static_assert(detail::always_false<TypedPtxArch>::value, "tcgen05_fence_before_thread_sync: tcgen05.fence::before_thread_sync needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a)");
}
/// `tcgen05.fence::after_thread_sync`: order the thread's later tcgen05 operations after a preceding thread synchronization (bar.sync, an mbarrier wait) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_fence_after_thread_sync() {
  static_assert(detail::always_false<TypedPtxArch>::value, "tcgen05_fence_after_thread_sync: tcgen05.fence::after_thread_sync needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a)");
}
/// `tcgen05.wait::ld.sync.aligned`: wait until the warp's earlier tcgen05.ld have completed (then their destination registers may be read) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_wait_ld_sync_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "tcgen05_wait_ld_sync_aligned: tcgen05.wait::ld.sync.aligned needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a)");
}
/// `tcgen05.wait::st.sync.aligned`: wait until the warp's earlier tcgen05.st have completed (then their source registers may be written) (PTX ISA 8.6, sm_100)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void tcgen05_wait_st_sync_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "tcgen05_wait_st_sync_aligned: tcgen05.wait::st.sync.aligned needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a)");
}
#endif  // sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a

}  // namespace typed_ptx

#endif  // TYPED_PTX_TENSOR_CORE_CUH
