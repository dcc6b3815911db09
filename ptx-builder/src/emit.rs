//! PTX text. The body of each function is written first-to-last in one pass; headers
//! and `.reg` declarations come from counts gathered while building, so emission is a
//! single walk with no allocation per instruction.

use typed_ptx_isa::Version;

use crate::error::Site;
use typed_ptx_isa::spell::MAX_SLOTS;

use crate::ir::{Decl, Function, Len, Line, Op, State};
use crate::ty::{Imm, RegClass, Ty};

const BUF: usize = 256;

/// The output: a byte vector, written through a small stack buffer that is flushed
/// about once per line, so that each byte costs a store rather than a `Vec::push`.
pub(crate) struct Out {
    v: Vec<u8>,
    b: [u8; BUF],
    n: usize,
    /// Newlines counted so far in `v[..scanned]` (source maps only).
    newlines: u32,
    scanned: usize,
}

impl Out {
    pub(crate) fn with_capacity(n: usize) -> Out {
        Out {
            v: Vec::with_capacity(n),
            b: [0; BUF],
            n: 0,
            newlines: 0,
            scanned: 0,
        }
    }

    #[inline]
    fn flush(&mut self) {
        self.v.extend_from_slice(&self.b[..self.n]);
        self.n = 0;
    }

    /// The 1-based number of the line being written (counts newlines; used only for
    /// source maps, so its cost is off the plain emission path).
    pub(crate) fn line_number(&mut self) -> u32 {
        self.flush();
        self.newlines += self.v[self.scanned..]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u32;
        self.scanned = self.v.len();
        self.newlines + 1
    }

    /// The bytes written, flushed.
    pub(crate) fn into_bytes(mut self) -> Vec<u8> {
        self.flush();
        self.v
    }

    #[inline(always)]
    fn push_str(&mut self, s: &str) {
        self.push_str_bytes(s.as_bytes());
    }

    #[inline(always)]
    pub(crate) fn push_str_bytes(&mut self, s: &[u8]) {
        if s.len() > BUF - self.n {
            self.flush();
            if s.len() > BUF {
                self.v.extend_from_slice(s);
                return;
            }
        }
        let n = self.n;
        for (dst, &c) in self.b[n..n + s.len()].iter_mut().zip(s) {
            *dst = c;
        }
        self.n = n + s.len();
    }

    /// Writes `len` bytes of a 15-byte name with one fixed-size copy.
    #[inline(always)]
    fn name15(&mut self, e: &([u8; 15], u8)) {
        if self.n + 15 > BUF {
            self.flush();
        }
        let n = self.n;
        self.b[n..n + 15].copy_from_slice(&e.0);
        self.n = n + e.1 as usize;
    }

    /// Writes the first `len` bytes of a memo text with one fixed-size copy.
    #[inline(always)]
    fn chunk(&mut self, text: &[u8; MEMO_TEXT], len: usize) {
        if self.n + MEMO_TEXT > BUF {
            self.flush();
        }
        let n = self.n;
        self.b[n..n + MEMO_TEXT].copy_from_slice(text);
        self.n = n + len;
    }

    #[inline(always)]
    fn byte(&mut self, c: u8) {
        if self.n >= BUF {
            self.flush();
        }
        self.b[self.n] = c;
        self.n += 1;
    }

    #[inline(always)]
    fn push(&mut self, c: char) {
        // Only ASCII punctuation is pushed one character at a time.
        self.byte(c as u8);
    }

    #[inline(always)]
    fn end_line(&mut self) {
        if self.n > BUF - 64 {
            self.flush();
        }
    }
}

/// The names of a function's registers, made once per function by counting in decimal,
/// so that writing a register operand is a fixed-size copy rather than a formatting.
struct RegNames {
    names: [Vec<([u8; 15], u8)>; 7],
}

