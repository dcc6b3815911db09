//! The tile layer's rules that only emit can check (`typed_ptx::tile`): a tile shape the
//! hardware cannot hold, an A operand or a K step outside its tile, more shared memory
//! than a CTA has, a ring with no stage or consumer, a stage filled with no copy, and a
//! P fragment past the accumulator are each an error at the call site; and the layout a
//! tile's type states is the one its descriptor, copies and element addresses use.

use typed_ptx::tile::{Sw32, Sw64, Sw128, Tile, TileLayout, TileMap};
use typed_ptx::*;

/// The errors of a module whose one kernel is `body`, as one string.
fn errors(body: impl FnOnce(&mut Kernel<'_>, Var<Shared, u8>)) -> String {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| body(k, smem));
    match m.emit() {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    }
}

/// The lines of `ptx` that start with `op` and end with the operand `last` (`…, last;`).
fn lines(ptx: &str, op: &str, last: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(op) && l.trim_end().ends_with(&format!(" {last};")))
        .count()
}

type A = Tile<Bf16, 128, 64, Sw128>;
type B = Tile<Bf16, 128, 64, Sw128>;

#[test]
fn a_tile_the_hardware_cannot_hold_is_refused_where_it_is_placed() {
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.tile::<Tile<Bf16, 12, 64, Sw128>>(k);
    });
    assert!(
        e.contains("multiple of 8") && e.contains("tests/tiles.rs"),
        "{e}"
    );
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.tile::<Tile<Bf16, 64, 48, Sw128>>(k);
    });
    assert!(e.contains("multiple of 64 columns"), "{e}");
    // Too many stages for shared memory.
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.stages::<Tile<Bf16, 256, 128, Sw128>, 4>(k);
    });
    assert!(e.contains("227 KiB"), "{e}");
    assert_eq!(
        errors(|k, smem| {
            let mut arena = k.tile_arena(smem);
            let _ = arena.stages::<Tile<Bf16, 128, 128, Sw128>, 3>(k);
        }),
        ""
    );
}

#[test]
fn wgmma_operand_parts_outside_their_tiles_are_refused() {
    let run = |row0: u32, kstep: u32| {
        errors(|k, smem| {
            let mut arena = k.tile_arena(smem);
            let (a, b) = (arena.tile::<A>(k), arena.tile::<B>(k));
            let (a, b) = (k.tile_desc_k(a), k.tile_desc_k(b));
            let mut acc: [Reg<f32>; 64] = k.frag_zero();
            k.wgmma_fence();
            k.wgmma_tile(M64N::<128>, &mut acc, a.a(row0, kstep), b.b(kstep), false);
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
        })
    };
    assert_eq!(run(64, 3), "");
    let e = run(128, 0);
    assert!(e.contains("rows 128 .. 192 of a 128-row tile"), "{e}");
    let e = run(32, 0);
    assert!(e.contains("rows 32 .. 96"), "{e}");
    // K steps of 16 columns: 4 in a 64-column tile.
    let e = run(0, 4);
    assert!(e.contains("columns 80 of a tile of 64 columns"), "{e}");
}

#[test]
fn rings_need_stages_consumers_and_copies() {
    let e = errors(|k, _| {
        let _ = k.ring::<2>("r", 0);
    });
    assert!(e.contains("0 consumer warps"), "{e}");
    let e = errors(|k, _| {
        let r = k.ring::<2>("r", 4);
        let s = r.start(k);
        r.fill(k, s, |_, _| {});
    });
    assert!(e.contains("no tile copy"), "{e}");
}

#[test]
fn a_p_fragment_past_the_accumulator_is_refused() {
    let e = errors(|k, _| {
        let acc: [Reg<f32>; 32] = k.frag_zero();
        let _: [Reg<Bf16x2>; 4] = k.wgmma_acc_to_a(&acc, 4);
    });
    assert!(e.contains("K step 4") && e.contains("64 columns"), "{e}");
}

