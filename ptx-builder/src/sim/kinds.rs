//! Reading a mnemonic spelled from the table (`ld.global.v4.f32`, `setp.lt.u32`) as the
//! operation the interpreter runs. `None`: an instruction it does not run.

use super::decode::{AOp, BoolOp, Cmp, FOp, IOp, K, MbarOp, ReduxOp, Rnd, ShflMode, T, VoteMode};
use super::mem::Sp;

/// The operation of a mnemonic.
pub(crate) fn kind(text: &str) -> Option<K> {
    let words: Vec<&str> = text.split('.').collect();
    let (stem, mods) = words.split_first()?;
    let ty = mods.iter().rev().find_map(|w| T::parse(w));
    let has = |m: &str| mods.contains(&m);
    Some(match *stem {
        "mov" => K::Mov(ty?),
        "add" | "sub" | "mul" | "mad" | "fma" | "div" | "rem" | "min" | "max" | "abs" | "neg"
        | "and" | "or" | "xor" | "not" | "cnot" | "shl" | "shr" | "popc" | "clz" | "brev"
        | "bfe" | "bfi" | "sqrt" | "rsqrt" | "rcp" | "ex2" | "lg2" | "sin" | "cos" | "tanh" => {
            arith(stem, mods, ty?)?
        }
        "setp" => K::Setp(cmp(mods.first()?)?, ty?, bool_op(mods)),
        "selp" => K::Selp(ty?),
        "cvt" => cvt(mods)?,
        "cvta" => K::Cvta {
            to: has("to"),
            sp: space(mods)?,
        },
        "isspacep" => K::Isspacep {
            sp: space(mods)?,
            cluster: has("shared::cluster"),
        },
        "ld" => K::Ld {
            sp: space(mods).unwrap_or(Sp::Generic),
            ty: ty?,
            vec: vec(mods),
        },
        "st" => K::St {
            sp: space(mods).unwrap_or(Sp::Generic),
            ty: ty?,
            vec: vec(mods),
        },
        "atom" | "red" => K::Atom {
            sp: space(mods).unwrap_or(Sp::Generic),
            op: atom_op(mods)?,
            ty: ty?,
            ret: *stem == "atom",
        },
        "bra" => K::Bra,
        "ret" | "exit" => K::Exit,
        "bar" | "barrier" => barrier(*stem == "bar", mods)?,
        // A suspended thread resumes; the interpreter has no clock to wait on.
        "membar" | "fence" | "nanosleep" => K::Nop,
        "shfl" => K::Shfl(match *mods.get(1)? {
            "up" => ShflMode::Up,
            "down" => ShflMode::Down,
            "bfly" => ShflMode::Bfly,
            "idx" => ShflMode::Idx,
            _ => return None,
        }),
        "vote" => K::Vote(match *mods.get(1)? {
            "all" => VoteMode::All,
            "any" => VoteMode::Any,
            "uni" => VoteMode::Uni,
            "ballot" => VoteMode::Ballot,
            _ => return None,
        }),
        "cp" => cp(mods)?,
        "ldmatrix" if has("m8n8") && ty == Some(T::B16) => K::Ldmatrix {
            trans: has("trans"),
            shared: space(mods) == Some(Sp::Shared),
        },
        "stmatrix" if has("m8n8") && ty == Some(T::B16) => K::Stmatrix {
            trans: has("trans"),
            shared: space(mods) == Some(Sp::Shared),
        },
        "mma" => mma(mods)?,
        "activemask" => K::Activemask,
        "createpolicy" => K::Createpolicy,
        "bfind" => K::Bfind(ty?, has("shiftamt")),
        "bmsk" => K::Bmsk(has("clamp")),
        "lop3" => K::Lop3,
        "prmt" => K::Prmt(
            ["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"]
                .iter()
                .position(|m| has(m))
                .map(|i| i as u8),
        ),
        "match" => K::Match(has("all"), ty?),
        "redux" if !ty?.float() => K::Redux(
            match *mods.get(1)? {
                "add" => ReduxOp::Add,
                "min" => ReduxOp::Min,
                "max" => ReduxOp::Max,
                "and" => ReduxOp::And,
                "or" => ReduxOp::Or,
                "xor" => ReduxOp::Xor,
                _ => return None,
            },
            ty?,
        ),
        "trap" => K::Trap,
        "setmaxnreg" => K::Setmaxnreg,
        "elect" if mods == ["sync"] => K::Elect,
        "prefetch" | "griddepcontrol" => K::Nop,
        "mbarrier" => mbarrier(mods)?,
        "mapa" => match mods {
            ["shared::cluster", "u32" | "u64"] => K::Mapa { generic: false },
            ["u64"] => K::Mapa { generic: true },
            _ => return None,
        },
        "wgmma" => wgmma(mods)?,
        _ => return None,
    })
}

