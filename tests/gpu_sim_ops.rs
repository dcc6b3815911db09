//! The interpreter's arithmetic against the GPU's: one small kernel per operation
//! (integer, bit, comparison, conversion, `f32` and half-precision arithmetic), each run
//! on the GPU and in the interpreter over the same 4,096 inputs (special values of every
//! kind, then random bits), and the results compared bit for bit; the `.approx`
//! functions, which the interpreter computes exactly, within their documented error.
//! Every mismatch is printed (the first three per operation) so one GPU run shows all.
//!
//! Needs a GPU: `#[ignore]`d with the reason; `scripts/gpu.sh` runs it.
#![cfg(feature = "cuda")]

mod common;

use typed_ptx::runtime::Launch;
use typed_ptx::sim::Sim;
use typed_ptx::*;

type Io = (
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Ptr<Global, u32>,
    Ptr<Global, u32>,
);
type Op = fn(&mut Kernel<'_>, Reg<u32>, Reg<u32>, Reg<u32>) -> Reg<u32>;

/// How results are compared.
#[derive(Clone, Copy)]
enum Check {
    Exact,
    /// `f32` results within this relative error, NaN with NaN.
    Rel(f64),
    /// `f32` results within this absolute plus relative error (`lg2.approx`, whose error
    /// the ISA bounds in absolute terms: near 1 its result is small).
    AbsRel(f64, f64),
    /// `sin.approx`/`cos.approx`: within 2^-20.5 absolute on [-π, π], an error growing
    /// with |a| up to 100π (their range reduction is not exact, the interpreter's is);
    /// inputs beyond 100π are not compared (and counted as such).
    SinCos,
}

fn f(k: &mut Kernel<'_>, a: Reg<u32>) -> Reg<f32> {
    k.bitcast(a)
}
fn uf(k: &mut Kernel<'_>, x: Reg<f32>) -> Reg<u32> {
    k.bitcast(x)
}
fn s(k: &mut Kernel<'_>, a: Reg<u32>) -> Reg<i32> {
    k.bitcast(a)
}
fn us(k: &mut Kernel<'_>, x: Reg<i32>) -> Reg<u32> {
    k.bitcast(x)
}
fn b(k: &mut Kernel<'_>, p: Reg<Pred>) -> Reg<u32> {
    k.selp(1u32, 0u32, p)
}
/// The low 16 bits of a word as a half-precision value.
fn lo16<T: SameWidth<u16>>(k: &mut Kernel<'_>, a: Reg<u32>) -> Reg<T> {
    let [l, _] = k.halves::<u32>(a);
    k.bitcast(l)
}
/// A 16-bit value in the low half of a word.
fn w16<T: Scalar>(k: &mut Kernel<'_>, x: Reg<T>) -> Reg<u32>
where
    u16: SameWidth<T>,
{
    let l: Reg<u16> = k.bitcast(x);
    k.pack_halves::<u32>(l, 0u16)
}

macro_rules! ops {
    ($($name:literal, $check:ident $(($($tol:expr),+))?, |$k:ident, $a:ident, $b:ident, $c:ident| $e:expr;)*) => {
        vec![$(($name, {
            fn op($k: &mut Kernel<'_>, $a: Reg<u32>, $b: Reg<u32>, $c: Reg<u32>) -> Reg<u32> {
                let _ = (&$a, &$b, &$c);
                $e
            }
            op as Op
        }, Check::$check $(($($tol),+))?)),*]
    };
}

fn cases() -> Vec<(&'static str, Op, Check)> {
    ops! {
        "add.u32", Exact, |k, a, b, c| k.add(a, b);
        "sub.u32", Exact, |k, a, b, c| k.sub(a, b);
        "mul.lo.u32", Exact, |k, a, b, c| k.mul_lo(a, b);
        "mul.hi.u32", Exact, |k, a, b, c| k.mul_hi(a, b);
        "mul.hi.s32", Exact, |k, a, b, c| { let (x, y) = (s(k, a), s(k, b)); let r = k.mul_hi(x, y); us(k, r) };
        "mad.lo.u32", Exact, |k, a, b, c| k.mad_lo(a, b, c);
        "div.u32", Exact, |k, a, b, c| k.div(a, b);
        "div.s32", Exact, |k, a, b, c| { let (x, y) = (s(k, a), s(k, b)); let r = k.div(x, y); us(k, r) };
        "rem.u32", Exact, |k, a, b, c| k.rem(a, b);
        "rem.s32", Exact, |k, a, b, c| { let (x, y) = (s(k, a), s(k, b)); let r = k.rem(x, y); us(k, r) };
        "min.s32", Exact, |k, a, b, c| { let (x, y) = (s(k, a), s(k, b)); let r = k.min(x, y); us(k, r) };
        "max.u32", Exact, |k, a, b, c| k.max(a, b);
        "abs.s32", Exact, |k, a, b, c| { let x = s(k, a); let r = k.abs(x); us(k, r) };
        "neg.s32", Exact, |k, a, b, c| { let x = s(k, a); let r = k.neg(x); us(k, r) };
        "not.b32", Exact, |k, a, b, c| k.not(a);
        "shl.b32", Exact, |k, a, b, c| k.shl(a, b);
        "shr.u32", Exact, |k, a, b, c| k.shr(a, b);
        "shr.s32", Exact, |k, a, b, c| { let x = s(k, a); let r = k.shr(x, b); us(k, r) };
        "popc.b32", Exact, |k, a, b, c| k.popc(a);
        "clz.b32", Exact, |k, a, b, c| k.clz(a);
        "brev.b32", Exact, |k, a, b, c| k.brev(a);
        "bfe.u32", Exact, |k, a, b, c| { let l = k.shr(c, 8u32); k.bfe(a, c, l) };
        "bfe.s32", Exact, |k, a, b, c| { let x = s(k, a); let l = k.shr(c, 8u32); let r = k.bfe(x, c, l); us(k, r) };
        "bfi.b32", Exact, |k, a, b, c| { let l = k.shr(c, 8u32); k.bfi(a, b, c, l) };
        "bfind.u32", Exact, |k, a, b, c| k.bfind(false, a);
        "bfind.s32", Exact, |k, a, b, c| { let x = s(k, a); k.bfind(false, x) };
        "bfind.shiftamt.u32", Exact, |k, a, b, c| k.bfind(true, a);
        "bmsk.clamp.b32", Exact, |k, a, b, c| k.bmsk(slots::BmskMode::Clamp, a, b);
        "bmsk.wrap.b32", Exact, |k, a, b, c| k.bmsk(slots::BmskMode::Wrap, a, b);
        "lop3.b32 0x96", Exact, |k, a, b, c| k.lop3(a, b, c, 0x96);
        "lop3.b32 0xe8", Exact, |k, a, b, c| k.lop3(a, b, c, 0xe8);
        "lop3.b32 0x1e", Exact, |k, a, b, c| k.lop3(a, b, c, 0x1e);
        "prmt.b32", Exact, |k, a, b, c| k.prmt(a, b, c);
        "prmt.b32.f4e", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::F4e, a, b, c);
        "prmt.b32.b4e", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::B4e, a, b, c);
        "prmt.b32.rc8", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::Rc8, a, b, c);
        "prmt.b32.ecl", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::Ecl, a, b, c);
        "prmt.b32.ecr", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::Ecr, a, b, c);
        "prmt.b32.rc16", Exact, |k, a, b, c| k.prmt_mode(PrmtMode::Rc16, a, b, c);
        "setp.lt.s32", Exact, |k, a, b, c| { let (x, y) = (s(k, a), s(k, b)); let p = k.setp(Cmp::Lt, x, y); self::b(k, p) };
        "setp.ge.u32", Exact, |k, a, b, c| { let p = k.setp(Cmp::Ge, a, b); self::b(k, p) };
        "setp.lt.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let p = k.setp(Cmp::Lt, x, y); self::b(k, p) };
        "setp.ne.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let p = k.setp(Cmp::Ne, x, y); self::b(k, p) };
        "setp.ge.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let p = k.setp(Cmp::Ge, x, y); self::b(k, p) };
        "setp.eq.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let p = k.setp(Cmp::Eq, x, y); self::b(k, p) };
        "cvt.rn.f32.s32", Exact, |k, a, b, c| { let x = s(k, a); let r: Reg<f32> = k.cvt_rn(x); uf(k, r) };
        "cvt.rn.f32.u32", Exact, |k, a, b, c| { let r: Reg<f32> = k.cvt_rn(a); uf(k, r) };
        "cvt.rzi.s32.f32", Exact, |k, a, b, c| { let x = f(k, a); let r: Reg<i32> = k.cvt_rzi(x); us(k, r) };
        "cvt.rzi.u32.f32", Exact, |k, a, b, c| { let x = f(k, a); k.cvt_rzi(x) };
        "cvt.u16.u32", Exact, |k, a, b, c| { let r: Reg<u16> = k.cvt_width(a); k.pack_halves::<u32>(r, 0u16) };
        "cvt.rn.bf16.f32", Exact, |k, a, b, c| { let x = f(k, a); let r: Reg<Bf16> = k.cvt_half(x); w16(k, r) };
        "cvt.rn.f16.f32", Exact, |k, a, b, c| { let x = f(k, a); let r: Reg<F16> = k.cvt_half(x); w16(k, r) };
        "cvt.f32.bf16", Exact, |k, a, b, c| { let x: Reg<Bf16> = lo16(k, a); let r: Reg<f32> = k.cvt_half(x); uf(k, r) };
        "cvt.f32.f16", Exact, |k, a, b, c| { let x: Reg<F16> = lo16(k, a); let r: Reg<f32> = k.cvt_half(x); uf(k, r) };
        "cvt.rn.relu.bf16.f32", Exact, |k, a, b, c| { let x = f(k, a); let r: Reg<Bf16> = k.cvt_relu(x); w16(k, r) };
        "cvt.rn.satfinite.f16.f32", Exact, |k, a, b, c| { let x = f(k, a); let r: Reg<F16> = k.cvt_satfinite(x); w16(k, r) };
        "cvt.rna.tf32.f32", Exact, |k, a, b, c| { let x = f(k, a); let r = k.cvt_rna_tf32(x); k.bitcast(r) };
        "cvt.rn.bf16x2.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r: Reg<Bf16x2> = k.cvt_pack(x, y); k.bitcast(r) };
        "cvt.rn.relu.f16x2.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r: Reg<F16x2> = k.cvt_pack_relu(x, y); k.bitcast(r) };
        "cvt.rn.satfinite.bf16x2.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r: Reg<Bf16x2> = k.cvt_pack_satfinite(x, y); k.bitcast(r) };
        "add.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.add(x, y); uf(k, r) };
        "sub.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.sub(x, y); uf(k, r) };
        "mul.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.mul(x, y); uf(k, r) };
        "fma.rn.f32", Exact, |k, a, b, c| { let (x, y, z) = (f(k, a), f(k, b), f(k, c)); let r = k.fma(x, y, z); uf(k, r) };
        "add.ftz.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.add_ftz(x, y); uf(k, r) };
        "div.rn.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.div_rn(x, y); uf(k, r) };
        "sqrt (f32)", Exact, |k, a, b, c| { let x = f(k, a); let r = k.sqrt(x); uf(k, r) };
        "rcp (f32)", Exact, |k, a, b, c| { let x = f(k, a); let r = k.rcp(x); uf(k, r) };
        "min.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.min(x, y); uf(k, r) };
        "max.f32", Exact, |k, a, b, c| { let (x, y) = (f(k, a), f(k, b)); let r = k.max(x, y); uf(k, r) };
        "abs.f32", Exact, |k, a, b, c| { let x = f(k, a); let r = k.abs(x); uf(k, r) };
        "neg.f32", Exact, |k, a, b, c| { let x = f(k, a); let r = k.neg(x); uf(k, r) };
        "rcp.approx.f32", Rel(1e-6), |k, a, b, c| { let x = f(k, a); let r = k.rcp_approx(x); uf(k, r) };
        "ex2.approx.f32", Rel(1e-6), |k, a, b, c| { let x = f(k, a); let r = k.ex2(x); uf(k, r) };
        "lg2.approx.f32", AbsRel(2.4e-7, 1e-6), |k, a, b, c| { let x = f(k, a); let r = k.lg2(x); uf(k, r) };
        "sin.approx.f32", SinCos, |k, a, b, c| { let x = f(k, a); let r = k.sin(x); uf(k, r) };
        "cos.approx.f32", SinCos, |k, a, b, c| { let x = f(k, a); let r = k.cos(x); uf(k, r) };
        "tanh.approx.f32", Rel(1e-3), |k, a, b, c| { let x = f(k, a); let r = k.tanh(x); uf(k, r) };
        "add.bf16x2", Exact, |k, a, b, c| { let (x, y): (Reg<Bf16x2>, Reg<Bf16x2>) = (k.bitcast(a), k.bitcast(b)); let r = k.add(x, y); k.bitcast(r) };
        "fma.rn.f16x2", Exact, |k, a, b, c| { let (x, y, z): (Reg<F16x2>, Reg<F16x2>, Reg<F16x2>) = (k.bitcast(a), k.bitcast(b), k.bitcast(c)); let r = k.fma(x, y, z); k.bitcast(r) };
        "mul.f16", Exact, |k, a, b, c| { let (x, y): (Reg<F16>, Reg<F16>) = (lo16(k, a), lo16(k, b)); let r = k.mul(x, y); w16(k, r) };
        "max.bf16x2", Exact, |k, a, b, c| { let (x, y): (Reg<Bf16x2>, Reg<Bf16x2>) = (k.bitcast(a), k.bitcast(b)); let r = k.max(x, y); k.bitcast(r) };
    }
}

