//! Seed 003: a double-buffered `cp.async` tile copy of global memory.
//!
//! `cargo run --example cp_async_tile [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

mod common;
mod seeds;

fn main() {
    common::print_seed(
        seeds::cp_async_tile,
        seeds::CP_ASYNC_TILE_TARGETS,
        std::env::args().nth(1),
    );
}
