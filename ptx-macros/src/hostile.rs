//! No macro expansion panics on hostile input (issue 16, class 3).
//!
//! A proc macro that panics gives its user "proc macro panicked" instead of an error at
//! their tokens, so `asm::expand` (`ptx_asm!`) and `kernel::expand` (`ptx_module!`) must
//! answer every token stream with tokens or with a `syn::Error`. Two property tests
//! feed them hostile input:
//!
//! * token soup built from the grammar's own pieces (the mnemonics of the `ptx-isa`
//!   table, modifiers, type names, the keywords of `ptx_module!`, `%`/`@`/`!`/`[]`/`{}`,
//!   and the edge numbers: 0, 2^62, 2^64, -2^63, 1e400 …), arranged as an instruction,
//!   an asm block or a module, or not arranged at all;
//! * mutations of the valid and invalid invocations of the macro test suites
//!   (`tests/ui_macros*`, `tests/macro_*.rs`, `examples/seeds/by_macro.rs`): a token
//!   replaced by an edge number or a piece, deleted, duplicated, or a group emptied.
//!
//! proc_macro2 runs outside a proc-macro context (its fallback), so the expansion
//! functions are called directly. A panic is a failure that proptest shrinks. A
//! `ptx_module!` expansion that succeeds must also be Rust that parses as an expression.

use proc_macro2::{Group, TokenStream, TokenTree};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The two macros under test.
#[derive(Clone, Copy, Debug)]
enum Mac {
    Asm,
    Module,
}

/// Expands `ts` with `mac`; `Err` is the text of a panic (there must be none) or of
/// output that is not an expression.
fn expand(mac: Mac, ts: TokenStream) -> Result<(), String> {
    let out = match mac {
        Mac::Asm => crate::asm::expand(ts),
        Mac::Module => crate::kernel::expand(ts),
    };
    match out {
        // A `ptx_asm!` destination is the user's place, pasted as written (`{ 1 } = …`
        // is theirs to get from rustc); `ptx_module!` output is the macro's own.
        Ok(_) if matches!(mac, Mac::Asm) => Ok(()),
        Ok(t) => syn::parse2::<syn::Expr>(t.clone())
            .map(|_| ())
            .map_err(|e| format!("the expansion is not an expression ({e}): {t}")),
        Err(e) => {
            // The error must itself become tokens (`compile_error!`).
            let _ = e.into_compile_error();
            Ok(())
        }
    }
}

/// Numbers at the edges, as they are written.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "8",
    "15",
    "16",
    "31",
    "32",
    "63",
    "64",
    "65",
    "128",
    "255",
    "256",
    "1024",
    "1025",
    "4096",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "4611686018427387904",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "170141183460469231731687303714715884727",
    "170141183460469231731687303714715884728",
    "340282366920938463463374607431768211456",
    "0x7fffffff",
    "0xffffffff",
    "0xFFFFFFFFFFFFFFFFFFFF",
    "0b1",
    "0o777",
    "1_000",
    "0.0",
    "0.5",
    "1.5",
    "1e38",
    "1e39",
    "1e308",
    "1e400",
    "1.0e-400",
    "3.4028236e38",
    "65504.0",
    "65520.0",
    "1u8",
    "256u8",
    "1i128",
    "1f32",
    "1usize",
    "'c'",
    "\"text\"",
    "b'x'",
    "true",
    "false",
];

/// Expressions at the edges (tokens that Rust reads as one value).
const EXPRS: &[&str] = &[
    "-1",
    "-9223372036854775808",
    "-170141183460469231731687303714715884727",
    "-170141183460469231731687303714715884728",
    "1 << 62",
    "1 << 64",
    "(1 << 40)",
    "-(-5)",
    "--1",
    "- - 9223372036854775808",
    "u64::MAX",
    "{ 1 << 62 }",
    "{ u64::MAX }",
    "{ 0 }",
    "-1e400",
    "(-0.0)",
];

