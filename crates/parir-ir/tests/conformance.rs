//! Conformance with LLVM 19 on IR written by others (issue 28, point 4).
//!
//! Reads the suites in `../shared/conformance/` at test time (never copied into the project):
//!
//! - `llvm-ir/` (LLVM's regression tests, `MANIFEST.tsv`) and `llvm-loopmd/` (loop-metadata
//!   tests): for each file, whether opt-19 reads it (`opt-19 -S -disable-verify`) and whether
//!   parir reads it; opt-19's verify verdict (`-passes=verify`) against parir's; `parir fmt`
//!   byte-equal to `opt-19 -S` (the `; ModuleID` line aside) on the files opt-19 reads; and on
//!   the files opt-19's verifier rejects, whether parir reports opt-19's first message at the
//!   construct opt-19 prints under it.
//! - `opencilk/` (Tapir tests; opt-19 does not know Tapir): parir reads the file (as the test's
//!   RUN lines compose it, for the one that appends metadata with `echo` and `cat`), its `fmt`
//!   output reads back to the same text (a fixed point), and how many verify.
//! - `spirv-translator/`: parir reads every file opt-19 reads. The suite's README says 47 files
//!   use LLVM 21's `captures(none)`: parir reads it as `nocapture`, and opt-19, which does not
//!   know it, gets the file with that one rewrite.
//!
//! It prints the figures and every remaining difference grouped by cause, and fails when a figure
//! drops below the one last measured (the `FLOOR_*` constants: raise them as parir improves,
//! never above what it reaches). Every tool call has a timeout: opt-19 itself hangs on one
//! deliberately cyclic Verifier test.
//!
//! Without opt-19 or the suites, the test is skipped with a `SKIPPED:` message, unless
//! `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Figures last measured; a drop below any of them fails the test.
const FLOOR_LLVM_IR_READ: usize = 182;
const FLOOR_LLVM_IR_VERDICT: usize = 182;
const FLOOR_LLVM_IR_FMT: usize = 182;
const FLOOR_LOOPMD_READ: usize = 62;
const FLOOR_LOOPMD_VERDICT: usize = 62;
const FLOOR_LOOPMD_FMT: usize = 62;
/// Files opt-19's verifier rejects where parir reports opt-19's first message at the
/// construct opt-19 names: all of them (24 in llvm-ir, 1 in llvm-loopmd).
const FLOOR_LLVM_IR_MESSAGE: usize = 24;
const FLOOR_LOOPMD_MESSAGE: usize = 1;
// All of OpenCilk's tests: `CilkSanitizer/finddbgvalues.ll` has an `and` constant expression
// (expanded into instructions, as LLVM's bitcode reader does), `asan-stack-poisoner-task.ll`
// LLVM 21's `captures(none)`, and `detach-gcov.ll` is read as its RUN lines compose it.
const FLOOR_OPENCILK_READ: usize = 73;
const FLOOR_OPENCILK_FIXED: usize = 73;
const FLOOR_OPENCILK_VERIFY: usize = 73;
const FLOOR_SPIRV_READ: usize = 150;

const TOOL_TIMEOUT: Duration = Duration::from_secs(20);

fn suites_dir() -> Option<PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance");
    if d.join("llvm-ir/MANIFEST.tsv").is_file() {
        return Some(d);
    }
    if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
        panic!("{} not found and PARIR_REQUIRE_ORACLES=1", d.display());
    }
    eprintln!(
        "SKIPPED: {} not found; conformance not checked",
        d.display()
    );
    None
}

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

/// Runs `cmd` with a timeout, stdin from `input`; returns (success, stdout, stderr), or `None`
/// on a timeout.
fn run_with_timeout(
    mut cmd: Command,
    input: &Path,
    scratch: &Path,
) -> Option<(bool, String, String)> {
    let out_path = scratch.with_extension("out");
    let err_path = scratch.with_extension("err");
    let mut child = cmd
        .stdin(std::fs::File::open(input).ok()?)
        .stdout(std::fs::File::create(&out_path).ok()?)
        .stderr(std::fs::File::create(&err_path).ok()?)
        .spawn()
        .ok()?;
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().ok()? {
            break s;
        }
        if start.elapsed() > TOOL_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = std::fs::read_to_string(&out_path).unwrap_or_default();
    let err = std::fs::read_to_string(&err_path).unwrap_or_default();
    Some((status.success(), out, err))
}

