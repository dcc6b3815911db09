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
//!   communicator per GPU of a [`Gpus`]; the collectives of one step, one per
//!   communicator, are queued on a [`Group`] inside [`group`], which checks them all,
//!   then issues them together;
//! - **one process per GPU** (what job launchers start): each process calls
//!   [`Communicator::from_env`], which reads `RANK`, `WORLD_SIZE` and `LOCAL_RANK` and
//!   receives NCCL's unique id from rank 0 through a file (`TYPED_PTX_NCCL_ID_FILE`) or a
//!   socket (`MASTER_ADDR`, and `MASTER_PORT + 1` or `TYPED_PTX_NCCL_PORT`)
//!   ([`RankEnv`], [`IdChannel`], [`share_id`]); its collectives are plain method calls.
//!
//! Collectives are typed by the buffers' element type (`f32`, `half::bf16`, `i32`, …:
//! every [`NcclType`]): a send and a receive buffer of different types do not compile,
//! and lengths and devices are checked before NCCL sees them. They are queued on the
//! communicator's GPU's stream, and the buffers' events (cudarc's tracking) order them
//! with work on the GPU's other streams. Errors name the operation, the rank, the GPU and
//! the Rust call site.
//!
//! A communicator is not `Send` (NCCL's handle is used from the thread that made it).
//! Dropping it aborts it (`ncclCommAbort`): synchronize its GPU before, so that none of
//! its collectives is still running.
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
//! group(|g| {
//!     for (c, b) in comms.iter().zip(&mut bufs) {
//!         g.all_reduce_in_place(c, b, Reduce::Sum)?;
//!     }
//!     Ok(())
//! })?;
//! let n = gpus.len() as f32;
//! assert_eq!(gpus[0].download(&bufs[0])?[0], n * (n + 1.0) / 2.0);
//! # Ok::<(), typed_ptx_runtime::Error>(())
//! ```
//!
//! A buffer made inside the group's closure does not live until the collectives are
//! issued, so it does not compile:
//!
//! ```compile_fail,E0597
//! # use typed_ptx_runtime::nccl::{Communicator, Reduce, group};
//! # use typed_ptx_runtime::Gpus;
//! # let gpus = Gpus::all().unwrap();
//! # let comms = Communicator::for_gpus(&gpus).unwrap();
//! group(|g| {
//!     let mut b = gpus[0].upload(&[1.0f32; 8])?;
//!     g.all_reduce_in_place(&comms[0], &mut b, Reduce::Sum)?; // `b` dropped while borrowed
//!     Ok(())
//! })
//! .unwrap();
//! ```

mod library;
pub(crate) mod rendezvous;

use core::cell::Cell;
use core::panic::Location;

use cudarc::driver::{CudaSlice, DevicePtr, DevicePtrMut, DeviceSlice};
pub use cudarc::nccl::NcclType;
use cudarc::nccl::{Comm, Id, ReduceOp};

use crate::error::{Error, Result};
use crate::{Gpu, Gpus};
pub use library::check_library;
use library::guarded;
pub use rendezvous::{IdChannel, RankEnv, UniqueId, rendezvous_timeout, share_id};

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

impl UniqueId {
    /// A new id (`ncclGetUniqueId`): rank 0 makes it and sends it to the others.
    pub fn new() -> Result<UniqueId> {
        check_library()?;
        let id = guarded(Id::new).map_err(|why| Error::Rendezvous {
            why: format!("making NCCL's unique id (ncclGetUniqueId) failed: {why}"),
        })?;
        Ok(UniqueId(id.internal().map(|c| c as u8)))
    }

    fn id(&self) -> Id {
        Id::uninit(self.0.map(|b| b as core::ffi::c_char))
    }
}

thread_local! {
    /// Whether a [`group`] is open on this thread.
    static OPEN: Cell<bool> = const { Cell::new(false) };
}

/// Marks a group open on this thread while it lives.
struct Open;

