//! Several GPUs of one host: a set of [`Gpu`]s, one module loaded on all of them with one
//! compilation per compute capability, and peer access between them.

use std::collections::BTreeMap;
use std::sync::Arc;

use cudarc::driver::{CudaSlice, DeviceRepr};
use typed_ptx_builder::{Module, SourceMap};

use crate::driver;
use crate::error::{Error, Result};
use crate::load::{
    Cubin, ModuleInner, cached, compile_cubin, jit, load_cubin, needs_whole_program, remember,
};
use crate::{Gpu, GpuModule, JitOptions};

/// Several GPUs of one host, each a [`Gpu`] (its primary context and default stream),
/// in the order they were asked for; no GPU twice.
///
/// ```no_run
/// use typed_ptx_builder::{Global, Module, Ptr, Target};
/// use typed_ptx_runtime::{Gpus, Launch};
///
/// let mut m = Module::new(Target::SM_80);
/// let fill = m.kernel("fill", |k, (out,): (Ptr<Global, u32>,)| {
///     let i = k.tid_x();
///     let p = k.index(out, i);
///     k.st(p, i);
/// });
/// let gpus = Gpus::all()?;                  // every GPU the driver sees
/// let modules = gpus.load(&m)?;             // one compile per compute capability
/// for (gpu, module) in gpus.iter().zip(&modules) {
///     let mut out = gpu.alloc_zeros::<u32>(32)?;
///     unsafe { module.kernel(&fill)?.launch(&Launch::new(1, 32), (&mut out,))? };
///     assert_eq!(gpu.download(&out)?[31], 31);
/// }
/// # Ok::<(), typed_ptx_runtime::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Gpus {
    gpus: Vec<Gpu>,
}

impl Gpus {
    /// Every GPU the driver sees ([`Error::NoDevice`] when it sees none).
    pub fn all() -> Result<Gpus> {
        let n = Gpu::device_count()?;
        if n == 0 {
            return Err(Error::NoDevice {
                ordinal: 0,
                count: 0,
            });
        }
        Gpus::first(n)
    }

    /// GPUs `0..n`. Fewer present is an error that says how many there are.
    pub fn first(n: usize) -> Result<Gpus> {
        let ordinals: Vec<usize> = (0..n).collect();
        Gpus::from_ordinals(&ordinals)
    }

    /// The GPUs of these ordinals, in this order.
    pub fn from_ordinals(ordinals: &[usize]) -> Result<Gpus> {
        if ordinals.is_empty() {
            return Err(Error::GpuSet {
                why: "no GPU asked for: name at least one ordinal".to_owned(),
            });
        }
        let count = Gpu::device_count()?;
        if let Some(&o) = ordinals.iter().find(|&&o| o >= count) {
            return Err(Error::GpuSet {
                why: format!(
                    "GPU {o} asked for, but the driver sees {count} GPU(s) (ordinals 0 to {}); check CUDA_VISIBLE_DEVICES",
                    count.saturating_sub(1)
                ),
            });
        }
        let gpus = ordinals
            .iter()
            .map(|&o| Gpu::new(o))
            .collect::<Result<Vec<_>>>()?;
        Gpus::from_gpus(gpus)
    }

    /// A set of GPUs you already have (for example on streams of your own). Two of the
    /// same device are refused: a collective or a split of work over the set would run
    /// twice on one GPU.
    pub fn from_gpus(gpus: Vec<Gpu>) -> Result<Gpus> {
        if gpus.is_empty() {
            return Err(Error::GpuSet {
                why: "an empty set of GPUs: give at least one".to_owned(),
            });
        }
        for (i, g) in gpus.iter().enumerate() {
            let o = g.info().ordinal;
            if let Some(j) = gpus[..i].iter().position(|h| h.info().ordinal == o) {
                return Err(Error::GpuSet {
                    why: format!(
                        "GPU {o} is in the set twice (positions {j} and {i}): give each device once"
                    ),
                });
            }
        }
        Ok(Gpus { gpus })
    }

    /// How many GPUs.
    pub fn len(&self) -> usize {
        self.gpus.len()
    }

    /// Never true: a set has at least one GPU.
    pub fn is_empty(&self) -> bool {
        self.gpus.is_empty()
    }

