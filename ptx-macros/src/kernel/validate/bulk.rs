//! The bulk asynchronous copies: `cp.async.bulk…`, `cp.reduce.async.bulk…`, their tensor
//! (TMA) forms, `prefetch.tensormap`, and `st.async`/`red.async`.

use proc_macro2::Span;
use syn::Error;
use typed_ptx_isa::{FormId, Mod, Val};

use crate::front::mnemonic;

use super::{BulkShape, Mn, Op, Part, Space, TmaShape, Ty, TyExt, bad, need_ty, no_more};

/// `st.async.shared::cluster.mbarrier::complete_tx::bytes{.v2,.v4}.T` and
/// `red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.op.T`: the
/// qualifiers are fixed (one form each), written in full.
pub(super) fn async_store(m: &Mn) -> syn::Result<Op> {
    let (parts, red) = (m.parts, m.head == "red");
    // The fixed qualifiers are the rows' heads (their type, vector and operation slots
    // follow).
    let mn = if red {
        FormId::RedAsync.form().mnemonic
    } else {
        FormId::StAsync.form().mnemonic
    };
    let short = mnemonic::text(&parts[..parts.len().min(2)]);
    let fixed: Vec<&str> = mn.split('.').collect();
    for (i, want) in fixed.iter().enumerate().skip(2) {
        match parts.get(i) {
            Some(p) if p.text == *want => {}
            Some(p) => {
                return Err(Error::new(
                    p.span,
                    format!(
                        "`.{}` is not a legal qualifier here: write `{mn}` (the destination and its mbarrier are .shared::cluster)",
                        p.text
                    ),
                ));
            }
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("write `{mn}…`"),
                ));
            }
        }
    }
    let mut i = fixed.len();
    if red {
        let ops = ".add .min .max .inc .dec .and .or .xor";
        let Some(o) = parts.get(i) else {
            return Err(Error::new(
                parts[i - 1].span,
                format!("`red.async` needs an operation: {ops}"),
            ));
        };
        let op = match o.text.as_str() {
            "add" => "Add",
            "min" => "Min",
            "max" => "Max",
            "inc" => "Inc",
            "dec" => "Dec",
            "and" => "And",
            "or" => "Or",
            "xor" => "Xor",
            _ => return Err(bad(o, "operation of `red.async`", ops)),
        };
        let legal = ".u32 .s32 .u64 .s64 (.b32 for .and .or .xor)";
        let (ty, ty_span) = need_ty(parts, i + 1, &short, legal)?;
        if !matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64 | Ty::B32) {
            return Err(bad(&parts[i + 1], "type of `red.async`", legal));
        }
        // Which operation takes which type: the row's rules (`Form::combos`).
        let f = FormId::RedAsync.form();
        let val = |t: &str| {
            Mod::ALL
                .iter()
                .find(|m| m.text().strip_prefix('.') == Some(t))
                .map(|m| Val::from(*m))
        };
        let vals = [val(&o.text), val(&parts[i + 1].text)];
        if let [Some(a), Some(b)] = vals
            && !f.combo_ok(&[a, b])
        {
            return Err(Error::new(
                ty_span,
                format!(
                    "`.{}.{}` is not a combination `red.async` takes: {}",
                    o.text,
                    parts[i + 1].text,
                    f.combos_text()
                ),
            ));
        }
        no_more(parts, i + 2, &short)?;
        return Ok(Op::RedAsync { op, ty, ty_span });
    }
    let mut vec = 1;
    if let Some(p) = parts.get(i) {
        if p.text == "v2" {
            vec = 2;
            i += 1;
        } else if p.text == "v4" {
            vec = 4;
            i += 1;
        }
    }
    let legal = ".b32 .b64 .u32 .s32 .u64 .s64 .f32 .f64 (.v4: 32-bit types)";
    let (ty, ty_span) = need_ty(parts, i, &short, legal)?;
    if ty.size() < 4 || ty == Ty::Pred || (vec == 4 && ty.size() != 4) {
        return Err(bad(&parts[i], "type of `st.async`", legal));
    }
    no_more(parts, i + 1, &short)?;
    Ok(Op::StAsync { vec, ty, ty_span })
}

