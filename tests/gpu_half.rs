//! Half precision, packed and FP8 floats and the bit-manipulation instructions on a real
//! GPU, compared bit for bit with a CPU reference.
//!
//! * `conversions`: f32 to f16/bf16 (`.rn`, `.relu`, `.satfinite`), pairs of f32 to
//!   f16x2/bf16x2/e4m3x2/e5m2x2 (the first source in the upper half), back to f32, to
//!   tf32 (`.rna`), and between f16x2 and the FP8 pairs;
//! * `arithmetic`: add/sub/mul/fma/min/max/neg/abs on f16, f16x2, bf16, bf16x2;
//! * `fast_f32`: the `.ftz` forms (bit-exact) and `rcp`/`ex2`/`tanh.approx` (within
//!   their documented error);
//! * `bits`: `prmt` in every mode, `bfe`/`bfi` at 32 and 64 bits, `lop3`, half unpacking;
//! * `spaces`: half and packed values through `.global`, `.shared`, `.local`, `.const`
//!   and generic addresses, scalars and `.v2`/`.v4` vectors.
//!
//! The CPU reference rounds exactly: every input is decoded to an `f64` (exact for these
//! formats), the exact result of the operation (the inputs are chosen so that `f64`
//! holds it exactly) is rounded to nearest even by searching the target format's codes.
//! NaN results are compared by class (PTX produces a canonical NaN).
//!
//! The GPU tests are `#[ignore]`d with the reason (they show as ignored without a GPU);
//! `modules_pass_ptxas` runs everywhere and checks every module they load with `ptxas`.
#![cfg(feature = "cuda")]

mod common;
use common::{device_target, gpu};

use typed_ptx::runtime::{Arg, Launch};
use typed_ptx::*;

// =====================================================================================
// The CPU reference: minifloat formats, exact decoding, round to nearest even
// =====================================================================================

/// A binary floating-point format of at most 16 bits.
#[derive(Clone, Copy, Debug)]
struct Fmt {
    bits: u32,
    exp: u32,
    man: u32,
    bias: i32,
    /// Whether the all-ones exponent means infinity/NaN (IEEE); E4M3 has no infinities
    /// and only `S.1111.111` is NaN.
    ieee: bool,
}

const F16_FMT: Fmt = Fmt {
    bits: 16,
    exp: 5,
    man: 10,
    bias: 15,
    ieee: true,
};
const BF16_FMT: Fmt = Fmt {
    bits: 16,
    exp: 8,
    man: 7,
    bias: 127,
    ieee: true,
};
const E4M3_FMT: Fmt = Fmt {
    bits: 8,
    exp: 4,
    man: 3,
    bias: 7,
    ieee: false,
};
const E5M2_FMT: Fmt = Fmt {
    bits: 8,
    exp: 5,
    man: 2,
    bias: 15,
    ieee: true,
};

impl Fmt {
    fn emax_field(self) -> u32 {
        (1 << self.exp) - 1
    }
    fn man_mask(self) -> u32 {
        (1 << self.man) - 1
    }
    fn sign_bit(self) -> u32 {
        1 << (self.bits - 1)
    }
    /// The largest finite magnitude's code.
    fn max_code(self) -> u32 {
        if self.ieee {
            ((self.emax_field() - 1) << self.man) | self.man_mask()
        } else {
            (self.emax_field() << self.man) | (self.man_mask() - 1)
        }
    }
    fn inf_code(self) -> u32 {
        self.emax_field() << self.man
    }
    fn nan_code(self) -> u32 {
        (self.emax_field() << self.man) | self.man_mask()
    }
    fn decode(self, c: u32) -> f64 {
        let neg = c & self.sign_bit() != 0;
        let e = (c >> self.man) & self.emax_field();
        let m = c & self.man_mask();
        let v = if self.ieee && e == self.emax_field() {
            if m == 0 { f64::INFINITY } else { f64::NAN }
        } else if !self.ieee && e == self.emax_field() && m == self.man_mask() {
            f64::NAN
        } else if e == 0 {
            m as f64 * 2f64.powi(1 - self.bias - self.man as i32)
        } else {
            (m + (1 << self.man)) as f64 * 2f64.powi(e as i32 - self.bias - self.man as i32)
        };
        if neg { -v } else { v }
    }
    fn is_nan(self, c: u32) -> bool {
        self.decode(c).is_nan()
    }
    /// `x` (exact) rounded to nearest even; `sat` saturates to the largest finite value
    /// instead of overflowing to infinity (`.satfinite`; infinities saturate too).
    fn round(self, x: f64, sat: bool) -> u32 {
        if x.is_nan() {
            return self.nan_code();
        }
        let sign = if x.is_sign_negative() {
            self.sign_bit()
        } else {
            0
        };
        let a = x.abs();
        let max = self.max_code();
        let overflow = if sat || !self.ieee {
            max
        } else {
            self.inf_code()
        };
        let top = self.decode(max);
        let mag = if a.is_infinite() {
            overflow
        } else if a >= top {
            // Past the largest finite value the next step of the grid is one more ulp.
            let next = top + (top - self.decode(max - 1));
            let mid = (top + next) / 2.0;
            if a < mid || (a == mid && max.is_multiple_of(2)) {
                max
            } else {
                overflow
            }
        } else {
            // The largest code not above `a`, then the nearer of it and the next.
            let (mut lo, mut hi) = (0u32, max);
            while hi - lo > 1 {
                let mid = (lo + hi) / 2;
                if self.decode(mid) <= a {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            let (dl, dh) = (a - self.decode(lo), self.decode(hi) - a);
            if dl < dh || (dl == dh && lo.is_multiple_of(2)) {
                lo
            } else {
                hi
            }
        };
        sign | mag
    }
    /// Code `c` of this format re-encoded in `to` (exact, or NaN).
    fn convert(self, c: u32, to: Fmt) -> u32 {
        to.round(self.decode(c), false)
    }
}

/// f32 to a format, round to nearest even; `relu` clamps negative results (and -0) to
/// +0, NaN stays NaN.
fn from_f32(x: f32, fmt: Fmt, sat: bool, relu: bool) -> u32 {
    let c = fmt.round(x as f64, sat);
    if relu && !fmt.is_nan(c) && c & fmt.sign_bit() != 0 {
        0
    } else {
        c
    }
}

/// `cvt.rna.tf32.f32`: round to nearest with ties away from zero, keeping 10 mantissa
/// bits (the low 13 bits of the result are zero).
fn tf32_rna(x: f32) -> u32 {
    let b = x.to_bits();
    if x.is_nan() || x.is_infinite() {
        return b;
    }
    b.wrapping_add(0x1000) & 0xffff_e000
}

/// Whether two codes of `fmt` agree: equal bits, or both NaN.
fn same(fmt: Fmt, got: u32, want: u32) -> bool {
    got == want || (fmt.is_nan(got) && fmt.is_nan(want))
}

fn pair(hi: u32, lo: u32, bits: u32) -> u32 {
    (hi << bits) | lo
}

/// Compares each lane of a packed word (`lanes` of `fmt`) of `got` with `want`.
fn same_lanes(fmt: Fmt, lanes: u32, got: u32, want: u32) -> bool {
    let mask = (1u32 << fmt.bits) - 1;
    (0..lanes).all(|l| {
        let s = l * fmt.bits;
        same(fmt, (got >> s) & mask, (want >> s) & mask)
    })
}

/// A small deterministic generator (the test must fail the same way every time).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 32) as u32
    }
}