fn arith(stem: &str, mods: &[&str], ty: T) -> Option<K> {
    let has = |m: &str| mods.contains(&m);
    if ty.float() {
        let op = match stem {
            "add" => FOp::Add,
            "sub" => FOp::Sub,
            "mul" => FOp::Mul,
            "fma" | "mad" => FOp::Fma,
            "div" => FOp::Div,
            "min" => FOp::Min,
            "max" => FOp::Max,
            "abs" => FOp::Abs,
            "neg" => FOp::Neg,
            "sqrt" => FOp::Sqrt,
            "rsqrt" => FOp::Rsqrt,
            "rcp" => FOp::Rcp,
            "ex2" => FOp::Ex2,
            "lg2" => FOp::Lg2,
            "sin" => FOp::Sin,
            "cos" => FOp::Cos,
            "tanh" => FOp::Tanh,
            _ => return None,
        };
        // Modifiers beyond rounding, `.ftz`, `.sat` and `.approx`/`.full` change the
        // result in ways not modelled here (`.relu`, `.NaN`, `.xorsign`, `.abs`).
        let known = |w: &&str| {
            matches!(
                *w,
                "rn" | "rz" | "rm" | "rp" | "ftz" | "sat" | "approx" | "full"
            ) || T::parse(w).is_some()
        };
        if !mods.iter().all(known) || matches!(ty, T::Tf32) {
            return None;
        }
        return Some(K::Float {
            op,
            ty,
            ftz: has("ftz"),
            sat: has("sat"),
        });
    }
    let op = match (stem, mods.first().copied()) {
        ("add", _) => IOp::Add,
        ("sub", _) => IOp::Sub,
        ("mul", Some("lo")) => IOp::MulLo,
        ("mul", Some("hi")) => IOp::MulHi,
        ("mul", Some("wide")) => IOp::MulWide,
        ("mad", Some("lo")) => IOp::MadLo,
        ("mad", Some("hi")) => IOp::MadHi,
        ("mad", Some("wide")) => IOp::MadWide,
        ("div", _) => IOp::Div,
        ("rem", _) => IOp::Rem,
        ("min", _) => IOp::Min,
        ("max", _) => IOp::Max,
        ("abs", _) => IOp::Abs,
        ("neg", _) => IOp::Neg,
        ("and", _) => IOp::And,
        ("or", _) => IOp::Or,
        ("xor", _) => IOp::Xor,
        ("not", _) => IOp::Not,
        ("cnot", _) => IOp::Cnot,
        ("shl", _) => IOp::Shl,
        ("shr", _) => IOp::Shr,
        ("popc", _) => IOp::Popc,
        ("clz", _) => IOp::Clz,
        ("brev", _) => IOp::Brev,
        ("bfe", _) => IOp::Bfe,
        ("bfi", _) => IOp::Bfi,
        _ => return None,
    };
    // `.sat`, `.cc`, `.relu` and packed integer types are not modelled.
    let known = |w: &&str| matches!(*w, "lo" | "hi" | "wide") || T::parse(w).is_some();
    if !mods.iter().all(known)
        || ty == T::Pred && !matches!(op, IOp::And | IOp::Or | IOp::Xor | IOp::Not)
    {
        return None;
    }
    Some(K::Int(op, ty))
}

fn cmp(w: &str) -> Option<Cmp> {
    Some(match w {
        "eq" => Cmp::Eq,
        "ne" => Cmp::Ne,
        "lt" | "lo" => Cmp::Lt,
        "le" | "ls" => Cmp::Le,
        "gt" | "hi" => Cmp::Gt,
        "ge" | "hs" => Cmp::Ge,
        "equ" => Cmp::Equ,
        "neu" => Cmp::Neu,
        "ltu" => Cmp::Ltu,
        "leu" => Cmp::Leu,
        "gtu" => Cmp::Gtu,
        "geu" => Cmp::Geu,
        "num" => Cmp::Num,
        "nan" => Cmp::Nan,
        _ => return None,
    })
}

