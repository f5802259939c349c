//! Loop rotation (`loop-rotate`; LLVM 19's `LoopRotatePass`, `LoopRotationUtils.cpp`, for
//! the simple case): a loop that tests its exit condition in the header becomes a loop that
//! tests it at the bottom, guarded by a copy of the test before it. clang -O0 emits every
//! `for` and `while` loop header-tested, and the passes that need a counted loop exiting at
//! its latch (`loop-unroll`'s runtime trip count, `loop-spmdization`) take only the rotated
//! form, as LLVM's do after its pipeline's rotation.
//!
//! A loop is rotated when it is in `loop-simplify` form (a preheader ending in an
//! unconditional branch, one latch ending in an unconditional branch to the header), has
//! more than one block, its header ends in a conditional branch to one block of the loop
//! (the new header) and one exit, and the header is its only exiting block, the exit and the
//! new header have the header as their only predecessor, and the header holds at most 16
//! instructions besides its phis, none `noduplicate` or `convergent` (LLVM's default
//! `-rotation-max-header-size`). Then, as LLVM does:
//!
//! 1. the header's instructions are copied into the preheader, its phis replaced by their
//!    preheader values; an instruction with loop-invariant operands that does not touch
//!    memory moves there instead, and a copied comparison of constants folds;
//! 2. the preheader ends in the copied branch: the guard. When the copied condition folds to
//!    entering the loop the guard is an unconditional branch, otherwise the guard's edge into
//!    the loop gets a new preheader `<new header>.lr.ph` and the latch's edge to the exit is
//!    split (`<header>.<exit>_crit_edge`), keeping the loop in `loop-simplify` form;
//! 3. the values of the old header get phis in the new header (and, for their uses after the
//!    loop, in the exit block) that merge the preheader's copies with the originals;
//! 4. the old header, now reached from the latch alone, merges into the latch, whose
//!    terminator is then the loop's exit test and keeps the latch's `llvm.loop` LoopID.
//!
//! Loops are visited inner loops first. Not done (LLVM does them; parir leaves these loops
//! as they are): loops exiting from other blocks than the header, loops whose latch is
//! already exiting, and the latch simplification LLVM applies first when the latch's only
//! predecessor is the header (it folds a latch that only increments into the header; parir
//! leaves a loop whose latch is the header's only successor and holds only integer
//! arithmetic, casts and GEPs unrotated).
//!
//! ```
//! use parir_transform::manager::{PassManager, PipelineOptions};
//! let mut m = parir_ir::parser::parse_module(
//!     "define void @f(ptr %a, i32 %n) {\nentry:\n  br label %cond\ncond:\n  %i = phi i32 [ 0, %entry ], [ %i1, %inc ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %body, label %end\nbody:\n  store i32 %i, ptr %a\n  br label %inc\ninc:\n  %i1 = add i32 %i, 1\n  br label %cond\nend:\n  ret void\n}\n",
//!     "m.ll",
//! ).unwrap();
//! PassManager::parse("loop-rotate").unwrap().run(&mut m, &PipelineOptions::default()).unwrap();
//! let text = parir_ir::printer::print_module(&m);
//! assert!(text.contains("entry:\n  %c1 = icmp slt i32 0, %n\n  br i1 %c1, label %body.lr.ph, label %end"), "{text}");
//! assert!(text.contains("  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %body, label %cond.end_crit_edge"), "{text}");
//! ```

use crate::edit::{for_each_operand_mut, insert_inst, phis, remove_inst, LocalNames};
use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::inst::{InstData, InstKind};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// LLVM's default `-rotation-max-header-size`.
const MAX_HEADER_SIZE: usize = 16;

/// The `loop-rotate` pass (see the module documentation).
pub struct LoopRotate;

