//! The race corpus: `parir sanitize` against ThreadSanitizer (issue 30, point 5).
//!
//! Reads the programs of `tests/races/` (C, C++ and Fortran; layout, the `expect:` line and
//! how figures are counted: docs/race-corpus.md). For each program, at -O0 and at -O1 (`-g`
//! always):
//!
//! - **parir**: clang-19 (clang++-19, flang-new-19) `-S -emit-llvm`, then `parir opt` with
//!   `omp-prepare` when the module calls the OpenMP runtime and `mem2reg,loop-simplify,
//!   ivdep-lower` when it has parir.h markers, then `parir sanitize --format json`: exit 3 is
//!   the verdict "race", exit 0 "clean", anything else an error;
//! - **TSan**: clang-19 `-fsanitize=thread` with libomp, run with Archer
//!   (`OMP_TOOL_LIBRARIES=libarcher.so`, `TSAN_OPTIONS=ignore_noninstrumented_modules=1
//!   exitcode=66`) on 2 and on 4 threads: "race" when either run reports a data race. flang-19
//!   cannot build with TSan: its verdict on Fortran is "not built", scored as clean.
//! - **native**: the plain build (parir.h markers compiled out with `-DPARIR_NOOP`), run on 2
//!   threads: a race-free program's output under `parir sanitize` must equal it.
//!
//! It prints per tool and level TP, FP, FN, TN, errors, precision, recall and F1, how often
//! the expected pair of lines is among the reported ones, the disagreements with the expected
//! verdicts grouped by cause, and the wall-time ratio `parir sanitize` / TSan binary on the
//! kernels of `tests/races/kernels/` (-O1, two threads, median of 3 runs each). The report is
//! also written to `target/tmp/races/report.txt`.
//!
//! Builds, native outputs and TSan verdicts are cached under `target/tmp/races/`, keyed by the
//! source, the headers it includes, the flags and the compiler's version; parir's share is
//! always run again.
//!
//! The test fails when parir's F1 at a level drops below its floor ([`F1_FLOOR_O0`],
//! [`F1_FLOOR_O1`]), when a build, a native run or a TSan run fails, when parir has a defect
//! (a panic, a timeout, a failed `parir opt`, an exit code other than 0 and 3 without a located
//! runtime error), when more programs than [`MAX_ERRORS_O0`] / [`MAX_ERRORS_O1`] stop on a
//! located runtime error, or when parir's output on a race-free program differs from the
//! native one (unless listed in [`KNOWN_WRONG_OUTPUT`]). Without clang-19, its ThreadSanitizer
//! runtime or libarcher.so the test is skipped with a `SKIPPED:` message, unless
//! `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// parir's F1 last measured, less a margin: a lower F1 fails the test. Raise them as the
/// detector improves (the target is 0.97 at both levels). Measured on 2026-11-28:
/// 0.485 at -O0, 0.312 at -O1 with a team of one thread; 0.922 and 0.927 with the race
/// detector over logical threads (TSan in the same run: 0.840 and 0.821); 0.952 and 0.945
/// with clang's private copies, relaxed atomics, hoisted and select-arm loads and OpenMP simd
/// safelen (TSan: 0.840 and 0.834).
const F1_FLOOR_O0: f64 = 0.94;
const F1_FLOOR_O1: f64 = 0.93;

/// How many programs `parir sanitize` may stop on with a located runtime error (a call the
/// interpreter does not know, a construct omp-prepare left as a runtime call) at each level,
/// as last measured: more fails the test. Lower them as parir improves.
const MAX_ERRORS_O0: usize = 4;
const MAX_ERRORS_O1: usize = 4;

/// Race-free programs whose output under `parir sanitize` is known to differ from the native
/// run's, with the reason: listed in the report instead of failing the test, and the test
/// fails once the output is right (so the entry is removed).
const KNOWN_WRONG_OUTPUT: &[(&str, &str)] = &[(
    "nested-parallel.clean.c",
    "sanitize runs a team of one thread where the native run has num_threads(2)",
)];

/// The prefix of an error that is a defect of parir (see [`tool_defect`]).
const DEFECT: &str = "defect: ";

const LEVELS: [&str; 2] = ["-O0", "-O1"];
const BUILD_TIMEOUT: Duration = Duration::from_secs(120);
const RUN_TIMEOUT: Duration = Duration::from_secs(60);
/// TSan's exit code when it reported something (`TSAN_OPTIONS=exitcode=66`).
const TSAN_EXIT: i32 = 66;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/races")
}

fn include_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include")
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lang {
    C,
    Cpp,
    Fortran,
}

