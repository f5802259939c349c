//! `parir run` and `parir sanitize`: executes a module with parir's interpreter (issue 5).
//!
//! `parir run IN [--entry main] [--max-steps N] [--max-memory BYTES] [--max-stack-depth N]
//! [--parallel[=N]] [--explain] [-- ARGS...]`
//!
//! The program's standard output and error are parir's; `main(argc, argv)` receives the
//! input file name as `argv[0]` followed by ARGS. Exit codes: the program's own exit code
//! (`exit(n)`, the return value of `main`, 134 for `abort` and failed assertions as a shell
//! reports SIGABRT); 70 for a runtime error (safety check, limit, unsupported construct; the
//! message with its location goes to standard error); 1 when the input does not parse or
//! verify; 2 for usage errors.
//!
//! Heap blocks larger than `--max-memory` itself (or 2^39 - 16 bytes) are refused as glibc
//! refuses them: `malloc` and its family return null.
//!
//! `--parallel[=N]` runs the iterations of annotated parallel loops, directive teams and
//! Tapir spawns on N threads (all cores without N; at most 1024, as teams, whatever
//! `num_threads` asks: larger counts are capped with a warning); `--explain` then reports on standard
//! error, per annotated loop, directive construct and spawn site, how often it ran in
//! parallel and why it did not (see `parir_exec::parallel`, `parir_exec::team`,
//! `parir_exec::spawn`).
//!
//! `parir sanitize IN [same options] [--format text|json] [-o REPORT] [-- ARGS...]` runs the
//! program sequentially and checks the claims of its annotated loops on the run (see
//! `parir_exec::sanitize`). The report goes to standard error, or to REPORT; after a
//! runtime error it says that the run stopped there (JSON: `error`, null otherwise). Exit
//! codes: 0 when every claim held, 3 when a claim was violated, otherwise as `parir run`.

use std::process::ExitCode;

/// Exit code of `parir run` for runtime errors (`EX_SOFTWARE` of sysexits.h).
pub const RUNTIME_ERROR_EXIT: u8 = 70;

/// Exit code of `parir sanitize` when a claim was violated.
pub const VIOLATION_EXIT: u8 = 3;

/// Options shared by `parir run` and `parir sanitize`.
#[derive(clap::Args)]
pub struct ExecArgs {
    /// Input .ll file, or `-` for standard input.
    input: String,
    /// The function to run.
    #[arg(long, default_value = "main")]
    entry: String,
    /// Stop with an error after this many executed instructions.
    #[arg(long)]
    max_steps: Option<u64>,
    /// Stop with an error when live allocations would exceed this many bytes.
    #[arg(long, default_value_t = 4 << 30)]
    max_memory: u64,
    /// Stop with an error when calls nest deeper than this.
    #[arg(long, default_value_t = 100_000)]
    max_stack_depth: usize,
    /// Testing aid: fill the slots a call leaves uninitialized with a pattern, so that an
    /// interpreter bug reading one changes the program's output.
    #[arg(long, hide = true)]
    poison_frames: bool,
    /// Arguments passed to the program (after `--`).
    #[arg(last = true)]
    args: Vec<String>,
}

/// Arguments of `parir run`.
#[derive(clap::Args)]
pub struct RunArgs {
    #[command(flatten)]
    exec: ExecArgs,
    /// Run annotated parallel loops, directive teams and Tapir spawns on N threads (without
    /// N: one per core).
    #[arg(long, value_name = "N", num_args = 0..=1, require_equals = true, default_missing_value = "0")]
    parallel: Option<usize>,
    /// Report, per annotated loop, directive construct and spawn site, whether it ran in
    /// parallel and why not (standard error).
    #[arg(long)]
    explain: bool,
    /// The format of the --explain report: `text` lines, or one JSON object (docs/cli.md).
    #[arg(long, value_enum, default_value = "text", requires = "explain")]
    format: Format,
}

/// Report formats of `parir sanitize`.
#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// Arguments of `parir sanitize`.
#[derive(clap::Args)]
pub struct SanitizeArgs {
    #[command(flatten)]
    exec: ExecArgs,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Write the report to this file instead of standard error.
    #[arg(short, long, value_name = "REPORT")]
    output: Option<String>,
    /// Logical threads of an OpenMP team whose size the program does not set (a
    /// `num_threads` clause or `omp_set_num_threads` does): the race detector checks every
    /// pair of their accesses that may run at once. Default: the first number of
    /// OMP_NUM_THREADS, else 4.
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=parir_exec::team::MAX_TEAM as i64))]
    threads: Option<u32>,
}

/// The logical team size of `sanitize` without `--threads`: OMP_NUM_THREADS's first
/// number (as libomp reads it: `4,2` is 4 at the outer level), else 4.
fn default_team_size() -> usize {
    team_size_from_env().unwrap_or(4)
}

/// OMP_NUM_THREADS's first number, capped at the largest team.
fn team_size_from_env() -> Option<usize> {
    std::env::var("OMP_NUM_THREADS")
        .ok()
        .and_then(|v| v.split(',').next()?.trim().parse::<u32>().ok())
        .filter(|&n| n >= 1)
        .map(|n| n.min(parir_exec::team::MAX_TEAM) as usize)
}

