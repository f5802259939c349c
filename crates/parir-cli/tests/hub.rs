//! The ivdep ⇄ directives translators (issue 18, item 5) checked by execution: each program
//! of `tests/hub/*.ll` runs with the output its `; STDOUT:` line states, and with
//! `--parallel=2` with the same output unless it is marked `; RACY` (a wrong claim), in
//! three forms: as written (loop metadata), after `ivdep-to-directives` (DIR.OMP.SIMD
//! regions) and after `directives-to-ivdep` of that (metadata again); `parir sanitize`
//! reports the same violations and checks the same loops in all three.

mod common;

use std::path::Path;

fn ok(args: &[&str]) -> String {
    let out = common::parir(args, None);
    assert!(
        out.status.success() || out.status.code() == Some(3),
        "parir {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr)
}

/// The sanitizer's findings and checked loops, with the claim's name left out (it is the
/// form's: `parallel_accesses` or `DIR.OMP.SIMD`).
fn verdict(report: &str) -> Vec<String> {
    report
        .lines()
        .filter(|l| l.starts_with("violation: ") || l.starts_with("checked: "))
        .map(|l| match l.split_once(" claims ") {
            Some((a, b)) => format!(
                "{a} claims … {}",
                b.split_once(", but ").map_or("", |x| x.1)
            ),
            None => l.to_string(),
        })
        .collect()
}

#[test]
fn translated_programs_run_and_sanitize_alike() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hub");
    let tmp = tempfile::tempdir().expect("tempdir");
    let programs = common::files_with_ext(&dir, "ll");
    assert!(!programs.is_empty());
    for p in programs {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("name")
            .to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        let expected = common::stated_stdout(&src);
        let racy = src.lines().any(|l| l.starts_with("; RACY"));
        let orig = p.to_str().expect("utf-8").to_string();
        let dirs = tmp.path().join(format!("{stem}.directives.ll"));
        let back = tmp.path().join(format!("{stem}.ivdep.ll"));
        let (dirs, back) = (
            dirs.to_str().expect("utf-8").to_string(),
            back.to_str().expect("utf-8").to_string(),
        );
        ok(&["opt", "-passes=ivdep-to-directives", &orig, "-o", &dirs]);
        assert!(
            std::fs::read_to_string(&dirs)
                .expect("read")
                .contains("\"DIR.OMP.SIMD\""),
            "{stem}: no region made"
        );
        ok(&["opt", "-passes=directives-to-ivdep", &dirs, "-o", &back]);
        assert!(
            !std::fs::read_to_string(&back)
                .expect("read")
                .contains("llvm.directive.region"),
            "{stem}: regions left"
        );
        let mut verdicts = Vec::new();
        for form in [&orig, &dirs, &back] {
            let run = common::parir(&["run", form], None);
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                expected,
                "{stem}: {form}"
            );
            if !racy {
                let par = common::parir(&["run", "--parallel=2", form], None);
                assert_eq!(
                    String::from_utf8_lossy(&par.stdout),
                    expected,
                    "{stem}: {form} --parallel=2"
                );
            }
            verdicts.push(verdict(&ok(&["sanitize", form])));
        }
        assert!(!verdicts[0].is_empty(), "{stem}: nothing checked");
        assert_eq!(verdicts[0], verdicts[1], "{stem}: ivdep-to-directives");
        assert_eq!(verdicts[0], verdicts[2], "{stem}: directives-to-ivdep");
        if racy {
            assert!(
                verdicts[0].iter().any(|l| l.starts_with("violation: ")),
                "{stem}"
            );
        }
    }
}

