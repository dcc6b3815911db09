//! What [`Kernel::raw`](crate::Kernel::raw) accepts: one instruction whose registers are
//! all given as `{n}` operands, and which of those it writes.
//!
//! `raw` is the escape hatch for one instruction the table lacks. It must not be a way
//! around the types: it cannot name registers by their PTX names (which would bypass
//! the typed handles), cannot leave the instruction (braces, a second `;`, directives,
//! labels, comments), and cannot transfer control (the definite-assignment and region
//! checks see only the builder's own branches). The operands it reads and writes are
//! found from the text and the table's knowledge of the opcode (`typed_ptx_isa::text`),
//! so the caller can check that each written one may be overwritten and that each read
//! one holds a value; a guard in the text becomes the line's guard, so its writes are
//! conditional.

use typed_ptx_isa::text::{CONTROL, FirstOperand, first_operand, is_special_register};

/// The parsed shape of a raw instruction.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct RawShape {
    /// Bit `i` is set when operand `{i}` is read.
    pub(crate) reads: u64,
    /// Bit `i` is set when operand `{i}` is written.
    pub(crate) writes: u64,
    /// The text's own guard, `@{n}` or `@!{n}`: the operand and whether it is negated.
    pub(crate) guard: Guard,
    /// The instruction without that guard (which the builder prints as the line's).
    pub(crate) body: String,
}

/// The `{n}` placeholders of `text`, in order.
fn placeholders(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}').and_then(|(n, _)| n.parse().ok()))
}

/// Checks that braces appear only as `{n}` placeholders below `n_regs`.
fn check_braces(body: &str, n_regs: usize) -> Result<(), String> {
    let mut rest = body;
    while let Some(i) = rest.find(['{', '}']) {
        let after = &rest[i + 1..];
        if rest.as_bytes()[i] == b'}' {
            return Err("a `}`: braces are allowed only in `{n}` operand placeholders".into());
        }
        let close = after.find('}').ok_or("an unclosed `{`")?;
        let n: usize = after[..close]
            .parse()
            .map_err(|_| "a `{` that is not an `{n}` operand placeholder (vector operands are not available to raw: use the builder's ld_v2/ld_v4/st_v2/st_v4)")?;
        if n >= n_regs {
            return Err(format!(
                "operand `{{{n}}}` but only {n_regs} registers were given"
            ));
        }
        rest = &after[close + 1..];
    }
    Ok(())
}

/// Checks that every `%name` is a special register: registers enter through `{n}` only.
fn check_names(body: &str) -> Result<(), String> {
    for (i, _) in body.match_indices('%') {
        let name: String = body[i + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !is_special_register(&name) {
            return Err(format!(
                "the name `%{name}`, which is not a special register: pass registers as `{{n}}` operands so their types are checked"
            ));
        }
    }
    if body.contains('$') {
        return Err("a label name: raw instructions cannot branch".into());
    }
    Ok(())
}

/// A guard operand: `{n}` and whether it is negated (`@!{n}`).
type Guard = Option<(usize, bool)>;

/// Splits off a leading guard, `@{n}` or `@!{n}`.
fn split_guard(body: &str) -> Result<(Guard, &str), String> {
    let Some(g) = body.strip_prefix('@') else {
        return Ok((None, body));
    };
    // The guard ends at its `}` (`@{1}mov …` is one guard and an instruction).
    let end = g
        .find('}')
        .map(|i| i + 1)
        .or_else(|| g.find(char::is_whitespace))
        .ok_or("a guard with no instruction")?;
    let (neg, p) = match g[..end].strip_prefix('!') {
        Some(p) => (true, p),
        None => (false, &g[..end]),
    };
    let n = p
        .strip_prefix('{')
        .and_then(|p| p.strip_suffix('}'))
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| {
            format!(
                "the guard `@{}`: a guard is an `{{n}}` operand (`@{{1}}` or `@!{{1}}`)",
                &g[..end]
            )
        })?;
    Ok((Some((n, neg)), g[end..].trim_start()))
}

/// The operands of an instruction, split at the commas outside brackets.
fn split_operands(operands: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut from) = (0i32, 0);
    for (i, c) in operands.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&operands[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    out.push(&operands[from..]);
    out
}