impl RegNames {
    fn new(f: &Function) -> RegNames {
        RegNames {
            names: core::array::from_fn(|c| {
                let class = RegClass::ALL[c];
                let prefix = class.prefix().as_bytes();
                let n = f.regs[c] as usize;
                let mut v = Vec::with_capacity(n);
                // Decimal digits, most significant first, in digits[start..].
                let mut digits = [b'0'; 10];
                let mut start = digits.len() - 1;
                for _ in 0..n {
                    let mut e = [0u8; 15];
                    let len = prefix.len() + digits.len() - start;
                    e[..prefix.len()].copy_from_slice(prefix);
                    e[prefix.len()..len].copy_from_slice(&digits[start..]);
                    v.push((e, len as u8));
                    let mut i = digits.len() - 1;
                    loop {
                        if digits[i] == b'9' {
                            digits[i] = b'0';
                            if i == start {
                                start -= 1;
                                digits[start] = b'1';
                                break;
                            }
                            i -= 1;
                        } else {
                            digits[i] += 1;
                            break;
                        }
                    }
                }
                v
            }),
        }
    }
}

/// What the emitter prints: a module's state, its target and whether it carries line
/// information.
#[derive(Clone, Copy)]
pub(crate) struct Unit<'a> {
    pub(crate) state: &'a State,
    pub(crate) target: typed_ptx_isa::Target,
    pub(crate) line_info: bool,
}

pub(crate) fn module(
    out: &mut Out,
    m: Unit<'_>,
    version: Version,
    map: Option<&mut Vec<(u32, Site)>>,
) {
    module_of(out, m, version, map, None)
}

