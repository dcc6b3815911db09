//! Time to kernel, and the `cp.async` copy kernel's bandwidth (needs an NVIDIA GPU).
//!
//! ```sh
//! cargo bench --bench time_to_kernel          # or run the built binary; scripts/gpu.sh does
//! ```
//!
//! 1. Time from a kernel description to a launchable function, for the `cp_async_tile`
//!    seed (`examples/seeds/`), median of `REPS` repetitions each, with the driver's
//!    disk cache off (`CUDA_CACHE_DISABLE=1`, set by re-executing itself):
//!    - typed-ptx cold: build the module, emit it, JIT-load it (`JitOptions::uncached`),
//!      get the function;
//!    - NVRTC: compile the equivalent CUDA C++ to PTX, JIT-load it, get the function;
//!    - a cache hit: build, emit, find it in the runtime's module cache, get the function;
//!    - and the first call of a fresh process for each (this binary re-run with `--child`).
//! 2. The seed's `cp.async` copy kernel against `cuMemcpyDtoDAsync` of the same size
//!    (CUDA events, median of trials), as a ratio of bandwidths.
//!
//! `--nvrtc-ptx` prints the baseline's PTX from NVRTC (no GPU needed).
//!
//! Prints medians, ratios and whether each goal is met; exits 0 (SKIPPED) without a GPU,
//! 1 with `--require-gpu`.

#[path = "../examples/seeds/mod.rs"]
mod seeds;

use std::process::{Command, exit};
use std::time::Instant;

use seeds::{CP_ASYNC_TILE_BYTES, CP_ASYNC_TILE_THREADS};
use typed_ptx::runtime::cudarc::nvrtc;
use typed_ptx::runtime::{Arg, Gpu, JitOptions, Launch};
use typed_ptx::{Module, Target};

const REPS: usize = 20;

/// `seeds::cp_async_tile` in CUDA C++: the same double-buffered grid-stride copy with
/// `cp.async.cg` 16-byte loads, no headers (so NVRTC's time is its own).
const CUDA_SRC: &str = r#"
#define THREADS 256
#define VECS 4
struct alignas(16) V4 { unsigned x, y, z, w; };

__device__ __forceinline__ unsigned smem_addr(const void* p) {
    unsigned long long a;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
    return (unsigned)a;
}

extern "C" __global__ void __launch_bounds__(THREADS)
cp_async_tile(V4* dst, const V4* src, unsigned long long n_bytes) {
    __shared__ V4 tile[2][VECS][THREADS];
    const unsigned long long nvec = n_bytes >> 4;
    const unsigned long long stride = (unsigned long long)gridDim.x * THREADS * VECS;
    const unsigned t = threadIdx.x;
    unsigned long long b = (unsigned long long)blockIdx.x * THREADS * VECS;
    auto load = [&](unsigned long long base, int buf) {
        unsigned long long v = base + t;
        #pragma unroll
        for (int j = 0; j < VECS; j++) {
            if (v + j * THREADS < nvec) {
                asm volatile("cp.async.cg.shared.global [%0], [%1], 16;"
                             :: "r"(smem_addr(&tile[buf][j][t])), "l"(src + v + j * THREADS) : "memory");
            }
        }
        asm volatile("cp.async.commit_group;" ::: "memory");
    };
    auto store = [&](unsigned long long base, int buf) {
        asm volatile("cp.async.wait_group 1;" ::: "memory");
        __syncthreads();
        unsigned long long v = base + t;
        #pragma unroll
        for (int j = 0; j < VECS; j++) {
            if (v + j * THREADS < nvec) dst[v + j * THREADS] = tile[buf][j][t];
        }
    };
    if (b < nvec) {
        load(b, 0);
        for (;;) {
            unsigned long long nb = b + stride;
            load(nb, 1);
            store(b, 0);
            b = nb;
            if (b >= nvec) break;
            nb = b + stride;
            load(nb, 0);
            store(b, 1);
            b = nb;
            if (b >= nvec) break;
        }
    }
    asm volatile("cp.async.wait_all;" ::: "memory");
}
"#;

