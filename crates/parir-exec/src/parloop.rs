//! Which annotated loops may run their iterations in parallel: a static analysis, no
//! execution (issue 5, items 3–4: what `parir run --parallel --explain` and `parir sanitize`
//! start from; the claims are those of ivdep-loop-annotations-design.md, "LLVM Metadata
//! changes").
//!
//! [`annotated_loops`] takes every loop of a function that the claims model
//! ([`parir_annot::claims`]) recognizes as claimed — today the claims `parallel_accesses`,
//! `no_depends` or `no_depends_safelen` of a loop's metadata — and decides, for each, whether
//! an interpreter may run its iterations in parallel ([`AnnotatedLoop::plan`]); when it may
//! not, the reason is one sentence naming the value or block at fault.
//!
//! # Coverage
//!
//! Which accesses a claim covers is the model's ([`parir_annot::claims`], "Coverage"): an
//! access outside every group of the claim could depend on another iteration, so a claim
//! with an uncovered access does not make the loop parallel.
//!
//! # When a loop is parallel
//!
//! [`AnnotatedLoop::plan`] is `Ok` when all of these hold, checked in this order (the first
//! that fails is the reason):
//!
//! 1. a `parallel_accesses` or `no_depends` claim covers every memory access (several claims
//!    are not combined: two `no_depends` attributes, one per array, say nothing about
//!    dependences between the arrays). A `no_depends_safelen(S)` claim alone is not enough:
//!    it allows dependences at distance S;
//! 2. the loop has a preheader: the single predecessor of the header outside the loop, ending
//!    in an unconditional branch to the header;
//! 3. the loop has a single latch;
//! 4. exactly one block of the loop has an edge out of it, and it is the header or the latch,
//!    ending in a conditional branch on an `icmp` of an induction variable (its phi or its
//!    next value) against a loop-invariant value ([`loop_invariant`]);
//! 5. every phi of the header is an [`Induction`] or a [`Reduction`] as the claims model
//!    classifies them ([`parir_annot::claims::scalars`]); the first other phi is the reason,
//!    naming its source variable when `#dbg_value` records say.
//!
//! Other values computed in the loop may be used after it: the executor runs the last
//! iteration on the main thread after all the others, so they have their sequential values.
//!
//! Other limits, which make a loop sequential rather than wrong: an exit test on an extended
//! induction (a truncated one is tested at the comparison's width), and the limits of the
//! phi classification.
//!
//! Calls inside the loop are allowed (their memory accesses are covered or not like any
//! other); a call that does not return (`exit`, `abort`) simply ends the program.
//!
//! Examples: `tests/parloop_api.rs`.

use parir_analysis::loops::{FunctionLoops, Loop};
use parir_annot::claims::names::Namer;
use parir_annot::claims::scalars::{Carried, PhiClass, PhiClassifier};
use parir_annot::claims::{claimed_loops_in, ClaimedLoop};
use parir_ir::inst::{InstKind, IntPredicate};
use parir_ir::layout::{DataLayout, X86_64_LAYOUT};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use std::fmt::Write as _;

pub use parir_annot::claims::scalars::{Induction, RedOp, Reduction, Step};
pub use parir_annot::claims::{Claim, ClaimInfo, PrivateKind, Privatized, ReductionOp};

/// A claimed loop ([`ClaimedLoop`], whose fields it derefs to) with the executor's decision.
#[derive(Clone, Debug)]
pub struct AnnotatedLoop {
    pub claimed: ClaimedLoop,
    /// How to run the iterations in parallel, or why they may not (one sentence).
    pub plan: Result<ParallelPlan, String>,
    /// The header phis that make a claim of full parallelism false
    /// ([`parir_annot::claims::check::loop_carried_scalars`]): what the sanitizer reports
    /// as dependences of distance 1.
    pub carried: Vec<Carried>,
}

impl std::ops::Deref for AnnotatedLoop {
    type Target = ClaimedLoop;
    fn deref(&self) -> &ClaimedLoop {
        &self.claimed
    }
}

