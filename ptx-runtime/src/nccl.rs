//! Collectives across GPUs through NCCL (the `nccl` feature), on the runtime's buffers.
//!
//! NCCL is loaded at run time through [`cudarc`]'s `nccl` module, like the driver:
//! building needs neither CUDA nor NCCL, and a machine without NCCL gets
//! [`Error::NcclMissing`], which says what to install (NCCL installs its library as
//! `libnccl.so.2`, cudarc looks for `libnccl.so`: the error says how to link one to the
//! other).
//!
//! Two ways to run:
//! - **one process driving several GPUs**: [`Communicator::for_gpus`] makes one
//!   communicator per GPU of a [`Gpus`]; the collectives of one step, one call per
//!   communicator, go inside [`group`];
//! - **one process per GPU** (what job launchers start): each process calls
//!   [`Communicator::from_env`], which reads `RANK`, `WORLD_SIZE` and `LOCAL_RANK` and
//!   receives NCCL's unique id from rank 0 through a file (`TYPED_PTX_NCCL_ID_FILE`) or a
//!   socket (`MASTER_ADDR`, `MASTER_PORT`) ([`RankEnv`], [`share_id`]).
//!
//! Collectives are typed by the buffers' element type (`f32`, `half::bf16`, `i32`, …:
//! every [`NcclType`]): a send and a receive buffer of different types do not compile,
//! and lengths and devices are checked before NCCL sees them. They are queued on the
//! communicator's GPU's stream. Errors name the operation, the rank and the Rust call
//! site.
//!
//! NVLink multicast (NVLS) is NCCL's choice, set by its environment (`NCCL_NVLS_ENABLE`);
//! this module never creates multicast objects itself.
//!
//! ```no_run
//! use typed_ptx_runtime::nccl::{Communicator, Reduce, group};
//! use typed_ptx_runtime::Gpus;
//!
//! let gpus = Gpus::all()?;
//! let comms = Communicator::for_gpus(&gpus)?;
//! let mut bufs = gpus
//!     .iter()
//!     .enumerate()
//!     .map(|(r, g)| g.upload(&vec![r as f32 + 1.0; 1024]))
//!     .collect::<Result<Vec<_>, _>>()?;
//! group(|| {
//!     for (c, b) in comms.iter().zip(&mut bufs) {
//!         c.all_reduce_in_place(b, Reduce::Sum)?;
//!     }
//!     Ok(())
//! })?;
//! let n = gpus.len() as f32;
//! assert_eq!(gpus[0].download(&bufs[0])?[0], n * (n + 1.0) / 2.0);
//! # Ok::<(), typed_ptx_runtime::Error>(())
//! ```

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use core::panic::Location;

use cudarc::driver::{DevicePtr, DevicePtrMut, DeviceSlice};
pub use cudarc::nccl::NcclType;
use cudarc::nccl::{Comm, Id, ReduceOp};

use crate::driver;
use crate::error::{Error, Result};
use crate::{Gpu, Gpus};

/// A reduction of [`Communicator::all_reduce`] and [`Communicator::reduce_scatter`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reduce {
    /// The sum.
    Sum,
    /// The product.
    Prod,
    /// The largest.
    Max,
    /// The smallest.
    Min,
    /// The mean over the ranks.
    Avg,
}

impl Reduce {
    fn op(self) -> ReduceOp {
        match self {
            Reduce::Sum => ReduceOp::Sum,
            Reduce::Prod => ReduceOp::Prod,
            Reduce::Max => ReduceOp::Max,
            Reduce::Min => ReduceOp::Min,
            Reduce::Avg => ReduceOp::Avg,
        }
    }
}

/// Checks that NCCL's library loads; otherwise [`Error::NcclMissing`] says what was found
/// and what to install or link.
pub fn check_library() -> Result<()> {
    if driver::nccl::is_present() {
        return Ok(());
    }
    let dirs = search_dirs();
    let found = find_versioned(&dirs);
    Err(Error::NcclMissing {
        detail: missing_detail(found.as_deref(), &dirs),
    })
}

/// The file name NCCL installs its library under.
const VERSIONED: &str = "libnccl.so.2";