/// Inputs: every pair of special words (float specials and integer edges) in `a` and
/// `b`, the rest random bits; `c` random except for small field positions.
fn inputs(n: usize) -> [Vec<u32>; 3] {
    let special: Vec<u32> = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        3.0,
        100.25,
        -7.75,
        65504.0,
        65520.0,
        1e-40,
        -1e-40,
        1.17e-38,
        3.4e38,
        -3.4e38,
        1e10,
        16777217.0,
        0.1,
        2.0f32.powi(-24),
    ]
    .iter()
    .map(|x| x.to_bits())
    .chain([
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0x7f80_0001,
        0xffc0_1234,
        1,
        2,
        31,
        32,
        33,
        255,
        256,
        0x7fff_ffff,
        0x8000_0000,
        0xffff_ffff,
        0x0000_ffff,
        0x3f80_8000,
        0x4000_1000,
    ])
    .collect();
    let mut st = 0x2545_f491u32;
    let mut rnd = move || {
        st ^= st << 13;
        st ^= st >> 17;
        st ^= st << 5;
        st
    };
    let mut a = Vec::with_capacity(n);
    let mut b = Vec::with_capacity(n);
    let mut c = Vec::with_capacity(n);
    for x in &special {
        for y in &special {
            a.push(*x);
            b.push(*y);
        }
    }
    while a.len() < n {
        a.push(rnd());
        b.push(rnd());
    }
    a.truncate(n);
    b.truncate(n);
    for i in 0..n {
        // Small positions and lengths for bfe/bfi half the time; prmt selectors too.
        let r = rnd();
        c.push(if i % 2 == 0 { r & 0x3f3f } else { r });
    }
    [a, b, c]
}