fn without_module_id(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("; ModuleID = "))
        .flat_map(|l| [l, "\n"])
        .collect()
}

/// A message with its particulars (numbers, value and metadata names, the location) stripped, so that
/// messages of one cause group together.
fn normalize(msg: &str) -> String {
    let line = msg
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("")
        .to_string();
    // Drop a leading "path:line:col:" location.
    let line = match line.find(".ll:") {
        Some(i) => line[i + 4..]
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
            .trim()
            .to_string(),
        None => line,
    };
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '%' | '@' | '!' | '#' => {
                out.push(c);
                let mut any = false;
                while chars
                    .peek()
                    .is_some_and(|d| d.is_alphanumeric() || "._-$".contains(*d))
                {
                    chars.next();
                    any = true;
                }
                if any {
                    out.push('_');
                }
            }
            c if c.is_ascii_digit() => {
                while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                    chars.next();
                }
                out.push('N');
            }
            c => out.push(c),
        }
    }
    out.truncate(120);
    out
}

/// The class of a printed line: what construct it is (`!DISubprogram`, `call`, `attributes`,
/// `declare`...).
fn line_class(l: &str) -> String {
    let t = l.trim();
    if t.is_empty() {
        return "blank line".into();
    }
    if t.starts_with('!') {
        if let Some((_, rhs)) = t.split_once(" = ") {
            let rhs = rhs.trim_start_matches("distinct ");
            if rhs.starts_with("!{") {
                return "metadata tuple".into();
            }
            let kind: String = rhs.chars().take_while(|c| *c != '(' && *c != ' ').collect();
            return format!("metadata {kind}");
        }
    }
    let t = match t.split_once(" = ") {
        Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
        _ => t,
    };
    let w: String = t.split_whitespace().next().unwrap_or("").to_string();
    let w = if w.starts_with('@') {
        "global".to_string()
    } else {
        w
    };
    let w = if w.starts_with('%') {
        "type".to_string()
    } else {
        w
    };
    if w.starts_with('#') || w == "attributes" {
        return "attributes".into();
    }
    if ["tail", "musttail", "notail"].contains(&w.as_str()) {
        return "call".into();
    }
    if w.ends_with(':') {
        return "label".into();
    }
    if w.starts_with(';') {
        return "comment".into();
    }
    w
}

fn fmt_difference(opt: &str, parir: &str) -> (String, String) {
    for (x, y) in opt.lines().zip(parir.lines()) {
        if x != y {
            return (
                format!("fmt: {} line differs", line_class(x)),
                format!("opt-19: {x}\n      parir:  {y}"),
            );
        }
    }
    (
        "fmt: line count differs".into(),
        format!(
            "opt-19 {} lines, parir {} lines",
            opt.lines().count(),
            parir.lines().count()
        ),
    )
}

/// What parir does with one text: read, verify, print, read the print back.
struct ParirResult {
    read: Result<(), String>,
    verifies: bool,
    verify_msg: String,
    /// Every verifier error: its message and the `.ll` line it is located on.
    verify_errors: Vec<(String, Option<String>)>,
    printed: String,
    fixed_point: bool,
}

