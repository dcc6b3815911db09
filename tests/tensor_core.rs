//! Tensor cores without a GPU: every `mma.sync`, `ldmatrix`/`stmatrix` and `wgmma` form
//! the builder makes is accepted by `ptxas` for its target (sm_80 for the Ampere forms,
//! sm_89 for FP8 `mma`, sm_90 for `stmatrix`, sm_90a for `wgmma`, at every N); the
//! matrix descriptor has the bit fields of the PTX manual's "Matrix Descriptor Format";
//! the accumulator is read and written in place (the definite-assignment check knows);
//! bad input gets an error that names the rule.

use typed_ptx::*;

mod common;

fn emit_ok(m: &Module) -> String {
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    common::assert_ptxas_accepts("tensor_core", &ptx);
    ptx
}

fn error_text(m: &Module) -> String {
    match m.emit() {
        Ok(ptx) => panic!("expected errors, got PTX:\n{ptx}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_mma_shape_and_type_passes_ptxas_for_sm_80_and_sm_89() {
    let mut m = Module::new(Target::SM_80);
    m.kernel(
        "mma_all",
        |k, (out, outi): (Ptr<Global, f32>, Ptr<Global, i32>)| {
            let h: [Reg<F16x2>; 4] = k.frag_zero();
            let b: [Reg<Bf16x2>; 4] = k.frag_zero();
            let x = k.mov(0.75f32);
            let t = k.cvt_rna_tf32(x);
            let s: [Reg<S8x4>; 4] = k.frag_zero();
            let u: [Reg<U8x4>; 4] = k.frag_zero();
            let c: [Reg<f32>; 4] = k.frag_zero();
            let d = k.mma_sync(M16N8K16, h, [h[0], h[1]], c);
            let d = k.mma_sync(M16N8K16, b, [b[2], b[3]], d);
            let d = k.mma_sync(M16N8K8, [t, t, t, t], [t, t], d);
            let dh = k.mma_sync(M16N8K16, h, [h[0], h[1]], [h[2], h[3]]);
            let ci: [Reg<i32>; 4] = k.frag_zero();
            let di = k.mma_sync(M16N8K32, s, [u[0], u[1]], ci);
            let di = k.mma_sync(M16N8K32, u, [s[0], s[1]], di);
            let di = k.mma_sync(M16N8K32, s, [s[0], s[1]], di);
            let di = k.mma_sync(M16N8K32, u, [u[0], u[1]], di);
            for (i, r) in d.iter().enumerate() {
                k.st(out.at(i as i64), *r);
            }
            for (i, r) in di.iter().enumerate() {
                k.st(outi.at(i as i64), *r);
            }
            let o2 = out.cast::<F16x2>();
            k.st(o2.at(8), dh[0]);
            k.st(o2.at(9), dh[1]);
        },
    );
    let ptx = emit_ok(&m);
    assert!(ptx.contains(".target sm_80"), "{ptx}");
    for t in [
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
        "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32",
        "mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32",
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
        "mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32",
        "cvt.rna.tf32.f32",
    ] {
        assert!(ptx.contains(t), "{t} missing:\n{ptx}");
    }

    let mut m = Module::new(Target::SM_89);
    m.kernel("mma_fp8", |k, (out,): (Ptr<Global, f32>,)| {
        let e4: [Reg<E4m3x4>; 4] = k.frag_zero();
        let e5: [Reg<E5m2x4>; 4] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K32, e4, [e5[0], e5[1]], c);
        let d = k.mma_sync(M16N8K32, e5, [e4[0], e4[1]], d);
        let d = k.mma_sync(M16N8K32, e4, [e4[0], e4[1]], d);
        let d = k.mma_sync(M16N8K32, e5, [e5[0], e5[1]], d);
        for (i, r) in d.iter().enumerate() {
            k.st(out.at(i as i64), *r);
        }
    });
    let ptx = emit_ok(&m);
    assert!(
        ptx.contains(".version 8.4"),
        "FP8 mma needs ISA 8.4:\n{ptx}"
    );
    assert!(ptx.contains("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32"));
    // And sm_80 has no FP8 mma: the gate says so, naming the form.
    let mut old = Module::new(Target::SM_80);
    old.entry("fp8_on_sm80", |k| {
        let e4: [Reg<E4m3x4>; 4] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        k.mma_sync(M16N8K32, e4, [e4[0], e4[1]], c);
    });
    let text = error_text(&old);
    assert!(text.contains("sm_89"), "{text}");
}

#[test]
fn ldmatrix_and_stmatrix_take_shared_addresses_of_either_width() {
    for target in [Target::SM_75, Target::SM_80] {
        let mut m = Module::new(target);
        m.kernel("ldm", |k, (out,): (Ptr<Global, u32>,)| {
            let s = k.shared::<Bf16>("tile", 16 * 16, Align(16));
            let p = k.addr_of(s);
            let p32 = k.to_u32(p);
            let a = k.ldmatrix(X4, s);
            let b = k.ldmatrix_trans(X2, p.at(8));
            let c = k.ldmatrix(X1, p32.byte_offset(32));
            let d = k.ldmatrix_trans(X4, p32);
            let e = k.ldmatrix_trans(X1, s.byte_offset(64));
            let f = k.ldmatrix(X2, p);
            let o = out.cast::<Bf16x2>();
            for (i, r) in a
                .iter()
                .chain(&b)
                .chain(&c)
                .chain(&d)
                .chain(&e)
                .chain(&f)
                .enumerate()
            {
                k.st(o.at(i as i64), *r);
            }
        });
        let ptx = emit_ok(&m);
        for t in [
            "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x1.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16",
            "ldmatrix.sync.aligned.m8n8.x2.shared.b16",
        ] {
            assert!(ptx.contains(t), "{t} missing:\n{ptx}");
        }
    }
    let mut m = Module::new(Target::SM_90);
    m.entry("stm", |k| {
        let s = k.shared::<F16>("tile", 16 * 16, Align(16));
        let bytes = k.shared::<u8>("bytes", 512, Align(16));
        let p32 = {
            let p = k.addr_of(s);
            k.to_u32(p)
        };
        let h: [Reg<F16x2>; 4] = k.ldmatrix(X4, s);
        k.stmatrix(X4, s, h);
        k.stmatrix_trans(X4, p32, h);
        k.stmatrix(X2, p32.at(8), [h[0], h[1]]);
        k.stmatrix_trans(X2, s, [h[2], h[3]]);
        k.stmatrix(X1, s.byte_offset(128), [h[0]]);
        k.stmatrix_trans(X1, s, [h[1]]);
        let q: [Reg<U8x4>; 2] = k.ldmatrix(X2, bytes);
        k.stmatrix(X2, bytes.byte_offset(256), q);
    });
    let ptx = emit_ok(&m);
    assert!(
        ptx.contains(".version 7.8"),
        "stmatrix needs ISA 7.8:\n{ptx}"
    );
    for t in [
        "stmatrix.sync.aligned.m8n8.x4.shared.b16",
        "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16",
        "stmatrix.sync.aligned.m8n8.x2.shared.b16",
        "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
        "stmatrix.sync.aligned.m8n8.x1.shared.b16",
        "stmatrix.sync.aligned.m8n8.x1.trans.shared.b16",
    ] {
        assert!(ptx.contains(t), "{t} missing:\n{ptx}");
    }
}

#[test]
fn ldmatrix_rows_are_16_byte_aligned() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 256, Align(16));
        k.ldmatrix(X1, s.at(3));
    });
    let text = error_text(&m);
    assert!(
        text.contains("16-byte access at a byte offset of 6"),
        "{text}"
    );
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 256, Align(8));
        k.ldmatrix(X1, s);
    });
    let text = error_text(&m);
    assert!(text.contains("declared 8-byte aligned"), "{text}");
}

