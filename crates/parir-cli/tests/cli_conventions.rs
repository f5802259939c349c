//! Command-line conventions (issue 34, points 2 and 4): `--version` names the LLVM followed,
//! `--help` has the exit-code table, every pass and printer is listed with one line, man pages
//! and shell completions come from the clap definitions, `verify --format json`, and an
//! un-lowered annotation call names the pass to run.

mod common;

use common::parir;

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn version_names_the_llvm_followed() {
    let o = parir(&["--version"], None);
    assert!(o.status.success());
    let v = stdout(&o);
    assert!(v.starts_with("parir "), "{v}");
    assert!(v.contains("LLVM 19"), "{v}");
}

#[test]
fn help_has_one_exit_code_table() {
    let o = parir(&["--help"], None);
    assert!(o.status.success());
    let h = stdout(&o);
    let table = h.split("Exit codes:").nth(1).expect("an exit-code table");
    for code in ["0", "1", "2", "3", "70", "74", "101"] {
        assert!(
            table
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{code} "))),
            "exit code {code} missing from:\n{table}"
        );
    }
    // Each subcommand has its own line in the top-level help, and `spirv`'s says what the
    // command does first.
    assert!(h.contains("spirv        Translate a .ll module"), "{h}");
}

#[test]
fn analyze_help_lists_every_printer() {
    let h = stdout(&parir(&["analyze", "--help"], None));
    let mut names: Vec<String> = parir_analysis::printer::PASSES
        .iter()
        .map(|s| s.to_string())
        .collect();
    names.extend(parir_annot::printers().iter().map(|p| p.name.to_string()));
    for n in &names {
        let line = h
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{n} ")))
            .unwrap_or_else(|| panic!("{n} is not listed in analyze --help:\n{h}"));
        assert!(
            line.trim_start().len() > n.len() + 10,
            "{n} has no description"
        );
    }
}

