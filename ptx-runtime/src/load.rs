//! Loading: checks before the driver, `cuModuleLoadDataEx` with JIT logs, the module
//! cache, and module variables.

use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::{CudaContext, DeviceRepr};
use typed_ptx_builder::{
    Const, Covered, Elem, EntryRef, Global, KernelParams, KernelRef, Module, ModuleStamp,
    SourceMap, TensorMap, TmaElem, Var,
};

use crate::Gpu;
use crate::driver::{self, CUjit_option, CUmodule};
use crate::error::{Error, JitFailure, PtxLine, Result};
use crate::launch::{DynFunction, Function, GlobalAddr, RawFunction};
use crate::preflight::{self, EntrySig};
use crate::tensor_map::TensorMapArg;

/// How to JIT a module. The default: the driver's optimisation level (4), no line
/// info, 64 KiB logs, the version and target checks on, and the module cache on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JitOptions {
    /// `CU_JIT_OPTIMIZATION_LEVEL` (0–4); `None` leaves the driver's default (4).
    pub opt_level: Option<u8>,
    /// `CU_JIT_GENERATE_LINE_INFO`: line tables for profilers and sanitizers.
    pub line_info: bool,
    /// `CU_JIT_GENERATE_DEBUG_INFO`.
    pub debug_info: bool,
    /// `CU_JIT_LOG_VERBOSE`: register and memory use of each kernel in the info log.
    pub verbose: bool,
    /// Bytes for each of the error and info logs.
    pub log_bytes: u32,
    /// Use the in-process module cache.
    pub cache: bool,
    /// Compare `.version` and `.target` with the driver and device before JIT.
    pub preflight: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            opt_level: None,
            line_info: false,
            debug_info: false,
            verbose: false,
            log_bytes: 64 * 1024,
            cache: true,
            preflight: true,
        }
    }
}

impl JitOptions {
    /// Sets the optimisation level (0–4).
    pub fn opt_level(mut self, level: u8) -> Self {
        self.opt_level = Some(level.min(4));
        self
    }
    /// Generates line info.
    pub fn line_info(mut self, on: bool) -> Self {
        self.line_info = on;
        self
    }
    /// Generates debug info.
    pub fn debug_info(mut self, on: bool) -> Self {
        self.debug_info = on;
        self
    }
    /// Asks for a verbose info log.
    pub fn verbose(mut self, on: bool) -> Self {
        self.verbose = on;
        self
    }
    /// Bypasses the module cache: always JIT, never store (a private module, whose
    /// variables no other load shares).
    pub fn uncached(mut self) -> Self {
        self.cache = false;
        self
    }
    /// Skips the `.version`/`.target` checks (the driver then has the last word).
    pub fn no_preflight(mut self) -> Self {
        self.preflight = false;
        self
    }
}

/// A loaded module (shared by every [`GpuModule`] that the cache hands out for it).
pub(crate) struct ModuleInner {
    pub(crate) cu_module: CUmodule,
    pub(crate) ctx: Arc<CudaContext>,
    pub(crate) ptx: String,
    pub(crate) map: Option<SourceMap>,
    pub(crate) entries: Vec<EntrySig>,
    pub(crate) info_log: String,
    pub(crate) jit_wall_ms: Option<f32>,
    /// The ordinal of the device whose compilation made this module's code, when it is
    /// not this module's device ([`Gpus::load`](crate::Gpus::load) compiles once per
    /// compute capability).
    pub(crate) compiled_on: Option<usize>,
}

// SAFETY: a CUmodule may be used from any thread once its context is bound there,
// which every use here does first.
unsafe impl Send for ModuleInner {}
// SAFETY: as above; the struct is immutable after loading.
unsafe impl Sync for ModuleInner {}

impl Drop for ModuleInner {
    fn drop(&mut self) {
        if self.ctx.bind_to_thread().is_ok() {
            // SAFETY: the module was loaded in this context and is unloaded once.
            let _ = unsafe { driver::module::unload(self.cu_module) };
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    ptx: String,
    ctx: usize,
    ordinal: usize,
    driver: i32,
    opts: JitOptions,
}

type Cache = Mutex<HashMap<Key, Arc<ModuleInner>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The cached module of `key`, when the options use the cache and it holds one.
pub(crate) fn cached(key: &Key, opts: &JitOptions) -> Option<Arc<ModuleInner>> {
    opts.cache
        .then(|| cache().lock().ok().and_then(|c| c.get(key).cloned()))
        .flatten()
}

/// Keeps `inner` as the module of `key`, when the options use the cache (a module
/// another thread stored first is kept).
pub(crate) fn remember(key: Key, inner: &Arc<ModuleInner>, opts: &JitOptions) {
    if opts.cache
        && let Ok(mut c) = cache().lock()
    {
        c.entry(key).or_insert_with(|| inner.clone());
    }
}

/// Empties the in-process module cache (modules still in use stay loaded until their
/// last [`GpuModule`] is dropped).
pub fn clear_cache() {
    if let Ok(mut c) = cache().lock() {
        c.clear();
    }
}

/// How many modules the in-process cache holds.
pub fn cache_len() -> usize {
    cache().lock().map(|c| c.len()).unwrap_or(0)
}

/// A module loaded on a GPU: get its kernels ([`kernel`](GpuModule::kernel),
/// [`function`](GpuModule::function)) and read or write its `.global` and `.const`
/// variables.
///
/// Modules come from a cache keyed by the PTX bytes, the context, the JIT options and
/// the driver version, so two loads of the same program share one module, and its
/// variables: load with [`JitOptions::uncached`] for a private copy.
///
/// Handles resolve by module, not by name: a [`KernelRef`], an
/// [`EntryRef`] or a module variable is accepted only if the [`Module`] this was loaded
/// from made it before the load (its [`ModuleStamp`]). Two modules of the same PTX share
/// the cached code, but each load accepts only its own module's handles.
#[derive(Clone)]
pub struct GpuModule {
    pub(crate) inner: Arc<ModuleInner>,
    pub(crate) gpu: Gpu,
    cached: bool,
    /// The module this was loaded from, as it was then (`None`: PTX text).
    origin: Option<ModuleStamp>,
}

impl core::fmt::Debug for GpuModule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GpuModule")
            .field(
                "kernels",
                &self
                    .inner
                    .entries
                    .iter()
                    .map(|e| e.name.as_str())
                    .collect::<Vec<_>>(),
            )
            .field("cached", &self.cached)
            .finish()
    }
}

