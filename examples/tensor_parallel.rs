//! A Llama-style MLP block split over several GPUs (tensor parallelism), bf16:
//! `y = (silu(x·W_gateᵀ) ⊙ x·W_upᵀ)·W_downᵀ` with hidden size 8192 and intermediate
//! size 28672, for 16, 4096 and 16384 tokens.
//!
//! Each of the N ranks holds a column slice of the gate and up projections (their
//! `28672 / N` rows, fused into one `2·28672/N × 8192` weight so that one GEMM makes both)
//! and the matching row slice of the down projection (`8192 × 28672/N`): it computes its
//! slice of the activation and a partial `y`, and an NCCL all-reduce sums the partials.
//! Every GEMM is the project's Hopper kernel (`examples/kernels/gemm_hopper.rs`, tuned per
//! shape on each GPU among a few configurations); the activation and the weights'
//! initialisation are `examples/kernels/mlp.rs`. The weights are made on each GPU from a
//! hash of their global coordinates, so the ranks' slices and rank 0's whole weights agree
//! without any upload.
//!
//! Checks: rank 0 also runs the whole block alone on its GPU (the one-GPU result, and the
//! one-GPU time the scaling is measured against), checks two of its rows against an f64
//! computation on the host, and checks the tensor-parallel result against it (bf16
//! tolerance: the partial sums are rounded to bf16 before they are summed).
//!
//! Measured, per token count (GPU time from CUDA events, the median of timed runs after
//! warm-up runs, launches queued back to back; and wall time per call, each call waited
//! for): the step (GEMMs, activation, all-reduce), the compute alone, the all-reduce alone
//! with its bus bandwidth (`2(N-1)/N · bytes / time`), TFLOP/s per GPU, and the scaling
//! against the one-GPU time (`t₁ / t_N`, and that over N).
//!
//! Runs:
//! - one process per GPU (the default): `scripts/tp.sh N [-- ARGS]` starts N processes with
//!   `RANK`, `WORLD_SIZE`, `LOCAL_RANK` and a fresh `TYPED_PTX_NCCL_ID_FILE`, makes NCCL's
//!   library loadable and keeps NVLink multicast off (`NCCL_NVLS_ENABLE=0`);
//! - one process driving N GPUs: `tensor_parallel --one-process N` (the kernels compile
//!   once and load on every GPU: `Gpus::load`).
//!
//! Options: `--tokens 16,4096` (the token counts), `--hidden H --inter I` (a smaller block:
//! H and I multiples of 64 and of 8·N), `--runs R`, `--no-host-check`, `--ptx`.
//! Without a GPU it checks the kernels with ptxas and says why the run is skipped.

#[allow(dead_code)]
#[path = "kernels/gemm_hopper.rs"]
mod gemm;
#[path = "kernels/mlp.rs"]
mod mlp;
#[path = "support/mod.rs"]
mod support;

use std::time::Instant;

use gemm::Config;
use gemm::host::Gemm;
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::nccl::{self, Communicator, Reduce};
use typed_ptx::runtime::{CudaSlice, Error, Function, Gpu, Gpus, Launch, Runs};
use typed_ptx::{KernelRef, Module, Target};

/// Seeds of the hash that makes each matrix.
const SEED_X: u32 = 1;
const SEED_GU: u32 = 2;
const SEED_DOWN: u32 = 3;
/// Value ranges: x in [-1, 1), weights in [-2^-5, 2^-5) (powers of two: exact in f32).
const SCALE_X: f32 = 1.0;
const SCALE_W: f32 = 1.0 / 32.0;

/// An error of the example: a message.
#[derive(Debug)]
struct Fail(String);

impl From<Error> for Fail {
    fn from(e: Error) -> Fail {
        Fail(e.to_string())
    }
}

impl From<String> for Fail {
    fn from(e: String) -> Fail {
        Fail(e)
    }
}

type R<T> = Result<T, Fail>;

/// The command line.
struct Opts {
    tokens: Vec<usize>,
    hidden: usize,
    inter: usize,
    runs: usize,
    one_process: Option<usize>,
    host_check: bool,
    chunks: usize,
}

