//! Line info from Rust call sites: a kernel with a deliberate out-of-bounds store, built
//! with `Module::line_info(true)` and loaded with JIT line info, so that
//! `compute-sanitizer --tool memcheck` names the Rust line of the faulting store
//! (`examples/line_info_fault.rs:NN`) instead of a PTX offset. `scripts/gpu.sh` runs it
//! under memcheck and checks that the report names this file and the store's line.
//!
//! The interpreter (`typed_ptx::sim`) reports the same store at the same line, with no
//! GPU; the example checks that first.
//!
//! `cargo run --example line_info_fault [-- --ptx] [--require-gpu]` (run alone, the
//! faulting launch is reported as an error and the program exits 0 after printing the
//! line it expects the sanitizer to name).

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::{JitOptions, Launch};
use typed_ptx::*;

/// `(out, past)`: each thread stores at `out[tid + past]`.
pub type Params = (Ptr<Global, u32>, Reg<u32>);

/// The module with the faulting kernel, and the line of its store.
pub fn fault() -> (Module, KernelRef<Params>, u32) {
    let mut m = Module::new(Target::SM_80);
    m.line_info(true);
    let store_line = line!() + 5;
    let kernel = m.kernel("fault", |k, (out, past): Params| {
        let t = k.tid_x();
        let i = k.add(t, past);
        let p = k.index(out, i);
        k.st(p, t);
    });
    (m, kernel, store_line)
}

fn main() {
    let (m, kernel, store_line) = fault();
    support::check(&m, Target::SM_80);
    // compute-sanitizer prints the file's name without its folder.
    println!("expected sanitizer location: line_info_fault.rs:{store_line}");
    // The interpreter finds the same store, with no GPU and no sanitizer.
    let mut sim = typed_ptx::sim::Sim::new();
    let sout = sim.zeros::<u32>(32);
    match sim.run(&m, &kernel, &Launch::new(1, 32), (&sout, 1u32 << 20)) {
        Err(e)
            if e.to_string()
                .contains(&format!("line_info_fault.rs:{store_line}:")) =>
        {
            println!("interpreter: {e}")
        }
        other => {
            eprintln!(
                "interpreter: expected an out-of-bounds store at line {store_line}, got {other:?}"
            );
            std::process::exit(1);
        }
    }
    let Some(gpu) = support::gpu() else { return };
    let f = support::or_exit(
        support::or_exit(gpu.load_with(&m, &JitOptions::default().line_info(true))).kernel(&kernel),
    );
    let mut out = support::or_exit(gpu.alloc_zeros::<u32>(32));
    // SAFETY: deliberately not: threads store up to 1 MiB past the end of `out`, which
    // is the bug compute-sanitizer is to report, with the Rust line.
    let r = unsafe { f.launch(&Launch::new(1, 32), (&mut out, 1u32 << 20)) };
    let sync = gpu.download(&out).map(|_| ());
    eprintln!("launch: {r:?}; after it: {sync:?}");
}
