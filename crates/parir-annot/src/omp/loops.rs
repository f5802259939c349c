//! Worksharing loops re-formed as `DIR.OMP.LOOP` regions: part of PREPARE for OpenMP
//! (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows"; the loop directive and its
//! clauses as "PROPOSED EXTENSION MECHANISM" writes them; issue 18, item 3: "re-forms
//! directive regions in the caller (`DIR.OMP.PARALLEL`, `DIR.OMP.LOOP` ...)").
//!
//! clang lowers `#pragma omp for` with `schedule(static)` (no chunk, libomp's schedule 34)
//! to a loop over the normalized iteration space `lb..=ub` (`.omp.iv` from `.omp.lb` to
//! `.omp.ub`, the body computing the source variable from it) preceded by
//! `__kmpc_for_static_init(…, 34, &last, &lb, &ub, &stride, 1, 1)`, which narrows `lb`/`ub`
//! to the calling thread's block, and followed by `__kmpc_for_static_fini`. Without the
//! call the loop runs the whole space: that loop, between a `DIR.OMP.LOOP` entry where the
//! call was and the exit where `fini` was, is the worksharing construct itself, whose
//! iterations an executor shares among the team (`schedule(static)`: contiguous blocks).
//! The region gets `QUAL.OMP.SCHEDULE.STATIC(0)` and `QUAL.OMP.NOWAIT`: clang calls the
//! closing barrier itself (unless `nowait`), and that call becomes its own
//! `DIR.OMP.BARRIER`.
//!
//! The other schedules wrap the loop in a loop over chunks: `schedule(static, k)` (33) steps
//! `lb`/`ub` by the stride `__kmpc_for_static_init` returned, and `dynamic, k` (35) and
//! `guided, k` (36) ask `__kmpc_dispatch_next` for each chunk after `__kmpc_dispatch_init`.
//! With the whole space as the one chunk that loop runs once: its back edges go to its exit,
//! `dispatch_next` returns 1 once with the slots holding the space, and the region
//! (`SCHEDULE.STATIC(k)`, `DYNAMIC(k)`, `GUIDED(k)`) ends where the loop over chunks ended.
//! `runtime` and `auto` keep the explicit share.
//!
//! The function's stack slots are then promoted to SSA values (`mem2reg`), so the
//! normalized induction variable is the loop's induction phi and its upper bound a value
//! computed before the loop: the form parir's claims model reads, which has no
//! `QUAL.OMP.NORMALIZED.IV`/`UB` clause (those name the stack slots of Intel's
//! pre-`mem2reg` form).
//!
//! A function is re-formed only when every such loop becomes a loop an executor can share:
//! one outermost loop in the region with a preheader and a single latch, whose header phis
//! are all inductions (no reduction or other value carried in a phi), whose body uses no
//! stack slot `mem2reg` had to leave (a variable an inner parallel region shares: private
//! to the thread, but shared by the iterations it runs), and whose `last` flag
//! (`lastprivate`) is never read. A reduction's private copy is not such a slot when its
//! operation is one a clause names: the loop then uses the original variable, listed
//! `REDUCTION` ([`reduction_clauses`]). Otherwise — a loop clang's -O2 vectorized into a
//! vector and a remainder loop, a reduction held in a phi (-O2) or combined by `&&`/`||`,
//! `lastprivate`, a `runtime` or `auto` schedule — the runtime calls are translated into
//! the thread's share computed in IR, as for every other worksharing loop (see the parent
//! module).

use super::{arg, bundle, const_int, kmpc, Kit};
use crate::claims::names::Namer;
use crate::claims::scalars::{PhiClass, PhiClassifier};
use crate::claims::{claimed_loops_in, ClaimedLoop};
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::FunctionLoops;
use parir_ir::inst::{BinOp, InstKind};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};

/// A worksharing loop's runtime calls, as clang and flang emit them.
#[derive(Clone, Copy)]
struct Site {
    /// `__kmpc_for_static_init_*` or `__kmpc_dispatch_init_*`.
    init: Inst,
    /// `__kmpc_dispatch_next_*` (dispatch only).
    next: Option<Inst>,
    /// `__kmpc_for_static_fini` (static only): where the region ends.
    fini: Option<Inst>,
    /// The `QUAL.OMP.SCHEDULE.*` clause and its chunk (`None`: 0).
    schedule: &'static str,
    chunk: Option<Value>,
    /// Whether the compiler wrapped the loop in a loop over chunks (every schedule but
    /// plain `static`), which the whole space as one chunk runs once.
    chunked: bool,
}

