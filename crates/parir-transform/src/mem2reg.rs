//! `mem2reg`: promotes allocas to SSA values (issue 3, item 3: "mem2reg"), as LLVM 19's
//! `PromotePass` does for the common case.
//!
//! An alloca of the entry block is promoted when its type is a scalar (integer, floating
//! point, pointer or vector), it allocates one element, and its only users are simple
//! (non-volatile) loads of that type, stores of a value of that type *to* it, and
//! `llvm.lifetime.start/end`. Phis are placed on the iterated dominance frontier of the
//! storing blocks, pruned to the blocks where the variable is live on entry (the dominance
//! frontiers are computed here from the dominator tree, Cooper–Harvey–Kennedy style); loads
//! are then renamed by a walk of the dominator tree. New phis are named `<alloca>.<n>` like
//! LLVM's. A load that no store reaches reads `undef`. A `#dbg_declare` of a promoted alloca
//! becomes `#dbg_value`s of the variable, as LLVM's `ConvertDebugDeclareToDebugValue` does:
//! one before each store, of the stored value, and one after the phis of each block that got
//! a phi for it, of the phi. Other debug metadata that pointed at a promoted alloca now
//! points at `poison`.

use crate::edit::{remove_inst, LocalNames};
use crate::manager::{FunctionAnalyses, FunctionContext, Pass, PassResult, PreservedAnalyses};
use crate::users::Users;
use cranelift_entity::EntityRef;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_ir::function::LocalMdData;
use parir_ir::inst::{DbgRecord, Flags, InstData, InstKind};
use parir_ir::metadata::MdRef;
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, Inst, Module, Type, Value};
use rustc_hash::FxHashMap;

/// The `mem2reg` pass.
///
/// ```
/// use parir_transform::manager::{PassManager, PipelineOptions};
/// let mut m = parir_ir::parser::parse_module(
///     "define i32 @f(i1 %c) {\nentry:\n  %x = alloca i32\n  br i1 %c, label %a, label %b\na:\n  store i32 1, ptr %x\n  br label %j\nb:\n  store i32 2, ptr %x\n  br label %j\nj:\n  %v = load i32, ptr %x\n  ret i32 %v\n}\n",
///     "m.ll",
/// ).unwrap();
/// PassManager::parse("mem2reg").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
/// let text = parir_ir::printer::print_module(&m);
/// assert!(text.contains("%x.0 = phi i32 [ 1, %a ], [ 2, %b ]"), "{text}");
/// assert!(text.contains("ret i32 %x.0"));
/// ```
pub struct Mem2Reg;

impl Pass for Mem2Reg {
    fn name(&self) -> &'static str {
        "mem2reg"
    }
    fn dump_name(&self) -> &'static str {
        "PromotePass"
    }
    fn description(&self) -> &'static str {
        "promote scalar allocas to SSA registers"
    }
    fn run_on_function(
        &self,
        cx: &FunctionContext,
        body: &mut Body,
        analyses: &mut FunctionAnalyses,
    ) -> PassResult {
        let cfg = analyses.cfg(body);
        let dt = analyses.domtree(body);
        let changed = promote_allocas(cx, body, &cfg, &dt);
        PassResult::from_changed(changed, PreservedAnalyses::cfg())
    }
}

/// What a promoted alloca was used by.
struct Candidate {
    alloca: Inst,
    ty: Type,
    loads: Vec<Inst>,
    stores: Vec<Inst>,
    others: Vec<Inst>,
}

fn is_scalar(m: &Module, t: Type) -> bool {
    matches!(
        m.types.get(t),
        TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr(_) | TypeData::Vector { .. }
    )
}

fn callee_name<'m>(m: &'m Module, d: &InstData) -> Option<&'m str> {
    let c = match &d.kind {
        InstKind::Call(c) => c,
        _ => return None,
    };
    let Value::Const(k) = c.callee else {
        return None;
    };
    match m.consts.get(k).data {
        ConstData::Global(g) => m.globals.get(g)?.name(),
        _ => None,
    }
}