impl Pass for LoopRotate {
    fn name(&self) -> &'static str {
        "loop-rotate"
    }
    fn dump_name(&self) -> &'static str {
        "LoopRotatePass"
    }
    fn description(&self) -> &'static str {
        "rotate header-tested loops into bottom-tested loops behind a guard"
    }
    // Folding the guard makes constants and the memory test looks at callees: a module pass.
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        for f in crate::manager::optimizable_functions(m) {
            changed |= rotate_function_in(m, f, an.function(f)) > 0;
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// Rotates the loops of function `f` that can be (inner loops first); returns how many.
pub fn rotate_function(m: &mut Module, f: GlobalId) -> usize {
    rotate_function_in(m, f, &mut FunctionAnalyses::default())
}

/// [`rotate_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn rotate_function_in(m: &mut Module, f: GlobalId, an: &mut FunctionAnalyses) -> usize {
    let mut refused: FxHashSet<Block> = FxHashSet::default();
    let mut rotated = 0;
    loop {
        let Some(body) = m.body(f) else {
            return rotated;
        };
        let fl = an.function_loops(body);
        let mut order = fl.forest.preorder();
        order.reverse();
        let mut found = None;
        for l in order {
            let h = fl.forest.header(l);
            if refused.contains(&h) {
                continue;
            }
            match shape(m, body, &fl, l) {
                Some(s) => {
                    found = Some(s);
                    break;
                }
                None => {
                    refused.insert(h);
                }
            }
        }
        let Some(s) = found else {
            return rotated;
        };
        let Some(func) = m.globals[f].as_func_mut() else {
            return rotated;
        };
        let arg_names = func.arg_names.clone();
        let Some(mut body) = func.body.take() else {
            return rotated;
        };
        let mut names = LocalNames::of(&arg_names, &body);
        an.invalidate(PreservedAnalyses::none());
        rotate(m, &mut body, &mut names, &s);
        if let Some(func) = m.globals[f].as_func_mut() {
            func.body = Some(body);
        }
        // The rotated loop's header is now its old body: never rotated again, as its latch
        // exits.
        refused.insert(s.h);
        rotated += 1;
    }
}

/// A loop to rotate.
struct Shape {
    /// Preheader, header, latch, new header, exit.
    p: Block,
    h: Block,
    lt: Block,
    nh: Block,
    e: Block,
    blocks: FxHashSet<Block>,
}

/// The loop `l` when it has the shape the module documentation describes.
fn shape(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop) -> Option<Shape> {
    let (cfg, lf) = (&fl.cfg, &fl.forest);
    let blocks: FxHashSet<Block> = lf.blocks(l).iter().copied().collect();
    if blocks.len() < 2 {
        return None;
    }
    let h = lf.header(l);
    let p = lf.preheader(cfg, body, l)?;
    let lt = lf.latch(cfg, l)?;
    if lt == h || lf.exiting_blocks(cfg, l) != [h] {
        return None;
    }
    let is_br_to = |b: Block, to: Block| {
        body.terminator(b)
            .is_some_and(|t| body.insts[t].kind == InstKind::Br(to))
    };
    if !is_br_to(p, h) || !is_br_to(lt, h) {
        return None;
    }
    let t = body.terminator(h)?;
    let InstKind::CondBr {
        then_dest,
        else_dest,
        ..
    } = body.insts[t].kind
    else {
        return None;
    };
    let (nh, e) = match (blocks.contains(&then_dest), blocks.contains(&else_dest)) {
        (true, false) => (then_dest, else_dest),
        (false, true) => (else_dest, then_dest),
        _ => return None,
    };
    if cfg.predecessors(e) != [h] || cfg.predecessors(nh) != [h] {
        return None;
    }
    // LLVM (`simplifyLoopLatch`) first folds a latch whose only predecessor is the exiting
    // header into it when the latch only increments (integer arithmetic, casts, GEPs);
    // parir leaves such loops alone.
    if cfg.predecessors(lt) == [h] {
        let cheap = body.blocks[lt].insts.iter().all(|&i| {
            use parir_ir::inst::BinOp::*;
            match &body.insts[i].kind {
                InstKind::Binary { op, .. } => {
                    matches!(op, Add | Sub | And | Or | Xor | Shl | LShr | AShr)
                }
                InstKind::Cast { .. } | InstKind::GetElementPtr { .. } | InstKind::Br(_) => true,
                _ => is_debug(m, &body.insts[i]),
            }
        });
        if cheap {
            return None;
        }
    }
    let mut size = 0;
    for &i in &body.blocks[h].insts {
        let d = &body.insts[i];
        if matches!(d.kind, InstKind::Phi { .. }) || is_debug(m, d) {
            continue;
        }
        size += 1;
        if m.types.is_token(d.ty) {
            return None;
        }
        if let Some((g, _)) = crate::irbuild::callee_name(m, d) {
            let fa = m.globals[g].as_func().map(|f| f.attrs.func);
            let call_attrs = d.kind.call_data().map(|c| c.attrs.func);
            let has = |a: &str| {
                fa.is_some_and(|x| m.attrs.has(x, a))
                    || call_attrs.is_some_and(|x| m.attrs.has(x, a))
            };
            if has("noduplicate") || has("convergent") {
                return None;
            }
        }
    }
    if size > MAX_HEADER_SIZE {
        return None;
    }
    Some(Shape {
        p,
        h,
        lt,
        nh,
        e,
        blocks,
    })
}

