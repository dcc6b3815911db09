//! Errors: what failed, on which side (this crate's checks or the driver), and what to do.

use core::fmt;

use typed_ptx_builder::{Errors, Site};
use typed_ptx_isa::Version;

use crate::driver::CUresult;
use crate::preflight::{DriverVersion, PtxTarget};

/// Everything that can go wrong between a [`Module`](typed_ptx_builder::Module) and a
/// finished launch. Every message says what failed and how to fix it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The CUDA driver library (`libcuda.so`) could not be loaded.
    #[error(
        "no NVIDIA driver was found: {detail}; install the NVIDIA driver, or run on a machine with an NVIDIA GPU"
    )]
    NoDriver {
        /// What was tried.
        detail: String,
    },
    /// The driver is there but the GPU asked for is not.
    #[error("no NVIDIA GPU {ordinal} is present: the driver reports {count} device(s){}", if .count == &0 { " (is the GPU visible to this process? check CUDA_VISIBLE_DEVICES)" } else { "" })]
    NoDevice {
        /// The device ordinal asked for.
        ordinal: usize,
        /// How many devices the driver sees.
        count: usize,
    },
    /// A driver call failed.
    #[error("{what}: {name} ({description})")]
    Cuda {
        /// What was being done.
        what: String,
        /// The driver's result code.
        result: CUresult,
        /// Its name (`CUDA_ERROR_INVALID_VALUE`).
        name: String,
        /// The driver's description of it.
        description: String,
    },
    /// The module did not emit (the builder's errors, each with its Rust call site).
    #[error("the module does not emit:\n{0}")]
    Emit(Errors),
    /// The module's `.version` is newer than the installed driver can JIT.
    #[error("the module is PTX ISA {module} (`.version {module}`), but the installed NVIDIA driver ({driver}) JITs PTX ISA {driver_isa} at most{}: update the driver, or emit PTX ISA {driver_isa} or older (typed-ptx emits the smallest version that covers what a module uses; do not pin a newer one with Module::pin_version)", if *.driver_known { "" } else { " (a driver newer than this crate's table: assumed)" })]
    VersionTooNew {
        /// The module's `.version`.
        module: Version,
        /// The driver's CUDA version.
        driver: DriverVersion,
        /// The newest ISA that driver JITs.
        driver_isa: Version,
        /// Whether the driver is in this crate's table.
        driver_known: bool,
    },
    /// The module's `.target` cannot run on the device.
    #[error("{}", target_message(.target, .device, .capability))]
    TargetTooNew {
        /// The module's `.target`.
        target: PtxTarget,
        /// The device's name.
        device: String,
        /// The device's compute capability.
        capability: (u32, u32),
    },
    /// The driver's JIT compiler rejected the PTX.
    #[error("{0}")]
    Jit(Box<JitFailure>),
    /// The PTX contains a NUL byte, which the driver API cannot take.
    #[error("the PTX text contains a NUL byte at offset {0}; the driver reads PTX as a C string")]
    NulInPtx(usize),
    /// A compilation thread of [`Gpu::load_many`](crate::Gpu::load_many) stopped before
    /// giving this module's result (it panicked).
    #[error(
        "the compilation of this module did not finish (a compilation thread stopped); load it alone with Gpu::load to see why"
    )]
    LoadAborted,
    /// No kernel of that name in the module.
    #[error("the module has no kernel `{name}`; its kernels are: {}", if .available.is_empty() { "(none)".to_owned() } else { .available.join(", ") })]
    NoSuchKernel {
        /// The name asked for.
        name: String,
        /// The kernels the module has.
        available: Vec<String>,
    },
    /// A typed kernel handle does not match the PTX entry of that name.
    #[error(
        "kernel `{kernel}`: the handle's parameters are ({expected}) but the loaded PTX declares ({found}); load the module the handle came from"
    )]
    SignatureMismatch {
        /// The kernel.
        kernel: String,
        /// The handle's parameter types.
        expected: String,
        /// The PTX's.
        found: String,
    },
    /// A launch with the wrong number of arguments.
    #[error("kernel `{kernel}` takes {expected} argument(s) ({signature}) but {given} were given")]
    ArgCount {
        /// The kernel.
        kernel: String,
        /// How many parameters it has.
        expected: usize,
        /// How many arguments were given.
        given: usize,
        /// Its parameter list.
        signature: String,
    },
    /// A launch argument of the wrong type.
    #[error(
        "kernel `{kernel}`: argument {index} (parameter `{param}`) must be {expected}, but {given} was given"
    )]
    ArgType {
        /// The kernel.
        kernel: String,
        /// The argument's position (0-based).
        index: usize,
        /// The parameter's name.
        param: String,
        /// What the parameter takes.
        expected: String,
        /// What was given.
        given: String,
    },
    /// A buffer argument that lives on another GPU than the launch.
    #[error(
        "kernel `{kernel}`: argument {index} (parameter `{param}`) is a buffer on GPU {buffer_gpu}{}, but the kernel is launched on GPU {launch_gpu}: pass a buffer of the launch's GPU and context (copy it there with Gpu::copy_from_peer), or a GlobalAddr if the kernel is meant to read another GPU's memory over a peer path", if .buffer_gpu == .launch_gpu { " (another context)" } else { "" }
    )]
    ArgDevice {
        /// The kernel.
        kernel: String,
        /// The argument's position (0-based).
        index: usize,
        /// The parameter's name.
        param: String,
        /// The GPU the buffer lives on.
        buffer_gpu: usize,
        /// The GPU the launch is on.
        launch_gpu: usize,
    },
    /// A launch on a stream of another GPU than the one the module is loaded on.
    #[error(
        "kernel `{kernel}`: launched on a stream of GPU {stream_gpu}{}, but its module is loaded on GPU {module_gpu}: launch on a stream of the module's GPU and context, or load the module on that stream's GPU (Gpus::load loads it on every GPU)", if .stream_gpu == .module_gpu { " (another context)" } else { "" }
    )]
    LaunchStream {
        /// The kernel.
        kernel: String,
        /// The GPU of the module.
        module_gpu: usize,
        /// The GPU of the stream.
        stream_gpu: usize,
    },
    /// The launch asks for more shared memory than the device has per block.
    #[error("kernel `{kernel}`: {dynamic} bytes of dynamic shared memory plus its {static_bytes} bytes of static shared memory exceed the device maximum of {max} bytes per block ({device}); ask for at most {} bytes", .max.saturating_sub(*.static_bytes))]
    SharedMemory {
        /// The kernel.
        kernel: String,
        /// Dynamic shared memory asked for.
        dynamic: u32,
        /// The kernel's static shared memory.
        static_bytes: u32,
        /// The device's opt-in maximum per block.
        max: u32,
        /// The device's name.
        device: String,
    },
    /// The block shape does not suit the kernel.
    #[error("kernel `{kernel}`: block {block:?} {why}")]
    Block {
        /// The kernel.
        kernel: String,
        /// The block asked for.
        block: [u32; 3],
        /// What is wrong.
        why: String,
    },
    /// The cluster shape or device does not allow the launch.
    #[error("kernel `{kernel}`: {why}")]
    Cluster {
        /// The kernel.
        kernel: String,
        /// What is wrong.
        why: String,
    },
    /// A tensor map the driver would refuse (`cuTensorMapEncodeTiled`), found before the
    /// driver is called.
    #[error("tensor map: {what}; {fix}")]
    TensorMap {
        /// Which value breaks which rule.
        what: String,
        /// How to fix it.
        fix: &'static str,
    },
    /// A timing the runtime cannot make ([`Timer::median`](crate::Timer::median) of no runs).
    #[error("timing: {what}; {fix}")]
    Timing {
        /// What was asked.
        what: String,
        /// How to fix it.
        fix: &'static str,
    },
    /// A programmatic dependent launch ([`Launch::programmatic`](crate::Launch::programmatic))
    /// the device cannot make.
    #[error("kernel `{kernel}`: {why}")]
    DependentLaunch {
        /// The kernel.
        kernel: String,
        /// What is wrong.
        why: String,
    },
    /// A kernel handle or module variable that the loaded module cannot vouch for: made
    /// by another [`Module`](typed_ptx_builder::Module) than the one it was loaded from
    /// (a symbol of the same name there may be of another type or state space), made
    /// after the load, or given to a module loaded from PTX text.
    #[error("{what} does not belong to this loaded module: {why}")]
    ForeignHandle {
        /// The handle (`kernel \`k\``, `module variable \`v\``).
        what: String,
        /// Why, and how to fix it.
        why: String,
    },
    /// A module variable that does not exist, or data of the wrong size for it.
    #[error("module variable `{name}`: {why}")]
    Variable {
        /// The variable.
        name: String,
        /// What is wrong.
        why: String,
    },
    /// A set of GPUs that cannot be made ([`Gpus`](crate::Gpus)): none asked for, an
    /// ordinal twice, or more GPUs than the machine has.
    #[error("GPU set: {why}")]
    GpuSet {
        /// What is wrong, and how to fix it.
        why: String,
    },
    /// Peer access between two GPUs that the driver does not allow or that failed.
    #[error("peer access from GPU {from} to GPU {to}: {why}")]
    Peer {
        /// The GPU that would access the other's memory.
        from: usize,
        /// The GPU whose memory would be accessed.
        to: usize,
        /// What is wrong, and how to fix it.
        why: String,
    },
    /// A device-to-device copy whose buffers do not fit each other.
    #[error("copy at {at}: {why}")]
    Copy {
        /// What is wrong, and how to fix it.
        why: String,
        /// The Rust call site of the copy.
        at: &'static core::panic::Location<'static>,
    },
    /// NCCL's library could not be loaded (the `nccl` feature).
    #[error("NCCL could not be loaded: {detail}")]
    NcclMissing {
        /// What was looked for and found, and what to install or link.
        detail: String,
    },
    /// A collective or communicator call that failed, or whose arguments are wrong
    /// (the `nccl` feature): which operation, on which rank, where, and why.
    #[error("NCCL {op} on rank {rank} of {world} (GPU {ordinal}) at {at}: {why}")]
    Collective {
        /// The operation (`all_reduce`, `communicator init`).
        op: &'static str,
        /// The rank of the communicator.
        rank: usize,
        /// The number of ranks.
        world: usize,
        /// The GPU of the communicator.
        ordinal: usize,
        /// What went wrong (NCCL's error name and message, or the argument check), and
        /// how to fix it.
        why: String,
        /// The Rust call site.
        at: &'static core::panic::Location<'static>,
    },
    /// A group of collectives (`nccl::group`, the `nccl` feature) that was not issued: one
    /// of its collectives was refused, the ranks of a set queued different ones, groups were
    /// nested, or `ncclGroupStart`/`ncclGroupEnd` failed.
    #[error("NCCL group at {at}: {why}")]
    Group {
        /// NCCL's error, and what to do.
        why: String,
        /// The Rust call site of the group.
        at: &'static core::panic::Location<'static>,
    },
    /// Ranks could not meet: a launch environment variable missing or malformed, or the
    /// NCCL unique id not received through its file or socket (the `nccl` feature).
    #[error("NCCL rendezvous: {why}")]
    Rendezvous {
        /// What is wrong, naming the variable, file or address, and how to fix it.
        why: String,
    },
}