/// f32 inputs for the conversions: ties and near-ties of every target format, values
/// around each format's largest finite value, subnormals, signed zeros, infinities, NaN,
/// and random bit patterns.
fn conversion_inputs() -> Vec<f32> {
    let mut v: Vec<f32> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        1.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        -f32::MIN_POSITIVE / 4.0,
        65504.0,
        65519.0,
        65520.0,
        -65536.0,
        448.0,
        464.0,
        -470.0,
        1e9,
        57344.0,
        61440.0,
        -1e-30,
        6e-8,
        2.98e-8,
        3e-8,
        1.0 / 3.0,
        -2.0 / 3.0,
        f32::MAX,
    ];
    // bf16 ties (low 16 bits 0x8000) and near-ties; f16 ties at several exponents.
    for b in [
        0x3f80_8000u32,
        0x3f81_8000,
        0x3f80_8001,
        0x3f80_7fff,
        0xbf80_8000,
        0x7f7f_8000,
    ] {
        v.push(f32::from_bits(b));
    }
    for e in [-20i32, -14, -3, 0, 7, 15] {
        for m in [0x001u32, 0x002, 0x3ff] {
            // 1.m * 2^e with one more bit set just below the f16 mantissa: a tie.
            let bits = (((e + 127) as u32) << 23) | (m << 13) | (1 << 12);
            v.push(f32::from_bits(bits));
            v.push(-f32::from_bits(bits | 1));
        }
    }
    let mut g = Lcg(0x5eed);
    while v.len() < 4096 {
        let b = g.next();
        v.push(f32::from_bits(b));
        // Values in the FP8 and f16 ranges are the interesting ones.
        let m = (g.next() >> 9) as f32 / (1u32 << 23) as f32 + 1.0;
        let e = (g.next() % 40) as i32 - 22;
        let s = if g.next() & 1 == 0 { 1.0 } else { -1.0 };
        v.push(s * m * 2f32.powi(e));
    }
    v.truncate(4096);
    v
}

/// A random normal value of `fmt` with an exponent in `-6..=6` (so that sums, products
/// and `a * b + c` of three of them are exact in `f64`).
fn moderate(g: &mut Lcg, fmt: Fmt) -> u32 {
    let e = (g.next() % 13) as i32 - 6;
    let m = g.next() & fmt.man_mask();
    let s = if g.next() & 1 == 0 { 0 } else { fmt.sign_bit() };
    s | (((e + fmt.bias) as u32) << fmt.man) | m
}

// =====================================================================================
// The kernels
// =====================================================================================

/// Output words per element of each kernel.
const CVT_WORDS: u32 = 23;
const ARITH_WORDS: u32 = 22;
const FAST_WORDS: u32 = 9;
const BITS_WORDS: u32 = 18;
const SPACE_WORDS: u32 = 8;
/// Input words per element of the arithmetic kernel (a, b, c as f16x2, then as bf16x2).
const ARITH_IN: u32 = 6;

