//! `loop-versioning-licm` against opt-19 (LLVM 19 is the reference) and against the program:
//!
//! - C loops (`tests/loopmd/versioning_licm/licm.c` through clang-19 -O0 with optnone
//!   disabled, parir's mem2reg and loop-simplify, opt-19's loop-rotate): the loops versioned
//!   (`.lver.check`) and every loop's attributes equal opt-19's, over loops that qualify
//!   (invariant accumulators that may alias the array, the inner loop of a depth-2 nest) and
//!   loops that do not (restrict pointers, a read-only loop, too few invariant accesses, a
//!   must-alias set, depth 3); the program prints what the original and the native build
//!   print, with separate and with overlapping arguments;
//! - the metadata that controls it (`metadata.ll`): `licm_versioning.disable` in any form,
//!   `disable_nonforced`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd/versioning_licm")
}

/// The functions with a versioned loop.
fn versioned(p: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(p).expect("output");
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            current = rest
                .split('@')
                .nth(1)
                .and_then(|s| s.split('(').next())
                .unwrap_or("")
                .to_string();
        } else if line.contains(".lver.check:") {
            out.push(current.clone());
        }
    }
    out
}

fn compare(input: &Path, tmp: &Path, tag: &str) -> PathBuf {
    let (p, o) = (
        tmp.join(format!("{tag}.parir.ll")),
        tmp.join(format!("{tag}.opt.ll")),
    );
    common::parir_opt("loop-versioning-licm", input, &p);
    common::opt19("loop(loop-versioning-licm)", input, &o);
    let v = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .arg(&p)
        .output()
        .expect("opt-19 runs");
    assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
    assert_eq!(
        common::loop_attributes(&p),
        common::loop_attributes(&o),
        "{tag}"
    );
    assert_eq!(versioned(&p), versioned(&o), "{tag}");
    p
}

#[test]
fn versioned_loops_agree_with_opt_and_run() {
    if !common::have_tool("clang-19") || !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let simple = tmp.path().join("simple.ll");
    common::c_to_simplified_ll(&dir().join("licm.c"), tmp.path(), &simple);
    let input = tmp.path().join("rotated.ll");
    common::opt19("loop(loop-rotate)", &simple, &input);
    let out = compare(&input, tmp.path(), "licm");
    assert_eq!(versioned(&out), ["acc", "acc2", "nest2"]);
    let before = common::parir(&["run", input.to_str().expect("utf-8")], None);
    let after = common::parir(&["run", out.to_str().expect("utf-8")], None);
    assert!(before.status.success() && after.status.success());
    assert_eq!(after.stdout, before.stdout);
    let exe = tmp.path().join("licm");
    common::run_ok(
        Command::new("clang-19")
            .args(["-O0", "-w"])
            .arg(dir().join("licm.c"))
            .arg("-o")
            .arg(&exe),
    );
    let native = common::output_without_input(&mut Command::new(&exe));
    assert_eq!(after.stdout, native.stdout);
    // The versioned loop's accesses carry alias scopes: one per object, noalias the others.
    let text = std::fs::read_to_string(&out).expect("output");
    assert!(text.contains("!alias.scope") && text.contains("!noalias"));
    assert!(text.contains("\"LVAliasScope\"") && text.contains("\"LVDomain\""));
}

#[test]
fn metadata_controls_it_as_in_llvm() {
    if !common::have_tool("opt-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let out = compare(&dir().join("metadata.ll"), tmp.path(), "metadata");
    assert_eq!(versioned(&out), ["plain"]);
}