/// The non-instruction words of both grammars.
const WORDS: &[&str] = &[
    "target",
    "sm_80",
    "sm_90",
    "sm_90a",
    "sm_70",
    "sm_1000",
    "kernel",
    "func",
    "global",
    "shared",
    "const",
    "local",
    "param",
    "generic",
    "extern",
    "align",
    "let",
    "for",
    "in",
    "step",
    "carry",
    "yield",
    "unroll",
    "r#type",
    "while",
    "do",
    "if",
    "else",
    "tensormap",
    "as",
    "reqntid",
    "maxntid",
    "minnctapersm",
    "reqnctapercluster",
    "explicitcluster",
    "ret",
    "exit",
    "bra",
    "uni",
    "reg",
    "pred",
    "u8",
    "u16",
    "u32",
    "u64",
    "s8",
    "s16",
    "s32",
    "s64",
    "b8",
    "b16",
    "b32",
    "b64",
    "b128",
    "f16",
    "f16x2",
    "bf16",
    "bf16x2",
    "f32",
    "f64",
    "tf32",
    "e4m3",
    "e5m2",
    "x",
    "y",
    "z",
    "p",
    "q",
    "v",
    "a",
    "b",
    "g",
    "s",
    "n",
    "i",
    "out",
    "tid",
    "ntid",
    "ctaid",
    "laneid",
    "clock64",
    "_",
    "self",
    "r0",
    "rd1",
    "L",
    "mbarrier",
    "wgmma_desc",
    "wgmma_desc_advance",
    "mbarrier_init",
    "cta",
    "cluster",
    "gpu",
    "sys",
    "v2",
    "v4",
];

/// Punctuation, each a whole token.
const PUNCT: &[&str] = &[
    ";", ",", ".", ":", "::", "=", "@", "!", "%", "+", "-", "*", "..", "..=", "->", "<", ">", "#",
    "&", "|", "'a",
];

/// The mnemonics of the `ptx-isa` table, as its rows print them.
fn mnemonics() -> &'static [String] {
    static M: OnceLock<Vec<String>> = OnceLock::new();
    M.get_or_init(|| {
        let mut v: Vec<String> = typed_ptx_isa::FORMS
            .iter()
            .map(|f| f.mnemonic.to_string())
            // A part that starts with a digit (`.2d`, `L2::128B`) is not a token the
            // macros can read; they refuse it at the tokenizer's literal.
            .filter(|m| !m.is_empty() && !m.starts_with('%'))
            .filter(|m| {
                m.split(['.', ':'])
                    .all(|p| !p.starts_with(|c: char| c.is_ascii_digit()))
            })
            .collect();
        v.sort();
        v.dedup();
        v
    })
}

/// The `.modifier` parts of the table's mnemonics (`shared`, `ca`, `shared::cta` …).
fn modifiers() -> &'static [String] {
    static M: OnceLock<Vec<String>> = OnceLock::new();
    M.get_or_init(|| {
        let mut v: Vec<String> = mnemonics()
            .iter()
            .flat_map(|m| m.split('.').skip(1).map(str::to_string))
            .filter(|p| !p.is_empty())
            .collect();
        v.sort();
        v.dedup();
        v
    })
}

fn pick(v: &'static [&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(v).prop_map(str::to_string).boxed()
}

fn mnemonic() -> impl Strategy<Value = String> {
    (
        prop::sample::select(mnemonics()),
        prop::collection::vec(prop::sample::select(modifiers()), 0..3),
        prop::option::of(pick(WORDS)),
    )
        .prop_map(|(m, mods, ty)| {
            let mut s = m.clone();
            for x in mods {
                s.push('.');
                s.push_str(&x);
            }
            if let Some(t) = ty {
                s.push('.');
                s.push_str(&t);
            }
            s
        })
}

/// One number or value expression.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        pick(NUMBERS),
        pick(EXPRS),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<i64>().prop_map(|n| format!("({n})")),
    ]
}