    /// The GPUs, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Gpu> {
        self.gpus.iter()
    }

    /// The GPUs, in order.
    pub fn as_slice(&self) -> &[Gpu] {
        &self.gpus
    }

    /// Waits for every GPU's stream; the first fault found is reported, naming its GPU.
    pub fn synchronize(&self) -> Result<()> {
        self.gpus.iter().try_for_each(Gpu::synchronize)
    }

    /// [`load_with`](Gpus::load_with) with the default options.
    pub fn load(&self, module: &Module) -> Result<Vec<GpuModule>> {
        self.load_with(module, &JitOptions::default())
    }

    /// Loads `module` on every GPU: it is emitted once and checked against each device
    /// (as [`Gpu::load_with`] does); then the GPUs of each compute capability share one
    /// compilation (the driver's linker makes a cubin for the first, which every other of
    /// that capability loads: [`GpuModule::compiled_on`] names the GPU it came from), the
    /// capabilities compiling in parallel. A module that uses `setmaxnreg` is instead
    /// compiled whole for each GPU, one after another within a capability
    /// (`cuModuleLoadDataEx`; the linker's relocatable code would drop `setmaxnreg`), and
    /// `compiled_on` is then `None`. GPUs whose module is in the cache take it from
    /// there. The modules come in the order of the GPUs; the first error is returned.
    pub fn load_with(&self, module: &Module, opts: &JitOptions) -> Result<Vec<GpuModule>> {
        let (ptx, map) = module.emit_mapped()?;
        let stamp = module.stamp();
        let mut out: Vec<Option<GpuModule>> = vec![None; self.gpus.len()];
        // The GPUs that need the code, by what the cubin depends on.
        let mut groups: BTreeMap<((u32, u32), i32), Vec<usize>> = BTreeMap::new();
        for (i, gpu) in self.gpus.iter().enumerate() {
            gpu.preflight(&ptx, opts)?;
            let key = gpu.cache_key(ptx.clone(), opts);
            match cached(&key, opts) {
                Some(inner) => out[i] = Some(gpu.module_of(inner, true, Some(stamp))),
                None => {
                    let info = gpu.info();
                    groups
                        .entry((info.capability, info.driver.0))
                        .or_default()
                        .push(i);
                }
            }
        }
        let loaded: Vec<Result<Vec<(usize, ModuleInner)>>> = std::thread::scope(|s| {
            let handles: Vec<_> = groups
                .values()
                .map(|members| s.spawn(|| self.compile_group(members, &ptx, &map, opts)))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join().unwrap_or_else(|_| {
                        Err(Error::GpuSet {
                            why: "a compilation thread panicked".to_owned(),
                        })
                    })
                })
                .collect()
        });
        for group in loaded {
            for (i, inner) in group? {
                let gpu = &self.gpus[i];
                let inner = Arc::new(inner);
                remember(gpu.cache_key(ptx.clone(), opts), &inner, opts);
                out[i] = Some(gpu.module_of(inner, false, Some(stamp)));
            }
        }
        Ok(out.into_iter().flatten().collect())
    }

    /// Compiles once for the first GPU of `members` (all of one compute capability and
    /// driver) and loads the cubin on each of them.
    fn compile_group(
        &self,
        members: &[usize],
        ptx: &str,
        map: &SourceMap,
        opts: &JitOptions,
    ) -> Result<Vec<(usize, ModuleInner)>> {
        let Some(&first) = members.first() else {
            return Ok(Vec::new());
        };
        // A kernel with `setmaxnreg` is compiled whole, for each GPU (the linker's
        // relocatable code would drop it: `load::needs_whole_program`).
        if needs_whole_program(ptx) {
            return members
                .iter()
                .map(|&i| {
                    let ctx = self.gpus[i].context();
                    Ok((i, jit(ctx, ptx.to_owned(), Some(map.clone()), opts)?))
                })
                .collect();
        }
        let origin = &self.gpus[first];
        let cubin: Cubin = compile_cubin(origin.context(), ptx, Some(map), opts)?;
        let from = origin.info().ordinal;
        members
            .iter()
            .map(|&i| {
                let compiled_on = (i != first).then_some(from);
                let inner = load_cubin(
                    self.gpus[i].context(),
                    &cubin,
                    ptx.to_owned(),
                    Some(map.clone()),
                    compiled_on,
                )?;
                Ok((i, inner))
            })
            .collect()
    }

    /// Enables peer access between every pair of GPUs of the set (each way). A pair the
    /// hardware cannot connect is an [`Error::Peer`] naming it; see
    /// [`peer_matrix`](Gpus::peer_matrix) to ask first.
    pub fn enable_peer_access(&self) -> Result<()> {
        for a in &self.gpus {
            for b in &self.gpus {
                if a.info().ordinal != b.info().ordinal {
                    a.enable_peer_access(b)?;
                }
            }
        }
        Ok(())
    }

    /// Which GPU can access which: entry `[i][j]` says whether GPU `i` of the set can
    /// read and write the memory of GPU `j` directly (`true` on the diagonal).
    pub fn peer_matrix(&self) -> Result<Vec<Vec<bool>>> {
        self.gpus
            .iter()
            .map(|a| {
                self.gpus
                    .iter()
                    .map(|b| {
                        if a.info().ordinal == b.info().ordinal {
                            Ok(true)
                        } else {
                            a.can_access_peer(b)
                        }
                    })
                    .collect()
            })
            .collect()
    }
}

impl core::ops::Index<usize> for Gpus {
    type Output = Gpu;
    fn index(&self, i: usize) -> &Gpu {
        &self.gpus[i]
    }
}

