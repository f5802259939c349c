//! `loop-unroll` against opt-19 (LLVM 19 is the reference) and against the program itself:
//!
//! - the loops' attributes after the pass, per function (each loop's attribute list as
//!   `print<loop-transforms> --format json` shows it, LoopIDs out of the picture), equal
//!   opt-19's on the same input: C loops with `#pragma clang loop unroll...` requests
//!   (`tests/loopmd/unroll/pragmas.c` through clang-19 -O0 with optnone disabled and parir's
//!   mem2reg and loop-simplify) and hand-written LoopIDs with followups
//!   (`tests/loopmd/unroll/followups.ll`) and rotated loops with run-time trip counts, runtime
//!   unrolled with a remainder loop (`tests/loopmd/unroll/rotated.ll`);
//! - `transform-warning` after the pass gives opt-19's warnings after its own pass;
//! - the unrolled program prints what the original prints (`parir run`), and what the native
//!   build prints; opt-19 verifies parir's output.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd/unroll")
}

/// The inputs: the C file made ready as the acceptance says, and the hand-written IR.
fn inputs(tmp: &Path) -> Vec<PathBuf> {
    let ready = tmp.join("pragmas.ll");
    common::c_to_simplified_ll(&dir().join("pragmas.c"), tmp, &ready);
    vec![ready, dir().join("followups.ll"), dir().join("rotated.ll")]
}

#[test]
fn unrolled_loops_have_the_attributes_opt_gives_them() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    for input in inputs(tmp.path()) {
        let name = input.file_stem().and_then(|s| s.to_str()).unwrap_or("in");
        let ours = tmp.path().join(format!("{name}.parir.ll"));
        let theirs = tmp.path().join(format!("{name}.opt.ll"));
        common::parir_opt("loop-unroll", &input, &ours);
        common::opt19("loop-unroll", &input, &theirs);
        // LLVM 19 accepts parir's output.
        let v = Command::new("opt-19")
            .args(["-passes=verify", "-disable-output"])
            .arg(&ours)
            .output()
            .expect("opt-19 runs");
        assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
        let (a, b) = (
            common::loop_attributes(&ours),
            common::loop_attributes(&theirs),
        );
        assert_eq!(
            a, b,
            "{name}: loop attributes after loop-unroll (parir, opt-19)"
        );
        // Something happened: the inputs request unrolling.
        assert_ne!(
            a,
            common::loop_attributes(&input),
            "{name}: nothing was unrolled"
        );
    }
}

/// The warnings of `transform-warning` after each tool's own unrolling.
#[test]
fn transform_warning_after_unrolling_agrees_with_opt() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    for input in inputs(tmp.path()) {
        let ours = common::parir_opt(
            "loop-unroll,transform-warning",
            &input,
            &tmp.path().join("w.parir.ll"),
        );
        let theirs = common::opt19(
            "loop-unroll,transform-warning",
            &input,
            &tmp.path().join("w.opt.ll"),
        );
        // `warning: file:line:col: MESSAGE [name] (at f.ll:l:c)` and
        // `warning: file:line:col: MESSAGE`: the same location and message.
        let ours: Vec<String> = ours
            .lines()
            .filter_map(|l| l.strip_prefix("warning: "))
            .map(|m| m.rsplit_once(" [").map_or(m, |(m, _)| m).to_string())
            .collect();
        let theirs: Vec<String> = theirs
            .lines()
            .filter_map(|l| l.strip_prefix("warning: "))
            .map(str::to_string)
            .collect();
        assert_eq!(ours, theirs, "{}", input.display());
        if input.ends_with("pragmas.ll") {
            // unroll(enable) of a loop with an unknown trip count is not done by either.
            assert_eq!(ours.len(), 1, "{ours:?}");
            assert!(ours[0].contains(": loop not unrolled: "), "{ours:?}");
        }
    }
}

