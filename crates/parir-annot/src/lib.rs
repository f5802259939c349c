//! parir-annot: the parallel model and the annotation systems, one module per system
//! (DESIGN.md, "Layers" and "The parallel model (the hub)"):
//!
//! - [`model`]: the parallel model, one analysis per function (`ParallelModel`: claimed
//!   loops, constructs with typed clauses, spawns and syncs, `cilk_for` loops, dataflow
//!   nodes), cached per function (`ModelCache`); [`model::systems`] declares each system's
//!   recognizer into the hub form and emitter out of it and derives the translations
//!   (`parir translate --list`); `print<parallel-model>`;
//! - [`claims`]: what the model is built from — claimed loops and their coverage, header phis
//!   (inductions, reductions, carried values), constructs, task points — and `parir check`'s
//!   lints on them;
//! - [`ivdep`]: ivdep and parallel-loop annotations (`ivdep-loop-annotations-design.md`):
//!   `include/parir.h` markers and DPC++ metadata lowered to access groups and
//!   `llvm.loop.no_depends(_safelen)` / `llvm.loop.parallel_accesses`, the SPIR-V-friendly form,
//!   the upstream LLVM form, the lints of `parir check`, and its recognizer and emitters
//!   (`ivdep/translate.rs`);
//! - [`directives`]: directive regions and markers (the hub's IR form), their vocabulary,
//!   builder, checker, and the 2017 form; [`omp`]: OpenMP's outlined form (`omp-prepare` /
//!   `omp-extract`); [`csa`]: the CSA builtins, CLIE, SPMDization, memory ordering, and its
//!   recognizers and emitters (`csa/translate.rs`); [`tapir`]: Tapir and the RFC's markers
//!   (`tapir-prepare` / `tapir-extract`); [`hpvm`]: HPVM's nodes (`hpvm-prepare` /
//!   `hpvm-extract`); [`loopmd`]: loop transformation metadata and `transform-warning`;
//! - [`diag`]: the systems' name for parir-ir's diagnostic type, and `!dbg` locations.
//!
//! [`pipeline`] is the early pipeline a compiler driver runs right after the frontend
//! (`parir cc`).
//!
//! [`registry`] lists the passes, to be appended to `parir_transform::manager::registry()`;
//! a pass returns its warnings with its result, and `PassManager::run` gathers them in its
//! report (`RunReport::diagnostics`).
//!
//! ```
//! use parir_transform::manager::{PassManager, PipelineOptions};
//! let mut reg = parir_transform::manager::registry();
//! reg.extend(parir_annot::registry());
//! let pm = PassManager::parse_in("ivdep-lower,ivdep-to-llvm", &reg).unwrap();
//! let mut m = parir_ir::parser::parse_module(
//!     "declare void @__parir_ivdep()\ndefine void @f(ptr %p, i1 %c) {\nentry:\n  call void @__parir_ivdep()\n  br label %h\nh:\n  store i8 0, ptr %p\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
//!     "m.ll",
//! ).unwrap();
//! let report = pm.run(&mut m, &PipelineOptions::default()).unwrap();
//! assert!(report.diagnostics.is_empty());
//! assert!(parir_ir::printer::print_module(&m).contains("llvm.loop.parallel_accesses"));
//! ```

/// Wraps a module function `fn(&mut Module) -> (bool, Vec<diag::Warning>)` as a required
/// module pass that returns its diagnostics with its result (the annotation systems' passes).
macro_rules! module_pass {
    ($ty:ident, $name:literal, $dump:literal, $desc:literal, $run:expr, $preserved:expr) => {
        #[doc = concat!("The `", $name, "` pass: ", $desc, ".")]
        pub struct $ty;

        impl parir_transform::manager::Pass for $ty {
            fn name(&self) -> &'static str {
                $name
            }
            fn dump_name(&self) -> &'static str {
                $dump
            }
            fn description(&self) -> &'static str {
                $desc
            }
            fn kind(&self) -> parir_transform::manager::PassKind {
                parir_transform::manager::PassKind::Module
            }
            fn is_required(&self) -> bool {
                true
            }
            fn run_on_module(
                &self,
                m: &mut parir_ir::Module,
            ) -> parir_transform::manager::PassResult {
                let run: fn(&mut parir_ir::Module) -> (bool, Vec<$crate::diag::Warning>) = $run;
                let (changed, warnings) = run(m);
                parir_transform::manager::PassResult::from_changed(changed, $preserved)
                    .with_diagnostics(warnings)
            }
        }
    };
}

