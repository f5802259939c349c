//! Generates one `#[test]` per file under `tests/exec/` (see `tests/filetests.rs`).

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    parir_filecheck::generate_tests(&root.join("tests/exec"), "exec_filetests.rs");
}
