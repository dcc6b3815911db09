//! Errors: what is wrong, where (the Rust call site), and how to fix it.

use core::fmt;
use core::panic::Location;

use typed_ptx_isa::{FormId, Target, Version};

/// A Rust call site, captured with `#[track_caller]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site(pub &'static Location<'static>);

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.0.file(), self.0.line(), self.0.column())
    }
}

/// Something wrong with a program being built. Every variant names the Rust call site.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A name that PTX does not accept as an identifier.
    #[error(
        "{at}: `{name}` is not a valid PTX identifier ({why}); use letters, digits, `_` and `$`, starting with a letter, or `_`/`$` followed by at least one more character"
    )]
    InvalidIdentifier {
        /// The name.
        name: String,
        /// What is wrong with it.
        why: &'static str,
        /// Where it was given.
        at: Site,
    },
    /// Two symbols with the same name in one scope.
    #[error(
        "{at}: `{name}` is already defined (at {first}); give each kernel, function, variable and parameter of a scope its own name"
    )]
    DuplicateSymbol {
        /// The name.
        name: String,
        /// Where it was defined again.
        at: Site,
        /// Where it was first defined.
        first: Site,
    },
    /// A register, label or variable of one kernel used in another.
    #[error(
        "{at}: {what} belongs to {owner}, not to `{user}`; registers, labels and kernel-local variables belong to the kernel that made them: pass values between kernels through memory or function parameters"
    )]
    ForeignValue {
        /// What was used ("register %r3", "label $L_2" …).
        what: String,
        /// The function that made it.
        owner: String,
        /// The function it was used in.
        user: String,
        /// Where.
        at: Site,
    },
    /// A register read where it may not have been written: most often a value made
    /// inside a loop body, an `if_else` branch, an `if_then`, `if_space` or guarded block,
    /// and read after it. The message names the value by where it was made (the Rust call
    /// site, and the source line when its file can be read), the region it was made in,
    /// and how to carry it out.
    #[error("{at}: {}", unassigned(self))]
    Unassigned {
        /// The register's PTX name.
        reg: String,
        /// The function.
        func: String,
        /// Where it is read.
        at: Site,
        /// Where the value was made (the first instruction writing it), when it is written
        /// anywhere.
        made: Option<Site>,
        /// The Rust source line at `made`, trimmed, when its file could be read (best
        /// effort: the path the compiler recorded, from the current directory or one of its
        /// parents).
        text: Option<String>,
        /// The region the value was made in and the read is outside of, and the call that
        /// opened it.
        region: Option<(Region, Site)>,
    },
    /// A variable declared by another module.
    #[error(
        "{at}: `{user}` names a variable declared by another module; a module is one PTX file and names only its own variables: declare the variable in this module"
    )]
    ForeignModule {
        /// The function it was used in.
        user: String,
        /// Where.
        at: Site,
    },
    /// A target this library does not know.
    #[error("{at}: target {target} is not supported; use one of {known}")]
    UnsupportedTarget {
        /// The target.
        target: String,
        /// The supported targets.
        known: String,
        /// Where it was chosen.
        at: Site,
    },
    /// A pinned `.version` that does not exist.
    #[error("{at}: PTX ISA {version} does not exist; use one of {known}")]
    UnknownVersion {
        /// The version.
        version: Version,
        /// The known versions.
        known: String,
        /// Where it was pinned.
        at: Site,
    },
    /// The pinned version cannot name the target.
    #[error(
        "{at}: target {target} needs PTX ISA {needed} or later, but the module pins {pinned}; pin {needed} or later, or do not pin a version"
    )]
    TargetNeedsVersion {
        /// The target.
        target: Target,
        /// The version the target needs.
        needed: Version,
        /// The pinned version.
        pinned: Version,
        /// Where the version was pinned.
        at: Site,
    },
    /// An instruction needs a newer ISA than the pinned version.
    #[error(
        "{at}: `{mnemonic}` ({form:?}) needs PTX ISA {needed} or later, but the module pins {pinned}; pin {needed} or later, or do not pin a version"
    )]
    VersionTooLow {
        /// The form.
        form: FormId,
        /// Its mnemonic.
        mnemonic: &'static str,
        /// What it needs.
        needed: Version,
        /// What the module pins.
        pinned: Version,
        /// Where the instruction was emitted.
        at: Site,
    },
    /// An instruction needs a newer `sm` than the target.
    #[error(
        "{at}: `{mnemonic}` ({form:?}) needs sm_{needed} or later, but the module targets {target}; choose a newer target or avoid this instruction"
    )]
    TargetTooOld {
        /// The form.
        form: FormId,
        /// Its mnemonic.
        mnemonic: &'static str,
        /// The `sm` it needs.
        needed: u32,
        /// The module's target.
        target: Target,
        /// Where the instruction was emitted.
        at: Site,
    },
    /// A form that only architecture-specific targets accept (such as `wgmma`, which
    /// needs `sm_90a`), in a module for another target.
    #[error(
        "{at}: `{mnemonic}` ({form:?}) exists only on the architecture- or family-specific target(s) {targets}, but the module targets {target}; build the module for one of them (`Module::new(Target::SM_90A)`, `Target::SM_100F` …) or avoid this instruction"
    )]
    NeedsArchTarget {
        /// The form.
        form: FormId,
        /// Its mnemonic.
        mnemonic: &'static str,
        /// The targets that accept it, such as `sm_90a`.
        targets: String,
        /// The module's target.
        target: Target,
        /// Where the instruction was emitted.
        at: Site,
    },
    /// An immediate outside the range the instruction accepts.
    #[error("{at}: {what} must be in {lo}..={hi}, got {value}")]
    ImmediateOutOfRange {
        /// What the immediate is.
        what: &'static str,
        /// The value given.
        value: i64,
        /// Lowest accepted.
        lo: i64,
        /// Highest accepted.
        hi: i64,
        /// Where.
        at: Site,
    },
    /// An immediate in its range but not a multiple of the step the instruction takes (a
    /// barrier's thread count in whole warps, `setmaxnreg`'s count in eights).
    #[error("{at}: {what} {value} is not a multiple of {step}; {fix}")]
    ImmediateNotMultiple {
        /// What the immediate is.
        what: &'static str,
        /// The value given.
        value: i64,
        /// The step it must be a multiple of.
        step: u32,
        /// How to fix it.
        fix: &'static str,
        /// Where.
        at: Site,
    },
    /// An access that leaves the variable its address was made from: `offset` bytes from
    /// the variable's start, `bytes` wide, in a variable of `size` bytes (`None`: the
    /// access starts before the variable).
    #[error("{at}: {}", out_of_bounds(*bytes, *offset, *size))]
    AccessOutOfBounds {
        /// The access's width in bytes.
        bytes: u64,
        /// Its byte offset from the variable's start (negative: before it).
        offset: i64,
        /// The variable's size in bytes; `None` when the access starts before it.
        size: Option<u64>,
        /// Where.
        at: Site,
    },
    /// An access not aligned to its width (`why`: at which offset, or through what).
    #[error(
        "{at}: a {bytes}-byte access {why} is not {bytes}-byte aligned; PTX needs every access aligned to its size (a .v2/.v4 access to the whole vector's size): declare the variable with that alignment and use offsets that keep it"
    )]
    AccessMisaligned {
        /// The access's width in bytes.
        bytes: u64,
        /// Why it is not aligned: `at a byte offset of 6`, `on a variable declared
        /// 4-byte aligned` …
        why: String,
        /// Where.
        at: Site,
    },
    /// Something used where PTX does not allow it.
    #[error("{at}: {what}; {fix}")]
    Misuse {
        /// What is wrong.
        what: String,
        /// How to fix it.
        fix: &'static str,
        /// Where.
        at: Site,
    },
}

