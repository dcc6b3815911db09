//! Runs every seed program (`examples/seeds/`, both versions) on the GPU, for every target it claims
//! that the device can run, with the launch shapes its documentation gives, and checks
//! every documented result; then an `isspacep` matrix over every state space, origin
//! and pointer kind.
//!
//! ```sh
//! cargo run --release --example gpu_seeds                # needs an NVIDIA GPU
//! cargo run --release --example gpu_seeds -- --small     # small sizes (for compute-sanitizer)
//! cargo run --release --example gpu_seeds -- --ptx       # print the isspacep matrix kernel (no GPU)
//! ```
//!
//! Prints each check; exits 1 on any mismatch. Without a GPU it prints `SKIPPED` and
//! the reason, and exits 0 (1 with `--require-gpu`).

use std::process::exit;

mod seeds;

use seeds::{CP_ASYNC_TILE_BYTES, CP_ASYNC_TILE_THREADS};
use typed_ptx::runtime::{Arg, DynFunction, Error, Gpu, GpuModule, Launch};
use typed_ptx::{
    Address, Align, Cluster, Cmp, Const, Cta, Entry, Generic, Global, Kernel, Local, Module,
    Origin, Param, Ptr, Shared, Target,
};

struct Checks {
    passed: usize,
    failed: Vec<String>,
}

impl Checks {
    fn check(&mut self, what: &str, ok: bool, detail: impl FnOnce() -> String) {
        if ok {
            self.passed += 1;
            println!("ok    {what}");
        } else {
            let d = detail();
            println!("FAIL  {what}: {d}");
            self.failed.push(format!("{what}: {d}"));
        }
    }

    fn error(&mut self, what: &str, e: Error) {
        println!("FAIL  {what}: {e}");
        self.failed.push(format!("{what}: {e}"));
    }
}

/// A small deterministic generator (xorshift64*), so that no dependency is needed.
fn random_bytes(n: usize, mut seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(n + 8);
    while out.len() < n {
        seed ^= seed >> 12;
        seed ^= seed << 25;
        seed ^= seed >> 27;
        out.extend_from_slice(&seed.wrapping_mul(0x2545_f491_4f6c_dd1d).to_le_bytes());
    }
    out.truncate(n);
    out
}

fn load(gpu: &Gpu, m: &Module, name: &str) -> Result<(GpuModule, DynFunction), Error> {
    let module = gpu.load(m)?;
    let f = module.function(name)?;
    Ok((module, f))
}

/// Runs `f` with one `u32` output buffer of `len` words (filled with 0xffffffff first).
fn run_out(
    gpu: &Gpu,
    f: &DynFunction,
    launch: Launch,
    len: usize,
    extra: Vec<Arg<'static>>,
) -> Result<Vec<u32>, Error> {
    let mut out = gpu.upload(&vec![u32::MAX; len])?;
    let mut args = vec![Arg::buf_mut(&mut out)];
    // Scalars only: re-made at this call's lifetime.
    args.extend(extra.into_iter().filter_map(|a| match a {
        Arg::Value(t, v) => Some(Arg::Value(t, v)),
        Arg::Addr(p) => Some(Arg::Addr(p)),
        _ => None,
    }));
    // SAFETY: each seed's kernel writes only the documented words of `out`, which is as
    // long as its documentation asks.
    unsafe { f.launch(&launch, &mut args)? };
    drop(args);
    gpu.download(&out)
}

/// Builds a seed program's module for a target.
type Build = fn(Target) -> typed_ptx::Module;

/// The seed program `name` written through `ptx_module!` (`seeds::by_macro`).
fn by_macro(name: &str) -> Option<Build> {
    use seeds::by_macro as sm;
    Some(match name {
        "ld_shared_42" => sm::ld_shared_42,
        "shared_addr_roundtrip" => sm::shared_addr_roundtrip,
        "cvta_all_spaces" => sm::cvta_all_spaces,
        "cvta_all_spaces_explicit" => sm::cvta_all_spaces_explicit,
        "generic_dispatch" => sm::generic_dispatch,
        "cp_async_tile" => sm::cp_async_tile,
        _ => return None,
    })
}

