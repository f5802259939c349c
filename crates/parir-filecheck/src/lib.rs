//! The one filetest runner of parir's crates: a tiny lit + FileCheck in the style of
//! cranelift's filetests. Every filetest of every crate runs through [`Runner`].
//!
//! # A filetest
//!
//! A filetest is a file (an `.ll` file in practice) holding its input, the commands to run on
//! it and the output they must give. The commands are lit's `RUN:` lines, in one syntax:
//!
//! ```text
//! ; RUN: <tool> <args...> | FileCheck %s [--check-prefix=NAME] [--exact]
//! ```
//!
//! - `<tool>` is one of the tools the crate's runner registers: the `parir` subcommands a
//!   library crate tests in-process (`parir opt`, `parir check`, `parir analyze`), a library
//!   API printer (`parloop`), the built `parir` binary itself (the CLI's filetests: `parir
//!   run`, `parir sanitize`, ...), or an LLVM tool (`lli-19`), whose RUN line is skipped with
//!   a `SKIPPED:` message when it is not installed, unless `PARIR_REQUIRE_ORACLES=1`. An
//!   unknown tool is an error naming the file and the line. A program must exit with 0; its
//!   standard output is what is matched.
//! - `<args...>` are split like a shell's words (`'...'` and `"..."` quote); an argument that
//!   is exactly `%s` is the file's path (only a whole `%s` word: `%second` is a block name).
//! - A line ending in `\` continues on the next `; RUN:` line, as in lit.
//! - Every RUN line ends in `| FileCheck %s`: the tool's output is matched by the file's
//!   `; CHECK:` lines, or by the lines of `--check-prefix=NAME` (`; NAME:`, `; NAME-NEXT:`,
//!   `; NAME-NOT:`), so several RUN lines of one file can check different things, as in lit.
//!   The matching is FileCheck's with plain substrings: `CHECK:` (a later line contains the
//!   text), `CHECK-NEXT:` (the very next line does), `CHECK-NOT:` (no line between the
//!   neighbouring matches does). With `--exact`, the `CHECK:` lines, in order, are the whole
//!   output line for line (an empty `; CHECK:` is an empty line).
//!
//! A file without a RUN line, or a RUN line without `| FileCheck %s`, or without CHECK
//! lines to match, is an error. Each tool invocation runs under a time bound
//! ([`Runner::timeout`]), so that a hang fails the test instead of blocking the run.
//!
//! `BLESS=1 cargo test` rewrites a file's CHECK lines from the actual output instead of
//! matching them: every non-empty line of the function definitions (and of the lines the
//! runner's [`Runner::keep`] selects), a `CHECK-NEXT` when it follows another; with `--exact`,
//! every line. `CHECK-NOT` lines are kept. The first RUN line of each prefix writes that
//! prefix's lines; later RUN lines of the same prefix must match what it wrote.
//!
//! # A crate's filetests
//!
//! A crate's `build.rs` calls [`generate_tests`] on its filetest folder, which writes one
//! `#[test]` per file (no hand-kept lists); the test file includes that code next to a
//! `run_filetest(path)` that calls [`Runner::run_filetest`] on the crate's runner: its tools
//! (name → function), the output lines blessing keeps, and an optional LLVM oracle
//! ([`Oracle`]) that must accept every output a tool marks as IR (skipped with a visible
//! `SKIPPED:` message when the tool is missing, unless `PARIR_REQUIRE_ORACLES=1`).
//!
//! ```
//! use parir_filecheck::{Invocation, Output, Runner};
//! fn echo(inv: &Invocation) -> Result<Output, String> {
//!     Ok(Output::text(inv.args.join(" ") + "\n"))
//! }
//! let runner = Runner::new().tool("echo", echo);
//! let src = "; RUN: echo hello world | FileCheck %s\n; CHECK: hello\n";
//! assert!(runner.check_source("t.ll", src, false).is_ok());
//! let bad = "; RUN: echo hello | FileCheck %s\n; CHECK: world\n";
//! assert!(runner.check_source("t.ll", bad, false).is_err());
//! ```

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One check line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    Plain(String),
    Next(String),
    Not(String),
}

/// The `; CHECK:`, `; CHECK-NEXT:` and `; CHECK-NOT:` lines of `src`.
pub fn checks(src: &str) -> Vec<Check> {
    checks_with_prefix(src, "CHECK")
}

/// The `; P:`, `; P-NEXT:` and `; P-NOT:` lines of `src` for the prefix `P`.
pub fn checks_with_prefix(src: &str, prefix: &str) -> Vec<Check> {
    let (plain, next, not) = (
        format!("; {prefix}:"),
        format!("; {prefix}-NEXT:"),
        format!("; {prefix}-NOT:"),
    );
    src.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            if let Some(p) = l.strip_prefix(next.as_str()) {
                Some(Check::Next(p.trim().to_string()))
            } else if let Some(p) = l.strip_prefix(not.as_str()) {
                Some(Check::Not(p.trim().to_string()))
            } else {
                l.strip_prefix(plain.as_str())
                    .map(|p| Check::Plain(p.trim().to_string()))
            }
        })
        .collect()
}

