//! parir-analysis: analyses of LLVM 19 IR function bodies (issue 3, "Analyses, IR utilities
//! and an opt-like pass pipeline", first slice).
//!
//! Each analysis is a plain struct with a `compute` constructor and small query methods, in the
//! style of Cranelift's `dominator_tree.rs` and `loop_analysis.rs`:
//!
//! - [`cfg`](mod@cfg): predecessors and successors (with duplicate edges, as LLVM counts them),
//!   post-order / reverse post-order from the entry, reachability;
//! - [`dominators`]: the dominator tree (Cooper–Harvey–Kennedy on reverse post-order), with
//!   `dominators::simple`, the textbook set-based solution kept as a reference for tests;
//! - [`post_dominators`]: the post-dominator tree with a virtual exit and LLVM's choice of
//!   extra roots for regions that cannot reach an exit;
//! - [`loops`]: the natural-loop forest in LLVM's `LoopInfo` order, with loop properties and
//!   `is_annotated_parallel`;
//! - [`induction`]: loop facts every pass that counts iterations shares: the induction
//!   descriptor (integer and pointer inductions), the loop-simplify shape, exit tests,
//!   constant and run-time trip counts (also through an exit test on a truncated induction,
//!   counted at the narrow width as ScalarEvolution does);
//! - [`recurrence`]: the one reduction kind ([`recurrence::RecurKind`]): identity, combine,
//!   whether the combining order matters;
//! - [`invariance`]: loop invariance (defined outside, operands invariant, invariant
//!   expressions);
//! - [`dominance_frontier`]: dominance frontiers (Cooper–Harvey–Kennedy) and iterated
//!   frontiers;
//! - [`loop_attrs`]: LoopID lookup with LangRef's rules and the loop-attribute API (read, add,
//!   remove, replace), which writes a new LoopID and updates `llvm.mem.parallel_loop_access`;
//! - [`access_groups`]: `llvm.access.group` (one group or a list), the groups of a loop and
//!   of its `parallel_accesses` / `no_depends` / SPIR-V attributes, LLVM's merging;
//! - [`memory`]: memory effects of instructions and calls (`memory(...)`, the legacy
//!   attributes, intrinsics, atomics) and LLVM's `mayReadOrWriteMemory`;
//! - [`underlying`]: underlying objects of pointers and identified objects;
//! - [`alias`]: a basic object-based alias query;
//! - [`printer`]: `print<domtree>`, `print<postdomtree>` and `print<loops>` in opt-19's
//!   formats.
//!
//! Loop facts are defined once here and every pass and recognizer reads them: the induction
//! descriptor and trip counts ([`induction::InductionDescriptor`], [`induction::trip_count`],
//! [`induction::RuntimeTrip`]), the reduction kind ([`recurrence::RecurKind`]), loop
//! invariance ([`invariance`]) and `isAnnotatedParallel` ([`loops::LoopForest::is_annotated_parallel`],
//! per access [`loops::access_is_parallel`]).
//!
//! Analyses are computed on demand; the pass manager of parir-transform caches them per
//! function across a pipeline (`FunctionAnalyses`, `ModuleAnalyses`).
//!
//! ```
//! use parir_analysis::{cfg::ControlFlowGraph, dominators::DominatorTree, loops::LoopForest};
//! let m = parir_ir::parser::parse_module(
//!     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
//!     "m.ll",
//! ).unwrap();
//! let f = m.global_by_name("f").unwrap();
//! let body = m.globals[f].as_func().unwrap().body.as_ref().unwrap();
//! let cfg = ControlFlowGraph::compute(body);
//! let dt = DominatorTree::compute(&cfg);
//! let loops = LoopForest::compute(&cfg, &dt);
//! assert_eq!(loops.top_level().len(), 1);
//! ```

pub mod access_groups;
pub mod alias;
pub mod cfg;
pub mod dataflow;
pub mod dependence;
pub mod dominance_frontier;
pub mod dominators;
pub mod dot;
mod graph;
pub mod induction;
pub mod invariance;
pub mod loop_access;
pub mod loop_attrs;
pub mod loopmd;
pub mod loops;
pub mod memory;
pub mod post_dominators;
pub mod printer;
#[cfg(test)]
mod proptests;
pub mod recurrence;
mod tree;
pub mod underlying;