/// `wgmma.mma_async` at every N (bf16 into f32 from two descriptors and from registers
/// with B transposed, f16 into f16 with both transposed and negated), and tf32 and every
/// FP8 pair: all through ptxas for sm_90a.
#[test]
fn wgmma_of_every_n_and_type_passes_ptxas_for_sm_90a() {
    macro_rules! every_n {
        ($m:ident: $($n:literal),*) => {$(
            $m.kernel(concat!("n", $n), |k, (out,): (Ptr<Global, f32>,)| {
                let sa = k.shared::<Bf16>("a", 64 * 16, Align(1024));
                // N-major B of 32-byte swizzle reads a whole 512-byte atom even at N = 8.
                let sb = k.shared::<Bf16>("b", ($n * 16u64).max(256), Align(1024));
                let a = k.wgmma_desc(sa, Swizzle::B32, 16, 256);
                let b = k.wgmma_desc(sb, Swizzle::B32, 16, 256);
                let ha = k.wgmma_desc(sa.cast::<F16>(), Swizzle::None, 128, 256);
                let hb = k.wgmma_desc(sb.cast::<F16>(), Swizzle::None, 128, 256);
                let mut acc: [Reg<f32>; $n / 2] = k.frag_zero();
                let mut acc16: [Reg<F16x2>; $n / 4] = k.frag_zero();
                let ra: [Reg<Bf16x2>; 4] = k.frag_zero();
                k.wgmma_fence();
                k.wgmma_mma_async(M64N::<$n>, &mut acc, a, b, false, WgmmaOpts::default());
                let tb = WgmmaOpts { trans_b: true, ..WgmmaOpts::default() };
                k.wgmma_mma_async(M64N::<$n>, &mut acc, ra, b, true, tb);
                let all = WgmmaOpts { neg_a: true, neg_b: true, trans_a: true, trans_b: true };
                k.wgmma_mma_async(M64N::<$n>, &mut acc16, ha, hb, true, all);
                k.wgmma_commit_group();
                k.wgmma_wait_group(0);
                for (i, r) in acc.iter().enumerate() {
                    k.st(out.at(i as i64), *r);
                }
                let o16 = out.cast::<F16x2>();
                for (i, r) in acc16.iter().enumerate() {
                    k.st(o16.at(128 + i as i64), *r);
                }
            });
        )*};
    }
    let mut m = Module::new(Target::SM_90A);
    every_n!(m: 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144,
        152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256);
    m.kernel("tf32_fp8", |k, (out,): (Ptr<Global, f32>,)| {
        let sf = k.shared::<f32>("f", 64 * 32, Align(1024));
        let s4 = k.shared::<E4m3x4>("e4", 64 * 32, Align(1024));
        let s5 = k.shared::<E5m2x2>("e5", 64 * 64, Align(1024));
        let f = k.wgmma_desc(sf, Swizzle::B128, 16, 1024);
        let e4 = k.wgmma_desc(s4, Swizzle::B64, 16, 512);
        let e5 = k.wgmma_desc(s5, Swizzle::B64, 16, 512);
        let rt: [Reg<Tf32>; 4] = k.frag_zero();
        let r4: [Reg<E4m3x4>; 4] = k.frag_zero();
        let r5: [Reg<E5m2x4>; 4] = k.frag_zero();
        let mut acc: [Reg<f32>; 32] = k.frag_zero();
        let mut acc16: [Reg<F16x2>; 16] = k.frag_zero();
        let neg = WgmmaOpts {
            neg_a: true,
            ..WgmmaOpts::default()
        };
        k.wgmma_fence();
        k.wgmma_mma_async(M64N::<64>, &mut acc, f, f, true, neg);
        k.wgmma_mma_async(M64N::<64>, &mut acc, rt, f, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc, e4, e5, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc, e5, e4, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc, e4, e4, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc, r5, e5, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc16, r4, e5, true, neg);
        k.wgmma_mma_async(M64N::<64>, &mut acc16, e5, e5, false, WgmmaOpts::default());
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
        for (i, r) in acc.iter().enumerate() {
            k.st(out.at(i as i64), *r);
        }
        let o16 = out.cast::<F16x2>();
        for (i, r) in acc16.iter().enumerate() {
            k.st(o16.at(64 + i as i64), *r);
        }
    });
    let ptx = emit_ok(&m);
    assert!(ptx.contains(".target sm_90a"));
    assert!(ptx.contains(".version 8.0"), "wgmma needs ISA 8.0");
    for t in [
        "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n136k16.f16.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e4m3",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n64k32.f16.e4m3.e5m2",
        "wgmma.fence.sync.aligned;",
        "wgmma.commit_group.sync.aligned;",
        "wgmma.wait_group.sync.aligned \t0;",
    ] {
        assert!(ptx.contains(t), "{t} missing");
    }
    // The operands in PTX order: d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b,
    // imm-trans-a, imm-trans-b (f16/bf16 from descriptors); no imm-trans-a with A in
    // registers; no transpose operands at all for tf32 and FP8.
    let line = |needle: &str| {
        ptx.lines()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("no line with {needle}"))
            .to_owned()
    };
    let n8 = line("m64n8k16.f16.f16.f16");
    assert!(n8.ends_with(", 1, -1, -1, 1, 1;"), "{n8}");
    let n256 = line("m64n256k16.f32.bf16.bf16 \t{");
    assert_eq!(n256.matches("%f").count(), 128, "{n256}");
    assert!(n256.ends_with(", 0, 1, 1, 0, 0;"), "{n256}");
    let regs = ptx
        .lines()
        .filter(|l| l.contains("m64n256k16.f32.bf16.bf16"))
        .nth(1)
        .unwrap()
        .to_owned();
    assert!(regs.contains("}, {%r"), "A from registers: {regs}");
    assert!(regs.ends_with(", 1, 1, 1, 1;"), "{regs}");
    let tf = line("m64n64k8.f32.tf32.tf32");
    assert!(tf.ends_with(", 1, -1, 1;"), "{tf}");
}

