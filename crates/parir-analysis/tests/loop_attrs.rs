//! Filetests for the loop-attribute API (issue 3, acceptance: "Filetests for ... the
//! attribute API (incl. LoopID replacement updating references)").
//!
//! Each `tests/loop_attrs/*.ll` file is one test (found by `build.rs`), run by
//! parir-filecheck's runner (its first doc comment has the `; RUN:` syntax) with one tool,
//! `loop-attrs`, whose arguments after the file are edits, one quoted argument each:
//!
//! ```text
//! ; RUN: loop-attrs %s '@function %header add|replace NAME OPERAND...' \
//! ; RUN:   '@function %header remove NAME' | FileCheck %s --exact
//! ```
//!
//! (operands: `i1 true`, `iN 42`, `!"string"`), applied in order to the loop with that
//! header; the output is the printed module, which the `; CHECK: ` lines are, line for line.
//! `llvm-as-19` must accept the output (the runner's oracle: skipped with a `SKIPPED:`
//! message when it is missing, unless `PARIR_REQUIRE_ORACLES=1`). `BLESS=1` rewrites the CHECK
//! lines from parir's output.

use parir_analysis::loop_attrs::{self, LoopAttribute};
use parir_analysis::loops::FunctionLoops;
use parir_filecheck::{Invocation, Oracle, Output, Runner};
use parir_ir::metadata::MdRef;
use parir_ir::Module;

fn run_filetest(path: &str) {
    Runner::new()
        .tool("loop-attrs", edit)
        .oracle(Oracle {
            argv: &["llvm-as-19", "-", "-o", "/dev/null"],
        })
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/loop_attrs.rs"));

/// `loop-attrs %s EDIT...`: the module after the edits.
fn edit(inv: &Invocation) -> Result<Output, String> {
    let Some((file, edits)) = inv.args.split_first() else {
        return Err("usage: loop-attrs %s EDIT...".into());
    };
    if *file != inv.path {
        return Err(format!(
            "the input must be the test file (%s), found {file}"
        ));
    }
    if edits.is_empty() {
        return Err("no edits".into());
    }
    let mut m =
        parir_ir::parser::parse_module(&inv.src, &inv.file_name).map_err(|d| format!("{d:?}"))?;
    for e in edits {
        apply(&mut m, e)?;
    }
    Ok(Output::module(parir_ir::printer::print_module(&m)))
}

fn operands(m: &mut Module, words: &[&str]) -> Result<Vec<Option<MdRef>>, String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        if let Some(s) = w.strip_prefix("!\"").and_then(|s| s.strip_suffix('"')) {
            out.push(loop_attrs::string_operand(m, s));
            i += 1;
        } else if let Some(bits) = w.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) {
            let v = match words.get(i + 1).copied() {
                Some("true") => 1,
                Some("false") => 0,
                Some(n) => n.parse::<i128>().map_err(|e| format!("{n}: {e}"))?,
                None => return Err(format!("missing value after {w}")),
            };
            out.push(loop_attrs::int_operand(m, bits, v));
            i += 2;
        } else {
            return Err(format!("unknown operand {w}"));
        }
    }
    Ok(out)
}

fn apply(m: &mut Module, line: &str) -> Result<(), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [func, header, op, name, rest @ ..] = words.as_slice() else {
        return Err(format!(
            "bad edit `{line}`: @function %header add|replace|remove NAME OPERAND..."
        ));
    };
    let f = func
        .strip_prefix('@')
        .and_then(|n| m.global_by_name(n))
        .ok_or_else(|| format!("no function {func}"))?;
    let fl = FunctionLoops::of_function(m, f).ok_or("not a definition")?;
    let body = m.globals[f]
        .as_func()
        .and_then(|x| x.body.as_ref())
        .ok_or("no body")?;
    let want = header.strip_prefix('%').unwrap_or(header);
    let l = fl
        .forest
        .loops()
        .find(|&l| body.blocks[fl.forest.header(l)].name.as_deref() == Some(want))
        .ok_or_else(|| format!("no loop with header {header}"))?;
    let ops = operands(m, rest)?;
    let attr = LoopAttribute::new(*name, ops);
    let r = match *op {
        "add" => loop_attrs::add_loop_attribute(m, f, &fl, l, attr),
        "replace" => loop_attrs::replace_loop_attribute(m, f, &fl, l, attr),
        "remove" => loop_attrs::remove_loop_attribute(m, f, &fl, l, name),
        _ => return Err(format!("unknown edit {op}")),
    };
    r.map(|_| ()).map_err(|e| e.to_string())
}
