//! The pass manager, modelled on opt's new pass manager (issue 3, item 4: "A pass manager and
//! pipeline syntax like opt's new pass manager").
//!
//! - A [`Pass`] is a function pass (run on each function definition; the manager runs the
//!   functions of a module in parallel with rayon, since each has its own [`Body`]) or a
//!   module pass. It reports whether it changed the IR and which analyses it preserves; the
//!   per-function [`FunctionAnalyses`] cache drops the others.
//! - The cache lives across the whole pipeline ([`ModuleAnalyses`], one [`FunctionAnalyses`]
//!   per function): function passes get their function's entry, module passes the whole map
//!   ([`Pass::run_on_module_with`]). The loop passes take their loops and dominators from it
//!   ([`FunctionAnalyses::function_loops`]) and drop the entry of a function they change, so
//!   a loop forest is computed once per function between two changes, not once per pass and
//!   per loop.
//! - [`PassManager::parse`] reads opt's `-passes=` syntax: comma-separated names, with
//!   `function(...)` and `module(...)` groups accepted (and flattened: every pass here knows
//!   its own level).
//! - [`PipelineOptions`]: `--print-after-all` dumps in opt's format (`; *** IR Dump After
//!   LoopSimplifyPass on f ***` then the function, or `on [module]` then the module) and
//!   `--verify-each`, which runs parir's verifier after every pass and names the pass that broke
//!   the IR.
//! - [`registry`] lists the passes (`--list-passes`).
//!
//! Function passes cannot intern module constants while running in parallel; the manager
//! interns the few they need beforehand (`undef`/`poison` of every type an instruction has,
//! `i1 true`/`false`) and hands them out through [`FunctionContext`].

use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::{FunctionLoops, LoopForest};
use parir_analysis::post_dominators::PostDominatorTree;
use parir_ir::inst::InstKind;
use parir_ir::module::Function;
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Body, Const, GlobalId, Module, Type};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The analyses the manager caches per function.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AnalysisKind {
    Cfg,
    DomTree,
    PostDomTree,
    Loops,
}

