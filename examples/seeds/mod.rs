//! The seed programs: six small kernels, one per idea of the design's seed documents
//! (`__cvta_generic_to_shared`, the 32-bit shared address, every `cvta`, generic pointers
//! from several spaces, `cp.async`), written with the builder. They are demonstrations,
//! not part of the library: the examples (`cargo run --example ld_shared_42`, …), the
//! tests (`tests/seeds.rs`, `tests/macro_seeds.rs`, `tests/gpu.rs`) and the
//! time-to-kernel benchmark include this folder with `mod seeds;` or
//! `#[path = "../examples/seeds/mod.rs"] mod seeds;`. [`by_macro`] holds the same
//! programs written through `ptx_module!`.
//!
//! Each program is a function from a [`Target`] to a [`Module`] holding one kernel of
//! the same name, with a `<NAME>_TARGETS` constant listing the targets it claims (for
//! each of them the module emits, `ptxas` accepts it, and `tests/golden/` holds its
//! text). [`all`] lists them. Every kernel writes results a host can check after a
//! launch; each function's documentation gives the parameters, the launch shape and
//! the expected contents of the output buffer; every such expectation was checked on
//! an H100 (driver 580) by loading the golden PTX of each claimed target
//! (`examples/gpu_seeds.rs`).
//!
//! | program | seed | what it shows |
//! |---|---|---|
//! | [`ld_shared_42`] | 000 | `__cvta_generic_to_shared` then `ld.shared` |
//! | [`shared_addr_roundtrip`] | 000 | the 32-bit form of `.shared`/`.local`/`.const` addresses round-trips |
//! | [`cvta_all_spaces`] | 001/004 | every `cvta` form and direction (plain spellings) |
//! | [`cvta_all_spaces_explicit`] | 001/004 | the same with `::cta`/`::entry` spellings |
//! | [`generic_dispatch`] | 002 | one `.func` over generic pointers from several spaces |
//! | [`cp_async_tile`] | 003 | `cp.async` tile loads in a double-buffered grid-stride copy |

// Each includer uses only some of the programs.
#![allow(dead_code)]

use typed_ptx::{
    Address, Align, Cmp, Generic, Global, Kernel, Module, Named, Ptr, Reg, Shared, Target, Var,
    Window32,
};

pub mod by_macro;

/// A seed program: its name (also its kernel's name), its builder, the targets it claims.
pub type Seed = (&'static str, fn(Target) -> Module, &'static [Target]);

/// Every seed program, in the order of the table above.
pub fn all() -> Vec<Seed> {
    vec![
        ("ld_shared_42", ld_shared_42, LD_SHARED_42_TARGETS),
        (
            "shared_addr_roundtrip",
            shared_addr_roundtrip,
            SHARED_ADDR_ROUNDTRIP_TARGETS,
        ),
        ("cvta_all_spaces", cvta_all_spaces, CVTA_ALL_SPACES_TARGETS),
        (
            "cvta_all_spaces_explicit",
            cvta_all_spaces_explicit,
            CVTA_ALL_SPACES_EXPLICIT_TARGETS,
        ),
        (
            "generic_dispatch",
            generic_dispatch,
            GENERIC_DISPATCH_TARGETS,
        ),
        ("cp_async_tile", cp_async_tile, CP_ASYNC_TILE_TARGETS),
    ]
}

/// sm_75 to sm_90: the targets of the seeds that need nothing newer than `cvta`.
const TURING_TO_HOPPER: &[Target] = &[
    Target::SM_75,
    Target::SM_80,
    Target::SM_86,
    Target::SM_89,
    Target::SM_90,
];

/// The targets [`ld_shared_42`] claims.
pub const LD_SHARED_42_TARGETS: &[Target] = TURING_TO_HOPPER;

