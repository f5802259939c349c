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
    list_passes_in, LoopPassOptions, PassInfo, PassManager, PipelineError, PipelineOptions,
    RunReport,
};
use std::ffi::OsString;
use std::process::ExitCode;

/// opt's options of the loop passes that parir does not honour yet: refused, naming the
/// option, rather than accepted and ignored.
const NOT_YET: &[&str] = &[
    "scalable-vectorization",
    "prefer-predicate-over-epilogue",
    "enable-vplan-native-path",
    "loop-distribute-non-if-convertible",
    "licm-versioning-invariant-threshold",
    "licm-versioning-max-depth-threshold",
    "pass-remarks-output",
];

/// The passes for which parir prints LLVM 19's optimization remarks: those that emit none
/// (`transform-warning`'s diagnostics are warnings, not remarks), `loop-distribute` (what
/// it did, what it did not and why), `loop-unroll` (what it unrolled, the requests it
/// could not honour as asked) and `loop-vectorize` (the same; for the loops only LLVM's
/// cost model considers, the legality failures but not the cost model's remarks). A `-pass-remarks*=` option naming another pass
/// of the pipeline is refused until that pass emits LLVM's remarks.
const REMARKS_COMPLETE: &[&str] = &[
    "transform-warning",
    "loop-distribute",
    "loop-vectorize",
    "loop-unroll",
    "loop-simplify",
    "mem2reg",
    "dce",
    "break-crit-edges",
    "simplifycfg",
    "instsimplify",
    "instcombine",
];

/// The long options of `parir opt` (clap's), which opt spells with one dash.
const LONG: &[&str] = &[
    "passes",
    "output",
    "print-after-all",
    "verify-each",
    "list-passes",
    "disable-output",
    "help",
    "mtriple",
    "mcpu",
    "unroll-count",
    "unroll-threshold",
    "unroll-partial-threshold",
    "pragma-unroll-threshold",
    "unroll-max-count",
    "unroll-full-max-count",
    "unroll-allow-partial",
    "unroll-allow-remainder",
    "unroll-runtime",
    "unroll-runtime-epilog",
    "unroll-remainder",
    "allow-unroll-and-jam",
    "unroll-and-jam-count",
    "unroll-and-jam-threshold",
    "aa-pipeline",
    "force-vector-width",
    "force-vector-interleave",
    "enable-epilogue-vectorization",
    "epilogue-vectorization-force-VF",
    "enable-loop-distribute",
    "simplifycfg-require-and-preserve-domtree",
    "pass-remarks",
    "pass-remarks-missed",
    "pass-remarks-analysis",
    "disable-loop-unrolling",
    "opt-level",
    "vectorizer-min-trip-count",
];

/// `argv` with `parir opt`'s options in opt's spelling (`-passes=...`, `-unroll-count=2`,
/// `--force-vector-width 4`) rewritten to clap's (`--name[=value]`), and opt's `-S` (text
/// output, parir's only one) dropped. An option `parir opt` does not take is an error naming
/// it. Other commands' arguments are left alone.
pub fn opt_style_args(argv: Vec<OsString>) -> Result<Vec<OsString>, String> {
    if argv.get(1).and_then(|a| a.to_str()) != Some("opt") {
        return Ok(argv);
    }
    let mut out: Vec<OsString> = argv[..2].to_vec();
    let mut rest = argv[2..].iter();
    while let Some(a) = rest.next() {
        let Some(text) = a.to_str() else {
            out.push(a.clone());
            continue;
        };
        if text == "--" {
            out.push(a.clone());
            out.extend(rest.cloned());
            break;
        }
        let body = text.trim_start_matches('-');
        if text == "-" || body.len() == text.len() {
            out.push(a.clone());
            continue;
        }
        let name = body.split('=').next().unwrap_or(body);
        if name == "S" {
            continue;
        }
        // opt's `-O0`..`-O3`: the default pipeline of that level.
        if let Some(level @ ("0" | "1" | "2" | "3")) = name.strip_prefix('O') {
            if body.len() == name.len() {
                out.push(format!("--opt-level={level}").into());
                continue;
            }
        }
        if name.len() == 1 {
            // A short option (`-o FILE`, `-p PIPELINE`, `-h`): clap's own.
            out.push(a.clone());
            if matches!(name, "o" | "p") && !body.contains('=') && body.len() == 1 {
                out.extend(rest.next().cloned());
            }
            continue;
        }
        if LONG.contains(&name) {
            out.push(format!("--{body}").into());
            if matches!(
                name,
                "passes" | "output" | "mtriple" | "mcpu" | "aa-pipeline"
            ) && !body.contains('=')
            {
                out.extend(rest.next().cloned());
            }
        } else if NOT_YET.contains(&name) {
            return Err(format!(
                "option '-{name}' of opt is not supported by parir yet (parir opt --help lists \
                 the options it takes)"
            ));
        } else {
            return Err(format!(
                "unknown option '-{name}' (parir opt --help lists the options)"
            ));
        }
    }
    Ok(out)
}

