//! Corpus tests against LLVM 19 as the oracle.
//!
//! Inputs: every `.ll` in `corpus/samples/` (committed) and, when `PARIR_CORPUS_DIR` is set, every
//! `.ll` there (CI generates the full corpus with `corpus/gen.sh`).
//!
//! - **Byte-exact**: a file printed by LLVM 19 itself (`*.dis.ll`, from `llvm-as-19 | llvm-dis-19`)
//!   must come out of parse + print byte for byte.
//! - **Semantic**: for every file, `llvm-as-19` must accept parir's output, and `llvm-dis-19` of it
//!   must equal `llvm-dis-19` of the input.
//!
//! The semantic check needs `llvm-as-19`/`llvm-dis-19`; without them it is skipped with a message,
//! unless `PARIR_REQUIRE_ORACLES=1`, which makes a missing oracle a failure.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus/samples");
    let mut dirs = vec![root];
    if let Ok(d) = std::env::var("PARIR_CORPUS_DIR") {
        dirs.push(PathBuf::from(d));
    }
    let mut files = Vec::new();
    for d in dirs {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

fn oracle_available() -> bool {
    let ok = |t: &str| {
        Command::new(t)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if ok("llvm-as-19") && ok("llvm-dis-19") {
        return true;
    }
    if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
        panic!("llvm-as-19/llvm-dis-19 not found and PARIR_REQUIRE_ORACLES=1");
    }
    eprintln!("SKIPPED: llvm-as-19/llvm-dis-19 not found; semantic corpus checks not run");
    false
}

/// `llvm-as-19 - -o - | llvm-dis-19 -` of `text`.
fn llvm_roundtrip(text: &str) -> Result<String, String> {
    let mut as_ = Command::new("llvm-as-19")
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = as_.stdin.take().ok_or("no stdin")?;
    let data = text.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = as_.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let mut dis = Command::new("llvm-dis-19")
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = dis.stdin.take().ok_or("no stdin")?;
    let bc = out.stdout;
    let writer = std::thread::spawn(move || stdin.write_all(&bc));
    let out = dis.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Reads as `llvm-as-19`/`llvm-dis-19` read (no debug type ODR uniquing, which opt-19 does;
/// `opt_fidelity.rs` checks that reading).
fn parse_as_llvm_dis(text: &str, name: &str) -> Result<parir_ir::module::Module, String> {
    let opts = parir_ir::parser::ReadOptions {
        debug_type_odr_uniquing: false,
        ..Default::default()
    };
    parir_ir::parser::parse_module_with(text, name, &opts).map_err(|d| d.render(name, text))
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  expected: {x}\n  parir:    {y}", i + 1);
        }
    }
    format!(
        "lengths differ: expected {} lines, parir {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

/// Runs `check` on every corpus file on all cores and fails with every failure listed.
fn for_each_file(check: impl Fn(&Path, &str) -> Result<(), String> + Sync) {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let failures = Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(f) = files.get(i) else { break };
                let text = match std::fs::read_to_string(f) {
                    Ok(t) => t,
                    Err(e) => {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{}: {e}", f.display()));
                        continue;
                    }
                };
                if let Err(e) = check(f, &text) {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("{}: {e}", f.display()));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    eprintln!(
        "{} corpus files checked, {} failed",
        files.len(),
        failures.len()
    );
    if !failures.is_empty() {
        panic!(
            "{} of {} corpus files failed:\n{}",
            failures.len(),
            files.len(),
            failures.join("\n\n")
        );
    }
}

#[test]
fn byte_exact_on_llvm_printed_files() {
    for_each_file(|f, text| {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".dis.ll") {
            return Ok(());
        }
        let m = parse_as_llvm_dis(text, &f.display().to_string())?;
        let printed = parir_ir::printer::print_module(&m);
        if printed != text {
            return Err(format!(
                "not byte-identical, {}",
                first_difference(text, &printed)
            ));
        }
        Ok(())
    });
}

#[test]
fn llvm_accepts_output_with_same_meaning() {
    if !oracle_available() {
        return;
    }
    for_each_file(|f, text| {
        let m = parse_as_llvm_dis(text, &f.display().to_string())?;
        let printed = parir_ir::printer::print_module(&m);
        let ours = llvm_roundtrip(&printed)
            .map_err(|e| format!("llvm-as-19 rejects parir's output: {e}"))?;
        let theirs =
            llvm_roundtrip(text).map_err(|e| format!("llvm-as-19 rejects the input: {e}"))?;
        if ours != theirs {
            return Err(format!(
                "llvm-dis of parir's output differs from llvm-dis of the input, {}",
                first_difference(&theirs, &ours)
            ));
        }
        Ok(())
    });
}

#[test]
fn verifier_accepts_corpus() {
    for_each_file(|f, text| {
        let m = parir_ir::parser::parse_module(text, &f.display().to_string())
            .map_err(|d| d.render(&f.display().to_string(), text))?;
        parir_ir::verifier::verify_module(&m).map_err(|errs| {
            errs.iter()
                .map(|e| e.render(&f.display().to_string(), text))
                .collect::<Vec<_>>()
                .join("\n")
        })
    });
}
