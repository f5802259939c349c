//! Generates one `#[test]` per file under `tests/exec/` (see `tests/filetests.rs`) and under
//! `tests/tapir_verify/` (see `tests/tapir_verify.rs`).

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    parir_filecheck::generate_tests(&root.join("tests/exec"), "exec_filetests.rs");
    parir_filecheck::generate_tests(
        &root.join("tests/tapir_verify"),
        "tapir_verify_filetests.rs",
    );
}