/// How a parallel loop runs: its entry and exit edges, inductions, reductions and trip test.
#[derive(Clone, Debug)]
pub struct ParallelPlan {
    /// The unique out-of-loop predecessor of the header, ending in `br label %header`.
    pub preheader: Block,
    /// The only block with an edge out of the loop: the header or the (single) latch.
    pub exiting: Block,
    /// The out-of-loop successor of `exiting`.
    pub exit: Block,
    /// In header phi order.
    pub inductions: Vec<Induction>,
    /// In header phi order.
    pub reductions: Vec<Reduction>,
    pub exit_test: ExitTest,
    /// The variables the claim privatizes ([`ClaimInfo::private`]), in clause order.
    pub private: Vec<PrivateVar>,
}

/// A variable the loop's claim privatizes, as the executor copies it: each chunk of
/// iterations run on a worker gets its own storage (a copy of the variable for
/// `firstprivate`, the identity for a reduction), and the register holding the variable's
/// address points there instead. After the chunks, before the main thread runs the last
/// iteration with the variable itself, a reduction's copies are combined into the variable
/// in chunk order and any other variable gets the last chunk's copy (`lastprivate`), so the
/// variable ends as a sequential run leaves it.
#[derive(Clone, Debug)]
pub struct PrivateVar {
    /// The variable's address: an `alloca` outside the loop, or an argument.
    pub object: Value,
    pub kind: PrivateKind,
    /// Bytes of storage to copy.
    pub bytes: u64,
    /// For a reduction: the element type (an integer of at most 64 bits, `float` or
    /// `double`) and the number of elements.
    pub elem: Option<(Type, u64)>,
    /// `firstprivate`: the copies start as the variable.
    pub first: bool,
    /// `lastprivate`: the variable ends as the copy that ran the last iteration.
    pub last: bool,
}

/// The loop's exit test: `br i1 (icmp pred a, b)` in the exiting block.
#[derive(Clone, Debug)]
pub struct ExitTest {
    /// The `icmp`.
    pub cmp: Inst,
    pub pred: IntPredicate,
    /// Index into [`ParallelPlan::inductions`].
    pub iv: usize,
    /// Whether the compared value is the induction's `next` (else its phi).
    pub iv_is_next: bool,
    /// Whether the induction is the left operand of the `icmp`.
    pub iv_on_lhs: bool,
    /// The loop-invariant operand.
    pub bound: Value,
    /// The value of the branch condition that leaves the loop.
    pub exit_when: bool,
}

/// The annotated loops of function `f` of `m`, outer loops before the loops they contain
/// (the order `print<loops>` uses). Empty when `f` is not a function definition. A loop is
/// listed when the claims model recognizes a claim on it.
pub fn annotated_loops(m: &Module, f: GlobalId) -> Vec<AnnotatedLoop> {
    let Some(body) = m.body(f) else {
        return Vec::new();
    };
    let fl = FunctionLoops::compute(body);
    plans_of(m, f, body, &fl, claimed_loops_in(m, f, body, &fl))
}

/// [`annotated_loops`] of the claimed loops `loops` of the parallel model of `f` (whose
/// loops are `fl`).
pub fn plans_of(
    m: &Module,
    f: GlobalId,
    body: &Body,
    fl: &FunctionLoops,
    loops: Vec<ClaimedLoop>,
) -> Vec<AnnotatedLoop> {
    let dl = DataLayout::of_module(m)
        .or_else(|_| DataLayout::parse(X86_64_LAYOUT))
        .ok();
    let n = Namer::new(m, f, body);
    loops
        .into_iter()
        .map(|claimed| {
            let classifier = PhiClassifier::new(&n, &claimed, dl.clone());
            let plan = plan(&n, fl, &claimed, &classifier, dl.as_ref());
            let carried = parir_annot::claims::check::loop_carried_scalars(&n, &claimed);
            AnnotatedLoop {
                plan,
                carried,
                claimed,
            }
        })
        .collect()
}

