//! `parir sanitize` as a race detector on small OpenMP programs (issue 30).
//!
//! Each program in `tests/sanitize_races/` starts with its verdict: `// RACE: L1 L2` (a race,
//! one of whose reported pairs is between source lines L1 and L2) or `// CLEAN`; an optional
//! `// LEVELS: -O0 ...` line limits the optimization levels it is checked at (the others
//! are -O0 and -O1). Each is built by clang-19 `-fopenmp -g`, prepared by `parir opt
//! -passes=omp-prepare`, and sanitized with `--format json`: a racy program must exit 3
//! and report the pair (as a data race between threads or tasks, or as a violated claim;
//! an access without a debug location matches any line),
//! a clean one must exit 0 and print what the native build prints.
//!
//! Without clang-19 the test prints `SKIPPED:`; with `PARIR_REQUIRE_ORACLES=1` it fails.

mod common;
use common::parir;
use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sanitize_races");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/sanitize_races")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    v
}

/// The source lines of the accesses of every pair reported.
fn reported_pairs(report: &serde_json::Value) -> Vec<(u64, u64)> {
    let line = |a: &serde_json::Value| -> u64 {
        a["source"]
            .as_str()
            .and_then(|s| s.rsplitn(3, ':').nth(1))
            .and_then(|l| l.parse().ok())
            .unwrap_or(0)
    };
    let mut out = Vec::new();
    for key in ["thread_races", "violations", "races"] {
        for r in report[key].as_array().into_iter().flatten() {
            let (a, b) = (line(&r["first"]), line(&r["second"]));
            out.push((a.min(b), a.max(b)));
        }
    }
    out
}

#[test]
fn races_are_found_and_correct_programs_are_clean() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut failures = Vec::new();
    for prog in programs() {
        let src = std::fs::read_to_string(&prog).expect("source");
        let first = src.lines().next().unwrap_or("");
        let expect: Option<(u64, u64)> = if first.starts_with("// CLEAN") {
            None
        } else {
            let mut w = first
                .strip_prefix("// RACE:")
                .unwrap_or_else(|| panic!("{}: no verdict line", prog.display()))
                .split_whitespace()
                .map(|x| x.parse::<u64>().expect("line number"));
            let (a, b) = (w.next().expect("L1"), w.next().expect("L2"));
            Some((a.min(b), a.max(b)))
        };
        let levels: Vec<&str> = src
            .lines()
            .find_map(|l| l.strip_prefix("// LEVELS:"))
            .map(|l| {
                l.split_whitespace()
                    .filter(|w| w.starts_with("-O"))
                    .collect()
            })
            .unwrap_or_else(|| vec!["-O0", "-O1"]);
        let stem = prog.file_stem().and_then(|s| s.to_str()).expect("name");
        for level in levels {
            let ll = tmp.path().join(format!("{stem}{level}.ll"));
            let st = Command::new("clang-19")
                .args(["-fopenmp", "-g", level, "-S", "-emit-llvm"])
                .arg(&prog)
                .arg("-o")
                .arg(&ll)
                .status()
                .expect("clang-19 runs");
            assert!(st.success(), "clang-19 failed on {}", prog.display());
            let prepared = tmp.path().join(format!("{stem}{level}.prepared.ll"));
            common::parir_opt("omp-prepare", &ll, &prepared);
            let out = parir(
                &[
                    "sanitize",
                    "--format",
                    "json",
                    prepared.to_str().expect("utf-8"),
                ],
                None,
            );
            let code = out.status.code();
            let stderr = String::from_utf8_lossy(&out.stderr);
            let json_start = stderr.find('{').unwrap_or(0);
            let report: serde_json::Value =
                serde_json::from_str(&stderr[json_start..]).unwrap_or(serde_json::Value::Null);
            let pairs = reported_pairs(&report);
            match expect {
                Some(pair) => {
                    // An access without a debug location (a load clang hoisted) matches
                    // any line.
                    let matches = |&(a, b): &(u64, u64)| {
                        (a == pair.0 || a == 0) && (b == pair.1 || a == 0 || b == 0)
                            || (a == 0 && (b == pair.0 || b == pair.1))
                    };
                    if code != Some(3) || !pairs.iter().any(matches) {
                        failures.push(format!(
                            "{stem} {level}: expected a race between lines {} and {}, got exit {code:?} and pairs {pairs:?}",
                            pair.0, pair.1
                        ));
                    }
                }
                None => {
                    if code != Some(0) {
                        failures.push(format!(
                            "{stem} {level}: expected no race, got exit {code:?}: {stderr}"
                        ));
                        continue;
                    }
                    // The run itself must be right: the native build prints the same.
                    let exe = tmp.path().join(format!("{stem}{level}.exe"));
                    let st = Command::new("clang-19")
                        .args(["-fopenmp", level])
                        .arg(&prog)
                        .arg("-o")
                        .arg(&exe)
                        .status()
                        .expect("clang-19 runs");
                    assert!(st.success(), "clang-19 failed to link {}", prog.display());
                    let native = Command::new(&exe).output().expect("native run");
                    if native.stdout != out.stdout {
                        failures.push(format!(
                            "{stem} {level}: parir printed {:?}, the native build {:?}",
                            String::from_utf8_lossy(&out.stdout),
                            String::from_utf8_lossy(&native.stdout)
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
