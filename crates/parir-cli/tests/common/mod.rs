//! Running the `parir` binary in the CLI tests, and the LLVM tools they compare with.
// Each test crate uses some of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Whether the LLVM 19 tools are required (`PARIR_REQUIRE_ORACLES=1`, as in CI): a test
/// that cannot find one then fails instead of skipping.
pub fn require_oracles() -> bool {
    std::env::var("PARIR_REQUIRE_ORACLES").as_deref() == Ok("1")
}

/// Whether `tool` runs (`tool --version` succeeds). When it does not, prints
/// `SKIPPED: <tool> not found`, or fails when the oracles are required.
pub fn have_tool(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            !require_oracles(),
            "{tool} is required (PARIR_REQUIRE_ORACLES=1)"
        );
        eprintln!("SKIPPED: {tool} not found");
    }
    ok
}

/// The folder `../shared/conformance/SUITE` beside the repository, when it holds `marker`
/// (its list of tests); otherwise prints why the suite is skipped, or fails when the oracles
/// are required (CI reads the suites from there).
pub fn conformance_suite(suite: &str, marker: &str) -> Option<PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance")
        .join(suite);
    if d.join(marker).is_file() {
        return Some(d);
    }
    assert!(
        !require_oracles(),
        "{} not found and PARIR_REQUIRE_ORACLES=1",
        d.display()
    );
    eprintln!(
        "SKIPPED: {} not found; the {suite} suite is not run",
        d.display()
    );
    None
}

/// The files of `dir` whose name ends in `.ext`, sorted.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// Runs `cmd` with an empty standard input: a pipe closed at once, not `/dev/null`, which
/// some sandboxes replace by a regular file that other processes have written to.
pub fn output_without_input(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    drop(child.stdin.take());
    child.wait_with_output().expect("the program finishes")
}

/// Runs `parir ARGS` with `stdin` as standard input (closed at once when `None`).
pub fn parir(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parir"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("parir runs");
    let mut input = child.stdin.take().expect("stdin");
    if let Some(s) = stdin {
        // A parir that rejects its arguments exits without reading: a broken pipe is fine.
        let _ = input.write_all(s.as_bytes());
    }
    // Close standard input so that a reader sees its end.
    drop(input);
    child.wait_with_output().expect("parir finishes")
}

/// Runs `parir ARGS` in `cwd` (the test's own folder when `None`) with `stdin` as standard
/// input (closed at once when `None`), standard output and error piped and drained on
/// threads (so a large output cannot block it); kills it and fails the test when it has not
/// finished within `limit` (a hang).
pub fn parir_bounded<S: AsRef<std::ffi::OsStr>>(
    args: &[S],
    cwd: Option<&Path>,
    stdin: Option<&[u8]>,
    limit: std::time::Duration,
) -> Output {
    use std::io::Read;
    let shown: Vec<String> = args
        .iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = cwd {
        cmd.current_dir(dir);
    }
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("parir {shown:?}: {e}"));
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.map(<[u8]>::to_vec);
    let feeder = std::thread::spawn(move || {
        if let Some(d) = data {
            // A parir that rejects its arguments exits without reading: a broken pipe is fine.
            let _ = input.write_all(&d);
        }
    });
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("stdout")));
    let err = drain(Box::new(child.stderr.take().expect("stderr")));
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("parir {shown:?} did not finish within {limit:?} (a hang)");
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let _ = feeder.join();
    Output {
        status,
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    }
}

/// `parir ARGS` with no input, bounded by `limit` (see [`parir_bounded`]).
pub fn parir_within(args: &[&str], limit: std::time::Duration) -> Output {
    parir_bounded(args, None, None, limit)
}

