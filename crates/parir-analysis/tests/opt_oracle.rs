//! Differential tests against opt-19 (issue 3, acceptance: "parir's `print<domtree>`,
//! `print<postdomtree>` and `print<loops>` outputs equal opt-19's").
//!
//! Every `.ll` file of `corpus/samples/`, of `tests/cases/`, and, when `PARIR_CORPUS_DIR` is
//! set, of that directory is run through `opt-19 -passes='print<domtree>,print<postdomtree>,
//! print<loops>' -disable-output` and through parir's printers; the outputs must be equal.
//! Without opt-19 the test prints `SKIPPED:` and passes, unless `PARIR_REQUIRE_ORACLES=1`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const PIPELINE: &str = "print<domtree>,print<postdomtree>,print<loops>";

fn opt() -> Option<&'static str> {
    ["opt-19", "/usr/lib/llvm-19/bin/opt"]
        .into_iter()
        .find(|o| {
            Command::new(o)
                .arg("--version")
                .output()
                .is_ok_and(|out| out.status.success())
        })
}

fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The first differing line of two outputs, for the failure message.
fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  parir: {x}\n  opt:   {y}", i + 1);
        }
    }
    format!(
        "lengths differ: parir {} lines, opt {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn printers_match_opt() {
    let Some(opt) = opt() else {
        if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("opt-19 not found and PARIR_REQUIRE_ORACLES=1");
        }
        eprintln!("SKIPPED: opt-19 not found; analysis printers not compared with LLVM");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = ll_files(&root.join("../../corpus/samples"));
    files.extend(ll_files(&root.join("tests/cases")));
    if let Ok(dir) = std::env::var("PARIR_CORPUS_DIR") {
        let more = ll_files(Path::new(&dir));
        assert!(!more.is_empty(), "PARIR_CORPUS_DIR={dir} has no .ll files");
        files.extend(more);
    }

    let next = AtomicUsize::new(0);
    let compared = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let skipped = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(f) = files.get(i) else { break };
                let src = match std::fs::read_to_string(f) {
                    Ok(s) => s,
                    Err(e) => {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{}: {e}", f.display()));
                        continue;
                    }
                };
                let out = Command::new(opt)
                    .arg(format!("-passes={PIPELINE}"))
                    .arg("-disable-output")
                    .arg(f)
                    .output()
                    .expect("running opt-19");
                if !out.status.success() {
                    // Not valid for LLVM (e.g. a deliberately odd case): nothing to compare.
                    skipped.lock().unwrap().push(f.display().to_string());
                    continue;
                }
                let expected = String::from_utf8_lossy(&out.stderr).into_owned();
                let m = match parir_ir::parser::parse_module(&src, &f.display().to_string()) {
                    Ok(m) => m,
                    Err(d) => {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{}: parse error: {d:?}", f.display()));
                        continue;
                    }
                };
                let passes: Vec<&str> = PIPELINE.split(',').collect();
                let got =
                    parir_analysis::printer::run_printer_passes(&m, &passes).expect("known passes");
                compared.fetch_add(1, Ordering::Relaxed);
                if got != expected {
                    failures.lock().unwrap().push(format!(
                        "{}: {}",
                        f.display(),
                        first_difference(&got, &expected)
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let skipped = skipped.into_inner().unwrap();
    eprintln!(
        "compared {} files with opt-19 ({} rejected by opt-19: {:?}), {} mismatches",
        compared.load(Ordering::Relaxed),
        skipped.len(),
        skipped,
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} files differ from opt-19:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A small deterministic generator (xorshift), so the random test needs no extra crate and
/// always checks the same functions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A module of random CFGs: returns, `unreachable`, branches, conditional branches and
/// switches (with repeated targets), so that infinite loops, several exits, irreducible
/// cycles and unreachable blocks all occur.
fn random_module(seed: u64, functions: usize) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut s = String::new();
    for f in 0..functions {
        let n = 1 + r.below(24) as usize;
        s.push_str(&format!("define void @f{f}(i1 %c, i32 %x) {{\n"));
        for b in 0..n {
            s.push_str(&format!("b{b}:\n"));
            let k = if n == 1 { 0 } else { r.below(100) };
            let cases = 1 + r.below(3);
            let mut t = || format!("%b{}", 1 + r.below((n - 1).max(1) as u64));
            let term = match k {
                0..=9 => "ret void".to_string(),
                10..=14 => "unreachable".to_string(),
                15..=44 => format!("br label {}", t()),
                45..=79 => format!("br i1 %c, label {}, label {}", t(), t()),
                _ => {
                    let mut sw = format!("switch i32 %x, label {} [", t());
                    for c in 0..cases {
                        sw.push_str(&format!(" i32 {c}, label {}", t()));
                    }
                    sw + " ]"
                }
            };
            s.push_str(&format!("  {term}\n"));
        }
        s.push_str("}\n\n");
    }
    s
}

#[test]
fn random_cfgs_match_opt() {
    let Some(opt) = opt() else {
        if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("opt-19 not found and PARIR_REQUIRE_ORACLES=1");
        }
        eprintln!("SKIPPED: opt-19 not found; random CFGs not compared with LLVM");
        return;
    };
    let dir = std::env::temp_dir().join(format!("parir-analysis-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let mut failures = Vec::new();
    for seed in 1..=8u64 {
        let text = random_module(seed, 250);
        let path = dir.join(format!("random-{seed}.ll"));
        std::fs::write(&path, &text).expect("writing a temporary file");
        let out = Command::new(opt)
            .arg(format!("-passes={PIPELINE}"))
            .arg("-disable-output")
            .arg(&path)
            .output()
            .expect("running opt-19");
        assert!(
            out.status.success(),
            "opt-19 rejected {}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = String::from_utf8_lossy(&out.stderr).into_owned();
        let m = parir_ir::parser::parse_module(&text, "random.ll").expect("parsing");
        let passes: Vec<&str> = PIPELINE.split(',').collect();
        let got = parir_analysis::printer::run_printer_passes(&m, &passes).expect("known passes");
        if got != expected {
            failures.push(format!(
                "{}: {}",
                path.display(),
                first_difference(&got, &expected)
            ));
        } else {
            let _ = std::fs::remove_file(&path);
        }
    }
    if failures.is_empty() {
        let _ = std::fs::remove_dir(&dir);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
