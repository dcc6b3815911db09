//! The row kernels of `examples/kernels/rows.rs` (softmax, RMSNorm, LayerNorm and the
//! online softmax, in f32 and bf16), each checked against an f64 reference: in the
//! interpreter (`typed_ptx::sim`, always) and on the GPU (when there is one). The widths
//! are chosen so that both the whole chunks and the guarded last chunk run.
//!
//! `cargo run --example rows [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

#[path = "kernels/rows.rs"]
#[allow(dead_code)]
pub mod rows;

use rows::{RowConfig, RowElem};
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::sim::{Sim, Value};
use typed_ptx::*;

/// A host element type of the rows, and how it rounds.
pub trait Host:
    Value<Elem: RowElem>
    + typed_ptx::runtime::HostElem
    + typed_ptx::runtime::cudarc::driver::ValidAsZeroBits
    + Send
    + Sync
{
    /// `v` rounded to this type.
    fn from_f64(v: f64) -> Self;
    /// The exact value.
    fn to_f64(self) -> f64;
    /// The largest relative error allowed against the f64 reference: the output's rounding
    /// (half an ulp) plus the f32 arithmetic.
    const TOL: f64;
}
impl Host for f32 {
    fn from_f64(v: f64) -> Self {
        v as f32
    }
    fn to_f64(self) -> f64 {
        self as f64
    }
    const TOL: f64 = 2e-5;
}
impl Host for bf16 {
    fn from_f64(v: f64) -> Self {
        bf16::from_f64(v)
    }
    fn to_f64(self) -> f64 {
        bf16::to_f64(self)
    }
    const TOL: f64 = 1.0 / 256.0 + 2e-5;
}

/// One operation of the rows, as the references compute it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Softmax, held in registers.
    Softmax,
    /// Softmax of rows of any length, read twice.
    SoftmaxOnline,
    /// RMSNorm with a weight.
    RmsNorm,
    /// LayerNorm with a weight and a bias.
    LayerNorm,
}

/// What the inputs hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Values in [-4, 4).
    Plain,
    /// As `Plain`, with every third value -inf (masked scores) and the whole first
    /// 16-byte chunk of each row -inf.
    NegInf,
    /// Values in 1000 + [-4, 4): a mean far larger than the spread.
    Offset,
}

impl Input {
    /// The error allowed beyond the element type's: `Offset` inputs lose the bits of
    /// 1000 / 4 (about 8) in `x - mean` however the mean is computed (f32's ulp at 1000,
    /// 6.1e-5, against deviations of about 2.3 and the error floor of [`worst`]: about
    /// 3e-4). The variance as `E[x²] - E[x]²` would cancel about 17 of f32's 24 bits
    /// (x² near 10⁶ against a variance near 5.3), an error near 1% of the variance and
    /// 0.5% of the output, so 1e-3 still tells the two apart.
    pub fn extra_tol(self) -> f64 {
        if self == Input::Offset { 1e-3 } else { 0.0 }
    }
}

/// The epsilon of the norms.
pub const EPS: f32 = 1e-5;

/// `rows` rows of `n` inputs in [-4, 4), rounded to `H`.
pub fn inputs<H: Host>(rows: usize, n: usize, seed: usize) -> Vec<H> {
    inputs_of(Input::Plain, rows, n, seed)
}

/// `rows` rows of `n` inputs of the kind `input`, rounded to `H`.
pub fn inputs_of<H: Host>(input: Input, rows: usize, n: usize, seed: usize) -> Vec<H> {
    (0..rows * n)
        .map(|i| {
            let v = ((i * 7919 + seed * 104729 + 13) % 4093) as f64 / 512.0 - 4.0;
            H::from_f64(match input {
                Input::Plain => v,
                Input::NegInf if i % 3 == 0 || i % n < 8 => f64::NEG_INFINITY,
                Input::NegInf => v,
                Input::Offset => 1000.0 + v,
            })
        })
        .collect()
}