/// Re-forms the worksharing loops of `f` as `DIR.OMP.LOOP` regions when all of them can be
/// (see the module documentation); how many were formed.
pub(super) fn form(m: &mut Module, f: GlobalId, kit: &Kit) -> usize {
    let Some(sites) = sites(m, f) else {
        return 0;
    };
    if sites.is_empty() {
        return 0;
    }
    let backup = m.body(f).expect("body").clone();
    let formed = apply(m, f, kit, &sites).is_some() && {
        reduction_clauses(m, f);

        // flang allocates a loop's variable where the construct begins: into the entry
        // block, where mem2reg promotes it (a slot it cannot move leaves the function as
        // it was).
        let hoisted = super::hoist_allocas(m, f).is_ok();
        promote(m, f);
        hoisted && shareable(m, f) == sites.len()
    };
    if !formed {
        m.globals[f].as_func_mut().expect("function").body = Some(backup);
        return 0;
    }
    sites.len()
}

/// Puts the regions in place of the runtime calls, with the calls' slots holding the whole
/// iteration space, and cuts each loop over chunks after its first round; `None` when the
/// shape is not the expected one.
fn apply(m: &mut Module, f: GlobalId, kit: &Kit, sites: &[Site]) -> Option<()> {
    // Per site, the loop over chunks: (its latches, its header, its exit block), found
    // before anything moves.
    let mut cuts: Vec<Option<(Vec<Block>, Block, Block)>> = Vec::new();
    {
        let body = m.body(f)?;
        let fl = FunctionLoops::compute(body);
        for s in sites {
            if !s.chunked {
                cuts.push(None);
                continue;
            }
            let header = match s.next {
                Some(n) => body.block_of(n)?,
                None => {
                    let t = body.terminator(body.block_of(s.init)?)?;
                    match body.insts[t].kind {
                        InstKind::Br(b) => b,
                        _ => return None,
                    }
                }
            };
            let l = fl.forest.loops().find(|&l| fl.forest.header(l) == header)?;
            let [exit] = fl.forest.unique_exit_blocks(&fl.cfg, l)[..] else {
                return None;
            };
            if !parir_transform::edit::phis(body, exit).is_empty() {
                return None;
            }
            let latches = fl.forest.latches(&fl.cfg, l);
            for &b in &latches {
                let t = body.terminator(b)?;
                if !matches!(body.insts[t].kind, InstKind::Br(h) if h == header) {
                    return None;
                }
            }
            cuts.push(Some((latches, header, exit)));
        }
    }
    let void = kit.void;
    for (s, cut) in sites.iter().zip(&cuts) {
        let zero = Value::Const(m.consts.int(kit.i32, 32, 0));
        let one = Value::Const(m.consts.int(kit.i32, 32, 1));
        let entry_data = kit.region_entry(
            m,
            vec![
                bundle("DIR.OMP.LOOP", Vec::new()),
                bundle(s.schedule, vec![s.chunk.unwrap_or(zero)]),
                bundle("QUAL.OMP.NOWAIT", Vec::new()),
            ],
        );
        let exit_data = {
            let body = m.body_mut(f)?;
            let (b, k) = place(body, s.init);
            let entry = parir_transform::edit::insert_inst(body, b, k, entry_data);
            if let Some(next) = s.next {
                // The slots `next` would fill hold the whole space, which it hands out once.
                let (init, nd) = (body.insts[s.init].clone(), body.insts[next].clone());
                let mut at = super::Emit::after(body, entry);
                at.store(body, arg(&init, 3), arg(&nd, 3), void);
                at.store(body, arg(&init, 4), arg(&nd, 4), void);
                parir_transform::users::replace_all_uses_with(body, Value::Inst(next), one);
                parir_transform::edit::remove_inst(body, next);
            }
            parir_transform::edit::remove_inst(body, s.init);
            kit.region_exit(m, entry, "DIR.OMP.LOOP")
        };
        let body = m.body_mut(f)?;
        match (s.fini, cut) {
            (Some(fini), _) => {
                let (b, k) = place(body, fini);
                parir_transform::edit::insert_inst(body, b, k, exit_data);
                parir_transform::edit::remove_inst(body, fini);
            }
            (None, Some((_, _, exit))) => {
                // Where the loop over chunks ends.
                let at = body.blocks[*exit]
                    .insts
                    .iter()
                    .position(|&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }))
                    .unwrap_or(0);
                parir_transform::edit::insert_inst(body, *exit, at, exit_data);
            }
            (None, None) => return None,
        }
    }
    let body = m.body_mut(f)?;
    for (latches, header, exit) in cuts.iter().flatten() {
        for &b in latches {
            parir_transform::edit::replace_successor(body, b, *header, *exit);
        }
    }
    Some(())
}

