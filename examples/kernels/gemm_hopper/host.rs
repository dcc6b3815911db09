//! Loading, launching and tuning the generated kernels on a GPU.

use super::{
    BOX_ROWS, Bf16Op, Config, E4m3Op, Fp8Params, Operand, Params, Scaling, gemm_fp8, gemm_hopper,
};
use typed_ptx::runtime::cudarc::driver::{CudaSlice, DevicePtr};
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{
    Function, GlobalAddr, Gpu, Swizzle as TmaSwizzle, TensorMapArg, TileMapArg, TiledLayout,
};
use typed_ptx::{Bf16, E4m3x4, Module, Target};

/// The tile map of a row-major `rows × k` operand of type `O` at `addr` (K innermost, in
/// `O`'s tile elements: bf16, or packs of four FP8 values): the box and swizzle of the
/// kernel's [`BoxMap`](super::BoxMap), from its type.
///
/// # Safety
/// `addr` must hold the matrix and outlive every launch using the map.
pub unsafe fn operand_map<O: Operand>(
    gpu: &Gpu,
    addr: GlobalAddr<O::Elem>,
    (rows, cols): (usize, usize),
) -> Result<TileMapArg<'static, O::T<BOX_ROWS>, 2>, String> {
    if addr.len() < rows * cols {
        return Err(format!(
            "a {rows} x {cols} matrix in a buffer of {} elements",
            addr.len()
        ));
    }
    gpu.tile_map::<O::T<BOX_ROWS>, 2, _>(addr, [cols as u64, rows as u64], None)
        .map_err(|e| e.to_string())
}

/// The global address of a bf16 buffer's first `len` elements.
///
/// # Safety
/// As for [`operand_map`]: the buffer outlives the launches that use the address.
unsafe fn bf16_addr(gpu: &Gpu, buf: &CudaSlice<bf16>, len: usize) -> GlobalAddr<Bf16> {
    let (p, _sync) = buf.device_ptr(gpu.stream());
    // SAFETY: `buf` holds at least `len` 16-bit elements at `p` (the callers check) and
    // outlives the launches (the caller's promise).
    unsafe { GlobalAddr::<Bf16>::new(p, len.min(buf.len())) }
}

/// FP8 bytes as packs of four (`k` a multiple of 16: each row's bytes are whole packs).
///
/// # Safety
/// As for [`operand_map`].
pub unsafe fn fp8_packs(addr: GlobalAddr<u8>) -> GlobalAddr<E4m3x4> {
    // SAFETY: the same bytes, counted four at a time.
    unsafe { GlobalAddr::<E4m3x4>::new(addr.addr(), addr.len() / 4) }
}

/// A tensor map of a row-major `rows × cols` bf16 matrix (`cols` innermost), read or
/// written in boxes of `box_cols × box_rows` with the 128-byte swizzle.
///
/// # Safety
/// `buf` must outlive every launch that uses the map (the map holds its address).
pub unsafe fn tile_map(
    gpu: &Gpu,
    buf: &CudaSlice<bf16>,
    (rows, cols): (usize, usize),
    (box_cols, box_rows): (u32, u32),
) -> Result<TensorMapArg<'static, Bf16, 2>, String> {
    // SAFETY: `buf` holds its elements and outlives the launches (the caller's promise);
    // `addr_map` checks that they are the matrix's.
    unsafe {
        addr_map(
            gpu,
            bf16_addr(gpu, buf, buf.len()),
            (rows, cols),
            (box_cols, box_rows),
        )
    }
}

