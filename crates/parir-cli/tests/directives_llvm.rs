//! Which of the LLVMPar RFC's properties LLVM 19's passes break on directive regions: the
//! RFC's "Required Changes to LLVM" (inliner alloca hoisting, PHI construction, critical-edge
//! splitting), observed with opt-19 and `parir check` on `tests/directives/llvm_breaks.ll`.
//! The table in `docs/directives-llvm19.md` is this test's expectation.

mod common;

use std::path::Path;
use std::process::Command;

/// The directive lints `parir check` reports on `opt-19 PIPELINE` of the input, by function.
fn lints_after(pipeline: &str) -> Vec<(String, String)> {
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/directives/llvm_breaks.ll");
    let tmp = tempfile::tempdir().expect("tempdir");
    let out = tmp.path().join("out.ll");
    let st = Command::new("opt-19")
        .arg(pipeline)
        .arg("-S")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .status()
        .expect("opt-19 runs");
    assert!(st.success(), "opt-19 {pipeline}");
    let text = std::fs::read_to_string(&out).expect("output");
    let check = common::parir(&["check", "--format", "json", "-"], Some(&text));
    let doc: serde_json::Value =
        serde_json::from_slice(&check.stdout).expect("parir check --format json");
    let mut v: Vec<(String, String)> = doc["warnings"]
        .as_array()
        .expect("warnings")
        .iter()
        .filter(|w| {
            w["name"]
                .as_str()
                .is_some_and(|n| n.starts_with("directive-"))
        })
        .map(|w| {
            (
                w["function"].as_str().unwrap_or("").to_string(),
                w["name"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = v
        .iter()
        .map(|(f, n)| (f.to_string(), n.to_string()))
        .collect();
    v.sort();
    v
}

#[test]
fn llvm_19_passes_break_the_properties_the_rfc_names() {
    if !common::have_tool("opt-19") {
        return;
    }
    // The input: only the unlisted local of @phis (what the RFC's inliner and PHI changes are
    // about is not there yet).
    assert_eq!(
        lints_after("-passes=verify"),
        pairs(&[("@phis", "directive-C2-unlisted-pointer")])
    );
    assert_eq!(
        lints_after("-passes=inline"),
        pairs(&[
            ("@inliner", "directive-C3-hoisted-alloca"),
            ("@phis", "directive-C2-unlisted-pointer"),
        ])
    );
    assert_eq!(
        lints_after("-passes=mem2reg"),
        pairs(&[("@phis", "directive-C1-value-escapes")])
    );
    assert_eq!(
        lints_after("-passes=break-crit-edges"),
        pairs(&[
            ("@critical", "directive-B4-split-marker-edge"),
            ("@phis", "directive-C2-unlisted-pointer"),
        ])
    );
    assert_eq!(
        lints_after("-O2"),
        pairs(&[
            ("@inliner", "directive-C3-hoisted-alloca"),
            ("@phis", "directive-C1-value-escapes"),
        ])
    );
}
