//! LLVM's own `transform-warning` tests, run on parir: each RUN line of the form
//! `opt < %s -passes=... -disable-output ... 2>&1 | FileCheck %s [--check-prefix=X]` of the
//! files in `shared/conformance/llvm-loopmd/LoopTransformWarning` runs `parir opt` with the
//! same passes and gives its standard error to `FileCheck-19` with the RUN line's own
//! options, so the CHECK lines LLVM wrote for opt-19's warnings are matched against parir's
//! (issue 27, point 5: `warning: LOC: message`, `<unknown>:0:0` without `!dbg`).
//!
//! The same RUN line runs with opt-19 first: a line opt-19 itself fails (a test of a newer
//! LLVM) is skipped. A line opt-19 passes and parir fails is a failure of this test when
//! parir printed every diagnostic opt-19 printed (same severity, same message), as then only
//! the layout can be wrong; when a diagnostic is missing (opt's remarks, which parir's opt
//! does not print, or options parir's opt does not take), the line is listed, not failed.
//! The options of opt that parir's opt does not take are dropped and listed in the table.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A bound on each command, so that a hang fails the test instead of blocking CI.
const TIMEOUT: Duration = Duration::from_secs(30);

fn conformance_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/llvm-loopmd/LoopTransformWarning")
}

/// [`common::run_bounded`] with this test's time limit, in a fresh temporary folder.
fn run_bounded(cmd: &mut Command, stdin: Option<&Path>) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    common::run_bounded(cmd, stdin, dir.path(), TIMEOUT)
}

/// A RUN line this test can run: opt's options and FileCheck's options.
#[derive(Debug)]
struct Run {
    opt_args: Vec<String>,
    filecheck_args: Vec<String>,
}

/// Reads `opt [< %s | %s] OPTIONS 2>&1 | FileCheck OPTIONS`; `Err` says why a line is not of
/// that form.
fn parse_run(line: &str) -> Result<Run, String> {
    let w = common::words(line);
    let stages: Vec<&[String]> = w.split(|x| x == "|").collect();
    if w.iter().any(|a| a.contains("%t")) {
        return Err("writes or reads a file of lit's (%t): opt's remark file, which parir's opt does not write".into());
    }
    let [opt, fc] = stages.as_slice() else {
        return Err("not `opt ... | FileCheck ...`".into());
    };
    if opt.first().map(String::as_str) != Some("opt")
        || fc.first().map(String::as_str) != Some("FileCheck")
    {
        return Err("not `opt ... | FileCheck ...`".into());
    }
    if !opt.iter().any(|a| a == "2>&1") {
        return Err("FileCheck reads opt's standard output only".into());
    }
    let mut opt_args = Vec::new();
    let mut input = false;
    let mut it = opt[1..].iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "<" => {
                input |= it.next().map(String::as_str) == Some("%s");
            }
            "%s" => input = true,
            "2>&1" => {}
            a if a.contains('%') => return Err(format!("opt option {a} needs a lit substitution")),
            a => opt_args.push(a.to_string()),
        }
    }
    if !input {
        return Err("opt does not read %s".into());
    }
    Ok(Run {
        opt_args,
        filecheck_args: fc[1..].to_vec(),
    })
}

/// parir's opt options for opt's `args`, and the options dropped (parir's opt has no
/// equivalent; `-disable-output` becomes an output file nobody reads).
fn parir_args(args: &[String]) -> (Vec<String>, Vec<String>) {
    let mut keep = Vec::new();
    let mut dropped = Vec::new();
    for a in args {
        if a.starts_with("-passes=") || a.starts_with("--passes=") {
            keep.push(a.clone());
        } else if a != "-disable-output" {
            dropped.push(a.clone());
        }
    }
    (keep, dropped)
}

