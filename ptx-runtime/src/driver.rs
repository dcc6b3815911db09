//! Every raw CUDA driver call of the runtime, one small wrapper per call.
//!
//! This is the only module that names `cudarc`'s raw bindings (`cudarc::driver::sys`):
//! each wrapper makes one driver call and turns its `CUresult` into a [`Result`] (the
//! shape of `cudarc`'s own `driver::result`). A wrapper stays `unsafe` where the driver
//! can misuse memory if its handles or pointers are wrong; its `# Safety` section says
//! what the caller guarantees. The other modules call these wrappers and keep everything
//! else (context binding, error messages, checks) themselves. A test
//! (`tests::only_this_module_names_sys`) keeps it that way.
//!
//! The driver's types that the other modules need are re-exported here under their
//! driver names.

use core::ffi::{CStr, c_void};

use cudarc::driver::{CudaStream, DriverError, sys};

pub(crate) use sys::{
    CUdevice_attribute, CUdeviceptr, CUevent_flags, CUfunction, CUfunction_attribute, CUjit_option,
    CUlinkState, CUmodule, CUresult, CUtensorMapDataType, CUtensorMapFloatOOBfill,
    CUtensorMapInterleave, CUtensorMapL2promotion, CUtensorMapSwizzle,
};

/// The result of a driver call: its value, or the driver's error code.
pub(crate) type Result<T> = core::result::Result<T, DriverError>;

/// Whether the CUDA driver library can be loaded in this process
/// (`cudarc::driver::sys::is_culib_present`).
pub(crate) fn is_present() -> bool {
    // SAFETY: only tries to dlopen the library names cudarc knows, and closes them.
    unsafe { sys::is_culib_present() }
}

/// The CUDA version of the installed driver, `1000 * major + 10 * minor`
/// (`cuDriverGetVersion`).
pub(crate) fn version() -> Result<i32> {
    let mut v = 0i32;
    // SAFETY: writes one int.
    unsafe { sys::cuDriverGetVersion(&mut v) }.result()?;
    Ok(v)
}

/// Loading, linking and unloading modules (`cuModule*`, `cuLink*`).
pub(crate) mod module {
    use super::*;

    /// JIT-compiles and loads a PTX image with JIT options (`cuModuleLoadDataEx`).
    ///
    /// # Safety
    /// The context the module is for is current on this thread; `keys` and `values` have
    /// the same length, and each value is what the driver documents for its key (a buffer
    /// that outlives the call, a size or flag as a pointer-sized integer, a slot the
    /// driver writes).
    pub(crate) unsafe fn load_data_ex(
        image: &CStr,
        keys: &mut [CUjit_option],
        values: &mut [*mut c_void],
    ) -> Result<CUmodule> {
        debug_assert_eq!(keys.len(), values.len());
        let mut module: CUmodule = core::ptr::null_mut();
        // SAFETY: the image is a NUL-terminated string; the options are the caller's.
        unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                keys.len() as u32,
                keys.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        }
        .result()?;
        Ok(module)
    }

    /// Loads a compiled image (a cubin) (`cuModuleLoadData`).
    ///
    /// # Safety
    /// The context the module is for is current on this thread; `image` points to a
    /// complete image that stays alive during the call.
    pub(crate) unsafe fn load_data(image: *const c_void) -> Result<CUmodule> {
        let mut module: CUmodule = core::ptr::null_mut();
        // SAFETY: the caller's image; `module` is an output slot.
        unsafe { sys::cuModuleLoadData(&mut module, image) }.result()?;
        Ok(module)
    }

    /// The kernel `name` of a loaded module (`cuModuleGetFunction`).
    ///
    /// # Safety
    /// `module` is loaded and its context is current on this thread.
    pub(crate) unsafe fn get_function(module: CUmodule, name: &CStr) -> Result<CUfunction> {
        let mut func: CUfunction = core::ptr::null_mut();
        // SAFETY: a loaded module, a NUL-terminated name; `func` is an output slot.
        unsafe { sys::cuModuleGetFunction(&mut func, module, name.as_ptr()) }.result()?;
        Ok(func)
    }

    /// The device address and size in bytes of the module variable `name`
    /// (`cuModuleGetGlobal`).
    ///
    /// # Safety
    /// `module` is loaded and its context is current on this thread.
    pub(crate) unsafe fn get_global(module: CUmodule, name: &CStr) -> Result<(CUdeviceptr, usize)> {
        let mut ptr: CUdeviceptr = 0;
        let mut bytes: usize = 0;
        // SAFETY: a loaded module, a NUL-terminated name; two plain output slots.
        unsafe { sys::cuModuleGetGlobal_v2(&mut ptr, &mut bytes, module, name.as_ptr()) }
            .result()?;
        Ok((ptr, bytes))
    }

    /// Unloads a module (`cuModuleUnload`).
    ///
    /// # Safety
    /// `module` was loaded in the context current on this thread, is unloaded once and
    /// not used after.
    pub(crate) unsafe fn unload(module: CUmodule) -> Result<()> {
        // SAFETY: as the caller guarantees.
        unsafe { sys::cuModuleUnload(module) }.result()
    }
}

