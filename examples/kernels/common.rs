//! What the GEMM generators share: `gemm_hopper.rs`, `gemm_decode.rs` and `gemm_ampere.rs`
//! each include this file as their module `common`.

use typed_ptx::*;

/// The slot after `s` in a ring of `stages` slots, and the phase parity `ph`, flipped
/// when the ring wraps to slot 0.
pub fn advance(k: &mut Kernel<'_>, stages: u32, s: Reg<u32>, ph: Reg<u32>) -> (Reg<u32>, Reg<u32>) {
    let next = k.add(s, 1u32);
    let wrap = k.setp(Cmp::Eq, next, stages);
    let s2 = k.selp(0u32, next, wrap);
    let flip = k.selp(1u32, 0u32, wrap);
    let ph2 = k.xor(ph, flip);
    (s2, ph2)
}

/// An autotuner's load: `build` generates one module per configuration, and every module
/// that built is compiled at once (`Gpu::load_many`: the JIT runs on several threads).
/// The kernel of each configuration comes back in the order of `cfgs`, or why it did not
/// build or load.
#[cfg(feature = "cuda")]
pub fn load_each<C, P: KernelParams>(
    gpu: &runtime::Gpu,
    cfgs: &[C],
    build: impl Fn(&C) -> Result<(Module, KernelRef<P>), String>,
) -> Vec<Result<runtime::Function<P>, String>> {
    let built: Vec<_> = cfgs.iter().map(build).collect();
    let modules: Vec<&Module> = built
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .map(|(m, _)| m)
        .collect();
    let mut loaded = gpu
        .load_many(&modules, &runtime::JitOptions::default(), None)
        .into_iter();
    built
        .iter()
        .map(|b| {
            let (_, k) = b.as_ref().map_err(|e| e.clone())?;
            let gm = loaded
                .next()
                .ok_or("load_many returned fewer modules than it was given")?
                .map_err(|e| e.to_string())?;
            // The JIT's performance advisories (ptxas serializes every `wgmma` of a kernel
            // that calls a function, for one): a tuner would only see a slow kernel.
            for line in gm
                .info_log()
                .lines()
                .filter(|l| l.contains("Performance Loss"))
            {
                eprintln!("{}: JIT advisory: {}", k.name(), line.trim());
            }
            gm.kernel(k).map_err(|e| e.to_string())
        })
        .collect()
}
