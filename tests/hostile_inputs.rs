//! No public builder entry point panics on hostile input (issue 16, class 3).
//!
//! A property test: each case builds a kernel from a random list of actions whose
//! numbers are the edges (0, 1, powers of two, `u32::MAX`, `1 << 62`, `u64::MAX` …) or
//! anything, and whose handles are registers, variables, labels and functions of
//! another kernel or another module. The builder must answer every one with PTX or with
//! errors, never with a panic (proptest reports a panic as a failure and shrinks it).
//! What a right answer is belongs to the other suites; here the answer must exist.

use proptest::prelude::*;
use typed_ptx::sreg::TID_X;
use typed_ptx::*;

/// Handles made in another kernel of the same module and in another module.
#[derive(Clone, Copy)]
struct Foreign {
    /// A register of another kernel, with an index this kernel may not have.
    high_u32: Reg<u32>,
    /// A pointer register of another module.
    other_ptr: Ptr<Global, u32>,
    /// A predicate of another kernel.
    pred: Reg<Pred>,
    /// A `.global` variable of another module.
    other_var: Var<Global, u32>,
    /// A label of another kernel.
    label: Label,
    /// A device function of another module.
    func: FuncRef<(Reg<u32>,), ()>,
}

/// One hostile action inside the kernel under test.
#[derive(Clone, Debug)]
enum Action {
    /// A `.global` array of `len` elements, cast, touched at element `at`.
    Global { len: u64, at: u64 },
    /// Declare a `.shared` array with this length and alignment and touch it.
    Shared { len: u64, align: u64, at: u64 },
    /// A `.const` array viewed as bytes, read at `at`.
    Const { len: u64, at: u64 },
    /// Raw text with `n` fresh and foreign registers.
    Raw { text: String, foreign: bool },
    /// Thread-count and cluster directives.
    Shape { x: u32, y: u32, z: u32, which: u8 },
    /// Barriers with hostile ids and counts.
    Barrier { id: u32, count: u32 },
    /// An mbarrier given counts, possibly a foreign register.
    Mbarrier { count: u32, foreign: bool },
    /// A `wgmma` descriptor of a small array with hostile offsets, advanced.
    Desc {
        len: u64,
        lbo: u32,
        sbo: u32,
        by: u32,
    },
    /// A bulk copy of `size` bytes between a shared array of `dst` bytes and global
    /// memory (`src` is unused: the global side is a parameter pointer).
    Bulk { dst: u64, src: u64, size: u32 },
    /// `setmaxnreg` with a hostile count.
    MaxNReg { n: u32 },
    /// Use each foreign handle once.
    UseForeign { which: u8 },
    /// A tensor map made by `Var::cast` of an array of `len` bytes aligned to `align`.
    TensorMapCast { len: u64, align: u64 },
    /// Kernel parameters: `n` of them.
    Params { n: u16 },
    /// Constant offsets from a variable and from a pointer, in elements then bytes.
    Offset { elems: i64, bytes: i64 },
}

fn edge_i64() -> impl Strategy<Value = i64> {
    prop_oneof![
        prop::sample::select(vec![0, 1, -1, 4, -4, 1 << 31, 1 << 61, i64::MAX, i64::MIN]),
        any::<i64>(),
    ]
}

fn edge_u64() -> impl Strategy<Value = u64> {
    prop_oneof![
        prop::sample::select(vec![
            0,
            1,
            2,
            3,
            7,
            8,
            16,
            64,
            128,
            1 << 16,
            1 << 31,
            1 << 32,
            1 << 40,
            1 << 61,
            1 << 62,
            1 << 63,
            u64::MAX - 1,
            u64::MAX,
        ]),
        any::<u64>(),
        0u64..256,
    ]
}

fn edge_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        prop::sample::select(vec![
            0,
            1,
            2,
            3,
            15,
            16,
            17,
            31,
            32,
            64,
            65,
            128,
            240,
            1024,
            1025,
            1 << 18,
            (1 << 18) - 16,
            1 << 31,
            u32::MAX
        ]),
        any::<u32>(),
    ]
}

