//! The parallel model: one analysis that lists a function's parallel constructs, whatever
//! annotation system wrote them (DESIGN.md, "The parallel model (the hub)";
//! docs/decisions.md, "The parallel model").
//!
//! [`ParallelModel`] holds, for one function:
//!
//! - [`ParallelModel::loops`]: the loops with a claim ([`ClaimedLoop`]): parallel accesses,
//!   safelen, simd, a loop directive's team or worksharing loop, `cilk_for` (a loop whose
//!   iterations spawn tasks), a CSA loop whose iterations are sections. Each claim has its
//!   typed clauses: data sharing and reductions ([`crate::claims::Privatized`] with
//!   [`crate::claims::PrivateKind`] and [`crate::claims::ReductionOp`]), safelen, and the
//!   accesses it covers;
//! - [`ParallelModel::constructs`]: teams, worksharing, sections, single/masked, critical,
//!   barriers, tasks, taskwait and taskgroup ([`Construct`]), with their typed clauses (thread
//!   count, `if`, schedule and chunk, `nowait`, data sharing) and their nesting;
//! - [`ParallelModel::spawns`]: Tapir's spawns, task ends and syncs in both forms
//!   ([`TaskPoint`]);
//! - [`ParallelModel::task_loops`]: the `cilk_for` shape ([`TaskLoop`]);
//! - [`ParallelModel::nodes`]: HPVM dataflow nodes in the RFC's region form ([`DataflowNode`]).
//!
//! Each system owns a recognizer into the model and an emitter out of it, in its own module
//! ([`systems`] lists them and derives the translations); consumers — `parir check`, the
//! executor, the sanitizer, the translators — read the model, not the systems' tags.
//!
//! The model is computed once per function: [`ModelCache`] holds the models of a module that
//! no pass is changing (the executor, the sanitizer, `parir check`, the printers), and
//! [`ParallelModel::compute_in`] takes the function's loops from the caller's analysis cache.
//!
//! ```
//! let src = "define void @f(ptr %a, i64 %n) {
//! entry:
//!   br label %for.body
//! for.body:
//!   %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
//!   %p = getelementptr inbounds i32, ptr %a, i64 %i
//!   store i32 0, ptr %p, align 4, !llvm.access.group !1
//!   %i.next = add nuw nsw i64 %i, 1
//!   %done = icmp eq i64 %i.next, %n
//!   br i1 %done, label %exit, label %for.body, !llvm.loop !0
//! exit:
//!   ret void
//! }
//! !0 = distinct !{!0, !2}
//! !1 = distinct !{}
//! !2 = !{!\"llvm.loop.parallel_accesses\", !1}
//! ";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let cache = parir_annot::model::ModelCache::new(&m);
//! let model = cache.get(m.global_by_name("f").unwrap());
//! assert_eq!(model.loops.len(), 1);
//! assert!(model.constructs.is_empty() && model.spawns.is_empty());
//! // Asked again, the same analysis is returned, not recomputed.
//! assert!(std::sync::Arc::ptr_eq(&model, &cache.get(m.global_by_name("f").unwrap())));
//! ```

pub mod print;
pub mod systems;

pub use crate::claims::constructs::{Construct, ConstructKind, ScheduleKind};
pub use crate::claims::spawns::{TaskPoint, TaskPointKind};
pub use crate::claims::{Claim, ClaimInfo, ClaimedLoop, LoopConstruct, TaskLoop};
pub use crate::directives::build::OmpDirective;

use crate::directives::model::DirectiveFunction;
use parir_analysis::loops::FunctionLoops;
use parir_ir::{Body, GlobalId, Module};
use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex};

/// The parallel constructs of one function.
#[derive(Clone, Debug, Default)]
pub struct ParallelModel {
    /// The claimed loops, outer loops before the loops they contain.
    pub loops: Vec<ClaimedLoop>,
    /// The constructs that are not loop claims, in the order of their region entries.
    pub constructs: Vec<Construct>,
    /// Spawns, task ends and syncs, in layout order.
    pub spawns: Vec<TaskPoint>,
    /// The loops whose iterations each spawn a task.
    pub task_loops: Vec<TaskLoop>,
    /// HPVM dataflow nodes: the RFC's `HPVM_create_node` regions.
    pub nodes: Vec<DataflowNode>,
}

/// An HPVM dataflow node in the RFC's region form (`HPVM_create_node(N...)`).
#[derive(Clone, Debug)]
pub struct DataflowNode {
    /// The region entry and its exits.
    pub entry: parir_ir::Inst,
    pub exits: Vec<parir_ir::Inst>,
    /// The dimensions (one to three replication counts).
    pub dims: Vec<parir_ir::Value>,
}

impl ParallelModel {
    /// The model of function `f` of `m` (empty for a declaration).
    pub fn compute(m: &Module, f: GlobalId) -> ParallelModel {
        match m.body(f) {
            Some(body) => ParallelModel::compute_in(m, f, body, &FunctionLoops::compute(body)),
            None => ParallelModel::default(),
        }
    }

