//! Per-function checks: block structure and terminators, the CFG, PHI placement and incoming
//! edges, and SSA dominance (LLVM's `visitFunction` body part, `visitBasicBlock`,
//! `visitTerminator`, `visitPHINode` placement, `visitInstruction` and `verifyDominatesUse`).
//! Operand type rules are in [`super::insts`].

use super::dom::{Cfg, DomTree, NONE};
use super::{global_name, span};
use crate::diag::Diagnostic;
use crate::function::{Block, Body, Inst};
use crate::inst::{InstData, InstKind};
use crate::module::{Function, GlobalId, Module};
use crate::types::Type;
use crate::value::Value;
use cranelift_entity::EntityRef;

/// What the per-instruction checks look up about a function: layout positions, the CFG and
/// the dominator tree. Built once per function, then shared by the workers that check the
/// blocks of a large function in parallel.
pub(super) struct FnIndex {
    /// Dense layout index of each block, by block id (`NONE` if not in the layout).
    pub(super) blk_idx: Vec<u32>,
    /// Per instruction id: its block's layout index and position there, and its type. An
    /// operand check needs all three of its definition, which one record gives in one cache
    /// miss (the definitions of a large function's operands are all over memory).
    pub(super) inst: Vec<InstInfo>,
    /// Per block index: whether the block ends with an `invoke` (whose result is defined only
    /// on its normal edge). Checked before looking at a definition's instruction, which would
    /// be a cache miss for every operand of a large function.
    pub(super) ends_with_invoke: Vec<bool>,
    pub(super) cfg: Cfg,
    pub(super) dt: DomTree,
}

/// What the verifier needs of an instruction when it is an operand: see [`FnIndex::inst`].
#[derive(Copy, Clone)]
pub(super) struct InstInfo {
    /// Layout index of its block (`NONE` if it is not placed in a block).
    pub(super) blk: u32,
    /// Position in the block.
    pub(super) pos: u32,
    pub(super) ty: Type,
}

/// Whether an exception-handling result type comes from a `landingpad` or a `resume`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum EhTypeSource {
    LandingPad,
    Resume,
}

/// The state of one worker of a function's verification.
pub(super) struct FnCx<'a> {
    pub(super) m: &'a Module,
    pub(super) gid: GlobalId,
    pub(super) f: &'a Function,
    pub(super) body: &'a Body,
    /// Parameter types of the function.
    pub(super) params: &'a [Type],
    /// Return type (`None` if the function's type is not a function type).
    pub(super) ret: Option<Type>,
    pub(super) ix: &'a FnIndex,
    pub(super) errs: Vec<Diagnostic>,
    /// The `landingpad`s and `resume`s seen, with their result types: all must have the type
    /// of the first one in layout order, which is checked once all workers are done.
    pub(super) eh_types: Vec<(Inst, Type, EhTypeSource)>,
    /// Scratch space for an instruction's operands.
    ops_buf: Vec<Value>,
}

/// Functions with at least this many instructions have their blocks checked in parallel.
const PARALLEL_MIN_INSTS: usize = 1 << 16;
/// The number of instructions a parallel worker checks at a time.
const CHUNK_INSTS: usize = 1 << 14;

