//! Seed 000: `ld.shared` through a generic address converted back to `.shared`.
//!
//! `cargo run --example ld_shared_42 [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

mod common;
mod seeds;

fn main() {
    common::print_seed(
        seeds::ld_shared_42,
        seeds::LD_SHARED_42_TARGETS,
        std::env::args().nth(1),
    );
}
