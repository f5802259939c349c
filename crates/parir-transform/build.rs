//! Generates one `#[test]` per file under `tests/filetests/` (see `tests/filetests.rs`).

use std::fmt::Write;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::new();
    for f in files {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let ident: String = stem
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "#[test]\nfn {ident}() {{\n    run_filetest({:?});\n}}\n",
            f.display().to_string()
        );
    }
    let dst =
        Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("filetests.rs");
    if let Err(e) = std::fs::write(&dst, out) {
        println!("cargo:warning=cannot write {}: {e}", dst.display());
    }
}