/// Gives the `DIR.OMP.LOOP` regions of `f` their `REDUCTION` clauses. clang accumulates a
/// reduction into a private copy (a stack slot it lists for `__kmpc_reduce`) and combines
/// the copy into the original variable after the loop, in the `__kmpc_reduce` result's
/// case 1: `orig = orig OP copy`. Inside the region the copy is replaced by the original,
/// which the region lists as `REDUCTION.OP`: the team's threads accumulate into copies of
/// their own and the construct combines them into the original at its end; the copy keeps
/// its initial value (the identity), so the combination after the loop leaves the original
/// as it is. Done when every copy of a `__kmpc_reduce` after the region is combined by an
/// operation a clause names (`+`, `*`, `&`, `|`, `^`, `min`, `max` on integers, `+`, `*`,
/// `min`, `max` on floating point); another leaves the copy, and so the function, as it was.
fn reduction_clauses(m: &mut Module, f: GlobalId) {
    let body = m.body(f).expect("body");
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let model = crate::directives::model::DirectiveFunction::of(m, body);
    let loops: Vec<&crate::directives::model::Region> = model
        .regions
        .iter()
        .filter(|r| r.directive() == Some("DIR.OMP.LOOP") && r.exits.len() == 1)
        .collect();
    let before = |a: Inst, b: Inst| dominates(body, &dt, a, b);
    let defined_before = |v: Value, at: Inst| match v {
        Value::Inst(d) => body.block_of(d).is_some() && before(d, at),
        _ => true,
    };
    // Per region: its entry, the instructions inside, and (copy, original, clause).
    type Plan<'a> = (Inst, Vec<Inst>, Vec<(Value, Value, &'a str)>);
    let mut plans: Vec<Plan> = Vec::new();
    for (_, call) in body.inst_iter() {
        if !matches!(
            kmpc(m, &body.insts[call]),
            Some("__kmpc_reduce" | "__kmpc_reduce_nowait")
        ) {
            continue;
        }
        // The nearest region whose exit comes before the call.
        let Some(r) = loops.iter().filter(|r| before(r.exits[0], call)).find(|r| {
            loops.iter().all(|o| {
                o.entry == r.entry || !before(o.exits[0], call) || before(o.exits[0], r.exits[0])
            })
        }) else {
            continue;
        };
        let list = arg(&body.insts[call], 4);
        let copies: Vec<Value> = body
            .inst_iter()
            .filter_map(|(_, i)| match &body.insts[i].kind {
                InstKind::Store { val, ptr, .. } if slot_of(body, *ptr) == Some(list) => Some(*val),
                _ => None,
            })
            .collect();
        let Some(case1) = body
            .inst_iter()
            .find_map(|(_, i)| match &body.insts[i].kind {
                InstKind::Switch { cond, cases, .. } if *cond == Value::Inst(call) => cases
                    .iter()
                    .find(|(c, _)| const_int(m, Value::Const(*c)) == Some(1))
                    .map(|(_, b)| *b),
                _ => None,
            })
        else {
            continue;
        };
        let mut clauses = Vec::new();
        let loaded = |x: Value| match x {
            Value::Inst(l) => match body.insts[l].kind {
                InstKind::Load { ptr, .. } => Some(ptr),
                _ => None,
            },
            _ => None,
        };
        // The combination: the blocks case 1 leads to (a `min`/`max` is a branch).
        let case_blocks = body.layout.iter().filter(|&&b| dt.dominates(case1, b));
        for &i in case_blocks.flat_map(|&b| body.blocks[b].insts.iter()) {
            let InstKind::Store {
                val: Value::Inst(v),
                ptr: orig,
                ..
            } = body.insts[i].kind
            else {
                continue;
            };
            let Some((copy, name)) = (match &body.insts[v].kind {
                InstKind::Binary { op, lhs, rhs, .. } => {
                    let (Some(a), Some(b)) = (loaded(*lhs), loaded(*rhs)) else {
                        continue;
                    };
                    let copy = if a == orig { b } else { a };
                    let name = match op {
                        BinOp::Add | BinOp::FAdd => "QUAL.OMP.REDUCTION.ADD",
                        BinOp::Mul | BinOp::FMul => "QUAL.OMP.REDUCTION.MUL",
                        BinOp::And => "QUAL.OMP.REDUCTION.BAND",
                        BinOp::Or => "QUAL.OMP.REDUCTION.BOR",
                        BinOp::Xor => "QUAL.OMP.REDUCTION.BXOR",
                        _ => continue,
                    };
                    (a == orig || b == orig).then_some((copy, name))
                }
                InstKind::Phi { incoming, .. } => min_max(body, &cfg, incoming, orig, &loaded),
                _ => None,
            }) else {
                continue;
            };
            if copies.contains(&copy) && defined_before(orig, r.entry) {
                clauses.push((copy, orig, name));
            }
        }
        if clauses.len() != copies.len() {
            continue;
        }
        let inside: Vec<Inst> = body
            .inst_iter()
            .map(|(_, i)| i)
            .filter(|&i| r.contains(body, i))
            .collect();
        plans.push((r.entry, inside, clauses));
    }
    for (entry, inside, clauses) in plans {
        let body = m.body_mut(f).expect("body");
        for i in inside {
            parir_transform::edit::for_each_operand_mut(&mut body.insts[i].kind, |v| {
                if let Some(c) = clauses.iter().find(|c| c.0 == *v) {
                    *v = c.1;
                }
            });
        }
        if let InstKind::Call(c) = &mut body.insts[entry].kind {
            for &(_, orig, name) in &clauses {
                c.bundles.push(bundle(name, vec![orig]));
            }
        }
    }
}