/// Runs FileCheck-19 on `input` (the checked program's output) with a RUN line's options.
fn filecheck(file: &Path, args: &[String], input: &str, tmp: &Path) -> Result<(), String> {
    let in_path = tmp.join("filecheck-input");
    std::fs::write(&in_path, input).expect("write");
    let mut cmd = Command::new("FileCheck-19");
    for a in args {
        if a == "%s" {
            cmd.arg(file);
        } else {
            cmd.arg(a);
        }
    }
    cmd.arg(format!("--input-file={}", in_path.display()));
    match run_bounded(&mut cmd, None) {
        (Some(0), _, _) => Ok(()),
        (None, _, _) => Err("FileCheck-19 timed out".into()),
        (_, out, err) => {
            // FileCheck's first error line names the CHECK line that did not match.
            let msg = err
                .lines()
                .chain(out.lines())
                .find(|l| l.contains("error:"))
                .unwrap_or("FileCheck-19 failed")
                .to_string();
            Err(msg)
        }
    }
}

/// The diagnostics of an output, as `(severity, message)`: lines `SEVERITY: FILE:L:C: MESSAGE`
/// (opt-19's layout; parir's ` [Name] (at f.ll:L:C)` after the message is removed).
fn diagnostics(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| {
            let (sev, rest) = l.split_once(": ")?;
            if !matches!(sev, "warning" | "error" | "remark" | "note") {
                return None;
            }
            let mut parts = rest.splitn(4, ':');
            let (_file, line, col, msg) =
                (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
            if !line.chars().all(|c| c.is_ascii_digit()) || !col.chars().all(|c| c.is_ascii_digit())
            {
                return None;
            }
            let msg = msg.trim();
            let msg = match msg.rsplit_once(" [") {
                Some((m, tail))
                    if tail.split_once(']').is_some_and(|(name, after)| {
                        !name.is_empty()
                            && !name.contains(' ')
                            && (after.is_empty() || after.starts_with(" (at "))
                    }) =>
                {
                    m
                }
                _ => msg,
            };
            Some((sev.to_string(), msg.to_string()))
        })
        .collect()
}

/// What happened to one RUN line.
enum Outcome {
    Pass,
    /// Not run by this test (not of the handled form, or opt-19 fails it too).
    NotRun(String),
    /// parir fails it for a reason outside the warning layout.
    Listed(String),
    /// parir fails it although it printed what opt-19 printed: the layout is wrong.
    LayoutFailure(String),
}

fn run_one(file: &Path, line: &str, tmp: &Path) -> (Outcome, Vec<String>) {
    let run = match parse_run(line) {
        Ok(r) => r,
        Err(why) => return (Outcome::NotRun(why), Vec::new()),
    };
    let (ours, dropped) = parir_args(&run.opt_args);
    let mut opt = Command::new("opt-19");
    opt.args(&run.opt_args);
    let (status, out, err) = run_bounded(&mut opt, Some(file));
    if status.is_none() {
        return (Outcome::NotRun("opt-19 timed out".into()), dropped);
    }
    let theirs = format!("{out}{err}");
    if let Err(why) = filecheck(file, &run.filecheck_args, &theirs, tmp) {
        return (
            Outcome::NotRun(format!("fails with opt-19 too: {why}")),
            dropped,
        );
    }
    let mut parir = Command::new(env!("CARGO_BIN_EXE_parir"));
    parir
        .arg("opt")
        .args(&ours)
        .args(["-", "-o"])
        .arg(tmp.join("parir-output.ll"));
    let (status, _, err) = run_bounded(&mut parir, Some(file));
    match status {
        None => return (Outcome::Listed("parir opt timed out".into()), dropped),
        Some(0) => {}
        Some(c) => {
            let first = err.lines().next().unwrap_or("").to_string();
            return (
                Outcome::Listed(format!("parir opt exits with {c}: {first}")),
                dropped,
            );
        }
    }
    match filecheck(file, &run.filecheck_args, &err, tmp) {
        Ok(()) => (Outcome::Pass, dropped),
        Err(why) => {
            // Whatever parir's layout, a diagnostic it printed is a line with the severity
            // and the message.
            let missing: Vec<_> = diagnostics(&theirs)
                .into_iter()
                .filter(|(sev, msg)| {
                    !err.lines()
                        .any(|l| l.contains(msg.as_str()) && l.contains(&format!("{sev}:")))
                })
                .collect();
            match missing.first() {
                None => (
                    Outcome::LayoutFailure(format!(
                        "{why}; parir printed every diagnostic opt-19 did:\n{err}"
                    )),
                    dropped,
                ),
                Some((sev, msg)) => (
                    Outcome::Listed(format!(
                        "{why}; parir does not print opt-19's {sev} `{msg}` ({} missing)",
                        missing.len()
                    )),
                    dropped,
                ),
            }
        }
    }
}

