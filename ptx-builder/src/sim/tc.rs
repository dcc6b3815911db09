//! The warp-wide matrix instructions of sm_80: `ldmatrix` and `mma.sync`. Each lane's
//! registers hold the fragment elements the PTX ISA assigns to it; for `m16n8k16` with
//! `g = lane / 4` and `t = lane % 4`, register `a0` of A holds row `g`, columns `2t` and
//! `2t + 1`, `a1` row `g + 8`, `a2` and `a3` the same rows at columns `2t + 8`, `2t + 9`;
//! `b0` of B holds rows `2t`, `2t + 1` of column `g`, `b1` rows `2t + 8`, `2t + 9`; `c0`
//! to `c3` of C and D hold `(g, 2t)`, `(g, 2t + 1)`, `(g + 8, 2t)`, `(g + 8, 2t + 1)`.

use super::alu::{from_f64, sext, to_f64};
use super::decode::{A, Ins, T};
use super::exec::{Cta, Warp};
use super::mem::{Sp, Use};
use super::ops::lanes;
use super::{Fault, SimError};

fn regs(cta: &Cta, a: A) -> Vec<A> {
    match a {
        A::Vector(at, n) => cta.l.prog.vecs[at as usize..at as usize + n as usize].to_vec(),
        other => vec![other],
    }
}

/// `ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 d, [a]`: lanes `8m` to
/// `8m + 7` give the rows of matrix `m`; lane `l` receives in register `m` the two
/// elements of row `l / 4` at columns `2 (l % 4)` and `+ 1` (with `.trans`, of column
/// `l / 4` at rows `2 (l % 4)` and `+ 1`).
pub(crate) fn ldmatrix(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    (trans, shared): (bool, bool),
    on: u32,
) -> Result<(), SimError> {
    let dst = regs(cta, args[0]);
    let sp = if shared { Sp::Shared } else { Sp::Generic };
    let mut mats = vec![[[0u16; 8]; 8]; dst.len()];
    for (m, mat) in mats.iter_mut().enumerate() {
        for (r, row) in mat.iter_mut().enumerate() {
            let lane = 8 * m + r;
            if on & 1 << lane == 0 {
                return Err(cta.fault(
                    w,
                    ins,
                    lane,
                    Fault::Sync(format!(
                        "lane {lane} gives a row address but does not run the instruction"
                    )),
                ));
            }
            let v = super::memops::read(cta, w, ins, lane, sp, args[1], 16, Use::Read)?;
            for (c, e) in row.iter_mut().enumerate() {
                *e = (v >> (16 * c)) as u16;
            }
        }
    }
    for l in lanes(on) {
        let (q, t) = (l / 4, l % 4);
        for (m, d) in dst.iter().enumerate() {
            let (x, y) = if trans {
                (mats[m][2 * t][q], mats[m][2 * t + 1][q])
            } else {
                (mats[m][q][2 * t], mats[m][q][2 * t + 1])
            };
            Cta::set(w, *d, l, (x as u128) | (y as u128) << 16);
        }
    }
    Ok(())
}

/// `stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 [a], s`: the inverse of
/// [`ldmatrix`]: lane `l` holds in register `m` the two elements of row `l / 4` of matrix
/// `m` at columns `2 (l % 4)` and `+ 1` (with `.trans`, of column `l / 4` at those rows);
/// lanes `8m` to `8m + 7` give the addresses of matrix `m`'s rows.
pub(crate) fn stmatrix(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    (trans, shared): (bool, bool),
    on: u32,
) -> Result<(), SimError> {
    let src = regs(cta, args[1]);
    let sp = if shared { Sp::Shared } else { Sp::Generic };
    let mut mats = vec![[[0u16; 8]; 8]; src.len()];
    for l in 0..32 {
        let (q, t) = (l / 4, l % 4);
        for (m, reg) in src.iter().enumerate() {
            let v = cta.get(w, *reg, l);
            let (x, y) = (v as u16, (v >> 16) as u16);
            if trans {
                mats[m][2 * t][q] = x;
                mats[m][2 * t + 1][q] = y;
            } else {
                mats[m][q][2 * t] = x;
                mats[m][q][2 * t + 1] = y;
            }
        }
    }
    for (m, mat) in mats.iter().enumerate() {
        for (r, row) in mat.iter().enumerate() {
            let lane = 8 * m + r;
            if on & 1 << lane == 0 {
                return Err(cta.fault(
                    w,
                    ins,
                    lane,
                    Fault::Sync(format!(
                        "lane {lane} gives a row address but does not run the instruction"
                    )),
                ));
            }
            let v = row
                .iter()
                .enumerate()
                .fold(0u128, |v, (c, &e)| v | (e as u128) << (16 * c));
            super::memops::write(cta, w, ins, lane, sp, args[0], 16, v, Use::Write)?;
        }
    }
    Ok(())
}