/// One instruction operand as `ptx_asm!` and `ptx_module!` write them.
fn operand() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => pick(WORDS),
        3 => number(),
        1 => Just("_".to_string()),
        2 => (pick(WORDS), prop::option::of((prop::bool::ANY, number()))).prop_map(|(b, o)| {
            match o {
                None => format!("[{b}]"),
                Some((plus, n)) => format!("[{b} {} {n}]", if plus { "+" } else { "-" }),
            }
        }),
        1 => (pick(WORDS), pick(WORDS)).prop_map(|(a, b)| format!("%{a}.{b}")),
        1 => pick(WORDS).prop_map(|w| format!("%{w}")),
        1 => pick(WORDS).prop_map(|w| format!("{{{w}}}")),
        1 => pick(WORDS).prop_map(|w| format!("!{w}")),
        1 => (pick(WORDS), number()).prop_map(|(w, n)| format!("{w}[{n}]")),
        1 => prop::collection::vec(number(), 0..4).prop_map(|v| format!("[{}]", v.join(", "))),
        1 => prop::collection::vec(pick(WORDS), 0..4).prop_map(|v| format!("{{{}}}", v.join(", "))),
    ]
}

/// One `ptx_asm!` instruction: an optional guard, a mnemonic, operands.
fn asm_instruction() -> impl Strategy<Value = String> {
    (
        prop::option::of((prop::bool::ANY, pick(WORDS))),
        mnemonic(),
        prop::collection::vec(operand(), 0..5),
    )
        .prop_map(|(guard, m, ops)| {
            let g = match guard {
                Some((neg, p)) => format!("@{}{p} ", if neg { "!" } else { "" }),
                None => String::new(),
            };
            format!("{g}{m} {}", ops.join(", "))
        })
}

/// A `ptx_asm!` block: instructions, labels, block registers.
fn asm_block() -> impl Strategy<Value = String> {
    let stmt = prop_oneof![
        6 => asm_instruction().prop_map(|i| format!("{i};")),
        1 => pick(WORDS).prop_map(|w| format!("{w}:")),
        1 => (pick(WORDS), pick(WORDS)).prop_map(|(t, n)| format!(".reg .{t} {n};")),
        1 => (prop::bool::ANY, pick(WORDS)).prop_map(|(u, l)| {
            let uni = if u { typed_ptx_isa::Mod::Uni.text() } else { "" };
            format!("bra{uni} {l};")
        }),
    ];
    // `ptx_asm! { … }` hands the macro what is inside the braces.
    prop::collection::vec(stmt, 0..6).prop_map(|v| v.join(" "))
}

/// One `ptx_module!` instruction: an optional guard or binding, a mnemonic, operands.
fn instruction() -> impl Strategy<Value = String> {
    (
        prop::option::of((prop::bool::ANY, pick(WORDS))),
        prop::option::of(pick(WORDS)),
        mnemonic(),
        prop::collection::vec(operand(), 0..6),
    )
        .prop_map(|(guard, bind, m, ops)| {
            let mut s = String::new();
            if let Some((neg, p)) = guard {
                s.push_str(&format!("@{}{p} ", if neg { "!" } else { "" }));
            }
            if let Some(b) = bind {
                s.push_str(&format!("let {b} = "));
            }
            s.push_str(&m);
            s.push(' ');
            s.push_str(&ops.join(", "));
            s
        })
}

/// A statement of a module body or an asm block, nested at most `depth` times.
fn statement() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        6 => instruction().prop_map(|i| format!("{i};")),
        1 => pick(WORDS).prop_map(|w| format!("{w}:")),
        1 => prop::collection::vec(operand(), 0..3).prop_map(|v| format!("yield {};", v.join(", "))),
        2 => declaration(),
    ];
    leaf.prop_recursive(2, 24, 6, |inner| {
        let body = prop::collection::vec(inner, 0..6).prop_map(|v| v.join(" "));
        prop_oneof![
            (
                pick(WORDS),
                pick(WORDS),
                number(),
                number(),
                prop::option::of(number()),
                prop::option::of((pick(WORDS), number())),
                body.clone()
            )
                .prop_map(|(i, t, a, b, s, c, body)| {
                    let step = s.map(|s| format!(" step {s}")).unwrap_or_default();
                    let carry = c
                        .map(|(x, v)| format!(" carry ({x} = {v})"))
                        .unwrap_or_default();
                    format!("for {i}: {t} in {a}..{b}{step}{carry} {{ {body} }}")
                }),
            (pick(WORDS), body.clone(), prop::option::of(body.clone())).prop_map(
                |(p, a, b)| match b {
                    None => format!("if {p} {{ {a} }}"),
                    Some(b) => format!("if {p} {{ {a} }} else {{ {b} }}"),
                }
            ),
            (pick(WORDS), body.clone()).prop_map(|(p, b)| format!("@{p} {{ {b} }}")),
            (body.clone(), body).prop_map(|(a, b)| format!("while {{ {a} }} do {{ {b} }}")),
        ]
    })
}