impl AnalysisKind {
    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The set of analyses a pass leaves valid (LLVM's `PreservedAnalyses`).
///
/// ```
/// use parir_transform::manager::{AnalysisKind, PreservedAnalyses};
/// assert!(PreservedAnalyses::all().preserves(AnalysisKind::Loops));
/// assert!(PreservedAnalyses::cfg().preserves(AnalysisKind::DomTree));
/// assert!(!PreservedAnalyses::none().preserves(AnalysisKind::Cfg));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PreservedAnalyses(u8);

impl PreservedAnalyses {
    /// Everything (the IR did not change).
    pub fn all() -> PreservedAnalyses {
        PreservedAnalyses(0xff)
    }
    /// Nothing.
    pub fn none() -> PreservedAnalyses {
        PreservedAnalyses(0)
    }
    /// Everything that depends only on the CFG (LLVM's `PA.preserveSet<CFGAnalyses>()`): the
    /// pass changed instructions but no block or edge.
    pub fn cfg() -> PreservedAnalyses {
        PreservedAnalyses::all()
    }
    /// Adds `a` to the set.
    pub fn with(self, a: AnalysisKind) -> PreservedAnalyses {
        PreservedAnalyses(self.0 | a.bit())
    }
    /// Whether `a` stays valid.
    pub fn preserves(self, a: AnalysisKind) -> bool {
        self.0 & a.bit() != 0
    }
    /// The analyses preserved by both.
    pub fn intersect(self, o: PreservedAnalyses) -> PreservedAnalyses {
        PreservedAnalyses(self.0 & o.0)
    }
}

/// What running a pass did: whether it changed the IR, what stays valid, and the
/// diagnostics (warnings, remarks) it reports — returned with its result, as values.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PassResult {
    pub changed: bool,
    pub preserved: PreservedAnalyses,
    pub diagnostics: Vec<parir_ir::diag::Diagnostic>,
}

impl PassResult {
    /// Nothing changed; every analysis is preserved.
    pub fn unchanged() -> PassResult {
        PassResult {
            changed: false,
            preserved: PreservedAnalyses::all(),
            diagnostics: Vec::new(),
        }
    }
    /// The IR changed; `preserved` stay valid.
    pub fn changed(preserved: PreservedAnalyses) -> PassResult {
        PassResult {
            changed: true,
            preserved,
            diagnostics: Vec::new(),
        }
    }
    /// The result with diagnostics `d` added.
    pub fn with_diagnostics(mut self, d: Vec<parir_ir::diag::Diagnostic>) -> PassResult {
        self.diagnostics.extend(d);
        self
    }
    /// `changed(preserved)` if `changed`, else `unchanged()`.
    pub fn from_changed(changed: bool, preserved: PreservedAnalyses) -> PassResult {
        if changed {
            PassResult::changed(preserved)
        } else {
            PassResult::unchanged()
        }
    }
}

/// Cached analyses of one function body, computed on demand.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let body = m.globals[m.global_by_name("f").unwrap()].as_func().unwrap().body.as_ref().unwrap();
/// let mut an = parir_transform::manager::FunctionAnalyses::default();
/// assert_eq!(an.loops(body).len(), 1);
/// ```
#[derive(Clone, Default)]
pub struct FunctionAnalyses {
    cfg: Option<Arc<ControlFlowGraph>>,
    domtree: Option<Arc<DominatorTree>>,
    postdomtree: Option<Arc<PostDominatorTree>>,
    loops: Option<Arc<LoopForest>>,
    /// The loop passes' bundle (CFG, dominator tree and loop forest together).
    function_loops: Option<Arc<FunctionLoops>>,
}

impl FunctionAnalyses {
    /// The CFG, dominator tree and loop forest together, as the loop passes and the loop
    /// facts of parir-analysis take them. Valid while the CFG is: a pass that changes the
    /// function must [`invalidate`](FunctionAnalyses::invalidate) it.
    ///
    /// ```
    /// let m = parir_ir::parser::parse_module(
    ///     "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
    ///     "m.ll",
    /// ).unwrap();
    /// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
    /// let mut an = parir_transform::manager::FunctionAnalyses::default();
    /// let a = an.function_loops(body);
    /// assert!(std::sync::Arc::ptr_eq(&a, &an.function_loops(body)));
    /// an.invalidate(parir_transform::manager::PreservedAnalyses::none());
    /// assert!(!std::sync::Arc::ptr_eq(&a, &an.function_loops(body)));
    /// assert_eq!(a.forest.len(), 1);
    /// ```
    pub fn function_loops(&mut self, body: &Body) -> Arc<FunctionLoops> {
        self.function_loops
            .get_or_insert_with(|| Arc::new(FunctionLoops::compute(body)))
            .clone()
    }
    /// The control-flow graph.
    pub fn cfg(&mut self, body: &Body) -> Arc<ControlFlowGraph> {
        self.cfg
            .get_or_insert_with(|| Arc::new(ControlFlowGraph::compute(body)))
            .clone()
    }
    /// The dominator tree.
    pub fn domtree(&mut self, body: &Body) -> Arc<DominatorTree> {
        if let Some(d) = &self.domtree {
            return d.clone();
        }
        let cfg = self.cfg(body);
        self.domtree
            .insert(Arc::new(DominatorTree::compute(&cfg)))
            .clone()
    }
    /// The post-dominator tree.
    pub fn postdomtree(&mut self, body: &Body) -> Arc<PostDominatorTree> {
        if let Some(d) = &self.postdomtree {
            return d.clone();
        }
        let cfg = self.cfg(body);
        self.postdomtree
            .insert(Arc::new(PostDominatorTree::compute(&cfg)))
            .clone()
    }
    /// The loop forest.
    pub fn loops(&mut self, body: &Body) -> Arc<LoopForest> {
        if let Some(l) = &self.loops {
            return l.clone();
        }
        let cfg = self.cfg(body);
        let dt = self.domtree(body);
        self.loops
            .insert(Arc::new(LoopForest::compute(&cfg, &dt)))
            .clone()
    }
    /// Whether analysis `a` is computed and cached (not dropped since).
    pub fn is_cached(&self, a: AnalysisKind) -> bool {
        match a {
            AnalysisKind::Cfg => self.cfg.is_some(),
            AnalysisKind::DomTree => self.domtree.is_some(),
            AnalysisKind::PostDomTree => self.postdomtree.is_some(),
            AnalysisKind::Loops => self.loops.is_some() || self.function_loops.is_some(),
        }
    }
    /// Drops every analysis not in `preserved`.
    pub fn invalidate(&mut self, preserved: PreservedAnalyses) {
        if !preserved.preserves(AnalysisKind::Cfg) {
            self.cfg = None;
        }
        if !preserved.preserves(AnalysisKind::DomTree) {
            self.domtree = None;
        }
        if !preserved.preserves(AnalysisKind::PostDomTree) {
            self.postdomtree = None;
        }
        if !preserved.preserves(AnalysisKind::Loops) {
            self.loops = None;
        }
        if [
            AnalysisKind::Cfg,
            AnalysisKind::DomTree,
            AnalysisKind::Loops,
        ]
        .iter()
        .any(|&a| !preserved.preserves(a))
        {
            self.function_loops = None;
        }
    }
}

/// The analysis cache of a whole module: one [`FunctionAnalyses`] per function, kept by the
/// [`PassManager`] across passes.
#[derive(Clone, Default)]
pub struct ModuleAnalyses {
    funcs: FxHashMap<GlobalId, FunctionAnalyses>,
}

impl ModuleAnalyses {
    /// The cache of function `g`.
    pub fn function(&mut self, g: GlobalId) -> &mut FunctionAnalyses {
        self.funcs.entry(g).or_default()
    }
    /// The loops and dominators of function `g` of `m` (cached); `None` if `g` is not a
    /// definition.
    pub fn function_loops(&mut self, m: &Module, g: GlobalId) -> Option<Arc<FunctionLoops>> {
        let body = m.body(g)?;
        Some(self.function(g).function_loops(body))
    }
    /// Drops what `preserved` does not keep, in every function.
    pub fn invalidate(&mut self, preserved: PreservedAnalyses) {
        for an in self.funcs.values_mut() {
            an.invalidate(preserved);
        }
    }
    /// Takes the cache of `g` out (an empty one if none), to hand to a function pass.
    fn take(&mut self, g: GlobalId) -> FunctionAnalyses {
        self.funcs.remove(&g).unwrap_or_default()
    }
}

/// Constants interned before function passes run in parallel.
#[derive(Clone, Debug, Default)]
pub struct CommonConsts {
    undef: FxHashMap<Type, Const>,
    poison: FxHashMap<Type, Const>,
    bools: Option<(Const, Const)>,
    void: Option<Type>,
}

impl CommonConsts {
    /// Interns `undef` and `poison` of every type an instruction of `m` has or allocates, and
    /// `i1 false`/`true`.
    pub fn prepare(m: &mut Module) -> CommonConsts {
        let mut types: Vec<Type> = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        for g in m.order.clone() {
            let Some(body) = m.globals[g].as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            for (_, d) in body.insts.iter() {
                let mut add = |t: Type| {
                    if seen.insert(t) {
                        types.push(t);
                    }
                };
                add(d.ty);
                if let InstKind::Alloca { elem_ty, .. } = d.kind {
                    add(elem_ty);
                }
            }
        }
        let mut cc = CommonConsts::default();
        for t in types {
            if matches!(
                m.types.get(t),
                TypeData::Void
                    | TypeData::Label
                    | TypeData::Metadata
                    | TypeData::Token
                    | TypeData::Function { .. }
            ) {
                continue;
            }
            cc.undef.insert(t, m.consts.intern_raw(t, ConstData::Undef));
            cc.poison
                .insert(t, m.consts.intern_raw(t, ConstData::Poison));
        }
        let i1 = m.types.int(1);
        let f = m.consts.int(i1, 1, 0);
        let t = m.consts.int(i1, 1, 1);
        cc.bools = Some((f, t));
        cc.void = Some(m.types.void());
        cc
    }
}

/// What a function pass may read besides the body it transforms.
pub struct FunctionContext<'a> {
    /// The module (the function's own body is taken out of it while the pass runs).
    pub module: &'a Module,
    /// The function being transformed.
    pub func: GlobalId,
    consts: &'a CommonConsts,
}

