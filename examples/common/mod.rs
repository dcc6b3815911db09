//! Shared by the seed examples: print a seed program's PTX for a target.

use typed_ptx::{Module, Target};

/// Prints the PTX of `build(target)`, where `target` is parsed from `arg` or is the
/// first of `claimed`; on an unknown target or a builder error prints it and exits 1.
pub fn print_seed(build: fn(Target) -> Module, claimed: &[Target], arg: Option<String>) {
    let target = match arg {
        None => claimed[0],
        Some(name) => Target::parse(&name).unwrap_or_else(|| {
            let names: Vec<String> = claimed.iter().map(|t| t.to_string()).collect();
            eprintln!(
                "error: unknown target `{name}` (this seed claims {})",
                names.join(", ")
            );
            std::process::exit(1)
        }),
    };
    match build(target).emit() {
        Ok(ptx) => print!("{ptx}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