/// The descriptors `wgmma_tile` makes: their leading and stride byte offsets and their
/// swizzle come from the tile's type, and a K step or row block advances the start by
/// the layout's offset (a K step inside an atom by its bytes, the next atom by
/// `ROWS × 128`).
#[test]
fn descriptors_follow_the_tile_layout() {
    type Wide = Tile<Bf16, 64, 128, Sw128>;
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let (a, v) = (arena.tile::<Wide>(k), arena.tile::<Wide>(k));
        let (a, v) = (k.tile_desc_k(a), k.tile_desc_mn(v));
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_fence();
        // A's K step 5: the second atom (8192 bytes on) and its second 32 bytes.
        k.wgmma_tile(M64N::<128>, &mut acc, a.a(0, 5), v.b(2), false);
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    let ptx = m.emit().unwrap();
    // K-major and MN-major 128-byte swizzle: stride 1024 (64 << 32 in the high word),
    // mode 1 << 62, or'ed into each descriptor.
    let high = (64u64 << 32) | (1u64 << 62);
    assert_eq!(lines(&ptx, "or.b64", &high.to_string()), 2, "{ptx}");
    // MN-major: leading byte offset 8192 (the next atom along N) in bits 16-29 of the low word.
    assert_eq!(
        lines(&ptx, "or.b32", &((8192u64 >> 4) << 16).to_string()),
        1,
        "{ptx}"
    );
    // The A advance: (8192 + 32) >> 4; the B advance: 2 K steps of 16 rows × 128 bytes.
    assert_eq!(
        lines(&ptx, "add.s64", &((8192 + 32) >> 4).to_string()),
        1,
        "{ptx}"
    );
    assert_eq!(
        lines(&ptx, "add.s64", &((2 * 16 * 128) >> 4).to_string()),
        1,
        "{ptx}"
    );
    assert!(ptx.contains("wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16"));
}

/// A tile's copies: one TMA copy per atom, at the atom's offset and first column, and
/// the stage's barrier expects the tile's bytes.
#[test]
fn a_fill_copies_each_atom_and_expects_the_tiles_bytes() {
    type Q = Tile<Bf16, 64, 128, Sw128>;
    type K = Tile<Bf16, 128, 64, Sw64>;
    type P = (TileMap<Q, 3>, TileMap<K, 2>);
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (qm, km): P| {
        let mut arena = k.tile_arena(smem);
        let q = arena.tile::<Q>(k);
        let kt = arena.tile::<K>(k);
        let ring = k.ring::<1>("r", 4);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| {
            f.load(q, qm, (0u32, 64u32, 3u32));
            f.load(kt, km, (0u32, 0u32));
        });
    });
    let ptx = m.emit().unwrap();
    assert_eq!(Q::ATOMS, 2);
    assert_eq!(K::ATOMS, 2);
    assert_eq!(ptx.matches("cp.async.bulk.tensor.3d").count(), 2, "{ptx}");
    assert_eq!(ptx.matches("cp.async.bulk.tensor.2d").count(), 2, "{ptx}");
    // The second atom of Q (64 rows × 128 bytes on) at column 64, of K (128 rows × 64
    // bytes on) at column 32.
    for (dims, column) in [("3d", 64), ("2d", 32)] {
        let copy = ptx
            .lines()
            .find(|l| l.contains(&format!("cp.async.bulk.tensor.{dims}")) && l.contains("+8192]"))
            .unwrap_or_else(|| panic!("no second {dims} atom in\n{ptx}"));
        let first = copy
            .split('{')
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap()
            .trim();
        assert_eq!(
            lines(&ptx, &format!("add.s32 \t{first}, 0,"), &column.to_string()),
            1,
            "{dims}: column of {copy} in\n{ptx}"
        );
    }
    // The stage expects both tiles' bytes.
    assert_eq!(
        lines(
            &ptx,
            "mbarrier.arrive.expect_tx",
            &(Q::BYTES + K::BYTES).to_string()
        ),
        1,
        "{ptx}"
    );
    assert_eq!(Q::BYTES + K::BYTES, 16384 + 16384);
}