/// `mma.sync.aligned.m16n8k{8,16,32}.row.col.d.a.b.c d, a, b, c`: `f16`/`bf16` inputs
/// with `f32` (or `f16`) accumulators, `tf32` with `f32`, `s8`/`u8` with `s32`. With
/// `e` elements per 32-bit register (2, 4 or 1), element `j` of register `r` of A is at
/// row `g + 8 (r % 2)`, column `e t + j + 4 e (r / 2)`; of B at row `e t + j + 4 e r`,
/// column `g`; `f32`/`s32` accumulators as above, `f16` ones (two registers) at row
/// `g + 8 r`, columns `2t + j`.
pub(crate) fn mma(
    cta: &mut Cta,
    w: &mut Warp,
    ins: &Ins,
    args: &[A],
    (m, n, k): (u8, u8, u8),
    (ta, tb, tc): (T, T, T),
    on: u32,
) -> Result<(), SimError> {
    if (m, n) != (16, 8) || on != u32::MAX {
        let lane = (!on).trailing_zeros().min(31) as usize;
        return Err(cta.fault(
            w,
            ins,
            lane,
            Fault::Sync(format!("`{}` needs all 32 lanes of the warp", ins.text)),
        ));
    }
    let (d, a, b, c) = (
        regs(cta, args[0]),
        regs(cta, args[1]),
        regs(cta, args[2]),
        regs(cta, args[3]),
    );
    let k = k as usize;
    let per = (32 / ta.bits()) as usize;
    let elem = |ty: T, v: u64, j: usize| -> f64 {
        let bits = ty.bits();
        let x = (v >> (bits as usize * j)) & ((1u64 << bits) - 1);
        match ty {
            T::S8 => sext(x, 8) as f64,
            T::U8 => x as f64,
            // tf32: the top 19 bits of an f32 (the hardware ignores the low 13).
            T::Tf32 => f32::from_bits(v as u32 & !0x1fff) as f64,
            _ => to_f64(ty, x),
        }
    };
    let mut am = vec![[0f64; 32]; 16];
    let mut bm = vec![[0f64; 8]; 32];
    let mut cm = [[0f64; 8]; 16];
    for l in 0..32 {
        let (g, t) = (l / 4, l % 4);
        for (r, reg) in a.iter().enumerate() {
            let v = cta.get(w, *reg, l);
            for j in 0..per {
                am[g + 8 * (r % 2)][per * t + j + 4 * per * (r / 2)] = elem(ta, v, j);
            }
        }
        for (r, reg) in b.iter().enumerate() {
            let v = cta.get(w, *reg, l);
            for j in 0..per {
                bm[per * t + j + 4 * per * r][g] = elem(tb, v, j);
            }
        }
        for (r, reg) in c.iter().enumerate() {
            let v = cta.get(w, *reg, l);
            for (row, col, x) in acc_elems(tc, g, t, r, v) {
                cm[row][col] = x;
            }
        }
    }
    for l in 0..32 {
        let (g, t) = (l / 4, l % 4);
        for (r, reg) in d.iter().enumerate() {
            let mut out = 0u128;
            for (j, (row, col, _)) in acc_elems(tc, g, t, r, 0).into_iter().enumerate() {
                let mut s = cm[row][col];
                for (kk, bk) in bm.iter().enumerate().take(k) {
                    s += am[row][kk] * bk[col];
                }
                let bits = match tc {
                    T::S32 => (s as i64 as u64) & 0xffff_ffff,
                    T::F16 => from_f64(T::F16, s),
                    _ => (s as f32).to_bits() as u64,
                };
                out |= (bits as u128) << (16 * j * (tc == T::F16) as usize);
            }
            Cta::set(w, *reg, l, out);
        }
    }
    Ok(())
}

/// The accumulator elements in register `r` of lane `(g, t)`: `(row, column, value)`.
fn acc_elems(tc: T, g: usize, t: usize, r: usize, v: u64) -> Vec<(usize, usize, f64)> {
    match tc {
        T::F16 => (0..2)
            .map(|j| {
                (
                    g + 8 * r,
                    2 * t + j,
                    to_f64(T::F16, (v >> (16 * j)) & 0xffff),
                )
            })
            .collect(),
        T::S32 => vec![(g + 8 * (r / 2), 2 * t + r % 2, sext(v, 32) as f64)],
        _ => vec![(
            g + 8 * (r / 2),
            2 * t + r % 2,
            f32::from_bits(v as u32) as f64,
        )],
    }
}
