//! The OpenMP programs of `tests/omp` (11 C, 3 Fortran; issue 18, item 3) through
//! `omp-prepare` and `omp-extract`: each is compiled with clang-19 / flang-new-19 `-fopenmp` at -O0 and -O2;
//!
//! - the native build (linked with libomp, run on 2 threads) prints the file's `STDOUT`
//!   lines: the expectation is the real OpenMP runtime's;
//! - `omp-prepare` leaves no `__kmpc_*` call, and `parir check` finds no error in its output;
//! - `parir run` and `parir run --parallel=2` of the prepared program print the same lines,
//!   without libomp;
//! - `omp-extract` of the prepared program, compiled by the same compiler and linked with
//!   libomp, prints them natively on 2 threads; `omp-prepare` of that runs under `parir run
//!   --parallel=2` with them again;
//! - `parir sanitize` finds no violation of a directive construct's claim (tasks, sections)
//!   in the prepared program. (clang also puts `llvm.loop.parallel_accesses` on the -O0
//!   `schedule(dynamic)` loops although their private counter is stored in memory every
//!   iteration; the sanitizer reports those metadata claims, which are clang's, not the
//!   translation's.)
//!
//! Without the compilers the test prints `SKIPPED` (it fails when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/omp");
    let mut v = common::files_with_ext(&dir, "c");
    v.extend(common::files_with_ext(&dir, "f90"));
    v
}