impl Gpu {
    /// Emits `module`, checks its `.version` and `.target` against the driver and
    /// device, and JIT-loads it (or takes it from the cache).
    pub fn load(&self, module: &Module) -> Result<GpuModule> {
        self.load_with(module, &JitOptions::default())
    }

    /// [`load`](Gpu::load) with JIT options.
    pub fn load_with(&self, module: &Module, opts: &JitOptions) -> Result<GpuModule> {
        let (ptx, map) = module.emit_mapped()?;
        self.load_text(ptx, Some((map, module.stamp())), opts)
    }

    /// Loads PTX text (checked the same way; a JIT error names the PTX lines, but no
    /// Rust call sites). No typed handle vouches for text: take its kernels by name
    /// ([`GpuModule::function`]), whose launches are checked against the PTX at run time.
    pub fn load_ptx(&self, ptx: &str, opts: &JitOptions) -> Result<GpuModule> {
        self.load_text(ptx.to_owned(), None, opts)
    }

    /// Checks PTX text before the driver sees it: no NUL, and (with preflight) its
    /// `.version` and `.target` against the driver and the device.
    pub(crate) fn preflight(&self, ptx: &str, opts: &JitOptions) -> Result<()> {
        if let Some(i) = ptx.bytes().position(|b| b == 0) {
            return Err(Error::NulInPtx(i));
        }
        if opts.preflight {
            let info = self.info();
            let h = preflight::header(ptx);
            if let Some(v) = h.version {
                preflight::check_version(v, info.driver)?;
            }
            if let Some(t) = h.target {
                preflight::check_target(
                    t,
                    info.capability,
                    &format!("GPU {}, {}", info.ordinal, info.name),
                )?;
            }
        }
        Ok(())
    }

    pub(crate) fn cache_key(&self, ptx: String, opts: &JitOptions) -> Key {
        let ctx = self.context();
        Key {
            ptx,
            ctx: ctx.cu_ctx() as usize,
            ordinal: ctx.ordinal(),
            driver: self.info().driver.0,
            opts: opts.clone(),
        }
    }

    pub(crate) fn module_of(
        &self,
        inner: Arc<ModuleInner>,
        cached: bool,
        origin: Option<ModuleStamp>,
    ) -> GpuModule {
        GpuModule {
            inner,
            gpu: self.clone(),
            cached,
            origin,
        }
    }

    /// Loads PTX, with the source map and the stamp of the [`Module`] it was emitted
    /// from (`None`: text).
    fn load_text(
        &self,
        ptx: String,
        from: Option<(SourceMap, ModuleStamp)>,
        opts: &JitOptions,
    ) -> Result<GpuModule> {
        self.preflight(&ptx, opts)?;
        let ctx = self.context().clone();
        let (map, origin) = from.unzip();
        if !opts.cache {
            return Ok(self.module_of(Arc::new(jit(&ctx, ptx, map, opts)?), false, origin));
        }
        let key = self.cache_key(ptx, opts);
        if let Some(hit) = cached(&key, opts) {
            return Ok(self.module_of(hit, true, origin));
        }
        let inner = Arc::new(jit(&ctx, key.ptx.clone(), map, opts)?);
        remember(key, &inner, opts);
        Ok(self.module_of(inner, false, origin))
    }

    /// Loads many modules at once (an autotuner's candidates): each is emitted and
    /// checked as by [`load_with`](Gpu::load_with), then compiled to a cubin with the
    /// driver's linker on up to `threads` threads at a time (`None`: the machine's
    /// parallelism), since `cuModuleLoadDataEx` serialises across threads and the linker
    /// does not. A module that uses `setmaxnreg` is compiled whole with
    /// `cuModuleLoadDataEx` instead (the linker compiles relocatable code, for which
    /// ptxas ignores `setmaxnreg`), so it does not compile in parallel with the others.
    /// The results come in the order of `modules`; a failure carries the JIT log,
    /// the PTX lines and their Rust call sites, like [`load`](Gpu::load)'s. Modules already
    /// in the cache are taken from it.
    pub fn load_many(
        &self,
        modules: &[&Module],
        opts: &JitOptions,
        threads: Option<usize>,
    ) -> Vec<Result<GpuModule>> {
        let prepared = modules
            .iter()
            .map(|m| {
                m.emit_mapped()
                    .map(|(ptx, map)| (ptx, map, m.stamp()))
                    .map_err(Error::from)
            })
            .collect();
        self.load_prepared(prepared, opts, threads)
    }

