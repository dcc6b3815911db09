//! Seed 000: `ld.shared` through a generic address converted back to `.shared`.
//!
//! `cargo run --example ld_shared_42 [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

use typed_ptx::{Target, seeds};

fn main() {
    let claimed = seeds::LD_SHARED_42_TARGETS;
    let target = match std::env::args().nth(1) {
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
    match seeds::ld_shared_42(target).emit() {
        Ok(ptx) => print!("{ptx}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
