//! `parir opt`: transformation pipelines from the command line.

mod common;
use common::parir;

const SRC: &str = "define i32 @f(i1 %c) {
entry:
  %x = alloca i32
  store i32 1, ptr %x
  br label %h
h:
  %v = load i32, ptr %x
  br i1 %c, label %h, label %e
e:
  ret i32 %v
}
";

#[test]
fn runs_a_pipeline_with_opt_syntax() {
    let out = parir(&["opt", "-passes=loop-simplify,mem2reg", "-"], Some(SRC));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("  ret i32 1\n"), "{text}");
    assert!(!text.contains("alloca"), "{text}");
}

#[test]
fn print_after_all_and_verify_each() {
    let out = parir(
        &[
            "opt",
            "--passes",
            "mem2reg,dce",
            "--print-after-all",
            "--verify-each",
            "-",
        ],
        Some(SRC),
    );
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("; *** IR Dump After PromotePass on f ***\ndefine i32 @f(i1 %c) {"),
        "{err}"
    );
    assert!(
        err.contains("; *** IR Dump After DCEPass on f ***\n"),
        "{err}"
    );
}

#[test]
fn writes_output_file_and_lists_passes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let o = dir.path().join("out.ll");
    let o = o.to_str().expect("utf-8 path");
    let out = parir(&["opt", "-passes=dce", "-", "-o", o], Some(SRC));
    assert!(out.status.success());
    assert!(std::fs::read_to_string(o)
        .expect("output")
        .contains("define i32 @f"));
    let out = parir(&["opt", "--list-passes"], Some(""));
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for p in ["dce", "loop-simplify", "mem2reg"] {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("  {p}"))),
            "{text}"
        );
    }
}

#[test]
fn bad_pipelines_and_inputs_are_errors() {
    let out = parir(&["opt", "-passes=nope", "-"], Some(SRC));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown pass name 'nope'"));
    let out = parir(&["opt", "-passes=function(dce", "-"], Some(SRC));
    assert_eq!(out.status.code(), Some(1));
    let out = parir(&["opt", "-passes=dce", "-"], Some("define i32 @f( {"));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("<stdin>:1:"));
}

const MARKED: &str = "declare void @__parir_ivdep_array(ptr)
define void @f(ptr noalias %a, ptr noalias %c, i64 %n) {
entry:
  call void @__parir_ivdep_array(ptr %c)
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p
  %i.next = add nuw i64 %i, 1
  %d = icmp eq i64 %i.next, %n
  br i1 %d, label %exit, label %body
exit:
  ret void
}
";

#[test]
fn annotation_passes_and_their_located_warnings() {
    let out = parir(&["opt", "-passes=ivdep-lower", "-"], Some(MARKED));
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        "warning: <unknown>:0:0: PARIR_IVDEP_ARRAY(%c): the loop never accesses this array [ivdep-array-not-accessed] (at <stdin>:4:3)\n"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("__parir"), "{text}");
    let list = parir(&["opt", "--list-passes"], None);
    let text = String::from_utf8_lossy(&list.stdout);
    for p in [
        "ivdep-lower",
        "ivdep-to-spirv-friendly",
        "ivdep-from-spirv-friendly",
        "ivdep-to-llvm",
        "mem2reg",
    ] {
        assert!(
            // The name and its description are separated by at least two spaces.
            text.lines().any(|l| l.starts_with(&format!("  {p}  "))),
            "{text}"
        );
    }
}