fn bool_op(mods: &[&str]) -> Option<BoolOp> {
    mods.iter().find_map(|w| match *w {
        "and" => Some(BoolOp::And),
        "or" => Some(BoolOp::Or),
        "xor" => Some(BoolOp::Xor),
        _ => None,
    })
}

fn space(mods: &[&str]) -> Option<Sp> {
    mods.iter().find_map(|w| match *w {
        "global" => Some(Sp::Global),
        // A launch without clusters is one of clusters of one CTA: `.shared::cluster`
        // addresses are the CTA's own `.shared` ones.
        "shared" | "shared::cta" | "shared::cluster" => Some(Sp::Shared),
        "local" => Some(Sp::Local),
        "const" => Some(Sp::Const),
        "param" | "param::entry" | "param::func" => Some(Sp::Param),
        _ => None,
    })
}

fn vec(mods: &[&str]) -> u8 {
    mods.iter()
        .find_map(|w| match *w {
            "v2" => Some(2),
            "v4" => Some(4),
            "v8" => Some(8),
            _ => None,
        })
        .unwrap_or(1)
}

fn atom_op(mods: &[&str]) -> Option<AOp> {
    mods.iter().find_map(|w| match *w {
        "add" => Some(AOp::Add),
        "min" => Some(AOp::Min),
        "max" => Some(AOp::Max),
        "and" => Some(AOp::And),
        "or" => Some(AOp::Or),
        "xor" => Some(AOp::Xor),
        "exch" => Some(AOp::Exch),
        "inc" => Some(AOp::Inc),
        "dec" => Some(AOp::Dec),
        "cas" => Some(AOp::Cas),
        _ => None,
    })
}

fn cvt(mods: &[&str]) -> Option<K> {
    let rnd = mods.iter().find_map(|w| match *w {
        "rn" => Some(Rnd::Rn),
        "rz" => Some(Rnd::Rz),
        "rm" => Some(Rnd::Rm),
        "rp" => Some(Rnd::Rp),
        "rni" => Some(Rnd::Rni),
        "rzi" => Some(Rnd::Rzi),
        "rmi" => Some(Rnd::Rmi),
        "rpi" => Some(Rnd::Rpi),
        "rna" => Some(Rnd::Rna),
        _ => None,
    });
    let types: Vec<T> = mods.iter().filter_map(|w| T::parse(w)).collect();
    let known = |w: &&str| {
        matches!(
            *w,
            "rn" | "rz"
                | "rm"
                | "rp"
                | "rni"
                | "rzi"
                | "rmi"
                | "rpi"
                | "rna"
                | "ftz"
                | "sat"
                | "relu"
                | "satfinite"
        ) || T::parse(w).is_some()
    };
    if !mods.iter().all(known) {
        return None;
    }
    let (relu, satfinite) = (mods.contains(&"relu"), mods.contains(&"satfinite"));
    match types[..] {
        [d @ (T::Bf16x2 | T::F16x2), T::F32] => Some(K::CvtPack { d, relu, satfinite }),
        // `tf32` only from `f32`, rounded to nearest with ties away.
        [T::Tf32, T::F32] if rnd == Some(Rnd::Rna) => Some(K::Cvt {
            d: T::Tf32,
            s: T::F32,
            rnd,
            sat: false,
            ftz: false,
            relu,
            satfinite,
        }),
        [d, s] if d != T::Tf32 && s != T::Tf32 && rnd != Some(Rnd::Rna) => Some(K::Cvt {
            d,
            s,
            rnd,
            sat: mods.contains(&"sat"),
            ftz: mods.contains(&"ftz"),
            relu,
            satfinite,
        }),
        _ => None,
    }
}

