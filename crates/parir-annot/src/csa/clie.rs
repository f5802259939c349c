//! `clie`: the CSALoopIntrinsicExpander (seed `csa-pathfinding-builtins.rst`, "Passes" →
//! "CSALoopIntrinsicExpander": "Loop Intrinsic Identification", "Parallel Section
//! Determination", "Additional Expansion Logic", "Cleanup").
//!
//! For every loop of a function, outer loops first:
//!
//! 1. **Identification.** Starting at the loop's preheader (its loop predecessor when there is
//!    none), blocks are searched backwards, each from its end, for a loop intrinsic
//!    (`llvm.csa.parallel.loop`, `.spmd`, `.spmdization`, `.pipeline.loop`); the walk goes on
//!    to the predecessor while there is exactly one and it is at the same loop level (in the
//!    same innermost loop as the preheader), and stops at the first intrinsic found.
//! 2. **Parallel section** (parallel_loop, spmd, spmdization). On a copy of the CFG whose
//!    backedges lead to a dummy block instead of the header, the dominator and post-dominator
//!    trees are computed; the section starts at the nearest common dominator and ends at the
//!    nearest common post-dominator of every subloop preheader and exit block and every
//!    block of the loop with an instruction that may access memory (CSA intrinsic calls count,
//!    as LLVM's `mayReadOrWriteMemory` counts them in the seed's compiler). The IR is never
//!    changed for this, so no dummy block is left behind. `llvm.csa.parallel.section.entry`
//!    goes before the first memory-accessing instruction of the start block (its terminator
//!    if none), `llvm.csa.parallel.section.exit` after the last one of the end block (after
//!    its phis if none). When there is no such pair of blocks inside the loop — typically a
//!    load of the loop bound left in the header, which `licm` hoists — the loop is left
//!    unchanged with the warning `csa-could-not-parallelize-loop` (the seed's "!! WARNING:
//!    COULD NOT PARALLELIZE LOOP !!"). The expansion also needs loop-simplify form (a
//!    preheader and dedicated exits) and exits that are not exception-handling pads.
//! 3. **Expansion.**
//!    - parallel_loop: `%clie_pre = llvm.csa.parallel.region.entry(i32 ID)` at the end of the
//!      preheader, `llvm.csa.parallel.region.exit(%clie_pre)` at the start of every exit
//!      block, and `%clie_pse` = the section entry / its exit as above. A loop without
//!      subloops and memory accesses gets nothing and the warning
//!      `csa-parallel-loop-no-memory`.
//!    - spmd(workers, chunk): the same (without the warning: SPMDization still clones such
//!      loops; without accesses no region is made), inside
//!      `%spmdization_entry = llvm.csa.spmdization.entry(workers, chunk)` in the preheader and
//!      `llvm.csa.spmdization.exit` in the exit blocks.
//!    - spmdization(workers, "kind"): spmd with the chunk size of the kind: `"blocking"` 0,
//!      `"cyclic"` 1, `"hybrid"` 8 (the seed fixes hybrid's 8; blocking and cyclic are
//!      OpenMP's `schedule(static)` and `schedule(static, 1)`, `docs/decisions.md`). Another
//!      string, or one that is not a constant, is the warning `csa-spmdization-bad-kind` and
//!      the loop is left unchanged.
//!    - pipeline_loop(depth): `%ilpl_entry = llvm.csa.pipeline.loop.entry(depth)` in the
//!      preheader and `llvm.csa.pipeline.loop.exit` in the exit blocks; no section.
//! 4. **Cleanup.** Every loop intrinsic of the function is deleted, used or not; one that no
//!    loop found is also the warning `csa-loop-intrinsic-without-loop`. Unused declarations
//!    of the loop intrinsics are deleted.
//!
//! Region IDs come from [`parir_transform::csa_region_ids::next_region_id`] (at least 1000,
//! above every ID of the function, so unique across passes and runs). Warnings are located at
//! the loop intrinsic's call.

use super::builtins::located;
use super::intrinsics::{csa_call, declare, i32_const, make_call, CsaIntrinsic};
use crate::diag::Warning;
use cranelift_entity::EntityRef;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_analysis::post_dominators::PostDominatorTree;
use parir_ir::inst::InstKind;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use parir_transform::edit::{insert_inst, LocalNames};
use rustc_hash::FxHashSet;

