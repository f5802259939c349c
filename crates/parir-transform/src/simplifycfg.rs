//! `simplifycfg` for the trivial cases (issue 3, item 3: "a CFG simplifier for the trivial
//! cases"), following the corresponding pieces of LLVM 19's `SimplifyCFGPass` with its
//! default options (`keep-loops`), iterated to a fixed point in block order:
//!
//! - blocks unreachable from the entry are deleted (`removeUnreachableBlocks`, without its
//!   rewriting of UB-implying instructions), as are blocks that become predecessor-less;
//! - terminators on constants fold (`ConstantFoldTerminator`): `br i1 true/false`,
//!   `br i1 %c, label %a, label %a`, `switch` on a constant or without cases; the new `br`
//!   keeps `!llvm.loop` and `!dbg`; a condition left dead is deleted;
//! - a block whose unique predecessor has it as unique successor is merged into that
//!   predecessor (`MergeBlockIntoPredecessor`), which takes its name if unnamed; the merged
//!   block's terminator, with its `!llvm.loop`, survives;
//! - a block holding only phis and an unconditional branch is bypassed
//!   (`TryToSimplifyUncondBranchFromEmptyBlock`) when the successor's phis allow it, except
//!   that, as LLVM's `keep-loops` does, a block with several predecessors that is a loop
//!   header or branches to one is kept (so preheaders and latches stay), and a block whose
//!   branch carries `!llvm.loop` is kept when a predecessor's terminator carries one too
//!   (inner-loop metadata would be lost); otherwise its `!llvm.loop` moves to the
//!   predecessors' terminators;
//! - phis with a single entry fold to their value.
//!
//! LLVM's other simplifications (speculation into selects, `FoldBranchToCommonDest`,
//! hoisting and sinking, switch formation, duplicate phi elimination) are not done, so
//! parir's output is a subset of opt-19's changes.

use crate::edit::{phis, remove_inst, replace_successor, LocalNames};
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use crate::users::replace_all_uses_with;
use parir_ir::inst::{InstData, InstKind};
use parir_ir::metadata::MdKind;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Inst, Value};
use rustc_hash::FxHashSet;

