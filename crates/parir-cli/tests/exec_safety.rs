//! `parir run` and `parir sanitize` never panic, abort or hang (issue 26): every run here is
//! time-bounded (a hang fails the test instead of blocking it) and must end with the
//! program's own result or a located runtime error (exit 70).
//!
//! - deferred tasks created on one thread of a team run on any other (recursive tasks
//!   with taskwait), as the sequential run computes them;
//! - standard output flushed by the program (`fflush`) and then written again keeps
//!   glibc's block buffering, sequentially, in a team and under the sanitizer;
//! - a runtime error in one thread of a team stops the threads waiting at a barrier, for a
//!   critical section, or at a taskwait, and those still running (spinning on a flag);
//! - an allocation no run could satisfy returns null, as glibc's, and the program goes on;
//! - a team of 100 000 threads is capped (at 1024) with a warning;
//! - `parir sanitize --format json` reports the runtime error that stopped the run.
//!
//! The inputs are in `tests/exec_safety/`. The C ones are compiled with clang-19 (without it
//! those tests print `SKIPPED`, or fail when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn input(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/exec_safety")
        .join(name)
        .to_str()
        .expect("utf-8")
        .to_string()
}

/// Runs `parir ARGS` (standard output and error piped, so block-buffered as in a pipeline);
/// fails the test when it has not finished within `limit` (it is killed then).
fn parir_within(args: &[&str], limit: Duration) -> Output {
    common::parir_within(args, limit)
}

const LIMIT: Duration = Duration::from_secs(30);

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Asserts a run ended with a runtime error (exit 70) whose message contains `want`, with
/// no panic.
fn assert_runtime_error(out: &Output, want: &str) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(70), "{err}");
    assert!(err.contains(want), "expected {want:?} in:\n{err}");
    assert!(
        !err.contains("panicked") && !err.contains("internal error"),
        "{err}"
    );
}

/// `clang-19 -fopenmp -O0` of `tests/exec_safety/NAME.c`, then `omp-prepare`: the path of
/// the prepared module (None without clang-19).
fn prepared_c(name: &str, tmp: &Path) -> Option<PathBuf> {
    if !common::have_tool("clang-19") {
        return None;
    }
    let raw = tmp.join(format!("{name}.omp.ll"));
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", "-O0", "-S", "-emit-llvm", "-w"])
            .arg(input(&format!("{name}.c")))
            .arg("-o")
            .arg(&raw),
    );
    let out = tmp.join(format!("{name}.ll"));
    common::parir_opt("omp-prepare", &raw, &out);
    Some(out)
}

fn sorted_lines(s: &str) -> Vec<&str> {
    let mut v: Vec<&str> = s.lines().collect();
    v.sort_unstable();
    v
}

#[test]
fn recursive_tasks_run_on_every_thread_of_the_team() {
    let ll = input("task_tree.ll");
    // Which thread runs which task varies from run to run: several runs.
    for _ in 0..4 {
        let out = parir_within(&["run", "--parallel=4", &ll], LIMIT);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "fib 987\n");
    }
    let seq = parir_within(&["run", &ll], LIMIT);
    assert_eq!(text(&seq.stdout), "fib 987\n");
}

#[test]
fn recursive_tasks_from_clang_run_as_sequentially() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let Some(ll) = prepared_c("task_tree", tmp.path()) else {
        return;
    };
    let ll = ll.to_str().expect("utf-8");
    let seq = parir_within(&["run", ll], LIMIT);
    assert_eq!(text(&seq.stdout), "nodes 2047\n", "{}", text(&seq.stderr));
    for _ in 0..3 {
        let out = parir_within(&["run", "--parallel=2", ll], LIMIT);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "nodes 2047\n");
    }
}

#[test]
fn output_after_fflush_is_block_buffered_from_the_empty_buffer() {
    let ll = input("fflush_blocks.ll");
    let out = parir_within(&["run", &ll], LIMIT);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let want: String = std::iter::once("made 1\n".to_string())
        .chain((0..1000).map(|i| format!("line {i}\n")))
        .collect();
    assert_eq!(text(&out.stdout), want);
    let san = parir_within(&["sanitize", &ll], LIMIT);
    assert!(san.status.success(), "{}", text(&san.stderr));
    assert_eq!(text(&san.stdout), want);
}

#[test]
fn sections_flushing_in_critical_run_in_a_team_and_sanitized() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let Some(ll) = prepared_c("sections_flush", tmp.path()) else {
        return;
    };
    let ll = ll.to_str().expect("utf-8");
    let seq = parir_within(&["run", ll], LIMIT);
    assert!(seq.status.success(), "{}", text(&seq.stderr));
    let seq_out = text(&seq.stdout);
    assert_eq!(seq_out.lines().count(), 41, "{seq_out}");
    assert!(seq_out.ends_with("made 20 used 20\n"), "{seq_out}");
    for _ in 0..3 {
        let par = parir_within(&["run", "--parallel=2", ll], LIMIT);
        assert!(par.status.success(), "{}", text(&par.stderr));
        let par_out = text(&par.stdout);
        // The sections interleave, each in its own order; the last line is the total.
        assert_eq!(sorted_lines(&par_out), sorted_lines(&seq_out));
        assert!(par_out.ends_with("made 20 used 20\n"), "{par_out}");
    }
    // The sanitizer runs the sections on the team's logical threads: they interleave too.
    let san = parir_within(&["sanitize", ll], LIMIT);
    assert!(san.status.success(), "{}", text(&san.stderr));
    assert_eq!(sorted_lines(&text(&san.stdout)), sorted_lines(&seq_out));
}

