//! EXTRACT of `DIR.OMP.LOOP` (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows":
//! EXTRACT takes the directive form back to the parallel IR), to libomp's worksharing as
//! clang emits it for `#pragma omp for schedule(static)`: the loop's trip count `T` is
//! computed before it,
//! `__kmpc_for_static_init_8(loc, gtid, 34, &last, &lb, &ub, &stride, 1, 1)` narrows the
//! iteration space `0..=T-1` to the calling thread's block `lb..=ub`, every induction of the
//! loop starts at its value of iteration `lb`, a new counter from `lb` to `ub` decides the
//! exit, and `__kmpc_for_static_fini` (then `__kmpc_barrier`, unless `NOWAIT`) takes the
//! region's exit. `REDUCTION.{ADD,MUL,BAND,BOR,BXOR,MIN,MAX}` variables get a copy per thread,
//! started at the operation's identity and used by the region instead of the variable,
//! then combined into it under `__kmpc_critical` on the reduction lock (`.gomp_critical_user_.reduction.var`, the one clang's reduction code takes) after `fini`. The runtime's slots are
//! allocated at the top of the function and listed `PRIVATE` in the enclosing
//! `DIR.OMP.PARALLEL`, so each thread of the team has its own.
//!
//! A chunked schedule (`SCHEDULE.STATIC(k)` with `k > 0`, `DYNAMIC(k)`, `GUIDED(k)`) goes
//! through the dispatch entry points instead, as clang lowers them:
//! `__kmpc_dispatch_init_8(loc, gtid, 33/35/36, 0, T-1, 1, k)` before the loop, and a block
//! `omp.dispatch` that asks `__kmpc_dispatch_next_8` for the next chunk `lb..=ub`, runs the
//! loop over it (the loop's exit comes back to `omp.dispatch`) and leaves when there is none;
//! `__kmpc_dispatch_deinit` takes the place of `fini`.
//!
//! The loop is the one the region encloses, and must be one libomp can share without
//! knowing more: a preheader, one latch, one exiting block (the header or the latch) whose
//! branch compares an induction with step ±1 (or its next value) against a value computed
//! before the loop (`<`, `<=`, `>`, `>=` signed or unsigned, `!=`), integer inductions
//! (`phi` + constant) for every header phi, an exit block without phis, and no value of the
//! loop used after it. `omp-prepare`'s loops are of this shape; for another one
//! [`shape`] says why not, and `omp-extract` leaves the module unchanged with that warning.

use super::{gtid, Rt};
use crate::directives::model::Region;
use crate::omp::const_int;
use crate::omp::Emit;
use parir_analysis::induction::{induction_of, IvUpdate};
use parir_analysis::loops::FunctionLoops;
use parir_ir::inst::{BinOp, CastOp, InstData, InstKind, IntPredicate};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use rustc_hash::FxHashSet;

/// libomp's `kmp_sch_static`.
const STATIC: i128 = 34;

/// An integer induction of the loop: its header phi, start value, step and type.
struct Induction {
    phi: Inst,
    start: Value,
    step: i64,
    ty: Type,
}

/// What the lowering needs of the loop of a `DIR.OMP.LOOP` region.
pub(super) struct Shape {
    header: Block,
    pre: Block,
    latch: Block,
    exit: Block,
    /// The exiting block's conditional branch, and whether its `true` edge stays in the loop.
    branch: Inst,
    stay_true: bool,
    /// Whether the exit test follows the body (the exiting block is the latch).
    bottom: bool,
    inductions: Vec<Induction>,
    /// The induction the exit compares, whether against its next value, and the test as
    /// "continue while `pred(x, bound)`".
    tested: usize,
    on_next: bool,
    pred: IntPredicate,
    bound: Value,
    /// The type the test compares at: the induction's, or narrower when the test compares
    /// a `trunc` of it (clang -O1 widens an `int` counter and tests its low half).
    test_ty: Type,
}

