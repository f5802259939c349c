//! Loop distribution as `llvm.loop.distribute.enable` asks for it (`loop-distribute`; LLVM
//! 19's `LoopDistributePass`, `code-transformation-metadata.rst`, "Loop Distribution").
//!
//! # What is distributed
//!
//! An innermost loop in loop-simplify form with one exit block and one exiting block whose
//! LoopID has `llvm.loop.distribute.enable` true, whose memory dependences are not safe to
//! vectorize ([`parir_analysis::loop_access`]), is split as LLVM does:
//!
//! 1. its loads and stores, in program order, go to partitions: those inside the span of a
//!    dependence that may go backward (from its source to its sink) into one *cyclic*
//!    partition, each other one into a partition of its own;
//! 2. adjacent non-cyclic partitions merge; with fewer than two left, nothing happens;
//! 3. each partition gets what its instructions use (computations are duplicated, the loop
//!    control is in every partition); partitions that would load the same value merge;
//! 4. each partition becomes a copy of the loop, the copies one after the other in program
//!    order (the last one is the original loop), each keeping only its partition.
//!
//! Each loop's LoopID is `makeFollowupLoopID(orig, {followup_all, followup_sequential})` for
//! a cyclic partition and `{followup_all, followup_coincident}` for the others; without
//! followups the copies keep the original LoopID (as LLVM 19's do, `distribute.enable`
//! included).
//!
//! When accesses in different partitions go through pointers that may alias, the loop is
//! versioned first as LLVM's `LoopVersioning` does: the preheader becomes
//! `<header>.lver.check` and compares the byte ranges the pairs touch
//! ([`crate::runtime_check`]); without overlap the distributed loops run, else a copy of the
//! original loop (`.lver.orig`) whose LoopID is `makeFollowupLoopID(orig, {followup_all,
//! followup_fallback})` inheriting every attribute but `llvm.loop.distribute.*`. (LLVM also
//! adds `noalias` scopes to the versioned loop's accesses; parir does not.)
//!
//! A value of the loop used after it seeds a non-cyclic partition of its own, placed after
//! the memory partitions, as LLVM does: so a loop with one cyclic partition and a live-out
//! is split into the cyclic loop and a loop computing the live-out, and the code after the
//! loop keeps using the original (last) loop's values.
//!
//! Not done (the loop stays, and `transform-warning` reports the request): loops with
//! values used after them that would need versioning (the two versions' values would have
//! to be merged after them) or whose live-out partition merges into an earlier one through
//! a shared load, conditional code in the loop (LLVM then merges all partitions anyway),
//! and non-innermost loops.

use crate::clone::{clone_blocks, CloneOptions, DistinctMd, ValueMap};
use crate::edit::{phis, remove_inst, LocalNames};
use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use crate::remarks::{LoopRemarks, RemarkFilter, RemarkKind};
use parir_analysis::loop_access::analyze;
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loopmd::followup::{make_followup_loop_id, Followup};
use parir_analysis::loopmd::mode::LoopMd;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::inst::InstKind;
use parir_ir::metadata::MdNode;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// `opt`'s options of `loop-distribute` that parir honours (LLVM 19's `LoopDistribute.cpp`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DistributeOptions {
    /// `-enable-loop-distribute[=BOOL]`: distribute every loop whose LoopID does not say
    /// otherwise (`llvm.loop.distribute.enable` false, or `disable_nonforced` without a
    /// request); LLVM's `isForced().value_or(EnableLoopDistribute)`.
    pub enable: bool,
}

/// The `loop-distribute` pass (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct LoopDistribute {
    pub opts: DistributeOptions,
    /// Which remarks are printed (`-pass-remarks*=loop-distribute`).
    pub remarks: RemarkFilter,
}

impl Pass for LoopDistribute {
    fn name(&self) -> &'static str {
        "loop-distribute"
    }
    fn dump_name(&self) -> &'static str {
        "LoopDistributePass"
    }
    fn description(&self) -> &'static str {
        "split loops asking for llvm.loop.distribute into loops isolating their unsafe dependences"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        let mut diagnostics = Vec::new();
        for g in crate::manager::optimizable_functions(m) {
            let mut remarks = LoopRemarks {
                filter: &self.remarks,
                pass: "loop-distribute",
                out: &mut diagnostics,
            };
            changed |= distribute_function_remarks(m, g, an.function(g), &self.opts, &mut remarks);
        }
        PassResult::from_changed(changed, PreservedAnalyses::none()).with_diagnostics(diagnostics)
    }
}

