//! OpenMP programs that `parir run --parallel=2` ran to a wrong result (issue 26, "no wrong
//! result"), with their inputs in `tests/omp_safety/`:
//!
//! - `atomic_region.ll`: `DIR.OMP.ATOMIC` regions made of a plain load, add and store run
//!   by a team of two must lose no update (they run under the lock all atomic regions
//!   share);
//! - `atomic_tasks.ll`: the sanitizer takes atomic accesses (regions and instructions) as
//!   excluding each other, and reports a plain load racing with them;
//! - `atomic_forms.c`: every form clang-19 emits for `#pragma omp atomic` (update, read,
//!   write, capture, compare, with memory orders, integer and floating point), at -O0 and
//!   -O2, prints under `--parallel=2` what the native build prints on two threads;
//! - `atomic_wide.c`: the same for `long double` and `__int128`, which clang lowers to
//!   libatomic's generic calls and to 128-bit `atomicrmw`;
//! - `threadprivate.c`: each team thread has its own `threadprivate` copy, the initial
//!   thread keeps its own after the region, copies persist, `copyin` copies in;
//! - `reduction_debug.c`: built with and without `-g` (debug records, and debug intrinsics
//!   when opt-19 can write them), omp-prepare makes the same decisions: the same output
//!   and the same `--explain` report under `--parallel=2`.
//!
//! Every run is bounded in time, so that a regression to a hang fails. Without clang-19 the
//! C tests print `SKIPPED` (they fail when `PARIR_REQUIRE_ORACLES=1`).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

fn input(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/omp_safety")
        .join(name)
}

/// `parir ARGS`, killed (and the test failed) when it runs longer than `secs` seconds.
fn parir_within(args: &[&str], secs: u64) -> Output {
    common::parir_within(args, Duration::from_secs(secs))
}

fn stdout_within(args: &[&str], secs: u64) -> String {
    let out = parir_within(args, secs);
    assert!(
        out.status.success(),
        "parir {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn atomic_regions_lose_no_update_under_a_team() {
    let ll = input("atomic_region.ll");
    let ll = ll.to_str().expect("utf-8");
    // Several runs: a lost update shows only in some interleavings.
    for _ in 0..3 {
        assert_eq!(
            stdout_within(&["run", "--parallel=2", ll], 20),
            "count 200000 half 100000.0\n"
        );
    }
    // Sequentially, the team's two logical threads take turns: the same counts.
    assert_eq!(
        stdout_within(&["run", ll], 20),
        "count 200000 half 100000.0\n"
    );
}

#[test]
fn sanitizer_separates_atomic_accesses_from_a_plain_one_racing_with_them() {
    let ll = input("atomic_tasks.ll");
    let ll = ll.to_str().expect("utf-8");
    assert_eq!(
        stdout_within(&["run", "--parallel=2", ll], 20),
        "sum 1000 total 2000\n"
    );
    // Only atomic accesses: no race.
    let clean = parir_within(&["sanitize", ll], 20);
    let text = String::from_utf8_lossy(&clean.stderr);
    assert_eq!(clean.status.code(), Some(0), "{text}");
    assert!(text.contains("0 violation(s)"), "{text}");
    assert!(!text.contains("race:"), "{text}");
    // The plain load of the last task races with the atomic store of the task before: the
    // tasks run on the team's logical threads, and the race detector reports the pair.
    let racy = parir_within(&["sanitize", ll, "--", "racy"], 20);
    let text = String::from_utf8_lossy(&racy.stderr);
    assert_eq!(racy.status.code(), Some(3), "{text}");
    assert!(
        text.contains("race: data race (RAW) between a task of DIR.OMP.TASK in @main and a task of DIR.OMP.TASK in @main"),
        "{text}"
    );
    assert!(
        text.contains("1 data race(s) between threads or tasks of OpenMP teams"),
        "{text}"
    );
    let line = |prefix: &str| text.lines().find(|l| l.contains(prefix)).unwrap_or("");
    assert!(
        line("first:  store (write of 8 bytes) in @main at ").ends_with("atomic_tasks.ll:33:3"),
        "{text}"
    );
    assert!(
        line("second: load (read of 8 bytes) in @main at ").ends_with("atomic_tasks.ll:26:3"),
        "{text}"
    );
}

/// clang-19 -fopenmp at `opt` (with `extra` flags) of `src`: the native program's output
/// on two threads (linked with `libs`), and the `omp-prepare`d module.
fn build(src: &Path, dir: &Path, opt: &str, extra: &[&str], libs: &[&str]) -> (String, PathBuf) {
    let stem = format!(
        "{}{opt}{}",
        src.file_stem().and_then(|s| s.to_str()).expect("name"),
        extra.concat()
    );
    let exe = dir.join(&stem);
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", opt])
            .args(extra)
            .arg(src)
            .arg("-o")
            .arg(&exe)
            .args(libs),
    );
    let native = common::output_without_input(Command::new(&exe).env("OMP_NUM_THREADS", "2"));
    assert!(native.status.success(), "{stem}: native run");
    let ll = dir.join(format!("{stem}.omp.ll"));
    common::run_ok(
        Command::new("clang-19")
            .args(["-fopenmp", opt, "-S", "-emit-llvm"])
            .args(extra)
            .arg(src)
            .arg("-o")
            .arg(&ll),
    );
    let prepared = dir.join(format!("{stem}.ll"));
    let warnings = common::parir_opt("omp-prepare", &ll, &prepared);
    assert!(warnings.is_empty(), "{stem}: {warnings}");
    (String::from_utf8(native.stdout).expect("utf-8"), prepared)
}

