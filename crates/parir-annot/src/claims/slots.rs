//! Compiler-private stack slots in a claimed loop.
//!
//! At -O0 clang keeps every local variable in an `alloca`, and puts their loads and stores
//! in the loop's access groups like the program's own accesses: the `omp simd` or
//! `#pragma clang loop` loop's counter (`.omp.iv`, `i`), and variables declared in the
//! body. Those slots are registers in memory: mem2reg turns them into header phis, and the
//! phi's class ([`super::scalars`]) says whether the loop carries a value in them. A slot
//! that is an induction in memory (each store writes a load of it plus or minus a
//! loop-invariant step) or that each iteration writes before it reads it (a store
//! dominating every load of it in the loop), and that nothing reads after the loop,
//! carries nothing another iteration or the code after the loop needs: its
//! accesses are privatized, as a clause's variables are, and neither break nor need the
//! claim. A slot whose debug record names a variable clang made (`DIFlagArtificial`: the
//! private copy of a `linear`, `lastprivate` or `reduction` clause, which clang copies out
//! or combines after the loop) is privatized even though the code after the loop reads it,
//! when it is one of those shapes or updated as a reduction (each store writes `load op x`,
//! `x` computed without the slot, and the slot read for nothing else). A program variable
//! updated as a reduction is what mem2reg makes a reduction phi of: privatized under ivdep
//! claims only ([`SlotAccesses::reductions`]). Any other slot (a prefix sum kept in memory,
//! a program variable read after the loop that every iteration writes) stays covered: its
//! dependence is real.

use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::FunctionLoops;
use parir_ir::inst::{BinOp, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{Block, Inst, Module, Value};
use std::collections::HashSet;

use super::names::Namer;

/// A call of `llvm.dbg.*`, `llvm.lifetime.*` or a directive region marker
/// (`llvm.directive.region.entry`, whose clauses name the slots they privatize), which name a
/// slot without using it.
fn marker_call(m: &Module, callee: Value) -> bool {
    let Value::Const(k) = callee else {
        return false;
    };
    let ConstData::Global(g) = &m.consts.get(k).data else {
        return false;
    };
    m.globals[*g].name().is_some_and(|n| {
        n.starts_with("llvm.dbg.")
            || n.starts_with("llvm.lifetime.")
            || n.starts_with("llvm.directive.")
    })
}

/// The accesses among `accesses` (of the loop made of `blocks`) to compiler-private slots
/// and to reduction slots.
pub fn private_slot_accesses(
    n: &Namer,
    fl: &FunctionLoops,
    blocks: &[Block],
    accesses: &[Inst],
) -> SlotAccesses {
    let (m, body) = (n.m, n.body);
    let in_loop = |i: Inst| body.block_of(i).is_some_and(|b| blocks.contains(&b));
    // The slot an access loads from or stores to, when its pointer is an alloca itself.
    let slot_of = |i: Inst| -> Option<(Inst, bool)> {
        let (p, write) = match &body.insts[i].kind {
            InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } => (*ptr, false),
            InstKind::Store {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } => (*ptr, true),
            _ => return None,
        };
        match p {
            Value::Inst(a)
                if matches!(body.insts[a].kind, InstKind::Alloca { count: None, .. }) =>
            {
                Some((a, write))
            }
            _ => None,
        }
    };
    let mut slots: Vec<Inst> = accesses
        .iter()
        .filter_map(|&i| slot_of(i).map(|s| s.0))
        .collect();
    slots.sort_unstable();
    slots.dedup();
    if slots.is_empty() {
        return SlotAccesses::default();
    }
    // Slots whose address escapes (used otherwise than as a load's or store's pointer).
    let mut escapes: HashSet<Inst> = HashSet::new();
    for b in body.blocks.keys() {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            match &d.kind {
                InstKind::Load { .. } => {}
                InstKind::Store { val, .. } => {
                    if let Value::Inst(v) = val {
                        escapes.insert(*v);
                    }
                }
                InstKind::Call(c) if marker_call(m, c.callee) => {}
                k => k.for_each_operand(|v| {
                    if let Value::Inst(x) = v {
                        escapes.insert(x);
                    }
                }),
            }
        }
    }
    slots.retain(|s| !escapes.contains(s));
    // Slots read outside the loop carry a value out of it (a missing `lastprivate`, a
    // reduction's result), unless the slot is clang's private copy.
    let mut read_after: HashSet<Inst> = HashSet::new();
    for b in body.blocks.keys() {
        if blocks.contains(&b) {
            continue;
        }
        for &i in &body.blocks[b].insts {
            if let InstKind::Load {
                ptr: Value::Inst(a),
                ..
            } = &body.insts[i].kind
            {
                read_after.insert(*a);
            }
        }
    }
    let dom = DominatorTree::compute(&fl.cfg);
    let mut out = SlotAccesses::default();
    for s in slots {
        let mine: Vec<(Inst, bool)> = accesses
            .iter()
            .filter_map(|&i| match slot_of(i) {
                Some((a, w)) if a == s && in_loop(i) => Some((i, w)),
                _ => None,
            })
            .collect();
        let stores: Vec<Inst> = mine.iter().filter(|x| x.1).map(|x| x.0).collect();
        let loads: Vec<Inst> = mine.iter().filter(|x| !x.1).map(|x| x.0).collect();
        let induction = !stores.is_empty()
            && stores.iter().all(|&st| {
                let InstKind::Store {
                    val: Value::Inst(v),
                    ..
                } = &body.insts[st].kind
                else {
                    return false;
                };
                let InstKind::Binary { op, lhs, rhs, .. } = &body.insts[*v].kind else {
                    return false;
                };
                let of_slot = |x: &Value| match x {
                    Value::Inst(l) => matches!(slot_of(*l), Some((a, false)) if a == s),
                    _ => false,
                };
                let invariant = |x: &Value| match x {
                    Value::Inst(k) => !in_loop(*k),
                    _ => true,
                };
                matches!(op, BinOp::Add | BinOp::Sub)
                    && ((of_slot(lhs) && invariant(rhs))
                        || (*op == BinOp::Add && of_slot(rhs) && invariant(lhs)))
            });
        let written_first = stores.iter().any(|&st| {
            loads
                .iter()
                .all(|&l| dom.inst_dominates(body, st, l) && st != l)
        });
        let reduction = reduction_slot(body, &stores, &loads, &in_loop);
        let artificial = n.artificial_variable(Value::Inst(s));
        if (induction || written_first || reduction) && (artificial || !read_after.contains(&s)) {
            out.private.extend(mine.iter().map(|x| x.0));
        } else if reduction {
            out.reductions.extend(mine.iter().map(|x| x.0));
        }
    }
    out
}

