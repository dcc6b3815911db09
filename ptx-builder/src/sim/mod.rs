//! An interpreter for typed-ptx modules: runs a kernel on the CPU over host buffers, with
//! the launch shape of the GPU runtime ([`Launch`]), deterministically.
//!
//! It checks what neither the types nor `ptxas` can: every access lands inside its own
//! space's allocation (an error names the space, the offset, the variable or buffer, the
//! thread and the Rust call site of the instruction); `.shared` and `.local` bytes are
//! read only after something wrote them; two threads touch the same `.shared` bytes
//! between two barriers only if both only read (or both are atomic); a `cp.async` copy
//! lands only at the `cp.async.wait_group` that completes it, so a missing wait is
//! reported where the bytes are read; the lanes of a `.sync` instruction's member mask
//! (and the whole warp for an `.aligned` one) run it together, and every thread of the CTA
//! reaches each `bar.sync`.
//!
//! ```
//! use typed_ptx_builder::sim::Sim;
//! use typed_ptx_builder::sreg::*;
//! use typed_ptx_builder::*;
//! let mut m = Module::new(Target::SM_80);
//! let k = m.kernel("double", |k, (out, x, n): (Ptr<Global, u32>, Ptr<Global, u32>, Reg<u32>)| {
//!     let i = k.mad_lo(CTAID_X, NTID_X, TID_X);
//!     let inside = k.setp(Cmp::Lt, i, n);
//!     k.if_then(inside, |k| {
//!         let src = k.index(x, i);
//!         let v = k.ld(src);
//!         let d = k.add(v, v);
//!         let dst = k.index(out, i);
//!         k.st(dst, d);
//!     });
//! });
//! let mut sim = Sim::new();
//! let x = sim.upload(&[1u32, 2, 3, 4, 5]);
//! let out = sim.zeros::<u32>(5);
//! sim.run(&m, &k, &Launch::new(1, 32), (&out, &x, 5u32))?;
//! assert_eq!(sim.read(&out), [2, 4, 6, 8, 10]);
//! # Ok::<(), typed_ptx_builder::sim::SimError>(())
//! ```
//!
//! What it runs: every instruction of the table up to sm_80 but five of the mbarrier
//! family (a test counts the spellings of the per-form snapshots it reads: 863 of 868), and
//! `stmatrix`: integer, bitwise and floating-point arithmetic (`f16`/`bf16` and their
//! pairs included), comparisons and selection, conversions, `ld`/`st`/`atom`/`red` in
//! every space, `cvta`/`isspacep`, `bra`, `bar.sync`/`bar.arrive`, `bar.warp.sync`,
//! `shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`, `cp.async` and its groups,
//! `ldmatrix`/`stmatrix`, `mma.sync` (`f16`/`bf16` with `f32` or `f16` accumulators,
//! `tf32`, `s8`/`u8`), `prmt`, `lop3`, `bfind`, `bmsk`, `trap`, and calls of device
//! functions (inlined); and of sm_90:
//! mbarriers in `.shared` (`init`, `inval`, `arrive`, `arrive.expect_tx`, `expect_tx`,
//! `complete_tx`, `test_wait`/`try_wait` by state token or phase parity), `cp.async.bulk`
//! between `.global` and `.shared`, TMA tile copies (`cp.async.bulk.tensor`, 1 to 5
//! dimensions, through a tensor map from [`Sim::tensor_map_tiled`]) and the bulk
//! async-groups, `wgmma.mma_async` (`m64nNk16`, `bf16`/`f16` inputs from shared-memory
//! descriptors or registers, `f32` accumulators) with `wgmma.fence`/`commit_group`/
//! `wait_group`, `elect.sync`, `setmaxnreg`, the fences and `griddepcontrol` (no effect
//! in a sequential run); and clusters: the CTAs of a cluster run together, taking turns,
//! with `barrier.cluster`, `mapa`, the `%cluster_*` registers, `isspacep.shared::cluster`,
//! stores into a peer's shared memory through `mapa` addresses, arrivals on a peer's
//! mbarrier and TMA loads multicast into several CTAs (what a CTA does to a peer lands
//! after its turn; loads and atomics of a peer's shared memory are refused when they
//! run). A kernel that uses
//! anything else is refused before it runs, with the instruction's form and call site
//! ([`SimError::Unsupported`]).
//!
//! The asynchronous copies land as late as the ISA allows: a `cp.async` at the wait that
//! completes its group, a bulk or TMA copy into `.shared` when a thread waiting on its
//! mbarrier finds the phase's arrivals all in (its bytes then count against the
//! transaction count), a copy to `.global` when its bulk async-group is waited for (it
//! reads its `.shared` source then), a `wgmma.mma_async` at the `wgmma.wait_group` that
//! completes it (it reads shared memory and the accumulators then). Until then the bytes
//! a copy writes are in flight: reading them is reported as a missing wait. A thread in
//! `mbarrier.try_wait` is suspended until the phase completes; a phase that can never
//! complete is reported with what it still waits for ([`SimError::Hang`]). For the race
//! detector a completed mbarrier phase orders everything before it with everything after
//! it, like a barrier (so it misses a race between threads that an mbarrier does not
//! order but another one's phase separates). Each warp of a warpgroup runs its part of a
//! `wgmma` (its 16 rows) on its own; an instruction that uses its accumulators before the
//! `wgmma.wait_group` that completes it is reported, and so is, when the CTA ends, a warp
//! that issued fewer `wgmma`s than the others of its warpgroup.
//!
//! Floating-point results: `f32`/`f64` arithmetic is IEEE with round to nearest even, so
//! `add`, `mul`, `fma`, `div.rn`, `sqrt.rn` give the GPU's bits (a NaN result is the
//! canonical NaN, as on the GPU; `tests/gpu_sim_ops.rs` compares 80 operations with an
//! H100's); the `.approx` functions (`ex2`,
//! `lg2`, `sin`, `cos`, `rsqrt`, `rcp.approx`) use the host's correctly rounded or
//! nearly so functions and may differ from the GPU's in the last bits; `mma.sync` sums
//! its products in `f64` and rounds once.