/// The `simplifycfg` pass.
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f() {\nentry:\n  br i1 true, label %a, label %b\na:\n  br label %c\nb:\n  br label %c\nc:\n  %p = phi i32 [ 1, %a ], [ 2, %b ]\n  ret i32 %p\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("simplifycfg").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// assert!(parir_ir::printer::print_module(&m).contains("define i32 @f() {\nentry:\n  ret i32 1\n}"));
/// ```
pub struct SimplifyCfg;

impl Pass for SimplifyCfg {
    fn name(&self) -> &'static str {
        "simplifycfg"
    }
    fn dump_name(&self) -> &'static str {
        "SimplifyCFGPass"
    }
    fn description(&self) -> &'static str {
        "trivial CFG cleanups: unreachable blocks, constant branches, block merging"
    }
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        _: &mut FunctionAnalyses,
    ) -> PassResult {
        let changed = simplify_cfg(cx, body);
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// Simplifies the CFG of `body`; returns whether anything changed.
pub fn simplify_cfg(cx: &FunctionContext, body: &mut Body) -> bool {
    let arg_names = cx.function().map_or(&[][..], |f| &f.arg_names[..]);
    let names = LocalNames::of(arg_names, body);
    let mut s = Simplifier {
        cx,
        body,
        names,
        loop_md: cx.module.md.find_kind("llvm.loop"),
        dbg: cx.module.md.find_kind("dbg"),
        headers: FxHashSet::default(),
    };
    s.headers = s.loop_headers();
    let mut changed = s.remove_unreachable();
    // Each round either changes something (and the function only shrinks or loses edges) or
    // ends the loop; the bound only guards against bugs.
    for _ in 0..10_000 {
        let mut local = false;
        let mut k = 0;
        while k < s.body.layout.len() {
            let b = s.body.layout[k];
            local |= s.simplify_block(b);
            k += 1;
        }
        changed |= local;
        if !local {
            break;
        }
    }
    changed
}

struct Simplifier<'a, 'c> {
    cx: &'a FunctionContext<'c>,
    body: &'a mut Body,
    names: LocalNames,
    loop_md: Option<MdKind>,
    dbg: Option<MdKind>,
    headers: FxHashSet<Block>,
}

impl Simplifier<'_, '_> {
    /// Targets of DFS back edges (LLVM's `FindFunctionBackedges`), computed once, as LLVM does.
    fn loop_headers(&self) -> FxHashSet<Block> {
        let mut out = FxHashSet::default();
        let Some(e) = self.body.entry() else {
            return out;
        };
        let mut visited = FxHashSet::default();
        let mut in_stack = FxHashSet::default();
        let mut stack: Vec<(Block, Vec<Block>, usize)> = vec![(e, self.body.successors(e), 0)];
        visited.insert(e);
        in_stack.insert(e);
        while let Some((b, succs, k)) = stack.last_mut() {
            if *k < succs.len() {
                let s = succs[*k];
                *k += 1;
                if visited.insert(s) {
                    in_stack.insert(s);
                    let ss = self.body.successors(s);
                    stack.push((s, ss, 0));
                } else if in_stack.contains(&s) {
                    out.insert(s);
                }
            } else {
                in_stack.remove(b);
                stack.pop();
            }
        }
        out
    }

    fn preds(&self, b: Block) -> Vec<Block> {
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

    fn poison(&self, i: Inst) -> Option<Value> {
        self.cx.poison(self.body.insts[i].ty).map(Value::Const)
    }

    fn erase(&mut self, i: Inst) {
        if let Some(n) = self.body.insts[i].name.clone() {
            self.names.remove(&n);
        }
        remove_inst(self.body, i);
    }

    /// Deletes the blocks not reachable from the entry.
    fn remove_unreachable(&mut self) -> bool {
        let Some(e) = self.body.entry() else {
            return false;
        };
        let mut alive = FxHashSet::default();
        let mut work = vec![e];
        alive.insert(e);
        while let Some(b) = work.pop() {
            for s in self.body.successors(b) {
                if alive.insert(s) {
                    work.push(s);
                }
            }
        }
        let dead: Vec<Block> = self
            .body
            .layout
            .iter()
            .copied()
            .filter(|b| !alive.contains(b))
            .collect();
        if dead.is_empty() {
            return false;
        }
        let dead_set: FxHashSet<Block> = dead.iter().copied().collect();
        for &b in &dead {
            for s in self.body.successors(b) {
                if !dead_set.contains(&s) {
                    self.remove_predecessor(s, b);
                }
            }
        }
        for &b in &dead {
            self.delete_block_contents(b);
        }
        self.body.layout.retain(|b| !dead_set.contains(b));
        true
    }

    /// Replaces the uses of a dead block's values by poison and empties it.
    fn delete_block_contents(&mut self, b: Block) {
        let insts = self.body.blocks[b].insts.clone();
        for i in insts {
            if let Some(p) = self.poison(i) {
                replace_all_uses_with(self.body, Value::Inst(i), p);
            }
            self.erase(i);
        }
        if let Some(n) = self.body.blocks[b].name.clone() {
            self.names.remove(&n);
        }
    }

    /// LLVM's `BasicBlock::removePredecessor` (phis folding to a constant value go away).
    fn remove_predecessor(&mut self, b: Block, pred: Block) {
        let ps = phis(self.body, b);
        let Some(&first) = ps.first() else {
            return;
        };
        let num = match &self.body.insts[first].kind {
            InstKind::Phi { incoming, .. } => incoming.len(),
            _ => 0,
        };
        for pn in ps {
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                if let Some(k) = incoming.iter().position(|e| e.1 == pred) {
                    incoming.remove(k);
                }
            }
            if num == 1 {
                if let Some(p) = self.poison(pn) {
                    replace_all_uses_with(self.body, Value::Inst(pn), p);
                }
                self.erase(pn);
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
            return self.poison(pn);
        }
        Some(cv)
    }

    fn is_undef(&self, v: Value) -> bool {
        matches!(v, Value::Const(c) if matches!(self.cx.module.consts.get(c).data, ConstData::Undef | ConstData::Poison))
    }

    fn simplify_block(&mut self, b: Block) -> bool {
        if !self.body.layout.contains(&b) {
            return false;
        }
        let entry = self.body.entry();
        let preds = self.preds(b);
        if Some(b) != entry && (preds.is_empty() || preds.iter().all(|&p| p == b)) {
            self.delete_dead_block(b);
            return true;
        }
        let mut changed = self.constant_fold_terminator(b);
        changed |= self.fold_single_entry_phis(b);
        if self.merge_into_predecessor(b) {
            return true;
        }
        if Some(b) != entry && self.bypass_empty_block(b) {
            return true;
        }
        changed
    }

    fn delete_dead_block(&mut self, b: Block) {
        for s in self.body.successors(b) {
            self.remove_predecessor(s, b);
        }
        self.delete_block_contents(b);
        self.body.layout.retain(|&x| x != b);
        self.headers.remove(&b);
    }

    fn new_br(&mut self, from: Inst, dest: Block) -> InstData {
        let void = self.body.insts[from].ty;
        let void = self.cx.void_type().unwrap_or(void);
        let mut d = InstData::new(InstKind::Br(dest), void);
        for k in [self.loop_md, self.dbg].into_iter().flatten() {
            if let Some(&(_, n)) = self.body.insts[from].md.iter().find(|(kk, _)| *kk == k) {
                d.md.push((k, n));
            }
        }
        d
    }

    fn replace_terminator(&mut self, b: Block, t: Inst, dest: Block) {
        let d = self.new_br(t, dest);
        let recs = self.body.dbg_records.remove(&t);
        self.erase(t);
        let n = self.body.append_inst(b, d);
        if let Some(r) = recs {
            self.body.dbg_records.insert(n, r);
        }
    }

    /// Deletes `v` if it is an instruction without uses and without side effects.
    fn delete_if_dead(&mut self, v: Value) {
        let Value::Inst(i) = v else {
            return;
        };
        if self.body.inst_block[i].is_none() {
            return;
        }
        let used = self.body.inst_iter().any(|(_, u)| {
            let mut x = false;
            self.body.insts[u].kind.for_each_operand(|o| x |= o == v);
            x
        });
        if !used && crate::dce::is_trivially_dead_kind(self.cx.module, &self.body.insts[i]) {
            if let Some(p) = self.poison(i) {
                crate::edit::replace_metadata_uses(self.body, v, p);
            }
            self.erase(i);
        }
    }

    /// LLVM's `ConstantFoldTerminator`.
    fn constant_fold_terminator(&mut self, b: Block) -> bool {
        let Some(t) = self.body.terminator(b) else {
            return false;
        };
        let consts = &self.cx.module.consts;
        match self.body.insts[t].kind.clone() {
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                if then_dest == else_dest {
                    self.remove_predecessor(then_dest, b);
                    self.replace_terminator(b, t, then_dest);
                    self.delete_if_dead(cond);
                    return true;
                }
                let Value::Const(c) = cond else {
                    return false;
                };
                let ConstData::Int(v) = &consts.get(c).data else {
                    return false;
                };
                let (dest, old) = if v.is_zero() {
                    (else_dest, then_dest)
                } else {
                    (then_dest, else_dest)
                };
                self.remove_predecessor(old, b);
                self.replace_terminator(b, t, dest);
                true
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                let taken = if cases.is_empty() {
                    Some(default)
                } else if let Value::Const(c) = cond {
                    match &consts.get(c).data {
                        ConstData::Int(v) => {
                            let hit = cases.iter().find(|(k, _)| match &consts.get(*k).data {
                                ConstData::Int(x) => x == v,
                                _ => false,
                            });
                            Some(hit.map_or(default, |h| h.1))
                        }
                        _ => None,
                    }
                } else {
                    None
                };
                let Some(dest) = taken else {
                    return false;
                };
                let mut kept = false;
                for s in self.body.insts[t].kind.successors() {
                    if s == dest && !kept {
                        kept = true;
                        continue;
                    }
                    self.remove_predecessor(s, b);
                }
                self.replace_terminator(b, t, dest);
                self.delete_if_dead(cond);
                true
            }
            _ => false,
        }
    }

    /// Phis of a single entry become their value.
    fn fold_single_entry_phis(&mut self, b: Block) -> bool {
        let mut changed = false;
        for pn in phis(self.body, b) {
            let v = match &self.body.insts[pn].kind {
                InstKind::Phi { incoming, .. } if incoming.len() == 1 => incoming[0].0,
                _ => continue,
            };
            let v = if v == Value::Inst(pn) {
                match self.poison(pn) {
                    Some(p) => p,
                    None => continue,
                }
            } else {
                v
            };
            replace_all_uses_with(self.body, Value::Inst(pn), v);
            self.erase(pn);
            changed = true;
        }
        changed
    }

    /// LLVM's `MergeBlockIntoPredecessor`.
    fn merge_into_predecessor(&mut self, b: Block) -> bool {
        let preds = self.preds(b);
        let Some(&pred) = preds.first() else {
            return false;
        };
        if preds.iter().any(|&p| p != pred) || pred == b {
            return false;
        }
        let Some(pt) = self.body.terminator(pred) else {
            return false;
        };
        if !matches!(
            self.body.insts[pt].kind,
            InstKind::Br(_) | InstKind::CondBr { .. } | InstKind::Switch { .. }
        ) {
            return false;
        }
        if self.body.insts[pt]
            .kind
            .successors()
            .iter()
            .any(|&s| s != b)
        {
            return false;
        }
        for pn in phis(self.body, b) {
            if let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind {
                if incoming.iter().any(|e| e.0 == Value::Inst(pn)) {
                    return false;
                }
            }
        }
        // Single-entry phis go first (FoldSingleEntryPHINodes).
        for pn in phis(self.body, b) {
            let v = match &self.body.insts[pn].kind {
                InstKind::Phi { incoming, .. } => incoming.first().map(|e| e.0),
                _ => None,
            };
            let v = match v {
                Some(v) => Some(v),
                None => self.poison(pn),
            };
            if let Some(v) = v {
                replace_all_uses_with(self.body, Value::Inst(pn), v);
            }
            self.erase(pn);
        }
        let recs = self.body.dbg_records.remove(&pt);
        self.erase(pt);
        let insts = std::mem::take(&mut self.body.blocks[b].insts);
        if let (Some(r), Some(&first)) = (recs, insts.first()) {
            let dst = self.body.dbg_records.entry(first).or_default();
            let tail = std::mem::replace(dst, r);
            dst.extend(tail);
        }
        for &i in &insts {
            self.body.inst_block[i] = Some(pred);
        }
        self.body.blocks[pred].insts.extend(insts);
        for s in self.body.successors(pred) {
            crate::split::replace_phi_block(self.body, s, b, pred);
        }
        if self.body.blocks[pred].name.is_none() {
            self.body.blocks[pred].name = self.body.blocks[b].name.take();
        } else if let Some(n) = self.body.blocks[b].name.take() {
            self.names.remove(&n);
        }
        self.body.layout.retain(|&x| x != b);
        if self.headers.remove(&b) {
            self.headers.insert(pred);
        }
        true
    }

    /// LLVM's `TryToSimplifyUncondBranchFromEmptyBlock` (the case where the block dies),
    /// guarded by `keep-loops`.
    fn bypass_empty_block(&mut self, b: Block) -> bool {
        let Some(t) = self.body.terminator(b) else {
            return false;
        };
        let InstKind::Br(succ) = self.body.insts[t].kind else {
            return false;
        };
        if succ == b {
            return false;
        }
        let block_phis = phis(self.body, b);
        if self.body.blocks[b].insts.len() != block_phis.len() + 1 {
            return false;
        }
        let preds = self.preds(b);
        if preds.len() >= 2 && (self.headers.contains(&b) || self.headers.contains(&succ)) {
            return false;
        }
        // Predecessors must be able to branch to `succ` directly.
        for &p in &preds {
            let Some(pt) = self.body.terminator(p) else {
                return false;
            };
            if matches!(
                self.body.insts[pt].kind,
                InstKind::IndirectBr { .. } | InstKind::CallBr { .. }
            ) {
                return false;
            }
        }
        let bb_preds: FxHashSet<Block> = preds.iter().copied().collect();
        let succ_preds = self.preds(succ);
        let succ_single = succ_preds.len() == 1;
        if !succ_single && !self.can_propagate_preds(b, succ, &bb_preds, &block_phis) {
            return false;
        }
        if !succ_single {
            // Phis of the block may only be used by phis of `succ`, on the edge from it.
            for &pn in &block_phis {
                for (_, u) in self.body.inst_iter() {
                    let mut bad = false;
                    match &self.body.insts[u].kind {
                        InstKind::Phi { incoming, .. } => {
                            for e in incoming {
                                if e.0 == Value::Inst(pn) && (e.1 != b || u == pn) {
                                    bad = true;
                                }
                            }
                        }
                        k => k.for_each_operand(|o| bad |= o == Value::Inst(pn)),
                    }
                    if bad {
                        return false;
                    }
                }
            }
        }
        let has_loop_md = |s: &Self, i: Inst| {
            s.loop_md
                .is_some_and(|k| s.body.insts[i].md.iter().any(|(kk, _)| *kk == k))
        };
        if has_loop_md(self, t) {
            for &p in &preds {
                if let Some(pt) = self.body.terminator(p) {
                    if has_loop_md(self, pt) {
                        return false;
                    }
                }
            }
        }
        // Succ's phis take the entries of the predecessors.
        for pn in phis(self.body, succ) {
            let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
                continue;
            };
            let Some(k) = incoming.iter().position(|e| e.1 == b) else {
                continue;
            };
            let old = incoming[k].0;
            let existing: Vec<(Value, Block)> = incoming
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, e)| *e)
                .collect();
            let select = |v: Value, p: Block, s: &Self| -> Value {
                if s.is_undef(v) {
                    if let Some(e) = existing.iter().find(|e| e.1 == p && !s.is_undef(e.0)) {
                        return e.0;
                    }
                }
                v
            };
            let mut add: Vec<(Value, Block)> = Vec::new();
            let old_phi = match old {
                Value::Inst(o) if block_phis.contains(&o) => Some(o),
                _ => None,
            };
            if let Some(o) = old_phi {
                if let InstKind::Phi { incoming: oin, .. } = &self.body.insts[o].kind {
                    for &(v, p) in oin {
                        add.push((select(v, p, self), p));
                    }
                }
            } else {
                for &p in &preds {
                    add.push((select(old, p, self), p));
                }
            }
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pn].kind {
                incoming.remove(k);
                incoming.extend(add);
            }
        }
        let loop_node = self.loop_md.and_then(|k| {
            self.body.insts[t]
                .md
                .iter()
                .find(|(kk, _)| *kk == k)
                .copied()
        });
        if succ_single {
            // The phis and debug records move into `succ`.
            let recs = self.body.dbg_records.remove(&t);
            self.erase(t);
            let moved = std::mem::take(&mut self.body.blocks[b].insts);
            for &i in &moved {
                self.body.inst_block[i] = Some(succ);
            }
            let at = phis(self.body, succ).len();
            if let Some(r) = recs {
                if let Some(&first) = self.body.blocks[succ].insts.get(at) {
                    let dst = self.body.dbg_records.entry(first).or_default();
                    let tail = std::mem::replace(dst, r);
                    dst.extend(tail);
                }
            }
            self.body.blocks[succ].insts.splice(at..at, moved);
        } else {
            for pn in block_phis {
                self.erase(pn);
            }
            self.erase(t);
        }
        if let Some((k, n)) = loop_node {
            for &p in &preds {
                if let Some(pt) = self.body.terminator(p) {
                    let md = &mut self.body.insts[pt].md;
                    md.retain(|(kk, _)| *kk != k);
                    md.push((k, n));
                }
            }
        }
        let mut done = FxHashSet::default();
        for &p in &preds {
            if done.insert(p) {
                replace_successor(self.body, p, b, succ);
            }
        }
        if self.body.blocks[succ].name.is_none() {
            self.body.blocks[succ].name = self.body.blocks[b].name.take();
        } else if let Some(n) = self.body.blocks[b].name.take() {
            self.names.remove(&n);
        }
        self.body.layout.retain(|&x| x != b);
        true
    }

    /// LLVM's `CanPropagatePredecessorsForPHIs`.
    fn can_propagate_preds(
        &self,
        b: Block,
        succ: Block,
        bb_preds: &FxHashSet<Block>,
        block_phis: &[Inst],
    ) -> bool {
        let can_merge = |a: Value, c: Value| a == c || self.is_undef(a) || self.is_undef(c);
        for pn in phis(self.body, succ) {
            let InstKind::Phi { incoming, .. } = &self.body.insts[pn].kind else {
                continue;
            };
            let Some(val) = incoming.iter().find(|e| e.1 == b).map(|e| e.0) else {
                continue;
            };
            let bbpn = match val {
                Value::Inst(o) if block_phis.contains(&o) => Some(o),
                _ => None,
            };
            for &(v, ib) in incoming {
                if !bb_preds.contains(&ib) {
                    continue;
                }
                let mine = match bbpn {
                    Some(o) => match &self.body.insts[o].kind {
                        InstKind::Phi { incoming: oin, .. } => {
                            oin.iter().find(|e| e.1 == ib).map(|e| e.0)
                        }
                        _ => None,
                    },
                    None => Some(val),
                };
                if mine.is_some_and(|x| !can_merge(x, v)) {
                    return false;
                }
            }
        }
        true
    }
}
