//! `loop-spmdization`: the seed's LoopSPMDization (csa-pathfinding-builtins.rst, "spmd",
//! "spmdization.{entry,exit}", "Internal Intrinsics") on loops marked by an
//! `llvm.csa.spmdization.entry(W, chunk)` / `exit` pair.
//!
//! Detection is the seed's robust one: the entry is searched in the loop's preheader and the
//! blocks before it (single predecessors), the exit in the exit block and the blocks after it
//! (single successors), and only an exit that takes that entry's value counts, so markings
//! of neighbouring fully-unrolled loops are not picked up.
//!
//! The `W` workers are `W` copies of the loop, each in its own section of one new parallel
//! region (so the workers are mutually independent); the CLIE-made region and sections inside
//! the loop body come along, so each worker is itself a `parallel_loop`. Iterations are
//! numbered `0..T` (`T` the trip count, computed in the preheader); with chunk size `S` (the
//! chunk argument; for 0, `ceil(T / W)`), worker `w` runs iterations `k·W·S + w·S + j` for
//! `j < S` in increasing order — chunk 0 is blocking (contiguous blocks, OpenMP
//! `schedule(static)`), 1 cyclic (`schedule(static, 1)`), `k > 1` hybrid (`schedule(static,
//! k)`). Each worker counts its own iterations (`T_w`, which handles `T` not divisible by
//! `W·S`) and computes the original induction value of each (and of the header's other
//! inductions, `phi ± constant`). Header phis that are reductions (`add`, `mul`, `and`, `or`,
//! `xor` on integers, `fadd` and `fmul` on floating point) start from the operation's
//! identity in every worker (-0.0 for `fadd`). Each worker stores its partial result to a
//! slot of its own (an `alloca` of the entry block) before its section ends; after the
//! region the slots are loaded and combined with the initial value in worker order. Nothing
//! crosses a section boundary in a register, so the claims model makes the region a team
//! (`parir run --parallel` runs one worker per thread at a time). A floating-point reduction
//! is reassociated, as OpenMP's `parallel for num_threads(W) reduction(+: s)` (the seed's
//! equivalent of `spmd`) may: the order is fixed (worker order, each worker's iterations in
//! increasing order), so the result is deterministic (docs/decisions.md, issue 17).
//!
//! Loops it cannot transform keep their pair and get `csa-spmdization-not-applied` with the
//! reason (located at the entry, or at the loop's header branch when CLIE made the entry): not
//! a counted loop exiting at its latch (`loop-unroll`'s runtime trip count shape; run
//! `loop-rotate` first on header-tested loops such as clang -O0's; vectorized loops stay),
//! no preheader or dedicated exit, a header phi that is neither an induction nor a
//! reduction, or a value of the loop used after it
//! other than a reduction's result. The pair of a transformed loop is deleted (the seed keeps
//! it for loops that multiversioning duplicates; parir runs the pass once, after CLIE).

use super::intrinsics::{declare, i32_const, make_call, CsaIntrinsic};
use super::model::CsaFunction;
use crate::diag::Warning;
use parir_analysis::induction::{induction_of, IvUpdate};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::recurrence::RecurKind;
use parir_ir::inst::{BinOp, Flags, InstData, InstKind, IntPredicate};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use parir_transform::clone::{clone_blocks, CloneOptions, DistinctMd, ValueMap};
use parir_transform::edit::{insert_inst, phis, remove_inst, LocalNames};
use parir_transform::loop_unroll::{runtime_trip, Emitter, TripKind};
use rustc_hash::FxHashSet;

