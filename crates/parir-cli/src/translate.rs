//! `parir translate --from F --to T IN.ll [-o OUT]` and `parir translate --list`: the
//! PREPARE/EXTRACT translators (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows")
//! and the claim translators between annotation forms, by the names of the forms. Each pair is
//! a pipeline of `parir opt` passes ([`PAIRS`]); what a translation cannot express is a
//! located warning on standard error (docs/translators.md).

use parir_transform::manager::{PassManager, PipelineOptions};
use std::process::ExitCode;

/// An IR form parir translates from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Form {
    /// OpenCilk's Tapir: `detach` / `reattach` / `sync` within sync regions.
    Tapir,
    /// The LLVMPar RFC's Tapir markers: `detach_task` / `reattach_task` / `local_barrier`.
    Markers,
    /// Directive regions: `llvm.directive.region.entry/exit` with `DIR.OMP.*` bundles.
    Directives,
    /// The 2017 region form: `llvm.experimental.directive` with qualifier calls.
    Directives2017,
    /// LLVM's loop metadata: access groups and `llvm.loop.parallel_accesses` /
    /// `llvm.loop.no_depends[_safelen]`.
    Ivdep,
    /// HPVM's leaf nodes: `llvm.hpvm.createNode1D/2D/3D` with `llvm.hpvm.bind.input`.
    Hpvm,
    /// OpenMP as clang-19 / flang-19 `-fopenmp` lower it: `__kmpc_fork_call` of outlined
    /// functions and libomp's `__kmpc_*` entry points.
    Openmp,
    /// The CSA loop builtins as intrinsics: `llvm.csa.parallel.loop`, `llvm.csa.spmd`,
    /// `llvm.csa.spmdization` (after `csa-builtins`).
    Csa,
}

impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Tapir => "tapir",
            Form::Markers => "markers",
            Form::Directives => "directives",
            Form::Directives2017 => "directives2017",
            Form::Ivdep => "ivdep",
            Form::Csa => "csa",
            Form::Hpvm => "hpvm",
            Form::Openmp => "openmp",
        }
    }
}

/// The supported pairs: (from, to, pipeline, what moves).
pub const PAIRS: &[(Form, Form, &str, &str)] = &[
    (
        Form::Tapir,
        Form::Markers,
        "tapir-prepare",
        "detach/reattach/sync -> detach_task/reattach_task/local_barrier (sync region kept)",
    ),
    (
        Form::Markers,
        Form::Tapir,
        "tapir-extract",
        "the markers -> detach/reattach/sync",
    ),
    (
        Form::Tapir,
        Form::Ivdep,
        "tapir-to-ivdep",
        "cilk_for loops whose tasks hold every access -> serial loops with access groups + parallel_accesses",
    ),
    (
        Form::Markers,
        Form::Ivdep,
        "tapir-to-ivdep",
        "detach_task loops whose tasks hold every access -> serial loops with access groups + parallel_accesses",
    ),
    (
        Form::Ivdep,
        Form::Directives,
        "ivdep-to-directives",
        "loops claimed on every access -> DIR.OMP.SIMD [SAFELEN]",
    ),
    (
        Form::Directives,
        Form::Ivdep,
        "directives-to-ivdep",
        "loop directives with SHARED/SAFELEN only -> access groups + parallel_accesses / no_depends_safelen",
    ),
    (
        Form::Hpvm,
        Form::Directives,
        "hpvm-prepare",
        "createNode1D/2D/3D + bind.input -> HPVM_create_node region, replication loop of detach_task tasks (node inlined)",
    ),
    (
        Form::Openmp,
        Form::Directives,
        "omp-prepare",
        "__kmpc_fork_call + outlined function -> DIR.OMP.PARALLEL (inlined); critical/reduce/single/master/barrier/task/taskwait/taskgroup -> their regions; static/dynamic/guided loops -> DIR.OMP.LOOP where the team can share them, other worksharing: each thread's share computed in IR",
    ),
    (
        Form::Directives,
        Form::Openmp,
        "omp-extract",
        "DIR.OMP.PARALLEL / TASK -> outlined functions + __kmpc_fork_call / __kmpc_omp_task; DIR.OMP.LOOP -> __kmpc_for_static_init_8/fini or __kmpc_dispatch_init_8/next; critical/single/master/masked/barrier/taskwait/taskgroup -> their __kmpc_* calls",
    ),
    (
        Form::Directives,
        Form::Hpvm,
        "hpvm-extract",
        "HPVM_create_node regions -> node function (outlined, or the one it came from) + createNode1D/2D/3D + bind.input",
    ),
    (
        Form::Csa,
        Form::Directives,
        "csa-to-directives,csa-sections-to-directives",
        "parallel_loop -> DIR.OMP.PARALLEL.LOOP; spmd(W, chunk) -> + NUM_THREADS(W), SCHEDULE.STATIC(chunk); a region of sections -> DIR.OMP.PARALLEL.SECTIONS / SECTION",
    ),
    (
        Form::Directives,
        Form::Csa,
        "directives-to-csa,directives-to-csa-sections",
        "DIR.OMP.PARALLEL.LOOP with SHARED/NUM_THREADS/SCHEDULE.STATIC only -> parallel_loop / spmd; PARALLEL.SECTIONS / SECTION -> a region of sections",
    ),
    (
        Form::Directives2017,
        Form::Directives,
        "directive-upgrade",
        "llvm.experimental.directive + dir.qual* -> region entry/exit with bundles",
    ),
    (
        Form::Directives,
        Form::Directives2017,
        "directive-downgrade",
        "region entry/exit with bundles -> the 2017 form",
    ),
    (
        Form::Ivdep,
        Form::Directives2017,
        "ivdep-to-directives,directive-downgrade",
        "through directives",
    ),
    (
        Form::Directives2017,
        Form::Ivdep,
        "directive-upgrade,directives-to-ivdep",
        "through directives",
    ),
];