fn is_debug(m: &Module, d: &InstData) -> bool {
    crate::irbuild::callee_name(m, d).is_some_and(|(_, n)| n.starts_with("llvm.dbg."))
}

/// Rotates the loop `s` of `body`.
fn rotate(m: &mut Module, body: &mut Body, names: &mut LocalNames, s: &Shape) {
    let void = m.types.void();
    let loop_md = m.md.find_kind("llvm.loop");
    let dbg_md = m.md.find_kind("dbg");
    let (p, h, lt, nh, e) = (s.p, s.h, s.lt, s.nh, s.e);
    // 1. The header's values as the preheader sees them.
    let mut vm: FxHashMap<Inst, Value> = FxHashMap::default();
    let header_phis = phis(body, h);
    for &ph in &header_phis {
        if let InstKind::Phi { incoming, .. } = &body.insts[ph].kind {
            if let Some(&(v, _)) = incoming.iter().find(|e| e.1 == p) {
                vm.insert(ph, v);
            }
        }
    }
    let remap = |vm: &FxHashMap<Inst, Value>, v: Value| match v {
        Value::Inst(i) => vm.get(&i).copied().unwrap_or(v),
        _ => v,
    };
    let Some(ht) = body.terminator(h) else {
        return;
    };
    let mut hoisted: FxHashSet<Inst> = FxHashSet::default();
    let originals: Vec<Inst> = body.blocks[h]
        .insts
        .iter()
        .copied()
        .filter(|&i| i != ht && !header_phis.contains(&i))
        .collect();
    for i in originals {
        let invariant = {
            let mut ok = true;
            body.insts[i].kind.for_each_operand(|o| {
                if let Value::Inst(d) = o {
                    let inside = body.block_of(d).is_some_and(|b| s.blocks.contains(&b));
                    ok &= !inside || hoisted.contains(&d);
                }
            });
            ok
        };
        let d = &body.insts[i];
        let hoistable = invariant
            && !matches!(d.kind, InstKind::Alloca { .. })
            && !is_debug(m, d)
            && !parir_analysis::memory::may_read_or_write_memory(m, d);
        let pos = body.blocks[p].insts.len().saturating_sub(1);
        if hoistable {
            remove_inst(body, i);
            body.blocks[p].insts.insert(pos, i);
            body.inst_block[i] = Some(p);
            hoisted.insert(i);
            vm.insert(i, Value::Inst(i));
            continue;
        }
        let mut c = body.insts[i].clone();
        for_each_operand_mut(&mut c.kind, |o| *o = remap(&vm, *o));
        if let Some(k) = fold(m, &c) {
            vm.insert(i, k);
            continue;
        }
        if let Some(n) = &c.name {
            c.name = Some(names.unique(n));
        }
        let ci = insert_inst(body, p, pos, c);
        vm.insert(i, Value::Inst(ci));
    }
    // 2. The guard.
    let InstKind::CondBr {
        cond,
        then_dest,
        else_dest,
    } = body.insts[ht].kind
    else {
        return;
    };
    let gcond = remap(&vm, cond);
    let folded =
        const_bool(m, gcond).is_some_and(|c| (if c { then_dest } else { else_dest }) == nh);
    let Some(pt) = body.terminator(p) else {
        return;
    };
    if folded {
        body.insts[pt].kind = InstKind::Br(nh);
    } else {
        body.insts[pt].kind = InstKind::CondBr {
            cond: gcond,
            then_dest,
            else_dest,
        };
        if let Some(k) = dbg_md {
            body.insts[pt].md.retain(|(kk, _)| *kk != k);
            if let Some(&(_, n)) = body.insts[ht].md.iter().find(|(kk, _)| *kk == k) {
                body.insts[pt].md.push((k, n));
            }
        }
        for ph in phis(body, e) {
            if let InstKind::Phi { incoming, .. } = &body.insts[ph].kind {
                if let Some(&(v, _)) = incoming.iter().find(|x| x.1 == h) {
                    let v = remap(&vm, v);
                    if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
                        incoming.push((v, p));
                    }
                }
            }
        }
    }
    // The new header's own phis (single-entry, from the header) get the preheader's value.
    for ph in phis(body, nh) {
        if let InstKind::Phi { incoming, .. } = &body.insts[ph].kind {
            if let Some(&(v, _)) = incoming.iter().find(|x| x.1 == h) {
                let v = remap(&vm, v);
                if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
                    incoming.push((v, p));
                }
            }
        }
    }
    // 3. The header's values get phis where the guard's copies and the loop's meet.
    let defs: Vec<Inst> = body.blocks[h]
        .insts
        .iter()
        .copied()
        .filter(|&i| i != ht)
        .collect();
    let nh_old_phis: FxHashSet<Inst> = phis(body, nh).into_iter().collect();
    let e_old_phis: FxHashSet<Inst> = phis(body, e).into_iter().collect();
    for d in defs {
        let from = Value::Inst(d);
        let ty = body.insts[d].ty;
        let base = body.insts[d].name.clone();
        // Users: in the loop outside the header, and outside the loop.
        let mut in_loop = Vec::new();
        let mut outside = Vec::new();
        // The header's own phis use values at the end of the latch: the new header's
        // phi there too (`while (++i < n)` updates `i` in the header).
        for &u in &header_phis {
            if let InstKind::Phi { incoming, .. } = &body.insts[u].kind {
                if incoming.iter().any(|x| x.0 == from && x.1 == lt) {
                    in_loop.push(u);
                }
            }
        }
        for &b in &body.layout {
            if b == h {
                continue;
            }
            for &u in &body.blocks[b].insts {
                let skip =
                    (b == nh && nh_old_phis.contains(&u)) || (b == e && e_old_phis.contains(&u));
                let mut uses = false;
                body.insts[u].kind.for_each_operand(|o| uses |= o == from);
                if !uses || skip {
                    continue;
                }
                if s.blocks.contains(&b) {
                    in_loop.push(u);
                } else {
                    outside.push(u);
                }
            }
        }
        let init = remap(&vm, from);
        if !in_loop.is_empty() {
            let mut pd = InstData::new(
                InstKind::Phi {
                    incoming: vec![(init, p), (from, h)],
                    flags: Default::default(),
                },
                ty,
            );
            pd.name = base.as_deref().map(|n| names.unique(n));
            let np = insert_inst(body, nh, 0, pd);
            replace_in(body, &in_loop, from, Value::Inst(np));
        }
        if !outside.is_empty() && !folded {
            let mut pd = InstData::new(
                InstKind::Phi {
                    incoming: vec![(from, h), (init, p)],
                    flags: Default::default(),
                },
                ty,
            );
            pd.name = base.as_deref().map(|n| names.unique(&format!("{n}.lcssa")));
            let np = insert_inst(body, e, 0, pd);
            replace_in(body, &outside, from, Value::Inst(np));
        }
    }
    // The header is entered from the latch alone now.
    for &ph in &header_phis {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
            incoming.retain(|x| x.1 != p);
        }
    }
    if !folded {
        // Loop-simplify form: a preheader for the new header, a dedicated exit.
        if let Some(k) = succ_index(body, p, nh) {
            if let Ok(Some(lr)) = crate::split::split_critical_edge(body, names, void, dbg_md, p, k)
            {
                let n = format!("{}.lr.ph", body.blocks[nh].name.as_deref().unwrap_or(""));
                let n = names.unique(&n);
                names.remove(body.blocks[lr].name.as_deref().unwrap_or(""));
                body.blocks[lr].name = Some(n);
            }
        }
        if let Some(k) = succ_index(body, h, e) {
            if let Ok(Some(x)) = crate::split::split_critical_edge(body, names, void, dbg_md, h, k)
            {
                // LLVM places the exit's new block right before the exit, and keeps LCSSA
                // form: a value of the loop reaches the exit's phis through a phi of the
                // new block.
                body.layout.retain(|&b| b != x);
                let ep = body
                    .layout
                    .iter()
                    .position(|&b| b == e)
                    .unwrap_or(body.layout.len());
                body.layout.insert(ep, x);
                lcssa_split_phis(body, names, &s.blocks, x, e, h);
            }
        }
    }
    // 4. The header merges into the latch.
    for &ph in &header_phis {
        let v = match &body.insts[ph].kind {
            InstKind::Phi { incoming, .. } => incoming.first().map(|x| x.0),
            _ => None,
        };
        if let Some(v) = v {
            crate::users::replace_all_uses_with(body, Value::Inst(ph), v);
        }
        remove_inst(body, ph);
    }
    let Some(lt_term) = body.terminator(lt) else {
        return;
    };
    let id = loop_md.and_then(|k| {
        body.insts[lt_term]
            .md
            .iter()
            .find(|(kk, _)| *kk == k)
            .copied()
    });
    remove_inst(body, lt_term);
    for i in body.blocks[h].insts.clone() {
        remove_inst(body, i);
        body.blocks[lt].insts.push(i);
        body.inst_block[i] = Some(lt);
    }
    if let (Some(id), Some(t)) = (id, body.terminator(lt)) {
        body.insts[t].md.retain(|(kk, _)| *kk != id.0);
        body.insts[t].md.push(id);
    }
    for succ in body.successors(lt) {
        crate::split::replace_phi_block(body, succ, h, lt);
    }
    if body.blocks[lt].name.is_none() {
        body.blocks[lt].name = body.blocks[h].name.take();
    }
    body.layout.retain(|&b| b != h);
}