    /// Loads a module as one unit per kernel (see `Module::emit_units`), compiled in
    /// parallel on up to `threads` threads like [`load_many`](Gpu::load_many): a module of
    /// many kernels is ready in about the time of its largest kernel instead of the sum
    /// (units that use `setmaxnreg` are compiled whole, as `load_many` says, which the
    /// driver does one at a time).
    /// A module with module-scope variables cannot be split (an error says so: load it
    /// with [`load`](Gpu::load)); `.extern .shared` arrays (dynamic shared memory) are
    /// declared in every unit.
    pub fn load_split(
        &self,
        module: &Module,
        opts: &JitOptions,
        threads: Option<usize>,
    ) -> Result<SplitModule> {
        let units = module.emit_units()?;
        let stamp = module.stamp();
        let names: Vec<String> = units.iter().map(|u| u.name.clone()).collect();
        let prepared = units
            .into_iter()
            .map(|u| Ok((u.ptx, u.map, stamp)))
            .collect();
        let loaded = self.load_prepared(prepared, opts, threads);
        let mut out = Vec::with_capacity(names.len());
        for (name, m) in names.into_iter().zip(loaded) {
            out.push((name, m?));
        }
        Ok(SplitModule { units: out })
    }

    /// Checks and JIT-compiles emitted modules (with the stamps of the [`Module`]s they
    /// were emitted from) on the linker path, in parallel.
    fn load_prepared(
        &self,
        modules: Vec<Result<(String, SourceMap, ModuleStamp)>>,
        opts: &JitOptions,
        threads: Option<usize>,
    ) -> Vec<Result<GpuModule>> {
        let mut out: Vec<Option<Result<GpuModule>>> = Vec::with_capacity(modules.len());
        let mut stamps: Vec<Option<ModuleStamp>> = Vec::with_capacity(modules.len());
        let mut todo: Vec<(usize, Key, SourceMap)> = Vec::new();
        for (i, m) in modules.into_iter().enumerate() {
            stamps.push(m.as_ref().ok().map(|(_, _, s)| *s));
            let prepared = m.and_then(|(ptx, map, stamp)| {
                self.preflight(&ptx, opts).map(|()| (ptx, map, stamp))
            });
            match prepared {
                Err(e) => out.push(Some(Err(e))),
                Ok((ptx, map, stamp)) => {
                    let key = self.cache_key(ptx, opts);
                    match cached(&key, opts) {
                        Some(inner) => out.push(Some(Ok(self.module_of(inner, true, Some(stamp))))),
                        None => {
                            out.push(None);
                            todo.push((i, key, map));
                        }
                    }
                }
            }
        }
        let width = threads
            .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
            .unwrap_or(1)
            .max(1);
        let ctx = self.context().clone();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let done: Mutex<Vec<(usize, Key, Result<ModuleInner>)>> = Mutex::new(Vec::new());
        let todo = Mutex::new(todo.into_iter().map(Some).collect::<Vec<_>>());
        std::thread::scope(|s| {
            for _ in 0..width {
                s.spawn(|| {
                    loop {
                        let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let item = match todo.lock() {
                            Ok(mut t) => match t.get_mut(j) {
                                Some(slot) => slot.take(),
                                None => return,
                            },
                            Err(_) => return,
                        };
                        let Some((i, key, map)) = item else { return };
                        let r = link(&ctx, key.ptx.clone(), Some(map), opts);
                        if let Ok(mut d) = done.lock() {
                            d.push((i, key, r));
                        }
                    }
                });
            }
        });
        for (i, key, r) in done.into_inner().unwrap_or_default() {
            let r = r.map(|inner| {
                let inner = Arc::new(inner);
                remember(key, &inner, opts);
                self.module_of(inner, false, stamps[i])
            });
            out[i] = Some(r);
        }
        out.into_iter()
            .map(|r| r.unwrap_or(Err(Error::LoadAborted)))
            .collect()
    }
}

/// An integer JIT option value: the driver API passes them in the pointer slot.
fn int_value(v: usize) -> *mut c_void {
    core::ptr::without_provenance_mut(v)
}

/// The JIT options of one compilation, with its log buffers and the slots the driver
/// writes (the logs' lengths, the wall time).
struct JitRun {
    keys: Vec<CUjit_option>,
    values: Vec<*mut c_void>,
    err_log: Vec<u8>,
    info_log: Vec<u8>,
}

impl JitRun {
    fn new(opts: &JitOptions) -> JitRun {
        use CUjit_option as O;
        let n = opts.log_bytes.max(1024) as usize;
        let mut run = JitRun {
            keys: Vec::new(),
            values: Vec::new(),
            err_log: vec![0u8; n],
            info_log: vec![0u8; n],
        };
        run.keys = vec![
            O::CU_JIT_ERROR_LOG_BUFFER,
            O::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            O::CU_JIT_INFO_LOG_BUFFER,
            O::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            O::CU_JIT_WALL_TIME,
        ];
        run.values = vec![
            run.err_log.as_mut_ptr().cast(),
            int_value(n),
            run.info_log.as_mut_ptr().cast(),
            int_value(n),
            core::ptr::null_mut(),
        ];
        let mut flag = |k: O, v: usize| {
            run.keys.push(k);
            run.values.push(int_value(v));
        };
        if let Some(l) = opts.opt_level {
            flag(O::CU_JIT_OPTIMIZATION_LEVEL, l as usize);
        }
        if opts.line_info {
            flag(O::CU_JIT_GENERATE_LINE_INFO, 1);
        }
        if opts.debug_info {
            flag(O::CU_JIT_GENERATE_DEBUG_INFO, 1);
        }
        if opts.verbose {
            flag(O::CU_JIT_LOG_VERBOSE, 1);
        }
        run
    }