impl Error {
    /// The Rust call site the error names.
    pub fn site(&self) -> Site {
        match self {
            Error::InvalidIdentifier { at, .. }
            | Error::DuplicateSymbol { at, .. }
            | Error::ForeignValue { at, .. }
            | Error::Unassigned { at, .. }
            | Error::ForeignModule { at, .. }
            | Error::UnsupportedTarget { at, .. }
            | Error::UnknownVersion { at, .. }
            | Error::TargetNeedsVersion { at, .. }
            | Error::VersionTooLow { at, .. }
            | Error::TargetTooOld { at, .. }
            | Error::NeedsArchTarget { at, .. }
            | Error::ImmediateOutOfRange { at, .. }
            | Error::ImmediateNotMultiple { at, .. }
            | Error::AccessOutOfBounds { at, .. }
            | Error::AccessMisaligned { at, .. }
            | Error::Misuse { at, .. } => *at,
        }
    }
}

/// A structured region of a function body ([`Error::Unassigned`]): a value made inside
/// it exists only inside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Region {
    /// The body of a `for_range` loop.
    ForRange,
    /// The condition or body of a `while_loop`.
    WhileLoop,
    /// A branch of an `if_else`.
    IfElse,
    /// The body of an `if_then`.
    IfThen,
    /// The body of an `if_space`.
    IfSpace,
    /// A `when`/`unless` block (its instructions are guarded).
    Guarded,
}