/// Matches `checks` against `out`; the error names the failing check and shows the context.
pub fn file_check(checks: &[Check], out: &str) -> Result<(), String> {
    let lines: Vec<&str> = out.lines().collect();
    // The next line that may match, and the CHECK-NOTs waiting for the next match.
    let mut pos = 0usize;
    let mut nots: Vec<&str> = Vec::new();
    let mut any_positive = false;
    for c in checks {
        let found = match c {
            Check::Not(p) => {
                nots.push(p);
                continue;
            }
            Check::Plain(p) => lines[pos.min(lines.len())..]
                .iter()
                .position(|l| l.contains(p.as_str()))
                .map(|k| pos + k),
            Check::Next(p) => {
                if !any_positive {
                    return Err(format!("CHECK-NEXT: {p} has no CHECK before it"));
                }
                lines
                    .get(pos)
                    .filter(|l| l.contains(p.as_str()))
                    .map(|_| pos)
            }
        };
        let Some(at) = found else {
            let near = lines.get(pos).copied().unwrap_or("<end of output>");
            return Err(format!(
                "{c:?} not found (searching from output line {}: `{near}`)",
                pos + 1
            ));
        };
        for n in nots.drain(..) {
            if let Some(k) = lines[pos..at].iter().position(|l| l.contains(n)) {
                return Err(format!(
                    "CHECK-NOT: {n} matched output line {}: `{}`",
                    pos + k + 1,
                    lines[pos + k]
                ));
            }
        }
        any_positive = true;
        pos = at + 1;
    }
    for n in nots {
        if let Some(k) = lines[pos.min(lines.len())..]
            .iter()
            .position(|l| l.contains(n))
        {
            return Err(format!(
                "CHECK-NOT: {n} matched output line {}: `{}`",
                pos + k + 1,
                lines[pos + k]
            ));
        }
    }
    Ok(())
}

/// The output `--exact` expects: the `; P:` lines of `src`, each without the one space after
/// the colon, one output line each.
fn exact_expected(src: &str, prefix: &str) -> String {
    let plain = format!("; {prefix}:");
    src.lines()
        .filter_map(|l| l.strip_prefix(plain.as_str()))
        .map(|l| format!("{}\n", l.strip_prefix(' ').unwrap_or(l)))
        .collect()
}

/// The file with its CHECK/CHECK-NEXT lines replaced by ones describing `out`: every
/// non-empty line of the function definitions, a CHECK-NEXT when it follows another.
pub fn bless(src: &str, out: &str) -> String {
    bless_keeping(src, out, |_| false)
}

/// [`bless`] that also describes the output lines outside function definitions for which
/// `keep` holds (a crate's warnings or metadata nodes, say).
pub fn bless_keeping(src: &str, out: &str, keep: impl Fn(&str) -> bool) -> String {
    bless_prefix(src, out, "CHECK", &keep)
}

fn bless_prefix(src: &str, out: &str, prefix: &str, keep: &dyn Fn(&str) -> bool) -> String {
    let (plain, next) = (format!("; {prefix}:"), format!("; {prefix}-NEXT:"));
    let mut kept: Vec<&str> = src
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            !(t.starts_with(plain.as_str()) || t.starts_with(next.as_str()))
        })
        .collect();
    while kept.last().is_some_and(|l| l.trim().is_empty()) {
        kept.pop();
    }
    let mut text = kept.join("\n");
    text.push_str("\n\n");
    let mut in_fn = false;
    let mut prev_emitted = false;
    for l in out.lines() {
        if l.starts_with("define ") {
            in_fn = true;
        }
        if !(in_fn || keep(l)) || l.trim().is_empty() {
            prev_emitted = false;
            continue;
        }
        let tag = if prev_emitted {
            format!("{prefix}-NEXT")
        } else {
            prefix.to_string()
        };
        text.push_str(&format!("; {tag}: {}\n", l.trim_end()));
        prev_emitted = true;
        if l == "}" {
            in_fn = false;
            prev_emitted = false;
        }
    }
    text
}

/// `--exact` blessing: the `; P:` lines replaced, where the first of them stood (at the end
/// when there is none), by one per output line.
fn bless_exact(src: &str, out: &str, prefix: &str) -> String {
    let plain = format!("; {prefix}:");
    let expected: String = out
        .lines()
        .map(|g| {
            if g.is_empty() {
                format!("{plain}\n")
            } else {
                format!("{plain} {g}\n")
            }
        })
        .collect();
    let mut text = String::new();
    let mut done = false;
    for l in src.lines() {
        if l.starts_with(plain.as_str()) {
            if !done {
                text.push_str(&expected);
                done = true;
            }
        } else {
            text.push_str(l);
            text.push('\n');
        }
    }
    if !done {
        text.push_str(&expected);
    }
    text
}

/// Splits `s` into words as a shell does for the plain cases: whitespace separates, `'...'`
/// and `"..."` quote (the quotes are removed, also inside a word: `-passes='a,b'`).
pub fn split_words(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if let Some(q) = quote {
        return Err(format!("unterminated {q} quote"));
    }
    if in_word {
        words.push(cur);
    }
    Ok(words)
}

/// Splits a RUN command at its `|` outside quotes.
fn split_pipe(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '|' => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            None => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// One `; RUN:` line (with its continuations), parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// The 1-based line of the file where it starts.
    pub line: usize,
    /// The command's words before the `|` (`%s` not yet substituted).
    pub command: Vec<String>,
    /// The check prefix (`CHECK` unless `--check-prefix=`).
    pub prefix: String,
    /// `--exact`: the prefix's lines are the whole output.
    pub exact: bool,
}

/// The RUN lines of `src`; an error is `(line, message)`.
pub fn parse_run_lines(src: &str) -> Result<Vec<RunLine>, (usize, String)> {
    let mut runs = Vec::new();
    // (start line, text so far) of a RUN line continued with `\`.
    let mut pending: Option<(usize, String)> = None;
    for (i, l) in src.lines().enumerate() {
        let Some(text) = l.trim_start().strip_prefix("; RUN:") else {
            if let Some((start, _)) = pending {
                return Err((
                    start,
                    "RUN line ends in `\\` but no RUN line follows".into(),
                ));
            }
            continue;
        };
        let text = text.trim();
        let (start, mut acc) = pending.take().unwrap_or((i + 1, String::new()));
        if let Some(head) = text.strip_suffix('\\') {
            acc.push_str(head);
            acc.push(' ');
            pending = Some((start, acc));
            continue;
        }
        acc.push_str(text);
        runs.push(parse_run(start, &acc)?);
    }
    if let Some((start, _)) = pending {
        return Err((start, "RUN line ends in `\\` at the end of the file".into()));
    }
    Ok(runs)
}