/// The f64 result of `op` on each row of `x` (weight `w`, bias `b`).
pub fn reference<H: Host, W: Host>(op: Op, x: &[H], w: &[W], b: &[W], n: usize) -> Vec<f64> {
    let w: Vec<f64> = w.iter().map(|v| v.to_f64()).collect();
    let b: Vec<f64> = b.iter().map(|v| v.to_f64()).collect();
    x.chunks(n)
        .flat_map(|row| {
            let r: Vec<f64> = row.iter().map(|v| v.to_f64()).collect();
            let nf = n as f64;
            let eps = EPS as f64;
            match op {
                Op::Softmax | Op::SoftmaxOnline => {
                    let m = r.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                    let e: Vec<f64> = r.iter().map(|v| (v - m).exp()).collect();
                    let s: f64 = e.iter().sum();
                    e.into_iter().map(|v| v / s).collect::<Vec<_>>()
                }
                Op::RmsNorm => {
                    let ms = r.iter().map(|v| v * v).sum::<f64>() / nf;
                    let k = 1.0 / (ms + eps).sqrt();
                    r.iter().zip(&w).map(|(v, g)| v * k * g).collect()
                }
                Op::LayerNorm => {
                    let mean = r.iter().sum::<f64>() / nf;
                    let var = r.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / nf;
                    let k = 1.0 / (var + eps).sqrt();
                    r.iter()
                        .zip(&w)
                        .zip(&b)
                        .map(|((v, g), c)| (v - mean) * k * g + c)
                        .collect()
                }
            }
        })
        .collect()
}

/// The largest error of `got` against `want`, relative to each value, with a floor of a
/// hundredth of the row's largest magnitude (where an absolute error is what counts).
pub fn worst<H: Host>(got: &[H], want: &[f64], n: usize) -> f64 {
    got.chunks(n)
        .zip(want.chunks(n))
        .flat_map(|(g, w)| {
            let floor = w.iter().fold(0f64, |m, v| m.max(v.abs())) * 1e-2;
            g.iter()
                .zip(w)
                .map(move |(g, w)| (g.to_f64() - w).abs() / w.abs().max(floor).max(1e-30))
        })
        .fold(0f64, |s, e| if e.is_nan() || e > s { e } else { s })
}

/// One case: `op` on `rows` rows of `n` values of `H` (weight and bias of `W`), with
/// `threads` per CTA.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// The operation.
    pub op: Op,
    /// Rows.
    pub rows: usize,
    /// Row width.
    pub n: u32,
    /// Threads per CTA.
    pub threads: u32,
    /// What the inputs hold.
    pub input: Input,
}

/// The module of `case` for element types `H` and `W`, and the kernel's name.
pub fn build<H: Host, W: Host>(case: Case) -> Result<(Module, String), String> {
    let mut m = Module::new(Target::SM_80);
    let cfg = RowConfig {
        n: case.n,
        threads: case.threads,
    };
    let name = match case.op {
        Op::Softmax => rows::softmax::<H::Elem>(&mut m, cfg)?.name().to_string(),
        Op::SoftmaxOnline => rows::softmax_online::<H::Elem>(&mut m, case.threads)?
            .name()
            .to_string(),
        Op::RmsNorm => rows::rmsnorm::<H::Elem, W::Elem>(&mut m, cfg)?
            .name()
            .to_string(),
        Op::LayerNorm => rows::layernorm::<H::Elem, W::Elem>(&mut m, cfg)?
            .name()
            .to_string(),
    };
    Ok((m, name))
}

