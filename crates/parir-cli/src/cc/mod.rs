//! `parir cc`: a compiler driver that runs parir's annotation passes between the frontend
//! and LLVM's optimizer (issue 12, point 2).
//!
//! `parir cc [clang/flang options] FILE... [-o OUT]` compiles C (clang-19), C++ (clang++-19)
//! and Fortran (flang-new-19) like those drivers do, in four steps per source:
//!
//! 1. the frontend writes the IR it would hand to LLVM's optimizer at the requested level;
//! 2. parir's early pipeline ([`parir_annot::pipeline`]: `mem2reg`, `loop-simplify`,
//!    `ivdep-lower`, `ivdep-to-llvm`) runs in process, with the passes' warnings on standard
//!    error as `parir opt` prints them;
//! 3. `opt-19 -O<N>` optimizes;
//! 4. clang-19 generates code (`-c`, `-S`), and the objects are linked (clang-19, clang++-19
//!    for C++, flang-new-19 when there is Fortran). `-S -emit-llvm` and `-c -emit-llvm` stop
//!    after opt-19 with its `.ll` / `.bc`.
//!
//! Why: at `-O2`/`-O3` clang vectorizes, unrolls or unswitches loops before any later tool
//! sees them, and an annotation marker then precedes no loop (the annotation is lost, with a
//! warning). The seeds lower annotations right after the frontend; so does this driver.
//!
//! **The frontend's IR.** clang: `-O<N> -Xclang -disable-llvm-passes`, which is what clang
//! itself writes for `-save-temps` between its frontend and its backend: the frontend's
//! `-O<N>` code generation (TBAA, lifetime markers, `-O<N>` function attributes), no LLVM
//! pass run, and no `optnone` above `-O0`. (`-O0 -Xclang -disable-O0-optnone` at every level,
//! the alternative, would lose TBAA and lifetime markers.) At `-O0` clang marks every
//! function `optnone`, which makes parir's function passes, like opt's, skip it: parir cc
//! adds `-Xclang -disable-O0-optnone`, so the ivdep claims cover the user's accesses and not
//! the counters the frontend keeps in memory; opt-19 -O0 and -O0 code generation optimize
//! nothing either way, but the `-S -emit-llvm -O0` output has no `optnone`. flang-new-19 has
//! no `-disable-llvm-passes`, and its `-O0` output has no `optnone`; parir cc passes
//! `-O<N> -mllvm -opt-bisect-limit=0`, which keeps flang's `-O<N>` lowering (TBAA, loop
//! versioning at -O3) and skips every optional LLVM pass; the `BISECT:` lines this prints
//! are dropped. flang-new-19 does not take `-Os`/`-Oz`/`-Og`: its frontend gets `-O2`/`-O1`.
//!
//! **Options** (see [`options`]): each option goes to the steps that need it — the
//! preprocessor's and the language's to the frontend, code generation options (`-march=`,
//! `-mtune=`, `-g`, `-fPIC`, `-f...`) to the frontend (which writes target-cpu and
//! target-features into the IR) and to code generation, link options (`-l`, `-L`, `-Wl,`,
//! `-static`, ...) to the link in their command-line order, `-fopenmp` and `-pthread` to all.
//! flang-new-19 gets only the options it takes (`-Xflang OPT` passes another). opt-19 gets
//! the level and the pipeline tuning clang derives from the command line (`-fno-unroll-loops`,
//! `-fno-vectorize`, clang's -O1 without unrolling), `-mllvm` options, `-Rpass*` as
//! `-pass-remarks*`, `-fveclib=` and `-fpass-plugin=`. Options clang implements in its own
//! pipeline (`-fsanitize=`, `-fprofile-*`, `--coverage`, `-flto`) are refused.
//!
//! **Modes:** `-###` prints the commands, one per line and shell-quoted, with the in-process
//! step as the `parir opt` command that does the same, and runs nothing; `-v` prints each
//! command before running it; `-save-temps[=obj]` keeps the intermediate files
//! (`NAME.frontend.ll`, `NAME.parir.ll`, `NAME.opt.bc`, `NAME.o`) in the current directory (or
//! the output's); `-E`, `-M`, `-fsyntax-only`, `--version`, `-print-*` go to the frontend
//! driver unchanged.
//!
//! **Tools** ([`tools`]): `PARIR_CLANG`, `PARIR_CLANGXX`, `PARIR_FLANG`, `PARIR_OPT` name them;
//! else `clang-19`, `clang++-19`, `flang-new-19`, `opt-19` on `PATH`, else
//! `/usr/lib/llvm-19/bin`. Without `PARIR_CLANGXX`, a `PARIR_CLANG` also compiles C++
//! (`--driver-mode=g++`).
//!
//! **Files and exit codes:** intermediate files live in a temporary directory removed at the
//! end; each result (object, assembly, IR, executable) is written next to its place and
//! renamed into it once its tool succeeded, so a failed build leaves no partial file. Exit
//! code 0 on success; a failing tool's exit code (its messages are on standard error); 1 when
//! parir cannot read or verify the frontend's IR; 2 for usage errors and a missing tool.
//!
//! Known differences from clang's own pipeline: clang also runs `declare-to-assign` (debug
//! info assignment tracking) and, at `-Oz`, the SLP vectorizer, which opt-19 has no option
//! for; parir's `mem2reg` runs before LLVM's SROA, which makes the optimized code of
//! unannotated loops equivalent to clang's but not always identical (block order, compare
//! constants); with `-g` it turns `dbg.declare`s into `dbg.value`s as LLVM's does.