type R<T> = Result<T, String>;

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn target_of(g: &Gpu) -> Target {
    if g.info().capability >= (9, 0) {
        Target::SM_90
    } else {
        Target::SM_80
    }
}

fn arch_of(t: Target) -> &'static str {
    if t == Target::SM_90 {
        "compute_90"
    } else {
        "compute_80"
    }
}

/// typed-ptx cold: (total ms, driver JIT wall ms).
fn typed_cold(g: &Gpu, t: Target, opts: &JitOptions) -> R<(f64, f64)> {
    let start = Instant::now();
    let m = seeds::cp_async_tile(t);
    let module = g.load_with(&m, opts).map_err(|e| e.to_string())?;
    let _f = module
        .function("cp_async_tile")
        .map_err(|e| e.to_string())?;
    Ok((ms(start), module.jit_wall_ms().unwrap_or(f32::NAN) as f64))
}

/// NVRTC: (total ms, NVRTC compile ms, driver JIT wall ms).
fn nvrtc_cold(g: &Gpu, t: Target) -> R<(f64, f64, f64)> {
    let start = Instant::now();
    let opts = nvrtc::CompileOptions {
        arch: Some(arch_of(t)),
        ..Default::default()
    };
    let ptx = nvrtc::compile_ptx_with_opts(CUDA_SRC, opts).map_err(|e| format!("NVRTC: {e:?}"))?;
    let compiled = ms(start);
    let module = g
        .load_ptx(&ptx.to_src(), &JitOptions::default().uncached())
        .map_err(|e| e.to_string())?;
    let _f = module
        .function("cp_async_tile")
        .map_err(|e| e.to_string())?;
    Ok((
        ms(start),
        compiled,
        module.jit_wall_ms().unwrap_or(f32::NAN) as f64,
    ))
}

/// A cache hit (the module was loaded before): total ms.
fn cache_hit(g: &Gpu, t: Target) -> R<f64> {
    let start = Instant::now();
    let m = seeds::cp_async_tile(t);
    let module = g.load(&m).map_err(|e| e.to_string())?;
    let _f = module
        .function("cp_async_tile")
        .map_err(|e| e.to_string())?;
    let took = ms(start);
    if !module.was_cached() {
        return Err("expected a cache hit".into());
    }
    Ok(took)
}

fn nvrtc_present() -> bool {
    // SAFETY: only tries to load the library.
    unsafe { nvrtc::sys::is_culib_present() }
}

/// `--child MODE`: one measurement in this fresh process; prints `CHILD MODE init=.. first=..`.
fn child(mode: &str) -> R<()> {
    let start = Instant::now();
    let g = Gpu::new(0).map_err(|e| e.to_string())?;
    let init = ms(start);
    let t = target_of(&g);
    let first = match mode {
        "typed" => typed_cold(&g, t, &JitOptions::default().uncached())?.0,
        "nvrtc" => nvrtc_cold(&g, t)?.0,
        "hit" => {
            g.load(&seeds::cp_async_tile(t))
                .map_err(|e| e.to_string())?;
            cache_hit(&g, t)?
        }
        other => return Err(format!("unknown mode {other}")),
    };
    println!("CHILD {mode} init={init:.3} first={first:.4}");
    Ok(())
}

fn run_child(mode: &str, env: &[(&str, &str)]) -> R<(f64, f64)> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut cmd = Command::new(exe);
    cmd.arg("--child").arg(mode);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find(|l| l.starts_with("CHILD "))
        .ok_or_else(|| {
            format!(
                "child {mode} failed: {}{}",
                text,
                String::from_utf8_lossy(&out.stderr)
            )
        })?;
    let field = |k: &str| -> f64 {
        line.split_whitespace()
            .find_map(|w| w.strip_prefix(k))
            .and_then(|v| v.parse().ok())
            .unwrap_or(f64::NAN)
    };
    Ok((field("init="), field("first=")))
}