    fn log(buf: &[u8], written: *mut c_void) -> String {
        let len = (written as usize).min(buf.len());
        let end = buf[..len].iter().position(|&b| b == 0).unwrap_or(len);
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }

    fn err_text(&self) -> String {
        Self::log(&self.err_log, self.values[1])
    }

    fn info_text(&self) -> String {
        Self::log(&self.info_log, self.values[3])
    }

    fn wall_ms(&self) -> Option<f32> {
        let wall = f32::from_bits(self.values[4] as usize as u32);
        (wall.is_finite() && wall > 0.0).then_some(wall)
    }

    /// The error of a failed compilation: the driver's result, the logs, and the PTX lines
    /// the log names with their Rust call sites.
    fn failure(&self, e: cudarc::driver::DriverError, ptx: &str, map: Option<&SourceMap>) -> Error {
        let err_text = self.err_text();
        let lines = preflight::log_lines(&err_text)
            .into_iter()
            .map(|line| PtxLine {
                line,
                text: ptx
                    .lines()
                    .nth(line.saturating_sub(1) as usize)
                    .unwrap_or("")
                    .to_owned(),
                site: map.and_then(|m| m.site(line)),
            })
            .collect();
        let Error::Cuda {
            result,
            name,
            description,
            ..
        } = Error::cuda("", e)
        else {
            unreachable!("Error::cuda builds Error::Cuda")
        };
        Error::Jit(Box::new(JitFailure {
            result,
            name,
            description,
            log: err_text,
            info_log: self.info_text(),
            lines,
        }))
    }
}

pub(crate) fn jit(
    ctx: &Arc<CudaContext>,
    ptx: String,
    map: Option<SourceMap>,
    opts: &JitOptions,
) -> Result<ModuleInner> {
    ctx.bind_to_thread()
        .map_err(|e| Error::cuda("making the context current", e))?;
    let text = CString::new(ptx.as_bytes()).map_err(|e| Error::NulInPtx(e.nul_position()))?;
    let mut run = JitRun::new(opts);
    // SAFETY: the context is current (above); each option's value is what the driver API
    // documents (log buffers that outlive the call, sizes and flags as pointer-sized
    // integers, an output slot for the wall time).
    let r = unsafe { driver::module::load_data_ex(&text, &mut run.keys, &mut run.values) };
    let module = match r {
        Ok(m) => m,
        Err(e) => return Err(run.failure(e, &ptx, map.as_ref())),
    };
    let entries = preflight::entries(&ptx);
    Ok(ModuleInner {
        cu_module: module,
        ctx: ctx.clone(),
        ptx,
        map,
        entries,
        info_log: run.info_text(),
        jit_wall_ms: run.wall_ms(),
        compiled_on: None,
    })
}

/// A cubin that the driver's linker made from PTX, with its compilation's info log and
/// wall time. The bytes are kept in 8-byte words: the driver reads an ELF image.
pub(crate) struct Cubin {
    words: Vec<u64>,
    info_log: String,
    jit_wall_ms: Option<f32>,
}

/// Compiles PTX to a cubin with the driver's linker (`cuLinkCreate`, `cuLinkAddData`,
/// `cuLinkComplete`) for the device of `ctx`: unlike `cuModuleLoadDataEx`, the linker runs
/// in parallel on several threads, and its cubin loads on every device of the same
/// compute capability.
pub(crate) fn compile_cubin(
    ctx: &Arc<CudaContext>,
    ptx: &str,
    map: Option<&SourceMap>,
    opts: &JitOptions,
) -> Result<Cubin> {
    ctx.bind_to_thread()
        .map_err(|e| Error::cuda("making the context current", e))?;
    let text = CString::new(ptx.as_bytes()).map_err(|e| Error::NulInPtx(e.nul_position()))?;
    let mut run = JitRun::new(opts);
    // SAFETY: options as in `jit`; `run` outlives the link state.
    let state = unsafe { driver::link::create(&mut run.keys, &mut run.values) }
        .map_err(|e| Error::cuda("creating a JIT link", e))?;
    // SAFETY: `state` is live.
    let added = unsafe { driver::link::add_ptx(state, &text, c"typed-ptx") };
    // SAFETY: `state` is live; the cubin stays owned by it until `link::destroy`.
    let done = added.and_then(|()| unsafe { driver::link::complete(state) });
    let words = done.map(|(cubin, size)| {
        let mut words = vec![0u64; size.div_ceil(8)];
        // SAFETY: the link state owns `size` bytes at `cubin` until `destroy` below; the
        // destination holds at least `size` bytes and does not overlap them.
        unsafe {
            core::ptr::copy_nonoverlapping(cubin.cast::<u8>(), words.as_mut_ptr().cast(), size)
        };
        words
    });
    // SAFETY: `state` was created above and is not used after this.
    let _ = unsafe { driver::link::destroy(state) };
    match words {
        Err(e) => Err(run.failure(e, ptx, map)),
        Ok(words) => Ok(Cubin {
            words,
            info_log: run.info_text(),
            jit_wall_ms: run.wall_ms(),
        }),
    }
}