/// A tensor map of a row-major `rows × cols` matrix of `T` at `addr` (`cols`
/// innermost), read in boxes of `box_cols × box_rows` with the 128-byte swizzle.
///
/// # Safety
/// `addr` must hold `rows × cols` elements that outlive every launch using the map.
pub unsafe fn addr_map<T: typed_ptx::TmaElem>(
    gpu: &Gpu,
    addr: GlobalAddr<T>,
    (rows, cols): (usize, usize),
    (box_cols, box_rows): (u32, u32),
) -> Result<TensorMapArg<'static, T, 2>, String> {
    if addr.len() < rows * cols {
        return Err(format!(
            "a {rows} x {cols} matrix in a buffer of {} elements",
            addr.len()
        ));
    }
    let layout = TiledLayout::new([cols as u64, rows as u64], [box_cols, box_rows])
        .swizzle(TmaSwizzle::B128);
    gpu.tensor_map_tiled(addr, &layout)
        .map_err(|e| e.to_string())
}

/// One loaded FP8 GEMM kernel ([`gemm_fp8`]).
pub struct Fp8Gemm {
    /// Its configuration.
    pub cfg: Config,
    /// K slices per promotion (1, 2 or 4).
    pub promote_every: u32,
    /// Its scales.
    pub scaling: Scaling,
    f: typed_ptx::runtime::Function<Fp8Params>,
}

impl Fp8Gemm {
    /// The kernel's name.
    /// The kernel's name, as [`gemm_fp8`] gives it: `gemm_fp8_<scaling>_pe<interval>_<tile>`.
    pub fn name(&self) -> String {
        super::fp8_name(&self.cfg, self.scaling, self.promote_every)
    }
}

/// The FP8 GEMM's operands: A (m × k) and B (n × k) FP8 E4M3 bytes, C (m × n) bf16,
/// and the scales of A and B (one each, or m and n: [`Scaling`]).
#[derive(Clone, Copy, Debug)]
pub struct Fp8Args {
    /// A, row-major.
    pub a: GlobalAddr<u8>,
    /// B, row-major (C = A·Bᵀ).
    pub b: GlobalAddr<u8>,
    /// C, row-major.
    pub c: GlobalAddr<Bf16>,
    /// A's scales.
    pub scale_a: GlobalAddr<f32>,
    /// B's scales.
    pub scale_b: GlobalAddr<f32>,
}

impl Fp8Gemm {
    /// `c = (a · bᵀ) · scales` (see [`Fp8Args`]) for an `m × n × k` problem, queued on
    /// the GPU's stream.
    ///
    /// # Safety
    /// Every address of `args` must stay valid until the kernel has run.
    pub unsafe fn run(
        &self,
        gpu: &Gpu,
        args: Fp8Args,
        (m, n, k): (usize, usize, usize),
    ) -> Result<(), String> {
        self.cfg.check_shape(m, n, k)?;
        if !k.is_multiple_of(16) {
            return Err(format!(
                "{m} x {n} x {k}: the FP8 GEMM needs K a multiple of 16 (16-byte rows of A and B for their tensor maps): pad K to {} with zeros",
                k.next_multiple_of(16)
            ));
        }
        if args.c.len() < m * n {
            return Err(format!(
                "C of {m} x {n} in a buffer of {} elements",
                args.c.len()
            ));
        }
        let (sa, sb) = self.scaling.lengths(m, n, k);
        if args.scale_a.len() < sa || args.scale_b.len() < sb {
            return Err(format!(
                "{} scales: A's need {sa} and B's {sb} values, not {} and {}",
                self.scaling.name(),
                args.scale_a.len(),
                args.scale_b.len()
            ));
        }
        // SAFETY: forwarded (the caller keeps the buffers alive for the launch).
        let (ma, mb, mc) = unsafe {
            (
                operand_map::<E4m3Op>(gpu, fp8_packs(args.a), (m, k / 4))?,
                operand_map::<E4m3Op>(gpu, fp8_packs(args.b), (n, k / 4))?,
                addr_map(gpu, args.c, (m, n), (64, 64))?,
            )
        };
        let launch = self.cfg.launch(m, n, gpu.info().sm_count);
        // SAFETY: as for `Gemm::run`; the scales are read at clamped indices below
        // their checked lengths.
        unsafe {
            self.f.launch(
                &launch,
                (
                    &ma,
                    &mb,
                    &mc,
                    args.c,
                    m as u32,
                    n as u32,
                    k as u32,
                    args.scale_a,
                    args.scale_b,
                ),
            )
        }
        .map_err(|e| e.to_string())
    }
}