#[test]
fn llvm_check_lines_match_parir_warnings() {
    let dir = conformance_dir();
    if !dir.is_dir() {
        assert!(
            !common::require_oracles(),
            "{} is required (PARIR_REQUIRE_ORACLES=1)",
            dir.display()
        );
        eprintln!("SKIPPED: {} not found", dir.display());
        return;
    }
    if !common::have_tool("opt-19") || !common::have_tool("FileCheck-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut table = String::new();
    let mut layout_failures = Vec::new();
    let mut files_passing = Vec::new();
    let mut acceptance = false;
    for file in common::files_with_ext(&dir, "ll") {
        let name = file
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&file).expect("read");
        let (mut ran, mut passed) = (0, 0);
        for (i, line) in common::run_lines(&text).iter().enumerate() {
            let (outcome, dropped) = run_one(&file, line, tmp.path());
            let dropped = if dropped.is_empty() {
                String::new()
            } else {
                format!(" [dropped: {}]", dropped.join(" "))
            };
            let (what, why) = match &outcome {
                Outcome::Pass => ("PASS", String::new()),
                Outcome::NotRun(why) => ("skip", why.clone()),
                Outcome::Listed(why) => ("FAIL (listed)", why.clone()),
                Outcome::LayoutFailure(why) => ("FAIL (layout)", why.clone()),
            };
            table.push_str(&format!("{name} RUN #{}: {what}{dropped} {why}\n", i + 1));
            match outcome {
                Outcome::Pass => {
                    ran += 1;
                    passed += 1;
                    let default_prefix = parse_run(line)
                        .map(|r| !r.filecheck_args.iter().any(|a| a.contains("prefix")))
                        .unwrap_or(false);
                    acceptance |= name == "unrolling-remarks-missed.ll" && default_prefix;
                }
                Outcome::NotRun(_) => {}
                Outcome::Listed(_) => ran += 1,
                Outcome::LayoutFailure(why) => {
                    ran += 1;
                    layout_failures.push(format!("{name} RUN #{}: {why}", i + 1));
                }
            }
        }
        if ran > 0 && passed == ran {
            files_passing.push(name);
        }
    }
    eprintln!("{table}");
    assert!(
        layout_failures.is_empty(),
        "RUN lines opt-19 passes and parir fails in the warning layout:\n{}",
        layout_failures.join("\n")
    );
    assert!(
        acceptance,
        "unrolling-remarks-missed.ll's CHECK lines do not match parir's output:\n{table}"
    );
    assert!(!files_passing.is_empty(), "{table}");
}

#[test]
fn run_lines_are_read_as_lit_does() {
    let text = "; RUN: opt < %s -passes='a,b' \\\n; RUN:   -x=1 2>&1 | FileCheck %s --check-prefix=W\n; RUN: cat %t | FileCheck %s\n";
    let lines = common::run_lines(text);
    assert_eq!(lines.len(), 2, "{lines:?}");
    let run = parse_run(&lines[0]).expect("runnable");
    assert_eq!(run.opt_args, ["-passes=a,b", "-x=1"]);
    assert_eq!(run.filecheck_args, ["%s", "--check-prefix=W"]);
    assert!(parse_run(&lines[1]).is_err());
    let (keep, dropped) = parir_args(&run.opt_args);
    assert_eq!(keep, ["-passes=a,b"]);
    assert_eq!(dropped, ["-x=1"]);
    // parir's additions after the message do not change the diagnostic.
    assert_eq!(
        diagnostics("warning: <unknown>:0:0: loop not unrolled: x [FailedRequestedUnrolling] (at <stdin>:3:3)\nwarning: a.c:1:2: m [n]\nremark: a.c:1:2: r [x y]\nparir: done\n"),
        [
            ("warning".to_string(), "loop not unrolled: x".to_string()),
            ("warning".to_string(), "m".to_string()),
            ("remark".to_string(), "r [x y]".to_string()),
        ]
    );
}
