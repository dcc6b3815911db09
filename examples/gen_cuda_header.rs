//! Writes `include/typed_ptx.cuh`, the CUDA C++ header of typed inline-PTX wrappers,
//! from the instruction table (`typed_ptx::cpp::cuda_header`).
//! `cargo run --example gen_cuda_header`; `tests/cuda_header.rs` checks the file is up to date.

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/include/typed_ptx.cuh");
    let _ = std::fs::create_dir_all(concat!(env!("CARGO_MANIFEST_DIR"), "/include"));
    if let Err(e) = std::fs::write(path, typed_ptx::cpp::cuda_header()) {
        eprintln!("writing {path}: {e}");
        std::process::exit(1);
    }
    println!("wrote {path}");
}
