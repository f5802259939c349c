//! Runs every command of docs/guide.md and compares its output with the output the guide shows
//! (issue 34, point 1).
//!
//! The guide's conventions, which this runner reads:
//! - each `## ` section is one session, run in a fresh folder;
//! - a fenced block whose info string has `file=NAME` (```` ```c file=stencil.c ````) is
//!   written to NAME in that folder, when it is reached;
//! - a ```` ```console ```` block holds commands (`$ ` lines) each followed by its output,
//!   standard output and standard error as a terminal would show them (one pipe for both);
//!   a last output line `[exit N]` says that the command exits with N (otherwise 0);
//! - commands run with `sh -c` in the session's folder, with the `parir` under test first on
//!   PATH and `PARIR_ROOT` the repository; trailing spaces and trailing empty lines are not
//!   compared, and the session folder's path is shown as `.` (`./gather.c:8:3`).
//!
//! A session whose commands need a tool that is not installed (clang-19, flang-new-19,
//! spirv-val, ...) is skipped with a visible message, or fails with `PARIR_REQUIRE_ORACLES=1`.
//! `PARIR_GUIDE_BLESS=1` rewrites the outputs in the guide with what the commands print
//! (for the guide's authors; review the diff).

mod common;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Tools a guide command may start, beside parir and the shell's own.
const TOOLS: &[&str] = &[
    "clang-19",
    "clang",
    "flang-new-19",
    "opt-19",
    "llvm-spirv-15",
    "spirv-val",
    "spirv-dis",
    "dot",
];

/// One command of a console block, with the output the guide shows.
struct Step {
    cmd: String,
    /// Index of the `$ ` line in the guide's lines.
    line: usize,
    /// The shown output's line range (after the `$ ` line).
    out: std::ops::Range<usize>,
}

enum Item {
    File { name: String, body: String },
    Run(Step),
}

struct Session {
    title: String,
    items: Vec<Item>,
}

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::canonicalize(&root).unwrap_or(root)
}

fn guide_path() -> PathBuf {
    repo_root().join("docs/guide.md")
}

fn parse(lines: &[&str]) -> Vec<Session> {
    let mut sessions: Vec<Session> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if let Some(t) = l.strip_prefix("## ") {
            sessions.push(Session {
                title: t.to_string(),
                items: Vec::new(),
            });
            i += 1;
            continue;
        }
        let Some(info) = l.strip_prefix("```") else {
            i += 1;
            continue;
        };
        let info = info.trim().to_string();
        let start = i + 1;
        let mut end = start;
        while end < lines.len() && !lines[end].starts_with("```") {
            end += 1;
        }
        let session = sessions.last_mut();
        if let Some(s) = session {
            if let Some(name) = info
                .split_whitespace()
                .find_map(|w| w.strip_prefix("file="))
            {
                let mut body = lines[start..end].join("\n");
                body.push('\n');
                s.items.push(Item::File {
                    name: name.to_string(),
                    body,
                });
            } else if info == "console" {
                let mut k = start;
                while k < end {
                    if let Some(cmd) = lines[k].strip_prefix("$ ") {
                        let mut o = k + 1;
                        while o < end && !lines[o].starts_with("$ ") {
                            o += 1;
                        }
                        s.items.push(Item::Run(Step {
                            cmd: cmd.to_string(),
                            line: k,
                            out: k + 1..o,
                        }));
                        k = o;
                    } else {
                        k += 1;
                    }
                }
            }
        }
        i = end + 1;
    }
    sessions
}

/// The tools a session's commands start that are not installed.
fn missing_tools(s: &Session) -> Vec<&'static str> {
    let mut missing = Vec::new();
    for it in &s.items {
        if let Item::Run(st) = it {
            // `analyze --svg` runs graphviz's `dot`.
            if st.cmd.contains(" --svg ") && !common::have_tool("dot") && !missing.contains(&"dot")
            {
                missing.push("dot");
            }
            for t in TOOLS {
                let used = st
                    .cmd
                    .split(|c: char| c.is_whitespace() || c == '|' || c == ';' || c == '&')
                    .any(|w| w == *t);
                if used && !common::have_tool(t) && !missing.contains(t) {
                    missing.push(*t);
                }
            }
        }
    }
    missing
}