/// Verifies the body of function `g` (declarations have nothing to check here).
pub(super) fn verify_function(m: &Module, g: GlobalId) -> Vec<Diagnostic> {
    let Some(f) = m.globals.get(g).and_then(|gv| gv.as_func()) else {
        return Vec::new();
    };
    let Some(body) = &f.body else {
        return Vec::new();
    };
    let (ret, params) = match m.types.fn_sig(f.ty) {
        Some((r, p, _)) => (Some(r), p),
        None => (None, &[][..]),
    };
    let fpos = m.globals[g].common.pos;
    if body.layout.is_empty() {
        return vec![
            Diagnostic::error_at(span(fpos), "function body has no basic blocks")
                .with_note(format!("in function {}", global_name(m, g))),
        ];
    }
    let mut ix = Indexer {
        m,
        gid: g,
        body,
        errs: Vec::new(),
        ix: FnIndex {
            blk_idx: vec![NONE; body.blocks.len()],
            inst: body
                .insts
                .values()
                .map(|d| InstInfo {
                    blk: NONE,
                    pos: NONE,
                    ty: d.ty,
                })
                .collect(),
            ends_with_invoke: vec![false; body.layout.len()],
            cfg: Cfg::from_successors(vec![0], Vec::new()),
            dt: DomTree::compute(&Cfg::from_successors(vec![0], Vec::new())),
        },
    };
    ix.index_layout();
    ix.build_cfg();
    ix.ix.dt = DomTree::compute(&ix.ix.cfg);
    let Indexer {
        errs: mut all_errs,
        ix,
        ..
    } = ix;
    let new_cx = || FnCx {
        m,
        gid: g,
        f,
        body,
        params,
        ret,
        ix: &ix,
        errs: Vec::new(),
        eh_types: Vec::new(),
        ops_buf: Vec::new(),
    };
    let mut cx = new_cx();
    if !ix.cfg.preds(0).is_empty() {
        let b = body.layout[0];
        cx.error_at(
            body.blocks[b].pos,
            "Entry block to function must not have predecessors!",
        );
    }
    if body.insts.len() < PARALLEL_MIN_INSTS || rayon::current_num_threads() < 2 {
        cx.check_blocks(0..body.layout.len());
    } else {
        // Cut the layout into runs of about CHUNK_INSTS instructions and check them on all
        // threads; every check of a block reads only the shared index and the IR.
        let mut chunks = Vec::new();
        let (mut start, mut n) = (0, 0);
        for (k, &b) in body.layout.iter().enumerate() {
            n += body.blocks.get(b).map_or(0, |d| d.insts.len());
            if n >= CHUNK_INSTS {
                chunks.push(start..k + 1);
                (start, n) = (k + 1, 0);
            }
        }
        if start < body.layout.len() {
            chunks.push(start..body.layout.len());
        }
        use rayon::prelude::*;
        let parts: Vec<FnCx> = chunks
            .into_par_iter()
            .map(|r| {
                let mut w = new_cx();
                w.check_blocks(r);
                w
            })
            .collect();
        for w in parts {
            cx.errs.extend(w.errs);
            cx.eh_types.extend(w.eh_types);
        }
    }
    cx.check_eh_types();
    super::tapir::check_tapir(&mut cx);
    all_errs.append(&mut cx.errs);
    all_errs
}

/// Builds a function's [`FnIndex`], reporting malformed layouts and terminators.
struct Indexer<'a> {
    m: &'a Module,
    gid: GlobalId,
    body: &'a Body,
    ix: FnIndex,
    errs: Vec<Diagnostic>,
}