/// LLVM's `cl::opt<bool>` values: `true`, `1`, `false`, `0` (any case of the words).
fn llvm_bool(s: &str) -> Result<bool, String> {
    match s.to_ascii_lowercase().as_str() {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!("'{s}' is not a boolean (true, false, 1 or 0)")),
    }
}

/// `-mtriple`'s value: an x86-64 triple, the only target whose defaults parir's loop
/// passes model (LLVM 19's x86-64 keeps the target-independent unrolling preferences, and
/// the vectorizer's width is SSE2's).
fn x86_64_triple(s: &str) -> Result<String, String> {
    if s.split('-').next() == Some("x86_64") {
        Ok(s.to_string())
    } else {
        Err(format!(
            "parir's loop passes model x86-64 only (x86_64-...), not '{s}'"
        ))
    }
}

/// `-mcpu`'s value: an x86-64 CPU whose unrolling preferences parir knows.
fn x86_64_cpu(s: &str) -> Result<String, String> {
    match parir_transform::loop_unroll::x86_loop_buffer(s) {
        Some(_) => Ok(s.to_string()),
        None => Err(format!(
            "parir does not know the loop buffer of CPU '{s}' (x86-64 CPUs from core2 to \
             sapphirerapids, generic, x86-64, x86-64-v2..v4)"
        )),
    }
}

/// `-aa-pipeline`'s value: alias analyses LLVM 19 knows, basic-aa's rules among them
/// (`default` includes them), since those are the rules parir's analyses answer with.
fn aa_pipeline(s: &str) -> Result<String, String> {
    const KNOWN: &[&str] = &[
        "default",
        "basic-aa",
        "tbaa",
        "scoped-noalias-aa",
        "globals-aa",
        "objc-arc-aa",
        "scev-aa",
    ];
    let names: Vec<&str> = s.split(',').map(str::trim).collect();
    if let Some(bad) = names.iter().find(|n| !KNOWN.contains(n)) {
        return Err(format!(
            "'{bad}' is not an alias analysis (one of {})",
            KNOWN.join(", ")
        ));
    }
    if !names.iter().any(|n| matches!(*n, "default" | "basic-aa")) {
        return Err(
            "parir's alias queries follow basic-aa: the list must include basic-aa or default"
                .to_string(),
        );
    }
    Ok(s.to_string())
}

