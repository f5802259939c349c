//! OpenCilk's Tapir tests through parir (issue 32, point 4): reads
//! `../shared/conformance/opencilk/tests/**.ll` at test time (never copied into the project)
//! and, for each file:
//!
//! - **read**: `parir fmt` reads it;
//! - **fixed**: its `fmt` output is a fixed point of `fmt`;
//! - **verify**: `parir verify` accepts it (OpenCilk's tests are valid Tapir: the verifier's
//!   Tapir rules must hold on them);
//! - **round trip**: `tapir-prepare` then `tapir-extract` gives the `fmt` output back exactly
//!   (the `; ModuleID` line aside);
//! - **prepared**: `tapir-prepare` left no Tapir terminator (nothing was refused);
//! - **marker round trip**: `tapir-extract` then `tapir-prepare` of the prepared output gives
//!   it back exactly;
//! - **opt-19**: `opt-19 -passes=verify` accepts the prepared output of a prepared file (the
//!   marker form writes OpenCilk's attribute keywords as string attributes; a file whose
//!   non-Tapir IR LLVM 19 does not read, a newer LLVM's constant expression say, fails here).
//!
//! `programs/` holds Cilk C/C++ sources; OpenCilk's compiler is not available here, so they are
//! counted and not run (the hand-written Tapir programs of `tests/tapir/` run instead, see
//! `tests/tapir.rs`). There is no other honest way to Tapir for them: `cilk_spawn` is a
//! keyword before an expression whose task ends with the statement, which no header macro can
//! delimit (parir cc has no Cilk frontend), and many use OpenCilk's runtime and reducer
//! headers; their serial elisions would test the C interpreter, not Tapir. The harness prints
//! what they use.
//!
//! It prints the figures and every failure grouped by its first message, and fails when a
//! figure drops below the one last measured (`FLOOR_*`: raise them as parir improves, never
//! above what it reaches). Every tool call has a time bound. Without the suite or opt-19, the
//! test is skipped with a `SKIPPED:` message, unless `PARIR_REQUIRE_ORACLES=1`.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Figures last measured; a drop below any of them fails the test.
// All 73 (`detach-gcov.ll` read as its RUN lines compose it).
const FLOOR_READ: usize = 73;
const FLOOR_FIXED: usize = 73;
const FLOOR_VERIFY: usize = 73;
const FLOOR_ROUND_TRIP: usize = 73;
const FLOOR_PREPARED: usize = 73;
const FLOOR_MARKER_ROUND_TRIP: usize = 73;
const FLOOR_OPT19: usize = 73;

const LIMIT: Duration = Duration::from_secs(30);

fn suite() -> Option<PathBuf> {
    common::conformance_suite("opencilk", "MANIFEST.tsv")
}

fn files(dir: &Path, ext: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| ext.iter().any(|e| x == *e)) {
            out.push(p);
        }
    }
}

/// What the Cilk programs use, counted from their sources.
#[derive(Default)]
struct ProgramUses {
    spawn: usize,
    loops_or_scopes: usize,
    runtime_headers: usize,
}

fn program_uses(programs: &[PathBuf]) -> ProgramUses {
    let mut u = ProgramUses::default();
    for p in programs {
        let src = std::fs::read_to_string(p).unwrap_or_default();
        u.spawn += src.contains("cilk_spawn") as usize;
        u.loops_or_scopes += (src.contains("cilk_for") || src.contains("cilk_scope")) as usize;
        u.runtime_headers += [
            "cilk/cilk_api.h",
            "_reducer.h",
            "cilk/cilksan.h",
            "cilk/cilkscale.h",
        ]
        .iter()
        .any(|h| src.contains(h)) as usize;
    }
    u
}

fn without_module_id(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("; ModuleID = "))
        .flat_map(|l| [l, "\n"])
        .collect()
}

/// The first line of an error output, without its `path:line:col:` location, so that failures
/// of one cause group together.
fn cause(stderr: &str) -> String {
    let line = stderr
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("(no message)");
    match line.find(".ll:") {
        Some(i) => line[i + 4..]
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
            .trim()
            .to_string(),
        None => line.to_string(),
    }
}

/// Whether printed IR still has a Tapir terminator.
fn has_tapir(ll: &str) -> bool {
    ll.lines().map(str::trim_start).any(|l| {
        l.starts_with("detach within")
            || l.starts_with("reattach within")
            || l.starts_with("sync within")
    })
}