impl<'a> IntoIterator for &'a Gpus {
    type Item = &'a Gpu;
    type IntoIter = std::slice::Iter<'a, Gpu>;
    fn into_iter(self) -> Self::IntoIter {
        self.gpus.iter()
    }
}

impl Gpu {
    /// Whether this GPU can read and write `peer`'s memory directly (over NVLink or
    /// PCIe), once [`enable_peer_access`](Gpu::enable_peer_access) allows it.
    pub fn can_access_peer(&self, peer: &Gpu) -> Result<bool> {
        let (from, to) = (self.info().ordinal, peer.info().ordinal);
        driver::peer::can_access(self.context(), peer.context()).map_err(|e| Error::Peer {
            from,
            to,
            why: Error::cuda("asking the driver (cuDeviceCanAccessPeer)", e).to_string(),
        })
    }

    /// Lets this GPU's kernels access `peer`'s memory directly (context peer access,
    /// and access to the peer's memory pool, where the runtime's buffers come from: pass
    /// them to a kernel of this GPU as a [`GlobalAddr`](crate::GlobalAddr)). Enabling it
    /// twice is fine; a pair the hardware cannot connect is an [`Error::Peer`] that says
    /// so (copies between them still work through [`copy_from_peer`](Gpu::copy_from_peer),
    /// staged by the driver).
    pub fn enable_peer_access(&self, peer: &Gpu) -> Result<()> {
        let (from, to) = (self.info().ordinal, peer.info().ordinal);
        if from == to {
            return Err(Error::Peer {
                from,
                to,
                why: "a GPU's access to its own memory needs no enabling".to_owned(),
            });
        }
        if !self.can_access_peer(peer)? {
            return Err(Error::Peer {
                from,
                to,
                why: format!(
                    "the driver reports that {} cannot access {}'s memory directly (no NVLink or PCIe peer path between them); copy through copy_from_peer instead, which the driver stages",
                    self.info().name,
                    peer.info().name
                ),
            });
        }
        self.context()
            .bind_to_thread()
            .map_err(|e| Error::cuda("making the context current", e))?;
        // SAFETY: this GPU's context is current (above); the peer's context is alive
        // (held by `peer`).
        match unsafe { driver::peer::enable(peer.context()) } {
            Ok(()) => {}
            Err(e) if driver::peer::already_enabled(&e) => {}
            Err(e) => {
                return Err(Error::Peer {
                    from,
                    to,
                    why: Error::cuda("enabling it (cuCtxEnablePeerAccess)", e).to_string(),
                });
            }
        }
        // The runtime's buffers come from the peer's memory pool (cuMemAllocAsync),
        // which context peer access does not open; a device without pools allocates with
        // cuMemAlloc, which it does.
        if !peer.context().has_async_alloc() {
            return Ok(());
        }
        driver::peer::grant_pool_access(peer.context(), self.context()).map_err(|e| Error::Peer {
            from,
            to,
            why: Error::cuda(
                "opening the peer's memory pool to this GPU (cuMemPoolSetAccess)",
                e,
            )
            .to_string(),
        })
    }

    /// Copies `src`, a buffer on any GPU (this one or another), into `dst` on this GPU,
    /// queued on this GPU's stream after the work queued on `src`'s stream so far; work
    /// queued on `src`'s stream afterwards (a write, its free) waits for the copy.
    /// Without peer access the driver stages the copy through the host.
    #[track_caller]
    pub fn copy_from_peer<T: DeviceRepr>(
        &self,
        dst: &mut CudaSlice<T>,
        src: &CudaSlice<T>,
    ) -> Result<()> {
        let at = core::panic::Location::caller();
        if dst.len() != src.len() {
            return Err(Error::Copy {
                why: format!(
                    "the source has {} elements and the destination {}: copy between buffers of one length (slice them to match)",
                    src.len(),
                    dst.len()
                ),
                at,
            });
        }
        let (dst_gpu, src_gpu) = (
            dst.stream().context().ordinal(),
            src.stream().context().ordinal(),
        );
        if dst_gpu != self.info().ordinal {
            return Err(Error::Copy {
                why: format!(
                    "the destination lives on GPU {dst_gpu}, not on this GPU ({}): call copy_from_peer on the destination's GPU",
                    self.info().ordinal
                ),
                at,
            });
        }
        self.stream().memcpy_dtod(src, dst).map_err(|e| {
            Error::cuda(
                format!("copying from GPU {src_gpu} to GPU {dst_gpu} (cuMemcpyPeerAsync)"),
                e,
            )
        })?;
        // The source's stream waits for the copy: a later write to the source, or its
        // free, on that stream must not overtake the copy reading it.
        if src_gpu != dst_gpu || !Arc::ptr_eq(src.stream(), self.stream()) {
            src.stream()
                .join(self.stream())
                .map_err(|e| Error::cuda(
                    format!(
                        "ordering GPU {src_gpu}'s stream (the source's) after the copy to GPU {dst_gpu}"
                    ),
                    e,
                ))?;
        }
        Ok(())
    }
}
