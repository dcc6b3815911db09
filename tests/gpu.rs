//! The runtime on a real GPU: typed and run-time-checked launches, module variables,
//! dynamic shared memory, the module cache, a user's own stream, and every failure the
//! runtime explains (each test names the message it must show).
//!
//! Every test that needs a GPU is `#[ignore]`d with the reason, so without a GPU they
//! show as ignored, never as passed; `scripts/gpu.sh` runs them on a GPU machine with
//! `--include-ignored`. `no_gpu_present_is_an_error_not_a_panic` runs everywhere: it
//! checks the error without a GPU and prints SKIPPED where a GPU is present.
#![cfg(feature = "cuda")]

#[path = "../examples/seeds/mod.rs"]
mod seeds;

use typed_ptx::runtime::{Arg, CudaContext, Error, Gpu, JitOptions, Launch};
use typed_ptx::{Align, Cmp, Global, Module, Ptr, Reg, Target};

mod common;
use common::{device_target, gpu};

#[test]
fn no_gpu_present_is_an_error_not_a_panic() {
    match Gpu::new(0) {
        Ok(g) => println!(
            "SKIPPED: a GPU is present ({}), so the no-GPU error cannot be observed here",
            g.info().name
        ),
        Err(e) => {
            let m = e.to_string();
            assert!(
                m.starts_with("no NVIDIA driver was found") || m.starts_with("no NVIDIA GPU"),
                "unexpected message: {m}"
            );
            assert!(
                matches!(e, Error::NoDriver { .. } | Error::NoDevice { .. }),
                "{e:?}"
            );
            println!("no GPU here, as expected: {m}");
        }
    }
}

type Saxpy = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<f32>, Reg<u32>);

fn saxpy(m: &mut Module) -> typed_ptx::KernelRef<Saxpy> {
    m.kernel("saxpy", |k, (y, x, a, n): Saxpy| {
        let (c, n_, t) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
        let i = k.mad_lo(c, n_, t);
        let inside = k.setp(Cmp::Lt, i, n);
        k.if_then(inside, |k| {
            let xi = k.index(x, i);
            let yi = k.index(y, i);
            let xv = k.ld(xi);
            let yv = k.ld(yi);
            let r = k.fma(a, xv, yv);
            k.st(yi, r);
        });
    })
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn typed_launch_runs_saxpy() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let k = saxpy(&mut m);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let n = 1000u32;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y: Vec<f32> = (0..n).map(|i| 1.0 + i as f32).collect();
    let dx = g.upload(&x).unwrap();
    let mut dy = g.upload(&y).unwrap();
    unsafe {
        f.launch(
            &Launch::new(n.div_ceil(128), 128),
            (&mut dy, &dx, 3.0f32, n),
        )
        .unwrap()
    };
    let got = g.download(&dy).unwrap();
    for i in 0..n as usize {
        assert_eq!(got[i], 3.0f32.mul_add(x[i], y[i]), "y[{i}]");
    }
}

/// Host half-precision buffers pass for half-precision pointers with no cast
/// (`runtime::HostElem`): `half::bf16` for `Ptr<Global, Bf16>`, `[half::bf16; 2]` for
/// `Ptr<Global, Bf16x2>`, `half::f16` for `Ptr<Global, F16>`; the kernel's conversions
/// agree with the `half` crate's on the host.
#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn half_precision_host_buffers_pass_for_half_pointers() {
    use typed_ptx::runtime::half::{bf16, f16};
    use typed_ptx::{Bf16, Bf16x2, F16};
    type P = (
        Ptr<Global, f32>,
        Ptr<Global, Bf16>,
        Ptr<Global, Bf16x2>,
        Ptr<Global, Bf16x2>,
        Ptr<Global, F16>,
    );
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let k = m.kernel("halves", |k, (out, x, pairs, copy, h): P| {
        let i = k.tid_x();
        let xi = k.index(x, i);
        let b = k.ld(xi);
        let f = k.cvt::<f32, Bf16>(b);
        let oi = k.index(out, i);
        k.st(oi, f);
        let pi = k.index(pairs, i);
        let ci = k.index(copy, i);
        let v = k.ld(pi);
        k.st(ci, v);
        let hi = k.index(h, i);
        let r = k.cvt::<F16, f32>(f);
        k.st(hi, r);
    });
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let n = 64usize;
    let xs: Vec<bf16> = (0..n)
        .map(|i| bf16::from_f32(i as f32 * 0.37 - 5.0))
        .collect();
    let pairs: Vec<[bf16; 2]> = (0..n)
        .map(|i| [bf16::from_f32(i as f32), bf16::from_f32(-(i as f32) / 3.0)])
        .collect();
    let dx = g.upload(&xs).unwrap();
    let dp = g.upload(&pairs).unwrap();
    let mut dc = g.alloc_zeros::<[bf16; 2]>(n).unwrap();
    let mut dh = g.alloc_zeros::<f16>(n).unwrap();
    let mut out = g.alloc_zeros::<f32>(n).unwrap();
    unsafe {
        f.launch(
            &Launch::new(1, n as u32),
            (&mut out, &dx, &dp, &mut dc, &mut dh),
        )
        .unwrap()
    };
    let got = g.download(&out).unwrap();
    let copied = g.download(&dc).unwrap();
    let halves = g.download(&dh).unwrap();
    for i in 0..n {
        assert_eq!(got[i], xs[i].to_f32(), "out[{i}]");
        assert_eq!(copied[i], pairs[i], "copy[{i}]");
        assert_eq!(halves[i], f16::from_f32(xs[i].to_f32()), "h[{i}]");
    }
}

