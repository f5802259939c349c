//! Filetests of `parir_exec::parloop` (issue 5, items 3–4: which annotated loops may run in
//! parallel, and why not).
//!
//! Each `.ll` file under `tests/parloop/` is one test (listed in [`FILES`]; a test checks
//! that the list matches the directory). Its first line is `; RUN: parloop`; the output is,
//! for every function, `parloop::explain` of each annotated loop followed by its depth,
//! blocks and latches, or `@f: no annotated loops`. CHECK lines match it
//! (parir-filecheck); `BLESS=1` rewrites them from the output. Inputs must pass parir's
//! verifier, so each case is valid IR.

use parir_exec::parloop::{annotated_loops, explain};

const FILES: &[&str] = &[
    "accept-coverage.ll",
    "accept-header-exit.ll",
    "accept-inductions.ll",
    "accept-live-out.ll",
    "accept-private.ll",
    "accept-reductions.ll",
    "nested.ll",
    "reject-cfg.ll",
    "reject-claims.ll",
    "reject-exit-test.ll",
    "reject-phis.ll",
    "reject-private.ll",
];

macro_rules! filetests {
    ($($name:ident => $file:literal,)*) => {
        $(#[test] fn $name() { run_filetest($file) })*
    };
}

filetests! {
    accept_coverage => "accept-coverage.ll",
    accept_header_exit => "accept-header-exit.ll",
    accept_inductions => "accept-inductions.ll",
    accept_live_out => "accept-live-out.ll",
    accept_private => "accept-private.ll",
    accept_reductions => "accept-reductions.ll",
    nested => "nested.ll",
    reject_cfg => "reject-cfg.ll",
    reject_claims => "reject-claims.ll",
    reject_exit_test => "reject-exit-test.ll",
    reject_phis => "reject-phis.ll",
    reject_private => "reject-private.ll",
}

fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/parloop")
}

fn run_filetest(file: &str) {
    let path = dir().join(file);
    parir_filecheck::run_filetest_keeping(&path.to_string_lossy(), run, |_| true);
}

/// The analysis of every function of the file, as text.
fn run(path: &str, src: &str) -> String {
    assert_eq!(
        src.lines().next(),
        Some("; RUN: parloop"),
        "{path}: first line"
    );
    let m = parir_ir::parser::parse_module(src, path)
        .unwrap_or_else(|d| panic!("{}", d.render(path, src)));
    if let Err(errs) = parir_ir::verifier::verify_module(&m) {
        panic!("{path}: does not verify: {}", errs[0].render(path, src));
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
    out
}

#[test]
fn every_file_is_listed() {
    let mut on_disk: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/parloop")
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ll"))
        .collect();
    on_disk.sort();
    assert_eq!(on_disk, FILES, "tests/parloop/*.ll and FILES differ");
}