fn opts() -> Opts {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let num = |name: &str, default: usize| {
        value(name).map_or(default, |v| {
            v.parse().unwrap_or_else(|_| {
                eprintln!("{name} {v}: not a whole number");
                std::process::exit(2)
            })
        })
    };
    let tokens = value("--tokens").map_or(vec![16, 4096, 16384], |v| {
        v.split(',')
            .map(|t| {
                t.trim().parse().unwrap_or_else(|_| {
                    eprintln!("--tokens {v}: a list of whole numbers, like 16,4096");
                    std::process::exit(2)
                })
            })
            .collect()
    });
    Opts {
        tokens,
        hidden: num("--hidden", 8192),
        inter: num("--inter", 28672),
        runs: num("--runs", 10).max(1),
        one_process: value("--one-process").map(|_| num("--one-process", 2)),
        host_check: !args.iter().any(|a| a == "--no-host-check"),
        chunks: num("--overlap", 1).max(1),
    }
}

/// The GEMM configurations each GPU tries per shape (the tuner's usual winners).
fn candidates() -> Vec<Config> {
    let c = |bm, bn, stages, group_m, persistent| Config {
        bm,
        bn,
        stages,
        group_m,
        tma_store: true,
        persistent,
        cluster: false,
        stream_k: false,
    };
    vec![
        c(128, 256, 3, 16, false),
        c(128, 256, 4, 8, false),
        c(128, 256, 3, 8, true),
        c(128, 192, 4, 8, true),
        c(256, 128, 4, 8, false),
    ]
}

/// The element-wise kernels' module.
struct Elementwise {
    module: Module,
    init: KernelRef<mlp::InitParams>,
    silu: KernelRef<mlp::SiluParams>,
}

fn elementwise() -> Elementwise {
    let mut module = Module::new(Target::SM_90A);
    let init = mlp::init(&mut module);
    let silu = mlp::silu_mul(&mut module);
    Elementwise { module, init, silu }
}

/// One GPU's loaded kernels.
struct Kernels {
    init: Function<mlp::InitParams>,
    silu: Function<mlp::SiluParams>,
    gemms: Vec<Gemm>,
}

/// Loads every kernel on every GPU of `gpus`: each module compiles once and its cubin
/// loads on every GPU (`Gpus::load`).
fn load_kernels(gpus: &Gpus, e: &Elementwise) -> R<Vec<Kernels>> {
    let modules = gpus.load(&e.module)?;
    let shared = modules.iter().filter(|m| m.compiled_on().is_some()).count();
    let mut per_gpu: Vec<Kernels> = modules
        .iter()
        .map(|m| {
            Ok(Kernels {
                init: m.kernel(&e.init)?,
                silu: m.kernel(&e.silu)?,
                gemms: Vec::new(),
            })
        })
        .collect::<Result<_, Error>>()?;
    for cfg in candidates() {
        let mut m = Module::new(Target::SM_90A);
        let k = gemm::gemm_hopper(&mut m, &cfg)?;
        for (kernels, gm) in per_gpu.iter_mut().zip(gpus.load(&m)?) {
            // SAFETY: the function is the kernel `gemm_hopper` generated for `cfg`.
            kernels
                .gemms
                .push(unsafe { Gemm::from_function(cfg, gm.kernel(&k)?) });
        }
    }
    eprintln!(
        "kernels: compiled once per module, loaded on {} GPU(s) ({shared} of the element-wise module's loads took another GPU's cubin)",
        gpus.len()
    );
    Ok(per_gpu)
}

/// The block's weights on one GPU: the fused gate/up slice (`2·inter_s × hidden`) and the
/// down slice (`hidden × inter_s`), for `parts` slices of which this is `part`.
struct Weights {
    gu: CudaSlice<bf16>,
    down: CudaSlice<bf16>,
    inter_s: usize,
}