fn parir_on(text: &str, name: &str) -> ParirResult {
    let text = text.to_string();
    let name = name.to_string();
    let (tx, rx) = mpsc::channel();
    // A thread of its own with a generous stack (deeply nested inputs) and a timeout (a hang
    // fails instead of blocking the suite).
    let spawned = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let r = std::panic::catch_unwind(|| {
                let m = match parir_ir::parser::parse_module(&text, &name) {
                    Ok(m) => m,
                    Err(d) => {
                        return ParirResult {
                            read: Err(d.render(&name, &text)),
                            verifies: false,
                            verify_msg: String::new(),
                            verify_errors: Vec::new(),
                            printed: String::new(),
                            fixed_point: false,
                        }
                    }
                };
                let (verifies, verify_msg, verify_errors) =
                    match parir_ir::verifier::verify_module(&m) {
                        Ok(()) => (true, String::new(), Vec::new()),
                        Err(errs) => (
                            false,
                            errs.first()
                                .map(|e| e.render(&name, &text))
                                .unwrap_or_default(),
                            errs.iter()
                                .map(|e| {
                                    let line = e.pos().map(|_| {
                                        let (l, _) = e.line_col(&text);
                                        text.lines().nth(l - 1).unwrap_or("").to_string()
                                    });
                                    (e.message.clone(), line)
                                })
                                .collect(),
                        ),
                    };
                let printed = parir_ir::printer::print_module(&m);
                let fixed_point = match parir_ir::parser::parse_module(&printed, &name) {
                    Ok(m2) => parir_ir::printer::print_module(&m2) == printed,
                    Err(_) => false,
                };
                ParirResult {
                    read: Ok(()),
                    verifies,
                    verify_msg,
                    verify_errors,
                    printed,
                    fixed_point,
                }
            });
            let _ = tx.send(r.unwrap_or_else(|_| ParirResult {
                read: Err("parir panicked".into()),
                verifies: false,
                verify_msg: String::new(),
                verify_errors: Vec::new(),
                printed: String::new(),
                fixed_point: false,
            }));
        });
    let failed = |msg: &str| ParirResult {
        read: Err(msg.into()),
        verifies: false,
        verify_msg: String::new(),
        verify_errors: Vec::new(),
        printed: String::new(),
        fixed_point: false,
    };
    if spawned.is_err() {
        return failed("could not start a thread");
    }
    rx.recv_timeout(TOOL_TIMEOUT)
        .unwrap_or_else(|_| failed("parir timed out"))
}

#[derive(Default)]
struct Tally {
    files: usize,
    opt_reads: usize,
    parir_reads: usize,
    both_read: usize,
    verdict_equal: usize,
    /// Files opt-19's verifier rejects (and both read).
    opt_rejects: usize,
    /// ... of which parir reports opt-19's first message, located at the construct opt names.
    message_located: usize,
    fmt_equal: usize,
    fixed_point: usize,
    parir_verifies: usize,
    /// cause -> (count, first example)
    causes: BTreeMap<String, (usize, String)>,
}