fn candidate(m: &Module, body: &Body, users: &Users, args: &[Type], a: Inst) -> Option<Candidate> {
    let InstKind::Alloca { elem_ty, count, .. } = &body.insts[a].kind else {
        return None;
    };
    if !is_scalar(m, *elem_ty) {
        return None;
    }
    if let Some(Value::Const(c)) = count {
        let one = matches!(&m.consts.get(*c).data, ConstData::Int(v) if v.as_i128() == Some(1));
        if !one {
            return None;
        }
    } else if count.is_some() {
        return None;
    }
    let mut cand = Candidate {
        alloca: a,
        ty: *elem_ty,
        loads: Vec::new(),
        stores: Vec::new(),
        others: Vec::new(),
    };
    let mut us = users.users(a).to_vec();
    us.dedup();
    for u in us {
        let d = &body.insts[u];
        match &d.kind {
            InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } if *ptr == Value::Inst(a) && d.ty == *elem_ty => cand.loads.push(u),
            InstKind::Store {
                val,
                ptr,
                volatile: false,
                atomic: None,
                ..
            } if *ptr == Value::Inst(a) && *val != Value::Inst(a) => {
                let vt = value_type(m, body, args, *val)?;
                if vt != *elem_ty {
                    return None;
                }
                cand.stores.push(u);
            }
            _ if callee_name(m, d).is_some_and(|n| {
                n.starts_with("llvm.lifetime.start") || n.starts_with("llvm.lifetime.end")
            }) =>
            {
                cand.others.push(u)
            }
            _ => return None,
        }
    }
    Some(cand)
}

fn value_type(m: &Module, body: &Body, args: &[Type], v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Const(c) => Some(m.consts.ty(c)),
        Value::Arg(n) => args.get(n as usize).copied(),
        _ => None,
    }
}