/// The directories where an NCCL library is commonly installed: the library path, the
/// system's, CUDA's, and the `nvidia/nccl/lib` folders of Python environments (the
/// `nvidia-nccl-cu*` wheels that PyTorch installs).
fn search_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("LD_LIBRARY_PATH")
        .map(|v| std::env::split_paths(&v).collect())
        .unwrap_or_default();
    for d in [
        "/usr/lib/x86_64-linux-gnu",
        "/usr/lib/aarch64-linux-gnu",
        "/usr/lib64",
        "/usr/lib",
        "/usr/local/lib",
        "/usr/local/cuda/lib64",
        "/usr/local/nccl/lib",
    ] {
        dirs.push(PathBuf::from(d));
    }
    let mut envs: Vec<PathBuf> = ["/usr", "/usr/local", "/opt/conda"]
        .iter()
        .map(PathBuf::from)
        .collect();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX", "HOME"] {
        if let Some(v) = std::env::var_os(var) {
            let p = PathBuf::from(v);
            envs.push(if var == "HOME" { p.join(".local") } else { p });
        }
    }
    for env in envs {
        let Ok(entries) = std::fs::read_dir(env.join("lib")) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("python3"))
            })
            .collect();
        pythons.sort();
        for py in pythons {
            for sub in ["site-packages", "dist-packages"] {
                dirs.push(py.join(sub).join("nvidia/nccl/lib"));
            }
        }
    }
    dirs
}

/// The first `libnccl.so.2` in `dirs`.
fn find_versioned(dirs: &[PathBuf]) -> Option<PathBuf> {
    dirs.iter().map(|d| d.join(VERSIONED)).find(|p| p.is_file())
}

/// What [`Error::NcclMissing`] says: the library NCCL installed, if one was found, and
/// how to make it loadable; otherwise what to install.
fn missing_detail(found: Option<&Path>, searched: &[PathBuf]) -> String {
    let wanted = "cudarc, through which typed-ptx loads NCCL, looks for the unversioned name libnccl.so (or libnccl.so.12, .11, .10, .9, .1) on the library path";
    match found {
        Some(path) => format!(
            "NCCL is installed as {} but {wanted}, and NCCL installs only libnccl.so.2: link it under that name in a directory on the library path, e.g. `mkdir -p ~/.local/lib/nccl && ln -sf {} ~/.local/lib/nccl/libnccl.so && export LD_LIBRARY_PATH=~/.local/lib/nccl:$LD_LIBRARY_PATH` (NVIDIA's libnccl-dev package makes that link as well)",
            path.display(),
            path.display()
        ),
        None => format!(
            "no NCCL library was found: {wanted}, and no {VERSIONED} is in {}. Install NCCL: `pip install nvidia-nccl-cu13` (or -cu12; it installs .../site-packages/nvidia/nccl/lib/{VERSIONED}: link libnccl.so to it and put its directory on LD_LIBRARY_PATH), or `apt install libnccl2 libnccl-dev` from NVIDIA's CUDA repository (which installs libnccl.so)",
            searched
                .iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Runs an NCCL call, turning a panic inside cudarc's bindings (a symbol the installed
/// NCCL lacks) into an error.
fn guarded<T>(
    f: impl FnOnce() -> core::result::Result<T, cudarc::nccl::result::NcclError>,
) -> core::result::Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => {
            let (name, detail) = driver::nccl::describe(&e);
            Err(format!("{name}: {detail}{}", hint(&name)))
        }
        Err(p) => Err(format!(
            "the NCCL bindings failed: {} (is the installed NCCL older than 2.18?)",
            p.downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic")
        )),
    }
}

/// What to do about an NCCL error, by its name.
fn hint(name: &str) -> &'static str {
    match name {
        "ncclUnhandledCudaError" => {
            " (a CUDA call inside NCCL failed: a kernel queued before may have faulted; synchronize and check the GPU's earlier work)"
        }
        "ncclSystemError" | "ncclRemoteError" => {
            " (a peer rank failed or could not be reached: check the other ranks' output; set NCCL_DEBUG=INFO for NCCL's own log)"
        }
        "ncclInvalidUsage" => {
            " (the ranks made different calls, or a single process drove several GPUs without `group`)"
        }
        _ => "",
    }
}

/// NCCL's unique id: rank 0 makes it, every rank needs it to join the communicator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct UniqueId([u8; 128]);

impl core::fmt::Debug for UniqueId {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("UniqueId(..)")
    }
}

impl UniqueId {
    /// A new id (`ncclGetUniqueId`): rank 0 makes it and sends it to the others.
    pub fn new() -> Result<UniqueId> {
        check_library()?;
        let id = guarded(Id::new).map_err(|why| Error::Rendezvous {
            why: format!("making NCCL's unique id (ncclGetUniqueId) failed: {why}"),
        })?;
        Ok(UniqueId(id.internal().map(|c| c as u8)))
    }

