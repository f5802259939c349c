//! Filetests for the loop-attribute API (issue 3, acceptance: "Filetests for ... the
//! attribute API (incl. LoopID replacement updating references)").
//!
//! Each `tests/loop_attrs/*.ll` file has one or more edit lines
//!
//! ```text
//! ; RUN: @function %header add|replace NAME OPERAND...
//! ; RUN: @function %header remove NAME
//! ```
//!
//! (operands: `i1 true`, `iN 42`, `!"string"`), applied in order to the loop with that
//! header, and the expected printed module in `; CHECK: ` lines. `llvm-as-19` must accept the
//! output (skipped with a message when it is missing, unless `PARIR_REQUIRE_ORACLES=1`).
//! `BLESS=1` rewrites the CHECK lines from parir's output.

use parir_analysis::loop_attrs::{self, LoopAttribute};
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::MdRef;
use parir_ir::Module;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

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
        return Err(format!("bad RUN line: {line}"));
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

/// Whether `llvm-as-19` accepts `text`; `None` when it is not installed.
fn llvm_as_accepts(text: &str) -> Option<Result<(), String>> {
    let mut child = ["llvm-as-19", "/usr/lib/llvm-19/bin/llvm-as"]
        .iter()
        .find_map(|tool| {
            Command::new(tool)
                .args(["-", "-o", "/dev/null"])
                .stdin(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .ok()
        })?;
    let mut stdin = child.stdin.take()?;
    let _ = stdin.write_all(text.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().ok()?;
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn loop_attribute_edits() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loop_attrs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/loop_attrs")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let bless = std::env::var("BLESS").as_deref() == Ok("1");
    let require = std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1");
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("reading a case");
        let name = f.display().to_string();
        let file = f
            .file_name()
            .map_or(name.clone(), |n| n.to_string_lossy().into_owned());
        let mut m = match parir_ir::parser::parse_module(&src, &file) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!("{name}: {d:?}"));
                continue;
            }
        };
        if let Some(e) = src
            .lines()
            .filter_map(|l| l.strip_prefix("; RUN: "))
            .find_map(|l| apply(&mut m, l).err())
        {
            failures.push(format!("{name}: {e}"));
            continue;
        }
        let got = parir_ir::printer::print_module(&m);
        match llvm_as_accepts(&got) {
            Some(Ok(())) => {}
            Some(Err(e)) => failures.push(format!("{name}: llvm-as-19 rejects the output:\n{e}")),
            None if require => failures.push("llvm-as-19 not found".to_string()),
            None => eprintln!("SKIPPED: llvm-as-19 not found; {name} output not checked"),
        }
        let expected: String = src
            .lines()
            .filter_map(|l| l.strip_prefix("; CHECK:"))
            .map(|l| format!("{}\n", l.strip_prefix(' ').unwrap_or(l)))
            .collect();
        if got == expected {
            continue;
        }
        if bless {
            let mut out: String = src
                .lines()
                .filter(|l| !l.starts_with("; CHECK:"))
                .map(|l| format!("{l}\n"))
                .collect();
            for g in got.lines() {
                if g.is_empty() {
                    out.push_str("; CHECK:\n");
                } else {
                    out.push_str(&format!("; CHECK: {g}\n"));
                }
            }
            std::fs::write(f, out).expect("blessing a case");
        } else {
            failures.push(format!("{name}:\n--- expected\n{expected}--- parir\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