mod alu;
mod asyncs;
mod bits;
mod cluster;
mod decode;
mod exec;
mod kinds;
mod mem;
mod memops;
mod ops;
mod tc;
mod tmap;
mod wgmma;

pub use tmap::{SimTensorMap, SimTileMap};

use std::collections::HashMap;
use std::marker::PhantomData;

use crate::error::Site;
use crate::kernel::MAX_SHARED;
pub use crate::launch::Launch;
use crate::module::{KernelRef, Module};
use crate::ty::{B128, Bf16, Bf16x2, Data, Elem, F16, F16x2, Num};
use crate::{Entry, Global, Param, Ptr, Reg, Var};

use decode::Places;
use mem::{Alloc, Names, Sp};

/// What went wrong in a run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SimError {
    /// The module has builder errors: the interpreter runs only what `Module::emit` accepts.
    #[error("the module does not build, so it is not run:\n{0}")]
    Build(String),
    /// An instruction the interpreter does not run.
    #[error("{at}: `{text}` (form {form}) cannot be interpreted: {why}")]
    Unsupported {
        /// The form's name.
        form: String,
        /// The instruction as spelled.
        text: String,
        /// Its Rust call site.
        at: Site,
        /// Why.
        why: &'static str,
    },
    /// A bad launch: its shape, its arguments or a buffer of another interpreter.
    #[error("launch of `{kernel}`: {why}")]
    Launch {
        /// The kernel.
        kernel: String,
        /// What is wrong and how to fix it.
        why: String,
    },
    /// A thread did something the PTX ISA leaves undefined, or that is a bug.
    #[error(
        "{at}: `{text}` ({form}) in kernel `{kernel}`, block {block:?}, thread {thread:?}: {what}"
    )]
    Fault {
        /// The kernel.
        kernel: Box<str>,
        /// The CTA.
        block: [u32; 3],
        /// The thread in it.
        thread: [u32; 3],
        /// The instruction as spelled.
        text: Box<str>,
        /// Its form.
        form: &'static str,
        /// Its Rust call site.
        at: Site,
        /// What happened.
        what: Fault,
    },
    /// Threads wait at a barrier that the others of the CTA never reach.
    #[error(
        "kernel `{kernel}`, block {block:?}: barrier {barrier}{} waits for {expected} threads but only {arrived} arrive ({exited} of the CTA's {threads} threads have exited); every thread of the CTA must reach a `bar.sync` without a thread count",
        at.map_or(String::new(), |s| format!(" at {s}"))
    )]
    Barrier {
        /// The kernel.
        kernel: String,
        /// The CTA.
        block: [u32; 3],
        /// The barrier.
        barrier: u32,
        /// Threads that arrived.
        arrived: u32,
        /// Threads it waits for.
        expected: u32,
        /// Threads of the CTA that exited.
        exited: u32,
        /// Threads of the CTA.
        threads: u32,
        /// Where the first arrived.
        at: Option<Site>,
    },
    /// Threads wait on an mbarrier phase that never completes.
    #[error("kernel `{kernel}`, block {block:?}: {why}")]
    Hang {
        /// The kernel.
        kernel: String,
        /// The CTA.
        block: [u32; 3],
        /// Who waits where, and what the mbarrier still waits for.
        why: String,
    },
    /// A tensor map the interpreter cannot make ([`Sim::tensor_map_tiled`]).
    #[error("tensor map: {what}; {fix}")]
    TensorMap {
        /// Which value breaks which rule.
        what: String,
        /// How to fix it.
        fix: &'static str,
    },
    /// More instructions than [`Options::max_instructions`].
    #[error(
        "kernel `{kernel}` ran more than {limit} warp instructions: an endless loop? (raise Options::max_instructions if not)"
    )]
    TooLong {
        /// The kernel.
        kernel: String,
        /// The limit.
        limit: u64,
    },
}