fn close(g: u32, s: u32, rel: f64) -> bool {
    let (x, y) = (f32::from_bits(g) as f64, f32::from_bits(s) as f64);
    if x.is_nan() || y.is_nan() {
        return x.is_nan() && y.is_nan();
    }
    if x.is_infinite() || y.is_infinite() {
        return x == y || (x.abs() > 1e38 && y.abs() > 1e38 && x.signum() == y.signum());
    }
    // Relative to the larger value, with the smallest normal f32 as the floor.
    (x - y).abs() <= rel * x.abs().max(y.abs()) + f32::MIN_POSITIVE as f64
}

/// Whether `sin`/`cos` of `a` lies where the comparison applies: finite and within
/// 100π, the range the ISA states their error for. Beyond it the inputs are counted and
/// reported as not compared, not passed.
fn sin_cos_compared(a: u32) -> bool {
    let x = f32::from_bits(a) as f64;
    x.is_finite() && x.abs() <= 100.0 * std::f64::consts::PI
}

fn sin_cos_close(a: u32, g: u32, s: u32) -> bool {
    let x = f32::from_bits(a) as f64;
    let (gv, sv) = (f32::from_bits(g) as f64, f32::from_bits(s) as f64);
    // 2^-20.5 absolute on [-π, π], growing with |x| beyond (the GPU's range reduction).
    (gv - sv).abs() <= 2f64.powf(-20.5) * (2.0 * x.abs() / std::f64::consts::PI).max(1.0)
}