/// Promotes the promotable allocas of the entry block; returns whether any was promoted.
pub fn promote_allocas(
    cx: &FunctionContext,
    body: &mut Body,
    cfg: &ControlFlowGraph,
    dt: &DominatorTree,
) -> bool {
    let m = cx.module;
    let Some(entry) = body.entry() else {
        return false;
    };
    let users = Users::compute(body);
    let arg_types = arg_types(cx);
    let mut cands = Vec::new();
    for &i in &body.blocks[entry].insts {
        if !matches!(body.insts[i].kind, InstKind::Alloca { .. }) {
            continue;
        }
        if let Some(c) = candidate(m, body, &users, &arg_types, i) {
            if cx.undef(c.ty).is_some() && cx.poison(body.insts[i].ty).is_some() {
                cands.push(c);
            }
        }
    }
    if cands.is_empty() {
        return false;
    }
    let declares = take_declares(body, &cands);
    let arg_names = cx.function().map_or(&[][..], |f| &f.arg_names[..]);
    let mut names = LocalNames::of(arg_names, body);
    let df = dominance_frontiers(cfg, dt);
    let nb = body.blocks.len();

    // Phi placement.
    let mut layout_pos = vec![usize::MAX; nb];
    for (i, &b) in body.layout.iter().enumerate() {
        layout_pos[b.index()] = i;
    }
    let mut phi_of: FxHashMap<(usize, Block), Inst> = FxHashMap::default();
    let mut new_phis: Vec<(usize, Inst)> = Vec::new();
    for (k, c) in cands.iter().enumerate() {
        let mut defs = vec![false; nb];
        for &s in &c.stores {
            if let Some(b) = body.inst_block[s] {
                defs[b.index()] = true;
            }
        }
        let live_in = live_in_blocks(body, cfg, c, &defs);
        let mut has_phi = vec![false; nb];
        let mut work: Vec<Block> = (0..nb).filter(|&i| defs[i]).map(Block::new).collect();
        let mut queued = defs.clone();
        let mut phi_blocks = Vec::new();
        while let Some(b) = work.pop() {
            for &f in df.get(b.index()).map_or(&[][..], |v| v.as_slice()) {
                if has_phi[f.index()] || !live_in[f.index()] {
                    continue;
                }
                has_phi[f.index()] = true;
                phi_blocks.push(f);
                if !queued[f.index()] {
                    queued[f.index()] = true;
                    work.push(f);
                }
            }
        }
        // LLVM creates the phis in layout order, each at the front of its block.
        phi_blocks.sort_by_key(|b| layout_pos[b.index()]);
        let base = body.insts[c.alloca].name.clone().unwrap_or_default();
        for (version, f) in phi_blocks.into_iter().enumerate() {
            let name = names.unique(&format!("{base}.{version}"));
            let mut d = InstData::new(
                InstKind::Phi {
                    incoming: Vec::new(),
                    flags: Flags::default(),
                },
                c.ty,
            );
            d.name = Some(name);
            let p = crate::edit::insert_inst(body, f, 0, d);
            phi_of.insert((k, f), p);
            new_phis.push((k, p));
        }
    }

    // Renaming along the dominator tree.
    let mut repl: FxHashMap<Inst, Value> = FxHashMap::default();
    // Each promoted load (true) and store (false), with its alloca.
    let mut role: FxHashMap<Inst, (usize, bool)> = FxHashMap::default();
    for (k, c) in cands.iter().enumerate() {
        role.extend(c.loads.iter().map(|&l| (l, (k, true))));
        role.extend(c.stores.iter().map(|&s| (s, (k, false))));
    }
    let mut dead: Vec<Inst> = Vec::new();
    let init: Vec<Value> = cands
        .iter()
        .map(|c| cx.undef(c.ty).map_or(Value::Inst(c.alloca), Value::Const))
        .collect();
    // LLVM's RenamePass: a depth-first walk of the CFG; each edge adds its phi entries
    // (once per parallel edge), each block is renamed once, the first successor is
    // visited at once and the others are stacked.
    let mut stack: Vec<(Block, Option<Block>, Vec<Value>)> = vec![(entry, None, init.clone())];
    let mut visited = vec![false; nb];
    while let Some((mut b, mut pred, mut cur)) = stack.pop() {
        loop {
            if let Some(pr) = pred {
                let edges = cfg.predecessors(b).iter().filter(|&&x| x == pr).count();
                for (k, v) in cur.iter_mut().enumerate() {
                    if let Some(&p) = phi_of.get(&(k, b)) {
                        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                            for _ in 0..edges {
                                incoming.push((*v, pr));
                            }
                        }
                        *v = Value::Inst(p);
                    }
                }
            }
            if std::mem::replace(&mut visited[b.index()], true) {
                break;
            }
            for &i in &body.blocks[b].insts {
                match role.get(&i) {
                    Some(&(k, true)) => {
                        repl.insert(i, cur[k]);
                        dead.push(i);
                    }
                    Some(&(k, false)) => {
                        if let InstKind::Store { val, .. } = &body.insts[i].kind {
                            cur[k] = *val;
                        }
                        dead.push(i);
                    }
                    None => {}
                }
            }
            let succs = cfg.successors(b);
            let Some(&first) = succs.first() else {
                break;
            };
            let mut seen = vec![first];
            for &s in &succs[1..] {
                if !seen.contains(&s) {
                    seen.push(s);
                    stack.push((s, Some(b), cur.clone()));
                }
            }
            pred = Some(b);
            b = first;
        }
    }
    // Loads and stores in unreachable blocks.
    for (k, c) in cands.iter().enumerate() {
        for &l in &c.loads {
            if let std::collections::hash_map::Entry::Vacant(e) = repl.entry(l) {
                e.insert(init[k]);
                dead.push(l);
            }
        }
        dead.extend(c.stores.iter().copied());
        dead.extend(c.others.iter().copied());
    }
    // Phis get an `undef` entry for each predecessor edge the walk did not reach.
    for &(k, p) in &new_phis {
        let Some(b) = body.inst_block[p] else {
            continue;
        };
        let mut missing: Vec<Block> = cfg.predecessors(b).to_vec();
        if let InstKind::Phi { incoming, .. } = &body.insts[p].kind {
            for (_, from) in incoming {
                if let Some(pos) = missing.iter().position(|x| x == from) {
                    missing.remove(pos);
                }
            }
        }
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for from in missing.into_iter().rev() {
                incoming.push((init[k], from));
            }
        }
    }

    // The variables of the declares: before each store its value; after the phis of a block
    // each new phi, each inserted ahead of the records there (LLVM visits the phis in block
    // order and inserts at the head of the first insertion point, so they read in reverse).
    // The stored value may be a promoted load; the rewriting below reaches the records too.
    for (k, c) in cands.iter().enumerate() {
        for &st in &c.stores {
            if let InstKind::Store { val, .. } = body.insts[st].kind {
                for d in &declares[k] {
                    push_dbg_value(body, st, val, d, false);
                }
            }
        }
    }
    let new_phi_of: FxHashMap<Inst, usize> = new_phis.iter().map(|&(k, p)| (p, k)).collect();
    for &b in &body.layout.clone() {
        let insts = &body.blocks[b].insts;
        let phis: Vec<(Inst, usize)> = insts
            .iter()
            .take_while(|&&i| matches!(body.insts[i].kind, InstKind::Phi { .. }))
            .filter_map(|&i| new_phi_of.get(&i).map(|&k| (i, k)))
            .collect();
        if phis.is_empty() {
            continue;
        }
        // LLVM's first insertion point: after the phis and any EH pad; none in a block that
        // starts with a catchswitch.
        let Some(&at) = insts.iter().find(|&&i| {
            !matches!(
                body.insts[i].kind,
                InstKind::Phi { .. }
                    | InstKind::LandingPad { .. }
                    | InstKind::CatchPad { .. }
                    | InstKind::CleanupPad { .. }
            )
        }) else {
            continue;
        };
        if matches!(body.insts[at].kind, InstKind::CatchSwitch { .. }) {
            continue;
        }
        for (p, k) in phis {
            for d in &declares[k] {
                push_dbg_value(body, at, Value::Inst(p), d, true);
            }
        }
    }

    // Resolve chains (a stored value that was itself a promoted load) and rewrite uses.
    let resolve = |mut v: Value| {
        let mut n = 0;
        while let Value::Inst(i) = v {
            match repl.get(&i) {
                Some(&w) if n < repl.len() + 1 => {
                    v = w;
                    n += 1;
                }
                _ => break,
            }
        }
        v
    };
    let mut resolved: Vec<(Inst, Value)> =
        repl.keys().map(|&i| (i, resolve(Value::Inst(i)))).collect();
    resolved.sort_by_key(|(i, _)| *i);
    let map: FxHashMap<Value, Value> = resolved.iter().map(|&(i, v)| (Value::Inst(i), v)).collect();
    for (_, i) in body.inst_iter().collect::<Vec<_>>() {
        crate::edit::for_each_operand_mut(&mut body.insts[i].kind, |v| {
            if let Some(&w) = map.get(v) {
                *v = w;
            }
        });
    }
    for (&from, &to) in &map {
        crate::edit::replace_metadata_uses(body, from, to);
    }
    for d in dead {
        remove_inst(body, d);
    }
    for c in &cands {
        let ty = body.insts[c.alloca].ty;
        if let Some(p) = cx.poison(ty) {
            crate::edit::replace_metadata_uses(body, Value::Inst(c.alloca), Value::Const(p));
        }
        remove_inst(body, c.alloca);
    }
    simplify_new_phis(body, &new_phis, &mut names);
    true
}