/// Runs the pass on every function of `m`.
pub fn run(m: &mut Module) -> (bool, Vec<Warning>) {
    let funcs: Vec<GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_some())
        .map(|(g, _)| g)
        .collect();
    let mut ws = Vec::new();
    let mut changed = false;
    for g in funcs {
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let mut skip: FxHashSet<Inst> = FxHashSet::default();
        while let Some(body) = m.body(g) {
            let fl = FunctionLoops::compute(body);
            let model = CsaFunction::of(m, body);
            let Some(c) = find(m, body, &fl, &model, &skip) else {
                break;
            };
            let entry = c.entry;
            let header = fl.forest.header(c.lp);
            match transform(m, g, &fl, &c) {
                Ok(()) => changed = true,
                Err(why) => {
                    let Some(body) = m.body(g) else { break };
                    let mut w = Warning::new(
                        "csa-spmdization-not-applied",
                        format!("the loop marked by this spmdization entry is not SPMDized: {why}"),
                    )
                    .at_inst(m, &fname, &body.insts[entry]);
                    if w.source.is_none() && w.pos().is_none() {
                        // CLIE made the entry: the loop's header branch was in the input.
                        if let Some(t) = body.terminator(header) {
                            w = w.at_inst(m, &fname, &body.insts[t]);
                        }
                    }
                    ws.push(w);
                    skip.insert(entry);
                }
            }
        }
    }
    if changed {
        super::intrinsics::remove_unused_declarations(
            m,
            &[
                CsaIntrinsic::SpmdizationEntry.name(),
                CsaIntrinsic::SpmdizationExit.name(),
            ],
        );
    }
    (changed, ws)
}

struct Candidate {
    lp: Loop,
    entry: Inst,
    exits: Vec<Inst>,
    workers: Option<i64>,
    chunk: Option<i64>,
}

fn find(
    m: &Module,
    body: &Body,
    fl: &FunctionLoops,
    model: &CsaFunction,
    skip: &FxHashSet<Inst>,
) -> Option<Candidate> {
    for pair in &model.markers {
        if pair.kind != CsaIntrinsic::SpmdizationEntry || skip.contains(&pair.entry) {
            continue;
        }
        let eb = body.block_of(pair.entry)?;
        let args = body.insts[pair.entry]
            .kind
            .call_data()
            .map(|c| c.args.clone())
            .unwrap_or_default();
        let arg = |k: usize| {
            args.get(k)
                .and_then(|&v| super::intrinsics::const_int(m, v))
        };
        for l in fl.forest.preorder() {
            let Some(p) = fl.forest.preheader(&fl.cfg, body, l) else {
                continue;
            };
            let mut b = p;
            let mut found = false;
            for _ in 0..16 {
                if b == eb {
                    found = true;
                    break;
                }
                match fl.cfg.predecessors(b) {
                    [one] => b = *one,
                    _ => break,
                }
            }
            if !found {
                continue;
            }
            let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
            let [x] = exits.as_slice() else { continue };
            let mut b = *x;
            let mut ok = false;
            for _ in 0..16 {
                if pair.exits.iter().any(|&e| body.block_of(e) == Some(b)) {
                    ok = true;
                    break;
                }
                match fl.cfg.successors(b) {
                    [one] => b = *one,
                    _ => break,
                }
            }
            if ok {
                return Some(Candidate {
                    lp: l,
                    entry: pair.entry,
                    exits: pair.exits.clone(),
                    workers: arg(0),
                    chunk: arg(1),
                });
            }
        }
    }
    None
}

/// Another induction of the header: `phi [start, preheader], [phi ± step, latch]`.
struct Induction {
    phi: Inst,
    start: Value,
    step: Value,
    sub: bool,
}

/// The shared induction descriptor, narrowed to what the SPMD rewrite handles: an integer
/// `add %phi, C` or `sub %phi, C` with a constant step, of the phi's own type.
fn induction(body: &Body, loop_blocks: &FxHashSet<Block>, phi: Inst) -> Option<Induction> {
    let InstKind::Phi { incoming, .. } = &body.insts[phi].kind else {
        return None;
    };
    let (mut start, mut next) = (None, None);
    for &(v, b) in incoming {
        if loop_blocks.contains(&b) {
            next = Some(v);
        } else {
            start = Some(v);
        }
    }
    let iv = induction_of(body, phi, start?, next?, |b| loop_blocks.contains(&b)).ok()?;
    let (IvUpdate::Add { step, .. } | IvUpdate::Sub { step }) = iv.update else {
        return None;
    };
    if !iv.phi_on_left()
        || !matches!(step, Value::Const(_))
        || body.insts[phi].ty != body.insts[iv.next].ty
    {
        return None;
    }
    Some(Induction {
        phi,
        start: iv.start,
        step,
        sub: iv.negated(),
    })
}