/// A 16-bit value widened to a u32 output word (`mov.b16`, `cvt.u32.u16`).
fn w16<T: Scalar>(k: &mut Kernel<'_>, r: Reg<T>) -> Reg<u32>
where
    u16: SameWidth<T>,
{
    let u = k.bitcast::<u16, T>(r);
    k.cvt::<u32, u16>(u)
}

/// The thread's element `i` and whether it is below `n`.
fn element(k: &mut Kernel<'_>, n: Reg<u32>) -> (Reg<u32>, Reg<Pred>) {
    let (c, nt, t) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
    let i = k.mad_lo(c, nt, t);
    let inside = k.setp(Cmp::Lt, i, n);
    (i, inside)
}

/// `out[i * words ..]`.
fn row(k: &mut Kernel<'_>, out: Ptr<Global, u32>, i: Reg<u32>, words: u32) -> Ptr<Global, u32> {
    let base = k.mul_lo(i, words);
    k.index(out, base)
}

type Cvt = (
    Ptr<Global, u32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Reg<u32>,
);

fn conversions(m: &mut Module) -> KernelRef<Cvt> {
    m.kernel("half_conversions", |k, (out, xs, ys, n): Cvt| {
        let (i, inside) = element(k, n);
        k.if_then(inside, |k| {
            let px = k.index(xs, i);
            let py = k.index(ys, i);
            let x = k.ld(px);
            let y = k.ld(py);
            let o = row(k, out, i, CVT_WORDS);
            let h = k.cvt::<F16, f32>(x);
            let hr = k.cvt_relu::<F16>(x);
            let hs = k.cvt_satfinite::<F16>(x);
            let b = k.cvt::<Bf16, f32>(x);
            let br = k.cvt_relu::<Bf16>(x);
            let bs = k.cvt_satfinite::<Bf16>(x);
            let mut words: Vec<Reg<u32>> = Vec::new();
            for r in [h, hr, hs] {
                words.push(w16(k, r));
            }
            for r in [b, br, bs] {
                words.push(w16(k, r));
            }
            let p0 = k.cvt_pack::<F16x2>(x, y);
            let p1 = k.cvt_pack_relu::<F16x2>(x, y);
            let p2 = k.cvt_pack_satfinite::<F16x2>(x, y);
            for r in [p0, p1, p2] {
                words.push(k.bitcast::<u32, _>(r));
            }
            let q0 = k.cvt_pack::<Bf16x2>(x, y);
            let q1 = k.cvt_pack_relu::<Bf16x2>(x, y);
            let q2 = k.cvt_pack_satfinite::<Bf16x2>(x, y);
            for r in [q0, q1, q2] {
                words.push(k.bitcast::<u32, _>(r));
            }
            let e4 = k.cvt_pack::<E4m3x2>(x, y);
            let e4r = k.cvt_pack_relu::<E4m3x2>(x, y);
            let e5 = k.cvt_pack_satfinite::<E5m2x2>(x, y);
            let e5r = k.cvt_pack_relu::<E5m2x2>(x, y);
            words.push(w16(k, e4));
            words.push(w16(k, e4r));
            words.push(w16(k, e5));
            words.push(w16(k, e5r));
            let fh = k.cvt::<f32, F16>(h);
            let fb = k.cvt::<f32, Bf16>(b);
            let t = k.cvt::<Tf32, f32>(x);
            words.push(k.bitcast::<u32, _>(fh));
            words.push(k.bitcast::<u32, _>(fb));
            words.push(k.bitcast::<u32, _>(t));
            let b4 = k.cvt::<F16x2, E4m3x2>(e4);
            let b5 = k.cvt::<F16x2, E5m2x2>(e5);
            words.push(k.bitcast::<u32, _>(b4));
            words.push(k.bitcast::<u32, _>(b5));
            let d4 = k.cvt::<E4m3x2, F16x2>(p0);
            let d5 = k.cvt::<E5m2x2, F16x2>(p0);
            words.push(w16(k, d4));
            words.push(w16(k, d5));
            assert_eq!(words.len() as u32, CVT_WORDS);
            for (j, w) in words.into_iter().enumerate() {
                k.st(o.at(j as i64), w);
            }
        });
    })
}

type Io = (Ptr<Global, u32>, Ptr<Global, u32>, Reg<u32>);

fn arithmetic(m: &mut Module) -> KernelRef<Io> {
    m.kernel("half_arithmetic", |k, (out, inp, n): Io| {
        let (i, inside) = element(k, n);
        k.if_then(inside, |k| {
            let src = row(k, inp, i, ARITH_IN);
            let o = row(k, out, i, ARITH_WORDS);
            // The inputs seen as packed halves, through a cast pointer.
            let h = src.cast::<F16x2>();
            let b = src.cast::<Bf16x2>();
            let (ha, hb, hc) = (k.ld(h), k.ld(h.at(1)), k.ld(h.at(2)));
            let (ba, bb, bc) = (k.ld(b.at(3)), k.ld(b.at(4)), k.ld(b.at(5)));
            let mut words: Vec<Reg<u32>> = Vec::new();
            let r = [
                k.add(ha, hb),
                k.sub(ha, hb),
                k.mul(ha, hb),
                k.fma(ha, hb, hc),
                k.min(ha, hb),
                k.max(ha, hb),
                k.neg(ha),
                k.abs(hb),
            ];
            for x in r {
                words.push(k.bitcast::<u32, _>(x));
            }
            let r = [
                k.add(ba, bb),
                k.sub(ba, bb),
                k.mul(ba, bb),
                k.fma(ba, bb, bc),
                k.min(ba, bb),
                k.max(ba, bb),
                k.neg(ba),
                k.abs(bb),
            ];
            for x in r {
                words.push(k.bitcast::<u32, _>(x));
            }
            // Scalars: the halves of the pairs.
            let [hal, hah] = k.halves(ha);
            let [hbl, hbh] = k.halves(hb);
            let [_, hch] = k.halves(hc);
            let s = k.add(hal, hbl);
            words.push(w16(k, s));
            let s = k.fma(hah, hbh, hch);
            words.push(w16(k, s));
            let [bal, bah] = k.halves(ba);
            let [bbl, bbh] = k.halves(bb);
            let [_, bch] = k.halves(bc);
            let s = k.mul(bal, bbl);
            words.push(w16(k, s));
            let s = k.fma(bah, bbh, bch);
            words.push(w16(k, s));
            // Immediates: moved into a register first (`mov.b32`, `mov.b16`).
            let s = k.add(ha, F16x2(0x3c00_4000));
            words.push(k.bitcast::<u32, _>(s));
            let s = k.add(bal, Bf16(0x3f80));
            words.push(w16(k, s));
            assert_eq!(words.len() as u32, ARITH_WORDS);
            for (j, w) in words.into_iter().enumerate() {
                k.st(o.at(j as i64), w);
            }
        });
    })
}

type Fast = (
    Ptr<Global, u32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Reg<u32>,
);

fn fast_f32(m: &mut Module) -> KernelRef<Fast> {
    m.kernel("fast_f32", |k, (out, xs, ys, n): Fast| {
        let (i, inside) = element(k, n);
        k.if_then(inside, |k| {
            let px = k.index(xs, i);
            let py = k.index(ys, i);
            let x = k.ld(px);
            let y = k.ld(py);
            let o = row(k, out, i, FAST_WORDS);
            // Halved for ex2 so that 2^x stays a normal f32 (ftz flushes subnormals).
            let half_x = k.mul(x, 0.5f32);
            let r = [
                k.add_ftz(x, y),
                k.sub_ftz(x, y),
                k.mul_ftz(x, y),
                k.fma_ftz(x, y, x),
                k.rcp_approx(x),
                k.rcp_approx_ftz(y),
                k.ex2_ftz(half_x),
                k.tanh(y),
            ];
            for (j, v) in r.into_iter().enumerate() {
                let w = k.bitcast::<u32, _>(v);
                k.st(o.at(j as i64), w);
            }
            // ex2 of a half, y / 16 (so that 2^y is a normal f16): ex2.approx.f16.
            let q = k.mul(y, 0.0625f32);
            let h = k.cvt::<F16, f32>(q);
            let e = k.ex2(h);
            let w = w16(k, e);
            k.st(o.at(8), w);
        });
    })
}

type Bits = (
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Reg<u32>,
);

/// `lop3`'s tables in the test: parity, select (`a ? b : c`), and nor.
fn luts() -> [u32; 3] {
    [
        lut3(|a, b, c| a ^ b ^ c),
        lut3(|a, b, c| (a & b) | (!a & c)),
        lut3(|a, b, c| !(a | b | c)),
    ]
}

fn bits(m: &mut Module) -> KernelRef<Bits> {
    m.kernel("bit_manipulation", |k, (out, xa, xb, xc, n): Bits| {
        let (i, inside) = element(k, n);
        k.if_then(inside, |k| {
            let (pa, pb, pc) = (k.index(xa, i), k.index(xb, i), k.index(xc, i));
            let (a, b, c) = (k.ld(pa), k.ld(pb), k.ld(pc));
            let o = row(k, out, i, BITS_WORDS);
            let mut words: Vec<Reg<u32>> = Vec::new();
            let sel = k.and(c, 0xffffu32);
            words.push(k.prmt(a, b, sel));
            for &mode in PrmtMode::ALL {
                words.push(k.prmt_mode(mode, a, b, c));
            }
            // Register positions and lengths: only their low 8 bits count.
            let len = k.shr(c, 8u32);
            words.push(k.bfe(a, c, len));
            let sa = k.bitcast::<i32, _>(a);
            let s = k.bfe(sa, c, len);
            words.push(k.bitcast::<u32, _>(s));
            // 64 bits: {b, a}. The 64-bit forms get positions and lengths below 256: the
            // H100 (driver 580) does not reduce a larger register value to its low 8 bits
            // there, as the PTX manual says it does (the 32-bit forms do).
            let c8 = k.and(c, 0xffu32);
            let len8 = k.and(len, 0xffu32);
            let lo = k.cvt::<u64, u32>(a);
            let hi = k.cvt::<u64, u32>(b);
            let hi = k.shl(hi, 32u32);
            let ab = k.or(hi, lo);
            let sab = k.bitcast::<i64, _>(ab);
            let e = k.bfe(sab, c8, len8);
            let e = k.bitcast::<u64, _>(e);
            let el = k.cvt::<u32, u64>(e);
            let eh = k.shr(e, 32u32);
            let eh = k.cvt::<u32, u64>(eh);
            words.push(el);
            words.push(eh);
            words.push(k.bfi(b, a, c, len));
            let ba = k.shl(ab, 7u32);
            let f = k.bfi(ba, ab, c8, len8);
            let fl = k.cvt::<u32, u64>(f);
            let fh = k.shr(f, 32u32);
            let fh = k.cvt::<u32, u64>(fh);
            words.push(fl);
            words.push(fh);
            for lut in luts() {
                words.push(k.lop3(a, b, c, lut));
            }
            let [l, h] = k.halves(a);
            words.push(k.pack_halves::<u32>(h, l));
            assert_eq!(words.len() as u32, BITS_WORDS);
            for (j, w) in words.into_iter().enumerate() {
                k.st(o.at(j as i64), w);
            }
        });
    })
}

/// The `.const` table of the spaces kernel.
const CONST_BF16: [u16; 4] = [0x3f80, 0xc000, 0x7f80, 0x0001];

fn spaces(m: &mut Module) -> KernelRef<Io> {
    let table = m.const_init::<Bf16>("bf16_table", &CONST_BF16.map(Bf16));
    m.kernel("half_spaces", |k, (out, inp, n): Io| {
        let (i, inside) = element(k, n);
        let s16 = k.shared::<F16>("s16", 64, Align(16));
        let spair = k.shared::<Bf16x2>("spair", 256, Align(16));
        let s8 = k.shared::<E4m3x2>("s8", 64, Align(2));
        let l16 = k.local::<F16>("l16", 4, Align(8));
        k.if_then(inside, |k| {
            let o = row(k, out, i, SPACE_WORDS);
            let src = row(k, inp, i, 4);
            // f16: global -> shared -> local -> generic (of shared) -> output.
            let g16 = src.cast::<F16>();
            let h = k.ld(g16);
            let sp = k.addr_of(s16);
            let sp = k.index(sp, i);
            k.st(sp, h);
            let h = k.ld(sp);
            k.st(l16.at(1), h);
            let h = k.ld(l16.at(1));
            let gp = k.cvta(sp);
            k.st(gp, h);
            let h = k.ld(gp);
            let w = w16(k, h);
            k.st(o, w);
            // bf16 from .const, indexed by i % 4.
            let j = k.rem(i, 4u32);
            let tp = k.addr_of(table);
            let tp = k.index(tp, j);
            let c = k.ld(tp);
            let w = w16(k, c);
            k.st(o.at(1), w);
            // bf16x2: a .v4 load from global, a .v4 store to shared, two .v2 loads back.
            let v = k.ld_v4(src.cast::<Bf16x2>());
            let four = k.mul_lo(i, 4u32);
            let pp = k.addr_of(spair);
            let pp = k.index(pp, four);
            k.st_v4(pp, v);
            let [v0, v1] = k.ld_v2(pp);
            let [v2, v3] = k.ld_v2(pp.at(2));
            for (j, x) in [v0, v1, v2, v3].into_iter().enumerate() {
                let w = k.bitcast::<u32, _>(x);
                k.st(o.at(2 + j as i64), w);
            }
            // An FP8 pair through .shared, and an f16 immediate through .local.
            let e = k.ld(src.cast::<E4m3x2>().at(1));
            let ep = k.addr_of(s8);
            let ep = k.index(ep, i);
            k.st(ep, e);
            let e = k.ld(ep);
            let w = w16(k, e);
            k.st(o.at(6), w);
            k.st(l16.at(2), F16(0x3555));
            let h = k.ld(l16.at(2));
            let w = w16(k, h);
            k.st(o.at(7), w);
        });
    })
}

/// The same GPU program written twice, through `ptx_module!` and through the builder:
/// f16x2 and bf16x2 arithmetic from typed pointers, and a pair packed from two f32.
/// `pairs_macro_and_builder_agree` checks that the two emit the same PTX (for sm_90, the
/// GPU the tests run on).
fn pairs_macro() -> Module {
    let m = typed_ptx::ptx_module! {
        target sm_90;
        kernel half_pairs(oh: global f16x2, ob: global bf16x2, of: global f16x2, h: global f16x2, b: global bf16x2, x: global f32, n: u32) {
            let i = mad.lo.u32 %ctaid.x, %ntid.x, %tid.x;
            let inside = setp.lt.u32 i, n;
            if inside {
                let i3 = mul.lo.u32 i, 3;
                let ph = index h, i3;
                let pb = index b, i3;
                let ha = ld.global.f16x2 [ph];
                let hb = ld.global.f16x2 [ph+4];
                let hc = ld.global.f16x2 [ph+8];
                let ba = ld.global.bf16x2 [pb];
                let bb = ld.global.bf16x2 [pb+4];
                let bc = ld.global.bf16x2 [pb+8];
                let i8 = mul.lo.u32 i, 8;
                let qh = index oh, i8;
                let qb = index ob, i8;
                let h0 = add.f16x2 ha, hb;
                let h1 = sub.f16x2 ha, hb;
                let h2 = mul.f16x2 ha, hb;
                let h3 = fma.rn.f16x2 ha, hb, hc;
                let h4 = min.f16x2 ha, hb;
                let h5 = max.f16x2 ha, hb;
                let h6 = neg.f16x2 ha;
                let h7 = abs.f16x2 hb;
                st.global.f16x2 [qh], h0;
                st.global.f16x2 [qh+4], h1;
                st.global.f16x2 [qh+8], h2;
                st.global.f16x2 [qh+12], h3;
                st.global.f16x2 [qh+16], h4;
                st.global.f16x2 [qh+20], h5;
                st.global.f16x2 [qh+24], h6;
                st.global.f16x2 [qh+28], h7;
                let b0 = add.bf16x2 ba, bb;
                let b1 = sub.bf16x2 ba, bb;
                let b2 = mul.bf16x2 ba, bb;
                let b3 = fma.rn.bf16x2 ba, bb, bc;
                let b4 = min.bf16x2 ba, bb;
                let b5 = max.bf16x2 ba, bb;
                let b6 = neg.bf16x2 ba;
                let b7 = abs.bf16x2 bb;
                st.global.bf16x2 [qb], b0;
                st.global.bf16x2 [qb+4], b1;
                st.global.bf16x2 [qb+8], b2;
                st.global.bf16x2 [qb+12], b3;
                st.global.bf16x2 [qb+16], b4;
                st.global.bf16x2 [qb+20], b5;
                st.global.bf16x2 [qb+24], b6;
                st.global.bf16x2 [qb+28], b7;
                let i2 = mul.lo.u32 i, 2;
                let px = index x, i2;
                let x0 = ld.global.f32 [px];
                let x1 = ld.global.f32 [px+4];
                let pk = cvt.rn.f16x2.f32 x0, x1;
                let qf = index of, i;
                st.global.f16x2 [qf], pk;
            }
        }
    };
    m.into_module()
}

type Pairs = (
    Ptr<Global, F16x2>,
    Ptr<Global, Bf16x2>,
    Ptr<Global, F16x2>,
    Ptr<Global, F16x2>,
    Ptr<Global, Bf16x2>,
    Ptr<Global, f32>,
    Reg<u32>,
);

fn pairs_builder(target: Target) -> Module {
    use typed_ptx::sreg::{CTAID_X, NTID_X, TID_X};
    let mut m = Module::new(target);
    m.kernel_named(
        "half_pairs",
        &["oh", "ob", "of", "h", "b", "x", "n"],
        |k, (oh, ob, of, h, b, x, n): Pairs| {
            let i = k.mad_lo(CTAID_X, NTID_X, TID_X);
            let inside = k.setp(Cmp::Lt, i, n);
            k.if_then(inside, |k| {
                let i3 = k.mul_lo(i, 3u32);
                let ph = k.index(h, i3);
                let pb = k.index(b, i3);
                let ha = k.ld(ph);
                let hb = k.ld(ph.at(1));
                let hc = k.ld(ph.at(2));
                let ba = k.ld(pb);
                let bb = k.ld(pb.at(1));
                let bc = k.ld(pb.at(2));
                let i8 = k.mul_lo(i, 8u32);
                let qh = k.index(oh, i8);
                let qb = k.index(ob, i8);
                let r = [
                    k.add(ha, hb),
                    k.sub(ha, hb),
                    k.mul(ha, hb),
                    k.fma(ha, hb, hc),
                    k.min(ha, hb),
                    k.max(ha, hb),
                    k.neg(ha),
                    k.abs(hb),
                ];
                for (j, v) in r.into_iter().enumerate() {
                    k.st(qh.at(j as i64), v);
                }
                let r = [
                    k.add(ba, bb),
                    k.sub(ba, bb),
                    k.mul(ba, bb),
                    k.fma(ba, bb, bc),
                    k.min(ba, bb),
                    k.max(ba, bb),
                    k.neg(ba),
                    k.abs(bb),
                ];
                for (j, v) in r.into_iter().enumerate() {
                    k.st(qb.at(j as i64), v);
                }
                let i2 = k.mul_lo(i, 2u32);
                let px = k.index(x, i2);
                let x0 = k.ld(px);
                let x1 = k.ld(px.at(1));
                let pk = k.cvt_pack::<F16x2>(x0, x1);
                let qf = k.index(of, i);
                k.st(qf, pk);
            });
        },
    );
    m
}

#[test]
fn pairs_macro_and_builder_agree() {
    let a = pairs_macro().emit().unwrap();
    let b = pairs_builder(Target::SM_90).emit().unwrap();
    assert_eq!(a, b, "ptx_module! and the builder emit different PTX");
    common::assert_ptxas_accepts("gpu_half (pairs)", &a);
}

/// Every module the GPU tests load, built for `target`.
fn modules(target: Target) -> Vec<Module> {
    let mut all = Vec::new();
    let mut m = Module::new(target);
    conversions(&mut m);
    all.push(m);
    let mut m = Module::new(target);
    arithmetic(&mut m);
    all.push(m);
    let mut m = Module::new(target);
    fast_f32(&mut m);
    all.push(m);
    let mut m = Module::new(target);
    bits(&mut m);
    all.push(m);
    let mut m = Module::new(target);
    spaces(&mut m);
    all.push(m);
    all
}

#[test]
fn modules_pass_ptxas() {
    for target in [Target::SM_90, Target::SM_90A, Target::SM_100] {
        for m in modules(target) {
            let ptx = m.emit().unwrap_or_else(|e| panic!("{target}: {e}"));
            common::assert_ptxas_accepts("gpu_half", &ptx);
        }
    }
    // bf16 add/sub/mul need sm_90; on sm_89 the arithmetic module is refused, naming it.
    let mut m = Module::new(Target::SM_89);
    arithmetic(&mut m);
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("add.bf16") || e.contains("`add`"), "{e}");
    assert!(e.contains("sm_90"), "{e}");
}