/// The CSA ⇄ directives translators (issue 18, item 4) checked by execution: each program of
/// `tests/hub/csa/*.ll` (CSA loop builtins or a region of sections, after csa-builtins) runs
/// with its stated output as written, after `parir translate --from csa --to directives`
/// (DIR.OMP.PARALLEL.LOOP / PARALLEL.SECTIONS regions, serially and with `--parallel=2`
/// unless `; RACY`) and after the way back, whose functions are those of the original again
/// (up to compiler region IDs and `tail` markers); the sanitizer finds the same number of
/// violations in the CSA and the directive forms (none but in a racy twin).
#[test]
fn csa_programs_translate_both_ways() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hub/csa");
    let tmp = tempfile::tempdir().expect("tempdir");
    let programs = common::files_with_ext(&dir, "ll");
    assert!(!programs.is_empty());
    for p in programs {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("name")
            .to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        let expected = common::stated_stdout(&src);
        let orig = p.to_str().expect("utf-8").to_string();
        let path = |n: &str| {
            tmp.path()
                .join(format!("{stem}.{n}.ll"))
                .to_str()
                .expect("utf-8")
                .to_string()
        };
        let (dirs, back, same) = (path("directives"), path("csa"), path("orig"));
        let racy = src.lines().any(|l| l.starts_with("; RACY"));
        let translate = |from: &str, to: &str, input: &str, output: &str| {
            ok(&["translate", "--from", from, "--to", to, input, "-o", output]);
        };
        translate("csa", "directives", &orig, &dirs);
        translate("directives", "csa", &dirs, &back);
        // The original as printed by the same passes with nothing to do.
        translate("directives", "csa", &orig, &same);
        let dtext = std::fs::read_to_string(&dirs).expect("read");
        assert!(
            dtext.contains("\"DIR.OMP.PARALLEL.LOOP\"")
                || dtext.contains("\"DIR.OMP.PARALLEL.SECTIONS\""),
            "{stem}: {dtext}"
        );
        assert!(
            !dtext.contains("llvm.csa.parallel.region"),
            "{stem}: {dtext}"
        );
        let check = common::parir(&["check", &dirs], None);
        assert!(
            !String::from_utf8_lossy(&check.stderr).contains("directive-C"),
            "{stem}: the regions break the RFC's properties: {}",
            String::from_utf8_lossy(&check.stderr)
        );
        let bodies = |f: &str| -> Vec<String> {
            let t = std::fs::read_to_string(f).expect("read");
            // Compiler region IDs are new ones, and `tail` markers go.
            let mut v: Vec<String> = t
                .split("\ndefine ")
                .skip(1)
                .map(|d| {
                    d.split("\n}\n")
                        .next()
                        .unwrap_or("")
                        .replace("tail call", "call")
                        .replace("region.entry(i32 1000)", "region.entry(i32 0)")
                })
                .collect();
            v.sort();
            v
        };
        assert_eq!(
            bodies(&back),
            bodies(&same),
            "{stem}: csa -> directives -> csa"
        );
        for form in [&orig, &dirs, &back] {
            let run = common::parir(&["run", form], None);
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                expected,
                "{stem}: {form}"
            );
        }
        if !racy {
            let par = common::parir(&["run", "--parallel=2", &dirs], None);
            assert_eq!(
                String::from_utf8_lossy(&par.stdout),
                expected,
                "{stem}: --parallel=2"
            );
        }
        let violations = |r: &str| r.lines().filter(|l| l.starts_with("violation: ")).count();
        let san = ok(&["sanitize", &dirs]);
        assert!(
            verdict(&san).iter().any(|l| l.starts_with("checked: ")),
            "{stem}: {san}"
        );
        assert_eq!(violations(&san), usize::from(racy), "{stem}: {san}");
        assert_eq!(
            violations(&ok(&["sanitize", &orig])),
            violations(&san),
            "{stem}: CSA form"
        );
    }
}

/// The HPVM translators (issue 18, item 2) checked by execution: each program of
/// `tests/hub/hpvm` (HPVM leaf nodes) runs with its stated output, serially and with
/// `--parallel=2`, in three forms: as written (parir runs the nodes' instances), after
/// `parir translate --from hpvm --to directives` (`hpvm-prepare`: the RFC's region, whose
/// replication loop runs on threads; the sanitizer finds no violation, opt-19 verifies it)
/// and after `--from directives --to hpvm` of that (`hpvm-extract`). The round trips are
/// identities: HPVM → region → HPVM gives the original as parir prints it, and region → HPVM
/// → region the region again.
#[test]
fn hpvm_programs_round_trip_and_run_alike() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hub/hpvm");
    let tmp = tempfile::tempdir().expect("tempdir");
    let programs = common::files_with_ext(&dir, "ll");
    assert!(programs.len() >= 3);
    for p in programs {
        let stem = p
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("name")
            .to_string();
        let src = std::fs::read_to_string(&p).expect("read");
        let expected = common::stated_stdout(&src);
        assert!(!expected.is_empty(), "{stem}: no ; STDOUT: line");
        let path = |n: &str| {
            tmp.path()
                .join(format!("{stem}.{n}.ll"))
                .to_str()
                .expect("utf-8")
                .to_string()
        };
        let (region, back, again, same) =
            (path("region"), path("hpvm"), path("again"), path("orig"));
        let orig = p.to_str().expect("utf-8").to_string();
        let translate = |from: &str, to: &str, input: &str, output: &str| {
            ok(&["translate", "--from", from, "--to", to, input, "-o", output]);
        };
        translate("hpvm", "directives", &orig, &region);
        translate("directives", "hpvm", &region, &back);
        translate("hpvm", "directives", &back, &again);
        // The original as parir prints it: extract of a module without regions changes
        // nothing.
        translate("directives", "hpvm", &orig, &same);
        let read = |f: &str| std::fs::read_to_string(f).expect("read");
        // The printed module without its header lines (which name the input file).
        let body = |f: &str| -> String {
            read(f)
                .lines()
                .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let text = read(&region);
        assert!(
            text.contains("\"HPVM_create_node\"") && !text.contains("@llvm.hpvm.createNode"),
            "{stem}: {text}"
        );
        assert!(
            !read(&back).contains("llvm.directive."),
            "{stem}: regions left after hpvm-extract"
        );
        assert_eq!(body(&back), body(&same), "{stem}: hpvm -> region -> hpvm");
        assert_eq!(
            body(&again),
            body(&region),
            "{stem}: region -> hpvm -> region"
        );
        for form in [&orig, &region, &back] {
            for args in [vec!["run", form], vec!["run", "--parallel=2", form]] {
                let r = common::parir(&args, None);
                assert_eq!(
                    String::from_utf8_lossy(&r.stdout),
                    expected,
                    "{stem}: {args:?}: {}",
                    String::from_utf8_lossy(&r.stderr)
                );
            }
        }
        let san = ok(&["sanitize", &region]);
        assert!(
            san.contains("0 violation(s) in") && !san.contains("0 violation(s) in 0 "),
            "{stem}: {san}"
        );
        if common::have_tool("opt-19") {
            for f in [&region, &back] {
                common::run_ok(
                    std::process::Command::new("opt-19")
                        .args(["-passes=verify", "-disable-output"])
                        .arg(f),
                );
            }
        }
    }
}
