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
    /// A register read where it may not have been written.
    #[error(
        "{at}: register {reg} is read here but not assigned on every path to this point in `{func}`: a value made inside an `if_then`, `if_space` or guarded block, or after a branch that can skip it, exists only where that code ran; make it before the region (`mov`) and `assign` it inside, or use it only inside"
    )]
    Unassigned {
        /// The register's PTX name.
        reg: String,
        /// The function.
        func: String,
        /// Where it is read.
        at: Site,
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
        "{at}: `{mnemonic}` ({form:?}) exists only on the architecture-specific target(s) {targets}, but the module targets {target}; build the module for one of them (`Module::new(Target::SM_90A)`, `Target::SM_100A` …) or avoid this instruction"
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