/// A kernel that loads, stores and moves `T` in every state space, scalar and `.v2`/`.v4`
/// vectors, through 64- and 32-bit addresses, variables and generic pointers.
fn through_every_space<T>(m: &mut Module, name: &str, imm: T)
where
    T: Data + Scalar + ImmValue + V4Elem + Elem<Value = T> + Into<Src<T>>,
{
    let c = m.const_init::<T>(&format!("{name}_c"), &[imm; 4]);
    m.entry(name, |k| {
        let x = k.param::<T>("x");
        let p = k.param_ptr::<T>("p");
        let v = k.ld(p);
        let w = k.ld_nc(p.at(1));
        k.st(p.at(2), v);
        k.st(p.at(3), imm);
        let two = k.ld_v2(p.at(4));
        k.st_v2(p.at(6), two);
        let four = k.ld_v4(p.at(8));
        k.st_v4(p.at(12), four);
        let s = k.shared::<T>("s", 16, Align(16));
        k.st(s, w);
        k.st_v4(s.at(4), four);
        let sp = k.addr_of(s);
        let s32 = k.to_u32(sp);
        let y = k.ld(s32.at(1));
        let cl = k.ld(sp.widen().at(2));
        let g = k.cvta(sp);
        k.st(g.at(3), cl);
        let z = k.ld(g);
        let l = k.local::<T>("l", 8, Align(16));
        k.st(l, y);
        k.st_v2(l.at(2), two);
        let lz = k.ld(l.at(1));
        let cv = k.ld(c.at(1));
        let c3 = k.ld(c.at(3));
        let moved = k.mov(z);
        let im = k.mov::<T>(imm);
        k.assign(moved, im);
        for (j, r) in [x, lz, cv, c3, moved].into_iter().enumerate() {
            k.st(p.at(16 + j as i64), r);
        }
    });
}

