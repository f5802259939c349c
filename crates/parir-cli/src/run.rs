//! `parir run IN [--entry main] [--max-steps N] [--max-memory BYTES] [--max-stack-depth N]
//! [-- ARGS...]`: executes a module with parir's interpreter (issue 5).
//!
//! The program's standard output and error are parir's; `main(argc, argv)` receives the
//! input file name as `argv[0]` followed by ARGS. Exit codes: the program's own exit code
//! (`exit(n)`, the return value of `main`, 134 for `abort` and failed assertions as a shell
//! reports SIGABRT); 70 for a runtime error (safety check, limit, unsupported construct; the
//! message with its location goes to standard error); 1 when the input does not parse or
//! verify; 2 for usage errors.

use std::process::ExitCode;

/// Exit code of `parir run` for runtime errors (`EX_SOFTWARE` of sysexits.h).
pub const RUNTIME_ERROR_EXIT: u8 = 70;

/// Arguments of `parir run`.
#[derive(clap::Args)]
pub struct RunArgs {
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
    /// Arguments passed to the program (after `--`).
    #[arg(last = true)]
    args: Vec<String>,
}

/// Runs `parir run`.
pub fn run(args: RunArgs) -> Result<ExitCode, String> {
    let (name, src) = crate::io::read_input(&args.input)?;
    let Some(m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
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
    drop(machine);
    match result {
        Ok(code) => Ok(ExitCode::from(code as u8)),
        Err(e) => {
            use std::io::Write;
            let _ = out.flush();
            drop(out);
            drop(err);
            eprint!("{}", e.render(&name));
            Ok(ExitCode::from(RUNTIME_ERROR_EXIT))
        }
    }
}