impl Region {
    /// What the region is, in a sentence.
    fn what(self) -> &'static str {
        match self {
            Region::ForRange => "the body of the `for_range`",
            Region::WhileLoop => "the `while_loop`",
            Region::IfElse => "a branch of the `if_else`",
            Region::IfThen => "the body of the `if_then`",
            Region::IfSpace => "the body of the `if_space`",
            Region::Guarded => "the `when`/`unless` block",
        }
    }

    /// How to get a value made inside the region out of it.
    fn fix(self) -> &'static str {
        match self {
            Region::ForRange => {
                "carry it out of the loop: give `for_range` an initial value for it in its carry argument (a tuple for several values), return its new value from the body, and use what the loop returns: `let (s, t) = k.for_range(0u32, n, 1, (0.0f32, 0u32), |k, i, (s, t)| { …; (s2, t2) });` (in `ptx_module!`: `for i: u32 in 0..n carry (s: f32 = 0.0, …) { …; yield s2, …; }`)"
            }
            Region::WhileLoop => {
                "carry it out of the loop: add an initial value for it to `while_loop`'s carried values (a tuple for several), return its new value from the body, and use what the loop returns: `let (v, t) = k.while_loop((x, 0u32), |k, (v, _)| …, |k, (v, t)| { …; (v2, t2) });` (in `ptx_module!`: `while carry (v = x, …) { …; yield p; } do { …; yield v2, …; }`)"
            }
            Region::IfElse => {
                "return it from both branches (a tuple for several values) and use what `if_else` returns: `let (a, b) = k.if_else(p, |k| (a1, b1), |k| (a2, b2));` (in `ptx_module!`: `let a = if p { …; yield a1; } else { …; yield a2; };`)"
            }
            Region::IfThen => {
                "use `if_else`, which returns the value of the branch taken, or make it before the `if_then` (`mov`) and `assign` it inside, or read it only inside"
            }
            Region::IfSpace => {
                "use the converted pointer only inside the `if_space` body (after it, the generic pointer is what exists on every path)"
            }
            Region::Guarded => {
                "make it without the guard, or make it before the block (`mov`) and `assign` it inside, or read it only under the same guard"
            }
        }
    }
}

/// What [`Error::Unassigned`] says: the value, where it was made, the region it was made in
/// and how to carry it out; or, for a register with no such region, the general rule.
fn unassigned(e: &Error) -> String {
    let Error::Unassigned {
        reg,
        func,
        made,
        text,
        region,
        ..
    } = e
    else {
        return String::new();
    };
    let binding = text.as_deref().and_then(let_binding);
    let what = match (made, text, binding) {
        (Some(m), Some(_), Some(name)) => format!("`{name}` (register {reg}, made at {m})"),
        (Some(m), Some(src), None) => {
            format!("the value made at {m} (`{src}`, register {reg})")
        }
        (Some(m), None, _) => format!("the value made at {m} (register {reg})"),
        (None, ..) => format!("register {reg}"),
    };
    let head =
        format!("{what} is read here but not assigned on every path to this point in `{func}`");
    match region {
        Some((r, opened)) => format!(
            "{head}: it was made inside {} at {opened} and exists only there; {}",
            r.what(),
            r.fix()
        ),
        None => format!(
            "{head}: a value made inside an `if_then`, `if_space` or guarded block, or after a branch that can skip it, exists only where that code ran; make it before the region (`mov`) and `assign` it inside, or use it only inside"
        ),
    }
}