/// `src` at -O0 and -O2 prints natively on two threads (linked with `libs`) what `parir run
/// --parallel=2` prints of its `omp-prepare`d module; returns the native output.
fn runs_as_natively(name: &str, libs: &[&str]) -> Option<String> {
    if !common::have_tool("clang-19") {
        return None;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut first = None;
    for opt in ["-O0", "-O2"] {
        let (native, prepared) = build(&input(name), tmp.path(), opt, &[], libs);
        let text = std::fs::read_to_string(&prepared).expect("prepared");
        assert!(
            !text.contains("@__kmpc_"),
            "{name} {opt}: a runtime call is left"
        );
        let path = prepared.to_str().expect("utf-8");
        // A lost update or a shared copy shows only in some interleavings.
        for _ in 0..2 {
            assert_eq!(
                stdout_within(&["run", "--parallel=2", path], 25),
                native,
                "{name} {opt}: parir run --parallel=2"
            );
        }
        first.get_or_insert(native);
    }
    first
}

#[test]
fn every_atomic_form_clang_emits_runs_as_natively_under_a_team() {
    let Some(native) = runs_as_natively("atomic_forms.c", &[]) else {
        return;
    };
    // The native run itself: each update applied 2 * 20000 times.
    assert!(
        native.starts_with("int 120000 -80000 "),
        "native output: {native}"
    );
    assert!(native.contains("torn 0 0\n"), "native output: {native}");
}

/// `long double` and `__int128`: libatomic's generic calls, and 128-bit `atomicrmw`.
#[test]
fn atomics_wider_than_a_word_run_as_natively_under_a_team() {
    let Some(native) = runs_as_natively("atomic_wide.c", &["-latomic"]) else {
        return;
    };
    assert_eq!(native, "ld 7500.00 3.00 q 30000 max 4999 seen 0.0 torn 0\n");
}

#[test]
fn threadprivate_copies_are_per_team_thread() {
    let Some(native) = runs_as_natively("threadprivate.c", &[]) else {
        return;
    };
    assert_eq!(
        native,
        "first 7 5 main 10 hits 1000\nagain 10 11\ncopyin 42 42 main 42\n"
    );
}

/// The `--explain` lines with the source locations (which only `-g` gives) left out.
fn decisions(stderr: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| l.starts_with("parir: explain:"))
        .map(|l| {
            // `DIR.OMP.PARALLEL in @main (file.c:11:1): ...` -> `DIR.OMP.PARALLEL in @main: ...`
            match (l.find(" ("), l.find("): ")) {
                (Some(a), Some(b)) if a < b => format!("{}{}", &l[..a], &l[b + 1..]),
                _ => l.to_string(),
            }
        })
        .collect()
}

#[test]
fn debug_information_does_not_change_what_omp_prepare_and_a_team_do() {
    if !common::have_tool("clang-19") {
        return;
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let src = input("reduction_debug.c");
    let want = "n 2997 sq 332833500 last 40 set 10\n";
    for opt in ["-O0", "-O2"] {
        let mut variants = vec![
            build(&src, tmp.path(), opt, &[], &[]).1,
            build(&src, tmp.path(), opt, &["-g"], &[]).1,
        ];
        // The same with debug intrinsics (`llvm.dbg.declare`, ...) instead of records.
        if common::have_tool("opt-19") {
            let ll = tmp.path().join(format!("reduction_debug{opt}-g.omp.ll"));
            let intrinsics = tmp.path().join(format!("reduction_debug{opt}-gi.omp.ll"));
            common::run_ok(
                Command::new("opt-19")
                    .args(["-S", "--write-experimental-debuginfo=false"])
                    .arg(&ll)
                    .arg("-o")
                    .arg(&intrinsics),
            );
            let text = std::fs::read_to_string(&intrinsics).expect("read");
            assert!(text.contains("call void @llvm.dbg."), "{opt}: no intrinsic");
            let prepared = tmp.path().join(format!("reduction_debug{opt}-gi.ll"));
            let warnings = common::parir_opt("omp-prepare", &intrinsics, &prepared);
            assert!(warnings.is_empty(), "{warnings}");
            variants.push(prepared);
        }
        let mut seen: Option<Vec<String>> = None;
        for p in &variants {
            let path = p.to_str().expect("utf-8");
            let text = std::fs::read_to_string(p).expect("prepared");
            assert!(!text.contains("badref"), "{path}: a dangling value");
            let check = common::parir(&["check", path], None);
            assert!(
                check.status.success(),
                "{path}: {}",
                String::from_utf8_lossy(&check.stderr)
            );
            let out = parir_within(&["run", "--parallel=2", "--explain", path], 25);
            assert!(
                out.status.success(),
                "{path}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{path}");
            let d = decisions(&out.stderr);
            if opt == "-O0" {
                assert!(
                    d.iter().any(
                        |l| l.contains("DIR.OMP.LOOP in @main: entered 1 time(s), 1 by a team")
                    ),
                    "{path}: {d:?}"
                );
            }
            match &seen {
                None => seen = Some(d),
                Some(s) => assert_eq!(&d, s, "{path}: other decisions than without -g"),
            }
        }
    }
}