/// A `min`/`max` combination as clang -O0 writes it: `orig = orig > copy ? orig : copy`
/// as a branch on the comparison of the two loads and a phi of two more: the copy and the
/// clause (`MAX`, `MIN`, with `:UNSIGNED` for unsigned comparisons).
fn min_max(
    body: &Body,
    cfg: &ControlFlowGraph,
    incoming: &[(Value, Block)],
    orig: Value,
    loaded: &dyn Fn(Value) -> Option<Value>,
) -> Option<(Value, &'static str)> {
    use parir_ir::inst::{FloatPredicate as F, IntPredicate as I};
    let [(x, bx), (y, by)] = incoming else {
        return None;
    };
    let (lx, ly) = (loaded(*x)?, loaded(*y)?);
    let copy = if lx == orig { ly } else { lx };
    if (lx == orig) == (ly == orig) {
        return None;
    }
    // The branch both incoming blocks come from.
    let from = |b: Block| match cfg.predecessors(b) {
        [p] => Some(*p),
        _ => None,
    };
    let p = from(*bx)?;
    if from(*by)? != p {
        return None;
    }
    let InstKind::CondBr {
        cond: Value::Inst(c),
        then_dest,
        ..
    } = body.insts[body.terminator(p)?].kind
    else {
        return None;
    };
    // On the `true` edge: the original's value or the copy's.
    let keeps_orig = (if then_dest == *bx { lx } else { ly }) == orig;
    // The comparison as `orig ? copy`: greater (Some(true)) or less (Some(false)).
    let (greater, unsigned, a) = match body.insts[c].kind {
        InstKind::ICmp { pred, lhs, .. } => match pred {
            I::Sgt | I::Sge => (true, false, lhs),
            I::Ugt | I::Uge => (true, true, lhs),
            I::Slt | I::Sle => (false, false, lhs),
            I::Ult | I::Ule => (false, true, lhs),
            _ => return None,
        },
        InstKind::FCmp { pred, lhs, .. } => match pred {
            F::Ogt | F::Oge | F::Ugt | F::Uge => (true, false, lhs),
            F::Olt | F::Ole | F::Ult | F::Ule => (false, false, lhs),
            _ => return None,
        },
        _ => return None,
    };
    let greater = greater == (loaded(a)? == orig);
    Some((
        copy,
        match (greater == keeps_orig, unsigned) {
            (true, false) => "QUAL.OMP.REDUCTION.MAX",
            (true, true) => "QUAL.OMP.REDUCTION.MAX:UNSIGNED",
            (false, false) => "QUAL.OMP.REDUCTION.MIN",
            (false, true) => "QUAL.OMP.REDUCTION.MIN:UNSIGNED",
        },
    ))
}

