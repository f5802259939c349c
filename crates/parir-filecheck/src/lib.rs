//! Filetests for parir's crates: a tiny lit/FileCheck in the style of cranelift's filetests.
//!
//! A filetest is an `.ll` file whose first line says what to run (each crate's runner
//! interprets it, e.g. `; RUN: parir opt -passes=loop-simplify`) and whose `; CHECK:` (a later
//! line contains the text), `; CHECK-NEXT:` (the very next line does) and `; CHECK-NOT:` (no line
//! between the neighbouring matches does) lines are matched against the output with plain
//! substrings. `BLESS=1 cargo test` rewrites the CHECK and CHECK-NEXT lines from the actual
//! output (CHECK-NOT lines are kept).
//!
//! A crate uses it in two places: its `build.rs` calls [`generate_tests`] to make one `#[test]`
//! per file, and its test file includes the generated code next to a `run_filetest` wrapper
//! that calls [`run_filetest`] with the crate's runner.
//!
//! ```
//! use parir_filecheck::{checks, file_check};
//! let cs = checks("; CHECK: define\n; CHECK-NEXT: ret");
//! assert!(file_check(&cs, "define void @f() {\n  ret void\n}\n").is_ok());
//! assert!(file_check(&cs, "define void @f() {\nentry:\n  ret void\n}\n").is_err());
//! ```

use std::fmt::Write as _;
use std::path::Path;

/// One check line.
#[derive(Debug)]
pub enum Check {
    Plain(String),
    Next(String),
    Not(String),
}

pub fn checks(src: &str) -> Vec<Check> {
    src.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            if let Some(p) = l.strip_prefix("; CHECK-NEXT:") {
                Some(Check::Next(p.trim().to_string()))
            } else if let Some(p) = l.strip_prefix("; CHECK-NOT:") {
                Some(Check::Not(p.trim().to_string()))
            } else {
                l.strip_prefix("; CHECK:")
                    .map(|p| Check::Plain(p.trim().to_string()))
            }
        })
        .collect()
}

/// Matches `checks` against `out`; the error names the failing check and shows the context.
pub fn file_check(checks: &[Check], out: &str) -> Result<(), String> {
    let lines: Vec<&str> = out.lines().collect();
    // The next line that may match, and the CHECK-NOTs waiting for the next match.
    let mut pos = 0usize;
    let mut nots: Vec<&str> = Vec::new();
    let mut any_positive = false;
    for c in checks {
        let found = match c {
            Check::Not(p) => {
                nots.push(p);
                continue;
            }
            Check::Plain(p) => lines[pos.min(lines.len())..]
                .iter()
                .position(|l| l.contains(p.as_str()))
                .map(|k| pos + k),
            Check::Next(p) => {
                if !any_positive {
                    return Err(format!("CHECK-NEXT: {p} has no CHECK before it"));
                }
                lines
                    .get(pos)
                    .filter(|l| l.contains(p.as_str()))
                    .map(|_| pos)
            }
        };
        let Some(at) = found else {
            let near = lines.get(pos).copied().unwrap_or("<end of output>");
            return Err(format!(
                "{c:?} not found (searching from output line {}: `{near}`)",
                pos + 1
            ));
        };
        for n in nots.drain(..) {
            if let Some(k) = lines[pos..at].iter().position(|l| l.contains(n)) {
                return Err(format!(
                    "CHECK-NOT: {n} matched output line {}: `{}`",
                    pos + k + 1,
                    lines[pos + k]
                ));
            }
        }
        any_positive = true;
        pos = at + 1;
    }
    for n in nots {
        if let Some(k) = lines[pos.min(lines.len())..]
            .iter()
            .position(|l| l.contains(n))
        {
            return Err(format!(
                "CHECK-NOT: {n} matched output line {}: `{}`",
                pos + k + 1,
                lines[pos + k]
            ));
        }
    }
    Ok(())
}