/// Fills `rows × cols` of `out` from destination row `first`: element (r, c) is
/// `mlp::value(seed, r + row0, c + col0)` (row0 wraps: it may be "negative").
#[allow(clippy::too_many_arguments)]
fn init(
    k: &Kernels,
    out: &mut CudaSlice<bf16>,
    (first, rows, cols): (usize, usize, usize),
    row0: u32,
    col0: u32,
    seed: u32,
    scale: f32,
) -> R<()> {
    let launch = Launch::grid_2d(
        [cols.div_ceil(mlp::THREADS as usize) as u32, rows as u32],
        [mlp::THREADS, 1],
    );
    // The kernel writes rows `first..first + rows` of `cols` columns: inside `out`.
    if (first + rows) * cols > out.len() {
        return Err(Fail(format!(
            "init: rows {first}..{} of {cols} in {} elements",
            first + rows,
            out.len()
        )));
    }
    // SAFETY: every element written lies in `out` (checked above).
    unsafe {
        k.init.launch(
            &launch,
            (
                &mut *out,
                cols as u32,
                first as u32,
                row0.wrapping_sub(first as u32),
                col0,
                seed,
                scale,
            ),
        )
    }?;
    Ok(())
}

impl Weights {
    fn new(gpu: &Gpu, k: &Kernels, o: &Opts, part: usize, parts: usize) -> R<Weights> {
        let (h, inter) = (o.hidden, o.inter);
        let s = inter / parts;
        let mut gu = gpu.alloc_zeros::<bf16>(2 * s * h)?;
        let mut down = gpu.alloc_zeros::<bf16>(h * s)?;
        // Gate rows part·s.., then up rows (global gate/up rows inter + part·s..).
        let row = (part * s) as u32;
        init(k, &mut gu, (0, s, h), row, 0, SEED_GU, SCALE_W)?;
        init(
            k,
            &mut gu,
            (s, s, h),
            inter as u32 + row,
            0,
            SEED_GU,
            SCALE_W,
        )?;
        // Down: all rows, columns part·s..(part + 1)·s.
        init(k, &mut down, (0, h, s), 0, row, SEED_DOWN, SCALE_W)?;
        Ok(Weights {
            gu,
            down,
            inter_s: s,
        })
    }
}

/// One token count's activations on one GPU.
struct Acts {
    x: CudaSlice<bf16>,
    gu: CudaSlice<bf16>,
    h: CudaSlice<bf16>,
    y: CudaSlice<bf16>,
    tokens: usize,
}

impl Acts {
    /// Tokens `first..first + tokens` of the input.
    fn new(
        gpu: &Gpu,
        k: &Kernels,
        (hidden, inter_s): (usize, usize),
        first: usize,
        tokens: usize,
    ) -> R<Acts> {
        let mut x = gpu.alloc_zeros::<bf16>(tokens * hidden)?;
        init(
            k,
            &mut x,
            (0, tokens, hidden),
            first as u32,
            0,
            SEED_X,
            SCALE_X,
        )?;
        Ok(Acts {
            x,
            gu: gpu.alloc_zeros(tokens * 2 * inter_s)?,
            h: gpu.alloc_zeros(tokens * inter_s)?,
            y: gpu.alloc_zeros(tokens * hidden)?,
            tokens,
        })
    }
}

/// The two GEMM kernels one GPU chose for its shapes.
struct Plan {
    up: usize,
    down: usize,
}

/// One GPU's part of the block: GEMM, activation, GEMM (queued on its stream).
fn compute(gpu: &Gpu, k: &Kernels, plan: &Plan, w: &Weights, a: &mut Acts, hidden: usize) -> R<()> {
    let (t, s) = (a.tokens, w.inter_s);
    k.gemms[plan.up].run(gpu, &a.x, &w.gu, &mut a.gu, (t, 2 * s, hidden))?;
    silu(k, a, s)?;
    k.gemms[plan.down].run(gpu, &a.h, &w.down, &mut a.y, (t, hidden, s))?;
    Ok(())
}

/// The activation: `h = silu(gate) · up` from the up-projection's output.
fn silu(k: &Kernels, a: &mut Acts, s: usize) -> R<()> {
    let t = a.tokens;
    let launch = Launch::grid_2d(
        [(s / 8).div_ceil(mlp::THREADS as usize) as u32, t as u32],
        [mlp::THREADS, 1],
    );
    // SAFETY: h holds t × s and gu t × 2s elements; the kernel reads and writes inside
    // them (s a multiple of 8, threads past s / 8 groups do nothing).
    unsafe { k.silu.launch(&launch, (&mut a.h, &a.gu, s as u32)) }?;
    Ok(())
}