#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn the_interpreters_arithmetic_is_the_gpus() {
    let g = common::gpu();
    let cases = cases();
    let (m, kernels) = module();
    let n = 4096;
    let [a, b, c] = inputs(n);
    let module = g.load(&m).expect("the module loads");
    let (da, db, dc) = (
        g.upload(&a).unwrap(),
        g.upload(&b).unwrap(),
        g.upload(&c).unwrap(),
    );
    let mut sim = Sim::new();
    let (sa, sb, sc) = (sim.upload(&a), sim.upload(&b), sim.upload(&c));
    let launch = Launch::new((n / 256) as u32, 256);
    let mut bad_ops = Vec::new();
    for ((name, _, check), k) in cases.iter().zip(&kernels) {
        let f = module.kernel(k).unwrap();
        let mut dout = g.alloc_zeros::<u32>(n).unwrap();
        // SAFETY: each thread reads a[t], b[t], c[t] and writes out[t], t < n.
        unsafe { f.launch(&launch, (&mut dout, &da, &db, &dc)) }.unwrap();
        let on_gpu = g.download(&dout).unwrap();
        let sout = sim.zeros::<u32>(n);
        sim.run(&m, k, &launch, (&sout, &sa, &sb, &sc))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let in_sim = sim.read(&sout);
        let wrong: Vec<usize> = (0..n)
            .filter(|&i| match check {
                Check::Exact => on_gpu[i] != in_sim[i],
                Check::Rel(r) => !close(on_gpu[i], in_sim[i], *r),
                Check::AbsRel(abs, r) => {
                    let d = (f32::from_bits(on_gpu[i]) - f32::from_bits(in_sim[i])).abs() as f64;
                    !(close(on_gpu[i], in_sim[i], *r) || d <= *abs)
                }
                Check::SinCos => {
                    sin_cos_compared(a[i]) && !sin_cos_close(a[i], on_gpu[i], in_sim[i])
                }
            })
            .collect();
        if matches!(check, Check::SinCos) {
            let skipped = a.iter().filter(|&&x| !sin_cos_compared(x)).count();
            println!(
                "interpreter vs GPU: {name}: {skipped} of {n} inputs beyond ±100π or not finite, not compared"
            );
        }
        if wrong.is_empty() {
            println!(
                "interpreter vs GPU: {name}: {} on {n} inputs",
                match check {
                    Check::Exact => "bit-exact",
                    Check::Rel(_) | Check::AbsRel(..) | Check::SinCos => "within tolerance",
                }
            );
        } else {
            println!("interpreter vs GPU: {name}: {} of {n} DIFFER", wrong.len());
            for &i in wrong.iter().take(3) {
                println!(
                    "    a={:#010x} b={:#010x} c={:#010x}: GPU {:#010x}, interpreter {:#010x}",
                    a[i], b[i], c[i], on_gpu[i], in_sim[i]
                );
            }
            bad_ops.push(*name);
        }
    }
    assert!(
        bad_ops.is_empty(),
        "the interpreter differs from the GPU on {bad_ops:?}"
    );
}