/// The driver's linker, which compiles PTX to a cubin (`cuLink*`).
pub(crate) mod link {
    use super::*;

    /// Starts a link with JIT options (`cuLinkCreate`).
    ///
    /// # Safety
    /// As [`module::load_data_ex`] for `keys` and `values`,
    /// which must also outlive the link state (the driver writes the logs at
    /// [`complete`]).
    pub(crate) unsafe fn create(
        keys: &mut [CUjit_option],
        values: &mut [*mut c_void],
    ) -> Result<CUlinkState> {
        debug_assert_eq!(keys.len(), values.len());
        let mut state: CUlinkState = core::ptr::null_mut();
        // SAFETY: the caller's options; `state` is an output slot.
        unsafe {
            sys::cuLinkCreate_v2(
                keys.len() as u32,
                keys.as_mut_ptr(),
                values.as_mut_ptr(),
                &mut state,
            )
        }
        .result()?;
        Ok(state)
    }

    /// Adds a PTX image named `name` to a link, with no options of its own
    /// (`cuLinkAddData`, `CU_JIT_INPUT_PTX`).
    ///
    /// # Safety
    /// `state` is a live link state.
    pub(crate) unsafe fn add_ptx(state: CUlinkState, image: &CStr, name: &CStr) -> Result<()> {
        // SAFETY: the PTX image with its NUL, of the size given; no per-input options.
        unsafe {
            sys::cuLinkAddData_v2(
                state,
                sys::CUjitInputType::CU_JIT_INPUT_PTX,
                image.as_ptr() as *mut c_void,
                image.to_bytes_with_nul().len(),
                name.as_ptr(),
                0,
                core::ptr::null_mut(),
                core::ptr::null_mut(),
            )
        }
        .result()
    }

    /// Completes a link: the cubin and its size in bytes (`cuLinkComplete`). The cubin
    /// belongs to the link state and is freed by [`destroy`].
    ///
    /// # Safety
    /// `state` is a live link state.
    pub(crate) unsafe fn complete(state: CUlinkState) -> Result<(*mut c_void, usize)> {
        let mut cubin: *mut c_void = core::ptr::null_mut();
        let mut size = 0usize;
        // SAFETY: a live state; two output slots.
        unsafe { sys::cuLinkComplete(state, &mut cubin, &mut size) }.result()?;
        Ok((cubin, size))
    }

    /// Destroys a link state and the cubin it holds (`cuLinkDestroy`).
    ///
    /// # Safety
    /// `state` is a live link state, not used after this.
    pub(crate) unsafe fn destroy(state: CUlinkState) -> Result<()> {
        // SAFETY: as the caller guarantees.
        unsafe { sys::cuLinkDestroy(state) }.result()
    }
}

/// Attributes of a kernel (`cuFuncGetAttribute`, `cuFuncSetAttribute`).
pub(crate) mod function {
    use super::*;

    /// An attribute of a kernel (`cuFuncGetAttribute`).
    ///
    /// # Safety
    /// `func` is a kernel of a loaded module whose context is current on this thread.
    pub(crate) unsafe fn get_attribute(
        func: CUfunction,
        attr: CUfunction_attribute,
    ) -> Result<i32> {
        let mut v = 0i32;
        // SAFETY: a live function; one int out.
        unsafe { sys::cuFuncGetAttribute(&mut v, attr, func) }.result()?;
        Ok(v)
    }

    /// Sets an attribute of a kernel (`cuFuncSetAttribute`).
    ///
    /// # Safety
    /// As [`get_attribute`].
    pub(crate) unsafe fn set_attribute(
        func: CUfunction,
        attr: CUfunction_attribute,
        value: i32,
    ) -> Result<()> {
        // SAFETY: a live function.
        unsafe { sys::cuFuncSetAttribute(func, attr, value) }.result()
    }
}