#[test]
fn half_types_move_through_every_space() {
    let mut m = Module::new(Target::SM_90);
    through_every_space(&mut m, "f16", F16(0x3c00));
    through_every_space(&mut m, "bf16", Bf16(0xbf80));
    through_every_space(&mut m, "f16x2", F16x2(0x3c00_4000));
    through_every_space(&mut m, "bf16x2", Bf16x2(0x3f80_4000));
    through_every_space(&mut m, "e4m3x2", E4m3x2(0x3844));
    through_every_space(&mut m, "e5m2x2", E5m2x2(0x3c40));
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for want in [
        "ld.param.b16",
        "ld.param.b32",
        "ld.global.nc.b16",
        "ld.global.v4.b32",
        "st.global.v2.b16",
        "st.shared.v4.b16",
        "ld.shared::cluster.b32",
        "st.local.v2.b32",
        "ld.const.b16",
        "mov.b16",
        ".const .align 4 .b32 f16x2_c[4] = {1006649344, 1006649344, 1006649344, 1006649344};",
    ] {
        assert!(ptx.contains(want), "no `{want}` in:\n{ptx}");
    }
    common::assert_ptxas_accepts("gpu_half (every space)", &ptx);
}

#[test]
fn reference_rounding_is_right() {
    // Known encodings.
    assert_eq!(from_f32(1.0, F16_FMT, false, false), 0x3c00);
    assert_eq!(from_f32(65504.0, F16_FMT, false, false), 0x7bff);
    assert_eq!(from_f32(65520.0, F16_FMT, false, false), 0x7c00);
    assert_eq!(from_f32(65519.0, F16_FMT, false, false), 0x7bff);
    assert_eq!(from_f32(1e9, F16_FMT, true, false), 0x7bff);
    assert_eq!(from_f32(-0.0, F16_FMT, false, false), 0x8000);
    assert_eq!(from_f32(-1.0, F16_FMT, false, true), 0);
    assert_eq!(from_f32(5.960_464_5e-8, F16_FMT, false, false), 0x0001);
    assert_eq!(from_f32(2.98e-8, F16_FMT, false, false), 0x0000);
    assert_eq!(from_f32(3e-8, F16_FMT, false, false), 0x0001);
    assert_eq!(from_f32(1.0, BF16_FMT, false, false), 0x3f80);
    assert_eq!(
        from_f32(f32::from_bits(0x3f80_8000), BF16_FMT, false, false),
        0x3f80
    );
    assert_eq!(
        from_f32(f32::from_bits(0x3f81_8000), BF16_FMT, false, false),
        0x3f82
    );
    assert_eq!(from_f32(f32::MAX, BF16_FMT, false, false), 0x7f80);
    assert_eq!(from_f32(448.0, E4M3_FMT, true, false), 0x7e);
    assert_eq!(from_f32(1e6, E4M3_FMT, true, false), 0x7e);
    assert_eq!(from_f32(-1.0, E4M3_FMT, true, false), 0xb8);
    assert_eq!(from_f32(f32::NAN, E4M3_FMT, true, false), 0x7f);
    assert_eq!(from_f32(57344.0, E5M2_FMT, true, false), 0x7b);
    assert_eq!(from_f32(1e6, E5M2_FMT, false, false), 0x7c);
    assert_eq!(from_f32(1.0, E5M2_FMT, true, false), 0x3c);
    assert_eq!(E4M3_FMT.convert(0x38, F16_FMT), 0x3c00);
    assert_eq!(tf32_rna(f32::from_bits(0x3f80_1000)), 0x3f80_2000);
    assert_eq!(tf32_rna(f32::from_bits(0x3f80_0fff)), 0x3f80_0000);
    assert_eq!(tf32_rna(f32::from_bits(0xbf80_1000)), 0xbf80_2000);
    // Every f16 code survives a trip through f64.
    for c in 0..=0xffffu32 {
        if !F16_FMT.is_nan(c) {
            assert_eq!(F16_FMT.round(F16_FMT.decode(c), false), c, "{c:#x}");
        }
    }
    // prmt, bfe, bfi and lop3 against hand-worked cases.
    assert_eq!(
        prmt_ref(0x4433_2211, 0x8877_6655, 0x5410, None),
        0x6655_2211
    );
    assert_eq!(
        prmt_ref(0x4433_2211, 0x8877_6655, 0x0008, None),
        0x1111_1100
    );
    assert_eq!(bfe_ref(0xf0, 4, 4, false, 32), 0xf);
    assert_eq!(bfe_ref(0xf0, 4, 4, true, 32), 0xffff_ffff);
    assert_eq!(bfe_ref(0xf0, 4, 0, true, 32), 0);
    assert_eq!(bfi_ref(0b101, 0, 8, 3, 32), 0b101 << 8);
    assert_eq!(lop3_ref(0xf0, 0xcc, 0xaa, 0x96), 0x96);
}

// =====================================================================================
// The reference of the bit instructions
// =====================================================================================

/// `prmt.b32[.mode] d, a, b, c`.
fn prmt_ref(a: u32, b: u32, c: u32, mode: Option<PrmtMode>) -> u32 {
    let bytes = ((b as u64) << 32) | a as u64;
    let byte = |i: u32| ((bytes >> ((i & 7) * 8)) & 0xff) as u32;
    let pick = |idx: [u32; 4]| {
        idx.iter()
            .enumerate()
            .fold(0u32, |d, (j, &i)| d | (byte(i) << (8 * j)))
    };
    let s = c & 3;
    match mode {
        None => (0..4).fold(0u32, |d, j| {
            let n = (c >> (4 * j)) & 0xf;
            let v = byte(n & 7);
            let v = if n & 8 != 0 {
                if v & 0x80 != 0 { 0xff } else { 0 }
            } else {
                v
            };
            d | (v << (8 * j))
        }),
        // Byte j of d, j = 0..3 (the manual lists them b3 b2 b1 b0).
        Some(PrmtMode::F4e) => pick([s, s + 1, s + 2, s + 3]),
        Some(PrmtMode::B4e) => pick([s, (s + 7) % 8, (s + 6) % 8, (s + 5) % 8]),
        Some(PrmtMode::Rc8) => pick([s; 4]),
        Some(PrmtMode::Ecl) => pick([s, s.max(1), s.max(2), 3]),
        Some(PrmtMode::Ecr) => pick([0, s.min(1), s.min(2), s]),
        Some(PrmtMode::Rc16) => {
            let h = (s & 1) * 2;
            pick([h, h + 1, h, h + 1])
        }
    }
}