/// The module of every operation's kernel.
fn module() -> (Module, Vec<KernelRef<Io>>) {
    let mut m = Module::new(Target::SM_90);
    let kernels = cases()
        .iter()
        .enumerate()
        .map(|(i, (_, op, _))| {
            m.kernel(&format!("op{i}"), |k, (out, a, b, c): Io| {
                let (cta, tid) = (k.ctaid_x(), k.tid_x());
                let t = k.mad_lo(cta, 256u32, tid);
                let (pa, pb, pc) = (k.index(a, t), k.index(b, t), k.index(c, t));
                let (x, y, z) = (k.ld(pa), k.ld(pb), k.ld(pc));
                let r = op(k, x, y, z);
                let po = k.index(out, t);
                k.st(po, r);
            })
        })
        .collect();
    (m, kernels)
}

/// Without a GPU: every operation's kernel runs in the interpreter (so the GPU test
/// compares results, not refusals), and a few results are the host's.
#[test]
fn every_operation_runs_in_the_interpreter() {
    let (m, kernels) = module();
    let n = 512;
    let [a, b, c] = inputs(n);
    let mut sim = Sim::new();
    let (sa, sb, sc) = (sim.upload(&a), sim.upload(&b), sim.upload(&c));
    for ((name, _, _), k) in cases().iter().zip(&kernels) {
        let out = sim.zeros::<u32>(n);
        sim.run(&m, k, &Launch::new(2, 256), (&out, &sa, &sb, &sc))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = sim.read(&out);
        let want: Option<Vec<u32>> = match *name {
            "add.u32" => Some((0..n).map(|i| a[i].wrapping_add(b[i])).collect()),
            "fma.rn.f32" => Some(
                (0..n)
                    .map(|i| {
                        let (x, y, z) = (
                            f32::from_bits(a[i]),
                            f32::from_bits(b[i]),
                            f32::from_bits(c[i]),
                        );
                        let r = x.mul_add(y, z);
                        if r.is_nan() { 0x7fff_ffff } else { r.to_bits() }
                    })
                    .collect(),
            ),
            "popc.b32" => Some(a.iter().map(|x| x.count_ones()).collect()),
            _ => None,
        };
        if let Some(w) = want {
            let nan_ok =
                |g: u32, w: u32| g == w || (w == 0x7fff_ffff && f32::from_bits(g).is_nan());
            assert!(got.iter().zip(&w).all(|(g, w)| nan_ok(*g, *w)), "{name}");
        }
    }
}
