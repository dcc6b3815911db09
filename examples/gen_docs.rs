//! Writes `docs/instructions.md` from the instruction table (`ptx-isa`).
//! `cargo run --example gen_docs`; `tests/docs.rs` checks the file is up to date.

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/instructions.md");
    if let Err(e) = std::fs::write(path, typed_ptx::isa::markdown()) {
        eprintln!("writing {path}: {e}");
        std::process::exit(1);
    }
    println!("wrote {path}");
}