/// A variable a `#dbg_declare` described: the variable, the expression and the location.
type Declared = (MdRef, MdRef, MdRef);

/// Removes the `#dbg_declare` records of the candidates' allocas; returns, per candidate, the
/// variables they described, in layout order.
fn take_declares(body: &mut Body, cands: &[Candidate]) -> Vec<Vec<Declared>> {
    let index: FxHashMap<Inst, usize> = cands
        .iter()
        .enumerate()
        .map(|(k, c)| (c.alloca, k))
        .collect();
    let mut out = vec![Vec::new(); cands.len()];
    let order: Vec<Inst> = body
        .layout
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .filter(|i| body.dbg_records.contains_key(i))
        .collect();
    for i in order {
        let Some(mut recs) = body.dbg_records.remove(&i) else {
            continue;
        };
        recs.retain(|r| {
            let DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign: None,
                debug_loc,
            } = r
            else {
                return true;
            };
            let target = match *location {
                Value::LocalMd(l) => match body.local_md.get(l) {
                    Some(LocalMdData::Value(Value::Inst(a))) => Some(*a),
                    _ => None,
                },
                Value::Inst(a) => Some(a),
                _ => None,
            };
            match target.and_then(|a| index.get(&a)) {
                Some(&k) if kind == "declare" => {
                    out[k].push((*variable, *expression, *debug_loc));
                    false
                }
                _ => true,
            }
        });
        if !recs.is_empty() {
            body.dbg_records.insert(i, recs);
        }
    }
    out
}

/// Attaches `#dbg_value(v, ...)` of a declared variable before `before`: immediately before
/// it, or (`at_head`) before the records already there, which is where LLVM inserts at a
/// block's first insertion point.
fn push_dbg_value(body: &mut Body, before: Inst, v: Value, d: &Declared, at_head: bool) {
    let l = body.local_md.push(LocalMdData::Value(v));
    let rec = DbgRecord::Variable {
        kind: "value".into(),
        location: Value::LocalMd(l),
        variable: d.0,
        expression: d.1,
        assign: None,
        debug_loc: d.2,
    };
    let recs = body.dbg_records.entry(before).or_default();
    if at_head {
        recs.insert(0, rec);
    } else {
        recs.push(rec);
    }
}