impl Open {
    fn enter(at: &'static Location<'static>) -> Result<Open> {
        if OPEN.with(|o| o.replace(true)) {
            return Err(Error::Group {
                why: "a group is already open on this thread: queue every collective of the step on that one group (groups do not nest)".to_owned(),
                at,
            });
        }
        Ok(Open)
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        OPEN.with(|o| o.set(false));
    }
}

/// One rank of an NCCL communicator, on one GPU: collectives go to that GPU's stream.
pub struct Communicator {
    comm: Comm,
    gpu: Gpu,
    /// The set of [`Communicator::for_gpus`] it belongs to (`None`: one rank of a job of
    /// one process per GPU), so that a group can check that every rank of a set takes
    /// part, with matching collectives.
    set: Option<u64>,
}

/// A new id for a set of communicators made together.
fn next_set() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
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
        let set = Some(next_set());
        Ok(comms
            .into_iter()
            .zip(gpus.iter())
            .map(|(comm, gpu)| Communicator {
                comm,
                gpu: gpu.clone(),
                set,
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
            set: None,
        })
    }

    /// This process's rank, as a job launcher started it: [`RankEnv::from_env`] says
    /// which rank and GPU, [`IdChannel::from_env`] how rank 0's id arrives (waiting up to
    /// [`rendezvous_timeout`]). Rank 0 removes the id file once every rank has joined.
    #[track_caller]
    pub fn from_env() -> Result<Communicator> {
        let at = Location::caller();
        let env = RankEnv::from_env()?;
        let channel = IdChannel::from_env()?;
        let timeout = rendezvous_timeout()?;
        check_library()?;
        let gpu = Gpu::new(env.local_rank).map_err(|e| match e {
            Error::NoDevice { count, .. } => Error::Rendezvous {
                why: format!(
                    "LOCAL_RANK={} names GPU {}, but this process sees {count} GPU(s) (CUDA_VISIBLE_DEVICES={:?}): start at most {count} ranks on this host, or make the GPUs visible",
                    env.local_rank,
                    env.local_rank,
                    std::env::var("CUDA_VISIBLE_DEVICES").unwrap_or_default()
                ),
            },
            e => e,
        })?;
        let id = share_id(&env, &channel, timeout, UniqueId::new)?;
        let comm = Self::init_at(&gpu, &env, &id, at)?;
        if let (0, IdChannel::File(path)) = (env.rank, &channel) {
            // Every rank has joined (ncclCommInitRank returns once all have): the file
            // has served its purpose, and a stale one could only mislead a later job.
            let _ = std::fs::remove_file(path);
        }
        Ok(comm)
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

    /// The GPU this rank runs on (its stream is the collectives').
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
        let home = buf.stream().context();
        if home.cu_ctx() == self.gpu.context().cu_ctx() {
            return Ok(());
        }
        let (on, mine) = (home.ordinal(), self.gpu.info().ordinal);
        let other = if on == mine { " (another context)" } else { "" };
        Err(self.error(
            op,
            format!(
                "the {which} buffer lives on GPU {on}{other}, but this rank runs on GPU {mine}: give each rank buffers of its own GPU's context"
            ),
            at,
        ))
    }

    /// Refuses a plain collective while a [`group`] is open on this thread: NCCL would
    /// only queue it, after its buffers' events were recorded.
    fn check_outside_group(
        &self,
        op: &'static str,
        method: &str,
        at: &'static Location<'static>,
    ) -> Result<()> {
        if OPEN.with(Cell::get) {
            return Err(self.error(
                op,
                format!(
                    "called while nccl::group is open: queue it on the group (`g.{method}(&comm, …)`), which keeps its buffers borrowed until the group's collectives are issued"
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
        self.gpu.context().bind_to_thread().map_err(|e| {
            self.error(
                op,
                Error::cuda("making this rank's GPU context current", e).to_string(),
                at,
            )
        })?;
        guarded(|| f(&self.comm)).map_err(|why| self.error(op, why, at))
    }

    /// Records the buffers' events on this rank's stream, after what is queued there.
    fn record<T>(
        &self,
        read: Option<&impl DevicePtr<T>>,
        write: &mut impl DevicePtrMut<T>,
    ) -> Result<()> {
        let stream = self.comm.stream();
        if let Some(r) = read {
            drop(r.device_ptr(&stream));
        }
        drop(write.device_ptr_mut(&stream));
        Ok(())
    }

    fn check_all_reduce<T>(
        &self,
        send: &impl DeviceSlice<T>,
        recv: &impl DeviceSlice<T>,
        at: &'static Location<'static>,
    ) -> Result<()> {
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
        Ok(())
    }

    /// Checks that `big` holds `world` times the elements of `part`.
    fn check_parts<T>(
        &self,
        op: &'static str,
        (big_name, big): (&str, &impl DeviceSlice<T>),
        (part_name, part): (&str, &impl DeviceSlice<T>),
        at: &'static Location<'static>,
    ) -> Result<()> {
        self.check_device(op, big_name, big, at)?;
        self.check_device(op, part_name, part, at)?;
        let want = part.len().checked_mul(self.world_size());
        if want != Some(big.len()) {
            return Err(self.error(
                op,
                format!(
                    "the {big_name} buffer has {} elements; it must hold the {} ranks' {} each ({} elements, the {part_name} buffer's times the ranks)",
                    big.len(),
                    self.world_size(),
                    part.len(),
                    want.map_or("more than memory holds".to_owned(), |w| w.to_string())
                ),
                at,
            ));
        }
        Ok(())
    }

    fn check_root(&self, root: usize, at: &'static Location<'static>) -> Result<()> {
        if root >= self.world_size() {
            return Err(self.error(
                "broadcast",
                format!("root {root}: the ranks are 0 to {}", self.world_size() - 1),
                at,
            ));
        }
        Ok(())
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
        self.check_all_reduce(send, recv, at)?;
        self.check_outside_group("all_reduce", "all_reduce", at)?;
        self.call("all_reduce", at, |c| {
            c.all_reduce(send, recv, &op.op()).map(drop)
        })
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
        self.check_outside_group("all_reduce", "all_reduce_in_place", at)?;
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
        self.check_parts("all_gather", ("receive", recv), ("send", send), at)?;
        self.check_outside_group("all_gather", "all_gather", at)?;
        self.call("all_gather", at, |c| c.all_gather(send, recv).map(drop))
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
        self.check_parts("reduce_scatter", ("send", send), ("receive", recv), at)?;
        self.check_outside_group("reduce_scatter", "reduce_scatter", at)?;
        self.call("reduce_scatter", at, |c| {
            c.reduce_scatter(send, recv, &op.op()).map(drop)
        })
    }

    /// `buf = root's buf` on every rank (`ncclBroadcast` in place).
    #[track_caller]
    pub fn broadcast_in_place<T: NcclType, R: DevicePtrMut<T>>(
        &self,
        buf: &mut R,
        root: usize,
    ) -> Result<()> {
        let at = Location::caller();
        self.check_device("broadcast", "in-place", buf, at)?;
        self.check_root(root, at)?;
        self.check_outside_group("broadcast", "broadcast_in_place", at)?;
        self.call("broadcast", at, |c| {
            c.broadcast_in_place(buf, root as i32).map(drop)
        })
    }
}

/// When a queued collective runs: issued (inside `ncclGroupStart`/`End`), or after the
/// group, to record its buffers' events behind the collective.
#[derive(Clone, Copy)]
enum Stage {
    Issue,
    Record,
}

/// One collective queued on a [`Group`], with the buffers it borrows.
type Queued<'a> = Box<dyn FnMut(Stage) -> Result<()> + 'a>;

/// The collectives of one step on several communicators of this process, queued by
/// [`group`]'s closure: each is checked when queued; none is issued unless all were
/// queued and the closure succeeded; then all are issued between `ncclGroupStart` and
/// `ncclGroupEnd`, and their buffers' events are recorded after the collectives. The
/// buffers stay borrowed for the group's lifetime `'a`: they outlive it.
pub struct Group<'a> {
    ops: Vec<Queued<'a>>,
    /// What each queued collective is, on which rank of which set: checked across the
    /// ranks of each set before anything is issued.
    sigs: Vec<Queue>,
    failed: Option<String>,
}

/// One queued collective as the ranks must agree on it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Sig {
    op: &'static str,
    ty: &'static str,
    count: usize,
    reduce: Option<Reduce>,
    root: Option<usize>,
}

/// A queued collective's [`Sig`], with its communicator's set, rank and world.
#[derive(Clone, Debug)]
struct Queue {
    set: Option<u64>,
    rank: usize,
    world: usize,
    sig: Sig,
}

impl Sig {
    fn new<T>(op: &'static str, count: usize, reduce: Option<Reduce>, root: Option<usize>) -> Sig {
        Sig {
            op,
            ty: core::any::type_name::<T>(),
            count,
            reduce,
            root,
        }
    }
}

/// Checks that, for each set of communicators made together ([`Communicator::for_gpus`])
/// that the group uses, every rank queued the same collectives in the same order: one
/// rank missing, or a different count, type, reduction or root, would leave the others
/// waiting (or reduce mismatched data).
fn check_sets(queued: &[Queue]) -> core::result::Result<(), String> {
    let mut sets: Vec<u64> = queued.iter().filter_map(|q| q.set).collect();
    sets.sort_unstable();
    sets.dedup();
    for set in sets {
        let of_set: Vec<&Queue> = queued.iter().filter(|q| q.set == Some(set)).collect();
        let world = of_set[0].world;
        let seq = |r: usize| -> Vec<&Sig> {
            of_set
                .iter()
                .filter(|q| q.rank == r)
                .map(|q| &q.sig)
                .collect()
        };
        let first = seq(0);
        for r in 0..world {
            let mine = seq(r);
            if mine != first {
                let show = |v: &[&Sig]| {
                    v.iter()
                        .map(|s| format!("{} of {} {}", s.op, s.count, s.ty))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(format!(
                    "the group's collectives differ between ranks of one for_gpus set of {world}: rank 0 queued [{}], rank {r} queued [{}]; every rank of the set must queue the same collectives (count, element type, reduction, root) in the same order",
                    show(&first),
                    show(&mine)
                ));
            }
        }
    }
    Ok(())
}

impl core::fmt::Debug for Group<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Group")
            .field("queued", &self.ops.len())
            .finish_non_exhaustive()
    }
}