/// The expected output: the `// STDOUT: ` (C) or `! STDOUT: ` (Fortran) lines.
fn expected(src: &str) -> String {
    src.lines()
        .filter_map(|l| {
            l.strip_prefix("// STDOUT: ")
                .or_else(|| l.strip_prefix("! STDOUT: "))
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn openmp_programs_run_after_omp_prepare_as_natively() {
    if !common::have_tool("clang-19") || !common::have_tool("flang-new-19") {
        return;
    }
    let programs = programs();
    let c = programs
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "c"));
    assert!(c.count() >= 10, "{programs:?}");
    assert!(programs.len() >= 13, "{programs:?}");
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut loops_formed = 0;
    for p in &programs {
        let src = std::fs::read_to_string(p).expect("read");
        let want = expected(&src);
        assert!(!want.is_empty(), "{}: no STDOUT line", p.display());
        let stem = p.file_stem().and_then(|s| s.to_str()).expect("name");
        let compiler = if p.extension().is_some_and(|e| e == "c") {
            "clang-19"
        } else {
            "flang-new-19"
        };
        for opt in ["-O0", "-O2"] {
            let what = format!("{stem} {opt}");
            let ll = tmp.path().join(format!("{stem}{opt}.ll"));
            common::run_ok(
                Command::new(compiler)
                    .args(["-fopenmp", opt, "-S", "-emit-llvm"])
                    .arg(p)
                    .arg("-o")
                    .arg(&ll),
            );
            let exe = tmp.path().join(format!("{stem}{opt}"));
            common::run_ok(
                Command::new(compiler)
                    .args(["-fopenmp", opt])
                    .arg(p)
                    .arg("-o")
                    .arg(&exe),
            );
            let native =
                common::output_without_input(Command::new(&exe).env("OMP_NUM_THREADS", "2"));
            assert!(native.status.success(), "{what}: native run");
            assert_eq!(
                String::from_utf8_lossy(&native.stdout),
                want,
                "{what}: native"
            );

            let prepared = tmp.path().join(format!("{stem}{opt}.prepared.ll"));
            let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
            assert!(warnings.is_empty(), "{what}: {warnings}");
            let text = std::fs::read_to_string(&prepared).expect("prepared");
            assert!(!text.contains("@__kmpc_"), "{what}: a runtime call is left");
            assert!(
                text.contains("DIR.OMP.PARALLEL"),
                "{what}: no parallel region"
            );
            let check = common::parir(&["check", prepared.to_str().expect("utf-8")], None);
            assert!(
                check.status.success(),
                "{what}: parir check: {}",
                String::from_utf8_lossy(&check.stderr)
            );
            let path = prepared.to_str().expect("utf-8");
            assert_eq!(
                common::parir_stdout(&["run", path]),
                want,
                "{what}: parir run"
            );
            assert_eq!(
                common::parir_stdout(&["run", "--parallel=2", path]),
                want,
                "{what}: parir run --parallel=2"
            );
            let extracted = tmp.path().join(format!("{stem}{opt}.extracted.ll"));
            let warnings = common::parir_opt("omp-extract", &prepared, &extracted);
            assert!(warnings.is_empty(), "{what}: omp-extract: {warnings}");
            let rebuilt = tmp.path().join(format!("{stem}{opt}.rebuilt"));
            common::run_ok(
                Command::new(compiler)
                    .arg("-fopenmp")
                    .arg(&extracted)
                    .arg("-o")
                    .arg(&rebuilt),
            );
            let again =
                common::output_without_input(Command::new(&rebuilt).env("OMP_NUM_THREADS", "2"));
            assert!(again.status.success(), "{what}: rebuilt run");
            assert_eq!(
                String::from_utf8_lossy(&again.stdout),
                want,
                "{what}: omp-extract output built natively"
            );
            let reprepared = tmp.path().join(format!("{stem}{opt}.reprepared.ll"));
            common::parir_opt("omp-prepare", &extracted, &reprepared);
            assert_eq!(
                common::parir_stdout(&["run", "--parallel=2", reprepared.to_str().expect("utf-8")]),
                want,
                "{what}: omp-prepare of omp-extract"
            );
            // The round trip keeps the program race-free: an extracted reduction combines
            // under the lock clang's own reduction code takes (with another lock, the two
            // combines of one variable raced and a thread's partial result was lost).
            let resan = common::parir(&["sanitize", reprepared.to_str().expect("utf-8")], None);
            assert!(
                resan.status.success(),
                "{what}: sanitize of the round trip: {}",
                String::from_utf8_lossy(&resan.stdout)
            );
            let san = common::parir(&["sanitize", path], None);
            let report = String::from_utf8_lossy(&san.stdout).into_owned()
                + &String::from_utf8_lossy(&san.stderr);
            assert!(
                !report
                    .lines()
                    .any(|l| l.starts_with("violation:") && l.contains("DIR.OMP")),
                "{what}: sanitizer: {report}"
            );
            // The worksharing loops re-formed as `DIR.OMP.LOOP` are the sanitizer's too.
            let text = std::fs::read_to_string(&prepared).expect("read");
            let loops = text.matches("\"DIR.OMP.LOOP\"").count();
            let checked = report
                .lines()
                .filter(|l| l.starts_with("checked: loop"))
                .count();
            // (A loop whose iterations each start a team, nested_parallel's, is not one the
            // sanitizer follows.)
            assert!(
                loops == 0 || checked > 0,
                "{what}: {loops} loops, sanitizer: {report}"
            );
            loops_formed += loops;
        }
    }
    // static, dynamic and guided loops without lastprivate or an &&/|| reduction, at -O0 and at -O2
    // where clang did not vectorize them or keep a reduction in a register (the others keep
    // their share computed in IR).
    assert!(
        loops_formed >= 28,
        "{loops_formed} DIR.OMP.LOOP regions formed"
    );
}

/// A `parallel for` whose iterations depend on each other: `omp-prepare` re-forms it as a
/// `DIR.OMP.LOOP` region, and the sanitizer reports the dependence with both locations;
/// `parir run` still prints what the sequential program prints.
#[test]
fn racy_openmp_loop_is_reported_by_the_sanitizer() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = tmp.path().join("racy_for.c");
    std::fs::write(
        &src,
        "#include <stdio.h>\nint a[1000];\nint main(void) {\n  for (int i = 0; i < 1000; i++)\n    a[i] = i;\n#pragma omp parallel for\n  for (int i = 1; i < 1000; i++)\n    a[i] = a[i - 1] + 1;\n  printf(\"%d\\n\", a[999]);\n  return 0;\n}\n",
    )
    .expect("write");
    let ll = tmp.path().join("racy_for.ll");
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", "-O0", "-S", "-emit-llvm", "-g"])
            .arg(&src)
            .arg("-o")
            .arg(&ll),
    );
    let prepared = tmp.path().join("racy_for.prepared.ll");
    common::parir_opt("omp-prepare", &ll, &prepared);
    let text = std::fs::read_to_string(&prepared).expect("read");
    assert_eq!(text.matches("\"DIR.OMP.LOOP\"").count(), 1, "{text}");
    let path = prepared.to_str().expect("utf-8");
    assert_eq!(common::parir_stdout(&["run", path]), "999\n");
    let san = common::parir(&["sanitize", path], None);
    let report =
        String::from_utf8_lossy(&san.stdout).into_owned() + &String::from_utf8_lossy(&san.stderr);
    let violation = report
        .lines()
        .find(|l| l.starts_with("violation:"))
        .unwrap_or_else(|| panic!("no violation: {report}"));
    assert!(violation.contains("DIR.OMP.LOOP"), "{report}");
    assert!(report.contains("racy_for.c:8"), "{report}");
}

