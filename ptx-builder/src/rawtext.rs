//! What [`Kernel::raw`](crate::Kernel::raw) accepts: one instruction whose registers are
//! all given as `{n}` operands, and which of those it writes.
//!
//! `raw` is the escape hatch for one instruction the table lacks. It must not be a way
//! around the types: it cannot name registers by their PTX names (which would bypass
//! the typed handles), cannot leave the instruction (braces, a second `;`, directives,
//! labels, comments), and cannot transfer control (the definite-assignment and region
//! checks see only the builder's own branches). The operands it writes are found from
//! the text, so the caller can check that each of them may be overwritten.

/// Opcodes that write no register: their first operand is read (or an address).
const NO_DEST: &[&str] = &[
    "st",
    "red",
    "bar",
    "barrier",
    "membar",
    "fence",
    "prefetch",
    "prefetchu",
    "cp",
    "trap",
    "brkpt",
    "pmevent",
    "nanosleep",
    "griddepcontrol",
    "stmatrix",
    "wmma",
    "discard",
    "applypriority",
    "cvta",
];

/// Opcodes that transfer control.
const CONTROL: &[&str] = &["bra", "brx", "call", "ret", "exit"];

/// The parsed shape of a raw instruction.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct RawShape {
    /// Bit `i` is set when operand `{i}` is written.
    pub(crate) writes: u64,
}

/// Checks `text` and finds the operands it writes; `Err` says what is wrong.
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
    // Braces only as `{n}` placeholders.
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
    // No register or label names: registers enter through `{n}` only.
    let bytes = body.as_bytes();
    for (i, &c) in bytes.iter().enumerate() {
        if c == b'%' {
            let name: String = body[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let letters = name.trim_end_matches(|c: char| c.is_ascii_digit());
            if letters.len() < name.len() && matches!(letters, "p" | "rs" | "r" | "rd" | "f" | "fd")
            {
                return Err(format!(
                    "the register name `%{name}`: pass registers as `{{n}}` operands so their types are checked"
                ));
            }
        }
    }
    if body.contains("$L_") {
        return Err("a label name: raw instructions cannot branch".into());
    }
    // An optional guard, then the opcode.
    let mut s = body;
    if let Some(g) = s.strip_prefix('@') {
        let end = g
            .find(char::is_whitespace)
            .ok_or("a guard with no instruction")?;
        s = g[end..].trim_start();
    }
    let op_end = s.find(char::is_whitespace).unwrap_or(s.len());
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
    if s[op_end..].contains(':') && !s[op_end..].contains("::") {
        return Err("a `:` outside a `::` qualifier (a label?)".into());
    }
    let operands = s[op_end..].trim();
    let mut writes = 0u64;
    if !NO_DEST.contains(&head) && !operands.is_empty() {
        // The first operand (up to a comma outside brackets) is the destination; `a|b`
        // names two destinations. One in `[...]` is an address, which is read.
        let mut depth = 0i32;
        let mut end = operands.len();
        for (i, c) in operands.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                ',' if depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let first = operands[..end].trim();
        if !first.starts_with('[') {
            let mut r = first;
            while let Some(i) = r.find('{') {
                let after = &r[i + 1..];
                if let Some(close) = after.find('}')
                    && let Ok(n) = after[..close].parse::<u32>()
                    && n < 64
                {
                    writes |= 1 << n;
                }
                r = &r[i + 1..];
            }
        }
    }
    Ok(RawShape { writes })
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