/// The loop of region `r` as [`Shape`], or why libomp's static schedule cannot share it.
pub(super) fn shape(m: &Module, body: &Body, r: &Region) -> Result<Shape, String> {
    let fl = FunctionLoops::compute(body);
    let l = r
        .enclosed_loop(&fl)
        .ok_or("the `DIR.OMP.LOOP` region encloses no loop")?;
    let blocks: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let header = fl.forest.header(l);
    let pre = fl
        .forest
        .preheader(&fl.cfg, body, l)
        .ok_or("the loop has no preheader")?;
    let latch = fl
        .forest
        .latch(&fl.cfg, l)
        .ok_or("the loop has several latches")?;
    let [exiting] = fl.forest.exiting_blocks(&fl.cfg, l)[..] else {
        return Err("the loop has several exits".into());
    };
    if exiting != header && exiting != latch {
        return Err("the loop exits elsewhere than at its header or latch".into());
    }
    let [exit] = fl.forest.unique_exit_blocks(&fl.cfg, l)[..] else {
        return Err("the loop has several exit blocks".into());
    };
    if !parir_transform::edit::phis(body, exit).is_empty() {
        return Err("the loop's exit block has phis".into());
    }
    let inside = |v: Value| match v {
        Value::Inst(i) => body.block_of(i).is_some_and(|b| blocks.contains(&b)),
        _ => false,
    };
    for &b in body.layout.iter().filter(|b| !blocks.contains(b)) {
        for &i in &body.blocks[b].insts {
            let mut uses = false;
            body.insts[i].kind.for_each_operand(|v| uses |= inside(v));
            if uses {
                return Err("a value of the loop is used after it".into());
            }
        }
    }
    let mut inductions = Vec::new();
    for p in parir_transform::edit::phis(body, header) {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            continue;
        };
        let from = |b: Block| incoming.iter().find(|e| e.1 == b).map(|e| e.0);
        let (Some(start), Some(next)) = (from(pre), from(latch)) else {
            return Err("a header phi is not an induction".into());
        };
        let ty = body.insts[p].ty;
        // An integer induction with a constant step.
        let step = induction_of(body, p, start, next, |b| blocks.contains(&b))
            .ok()
            .and_then(|iv| match iv.update {
                IvUpdate::Add { step, .. } => const_int(m, step),
                IvUpdate::Sub { step } => const_int(m, step).map(|x| -x),
                IvUpdate::Gep { .. } => None,
            });
        let (Some(step), Some(_)) = (step, m.types.int_bits(ty)) else {
            return Err(format!(
                "header phi {} is not an integer induction",
                body.insts[p].name.as_deref().unwrap_or("(unnamed)")
            ));
        };
        if inside(start) {
            return Err("an induction starts from a value of the loop".into());
        }
        inductions.push(Induction {
            phi: p,
            start,
            step,
            ty,
        });
    }
    let branch = body.terminator(exiting).ok_or("no terminator")?;
    let InstKind::CondBr {
        cond, then_dest, ..
    } = body.insts[branch].kind
    else {
        return Err("the loop's exit is not a conditional branch".into());
    };
    let stay_true = blocks.contains(&then_dest);
    let Value::Inst(c) = cond else {
        return Err("the exit test is not a comparison".into());
    };
    let InstKind::ICmp { pred, lhs, rhs } = body.insts[c].kind else {
        return Err("the exit test is not an integer comparison".into());
    };
    let direct = |v: Value| {
        inductions.iter().enumerate().find_map(|(k, ind)| {
            if v == Value::Inst(ind.phi) {
                return Some((k, false));
            }
            let InstKind::Phi { incoming, .. } = &body.insts[ind.phi].kind else {
                return None;
            };
            incoming
                .iter()
                .any(|e| e.1 == latch && e.0 == v)
                .then_some((k, true))
        })
    };
    // An induction (or its next value), or a `trunc` of one: with the type compared.
    let which = |v: Value| match direct(v) {
        Some((k, n)) => Some((k, n, inductions[k].ty)),
        None => match v {
            Value::Inst(t) => match body.insts[t].kind {
                InstKind::Cast {
                    op: CastOp::Trunc,
                    val,
                    ..
                } => direct(val).map(|(k, n)| (k, n, body.insts[t].ty)),
                _ => None,
            },
            _ => None,
        },
    };
    let (tested, on_next, bound, pred, test_ty) =
        match (which(lhs), which(rhs)) {
            (Some((k, n, t)), _) if !inside(rhs) => (k, n, rhs, pred, t),
            (_, Some((k, n, t))) if !inside(lhs) => (k, n, lhs, pred.swapped(), t),
            _ => return Err(
                "the exit test does not compare an induction with a value computed before the loop"
                    .into(),
            ),
        };
    let pred = if stay_true { pred } else { pred.inverse() };
    use IntPredicate::*;
    let ok = match inductions[tested].step {
        1 => matches!(pred, Slt | Sle | Ult | Ule | Ne),
        -1 => matches!(pred, Sgt | Sge | Ugt | Uge | Ne),
        _ => false,
    };
    if !ok {
        return Err("the exit test does not count the iterations one by one".into());
    }
    Ok(Shape {
        header,
        pre,
        latch,
        exit,
        branch,
        stay_true,
        bottom: exiting == latch,
        inductions,
        tested,
        on_next,
        pred,
        bound,
        test_ty,
    })
}

