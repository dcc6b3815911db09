//! Seeds 001/004: every form and direction of `cvta`.
//!
//! `cargo run --example cvta_all_spaces [-- [--explicit] [sm_XX]]` prints the PTX for
//! the first target the seed claims, or for the one given; `--explicit` prints the
//! `::cta`/`::entry` spellings (`seeds::cvta_all_spaces_explicit`). On an error it
//! prints it and exits with 1.

mod common;
mod seeds;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let explicit = args.iter().any(|a| a == "--explicit");
    args.retain(|a| a != "--explicit");
    if explicit {
        let claimed = seeds::CVTA_ALL_SPACES_EXPLICIT_TARGETS;
        common::print_seed(seeds::cvta_all_spaces_explicit, claimed, args.pop());
    } else {
        common::print_seed(
            seeds::cvta_all_spaces,
            seeds::CVTA_ALL_SPACES_TARGETS,
            args.pop(),
        );
    }
}