/// The descriptor's bit fields (sm_90 "Matrix Descriptor Format"): bits 0–13 the start
/// address >> 4, 16–29 the leading byte offset >> 4, 32–45 the stride byte offset >> 4,
/// 62–63 the swizzle mode (1: 128-byte, 2: 64-byte, 3: 32-byte).
#[test]
fn descriptor_bit_fields() {
    let lbo = 48u32;
    let sbo = 2048u32;
    for (sw, code) in [
        (Swizzle::None, 0u64),
        (Swizzle::B128, 1),
        (Swizzle::B64, 2),
        (Swizzle::B32, 3),
    ] {
        let mut m = Module::new(Target::SM_90A);
        m.kernel("desc", |k, (out,): (Ptr<Global, u64>,)| {
            // Large enough for the 64 rows A reads with an 8-row stride of 2048 bytes.
            let s = k.shared::<Bf16>("s", 8192, Align(1024));
            let d = k.wgmma_desc(s.byte_offset(96), sw, lbo, sbo);
            let d = k.wgmma_desc_advance(d, 64);
            let mut acc: [Reg<f32>; 4] = k.frag_zero();
            k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, true, WgmmaOpts::default());
            k.st(out, 1u64);
        });
        let ptx = emit_ok(&m);
        let hi = (u64::from(sbo >> 4) << 32) | (code << 62);
        let lo = u64::from(lbo >> 4) << 16;
        for t in [
            "add.u32".to_owned(),
            "shr.u32".to_owned(),
            "and.b32".to_owned(),
            format!(", {lo};"),
            format!(", {hi};"),
            "add.s64".to_owned(),
        ] {
            assert!(ptx.contains(&t), "{t} missing for {sw:?}:\n{ptx}");
        }
        assert!(ptx.contains(", 96;"), "the byte offset is added:\n{ptx}");
        assert!(
            ptx.contains(", 16383;"),
            "the start address is 14 bits:\n{ptx}"
        );
        assert!(
            ptx.contains(", 4;"),
            "64 bytes further on is 4 units of 16:\n{ptx}"
        );
    }
    assert_eq!(Swizzle::B128.code(), 1);
}

