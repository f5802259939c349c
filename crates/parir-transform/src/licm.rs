//! Loop-invariant code motion, hoisting only (`licm`; LLVM's `LICMPass` without sinking or
//! scalar promotion). The CSA seed schedules LICM before CLIE ("Pass Scheduling") so that
//! loads of loop bounds leave the loop header: a load in the header makes the
//! smallest single-entry single-exit region around a loop's memory accesses the whole loop,
//! and CLIE then cannot place a parallel section ("COULD NOT PARALLELIZE LOOP").
//!
//! For every loop with a preheader, inner loops first, the instructions of the loop whose
//! operands are all defined outside it move to the end of the preheader (before its
//! terminator), in dominance order (blocks in reverse post-order), when
//! - they cannot trap or have side effects (integer and floating-point arithmetic other than
//!   integer division and remainder, comparisons, casts, `getelementptr`, `select`, `freeze`,
//!   vector and aggregate element operations): LLVM's `isSafeToSpeculativelyExecute`, which
//!   lets LICM hoist them even from blocks that do not always run; or
//! - they are simple loads (not volatile, not atomic) of an invariant address in a block that
//!   dominates every exiting block of the loop (so the load runs whenever the loop does),
//!   in a loop where nothing may write memory the load may read: no store to a pointer that
//!   may alias it ([`parir_analysis::alias`]), and no other instruction that may write memory
//!   apart from calls that only touch memory inaccessible to the program
//!   (`memory(inaccessiblemem: ...)`, such as the CSA intrinsics). Calls that may not return
//!   (no `willreturn` and `nounwind`) keep loads in the loop, as LLVM's
//!   `isGuaranteedToExecute` does.
//!
//! Hoisted instructions lose their `!dbg` location, as LLVM's `updateLocationAfterHoist`
//! drops it (a hoisted instruction belongs to no single source line of the loop). The CFG
//! does not change.
//!
//! ```
//! use parir_transform::manager::{PassManager, PipelineOptions};
//! let mut m = parir_ir::parser::parse_module(
//!     "@n = global i32 0\n@a = global [8 x i32] zeroinitializer\ndefine void @f() {\nentry:\n  br label %h\nh:\n  %i = phi i32 [ 0, %entry ], [ %i1, %h ]\n  %bound = load i32, ptr @n\n  %p = getelementptr i32, ptr @a, i32 %i\n  store i32 %i, ptr %p\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %bound\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
//!     "m.ll",
//! ).unwrap();
//! PassManager::parse("licm").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
//! let text = parir_ir::printer::print_module(&m);
//! assert!(text.contains("entry:\n  %bound = load i32, ptr @n, align 4\n  br label %h"), "{text}");
//! ```

use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use parir_analysis::alias::{alias, AliasResult};
use parir_analysis::dominators::DominatorTree;
use parir_analysis::invariance::operands_invariant;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::{inst_memory_effects, inst_mod_ref};
use parir_ir::attrs::ModRef;
use parir_ir::inst::{BinOp, InstKind};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// The `licm` pass (see the module documentation).
pub struct Licm;

impl Pass for Licm {
    fn name(&self) -> &'static str {
        "licm"
    }
    fn dump_name(&self) -> &'static str {
        "LICMPass"
    }
    fn description(&self) -> &'static str {
        "hoist loop-invariant computations and loads to loop preheaders"
    }
    // Alias queries look at the function through the module, so this runs as a module pass
    // (function passes see their body taken out of the module).
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let funcs = crate::manager::optimizable_functions(m);
        let mut changed = false;
        for f in funcs {
            changed |= hoist_function_in(m, f, an.function(f)) > 0;
        }
        PassResult::from_changed(changed, PreservedAnalyses::cfg())
    }
}

/// Hoists the invariant instructions of every loop of function `f`; returns how many moved.
pub fn hoist_function(m: &mut Module, f: GlobalId) -> usize {
    hoist_function_in(m, f, &mut FunctionAnalyses::default())
}

