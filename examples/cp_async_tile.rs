//! Seed 003: a double-buffered `cp.async` tile copy of global memory.
//!
//! `cargo run --example cp_async_tile [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

use typed_ptx::{Target, seeds};

fn main() {
    let claimed = seeds::CP_ASYNC_TILE_TARGETS;
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
    match seeds::cp_async_tile(target).emit() {
        Ok(ptx) => print!("{ptx}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