fn raw_text() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "add.u32 {0}, {0}, 1;",
            "@{1} mov.u32 {0}, 5;",
            "@!{1} mov.u32 {0}, {2};",
            "cvta.shared.u64 {0}, {1};",
            "bar.red.popc.u32 {0}, 0, {1};",
            "mov.b128 %rq1, %rq0;",
            "mov.u32 {0}, %envreg99;",
            "setp.eq.u32 {0}|{1}, {2}, 0;",
            "mov.u32 {63}, 1;",
            "mov.u32 {18446744073709551615}, 1;",
            "@{0} @{1} mov.u32 {2}, 1;",
            "@",
            "@{1}",
            "{",
            "}",
            "",
            ";",
            "st.global.u32 [{0}], {1}",
            "tcgen05.dealloc.cta_group::1.sync.aligned.b32 {0}, 32;",
        ])
        .prop_map(str::to_owned),
        "[a-z.{}0-9@!%|\\[\\], ;:_$]{0,40}",
    ]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (edge_u64(), edge_u64()).prop_map(|(len, at)| Action::Global { len, at }),
        (edge_u64(), edge_u64(), edge_u64()).prop_map(|(len, align, at)| Action::Shared {
            len,
            align,
            at
        }),
        (edge_u64(), edge_u64()).prop_map(|(len, at)| Action::Const { len, at }),
        (raw_text(), any::<bool>()).prop_map(|(text, foreign)| Action::Raw { text, foreign }),
        (edge_u32(), edge_u32(), edge_u32(), 0u8..3).prop_map(|(x, y, z, which)| Action::Shape {
            x,
            y,
            z,
            which
        }),
        (edge_u32(), edge_u32()).prop_map(|(id, count)| Action::Barrier { id, count }),
        (edge_u32(), any::<bool>())
            .prop_map(|(count, foreign)| Action::Mbarrier { count, foreign }),
        (edge_u64(), edge_u32(), edge_u32(), edge_u32())
            .prop_map(|(len, lbo, sbo, by)| Action::Desc { len, lbo, sbo, by }),
        (edge_u64(), edge_u64(), edge_u32()).prop_map(|(dst, src, size)| Action::Bulk {
            dst,
            src,
            size
        }),
        edge_u32().prop_map(|n| Action::MaxNReg { n }),
        (0u8..8).prop_map(|which| Action::UseForeign { which }),
        (edge_u64(), edge_u64()).prop_map(|(len, align)| Action::TensorMapCast { len, align }),
        prop_oneof![0u16..8, 500u16..600, 4000u16..4200].prop_map(|n| Action::Params { n }),
        (edge_i64(), edge_i64()).prop_map(|(elems, bytes)| Action::Offset { elems, bytes }),
    ]
}

/// Handles of another kernel and another module.
fn foreign() -> Foreign {
    let mut other = Module::new(Target::SM_90A);
    let other_var = other.global::<u32>("gv", 4);
    let func = other.func("f", |_, (_,): (Reg<u32>,)| {});
    let mut other_ptr = None;
    other.kernel("ok", |_, (p,): (Ptr<Global, u32>,)| other_ptr = Some(p));
    let mut m = Module::new(Target::SM_90A);
    let (mut high, mut pred, mut label) = (None, None, None);
    m.entry("donor", |k| {
        let mut r = k.mov(1u32);
        for _ in 0..50 {
            r = k.add(r, 3u32);
        }
        high = Some(r);
        pred = Some(k.setp(Cmp::Eq, r, 7u32));
        let l = k.label();
        k.place(l);
        label = Some(l);
    });
    Foreign {
        high_u32: high.expect("the donor ran"),
        other_ptr: other_ptr.expect("the kernel ran"),
        pred: pred.expect("the donor ran"),
        other_var,
        label: label.expect("the donor ran"),
        func,
    }
}

/// The module-scope variables the actions asked for, declared before the kernel.
#[derive(Default)]
struct Scope {
    globals: Vec<Var<Global, u32>>,
    consts: Vec<Var<Const, u32>>,
    maps: Vec<Var<Global, u8>>,
}

fn declare(m: &mut Module, actions: &[Action]) -> Scope {
    let mut s = Scope::default();
    for (i, a) in actions.iter().enumerate() {
        match a {
            Action::Global { len, .. } => s.globals.push(m.global::<u32>(&format!("g{i}"), *len)),
            Action::Const { len, .. } => s.consts.push(m.const_::<u32>(&format!("c{i}"), *len)),
            Action::TensorMapCast { len, align } => {
                s.maps
                    .push(m.global_aligned::<u8>(&format!("m{i}"), *len, Align(*align)))
            }
            _ => {}
        }
    }
    s
}