/// What a thread did wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Fault {
    /// An access outside its allocation.
    #[error("out of bounds: {0}")]
    Bounds(String),
    /// An access not aligned to its size.
    #[error("misaligned: {0}")]
    Misaligned(String),
    /// An address of the wrong space.
    #[error("wrong space: {0}")]
    Space(String),
    /// A read of bytes nothing wrote.
    #[error("uninitialized: {0}")]
    Uninit(String),
    /// Two threads' accesses to the same `.shared` bytes with no barrier between.
    #[error("data race: {0}")]
    Race(String),
    /// A read of bytes a `cp.async` still writes.
    #[error("missing wait: {0}")]
    InFlight(String),
    /// Lanes that must run an instruction together do not.
    #[error("not converged: {0}")]
    Sync(String),
    /// `trap`: the kernel aborted.
    #[error("trap: the kernel aborted")]
    Trap,
    /// A misuse of an mbarrier, a bulk copy, a tensor map or `wgmma`.
    #[error("{0}")]
    Async(String),
}

/// How the interpreter checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// Report two threads' accesses to the same `.shared` bytes between barriers when one
    /// writes (default on).
    pub race_check: bool,
    /// Report reads of `.shared`/`.local` bytes nothing wrote (default on).
    pub uninit_check: bool,
    /// Land each `cp.async` copy at the `cp.async.wait_group` that completes it, and each
    /// bulk or TMA copy when its mbarrier phase is waited for, as late as the ISA allows
    /// (default on); off, copies land when issued.
    pub late_copies: bool,
    /// Stop a launch after this many warp instructions (default 2^32).
    pub max_instructions: u64,
    /// Run the grid's clusters (single CTAs without clusters) last to first instead of
    /// first to last (default off). The hardware promises no order: a kernel whose result
    /// depends on which CTA gets somewhere first should be run both ways.
    pub reverse_order: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            race_check: true,
            uninit_check: true,
            late_copies: true,
            max_instructions: 1 << 32,
            reverse_order: false,
        }
    }
}

/// What a run executed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Warp instructions (one per group of lanes that ran an instruction together).
    pub warp_instructions: u64,
    /// Thread instructions (the lanes of each).
    pub thread_instructions: u64,
    /// CTAs run.
    pub ctas: u64,
}

/// A host value type a buffer holds, and the PTX element type it is for: the builder's
/// element types themselves, and `half`'s `bf16`/`f16` (and pairs of them) for `Bf16`,
/// `F16`, `Bf16x2`, `F16x2`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value type an interpreter buffer holds",
    note = "buffers hold the builder's element types (u8 … f64, Bf16, F16, Bf16x2, F16x2, B128) and half::bf16 / half::f16 (and [_; 2] of them)"
)]
pub trait Value: sealed::Sealed + Copy + 'static {
    /// The element type of the pointer parameter it passes to.
    type Elem: Data;
    #[doc(hidden)]
    const SIZE: usize;
    #[doc(hidden)]
    fn put(self, out: &mut [u8]);
    #[doc(hidden)]
    fn take(b: &[u8]) -> Self;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! values {
    ($($t:ty => $e:ty, $n:expr, |$v:ident| $to:expr, |$b:ident| $from:expr;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Value for $t {
            type Elem = $e;
            const SIZE: usize = $n;
            fn put(self, out: &mut [u8]) {
                let $v = self;
                out.copy_from_slice(&$to);
            }
            fn take($b: &[u8]) -> Self {
                $from
            }
        }
    )*};
}

fn arr<const N: usize>(b: &[u8]) -> [u8; N] {
    let mut a = [0u8; N];
    a.copy_from_slice(&b[..N]);
    a
}