fn seeds_on_gpu(gpu: &Gpu, c: &mut Checks, small: bool) {
    let cc = gpu.info().capability;
    let runs = |t: &Target| cc.0 * 10 + cc.1 >= t.sm && t.is_portable();
    // Every seed twice: built with the builder, and written through `ptx_module!`.
    let mut programs: Vec<(String, &str, Build, &[Target])> = Vec::new();
    for (name, build, targets) in seeds::all() {
        programs.push((name.to_owned(), name, build, targets));
        match by_macro(name) {
            Some(m) => programs.push((format!("{name} (ptx_module!)"), name, m, targets)),
            None => c.check(&format!("{name}: has a ptx_module! version"), false, || {
                "missing".into()
            }),
        }
    }
    for (label, name, build, targets) in programs {
        for t in targets.iter().filter(|t| runs(t)) {
            let m = build(*t);
            let (_module, f) = match load(gpu, &m, name) {
                Ok(x) => x,
                Err(e) => {
                    c.error(&format!("{name}.{t} load"), e);
                    continue;
                }
            };
            let tag = format!("{label}.{t}");
            if let Err(e) = run_seed(gpu, c, name, &tag, &f, small) {
                c.error(&tag, e);
            }
        }
    }
}

fn run_seed(
    gpu: &Gpu,
    c: &mut Checks,
    name: &str,
    tag: &str,
    f: &DynFunction,
    small: bool,
) -> Result<(), Error> {
    match name {
        "ld_shared_42" => {
            // Thread 0 stores, `bar.sync`, then every thread loads: race-free at any 1-D
            // shape, so the sanitizer runs use several warps too.
            let shapes: &[(u32, u32)] = &[(1, 1), (4, 64)];
            for &(g, b) in shapes {
                let out = run_out(gpu, f, Launch::new(g, b), 1, vec![])?;
                c.check(&format!("{tag} {g}x{b}: out[0] == 42"), out == [42], || {
                    format!("read back {out:?}")
                });
            }
        }
        "shared_addr_roundtrip" => {
            let out = run_out(gpu, f, Launch::new(1, 1), 6, vec![])?;
            c.check(
                &format!("{tag}: 32-bit round trip p == q for shared, local, const; loads 7, 8, 9"),
                out == [1, 1, 1, 7, 8, 9],
                || format!("read back {out:?}, want [1, 1, 1, 7, 8, 9]"),
            );
        }
        "cvta_all_spaces" | "cvta_all_spaces_explicit" => {
            let out = run_out(
                gpu,
                f,
                Launch::new(2, 32),
                26,
                vec![Arg::from(61u64 | (62u64 << 32))],
            )?;
            let spaces = [
                "global",
                "shared",
                "shared::cluster",
                "local",
                "const",
                "param",
            ];
            for (s, space) in spaces.iter().enumerate() {
                let want = [1, 10 * (s as u32 + 1) + 1, 10 * (s as u32 + 1) + 2, 1];
                let got = &out[4 * s..4 * s + 4];
                c.check(
                    &format!("{tag} {space}: isspacep true, generic ld, ld.{space} via cvta.to, register form == variable form"),
                    got == want,
                    || format!("read back {got:?}, want {want:?}"),
                );
            }
            c.check(
                &format!("{tag}: isspacep.global(shared) and isspacep.shared(global) false"),
                out[24..26] == [0, 0],
                || format!("read back {:?}", &out[24..26]),
            );
        }
        "generic_dispatch" => {
            for (g, b) in [(1u32, 1u32), (3, 128), (5, 96), (2, 1024)] {
                let t_all = (g * b) as usize;
                let out = run_out(gpu, f, Launch::new(g, b), 3 * t_all, vec![])?;
                let mut want = Vec::with_capacity(3 * t_all);
                want.extend((0..t_all as u32).map(|i| i + 2));
                want.extend((0..t_all as u32).map(|i| if (i % b) % 2 == 0 { 44 } else { 0 }));
                want.extend(
                    (0..t_all as u32).map(|i| if (i % b) % 2 == 0 { 1002 + i % b } else { 44 }),
                );
                let bad = out.iter().zip(&want).position(|(a, b)| a != b);
                c.check(
                    &format!("{tag} {g}x{b}: add2 through generic pointers writes global (out[i] = i+2, even t: 44) and shared (even t: 1002+t, odd t: 44)"),
                    bad.is_none(),
                    || {
                        let i = bad.unwrap_or(0);
                        format!("first difference at word {i}: {} != {}", out[i], want[i])
                    },
                );
            }
        }
        "cp_async_tile" => cp_async(gpu, c, tag, f, small)?,
        other => c.check(
            &format!("{other}: no checks written for this seed"),
            false,
            String::new,
        ),
    }
    Ok(())
}