fn parse_run(line: usize, text: &str) -> Result<RunLine, (usize, String)> {
    let err = |m: String| (line, m);
    split_words(text).map_err(&err)?;
    let parts = split_pipe(text);
    let [command, check] = parts.as_slice() else {
        return Err(err(format!(
            "a RUN line is `<tool> <args...> | FileCheck %s [--check-prefix=NAME] [--exact]`, found `{text}`"
        )));
    };
    let command = split_words(command).map_err(&err)?;
    if command.is_empty() {
        return Err(err("RUN line without a tool".into()));
    }
    let check = split_words(check).map_err(&err)?;
    let mut words = check.iter();
    if words.next().map(String::as_str) != Some("FileCheck")
        || words.next().map(String::as_str) != Some("%s")
    {
        return Err(err(format!(
            "the output of a RUN line goes to `FileCheck %s`, found `{}`",
            check.join(" ")
        )));
    }
    let mut prefix = "CHECK".to_string();
    let mut exact = false;
    for w in words {
        if let Some(p) = w.strip_prefix("--check-prefix=") {
            if p.is_empty()
                || !p
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                return Err(err(format!("bad check prefix `{p}`")));
            }
            prefix = p.to_string();
        } else if w == "--exact" {
            exact = true;
        } else {
            return Err(err(format!("unknown FileCheck option `{w}`")));
        }
    }
    Ok(RunLine {
        line,
        command,
        prefix,
        exact,
    })
}

/// What a tool is given: the file and its RUN line's arguments after the tool's name.
#[derive(Debug, Clone)]
pub struct Invocation {
    /// The file's path as given to the runner.
    pub path: String,
    /// The file's name (its last path component), for diagnostics that name it.
    pub file_name: String,
    /// The file's text.
    pub src: String,
    /// The arguments after the tool's name, `%s` replaced by `path`.
    pub args: Vec<String>,
    /// The RUN line's line number.
    pub line: usize,
}

impl Invocation {
    /// The value of option `name` (`-passes`, say): `name=value` or `name value`.
    pub fn option(&self, name: &str) -> Option<&str> {
        let mut it = self.args.iter();
        while let Some(a) = it.next() {
            if let Some(v) = a.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                return Some(v);
            }
            if a == name {
                return it.next().map(String::as_str);
            }
        }
        None
    }

    /// The value of option `name`, or an error naming it.
    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.option(name)
            .ok_or_else(|| format!("missing option {name}"))
    }

    /// The arguments other than options (words starting with `-`) and their values, for the
    /// options in `with_value` (given as `name value`).
    pub fn positional(&self, with_value: &[&str]) -> Vec<&str> {
        let mut out = Vec::new();
        let mut it = self.args.iter();
        while let Some(a) = it.next() {
            if with_value.contains(&a.as_str()) {
                it.next();
            } else if !a.starts_with('-') {
                out.push(a.as_str());
            }
        }
        out
    }
}

/// A tool's output.
#[derive(Debug, Clone, Default)]
pub struct Output {
    /// What the CHECK lines match.
    pub text: String,
    /// Whether the runner's [`Oracle`] must accept `text` (an IR module).
    pub verify: bool,
}

impl Output {
    /// Output that is not given to the oracle.
    pub fn text(text: impl Into<String>) -> Output {
        Output {
            text: text.into(),
            verify: false,
        }
    }

    /// An IR module, which the runner's oracle must accept.
    pub fn module(text: impl Into<String>) -> Output {
        Output {
            text: text.into(),
            verify: true,
        }
    }
}

/// A tool: given the invocation, its output or an error.
pub type ToolFn = fn(&Invocation) -> Result<Output, String>;

/// A registered tool.
#[derive(Clone, Debug)]
enum Tool {
    /// A function of the test crate (a library API, or a subcommand run in-process).
    Func(ToolFn),
    /// A program run with the arguments; its standard output is the output, and it must exit
    /// with 0. `llvm`: an LLVM tool (an oracle), whose absence skips the RUN line with a
    /// `SKIPPED:` message unless `PARIR_REQUIRE_ORACLES=1`.
    Program { program: String, llvm: bool },
}

/// An LLVM tool that must accept each output marked [`Output::verify`], read from its standard
/// input (for instance `opt-19 -passes=verify -disable-output`).
#[derive(Debug, Clone, Copy)]
pub struct Oracle {
    /// The program and its arguments; a program `NAME-19` is also looked for as
    /// `/usr/lib/llvm-19/bin/NAME`.
    pub argv: &'static [&'static str],
}

/// What an oracle said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The tool is not installed (and `PARIR_REQUIRE_ORACLES` is not `1`): the reason.
    Skipped(String),
}

impl Oracle {
    /// Whether the oracle accepts `text`; `Err` says why not (or that a required oracle is
    /// missing, with `PARIR_REQUIRE_ORACLES=1`, or that it ran out of `timeout`).
    pub fn check(&self, text: &str, timeout: Duration) -> Result<Verdict, String> {
        let argv: Vec<String> = self.argv.iter().map(|a| a.to_string()).collect();
        match run_program(&argv, Some(text), timeout)? {
            Ran::NotFound(why) => llvm_tool_missing(&argv[0], why).map(Verdict::Skipped),
            Ran::Exited { ok: true, .. } => Ok(Verdict::Accepted),
            Ran::Exited { stderr, .. } => Err(format!(
                "`{}` rejects the output:\n{stderr}",
                self.argv.join(" ")
            )),
        }
    }
}

/// A missing LLVM tool: the reason to skip, or an error with `PARIR_REQUIRE_ORACLES=1`.
fn llvm_tool_missing(prog: &str, why: String) -> Result<String, String> {
    if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
        return Err(format!(
            "{prog} is required (PARIR_REQUIRE_ORACLES=1) but not found: {why}"
        ));
    }
    Ok(format!("{prog} not found ({why})"))
}

/// What running a program gave.
enum Ran {
    /// It could not be started (not installed): why.
    NotFound(String),
    /// It ran to its end.
    Exited {
        ok: bool,
        code: Option<i32>,
        stdout: String,
        stderr: String,
    },
}