/// `cp.async.bulk…` and `cp.reduce.async.bulk…`, the tensor (TMA) forms included.
pub(super) fn bulk(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let reduce = parts[1].text == "reduce";
    let mut i = 1;
    let words: &[&str] = if reduce {
        &["reduce", "async", "bulk"]
    } else {
        &["async", "bulk"]
    };
    // `cp.async.bulk` or `cp.reduce.async.bulk`.
    let head = std::iter::once("cp")
        .chain(words.iter().copied())
        .collect::<Vec<_>>()
        .join(".");
    expect(parts, &mut i, words, &head)?;
    let legal = if reduce {
        "`cp.reduce.async.bulk.global.shared::cta.bulk_group.op.type`, `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.op.type`, `cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group`"
    } else {
        "`cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes[.multicast::cluster]`, `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`, `cp.async.bulk.global.shared::cta.bulk_group`, `cp.async.bulk.prefetch.L2.global`, `cp.async.bulk.commit_group`, `cp.async.bulk.wait_group[.read]`, `cp.async.bulk.tensor.Nd…`, `cp.async.bulk.prefetch.tensor.Nd…`"
    };
    let Some(p) = parts.get(i) else {
        return Err(Error::new(
            parts[i - 1].span,
            format!("legal forms: {legal}"),
        ));
    };
    let last = parts[parts.len() - 1].span;
    match p.text.as_str() {
        "tensor" => tma(m, i + 1, reduce, false),
        "prefetch" if !reduce => {
            if parts.get(i + 1).is_some_and(|p| p.text == "tensor") {
                return tma(m, i + 2, false, true);
            }
            i += 1;
            expect(
                parts,
                &mut i,
                &["L2", "global"],
                FormId::CpAsyncBulkPrefetchL2.form().mnemonic,
            )?;
            no_more(parts, i, mn)?;
            Ok(Op::Bulk {
                method: "cp_async_bulk_prefetch_l2",
                shape: BulkShape::Prefetch,
                op: None,
                ty: None,
            })
        }
        "commit_group" if !reduce => {
            no_more(parts, i + 1, mn)?;
            Ok(Op::BulkCommit)
        }
        "wait_group" if !reduce => {
            let read = parts.get(i + 1).is_some_and(|p| p.text == "read");
            no_more(parts, i + 1 + usize::from(read), mn)?;
            Ok(Op::BulkWait { read })
        }
        "shared::cluster" => {
            i += 1;
            let from_global = parts.get(i).is_some_and(|p| p.text == "global");
            if from_global && reduce {
                return Err(Error::new(
                    parts[i].span,
                    "`cp.reduce.async.bulk` reduces from .shared::cta: write `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.op.type`",
                ));
            }
            let spelling = if from_global {
                "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes[.multicast::cluster]"
            } else {
                FormId::CpAsyncBulkCtaToCluster.form().mnemonic
            };
            expect(
                parts,
                &mut i,
                &[
                    if from_global { "global" } else { "shared::cta" },
                    "mbarrier::complete_tx::bytes",
                ],
                spelling,
            )?;
            if reduce {
                let op = red_op(parts.get(i), last)?;
                let (ty, ts) = need_ty(parts, i + 1, mn, ".b32 .u32 .s32 .u64")?;
                no_more(parts, i + 2, mn)?;
                return Ok(Op::Bulk {
                    method: "cp_reduce_async_bulk_shared_to_cluster",
                    shape: BulkShape::Bar,
                    op: Some(op),
                    ty: Some((ty, ts)),
                });
            }
            let multicast =
                from_global && parts.get(i).is_some_and(|p| p.text == "multicast::cluster");
            no_more(parts, i + usize::from(multicast), mn)?;
            Ok(Op::Bulk {
                method: match (from_global, multicast) {
                    (true, true) => "cp_async_bulk_global_to_shared_multicast",
                    (true, false) => "cp_async_bulk_global_to_shared",
                    _ => "cp_async_bulk_shared_to_cluster",
                },
                shape: if multicast {
                    BulkShape::BarMask
                } else {
                    BulkShape::Bar
                },
                op: None,
                ty: None,
            })
        }
        "global" => {
            i += 1;
            let spelling = if reduce {
                "cp.reduce.async.bulk.global.shared::cta.bulk_group.op[.noftz].type"
            } else {
                FormId::CpAsyncBulkCtaToGlobal.form().mnemonic
            };
            expect(parts, &mut i, &["shared::cta", "bulk_group"], spelling)?;
            if reduce {
                let op = red_op(parts.get(i), last)?;
                // `.add.noftz` is the f16/bf16 spelling of `.add`.
                let noftz = op == "Add" && parts.get(i + 1).is_some_and(|p| p.text == "noftz");
                let t = i + 1 + usize::from(noftz);
                let (ty, ts) = need_ty(parts, t, mn, ".b32 .u32 .s32 .b64 .u64 .s64 .f32 .f64")?;
                no_more(parts, t + 1, mn)?;
                if noftz {
                    noftz_ok(parts[i + 1].span, ty)?;
                }
                return Ok(Op::Bulk {
                    method: "cp_reduce_async_bulk_shared_to_global",
                    shape: BulkShape::Group,
                    op: Some(op),
                    ty: Some((ty, ts)),
                });
            }
            no_more(parts, i, mn)?;
            Ok(Op::Bulk {
                method: "cp_async_bulk_shared_to_global",
                shape: BulkShape::Group,
                op: None,
                ty: None,
            })
        }
        _ => Err(bad(p, &format!("form of `{head}`"), legal)),
    }
}