/// The array a pointer addresses: `p` itself, or the base of a `getelementptr` on it.
fn slot_of(body: &Body, p: Value) -> Option<Value> {
    match p {
        Value::Inst(g) => match &body.insts[g].kind {
            InstKind::GetElementPtr { ptr, .. } => Some(*ptr),
            InstKind::Alloca { .. } => Some(p),
            _ => None,
        },
        _ => None,
    }
}

/// The worksharing loops of `f`, or `None` when one is of a kind not re-formed: a schedule
/// other than `static`, `static, k`, `dynamic, k` and `guided, k` (libomp's 34, 33, 35,
/// 36, with or without the monotonic modifiers), a `last` flag that is read
/// (`lastprivate`), a `static_init` without its `fini` or a `dispatch_init` without its
/// `next`.
fn sites(m: &Module, f: GlobalId) -> Option<Vec<Site>> {
    let body = m.body(f)?;
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let (mut inits, mut finis, mut nexts) = (Vec::new(), Vec::new(), Vec::new());
    for (_, i) in body.inst_iter() {
        match kmpc(m, &body.insts[i]) {
            Some(n) if n.starts_with("__kmpc_for_static_init") => inits.push((i, false)),
            Some(n) if n.starts_with("__kmpc_dispatch_init") => inits.push((i, true)),
            Some("__kmpc_for_static_fini") => finis.push(i),
            Some(n) if n.starts_with("__kmpc_dispatch_next") => nexts.push(i),
            _ => {}
        }
    }
    let dominates = |a: Inst, b: Inst| dominates(body, &dt, a, b);
    // The nearest of `cands` that `from` dominates.
    let nearest = |from: Inst, cands: &[Inst]| {
        let mine: Vec<Inst> = cands
            .iter()
            .copied()
            .filter(|&x| dominates(from, x))
            .collect();
        mine.iter()
            .copied()
            .find(|&x| mine.iter().all(|&y| y == x || !dominates(y, x)))
    };
    let mut sites = Vec::new();
    for &(init, dispatch) in &inits {
        let d = &body.insts[init];
        // Without the monotonic (1 << 29) and nonmonotonic (1 << 30) modifiers.
        let sched = const_int(m, arg(d, 2))? & !(3 << 29);
        let site = if dispatch {
            let schedule = match sched {
                33 => "QUAL.OMP.SCHEDULE.STATIC",
                35 => "QUAL.OMP.SCHEDULE.DYNAMIC",
                36 => "QUAL.OMP.SCHEDULE.GUIDED",
                _ => return None,
            };
            let next = nearest(init, &nexts)?;
            if reads(body, arg(&body.insts[next], 2)) {
                return None;
            }
            Site {
                init,
                next: Some(next),
                fini: None,
                schedule,
                chunk: Some(arg(d, 6)),
                chunked: true,
            }
        } else {
            let chunked = match sched {
                34 => false,
                33 => true,
                _ => return None,
            };
            if reads(body, arg(d, 3)) {
                return None;
            }
            Site {
                init,
                next: None,
                fini: Some(nearest(init, &finis)?),
                schedule: "QUAL.OMP.SCHEDULE.STATIC",
                chunk: chunked.then(|| arg(d, 8)),
                chunked,
            }
        };
        sites.push(site);
    }
    Some(sites)
}

/// Whether an instruction of `body` loads through `p`.
fn reads(body: &Body, p: Value) -> bool {
    body.inst_iter().any(|(_, i)| match &body.insts[i].kind {
        InstKind::Load { ptr, .. } => *ptr == p,
        _ => false,
    })
}