pub mod options;
pub mod plan;
pub mod tools;

use options::{InputKind, Invocation, UsageError};
use plan::{Plan, Program, Run, Step};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, ExitStatus, Stdio};
use tools::Tool;

/// Exit code for usage errors and missing tools (the CLI's usage code).
const USAGE_EXIT: u8 = 2;

/// Runs `parir cc ARGS`.
/// How deep response files may include each other (clang allows a cycle to fail the same way).
const MAX_RESPONSE_NESTING: usize = 16;

pub fn run(args: Vec<String>) -> Result<ExitCode, String> {
    // Response files (`@FILE`, as clang and build systems write them): their options in
    // place, read with clang's quoting on Unix (shell-like), nested files included.
    let mut args = args;
    for _ in 0..MAX_RESPONSE_NESTING {
        if !args.iter().any(|a| a.starts_with('@')) {
            break;
        }
        args = argfile::expand_args_from(
            args.into_iter().map(std::ffi::OsString::from),
            argfile::parse_response,
            argfile::PREFIX,
        )
        .map_err(|e| format!("cc: cannot read a response file (@FILE): {e}"))?
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    }
    if let Some(a) = args.iter().find(|a| a.starts_with('@')) {
        return Err(format!(
            "cc: response files nested more than {MAX_RESPONSE_NESTING} deep (at {a})"
        ));
    }
    let inv = match options::parse(&args) {
        Ok(inv) => inv,
        Err(e) => return Ok(usage_error(&e)),
    };
    if inv.help {
        print!("{HELP}");
        return Ok(ExitCode::SUCCESS);
    }
    if inv.passthrough.is_some() {
        return passthrough(&inv);
    }
    // Intermediate files: a fresh directory unless -save-temps keeps them; -### shows the
    // directory as mktemp's template, creating nothing.
    // Listed so that a fatal signal (or an abort) removes it too.
    let (temp, _listed_temp) = if inv.print_only || inv.save_temps.is_some() {
        (None, None)
    } else {
        let (dir, listed) = crate::cleanup::creating(|| {
            let dir = tempfile::Builder::new().prefix("parir-cc-").tempdir();
            let listed = dir
                .as_ref()
                .ok()
                .map(|t| crate::cleanup::list_folder(t.path()));
            (dir, listed)
        });
        let dir = dir.map_err(|e| format!("cannot create a temporary directory: {e}"))?;
        (Some(dir), listed)
    };
    let temp_name = match &temp {
        Some(t) => t.path().to_string_lossy().into_owned(),
        None => std::env::temp_dir()
            .join("parir-cc-XXXXXX")
            .to_string_lossy()
            .into_owned(),
    };
    let work = plan::work_dir(&inv, &temp_name);
    let plan = match plan::plan(&inv, &work, &parir_annot::pipeline::early_pipeline()) {
        Ok(p) => p,
        Err(e) => return Ok(usage_error(&e)),
    };
    for w in &plan.warnings {
        eprintln!("parir cc: warning: {w}");
    }
    let tools = match resolve_tools(&plan) {
        Ok(t) => t,
        Err(msg) => {
            eprintln!("parir cc: error: {msg}");
            return Ok(ExitCode::from(USAGE_EXIT));
        }
    };
    let parir = parir_command();
    let words = |p: Program| tools.get(&p).map(Tool::words).unwrap_or_default();
    if inv.print_only {
        print!("{}", plan::render(&plan, &words, &parir));
        return Ok(ExitCode::SUCCESS);
    }
    for step in &plan.steps {
        if inv.verbose {
            let one = Plan {
                steps: vec![step.clone()],
                warnings: Vec::new(),
            };
            eprint!("{}", plan::render(&one, &words, &parir));
        }
        let status = match step {
            Step::Run(r) => {
                let Some(tool) = tools.get(&r.program) else {
                    return Err("internal error: a tool of the plan was not resolved".into());
                };
                run_tool(tool, r)?
            }
            Step::Parir {
                input,
                output,
                passes,
                source,
            } => run_parir(input, output, passes, source, work.kept)?,
        };
        if let Some(code) = status {
            return Ok(code);
        }
    }
    drop(temp);
    Ok(ExitCode::SUCCESS)
}