impl<'a> Group<'a> {
    /// Queues `op` on `comm` if its `check` passed; a failed check is kept (so that the
    /// group issues nothing) and returned.
    fn queue(
        &mut self,
        comm: &'a Communicator,
        check: Result<()>,
        sig: Sig,
        op: Queued<'a>,
    ) -> Result<()> {
        if let Err(e) = &check {
            self.failed.get_or_insert_with(|| e.to_string());
            return check;
        }
        self.sigs.push(Queue {
            set: comm.set,
            rank: comm.rank(),
            world: comm.world_size(),
            sig,
        });
        self.ops.push(op);
        Ok(())
    }

    /// Queues [`Communicator::all_reduce`] on `comm`.
    #[track_caller]
    pub fn all_reduce<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &mut self,
        comm: &'a Communicator,
        send: &'a S,
        recv: &'a mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        let check = comm.check_all_reduce(send, recv, at);
        let sig = Sig::new::<T>("all_reduce", send.len(), Some(op), None);
        self.queue(
            comm,
            check,
            sig,
            Box::new(move |stage| match stage {
                Stage::Issue => comm.call("all_reduce", at, |c| {
                    c.all_reduce(send, &mut *recv, &op.op()).map(drop)
                }),
                Stage::Record => comm.record(Some(send), &mut *recv),
            }),
        )
    }

    /// Queues [`Communicator::all_reduce_in_place`] on `comm`.
    #[track_caller]
    pub fn all_reduce_in_place<T: NcclType, R: DevicePtrMut<T>>(
        &mut self,
        comm: &'a Communicator,
        buf: &'a mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        let check = comm.check_device("all_reduce", "in-place", buf, at);
        let sig = Sig::new::<T>("all_reduce", buf.len(), Some(op), None);
        self.queue(
            comm,
            check,
            sig,
            Box::new(move |stage| match stage {
                Stage::Issue => comm.call("all_reduce", at, |c| {
                    c.all_reduce_in_place(&mut *buf, &op.op()).map(drop)
                }),
                Stage::Record => comm.record(None::<&CudaSlice<T>>, &mut *buf),
            }),
        )
    }

    /// Queues [`Communicator::all_gather`] on `comm`.
    #[track_caller]
    pub fn all_gather<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &mut self,
        comm: &'a Communicator,
        send: &'a S,
        recv: &'a mut R,
    ) -> Result<()> {
        let at = Location::caller();
        let check = comm.check_parts("all_gather", ("receive", &*recv), ("send", send), at);
        let sig = Sig::new::<T>("all_gather", send.len(), None, None);
        self.queue(
            comm,
            check,
            sig,
            Box::new(move |stage| match stage {
                Stage::Issue => comm.call("all_gather", at, |c| {
                    c.all_gather(send, &mut *recv).map(drop)
                }),
                Stage::Record => comm.record(Some(send), &mut *recv),
            }),
        )
    }

    /// Queues [`Communicator::reduce_scatter`] on `comm`.
    #[track_caller]
    pub fn reduce_scatter<T: NcclType, S: DevicePtr<T>, R: DevicePtrMut<T>>(
        &mut self,
        comm: &'a Communicator,
        send: &'a S,
        recv: &'a mut R,
        op: Reduce,
    ) -> Result<()> {
        let at = Location::caller();
        let check = comm.check_parts("reduce_scatter", ("send", send), ("receive", &*recv), at);
        let sig = Sig::new::<T>("reduce_scatter", recv.len(), Some(op), None);
        self.queue(
            comm,
            check,
            sig,
            Box::new(move |stage| match stage {
                Stage::Issue => comm.call("reduce_scatter", at, |c| {
                    c.reduce_scatter(send, &mut *recv, &op.op()).map(drop)
                }),
                Stage::Record => comm.record(Some(send), &mut *recv),
            }),
        )
    }

    /// Queues [`Communicator::broadcast_in_place`] on `comm`.
    #[track_caller]
    pub fn broadcast_in_place<T: NcclType, R: DevicePtrMut<T>>(
        &mut self,
        comm: &'a Communicator,
        buf: &'a mut R,
        root: usize,
    ) -> Result<()> {
        let at = Location::caller();
        let check = comm
            .check_device("broadcast", "in-place", buf, at)
            .and_then(|()| comm.check_root(root, at));
        let sig = Sig::new::<T>("broadcast", buf.len(), None, Some(root));
        self.queue(
            comm,
            check,
            sig,
            Box::new(move |stage| match stage {
                Stage::Issue => comm.call("broadcast", at, |c| {
                    c.broadcast_in_place(&mut *buf, root as i32).map(drop)
                }),
                Stage::Record => comm.record(None::<&CudaSlice<T>>, &mut *buf),
            }),
        )
    }
}

