//! C++ exceptions under `parir run` (issue 32, point 1), against the native build: each
//! program of `tests/cxx_exceptions/*.cpp` is built by clang++-19 at -O0 and -O2, to IR
//! that `parir run` executes and to a native executable; the standard output, standard
//! error (std::terminate's message) and exit status must be the same. Then the Tapir
//! program whose spawned task throws (`tests/tapir/throw.ll`) must print, in Tapir and in
//! the marker form, sequentially and with `--parallel=2`, what the native build of its
//! serial elision (`spawn_elision.cpp`) prints. Without clang++-19 the test is skipped,
//! unless `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::path::Path;
use std::process::Command;

fn build(src: &Path, opt: &str, out: &Path, ir: bool) {
    let mut cmd = Command::new("clang++-19");
    cmd.arg(opt).arg(src).arg("-o").arg(out);
    if ir {
        cmd.args(["-S", "-emit-llvm"]);
    }
    common::run_ok(&mut cmd);
}

/// Standard output, standard error and exit status.
fn outcome(out: std::process::Output) -> (String, String, Option<i32>) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().or_else(|| {
            // The native build's abort: a shell would report 128 + SIGABRT.
            use std::os::unix::process::ExitStatusExt;
            out.status.signal().map(|s| 128 + s)
        }),
    )
}

#[test]
fn cxx_programs_run_as_their_native_builds() {
    if !common::have_tool("clang++-19") {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cxx_exceptions");
    let tmp = tempfile::tempdir().expect("tempdir");
    let programs = common::files_with_ext(&dir, "cpp");
    assert!(programs.len() >= 4, "{programs:?}");
    for src in &programs {
        let stem = src.file_stem().and_then(|s| s.to_str()).expect("name");
        for opt in ["-O0", "-O2"] {
            let ll = tmp.path().join(format!("{stem}{opt}.ll"));
            let exe = tmp.path().join(format!("{stem}{opt}"));
            build(src, opt, &ll, true);
            build(src, opt, &exe, false);
            let native = outcome(Command::new(&exe).output().expect("native run"));
            let ran = outcome(common::parir(&["run", ll.to_str().expect("utf-8")], None));
            assert_eq!(ran, native, "{stem} {opt}: parir run vs native");
        }
    }
}

#[test]
fn a_throwing_spawn_prints_the_serial_elision_output() {
    if !common::have_tool("clang++-19") {
        return;
    }
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let tmp = tempfile::tempdir().expect("tempdir");
    let exe = tmp.path().join("elision");
    build(
        &here.join("cxx_exceptions/spawn_elision.cpp"),
        "-O1",
        &exe,
        false,
    );
    let (expected, _, status) = outcome(Command::new(&exe).output().expect("native run"));
    assert_eq!(status, Some(0));
    assert!(expected.contains("caught"), "{expected}");
    let tapir = here.join("tapir/throw.ll");
    let tapir = tapir.to_str().expect("utf-8");
    let markers = tmp.path().join("throw.markers.ll");
    let markers = markers.to_str().expect("utf-8");
    common::parir_stdout(&["opt", "-passes=tapir-prepare", tapir, "-o", markers]);
    // Its sync region's tasks may throw: --explain says they keep the serial elision.
    let explain = common::parir(&["run", "--parallel=2", "--explain", tapir], None);
    let report = String::from_utf8_lossy(&explain.stderr);
    assert!(
        report.contains("spawn in %if.end of @tree: runs as the serial elision"),
        "{report}"
    );
    for form in [tapir, markers] {
        for mode in [&["run"][..], &["run", "--parallel=2"], &["sanitize"]] {
            let mut args = mode.to_vec();
            args.push(form);
            assert_eq!(common::parir_stdout(&args), expected, "{args:?}");
        }
    }
}

/// Exceptions inside an OpenMP region (`tests/cxx_exceptions/omp/`): built with
/// `-fopenmp`, taken through `omp-prepare`, the program prints what its native libomp build
/// prints on 2 threads, under `run`, `run --parallel=2` and `sanitize`.
#[test]
fn exceptions_caught_inside_an_openmp_region() {
    if !common::have_tool("clang++-19") {
        return;
    }
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cxx_exceptions/omp/catch_in_region.cpp");
    let tmp = tempfile::tempdir().expect("tempdir");
    let (ll, prepared, exe) = (
        tmp.path().join("omp.ll"),
        tmp.path().join("omp.prepared.ll"),
        tmp.path().join("omp"),
    );
    for (out, ir) in [(&ll, true), (&exe, false)] {
        let mut cmd = Command::new("clang++-19");
        cmd.args(["-O1", "-fopenmp"]).arg(&src).arg("-o").arg(out);
        if ir {
            cmd.args(["-S", "-emit-llvm"]);
        }
        common::run_ok(&mut cmd);
    }
    let native = Command::new(&exe)
        .env("OMP_NUM_THREADS", "2")
        .output()
        .expect("native run");
    assert!(native.status.success());
    let expected = String::from_utf8_lossy(&native.stdout).into_owned();
    common::parir_opt("omp-prepare", &ll, &prepared);
    let prepared = prepared.to_str().expect("utf-8");
    for mode in [&["run"][..], &["run", "--parallel=2"], &["sanitize"]] {
        let mut args = mode.to_vec();
        args.push(prepared);
        assert_eq!(common::parir_stdout(&args), expected, "{args:?}");
    }
}