    /// [`Self::compute`] with the function's loops already computed.
    pub fn compute_in(m: &Module, f: GlobalId, body: &Body, fl: &FunctionLoops) -> ParallelModel {
        let regions = DirectiveFunction::of(m, body);
        let node_tag = crate::directives::build::RfcTag::HpvmCreateNode.tag();
        let nodes = regions
            .regions
            .iter()
            .filter(|r| r.directive() == Some(node_tag))
            .map(|r| DataflowNode {
                entry: r.entry,
                exits: r.exits.clone(),
                dims: r.bundles[0].operands.clone(),
            })
            .collect();
        ParallelModel {
            nodes,
            loops: crate::claims::claimed_loops_in(m, f, body, fl),
            constructs: crate::claims::constructs::constructs_in(m, f, body, fl, &regions),
            spawns: crate::claims::spawns::task_points(m, body),
            task_loops: crate::claims::task_loops(body, fl, &regions),
        }
    }

    /// Whether the function has no parallel construct at all.
    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
            && self.constructs.is_empty()
            && self.spawns.is_empty()
            && self.task_loops.is_empty()
            && self.nodes.is_empty()
    }

    /// The kinds of construct the model holds, in [`systems::Carries::ALL`] order: what a
    /// translation of this function would have to carry.
    pub fn carries(&self) -> Vec<systems::Carries> {
        use systems::Carries;
        let mut out = Vec::new();
        for l in &self.loops {
            for c in &l.claims {
                out.push(match c.claim {
                    Claim::Directive(k) | Claim::DirectiveSafelen(k, _) => match k {
                        LoopConstruct::CsaSections => Carries::Sections,
                        LoopConstruct::Detach | LoopConstruct::DetachTask => Carries::TaskLoop,
                        LoopConstruct::Omp(
                            OmpDirective::Simd | OmpDirective::DistributeParLoopSimd,
                        ) => Carries::SimdLoop,
                        LoopConstruct::Omp(OmpDirective::ParallelLoop) => Carries::ParallelLoop,
                        // A worksharing loop of an enclosing team (`for`, `distribute`, ...).
                        LoopConstruct::Omp(_) => Carries::Worksharing,
                    },
                    _ => Carries::SimdLoop,
                });
            }
        }
        for c in &self.constructs {
            out.push(match c.kind {
                ConstructKind::Team => Carries::Team,
                ConstructKind::TeamLoop => {
                    if c.num_threads.is_some() {
                        Carries::SpmdLoop
                    } else {
                        Carries::ParallelLoop
                    }
                }
                ConstructKind::Worksharing { .. } => Carries::Worksharing,
                ConstructKind::TeamSections => Carries::Sections,
                ConstructKind::Sections
                | ConstructKind::Section
                | ConstructKind::Single
                | ConstructKind::Masked { .. } => Carries::Worksharing,
                ConstructKind::Critical { .. } | ConstructKind::Barrier => Carries::Sync,
                ConstructKind::Task | ConstructKind::Taskwait | ConstructKind::Taskgroup => {
                    Carries::Task
                }
                ConstructKind::Inert | ConstructKind::Flush | ConstructKind::Unsupported => {
                    continue
                }
            });
        }
        if !self.spawns.is_empty() {
            out.push(Carries::Spawn);
        }
        if !self.task_loops.is_empty() {
            out.push(Carries::TaskLoop);
        }
        if !self.nodes.is_empty() {
            out.push(Carries::DataflowNode);
        }
        out.sort();
        out.dedup();
        out
    }
}

/// The parallel models of a module no pass is changing, each computed on first use.
///
/// Safe to share between threads (the executor's workers ask for the models of the functions
/// they call).
pub struct ModelCache<'m> {
    m: &'m Module,
    models: Mutex<FxHashMap<GlobalId, Arc<ParallelModel>>>,
}

impl<'m> ModelCache<'m> {
    pub fn new(m: &'m Module) -> ModelCache<'m> {
        ModelCache {
            m,
            models: Mutex::new(FxHashMap::default()),
        }
    }

    /// The model of function `f`.
    pub fn get(&self, f: GlobalId) -> Arc<ParallelModel> {
        if let Some(model) = self.lock().get(&f) {
            return model.clone();
        }
        // Computed without the lock held: another thread may compute the same model at once,
        // and the first to finish is kept.
        let model = Arc::new(ParallelModel::compute(self.m, f));
        self.lock().entry(f).or_insert(model).clone()
    }

    /// The model of `f` with its loops already computed by the caller.
    pub fn get_in(&self, f: GlobalId, body: &Body, fl: &FunctionLoops) -> Arc<ParallelModel> {
        if let Some(model) = self.lock().get(&f) {
            return model.clone();
        }
        let model = Arc::new(ParallelModel::compute_in(self.m, f, body, fl));
        self.lock().entry(f).or_insert(model).clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, FxHashMap<GlobalId, Arc<ParallelModel>>> {
        self.models.lock().unwrap_or_else(|e| e.into_inner())
    }
}
