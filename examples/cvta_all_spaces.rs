//! Seeds 001/004: every form and direction of `cvta`.
//!
//! `cargo run --example cvta_all_spaces [-- [--explicit] [sm_XX]]` prints the PTX for
//! the first target the seed claims, or for the one given; `--explicit` prints the
//! `::cta`/`::entry` spellings (`seeds::cvta_all_spaces_explicit`). On an error it
//! prints it and exits with 1.

use typed_ptx::{Target, seeds};

fn main() {
    let mut explicit = false;
    let mut target = None;
    for arg in std::env::args().skip(1) {
        if arg == "--explicit" {
            explicit = true;
        } else if let Some(t) = Target::parse(&arg) {
            target = Some(t);
        } else {
            eprintln!(
                "error: unknown argument `{arg}` (expected --explicit or a target such as sm_90)"
            );
            std::process::exit(1)
        }
    }
    let (build, claimed): (fn(Target) -> typed_ptx::Module, _) = if explicit {
        (
            seeds::cvta_all_spaces_explicit,
            seeds::CVTA_ALL_SPACES_EXPLICIT_TARGETS,
        )
    } else {
        (seeds::cvta_all_spaces, seeds::CVTA_ALL_SPACES_TARGETS)
    };
    match build(target.unwrap_or(claimed[0])).emit() {
        Ok(ptx) => print!("{ptx}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