#[test]
fn descriptor_offsets_are_checked() {
    for (lbo, sbo, want) in [
        (
            24,
            1024,
            "leading byte offset of a wgmma descriptor of 24 bytes is not a multiple of 16",
        ),
        (
            16,
            1000,
            "stride byte offset of a wgmma descriptor of 1000 bytes is not a multiple of 16",
        ),
        (1 << 18, 1024, "leading byte offset of a wgmma descriptor"),
    ] {
        let mut m = Module::new(Target::SM_90A);
        m.entry("k", |k| {
            let s = k.shared::<Bf16>("s", 1024, Align(1024));
            k.wgmma_desc(s, Swizzle::B128, lbo, sbo);
        });
        let text = error_text(&m);
        assert!(text.contains(want), "{lbo}/{sbo}: {text}");
        assert!(text.contains("tests/tensor_core.rs:"), "{text}");
    }
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        k.wgmma_desc(s.at(4), Swizzle::B128, 16, 1024);
    });
    let text = error_text(&m);
    assert!(
        text.contains("byte offset 8, not a multiple of 16"),
        "{text}"
    );
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(8));
        k.wgmma_desc(s, Swizzle::B128, 16, 1024);
    });
    let text = error_text(&m);
    assert!(text.contains("variable declared 8-byte aligned"), "{text}");
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        k.wgmma_desc_advance(d, 40);
    });
    let text = error_text(&m);
    assert!(
        text.contains("advance of 40 bytes is not a multiple of 16"),
        "{text}"
    );
}