/// A `REDUCTION` clause of the region: the variable, its type (from the region's accesses
/// to it), the operation and its identity.
pub(super) struct Reduction {
    orig: Value,
    ty: Type,
    op: Combine,
    identity: Identity,
}

/// How two partial results combine: an operation, or the one a comparison picks
/// (`a > b ? a : b` for `max`).
#[derive(Clone, Copy)]
enum Combine {
    Bin(BinOp),
    IntPick(IntPredicate),
    FloatPick(parir_ir::inst::FloatPredicate),
}

/// The identity of a reduction's operation: an integer, or a floating-point bit pattern.
#[derive(Clone, Copy)]
enum Identity {
    Int(i128),
    Float(u128),
}

/// The `REDUCTION.{ADD,MUL,BAND,BOR,BXOR}` clauses of region `r` on integer, `float` or
/// `double` variables the region loads or stores, or why one cannot be lowered.
pub(super) fn reductions(
    m: &Module,
    f: GlobalId,
    body: &Body,
    r: &Region,
) -> Result<Vec<Reduction>, String> {
    use parir_ir::types::FloatKind;
    let mut out = Vec::new();
    for b in &r.bundles[1..] {
        let Some(op) = b.tag.strip_prefix("QUAL.OMP.REDUCTION.") else {
            continue;
        };
        let (op, unsigned) = match op.split_once(':') {
            Some((op, "UNSIGNED")) => (op, true),
            Some(_) => return Err(format!("`{}` has no lowering", b.tag)),
            None => (op, false),
        };
        let [orig] = b.operands[..] else {
            return Err(format!("`{}` names several variables", b.tag));
        };
        let ty = body
            .inst_iter()
            .filter(|&(_, i)| r.contains(body, i))
            .find_map(|(_, i)| match &body.insts[i].kind {
                InstKind::Load { ptr, .. } if *ptr == orig => Some(body.insts[i].ty),
                InstKind::Store { ptr, val, .. } if *ptr == orig => {
                    parir_transform::irbuild::value_type(m, f, body, *val)
                }
                _ => None,
            })
            .ok_or_else(|| format!("the region does not access its `{}` variable", b.tag))?;
        let no = || format!("`{}` on this type has no lowering", b.tag);
        use parir_ir::inst::{FloatPredicate as F, IntPredicate as I};
        let (op, identity) = match (m.types.float_kind(ty), m.types.int_bits(ty)) {
            (Some(k @ (FloatKind::Float | FloatKind::Double)), _) => {
                let double = k == FloatKind::Double;
                // 1.0, +inf and -inf in the type's format.
                let (one, inf, neg) = if double {
                    (
                        0x3FF0_0000_0000_0000,
                        0x7FF0_0000_0000_0000,
                        0xFFF0_0000_0000_0000,
                    )
                } else {
                    (0x3F80_0000, 0x7F80_0000, 0xFF80_0000)
                };
                match op {
                    "ADD" => (Combine::Bin(BinOp::FAdd), Identity::Float(0)),
                    "MUL" => (Combine::Bin(BinOp::FMul), Identity::Float(one)),
                    "MAX" => (Combine::FloatPick(F::Ogt), Identity::Float(neg)),
                    "MIN" => (Combine::FloatPick(F::Olt), Identity::Float(inf)),
                    _ => return Err(no()),
                }
            }
            (None, Some(w)) if w <= 64 => {
                let top = 1i128 << (w - 1);
                match (op, unsigned) {
                    ("ADD", _) => (Combine::Bin(BinOp::Add), Identity::Int(0)),
                    ("MUL", _) => (Combine::Bin(BinOp::Mul), Identity::Int(1)),
                    ("BAND", _) => (Combine::Bin(BinOp::And), Identity::Int(-1)),
                    ("BOR", _) => (Combine::Bin(BinOp::Or), Identity::Int(0)),
                    ("BXOR", _) => (Combine::Bin(BinOp::Xor), Identity::Int(0)),
                    ("MAX", false) => (Combine::IntPick(I::Sgt), Identity::Int(-top)),
                    ("MAX", true) => (Combine::IntPick(I::Ugt), Identity::Int(0)),
                    ("MIN", false) => (Combine::IntPick(I::Slt), Identity::Int(top - 1)),
                    ("MIN", true) => (Combine::IntPick(I::Ult), Identity::Int(-1)),
                    _ => return Err(no()),
                }
            }
            _ => return Err(no()),
        };
        out.push(Reduction {
            orig,
            ty,
            op,
            identity,
        });
    }
    Ok(out)
}

