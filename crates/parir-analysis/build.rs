//! Generates one `#[test]` per file under `tests/cases/`, `tests/loop_attrs/` (see the test files of the same name).

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    parir_filecheck::generate_tests(&root.join("tests/cases"), "cases.rs");
    parir_filecheck::generate_tests(&root.join("tests/loop_attrs"), "loop_attrs.rs");
}