/// Runs `argv` with `stdin` (none: empty) under `timeout`; a program `NAME-19` is also looked
/// for as `/usr/lib/llvm-19/bin/NAME`. Running out of time is an error.
fn run_program(argv: &[String], stdin: Option<&str>, timeout: Duration) -> Result<Ran, String> {
    let Some((prog, args)) = argv.split_first() else {
        return Err("empty command".into());
    };
    let mut candidates = vec![prog.to_string()];
    if let Some(base) = prog.strip_suffix("-19") {
        candidates.push(format!("/usr/lib/llvm-19/bin/{base}"));
    }
    let mut last_err = String::new();
    let child = candidates.iter().find_map(|p| {
        Command::new(p)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| last_err = e.to_string())
            .ok()
    });
    let Some(mut child) = child else {
        return Ok(Ran::NotFound(last_err));
    };
    // Feed the input and drain the outputs on threads, so that no pipe can fill and block.
    let input = stdin.unwrap_or("").to_string();
    let pipe_in = child.stdin.take();
    let writer = std::thread::spawn(move || {
        if let Some(mut s) = pipe_in {
            let _ = s.write_all(input.as_bytes());
        }
    });
    fn drain(r: Option<impl std::io::Read + Send + 'static>) -> std::thread::JoinHandle<String> {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut buf);
            }
            String::from_utf8_lossy(&buf).into_owned()
        })
    }
    let out = drain(child.stdout.take());
    let err = drain(child.stderr.take());
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("{prog} did not finish within {timeout:?}"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("{prog}: {e}")),
        }
    };
    let _ = writer.join();
    Ok(Ran::Exited {
        ok: status.success(),
        code: status.code(),
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    })
}

/// What checking a file gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every RUN line's output matched its CHECK lines.
    Passed,
    /// `bless`: the file's new text (equal to the old when nothing changed).
    Blessed(String),
}

/// The filetest runner: the tools a crate registers, what blessing keeps, and the oracle.
#[derive(Clone)]
pub struct Runner {
    tools: Vec<(Vec<String>, Tool)>,
    keep: Arc<dyn Fn(&str) -> bool + Send + Sync>,
    oracle: Option<Oracle>,
    timeout: Duration,
}

impl Default for Runner {
    fn default() -> Self {
        Runner::new()
    }
}

impl Runner {
    /// A runner without tools, keeping only function bodies when blessing, without an oracle,
    /// with a time bound of 60 s per tool invocation.
    pub fn new() -> Runner {
        Runner {
            tools: Vec::new(),
            keep: Arc::new(|_| false),
            oracle: None,
            timeout: Duration::from_secs(60),
        }
    }

    /// Registers the tool `name` (one or more words, such as `parir opt`).
    pub fn tool(mut self, name: &str, run: ToolFn) -> Runner {
        let words = name.split_whitespace().map(str::to_string).collect();
        self.tools.push((words, Tool::Func(run)));
        self
    }

    /// Registers the program `program` as the tool `name` (a built binary, say
    /// `env!("CARGO_BIN_EXE_parir")` as `parir`): it runs with the RUN line's arguments, must
    /// exit with 0, and its standard output is what the CHECK lines match.
    pub fn program(mut self, name: &str, program: &str) -> Runner {
        let words = name.split_whitespace().map(str::to_string).collect();
        let program = program.to_string();
        self.tools.push((
            words,
            Tool::Program {
                program,
                llvm: false,
            },
        ));
        self
    }

    /// Registers an LLVM tool (`lli-19`, `opt-19`, ...) run as [`Runner::program`] does; a RUN
    /// line of a tool that is not installed is skipped with a `SKIPPED:` message, unless
    /// `PARIR_REQUIRE_ORACLES=1`. A program `NAME-19` is also looked for as
    /// `/usr/lib/llvm-19/bin/NAME`.
    pub fn llvm_tool(mut self, name: &str) -> Runner {
        let program = name.to_string();
        self.tools.push((
            vec![name.to_string()],
            Tool::Program {
                program,
                llvm: true,
            },
        ));
        self
    }

    /// Blessing also describes the output lines outside function definitions for which
    /// `keep` holds (warnings, metadata nodes, printer lines).
    pub fn keep(mut self, keep: impl Fn(&str) -> bool + Send + Sync + 'static) -> Runner {
        self.keep = Arc::new(keep);
        self
    }

    /// Every output a tool marks [`Output::verify`] must be accepted by `oracle`.
    pub fn oracle(mut self, oracle: Oracle) -> Runner {
        self.oracle = Some(oracle);
        self
    }

    /// The time bound of one tool invocation.
    pub fn timeout(mut self, timeout: Duration) -> Runner {
        self.timeout = timeout;
        self
    }