/// A reduction carried by a header phi.
struct Reduction {
    phi: Inst,
    init: Value,
    next: Inst,
    op: BinOp,
    flags: Flags,
    identity: Value,
    ty: Type,
}

fn reduction(body: &Body, loop_blocks: &FxHashSet<Block>, phi: Inst) -> Option<Reduction> {
    let InstKind::Phi { incoming, .. } = &body.insts[phi].kind else {
        return None;
    };
    let ty = body.insts[phi].ty;
    let (mut init, mut next) = (None, None);
    for &(v, b) in incoming {
        if loop_blocks.contains(&b) {
            next = Some(v);
        } else {
            init = Some(v);
        }
    }
    let (init, Value::Inst(next)) = (init?, next?) else {
        return None;
    };
    let InstKind::Binary {
        op,
        flags,
        lhs,
        rhs,
    } = body.insts[next].kind
    else {
        return None;
    };
    if lhs != Value::Inst(phi) && rhs != Value::Inst(phi) {
        return None;
    }
    // The phi only feeds its update, the update only the phi (and the loop's exit).
    for (b, i) in body.inst_iter() {
        if !loop_blocks.contains(&b) || i == next || i == phi {
            continue;
        }
        let mut uses = false;
        body.insts[i].kind.for_each_operand(|o| {
            uses |= o == Value::Inst(phi) || o == Value::Inst(next);
        });
        if uses {
            return None;
        }
    }
    Some(Reduction {
        phi,
        init,
        next,
        op,
        flags,
        identity: init,
        ty,
    })
}

/// The identity of reduction operation `op` on type `ty`, from the shared reduction kind
/// (`sub` and `fsub` have none here: the partial results are combined with `op` itself).
fn identity(m: &mut Module, op: BinOp, ty: Type) -> Option<Value> {
    let kind = RecurKind::from_binop(op).filter(|k| k.binop() == Some(op))?;
    kind.identity_const(m, ty)
}