/// Whether `v` is invariant in loop `lp` ([`ClaimedLoop::invariant`]).
///
/// Example: `tests/parloop_api.rs`.
pub fn loop_invariant(body: &Body, lp: &AnnotatedLoop, v: Value) -> bool {
    lp.invariant(body, v)
}

/// A few lines explaining the decision on `lp` (a loop of function `f` of `m`): what
/// `parir run --explain` prints. The first line is [`ClaimedLoop::describe`] with the
/// verdict (and the reason when sequential), then one line per claim and, for a parallel
/// loop, the plan.
///
/// Example: `tests/parloop_api.rs`.
pub fn explain(m: &Module, f: GlobalId, lp: &AnnotatedLoop) -> String {
    let Some(body) = m.body(f) else {
        return format!("{}: not a function definition\n", lp.describe);
    };
    let n = Namer::new(m, f, body);
    let val = |v: Value| n.val(v);
    let blk = |b: Block| n.blk(b);
    let mut s = String::new();
    match &lp.plan {
        Ok(_) => {
            let _ = writeln!(s, "{}: parallel", lp.describe);
        }
        Err(why) => {
            let _ = writeln!(s, "{}: sequential: {why}", lp.describe);
        }
    }
    let total = lp.claims.first().map_or(0, ClaimInfo::accesses);
    for c in &lp.claims {
        let n = c.groups.len();
        let mut privatized = match c.privatized.len() {
            0 => String::new(),
            k => format!(", {k} to privatized variables"),
        };
        if !c.synchronized.is_empty() {
            privatized += &format!(", {} in critical sections", c.synchronized.len());
        }
        let _ = writeln!(
            s,
            "  claim {}: {n} group{}, covers {} of {total} memory accesses{privatized}",
            c.claim,
            if n == 1 { "" } else { "s" },
            c.covered.len(),
        );
    }
    let Ok(plan) = &lp.plan else {
        return s;
    };
    let _ = writeln!(
        s,
        "  preheader {}, exiting {}, exit {}",
        blk(plan.preheader),
        blk(plan.exiting),
        blk(plan.exit)
    );
    for iv in &plan.inductions {
        let step = match iv.step {
            Step::Int(v) => format!("{} {}", if iv.negated { "sub" } else { "add" }, val(v)),
            Step::PtrBytes(v) => format!("{} x {} bytes", val(v), iv.bytes_scale),
        };
        let _ = writeln!(
            s,
            "  induction {} = phi [{}, {}], step {step}, next {}",
            val(Value::Inst(iv.phi)),
            val(iv.start),
            blk(plan.preheader),
            val(Value::Inst(iv.next)),
        );
    }
    for r in &plan.reductions {
        let chain: Vec<String> = r.updates.iter().map(|&u| val(Value::Inst(u))).collect();
        let _ = writeln!(
            s,
            "  reduction {} = phi [{}, {}], {}: {}",
            val(Value::Inst(r.phi)),
            val(r.init),
            blk(plan.preheader),
            r.op.name(),
            chain.join(", ")
        );
    }
    let t = &plan.exit_test;
    let (lhs, rhs) = match &body.insts[t.cmp].kind {
        InstKind::ICmp { lhs, rhs, .. } => (val(*lhs), val(*rhs)),
        _ => (String::new(), String::new()),
    };
    let _ = writeln!(
        s,
        "  exit test {} = icmp {} {lhs}, {rhs}: leaves the loop when {}",
        val(Value::Inst(t.cmp)),
        t.pred.keyword(),
        t.exit_when
    );
    for v in &plan.private {
        let what = match v.kind {
            PrivateKind::Reduction(op) => format!("reduction({}) of", op.name()),
            _ if v.first => "copy, initialized from".into(),
            _ => "copy of".into(),
        };
        let _ = writeln!(
            s,
            "  private: each chunk's own {what} {} ({} bytes)",
            val(v.object),
            v.bytes
        );
    }
    s
}