#[test]
fn wgmma_needs_sm_90a_and_not_sm_100a() {
    for target in [Target::SM_90, Target::SM_100A, Target::SM_100] {
        let mut m = Module::new(target);
        m.entry("k", |k| k.wgmma_fence());
        let text = error_text(&m);
        assert!(text.contains("sm_90a"), "{target}: {text}");
        assert!(text.contains("wgmma.fence"), "{target}: {text}");
    }
}

#[test]
fn transposes_exist_only_where_ptx_has_them() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<f32>("s", 1024, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 4] = k.frag_zero();
        let t = WgmmaOpts {
            trans_b: true,
            ..WgmmaOpts::default()
        };
        k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, true, t);
    });
    let text = error_text(&m);
    assert!(
        text.contains("transposed operand of wgmma.mma_async.tf32.tf32"),
        "{text}"
    );
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let mut acc: [Reg<f32>; 4] = k.frag_zero();
        let t = WgmmaOpts {
            trans_a: true,
            ..WgmmaOpts::default()
        };
        k.wgmma_mma_async(M64N::<8>, &mut acc, a, d, true, t);
    });
    let text = error_text(&m);
    assert!(
        text.contains("transposed A of wgmma.mma_async with A in registers"),
        "{text}"
    );
}

/// The accumulator is read and written in place: its registers must be made to be
/// overwritten, and must hold a value before the first `wgmma` reads them.
#[test]
fn the_accumulator_is_read_and_written_in_place() {
    // Registers that are written once (an mma result) cannot be overwritten.
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 64 * 64, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let h: [Reg<F16x2>; 4] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let mut acc = k.mma_sync(M16N8K16, h, [h[0], h[1]], c);
        k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    let text = error_text(&m);
    assert!(text.contains("wgmma accumulator register"), "{text}");
    assert!(
        text.contains("was not made by `mov`, `mov_ptr` or `fresh`"),
        "{text}"
    );
    // `fresh` registers may be overwritten, but are read before anything wrote them.
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 64 * 64, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 4] = [k.fresh(), k.fresh(), k.fresh(), k.fresh()];
        k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, false, WgmmaOpts::default());
    });
    let text = error_text(&m);
    assert!(
        text.contains("%f0") && text.contains("not assigned"),
        "{text}"
    );
    // Written by the wgmma: a read afterwards is fine, and so is an `if_then` that runs
    // the wgmma on one path only when the registers were zeroed before it.
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (out, n): (Ptr<Global, f32>, Reg<u32>)| {
        let s = k.shared::<F16>("s", 64 * 64, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 4] = k.frag_zero();
        let p = k.setp(Cmp::Ne, n, 0u32);
        k.if_then(p, |k| {
            k.wgmma_fence();
            k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, true, WgmmaOpts::default());
            k.wgmma_commit_group();
            k.wgmma_wait_group(0);
        });
        let sum = k.add(acc[0], acc[3]);
        k.st(out, sum);
    });
    let ptx = emit_ok(&m);
    let wg = ptx.lines().find(|l| l.contains("wgmma.mma_async")).unwrap();
    assert!(wg.contains("{%f0, %f1, %f2, %f3}"), "in place: {wg}");
}

#[test]
fn an_accumulator_larger_than_the_register_budget_is_refused() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        k.maxntid(1024, 1, 1);
        let s = k.shared::<Bf16>("s", 8192, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_mma_async(M64N::<128>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    let text = error_text(&m);
    assert!(text.contains("accumulator is 64 registers"), "{text}");
    assert!(text.contains("at most 64 registers"), "{text}");
    // With 384 threads each thread has 168 registers: m64n256's 128 fit.
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        k.reqntid(384, 1, 1);
        let s = k.shared::<Bf16>("s", 256 * 64, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 128] = k.frag_zero();
        k.wgmma_mma_async(M64N::<256>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    emit_ok(&m);
}

#[test]
fn wait_group_counts_are_in_range() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| k.wgmma_wait_group(256));
    let text = error_text(&m);
    assert!(text.contains("wgmma.wait_group's count"), "{text}");
}