impl Indexer<'_> {
    fn error_at(&mut self, pos: u32, msg: &str) {
        let note = format!("in function {}", global_name(self.m, self.gid));
        self.errs
            .push(Diagnostic::error_at(span(pos), msg).with_note(note));
    }

    fn block_index(&self, b: Block) -> Option<u32> {
        self.ix
            .blk_idx
            .get(b.index())
            .copied()
            .filter(|&k| k != NONE)
    }

    /// Numbers blocks and instructions by layout position, reporting entities that appear
    /// twice or do not exist.
    fn index_layout(&mut self) {
        let body = self.body;
        for (k, &b) in body.layout.iter().enumerate() {
            let Some(slot) = self.ix.blk_idx.get_mut(b.index()) else {
                self.error_at(0, "function layout names a block that does not exist");
                continue;
            };
            if *slot != NONE {
                let pos = body.blocks[b].pos;
                self.error_at(pos, "block appears twice in the function layout");
                continue;
            }
            *slot = k as u32;
            for (p, &i) in body.blocks[b].insts.iter().enumerate() {
                match self.ix.inst.get(i.index()).map(|x| x.blk) {
                    None => {
                        let pos = body.blocks[b].pos;
                        self.error_at(pos, "block lists an instruction that does not exist");
                    }
                    Some(x) if x != NONE => {
                        let pos = body.insts[i].pos;
                        self.error_at(pos, "instruction appears in more than one place");
                    }
                    Some(_) => {
                        let x = &mut self.ix.inst[i.index()];
                        x.blk = k as u32;
                        x.pos = p as u32;
                    }
                }
            }
        }
    }

    /// Checks terminators and builds the CFG from them.
    fn build_cfg(&mut self) {
        let body = self.body;
        let n = body.layout.len();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ = Vec::with_capacity(n + n / 2);
        succ_start.push(0u32);
        for &b in &body.layout {
            let own = self
                .block_index(b)
                .is_some_and(|k| body.layout.get(k as usize) == Some(&b));
            let insts = if own {
                &body.blocks[b].insts[..]
            } else {
                &[][..]
            };
            // Instruction ids that do not exist were reported by `index_layout`.
            let n_insts = body.insts.len();
            let live = || insts.iter().copied().filter(move |i| i.index() < n_insts);
            if own {
                let last = live().next_back();
                if let Some(t) = last {
                    if matches!(body.insts[t].kind, InstKind::Invoke { .. }) {
                        if let Some(slot) = self.ix.ends_with_invoke.get_mut(succ_start.len() - 1) {
                            *slot = true;
                        }
                    }
                }
                match last {
                    Some(t) if body.insts[t].kind.is_terminator() => {
                        let pos = body.insts[t].pos;
                        let mut foreign = 0;
                        body.insts[t]
                            .kind
                            .for_each_successor(|s| match self.block_index(s) {
                                Some(k) => succ.push(k),
                                None => foreign += 1,
                            });
                        for _ in 0..foreign {
                            self.error_at(pos, "Referring to a basic block in another function!");
                        }
                    }
                    _ => {
                        let pos = body.blocks[b].pos;
                        self.error_at(pos, "Basic Block does not have terminator!");
                    }
                }
                for i in live().rev().skip(1) {
                    let d = &body.insts[i];
                    if d.kind.is_terminator() {
                        self.error_at(d.pos, "Terminator found in the middle of a basic block!");
                    }
                }
            }
            succ_start.push(succ.len() as u32);
        }
        self.ix.cfg = Cfg::from_successors(succ_start, succ);
    }
}