/// The pairs as a Markdown table (`parir translate --list`, and the README).
pub fn table() -> String {
    let mut s = String::from("| From | To | Passes | What moves |\n|---|---|---|---|\n");
    for (from, to, passes, what) in PAIRS {
        s += &format!(
            "| {} | {} | `{passes}` | {what} |\n",
            from.name(),
            to.name()
        );
    }
    s
}

/// Arguments of `parir translate`.
#[derive(clap::Args)]
pub struct TranslateArgs {
    /// The form of the input.
    #[arg(long, value_enum, required_unless_present = "list")]
    from: Option<Form>,
    /// The form to write.
    #[arg(long, value_enum, required_unless_present = "list")]
    to: Option<Form>,
    /// Input .ll file, or `-` for standard input.
    #[arg(required_unless_present = "list")]
    input: Option<String>,
    /// Output file (`-`: standard output, the default): a file is replaced atomically, a device
    /// or FIFO written in place, a symbolic link followed.
    #[arg(short, long)]
    output: Option<String>,
    /// Print the supported pairs as a table and exit.
    #[arg(long)]
    list: bool,
}

/// Runs `parir translate`.
pub fn run(args: TranslateArgs) -> Result<ExitCode, String> {
    if args.list {
        crate::io::write_output(None, table().as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let (Some(from), Some(to), Some(input)) = (args.from, args.to, args.input) else {
        return Err("parir translate needs --from, --to and an input file".to_string());
    };
    let Some((_, _, passes, _)) = PAIRS.iter().find(|p| p.0 == from && p.1 == to) else {
        return Err(format!(
            "no translation from {} to {} (parir translate --list shows the pairs)",
            from.name(),
            to.name()
        ));
    };
    let pm = PassManager::parse_in(passes, &crate::opt::registry()).map_err(|e| e.to_string())?;
    let (name, src) = crate::io::read_input(&input)?;
    let Some(mut m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    let opts = PipelineOptions {
        verify_each: true,
        ..PipelineOptions::default()
    };
    if crate::opt::run_pipeline(&pm, &mut m, &name, &src, &opts)?.is_none() {
        return Ok(ExitCode::from(1));
    }
    crate::io::write_streamed(args.output.as_deref(), |w| {
        parir_ir::printer::write_module(&m, &mut &mut *w)
    })?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_parses_and_is_listed_once() {
        let reg = crate::opt::registry();
        for (i, (from, to, passes, _)) in PAIRS.iter().enumerate() {
            assert!(PassManager::parse_in(passes, &reg).is_ok(), "{passes}");
            assert_ne!(from, to);
            assert!(
                !PAIRS[i + 1..].iter().any(|p| p.0 == *from && p.1 == *to),
                "{from:?} -> {to:?} twice"
            );
        }
        assert_eq!(table().lines().count(), PAIRS.len() + 2);
    }
}
