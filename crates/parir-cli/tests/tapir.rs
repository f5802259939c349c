//! Tapir programs (`tests/tapir/*.ll`, OpenCilk's IR written by hand after its conventions)
//! through the translators and the executor (issue 18):
//!
//! - `tapir-prepare` gives IR in the RFC's marker form; `tapir-extract` of it gives the
//!   original back exactly, and `tapir-prepare` of that the marker form again exactly;
//! - every form runs (`parir run`, the serial elision) with the output the file states
//!   (`; STDOUT:` lines), and with `--parallel=2` with the same output unless the program is
//!   a racy twin (`*_racy.ll`, which must still run without error); `--explain` shows that
//!   spawns ran on the work-stealing pool (`parir_exec::spawn`) for the programs that spawn
//!   outside `cilk_for` loops;
//! - `tapir-to-ivdep` turns the `cilk_for` loops into serial loops with
//!   `llvm.loop.parallel_accesses`: that form runs and sanitizes the same too;
//! - `parir sanitize` finds nothing in the programs and exactly one finding in each racy twin
//!   (a violated `cilk_for` claim, or a determinacy race between spawned tasks found by
//!   SP-bags), the same in both forms.

mod common;

use std::path::{Path, PathBuf};

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tapir");
    common::files_with_ext(&dir, "ll")
}

fn ok(args: &[&str]) -> String {
    common::parir_stdout(args)
}

/// The printed module without its header lines (which name the input file).
fn body(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Spawns that ran as jobs of the pool, over all spawn sites of `parir run --parallel=2
/// --explain`'s report.
fn pool_spawns(path: &str) -> u64 {
    let out = common::parir(&["run", "--parallel=2", "--explain", path], None);
    assert!(out.status.success(), "{path}");
    let report = String::from_utf8_lossy(&out.stderr).to_string();
    let counts: Vec<u64> = report
        .lines()
        .filter(|l| l.starts_with("parir: explain: spawn ("))
        .filter_map(|l| {
            let before = l.split(" on the pool").next()?;
            before.rsplit(' ').next()?.parse().ok()
        })
        .collect();
    assert!(
        !counts.is_empty(),
        "{path}: no spawn in the report:\n{report}"
    );
    counts.iter().sum()
}

/// Spawns outside `cilk_for` loops run on the pool with `--parallel=2`, in Tapir and in the
/// marker form: the first spawn of a run always does (the pool's queues are empty). With
/// reducers too: their views are kept per strand (`reducers.ll`).
#[test]
fn tapir_spawns_run_on_the_pool() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tapir");
    for stem in ["fib", "nested", "msort", "reducers"] {
        let path = dir.join(format!("{stem}.ll"));
        let path = path.to_str().expect("utf-8");
        assert!(pool_spawns(path) >= 1, "{stem}");
        let markers = tmp.path().join(format!("{stem}.markers.ll"));
        let markers = markers.to_str().expect("utf-8");
        ok(&["opt", "-passes=tapir-prepare", path, "-o", markers]);
        assert!(pool_spawns(markers) >= 1, "{stem} (markers)");
    }
}

#[test]
fn tapir_programs_round_trip_run_and_sanitize() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let programs = programs();
    assert!(programs.len() >= 8, "{programs:?}");
    for p in programs {
        let path = p.to_str().expect("utf-8");
        let stem = p.file_stem().and_then(|s| s.to_str()).expect("name");
        let racy = stem.ends_with("_racy");
        let src = std::fs::read_to_string(&p).expect("read");
        let expected = common::stated_stdout(&src);
        assert!(!expected.is_empty(), "{stem}: no ; STDOUT: line");
        let file = |n: &str| tmp.path().join(format!("{stem}.{n}.ll"));
        let (markers, back, again) = (file("markers"), file("back"), file("again"));
        let serial = file("ivdep");
        let s = |p: &PathBuf| p.to_str().expect("utf-8").to_string();
        ok(&["opt", "-passes=tapir-prepare", path, "-o", &s(&markers)]);
        ok(&[
            "opt",
            "-passes=tapir-extract",
            &s(&markers),
            "-o",
            &s(&back),
        ]);
        ok(&["opt", "-passes=tapir-prepare", &s(&back), "-o", &s(&again)]);
        // cilk_for loops as serial loops with parallel_accesses (the other spawns stay).
        ok(&["opt", "-passes=tapir-to-ivdep", path, "-o", &s(&serial)]);
        let read = |p: &PathBuf| std::fs::read_to_string(p).expect("read");
        let markers_text = read(&markers);
        assert!(
            !markers_text.contains("detach within") && markers_text.contains("\"detach_task\""),
            "{stem}: tapir-prepare left Tapir"
        );
        // The original as parir prints it: extract of a module without markers changes
        // nothing.
        let orig = file("orig");
        ok(&["opt", "-passes=tapir-extract", path, "-o", &s(&orig)]);
        assert_eq!(
            body(&read(&back)),
            body(&read(&orig)),
            "{stem}: Tapir -> markers -> Tapir"
        );
        assert_eq!(
            body(&read(&again)),
            body(&markers_text),
            "{stem}: markers -> Tapir -> markers"
        );
        let mut verdicts: Vec<(String, String)> = Vec::new();
        for form in [path.to_string(), s(&markers), s(&serial)] {
            assert_eq!(ok(&["run", &form]), expected, "{stem}: parir run {form}");
            let par = ok(&["run", "--parallel=2", &form]);
            if !racy {
                assert_eq!(par, expected, "{stem}: parir run --parallel=2 {form}");
            }
            let san = common::parir(&["sanitize", &form], None);
            let report = String::from_utf8_lossy(&san.stderr).to_string()
                + &String::from_utf8_lossy(&san.stdout);
            // Exactly one finding in a racy twin (a violated loop claim, or a determinacy
            // race between tasks), none elsewhere.
            let findings = report
                .lines()
                .filter(|l| l.starts_with("violation: ") || l.starts_with("race: "))
                .count();
            if racy {
                assert_eq!(san.status.code(), Some(3), "{stem}: {report}");
                assert_eq!(findings, 1, "{stem}: {report}");
            } else {
                assert!(san.status.success(), "{stem}: {report}");
                assert_eq!(findings, 0, "{stem}: {report}");
            }
            verdicts.push((stem.to_string(), report));
        }
        // The same findings in both forms (the marker form's locations are other lines).
        let kinds = |r: &str| -> Vec<String> {
            r.lines()
                .filter(|l| {
                    l.starts_with("violation: ")
                        || l.starts_with("race: ")
                        || l.starts_with("checked: ")
                })
                .map(|l| {
                    // The claim is named after the form: `detach`, `detach_task` or
                    // `parallel_accesses`.
                    let l = l.split(" at ").next().unwrap_or(l);
                    match l.split_once(" claims ") {
                        Some((a, b)) => {
                            format!(
                                "{a} claims … {}",
                                b.split_once(", but ").map_or("", |x| x.1)
                            )
                        }
                        None => l.to_string(),
                    }
                })
                .collect()
        };
        assert_eq!(
            kinds(&verdicts[0].1),
            kinds(&verdicts[1].1),
            "{stem}: the sanitizer's verdict differs between Tapir and markers"
        );
        assert_eq!(
            kinds(&verdicts[0].1),
            kinds(&verdicts[2].1),
            "{stem}: the sanitizer's verdict differs after tapir-to-ivdep"
        );
    }
}