impl FnCx<'_> {
    /// Checks the blocks at layout positions `range`: PHI edges and placement, then every
    /// instruction.
    fn check_blocks(&mut self, range: std::ops::Range<usize>) {
        let body = self.body;
        for k in range {
            let b = body.layout[k];
            if self.ix.blk_idx.get(b.index()) != Some(&(k as u32)) {
                continue; // a duplicate or foreign layout entry, already reported
            }
            self.check_phi_edges(k as u32, b);
            let mut seen_non_phi = false;
            for (p, &i) in body.blocks[b].insts.iter().enumerate() {
                if self
                    .ix
                    .inst
                    .get(i.index())
                    .is_none_or(|x| x.blk != k as u32 || x.pos != p as u32)
                {
                    continue;
                }
                let d = &body.insts[i];
                if matches!(d.kind, InstKind::Phi { .. }) {
                    if seen_non_phi {
                        self.error(d, "PHI nodes not grouped at top of basic block!");
                    }
                } else {
                    seen_non_phi = true;
                }
                self.check_instruction(i, d, k as u32, p as u32);
            }
        }
    }

    /// LLVM's rule that every `landingpad` and `resume` of a function has the result type of
    /// the first one.
    fn check_eh_types(&mut self) {
        let mut tys = std::mem::take(&mut self.eh_types);
        let ix = self.ix;
        tys.sort_by_key(|e| {
            let x = ix.inst[e.0.index()];
            (x.blk, x.pos)
        });
        let Some(&(_, first, _)) = tys.first() else {
            return;
        };
        for &(i, t, src) in &tys[1..] {
            if t != first {
                self.error_at(
                    self.body.insts[i].pos,
                    match src {
                        EhTypeSource::LandingPad => "The landingpad instruction should have a consistent result type inside a function.",
                        EhTypeSource::Resume => "The resume instruction should have a consistent result type inside a function.",
                    },
                );
            }
        }
    }

    /// Reports an error at an instruction.
    pub(super) fn error(&mut self, d: &InstData, msg: impl Into<String>) {
        self.error_at(d.pos, msg);
    }

    /// Reports an error at byte offset `pos`.
    pub(super) fn error_at(&mut self, pos: u32, msg: impl Into<String>) {
        let note = format!("in function {}", global_name(self.m, self.gid));
        self.errs
            .push(Diagnostic::error_at(span(pos), msg).with_note(note));
    }

    /// Reports an error at an instruction, with an extra note.
    pub(super) fn error_note(&mut self, d: &InstData, msg: &str, note: String) {
        self.error(d, msg);
        if let Some(last) = self.errs.last_mut() {
            last.notes.insert(0, note);
        }
    }

    /// The dense index of a block, if it is in this function's layout.
    pub(super) fn block_index(&self, b: Block) -> Option<u32> {
        self.ix
            .blk_idx
            .get(b.index())
            .copied()
            .filter(|&k| k != NONE)
    }

    /// A block for messages: `block %name`, or `an unnamed block`.
    pub(super) fn block_name(&self, b: Block) -> String {
        match self.body.blocks.get(b).and_then(|d| d.name.as_deref()) {
            Some(n) => format!("block %{n}"),
            None => "an unnamed block".to_string(),
        }
    }

    /// `%name` of a value for messages.
    pub(super) fn value_name(&self, v: Value) -> String {
        match v {
            Value::Inst(i) => match self.body.insts.get(i).and_then(|d| d.name.as_deref()) {
                Some(n) => format!("'%{n}'"),
                None => "an unnamed value".to_string(),
            },
            Value::Arg(n) => match self.f.arg_names.get(n as usize).and_then(|a| a.as_deref()) {
                Some(a) => format!("'%{a}'"),
                None => format!("argument {n}"),
            },
            _ => "a value".to_string(),
        }
    }

    /// The first instruction of a block that is not a PHI.
    pub(super) fn first_non_phi(&self, b: Block) -> Option<Inst> {
        self.body.blocks.get(b)?.insts.iter().copied().find(|&i| {
            !matches!(
                self.body.insts.get(i).map(|d| &d.kind),
                Some(InstKind::Phi { .. })
            )
        })
    }

    /// `visitBasicBlock`'s PHI rules: each PHI at the top of block `k` has one entry per
    /// predecessor edge and the same value for repeated predecessors.
    fn check_phi_edges(&mut self, k: u32, b: Block) {
        let body = self.body;
        let first = body.blocks[b]
            .insts
            .first()
            .and_then(|&i| body.insts.get(i));
        if !matches!(first.map(|d| &d.kind), Some(InstKind::Phi { .. })) {
            return;
        }
        let mut preds: Vec<u32> = self.ix.cfg.preds(k).to_vec();
        preds.sort_unstable();
        let mut entries: Vec<(u32, Value)> = Vec::new();
        for &i in &body.blocks[b].insts {
            let Some(d) = body.insts.get(i) else {
                break;
            };
            let InstKind::Phi { incoming, .. } = &d.kind else {
                break;
            };
            if incoming.len() != preds.len() {
                self.error_note(
                    d,
                    "PHINode should have one entry for each predecessor of its parent basic block!",
                    format!(
                        "the PHI has {} incoming entries, the block has {} predecessor edge(s)",
                        incoming.len(),
                        preds.len()
                    ),
                );
                continue;
            }
            entries.clear();
            entries.extend(
                incoming
                    .iter()
                    .map(|(v, bb)| (self.block_index(*bb).unwrap_or(NONE), *v)),
            );
            entries.sort_by_key(|e| e.0);
            for j in 0..entries.len() {
                if j > 0 && entries[j].0 == entries[j - 1].0 && entries[j].1 != entries[j - 1].1 {
                    self.error(
                        d,
                        "PHI node has multiple entries for the same basic block with different incoming values!",
                    );
                    break;
                }
                if entries[j].0 != preds[j] {
                    let note = match incoming
                        .iter()
                        .find(|(_, bb)| !self.block_index(*bb).is_some_and(|x| preds.contains(&x)))
                    {
                        Some((_, bb)) => format!(
                            "{} is not a predecessor of this block",
                            self.block_name(*bb)
                        ),
                        None => {
                            "the incoming blocks and the predecessor edges differ in number".into()
                        }
                    };
                    self.error_note(d, "PHI node entries do not match predecessors!", note);
                    break;
                }
            }
        }
    }

    /// `visitInstruction`: rules for every instruction, its operands and SSA dominance, then
    /// the opcode-specific operand rules.
    fn check_instruction(&mut self, i: Inst, d: &InstData, k: u32, p: u32) {
        let ts = &self.m.types;
        if matches!(d.kind, InstKind::Placeholder) {
            self.error(d, "use of undefined value");
            return;
        }
        if ts.is_void(d.ty) && d.name.is_some() {
            self.error(d, "Instruction has a name, but provides a void value!");
        }
        if !ts.is_void(d.ty) && !ts.is_first_class(d.ty) {
            self.error(d, "Instruction returns a non-scalar type!");
        }
        if ts.is_metadata(d.ty) && !matches!(d.kind, InstKind::Call(_) | InstKind::Invoke { .. }) {
            self.error(d, "Invalid use of metadata!");
        }
        // Operands: references into this function, dominance, self references.
        let mut self_ref_reported = false;
        if let InstKind::Phi { incoming, .. } = &d.kind {
            for (v, bb) in incoming {
                match self.block_index(*bb) {
                    Some(from) => {
                        self.check_operand(i, d, *v, k, p, Some(from), &mut self_ref_reported)
                    }
                    None => self.error(d, "Referring to a basic block in another function!"),
                }
            }
        } else {
            let mut ops = std::mem::take(&mut self.ops_buf);
            ops.clear();
            d.kind.for_each_operand(|v| ops.push(v));
            let callee = d.kind.call_data().map(|c| c.callee);
            for (n, v) in ops.iter().enumerate() {
                self.check_operand(i, d, *v, k, p, None, &mut self_ref_reported);
                // The callee is the last operand `for_each_operand` yields for calls.
                let is_callee = callee.is_some() && n + 1 == ops.len();
                if !is_callee {
                    self.check_not_intrinsic_address(d, *v);
                }
            }
            self.ops_buf = ops;
        }
        self.check_kind(i, d, k);
        super::metadata::check_inst_metadata(self, d);
    }

    /// One operand of instruction `i` (at position `p` of block `k`). `phi_from` is the
    /// incoming block for PHI operands.
    #[allow(clippy::too_many_arguments)]
    fn check_operand(
        &mut self,
        i: Inst,
        d: &InstData,
        v: Value,
        k: u32,
        p: u32,
        phi_from: Option<u32>,
        self_ref_reported: &mut bool,
    ) {
        match v {
            Value::Inst(j) => {
                let def = self.ix.inst.get(j.index()).copied();
                let def_blk = def.map_or(NONE, |x| x.blk);
                if def_blk == NONE {
                    self.error(
                        d,
                        "Instruction referencing instruction not embedded in a basic block!",
                    );
                    return;
                }
                if j == i && phi_from.is_none() {
                    if self.ix.dt.is_reachable(k) && !*self_ref_reported {
                        *self_ref_reported = true;
                        self.error(d, "Only PHI nodes may reference their own value!");
                    }
                    return;
                }
                if !self.dominates_use(j, def_blk, k, p, phi_from) {
                    let note = format!(
                        "{} is defined in {}, which does not dominate this use",
                        self.value_name(v),
                        self.block_name(self.body.layout[def_blk as usize])
                    );
                    self.error_note(d, "Instruction does not dominate all uses!", note);
                }
            }
            Value::Arg(n) => {
                if n as usize >= self.params.len() {
                    self.error(d, "Referring to an argument in another function!");
                }
            }
            Value::Const(c) => {
                if c.index() >= self.m.consts.len() {
                    self.error(d, "Referencing a constant of another module!");
                }
            }
            Value::Block(b) => {
                if self.block_index(b).is_none() {
                    self.error(d, "Referring to a basic block in another function!");
                }
            }
            Value::LocalMd(l) => {
                if self.body.local_md.get(l).is_none() {
                    self.error(d, "Referring to metadata of another function!");
                }
            }
            Value::Asm(_) | Value::Md(_) => {}
        }
    }

    /// LLVM's `DominatorTree::dominates(Def, Use)`: whether instruction `def` (in block
    /// `def_blk`) is available at a use by the instruction at position `p` of block `k`, or, for
    /// a PHI operand, at the end of incoming block `phi_from`.
    fn dominates_use(
        &self,
        def: Inst,
        def_blk: u32,
        k: u32,
        p: u32,
        phi_from: Option<u32>,
    ) -> bool {
        let use_blk = phi_from.unwrap_or(k);
        if !self.ix.dt.is_reachable(use_blk) {
            return true;
        }
        if !self.ix.dt.is_reachable(def_blk) {
            return false;
        }
        // An `invoke` defines its result only on the edge to its normal destination. (A
        // `callbr` result is available in all its successors in LLVM 19: asm-goto outputs are
        // used on the indirect edges too.)
        let maybe_invoke = self
            .ix
            .ends_with_invoke
            .get(def_blk as usize)
            .copied()
            .unwrap_or(true);
        let edge_end = if !maybe_invoke {
            None
        } else {
            match &self.body.insts[def].kind {
                InstKind::Invoke { normal, unwind, .. } => {
                    if normal == unwind {
                        // Rejected elsewhere; LLVM skips the dominance query too.
                        return true;
                    }
                    Some(*normal)
                }
                _ => None,
            }
        };
        if let Some(end) = edge_end {
            let Some(end) = self.block_index(end) else {
                return true;
            };
            if phi_from == Some(def_blk) && k == end {
                return true;
            }
            return self.edge_dominates(def_blk, end, use_blk);
        }
        if def_blk != use_blk {
            return self.ix.dt.dominates(def_blk, use_blk);
        }
        if phi_from.is_some() {
            return true;
        }
        self.ix.inst[def.index()].pos < p
    }

    /// Whether the CFG edge `start -> end` dominates block `use_blk` (LLVM's
    /// `dominates(const BasicBlockEdge&, const BasicBlock*)`).
    fn edge_dominates(&self, start: u32, end: u32, use_blk: u32) -> bool {
        if !self.ix.dt.dominates(end, use_blk) {
            return false;
        }
        let preds = self.ix.cfg.preds(end);
        if preds.len() == 1 {
            return true;
        }
        let mut seen_start = false;
        for &pb in preds {
            if pb == start {
                if seen_start {
                    return false;
                }
                seen_start = true;
                continue;
            }
            if !self.ix.dt.dominates(end, pb) {
                return false;
            }
        }
        true
    }

    /// "Cannot take the address of an intrinsic!": an `llvm.*` function used other than as a
    /// callee.
    fn check_not_intrinsic_address(&mut self, d: &InstData, v: Value) {
        let Value::Const(c) = v else {
            return;
        };
        if c.index() >= self.m.consts.len() {
            return;
        }
        if let crate::value::ConstData::Global(g) = &self.m.consts.get(c).data {
            let is_fn = self
                .m
                .globals
                .get(*g)
                .is_some_and(|gv| gv.as_func().is_some());
            if is_fn && super::is_intrinsic_name(self.m, *g) {
                self.error(d, "Cannot take the address of an intrinsic!");
            }
        }
    }
}
