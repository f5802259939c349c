//! Issue 26: types, metadata and constants nested 20 000 deep, and a metadata chain 20 000
//! long, go through `parir fmt`, `verify`, `check`, `analyze`, `opt` and `run` without a stack
//! overflow (the process used to abort with "has overflowed its stack"), each within a time
//! bound; nesting past the reader's limit is a located error, not an abort.

mod common;

use std::fmt::Write as _;
use std::path::Path;
use std::process::Output;
use std::time::Duration;

const DEEP: usize = 20_000;

/// Runs `parir ARGS`, failing the test if it takes more than a minute.
fn parir_bounded(args: &[&str]) -> Output {
    common::parir_within(args, Duration::from_secs(60))
}

fn inputs(dir: &Path) -> Vec<(&'static str, std::path::PathBuf)> {
    let n = DEEP;
    let mut files = Vec::new();
    let mut put = |name: &'static str, text: String| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        files.push((name, p));
    };
    put(
        "deep_type.ll",
        format!(
            "%T = type {}i32{}\n@G = global %T zeroinitializer\n",
            "{ ".repeat(n),
            " }".repeat(n)
        ),
    );
    put(
        "deep_md.ll",
        format!(
            "@G = global i32 0, !foo !0\n!0 = {}{}\n",
            "!{".repeat(n),
            "}".repeat(n)
        ),
    );
    let mut chain = String::from("@G = global i32 0, !foo !0\n");
    for k in 0..n {
        writeln!(chain, "!{k} = !{{!{}}}", k + 1).unwrap();
    }
    writeln!(chain, "!{n} = !{{}}").unwrap();
    put("md_chain.ll", chain);
    let mut st = String::new();
    for k in 0..n {
        writeln!(st, "%S{k} = type {{ i32, %S{} }}", k + 1).unwrap();
    }
    writeln!(st, "%S{n} = type {{ i32 }}").unwrap();
    st.push_str("@C = global ");
    for k in 0..n {
        write!(st, "%S{k} {{ i32 {k}, ").unwrap();
    }
    write!(st, "%S{n} {{ i32 7 }}").unwrap();
    st.push_str(&" }".repeat(n));
    st.push('\n');
    put("deep_const.ll", st);
    // Struct types sharing their parts 64 levels deep (2^64 paths to %T0).
    let mut dag = String::from("%T0 = type { i8 }\n");
    for k in 0..64 {
        writeln!(dag, "%T{} = type {{ %T{k}, %T{k} }}", k + 1).unwrap();
    }
    dag.push_str("define void @f() {\n  %a = alloca %T64\n  ret void\n}\n");
    put("dag_types.ll", dag);
    // A main that loads through a getelementptr chain nested 20 000 deep (+1, -1, ...), in
    // a loop, with an attachment at the end of the metadata chain.
    let mut e = "ptr getelementptr (i8, ".repeat(n);
    e.push_str("ptr @B");
    for k in 0..n {
        e.push_str(if k % 2 == 0 { ", i64 1)" } else { ", i64 -1)" });
    }
    put(
        "deep_main.ll",
        format!(
            "@B = global [4 x i8] c\"\\2A\\00\\00\\00\"\n\n\
             define i32 @main() {{\nentry:\n  br label %loop\n\n\
             loop:\n  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n  \
             %v = load i8, {e}, !foo !0\n  %i.next = add i32 %i, 1\n  \
             %c = icmp ult i32 %i.next, 3\n  br i1 %c, label %loop, label %exit\n\n\
             exit:\n  %r = zext i8 %v to i32\n  ret i32 %r\n}}\n\n!0 = {}{}\n",
            "!{".repeat(n),
            "}".repeat(n)
        ),
    );
    files
}

fn assert_ok(args: &[&str], out: &Output) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "parir {args:?}: {:?}\n{}",
        out.status,
        &err[..err.len().min(2000)]
    );
    assert!(!err.contains("overflowed"), "parir {args:?}: {err}");
}

#[test]
fn deep_inputs_go_through_every_reading_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    for (name, path) in inputs(dir.path()) {
        let p = path.to_str().unwrap();
        let out_ll = dir.path().join(format!("{name}.out.ll"));
        let o = out_ll.to_str().unwrap();
        for args in [
            vec!["fmt", p, "-o", o],
            vec!["verify", p],
            vec!["check", p],
            vec![
                "analyze",
                "-p",
                "print<domtree>,print<postdomtree>,print<loops>",
                p,
            ],
            vec!["opt", "-p", "mem2reg,loop-simplify,simplifycfg,dce", p],
        ] {
            let out = parir_bounded(&args);
            assert_ok(&args, &out);
        }
        // What fmt wrote reads back.
        let out = parir_bounded(&["verify", o]);
        assert_ok(&["verify", o], &out);
    }
    // The deep getelementptr chain is executed, or refused as a runtime error (exit 70):
    // never a crash.
    let p = dir.path().join("deep_main.ll");
    let out = parir_bounded(&["run", p.to_str().unwrap()]);
    let code = out.status.code();
    assert!(
        code == Some(42) || code == Some(70),
        "parir run: {:?}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn nesting_past_the_limit_is_a_located_error() {
    let dir = tempfile::tempdir().unwrap();
    // `!0 = !{` is level 0: 100 001 levels inside it.
    let n = 100_002;
    let p = dir.path().join("too_deep.ll");
    std::fs::write(
        &p,
        format!(
            "@G = global i32 0, !foo !0\n!0 = {}{}\n",
            "!{".repeat(n),
            "}".repeat(n)
        ),
    )
    .unwrap();
    let args = ["fmt", p.to_str().unwrap()];
    let out = parir_bounded(&args);
    assert_eq!(out.status.code(), Some(1), "{:?}", out.status);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("too_deep.ll:2:") && err.contains("nesting too deep"),
        "{}",
        &err[..err.len().min(500)]
    );
    assert!(out.stdout.is_empty());
}

/// ivdep-lower removes the marker declarations nothing uses: a use 40 constant expressions
/// deep in a global's initializer is a use (a depth cut-off left `@<badref>` behind).
#[test]
fn a_marker_used_deep_in_an_initializer_keeps_its_declaration() {
    let dir = tempfile::tempdir().unwrap();
    let n = 40;
    let p = dir.path().join("marker.ll");
    std::fs::write(
        &p,
        format!(
            "declare void @__parir_ivdep()\n@P = global ptr {}@__parir_ivdep{}\n",
            "getelementptr (i8, ptr ".repeat(n),
            ", i64 1)".repeat(n)
        ),
    )
    .unwrap();
    let o = dir.path().join("out.ll");
    let args = [
        "opt",
        "-p",
        "ivdep-lower",
        p.to_str().unwrap(),
        "-o",
        o.to_str().unwrap(),
    ];
    let out = parir_bounded(&args);
    assert_ok(&args, &out);
    let text = std::fs::read_to_string(&o).unwrap();
    assert!(text.contains("declare void @__parir_ivdep()"), "{text}");
    assert!(!text.contains("badref"), "{text}");
    let out = parir_bounded(&["verify", o.to_str().unwrap()]);
    assert_ok(&["verify"], &out);
}