/// Arguments of `parir opt`.
#[derive(clap::Args)]
#[command(
    after_help = "opt's options are taken with one dash too (-passes=..., \
-unroll-count=2). opt's loop options parir does not honour yet are refused with an error \
naming them: -scalable-vectorization, -prefer-predicate-over-epilogue, -enable-vplan-native-path, \
-loop-distribute-non-if-convertible, -licm-versioning-invariant-threshold, \
-licm-versioning-max-depth-threshold, -pass-remarks-output. -pass-remarks=, \
-pass-remarks-missed= and -pass-remarks-analysis= take a pass name (found anywhere in the \
name, as opt-19 searches its regular expression) and are refused for a pass of the \
pipeline whose remarks parir does not print yet (all but loop-distribute, loop-unroll, \
loop-vectorize (but the cost model's remarks on loops without a request), and \
transform-warning, loop-simplify, mem2reg, dce, break-crit-edges, simplifycfg, instsimplify, instcombine, which emit \
none)."
)]
pub struct OptArgs {
    /// The pipeline, in opt's syntax: `loop-simplify,mem2reg`, `function(dce)` (also
    /// accepted as opt's `-passes=...`).
    #[arg(long = "passes", short = 'p', required_unless_present_any = ["list_passes", "opt_level"])]
    passes: Option<String>,
    /// opt's `-O0`..`-O3` (`-O2` is `--opt-level=2`): the pipeline `default<On>`, the passes
    /// of LLVM 19's default pipeline of that level that parir has (loops and their
    /// metadata as opt's; docs/loop-transforms.md). Not with --passes (use
    /// `default<On>` in the pipeline there), as in opt.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=3),
          conflicts_with = "passes")]
    opt_level: Option<u8>,
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
    /// Run the passes and write no module (their diagnostics are still printed).
    #[arg(long)]
    disable_output: bool,
    /// The target, as opt's -mtriple: an x86-64 triple (the loop passes' only model);
    /// others are refused.
    #[arg(long, value_name = "TRIPLE", value_parser = x86_64_triple,
          help_heading = "Loop pass options (as opt-19's)")]
    mtriple: Option<String>,
    /// The CPU of functions without a "target-cpu" attribute, as opt's -mcpu: an x86-64
    /// CPU whose loop buffer parir knows (generic, x86-64[-v2,-v3,-v4], core2 to
    /// sapphirerapids); it turns on partial and runtime unrolling of loops without calls,
    /// with the CPU's loop buffer as partial threshold, as LLVM 19's x86-64 preferences do.
    /// The vectorizer's default width stays SSE2's.
    #[arg(long, value_name = "CPU", value_parser = x86_64_cpu,
          help_heading = "Loop pass options (as opt-19's)")]
    mcpu: Option<String>,
    /// loop-unroll: unroll every loop whose unrolling is not disabled by N, before its
    /// llvm.loop.unroll.count (no run-time remainder).
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_count: Option<u64>,
    /// loop-unroll: the largest fully unrolled loop without a request, in instructions
    /// (LLVM's default 150).
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_threshold: Option<u64>,
    /// loop-unroll: the largest partially or runtime-unrolled loop (150; the CPU's loop
    /// buffer in a function compiled for a CPU).
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_partial_threshold: Option<u64>,
    /// loop-unroll: both thresholds for a loop with an unroll request and a constant trip
    /// count (16384).
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    pragma_unroll_threshold: Option<u64>,
    /// loop-unroll: the largest partial or runtime unroll count.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_max_count: Option<u64>,
    /// loop-unroll: the largest trip count fully unrolled without a request.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_full_max_count: Option<u64>,
    /// loop-unroll: unroll constant trip counts partially without a request (false; true
    /// in a function compiled for a CPU, see --mcpu).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    unroll_allow_partial: Option<bool>,
    /// loop-unroll: allow counts that do not divide the trip count, with a remainder
    /// (true).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    unroll_allow_remainder: Option<bool>,
    /// loop-unroll: unroll loops with a run-time trip count without a request, with an
    /// epilogue remainder (false; true in a function compiled for a CPU, see --mcpu).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    unroll_runtime: Option<bool>,
    /// loop-unroll: the remainder of runtime unrolling is an epilogue (true), else a
    /// prologue before the unrolled loop.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    unroll_runtime_epilog: Option<bool>,
    /// loop-unroll, loop-unroll-and-jam: unroll the remainder loop of runtime unrolling
    /// (which runs at most count - 1 times) into count - 1 copies (false).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    unroll_remainder: Option<bool>,
    /// loop-unroll-and-jam: whether nests without a forced request are candidates (false:
    /// no nest is).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    allow_unroll_and_jam: Option<bool>,
    /// loop-unroll-and-jam: the count of every candidate nest, before its
    /// llvm.loop.unroll_and_jam.count.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_and_jam_count: Option<u64>,
    /// loop-unroll-and-jam: the largest jammed inner loop of a nest without a request, in
    /// instructions (60; a request allows 1024); 0 disables the pass.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    unroll_and_jam_threshold: Option<u64>,
    /// The alias analyses of the loop passes' dependence questions, as opt's
    /// -aa-pipeline: a list of default, basic-aa, tbaa, scoped-noalias-aa, globals-aa that
    /// includes basic-aa or default. parir answers with basic-aa's rules (distinct
    /// identified objects, noalias arguments, offsets); what the others would add is not
    /// used, so parir may keep a loop opt transforms, never the reverse.
    #[arg(long, value_name = "AAS", value_parser = aa_pipeline,
          help_heading = "Loop pass options (as opt-19's)")]
    aa_pipeline: Option<String>,
    /// loop-vectorize: the width of loops without llvm.loop.vectorize.width; above 1 every
    /// loop whose vectorization is not disabled is vectorized.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    force_vector_width: Option<u32>,
    /// loop-vectorize: a loop whose vectorization is not forced and whose constant trip
    /// count is below N (16) is not interleaved, as LLVM allows it no scalar epilogue
    /// (LLVM folds the tail of such a loop into the vector loop where the count is not a
    /// multiple of the width; parir keeps a scalar epilogue there).
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    vectorizer_min_trip_count: Option<u32>,
    /// loop-vectorize: the interleave count of loops without llvm.loop.interleave.count.
    #[arg(
        long,
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    force_vector_interleave: Option<u32>,
    /// loop-vectorize: vectorize the remainder of vectorized loops (true): at half the
    /// width when the width is at least 16, or at --epilogue-vectorization-force-VF.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    enable_epilogue_vectorization: Option<bool>,
    /// loop-vectorize: the width of every vector epilogue (above 1; a width the loop's
    /// plan has: the main width when the user gave it, else up to it).
    #[arg(
        long = "epilogue-vectorization-force-VF",
        value_name = "N",
        help_heading = "Loop pass options (as opt-19's)"
    )]
    epilogue_vectorization_force_vf: Option<u32>,
    /// loop-distribute: distribute every loop whose metadata does not say otherwise.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    enable_loop_distribute: Option<bool>,
    /// simplifycfg: opt's check that the pass keeps its dominator tree up to date (a
    /// debugging aid of LLVM's that changes no output; parir's simplifycfg computes what it
    /// needs afresh), taken and ignored.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = llvm_bool,
          help_heading = "Loop pass options (as opt-19's)")]
    simplifycfg_require_and_preserve_domtree: Option<bool>,
    /// The unroll passes of the default pipelines (-O1.., default<On>) unroll only the
    /// loops whose unrolling is forced (an unroll request); a loop-unroll named in
    /// --passes is not affected.
    #[arg(long, help_heading = "Loop pass options (as opt-19's)")]
    disable_loop_unrolling: bool,
    /// Print the remarks of the passes whose name contains PASS (what they did).
    #[arg(
        long,
        value_name = "PASS",
        require_equals = true,
        help_heading = "Loop pass options (as opt-19's)"
    )]
    pass_remarks: Option<String>,
    /// Print the missed-optimization remarks of the passes whose name contains PASS.
    #[arg(
        long,
        value_name = "PASS",
        require_equals = true,
        help_heading = "Loop pass options (as opt-19's)"
    )]
    pass_remarks_missed: Option<String>,
    /// Print the analysis remarks of the passes whose name contains PASS.
    #[arg(
        long,
        value_name = "PASS",
        require_equals = true,
        help_heading = "Loop pass options (as opt-19's)"
    )]
    pass_remarks_analysis: Option<String>,
}