/// `bar.*` (always `.aligned`) and `barrier.*` (`.aligned` when it says so).
fn barrier(bar: bool, mods: &[&str]) -> Option<K> {
    let aligned = bar || mods.contains(&"aligned");
    if let ["cluster", op, rest @ ..] = mods {
        let known = rest
            .iter()
            .all(|w| matches!(*w, "release" | "relaxed" | "acquire" | "aligned"));
        return match *op {
            "arrive" if known => Some(K::ClusterBar { wait: false }),
            "wait" if known => Some(K::ClusterBar { wait: true }),
            _ => None,
        };
    }
    match mods {
        ["warp", "sync"] => Some(K::WarpSync),
        ["sync"] | ["sync", "aligned"] | ["cta", "sync"] | ["cta", "sync", "aligned"] => {
            Some(K::Bar {
                wait: true,
                aligned,
            })
        }
        ["arrive"] | ["arrive", "aligned"] | ["cta", "arrive"] | ["cta", "arrive", "aligned"] => {
            Some(K::Bar {
                wait: false,
                aligned,
            })
        }
        _ => None,
    }
}

fn cp(mods: &[&str]) -> Option<K> {
    let dim = |d: &str| d.strip_suffix('d')?.parse::<u8>().ok();
    match mods {
        [
            "async",
            "bulk",
            "shared::cluster",
            "global",
            "mbarrier::complete_tx::bytes",
        ] => Some(K::BulkLoad),
        ["async", "bulk", "global", "shared::cta", "bulk_group"] => Some(K::BulkStore),
        [
            "async",
            "bulk",
            "tensor",
            d,
            "shared::cluster",
            "global",
            "tile",
            "mbarrier::complete_tx::bytes",
        ] => Some(K::TensorLoad {
            rank: dim(d)?,
            multicast: false,
        }),
        [
            "async",
            "bulk",
            "tensor",
            d,
            "shared::cluster",
            "global",
            "tile",
            "mbarrier::complete_tx::bytes",
            "multicast::cluster",
        ] => Some(K::TensorLoad {
            rank: dim(d)?,
            multicast: true,
        }),
        [
            "async",
            "bulk",
            "tensor",
            d,
            "global",
            "shared::cta",
            "tile",
            "bulk_group",
        ] => Some(K::TensorStore(dim(d)?)),
        ["async", "bulk", "commit_group"] => Some(K::BulkCommit),
        ["async", "bulk", "wait_group"] | ["async", "bulk", "wait_group", "read"] => {
            Some(K::BulkWait)
        }
        ["async", "bulk", "prefetch", ..] => Some(K::Nop),
        ["async", "ca" | "cg", "shared", "global", ..]
        | ["async", "ca" | "cg", "shared::cta", "global", ..] => Some(K::CpAsync),
        ["async", "commit_group"] => Some(K::CpCommit),
        ["async", "wait_group"] => Some(K::CpWait { all: false }),
        ["async", "wait_all"] => Some(K::CpWait { all: true }),
        _ => None,
    }
}

fn mma(mods: &[&str]) -> Option<K> {
    // mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
    let shape = mods
        .iter()
        .find(|w| w.starts_with('m') && w.contains('n'))?;
    let (m, rest) = shape[1..].split_once('n')?;
    let (n, k) = rest.split_once('k')?;
    let (m, n, k): (u8, u8, u8) = (m.parse().ok()?, n.parse().ok()?, k.parse().ok()?);
    let types: Vec<T> = mods.iter().filter_map(|w| T::parse(w)).collect();
    let [d, a, b, c] = types[..] else {
        return None;
    };
    // Only the plain row-major A, column-major B forms (no `.satfinite`, no sparsity).
    let plain = mods.iter().all(|w| {
        matches!(*w, "sync" | "aligned" | "row" | "col") || T::parse(w).is_some() || w == shape
    });
    let ok = match (m, n, k, a, b) {
        (16, 8, 8 | 16, T::F16 | T::Bf16, _) => {
            a == b && (d == T::F32 || d == T::F16 && a == T::F16)
        }
        (16, 8, 32, T::S8 | T::U8, T::S8 | T::U8) => d == T::S32,
        (16, 8, 8, T::Tf32, T::Tf32) => d == T::F32,
        _ => false,
    };
    (plain && ok && d == c).then_some(K::Mma { m, n, k, a, b, c })
}

