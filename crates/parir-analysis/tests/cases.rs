//! Filetests for the loop printer's "Parallel Loop" lines (issue 3, acceptance: "`Parallel
//! Loop` on LLVM's annotated-parallel cases").
//!
//! Each `tests/cases/*.ll` file is one test (found by `build.rs`), run by parir-filecheck's
//! runner (its first doc comment has the `; RUN:` syntax) with one tool:
//!
//! ```text
//! ; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
//! ```
//!
//! The `; CHECK: ` lines are the whole `print<loops>` output (taken from opt-19, which
//! `opt_oracle.rs` also compares with). `BLESS=1` rewrites them from parir's output.

use parir_filecheck::{Invocation, Output, Runner};

fn run_filetest(path: &str) {
    Runner::new()
        .tool("parir analyze", analyze)
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/cases.rs"));

/// `parir analyze -p PRINTER %s`: the printer pass's output on the file.
fn analyze(inv: &Invocation) -> Result<Output, String> {
    let files = inv.positional(&["-p"]);
    if files != [inv.path.as_str()] {
        return Err(format!(
            "the one input must be the test file (%s), found {files:?}"
        ));
    }
    let printer = inv.required("-p")?;
    let (path, src) = (inv.path.as_str(), inv.src.as_str());
    let m = parir_ir::parser::parse_module(src, path).map_err(|d| format!("{d:?}"))?;
    let out = parir_analysis::printer::run_printer_pass(&m, printer)
        .ok_or_else(|| format!("unknown printer {printer}"))?;
    Ok(Output::text(out))
}
