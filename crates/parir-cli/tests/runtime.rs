//! The parallel runtime of `parir run --parallel` (issue 27, point 4): team regions,
//! parallel loops and spawn trees run on the run's one pool of worker threads, and a team
//! with more threads than the pool has workers runs to the sequential output without
//! deadlock.

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

/// A bound on one run: a regression to a hang fails instead of blocking the suite.
const LIMIT: Duration = Duration::from_secs(25);

fn input(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/runtime")
        .join(name)
}

/// The `runtime: ...` part of an `--explain` line, if it has one.
fn runtime_of(line: &str) -> Option<&str> {
    line.split("; runtime: ").nth(1)
}

/// A team region, a parallel loop and a spawn tree in one program: `--explain` says each
/// ran on the same pool (the run's one runtime), and the output is the sequential one,
/// with pools smaller and larger than the team.
#[test]
fn a_team_a_parallel_loop_and_a_spawn_tree_run_on_one_pool() {
    let ll = input("one_pool.ll");
    let ll = ll.to_str().expect("utf-8");
    let seq = common::parir_within(&["run", ll], LIMIT);
    assert_eq!(seq.status.code(), Some(0));
    let want = "team 42 loop 332833500 fib(18) 2584\n";
    assert_eq!(String::from_utf8_lossy(&seq.stdout), want);
    for threads in [2, 3, 4] {
        let flag = format!("--parallel={threads}");
        let par = common::parir_within(&["run", &flag, "--explain", ll], LIMIT);
        assert_eq!(String::from_utf8_lossy(&par.stdout), want, "{flag}");
        assert_eq!(par.status.code(), Some(0), "{flag}");
        let explain = String::from_utf8_lossy(&par.stderr);
        let line = |prefix: &str| {
            explain
                .lines()
                .find(|l| l.starts_with(prefix))
                .unwrap_or_else(|| panic!("{flag}: no `{prefix}` line:\n{explain}"))
        };
        let team = line("parir: explain: DIR.OMP.PARALLEL in @main: entered 1 time(s), 1 by a team (3 threads in all)");
        let lp = line("parir: explain: loop loop in @main: entered 1 time(s), 1 in parallel");
        let spawn = line("parir: explain: spawn (detach) in %split of @fib");
        let pool = format!("pool #1 ({threads} workers)");
        for l in [team, lp, spawn] {
            let rt = runtime_of(l).unwrap_or_else(|| panic!("{flag}: no runtime in {l}"));
            assert!(rt.starts_with(&pool), "{flag}: {l}");
        }
        // The team's third member has no worker of a pool of two: an extra thread of
        // the runtime backs it.
        assert_eq!(
            team.contains("1 extra thread(s) for members beyond its workers"),
            threads == 2,
            "{team}"
        );
        // At least one spawn ran as a job of the pool (the first one of a run does).
        let on_pool: u64 = spawn
            .split(" on the pool")
            .next()
            .and_then(|s| s.rsplit(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        assert!(on_pool >= 1, "{spawn}");
    }
}

/// A team of eight threads (worksharing loops with static, dynamic and chunked schedules,
/// a reduction, single, sections, tasks, critical sections, barriers) on a pool of two
/// workers: the six members beyond the workers are backed by extra threads, and the
/// output is the sequential one, run after run.
#[test]
fn a_team_larger_than_the_pool_runs_without_deadlock() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/omp-team.ll"),
    )
    .expect("examples/omp-team.ll");
    let from = "\"QUAL.OMP.NUM_THREADS\"(i32 3)";
    assert!(src.contains(from), "the example's team has three threads");
    let ll = tmp.path().join("team8.ll");
    std::fs::write(&ll, src.replace(from, "\"QUAL.OMP.NUM_THREADS\"(i32 8)")).expect("write");
    let ll = ll.to_str().expect("utf-8");
    let want = "master sees first 42 task 1\ndot 499500.0 hits 334 counted 1 sections 1 2 3\n";
    for _ in 0..3 {
        let par = common::parir_within(&["run", "--parallel=2", "--explain", ll], LIMIT);
        assert_eq!(String::from_utf8_lossy(&par.stdout), want);
        assert_eq!(par.status.code(), Some(0));
        let explain = String::from_utf8_lossy(&par.stderr);
        assert!(
            explain.contains("1 by a team (8 threads in all); runtime: pool #1 (2 workers), 6 extra thread(s) for members beyond its workers"),
            "{explain}"
        );
    }
}