/// A variable declaration: space, name, type, length, alignment, initialiser.
fn declaration() -> impl Strategy<Value = String> {
    (
        prop::bool::ANY,
        pick(&["global", "shared", "const", "local", "param", "generic"]),
        pick(WORDS),
        prop::option::of(pick(&["tensormap"])),
        pick(WORDS),
        prop::option::of(number()),
        prop::option::of(number()),
        prop::option::of(prop::collection::vec(number(), 0..4)),
    )
        .prop_map(|(ext, space, name, tm, ty, len, align, init)| {
            let mut s = String::new();
            if ext {
                s.push_str("extern ");
            }
            s.push_str(&format!("{space} {name}: "));
            if let Some(tm) = tm {
                s.push_str(&format!("{tm} "));
            }
            s.push_str(&ty);
            if let Some(l) = len {
                s.push_str(&format!("[{l}]"));
            }
            if let Some(a) = align {
                s.push_str(&format!(" align {a}"));
            }
            if let Some(i) = init {
                s.push_str(&format!(" = [{}]", i.join(", ")));
            }
            s.push(';');
            s
        })
}

/// A kernel or function parameter.
fn param() -> impl Strategy<Value = String> {
    (
        pick(WORDS),
        prop::option::of(pick(&[
            "global",
            "shared",
            "const",
            "local",
            "param",
            "generic",
            "tensormap",
        ])),
        pick(WORDS),
        prop::option::of(pick(WORDS)),
        prop::option::of(number()),
    )
        .prop_map(|(n, sp, t, cast, rank)| {
            let mut s = format!("{n}: ");
            if let Some(sp) = sp {
                s.push_str(&format!("{sp} "));
            }
            s.push_str(&t);
            if let Some(r) = rank {
                s.push_str(&format!("[{r}]"));
            }
            if let Some(c) = cast {
                s.push_str(&format!(" as {c}"));
            }
            s
        })
}

/// A whole `ptx_module!` input.
fn module() -> impl Strategy<Value = String> {
    let directive = (
        pick(&[
            "reqntid",
            "maxntid",
            "minnctapersm",
            "reqnctapercluster",
            "explicitcluster",
            "other",
        ]),
        prop::collection::vec(number(), 0..4),
    )
        .prop_map(|(d, a)| format!(".{d} {}", a.join(", ")));
    let item = prop_oneof![
        2 => declaration(),
        3 => (
            prop::bool::ANY,
            pick(WORDS),
            prop::collection::vec(param(), 0..4),
            prop::option::of(pick(WORDS)),
            prop::collection::vec(directive, 0..3),
            prop::collection::vec(statement(), 0..6),
        )
            .prop_map(|(kernel, name, params, ret, dirs, body)| {
                let head = if kernel { "kernel" } else { "func" };
                let ret = match ret {
                    Some(r) if !kernel => format!(" -> {r}"),
                    _ => String::new(),
                };
                format!(
                    "{head} {name}({}){ret} {} {{ {} }}",
                    params.join(", "),
                    dirs.join(" "),
                    body.join(" ")
                )
            }),
    ];
    (
        prop_oneof![
            8 => pick(&["target sm_80;", "target sm_90a;", "target sm_90;", "target = Target::SM_80;"]),
            1 => pick(WORDS).prop_map(|t| format!("target {t};")),
            1 => Just(String::new()),
        ],
        prop::option::of(prop::option::of(number())),
        prop::collection::vec(item, 0..4),
    )
        .prop_map(|(t, ex, items)| {
            let ex = match ex {
                None => String::new(),
                Some(None) => "explicit_subqualifiers;".to_string(),
                Some(Some(v)) => format!("explicit_subqualifiers = {v};"),
            };
            format!("{t} {ex} {}", items.join(" "))
        })
}

