//! The repository's tasks (`cargo xtask …`, an alias in `.cargo/config.toml`):
//!
//! - `cargo xtask codegen` writes every generated, committed file: the CUDA C++ header
//!   (`include/typed_ptx.cuh` and the per-family files of `include/typed_ptx/`), its
//!   reference `docs/cuda-cpp.md`, the instruction reference `docs/instructions.md`, and
//!   the builder's generated methods, special-register constants and slot enums
//!   (`ptx-builder/src/generated/`), and the tests' dispatch to the `Shape::Row` methods
//!   (`tests/generated/row_cases.rs`);
//! - `cargo xtask codegen --check` writes nothing and fails, naming each file that differs;
//! - `cargo xtask hooks` counts the rows that need hand code, grouped by why;
//! - `cargo xtask cccl [DIR]` reports how much of CCCL's `cuda::ptx` the table covers.
#![warn(clippy::too_many_lines)]

mod builder_methods;
mod cccl;
mod codegen;
mod cuda_docs;
mod cuda_examples;
mod hooks;
mod row_methods;
mod tensor_rows;

use std::process::ExitCode;

const USAGE: &str =
    "usage: cargo xtask codegen [--check] | cargo xtask hooks | cargo xtask cccl [DIR]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let root = codegen::root();
    match args.as_slice() {
        ["codegen"] => codegen::write(&root),
        ["codegen", "--check"] => codegen::check(&root),
        ["hooks"] => hooks::report(),
        ["cccl"] => cccl::report(&root, None),
        ["cccl", dir] => cccl::report(&root, Some(dir)),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
