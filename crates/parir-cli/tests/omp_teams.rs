//! Logical teams in a sequential `parir run` (issue 29, point 3): the C programs of
//! `tests/omp_teams` need the team they ask for (a `num_threads` clause,
//! `omp_set_num_threads`, or `OMP_NUM_THREADS`, which the test sets to 3) to compute their
//! answer, or even to finish (a producer and a consumer in two sections). Each is compiled
//! with clang-19 `-fopenmp` at -O0 and -O1;
//!
//! - the native build (libomp) prints the file's `STDOUT` lines: the expectation is the real
//!   runtime's;
//! - `parir run` of its `omp-prepare` output, without `--parallel`, prints them too, and a
//!   second run prints exactly what the first printed (the team's threads take turns in an
//!   order that depends on the program alone);
//! - `parir run --parallel=2` prints them as well, except for the program whose team size
//!   comes from `OMP_NUM_THREADS` (`--parallel=2` sizes such a team).
//!
//! Without clang-19 the test prints `SKIPPED` (it fails when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(60);

/// The expected output: the `// STDOUT: ` lines.
fn expected(src: &str) -> String {
    src.lines()
        .filter_map(|l| l.strip_prefix("// STDOUT: "))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn run(scratch: &Path, cmd: &mut Command) -> (Option<i32>, String, String) {
    cmd.env("OMP_NUM_THREADS", "3");
    common::run_bounded(cmd, None, scratch, LIMIT)
}

#[test]
fn teams_have_the_threads_they_ask_for_in_a_sequential_run() {
    if !common::have_tool("clang-19") {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/omp_teams");
    let programs = common::files_with_ext(&dir, "c");
    assert!(programs.len() >= 5, "{programs:?}");
    let tmp = tempfile::tempdir().expect("tempdir");
    let parir = env!("CARGO_BIN_EXE_parir");
    for p in &programs {
        let src = std::fs::read_to_string(p).expect("read");
        let want = expected(&src);
        assert!(!want.is_empty(), "{}: no STDOUT line", p.display());
        let stem = p.file_stem().and_then(|s| s.to_str()).expect("name");
        let sized_by_env = src.contains("OMP_NUM_THREADS");
        for opt in ["-O0", "-O1"] {
            let what = format!("{stem} {opt}");
            let scratch = tmp.path().join(format!("{stem}{opt}"));
            std::fs::create_dir_all(&scratch).expect("scratch");
            let (exe, ll) = (scratch.join("native"), scratch.join("in.ll"));
            for (args, out) in [(&[][..], &exe), (&["-S", "-emit-llvm"][..], &ll)] {
                common::run_ok(
                    Command::new("clang-19")
                        .args(["-fopenmp", opt])
                        .args(args)
                        .arg(p)
                        .arg("-o")
                        .arg(out),
                );
            }
            let native = run(&scratch, &mut Command::new(&exe));
            assert_eq!(native.1, want, "{what}: native: {}", native.2);

            let prepared = scratch.join("prepared.ll");
            let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
            assert!(warnings.is_empty(), "{what}: omp-prepare: {warnings}");
            let first = run(&scratch, Command::new(parir).arg("run").arg(&prepared));
            assert_eq!(first.0, Some(0), "{what}: parir run: {}", first.2);
            assert_eq!(first.1, want, "{what}: parir run: {}", first.2);
            let again = run(&scratch, Command::new(parir).arg("run").arg(&prepared));
            assert_eq!(again, first, "{what}: a second parir run");
            if !sized_by_env {
                let par = run(
                    &scratch,
                    Command::new(parir)
                        .args(["run", "--parallel=2"])
                        .arg(&prepared),
                );
                assert_eq!(par.1, want, "{what}: parir run --parallel=2: {}", par.2);
            }
        }
    }
}

/// Without `OMP_NUM_THREADS`, a team the program does not size runs on one thread in a
/// sequential run (the documented default), and `omp_get_max_threads` says so.
#[test]
fn an_unsized_team_has_one_thread_without_omp_num_threads() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = tmp.path().join("unsized.c");
    std::fs::write(
        &src,
        "#include <omp.h>\n#include <stdio.h>\nint main(void) {\n  int n = 0, m = omp_get_max_threads();\n#pragma omp parallel\n#pragma omp single\n  n = omp_get_num_threads();\n  printf(\"%d %d\\n\", m, n);\n  return 0;\n}\n",
    )
    .expect("write");
    let ll = tmp.path().join("unsized.ll");
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", "-O1", "-S", "-emit-llvm"])
            .arg(&src)
            .arg("-o")
            .arg(&ll),
    );
    let prepared = tmp.path().join("prepared.ll");
    let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
    assert!(warnings.is_empty(), "{warnings}");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
    cmd.arg("run").arg(&prepared).env_remove("OMP_NUM_THREADS");
    let (code, out, err) = common::run_bounded(&mut cmd, None, tmp.path(), LIMIT);
    assert_eq!((code, out.as_str()), (Some(0), "1 1\n"), "{err}");
}

/// `OMP_THREAD_LIMIT` bounds a team that asks for more threads, as libomp bounds it.
#[test]
fn omp_thread_limit_bounds_a_team() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = tmp.path().join("limit.c");
    std::fs::write(
        &src,
        "#include <omp.h>\n#include <stdio.h>\nint main(void) {\n  int n = 0, m = omp_get_thread_limit();\n#pragma omp parallel num_threads(6)\n#pragma omp single\n  n = omp_get_num_threads();\n  printf(\"%d %d\\n\", m, n);\n  return 0;\n}\n",
    )
    .expect("write");
    let ll = tmp.path().join("limit.ll");
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", "-O1", "-S", "-emit-llvm"])
            .arg(&src)
            .arg("-o")
            .arg(&ll),
    );
    let prepared = tmp.path().join("prepared.ll");
    let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
    assert!(warnings.is_empty(), "{warnings}");
    for (limit, want) in [("4", "4 4\n"), ("8", "8 6\n")] {
        for args in [&["run"][..], &["run", "--parallel=2"]] {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
            cmd.args(args).arg(&prepared).env("OMP_THREAD_LIMIT", limit);
            let (code, out, err) = common::run_bounded(&mut cmd, None, tmp.path(), LIMIT);
            assert_eq!(
                (code, out.as_str()),
                (Some(0), want),
                "{args:?} {limit}: {err}"
            );
        }
    }
}
