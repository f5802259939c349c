//! `parir`: the command-line tool.
//!
//! Exit codes: [`EXIT_CODES`] (also in `parir --help`, the man page and docs/cli.md).

mod analyze;
mod cc;
mod check;
mod cleanup;
mod demo;
mod io;
mod opt;
mod run;
mod spirv;
mod translate;

/// mimalloc: IR modules are millions of small allocations, and mimalloc is markedly faster than
/// the system allocator for that pattern.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use parir_ir::Module;
use std::process::ExitCode;

/// `parir --version`: the version, and the LLVM whose IR parir reads and writes.
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (LLVM 19 IR: reads and prints what opt-19 does; reference tools opt-19, clang-19, \
     llvm-spirv-15)"
);

/// Every exit code of `parir`, one line each (`parir --help`, the man page, docs/cli.md).
const EXIT_CODES: &str = "\
Exit codes:
  0    success
  1    invalid input: a parse or verifier error, an unreadable file, a refused translation;
       `check --deny-warnings` with warnings
  2    usage error (unknown option or pass, missing argument); `cc`: a tool not installed
  3    `sanitize`: a claim was violated or a race found
  70   `run`/`sanitize`: a runtime error of the program (the message says where)
  74   standard output was closed by its reader (`parir fmt x.ll | head`), as LLVM's tools
  101  internal error: a bug in parir (the message says where)
  N    `run`: the program's own exit code; `cc`: the exit code of the tool that failed";

/// parir: a toolkit for parallelism annotations in LLVM IR.
#[derive(Parser)]
#[command(
    name = "parir",
    version = VERSION,
    about = "A toolkit for parallelism annotations in LLVM IR: represent, check, transform, translate and run them",
    long_about = None,
    after_help = EXIT_CODES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse a .ll file and print it in LLVM 19's canonical format.
    Fmt {
        /// Input .ll file, or `-` for standard input.
        input: String,
        /// Output file (`-`: standard output, the default): a file is replaced atomically, a device
        /// or FIFO written in place, a symbolic link followed.
        #[arg(short, long)]
        output: Option<String>,
        /// Skip the verifier.
        #[arg(long)]
        no_verify: bool,
    },
    /// Parse and verify a .ll file; report every problem with its location.
    Verify {
        /// Input .ll file, or `-` for standard input.
        input: String,
        /// Report format: `text` (diagnostics on standard error) or `json` (one object on
        /// standard output: `{"file", "valid", "errors": [...], "warnings": [...]}`, each
        /// diagnostic as `check --format json` writes it; docs/cli.md).
        #[arg(long, value_enum, default_value = "text")]
        format: analyze::Format,
    },
    /// Run analysis printers like `opt -passes='print<domtree>' -disable-output`.
    Analyze {
        /// Comma-separated printer passes (listed below): `print<loops>,print<parallel-model>`.
        #[arg(short, long)]
        passes: String,
        /// Output format; `json` for the printers that have it (`print<loop-transforms>`).
        #[arg(long, value_enum, default_value = "text")]
        format: analyze::Format,
        /// Render DOT printers (`dot<csa-memorder>`, `dot<directive-regions>`) to SVG with
        /// graphviz: OUT.svg, or one OUT.<function>.svg per function.
        #[arg(long, value_name = "OUT.svg")]
        svg: Option<String>,
        /// Input .ll file, or `-` for standard input.
        input: String,
    },
    /// Run transformation passes like `opt -passes='loop-simplify,mem2reg'`.
    Opt(opt::OptArgs),
    /// Translate between parallel IR forms (Tapir, the RFC's markers, directive regions, the
    /// 2017 form, loop metadata); `--list` prints the supported pairs.
    Translate(translate::TranslateArgs),
    /// Lint the parallelism annotations of a .ll file (access groups, ivdep and parallel loop
    /// attributes); exit 0 unless --deny-warnings and there are warnings.
    Check(check::CheckArgs),
    /// Run parir on a bundled annotated example and explain what it finds.
    Demo,
    /// Execute a module with parir's interpreter (exit code: the program's, 70 on a runtime
    /// error).
    Run(run::RunArgs),
    /// Run a module and check the claims of its annotated loops (parallel_accesses,
    /// no_depends, no_depends_safelen), the Tapir tasks and the data races between the
    /// logical threads and tasks of OpenMP teams on the run; exit 3 when one is found.
    Sanitize(run::SanitizeArgs),
    /// Translate a .ll module (OpenCL C or SYCL device code) to SPIR-V; also disassemble
    /// (`--dis`), assemble (`--asm`), read back to LLVM IR (`--read`) and strip the INTEL
    /// tokens (`--strip-intel`).
    Spirv(spirv::SpirvArgs),
    /// Compile C, C++ and Fortran like clang-19 / flang-new-19, with parir's annotation
    /// passes right after the frontend (`parir cc --help` lists the options).
    #[command(disable_help_flag = true)]
    Cc {
        /// clang and flang options and input files, as clang-19 takes them.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 0..)]
        args: Vec<String>,
    },
    /// Print a shell completion script: `parir completions bash > /etc/bash_completion.d/parir`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Write the man pages: parir.1 to standard output, or parir.1 and one parir-COMMAND.1
    /// per subcommand into --dir.
    Man {
        /// The folder for every page (created if missing).
        #[arg(long, value_name = "DIR")]
        dir: Option<String>,
    },
}