/// Review of issue 19, finding 3: an arena is the dynamic shared memory (the unsized
/// `extern` array), once per kernel: a sized variable would let its tiles run past it,
/// and two arenas would place overlapping tiles.
#[test]
fn an_arena_is_the_extern_array_once() {
    let e = errors(|k, _| {
        let small = k.shared::<u8>("small", 16, Align(16));
        let mut arena = k.tile_arena(small);
        let _ = arena.tile::<A>(k);
    });
    assert!(e.contains("16-byte") && e.contains("extern_shared"), "{e}");
    let e = errors(|k, smem| {
        let mut one = k.tile_arena(smem);
        let mut two = k.tile_arena(smem);
        let _ = (one.tile::<A>(k), two.tile::<A>(k));
    });
    assert!(e.contains("second tile arena"), "{e}");
}

/// Review of issue 19, finding 6: values at the ends of their types are errors, not
/// overflows (a debug build panicked) or a runaway emission.
#[test]
fn extreme_parts_steps_and_rings_are_errors_not_panics() {
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let (a, b) = (arena.tile::<A>(k), arena.tile::<B>(k));
        let (a, b) = (k.tile_desc_k(a), k.tile_desc_k(b));
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_fence();
        k.wgmma_tile(
            M64N::<128>,
            &mut acc,
            a.a(u32::MAX - 31, 0),
            b.b(u32::MAX / 2),
            false,
        );
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    assert!(
        e.contains("a wgmma A operand") && e.contains("K step"),
        "{e}"
    );
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let v = arena.tile::<B>(k);
        let v = k.tile_desc_mn(v);
        let mut acc: [Reg<f32>; 32] = k.frag_zero();
        let regs: [Reg<Bf16x2>; 4] = core::array::from_fn(|_| k.mov(Bf16x2::default()));
        k.wgmma_fence();
        k.wgmma_tile(M64N::<64>, &mut acc, regs, v.b(u32::MAX), false);
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    assert!(e.contains("K step"), "{e}");
    let e = errors(|k, _| {
        let acc: [Reg<f32>; 32] = k.frag_zero();
        let _: [Reg<Bf16x2>; 4] = k.wgmma_acc_to_a(&acc, u32::MAX);
    });
    assert!(e.contains("K step"), "{e}");
    let started = std::time::Instant::now();
    let e = errors(|k, _| {
        let _ = k.ring::<{ 1 << 30 }>("r", 4);
    });
    assert!(
        e.contains("stages") && started.elapsed().as_secs() < 5,
        "{e}"
    );
    let e = errors(|k, _| {
        let _ = k.ring::<2>("r", 1 << 21);
    });
    assert!(
        e.contains("consumer warps") && e.contains("tests/tiles.rs"),
        "{e}"
    );
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.tile::<Tile<Bf16, 64, { u32::MAX - 63 }, Sw128>>(k);
    });
    assert!(e.contains("atoms"), "{e}");
}