fn cp_async(
    gpu: &Gpu,
    c: &mut Checks,
    tag: &str,
    f: &DynFunction,
    small: bool,
) -> Result<(), Error> {
    let sms = gpu.info().sm_count;
    let mut sizes = vec![
        16u64,
        4096,
        4096 + 16,
        16384,
        16384 + 4096 + 16,
        256 * 16 * 7 + 48,
    ];
    if small {
        sizes.push((1 << 20) + 48);
    } else {
        sizes.extend([1 << 20, (64 << 20) + 4096 * 3 + 16]);
    }
    for n in sizes {
        let tiles = n.div_ceil(CP_ASYNC_TILE_BYTES) as u32;
        let grids: Vec<u32> = if small {
            vec![1, 3]
        } else {
            vec![1, 3, tiles.min(64 * sms)]
        };
        let src_host = random_bytes(n as usize, n ^ 0x9e37_79b9_7f4a_7c15);
        let src = gpu.upload(&src_host)?;
        for grid in grids {
            let mut dst = gpu.upload(&vec![0xabu8; n as usize + 256])?;
            let mut args = [Arg::buf_mut(&mut dst), Arg::buf(&src), Arg::from(n)];
            // SAFETY: the kernel copies `n` bytes from `src` to `dst` (documented), both
            // 16-byte aligned device allocations of at least `n` bytes.
            unsafe { f.launch(&Launch::new(grid, CP_ASYNC_TILE_THREADS), &mut args)? };
            let got = gpu.download(&dst)?;
            let body = got[..n as usize] == src_host[..];
            let tail = got[n as usize..].iter().all(|&b| b == 0xab);
            c.check(
                &format!(
                    "{tag} n={n} bytes grid={grid}: byte-exact copy, nothing written past the end"
                ),
                body && tail,
                || format!("copy equal: {body}, tail untouched: {tail}"),
            );
        }
    }
    // `.reqntid 256`: another block size is refused (by the runtime, before the driver).
    let mut dst = gpu.alloc_zeros::<u8>(64)?;
    let src = gpu.alloc_zeros::<u8>(64)?;
    let mut args = [Arg::buf_mut(&mut dst), Arg::buf(&src), Arg::from(16u64)];
    // SAFETY: refused before launch; were it launched, it copies 16 bytes.
    let r = unsafe { f.launch(&Launch::new(1, 128), &mut args) };
    let msg = r.as_ref().err().map(|e| e.to_string()).unwrap_or_default();
    c.check(
        &format!("{tag}: a block of 128 threads is refused (.reqntid 256)"),
        msg.contains(".reqntid 256, 1, 1"),
        || format!("got {r:?}"),
    );
    Ok(())
}