/// The command line's definition, with the lists that are known only at run time: the passes
/// in `opt --help`, the printers in `analyze --help`.
fn command() -> clap::Command {
    let passes = opt::registry();
    let pass_list = parir_transform::manager::list_passes_in(&passes);
    Cli::command()
        .mut_subcommand("opt", |c| {
            let after = c
                .get_after_help()
                .map(|h| h.to_string())
                .unwrap_or_default();
            c.after_help(format!("{after}\n\nPasses (-p):\n{pass_list}"))
        })
        .mut_subcommand("analyze", |c| c.after_help(analyze::printer_list()))
}

/// `mi_option_purge_delay`: index 15 of the option enum in mimalloc 2 and in mimalloc 3 (the
/// version libmimalloc-sys builds); the -sys crate has no constant for it.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

fn main() -> ExitCode {
    // mimalloc returns freed memory to the OS after 10 ms by default; a run over one large
    // module frees and reuses big buffers (reader arenas, analysis tables), and re-faulting
    // them cost a third of `parir verify`'s time on the benchmark. Never purge (-1): freed
    // memory is still reused within the process, so the peak is unchanged, and the exit no
    // longer spends half a millisecond handing pages back (a third of a small `parir run`).
    // SAFETY: setting an option is thread-safe and has no other effect than the policy.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    cleanup::install();
    // A panic is a bug in parir whatever the input: say so in one line, with where it
    // happened, instead of Rust's default text. (Team threads turn theirs into a located
    // runtime error on top of this; a panic on the main thread still exits with code 101.)
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown cause".to_string());
        // `print!` to a closed pipe (`parir demo | head`): not a bug; `main` ends quietly.
        if msg.starts_with("failed printing to stdout") && msg.contains("Broken pipe") {
            STDOUT_CLOSED.store(true, std::sync::atomic::Ordering::SeqCst);
            return;
        }
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "parir: internal error: {msg}{at}; this is a bug in parir, please report it with \
             the input (RUST_BACKTRACE=1 shows where)"
        );
        if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
            eprintln!("{}", std::backtrace::Backtrace::force_capture());
        }
    }));
    // `parir opt` takes opt's single-dash long options (`-passes=...`, `-unroll-count=2`).
    let argv = match opt::opt_style_args(std::env::args_os().collect()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("parir opt: error: {e}");
            return ExitCode::from(2);
        }
    };
    let cli = match Cli::from_arg_matches(&command().get_matches_from(argv)) {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    let result = match std::panic::catch_unwind(|| run(cli)) {
        Ok(r) => r,
        Err(_) if STDOUT_CLOSED.load(std::sync::atomic::Ordering::SeqCst) => {
            return ExitCode::from(io::BROKEN_PIPE_EXIT)
        }
        // The hook has said what happened; the exit code stays Rust's for a panic.
        Err(_) => return ExitCode::from(101),
    };
    match result {
        Ok(code) => code,
        Err(msg) if msg == io::BROKEN_PIPE => ExitCode::from(io::BROKEN_PIPE_EXIT),
        Err(msg) => {
            eprintln!("parir: error: {msg}");
            ExitCode::from(1)
        }
    }
}

/// Set when a `print!` found standard output closed by its reader.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        Command::Fmt {
            input,
            output,
            no_verify,
        } => {
            let (name, src) = io::read_input(&input)?;
            let Some(m) = parse_or_report(&name, &src) else {
                return Ok(ExitCode::from(1));
            };
            if !no_verify && !verify_or_report(&m, &name, &src) {
                return Ok(ExitCode::from(1));
            }
            // The module does not borrow the text; free it before printing to bound peak memory.
            drop(src);
            io::write_streamed(output.as_deref(), |w| {
                parir_ir::printer::write_module(&m, &mut &mut *w)
            })?;
            exit_without_freeing(m);
            Ok(ExitCode::SUCCESS)
        }
        Command::Verify { input, format } => verify(&input, format),
        Command::Analyze {
            passes,
            format,
            svg,
            input,
        } => analyze::run(&passes, format, svg.as_deref(), &input),
        Command::Opt(args) => opt::run(args),
        Command::Translate(args) => translate::run(args),
        Command::Check(args) => check::run(args),
        Command::Demo => demo::run(),
        Command::Run(args) => run::run(args),
        Command::Sanitize(args) => run::sanitize(args),
        Command::Cc { args } => cc::run(args),
        Command::Spirv(args) => spirv::run(args),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut command(), "parir", &mut out);
            io::write_output(None, &out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man { dir } => man_pages(dir.as_deref()),
    }
}

