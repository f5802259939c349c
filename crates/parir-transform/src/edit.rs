//! Small editing utilities over a function body (issue 3, item 3: "insert/remove/move
//! instructions, split blocks and edges"): mutable operand and successor visitors, successor
//! replacement, instruction removal, and LLVM's naming of new local values.

use compact_str::CompactString;
use parir_ir::function::{Body, LocalMdData};
use parir_ir::inst::{DbgRecord, InstKind};
use parir_ir::{Block, Inst, Value};
use rustc_hash::FxHashSet;

/// Calls `f` on every value operand of an instruction (not block operands), in operand order.
///
/// ```
/// use parir_ir::{inst::{InstKind, BinOp, Flags}, Value};
/// let mut k = InstKind::Binary { op: BinOp::Add, flags: Flags::default(), lhs: Value::Arg(0), rhs: Value::Arg(1) };
/// parir_transform::edit::for_each_operand_mut(&mut k, |v| if *v == Value::Arg(0) { *v = Value::Arg(2) });
/// assert!(matches!(k, InstKind::Binary { lhs: Value::Arg(2), .. }));
/// ```
pub fn for_each_operand_mut(kind: &mut InstKind, f: impl FnMut(&mut Value)) {
    kind.for_each_operand_mut(f)
}

/// Calls `f` on every successor operand of a terminator (each occurrence), including the
/// incoming blocks of nothing else: phis are not terminators.
pub fn for_each_successor_mut(kind: &mut InstKind, mut f: impl FnMut(&mut Block)) {
    match kind {
        InstKind::Br(b) => f(b),
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => {
            f(then_dest);
            f(else_dest);
        }
        InstKind::Switch { default, cases, .. } => {
            f(default);
            cases.iter_mut().for_each(|c| f(&mut c.1));
        }
        InstKind::IndirectBr { dests, .. } => dests.iter_mut().for_each(f),
        InstKind::Invoke { normal, unwind, .. } => {
            f(normal);
            f(unwind);
        }
        InstKind::CallBr {
            default, indirect, ..
        } => {
            f(default);
            indirect.iter_mut().for_each(f);
        }
        InstKind::CleanupRet { unwind, .. } => unwind.iter_mut().for_each(f),
        InstKind::CatchRet { dest, .. } => f(dest),
        InstKind::CatchSwitch {
            handlers, unwind, ..
        } => {
            unwind.iter_mut().for_each(&mut f);
            handlers.iter_mut().for_each(f);
        }
        InstKind::Detach {
            task, cont, unwind, ..
        } => {
            f(task);
            f(cont);
            unwind.iter_mut().for_each(f);
        }
        InstKind::Reattach { cont, .. } | InstKind::Sync { cont, .. } => f(cont),
        _ => {}
    }
}

/// Makes the terminator of `pred` branch to `to` wherever it branched to `from` (LLVM's
/// `Instruction::replaceSuccessorWith`). Returns whether anything changed.
pub fn replace_successor(body: &mut Body, pred: Block, from: Block, to: Block) -> bool {
    let Some(t) = body.terminator(pred) else {
        return false;
    };
    let mut changed = false;
    for_each_successor_mut(&mut body.insts[t].kind, |b| {
        if *b == from {
            *b = to;
            changed = true;
        }
    });
    changed
}

/// LLVM's `MergeBlockIntoPredecessor` for block `b` whose only predecessor `p` ends in an
/// unconditional branch to it: `b`'s single-entry phis become their value, its
/// instructions move to the end of `p` in place of the branch, and `p` (keeping its own
/// name) takes `b`'s place in its successors' phis. Whether it merged.
pub fn merge_into_single_predecessor(body: &mut Body, b: Block) -> bool {
    let preds: Vec<Block> = body
        .layout
        .iter()
        .copied()
        .filter(|&x| body.successors(x).contains(&b))
        .collect();
    let [p] = preds[..] else { return false };
    if p == b {
        return false;
    }
    let Some(pt) = body.terminator(p) else {
        return false;
    };
    if !matches!(body.insts[pt].kind, InstKind::Br(to) if to == b) {
        return false;
    }
    for pn in phis(body, b) {
        let v = match &body.insts[pn].kind {
            InstKind::Phi { incoming, .. } if incoming.len() == 1 => incoming[0].0,
            _ => return false,
        };
        if v == Value::Inst(pn) {
            return false;
        }
    }
    for pn in phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &body.insts[pn].kind {
            let v = incoming[0].0;
            crate::users::replace_all_uses_with(body, Value::Inst(pn), v);
        }
        remove_inst(body, pn);
    }
    let recs = body.dbg_records.remove(&pt);
    remove_inst(body, pt);
    let insts = std::mem::take(&mut body.blocks[b].insts);
    if let (Some(r), Some(&first)) = (recs, insts.first()) {
        let dst = body.dbg_records.entry(first).or_default();
        let tail = std::mem::replace(dst, r);
        dst.extend(tail);
    }
    for &i in &insts {
        body.inst_block[i] = Some(p);
    }
    body.blocks[p].insts.extend(insts);
    for s in body.successors(p) {
        crate::split::replace_phi_block(body, s, b, p);
    }
    body.blocks[b].name = None;
    body.layout.retain(|&x| x != b);
    true
}