/// Phis whose entries (other than themselves) are all one value defined elsewhere are
/// replaced by it, repeatedly (LLVM's cleanup after renaming).
fn simplify_new_phis(body: &mut Body, new_phis: &[(usize, Inst)], names: &mut LocalNames) {
    let mut changed = true;
    while changed {
        changed = false;
        for &(_, p) in new_phis {
            let Some(b) = body.inst_block[p] else {
                continue;
            };
            let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
                continue;
            };
            let mut common = None;
            let mut unique = true;
            for &(v, _) in incoming {
                if v == Value::Inst(p) {
                    continue;
                }
                match common {
                    None => common = Some(v),
                    Some(c) if c != v => unique = false,
                    _ => {}
                }
            }
            let Some(v) = common.filter(|_| unique) else {
                continue;
            };
            if let Value::Inst(d) = v {
                if body.inst_block[d] == Some(b) {
                    continue;
                }
            }
            crate::users::replace_all_uses_with(body, Value::Inst(p), v);
            if let Some(n) = body.insts[p].name.clone() {
                names.remove(&n);
            }
            remove_inst(body, p);
            changed = true;
        }
    }
}

fn arg_types(cx: &FunctionContext) -> Vec<Type> {
    let Some(f) = cx.function() else {
        return Vec::new();
    };
    match cx.module.types.get(f.ty) {
        TypeData::Function { params, .. } => params.to_vec(),
        _ => Vec::new(),
    }
}

/// Blocks where the alloca's value is live on entry: a load comes before any store in the
/// block, or the value flows through a block without stores to such a load.
fn live_in_blocks(body: &Body, cfg: &ControlFlowGraph, c: &Candidate, defs: &[bool]) -> Vec<bool> {
    let nb = body.blocks.len();
    let stores: rustc_hash::FxHashSet<Inst> = c.stores.iter().copied().collect();
    let loads: rustc_hash::FxHashSet<Inst> = c.loads.iter().copied().collect();
    let mut live = vec![false; nb];
    let mut work = Vec::new();
    let mut seen_blocks = vec![false; nb];
    for &l in &c.loads {
        let Some(b) = body.inst_block[l] else {
            continue;
        };
        if std::mem::replace(&mut seen_blocks[b.index()], true) {
            continue;
        }
        if defs[b.index()] {
            // Live in only if a load precedes the first store of the block.
            let mut first_load = true;
            for &i in &body.blocks[b].insts {
                if stores.contains(&i) {
                    first_load = false;
                    break;
                }
                if loads.contains(&i) {
                    break;
                }
            }
            if !first_load {
                continue;
            }
        }
        work.push(b);
    }
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut live[b.index()], true) {
            continue;
        }
        for &p in cfg.predecessors(b) {
            if !defs[p.index()] && !live[p.index()] {
                work.push(p);
            }
        }
    }
    live
}

/// The dominance frontier of every reachable block (indexed by block index).
///
/// ```
/// use parir_analysis::{cfg::ControlFlowGraph, dominators::DominatorTree};
/// use parir_ir::Block;
/// use cranelift_entity::EntityRef;
/// let b = |i| Block::new(i);
/// // A diamond: 0 -> {1, 2} -> 3.
/// let cfg = ControlFlowGraph::from_successors(
///     &[b(0), b(1), b(2), b(3)],
///     &[vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![]],
/// );
/// let dt = DominatorTree::compute(&cfg);
/// let df = parir_transform::mem2reg::dominance_frontiers(&cfg, &dt);
/// assert_eq!(df[1], [b(3)]);
/// assert!(df[0].is_empty());
/// ```
pub fn dominance_frontiers(cfg: &ControlFlowGraph, dt: &DominatorTree) -> Vec<Vec<Block>> {
    let mut df: Vec<Vec<Block>> = vec![Vec::new(); cfg.num_block_indices()];
    for &b in cfg.blocks() {
        if !dt.is_reachable(b) {
            continue;
        }
        let preds = cfg.predecessors(b);
        if preds.len() < 2 {
            continue;
        }
        let Some(idom) = dt.idom(b) else {
            continue;
        };
        for &p in preds {
            if !dt.is_reachable(p) {
                continue;
            }
            let mut r = p;
            while r != idom {
                let list = &mut df[r.index()];
                if !list.contains(&b) {
                    list.push(b);
                }
                match dt.idom(r) {
                    Some(up) => r = up,
                    None => break,
                }
            }
        }
    }
    df
}