fn time_to_kernel(g: &Gpu) -> R<bool> {
    let t = target_of(g);
    println!(
        "== time from kernel description to launchable function: cp_async_tile, {t}, {REPS} repetitions, CUDA_CACHE_DISABLE=1"
    );
    // Emission alone.
    let mut emit = Vec::new();
    for _ in 0..REPS {
        let s = Instant::now();
        let m = seeds::cp_async_tile(t);
        let p = m.emit_mapped().map_err(|e| e.to_string())?;
        emit.push(ms(s));
        std::hint::black_box(p);
    }
    let uncached = JitOptions::default().uncached();
    let (mut typed, mut typed_jit) = (Vec::new(), Vec::new());
    typed_cold(g, t, &uncached)?; // warm-up, not counted
    for _ in 0..REPS {
        let (a, j) = typed_cold(g, t, &uncached)?;
        typed.push(a);
        typed_jit.push(j);
    }
    let mut typed_o1 = Vec::new();
    for _ in 0..REPS {
        typed_o1.push(typed_cold(g, t, &uncached.clone().opt_level(1))?.0);
    }
    let (mut nv, mut nv_compile, mut nv_jit) = (Vec::new(), Vec::new(), Vec::new());
    let nvrtc_ok = nvrtc_present();
    if nvrtc_ok {
        nvrtc_cold(g, t)?; // warm-up (loads libnvrtc), not counted
        for _ in 0..REPS {
            let (a, c, j) = nvrtc_cold(g, t)?;
            nv.push(a);
            nv_compile.push(c);
            nv_jit.push(j);
        }
    }
    g.load(&seeds::cp_async_tile(t))
        .map_err(|e| e.to_string())?; // fill the cache
    let mut hit = Vec::new();
    for _ in 0..REPS.max(100) {
        hit.push(cache_hit(g, t)?);
    }
    let cold_env = [("CUDA_CACHE_DISABLE", "1")];
    let fresh_typed = run_child("typed", &cold_env)?;
    let fresh_nvrtc = if nvrtc_ok {
        Some(run_child("nvrtc", &cold_env)?)
    } else {
        None
    };
    let fresh_hit = run_child("hit", &cold_env)?;
    // The driver's own disk cache, for comparison: a second fresh process finds the
    // JIT output on disk.
    let dir = std::env::temp_dir().join(format!("typed-ptx-jit-cache-{}", std::process::id()));
    let dirs = dir.to_string_lossy().into_owned();
    let disk_env = [
        ("CUDA_CACHE_DISABLE", "0"),
        ("CUDA_CACHE_PATH", dirs.as_str()),
    ];
    let _ = run_child("typed", &disk_env)?;
    let disk_hit = run_child("typed", &disk_env)?;
    let _ = std::fs::remove_dir_all(&dir);

    let m = |v: &[f64]| median(v);
    println!(
        "  emit only (build + emit_mapped):                         median {:>9.4} ms",
        m(&emit)
    );
    println!(
        "  typed-ptx cold (build + emit + JIT load + function):     median {:>9.3} ms   (driver JIT wall time {:.3} ms)",
        m(&typed),
        m(&typed_jit)
    );
    println!(
        "  typed-ptx cold, JIT at -O1 instead of -O4:               median {:>9.3} ms",
        m(&typed_o1)
    );
    if nvrtc_ok {
        println!(
            "  NVRTC (compile CUDA C++ to PTX + JIT load + function):   median {:>9.3} ms   (NVRTC {:.3} ms, driver JIT wall time {:.3} ms)",
            m(&nv),
            m(&nv_compile),
            m(&nv_jit)
        );
    } else {
        println!(
            "  NVRTC: SKIPPED, libnvrtc could not be loaded (put its folder on LD_LIBRARY_PATH)"
        );
    }
    println!(
        "  cache hit (build + emit + cache lookup + function):      median {:>9.4} ms   ({} repetitions)",
        m(&hit),
        hit.len()
    );
    println!(
        "  first call of a fresh process (context creation not counted): typed-ptx {:.3} ms, NVRTC {}, cache hit {:.4} ms (after one miss); context creation {:.1} ms",
        fresh_typed.1,
        fresh_nvrtc
            .map(|f| format!("{:.3} ms", f.1))
            .unwrap_or_else(|| "skipped".into()),
        fresh_hit.1,
        fresh_typed.0
    );
    println!(
        "  for comparison, a fresh process with the driver's disk cache on and filled: typed-ptx first call {:.3} ms",
        disk_hit.1
    );
    let mut ok = true;
    if nvrtc_ok {
        let r = m(&typed) / m(&nv);
        let rf = fresh_typed.1 / fresh_nvrtc.map(|f| f.1).unwrap_or(f64::NAN);
        let met = r <= 0.5;
        ok &= met;
        println!(
            "  ratio typed-ptx cold / NVRTC: {r:.3} (fresh process: {rf:.3}); goal <= 0.5: {}",
            if met { "met" } else { "NOT met" }
        );
        println!(
            "  the driver JIT is common to both: it took {:.3} ms on typed-ptx's PTX and {:.3} ms on NVRTC's; NVRTC's own compile adds {:.3} ms ({:.0}% of its path)",
            m(&typed_jit),
            m(&nv_jit),
            m(&nv_compile),
            100.0 * m(&nv_compile) / m(&nv)
        );
        let jit_share = m(&typed_jit) / m(&typed);
        println!(
            "  where typed-ptx's cold time goes: emit {:.1}%, driver JIT (ptxas inside the driver) {:.1}%, the rest (module setup, function lookup) {:.1}%",
            100.0 * m(&emit) / m(&typed),
            100.0 * jit_share,
            100.0 * (1.0 - jit_share - m(&emit) / m(&typed)).max(0.0)
        );
    }
    let met = m(&hit) < 0.1;
    ok &= met;
    println!(
        "  cache hit {:.4} ms; goal < 0.1 ms: {}",
        m(&hit),
        if met { "met" } else { "NOT met" }
    );
    Ok(ok)
}