values! {
    u8 => u8, 1, |v| [v], |b| b[0];
    i8 => i8, 1, |v| v.to_le_bytes(), |b| i8::from_le_bytes(arr(b));
    u16 => u16, 2, |v| v.to_le_bytes(), |b| u16::from_le_bytes(arr(b));
    i16 => i16, 2, |v| v.to_le_bytes(), |b| i16::from_le_bytes(arr(b));
    u32 => u32, 4, |v| v.to_le_bytes(), |b| u32::from_le_bytes(arr(b));
    i32 => i32, 4, |v| v.to_le_bytes(), |b| i32::from_le_bytes(arr(b));
    u64 => u64, 8, |v| v.to_le_bytes(), |b| u64::from_le_bytes(arr(b));
    i64 => i64, 8, |v| v.to_le_bytes(), |b| i64::from_le_bytes(arr(b));
    f32 => f32, 4, |v| v.to_le_bytes(), |b| f32::from_le_bytes(arr(b));
    f64 => f64, 8, |v| v.to_le_bytes(), |b| f64::from_le_bytes(arr(b));
    Bf16 => Bf16, 2, |v| v.0.to_le_bytes(), |b| Bf16(u16::from_le_bytes(arr(b)));
    F16 => F16, 2, |v| v.0.to_le_bytes(), |b| F16(u16::from_le_bytes(arr(b)));
    Bf16x2 => Bf16x2, 4, |v| v.0.to_le_bytes(), |b| Bf16x2(u32::from_le_bytes(arr(b)));
    F16x2 => F16x2, 4, |v| v.0.to_le_bytes(), |b| F16x2(u32::from_le_bytes(arr(b)));
    B128 => B128, 16, |v| v.0.to_le_bytes(), |b| B128(u128::from_le_bytes(arr(b)));
    half::bf16 => Bf16, 2, |v| v.to_bits().to_le_bytes(), |b| half::bf16::from_bits(u16::from_le_bytes(arr(b)));
    half::f16 => F16, 2, |v| v.to_bits().to_le_bytes(), |b| half::f16::from_bits(u16::from_le_bytes(arr(b)));
    [half::bf16; 2] => Bf16x2, 4,
        |v| (v[0].to_bits() as u32 | (v[1].to_bits() as u32) << 16).to_le_bytes(),
        |b| { let x = u32::from_le_bytes(arr(b)); [half::bf16::from_bits(x as u16), half::bf16::from_bits((x >> 16) as u16)] };
    [half::f16; 2] => F16x2, 4,
        |v| (v[0].to_bits() as u32 | (v[1].to_bits() as u32) << 16).to_le_bytes(),
        |b| { let x = u32::from_le_bytes(arr(b)); [half::f16::from_bits(x as u16), half::f16::from_bits((x >> 16) as u16)] };
}

/// A buffer in the interpreter's `.global` memory, of `len` values of `T`. It passes to a
/// `Ptr<Global, T::Elem>` parameter.
pub struct Buf<T> {
    sim: u32,
    id: u32,
    len: usize,
    _t: PhantomData<fn() -> T>,
}

impl<T> Clone for Buf<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Buf<T> {}
impl<T> core::fmt::Debug for Buf<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Buf(#{}, {} values)", self.id, self.len)
    }
}

impl<T> Buf<T> {
    /// Its number of values.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it holds no value.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Its address in the interpreter's `.global` memory.
    pub fn addr(&self) -> u64 {
        mem::GLOBAL_BASE + self.id as u64 * mem::STRIDE
    }
}

/// A module's memory in an interpreter: its `.global` variables (allocations) and its
/// `.const` bytes.
#[derive(Debug)]
struct ModuleMem {
    places: Places,
    konst: Vec<u8>,
    const_names: Names,
    shared_end: u64,
    shared_names: Names,
    externs: Vec<(u32, u64, String)>,
}

static NEXT_SIM: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// An interpreter: its `.global` memory and its options. See the [module](self) docs.
#[derive(Debug)]
pub struct Sim {
    id: u32,
    allocs: Vec<Alloc>,
    modules: HashMap<u32, ModuleMem>,
    opts: Options,
}

impl Default for Sim {
    fn default() -> Self {
        Sim::new()
    }
}

impl Sim {
    /// An interpreter with the default [`Options`].
    pub fn new() -> Sim {
        Sim::with_options(Options::default())
    }

    /// An interpreter with `opts`.
    pub fn with_options(opts: Options) -> Sim {
        Sim {
            id: NEXT_SIM.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            allocs: Vec::new(),
            modules: HashMap::new(),
            opts,
        }
    }

    /// Its options, to change between runs.
    pub fn options_mut(&mut self) -> &mut Options {
        &mut self.opts
    }

    /// A buffer holding a copy of `data`.
    #[track_caller]
    pub fn upload<T: Value>(&mut self, data: &[T]) -> Buf<T> {
        let mut bytes = vec![0u8; data.len() * T::SIZE];
        for (v, out) in data.iter().zip(bytes.chunks_exact_mut(T::SIZE)) {
            v.put(out);
        }
        self.alloc(bytes, data.len(), Site(core::panic::Location::caller()))
    }