fn target_message(t: &PtxTarget, device: &str, cc: &(u32, u32)) -> String {
    let (a, b) = t.capability();
    let (x, y) = cc;
    let need = match t.suffix {
        Some('a') => {
            format!("is architecture-specific and runs only on compute capability exactly {a}.{b}")
        }
        Some(_) => {
            format!("is family-specific and runs only on compute capability {a}.{b} to {a}.9")
        }
        None => format!("needs a GPU of compute capability {a}.{b} or newer"),
    };
    format!(
        "the module targets {t} (`.target {t}`), which {need}, but the device ({device}) is compute capability {x}.{y}: build the module for sm_{x}{y} (or an older target{})",
        if t.suffix == Some('a') {
            format!(", or sm_{x}{y}a")
        } else {
            String::new()
        }
    )
}

/// One PTX line named by a JIT log: its number, its text and, when the module recorded
/// it, the Rust call site that emitted it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxLine {
    /// The line number (1-based).
    pub line: u32,
    /// The line's text.
    pub text: String,
    /// The Rust call site that emitted it.
    pub site: Option<Site>,
}

/// A JIT compilation failure: the driver's result, its log, and the PTX lines it names.
#[derive(Clone, Debug)]
pub struct JitFailure {
    /// The driver's result code.
    pub result: CUresult,
    /// Its name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// The JIT error log.
    pub log: String,
    /// The JIT info log.
    pub info_log: String,
    /// The lines the log names.
    pub lines: Vec<PtxLine>,
}

