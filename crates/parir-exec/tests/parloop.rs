//! Filetests of `parir_exec::parloop` (issue 5, items 3–4: which annotated loops may run in
//! parallel, and why not).
//!
//! Each `.ll` file under `tests/parloop/` is one test (found by `build.rs`), run by
//! parir-filecheck's runner (its first doc comment has the `; RUN:` syntax) with one tool:
//!
//! ```text
//! ; RUN: parloop %s | FileCheck %s
//! ```
//!
//! whose output is, for every function, `parloop::explain` of each annotated loop followed by
//! its depth, blocks and latches, or `@f: no annotated loops`. `BLESS=1` rewrites the CHECK
//! lines from the output (every line). Inputs must pass parir's verifier, so each case is
//! valid IR.

use parir_exec::parloop::{annotated_loops, explain};
use parir_filecheck::{Invocation, Output, Runner};

fn run_filetest(path: &str) {
    Runner::new()
        .tool("parloop", parloop)
        .keep(|_| true)
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/parloop.rs"));

/// `parloop %s`: the analysis of every function of the file, as text.
fn parloop(inv: &Invocation) -> Result<Output, String> {
    if inv.args != [inv.path.as_str()] {
        return Err(format!("usage: parloop %s, found {:?}", inv.args));
    }
    let (path, src) = (inv.path.as_str(), inv.src.as_str());
    let m = parir_ir::parser::parse_module(src, path).map_err(|d| d.render(path, src))?;
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        return Err(format!("does not verify: {}", errs[0].render(path, src)));
    }
    let mut out = String::new();
    for (f, func) in m.functions() {
        if func.body.is_none() {
            continue;
        }
        let loops = annotated_loops(&m, f);
        if loops.is_empty() {
            out.push_str(&format!(
                "@{}: no annotated loops\n",
                m.globals[f].name().unwrap_or("")
            ));
        }
        let blocks = parir_ir::printer::block_operand_names(&m, f);
        let names = |bs: &[parir_ir::Block]| {
            bs.iter()
                .map(|b| blocks[b.as_u32() as usize].clone())
                .collect::<Vec<_>>()
                .join(" ")
        };
        for lp in &loops {
            out.push_str(&explain(&m, f, lp));
            out.push_str(&format!(
                "  depth {}, blocks {}, latches {}\n",
                lp.depth,
                names(&lp.blocks),
                names(&lp.latches)
            ));
        }
    }
    Ok(Output::text(out))
}