/// The state spaces `isspacep` tests, in column order.
pub const SPACES: [&str; 6] = [
    "global",
    "shared::cta",
    "shared::cluster",
    "local",
    "const",
    "param",
];
/// The origins of the generic pointers, in row order, and the column each belongs to.
pub const ORIGINS: [(&str, usize); 7] = [
    ("global (kernel pointer parameter)", 0),
    ("global (module variable)", 0),
    ("shared::cta (variable)", 1),
    ("shared::cluster (variable, widened)", 2),
    ("local (variable)", 3),
    ("const (module variable)", 4),
    ("param (kernel parameter)", 5),
];
pub const KINDS: [&str; 3] = [
    "origin known (Generic<S>)",
    "origin erased (Generic<Unknown>)",
    "chosen at run time by selp",
];

/// Whether `isspacep.<space>` must be true for a generic address of `origin`: its own
/// space; the executing CTA's `.shared::cta` window lies inside its `.shared::cluster`
/// window (both ways for the CTA's own variables); and the PTX ISA says
/// `isspacep.global` is true for kernel parameters (the `.param` window lies inside the
/// `.global` window).
pub fn expected(origin: usize, space: usize) -> bool {
    let own = ORIGINS[origin].1;
    own == space || (matches!(own, 1 | 2) && matches!(space, 1 | 2)) || (own == 5 && space == 0)
}

fn row<O: Origin>(k: &mut Kernel<'_>, p: Ptr<Generic<O>, u32>, out: Ptr<Global, u32>, base: i64) {
    let preds = [
        k.isspacep::<Global, O, u32>(p),
        k.isspacep::<Shared<Cta>, O, u32>(p),
        k.isspacep::<Shared<Cluster>, O, u32>(p),
        k.isspacep::<Local, O, u32>(p),
        k.isspacep::<Const, O, u32>(p),
        k.isspacep::<Param<Entry>, O, u32>(p),
    ];
    for (i, p) in preds.into_iter().enumerate() {
        let v = k.selp(1u32, 0u32, p);
        k.st(out.at(base + i as i64), v);
    }
}

fn rows<O: Origin>(
    k: &mut Kernel<'_>,
    p: Ptr<Generic<O>, u32>,
    other: Ptr<Generic<Local>, u32>,
    pick: typed_ptx::Reg<typed_ptx::Pred>,
    out: Ptr<Global, u32>,
    origin: usize,
) {
    let n = (ORIGINS.len() * SPACES.len()) as i64;
    let base = (origin * SPACES.len()) as i64;
    row(k, p, out, base);
    row(k, p.erase(), out, n + base);
    // `pick` is true at run time, so this is `p`, but its origin is unknown to the types.
    let q = k.selp_ptr(p.erase_readonly(), other.erase_readonly(), pick);
    row(k, q, out, 2 * n + base);
}

/// The module of `isspacep_matrix`: every generic pointer origin × every `isspacep`
/// space, written to `out` (`pv` = 7, `sel` = 1).
pub fn isspacep_matrix() -> Module {
    let mut m = Module::new(Target::SM_90);
    let g = m.global_init::<u32>("g", &[1]);
    let cv = m.const_init::<u32>("cv", &[2]);
    m.entry("isspacep_matrix", |k| {
        let out = k.param_ptr::<u32>("out");
        let pv = k.param_var::<u32>("pv");
        let sel = k.param::<u32>("sel");
        let pick = k.setp(Cmp::Eq, sel, 1u32);
        let s = k.shared::<u32>("s", 1, Align(4));
        let sc = k.shared::<u32>("sc", 1, Align(4));
        let l = k.local::<u32>("l", 1, Align(4));
        k.st(s, 3u32);
        k.st(sc, 4u32);
        k.st(l, 5u32);
        let lg = k.cvta_var(l, 0);
        let og = k.cvta(out);
        rows(k, og, lg, pick, out, 0);
        let gg = k.cvta_var(g, 0);
        rows(k, gg, lg, pick, out, 1);
        let sg = k.cvta_var(s, 0);
        rows(k, sg, lg, pick, out, 2);
        let scg = k.cvta_var(sc.widen(), 0);
        rows(k, scg, lg, pick, out, 3);
        rows(k, lg, lg, pick, out, 4);
        let cg = k.cvta_var(cv, 0);
        rows(k, cg, lg, pick, out, 5);
        let pg = k.cvta_var(pv, 0);
        rows(k, pg, lg, pick, out, 6);
    });
    m
}

