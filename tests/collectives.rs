//! The warp and block collectives (`warp_all_reduce`, `warp_reduce`, `warp_scan`,
//! `block_all_reduce`, `block_scan`): ptxas accepts them for every 32-bit type and the CTA
//! shapes they take, they emit the steps they document, and a CTA size they cannot work
//! with is a builder error at the Rust call. Their results are checked on the GPU by
//! `tests/gpu.rs` (`collectives_match_host_references`).

use typed_ptx::bounds::B32;
use typed_ptx::*;

mod common;

#[track_caller]
fn emit_ok(test: &str, m: &Module) -> String {
    let ptx = m.emit().unwrap_or_else(|e| panic!("{test}: {e}"));
    common::assert_ptxas_accepts(test, &ptx);
    ptx
}

fn count(ptx: &str, what: &str) -> usize {
    ptx.matches(what).count()
}

/// A collective applied to a thread's value.
type Apply<T> = fn(&mut Kernel<'_>, Reg<T>) -> Reg<T>;

/// One kernel per collective over `T`, `x[i] -> out[i]`, in a CTA of `shape`.
fn all_collectives<T: B32 + Arith>(m: &mut Module, tag: &str, shape: [u32; 3]) {
    type P<T> = (Ptr<Global, T>, Ptr<Global, T>);
    let which: [(&str, Apply<T>); 5] = [
        ("warp_all_reduce", |k, v| {
            k.warp_all_reduce(v, |k, a, b| k.add(a, b))
        }),
        ("warp_reduce", |k, v| {
            k.warp_reduce(v, |k, a, b| k.max(a, b))
        }),
        ("warp_scan", |k, v| k.warp_scan(v, |k, a, b| k.add(a, b))),
        ("block_all_reduce", |k, v| {
            k.block_all_reduce(v, |k, a, b| k.min(a, b))
        }),
        ("block_scan", |k, v| k.block_scan(v, |k, a, b| k.add(a, b))),
    ];
    for (name, f) in which {
        m.kernel(&format!("{name}_{tag}"), |k, (out, x): P<T>| {
            k.reqntid(shape[0], shape[1], shape[2]);
            let ntid = k.ntid_x();
            let (tx, ty) = (k.tid_x(), k.tid_y());
            let t = k.mad_lo(ty, ntid, tx);
            let (p, q) = (k.index(x, t), k.index(out, t));
            let v = k.ld(p);
            let r = f(k, v);
            k.st(q, r);
        });
    }
}

#[test]
fn every_collective_is_accepted_for_each_32_bit_type_and_cta_shape() {
    for shape in [
        [32, 1, 1],
        [96, 1, 1],
        [256, 1, 1],
        [1024, 1, 1],
        [32, 4, 2],
    ] {
        let mut m = Module::new(Target::SM_80);
        let tag = format!("{}x{}x{}", shape[0], shape[1], shape[2]);
        all_collectives::<f32>(&mut m, &format!("f32_{tag}"), shape);
        all_collectives::<u32>(&mut m, &format!("u32_{tag}"), shape);
        all_collectives::<i32>(&mut m, &format!("i32_{tag}"), shape);
        emit_ok("collectives", &m);
    }
}

fn one(shape: [u32; 3], f: Apply<f32>) -> String {
    let mut m = Module::new(Target::SM_80);
    m.kernel("k", |k, (out, x): (Ptr<Global, f32>, Ptr<Global, f32>)| {
        k.reqntid(shape[0], shape[1], shape[2]);
        let t = k.tid_x();
        let (p, q) = (k.index(x, t), k.index(out, t));
        let v = k.ld(p);
        let r = f(k, v);
        k.st(q, r);
    });
    emit_ok("collectives", &m)
}

#[test]
fn the_warp_collectives_emit_five_shuffle_steps_each() {
    let ptx = one([32, 1, 1], |k, v| {
        k.warp_all_reduce(v, |k, a, b| k.max(a, b))
    });
    assert_eq!(count(&ptx, "shfl.sync.bfly.b32"), 5, "{ptx}");
    assert_eq!(count(&ptx, "max.f32"), 5, "{ptx}");
    for d in [16, 8, 4, 2, 1] {
        assert!(ptx.contains(&format!(", {d}, 31, 4294967295;")), "{ptx}");
    }
    let ptx = one([32, 1, 1], |k, v| k.warp_reduce(v, |k, a, b| k.add(a, b)));
    assert_eq!(count(&ptx, "shfl.sync.down.b32"), 5, "{ptx}");
    assert_eq!(count(&ptx, "add.f32"), 5, "{ptx}");
    let ptx = one([32, 1, 1], |k, v| k.warp_scan(v, |k, a, b| k.add(a, b)));
    assert_eq!(count(&ptx, "shfl.sync.up.b32"), 5, "{ptx}");
    assert_eq!(count(&ptx, "selp.f32"), 5, "{ptx}");
    assert!(ptx.contains("%laneid"), "{ptx}");
    for d in [1, 2, 4, 8, 16] {
        assert!(ptx.contains(&format!(", {d}, 0, 4294967295;")), "{ptx}");
    }
}

#[test]
fn block_collectives_use_one_scratch_element_per_warp_and_two_barriers() {
    let ptx = one([256, 1, 1], |k, v| {
        k.block_all_reduce(v, |k, a, b| k.add(a, b))
    });
    assert!(
        ptx.contains(".shared .align 4 .f32 block_reduce_0[8];"),
        "{ptx}"
    );
    assert_eq!(count(&ptx, "bar.sync \t0;"), 2, "{ptx}");
    // Five steps in the warps, three over the 8 warps' results, one broadcast.
    assert_eq!(count(&ptx, "shfl.sync.bfly.b32"), 5, "{ptx}");
    assert_eq!(count(&ptx, "shfl.sync.down.b32"), 3, "{ptx}");
    assert_eq!(count(&ptx, "shfl.sync.idx.b32"), 1, "{ptx}");
    assert_eq!(count(&ptx, "selp.f32"), 0, "{ptx}");
    // Three warps: two steps, each guarded against reading past the last warp.
    let ptx = one([96, 1, 1], |k, v| {
        k.block_all_reduce(v, |k, a, b| k.add(a, b))
    });
    assert!(ptx.contains("block_reduce_0[3];"), "{ptx}");
    assert_eq!(count(&ptx, "shfl.sync.down.b32"), 2, "{ptx}");
    assert_eq!(count(&ptx, "selp.f32"), 2, "{ptx}");
    let ptx = one([1024, 1, 1], |k, v| k.block_scan(v, |k, a, b| k.add(a, b)));
    assert!(
        ptx.contains(".shared .align 4 .f32 block_scan_0[32];"),
        "{ptx}"
    );
    assert_eq!(count(&ptx, "bar.sync \t0;"), 2, "{ptx}");
    assert_eq!(count(&ptx, "shfl.sync.up.b32"), 10, "{ptx}");
    // One warp: the warp's result is the block's, with no shared memory nor barrier.
    for f in [
        (|k, v| k.block_all_reduce(v, |k, a, b| k.add(a, b))) as Apply<f32>,
        |k, v| k.block_scan(v, |k, a, b| k.add(a, b)),
    ] {
        let ptx = one([32, 1, 1], f);
        assert!(
            !ptx.contains(".shared") && !ptx.contains("bar.sync"),
            "{ptx}"
        );
    }
    // A 2-D CTA: the warp index is the linear thread index over 32.
    let ptx = one([32, 4, 2], |k, v| k.block_scan(v, |k, a, b| k.add(a, b)));
    assert!(ptx.contains("%tid.y") && ptx.contains("%tid.z"), "{ptx}");
}

#[test]
fn each_block_collective_declares_a_scratch_array_of_its_own() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("two", |k, (out,): (Ptr<Global, u32>,)| {
        k.reqntid(64, 1, 1);
        // A user's array with the name the first helper would take.
        let mine = k.shared::<u32>("block_reduce_0", 1, Align(4));
        let t = k.tid_x();
        k.st(mine, t);
        let a = k.block_all_reduce(t, |k, a, b| k.add(a, b));
        let b = k.block_all_reduce(a, |k, a, b| k.max(a, b));
        let c = k.block_scan(b, |k, a, b| k.add(a, b));
        let d = k.block_scan(c, |k, a, b| k.add(a, b));
        k.st(out, d);
    });
    m.kernel("other", |k, (out,): (Ptr<Global, u32>,)| {
        k.reqntid(64, 1, 1);
        let t = k.tid_x();
        let a = k.block_all_reduce(t, |k, a, b| k.add(a, b));
        k.st(out, a);
    });
    let ptx = emit_ok("collectives", &m);
    for name in [
        "block_reduce_1[2]",
        "block_reduce_2[2]",
        "block_scan_0[2]",
        "block_scan_1[2]",
    ] {
        assert!(ptx.contains(name), "{name}: {ptx}");
    }
    // Another kernel has names of its own.
    let other = &ptx[ptx.find(".entry other").unwrap()..];
    assert!(other.contains("block_reduce_0[2]"), "{other}");
}