/// The accesses of a claimed loop to slots that are not shared memory.
#[derive(Default)]
pub struct SlotAccesses {
    /// To compiler-private slots: privatized under every claim.
    pub private: Vec<Inst>,
    /// To a program variable's slot updated as a reduction and read after the loop (`s` in
    /// `s += v[i]`): privatized under the claims that speak about memory dependences only
    /// (ivdep's `no_depends`), as its register form at -O1 is. `omp simd` and
    /// `parallel_accesses` share such a variable between the lanes: it needs a `reduction`
    /// clause (whose private copy is clang's, and private).
    pub reductions: Vec<Inst>,
}

/// Whether a slot, loaded by `loads` and stored by `stores` in the loop, is updated as an
/// integer reduction: each store writes `l op x` for one of the loads `l` and an associative
/// and commutative `op`, `x` does not depend on the slot, and the loads have no other users
/// in the loop — mem2reg would make it a reduction phi.
fn reduction_slot(
    body: &parir_ir::Body,
    stores: &[Inst],
    loads: &[Inst],
    in_loop: &dyn Fn(Inst) -> bool,
) -> bool {
    if stores.is_empty() || loads.is_empty() {
        return false;
    }
    // Whether `v` is computed in the loop from a load of the slot.
    fn from_slot(
        body: &parir_ir::Body,
        loads: &[Inst],
        in_loop: &dyn Fn(Inst) -> bool,
        v: Value,
        depth: u32,
    ) -> bool {
        let Value::Inst(i) = v else { return false };
        if loads.contains(&i) {
            return true;
        }
        if !in_loop(i) || depth > 32 || matches!(body.insts[i].kind, InstKind::Phi { .. }) {
            return false;
        }
        let mut hit = false;
        body.insts[i].kind.for_each_operand(|x| {
            hit = hit || from_slot(body, loads, in_loop, x, depth + 1);
        });
        hit
    }
    let mut updates = Vec::new();
    for &st in stores {
        let InstKind::Store {
            val: Value::Inst(v),
            ..
        } = &body.insts[st].kind
        else {
            return false;
        };
        let InstKind::Binary { op, lhs, rhs, .. } = &body.insts[*v].kind else {
            return false;
        };
        if !matches!(
            op,
            BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
        ) {
            return false;
        }
        let is_load = |x: &Value| matches!(x, Value::Inst(l) if loads.contains(l));
        let ok = (is_load(lhs) && !from_slot(body, loads, in_loop, *rhs, 0))
            || (is_load(rhs) && !from_slot(body, loads, in_loop, *lhs, 0));
        if !ok {
            return false;
        }
        updates.push(*v);
    }
    // The loads feed the updates only.
    for (_, i) in body.inst_iter() {
        if !in_loop(i) || updates.contains(&i) {
            continue;
        }
        let mut reads = false;
        body.insts[i].kind.for_each_operand(|x| {
            reads = reads || matches!(x, Value::Inst(l) if loads.contains(&l));
        });
        if reads {
            return false;
        }
    }
    true
}