    /// A buffer of `len` zero values.
    #[track_caller]
    pub fn zeros<T: Value>(&mut self, len: usize) -> Buf<T> {
        self.alloc(
            vec![0u8; len * T::SIZE],
            len,
            Site(core::panic::Location::caller()),
        )
    }

    fn alloc<T>(&mut self, data: Vec<u8>, len: usize, at: Site) -> Buf<T> {
        let id = self.allocs.len() as u32;
        self.allocs.push(Alloc {
            name: format!("buffer #{id} of {len} values"),
            data,
            at,
        });
        Buf {
            sim: self.id,
            id,
            len,
            _t: PhantomData,
        }
    }

    /// The values of `buf` now. A buffer of another interpreter reads as empty.
    pub fn read<T: Value>(&self, buf: &Buf<T>) -> Vec<T> {
        match self.allocs.get(buf.id as usize) {
            Some(a) if buf.sim == self.id => a.data.chunks_exact(T::SIZE).map(T::take).collect(),
            _ => Vec::new(),
        }
    }

    /// Overwrites `buf` with `data` (as many values as both have).
    pub fn write<T: Value>(&mut self, buf: &Buf<T>, data: &[T]) {
        if buf.sim != self.id {
            return;
        }
        if let Some(a) = self.allocs.get_mut(buf.id as usize) {
            for (v, out) in data.iter().zip(a.data.chunks_exact_mut(T::SIZE)) {
                v.put(out);
            }
        }
    }

    /// Runs kernel `k` of `m` with the launch shape `cfg` and the arguments `args` (a
    /// tuple with one per parameter: a `&Buf<T>` for a `Ptr<Global, T>`, a value for a
    /// `Reg<T>` or a `Var<Param<Entry>, T>`), to its end.
    pub fn run<P: crate::call::KernelParams, A: SimArgs<P>>(
        &mut self,
        m: &Module,
        k: &KernelRef<P>,
        cfg: &Launch,
        args: A,
    ) -> Result<Stats, SimError> {
        let words = args.words(self, k.name())?;
        self.run_raw(m, k.id, k.name(), cfg, &words)
    }