/// Runs `case` in the interpreter, or on `gpu`, and returns its output.
pub fn run<H: Host, W: Host>(
    case: Case,
    gpu: Option<&Gpu>,
    x: &[H],
    w: &[W],
    b: &[W],
) -> Result<Vec<H>, String> {
    let e = |e: &dyn std::fmt::Display| e.to_string();
    let mut m = Module::new(Target::SM_80);
    let cfg = RowConfig {
        n: case.n,
        threads: case.threads,
    };
    let launch = Launch::new(case.rows as u32, case.threads);
    // The same typed launch in the interpreter (`&Buf`s) and on the GPU (`CudaSlice`s).
    macro_rules! go {
        ($kref:expr, |$y:ident, $x:ident, $w:ident, $b:ident| $args:expr) => {{
            let kref = $kref;
            match gpu {
                None => {
                    let mut s = Sim::new();
                    let (sx, sy, sw, sb) =
                        (s.upload(x), s.zeros::<H>(x.len()), s.upload(w), s.upload(b));
                    let ($x, $y, $w, $b) = (&sx, &sy, &sw, &sb);
                    s.run(&m, &kref, &launch, $args).map_err(|x| e(&x))?;
                    Ok(s.read(&sy))
                }
                Some(g) => {
                    let f = g
                        .load(&m)
                        .and_then(|gm| gm.kernel(&kref))
                        .map_err(|x| e(&x))?;
                    let dx = g.upload(x).map_err(|x| e(&x))?;
                    let (dw, db) = (
                        g.upload(w).map_err(|x| e(&x))?,
                        g.upload(b).map_err(|x| e(&x))?,
                    );
                    let mut dy = g.alloc_zeros::<H>(x.len()).map_err(|x| e(&x))?;
                    {
                        let ($x, $y, $w, $b) = (&dx, &mut dy, &dw, &db);
                        // SAFETY: CTA r reads row r of x (n values) and the n values of
                        // w and b, and writes row r of y; the buffers hold `rows` rows.
                        unsafe { f.launch(&launch, $args) }.map_err(|x| e(&x))?;
                    }
                    g.download(&dy).map_err(|x| e(&x))
                }
            }
        }};
    }
    match case.op {
        Op::Softmax => go!(rows::softmax::<H::Elem>(&mut m, cfg)?, |y, x, w, b| {
            let _ = (w, b);
            (y, x)
        }),
        Op::SoftmaxOnline => go!(
            rows::softmax_online::<H::Elem>(&mut m, case.threads)?,
            |y, x, w, b| {
                let _ = (w, b);
                (y, x, case.n)
            }
        ),
        Op::RmsNorm => go!(
            rows::rmsnorm::<H::Elem, W::Elem>(&mut m, cfg)?,
            |y, x, w, b| {
                let _ = b;
                (y, x, w, EPS)
            }
        ),
        Op::LayerNorm => go!(
            rows::layernorm::<H::Elem, W::Elem>(&mut m, cfg)?,
            |y, x, w, b| (y, x, w, b, EPS)
        ),
    }
}

/// Checks `case` in the interpreter and on `gpu` (when given) against the f64 reference;
/// returns the two largest errors.
pub fn check<H: Host, W: Host>(
    case: Case,
    gpu: Option<&Gpu>,
) -> Result<(f64, Option<f64>), String> {
    let n = case.n as usize;
    let x = inputs_of::<H>(case.input, case.rows, n, 1);
    let w = inputs::<W>(1, n, 2)
        .into_iter()
        .map(|v| W::from_f64(v.to_f64() / 4.0 + 1.0))
        .collect::<Vec<_>>();
    let b = inputs::<W>(1, n, 3)
        .into_iter()
        .map(|v| W::from_f64(v.to_f64() / 8.0))
        .collect::<Vec<_>>();
    let want = reference(case.op, &x, &w, &b, n);
    let what = format!(
        "{:?} of {} rows of {n} {} ({} weights, {:?} inputs), {} threads",
        case.op,
        case.rows,
        H::Elem::NAME,
        W::Elem::NAME,
        case.input,
        case.threads
    );
    let sim = worst(&run::<H, W>(case, None, &x, &w, &b)?, &want, n);
    let tol = H::TOL + case.input.extra_tol();
    // A NaN fails too.
    if sim.is_nan() || sim > tol {
        return Err(format!(
            "interpreter: {what}: largest relative error {sim:.2e} > {tol:.2e}"
        ));
    }
    let on_gpu = match gpu {
        None => None,
        Some(g) => {
            let e = worst(&run::<H, W>(case, Some(g), &x, &w, &b)?, &want, n);
            if e.is_nan() || e > tol {
                return Err(format!(
                    "GPU: {what}: largest relative error {e:.2e} > {tol:.2e}"
                ));
            }
            Some(e)
        }
    };
    eprintln!(
        "{what}: interpreter {sim:.2e}{}",
        on_gpu.map(|e| format!(", GPU {e:.2e}")).unwrap_or_default()
    );
    Ok((sim, on_gpu))
}