/// The TMA forms, from the dimension (`parts[i]`, `1d` … `5d`) on.
fn tma(m: &Mn, mut i: usize, reduce: bool, prefetch: bool) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let Some(d) = parts.get(i) else {
        return Err(Error::new(
            parts[i - 1].span,
            "write the tensor's dimension: `.1d` … `.5d`",
        ));
    };
    let rank = match d.text.as_str() {
        "1d" => 1,
        "2d" => 2,
        "3d" => 3,
        "4d" => 4,
        "5d" => 5,
        _ => return Err(bad(d, "dimension of a tensor map", ".1d .2d .3d .4d .5d")),
    };
    let rank_span = d.span;
    i += 1;
    let tile = |parts: &[Part], i: &mut usize| {
        if parts.get(*i).is_some_and(|p| p.text == "tile") {
            *i += 1;
        }
    };
    if prefetch {
        expect(
            parts,
            &mut i,
            &["L2", "global"],
            "cp.async.bulk.prefetch.tensor.Nd.L2.global.tile",
        )?;
        tile(parts, &mut i);
        no_more(parts, i, mn)?;
        return Ok(Op::Tma {
            method: "cp_async_bulk_prefetch_tensor",
            shape: TmaShape::Prefetch,
            rank,
            rank_span,
            op: None,
        });
    }
    if reduce {
        expect(
            parts,
            &mut i,
            &["global", "shared::cta"],
            "cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group",
        )?;
        let op = red_op(parts.get(i), parts[i - 1].span)?;
        i += 1;
        tile(parts, &mut i);
        expect(
            parts,
            &mut i,
            &["bulk_group"],
            "cp.reduce.async.bulk.tensor.Nd.global.shared::cta.op.tile.bulk_group",
        )?;
        no_more(parts, i, mn)?;
        return Ok(Op::Tma {
            method: "cp_reduce_async_bulk_tensor",
            shape: TmaShape::Store,
            rank,
            rank_span,
            op: Some(op),
        });
    }
    match parts.get(i).map(|p| p.text.as_str()) {
        Some("global") => {
            let spelling = "cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group";
            expect(parts, &mut i, &["global", "shared::cta"], spelling)?;
            tile(parts, &mut i);
            expect(parts, &mut i, &["bulk_group"], spelling)?;
            no_more(parts, i, mn)?;
            Ok(Op::Tma {
                method: "cp_async_bulk_tensor_store",
                shape: TmaShape::Store,
                rank,
                rank_span,
                op: None,
            })
        }
        _ => {
            let spelling = "cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes[.multicast::cluster]";
            expect(parts, &mut i, &["shared::cluster", "global"], spelling)?;
            tile(parts, &mut i);
            expect(parts, &mut i, &["mbarrier::complete_tx::bytes"], spelling)?;
            let multicast = parts.get(i).is_some_and(|p| p.text == "multicast::cluster");
            no_more(parts, i + usize::from(multicast), mn)?;
            Ok(Op::Tma {
                method: if multicast {
                    "cp_async_bulk_tensor_load_multicast"
                } else {
                    "cp_async_bulk_tensor_load"
                },
                shape: if multicast {
                    TmaShape::LoadMask
                } else {
                    TmaShape::Load
                },
                rank,
                rank_span,
                op: None,
            })
        }
    }
}