    /// An id from its 128 bytes (received from rank 0).
    pub fn from_bytes(bytes: [u8; 128]) -> UniqueId {
        UniqueId(bytes)
    }

    /// Its 128 bytes.
    pub fn to_bytes(&self) -> [u8; 128] {
        self.0
    }

    /// As lowercase hexadecimal (256 characters), the form of the id file.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// From [`to_hex`](UniqueId::to_hex)'s form; `None` when it is not 256 hex digits.
    pub fn from_hex(s: &str) -> Option<UniqueId> {
        let s = s.trim();
        if s.len() != 256 || !s.is_ascii() {
            return None;
        }
        let mut out = [0u8; 128];
        for (i, b) in out.iter_mut().enumerate() {
            *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(UniqueId(out))
    }

    fn id(&self) -> Id {
        Id::uninit(self.0.map(|b| b as core::ffi::c_char))
    }
}

/// A process's place in a job of one process per GPU, as job launchers (`torchrun`,
/// `mpirun` wrappers, `scripts/tp.sh`) set it: `RANK`, `WORLD_SIZE`, and `LOCAL_RANK`
/// (the GPU ordinal on this host; `RANK` when unset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankEnv {
    /// This process's rank, `0..world`.
    pub rank: usize,
    /// The number of processes.
    pub world: usize,
    /// The GPU this process uses.
    pub local_rank: usize,
}

impl RankEnv {
    /// Reads `RANK`, `WORLD_SIZE` and `LOCAL_RANK` from the environment.
    pub fn from_env() -> Result<RankEnv> {
        RankEnv::from_vars(|k| std::env::var(k).ok())
    }

    /// Reads the three variables through `var` (for tests and launchers of your own).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<RankEnv> {
        let read = |name: &str, required: bool| -> Result<Option<usize>> {
            match var(name) {
                None if required => Err(Error::Rendezvous {
                    why: format!(
                        "{name} is not set: a job of one process per GPU sets RANK (0 to WORLD_SIZE - 1), WORLD_SIZE and LOCAL_RANK for each process (scripts/tp.sh, torchrun and similar launchers do)"
                    ),
                }),
                None => Ok(None),
                Some(v) => v.trim().parse().map(Some).map_err(|_| Error::Rendezvous {
                    why: format!("{name}={v:?} is not a whole number"),
                }),
            }
        };
        let (Some(rank), Some(world)) = (read("RANK", true)?, read("WORLD_SIZE", true)?) else {
            unreachable!("required variables are Some or an error")
        };
        if world == 0 || rank >= world {
            return Err(Error::Rendezvous {
                why: format!(
                    "RANK={rank} with WORLD_SIZE={world}: the ranks are 0 to WORLD_SIZE - 1"
                ),
            });
        }
        let local_rank = read("LOCAL_RANK", false)?.unwrap_or(rank);
        Ok(RankEnv {
            rank,
            world,
            local_rank,
        })
    }
}

/// How the ranks of a job receive rank 0's unique id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdChannel {
    /// Rank 0 writes the id into this file (a path fresh for the job, on a file system
    /// every rank sees); the others wait for it.
    File(PathBuf),
    /// Rank 0 listens on this address (`MASTER_ADDR:MASTER_PORT`); the others connect.
    Socket(String),
}

impl IdChannel {
    /// `TYPED_PTX_NCCL_ID_FILE` if set, else `MASTER_ADDR` and `MASTER_PORT`.
    pub fn from_env() -> Result<IdChannel> {
        IdChannel::from_vars(|k| std::env::var(k).ok())
    }

    /// [`from_env`](IdChannel::from_env) through `var`.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<IdChannel> {
        if let Some(f) = var("TYPED_PTX_NCCL_ID_FILE").filter(|f| !f.is_empty()) {
            return Ok(IdChannel::File(PathBuf::from(f)));
        }
        match (var("MASTER_ADDR"), var("MASTER_PORT")) {
            (Some(a), Some(p)) => {
                let port: u16 = p.trim().parse().map_err(|_| Error::Rendezvous {
                    why: format!("MASTER_PORT={p:?} is not a port number"),
                })?;
                Ok(IdChannel::Socket(format!("{}:{port}", a.trim())))
            }
            (Some(_), None) => Err(Error::Rendezvous {
                why: "MASTER_ADDR is set but MASTER_PORT is not: set both (rank 0's host and a free port)".to_owned(),
            }),
            _ => Err(Error::Rendezvous {
                why: "no way to share NCCL's unique id: set TYPED_PTX_NCCL_ID_FILE to a path fresh for this job that every rank sees, or MASTER_ADDR and MASTER_PORT to rank 0's host and a free port".to_owned(),
            }),
        }
    }
}