/// Checks `text` and finds the operands it reads and writes; `Err` says what is wrong.
/// What the instruction does with each operand comes from the table
/// ([`first_operand`]): an instruction it does not know is refused, not guessed.
pub(crate) fn parse(text: &str, n_regs: usize) -> Result<RawShape, String> {
    let t = text.trim();
    if t.contains('\n') || t.contains('\r') {
        return Err("a line break: give one instruction per `raw` call".into());
    }
    if t.contains("//") || t.contains("/*") {
        return Err("a comment: raw text is one instruction and nothing else".into());
    }
    let body = t.strip_suffix(';').unwrap_or(t);
    if body.contains(';') {
        return Err("more than one instruction (a `;` inside the text)".into());
    }
    check_braces(body, n_regs)?;
    check_names(body)?;
    let (guard, s) = split_guard(body)?;
    // The opcode ends where its characters do: `mov.u32{0}, 1` is `mov.u32` and the
    // operands `{0}, 1` (ptxas reads it so).
    let op_end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':')))
        .unwrap_or(s.len());
    let opcode = &s[..op_end];
    let head = opcode.split('.').next().unwrap_or("");
    if !head.starts_with(|c: char| c.is_ascii_lowercase())
        || !head.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return Err(format!(
            "`{opcode}` is not an instruction (directives, labels and declarations cannot be raw)"
        ));
    }
    if CONTROL.contains(&head) {
        return Err(format!(
            "`{head}` transfers control; use the builder's branches, `ret`, `exit` and `call`"
        ));
    }
    // Tensor memory is typed by its allocation (review finding: a raw alloc or dealloc is
    // invisible to the check that frees every allocation on every path).
    if head
        == typed_ptx_isa::FormId::Tcgen05Alloc
            .form()
            .mnemonic
            .split('.')
            .next()
            .unwrap_or("")
    {
        return Err(
            "`tcgen05` works on tensor memory, which the builder types: use `tmem_alloc`, `tmem_ld`, `umma` … (every tcgen05 form is in the table)"
                .into(),
        );
    }
    if s[op_end..].contains(':') && !s[op_end..].contains("::") {
        return Err("a `:` outside a `::` qualifier (a label?)".into());
    }
    let first = first_operand(opcode).ok_or_else(|| {
        format!(
            "`{head}` is not an instruction typed-ptx knows the operands of (which it writes, which it reads)"
        )
    })?;
    let (mut reads, mut writes) = (0u64, 0u64);
    for (i, operand) in split_operands(s[op_end..].trim()).iter().enumerate() {
        let operand = operand.trim();
        // The destination (`d`, or `a|b` for two): written. Everything else, and an
        // address in brackets even first, is read.
        let written = i == 0 && first == FirstOperand::Written && !operand.starts_with('[');
        for n in placeholders(operand).filter(|&n| n < 64) {
            if written {
                writes |= 1 << n;
            } else {
                reads |= 1 << n;
            }
        }
    }
    if let Some((n, _)) = guard
        && n < 64
    {
        // Read as the line's guard, not as an operand.
        reads &= !(1 << n);
    }
    Ok(RawShape {
        reads,
        writes,
        guard,
        body: format!("{s};"),
    })
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn destinations_are_found() {
        assert_eq!(parse("mov.u32 {0}, %nsmid;", 1).unwrap().writes, 0b1);
        assert_eq!(parse("st.global.u32 [{0}], {1};", 2).unwrap().writes, 0);
        assert_eq!(
            parse("setp.eq.u32 {0}|{1}, {2}, 0;", 3).unwrap().writes,
            0b11
        );
        assert_eq!(
            parse("atom.global.add.u32 {0}, [{1}], {2};", 3)
                .unwrap()
                .writes,
            0b1
        );
        assert_eq!(parse("@{1} add.u32 {0}, {0}, 1;", 2).unwrap().writes, 0b1);
        assert_eq!(parse("bar.sync {0};", 1).unwrap().writes, 0);
        assert_eq!(
            parse("mov.u32 {0}, %tid.x;", 1).unwrap().writes,
            0b1,
            "special registers are fine"
        );
        assert!(parse("ld.shared::cta.u32 {0}, [{1}];", 2).is_ok());
    }

    #[test]
    fn reads_writes_and_guards() {
        let s = parse("add.u32 {0}, {0}, 1;", 1).unwrap();
        assert_eq!(
            (s.reads, s.writes),
            (0b1, 0b1),
            "the destination is read too"
        );
        let s = parse("@!{1} mov.u32 {0}, 5;", 2).unwrap();
        assert_eq!((s.reads, s.writes, s.guard), (0, 0b1, Some((1, true))));
        assert_eq!(s.body, "mov.u32 {0}, 5;");
        let s = parse("cvta.shared.u64 {0}, {1};", 2).unwrap();
        assert_eq!((s.reads, s.writes), (0b10, 0b1), "cvta has a destination");
        let s = parse("bar.red.popc.u32 {0}, 0, {1};", 2).unwrap();
        assert_eq!(
            (s.reads, s.writes),
            (0b10, 0b1),
            "bar.red has a destination"
        );
        let s = parse("barrier.sync {0}, {1};", 2).unwrap();
        assert_eq!((s.reads, s.writes), (0b11, 0));
        let s = parse("mbarrier.init.shared.b64 [{0}], {1};", 2).unwrap();
        assert_eq!((s.reads, s.writes), (0b11, 0), "an address first is read");
        // tcgen05 text is refused: tensor memory is typed by its allocation.
        let e = parse("tcgen05.dealloc.cta_group::1.sync.aligned.b32 {0}, 32;", 1).unwrap_err();
        assert!(e.contains("tensor memory"), "{e}");
        // No space between the opcode and its operands: still the destination.
        let s = parse("mov.u32{0}, 1;", 1).unwrap();
        assert_eq!((s.reads, s.writes), (0, 0b1));
        let s = parse("@{1}mov.u32{0},{2};", 3).unwrap();
        assert_eq!((s.reads, s.writes, s.guard), (0b100, 0b1, Some((1, false))));
        for bad in [
            "mov.b128 %rq1, %rq0;",
            "frobnicate.u32 {0}, {1};",
            "@%p0 mov.u32 {0}, 1;",
            "@p mov.u32 {0}, 1;",
        ] {
            assert!(parse(bad, 2).is_err(), "{bad}");
        }
    }

    #[test]
    fn leaving_the_instruction_is_refused() {
        for bad in [
            "mov.b64 %rd1, 0;",
            "mov.pred %p0, 1;",
            "ret; } .visible .entry evil() { ret;",
            "mov.u32 {0}, 1; mov.u32 {0}, 2;",
            ".reg .b32 %x;",
            "L: mov.u32 {0}, 1;",
            "mov.u32 {0}, 1; // }",
            "bra $L_0;",
            "@{0} bra $L_1;",
            "ret;",
            "exit;",
            "call.uni f, ();",
            "mov.u32 {3}, 1;",
            "ld.global.v2.u32 {{0}, {1}}, [{2}];",
        ] {
            assert!(parse(bad, 3).is_err(), "{bad}");
        }
    }
}