/// The dispatch schedule of region `r`: `None` for `schedule(static)` without a chunk (the
/// static entry points), else libomp's schedule (33 `static, k`, 35 `dynamic`, 36
/// `guided`) and the chunk (1 when the clause gives none).
pub(super) fn schedule(m: &Module, r: &Region) -> Result<Option<(i128, Option<Value>)>, String> {
    let Some(b) = r
        .bundles
        .iter()
        .find(|b| b.tag.starts_with("QUAL.OMP.SCHEDULE."))
    else {
        return Ok(None);
    };
    let chunk = b
        .operands
        .first()
        .copied()
        .filter(|&v| const_int(m, v) != Some(0));
    let kind = match (b.tag.as_str(), chunk) {
        ("QUAL.OMP.SCHEDULE.STATIC", None) => return Ok(None),
        ("QUAL.OMP.SCHEDULE.STATIC", Some(_)) => 33,
        ("QUAL.OMP.SCHEDULE.DYNAMIC", _) => 35,
        ("QUAL.OMP.SCHEDULE.GUIDED", _) => 36,
        (t, _) => return Err(format!("`{t}` has no lowering")),
    };
    Ok(Some((kind, chunk)))
}

/// The width of `v`, an integer constant or value of `f`.
fn int_bits(m: &Module, f: GlobalId, v: Value) -> Option<u32> {
    let body = m.body(f)?;
    let ty = parir_transform::irbuild::value_type(m, f, body, v)?;
    m.types.int_bits(ty)
}

