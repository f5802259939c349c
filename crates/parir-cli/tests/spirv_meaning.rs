//! `parir spirv` keeps the meaning of what it translates (issue 31, point 1): each `.ll` of
//! `tests/spirv_meaning/` is written as SPIR-V, `spirv-val` must accept the module and
//! `llvm-spirv-15 -r` read it, and its disassembly (`parir spirv --dis`) must match the file's
//! `; CHECK` lines (FileCheck-19; `; NO-REVERSE: why` leaves out the llvm-spirv-15 reading
//! where it fails on its own output too), and what `parir spirv --read` gives back must match
//! its `; READ` lines. A file whose construct parir refuses instead has
//! `; ERROR: text`: parir must exit 1 with that text in its message (a located refusal, never a
//! silent change). The CHECK lines were written from llvm-spirv-15's output for the same file.
//!
//! Without the tools the test is skipped with a `SKIPPED:` message, unless
//! `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::path::Path;
use std::process::Command;

fn check(ll: &Path, tmp: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(ll).map_err(|e| e.to_string())?;
    let stem = ll.file_stem().and_then(|s| s.to_str()).unwrap_or("x");
    let spv = tmp.join(format!("{stem}.spv"));
    let mut args = vec!["spirv"];
    if text.contains("; LEGACY") {
        args.push("--loop-controls=legacy");
    }
    let (ll_s, spv_s) = (ll.to_str().unwrap(), spv.to_str().unwrap());
    args.extend([ll_s, "-o", spv_s]);
    let out = common::parir(&args, None);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let errors: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("; ERROR: "))
        .collect();
    if !errors.is_empty() {
        if out.status.code() != Some(1) {
            return Err(format!(
                "expected a refusal, got {:?}: {stderr}",
                out.status
            ));
        }
        for e in errors {
            if !stderr.contains(e) {
                return Err(format!("refusal without `{e}`: {stderr}"));
            }
        }
        return Ok(());
    }
    if !out.status.success() {
        return Err(format!("parir spirv failed: {stderr}"));
    }
    for l in text.lines().filter_map(|l| l.strip_prefix("; WARNING: ")) {
        if !stderr.contains(l) {
            return Err(format!("no warning `{l}`: {stderr}"));
        }
    }
    let val = Command::new("spirv-val")
        .arg(&spv)
        .output()
        .expect("spirv-val");
    if !val.status.success() {
        return Err(format!(
            "spirv-val: {}{}",
            String::from_utf8_lossy(&val.stdout),
            String::from_utf8_lossy(&val.stderr)
        ));
    }
    // `; NO-REVERSE: why`: llvm-spirv-15 -r cannot read this construct, its own output
    // included.
    if text.contains("; NO-REVERSE: ") {
        return filecheck(ll, spv_s, tmp, stem);
    }
    let rev = Command::new("llvm-spirv-15")
        .arg("-r")
        .arg(&spv)
        .arg("-o")
        .arg(tmp.join(format!("{stem}.rev.bc")))
        .output()
        .expect("llvm-spirv-15");
    if !rev.status.success() {
        return Err(format!(
            "llvm-spirv-15 -r: {}",
            String::from_utf8_lossy(&rev.stderr)
        ));
    }
    filecheck(ll, spv_s, tmp, stem)
}

/// `parir spirv --dis SPV` against the `; CHECK` lines of `ll`.
fn filecheck(ll: &Path, spv_s: &str, tmp: &Path, stem: &str) -> Result<(), String> {
    let dis = common::parir(&["spirv", "--dis", spv_s], None);
    if !dis.status.success() {
        return Err(format!("--dis: {}", String::from_utf8_lossy(&dis.stderr)));
    }
    let dis_path = tmp.join(format!("{stem}.spvasm"));
    std::fs::write(&dis_path, &dis.stdout).map_err(|e| e.to_string())?;
    let fc = Command::new("FileCheck-19")
        .arg(ll)
        .stdin(std::fs::File::open(&dis_path).map_err(|e| e.to_string())?)
        .output()
        .expect("FileCheck-19");
    if !fc.status.success() {
        return Err(format!(
            "FileCheck: {}",
            String::from_utf8_lossy(&fc.stderr)
        ));
    }
    // `; READ:` lines: what `parir spirv --read` gives back.
    let text = std::fs::read_to_string(ll).map_err(|e| e.to_string())?;
    if text.contains("; READ") {
        let back = common::parir(&["spirv", "--read", spv_s], None);
        if !back.status.success() {
            return Err(format!("--read: {}", String::from_utf8_lossy(&back.stderr)));
        }
        let back_path = tmp.join(format!("{stem}.rev.ll"));
        std::fs::write(&back_path, &back.stdout).map_err(|e| e.to_string())?;
        let fc = Command::new("FileCheck-19")
            .arg(ll)
            .arg("--check-prefix=READ")
            .stdin(std::fs::File::open(&back_path).map_err(|e| e.to_string())?)
            .output()
            .expect("FileCheck-19");
        if !fc.status.success() {
            return Err(format!(
                "FileCheck --check-prefix=READ: {}",
                String::from_utf8_lossy(&fc.stderr)
            ));
        }
    }
    Ok(())
}

#[test]
fn spirv_meaning() {
    if !["spirv-val", "llvm-spirv-15", "FileCheck-19"]
        .iter()
        .all(|t| common::have_tool(t))
    {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv_meaning");
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("spirv_meaning");
    std::fs::create_dir_all(&tmp).expect("scratch");
    let files = common::files_with_ext(&dir, "ll");
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = check(f, &tmp) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