/// A launch attribute of [`launch_kernel_ex`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LaunchAttribute {
    /// Thread-block clusters of this shape (`CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`).
    ClusterDimension([u32; 3]),
    /// The kernel may start before the previous kernel on the stream ends, at that
    /// kernel's trigger (`CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`).
    ProgrammaticStreamSerialization,
}

impl LaunchAttribute {
    fn raw(self) -> sys::CUlaunchAttribute {
        // SAFETY: zero is a valid bit pattern for this plain C struct.
        let mut a: sys::CUlaunchAttribute = unsafe { core::mem::zeroed() };
        match self {
            LaunchAttribute::ClusterDimension([x, y, z]) => {
                a.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
                a.value.clusterDim.x = x;
                a.value.clusterDim.y = y;
                a.value.clusterDim.z = z;
            }
            LaunchAttribute::ProgrammaticStreamSerialization => {
                a.id =
                    sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
                a.value.programmaticStreamSerializationAllowed = 1;
            }
        }
        a
    }
}

/// Launches `func` on `stream` with a grid, a block, `shared_bytes` of dynamic shared
/// memory and launch attributes (`cuLaunchKernelEx`).
///
/// # Safety
/// `func` is a kernel of a loaded module whose context is current on this thread and
/// owns `stream`; `params` holds one pointer per kernel parameter, each to a value of
/// the parameter's type and size, alive for the call (the driver copies them); what the
/// kernel reads and writes is valid for it until it finishes.
pub(crate) unsafe fn launch_kernel_ex(
    func: CUfunction,
    stream: &CudaStream,
    grid: [u32; 3],
    block: [u32; 3],
    shared_bytes: u32,
    attrs: &[LaunchAttribute],
    params: &mut [*mut c_void],
) -> Result<()> {
    let mut attrs: Vec<sys::CUlaunchAttribute> = attrs.iter().map(|a| a.raw()).collect();
    let config = sys::CUlaunchConfig {
        gridDimX: grid[0],
        gridDimY: grid[1],
        gridDimZ: grid[2],
        blockDimX: block[0],
        blockDimY: block[1],
        blockDimZ: block[2],
        sharedMemBytes: shared_bytes,
        hStream: stream.cu_stream(),
        attrs: attrs.as_mut_ptr(),
        numAttrs: attrs.len() as u32,
    };
    // SAFETY: the caller guarantees the function and the parameters; the configuration
    // and its attributes outlive the call.
    unsafe { sys::cuLaunchKernelEx(&config, func, params.as_mut_ptr(), core::ptr::null_mut()) }
        .result()
}

/// Queues a copy of `src` to the device address `dst` on `stream`
/// (`cuMemcpyHtoDAsync`).
///
/// # Safety
/// `dst` is the start of at least `size_of_val(src)` bytes of device memory of the
/// context current on this thread; `src` stays alive and unchanged until the stream has
/// run the copy.
pub(crate) unsafe fn memcpy_htod_async<T>(
    dst: CUdeviceptr,
    src: &[T],
    stream: &CudaStream,
) -> Result<()> {
    // SAFETY: as the caller guarantees; `src` is `size_of_val(src)` readable bytes.
    unsafe {
        sys::cuMemcpyHtoDAsync_v2(
            dst,
            src.as_ptr().cast(),
            core::mem::size_of_val(src),
            stream.cu_stream(),
        )
    }
    .result()
}

/// Queues a copy from the device address `src` into `dst` on `stream`
/// (`cuMemcpyDtoHAsync`).
///
/// # Safety
/// `src` is the start of at least `size_of_val(dst)` bytes of device memory of the
/// context current on this thread; `dst` stays alive and is not read until the stream
/// has run the copy; any bytes copied are a valid `T`.
pub(crate) unsafe fn memcpy_dtoh_async<T>(
    dst: &mut [T],
    src: CUdeviceptr,
    stream: &CudaStream,
) -> Result<()> {
    // SAFETY: as the caller guarantees; `dst` is `size_of_val(dst)` writable bytes.
    unsafe {
        sys::cuMemcpyDtoHAsync_v2(
            dst.as_mut_ptr().cast(),
            src,
            core::mem::size_of_val(dst),
            stream.cu_stream(),
        )
    }
    .result()
}