/// The fastest of the GPU's GEMM kernels for `c = a · bᵀ` of `m × n × k`, timed on the
/// block's own data (median GPU time of a few runs).
fn tune(
    gpu: &Gpu,
    k: &Kernels,
    (a, b, c): (&CudaSlice<bf16>, &CudaSlice<bf16>, &mut CudaSlice<bf16>),
    (m, n, kk): (usize, usize, usize),
) -> R<usize> {
    let timer = gpu.timer()?;
    let mut best = (f64::INFINITY, 0);
    for (i, g) in k.gemms.iter().enumerate() {
        if g.cfg.check_shape(m, n, kk).is_err() {
            continue;
        }
        let ms = timer.median(
            Runs { warmup: 1, runs: 3 },
            || Ok::<(), Fail>(()),
            || Ok(g.run(gpu, a, b, c, (m, n, kk))?),
        )?;
        if ms < best.0 {
            best = (ms, i);
        }
    }
    if best.0.is_infinite() {
        return Err(Fail(format!(
            "no GEMM candidate computes {m} x {n} x {kk} (N and K must be multiples of 8)"
        )));
    }
    Ok(best.1)
}

/// The GEMM kernels for one GPU's part of `a.tokens` tokens, tuned on its data: the
/// up-projection's first, then (after one up-projection and activation fill `h`) the
/// down-projection's.
fn plan(gpu: &Gpu, k: &Kernels, w: &Weights, a: &mut Acts, hidden: usize) -> R<Plan> {
    let (t, s) = (a.tokens, w.inter_s);
    let up = tune(gpu, k, (&a.x, &w.gu, &mut a.gu), (t, 2 * s, hidden))?;
    k.gemms[up].run(gpu, &a.x, &w.gu, &mut a.gu, (t, 2 * s, hidden))?;
    silu(k, a, s)?;
    let down = tune(gpu, k, (&a.h, &w.down, &mut a.y), (t, hidden, s))?;
    Ok(Plan { up, down })
}

/// FLOPs of the block for `tokens` on `parts` GPUs, per GPU.
fn flops(o: &Opts, tokens: usize, parts: usize) -> f64 {
    let s = (o.inter / parts) as f64;
    let (t, h) = (tokens as f64, o.hidden as f64);
    2.0 * t * h * 2.0 * s + 2.0 * t * s * h
}

/// A rank of the tensor-parallel run (one per process, or every GPU of one process). The
/// kernels run on a stream of their own (`cgpu`, a non-blocking stream), the collectives
/// on the GPU's default stream (`gpu`, the communicator's): with `--overlap C` the
/// all-reduce of one chunk of tokens runs while the next chunk computes. The buffers'
/// events (cudarc's tracking) order each all-reduce after the GEMM that wrote its chunk.
struct Rank {
    gpu: Gpu,
    cgpu: Gpu,
    comm: Communicator,
    k: Kernels,
    w: Weights,
}

/// What one token count measured (milliseconds).
#[derive(Clone, Copy, Debug, Default)]
struct Times {
    step: f64,
    compute: f64,
    all_reduce: f64,
    per_call: f64,
}

fn main() {
    let o = opts();
    let e = elementwise();
    support::check(&e.module, Target::SM_90A);
    let mut m = Module::new(Target::SM_90A);
    support::or_exit(gemm::gemm_hopper(&mut m, &candidates()[0]));
    support::check(&m, Target::SM_90A);
    if let Err(Fail(e)) = run(&o, &e) {
        eprintln!("tensor_parallel: FAILED: {e}");
        std::process::exit(1);
    }
}