#[test]
fn opt_help_lists_every_pass() {
    let list = stdout(&parir(&["opt", "--list-passes"], None));
    let help = stdout(&parir(&["opt", "--help"], None));
    let passes: Vec<&str> = list
        .lines()
        .filter(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(passes.len() > 30, "{list}");
    for p in passes {
        assert!(
            help.lines()
                .any(|l| l.trim_start().starts_with(&format!("{p} "))),
            "{p} is not listed in opt --help"
        );
    }
}

#[test]
fn completions_for_each_shell() {
    let dir = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let o = parir(&["completions", shell], None);
        assert!(o.status.success(), "{shell}: {}", stderr(&o));
        let s = stdout(&o);
        assert!(
            s.contains("sanitize") && s.contains("passes") && s.contains("unroll-count"),
            "{shell}: no subcommand or option in the script"
        );
        if shell == "bash" && common::have_tool("bash") {
            let f = dir.path().join("parir.bash");
            std::fs::write(&f, &s).unwrap();
            let check = std::process::Command::new("bash")
                .arg("-n")
                .arg(&f)
                .output()
                .unwrap();
            assert!(check.status.success(), "{}", stderr(&check));
        }
    }
    let o = parir(&["completions", "tcsh"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("tcsh"));
}

#[test]
fn man_pages_for_the_tool_and_each_subcommand() {
    let page = stdout(&parir(&["man"], None));
    assert!(page.contains(".TH parir 1"), "{page}");
    assert!(
        page.contains("Exit codes"),
        "the exit codes are in the page"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("man1");
    let o = parir(&["man", "--dir", out.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let help = stdout(&parir(&["--help"], None));
    let subcommands: Vec<&str> = help
        .split("Commands:")
        .nth(1)
        .unwrap()
        .lines()
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(subcommands.len() >= 12, "{subcommands:?}");
    for c in subcommands {
        let text = std::fs::read_to_string(out.join(format!("parir-{c}.1")))
            .unwrap_or_else(|e| panic!("parir-{c}.1: {e}"));
        assert!(text.contains(&format!(".TH parir-{c} 1")), "parir-{c}.1");
    }
    let opt = std::fs::read_to_string(out.join("parir-opt.1")).unwrap();
    assert!(
        opt.contains("unroll\\-count"),
        "opt's options are in its page"
    );
}

#[test]
fn verify_writes_json() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.ll");
    std::fs::write(&good, "define i32 @f() {\n  ret i32 0\n}\n").unwrap();
    let bad = dir.path().join("bad.ll");
    std::fs::write(&bad, "define void @f() {\n  ret i32 0\n}\n").unwrap();
    let o = parir(
        &["verify", "--format", "json", good.to_str().unwrap()],
        None,
    );
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["valid"], true);
    assert_eq!(v["errors"].as_array().unwrap().len(), 0);
    let o = parir(&["verify", "--format", "json", bad.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["valid"], false);
    let e = &v["errors"][0];
    assert_eq!(e["ll"]["line"], 2, "{v}");
    assert!(e["message"]
        .as_str()
        .unwrap()
        .contains("function result type"));
    // Nothing on standard error: the report is the JSON.
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
}

#[test]
fn an_unlowered_annotation_call_names_the_pass_to_run() {
    let src = "declare void @__parir_ivdep()\ndeclare void @__builtin_csa_parallel_loop()\n\
               define i32 @main() {\n  call void @__parir_ivdep()\n  ret i32 0\n}\n\
               define i32 @csa() {\n  call void @__builtin_csa_parallel_loop()\n  ret i32 0\n}\n";
    let o = parir(&["run", "-"], Some(src));
    assert_eq!(o.status.code(), Some(70));
    let e = stderr(&o);
    assert!(
        e.contains("@__parir_ivdep is a parir.h marker")
            && e.contains(
                "run `parir opt -p 'mem2reg,loop-simplify,ivdep-lower' IN.ll -o OUT.ll` first"
            ),
        "{e}"
    );
    let o = parir(&["run", "--entry", "csa", "-"], Some(src));
    let e = stderr(&o);
    assert!(e.contains("csa-builtins"), "{e}");
}

#[test]
fn an_impossible_translation_says_why() {
    let src = "define void @f() {\n  ret void\n}\n";
    let o = parir(
        &["translate", "--from", "ivdep", "--to", "openmp", "-"],
        Some(src),
    );
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("no translation from ivdep to openmp")
            && e.contains("ivdep (read by ivdep-to-directives) gives simd loops")
            && e.contains("openmp (written by omp-extract) takes"),
        "{e}"
    );
    let o = parir(
        &["translate", "--from", "directives", "--to", "markers", "-"],
        Some(src),
    );
    assert!(stderr(&o).contains("both forms of the hub"));
}

#[test]
fn run_explain_writes_json() {
    let tapir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/tapir.ll");
    let o = parir(
        &[
            "run",
            "--parallel=2",
            "--explain",
            "--format",
            "json",
            tapir.to_str().unwrap(),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // The program's output stays on standard output; the report is standard error's JSON.
    assert!(stdout(&o).starts_with("sum = "), "{}", stdout(&o));
    let v: serde_json::Value = serde_json::from_str(stderr(&o).trim()).expect("one JSON object");
    assert_eq!(v["threads"], 2);
    let loops = v["loops"].as_array().unwrap();
    assert!(
        loops
            .iter()
            .any(|l| l["loop"].as_str().unwrap().contains("@scale") && l["entered"] == 1),
        "{v}"
    );
    let spawns = v["spawns"].as_array().unwrap();
    assert!(
        spawns
            .iter()
            .any(|s| s["spawn"].as_str().unwrap().contains("@fib")),
        "{v}"
    );
    for s in spawns {
        assert!(s["on_pool"].is_u64() && s["inline"].is_object(), "{s}");
    }
    // --format without --explain is a usage error.
    let o = parir(&["run", "--format", "json", tapir.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
}