/// Peer access between two devices (`cuDeviceCanAccessPeer`, `cuCtxEnablePeerAccess`).
pub(crate) mod peer {
    use super::*;

    /// Whether the device of `dev` can read and write the memory of the device of `peer`
    /// directly (`cuDeviceCanAccessPeer`).
    pub(crate) fn can_access(
        dev: &cudarc::driver::CudaContext,
        peer: &cudarc::driver::CudaContext,
    ) -> Result<bool> {
        let mut can = 0i32;
        // SAFETY: writes one int; both device handles come from live contexts.
        unsafe { sys::cuDeviceCanAccessPeer(&mut can, dev.cu_device(), peer.cu_device()) }
            .result()?;
        Ok(can != 0)
    }

    /// Lets the context current on this thread access the memory of `peer`'s context
    /// (`cuCtxEnablePeerAccess`).
    ///
    /// # Safety
    /// A context is current on this thread and `peer` is a live context.
    pub(crate) unsafe fn enable(peer: &cudarc::driver::CudaContext) -> Result<()> {
        // SAFETY: as the caller guarantees; flags must be 0.
        unsafe { sys::cuCtxEnablePeerAccess(peer.cu_ctx(), 0) }.result()
    }

    /// Lets the device of `accessor` read and write what the stream-ordered allocator
    /// (`cuMemAllocAsync`, which cudarc uses where the device supports memory pools)
    /// hands out on the device of `owner`: `cuMemPoolSetAccess` on `owner`'s current
    /// memory pool (`cuDeviceGetMemPool`). Peer access of contexts does not cover pool
    /// memory.
    pub(crate) fn grant_pool_access(
        owner: &cudarc::driver::CudaContext,
        accessor: &cudarc::driver::CudaContext,
    ) -> Result<()> {
        let mut pool: sys::CUmemoryPool = core::ptr::null_mut();
        // SAFETY: writes one pool handle; the device handle comes from a live context.
        unsafe { sys::cuDeviceGetMemPool(&mut pool, owner.cu_device()) }.result()?;
        let desc = sys::CUmemAccessDesc {
            location: sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: accessor.ordinal() as i32,
            },
            flags: sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        };
        // SAFETY: one access descriptor, alive for the call, for a pool the driver gave.
        unsafe { sys::cuMemPoolSetAccess(pool, &desc, 1) }.result()
    }

    /// Whether a driver error says that peer access was already enabled.
    pub(crate) fn already_enabled(e: &DriverError) -> bool {
        e.0 == sys::CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED
    }
}

/// NCCL's own error descriptions (`ncclGetErrorString`, `ncclGetLastError`), and whether
/// its library loads.
#[cfg(feature = "nccl")]
pub(crate) mod nccl {
    use cudarc::nccl::result::NcclError;
    use cudarc::nccl::sys;

    /// Whether NCCL's library can be loaded under a name cudarc looks for.
    pub(crate) fn is_present() -> bool {
        // SAFETY: only tries to dlopen the library names cudarc knows, and closes them.
        unsafe { sys::is_culib_present() }
    }

    /// The error's name (`ncclInvalidArgument`) and NCCL's description of it, with the
    /// last error message NCCL recorded on this thread (empty when it has none).
    pub(crate) fn describe(e: &NcclError) -> (String, String) {
        let name = format!("{:?}", e.0);
        // SAFETY: both return NUL-terminated static strings owned by NCCL (or null);
        // `ncclGetLastError` ignores its communicator argument, which may be null.
        let text = |p: *const core::ffi::c_char| {
            if p.is_null() {
                String::new()
            } else {
                // SAFETY: a NUL-terminated string from NCCL.
                unsafe { core::ffi::CStr::from_ptr(p) }
                    .to_string_lossy()
                    .into_owned()
            }
        };
        // SAFETY: see above.
        let what = text(unsafe { sys::ncclGetErrorString(e.0) });
        // SAFETY: see above.
        let last = text(unsafe { sys::ncclGetLastError(core::ptr::null_mut()) });
        let detail = if last.is_empty() || last == what {
            what
        } else {
            format!("{what}; {last}")
        };
        (name, detail)
    }
}