#[track_caller]
fn here() -> u32 {
    std::panic::Location::caller().line()
}

/// The one error of `m`, which must point at `line` of this file and contain `what`.
#[track_caller]
fn one_error(m: &Module, line: u32, what: &[&str]) {
    let errs = match m.emit() {
        Ok(ptx) => panic!("expected an error, got PTX:\n{ptx}"),
        Err(e) => e.0,
    };
    assert_eq!(errs.len(), 1, "{errs:?}");
    let text = errs[0].to_string();
    assert!(
        text.starts_with(&format!("tests/collectives.rs:{line}:")),
        "{text}"
    );
    for w in what {
        assert!(text.contains(w), "{w:?} not in: {text}");
    }
}

#[test]
fn a_cta_size_the_block_collectives_cannot_use_is_an_error_at_the_call() {
    let mut m = Module::new(Target::SM_80);
    let line = here() + 3;
    m.kernel("no_reqntid", |k, (out,): (Ptr<Global, f32>,)| {
        let v = k.mov(1.0f32);
        let s = k.block_all_reduce(v, |k, a, b| k.add(a, b));
        k.st(out, s);
    });
    one_error(
        &m,
        line,
        &[
            "`block_all_reduce`",
            "without `.reqntid`",
            "k.reqntid(x, y, z)",
        ],
    );

    for (shape, n) in [([100, 1, 1], "100"), ([16, 3, 1], "48")] {
        let mut m = Module::new(Target::SM_80);
        let line = here() + 4;
        m.kernel("ragged", |k, (out,): (Ptr<Global, u32>,)| {
            k.reqntid(shape[0], shape[1], shape[2]);
            let t = k.tid_x();
            let s = k.block_scan(t, |k, a, b| k.add(a, b));
            k.st(out, s);
        });
        one_error(
            &m,
            line,
            &[
                "`block_scan`",
                &format!("a CTA of {n} threads"),
                "multiple of 32",
            ],
        );
    }

    // A device function has no `.reqntid`.
    let mut m = Module::new(Target::SM_80);
    let line = here() + 2;
    m.func("helper", |f, (v,): (Reg<u32>,)| {
        f.block_all_reduce(v, |k, a, b| k.add(a, b))
    });
    one_error(
        &m,
        line,
        &[
            "in a device function",
            "call block collectives in the kernel",
        ],
    );

    // Under a guard, the warps' results could not all be stored.
    let mut m = Module::new(Target::SM_80);
    let line = here() + 6;
    m.kernel("guarded", |k, (out,): (Ptr<Global, u32>,)| {
        k.reqntid(64, 1, 1);
        let t = k.tid_x();
        let p = k.setp(Cmp::Lt, t, 64u32);
        k.when(p, |k| {
            let s = k.block_all_reduce(t, |k, a, b| k.add(a, b));
            k.st(out, s);
        });
    });
    one_error(&m, line, &["inside a guarded block"]);
}