/// Review of issue 19, finding 7: the address `tile_elem` computes for each element is
/// the layout's (`TileLayout::offset`, the TMA unit's swizzle), for every swizzle mode.
#[test]
fn tile_elem_is_the_layouts_offset() {
    fn check<L: TileLayout>() {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        let k = m.kernel("offsets", |k, (out,): (Ptr<Global, u32>,)| {
            let mut arena = k.tile_arena(smem);
            let t = arena.tile::<L>(k);
            let tid = k.tid_x();
            let row = k.div(tid, L::COLS);
            let col = k.rem(tid, L::COLS);
            let p = k.tile_elem(t, row, col);
            let off = k.sub(p.bits(), t.ptr().bits());
            let o = k.index(out, tid);
            k.st(o, off);
        });
        let n = (L::ROWS * L::COLS) as usize;
        let mut sim = typed_ptx::sim::Sim::new();
        let out = sim.zeros::<u32>(n);
        sim.run(
            &m,
            &k,
            &Launch::new(1, n as u32).shared(L::BYTES + 1024),
            (&out,),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", core::any::type_name::<L>()));
        let got = sim.read(&out);
        for (i, g) in got.iter().enumerate() {
            let (r, c) = (i as u32 / L::COLS, i as u32 % L::COLS);
            assert_eq!(
                *g,
                L::offset(r, c),
                "{} ({r}, {c})",
                core::any::type_name::<L>()
            );
        }
    }
    check::<Tile<Bf16, 8, 128, Sw128>>();
    check::<Tile<Bf16, 16, 64, Sw64>>();
    check::<Tile<f32, 8, 16, Sw32>>();
}

/// The `ldmatrix` addresses of a tile's 16×16 blocks: in the interpreter, a 16-row tile
/// holding each element's index is read with `tile_ldmatrix_a` and `tile_ldmatrix_b`, and
/// every lane's registers hold the `mma_sync` fragment elements the docs state.
#[test]
fn ldmatrix_addresses_give_the_fragments_of_a_block() {
    type T = Tile<Bf16, 16, 64, Sw128>;
    for b_side in [false, true] {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        let k = m.kernel("frags", |k, (out,): (Ptr<Global, u32>,)| {
            let mut arena = k.tile_arena(smem);
            let t = arena.tile::<T>(k);
            let lane = k.laneid();
            // Each lane writes 32 elements: element i holds i (its bits).
            for j in 0..32u32 {
                let i = k.mad_lo(lane, 32u32, j);
                let row = k.shr(i, 6u32);
                let col = k.and(i, 63u32);
                let p = k.tile_elem(t, row, col).cast::<u16>();
                let v: Reg<u16> = k.cvt_width(i);
                k.st(p, v);
            }
            k.bar_sync(0);
            let p = if b_side {
                k.tile_ldmatrix_b(t, 0u32, 16u32)
            } else {
                k.tile_ldmatrix_a(t, 0u32, 16u32)
            };
            let frag: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, p);
            for (i, r) in frag.into_iter().enumerate() {
                let w: Reg<u32> = k.bitcast(r);
                let at = k.mad_lo(lane, 4u32, i as u32);
                let o = k.index(out, at);
                k.st(o, w);
            }
        });
        let mut sim = typed_ptx::sim::Sim::new();
        let out = sim.zeros::<u32>(128);
        sim.run(&m, &k, &Launch::new(1, 32).shared(T::BYTES + 1024), (&out,))
            .unwrap();
        let got = sim.read(&out);
        for l in 0..32u32 {
            for i in 0..4u32 {
                // Register i of lane l: its matrix's row l / 4, columns 2 (l % 4) and +1.
                let (row, col) = if b_side {
                    (l / 4 + 8 * (i / 2), 16 + 8 * (i % 2) + 2 * (l % 4))
                } else {
                    (l / 4 + 8 * (i % 2), 16 + 8 * (i / 2) + 2 * (l % 4))
                };
                let lo = row * 64 + col;
                let want = lo | ((lo + 1) << 16);
                assert_eq!(
                    got[(l * 4 + i) as usize],
                    want,
                    "b {b_side}, lane {l}, register {i}"
                );
            }
        }
    }
    // 32-bit elements, and a block off the 16-byte grid.
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Tile<f32, 16, 32, Sw128>>(k);
        let _ = k.tile_ldmatrix_a(t, 0u32, 0u32);
        let u = arena.tile::<Tile<Bf16, 16, 64, Sw128>>(k);
        let _ = k.tile_ldmatrix_b(u, 0u32, 4u32);
    });
    assert!(
        e.contains("4-byte elements") && e.contains("column 4"),
        "{e}"
    );
}

/// Constant rows and columns outside a tile are errors at the call site (an element
/// address, an `ldmatrix` block): they would read or write past the tile.
#[test]
fn constant_elements_outside_a_tile_are_refused() {
    type T = Tile<Bf16, 16, 64, Sw128>;
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<T>(k);
        let _ = k.tile_elem(t, 16u32, 0u32);
        let _ = k.tile_elem(t, 0u32, 64u32);
        let _ = k.tile_ldmatrix_a(t, 8u32, 0u32);
        let _ = k.tile_ldmatrix_b(t, 0u32, 56u32);
    });
    assert!(e.contains("rows 16 .. 17 of a tile of 16 rows"), "{e}");
    assert!(
        e.contains("columns 64 .. 65 of a tile of 64 columns"),
        "{e}"
    );
    assert!(e.contains("rows 8 .. 24"), "{e}");
    assert!(e.contains("columns 56 .. 72"), "{e}");
    assert_eq!(
        errors(|k, smem| {
            let mut arena = k.tile_arena(smem);
            let t = arena.tile::<T>(k);
            let _ = k.tile_elem(t, 15u32, 63u32);
            let _ = k.tile_ldmatrix_a(t, 0u32, 48u32);
        }),
        ""
    );
}