/// Runs `clie` on every function of `m`; returns whether it changed and the warnings.
///
/// ```
/// let mut m = parir_ir::parser::parse_module(
///     "declare void @llvm.csa.parallel.loop()\ndefine void @f(ptr %a, i64 %n) {\nentry:\n  call void @llvm.csa.parallel.loop()\n  br label %body\nbody:\n  %i = phi i64 [ 0, %entry ], [ %i1, %body ]\n  %p = getelementptr i32, ptr %a, i64 %i\n  store i32 0, ptr %p\n  %i1 = add i64 %i, 1\n  %c = icmp ult i64 %i1, %n\n  br i1 %c, label %body, label %exit\nexit:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// let (changed, ws) = parir_annot::csa::clie::run(&mut m);
/// assert!(changed && ws.is_empty(), "{ws:?}");
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("%clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)"), "{text}");
/// assert!(text.contains("%clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)\n  store i32 0, ptr %p"));
/// assert!(!text.contains("llvm.csa.parallel.loop"));
/// ```
pub fn run(m: &mut Module) -> (bool, Vec<Warning>) {
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let mut ws = Vec::new();
    let mut changed = false;
    for f in funcs {
        changed |= run_function(m, f, &mut ws);
    }
    let names: Vec<&str> = CsaIntrinsic::ALL
        .iter()
        .filter(|k| k.is_loop_intrinsic())
        .map(|k| k.name())
        .collect();
    changed |= super::intrinsics::remove_unused_declarations(m, &names) > 0;
    (changed, ws)
}

/// What a loop intrinsic asks for.
#[derive(Clone, Debug)]
enum Request {
    ParallelLoop,
    /// `chunk` is the operand, or the chunk size of an spmdization kind.
    Spmd {
        workers: Value,
        chunk: Result<Value, i64>,
    },
    PipelineLoop {
        depth: Value,
    },
}

/// A planned expansion of one loop.
struct Plan {
    request: Request,
    preheader: Block,
    exits: Vec<Block>,
    /// Section start block and position, end block and position.
    section: Option<(Block, usize, Block, usize)>,
}

fn run_function(m: &mut Module, f: GlobalId, ws: &mut Vec<Warning>) -> bool {
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    let Some(body) = m.body(f) else { return false };
    let intrinsics: Vec<Inst> = body
        .inst_iter()
        .filter(|(_, i)| csa_call(m, &body.insts[*i]).is_some_and(|k| k.is_loop_intrinsic()))
        .map(|(_, i)| i)
        .collect();
    if intrinsics.is_empty() {
        return false;
    }
    let fl = FunctionLoops::compute(body);
    let mut used: FxHashSet<Inst> = FxHashSet::default();
    let mut plans: Vec<Plan> = Vec::new();
    for l in fl.forest.preorder() {
        let Some(call) = identify(m, body, &fl, l) else {
            continue;
        };
        used.insert(call);
        let d = &body.insts[call];
        let here = Warning::new("", "").at_inst(m, &fname, d);
        let Some(kind) = csa_call(m, d) else { continue };
        let args: Vec<Value> = d
            .kind
            .call_data()
            .map(|c| c.args.clone())
            .unwrap_or_default();
        let lname = crate::ivdep::markers::block_name(m, f, body, fl.forest.header(l));
        let request = match kind {
            CsaIntrinsic::ParallelLoop => Request::ParallelLoop,
            CsaIntrinsic::Spmd => Request::Spmd {
                workers: args[0],
                chunk: Ok(args[1]),
            },
            CsaIntrinsic::PipelineLoop => Request::PipelineLoop { depth: args[0] },
            _ => match spmdization_chunk(m, args[1]) {
                Ok(c) => Request::Spmd {
                    workers: args[0],
                    chunk: Err(c),
                },
                Err(why) => {
                    ws.push(located(
                        &here,
                        "csa-spmdization-bad-kind",
                        format!("spmdization of loop {lname} in {fname}: {why}; expected \"blocking\", \"cyclic\" or \"hybrid\"; the loop is left unchanged"),
                        false,
                    ));
                    continue;
                }
            },
        };
        let Some(body) = m.body(f) else { break };
        let could_not = |why: String| {
            located(
                &here,
                "csa-could-not-parallelize-loop",
                format!(
                    "could not parallelize loop {lname} in {fname} ({}): {why}; the loop is left unchanged",
                    kind.spelling()
                ),
                false,
            )
        };
        let (Some(preheader), true) = (
            fl.forest.preheader(&fl.cfg, body, l),
            fl.forest.has_dedicated_exits(&fl.cfg, l),
        ) else {
            ws.push(could_not(
                "the loop has no preheader or no dedicated exits (run loop-simplify first)".into(),
            ));
            continue;
        };
        let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
        if exits
            .iter()
            .any(|&e| parir_transform::split::is_eh_pad(body, e))
        {
            ws.push(could_not(
                "an exit block is an exception-handling pad".into(),
            ));
            continue;
        }
        let section = match &request {
            Request::PipelineLoop { .. } => None,
            _ => match place_section(m, body, &fl, l) {
                Ok(Some(s)) => Some(s),
                Ok(None) => {
                    if matches!(request, Request::ParallelLoop) {
                        ws.push(located(
                            &here,
                            "csa-parallel-loop-no-memory",
                            format!("parallel_loop on loop {lname} in {fname}, which has no memory accesses and no subloops: the intrinsic has no effect"),
                            false,
                        ));
                        continue;
                    }
                    None
                }
                Err(why) => {
                    ws.push(could_not(why));
                    continue;
                }
            },
        };
        plans.push(Plan {
            request,
            preheader,
            exits,
            section,
        });
    }
    // Program order (LoopInfo lists top-level loops last to first): IDs and names then
    // follow the source.
    let layout_pos = |b: Block| {
        m.body(f)
            .and_then(|body| body.layout.iter().position(|&x| x == b))
    };
    plans.sort_by_key(|p| layout_pos(p.preheader));
    let loc_of = |i: Inst| {
        m.body(f)
            .map(|b| Warning::new("", "").at_inst(m, &fname, &b.insts[i]))
    };
    for &i in &intrinsics {
        if !used.contains(&i) {
            if let Some(here) = loc_of(i) {
                ws.push(located(
                    &here,
                    "csa-loop-intrinsic-without-loop",
                    format!("no loop follows this loop intrinsic in {fname} (a loop finds its intrinsic by searching backwards from its preheader through single predecessors at the same loop level); it is deleted"),
                    false,
                ));
            }
        }
    }
    // Apply: the body is edited outside the module so that declarations can be added.
    let Some(mut body) = m.globals[f].as_func_mut().and_then(|x| x.body.take()) else {
        return false;
    };
    let arg_names = m.globals[f]
        .as_func()
        .map(|x| x.arg_names.clone())
        .unwrap_or_default();
    let mut names = LocalNames::of(&arg_names, &body);
    let r = apply(m, &mut body, &mut names, &plans);
    for &i in &intrinsics {
        parir_transform::edit::remove_inst(&mut body, i);
    }
    if let Some(func) = m.globals[f].as_func_mut() {
        func.body = Some(body);
    }
    if let Err(e) = r {
        ws.push(Warning::error("csa-clie-failed", format!("{fname}: {e}")));
    }
    true
}

