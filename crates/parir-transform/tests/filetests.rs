//! Filetests (issue 3, acceptance: "Filetests for each utility transform"): a tiny
//! lit/FileCheck in the style of cranelift's filetests.
//!
//! Each `.ll` file under `tests/filetests/` is one test. Its first line says what to run:
//!
//! ```text
//! ; RUN: parir opt -passes=loop-simplify,mem2reg
//! ```
//!
//! The file is parsed, verified, run through the pipeline, verified again and printed; the
//! `; CHECK:` (a later line contains the text), `; CHECK-NEXT:` (the very next line does) and
//! `; CHECK-NOT:` (no line between the neighbouring matches does) lines are matched against
//! that output, as FileCheck does with plain substrings. `BLESS=1 cargo test` rewrites the
//! CHECK and CHECK-NEXT lines of each file from its actual output (CHECK-NOT lines are kept).

use parir_transform::manager::{PassManager, PipelineOptions};

include!(concat!(env!("OUT_DIR"), "/filetests.rs"));

/// Runs the `RUN:` line of `src`; returns the output text.
fn run(path: &str, src: &str) -> String {
    let first = src.lines().next().unwrap_or("");
    let Some(pipeline) = first
        .strip_prefix("; RUN: parir opt -passes=")
        .map(|s| s.trim().trim_matches('\''))
    else {
        panic!("{path}: first line must be `; RUN: parir opt -passes=<pipeline>`, found `{first}`");
    };
    let mut m = match parir_ir::parser::parse_module(src, path) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render(path, src)),
    };
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        panic!(
            "{path}: input does not verify: {}",
            errs[0].render(path, src)
        );
    }
    let pm = PassManager::parse(pipeline).unwrap_or_else(|e| panic!("{path}: {e}"));
    let opts = PipelineOptions {
        verify_each: true,
        ..Default::default()
    };
    if let Err(e) = pm.run(&mut m, &opts) {
        panic!("{path}: {e}");
    }
    parir_ir::printer::print_module(&m)
}

#[derive(Debug)]
enum Check {
    Plain(String),
    Next(String),
    Not(String),
}

fn checks(src: &str) -> Vec<Check> {
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
fn file_check(checks: &[Check], out: &str) -> Result<(), String> {
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
fn bless(src: &str, out: &str) -> String {
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
        if !in_fn || l.trim().is_empty() {
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

fn run_filetest(path: &str) {
    let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let out = run(path, &src);
    if std::env::var("BLESS").as_deref() == Ok("1") {
        let new = bless(&src, &out);
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