fn transform(m: &mut Module, g: GlobalId, fl: &FunctionLoops, c: &Candidate) -> Result<(), String> {
    let workers = c
        .workers
        .filter(|&w| (1..=4096).contains(&w))
        .ok_or("the worker count is not a constant between 1 and 4096")? as u64;
    let chunk = c
        .chunk
        .filter(|&k| k >= 0)
        .ok_or("the chunk size is not a non-negative constant")? as u64;
    let body_ref = m.body(g).ok_or("no body")?;
    let l = c.lp;
    let h = fl.forest.header(l);
    let latch = fl
        .forest
        .latch(&fl.cfg, l)
        .ok_or("the loop has several latches")?;
    let p = fl
        .forest
        .preheader(&fl.cfg, body_ref, l)
        .ok_or("the loop has no preheader")?;
    let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
    let [x] = exits.as_slice() else {
        return Err("the loop has several exit blocks".into());
    };
    let x = *x;
    if fl.cfg.predecessors(x) != [latch] {
        return Err("the exit block is not dedicated to the latch".into());
    }
    let trip = runtime_trip(m, body_ref, fl, l).ok_or(
        "not a counted loop exiting at its latch (an induction stepped by a constant compared with a loop-invariant bound)",
    )?;
    if !matches!(
        body_ref.insts[body_ref.terminator(p).ok_or("no terminator")?].kind,
        InstKind::Br(_)
    ) {
        return Err("the preheader does not branch to the loop alone".into());
    }
    let loop_blocks: Vec<Block> = fl.forest.blocks(l).to_vec();
    let in_loop: FxHashSet<Block> = loop_blocks.iter().copied().collect();
    let mut reds = Vec::new();
    let mut inductions: Vec<Induction> = Vec::new();
    for ph in phis(body_ref, h) {
        if ph == trip.phi {
            continue;
        }
        if let Some(ind) = induction(m.body(g).ok_or("no body")?, &in_loop, ph) {
            inductions.push(ind);
            continue;
        }
        let found = reduction(m.body(g).ok_or("no body")?, &in_loop, ph);
        let found = found.and_then(|mut r| {
            r.identity = identity(m, r.op, r.ty)?;
            Some(r)
        });
        match found {
            Some(r) => reds.push(r),
            None => {
                return Err(format!(
                    "the header phi {} is neither the induction nor a reduction parir can combine",
                    super::memorder::inst_name(m.body(g).ok_or("no body")?, ph)
                ))
            }
        }
    }
    let body_ref = m.body(g).ok_or("no body")?;
    // Values of the loop used after it: only reduction results, through the exit's phis.
    let red_next: FxHashSet<Inst> = reds.iter().map(|r| r.next).collect();
    let loop_insts: FxHashSet<Inst> = loop_blocks
        .iter()
        .flat_map(|&b| body_ref.blocks[b].insts.iter().copied())
        .collect();
    for (b, i) in body_ref.inst_iter() {
        if in_loop.contains(&b) {
            continue;
        }
        let mut bad = false;
        body_ref.insts[i].kind.for_each_operand(|o| {
            if let Value::Inst(d) = o {
                if loop_insts.contains(&d) && !red_next.contains(&d) {
                    bad = true;
                }
            }
        });
        if bad {
            return Err(format!(
                "{} uses a value of the loop after it (only reductions are combined)",
                super::memorder::inst_name(body_ref, i)
            ));
        }
    }
    // Edit the body out of the module.
    let region_id = parir_transform::csa_region_ids::next_region_id(m, body_ref);
    let reg_entry = declare(m, CsaIntrinsic::RegionEntry)?;
    let reg_exit = declare(m, CsaIntrinsic::RegionExit)?;
    let sec_entry = declare(m, CsaIntrinsic::SectionEntry)?;
    let sec_exit = declare(m, CsaIntrinsic::SectionExit)?;
    let func = m.globals[g].as_func_mut().ok_or("not a function")?;
    let arg_names = func.arg_names.clone();
    let mut body = func.body.take().ok_or("no body")?;
    let mut names = LocalNames::of(&arg_names, &body);
    let result = build(
        m,
        &mut body,
        &mut names,
        Build {
            l_blocks: &loop_blocks,
            h,
            latch,
            p,
            x,
            trip,
            reds: &reds,
            inductions: &inductions,
            workers,
            chunk,
            region_id,
            fns: [reg_entry, reg_exit, sec_entry, sec_exit],
            pair: std::iter::once(c.entry)
                .chain(c.exits.iter().copied())
                .collect(),
        },
    );
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(body);
    }
    result
}

struct Build<'a> {
    l_blocks: &'a [Block],
    h: Block,
    latch: Block,
    p: Block,
    x: Block,
    trip: parir_transform::loop_unroll::RuntimeTrip,
    reds: &'a [Reduction],
    inductions: &'a [Induction],
    workers: u64,
    chunk: u64,
    region_id: i64,
    fns: [GlobalId; 4],
    pair: Vec<Inst>,
}

