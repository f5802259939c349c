//! Round trip: for every canonical LLVM 19 file in `corpus/samples` (`*.dis.ll`, printed by
//! `llvm-dis-19`), `print(parse(F))` must equal `F` byte for byte.
//!
//! `PARIR_ROUNDTRIP_DIR=dir` runs the same check on another directory.
//!
//! Non-canonical compiler output (`*.ll` without `.dis`) is parsed and printed too, and the
//! printed text must be a fixed point (`print(parse(print(parse(F)))) == print(parse(F))`).

use std::path::{Path, PathBuf};

fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "ll"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Describes the first differing line of two texts, or `None` if they are equal.
fn first_difference(expected: &str, got: &str) -> Option<String> {
    if expected == got {
        return None;
    }
    let mut el = expected.lines();
    let mut gl = got.lines();
    let mut n = 1;
    loop {
        match (el.next(), gl.next()) {
            (Some(a), Some(b)) if a == b => n += 1,
            (a, b) => {
                return Some(format!(
                    "line {n}:\n  expected: {}\n  printed:  {}",
                    a.unwrap_or("<end of file>"),
                    b.unwrap_or("<end of file>")
                ))
            }
        }
    }
}

fn module_id_of(src: &str) -> String {
    src.lines()
        .next()
        .and_then(|l| l.strip_prefix("; ModuleID = '"))
        .and_then(|l| l.strip_suffix('\''))
        .unwrap_or("")
        .to_string()
}

fn roundtrip(path: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path.display().to_string();
    let mut m = parir_ir::parser::parse_module(&src, &name)
        .map_err(|d| format!("{name}: parse error:\n{}", d.render(&name, &src)))?;
    m.module_id = module_id_of(&src);
    let printed = parir_ir::printer::print_module(&m);
    let canonical = name.ends_with(".dis.ll");
    if canonical {
        if let Some(d) = first_difference(&src, &printed) {
            return Err(format!("{name}: print(parse(F)) != F at {d}"));
        }
    } else {
        let m2 = parir_ir::parser::parse_module(&printed, &name)
            .map_err(|d| format!("{name}: reparse error:\n{}", d.render(&name, &printed)))?;
        let again = parir_ir::printer::print_module(&m2);
        if let Some(d) = first_difference(&printed, &again) {
            return Err(format!("{name}: printing is not a fixed point at {d}"));
        }
    }
    Ok(())
}

fn check_dir(dir: &Path) {
    let files = ll_files(dir);
    if files.is_empty() {
        eprintln!("roundtrip: no .ll files in {}, skipping", dir.display());
        return;
    }
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = roundtrip(f) {
            failures.push(e);
        }
    }
    for e in &failures {
        eprintln!("{e}\n");
    }
    eprintln!(
        "roundtrip {}: {} passed, {} failed",
        dir.display(),
        files.len() - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} files failed to round-trip",
        failures.len(),
        files.len()
    );
}

#[test]
fn corpus_samples_round_trip() {
    // PARIR_ROUNDTRIP_DIR points the test at another directory of `.ll` files.
    let dir = match std::env::var_os("PARIR_ROUNDTRIP_DIR") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples"),
    };
    check_dir(&dir);
}

/// Hand-written cases for features the corpus lacks (canonicalized with llvm-as-19 |
/// llvm-dis-19, except `tapir.dis.ll`, written in the format OpenCilk prints).
#[test]
fn printer_cases_round_trip() {
    check_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/printer-cases"));
}