/// Seed 000: `__cvta_generic_to_shared`, then `ld.shared.u32` through the result.
///
/// Kernel `ld_shared_42(out: *mut u32)`. Thread 0 stores 42 in a `.shared` `u32`
/// (`@p st.shared.u32`) and the CTA waits at `bar.sync 0`, so that the store happens
/// before every load (no data race); then every thread takes the variable's generic
/// address with the variable form of `cvta` (`cvta.shared.u64 p, x`), converts it back
/// to a shared address (`cvta.to.shared.u64`), loads through that (`ld.shared.u32`) and
/// writes what it read to `out[0]` (`st.global.u32`).
///
/// Launch: 1-D blocks of any size (every thread writes the same value to `out[0]`).
/// Expect: `out[0] == 42`.
pub fn ld_shared_42(target: Target) -> Module {
    let mut m = Module::new(target);
    m.entry("ld_shared_42", |k| {
        let out = k.param_ptr::<u32>("out");
        let x = k.shared::<u32>("x", 1, Align(4));
        let t = k.tid_x();
        let first = k.setp(Cmp::Eq, t, 0u32);
        k.when(first, |k| k.st(x, 42u32));
        k.bar_sync(0);
        let p = k.cvta_var(x, 0); // Ptr<Generic<Shared<Cta>>, u32>
        let sp = k.cvta_to_shared(p); // back to its origin only
        let o = k.ld(sp);
        k.st(out, o);
    });
    m
}

/// The targets [`shared_addr_roundtrip`] claims.
pub const SHARED_ADDR_ROUNDTRIP_TARGETS: &[Target] = TURING_TO_HOPPER;

/// Seed 000: the 32-bit round trip, for `.shared`, `.local` and `.const`.
///
/// Kernel `shared_addr_roundtrip(out: *mut u32)`. For a `.shared` variable holding 7, a
/// `.local` variable holding 8 and a `.const` variable initialised to 9 (space index
/// `s` = 0, 1, 2 in that order): `p` = the generic address of the variable
/// (`cvta.<space>.u64 p, var`), its named-space address (`cvta.to.<space>.u64`), the
/// 32-bit form of that (`cvt.u32.u64`), zero-extended back (`cvt.u64.u32`), and
/// `q` = the generic address of the result (`cvta.<space>.u64`). It writes
/// `out[s] = (p == q) ? 1 : 0` (`setp.eq.u64`, `selp.u32`) and `out[3 + s]` = the value
/// loaded through `q` (a generic `ld.u32`).
///
/// Launch: any shape (one thread is enough; every thread writes the same values);
/// `out` holds 6 `u32`s. Expect: `out == [1, 1, 1, 7, 8, 9]`.
pub fn shared_addr_roundtrip(target: Target) -> Module {
    let mut m = Module::new(target);
    let c = m.const_init::<u32>("c", &[9]);
    m.entry("shared_addr_roundtrip", |k| {
        let out = k.param_ptr::<u32>("out");
        let s = k.shared::<u32>("s", 1, Align(4));
        let l = k.local::<u32>("l", 1, Align(4));
        k.st(s, 7u32);
        k.st(l, 8u32);
        roundtrip(k, s, out, 0);
        roundtrip(k, l, out, 1);
        roundtrip(k, c, out, 2);
    });
    m
}

/// One space of [`shared_addr_roundtrip`]: writes `out[i]` and `out[3 + i]`.
fn roundtrip<S: Window32>(k: &mut Kernel<'_>, v: Var<S, u32>, out: Ptr<Global, u32>, i: i64) {
    let p = k.cvta_var(v, 0); // generic, origin S
    let a = k.cvta_to::<S, u32>(p); // S's window
    let a32 = k.to_u32(a); // the 32-bit form
    let a64 = k.to_u64(a32); // zero-extended
    let q = k.cvta(a64); // generic again
    let same = k.setp(Cmp::Eq, p.bits(), q.bits());
    let flag = k.selp(1u32, 0u32, same);
    k.st(out.at(i), flag);
    let val = k.ld(q);
    k.st(out.at(3 + i), val);
}

/// The targets [`cvta_all_spaces`] claims.
pub const CVTA_ALL_SPACES_TARGETS: &[Target] = &[Target::SM_90];

