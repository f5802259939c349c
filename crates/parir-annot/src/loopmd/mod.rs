//! Loop transformation metadata (`code-transformation-metadata.rst`): the `llvm.loop.*`
//! attributes that request, force or forbid loop transformations, how LLVM 19 decides what
//! they mean, the followup attributes that say what the loops a transformation produces
//! carry, and the `transform-warning` pass.
//!
//! - [`attrs`]: a table of every `llvm.loop.*` attribute LLVM 19 defines and the annotation
//!   systems' own, with the transformation each belongs to;
//! - [`mode`]: LLVM's `TransformationMode` and `hasUnrollTransformation` & co., with the same
//!   answers as `LoopUtils.cpp` (first attribute of a name wins; `getOptionalIntLoopAttribute`
//!   sign-extends, `getOptionalBoolLoopAttribute` zero-extends);
//! - [`followup`]: LLVM's `makeFollowupLoopID`;
//! - [`print`](mod@print): the `print<loop-transforms>` printer;
//! - [`warning`]: the `transform-warning` pass and `parir check`'s contradictory requests.

pub use parir_analysis::loopmd::{attrs, followup, mode};
pub mod dot;
pub mod print;
pub mod warning;

use parir_ir::Module;
use parir_transform::manager::{Pass, PassKind, PassResult};

/// The `transform-warning` pass: warns about forced transformations that did not happen, with
/// LLVM 19's messages and remark names.
pub struct TransformWarning;

impl Pass for TransformWarning {
    fn name(&self) -> &'static str {
        "transform-warning"
    }
    fn dump_name(&self) -> &'static str {
        "WarnMissedTransformationsPass"
    }
    fn description(&self) -> &'static str {
        "warn about forced loop transformations that were not performed (LLVM's messages)"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        PassResult::unchanged().with_diagnostics(warning::leftover_transformations(m))
    }
}

/// The loop transformations of LLVM 19's default pipeline (new pass manager), in its order
/// (`code-transformation-metadata.rst`, "Ambiguous Transformation Order"): `loop-simplify`,
/// `loop-distribute`, `loop-vectorize`, `loop-unroll-and-jam`, `loop-unroll`, then
/// `transform-warning`. A loop's followups hand it from one transformation to the next in
/// that order; a request for an earlier one in a later one's followup is left over and
/// reported.
pub const LOOP_TRANSFORMS: &str =
    "loop-simplify,loop-distribute,loop-vectorize,loop-unroll-and-jam,loop-unroll,transform-warning";

/// The `loop-transforms` pipeline ([`LOOP_TRANSFORMS`]).
pub struct LoopTransforms;

impl Pass for LoopTransforms {
    fn name(&self) -> &'static str {
        "loop-transforms"
    }
    fn description(&self) -> &'static str {
        "the loop transformations in LLVM's order: loop-simplify, loop-distribute, loop-vectorize, loop-unroll-and-jam, loop-unroll, transform-warning"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        let mut registry = parir_transform::manager::registry();
        registry.extend(
            crate::registry()
                .into_iter()
                .filter(|p| p.name != "loop-transforms"),
        );
        let pm = match parir_transform::manager::PassManager::parse_in(LOOP_TRANSFORMS, &registry) {
            Ok(pm) => pm,
            Err(_) => return PassResult::unchanged(),
        };
        match pm.run(m, &parir_transform::manager::PipelineOptions::default()) {
            Ok(report) => PassResult::from_changed(
                report.changed,
                parir_transform::manager::PreservedAnalyses::none(),
            ),
            Err(_) => PassResult::unchanged(),
        }
    }
}