/// For each phi of `e` taking a value of the loop (`blocks`) from `x` (the block the exit
/// edge out of `from` was split with), a phi `split` in `x`, as LLVM's
/// `createPHIsForSplitLoopExit`.
fn lcssa_split_phis(
    body: &mut Body,
    names: &mut LocalNames,
    blocks: &FxHashSet<Block>,
    x: Block,
    e: Block,
    from: Block,
) {
    for ph in phis(body, e) {
        let InstKind::Phi { incoming, .. } = &body.insts[ph].kind else {
            continue;
        };
        let Some(k) = incoming.iter().position(|y| y.1 == x) else {
            continue;
        };
        let v = incoming[k].0;
        let Value::Inst(d) = v else { continue };
        if !body.block_of(d).is_some_and(|b| blocks.contains(&b)) {
            continue;
        }
        let mut pd = InstData::new(
            InstKind::Phi {
                incoming: vec![(v, from)],
                flags: Default::default(),
            },
            body.insts[ph].ty,
        );
        pd.name = Some(names.unique("split"));
        let at = phis(body, x).len();
        let np = insert_inst(body, x, at, pd);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
            incoming[k].0 = Value::Inst(np);
        }
    }
}

/// Replaces `from` by `to` in the operands of `users`.
fn replace_in(body: &mut Body, users: &[Inst], from: Value, to: Value) {
    for &u in users {
        for_each_operand_mut(&mut body.insts[u].kind, |o| {
            if *o == from {
                *o = to;
            }
        });
    }
}

