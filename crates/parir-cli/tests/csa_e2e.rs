//! CSA builtins end to end with the real LLVM 19 tools (issue 13, acceptance): C and Fortran
//! kernels written for the project (`tests/csa/`) are compiled at -O0 and -O2 with clang-19
//! and flang-new-19, taken through `csa-builtins` or `csa-fortran-intrinsics`, the seed's
//! pre-CLIE passes (with `loop-rotate`), `clie`, `loop-spmdization` and
//! `csa-intrinsic-cleaner`; the result passes
//! `opt-19 -passes=verify`, and `parir run` prints what the native build of the same source
//! prints (with `include/csa.h`'s no-op mode, or `include/csa_noop.f90`).
//!
//! At -O0, clang marks functions `optnone`, which makes `mem2reg` skip them as opt does;
//! the tests compile with `-Xclang -disable-O0-optnone`, the usual way to feed -O0 IR to an
//! optimizer (flang-new-19 does not mark them).
//!
//! The tools are oracles: without them the tests print `SKIPPED:` and return, and with
//! `PARIR_REQUIRE_ORACLES=1` they fail instead.

mod common;
use common::{have_tool as have, parir};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The seed's pre-CLIE passes, with `loop-rotate` (clang -O0's and flang -O0's loops test at
/// their header; SPMDization takes loops that test at their latch) and `loop-spmdization`.
const PIPELINE_C: &str = "csa-builtins,mem2reg,loop-simplify,loop-rotate,licm,clie,loop-spmdization,csa-intrinsic-cleaner";
const PIPELINE_F: &str = "csa-fortran-intrinsics,mem2reg,loop-simplify,loop-rotate,licm,clie,loop-spmdization,csa-intrinsic-cleaner";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/csa")
}

