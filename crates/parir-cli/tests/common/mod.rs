//! Running the `parir` binary in the CLI tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `parir ARGS` with `stdin` as standard input (closed at once when `None`).
pub fn parir(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("parir runs");
    let mut input = child.stdin.take().expect("stdin");
    if let Some(s) = stdin {
        // A parir that rejects its arguments exits without reading: a broken pipe is fine.
        let _ = input.write_all(s.as_bytes());
    }
    // Close standard input so that a reader sees its end.
    drop(input);
    child.wait_with_output().expect("parir finishes")
}