/// `parir analyze --format json -p print<loop-transforms>` of `ll` (within `limit`, when
/// given), parsed; the command must succeed.
pub fn loop_transforms_json(ll: &Path, limit: Option<std::time::Duration>) -> serde_json::Value {
    let args = [
        "analyze",
        "--format",
        "json",
        "-p",
        "print<loop-transforms>",
        ll.to_str().expect("utf-8"),
    ];
    let out = match limit {
        Some(l) => parir_within(&args, l),
        None => parir(&args, None),
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Per function, the sorted attribute lists of its loops (the JSON text of each list, as
/// `parir analyze --format json -p print<loop-transforms>` gives it): what the loop
/// transformation differentials compare, LoopIDs out of the picture.
pub fn loop_attributes(ll: &Path) -> std::collections::BTreeMap<String, Vec<String>> {
    let doc = loop_transforms_json(ll, None);
    let mut map = std::collections::BTreeMap::new();
    for f in doc["print<loop-transforms>"]["functions"]
        .as_array()
        .expect("functions")
    {
        let mut lists: Vec<String> = f["loops"]
            .as_array()
            .expect("loops")
            .iter()
            .map(|l| l["attributes"].to_string())
            .collect();
        lists.sort();
        map.insert(f["function"].as_str().unwrap_or("").to_string(), lists);
    }
    map
}

/// The standard output of `parir ARGS`, which must succeed.
pub fn parir_stdout(args: &[&str]) -> String {
    let out = parir(args, None);
    assert!(
        out.status.success(),
        "parir {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Runs `cmd`, which must succeed; its standard error.
pub fn run_ok(cmd: &mut Command) -> String {
    let out = cmd.output().expect("runs");
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `parir opt -passes=PASSES INPUT -o OUTPUT`, which must succeed; its standard error (the
/// passes' warnings).
pub fn parir_opt(passes: &str, input: &Path, output: &Path) -> String {
    let out = parir(
        &[
            "opt",
            &format!("-passes={passes}"),
            input.to_str().expect("utf-8"),
            "-o",
            output.to_str().expect("utf-8"),
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `opt-19 -passes=PASSES INPUT -S -o OUTPUT`, which must succeed; its standard error.
pub fn opt19(passes: &str, input: &Path, output: &Path) -> String {
    run_ok(
        Command::new("opt-19")
            .arg(format!("-passes={passes}"))
            .arg(input)
            .arg("-S")
            .arg("-o")
            .arg(output),
    )
}

/// A C file as the loop transformation differentials take it: clang-19 -O0 with optnone
/// disabled, then parir's mem2reg and loop-simplify; written to `out`.
pub fn c_to_simplified_ll(c: &Path, tmp: &Path, out: &Path) {
    let raw = tmp.join(format!(
        "{}.raw.ll",
        out.file_stem().and_then(|s| s.to_str()).unwrap_or("c")
    ));
    run_ok(
        Command::new("clang-19")
            .args([
                "-O0",
                "-Xclang",
                "-disable-O0-optnone",
                "-S",
                "-emit-llvm",
                "-w",
            ])
            .arg(c)
            .arg("-o")
            .arg(&raw),
    );
    parir_opt("mem2reg,loop-simplify", &raw, out);
}

/// What a test program says it prints: its `; STDOUT: ` lines, each with its newline.
pub fn stated_stdout(src: &str) -> String {
    src.lines()
        .filter_map(|l| l.strip_prefix("; STDOUT: "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Per function of the module at `p`, how many vector loops it has: latches branching back to
/// a `vector.body` block (`vec.epilog.vector.body` in LLVM's epilogue, `vector.body<N>` in
/// parir's). Functions without one are left out.
pub fn vector_loops(p: &Path) -> Vec<(String, usize)> {
    let text = std::fs::read_to_string(p).expect("output");
    let mut out: Vec<(String, usize)> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            let name = rest
                .split('@')
                .nth(1)
                .and_then(|s| s.split('(').next())
                .unwrap_or("")
                .to_string();
            out.push((name, 0));
        } else if line.contains("!llvm.loop")
            && line.split("label %").skip(1).any(|t| {
                // A header's name, not an unrolled copy's (`vector.body.1`): the branch of
                // an unrolled copy that keeps its exit test keeps the LoopID too.
                let name = t.split([',', ' ']).next().unwrap_or("");
                name.strip_suffix(|c: char| c.is_ascii_digit())
                    .map_or(name, |n| n.trim_end_matches(|c: char| c.is_ascii_digit()))
                    .ends_with("vector.body")
            })
        {
            if let Some(last) = out.last_mut() {
                last.1 += 1;
            }
        }
    }
    out.retain(|(_, n)| *n > 0);
    out
}

/// The "loop not ..." warnings of `transform-warning` in `stderr`, sorted, without their
/// locations (LLVM prints `<unknown>:0:0` for code without debug information) and without
/// parir's remark names: what parir's and opt-19's runs are compared on.
pub fn loop_warnings(stderr: &str) -> Vec<String> {
    let mut w: Vec<String> = stderr
        .lines()
        .filter(|l| l.contains("warning: "))
        .filter_map(|l| l.find("loop not").map(|i| &l[i..]))
        .map(|m| m.split(" [").next().unwrap_or(m).to_string())
        .collect();
    w.sort();
    w
}

/// The RUN lines of one of LLVM's lit test files, continuation lines (`\` at the end)
/// joined (`llvm_transform_warning.rs`, `llvm_loopmd.rs`).
pub fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur: Option<String> = None;
    for l in text.lines() {
        let Some((_, rest)) = l.split_once("RUN:") else {
            continue;
        };
        let rest = rest.trim();
        let (part, more) = match rest.strip_suffix('\\') {
            Some(p) => (p.trim(), true),
            None => (rest, false),
        };
        let c = cur.get_or_insert_with(String::new);
        if !c.is_empty() {
            c.push(' ');
        }
        c.push_str(part);
        if !more {
            lines.push(cur.take().expect("a line"));
        }
    }
    lines.extend(cur);
    lines
}

/// Shell words, single and double quotes removed; `|` is a word of its own.
pub fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut in_word = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            (None, '|') => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
                out.push("|".to_string());
            }
            (None, c) => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        out.push(cur);
    }
    out
}

/// Runs `cmd` with standard input from `stdin` (empty when `None`), its output in files under
/// `tmp`; returns the exit status (`None` if killed after `limit`), standard output and
/// standard error (the LLVM-test harnesses).
pub fn run_bounded(
    cmd: &mut Command,
    stdin: Option<&Path>,
    tmp: &Path,
    limit: std::time::Duration,
) -> (Option<i32>, String, String) {
    let (out_path, err_path) = (tmp.join("stdout"), tmp.join("stderr"));
    let stdin = match stdin {
        Some(p) => Stdio::from(std::fs::File::open(p).expect("input opens")),
        None => Stdio::piped(),
    };
    let mut child = cmd
        .stdin(stdin)
        .stdout(std::fs::File::create(&out_path).expect("create"))
        .stderr(std::fs::File::create(&err_path).expect("create"))
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    drop(child.stdin.take());
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s.code();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let read = |p: &Path| {
        let mut s = String::new();
        let _ =
            std::fs::File::open(p).and_then(|mut f| std::io::Read::read_to_string(&mut f, &mut s));
        s
    };
    (status, read(&out_path), read(&err_path))
}