impl<'a> FunctionContext<'a> {
    /// A context for running a pass on function `func` of `module` by hand.
    pub fn new(module: &'a Module, func: GlobalId, consts: &'a CommonConsts) -> Self {
        FunctionContext {
            module,
            func,
            consts,
        }
    }
    /// The function's declaration part (attributes, argument names).
    pub fn function(&self) -> Option<&'a Function> {
        self.module.globals[self.func].as_func()
    }
    /// `undef` of type `t`, if prepared.
    pub fn undef(&self, t: Type) -> Option<Const> {
        self.consts.undef.get(&t).copied()
    }
    /// `poison` of type `t`, if prepared.
    pub fn poison(&self, t: Type) -> Option<Const> {
        self.consts.poison.get(&t).copied()
    }
    /// The `void` type (of new terminators and stores).
    pub fn void_type(&self) -> Option<Type> {
        self.consts.void
    }
    /// `i1 false` or `i1 true`.
    pub fn bool_const(&self, v: bool) -> Option<Const> {
        self.consts.bools.map(|(f, t)| if v { t } else { f })
    }
}

/// Whether a pass runs per function or on the whole module.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PassKind {
    Function,
    Module,
}

/// A transformation or analysis pass.
///
/// ```
/// use parir_transform::manager::*;
/// struct CountBlocks;
/// impl Pass for CountBlocks {
///     fn name(&self) -> &'static str { "count-blocks" }
///     fn run_on_function(&self, _: &FunctionContext, body: &mut parir_ir::Body, _: &mut FunctionAnalyses) -> PassResult {
///         assert!(!body.layout.is_empty());
///         PassResult::unchanged()
///     }
/// }
/// let mut m = parir_ir::parser::parse_module("define void @f() {\n  ret void\n}\n", "m.ll").unwrap();
/// let pm = PassManager::from_passes(vec![Box::new(CountBlocks)]);
/// assert!(!pm.run(&mut m, &PipelineOptions::default()).unwrap().changed);
/// ```
pub trait Pass: Send + Sync {
    /// The name in pipelines (`loop-simplify`).
    fn name(&self) -> &'static str;
    /// The name in `--print-after-all` banners (LLVM's class name, `LoopSimplifyPass`).
    fn dump_name(&self) -> &'static str {
        self.name()
    }
    /// One line for `--list-passes`.
    fn description(&self) -> &'static str {
        ""
    }
    /// Function or module pass.
    fn kind(&self) -> PassKind {
        PassKind::Function
    }
    /// Whether the pass also runs on `optnone` functions (opt skips optional passes there).
    fn is_required(&self) -> bool {
        false
    }
    /// Runs a function pass on one function definition.
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        analyses: &mut FunctionAnalyses,
    ) -> PassResult {
        let _ = (cx, body, analyses);
        PassResult::unchanged()
    }
    /// Runs a module pass.
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        let _ = m;
        PassResult::unchanged()
    }
    /// Runs a module pass with the pipeline's analysis cache. A pass that reads analyses
    /// from `analyses` must invalidate the entry of each function it changes as it goes;
    /// after a pass that changed the module the manager drops every entry. The default runs
    /// [`Pass::run_on_module`].
    fn run_on_module_with(&self, m: &mut Module, analyses: &mut ModuleAnalyses) -> PassResult {
        let _ = analyses;
        self.run_on_module(m)
    }
}

/// A registered pass: its name, what it does, and how to make one.
pub struct PassInfo {
    pub name: &'static str,
    pub kind: PassKind,
    pub description: &'static str,
    pub make: fn() -> Box<dyn Pass>,
}

