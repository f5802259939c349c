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
//! CHECK and CHECK-NEXT lines of each file from its actual output, the functions and the
//! metadata (CHECK-NOT lines are kept).

use parir_transform::manager::{PassManager, PipelineOptions};

fn run_filetest(path: &str) {
    // Metadata lines are checked too: the loop transformations' LoopIDs are their result.
    parir_filecheck::run_filetest_keeping(path, run, |l| l.starts_with('!'));
}

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