    /// The registered tool that `command` starts with (the longest name), and the rest.
    fn find_tool<'c>(&self, command: &'c [String]) -> Option<(&Tool, &'c [String])> {
        self.tools
            .iter()
            .filter(|(name, _)| {
                command.len() >= name.len() && name.iter().zip(command).all(|(a, b)| a == b)
            })
            .max_by_key(|(name, _)| name.len())
            .map(|(name, f)| (f, &command[name.len()..]))
    }

    fn tool_names(&self) -> String {
        let names: Vec<String> = self.tools.iter().map(|(n, _)| n.join(" ")).collect();
        names.join(", ")
    }

    /// Runs `tool` on `inv`, bounded by the runner's timeout; `None`: skipped, with the
    /// reason printed.
    fn invoke(&self, tool: &Tool, inv: Invocation) -> Result<Option<Output>, String> {
        let f = match tool {
            Tool::Func(f) => *f,
            Tool::Program { program, llvm } => {
                let mut argv = vec![program.clone()];
                argv.extend(inv.args.iter().cloned());
                return match run_program(&argv, None, self.timeout)? {
                    Ran::NotFound(why) if *llvm => {
                        let why = llvm_tool_missing(program, why)?;
                        eprintln!("SKIPPED: {}:{}: {why}", inv.path, inv.line);
                        Ok(None)
                    }
                    Ran::NotFound(why) => Err(format!("cannot run {program}: {why}")),
                    Ran::Exited {
                        ok: true, stdout, ..
                    } => Ok(Some(Output::text(stdout))),
                    Ran::Exited { code, stderr, .. } => Err(format!(
                        "exit code {}, standard error:\n{stderr}",
                        code.map_or("none (killed by a signal)".to_string(), |c| c.to_string())
                    )),
                };
            }
        };
        let (tx, rx) = std::sync::mpsc::channel();
        let handle = std::thread::Builder::new()
            .name(format!("filetest {}:{}", inv.file_name, inv.line))
            .spawn(move || {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&inv)));
                let _ = tx.send(r);
            })
            .map_err(|e| format!("cannot start the tool: {e}"))?;
        match rx.recv_timeout(self.timeout) {
            Ok(Ok(r)) => {
                let _ = handle.join();
                r.map(Some)
            }
            Ok(Err(p)) => {
                let _ = handle.join();
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "<non-string panic>".into());
                Err(format!("the tool panicked: {msg}"))
            }
            Err(_) => Err(format!("the tool did not finish within {:?}", self.timeout)),
        }
    }

    /// Checks the filetest `src` (at `path`): runs each RUN line and matches its output, or,
    /// with `bless`, gives the file with its CHECK lines rewritten from the outputs. Errors
    /// name the file and the RUN line.
    pub fn check_source(&self, path: &str, src: &str, bless: bool) -> Result<Outcome, String> {
        let runs = parse_run_lines(src).map_err(|(l, e)| format!("{path}:{l}: {e}"))?;
        if runs.is_empty() {
            return Err(format!(
                "{path}: no `; RUN:` line (a filetest starts with `; RUN: <tool> <args...> | FileCheck %s`)"
            ));
        }
        let file_name = Path::new(path)
            .file_name()
            .and_then(|s| s.to_str())
            .unwrap_or(path)
            .to_string();
        let mut blessed = src.to_string();
        let mut blessed_prefixes: Vec<&str> = Vec::new();
        for run in &runs {
            let at = format!("{path}:{}", run.line);
            let Some((f, rest)) = self.find_tool(&run.command) else {
                return Err(format!(
                    "{at}: unknown tool `{}` (this runner knows: {})",
                    run.command[0],
                    self.tool_names()
                ));
            };
            let inv = Invocation {
                path: path.to_string(),
                file_name: file_name.clone(),
                src: src.to_string(),
                args: rest
                    .iter()
                    .map(|a| {
                        if a == "%s" {
                            path.to_string()
                        } else {
                            a.clone()
                        }
                    })
                    .collect(),
                line: run.line,
            };
            let Some(out) = self
                .invoke(f, inv)
                .map_err(|e| format!("{at}: {}: {e}", run.command.join(" ")))?
            else {
                continue;
            };
            if out.verify {
                if let Some(o) = &self.oracle {
                    match o.check(&out.text, self.timeout) {
                        Ok(Verdict::Accepted) => {}
                        Ok(Verdict::Skipped(why)) => {
                            eprintln!("SKIPPED: {at}: the oracle check of the output: {why}")
                        }
                        Err(e) => return Err(format!("{at}: {e}\n--- output ---\n{}", out.text)),
                    }
                }
            }
            // Blessing writes each prefix's lines from its first RUN line; the later RUN lines
            // of that prefix are matched against them.
            let blessing = bless && !blessed_prefixes.contains(&run.prefix.as_str());
            let src = if bless { blessed.as_str() } else { src };
            if blessing {
                blessed_prefixes.push(&run.prefix);
                blessed = if run.exact {
                    bless_exact(src, &out.text, &run.prefix)
                } else {
                    bless_prefix(src, &out.text, &run.prefix, &*self.keep)
                };
                continue;
            }
            if run.exact {
                let expected = exact_expected(src, &run.prefix);
                if expected != out.text {
                    return Err(format!(
                        "{at}: the output is not the {} lines (--exact)\n--- expected ---\n{expected}--- output ---\n{}",
                        run.prefix, out.text
                    ));
                }
                continue;
            }
            let cs = checks_with_prefix(src, &run.prefix);
            if cs.is_empty() {
                return Err(format!(
                    "{at}: no {} lines (run with BLESS=1 to add them)",
                    run.prefix
                ));
            }
            if let Err(e) = file_check(&cs, &out.text) {
                return Err(format!("{at}: {e}\n--- output ---\n{}", out.text));
            }
        }
        Ok(if bless {
            Outcome::Blessed(blessed)
        } else {
            Outcome::Passed
        })
    }

    /// Runs the filetest at `path`: matches it, or rewrites its CHECK lines with `BLESS=1`;
    /// panics with the error otherwise.
    pub fn run_filetest(&self, path: &str) {
        let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let bless = std::env::var("BLESS").as_deref() == Ok("1");
        match self.check_source(path, &src, bless) {
            Ok(Outcome::Passed) => {}
            Ok(Outcome::Blessed(new)) => {
                if new != src {
                    std::fs::write(path, new).unwrap_or_else(|e| panic!("{path}: {e}"));
                }
            }
            Err(e) => panic!("{e}"),
        }
    }
}

/// For `build.rs`: writes `$OUT_DIR/<out_name>` with one `#[test] fn <file_stem>()` per `.ll`
/// file in `dir`, each calling `run_filetest("<path>")` (a function the including test file
/// defines). Tells cargo to rerun when `dir` changes.
pub fn generate_tests(dir: &Path, out_name: &str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    if files.is_empty() {
        println!("cargo:warning=no .ll filetests in {}", dir.display());
    }
    let dst = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join(out_name);
    if let Err(e) = std::fs::write(&dst, test_functions(&files)) {
        println!("cargo:warning=cannot write {}: {e}", dst.display());
    }
}