/// The block of `i` and its position there.
fn place(body: &Body, i: Inst) -> (Block, usize) {
    let at = super::Emit::before(body, i);
    (at.block, at.pos)
}

/// Whether instruction `a` comes before `b` on every path: earlier in the same block, or in
/// a block that dominates `b`'s.
fn dominates(body: &Body, dt: &DominatorTree, a: Inst, b: Inst) -> bool {
    let ((ba, ka), (bb, kb)) = (place(body, a), place(body, b));
    if ba == bb {
        ka < kb
    } else {
        dt.dominates(ba, bb)
    }
}

/// `mem2reg`, `simplifycfg`, `dce`, `loop-simplify` and `licm` on `f` (clang -O0 computes
/// an unsigned loop's bound in its header).
fn promote(m: &mut Module, f: GlobalId) {
    let consts = parir_transform::manager::CommonConsts::prepare(m);
    let Some(mut b) = m.globals[f].as_func_mut().and_then(|x| x.body.take()) else {
        return;
    };
    {
        let cx = parir_transform::manager::FunctionContext::new(m, f, &consts);
        let cfg = ControlFlowGraph::compute(&b);
        let dt = DominatorTree::compute(&cfg);
        parir_transform::mem2reg::promote_allocas(&cx, &mut b, &cfg, &dt);
        parir_transform::simplifycfg::simplify_cfg(&cx, &mut b);
        parir_transform::dce::eliminate_dead_code(&cx, &mut b);
    }
    m.globals[f].as_func_mut().expect("function").body = Some(b);
    parir_transform::loop_simplify::simplify_function(m, f);
    parir_transform::licm::hoist_function(m, f);
}

/// How many `DIR.OMP.LOOP` loops of `f` an executor can share: each outermost loop inside
/// a region is one, in loop-simplify form with one latch and only inductions in header
/// phis (so a region holding a vector loop and its remainder has one it cannot share). The
/// loops outside the regions (the atomic alternative of a reduction) do not count.
fn shareable(m: &Module, f: GlobalId) -> usize {
    let body = m.body(f).expect("body");
    let fl = FunctionLoops::compute(body);
    let namer = Namer::new(m, f, body);
    let claimed: Vec<ClaimedLoop> = claimed_loops_in(m, f, body, &fl);
    let model = crate::directives::model::DirectiveFunction::of(m, body);
    let in_region = |h: Block| {
        model
            .regions
            .iter()
            .any(|r| r.directive() == Some("DIR.OMP.LOOP") && r.contains_at(h, 0))
    };
    let top: Vec<_> = fl
        .forest
        .top_level()
        .iter()
        .copied()
        .filter(|&l| in_region(fl.forest.header(l)))
        .collect();
    let good = claimed.iter().filter(|lp| {
        top.contains(&lp.lp)
            && !uses_stack(body, &lp.blocks)
            && lp.latches.len() == 1
            && fl.forest.preheader(&fl.cfg, body, lp.lp).is_some()
            && PhiClassifier::new(&namer, lp, None)
                .header_phis()
                .iter()
                .all(|c| matches!(c, PhiClass::Induction(_)))
    });
    if good.count() == top.len() {
        top.len()
    } else {
        0
    }
}

/// Whether an instruction of `blocks` takes a stack slot of the function, or an address
/// computed from one, as an operand. Such a slot outlived `mem2reg` because its address is
/// passed on (a reduction's private copy handed to `__kmpc_reduce`, a variable an inner
/// parallel region shares): each thread of the team has its own, which all the iterations
/// the thread runs share, while the loop's claim would make every iteration independent.
fn uses_stack(body: &Body, blocks: &[parir_ir::Block]) -> bool {
    let slot = |v: Value| match v {
        Value::Inst(i) => match &body.insts[i].kind {
            InstKind::Alloca { .. } => true,
            InstKind::GetElementPtr {
                ptr: Value::Inst(b),
                ..
            } => {
                matches!(body.insts[*b].kind, InstKind::Alloca { .. })
            }
            _ => false,
        },
        _ => false,
    };
    blocks.iter().any(|&b| {
        body.blocks[b].insts.iter().any(|&i| {
            let mut uses = false;
            body.insts[i].kind.for_each_operand(|v| uses |= slot(v));
            uses
        })
    })
}