fn run(o: &Opts, e: &Elementwise) -> R<()> {
    let in_job = std::env::var("RANK").is_ok();
    if !in_job && o.one_process.is_none() {
        println!(
            "SKIPPED: not started as a rank (RANK unset) and no --one-process N: run `scripts/tp.sh N` or `tensor_parallel --one-process N`"
        );
        return Ok(());
    }
    if std::env::var("NCCL_NVLS_ENABLE").as_deref() != Ok("0") {
        return Err(Fail(
            "NCCL_NVLS_ENABLE is not 0: NVLink multicast must stay off on these machines (scripts/tp.sh sets it)".into(),
        ));
    }
    nccl::check_library()?;
    let (gpus, comms) = match o.one_process {
        Some(n) => {
            let gpus = Gpus::first(n)?;
            let comms = Communicator::for_gpus(&gpus)?;
            (gpus, comms)
        }
        None => {
            let comm = Communicator::from_env()?;
            (Gpus::from_gpus(vec![comm.gpu().clone()])?, vec![comm])
        }
    };
    let world = comms[0].world_size();
    let (h, inter) = (o.hidden, o.inter);
    if !h.is_multiple_of(64) || !inter.is_multiple_of(64 * world) {
        return Err(Fail(format!(
            "hidden {h} and intermediate {inter}: the hidden size must be a multiple of 64 and the intermediate one of 64 × {world} ranks"
        )));
    }
    let cap = gpus[0].info().capability;
    if cap != (9, 0) {
        println!(
            "SKIPPED: {} is sm_{}{}; the GEMM is for sm_90a",
            gpus[0].info().name,
            cap.0,
            cap.1
        );
        return Ok(());
    }
    let cgpus = Gpus::from_gpus(
        gpus.iter()
            .map(|g| {
                let s = g
                    .context()
                    .new_stream()
                    .map_err(|e| Fail(format!("a compute stream: {e:?}")))?;
                Ok(Gpu::from_stream(s)?)
            })
            .collect::<R<Vec<_>>>()?,
    )?;
    let kernels = load_kernels(&cgpus, e)?;
    let mut ranks: Vec<Rank> = Vec::new();
    for (((gpu, cgpu), comm), k) in gpus.iter().zip(cgpus.iter()).zip(comms).zip(kernels) {
        let w = Weights::new(cgpu, &k, o, comm.rank(), world)?;
        ranks.push(Rank {
            gpu: gpu.clone(),
            cgpu: cgpu.clone(),
            comm,
            k,
            w,
        });
    }
    let lead = ranks[0].comm.rank() == 0;
    if lead {
        println!(
            "tensor-parallel MLP: hidden {h}, intermediate {inter}, {world} GPU(s) ({}), {}",
            ranks[0].gpu.info().name,
            if o.one_process.is_some() {
                "one process"
            } else {
                "one process per GPU"
            }
        );
    }
    for &t in &o.tokens {
        measure_tokens(o, &ranks, t)?;
    }
    // Every rank's last collective is done before the communicators go (dropping one
    // aborts it).
    barrier(&ranks)?;
    Ok(())
}

/// One token count: the one-GPU reference and time on rank 0, then the tensor-parallel
/// step on every rank, checked and timed, in one piece and (with `--overlap C`) in C
/// chunks whose all-reduces overlap the next chunk's GEMMs.
fn measure_tokens(o: &Opts, ranks: &[Rank], t: usize) -> R<()> {
    let lead = ranks[0].comm.rank() == 0;
    // The one-GPU reference on rank 0 (the other ranks wait at the barrier below).
    let reference = if lead {
        Some(one_gpu(o, &ranks[0], t)?)
    } else {
        None
    };
    barrier(ranks)?;
    let mut splits = vec![1];
    if o.chunks > 1 && t.is_multiple_of(o.chunks) {
        splits.push(o.chunks);
    }
    for chunks in splits {
        let mut work = Work::new(o, ranks, t, chunks)?;
        barrier(ranks)?;
        // The result, checked against the one-GPU one.
        work.step(ranks, true, true)?;
        barrier(ranks)?;
        if let Some((y1, _)) = &reference {
            let mut yn = Vec::with_capacity(t * o.hidden);
            for a in &work.acts[0] {
                yn.extend(ranks[0].gpu.download(&a.y)?);
            }
            compare_tp(&yn, y1, t, ranks[0].comm.world_size(), chunks);
        }
        let times = time_steps(o, ranks, &mut work)?;
        report(
            o,
            ranks,
            t,
            reference.as_ref().map_or(0.0, |r| r.1),
            chunks,
            times,
        )?;
    }
    Ok(())
}

/// One token count's work on every rank of this process: `acts[rank][chunk]`, and the
/// GEMM kernels each rank chose for a chunk's shapes.
struct Work {
    acts: Vec<Vec<Acts>>,
    plans: Vec<Plan>,
    hidden: usize,
}

