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
//! 6. header phis that became trivial are folded.
//!
//! Loops are processed outermost first per nest, and the nest's inner loops from the last
//! to the first, as LLVM's worklist does. New names are made unique the way LLVM's symbol
//! table does it (`h.preheader1`).
//!
//! Not done yet: LLVM's last step, which merges the exits of a loop with a unique exit block
//! by hoisting invariant code out of exiting blocks and folding their branches
//! (`FoldBranchToCommonDest`); landing-pad headers and exits (`SplitLandingPadPredecessors`),
//! which are left alone; debug locations of the new branches; the `!llvm.loop` move of a
//! separated nest.

use crate::edit::{phis, remove_inst, replace_successor, LocalNames};
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use crate::users::replace_all_uses_with;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::{Loop, LoopForest};
use parir_ir::inst::{Flags, InstData, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Inst, Value};
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
                if let Some(c) = self.body.insts[i].kind.call_data() {
                    if is_convergent(m, c) {
                        return None;
                    }
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

fn is_convergent(m: &parir_ir::Module, c: &parir_ir::inst::CallData) -> bool {
    if m.attrs.has(c.attrs.func, "convergent") {
        return true;
    }
    if let Value::Const(k) = c.callee {
        if let ConstData::Global(g) = m.consts.get(k).data {
            if let Some(f) = m.globals.get(g).and_then(|g| g.as_func()) {
                return m.attrs.has(f.attrs.func, "convergent");
            }
        }
    }
    false
}
