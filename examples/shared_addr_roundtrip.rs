//! Seed 000: the 32-bit form of `.shared`, `.local` and `.const` addresses round-trips.
//!
//! `cargo run --example shared_addr_roundtrip [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

mod common;
mod seeds;

fn main() {
    common::print_seed(
        seeds::shared_addr_roundtrip,
        seeds::SHARED_ADDR_ROUNDTRIP_TARGETS,
        std::env::args().nth(1),
    );
}