/// Shares rank 0's id with every rank through `channel`: rank 0 calls `make` and sends
/// its result; the others wait up to `timeout` for it. Every rank returns the id.
pub fn share_id(
    env: &RankEnv,
    channel: &IdChannel,
    timeout: Duration,
    make: impl FnOnce() -> Result<UniqueId>,
) -> Result<UniqueId> {
    match channel {
        IdChannel::File(path) if env.rank == 0 => {
            let id = make()?;
            publish_file(path, &id)?;
            Ok(id)
        }
        IdChannel::File(path) => wait_file(path, env.rank, timeout),
        IdChannel::Socket(addr) if env.rank == 0 => {
            let id = make()?;
            serve(addr, &id, env.world - 1, timeout)?;
            Ok(id)
        }
        IdChannel::Socket(addr) => fetch(addr, env.rank, timeout),
    }
}

fn rendezvous(why: String) -> Error {
    Error::Rendezvous { why }
}

/// Rank 0: writes the id next to `path` and renames it into place, so that no rank reads
/// half a file. An existing file is refused: it would be a previous job's id.
fn publish_file(path: &Path, id: &UniqueId) -> Result<()> {
    if path.exists() {
        return Err(rendezvous(format!(
            "the id file {} already exists (a previous job's?): remove it, or give each job a fresh TYPED_PTX_NCCL_ID_FILE",
            path.display()
        )));
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        writeln!(f, "{}", id.to_hex())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    };
    write().map_err(|e| {
        rendezvous(format!(
            "rank 0 could not write the id file {}: {e}",
            path.display()
        ))
    })
}

