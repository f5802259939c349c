//! Running the `parir` binary in the CLI tests, and the LLVM tools they compare with.
// Each test crate uses some of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Whether the LLVM 19 tools are required (`PARIR_REQUIRE_ORACLES=1`, as in CI): a test
/// that cannot find one then fails instead of skipping.
pub fn require_oracles() -> bool {
    std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1")
}

/// Whether `tool` runs (`tool --version` succeeds). When it does not, prints
/// `SKIPPED: <tool> not found`, or fails when the oracles are required.
pub fn have_tool(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            !require_oracles(),
            "{tool} is required (PARIR_REQUIRE_ORACLES=1)"
        );
        eprintln!("SKIPPED: {tool} not found");
    }
    ok
}

/// The files of `dir` whose name ends in `.ext`, sorted.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// Runs `cmd` with an empty standard input: a pipe closed at once, not `/dev/null`, which
/// some sandboxes replace by a regular file that other processes have written to.
pub fn output_without_input(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    drop(child.stdin.take());
    child.wait_with_output().expect("the program finishes")
}

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