/// `bfe.{u,s}{32,64} d, a, pos, len`.
fn bfe_ref(a: u64, pos: u32, len: u32, signed: bool, bits: u32) -> u64 {
    let msb = bits - 1;
    let (pos, len) = (pos & 0xff, len & 0xff);
    let sbit = if !signed || len == 0 {
        0
    } else {
        (a >> (pos + len - 1).min(msb)) & 1
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let bit = if i < len && pos + i <= msb {
            (a >> (pos + i)) & 1
        } else {
            sbit
        };
        d |= bit << i;
    }
    d
}

/// `bfi.b{32,64} f, a, b, pos, len`.
fn bfi_ref(a: u64, b: u64, pos: u32, len: u32, bits: u32) -> u64 {
    let msb = bits - 1;
    let (pos, len) = (pos & 0xff, len & 0xff);
    let mut f = b;
    let mut i = 0;
    while i < len && pos + i <= msb {
        f = (f & !(1 << (pos + i))) | (((a >> i) & 1) << (pos + i));
        i += 1;
    }
    f
}

fn lop3_ref(a: u32, b: u32, c: u32, lut: u32) -> u32 {
    (0..32).fold(0, |d, i| {
        let idx = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1);
        d | (((lut >> idx) & 1) << i)
    })
}

// =====================================================================================
// On the GPU
// =====================================================================================