/// [`hoist_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn hoist_function_in(m: &mut Module, f: GlobalId, an: &mut FunctionAnalyses) -> usize {
    let Some(body) = m.body(f) else {
        return 0;
    };
    let fl = an.function_loops(body);
    let dt = &fl.domtree;
    // Inner loops first: what they hoist into a preheader inside an outer loop may then
    // leave the outer loop too.
    let mut order = fl.forest.preorder();
    order.reverse();
    let mut moved = 0;
    for l in order {
        let Some(body) = m.body(f) else {
            return moved;
        };
        let Some(pre) = fl.forest.preheader(&fl.cfg, body, l) else {
            continue;
        };
        let plan = plan_loop(m, f, body, &fl, dt, l);
        if plan.is_empty() {
            continue;
        }
        let Some(body) = m.globals[f].as_func_mut().and_then(|x| x.body.as_mut()) else {
            return moved;
        };
        let dbg = m.md.find_kind("dbg");
        for i in plan {
            crate::edit::remove_inst(body, i);
            let at = body.blocks[pre].insts.len().saturating_sub(1);
            body.blocks[pre].insts.insert(at, i);
            body.inst_block[i] = Some(pre);
            if let Some(k) = dbg {
                body.insts[i].md.retain(|(kk, _)| *kk != k);
            }
            moved += 1;
        }
    }
    moved
}

/// The instructions of loop `l` to hoist, in the order they must be placed.
fn plan_loop(
    m: &Module,
    f: GlobalId,
    body: &Body,
    fl: &FunctionLoops,
    dt: &DominatorTree,
    l: Loop,
) -> Vec<Inst> {
    let in_loop = |b: Block| fl.forest.contains(l, b);
    let blocks: Vec<Block> = fl
        .cfg
        .reverse_post_order()
        .filter(|&b| in_loop(b))
        .collect();
    let exiting = fl.forest.exiting_blocks(&fl.cfg, l);
    // What the loop may write, for the loads.
    let mut stores: Vec<Value> = Vec::new();
    let mut writes_unknown = false;
    let mut may_not_return = false;
    for &b in &blocks {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            match &d.kind {
                InstKind::Store { ptr, .. } => stores.push(*ptr),
                InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                    let me = inst_memory_effects(m, d);
                    let only_inaccessible = me.argmem == ModRef::None && me.other == ModRef::None;
                    if !only_inaccessible && writes(inst_mod_ref(m, d)) {
                        writes_unknown = true;
                    }
                    if !call_returns(m, d) {
                        may_not_return = true;
                    }
                }
                _ => {
                    if writes(inst_mod_ref(m, d)) {
                        writes_unknown = true;
                    }
                }
            }
        }
    }
    let mut hoisted: FxHashSet<Inst> = FxHashSet::default();
    let mut plan = Vec::new();
    for &b in &blocks {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            if !operands_invariant(body, d, in_loop, |o| hoisted.contains(&o)) {
                continue;
            }
            let ok = match &d.kind {
                InstKind::Load {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                } => {
                    !writes_unknown
                        && !may_not_return
                        && exiting.iter().all(|&e| dt.dominates(b, e))
                        && stores
                            .iter()
                            .all(|&s| alias(m, f, s, *ptr) == AliasResult::NoAlias)
                }
                k => speculatable(k),
            };
            if ok {
                hoisted.insert(i);
                plan.push(i);
            }
        }
    }
    plan
}

fn writes(mr: ModRef) -> bool {
    matches!(mr, ModRef::Write | ModRef::ReadWrite)
}

/// Whether a call surely returns to its caller (`willreturn` and `nounwind` on the call or
/// the callee), so that code after it runs whenever the call does.
fn call_returns(m: &Module, d: &parir_ir::inst::InstData) -> bool {
    let Some(c) = d.kind.call_data() else {
        return true;
    };
    let callee = crate::inline::direct_callee(m, d).and_then(|g| m.globals[g].as_func());
    let has = |kw: &str| {
        m.attrs.has(c.attrs.func, kw) || callee.is_some_and(|f| m.attrs.has(f.attrs.func, kw))
    };
    has("willreturn") && has("nounwind")
}

/// LLVM's `isSafeToSpeculativelyExecute` for the instructions without memory access.
fn speculatable(k: &InstKind) -> bool {
    match k {
        InstKind::Binary { op, .. } => {
            !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
        }
        InstKind::FNeg { .. }
        | InstKind::Cast { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::GetElementPtr { .. }
        | InstKind::Select { .. }
        | InstKind::Freeze(_)
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. } => true,
        _ => false,
    }
}