/// The configurations the FP8 tuner tries: 128-row tiles whose consumers hold the f32
/// accumulator and the fresh one (2 × 32, 2 × 48 or 2 × 96 registers; 256-wide tiles,
/// promoted every slice in quarters, 128 and 2 × 32) without spilling
/// (`tests/gemm_kernels.rs` checks with `ptxas -v`).
pub fn fp8_candidates() -> Vec<(Config, u32)> {
    let c = |bn, stages, group_m, tma_store, persistent| Config {
        bm: 128,
        bn,
        stages,
        group_m,
        tma_store,
        persistent,
        cluster: false,
        stream_k: false,
    };
    let cfgs = [
        c(128, 6, 8, false, false),
        c(128, 6, 8, true, false),
        c(128, 6, 16, true, false),
        c(128, 5, 8, true, true),
        c(192, 5, 8, true, false),
        c(192, 4, 8, true, true),
        c(256, 4, 8, true, false),
        c(256, 3, 8, true, true),
    ];
    [1, 2, 4]
        .into_iter()
        .flat_map(|every| cfgs.map(|c| (c, every)))
        .collect()
}

/// Generates and loads an FP8 kernel per configuration at once.
pub fn load_fp8(
    gpu: &Gpu,
    cfgs: &[(Config, u32)],
    scaling: Scaling,
) -> Vec<Result<Fp8Gemm, String>> {
    let loaded = super::common::load_each(gpu, cfgs, |(cfg, every)| {
        let mut m = Module::new(Target::SM_90A);
        gemm_fp8(&mut m, cfg, scaling, *every).map(|k| (m, k))
    });
    cfgs.iter()
        .zip(loaded)
        .map(|((cfg, every), f)| {
            Ok(Fp8Gemm {
                cfg: *cfg,
                promote_every: *every,
                scaling,
                f: f?,
            })
        })
        .collect()
}

/// One loaded GEMM kernel.
pub struct Gemm {
    /// Its configuration.
    pub cfg: Config,
    f: Function<Params>,
}

impl Gemm {
    /// The kernel of `cfg`, loaded by the caller (for example on several GPUs at once
    /// with `Gpus::load`: `examples/tensor_parallel.rs`).
    ///
    /// # Safety
    /// `f` is the kernel [`gemm_hopper`] generated for `cfg`: [`run`](Gemm::run)
    /// launches it with `cfg`'s grid, block and shared memory and its tensor maps'
    /// boxes, which another kernel may not fit.
    #[allow(dead_code)] // the benchmark, which includes this file too, loads with `load`
    pub unsafe fn from_function(cfg: Config, f: Function<Params>) -> Gemm {
        Gemm { cfg, f }
    }

    /// `c = a · bᵀ` for row-major `a` (m × k), `b` (n × k) and `c` (m × n), all bf16;
    /// queued on the GPU's stream.
    pub fn run(
        &self,
        gpu: &Gpu,
        a: &CudaSlice<bf16>,
        b: &CudaSlice<bf16>,
        c: &mut CudaSlice<bf16>,
        (m, n, k): (usize, usize, usize),
    ) -> Result<(), String> {
        self.cfg.check_shape(m, n, k)?;
        if c.len() < m * n {
            return Err(format!(
                "C of {m} x {n} in a buffer of {} elements",
                c.len()
            ));
        }
        // SAFETY: the buffers are borrowed for the whole call, which only queues the
        // launch; the stream orders any later free after it.
        let (ma, mb, mc) = unsafe {
            (
                operand_map::<Bf16Op>(gpu, bf16_addr(gpu, a, m * k), (m, k))?,
                operand_map::<Bf16Op>(gpu, bf16_addr(gpu, b, n * k), (n, k))?,
                tile_map(gpu, c, (m, n), (64, 64))?,
            )
        };
        let launch = self.cfg.launch(m, n, gpu.info().sm_count);
        // SAFETY: the maps cover A and B exactly and C holds m × n elements; the
        // kernel reads A and B only through their maps (TMA zero-fills what lies past
        // them) and writes C only inside m × n (the TMA store clips at C's map, the
        // st.global epilogue skips rows past m and pieces past n; check_shape).
        unsafe {
            self.f.launch(
                &launch,
                (&ma, &mb, &mc, &mut *c, m as u32, n as u32, k as u32),
            )
        }
        .map_err(|e| e.to_string())
    }
}