    /// Runs the kernel named `name` of `m` (one built with [`Module::entry`], whose
    /// parameters are declared in its body and so unknown to the Rust types): one value
    /// per parameter, in order, its low bytes taken for parameters narrower than 64 bits;
    /// a buffer passes as [`Buf::addr`], an `f32` as its bits.
    pub fn run_named(
        &mut self,
        m: &Module,
        name: &str,
        cfg: &Launch,
        args: &[u64],
    ) -> Result<Stats, SimError> {
        let st = &m.state;
        let id = st
            .funcs
            .iter()
            .find(|f| f.entry && st.symbols[f.sym as usize].name == name)
            .map(|f| f.id)
            .ok_or_else(|| SimError::Launch {
                kernel: name.to_owned(),
                why: format!(
                    "the module has no kernel of that name (it has {})",
                    m.kernels()
                        .iter()
                        .map(|k| format!("`{}`", k.name))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            })?;
        let words: Vec<Vec<u8>> = args.iter().map(|v| v.to_le_bytes().to_vec()).collect();
        self.run_raw(m, id, name, cfg, &words)
    }

    fn run_raw(
        &mut self,
        m: &Module,
        func: u32,
        name: &str,
        cfg: &Launch,
        args: &[Vec<u8>],
    ) -> Result<Stats, SimError> {
        let launch_err = |why: String| SimError::Launch {
            kernel: name.to_owned(),
            why,
        };
        m.emit().map_err(|e| SimError::Build(e.to_string()))?;
        let st = &m.state;
        let f = st
            .funcs
            .iter()
            .find(|f| f.id == func && f.entry)
            .ok_or_else(|| launch_err("the kernel is not one of this module's".to_owned()))?;
        check_shape(cfg).map_err(&launch_err)?;
        if let Some((_, want, at)) = f
            .directives
            .iter()
            .find(|d| d.0 == typed_ptx_isa::FormId::Reqntid)
            && *want != cfg.block
        {
            return Err(launch_err(format!(
                "a block of {:?} threads, but the kernel declares .reqntid {}, {}, {} (at {at})",
                cfg.block, want[0], want[1], want[2]
            )));
        }
        if let Some((_, most, at)) = f
            .directives
            .iter()
            .find(|d| d.0 == typed_ptx_isa::FormId::Maxntid)
            && cfg.block.iter().product::<u32>() > most.iter().product::<u32>()
        {
            return Err(launch_err(format!(
                "a block of {:?} threads, more than the kernel's .maxntid {}, {}, {} allows (at {at})",
                cfg.block, most[0], most[1], most[2]
            )));
        }
        self.module_mem(m);
        let mm = &self.modules[&st.module];
        let mut places = mm.places.clone();
        let prog = decode::program(st, f, &mut places, mm.shared_end, &mm.externs)?;
        let mut params = vec![0u8; prog.param_bytes as usize];
        if args.len() != prog.params.len() {
            return Err(launch_err(format!(
                "{} arguments for {} parameters",
                args.len(),
                prog.params.len()
            )));
        }
        for ((_, off, size), a) in prog.params.iter().zip(args) {
            let n = (*size as usize).min(a.len());
            params[*off as usize..*off as usize + n].copy_from_slice(&a[..n]);
        }
        let mut shared_names = mm.shared_names.clone();
        for (sym, off) in &prog.shared {
            // The kernel's own variables, or those of a device function it calls.
            let d = st
                .funcs
                .iter()
                .flat_map(|g| &g.decls)
                .find(|d| d.sym == *sym);
            let size = d.map_or(0, decl_bytes);
            shared_names
                .0
                .push((*off, size, st.symbols[*sym as usize].name.clone()));
        }
        let dyn_base = prog.shared_end_with_externs;
        shared_names.0.sort_by_key(|n| n.0);
        check_memory(&prog, dyn_base + cfg.shared_bytes as u64).map_err(&launch_err)?;
        let l = exec::Launched {
            prog: &prog,
            cfg: *cfg,
            params: &params,
            konst: &mm.konst,
            const_names: &mm.const_names,
            shared_bytes: dyn_base + cfg.shared_bytes as u64,
            shared_names: &shared_names,
            opts: self.opts,
            kernel: name,
        };
        let mut stats = Stats::default();
        let mut global = std::mem::take(&mut self.allocs);
        let r = cluster::run_grid(&l, &mut global, &mut stats);
        self.allocs = global;
        r?;
        Ok(stats)
    }

    /// Allocates a module's `.global` variables and lays out its `.const` and `.shared`
    /// ones, once per module.
    fn module_mem(&mut self, m: &Module) {
        let st = &m.state;
        if self.modules.contains_key(&st.module) {
            return;
        }
        let mut mm = ModuleMem {
            places: Places::new(),
            konst: Vec::new(),
            const_names: Names::default(),
            shared_end: 0,
            shared_names: Names::default(),
            externs: Vec::new(),
        };
        for d in &st.decls {
            let name = st.symbols[d.sym as usize].name.clone();
            let size = decl_bytes(d);
            let init = init_bytes(d);
            match d.form {
                typed_ptx_isa::FormId::DeclGlobal => {
                    let id = self.allocs.len() as u64;
                    let mut data = vec![0u8; size as usize];
                    let n = init.len().min(data.len());
                    data[..n].copy_from_slice(&init[..n]);
                    self.allocs.push(Alloc {
                        name: format!("`{name}`"),
                        data,
                        at: d.at,
                    });
                    mm.places
                        .insert(d.sym, (Sp::Global, mem::GLOBAL_BASE + id * mem::STRIDE));
                }
                typed_ptx_isa::FormId::DeclConst => {
                    let off = (mm.konst.len() as u64).next_multiple_of(d.align.max(1));
                    mm.konst.resize(off as usize, 0);
                    let mut data = vec![0u8; size as usize];
                    let n = init.len().min(data.len());
                    data[..n].copy_from_slice(&init[..n]);
                    mm.konst.extend_from_slice(&data);
                    mm.const_names.0.push((off, size, name));
                    mm.places.insert(d.sym, (Sp::Const, off));
                }
                typed_ptx_isa::FormId::DeclSharedExtern => {
                    mm.externs.push((d.sym, d.align.max(1), name));
                }
                _ => {
                    let off = mm.shared_end.next_multiple_of(d.align.max(1));
                    mm.shared_names.0.push((off, size, name));
                    mm.places.insert(d.sym, (Sp::Shared, off));
                    mm.shared_end = off + size;
                }
            }
        }
        self.modules.insert(st.module, mm);
    }
}

fn decl_bytes(d: &crate::ir::Decl) -> u64 {
    let n = match d.len {
        crate::ir::Len::Scalar => 1,
        crate::ir::Len::Array(n) => n,
        crate::ir::Len::Unsized => 0,
    };
    d.ty.size().saturating_mul(n)
}

/// The bytes of a variable's initializer.
fn init_bytes(d: &crate::ir::Decl) -> Vec<u8> {
    let size = d.ty.size() as usize;
    let mut out = Vec::new();
    for v in &d.init {
        let bits = match *v {
            crate::ty::Imm::Int(i) => i as u64,
            crate::ty::Imm::UInt(u) => u,
            crate::ty::Imm::F32(b) => b as u64,
            crate::ty::Imm::F64(b) => b,
        };
        out.extend_from_slice(&bits.to_le_bytes()[..size.min(8)]);
    }
    out
}

/// The most `.local` memory per thread the interpreter keeps (each byte carries its
/// checks' marks); the most shared memory is a CTA's (`MAX_SHARED`, an H100's 227 KiB).
const MAX_LOCAL: u64 = 16 * 1024;

/// The launch's memory against those limits.
fn check_memory(prog: &decode::Program, shared: u64) -> Result<(), String> {
    if shared > MAX_SHARED {
        return Err(format!(
            "{shared} bytes of shared memory per CTA (static and dynamic): more than the {MAX_SHARED} a CTA may have"
        ));
    }
    if prog.local_bytes > MAX_LOCAL {
        return Err(format!(
            "{} bytes of .local memory per thread: the interpreter keeps at most {MAX_LOCAL}",
            prog.local_bytes
        ));
    }
    Ok(())
}

/// The launch shape's limits, as the GPU checks them.
fn check_shape(cfg: &Launch) -> Result<(), String> {
    let threads = cfg.block.iter().map(|&b| b as u64).product::<u64>();
    if threads == 0 || cfg.grid.contains(&0) {
        return Err(format!(
            "an empty grid {:?} or block {:?}: every dimension must be at least 1",
            cfg.grid, cfg.block
        ));
    }
    if threads > 1024 {
        return Err(format!(
            "a block of {threads} threads ({:?}): at most 1024",
            cfg.block
        ));
    }
    if let Some(c) = cfg.cluster {
        let size = c.iter().product::<u32>();
        if size == 0 || size > 16 || (0..3).any(|d| !cfg.grid[d].is_multiple_of(c[d])) {
            return Err(format!(
                "clusters of {c:?} CTAs in a grid of {:?}: a cluster has 1 to 16 CTAs and the grid is whole clusters in each dimension",
                cfg.grid
            ));
        }
    }
    Ok(())
}

/// One launch argument for a parameter of type `P`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed to a kernel parameter of type `{P}` in the interpreter",
    note = "a `Ptr<Global, T>` takes a `&Buf<H>` with `H::Elem = T` (Sim::upload / Sim::zeros); a `Reg<T>` or `Var<Param<Entry>, T>` takes a `T`; a `TensorMap<T, R>` parameter a `&SimTensorMap<T, R>` (Sim::tensor_map_tiled); a `TileMap<L, R>` a `&SimTileMap<L, R>` (Sim::tile_map)"
)]
pub trait SimArg<P>: sealed::Sealed {
    #[doc(hidden)]
    fn bytes(&self, sim: &Sim) -> Result<Vec<u8>, String>;
}

