//! The quickstart: build a kernel with the typed builder, print its PTX, and check it
//! with `ptxas` when one is available (`$PTXAS`, `.tools/venv` from
//! `scripts/setup-tools.sh`, or `PATH`).
//!
//! The kernel is `saxpy` over `n` floats, `y[i] = a * x[i] + y[i]`, with its pointer
//! parameters typed as `.global` and a guard for the tail.

use std::path::PathBuf;
use std::process::Command;

use typed_ptx::*;

fn saxpy(target: Target) -> Module {
    let mut m = Module::new(target);
    m.entry("saxpy", |k| {
        let y = k.param_ptr::<f32>("y");
        let x = k.param_ptr::<f32>("x");
        let a = k.param::<f32>("a");
        let n = k.param::<u32>("n");
        let (ctaid, ntid, tid) = (k.ctaid_x(), k.ntid_x(), k.tid_x());
        let i = k.mad_lo(ctaid, ntid, tid);
        let inside = k.setp(Cmp::Lt, i, n);
        k.if_then(inside, |k| {
            let xi = k.index(x, i);
            let yi = k.index(y, i);
            let xv = k.ld_nc(xi);
            let yv = k.ld(yi);
            let r = k.fma(a, xv, yv);
            k.st(yi, r);
        });
    });
    m
}

fn ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(p.into());
    }
    let lib = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/lib");
    for e in std::fs::read_dir(lib).into_iter().flatten().flatten() {
        let p = e.path().join("site-packages/nvidia/cu13/bin/ptxas");
        if p.is_file() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join("ptxas")).find(|p| p.is_file())
}

fn main() {
    let target = std::env::args()
        .nth(1)
        .map(|t| Target::parse(&t).unwrap_or_else(|| {
            eprintln!("`{t}` is not a target such as sm_80 or sm_90a");
            std::process::exit(2)
        }))
        .unwrap_or(Target::SM_80);
    let ptx = match saxpy(target).emit() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    print!("{ptx}");
    match ptxas() {
        Some(p) => {
            let file = std::env::temp_dir().join(format!("typed-ptx-quickstart-{}.ptx", std::process::id()));
            if let Err(e) = std::fs::write(&file, &ptx) {
                eprintln!("writing {}: {e}", file.display());
                std::process::exit(1);
            }
            let out = Command::new(&p).arg("-arch").arg(target.to_string()).arg(&file).arg("-o").arg("/dev/null").output();
            let _ = std::fs::remove_file(&file);
            match out {
                Ok(o) if o.status.success() => eprintln!("ptxas: accepted for {target}"),
                Ok(o) => {
                    eprintln!("ptxas: REJECTED for {target}:\n{}", String::from_utf8_lossy(&o.stderr));
                    std::process::exit(1);
                }
                Err(e) => {
                    eprintln!("ptxas: could not run {}: {e}", p.display());
                    std::process::exit(1);
                }
            }
        }
        None => eprintln!("ptxas: not found, skipped (run scripts/setup-tools.sh)"),
    }
    eprintln!("GPU run: skipped, typed-ptx has no runtime yet (it comes with the runtime crate)");
}
