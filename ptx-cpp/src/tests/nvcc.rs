//! The CUDA C++ header (`include/typed_ptx.cuh`) through `nvcc` and `ptxas`:
//!
//! * each file of the header (`typed_ptx.cuh`, `typed_ptx/core.cuh`, one per family)
//!   compiles alone, for sm_80 and sm_90a;
//! * a translation unit that calls every wrapper with every element type compiles with
//!   `nvcc -ptx` for sm_90, sm_90a, sm_100a and for sm_80 (without the sm_90 forms), leaves every
//!   wrapper's PTX in the output, and passes `ptxas`; so does the GPU benchmark source;
//! * every case of `tests/cuda_fail/` is rejected by `nvcc` with the message its
//!   `// expect:` line names, printed without a `?` (nvcc's rendering of a character it
//!   cannot show, such as a backtick), and its legal twin (`-DLEGAL`) compiles;
//! * next to CCCL's `cuda::ptx` with both namespaces open, no call resolves silently to
//!   typed_ptx (`tests/cuda/cccl_interop.cu`), and `using namespace typed_ptx` brings in no
//!   operation on addresses (a user's variable of each name stays unambiguous);
//! * the examples of `docs/cuda-cpp.md` compile.
//!
//! That the committed files are what the generator writes is xtask's test
//! (`cargo xtask codegen --check`).
//! * each kernel of `examples/cuda/` written with the header has no more SASS instructions
//!   (`nvcc -cubin`, `cuobjdump -sass`) than its plain CUDA twin, as
//!   `examples/cuda/sass-counts.log` records.
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
fn every_wrapper_compiles_with_nvcc_and_passes_ptxas() {
    let Some((nvcc, ptxas)) = tools_or_skip("every_wrapper_compiles_with_nvcc_and_passes_ptxas")
    else {
        return;
    };
    let dir = scratch_dir();
    let t = std::time::Instant::now();
    // sm_90 (everything portable), sm_80 (no cluster forms; also with the origin checks
    // compiled in), the architecture-specific targets sm_90a (setmaxnreg) and sm_100a
    // (the f32 redux.sync too), and the family target sm_100f (its wrappers' guards read
    // `__CUDA_ARCH_FAMILY_SPECIFIC__`).
    use typed_ptx_isa::Target;
    let runs: [(Target, &[&str]); 5] = [
        (Target::SM_90, &[]),
        (Target::SM_80, &["TYPED_PTX_CHECK_ORIGIN"]),
        (Target::SM_90A, &[]),
        (Target::SM_100A, &[]),
        (Target::SM_100F, &[]),
    ];
    let handles: Vec<_> = runs
        .into_iter()
        .map(|(target, defines)| {
            let (nvcc, ptxas, dir) = (nvcc.clone(), ptxas.clone(), dir.clone());
            std::thread::spawn(move || {
                let (src, mut expect) = super::exercise::exerciser(target);
                if target.sm >= 100 {
                    // nvcc spells sm_100's plain loads and stores differently (`.b32`); the
                    // sm_90 run checks those. Here: the wrappers only sm_100a (sm_100f) has.
                    use typed_ptx_isa::{Arch, FORMS};
                    expect.retain(|e| {
                        FORMS.iter().any(|f| {
                            f.arch != Arch::Portable
                                && f.arch.accepts(target)
                                && e.starts_with(f.mnemonic)
                        })
                    });
                    assert!(
                        !expect.is_empty(),
                        "no architecture-specific wrapper expected"
                    );
                }
                let arch = target.to_string();
                let cu = dir.join(format!("exercise_{arch}.cu"));
                let ptx = dir.join(format!("exercise_{arch}.ptx"));
                std::fs::write(&cu, src).unwrap();
                let text = nvcc_ptx(&nvcc, &cu, &arch, defines, &ptx)
                    .unwrap_or_else(|log| panic!("nvcc rejected {}:\n{log}", cu.display()));
                let missing: Vec<&String> = expect
                    .iter()
                    .filter(|e| !text.contains(e.as_str()))
                    .collect();
                assert!(missing.is_empty(), "{arch}: nvcc's PTX lacks {missing:?}");
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
        "nvcc+ptxas: sm_90 {}, sm_80 {}, sm_90a {}, sm_100a {} and sm_100f {} wrapper instructions present, bench_copy.cu ok, in {:.1?}",
        counts[0],
        counts[1],
        counts[2],
        counts[3],
        counts[4],
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn each_header_file_compiles_alone() {
    let Some((nvcc, ptxas)) = tools_or_skip("each_header_file_compiles_alone") else {
        return;
    };
    let dir = scratch_dir();
    let t = std::time::Instant::now();
    let files = crate::cuda_header_files();
    assert!(files.len() > 10, "{} header files", files.len());
    let jobs: Vec<(String, &str)> = files
        .iter()
        .flat_map(|f| ["sm_80", "sm_90a"].map(|arch| (f.path.clone(), arch)))
        .collect();
    let jobs = Arc::new(Mutex::new(jobs));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..3)
        .map(|w| {
            let (jobs, failures, nvcc, ptxas, dir) = (
                jobs.clone(),
                failures.clone(),
                nvcc.clone(),
                ptxas.clone(),
                dir.clone(),
            );
            std::thread::spawn(move || {
                let cu = dir.join(format!("alone_{w}.cu"));
                let ptx = dir.join(format!("alone_{w}.ptx"));
                loop {
                    let Some((path, arch)) = jobs.lock().unwrap().pop() else {
                        break;
                    };
                    // Nothing but the one file: it includes what it needs.
                    std::fs::write(
                        &cu,
                        format!("#include \"{path}\"\n__global__ void typed_ptx_alone() {{}}\n"),
                    )
                    .unwrap();
                    let problem = match nvcc_ptx(&nvcc, &cu, arch, &[], &ptx) {
                        Err(log) => {
                            Some(format!("{path} alone does not compile for {arch}:\n{log}"))
                        }
                        Ok(_) => ptxas_ok(&ptxas, &ptx, arch)
                            .err()
                            .map(|log| format!("ptxas rejects {path} alone for {arch}:\n{log}")),
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
        "{} header files each compile alone for sm_80 and sm_90a, in {:.1?}",
        files.len(),
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// nvcc's diagnostics split into its errors: each from a line with `: error` to the next
/// (its notes and the instantiation context, which names the file that caused it).
fn error_blocks(log: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    for line in log.lines() {
        let starts = line.contains(": error") && !line.starts_with(char::is_whitespace);
        match blocks.last_mut() {
            Some(b) if !starts => {
                b.push('\n');
                b.push_str(line);
            }
            _ if starts => blocks.push(line.to_owned()),
            _ => {}
        }
    }
    blocks
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
    // Jobs: the illegal cases of one arch first together, in one translation unit (each
    // rejected there with its message, in an error that names its file, needs no compile
    // of its own); each case not so rejected alone (a class template reports its failed
    // instantiation once per translation unit, so a case that repeats another's is
    // checked alone); the legal twins of one arch together.
    let mut archs: Vec<String> = cases.iter().map(|c| c.arch.clone()).collect();
    archs.sort();
    archs.dedup();
    let mut list: Vec<Job> = Vec::new();
    let mut early: Vec<String> = Vec::new();
    for arch in &archs {
        let mine: Vec<usize> = (0..cases.len())
            .filter(|&i| cases[i].arch == *arch)
            .collect();
        let tu = dir.join(format!("illegal_{arch}.cu"));
        let src: String = mine
            .iter()
            .map(|&i| format!("#include \"{}\"\n", cases[i].path.display()))
            .collect();
        std::fs::write(&tu, src).unwrap();
        let log = match nvcc_ptx(&nvcc, &tu, arch, &[], &tu.with_extension("ptx")) {
            Ok(_) => String::new(),
            Err(log) => log,
        };
        let blocks = error_blocks(&log);
        for i in mine {
            let c = &cases[i];
            let path = c.path.display().to_string();
            let block = blocks
                .iter()
                .find(|b| b.contains(&path) && b.contains(&c.expect));
            match block {
                // The message must print as written (no `?` for a character nvcc cannot
                // show), as each case compiled alone checks below.
                Some(b) => {
                    if let Some(l) = b.lines().find(|l| l.contains(&c.expect) && l.contains('?')) {
                        early.push(format!(
                            "{}: nvcc printed the message with a `?` (a character it cannot show): {l}",
                            c.path.display()
                        ));
                    }
                }
                None => list.push(Job::Illegal(i)),
            }
        }
    }
    let alone = list.len();
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
    let failures = Arc::new(Mutex::new(early));
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
        "{} C++ compile-fail cases rejected with their message ({alone} of them compiled alone), {} legal twins compiled and passed ptxas, in {:.1?}",
        cases.len(),
        cases.len(),
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `nvcc -ptx` of `src` with extra include folders; `Ok(ptx)` or `Err(diagnostics)`.
fn nvcc_ptx_with(
    nvcc: &Path,
    src: &Path,
    arch: &str,
    defines: &[&str],
    includes: &[PathBuf],
    out: &Path,
) -> Result<String, String> {
    let mut cmd = Command::new(nvcc);
    cmd.arg("-ptx")
        .arg(format!("-arch={arch}"))
        .arg("-I")
        .arg(root().join("include"));
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    cmd.args(defines.iter().map(|d| format!("-D{d}")))
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

/// The identifier right before the first `(` of a line.
fn name_before_paren(line: &str) -> Option<String> {
    let head = &line[..line.find('(')?];
    let name: String = head
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The functions the header declares at namespace scope in `typed_ptx` (not in `detail`,
/// not hidden friends): what `using namespace typed_ptx` brings in.
fn namespace_scope_functions(header: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_detail = false;
    for l in header.lines() {
        if l.starts_with("namespace detail {") {
            in_detail = true;
        } else if l.starts_with("}  // namespace detail") {
            in_detail = false;
        } else if !in_detail
            && (l.starts_with("TYPED_PTX_DEVICE ")
                || (l.starts_with("template <") && l.contains(" TYPED_PTX_DEVICE ")))
            && let Some(n) = name_before_paren(l)
        {
            names.push(n);
        }
    }
    names.sort();
    names.dedup();
    names
}

/// The function names of CCCL's `cuda::ptx` (its generated instruction headers).
fn cccl_ptx_functions(cccl: &Path) -> Vec<String> {
    let mut names = Vec::new();
    let mut stack = vec![cccl.join("cuda/__ptx")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "h") {
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                for l in text.lines().filter(|l| l.contains("_CCCL_DEVICE_API")) {
                    if let Some(n) = name_before_paren(l) {
                        names.push(n);
                    }
                }
            }
        }
    }
    names.sort();
    names.dedup();
    names
}

#[test]
fn cccl_ptx_is_never_silently_replaced() {
    let Some((nvcc, ptxas)) = tools_or_skip("cccl_ptx_is_never_silently_replaced") else {
        return;
    };
    let cccl = nvcc
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("include/cccl"))
        .filter(|d| d.join("cuda/ptx").is_file());
    let Some(cccl) = cccl else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CCCL headers not found beside nvcc and CI=true"
        );
        eprintln!("SKIPPED cccl_ptx_is_never_silently_replaced: no CCCL beside nvcc");
        return;
    };
    // The header's declarations as one text (the committed files are this text split, as
    // xtask's codegen test checks).
    let ours = namespace_scope_functions(&crate::cuda_header());
    let theirs = cccl_ptx_functions(&cccl);
    assert!(
        theirs.len() > 50 && ours.len() > 20,
        "found {} cuda::ptx and {} typed_ptx functions: the scan is broken",
        theirs.len(),
        ours.len()
    );
    let both: Vec<&String> = ours.iter().filter(|n| theirs.contains(n)).collect();
    let src = root().join("tests/cuda/cccl_interop.cu");
    let text = std::fs::read_to_string(&src).unwrap();
    let ambiguous = text
        .split("#ifdef AMBIGUOUS")
        .nth(1)
        .and_then(|t| t.split("#else").next())
        .unwrap_or_default();
    for n in &both {
        assert!(
            ambiguous.contains(&format!("{n}();")),
            "typed_ptx and cuda::ptx both define {n} at namespace scope: call it unqualified in tests/cuda/cccl_interop.cu's AMBIGUOUS block"
        );
    }
    let dir = scratch_dir();
    let out = dir.join("cccl_interop.ptx");
    let inc = [cccl];
    nvcc_ptx_with(&nvcc, &src, "sm_90", &[], &inc, &out)
        .unwrap_or_else(|log| panic!("nvcc rejected {}:\n{log}", src.display()));
    ptxas_ok(&ptxas, &out, "sm_90").unwrap_or_else(|log| panic!("ptxas: {log}"));
    let log = match nvcc_ptx_with(&nvcc, &src, "sm_90", &["AMBIGUOUS"], &inc, &out) {
        Ok(_) => {
            panic!("an unqualified call of a name both define compiled: one was chosen silently")
        }
        Err(log) => log,
    };
    for n in &both {
        assert!(
            log.contains(&format!(
                "more than one instance of overloaded function \"{n}\""
            )),
            "{n}: not reported as ambiguous:\n{log}"
        );
    }
    eprintln!(
        "cuda::ptx ({} functions) and typed_ptx ({} at namespace scope) share {both:?}: ambiguous unqualified, interop TU ok",
        theirs.len(),
        ours.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn using_namespace_brings_in_no_short_name() {
    let Some((nvcc, _)) = tools_or_skip("using_namespace_brings_in_no_short_name") else {
        return;
    };
    // Every operation on an address, and the short names the header used to define: a
    // user's variable of that name stays unambiguous under `using namespace typed_ptx`.
    let mut names = super::exercise::hidden_names();
    names.extend(["u32", "u64", "generic", "unknown"].map(String::from));
    names.sort();
    names.dedup();
    let visible = namespace_scope_functions(&crate::cuda_header());
    let leaked: Vec<&String> = names.iter().filter(|n| visible.contains(n)).collect();
    assert!(leaked.is_empty(), "declared at namespace scope: {leaked:?}");
    let mut src = String::from("#include \"typed_ptx.cuh\"\n");
    for n in &names {
        src.push_str(&format!("__device__ int {n} = 1;\n"));
    }
    src.push_str(
        "using namespace typed_ptx;\n__global__ void use_names(int* out) {\n  int s = 0;\n",
    );
    for n in &names {
        src.push_str(&format!("  s += {n};\n"));
    }
    src.push_str("  *out = s;\n}\n#ifdef CONTROL\n// The check has teeth: a name typed_ptx did declare is ambiguous with the user's.\nnamespace typed_ptx { template <class = void> __device__ int typed_ptx_probe() { return 0; } }\n__device__ int typed_ptx_probe = 1;\n__global__ void use_probe(int* out) { *out = typed_ptx_probe; }\n#endif\n");
    let dir = scratch_dir();
    let cu = dir.join("names.cu");
    std::fs::write(&cu, &src).unwrap();
    let out = dir.join("names.ptx");
    nvcc_ptx(&nvcc, &cu, "sm_90", &[], &out)
        .unwrap_or_else(|log| panic!("a user's name clashed with typed_ptx's:\n{log}\n{src}"));
    match nvcc_ptx(&nvcc, &cu, "sm_90", &["CONTROL"], &out) {
        Ok(_) => panic!("the control (a name typed_ptx declares) compiled: the check is toothless"),
        Err(log) => assert!(log.contains("\"typed_ptx_probe\" is ambiguous"), "{log}"),
    }
    eprintln!(
        "{} names stay the user's under using namespace typed_ptx",
        names.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// SASS instructions per kernel of a cubin (`cuobjdump -sass`), NOPs not counted.
fn sass_counts(cuobjdump: &Path, cubin: &Path) -> Vec<(String, usize)> {
    let o = Command::new(cuobjdump)
        .arg("-sass")
        .arg(cubin)
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", cuobjdump.display()));
    assert!(
        o.status.success(),
        "cuobjdump -sass {} failed",
        cubin.display()
    );
    let mut counts: Vec<(String, usize)> = Vec::new();
    for l in String::from_utf8_lossy(&o.stdout).lines() {
        if let Some(rest) = l.split("Function : ").nth(1) {
            counts.push((rest.trim().to_string(), 0));
            continue;
        }
        let t = l.trim_start();
        let is_inst = t.len() > 8
            && t.starts_with("/*")
            && t.as_bytes()[6..8] == *b"*/"
            && t[2..6].chars().all(|c| c.is_ascii_hexdigit());
        if is_inst
            && !t[8..].trim_start().starts_with("NOP")
            && let Some(last) = counts.last_mut()
        {
            last.1 += 1;
        }
    }
    counts
}

#[test]
fn header_kernels_are_no_longer_than_plain_cuda() {
    let Some((nvcc, _)) = tools_or_skip("header_kernels_are_no_longer_than_plain_cuda") else {
        return;
    };
    let cuobjdump = nvcc.with_file_name("cuobjdump");
    if !cuobjdump.is_file() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "cuobjdump not found beside nvcc and CI=true (scripts/setup-tools.sh installs it)"
        );
        eprintln!("SKIPPED header_kernels_are_no_longer_than_plain_cuda: no cuobjdump beside nvcc");
        return;
    }
    let dir = scratch_dir();
    let examples = root().join("examples/cuda");
    let mut cus: Vec<PathBuf> = std::fs::read_dir(&examples)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cus.sort();
    assert!(cus.len() >= 3, "examples/cuda/ has {} examples", cus.len());
    let log = std::fs::read_to_string(examples.join("sass-counts.log")).unwrap_or_default();
    let version = Command::new(&nvcc)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let same_nvcc = version
        .lines()
        .rev()
        .nth(1)
        .is_some_and(|v| log.contains(v.trim()));
    let handles: Vec<_> = cus
        .into_iter()
        .map(|cu| {
            let (nvcc, cuobjdump, dir) = (nvcc.clone(), cuobjdump.clone(), dir.clone());
            std::thread::spawn(move || {
                let name = cu.file_stem().unwrap().to_string_lossy().into_owned();
                let cubin = dir.join(format!("{name}.cubin"));
                let o = Command::new(&nvcc)
                    .args(["-cubin", "-O3", "-arch=sm_90", "-I"])
                    .arg(root().join("include"))
                    .arg(&cu)
                    .arg("-o")
                    .arg(&cubin)
                    .output()
                    .unwrap();
                assert!(
                    o.status.success(),
                    "nvcc -cubin {}:\n{}",
                    cu.display(),
                    String::from_utf8_lossy(&o.stderr)
                );
                let counts = sass_counts(&cuobjdump, &cubin);
                let get = |tag: &str| {
                    counts
                        .iter()
                        .find(|(f, _)| f.contains(tag))
                        .unwrap_or_else(|| panic!("{name}: no kernel named *{tag}*: {counts:?}"))
                        .1
                };
                let (typed, plain) = (get("_typed"), get("_plain"));
                (name, typed, plain)
            })
        })
        .collect();
    let mut table = String::new();
    for h in handles {
        let (name, typed, plain) = h.join().unwrap();
        table.push_str(&format!("{name}: typed {typed}, plain {plain}\n"));
        assert!(
            typed <= plain,
            "{name}: the typed_ptx.cuh kernel has {typed} SASS instructions, plain CUDA {plain}"
        );
        if same_nvcc {
            let row = log
                .lines()
                .find(|l| l.split_whitespace().next() == Some(name.as_str()))
                .unwrap_or("");
            let cols: Vec<&str> = row.split_whitespace().collect();
            assert!(
                cols.get(1) == Some(&typed.to_string().as_str())
                    && cols.get(2) == Some(&plain.to_string().as_str()),
                "examples/cuda/sass-counts.log is stale for {name} (typed {typed}, plain {plain}): run scripts/cuda-examples.sh --sass"
            );
        }
    }
    eprint!("SASS instructions (typed_ptx.cuh vs plain CUDA):\n{table}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cuda_cpp_docs_examples_compile() {
    // xtask's codegen test checks that the committed reference is current.
    let path = root().join("docs/cuda-cpp.md");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let blocks: Vec<&str> = committed
        .split("```cuda\n")
        .skip(1)
        .filter_map(|b| b.split("\n```").next())
        .collect();
    let sections = committed.lines().filter(|l| l.starts_with("## ")).count();
    assert!(
        blocks.len() >= 15 && sections >= 17,
        "{} examples in {} sections",
        blocks.len(),
        sections
    );
    let Some((nvcc, ptxas)) = tools_or_skip("cuda_cpp_docs_examples_compile") else {
        return;
    };
    let dir = scratch_dir();
    let cu = dir.join("docs_examples.cu");
    let mut src = String::from("#include <cuda_fp16.h>\n#include \"typed_ptx.cuh\"\n");
    for b in &blocks {
        src.push_str(b);
        src.push_str("\n\n");
    }
    std::fs::write(&cu, &src).unwrap();
    let ptx = dir.join("docs_examples.ptx");
    nvcc_ptx(&nvcc, &cu, "sm_90", &[], &ptx)
        .unwrap_or_else(|log| panic!("a docs/cuda-cpp.md example does not compile:\n{log}"));
    ptxas_ok(&ptxas, &ptx, "sm_90").unwrap_or_else(|log| panic!("ptxas: {log}"));
    eprintln!(
        "docs/cuda-cpp.md: {} examples compile and pass ptxas",
        blocks.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