/// Loads a cubin in `ctx` (a fraction of a millisecond), as the module of `ptx`.
/// `compiled_on` is the ordinal of the device it was compiled for when that is another
/// one (its JIT time and log then belong to that device's module).
pub(crate) fn load_cubin(
    ctx: &Arc<CudaContext>,
    cubin: &Cubin,
    ptx: String,
    map: Option<SourceMap>,
    compiled_on: Option<usize>,
) -> Result<ModuleInner> {
    ctx.bind_to_thread()
        .map_err(|e| Error::cuda("making the context current", e))?;
    // SAFETY: a complete image that `cubin` keeps alive during the call; the context is
    // current (above).
    let module = unsafe { driver::module::load_data(cubin.words.as_ptr().cast()) }
        .map_err(|e| Error::cuda("loading the compiled cubin", e))?;
    let entries = preflight::entries(&ptx);
    let here = compiled_on.is_none();
    Ok(ModuleInner {
        cu_module: module,
        ctx: ctx.clone(),
        ptx,
        map,
        entries,
        info_log: if here {
            cubin.info_log.clone()
        } else {
            String::new()
        },
        jit_wall_ms: if here { cubin.jit_wall_ms } else { None },
        compiled_on,
    })
}

/// Compiles PTX with the driver's linker, then loads the cubin.
fn link(
    ctx: &Arc<CudaContext>,
    ptx: String,
    map: Option<SourceMap>,
    opts: &JitOptions,
) -> Result<ModuleInner> {
    if needs_whole_program(&ptx) {
        return jit(ctx, ptx, map, opts);
    }
    let cubin = compile_cubin(ctx, &ptx, map.as_ref(), opts)?;
    load_cubin(ctx, &cubin, ptx, map, None)
}

/// Whether `ptx` must be compiled as a whole program (`cuModuleLoadDataEx`) rather than
/// by the driver's linker: the linker compiles PTX as relocatable code, and ptxas then
/// ignores `setmaxnreg` ("ignored to maintain compatibility across compilation units",
/// advisory C7504), which leaves a warp-specialized kernel's consumers with the registers
/// of an even split.
pub(crate) fn needs_whole_program(ptx: &str) -> bool {
    ptx.lines().any(|line| {
        let line = line.trim_start();
        // An instruction, guarded or not (a comment that names it does not count).
        let ins = match line.strip_prefix('@') {
            Some(guarded) => guarded
                .split_once(char::is_whitespace)
                .map_or("", |(_, rest)| rest.trim_start()),
            None => line,
        };
        ins.starts_with("setmaxnreg.")
    })
}

#[cfg(test)]
mod whole_program_tests {
    use super::needs_whole_program;

    #[test]
    fn only_a_setmaxnreg_instruction_asks_for_a_whole_program_compile() {
        assert!(needs_whole_program(
            "\tsetmaxnreg.inc.sync.aligned.u32 232;\n"
        ));
        assert!(needs_whole_program(
            "@%p1 setmaxnreg.dec.sync.aligned.u32 40;"
        ));
        assert!(needs_whole_program(
            "  @!%p2\tsetmaxnreg.dec.sync.aligned.u32 40;"
        ));
        assert!(!needs_whole_program(
            "// setmaxnreg.inc.sync.aligned.u32 232;"
        ));
        assert!(!needs_whole_program(
            "\tmov.u32 %r1, 2; // setmaxnreg. later\n"
        ));
        assert!(!needs_whole_program(""));
    }
}

/// The state spaces whose module variables the host can read and write.
pub trait HostVisible: private::Sealed {}
impl HostVisible for Global {}
impl HostVisible for Const {}
mod private {
    pub trait Sealed {}
    impl Sealed for typed_ptx_builder::Global {}
    impl Sealed for typed_ptx_builder::Const {}
}

/// A module loaded as one unit per kernel ([`Gpu::load_split`]).
#[derive(Clone, Debug)]
pub struct SplitModule {
    units: Vec<(String, GpuModule)>,
}

impl SplitModule {
    /// The unit of kernel `name`.
    pub fn unit(&self, name: &str) -> Option<&GpuModule> {
        self.units.iter().find(|(n, _)| n == name).map(|(_, m)| m)
    }

    /// Every unit, with its kernel's name, in the module's kernel order.
    pub fn units(&self) -> impl Iterator<Item = (&str, &GpuModule)> {
        self.units.iter().map(|(n, m)| (n.as_str(), m))
    }

    /// The typed function of a kernel, from its unit (a handle of another module is
    /// refused, as by [`GpuModule::kernel`]).
    pub fn kernel<P: KernelParams>(&self, k: &KernelRef<P>) -> Result<Function<P>> {
        if let Some((_, first)) = self.units.first() {
            first.check_kernel(k)?;
        }
        match self.unit(k.name()) {
            Some(m) => m.kernel(k),
            None => Err(Error::NoSuchKernel {
                name: k.name().to_owned(),
                available: self.units.iter().map(|(n, _)| n.clone()).collect(),
            }),
        }
    }
}

impl GpuModule {
    /// The GPU it is loaded on.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// The PTX text that was loaded.
    pub fn ptx(&self) -> &str {
        &self.inner.ptx
    }

    /// The PTX line → Rust call site map, for modules loaded from a [`Module`].
    pub fn source_map(&self) -> Option<&SourceMap> {
        self.inner.map.as_ref()
    }

    /// Whether this came from the module cache (no JIT happened).
    pub fn was_cached(&self) -> bool {
        self.cached
    }

    /// The ordinal of the GPU whose compilation made this module's code, when that is
    /// another GPU: [`Gpus::load`](crate::Gpus::load) compiles once for every GPU of
    /// the same compute capability and loads the cubin on the others. `None` when the
    /// code was compiled for this GPU. A module from the cache answers as the load that
    /// put it there.
    pub fn compiled_on(&self) -> Option<usize> {
        self.inner.compiled_on
    }

