//! `parir run` (issue 5): differential tests against native clang-19 binaries, and one test per
//! runtime safety check with its message and location.
//!
//! - `csmith_sample`: the committed csmith programs in `corpus/exec/csmith` (offline);
//! - `csmith_generated`: the set `corpus/exec-gen.sh` wrote to `$PARIR_EXEC_CORPUS` (CI: at
//!   least 200 programs, each at -O0 and -O2);
//! - `kernels_match_native`: `corpus/exec/kernels/*.c` compiled by clang-19 at -O0 and -O3;
//! - the runtime-error tests compile small C programs with and without `-g`, or use hand-written
//!   IR.
//!
//! Tests that need clang-19 print `SKIPPED:` without it, and fail when `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn clang() -> Option<PathBuf> {
    ["clang-19", "/usr/lib/llvm-19/bin/clang"]
        .iter()
        .find_map(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|_| PathBuf::from(c))
        })
}

/// clang-19, or `None` after printing why the test is skipped.
fn clang_or_skip(test: &str) -> Option<PathBuf> {
    let c = clang();
    if c.is_none() {
        assert!(!common::require_oracles(), "{test}: clang-19 is required");
        eprintln!("SKIPPED: {test}: clang-19 not found");
    }
    c
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `parir run` (with `--poison-frames` if asked: the slots a call leaves
/// uninitialized hold a pattern instead of stale values, so an interpreter bug reading one
/// shows) and returns stdout followed by `exit N`, like the expected files.
fn run_as_expected(ll: &Path, poison: bool) -> (String, String) {
    let path = ll.to_str().expect("utf-8 path");
    let args = if poison {
        vec!["run", "--poison-frames", path]
    } else {
        vec!["run", path]
    };
    let out = common::parir(&args, None);
    let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
    s += &format!("exit {}\n", out.status.code().unwrap_or(-1));
    (s, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Checks every program of a MANIFEST directory at -O0 and -O2 (each run also with
/// `--poison-frames` when `poison`); returns how many.
fn check_csmith_dir(dir: &Path, poison: bool) -> usize {
    let manifest = std::fs::read_to_string(dir.join("MANIFEST")).expect("MANIFEST");
    let names: Vec<String> = manifest.lines().map(str::to_string).collect();
    // Two workers: the programs are independent and CI has two cores.
    let chunks: Vec<Vec<String>> = (0..2)
        .map(|k| names.iter().skip(k).step_by(2).cloned().collect())
        .collect();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                s.spawn(move || {
                    let mut fails = Vec::new();
                    for name in chunk {
                        let expected =
                            std::fs::read_to_string(dir.join(format!("{name}.expected")))
                                .expect("expected output");
                        for opt in ["O0", "O2"] {
                            let ll = dir.join(format!("{name}.{opt}.ll"));
                            for p in [false, true].into_iter().take(1 + poison as usize) {
                                let (got, err) = run_as_expected(&ll, p);
                                if got != expected {
                                    fails.push(format!(
                                        "{}{}: expected\n{expected}got\n{got}stderr:\n{err}",
                                        ll.display(),
                                        if p { " (--poison-frames)" } else { "" }
                                    ));
                                }
                            }
                        }
                    }
                    fails
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {} runs differ from the native binary:\n{}",
        failures.len(),
        2 * names.len(),
        failures.join("\n")
    );
    names.len()
}

#[test]
fn csmith_sample() {
    let n = check_csmith_dir(&repo().join("corpus/exec/csmith"), true);
    assert!(n >= 10, "the committed sample has {n} programs");
}

#[test]
fn csmith_generated() {
    let Ok(dir) = std::env::var("PARIR_EXEC_CORPUS") else {
        assert!(
            !common::require_oracles(),
            "PARIR_EXEC_CORPUS must name the corpus/exec-gen.sh output when PARIR_REQUIRE_ORACLES=1"
        );
        eprintln!(
            "SKIPPED: csmith_generated: PARIR_EXEC_CORPUS is not set (corpus/exec-gen.sh DIR N)"
        );
        return;
    };
    let n = check_csmith_dir(Path::new(&dir), false);
    if common::require_oracles() {
        assert!(
            n >= 200,
            "only {n} csmith programs in {dir}; CI requires 200"
        );
    }
    eprintln!("csmith_generated: {n} programs x O0/O2 match their native runs");
}

/// Compiles `c` with clang-19 at `opt` (+ `-g` if asked) to `.ll` and a native binary.
fn compile(clang: &Path, dir: &Path, c: &Path, opt: &str, g: bool) -> (PathBuf, PathBuf) {
    let ll = compile_ll(clang, dir, c, opt, g);
    let exe = ll.with_extension("exe");
    let file = c.file_name().and_then(|s| s.to_str()).expect("name");
    let st = Command::new(clang)
        .current_dir(c.parent().expect("dir"))
        .args(["-w", &format!("-{opt}"), file, "-lm", "-o"])
        .arg(&exe)
        .status()
        .expect("clang runs");
    assert!(st.success(), "clang {file}");
    (ll, exe)
}

/// Compiles `c` with clang-19 at `opt` (+ `-g`) to `.ll` only.
fn compile_ll(clang: &Path, dir: &Path, c: &Path, opt: &str, g: bool) -> PathBuf {
    let stem = c.file_stem().and_then(|s| s.to_str()).expect("name");
    let tag = if g {
        format!("{opt}g")
    } else {
        opt.to_string()
    };
    let ll = dir.join(format!("{stem}.{tag}.ll"));
    let file = c.file_name().and_then(|s| s.to_str()).expect("name");
    let st = Command::new(clang)
        .current_dir(c.parent().expect("dir"))
        .args(["-w", &format!("-{opt}"), "-S", "-emit-llvm", file, "-o"])
        .arg(&ll)
        .args(if g { &["-g"][..] } else { &[][..] })
        .status()
        .expect("clang runs");
    assert!(st.success(), "clang -S {file}");
    ll
}

#[test]
fn kernels_match_native() {
    let Some(clang) = clang_or_skip("kernels_match_native") else {
        return;
    };
    let tmp = tempfile::tempdir().expect("tempdir");
    let kdir = repo().join("corpus/exec/kernels");
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(&kdir)
        .expect("kernels")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    kernels.sort();
    assert!(kernels.len() >= 10, "{} kernels", kernels.len());
    let mut failures = Vec::new();
    for k in &kernels {
        for opt in ["O0", "O3"] {
            let (ll, exe) = compile(&clang, tmp.path(), k, opt, false);
            let native = common::output_without_input(&mut Command::new(&exe));
            let mut want = String::from_utf8_lossy(&native.stdout).into_owned();
            want += &format!("exit {}\n", native.status.code().unwrap_or(-1));
            for poison in [false, true] {
                let (got, err) = run_as_expected(&ll, poison);
                if got != want {
                    failures.push(format!(
                        "{} -{opt}{}: native\n{want}parir\n{got}stderr:\n{err}",
                        k.display(),
                        if poison { " (--poison-frames)" } else { "" }
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The outcome of `parir run` on a C program with a runtime error.
struct Failure {
    stderr: String,
    code: Option<i32>,
    ll_text: String,
    ll_name: String,
}

fn run_c_error(clang: &Path, name: &str, src: &str, g: bool, extra: &[&str]) -> Failure {
    let tmp = tempfile::tempdir().expect("tempdir");
    let c = tmp.path().join(format!("{name}.c"));
    std::fs::write(&c, src).expect("write");
    let ll = compile_ll(clang, tmp.path(), &c, "O0", g);
    let ll_name = ll.to_str().expect("utf-8").to_string();
    let mut args = vec!["run", &ll_name];
    args.extend_from_slice(extra);
    let out = common::parir(&args, None);
    Failure {
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code(),
        ll_text: std::fs::read_to_string(&ll).expect("ll"),
        ll_name,
    }
}

/// Checks message and both kinds of location of a C program's runtime error: with `-g`, the
/// source line marked `// HERE`; without, the `.ll` line, which must hold `ll_opcode`.
fn check_error(name: &str, src: &str, extra: &[&str], message: &str, ll_opcode: &str) {
    let Some(clang) = clang_or_skip(name) else {
        return;
    };
    let line = src
        .lines()
        .position(|l| l.contains("// HERE"))
        .map(|k| k + 1)
        .expect("a // HERE line");
    let f = run_c_error(&clang, name, src, true, extra);
    assert_eq!(f.code, Some(70), "{name}: exit code; stderr:\n{}", f.stderr);
    assert!(
        f.stderr.contains(message),
        "{name}: message '{message}' in\n{}",
        f.stderr
    );
    let first = f.stderr.lines().next().unwrap_or("");
    assert!(
        // The DIFile may carry the directory: match the end of the path.
        first.contains(&format!("{name}.c:{line}:")) && first.contains("runtime error:"),
        "{name}: source location {name}.c:{line} expected in\n{}",
        f.stderr
    );
    assert!(
        f.stderr.contains("note: at "),
        "{name}: .ll location note in\n{}",
        f.stderr
    );
    let f = run_c_error(&clang, name, src, false, extra);
    assert_eq!(f.code, Some(70), "{name}: exit code; stderr:\n{}", f.stderr);
    assert!(
        f.stderr.contains(message),
        "{name}: message '{message}' in\n{}",
        f.stderr
    );
    let first = f.stderr.lines().next().unwrap_or("");
    let rest = first
        .strip_prefix(&format!("{}:", f.ll_name))
        .unwrap_or_else(|| panic!("{name}: .ll location expected in\n{}", f.stderr));
    let ll_line: usize = rest
        .split(':')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("line number");
    let text = f.ll_text.lines().nth(ll_line - 1).unwrap_or("");
    assert!(
        text.contains(ll_opcode),
        "{name}: .ll line {ll_line} is '{text}', expected a '{ll_opcode}'"
    );
}

#[test]
fn error_heap_out_of_bounds_read() {
    check_error(
        "heap_oob_read",
        "#include <stdlib.h>\nint main(void) {\n  int *p = malloc(10 * sizeof(int));\n  for (int i = 0; i < 10; i++) p[i] = i;\n  int s = 0;\n  for (int i = 0; i <= 10; i++)\n    s += p[i]; // HERE\n  return s;\n}\n",
        &[],
        "out-of-bounds load of 4 bytes at offset 40 of a heap block of 40 bytes",
        "load",
    );
}

#[test]
fn error_heap_out_of_bounds_write() {
    check_error(
        "heap_oob_write",
        "#include <stdlib.h>\nint main(void) {\n  char *p = malloc(16);\n  for (int i = 0; i <= 16; i++)\n    p[i] = 'x'; // HERE\n  return 0;\n}\n",
        &[],
        "out-of-bounds store of 1 bytes at offset 16 of a heap block of 16 bytes",
        "store",
    );
}

#[test]
fn error_stack_out_of_bounds() {
    check_error(
        "stack_oob",
        "int main(void) {\n  int a[4] = {1, 2, 3, 4};\n  volatile int i = 4;\n  a[i] = 5; // HERE\n  return a[0];\n}\n",
        &[],
        "out-of-bounds store of 4 bytes at offset 16 of a stack slot of @main of 16 bytes",
        "store",
    );
}

#[test]
fn error_stack_out_of_bounds_below() {
    check_error(
        "stack_oob_below",
        "int main(void) {\n  long a[2] = {1, 2};\n  volatile int i = -1;\n  return (int)a[i]; // HERE\n}\n",
        &[],
        "out-of-bounds load of 8 bytes at offset -8 of a stack slot of @main",
        "load",
    );
}

#[test]
fn error_global_out_of_bounds() {
    check_error(
        "global_oob",
        "int g[3] = {1, 2, 3};\nint main(int argc, char **argv) {\n  (void)argv;\n  return g[argc + 2]; // HERE\n}\n",
        &[],
        "out-of-bounds load of 4 bytes at offset 12 of a global @g of 12 bytes",
        "load",
    );
}

#[test]
fn error_use_after_free() {
    check_error(
        "use_after_free",
        "#include <stdlib.h>\nint main(void) {\n  int *p = malloc(8);\n  *p = 3;\n  free(p);\n  return *p; // HERE\n}\n",
        &[],
        "use after free: load of 4 bytes at offset 0 of a freed heap block",
        "load",
    );
}

#[test]
fn error_use_of_dead_stack_slot() {
    check_error(
        "dangling_stack",
        "int *f(void) {\n  int x = 7;\n  int *volatile p = &x;\n  return p;\n}\nint main(void) {\n  int *p = f();\n  return *p; // HERE\n}\n",
        &[],
        "use after free: load of 4 bytes at offset 0 of a freed stack slot of @f",
        "load",
    );
}

#[test]
fn error_double_free() {
    check_error(
        "double_free",
        "#include <stdlib.h>\nint main(void) {\n  void *p = malloc(8);\n  free(p);\n  free(p); // HERE\n  return 0;\n}\n",
        &[],
        "double free",
        "call",
    );
}

#[test]
fn error_invalid_free() {
    check_error(
        "invalid_free",
        "#include <stdlib.h>\nint main(void) {\n  int x = 1;\n  free(&x); // HERE\n  return 0;\n}\n",
        &[],
        "free of a pointer that is not from malloc: it points into a stack slot of @main",
        "call",
    );
    check_error(
        "interior_free",
        "#include <stdlib.h>\nint main(void) {\n  char *p = malloc(8);\n  free(p + 2); // HERE\n  return 0;\n}\n",
        &[],
        "free of a pointer 2 bytes inside a heap block of 8 bytes",
        "call",
    );
}

#[test]
fn error_null_dereference() {
    check_error(
        "null_deref",
        "int main(int argc, char **argv) {\n  int *volatile p = 0;\n  (void)argv;\n  return *p + argc; // HERE\n}\n",
        &[],
        "null pointer dereference (load of 4 bytes)",
        "load",
    );
}

#[test]
fn error_misaligned_atomic() {
    check_error(
        "misaligned_atomic",
        "int main(void) {\n  _Alignas(8) char buf[16] = {0};\n  int *p = (int *)(buf + 2);\n  return __atomic_load_n(p, __ATOMIC_SEQ_CST); // HERE\n}\n",
        &[],
        "misaligned atomic access of 4 bytes at offset 2",
        "load atomic",
    );
}

#[test]
fn error_max_steps() {
    check_error(
        "max_steps",
        "int main(void) {\n  volatile int x = 0;\n  for (;;) x++; // HERE\n}\n",
        &["--max-steps", "100000"],
        "step limit exceeded: 100000 instructions executed (--max-steps)",
        "",
    );
}

#[test]
fn error_max_memory() {
    check_error(
        "max_memory",
        "#include <stdlib.h>\nint main(void) {\n  for (int i = 0; i < 1000; i++)\n    if (!malloc(100000)) return 1; // HERE\n  return 0;\n}\n",
        &["--max-memory", "1000000"],
        "memory limit exceeded: allocating 100000 bytes",
        "call",
    );
}

#[test]
fn error_stack_overflow() {
    check_error(
        "stack_overflow",
        "int f(int n) {\n  volatile int pad = n;\n  return f(n + 1) + pad; // HERE\n}\nint main(void) { return f(0); }\n",
        &["--max-stack-depth", "5000"],
        "stack overflow: call depth exceeds 5000 frames (--max-stack-depth)",
        "call",
    );
}

#[test]
fn error_unknown_external_function() {
    check_error(
        "unknown_external",
        "int mystery(int);\nint main(void) {\n  return mystery(3); // HERE\n}\n",
        &[],
        "call to unknown external function @mystery",
        "call",
    );
}

/// Runs hand-written IR; returns (exit code, stderr).
fn run_ll(src: &str, extra: &[&str]) -> (Option<i32>, String) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let p = tmp.path().join("t.ll");
    std::fs::write(&p, src).expect("write");
    let name = p.to_str().expect("utf-8").to_string();
    let mut args = vec!["run", &name];
    args.extend_from_slice(extra);
    let out = common::parir(&args, None);
    let err = String::from_utf8_lossy(&out.stderr).replace(&name, "t.ll");
    (out.status.code(), err)
}

#[test]
fn error_unsupported_constructs_are_named_where_reached() {
    // Tapir runs (its serial elision): the task, then the continuation.
    let tapir = "define i32 @main() {\nentry:\n  %sr = call token @llvm.syncregion.start()\n  detach within %sr, label %t, label %c\nt:\n  reattach within %sr, label %c\nc:\n  sync within %sr, label %e\ne:\n  ret i32 3\n}\ndeclare token @llvm.syncregion.start()\n";
    let (code, err) = run_ll(tapir, &[]);
    assert_eq!(code, Some(3), "{err}");
    let callbr = "define i32 @main() {\nentry:\n  callbr void asm \"\", \"!i\"() to label %a [label %b]\na:\n  ret i32 0\nb:\n  ret i32 1\n}\n";
    let (code, err) = run_ll(callbr, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with("t.ll:3:3: runtime error: unsupported: callbr (asm goto)"),
        "{err}"
    );
    // A landing pad that is never reached does not stop the run.
    let eh = "define i32 @main() personality ptr @p {\nentry:\n  invoke void @f() to label %ok unwind label %lp\nok:\n  ret i32 5\nlp:\n  %x = landingpad { ptr, i32 } cleanup\n  resume { ptr, i32 } %x\n}\ndefine void @f() {\n  ret void\n}\ndeclare i32 @p(...)\n";
    let (code, err) = run_ll(eh, &[]);
    assert_eq!(code, Some(5), "{err}");
    // Unwinding is simulated (tests/cxx_exceptions.rs): resuming what no `__cxa_throw`
    // threw is a located error.
    let eh_reached = "define i32 @main() personality ptr @p {\nentry:\n  resume { ptr, i32 } undef\n}\ndeclare i32 @p(...)\n";
    let (code, err) = run_ll(eh_reached, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with(
            "t.ll:3:3: runtime error: unwinding 0x0, which is not an exception __cxa_throw threw"
        ),
        "{err}"
    );
}

#[test]
fn error_long_double_functions_not_computed_exactly_are_named() {
    // sinl (and the other transcendental long double functions) would need glibc's own
    // algorithms to print what a native run prints: a located error naming the function.
    let sinl = "declare x86_fp80 @sinl(x86_fp80)\ndefine i32 @main() {\n  %x = call x86_fp80 @sinl(x86_fp80 0xK3FFF8000000000000000)\n  ret i32 0\n}\n";
    let (code, err) = run_ll(sinl, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with("t.ll:3:3: runtime error: unsupported: sinl on long double (x86_fp80)"),
        "{err}"
    );
    let pow = "declare x86_fp80 @llvm.pow.f80(x86_fp80, x86_fp80)\ndefine i32 @main() {\n  %x = call x86_fp80 @llvm.pow.f80(x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFF8000000000000000)\n  ret i32 0\n}\n";
    let (code, err) = run_ll(pow, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with("t.ll:3:3: runtime error: unsupported: powl on long double (x86_fp80)"),
        "{err}"
    );
    // fp128 and vectors of x86_fp80 are not executed.
    let fp128 = "define i32 @main() {\n  %x = fadd fp128 0xL0, 0xL0\n  ret i32 0\n}\n";
    let (code, err) = run_ll(fp128, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with("t.ll:2:3: runtime error: unsupported: floating-point type fp128"),
        "{err}"
    );
    let vec = "define i32 @main() {\n  %x = fadd <2 x x86_fp80> zeroinitializer, zeroinitializer\n  ret i32 0\n}\n";
    let (code, err) = run_ll(vec, &[]);
    assert_eq!(code, Some(70), "{err}");
    assert!(
        err.starts_with("t.ll:2:3: runtime error: unsupported: vectors of x86_fp80"),
        "{err}"
    );
}

#[test]
fn arguments_exit_codes_and_output_streams() {
    let src = "@.fmt = private constant [8 x i8] c\"%d %s|\\0A\\00\"\n@.err = private constant [5 x i8] c\"oops\\00\"\n@stderr = external global ptr\ndeclare i32 @printf(ptr, ...)\ndeclare i32 @fputs(ptr, ptr)\ndeclare void @exit(i32)\ndefine i32 @main(i32 %argc, ptr %argv) {\n  %p = getelementptr ptr, ptr %argv, i64 2\n  %a = load ptr, ptr %p\n  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %argc, ptr %a)\n  %e = load ptr, ptr @stderr\n  %q = call i32 @fputs(ptr @.err, ptr %e)\n  call void @exit(i32 9)\n  unreachable\n}\n";
    let tmp = tempfile::tempdir().expect("tempdir");
    let p = tmp.path().join("t.ll");
    std::fs::write(&p, src).expect("write");
    let out = common::parir(
        &["run", p.to_str().expect("utf-8"), "--", "one", "two"],
        None,
    );
    assert_eq!(out.status.code(), Some(9));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "3 two|\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "oops");
    // --entry runs another function; a missing one is a clear error.
    let (code, err) = run_ll("define i32 @f() {\n  ret i32 4\n}\n", &["--entry", "f"]);
    assert_eq!(code, Some(4), "{err}");
    let (code, err) = run_ll("define i32 @f() {\n  ret i32 4\n}\n", &[]);
    assert_eq!(code, Some(70));
    assert!(err.contains("no function @main in the module"), "{err}");
}

// The hand-written IR files of `tests/exec/` (`; STDOUT:` lines that `parir run`, `run
// --parallel=2`, `sanitize` and lli-19 must print) are filetests: `tests/filetests.rs`.

/// A selected lane of a masked store outside its allocation is a located runtime error.
#[test]
fn error_masked_store_selected_lane_out_of_bounds() {
    let src = "declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr, i32, <8 x i1>)\n\
               define i32 @main() {\n\
               \x20 %b = alloca [4 x i32], align 4\n\
               \x20 call void @llvm.masked.store.v8i32.p0(<8 x i32> zeroinitializer, ptr %b, i32 4, <8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 1, i1 0, i1 0, i1 0>)\n\
               \x20 ret i32 0\n\
               }\n";
    let out = common::parir(&["run", "-"], Some(src));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(70), "{err}");
    assert!(err.contains("<stdin>:4:3: runtime error:"), "{err}");
    assert!(
        err.contains("out-of-bounds store of 4 bytes at offset 16 of a stack slot"),
        "{err}"
    );
}

/// An `indirectbr` to an address that is not one of its destinations is a located error,
/// and a block address is not something to load from or call.
#[test]
fn error_indirectbr_and_blockaddress_misuse() {
    let go = "define i32 @main() {\n\
              entry:\n\
              \x20 %p = getelementptr i8, ptr blockaddress(@main, %b), i64 4096\n\
              \x20 indirectbr ptr %p, [label %a, label %b]\n\
              a:\n\
              \x20 ret i32 1\n\
              b:\n\
              \x20 ret i32 2\n\
              }\n";
    let out = common::parir(&["run", "-"], Some(go));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(70), "{err}");
    assert!(
        err.contains("<stdin>:4:3: runtime error: indirectbr to 0x"),
        "{err}"
    );
    assert!(
        err.contains("not the address of one of its destinations"),
        "{err}"
    );
    let ok = go.replace("i64 4096", "i64 0");
    let out = common::parir(&["run", "-"], Some(&ok));
    assert_eq!(out.status.code(), Some(2));
    let load = "define i32 @main() {\n\
                entry:\n\
                \x20 %v = load i32, ptr blockaddress(@main, %b), align 4\n\
                \x20 br label %b\n\
                b:\n\
                \x20 ret i32 %v\n\
                }\n";
    let out = common::parir(&["run", "-"], Some(load));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(70), "{err}");
    assert!(err.contains("<stdin>:3:3: runtime error:"), "{err}");
    assert!(err.contains("function pointer"), "{err}");
}

/// Standard output is buffered as glibc buffers it when it is not a terminal: in blocks,
/// so that standard error (unbuffered) comes first where the native program's does, and
/// `abort`/`_exit` lose what the buffer holds. Both streams go to one file and the bytes
/// must equal the native binary's, for a normal exit, `abort` and `_exit`.
#[test]
fn stdout_buffering_matches_native() {
    let Some(clang) = clang_or_skip("stdout_buffering_matches_native") else {
        return;
    };
    let tmp = tempfile::tempdir().expect("tempdir");
    let c = tmp.path().join("streams.c");
    std::fs::write(
        &c,
        r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  char big[5000];
  memset(big, 'x', sizeof big - 1);
  big[sizeof big - 1] = 0;
  for (int i = 0; i < 600; i++) {
    printf("line %d of the output\n", i);
    if (i % 97 == 0) fprintf(stderr, "[err %d]\n", i);
    if (i == 300) fputs(big, stdout);
    if (i == 400) perror("stage 400");
  }
  printf("unterminated");
  if (argc > 1 && argv[1][0] == 'a') abort();
  if (argc > 1 && argv[1][0] == 'u') _exit(3);
  return 0;
}
"#,
    )
    .expect("write");
    let (ll, exe) = compile(&clang, tmp.path(), &c, "O1", false);
    let both = |cmd: &mut Command, name: &str| -> (Vec<u8>, Option<i32>) {
        let path = tmp.path().join(name);
        let f = std::fs::File::create(&path).expect("create");
        let st = cmd
            .stdin(std::process::Stdio::null())
            .stdout(f.try_clone().expect("dup"))
            .stderr(f)
            .status()
            .expect("runs");
        (std::fs::read(&path).expect("read"), st.code())
    };
    for arg in ["n", "a", "u"] {
        let (want, code) = both(Command::new(&exe).arg(arg), "native.txt");
        let (got, parir_code) = both(
            Command::new(env!("CARGO_BIN_EXE_parir")).args([
                "run",
                ll.to_str().expect("utf-8"),
                "--",
                arg,
            ]),
            "parir.txt",
        );
        // abort: the native process dies of SIGABRT (no code); parir exits 134.
        let code = code.or(if arg == "a" { Some(134) } else { None });
        assert_eq!(parir_code, code, "exit code, argument {arg}");
        assert!(
            got == want,
            "argument {arg}: parir wrote\n{}\nnative wrote\n{}",
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want)
        );
    }
}

/// longjmp to a setjmp whose function has returned is a located error, as is one that would
/// leave a function parir called back (here a qsort comparator).
#[test]
fn error_longjmp_misuse() {
    check_error(
        "longjmp_returned",
        r#"#include <setjmp.h>
static jmp_buf env;
static int arm(void) { return setjmp(env); }
int main(void) {
  if (arm() == 0)
    longjmp(env, 1); // HERE
  return 0;
}
"#,
        &[],
        "longjmp to a setjmp whose function has returned",
        "call void @longjmp",
    );
    check_error(
        "longjmp_callback",
        r#"#include <setjmp.h>
#include <stdlib.h>
static jmp_buf env;
static int cmp(const void *a, const void *b) {
  longjmp(env, 1); // HERE
}
int main(void) {
  int v[2] = {2, 1};
  if (setjmp(env) == 0) qsort(v, 2, sizeof *v, cmp);
  return 0;
}
"#,
        &[],
        "unsupported: longjmp out of a function parir called back",
        "call void @longjmp",
    );
}

/// Directive regions run sequentially (the LLVMPar RFC's key assumption): entries, exits and
/// markers are no-ops, a `detach_task` marker's branch enters the task.
#[test]
fn directive_regions_run_sequentially() {
    let ll = repo().join("crates/parir-cli/tests/directives/omp_reduction.ll");
    let out = common::parir(&["run", ll.to_str().expect("utf-8")], None);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "sum 4950\n",
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0));
}

/// A parallel loop directive is a claim of the model: `--parallel` runs its loop on worker
/// threads, and the sanitizer checks it (here `@shift`'s claim is false).
#[test]
fn directive_loops_run_in_parallel_and_are_sanitized() {
    let ll = repo().join("crates/parir-cli/tests/directives/omp_parallel_ssa.ll");
    let ll = ll.to_str().expect("utf-8");
    let seq = common::parir(&["run", ll], None);
    assert_eq!(
        String::from_utf8_lossy(&seq.stdout),
        "sum 2666466670000 last 99\n"
    );
    let par = common::parir(&["run", "--parallel=2", "--explain", ll], None);
    let explain = String::from_utf8_lossy(&par.stderr);
    assert!(
        explain.contains("loop loop in @fill: entered 1 time(s), 1 in parallel"),
        "{explain}"
    );
    assert!(String::from_utf8_lossy(&par.stdout).starts_with("sum 2666466670000 "));
    let san = common::parir(&["sanitize", ll], None);
    let report = String::from_utf8_lossy(&san.stderr);
    assert!(
        report.contains("violation: loop loop in @shift claims DIR.OMP.PARALLEL.LOOP, but iteration 1 depends on iteration 0 (RAW dependence, distance 1)"),
        "{report}"
    );
    assert!(
        !report.contains("violation: loop loop in @fill"),
        "{report}"
    );
    assert!(
        report.contains("1 violation(s) in 2 annotated loop(s)"),
        "{report}"
    );
}

/// The directive-form programs print what the native OpenMP builds of their C sources print
/// (clang-19 -fopenmp, libomp), sequentially and under `--parallel=2`.
#[test]
fn directive_program_matches_the_native_openmp_build() {
    let Some(clang) = clang_or_skip("directive_program_matches_the_native_openmp_build") else {
        return;
    };
    let dir = repo().join("crates/parir-cli/tests/directives");
    let tmp = tempfile::tempdir().expect("tempdir");
    // The team program is the demo's example.
    let path = |name: &str, ext: &str| {
        if name == "omp_team" {
            repo().join(format!("examples/omp-team.{ext}"))
        } else {
            dir.join(format!("{name}.{ext}"))
        }
    };
    for name in [
        "omp_reduction",
        "omp_clauses",
        "omp_team",
        "omp_schedule",
        "omp_tasks",
    ] {
        let exe = tmp.path().join(name);
        let st = Command::new(&clang)
            .args(["-O1", "-fopenmp", "-w"])
            .arg(path(name, "c"))
            .arg("-o")
            .arg(&exe)
            .status()
            .expect("clang runs");
        assert!(st.success(), "clang-19 -fopenmp (libomp-19-dev installed?)");
        let native = common::output_without_input(Command::new(&exe).env("OMP_NUM_THREADS", "2"));
        assert!(native.status.success());
        let ll = path(name, "ll");
        let ll = ll.to_str().expect("utf-8");
        // omp_schedule prints thread numbers: its sequential run differs.
        let seq: &[&str] = if name == "omp_schedule" {
            &[]
        } else {
            &["run", ll]
        };
        for args in [seq, &["run", "--parallel=2", ll][..]] {
            if args.is_empty() {
                continue;
            }
            let out = common::parir(args, None);
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&native.stdout),
                "parir {args:?}"
            );
            assert_eq!(out.status.code(), Some(0));
        }
    }
}

/// A parallel loop in the 2017 region-annotation form is recognized through its upgrade to
/// the token form: `--parallel` runs it on worker threads, with its reduction clause.
#[test]
fn directive_loops_in_the_2017_form_run_in_parallel() {
    let ll = repo().join("examples/directives.ll");
    let ll = ll.to_str().expect("utf-8");
    let par = common::parir(&["run", "--parallel=2", "--explain", ll], None);
    assert_eq!(String::from_utf8_lossy(&par.stdout), "sum = 85344\n");
    let explain = String::from_utf8_lossy(&par.stderr);
    assert!(
        explain.contains("loop loop in @main: entered 1 time(s), 1 in parallel (64 iterations: 63 on worker threads, then the last of each entry on the calling thread)"),
        "{explain}"
    );
}

/// `run --explain` and `sanitize` count a parallel loop's iterations alike: explain reports
/// all of them, and of those the ones the workers ran (all but each entry's last, which the
/// calling thread runs so that values live after the loop are the last iteration's).
#[test]
fn explain_and_sanitize_count_the_same_iterations() {
    let ll = repo().join("examples/directives.ll");
    let ll = ll.to_str().expect("utf-8");
    let par = common::parir(
        &["run", "--parallel=2", "--explain", "--format", "json", ll],
        None,
    );
    let explain: serde_json::Value = serde_json::from_slice(&par.stderr).expect("explain is JSON");
    let san = common::parir(&["sanitize", "--format", "json", ll], None);
    // The report is on standard error, as explain's (the program's output stays on stdout).
    let report: serde_json::Value = serde_json::from_slice(&san.stderr).expect("sanitize is JSON");
    let explained = &explain["loops"][0];
    let checked = &report["loops"][0];
    assert_eq!(
        explained["iterations"], checked["iterations"],
        "{explain}\n{report}"
    );
    assert_eq!(explained["iterations"], 64);
    assert_eq!(explained["iterations_on_workers"], 63);
}

/// A `parallel` region runs on a team of threads: its worksharing loops (static, dynamic,
/// chunked, with a reduction, nowait), single, sections, master, critical sections, barrier
/// and task give the sequential run's output whatever the number of threads.
#[test]
fn team_regions_run_on_threads_with_the_sequential_output() {
    let ll = repo().join("examples/omp-team.ll");
    let ll = ll.to_str().expect("utf-8");
    let want = "master sees first 42 task 1\ndot 499500.0 hits 334 counted 1 sections 1 2 3\n";
    let seq = common::parir(&["run", ll], None);
    assert_eq!(String::from_utf8_lossy(&seq.stdout), want);
    for threads in ["--parallel=2", "--parallel=3", "--parallel=8"] {
        for _ in 0..3 {
            let par = common::parir(&["run", threads, "--explain", ll], None);
            assert_eq!(String::from_utf8_lossy(&par.stdout), want, "{threads}");
            assert_eq!(par.status.code(), Some(0));
            let explain = String::from_utf8_lossy(&par.stderr);
            assert!(
                explain.contains(
                    "DIR.OMP.PARALLEL in @main: entered 1 time(s), 1 by a team (3 threads in all)"
                ),
                "{explain}"
            );
            assert_eq!(
                explain
                    .matches(
                        "DIR.OMP.LOOP in @main: entered 1 time(s), 1 by a team (3 threads in all)"
                    )
                    .count(),
                3,
                "{explain}"
            );
        }
    }
}

/// Deferred tasks: a recursive Fibonacci whose calls each create two tasks and wait for
/// them (orphaned constructs in a called function, tasks run by any thread of the team), and
/// a taskgroup of tasks created in a loop; the output is the sequential run's.
#[test]
fn deferred_tasks_run_on_the_team() {
    let ll = repo().join("crates/parir-cli/tests/directives/omp_tasks.ll");
    let ll = ll.to_str().expect("utf-8");
    let want = "fib(18) = 2584, sum 2016, squares 85344\n";
    let seq = common::parir(&["run", ll], None);
    assert_eq!(String::from_utf8_lossy(&seq.stdout), want);
    for threads in ["--parallel=2", "--parallel=4", "--parallel=8"] {
        for _ in 0..3 {
            let par = common::parir(&["run", threads, ll], None);
            assert_eq!(String::from_utf8_lossy(&par.stdout), want, "{threads}");
            assert_eq!(par.status.code(), Some(0), "{threads}");
        }
    }
}

/// Static schedules split iterations as libomp does, and master/masked regions run on the
/// thread their filter names; `omp_get_thread_num` and `omp_get_num_threads` answer as in
/// the team.
#[test]
fn team_schedules_split_iterations_as_libomp() {
    let ll = repo().join("crates/parir-cli/tests/directives/omp_schedule.ll");
    let out = common::parir(&["run", "--parallel=2", ll.to_str().expect("utf-8")], None);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "static: thread 0 from 0, 1 from 34, 2 from 67\n\
         static, 4: thread 0 from 0, 1 from 4, 2 from 8, 0 from 12, 1 from 16, 2 from 20, 0 from 24, 1 from 28\n\
         2 iterations: thread 0 from 0, 1 from 1\n\
         master 0 masked 32\n"
    );
}

/// A runtime error in one thread of a team is reported with its location while the others
/// wait at a barrier (they are stopped, the run does not hang); a barrier only some threads
/// reach is reported instead of hanging; `exit` in a team ends the
/// program with its status; a region with a construct parir cannot run in a team runs on
/// one thread, and `--explain` says why.
#[test]
fn team_stops_and_refusals() {
    let dir = repo().join("crates/parir-cli/tests/directives");
    let path = |f: &str| dir.join(f).to_str().expect("utf-8").to_string();
    let fault = common::parir(&["run", "--parallel=2", &path("team_fault.ll")], None);
    assert_eq!(fault.status.code(), Some(70));
    assert_eq!(String::from_utf8_lossy(&fault.stdout), "before\n");
    let err = String::from_utf8_lossy(&fault.stderr);
    assert!(
        err.contains("team_fault.ll:15:3: runtime error: null pointer dereference (load of 4 bytes) (in a thread of a team)"),
        "{err}"
    );
    let mismatch = common::parir(
        &["run", "--parallel=2", &path("team_barrier_mismatch.ll")],
        None,
    );
    assert_eq!(mismatch.status.code(), Some(70));
    let err = String::from_utf8_lossy(&mismatch.stderr);
    assert!(
        err.contains("team_barrier_mismatch.ll:10:3: runtime error: the threads of the team wait at different barriers: 1 at a barrier, 2 at the end of the parallel region"),
        "{err}"
    );
    let deadlock = common::parir(&["run", "--parallel=2", &path("team_deadlock.ll")], None);
    assert_eq!(deadlock.status.code(), Some(70));
    let err = String::from_utf8_lossy(&deadlock.stderr);
    assert!(
        err.contains("team_deadlock.ll:10:3: runtime error: deadlock: waiting for critical section (unnamed) while every other thread of the team waits"),
        "{err}"
    );
    let exit = common::parir(&["run", "--parallel=2", &path("team_exit.ll")], None);
    assert_eq!(exit.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&exit.stdout), "inner\n");
    let ordered = common::parir(
        &["run", "--parallel=2", "--explain", &path("team_ordered.ll")],
        None,
    );
    assert_eq!(String::from_utf8_lossy(&ordered.stdout), "1 1\n");
    let explain = String::from_utf8_lossy(&ordered.stderr);
    assert!(
        explain.contains("DIR.OMP.PARALLEL in @main: entered 1 time(s), 1 on one thread: construct DIR.OMP.ORDERED"),
        "{explain}"
    );
}

/// The sanitizer checks sections and sibling tasks as it checks parallel loops: a race
/// between two sections or two tasks not ordered by a taskwait is reported with both
/// locations; accesses inside critical sections are recorded (2 of the 4 covered accesses
/// of the sections) but not reported against each other.
#[test]
fn sanitizer_reports_races_between_sections_and_tasks() {
    let dir = repo().join("crates/parir-cli/tests/directives");
    let ll = dir.join("san_sections.ll");
    let san = common::parir(&["sanitize", ll.to_str().expect("utf-8")], None);
    assert_eq!(san.status.code(), Some(3));
    let report = String::from_utf8_lossy(&san.stderr);
    for want in [
        "violation: DIR.OMP.PARALLEL.SECTIONS in @main claims DIR.OMP.PARALLEL.SECTIONS, but section 2 depends on section 0 (RAW dependence, distance 2)",
        "  first:  store (write of 4 bytes) in section 0 at ",
        "san_sections.ll:14:3",
        "  second: load (read of 4 bytes) in section 2 at ",
        "san_sections.ll:25:3",
        // The tasks run on the team's logical threads: the race detector reports the pair.
        "race: data race (WAW) between a task of DIR.OMP.TASK in @main and a task of DIR.OMP.TASK in @main",
        "san_sections.ll:31:3",
        "san_sections.ll:34:3",
        "1 data race(s) between threads or tasks of OpenMP teams",
        "checked: DIR.OMP.PARALLEL.SECTIONS in @main: 1 instance(s), 3 section(s), 4 covered access(es)",
        "1 violation(s)",
    ] {
        assert!(report.contains(want), "missing {want:?} in\n{report}");
    }
    // The team program: its critical sections, sections and task are race-free.
    let team = repo().join("examples/omp-team.ll");
    let san = common::parir(&["sanitize", team.to_str().expect("utf-8")], None);
    let report = String::from_utf8_lossy(&san.stderr);
    // Its task runs on the team's logical threads, checked by the race detector.
    assert!(
        report.contains("0 violation(s) in 4 annotated loop(s)") && !report.contains("race:"),
        "{report}"
    );
    assert!(
        report.contains(
            "checked: DIR.OMP.SECTIONS in @main: 3 instance(s), 3 section(s), 3 covered access(es)"
        ),
        "{report}"
    );
}

/// A loop in the RFC's Tapir marker form (each iteration detaches a task, as `cilk_for`
/// lowers) is a parallel loop of the model: `--parallel` runs its tasks on worker threads,
/// and the sanitizer reports the loop whose tasks depend on each other (whose parallel run
/// then prints another result).
#[test]
fn tapir_marker_loops_run_in_parallel_and_are_sanitized() {
    let ll = repo().join("crates/parir-cli/tests/directives/tapir_markers.ll");
    let ll = ll.to_str().expect("utf-8");
    let seq = common::parir(&["run", ll], None);
    assert_eq!(String::from_utf8_lossy(&seq.stdout), "2997 45\n");
    let par = common::parir(&["run", "--parallel=2", "--explain", ll], None);
    let explain = String::from_utf8_lossy(&par.stderr);
    assert!(
        explain.contains("loop pfor.detach in @scale: entered 1 time(s), 1 in parallel (1000 iterations: 999 on worker threads, then the last of each entry on the calling thread)"),
        "{explain}"
    );
    assert!(String::from_utf8_lossy(&par.stdout).starts_with("2997 "));
    let san = common::parir(&["sanitize", ll], None);
    let report = String::from_utf8_lossy(&san.stderr);
    assert!(
        report.contains("violation: loop pfor.detach in @shift claims detach_task, but iteration 1 depends on iteration 0 (RAW dependence, distance 1)"),
        "{report}"
    );
    assert!(
        report.contains("1 violation(s) in 2 annotated loop(s)"),
        "{report}"
    );
}

/// The variables a parallel loop directive's clauses privatize get a copy per chunk of
/// iterations: the loop runs in parallel, reductions of every operator and type combine,
/// `lastprivate` ends with the last iteration's value, and the sanitizer does not report
/// the per-chunk copies as shared.
#[test]
fn directive_clauses_privatize_in_parallel_runs() {
    let ll = repo().join("crates/parir-cli/tests/directives/omp_clauses.ll");
    let ll = ll.to_str().expect("utf-8");
    let want = "sum 50010 prod 59049 max 100 min 0 all 1 any 1 half 25005.0 bits ffffffff\n\
                hist 258 248 248 246 last 999 a[999] 105\n";
    for threads in ["--parallel=2", "--parallel=3", "--parallel=8"] {
        let par = common::parir(&["run", threads, "--explain", ll], None);
        assert_eq!(String::from_utf8_lossy(&par.stdout), want, "{threads}");
        let explain = String::from_utf8_lossy(&par.stderr);
        assert!(
            explain.contains("loop for.cond in @main: entered 1 time(s), 1 in parallel (1001 iterations: 1000 on worker threads, then the last of each entry on the calling thread)"),
            "{threads}: {explain}"
        );
    }
    let san = common::parir(&["sanitize", ll], None);
    let report = String::from_utf8_lossy(&san.stderr);
    assert!(
        report.contains("0 violation(s) in 1 annotated loop(s)"),
        "{report}"
    );
    assert_eq!(String::from_utf8_lossy(&san.stdout), want);
}
