//! Directive regions (`llvmpar-extension-mechanism-rfc.txt`, and its 2017 predecessor
//! `region-annotations-rfc.txt`): the intrinsics `llvm.directive.region.entry` (a token),
//! `llvm.directive.region.exit(token)` and `llvm.directive.marker` (an `i1`), with operand
//! bundles in the vocabularies of [`vocab`].
//!
//! - [`vocab`]: the tag tables (OpenMP `DIR.OMP.*`/`QUAL.OMP.*` as Intel's compiler spells
//!   them, the RFC's Tapir and HPVM tags);
//! - [`model`]: the regions of a function (entry, exits, bundles, contents, nesting) and its
//!   markers;
//! - [`build`]: a builder for passes that create regions and markers (typed directives and
//!   clauses, no tag strings);
//! - [`check`]: the RFC's correctness properties A–C as `parir check` lints (checker
//!   `directive-check`);
//! - [`against`]: `parir check --against OLD.ll`: what a transformation moved across region
//!   boundaries (property D and the transformation checker);
//! - [`print`](mod@print): the `print<directive-regions>` printer;
//! - [`upgrade`]: the 2017 form (`llvm.experimental.directive` and its qualifier calls) and
//!   the passes `directive-upgrade` / `directive-downgrade`.
//!
//! LLVM 19 does not define these intrinsics; its tools accept them as unknown `llvm.*`
//! declarations (opaque calls), so modules with directives pass `opt-19 -passes=verify`.

pub mod against;
pub mod build;
pub mod check;
pub mod model;
pub mod print;
pub mod upgrade;
pub mod vocab;
pub mod wrap;

use parir_transform::manager::PreservedAnalyses;

module_pass!(
    DirectiveUpgrade,
    "directive-upgrade",
    "DirectiveUpgradePass",
    "2017 region annotations (llvm.experimental.directive + dir.qual*) -> llvm.directive.region.entry/exit with bundles",
    upgrade::upgrade,
    // Calls are replaced by calls: no block or edge changes.
    PreservedAnalyses::cfg()
);
module_pass!(
    DirectiveDowngrade,
    "directive-downgrade",
    "DirectiveDowngradePass",
    "llvm.directive.region.entry/exit with bundles -> the 2017 form",
    upgrade::downgrade,
    // Calls are replaced by calls: no block or edge changes.
    PreservedAnalyses::cfg()
);
