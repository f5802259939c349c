//! `loop-distribute` against opt-19 (LLVM 19 is the reference) and against the program:
//! on C loops with `#pragma clang loop distribute(enable)` (`tests/loopmd/distribute/
//! distribute.c` through clang-19 -O0 with optnone disabled, parir's mem2reg and
//! loop-simplify, and opt-19's loop-rotate: LLVM distributes only bottom-tested loops) and on
//! hand-written followups (`followups.ll`):
//!
//! - the resulting loops' attribute lists equal opt-19's, and so do the number of loop
//!   copies (`.ldist` names) and `transform-warning`'s messages after the pass;
//! - the loops exiting at their header are left alone by both;
//! - the distributed program prints what the original and the native build print.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd/distribute")
}

/// `(header-exiting input, rotated input)` made from distribute.c.
fn inputs(tmp: &Path) -> (PathBuf, PathBuf) {
    let simple = tmp.join("simple.ll");
    common::c_to_simplified_ll(&dir().join("distribute.c"), tmp, &simple);
    let rotated = tmp.join("rotated.ll");
    common::opt19("loop-rotate", &simple, &rotated);
    (simple, rotated)
}

/// parir's and opt-19's output of `passes` on `input`, with their standard errors.
fn both(
    passes: &str,
    input: &Path,
    tmp: &Path,
    tag: &str,
) -> ((PathBuf, String), (PathBuf, String)) {
    let (ours, theirs) = (
        tmp.join(format!("{tag}.parir.ll")),
        tmp.join(format!("{tag}.opt.ll")),
    );
    let ours_err = common::parir_opt(passes, input, &ours);
    let theirs_err = common::opt19(passes, input, &theirs);
    ((ours, ours_err), (theirs, theirs_err))
}

fn copies(p: &Path) -> usize {
    std::fs::read_to_string(p)
        .expect("output")
        .matches(".ldist")
        .count()
}

#[test]
fn distributed_loops_agree_with_opt() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let (simple, rotated) = inputs(tmp.path());
    let cases = [
        (simple, "simple", false),
        (rotated, "rotated", true),
        (dir().join("followups.ll"), "followups", true),
    ];
    for (input, tag, distributes) in cases {
        let ((ours, _), (theirs, _)) = both("loop-distribute", &input, tmp.path(), tag);
        assert_eq!(
            common::loop_attributes(&ours),
            common::loop_attributes(&theirs),
            "{tag}"
        );
        assert_eq!(copies(&ours), copies(&theirs), "{tag}");
        assert_eq!(copies(&ours) > 0, distributes, "{tag}");
        let v = Command::new("opt-19")
            .args(["-passes=verify", "-disable-output"])
            .arg(&ours)
            .output()
            .expect("opt-19 runs");
        assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
        // transform-warning after the pass: the same messages.
        let ((_, ours_err), (_, theirs_err)) = both(
            "loop-distribute,transform-warning",
            &input,
            tmp.path(),
            &format!("{tag}.w"),
        );
        let count = |s: &str| {
            s.matches("loop not distributed: the optimizer was unable")
                .count()
        };
        assert_eq!(
            count(&ours_err),
            count(&theirs_err),
            "{tag}: {ours_err}\n{theirs_err}"
        );
    }
}

/// Versioning: the loops of versioned.c need run-time alias checks; parir's loops (the
/// distributed ones and the fallback) and `transform-warning` equal opt-19's, also followed by
/// loop-unroll (the fallback keeps `unroll.count`), and the program prints the same with
/// disjoint and overlapping arguments.
#[test]
fn versioned_loops_agree_with_opt_and_run() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let simple = tmp.path().join("v.simple.ll");
    common::c_to_simplified_ll(&dir().join("versioned.c"), tmp.path(), &simple);
    let rotated = tmp.path().join("v.rotated.ll");
    common::opt19("loop-rotate", &simple, &rotated);
    for passes in [
        "loop-distribute",
        "loop-distribute,loop-unroll,transform-warning",
    ] {
        let ((ours, ours_err), (theirs, theirs_err)) = both(passes, &rotated, tmp.path(), "v");
        assert_eq!(
            common::loop_attributes(&ours),
            common::loop_attributes(&theirs),
            "{passes}"
        );
        let fallbacks = |p: &Path| {
            std::fs::read_to_string(p)
                .expect("output")
                .matches(".lver.orig:")
                .count()
        };
        assert_eq!(fallbacks(&ours), fallbacks(&theirs), "{passes}");
        assert!(fallbacks(&ours) >= 2, "{passes}");
        let count = |s: &str| s.matches("loop not").count();
        assert_eq!(count(&ours_err), count(&theirs_err), "{passes}: {ours_err}");
        let v = Command::new("opt-19")
            .args(["-passes=verify", "-disable-output"])
            .arg(&ours)
            .output()
            .expect("opt-19 runs");
        assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
        let before = common::parir(&["run", rotated.to_str().expect("utf-8")], None);
        let after = common::parir(&["run", ours.to_str().expect("utf-8")], None);
        assert!(before.status.success() && after.status.success());
        assert_eq!(after.stdout, before.stdout, "{passes}");
    }
}

#[test]
fn distributed_program_prints_the_same() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let (_, rotated) = inputs(tmp.path());
    let ((ours, _), _) = both("loop-distribute", &rotated, tmp.path(), "run");
    let before = common::parir(&["run", rotated.to_str().expect("utf-8")], None);
    let after = common::parir(&["run", ours.to_str().expect("utf-8")], None);
    assert!(before.status.success() && after.status.success());
    assert_eq!(after.stdout, before.stdout);
    let exe = tmp.path().join("distribute");
    common::run_ok(
        Command::new("clang-19")
            .args(["-O0", "-w"])
            .arg(dir().join("distribute.c"))
            .arg("-o")
            .arg(&exe),
    );
    let native = common::output_without_input(&mut Command::new(&exe));
    assert_eq!(after.stdout, native.stdout);
    assert!(copies(&ours) > 0);
}

/// Two transformations on one loop through followups, in LLVM's order: parir's
/// `loop-transforms` pipeline against opt-19's loop-distribute,loop-unroll,transform-warning
/// (`then_unroll.ll`: distributed, then each loop unrolled as its followup asks).
#[test]
fn loop_transforms_pipeline_follows_llvms_order() {
    if !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = dir().join("then_unroll.ll");
    let ours = tmp.path().join("t.parir.ll");
    let out = common::parir(
        &[
            "opt",
            "-passes=loop-transforms",
            input.to_str().expect("utf-8"),
            "-o",
            ours.to_str().expect("utf-8"),
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = tmp.path().join("t.opt.ll");
    let err = common::run_ok(
        Command::new("opt-19")
            .arg("-passes=loop-distribute,loop-unroll,transform-warning")
            .arg(&input)
            .arg("-S")
            .arg("-o")
            .arg(&theirs),
    );
    assert_eq!(
        common::loop_attributes(&ours),
        common::loop_attributes(&theirs)
    );
    let stores = |p: &Path| {
        std::fs::read_to_string(p)
            .expect("output")
            .matches("store i32")
            .count()
    };
    // Two partitions unrolled by 2 and by 4, with their remainders.
    assert_eq!(stores(&ours), stores(&theirs));
    assert!(stores(&ours) >= 6);
    assert!(copies(&ours) > 0 && copies(&theirs) > 0);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("warning"));
    assert!(!err.contains("warning"), "{err}");
}