/// The example's cases: every operation in both element types, widths that leave the last
/// chunk whole and ones that guard it.
pub fn cases() -> Vec<(Case, &'static str, &'static str)> {
    let c = |op, n, threads| Case {
        op,
        rows: 3,
        n,
        threads,
        input: Input::Plain,
    };
    let with = |case: Case, input| Case { input, ..case };
    vec![
        (c(Op::Softmax, 1000, 64), "f32", "f32"),
        (c(Op::Softmax, 2048, 128), "bf16", "bf16"),
        (c(Op::SoftmaxOnline, 5000, 128), "f32", "f32"),
        (c(Op::SoftmaxOnline, 3000, 64), "bf16", "bf16"),
        (c(Op::RmsNorm, 1024, 64), "f32", "f32"),
        (c(Op::RmsNorm, 3000, 128), "bf16", "bf16"),
        (c(Op::RmsNorm, 2048, 64), "bf16", "f32"),
        (c(Op::RmsNorm, 520, 64), "f32", "bf16"),
        (c(Op::LayerNorm, 1000, 64), "bf16", "bf16"),
        (c(Op::LayerNorm, 4096, 256), "f32", "f32"),
        (c(Op::LayerNorm, 1016, 64), "bf16", "f32"),
        (with(c(Op::Softmax, 1000, 64), Input::NegInf), "f32", "f32"),
        (
            with(c(Op::Softmax, 4096, 128), Input::NegInf),
            "bf16",
            "bf16",
        ),
        (
            with(c(Op::SoftmaxOnline, 5000, 128), Input::NegInf),
            "f32",
            "f32",
        ),
        (
            with(c(Op::LayerNorm, 4096, 256), Input::Offset),
            "f32",
            "f32",
        ),
        (
            with(c(Op::LayerNorm, 1016, 64), Input::Offset),
            "f32",
            "bf16",
        ),
        // Short rows (a head's width): one warp per row.
        (c(Op::Softmax, 64, 32), "f32", "f32"),
        (c(Op::RmsNorm, 128, 32), "bf16", "bf16"),
        (c(Op::LayerNorm, 96, 32), "f32", "f32"),
    ]
}

/// Runs one of [`cases`].
pub fn check_case(
    case: Case,
    h: &str,
    w: &str,
    gpu: Option<&Gpu>,
) -> Result<(f64, Option<f64>), String> {
    match (h, w) {
        ("f32", "f32") => check::<f32, f32>(case, gpu),
        ("f32", _) => check::<f32, bf16>(case, gpu),
        (_, "f32") => check::<bf16, f32>(case, gpu),
        _ => check::<bf16, bf16>(case, gpu),
    }
}

#[allow(dead_code)]
fn main() {
    let gpu = support::gpu();
    for (case, h, w) in cases() {
        let (m, _) = support::or_exit(match (h, w) {
            ("f32", "f32") => build::<f32, f32>(case),
            ("f32", _) => build::<f32, bf16>(case),
            (_, "f32") => build::<bf16, f32>(case),
            _ => build::<bf16, bf16>(case),
        });
        support::check(&m, Target::SM_80);
        if let Err(e) = check_case(case, h, w, gpu.as_ref()) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    if gpu.is_some() {
        support::verdict(true, "every row kernel matches the f64 reference");
    }
}
