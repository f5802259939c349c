//! The OpenMP runtime API and the runtime calls `omp-prepare` keeps (issue 29): the C and
//! Fortran programs of `tests/omp_api`, compiled with clang-19 / flang-new-19 `-fopenmp` at
//! -O0 and -O1, give under
//! `parir run`, `parir run --parallel=2` and `parir sanitize` of their `omp-prepare` output,
//! and natively again from its `omp-extract` output, what their native build (libomp,
//! `OMP_NUM_THREADS=2`) gives: the same standard output, the same exit code and the same
//! libomp messages (`OMP: ...` lines) on standard error; `sanitize` reports no violation.
//!
//! The programs print nothing that depends on the team size: a team the program does not
//! size runs on one thread in a sequential `parir run` without `OMP_NUM_THREADS`
//! (`tests/omp_teams.rs` tests the sizes).
//!
//! Without clang-19 the test prints `SKIPPED` (it fails when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(60);

/// What a run gave: exit code, standard output, libomp's messages.
fn outcome(code: Option<i32>, out: &str, err: &str) -> (Option<i32>, String, Vec<String>) {
    let msgs = err
        .lines()
        .filter(|l| l.starts_with("OMP: ") && (l.contains("#282") || l.contains("#283")))
        .map(str::to_string)
        .collect();
    (code, out.to_string(), msgs)
}

/// clang-19, or flang-new-19 for a Fortran program (its runtime is then linked).
fn clang(fortran: bool, args: &[&str], src: &Path, out: &Path) {
    common::run_ok(
        Command::new(if fortran { "flang-new-19" } else { "clang-19" })
            .arg("-fopenmp")
            .args(args)
            .arg(src)
            .arg("-o")
            .arg(out),
    );
}

/// A native program on 2 threads, through a shell so that an abort is the exit code 134 it
/// is for `parir run` (128 + SIGABRT), not a death by signal.
fn native_cmd(exe: &Path) -> Command {
    let mut cmd = Command::new("sh");
    cmd.args(["-c", "\"$0\"; exit $?"])
        .arg(exe)
        .env("OMP_NUM_THREADS", "2");
    cmd
}

#[test]
fn openmp_api_programs_run_under_parir_as_with_libomp() {
    if !common::have_tool("clang-19") {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/omp_api");
    let mut programs: Vec<PathBuf> = common::files_with_ext(&dir, "c");
    if common::have_tool("flang-new-19") {
        programs.extend(common::files_with_ext(&dir, "f90"));
    }
    assert!(programs.len() >= 3, "{programs:?}");
    let tmp = tempfile::tempdir().expect("tempdir");
    let parir = env!("CARGO_BIN_EXE_parir");
    for p in &programs {
        let stem = p.file_stem().and_then(|s| s.to_str()).expect("name");
        let fortran = p.extension().is_some_and(|e| e == "f90");
        for opt in ["-O0", "-O1"] {
            let what = format!("{stem} {opt}");
            let scratch = tmp.path().join(format!("{stem}{opt}"));
            std::fs::create_dir_all(&scratch).expect("scratch");
            let exe = scratch.join("native");
            let ll = scratch.join("in.ll");
            clang(fortran, &[opt], p, &exe);
            clang(fortran, &[opt, "-S", "-emit-llvm"], p, &ll);
            let native = {
                let mut cmd = native_cmd(&exe);
                let (c, o, e) = common::run_bounded(&mut cmd, None, &scratch, LIMIT);
                outcome(c, &o, &e)
            };
            assert!(
                !native.1.is_empty() || !native.2.is_empty(),
                "{what}: the native run prints nothing"
            );

            let prepared = scratch.join("prepared.ll");
            let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
            assert!(warnings.is_empty(), "{what}: omp-prepare: {warnings}");
            for args in [&["run"][..], &["run", "--parallel=2"], &["sanitize"]] {
                let mut cmd = Command::new(parir);
                cmd.args(args).arg(&prepared);
                let (c, o, e) = common::run_bounded(&mut cmd, None, &scratch, LIMIT);
                assert_eq!(outcome(c, &o, &e), native, "{what}: parir {args:?}: {e}");
                if args[0] == "sanitize" {
                    assert!(
                        e.contains("0 violation(s)") || c == Some(134),
                        "{what}: sanitize: {e}"
                    );
                }
            }

            let extracted = scratch.join("extracted.ll");
            let warnings = common::parir_opt("omp-extract", &prepared, &extracted);
            assert!(warnings.is_empty(), "{what}: omp-extract: {warnings}");
            let rebuilt = scratch.join("rebuilt");
            clang(fortran, &[], &extracted, &rebuilt);
            let mut cmd = native_cmd(&rebuilt);
            let (c, o, e) = common::run_bounded(&mut cmd, None, &scratch, LIMIT);
            assert_eq!(outcome(c, &o, &e), native, "{what}: omp-extract rebuilt");
        }
    }
}