fn usage_error(e: &UsageError) -> ExitCode {
    eprintln!("parir cc: error: {e}");
    ExitCode::from(USAGE_EXIT)
}

/// How the in-process step is shown: the `parir` the user ran.
fn parir_command() -> String {
    std::env::args_os()
        .next()
        .map(|a| a.to_string_lossy().into_owned())
        .unwrap_or_else(|| "parir".to_string())
}

fn resolve_tools(plan: &Plan) -> Result<HashMap<Program, Tool>, String> {
    plan.programs()
        .into_iter()
        .map(|p| tools::resolve(p).map(|t| (p, t)))
        .collect()
}

/// `-E`, `-M`, `--version`, ...: the frontend driver of the inputs' language, with the
/// command line as given.
fn passthrough(inv: &Invocation) -> Result<ExitCode, String> {
    let has = |k: InputKind| inv.inputs().any(|i| i.kind == k);
    let program = if has(InputKind::Fortran) {
        Program::Flang
    } else if has(InputKind::Cxx) {
        Program::ClangXX
    } else {
        Program::Clang
    };
    let tool = match tools::resolve(program) {
        Ok(t) => t,
        Err(msg) => {
            eprintln!("parir cc: error: {msg}");
            return Ok(ExitCode::from(USAGE_EXIT));
        }
    };
    let args: Vec<String> = inv.raw.iter().filter(|a| *a != "-###").cloned().collect();
    let run = Run {
        program,
        args,
        final_output: None,
        quiet_bisect: false,
    };
    if inv.print_only {
        let plan = Plan {
            steps: vec![Step::Run(run)],
            warnings: Vec::new(),
        };
        print!(
            "{}",
            plan::render(&plan, &|_| tool.words(), &parir_command())
        );
        return Ok(ExitCode::SUCCESS);
    }
    Ok(run_tool(&tool, &run)?.unwrap_or(ExitCode::SUCCESS))
}

/// A result a tool writes next to its final place: in a fresh directory beside it, renamed
/// into place by [`Staged::commit`] (a rename within one file system is atomic), removed
/// with the directory otherwise. A symbolic link is followed: its target gets the result.
struct Staged {
    dir: tempfile::TempDir,
    _listed: Option<crate::cleanup::Listed>,
    file: PathBuf,
    target: PathBuf,
}

impl Staged {
    /// Stages `target`; `None` when it is a device node or FIFO (`-o /dev/null`), which the
    /// tool writes itself, in place.
    fn new(target: &str) -> Result<Option<Staged>, String> {
        let target = match crate::io::resolve_output(Some(target))? {
            crate::io::OutputTarget::Replace(real) => real,
            crate::io::OutputTarget::InPlace(_) | crate::io::OutputTarget::Stdout => {
                return Ok(None)
            }
        };
        let parent = target
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let (dir, listed) = crate::cleanup::creating(|| {
            let dir = tempfile::Builder::new()
                .prefix(".parir-cc-")
                .tempdir_in(parent);
            let listed = dir
                .as_ref()
                .ok()
                .map(|d| crate::cleanup::list_folder(d.path()));
            (dir, listed)
        });
        let dir = dir.map_err(|e| {
            format!(
                "cannot write '{}': cannot create a directory in '{}': {e}",
                target.display(),
                parent.display()
            )
        })?;
        let name = target
            .file_name()
            .ok_or_else(|| format!("'{}' is not a file name", target.display()))?;
        let file = dir.path().join(name);
        Ok(Some(Staged {
            dir,
            _listed: listed,
            file,
            target,
        }))
    }

    fn commit(self) -> Result<(), String> {
        std::fs::rename(&self.file, &self.target).map_err(|e| {
            format!(
                "cannot write '{}': {e} (the tool's output was {})",
                self.target.display(),
                self.file.display()
            )
        })?;
        drop(self.dir);
        Ok(())
    }
}

