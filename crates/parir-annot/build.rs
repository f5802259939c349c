//! Generates one `#[test]` per file under `tests/filetests/` (see `tests/filetests.rs`).

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    parir_filecheck::generate_tests(&dir, "filetests.rs");
}