#[test]
fn ptx_asm_refuses_tensor_core_instructions_with_a_reason() {
    // `ptx_asm!` cannot carry fragments; the builder and ptx_module! do. (The message is
    // checked by the macro's own compile-fail suite; here only the table's side.)
    let tc: Vec<_> = typed_ptx::isa::FORMS
        .iter()
        .filter(|f| f.family == typed_ptx::isa::Family::TensorCore)
        .collect();
    assert_eq!(
        tc.len(),
        57,
        "{:?}",
        tc.iter().map(|f| f.id).collect::<Vec<_>>()
    );
}

/// What a `wgmma` reads through a descriptor of a declared variable stays inside it: a
/// 32-byte `.shared` array cannot feed a 64x16 tile. The check follows the layout the
/// descriptor names (K-major rows of 32 bytes in 8-row groups `sbo` apart, core matrices
/// `lbo` apart without swizzle; MN-major for a transposed f16/bf16 operand) from the
/// descriptor's start (its offset and advances), for A (64 rows) and B (N rows).
#[test]
fn a_descriptor_reads_no_more_than_its_variable_holds() {
    let mut m = Module::new(Target::SM_90A);
    let mut lines = Vec::new();
    m.entry("k", |k| {
        // Dense 64x16 bf16 without swizzle: 2048 bytes, exactly the variable.
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let b = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let tiny = k.shared::<Bf16>("tiny", 16, Align(1024));
        let d = k.wgmma_desc(tiny, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<16>, &mut acc, d, b, true, WgmmaOpts::default());
        // The same layout 16 bytes further on, as B of 64 rows.
        let off = k.wgmma_desc(dense.byte_offset(16), Swizzle::None, 128, 256);
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let mut acc64: [Reg<f32>; 32] = k.frag_zero();
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<64>, &mut acc64, a, off, true, WgmmaOpts::default());
        // 64 rows of 128 bytes, 128-byte swizzle: an advance of 128 bytes reads past it.
        let tile = k.shared::<Bf16>("tile", 64 * 64, Align(1024));
        let t = k.wgmma_desc(tile, Swizzle::B128, 16, 1024);
        let t = k.wgmma_desc_advance(t, 128);
        let mut acc2: [Reg<f32>; 8] = k.frag_zero();
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<16>, &mut acc2, t, b, true, WgmmaOpts::default());
        // MN-major (transposed) A of 128-byte swizzle: 1024 bytes per 8 K rows, the second
        // 8 at `sbo`; 2048 bytes of the 2048-byte `dense` only with sbo = 1024.
        let tr = k.wgmma_desc(dense, Swizzle::B128, 16, 2048);
        let mut acc3: [Reg<f32>; 8] = k.frag_zero();
        let opts = WgmmaOpts {
            trans_a: true,
            ..WgmmaOpts::default()
        };
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<16>, &mut acc3, tr, b, true, opts);
    });
    let text = error_text(&m);
    let errs: Vec<&str> = text.lines().skip(1).map(str::trim_start).collect();
    assert_eq!(errs.len(), lines.len(), "{text}");
    for (t, l) in errs.iter().zip(&lines) {
        assert!(
            t.starts_with(&format!("tests/tensor_core.rs:{l}:")),
            "{l}: {t}"
        );
        assert!(t.contains("reads past the end"), "{t}");
    }
    assert!(
        errs[0].contains("A of 64 rows") && errs[0].contains("32-byte variable `tiny`"),
        "{}",
        errs[0]
    );
    assert!(
        errs[1].contains("B of 64 rows") && errs[1].contains("2048-byte variable `dense`"),
        "{}",
        errs[1]
    );
    assert!(
        errs[2].contains("A of 64 rows") && errs[2].contains("at byte 128"),
        "{}",
        errs[2]
    );
    assert!(errs[3].contains("MN-major"), "{}", errs[3]);
}

#[track_caller]
fn line() -> u32 {
    std::panic::Location::caller().line()
}

