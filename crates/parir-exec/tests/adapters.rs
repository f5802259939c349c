//! Issue 27, point 2: the executor reads the parallel model, not annotation spellings.
//! Under `src/`, no module names directive tags, clause tags, loop metadata, access groups,
//! CSA intrinsics or the RFC's spawn marker: the model types them all, so the executor
//! needs no adapter.

use std::path::{Path, PathBuf};

/// The spellings the executor must not name.
const SPELLINGS: &[&str] = &[
    "\"DIR.OMP",
    "\"QUAL.OMP",
    "llvm.loop.",
    "llvm.access.group",
    "llvm.csa.",
    "detach_task",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("src") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn no_module_names_annotation_spellings() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 10, "the sources are found");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        for (n, line) in text.lines().enumerate() {
            for s in SPELLINGS {
                if line.contains(s) {
                    found.push(format!("{}:{}: {s}", f.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "annotation spellings in the executor:\n{}",
        found.join("\n")
    );
}

/// Issue 27, point 4: the runtime's waits block on condition variables notified on every
/// change, or help; none sleeps on a timeout to look again.
#[test]
fn no_wait_in_the_runtime_polls() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        for (n, line) in text.lines().enumerate() {
            for s in ["wait_timeout", "thread::sleep", "yield_now"] {
                // A program's own `usleep`/`sleep` sleeps as asked: not a wait of the runtime.
                let asked = s == "thread::sleep"
                    && line.contains("// the program's own usleep/sleep, not a runtime wait");
                if line.contains(s) && !asked {
                    found.push(format!("{}:{}: {s}", f.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "polling waits:\n{}", found.join("\n"));
}