pub mod claims;
pub mod csa;
pub mod diag;
pub mod directives;
pub use parir_transform::irbuild;
pub mod hpvm;
pub mod ivdep;
pub mod loopmd;
pub mod model;
pub mod next_step;
pub mod omp;
pub mod pipeline;
pub mod tapir;

/// An analysis printer of an annotation system, run by `parir analyze -p 'print<...>'` next
/// to parir-analysis's printers (`parir_analysis::printer::PASSES`).
pub struct Printer {
    /// `print<...>`.
    pub name: &'static str,
    /// One line for `parir analyze --help`-style listings.
    pub description: &'static str,
    /// The whole module's text.
    pub run: fn(&parir_ir::Module) -> String,
    /// The same as JSON (`parir analyze --format json`), for the printers that have it.
    pub json: Option<fn(&parir_ir::Module) -> serde_json::Value>,
}

/// The analysis printers of this crate.
pub fn printers() -> Vec<Printer> {
    vec![
        Printer {
            name: "print<parallel-claims>",
            description: "the parallelism claims model: claimed loops, coverage, header phis",
            run: claims::print::print_module,
            json: None,
        },
        Printer {
            name: "print<parallel-model>",
            description: "the parallel model: per function the constructs (teams, worksharing, tasks, ...) with their clauses, the claimed loops, spawns and syncs, and what a translation would carry",
            run: model::print::print_module,
            json: Some(model::print::json_module),
        },
        Printer {
            name: "print<directive-regions>",
            description:
                "the directive region tree: directives, clauses, exits, blocks, loops, markers",
            run: directives::print::print_module,
            json: None,
        },
        Printer {
            name: "print<loop-transforms>",
            description: "per loop: the transformations its metadata requests, forces or disables, and the followups",
            run: loopmd::print::print_module,
            json: Some(loopmd::print::json_module),
        },
        Printer {
            name: "print<csa-memorder>",
            description: "CSA regions: membership of each memory operation in regions and sections, the ordering edges kept or ignored, bad intrinsics",
            run: csa::memorder::print_module,
            json: Some(csa::memorder::json_module),
        },
        Printer {
            name: "dot<csa-memorder>",
            description: "the memop CFG as DOT: per block its region/section intrinsics and memory operations with their membership; backedges dashed",
            run: csa::memorder::dot_module,
            json: None,
        },
        Printer {
            name: "dot<loops>",
            description: "the CFG as DOT with the loop forest as nested clusters, each loop labelled with its LoopID's claims and requests; backedges dashed",
            run: loopmd::dot::dot_module,
            json: None,
        },
        Printer {
            name: "dot<parallel-model>",
            description: "the CFG as DOT with the parallel model on it: constructs (teams, worksharing, tasks, critical, ...) and claimed loops as nested boxes labelled with their clauses or claims, spawns and syncs noted on their blocks; backedges dashed",
            run: model::print::dot_module,
            json: None,
        },
        Printer {
            name: "dot<directive-regions>",
            description: "the CFG as a DOT graph with the directive region tree as nested clusters",
            run: directives::print::dot_module,
            json: None,
        },
    ]
}

/// Every lint of every annotation system on `m`, each with the name of its checker (the
/// pass name of `parir check --format yaml` remarks): `ivdep-check` for
/// [`ivdep::check`], `parallel-claims` for [`claims::check`], `csa-check` for [`csa::check`],
/// `directive-check` for [`directives::check`].
pub fn check_module(m: &parir_ir::Module) -> Vec<(&'static str, diag::Warning)> {
    check_module_only(m, CHECKERS)
}

/// The checkers of [`check_module`], by name.
pub const CHECKERS: &[&str] = &[
    "ivdep-check",
    "parallel-claims",
    "csa-check",
    "directive-check",
    "loop-transforms",
];