fn bandwidth(g: &Gpu) -> R<bool> {
    let t = target_of(g);
    let module = g
        .load(&seeds::cp_async_tile(t))
        .map_err(|e| e.to_string())?;
    let f = module
        .function("cp_async_tile")
        .map_err(|e| e.to_string())?;
    let stream = g.stream().clone();
    let timer = g.timer().map_err(|e| e.to_string())?;
    let sms = g.info().sm_count;
    println!(
        "== cp_async_tile ({t}) against cuMemcpyDtoDAsync, device to device, CUDA events, median of 7 trials of 20 copies"
    );
    let mut ok = true;
    for n in [64usize << 20, 256 << 20, 1 << 30] {
        let pattern: Vec<u32> = (0..n as u32 / 4)
            .map(|i| i.wrapping_mul(2_654_435_761))
            .collect();
        let src = g.upload(&pattern).map_err(|e| e.to_string())?;
        let mut dst = g.alloc_zeros::<u32>(n / 4).map_err(|e| e.to_string())?;
        let tiles = (n as u64).div_ceil(CP_ASYNC_TILE_BYTES) as u32;
        let grid = tiles.min(64 * sms);
        let time = |what: &str, run: &mut dyn FnMut() -> R<()>| -> R<f64> {
            run()?;
            let mut trials = Vec::new();
            for _ in 0..7 {
                timer.start().map_err(|e| e.to_string())?;
                for _ in 0..20 {
                    run()?;
                }
                trials.push(timer.stop().map_err(|e| format!("{what}: {e}"))? / 20.0);
            }
            Ok(median(&trials))
        };
        let t_copy = time("memcpy", &mut || {
            stream
                .memcpy_dtod(&src, &mut dst)
                .map_err(|e| format!("{e:?}"))
        })?;
        let t_kernel = time("cp_async_tile", &mut || {
            let mut args = [Arg::buf_mut(&mut dst), Arg::buf(&src), Arg::from(n as u64)];
            // SAFETY: copies `n` bytes between two 16-byte aligned `n`-byte buffers.
            unsafe { f.launch(&Launch::new(grid, CP_ASYNC_TILE_THREADS), &mut args) }
                .map_err(|e| e.to_string())
        })?;
        let back = g.download(&dst).map_err(|e| e.to_string())?;
        let exact = back == pattern;
        let ratio = t_copy / t_kernel;
        let met = ratio >= 0.93 && exact;
        ok &= met;
        println!(
            "  {:>5} MiB: memcpy {:.4} ms ({:.0} GB/s read+write), cp_async_tile grid {grid} {:.4} ms ({:.0} GB/s); ratio {ratio:.3}; copy exact: {exact}; goal >= 0.93: {}",
            n >> 20,
            t_copy,
            2.0 * n as f64 / t_copy / 1e6,
            t_kernel,
            2.0 * n as f64 / t_kernel / 1e6,
            if met { "met" } else { "NOT met" }
        );
    }
    Ok(ok)
}

