//! JIT-load typed-ptx modules on an NVIDIA GPU, launch their kernels with typed
//! arguments, and explain every failure.
//!
//! Built on [`cudarc`]'s driver API with dynamic loading: building needs no CUDA, and
//! without a driver [`Gpu::new`] returns [`Error::NoDriver`] instead of panicking.
//!
//! ```no_run
//! use typed_ptx_builder::{Global, Module, Ptr, Reg, Target};
//! use typed_ptx_runtime::{Gpu, Launch};
//!
//! let mut m = Module::new(Target::SM_80);
//! let scale = m.kernel("scale", |k, (out, a): (Ptr<Global, f32>, Reg<f32>)| {
//!     let i = k.tid_x();
//!     let p = k.index(out, i);
//!     let v = k.ld(p);
//!     let w = k.mul(v, a);
//!     k.st(p, w);
//! });
//! let gpu = Gpu::new(0)?;                    // Error::NoDriver / NoDevice without a GPU
//! let module = gpu.load(&m)?;                // version/target checks, JIT with logs, cache
//! let f = module.kernel(&scale)?;            // Function<(Ptr<Global, f32>, Reg<f32>)>
//! let mut buf = gpu.upload(&[1.0f32, 2.0, 3.0])?;
//! // The argument types follow from the parameters: a buffer of f32, then an f32.
//! unsafe { f.launch(&Launch::new(1, 3), (&mut buf, 2.0f32))? };
//! assert_eq!(gpu.download(&buf)?, [2.0, 4.0, 6.0]);
//! # Ok::<(), typed_ptx_runtime::Error>(())
//! ```
//!
//! A wrong argument type or count does not compile:
//!
//! ```compile_fail
//! # use typed_ptx_builder::{Global, Module, Ptr, Reg, Target};
//! # use typed_ptx_runtime::{Gpu, Launch};
//! # let mut m = Module::new(Target::SM_80);
//! # let scale = m.kernel("scale", |k, (out, a): (Ptr<Global, f32>, Reg<f32>)| {});
//! # let gpu = Gpu::new(0).unwrap();
//! # let f = gpu.load(&m).unwrap().kernel(&scale).unwrap();
//! let mut ints = gpu.upload(&[1u32, 2, 3]).unwrap();
//! unsafe { f.launch(&Launch::new(1, 3), (&mut ints, 2.0f32)) }; // a u32 buffer for Ptr<Global, f32>
//! ```
//!
//! ```compile_fail
//! # use typed_ptx_builder::{Global, Module, Ptr, Reg, Target};
//! # use typed_ptx_runtime::{Gpu, Launch};
//! # let mut m = Module::new(Target::SM_80);
//! # let scale = m.kernel("scale", |k, (out, a): (Ptr<Global, f32>, Reg<f32>)| {});
//! # let gpu = Gpu::new(0).unwrap();
//! # let f = gpu.load(&m).unwrap().kernel(&scale).unwrap();
//! let mut buf = gpu.upload(&[1.0f32]).unwrap();
//! unsafe { f.launch(&Launch::new(1, 1), (&mut buf,)) }; // one argument for two parameters
//! ```
//!
//! Kernels built with [`Module::entry`](typed_ptx_builder::Module::entry) declare their
//! parameters in the body, so their launches ([`DynFunction`]) are checked at run time
//! against the parameter list the PTX declares.
//!
//! Several GPUs of one host: [`Gpus`] loads a module on all of them with one compilation
//! per compute capability, and gives peer access and peer copies. With the `nccl`
//! feature, [`nccl`] runs NCCL collectives on the runtime's buffers, in one process or one
//! process per GPU (NCCL loaded at run time, like the driver).
//!
//! GPU time: [`Gpu::timer`] gives a [`Timer`] (CUDA events on the GPU's stream) whose
//! [`median`](Timer::median) is the median of timed runs after warm-up runs, with an
//! [`L2Flush`] ([`Gpu::l2_flush`]) or nothing between them:
//!
//! ```no_run
//! # use typed_ptx_runtime::{Gpu, Runs};
//! # let gpu = Gpu::new(0)?;
//! # let mut run = || -> typed_ptx_runtime::Result<()> { Ok(()) };
//! let timer = gpu.timer()?;
//! let mut flush = gpu.l2_flush()?;
//! let ms = timer.median(Runs { warmup: 3, runs: 30 }, || flush.flush(), || run())?;
//! # Ok::<(), typed_ptx_runtime::Error>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]