/// Second review of issue 19, findings 1 to 4 and 6: an arena past its limit, a tile map
/// of a shape the hardware cannot hold, a variable of another module, an arena in a
/// device function and a ring on a target without its mbarrier operations are errors at
/// the call site, never a panic or a runaway emission.
#[test]
fn broken_tiles_arenas_and_rings_are_errors_not_panics() {
    let e = errors(|k, smem| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.stages::<Tile<Bf16, 256, 64, Sw128>, 200_000>(k);
        let _ = arena.tile::<A>(k);
    });
    assert!(e.contains("227 KiB"), "{e}");
    type Huge = Tile<Bf16, 64, { u32::MAX - 63 }, Sw128>;
    type Tall = Tile<Bf16, { 1 << 24 }, 192, Sw128>;
    let started = std::time::Instant::now();
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel(
        "k",
        |k, (huge, tall): (TileMap<Huge, 2>, TileMap<Tall, 2>)| {
            let mut arena = k.tile_arena(smem);
            let (h, t) = (arena.tile::<Huge>(k), arena.tile::<Tall>(k));
            let ring = k.ring::<1>("r", 1);
            let s = ring.start(k);
            ring.fill(k, s, |_, f| f.load(h, huge, (0u32, 0u32)));
            k.tile_store(tall, (0u32, 0u32), t);
        },
    );
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("atoms") && e.contains("rows"), "{e}");
    assert!(
        started.elapsed().as_secs() < 5,
        "took {:?}",
        started.elapsed()
    );
    // A sized variable of another module.
    let mut other = Module::new(Target::SM_90A);
    let mut foreign = None;
    other.entry("o", |k| {
        for i in 0..64 {
            let _ = k.shared::<u8>(&format!("pad{i}"), 16, Align(16));
        }
        foreign = Some(k.shared::<u8>("theirs", 16, Align(16)));
    });
    let theirs = foreign.unwrap();
    let e = errors(|k, _| {
        let mut arena = k.tile_arena(theirs);
        let _ = arena.tile::<A>(k);
    });
    assert!(!e.is_empty(), "a foreign variable was accepted");
    // An arena in a device function would overlap the kernel's.
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.func("f", |k, (): ()| {
        let mut arena = k.tile_arena(smem);
        let _ = arena.tile::<A>(k);
    });
    let e = m.emit().unwrap_err().to_string();
    assert!(
        e.contains("device function") && e.contains("tests/tiles.rs"),
        "{e}"
    );
    // A ring on sm_80: reported where the ring is made.
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let _ = k.ring::<2>("r", 4);
    });
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("sm_90") && e.contains("tests/tiles.rs"), "{e}");
    assert!(
        !e.contains("ptx-builder/src"),
        "an error points into the library: {e}"
    );
}

/// FP8 tiles hold packs of four values (`E4m3x4`, copied by TMA as 32-bit elements): a
/// k32 `wgmma` step reads 32 bytes of a row, 8 of the tile's columns, so a 128-byte row
/// has four steps, each 32 bytes further on.
#[test]
fn fp8_tiles_step_along_k_in_bytes() {
    type F = Tile<E4m3x4, 64, 32, Sw128>;
    assert_eq!((F::ATOM_COLS, F::ATOMS, F::BYTES), (32, 1, 8192));
    let run = |kstep: u32| {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.entry("k", |k| {
            let mut arena = k.tile_arena(smem);
            let (a, b) = (arena.tile::<F>(k), arena.tile::<F>(k));
            let (a, b) = (k.tile_desc_k(a), k.tile_desc_k(b));
            let mut acc: [Reg<f32>; 32] = k.frag_zero();
            k.wgmma_fence();
            k.wgmma_tile(M64N::<64>, &mut acc, a.a(0, kstep), b.b(kstep), false);
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
        });
        m.emit().map_err(|e| e.to_string())
    };
    let ptx = run(3).unwrap();
    assert!(ptx.contains("wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3"));
    // Both operands 3 × 32 bytes on.
    assert_eq!(lines(&ptx, "add.s64", &(96 >> 4).to_string()), 2, "{ptx}");
    let e = run(4).unwrap_err();
    assert!(
        e.contains("K step 4 reads up to columns 40 of a tile of 32 columns"),
        "{e}"
    );
}