/// Generates and loads a kernel per configuration at once (`Gpu::load_many`; the
/// kernels use `setmaxnreg`, so the driver compiles them whole, one at a time); the
/// results come in the order of `cfgs`.
pub fn load(gpu: &Gpu, cfgs: &[Config]) -> Vec<Result<Gemm, String>> {
    let loaded = super::common::load_each(gpu, cfgs, |cfg| {
        let mut m = Module::new(Target::SM_90A);
        gemm_hopper(&mut m, cfg).map(|k| (m, k))
    });
    cfgs.iter()
        .zip(loaded)
        .map(|(cfg, f)| Ok(Gemm { cfg: *cfg, f: f? }))
        .collect()
}

/// The configurations the tuner tries.
pub fn candidates() -> Vec<Config> {
    let mut v = Vec::new();
    let c = |bm, bn, stages, group_m, tma_store, persistent| Config {
        bm,
        bn,
        stages,
        group_m,
        tma_store,
        persistent,
        cluster: false,
        stream_k: false,
    };
    for (bm, bn, stages, group_m) in [
        (128, 256, 3, 8),
        (128, 256, 3, 16),
        (128, 256, 4, 8),
        (128, 256, 4, 16),
        (256, 128, 4, 8),
        (128, 128, 6, 8),
    ] {
        v.push(c(bm, bn, stages, group_m, false, false));
        v.push(c(bm, bn, stages, group_m, true, false));
    }
    for (bm, bn, stages, group_m) in [
        (128, 256, 3, 8),
        (128, 256, 3, 16),
        (256, 128, 3, 8),
        (128, 128, 5, 8),
    ] {
        v.push(c(bm, bn, stages, group_m, true, true));
    }
    // 128 × 192, persistent (four 40 KiB slots and a 48 KiB staging tile): about 4/3 the
    // tiles of 128 × 256. In the H100's tuner it wins at 8192 × 28672 × 4096 (782 to 787
    // TFLOP/s against 767 to 773 for the best other), ties at 3000 × 5000 × 4000 (615 to
    // 657 against 651 to 659) and loses by 8 to 23% elsewhere; one CTA per 192-wide tile
    // (5 slots, either epilogue) was 7 to 27% slower than the best one-CTA-per-tile
    // kernel at every bench shape (docs/gpu-runs/2026-11-23-h100-hopper-192.log).
    v.push(c(128, 192, 4, 8, true, true));
    // Stream-K: every CTA gets the same number of K slices, so a shape whose tiles
    // leave the last wave partly empty (3000 × 5000 with 128 × 256 tiles: 480 tiles,
    // 3.6 waves of 132) keeps every SM busy to the end.
    for (bm, bn, stages, group_m) in [
        (128, 256, 3, 8),
        (128, 256, 3, 16),
        (256, 128, 3, 8),
        (128, 192, 4, 8),
        (128, 128, 5, 8),
    ] {
        v.push(Config {
            stream_k: true,
            ..c(bm, bn, stages, group_m, true, true)
        });
    }
    // The 2-CTA cluster with B multicast is correct but does not pay (0.56x of the
    // one-CTA kernel at 8192³ on the H100): one candidate keeps it measured.
    v.push(Config {
        cluster: true,
        ..c(128, 256, 3, 16, true, false)
    });
    v
}
