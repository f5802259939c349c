//! What parir-ir's tests share: finding the LLVM 19 oracle.

use std::process::{Command, Stdio};

/// Whether opt-19 runs. When it does not, prints `SKIPPED: opt-19 not found; <what> not
/// checked`, or fails the test when the oracles are required (`PARIR_REQUIRE_ORACLES=1`).
pub fn opt_available(what: &str) -> bool {
    let ok = Command::new("opt-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("opt-19 not found and PARIR_REQUIRE_ORACLES=1");
        }
        eprintln!("SKIPPED: opt-19 not found; {what} not checked");
    }
    ok
}