/// The loop intrinsic found by searching backwards from loop `l`'s preheader.
pub(crate) fn identify(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Option<Inst> {
    identify_with(body, fl, l, |i| {
        csa_call(m, &body.insts[i]).is_some_and(|k| k.is_loop_intrinsic())
    })
}

/// The first instruction satisfying `is_intrinsic` found by CLIE's backward search from loop
/// `l` (also used by `parir check` for the builtins before `csa-builtins`).
pub(crate) fn identify_with(
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    is_intrinsic: impl Fn(Inst) -> bool,
) -> Option<Inst> {
    let mut cur = fl
        .forest
        .preheader(&fl.cfg, body, l)
        .or_else(|| fl.forest.loop_predecessor(&fl.cfg, l))?;
    let level = fl.forest.parent(l);
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    loop {
        if !seen.insert(cur) || fl.forest.innermost_loop(cur) != level {
            return None;
        }
        for &i in body.blocks[cur].insts.iter().rev() {
            if is_intrinsic(i) {
                return Some(i);
            }
        }
        let preds = fl.cfg.predecessors(cur);
        match preds.first() {
            Some(&p) if preds.iter().all(|&x| x == p) => cur = p,
            _ => return None,
        }
    }
}

/// The chunk size of an spmdization kind string.
pub(crate) fn spmdization_chunk(m: &Module, v: Value) -> Result<i64, String> {
    let s = c_string(m, v).ok_or("the kind is not a constant string")?;
    match s.as_str() {
        "blocking" => Ok(0),
        "cyclic" => Ok(1),
        "hybrid" => Ok(8),
        other => Err(format!("unknown kind \"{other}\"")),
    }
}

/// The C string a pointer constant points to (a constant global of `c"...\00"`, possibly
/// through a zero-offset `getelementptr`).
fn c_string(m: &Module, v: Value) -> Option<String> {
    let Value::Const(mut k) = v else { return None };
    for _ in 0..4 {
        match &m.consts.get(k).data {
            ConstData::Global(g) => {
                let var = m.globals[*g].as_var()?;
                let init = var.init.filter(|_| var.constant)?;
                let ConstData::Bytes(b) = &m.consts.get(init).data else {
                    return None;
                };
                let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
                return String::from_utf8(b[..end].to_vec()).ok();
            }
            ConstData::Expr(e) => k = *e.operands.first()?,
            _ => return None,
        }
    }
    None
}

/// Whether an instruction counts as a memory access for section placement.
fn accesses_memory(m: &Module, body: &Body, i: Inst) -> bool {
    let d = &body.insts[i];
    csa_call(m, d).is_some() || may_read_or_write_memory(m, d)
}

/// The parallel section of loop `l` (see the module documentation): start block and
/// insertion index, end block and insertion index; `Ok(None)` when the loop has neither
/// subloops nor memory accesses.
fn place_section(
    m: &Module,
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
) -> Result<Option<(Block, usize, Block, usize)>, String> {
    let header = fl.forest.header(l);
    let n = body.blocks.len();
    let dummy = Block::new(n);
    // The CFG with every backedge of `l` sent to the dummy block.
    let mut succs: Vec<Vec<Block>> = vec![Vec::new(); n + 1];
    for &b in &body.layout {
        let mut s = body.successors(b);
        if fl.forest.contains(l, b) {
            for x in s.iter_mut() {
                if *x == header {
                    *x = dummy;
                }
            }
        }
        succs[b.index()] = s;
    }
    let mut layout = body.layout.clone();
    layout.push(dummy);
    let cfg = ControlFlowGraph::from_successors(&layout, &succs);
    let dt = DominatorTree::compute(&cfg);
    let pdt = PostDominatorTree::compute(&cfg);
    let mut points: Vec<Block> = Vec::new();
    for &c in fl.forest.children(l) {
        if let Some(p) = fl.forest.loop_predecessor(&fl.cfg, c) {
            points.push(p);
        }
        points.extend(fl.forest.unique_exit_blocks(&fl.cfg, c));
    }
    for &b in fl.forest.blocks(l) {
        if body.blocks[b]
            .insts
            .iter()
            .any(|&i| accesses_memory(m, body, i))
        {
            points.push(b);
        }
    }
    let Some(&first) = points.first() else {
        return Ok(None);
    };
    let (mut start, mut end) = (first, first);
    for &p in &points[1..] {
        start = dt
            .nearest_common_dominator(start, p)
            .ok_or("the memory accesses have no common dominator")?;
        end = match pdt.nearest_common_post_dominator(end, p) {
            Some(e) => e,
            None => {
                return Err(format!(
                    "the memory accesses in {} and {} have no common post-dominator inside the loop (one of them also leads out of the loop; a load of a loop bound in the header is the usual case, which licm hoists)",
                    block_text(body, first),
                    block_text(body, p)
                ))
            }
        };
    }
    let name = |b: Block| block_text(body, b);
    if end == dummy || !fl.forest.contains(l, end) {
        return Err("the memory accesses have no common post-dominator inside the loop (they only meet at the backedge)".into());
    }
    if !fl.forest.contains(l, start) {
        return Err(format!(
            "the common dominator {} of the memory accesses is outside the loop",
            name(start)
        ));
    }
    if !dt.dominates(start, end) || !pdt.post_dominates(end, start) {
        return Err(format!(
            "{} and {} do not form a single-entry single-exit region",
            name(start),
            name(end)
        ));
    }
    let insts = |b: Block| &body.blocks[b].insts;
    let entry_at = insts(start)
        .iter()
        .position(|&i| accesses_memory(m, body, i))
        .unwrap_or(insts(start).len().saturating_sub(1));
    let after_phis = insts(end)
        .iter()
        .position(|&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }))
        .unwrap_or(insts(end).len());
    let exit_at = insts(end)
        .iter()
        .rposition(|&i| accesses_memory(m, body, i))
        .map_or(after_phis, |p| p + 1);
    let term_at = insts(end).len().saturating_sub(1);
    if exit_at > term_at {
        return Err(format!(
            "the last memory access of {} is its terminator",
            name(end)
        ));
    }
    if start == end && exit_at < entry_at {
        return Err(format!(
            "{} has no memory access to put the section around",
            name(start)
        ));
    }
    Ok(Some((start, entry_at, end, exit_at)))
}