/// Runs `parir run`.
pub fn run(args: RunArgs) -> Result<ExitCode, String> {
    let threads = match args.parallel {
        None => 1,
        Some(0) => std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(parir_exec::team::MAX_TEAM as usize),
        Some(n) => {
            let max = parir_exec::team::MAX_TEAM as usize;
            if n > max {
                eprintln!(
                    "parir: warning: --parallel={n}: parir runs at most {max} threads; running {max}"
                );
            }
            n.min(max)
        }
    };
    let explain = args.explain;
    let json = args.format == Format::Json;
    execute(args.exec, threads, None, |machine, name, _| {
        if explain && json {
            eprintln!("{}", explain_json(&machine.explain_report(), threads));
        } else if explain {
            let lines = machine.explain();
            if lines.is_empty() {
                eprintln!(
                    "parir: explain: no annotated loop, directive construct or spawn was reached{}",
                    if threads > 1 {
                        ""
                    } else {
                        " (run with --parallel to consider them)"
                    }
                );
            }
            for l in lines {
                eprintln!("parir: explain: {l}");
            }
        }
        let _ = name;
        None
    })
}

/// The `--explain` report as one JSON object (the schema is in docs/cli.md).
fn explain_json(r: &parir_exec::parallel::ExplainReport, threads: usize) -> serde_json::Value {
    use serde_json::json;
    let constructs: Vec<_> = r
        .constructs
        .iter()
        .map(|c| {
            json!({
                "construct": c.describe,
                "entered": c.entries,
                "by_team": c.teams,
                "team_threads": c.threads,
                "on_one_thread": c.entries - c.teams,
                "reasons": c.reasons,
                "runtime": c.pool,
            })
        })
        .collect();
    let loops: Vec<_> = r
        .loops
        .iter()
        .map(|l| {
            json!({
                "loop": l.describe,
                "entered": l.entries,
                "in_parallel": l.parallel,
                "iterations": l.iterations,
                "iterations_on_workers": l.parallel_iterations,
                "reasons": l.reasons,
                "runtime": l.pool,
            })
        })
        .collect();
    let spawns: Vec<_> = r
        .spawns
        .iter()
        .map(|s| {
            let inline: serde_json::Map<String, serde_json::Value> = s
                .stats
                .inline
                .iter()
                .zip(parir_exec::spawn::SPAWN_INLINE_REASONS)
                .filter(|(n, _)| **n > 0)
                .map(|(n, why)| (why.to_string(), json!(n)))
                .collect();
            json!({
                "spawn": s.describe,
                "on_pool": s.stats.pool,
                "inline": inline,
                "runtime": s.pool,
            })
        })
        .collect();
    json!({
        "threads": threads,
        "constructs": constructs,
        "loops": loops,
        "spawns": spawns,
        "notes": r.notes,
    })
}

/// Runs `parir sanitize`.
pub fn sanitize(args: SanitizeArgs) -> Result<ExitCode, String> {
    let (format, output) = (args.format, args.output);
    let mut failure = None;
    let threads = args.threads.map_or_else(default_team_size, |n| n as usize);
    let code = execute(args.exec, 1, Some(threads), |machine, name, error| {
        let report = machine.sanitize_report().unwrap_or_default();
        let text = match format {
            Format::Text => {
                let mut s = report.render(name);
                // The checks cover the run up to the error, which the report says (on
                // standard error the error itself follows the report).
                if let Some(e) = error {
                    s += "incomplete: the run stopped at a runtime error; the checks cover the run up to it\n";
                    if output.is_some() {
                        s += &e.render(name);
                    }
                }
                s
            }
            Format::Json => {
                let mut s = serde_json::to_string_pretty(&report_json(&report, name, error))
                    .unwrap_or_default();
                s.push('\n');
                s
            }
        };
        let r = match &output {
            // `-o -` is standard output, as for every other -o.
            Some(path) => crate::io::write_output(Some(path.as_str()), text.as_bytes())
                .map_err(|e| format!("the report: {e}")),
            None => {
                eprint!("{text}");
                Ok(())
            }
        };
        if let Err(e) = r {
            failure = Some(e);
        }
        report.found_any().then_some(ExitCode::from(VIOLATION_EXIT))
    })?;
    match failure {
        Some(e) => Err(e),
        None => Ok(code),
    }
}