/// The `#[test]` functions for `files` (see [`generate_tests`]).
fn test_functions(files: &[std::path::PathBuf]) -> String {
    let mut out = String::new();
    for f in files {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut ident: String = stem
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        if !ident.starts_with(|c: char| c.is_ascii_alphabetic()) {
            ident.insert_str(0, "t_");
        }
        let _ = writeln!(
            out,
            "#[test]\nfn {ident}() {{\n    run_filetest({:?});\n}}\n",
            f.display().to_string()
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_check_semantics() {
        let out = "a\nb\nc\n";
        let ok = |cs: Vec<Check>| file_check(&cs, out);
        assert!(ok(vec![Check::Plain("a".into()), Check::Next("b".into())]).is_ok());
        assert!(ok(vec![Check::Plain("a".into()), Check::Next("c".into())]).is_err());
        assert!(ok(vec![
            Check::Plain("a".into()),
            Check::Not("b".into()),
            Check::Plain("c".into())
        ])
        .is_err());
        assert!(ok(vec![Check::Plain("b".into()), Check::Not("a".into())]).is_ok());
        assert!(ok(vec![Check::Plain("c".into()), Check::Plain("a".into())]).is_err());
        assert!(ok(vec![Check::Next("a".into())]).is_err());
    }

    /// Prints its arguments, one per line.
    fn echo(inv: &Invocation) -> Result<Output, String> {
        Ok(Output::text(
            inv.args
                .iter()
                .map(|a| format!("{a}\n"))
                .collect::<String>(),
        ))
    }

    /// Prints a function around its arguments, and a metadata line.
    fn func(inv: &Invocation) -> Result<Output, String> {
        let mut s = String::from("; ModuleID = 'x'\ndefine void @f() {\n");
        for a in &inv.args {
            s.push_str(&format!("  {a}\n"));
        }
        s.push_str("}\n!0 = !{}\n");
        Ok(Output::module(s))
    }

    fn fails(_: &Invocation) -> Result<Output, String> {
        Err("bad input".into())
    }

    fn hangs(_: &Invocation) -> Result<Output, String> {
        std::thread::sleep(Duration::from_secs(5));
        Ok(Output::default())
    }

    fn runner() -> Runner {
        Runner::new()
            .tool("echo", echo)
            .tool("parir opt", echo)
            .tool("parir opt func", func)
            .tool("fails", fails)
    }

    #[test]
    fn run_lines_parse() {
        let src = "; RUN: parir opt -passes='a,b' %s | FileCheck %s\n\
                   define void @f() {\n\
                   ; RUN: echo \"x | y\" %second \\\n\
                   ; RUN:   more | FileCheck %s --check-prefix=TWO --exact\n\
                   ; CHECK: a\n";
        let runs = parse_run_lines(src).expect("parses");
        assert_eq!(
            runs,
            vec![
                RunLine {
                    line: 1,
                    command: vec![
                        "parir".into(),
                        "opt".into(),
                        "-passes=a,b".into(),
                        "%s".into()
                    ],
                    prefix: "CHECK".into(),
                    exact: false,
                },
                RunLine {
                    line: 3,
                    command: vec![
                        "echo".into(),
                        "x | y".into(),
                        "%second".into(),
                        "more".into()
                    ],
                    prefix: "TWO".into(),
                    exact: true,
                },
            ]
        );
        // `%s` is the path only as a whole word; `-passes` is an option of the tool.
        let out = runner()
            .check_source(
                "dir/t.ll",
                "; RUN: echo %s %second -passes=p | FileCheck %s --exact\n; CHECK: dir/t.ll\n; CHECK: %second\n; CHECK: -passes=p\n",
                false,
            );
        assert_eq!(out, Ok(Outcome::Passed));
        let inv = Invocation {
            path: "t.ll".into(),
            file_name: "t.ll".into(),
            src: String::new(),
            args: vec![
                "-passes=a".into(),
                "-p".into(),
                "print<x>".into(),
                "t.ll".into(),
            ],
            line: 1,
        };
        assert_eq!(inv.option("-passes"), Some("a"));
        assert_eq!(inv.option("-p"), Some("print<x>"));
        assert_eq!(inv.option("-q"), None);
        assert_eq!(inv.positional(&["-p"]), vec!["t.ll"]);
        // Malformed RUN lines are errors with their line.
        for (bad, line, what) in [
            ("; CHECK: x\n; RUN: echo a\n", 2, "FileCheck %s"),
            ("; RUN: echo a | grep a\n", 1, "FileCheck %s"),
            ("\n; RUN: echo 'a | FileCheck %s\n", 2, "unterminated"),
            ("; RUN: echo a | FileCheck %s --bogus\n", 1, "--bogus"),
            ("; RUN: echo a \\\n; CHECK: a\n", 1, "no RUN line follows"),
            ("; RUN: | FileCheck %s\n", 1, "without a tool"),
        ] {
            let e = parse_run_lines(bad).expect_err(bad);
            assert_eq!(e.0, line, "{bad}");
            assert!(e.1.contains(what), "{bad}: {}", e.1);
        }
    }

    #[test]
    fn the_longest_tool_name_wins() {
        let src = "; RUN: parir opt func %s | FileCheck %s\n; CHECK: define void @f()\n; CHECK-NEXT: t.ll\n";
        assert_eq!(
            runner().check_source("t.ll", src, false),
            Ok(Outcome::Passed)
        );
        let src = "; RUN: parir opt x | FileCheck %s\n; CHECK: x\n; CHECK-NOT: define\n";
        assert_eq!(
            runner().check_source("t.ll", src, false),
            Ok(Outcome::Passed)
        );
    }

    #[test]
    fn an_unknown_tool_names_the_file_and_line() {
        let src = "; a comment\n; RUN: parir fmt %s | FileCheck %s\n; CHECK: x\n";
        let e = runner().check_source("dir/t.ll", src, false).unwrap_err();
        assert!(e.starts_with("dir/t.ll:2: unknown tool `parir`"), "{e}");
        assert!(e.contains("echo, parir opt, parir opt func"), "{e}");
    }

    #[test]
    fn a_file_without_run_is_an_error() {
        let e = runner()
            .check_source(
                "t.ll",
                "define void @f() {\n  ret void\n}\n; CHECK: ret\n",
                false,
            )
            .unwrap_err();
        assert!(e.starts_with("t.ll: no `; RUN:` line"), "{e}");
        // So is a file without CHECK lines for its RUN line's prefix.
        let e = runner()
            .check_source(
                "t.ll",
                "; RUN: echo a | FileCheck %s --check-prefix=X\n; CHECK: a\n",
                false,
            )
            .unwrap_err();
        assert!(e.starts_with("t.ll:1: no X lines"), "{e}");
    }

    #[test]
    fn a_failing_check_fails() {
        let r = runner();
        let src = "; RUN: echo a b | FileCheck %s\n; CHECK: a\n; CHECK-NEXT: c\n";
        let e = r.check_source("t.ll", src, false).unwrap_err();
        assert!(e.starts_with("t.ll:1: Next(\"c\") not found"), "{e}");
        assert!(e.contains("--- output ---\na\nb\n"), "{e}");
        let src = "; RUN: echo a b | FileCheck %s\n; CHECK-NOT: b\n";
        assert!(r
            .check_source("t.ll", src, false)
            .unwrap_err()
            .contains("CHECK-NOT: b matched"));
        // --exact: the lines are the whole output; a missing or extra line fails.
        let src = "; RUN: echo a b | FileCheck %s --exact\n; CHECK: a\n";
        assert!(r
            .check_source("t.ll", src, false)
            .unwrap_err()
            .contains("(--exact)"));
        let src = "; RUN: echo a b | FileCheck %s --exact\n; CHECK: a\n; CHECK: b\n";
        assert_eq!(r.check_source("t.ll", src, false), Ok(Outcome::Passed));
        let src = "; RUN: echo a | FileCheck %s --exact\n; CHECK: a\n; CHECK: b\n";
        assert!(r.check_source("t.ll", src, false).is_err());
        // Each RUN line checks its own prefix's lines.
        let src = "; RUN: echo a | FileCheck %s\n; RUN: echo b | FileCheck %s --check-prefix=B\n; CHECK: a\n; B: b\n";
        assert_eq!(r.check_source("t.ll", src, false), Ok(Outcome::Passed));
        let src = "; RUN: echo a | FileCheck %s\n; RUN: echo b | FileCheck %s --check-prefix=B\n; CHECK: a\n; B: a\n";
        assert!(r
            .check_source("t.ll", src, false)
            .unwrap_err()
            .starts_with("t.ll:2:"));
        // A tool's error, or its panic, fails with the RUN line.
        let src = "; RUN: fails %s | FileCheck %s\n; CHECK: a\n";
        let e = r.check_source("t.ll", src, false).unwrap_err();
        assert_eq!(e, "t.ll:1: fails %s: bad input");
        let r = r.tool("panics", |_| panic!("boom"));
        let src = "; RUN: panics | FileCheck %s\n; CHECK: a\n";
        let e = r.check_source("t.ll", src, false).unwrap_err();
        assert!(e.contains("t.ll:1: panics: the tool panicked: boom"), "{e}");
    }

    #[test]
    fn a_hanging_tool_fails_at_the_bound() {
        let r = Runner::new()
            .tool("hangs", hangs)
            .timeout(Duration::from_millis(100));
        let start = Instant::now();
        let e = r
            .check_source("t.ll", "; RUN: hangs | FileCheck %s\n; CHECK: x\n", false)
            .unwrap_err();
        assert!(e.contains("did not finish within"), "{e}");
        assert!(start.elapsed() < Duration::from_secs(4));
    }

    #[test]
    fn bless_rewrites_the_check_lines() {
        let r = runner().keep(|l| l.starts_with('!'));
        let src =
            "; RUN: parir opt func a b | FileCheck %s\n; input\n; CHECK: stale\n; CHECK-NOT: c\n\n";
        let Ok(Outcome::Blessed(new)) = r.check_source("t.ll", src, true) else {
            panic!("blesses")
        };
        assert_eq!(
            new,
            "; RUN: parir opt func a b | FileCheck %s\n; input\n; CHECK-NOT: c\n\n\
             ; CHECK: define void @f() {\n; CHECK-NEXT:   a\n; CHECK-NEXT:   b\n; CHECK-NEXT: }\n\
             ; CHECK: !0 = !{}\n"
        );
        // The blessed file passes; blessing it again changes nothing.
        assert_eq!(r.check_source("t.ll", &new, false), Ok(Outcome::Passed));
        assert_eq!(
            r.check_source("t.ll", &new, true),
            Ok(Outcome::Blessed(new.clone()))
        );
        // --exact blesses every line where the first CHECK stood, blank lines included.
        let src = "; RUN: echo a '' b | FileCheck %s --exact\n; CHECK: old\n; after\n";
        let Ok(Outcome::Blessed(new)) = r.check_source("t.ll", src, true) else {
            panic!("blesses")
        };
        assert_eq!(
            new,
            "; RUN: echo a '' b | FileCheck %s --exact\n; CHECK: a\n; CHECK:\n; CHECK: b\n; after\n"
        );
        assert_eq!(r.check_source("t.ll", &new, false), Ok(Outcome::Passed));
        // The first RUN line of a prefix blesses it; the later ones must match.
        let src = "; RUN: echo a | FileCheck %s --exact\n; RUN: echo a | FileCheck %s --exact\n";
        assert_eq!(
            r.check_source("t.ll", src, true),
            Ok(Outcome::Blessed(format!("{src}; CHECK: a\n")))
        );
        let src = "; RUN: echo a | FileCheck %s --exact\n; RUN: echo b | FileCheck %s --exact\n";
        assert!(r
            .check_source("t.ll", src, true)
            .unwrap_err()
            .starts_with("t.ll:2:"));
        // Other prefixes' lines are left alone.
        let src = "; RUN: echo a | FileCheck %s --check-prefix=A\n; B: kept\n; A: old\n";
        let Ok(Outcome::Blessed(new)) = r.check_source("t.ll", src, true) else {
            panic!("blesses")
        };
        assert!(new.contains("; B: kept\n") && !new.contains("old"), "{new}");
    }

    #[test]
    fn bless_writes_the_file_with_bless_1_only() {
        // run_filetest reads BLESS itself; here the file is checked, then blessed through
        // check_source's flag, as run_filetest does, and written.
        let dir = std::env::temp_dir().join(format!("parir-filecheck-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("tempdir");
        let path = dir.join("t.ll");
        let path = path.to_str().expect("utf-8");
        std::fs::write(
            path,
            "; RUN: echo new | FileCheck %s --exact\n; CHECK: new\n",
        )
        .expect("write");
        if std::env::var("BLESS").as_deref() != Ok("1") {
            runner().run_filetest(path);
            let stale = "; RUN: echo new | FileCheck %s --exact\n; CHECK: old\n";
            std::fs::write(path, stale).expect("write");
            let r = std::panic::catch_unwind(|| runner().run_filetest(path));
            assert!(r.is_err(), "a stale file fails without BLESS");
            assert_eq!(
                std::fs::read_to_string(path).expect("read"),
                stale,
                "and is not written"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn oracle_verdicts() {
        let missing = Oracle {
            argv: &["parir-no-such-tool-19"],
        };
        let v = missing.check("", Duration::from_secs(5));
        if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
            assert!(v.unwrap_err().contains("required"));
        } else {
            assert!(matches!(v, Ok(Verdict::Skipped(_))), "{v:?}");
        }
        let rejects = Oracle { argv: &["false"] };
        assert!(rejects.check("x", Duration::from_secs(5)).is_err());
        let accepts = Oracle { argv: &["cat"] };
        assert_eq!(
            accepts.check("x", Duration::from_secs(5)),
            Ok(Verdict::Accepted)
        );
    }

    #[test]
    fn programs_and_llvm_tools() {
        let r = Runner::new()
            .program("sh", "sh")
            .llvm_tool("parir-no-such-tool-19");
        let src = "; RUN: sh -c 'echo out; echo err >&2' | FileCheck %s --exact\n; CHECK: out\n";
        assert_eq!(r.check_source("t.ll", src, false), Ok(Outcome::Passed));
        let src = "; RUN: sh -c 'echo why >&2; exit 3' | FileCheck %s\n; CHECK: x\n";
        let e = r.check_source("t.ll", src, false).unwrap_err();
        assert!(
            e.starts_with("t.ll:1: sh -c echo why >&2; exit 3: exit code 3"),
            "{e}"
        );
        assert!(e.contains("why"), "{e}");
        // A missing LLVM tool skips its RUN line, unless the oracles are required.
        let src = "; RUN: parir-no-such-tool-19 %s | FileCheck %s\n; CHECK: x\n";
        let v = r.check_source("t.ll", src, false);
        if std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1") {
            assert!(v.unwrap_err().contains("is required"));
        } else {
            assert_eq!(v, Ok(Outcome::Passed));
        }
        let r = Runner::new().program("gone", "/nonexistent/parir");
        let src = "; RUN: gone | FileCheck %s\n; CHECK: x\n";
        assert!(r
            .check_source("t.ll", src, false)
            .unwrap_err()
            .contains("cannot run"));
        // A program that hangs is killed at the bound.
        let r = Runner::new()
            .program("sh", "sh")
            .timeout(Duration::from_millis(200));
        let src = "; RUN: sh -c 'sleep 5' | FileCheck %s\n; CHECK: x\n";
        let e = r.check_source("t.ll", src, false).unwrap_err();
        assert!(e.contains("did not finish within"), "{e}");
    }

    #[test]
    fn generated_tests_are_one_per_file() {
        let files = vec![
            std::path::PathBuf::from("/d/accept-live-out.ll"),
            std::path::PathBuf::from("/d/2x.ll"),
        ];
        let code = test_functions(&files);
        assert!(
            code.contains("fn accept_live_out() {\n    run_filetest(\"/d/accept-live-out.ll\");")
        );
        assert!(code.contains("fn t_2x()"));
        assert_eq!(code.matches("#[test]").count(), 2);
    }
}

/// The input of one of lit's tests as its `RUN:` lines compose it: text written by
/// `echo '...' > F` (with `%/t` standing for `tmp`) and appended to the test by
/// `cat %s F... > G`. Other tests are their own input (returned as they are). Conformance
/// harnesses read other projects' tests this way, as lit runs them.
///
/// ```
/// let raw = "; RUN: echo '!5 = !{!\"%/t/x\"}' > %t/1\n; RUN: cat %s %t/1 > %t/2\n!0 = !{!5}\n";
/// let got = parir_filecheck::lit_composed_input(raw, std::path::Path::new("/tmp/w"));
/// assert!(got.ends_with("!0 = !{!5}\n!5 = !{!\"/tmp/w/x\"}\n"), "{got}");
/// assert_eq!(parir_filecheck::lit_composed_input("!0 = !{}\n", std::path::Path::new("/t")), "!0 = !{}\n");
/// ```
pub fn lit_composed_input(raw: &str, tmp: &std::path::Path) -> String {
    let runs: Vec<&str> = raw
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("; RUN:"))
        .map(str::trim)
        .collect();
    let mut files: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    for r in &runs {
        if let Some(rest) = r.strip_prefix("echo '") {
            if let Some((text, target)) = rest.split_once("' > ") {
                let t = tmp.display().to_string();
                files.insert(target.trim().to_string(), text.replace("%/t", &t) + "\n");
            }
        }
    }
    for r in &runs {
        if let Some(rest) = r.strip_prefix("cat %s ") {
            let Some((appended, _)) = rest.split_once(" > ") else {
                continue;
            };
            let mut out = raw.to_string();
            for f in appended.split_whitespace() {
                match files.get(f) {
                    Some(t) => out.push_str(t),
                    None => return raw.to_string(),
                }
            }
            return out;
        }
    }
    raw.to_string()
}