impl Work {
    fn new(o: &Opts, ranks: &[Rank], t: usize, chunks: usize) -> R<Work> {
        let c = t / chunks;
        let mut acts = Vec::new();
        let mut plans = Vec::new();
        for r in ranks {
            let shape = (o.hidden, r.w.inter_s);
            let mut a = (0..chunks)
                .map(|i| Acts::new(&r.cgpu, &r.k, shape, i * c, c))
                .collect::<R<Vec<_>>>()?;
            plans.push(plan(&r.cgpu, &r.k, &r.w, &mut a[0], o.hidden)?);
            acts.push(a);
        }
        let plans = agree(ranks, &plans)?;
        if ranks[0].comm.rank() == 0 {
            let k = &ranks[0].k;
            println!(
                "tokens {t:>6}, {chunks} chunk(s): GEMMs (rank 0's choice, every rank runs it): up {}, down {}",
                k.gemms[plans[0].up].cfg.name(),
                k.gemms[plans[0].down].cfg.name()
            );
        }
        Ok(Work {
            acts,
            plans,
            hidden: o.hidden,
        })
    }

    /// One step on every rank: per chunk, the GEMMs and the activation on the compute
    /// stream (`compute_too`), then the chunk's all-reduce on the default stream
    /// (`reduce`); the default stream waits for the compute stream at the end, and the
    /// compute stream for the default stream at the start, so that a timer on the default
    /// stream sees the whole step.
    fn step(&mut self, ranks: &[Rank], reduce: bool, compute_too: bool) -> R<()> {
        let join = |a: &Gpu, b: &Gpu| {
            a.stream()
                .join(b.stream())
                .map_err(|e| Fail(format!("ordering the streams: {e:?}")))
        };
        for r in ranks {
            join(&r.cgpu, &r.gpu)?;
        }
        for i in 0..self.acts[0].len() {
            if compute_too {
                for ((r, a), p) in ranks.iter().zip(&mut self.acts).zip(&self.plans) {
                    compute(&r.cgpu, &r.k, p, &r.w, &mut a[i], self.hidden)?;
                }
            }
            if reduce {
                nccl::group(|g| {
                    for (r, a) in ranks.iter().zip(&mut self.acts) {
                        g.all_reduce_in_place(&r.comm, &mut a[i].y, Reduce::Sum)?;
                    }
                    Ok(())
                })?;
            }
        }
        for r in ranks {
            join(&r.gpu, &r.cgpu)?;
        }
        Ok(())
    }
}

/// Rank 0's kernels for every rank (`broadcast`): tuned on one GPU, so that every rank
/// runs the same kernels and their times compare.
fn agree(ranks: &[Rank], plans: &[Plan]) -> R<Vec<Plan>> {
    let mut bufs: Vec<CudaSlice<u32>> = ranks
        .iter()
        .zip(plans)
        .map(|(r, p)| r.gpu.upload(&[p.up as u32, p.down as u32]))
        .collect::<Result<_, _>>()?;
    nccl::group(|g| {
        for (r, b) in ranks.iter().zip(&mut bufs) {
            g.broadcast_in_place(&r.comm, b, 0)?;
        }
        Ok(())
    })?;
    ranks
        .iter()
        .zip(&bufs)
        .map(|(r, b)| {
            let v = r.gpu.download(b)?;
            Ok(Plan {
                up: v[0] as usize,
                down: v[1] as usize,
            })
        })
        .collect()
}

/// Times the step, the compute alone and the all-reduce alone on rank 0's default stream
/// (the all-reduce waits for every rank, so it bounds the step of all), and the wall time
/// per call of the step.
fn time_steps(o: &Opts, ranks: &[Rank], work: &mut Work) -> R<Times> {
    let timer = ranks[0].gpu.timer()?;
    let runs = Runs {
        warmup: 2,
        runs: o.runs,
    };
    let none = || Ok::<(), Fail>(());
    let full = timer.median(runs, none, || work.step(ranks, true, true))?;
    barrier(ranks)?;
    let compute = timer.median(runs, none, || work.step(ranks, false, true))?;
    barrier(ranks)?;
    let all_reduce = timer.median(runs, none, || work.step(ranks, true, false))?;
    barrier(ranks)?;
    let start = Instant::now();
    for _ in 0..o.runs {
        work.step(ranks, true, true)?;
        for r in ranks {
            r.gpu.synchronize()?;
        }
    }
    let per_call = start.elapsed().as_secs_f64() * 1e3 / o.runs as f64;
    Ok(Times {
        step: full,
        compute,
        all_reduce,
        per_call,
    })
}