type Part = Tile<Bf16, 64, 64, Sw128>;

/// A cluster ring: its `empty` barriers count every group CTA's consumer warps, a
/// multicast load copies this CTA's rows of the tile into every CTA of the group and the
/// stage expects the whole tile, and a release arrives on each CTA's `empty`.
#[test]
fn a_cluster_ring_multicasts_parts_and_releases_on_every_cta() {
    type Quarter = Tile<Bf16, 32, 64, Sw128>;
    type P = (TileMap<A, 2>, TileMap<Quarter, 2>);
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (am, bm): P| {
        let mut arena = k.tile_arena(smem);
        let (a, b) = (arena.tile::<A>(k), arena.tile::<B>(k));
        let ring = k.cluster_ring::<2>("r", 8, 4);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| {
            f.load(a, am, (0u32, 0u32));
            f.load_multicast(b, bm, (0u32, 256u32));
        });
        ring.wait(k, s);
        ring.release(k, s);
        ring.leave(k);
    });
    let ptx = m.emit().unwrap();
    // 8 warps × 4 CTAs on each `empty`.
    assert_eq!(lines(&ptx, "mbarrier.init", "32"), 2, "{ptx}");
    assert_eq!(ptx.matches(".multicast::cluster").count(), 1, "{ptx}");
    assert_eq!(
        lines(
            &ptx,
            "mbarrier.arrive.expect_tx",
            &(A::BYTES + B::BYTES).to_string()
        ),
        1,
        "{ptx}"
    );
    // The three peers of a group of four.
    assert_eq!(ptx.matches("mapa.shared::cluster").count(), 3, "{ptx}");
    assert_eq!(
        ptx.matches("mbarrier.arrive.release.cluster.shared::cluster")
            .count(),
        3,
        "{ptx}"
    );
    assert!(ptx.contains("%cluster_ctarank"), "{ptx}");
    // Initialised, then the cluster waits; and again at the end.
    assert_eq!(ptx.matches("barrier.cluster.wait").count(), 2, "{ptx}");
}

/// Boxes that do not divide the tile's rows, a multicast in a ring of one CTA, and a
/// group that is not a power of two are errors at the call site.
#[test]
fn row_blocks_must_divide_the_tile() {
    type Forty = Tile<Bf16, 40, 64, Sw128>;
    let one = |ctas: u32, forty: bool| {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.kernel("k", |k, (bm, tm): (TileMap<Part, 2>, TileMap<Forty, 2>)| {
            let mut arena = k.tile_arena(smem);
            let b = arena.tile::<B>(k);
            let ring = if ctas == 1 {
                k.ring::<2>("r", 8)
            } else {
                k.cluster_ring::<2>("r", 8, ctas)
            };
            let s = ring.start(k);
            ring.fill(k, s, |_, f| match (forty, ctas) {
                (false, 1) => f.load_rows(b, bm, (0u32, 0u32)),
                (true, 1) => f.load_rows(b, tm, (0u32, 0u32)),
                (false, _) => f.load_multicast(b, bm, (0u32, 0u32)),
                (true, _) => f.load_multicast(b, tm, (0u32, 0u32)),
            });
            ring.leave(k);
        });
        match m.emit() {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        }
    };
    assert_eq!(one(1, false), "");
    assert_eq!(one(2, false), "");
    // Two blocks among four CTAs: two CTAs load nothing, and every one expects the tile.
    assert_eq!(one(4, false), "");
    for ctas in [1, 2] {
        let e = one(ctas, true);
        assert!(
            e.contains("boxes of 40 × 64 loading a tile of 128 × 64")
                && e.contains("tests/tiles.rs"),
            "{e}"
        );
    }
    let e = one(3, false);
    assert!(e.contains("a cluster ring shared by 3 CTAs"), "{e}");
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (bm,): (TileMap<Part, 2>,)| {
        let mut arena = k.tile_arena(smem);
        let b = arena.tile::<B>(k);
        let ring = k.ring::<2>("r", 8);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load_multicast(b, bm, (0u32, 0u32)));
    });
    let e = m.emit().unwrap_err().to_string();
    assert!(e.contains("a multicast load in a ring of one CTA"), "{e}");
}

