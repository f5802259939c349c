//! The annotation passes and lints on the whole corpus (`corpus/samples`, plus the generated
//! corpus in `PARIR_CORPUS_DIR`): real clang-19/flang-19/csmith/llvm-stress output, with loops
//! that carry `llvm.loop` metadata of every kind clang emits. Every pass must leave a module that
//! parir's verifier and `opt-19 -passes=verify` accept, and the lints must run without error.
//! (LLVM's own printer copies, `X.dis.ll`, are skipped when `X.ll` is there: they hold the same
//! module.)

use parir_transform::manager::{PassManager, PipelineOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn corpus() -> Vec<PathBuf> {
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples")];
    if let Ok(d) = std::env::var("PARIR_CORPUS_DIR") {
        dirs.push(PathBuf::from(d));
    }
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flat_map(|rd| rd.flatten().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    let all: std::collections::HashSet<PathBuf> = files.iter().cloned().collect();
    files.retain(|p| {
        let name = p.to_string_lossy();
        match name.strip_suffix(".dis.ll") {
            Some(stem) => !all.contains(&PathBuf::from(format!("{stem}.ll"))),
            None => true,
        }
    });
    files.sort();
    files
}

/// Whether `opt-19 -passes=verify` accepts `text`; `None` when opt-19 is not installed.
fn opt19_accepts(text: &str) -> Option<Result<(), String>> {
    let mut child = Command::new("opt-19")
        .args(["-passes=verify", "-disable-output"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    if let Some(mut stdin) = child.stdin.take() {
        // opt-19 may stop reading early on an error; its verdict is what counts.
        let _ = stdin.write_all(text.as_bytes());
    }
    let out = child.wait_with_output().ok()?;
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn annotation_passes_keep_the_corpus_valid() {
    let pipeline = "ivdep-lower,ivdep-to-spirv-friendly,ivdep-from-spirv-friendly,ivdep-to-llvm";
    let mut reg = parir_transform::manager::registry();
    reg.extend(parir_annot::registry());
    let pm = PassManager::parse_in(pipeline, &reg).expect("pipeline");
    let opts = PipelineOptions {
        verify_each: true,
        ..Default::default()
    };
    let require = std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1");
    let mut oracle_missing = false;
    let mut failures = Vec::new();
    let mut checked = 0;
    for f in corpus() {
        let name = f.display().to_string();
        let Ok(src) = std::fs::read_to_string(&f) else {
            continue;
        };
        let Ok(mut m) = parir_ir::parser::parse_module(&src, &name) else {
            continue; // the reader's own tests cover inputs it rejects
        };
        if parir_ir::verifier::verify_module(&m).is_err() {
            continue;
        }
        // The lints run on every module without failing.
        let _ = parir_annot::ivdep::check::check_module(&m);
        if let Err(e) = pm.run(&mut m, &opts) {
            failures.push(format!("{name}: {e}"));
            continue;
        }
        let out = parir_ir::printer::print_module(&m);
        match opt19_accepts(&out) {
            Some(Ok(())) => {}
            Some(Err(e)) => failures.push(format!("{name}: opt-19 rejects the output: {e}")),
            None => oracle_missing = true,
        }
        checked += 1;
    }
    if oracle_missing {
        assert!(
            !require,
            "opt-19 not found and PARIR_REQUIRE_ORACLES=1 (apt-get install llvm-19)"
        );
        eprintln!("SKIPPED: opt-19 not found; outputs were checked by parir's verifier only");
    }
    eprintln!(
        "{pipeline}: {checked} corpus files, {} failures",
        failures.len()
    );
    assert!(
        checked >= 20,
        "expected the corpus samples, found {checked}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