/// The JSON report: the violations, races and checks, and `error`, the runtime error that
/// stopped the run early (null when it ran to its end).
fn report_json(
    r: &parir_exec::sanitize::SanitizeReport,
    name: &str,
    error: Option<&parir_exec::RunError>,
) -> serde_json::Value {
    use serde_json::json;
    let access = |a: &parir_exec::sanitize::AccessReport| {
        json!({
            "what": a.what,
            "function": a.location.function,
            "ll": format!("{name}:{}:{}", a.location.ll.0, a.location.ll.1),
            "source": a.location.source,
            "iteration": a.iteration,
        })
    };
    json!({
        "violations": r.violations.iter().map(|v| json!({
            "loop": v.loop_describe,
            "unit": v.unit,
            "claim": v.claim,
            "kind": v.kind.name(),
            "distance": v.distance,
            "first": access(&v.first),
            "second": access(&v.second),
            "count": v.count,
        })).collect::<Vec<_>>(),
        "races": r.races.iter().map(|x| json!({
            "kind": x.kind.name(),
            "first": access(&x.first),
            "second": access(&x.second),
            "spawn": x.spawn.as_ref().map(|s| json!({
                "function": s.function,
                "ll": format!("{name}:{}:{}", s.ll.0, s.ll.1),
                "source": s.source,
            })),
            "count": x.count,
        })).collect::<Vec<_>>(),
        "thread_races": r.thread_races.iter().map(|x| json!({
            "kind": x.kind.name(),
            "first": access(&x.first),
            "second": access(&x.second),
            "first_by": x.first_by,
            "second_by": x.second_by,
            "count": x.count,
        })).collect::<Vec<_>>(),
        "tasks": r.tasks,
        "error": error.map(|e| json!({
            "message": e.message,
            "function": e.location.as_ref().map(|l| l.function.clone()),
            "ll": e.location.as_ref().map(|l| format!("{name}:{}:{}", l.ll.0, l.ll.1)),
            "source": e.location.as_ref().and_then(|l| l.source.clone()),
            "text": e.render(name),
        })),
        "loops": r.loops.iter().map(|l| json!({
            "loop": l.describe,
            "unit": l.unit,
            "instances": l.instances,
            "iterations": l.iterations,
            "accesses": l.accesses,
        })).collect::<Vec<_>>(),
    })
}

/// Parses, verifies and runs; `after` sees the machine when the run ended, with the
/// runtime error that stopped it if any (and may replace the exit code of a normal end).
fn execute(
    args: ExecArgs,
    threads: usize,
    sanitize: Option<usize>,
    after: impl FnOnce(
        &mut parir_exec::Machine<'_>,
        &str,
        Option<&parir_exec::RunError>,
    ) -> Option<ExitCode>,
) -> Result<ExitCode, String> {
    let (name, src) = crate::io::read_input(&args.input)?;
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    // Directive regions in the 2017 form are recognized through their upgrade to the token
    // form (a no-op for execution: both forms' intrinsics do nothing when run).
    if (threads > 1 || sanitize.is_some())
        && m.global_by_name("llvm.experimental.directive").is_some()
    {
        let (_, warnings) = parir_annot::directives::upgrade::upgrade(&mut m);
        for w in warnings {
            eprint!("{}", w.render(&name, &src));
        }
    }
    let mut argv = vec![name.clone()];
    argv.extend(args.args);
    let cfg = parir_exec::Config {
        entry: args.entry,
        args: argv,
        max_steps: args.max_steps.unwrap_or(u64::MAX),
        max_memory: args.max_memory,
        max_stack_depth: args.max_stack_depth,
        entry_args: Vec::new(),
        threads,
        sanitize: sanitize.is_some(),
        sanitize_threads: sanitize.unwrap_or(1),
        // Run on one thread, a team the program does not size has OMP_NUM_THREADS's
        // threads, else one (the sequential run the directives' semantics start from).
        team_threads: team_size_from_env().unwrap_or(1),
        poison_frames: args.poison_frames,
        stdout_buffering: stdout_buffering(),
    };
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let (mut out, mut err) = (stdout.lock(), stderr.lock());
    let mut machine = match parir_exec::Machine::new(&m, &src, cfg, &mut out, &mut err) {
        Ok(mach) => mach,
        Err(e) => {
            eprint!("{}", e.render(&name));
            return Ok(ExitCode::from(RUNTIME_ERROR_EXIT));
        }
    };
    if args.input != "-" {
        machine.set_stdin(Box::new(std::io::stdin()));
    }
    let result = machine.run_main();
    match result {
        Ok(code) => {
            let replaced = after(&mut machine, &name, None);
            drop(machine);
            Ok(replaced.unwrap_or(ExitCode::from(code as u8)))
        }
        Err(e) => {
            // What `--explain` or the sanitizer saw up to the error is still worth reporting;
            // the exit code stays the runtime error's.
            let _ = after(&mut machine, &name, Some(&e));
            drop(machine);
            use std::io::Write;
            let _ = out.flush();
            drop(out);
            drop(err);
            eprint!("{}", e.render(&name));
            Ok(ExitCode::from(RUNTIME_ERROR_EXIT))
        }
    }
}

/// How glibc would buffer this process's standard output: by lines on a terminal, else in
/// blocks of the file's `st_blksize`.
fn stdout_buffering() -> parir_exec::Buffering {
    use std::io::IsTerminal;
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let out = std::io::stdout();
    if out.is_terminal() {
        return parir_exec::Buffering::Line;
    }
    let block = out
        .as_fd()
        .try_clone_to_owned()
        .ok()
        .map(std::fs::File::from)
        .and_then(|f| f.metadata().ok())
        .map_or(4096, |m| m.blksize() as usize);
    parir_exec::Buffering::Block(if block == 0 { 4096 } else { block })
}