/// Whether loop `lp` may run its iterations in parallel, and how.
fn plan(
    n: &Namer,
    fl: &FunctionLoops,
    lp: &ClaimedLoop,
    phis: &PhiClassifier,
    dl: Option<&DataLayout>,
) -> Result<ParallelPlan, String> {
    let body = n.body;
    let cfg = &fl.cfg;
    let l: Loop = lp.lp;
    let header = lp.header;
    let inside = |b: Block| lp.contains(b);

    // 1. A claim that makes the iterations independent and covers every access.
    check_claims(n, &lp.claims)?;

    // 2. The preheader.
    let outside: Vec<Block> = dedup(
        cfg.predecessors(header)
            .iter()
            .copied()
            .filter(|&p| !inside(p)),
    );
    let preheader = match outside.as_slice() {
        [] => {
            return Err(format!(
                "the loop has no preheader: its header {} has no predecessor outside the loop",
                n.blk(header)
            ))
        }
        [p] => *p,
        ps => {
            return Err(format!(
            "the loop has no preheader: its header {} has {} predecessors outside the loop ({})",
            n.blk(header),
            ps.len(),
            n.blocks(ps)
        ))
        }
    };
    let pre_term = body.terminator(preheader).map(|t| &body.insts[t].kind);
    if pre_term != Some(&InstKind::Br(header)) {
        return Err(format!(
            "the loop has no preheader: {}, the header's only predecessor outside the loop, does not end in an unconditional branch to it",
            n.blk(preheader)
        ));
    }

    // 3. One latch, with one edge to the header.
    let latch = match lp.latches.as_slice() {
        [b] => *b,
        bs => {
            return Err(format!(
                "the loop has {} latches ({})",
                bs.len(),
                n.blocks(bs)
            ))
        }
    };
    if fl.forest.latch(cfg, l).is_none() {
        return Err(format!(
            "the latch {} branches to the header {} twice",
            n.blk(latch),
            n.blk(header)
        ));
    }

    // 4. One exiting block, the header or the latch, ending in a conditional branch. An
    // edge to code that can only end the program (every path from it ends in
    // `unreachable`: clang's `__clang_call_terminate` landing pad of a call in a
    // worksharing loop, which OpenMP requires not to throw) is no exit.
    let dead_end = |from: Block| {
        let mut seen = vec![from];
        let mut work = vec![from];
        while let Some(b) = work.pop() {
            if inside(b) || seen.len() > 64 {
                return false;
            }
            match body.terminator(b).map(|t| &body.insts[t].kind) {
                Some(InstKind::Unreachable) => {}
                Some(_) => {
                    for s in cfg.successors(b) {
                        if !seen.contains(s) {
                            seen.push(*s);
                            work.push(*s);
                        }
                    }
                    if cfg.successors(b).is_empty() {
                        return false;
                    }
                }
                None => return false,
            }
        }
        true
    };
    let exiting_blocks: Vec<Block> = lp
        .blocks
        .iter()
        .copied()
        .filter(|&b| {
            cfg.successors(b)
                .iter()
                .any(|&s| !inside(s) && !dead_end(s))
        })
        .collect();
    let exiting = match exiting_blocks.as_slice() {
        [] => return Err("the loop has no exit: it never ends by its own control flow".into()),
        [b] => *b,
        bs => {
            return Err(format!(
                "the loop has {} exiting blocks ({})",
                bs.len(),
                n.blocks(bs)
            ))
        }
    };
    if exiting != header && exiting != latch {
        return Err(format!(
            "the loop's only exiting block {} is neither its header nor its latch",
            n.blk(exiting)
        ));
    }
    let term = body.terminator(exiting);
    let Some((cond, then_dest, else_dest)) = term.and_then(|t| match &body.insts[t].kind {
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } => Some((*cond, *then_dest, *else_dest)),
        _ => None,
    }) else {
        let what = term.map_or("no terminator", |t| body.insts[t].kind.opcode_name());
        return Err(format!(
            "the exiting block {} ends in {what}, not in a conditional branch",
            n.blk(exiting)
        ));
    };
    let (exit, exit_when) = match (inside(then_dest), inside(else_dest)) {
        (false, true) => (then_dest, true),
        (true, false) => (else_dest, false),
        _ => {
            return Err(format!(
                "both successors of the exiting block {} are outside the loop",
                n.blk(exiting)
            ))
        }
    };

    // 5. Header phis: inductions and reductions.
    let mut inductions = Vec::new();
    let mut reductions = Vec::new();
    for &p in &body.blocks[header].insts {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            break;
        };
        let from = |b: Block| incoming.iter().find(|(_, x)| *x == b).map(|(v, _)| *v);
        let (Some(start), Some(back)) = (from(preheader), from(latch)) else {
            return Err(format!(
                "header phi {} has no incoming value from {}",
                n.val(Value::Inst(p)),
                n.blk(if from(preheader).is_none() {
                    preheader
                } else {
                    latch
                })
            ));
        };
        match phis.classify(p, start, back) {
            PhiClass::Induction(iv) => inductions.push(iv),
            PhiClass::Reduction(r) => reductions.push(r),
            PhiClass::Carried(c) => return Err(c.reason),
        }
    }

    // The exit test.
    let exit_test = exit_test(n, lp, exiting, cond, exit_when, &inductions)?;

    // 6. The privatized variables.
    let private = private_vars(n, lp, dl)?;

    Ok(ParallelPlan {
        preheader,
        exiting,
        exit,
        inductions,
        reductions,
        exit_test,
        private,
    })
}