/// Any token at all from the pieces, in brackets or not.
fn soup() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        pick(WORDS),
        pick(PUNCT),
        number(),
        prop::sample::select(mnemonics()),
        prop::sample::select(modifiers()).prop_map(|m| format!(".{m}")),
    ];
    let tree = leaf.prop_recursive(3, 40, 8, |inner| {
        (prop::collection::vec(inner, 0..8), 0u8..3).prop_map(|(v, d)| {
            let (o, c) = [("(", ")"), ("[", "]"), ("{", "}")][d as usize];
            format!("{o} {} {c}", v.join(" "))
        })
    });
    prop::collection::vec(tree, 0..16).prop_map(|v| v.join(" "))
}

/// The input to one macro: shaped as its grammar, or soup.
fn input() -> impl Strategy<Value = (Mac, String)> {
    prop_oneof![
        3 => asm_instruction().prop_map(|i| (Mac::Asm, i)),
        2 => asm_block().prop_map(|b| (Mac::Asm, b)),
        4 => module().prop_map(|m| (Mac::Module, m)),
        1 => soup().prop_map(|s| (Mac::Asm, s)),
        1 => soup().prop_map(|s| (Mac::Module, s)),
    ]
}

/// The macro invocations of the test suites, as text (a `TokenStream` is not `Sync`):
/// the seeds to mutate.
fn seeds() -> &'static [(Mac, String)] {
    static S: OnceLock<Vec<(Mac, String)>> = OnceLock::new();
    S.get_or_init(|| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in [
            "tests/ui_macros/asm",
            "tests/ui_macros/kernel",
            "tests/ui_macros_pass/asm",
            "tests/ui_macros_pass/kernel",
            "tests",
            "examples/seeds",
        ] {
            if let Ok(rd) = std::fs::read_dir(root.join(dir)) {
                files.extend(rd.flatten().map(|e| e.path()));
            }
        }
        files.retain(|p| p.extension().is_some_and(|e| e == "rs"));
        files.sort();
        let mut out = Vec::new();
        for f in files {
            let Ok(text) = std::fs::read_to_string(&f) else {
                continue;
            };
            let Ok(ts) = text.parse::<TokenStream>() else {
                continue;
            };
            invocations(ts, &mut out);
        }
        out
    })
}

/// Collects `ptx_asm!(…)` and `ptx_module! { … }` bodies, at any depth.
fn invocations(ts: TokenStream, out: &mut Vec<(Mac, String)>) {
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    for (i, t) in toks.iter().enumerate() {
        if let TokenTree::Group(g) = t {
            let mac = match (
                i.checked_sub(2).map(|j| &toks[j]),
                toks.get(i.wrapping_sub(1)),
            ) {
                (Some(TokenTree::Ident(id)), Some(TokenTree::Punct(p))) if p.as_char() == '!' => {
                    match id.to_string().as_str() {
                        "ptx_asm" => Some(Mac::Asm),
                        "ptx_module" => Some(Mac::Module),
                        _ => None,
                    }
                }
                _ => None,
            };
            match mac {
                Some(m) => out.push((m, g.stream().to_string())),
                None => invocations(g.stream(), out),
            }
        }
    }
}