/// Checks the `-pass-remarks*=` options against the pipeline `passes`: each is a pass name
/// (opt takes a regular expression; parir only its plain-name subset, searched in the name
/// as opt's regex search does), and each pass it selects must be one whose remarks parir
/// prints in full ([`REMARKS_COMPLETE`]).
fn check_remarks(args: &OptArgs, passes: &[&str]) -> Result<(), String> {
    for (opt, pattern) in [
        ("pass-remarks", &args.pass_remarks),
        ("pass-remarks-missed", &args.pass_remarks_missed),
        ("pass-remarks-analysis", &args.pass_remarks_analysis),
    ] {
        let Some(p) = pattern else { continue };
        if p.is_empty()
            || !p
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(format!(
                "option '-{opt}={p}': parir takes a pass name there, not yet a regular expression"
            ));
        }
        if let Some(pass) = passes
            .iter()
            .find(|n| n.contains(p.as_str()) && !REMARKS_COMPLETE.contains(n))
        {
            return Err(format!(
                "option '-{opt}': parir does not print the remarks of {pass} yet"
            ));
        }
    }
    Ok(())
}

impl OptArgs {
    /// The loop passes' options.
    fn loop_options(&self) -> LoopPassOptions {
        let mut o = LoopPassOptions::default();
        o.unroll.count = self.unroll_count;
        o.unroll.threshold = self.unroll_threshold;
        o.unroll.partial_threshold = self.unroll_partial_threshold;
        o.unroll.pragma_threshold = self.pragma_unroll_threshold;
        o.unroll.max_count = self.unroll_max_count;
        o.unroll.full_max_count = self.unroll_full_max_count;
        o.unroll.allow_partial = self.unroll_allow_partial;
        o.unroll.allow_remainder = self.unroll_allow_remainder;
        o.unroll.runtime = self.unroll_runtime;
        o.unroll.runtime_epilog = self.unroll_runtime_epilog;
        o.unroll.remainder = self.unroll_remainder.unwrap_or(false);
        o.unroll.cpu = self.mcpu.clone();
        o.unroll.mtriple = self.mtriple.is_some();
        o.unroll_and_jam.allow = self.allow_unroll_and_jam;
        o.unroll_and_jam.count = self.unroll_and_jam_count;
        o.unroll_and_jam.threshold = self.unroll_and_jam_threshold;
        o.vectorize.width = self.force_vector_width;
        o.vectorize.interleave = self.force_vector_interleave;
        o.vectorize.min_trip_count = self.vectorizer_min_trip_count;
        o.vectorize.no_epilogue = self.enable_epilogue_vectorization == Some(false);
        o.vectorize.epilogue_force_vf = self.epilogue_vectorization_force_vf;
        o.distribute.enable = self.enable_loop_distribute.unwrap_or(false);
        o.disable_loop_unrolling = self.disable_loop_unrolling;
        o.remarks.passed = self.pass_remarks.clone();
        o.remarks.missed = self.pass_remarks_missed.clone();
        o.remarks.analysis = self.pass_remarks_analysis.clone();
        o
    }
}

/// Runs `parir opt`.
pub fn run(args: OptArgs) -> Result<ExitCode, String> {
    if args.list_passes {
        crate::io::write_output(None, list_passes_in(&registry()).as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let loop_opts = args.loop_options();
    let remarks_ok = |pm: &PassManager| check_remarks(&args, &pm.names());
    let passes = args
        .passes
        .clone()
        .or(args.opt_level.map(|n| format!("default<O{n}>")));
    let (Some(passes), Some(input)) = (passes, args.input.clone()) else {
        return Err("parir opt needs -passes=... and an input file".to_string());
    };
    let pm =
        PassManager::parse_with(&passes, &registry(), &loop_opts).map_err(|e| e.to_string())?;
    remarks_ok(&pm)?;
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
    if args.disable_output {
        return Ok(ExitCode::SUCCESS);
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