/// Runs `f`, which queues one step's collectives on the [`Group`] it is given (one per
/// communicator of this process), then issues them together between `ncclGroupStart` and
/// `ncclGroupEnd`: a process driving several GPUs must, or the first collective waits
/// for ranks that are never called. Nothing is issued when `f` fails, when a queued
/// collective's check failed, or when the ranks of one [`Communicator::for_gpus`] set
/// did not all queue the same collectives (count, element type, reduction, root) in the
/// same order: so no rank of the set starts a collective the others never join. Plain
/// collective calls while the group is open are refused, and groups do not nest. The buffers' events are
/// recorded after the collectives, so work on other streams and frees wait for them.
#[track_caller]
pub fn group<'a, R>(f: impl FnOnce(&mut Group<'a>) -> Result<R>) -> Result<R> {
    let at = Location::caller();
    check_library()?;
    let open = Open::enter(at)?;
    let mut g = Group {
        ops: Vec::new(),
        sigs: Vec::new(),
        failed: None,
    };
    let r = f(&mut g)?;
    if let Some(e) = g.failed.take() {
        return Err(Error::Group {
            why: format!("a queued collective was refused, so none was issued: {e}"),
            at,
        });
    }
    check_sets(&g.sigs).map_err(|why| Error::Group {
        why: format!("{why}; none was issued"),
        at,
    })?;
    let err = |why: String| Error::Group { why, at };
    guarded(|| cudarc::nccl::group_start().map(drop)).map_err(err)?;
    let mut issued = 0;
    let issue = g.ops.iter_mut().try_for_each(|op| {
        op(Stage::Issue)?;
        issued += 1;
        Ok::<(), Error>(())
    });
    let ended = guarded(|| cudarc::nccl::group_end().map(drop)).map_err(err);
    drop(open);
    // What was issued runs: its buffers' events go after it, whatever failed.
    let recorded = g.ops[..issued]
        .iter_mut()
        .try_for_each(|op| op(Stage::Record));
    issue?;
    ended?;
    recorded?;
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(set: Option<u64>, rank: usize, world: usize, count: usize) -> Queue {
        Queue {
            set,
            rank,
            world,
            sig: Sig::new::<f32>("all_reduce", count, Some(Reduce::Sum), None),
        }
    }

    /// Review finding: a group could issue a collective on some ranks of a set only, or
    /// with other lengths on other ranks, and every GPU waited forever.
    #[test]
    fn every_rank_of_a_set_must_queue_the_same_collectives() {
        let s = Some(7);
        assert!(check_sets(&[q(s, 0, 2, 8), q(s, 1, 2, 8)]).is_ok());
        let e = check_sets(&[q(s, 0, 2, 8)]).unwrap_err();
        assert!(e.contains("rank 1 queued []"), "{e}");
        let e = check_sets(&[q(s, 0, 2, 8), q(s, 1, 2, 16)]).unwrap_err();
        assert!(e.contains("all_reduce of 16 f32"), "{e}");
        let mut other = q(s, 1, 2, 8);
        other.sig.reduce = Some(Reduce::Max);
        assert!(check_sets(&[q(s, 0, 2, 8), other]).is_err());
        let mut other = q(s, 1, 2, 8);
        other.sig = Sig::new::<u32>("all_reduce", 8, Some(Reduce::Sum), None);
        assert!(check_sets(&[q(s, 0, 2, 8), other]).is_err());
        // Order counts; two sets are checked separately; a rank of a job of one process
        // per GPU (no set) is not checked here.
        let a = Sig::new::<f32>("all_gather", 4, None, None);
        let b = Sig::new::<f32>("broadcast", 4, None, Some(0));
        let at = |rank, sig: &Sig| Queue {
            set: s,
            rank,
            world: 2,
            sig: sig.clone(),
        };
        assert!(check_sets(&[at(0, &a), at(0, &b), at(1, &b), at(1, &a)]).is_err());
        assert!(check_sets(&[q(s, 0, 2, 8), q(s, 1, 2, 8), q(Some(9), 0, 1, 3)]).is_ok());
        assert!(check_sets(&[q(None, 0, 4, 8)]).is_ok());
    }
}
