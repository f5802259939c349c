//! `loop-vectorize` against opt-19 (LLVM 19 is the reference) and against the program, on
//! C loops with `#pragma clang loop vectorize(...)` (`tests/loopmd/vectorize/vectorize.c`
//! through clang-19 -O0 with optnone disabled, parir's mem2reg and loop-simplify, and
//! opt-19's loop-rotate: LLVM vectorizes only bottom-tested loops) and on hand-written
//! followups (`followups.ll`):
//!
//! - the resulting loops' attribute lists equal opt-19's, and so does which functions get a
//!   vector loop (and an epilogue vector loop: `bytes`, width 16), and `transform-warning`'s
//!   messages after the pass;
//! - vectorize then unroll through `followup_vectorized` / `followup_epilogue`, in LLVM's
//!   pass order, gives opt-19's loops;
//! - the vectorized programs print what the originals (and the native build) print, at trip
//!   counts below, at and above the width, with overlapping arguments for the run-time
//!   checks.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd/vectorize")
}

/// vectorize.c, rotated.
fn rotated(tmp: &Path) -> PathBuf {
    let simple = tmp.join("simple.ll");
    common::c_to_simplified_ll(&dir().join("vectorize.c"), tmp, &simple);
    let rotated = tmp.join("rotated.ll");
    common::opt19("loop-rotate", &simple, &rotated);
    rotated
}

fn verify(p: &Path) {
    let v = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .arg(p)
        .output()
        .expect("opt-19 runs");
    assert!(
        v.status.success(),
        "{}: {}",
        p.display(),
        String::from_utf8_lossy(&v.stderr)
    );
}

#[test]
fn vectorized_loops_agree_with_opt() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = rotated(tmp.path());
    for passes in ["loop-vectorize", "loop-vectorize,transform-warning"] {
        let (ours, theirs) = (tmp.path().join("v.parir.ll"), tmp.path().join("v.opt.ll"));
        let ours_err = common::parir_opt(passes, &input, &ours);
        let theirs_err = common::opt19(passes, &input, &theirs);
        verify(&ours);
        assert_eq!(
            common::loop_attributes(&ours),
            common::loop_attributes(&theirs),
            "{passes}"
        );
        let v = common::vector_loops(&ours);
        assert_eq!(v, common::vector_loops(&theirs), "{passes}");
        // Conditional code, reductions, reverse, gathers, run-time checks, interleaving,
        // and the width-16 loop's epilogue.
        for f in [
            "clamp",
            "count_odd",
            "reverse_copy",
            "gather",
            "shift",
            "product",
        ] {
            assert!(v.iter().any(|(n, _)| n == f), "{f} is vectorized: {v:?}");
        }
        assert!(v.contains(&("bytes".to_string(), 2)), "{v:?}");
        assert_eq!(
            common::loop_warnings(&ours_err),
            common::loop_warnings(&theirs_err),
            "{passes}"
        );
    }
    // The recurrence and the -O0 form of a max (a phi, not a select) stay scalar in both.
    let (_, err) = (
        (),
        common::parir_opt(
            "loop-vectorize,transform-warning",
            &input,
            &tmp.path().join("w.ll"),
        ),
    );
    assert_eq!(
        err.matches("loop not vectorized: the optimizer was unable")
            .count(),
        3,
        "{err}"
    );
}

#[test]
fn vectorized_program_prints_the_same() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = rotated(tmp.path());
    let ours = tmp.path().join("run.ll");
    common::parir_opt("loop-vectorize", &input, &ours);
    let before = common::parir(&["run", input.to_str().expect("utf-8")], None);
    let after = common::parir(&["run", ours.to_str().expect("utf-8")], None);
    assert!(
        before.status.success() && after.status.success(),
        "{}",
        String::from_utf8_lossy(&after.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&after.stdout),
        String::from_utf8_lossy(&before.stdout)
    );
    let exe = tmp.path().join("vectorize");
    common::run_ok(
        Command::new("clang-19")
            .args(["-O0", "-w"])
            .arg(dir().join("vectorize.c"))
            .arg("-o")
            .arg(&exe),
    );
    let native = common::output_without_input(&mut Command::new(&exe));
    assert_eq!(after.stdout, native.stdout);
    assert!(String::from_utf8_lossy(&after.stdout).lines().count() > 200);
}

/// Every followup of the vectorizer, the seed's "vectorize then unroll", an empty followup,
/// `disable_nonforced`, width 1 with interleaving, an already vectorized loop: alone and
/// followed by loop-unroll and transform-warning, as opt-19 does.
#[test]
fn followups_agree_with_opt() {
    if !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = dir().join("followups.ll");
    for passes in [
        "loop-vectorize",
        "loop-vectorize,loop-unroll,transform-warning",
    ] {
        let (ours, theirs) = (tmp.path().join("f.parir.ll"), tmp.path().join("f.opt.ll"));
        let ours_err = common::parir_opt(passes, &input, &ours);
        let theirs_err = common::opt19(passes, &input, &theirs);
        verify(&ours);
        assert_eq!(
            common::loop_attributes(&ours),
            common::loop_attributes(&theirs),
            "{passes}"
        );
        assert_eq!(
            common::vector_loops(&ours),
            common::vector_loops(&theirs),
            "{passes}"
        );
        assert_eq!(
            common::loop_warnings(&ours_err),
            common::loop_warnings(&theirs_err),
            "{passes}"
        );
        let before = common::parir(&["run", input.to_str().expect("utf-8")], None);
        let after = common::parir(&["run", ours.to_str().expect("utf-8")], None);
        assert!(after.status.success());
        assert_eq!(after.stdout, before.stdout, "{passes}");
    }
}

/// The `loop-transforms` pipeline puts loop-vectorize between loop-distribute and
/// loop-unroll, as LLVM's pipeline does.
#[test]
fn pipeline_vectorizes_then_unrolls() {
    if !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let input = dir().join("followups.ll");
    let ours = tmp.path().join("p.parir.ll");
    let theirs = tmp.path().join("p.opt.ll");
    common::parir_opt("loop-transforms", &input, &ours);
    common::opt19(
        "function(loop-simplify,loop-distribute,loop-vectorize,loop(loop-unroll-and-jam),loop-unroll)",
        &input,
        &theirs,
    );
    assert_eq!(
        common::loop_attributes(&ours),
        common::loop_attributes(&theirs)
    );
}