/// One change to a seed, at the token `at` of its pre-order walk.
#[derive(Clone, Debug)]
enum Mutation {
    /// Replace the token with these tokens.
    Replace(usize, String),
    /// Replace a literal with this number, an identifier with this word (the other
    /// tokens stay): the input mostly still parses.
    Swap(usize, String, String),
    /// Insert these tokens before it.
    Insert(usize, String),
    Delete(usize),
    Duplicate(usize),
    /// Empty the group the token is (a token that is not a group stays).
    Empty(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let piece = prop_oneof![3 => number(), 1 => pick(WORDS), 1 => pick(PUNCT), 1 => operand()];
    prop_oneof![
        6 => (any::<usize>(), number(), prop_oneof![pick(WORDS), prop::sample::select(modifiers())])
            .prop_map(|(a, n, w)| Mutation::Swap(a, n, w)),
        3 => (any::<usize>(), piece.clone()).prop_map(|(a, p)| Mutation::Replace(a, p)),
        2 => (any::<usize>(), piece).prop_map(|(a, p)| Mutation::Insert(a, p)),
        2 => any::<usize>().prop_map(Mutation::Delete),
        1 => any::<usize>().prop_map(Mutation::Duplicate),
        1 => any::<usize>().prop_map(Mutation::Empty),
    ]
}

fn count(ts: &TokenStream) -> usize {
    ts.clone()
        .into_iter()
        .map(|t| match t {
            TokenTree::Group(g) => 1 + count(&g.stream()),
            _ => 1,
        })
        .sum()
}

/// Applies `m` at pre-order position `*at` (counting down), rebuilding the stream.
fn apply(ts: TokenStream, m: &Mutation, at: &mut usize) -> TokenStream {
    let mut out = Vec::new();
    for t in ts {
        let here = *at == 0;
        *at = at.wrapping_sub(1);
        let t = match t {
            TokenTree::Group(g) if !here => {
                let inner = apply(g.stream(), m, at);
                let mut ng = Group::new(g.delimiter(), inner);
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            TokenTree::Group(g) => {
                // Skip the group's own tokens in the count.
                *at = at.wrapping_sub(count(&g.stream()));
                TokenTree::Group(g)
            }
            t => t,
        };
        if !here {
            out.push(t);
            continue;
        }
        let parsed = |s: &str| s.parse::<TokenStream>().unwrap_or_default();
        match m {
            Mutation::Replace(_, s) => out.extend(parsed(s)),
            Mutation::Swap(_, n, w) => match t {
                TokenTree::Literal(_) => out.extend(parsed(n)),
                TokenTree::Ident(_) => out.extend(parsed(w)),
                t => out.push(t),
            },
            Mutation::Insert(_, s) => {
                out.extend(parsed(s));
                out.push(t);
            }
            Mutation::Delete(_) => {}
            Mutation::Duplicate(_) => {
                out.push(t.clone());
                out.push(t);
            }
            Mutation::Empty(_) => match t {
                TokenTree::Group(g) => out.push(TokenTree::Group(Group::new(
                    g.delimiter(),
                    TokenStream::new(),
                ))),
                t => out.push(t),
            },
        }
    }
    out.into_iter().collect()
}

fn mutate(seed: &TokenStream, ms: &[Mutation]) -> TokenStream {
    let mut ts = seed.clone();
    for m in ms {
        let n = count(&ts).max(1);
        let pos = match m {
            Mutation::Replace(a, _)
            | Mutation::Swap(a, _, _)
            | Mutation::Insert(a, _)
            | Mutation::Delete(a)
            | Mutation::Duplicate(a)
            | Mutation::Empty(a) => a % n,
        };
        let mut at = pos;
        ts = apply(ts, m, &mut at);
    }
    ts
}

fn check(mac: Mac, text: &str, ts: TokenStream) -> Result<(), TestCaseError> {
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| expand(mac, ts)));
    let r = r.unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("panicked: {msg}"))
    });
    r.map_err(|e| TestCaseError::fail(format!("{mac:?} on `{text}`: {e}")))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// Inputs shaped like each grammar, or not at all: tokens or a spanned error.
    #[test]
    fn no_hostile_token_stream_panics((mac, text) in input()) {
        let ts: TokenStream = text.parse().map_err(|e| TestCaseError::reject(format!("{e}")))?;
        check(mac, &text, ts)?;
    }

    /// The suites' invocations with a few tokens changed: tokens or a spanned error.
    #[test]
    fn no_mutated_invocation_panics(seed in any::<prop::sample::Index>(), ms in prop::collection::vec(mutation(), 1..4)) {
        let all = seeds();
        prop_assume!(!all.is_empty());
        let (mac, text) = &all[seed.index(all.len())];
        let ts = mutate(&text.parse().unwrap_or_default(), &ms);
        let text = ts.to_string();
        check(*mac, &text, ts)?;
    }
}