/// Seeds 001/004: every form and direction of `cvta` in a 64-bit module, plain
/// spellings (`.shared`, `.param`). See [`cvta_all_spaces_explicit`] for `::cta` and
/// `::entry`.
///
/// Kernel `cvta_all_spaces(out: *mut u32, pv: u64)`. For six spaces, numbered
/// `s` = 0 `.global` (a module variable `{11, 12}`), 1 `.shared` (a kernel variable the
/// kernel fills with `{21, 22}`), 2 `.shared::cluster` (another one, `{31, 32}`, seen in
/// the cluster window of the implicit one-CTA cluster), 3 `.local` (`{41, 42}`),
/// 4 `.const` (a module variable `{51, 52}`) and 5 `.param` (the kernel parameter `pv`,
/// read as two `u32` halves), with `v` the space's variable:
///
/// * `g0 = cvta.<space>.u64 v` (variable form), `g1 = cvta.<space>.u64 v+4`
///   (variable + offset form), `g2 = cvta.<space>.u64 r` where `r` holds the address
///   of `v` in its own space (register form);
/// * `out[4s+0] = isspacep.<space> g0 ? 1 : 0`;
/// * `out[4s+1]` = the `u32` loaded through `g0` (generic `ld`);
/// * `out[4s+2]` = the `u32` loaded through `cvta.to.<space>.u64 g1` (`ld.<space>`);
/// * `out[4s+3] = (g2 == g0) ? 1 : 0`.
///
/// Then two negative `isspacep` checks: `out[24] = isspacep.global` of the generic
/// address of the `.shared` variable, `out[25] = isspacep.shared` of the generic address
/// of the `.global` variable (both 0).
///
/// Launch: any shape (one thread is enough; every thread writes the same values), with
/// `pv = 61 | 62 << 32`; `out` holds 26 `u32`s. Expect, for `s` in 0..6,
/// `out[4s..4s+4] == [1, 10(s+1) + 1, 10(s+1) + 2, 1]`, and `out[24..26] == [0, 0]`.
pub fn cvta_all_spaces(target: Target) -> Module {
    cvta_all(target, "cvta_all_spaces", false)
}

/// The targets [`cvta_all_spaces_explicit`] claims.
pub const CVTA_ALL_SPACES_EXPLICIT_TARGETS: &[Target] = &[Target::SM_90];

/// [`cvta_all_spaces`] with the explicit sub-qualifiers ([`Module::explicit_subqualifiers`]):
/// `cvta.shared::cta`, `cvta.to.shared::cta`, `isspacep.shared::cta`, `ld.shared::cta`,
/// `cvta.param::entry`, `cvta.to.param::entry` and `isspacep.param::entry` (PTX ISA 8.3).
///
/// Kernel `cvta_all_spaces_explicit(out: *mut u32, pv: u64)`: parameters, launch and
/// expected output are those of [`cvta_all_spaces`].
pub fn cvta_all_spaces_explicit(target: Target) -> Module {
    cvta_all(target, "cvta_all_spaces_explicit", true)
}

fn cvta_all(target: Target, name: &str, explicit: bool) -> Module {
    let mut m = Module::new(target);
    m.explicit_subqualifiers(explicit);
    let g = m.global_init::<u32>("g", &[11, 12]);
    let c = m.const_init::<u32>("c", &[51, 52]);
    m.entry(name, |k| {
        let out = k.param_ptr::<u32>("out");
        let pv = k.param_var::<u64>("pv").cast::<u32>(); // pv and pv+4
        let s = k.shared::<u32>("s", 2, Align(8));
        let sc = k.shared::<u32>("sc", 2, Align(8));
        let l = k.local::<u32>("l", 2, Align(8));
        k.st(s, 21u32);
        k.st(s.at(1), 22u32);
        k.st(sc, 31u32);
        k.st(sc.at(1), 32u32);
        k.st(l, 41u32);
        k.st(l.at(1), 42u32);
        let g_gen = every_form(k, g, out, 0);
        let s_gen = every_form(k, s, out, 1);
        every_form(k, sc.widen(), out, 2);
        every_form(k, l, out, 3);
        every_form(k, c, out, 4);
        every_form(k, pv, out, 5);
        let no = k.isspacep::<Global, _, _>(s_gen);
        let no = k.selp(1u32, 0u32, no);
        k.st(out.at(24), no);
        let no = k.isspacep::<Shared, _, _>(g_gen);
        let no = k.selp(1u32, 0u32, no);
        k.st(out.at(25), no);
    });
    m
}