/// Every rank's GPU work so far is done, and every rank got here (a one-element
/// all-reduce, waited for).
fn barrier(ranks: &[Rank]) -> R<()> {
    let mut bufs: Vec<CudaSlice<f32>> = ranks
        .iter()
        .map(|r| r.gpu.alloc_zeros::<f32>(1))
        .collect::<Result<_, _>>()?;
    nccl::group(|g| {
        for (r, b) in ranks.iter().zip(&mut bufs) {
            g.all_reduce_in_place(&r.comm, b, Reduce::Sum)?;
        }
        Ok(())
    })?;
    for r in ranks {
        r.gpu.synchronize()?;
        r.cgpu.synchronize()?;
    }
    Ok(())
}

/// Rank 0 alone: the whole block on its GPU (its compute stream). Returns `y` and the
/// median GPU time (ms).
fn one_gpu(o: &Opts, r: &Rank, t: usize) -> R<(Vec<bf16>, f64)> {
    let g = &r.cgpu;
    let w = Weights::new(g, &r.k, o, 0, 1)?;
    let mut a = Acts::new(g, &r.k, (o.hidden, w.inter_s), 0, t)?;
    let p = plan(g, &r.k, &w, &mut a, o.hidden)?;
    compute(g, &r.k, &p, &w, &mut a, o.hidden)?;
    let y = g.download(&a.y)?;
    if o.host_check {
        host_check(o, &y, t);
    }
    let timer = g.timer()?;
    let ms = timer.median(
        Runs {
            warmup: 2,
            runs: o.runs,
        },
        || Ok::<(), Fail>(()),
        || compute(g, &r.k, &p, &w, &mut a, o.hidden),
    )?;
    Ok((y, ms))
}

/// Rows 0 and `t - 1` of the one-GPU `y` against an f64 computation on the host from the
/// same hashed inputs (the GEMM outputs and the activation rounded to bf16 as the GPU
/// stores them): the largest error relative to the row's largest value within 2e-2.
fn host_check(o: &Opts, y: &[bf16], t: usize) {
    let (h, inter) = (o.hidden, o.inter);
    let bf = |v: f32| bf16::from_f32(v).to_f64();
    for row in [0, t - 1] {
        let x: Vec<f64> = (0..h)
            .map(|c| bf(mlp::value(SEED_X, row as u32, c as u32, SCALE_X)))
            .collect();
        let threads = std::thread::available_parallelism().map_or(4, |n| n.get());
        let chunk = inter.div_ceil(threads);
        let act: Vec<f64> = std::thread::scope(|s| {
            let parts: Vec<_> = (0..threads)
                .map(|p| {
                    let x = &x;
                    s.spawn(move || {
                        let dot = |r: usize| -> f64 {
                            (0..h)
                                .map(|c| {
                                    x[c] * bf(mlp::value(SEED_GU, r as u32, c as u32, SCALE_W))
                                })
                                .sum()
                        };
                        (p * chunk..((p + 1) * chunk).min(inter))
                            .map(|j| {
                                let (g, u) = (bf(dot(j) as f32), bf(dot(inter + j) as f32));
                                bf(mlp::silu_times_host(g as f32, u as f32))
                            })
                            .collect::<Vec<f64>>()
                    })
                })
                .collect();
            parts
                .into_iter()
                .flat_map(|p| p.join().unwrap_or_default())
                .collect()
        });
        let want: Vec<f64> = (0..h)
            .map(|c| {
                (0..inter)
                    .map(|j| act[j] * bf(mlp::value(SEED_DOWN, c as u32, j as u32, SCALE_W)))
                    .sum()
            })
            .collect();
        let scale = want.iter().fold(0f64, |m, v| m.max(v.abs()));
        let worst = (0..h)
            .map(|c| (y[row * h + c].to_f64() - want[c]).abs() / scale)
            .fold(0f64, f64::max);
        eprintln!("host check, row {row} of {t}: max error / max |y| = {worst:.2e}");
        support::verdict(
            worst <= 2e-2,
            &format!(
                "one-GPU y row {row} ({t} tokens) matches the f64 host computation within 2e-2"
            ),
        );
    }
}