/// `prefetch.tensormap`, `prefetch.const.tensormap`, `prefetch.param.tensormap`.
pub(super) fn prefetch_tensormap(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal = "`prefetch.tensormap [map]` (a generic address), `prefetch.const.tensormap [map]`, `prefetch.param.tensormap [map]` (other prefetches: use the builder)";
    let (space, i) = match parts.get(1).map(|p| p.text.as_str()) {
        Some("tensormap") => (None, 2),
        Some("const") => (Some(Space::Const), 3),
        Some("param" | "param::entry") => (Some(Space::Param), 3),
        Some(_) => return Err(bad(&parts[1], "form of `prefetch`", legal)),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    };
    if space.is_some() {
        match parts.get(2) {
            Some(p) if p.text == "tensormap" => {}
            Some(p) => return Err(bad(p, "form of `prefetch`", legal)),
            None => return Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
        }
    }
    no_more(parts, i, mn)?;
    Ok(Op::PrefetchTensormap { space })
}

/// The reduction operations of `cp.reduce.async.bulk(.tensor)`, as `BulkRedOp` variants.
/// A written `.add.noftz` of `ty` elements, as the row's rules take it (`.noftz` only
/// with `.f16`/`.bf16`): refused, not dropped, elsewhere.
fn noftz_ok(at: Span, ty: Ty) -> syn::Result<()> {
    let f = FormId::CpReduceAsyncBulkCtaToGlobal.form();
    let vals = [Val::from(Mod::Add), Val::from(Mod::Noftz), Val::from(ty)];
    // The rules decide the `{.noftz}` slot: the written `.noftz` must be what they spell.
    match f.combo_spelled(&vals, 2) {
        Some(v) if v[1] == vals[1] => Ok(()),
        _ => Err(Error::new(
            at,
            format!(
                "`.add.noftz` on `{}` elements: {}",
                ty.text(),
                f.combos_text()
            ),
        )),
    }
}

fn red_op(p: Option<&Part>, at: Span) -> syn::Result<&'static str> {
    let legal = ".add .min .max .inc .dec .and .or .xor";
    let Some(p) = p else {
        return Err(Error::new(
            at,
            format!("`cp.reduce.async.bulk` needs its operation: {legal}"),
        ));
    };
    Ok(match p.text.as_str() {
        "add" => "Add",
        "min" => "Min",
        "max" => "Max",
        "inc" => "Inc",
        "dec" => "Dec",
        "and" => "And",
        "or" => "Or",
        "xor" => "Xor",
        _ => return Err(bad(p, "reduction of `cp.reduce.async.bulk`", legal)),
    })
}

/// Expects the parts `words` from `parts[i]` on (`shared` stands for `shared::cta`).
fn expect(parts: &[Part], i: &mut usize, words: &[&str], spelling: &str) -> syn::Result<()> {
    for w in words {
        match parts.get(*i) {
            Some(p) if p.text == *w || (*w == "shared::cta" && p.text == "shared") => *i += 1,
            Some(p) => {
                return Err(Error::new(
                    p.span,
                    format!(
                        "`.{}` is not a legal modifier here; write `{spelling}`",
                        p.text
                    ),
                ));
            }
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("incomplete mnemonic; write `{spelling}`"),
                ));
            }
        }
    }
    Ok(())
}
