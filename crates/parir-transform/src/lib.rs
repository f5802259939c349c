//! parir-transform: generic IR transforms and an opt-like pass manager (issue 3, "Analyses, IR
//! utilities and an opt-like pass pipeline", items 3 and 4).
//!
//! - [`manager`]: the [`Pass`](manager::Pass) trait (a pass returns its diagnostics with its
//!   result), one analysis cache for the whole pipeline with preserved sets,
//!   the `-passes='...'` pipeline syntax of opt's new pass manager, `--print-after-all`,
//!   `--verify-each`, and the registry behind `--list-passes`; function passes run on the
//!   functions of a module in parallel;
//! - [`users`]: users map and replace-all-uses-with; [`edit`]: operand and successor editing,
//!   instruction insertion and removal, LLVM's naming of new values;
//! - [`split`]: splitting blocks and critical edges (`break-crit-edges`); [`clone`]: cloning
//!   blocks or a function body with value remapping and access-group / loop-ID handling;
//! - [`dce`], [`loop_simplify`], [`mem2reg`]: the passes `dce`, `loop-simplify` and `mem2reg`;
//! - [`inline`]: the inliner for direct calls (`always-inline`, `inline`), merging access
//!   groups as LLVM's does; [`simplifycfg`]: the CFG simplifier's trivial cases
//!   (`simplifycfg`);
//! - [`csa_region_ids`]: fresh CSA parallel-region IDs, and their re-assignment when inlining;
//! - [`licm`]: loop-invariant code motion (`licm`), the hoisting the CSA seed schedules
//!   before CLIE;
//! - [`loop_rotate`]: loop rotation (`loop-rotate`), which turns clang -O0's header-tested
//!   loops into the bottom-tested loops the trip-count based transforms take.
//!
//! ```
//! use parir_transform::manager::{PassManager, PipelineOptions};
//! let mut m = parir_ir::parser::parse_module(
//!     "define i32 @f() {\n  %p = alloca i32\n  store i32 7, ptr %p\n  %v = load i32, ptr %p\n  %d = add i32 %v, 1\n  ret i32 %v\n}\n",
//!     "m.ll",
//! ).unwrap();
//! let pm = PassManager::parse("mem2reg,dce").unwrap();
//! let report = pm.run(&mut m, &PipelineOptions::default()).unwrap();
//! assert!(report.changed);
//! assert!(parir_ir::printer::print_module(&m).contains("  ret i32 7\n"));
//! ```

pub mod clone;
pub mod csa_region_ids;
pub mod dce;
pub mod edit;
pub mod inline;
pub mod instsimplify;
pub mod irbuild;
pub mod licm;
pub mod loop_distribute;
pub mod loop_rotate;
pub mod loop_simplify;
pub mod loop_unroll;
pub mod loop_unroll_and_jam;
pub mod loop_vectorize;
pub mod loop_versioning_licm;
pub mod manager;
pub mod mem2reg;
pub mod remarks;
pub mod runtime_check;
pub mod simplifycfg;
pub mod split;
pub mod users;