/// What the program's first line says: a race between two source lines, or none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    Race(u32, u32),
    Clean,
}

struct Program {
    name: String,
    path: PathBuf,
    lang: Lang,
    expect: Expect,
    /// Uses include/parir.h's markers.
    parir_h: bool,
}

/// Reads `// expect: race L1 L2`, `// expect: clean` (`!` for Fortran) on the first line.
fn parse_expect(first: &str) -> Result<Expect, String> {
    let body = first
        .trim()
        .trim_start_matches("//")
        .trim_start_matches('!')
        .trim();
    let rest = body
        .strip_prefix("expect:")
        .ok_or("the first line is not an `expect:` comment")?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    match words.as_slice() {
        ["clean"] => Ok(Expect::Clean),
        ["race", a, b] => {
            let l = |s: &str| s.parse::<u32>().map_err(|e| format!("line `{s}`: {e}"));
            Ok(Expect::Race(l(a)?, l(b)?))
        }
        _ => Err(format!(
            "`{}`: expected `race LINE LINE` or `clean`",
            rest.trim()
        )),
    }
}

fn programs(dir: &Path) -> Vec<Program> {
    let mut v = Vec::new();
    for (ext, lang) in [("c", Lang::C), ("cpp", Lang::Cpp), ("f90", Lang::Fortran)] {
        for path in common::files_with_ext(dir, ext) {
            let text = std::fs::read_to_string(&path).expect("program");
            let expect = parse_expect(text.lines().next().unwrap_or(""))
                .unwrap_or_else(|e| panic!("{}:1: {e}", path.display()));
            let name = path
                .file_name()
                .and_then(|s| s.to_str())
                .expect("utf-8 name")
                .to_string();
            v.push(Program {
                name,
                parir_h: text.contains("\"parir.h\""),
                path,
                lang,
                expect,
            });
        }
    }
    v.sort_by(|a, b| a.name.cmp(&b.name));
    v
}

/// A tool's answer on one program.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Verdict {
    Race,
    Clean,
    /// The tool cannot build this language (TSan on Fortran): scored as clean.
    NotBuilt,
    Error(String),
}

impl Verdict {
    fn says_race(&self) -> bool {
        *self == Verdict::Race
    }
    fn word(&self) -> &str {
        match self {
            Verdict::Race => "race",
            Verdict::Clean => "clean",
            Verdict::NotBuilt => "not built",
            Verdict::Error(_) => "error",
        }
    }
}

/// One tool on one program at one level.
#[derive(Clone, Debug)]
struct Answer {
    verdict: Verdict,
    /// The expected pair of lines is among the reported pairs.
    at_expected: bool,
    /// The first line of the report (or of the error).
    first: String,
}

/// Both tools on one program at one level, and whether parir ran a race-free program right.
struct Row {
    parir: Answer,
    tsan: Answer,
    /// A race-free program whose output under `parir sanitize` differs from the native one:
    /// the two outputs.
    wrong_output: Option<(String, String)>,
    /// A build or a native run that failed: the corpus or the toolchain is broken.
    broken: Option<String>,
}

fn compiler(lang: Lang) -> &'static str {
    match lang {
        Lang::C => "clang-19",
        Lang::Cpp => "clang++-19",
        Lang::Fortran => "flang-new-19",
    }
}

/// The flags of one build (without the input and output).
fn flags(p: &Program, opt: &str, kind: &str) -> Vec<String> {
    let mut f: Vec<String> = vec!["-fopenmp".into(), "-g".into(), opt.into()];
    if p.lang != Lang::Fortran {
        f.push("-I".into());
        f.push(include_dir().display().to_string());
    }
    match kind {
        "ir" => f.extend(["-S".into(), "-emit-llvm".into()]),
        "tsan" => f.push("-fsanitize=thread".into()),
        _ => {}
    }
    if kind != "ir" && p.parir_h {
        f.push("-DPARIR_NOOP".into());
    }
    if kind != "ir" && p.lang != Lang::Fortran {
        f.push("-lm".into());
    }
    f
}

fn build(p: &Program, opt: &str, kind: &str, out: &Path, dir: &Path) -> Result<(), String> {
    let mut cmd = Command::new(compiler(p.lang));
    cmd.args(flags(p, opt, kind))
        .arg(&p.path)
        .arg("-o")
        .arg(out);
    let (code, _, err) = common::run_bounded(&mut cmd, None, dir, BUILD_TIMEOUT);
    if code == Some(0) && out.is_file() {
        Ok(())
    } else {
        Err(format!(
            "{} {kind} build failed ({code:?}): {}",
            compiler(p.lang),
            err.lines().find(|l| l.contains("error")).unwrap_or("")
        ))
    }
}