/// The unrolled program prints what the original and the native build print.
#[test]
fn unrolled_program_prints_the_same() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = inputs(tmp.path()).remove(0);
    let unrolled = tmp.path().join("unrolled.ll");
    common::parir_opt("loop-unroll", &input, &unrolled);
    let before = common::parir(&["run", input.to_str().expect("utf-8")], None);
    let after = common::parir(&["run", unrolled.to_str().expect("utf-8")], None);
    assert!(before.status.success());
    assert_eq!(
        String::from_utf8_lossy(&after.stdout),
        String::from_utf8_lossy(&before.stdout)
    );
    let exe = tmp.path().join("pragmas");
    let st = Command::new("clang-19")
        .args(["-O0", "-w"])
        .arg(dir().join("pragmas.c"))
        .arg("-o")
        .arg(&exe)
        .status()
        .expect("clang-19 runs");
    assert!(st.success());
    let native = common::output_without_input(&mut Command::new(&exe));
    assert_eq!(
        String::from_utf8_lossy(&after.stdout),
        String::from_utf8_lossy(&native.stdout)
    );
    // The unrolled module has fewer loops' worth of branches back: every requested
    // unrolling happened (full ones leave no loop).
    let text = std::fs::read_to_string(&unrolled).expect("output");
    assert!(
        !text.contains("llvm.loop.unroll.full"),
        "full unrolling left a loop"
    );
}

/// Runtime unrolling with a remainder: the rotated loops give the original's output for
/// trip counts that leave every remainder from 0 to count - 1.
#[test]
fn runtime_unrolled_loops_print_the_same() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = dir().join("rotated.ll");
    let unrolled = tmp.path().join("rotated.unrolled.ll");
    common::parir_opt("loop-unroll", &input, &unrolled);
    let text = std::fs::read_to_string(&unrolled).expect("output");
    assert!(text.contains("%xtraiter = and i32 "), "{text}");
    assert!(text.contains("%epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter"));
    for extra in 0..6 {
        let args: Vec<String> = (0..extra).map(|k| format!("a{k}")).collect();
        let run = |ll: &Path| {
            let mut a = vec![
                "run".to_string(),
                ll.to_str().expect("utf-8").to_string(),
                "--".into(),
            ];
            a.extend(args.iter().cloned());
            let a: Vec<&str> = a.iter().map(String::as_str).collect();
            common::parir(&a, None)
        };
        let (before, after) = (run(&input), run(&unrolled));
        assert!(before.status.success());
        assert_eq!(before.stdout, after.stdout, "{extra} extra arguments");
    }
}

/// Chains through followups (`tests/loopmd/unroll/chains.ll`), `loop-unroll` run three
/// times then `transform-warning`, as opt-19 runs them: three unrollings in a chain (8
/// copies of the body), a request that cannot apply (its followup ignored, one warning), and
/// disable_nonforced with a forced count.
#[test]
fn chains_of_followups_agree_with_opt() {
    if !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = dir().join("chains.ll");
    let pipeline = "loop-unroll,loop-unroll,loop-unroll,transform-warning";
    let (ours, theirs) = (tmp.path().join("c.parir.ll"), tmp.path().join("c.opt.ll"));
    let ours_err = common::parir_opt(pipeline, &input, &ours);
    let theirs_err = common::opt19(pipeline, &input, &theirs);
    assert_eq!(
        common::loop_attributes(&ours),
        common::loop_attributes(&theirs)
    );
    let copies = |p: &Path| {
        let text = std::fs::read_to_string(p).expect("output");
        let three = text
            .split("define void @three")
            .nth(1)
            .and_then(|t| t.split("\n}\n").next())
            .unwrap_or("")
            .to_string();
        three.matches("store i32 %").count()
    };
    assert_eq!(copies(&ours), 8);
    assert_eq!(copies(&ours), copies(&theirs));
    assert_eq!(
        ours_err.matches("loop not unrolled").count(),
        1,
        "{ours_err}"
    );
    assert_eq!(
        theirs_err.matches("loop not unrolled").count(),
        1,
        "{theirs_err}"
    );
    let v = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .arg(&ours)
        .output()
        .expect("opt-19 runs");
    assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
}