mod driver;
mod error;
mod launch;
mod load;
mod multi;
#[cfg(feature = "nccl")]
pub mod nccl;
pub mod preflight;
mod tensor_map;
mod timing;

#[cfg(test)]
mod hostile;

use std::sync::Arc;

pub use cudarc;
use cudarc::driver::DevicePtr;
pub use cudarc::driver::{
    CudaContext, CudaSlice, CudaStream, CudaView, CudaViewMut, DeviceRepr, ValidAsZeroBits,
};
use driver::{CUdevice_attribute, CUresult};
/// The `half` crate: host `bf16`/`f16` values (`half::bf16::from_f32`, `to_f32`) for device
/// buffers of [`Bf16`](typed_ptx_builder::Bf16)/[`F16`](typed_ptx_builder::F16) ([`HostElem`]).
pub use half;

pub use error::{Error, JitFailure, PtxLine, Result};
pub use launch::{
    Arg, ArgAt, ArgList, BufferMut, BufferRef, DynFunction, Function, GlobalAddr, HostElem,
    KernelArg, Launch, LaunchArgs, LaunchTuple,
};
pub use load::{GpuModule, HostVisible, JitOptions, SplitModule, cache_len, clear_cache};
pub use multi::Gpus;
pub use preflight::{DriverVersion, PtxTarget};
pub use tensor_map::{
    Interleave, L2Promotion, OobFill, RawTensorMap, Swizzle, TensorMapArg, TensorSource,
    TileMapArg, TiledLayout, check_tiled,
};
pub use timing::{L2Flush, Runs, Timer, median};

/// What the runtime knows about a device and its driver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// The device ordinal.
    pub ordinal: usize,
    /// The device's name (`NVIDIA H100 80GB HBM3`).
    pub name: String,
    /// Compute capability `(major, minor)`.
    pub capability: (u32, u32),
    /// Multiprocessors.
    pub sm_count: u32,
    /// Shared memory a block may use after opting in (bytes).
    pub max_shared_per_block_optin: u32,
    /// Shared memory a block may use without opting in (bytes; 48 KiB).
    pub max_shared_per_block: u32,
    /// Whether thread-block clusters can be launched (sm_90 and newer).
    pub cluster_launch: bool,
    /// The driver's CUDA version.
    pub driver: DriverVersion,
}

impl DeviceInfo {
    /// The newest PTX ISA the driver JITs.
    pub fn driver_isa(&self) -> typed_ptx_isa::Version {
        self.driver.newest_isa().0
    }
}

/// A GPU: a `cudarc` context, the stream launches and copies go to, and what the
/// runtime knows about the device. Cheap to clone.
#[derive(Clone)]
pub struct Gpu {
    stream: Arc<CudaStream>,
    info: Arc<DeviceInfo>,
}

impl core::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Gpu")
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

/// Runs `f`, turning a panic inside `cudarc` (a missing library or symbol) into an error.
fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T>) -> Result<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_else(|| "unknown panic".to_owned());
            Err(Error::NoDriver {
                detail: format!("{what} failed inside the driver bindings: {msg}"),
            })
        }
    }
}

/// Whether the CUDA driver library can be loaded in this process.
pub fn driver_present() -> bool {
    driver::is_present()
}

impl Gpu {
    /// The GPU of ordinal `ordinal` (its primary context and the default stream).
    ///
    /// Without a driver this is [`Error::NoDriver`]; with a driver but no such GPU,
    /// [`Error::NoDevice`]. It never panics.
    pub fn new(ordinal: usize) -> Result<Gpu> {
        if !driver_present() {
            return Err(Error::NoDriver {
                detail: "the CUDA driver library (libcuda.so.1) could not be loaded".to_owned(),
            });
        }
        guarded("initialising CUDA", || {
            let count = match CudaContext::device_count() {
                Ok(n) => n.max(0) as usize,
                Err(e) if e.0 == CUresult::CUDA_ERROR_NO_DEVICE => 0,
                Err(e) => return Err(Error::cuda("initialising the CUDA driver (cuInit)", e)),
            };
            if ordinal >= count {
                return Err(Error::NoDevice { ordinal, count });
            }
            let ctx = CudaContext::new(ordinal)
                .map_err(|e| Error::cuda(format!("opening GPU {ordinal}"), e))?;
            Gpu::from_context(ctx)
        })
    }