/// The first line of `COMPILER --version`, asked once per compiler.
fn compiler_version(lang: Lang) -> String {
    static SEEN: Mutex<BTreeMap<&'static str, String>> = Mutex::new(BTreeMap::new());
    let tool = compiler(lang);
    let mut seen = SEEN.lock().expect("versions");
    seen.entry(tool)
        .or_insert_with(|| {
            let out = Command::new(tool).arg("--version").output();
            let v = out.map_or(String::new(), |o| {
                String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_string()
            });
            format!("{v}\n")
        })
        .clone()
}

fn tsan_env(cmd: &mut Command, threads: &str) {
    cmd.env("OMP_NUM_THREADS", threads)
        .env("OMP_TOOL_LIBRARIES", archer())
        .env(
            "TSAN_OPTIONS",
            "ignore_noninstrumented_modules=1 exitcode=66",
        );
}

fn archer() -> String {
    let out = Command::new("clang-19")
        .arg("-print-file-name=libarcher.so")
        .output()
        .expect("clang-19 runs");
    let p = String::from_utf8_lossy(&out.stdout).trim().to_string();
    std::fs::canonicalize(&p).map_or(p, |c| c.display().to_string())
}

/// The source lines in `file` of the two accesses of each data-race report in TSan's
/// `stderr` (a report whose top frame has no line in `file` gives no pair).
fn tsan_pairs(stderr: &str, file: &str) -> Vec<(u32, u32)> {
    let mut pairs = Vec::new();
    let mut cur: Vec<u32> = Vec::new();
    let mut take_next_frame = false;
    for l in stderr.lines() {
        if l.contains("WARNING: ThreadSanitizer: data race") {
            cur.clear();
        }
        let t = l.trim_start();
        if (t.starts_with("Write of size")
            || t.starts_with("Read of size")
            || t.starts_with("Previous write")
            || t.starts_with("Previous read")
            || t.starts_with("Atomic "))
            && t.contains(" at ")
        {
            take_next_frame = true;
            continue;
        }
        if take_next_frame && t.starts_with("#0") {
            take_next_frame = false;
            if let Some(line) = t
                .split_whitespace()
                .find(|w| w.contains(file))
                .and_then(|w| w.split(':').nth(1))
                .and_then(|n| n.parse().ok())
            {
                cur.push(line);
            }
            if cur.len() == 2 {
                pairs.push((cur[0], cur[1]));
                cur.clear();
            }
        }
    }
    pairs
}

fn pair_matches(pairs: &[(u32, u32)], expect: Expect) -> bool {
    match expect {
        Expect::Race(a, b) => pairs
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b)),
        Expect::Clean => false,
    }
}

/// TSan's verdict on a built binary, on 2 and 4 threads, as the cache stores it: the word,
/// the pairs of lines, the first line of the report.
fn tsan_run(exe: &Path, dir: &Path, file: &str) -> String {
    let mut race = false;
    let mut pairs = Vec::new();
    let mut first = String::new();
    for threads in ["2", "4"] {
        let mut cmd = Command::new(exe);
        tsan_env(&mut cmd, threads);
        let (code, _, err) = common::run_bounded(&mut cmd, None, dir, RUN_TIMEOUT);
        if err.contains("WARNING: ThreadSanitizer: data race") {
            race = true;
            pairs.extend(tsan_pairs(&err, file));
            if first.is_empty() {
                let p = tsan_pairs(&err, file);
                first = format!(
                    "data race (OMP_NUM_THREADS={threads}) at lines {}",
                    p.first().map_or("?".into(), |(a, b)| format!("{a} / {b}"))
                );
            }
        } else if code != Some(0) && code != Some(TSAN_EXIT) {
            let why = err
                .lines()
                .find(|l| l.contains("ERROR") || l.contains("WARNING"))
                .unwrap_or("")
                .to_string();
            return format!("error\n\nexit {code:?} on {threads} threads: {why}");
        }
    }
    let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("{a}:{b}")).collect();
    format!(
        "{}\n{}\n{first}",
        if race { "race" } else { "clean" },
        pairs.join(" ")
    )
}

