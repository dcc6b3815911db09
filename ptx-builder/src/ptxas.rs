//! Checking emitted PTX with NVIDIA's `ptxas`, the assembler of the CUDA toolkit: the
//! oracle of what a GPU accepts ([`Module::check_with_ptxas`]).
//!
//! `ptxas` is looked up, in this order ([`find`]):
//!
//! 1. `$PTXAS` (the path of the binary itself), unless it is empty;
//! 2. `.tools/venv/lib/python3*/site-packages/nvidia/cu13/bin/ptxas` under the current
//!    directory, where typed-ptx's `scripts/setup-tools.sh` installs it (the newest
//!    Python version's when there are several);
//! 3. each folder of `PATH`;
//! 4. `$CUDA_HOME/bin`, `$CUDA_PATH/bin` and `/usr/local/cuda/bin`.
//!
//! ```no_run
//! use typed_ptx_builder::{Module, Target};
//! use typed_ptx_builder::ptxas::PtxasError;
//!
//! let mut m = Module::new(Target::SM_80);
//! m.entry("empty", |_| {});
//! match m.check_with_ptxas(Target::SM_80) {
//!     Ok(ptx) => println!("ptxas accepts {} bytes of PTX", ptx.len()),
//!     Err(e @ PtxasError::NotFound { .. }) => eprintln!("skipped: {e}"),
//!     Err(e) => panic!("{e}"),
//! }
//! ```

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use typed_ptx_isa::Target;

use crate::error::Errors;
use crate::module::Module;

/// Why [`Module::check_with_ptxas`] (or [`check`]) did not accept a module.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PtxasError {
    /// The builder refused the module (what [`Module::emit`] returns); `ptxas` did not run.
    #[error("{0}")]
    Build(Errors),
    /// No `ptxas` was found.
    #[error(
        "ptxas was not found (looked at {}); set PTXAS to its path, put the CUDA toolkit's bin folder on PATH or set CUDA_HOME; in a checkout of typed-ptx, `scripts/setup-tools.sh` installs it into .tools/ (no GPU needed)",
        searched.join(", ")
    )]
    NotFound {
        /// The places looked at, in order.
        searched: Vec<String>,
    },
    /// `ptxas` (or the temporary file it reads) could not be run or written.
    #[error("could not run ptxas ({}): {source}", ptxas.display())]
    Run {
        /// The binary.
        ptxas: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// `ptxas` rejected the module.
    #[error("ptxas ({}) rejected the module for {target}:\n{log}", ptxas.display())]
    Rejected {
        /// The binary.
        ptxas: PathBuf,
        /// The `-arch` it was asked about.
        target: Target,
        /// What it printed (its stdout, then its stderr).
        log: String,
    },
}

/// The `ptxas` binary, looked up as this module's page says, or the places looked at.
///
/// ```
/// match typed_ptx_builder::ptxas::find() {
///     Ok(p) => println!("ptxas: {}", p.display()),
///     Err(searched) => println!("no ptxas in {searched:?}"),
/// }
/// ```
pub fn find() -> Result<PathBuf, Vec<String>> {
    let mut searched = Vec::new();
    if let Some(p) = std::env::var_os("PTXAS").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    searched.push("$PTXAS (unset)".to_owned());
    let lib = Path::new(".tools/venv/lib");
    let mut venv: Vec<PathBuf> = std::fs::read_dir(lib)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("site-packages/nvidia/cu13/bin/ptxas"))
        .filter(|p| p.is_file())
        .collect();
    venv.sort();
    if let Some(p) = venv.pop() {
        return Ok(p);
    }
    searched.push(format!("{}/python3*/…/nvidia/cu13/bin", lib.display()));
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs: Vec<PathBuf> = std::env::split_paths(&path).collect();
    searched.push("PATH".to_owned());
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = std::env::var_os(var) {
            dirs.push(Path::new(&home).join("bin"));
            searched.push(format!("${var}/bin"));
        }
    }
    dirs.push(PathBuf::from("/usr/local/cuda/bin"));
    searched.push("/usr/local/cuda/bin".to_owned());
    let exe = if cfg!(windows) { "ptxas.exe" } else { "ptxas" };
    dirs.into_iter()
        .map(|d| d.join(exe))
        .find(|p| p.is_file())
        .ok_or(searched)
}

/// Has `ptxas` ([`find`]) assemble `ptx` for `target` (`-arch sm_XX`), writing no output.
///
/// ```no_run
/// # use typed_ptx_builder::{Module, Target};
/// let mut m = Module::new(Target::SM_90);
/// m.entry("empty", |_| {});
/// let ptx = m.emit().unwrap();
/// // The same text, asked about for two GPUs.
/// typed_ptx_builder::ptxas::check(&ptx, Target::SM_90).unwrap();
/// typed_ptx_builder::ptxas::check(&ptx, Target::SM_100).unwrap();
/// ```
pub fn check(ptx: &str, target: Target) -> Result<(), PtxasError> {
    let ptxas = find().map_err(|searched| PtxasError::NotFound { searched })?;
    static N: AtomicU64 = AtomicU64::new(0);
    let file = std::env::temp_dir().join(format!(
        "typed-ptx-ptxas-{}-{}.ptx",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let run = |source| PtxasError::Run {
        ptxas: ptxas.clone(),
        source,
    };
    std::fs::write(&file, ptx).map_err(run)?;
    let out = Command::new(&ptxas)
        .arg("-arch")
        .arg(target.to_string())
        .arg(&file)
        .arg("-o")
        .arg(if cfg!(windows) { "NUL" } else { "/dev/null" })
        .output();
    let _ = std::fs::remove_file(&file);
    let out = out.map_err(run)?;
    if out.status.success() {
        return Ok(());
    }
    Err(PtxasError::Rejected {
        ptxas,
        target,
        log: format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    })
}

impl Module {
    /// Emits this module ([`emit`](Module::emit)) and has `ptxas` check it for `target`
    /// ([`ptxas::check`](check); how `ptxas` is found is on the page of [`ptxas`](crate::ptxas)).
    /// Returns the PTX that `ptxas` accepted; the error tells a builder error, a missing
    /// `ptxas` (with where it looked and how to install one) and a rejection (with
    /// `ptxas`'s log) apart.
    ///
    /// ```no_run
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("one", |k, (out,): (Ptr<Global, u32>,)| k.st(out, 1u32));
    /// let ptx = m.check_with_ptxas(Target::SM_80).unwrap_or_else(|e| panic!("{e}"));
    /// assert!(ptx.contains(".entry one"));
    /// ```
    pub fn check_with_ptxas(&self, target: Target) -> Result<String, PtxasError> {
        let ptx = self.emit().map_err(PtxasError::Build)?;
        check(&ptx, target)?;
        Ok(ptx)
    }
}
