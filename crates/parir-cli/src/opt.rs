//! `parir opt`: runs transformation pipelines like LLVM's `opt` (issue 3, item 4:
//! "`parir opt -passes='loop-simplify,mem2reg' IN [-o OUT]`, `--print-after-all`,
//! `--verify-each`, `parir opt --list-passes`").
//!
//! The input is parsed and verified, the pipeline runs (function passes on all functions in
//! parallel), and the module is written to `-o` atomically or to standard output.
//! `--print-after-all` dumps go to standard error, as opt's do.
//!
//! The passes are parir-transform's generic ones plus the annotation passes of parir-annot
//! (`ivdep-lower`, ...); the warnings those report (a marker with no loop, an array the loop
//! never accesses, ...) are printed to standard error with their locations and do not change
//! the exit code. Errors of those passes (a Fortran CSA builtin whose argument is not a
//! constant, ...) are printed the same way; then nothing is written and the exit code is 1.

use parir_annot::diag::Warning;
use parir_ir::Module;
use parir_transform::manager::{
    list_passes_in, PassInfo, PassManager, PipelineError, PipelineOptions, RunReport,
};
use std::process::ExitCode;

/// Arguments of `parir opt`.
#[derive(clap::Args)]
pub struct OptArgs {
    /// The pipeline, in opt's syntax: `loop-simplify,mem2reg`, `function(dce)` (also
    /// accepted as opt's `-passes=...`).
    #[arg(long = "passes", short = 'p', required_unless_present = "list_passes")]
    passes: Option<String>,
    /// Input .ll file, or `-` for standard input.
    #[arg(required_unless_present = "list_passes")]
    input: Option<String>,
    /// Output file (`-`: standard output, the default): a file is replaced atomically, a device
    /// or FIFO written in place, a symbolic link followed.
    #[arg(short, long)]
    output: Option<String>,
    /// Print the IR after every pass (to standard error).
    #[arg(long)]
    print_after_all: bool,
    /// Verify the module after every pass; fail naming the pass that broke it.
    #[arg(long)]
    verify_each: bool,
    /// List the available passes and exit.
    #[arg(long)]
    list_passes: bool,
}

/// Runs `parir opt`.
pub fn run(args: OptArgs) -> Result<ExitCode, String> {
    if args.list_passes {
        crate::io::write_output(None, list_passes_in(&registry()).as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let (Some(passes), Some(input)) = (args.passes, args.input) else {
        return Err("parir opt needs -passes=... and an input file".to_string());
    };
    // opt spells the option `-passes=...`, which clap reads as `-p` with the value
    // `asses=...`.
    let passes = passes.strip_prefix("asses=").unwrap_or(&passes);
    let pm = PassManager::parse_in(passes, &registry()).map_err(|e| e.to_string())?;
    let (name, src) = crate::io::read_input(&input)?;
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    let opts = PipelineOptions {
        print_after_all: args.print_after_all,
        verify_each: args.verify_each,
    };
    let Some((report, _)) = run_pipeline(&pm, &mut m, &name, &src, &opts)? else {
        return Ok(ExitCode::from(1));
    };
    drop(src);
    if !report.dumps.is_empty() {
        eprint!("{}", report.dumps);
    }
    crate::io::write_streamed(args.output.as_deref(), |w| {
        parir_ir::printer::write_module(&m, &mut &mut *w)
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `pm` on `m`, parsed from `src` (named `name` in messages). The warnings of the
/// annotation passes go to standard error with their locations; so do the verifier's errors
/// when `--verify-each` finds a broken module, in which case the result is `None`. Returns
/// the run's report and the warnings, which the caller has already seen printed.
pub(crate) fn run_pipeline(
    pm: &PassManager,
    m: &mut Module,
    name: &str,
    src: &str,
    opts: &PipelineOptions,
) -> Result<Option<(RunReport, Vec<Warning>)>, String> {
    let result = pm.run(m, opts);
    let (warnings, result) = match result {
        Ok(mut r) => (std::mem::take(&mut r.diagnostics), Ok(r)),
        Err(PipelineError::Verify {
            pass,
            errors,
            reported,
        }) => (
            reported,
            Err(PipelineError::Verify {
                pass,
                errors,
                reported: Vec::new(),
            }),
        ),
        Err(e) => (Vec::new(), Err(e)),
    };
    for w in &warnings {
        eprintln!("{}", w.render(name, src));
    }
    let errors = warnings.iter().filter(|w| w.is_error()).count();
    if errors > 0 && result.is_ok() {
        // A pass could not do what the input asked (a Fortran CSA builtin with a variable
        // argument, ...): no output, as for invalid input.
        eprintln!(
            "parir: {name}: {errors} error{} in the annotations; no output written",
            if errors == 1 { "" } else { "s" }
        );
        return Ok(None);
    }
    match result {
        Ok(r) => Ok(Some((r, warnings))),
        Err(PipelineError::Verify { pass, errors, .. }) => {
            for e in &errors {
                crate::io::emit(e, name, src);
            }
            eprintln!("parir: {name}: broken module found after pass '{pass}'");
            Ok(None)
        }
        Err(e) => Err(e.to_string()),
    }
}

/// Every pass `parir opt` knows: the generic transforms, then the annotation passes.
pub fn registry() -> Vec<PassInfo> {
    let mut r = parir_transform::manager::registry();
    r.extend(parir_annot::registry());
    r
}