/// The name a source line binds with `let` (`let t = …`, `let mut t: Reg<f32> = …`), if it
/// binds exactly one.
fn let_binding(src: &str) -> Option<&str> {
    let rest = src.strip_prefix("let ")?.trim_start();
    let rest = rest.strip_prefix("mut ").map_or(rest, str::trim_start);
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let (name, after) = rest.split_at(end);
    let after = after.trim_start();
    let first = name.chars().next()?;
    let ident = first.is_alphabetic() || (first == '_' && name.len() > 1);
    (ident && (after.starts_with('=') || after.starts_with(':'))).then_some(name)
}

/// The trimmed text of the source line of `at`, when its file can be read: the path the
/// compiler recorded, as given, then from each parent of the current directory (a crate's
/// tests run in its own directory, its paths are from the workspace root). Best effort, for
/// error messages only.
pub(crate) fn source_line(at: Site) -> Option<String> {
    let path = std::path::Path::new(at.0.file());
    let text = std::fs::read_to_string(path).ok().or_else(|| {
        if path.is_absolute() {
            return None;
        }
        let cwd = std::env::current_dir().ok()?;
        cwd.ancestors()
            .skip(1)
            .find_map(|d| std::fs::read_to_string(d.join(path)).ok())
    })?;
    let line = text
        .lines()
        .nth((at.0.line() as usize).checked_sub(1)?)?
        .trim();
    if line.is_empty() {
        return None;
    }
    // A long line is cut at a character boundary.
    Some(match line.char_indices().nth(120) {
        Some((i, _)) => format!("{} …", &line[..i]),
        None => line.to_owned(),
    })
}

/// What [`Error::AccessOutOfBounds`] says: where the access falls, and how to fix it.
fn out_of_bounds(bytes: u64, offset: i64, size: Option<u64>) -> String {
    match size {
        None => format!(
            "a {bytes}-byte access {} bytes before the start of the variable its pointer was made from; access the variable inside its declared length (the pointer's constant offsets go below the variable's start)",
            offset.unsigned_abs()
        ),
        Some(size) => format!(
            "a {bytes}-byte access at byte {offset} of a {size}-byte variable reaches past the end; access the variable inside its declared length (declare it larger, or use a smaller type or offset)"
        ),
    }
}

/// Every error found while building a module, sorted by call site (file, line, column;
/// errors of one site in the order they were found).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Errors(pub Vec<Error>);

impl fmt::Display for Errors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.len() {
            1 => write!(f, "the PTX module has an error:")?,
            n => write!(f, "the PTX module has {n} errors:")?,
        }
        for e in &self.0 {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Errors {}

impl Errors {
    /// The errors.
    pub fn iter(&self) -> impl Iterator<Item = &Error> {
        self.0.iter()
    }
}

/// Checks a PTX identifier (kernel, function, variable and parameter names).
pub(crate) fn check_identifier(name: &str, at: Site) -> Result<(), Error> {
    let err = |why| {
        Err(Error::InvalidIdentifier {
            name: name.to_owned(),
            why,
            at,
        })
    };
    let bytes = name.as_bytes();
    let Some(&first) = bytes.first() else {
        return err("it is empty");
    };
    if bytes.len() > 1024 {
        return err("it is longer than 1024 characters");
    }
    if !bytes
        .iter()
        .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
    {
        return err("it contains a character other than a letter, digit, `_` or `$`");
    }
    if first.is_ascii_digit() {
        return err("it starts with a digit");
    }
    if (first == b'_' || first == b'$') && bytes.len() == 1 {
        return err("a lone `_` or `$` is not an identifier");
    }
    if name.starts_with("$L_") {
        return err("names starting with `$L_` are reserved for typed-ptx labels");
    }
    if name == "WARP_SZ" {
        return err("`WARP_SZ` is a predefined PTX identifier");
    }
    // The call blocks typed-ptx emits declare `.param param0 …` and `retval0`: a kernel
    // parameter or function of that name makes ptxas misread the call.
    let numbered = |prefix: &str| {
        name.strip_prefix(prefix)
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    };
    if numbered("param") || numbered("retval") {
        return err(
            "`param<N>` and `retval<N>` are reserved for the parameters of the call blocks typed-ptx emits",
        );
    }
    Ok(())
}