fn apply(k: &mut Kernel<'_>, f: Foreign, scope: &mut Scope, a: &Action, i: usize) {
    match a {
        Action::Global { at, .. } => {
            let v = scope.globals.remove(0);
            let bytes = v.cast::<u8>();
            let p = k.cvta_var(bytes, *at);
            let _ = k.ld(p);
            let q = k.cvta_var(v, *at);
            let _ = k.ld(q);
        }
        Action::Shared { len, align, at } => {
            let v = k.shared::<u32>(&format!("s{i}"), *len, Align(*align));
            let w = v.cast::<u64>();
            let p = k.cvta_var(w, *at);
            let _ = k.ld(p);
            k.st(v, 1u32);
        }
        Action::Const { at, .. } => {
            let v = scope.consts.remove(0);
            let p = k.cvta_var(v.cast::<u8>(), *at);
            let _ = k.ld(p);
            let q = k.cvta_var(v.cast::<u64>(), *at);
            let _ = k.ld(q);
        }
        Action::Raw { text, foreign } => {
            let a = k.fresh::<u32>();
            let p = k.setp(Cmp::Eq, TID_X, 0u32);
            let b = if *foreign { f.high_u32 } else { k.mov(2u32) };
            let q = if *foreign { f.pred } else { p };
            k.raw(text, &[a.into(), q.into(), b.into()]);
        }
        Action::Shape { x, y, z, which } => match which {
            0 => k.reqntid(*x, *y, *z),
            1 => k.maxntid(*x, *y, *z),
            _ => k.reqnctapercluster(*x, *y, *z),
        },
        Action::Barrier { id, count } => {
            k.bar_sync_count(*id, *count);
            k.barrier_sync_count(*id, *count);
            k.bar_arrive(*id, *count);
        }
        Action::Mbarrier { count, foreign } => {
            let bar = k.shared::<Mbarrier>(&format!("b{i}"), 1, Align(8));
            if *foreign {
                k.mbarrier_init(bar, f.high_u32);
                k.mbarrier_expect_tx(bar, f.high_u32);
            } else {
                k.mbarrier_init(bar, *count);
                k.mbarrier_expect_tx(bar, *count);
            }
        }
        Action::Desc { len, lbo, sbo, by } => {
            let v = k.shared::<Bf16>(&format!("d{i}"), *len, Align(128));
            let d = k.wgmma_desc(v, Swizzle::B128, *lbo, *sbo);
            let _ = k.wgmma_desc_advance(d, *by);
        }
        Action::Bulk { dst, src, size } => {
            let d = k.shared::<u8>(&format!("bd{i}"), *dst, Align(16));
            let bar = k.shared::<Mbarrier>(&format!("bb{i}"), 1, Align(8));
            let _ = src;
            let s = k.param_ptr::<u8>(&format!("gp{i}"));
            k.cp_async_bulk_global_to_shared(d, s, *size, bar);
            k.cp_async_bulk_shared_to_global(s, d, *size);
        }
        Action::MaxNReg { n } => {
            k.setmaxnreg_inc(*n);
            k.setmaxnreg_dec(*n);
        }
        Action::UseForeign { which } => use_foreign(k, f, *which),
        Action::TensorMapCast { .. } => {
            let v = scope.maps.remove(0).cast::<TensorMap<Bf16, 2>>();
            k.prefetch_tensormap(v);
            let map = k.cvta_var(v, 0);
            let tile = k.shared::<Bf16>(&format!("t{i}"), 64 * 64, Align(128));
            let bar = k.shared::<Mbarrier>(&format!("tb{i}"), 1, Align(8));
            k.cp_async_bulk_tensor_load(tile, map, (0i32, 0i32), bar);
            k.cp_async_bulk_tensor_store(map, (0i32, 0i32), tile);
        }
        Action::Offset { elems, bytes } => {
            let v = k.shared::<u32>(&format!("o{i}"), 64, Align(16));
            let a = v.at(*elems).byte_offset(*bytes);
            let x = k.ld(a);
            k.st(a.at(*elems), x);
            let _ = k.ld_v4(v.at(*elems));
            let p = k.param_ptr::<u64>(&format!("op{i}"));
            let y = k.ld(p.at(*elems).byte_offset(*bytes));
            let _ = k.atom(AtomOp::Add, p.byte_offset(*bytes), y);
        }
        Action::Params { n } => {
            for j in 0..*n {
                let _ = k.param::<u64>(&format!("p{i}_{j}"));
            }
        }
    }
}