/// Runs one tool; `Some(code)` when it failed (its exit code, or 128 + the signal that
/// killed it, as a shell reports it).
fn run_tool(tool: &Tool, run: &Run) -> Result<Option<ExitCode>, String> {
    let mut args = run.args.clone();
    let mut staged = None;
    if let Some(ix) = run.final_output {
        if args[ix] != "-" {
            if let Some(s) = Staged::new(&args[ix])? {
                args[ix] = s.file.to_string_lossy().into_owned();
                staged = Some(s);
            }
        }
    }
    let mut cmd = Command::new(&tool.program);
    cmd.args(&tool.pre_args).args(&args);
    let spawn_error = |e: std::io::Error| format!("cannot run {}: {e}", tool.program.display());
    let status = if run.quiet_bisect {
        cmd.stderr(Stdio::piped());
        let mut child = cmd.spawn().map_err(spawn_error)?;
        let _listed = crate::cleanup::list_child(child.id());
        if let Some(err) = child.stderr.take() {
            forward_without_bisect(err);
        }
        child.wait().map_err(spawn_error)?
    } else {
        let mut child = cmd.spawn().map_err(spawn_error)?;
        let _listed = crate::cleanup::list_child(child.id());
        child.wait().map_err(spawn_error)?
    };
    if !status.success() {
        return Ok(Some(failure_code(status)));
    }
    if let Some(s) = staged {
        s.commit()?;
    }
    Ok(None)
}

/// Copies a tool's standard error to ours, without the `BISECT: ` lines of
/// `-opt-bisect-limit`.
fn forward_without_bisect(err: impl std::io::Read) {
    let mut reader = std::io::BufReader::new(err);
    let mut line = Vec::new();
    let stderr = std::io::stderr();
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                if !line.starts_with(b"BISECT: ") {
                    let _ = stderr.lock().write_all(&line);
                }
            }
        }
    }
}

fn failure_code(status: ExitStatus) -> ExitCode {
    if let Some(c) = status.code() {
        return ExitCode::from(u8::try_from(c).unwrap_or(1).max(1));
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return ExitCode::from(u8::try_from(128 + sig).unwrap_or(1));
        }
    }
    ExitCode::from(1)
}

/// Deletes the `llvm.csa.*` calls left in `m` (exits before the entries whose tokens they
/// use); returns how many there were.
fn strip_csa_intrinsics(m: &mut parir_ir::Module) -> usize {
    use parir_ir::value::{ConstData, Value};
    let csa: Vec<parir_ir::GlobalId> = m
        .functions()
        .filter(|(g, _)| {
            m.globals[*g]
                .name()
                .is_some_and(|n| n.starts_with("llvm.csa."))
        })
        .map(|(g, _)| g)
        .collect();
    if csa.is_empty() {
        return 0;
    }
    let is_csa = |m: &parir_ir::Module, v: Value| match v {
        Value::Const(c) => matches!(m.consts.get(c).data, ConstData::Global(g) if csa.contains(&g)),
        _ => false,
    };
    let mut removed = 0;
    for f in m.defined_functions() {
        let calls: Vec<parir_ir::Inst> = {
            let body = m.body(f).expect("defined");
            body.inst_iter()
                .map(|(_, i)| i)
                .filter(|&i| {
                    matches!(&body.insts[i].kind, parir_ir::inst::InstKind::Call(c) if is_csa(m, c.callee))
                })
                .collect()
        };
        let body = m.body_mut(f).expect("defined");
        // Users of a token come after its definition: remove from the last call back.
        for &i in calls.iter().rev() {
            parir_transform::edit::remove_inst(body, i);
            removed += 1;
        }
    }
    for g in csa {
        m.remove_global(g);
    }
    removed
}

