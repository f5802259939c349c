//! Fortran programs through flang's runtime in the interpreter (issue 29, point 4 and the
//! Fortran acceptance point): each program of `tests/fortran` is built by flang-new-19 at
//! -O0, -O1 and -O2, natively and to IR; `parir run` and `parir run --parallel=2` of the IR
//! must print exactly what the native build prints (the native output is the oracle, so
//! the programs carry no expected text). The `omp_*` programs are compiled with `-fopenmp`,
//! run natively on 2 threads and go through `omp-prepare` first.
//!
//! A runtime routine or edit descriptor parir does not support is a located error naming
//! it, never different output.
//!
//! Without flang-new-19 the test prints `SKIPPED` (it fails when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    common::files_with_ext(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fortran"),
        "f90",
    )
}

/// Native stdout of `src` built with `opts`, and the IR parir runs (prepared when OpenMP).
fn build(src: &Path, opts: &[&str], dir: &Path, omp: bool) -> (String, PathBuf) {
    let stem = src.file_stem().and_then(|s| s.to_str()).expect("name");
    let tag = opts.join("");
    let exe = dir.join(format!("{stem}{tag}"));
    common::run_ok(
        Command::new("flang-new-19")
            .args(opts)
            .arg(src)
            .arg("-o")
            .arg(&exe),
    );
    let native = common::output_without_input(Command::new(&exe).env("OMP_NUM_THREADS", "2"));
    assert!(
        native.status.success(),
        "{stem} {tag}: the native build fails: {}",
        String::from_utf8_lossy(&native.stderr)
    );
    let ll = dir.join(format!("{stem}{tag}.ll"));
    common::run_ok(
        Command::new("flang-new-19")
            .args(opts)
            .args(["-S", "-emit-llvm"])
            .arg(src)
            .arg("-o")
            .arg(&ll),
    );
    let ll = if omp {
        let prepared = dir.join(format!("{stem}{tag}.prepared.ll"));
        let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
        assert!(warnings.is_empty(), "{stem} {tag}: omp-prepare: {warnings}");
        let text = std::fs::read_to_string(&prepared).expect("prepared");
        assert!(
            !text.contains("call void @__kmpc_"),
            "{stem} {tag}: a runtime call is left"
        );
        prepared
    } else {
        ll
    };
    (String::from_utf8(native.stdout).expect("utf-8"), ll)
}

