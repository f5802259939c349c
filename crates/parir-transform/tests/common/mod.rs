//! What the integration tests of parir-transform share.

use std::process::{Command, Stdio};

/// Whether opt-19 (LLVM 19, the reference) runs here; without it the differential tests
/// are skipped with a message saying `what` is not run, unless `PARIR_REQUIRE_ORACLES=1`.
pub fn have_opt19(what: &str) -> bool {
    let ok = Command::new("opt-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        assert!(
            std::env::var("PARIR_REQUIRE_ORACLES").as_deref() != Ok("1"),
            "opt-19 is required (PARIR_REQUIRE_ORACLES=1) but was not found"
        );
        eprintln!("SKIPPED: opt-19 not found; {what}");
    }
    ok
}
