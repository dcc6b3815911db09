//! Comparison and selection: `setp`, `selp`, and `mov`, which shares `selp`'s check.

use syn::Error;

use super::{KernelTy, Mn, Op, Ty, TyExt, bad, need_ty, no_more};

/// `setp.cmp.T`.
pub(super) fn setp(m: &Mn) -> syn::Result<Op> {
    let (parts, nums) = (m.parts, ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64");
    let cmps = ".eq .ne .lt .le .gt .ge";
    let Some(c) = parts.get(1) else {
        return Err(Error::new(
            parts[0].span,
            format!("`setp` needs a comparison ({cmps}) and a type"),
        ));
    };
    let cmp = match c.text.as_str() {
        "eq" => "Eq",
        "ne" => "Ne",
        "lt" => "Lt",
        "le" => "Le",
        "gt" => "Gt",
        "ge" => "Ge",
        _ => return Err(bad(c, "comparison of `setp`", cmps)),
    };
    let (ty, ty_span) = need_ty(parts, 2, "setp", nums)?;
    if ty.is_bits() || ty == Ty::Pred || ty.size() == 1 || ty.is_half() {
        return Err(bad(&parts[2], "type of `setp`", nums));
    }
    no_more(parts, 3, "setp")?;
    Ok(Op::Setp { cmp, ty, ty_span })
}

/// `selp.T` and `mov.T`: one type each, no 8-bit ones (`mov` also moves predicates and the
/// half-precision register types).
pub(super) fn selp_mov(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let legal = if head == "mov" {
        ".pred .u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64 .b16 .b32 .b64, and the register types .f16 .bf16 .f16x2 .bf16x2 .e4m3x2 .e5m2x2 .tf32 (emitted as mov.b16/.b32)"
    } else {
        ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64 .b16 .b32 .b64"
    };
    let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
    if ty.size() == 1 || (head == "selp" && (ty == Ty::Pred || ty.is_half())) {
        return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
    }
    no_more(parts, 2, head)?;
    Ok(if head == "mov" {
        Op::Mov { ty, ty_span }
    } else {
        Op::Selp { ty, ty_span }
    })
}