/// The file with its CHECK/CHECK-NEXT lines replaced by ones describing `out`: every
/// non-empty line of the function definitions, a CHECK-NEXT when it follows another.
pub fn bless(src: &str, out: &str) -> String {
    bless_keeping(src, out, |_| false)
}

/// [`bless`] that also describes the output lines outside function definitions for which
/// `keep` holds (a crate's warnings or metadata nodes, say).
pub fn bless_keeping(src: &str, out: &str, keep: impl Fn(&str) -> bool) -> String {
    let mut kept: Vec<&str> = src
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            !(t.starts_with("; CHECK:") || t.starts_with("; CHECK-NEXT:"))
        })
        .collect();
    while kept.last().is_some_and(|l| l.trim().is_empty()) {
        kept.pop();
    }
    let mut text = kept.join("\n");
    text.push_str("\n\n");
    let mut in_fn = false;
    let mut prev_emitted = false;
    for l in out.lines() {
        if l.starts_with("define ") {
            in_fn = true;
        }
        if !(in_fn || keep(l)) || l.trim().is_empty() {
            prev_emitted = false;
            continue;
        }
        let tag = if prev_emitted { "CHECK-NEXT" } else { "CHECK" };
        text.push_str(&format!("; {tag}: {}\n", l.trim_end()));
        prev_emitted = true;
        if l == "}" {
            in_fn = false;
            prev_emitted = false;
        }
    }
    text
}

/// Runs one filetest: reads `path`, produces its output with `run(path, text)`, and either
/// rewrites its CHECK lines (`BLESS=1`) or matches them, panicking with the output on a
/// mismatch.
pub fn run_filetest(path: &str, run: impl FnOnce(&str, &str) -> String) {
    run_filetest_keeping(path, run, |_| false)
}

/// [`run_filetest`] whose `BLESS=1` also describes the lines for which `keep` holds (see
/// [`bless_keeping`]).
pub fn run_filetest_keeping(
    path: &str,
    run: impl FnOnce(&str, &str) -> String,
    keep: impl Fn(&str) -> bool,
) {
    let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let out = run(path, &src);
    if std::env::var("BLESS").as_deref() == Ok("1") {
        let new = bless_keeping(&src, &out, keep);
        if new != src {
            std::fs::write(path, new).unwrap_or_else(|e| panic!("{path}: {e}"));
        }
        return;
    }
    let cs = checks(&src);
    assert!(
        !cs.is_empty(),
        "{path}: no CHECK lines (run with BLESS=1 to add them)"
    );
    if let Err(e) = file_check(&cs, &out) {
        panic!("{path}: {e}\n--- output ---\n{out}");
    }
}

/// For `build.rs`: writes `$OUT_DIR/<out_name>` with one `#[test] fn <file_stem>()` per `.ll`
/// file in `dir`, each calling `run_filetest("<path>")` (a function the including test file
/// defines). Tells cargo to rerun when `dir` changes.
pub fn generate_tests(dir: &Path, out_name: &str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
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
    let dst = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join(out_name);
    if let Err(e) = std::fs::write(&dst, out) {
        println!("cargo:warning=cannot write {}: {e}", dst.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_check_semantics() {
        let out = "a\nb\nc\n";
        let ok = |cs: Vec<Check>| file_check(&cs, out);
        assert!(ok(vec![Check::Plain("a".into()), Check::Next("b".into())]).is_ok());
        assert!(ok(vec![Check::Plain("a".into()), Check::Next("c".into())]).is_err());
        assert!(ok(vec![
            Check::Plain("a".into()),
            Check::Not("b".into()),
            Check::Plain("c".into())
        ])
        .is_err());
        assert!(ok(vec![Check::Plain("b".into()), Check::Not("a".into())]).is_ok());
        assert!(ok(vec![Check::Plain("c".into()), Check::Plain("a".into())]).is_err());
        assert!(ok(vec![Check::Next("a".into())]).is_err());
    }
}
