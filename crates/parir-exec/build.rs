//! Generates one `#[test]` per file under `tests/parloop/` (see the test files of the same name).

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    parir_filecheck::generate_tests(&root.join("tests/parloop"), "parloop.rs");
}