/// A partition: its instructions (memory ones first, then what they use) and whether it
/// holds a dependence cycle.
#[derive(Clone, Debug)]
pub struct Partition {
    pub insts: Vec<Inst>,
    pub cyclic: bool,
}

/// Distributes the loops of `g` that ask for it; whether anything changed.
pub fn distribute_function(m: &mut Module, g: GlobalId) -> bool {
    distribute_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`distribute_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn distribute_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    distribute_function_with(m, g, an, &DistributeOptions::default())
}

/// [`distribute_function_in`] with `opt`'s options.
pub fn distribute_function_with(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &DistributeOptions,
) -> bool {
    let filter = RemarkFilter::default();
    let mut out = Vec::new();
    let mut remarks = LoopRemarks {
        filter: &filter,
        pass: "loop-distribute",
        out: &mut out,
    };
    distribute_function_remarks(m, g, an, opts, &mut remarks)
}

/// Why a loop is not distributed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Its LoopID (or `-enable-loop-distribute`) does not ask for it: nothing is reported.
    NotAsked,
    /// LLVM's `fail(RemarkName, Message)`: the remark name and the reason.
    Fail(&'static str, String),
}

fn fail(name: &'static str, message: &str) -> Refusal {
    Refusal::Fail(name, message.to_string())
}

/// A case LLVM 19 distributes and parir does not: reported as LLVM reports a refusal,
/// with parir's reason.
fn unsupported(message: &str) -> Refusal {
    Refusal::Fail(
        "ParirUnsupported",
        format!("{message} (not supported by parir)"),
    )
}

/// [`distribute_function_with`], reporting to `remarks` what LLVM's `LoopDistribute`
/// reports: for each loop it considers and does not distribute, the missed remark, the
/// reason (always printed when the loop asked for distribution) and, for a forced loop, the
/// warning; for a distributed loop, the remark `distributed loop`.
pub fn distribute_function_remarks(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &DistributeOptions,
    remarks: &mut LoopRemarks<'_>,
) -> bool {
    let Some(body) = m.body(g) else { return false };
    let fl = an.function_loops(body);
    let headers: Vec<Block> = fl
        .forest
        .loops()
        .filter(|&l| fl.forest.children(l).is_empty())
        .map(|l| fl.forest.header(l))
        .collect();
    let mut changed = false;
    for h in headers {
        let Some(body) = m.body(g) else { break };
        let fl = an.function_loops(body);
        let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
            continue;
        };
        let orig = loop_id(m, g, &fl, l).ok().flatten();
        let forced = LoopMd::new(m, orig).bool_attr("llvm.loop.distribute.enable") == Some(true);
        let planned = partitions_checked(m, g, &fl, l, opts).and_then(|parts| {
            let checks = cross_partition_checks(m, g, &fl, l, &parts);
            if !checks.is_empty() && analyze(m, g, body, &fl, l).has_convergent_op {
                return Err(fail(
                    "RuntimeCheckWithConvergent",
                    "may not insert runtime check with convergent operation",
                ));
            }
            // Versioning needs the loop's values merged after the two versions: not done.
            if !checks.is_empty()
                && !live_outs(body, &fl, l, &fl.forest.blocks(l).iter().copied().collect())
                    .is_empty()
            {
                return Err(unsupported(
                    "values of the loop used after it need run-time checks",
                ));
            }
            Ok((parts, checks))
        });
        let report = |remarks: &mut LoopRemarks<'_>, m: &Module, kind, name, msg: String| {
            let Some(body) = m.body(g) else { return };
            let fl = FunctionLoops::compute(body);
            let found = fl.forest.loops().find(|&l| fl.forest.header(l) == h);
            if let Some(l) = found {
                let id = loop_id(m, g, &fl, l).ok().flatten();
                remarks.emit(m, g, &fl, l, id, kind, name, msg);
            }
        };
        let refusal = match planned {
            Ok((parts, checks)) => {
                an.invalidate(PreservedAnalyses::none());
                if apply(m, g, h, &parts, &checks, orig).is_some() {
                    changed = true;
                    report(
                        remarks,
                        m,
                        RemarkKind::Passed,
                        "Distribute",
                        "distributed loop".into(),
                    );
                    continue;
                }
                unsupported("the loop could not be rebuilt")
            }
            Err(r) => r,
        };
        let Refusal::Fail(name, message) = refusal else {
            continue;
        };
        // LLVM's `LoopDistributeForLoop::fail`.
        report(
            remarks,
            m,
            RemarkKind::Missed,
            "NotDistributed",
            "loop not distributed: use -Rpass-analysis=loop-distribute for more info".into(),
        );
        let kind = if forced {
            RemarkKind::AnalysisAlways
        } else {
            RemarkKind::Analysis
        };
        report(
            remarks,
            m,
            kind,
            name,
            format!("loop not distributed: {message}"),
        );
        if forced {
            report(
                remarks,
                m,
                RemarkKind::Warning,
                "FailedRequestedDistribution",
                "loop not distributed: failed explicitly specified loop distribution".into(),
            );
        }
    }
    changed
}

/// The partitions of loop `l` when it asks for distribution and can be distributed.
pub fn partitions(m: &Module, g: GlobalId, fl: &FunctionLoops, l: Loop) -> Option<Vec<Partition>> {
    partitions_with(m, g, fl, l, &DistributeOptions::default())
}

/// [`partitions`] with `opt`'s options.
pub fn partitions_with(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &DistributeOptions,
) -> Option<Vec<Partition>> {
    partitions_checked(m, g, fl, l, opts).ok()
}

/// [`partitions_with`], or why not, in the order of LLVM 19's `processLoop` checks.
pub fn partitions_checked(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &DistributeOptions,
) -> Result<Vec<Partition>, Refusal> {
    let body = m.body(g).ok_or(Refusal::NotAsked)?;
    let id = loop_id(m, g, fl, l).map_err(|_| Refusal::NotAsked)?;
    let md = LoopMd::new(m, id);
    // LLVM's `isForced().value_or(EnableLoopDistribute)`.
    let forced = md.bool_attr("llvm.loop.distribute.enable");
    if !forced.unwrap_or(opts.enable) {
        return Err(Refusal::NotAsked);
    }
    let blocks: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let h = fl.forest.header(l);
    // Loop-simplify form, one exiting block (the latch), one exit block without phis of
    // the loop's values, no conditional code.
    let exiting: Vec<Block> = fl
        .forest
        .blocks(l)
        .iter()
        .copied()
        .filter(|&b| body.successors(b).iter().any(|s| !blocks.contains(s)))
        .collect();
    let mut exits: Vec<Block> = exiting
        .iter()
        .flat_map(|&b| body.successors(b))
        .filter(|s| !blocks.contains(s))
        .collect();
    exits.sort();
    exits.dedup();
    let [exit] = exits.as_slice() else {
        return Err(fail("MultipleExitBlocks", "multiple exit blocks"));
    };
    let latches = fl.forest.latches(&fl.cfg, l);
    let outside: Vec<Block> = fl
        .cfg
        .predecessors(h)
        .iter()
        .copied()
        .filter(|p| !blocks.contains(p))
        .collect();
    let simplify_form = latches.len() == 1
        && matches!(outside.as_slice(), [p] if body.successors(*p) == vec![h])
        && fl
            .cfg
            .predecessors(*exit)
            .iter()
            .all(|p| blocks.contains(p));
    if !simplify_form {
        return Err(fail(
            "NotLoopSimplifyForm",
            "loop is not in loop-simplify form",
        ));
    }
    let (latch, pre) = (&latches[0], &outside[0]);
    if !exiting.contains(latch) {
        return Err(fail("NotBottomTested", "loop is not bottom tested"));
    }
    if exiting != [*latch] {
        return Err(unsupported(
            "the loop exits from a block other than its latch",
        ));
    }
    if !phis(body, *pre).is_empty() {
        return Err(unsupported("the preheader has phis"));
    }
    // Straight-line body: every block dominates the latch (no predication).
    let dt = &fl.domtree;
    let conditional = fl
        .forest
        .blocks(l)
        .iter()
        .any(|&b| !dt.dominates(b, *latch));
    let live_outs = live_outs(body, fl, l, &blocks);
    let la = analyze(m, g, body, fl, l);
    if la.other_memory {
        return Err(fail("NoUnsafeDeps", "no unsafe dependences to isolate"));
    }
    if la.safe() {
        return Err(fail(
            "MemOpsCanBeVectorized",
            "memory operations are safe for vectorization",
        ));
    }
    // LLVM merges every partition of a loop with conditional code (its
    // `-loop-distribute-non-if-convertible` is off).
    if conditional {
        return Err(fail(
            "CantIsolateUnsafeDeps",
            "cannot isolate unsafe dependencies",
        ));
    }
    // 1. Memory instructions in program order, cyclic spans from possibly backward deps.
    let mut balance: rustc_hash::FxHashMap<Inst, i32> = Default::default();
    for d in &la.deps {
        if d.kind.possibly_backward() {
            *balance.entry(d.source).or_default() += 1;
            *balance.entry(d.sink).or_default() -= 1;
        }
    }
    let mut parts: Vec<Partition> = Vec::new();
    let mut active = 0;
    for &i in &la.accesses {
        let here = balance.get(&i).copied().unwrap_or(0);
        if active > 0 || here > 0 {
            match parts.last_mut() {
                Some(p) if p.cyclic => p.insts.push(i),
                _ => parts.push(Partition {
                    insts: vec![i],
                    cyclic: true,
                }),
            }
        } else {
            parts.push(Partition {
                insts: vec![i],
                cyclic: false,
            });
        }
        active += here;
    }
    // Each value used after the loop seeds a partition of its own, after the others (LLVM's
    // `findDefsUsedOutsideOfLoop`): merged or not, it ends in the last loop, the original,
    // whose values the code after the loop keeps using.
    for &i in &live_outs {
        parts.push(Partition {
            insts: vec![i],
            cyclic: false,
        });
    }
    // 2. Adjacent non-cyclic partitions merge.
    let mut merged: Vec<Partition> = Vec::new();
    for p in parts {
        match merged.last_mut() {
            Some(q) if !q.cyclic && !p.cyclic => q.insts.extend(p.insts),
            _ => merged.push(p),
        }
    }
    if merged.len() < 2 {
        return Err(fail(
            "CantIsolateUnsafeDeps",
            "cannot isolate unsafe dependencies",
        ));
    }
    // 3. What each partition uses (the loop control is everyone's), then partitions that
    // would each load the same value merge into the first of them.
    let control: Vec<Inst> = fl
        .forest
        .blocks(l)
        .iter()
        .filter_map(|&b| body.terminator(b))
        .collect();
    let populate = |seed: &[Inst]| -> Vec<Inst> {
        let mut set: FxHashSet<Inst> = seed
            .iter()
            .copied()
            .chain(control.iter().copied())
            .collect();
        let mut work: Vec<Inst> = set.iter().copied().collect();
        while let Some(i) = work.pop() {
            let mut ops = Vec::new();
            body.insts[i].kind.for_each_operand(|v| ops.push(v));
            if let InstKind::Phi { incoming, .. } = &body.insts[i].kind {
                ops.extend(incoming.iter().map(|e| e.0));
            }
            for v in ops {
                if let Value::Inst(d) = v {
                    if body.block_of(d).is_some_and(|b| blocks.contains(&b)) && set.insert(d) {
                        work.push(d);
                    }
                }
            }
        }
        set.into_iter().collect()
    };
    let mut sets: Vec<(Vec<Inst>, bool)> = merged
        .iter()
        .map(|p| (populate(&p.insts), p.cyclic))
        .collect();
    loop {
        let loads_in = |s: &[Inst]| -> FxHashSet<Inst> {
            s.iter()
                .copied()
                .filter(|&i| matches!(body.insts[i].kind, InstKind::Load { .. }))
                .collect()
        };
        let mut pair = None;
        'outer: for (a, (first, _)) in sets.iter().enumerate() {
            let la = loads_in(first);
            for (b, (later, _)) in sets.iter().enumerate().skip(a + 1) {
                if later.iter().any(|i| la.contains(i)) {
                    pair = Some((a, b));
                    break 'outer;
                }
            }
        }
        let Some((a, b)) = pair else { break };
        let (s, c) = sets.remove(b);
        let mut all: FxHashSet<Inst> = sets[a].0.iter().copied().collect();
        all.extend(s);
        sets[a].0 = all.into_iter().collect();
        sets[a].1 |= c;
    }
    if sets.len() < 2 {
        return Err(fail(
            "CantIsolateUnsafeDeps",
            "cannot isolate unsafe dependencies",
        ));
    }
    // A load shared with an earlier partition would take a live-out value into a copy.
    let last = &sets[sets.len() - 1].0;
    if live_outs.iter().any(|i| !last.contains(i)) {
        return Err(unsupported(
            "a value used after the loop would be computed in an earlier loop",
        ));
    }
    // LLVM's `hasDisableAllTransformsHint` on a loop distributed by the option alone.
    if forced.is_none() && md.disable_nonforced() {
        return Err(fail("HeuristicDisabled", "distribution heuristic disabled"));
    }
    Ok(sets
        .into_iter()
        .map(|(insts, cyclic)| Partition { insts, cyclic })
        .collect())
}

/// The instructions of loop `l` used after it, in the loop's block order.
fn live_outs(body: &Body, fl: &FunctionLoops, l: Loop, blocks: &FxHashSet<Block>) -> Vec<Inst> {
    let mut used: FxHashSet<Inst> = FxHashSet::default();
    for &b in &body.layout {
        if blocks.contains(&b) {
            continue;
        }
        for &u in &body.blocks[b].insts {
            let mut note = |v: Value| {
                if let Value::Inst(d) = v {
                    if body.block_of(d).is_some_and(|db| blocks.contains(&db)) {
                        used.insert(d);
                    }
                }
            };
            body.insts[u].kind.for_each_operand(&mut note);
            if let InstKind::Phi { incoming, .. } = &body.insts[u].kind {
                incoming.iter().for_each(|e| note(e.0));
            }
        }
    }
    fl.forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .filter(|i| used.contains(i))
        .collect()
}

/// The pairs of accesses in different partitions (or in several) whose pointers may alias:
/// what the run-time checks compare (LLVM's `includeOnlyCrossPartitionChecks`).
fn cross_partition_checks(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    parts: &[Partition],
) -> Vec<(Inst, Inst)> {
    let Some(body) = m.body(g) else {
        return Vec::new();
    };
    let la = analyze(m, g, body, fl, l);
    let homes = |i: Inst| -> Vec<usize> {
        parts
            .iter()
            .enumerate()
            .filter(|(_, p)| p.insts.contains(&i))
            .map(|(k, _)| k)
            .collect()
    };
    la.runtime_checks
        .into_iter()
        .filter(|&(a, b)| {
            let (ha, hb) = (homes(a), homes(b));
            ha.len() != 1 || hb.len() != 1 || ha != hb
        })
        .collect()
}

/// Makes one loop per partition (see the module documentation), versioned by run-time
/// checks of `checks` when there are any.
fn apply(
    m: &mut Module,
    g: GlobalId,
    h: Block,
    parts: &[Partition],
    checks: &[(Inst, Inst)],
    orig: Option<MdNode>,
) -> Option<()> {
    let func = m.globals[g].as_func_mut()?;
    let arg_names = func.arg_names.clone();
    let mut body = func.body.take()?;
    let backup = body.clone();
    let res = (|| {
        if !checks.is_empty() {
            version(m, g, &mut body, &arg_names, h, checks, orig)?;
        }
        distribute_body(m, &mut body, &arg_names, h, parts, orig)
    })();
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(if res.is_some() { body } else { backup });
    }
    res
}

/// LLVM's `LoopVersioning` for distribution ([`crate::runtime_check::version_loop`]); the
/// fallback's LoopID is `makeFollowupLoopID(orig, {followup_all, followup_fallback})`
/// inheriting every attribute but `llvm.loop.distribute.*`.
fn version(
    m: &mut Module,
    g: GlobalId,
    body: &mut Body,
    arg_names: &[Option<compact_str::CompactString>],
    h: Block,
    checks: &[(Inst, Inst)],
    orig: Option<MdNode>,
) -> Option<()> {
    let v = crate::runtime_check::version_loop(m, g, body, arg_names, h, checks)?;
    let loop_kind = m.md.kind("llvm.loop");
    let id = make_followup_loop_id(
        m,
        orig,
        &[
            "llvm.loop.distribute.followup_all",
            "llvm.loop.distribute.followup_fallback",
        ],
        Some("llvm.loop.distribute."),
        true,
    );
    let ft = body.terminator(v.fallback_latch)?;
    body.insts[ft].md.retain(|(k, _)| *k != loop_kind);
    if let Some(id) = id.loop_id() {
        body.insts[ft].md.push((loop_kind, id));
    }
    Some(())
}

fn distribute_body(
    m: &mut Module,
    body: &mut Body,
    arg_names: &[Option<compact_str::CompactString>],
    h: Block,
    parts: &[Partition],
    orig: Option<MdNode>,
) -> Option<()> {
    let mut names = LocalNames::of(arg_names, body);
    let fl = FunctionLoops::compute(body);
    let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
    let blocks: Vec<Block> = fl.forest.blocks(l).to_vec();
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let pre = *fl
        .cfg
        .predecessors(h)
        .iter()
        .find(|p| !in_loop.contains(p))?;
    let latch = *fl.forest.latches(&fl.cfg, l).first()?;
    let exit = body
        .successors(latch)
        .into_iter()
        .find(|s| !in_loop.contains(s))?;
    let loop_kind = m.md.kind("llvm.loop");
    let src = body.clone();
    let mut region = vec![pre];
    region.extend(&blocks);
    // Copies for all partitions but the last, each placed before the next: partition k's
    // copy exits to partition k + 1's preheader.
    let n = parts.len();
    let mut maps: Vec<ValueMap> = Vec::new();
    let mut top = pre;
    for k in (0..n - 1).rev() {
        let mut vm = ValueMap::default();
        let opts = CloneOptions {
            suffix: format!(".ldist{}", k + 1),
            access_groups: DistinctMd::Keep,
            loop_ids: DistinctMd::Keep,
        };
        clone_blocks(m, &src, &region, body, &mut names, &mut vm, &opts);
        let new_pre = vm.block(pre);
        // The edges into the top preheader now enter this copy's preheader.
        let preds: Vec<Block> = body
            .layout
            .iter()
            .copied()
            .filter(|&b| {
                body.successors(b).contains(&top) && !region.iter().any(|&r| vm.block(r) == b)
            })
            .collect();
        for p in preds {
            crate::edit::replace_successor(body, p, top, new_pre);
        }
        // The copy's exit goes to the next loop's preheader.
        let cl = vm.block(latch);
        if let Some(t) = body.terminator(cl) {
            crate::edit::for_each_successor_mut(&mut body.insts[t].kind, |b| {
                if *b == exit {
                    *b = top;
                }
            });
        }
        top = new_pre;
        maps.push(vm);
    }
    maps.reverse(); // maps[k]: partition k's copy (k < n - 1); the last is the original.
                    // Layout: the copies before the original loop's preheader, in partition order.
    let copies: Vec<Block> = maps
        .iter()
        .flat_map(|vm| region.iter().map(move |&b| vm.block(b)))
        .collect();
    let copy_set: FxHashSet<Block> = copies.iter().copied().collect();
    body.layout.retain(|b| !copy_set.contains(b));
    let at = body.layout.iter().position(|&b| b == pre)?;
    let tail = body.layout.split_off(at);
    body.layout.extend(copies);
    body.layout.extend(tail);
    // Each copy keeps its partition; LoopIDs from the followups.
    for (k, part) in parts.iter().enumerate() {
        let keep: FxHashSet<Inst> = part
            .insts
            .iter()
            .map(|&i| {
                if k + 1 == n {
                    i
                } else {
                    match maps[k].value(Value::Inst(i)) {
                        Value::Inst(c) => c,
                        _ => i,
                    }
                }
            })
            .collect();
        let map_blk = |b: Block| if k + 1 == n { b } else { maps[k].block(b) };
        let mut drop: Vec<Inst> = Vec::new();
        for &b in &blocks {
            for &i in &body.blocks[map_blk(b)].insts {
                if !keep.contains(&i) && !body.insts[i].kind.is_terminator() {
                    drop.push(i);
                }
            }
        }
        for &i in drop.iter().rev() {
            let ty = body.insts[i].ty;
            if !m.types.is_void(ty) {
                let poison = Value::Const(m.consts.intern_raw(ty, ConstData::Poison));
                crate::users::replace_all_uses_with(body, Value::Inst(i), poison);
            }
            remove_inst(body, i);
        }
        let which = if part.cyclic {
            "llvm.loop.distribute.followup_sequential"
        } else {
            "llvm.loop.distribute.followup_coincident"
        };
        match make_followup_loop_id(
            m,
            orig,
            &["llvm.loop.distribute.followup_all", which],
            None,
            false,
        ) {
            Followup::Unspecified => {}
            f => {
                if let Some(t) = body.terminator(map_blk(latch)) {
                    body.insts[t].md.retain(|(kd, _)| *kd != loop_kind);
                    if let Some(id) = f.loop_id() {
                        body.insts[t].md.push((loop_kind, id));
                    }
                }
            }
        }
    }
    Some(())
}