fn build(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    b: Build<'_>,
) -> Result<(), String> {
    let src = body.clone();
    let iv_ty = body.insts[b.trip.phi].ty;
    let bits = m
        .types
        .int_bits(iv_ty)
        .ok_or("the induction is not an integer")?;
    let bool_ty = m.types.int(1);
    let cst = |m: &mut Module, v: u64| Value::Const(m.consts.int(iv_ty, bits, i128::from(v)));
    let bin = |op, lhs, rhs| InstKind::Binary {
        op,
        flags: Flags::default(),
        lhs,
        rhs,
    };
    // The trip count and the per-worker counts, in the preheader.
    let mut em = Emitter::before_terminator(body, b.p).ok_or("no terminator")?;
    let t = em
        .trip_count(m, body, names, &b.trip)
        .ok_or("cannot compute the trip count")?;
    let w_c = cst(m, b.workers);
    let s = if b.chunk == 0 {
        let wm1 = cst(m, b.workers - 1);
        let tp = em.emit(m, body, names, bin(BinOp::Add, t, wm1), iv_ty, "spmd.tw");
        em.emit(
            m,
            body,
            names,
            bin(BinOp::UDiv, tp, w_c),
            iv_ty,
            "spmd.chunk",
        )
    } else {
        cst(m, b.chunk)
    };
    let ws = em.emit(m, body, names, bin(BinOp::Mul, w_c, s), iv_ty, "spmd.round");
    let rounds = em.emit(
        m,
        body,
        names,
        bin(BinOp::UDiv, t, ws),
        iv_ty,
        "spmd.rounds",
    );
    let rem = em.emit(m, body, names, bin(BinOp::URem, t, ws), iv_ty, "spmd.rem");
    let full = em.emit(
        m,
        body,
        names,
        bin(BinOp::Mul, rounds, s),
        iv_ty,
        "spmd.full",
    );
    let zero = cst(m, 0);
    let mut counts = Vec::new();
    let mut bases = Vec::new();
    for w in 0..b.workers {
        let wv = cst(m, w);
        let base = em.emit(m, body, names, bin(BinOp::Mul, wv, s), iv_ty, "spmd.base");
        let gt = em.emit(
            m,
            body,
            names,
            InstKind::ICmp {
                pred: IntPredicate::Ugt,
                lhs: rem,
                rhs: base,
            },
            bool_ty,
            "spmd.has",
        );
        let diff = em.emit(
            m,
            body,
            names,
            bin(BinOp::Sub, rem, base),
            iv_ty,
            "spmd.left",
        );
        let lt = em.emit(
            m,
            body,
            names,
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                lhs: diff,
                rhs: s,
            },
            bool_ty,
            "spmd.part",
        );
        let mn = em.emit(
            m,
            body,
            names,
            InstKind::Select {
                flags: Flags::default(),
                cond: lt,
                then_val: diff,
                else_val: s,
            },
            iv_ty,
            "spmd.tail",
        );
        let extra = em.emit(
            m,
            body,
            names,
            InstKind::Select {
                flags: Flags::default(),
                cond: gt,
                then_val: mn,
                else_val: zero,
            },
            iv_ty,
            "spmd.extra",
        );
        let tw = em.emit(
            m,
            body,
            names,
            bin(BinOp::Add, full, extra),
            iv_ty,
            "spmd.count",
        );
        counts.push(tw);
        bases.push(base);
    }
    // The region, in the preheader.
    let [reg_entry, reg_exit, sec_entry, sec_exit] = b.fns;
    let id = i32_const(m, b.region_id);
    let mut d = make_call(m, reg_entry, vec![id]).ok_or("cannot call the region entry")?;
    d.name = Some(names.unique("spmdization_region"));
    let pos = body.blocks[b.p].insts.len() - 1;
    let reg = Value::Inst(insert_inst(body, b.p, pos, d));
    let down = matches!(
        b.trip.kind,
        TripKind::NeDown | TripKind::SgtDown | TripKind::UgtDown
    );
    let step = cst(m, b.trip.step);
    let one = cst(m, 1);
    // Each worker leaves its partial results in slots of its own (allocas of the entry
    // block), read after the region: no value crosses a section boundary in a register, so
    // the sections may run on different threads.
    let entry = body.entry().ok_or("no entry block")?;
    let ptr_ty = m.types.ptr(0);
    let mut slots: Vec<Vec<Value>> = Vec::new();
    let mut at_entry = 0;
    for w in 0..b.workers {
        let mut row = Vec::new();
        for red in b.reds {
            let mut d = InstData::new(
                InstKind::Alloca {
                    elem_ty: red.ty,
                    count: None,
                    align: None,
                    addrspace: 0,
                    inalloca: false,
                    swifterror: false,
                },
                ptr_ty,
            );
            d.name = Some(names.unique(&format!("spmd.slot.w{w}")));
            row.push(Value::Inst(insert_inst(body, entry, at_entry, d)));
            at_entry += 1;
        }
        slots.push(row);
    }
    let mut new_blocks: Vec<Block> = Vec::new();
    let mut joins: Vec<(Block, Block)> = Vec::new(); // (guard, join) per worker
    for w in 0..b.workers {
        let guard = body.append_block(Some(names.unique(&format!("spmd.worker{w}"))));
        let pre = body.append_block(Some(names.unique(&format!("spmd.worker{w}.ph"))));
        let mut vm = ValueMap::default();
        let opts = CloneOptions {
            suffix: format!(".w{w}"),
            access_groups: DistinctMd::Keep,
            loop_ids: DistinctMd::Fresh,
        };
        let cloned = clone_blocks(m, &src, b.l_blocks, body, names, &mut vm, &opts);
        let exit = body.append_block(Some(names.unique(&format!("spmd.worker{w}.exit"))));
        let join = body.append_block(Some(names.unique(&format!("spmd.worker{w}.done"))));
        let hw = vm.block(b.h);
        let lw = vm.block(b.latch);
        // Guard: the worker's section; skip the loop when it has no iteration.
        let mut d = make_call(m, sec_entry, vec![reg]).ok_or("section entry")?;
        d.name = Some(names.unique("spmdization_section"));
        let sec = Value::Inst(body.append_inst(guard, d));
        let nz = body.append_inst(
            guard,
            InstData::new(
                InstKind::ICmp {
                    pred: IntPredicate::Ne,
                    lhs: counts[w as usize],
                    rhs: zero,
                },
                bool_ty,
            ),
        );
        body.append_inst(
            guard,
            InstData::new(
                InstKind::CondBr {
                    cond: Value::Inst(nz),
                    then_dest: pre,
                    else_dest: join,
                },
                m.types.void(),
            ),
        );
        body.append_inst(pre, InstData::new(InstKind::Br(hw), m.types.void()));
        body.append_inst(exit, InstData::new(InstKind::Br(join), m.types.void()));
        // The worker's iteration counter and the original induction value of each.
        let mut kd = InstData::new(
            InstKind::Phi {
                incoming: vec![(zero, pre)],
                flags: Flags::default(),
            },
            iv_ty,
        );
        kd.name = Some(names.unique("spmd.k"));
        let k = insert_inst(body, hw, 0, kd);
        let nphis = phis(body, hw).len();
        let mut at = Emitter::at(hw, nphis);
        let q = at.emit(
            m,
            body,
            names,
            bin(BinOp::UDiv, Value::Inst(k), s),
            iv_ty,
            "spmd.q",
        );
        let r = at.emit(
            m,
            body,
            names,
            bin(BinOp::URem, Value::Inst(k), s),
            iv_ty,
            "spmd.r",
        );
        let qr = at.emit(m, body, names, bin(BinOp::Mul, q, ws), iv_ty, "spmd.qr");
        let qb = at.emit(
            m,
            body,
            names,
            bin(BinOp::Add, qr, bases[w as usize]),
            iv_ty,
            "spmd.qb",
        );
        let idx = at.emit(m, body, names, bin(BinOp::Add, qb, r), iv_ty, "spmd.idx");
        let off = at.emit(
            m,
            body,
            names,
            bin(BinOp::Mul, idx, step),
            iv_ty,
            "spmd.off",
        );
        let ivw = at.emit(
            m,
            body,
            names,
            bin(
                if down { BinOp::Sub } else { BinOp::Add },
                b.trip.start,
                off,
            ),
            iv_ty,
            "spmd.iv",
        );
        // The other inductions at the same iteration: start ± index · step (in their type).
        let mut replace: Vec<(Value, Value)> = vec![(vm.value(Value::Inst(b.trip.phi)), ivw)];
        for ind in b.inductions {
            let ty = body.insts[ind.phi].ty;
            let ibits = m
                .types
                .int_bits(ty)
                .ok_or("an induction that is not an integer")?;
            let idx_t = if ibits == bits {
                idx
            } else {
                let op = if ibits < bits {
                    parir_ir::inst::CastOp::Trunc
                } else {
                    parir_ir::inst::CastOp::ZExt
                };
                at.emit(
                    m,
                    body,
                    names,
                    InstKind::Cast {
                        op,
                        flags: Flags::default(),
                        val: idx,
                    },
                    ty,
                    "spmd.idx.c",
                )
            };
            let off = at.emit(
                m,
                body,
                names,
                bin(BinOp::Mul, idx_t, ind.step),
                ty,
                "spmd.ioff",
            );
            let v = at.emit(
                m,
                body,
                names,
                bin(
                    if ind.sub { BinOp::Sub } else { BinOp::Add },
                    ind.start,
                    off,
                ),
                ty,
                "spmd.ind",
            );
            replace.push((vm.value(Value::Inst(ind.phi)), v));
        }
        // Replace the cloned induction phis by them.
        for &cb in &cloned {
            let insts = body.blocks[cb].insts.clone();
            for i in insts {
                parir_transform::edit::for_each_operand_mut(&mut body.insts[i].kind, |o| {
                    if let Some(&(_, to)) = replace.iter().find(|(from, _)| from == o) {
                        *o = to;
                    }
                });
            }
        }
        for &(from, _) in &replace {
            if let Value::Inst(oi) = from {
                remove_inst(body, oi);
            }
        }
        // Reductions start from the identity in every worker.
        for (red, &slot) in b.reds.iter().zip(&slots[w as usize]) {
            if let Value::Inst(pw) = vm.value(Value::Inst(red.phi)) {
                if let InstKind::Phi { incoming, .. } = &mut body.insts[pw].kind {
                    for e in incoming.iter_mut() {
                        if e.1 == b.p {
                            *e = (red.identity, pre);
                        }
                    }
                }
            }
            let next_w = vm.value(Value::Inst(red.next));
            let pd = InstData::new(
                InstKind::Phi {
                    incoming: vec![(red.identity, guard), (next_w, exit)],
                    flags: Flags::default(),
                },
                red.ty,
            );
            let pi = body.append_inst(join, pd);
            body.append_inst(
                join,
                InstData::new(
                    InstKind::Store {
                        val: Value::Inst(pi),
                        ptr: slot,
                        volatile: false,
                        atomic: None,
                        align: None,
                    },
                    m.types.void(),
                ),
            );
        }
        // The latch counts the worker's iterations.
        let term = body.terminator(lw).ok_or("latch without terminator")?;
        let pos = body.blocks[lw].insts.len() - 1;
        let mut kn = InstData::new(bin(BinOp::Add, Value::Inst(k), one), iv_ty);
        kn.name = Some(names.unique("spmd.k.next"));
        let knext = insert_inst(body, lw, pos, kn);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[k].kind {
            incoming.push((Value::Inst(knext), lw));
        }
        let more = insert_inst(
            body,
            lw,
            pos + 1,
            InstData::new(
                InstKind::ICmp {
                    pred: IntPredicate::Ult,
                    lhs: Value::Inst(knext),
                    rhs: counts[w as usize],
                },
                bool_ty,
            ),
        );
        body.insts[term].kind = InstKind::CondBr {
            cond: Value::Inst(more),
            then_dest: hw,
            else_dest: exit,
        };
        let d = make_call(m, sec_exit, vec![sec]).ok_or("section exit")?;
        body.append_inst(join, d);
        new_blocks.push(guard);
        new_blocks.push(pre);
        new_blocks.extend(cloned);
        new_blocks.push(exit);
        new_blocks.push(join);
        joins.push((guard, join));
    }
    // Chain the workers; combine after them; the region ends.
    let fin = body.append_block(Some(names.unique("spmd.combine")));
    for w in 0..joins.len() {
        let next = joins.get(w + 1).map_or(fin, |j| j.0);
        body.append_inst(
            joins[w].1,
            InstData::new(InstKind::Br(next), m.types.void()),
        );
    }
    let d = make_call(m, reg_exit, vec![reg]).ok_or("region exit")?;
    body.append_inst(fin, d);
    let mut finals = Vec::new();
    for (k, red) in b.reds.iter().enumerate() {
        let mut acc = red.init;
        for row in &slots {
            let mut ld = InstData::new(
                InstKind::Load {
                    ptr: row[k],
                    volatile: false,
                    atomic: None,
                    align: None,
                },
                red.ty,
            );
            ld.name = Some(names.unique("spmd.partial"));
            let part = Value::Inst(body.append_inst(fin, ld));
            let d = InstData::new(
                InstKind::Binary {
                    op: red.op,
                    flags: red.flags,
                    lhs: acc,
                    rhs: part,
                },
                red.ty,
            );
            acc = Value::Inst(body.append_inst(fin, d));
        }
        finals.push(acc);
    }
    body.append_inst(fin, InstData::new(InstKind::Br(b.x), m.types.void()));
    new_blocks.push(fin);
    // The exit's phis take the combined results.
    for ph in phis(body, b.x) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
            for e in incoming.iter_mut() {
                if e.1 != b.latch {
                    continue;
                }
                let v = b
                    .reds
                    .iter()
                    .position(|r| e.0 == Value::Inst(r.next))
                    .map(|k| finals[k])
                    .ok_or("an exit phi takes a value that is not a reduction result")?;
                *e = (v, fin);
            }
        }
    }
    // Other uses of a reduction's result after the loop (not in LCSSA form) take the
    // combined value: the combining block dominates everything after the loop.
    let old_set: FxHashSet<Block> = b.l_blocks.iter().copied().collect();
    let new_set: FxHashSet<Block> = new_blocks.iter().copied().collect();
    for blk in body.layout.clone() {
        if old_set.contains(&blk) || new_set.contains(&blk) {
            continue;
        }
        for i in body.blocks[blk].insts.clone() {
            parir_transform::edit::for_each_operand_mut(&mut body.insts[i].kind, |o| {
                if let Some(k) = b.reds.iter().position(|r| *o == Value::Inst(r.next)) {
                    *o = finals[k];
                }
            });
        }
    }
    // The preheader enters the first worker; the original loop goes.
    let pt = body.terminator(b.p).ok_or("preheader without terminator")?;
    body.insts[pt].kind = InstKind::Br(joins[0].0);
    let old: FxHashSet<Block> = b.l_blocks.iter().copied().collect();
    for &ob in b.l_blocks {
        for i in body.blocks[ob].insts.clone() {
            remove_inst(body, i);
        }
    }
    let added: FxHashSet<Block> = new_blocks.iter().copied().collect();
    body.layout
        .retain(|x| !old.contains(x) && !added.contains(x));
    let at = body
        .layout
        .iter()
        .position(|&x| x == b.p)
        .map_or(body.layout.len(), |k| k + 1);
    let tail = body.layout.split_off(at);
    body.layout.extend(new_blocks);
    body.layout.extend(tail);
    for i in b.pair {
        if body.block_of(i).is_some() {
            remove_inst(body, i);
        }
    }
    Ok(())
}