fn isspacep_on_gpu(gpu: &Gpu, c: &mut Checks) -> Result<(), Error> {
    let m = isspacep_matrix();
    let (_module, f) = load(gpu, &m, "isspacep_matrix")?;
    let n = KINDS.len() * ORIGINS.len() * SPACES.len();
    let out = run_out(
        gpu,
        &f,
        Launch::new(1, 1),
        n,
        vec![Arg::from(7u32), Arg::from(1u32)],
    )?;
    println!(
        "isspacep matrix (rows: origin of the generic pointer; columns: isspacep.<space>; 1 = true):"
    );
    println!(
        "  {:<38} {}",
        "",
        SPACES.map(|s| format!("{s:>16}")).join("")
    );
    for (kind, kname) in KINDS.iter().enumerate() {
        println!("  {kname}:");
        for (o, (oname, _)) in ORIGINS.iter().enumerate() {
            let cells: Vec<String> = (0..SPACES.len())
                .map(|s| {
                    let v = out[(kind * ORIGINS.len() + o) * SPACES.len() + s];
                    let mark = if (v == 1) == expected(o, s) { " " } else { "!" };
                    format!("{:>15}{mark}", v)
                })
                .collect();
            println!("  {oname:<38} {}", cells.join(""));
        }
    }
    for (kind, kname) in KINDS.iter().enumerate() {
        for (o, (oname, _)) in ORIGINS.iter().enumerate() {
            let got: Vec<u32> = (0..SPACES.len())
                .map(|s| out[(kind * ORIGINS.len() + o) * SPACES.len() + s])
                .collect();
            let want: Vec<u32> = (0..SPACES.len()).map(|s| expected(o, s) as u32).collect();
            c.check(
                &format!("isspacep, {oname}, {kname}: true for its space, false for the others"),
                got == want,
                || format!("got {got:?} want {want:?} (columns {SPACES:?})"),
            );
        }
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let small = args.iter().any(|a| a == "--small");
    let require = args.iter().any(|a| a == "--require-gpu");
    if args.iter().any(|a| a == "--ptx") {
        // The isspacep matrix kernel's PTX, without a GPU.
        match isspacep_matrix().emit() {
            Ok(p) => print!("{p}"),
            Err(e) => {
                eprintln!("{e}");
                exit(1);
            }
        }
        return;
    }
    let gpu = match Gpu::new(0) {
        Ok(g) => g,
        Err(e) => {
            println!("SKIPPED: the seed programs were not run on a GPU: {e}");
            exit(if require { 1 } else { 0 });
        }
    };
    let i = gpu.info();
    println!(
        "GPU {}: {} (compute capability {}.{}, {} SMs), driver {} (PTX ISA <= {})",
        i.ordinal,
        i.name,
        i.capability.0,
        i.capability.1,
        i.sm_count,
        i.driver,
        i.driver_isa()
    );
    let mut c = Checks {
        passed: 0,
        failed: Vec::new(),
    };
    seeds_on_gpu(&gpu, &mut c, small);
    if gpu.info().capability.0 >= 9 {
        if let Err(e) = isspacep_on_gpu(&gpu, &mut c) {
            c.error("isspacep matrix", e);
        }
    } else {
        println!("isspacep matrix: skipped (it uses .shared::cluster, sm_90)");
    }
    if let Err(e) = gpu.synchronize() {
        c.error("final synchronisation", e);
    }
    println!(
        "gpu_seeds: {} checks passed, {} failed",
        c.passed,
        c.failed.len()
    );
    if !c.failed.is_empty() {
        for f in &c.failed {
            println!("  failed: {f}");
        }
        exit(1);
    }
}