/// Every pass `parir opt` knows, in `--list-passes` order.
pub fn registry() -> Vec<PassInfo> {
    vec![
        PassInfo {
            name: "always-inline",
            kind: PassKind::Module,
            description: "inline every call of an alwaysinline function",
            make: || Box::new(crate::inline::AlwaysInline),
        },
        PassInfo {
            name: "licm",
            kind: PassKind::Module,
            description: "hoist loop-invariant computations and loads to loop preheaders",
            make: || Box::new(crate::licm::Licm),
        },
        PassInfo {
            name: "inline",
            kind: PassKind::Module,
            description: "inline small non-recursive functions, callees first",
            make: || Box::new(crate::inline::Inline),
        },
        PassInfo {
            name: "break-crit-edges",
            kind: PassKind::Function,
            description: "split every critical edge with a <from>.<to>_crit_edge block",
            make: || Box::new(crate::split::BreakCriticalEdges),
        },
        PassInfo {
            name: "dce",
            kind: PassKind::Function,
            description: "delete trivially dead instructions",
            make: || Box::new(crate::dce::Dce),
        },
        PassInfo {
            name: "instcombine",
            kind: PassKind::Module,
            description: "instsimplify's folds (LLVM's canonicalizing rewrites are not done)",
            make: || Box::new(crate::instsimplify::InstSimplify { combine: true }),
        },
        PassInfo {
            name: "instsimplify",
            kind: PassKind::Module,
            description:
                "fold instructions to constants and operands they always equal; delete dead ones",
            make: || Box::new(crate::instsimplify::InstSimplify { combine: false }),
        },
        PassInfo {
            name: "loop-simplify",
            kind: PassKind::Function,
            description: "canonicalize loops: preheaders, dedicated exits, a single backedge",
            make: || Box::new(crate::loop_simplify::LoopSimplify),
        },
        PassInfo {
            name: "loop-distribute",
            kind: PassKind::Module,
            description: "split loops asking for llvm.loop.distribute into loops isolating their unsafe dependences",
            make: || Box::<crate::loop_distribute::LoopDistribute>::default(),
        },
        PassInfo {
            name: "loop-rotate",
            kind: PassKind::Module,
            description: "rotate header-tested loops into bottom-tested loops behind a guard",
            make: || Box::new(crate::loop_rotate::LoopRotate),
        },
        PassInfo {
            name: "loop-unroll",
            kind: PassKind::Module,
            description: "unroll loops fully or partially as their llvm.loop.unroll metadata asks",
            make: || Box::<crate::loop_unroll::LoopUnroll>::default(),
        },
        PassInfo {
            name: "loop-unroll-and-jam",
            kind: PassKind::Module,
            description: "unroll outer loops and jam their inner loops as llvm.loop.unroll_and_jam asks",
            make: || Box::<crate::loop_unroll_and_jam::LoopUnrollAndJam>::default(),
        },
        PassInfo {
            name: "loop-vectorize",
            kind: PassKind::Module,
            description: "vectorize loops as their llvm.loop.vectorize metadata asks, with a scalar epilogue",
            make: || Box::<crate::loop_vectorize::LoopVectorize>::default(),
        },
        PassInfo {
            name: "loop-versioning-licm",
            kind: PassKind::Module,
            description: "version loops with run-time alias checks so that LICM can hoist their invariant accesses",
            make: || Box::new(crate::loop_versioning_licm::LoopVersioningLicm),
        },
        PassInfo {
            name: "mem2reg",
            kind: PassKind::Function,
            description: "promote scalar allocas to SSA registers",
            make: || Box::new(crate::mem2reg::Mem2Reg),
        },
        PassInfo {
            name: "simplifycfg",
            kind: PassKind::Function,
            description:
                "trivial CFG cleanups: unreachable blocks, constant branches, block merging",
            make: || Box::new(crate::simplifycfg::SimplifyCfg),
        },
    ]
}

/// The function definitions of `m` an optional module pass may change: those not marked
/// `optnone` (opt skips optional passes there), in module order.
pub fn optimizable_functions(m: &Module) -> Vec<GlobalId> {
    m.functions()
        .filter(|(_, f)| f.body.is_some())
        .filter(|(_, f)| !m.attrs.has(f.attrs.func, "optnone"))
        .map(|(g, _)| g)
        .collect()
}

/// The text of `--list-passes`, grouped by level like `opt --print-passes`.
///
/// ```
/// let text = parir_transform::manager::list_passes();
/// assert!(text.contains("  loop-simplify"));
/// ```
pub fn list_passes() -> String {
    list_passes_in(&registry())
}

/// The text of `--list-passes` for a registry that upper layers (annotation systems) have
/// extended with their own passes.
pub fn list_passes_in(registry: &[PassInfo]) -> String {
    let mut out = String::new();
    // Names in one column, two spaces wider than the longest.
    let width = registry.iter().map(|p| p.name.len()).max().unwrap_or(0) + 2;
    for (kind, title) in [
        (PassKind::Module, "Module passes:\n"),
        (PassKind::Function, "Function passes:\n"),
    ] {
        out.push_str(title);
        for p in registry.iter().filter(|p| p.kind == kind) {
            out.push_str(&format!("  {:<width$}{}\n", p.name, p.description));
        }
    }
    out
}

/// Options of a pipeline run.
#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    /// Dump the IR after every pass (opt's `-print-after-all`).
    pub print_after_all: bool,
    /// Verify the module after every pass (opt's `-verify-each`).
    pub verify_each: bool,
}

/// `opt`'s options of the loop passes (`-unroll-count`, `-force-vector-width`, ...): each
/// pass of a pipeline built by [`PassManager::parse_with`] gets its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopPassOptions {
    pub unroll: crate::loop_unroll::UnrollOptions,
    pub unroll_and_jam: crate::loop_unroll_and_jam::UnrollAndJamOptions,
    pub vectorize: crate::loop_vectorize::VectorizeOptions,
    pub distribute: crate::loop_distribute::DistributeOptions,
    /// `-pass-remarks*=`: which remarks the loop passes print.
    pub remarks: crate::remarks::RemarkFilter,
    /// `-disable-loop-unrolling`: the unroll passes of the default pipelines
    /// (`default<O1>`..`default<O3>`) unroll only loops whose unrolling is forced (LLVM's
    /// `PipelineTuningOptions::LoopUnrolling` off). A `loop-unroll` named in the pipeline
    /// is not affected, as in opt.
    pub disable_loop_unrolling: bool,
}

