//! `loop-simplify`: puts loops into LLVM's simplified form (issue 3, item 3: "loop-simplify
//! (matching opt-19's `loop-simplify` in structure)"), following LLVM 19's
//! `LoopSimplify.cpp` step by step so that the result has the same blocks, names and layout:
//!
//! 1. edges into a non-header loop block from outside (only possible from unreachable code)
//!    are cut by making the source end in `unreachable`;
//! 2. `br i1 undef` out of an exiting block is resolved towards the exit;
//! 3. a loop without a preheader gets one, `<header>.preheader`, placed after one of its
//!    outside predecessors (`placeSplitBlockCarefully`); header phis get `.ph` phis there
//!    when the outside values differ;
//! 4. exit blocks reached from outside the loop too are split into dedicated
//!    `<exit>.loopexit` blocks;
//! 5. a loop with several backedges is either separated into a nested loop
//!    (`<header>.outer`, when a header phi tells the inner loop apart) or given a single
//!    `<header>.backedge` latch, with `.be` phis, which takes over the `!llvm.loop` node;
//! 6. header phis that became trivial are folded;
//! 7. when all exit edges go to one block, an exiting block whose single predecessor ends in
//!    a conditional branch is emptied by hoisting its instructions but the compare to the
//!    preheader and folded into that predecessor (`FoldBranchToCommonDest`: the branches
//!    combine into `%or.cond`, an `or`/`and` when the compare cannot add poison, else a
//!    `select`), then deleted.
//!
//! Loops are processed outermost first per nest, and the nest's inner loops from the last
//! to the first, as LLVM's worklist does. New names are made unique the way LLVM's symbol
//! table does it (`h.preheader1`).
//!
//! Not done yet: landing-pad headers and exits (`SplitLandingPadPredecessors`), which are
//! left alone; debug locations of the new branches; the `!llvm.loop` move of a separated
//! nest; branch weights of a folded exit branch (dropped, where LLVM recombines them).

use crate::edit::{phis, remove_inst, replace_successor, LocalNames};
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use crate::users::replace_all_uses_with;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::{Loop, LoopForest};
use parir_ir::inst::{Flags, InstData, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// The `loop-simplify` pass.
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %h, label %x\nh:\n  br i1 %c, label %h, label %x\nx:\n  ret void\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("loop-simplify").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("h.preheader:"));
/// assert!(text.contains("x.loopexit:"));
/// ```
pub struct LoopSimplify;