/// The variables the loop's full claim privatizes, as the executor copies them
/// ([`private_copies`]).
fn private_vars(
    n: &Namer,
    lp: &ClaimedLoop,
    dl: Option<&DataLayout>,
) -> Result<Vec<PrivateVar>, String> {
    let Some(claim) = lp.fully_parallel() else {
        return Ok(Vec::new());
    };
    let insts: Vec<Inst> = lp
        .blocks
        .iter()
        .flat_map(|&b| n.body.blocks[b].insts.iter().copied())
        .collect();
    let inside = |i: Inst| n.body.block_of(i).is_some_and(|b| lp.contains(b));
    private_copies(n, &claim.private, &insts, &inside, "the loop", dl)
}

/// How the executor copies the variables `private` of a construct whose instructions are
/// `insts` (`inside` says whether an instruction is one of them; `what` names the construct
/// in messages), or why it cannot: a `linear` variable; a variable that is not an `alloca`
/// of the function (a global's address is a constant the code refers to directly, so no
/// register can be redirected); one whose size is unknown; a reduction on something other
/// than integers of at most 64 bits, `float` or `double`; or an address derived from the
/// variable outside the construct and used in it, which would still point at the shared
/// variable. A variable allocated inside the construct is private already.
pub fn private_copies(
    n: &Namer,
    private: &[Privatized],
    insts: &[Inst],
    inside: &dyn Fn(Inst) -> bool,
    what: &str,
    dl: Option<&DataLayout>,
) -> Result<Vec<PrivateVar>, String> {
    let (m, body) = (n.m, n.body);
    if private.is_empty() {
        return Ok(Vec::new());
    }
    let Some(dl) = dl else {
        return Err(
            "the module's data layout is invalid: private variables cannot be sized".into(),
        );
    };
    let ts = &m.types;
    let mut out: Vec<PrivateVar> = Vec::new();
    for p in private {
        let name = || format!("{} ({})", n.val(p.object), p.clause);
        if p.kind == PrivateKind::Linear {
            return Err(format!(
                "linear variable {}: parir runs linear clauses only sequentially",
                name()
            ));
        }
        let alloca = match p.object {
            Value::Inst(i) => match &body.insts[i].kind {
                InstKind::Alloca { elem_ty, count, .. } => {
                    if inside(i) {
                        // Allocated in the construct: private already.
                        continue;
                    }
                    let count = match count {
                        None => Some(1),
                        Some(c) => parir_annot::irbuild::const_int(m, *c)
                            .and_then(|c| u64::try_from(c).ok()),
                    };
                    Some((*elem_ty, count))
                }
                _ => None,
            },
            _ => None,
        };
        let Some(alloca) = alloca else {
            return Err(format!(
                "private variable {} is not a local variable (an alloca) of the function",
                name()
            ));
        };
        let (ty, count) = match p.typed {
            Some((t, Some(c))) => (t, c),
            _ => match alloca {
                (t, Some(c)) => (t, c),
                (_, None) => {
                    return Err(format!(
                        "private variable {} has a size known only at run time",
                        name()
                    ))
                }
            },
        };
        let bytes = dl
            .alloc_size(ts, ty)
            .checked_mul(count)
            .ok_or_else(|| format!("private variable {} is too large", name()))?;
        let elem = match p.kind {
            PrivateKind::Reduction(op) => {
                // An array of scalars reduces element by element.
                let (mut et, mut k) = (ty, count);
                while let parir_ir::types::TypeData::Array { len, elem } = ts.get(et) {
                    k = k.saturating_mul(*len);
                    et = *elem;
                }
                let float = match ts.float_kind(et) {
                    Some(
                        parir_ir::types::FloatKind::Float | parir_ir::types::FloatKind::Double,
                    ) => true,
                    Some(_) => false,
                    None => false,
                };
                let int = ts.int_bits(et).is_some_and(|b| b <= 64);
                let bitwise = matches!(
                    op,
                    ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor
                );
                if bitwise && !int {
                    return Err(format!(
                        "bitwise reduction({}) on {} of type {}: bitwise reductions combine integers",
                        op.name(),
                        name(),
                        parir_ir::printer::type_to_string(m, et)
                    ));
                }
                if !(int || float) {
                    return Err(format!(
                        "reduction({}) on {} of type {}: parir combines integers of at most 64 bits, float and double",
                        op.name(),
                        name(),
                        parir_ir::printer::type_to_string(m, et)
                    ));
                }
                Some((et, k))
            }
            _ => None,
        };
        // Two clauses naming the same variable (`firstprivate` and `lastprivate`): one
        // copy, initialized when either asks.
        if let Some(prev) = out.iter_mut().find(|v| v.object == p.object) {
            prev.first |= p.kind == PrivateKind::FirstPrivate;
            prev.last |= p.kind == PrivateKind::LastPrivate;
            continue;
        }
        out.push(PrivateVar {
            object: p.object,
            kind: p.kind,
            bytes,
            elem,
            first: p.kind == PrivateKind::FirstPrivate,
            last: p.kind == PrivateKind::LastPrivate,
        });
    }
    // Addresses derived from a private variable outside the construct.
    for &i in insts {
        let mut bad = None;
        body.insts[i].kind.for_each_operand(|v| {
            let Value::Inst(d) = v else { return };
            if bad.is_some() || inside(d) || out.iter().any(|p| p.object == v) {
                return;
            }
            let objs = parir_analysis::underlying::underlying_objects(m, n.f, v);
            if let Some(p) = out.iter().find(|p| objs.contains(&p.object)) {
                bad = Some((v, p.object));
            }
        });
        if let Some((v, obj)) = bad {
            return Err(format!(
                "{} is computed before {what} from private variable {}: it would still point at the shared variable",
                n.val(v),
                n.val(obj)
            ));
        }
    }
    Ok(out)
}