/// The passes of LLVM 19's default pipeline `default<On>` (opt's `-On`) that parir has, in
/// LLVM's order (`buildPerModuleDefaultPipeline`): at O0 only the always-inliner; from O1 the
/// inliner, the function simplification pipeline (SROA as mem2reg, InstCombine, SimplifyCFG,
/// loop rotation and LICM), then the optimization pipeline's loop passes (rotation,
/// distribution, vectorization, the cleanups LLVM runs after it, unrolling,
/// `transform-warning`, the late LICM and SimplifyCFG). LLVM's other passes (EarlyCSE, GVN,
/// SCCP, loop deletion, unswitching, SLP, the full-unroll pass of the simplification
/// pipeline, whose decisions the one unroll pass after vectorization repeats) are not run:
/// loops and their metadata follow LLVM's, the instructions only partly (docs/loop-transforms.md).
/// `None` for a name that is not a default pipeline.
pub fn default_pipeline(name: &str) -> Option<&'static [&'static str]> {
    let level = name.strip_prefix("default<O")?.strip_suffix('>')?;
    const O0: &[&str] = &["always-inline"];
    const ON: &[&str] = &[
        "always-inline",
        "inline",
        "mem2reg",
        "instcombine",
        "simplifycfg",
        "loop-simplify",
        "loop-rotate",
        "licm",
        "instcombine",
        "loop-rotate",
        "loop-distribute",
        "loop-vectorize",
        "instcombine",
        "simplifycfg",
        "loop-unroll",
        "transform-warning",
        "mem2reg",
        "instcombine",
        "licm",
        "simplifycfg",
    ];
    match level {
        "0" => Some(O0),
        "1" | "2" | "3" => Some(ON),
        _ => None,
    }
}

impl LoopPassOptions {
    /// The loop pass `name` made with these options; `None` for other passes.
    fn make(&self, name: &str) -> Option<Box<dyn Pass>> {
        use crate::{loop_distribute, loop_unroll, loop_unroll_and_jam, loop_vectorize};
        Some(match name {
            "loop-unroll" => Box::new(loop_unroll::LoopUnroll {
                opts: self.unroll.clone(),
                remarks: self.remarks.clone(),
            }),
            "loop-unroll-and-jam" => Box::new(loop_unroll_and_jam::LoopUnrollAndJam {
                opts: loop_unroll_and_jam::UnrollAndJamOptions {
                    unroll: self.unroll.clone(),
                    ..self.unroll_and_jam.clone()
                },
            }),
            "loop-vectorize" => Box::new(loop_vectorize::LoopVectorize {
                opts: self.vectorize,
                remarks: self.remarks.clone(),
            }),
            "loop-distribute" => Box::new(loop_distribute::LoopDistribute {
                opts: self.distribute,
                remarks: self.remarks.clone(),
            }),
            _ => return None,
        })
    }
}

/// What a pipeline run did.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    /// Whether any pass changed the IR.
    pub changed: bool,
    /// The `--print-after-all` dumps, in opt's order.
    pub dumps: String,
    /// The passes' diagnostics, in pipeline order (a function pass's in the module's order of
    /// functions).
    pub diagnostics: Vec<parir_ir::diag::Diagnostic>,
}

/// Why a pipeline failed.
#[derive(Clone, Debug)]
pub enum PipelineError {
    /// The pipeline text is malformed or names an unknown pass.
    Parse(String),
    /// `--verify-each`: the verifier rejected the module after `pass`.
    Verify {
        pass: String,
        errors: Vec<parir_ir::diag::Diagnostic>,
        /// The diagnostics the passes before it reported.
        reported: Vec<parir_ir::diag::Diagnostic>,
    },
}