fn tsan_answer(cached: &str, expect: Expect) -> Answer {
    let mut lines = cached.lines();
    let word = lines.next().unwrap_or("");
    let pairs: Vec<(u32, u32)> = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|w| {
            let (a, b) = w.split_once(':')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect();
    let first = lines.next().unwrap_or("").to_string();
    let verdict = match word {
        "race" => Verdict::Race,
        "clean" => Verdict::Clean,
        "not built" => Verdict::NotBuilt,
        _ => Verdict::Error(first.clone()),
    };
    Answer {
        verdict,
        at_expected: pair_matches(&pairs, expect),
        first,
    }
}

/// The line of a `file:line:col` source location.
fn source_line(loc: &serde_json::Value) -> Option<u32> {
    let s = loc["source"].as_str()?;
    let mut parts = s.rsplit(':');
    parts.next()?;
    parts.next()?.parse().ok()
}

/// The pairs of parir's JSON report (data races between threads or tasks, Tapir
/// determinacy races, violated claims), and its first entry as one line.
fn parir_pairs(doc: &serde_json::Value) -> (Vec<(u32, u32)>, String) {
    let mut pairs = Vec::new();
    let mut first = String::new();
    let short = |a: &serde_json::Value| {
        let s = a["source"].as_str().unwrap_or("?");
        Path::new(s)
            .file_name()
            .map_or(s.to_string(), |f| f.to_string_lossy().into_owned())
    };
    for (list, what) in [
        ("thread_races", "thread race"),
        ("races", "race"),
        ("violations", "violation"),
    ] {
        for r in doc[list].as_array().into_iter().flatten() {
            if let (Some(a), Some(b)) = (source_line(&r["first"]), source_line(&r["second"])) {
                pairs.push((a, b));
            }
            if first.is_empty() {
                let claim = r["claim"]
                    .as_str()
                    .map_or(String::new(), |c| format!(" of {c}"));
                first = format!(
                    "{what}{claim} {}: {} / {}",
                    r["kind"].as_str().unwrap_or("?"),
                    short(&r["first"]),
                    short(&r["second"])
                );
            }
        }
    }
    (pairs, first)
}

/// The passes `parir opt` runs before `sanitize`, from what the module uses.
fn passes_for(ll: &str) -> Vec<&'static str> {
    let mut p = Vec::new();
    if ll.contains("@__kmpc_") {
        p.push("omp-prepare");
    }
    if ll.contains("@__parir_") {
        p.extend(["mem2reg", "loop-simplify", "ivdep-lower"]);
    }
    p
}

/// `parir opt` (when needed) and `parir sanitize --format json` of `ll`: the answer and the
/// program's standard output.
fn parir_sanitize(ll: &Path, dir: &Path, expect: Expect) -> (Answer, String) {
    let error = |why: String| {
        (
            Answer {
                verdict: Verdict::Error(why.clone()),
                at_expected: false,
                first: why,
            },
            String::new(),
        )
    };
    let text = std::fs::read_to_string(ll).expect("IR");
    let passes = passes_for(&text);
    let input = if passes.is_empty() {
        ll.to_path_buf()
    } else {
        let prepared = dir.join("prepared.ll");
        let _ = std::fs::remove_file(&prepared);
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
        cmd.arg("opt")
            .arg(format!("-passes={}", passes.join(",")))
            .arg(ll)
            .arg("-o")
            .arg(&prepared);
        let (code, _, err) = common::run_bounded(&mut cmd, None, dir, RUN_TIMEOUT);
        if code != Some(0) || !prepared.is_file() {
            return error(format!(
                "{DEFECT}parir opt failed ({code:?}): {}",
                err.lines().next().unwrap_or("")
            ));
        }
        prepared
    };
    let report = dir.join("report.json");
    let _ = std::fs::remove_file(&report);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
    cmd.args(["sanitize", "--format", "json", "-o"])
        .arg(&report)
        .arg(&input)
        .env("OMP_NUM_THREADS", "2");
    let (code, out, err) = common::run_bounded(&mut cmd, None, dir, RUN_TIMEOUT);
    let doc: serde_json::Value = std::fs::read_to_string(&report)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(serde_json::Value::Null);
    let (pairs, first) = parir_pairs(&doc);
    let verdict = match code {
        Some(3) => Verdict::Race,
        Some(0) => Verdict::Clean,
        None => Verdict::Error(format!(
            "{DEFECT}timeout after {RUN_TIMEOUT:?} or killed by a signal"
        )),
        Some(c) => match doc["error"]["text"].as_str() {
            // The run stopped on a located runtime error the report carries (something the
            // interpreter does not support): a limitation, scored as an error.
            Some(t) if !err.contains("panicked") => {
                Verdict::Error(format!("exit {c}: {}", t.lines().next().unwrap_or("")))
            }
            _ => Verdict::Error(format!(
                "{DEFECT}exit {c}: {}",
                err.lines()
                    .find(|l| l.contains("error") || l.contains("panicked"))
                    .unwrap_or("")
            )),
        },
    };
    let first = match &verdict {
        Verdict::Error(why) => why.clone(),
        _ => first,
    };
    (
        Answer {
            verdict,
            at_expected: pair_matches(&pairs, expect),
            first,
        },
        out,
    )
}

