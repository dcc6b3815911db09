//! Seed 002: one `.func` over generic pointers from `.global` and `.shared`.
//!
//! `cargo run --example generic_dispatch [-- sm_XX]` prints the PTX for the first target
//! the seed claims, or for the one given; on an error it prints it and exits with 1.

mod common;
mod seeds;

fn main() {
    common::print_seed(
        seeds::generic_dispatch,
        seeds::GENERIC_DISPATCH_TARGETS,
        std::env::args().nth(1),
    );
}