#[test]
fn a_failing_team_thread_releases_the_threads_at_a_barrier() {
    let ll = input("barrier_fault.ll");
    let start = Instant::now();
    let out = parir_within(&["run", "--parallel=2", &ll], LIMIT);
    assert_runtime_error(
        &out,
        "barrier_fault.ll:25:3: runtime error: out-of-bounds store of 4 bytes at offset 16",
    );
    assert!(text(&out.stderr).contains("(in a thread of a team)"));
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn a_failing_team_thread_releases_the_threads_waiting_for_a_critical_section() {
    let ll = input("critical_fault.ll");
    let out = parir_within(&["run", "--parallel=2", &ll], LIMIT);
    assert_runtime_error(
        &out,
        "critical_fault.ll:26:3: runtime error: 'unreachable' executed",
    );
    // On one thread, the team's logical threads take turns: the same failure.
    let seq = parir_within(&["run", &ll], LIMIT);
    assert_runtime_error(
        &seq,
        "critical_fault.ll:26:3: runtime error: 'unreachable' executed",
    );
}

#[test]
fn a_failing_team_thread_stops_a_thread_spinning_on_a_flag_it_never_sets() {
    let ll = input("spin_fault.ll");
    let out = parir_within(&["run", "--parallel=2", &ll], LIMIT);
    assert_runtime_error(
        &out,
        "spin_fault.ll:26:3: runtime error: out-of-bounds store of 4 bytes at offset 8",
    );
}

#[test]
fn a_failing_task_releases_the_thread_at_its_taskwait() {
    let ll = input("taskwait_fault.ll");
    for _ in 0..3 {
        let out = parir_within(&["run", "--parallel=2", &ll], LIMIT);
        assert_runtime_error(
            &out,
            "taskwait_fault.ll:32:3: runtime error: out-of-bounds store of 4 bytes at offset 52",
        );
    }
}

#[test]
fn allocations_no_run_could_satisfy_return_null() {
    let ll = input("malloc_null.ll");
    let want = "malloc null=1 e=12\n\
                calloc null=1 e=12\n\
                realloc null=1 e=12\n\
                old block 42\n\
                aligned_alloc null=1 e=12\n\
                posix_memalign null=12 e=0\n";
    let out = parir_within(&["run", &ll], LIMIT);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("{want}over-limit null=0 e=0\n"));
    // A block larger than the memory limit itself: null too.
    let out = parir_within(&["run", "--max-memory", "1000000", &ll], LIMIT);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("{want}over-limit null=1 e=12\n"));
}

#[test]
fn a_team_of_100000_threads_is_capped_with_a_warning() {
    let ll = input("huge_team.ll");
    let out = parir_within(&["run", "--parallel=2", &ll], Duration::from_secs(60));
    let err = text(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(text(&out.stdout), "1024 1024\n");
    for f in ["@count ", "@count_icv "] {
        assert!(
            err.contains(&format!("DIR.OMP.PARALLEL in {f}"))
                && err.contains("a team of 100000 threads asked for; it runs with 1024"),
            "{err}"
        );
    }
    // Without --parallel, the team's logical threads take turns: capped the same way.
    let seq = parir_within(&["run", &ll], Duration::from_secs(60));
    assert_eq!(text(&seq.stdout), "1024 1024\n");
    assert!(
        text(&seq.stderr).contains("a team of 100000 threads asked for; it runs with 1024"),
        "{}",
        text(&seq.stderr)
    );
    let many = parir_within(&["run", "--parallel=5000", &ll], Duration::from_secs(60));
    assert!(
        text(&many.stderr).contains("--parallel=5000: parir runs at most 1024 threads"),
        "{}",
        text(&many.stderr)
    );
}

#[test]
fn sanitize_reports_the_runtime_error_that_stopped_the_run() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let ll = input("barrier_fault.ll");
    let rep = tmp.path().join("rep.json");
    let rep_s = rep.to_str().expect("utf-8");
    let out = parir_within(&["sanitize", "--format", "json", "-o", rep_s, &ll], LIMIT);
    // The sanitizer runs the team with its logical threads: thread 1 exists and faults,
    // and the others, waiting at the barrier, are released.
    assert_runtime_error(&out, "barrier_fault.ll:25:3: runtime error");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rep).expect("report")).expect("JSON");
    assert!(
        doc["error"]["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("out-of-bounds store of 4 bytes at offset 16")),
        "{doc}"
    );

    let ll = input("taskwait_fault.ll");
    let out = parir_within(&["sanitize", "--format", "json", "-o", rep_s, &ll], LIMIT);
    assert_runtime_error(&out, "taskwait_fault.ll:32:3: runtime error");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rep).expect("report")).expect("JSON");
    let e = &doc["error"];
    assert!(
        e["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("out-of-bounds store of 4 bytes at offset 52")),
        "{doc}"
    );
    assert_eq!(e["function"], "main", "{doc}");
    assert!(
        e["ll"]
            .as_str()
            .is_some_and(|l| l.ends_with("taskwait_fault.ll:32:3")),
        "{doc}"
    );

    // The text report written to a file says it is incomplete, and why.
    let rep = tmp.path().join("rep.txt");
    let rep_s = rep.to_str().expect("utf-8");
    let out = parir_within(&["sanitize", "-o", rep_s, &ll], LIMIT);
    assert_eq!(out.status.code(), Some(70));
    let report = std::fs::read_to_string(&rep).expect("report");
    assert!(
        report.contains("incomplete: the run stopped at a runtime error")
            && report.contains("taskwait_fault.ll:32:3: runtime error: out-of-bounds store"),
        "{report}"
    );
}