/// A module of about `n` arithmetic instructions; `seed` makes each one's PTX differ.
fn sweep_candidate(t: Target, seed: u32, n: usize) -> Module {
    let mut m = Module::new(t);
    add_candidate(&mut m, "candidate", seed, n);
    m
}

/// Adds a kernel `name` of about `n` arithmetic instructions to `m`.
fn add_candidate(m: &mut Module, name: &str, seed: u32, n: usize) {
    m.kernel(
        name,
        |k, (out, x): (typed_ptx::Ptr<typed_ptx::Global, f32>, typed_ptx::Reg<f32>)| {
            let mut v = x;
            for i in 0..n / 2 {
                let c = (seed as f32) * 0.5 + i as f32;
                let w = k.fma(v, 1.0001f32, c);
                v = k.mul(w, 0.999f32);
            }
            k.st(out, v);
        },
    );
}

/// An autotuner's sweep: 16 modules of about 3,000 instructions, loaded one by one
/// (`cuModuleLoadDataEx`, which the driver serialises) and with `Gpu::load_many` (the
/// driver's linker, in parallel), both uncached, with the driver's disk cache off.
fn parallel_jit(g: &Gpu) -> R<bool> {
    let t = target_of(g);
    let opts = JitOptions::default().uncached();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    println!(
        "== parallel JIT for sweeps: 16 modules of ~3000 instructions, {t}, uncached, {threads} host threads, median of 3"
    );
    let mut serial = Vec::new();
    let mut parallel = Vec::new();
    for round in 0..3u32 {
        let mods: Vec<Module> = (0..16)
            .map(|i| sweep_candidate(t, 100 * round + i, 3000))
            .collect();
        let start = Instant::now();
        for m in &mods {
            g.load_with(m, &opts).map_err(|e| e.to_string())?;
        }
        serial.push(start.elapsed().as_secs_f64() * 1e3);
        let mods: Vec<Module> = (0..16)
            .map(|i| sweep_candidate(t, 100 * round + i + 50, 3000))
            .collect();
        let refs: Vec<&Module> = mods.iter().collect();
        let start = Instant::now();
        let loaded = g.load_many(&refs, &opts, None);
        parallel.push(start.elapsed().as_secs_f64() * 1e3);
        for r in loaded {
            r.map_err(|e| e.to_string())?;
        }
    }
    let (s, p) = (median(&serial), median(&parallel));
    let speedup = s / p;
    let met = speedup >= 6.0;
    println!(
        "  one by one (cuModuleLoadDataEx): {s:.1} ms; load_many (cuLink*, parallel): {p:.1} ms; speedup {speedup:.2}x; goal >= 6x: {}",
        if met { "met" } else { "NOT met" }
    );
    // One module of 16 kernels: one unit (`load_with`) against one unit per kernel.
    let mut whole = Vec::new();
    let mut split = Vec::new();
    for round in 0..3u32 {
        let make = |base: u32| {
            let mut m = Module::new(t);
            for i in 0..16 {
                add_candidate(&mut m, &format!("candidate_{i}"), base + i, 3000);
            }
            m
        };
        let m = make(1000 + 100 * round);
        let start = Instant::now();
        g.load_with(&m, &opts).map_err(|e| e.to_string())?;
        whole.push(start.elapsed().as_secs_f64() * 1e3);
        let m = make(5000 + 100 * round);
        let start = Instant::now();
        let units = g.load_split(&m, &opts, None).map_err(|e| e.to_string())?;
        split.push(start.elapsed().as_secs_f64() * 1e3);
        if units.units().count() != 16 {
            return Err("load_split did not give 16 units".into());
        }
    }
    let (w, sp) = (median(&whole), median(&split));
    println!(
        "  one module of 16 kernels: one unit {w:.1} ms; load_split (one unit per kernel, parallel): {sp:.1} ms; speedup {:.2}x",
        w / sp
    );
    Ok(met)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--child") {
        if let Err(e) = child(args.get(i + 1).map(String::as_str).unwrap_or("")) {
            eprintln!("child: {e}");
            exit(1);
        }
        return;
    }
    if args.iter().any(|a| a == "--nvrtc-ptx") {
        // The baseline's PTX from NVRTC, without a GPU (for checking the CUDA C++).
        if !nvrtc_present() {
            eprintln!("libnvrtc could not be loaded");
            exit(1);
        }
        let opts = nvrtc::CompileOptions {
            arch: Some("compute_90"),
            ..Default::default()
        };
        match nvrtc::compile_ptx_with_opts(CUDA_SRC, opts) {
            Ok(p) => print!("{}", p.to_src()),
            Err(e) => {
                eprintln!("NVRTC: {e:?}");
                exit(1);
            }
        }
        return;
    }
    // The driver reads CUDA_CACHE_DISABLE when it starts: re-run with it set.
    if std::env::var("CUDA_CACHE_DISABLE").as_deref() != Ok("1") {
        let exe = std::env::current_exe().expect("the path of this program");
        let status = Command::new(exe)
            .args(&args)
            .env("CUDA_CACHE_DISABLE", "1")
            .status();
        exit(status.map(|s| s.code().unwrap_or(1)).unwrap_or(1));
    }
    let require = args.iter().any(|a| a == "--require-gpu");
    let g = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => {
            println!("SKIPPED: time_to_kernel needs a GPU: {e}");
            exit(if require { 1 } else { 0 });
        }
    };
    let i = g.info();
    println!(
        "GPU: {} (compute capability {}.{}, {} SMs), driver {}",
        i.name, i.capability.0, i.capability.1, i.sm_count, i.driver
    );
    let mut ok = true;
    match time_to_kernel(&g) {
        Ok(met) => ok &= met,
        Err(e) => {
            println!("time to kernel: error: {e}");
            ok = false;
        }
    }
    match bandwidth(&g) {
        Ok(met) => ok &= met,
        Err(e) => {
            println!("bandwidth: error: {e}");
            ok = false;
        }
    }
    match parallel_jit(&g) {
        Ok(met) => ok &= met,
        Err(e) => {
            println!("parallel JIT: error: {e}");
            ok = false;
        }
    }
    println!(
        "time_to_kernel: {}",
        if ok {
            "every goal met"
        } else {
            "some goal NOT met (see above)"
        }
    );
}