impl fmt::Display for JitFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "the driver could not JIT-compile the PTX: {} ({})",
            self.name, self.description
        )?;
        if self.log.trim().is_empty() {
            write!(f, "JIT log: (empty)")?;
        } else {
            writeln!(f, "JIT log:")?;
            for l in self.log.trim_end().lines() {
                writeln!(f, "  {l}")?;
            }
        }
        for l in &self.lines {
            write!(f, "\nPTX line {}: {}", l.line, l.text.trim())?;
            match l.site {
                Some(s) => write!(f, "\n  emitted by {s}")?,
                None => write!(f, "\n  (no Rust call site recorded for this line)")?,
            }
        }
        Ok(())
    }
}

impl Error {
    pub(crate) fn cuda(what: impl Into<String>, e: cudarc::driver::DriverError) -> Error {
        let name = e
            .error_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|_| format!("{:?}", e.0));
        let description = e
            .error_string()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|_| "no description".to_owned());
        Error::Cuda {
            what: what.into(),
            result: e.0,
            name,
            description,
        }
    }

    /// The driver's result code, where the driver reported one.
    pub fn cuda_result(&self) -> Option<CUresult> {
        match self {
            Error::Cuda { result, .. } => Some(*result),
            Error::Jit(j) => Some(j.result),
            _ => None,
        }
    }
}

