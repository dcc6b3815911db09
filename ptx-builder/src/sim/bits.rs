//! Bit manipulation (`bfind`, `bmsk`, `lop3`, `prmt`) and the warp-wide `match.sync`
//! and `redux.sync`.

use super::SimError;
use super::alu::{sext, trunc};
use super::decode::{A, K, ReduxOp, T};
use super::exec::{Cta, Warp};
use super::ops::lanes;

/// The one-lane bit operations, on their sources `a` to `d`.
pub(crate) fn scalar(k: K, a: u64, b: u64, c: u64, d: u64) -> u64 {
    match k {
        K::Bfind(ty, shiftamt) => bfind(ty, shiftamt, a),
        K::Bmsk(clamp) => bmsk(clamp, a, b),
        K::Lop3 => {
            // Bit i of the result is bit (a_i b_i c_i) of the look-up table `d`.
            let (a, b, c) = (a as u32, b as u32, c as u32);
            let mut r = 0u32;
            for i in 0..32 {
                let idx = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1);
                r |= ((d as u32 >> idx) & 1) << i;
            }
            r as u64
        }
        K::Prmt(mode) => prmt(mode, a as u32, b as u32, c as u32) as u64,
        _ => 0,
    }
}

/// `bfind`: the bit position of the most significant bit that differs from the sign (for
/// a signed type) or is set; `0xffffffff` when there is none; `.shiftamt` counts from
/// the top instead.
fn bfind(ty: T, shiftamt: bool, a: u64) -> u64 {
    let bits = ty.bits();
    let v = if ty.signed() && sext(a, bits) < 0 {
        !a
    } else {
        a
    };
    let v = trunc(v, bits);
    if v == 0 {
        return 0xffff_ffff;
    }
    let pos = 63 - v.leading_zeros() as u64;
    if shiftamt { bits as u64 - 1 - pos } else { pos }
}

/// `bmsk.{clamp,wrap}.b32 d, a, b`: `b` ones from bit `a`.
fn bmsk(clamp: bool, a: u64, b: u64) -> u64 {
    let (pos, len) = if clamp {
        ((a as u32).min(32) as u64, (b as u32).min(32) as u64)
    } else {
        ((a & 31), (b & 31))
    };
    let ones = if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    trunc(ones << pos.min(63), 32) * (pos < 32) as u64
}

/// `prmt.b32{.mode} d, a, b, c`: bytes of `{b, a}` picked by `c`.
fn prmt(mode: Option<u8>, a: u32, b: u32, c: u32) -> u32 {
    let src = (b as u64) << 32 | a as u64;
    let byte = |i: u32| (src >> (8 * (i & 7))) as u8;
    let mut out = [0u8; 4];
    match mode {
        None => {
            for (j, o) in out.iter_mut().enumerate() {
                let sel = (c >> (4 * j)) & 0xf;
                let v = byte(sel);
                *o = if sel & 8 != 0 {
                    ((v as i8) >> 7) as u8
                } else {
                    v
                };
            }
        }
        Some(m) => {
            let s = c & 3;
            // The source byte of result byte j, for each mode (f4e b4e rc8 ecl ecr rc16).
            let pick = |j: u32| -> u32 {
                match m {
                    0 => s + j,
                    1 => (s + 8 - j) % 8,
                    2 => s,
                    3 => s.max(j),
                    4 => s.min(j),
                    _ => (s & 1) * 2 + (j & 1),
                }
            };
            for (j, o) in out.iter_mut().enumerate() {
                *o = byte(pick(j as u32));
            }
        }
    }
    u32::from_le_bytes(out)
}

/// `match.{any,all}.sync.type d{|p}, a, mask`.
pub(crate) fn matching(
    cta: &mut Cta,
    w: &mut Warp,
    args: &[A],
    all: bool,
    ty: T,
    on: u32,
) -> Result<(), SimError> {
    let (d, p, a) = if args.len() == 4 {
        (args[0], Some(args[1]), args[2])
    } else {
        (args[0], None, args[1])
    };
    let vals: Vec<u64> = (0..32)
        .map(|i| {
            if on & 1 << i != 0 {
                trunc(cta.get(w, a, i), ty.bits())
            } else {
                0
            }
        })
        .collect();
    for i in lanes(on) {
        // Over the lanes of this lane's own member mask.
        let set = super::ops::member_mask(cta, w, args, i) & on;
        let same = lanes(set)
            .filter(|&j| vals[j] == vals[i])
            .fold(0u32, |m, j| m | 1 << j);
        let (v, pred) = if all {
            let eq = same == set;
            (if eq { set } else { 0 }, eq)
        } else {
            (same, true)
        };
        Cta::set(w, d, i, v as u128);
        if let Some(p) = p {
            Cta::set(w, p, i, pred as u128);
        }
    }
    Ok(())
}

/// `redux.sync.op.type d, a, mask`: the operation over the member lanes, in each.
pub(crate) fn redux(
    cta: &mut Cta,
    w: &mut Warp,
    args: &[A],
    op: ReduxOp,
    ty: T,
    on: u32,
) -> Result<(), SimError> {
    let signed = ty == T::S32;
    let vals: Vec<u64> = (0..32)
        .map(|i| {
            if on & 1 << i != 0 {
                trunc(cta.get(w, args[1], i), 32)
            } else {
                0
            }
        })
        .collect();
    let out: Vec<(usize, u64)> = lanes(on)
        .map(|i| {
            // Over the lanes of this lane's own member mask.
            let set = super::ops::member_mask(cta, w, args, i) & on;
            let r = lanes(set).map(|j| vals[j]).reduce(|x, y| match op {
                ReduxOp::Add => x.wrapping_add(y) & 0xffff_ffff,
                ReduxOp::Min if signed => (sext(x, 32).min(sext(y, 32)) as u64) & 0xffff_ffff,
                ReduxOp::Max if signed => (sext(x, 32).max(sext(y, 32)) as u64) & 0xffff_ffff,
                ReduxOp::Min => x.min(y),
                ReduxOp::Max => x.max(y),
                ReduxOp::And => x & y,
                ReduxOp::Or => x | y,
                ReduxOp::Xor => x ^ y,
            });
            (i, r.unwrap_or(0))
        })
        .collect();
    for (i, r) in out {
        Cta::set(w, args[0], i, r as u128);
    }
    Ok(())
}