/// One space of [`cvta_all_spaces`]: writes `out[4i..4i+4]`; returns the generic
/// address of `v`.
fn every_form<S: Named>(
    k: &mut Kernel<'_>,
    v: Var<S, u32>,
    out: Ptr<Global, u32>,
    i: i64,
) -> Ptr<Generic<S>, u32> {
    let g0 = k.cvta_var(v, 0); // cvta.<space>.u64 g0, v
    let g1 = k.cvta_var(v, 1); // cvta.<space>.u64 g1, v+4
    let r = k.addr_of(v); // mov.u64 r, v
    let g2 = k.cvta(r); // cvta.<space>.u64 g2, r
    let is = k.isspacep::<S, S, u32>(g0);
    let is = k.selp(1u32, 0u32, is);
    k.st(out.at(4 * i), is);
    let v0 = k.ld(g0); // ld.u32 (generic)
    k.st(out.at(4 * i + 1), v0);
    let n1 = k.cvta_to::<S, u32>(g1); // cvta.to.<space>.u64
    let v1 = k.ld(n1); // ld.<space>.u32
    k.st(out.at(4 * i + 2), v1);
    let same = k.setp(Cmp::Eq, g2.bits(), g0.bits());
    let same = k.selp(1u32, 0u32, same);
    k.st(out.at(4 * i + 3), same);
    g0
}

/// The targets [`generic_dispatch`] claims.
pub const GENERIC_DISPATCH_TARGETS: &[Target] = TURING_TO_HOPPER;

/// Seed 002: one function over generic pointers from several spaces.
///
/// Device function `add2(a: generic *u32)`: `*a = *a + 2` (generic `ld.u32`/`st.u32`).
///
/// Kernel `generic_dispatch(out: *mut u32)`, with `t` = `%tid.x`, `T` = the number of
/// threads of the grid (`%nctaid.x * %ntid.x`) and `i = %ctaid.x * %ntid.x + t`:
///
/// 1. `out[i] = i`, then `add2(&out[i])` (a generic pointer from `.global`);
/// 2. `s[t] = 1000 + t` in a `.shared` array `s`, then `add2(&s[t])` (from `.shared`);
/// 3. `out[T + i] = 0`; `var` = `&out[T + i]` when `t` is even, `&s[t]` when odd
///    (`selp.b64`: a generic pointer of unknown origin); `*var = 42`, then `add2(var)`;
/// 4. `out[2T + i] = s[t]`.
///
/// Launch: a 1-D grid of 1-D blocks of at most 1024 threads; `out` holds `3T` `u32`s.
/// Expect, for every `i` (with `t = i % blockDim.x`): `out[i] == i + 2`;
/// `out[T + i] == 44` when `t` is even, else 0; `out[2T + i] == 1002 + t` when `t` is
/// even, else 44.
pub fn generic_dispatch(target: Target) -> Module {
    let mut m = Module::new(target);
    let add2 = m.func("add2", |k, (a,): (Ptr<Generic, u32>,)| {
        let v = k.ld(a);
        let w = k.add(v, 2u32);
        k.st(a, w);
    });
    m.entry("generic_dispatch", |k| {
        let out = k.param_ptr::<u32>("out");
        let s = k.shared::<u32>("s", 1024, Align(4));
        let t = k.tid_x();
        let ntid = k.ntid_x();
        let cta = k.ctaid_x();
        let nctas = k.nctaid_x();
        let i = k.mad_lo(cta, ntid, t);
        let total = k.mul_lo(nctas, ntid);
        // 1. a global pointer
        let ga = k.index(out, i);
        k.st(ga, i);
        let ga_gen = k.cvta(ga);
        k.call(add2, (ga_gen,));
        // 2. a shared pointer
        let s0 = k.addr_of(s);
        let st_ = k.index(s0, t);
        let init = k.add(t, 1000u32);
        k.st(st_, init);
        let st_gen = k.cvta(st_);
        k.call(add2, (st_gen,));
        // 3. either, by thread parity
        let ib = k.add(total, i);
        let gb = k.index(out, ib);
        k.st(gb, 0u32);
        let gb_gen = k.cvta(gb);
        let odd = k.and(t, 1u32);
        let even = k.setp(Cmp::Eq, odd, 0u32);
        let var = k.selp_ptr(gb_gen, st_gen, even); // Ptr<Generic<Unknown>, u32>
        k.st(var, 42u32);
        k.call(add2, (var,));
        // 4. the shared results, copied out
        let twice = k.add(total, total);
        let ic = k.add(twice, i);
        let gc = k.index(out, ic);
        let sv = k.ld(st_);
        k.st(gc, sv);
    });
    m
}