/// The legal twins: tiles that exactly fill their variables, in each layout, with the
/// advances of the K slices inside them.
#[test]
fn a_descriptor_over_a_big_enough_variable_is_accepted() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        // 64 rows of 64 bf16, 128-byte swizzle: the four K slices of 32 bytes.
        let tile = k.shared::<Bf16>("tile", 64 * 64, Align(1024));
        let bt = k.shared::<Bf16>("bt", 128 * 64, Align(1024));
        let a = k.wgmma_desc(tile, Swizzle::B128, 16, 1024);
        let b = k.wgmma_desc(bt, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_fence();
        for step in 0..4 {
            let (a, b) = if step == 0 {
                (a, b)
            } else {
                (
                    k.wgmma_desc_advance(a, 32 * step),
                    k.wgmma_desc_advance(b, 32 * step),
                )
            };
            k.wgmma_mma_async(M64N::<128>, &mut acc, a, b, true, WgmmaOpts::default());
        }
        // Dense 64x16 without swizzle, and MN-major 128-byte swizzle, both 2048 bytes.
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let d = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let t = k.wgmma_desc(dense, Swizzle::B128, 16, 1024);
        let mut acc2: [Reg<f32>; 32] = k.frag_zero();
        let opts = WgmmaOpts {
            trans_a: true,
            trans_b: true,
            ..WgmmaOpts::default()
        };
        k.wgmma_mma_async(M64N::<64>, &mut acc2, d, d, true, WgmmaOpts::default());
        k.wgmma_mma_async(M64N::<64>, &mut acc2, t, t, true, opts);
        // FP8 B of 8 rows, 32-byte swizzle: 256 bytes.
        let f8 = k.shared::<E4m3x4>("f8", 64, Align(256));
        let e = k.wgmma_desc(f8, Swizzle::B32, 16, 256);
        let a8: [Reg<E4m3x4>; 4] = k.frag_zero();
        let mut acc3: [Reg<f32>; 4] = k.frag_zero();
        k.wgmma_mma_async(M64N::<8>, &mut acc3, a8, e, true, WgmmaOpts::default());
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    emit_ok(&m);
}

/// An advance moves the descriptor's 14-bit start field: one that leaves its variable,
/// or whose advances add up to more than the field holds (the start address would carry
/// into a reserved bit), is refused at the call.
#[test]
fn a_descriptor_advance_stays_inside_its_variable_and_field() {
    let mut m = Module::new(Target::SM_90A);
    let mut lines = Vec::new();
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        lines.push(line() + 1);
        k.wgmma_desc_advance(d, (1 << 18) - 16);
        lines.push(line() + 1);
        k.wgmma_desc_advance(d, 2048);
        // From a run-time pointer the variable is unknown (one straight from `addr_of` is
        // checked like its variable), but two advances of 128 KiB carry out of the field
        // whatever the start.
        let zero = k.mov(0u32);
        let p = k.index(s, zero);
        let q = k.wgmma_desc(p, Swizzle::B128, 16, 1024);
        let q = k.wgmma_desc_advance(q, 1 << 17);
        lines.push(line() + 1);
        k.wgmma_desc_advance(q, 1 << 17);
        // Legal: inside the variable, and a pointer's advance within the field.
        k.wgmma_desc_advance(d, 2032);
        k.wgmma_desc_advance(q, (1 << 17) - 16);
    });
    let text = error_text(&m);
    let errs: Vec<&str> = text.lines().skip(1).map(str::trim_start).collect();
    assert_eq!(errs.len(), lines.len(), "{text}");
    for (t, l) in errs.iter().zip(&lines) {
        assert!(
            t.starts_with(&format!("tests/tensor_core.rs:{l}:")),
            "{l}: {t}"
        );
    }
    assert!(errs[0].contains("2048-byte variable `s`"), "{}", errs[0]);
    assert!(errs[1].contains("2048-byte variable `s`"), "{}", errs[1]);
    assert!(
        errs[2].contains("262144 bytes") && errs[2].contains("14-bit"),
        "{}",
        errs[2]
    );
}