fn check_claims(n: &Namer, claims: &[ClaimInfo]) -> Result<(), String> {
    if claims
        .iter()
        .any(|c| c.claim.is_full() && c.uncovered.is_empty())
    {
        return Ok(());
    }
    let full: Vec<&ClaimInfo> = claims.iter().filter(|c| c.claim.is_full()).collect();
    let Some(best) = full.iter().max_by_key(|c| c.covered.len()) else {
        let lens: Vec<String> = claims
            .iter()
            .filter_map(|c| match c.claim {
                Claim::NoDependsSafelen(s) => Some(s.to_string()),
                _ => None,
            })
            .collect();
        return Err(match lens.as_slice() {
            [s] => {
                format!("only a safelen({s}) claim: iterations may not run fully in parallel")
            }
            _ => format!(
                "only safelen claims (safelen {}): iterations may not run fully in parallel",
                lens.join(", ")
            ),
        });
    };
    const SHOWN: usize = 3;
    let mut list: Vec<String> = best
        .uncovered
        .iter()
        .take(SHOWN)
        .map(|&i| n.describe_inst(i))
        .collect();
    if best.uncovered.len() > SHOWN {
        list.push(format!("and {} more", best.uncovered.len() - SHOWN));
    }
    Err(format!(
        "{} covers {} of {} memory accesses of the loop; not covered: {}",
        best.claim,
        best.covered.len(),
        best.accesses(),
        list.join(", ")
    ))
}

