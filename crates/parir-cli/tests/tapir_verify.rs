//! Filetests of the verifier's Tapir rules (issue 32, point 3): `tests/tapir_verify/*.ll`, one
//! test each, run by parir-filecheck's runner. Every rule has a file that breaks it, whose
//! CHECK lines are the located message, and a valid twin (`*-ok.ll`) that differs from it in
//! the one place and verifies:
//!
//! ```text
//! ; RUN: parir verify %s | FileCheck %s
//! ; CHECK: error: reattach-region.ll:9:3: reattach names another sync region ...
//! ```
//!
//! The tool `parir verify` here runs the built binary and gives its verdict as text, whatever
//! its exit code: each `error:` line with the file named by its name only, or `verified`.

use parir_filecheck::{Invocation, Output, Runner};

fn verify(inv: &Invocation) -> Result<Output, String> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parir"))
        .arg("verify")
        .args(&inv.args)
        .output()
        .map_err(|e| format!("parir verify: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        return Ok(Output::text("verified\n"));
    }
    let errors: String = stderr
        .lines()
        .filter(|l| l.starts_with("error:"))
        .map(|l| l.replace(&inv.path, &inv.file_name) + "\n")
        .collect();
    if errors.is_empty() {
        return Err(format!(
            "parir verify failed without an error line:\n{stderr}"
        ));
    }
    Ok(Output::text(errors))
}

fn run_filetest(path: &str) {
    Runner::new()
        .tool("parir verify", verify)
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/tapir_verify_filetests.rs"));
