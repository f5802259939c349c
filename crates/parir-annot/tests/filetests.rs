//! Filetests of the annotation passes (issue 4, acceptance: "Filetests for every rule above").
//!
//! Each `.ll` file under `tests/filetests/` is one test; its first line says what to run:
//!
//! ```text
//! ; RUN: parir opt -passes=ivdep-lower,ivdep-to-llvm
//! ; RUN: parir check
//! ; RUN: parir analyze -p 'print<parallel-claims>'
//! ```
//!
//! For `opt`, the file is parsed, verified, run through the pipeline (the registry of
//! parir-transform plus parir-annot), verified again and printed; the warnings of the passes
//! come first, one per line, as `; WARNING: warning: LOC: message [name] (at file.ll:line:col)` (LOC the `!dbg` location or `<unknown>:0:0`). For
//! `check`, the output is the lint warnings in the same form. For `analyze`, the output of
//! the annotation printer (`parir_annot::printers`), each line as `; PRINT: line`. CHECK /
//! CHECK-NEXT / CHECK-NOT lines match the output (parir-filecheck). `BLESS=1` rewrites the CHECK lines from the
//! output: the warnings, the function bodies and the metadata nodes.
//!
//! Every `opt` output is also piped through `opt-19 -passes=verify`: the test fails if LLVM 19
//! rejects it. Without opt-19 that part is skipped with a message, or fails when
//! `PARIR_REQUIRE_ORACLES=1`.

use parir_transform::manager::{PassManager, PipelineOptions};
use std::io::Write;
use std::process::{Command, Stdio};

fn run_filetest(path: &str) {
    parir_filecheck::run_filetest_keeping(
        path,
        |path, src| {
            let (out, is_ir) = run(path, src);
            // LLVM 19 has no Tapir: outputs with detach/reattach/sync are checked by parir's
            // verifier (with its Tapir rules) only.
            if is_ir && !has_tapir(&out) {
                oracle_verify(path, &out);
            }
            out
        },
        // Besides the function bodies: the warnings and the metadata node definitions.
        |l| {
            let md = l.starts_with('!') && l[1..].starts_with(|c: char| c.is_ascii_digit());
            md || l.starts_with("; WARNING:") || l.starts_with("; PRINT:") || l == "; no warnings"
        },
    );
}

include!(concat!(env!("OUT_DIR"), "/filetests.rs"));

fn file_name(path: &str) -> &str {
    std::path::Path::new(path)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or(path)
}

/// Runs the `RUN:` line of `src`; returns the output and whether it is a module.
fn run(path: &str, src: &str) -> (String, bool) {
    let first = src.lines().next().unwrap_or("");
    let name = file_name(path);
    let m = match parir_ir::parser::parse_module(src, name) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render(name, src)),
    };
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        panic!(
            "{path}: input does not verify: {}",
            errs[0].render(name, src)
        );
    }
    if let Some(p) = first.trim().strip_prefix("; RUN: parir analyze -p ") {
        let p = p.trim_matches('\'');
        let printer = parir_annot::printers()
            .into_iter()
            .find(|x| x.name == p)
            .unwrap_or_else(|| panic!("{path}: unknown printer {p}"));
        let out: String = (printer.run)(&m)
            .lines()
            .map(|l| format!("; PRINT: {l}\n"))
            .collect();
        return (out, false);
    }
    if first.trim() == "; RUN: parir check" {
        let ws = parir_annot::check_module(&m);
        let mut out = String::new();
        for (_, w) in &ws {
            out.push_str(&format!("; WARNING: {}\n", w.render(name, src)));
        }
        if ws.is_empty() {
            out.push_str("; no warnings\n");
        }
        return (out, false);
    }
    let Some(pipeline) = first
        .strip_prefix("; RUN: parir opt -passes=")
        .map(|s| s.trim().trim_matches('\''))
    else {
        panic!("{path}: first line must be `; RUN: parir opt -passes=<pipeline>` or `; RUN: parir check`, found `{first}`");
    };
    let mut m = m;
    let mut reg = parir_transform::manager::registry();
    reg.extend(parir_annot::registry());
    let pm = PassManager::parse_in(pipeline, &reg).unwrap_or_else(|e| panic!("{path}: {e}"));
    let opts = PipelineOptions {
        verify_each: true,
        ..Default::default()
    };
    parir_annot::diag::take_warnings();
    if let Err(e) = pm.run(&mut m, &opts) {
        panic!("{path}: {e}");
    }
    let mut out = String::new();
    for w in parir_annot::diag::take_warnings() {
        out.push_str(&format!("; WARNING: {}\n", w.render(name, src)));
    }
    out.push_str(&parir_ir::printer::print_module(&m));
    (out, true)
}

/// Whether printed IR holds a Tapir terminator.
fn has_tapir(out: &str) -> bool {
    out.lines().any(|l| {
        let l = l.trim_start();
        ["detach within", "reattach within", "sync within"]
            .iter()
            .any(|t| l.starts_with(t))
    })
}

/// `opt-19 -passes=verify` accepts the output.
fn oracle_verify(path: &str, out: &str) {
    let require = std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1");
    let child = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            assert!(
                !require,
                "{path}: opt-19 is required (PARIR_REQUIRE_ORACLES=1): {e}"
            );
            eprintln!("{path}: skipping the opt-19 -passes=verify check: opt-19 not found ({e})");
            return;
        }
    };
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(out.as_bytes());
    }
    let o = child.wait_with_output().expect("opt-19 finishes");
    assert!(
        o.status.success(),
        "{path}: opt-19 -passes=verify rejects the output:\n{}\n--- output ---\n{out}",
        String::from_utf8_lossy(&o.stderr)
    );
}
