//! Logic and shifts: `shl`/`shr`, `popc`/`clz`, `prmt`, `bfe`/`bfi`, `lop3`.

use syn::Error;
use typed_ptx_isa::{FormId, Mod};

use super::{Mn, Op, Ty, TyExt, bad, need_ty, no_more};

/// `shl.bN` and `shr.T`: the shift amount is a u32.
pub(super) fn shift(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let bits = head == "shl";
    let legal = if bits {
        ".b16 .b32 .b64"
    } else {
        "(shr) .u16 .s16 .u32 .s32 .u64 .s64 .b16 .b32 .b64"
    };
    let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
    if ty.is_float()
        || ty == Ty::Pred
        || matches!(ty, Ty::U8 | Ty::S8 | Ty::B8)
        || (bits && !ty.is_bits())
    {
        return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
    }
    no_more(parts, 2, head)?;
    Ok(Op::Shift {
        method: if bits { "shl" } else { "shr" },
        ty,
        ty_span,
    })
}

/// `popc` and `clz` of `.b32`/`.b64`.
pub(super) fn count(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let (ty, ty_span) = need_ty(parts, 1, head, ".b32 .b64")?;
    if !matches!(ty, Ty::B32 | Ty::B64) {
        return Err(bad(&parts[1], &format!("type of `{head}`"), ".b32 .b64"));
    }
    no_more(parts, 2, head)?;
    Ok(Op::Count {
        method: if head == "popc" { "popc" } else { "clz" },
        ty,
        ty_span,
    })
}

/// `prmt.b32[.mode]`.
pub(super) fn prmt(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    match parts.get(1) {
        Some(p) if p.text == "b32" => {}
        Some(p) => return Err(bad(p, "type of `prmt`", Mod::B32.text())),
        None => return Err(Error::new(parts[0].span, "write `prmt.b32`")),
    }
    let modes = ".f4e .b4e .rc8 .ecl .ecr .rc16";
    let mode = match parts.get(2) {
        None => None,
        Some(p) => Some(match p.text.as_str() {
            "f4e" => "F4e",
            "b4e" => "B4e",
            "rc8" => "Rc8",
            "ecl" => "Ecl",
            "ecr" => "Ecr",
            "rc16" => "Rc16",
            _ => return Err(bad(p, "mode of `prmt`", modes)),
        }),
    };
    no_more(
        parts,
        2 + usize::from(mode.is_some()),
        FormId::PrmtMode.form().mnemonic,
    )?;
    Ok(Op::Prmt { mode })
}

/// `bfe.T` and `bfi.bN`.
pub(super) fn bit_field(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let legal = if head == "bfe" {
        ".u32 .s32 .u64 .s64"
    } else {
        ".b32 .b64"
    };
    let (ty, ty_span) = need_ty(parts, 1, head, legal)?;
    let ok = if head == "bfe" {
        matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64)
    } else {
        matches!(ty, Ty::B32 | Ty::B64)
    };
    if !ok {
        return Err(bad(&parts[1], &format!("type of `{head}`"), legal));
    }
    no_more(parts, 2, head)?;
    Ok(if head == "bfe" {
        Op::Bfe { ty, ty_span }
    } else {
        Op::Bfi { ty, ty_span }
    })
}

/// `lop3.b32`.
pub(super) fn lop3(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    match parts.get(1) {
        Some(p) if p.text == "b32" => {}
        Some(p) => return Err(bad(p, "type of `lop3`", Mod::B32.text())),
        None => return Err(Error::new(parts[0].span, "write `lop3.b32`")),
    }
    no_more(parts, 2, FormId::Lop3.form().mnemonic)?;
    Ok(Op::Lop3)
}