fn mbarrier(mods: &[&str]) -> Option<K> {
    // The memory-order and scope qualifiers change nothing in a sequential run; an
    // mbarrier of another CTA (`.shared::cluster`) needs clusters, not interpreted.
    if let ["arrive", rest @ ..] = mods
        && mods.contains(&"shared::cluster")
    {
        return match rest {
            ["release" | "relaxed", "cluster", "shared::cluster", "b64"] => {
                Some(K::Mbar(MbarOp::Remote { expect_tx: false }, Sp::Shared))
            }
            [
                "expect_tx",
                "release" | "relaxed",
                "cluster",
                "shared::cluster",
                "b64",
            ] => Some(K::Mbar(MbarOp::Remote { expect_tx: true }, Sp::Shared)),
            _ => None,
        };
    }
    let sp = match space(mods) {
        None => Sp::Generic,
        Some(Sp::Shared) if !mods.contains(&"shared::cluster") => Sp::Shared,
        _ => return None,
    };
    let known = |w: &&str| {
        matches!(
            *w,
            "init"
                | "inval"
                | "arrive"
                | "expect_tx"
                | "complete_tx"
                | "test_wait"
                | "try_wait"
                | "parity"
                | "release"
                | "acquire"
                | "relaxed"
                | "cta"
                | "cluster"
                | "shared"
                | "shared::cta"
                | "b64"
        )
    };
    if !mods.iter().all(known) {
        return None;
    }
    let has = |m: &str| mods.contains(&m);
    let op = match *mods.first()? {
        "init" => MbarOp::Init,
        "inval" => MbarOp::Inval,
        "arrive" => MbarOp::Arrive {
            expect_tx: has("expect_tx"),
        },
        "expect_tx" => MbarOp::ExpectTx,
        "complete_tx" => MbarOp::CompleteTx,
        w @ ("test_wait" | "try_wait") => MbarOp::Wait {
            parity: has("parity"),
            blocking: w == "try_wait",
        },
        _ => return None,
    };
    Some(K::Mbar(op, sp))
}

fn wgmma(mods: &[&str]) -> Option<K> {
    match mods {
        ["fence", "sync", "aligned"] => Some(K::AlignedNop),
        ["commit_group", "sync", "aligned"] => Some(K::WgmmaCommit),
        ["wait_group", "sync", "aligned"] => Some(K::WgmmaWait),
        ["mma_async", "sync", "aligned", shape, d, a, b] => {
            let (n, k) = shape.strip_prefix("m64n")?.split_once('k')?;
            let n = n.parse().ok()?;
            let (d, a, b) = (T::parse(d)?, T::parse(a)?, T::parse(b)?);
            // Dense K: 32 bytes of a row (k16 of 16-bit types, k32 of FP8).
            let ok = matches!((a, k), (T::Bf16 | T::F16, "16") | (T::E4m3 | T::E5m2, "32"));
            (d == T::F32 && a == b && ok).then_some(K::Wgmma { n, ab: a })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::kind;
    use typed_ptx_isa::{Family, FormId};

    /// The spellings of the per-form snapshots (`tests/golden/forms/`) of every row up to
    /// `sm`, and which of them the interpreter reads; prints those it does not.
    fn coverage(sm: u32) -> (usize, Vec<String>) {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/forms");
        let mut seen = std::collections::BTreeSet::new();
        for e in std::fs::read_dir(dir)
            .expect("the per-form snapshots")
            .flatten()
        {
            let p = e.path();
            let stem = p
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("")
                .to_owned();
            let Some(id) = FormId::all().find(|f| f.name() == stem) else {
                continue;
            };
            let f = id.form();
            if f.min_sm > sm || f.family == Family::Directive {
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            for line in text
                .lines()
                .filter(|l| l.starts_with('\t') && !l.starts_with("\t."))
            {
                let body = line.trim().trim_start_matches(['@', '!']);
                let body = if line.trim().starts_with('@') {
                    body.split_once(' ').map_or(body, |x| x.1)
                } else {
                    body
                };
                let mn = body.split([' ', '\t', ';']).next().unwrap_or("");
                if !mn.is_empty()
                    && !mn.starts_with('{')
                    && !mn.starts_with('}')
                    && !mn.starts_with('$')
                {
                    seen.insert((stem.clone(), mn.to_owned()));
                }
            }
        }
        let missing: Vec<String> = seen
            .iter()
            .filter(|(_, m)| kind(m).is_none() && !matches!(m.as_str(), "call" | "call.uni"))
            .map(|(f, m)| format!("{f}: {m}"))
            .collect();
        (seen.len(), missing)
    }

    #[test]
    fn the_sm80_spellings_it_runs() {
        let (all, missing) = coverage(80);
        println!(
            "{} of {all} spellings up to sm_80 interpreted; not: {missing:#?}",
            all - missing.len()
        );
    }
}