/// `parir man`: the man pages from the command line's definition (clap_mangen).
fn man_pages(dir: Option<&str>) -> Result<ExitCode, String> {
    let root = command()
        .after_help(EXIT_CODES)
        .version(VERSION)
        .long_version(VERSION);
    let render = |cmd: clap::Command| -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        clap_mangen::Man::new(cmd)
            .render(&mut out)
            .map_err(|e| format!("cannot render the man page: {e}"))?;
        Ok(out)
    };
    let Some(dir) = dir else {
        io::write_output(None, &render(root)?)?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let mut pages = vec![("parir.1".to_string(), render(root.clone())?)];
    for sub in root.get_subcommands() {
        let name = format!("parir-{}", sub.get_name());
        let page = sub
            .clone()
            .name(name.clone())
            .bin_name(format!("parir {}", sub.get_name()));
        pages.push((format!("{name}.1"), render(page)?));
    }
    for (file, text) in &pages {
        let path = std::path::Path::new(dir).join(file);
        io::write_output(path.to_str(), text)?;
    }
    eprintln!("parir man: {} pages written to {dir}", pages.len());
    Ok(ExitCode::SUCCESS)
}

/// `parir verify`: text diagnostics on standard error, or one JSON object on standard output.
fn verify(input: &str, format: analyze::Format) -> Result<ExitCode, String> {
    let (name, src) = io::read_input(input)?;
    if format == analyze::Format::Text {
        let Some(m) = parse_or_report(&name, &src) else {
            return Ok(ExitCode::from(1));
        };
        if !verify_or_report(&m, &name, &src) {
            return Ok(ExitCode::from(1));
        }
        for w in parir_ir::verifier::lint_module(&m) {
            io::emit(&w, &name, &src);
        }
        exit_without_freeing(m);
        return Ok(ExitCode::SUCCESS);
    }
    let json = |ds: &[parir_ir::diag::Diagnostic]| -> Vec<serde_json::Value> {
        ds.iter().map(|d| d.to_json(&name, &src)).collect()
    };
    let (errors, warnings) = match parir_ir::parser::parse_module(&src, &name) {
        Err(d) => (json(std::slice::from_ref(&d)), Vec::new()),
        Ok(m) => {
            let mut warnings = json(&m.read_warnings);
            match parir_ir::verifier::verify_module(&m) {
                Err(errs) => (json(&errs), warnings),
                Ok(()) => {
                    warnings.extend(json(&parir_ir::verifier::lint_module(&m)));
                    (Vec::new(), warnings)
                }
            }
        }
    };
    let valid = errors.is_empty();
    let doc = serde_json::json!({
        "file": name,
        "valid": valid,
        "errors": errors,
        "warnings": warnings,
    });
    io::write_output(None, format!("{doc}\n").as_bytes())?;
    Ok(if valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Leaves a module that is no longer needed to the operating system: the command is about to
/// exit, and freeing millions of instructions one by one would take a tenth of a second on a
/// large module for nothing.
fn exit_without_freeing(m: Module) {
    std::mem::forget(m);
}

/// Parses `src`, printing the diagnostic on failure.
pub(crate) fn parse_or_report(name: &str, src: &str) -> Option<Module> {
    match parir_ir::parser::parse_module(src, name) {
        Ok(m) => {
            // The reader's warnings about the whole file are in opt's words and layout
            // (`warning: ignoring invalid debug info in FILE`); those about a construct are
            // located.
            for w in &m.read_warnings {
                if w.pos().is_some() {
                    io::emit(w, name, src);
                    continue;
                }
                eprintln!("warning: {}", w.message);
                for n in &w.notes {
                    eprintln!("  note: {n}");
                }
            }
            Some(m)
        }
        Err(d) => {
            io::emit(&d, name, src);
            None
        }
    }
}

/// Verifies `m`, printing every error; returns whether it is valid.
pub(crate) fn verify_or_report(m: &Module, name: &str, src: &str) -> bool {
    match parir_ir::verifier::verify_module(m) {
        Ok(()) => true,
        Err(errs) => {
            for e in &errs {
                io::emit(e, name, src);
            }
            let n = errs.len();
            eprintln!(
                "parir: {name}: {n} verifier error{}",
                if n == 1 { "" } else { "s" }
            );
            false
        }
    }
}