/// The phis at the start of block `b`.
pub fn phis(body: &Body, b: Block) -> Vec<Inst> {
    body.blocks[b]
        .insts
        .iter()
        .copied()
        .take_while(|&i| matches!(body.insts[i].kind, InstKind::Phi { .. }))
        .collect()
}

/// Removes instruction `i` from its block (its data stays in the arena, unreachable). Debug
/// records attached before it move to the next instruction, as LLVM does on erase.
pub fn remove_inst(body: &mut Body, i: Inst) {
    let Some(b) = body.inst_block[i] else {
        return;
    };
    let insts = &mut body.blocks[b].insts;
    if let Some(pos) = insts.iter().position(|&x| x == i) {
        insts.remove(pos);
        if let Some(recs) = body.dbg_records.remove(&i) {
            if let Some(&next) = body.blocks[b].insts.get(pos) {
                let dst = body.dbg_records.entry(next).or_default();
                let tail = std::mem::replace(dst, recs);
                dst.extend(tail);
            }
        }
    }
    body.inst_block[i] = None;
}

/// Inserts a new instruction at position `pos` of block `b`.
pub fn insert_inst(body: &mut Body, b: Block, pos: usize, data: parir_ir::inst::InstData) -> Inst {
    let i = body.insts.push(data);
    let insts = &mut body.blocks[b].insts;
    let pos = pos.min(insts.len());
    insts.insert(pos, i);
    body.inst_block[i] = Some(b);
    i
}

/// Replaces every use of `from` in function-local metadata (`metadata ty %x`, `DIArgList`s)
/// and in debug records by `to`.
pub fn replace_metadata_uses(body: &mut Body, from: Value, to: Value) {
    for (_, l) in body.local_md.iter_mut() {
        match l {
            LocalMdData::Value(v) => {
                if *v == from {
                    *v = to;
                }
            }
            LocalMdData::ArgList(vs) => vs.iter_mut().filter(|v| **v == from).for_each(|v| *v = to),
        }
    }
    for recs in body.dbg_records.values_mut() {
        for r in recs.iter_mut() {
            if let DbgRecord::Variable {
                location, assign, ..
            } = r
            {
                if *location == from {
                    *location = to;
                }
                if let Some((_, addr, _)) = assign {
                    if *addr == from {
                        *addr = to;
                    }
                }
            }
        }
    }
}

/// LLVM's naming of new local values: a name already taken gets the next number of a
/// per-function counter appended (`ValueSymbolTable::makeUniqueName`), so `h.preheader`
/// becomes `h.preheader1` when taken.
///
/// ```
/// let mut names = parir_transform::edit::LocalNames::default();
/// names.insert("a");
/// assert_eq!(names.unique("a"), "a1");
/// assert_eq!(names.unique("a"), "a2");
/// assert_eq!(names.unique("b"), "b");
/// ```
#[derive(Clone, Debug, Default)]
pub struct LocalNames {
    taken: FxHashSet<CompactString>,
    last_unique: u32,
}

impl LocalNames {
    /// The names of the arguments, blocks and instructions of a function.
    pub fn of(arg_names: &[Option<CompactString>], body: &Body) -> LocalNames {
        let mut n = LocalNames::default();
        for a in arg_names.iter().flatten() {
            n.insert(a);
        }
        for (_, b) in body.blocks.iter() {
            if let Some(x) = &b.name {
                n.insert(x);
            }
        }
        for (_, d) in body.insts.iter() {
            if let Some(x) = &d.name {
                n.insert(x);
            }
        }
        n
    }

    /// Records `name` as taken.
    pub fn insert(&mut self, name: &str) {
        self.taken.insert(CompactString::from(name));
    }

    /// Frees `name` (its value was deleted).
    pub fn remove(&mut self, name: &str) {
        self.taken.remove(name);
    }

    /// A free name based on `base`, now taken.
    pub fn unique(&mut self, base: &str) -> CompactString {
        let mut name = CompactString::from(base);
        while self.taken.contains(&name) {
            self.last_unique += 1;
            name = CompactString::from(format!("{base}{}", self.last_unique));
        }
        self.taken.insert(name.clone());
        name
    }
}