    /// The JIT compiler's wall time in milliseconds (`CU_JIT_WALL_TIME`), when the
    /// driver reported one.
    pub fn jit_wall_ms(&self) -> Option<f32> {
        self.inner.jit_wall_ms
    }

    /// The JIT info log (with [`JitOptions::verbose`], each kernel's register use).
    pub fn info_log(&self) -> &str {
        &self.inner.info_log
    }

    /// The kernels, as the PTX declares them.
    pub fn entries(&self) -> &[EntrySig] {
        &self.inner.entries
    }

    fn entry_sig(&self, name: &str) -> Result<&EntrySig> {
        self.inner
            .entries
            .iter()
            .find(|e| e.name == name)
            .ok_or_else(|| Error::NoSuchKernel {
                name: name.to_owned(),
                available: self.inner.entries.iter().map(|e| e.name.clone()).collect(),
            })
    }

    /// Refuses a kernel handle that the module this was loaded from did not build before
    /// the load.
    fn check_kernel<P: KernelParams>(&self, k: &KernelRef<P>) -> Result<()> {
        check_origin(
            self.origin.as_ref(),
            |s| s.covers_kernel(k),
            Handle::Kernel(k.name()),
        )
    }

    /// The kernel of a typed handle ([`Module::kernel`]): its launches take arguments
    /// whose types follow from `P`, checked at compile time. The handle must come from
    /// the [`Module`] this was loaded from, built before the load
    /// ([`Error::ForeignHandle`] otherwise): a kernel of the same name elsewhere may take
    /// other types under the same PTX ones (a `Ptr<Global, T>` and a `u64` are both
    /// `.u64`).
    pub fn kernel<P: KernelParams>(&self, k: &KernelRef<P>) -> Result<Function<P>> {
        self.check_kernel(k)?;
        let sig = self.entry_sig(k.name())?;
        let want: Vec<_> = P::SIGNATURE.iter().map(|(t, _)| Some(*t)).collect();
        let have: Vec<_> = sig.params.iter().map(|(_, t)| *t).collect();
        if want != have {
            let show = |v: &[Option<typed_ptx_builder::Ty>]| {
                v.iter()
                    .map(|t| t.map(|t| t.suffix()).unwrap_or("?"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(Error::SignatureMismatch {
                kernel: sig.name.clone(),
                expected: show(&want),
                found: show(&have),
            });
        }
        Ok(Function::new(RawFunction::new(self.clone(), sig.clone())?))
    }

    /// A kernel by name, for kernels whose parameters are known only at run time
    /// ([`Module::entry`], raw PTX): launches are checked against the PTX's parameters.
    pub fn function(&self, name: &str) -> Result<DynFunction> {
        let sig = self.entry_sig(name)?.clone();
        Ok(DynFunction::new(RawFunction::new(self.clone(), sig)?))
    }

    /// [`function`](GpuModule::function) for the handle [`Module::entry`] returned; like
    /// [`kernel`](GpuModule::kernel), it must come from the [`Module`] this was loaded
    /// from.
    pub fn entry(&self, e: &EntryRef) -> Result<DynFunction> {
        check_origin(
            self.origin.as_ref(),
            |s| s.covers_entry(e),
            Handle::Kernel(e.name()),
        )?;
        self.function(e.name())
    }

    /// The address and size in bytes of a module variable.
    pub fn variable(&self, name: &str) -> Result<(u64, usize)> {
        let c = CString::new(name).map_err(|_| Error::Variable {
            name: name.to_owned(),
            why: "contains a NUL byte".into(),
        })?;
        self.inner
            .ctx
            .bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        // SAFETY: the module is loaded and its context was made current above.
        let r = unsafe { driver::module::get_global(self.inner.cu_module, &c) };
        match r {
            Ok((ptr, bytes)) => Ok((ptr, bytes)),
            Err(e) if e.0 == driver::CUresult::CUDA_ERROR_NOT_FOUND => Err(Error::Variable {
                name: name.to_owned(),
                why: "the module declares no .global or .const variable of this name".into(),
            }),
            Err(e) => Err(Error::cuda(
                format!("looking up module variable `{name}`"),
                e,
            )),
        }
    }

    /// Writes `data` to the start of the module variable `name` (on the GPU's stream,
    /// then waits).
    pub fn write_variable<T: DeviceRepr>(&self, name: &str, data: &[T]) -> Result<()> {
        let (ptr, bytes) = self.variable(name)?;
        let n = core::mem::size_of_val(data);
        if n > bytes {
            return Err(Error::Variable {
                name: name.to_owned(),
                why: format!("{n} bytes of data do not fit in its {bytes} bytes"),
            });
        }
        // SAFETY: `n` bytes from `data` to a device range of at least `n` bytes; the
        // stream is synchronised before `data` is released.
        let r = unsafe { driver::memcpy_htod_async(ptr, data, self.gpu.stream()) };
        r.map_err(|e| Error::cuda(format!("writing module variable `{name}`"), e))?;
        self.gpu.synchronize()
    }

    /// Reads `len` elements from the start of the module variable `name`.
    pub fn read_variable<T: DeviceRepr + Default + Clone>(
        &self,
        name: &str,
        len: usize,
    ) -> Result<Vec<T>> {
        let (ptr, bytes) = self.variable(name)?;
        let n = len * core::mem::size_of::<T>();
        if n > bytes {
            return Err(Error::Variable {
                name: name.to_owned(),
                why: format!("{n} bytes asked for, it has {bytes}"),
            });
        }
        let mut out = vec![T::default(); len];
        // SAFETY: `n` bytes from a device range of at least `n` bytes into `out`, which
        // is read only after the stream is synchronised.
        let r = unsafe { driver::memcpy_dtoh_async(&mut out, ptr, self.gpu.stream()) };
        r.map_err(|e| Error::cuda(format!("reading module variable `{name}`"), e))?;
        self.gpu.synchronize()?;
        Ok(out)
    }

    /// Writes a `.global` or `.const` variable of `module` (the module this was loaded
    /// from), typed: the data's element type is the variable's. A variable of another
    /// module, or declared after the load, is refused ([`Error::ForeignHandle`]), as by
    /// [`read`](GpuModule::read), [`write_tensor_map`](GpuModule::write_tensor_map) and
    /// [`global_addr`](GpuModule::global_addr).
    pub fn write<S: HostVisible, T: Elem + DeviceRepr>(
        &self,
        module: &Module,
        var: Var<S, T>,
        data: &[T],
    ) -> Result<()> {
        self.write_variable(var_name(self.origin.as_ref(), module, var)?, data)
    }

    /// Writes a tensor map into a `.global` or `.const` tensor-map variable of `module`
    /// ([`Module::const_tensor_map`](typed_ptx_builder::Module::const_tensor_map),
    /// [`Module::global_tensor_map`](typed_ptx_builder::Module::global_tensor_map)) of the
    /// same element type and rank. The map's buffer must outlive every launch that reads
    /// the variable (the variable keeps its address, not the borrow).
    pub fn write_tensor_map<S: HostVisible, T: TmaElem, const RANK: usize>(
        &self,
        module: &Module,
        var: Var<S, TensorMap<T, RANK>>,
        map: &TensorMapArg<'_, T, RANK>,
    ) -> Result<()>
    where
        TensorMap<T, RANK>: Elem,
    {
        self.write_variable(
            var_name(self.origin.as_ref(), module, var)?,
            &map.raw().bytes(),
        )
    }

    /// Reads `len` elements of a `.global` or `.const` variable of `module`.
    pub fn read<S: HostVisible, T: Elem + DeviceRepr + Default + Clone>(
        &self,
        module: &Module,
        var: Var<S, T>,
        len: usize,
    ) -> Result<Vec<T>> {
        self.read_variable(var_name(self.origin.as_ref(), module, var)?, len)
    }

    /// The device address of a `.global` variable, to pass where a kernel takes a
    /// `Ptr<Global, T>`.
    pub fn global_addr<T: Elem>(
        &self,
        module: &Module,
        var: Var<Global, T>,
    ) -> Result<GlobalAddr<T>> {
        let (ptr, bytes) = self.variable(var_name(self.origin.as_ref(), module, var)?)?;
        // SAFETY: the address of a live `.global` variable of `bytes` bytes of this
        // module; the handle keeps the module loaded.
        Ok(unsafe { GlobalAddr::new(ptr, bytes / (T::TY.size().max(1) as usize)) })
    }
}

/// A handle given to a loaded module, as [`check_origin`] names it.
#[derive(Clone, Copy)]
enum Handle<'a> {
    /// A kernel handle ([`KernelRef`], [`EntryRef`]) of this name.
    Kernel(&'a str),
    /// A module variable, with its name where the `Module` given with it declared it.
    Var(Option<&'a str>),
}

/// Refuses, before any driver call, a handle that the stamp of the module a
/// [`GpuModule`] was loaded from (`None`: PTX text) does not cover: resolved by name, it
/// could find another symbol of the same name, of other types or another state space.
fn check_origin(
    origin: Option<&ModuleStamp>,
    covered: impl FnOnce(&ModuleStamp) -> Covered,
    handle: Handle<'_>,
) -> Result<()> {
    let (what, kind, by_name) = match handle {
        Handle::Kernel(n) => (
            format!("kernel `{n}`"),
            "kernel",
            format!(
                "; or take the kernel by name, `function(\"{n}\")`, whose launches are checked against the PTX at run time"
            ),
        ),
        Handle::Var(Some(n)) => (format!("module variable `{n}`"), "variable", String::new()),
        Handle::Var(None) => ("the module variable".to_owned(), "variable", String::new()),
    };
    let why = match origin.map(covered) {
        Some(Covered::Yes) => return Ok(()),
        None => format!(
            "this module was loaded from PTX text (`Gpu::load_ptx`), for which no typed handle can vouch; load the `Module` that built it with `Gpu::load`{by_name}"
        ),
        Some(Covered::OtherModule) => format!(
            "it was built by another `Module` than the one this was loaded from (a {kind} of the same name in this module, if any, is another {kind}, which may have other types or another state space); load the `Module` that built it{by_name}"
        ),
        Some(Covered::Later) => format!(
            "it was declared after this module was loaded, so the loaded PTX does not have it (a {kind} of the same name in it, if any, is an earlier one); declare it before loading, and load the `Module` again"
        ),
    };
    Err(Error::ForeignHandle { what, why })
}

/// The PTX name of `var` in `module`, or an error when the loaded module (of stamp
/// `origin`) does not have it or another module declared it.
fn var_name<'m, S, T>(
    origin: Option<&ModuleStamp>,
    module: &'m Module,
    var: Var<S, T>,
) -> Result<&'m str> {
    let name = module.name_of(var);
    check_origin(origin, |s| s.covers_var(var), Handle::Var(name))?;
    name.ok_or_else(|| Error::Variable {
        name: "(unnamed)".to_owned(),
        why: "it was declared by another module than the one given; pass the `Module` that declared the variable and that this module was loaded from".into(),
    })
}

/// The origin checks of issue 16, class 7, without a GPU: they run before any driver call,
/// on the stamp a [`GpuModule`] keeps (`tests/gpu_module_identity.rs` runs them through a
/// loaded module on a GPU).
#[cfg(test)]
mod tests {
    use super::*;
    use typed_ptx_builder::{Ptr, Reg, Target};

    type Store = (Ptr<Global, u32>,);
    type Int = (Reg<u64>,);

    fn store(m: &mut Module) -> KernelRef<Store> {
        m.kernel("k", |k, (out,): Store| k.st(out, 7u32))
    }

    fn int(m: &mut Module) -> KernelRef<Int> {
        m.kernel("k", |_k, (_x,): Int| {})
    }

    fn kernel_msg<P: KernelParams>(origin: Option<&ModuleStamp>, k: &KernelRef<P>) -> String {
        let e = check_origin(origin, |s| s.covers_kernel(k), Handle::Kernel(k.name()));
        match e {
            Err(e @ Error::ForeignHandle { .. }) => e.to_string(),
            other => panic!("not refused: {other:?}"),
        }
    }

    #[test]
    fn origin_refuses_a_kernel_of_another_module_of_the_same_name_and_ptx_types() {
        let mut a = Module::new(Target::SM_80);
        let ka = int(&mut a);
        let mut b = Module::new(Target::SM_80);
        let kb = store(&mut b);
        // By name and PTX types alone, `ka` (a `u64`) would pass for `kb` (a pointer).
        assert_eq!(ka.signature(), [(typed_ptx_builder::Ty::U64, false)]);
        assert_eq!(kb.signature(), [(typed_ptx_builder::Ty::U64, true)]);
        let loaded_b = b.stamp();
        let msg = kernel_msg(Some(&loaded_b), &ka);
        assert_eq!(
            msg,
            "kernel `k` does not belong to this loaded module: it was built by another \
             `Module` than the one this was loaded from (a kernel of the same name in this module, if \
             any, is another kernel, which may have other types or another state space); \
             load the `Module` that built it; or take the kernel by name, `function(\"k\")`, \
             whose launches are checked against the PTX at run time"
        );
        assert!(
            check_origin(
                Some(&loaded_b),
                |s| s.covers_kernel(&kb),
                Handle::Kernel("k")
            )
            .is_ok()
        );
    }

    #[test]
    fn origin_refuses_a_kernel_built_after_the_load() {
        let mut m = Module::new(Target::SM_80);
        let k1 = store(&mut m);
        let loaded = m.stamp();
        let k2 = int(&mut m);
        let msg = kernel_msg(Some(&loaded), &k2);
        assert!(
            msg.contains("it was declared after this module was loaded"),
            "{msg}"
        );
        assert!(msg.contains("load the `Module` again"), "{msg}");
        assert!(check_origin(Some(&loaded), |s| s.covers_kernel(&k1), Handle::Kernel("k")).is_ok());
    }

    #[test]
    fn origin_refuses_entry_handles_of_another_module() {
        let mut a = Module::new(Target::SM_80);
        let ea = a.entry("e", |k| k.ret());
        let mut b = Module::new(Target::SM_80);
        let eb = b.entry("e", |k| k.ret());
        let s = b.stamp();
        assert!(check_origin(Some(&s), |s| s.covers_entry(&ea), Handle::Kernel("e")).is_err());
        assert!(check_origin(Some(&s), |s| s.covers_entry(&eb), Handle::Kernel("e")).is_ok());
    }

    #[test]
    fn origin_refuses_typed_handles_for_ptx_text() {
        let mut m = Module::new(Target::SM_80);
        let k = store(&mut m);
        let msg = kernel_msg(None, &k);
        assert!(
            msg.contains("loaded from PTX text (`Gpu::load_ptx`)"),
            "{msg}"
        );
        assert!(msg.contains("with `Gpu::load`"), "{msg}");
        let v = m.global::<u32>("v", 1);
        assert!(var_name(None, &m, v).is_err());
    }

    #[test]
    fn origin_refuses_a_variable_of_another_module_or_declared_after_the_load() {
        let mut a = Module::new(Target::SM_80);
        let _c = a.const_::<u32>("v", 4);
        let mut b = Module::new(Target::SM_80);
        let gv = b.global::<u32>("v", 4);
        let loaded_a = a.stamp();
        // `b`'s `.global v` is not `a`'s `.const v`, though `b` is the module that declared it.
        let e = var_name(Some(&loaded_a), &b, gv).unwrap_err();
        assert!(matches!(e, Error::ForeignHandle { .. }), "{e:?}");
        let msg = e.to_string();
        assert!(
            msg.starts_with("module variable `v` does not belong to this loaded module: it was built by another `Module`"),
            "{msg}"
        );
        // Declared in `a` after the load.
        let late = a.global::<u32>("v", 4);
        let msg = var_name(Some(&loaded_a), &a, late).unwrap_err().to_string();
        assert!(
            msg.contains("declared after this module was loaded"),
            "{msg}"
        );
        // The legal twin, and the module given not the one that declared the variable.
        let loaded_b = b.stamp();
        assert_eq!(var_name(Some(&loaded_b), &b, gv).unwrap(), "v");
        let e = var_name(Some(&loaded_b), &a, gv).unwrap_err();
        assert!(matches!(e, Error::Variable { .. }), "{e:?}");
    }
}
