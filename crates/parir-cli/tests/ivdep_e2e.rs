//! ivdep end to end with the real LLVM 19 tools (issue 4, acceptance): C kernels annotated with
//! `include/parir.h` → `clang-19` → `parir opt -passes=ivdep-lower,ivdep-to-llvm` →
//! `opt-19 -O3`: the annotated loop is vectorized and the unannotated one is not; the markers
//! survive clang-19 at -O0 through -O3.
//!
//! The tools are oracles: without them the tests print why they skip, and with
//! `PARIR_REQUIRE_ORACLES=1` they fail instead.

mod common;
use common::parir;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

use common::have_tool as have;

/// Compiles examples/ivdep-markers.c with clang-19 and `flags`; returns the IR text.
fn clang(dir: &Path, flags: &[&str], name: &str) -> String {
    let out = dir.join(name);
    let st = Command::new("clang-19")
        .args(flags)
        .args(["-S", "-emit-llvm", "-fno-discard-value-names", "-I"])
        .arg(root().join("include"))
        .arg(root().join("examples/ivdep-markers.c"))
        .arg("-o")
        .arg(&out)
        .status()
        .expect("clang-19 runs");
    assert!(st.success(), "clang-19 {flags:?} failed");
    std::fs::read_to_string(&out).expect("clang output")
}

/// Runs `parir opt -passes=PIPELINE` on `ir`; returns (output, stderr).
fn parir_opt(pipeline: &str, ir: &str) -> (String, String) {
    let out = parir(&["opt", &format!("-passes={pipeline}"), "-"], Some(ir));
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "parir opt failed: {err}");
    (String::from_utf8(out.stdout).expect("utf-8"), err)
}

/// The functions with a loop opt-19 -O3 vectorized, from its YAML remarks.
fn vectorized_functions(dir: &Path, ir: &str, name: &str) -> Vec<String> {
    let input = dir.join(format!("{name}.ll"));
    let remarks = dir.join(format!("{name}.yaml"));
    std::fs::write(&input, ir).expect("write");
    let o = Command::new("opt-19")
        .args([
            "-O3",
            "-disable-output",
            "-pass-remarks-filter=loop-vectorize",
        ])
        .arg(format!("-pass-remarks-output={}", remarks.display()))
        .arg(&input)
        .output()
        .expect("opt-19 runs");
    assert!(
        o.status.success(),
        "opt-19 -O3 rejects the IR: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let yaml = std::fs::read_to_string(&remarks).expect("remarks");
    let mut out = Vec::new();
    for doc in yaml.split("\n---").map(|d| d.trim_start_matches("---")) {
        let passed = doc.trim_start().starts_with("!Passed");
        let lv = doc
            .lines()
            .any(|l| l.trim() == "Pass:            loop-vectorize");
        let f = doc
            .lines()
            .find_map(|l| l.trim().strip_prefix("Function:"))
            .map(|f| f.trim().to_string());
        if let (true, true, Some(f)) = (passed, lv, f) {
            out.push(f);
        }
    }
    out
}

#[test]
fn annotated_loop_is_vectorized_and_the_plain_one_is_not() {
    if !have("clang-19") || !have("opt-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    // x86-64-v3 has gathers, which make the B[idx[i]] load worth vectorizing.
    let ir = clang(dir.path(), &["-O1", "-march=x86-64-v3"], "k.ll");
    // Control: the markers alone (not lowered) do not make LLVM vectorize anything.
    let before = vectorized_functions(dir.path(), &ir, "before");
    assert!(!before.contains(&"gather_add".to_string()), "{before:?}");
    let (lowered, err) = parir_opt("ivdep-lower,ivdep-to-llvm", &ir);
    assert!(!lowered.contains("__parir"), "markers left:\n{lowered}");
    assert!(lowered.contains("llvm.loop.parallel_accesses"), "{lowered}");
    // Each warning is located and named; the seed example's idx loads are not covered by its
    // array annotations, which therefore cannot be passed on to LLVM.
    for l in err.lines() {
        assert!(
            l.starts_with("warning: ") && l.contains("[ivdep-") && l.contains(" (at <stdin>:"),
            "{l}"
        );
    }
    assert!(err.contains("[ivdep-not-expressible]"), "{err}");
    let after = vectorized_functions(dir.path(), &lowered, "after");
    assert!(
        after.contains(&"gather_add".to_string()),
        "{after:?}\n{lowered}"
    );
    assert!(
        !after.contains(&"gather_add_plain".to_string()),
        "{after:?}"
    );
}

#[test]
fn markers_survive_clang_at_every_optimization_level() {
    if !have("clang-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    // gather_add 1, seed_example 3, rows 2.
    let uses = 6;
    for level in ["-O0", "-O1", "-O2", "-O3"] {
        let ir = clang(dir.path(), &[level], &format!("k{level}.ll"));
        let calls = ir.matches("call void @__parir_").count();
        assert!(calls >= uses, "{level}: {calls} marker calls in\n{ir}");
        let (lowered, err) = parir_opt("ivdep-lower", &ir);
        assert!(!lowered.contains("__parir"), "{level}: markers left");
        assert!(lowered.contains("llvm.loop.no_depends"), "{level}");
        assert!(lowered.contains("llvm.loop.no_depends_safelen"), "{level}");
        if level == "-O0" || level == "-O1" {
            // Before loop transformations every marker finds its loop.
            assert!(err.is_empty(), "{level}: {err}");
            assert!(lowered.contains("llvm.loop.parallel_accesses"), "{level}");
            assert_eq!(
                lowered.matches("!\"llvm.loop.no_depends\"").count(),
                3,
                "{level}: gather_add, A and C of seed_example\n{lowered}"
            );
        } else {
            // clang may vectorize or unswitch first; a marker left without loop is located.
            for l in err.lines() {
                assert!(l.starts_with("warning: "), "{level}: {l}");
            }
        }
    }
}
