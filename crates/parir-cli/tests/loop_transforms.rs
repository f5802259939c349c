//! `transform-warning` against opt-19 (LLVM 19 is the reference): the same warnings, in the
//! same order, with the same messages and, with `-g`, the same source locations, on C loops
//! with `#pragma clang loop` requests (clang-19 -O0 with optnone disabled, where nothing
//! transforms the loops) and on hand-written LoopIDs for the TransformationMode rules.

mod common;

use std::path::Path;
use std::process::Command;

/// `(location, message)` of each warning opt-19 prints: `warning: LOC: MESSAGE`.
fn opt_warnings(ll: &Path) -> Vec<(String, String)> {
    let out = Command::new("opt-19")
        .args(["-passes=transform-warning", "-disable-output"])
        .arg(ll)
        .output()
        .expect("opt-19 runs");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("warning: "))
        .filter_map(|l| {
            // LOC is FILE:LINE:COL; the message follows the third colon.
            let mut parts = l.splitn(4, ':');
            let (f, line, col, msg) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
            Some((format!("{f}:{line}:{col}"), msg.trim().to_string()))
        })
        .collect()
}

/// The same from `parir opt -passes=transform-warning`, which prints LLVM's layout followed
/// by the remark name and the `.ll` position: `warning: LOC: MESSAGE [NAME] (at FILE.ll:L:C)`.
fn parir_warnings(ll: &Path) -> Vec<(String, String)> {
    let out = common::parir(
        &[
            "opt",
            "-passes=transform-warning",
            ll.to_str().expect("utf-8"),
            "-o",
            "-",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("warning: "))
        .filter_map(|l| {
            let mut parts = l.splitn(4, ':');
            let (f, line, col, rest) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
            let msg = rest
                .trim()
                .rsplit_once(" [")
                .map_or(rest.trim(), |(m, _)| m);
            Some((format!("{f}:{line}:{col}"), msg.to_string()))
        })
        .collect()
}

#[test]
fn pragma_loops_warn_as_opt_does() {
    if !common::have_tool("opt-19") || !common::have_tool("clang-19") {
        return;
    }
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd");
    let tmp = tempfile::tempdir().expect("tempdir");
    for g in [true, false] {
        let ll = tmp.path().join(if g { "g.ll" } else { "nog.ll" });
        let mut cmd = Command::new("clang-19");
        cmd.current_dir(&src_dir)
            .args([
                "-O0",
                "-Xclang",
                "-disable-O0-optnone",
                "-S",
                "-emit-llvm",
                "pragmas.c",
                "-o",
            ])
            .arg(&ll);
        if g {
            cmd.arg("-g");
        }
        assert!(cmd.status().expect("clang-19 runs").success());
        let want = opt_warnings(&ll);
        let got = parir_warnings(&ll);
        assert_eq!(want.len(), 8, "{want:?}");
        // Without -g both say `<unknown>:0:0` (parir adds the .ll location after the name).
        assert_eq!(got, want);
        if !g {
            assert!(want.iter().all(|(l, _)| l == "<unknown>:0:0"));
        }
    }
}

#[test]
fn hand_written_requests_warn_as_opt_does() {
    if !common::have_tool("opt-19") {
        return;
    }
    let ll = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loopmd/requests.ll");
    let want: Vec<String> = opt_warnings(&ll).into_iter().map(|(_, m)| m).collect();
    let got: Vec<String> = parir_warnings(&ll).into_iter().map(|(_, m)| m).collect();
    assert_eq!(got, want);
    let tail = "the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering";
    assert_eq!(
        got,
        [
            format!("loop not distributed: {tail}"),
            format!("loop not interleaved: {tail}"),
            format!("loop not unroll-and-jammed: {tail}"),
        ]
    );
}

/// `print<loop-transforms>` as JSON: the loop's modes and its attributes, followups nested
/// with the attributes they give the new loop; printers without JSON are refused by name.
#[test]
fn loop_transforms_print_as_json() {
    let ll = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../parir-annot/tests/filetests/loopmd-print.ll");
    let ll = ll.to_str().expect("utf-8");
    let out = common::parir(
        &[
            "analyze",
            "--format",
            "json",
            "-p",
            "print<loop-transforms>",
            ll,
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let f = &doc["print<loop-transforms>"]["functions"][0];
    assert_eq!(f["function"], "@f");
    let l = &f["loops"][0];
    assert_eq!(l["depth"], 1);
    assert_eq!(l["vectorize"], "forced");
    let attrs = l["attributes"].as_array().expect("attributes");
    assert_eq!(attrs[0]["name"], "llvm.loop.vectorize.enable");
    assert_eq!(attrs[0]["operands"][0], "true");
    let fv = &attrs[1];
    assert_eq!(fv["name"], "llvm.loop.vectorize.followup_vectorized");
    assert_eq!(fv["followup"], true);
    assert_eq!(fv["attributes"][0]["name"], "llvm.loop.unroll.count");
    assert_eq!(
        fv["attributes"][1]["attributes"][0]["name"],
        "llvm.loop.unroll.disable"
    );
    // The text and the JSON describe the same loops.
    let text = common::parir(&["analyze", "-p", "print<loop-transforms>", ll], None);
    let text = String::from_utf8_lossy(&text.stdout);
    let loops_in_text = text.lines().filter(|l| l.starts_with("loop ")).count();
    let loops_in_json: usize = doc["print<loop-transforms>"]["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .map(|f| f["loops"].as_array().map_or(0, Vec::len))
        .sum();
    assert_eq!(loops_in_text, loops_in_json);
    let bad = common::parir(
        &["analyze", "--format", "json", "-p", "print<loops>", ll],
        None,
    );
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains(
            "'print<loops>' has no JSON output (printers with one: print<parallel-model>, print<loop-transforms>, print<csa-memorder>)"
        ),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}