struct Run<'a> {
    tmp: &'a Path,
}

impl Run<'_> {
    /// `parir ARGS`: (success, stdout, stderr); a time-out is a failure.
    fn parir(&self, args: &[&Path], words: &[&str]) -> (bool, String, String) {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_parir"));
        cmd.args(words).args(args);
        let (code, out, err) = common::run_bounded(&mut cmd, None, self.tmp, LIMIT);
        match code {
            Some(0) => (true, out, err),
            Some(_) => (false, out, err),
            None => (false, out, format!("time-out after {LIMIT:?}")),
        }
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let p = self.tmp.join(name);
        std::fs::write(&p, text).expect("write under target/");
        p
    }
}

#[derive(Default)]
struct Figures {
    files: usize,
    read: usize,
    fixed: usize,
    verify: usize,
    round_trip: usize,
    prepared: usize,
    marker_round_trip: usize,
    opt19: usize,
    /// (check, cause) → files.
    failures: BTreeMap<(&'static str, String), Vec<String>>,
}

impl Figures {
    fn fail(&mut self, check: &'static str, cause: String, file: &str) {
        self.failures
            .entry((check, cause))
            .or_default()
            .push(file.to_string());
    }
}

fn check_file(run: &Run<'_>, path: &Path, name: &str, opt19: bool, fig: &mut Figures) {
    fig.files += 1;
    // A test whose RUN lines build its input (`echo '...' > %t/1`, `cat %s %t/1 > %t/2`) is
    // read as lit builds it.
    let raw = std::fs::read_to_string(path).unwrap_or_default();
    let composed = parir_filecheck::lit_composed_input(&raw, &run.tmp);
    let input;
    let path = if composed != raw {
        input = run.write("input.ll", &composed);
        input.as_path()
    } else {
        path
    };
    let (ok, printed, err) = run.parir(&[path], &["fmt"]);
    if !ok {
        fig.fail("read", cause(&err), name);
        return;
    }
    fig.read += 1;
    let printed_path = run.write("printed.ll", &printed);
    let (ok, again, err) = run.parir(&[&printed_path], &["fmt"]);
    if ok && without_module_id(&again) == without_module_id(&printed) {
        fig.fixed += 1;
    } else {
        let why = if ok { "differs".into() } else { cause(&err) };
        fig.fail("fixed", why, name);
    }
    let (ok, _, err) = run.parir(&[path], &["verify"]);
    if ok {
        fig.verify += 1;
    } else {
        fig.fail("verify", cause(&err), name);
    }
    let prepared_path = run.tmp.join("prepared.ll");
    let (ok, _, prep_err) = run.parir(
        &[path, Path::new("-o"), &prepared_path],
        &["opt", "-passes=tapir-prepare"],
    );
    if !ok {
        fig.fail("round trip", cause(&prep_err), name);
        return;
    }
    let prepared = std::fs::read_to_string(&prepared_path).unwrap_or_default();
    let extracted_path = run.tmp.join("extracted.ll");
    let (ok, _, err) = run.parir(
        &[&prepared_path, Path::new("-o"), &extracted_path],
        &["opt", "-passes=tapir-extract"],
    );
    let extracted = std::fs::read_to_string(&extracted_path).unwrap_or_default();
    if ok && without_module_id(&extracted) == without_module_id(&printed) {
        fig.round_trip += 1;
    } else {
        let why = if ok { "differs".into() } else { cause(&err) };
        fig.fail("round trip", why, name);
    }
    if has_tapir(&prepared) {
        fig.fail("prepared", warning_names(&prep_err), name);
        return;
    }
    fig.prepared += 1;
    let again_path = run.tmp.join("again.ll");
    let (ok1, _, err1) = run.parir(
        &[&extracted_path, Path::new("-o"), &again_path],
        &["opt", "-passes=tapir-prepare"],
    );
    let again = std::fs::read_to_string(&again_path).unwrap_or_default();
    if ok1 && without_module_id(&again) == without_module_id(&prepared) {
        fig.marker_round_trip += 1;
    } else {
        let why = if ok1 { "differs".into() } else { cause(&err1) };
        fig.fail("marker round trip", why, name);
    }
    if opt19 {
        let mut cmd = Command::new("opt-19");
        cmd.args(["-passes=verify", "-disable-output"])
            .arg(&prepared_path);
        let (code, _, err) = common::run_bounded(&mut cmd, None, run.tmp, LIMIT);
        if code == Some(0) {
            fig.opt19 += 1;
        } else {
            fig.fail("opt-19", cause(&err), name);
        }
    }
}

/// The warning names (`[tapir-...]`) in a pass's standard error.
fn warning_names(stderr: &str) -> String {
    let names: Vec<&str> = stderr
        .lines()
        .filter_map(|l| {
            let s = l.rfind('[')?;
            let e = l[s..].find(']')?;
            Some(&l[s..=s + e])
        })
        .collect();
    if names.is_empty() {
        "Tapir left without a warning".into()
    } else {
        let mut names = names;
        names.dedup();
        names.join(" ")
    }
}

#[test]
fn opencilk_tests_read_verify_and_round_trip() {
    let Some(dir) = suite() else {
        return;
    };
    let opt19 = common::have_tool("opt-19");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("opencilk");
    std::fs::create_dir_all(&scratch).expect("scratch folder under target/");
    let tmp = tempfile::tempdir_in(&scratch).expect("tempdir");
    let run = Run { tmp: tmp.path() };
    let mut tests = Vec::new();
    files(&dir.join("tests"), &["ll"], &mut tests);
    tests.sort();
    let mut fig = Figures::default();
    for p in &tests {
        let name = p
            .strip_prefix(&dir)
            .unwrap_or(p)
            .to_string_lossy()
            .into_owned();
        check_file(&run, p, &name, opt19, &mut fig);
    }
    let mut programs = Vec::new();
    files(&dir.join("programs"), &["c", "cpp"], &mut programs);

    eprintln!("OpenCilk tests: {} files", fig.files);
    eprintln!("  read {}", fig.read);
    eprintln!("  fixed point {}", fig.fixed);
    eprintln!("  verify {}", fig.verify);
    eprintln!(
        "  tapir-prepare/tapir-extract round trip {}",
        fig.round_trip
    );
    eprintln!("  fully prepared (no Tapir left) {}", fig.prepared);
    eprintln!(
        "  tapir-extract/tapir-prepare round trip of the prepared output {}",
        fig.marker_round_trip
    );
    if opt19 {
        eprintln!("  prepared output verified by opt-19 {}", fig.opt19);
    }
    let uses = program_uses(&programs);
    eprintln!(
        "OpenCilk programs: {} C/C++ sources, not run: they need OpenCilk's compiler, which is \
         not available, and parir has no other honest way to Tapir for them",
        programs.len()
    );
    eprintln!(
        "  {} spawn with cilk_spawn, a keyword before an expression whose task ends with the \
         statement: no macro of a header can mark where (parir cc has no Cilk frontend)",
        uses.spawn
    );
    eprintln!(
        "  {} use cilk_for or cilk_scope, {} include OpenCilk's runtime, reducer or tool \
         headers (cilk_api.h, *_reducer.h, cilksan.h, cilkscale.h), whose code is OpenCilk's",
        uses.loops_or_scopes, uses.runtime_headers
    );
    eprintln!(
        "  their serial elisions (cilk_stub.h's empty keywords) would run as plain C on one \
         thread: a test of the C interpreter, not of Tapir, so they are not counted as run"
    );
    for ((check, why), names) in &fig.failures {
        eprintln!("  {check}: {} × {why}", names.len());
        for n in names {
            eprintln!("      {n}");
        }
    }
    let floors = [
        ("read", fig.read, FLOOR_READ),
        ("fixed point", fig.fixed, FLOOR_FIXED),
        ("verify", fig.verify, FLOOR_VERIFY),
        ("round trip", fig.round_trip, FLOOR_ROUND_TRIP),
        ("prepared", fig.prepared, FLOOR_PREPARED),
        (
            "marker round trip",
            fig.marker_round_trip,
            FLOOR_MARKER_ROUND_TRIP,
        ),
    ];
    for (what, got, floor) in floors {
        assert!(got >= floor, "{what}: {got} < {floor}");
    }
    if opt19 {
        assert!(
            fig.opt19 >= FLOOR_OPT19,
            "opt-19: {} < {FLOOR_OPT19}",
            fig.opt19
        );
    }
}