/// The successor number of `to` in `from`'s terminator.
fn succ_index(body: &Body, from: Block, to: Block) -> Option<usize> {
    let t = body.terminator(from)?;
    body.insts[t]
        .kind
        .successors()
        .iter()
        .position(|&b| b == to)
}

/// The value of an `i1` constant.
fn const_bool(m: &Module, v: Value) -> Option<bool> {
    let Value::Const(k) = v else { return None };
    match &m.consts.get(k).data {
        ConstData::Int(x) => Some(!x.is_zero()),
        _ => None,
    }
}

/// An integer comparison or arithmetic of two integer constants, folded (what LLVM's
/// `simplifyInstruction` does to the guard of a loop with a constant start: `icmp slt i32 0,
/// 100`, `add nsw i32 0, 1`). An operation whose `nsw`/`nuw` flag would make it poison is
/// left as it is.
fn fold(m: &mut Module, d: &InstData) -> Option<Value> {
    use parir_ir::inst::{BinOp, Flags};
    let (lhs, rhs) = match d.kind {
        InstKind::ICmp { lhs, rhs, .. } | InstKind::Binary { lhs, rhs, .. } => (lhs, rhs),
        _ => return None,
    };
    let (Value::Const(a), Value::Const(b)) = (lhs, rhs) else {
        return None;
    };
    let bits = m.types.int_bits(m.consts.ty(a))?;
    if bits > 64 {
        return None;
    }
    let int = |k| match &m.consts.get(k).data {
        ConstData::Int(x) => x.as_u64_zext(bits),
        _ => None,
    };
    let (x, y) = (int(a)?, int(b)?);
    let (r, ty, rbits) = match d.kind {
        InstKind::ICmp { pred, .. } => (
            u64::from(crate::loop_unroll::icmp(pred, x, y, bits)),
            m.types.int(1),
            1,
        ),
        InstKind::Binary { op, flags, .. } => {
            let (sx, sy) = (sext(x, bits), sext(y, bits));
            let (wide, swide): (i128, i128) = match op {
                BinOp::Add => (
                    i128::from(x) + i128::from(y),
                    i128::from(sx) + i128::from(sy),
                ),
                BinOp::Sub => (
                    i128::from(x) - i128::from(y),
                    i128::from(sx) - i128::from(sy),
                ),
                BinOp::Mul => (
                    i128::from(x) * i128::from(y),
                    i128::from(sx) * i128::from(sy),
                ),
                BinOp::And => (i128::from(x & y), i128::from(sx & sy)),
                BinOp::Or => (i128::from(x | y), i128::from(sx | sy)),
                BinOp::Xor => (i128::from(x ^ y), i128::from(sx ^ sy)),
                _ => return None,
            };
            let umax = if bits == 64 {
                i128::from(u64::MAX)
            } else {
                (1i128 << bits) - 1
            };
            let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
            let has = |f: u16| flags.0 & f != 0;
            if (has(Flags::NUW) && !(0..=umax).contains(&wide))
                || (has(Flags::NSW) && !(smin..=smax).contains(&swide))
            {
                return None;
            }
            ((wide & umax) as u64, d.ty, bits)
        }
        _ => return None,
    };
    Some(Value::Const(m.consts.int(ty, rbits, i128::from(r))))
}

/// `v` (`bits` wide) sign-extended.
fn sext(v: u64, bits: u32) -> i64 {
    let sh = 64 - bits;
    ((v << sh) as i64) >> sh
}