/// The tensor-parallel `y` against the one-GPU one: max error relative to max |y|.
fn compare_tp(yn: &[bf16], y1: &[bf16], t: usize, world: usize, chunks: usize) {
    let scale = y1.iter().fold(0f64, |m, v| m.max(v.to_f64().abs()));
    let (mut worst, mut nan) = (0f64, false);
    for (a, b) in yn.iter().zip(y1) {
        let e = (a.to_f64() - b.to_f64()).abs() / scale;
        nan |= e.is_nan();
        worst = worst.max(e);
    }
    eprintln!(
        "{t} tokens on {world} GPU(s) in {chunks} chunk(s): max |y_tp - y_1| / max |y_1| = {worst:.2e}"
    );
    support::verdict(
        yn.len() == y1.len() && !nan && worst <= 2e-2,
        &format!(
            "tensor-parallel y ({t} tokens, {world} GPUs, {chunks} chunk(s)) equals the one-GPU y within 2e-2 (bf16 partial sums)"
        ),
    );
}

/// Gathers every rank's times on every rank (`all_gather`), and rank 0 prints the table.
fn report(o: &Opts, ranks: &[Rank], t: usize, t1: f64, chunks: usize, mine: Times) -> R<()> {
    let world = ranks[0].comm.world_size();
    let local = [mine.step, mine.compute, mine.all_reduce, mine.per_call].map(|v| v as f32);
    let mut gathered: Vec<CudaSlice<f32>> = ranks
        .iter()
        .map(|r| r.gpu.alloc_zeros::<f32>(4 * world))
        .collect::<Result<_, _>>()?;
    let sends: Vec<CudaSlice<f32>> = ranks
        .iter()
        .map(|r| r.gpu.upload(&local))
        .collect::<Result<_, _>>()?;
    nccl::group(|g| {
        for ((r, s), d) in ranks.iter().zip(&sends).zip(&mut gathered) {
            g.all_gather(&r.comm, s, d)?;
        }
        Ok(())
    })?;
    for r in ranks {
        r.gpu.synchronize()?;
    }
    if ranks[0].comm.rank() != 0 {
        return Ok(());
    }
    let all = ranks[0].gpu.download(&gathered[0])?;
    let step = (0..world).map(|r| all[4 * r] as f64).fold(0f64, f64::max);
    let f = flops(o, t, world);
    let bytes = (t * o.hidden * 2) as f64;
    let ar = mine.all_reduce;
    let algbw = bytes / (ar * 1e-3) / 1e9;
    let busbw = algbw * 2.0 * (world as f64 - 1.0) / world as f64;
    println!(
        "tokens {t:>6}, {chunks} chunk(s): step {step:.3} ms (GPU time, slowest rank; per call {:.3} ms wall), compute {:.3} ms, all-reduce {ar:.3} ms ({:.1} MiB: {algbw:.0} GB/s algorithm, {busbw:.0} GB/s bus), {:.0} TFLOP/s per GPU",
        mine.per_call,
        mine.compute,
        bytes / (1 << 20) as f64,
        f / (step * 1e-3) / 1e12
    );
    println!(
        "tokens {t:>6}, {chunks} chunk(s): one GPU {t1:.3} ms ({:.0} TFLOP/s); {world} GPUs {step:.3} ms: speedup {:.2}x, scaling efficiency {:.2} of linear",
        flops(o, t, 1) / (t1 * 1e-3) / 1e12,
        t1 / step,
        t1 / step / world as f64
    );
    if mine.compute > step {
        println!(
            "    note: the compute alone ({:.3} ms) took longer than the whole step on rank 0: the GPUs' clocks vary between the timed loops (clocks not locked); each figure is a median of {} runs",
            mine.compute, o.runs
        );
    }
    for r in 0..world {
        println!(
            "    rank {r}: step {:.3} ms, compute {:.3} ms, all-reduce {:.3} ms, per call {:.3} ms",
            all[4 * r],
            all[4 * r + 1],
            all[4 * r + 2],
            all[4 * r + 3]
        );
    }
    Ok(())
}