/// The targets [`cp_async_tile`] claims.
pub const CP_ASYNC_TILE_TARGETS: &[Target] =
    &[Target::SM_80, Target::SM_86, Target::SM_89, Target::SM_90];

/// Threads per block of [`cp_async_tile`] (its `.reqntid`).
pub const CP_ASYNC_TILE_THREADS: u32 = 256;

/// 16-byte vectors each thread of [`cp_async_tile`] moves per tile.
pub const CP_ASYNC_TILE_VECS: u32 = 4;

/// Bytes one block of [`cp_async_tile`] moves per tile (per grid step): 256 threads ×
/// 4 vectors × 16 bytes = 16 KiB. `ceil(n_bytes / CP_ASYNC_TILE_BYTES)` blocks copy
/// everything in one step.
pub const CP_ASYNC_TILE_BYTES: u64 = CP_ASYNC_TILE_THREADS as u64 * CP_ASYNC_TILE_VECS as u64 * 16;

/// Seed 003: `cp.async.cg.shared.global` tile loads, in a double-buffered grid-stride
/// copy of global memory.
///
/// Kernel `cp_async_tile(dst: *mut u8, src: *const u8, n_bytes: u64)` copies `n_bytes`
/// bytes from `src` to `dst`, byte for byte, and writes nothing else. Preconditions:
/// `n_bytes` is a multiple of 16, `src` and `dst` are 16-byte aligned and the ranges do
/// not overlap. Launch: 1-D blocks of exactly [`CP_ASYNC_TILE_THREADS`] (256) threads
/// (`.reqntid`: another block size fails to launch), any number of blocks (the grid
/// strides over the data), no dynamic shared memory; it uses 32 KiB of static shared
/// memory per block. On an H100 (driver 580), a grid of
/// `min(ceil(n_bytes / CP_ASYNC_TILE_BYTES), 64 × SM count)` blocks measured 0.99×,
/// 0.98× and 0.97× the bandwidth of `cuMemcpyDtoD` for 64 MiB, 256 MiB and 1 GiB;
/// 8 blocks per SM measured 0.95–0.97×.
///
/// A tile is [`CP_ASYNC_TILE_BYTES`] (16 KiB). Counting in 16-byte vectors, thread `t`
/// moves vectors `tile + t + 256 j` for `j` in 0..4 (each warp instruction covers 512
/// contiguous bytes), where `tile` runs from `blockIdx.x * 1024` in steps of
/// `gridDim.x * 1024`. Each thread `cp.async.cg`s its part of the next tile into one
/// of two shared buffers while it writes the current tile back from the other
/// (`cp.async.commit_group`, `cp.async.wait_group 1`, `bar.sync 0`, then
/// `ld.shared.v4.u32` and `st.global.v4.u32`); `cp.async.wait_all` ends the kernel.
/// A thread reads back only the slots it filled itself, which `cp.async.wait_group`
/// alone makes visible to it; the `bar.sync` is seed 003's `__syncthreads()` and keeps
/// the block in step (it measured free). The loop condition is the same for the whole
/// block, so every thread reaches every `bar.sync`; vectors past the end are masked
/// with predicates.
pub fn cp_async_tile(target: Target) -> Module {
    const THREADS: u32 = CP_ASYNC_TILE_THREADS;
    const VECS: u32 = CP_ASYNC_TILE_VECS;
    /// u32 words between the slices of one thread (256 threads × 16 bytes).
    const SLICE: i64 = THREADS as i64 * 4;
    let mut m = Module::new(target);
    m.entry("cp_async_tile", |k| {
        k.reqntid(THREADS, 1, 1);
        let dst = k.param_ptr::<u32>("dst");
        let src = k.param_ptr::<u32>("src");
        let n_bytes = k.param::<u64>("n_bytes");
        // Two buffers of VECS slices of 256 slots of 16 bytes (4 u32 each).
        let tile = k.shared::<u32>("tile", 2 * VECS as u64 * SLICE as u64, Align(16));
        let tid = k.tid_x();
        let cta = k.ctaid_x();
        let nctas = k.nctaid_x();
        let nvec = k.shr(n_bytes, 4u32); // 16-byte vectors to copy
        let first = k.mul_wide(cta, THREADS * VECS); // this block's first tile, in vectors
        let stride = k.mul_wide(nctas, THREADS * VECS); // vectors per grid step
        let tid64 = k.cvt::<u64, u32>(tid);
        // This thread's slot in slice 0 of buffer 0 (32-bit shared address).
        let t0 = k.addr_of(tile);
        let t32 = k.to_u32(t0);
        let word = k.shl(tid, 2u32);
        let slot = k.index(t32, word);
        let slot = |buf: u32, j: u32| slot.at((buf * VECS + j) as i64 * SLICE);

        // This thread's first vector of tile `b`, its word index, and whether vector
        // `j` of it is in range.
        let vector = |k: &mut Kernel<'_>, b: Reg<u64>| {
            let v = k.add(b, tid64);
            let w = k.shl(v, 2u32);
            (v, w)
        };
        let live = |k: &mut Kernel<'_>, v: Reg<u64>, j: u32| {
            if j == 0 {
                k.setp(Cmp::Lt, v, nvec)
            } else {
                let vj = k.add(v, (j * THREADS) as u64);
                k.setp(Cmp::Lt, vj, nvec)
            }
        };
        // Start the copy of tile `b` into buffer `into`.
        let load = |k: &mut Kernel<'_>, b: Reg<u64>, into: u32| {
            let (v, w) = vector(k, b);
            let from = k.index(src, w);
            for j in 0..VECS {
                let p = live(k, v, j);
                k.when(p, |k| {
                    k.cp_async_cg(slot(into, j), from.at(j as i64 * SLICE))
                });
            }
            k.cp_async_commit_group();
        };
        // Wait for tile `b` in buffer `from` and write it back to `dst`.
        let store = |k: &mut Kernel<'_>, b: Reg<u64>, from: u32| {
            k.cp_async_wait_group(1);
            k.bar_sync(0);
            let (v, w) = vector(k, b);
            let to = k.index(dst, w);
            for j in 0..VECS {
                let p = live(k, v, j);
                k.when(p, |k| {
                    let x = k.ld_v4(slot(from, j));
                    k.st_v4(to.at(j as i64 * SLICE), x);
                });
            }
        };

        let done = k.label();
        let top = k.label();
        let b = k.mov::<u64>(first);
        let past = k.setp(Cmp::Ge, b, nvec);
        k.bra_if(past, done);
        load(k, b, 0);
        k.place(top);
        // Tile b is in flight to buffer 0: start b + stride into buffer 1, store b.
        let nb = k.add(b, stride);
        load(k, nb, 1);
        store(k, b, 0);
        k.assign(b, nb);
        let past = k.setp(Cmp::Ge, b, nvec);
        k.bra_if(past, done);
        // Tile b is in flight to buffer 1: start b + stride into buffer 0, store b.
        let nb = k.add(b, stride);
        load(k, nb, 0);
        store(k, b, 1);
        k.assign(b, nb);
        let more = k.setp(Cmp::Lt, b, nvec);
        k.bra_if(more, top);
        k.place(done);
        k.cp_async_wait_all();
    });
    m
}