impl std::fmt::Display for PipelineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PipelineError::Parse(s) => write!(f, "{s}"),
            PipelineError::Verify { pass, errors, .. } => {
                write!(f, "broken module found after pass '{pass}'")?;
                for e in errors {
                    write!(f, "\n  {}", e.message)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PipelineError {}

/// A pipeline of passes.
pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
}

impl PassManager {
    /// A pipeline of the given passes.
    pub fn from_passes(passes: Vec<Box<dyn Pass>>) -> PassManager {
        PassManager { passes }
    }

    /// Parses opt's `-passes=` syntax: `loop-simplify,mem2reg`, `function(dce)`,
    /// `module(function(mem2reg),dce)`, and the loop adaptors `loop(...)` / `loop-mssa(...)`
    /// around the loop passes parir has (`licm`, `loop-rotate`), which visit every loop.
    ///
    /// ```
    /// use parir_transform::manager::PassManager;
    /// assert_eq!(PassManager::parse("function(loop-simplify,mem2reg),dce").unwrap().names(),
    ///            ["loop-simplify", "mem2reg", "dce"]);
    /// assert!(PassManager::parse("nope").is_err());
    /// assert!(PassManager::parse("function(dce").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<PassManager, PipelineError> {
        PassManager::parse_in(text, &registry())
    }

    /// Like [`PassManager::parse`], with the passes of `registry` (this crate's
    /// [`registry`] extended by upper layers).
    pub fn parse_in(text: &str, reg: &[PassInfo]) -> Result<PassManager, PipelineError> {
        PassManager::parse_with(text, reg, &LoopPassOptions::default())
    }

    /// Like [`PassManager::parse_in`], the loop passes made with `opt`'s options `opts`.
    pub fn parse_with(
        text: &str,
        reg: &[PassInfo],
        opts: &LoopPassOptions,
    ) -> Result<PassManager, PipelineError> {
        let mut names = Vec::new();
        for n in parse_pipeline(text)? {
            match default_pipeline(&n) {
                // (`transform-warning` is the annotation layer's: in a registry without it,
                // a default pipeline runs without it.)
                Some(ps) => names.extend(
                    ps.iter()
                        .filter(|p| **p != "transform-warning" || reg.iter().any(|i| i.name == **p))
                        .map(|p| (p.to_string(), true)),
                ),
                None if n.starts_with("default<") => {
                    return Err(PipelineError::Parse(format!(
                        "unknown default pipeline '{n}' (default<O0> to default<O3>; parir \
                         has no size levels Os, Oz)"
                    )))
                }
                None => names.push((n, false)),
            }
        }
        let mut in_default = opts.clone();
        in_default.unroll.only_when_forced = opts.disable_loop_unrolling;
        let mut passes = Vec::new();
        for (n, default) in names {
            let opts = if default { &in_default } else { opts };
            if *opts != LoopPassOptions::default() {
                if let Some(p) = opts.make(&n) {
                    passes.push(p);
                    continue;
                }
            }
            let Some(info) = reg.iter().find(|p| p.name == n) else {
                return Err(PipelineError::Parse(format!(
                    "unknown pass name '{n}' (see --list-passes)"
                )));
            };
            passes.push((info.make)());
        }
        Ok(PassManager { passes })
    }

    /// The names of the passes, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Runs the pipeline on `m`. Like opt, optional function passes skip `optnone`
    /// functions.
    ///
    /// Consecutive function passes form a group that runs pass by pass over all function
    /// definitions in parallel; dumps of a group are emitted function by function, which is
    /// the order in which opt's function pass manager produces them.
    pub fn run(&self, m: &mut Module, opts: &PipelineOptions) -> Result<RunReport, PipelineError> {
        let mut report = RunReport::default();
        let mut analyses = ModuleAnalyses::default();
        let mut i = 0;
        while i < self.passes.len() {
            let p = &self.passes[i];
            if p.kind() == PassKind::Module {
                let r = p.run_on_module_with(m, &mut analyses);
                // A module pass may have changed any function, some (the annotation
                // passes) without keeping their entries up to date: nothing survives a change.
                if r.changed {
                    analyses.invalidate(PreservedAnalyses::none());
                }
                report.changed |= r.changed;
                report.diagnostics.extend(r.diagnostics);
                if opts.verify_each {
                    verify(m, p.name(), &mut report)?;
                }
                if opts.print_after_all {
                    report.dumps.push_str(&format!(
                        "; *** IR Dump After {} on [module] ***\n",
                        p.dump_name()
                    ));
                    report.dumps.push_str(&parir_ir::printer::print_module(m));
                }
                i += 1;
                continue;
            }
            let mut j = i;
            while j < self.passes.len() && self.passes[j].kind() == PassKind::Function {
                j += 1;
            }
            self.run_function_group(m, &self.passes[i..j], opts, &mut report, &mut analyses)?;
            i = j;
        }
        Ok(report)
    }

    fn run_function_group(
        &self,
        m: &mut Module,
        group: &[Box<dyn Pass>],
        opts: &PipelineOptions,
        report: &mut RunReport,
        cache: &mut ModuleAnalyses,
    ) -> Result<(), PipelineError> {
        let funcs: Vec<GlobalId> = m
            .order
            .iter()
            .copied()
            .filter(|&g| m.globals[g].as_func().is_some_and(|f| f.body.is_some()))
            .collect();
        let mut analyses: Vec<FunctionAnalyses> = funcs.iter().map(|&g| cache.take(g)).collect();
        // dumps[f][p]: the text of function f after pass p.
        let mut dumps: Vec<Vec<String>> = vec![Vec::new(); funcs.len()];
        let optnone: Vec<bool> = funcs
            .iter()
            .map(|&g| {
                m.globals[g]
                    .as_func()
                    .is_some_and(|f| m.attrs.has(f.attrs.func, "optnone"))
            })
            .collect();
        for p in group {
            let consts = CommonConsts::prepare(m);
            let mut bodies: Vec<Body> = funcs
                .iter()
                .map(|&g| {
                    m.globals[g]
                        .as_func_mut()
                        .and_then(|f| f.body.take())
                        .unwrap_or_default()
                })
                .collect();
            let shared: &Module = m;
            let results: Vec<(bool, Vec<parir_ir::diag::Diagnostic>)> = bodies
                .par_iter_mut()
                .zip(analyses.par_iter_mut())
                .zip(funcs.par_iter())
                .zip(optnone.par_iter())
                .map(|(((body, an), &g), &skip)| {
                    if skip && !p.is_required() {
                        return (false, Vec::new());
                    }
                    let cx = FunctionContext::new(shared, g, &consts);
                    let r = p.run_on_function(&cx, body, an);
                    an.invalidate(r.preserved);
                    (r.changed, r.diagnostics)
                })
                .collect();
            let mut changed = false;
            for (c, d) in results {
                changed |= c;
                report.diagnostics.extend(d);
            }
            for (&g, body) in funcs.iter().zip(bodies) {
                if let Some(f) = m.globals[g].as_func_mut() {
                    f.body = Some(body);
                }
            }
            report.changed |= changed;
            if opts.verify_each {
                verify(m, p.name(), report)?;
            }
            if opts.print_after_all {
                let texts = parir_ir::printer::print_functions(m, &funcs);
                for (k, t) in texts.into_iter().enumerate() {
                    let name = m.globals[funcs[k]].name().unwrap_or("");
                    dumps[k].push(format!(
                        "; *** IR Dump After {} on {name} ***\n{t}",
                        p.dump_name()
                    ));
                }
            }
        }
        for d in dumps.into_iter().flatten() {
            report.dumps.push_str(&d);
        }
        cache.funcs.extend(funcs.into_iter().zip(analyses));
        Ok(())
    }
}

