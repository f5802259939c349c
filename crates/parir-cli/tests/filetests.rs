//! The CLI's filetests: hand-written IR files in `tests/exec/`, one test each (found by
//! `build.rs`), run by parir-filecheck's runner (its first doc comment has the `; RUN:`
//! syntax) with the built `parir` binary and `lli-19` as tools. Each file states the output
//! it must print as `; STDOUT: line` comments, and its RUN lines say who must print exactly
//! that:
//!
//! ```text
//! ; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
//! ; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
//! ; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
//! ; RUN: lli-19 %s | FileCheck %s --check-prefix=STDOUT --exact
//! ```
//!
//! (`parir` must exit with 0; `lli-19` is skipped with a `SKIPPED:` message when it is not
//! installed, unless `PARIR_REQUIRE_ORACLES=1`). The files avoid what differs between parir
//! and lli-19, such as reads of uninitialized memory.

fn run_filetest(path: &str) {
    parir_filecheck::Runner::new()
        .program("parir", env!("CARGO_BIN_EXE_parir"))
        .llvm_tool("lli-19")
        .run_filetest(path);
}

include!(concat!(env!("OUT_DIR"), "/exec_filetests.rs"));