/// What [`encode_tiled`] encodes. The arrays list the innermost dimension first.
pub(crate) struct Tiled<'a> {
    /// The element type.
    pub(crate) data_type: CUtensorMapDataType,
    /// The tensor's device address.
    pub(crate) addr: u64,
    /// The tensor's extent in each dimension (the rank is its length).
    pub(crate) dims: &'a [u64],
    /// The byte stride of each dimension but the first (rank - 1 entries).
    pub(crate) strides: &'a [u64],
    /// The box (tile) extent in each dimension.
    pub(crate) box_dims: &'a [u32],
    /// The element stride in each dimension.
    pub(crate) elem_strides: &'a [u32],
    /// The interleave.
    pub(crate) interleave: CUtensorMapInterleave,
    /// The shared-memory swizzle.
    pub(crate) swizzle: CUtensorMapSwizzle,
    /// The L2 promotion.
    pub(crate) l2_promotion: CUtensorMapL2promotion,
    /// What out-of-bounds reads give.
    pub(crate) oob_fill: CUtensorMapFloatOOBfill,
}

/// Encodes a tiled tensor map: its 128 opaque bytes (`cuTensorMapEncodeTiled`). The
/// driver only reads the arrays and checks the values; it does not touch the tensor.
///
/// Arrays whose lengths do not follow the rank (`dims.len()`) are refused with
/// `CUDA_ERROR_INVALID_VALUE` before the driver is called (it would read past them).
pub(crate) fn encode_tiled(t: &Tiled<'_>) -> Result<[u64; 16]> {
    let rank = t.dims.len();
    if rank == 0
        || t.strides.len() + 1 != rank
        || t.box_dims.len() != rank
        || t.elem_strides.len() != rank
    {
        return Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE));
    }
    // SAFETY: a plain C struct of 16 integers; zero is a valid value.
    let mut map: sys::CUtensorMap = unsafe { core::mem::zeroed() };
    // SAFETY: every array has as many entries as the driver reads for this rank (rank,
    // rank - 1 for the strides); `map` is an output of the driver's own type.
    unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut map,
            t.data_type,
            rank as u32,
            t.addr as *mut c_void,
            t.dims.as_ptr(),
            t.strides.as_ptr(),
            t.box_dims.as_ptr(),
            t.elem_strides.as_ptr(),
            t.interleave,
            t.swizzle,
            t.l2_promotion,
            t.oob_fill,
        )
    }
    .result()?;
    Ok(map.opaque)
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// The `.rs` files under `dir`, recursively.
    fn sources(dir: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).expect("a source directory") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                out.extend(sources(&path));
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
        out
    }

    #[test]
    fn launch_attributes_set_their_id_and_value() {
        use super::{LaunchAttribute, sys::CUlaunchAttributeID as Id};
        let a = LaunchAttribute::ClusterDimension([2, 3, 4]).raw();
        assert_eq!(a.id, Id::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
        // SAFETY: the union member that the id names.
        let d = unsafe { a.value.clusterDim };
        assert_eq!((d.x, d.y, d.z), (2, 3, 4));
        let a = LaunchAttribute::ProgrammaticStreamSerialization.raw();
        assert_eq!(
            a.id,
            Id::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
        );
        // SAFETY: as above.
        assert_eq!(unsafe { a.value.programmaticStreamSerializationAllowed }, 1);
    }

    #[test]
    fn encode_tiled_refuses_arrays_that_do_not_follow_the_rank() {
        use super::*;
        // Refused before the driver is called: two dimensions but two strides.
        let r = encode_tiled(&Tiled {
            data_type: CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
            addr: 0,
            dims: &[64, 64],
            strides: &[256, 256],
            box_dims: &[32, 8],
            elem_strides: &[1, 1],
            interleave: CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            swizzle: CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
            l2_promotion: CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            oob_fill: CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        });
        assert_eq!(r.unwrap_err().0, sys::CUresult::CUDA_ERROR_INVALID_VALUE);
    }

    /// The raw driver bindings are named in this module only: no other source file of the
    /// crate names `sys::` (and so none calls a driver entry point itself).
    #[test]
    fn only_this_module_names_sys() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let this = src.join("driver.rs");
        let files = sources(&src);
        assert!(files.contains(&this), "{} is missing", this.display());
        assert!(
            files.len() > 1,
            "no other source file found in {}",
            src.display()
        );
        for file in files.iter().filter(|f| **f != this) {
            let text = std::fs::read_to_string(file).expect("a readable source file");
            for (i, line) in text.lines().enumerate() {
                assert!(
                    !line.contains("sys::"),
                    "{}:{}: names `sys::`; raw driver calls belong in ptx-runtime/src/driver.rs: {}",
                    file.display(),
                    i + 1,
                    line.trim()
                );
            }
        }
    }
}