/// `--verify-each` after `pass`; a failure carries the diagnostics `report` gathered so far.
fn verify(m: &Module, pass: &str, report: &mut RunReport) -> Result<(), PipelineError> {
    parir_ir::verifier::verify_module(m).map_err(|errors| PipelineError::Verify {
        pass: pass.to_string(),
        errors,
        reported: std::mem::take(&mut report.diagnostics),
    })
}

/// Splits a pipeline into pass names, flattening `function(...)`, `module(...)` and
/// `loop(...)`-free nesting.
fn parse_pipeline(text: &str) -> Result<Vec<String>, PipelineError> {
    let mut out = Vec::new();
    let mut stack: Vec<&str> = Vec::new();
    let mut cur = String::new();
    let err = |m: String| Err(PipelineError::Parse(m));
    let flush =
        |cur: &mut String, out: &mut Vec<String>, stack: &[&str]| -> Result<(), PipelineError> {
            let name = cur.trim().to_string();
            cur.clear();
            if name.is_empty() {
                return Err(PipelineError::Parse(format!(
                    "empty pass name in pipeline '{text}'"
                )));
            }
            // Under opt's loop adaptors, the loop passes parir runs on every loop of a function.
            if stack.last() == Some(&"loop") && !LOOP_ADAPTOR_PASSES.contains(&name.as_str()) {
                return Err(PipelineError::Parse(format!(
                    "'{name}' in loop(...) of '{text}': parir runs only {} as loop passes",
                    LOOP_ADAPTOR_PASSES.join(", ")
                )));
            }
            out.push(name);
            Ok(())
        };
    let mut just_closed = false;
    let mut depth_angle = 0usize;
    for c in text.chars() {
        match c {
            '<' => {
                depth_angle += 1;
                cur.push(c);
            }
            '>' => {
                depth_angle = depth_angle.saturating_sub(1);
                cur.push(c);
            }
            '(' if depth_angle == 0 => {
                let adaptor = cur.trim();
                match adaptor {
                    "function" | "module" | "cgscc" | "loop" | "loop-mssa" => {}
                    "" => return err(format!("'(' without a pass manager name in '{text}'")),
                    other => {
                        return err(format!(
                            "unsupported nested pipeline '{other}(...)' in '{text}' (only function(...), module(...), loop(...) and loop-mssa(...))"
                        ))
                    }
                }
                stack.push(match adaptor {
                    "function" => "function",
                    "loop" | "loop-mssa" => "loop",
                    _ => "module",
                });
                cur.clear();
                just_closed = false;
            }
            ')' if depth_angle == 0 => {
                if !just_closed {
                    flush(&mut cur, &mut out, &stack)?;
                }
                if stack.pop().is_none() {
                    return err(format!("unbalanced ')' in pipeline '{text}'"));
                }
                just_closed = true;
            }
            ',' if depth_angle == 0 => {
                if !just_closed {
                    flush(&mut cur, &mut out, &stack)?;
                }
                just_closed = false;
            }
            _ => {
                if just_closed && !c.is_whitespace() {
                    return err(format!("expected ',' or ')' after ')' in '{text}'"));
                }
                cur.push(c);
            }
        }
    }
    if !stack.is_empty() {
        return err(format!("unbalanced '(' in pipeline '{text}'"));
    }
    if !just_closed {
        flush(&mut cur, &mut out, &stack)?;
    }
    Ok(out)
}