/// A tile loaded in row blocks: one copy per block, each at its rows of the tile and of
/// the tensor; multicast, block j by the CTA of rank j % ctas (a guard where the blocks
/// do not share out evenly), and every CTA expects the whole tile.
#[test]
fn row_blocks_cover_the_tile() {
    type Tall = Tile<Bf16, 192, 64, Sw128>;
    let emit = |multicast: bool| {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.kernel("k", |k, (bm,): (TileMap<Part, 2>,)| {
            let mut arena = k.tile_arena(smem);
            let t = arena.tile::<Tall>(k);
            let ring = if multicast {
                k.cluster_ring::<2>("r", 8, 2)
            } else {
                k.ring::<2>("r", 8)
            };
            let s = ring.start(k);
            ring.fill(k, s, |_, f| {
                if multicast {
                    f.load_multicast(t, bm, (0u32, 64u32));
                } else {
                    f.load_rows(t, bm, (0u32, 64u32));
                }
            });
            ring.leave(k);
        });
        m.emit().unwrap()
    };
    let ptx = emit(false);
    assert_eq!(ptx.matches("cp.async.bulk.tensor.2d").count(), 3, "{ptx}");
    // Blocks 1 and 2: 64 and 128 rows on, 8192 and 16384 bytes on.
    assert_eq!(lines(&ptx, "add.s32", "64"), 1, "{ptx}");
    assert_eq!(lines(&ptx, "add.s32", "128"), 1, "{ptx}");
    assert_eq!(lines(&ptx, "add.u32", "8192"), 1, "{ptx}");
    assert_eq!(lines(&ptx, "add.u32", "16384"), 1, "{ptx}");
    assert_eq!(
        lines(&ptx, "mbarrier.arrive.expect_tx", &Tall::BYTES.to_string()),
        1,
        "{ptx}"
    );
    let ptx = emit(true);
    // Three blocks between two CTAs: blocks 0 and 1, then block 2 for rank 0 only.
    assert_eq!(ptx.matches(".multicast::cluster").count(), 2, "{ptx}");
    assert_eq!(lines(&ptx, "setp.lt.u32", "3"), 1, "{ptx}");
    assert_eq!(
        lines(&ptx, "mbarrier.arrive.expect_tx", &Tall::BYTES.to_string()),
        1,
        "{ptx}"
    );
}

/// Review of issue 19 session 2, finding 1: a tile map of rank 1 (an error where it is
/// declared) loading a tile in row blocks, plain or multicast, is an error, not a panic
/// (the blocks' rows are the second coordinate, which it does not have).
#[test]
fn row_blocks_from_a_map_of_rank_one_are_errors_not_panics() {
    for multicast in [false, true] {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.kernel("k", |k, (map,): (TileMap<Part, 1>,)| {
            let mut arena = k.tile_arena(smem);
            let b = arena.tile::<B>(k);
            let ring = if multicast {
                k.cluster_ring::<2>("r", 8, 2)
            } else {
                k.ring::<2>("r", 8)
            };
            let s = ring.start(k);
            ring.fill(k, s, |_, f| {
                if multicast {
                    f.load_multicast(b, map, (0u32,));
                } else {
                    f.load_rows(b, map, (0u32,));
                }
            });
            ring.leave(k);
        });
        let e = m.emit().unwrap_err().to_string();
        assert!(e.contains("row blocks of a tile map of rank 1"), "{e}");
    }
}