/// Lowers the `DIR.OMP.LOOP` region from `entry` to `exit` of `f` (see the module
/// documentation).
pub(super) fn lower(
    m: &mut Module,
    f: GlobalId,
    rt: &Rt,
    entry: Inst,
    exit: Inst,
    nowait: bool,
) -> Result<(), String> {
    let (s, team, reds, inside, schedule) = {
        let body = m.body(f).expect("body").clone();
        let body = &body;
        let model = crate::directives::model::DirectiveFunction::of(m, body);
        let r = model
            .regions
            .iter()
            .find(|r| r.entry == entry)
            .ok_or("region")?;
        // The innermost parallel region around the loop: its threads need slots of their own.
        let teams: Vec<&Region> = model
            .regions
            .iter()
            .filter(|p| p.directive() == Some("DIR.OMP.PARALLEL") && p.contains(body, entry))
            .collect();
        let team = teams
            .iter()
            .find(|p| {
                teams
                    .iter()
                    .all(|q| q.entry == p.entry || !p.contains(body, q.entry))
            })
            .map(|p| p.entry);
        let inside: Vec<Inst> = body
            .inst_iter()
            .map(|(_, i)| i)
            .filter(|&i| r.contains(body, i) && i != entry)
            .collect();
        (
            shape(m, body, r)?,
            team,
            reductions(m, f, body, r)?,
            inside,
            schedule(m, r)?,
        )
    };
    let (i1, i32t, i64t, ptr, void) = (rt.i1, rt.i32, rt.i64, rt.ptr, rt.void);
    let int = |m: &mut Module, ty: Type, v: i128| {
        let bits = m.types.int_bits(ty).expect("integer");
        Value::Const(m.consts.int(ty, bits, v))
    };
    let sched = int(m, i32t, schedule.map_or(STATIC, |(k, _)| k));
    let (zero32, zero64, one64) = (int(m, i32t, 0), int(m, i64t, 0), int(m, i64t, 1));
    let id = gtid(m, rt)?;
    let identities: Vec<Value> = reds
        .iter()
        .map(|r| {
            Value::Const(match r.identity {
                Identity::Int(v) => {
                    let w = m.types.int_bits(r.ty).expect("integer");
                    m.consts.int(r.ty, w, v)
                }
                Identity::Float(bits) => m.consts.intern_raw(r.ty, ConstData::Float(bits)),
            })
        })
        .collect();
    // The trip count is solved at the test's width: a truncated test is a count modulo
    // 2^(its width), as the runtime's and the executor's trip counts are.
    let ind_ty = s.inductions[s.tested].ty;
    let ty = s.test_ty;
    let bits = m.types.int_bits(ty).expect("integer");
    let step = int(m, ty, i128::from(s.inductions[s.tested].step));
    let (one, zero) = (int(m, ty, 1), int(m, ty, 0));
    // Per induction: whether the counter is truncated to it, and its step.
    let steps: Vec<(bool, Value)> = s
        .inductions
        .iter()
        .map(|ind| {
            let narrow = m.types.int_bits(ind.ty).expect("integer") < 64;
            (narrow, int(m, ind.ty, i128::from(ind.step)))
        })
        .collect();
    // The runtime's slots, at the top of the function.
    let body = m.body_mut(f).expect("body");
    let top = body.entry().ok_or("no entry block")?;
    let mut at = Emit { block: top, pos: 0 };
    let last = at.slot(body, i32t, None, ptr);
    let plb = at.slot(body, i64t, None, ptr);
    let pub_ = at.slot(body, i64t, None, ptr);
    let pst = at.slot(body, i64t, None, ptr);
    let copies: Vec<Value> = reds
        .iter()
        .map(|r| at.slot(body, r.ty, None, ptr))
        .collect();
    if let Some(InstKind::Call(c)) = team.map(|t| &mut body.insts[t].kind) {
        let mut slots = vec![last, plb, pub_, pst];
        slots.extend(&copies);
        match c.bundles.iter_mut().find(|b| b.tag == "QUAL.OMP.PRIVATE") {
            Some(b) => b.inputs.extend(slots),
            None => c.bundles.push(parir_ir::inst::Bundle {
                tag: "QUAL.OMP.PRIVATE".into(),
                inputs: slots,
            }),
        }
    }
    // Each thread accumulates into its own copy, from the operation's identity.
    for i in inside {
        parir_transform::edit::for_each_operand_mut(&mut body.insts[i].kind, |v| {
            if let Some(k) = reds.iter().position(|r| r.orig == *v) {
                *v = copies[k];
            }
        });
    }
    let mut at = Emit::before(body, entry);
    let tid = at.push(body, id);
    for (&identity, &copy) in identities.iter().zip(&copies) {
        at.store(body, identity, copy, void);
    }
    // The trip count, before the loop.
    let pre_term = body.terminator(s.pre).ok_or("no terminator")?;
    let mut at = Emit::before(body, pre_term);
    let ind = &s.inductions[s.tested];
    let mut first = ind.start;
    if ty != ind_ty {
        first = at.cast(body, CastOp::Trunc, first, ty);
    }
    // The value tested first: before the body (top) it decides iteration 0, after it
    // (bottom) iteration 1, which is then the count of further iterations plus one.
    if s.on_next {
        first = at.bin(body, BinOp::Add, first, step, ty);
    }
    let up = ind.step > 0;
    let (lo, hi) = if up {
        (first, s.bound)
    } else {
        (s.bound, first)
    };
    use IntPredicate::*;
    let span = at.bin(body, BinOp::Sub, hi, lo, ty);
    let trips = match s.pred {
        Ne => span,
        Slt | Sgt | Ult | Ugt => {
            let p = if matches!(s.pred, Slt | Sgt) {
                Slt
            } else {
                Ult
            };
            let some = at.icmp(body, p, lo, hi, i1);
            at.select(body, some, span, zero, ty)
        }
        _ => {
            let p = if matches!(s.pred, Sle | Sge) {
                Sle
            } else {
                Ule
            };
            let some = at.icmp(body, p, lo, hi, i1);
            let n = at.bin(body, BinOp::Add, span, one, ty);
            at.select(body, some, n, zero, ty)
        }
    };
    let trips = if s.bottom {
        at.bin(body, BinOp::Add, trips, one, ty)
    } else {
        trips
    };
    let trips = if bits < 64 {
        at.cast(body, CastOp::ZExt, trips, i64t)
    } else {
        trips
    };
    let ub0 = at.bin(body, BinOp::Sub, trips, one64, i64t);
    at.store(body, zero32, last, void);
    at.store(body, zero64, plb, void);
    at.store(body, ub0, pub_, void);
    at.store(body, one64, pst, void);
    let (init, next) = match schedule {
        None => (
            rt.call(
                m,
                "__kmpc_for_static_init_8",
                void,
                vec![rt.loc, tid, sched, last, plb, pub_, pst, one64, one64],
                false,
            )?,
            None,
        ),
        Some((_, chunk)) => {
            let chunk = chunk.unwrap_or(one64);
            let chunk = match int_bits(m, f, chunk) {
                Some(64) => chunk,
                _ => {
                    let body = m.body_mut(f).expect("body");
                    at.cast(body, CastOp::SExt, chunk, i64t)
                }
            };
            (
                rt.call(
                    m,
                    "__kmpc_dispatch_init_8",
                    void,
                    vec![rt.loc, tid, sched, zero64, ub0, one64, chunk],
                    false,
                )?,
                Some(rt.call(
                    m,
                    "__kmpc_dispatch_next_8",
                    i32t,
                    vec![rt.loc, tid, last, plb, pub_, pst],
                    false,
                )?),
            )
        }
    };
    let body = m.body_mut(f).expect("body");
    at.push(body, init);
    // With a dispatch, the loop runs once per chunk `next` hands out: the preheader goes to
    // `omp.dispatch`, which asks for a chunk, and the loop's exit comes back to it.
    let mut from = s.pre;
    if let Some(next) = next {
        let disp = body.append_block(Some("omp.dispatch".into()));
        let chunk = body.append_block(Some("omp.dispatch.body".into()));
        body.insts[pre_term].kind = InstKind::Br(disp);
        let mut d = Emit {
            block: disp,
            pos: 0,
        };
        let got = d.push(body, next);
        let more = d.icmp(body, Ne, got, zero32, i1);
        d.push(
            body,
            InstData::new(
                InstKind::CondBr {
                    cond: more,
                    then_dest: chunk,
                    else_dest: s.exit,
                },
                void,
            ),
        );
        parir_transform::edit::for_each_successor_mut(&mut body.insts[s.branch].kind, |b| {
            if *b == s.exit {
                *b = disp;
            }
        });
        let mut c = Emit {
            block: chunk,
            pos: 0,
        };
        c.push(body, InstData::new(InstKind::Br(s.header), void));
        at = Emit {
            block: chunk,
            pos: 0,
        };
        from = chunk;
    }
    let lb = at.load(body, plb, i64t);
    let ub = at.load(body, pub_, i64t);
    // Every induction starts at its value of iteration `lb`.
    for (ind, &(narrow, step)) in s.inductions.iter().zip(&steps) {
        let k = if narrow {
            at.cast(body, CastOp::Trunc, lb, ind.ty)
        } else {
            lb
        };
        let off = at.bin(body, BinOp::Mul, k, step, ind.ty);
        let start = at.bin(body, BinOp::Add, ind.start, off, ind.ty);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[ind.phi].kind {
            for e in incoming.iter_mut().filter(|e| e.1 == s.pre) {
                *e = (start, from);
            }
        }
    }
    // A bottom-tested loop runs its body once before any test: skipped when the thread's
    // block is empty (a dispatched chunk never is).
    if s.bottom && from == s.pre {
        let some = at.icmp(body, Sle, lb, ub, i1);
        body.insts[pre_term].kind = InstKind::CondBr {
            cond: some,
            then_dest: s.header,
            else_dest: s.exit,
        };
    }
    // The counter `lb..=ub` decides the exit.
    let phi = InstData::new(
        InstKind::Phi {
            incoming: Vec::new(),
            flags: Default::default(),
        },
        i64t,
    );
    let k = Value::Inst(parir_transform::edit::insert_inst(body, s.header, 0, phi));
    let latch_term = body.terminator(s.latch).ok_or("no terminator")?;
    let mut at = Emit::before(body, latch_term);
    let next = at.bin(body, BinOp::Add, k, one64, i64t);
    if let Value::Inst(p) = k {
        body.insts[p].kind = InstKind::Phi {
            incoming: vec![(lb, from), (next, s.latch)],
            flags: Default::default(),
        };
    }
    let mut at = Emit::before(body, s.branch);
    let pred = match (s.bottom, s.stay_true) {
        (false, true) => Sle,
        (false, false) => Sgt,
        (true, true) => Slt,
        (true, false) => Sge,
    };
    let test = at.icmp(body, pred, k, ub, i1);
    let old = match &mut body.insts[s.branch].kind {
        InstKind::CondBr { cond, .. } => std::mem::replace(cond, test),
        _ => return Err("the loop's exit is not a conditional branch".into()),
    };
    if let Value::Inst(c) = old {
        if !body.inst_iter().any(|(_, i)| {
            let mut uses = false;
            body.insts[i].kind.for_each_operand(|v| uses |= v == old);
            uses
        }) {
            parir_transform::edit::remove_inst(body, c);
        }
    }
    // The region's ends.
    parir_transform::edit::remove_inst(body, entry);
    let end = match schedule {
        None => "__kmpc_for_static_fini",
        Some(_) => "__kmpc_dispatch_deinit",
    };
    let fini = rt.call(m, end, void, vec![rt.loc, tid], false)?;
    let barrier = (!nowait)
        .then(|| rt.call(m, "__kmpc_barrier", void, vec![rt.loc, tid], false))
        .transpose()?;
    // The copies are combined into the variables one thread at a time, under the reduction
    // lock (which clang's own reduction code of the same variables takes too).
    let combine = if reds.is_empty() {
        None
    } else {
        let lock = super::reduction_lock(m)?;
        let enter = rt.call(m, "__kmpc_critical", void, vec![rt.loc, tid, lock], false)?;
        let leave = rt.call(
            m,
            "__kmpc_end_critical",
            void,
            vec![rt.loc, tid, lock],
            false,
        )?;
        Some((enter, leave))
    };
    let body = m.body_mut(f).expect("body");
    body.insts[exit] = fini;
    let mut at = Emit::after(body, exit);
    if let Some((enter, leave)) = combine {
        at.push(body, enter);
        for (r, &copy) in reds.iter().zip(&copies) {
            let a = at.load(body, r.orig, r.ty);
            let b = at.load(body, copy, r.ty);
            let c = match r.op {
                Combine::Bin(op) => at.bin(body, op, a, b, r.ty),
                Combine::IntPick(pred) => {
                    let gt = at.icmp(body, pred, a, b, i1);
                    at.select(body, gt, a, b, r.ty)
                }
                Combine::FloatPick(pred) => {
                    let k = InstKind::FCmp {
                        pred,
                        flags: Default::default(),
                        lhs: a,
                        rhs: b,
                    };
                    let gt = at.push(body, InstData::new(k, i1));
                    at.select(body, gt, a, b, r.ty)
                }
            };
            at.store(body, c, r.orig, void);
        }
        at.push(body, leave);
    }
    if let Some(b) = barrier {
        at.push(body, b);
    }
    Ok(())
}