/// Review of issue 16, finding 1: a copy of a descriptor (`mov`, a first `assign`) keeps
/// its variable and its advances, so it is checked like the original; a descriptor
/// merged from different definitions (a second `assign`, a loop's carry) is a run-time
/// value like a pointer.
#[test]
fn a_copied_descriptor_keeps_its_variable() {
    let mut m = Module::new(Target::SM_90A);
    // An unsized array, whose end is known only at launch: only the 14-bit field bounds
    // its advances.
    let big = m.extern_shared::<Bf16>("big", Align(1024));
    let mut lines = Vec::new();
    m.entry("k", |k| {
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let b = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let tiny = k.shared::<Bf16>("tiny", 16, Align(1024));
        let d = k.wgmma_desc(tiny, Swizzle::B128, 16, 1024);
        let moved = k.mov(d);
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<16>, &mut acc, moved, b, true, WgmmaOpts::default());
        let f: Reg<WgmmaDesc<Bf16>> = k.fresh();
        k.assign(f, d);
        lines.push(line() + 1);
        k.wgmma_mma_async(M64N::<16>, &mut acc, f, b, true, WgmmaOpts::default());
        // Advances of a copy add up like the original's: out of the 14-bit field.
        let g = k.wgmma_desc(big, Swizzle::B128, 16, 1024);
        let g = k.mov(g);
        let g = k.wgmma_desc_advance(g, 1 << 17);
        let g = k.mov(g);
        lines.push(line() + 1);
        let _ = k.wgmma_desc_advance(g, 1 << 17);
    });
    let text = error_text(&m);
    let errs: Vec<&str> = text.lines().skip(1).map(str::trim_start).collect();
    assert_eq!(errs.len(), lines.len(), "{text}");
    for (t, l) in errs.iter().zip(&lines) {
        assert!(
            t.starts_with(&format!("tests/tensor_core.rs:{l}:")),
            "{l}: {t}"
        );
    }
    // The twin: copies of a descriptor over a big enough variable are fine.
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let b = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let a = k.mov(b);
        let f: Reg<WgmmaDesc<Bf16>> = k.fresh();
        k.assign(f, a);
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<16>, &mut acc, f, b, true, WgmmaOpts::default());
    });
    emit_ok(&m);
}

/// Review of issue 16, finding 2: a descriptor of a variable at a negative constant offset
/// is refused like any access before a variable's start.
#[test]
fn a_descriptor_before_its_variable_is_refused() {
    for off in [-1024i64, i64::MIN + 4096] {
        let mut m = Module::new(Target::SM_90A);
        m.entry("k", |k| {
            let tiny = k.shared::<Bf16>("tiny", 16, Align(1024));
            let _ = k.wgmma_desc(tiny.byte_offset(off), Swizzle::B128, 16, 1024);
        });
        let text = error_text(&m);
        assert!(text.contains("negative offset"), "{off}: {text}");
    }
}

/// Second review of issue 16: a descriptor register defined again (a branch over the
/// redefinition, a loop's carry) is checked against every definition.
#[test]
fn a_redefined_descriptor_is_checked_against_every_definition() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let p = k.setp(Cmp::Eq, typed_ptx::sreg::TID_X, 0u32);
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let b = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let tiny = k.shared::<Bf16>("tiny", 16, Align(1024));
        let dt = k.wgmma_desc(tiny, Swizzle::None, 128, 256);
        let f: Reg<WgmmaDesc<Bf16>> = k.fresh();
        k.assign(f, dt);
        let skip = k.label();
        k.bra_if(p, skip);
        k.assign(f, b);
        k.place(skip);
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<16>, &mut acc, f, b, true, WgmmaOpts::default());
    });
    assert!(error_text(&m).contains("32-byte variable `tiny`"), "branch");
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let n = k.param::<u32>("n");
        let dense = k.shared::<Bf16>("dense", 64 * 16, Align(1024));
        let b = k.wgmma_desc(dense, Swizzle::None, 128, 256);
        let tiny = k.shared::<Bf16>("tiny", 16, Align(1024));
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.for_range(0u32, n, 1u32, b, |k, _i, d| {
            k.wgmma_mma_async(M64N::<16>, &mut acc, d, b, true, WgmmaOpts::default());
            k.wgmma_desc(tiny, Swizzle::None, 128, 256)
        });
    });
    assert!(
        error_text(&m).contains("32-byte variable `tiny`"),
        "loop carry"
    );
}