impl Tally {
    fn cause(&mut self, cause: String, example: String) {
        let e = self.causes.entry(cause).or_insert((0, example));
        e.0 += 1;
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Suite {
    /// opt-19 is the oracle for reading, verifying and printing.
    Llvm,
    /// Tapir: parir alone (read, fixed point, verify).
    Opencilk,
    /// Reading only; opt-19 gets `captures(none)` rewritten as `nocapture`.
    Spirv,
}

fn check_file(suite: Suite, path: &Path, scratch: &Path, t: &Mutex<Tally>) {
    let Ok(raw) = std::fs::read_to_string(path) else {
        return;
    };
    let name = path.display().to_string();
    let rel = name
        .rsplit("conformance/")
        .next()
        .unwrap_or(&name)
        .to_string();
    // opt-19 reads LLVM 21's `captures(none)` as `nocapture` (it does not know the former);
    // parir reads the file as written.
    let input = if suite == Suite::Spirv && raw.contains("captures(none)") {
        let text = raw.replace("captures(none)", "nocapture");
        let p = scratch.with_extension("ll");
        std::fs::write(&p, &text).unwrap();
        p
    } else {
        path.to_path_buf()
    };
    // A test whose RUN lines build its input (`echo '...' > %t/1`, `cat %s %t/1 > %t/2`) is
    // read as lit builds it.
    let raw = if suite == Suite::Opencilk {
        parir_filecheck::lit_composed_input(&raw, scratch)
    } else {
        raw
    };
    let p = parir_on(&raw, &name);
    if suite == Suite::Opencilk {
        let mut t = t.lock().unwrap();
        t.files += 1;
        match &p.read {
            Ok(()) => {
                t.parir_reads += 1;
                if p.fixed_point {
                    t.fixed_point += 1;
                } else {
                    t.cause("fmt is not a fixed point".into(), rel.clone());
                }
                if p.verifies {
                    t.parir_verifies += 1;
                } else {
                    t.cause(format!("verify: {}", normalize(&p.verify_msg)), rel);
                }
            }
            Err(e) => t.cause(format!("read: {}", normalize(e)), rel),
        }
        return;
    }
    // opt-19 reads (and prints) without verifying; the verdict is its own run.
    let mut c = Command::new("opt-19");
    c.args(["-S", "-disable-verify", "-o", "-"]).arg(&input);
    let opt_read = run_with_timeout(c, &input, scratch);
    let opt_out = match &opt_read {
        Some((true, out, _)) => Some(out.clone()),
        _ => None,
    };
    let opt_verifies = if opt_out.is_some() && suite == Suite::Llvm {
        let mut c = Command::new("opt-19");
        c.args(["-passes=verify", "-disable-output"]).arg(&input);
        match run_with_timeout(c, &input, scratch) {
            Some((ok, _, err)) => Some((ok, err)),
            None => Some((false, "opt-19 timed out".into())),
        }
    } else {
        None
    };
    let mut t = t.lock().unwrap();
    t.files += 1;
    if opt_out.is_some() {
        t.opt_reads += 1;
    }
    if p.read.is_ok() {
        t.parir_reads += 1;
    }
    match (&opt_out, &p.read) {
        (Some(_), Err(e)) => t.cause(format!("read: {}", normalize(e)), rel.clone()),
        (None, Ok(())) => {
            let why = match &opt_read {
                None => "opt-19 timed out".to_string(),
                Some((_, _, err)) => normalize(err),
            };
            t.cause(
                format!("parir reads what opt-19 rejects: {why}"),
                rel.clone(),
            );
        }
        _ => {}
    }
    let (Some(opt_out), Ok(())) = (opt_out, &p.read) else {
        return;
    };
    t.both_read += 1;
    if suite != Suite::Llvm {
        return;
    }
    let (opt_ok, opt_err) = opt_verifies.unwrap();
    if !opt_ok {
        t.opt_rejects += 1;
        match same_message_and_construct(&opt_err, &p.verify_errors) {
            Ok(()) => t.message_located += 1,
            Err(why) => t.cause(why, rel.clone()),
        }
    }
    if opt_ok == p.verifies {
        t.verdict_equal += 1;
    } else if opt_ok {
        t.cause(
            format!("verify: parir rejects: {}", normalize(&p.verify_msg)),
            rel.clone(),
        );
    } else {
        t.cause(
            format!(
                "verify: parir accepts what opt-19 rejects: {}",
                normalize(&opt_err)
            ),
            rel.clone(),
        );
    }
    let a = without_module_id(&opt_out);
    let b = without_module_id(&p.printed);
    if a == b {
        t.fmt_equal += 1;
    } else {
        let (cause, detail) = fmt_difference(&a, &b);
        t.cause(cause, format!("{rel}\n      {detail}"));
    }
}

/// Whether parir reports opt-19's first verifier message at the construct opt-19 prints under
/// it: the same global (`ptr @f`), the same instruction (its result name, else its opcode and
/// callee), or a metadata node. A message opt-19 prints without a construct must be reported
/// by parir with the same text.
fn same_message_and_construct(
    opt_err: &str,
    parir: &[(String, Option<String>)],
) -> Result<(), String> {
    let mut lines = opt_err.lines();
    let first = lines.next().unwrap_or("").trim();
    // The constructs opt-19 prints under its message (a use and its definition, say).
    let constructs: Vec<&str> = lines
        .take_while(|l| l.starts_with("ptr @") || l.starts_with(' ') || l.starts_with('!'))
        .collect();
    let same_text: Vec<_> = parir.iter().filter(|(m, _)| m == first).collect();
    if same_text.is_empty() {
        let ours = parir.first().map_or("", |(m, _)| m.as_str());
        return Err(format!(
            "verify message: opt-19 says \"{}\", parir \"{}\"",
            normalize(first),
            normalize(ours)
        ));
    }
    if constructs.is_empty() {
        return Ok(());
    }
    let first_word = |s: &str| {
        s.split_whitespace()
            .find(|w| !["tail", "musttail", "notail"].contains(w))
            .unwrap_or("")
            .to_string()
    };
    let callee = |s: &str| {
        s.split(|c: char| c.is_whitespace() || c == '(')
            .find(|w| w.starts_with('@'))
            .map(str::to_string)
    };
    // Whether the `.ll` line `line` holds the construct opt-19 printed as `c`.
    let holds = |c: &str, line: &str| -> bool {
        let l = line.trim();
        if let Some(g) = c.strip_prefix("ptr @") {
            let g = format!("@{}", g.trim());
            return l
                .split(|c: char| c.is_whitespace() || "(,".contains(c))
                .any(|w| w == g);
        }
        if c.starts_with('!') {
            return l.starts_with('!') || l.contains(", !") || l.contains("!{");
        }
        let c = c.trim();
        match (c.split_once(" = "), l.split_once(" = ")) {
            // A named result: the same name. opt-19 numbers unnamed values, so a number is
            // compared by opcode and callee.
            (Some((n, _)), Some((m, _)))
                if n.starts_with('%') && !n[1..].chars().all(|c| c.is_ascii_digit()) =>
            {
                n == m.trim()
            }
            (Some((_, rhs)), Some((_, lrhs))) => {
                first_word(rhs) == first_word(lrhs) && callee(rhs) == callee(lrhs)
            }
            (Some((_, rhs)), None) => first_word(rhs) == first_word(l) && callee(rhs) == callee(l),
            (None, _) => first_word(c) == first_word(l) && callee(c) == callee(l),
        }
    };
    let at = |line: &str| constructs.iter().any(|c| holds(c, line));
    let kind = constructs[0];
    if same_text
        .iter()
        .any(|(_, line)| line.as_deref().is_some_and(at))
    {
        Ok(())
    } else {
        Err(format!(
            "verify message located elsewhere: opt-19 names `{}` under \"{}\"",
            normalize(kind.trim()),
            normalize(first)
        ))
    }
}

fn run_suite(suite: Suite, files: Vec<PathBuf>, tag: &str) -> Tally {
    let tally = Mutex::new(Tally::default());
    let queue = Mutex::new(files);
    let scratch_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("conformance");
    std::fs::create_dir_all(&scratch_dir).unwrap();
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    std::thread::scope(|s| {
        for w in 0..workers {
            let (tally, queue, scratch_dir) = (&tally, &queue, &scratch_dir);
            s.spawn(move || {
                let scratch = scratch_dir.join(format!("{tag}-{w}"));
                loop {
                    let Some(f) = queue.lock().unwrap().pop() else {
                        break;
                    };
                    check_file(suite, &f, &scratch, tally);
                }
            });
        }
    });
    tally.into_inner().unwrap()
}

fn print_causes(t: &Tally) {
    let mut causes: Vec<_> = t.causes.iter().collect();
    causes.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
    for (cause, (n, example)) in causes {
        println!("  {n:4}  {cause}\n        e.g. {example}");
    }
}

#[test]
fn conformance_with_llvm_19() {
    let Some(dir) = suites_dir() else {
        return;
    };
    if !common::opt_available("conformance with LLVM 19") {
        return;
    }
    let mut failures = Vec::new();
    let mut floor = |what: &str, got: usize, min: usize| {
        if got < min {
            failures.push(format!("{what}: {got}, below {min}"));
        }
    };

    // llvm-ir: the files MANIFEST.tsv lists.
    let manifest = std::fs::read_to_string(dir.join("llvm-ir/MANIFEST.tsv")).unwrap();
    let files: Vec<PathBuf> = manifest
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .filter(|p| !p.is_empty())
        .map(|p| dir.join("llvm-ir").join(p))
        .collect();
    let t = run_suite(Suite::Llvm, files, "llvm-ir");
    println!(
        "llvm-ir: {} files; opt-19 reads {}, parir {} (both {}); verify verdict equal {}/{}; \
         opt-19's first message at its construct {}/{}; fmt byte-equal {}/{}",
        t.files,
        t.opt_reads,
        t.parir_reads,
        t.both_read,
        t.verdict_equal,
        t.both_read,
        t.message_located,
        t.opt_rejects,
        t.fmt_equal,
        t.opt_reads
    );
    print_causes(&t);
    floor("llvm-ir read by parir", t.both_read, FLOOR_LLVM_IR_READ);
    floor(
        "llvm-ir verify verdict equal",
        t.verdict_equal,
        FLOOR_LLVM_IR_VERDICT,
    );
    floor("llvm-ir fmt byte-equal", t.fmt_equal, FLOOR_LLVM_IR_FMT);
    floor(
        "llvm-ir verifier message at opt-19's construct",
        t.message_located,
        FLOOR_LLVM_IR_MESSAGE,
    );

    let mut files = Vec::new();
    ll_files(&dir.join("llvm-loopmd"), &mut files);
    let t = run_suite(Suite::Llvm, files, "loopmd");
    println!(
        "llvm-loopmd: {} files; opt-19 reads {}, parir {} (both {}); verify verdict equal {}/{}; \
         opt-19's first message at its construct {}/{}; fmt byte-equal {}/{}",
        t.files,
        t.opt_reads,
        t.parir_reads,
        t.both_read,
        t.verdict_equal,
        t.both_read,
        t.message_located,
        t.opt_rejects,
        t.fmt_equal,
        t.opt_reads
    );
    print_causes(&t);
    floor("llvm-loopmd read by parir", t.both_read, FLOOR_LOOPMD_READ);
    floor(
        "llvm-loopmd verify verdict equal",
        t.verdict_equal,
        FLOOR_LOOPMD_VERDICT,
    );
    floor("llvm-loopmd fmt byte-equal", t.fmt_equal, FLOOR_LOOPMD_FMT);
    floor(
        "llvm-loopmd verifier message at opt-19's construct",
        t.message_located,
        FLOOR_LOOPMD_MESSAGE,
    );

    let mut files = Vec::new();
    ll_files(&dir.join("opencilk/tests"), &mut files);
    let t = run_suite(Suite::Opencilk, files, "opencilk");
    println!(
        "opencilk: {} files; parir reads {}, fmt fixed point {}, verifies {}",
        t.files, t.parir_reads, t.fixed_point, t.parir_verifies
    );
    print_causes(&t);
    floor("opencilk read", t.parir_reads, FLOOR_OPENCILK_READ);
    floor("opencilk fixed point", t.fixed_point, FLOOR_OPENCILK_FIXED);
    floor("opencilk verify", t.parir_verifies, FLOOR_OPENCILK_VERIFY);

    let mut files = Vec::new();
    ll_files(&dir.join("spirv-translator"), &mut files);
    let t = run_suite(Suite::Spirv, files, "spirv");
    println!(
        "spirv-translator: {} files; opt-19 reads {}, parir {} (both {})",
        t.files, t.opt_reads, t.parir_reads, t.both_read
    );
    print_causes(&t);
    floor(
        "spirv-translator read by both",
        t.both_read,
        FLOOR_SPIRV_READ,
    );

    assert!(
        failures.is_empty(),
        "conformance dropped:\n{}",
        failures.join("\n")
    );
}
