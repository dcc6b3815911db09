//! The CUDA C++ header (`include/typed_ptx.cuh`, from `typed_ptx_builder::cpp`):
//!
//! * the committed header is what the generator writes;
//! * a translation unit that calls every wrapper with every element type compiles with
//!   `nvcc -ptx` for sm_90 and for sm_80 (without the sm_90 forms), leaves every
//!   wrapper's PTX in the output, and passes `ptxas`; so does the GPU benchmark source;
//! * every case of `tests/cuda_fail/` is rejected by `nvcc` with the message its
//!   `// expect:` line names, printed without a `?` (nvcc's rendering of a character it
//!   cannot show, such as a backtick), and its legal twin (`-DLEGAL`) compiles.
//!
//! `nvcc` is `$NVCC`, or the one `scripts/setup-tools.sh` installs into `.tools/venv`, or
//! the first on `PATH`; `ptxas` is `$PTXAS` or the one beside `nvcc`. Without them the
//! tests print `SKIPPED` (and fail under `CI=true`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn header_path() -> PathBuf {
    root().join("include/typed_ptx.cuh")
}

fn tool(var: &str, name: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(var) {
        return Some(PathBuf::from(p));
    }
    let lib = root().join(".tools/venv/lib");
    if let Ok(entries) = std::fs::read_dir(&lib) {
        let mut found: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path().join("site-packages/nvidia/cu13/bin").join(name))
            .filter(|p| p.is_file())
            .collect();
        found.sort();
        if let Some(p) = found.pop() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// `(nvcc, ptxas)`, or `None` after printing why the test is skipped; under `CI=true` a
/// missing tool fails the test.
fn tools_or_skip(test: &str) -> Option<(PathBuf, PathBuf)> {
    let nvcc = tool("NVCC", "nvcc");
    let ptxas = tool("PTXAS", "ptxas").or_else(|| nvcc.as_ref().map(|n| n.with_file_name("ptxas")));
    match (nvcc, ptxas) {
        (Some(n), Some(p)) if n.is_file() && p.is_file() => Some((n, p)),
        _ if std::env::var("CI").as_deref() == Ok("true") => {
            panic!(
                "{test}: nvcc/ptxas not found and CI=true; run scripts/setup-tools.sh or set NVCC and PTXAS"
            )
        }
        _ => {
            eprintln!(
                "SKIPPED {test}: nvcc/ptxas not found (run scripts/setup-tools.sh or set NVCC and PTXAS)"
            );
            None
        }
    }
}

fn scratch_dir() -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let d = std::env::temp_dir().join(format!(
        "typed-ptx-cuda-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `nvcc -ptx -arch=<arch>` of `src` with `include/` on the include path. `Ok(ptx)` or
/// `Err(diagnostics)`.
fn nvcc_ptx(
    nvcc: &Path,
    src: &Path,
    arch: &str,
    defines: &[&str],
    out: &Path,
) -> Result<String, String> {
    let mut cmd = Command::new(nvcc);
    cmd.arg("-ptx")
        .arg(format!("-arch={arch}"))
        .arg("-I")
        .arg(root().join("include"))
        .args(defines.iter().map(|d| format!("-D{d}")))
        .arg(src)
        .arg("-o")
        .arg(out);
    let o = cmd
        .output()
        .map_err(|e| format!("running {}: {e}", nvcc.display()))?;
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    if o.status.success() {
        std::fs::read_to_string(out).map_err(|e| format!("reading {}: {e}", out.display()))
    } else {
        Err(log)
    }
}

fn ptxas_ok(ptxas: &Path, ptx: &Path, arch: &str) -> Result<(), String> {
    let o = Command::new(ptxas)
        .arg("-arch")
        .arg(arch)
        .arg(ptx)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .map_err(|e| format!("running {}: {e}", ptxas.display()))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

#[test]
fn header_is_up_to_date() {
    let committed = std::fs::read_to_string(header_path()).unwrap_or_default();
    assert!(
        committed == typed_ptx_builder::cpp::cuda_header(),
        "include/typed_ptx.cuh is stale: run `cargo run --example gen_cuda_header` and commit it"
    );
}

#[test]
fn every_wrapper_compiles_with_nvcc_and_passes_ptxas() {
    let Some((nvcc, ptxas)) = tools_or_skip("every_wrapper_compiles_with_nvcc_and_passes_ptxas")
    else {
        return;
    };
    let dir = scratch_dir();
    let t = std::time::Instant::now();
    // sm_90 (everything), sm_80 (no cluster forms; also with the origin checks compiled in).
    let runs: [(u32, &[&str]); 2] = [(90, &[]), (80, &["TYPED_PTX_CHECK_ORIGIN"])];
    let handles: Vec<_> = runs
        .into_iter()
        .map(|(sm, defines)| {
            let (nvcc, ptxas, dir) = (nvcc.clone(), ptxas.clone(), dir.clone());
            std::thread::spawn(move || {
                let (src, expect) = typed_ptx_builder::cpp::cuda_header_exerciser(sm);
                let cu = dir.join(format!("exercise_sm{sm}.cu"));
                let ptx = dir.join(format!("exercise_sm{sm}.ptx"));
                std::fs::write(&cu, src).unwrap();
                let arch = format!("sm_{sm}");
                let text = nvcc_ptx(&nvcc, &cu, &arch, defines, &ptx)
                    .unwrap_or_else(|log| panic!("nvcc rejected {}:\n{log}", cu.display()));
                let missing: Vec<&String> = expect
                    .iter()
                    .filter(|e| !text.contains(e.as_str()))
                    .collect();
                assert!(missing.is_empty(), "sm_{sm}: nvcc's PTX lacks {missing:?}");
                ptxas_ok(&ptxas, &ptx, &arch).unwrap_or_else(|log| {
                    panic!("ptxas -arch {arch} rejected {}:\n{log}", ptx.display())
                });
                expect.len()
            })
        })
        .collect();
    let counts: Vec<usize> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    // The GPU benchmark's source (scripts/gpu-cuda.sh) builds from the same header.
    let bench = root().join("tests/cuda/bench_copy.cu");
    let ptx = dir.join("bench_copy.ptx");
    nvcc_ptx(&nvcc, &bench, "sm_90", &[], &ptx)
        .unwrap_or_else(|log| panic!("nvcc rejected {}:\n{log}", bench.display()));
    ptxas_ok(&ptxas, &ptx, "sm_90")
        .unwrap_or_else(|log| panic!("ptxas rejected bench_copy.ptx:\n{log}"));
    eprintln!(
        "nvcc+ptxas: sm_90 {} and sm_80 {} wrapper instructions present, bench_copy.cu ok, in {:.1?}",
        counts[0],
        counts[1],
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A compile of the fail test: one illegal case, or the legal twins of one arch.
enum Job {
    Illegal(usize),
    Legal(String, PathBuf),
}

/// One case of `tests/cuda_fail/`: its file, the message nvcc must print, its arch.
struct Case {
    path: PathBuf,
    expect: String,
    arch: String,
}

fn cases() -> Vec<Case> {
    let dir = root().join("tests/cuda_fail");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let line = |key: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(key))
                    .map(str::trim)
                    .map(String::from)
            };
            let expect = line("// expect:")
                .unwrap_or_else(|| panic!("{}: no `// expect:` line", path.display()));
            let arch = line("// arch:").unwrap_or_else(|| "sm_90".into());
            assert!(
                text.contains("#ifdef LEGAL"),
                "{}: no legal twin (#ifdef LEGAL)",
                path.display()
            );
            Case { path, expect, arch }
        })
        .collect()
}

#[test]
fn illegal_casts_fail_to_compile_with_the_rule() {
    let cases = cases();
    assert!(
        cases.len() >= 10,
        "only {} C++ compile-fail cases",
        cases.len()
    );
    let Some((nvcc, ptxas)) = tools_or_skip("illegal_casts_fail_to_compile_with_the_rule") else {
        return;
    };
    let dir = scratch_dir();
    let t = std::time::Instant::now();
    // Jobs: each illegal case alone; the legal twins of one arch together, in one
    // translation unit (their names differ), which keeps the test short.
    let mut archs: Vec<String> = cases.iter().map(|c| c.arch.clone()).collect();
    archs.sort();
    archs.dedup();
    let mut list: Vec<Job> = (0..cases.len()).map(Job::Illegal).collect();
    for arch in archs {
        let tu = dir.join(format!("legal_twins_{arch}.cu"));
        let mut src = String::from("#define LEGAL\n");
        for c in cases.iter().filter(|c| c.arch == arch) {
            src.push_str(&format!("#include \"{}\"\n", c.path.display()));
        }
        std::fs::write(&tu, src).unwrap();
        list.push(Job::Legal(arch, tu));
    }
    let jobs = Arc::new(Mutex::new(list));
    let cases = Arc::new(cases);
    let failures = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..3)
        .map(|_| {
            let (jobs, cases, failures, nvcc, ptxas, dir) = (
                jobs.clone(),
                cases.clone(),
                failures.clone(),
                nvcc.clone(),
                ptxas.clone(),
                dir.clone(),
            );
            std::thread::spawn(move || {
                loop {
                    let Some(job) = jobs.lock().unwrap().pop() else {
                        break;
                    };
                    let problem = match job {
                        Job::Legal(arch, tu) => {
                            let out = tu.with_extension("ptx");
                            match nvcc_ptx(&nvcc, &tu, &arch, &[], &out) {
                                Err(log) => Some(format!(
                                    "the legal twins (-DLEGAL) for {arch} do not compile:\n{log}"
                                )),
                                Ok(_) => ptxas_ok(&ptxas, &out, &arch).err().map(|log| {
                                    format!("ptxas rejects the legal twins for {arch}:\n{log}")
                                }),
                            }
                        }
                        Job::Illegal(i) => {
                            let c = &cases[i];
                            let name = c.path.file_stem().unwrap().to_string_lossy().into_owned();
                            let out = dir.join(format!("{name}.ptx"));
                            match nvcc_ptx(&nvcc, &c.path, &c.arch, &[], &out) {
                                Ok(_) => Some(format!("{name}: nvcc accepted the illegal case")),
                                Err(log) if log.contains(&c.expect) => log
                                    .lines()
                                    .find(|l| l.contains(&c.expect))
                                    .filter(|l| l.contains('?'))
                                    .map(|l| {
                                        format!(
                                            "{name}: nvcc printed the message with a `?` (a character it cannot show): {l}"
                                        )
                                    }),
                                Err(log) => Some(format!(
                                    "{name}: nvcc rejected it, but without `{}`:\n{log}",
                                    c.expect
                                )),
                            }
                        }
                    };
                    if let Some(p) = problem {
                        failures.lock().unwrap().push(p);
                    }
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let failures = failures.lock().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    eprintln!(
        "{} C++ compile-fail cases rejected with their message, {} legal twins compiled and passed ptxas, in {:.1?}",
        cases.len(),
        cases.len(),
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