#[test]
fn the_seeds_are_found() {
    let s = seeds();
    assert!(s.iter().any(|(m, _)| matches!(m, Mac::Asm)));
    assert!(s.iter().filter(|(m, _)| matches!(m, Mac::Module)).count() > 50);
}

/// The error messages of `ptx_module!(<text>)`, or a panic as the test's failure.
fn module_err(text: &str) -> String {
    match crate::kernel::expand(text.parse().expect("tokens")) {
        Ok(t) => panic!("`{text}` expanded: {t}"),
        Err(e) => e
            .into_iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

// The panics the property tests found, each by name.

#[test]
fn a_kernel_named_underscore_is_an_error() {
    let e = module_err("target sm_80; kernel _(out: global u32) { st.global.u32 [out], 1; }");
    assert!(
        e.contains("a kernel named `_` cannot be a field of the module's value; rename it"),
        "{e}"
    );
}

#[test]
fn a_function_named_by_a_rust_keyword_is_an_error() {
    for kw in ["extern", "_", "self", "fn"] {
        let e = module_err(&format!("target sm_80; func {kw}() {{ }}"));
        assert!(
            e.contains(&format!("`{kw}` is a Rust keyword: rename the function")),
            "{e}"
        );
    }
}

#[test]
fn a_discarded_fragment_is_an_expression() {
    // `let _ = frag_zero.f32 4;`: `_` binds nothing, so no `let mut _`.
    let ts: TokenStream = "target sm_80; kernel k() { let _ = frag_zero.f32 4; }"
        .parse()
        .unwrap();
    assert_eq!(expand(Mac::Module, ts), Ok(()));
}

#[test]
fn a_raw_identifier_addresses_a_typed_access() {
    // The element check re-spans a named base at the type suffix: `r#type` must stay a
    // raw identifier (the property test's seed, `ld.global…f32 [src]`, mutated).
    let ts: TokenStream = "target sm_80; kernel k(r#type: global f32, out: global f32) { \
         let a = ld.global.f32 [r#type]; st.global.f32 [out], a; }"
        .parse()
        .unwrap();
    let out = crate::kernel::expand(ts).expect("expands");
    assert!(out.to_string().contains("r#type"), "{out}");
}

#[test]
fn an_unrolled_loop_carries_a_raw_identifier() {
    // The carried name is rebuilt from its text: `r#type` must stay a raw identifier.
    let ts: TokenStream = "target sm_80; kernel k(out: global u32) { \
         let r#type = mov.u32 0; \
         for i in 0..4 unroll { let r#type = add.u32 r#type, i; } \
         st.global.u32 [out], r#type; }"
        .parse()
        .unwrap();
    let out = crate::kernel::expand(ts.clone()).expect("expands");
    assert!(out.to_string().contains("r#type"), "{out}");
    assert_eq!(expand(Mac::Module, ts), Ok(()));
}

#[test]
fn a_const_variable_in_a_kernel_is_an_error_not_a_constant() {
    for decl in [
        "const c: u32[4];",
        "const c: u32 = [1, 2];",
        "global g: u32;",
    ] {
        let e = module_err(&format!("target sm_80; kernel k() {{ {decl} }}"));
        assert!(e.contains("belong to the module"), "{decl}: {e}");
    }
    let e = module_err("target sm_80; kernel k() { const N: u32 = 1.5; }");
    assert!(e.contains("floating-point immediate"), "{e}");
}

#[test]
fn a_kernel_with_a_raw_name_does_not_panic() {
    // `r#type` parses as an identifier but `Ident::new` refuses it, and the handle's
    // local is built from the name: both used to panic (found by the token fuzzer).
    let ts: TokenStream =
        "target sm_80; kernel r#type(out: global u32) { st.global.u32 [out], 1; }"
            .parse()
            .unwrap();
    assert!(crate::kernel::expand(ts.clone()).is_ok());
    assert_eq!(expand(Mac::Module, ts), Ok(()));
}
