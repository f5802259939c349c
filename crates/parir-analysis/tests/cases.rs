//! Filetests for the loop printer's "Parallel Loop" lines (issue 3, acceptance: "`Parallel
//! Loop` on LLVM's annotated-parallel cases").
//!
//! Each `tests/cases/*.ll` file holds its expected `print<loops>` output in `; CHECK: ` lines
//! (taken from opt-19, which `opt_oracle.rs` also compares with). `BLESS=1` rewrites the
//! CHECK lines from parir's output.

use std::path::Path;

#[test]
fn loop_printer_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let bless = std::env::var("BLESS").as_deref() == Ok("1");
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("reading a case");
        let m = parir_ir::parser::parse_module(&src, &f.display().to_string())
            .unwrap_or_else(|d| panic!("{}: {d:?}", f.display()));
        let got = parir_analysis::printer::run_printer_pass(&m, "print<loops>").expect("pass");
        let expected: String = src
            .lines()
            .filter_map(|l| l.strip_prefix("; CHECK: "))
            .map(|l| format!("{l}\n"))
            .collect();
        if got == expected {
            continue;
        }
        if bless {
            let mut out = String::new();
            let mut done = false;
            for l in src.lines() {
                if l.starts_with("; CHECK: ") {
                    if !done {
                        for g in got.lines() {
                            out.push_str(&format!("; CHECK: {g}\n"));
                        }
                        done = true;
                    }
                } else {
                    out.push_str(l);
                    out.push('\n');
                }
            }
            std::fs::write(f, out).expect("blessing a case");
        } else {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- parir\n{got}",
                f.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