/// Panics with the first mismatches (at most 20) and their count.
fn report(what: &str, bad: Vec<String>) {
    if !bad.is_empty() {
        panic!(
            "{what}: {} mismatches with the CPU reference:\n{}",
            bad.len(),
            bad.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
        );
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_conversions_are_bit_exact() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let kr = conversions(&mut m);
    let f = g.load(&m).unwrap().kernel(&kr).unwrap();
    let xs = conversion_inputs();
    let n = xs.len();
    // The second source: the inputs rotated, so every pair mixes different values.
    let ys: Vec<f32> = (0..n).map(|i| xs[(i * 7 + 3) % n]).collect();
    let dx = g.upload(&xs).unwrap();
    let dy = g.upload(&ys).unwrap();
    let mut out = g.alloc_zeros::<u32>(n * CVT_WORDS as usize).unwrap();
    unsafe {
        f.launch(
            &Launch::new((n as u32).div_ceil(128), 128),
            (&mut out, &dx, &dy, n as u32),
        )
        .unwrap()
    };
    let got = g.download(&out).unwrap();
    let mut bad = Vec::new();
    let names = [
        "cvt.rn.f16.f32",
        "cvt.rn.relu.f16.f32",
        "cvt.rn.satfinite.f16.f32",
        "cvt.rn.bf16.f32",
        "cvt.rn.relu.bf16.f32",
        "cvt.rn.satfinite.bf16.f32",
        "cvt.rn.f16x2.f32",
        "cvt.rn.relu.f16x2.f32",
        "cvt.rn.satfinite.f16x2.f32",
        "cvt.rn.bf16x2.f32",
        "cvt.rn.relu.bf16x2.f32",
        "cvt.rn.satfinite.bf16x2.f32",
        "cvt.rn.satfinite.e4m3x2.f32",
        "cvt.rn.satfinite.relu.e4m3x2.f32",
        "cvt.rn.satfinite.e5m2x2.f32",
        "cvt.rn.satfinite.relu.e5m2x2.f32",
        "cvt.f32.f16",
        "cvt.f32.bf16",
        "cvt.rna.tf32.f32",
        "cvt.rn.f16x2.e4m3x2",
        "cvt.rn.f16x2.e5m2x2",
        "cvt.rn.satfinite.e4m3x2.f16x2",
        "cvt.rn.satfinite.e5m2x2.f16x2",
    ];
    for i in 0..n {
        let (x, y) = (xs[i], ys[i]);
        let w = &got[i * CVT_WORDS as usize..(i + 1) * CVT_WORDS as usize];
        let h = from_f32(x, F16_FMT, false, false);
        let b = from_f32(x, BF16_FMT, false, false);
        let p16 = pair(
            from_f32(x, F16_FMT, false, false),
            from_f32(y, F16_FMT, false, false),
            16,
        );
        let e4 = pair(
            from_f32(x, E4M3_FMT, true, false),
            from_f32(y, E4M3_FMT, true, false),
            8,
        );
        let e5 = pair(
            from_f32(x, E5M2_FMT, true, false),
            from_f32(y, E5M2_FMT, true, false),
            8,
        );
        let f32c = |c: u32, fmt: Fmt| (fmt.decode(c) as f32).to_bits();
        let widen = |c: u32, from: Fmt| {
            pair(
                from.convert((c >> from.bits) & 0xff, F16_FMT),
                from.convert(c & 0xff, F16_FMT),
                16,
            )
        };
        let narrow = |c: u32, to: Fmt| {
            pair(
                to.round(F16_FMT.decode(c >> 16), true),
                to.round(F16_FMT.decode(c & 0xffff), true),
                8,
            )
        };
        let mk2 = |fmt: Fmt, sat: bool, relu: bool| {
            pair(
                from_f32(x, fmt, sat, relu),
                from_f32(y, fmt, sat, relu),
                fmt.bits,
            )
        };
        // (expected, format of a lane, lanes); f32 results compare as one 32-bit lane.
        let want: [(u32, Option<Fmt>, u32); CVT_WORDS as usize] = [
            (h, Some(F16_FMT), 1),
            (from_f32(x, F16_FMT, false, true), Some(F16_FMT), 1),
            (from_f32(x, F16_FMT, true, false), Some(F16_FMT), 1),
            (b, Some(BF16_FMT), 1),
            (from_f32(x, BF16_FMT, false, true), Some(BF16_FMT), 1),
            (from_f32(x, BF16_FMT, true, false), Some(BF16_FMT), 1),
            (p16, Some(F16_FMT), 2),
            (mk2(F16_FMT, false, true), Some(F16_FMT), 2),
            (mk2(F16_FMT, true, false), Some(F16_FMT), 2),
            (mk2(BF16_FMT, false, false), Some(BF16_FMT), 2),
            (mk2(BF16_FMT, false, true), Some(BF16_FMT), 2),
            (mk2(BF16_FMT, true, false), Some(BF16_FMT), 2),
            (e4, Some(E4M3_FMT), 2),
            (mk2(E4M3_FMT, true, true), Some(E4M3_FMT), 2),
            (e5, Some(E5M2_FMT), 2),
            (mk2(E5M2_FMT, true, true), Some(E5M2_FMT), 2),
            (f32c(h, F16_FMT), None, 1),
            (f32c(b, BF16_FMT), None, 1),
            (tf32_rna(x), None, 1),
            (widen(e4, E4M3_FMT), Some(F16_FMT), 2),
            (widen(e5, E5M2_FMT), Some(F16_FMT), 2),
            (narrow(p16, E4M3_FMT), Some(E4M3_FMT), 2),
            (narrow(p16, E5M2_FMT), Some(E5M2_FMT), 2),
        ];
        for (j, &(want, fmt, lanes)) in want.iter().enumerate() {
            let ok = match fmt {
                Some(fmt) => same_lanes(fmt, lanes, w[j], want),
                None => {
                    w[j] == want || (f32::from_bits(w[j]).is_nan() && f32::from_bits(want).is_nan())
                }
            };
            if !ok {
                bad.push(format!(
                    "{}: x = {x:e} ({:#010x}), y = {y:e} ({:#010x}): GPU {:#x}, CPU {:#x}",
                    names[j],
                    x.to_bits(),
                    y.to_bits(),
                    w[j],
                    want
                ));
            }
        }
    }
    report("conversions", bad);
}

/// The exact result of `op` on lanes of `fmt`, rounded to nearest even.
fn lane_op(fmt: Fmt, op: usize, a: u32, b: u32, c: u32) -> u32 {
    let (x, y, z) = (fmt.decode(a), fmt.decode(b), fmt.decode(c));
    match op {
        0 => fmt.round(x + y, false),
        1 => fmt.round(x - y, false),
        2 => fmt.round(x * y, false),
        3 => fmt.round(x * y + z, false),
        4 => {
            if x <= y {
                a
            } else {
                b
            }
        }
        5 => {
            if x >= y {
                a
            } else {
                b
            }
        }
        6 => a ^ fmt.sign_bit(),
        _ => b & !fmt.sign_bit(),
    }
}

fn packed_op(fmt: Fmt, op: usize, a: u32, b: u32, c: u32) -> u32 {
    let lo = lane_op(fmt, op, a & 0xffff, b & 0xffff, c & 0xffff);
    let hi = lane_op(fmt, op, a >> 16, b >> 16, c >> 16);
    pair(hi, lo, 16)
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_half_arithmetic_is_bit_exact() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let kr = arithmetic(&mut m);
    let f = g.load(&m).unwrap().kernel(&kr).unwrap();
    let n = 4096usize;
    let mut rng = Lcg(0xa417);
    let mut inp = Vec::with_capacity(n * ARITH_IN as usize);
    for _ in 0..n {
        for fmt in [F16_FMT, F16_FMT, F16_FMT, BF16_FMT, BF16_FMT, BF16_FMT] {
            let (hi, lo) = (moderate(&mut rng, fmt), moderate(&mut rng, fmt));
            inp.push(pair(hi, lo, 16));
        }
    }
    // Some equal and opposite operands: exact zeros, min/max of equals.
    for i in (0..n).step_by(17) {
        let w = i * ARITH_IN as usize;
        inp[w + 1] = inp[w];
        inp[w + 4] = inp[w + 3] ^ 0x8000_8000;
    }
    let din = g.upload(&inp).unwrap();
    let mut out = g.alloc_zeros::<u32>(n * ARITH_WORDS as usize).unwrap();
    unsafe {
        f.launch(
            &Launch::new((n as u32).div_ceil(128), 128),
            (&mut out, &din, n as u32),
        )
        .unwrap()
    };
    let got = g.download(&out).unwrap();
    let ops = ["add", "sub", "mul", "fma.rn", "min", "max", "neg", "abs"];
    let mut bad = Vec::new();
    for i in 0..n {
        let s = &inp[i * ARITH_IN as usize..(i + 1) * ARITH_IN as usize];
        let w = &got[i * ARITH_WORDS as usize..(i + 1) * ARITH_WORDS as usize];
        let mut want = Vec::new();
        let mut names = Vec::new();
        for (op, name) in ops.iter().enumerate() {
            want.push(packed_op(F16_FMT, op, s[0], s[1], s[2]));
            names.push(format!("{name}.f16x2"));
        }
        for (op, name) in ops.iter().enumerate() {
            want.push(packed_op(BF16_FMT, op, s[3], s[4], s[5]));
            names.push(format!("{name}.bf16x2"));
        }
        let lo = |x: u32| x & 0xffff;
        let hi = |x: u32| x >> 16;
        want.push(lane_op(F16_FMT, 0, lo(s[0]), lo(s[1]), 0));
        names.push("add.f16".into());
        want.push(lane_op(F16_FMT, 3, hi(s[0]), hi(s[1]), hi(s[2])));
        names.push("fma.rn.f16".into());
        want.push(lane_op(BF16_FMT, 2, lo(s[3]), lo(s[4]), 0));
        names.push("mul.bf16".into());
        want.push(lane_op(BF16_FMT, 3, hi(s[3]), hi(s[4]), hi(s[5])));
        names.push("fma.rn.bf16".into());
        want.push(packed_op(F16_FMT, 0, s[0], 0x3c00_4000, 0));
        names.push("add.f16x2 with an immediate".into());
        want.push(lane_op(BF16_FMT, 0, lo(s[3]), 0x3f80, 0));
        names.push("add.bf16 with an immediate".into());
        for j in 0..ARITH_WORDS as usize {
            if w[j] != want[j] {
                bad.push(format!(
                    "{}: a {:#010x} b {:#010x} c {:#010x} (f16x2), {:#010x} {:#010x} {:#010x} (bf16x2): GPU {:#x}, CPU {:#x}",
                    names[j], s[0], s[1], s[2], s[3], s[4], s[5], w[j], want[j]
                ));
            }
        }
    }
    report("half arithmetic", bad);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_fast_f32_forms() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let kr = fast_f32(&mut m);
    let f = g.load(&m).unwrap().kernel(&kr).unwrap();
    let n = 4096usize;
    let mut rng = Lcg(0xf32);
    let mut val = || {
        let m = 1.0 + (rng.next() >> 9) as f32 / (1u32 << 23) as f32;
        let e = (rng.next() % 13) as i32 - 6;
        let s = if rng.next() & 1 == 0 { 1.0 } else { -1.0 };
        s * m * 2f32.powi(e)
    };
    let xs: Vec<f32> = (0..n).map(|_| val()).collect();
    let ys: Vec<f32> = (0..n).map(|_| val()).collect();
    let dx = g.upload(&xs).unwrap();
    let dy = g.upload(&ys).unwrap();
    let mut out = g.alloc_zeros::<u32>(n * FAST_WORDS as usize).unwrap();
    unsafe {
        f.launch(
            &Launch::new((n as u32).div_ceil(128), 128),
            (&mut out, &dx, &dy, n as u32),
        )
        .unwrap()
    };
    let got = g.download(&out).unwrap();
    let mut bad = Vec::new();
    for i in 0..n {
        let (x, y) = (xs[i], ys[i]);
        let w = &got[i * FAST_WORDS as usize..(i + 1) * FAST_WORDS as usize];
        let v = |j: usize| f32::from_bits(w[j]);
        // Normal inputs and results: the .ftz forms are IEEE round to nearest even.
        let exact = [
            ("add.ftz.f32", x + y),
            ("sub.ftz.f32", x - y),
            ("mul.ftz.f32", x * y),
            ("fma.rn.ftz.f32", x.mul_add(y, x)),
        ];
        for (j, (name, want)) in exact.into_iter().enumerate() {
            if w[j] != want.to_bits() {
                bad.push(format!(
                    "{name}: x {x:e} y {y:e}: GPU {:e}, CPU {want:e}",
                    v(j)
                ));
            }
        }
        // The approximations, within their documented error (and well within a
        // wrong-instruction error).
        let rel = |got: f32, want: f64| ((got as f64 - want) / want).abs();
        let approx = [
            ("rcp.approx.f32", rel(v(4), 1.0 / x as f64), 2f64.powi(-21)),
            (
                "rcp.approx.ftz.f32",
                rel(v(5), 1.0 / y as f64),
                2f64.powi(-21),
            ),
            (
                "ex2.approx.ftz.f32",
                rel(v(6), 2f64.powf(x as f64 * 0.5)),
                2f64.powi(-20),
            ),
            (
                "tanh.approx.f32",
                (v(7) as f64 - (y as f64).tanh()).abs(),
                2f64.powi(-10),
            ),
        ];
        for (name, err, tol) in approx {
            if err.is_nan() || err > tol {
                bad.push(format!("{name}: x {x:e} y {y:e}: error {err:e} > {tol:e}"));
            }
        }
        let hy = F16_FMT.decode(F16_FMT.round(y as f64 * 0.0625, false));
        let e = F16_FMT.decode(w[8] & 0xffff);
        let want = 2f64.powf(hy);
        if ((e - want) / want).abs() > 2f64.powi(-9) {
            bad.push(format!("ex2.approx.f16: {hy:e}: GPU {e:e}, CPU {want:e}"));
        }
    }
    report("fast f32 forms", bad);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_bit_manipulation_is_exact() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let kr = bits(&mut m);
    let f = g.load(&m).unwrap().kernel(&kr).unwrap();
    let n = 4096usize;
    let mut rng = Lcg(0xb175);
    let a: Vec<u32> = (0..n).map(|_| rng.next()).collect();
    let b: Vec<u32> = (0..n).map(|_| rng.next()).collect();
    // Positions and lengths over 0..=80 in the low bytes (some past the word), random
    // bits above them.
    let c: Vec<u32> = (0..n)
        .map(|_| {
            let r = rng.next();
            (r & 0xffff_0000) | ((rng.next() % 81) << 8) | (rng.next() % 81)
        })
        .collect();
    let (da, db, dc) = (
        g.upload(&a).unwrap(),
        g.upload(&b).unwrap(),
        g.upload(&c).unwrap(),
    );
    let mut out = g.alloc_zeros::<u32>(n * BITS_WORDS as usize).unwrap();
    unsafe {
        f.launch(
            &Launch::new((n as u32).div_ceil(128), 128),
            (&mut out, &da, &db, &dc, n as u32),
        )
        .unwrap()
    };
    let got = g.download(&out).unwrap();
    let mut bad = Vec::new();
    for i in 0..n {
        let (a, b, c) = (a[i], b[i], c[i]);
        let w = &got[i * BITS_WORDS as usize..(i + 1) * BITS_WORDS as usize];
        let (pos, len) = (c, c >> 8);
        let ab = ((b as u64) << 32) | a as u64;
        let (p8, l8) = (pos & 0xff, len & 0xff);
        let e64 = bfe_ref(ab, p8, l8, true, 64);
        let f64_ = bfi_ref(ab << 7, ab, p8, l8, 64);
        let mut want = vec![prmt_ref(a, b, c & 0xffff, None)];
        let mut names = vec!["prmt.b32".to_string()];
        for &mode in PrmtMode::ALL {
            want.push(prmt_ref(a, b, c, Some(mode)));
            names.push(format!("prmt.b32 {mode:?}"));
        }
        want.push(bfe_ref(a as u64, pos, len, false, 32) as u32);
        names.push("bfe.u32".into());
        want.push(bfe_ref(a as u64, pos, len, true, 32) as u32);
        names.push("bfe.s32".into());
        want.push(e64 as u32);
        want.push((e64 >> 32) as u32);
        names.push("bfe.s64 (low)".into());
        names.push("bfe.s64 (high)".into());
        want.push(bfi_ref(b as u64, a as u64, pos, len, 32) as u32);
        names.push("bfi.b32".into());
        want.push(f64_ as u32);
        want.push((f64_ >> 32) as u32);
        names.push("bfi.b64 (low)".into());
        names.push("bfi.b64 (high)".into());
        for lut in luts() {
            want.push(lop3_ref(a, b, c, lut));
            names.push(format!("lop3.b32 {lut:#04x}"));
        }
        want.push(a.rotate_left(16));
        names.push("mov.b32 halves swapped".into());
        for j in 0..BITS_WORDS as usize {
            if w[j] != want[j] {
                bad.push(format!(
                    "{}: a {a:#010x} b {b:#010x} c {c:#010x}: GPU {:#010x}, CPU {:#010x}",
                    names[j], w[j], want[j]
                ));
            }
        }
    }
    report("bit manipulation", bad);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_half_values_cross_every_space() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let kr = spaces(&mut m);
    let f = g.load(&m).unwrap().kernel(&kr).unwrap();
    let n = 64usize;
    let mut rng = Lcg(0x5ace);
    let inp: Vec<u32> = (0..n * 4).map(|_| rng.next()).collect();
    let din = g.upload(&inp).unwrap();
    let mut out = g.alloc_zeros::<u32>(n * SPACE_WORDS as usize).unwrap();
    unsafe {
        f.launch(&Launch::new(1, n as u32), (&mut out, &din, n as u32))
            .unwrap()
    };
    let got = g.download(&out).unwrap();
    let mut bad = Vec::new();
    for i in 0..n {
        let s = &inp[i * 4..i * 4 + 4];
        let w = &got[i * SPACE_WORDS as usize..(i + 1) * SPACE_WORDS as usize];
        let want = [
            s[0] & 0xffff,
            CONST_BF16[i % 4] as u32,
            s[0],
            s[1],
            s[2],
            s[3],
            s[0] >> 16,
            0x3555,
        ];
        for j in 0..SPACE_WORDS as usize {
            if w[j] != want[j] {
                bad.push(format!(
                    "element {i} word {j}: GPU {:#x}, CPU {:#x}",
                    w[j], want[j]
                ));
            }
        }
    }
    report("spaces", bad);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn gpu_ptx_module_pairs_are_bit_exact() {
    let g = gpu();
    let m = pairs_macro();
    let f = g.load(&m).unwrap().function("half_pairs").unwrap();
    let n = 2048usize;
    let mut rng = Lcg(0x9a175);
    let mut h = Vec::with_capacity(3 * n);
    let mut b = Vec::with_capacity(3 * n);
    for _ in 0..3 * n {
        h.push(pair(
            moderate(&mut rng, F16_FMT),
            moderate(&mut rng, F16_FMT),
            16,
        ));
        b.push(pair(
            moderate(&mut rng, BF16_FMT),
            moderate(&mut rng, BF16_FMT),
            16,
        ));
    }
    let xs = conversion_inputs();
    let x: Vec<f32> = (0..2 * n).map(|i| xs[i % xs.len()]).collect();
    let (dh, db, dx) = (
        g.upload(&h).unwrap(),
        g.upload(&b).unwrap(),
        g.upload(&x).unwrap(),
    );
    let mut oh = g.alloc_zeros::<u32>(8 * n).unwrap();
    let mut ob = g.alloc_zeros::<u32>(8 * n).unwrap();
    let mut of = g.alloc_zeros::<u32>(n).unwrap();
    unsafe {
        f.launch(
            &Launch::new((n as u32).div_ceil(128), 128),
            &mut [
                Arg::buf_mut(&mut oh),
                Arg::buf_mut(&mut ob),
                Arg::buf_mut(&mut of),
                Arg::buf(&dh),
                Arg::buf(&db),
                Arg::buf(&dx),
                Arg::from(n as u32),
            ],
        )
        .unwrap()
    };
    let (gh, gb, gf) = (
        g.download(&oh).unwrap(),
        g.download(&ob).unwrap(),
        g.download(&of).unwrap(),
    );
    let mut bad = Vec::new();
    for i in 0..n {
        for op in 0..8 {
            let want = packed_op(F16_FMT, op, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
            if gh[8 * i + op] != want {
                bad.push(format!(
                    "f16x2 op {op}, element {i}: GPU {:#x}, CPU {want:#x}",
                    gh[8 * i + op]
                ));
            }
            let want = packed_op(BF16_FMT, op, b[3 * i], b[3 * i + 1], b[3 * i + 2]);
            if gb[8 * i + op] != want {
                bad.push(format!(
                    "bf16x2 op {op}, element {i}: GPU {:#x}, CPU {want:#x}",
                    gb[8 * i + op]
                ));
            }
        }
        let want = pair(
            from_f32(x[2 * i], F16_FMT, false, false),
            from_f32(x[2 * i + 1], F16_FMT, false, false),
            16,
        );
        if !same_lanes(F16_FMT, 2, gf[i], want) {
            bad.push(format!(
                "cvt.rn.f16x2.f32, element {i}: GPU {:#x}, CPU {want:#x}",
                gf[i]
            ));
        }
    }
    report("ptx_module! pairs", bad);
}