/// Review of issue 19 session 2, finding 2: a cluster ring's group must be whole CTAs
/// of the cluster the kernel runs in; the ring checks `%cluster_nctarank` once and traps
/// otherwise (a multicast or remote arrive to a CTA that does not exist).
#[test]
fn a_cluster_ring_checks_the_clusters_size() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let ring = k.cluster_ring::<2>("r", 4, 4);
        ring.leave(k);
    });
    let ptx = m.emit().unwrap();
    assert!(ptx.contains("%cluster_nctarank"), "{ptx}");
    // The cluster's size and this CTA's rank, each modulo the group of 4.
    assert_eq!(lines(&ptx, "and.b32", "3"), 2, "{ptx}");
    assert!(
        ptx.contains("setp.ne.u32") && ptx.contains("trap;"),
        "{ptx}"
    );
}

/// Review of issue 19 session 2, finding 3: a cluster ring that is never left (a CTA may
/// exit while its peers still write into it), and a ring used after it was left, are
/// errors.
#[test]
fn a_cluster_ring_is_left_once_and_not_used_after() {
    let run = |leave: bool, after: bool| {
        let mut m = Module::new(Target::SM_90A);
        m.entry("k", |k| {
            let ring = k.cluster_ring::<2>("r", 4, 2);
            let s = ring.start(k);
            if leave {
                ring.leave(k);
            }
            if after {
                ring.wait(k, s);
            }
        });
        match m.emit() {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        }
    };
    assert_eq!(run(true, false), "");
    let e = run(false, false);
    assert!(
        e.contains("never left") && e.contains("tests/tiles.rs"),
        "{e}"
    );
    let e = run(true, true);
    assert!(e.contains("after it was left"), "{e}");
}

/// Review of issue 19 session 2, finding 4: `release_if` arrives once per warp whatever
/// the predicate (lane 0 where it holds): a predicate true on every lane cannot make 32
/// arrivals and complete the stage early.
#[test]
fn release_if_arrives_from_lane_zero_only() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let ring = k.ring::<2>("r", 4);
        let s = ring.start(k);
        let t = k.tid_x();
        let all = k.setp(Cmp::Lt, t, 1024u32);
        ring.release_if(k, s, all);
    });
    let ptx = m.emit().unwrap();
    assert!(ptx.contains("%laneid"), "{ptx}");
    assert!(ptx.contains("and.pred"), "{ptx}");
}

/// A B operand of some rows of a tile (`b_rows`): its descriptor starts at the rows' atom
/// and the K step's bytes, and rows outside the tile, or not from a swizzle atom's first
/// row, are errors at the call site (not panics, also at the extremes).
#[test]
fn a_b_operand_of_some_rows_reads_only_those_rows() {
    let run = |row0: u32, kstep: u32| {
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.entry("k", |k| {
            let mut arena = k.tile_arena(smem);
            let (a, b) = (arena.tile::<A>(k), arena.tile::<B>(k));
            let (a, b) = (k.tile_desc_k(a), k.tile_desc_k(b));
            let mut acc: [Reg<f32>; 32] = k.frag_zero();
            k.wgmma_fence();
            k.wgmma_tile(
                M64N::<64>,
                &mut acc,
                a.a(0, 0),
                b.b_rows::<64>(row0, kstep),
                false,
            );
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
        });
        m.emit().map_err(|e| e.to_string())
    };
    let ptx = run(64, 1).unwrap();
    assert!(ptx.contains("wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16"));
    // Rows 64 .. 128: 64 rows of 128 bytes on, and the K step's 32 bytes.
    assert_eq!(
        lines(&ptx, "add.s64", &((64 * 128 + 32) >> 4).to_string()),
        1,
        "{ptx}"
    );
    // Rows 0 .. 64, K step 0: the tile's own descriptor, advanced by nothing.
    let ptx = run(0, 0).unwrap();
    assert!(!ptx.contains("add.s64"), "{ptx}");
    let e = run(96, 0).unwrap_err();
    assert!(
        e.contains("rows 96 .. 160 of a 128-row tile") && e.contains("tests/tiles.rs"),
        "{e}"
    );
    let e = run(4, 0).unwrap_err();
    assert!(
        e.contains("rows 4 .. 68") && e.contains("multiple of 8"),
        "{e}"
    );
    let e = run(0, 4).unwrap_err();
    assert!(e.contains("columns 80 of a tile of 64 columns"), "{e}");
    let e = run(u32::MAX - 7, u32::MAX).unwrap_err();
    assert!(e.contains("a wgmma B operand of rows"), "{e}");
}
