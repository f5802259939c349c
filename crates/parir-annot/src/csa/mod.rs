//! CSA pathfinding builtins, first half (issue 13; seed `csa-pathfinding-builtins.rst`):
//! the input forms, CLIE, region IDs and the cleaner. The path-based memory-ordering
//! semantics, the lowering to loop metadata and SPMDization build on the data model here.
//!
//! # Input forms
//!
//! - C and C++ through clang-19: `include/csa.h` declares the user builtins
//!   (`__builtin_csa_parallel_loop()`, `__builtin_csa_spmd(workers, chunk)`,
//!   `__builtin_csa_spmdization(workers, "kind")`, `__builtin_csa_pipeline_loop(depth)`,
//!   `__builtin_csa_parallel_{region,section}_{entry,exit}`); clang-19 emits calls of them,
//!   which survive -O0..-O3, and [`builtins`] (`csa-builtins`) turns them into the `llvm.csa.*`
//!   intrinsics. With `-DPARIR_CSA_NOOP` the header makes them no-ops (the seed's x86 no-op
//!   variants) for a plain native build.
//! - Fortran through flang-19: `call builtin_csa_spmd(8, 0)` arrives as
//!   `call void @builtin_csa_spmd_(ptr, ptr)`; [`fortran_intrinsics`]
//!   (`csa-fortran-intrinsics`, the seed's CSAFortranIntrinsics) translates them.
//!   `include/csa.inc` is the interface block for argument checking, `include/csa_noop.f90`
//!   the no-op procedures for native builds.
//! - IR that already holds `llvm.csa.*` calls is read, printed and verified as it is; the
//!   signatures are in [`intrinsics`], checked by [`check`].
//!
//! # Passes (`parir opt -passes=...`)
//!
//! | pass | module | seed section |
//! |---|---|---|
//! | `csa-builtins` | [`builtins`] | "User-Visible Intrinsics" |
//! | `csa-fortran-intrinsics` | [`fortran_intrinsics`] | "CSAFortranIntrinsics" |
//! | `clie` | [`clie`] | "CSALoopIntrinsicExpander" |
//! | `csa-intrinsic-cleaner`, `csa-intrinsic-cleaner<disable-loop-storage-check>` | [`intrinsic_cleaner`] | "CSAIntrinsicCleaner" |
//! | `csa-lower-parallel-intrinsics` | [`lower`] | "Semantics" (the lowering experiment) |
//!
//! Analyses: [`memorder`] (`print<csa-memorder>`, `dot<csa-memorder>`; its path rules also
//! run in `parir check`).
//!
//! The seed's pipeline before CLIE is `csa-fortran-intrinsics` (or `csa-builtins`), SROA
//! (`mem2reg` here), `loop-simplify`, `licm`:
//! `parir opt -passes=csa-builtins,mem2reg,loop-simplify,licm,clie,csa-intrinsic-cleaner`.
//! The inliner (`inline`, `always-inline`) gives inlined region entries fresh IDs
//! ([`parir_transform::csa_region_ids`]).
//!
//! # Data model
//!
//! [`model`]: per function, the CSA calls, the regions (a region ID with its region entries,
//! region exits, section entries and section exits, connected through phis), and the internal
//! entry/exit pairs. Region IDs: user IDs below 1000 are kept; passes take
//! [`parir_transform::csa_region_ids::next_region_id`], above every ID in the function, so
//! IDs stay unique across passes and separate runs; value names carry the pass's prefix
//! (`clie_pre`, `clie_pse`, `spmdization_entry`, `ilpl_entry`).
//!
//! # Diagnostics
//!
//! Pass warnings and errors and the lints of [`check`] have stable names and carry the
//! user's `file:line:col` from `!dbg` when present, the `.ll` position otherwise; `parir opt`
//! prints them, `parir check` prints them as text, JSON or YAML remarks.

pub mod builtins;
pub mod check;
pub mod clie;
pub mod fortran_intrinsics;
pub mod intrinsic_cleaner;
pub mod intrinsics;
pub mod lower;
pub mod memorder;
pub mod model;
pub mod spmd;
pub mod translate;

use parir_transform::manager::PreservedAnalyses;

// None of the passes adds or removes blocks or edges.
module_pass!(
    CsaBuiltins,
    "csa-builtins",
    "CSABuiltinsPass",
    "include/csa.h builtin calls -> llvm.csa.* intrinsics",
    builtins::run,
    PreservedAnalyses::cfg()
);
module_pass!(
    CsaFortranIntrinsics,
    "csa-fortran-intrinsics",
    "CSAFortranIntrinsicsPass",
    "Fortran builtin_csa_* calls (arguments by reference) -> llvm.csa.* intrinsics",
    fortran_intrinsics::run,
    PreservedAnalyses::cfg()
);
module_pass!(
    Clie,
    "clie",
    "CSALoopIntrinsicExpanderPass",
    "CSALoopIntrinsicExpander: expand CSA loop intrinsics into region/section, spmdization and pipeline entry/exit pairs",
    clie::run,
    PreservedAnalyses::cfg()
);
module_pass!(
    CsaLowerParallelIntrinsics,
    "csa-lower-parallel-intrinsics",
    "CSALowerParallelIntrinsicsPass",
    "CSA region/section intrinsics -> llvm.access.group + llvm.loop.parallel_accesses on the loops whose iterations are sections; intrinsics the metadata cannot express stay",
    lower::run,
    PreservedAnalyses::cfg()
);
module_pass!(
    LoopSpmdization,
    "loop-spmdization",
    "LoopSPMDizationPass",
    "SPMDize loops marked by spmdization.entry/exit: W workers, each a copy of the loop in its own section of one new region (chunk 0 blocking, 1 cyclic, k hybrid), reductions combined after them",
    spmd::run,
    PreservedAnalyses::none()
);
module_pass!(
    CsaIntrinsicCleaner,
    "csa-intrinsic-cleaner",
    "CSAIntrinsicCleanerPass",
    "remove leftover spmdization/pipeline.loop intrinsics; warn about iteration-local storage in parallel loops",
    |m| intrinsic_cleaner::run(m, true),
    PreservedAnalyses::cfg()
);
module_pass!(
    CsaIntrinsicCleanerNoStorageCheck,
    "csa-intrinsic-cleaner<disable-loop-storage-check>",
    "CSAIntrinsicCleanerPass",
    "csa-intrinsic-cleaner without the iteration-local storage check",
    |m| intrinsic_cleaner::run(m, false),
    PreservedAnalyses::cfg()
);