/// Ranks > 0: waits for rank 0's id file.
fn wait_file(path: &Path, rank: usize, timeout: Duration) -> Result<UniqueId> {
    let start = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(path) {
            return UniqueId::from_hex(&text).ok_or_else(|| {
                rendezvous(format!(
                    "rank {rank}: the id file {} does not hold an id (256 hex digits): was it written by another program?",
                    path.display()
                ))
            });
        }
        if start.elapsed() > timeout {
            return Err(rendezvous(format!(
                "rank {rank} waited {:.0} s for rank 0's id file {} and it did not appear: did rank 0 start, and do both see the same file system?",
                timeout.as_secs_f64(),
                path.display()
            )));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Rank 0: accepts `peers` connections on `addr` and sends the id on each.
fn serve(addr: &str, id: &UniqueId, peers: usize, timeout: Duration) -> Result<()> {
    let listener = TcpListener::bind(addr).map_err(|e| {
        rendezvous(format!(
            "rank 0 could not listen on {addr} (MASTER_ADDR:MASTER_PORT): {e}; pick a free port on rank 0's host"
        ))
    })?;
    listener
        .set_nonblocking(true)
        .map_err(|e| rendezvous(format!("rank 0: listening on {addr}: {e}")))?;
    let start = Instant::now();
    let mut sent = 0;
    while sent < peers {
        match listener.accept() {
            Ok((mut s, _)) => {
                let send = s
                    .set_nonblocking(false)
                    .and_then(|()| s.set_write_timeout(Some(timeout)))
                    .and_then(|()| s.write_all(&id.0));
                if send.is_ok() {
                    sent += 1;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if start.elapsed() > timeout {
                    return Err(rendezvous(format!(
                        "rank 0 waited {:.0} s on {addr}, and {sent} of {peers} other ranks connected: did they start, with the same MASTER_ADDR and MASTER_PORT?",
                        timeout.as_secs_f64()
                    )));
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(e) => return Err(rendezvous(format!("rank 0: accepting on {addr}: {e}"))),
        }
    }
    Ok(())
}

/// Ranks > 0: connects to rank 0 (retrying until it listens) and reads the id.
fn fetch(addr: &str, rank: usize, timeout: Duration) -> Result<UniqueId> {
    let start = Instant::now();
    let mut last = String::new();
    while start.elapsed() <= timeout {
        let addrs = match addr.to_socket_addrs() {
            Ok(a) => a.collect::<Vec<_>>(),
            Err(e) => {
                return Err(rendezvous(format!(
                    "rank {rank}: MASTER_ADDR:MASTER_PORT = {addr} does not resolve: {e}"
                )));
            }
        };
        for a in addrs {
            match TcpStream::connect_timeout(&a, Duration::from_millis(500)) {
                Ok(mut s) => {
                    let mut buf = [0u8; 128];
                    s.set_read_timeout(Some(timeout)).ok();
                    return match s.read_exact(&mut buf) {
                        Ok(()) => Ok(UniqueId(buf)),
                        Err(e) => Err(rendezvous(format!(
                            "rank {rank}: connected to rank 0 at {addr} but did not receive the id: {e}"
                        ))),
                    };
                }
                Err(e) => last = e.to_string(),
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Err(rendezvous(format!(
        "rank {rank} could not reach rank 0 at {addr} within {:.0} s (last error: {last}): did rank 0 start, and is the port open between the hosts?",
        timeout.as_secs_f64()
    )))
}

/// How long ranks wait for each other's id: `TYPED_PTX_NCCL_TIMEOUT_S` seconds, else 120.
pub fn rendezvous_timeout() -> Duration {
    let secs = std::env::var("TYPED_PTX_NCCL_TIMEOUT_S")
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .unwrap_or(120.0);
    Duration::from_secs_f64(secs)
}

/// One rank of an NCCL communicator, on one GPU: collectives go to that GPU's stream.
pub struct Communicator {
    comm: Comm,
    gpu: Gpu,
}

impl core::fmt::Debug for Communicator {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Communicator")
            .field("rank", &self.rank())
            .field("world", &self.world_size())
            .field("gpu", &self.gpu.info().ordinal)
            .finish()
    }
}

impl Communicator {
    /// One communicator per GPU of the set, for one process driving them all
    /// (`ncclCommInitAll`): rank `i` is `gpus[i]`. Collectives on several of them at once
    /// go inside [`group`].
    #[track_caller]
    pub fn for_gpus(gpus: &Gpus) -> Result<Vec<Communicator>> {
        let at = Location::caller();
        check_library()?;
        let streams = gpus.iter().map(|g| g.stream().clone()).collect();
        let world = gpus.len();
        let comms = guarded(|| Comm::from_devices(streams)).map_err(|why| Error::Collective {
            op: "communicator init (ncclCommInitAll)",
            rank: 0,
            world,
            ordinal: gpus[0].info().ordinal,
            why,
            at,
        })?;
        Ok(comms
            .into_iter()
            .zip(gpus.iter())
            .map(|(comm, gpu)| Communicator {
                comm,
                gpu: gpu.clone(),
            })
            .collect())
    }

    /// This process's rank of a job of one process per GPU (`ncclCommInitRank`): every
    /// rank calls it with the same `world` and `id`, and it returns once all have joined.
    #[track_caller]
    pub fn from_rank(gpu: &Gpu, rank: usize, world: usize, id: &UniqueId) -> Result<Communicator> {
        let at = Location::caller();
        let err = |why: String| Error::Collective {
            op: "communicator init (ncclCommInitRank)",
            rank,
            world,
            ordinal: gpu.info().ordinal,
            why,
            at,
        };
        if world == 0 || rank >= world {
            return Err(err(format!(
                "rank {rank} of {world}: the ranks are 0 to world - 1"
            )));
        }
        if world > i32::MAX as usize {
            return Err(err(format!(
                "{world} ranks: NCCL counts ranks in 32 bits (at most {})",
                i32::MAX
            )));
        }
        check_library()?;
        gpu.context()
            .bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        let comm =
            guarded(|| Comm::from_rank(gpu.stream().clone(), rank, world, id.id())).map_err(err)?;
        Ok(Communicator {
            comm,
            gpu: gpu.clone(),
        })
    }

    /// This process's rank, as a job launcher started it: [`RankEnv::from_env`] says
    /// which rank and GPU, [`IdChannel::from_env`] how rank 0's id arrives (waiting up to
    /// [`rendezvous_timeout`]).
    #[track_caller]
    pub fn from_env() -> Result<Communicator> {
        let at = Location::caller();
        let env = RankEnv::from_env()?;
        let channel = IdChannel::from_env()?;
        check_library()?;
        let gpu = Gpu::new(env.local_rank)?;
        let id = share_id(&env, &channel, rendezvous_timeout(), UniqueId::new)?;
        Self::init_at(&gpu, &env, &id, at)
    }

    fn init_at(
        gpu: &Gpu,
        env: &RankEnv,
        id: &UniqueId,
        at: &'static Location<'static>,
    ) -> Result<Communicator> {
        Communicator::from_rank(gpu, env.rank, env.world, id).map_err(|e| match e {
            Error::Collective {
                op,
                rank,
                world,
                ordinal,
                why,
                ..
            } => Error::Collective {
                op,
                rank,
                world,
                ordinal,
                why,
                at,
            },
            e => e,
        })
    }

    /// This communicator's rank.
    pub fn rank(&self) -> usize {
        self.comm.rank()
    }

    /// The number of ranks.
    pub fn world_size(&self) -> usize {
        self.comm.world_size()
    }

    /// The GPU this rank runs on.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    fn error(&self, op: &'static str, why: String, at: &'static Location<'static>) -> Error {
        Error::Collective {
            op,
            rank: self.rank(),
            world: self.world_size(),
            ordinal: self.gpu.info().ordinal,
            why,
            at,
        }
    }

    /// Refuses a buffer on another GPU than this rank's (NCCL would read or write
    /// another device's address as its own).
    fn check_device<T>(
        &self,
        op: &'static str,
        which: &str,
        buf: &impl DeviceSlice<T>,
        at: &'static Location<'static>,
    ) -> Result<()> {
        let on = buf.stream().context().ordinal();
        let mine = self.gpu.info().ordinal;
        if on != mine {
            return Err(self.error(
                op,
                format!(
                    "the {which} buffer lives on GPU {on}, but this rank runs on GPU {mine}: give each rank buffers of its own GPU"
                ),
                at,
            ));
        }
        Ok(())
    }

    /// Runs one NCCL call with this rank's context current.
    fn call(
        &self,
        op: &'static str,
        at: &'static Location<'static>,
        f: impl FnOnce(&Comm) -> core::result::Result<(), cudarc::nccl::result::NcclError>,
    ) -> Result<()> {
        self.gpu
            .context()
            .bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        guarded(|| f(&self.comm)).map_err(|why| self.error(op, why, at))
    }

    /// `recv = op over the ranks of send` (`ncclAllReduce`); both of one length.
    #[track_caller]
    pub fn all_reduce<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &self,
        send: &S,
        recv: &mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        const OP: &str = "all_reduce";
        self.check_device(OP, "send", send, at)?;
        self.check_device(OP, "receive", recv, at)?;
        if send.len() != recv.len() {
            return Err(self.error(
                OP,
                format!(
                    "the send buffer has {} elements and the receive buffer {}: all_reduce takes two of one length",
                    send.len(),
                    recv.len()
                ),
                at,
            ));
        }
        self.call(OP, at, |c| c.all_reduce(send, recv, &op.op()).map(drop))
    }

    /// `buf = op over the ranks of buf` (`ncclAllReduce` in place).
    #[track_caller]
    pub fn all_reduce_in_place<T: NcclType, R: DevicePtrMut<T>>(
        &self,
        buf: &mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        self.check_device("all_reduce", "in-place", buf, at)?;
        self.call("all_reduce", at, |c| {
            c.all_reduce_in_place(buf, &op.op()).map(drop)
        })
    }

    /// `recv = the ranks' send buffers, one after another in rank order`
    /// (`ncclAllGather`): `recv` holds `world × send.len()` elements.
    #[track_caller]
    pub fn all_gather<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &self,
        send: &S,
        recv: &mut R,
    ) -> Result<()> {
        let at = Location::caller();
        const OP: &str = "all_gather";
        self.check_device(OP, "send", send, at)?;
        self.check_device(OP, "receive", recv, at)?;
        let want = send.len().checked_mul(self.world_size());
        if want != Some(recv.len()) {
            return Err(self.error(
                OP,
                format!(
                    "the receive buffer has {} elements; it must hold the {} ranks' {} each: {}",
                    recv.len(),
                    self.world_size(),
                    send.len(),
                    want.map_or("more than memory holds".to_owned(), |w| w.to_string())
                ),
                at,
            ));
        }
        self.call(OP, at, |c| c.all_gather(send, recv).map(drop))
    }

    /// `recv = part `rank` of (op over the ranks of send)` (`ncclReduceScatter`): `send`
    /// holds `world × recv.len()` elements.
    #[track_caller]
    pub fn reduce_scatter<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &self,
        send: &S,
        recv: &mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        const OP: &str = "reduce_scatter";
        self.check_device(OP, "send", send, at)?;
        self.check_device(OP, "receive", recv, at)?;
        let want = recv.len().checked_mul(self.world_size());
        if want != Some(send.len()) {
            return Err(self.error(
                OP,
                format!(
                    "the send buffer has {} elements; it must hold {} parts of the receive buffer's {}: {}",
                    send.len(),
                    self.world_size(),
                    recv.len(),
                    want.map_or("more than memory holds".to_owned(), |w| w.to_string())
                ),
                at,
            ));
        }
        self.call(OP, at, |c| c.reduce_scatter(send, recv, &op.op()).map(drop))
    }

    /// `buf = root's buf` on every rank (`ncclBroadcast` in place).
    #[track_caller]
    pub fn broadcast_in_place<T: NcclType, R: DevicePtrMut<T>>(
        &self,
        buf: &mut R,
        root: usize,
    ) -> Result<()> {
        let at = Location::caller();
        const OP: &str = "broadcast";
        self.check_device(OP, "in-place", buf, at)?;
        if root >= self.world_size() {
            return Err(self.error(
                OP,
                format!("root {root}: the ranks are 0 to {}", self.world_size() - 1),
                at,
            ));
        }
        self.call(OP, at, |c| c.broadcast_in_place(buf, root as i32).map(drop))
    }
}

/// Runs `f` between `ncclGroupStart` and `ncclGroupEnd`: the collectives it queues on
/// several communicators of one process start together. A process driving several GPUs
/// must queue one step's collectives this way (one call per communicator), or the first
/// call waits for ranks that are never called. The group ends even when `f` fails.
#[track_caller]
pub fn group<R>(f: impl FnOnce() -> Result<R>) -> Result<R> {
    let at = Location::caller();
    let err = |why: String| Error::Group { why, at };
    check_library()?;
    guarded(|| cudarc::nccl::group_start().map(drop)).map_err(err)?;
    let r = f();
    let end = guarded(|| cudarc::nccl::group_end().map(drop)).map_err(err);
    let r = r?;
    end?;
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let owned: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |k| owned.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn rank_env_reads_the_launcher_variables() {
        let e = RankEnv::from_vars(vars(&[("RANK", "1"), ("WORLD_SIZE", "4")])).unwrap();
        assert_eq!(
            e,
            RankEnv {
                rank: 1,
                world: 4,
                local_rank: 1
            }
        );
        let e = RankEnv::from_vars(vars(&[
            ("RANK", "5"),
            ("WORLD_SIZE", "8"),
            ("LOCAL_RANK", "1"),
        ]))
        .unwrap();
        assert_eq!(e.local_rank, 1);
    }

    #[test]
    fn rank_env_errors_name_the_variable() {
        let msg = |pairs: &[(&str, &str)]| RankEnv::from_vars(vars(pairs)).unwrap_err().to_string();
        assert!(msg(&[("WORLD_SIZE", "2")]).contains("RANK is not set"));
        assert!(msg(&[("RANK", "0")]).contains("WORLD_SIZE is not set"));
        assert!(
            msg(&[("RANK", "x"), ("WORLD_SIZE", "2")]).contains("RANK=\"x\" is not a whole number")
        );
        assert!(
            msg(&[("RANK", "2"), ("WORLD_SIZE", "2")])
                .contains("the ranks are 0 to WORLD_SIZE - 1")
        );
        assert!(
            msg(&[("RANK", "0"), ("WORLD_SIZE", "2"), ("LOCAL_RANK", "-1")])
                .contains("LOCAL_RANK=\"-1\"")
        );
    }

    #[test]
    fn id_channel_prefers_the_file_then_the_socket() {
        let c = IdChannel::from_vars(vars(&[
            ("TYPED_PTX_NCCL_ID_FILE", "/tmp/x"),
            ("MASTER_ADDR", "h"),
            ("MASTER_PORT", "1"),
        ]))
        .unwrap();
        assert_eq!(c, IdChannel::File(PathBuf::from("/tmp/x")));
        let c =
            IdChannel::from_vars(vars(&[("MASTER_ADDR", "h"), ("MASTER_PORT", "29500")])).unwrap();
        assert_eq!(c, IdChannel::Socket("h:29500".to_owned()));
        let e = IdChannel::from_vars(vars(&[])).unwrap_err().to_string();
        assert!(e.contains("TYPED_PTX_NCCL_ID_FILE"), "{e}");
        let e = IdChannel::from_vars(vars(&[("MASTER_ADDR", "h")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("MASTER_PORT is not"), "{e}");
        let e = IdChannel::from_vars(vars(&[("MASTER_ADDR", "h"), ("MASTER_PORT", "99999")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("not a port number"), "{e}");
    }

    fn test_id(seed: u8) -> UniqueId {
        let mut b = [0u8; 128];
        for (i, x) in b.iter_mut().enumerate() {
            *x = (i as u8).wrapping_mul(37).wrapping_add(seed);
        }
        UniqueId::from_bytes(b)
    }

    #[test]
    fn hex_round_trips_and_refuses_other_text() {
        let id = test_id(3);
        assert_eq!(UniqueId::from_hex(&id.to_hex()), Some(id));
        assert_eq!(UniqueId::from_hex(&format!("{}\n", id.to_hex())), Some(id));
        assert_eq!(UniqueId::from_hex("abc"), None);
        assert_eq!(UniqueId::from_hex(&"zz".repeat(128)), None);
        assert_eq!(UniqueId::from_hex(&"é".repeat(128)), None);
    }

    fn env(rank: usize, world: usize) -> RankEnv {
        RankEnv {
            rank,
            world,
            local_rank: rank,
        }
    }

    /// Every rank gets rank 0's id, through each channel, with the ranks starting in
    /// either order.
    fn shares_through(channel: IdChannel) {
        let id = test_id(9);
        let world = 3;
        let t = Duration::from_secs(20);
        let got: Vec<UniqueId> = std::thread::scope(|s| {
            let others: Vec<_> = (1..world)
                .map(|r| {
                    let channel = channel.clone();
                    s.spawn(move || {
                        share_id(&env(r, world), &channel, t, || {
                            panic!("only rank 0 makes it")
                        })
                    })
                })
                .collect();
            std::thread::sleep(Duration::from_millis(50));
            let mine = share_id(&env(0, world), &channel, t, || Ok(id)).unwrap();
            let mut all = vec![mine];
            for h in others {
                all.push(h.join().unwrap().unwrap());
            }
            all
        });
        assert_eq!(got, vec![id; world]);
    }

    #[test]
    fn the_id_file_reaches_every_rank_and_a_stale_one_is_refused() {
        let dir = std::env::temp_dir().join(format!("typed-ptx-nccl-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("id");
        let _ = std::fs::remove_file(&path);
        shares_through(IdChannel::File(path.clone()));
        // The file is still there: a second job on the same path must not reuse it.
        let e = share_id(
            &env(0, 2),
            &IdChannel::File(path.clone()),
            Duration::from_secs(1),
            || Ok(test_id(1)),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("already exists"), "{e}");
        std::fs::write(&path, "not an id").unwrap();
        let e = share_id(
            &env(1, 2),
            &IdChannel::File(path.clone()),
            Duration::from_secs(1),
            || Ok(test_id(1)),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("does not hold an id"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn waiting_for_a_missing_id_file_times_out_naming_it() {
        let path = std::env::temp_dir().join("typed-ptx-nccl-never-written");
        let e = share_id(
            &env(1, 2),
            &IdChannel::File(path),
            Duration::from_millis(50),
            || Ok(test_id(1)),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("rank 1 waited") && e.contains("never-written"),
            "{e}"
        );
    }

    #[test]
    fn the_id_socket_reaches_every_rank() {
        // A free port: bind to 0, read it, release it.
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        shares_through(IdChannel::Socket(format!("127.0.0.1:{port}")));
    }

    #[test]
    fn a_missing_rank_0_times_out_naming_the_address() {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let e = share_id(
            &env(1, 2),
            &IdChannel::Socket(format!("127.0.0.1:{port}")),
            Duration::from_millis(100),
            || Ok(test_id(1)),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("could not reach rank 0 at 127.0.0.1"), "{e}");
    }

    #[test]
    fn a_missing_library_says_what_to_link_or_install() {
        let dir = std::env::temp_dir().join(format!("typed-ptx-nccl-lib-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let dirs = vec![PathBuf::from("/nonexistent"), dir.clone()];
        assert_eq!(find_versioned(&dirs), None);
        let none = missing_detail(None, &dirs);
        assert!(
            none.contains("pip install nvidia-nccl-cu13") && none.contains("/nonexistent"),
            "{none}"
        );
        std::fs::write(dir.join(VERSIONED), b"").unwrap();
        let found = find_versioned(&dirs).unwrap();
        assert_eq!(found, dir.join(VERSIONED));
        let link = missing_detail(Some(&found), &dirs);
        assert!(
            link.contains(&format!("ln -sf {}", found.display()))
                && link.contains("libnccl.so && export LD_LIBRARY_PATH"),
            "{link}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// On this machine: either NCCL loads, or the error says what to do.
    #[test]
    fn check_library_answers_either_way() {
        match check_library() {
            Ok(()) => assert!(driver::nccl::is_present()),
            Err(e) => {
                let m = e.to_string();
                assert!(m.starts_with("NCCL could not be loaded:"), "{m}");
                assert!(m.contains("libnccl.so"), "{m}");
            }
        }
    }
}
