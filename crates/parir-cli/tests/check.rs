//! `parir check`: annotation lints with stable names, text and JSON output, exit codes.

mod common;
use common::parir;

const SRC: &str = "define void @f(ptr %a, i1 %c) {
entry:
  br label %h
h:
  store i32 0, ptr %a, !llvm.access.group !2
  br i1 %c, label %h, label %x, !llvm.loop !0
x:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!\"llvm.loop.parallel_accesses\", !3}
!2 = distinct !{}
!3 = distinct !{}
";

#[test]
fn text_output_and_exit_codes() {
    let out = parir(&["check", "-"], Some(SRC));
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text,
        "<stdin>:6:3: warning: llvm.loop.parallel_accesses names an access group that no memory access of this loop carries [loop-attr-group-not-in-loop]\n\
         <stdin>:6:3: warning: llvm.loop.parallel_accesses covers 0 of the loop's 1 memory accesses: LLVM does not treat the loop as parallel [parallel-loop-not-covered]\n"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 warnings"));
    let deny = parir(&["check", "--deny-warnings", "-"], Some(SRC));
    assert_eq!(deny.status.code(), Some(1));
    let clean = SRC.replace("!3}", "!2}");
    let ok = parir(&["check", "--deny-warnings", "-"], Some(&clean));
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    assert!(ok.stdout.is_empty());
}

#[test]
fn json_output() {
    let out = parir(&["check", "--format", "json", "-"], Some(SRC));
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("{\"file\":\"<stdin>\",\"warnings\":[{\"name\":\"loop-attr-group-not-in-loop\",\"severity\":\"warning\""), "{text}");
    assert!(
        text.contains("\"ll\":{\"file\":\"<stdin>\",\"line\":6,\"column\":3}"),
        "{text}"
    );
    assert!(text.contains("\"function\":\"@f\""), "{text}");
    assert!(text.ends_with("]}\n"), "{text}");
}

#[test]
fn invalid_input_is_a_located_error() {
    let out = parir(&["check", "-"], Some("define void @f( {\n"));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("<stdin>:2:1: expected type"));
}