/// [`check_module`] with only the checkers named in `only` (names of [`CHECKERS`]).
pub fn check_module_only(
    m: &parir_ir::Module,
    only: &[&str],
) -> Vec<(&'static str, diag::Warning)> {
    type Checker = fn(&parir_ir::Module) -> Vec<diag::Warning>;
    let all: [(&'static str, Checker); 5] = [
        ("ivdep-check", ivdep::check::check_module),
        ("parallel-claims", claims::check::check_module),
        ("csa-check", csa::check::check_module),
        ("directive-check", directives::check::check_module),
        ("loop-transforms", loopmd::warning::contradictions),
    ];
    let mut out = Vec::new();
    for (name, f) in all {
        if only.contains(&name) {
            out.extend(f(m).into_iter().map(|w| (name, w)));
        }
    }
    out
}

use parir_transform::manager::{PassInfo, PassKind};

/// The passes of this crate, in `--list-passes` order.
pub fn registry() -> Vec<PassInfo> {
    use parir_transform::manager::Pass;
    fn info(p: Box<dyn Pass>, make: fn() -> Box<dyn Pass>) -> PassInfo {
        PassInfo {
            name: p.name(),
            kind: PassKind::Module,
            description: p.description(),
            make,
        }
    }
    vec![
        info(Box::new(ivdep::IvdepLower), || Box::new(ivdep::IvdepLower)),
        info(Box::new(ivdep::IvdepToSpirvFriendly), || {
            Box::new(ivdep::IvdepToSpirvFriendly)
        }),
        info(Box::new(ivdep::IvdepFromSpirvFriendly), || {
            Box::new(ivdep::IvdepFromSpirvFriendly)
        }),
        info(Box::new(ivdep::IvdepToLlvm), || {
            Box::new(ivdep::IvdepToLlvm)
        }),
        info(Box::new(csa::CsaBuiltins), || Box::new(csa::CsaBuiltins)),
        info(Box::new(csa::CsaFortranIntrinsics), || {
            Box::new(csa::CsaFortranIntrinsics)
        }),
        info(Box::new(csa::Clie), || Box::new(csa::Clie)),
        info(Box::new(csa::LoopSpmdization), || {
            Box::new(csa::LoopSpmdization)
        }),
        info(Box::new(csa::CsaLowerParallelIntrinsics), || {
            Box::new(csa::CsaLowerParallelIntrinsics)
        }),
        info(Box::new(csa::CsaIntrinsicCleaner), || {
            Box::new(csa::CsaIntrinsicCleaner)
        }),
        info(Box::new(csa::CsaIntrinsicCleanerNoStorageCheck), || {
            Box::new(csa::CsaIntrinsicCleanerNoStorageCheck)
        }),
        info(Box::new(loopmd::TransformWarning), || {
            Box::new(loopmd::TransformWarning)
        }),
        info(Box::new(loopmd::LoopTransforms), || {
            Box::new(loopmd::LoopTransforms)
        }),
        info(Box::new(directives::DirectiveUpgrade), || {
            Box::new(directives::DirectiveUpgrade)
        }),
        info(Box::new(directives::DirectiveDowngrade), || {
            Box::new(directives::DirectiveDowngrade)
        }),
        info(Box::new(tapir::TapirPrepare), || {
            Box::new(tapir::TapirPrepare)
        }),
        info(Box::new(tapir::TapirExtract), || {
            Box::new(tapir::TapirExtract)
        }),
        info(Box::new(tapir::TapirSerialize), || {
            Box::new(tapir::TapirSerialize)
        }),
        info(Box::new(ivdep::translate::IvdepToDirectives), || {
            Box::new(ivdep::translate::IvdepToDirectives)
        }),
        info(Box::new(ivdep::translate::DirectivesToIvdep), || {
            Box::new(ivdep::translate::DirectivesToIvdep)
        }),
        info(Box::new(ivdep::translate::TapirToIvdep), || {
            Box::new(ivdep::translate::TapirToIvdep)
        }),
        info(Box::new(csa::translate::CsaToDirectives), || {
            Box::new(csa::translate::CsaToDirectives)
        }),
        info(Box::new(csa::translate::DirectivesToCsa), || {
            Box::new(csa::translate::DirectivesToCsa)
        }),
        info(Box::new(hpvm::HpvmPrepare), || Box::new(hpvm::HpvmPrepare)),
        info(Box::new(omp::OmpPrepare), || Box::new(omp::OmpPrepare)),
        info(Box::new(omp::extract::OmpExtract), || {
            Box::new(omp::extract::OmpExtract)
        }),
        info(Box::new(hpvm::HpvmExtract), || Box::new(hpvm::HpvmExtract)),
        info(Box::new(csa::translate::CsaSectionsToDirectives), || {
            Box::new(csa::translate::CsaSectionsToDirectives)
        }),
        info(Box::new(csa::translate::DirectivesToCsaSections), || {
            Box::new(csa::translate::DirectivesToCsaSections)
        }),
    ]
}