    /// The number of GPUs the driver sees (an error without a driver).
    pub fn device_count() -> Result<usize> {
        if !driver_present() {
            return Err(Error::NoDriver {
                detail: "the CUDA driver library (libcuda.so.1) could not be loaded".to_owned(),
            });
        }
        guarded("counting GPUs", || match CudaContext::device_count() {
            Ok(n) => Ok(n.max(0) as usize),
            Err(e) if e.0 == CUresult::CUDA_ERROR_NO_DEVICE => Ok(0),
            Err(e) => Err(Error::cuda("counting GPUs", e)),
        })
    }

    /// A GPU over a context you already have; launches go to its default stream.
    pub fn from_context(ctx: Arc<CudaContext>) -> Result<Gpu> {
        let stream = ctx.default_stream();
        Gpu::from_stream(stream)
    }

    /// A GPU over a stream you already have: launches and copies go to it.
    pub fn from_stream(stream: Arc<CudaStream>) -> Result<Gpu> {
        let ctx = stream.context().clone();
        let attr = |a: CUdevice_attribute, what: &str| -> Result<u32> {
            ctx.attribute(a)
                .map(|v| v.max(0) as u32)
                .map_err(|e| Error::cuda(format!("reading the device's {what}"), e))
        };
        use CUdevice_attribute as A;
        let capability = (
            attr(
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                "compute capability",
            )?,
            attr(
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                "compute capability",
            )?,
        );
        let v = driver::version()
            .map_err(|e| Error::cuda("reading the driver version (cuDriverGetVersion)", e))?;
        let info = DeviceInfo {
            ordinal: ctx.ordinal(),
            name: ctx
                .name()
                .map_err(|e| Error::cuda("reading the device name", e))?,
            capability,
            sm_count: attr(
                A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                "multiprocessor count",
            )?,
            max_shared_per_block_optin: attr(
                A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                "shared memory limit",
            )?,
            max_shared_per_block: attr(
                A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK,
                "shared memory limit",
            )?,
            cluster_launch: capability.0 >= 9,
            driver: DriverVersion(v),
        };
        Ok(Gpu {
            stream,
            info: Arc::new(info),
        })
    }

    /// The device and driver.
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// The `cudarc` context.
    pub fn context(&self) -> &Arc<CudaContext> {
        self.stream.context()
    }

    /// The stream launches and copies go to.
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }

    /// Waits for everything on the stream; a kernel's fault is reported here.
    pub fn synchronize(&self) -> Result<()> {
        self.stream
            .synchronize()
            .map_err(|e| Error::cuda("waiting for the GPU (a kernel may have faulted)", e))
    }

    /// A zeroed device buffer of `len` elements.
    pub fn alloc_zeros<T: DeviceRepr + ValidAsZeroBits>(&self, len: usize) -> Result<CudaSlice<T>> {
        self.stream
            .alloc_zeros(len)
            .map_err(|e| Error::cuda(format!("allocating {len} elements on the GPU"), e))
    }

    /// A device buffer holding a copy of `data`.
    pub fn upload<T: DeviceRepr>(&self, data: &[T]) -> Result<CudaSlice<T>> {
        self.stream
            .clone_htod(data)
            .map_err(|e| Error::cuda(format!("copying {} elements to the GPU", data.len()), e))
    }

    /// Copies `data` into `buf` (which must have the same length).
    pub fn write<T: DeviceRepr>(&self, buf: &mut CudaSlice<T>, data: &[T]) -> Result<()> {
        self.stream
            .memcpy_htod(data, buf)
            .map_err(|e| Error::cuda("copying to the GPU", e))
    }

    /// The contents of a device buffer (waits for the work before it).
    pub fn download<T: DeviceRepr, B: DevicePtr<T>>(&self, buf: &B) -> Result<Vec<T>> {
        self.stream
            .clone_dtoh(buf)
            .map_err(|e| Error::cuda("copying from the GPU (a kernel may have faulted)", e))
    }
}