/// `%name` of a block in messages (`%N` for an unnamed one: its number in the arena).
fn block_text(body: &Body, b: Block) -> String {
    body.blocks[b]
        .name
        .as_deref()
        .map_or_else(|| format!("{b}"), |s| format!("%{s}"))
}

/// Inserts the intrinsics of `plans` into `body`.
fn apply(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    plans: &[Plan],
) -> Result<(), String> {
    // Section positions first, while the indices of the plan are valid; positions later in
    // a block first, so that earlier ones stay right.
    let mut sections: Vec<(usize, Inst)> = Vec::new();
    let mut ids: Vec<i64> = Vec::new();
    let mut region_names = Vec::new();
    let mut marker_names = Vec::new();
    for (k, p) in plans.iter().enumerate() {
        // Names in program order: the marker's, the region's, then the section's.
        marker_names.push(match p.request {
            Request::Spmd { .. } => Some(names.unique("spmdization_entry")),
            Request::PipelineLoop { .. } => Some(names.unique("ilpl_entry")),
            Request::ParallelLoop => None,
        });
        region_names.push(p.section.map(|_| names.unique("clie_pre")));
        let Some((start, entry_at, end, exit_at)) = p.section else {
            continue;
        };
        let id = parir_transform::csa_region_ids::next_region_id(m, body);
        let id = ids.last().map_or(id, |&last| id.max(last + 1));
        ids.push(id);
        let g = declare(m, CsaIntrinsic::SectionEntry)?;
        let ge = declare(m, CsaIntrinsic::SectionExit)?;
        // Placeholder operand: the region entry is created below.
        let zero = i32_const(m, 0);
        let mut entry = make_call(m, g, vec![zero]).ok_or("section entry")?;
        entry.name = Some(names.unique("clie_pse"));
        let exit = make_call(m, ge, vec![]).ok_or("section exit")?;
        let (s_inst, e_inst) = if start == end {
            let e = insert_inst(body, end, exit_at, exit);
            let s = insert_inst(body, start, entry_at, entry);
            (s, e)
        } else {
            let s = insert_inst(body, start, entry_at, entry);
            let e = insert_inst(body, end, exit_at, exit);
            (s, e)
        };
        set_args(body, e_inst, vec![Value::Inst(s_inst)]);
        sections.push((k, s_inst));
    }
    let mut id_iter = ids.into_iter();
    for (k, p) in plans.iter().enumerate() {
        let pre_term = body.blocks[p.preheader].insts.len().saturating_sub(1);
        let mut exit_calls: Vec<(CsaIntrinsic, Value)> = Vec::new();
        let mut at = pre_term;
        let marker = match &p.request {
            Request::Spmd { workers, chunk } => Some((
                CsaIntrinsic::SpmdizationEntry,
                CsaIntrinsic::SpmdizationExit,
                vec![*workers, chunk.unwrap_or_else(|c| i32_const(m, c))],
            )),
            Request::PipelineLoop { depth } => Some((
                CsaIntrinsic::PipelineLoopEntry,
                CsaIntrinsic::PipelineLoopExit,
                vec![*depth],
            )),
            Request::ParallelLoop => None,
        };
        if let Some((ek, xk, args)) = marker {
            let g = declare(m, ek)?;
            let mut d = make_call(m, g, args).ok_or("marker entry")?;
            d.name = marker_names[k].clone();
            let e = insert_inst(body, p.preheader, at, d);
            at += 1;
            exit_calls.push((xk, Value::Inst(e)));
        }
        if let Some(&(_, sec)) = sections.iter().find(|(kk, _)| *kk == k) {
            let id = id_iter.next().ok_or("region id")?;
            let g = declare(m, CsaIntrinsic::RegionEntry)?;
            let idv = i32_const(m, id);
            let mut d = make_call(m, g, vec![idv]).ok_or("region entry")?;
            d.name = region_names[k].clone();
            let r = insert_inst(body, p.preheader, at, d);
            set_args(body, sec, vec![Value::Inst(r)]);
            // Region exit first, then the marker's: regions nest inside the marker pair.
            exit_calls.insert(0, (CsaIntrinsic::RegionExit, Value::Inst(r)));
        }
        let exit_decls: Vec<(GlobalId, Value)> = exit_calls
            .iter()
            .map(|&(xk, v)| declare(m, xk).map(|g| (g, v)))
            .collect::<Result<_, _>>()?;
        for &e in &p.exits {
            let first = body.blocks[e]
                .insts
                .iter()
                .position(|&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }))
                .unwrap_or(0);
            for (k, &(g, v)) in exit_decls.iter().enumerate() {
                let d = make_call(m, g, vec![v]).ok_or("exit")?;
                insert_inst(body, e, first + k, d);
            }
        }
    }
    Ok(())
}

fn set_args(body: &mut Body, i: Inst, args: Vec<Value>) {
    if let InstKind::Call(c) = &mut body.insts[i].kind {
        c.args = args;
    }
}
