//! Control flow and the kernel's resources: `bra`, `call`, `ret`, `exit`, `setmaxnreg`,
//! `griddepcontrol`.

use syn::Error;

use super::{Mn, Op, bad, no_more};

/// `setmaxnreg.{inc,dec}.sync.aligned.u32`.
pub(super) fn setmaxnreg(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal = "`setmaxnreg.inc.sync.aligned.u32`, `setmaxnreg.dec.sync.aligned.u32`";
    let inc = match parts.get(1).map(|p| p.text.as_str()) {
        Some("inc") => true,
        Some("dec") => false,
        Some(_) => return Err(bad(&parts[1], "form of `setmaxnreg`", ".inc .dec")),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    };
    for (i, want) in ["sync", "aligned", "u32"].iter().enumerate() {
        match parts.get(2 + i) {
            Some(p) if p.text == *want => {}
            Some(p) => return Err(bad(p, "modifier of `setmaxnreg`", legal)),
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("write the whole form: {legal}"),
                ));
            }
        }
    }
    no_more(parts, 5, mn)?;
    Ok(Op::Setmaxnreg { inc })
}

/// `griddepcontrol.{launch_dependents,wait}`.
pub(super) fn griddepcontrol(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal = ".launch_dependents .wait";
    let wait = match parts.get(1).map(|p| p.text.as_str()) {
        Some("wait") => true,
        Some("launch_dependents") => false,
        Some(_) => return Err(bad(&parts[1], "action of `griddepcontrol`", legal)),
        None => {
            return Err(Error::new(
                parts[0].span,
                format!("`griddepcontrol` needs its action: {legal}"),
            ));
        }
    };
    no_more(parts, 2, mn)?;
    Ok(Op::Griddep { wait })
}

/// `bra[.uni]`.
pub(super) fn bra(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let uni = parts.get(1).is_some_and(|p| p.text == "uni");
    no_more(parts, 1 + usize::from(uni), "bra")?;
    Ok(Op::Bra { uni })
}

/// `call[.uni]`.
pub(super) fn call(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let uni = parts.get(1).is_some_and(|p| p.text == "uni");
    no_more(parts, 1 + usize::from(uni), "call")?;
    Ok(Op::Call)
}

/// `ret` and `exit`.
pub(super) fn ret_exit(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    no_more(parts, 1, head)?;
    Ok(if head == "ret" { Op::Ret } else { Op::Exit })
}