/// The runtime's timer (`Gpu::timer`, `Timer::median`, `Gpu::l2_flush`): a saxpy of 16M
/// elements is timed on the GPU, its result still right; the median of 5 runs lies
/// between their fastest and slowest; a median of no runs is an error, not a panic.
#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn the_timer_times_kernels_on_the_gpu() {
    use typed_ptx::runtime::Runs;
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let k = saxpy(&mut m);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let n = 1u32 << 24;
    let x: Vec<f32> = (0..n).map(|i| (i % 7) as f32).collect();
    let dx = g.upload(&x).unwrap();
    let mut dy = g.alloc_zeros::<f32>(n as usize).unwrap();
    let run = |dy: &mut _| -> Result<(), Error> {
        unsafe { f.launch(&Launch::new(n.div_ceil(256), 256), (dy, &dx, 1.0f32, n)) }
    };
    let timer = g.timer().unwrap();
    let one = timer.once(|| run(&mut dy)).unwrap();
    // 128 MiB moved: more than a microsecond, less than a second on any GPU.
    assert!(one > 1e-3 && one < 1e3, "{one} ms");
    let mut flush = g.l2_flush().unwrap();
    assert!(flush.bytes() >= 2 << 20, "{flush:?}");
    let mut times = Vec::new();
    for _ in 0..5 {
        flush.flush().unwrap();
        times.push(timer.once(|| run(&mut dy)).unwrap());
    }
    let (lo, hi) = times
        .iter()
        .fold((f64::MAX, 0.0f64), |(lo, hi), t| (lo.min(*t), hi.max(*t)));
    let med = typed_ptx::runtime::median(&mut times).unwrap();
    assert!(lo <= med && med <= hi, "{lo} <= {med} <= {hi}");
    let runs = Runs { warmup: 1, runs: 5 };
    let t = timer
        .median(runs, || flush.flush(), || run(&mut dy))
        .unwrap();
    assert!(t > 1e-3 && t < 1e3, "{t} ms");
    // 1 + 5 + (1 + 5) runs of y += x.
    let got = g.download(&dy).unwrap();
    for i in [0usize, 1, 6, (n - 1) as usize] {
        assert_eq!(got[i], 12.0 * (i % 7) as f32, "y[{i}]");
    }
    let none = timer.median(
        Runs { warmup: 0, runs: 0 },
        || Ok::<(), Error>(()),
        || Ok(()),
    );
    let e = none.unwrap_err();
    assert!(matches!(e, Error::Timing { .. }), "{e:?}");
    assert!(e.to_string().contains("a median of 0 timed runs"), "{e}");
    println!(
        "timer: saxpy of {n} floats {one:.3} ms once, median of 5 {t:.3} ms (L2 flush of {} bytes between runs)",
        flush.bytes()
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_module_loads_as_one_unit_per_kernel() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let triple = m.func("triple", |k, (x,): (Reg<u32>,)| k.mul_lo(x, 3u32));
    let mut refs = Vec::new();
    for i in 0..4u32 {
        refs.push(
            m.kernel(&format!("k{i}"), move |k, (out,): (Ptr<Global, u32>,)| {
                let t = k.tid_x();
                let v = if i % 2 == 0 { k.call(triple, (t,)) } else { t };
                let v = k.add(v, i * 1000);
                let p = k.index(out, t);
                k.st(p, v);
            }),
        );
    }
    let split = g
        .load_split(&m, &JitOptions::default().uncached(), None)
        .unwrap();
    assert_eq!(
        split.units().map(|(n, _)| n.to_owned()).collect::<Vec<_>>(),
        ["k0", "k1", "k2", "k3"]
    );
    for (i, k) in refs.iter().enumerate() {
        let unit = split.unit(k.name()).unwrap();
        // Each unit holds its kernel only (and the function it calls).
        assert_eq!(unit.entries().len(), 1, "{}", unit.ptx());
        assert_eq!(unit.ptx().contains(".func"), i % 2 == 0, "{}", unit.ptx());
        let f = split.kernel(k).unwrap();
        let mut out = g.alloc_zeros::<u32>(64).unwrap();
        unsafe { f.launch(&Launch::new(1, 64), (&mut out,)).unwrap() };
        let got = g.download(&out).unwrap();
        for (t, v) in got.iter().enumerate() {
            let t = t as u32;
            let want = if i % 2 == 0 { 3 * t } else { t } + i as u32 * 1000;
            assert_eq!(*v, want, "kernel k{i}, thread {t}");
        }
    }
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn entry_kernels_launch_through_run_time_checks() {
    let g = gpu();
    let m = seeds::ld_shared_42(device_target(&g));
    let module = g.load(&m).unwrap();
    let f = module.function("ld_shared_42").unwrap();
    let mut out = g.alloc_zeros::<u32>(1).unwrap();
    unsafe {
        f.launch(&Launch::new(1, 32), &mut [Arg::buf_mut(&mut out)])
            .unwrap()
    };
    assert_eq!(g.download(&out).unwrap(), [42]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn wrong_argument_count_is_an_error() {
    let g = gpu();
    let m = seeds::ld_shared_42(device_target(&g));
    let f = g.load(&m).unwrap().function("ld_shared_42").unwrap();
    let e = unsafe { f.launch(&Launch::new(1, 1), &mut []) }
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "kernel `ld_shared_42` takes 1 argument(s) (out: .u64) but 0 were given"
    );
    let mut out = g.alloc_zeros::<u32>(1).unwrap();
    let e = unsafe {
        f.launch(
            &Launch::new(1, 1),
            &mut [Arg::buf_mut(&mut out), Arg::from(1u32)],
        )
    }
    .unwrap_err()
    .to_string();
    assert_eq!(
        e,
        "kernel `ld_shared_42` takes 1 argument(s) (out: .u64) but 2 were given"
    );
    // And a wrong type: a float where the device pointer goes.
    let e = unsafe { f.launch(&Launch::new(1, 1), &mut [Arg::from(1.0f32)]) }
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "kernel `ld_shared_42`: argument 0 (parameter `out`) must be a device buffer or a u64 (`.u64`), but an f32 was given"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn malformed_ptx_reports_the_log_the_line_and_the_call_site() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let line = line!() + 3;
    m.entry("broken", |k| {
        let r = k.fresh::<u32>();
        k.raw("mov.frobnicate.u32 {0}, 1;", &[r.into()]);
    });
    let e = g.load(&m).unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    let Error::Jit(j) = &e else {
        panic!("expected a JIT error, got {e:?}")
    };
    assert_eq!(j.name, "CUDA_ERROR_INVALID_PTX", "{msg}");
    assert!(msg.contains("ptxas application ptx input, line "), "{msg}");
    let l = j
        .lines
        .first()
        .unwrap_or_else(|| panic!("no line named: {msg}"));
    assert!(l.text.contains("mov.frobnicate.u32"), "{msg}");
    let site = l.site.unwrap_or_else(|| panic!("no call site: {msg}"));
    assert_eq!(
        (site.0.file(), site.0.line()),
        ("tests/gpu.rs", line),
        "{msg}"
    );
    assert!(
        msg.contains(&format!("PTX line {}: mov.frobnicate.u32 %r0, 1;", l.line)),
        "{msg}"
    );
    assert!(
        msg.contains(&format!("emitted by tests/gpu.rs:{line}:")),
        "{msg}"
    );

    // Raw PTX text: the log and the line, no call site.
    let ptx = format!(
        ".version 7.8\n.target sm_{}\n.address_size 64\n.visible .entry k()\n{{\n\tmov.u32 %r1, 1;\n\tret;\n}}\n",
        g.info().capability.0 * 10 + g.info().capability.1
    );
    let msg = g
        .load_ptx(&ptx, &JitOptions::default())
        .unwrap_err()
        .to_string();
    println!("{msg}");
    assert!(msg.contains("line 6"), "{msg}");
    assert!(msg.contains("PTX line 6: mov.u32 %r1, 1;"), "{msg}");
    assert!(
        msg.contains("(no Rust call site recorded for this line)"),
        "{msg}"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_version_newer_than_the_driver_is_refused_before_the_jit() {
    let g = gpu();
    let isa = g.info().driver_isa();
    let Some(&newer) = typed_ptx::isa::VERSIONS.iter().find(|v| **v > isa) else {
        println!(
            "SKIPPED: the driver ({}) JITs PTX ISA {isa}, the newest typed-ptx knows",
            g.info().driver
        );
        return;
    };
    let mut m = Module::new(device_target(&g));
    m.pin_version(newer);
    m.entry("k", |k| k.ret());
    let e = g.load(&m).unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(matches!(e, Error::VersionTooNew { .. }), "{e:?}");
    assert!(msg.contains(&format!("`.version {newer}`")), "{msg}");
    assert!(
        msg.contains(&format!(
            "the installed NVIDIA driver ({}) JITs PTX ISA {isa} at most",
            g.info().driver
        )),
        "{msg}"
    );
    // Raw text too.
    let ptx = ".version 9.9\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n";
    let msg = g
        .load_ptx(ptx, &JitOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("`.version 9.9`") && msg.contains(&format!("PTX ISA {isa} at most")),
        "{msg}"
    );
    // Without the check, the driver's own answer is the bare result code the peers report.
    let e = g
        .load_ptx(ptx, &JitOptions::default().no_preflight())
        .unwrap_err();
    println!("the driver alone says: {e}");
    assert!(
        e.to_string().contains("CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
        "{e}"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_target_newer_than_the_device_is_refused_before_the_jit() {
    let g = gpu();
    let (a, b) = g.info().capability;
    let newer = typed_ptx::isa::TARGETS
        .iter()
        .map(|(t, _)| *t)
        .find(|t| t.sm > a * 10 + b && t.is_portable());
    let Some(newer) = newer else {
        println!("SKIPPED: no target newer than the device is known");
        return;
    };
    let mut m = Module::new(newer);
    m.entry("k", |k| k.ret());
    let e = g.load(&m).unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(matches!(e, Error::TargetTooNew { .. }), "{e:?}");
    let cc = format!("{}.{}", newer.sm / 10, newer.sm % 10);
    assert!(msg.contains(&format!("targets {newer} (`.target {newer}`), which needs a GPU of compute capability {cc} or newer")), "{msg}");
    assert!(
        msg.contains(&format!("is compute capability {a}.{b}")) && msg.contains(&g.info().name),
        "{msg}"
    );
    // `a` targets: the exact capability runs, any other is refused.
    let own_a = Target::specific(a * 10 + b);
    if own_a.min_isa().is_some() {
        let mut m = Module::new(own_a);
        m.entry("k", |k| k.ret());
        g.load(&m)
            .unwrap_or_else(|e| panic!("{own_a} on {a}.{b}: {e}"));
    }
    let other_a = typed_ptx::isa::TARGETS
        .iter()
        .map(|(t, _)| *t)
        .find(|t| t.variant == typed_ptx::isa::Variant::Specific && t.sm != a * 10 + b)
        .unwrap();
    let mut m = Module::new(other_a);
    m.entry("k", |k| k.ret());
    let msg = g.load(&m).unwrap_err().to_string();
    println!("{msg}");
    assert!(
        msg.contains(&format!("{other_a}"))
            && msg.contains("runs only on compute capability exactly"),
        "{msg}"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn dynamic_shared_memory_is_raised_above_48k_and_refused_above_the_device_limit() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let dynamic = m.extern_shared::<u32>("dyn", Align(16));
    let k = m.kernel(
        "dyn_smem",
        |k, (out, words): (Ptr<Global, u32>, Reg<u32>)| {
            // Each thread writes then reads back the word `words - 1 - t`, far above 48 KiB.
            let t = k.tid_x();
            let last = k.sub(words, 1u32);
            let w = k.sub(last, t);
            let base = k.addr_of(dynamic);
            let p = k.index(base, w);
            let v = k.add(w, 7u32);
            k.st(p, v);
            k.bar_sync(0);
            let r = k.ld(p);
            let o = k.index(out, t);
            k.st(o, r);
        },
    );
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let bytes = 100 * 1024u32;
    let words = bytes / 4;
    let mut out = g.alloc_zeros::<u32>(256).unwrap();
    unsafe {
        f.launch(&Launch::new(1, 256).shared(bytes), (&mut out, words))
            .unwrap()
    };
    let got = g.download(&out).unwrap();
    assert!(
        got.iter()
            .enumerate()
            .all(|(t, &v)| v == words - 1 - t as u32 + 7),
        "{:?}",
        &got[..4]
    );
    // One byte more than the device allows.
    let max = g.info().max_shared_per_block_optin;
    let e =
        unsafe { f.launch(&Launch::new(1, 256).shared(max + 1), (&mut out, words)) }.unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(matches!(e, Error::SharedMemory { .. }), "{e:?}");
    assert!(
        msg.contains(&format!("{} bytes of dynamic shared memory plus its 0 bytes of static shared memory exceed the device maximum of {max} bytes per block", max + 1)),
        "{msg}"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn const_and_global_module_variables_are_written_and_read() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let c = m.const_::<u32>("c", 4);
    let gv = m.global::<u32>("gv", 4);
    let k = m.kernel("sum", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let cp = k.addr_of(c);
        let cp = k.index(cp, t);
        let gp = k.addr_of(gv);
        let gp = k.index(gp, t);
        let a = k.ld(cp);
        let b = k.ld(gp);
        let s = k.add(a, b);
        let o = k.index(out, t);
        k.st(o, s);
        k.st(gp, s);
    });
    let module = g.load_with(&m, &JitOptions::default().uncached()).unwrap();
    module.write(&m, c, &[1u32, 2, 3, 4]).unwrap();
    module.write(&m, gv, &[10u32, 20, 30, 40]).unwrap();
    let f = module.kernel(&k).unwrap();
    let mut out = g.alloc_zeros::<u32>(4).unwrap();
    unsafe { f.launch(&Launch::new(1, 4), (&mut out,)).unwrap() };
    assert_eq!(g.download(&out).unwrap(), [11, 22, 33, 44]);
    assert_eq!(module.read(&m, gv, 4).unwrap(), [11, 22, 33, 44]);
    // Too much data for the variable.
    let e = module.write(&m, c, &[0u32; 5]).unwrap_err().to_string();
    assert_eq!(
        e,
        "module variable `c`: 20 bytes of data do not fit in its 16 bytes"
    );
    // The global's address can be passed where a Ptr<Global, u32> goes.
    let addr = module.global_addr(&m, gv).unwrap();
    assert_eq!(addr.len(), 4);
    unsafe { f.launch(&Launch::new(1, 4), (addr,)).unwrap() };
    assert_eq!(module.read(&m, gv, 4).unwrap(), [12, 24, 36, 48]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn the_cache_returns_the_loaded_module() {
    let g = gpu();
    let t = device_target(&g);
    let a = g.load(&seeds::generic_dispatch(t)).unwrap();
    let start = std::time::Instant::now();
    let b = g.load(&seeds::generic_dispatch(t)).unwrap();
    let hit = start.elapsed();
    assert!(
        b.was_cached(),
        "the second load of the same PTX is a cache hit"
    );
    assert_eq!(a.ptx(), b.ptx());
    println!("cache hit, emit included: {hit:?}");
    // Other JIT options are another entry.
    let c = g
        .load_with(
            &seeds::generic_dispatch(t),
            &JitOptions::default().opt_level(1),
        )
        .unwrap();
    assert!(!c.was_cached() || typed_ptx::runtime::cache_len() > 1);
    let d = g
        .load_with(
            &seeds::generic_dispatch(t),
            &JitOptions::default().uncached(),
        )
        .unwrap();
    assert!(!d.was_cached());
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn a_users_own_stream_is_used() {
    let ctx = CudaContext::new(0).unwrap();
    let stream = ctx.new_stream().unwrap();
    let g = Gpu::from_stream(stream.clone()).unwrap();
    let m = seeds::ld_shared_42(device_target(&g));
    let f = g.load(&m).unwrap().function("ld_shared_42").unwrap();
    let mut out = stream.alloc_zeros::<u32>(1).unwrap();
    unsafe {
        f.launch(&Launch::new(1, 1), &mut [Arg::buf_mut(&mut out)])
            .unwrap()
    };
    assert_eq!(stream.clone_dtoh(&out).unwrap(), [42]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn block_and_cluster_shapes_are_checked_before_the_launch() {
    let g = gpu();
    let f = g
        .load(&seeds::cp_async_tile(Target::SM_80))
        .unwrap()
        .function("cp_async_tile")
        .unwrap();
    let mut dst = g.alloc_zeros::<u8>(16).unwrap();
    let src = g.alloc_zeros::<u8>(16).unwrap();
    let e = unsafe {
        f.launch(
            &Launch::new(1, 128),
            &mut [Arg::buf_mut(&mut dst), Arg::buf(&src), Arg::from(16u64)],
        )
    }
    .unwrap_err()
    .to_string();
    assert_eq!(
        e,
        "kernel `cp_async_tile`: block [128, 1, 1] does not match the kernel's `.reqntid 256, 1, 1`: launch exactly that block"
    );
    let e = unsafe {
        f.launch(
            &Launch::new(7, 256).cluster(2, 1, 1),
            &mut [Arg::buf_mut(&mut dst), Arg::buf(&src), Arg::from(16u64)],
        )
    }
    .unwrap_err()
    .to_string();
    println!("{e}");
    assert!(
        e == "kernel `cp_async_tile`: grid [7, 1, 1] is not a whole number of clusters [2, 1, 1] in every dimension"
            || e.contains("thread-block clusters need compute capability 9.0"),
        "{e}"
    );
    let e = g
        .load(&seeds::ld_shared_42(Target::SM_80))
        .unwrap()
        .function("nope")
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "the module has no kernel `nope`; its kernels are: ld_shared_42"
    );
}

#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn jit_options_line_info_and_verbose_log() {
    let g = gpu();
    let m = seeds::cp_async_tile(Target::SM_80);
    let module = g
        .load_with(
            &m,
            &JitOptions::default()
                .verbose(true)
                .line_info(true)
                .opt_level(3)
                .uncached(),
        )
        .unwrap();
    println!("info log: {}", module.info_log());
    assert!(
        module.info_log().contains("cp_async_tile"),
        "{}",
        module.info_log()
    );
}

/// Issue 7, hole 7: a device function's early `ret` returned before its value was
/// stored, and the caller read garbage on the H100. `ret` now goes through the epilogue
/// that stores the value.
#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn an_early_ret_returns_the_value() {
    let g = gpu();
    let mut m = Module::new(device_target(&g));
    let f = m.func("f", |k, (x,): (Reg<u32>,)| {
        let r = k.mov(5u32);
        let big = k.setp(Cmp::Gt, x, 10u32);
        k.if_then(big, |k| k.ret());
        k.assign(r, 7u32);
        r
    });
    let kernel = m.kernel("k", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let v = k.call(f, (t,));
        let p = k.index(out, t);
        k.st(p, v);
    });
    let f = g.load(&m).unwrap().kernel(&kernel).unwrap();
    let mut out = g.alloc_zeros::<u32>(32).unwrap();
    unsafe { f.launch(&Launch::new(1, 32), (&mut out,)).unwrap() };
    let got = g.download(&out).unwrap();
    let want: Vec<u32> = (0..32).map(|t| if t > 10 { 5 } else { 7 }).collect();
    assert_eq!(got, want);
}

/// `Gpu::load_many` (issue 9): modules compiled in parallel through the driver's linker
/// launch like loaded ones, come back in order, and a failing one carries the JIT log and
/// the Rust call site while the others load.
#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn load_many_compiles_in_parallel_and_reports_failures() {
    let g = gpu();
    let t = device_target(&g);
    let mut mods = Vec::new();
    let mut refs = Vec::new();
    for c in 0..6u32 {
        let mut m = Module::new(t);
        let k = m.kernel("fill", |k, (out,): (Ptr<Global, u32>,)| {
            let i = k.tid_x();
            let p = k.index(out, i);
            let v = k.add(i, c * 1000);
            k.st(p, v);
        });
        mods.push(m);
        refs.push(k);
    }
    let mut broken = Module::new(t);
    let line = line!() + 3;
    broken.entry("broken", |k| {
        let r = k.fresh::<u32>();
        k.raw("mov.frobnicate.u32 {0}, 2;", &[r.into()]);
    });
    let mut all: Vec<&Module> = mods.iter().collect();
    all.insert(3, &broken);
    let loaded = g.load_many(&all, &JitOptions::default().uncached(), Some(4));
    assert_eq!(loaded.len(), 7);
    let Err(e) = &loaded[3] else {
        panic!("the broken module loaded")
    };
    let Error::Jit(j) = e else {
        panic!("expected a JIT error, got {e:?}")
    };
    let site = j.lines.first().and_then(|l| l.site).expect("a call site");
    assert_eq!(
        (site.0.file(), site.0.line()),
        ("tests/gpu.rs", line),
        "{e}"
    );
    let ok: Vec<_> = loaded
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i != 3)
        .map(|(_, r)| r.unwrap())
        .collect();
    for (c, (module, k)) in ok.iter().zip(&refs).enumerate() {
        let f = module.kernel(k).unwrap();
        let mut out = g.alloc_zeros::<u32>(32).unwrap();
        unsafe { f.launch(&Launch::new(1, 32), (&mut out,)).unwrap() };
        let got = g.download(&out).unwrap();
        let want: Vec<u32> = (0..32).map(|i| i + c as u32 * 1000).collect();
        assert_eq!(got, want, "module {c}");
    }
}

/// Runs `f` on every element of `x` in CTAs of `shape` (as many as `x` fills), each
/// thread reading `x` and writing `out` at its CTA's base plus its linear index.
fn per_thread<T>(
    g: &Gpu,
    shape: [u32; 3],
    x: &[T],
    f: fn(&mut typed_ptx::Kernel<'_>, Reg<T>) -> Reg<T>,
) -> Vec<T>
where
    T: typed_ptx::bounds::B32 + typed_ptx::runtime::HostElem<Elem = T>,
{
    let n = shape.iter().product::<u32>();
    let mut m = Module::new(device_target(g));
    let k = m.kernel(
        "collective",
        |k, (out, xs): (Ptr<Global, T>, Ptr<Global, T>)| {
            k.reqntid(shape[0], shape[1], shape[2]);
            let (tx, ty, tz, c) = (k.tid_x(), k.tid_y(), k.tid_z(), k.ctaid_x());
            let yz = k.mad_lo(tz, shape[1], ty);
            let t = k.mad_lo(yz, shape[0], tx);
            let i = k.mad_lo(c, n, t);
            let (p, q) = (k.index(xs, i), k.index(out, i));
            let v = k.ld(p);
            let r = f(k, v);
            k.st(q, r);
        },
    );
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let dx = g.upload(x).unwrap();
    let mut out = g.upload(x).unwrap();
    let ctas = x.len() as u32 / n;
    unsafe {
        f.launch(&Launch::grid_3d([ctas, 1, 1], shape), (&mut out, &dx))
            .unwrap()
    };
    g.download(&out).unwrap()
}

/// Each chunk of `x` reduced (`all`) or scanned by `op`, on the host.
fn host_ref<T: Copy>(x: &[T], chunk: usize, scan: bool, op: impl Fn(T, T) -> T) -> Vec<T> {
    x.chunks(chunk)
        .flat_map(|c| {
            let mut acc = Vec::with_capacity(c.len());
            for &v in c {
                let next = acc.last().map_or(v, |&a| op(a, v));
                acc.push(next);
            }
            if scan {
                acc
            } else {
                vec![acc[c.len() - 1]; c.len()]
            }
        })
        .collect()
}

/// The warp and block collectives (`warp_all_reduce`, `warp_reduce`, `warp_scan`,
/// `block_all_reduce`, `block_scan`) over u32/i32 add and f32 max/add, in CTAs of 1, 3, 8
/// and 32 warps and a 3-D CTA, equal to host references (exact: integer adds wrap as on
/// the host, f32 max is exact, f32 sums are of small integers); a block reduction called
/// three times by a loop sees no stale scratch.
#[test]
#[ignore = "needs an NVIDIA GPU: run scripts/gpu.sh"]
fn collectives_match_host_references() {
    let g = gpu();
    let shapes = [
        [32, 1, 1],
        [96, 1, 1],
        [256, 1, 1],
        [1024, 1, 1],
        [32, 4, 2],
    ];
    for shape in shapes {
        let n = shape.iter().product::<u32>() as usize;
        let len = 3 * n;
        let u: Vec<u32> = (0..len as u32)
            .map(|i| i.wrapping_mul(2_654_435_761) >> 3)
            .collect();
        let s: Vec<i32> = (0..len as i32).map(|i| (i * 7919) % 2001 - 1000).collect();
        let f: Vec<f32> = (0..len).map(|i| ((i * 37) % 1000) as f32 - 500.0).collect();
        let what = format!("CTA {shape:?}");

        let got = per_thread(&g, shape, &u, |k, v| {
            k.block_all_reduce(v, |k, a, b| k.add(a, b))
        });
        assert_eq!(
            got,
            host_ref(&u, n, false, u32::wrapping_add),
            "{what}: block sum u32"
        );
        let got = per_thread(&g, shape, &f, |k, v| {
            k.block_all_reduce(v, |k, a, b| k.max(a, b))
        });
        assert_eq!(
            got,
            host_ref(&f, n, false, f32::max),
            "{what}: block max f32"
        );
        let got = per_thread(&g, shape, &f, |k, v| {
            k.block_all_reduce(v, |k, a, b| k.add(a, b))
        });
        assert_eq!(
            got,
            host_ref(&f, n, false, |a, b| a + b),
            "{what}: block sum f32"
        );
        let got = per_thread(&g, shape, &u, |k, v| k.block_scan(v, |k, a, b| k.add(a, b)));
        assert_eq!(
            got,
            host_ref(&u, n, true, u32::wrapping_add),
            "{what}: block scan u32"
        );
        let got = per_thread(&g, shape, &s, |k, v| k.block_scan(v, |k, a, b| k.add(a, b)));
        assert_eq!(
            got,
            host_ref(&s, n, true, |a, b| a + b),
            "{what}: block scan i32"
        );
        let got = per_thread(&g, shape, &s, |k, v| k.block_scan(v, |k, a, b| k.max(a, b)));
        assert_eq!(
            got,
            host_ref(&s, n, true, i32::max),
            "{what}: block running max i32"
        );
        // Three calls by one loop: each iteration's result is its own.
        let got = per_thread(&g, shape, &u, |k, v| {
            k.for_range(0u32, 3, 1, 0u32, |k, i, acc| {
                let w = k.add(v, i);
                let r = k.block_all_reduce(w, |k, a, b| k.add(a, b));
                k.xor(acc, r)
            })
        });
        let want: Vec<u32> = u
            .chunks(n)
            .flat_map(|c| {
                let sum = |i: u32| {
                    c.iter()
                        .fold(0u32, |a, &v| a.wrapping_add(v.wrapping_add(i)))
                };
                vec![sum(0) ^ sum(1) ^ sum(2); n]
            })
            .collect();
        assert_eq!(got, want, "{what}: block sums in a loop");
    }
    // The warp collectives, 8 warps per CTA.
    let shape = [256, 1, 1];
    let len = 2 * 256;
    let u: Vec<u32> = (0..len as u32)
        .map(|i| i.wrapping_mul(0x9e37_79b9))
        .collect();
    let s: Vec<i32> = (0..len as i32).map(|i| (i * 31) % 97 - 48).collect();
    let f: Vec<f32> = (0..len)
        .map(|i| ((i * 53) % 401) as f32 * 0.25 - 50.0)
        .collect();
    let got = per_thread(&g, shape, &f, |k, v| {
        k.warp_all_reduce(v, |k, a, b| k.max(a, b))
    });
    assert_eq!(got, host_ref(&f, 32, false, f32::max), "warp max f32");
    let got = per_thread(&g, shape, &u, |k, v| {
        k.warp_all_reduce(v, |k, a, b| k.add(a, b))
    });
    assert_eq!(
        got,
        host_ref(&u, 32, false, u32::wrapping_add),
        "warp sum u32"
    );
    let got = per_thread(&g, shape, &s, |k, v| k.warp_scan(v, |k, a, b| k.add(a, b)));
    assert_eq!(got, host_ref(&s, 32, true, |a, b| a + b), "warp scan i32");
    let got = per_thread(&g, shape, &f, |k, v| k.warp_scan(v, |k, a, b| k.add(a, b)));
    assert_eq!(got, host_ref(&f, 32, true, |a, b| a + b), "warp scan f32");
    // warp_reduce: lane 0 of each warp holds the warp's sum.
    let got = per_thread(&g, shape, &u, |k, v| {
        k.warp_reduce(v, |k, a, b| k.add(a, b))
    });
    let want = host_ref(&u, 32, false, u32::wrapping_add);
    for w in 0..len / 32 {
        assert_eq!(got[32 * w], want[32 * w], "warp_reduce: warp {w}'s lane 0");
    }
}