/// A runtime call outside what `omp-prepare` translates is a located warning naming the
/// call; its function keeps its runtime calls, and the rest of the module is prepared.
#[test]
fn unsupported_runtime_calls_leave_their_function_only() {
    let src = "declare void @__kmpc_ordered(ptr, i32)\n\
               declare void @__kmpc_barrier(ptr, i32)\n\
               define void @f() {\n  call void @__kmpc_barrier(ptr null, i32 0)\n  call void @__kmpc_ordered(ptr null, i32 0)\n  ret void\n}\n\
               define void @g() {\n  call void @__kmpc_barrier(ptr null, i32 0)\n  ret void\n}\n";
    let out = common::parir(&["opt", "-passes=omp-prepare", "-", "-o", "-"], Some(src));
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("warning: <unknown>:0:0: `__kmpc_ordered` has no directive form in omp-prepare; @f keeps this and its other OpenMP runtime calls, the rest of the module is prepared [omp-prepare-unsupported] (at <stdin>:5:3)"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let f = &text[text.find("define void @f").expect("@f")..];
    let f = &f[..f.find('}').expect("end of @f")];
    assert!(
        f.contains("call void @__kmpc_barrier(ptr null, i32 0)"),
        "{text}"
    );
    assert!(
        f.contains("call void @__kmpc_ordered(ptr null, i32 0)"),
        "{text}"
    );
    let g = &text[text.find("define void @g").expect("@g")..];
    assert!(g.contains("\"DIR.OMP.BARRIER\"()"), "{text}");
    assert!(!g.contains("__kmpc"), "{text}");
}

/// A directive `omp-extract` has no lowering for leaves the module unchanged, with a located
/// warning.
#[test]
fn unsupported_directives_leave_the_module_unchanged() {
    let src = "declare token @llvm.directive.region.entry()\n\
               declare void @llvm.directive.region.exit(token)\n\
               define void @f(ptr %a) {\n  %t = call token @llvm.directive.region.entry() [ \"DIR.OMP.PARALLEL\"(), \"QUAL.OMP.REDUCTION.ADD\"(ptr %a) ]\n  store i32 1, ptr %a\n  call void @llvm.directive.region.exit(token %t) [ \"DIR.OMP.END.PARALLEL\"() ]\n  ret void\n}\n";
    let out = common::parir(&["opt", "-passes=omp-extract", "-", "-o", "-"], Some(src));
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("warning: <unknown>:0:0: `DIR.OMP.PARALLEL` with `QUAL.OMP.REDUCTION.ADD`; the module is left unchanged [omp-extract-unsupported] (at <stdin>:4:3)"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("DIR.OMP.PARALLEL"), "{text}");
    assert!(!text.contains("__kmpc"), "{text}");
}