/// The module, or (with `only`) the functions of `m.state.funcs` whose mask entry is set:
/// one kernel and the device functions it calls.
pub(crate) fn module_of(
    out: &mut Out,
    m: Unit<'_>,
    version: Version,
    mut map: Option<&mut Vec<(u32, Site)>>,
    only: Option<&[bool]>,
) {
    let keep = |i: usize| only.is_none_or(|o| o[i]);
    out.push_str("//\n// Generated by typed-ptx ");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push_str("\n//\n\n.version ");
    push_u64(out, version.major as u64);
    out.push('.');
    push_u64(out, version.minor as u64);
    out.push_str("\n.target ");
    out.push_str(&m.target.to_string());
    out.push_str("\n.address_size 64\n");
    let st = m.state;
    // Line info: one `.file` per Rust source file, numbered in order of first use.
    let mut files: Vec<&'static str> = Vec::new();
    if m.line_info {
        for (_, f) in st.funcs.iter().enumerate().filter(|(i, _)| keep(*i)) {
            for l in &f.lines {
                if let Some(at) = l.site()
                    && !files.contains(&at.0.file())
                {
                    files.push(at.0.file());
                }
            }
        }
        for (i, file) in files.iter().enumerate() {
            out.push_str(".file ");
            push_u64(out, i as u64 + 1);
            out.push_str(" \"");
            for c in file.chars() {
                if c == '"' || c == '\\' {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push_str("\"\n");
        }
    }
    if !st.decls.is_empty() {
        out.push('\n');
    }
    for d in &st.decls {
        decl(out, st, d, "");
    }
    for (_, f) in st.funcs.iter().enumerate().filter(|(i, _)| keep(*i)) {
        out.push('\n');
        function(out, st, f, &files, map.as_deref_mut());
    }
}

/// `.loc file line column` before an instruction whose call site differs from the last.
#[inline(never)]
fn loc(out: &mut Out, files: &[&'static str], line: &Line, last: &mut (usize, u32, u32)) {
    let Some(at) = line.site() else { return };
    let file = files.iter().position(|x| *x == at.0.file()).unwrap_or(0) + 1;
    let here = (file, at.0.line(), at.0.column());
    if here != *last {
        *last = here;
        out.push_str("\t.loc ");
        push_u64(out, file as u64);
        out.push(' ');
        push_u64(out, here.1 as u64);
        out.push(' ');
        push_u64(out, here.2 as u64);
        out.push('\n');
        out.end_line();
    }
}

fn decl(out: &mut Out, st: &State, d: &Decl, indent: &str) {
    out.push_str(indent);
    out.push_str(d.form.form().mnemonic);
    out.push_str(" .align ");
    push_u64(out, d.align);
    out.push(' ');
    out.push_str(if d.ty == Ty::B128 {
        typed_ptx_isa::Mod::B8.text()
    } else {
        d.ty.mem_suffix()
    });
    out.push(' ');
    out.push_str(&st.symbols[d.sym as usize].name);
    // A tensor map is declared as its 128 bytes.
    let per = if d.ty == Ty::TensorMap { 128 } else { 1 };
    // A `.b128` variable is declared as its bytes (`.align 16 .b8 x[16 * len]`), so that
    // only the instructions that use its values need PTX ISA 8.3.
    let per = if d.ty == Ty::B128 { 16 } else { per };
    match d.len {
        Len::Scalar if per > 1 => {
            out.push('[');
            push_u64(out, per);
            out.push(']');
        }
        Len::Scalar => {}
        Len::Array(n) => {
            out.push('[');
            push_u64(out, n.saturating_mul(per));
            out.push(']');
        }
        Len::Unsized => out.push_str("[]"),
    }
    if !d.init.is_empty() {
        out.push_str(" = ");
        if d.len != Len::Scalar {
            out.push('{');
        }
        for (i, v) in d.init.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            imm(out, *v);
        }
        if d.len != Len::Scalar {
            out.push('}');
        }
    }
    out.push_str(";\n");
}

fn param_ty(t: Ty) -> &'static str {
    match t {
        Ty::U8 | Ty::S8 => typed_ptx_isa::Mod::B8.text(),
        _ => t.mem_suffix(),
    }
}

fn function(
    out: &mut Out,
    st: &State,
    f: &Function,
    files: &[&'static str],
    mut map: Option<&mut Vec<(u32, Site)>>,
) {
    signature(out, st, f);
    registers(out, st, f);
    let names = RegNames::new(f);
    let mut memo = Memo::new();
    let mut last_loc = (0usize, 0u32, 0u32);
    for line in &f.lines {
        if !files.is_empty() {
            loc(out, files, line, &mut last_loc);
        }
        if let Some(map) = map.as_deref_mut()
            && let Some(at) = line.site()
        {
            map.push((out.line_number(), at));
        }
        body_line(out, st, f, &names, &mut memo, line);
    }
    out.push_str("}\n");
}

/// The `.entry`/`.func` line, the parameters and the performance directives.
fn signature(out: &mut Out, st: &State, f: &Function) {
    let name = &st.symbols[f.sym as usize].name;
    if f.entry {
        out.push_str(".visible .entry ");
    } else {
        out.push_str(".func ");
        if let (Some(t), Some(sym)) = (f.ret, f.ret_sym) {
            out.push_str("(.param ");
            out.push_str(t.bits_suffix());
            out.push(' ');
            out.push_str(&st.symbols[sym as usize].name);
            out.push_str(") ");
        }
    }
    out.push_str(name);
    out.push('(');
    for (i, p) in f.params.iter().enumerate() {
        out.push_str(if i == 0 {
            "\n\t.param "
        } else {
            ",\n\t.param "
        });
        if p.ty == Ty::TensorMap {
            // The layout of CUDA's `__grid_constant__ const CUtensorMap` parameter.
            out.push_str(".align 64 .b8 ");
            out.push_str(&st.symbols[p.sym as usize].name);
            out.push_str("[128]");
            continue;
        }
        if p.ty == Ty::B128 && f.entry {
            // Its 16 bytes, so that only the `ld.param.b128` that reads it needs ISA 8.3.
            out.push_str(".align 16 .b8 ");
            out.push_str(&st.symbols[p.sym as usize].name);
            out.push_str("[16]");
            continue;
        }
        out.push_str(if f.entry {
            param_ty(p.ty)
        } else {
            p.ty.bits_suffix()
        });
        out.push(' ');
        out.push_str(&st.symbols[p.sym as usize].name);
    }
    if !f.params.is_empty() {
        out.push('\n');
    }
    out.push_str(")\n");
    for (form, v, _) in &f.directives {
        out.push_str(form.form().mnemonic);
        let n = match form {
            typed_ptx_isa::FormId::Minnctapersm => 1,
            typed_ptx_isa::FormId::Explicitcluster => 0,
            _ => 3,
        };
        for (i, x) in v.iter().take(n).enumerate() {
            out.push_str(if i == 0 { " " } else { ", " });
            push_u64(out, *x as u64);
        }
        out.push('\n');
    }
}

/// `{`, the register declarations and the function's own variables.
fn registers(out: &mut Out, st: &State, f: &Function) {
    out.push_str("{\n");
    for class in RegClass::ALL {
        let n = f.regs[class as usize];
        if n > 0 {
            out.push_str("\t.reg ");
            out.push_str(class.decl());
            out.push_str(" \t");
            out.push_str(class.prefix());
            out.push('<');
            push_u64(out, n as u64);
            out.push_str(">;\n");
        }
    }
    for d in &f.decls {
        decl(out, st, d, "\t");
    }
    out.push('\n');
}

/// One line of a function body.
#[inline]
fn body_line(
    out: &mut Out,
    st: &State,
    f: &Function,
    names: &RegNames,
    memo: &mut Memo,
    line: &Line,
) {
    {
        match line {
            Line::Inst {
                form,
                vals,
                guard,
                ops,
                n,
                ..
            } => {
                let ops = &f.ops[*ops as usize..*ops as usize + *n as usize];
                memo.line_start(out, *form, vals, *guard, !ops.is_empty());
                if !ops.is_empty() {
                    operands(out, st, names, ops);
                }
                out.push_str(";\n");
                out.end_line();
            }
            Line::Label(id) => {
                out.push_str("$L_");
                push_u64(out, *id as u64);
                out.push_str(":\n");
            }
            Line::Raw {
                text,
                ops,
                n,
                guard,
                ..
            } => {
                out.push('\t');
                push_guard(out, *guard);
                let ops = &f.ops[*ops as usize..*ops as usize + *n as usize];
                raw(out, names, &f.raws[*text as usize].0, ops);
                out.push('\n');
            }
            Line::Call {
                callee,
                ops,
                n,
                ret,
                guard,
                ..
            } => {
                call(
                    out,
                    st,
                    names,
                    *callee,
                    &f.ops[*ops as usize..*ops as usize + *n as usize],
                    *ret,
                    *guard,
                );
            }
        }
    }
}

/// The mnemonics of a function, spelled from their rows once per (form, slot values)
/// and copied after that: a direct-mapped table of the last 256 spellings by key.
struct Memo {
    keys: Vec<(u64, u64)>,
    texts: Vec<([u8; MEMO_TEXT], u8)>,
}

/// The longest mnemonic the memo keeps (longer ones are spelled every time).
const MEMO_TEXT: usize = 64;
const MEMO_SLOTS: usize = 256;

impl Memo {
    fn new() -> Memo {
        Memo {
            keys: vec![(u64::MAX, u64::MAX); MEMO_SLOTS],
            texts: vec![([0; MEMO_TEXT], 0); MEMO_SLOTS],
        }
    }

    /// The key of a form and its slot values: the form and the first three values in one
    /// word, the last three in the other.
    #[inline(always)]
    fn key(form: typed_ptx_isa::FormId, v: &[typed_ptx_isa::Val; MAX_SLOTS]) -> (u64, u64) {
        let a = form as u64 | (v[0].0 as u64) << 16 | (v[1].0 as u64) << 32 | (v[2].0 as u64) << 48;
        let b = v[3].0 as u64 | (v[4].0 as u64) << 16 | (v[5].0 as u64) << 32;
        (a, b)
    }

    /// Writes the start of an instruction line: `\t`, the guard, the mnemonic of `form`
    /// with `vals`, and ` \t` before the operands if it has any. The text
    /// `\t<mnemonic> \t` is copied when known, else spelled from the row (and kept).
    #[inline]
    fn line_start(
        &mut self,
        out: &mut Out,
        form: typed_ptx_isa::FormId,
        vals: &[typed_ptx_isa::Val; MAX_SLOTS],
        guard: Option<(u32, bool)>,
        operands: bool,
    ) {
        let key = Self::key(form, vals);
        let slot =
            ((key.0 ^ key.1.rotate_left(7)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize;
        if self.keys[slot] != key && !self.keep(slot, key, form, vals) {
            // Too long to keep: spelled in place.
            out.push('\t');
            push_guard(out, guard);
            form.form().spell(vals, |p| match p {
                typed_ptx_isa::Piece::Text(t) => out.push_str(t),
                typed_ptx_isa::Piece::Num(n) => push_u64(out, n as u64),
            });
            if operands {
                out.push_str(" \t");
            }
            return;
        }
        let (text, len) = &self.texts[slot];
        // The kept text ends in ` \t`; an instruction without operands stops before it.
        let len = *len as usize - if operands { 0 } else { 2 };
        if guard.is_none() {
            out.chunk(text, len);
        } else {
            out.push('\t');
            push_guard(out, guard);
            out.push_str_bytes(&text[1..len]);
        }
    }

    /// Spells `\t<mnemonic> \t` of `form` with `vals` into the memo's `slot`; false when
    /// it does not fit.
    fn keep(
        &mut self,
        slot: usize,
        key: (u64, u64),
        form: typed_ptx_isa::FormId,
        vals: &[typed_ptx_isa::Val; MAX_SLOTS],
    ) -> bool {
        let mut text = [0u8; MEMO_TEXT];
        text[0] = b'\t';
        let mut len = 1usize;
        let mut fits = true;
        // Spelled once per distinct mnemonic, so a number may allocate its text.
        form.form().spell(vals, |p| {
            let number;
            let bytes: &[u8] = match p {
                typed_ptx_isa::Piece::Text(t) => t.as_bytes(),
                typed_ptx_isa::Piece::Num(n) => {
                    number = n.to_string();
                    number.as_bytes()
                }
            };
            if len + bytes.len() <= MEMO_TEXT {
                text[len..len + bytes.len()].copy_from_slice(bytes);
            } else {
                fits = false;
            }
            len += bytes.len();
        });
        if !fits || len + 2 > MEMO_TEXT {
            return false;
        }
        text[len] = b' ';
        text[len + 1] = b'\t';
        self.keys[slot] = key;
        self.texts[slot] = (text, (len + 2) as u8);
        true
    }
}

fn call(
    out: &mut Out,
    st: &State,
    names: &RegNames,
    callee: u32,
    args: &[Op],
    ret: Option<(RegClass, u32)>,
    guard: Option<(u32, bool)>,
) {
    let Some(g) = st.funcs.iter().find(|g| g.id == callee) else {
        return;
    };
    out.push_str("\t{\n");
    for (i, (p, a)) in g.params.iter().zip(args).enumerate() {
        out.push_str("\t.param ");
        out.push_str(p.ty.bits_suffix());
        out.push_str(" param");
        push_u64(out, i as u64);
        out.push_str(";\n\tst.param");
        out.push_str(p.ty.bits_suffix());
        out.push_str(" \t[param");
        push_u64(out, i as u64);
        out.push_str("], ");
        operands(out, st, names, core::slice::from_ref(a));
        out.push_str(";\n");
    }
    if let Some(t) = g.ret {
        out.push_str("\t.param ");
        out.push_str(t.bits_suffix());
        out.push_str(" retval0;\n");
    }
    out.push('\t');
    push_guard(out, guard);
    out.push_str(typed_ptx_isa::FormId::Call.form().mnemonic);
    out.push_str(" \t");
    if g.ret.is_some() {
        out.push_str("(retval0), ");
    }
    out.push_str(&st.symbols[g.sym as usize].name);
    out.push_str(", (");
    for i in 0..g.params.len() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str("param");
        push_u64(out, i as u64);
    }
    out.push_str(");\n");
    if let (Some(t), Some((class, idx))) = (g.ret, ret) {
        out.push_str("\tld.param");
        out.push_str(t.bits_suffix());
        out.push_str(" \t");
        reg(out, names, class, idx);
        out.push_str(", [retval0];\n");
    }
    out.push_str("\t}\n");
}

fn push_guard(out: &mut Out, guard: Option<(u32, bool)>) {
    if let Some((p, neg)) = guard {
        out.push_str(if neg { "@!%p" } else { "@%p" });
        push_u64(out, p as u64);
        out.push(' ');
    }
}

fn raw(out: &mut Out, names: &RegNames, text: &str, ops: &[Op]) {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after
            .find('}')
            .and_then(|close| after[..close].parse::<usize>().ok().map(|i| (close, i)))
        {
            Some((close, i)) if i < ops.len() => {
                if let Op::Reg(c, n) = ops[i] {
                    reg(out, names, c, n);
                }
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
}

fn operands(out: &mut Out, st: &State, names: &RegNames, ops: &[Op]) {
    let mut i = 0;
    let mut first = true;
    while i < ops.len() {
        if let Op::Pipe = ops[i] {
            out.push('|');
            first = true;
            i += 1;
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        if let Op::Vector(n) = ops[i] {
            out.push('{');
            for j in 0..n as usize {
                if j > 0 {
                    out.push_str(", ");
                }
                operand(out, st, names, ops[i + 1 + j]);
            }
            out.push('}');
            i += 1 + n as usize;
        } else if let Op::TensorReg(_, _, n) | Op::TensorSym(_, n) = ops[i] {
            out.push('[');
            match ops[i] {
                Op::TensorReg(c, r, _) => reg(out, names, c, r),
                Op::TensorSym(s, _) => out.push_str(&st.symbols[s as usize].name),
                _ => {}
            }
            out.push_str(", {");
            for j in 0..n as usize {
                if j > 0 {
                    out.push_str(", ");
                }
                operand(out, st, names, ops[i + 1 + j]);
            }
            out.push_str("}]");
            i += 1 + n as usize;
        } else {
            operand(out, st, names, ops[i]);
            i += 1;
        }
    }
}

#[inline(always)]
fn reg(out: &mut Out, names: &RegNames, class: RegClass, idx: u32) {
    if let Some(e) = names.names[class as usize].get(idx as usize) {
        out.name15(e);
        return;
    }
    out.push_str(class.prefix());
    push_u64(out, idx as u64);
}

fn operand(out: &mut Out, st: &State, names: &RegNames, op: Op) {
    match op {
        Op::Reg(c, n) => reg(out, names, c, n),
        Op::Imm(i) => imm(out, i),
        Op::Sym(s) => out.push_str(&st.symbols[s as usize].name),
        Op::SymOff(s, off) => {
            out.push_str(&st.symbols[s as usize].name);
            out.push('+');
            push_i64(out, off);
        }
        Op::AddrReg(c, n, off) => {
            out.push('[');
            reg(out, names, c, n);
            if off != 0 {
                out.push('+');
                push_i64(out, off);
            }
            out.push(']');
        }
        Op::AddrSym(s, off) => {
            out.push('[');
            out.push_str(&st.symbols[s as usize].name);
            if off != 0 {
                out.push('+');
                push_i64(out, off);
            }
            out.push(']');
        }
        Op::Label(l) => {
            out.push_str("$L_");
            push_u64(out, l as u64);
        }
        Op::Text(t) => out.push_str(t),
        // Printed with the operands they group, by `operands`.
        Op::Vector(_) | Op::TensorReg(..) | Op::TensorSym(..) | Op::Pipe => {}
    }
}

fn imm(out: &mut Out, i: Imm) {
    match i {
        Imm::Int(v) => push_i64(out, v),
        Imm::UInt(v) => push_u64(out, v),
        Imm::F32(bits) => {
            out.push_str("0f");
            push_hex(out, bits as u64, 8);
        }
        Imm::F64(bits) => {
            out.push_str("0d");
            push_hex(out, bits, 16);
        }
    }
}

fn push_hex(out: &mut Out, v: u64, digits: u32) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for k in (0..digits).rev() {
        out.byte(HEX[((v >> (k * 4)) & 0xf) as usize]);
    }
}

fn push_i64(out: &mut Out, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

const DIGITS2: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

#[inline(always)]
fn push_u64(out: &mut Out, v: u64) {
    // Digits are written in place, right to left, two at a time.
    let len = digits(v);
    if out.n + len > BUF {
        out.flush();
    }
    let end = out.n + len;
    let buf = &mut out.b[out.n..end];
    let mut v = v;
    let mut i = len;
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i] = DIGITS2[d];
        buf[i + 1] = DIGITS2[d + 1];
    }
    if v >= 10 {
        let d = v as usize * 2;
        buf[0] = DIGITS2[d];
        buf[1] = DIGITS2[d + 1];
    } else {
        buf[0] = b'0' + v as u8;
    }
    out.n = end;
}

#[inline(always)]
fn digits(v: u64) -> usize {
    let mut n = 1;
    let mut x = v;
    while x >= 10_000 {
        x /= 10_000;
        n += 4;
    }
    if x >= 1000 {
        n + 3
    } else if x >= 100 {
        n + 2
    } else if x >= 10 {
        n + 1
    } else {
        n
    }
}