impl<T: Value> sealed::Sealed for &Buf<T> {}
impl<T: Value> SimArg<Ptr<Global, T::Elem>> for &Buf<T> {
    fn bytes(&self, sim: &Sim) -> Result<Vec<u8>, String> {
        if self.sim != sim.id {
            return Err(format!("{self:?} belongs to another interpreter"));
        }
        Ok(self.addr().to_le_bytes().to_vec())
    }
}

impl<T: Num + Data + Elem<Value = T> + Value> SimArg<Reg<T>> for T {
    fn bytes(&self, _: &Sim) -> Result<Vec<u8>, String> {
        let mut b = vec![0u8; T::SIZE];
        self.put(&mut b);
        Ok(b)
    }
}

impl<T: Data + Value> SimArg<Var<Param<Entry>, T>> for T {
    fn bytes(&self, _: &Sim) -> Result<Vec<u8>, String> {
        let mut b = vec![0u8; T::SIZE];
        self.put(&mut b);
        Ok(b)
    }
}

/// Argument `N` (counted from 1) of an interpreter launch, for the kernel's parameter
/// `N` of type `P`: every [`SimArg<P>`] is one, at every position. The argument tuples
/// ask for this rather than for `SimArg` itself, so that a wrong argument is reported
/// once, at the argument, with its position, its type and the parameter's type.
#[diagnostic::on_unimplemented(
    message = "interpreter argument {N} is a `{Self}`, which cannot be passed for the kernel's parameter {N}, a `{P}`",
    label = "argument {N}: not a value for a `{P}` parameter",
    note = "a `Ptr<Global, T>` takes a `&Buf<H>` with `H::Elem = T` (Sim::upload / Sim::zeros); a `Reg<T>` or `Var<Param<Entry>, T>` takes a `T`"
)]
pub trait SimArgAt<P, const N: usize>: sealed::Sealed {
    #[doc(hidden)]
    fn bytes_at(&self, sim: &Sim) -> Result<Vec<u8>, String>;
}