/// Builds (or takes from the cache) and runs one program at one level.
fn one(p: &Program, opt: &str, work: &Path) -> Row {
    let dir = work
        .join(opt.trim_start_matches('-'))
        .join(p.name.replace('.', "_"));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let (ll, native, tsan) = (dir.join("in.ll"), dir.join("native"), dir.join("tsan"));
    let (native_out, tsan_txt, key_file) = (
        dir.join("native.out"),
        dir.join("tsan.txt"),
        dir.join("key"),
    );
    // The cache key: everything the builds read and how they were made.
    let mut key = compiler_version(p.lang);
    for kind in ["ir", "native", "tsan"] {
        let _ = writeln!(key, "{kind}: {}", flags(p, opt, kind).join(" "));
    }
    key.push_str(&std::fs::read_to_string(&p.path).expect("program"));
    if p.parir_h {
        key.push_str(&std::fs::read_to_string(include_dir().join("parir.h")).expect("parir.h"));
    }
    let cached = std::fs::read_to_string(&key_file).is_ok_and(|k| k == key)
        && [&ll, &native_out, &tsan_txt].iter().all(|f| f.is_file());
    let mut broken = None;
    if !cached {
        let _ = std::fs::remove_file(&key_file);
        let built =
            build(p, opt, "ir", &ll, &dir).and_then(|()| build(p, opt, "native", &native, &dir));
        match built {
            Err(e) => broken = Some(e),
            Ok(()) => {
                let mut cmd = Command::new(&native);
                cmd.env("OMP_NUM_THREADS", "2");
                let (code, out, err) = common::run_bounded(&mut cmd, None, &dir, RUN_TIMEOUT);
                if code != Some(0) {
                    broken = Some(format!(
                        "the native build exits {code:?}: {}",
                        err.lines().next().unwrap_or("")
                    ));
                }
                std::fs::write(&native_out, out).expect("cache");
                let verdict = if p.lang == Lang::Fortran {
                    "not built\n\nflang-19 has no -fsanitize=thread".to_string()
                } else {
                    match build(p, opt, "tsan", &tsan, &dir) {
                        Ok(()) => tsan_run(&tsan, &dir, &p.name),
                        Err(e) => {
                            broken = Some(e.clone());
                            format!("error\n\n{e}")
                        }
                    }
                };
                std::fs::write(&tsan_txt, verdict).expect("cache");
                if broken.is_none() {
                    std::fs::write(&key_file, &key).expect("cache");
                }
            }
        }
    }
    if let Some(b) = broken {
        let a = Answer {
            verdict: Verdict::Error(b.clone()),
            at_expected: false,
            first: b.clone(),
        };
        return Row {
            parir: a.clone(),
            tsan: a,
            wrong_output: None,
            broken: Some(b),
        };
    }
    let tsan = tsan_answer(
        &std::fs::read_to_string(&tsan_txt).expect("cache"),
        p.expect,
    );
    let (parir, out) = parir_sanitize(&ll, &dir, p.expect);
    let expected_out = std::fs::read_to_string(&native_out).expect("cache");
    let wrong_output = (p.expect == Expect::Clean
        && !matches!(parir.verdict, Verdict::Error(_))
        && out != expected_out)
        .then_some((expected_out, out));
    Row {
        parir,
        tsan,
        wrong_output,
        broken: None,
    }
}

/// Runs `f` on every item on two worker threads; the results in the items' order.
fn on_two_threads<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = Mutex::new(0usize);
    let out = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let k = {
                    let mut n = next.lock().expect("queue");
                    *n += 1;
                    *n - 1
                };
                let Some(item) = items.get(k) else { break };
                let r = f(item);
                out.lock().expect("results").push((k, r));
            });
        }
    });
    let mut out = out.into_inner().expect("results");
    out.sort_by_key(|(k, _)| *k);
    out.into_iter().map(|(_, r)| r).collect()
}

/// The confusion counts of one tool at one level.
#[derive(Default, Debug)]
struct Score {
    tp: usize,
    fp: usize,
    fn_: usize,
    tn: usize,
    errors: usize,
    at_expected: usize,
    not_built: usize,
}

