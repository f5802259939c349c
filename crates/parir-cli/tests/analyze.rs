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
