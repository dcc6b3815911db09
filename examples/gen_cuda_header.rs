//! Writes `include/typed_ptx.cuh`, the CUDA C++ header of typed PTX wrappers, and its
//! reference `docs/cuda-cpp.md`, from the instruction table (`typed_ptx::cpp::cuda_header`,
//! `typed_ptx::cpp::cuda_cpp_markdown`). `cargo run --example gen_cuda_header`;
//! `ptx-builder/tests/cuda_header.rs` checks both files are up to date.

fn main() {
    let root = env!("CARGO_MANIFEST_DIR");
    let _ = std::fs::create_dir_all(format!("{root}/include"));
    for (path, text) in [
        (
            format!("{root}/include/typed_ptx.cuh"),
            typed_ptx::cpp::cuda_header(),
        ),
        (
            format!("{root}/docs/cuda-cpp.md"),
            typed_ptx::cpp::cuda_cpp_markdown(),
        ),
    ] {
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("writing {path}: {e}");
            std::process::exit(1);
        }
        println!("wrote {path}");
    }
}