impl Score {
    /// Errors count against the tool: on a racy program as a miss, on a race-free one as a
    /// false report.
    fn add(&mut self, expect: Expect, a: &Answer) {
        let racy = matches!(expect, Expect::Race(..));
        match (&a.verdict, racy) {
            (Verdict::Error(_), true) => {
                self.errors += 1;
                self.fn_ += 1;
            }
            (Verdict::Error(_), false) => {
                self.errors += 1;
                self.fp += 1;
            }
            (v, true) if v.says_race() => self.tp += 1,
            (_, true) => self.fn_ += 1,
            (v, false) if v.says_race() => self.fp += 1,
            (_, false) => self.tn += 1,
        }
        if a.verdict == Verdict::NotBuilt {
            self.not_built += 1;
        }
        if racy && a.at_expected {
            self.at_expected += 1;
        }
    }
    fn precision(&self) -> f64 {
        ratio(self.tp, self.tp + self.fp)
    }
    fn recall(&self) -> f64 {
        ratio(self.tp, self.tp + self.fn_)
    }
    fn f1(&self) -> f64 {
        let (p, r) = (self.precision(), self.recall());
        if p + r == 0.0 {
            0.0
        } else {
            2.0 * p * r / (p + r)
        }
    }
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Wall time of `parir sanitize` and of the TSan binary (2 threads) on each kernel at -O1,
/// median of 3 runs each.
fn kernel_times(work: &Path, out: &mut String, failures: &mut Vec<String>) {
    let dir = corpus_dir().join("kernels");
    let _ = writeln!(
        out,
        "== kernels: wall time of parir sanitize / TSan binary (-O1, 2 threads, median of 3) =="
    );
    for path in common::files_with_ext(&dir, "c") {
        let text = std::fs::read_to_string(&path).expect("kernel");
        let p = Program {
            name: path
                .file_name()
                .and_then(|s| s.to_str())
                .expect("name")
                .to_string(),
            lang: Lang::C,
            expect: Expect::Clean,
            parir_h: text.contains("\"parir.h\""),
            path: path.clone(),
        };
        let kdir = work.join("kernels").join(p.name.replace('.', "_"));
        std::fs::create_dir_all(&kdir).expect("scratch");
        let row = one(&p, "-O1", &kdir);
        if let Some(b) = &row.broken {
            failures.push(format!("kernel {}: {b}", p.name));
            continue;
        }
        if row.parir.verdict != Verdict::Clean || row.tsan.verdict != Verdict::Clean {
            failures.push(format!(
                "kernel {}: parir says {} ({}), TSan says {}",
                p.name,
                row.parir.verdict.word(),
                row.parir.first,
                row.tsan.verdict.word()
            ));
        }
        if row.wrong_output.is_some() {
            failures.push(format!("kernel {}: wrong output under parir", p.name));
        }
        let o1 = kdir.join("O1").join(p.name.replace('.', "_"));
        let sanitized = if o1.join("prepared.ll").is_file() {
            o1.join("prepared.ll")
        } else {
            o1.join("in.ll")
        };
        let mut time = |cmd: &mut Command| -> f64 {
            let t = Instant::now();
            let (code, _, _) = common::run_bounded(cmd, None, &kdir, RUN_TIMEOUT);
            let s = t.elapsed().as_secs_f64();
            if code.is_none() {
                failures.push(format!("kernel {}: timeout", p.name));
            }
            s
        };
        let mut tp = Vec::new();
        let mut tt = Vec::new();
        for _ in 0..3 {
            let mut c = Command::new(env!("CARGO_BIN_EXE_parir"));
            c.arg("sanitize")
                .arg(&sanitized)
                .env("OMP_NUM_THREADS", "2");
            tp.push(time(&mut c));
            let mut c = Command::new(o1.join("tsan"));
            tsan_env(&mut c, "2");
            tt.push(time(&mut c));
        }
        let (mp, mt) = (median(tp), median(tt));
        let _ = writeln!(
            out,
            "   {:24} parir {mp:7.3} s  TSan {mt:7.3} s  ratio {:5.2}x",
            p.name,
            mp / mt
        );
    }
}

/// Whether clang-19 links a `-fsanitize=thread -fopenmp` program and libarcher.so exists
/// (Debian: libclang-rt-19-dev, libomp-19-dev). When not, prints `SKIPPED:` or fails when the
/// oracles are required.
fn have_tsan(work: &Path) -> bool {
    let dir = work.join("probe");
    std::fs::create_dir_all(&dir).expect("scratch");
    let src = dir.join("probe.c");
    std::fs::write(&src, "int main(void) { return 0; }\n").expect("probe");
    let mut cmd = Command::new("clang-19");
    cmd.args(["-fopenmp", "-fsanitize=thread"])
        .arg(&src)
        .arg("-o")
        .arg(dir.join("probe"));
    let (code, _, err) = common::run_bounded(&mut cmd, None, &dir, BUILD_TIMEOUT);
    let why = if code != Some(0) {
        format!(
            "clang-19 -fsanitize=thread does not link (libclang-rt-19-dev): {}",
            err.lines().next().unwrap_or("")
        )
    } else if !Path::new(&archer()).is_file() {
        "libarcher.so not found (libomp-19-dev)".to_string()
    } else {
        return true;
    };
    assert!(
        !common::require_oracles(),
        "{why} (PARIR_REQUIRE_ORACLES=1)"
    );
    eprintln!("SKIPPED: {why}");
    false
}

#[test]
fn race_corpus_parir_sanitize_against_thread_sanitizer() {
    if !common::have_tool("clang-19") || !common::have_tool("clang++-19") {
        return;
    }
    let started = Instant::now();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("races");
    std::fs::create_dir_all(&work).expect("target/tmp/races");
    if !have_tsan(&work) {
        return;
    }
    let mut progs = programs(&corpus_dir());
    if !common::have_tool("flang-new-19") {
        progs.retain(|p| p.lang != Lang::Fortran);
    }
    assert!(
        progs.len() >= 150,
        "the corpus has {} programs",
        progs.len()
    );
    let racy = progs
        .iter()
        .filter(|p| matches!(p.expect, Expect::Race(..)))
        .count();
    let mut text = String::new();
    let mut failures = Vec::new();
    let _ = writeln!(
        text,
        "race corpus: {} programs ({racy} racy, {} race-free; {} C++, {} Fortran)",
        progs.len(),
        progs.len() - racy,
        progs.iter().filter(|p| p.lang == Lang::Cpp).count(),
        progs.iter().filter(|p| p.lang == Lang::Fortran).count()
    );
    for ((opt, floor), max_errors) in LEVELS
        .iter()
        .zip([F1_FLOOR_O0, F1_FLOOR_O1])
        .zip([MAX_ERRORS_O0, MAX_ERRORS_O1])
    {
        let rows = on_two_threads(&progs, |p| one(p, opt, &work));
        let (mut sp, mut st) = (Score::default(), Score::default());
        let mut wrong_known = Vec::new();
        // cause -> programs
        let mut disagree: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
        for (p, r) in progs.iter().zip(&rows) {
            if let Some(b) = &r.broken {
                failures.push(format!("{opt} {}: {b}", p.name));
                continue;
            }
            sp.add(p.expect, &r.parir);
            st.add(p.expect, &r.tsan);
            let want = match p.expect {
                Expect::Race(..) => "race",
                Expect::Clean => "clean",
            };
            for (tool, a) in [("parir", &r.parir), ("TSan", &r.tsan)] {
                if a.verdict.word() == want || (want == "clean" && a.verdict == Verdict::NotBuilt) {
                    continue;
                }
                let cause = match &a.verdict {
                    Verdict::Error(_) => format!("{tool}: error"),
                    Verdict::NotBuilt => format!("{tool}: not built (counted as clean)"),
                    v if want == "race" => format!("{tool}: missed race ({})", v.word()),
                    _ => format!("{tool}: false report"),
                };
                let detail = if tool == "parir" && !a.first.is_empty() {
                    format!("{} [{}]", p.name, a.first)
                } else {
                    p.name.clone()
                };
                disagree
                    .entry((tool.into(), cause))
                    .or_default()
                    .push(detail);
            }
            if tool_defect(&r.parir) {
                failures.push(format!("{opt} {}: parir: {}", p.name, r.parir.first));
            }
            if let Verdict::Error(e) = &r.tsan.verdict {
                failures.push(format!("{opt} {}: TSan: {e}", p.name));
            }
            let known = KNOWN_WRONG_OUTPUT.iter().find(|(n, _)| *n == p.name);
            match (&r.wrong_output, known) {
                (Some((want, got)), None) => failures.push(format!(
                    "{opt} {}: parir's output {got:?} differs from the native {want:?}",
                    p.name
                )),
                (Some((want, got)), Some((_, why))) => wrong_known.push(format!(
                    "{opt} {}: {got:?} instead of {want:?} ({why})",
                    p.name
                )),
                (None, Some(_)) if !matches!(r.parir.verdict, Verdict::Error(_)) => {
                    failures.push(format!(
                        "{opt} {}: now runs right under parir: remove it from KNOWN_WRONG_OUTPUT",
                        p.name
                    ))
                }
                _ => {}
            }
        }
        let _ = writeln!(text, "== {opt} ==");
        let _ = writeln!(
            text,
            "   tool   TP  FP  FN  TN  err  precision recall  F1     race found at the expected lines"
        );
        for (tool, s) in [("parir", &sp), ("TSan", &st)] {
            let _ = writeln!(
                text,
                "   {tool:5} {:3} {:3} {:3} {:3} {:4}  {:8.3} {:7.3} {:6.3}   {} / {racy}{}",
                s.tp,
                s.fp,
                s.fn_,
                s.tn,
                s.errors,
                s.precision(),
                s.recall(),
                s.f1(),
                s.at_expected,
                if s.not_built > 0 {
                    format!("  ({} not built: Fortran, counted as clean)", s.not_built)
                } else {
                    String::new()
                }
            );
        }
        let _ = writeln!(text, "-- {opt} disagreements with the expected verdict:");
        for ((_, cause), names) in &disagree {
            let _ = writeln!(text, "   {cause}: {}", names.len());
            for n in names {
                let _ = writeln!(text, "      {n}");
            }
        }
        if !wrong_known.is_empty() {
            let _ = writeln!(text, "-- {opt} known wrong outputs under parir sanitize:");
            for w in &wrong_known {
                let _ = writeln!(text, "   {w}");
            }
        }
        if sp.errors > max_errors {
            failures.push(format!(
                "{opt}: parir stopped with a runtime error on {} programs, more than {max_errors}",
                sp.errors
            ));
        }
        if sp.f1() < floor {
            failures.push(format!(
                "{opt}: parir's F1 {:.3} is below the floor {floor:.3}",
                sp.f1()
            ));
        }
    }
    kernel_times(&work, &mut text, &mut failures);
    let _ = writeln!(
        text,
        "harness wall time: {:.1} s",
        started.elapsed().as_secs_f64()
    );
    std::fs::write(work.join("report.txt"), &text).expect("report");
    eprintln!("{text}");
    assert!(failures.is_empty(), "{failures:#?}");
}

/// An error of parir that is a defect of the tool rather than a limitation: a panic, a
/// timeout or a signal, a failed `parir opt`, an exit code other than 0 and 3 without a
/// located runtime error in the report.
fn tool_defect(a: &Answer) -> bool {
    matches!(&a.verdict, Verdict::Error(e) if e.starts_with(DEFECT))
}

#[test]
fn expect_lines_parse() {
    assert_eq!(parse_expect("// expect: clean"), Ok(Expect::Clean));
    assert_eq!(parse_expect("! expect: race 3 9"), Ok(Expect::Race(3, 9)));
    assert!(parse_expect("// expect: racy").is_err());
    assert!(parse_expect("// expect: race 3").is_err());
    assert!(parse_expect("#include <omp.h>").is_err());
}

#[test]
fn tsan_and_parir_reports_give_their_line_pairs() {
    let tsan = "\
==================
WARNING: ThreadSanitizer: data race (pid=1)
  Write of size 4 at 0x10 by thread T1:
    #0 main.omp_outlined /src/x.race.c:9:5 (a.out+0x1)
    #1 __kmp_invoke_microtask <null> (libomp.so.5+0x2)

  Previous read of size 4 at 0x10 by main thread:
    #0 main.omp_outlined /src/x.race.c:12:7 (a.out+0x3)

==================
WARNING: ThreadSanitizer: data race (pid=1)
  Read of size 4 at 0x20 by thread T1:
    #0 main.omp_outlined /src/x.race.c (a.out+0x4)
  Previous write of size 4 at 0x20 by main thread:
    #0 main.omp_outlined /src/x.race.c:3:1 (a.out+0x5)
";
    let pairs = tsan_pairs(tsan, "x.race.c");
    assert_eq!(pairs, vec![(9, 12)]);
    assert!(pair_matches(&pairs, Expect::Race(12, 9)));
    assert!(!pair_matches(&pairs, Expect::Race(9, 9)));

    let report = serde_json::json!({
        "races": [],
        "violations": [{
            "claim": "parallel_accesses", "kind": "RAW",
            "first": {"source": "/src/y.c:28:36"},
            "second": {"source": "/src/y.c:27:5"},
        }],
    });
    let (pairs, first) = parir_pairs(&report);
    assert_eq!(pairs, vec![(28, 27)]);
    assert_eq!(
        first,
        "violation of parallel_accesses RAW: y.c:28:36 / y.c:27:5"
    );
}