// Not recommended: a failing argument is reported as `SimArgAt` (with its position), not
// through this impl as the `SimArg` bound (or a `Value::Elem` projection) behind it.
#[diagnostic::do_not_recommend]
impl<P, A: SimArg<P>, const N: usize> SimArgAt<P, N> for A {
    fn bytes_at(&self, sim: &Sim) -> Result<Vec<u8>, String> {
        self.bytes(sim)
    }
}

impl<T, const R: usize> sealed::Sealed for &SimTensorMap<T, R> {}
impl<T: crate::TmaElem, const R: usize>
    SimArg<Ptr<crate::Generic<Param<Entry>>, crate::TensorMap<T, R>>> for &SimTensorMap<T, R>
{
    fn bytes(&self, sim: &Sim) -> Result<Vec<u8>, String> {
        map_bytes(sim, self.sim, &self.bytes)
    }
}
impl<T: crate::TmaElem, const R: usize> SimArg<Var<Param<Entry>, crate::TensorMap<T, R>>>
    for &SimTensorMap<T, R>
{
    fn bytes(&self, sim: &Sim) -> Result<Vec<u8>, String> {
        map_bytes(sim, self.sim, &self.bytes)
    }
}

impl<L, const R: usize> sealed::Sealed for &SimTileMap<L, R> {}
impl<L: crate::tile::TileLayout, const R: usize> SimArg<crate::tile::TileMap<L, R>>
    for &SimTileMap<L, R>
{
    fn bytes(&self, sim: &Sim) -> Result<Vec<u8>, String> {
        map_bytes(sim, self.map.sim, &self.map.bytes)
    }
}

fn map_bytes(sim: &Sim, of: u32, bytes: &[u8; 128]) -> Result<Vec<u8>, String> {
    if of != sim.id {
        return Err("the tensor map was made by another interpreter".to_owned());
    }
    Ok(bytes.to_vec())
}

/// The launch arguments of a kernel whose parameters are the tuple `P`: every
/// [`SimTuple<P>`]. It has that one impl so that a wrong argument's error is about the
/// argument alone (with an impl per tuple length here, rustc would list every length
/// under each wrong argument).
#[diagnostic::on_unimplemented(
    message = "these arguments do not match the kernel's parameters `{P}`",
    note = "pass a tuple with one argument per parameter, in order (a one-parameter kernel takes `(arg,)`)"
)]
pub trait SimArgs<P>: sealed::Sealed {
    #[doc(hidden)]
    fn words(&self, sim: &Sim, kernel: &str) -> Result<Vec<Vec<u8>>, SimError>;
}

impl<P, A: SimTuple<P>> SimArgs<P> for A {
    fn words(&self, sim: &Sim, kernel: &str) -> Result<Vec<Vec<u8>>, SimError> {
        self.tuple_words(sim, kernel)
    }
}

/// A tuple of interpreter launch arguments for the parameters `P`, one [`SimArgAt`] per
/// position: what [`SimArgs`] is made of.
#[diagnostic::on_unimplemented(
    message = "these arguments do not match the kernel's parameters `{P}`",
    note = "pass a tuple with one argument per parameter, in order (a one-parameter kernel takes `(arg,)`)"
)]
pub trait SimTuple<P>: sealed::Sealed {
    #[doc(hidden)]
    fn tuple_words(&self, sim: &Sim, kernel: &str) -> Result<Vec<Vec<u8>>, SimError>;
}

impl sealed::Sealed for () {}
impl SimTuple<()> for () {
    fn tuple_words(&self, _: &Sim, _: &str) -> Result<Vec<Vec<u8>>, SimError> {
        Ok(Vec::new())
    }
}

macro_rules! sim_tuples {
    ($(($($p:ident $a:ident $i:tt $n:literal),*)),*) => {$(
        impl<$($a: sealed::Sealed),*> sealed::Sealed for ($($a,)*) {}
        impl<$($p, $a: SimArgAt<$p, $n>),*> SimTuple<($($p,)*)> for ($($a,)*) {
            fn tuple_words(&self, sim: &Sim, kernel: &str) -> Result<Vec<Vec<u8>>, SimError> {
                Ok(vec![$(self.$i.bytes_at(sim).map_err(|why| SimError::Launch {
                    kernel: kernel.to_owned(),
                    why: format!("argument {}: {why}", $n),
                })?),*])
            }
        }
    )*};
}
sim_tuples!(
    (P0 A0 0 1),
    (P0 A0 0 1, P1 A1 1 2),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11),
    (P0 A0 0 1, P1 A1 1 2, P2 A2 2 3, P3 A3 3 4, P4 A4 4 5, P5 A5 5 6, P6 A6 6 7, P7 A7 7 8, P8 A8 8 9, P9 A9 9 10, P10 A10 10 11, P11 A11 11 12)
);
