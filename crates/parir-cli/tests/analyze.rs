//! `parir analyze`: printer passes from the command line.

mod common;
use common::parir;

const LOOP: &str = "define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %x
x:
  ret void
}
";

#[test]
fn prints_domtree_and_loops() {
    let out = parir(
        &["analyze", "-p", "print<domtree>,print<loops>", "-"],
        Some(LOOP),
    );
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text,
        "DominatorTree for function: f
=============================--------------------------------
Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
  [1] %entry {4294967295,4294967295} [0]
    [2] %h {4294967295,4294967295} [1]
      [3] %x {4294967295,4294967295} [2]
Roots: %entry 
Loop info for function 'f':
Loop at depth 1 containing: %h<header><latch><exiting>
"
    );
}

#[test]
fn unknown_pass_is_an_error() {
    let out = parir(&["analyze", "-p", "print<nothing>", "-"], Some(LOOP));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown pass 'print<nothing>'"));
}

#[test]
fn invalid_input_is_reported() {
    let out = parir(
        &["analyze", "-p", "print<loops>", "-"],
        Some("define void @f( {"),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("<stdin>:1:"));
}

/// An annotation system's printer runs in pipeline order between parir-analysis printers.
#[test]
fn prints_the_claims_model_between_other_printers() {
    let src = "define void @f(ptr %p, i1 %c) {
entry:
  br label %h
h:
  store i8 0, ptr %p, align 1, !llvm.access.group !1
  br i1 %c, label %h, label %x, !llvm.loop !0
x:
  ret void
}
!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!\"llvm.loop.parallel_accesses\", !1}
";
    let out = parir(
        &[
            "analyze",
            "-p",
            "print<loops>,print<parallel-claims>,print<loops>",
            "-",
        ],
        Some(src),
    );
    assert!(out.status.success());
    // LLVM's isAnnotatedParallel agrees with the model: "Parallel Loop".
    let loops = "Loop info for function 'f':
Parallel Loop at depth 1 containing: %h<header><latch><exiting>
";
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "{loops}Parallel claims of function @f:
loop h in @f: depth 1, header %h, latches %h, fully parallel
  claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
{loops}"
        )
    );
}
