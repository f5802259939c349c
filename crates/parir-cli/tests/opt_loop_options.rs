//! `parir opt` with opt's options of the loop passes (issue 33, point 1): each accepted
//! option changes the pass's decision as in LLVM 19 (the loops and their attributes equal
//! opt-19's with the same options, when opt-19 is installed), opt's spelling is taken (one
//! dash, `=value`, `--name`), and an option parir does not honour or know is an error naming
//! it, never ignored.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A bound on each run, so that a hang fails the test.
const LIMIT: Duration = Duration::from_secs(20);

fn input(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/loop_options")
        .join(name)
}

/// Per function, the loops of the module at `ll`: `function header attributes`, sorted.
fn loops(ll: &Path) -> Vec<String> {
    let doc = common::loop_transforms_json(ll, Some(LIMIT));
    let mut v = Vec::new();
    for f in doc["print<loop-transforms>"]["functions"]
        .as_array()
        .expect("functions")
    {
        for l in f["loops"].as_array().expect("loops") {
            let mut attrs = l.clone();
            attrs.as_object_mut().expect("object").remove("header");
            v.push(format!(
                "{} {} {}",
                f["function"].as_str().unwrap_or(""),
                l["header"].as_str().unwrap_or(""),
                attrs
            ));
        }
    }
    v.sort();
    v
}