/// The passes opt runs under its loop adaptors (`loop(...)`, `loop-mssa(...)`) that parir
/// has: they visit every loop of a function, innermost first, as the adaptor does.
const LOOP_ADAPTOR_PASSES: &[&str] = &["licm", "loop-rotate"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_syntax() {
        let p = |s: &str| parse_pipeline(s).map_err(|e| e.to_string());
        assert_eq!(p("a,b").unwrap(), ["a", "b"]);
        assert_eq!(p(" a , b ").unwrap(), ["a", "b"]);
        assert_eq!(p("module(function(a,b),c)").unwrap(), ["a", "b", "c"]);
        assert_eq!(p("print<loops>").unwrap(), ["print<loops>"]);
        assert_eq!(
            p("function(loop-versioning-licm,loop-mssa(licm))").unwrap(),
            ["loop-versioning-licm", "licm"]
        );
        assert!(p("loop(dce)").unwrap_err().contains("runs only licm"));
        assert!(p("").is_err());
        assert!(p("a,,b").is_err());
        assert!(p("a)").is_err());
        assert!(p("function(a").is_err());
        assert!(p("function(a)b").is_err());
        assert!(p("loop(a)").is_err());
        assert!(p("()").is_err());
    }

    #[test]
    fn verify_each_names_the_pass() {
        struct Breaker;
        impl Pass for Breaker {
            fn name(&self) -> &'static str {
                "breaker"
            }
            fn run_on_function(
                &self,
                _: &FunctionContext,
                body: &mut Body,
                _: &mut FunctionAnalyses,
            ) -> PassResult {
                // Drop the terminator of the entry block.
                if let Some(&b) = body.layout.first() {
                    body.blocks[b].insts.pop();
                }
                PassResult::changed(PreservedAnalyses::none())
            }
        }
        let mut m = parir_ir::parser::parse_module("define void @f() {\n  ret void\n}\n", "m.ll")
            .expect("parses");
        let pm = PassManager::from_passes(vec![Box::new(Breaker)]);
        let opts = PipelineOptions {
            verify_each: true,
            ..Default::default()
        };
        let e = pm.run(&mut m, &opts).expect_err("broken");
        assert!(e.to_string().contains("after pass 'breaker'"), "{e}");
    }

    /// The cache lives across consecutive function passes: what a pass preserves is still
    /// there for the next one, the rest is recomputed.
    #[test]
    fn analyses_cached_across_function_passes() {
        use std::sync::Mutex;
        static SEEN: Mutex<Vec<(&'static str, bool, bool, bool)>> = Mutex::new(Vec::new());
        struct Probe {
            name: &'static str,
            compute: bool,
            result: PassResult,
        }
        impl Pass for Probe {
            fn name(&self) -> &'static str {
                self.name
            }
            fn run_on_function(
                &self,
                _: &FunctionContext,
                body: &mut Body,
                an: &mut FunctionAnalyses,
            ) -> PassResult {
                let seen = (
                    self.name,
                    an.is_cached(AnalysisKind::Cfg),
                    an.is_cached(AnalysisKind::DomTree),
                    an.is_cached(AnalysisKind::Loops),
                );
                SEEN.lock().expect("lock").push(seen);
                if self.compute {
                    an.loops(body);
                }
                self.result.clone()
            }
        }
        let mut m = parir_ir::parser::parse_module(
            "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
            "m.ll",
        )
        .expect("parses");
        let probe = |name, compute, result| -> Box<dyn Pass> {
            Box::new(Probe {
                name,
                compute,
                result,
            })
        };
        let cfg_only = PassResult::changed(PreservedAnalyses::none().with(AnalysisKind::Cfg));
        let pm = PassManager::from_passes(vec![
            probe("compute", true, PassResult::unchanged()),
            probe("keeps-all", false, cfg_only),
            probe("after-cfg-only", false, PassResult::unchanged()),
            Box::new(crate::dce::Dce),
            probe(
                "after-dce",
                false,
                PassResult::changed(PreservedAnalyses::none()),
            ),
            probe("after-none", false, PassResult::unchanged()),
        ]);
        pm.run(&mut m, &PipelineOptions::default()).expect("runs");
        let seen = SEEN.lock().expect("lock").clone();
        assert_eq!(
            seen,
            [
                ("compute", false, false, false),
                ("keeps-all", true, true, true),
                ("after-cfg-only", true, false, false),
                ("after-dce", true, false, false),
                ("after-none", false, false, false),
            ]
        );
    }

    /// Module passes share the pipeline's cache: a loop pass leaves the loops it computed
    /// for the next pass, until a pass changes the module.
    #[test]
    fn module_passes_share_the_loop_cache() {
        use std::sync::Mutex;
        static SEEN: Mutex<Vec<(&'static str, bool, usize)>> = Mutex::new(Vec::new());
        struct Probe(&'static str, bool);
        impl Pass for Probe {
            fn name(&self) -> &'static str {
                self.0
            }
            fn kind(&self) -> PassKind {
                PassKind::Module
            }
            fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
                let g = m.global_by_name("f").expect("@f");
                let cached = an.function(g).is_cached(AnalysisKind::Loops);
                let fl = an.function_loops(m, g).expect("a definition");
                SEEN.lock()
                    .expect("lock")
                    .push((self.0, cached, Arc::as_ptr(&fl) as usize));
                if self.1 {
                    PassResult::changed(PreservedAnalyses::none())
                } else {
                    PassResult::unchanged()
                }
            }
        }
        let mut m = parir_ir::parser::parse_module(
            "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
            "m.ll",
        )
        .expect("parses");
        let pm = PassManager::from_passes(vec![
            Box::<crate::loop_unroll::LoopUnroll>::default(),
            Box::new(Probe("after-unroll", false)),
            Box::new(crate::dce::Dce),
            Box::new(Probe("after-dce", true)),
            Box::new(Probe("after-change", false)),
        ]);
        assert!(
            pm.run(&mut m, &PipelineOptions::default())
                .expect("runs")
                .changed
        );
        let seen = SEEN.lock().expect("lock").clone();
        let cached: Vec<(&str, bool)> = seen.iter().map(|s| (s.0, s.1)).collect();
        assert_eq!(
            cached,
            [
                ("after-unroll", true),
                ("after-dce", true),
                ("after-change", false)
            ]
        );
        assert_eq!(
            seen[0].2, seen[1].2,
            "the same forest through an unchanged dce"
        );
    }

    #[test]
    fn print_after_all_format() {
        let mut m = parir_ir::parser::parse_module(
            "define void @f() {\n  ret void\n}\ndefine void @g() {\n  ret void\n}\n",
            "m.ll",
        )
        .expect("parses");
        let pm = PassManager::parse("dce,dce").expect("pipeline");
        let opts = PipelineOptions {
            print_after_all: true,
            ..Default::default()
        };
        let r = pm.run(&mut m, &opts).expect("runs");
        assert_eq!(
            r.dumps,
            "; *** IR Dump After DCEPass on f ***\ndefine void @f() {\n  ret void\n}\n\
             ; *** IR Dump After DCEPass on f ***\ndefine void @f() {\n  ret void\n}\n\
             ; *** IR Dump After DCEPass on g ***\ndefine void @g() {\n  ret void\n}\n\
             ; *** IR Dump After DCEPass on g ***\ndefine void @g() {\n  ret void\n}\n"
        );
    }
}
