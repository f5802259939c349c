//! `directive-upgrade` and `directive-downgrade` undo each other on the 2017 examples I–III:
//! the functions and the metadata come back byte for byte; the intrinsic declarations come
//! back as the same set (each pass removes the declarations of the form it replaced, and
//! adds the other form's at the end of the module).

use parir_transform::manager::{PassManager, PipelineOptions};
use std::collections::BTreeSet;

fn run(src: &str, passes: &str) -> String {
    let mut reg = parir_transform::manager::registry();
    reg.extend(parir_annot::registry());
    let mut m = parir_ir::parser::parse_module(src, "t.ll").expect("parses");
    if !passes.is_empty() {
        let pm = PassManager::parse_in(passes, &reg).expect("pipeline");
        pm.run(&mut m, &PipelineOptions::default()).expect("runs");
    }
    parir_ir::verifier::verify_module(&m).expect("verifies");
    parir_ir::printer::print_module(&m)
}

/// (everything but declarations and blank lines, the set of declarations)
fn split(text: &str) -> (Vec<String>, BTreeSet<String>) {
    let mut rest = Vec::new();
    let mut decls = BTreeSet::new();
    for l in text.lines() {
        if l.starts_with("declare ") {
            decls.insert(l.to_string());
        } else if !l.is_empty() && !l.starts_with("; ModuleID") {
            rest.push(l.to_string());
        }
    }
    (rest, decls)
}

fn input(name: &str) -> String {
    let path = format!("{}/tests/filetests/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("filetest");
    // The input is what precedes the CHECK lines.
    text.lines()
        .take_while(|l| !l.starts_with("; CHECK"))
        .flat_map(|l| [l, "\n"])
        .collect()
}

#[test]
fn upgrade_then_downgrade_gives_the_2017_form_back() {
    let src = input("directives-2017-upgrade.ll");
    let original = run(&src, "");
    let back = run(&src, "directive-upgrade,directive-downgrade");
    assert_eq!(split(&original), split(&back), "{back}");
    assert!(!run(&src, "directive-upgrade").contains("llvm.experimental"));
}

#[test]
fn downgrade_then_upgrade_gives_the_token_form_back() {
    let src = input("directives-2017-downgrade.ll");
    let original = run(&src, "");
    let back = run(&src, "directive-downgrade,directive-upgrade");
    assert_eq!(split(&original), split(&back), "{back}");
}
