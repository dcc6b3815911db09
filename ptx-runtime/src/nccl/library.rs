//! Finding NCCL's library, and turning NCCL's errors (and the bindings' panics) into
//! messages that say what to do.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::driver;
use crate::error::{Error, Result};

/// Checks that NCCL's library loads; otherwise [`Error::NcclMissing`] says what was found
/// and what to install or link. A library that loaded once is not looked for again.
pub fn check_library() -> Result<()> {
    static PRESENT: OnceLock<()> = OnceLock::new();
    if PRESENT.get().is_some() {
        return Ok(());
    }
    if driver::nccl::is_present() {
        let _ = PRESENT.set(());
        return Ok(());
    }
    let dirs = search_dirs();
    let found = find_versioned(&dirs);
    Err(Error::NcclMissing {
        detail: missing_detail(found.as_deref(), &dirs),
    })
}

/// The file name NCCL installs its library under.
pub(super) const VERSIONED: &str = "libnccl.so.2";

/// The directories where an NCCL library is commonly installed: the library path, the
/// system's, CUDA's, and the `nvidia/nccl/lib` folders of Python environments (the
/// `nvidia-nccl-cu*` wheels that PyTorch installs).
fn search_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("LD_LIBRARY_PATH")
        .map(|v| std::env::split_paths(&v).collect())
        .unwrap_or_default();
    for d in [
        "/usr/lib/x86_64-linux-gnu",
        "/usr/lib/aarch64-linux-gnu",
        "/usr/lib64",
        "/usr/lib",
        "/usr/local/lib",
        "/usr/local/cuda/lib64",
        "/usr/local/nccl/lib",
    ] {
        dirs.push(PathBuf::from(d));
    }
    let mut envs: Vec<PathBuf> = ["/usr", "/usr/local", "/opt/conda"]
        .iter()
        .map(PathBuf::from)
        .collect();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX", "HOME"] {
        if let Some(v) = std::env::var_os(var) {
            let p = PathBuf::from(v);
            envs.push(if var == "HOME" { p.join(".local") } else { p });
        }
    }
    for env in envs {
        let Ok(entries) = std::fs::read_dir(env.join("lib")) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("python3"))
            })
            .collect();
        pythons.sort();
        for py in pythons {
            for sub in ["site-packages", "dist-packages"] {
                dirs.push(py.join(sub).join("nvidia/nccl/lib"));
            }
        }
    }
    dirs
}

/// The first `libnccl.so.2` in `dirs`.
pub(super) fn find_versioned(dirs: &[PathBuf]) -> Option<PathBuf> {
    dirs.iter().map(|d| d.join(VERSIONED)).find(|p| p.is_file())
}

/// What [`Error::NcclMissing`] says: the library NCCL installed, if one was found, and
/// how to make it loadable; otherwise what to install.
pub(super) fn missing_detail(found: Option<&Path>, searched: &[PathBuf]) -> String {
    let wanted = "cudarc, through which typed-ptx loads NCCL, looks for the unversioned name libnccl.so (or libnccl.so.12, .11, .10, .9, .1) on the library path";
    match found {
        Some(path) => format!(
            "NCCL is installed as {} but {wanted}, and NCCL installs only libnccl.so.2: link it under that name in a directory on the library path, e.g. `mkdir -p ~/.local/lib/nccl && ln -sf {} ~/.local/lib/nccl/libnccl.so && export LD_LIBRARY_PATH=~/.local/lib/nccl:$LD_LIBRARY_PATH` (NVIDIA's libnccl-dev package makes that link as well; `. scripts/nccl-env.sh` does it for you)",
            path.display(),
            path.display()
        ),
        None => format!(
            "no NCCL library was found: {wanted}, and no {VERSIONED} is in {}. Install NCCL: `pip install nvidia-nccl-cu13` (or -cu12; it installs .../site-packages/nvidia/nccl/lib/{VERSIONED}: link libnccl.so to it and put its directory on LD_LIBRARY_PATH), or `apt install libnccl2 libnccl-dev` from NVIDIA's CUDA repository (which installs libnccl.so)",
            searched
                .iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Runs an NCCL call and, when it fails, reads NCCL's description of the failure, both
/// inside one `catch_unwind`: a panic of cudarc's bindings (a symbol the installed NCCL
/// lacks) becomes an error too.
pub(super) fn guarded<T>(
    f: impl FnOnce() -> core::result::Result<T, cudarc::nccl::result::NcclError>,
) -> core::result::Result<T, String> {
    let run = || {
        f().map_err(|e| {
            let (name, detail) = driver::nccl::describe(&e);
            format!("{name}: {detail}{}", hint(&name))
        })
    };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
        Ok(r) => r,
        Err(p) => Err(format!(
            "the NCCL bindings failed: {} (the installed NCCL may be too old for cudarc's bindings: check `ncclGetVersion`, or update NCCL)",
            p.downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic")
        )),
    }
}

/// What to do about an NCCL error, by its name.
fn hint(name: &str) -> &'static str {
    match name {
        "ncclUnhandledCudaError" => {
            " (a CUDA call inside NCCL failed: a kernel queued before may have faulted; synchronize and check the GPU's earlier work)"
        }
        "ncclSystemError" | "ncclRemoteError" => {
            " (a peer rank failed or could not be reached: check the other ranks' output; set NCCL_DEBUG=INFO for NCCL's own log)"
        }
        "ncclInvalidUsage" => {
            " (NCCL refused the call sequence: set NCCL_DEBUG=WARN for its reason; calls made while a group was open outside nccl::group are one cause)"
        }
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_library_says_what_to_link_or_install() {
        let dir = std::env::temp_dir().join(format!("typed-ptx-nccl-lib-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let dirs = vec![PathBuf::from("/nonexistent"), dir.clone()];
        assert_eq!(find_versioned(&dirs), None);
        let none = missing_detail(None, &dirs);
        assert!(
            none.contains("pip install nvidia-nccl-cu13") && none.contains("/nonexistent"),
            "{none}"
        );
        std::fs::write(dir.join(VERSIONED), b"").unwrap();
        let found = find_versioned(&dirs).unwrap();
        assert_eq!(found, dir.join(VERSIONED));
        let link = missing_detail(Some(&found), &dirs);
        assert!(
            link.contains(&format!("ln -sf {}", found.display()))
                && link.contains("libnccl.so && export LD_LIBRARY_PATH"),
            "{link}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// On this machine: either NCCL loads, or the error says what to do.
    #[test]
    fn check_library_answers_either_way() {
        match check_library() {
            Ok(()) => assert!(driver::nccl::is_present()),
            Err(e) => {
                let m = e.to_string();
                assert!(m.starts_with("NCCL could not be loaded:"), "{m}");
                assert!(m.contains("libnccl.so"), "{m}");
            }
        }
    }

    /// A panic inside the bindings (what cudarc does for a missing symbol) is an error.
    #[test]
    fn a_panic_in_the_bindings_is_an_error() {
        let r: core::result::Result<(), String> = guarded(|| panic!("Missing symbol ncclFoo"));
        let e = r.unwrap_err();
        assert!(
            e.contains("Missing symbol ncclFoo") && e.contains("too old"),
            "{e}"
        );
    }
}
