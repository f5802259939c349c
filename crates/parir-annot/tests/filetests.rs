//! Filetests of the annotation passes (issue 4, acceptance: "Filetests for every rule above").
//!
//! Each `.ll` file under `tests/filetests/` is one test, run by parir-filecheck's runner (its
//! first doc comment has the `; RUN:` syntax). The tools:
//!
//! ```text
//! ; RUN: parir opt -passes=ivdep-lower,ivdep-to-llvm %s | FileCheck %s
//! ; RUN: parir check %s | FileCheck %s
//! ; RUN: parir analyze -p 'print<parallel-claims>' %s | FileCheck %s
//! ```
//!
//! For `opt`, the file is parsed, verified, run through the pipeline (the registry of
//! parir-transform plus parir-annot), verified again and printed; the warnings of the passes
//! come first, one per line, as `; WARNING: warning: LOC: message [name] (at file.ll:line:col)` (LOC the `!dbg` location or `<unknown>:0:0`). For
//! `check`, the output is the lint warnings in the same form. For `analyze`, the output of
//! the annotation printer (`parir_annot::printers`), each line as `; PRINT: line`. `BLESS=1`
//! rewrites the CHECK lines from the output: the warnings, the function bodies and the
//! metadata nodes.
//!
//! Every `opt` output is also given to `opt-19 -passes=verify` (the runner's oracle): the test
//! fails if LLVM 19 rejects it. Without opt-19 that part is skipped with a `SKIPPED:` message,
//! or fails when `PARIR_REQUIRE_ORACLES=1`.

use parir_filecheck::{Invocation, Oracle, Output, Runner};
use parir_transform::manager::{PassManager, PipelineOptions};

fn run_filetest(path: &str) {
    Runner::new()
        .tool("parir opt", opt)
        .tool("parir check", check)
        .tool("parir analyze", analyze)
        // Besides the function bodies: the warnings and the metadata node definitions.
        .keep(|l| {
            let md = l.starts_with('!') && l[1..].starts_with(|c: char| c.is_ascii_digit());
            md || l.starts_with("; WARNING:") || l.starts_with("; PRINT:") || l == "; no warnings"
        })
        .oracle(Oracle {
            argv: &["opt-19", "-passes=verify", "-disable-output"],
        })
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/filetests.rs"));

/// The module of the invocation's file (its one positional argument), parsed and verified.
fn input(inv: &Invocation, with_value: &[&str]) -> Result<parir_ir::Module, String> {
    let files = inv.positional(with_value);
    let [file] = files.as_slice() else {
        return Err(format!("expected one input file, found {files:?}"));
    };
    if *file != inv.path {
        return Err(format!(
            "the input must be the test file (%s), found {file}"
        ));
    }
    let (name, src) = (inv.file_name.as_str(), inv.src.as_str());
    let m = parir_ir::parser::parse_module(src, name).map_err(|d| d.render(name, src))?;
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        return Err(format!(
            "input does not verify: {}",
            errs[0].render(name, src)
        ));
    }
    Ok(m)
}

/// `parir analyze -p PRINTER`: the annotation printer's output, each line as `; PRINT: line`.
fn analyze(inv: &Invocation) -> Result<Output, String> {
    let m = input(inv, &["-p"])?;
    let p = inv.required("-p")?;
    let printer = parir_annot::printers()
        .into_iter()
        .find(|x| x.name == p)
        .ok_or_else(|| format!("unknown printer {p}"))?;
    Ok(Output::text(
        (printer.run)(&m)
            .lines()
            .map(|l| format!("; PRINT: {l}\n"))
            .collect::<String>(),
    ))
}

/// `parir check`: the lint warnings, or `; no warnings`.
fn check(inv: &Invocation) -> Result<Output, String> {
    let m = input(inv, &[])?;
    let ws = parir_annot::check_module(&m);
    let mut out = String::new();
    for (_, w) in &ws {
        out.push_str(&format!(
            "; WARNING: {}\n",
            w.render(&inv.file_name, &inv.src)
        ));
    }
    if ws.is_empty() {
        out.push_str("; no warnings\n");
    }
    Ok(Output::text(out))
}

/// `parir opt -passes=PIPELINE`: the passes' warnings, then the module. LLVM 19 has no Tapir:
/// outputs with detach/reattach/sync are checked by parir's verifier (with its Tapir rules)
/// only, not by the oracle.
fn opt(inv: &Invocation) -> Result<Output, String> {
    let mut m = input(inv, &[])?;
    let pipeline = inv.required("-passes")?;
    let mut reg = parir_transform::manager::registry();
    reg.extend(parir_annot::registry());
    let pm = PassManager::parse_in(pipeline, &reg).map_err(|e| e.to_string())?;
    let opts = PipelineOptions {
        verify_each: true,
        ..Default::default()
    };
    let report = pm.run(&mut m, &opts).map_err(|e| e.to_string())?;
    let mut out = String::new();
    for w in report.diagnostics {
        out.push_str(&format!(
            "; WARNING: {}\n",
            w.render(&inv.file_name, &inv.src)
        ));
    }
    out.push_str(&parir_ir::printer::print_module(&m));
    Ok(Output {
        verify: !has_tapir(&out),
        text: out,
    })
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
