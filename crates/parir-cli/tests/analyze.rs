//! `parir analyze`: printer passes from the command line.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn parir(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running parir");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("writing stdin");
    child.wait_with_output().expect("waiting for parir")
}

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
    let out = parir(&["analyze", "-p", "print<domtree>,print<loops>", "-"], LOOP);
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
    let out = parir(&["analyze", "-p", "print<nothing>", "-"], LOOP);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown pass 'print<nothing>'"));
}

#[test]
fn invalid_input_is_reported() {
    let out = parir(&["analyze", "-p", "print<loops>", "-"], "define void @f( {");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("<stdin>:1:"));
}
