//! Filetests (issue 3, acceptance: "Filetests for each utility transform").
//!
//! Each `.ll` file under `tests/filetests/` is one test, run by parir-filecheck's runner (its
//! first doc comment has the `; RUN:` syntax). The one tool:
//!
//! ```text
//! ; RUN: parir opt -passes=loop-simplify,mem2reg %s | FileCheck %s
//! ```
//!
//! The file is parsed, verified, run through the pipeline, verified again and printed; the
//! CHECK lines match that output. `BLESS=1 cargo test` rewrites the CHECK and CHECK-NEXT
//! lines of each file from its actual output, the functions and the metadata (CHECK-NOT
//! lines are kept). Every output is also given to `opt-19 -passes=verify` (the runner's
//! oracle): the test fails if LLVM 19 rejects it (skipped with a `SKIPPED:` message without
//! opt-19, unless `PARIR_REQUIRE_ORACLES=1`).

use parir_filecheck::{Invocation, Oracle, Output, Runner};
use parir_transform::manager::{PassManager, PipelineOptions};

fn run_filetest(path: &str) {
    Runner::new()
        .tool("parir opt", opt)
        // Metadata lines are checked too: the loop transformations' LoopIDs are their result.
        .keep(|l| l.starts_with('!'))
        .oracle(Oracle {
            argv: &["opt-19", "-passes=verify", "-disable-output"],
        })
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/filetests.rs"));

/// `parir opt -passes=PIPELINE %s`: the module after the pipeline.
fn opt(inv: &Invocation) -> Result<Output, String> {
    let files = inv.positional(&[]);
    if files != [inv.path.as_str()] {
        return Err(format!(
            "the one input must be the test file (%s), found {files:?}"
        ));
    }
    let pipeline = inv.required("-passes")?;
    let (path, src) = (inv.path.as_str(), inv.src.as_str());
    let mut m = parir_ir::parser::parse_module(src, path).map_err(|d| d.render(path, src))?;
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        return Err(format!(
            "input does not verify: {}",
            errs[0].render(path, src)
        ));
    }
    let pm = PassManager::parse(pipeline).map_err(|e| e.to_string())?;
    let opts = PipelineOptions {
        verify_each: true,
        ..Default::default()
    };
    pm.run(&mut m, &opts).map_err(|e| e.to_string())?;
    Ok(Output::module(parir_ir::printer::print_module(&m)))
}