/// parir's early pipeline on one file, as `parir opt -passes=PASSES INPUT -o OUTPUT` does it.
fn run_parir(
    input: &str,
    output: &str,
    passes: &str,
    source: &str,
    kept: bool,
) -> Result<Option<ExitCode>, String> {
    use parir_transform::manager::{PassManager, PipelineOptions};
    let pm = PassManager::parse_in(passes, &crate::opt::registry()).map_err(|e| e.to_string())?;
    let (name, src) = crate::io::read_input(input)?;
    // Messages located in a temporary file say which source it is the IR of (an `.ll`
    // input is read where it is).
    let note = |what: &str| {
        if !kept && input != source {
            eprintln!(
                "parir cc: note: {name} is the IR of {source} (a temporary file); -save-temps \
                 keeps it{what}"
            );
        }
    };
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        note("");
        return Ok(Some(ExitCode::from(1)));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        note("");
        return Ok(Some(ExitCode::from(1)));
    }
    // The early pipeline, then the stages this module needs beyond it (the CSA builtins).
    // Tapir (also in the RFC's marker form) becomes its serial elision first: no LLVM but
    // OpenCilk's compiles `detach`.
    let regions = |m: &parir_ir::Module| {
        m.global_by_name("llvm.directive.region.entry").is_some()
            || m.global_by_name("llvm.experimental.directive").is_some()
    };
    let tapir = regions(&m) || parir_annot::tapir::serialize::has_tapir(&m);
    let pm = if passes == parir_annot::pipeline::early_pipeline() {
        let mut all: Vec<&str> = Vec::new();
        if tapir {
            all.extend(["tapir-extract", "tapir-serialize"]);
        }
        all.extend(
            parir_annot::pipeline::stages_for(&m)
                .iter()
                .flat_map(|s| s.passes.iter().copied()),
        );
        PassManager::parse_in(&all.join(","), &crate::opt::registry()).map_err(|e| e.to_string())?
    } else {
        pm
    };
    let Some((_, warnings)) =
        crate::opt::run_pipeline(&pm, &mut m, &name, &src, &PipelineOptions::default())?
    else {
        note("");
        return Ok(Some(ExitCode::from(1)));
    };
    if regions(&m) {
        eprintln!(
            "parir cc: error: {source}: directive regions (llvm.directive.region.entry) are not \
             code clang can compile: lower them first, e.g. `parir translate --from directives \
             --to openmp IN.ll -o OUT.ll` and build OUT.ll with -fopenmp"
        );
        note("");
        return Ok(Some(ExitCode::from(1)));
    }
    if tapir {
        eprintln!(
            "parir cc: warning: {source}: Tapir's spawns and syncs are built as their serial \
             elision (no OpenCilk runtime here); `parir run --parallel` runs them in parallel"
        );
    }
    // What the CSA stage could not express as loop metadata stays as llvm.csa.* calls, which
    // no code generator knows: they are annotations only, so they go, with a warning.
    let left = strip_csa_intrinsics(&mut m);
    if left > 0 {
        eprintln!(
            "parir cc: warning: {source}: {left} CSA region or section intrinsic call(s) have no \
             native form and were removed (the code they mark is kept); `parir opt` with the \
             CSA pipeline keeps them"
        );
    }
    if warnings.iter().any(|w| w.source.is_none()) {
        note(", -g gives source locations");
    }
    drop(src);
    crate::io::write_streamed(Some(output), |w| {
        parir_ir::printer::write_module(&m, &mut &mut *w)
    })?;
    Ok(None)
}

const HELP: &str = "\
Compile C, C++ and Fortran with parir's annotation passes run right after the frontend.

Usage: parir cc [clang/flang options] FILE... [-o OUT]

Each source goes through its frontend (clang-19, clang++-19 or flang-new-19) with LLVM's
passes disabled, parir's early pipeline (mem2reg, loop-simplify, ivdep-lower, ivdep-to-llvm;
for csa.h's builtins also csa-builtins or csa-fortran-intrinsics, loop-rotate, licm, clie,
csa-intrinsic-cleaner, csa-lower-parallel-intrinsics; Tapir .ll inputs, also in the RFC's
marker form, first become their serial elision with tapir-extract and tapir-serialize;
directive regions are refused with the command that lowers them),
opt-19 -O<N>, and clang-19's code generation; the objects are linked.

  -c / -S / -S -emit-llvm / -c -emit-llvm   object / assembly / optimized .ll / .bc
  -o FILE                 output (default a.out, or NAME.o/.s/.ll/.bc)
  -O0 .. -O3, -Os, -Oz, -Og, -Ofast
  -###                    print the commands (shell-quoted), run nothing
  @FILE                   read options from FILE (a response file, quoted as clang reads it)
  -MD -MF FILE, -o -      as clang (dependency files; output to standard output)
  -v                      print each command before running it
  -save-temps[=cwd|obj]   keep NAME.frontend.ll, NAME.parir.ll, NAME.opt.bc, NAME.o
  -Xflang OPT             pass OPT to flang-new-19 only
  other options           to the steps that need them, as clang would (-D -I -std= -march=
                          -g -f... -W... -l -L -Wl,... -fopenmp -x ...)

Tools: $PARIR_CLANG, $PARIR_CLANGXX, $PARIR_FLANG, $PARIR_OPT, else clang-19, clang++-19,
flang-new-19, opt-19 on PATH, else /usr/lib/llvm-19/bin.
Exit codes: 0 ok, a failing tool's code, 1 unreadable IR, 2 usage errors and missing tools.
";