fn use_foreign(k: &mut Kernel<'_>, f: Foreign, which: u8) {
    match which {
        0 => {
            let _ = k.add(f.high_u32, 1u32);
        }
        1 => k.st(f.other_ptr, 1u32),
        2 => k.when(f.pred, |k| {
            let _ = k.mov(1u32);
        }),
        3 => {
            let p = k.addr_of(f.other_var);
            k.st(p, f.high_u32);
        }
        4 => k.bra(f.label),
        5 => k.place(f.label),
        6 => k.call(f.func, (f.high_u32,)),
        _ => {
            let _ = k.if_else(f.pred, |k| k.mov(1u32), |_| f.high_u32);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Every action list gives PTX or errors; nothing panics, and emitting twice gives
    /// the same answer.
    #[test]
    fn no_hostile_input_panics(actions in prop::collection::vec(action(), 1..6), target in 0u8..3) {
        let f = foreign();
        let t = [Target::SM_80, Target::SM_90, Target::SM_90A][target as usize];
        let mut m = Module::new(t);
        let mut scope = declare(&mut m, &actions);
        m.entry("k", |k| {
            for (i, a) in actions.iter().enumerate() {
                apply(k, f, &mut scope, a, i);
            }
        });
        let first = m.emit().map_err(|e| e.to_string());
        let second = m.emit().map_err(|e| e.to_string());
        prop_assert_eq!(first, second);
        let _ = m.emit_units();
        let _ = m.kernels();
    }
}

/// The two panics of the issue, by name.
#[test]
fn a_huge_global_cast_to_bytes_does_not_overflow() {
    let mut m = Module::new(Target::SM_80);
    let g = m.global::<u64>("g", 1 << 62);
    let _ = g.cast::<u8>();
    let _ = m.global::<u64>("h", u64::MAX).cast::<u8>();
}

/// An edge value of the tile layer's numbers, or anything.
fn tile_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(8),
        Just(63),
        Just(64),
        Just(u32::MAX / 2),
        Just(u32::MAX - 63),
        Just(u32::MAX),
        edge_u32(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// The tile layer (issue 19) answers hostile row blocks, K steps, columns and
    /// fragment steps with PTX or errors, never a panic, and the same answer twice.
    #[test]
    fn no_hostile_tile_input_panics(
        (row0, ka, kb, col0, kp) in (tile_u32(), tile_u32(), tile_u32(), tile_u32(), tile_u32()),
        which in 0u8..4,
    ) {
        use typed_ptx::tile::{Sw128, Tile};
        type A = Tile<Bf16, 128, 64, Sw128>;
        let mut m = Module::new(Target::SM_90A);
        let smem = m.extern_shared::<u8>("smem", Align(1024));
        m.entry("k", |k| {
            let mut arena = k.tile_arena(smem);
            let (a, b) = (arena.tile::<A>(k), arena.tile::<A>(k));
            match which {
                0 => {
                    let (da, db) = (k.tile_desc_k(a), k.tile_desc_k(b));
                    let mut acc: [Reg<f32>; 64] = k.frag_zero();
                    k.wgmma_fence();
                    k.wgmma_tile(M64N::<128>, &mut acc, da.a(row0, ka), db.b(kb), false);
                    k.wgmma_commit_group();
                    k.wgmma_wait_group(0);
                }
                1 => {
                    let v = k.tile_desc_mn(b);
                    let regs: [Reg<Bf16x2>; 4] = core::array::from_fn(|_| k.mov(Bf16x2::default()));
                    let mut acc: [Reg<f32>; 32] = k.frag_zero();
                    k.wgmma_fence();
                    k.wgmma_tile(M64N::<64>, &mut acc, regs, v.b(kb), false);
                    k.wgmma_commit_group();
                    k.wgmma_wait_group(0);
                }
                2 => {
                    let p = k.tile_ldmatrix_a(a, row0, col0);
                    let _: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, p);
                    let q = k.tile_ldmatrix_b(b, row0, col0);
                    let _: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, q);
                }
                _ => {
                    let acc: [Reg<f32>; 64] = k.frag_zero();
                    let _: [Reg<Bf16x2>; 4] = k.wgmma_acc_to_a(&acc, kp);
                    let _ = k.tile_elem(a, row0, col0);
                }
            }
        });
        let first = m.emit().map_err(|e| e.to_string());
        let second = m.emit().map_err(|e| e.to_string());
        prop_assert_eq!(first, second);
    }
}