#[test]
fn fortran_programs_print_the_native_output() {
    if !common::have_tool("flang-new-19") {
        return;
    }
    let programs = programs();
    let omp = programs
        .iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("omp_"))
        })
        .count();
    assert!(omp >= 10, "{omp} OpenMP programs: {programs:?}");
    assert!(programs.len() >= 21, "{programs:?}");
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut failures = Vec::new();
    let mut compared = 0;
    for p in &programs {
        let stem = p.file_stem().and_then(|s| s.to_str()).expect("name");
        let is_omp = stem.starts_with("omp_");
        for opt in ["-O0", "-O1", "-O2"] {
            let mut opts = vec![opt];
            if is_omp {
                opts.push("-fopenmp");
            }
            let (want, ll) = build(p, &opts, tmp.path(), is_omp);
            assert!(!want.is_empty(), "{stem} {opt}: prints nothing");
            let path = ll.to_str().expect("utf-8");
            for mode in [None, Some("--parallel=2")] {
                let mut args = vec!["run"];
                args.extend(mode);
                args.push(path);
                let out = common::parir(&args, None);
                let got = String::from_utf8_lossy(&out.stdout);
                compared += 1;
                if !out.status.success() || got != want {
                    failures.push(format!(
                        "{stem} {opt} {}: {}\n--- native\n{want}--- parir\n{got}",
                        mode.unwrap_or("run"),
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {compared} runs differ from the native build:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `src` (a complete program) compiled to IR at -O0 and run: it must fail with a located
/// error (`file.ll:line:col: runtime error:`) whose message contains each of `names`.
fn located_error(src: &str, names: &[&str]) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let f90 = tmp.path().join("t.f90");
    std::fs::write(&f90, src).expect("write");
    let ll = tmp.path().join("t.ll");
    common::run_ok(
        Command::new("flang-new-19")
            .args(["-O0", "-S", "-emit-llvm"])
            .arg(&f90)
            .arg("-o")
            .arg(&ll),
    );
    let out = common::parir(&["run", ll.to_str().expect("utf-8")], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{src}: parir run succeeds");
    assert!(
        stderr.contains("t.ll:") && stderr.contains("runtime error:"),
        "not a located error: {stderr}"
    );
    for n in names {
        assert!(stderr.contains(n), "the error does not name {n}: {stderr}");
    }
}

#[test]
fn unsupported_fortran_runtime_is_a_located_error() {
    if !common::have_tool("flang-new-19") {
        return;
    }
    // An edit descriptor flang's output has no editing for, in a format read at run time.
    located_error(
        "program t\n  character(len=10) :: f\n  f = '(I3, Q4)'\n  print f, 1, 2\nend program t\n",
        &["'Q'", "t.f90:4"],
    );
    // A data edit descriptor that does not fit the item's type.
    located_error(
        "program t\n  character(len=10) :: f\n  f = '(I5)'\n  print f, 2.5\nend program t\n",
        &["'I'", "REAL"],
    );
    // A runtime routine parir does not have.
    located_error(
        "program t\n  character(len=20) :: s\n  call get_environment_variable('HOME', s)\n  print *, s\nend program t\n",
        &["_FortranAGetEnvVariable"],
    );
    // A derived type whose assignment needs a deep copy.
    located_error(
        "program t\n  type :: pt\n    integer, allocatable :: v(:)\n  end type\n  type(pt) :: p, q\n  p%v = [1, 2]\n  q = p\n  print *, q%v\nend program t\n",
        &["Assign", "allocatable components"],
    );
    // Output to a unit other than 6 and 0.
    located_error(
        "program t\n  write (10, *) 'x'\nend program t\n",
        &["unit 10"],
    );
}

/// The sanitizer sees the bytes flang's runtime routines read and write: threads that
/// write one shared character variable with internal writes race, and privatizing it
/// removes the race.
#[test]
fn sanitizer_sees_the_fortran_runtime_accesses() {
    if !common::have_tool("flang-new-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let racy = "program race1\n  implicit none\n  integer :: i\n  character(len=8) :: buf\n  !$omp parallel do num_threads(2)\n  do i = 1, 8\n    write (buf, '(I5)') i\n  end do\n  !$omp end parallel do\n  print '(A)', buf\nend program race1\n";
    let clean = racy.replace("num_threads(2)", "num_threads(2) private(buf)");
    for (name, src, racy) in [("racy", racy.to_string(), true), ("clean", clean, false)] {
        let f90 = tmp.path().join(format!("{name}.f90"));
        std::fs::write(&f90, src).expect("write");
        let ll = tmp.path().join(format!("{name}.ll"));
        common::run_ok(
            Command::new("flang-new-19")
                .args(["-fopenmp", "-O1", "-S", "-emit-llvm"])
                .arg(&f90)
                .arg("-o")
                .arg(&ll),
        );
        let prepared = tmp.path().join(format!("{name}.prepared.ll"));
        common::parir_opt("omp-prepare", &ll, &prepared);
        let out = common::parir(&["sanitize", prepared.to_str().expect("utf-8")], None);
        let report = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        if racy {
            assert!(
                report.contains("violation:")
                    && report.contains("@_FortranAioBeginInternalFormattedOutput (write)"),
                "{name}: {report}"
            );
        } else {
            assert!(out.status.success(), "{name}: {report}");
            assert!(!report.contains("violation:"), "{name}: {report}");
        }
    }
}

/// List-directed `READ *` from standard input: the same input gives the native output.
#[test]
fn list_directed_input_reads_as_flang_reads() {
    if !common::have_tool("flang-new-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = tmp.path().join("rd.f90");
    std::fs::write(
        &src,
        "program rd\n  implicit none\n  integer :: n, k(4)\n  real(8) :: x, v(3)\n  real :: y\n  complex :: z\n  logical :: l\n  character(len=8) :: w1, w2\n  read *, n, x\n  read *, k\n  read *, y, z, l\n  read *, w1, w2\n  read *, v\n  print *, n, x, k, y, z, l\n  print '(A, \"|\", A, \"|\")', w1, w2\n  print *, v\nend program rd\n",
    )
    .expect("write");
    let input = "42 2.5\n1,2\n3 4\n1.5e-3 (1.0,-2.5) .true.\n\"a b\" xyz\n2*0.1 -3+2\n";
    for opt in ["-O0", "-O1"] {
        let exe = tmp.path().join(format!("rd{opt}"));
        common::run_ok(
            Command::new("flang-new-19")
                .arg(opt)
                .arg(&src)
                .arg("-o")
                .arg(&exe),
        );
        let mut child = Command::new(&exe)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("native run");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(input.as_bytes()).expect("input");
        }
        let native = child.wait_with_output().expect("native output");
        assert!(native.status.success(), "{opt}: native run");
        let ll = tmp.path().join(format!("rd{opt}.ll"));
        common::run_ok(
            Command::new("flang-new-19")
                .args([opt, "-S", "-emit-llvm"])
                .arg(&src)
                .arg("-o")
                .arg(&ll),
        );
        let out = common::parir(&["run", ll.to_str().expect("utf-8")], Some(input));
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&native.stdout),
            "{opt}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