/// Runs a command; panics with its standard error when it fails; returns standard output.
fn run(cmd: &mut Command) -> String {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        o.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `-O0` flags that keep functions optimizable.
fn level_flags(level: &str, clang: bool) -> Vec<&str> {
    match (level, clang) {
        ("-O0", true) => vec!["-O0", "-Xclang", "-disable-O0-optnone"],
        (l, _) => vec![l],
    }
}

/// No `-D` definitions.
const NO_DEFS: &[&str] = &[];

/// The output of `src` built natively by clang-19 at `opt` with the CSA builtins as no-ops
/// (`-DPARIR_CSA_NOOP`), with `defs`: what the parir pipelines must print.
fn native_output<S: AsRef<std::ffi::OsStr>>(
    dir: &Path,
    src: &Path,
    opt: &str,
    defs: &[S],
) -> String {
    let native = dir.join("native");
    run(Command::new("clang-19")
        .args([opt, "-DPARIR_CSA_NOOP", "-I"])
        .arg(root().join("include"))
        .args(defs)
        .arg(src)
        .arg("-o")
        .arg(&native));
    run(&mut Command::new(&native))
}

/// `src` as LLVM IR from clang-19 at `level` (optimizable at -O0), with `defs`.
fn clang_ir<S: AsRef<std::ffi::OsStr>>(src: &Path, level: &str, defs: &[S]) -> String {
    run(Command::new("clang-19")
        .args(level_flags(level, true))
        .args(["-S", "-emit-llvm", "-o", "-", "-I"])
        .arg(root().join("include"))
        .args(defs)
        .arg(src))
}

/// `parir opt -passes=PIPELINE` on `ir`: the output and standard error.
fn parir_opt(pipeline: &str, ir: &str) -> (String, String) {
    let o = parir(&["opt", &format!("-passes={pipeline}"), "-"], Some(ir));
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(o.status.success(), "parir opt failed:\n{err}");
    (String::from_utf8(o.stdout).expect("utf-8"), err)
}

/// `opt-19 -passes=verify` accepts `ir`.
fn verify(dir: &Path, ir: &str, name: &str) {
    let f = dir.join(name);
    std::fs::write(&f, ir).expect("write");
    run(Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .arg(&f));
}

/// `parir run` of `ir`: its standard output (the exit code must be 0).
fn parir_run(ir: &str) -> String {
    let o = parir(&["run", "-"], Some(ir));
    assert!(
        o.status.success(),
        "parir run failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("utf-8")
}

/// The number of `loop-spmdization` workers (sections of its regions) in `ir`.
fn worker_sections(ir: &str) -> usize {
    ir.matches("call i32 @llvm.csa.parallel.section.entry(i32 %spmdization_region")
        .count()
}

/// Checks what the pipeline leaves: region/section pairs from CLIE, no loop intrinsic and no
/// spmdization or pipeline intrinsic; every diagnostic is a located warning.
fn check_expanded(out: &str, err: &str, level: &str, regions: usize) {
    for gone in [
        "llvm.csa.parallel.loop",
        "llvm.csa.spmd(",
        "llvm.csa.spmdization",
        "llvm.csa.pipeline",
        "__builtin_csa",
        "builtin_csa_",
    ] {
        assert!(!out.contains(gone), "{level}: {gone} left:\n{out}");
    }
    for l in err.lines() {
        assert!(
            l.starts_with("warning: ") && l.contains("[csa-") && l.contains(" (at <stdin>:"),
            "{level}: {l}"
        );
    }
    let n = out
        .matches("call i32 @llvm.csa.parallel.region.entry(")
        .count();
    assert!(
        n >= regions,
        "{level}: {n} region entries, expected {regions}:\n{out}"
    );
}

#[test]
fn c_kernel_runs_as_natively_after_clie() {
    if !have("clang-19") || !have("opt-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let src = tests_dir().join("kernel.c");
    let expected = native_output(dir.path(), &src, "-O2", NO_DEFS);
    for level in ["-O0", "-O2"] {
        let ir = clang_ir(&src, level, NO_DEFS);
        let (out, err) = parir_opt(PIPELINE_C, &ir);
        verify(dir.path(), &out, &format!("c{level}.ll"));
        // At -O0 every loop keeps its shape: 4 parallel/spmd loops plus the user region;
        // at -O2 clang may vectorize or unroll a loop first (a located warning).
        let regions = if level == "-O0" { 5 } else { 1 };
        check_expanded(&out, &err, level, regions);
        if level == "-O0" {
            assert!(err.is_empty(), "{err}");
            assert!(out.contains("llvm.csa.parallel.section.entry(i32 %clie_pre"));
            // Rotated, both spmd loops are SPMDized: 4 + 2 workers.
            assert_eq!(worker_sections(&out), 6, "{out}");
        }
        assert_eq!(parir_run(&out), expected, "{level}");
        // The intrinsics are no-ops to the interpreter before the cleaner too.
        let (mid, _) = parir_opt("csa-builtins,mem2reg,loop-simplify,licm,clie", &ir);
        if level == "-O0" {
            assert!(mid.contains("llvm.csa.spmdization.entry(i32 4, i32 0)"));
            assert!(
                mid.contains("llvm.csa.spmdization.entry(i32 2, i32 8)"),
                "hybrid"
            );
            assert!(mid.contains("llvm.csa.pipeline.loop.entry(i32 0)"));
        }
        assert_eq!(parir_run(&mid), expected, "{level} before the cleaner");
    }
}

#[test]
fn fortran_kernel_runs_as_natively_after_clie() {
    if !have("flang-new-19") || !have("clang-19") || !have("opt-19") || !have("llvm-link-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let (kernel, driver) = (tests_dir().join("kernel.f90"), tests_dir().join("driver.c"));
    let include = root().join("include");
    run(Command::new("flang-new-19")
        .args(["-c", "-I"])
        .arg(&include)
        .arg(&kernel)
        .arg("-o")
        .arg(d.join("k.o")));
    run(Command::new("flang-new-19")
        .arg("-c")
        .arg(include.join("csa_noop.f90"))
        .arg("-o")
        .arg(d.join("noop.o")));
    run(Command::new("clang-19")
        .arg(&driver)
        .arg(d.join("k.o"))
        .arg(d.join("noop.o"))
        .arg("-o")
        .arg(d.join("native")));
    let expected = run(&mut Command::new(d.join("native")));
    for level in ["-O0", "-O2"] {
        let fk = d.join(format!("k{level}.ll"));
        let fd = d.join(format!("d{level}.ll"));
        run(Command::new("flang-new-19")
            .args(level_flags(level, false))
            .args(["-S", "-emit-llvm", "-I"])
            .arg(&include)
            .arg(&kernel)
            .arg("-o")
            .arg(&fk));
        run(Command::new("clang-19")
            .args(level_flags(level, true))
            .args(["-S", "-emit-llvm"])
            .arg(&driver)
            .arg("-o")
            .arg(&fd));
        let ir = run(Command::new("llvm-link-19").arg("-S").arg(&fk).arg(&fd));
        assert!(ir.contains("@builtin_csa_spmd_(ptr"), "{level}");
        let (out, err) = parir_opt(PIPELINE_F, &ir);
        verify(d, &out, &format!("f{level}.ll"));
        let regions = if level == "-O0" { 2 } else { 1 };
        check_expanded(&out, &err, level, regions);
        if level == "-O0" {
            // flang's loops are rotated, and the spmd loop becomes 4 workers.
            assert!(err.is_empty(), "{err}");
            assert_eq!(worker_sections(&out), 4, "{out}");
        } else {
            // flang -O2 vectorizes the spmd loop first: refused, with a located warning.
            assert_eq!(worker_sections(&out), 0, "{out}");
            assert!(
                err.lines().any(|l| l.starts_with("warning: ")
                    && l.contains(" (at <stdin>:")
                    && l.contains("is not SPMDized")
                    && l.contains("[csa-spmdization-not-applied]")),
                "{err}"
            );
        }
        assert_eq!(parir_run(&out), expected, "{level}");
        // The parallel loop's iterations are CSA sections (issue 17): they run on two
        // threads with the same output, and the sanitizer finds nothing wrong.
        let o = parir(&["run", "--parallel=2", "--explain", "-"], Some(&out));
        assert!(
            o.status.success(),
            "{level}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            expected,
            "{level} --parallel=2"
        );
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("in parallel"),
            "{level}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        if level == "-O0" {
            assert!(
                String::from_utf8_lossy(&o.stderr)
                    .contains("in @csa_kernel: entered 1 time(s), 1 by a team (2 threads in all)"),
                "{level}: the workers did not run on a team: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let s = parir(&["sanitize", "-"], Some(&out));
        assert_eq!(
            s.status.code(),
            Some(0),
            "{level}: {}",
            String::from_utf8_lossy(&s.stdout)
        );
    }
}

#[test]
fn builtins_survive_clang_at_every_optimization_level() {
    if !have("clang-19") {
        return;
    }
    let src = tests_dir().join("kernel.c");
    for level in ["-O0", "-O1", "-O2", "-O3"] {
        let ir = run(Command::new("clang-19")
            .args([level, "-S", "-emit-llvm", "-o", "-", "-I"])
            .arg(root().join("include"))
            .arg(&src));
        for b in [
            "@__builtin_csa_parallel_loop()",
            "@__builtin_csa_spmd(",
            "@__builtin_csa_spmdization(",
            "@__builtin_csa_pipeline_loop(",
            "@__builtin_csa_parallel_region_entry(",
            "@__builtin_csa_parallel_section_entry(",
            "@__builtin_csa_parallel_section_exit(",
            "@__builtin_csa_parallel_region_exit(",
        ] {
            assert!(
                ir.contains(&format!("call void {b}")) || ir.contains(&format!("call i32 {b}")),
                "{level}: {b} missing"
            );
        }
        // All 8 builtin call sites of the source: 5 loop builtins, 1 region, 2 sections.
        let calls = ir.matches("call void @__builtin_csa").count()
            + ir.matches("call i32 @__builtin_csa").count();
        assert_eq!(calls, 11, "{level}");
    }
}

#[test]
fn fortran_interface_checks_arguments_and_variables_are_located_errors() {
    if !have("flang-new-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.f90");
    std::fs::write(
        &bad,
        "subroutine s()\n  include 'csa.inc'\n  call builtin_csa_spmd(8)\nend subroutine\n",
    )
    .expect("write");
    let o = Command::new("flang-new-19")
        .args(["-fsyntax-only", "-I"])
        .arg(root().join("include"))
        .arg(&bad)
        .output()
        .expect("flang runs");
    assert!(!o.status.success(), "flang accepted a missing argument");
    // A variable argument: an error at the call's source line (from -g), no output written.
    let var = dir.path().join("var.f90");
    std::fs::write(
        &var,
        "subroutine v(a, n, w)\n  include 'csa.inc'\n  integer :: n, w, i\n  real :: a(n)\n  call builtin_csa_spmd(w, 0)\n  do i = 1, n\n    a(i) = 0\n  end do\nend subroutine\n",
    )
    .expect("write");
    let ir = run(Command::new("flang-new-19")
        .args(["-g", "-S", "-emit-llvm", "-o", "-", "-I"])
        .arg(root().join("include"))
        .arg(&var));
    let o = parir(&["opt", "-passes=csa-fortran-intrinsics", "-"], Some(&ir));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(o.stdout.is_empty());
    assert!(
        err.lines().any(|l| l.starts_with("error: ")
            && l.contains("var.f90:5:")
            && l.contains(": call builtin_csa_spmd: argument 1 is a dummy argument")
            && l.contains("[csa-fortran-argument-not-constant]")),
        "{err}"
    );
}

#[test]
fn check_reports_csa_errors_as_text_json_and_yaml() {
    let input = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../parir-annot/tests/filetests/csa-check-seed-semantics.ll");
    let input = input.to_str().expect("utf-8 path");
    let text = parir(&["check", input], None);
    assert_eq!(text.status.code(), Some(1), "errors fail the check");
    let out = String::from_utf8_lossy(&text.stdout);
    assert!(
        out.lines().any(
            |l| l.starts_with("error: <unknown>:0:0: region ID ambiguous")
                && l.contains("[csa-region-id-ambiguous]")
                && l.ends_with("csa-check-seed-semantics.ll:32:3)")
        ) && out.contains("BAD PARALLEL SECTION INTRINSICS")
            && out.contains("[bad-parallel-section-intrinsics]"),
        "{out}"
    );
    let json = parir(&["check", "--format", "json", input], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    let w = v["warnings"]
        .as_array()
        .expect("warnings")
        .iter()
        .find(|w| w["name"] == "csa-region-id-ambiguous")
        .expect("the ambiguous region ID");
    assert_eq!(w["severity"], "error");
    assert_eq!(w["ll"]["line"], 32);
    let yaml = parir(&["check", "--format", "yaml", input], None);
    let y = String::from_utf8_lossy(&yaml.stdout);
    assert!(
        y.contains("Pass:            csa-check\nName:            csa-region-id-ambiguous"),
        "{y}"
    );
}

/// `csa-lower-parallel-intrinsics` (issue 17): a `parallel_loop` gather kernel, after the CSA
/// pipeline and the lowering, is vectorized by `opt-19 -O3` (x86-64-v3 has gathers); its
/// plain twin and the kernel with the builtins not lowered are not (LLVM cannot bound
/// `B[idx[i]]` against `A[i]`). The lowered module keeps no CSA intrinsic.
#[test]
fn lowered_parallel_loop_is_vectorized_by_opt19() {
    if !have("clang-19") || !have("opt-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let c = dir.path().join("k.c");
    std::fs::write(
        &c,
        "#include \"csa.h\"\n\
         void gather_add(int *A, const int *B, const int *idx, int n) {\n\
         \x20 __builtin_csa_parallel_loop();\n\
         \x20 for (int i = 0; i < n; i++)\n\
         \x20   A[i] += B[idx[i]];\n\
         }\n\
         void gather_add_plain(int *A, const int *B, const int *idx, int n) {\n\
         \x20 for (int i = 0; i < n; i++)\n\
         \x20   A[i] += B[idx[i]];\n\
         }\n",
    )
    .expect("write");
    let ir = run(Command::new("clang-19")
        .args([
            "-O1",
            "-march=x86-64-v3",
            "-S",
            "-emit-llvm",
            "-o",
            "-",
            "-I",
        ])
        .arg(root().join("include"))
        .arg(&c));
    let vectorized = |ir: &str, name: &str| -> Vec<String> {
        let input = dir.path().join(format!("{name}.ll"));
        std::fs::write(&input, ir).expect("write");
        let o = Command::new("opt-19")
            .args(["-O3", "-disable-output", "-pass-remarks=loop-vectorize"])
            .arg(&input)
            .output()
            .expect("opt-19 runs");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stderr)
            .lines()
            .filter(|l| l.contains("vectorized loop"))
            .map(str::to_string)
            .collect()
    };
    // Control: the builtins alone (expanded by CLIE, not lowered) vectorize nothing.
    let (expanded, _) = parir_opt("csa-builtins,loop-simplify,clie,csa-intrinsic-cleaner", &ir);
    assert!(
        expanded.contains("llvm.csa.parallel.region.entry"),
        "{expanded}"
    );
    assert!(vectorized(&expanded, "expanded").is_empty());
    let (lowered, err) = parir_opt(
        "csa-builtins,loop-simplify,clie,csa-intrinsic-cleaner,csa-lower-parallel-intrinsics",
        &ir,
    );
    assert!(
        !lowered.contains("llvm.csa."),
        "intrinsics left:\n{lowered}\n{err}"
    );
    assert_eq!(
        lowered.matches("llvm.loop.parallel_accesses").count(),
        1,
        "{lowered}"
    );
    let v = vectorized(&lowered, "lowered");
    assert_eq!(v.len(), 1, "exactly gather_add: {v:?}\n{lowered}");
}

/// CSA regions in the parallelism model (issue 17): after the pipeline, `parir run
/// --parallel=2` runs the `parallel_loop`s' iterations on worker threads and prints what the
/// native build prints, and `parir sanitize` finds nothing in kernel.c and the planted
/// violation in its racy twin (tests/csa/racy.c), at -O0 and -O2.
#[test]
fn csa_loops_run_in_parallel_and_are_sanitized() {
    if !have("clang-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, racy) in [("kernel.c", false), ("racy.c", true)] {
        let src = tests_dir().join(name);
        let want = native_output(dir.path(), &src, "-O2", NO_DEFS);
        for level in ["-O0", "-O2"] {
            let ir = clang_ir(&src, level, NO_DEFS);
            let (out, _) = parir_opt(PIPELINE_C, &ir);
            if !racy {
                let o = parir(&["run", "--parallel=2", "--explain", "-"], Some(&out));
                assert!(
                    o.status.success(),
                    "{name}{level}: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
                assert_eq!(String::from_utf8_lossy(&o.stdout), want, "{name}{level}");
                assert!(
                    String::from_utf8_lossy(&o.stderr).contains("in parallel"),
                    "{name}{level}: nothing ran in parallel: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
            }
            let s = parir(&["sanitize", "-"], Some(&out));
            let report = String::from_utf8_lossy(&s.stdout).into_owned()
                + &String::from_utf8_lossy(&s.stderr);
            if racy {
                assert_eq!(s.status.code(), Some(3), "{name}{level}: {report}");
                // The histogram's bins: a read-after-write and a write-after-write.
                assert!(
                    report.contains("claims csa.parallel.sections")
                        && report.contains("RAW dependence")
                        && report.contains("2 violation(s) in 2 annotated loop(s)"),
                    "{name}{level}: {report}"
                );
            } else {
                assert_eq!(s.status.code(), Some(0), "{name}{level}: {report}");
                assert!(report.contains("checked: loop"), "{name}{level}: {report}");
            }
        }
    }
}

/// `loop-spmdization` (issue 17): the spmd loop of tests/csa/spmd.c (a reduction, a second
/// induction, 1001 iterations) for 1, 2, 3 and 8 workers and chunk sizes 0 (blocking), 1
/// (cyclic) and 8 (hybrid), compiled by clang-19 -O0 (header-tested loops, rotated by
/// `loop-rotate`) and -O1 (rotated by clang), taken through the pipeline: `parir run` and
/// `parir run --parallel=2` print what the native build prints; the workers are W sections of
/// one region, run on a team; opt-19 verifies the result. (-O2 vectorizes the loop first: it
/// is refused with a located warning, as the Fortran kernel's is.)
#[test]
fn spmdized_loops_equal_the_original() {
    if !have("clang-19") || !have("opt-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let src = tests_dir().join("spmd.c");
    for w in [1, 2, 3, 8] {
        for chunk in [0, 1, 8] {
            let defs = [format!("-DW={w}"), format!("-DCH={chunk}")];
            let want = native_output(dir.path(), &src, "-O2", &defs);
            for level in ["-O0", "-O1"] {
                let what = format!("{level} W={w} C={chunk}");
                let ir = clang_ir(&src, level, &defs);
                let (out, err) = parir_opt(PIPELINE_C, &ir);
                assert!(!err.contains("not SPMDized"), "{what}: {err}");
                assert_eq!(worker_sections(&out), w, "{what}: one section per worker");
                verify(dir.path(), &out, "spmd.ll");
                check_spmdized_run(&out, &want, w, &what);
            }
        }
    }
}

/// Floating-point reductions in SPMDized loops (issue 17, docs/decisions.md): accepted and
/// combined in worker order. tests/csa/spmd_fp.c's native build computes that order by hand;
/// the SPMDized program prints the same for every W and chunk size, on one thread and on two,
/// and the test fails if no configuration differs from the sum in the original order (so it
/// sees the reassociation).
#[test]
fn spmdized_float_reductions_combine_in_worker_order() {
    if !have("clang-19") || !have("opt-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let src = tests_dir().join("spmd_fp.c");
    let mut reassociated = 0;
    for w in [1, 2, 3, 8] {
        for chunk in [0, 1, 8] {
            let defs = [format!("-DW={w}"), format!("-DCH={chunk}")];
            let want = native_output(dir.path(), &src, "-O2", &defs);
            for level in ["-O0", "-O1"] {
                let what = format!("float {level} W={w} C={chunk}");
                let ir = clang_ir(&src, level, &defs);
                let (out, err) = parir_opt(PIPELINE_C, &ir);
                assert!(!err.contains("not SPMDized"), "{what}: {err}");
                assert_eq!(worker_sections(&out), w, "{what}");
                verify(dir.path(), &out, "spmd_fp.ll");
                check_spmdized_run(&out, &want, w, &what);
            }
            let nums: Vec<&str> = want.split_whitespace().collect();
            reassociated += usize::from(nums.len() == 2 && nums[0] != nums[1]);
        }
    }
    assert!(reassociated > 0, "no configuration reassociates the sum");
}

/// `parir run` and `parir run --parallel=2 --explain` of an SPMDized program print `want`;
/// with `w` > 1 workers, the workers ran on a team of two threads (one worker per thread at
/// a time), and `parir sanitize` finds them independent.
fn check_spmdized_run(out: &str, want: &str, w: usize, what: &str) {
    assert_eq!(parir_run(out), want, "{what}");
    let o = parir(&["run", "--parallel=2", "--explain", "-"], Some(out));
    let explain = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{what}: {explain}");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        want,
        "{what} --parallel=2"
    );
    if w > 1 {
        assert!(
            explain.contains("in @main: entered 1 time(s), 1 by a team (2 threads in all)"),
            "{what}: the workers did not run on a team: {explain}"
        );
        let s = parir(&["sanitize", "-"], Some(out));
        let report =
            String::from_utf8_lossy(&s.stdout).into_owned() + &String::from_utf8_lossy(&s.stderr);
        assert_eq!(s.status.code(), Some(0), "{what}: {report}");
        assert!(
            report.contains(&format!("{w} section(s)")),
            "{what}: {report}"
        );
    }
}

/// Sibling CSA sections (issue 17): `parir sanitize` checks them against each other — the
/// clean tests/csa/sections.c passes, its `-DRACY` variant (both sections write `A[0]`) is
/// reported with both stores; `parir run` prints the native output either way. `parir run
/// --parallel=2` runs the clean sections on a team of two threads; with `-DCROSS` a value
/// crosses from one section to the other in a register, so they run in turn, and
/// `--explain` says why.
#[test]
fn sibling_sections_are_sanitized() {
    if !have("clang-19") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let src = tests_dir().join("sections.c");
    for (defs, racy) in [
        (vec![], false),
        (vec!["-DRACY"], true),
        (vec!["-DCROSS"], false),
    ] {
        let want = native_output(dir.path(), &src, "-O1", &defs);
        let cross = defs == ["-DCROSS"];
        for level in ["-O0", "-O1"] {
            let ir = clang_ir(&src, level, &defs);
            let (out, _) = parir_opt(PIPELINE_C, &ir);
            assert_eq!(parir_run(&out), want, "{defs:?}{level}");
            if !racy {
                let o = parir(&["run", "--parallel=2", "--explain", "-"], Some(&out));
                let explain = String::from_utf8_lossy(&o.stderr);
                assert!(o.status.success(), "{defs:?}{level}: {explain}");
                assert_eq!(String::from_utf8_lossy(&o.stdout), want, "{defs:?}{level}");
                let how = if cross {
                    "CSA region 0 in @main: entered 1 time(s), 1 on one thread: %"
                } else {
                    "CSA region 0 in @main: entered 1 time(s), 1 by a team (2 threads in all)"
                };
                assert!(explain.contains(how), "{defs:?}{level}: {explain}");
                assert_eq!(
                    explain.contains("crosses a section boundary in a register"),
                    cross,
                    "{defs:?}{level}: {explain}"
                );
            }
            let s = parir(&["sanitize", "-"], Some(&out));
            let report = String::from_utf8_lossy(&s.stdout).into_owned()
                + &String::from_utf8_lossy(&s.stderr);
            if racy {
                assert_eq!(s.status.code(), Some(3), "{defs:?}{level}: {report}");
                assert!(
                    report
                        .contains("claims csa.parallel.region, but section 1 depends on section 0")
                        && report.contains("WAW dependence"),
                    "{defs:?}{level}: {report}"
                );
            } else {
                assert_eq!(s.status.code(), Some(0), "{defs:?}{level}: {report}");
                assert!(report.contains("2 section(s)"), "{defs:?}{level}: {report}");
            }
        }
    }
}