fn exit_test(
    n: &Namer,
    lp: &ClaimedLoop,
    exiting: Block,
    cond: Value,
    exit_when: bool,
    inductions: &[Induction],
) -> Result<ExitTest, String> {
    let body = n.body;
    let Value::Inst(cmp) = cond else {
        return Err(format!(
            "the exit branch of {} is on {}, not on an icmp",
            n.blk(exiting),
            n.val(cond)
        ));
    };
    let InstKind::ICmp { pred, lhs, rhs } = &body.insts[cmp].kind else {
        return Err(format!(
            "the exit branch of {} is on {}, a {}, not on an icmp",
            n.blk(exiting),
            n.val(cond),
            body.insts[cmp].kind.opcode_name()
        ));
    };
    // The induction (or its next value) compared, also through a `trunc` (clang -O1 tests a
    // 32-bit loop counter it widened to 64 bits on the truncated value): the test is then
    // evaluated at the comparison's width (`crate::parallel::trip_count`).
    let find = |v: Value| {
        let v = match v {
            Value::Inst(c) => match &body.insts[c].kind {
                InstKind::Cast {
                    op: parir_ir::inst::CastOp::Trunc,
                    val,
                    ..
                } => *val,
                _ => v,
            },
            _ => v,
        };
        inductions.iter().enumerate().find_map(|(k, iv)| {
            if v == Value::Inst(iv.phi) {
                Some((k, false))
            } else if v == Value::Inst(iv.next) {
                Some((k, true))
            } else {
                None
            }
        })
    };
    let inv = |v: Value| lp.invariant(body, v);
    let (iv, iv_is_next, iv_on_lhs, bound) = match (find(*lhs), find(*rhs)) {
        (Some((k, nx)), _) if inv(*rhs) => (k, nx, true, *rhs),
        (_, Some((k, nx))) if inv(*lhs) => (k, nx, false, *lhs),
        (Some(_), _) | (_, Some(_)) => {
            let bound = if find(*lhs).is_some() { *rhs } else { *lhs };
            let where_ = match bound {
                Value::Inst(i) => n
                    .block_of(i)
                    .map(|b| format!(" (in {})", n.blk(b)))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            return Err(format!(
                "the exit condition {} compares against {}, which is not loop-invariant: it is computed inside the loop{where_}",
                n.val(cond),
                n.val(bound)
            ));
        }
        (None, None) => {
            return Err(format!(
                "the exit condition {} compares {} and {}, neither of which is an induction variable of the loop",
                n.val(cond),
                n.val(*lhs),
                n.val(*rhs)
            ))
        }
    };
    Ok(ExitTest {
        cmp,
        pred: *pred,
        iv,
        iv_is_next,
        iv_on_lhs,
        bound,
        exit_when,
    })
}

fn dedup(it: impl Iterator<Item = Block>) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for b in it {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}