impl From<Errors> for Error {
    fn from(e: Errors) -> Self {
        Error::Emit(e)
    }
}

/// The result type of this crate.
pub type Result<T, E = Error> = core::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jit_failure_names_log_line_and_site() {
        let site = Site(core::panic::Location::caller());
        let j = JitFailure {
            result: CUresult::CUDA_ERROR_INVALID_PTX,
            name: "CUDA_ERROR_INVALID_PTX".into(),
            description: "a PTX JIT compilation failed".into(),
            log: "ptxas application ptx input, line 12; error   : Not a name of any known instruction: 'frobnicate'\n".into(),
            info_log: String::new(),
            lines: vec![
                PtxLine { line: 12, text: "\tfrobnicate.u32 %r0, 1;".into(), site: Some(site) },
                PtxLine { line: 3, text: ".address_size 64".into(), site: None },
            ],
        };
        let m = Error::Jit(Box::new(j)).to_string();
        assert!(m.starts_with("the driver could not JIT-compile the PTX: CUDA_ERROR_INVALID_PTX (a PTX JIT compilation failed)\nJIT log:\n  ptxas application ptx input, line 12;"), "{m}");
        assert!(
            m.contains(&format!(
                "\nPTX line 12: frobnicate.u32 %r0, 1;\n  emitted by {site}"
            )),
            "{m}"
        );
        assert!(
            m.contains(
                "\nPTX line 3: .address_size 64\n  (no Rust call site recorded for this line)"
            ),
            "{m}"
        );
    }

    #[test]
    fn no_driver_and_no_device_messages() {
        let e = Error::NoDriver {
            detail: "the CUDA driver library (libcuda.so.1) could not be loaded".into(),
        };
        assert_eq!(
            e.to_string(),
            "no NVIDIA driver was found: the CUDA driver library (libcuda.so.1) could not be loaded; install the NVIDIA driver, or run on a machine with an NVIDIA GPU"
        );
        let e = Error::NoDevice {
            ordinal: 1,
            count: 1,
        };
        assert_eq!(
            e.to_string(),
            "no NVIDIA GPU 1 is present: the driver reports 1 device(s)"
        );
    }
}