impl Pass for LoopSimplify {
    fn name(&self) -> &'static str {
        "loop-simplify"
    }
    fn dump_name(&self) -> &'static str {
        "LoopSimplifyPass"
    }
    fn description(&self) -> &'static str {
        "canonicalize loops: preheaders, dedicated exits, a single backedge"
    }
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        _: &mut FunctionAnalyses,
    ) -> PassResult {
        let changed = simplify_loops(cx, body);
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// Simplifies every loop of `body`; returns whether anything changed.
pub fn simplify_loops(cx: &FunctionContext, body: &mut Body) -> bool {
    let arg_names = cx.function().map_or(&[][..], |f| &f.arg_names[..]);
    let names = LocalNames::of(arg_names, body);
    let mut ls = Simplifier::new(cx, body, names);
    let tops: Vec<Block> = {
        let lf = ls.forest();
        lf.top_level().iter().map(|&l| lf.header(l)).collect()
    };
    let mut changed = false;
    for top in tops {
        let mut work = vec![top];
        let mut i = 0;
        while i < work.len() {
            let h = work[i];
            let lf = ls.forest();
            if let Some(l) = loop_with_header(lf, h) {
                let kids: Vec<Block> = lf.children(l).iter().map(|&c| lf.header(c)).collect();
                work.extend(kids);
            }
            i += 1;
        }
        while let Some(h) = work.pop() {
            changed |= ls.simplify_one_loop(h, &mut work);
        }
    }
    changed
}

fn loop_with_header(lf: &LoopForest, h: Block) -> Option<Loop> {
    let l = lf.innermost_loop(h)?;
    (lf.header(l) == h).then_some(l)
}

/// Analyses of the body being simplified, recomputed after each change of the CFG.
struct Simplifier<'a, 'c> {
    cx: &'a FunctionContext<'c>,
    body: &'a mut Body,
    names: LocalNames,
    state: Option<(ControlFlowGraph, DominatorTree, LoopForest)>,
}

impl<'a, 'c> Simplifier<'a, 'c> {
    fn new(cx: &'a FunctionContext<'c>, body: &'a mut Body, names: LocalNames) -> Self {
        Simplifier {
            cx,
            body,
            names,
            state: None,
        }
    }

    fn refresh(&mut self) -> &(ControlFlowGraph, DominatorTree, LoopForest) {
        let body = &*self.body;
        self.state.get_or_insert_with(|| {
            let cfg = ControlFlowGraph::compute(body);
            let dt = DominatorTree::compute(&cfg);
            let lf = LoopForest::compute(&cfg, &dt);
            (cfg, dt, lf)
        })
    }

    /// The analyses together with the body they describe.
    fn parts(&mut self) -> (&(ControlFlowGraph, DominatorTree, LoopForest), &Body) {
        let body = &*self.body;
        let st = self.state.get_or_insert_with(|| {
            let cfg = ControlFlowGraph::compute(body);
            let dt = DominatorTree::compute(&cfg);
            let lf = LoopForest::compute(&cfg, &dt);
            (cfg, dt, lf)
        });
        (st, body)
    }

    fn forest(&mut self) -> &LoopForest {
        &self.refresh().2
    }

    fn dirty(&mut self) {
        self.state = None;
    }

    fn preds(&mut self, b: Block) -> Vec<Block> {
        self.refresh().0.predecessors(b).to_vec()
    }

    fn void(&self) -> Option<parir_ir::Type> {
        self.cx.void_type()
    }

    /// LLVM's `simplifyOneLoop` for the loop headed by `h`.
    fn simplify_one_loop(&mut self, h: Block, work: &mut Vec<Block>) -> bool {
        let mut changed = false;
        // Each separation removes a backedge of `h`; the bound only guards against bugs.
        for _ in 0..64 {
            let Some(l) = loop_with_header(self.forest(), h) else {
                return changed;
            };
            changed |= self.cut_dead_entries(l);
            let Some(l) = loop_with_header(self.forest(), h) else {
                return changed;
            };
            // LLVM takes the exiting blocks here, before the loop is reshaped.
            let exiting = {
                let (cfg, _, lf) = self.refresh();
                lf.exiting_blocks(cfg, l)
            };
            changed |= self.resolve_undef_exits(l);

            let ((cfg, _, lf), body) = self.parts();
            let mut preheader = lf.preheader(cfg, body, l);
            if preheader.is_none() {
                preheader = self.insert_preheader(l);
                changed |= preheader.is_some();
            }
            let Some(l) = loop_with_header(self.forest(), h) else {
                return changed;
            };
            changed |= self.form_dedicated_exits(l);

            let Some(l) = loop_with_header(self.forest(), h) else {
                return changed;
            };
            let (cfg, _, lf) = self.refresh();
            if lf.latch(cfg, l).is_none() {
                let back_edges = cfg
                    .predecessors(h)
                    .iter()
                    .filter(|&&p| lf.contains(l, p))
                    .count();
                if back_edges < 8 {
                    if let Some(outer) = self.separate_nested_loop(l, preheader) {
                        work.push(outer);
                        changed = true;
                        continue;
                    }
                }
                let Some(l) = loop_with_header(self.forest(), h) else {
                    return changed;
                };
                changed |= self.insert_unique_backedge(l, preheader).is_some();
            }
            changed |= self.fold_header_phis(h);
            changed |= self.merge_exits(h, &exiting, preheader);
            return changed;
        }
        changed
    }

    /// Step 1: out-of-loop predecessors of non-header blocks end in `unreachable`.
    fn cut_dead_entries(&mut self, l: Loop) -> bool {
        let (cfg, _, lf) = self.refresh();
        let header = lf.header(l);
        let mut bad: Vec<Block> = Vec::new();
        for &b in lf.blocks(l) {
            if b == header {
                continue;
            }
            for &p in cfg.predecessors(b) {
                if !lf.contains(l, p) && !bad.contains(&p) {
                    bad.push(p);
                }
            }
        }
        if bad.is_empty() {
            return false;
        }
        for p in bad {
            self.change_to_unreachable(p);
        }
        self.dirty();
        true
    }

    fn change_to_unreachable(&mut self, p: Block) {
        let Some(t) = self.body.terminator(p) else {
            return;
        };
        let Some(void) = self.void() else {
            return;
        };
        for s in self.body.insts[t].kind.successors() {
            self.remove_predecessor(s, p);
        }
        remove_inst(self.body, t);
        self.body
            .append_inst(p, InstData::new(InstKind::Unreachable, void));
    }

    /// LLVM's `BasicBlock::removePredecessor`: drops one incoming entry for `pred` from each
    /// phi of `b`, folding phis that became constant.
    fn remove_predecessor(&mut self, b: Block, pred: Block) {
        let ps = phis(self.body, b);
        let Some(&first) = ps.first() else {
            return;
        };
        let num_preds = match &self.body.insts[first].kind {
            InstKind::Phi { incoming, .. } => incoming.len(),
            _ => 0,
        };
        for pn in ps {
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                if let Some(k) = incoming.iter().position(|(_, bb)| *bb == pred) {
                    incoming.remove(k);
                }
            }
            if num_preds == 1 {
                // The phi has no entry left; LLVM deletes it.
                let ty = self.body.insts[pn].ty;
                if let Some(p) = self.cx.poison(ty) {
                    replace_all_uses_with(self.body, Value::Inst(pn), Value::Const(p));
                    self.erase(pn);
                }
                continue;
            }
            if let Some(v) = self.phi_constant_value(pn) {
                replace_all_uses_with(self.body, Value::Inst(pn), v);
                self.erase(pn);
            }
        }
    }

    /// LLVM's `PHINode::hasConstantValue`.
    fn phi_constant_value(&self, pn: Inst) -> Option<Value> {
        let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
            return None;
        };
        let me = Value::Inst(pn);
        let mut cv = incoming.first()?.0;
        for &(v, _) in &incoming[1..] {
            if v != cv && v != me {
                if cv != me {
                    return None;
                }
                cv = v;
            }
        }
        if cv == me {
            return self.cx.poison(self.body.insts[pn].ty).map(Value::Const);
        }
        Some(cv)
    }

    fn erase(&mut self, i: Inst) {
        if let Some(n) = self.body.insts[i].name.clone() {
            self.names.remove(&n);
        }
        remove_inst(self.body, i);
    }

    /// Step 2: `br i1 undef` leaving the loop goes out.
    fn resolve_undef_exits(&mut self, l: Loop) -> bool {
        let cx = self.cx;
        let ((cfg, _, lf), body) = self.parts();
        let exiting = lf.exiting_blocks(cfg, l);
        let mut fixes = Vec::new();
        for b in exiting {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            if let InstKind::CondBr {
                cond: Value::Const(c),
                then_dest,
                ..
            } = body.insts[t].kind
            {
                if matches!(
                    cx.module.consts.get(c).data,
                    ConstData::Undef | ConstData::Poison
                ) {
                    fixes.push((t, !lf.contains(l, then_dest)));
                }
            }
        }
        let changed = !fixes.is_empty();
        for (t, v) in fixes {
            if let Some(k) = self.cx.bool_const(v) {
                if let InstKind::CondBr { cond, .. } = &mut self.body.insts[t].kind {
                    *cond = Value::Const(k);
                }
            }
        }
        changed
    }

    fn is_indirectbr(&self, b: Block) -> bool {
        self.body
            .terminator(b)
            .is_some_and(|t| matches!(self.body.insts[t].kind, InstKind::IndirectBr { .. }))
    }

    /// Step 3: LLVM's `InsertPreheaderForLoop`.
    fn insert_preheader(&mut self, l: Loop) -> Option<Block> {
        let (cfg, _, lf) = self.refresh();
        let header = lf.header(l);
        let outside: Vec<Block> = cfg
            .predecessors(header)
            .iter()
            .copied()
            .filter(|&p| !lf.contains(l, p))
            .collect();
        let loop_blocks: FxHashSet<Block> = lf.blocks(l).iter().copied().collect();
        if outside.iter().any(|&p| self.is_indirectbr(p)) || outside.is_empty() {
            return None;
        }
        let new = self.split_block_predecessors(header, &outside, ".preheader")?;
        self.place_split_block_carefully(new, &outside, &loop_blocks);
        Some(new)
    }

    /// LLVM's `placeSplitBlockCarefully`: after one of the split predecessors, preferably
    /// one followed by a loop block.
    fn place_split_block_carefully(
        &mut self,
        new: Block,
        preds: &[Block],
        loop_blocks: &FxHashSet<Block>,
    ) {
        let layout = &self.body.layout;
        let Some(pos) = layout.iter().position(|&b| b == new) else {
            return;
        };
        if pos > 0 && preds.contains(&layout[pos - 1]) {
            return;
        }
        let found = preds
            .iter()
            .copied()
            .find(|&p| {
                layout
                    .iter()
                    .position(|&b| b == p)
                    .and_then(|i| layout.get(i + 1))
                    .is_some_and(|n| loop_blocks.contains(n))
            })
            .or_else(|| preds.first().copied());
        let Some(found) = found else {
            return;
        };
        let layout = &mut self.body.layout;
        layout.remove(pos);
        if let Some(i) = layout.iter().position(|&b| b == found) {
            layout.insert(i + 1, new);
        } else {
            layout.insert(pos, new);
        }
    }

    /// LLVM's `SplitBlockPredecessors` (without landing pads): a new block `<bb><suffix>`
    /// before `bb` that the edges from `preds` now go through.
    fn split_block_predecessors(
        &mut self,
        bb: Block,
        preds: &[Block],
        suffix: &str,
    ) -> Option<Block> {
        let first_non_phi = self.body.blocks[bb]
            .insts
            .iter()
            .copied()
            .find(|&i| !matches!(self.body.insts[i].kind, InstKind::Phi { .. }));
        if let Some(first) = first_non_phi {
            match self.body.insts[first].kind {
                InstKind::LandingPad { .. } => {
                    return self.split_landing_pad_predecessors(bb, first, preds, suffix)
                }
                InstKind::CatchPad { .. }
                | InstKind::CleanupPad { .. }
                | InstKind::CatchSwitch { .. } => return None,
                _ => {}
            }
        }
        self.split_plain(bb, preds, suffix)
    }

    /// The block-creating part of [`Self::split_block_predecessors`].
    fn split_plain(&mut self, bb: Block, preds: &[Block], suffix: &str) -> Option<Block> {
        let void = self.void()?;
        let base = format!(
            "{}{suffix}",
            self.body.blocks[bb].name.as_deref().unwrap_or("")
        );
        let name = self.names.unique(&base);
        let new = self.body.append_block(Some(name));
        self.body.layout.pop();
        let pos = self
            .body
            .layout
            .iter()
            .position(|&b| b == bb)
            .unwrap_or(self.body.layout.len());
        self.body.layout.insert(pos, new);
        let br = self
            .body
            .append_inst(new, InstData::new(InstKind::Br(bb), void));
        for &p in preds {
            replace_successor(self.body, p, bb, new);
        }
        if preds.is_empty() {
            for pn in phis(self.body, bb) {
                let ty = self.body.insts[pn].ty;
                if let (Some(p), InstKind::Phi { incoming, .. }) =
                    (self.cx.poison(ty), &mut self.body.insts[pn].kind)
                {
                    incoming.push((Value::Const(p), new));
                }
            }
        } else {
            self.update_phis(bb, new, preds, br);
        }
        self.dirty();
        Some(new)
    }

    /// LLVM's `SplitLandingPadPredecessors`: `preds` go through `<bb><suffix>`, the other
    /// predecessors through `<bb><suffix>.split-lp`, each with a copy of the landing pad;
    /// a `lpad.phi` joins the copies if the original pad had uses.
    fn split_landing_pad_predecessors(
        &mut self,
        bb: Block,
        lpad: Inst,
        preds: &[Block],
        suffix: &str,
    ) -> Option<Block> {
        let new1 = self.split_plain(bb, preds, suffix)?;
        let rest: Vec<Block> = self.preds(bb).into_iter().filter(|&p| p != new1).collect();
        let suffix2 = format!("{suffix}.split-lp");
        let new2 = if rest.is_empty() {
            None
        } else {
            self.split_plain(bb, &rest, &suffix2)
        };
        let mut clone1 = self.body.insts[lpad].clone();
        clone1.name = Some(self.names.unique(&format!("lpad{suffix}")));
        let c1 = crate::edit::insert_inst(self.body, new1, 0, clone1);
        let used = self.has_inst_uses(Value::Inst(lpad));
        let replacement = match new2 {
            Some(new2) if !used => {
                let mut clone2 = self.body.insts[lpad].clone();
                clone2.name = Some(self.names.unique(&format!("lpad{suffix2}")));
                crate::edit::insert_inst(self.body, new2, 0, clone2);
                Value::Inst(c1)
            }
            Some(new2) => {
                let mut clone2 = self.body.insts[lpad].clone();
                clone2.name = Some(self.names.unique(&format!("lpad{suffix2}")));
                let c2 = crate::edit::insert_inst(self.body, new2, 0, clone2);
                let ty = self.body.insts[lpad].ty;
                let mut d = InstData::new(
                    InstKind::Phi {
                        incoming: vec![(Value::Inst(c1), new1), (Value::Inst(c2), new2)],
                        flags: Flags::default(),
                    },
                    ty,
                );
                d.name = Some(self.names.unique("lpad.phi"));
                let at = self.body.blocks[bb]
                    .insts
                    .iter()
                    .position(|&i| i == lpad)
                    .unwrap_or(0);
                Value::Inst(crate::edit::insert_inst(self.body, bb, at, d))
            }
            None => Value::Inst(c1),
        };
        replace_all_uses_with(self.body, Value::Inst(lpad), replacement);
        self.erase(lpad);
        self.dirty();
        Some(new1)
    }

    fn has_inst_uses(&self, v: Value) -> bool {
        self.body.inst_iter().any(|(_, i)| {
            let mut used = false;
            self.body.insts[i].kind.for_each_operand(|o| used |= o == v);
            used
        })
    }

    /// LLVM's `UpdatePHINodes` (without LCSSA).
    fn update_phis(&mut self, orig: Block, new: Block, preds: &[Block], br: Inst) {
        let pred_set: FxHashSet<Block> = preds.iter().copied().collect();
        for pn in phis(self.body, orig) {
            let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
                continue;
            };
            let mut in_val = incoming
                .iter()
                .find(|(_, b)| *b == preds[0])
                .map(|(v, _)| *v);
            for (v, b) in incoming {
                if !pred_set.contains(b) {
                    continue;
                }
                match in_val {
                    None => in_val = Some(*v),
                    Some(x) if x != *v => {
                        in_val = None;
                        break;
                    }
                    _ => {}
                }
            }
            if let Some(v) = in_val {
                if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                    incoming.retain(|(_, b)| !pred_set.contains(b));
                    incoming.push((v, new));
                }
                continue;
            }
            let ty = self.body.insts[pn].ty;
            let base = format!("{}.ph", self.body.insts[pn].name.as_deref().unwrap_or(""));
            let mut moved = Vec::new();
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                let mut k = incoming.len();
                while k > 0 {
                    k -= 1;
                    if pred_set.contains(&incoming[k].1) {
                        moved.push(incoming.remove(k));
                    }
                }
            }
            let name = self.names.unique(&base);
            let mut d = InstData::new(
                InstKind::Phi {
                    incoming: moved,
                    flags: Flags::default(),
                },
                ty,
            );
            d.name = Some(name);
            let pos = self.body.blocks[new]
                .insts
                .iter()
                .position(|&i| i == br)
                .unwrap_or(0);
            let np = crate::edit::insert_inst(self.body, new, pos, d);
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                incoming.push((Value::Inst(np), new));
            }
        }
    }

    /// Step 4: LLVM's `formDedicatedExitBlocks`.
    fn form_dedicated_exits(&mut self, l: Loop) -> bool {
        let (cfg, _, lf) = self.refresh();
        let loop_blocks: FxHashSet<Block> = lf.blocks(l).iter().copied().collect();
        let mut exits = Vec::new();
        let mut visited = FxHashSet::default();
        for &b in lf.blocks(l) {
            for &s in cfg.successors(b) {
                if !loop_blocks.contains(&s) && visited.insert(s) {
                    exits.push(s);
                }
            }
        }
        let mut changed = false;
        for e in exits {
            let preds = self.preds(e);
            let mut in_loop = Vec::new();
            let mut dedicated = true;
            let mut ok = true;
            for p in preds {
                if loop_blocks.contains(&p) {
                    if self.is_indirectbr(p) {
                        ok = false;
                        break;
                    }
                    in_loop.push(p);
                } else {
                    dedicated = false;
                }
            }
            if !ok || dedicated || in_loop.is_empty() {
                continue;
            }
            self.split_block_predecessors(e, &in_loop, ".loopexit");
            changed = true;
        }
        changed
    }

    /// Step 5a: LLVM's `separateNestedLoop`; returns the header of the new outer loop.
    fn separate_nested_loop(&mut self, l: Loop, preheader: Option<Block>) -> Option<Block> {
        preheader?;
        let (_, _, lf) = self.refresh();
        let header = lf.header(l);
        let loop_blocks: FxHashSet<Block> = lf.blocks(l).iter().copied().collect();
        let m = self.cx.module;
        for &b in &loop_blocks {
            for &i in &self.body.blocks[b].insts {
                if parir_analysis::loop_access::is_convergent_call(m, &self.body.insts[i]) {
                    return None;
                }
            }
        }
        let pn = self.find_phi_to_partition(header, &loop_blocks)?;
        let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
            return None;
        };
        let mut outer_preds = Vec::new();
        for &(v, b) in incoming {
            if v != Value::Inst(pn) || !loop_blocks.contains(&b) {
                if self.is_indirectbr(b) {
                    return None;
                }
                outer_preds.push(b);
            }
        }
        let new = self.split_block_predecessors(header, &outer_preds, ".outer")?;
        self.place_split_block_carefully(new, &outer_preds, &loop_blocks);
        // Exits of the inner loop that appeared by the separation get dedicated blocks.
        if let Some(inner) = loop_with_header(self.forest(), header) {
            self.form_dedicated_exits(inner);
        }
        Some(new)
    }

    fn find_phi_to_partition(&mut self, header: Block, blocks: &FxHashSet<Block>) -> Option<Inst> {
        for pn in phis(self.body, header) {
            if let Some(v) = self.simplify_phi(pn) {
                replace_all_uses_with(self.body, Value::Inst(pn), v);
                self.erase(pn);
                continue;
            }
            let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
                continue;
            };
            if incoming
                .iter()
                .any(|&(v, b)| v == Value::Inst(pn) && blocks.contains(&b))
            {
                return Some(pn);
            }
        }
        None
    }

    /// Step 5b: LLVM's `insertUniqueBackedgeBlock`.
    fn insert_unique_backedge(&mut self, l: Loop, preheader: Option<Block>) -> Option<Block> {
        let preheader = preheader?;
        let void = self.void()?;
        let (cfg, _, lf) = self.refresh();
        let header = lf.header(l);
        let preds = cfg.predecessors(header).to_vec();
        if preds.iter().any(|&p| self.is_indirectbr(p)) {
            return None;
        }
        let backedge_blocks: Vec<Block> =
            preds.iter().copied().filter(|&p| p != preheader).collect();
        let last = *backedge_blocks.last()?;
        let base = format!(
            "{}.backedge",
            self.body.blocks[header].name.as_deref().unwrap_or("")
        );
        let name = self.names.unique(&base);
        let be = self.body.append_block(Some(name));
        self.body.layout.pop();
        let pos = self
            .body
            .layout
            .iter()
            .position(|&b| b == last)
            .map_or(self.body.layout.len(), |i| i + 1);
        self.body.layout.insert(pos, be);
        let br = self
            .body
            .append_inst(be, InstData::new(InstKind::Br(header), void));

        for pn in phis(self.body, header) {
            let ty = self.body.insts[pn].ty;
            let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
                continue;
            };
            let mut new_in = Vec::new();
            let mut pre_idx = None;
            let mut unique: Option<Value> = None;
            let mut has_unique = true;
            for (i, &(v, b)) in incoming.iter().enumerate() {
                if b == preheader {
                    pre_idx = Some(i);
                } else {
                    new_in.push((v, b));
                    if has_unique {
                        match unique {
                            None => unique = Some(v),
                            Some(u) if u != v => has_unique = false,
                            _ => {}
                        }
                    }
                }
            }
            let base = format!("{}.be", self.body.insts[pn].name.as_deref().unwrap_or(""));
            let be_name = self.names.unique(&base);
            let kept = pre_idx.map(|k| incoming[k]);
            let new_val = match unique {
                Some(u) if has_unique => {
                    self.names.remove(&be_name);
                    u
                }
                _ => {
                    let mut d = InstData::new(
                        InstKind::Phi {
                            incoming: new_in,
                            flags: Flags::default(),
                        },
                        ty,
                    );
                    d.name = Some(be_name);
                    let at = self.body.blocks[be]
                        .insts
                        .iter()
                        .position(|&i| i == br)
                        .unwrap_or(0);
                    Value::Inst(crate::edit::insert_inst(self.body, be, at, d))
                }
            };
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                incoming.clear();
                incoming.extend(kept);
                incoming.push((new_val, be));
            }
        }

        let loop_kind = self.cx.module.md.find_kind("llvm.loop");
        let mut loop_md = None;
        let mut seen = FxHashSet::default();
        for &b in &backedge_blocks {
            if !seen.insert(b) {
                continue;
            }
            if let (Some(k), Some(t)) = (loop_kind, self.body.terminator(b)) {
                let md = &mut self.body.insts[t].md;
                if let Some(p) = md.iter().position(|(kk, _)| *kk == k) {
                    let (_, n) = md.remove(p);
                    loop_md.get_or_insert(n);
                }
            }
            replace_successor(self.body, b, header, be);
        }
        if let (Some(k), Some(n)) = (loop_kind, loop_md) {
            self.body.insts[br].md.push((k, n));
        }
        self.dirty();
        Some(be)
    }

    /// LLVM's `simplifyPHINode`: the value a phi always has, if any.
    fn simplify_phi(&mut self, pn: Inst) -> Option<Value> {
        let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
            return None;
        };
        let consts = &self.cx.module.consts;
        let mut common: Option<Value> = None;
        let (mut has_poison, mut has_undef) = (false, false);
        for &(v, _) in incoming {
            if v == Value::Inst(pn) {
                continue;
            }
            if let Value::Const(c) = v {
                match consts.get(c).data {
                    ConstData::Poison => {
                        has_poison = true;
                        continue;
                    }
                    ConstData::Undef => {
                        has_undef = true;
                        continue;
                    }
                    _ => {}
                }
            }
            if common.is_some_and(|c| c != v) {
                return None;
            }
            common = Some(v);
        }
        let ty = self.body.insts[pn].ty;
        let Some(common) = common else {
            let c = if has_undef {
                self.cx.undef(ty)
            } else {
                self.cx.poison(ty)
            };
            return c.map(Value::Const);
        };
        if has_poison || has_undef {
            if let Value::Inst(d) = common {
                let ((_, dt, _), body) = self.parts();
                if !dt.inst_dominates(body, d, pn) {
                    return None;
                }
            }
        }
        Some(common)
    }

    /// Step 7: LLVM's exit merging. When every exit edge of the loop goes to one block, an
    /// exiting block whose single predecessor ends in a conditional branch and which ends in
    /// a branch on a compare is emptied by hoisting its other instructions to the preheader
    /// (`Loop::makeLoopInvariant`), then folded into its predecessor
    /// (`FoldBranchToCommonDest`) and deleted.
    fn merge_exits(&mut self, h: Block, exiting: &[Block], preheader: Option<Block>) -> bool {
        let Some(l) = loop_with_header(self.forest(), h) else {
            return false;
        };
        let loop_blocks: FxHashSet<Block> = self.forest().blocks(l).iter().copied().collect();
        let mut unique = None;
        for &e in exiting {
            for s in self.body.successors(e) {
                if loop_blocks.contains(&s) {
                    continue;
                }
                match unique {
                    None => unique = Some(s),
                    Some(u) if u != s => return false,
                    _ => {}
                }
            }
        }
        let mut changed = false;
        for &eb in exiting {
            if !self.body.layout.contains(&eb) {
                continue;
            }
            let preds = self.pred_edges(eb);
            if preds.len() != 1 {
                continue;
            }
            let Some(t) = self.body.terminator(eb) else {
                continue;
            };
            let InstKind::CondBr {
                cond: Value::Inst(ci),
                ..
            } = self.body.insts[t].kind
            else {
                continue;
            };
            if self.body.inst_block[ci] != Some(eb)
                || !matches!(
                    self.body.insts[ci].kind,
                    InstKind::ICmp { .. } | InstKind::FCmp { .. }
                )
            {
                continue;
            }
            let mut all_invariant = true;
            let insts = self.body.blocks[eb].insts.clone();
            for i in insts {
                if i == t {
                    break;
                }
                if i == ci || self.is_debug_intrinsic(i) {
                    continue;
                }
                if !self.make_loop_invariant(i, &loop_blocks, preheader, &mut changed) {
                    all_invariant = false;
                    break;
                }
            }
            if !all_invariant {
                continue;
            }
            if !self.fold_branch_to_common_dest(eb, t, ci) {
                continue;
            }
            changed = true;
            let succs = self.body.successors(eb);
            for s in succs {
                self.remove_predecessor(s, eb);
            }
            for i in self.body.blocks[eb].insts.clone() {
                self.erase(i);
            }
            if let Some(n) = self.body.blocks[eb].name.clone() {
                self.names.remove(&n);
            }
            self.body.layout.retain(|&b| b != eb);
            self.dirty();
        }
        changed
    }

    fn is_debug_intrinsic(&self, i: Inst) -> bool {
        let Some(c) = self.body.insts[i].kind.call_data() else {
            return false;
        };
        let Value::Const(k) = c.callee else {
            return false;
        };
        match self.cx.module.consts.get(k).data {
            ConstData::Global(g) => self.cx.module.globals[g]
                .name()
                .is_some_and(|n| n.starts_with("llvm.dbg.")),
            _ => false,
        }
    }

    /// LLVM's `Loop::makeLoopInvariant` for an instruction: hoists it (and, first, its
    /// operands) before the preheader's terminator if that is safe; drops its metadata but
    /// `!dbg`, as LLVM does.
    fn make_loop_invariant(
        &mut self,
        i: Inst,
        loop_blocks: &FxHashSet<Block>,
        preheader: Option<Block>,
        changed: &mut bool,
    ) -> bool {
        let Some(b) = self.body.inst_block[i] else {
            return true;
        };
        if !loop_blocks.contains(&b) {
            return true;
        }
        if !is_safe_to_speculate(self.cx.module, &self.body.insts[i].kind) {
            return false;
        }
        let Some(ph) = preheader else {
            return false;
        };
        let mut ops = Vec::new();
        self.body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(d) = v {
                ops.push(d);
            }
        });
        for d in ops {
            if !self.make_loop_invariant(d, loop_blocks, preheader, changed) {
                return false;
            }
        }
        let Some(pt) = self.body.terminator(ph) else {
            return false;
        };
        if let Some(p) = self.body.blocks[b].insts.iter().position(|&x| x == i) {
            self.body.blocks[b].insts.remove(p);
            if let Some(recs) = self.body.dbg_records.remove(&i) {
                if let Some(&next) = self.body.blocks[b].insts.get(p) {
                    let dst = self.body.dbg_records.entry(next).or_default();
                    let tail = std::mem::replace(dst, recs);
                    dst.extend(tail);
                }
            }
        }
        let at = self.body.blocks[ph]
            .insts
            .iter()
            .position(|&x| x == pt)
            .unwrap_or(0);
        self.body.blocks[ph].insts.insert(at, i);
        self.body.inst_block[i] = Some(ph);
        let dbg = self.cx.module.md.find_kind("dbg");
        self.body.insts[i].md.retain(|(k, _)| Some(*k) == dbg);
        *changed = true;
        true
    }

    fn pred_edges(&self, b: Block) -> Vec<Block> {
        let mut out = Vec::new();
        for &p in &self.body.layout {
            if let Some(t) = self.body.terminator(p) {
                self.body.insts[t].kind.for_each_successor(|s| {
                    if s == b {
                        out.push(p);
                    }
                });
            }
        }
        out
    }

    /// LLVM's `FoldBranchToCommonDest` for block `bb` ending in `bi` on the compare `ci`, with
    /// no bonus instruction left (what loop-simplify calls it for): the predecessor's
    /// conditional branch is combined with `ci` into `or.cond` and skips `bb`.
    fn fold_branch_to_common_dest(&mut self, bb: Block, bi: Inst, ci: Inst) -> bool {
        let InstKind::CondBr {
            then_dest: s0,
            else_dest: s1,
            ..
        } = self.body.insts[bi].kind
        else {
            return false;
        };
        if s0 == bb || s1 == bb || self.use_count(Value::Inst(ci)) != 1 {
            return false;
        }
        for &i in &self.body.blocks[bb].insts {
            if i != ci && i != bi && !self.is_debug_intrinsic(i) {
                return false;
            }
        }
        let preds = self.pred_edges(bb);
        let Some(&pred) = preds.first() else {
            return false;
        };
        let Some(pbi) = self.body.terminator(pred) else {
            return false;
        };
        let InstKind::CondBr {
            cond: pcond,
            then_dest: p0,
            else_dest: p1,
        } = self.body.insts[pbi].kind
        else {
            return false;
        };
        // SafeToMergeTerminators: common successors' phis agree on both edges.
        for s in [s0, s1] {
            if s != p0 && s != p1 {
                continue;
            }
            for pn in phis(self.body, s) {
                if let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind {
                    let a = incoming.iter().find(|e| e.1 == bb).map(|e| e.0);
                    let b = incoming.iter().find(|e| e.1 == pred).map(|e| e.0);
                    if a != b {
                        return false;
                    }
                }
            }
        }
        let (is_or, invert) = if p0 == s0 {
            (true, false)
        } else if p0 == s1 {
            (false, true)
        } else if p1 == s0 {
            (false, false)
        } else if p1 == s1 {
            (true, true)
        } else {
            return false;
        };
        let i1 = self.body.insts[ci].ty;
        let mut pcond = pcond;
        if invert {
            pcond = self.invert_branch(pred, pbi, pcond, i1);
        }
        let (p0, _) = match self.body.insts[pbi].kind {
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => (then_dest, else_dest),
            _ => return false,
        };
        let unique_succ = if p0 == bb { s0 } else { s1 };
        for pn in phis(self.body, unique_succ) {
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                if let Some(v) = incoming.iter().find(|e| e.1 == bb).map(|e| e.0) {
                    incoming.push((v, pred));
                }
            }
        }
        let prof = self.cx.module.md.find_kind("prof");
        if let InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } = &mut self.body.insts[pbi].kind
        {
            if *then_dest == bb {
                *then_dest = unique_succ;
            } else {
                *else_dest = unique_succ;
            }
        }
        // Branch weights are not recombined: parir drops them (LLVM multiplies them out).
        self.body.insts[pbi].md.retain(|(k, _)| Some(*k) != prof);
        let loop_kind = self.cx.module.md.find_kind("llvm.loop");
        if let Some(k) = loop_kind {
            if let Some(&(_, n)) = self.body.insts[bi].md.iter().find(|(kk, _)| *kk == k) {
                self.body.insts[pbi].md.retain(|(kk, _)| *kk != k);
                self.body.insts[pbi].md.push((k, n));
            }
        }
        // The compare is cloned into the predecessor and takes the name.
        let mut clone = self.body.insts[ci].clone();
        let dbg = self.cx.module.md.find_kind("dbg");
        clone.md.retain(|(k, _)| Some(*k) == dbg);
        if let Some(n) = self.body.insts[ci].name.take() {
            self.body.insts[ci].name = Some(self.names.unique(&format!("{n}.old")));
            clone.name = Some(n);
        }
        let at = self.body.blocks[pred]
            .insts
            .iter()
            .position(|&x| x == pbi)
            .unwrap_or(0);
        let nc = crate::edit::insert_inst(self.body, pred, at, clone);
        let rhs = Value::Inst(nc);
        let kind = if implies_poison(self.cx.module, self.body, rhs, pcond, 0) {
            InstKind::Binary {
                op: if is_or {
                    parir_ir::inst::BinOp::Or
                } else {
                    parir_ir::inst::BinOp::And
                },
                flags: Flags::default(),
                lhs: pcond,
                rhs,
            }
        } else {
            let (Some(t), Some(f)) = (self.cx.bool_const(true), self.cx.bool_const(false)) else {
                return false;
            };
            let (tv, ev) = if is_or {
                (Value::Const(t), rhs)
            } else {
                (rhs, Value::Const(f))
            };
            InstKind::Select {
                flags: Flags::default(),
                cond: pcond,
                then_val: tv,
                else_val: ev,
            }
        };
        let mut d = InstData::new(kind, i1);
        d.name = Some(self.names.unique("or.cond"));
        let at = self.body.blocks[pred]
            .insts
            .iter()
            .position(|&x| x == pbi)
            .unwrap_or(0);
        let oc = crate::edit::insert_inst(self.body, pred, at, d);
        if let InstKind::CondBr { cond, .. } = &mut self.body.insts[pbi].kind {
            *cond = Value::Inst(oc);
        }
        self.dirty();
        true
    }

    fn use_count(&self, v: Value) -> usize {
        let mut n = 0;
        for (_, i) in self.body.inst_iter() {
            self.body.insts[i].kind.for_each_operand(|o| {
                if o == v {
                    n += 1;
                }
            });
        }
        n
    }

    /// LLVM's `InvertBranch`: a compare used only here gets the inverse predicate, other
    /// conditions a `<cond>.not` xor; the successors swap.
    fn invert_branch(&mut self, b: Block, pbi: Inst, cond: Value, i1: parir_ir::Type) -> Value {
        let mut new_cond = cond;
        let inverted = match cond {
            Value::Inst(c) if self.use_count(cond) == 1 => match &mut self.body.insts[c].kind {
                InstKind::ICmp { pred, .. } => {
                    *pred = pred.inverse();
                    true
                }
                InstKind::FCmp { pred, .. } => {
                    *pred = inverse_float(*pred);
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !inverted {
            let folded = match cond {
                Value::Const(k) => match &self.cx.module.consts.get(k).data {
                    ConstData::Int(v) => self.cx.bool_const(v.is_zero()).map(Value::Const),
                    _ => None,
                },
                _ => None,
            };
            new_cond = match folded {
                Some(v) => v,
                None => {
                    let Some(t) = self.cx.bool_const(true) else {
                        return cond;
                    };
                    let base = match cond {
                        Value::Inst(c) => self.body.insts[c].name.clone().unwrap_or_default(),
                        _ => Default::default(),
                    };
                    let mut d = InstData::new(
                        InstKind::Binary {
                            op: parir_ir::inst::BinOp::Xor,
                            flags: Flags::default(),
                            lhs: cond,
                            rhs: Value::Const(t),
                        },
                        i1,
                    );
                    d.name = Some(self.names.unique(&format!("{base}.not")));
                    let at = self.body.blocks[b]
                        .insts
                        .iter()
                        .position(|&x| x == pbi)
                        .unwrap_or(0);
                    Value::Inst(crate::edit::insert_inst(self.body, b, at, d))
                }
            };
        }
        if let InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } = &mut self.body.insts[pbi].kind
        {
            *cond = new_cond;
            std::mem::swap(then_dest, else_dest);
        }
        new_cond
    }

    /// Step 6: header phis that simplified away.
    fn fold_header_phis(&mut self, h: Block) -> bool {
        let mut changed = false;
        for pn in phis(self.body, h) {
            if let Some(v) = self.simplify_phi(pn) {
                replace_all_uses_with(self.body, Value::Inst(pn), v);
                self.erase(pn);
                changed = true;
            }
        }
        changed
    }
}

/// LLVM's `isSafeToSpeculativelyExecute` for the instructions loop-simplify may hoist:
/// arithmetic except division by a possibly-zero (or, signed, possibly minus one) divisor,
/// compares, casts, GEPs, selects, vector and aggregate operations, `freeze`. Memory
/// accesses, calls, phis and allocas are not.
fn is_safe_to_speculate(m: &parir_ir::Module, k: &InstKind) -> bool {
    use parir_ir::inst::BinOp;
    match k {
        InstKind::Binary { op, rhs, .. } => match op {
            BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => {
                let Value::Const(c) = rhs else {
                    return false;
                };
                match &m.consts.get(*c).data {
                    ConstData::Int(v) => {
                        !v.is_zero()
                            && (matches!(op, BinOp::UDiv | BinOp::URem) || v.as_i128() != Some(-1))
                    }
                    _ => false,
                }
            }
            _ => true,
        },
        InstKind::FNeg { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Cast { .. }
        | InstKind::GetElementPtr { .. }
        | InstKind::Select { .. }
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::Freeze(_) => true,
        _ => false,
    }
}

/// A conservative LLVM `impliesPoison(rhs, lhs)`: `rhs` cannot be poison (constants without
/// undef or poison, compares and `freeze` of such), is `lhs` itself, or cannot create poison
/// and all its operands imply poison of `lhs`.
fn implies_poison(m: &parir_ir::Module, body: &Body, rhs: Value, lhs: Value, depth: u32) -> bool {
    if rhs == lhs {
        return true;
    }
    if depth > 6 {
        return false;
    }
    match rhs {
        Value::Const(c) => {
            !matches!(
                m.consts.get(c).data,
                ConstData::Undef | ConstData::Poison | ConstData::Expr(_)
            ) && !matches!(
                &m.consts.get(c).data,
                ConstData::Vector(v) | ConstData::Array(v) | ConstData::Struct(v)
                    if v.iter().any(|e| matches!(m.consts.get(*e).data, ConstData::Undef | ConstData::Poison))
            )
        }
        Value::Inst(i) => match &body.insts[i].kind {
            InstKind::Freeze(_) => true,
            InstKind::ICmp { lhs: a, rhs: b, .. } => {
                implies_poison(m, body, *a, lhs, depth + 1)
                    && implies_poison(m, body, *b, lhs, depth + 1)
            }
            InstKind::FCmp {
                lhs: a,
                rhs: b,
                flags,
                ..
            } if flags.fmf() == 0 => {
                implies_poison(m, body, *a, lhs, depth + 1)
                    && implies_poison(m, body, *b, lhs, depth + 1)
            }
            _ => false,
        },
        _ => false,
    }
}

fn inverse_float(p: parir_ir::inst::FloatPredicate) -> parir_ir::inst::FloatPredicate {
    use parir_ir::inst::FloatPredicate::*;
    match p {
        False => True,
        True => False,
        Oeq => Une,
        Ogt => Ule,
        Oge => Ult,
        Olt => Uge,
        Ole => Ugt,
        One => Ueq,
        Ord => Uno,
        Uno => Ord,
        Ueq => One,
        Ugt => Ole,
        Uge => Olt,
        Ult => Oge,
        Ule => Ogt,
        Une => Oeq,
    }
}

/// Simplifies every loop of function `g` of `m` (what LLVM's function passes over loops,
/// `loop-unroll` and `loop-vectorize`, do before looking at them); whether anything changed.
pub fn simplify_function(m: &mut Module, g: GlobalId) -> bool {
    simplify_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`simplify_function`] with the function's analysis cache: whether there are loops at all
/// comes from `an`, whose entry is dropped when the function changes.
pub fn simplify_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    let has_loops = m
        .body(g)
        .is_some_and(|b| !an.function_loops(b).forest.is_empty());
    if !has_loops {
        return false;
    }
    let consts = crate::manager::CommonConsts::prepare(m);
    let Some(mut body) = m.globals[g].as_func_mut().and_then(|f| f.body.take()) else {
        return false;
    };
    let changed = {
        let cx = FunctionContext::new(m, g, &consts);
        simplify_loops(&cx, &mut body)
    };
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(body);
    }
    if changed {
        an.invalidate(PreservedAnalyses::none());
    }
    changed
}