/// `parir opt -passes=PASSES ARGS FILE`, which must succeed; the loops of its output, checked
/// against opt-19's with the same arguments when opt-19 is installed.
fn run(passes: &str, args: &[&str], file: &str) -> Vec<String> {
    let tmp = tempfile::tempdir().expect("tempdir");
    let ours = tmp.path().join("parir.ll");
    let inp = input(file);
    let mut argv = vec!["opt".to_string(), format!("-passes={passes}")];
    argv.extend(args.iter().map(|a| a.to_string()));
    argv.push(inp.to_str().expect("utf-8").to_string());
    argv.extend(["-o".to_string(), ours.to_str().expect("utf-8").to_string()]);
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let out = common::parir_within(&argv, LIMIT);
    assert!(
        out.status.success(),
        "parir {argv:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mine = loops(&ours);
    if common::have_tool("opt-19") {
        let theirs_path = tmp.path().join("opt19.ll");
        // opt-19 takes `--name` as `-name`.
        let opt_args: Vec<String> = args
            .iter()
            .map(|a| {
                a.strip_prefix('-')
                    .filter(|a| a.starts_with('-'))
                    .unwrap_or(a)
                    .to_string()
            })
            .collect();
        common::run_ok(
            Command::new("opt-19")
                .arg(format!("-passes={passes}"))
                .args(&opt_args)
                .arg(&inp)
                .arg("-S")
                .arg("-o")
                .arg(&theirs_path),
        );
        assert_eq!(loops(&theirs_path), mine, "{passes} {args:?} on {file}");
    }
    mine
}

fn headers(loops: &[String]) -> Vec<String> {
    loops
        .iter()
        .map(|l| l.splitn(3, ' ').take(2).collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn unroll_count_unrolls_every_loop_not_disabled_without_a_remainder() {
    let before = run("loop-unroll", &[], "unroll.ll");
    assert_eq!(headers(&before), ["@f %loop", "@g %loop"]);
    for spelling in [&["-unroll-count=2"][..], &["--unroll-count", "2"][..]] {
        let after = run("loop-unroll", spelling, "unroll.ll");
        // One loop each: @f's unrolled by 2 keeping its exit test in both copies (no
        // run-time remainder) and marked unrolled; @g's untouched.
        assert_eq!(headers(&after), ["@f %loop", "@g %loop"], "{spelling:?}");
        assert!(after[0].contains("llvm.loop.unroll.disable"), "{after:?}");
        assert_eq!(after[1], before[1]);
    }
    let tmp = tempfile::tempdir().expect("tempdir");
    let out_path = tmp.path().join("o.ll");
    let inp = input("unroll.ll");
    let out = common::parir_within(
        &[
            "opt",
            "-passes=loop-unroll",
            "-unroll-count=2",
            inp.to_str().expect("utf-8"),
            "-o",
            out_path.to_str().expect("utf-8"),
        ],
        LIMIT,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&out_path).expect("output");
    let f = text.split("define void @g").next().expect("@f");
    assert_eq!(f.matches("load i32").count(), 2, "{f}");
}

#[test]
fn runtime_unrolling_puts_the_remainder_first_with_epilog_false() {
    let args = ["-unroll-runtime", "-unroll-runtime-epilog=false"];
    let after = run("loop-unroll", &args, "prologue.ll");
    // @sum by 8, @scale by 3 and @pairs by 2, each with its remainder before it: a loop
    // (`.prol`, with `followup_remainder`'s attributes for @scale), or for a count of 2
    // straight-line code. (@main's loop calls them and stays.)
    assert_eq!(
        headers(&after),
        [
            "@main %each",
            "@pairs %body",
            "@scale %body",
            "@scale %body.prol",
            "@sum %body",
            "@sum %body.prol"
        ]
    );
    // The unrolled code computes what the loops computed, for every remainder.
    runs_as_before("loop-unroll", &args, "prologue.ll");
}

/// Runs `parir opt -passes=PASSES ARGS FILE` and then the program (its `main`) before and
/// after: both print the same.
fn runs_as_before(passes: &str, args: &[&str], file: &str) {
    let tmp = tempfile::tempdir().expect("tempdir");
    let out_path = tmp.path().join("o.ll");
    let inp = input(file);
    let pipeline = format!("-passes={passes}");
    let mut argv = vec!["opt", pipeline.as_str()];
    argv.extend(args);
    argv.extend([
        inp.to_str().expect("utf-8"),
        "-o",
        out_path.to_str().expect("utf-8"),
    ]);
    let out = common::parir_within(&argv, LIMIT);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ran = |ll: &Path| {
        let out = common::parir_within(&["run", ll.to_str().expect("utf-8")], LIMIT);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let expected = ran(&inp);
    assert!(!expected.is_empty());
    assert_eq!(ran(&out_path), expected, "{passes} {args:?} on {file}");
}

#[test]
fn unroll_remainder_unrolls_the_remainder_loop_too() {
    // Epilogue and prologue remainders: @sum's (by 8, a remainder of `trip & 7`) becomes
    // seven copies of the body, each leaving when the remainder is done; @scale's (by 3,
    // `trip urem 3`, which LLVM's scalar evolution does not bound) a loop of two copies;
    // @pairs's (by 2) is no loop anyway.
    for (args, scale_rem) in [
        (
            &["-unroll-runtime", "-unroll-remainder"][..],
            "@scale %body.epil",
        ),
        (
            &[
                "-unroll-runtime",
                "-unroll-remainder",
                "-unroll-runtime-epilog=false",
            ][..],
            "@scale %body.prol",
        ),
    ] {
        let after = run("loop-unroll", args, "prologue.ll");
        assert_eq!(
            headers(&after),
            [
                "@main %each",
                "@pairs %body",
                "@scale %body",
                scale_rem,
                "@sum %body"
            ],
            "{args:?}"
        );
        runs_as_before("loop-unroll", args, "prologue.ll");
    }
    // unroll-and-jam by 4: the remainder nest runs at most 3 times, so it becomes three
    // copies of the outer body, each with its inner loop.
    let args = [
        "-allow-unroll-and-jam",
        "-unroll-and-jam-count=4",
        "-unroll-remainder",
    ];
    let after = run("loop-unroll-and-jam", &args, "jam_remainder.ll");
    assert_eq!(
        headers(&after),
        [
            "@main %fill",
            "@main %print",
            "@main %rows",
            "@sums %cols",
            "@sums %cols.epil",
            "@sums %cols.epil.1",
            "@sums %cols.epil.2",
            "@sums %rows"
        ]
    );
    runs_as_before("loop-unroll-and-jam", &args, "jam_remainder.ll");
}

#[test]
fn unroll_and_jam_needs_allow_for_a_nest_without_a_request() {
    assert_eq!(
        headers(&run(
            "loop-unroll-and-jam",
            &["-unroll-and-jam-count=2"],
            "nest.ll"
        )),
        ["@nest %inner", "@nest %outer"]
    );
    let jammed = run(
        "loop-unroll-and-jam",
        &["-allow-unroll-and-jam", "-unroll-and-jam-count=2"],
        "nest.ll",
    );
    assert_eq!(
        headers(&jammed),
        ["@nest %inner", "@nest %inner.epil", "@nest %outer"]
    );
    assert_eq!(
        headers(&run(
            "loop-unroll-and-jam",
            &["-allow-unroll-and-jam=false", "-unroll-and-jam-count=2"],
            "nest.ll"
        )),
        ["@nest %inner", "@nest %outer"]
    );
}

#[test]
fn unroll_and_jam_counts_as_llvm_without_a_count() {
    // -allow-unroll-and-jam without a count: the unroller's runtime count for the outer
    // loop (with -unroll-runtime), lowered until the jammed inner loop fits the threshold;
    // the nest is jammed because its inner loop loads from an address the outer loop does
    // not change. Without -unroll-runtime the count is 0, with a threshold of 0 the pass is
    // off; each result equals opt-19's.
    let jammed = run(
        "loop-unroll-and-jam",
        &["-allow-unroll-and-jam", "-unroll-runtime"],
        "nest.ll",
    );
    assert_eq!(
        headers(&jammed),
        [
            "@nest %inner",
            "@nest %inner.epil",
            "@nest %outer",
            "@nest %outer.epil"
        ]
    );
    for args in [
        &["-allow-unroll-and-jam"][..],
        &[
            "-allow-unroll-and-jam",
            "-unroll-runtime",
            "-unroll-and-jam-threshold=0",
        ][..],
    ] {
        assert_eq!(
            headers(&run("loop-unroll-and-jam", args, "nest.ll")),
            ["@nest %inner", "@nest %outer"],
            "{args:?}"
        );
    }
    // A low threshold lowers the count: fewer copies of the inner load.
    let count_loads = |args: &[&str]| {
        let tmp = tempfile::tempdir().expect("tempdir");
        let o = tmp.path().join("o.ll");
        let inp = input("nest.ll");
        let mut argv = vec!["opt", "-passes=loop-unroll-and-jam"];
        argv.extend_from_slice(args);
        argv.extend([
            inp.to_str().expect("utf-8"),
            "-o",
            o.to_str().expect("utf-8"),
        ]);
        let out = common::parir_within(&argv, LIMIT);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::read_to_string(&o)
            .expect("output")
            .matches(" = load ")
            .count()
    };
    let base = ["-allow-unroll-and-jam", "-unroll-runtime"];
    let low = count_loads(&[&base[..], &["-unroll-and-jam-threshold=12"]].concat());
    assert!(low < count_loads(&base), "{low}");
    run(
        "loop-unroll-and-jam",
        &[&base[..], &["-unroll-and-jam-threshold=12"]].concat(),
        "nest.ll",
    );
}

#[test]
fn unroll_and_jam_leaves_a_nest_with_an_unroll_request_to_the_unroller() {
    let loops = run(
        "loop-unroll-and-jam",
        &["-unroll-runtime"],
        "nest_pragmas.ll",
    );
    assert_eq!(
        headers(&loops),
        [
            "@unroll_disable %inner",
            "@unroll_disable %inner.epil",
            "@unroll_disable %outer",
            "@unroll_disable %outer.epil",
            "@unroll_enable %inner",
            "@unroll_enable %outer"
        ]
    );
}

#[test]
fn mcpu_turns_on_x86_unrolling_preferences() {
    // unroll_decisions.ll has no target triple: opt has no target, -mcpu changes nothing,
    // nor does -mtriple without a CPU. With both, loops without calls are runtime-unrolled
    // without a request, by counts that fit the CPU's loop buffer (28 instructions for
    // x86-64's model, 50 for skx's): the loops equal opt-19's.
    let triple = "-mtriple=x86_64-unknown-linux-gnu";
    let none = run("loop-unroll", &[], "unroll_decisions.ll");
    assert_eq!(
        run("loop-unroll", &["-mcpu=x86-64"], "unroll_decisions.ll"),
        none
    );
    assert_eq!(run("loop-unroll", &[triple], "unroll_decisions.ll"), none);
    for cpu in ["-mcpu=x86-64", "-mcpu=skx", "--mcpu=sandybridge"] {
        let with = run("loop-unroll", &[triple, cpu], "unroll_decisions.ll");
        assert_ne!(with, none, "{cpu}");
    }
}

#[test]
fn force_vector_width_vectorizes_loops_not_disabled() {
    assert_eq!(
        headers(&run("loop-vectorize", &[], "vectorize.ll")),
        ["@f %loop", "@g %loop"]
    );
    let v = run(
        "loop-vectorize",
        &["-force-vector-width=4", "-force-vector-interleave=1"],
        "vectorize.ll",
    );
    assert_eq!(
        headers(&v),
        ["@f %loop", "@f %vector.body", "@g %loop"],
        "{v:?}"
    );
    // Width 1, interleave 1: nothing to do.
    assert_eq!(
        headers(&run(
            "loop-vectorize",
            &["-force-vector-width=1", "-force-vector-interleave=1"],
            "vectorize.ll"
        )),
        ["@f %loop", "@g %loop"]
    );
}

#[test]
fn enable_loop_distribute_distributes_loops_without_a_request() {
    for (args, n) in [
        (&[][..], 1),
        (&["-enable-loop-distribute"][..], 2),
        (&["-enable-loop-distribute=1"][..], 2),
        (&["--enable-loop-distribute=true"][..], 2),
        (&["-enable-loop-distribute=0"][..], 1),
    ] {
        assert_eq!(
            run("loop-distribute", args, "distribute.ll").len(),
            n,
            "{args:?}"
        );
    }
}

#[test]
fn options_parir_does_not_take_are_errors_naming_them() {
    let inp = input("unroll.ll");
    let inp = inp.to_str().expect("utf-8");
    for (opt, says) in [
        (
            "-enable-vplan-native-path",
            "option '-enable-vplan-native-path' of opt is not supported",
        ),
        (
            "-pass-remarks-output=r.yaml",
            "option '-pass-remarks-output' of opt is not supported",
        ),
        (
            "-scalable-vectorization=on",
            "option '-scalable-vectorization' of opt is not supported",
        ),
        ("-O4", "unknown option '-O4'"),
        (
            "-mcpu=znver9",
            "parir does not know the loop buffer of CPU 'znver9'",
        ),
        ("-aa-pipeline=tbaa", "must include basic-aa or default"),
        (
            "-aa-pipeline=basic-aa,cfl-aa",
            "'cfl-aa' is not an alias analysis",
        ),
        ("-unroll-threshold=many", "invalid value 'many'"),
        ("-no-such-option=1", "unknown option '-no-such-option'"),
        ("-enable-loop-distribute=maybe", "'maybe' is not a boolean"),
        ("-unroll-count=two", "invalid value 'two'"),
    ] {
        let out = common::parir_within(&["opt", "-passes=loop-unroll", opt, inp], LIMIT);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{opt}: {err}");
        assert!(err.contains(says), "{opt}: {err}");
        assert!(out.stdout.is_empty(), "{opt}: partial output");
    }
    // `-passes=` and `-S` in opt's spelling still work; `-p` too.
    for args in [
        &["opt", "-passes=loop-unroll", "-S", inp][..],
        &["opt", "-p", "loop-unroll", inp][..],
    ] {
        let out = common::parir_within(args, LIMIT);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn default_pipelines_unroll_as_opt_and_disable_loop_unrolling_keeps_requests_only() {
    // default<O1>: the requested count on @forced, the unrequested full unrolling of
    // @small's four iterations (opt-19's loops, checked by `run`).
    let o1 = run("default<O1>", &[], "default_pipeline.ll");
    assert_eq!(headers(&o1), ["@forced %loop"], "{o1:?}");
    assert!(o1[0].contains("llvm.loop.unroll.disable"), "{o1:?}");
    assert_eq!(run("default<O2>", &[], "default_pipeline.ll"), o1);
    // -disable-loop-unrolling: only the request is honoured.
    let off = run(
        "default<O1>",
        &["-disable-loop-unrolling"],
        "default_pipeline.ll",
    );
    assert_eq!(headers(&off), ["@forced %loop", "@small %loop"], "{off:?}");
    assert!(off[0].contains("llvm.loop.unroll.disable"), "{off:?}");
    // A loop-unroll named in the pipeline is not affected.
    let named = run(
        "loop-unroll",
        &["-disable-loop-unrolling"],
        "default_pipeline.ll",
    );
    assert_eq!(headers(&named), ["@forced %loop"], "{named:?}");
    // opt's -O1 is default<O1>; with -passes it is an error, as in opt.
    let inp = input("default_pipeline.ll");
    let inp = inp.to_str().expect("utf-8");
    let out = common::parir_within(&["opt", "-O1", "-disable-loop-unrolling", inp], LIMIT);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.matches("mul nsw i32").count(), 1, "{text}");
    let out = common::parir_within(&["opt", "-O1", "-passes=loop-unroll", inp], LIMIT);
    assert_eq!(out.status.code(), Some(2));
    let out = common::parir_within(&["opt", "-passes=default<Os>", inp], LIMIT);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown default pipeline 'default<Os>'"),
        "{err}"
    );
}

#[test]
fn help_lists_the_loop_options() {
    let out = common::parir_within(&["opt", "--help"], LIMIT);
    let help = String::from_utf8_lossy(&out.stdout);
    for name in [
        "--unroll-count",
        "--allow-unroll-and-jam",
        "--unroll-and-jam-count",
        "--unroll-and-jam-threshold",
        "--mcpu",
        "--aa-pipeline",
        "--force-vector-width",
        "--force-vector-interleave",
        "--enable-loop-distribute",
        "--unroll-runtime",
        "--unroll-threshold",
        "--unroll-allow-partial",
        "--pragma-unroll-threshold",
        "--unroll-remainder",
        "--unroll-runtime-epilog",
        "--enable-epilogue-vectorization",
        "--epilogue-vectorization-force-VF",
        "--disable-loop-unrolling",
        "--opt-level",
        "-scalable-vectorization,",
        "--pass-remarks-missed=<PASS>",
        "--disable-output",
    ] {
        assert!(help.contains(name), "{name} missing from:\n{help}");
    }
}

/// A loop asking for unrolling that `loop-unroll` cannot do: `transform-warning` warns.
const UNROLL_REFUSED: &str = "define void @f(i1 %c) {
entry:
  br label %loop

loop:
  br i1 %c, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!\"llvm.loop.unroll.enable\"}
";

#[test]
fn pass_remarks_take_pass_names_whose_remarks_parir_prints() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let inp = tmp.path().join("in.ll");
    std::fs::write(&inp, UNROLL_REFUSED).expect("write");
    let inp = inp.to_str().expect("utf-8");
    // transform-warning emits warnings, no remarks: the options select nothing more, and the
    // warning is printed as without them; -disable-output writes no module.
    let plain = common::parir_within(
        &["opt", "-passes=transform-warning", "-disable-output", inp],
        LIMIT,
    );
    let with = common::parir_within(
        &[
            "opt",
            "-passes=transform-warning",
            "-disable-output",
            "-pass-remarks-missed=transform-warning",
            "-pass-remarks-analysis=transform-warning",
            "-pass-remarks=transform",
            inp,
        ],
        LIMIT,
    );
    assert!(
        with.status.success(),
        "{}",
        String::from_utf8_lossy(&with.stderr)
    );
    assert!(with.stdout.is_empty() && plain.stdout.is_empty());
    let err = String::from_utf8_lossy(&with.stderr);
    assert!(
        err.contains("warning: ") && err.contains("loop not unrolled"),
        "{err}"
    );
    assert_eq!(plain.stderr, with.stderr);
    if common::have_tool("opt-19") {
        let out = Command::new("opt-19")
            .args([
                "-passes=transform-warning",
                "-disable-output",
                "-pass-remarks-missed=transform-warning",
                "-pass-remarks-analysis=transform-warning",
                inp,
            ])
            .output()
            .expect("opt-19 runs");
        let theirs = String::from_utf8_lossy(&out.stderr);
        assert!(!theirs.contains("remark:"), "{theirs}");
        assert_eq!(
            theirs.matches("warning: ").count(),
            err.matches("warning: ").count()
        );
    }
    // A pass whose remarks parir does not print yet, and a regular expression: refused,
    // naming the option.
    for (opt, says) in [
        (
            "-pass-remarks-missed=loop-unroll-and-jam",
            "'-pass-remarks-missed': parir does not print the remarks of loop-unroll-and-jam",
        ),
        (
            "-pass-remarks=and-jam",
            "'-pass-remarks': parir does not print the remarks of loop-unroll-and-jam",
        ),
        (
            "-pass-remarks-analysis=loop-.*",
            "'-pass-remarks-analysis=loop-.*': parir takes a pass name",
        ),
    ] {
        let out = common::parir_within(
            &[
                "opt",
                "-passes=loop-unroll-and-jam,transform-warning",
                opt,
                inp,
            ],
            LIMIT,
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.contains(says), "{opt}: {err}");
        assert!(out.stdout.is_empty(), "{opt}: partial output");
    }
}

/// The remark and warning lines of an output, `SEVERITY: LOCATION: MESSAGE` without parir's
/// ` [Name] (at f.ll:L:C)` after the message, in order.
fn remark_lines(stderr: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| l.starts_with("remark: ") || l.starts_with("warning: "))
        .map(|l| match l.rsplit_once(" [") {
            Some((m, tail)) if tail.contains("] (at ") => m.to_string(),
            _ => l.to_string(),
        })
        .collect()
}

#[test]
fn loop_distribute_prints_llvm_remarks_by_kind() {
    let inp = input("distribute_remarks.ll");
    let inp = inp.to_str().expect("utf-8");
    let refused = "remark: <unknown>:0:0: loop not distributed: may not insert runtime check \
                   with convergent operation";
    let failed = "warning: <unknown>:0:0: loop not distributed: failed explicitly specified \
                  loop distribution";
    let missed = "remark: <unknown>:0:0: loop not distributed: use -Rpass-analysis=\
                  loop-distribute for more info";
    for (opt, want) in [
        (None, vec![refused, failed]),
        (
            Some("-pass-remarks-missed=loop-distribute"),
            vec![missed, missed, refused, failed],
        ),
        (
            Some("-pass-remarks-analysis=distribute"),
            vec![
                "remark: <unknown>:0:0: loop not distributed: memory operations are safe for \
                 vectorization",
                refused,
                failed,
            ],
        ),
        (
            Some("-pass-remarks=loop-distribute"),
            vec!["remark: <unknown>:0:0: distributed loop", refused, failed],
        ),
    ] {
        let mut args = vec!["opt", "-passes=loop-distribute", "-enable-loop-distribute"];
        args.extend(opt);
        args.extend(["-disable-output", inp]);
        let out = common::parir_within(&args, LIMIT);
        assert!(out.status.success(), "{opt:?}");
        assert_eq!(remark_lines(&out.stderr), want, "{opt:?}");
        if common::have_tool("opt-19") {
            let theirs = Command::new("opt-19")
                .args(&args[1..])
                .output()
                .expect("opt-19 runs");
            assert_eq!(remark_lines(&theirs.stderr), want, "opt-19 {opt:?}");
        }
    }
}

/// The text parir writes for `opt -passes=loop-unroll ARGS unroll_decisions.ll`.
fn unrolled_text(args: &[&str]) -> String {
    let tmp = tempfile::tempdir().expect("tempdir");
    let out_path = tmp.path().join("o.ll");
    let inp = input("unroll_decisions.ll");
    let mut argv = vec!["opt", "-passes=loop-unroll"];
    argv.extend(args);
    let (i, o) = (
        inp.to_str().expect("utf-8"),
        out_path.to_str().expect("utf-8"),
    );
    argv.extend([i, "-o", o]);
    let out = common::parir_within(&argv, LIMIT);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read_to_string(&out_path).expect("output")
}

#[test]
fn unroll_decides_as_llvm_without_a_request() {
    // (options, loops left, stores, calls of the convergent @sync): the loops and their
    // attributes are also compared with opt-19's by `run`.
    for (args, loops, stores, syncs) in [
        // @small (4 iterations) is fully unrolled; @conv's count 16 does not divide its
        // trip multiple 8 and a convergent loop may have no remainder: 8, by the runtime
        // priority, without one.
        (&[][..], 3, 6, 8),
        // @hundred by 10 (the largest divisor of 100 under 150 instructions).
        (&["-unroll-allow-partial"][..], 3, 30, 8),
        // @runtime by 8 with an epilogue loop.
        (&["-unroll-runtime"][..], 4, 14, 8),
        (
            &["-unroll-runtime", "-unroll-partial-threshold=10"][..],
            3,
            6,
            4,
        ),
        (
            // (a remainder of one iteration at most is no loop)
            &[
                "-unroll-max-count=2",
                "-unroll-allow-partial",
                "-unroll-runtime",
            ][..],
            3,
            9,
            2,
        ),
        (&["-unroll-full-max-count=3"][..], 4, 3, 8),
    ] {
        let got = run("loop-unroll", args, "unroll_decisions.ll");
        assert_eq!(got.len(), loops, "{args:?}: {got:?}");
        let text = unrolled_text(args);
        assert_eq!(text.matches("store i32").count(), stores, "{args:?}");
        assert_eq!(text.matches("call void @sync()").count(), syncs, "{args:?}");
    }
}

#[test]
fn loop_vectorize_prints_llvm_remarks_for_the_loops_it_considers() {
    let inp = input("vectorize_remarks.ll");
    let inp = inp.to_str().expect("utf-8");
    let switch = "remark: <unknown>:0:0: loop not vectorized: loop contains a switch statement";
    let done = "remark: <unknown>:0:0: loop not vectorized: vectorization and interleaving are \
                explicitly disabled, or the loop has already been vectorized";
    // (A forced width prints why a loop is not vectorized; the already-vectorized loop's
    // remark only once some remark option is given, as LLVM builds it lazily.)
    for (opts, want) in [
        (&["-force-vector-width=4"][..], vec![switch]),
        (
            &[
                "-force-vector-width=4",
                "-force-vector-interleave=2",
                "-pass-remarks=loop-vectorize",
            ][..],
            vec![
                "remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved \
                 count: 2)",
                switch,
                done,
            ],
        ),
        (
            &[
                "-force-vector-width=4",
                "-pass-remarks-missed=loop-vectorize",
            ][..],
            vec![
                switch,
                "remark: <unknown>:0:0: loop not vectorized (Force=true, Vector Width=4)",
                done,
            ],
        ),
        (
            &[
                "-force-vector-width=1",
                "-force-vector-interleave=1",
                "-pass-remarks-analysis=loop-vectorize",
            ][..],
            vec![done, done, done],
        ),
    ] {
        let mut args = vec!["opt", "-passes=loop-vectorize"];
        args.extend(opts);
        args.extend(["-disable-output", inp]);
        let out = common::parir_within(&args, LIMIT);
        assert!(out.status.success(), "{opts:?}");
        assert_eq!(remark_lines(&out.stderr), want, "{opts:?}");
        if common::have_tool("opt-19") {
            let theirs = Command::new("opt-19")
                .args(&args[1..])
                .output()
                .expect("opt-19 runs");
            assert_eq!(remark_lines(&theirs.stderr), want, "opt-19 {opts:?}");
        }
    }
}

#[test]
fn loop_vectorize_decides_interleaving_and_fp_legality_as_llvm() {
    let inp = input("vectorize_decisions.ll");
    let inp = inp.to_str().expect("utf-8");
    let vectorized = |w: u32, ic: u32| {
        format!(
            "remark: <unknown>:0:0: vectorized loop (vectorization width: {w}, interleaved \
             count: {ic})"
        )
    };
    let missed = "remark: <unknown>:0:0: loop not vectorized".to_string();
    for (opts, want) in [
        (
            &["-pass-remarks=loop-vectorize"][..],
            vec![
                vectorized(2, 2),
                vectorized(4, 2),
                vectorized(4, 1),
                vectorized(4, 2),
                vectorized(4, 1),
            ],
        ),
        (
            &[
                "-pass-remarks-analysis=loop-vectorize",
                "-pass-remarks-missed=loop-vectorize",
            ][..],
            vec![
                "remark: <unknown>:0:0: loop not vectorized: cannot prove it is safe to \
                 reorder floating-point operations"
                    .to_string(),
                missed.clone(),
                // @tiny and @few, vectorized but not interleaved.
                "remark: <unknown>:0:0: the cost-model indicates that interleaving is not \
                 beneficial"
                    .to_string(),
                "remark: <unknown>:0:0: the cost-model indicates that interleaving is not \
                 beneficial"
                    .to_string(),
                "remark: <unknown>:0:0: loop not vectorized: loop contains a switch statement"
                    .to_string(),
                missed.clone(),
            ],
        ),
        // Without a remark option the loops without a request are not even checked.
        (&[][..], vec![]),
    ] {
        let mut args = vec![
            "opt",
            "-passes=loop-vectorize",
            "-mtriple=x86_64-unknown-linux",
        ];
        args.extend(opts);
        args.extend(["-disable-output", inp]);
        let out = common::parir_within(&args, LIMIT);
        assert!(out.status.success(), "{opts:?}");
        assert_eq!(remark_lines(&out.stderr), want, "{opts:?}");
        if common::have_tool("opt-19") {
            let theirs = Command::new("opt-19")
                .args(&args[1..])
                .output()
                .expect("opt-19 runs");
            assert_eq!(remark_lines(&theirs.stderr), want, "opt-19 {opts:?}");
        }
    }
    // With a forced width the loops without a request are vectorized too, and with
    // -vectorizer-min-trip-count=4 @few may be interleaved. The remarks are opt-19's.
    if common::have_tool("opt-19") {
        for min in [None, Some("-vectorizer-min-trip-count=4")] {
            let mut args = vec![
                "opt",
                "-passes=loop-vectorize",
                "-mtriple=x86_64-unknown-linux",
                "-force-vector-width=4",
                "-pass-remarks=loop-vectorize",
                "-pass-remarks-analysis=loop-vectorize",
                "-pass-remarks-missed=loop-vectorize",
            ];
            args.extend(min);
            args.extend(["-disable-output", inp]);
            let out = common::parir_within(&args, LIMIT);
            assert!(out.status.success(), "{min:?}");
            let theirs = Command::new("opt-19")
                .args(&args[1..])
                .output()
                .expect("opt-19 runs");
            assert_eq!(
                remark_lines(&out.stderr),
                remark_lines(&theirs.stderr),
                "{min:?}"
            );
        }
    }
    // The loops without a request are left as they are.
    let out = common::parir_within(&["opt", "-passes=loop-vectorize", inp], LIMIT);
    let text = String::from_utf8_lossy(&out.stdout);
    let fsum = text
        .split("define double @fsum_forced")
        .next()
        .expect("@fsum");
    assert!(!fsum.contains("vector.body"), "{fsum}");
}

#[test]
fn loop_unroll_prints_llvm_remarks() {
    let inp = input("unroll_decisions.ll");
    let inp = inp.to_str().expect("utf-8");
    let args = [
        "opt",
        "-passes=loop-unroll",
        "-unroll-runtime",
        "-pass-remarks=loop-unroll",
        "-pass-remarks-missed=loop-unroll",
        "-disable-output",
        inp,
    ];
    let out = common::parir_within(&args, LIMIT);
    assert!(out.status.success());
    // @small fully, @runtime by 8 with a remainder, @conv by 8 (its count 16 does not divide
    // its trip multiple 8).
    let want = [
        "remark: <unknown>:0:0: completely unrolled loop with 4 iterations",
        "remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count",
        "remark: <unknown>:0:0: unrolled loop by a factor of 8",
    ];
    assert_eq!(remark_lines(&out.stderr), want);
    if common::have_tool("opt-19") {
        let theirs = Command::new("opt-19")
            .args(&args[1..])
            .output()
            .expect("opt-19 runs");
        assert_eq!(remark_lines(&theirs.stderr), want, "opt-19");
    }
}