/// Runs `cmd` in `dir`; returns the interleaved standard output and error, and the exit code.
fn run(cmd: &str, dir: &Path, path: &str) -> (String, i32) {
    let (mut reader, writer) = std::io::pipe().expect("a pipe");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .current_dir(dir)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .env("PARIR_ROOT", repo_root())
        .env_remove("PARIR_GUIDE_BLESS")
        .stdin(Stdio::null())
        .stdout(writer.try_clone().expect("pipe"))
        .stderr(writer)
        .spawn()
        .expect("sh runs");
    let reading = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = reader.read_to_end(&mut out);
        out
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("guide command did not finish within 120 s: {cmd}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let out = reading.join().expect("reader");
    (
        String::from_utf8_lossy(&out).into_owned(),
        status.code().unwrap_or(-1),
    )
}

fn normalize(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.lines().map(|l| l.trim_end().to_string()).collect();
    while v.last().is_some_and(|l| l.is_empty()) {
        v.pop();
    }
    v
}

#[test]
fn every_command_of_the_guide_prints_what_the_guide_shows() {
    let path = guide_path();
    let text = std::fs::read_to_string(&path).expect("docs/guide.md");
    let lines: Vec<&str> = text.lines().collect();
    let sessions = parse(&lines);
    assert!(sessions.len() >= 8, "the guide has a session per system");
    let bless = std::env::var_os("PARIR_GUIDE_BLESS").is_some();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_parir"));
    let search = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut replacements: Vec<(std::ops::Range<usize>, Vec<String>)> = Vec::new();
    let mut failures = Vec::new();
    let mut commands = 0;
    for s in &sessions {
        let missing = missing_tools(s);
        if !missing.is_empty() {
            let msg = format!(
                "guide session '{}' needs {} (not installed)",
                s.title,
                missing.join(", ")
            );
            assert!(!common::require_oracles(), "{msg}");
            eprintln!("SKIPPED: {msg}");
            continue;
        }
        let dir = tempfile::tempdir().expect("a folder");
        for it in &s.items {
            match it {
                Item::File { name, body } => {
                    let p = dir.path().join(name);
                    if let Some(parent) = p.parent() {
                        std::fs::create_dir_all(parent).unwrap();
                    }
                    std::fs::write(p, body).unwrap();
                }
                Item::Run(st) => {
                    commands += 1;
                    let (out, code) = run(&st.cmd, dir.path(), &search);
                    let folder = dir.path().display().to_string();
                    let mut got = normalize(&out.replace(&folder, "."));
                    if code != 0 {
                        got.push(format!("[exit {code}]"));
                    }
                    let want: Vec<String> = normalize(&lines[st.out.clone()].join("\n"));
                    if bless {
                        replacements.push((st.out.clone(), got));
                    } else if got != want {
                        failures.push(format!(
                            "docs/guide.md:{}: `{}` (session '{}')\n--- the guide shows\n{}\n--- it printed\n{}",
                            st.line + 1,
                            st.cmd,
                            s.title,
                            want.join("\n"),
                            got.join("\n")
                        ));
                    }
                }
            }
        }
    }
    if bless {
        let mut out: Vec<String> = Vec::new();
        let mut i = 0;
        for (range, new) in replacements {
            out.extend(lines[i..range.start].iter().map(|s| s.to_string()));
            out.extend(new);
            i = range.end;
        }
        out.extend(lines[i..].iter().map(|s| s.to_string()));
        std::fs::write(&path, out.join("\n") + "\n").unwrap();
        eprintln!("blessed {commands} commands in {}", path.display());
        return;
    }
    eprintln!("{commands} guide commands run");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
