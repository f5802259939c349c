//! Unroll-and-jam as `llvm.loop.unroll_and_jam.*` asks for it (`loop-unroll-and-jam`; LLVM
//! 19's `LoopUnrollAndJamPass`, `code-transformation-metadata.rst`, "Unroll-And-Jam").
//!
//! # The model
//!
//! An outer loop with exactly one inner loop, both in loop-simplify form and bottom-tested
//! (the latch is the only exiting block, one exit block each), splits into the seed's three
//! parts: the *fore* blocks (from the outer header to the inner loop's preheader), the
//! *sub-loop*, and the *aft* block (the inner loop's exit, which must be the outer latch:
//! LLVM 19 handles a single aft block). Unrolling the outer loop by `N` and jamming runs
//! `fore₁ … fore_N`, then one inner loop whose body is the `N` inner bodies in order, then
//! `aft₁ … aft_N`. An outer trip count that is not a known multiple of `N` leaves a
//! remainder: the original nest as an epilogue (a loop for `N > 2`), as LLVM's
//! `UnrollRuntimeLoopRemainder` builds it.
//!
//! # Legality, as LLVM checks it (`isSafeToUnrollAndJam`)
//!
//! - the nest is a candidate: forced by `unroll_and_jam.count(N)` (`N > 1`) or
//!   `unroll_and_jam.enable`, or any nest not disabled with `-allow-unroll-and-jam`, and
//!   without `llvm.loop.unroll.*` attributes unless it has `unroll_and_jam` ones; the
//!   count is LLVM's `computeUnrollAndJamCount` (`jam_count`): the unroller's count for
//!   the outer loop, a requested count, the inner-loop threshold, and for a nest without a
//!   request the profitability rules; `unroll_and_jam.disable` leaves the loop alone; a
//!   count above a known outer trip count is that trip count, and a count whose copies of
//!   the nest would exceed the unroller's bounds
//!   ([`crate::loop_unroll::unroll_within_bounds`]) is not honoured (opt-19 runs out of
//!   memory on 10^9);
//! - the inner trip count is the same in every outer iteration (its start and bound are
//!   invariant in the outer loop), and the outer trip count is computable;
//! - the values the outer header phis take along the backedge are computed from the fore
//!   blocks and invariants only (no inner-loop value, no memory access), so that they can
//!   move before the inner loop;
//! - nothing may throw or have side effects other than loads and stores;
//! - no dependence is reversed (`checkDependencies`), which parir proves conservatively from
//!   affine addresses ([`parir_analysis::dependence`]): stores and the accesses they may
//!   meet are to distinct objects, or have the same address function that either advances
//!   with the outer loop and not the inner one, or advances with the inner loop only inside
//!   the inner loop (both accesses there: the jammed order keeps each address's order), or
//!   (with a constant inner trip count) advances with the outer loop further than the inner
//!   loop spans. Anything else is not unroll-and-jammed.
//!
//! # Metadata, as LLVM 19 sets it
//!
//! The inner loop of the remainder gets `{followup_all, followup_remainder_inner}` (when
//! given; LLVM sets it before unrolling), the remainder outer loop `{followup_all,
//! followup_remainder_outer}` (else the unroller's `llvm.loop.unroll.disable` alone), the
//! jammed inner loop `{followup_all, followup_inner}` or its original LoopID, the unrolled
//! outer loop `{followup_all, followup_outer}`, or else (an explicit request)
//! `setLoopAlreadyUnrolled`: every `llvm.loop.unroll.*` attribute replaced by
//! `llvm.loop.unroll.disable`, the `unroll_and_jam` request left in place (so LLVM's
//! `transform-warning` still reports it, and parir's too).

use crate::edit::{phis, remove_inst, LocalNames};
use crate::loop_unroll::{post_transformation_loop_id, runtime_trip, simplified, trip_count, Plan};
use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use parir_analysis::dependence::Affine;
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loopmd::followup::{make_followup_loop_id, Followup};
use parir_analysis::loopmd::mode::{LoopMd, TransformationMode};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::may_read_or_write_memory;
use parir_analysis::underlying::{is_identified_object, underlying_objects};
use parir_ir::inst::InstKind;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::FxHashSet;

/// `opt`'s options of `loop-unroll-and-jam` that parir honours (LLVM 19's
/// `LoopUnrollAndJamPass.cpp`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnrollAndJamOptions {
    /// `-allow-unroll-and-jam[=BOOL]`: LLVM's `UP.UnrollAndJam`. Without the option only
    /// nests forced by their metadata are candidates; `true` makes every nest whose
    /// unroll-and-jam is not disabled a candidate (with LLVM's count, see `jam_count`);
    /// `false` disables the pass, pragmas included.
    pub allow: Option<bool>,
    /// `-unroll-and-jam-count=N`: the count of every candidate, before its
    /// `llvm.loop.unroll_and_jam.count`.
    pub count: Option<u64>,
    /// `-unroll-and-jam-threshold=N` (60): the largest jammed inner loop, in instructions,
    /// of a nest without a request (one with a request may reach 1024); 0 disables the pass.
    pub threshold: Option<u64>,
    /// `loop-unroll`'s options, which LLVM's `gatherUnrollingPreferences` reads for this
    /// pass too (the count of the outer loop starts as `computeUnrollCount`'s).
    pub unroll: crate::loop_unroll::UnrollOptions,
}

/// LLVM's `UP.UnrollAndJamInnerLoopThreshold` default and `-pragma-unroll-and-jam-threshold`.
const INNER_THRESHOLD: u64 = 60;
const PRAGMA_INNER_THRESHOLD: u64 = 1024;

/// The `loop-unroll-and-jam` pass (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct LoopUnrollAndJam {
    pub opts: UnrollAndJamOptions,
}

impl Pass for LoopUnrollAndJam {
    fn name(&self) -> &'static str {
        "loop-unroll-and-jam"
    }
    fn dump_name(&self) -> &'static str {
        "LoopUnrollAndJamPass"
    }
    fn description(&self) -> &'static str {
        "unroll outer loops and jam their inner loops as llvm.loop.unroll_and_jam asks"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        for g in crate::manager::optimizable_functions(m) {
            changed |= unroll_and_jam_function_with(m, g, an.function(g), &self.opts);
        }
        PassResult::from_changed(changed, PreservedAnalyses::none())
    }
}

/// How to unroll-and-jam one loop nest.
#[derive(Clone, Debug)]
pub struct JamPlan {
    pub outer: Block,
    pub count: u64,
    pub unroll: Plan,
    /// The inner loop's header, preheader and latch; the aft block (the outer latch).
    pub inner: Block,
    pub inner_pre: Block,
    pub inner_latch: Block,
    pub aft: Block,
    /// An explicit request (count or enable): the outer loop is then marked unrolled.
    pub explicit: bool,
}

/// Unroll-and-jams the loop nests of `g` that ask for it; whether anything changed.
pub fn unroll_and_jam_function(m: &mut Module, g: GlobalId) -> bool {
    unroll_and_jam_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`unroll_and_jam_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn unroll_and_jam_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    unroll_and_jam_function_with(m, g, an, &UnrollAndJamOptions::default())
}

/// [`unroll_and_jam_function_in`] with `opt`'s options.
pub fn unroll_and_jam_function_with(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &UnrollAndJamOptions,
) -> bool {
    let simplified_any = crate::loop_simplify::simplify_function_in(m, g, an);
    let Some(body) = m.body(g) else { return false };
    let fl = an.function_loops(body);
    let headers: Vec<Block> = fl
        .forest
        .loops()
        .filter(|&l| fl.forest.children(l).len() == 1)
        .map(|l| fl.forest.header(l))
        .collect();
    let mut changed = simplified_any;
    for h in headers {
        let Some(body) = m.body(g) else { break };
        let fl = an.function_loops(body);
        let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
            continue;
        };
        let Ok(plan) = plan_nest_with(m, g, &fl, l, opts) else {
            continue;
        };
        let orig = loop_id(m, g, &fl, l).ok().flatten();
        let sub = fl.forest.children(l)[0];
        let orig_sub = loop_id(m, g, &fl, sub).ok().flatten();
        an.invalidate(PreservedAnalyses::none());
        changed |= apply(m, g, &plan, orig, orig_sub, opts.unroll.remainder).is_some();
    }
    changed
}

/// Whether and how the nest with outer loop `l` can be unroll-and-jammed; the reason
/// otherwise.
pub fn plan_nest(m: &Module, g: GlobalId, fl: &FunctionLoops, l: Loop) -> Result<JamPlan, String> {
    plan_nest_with(m, g, fl, l, &UnrollAndJamOptions::default())
}

/// [`plan_nest`] with `opt`'s options.
pub fn plan_nest_with(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &UnrollAndJamOptions,
) -> Result<JamPlan, String> {
    let body = m.body(g).ok_or("no body")?;
    let id = loop_id(m, g, fl, l).ok().flatten();
    let md = LoopMd::new(m, id);
    let mode = md.unroll_and_jam();
    if matches!(
        mode,
        TransformationMode::Disable | TransformationMode::SuppressedByUser
    ) {
        return Err("unroll-and-jam is disabled".into());
    }
    let forced = mode == TransformationMode::ForcedByUser;
    // LLVM's `tryToUnrollAndJamLoop`: a forced nest sets `UP.UnrollAndJam`, which
    // `-allow-unroll-and-jam` then overrides.
    if !opts.allow.unwrap_or(forced) {
        return Err("no forced unroll-and-jam request".into());
    }
    if opts.threshold == Some(0) {
        return Err("the unroll-and-jam threshold is 0".into());
    }
    // A nest with an unroll request and none for unroll-and-jam is the unroller's.
    if md.any_with_prefix("llvm.loop.unroll.") && !md.any_with_prefix("llvm.loop.unroll_and_jam.") {
        return Err("Disabled due to pragma".into());
    }
    let [sub] = fl.forest.children(l) else {
        return Err("the loop must have exactly one inner loop".into());
    };
    let sub = *sub;
    if !fl.forest.children(sub).is_empty() {
        return Err("the inner loop must be innermost".into());
    }
    const FORM: &str = "Won't unroll-and-jam; loops must be in simplified, rotated form";
    let (_, latch, exits) = simplified(body, fl, l).ok_or(FORM)?;
    let (sub_pre, sub_latch, sub_exits) = simplified(body, fl, sub).ok_or(FORM)?;
    let h = fl.forest.header(l);
    let sh = fl.forest.header(sub);
    if fl.forest.exiting_blocks(&fl.cfg, l) != [latch]
        || fl.forest.exiting_blocks(&fl.cfg, sub) != [sub_latch]
        || exits.len() != 1
        || sub_exits.len() != 1
    {
        return Err(FORM.into());
    }
    // One aft block: the inner loop's exit is the outer latch.
    if sub_exits[0] != latch {
        return Err("Can't currently handle multiple Aft blocks".into());
    }
    let in_sub: FxHashSet<Block> = fl.forest.blocks(sub).iter().copied().collect();
    let dt = &fl.domtree;
    let fore: Vec<Block> = fl
        .forest
        .blocks(l)
        .iter()
        .copied()
        .filter(|b| !in_sub.contains(b) && *b != latch)
        .collect();
    if fore.iter().any(|&b| !dt.dominates(b, sub_pre)) || body.successors(sub_pre) != [sh] {
        return Err("Incompatible loop layout".into());
    }
    // Trip counts: the inner one the same in every outer iteration.
    let inner_trip =
        runtime_trip(m, body, fl, sub).ok_or("inner loop iteration count is not computable")?;
    let in_outer: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let outside = |v: Value| match v {
        Value::Inst(i) => body.block_of(i).is_some_and(|b| !in_outer.contains(&b)),
        _ => true,
    };
    if !outside(inner_trip.start) || !outside(inner_trip.bound) {
        return Err("Inner loop iteration count is not consistent on each iteration".into());
    }
    let const_trip = trip_count(m, body, fl, l);
    let (mut count, explicit) = jam_count(m, g, fl, l, sub, opts, &md)?;
    if let Some(t) = const_trip {
        count = count.min(t);
    }
    if count <= 1 {
        return Err("unroll count of 1".into());
    }
    // Every copy of the outer loop's blocks (the inner loop's included) is made.
    let size = fl
        .forest
        .blocks(l)
        .iter()
        .map(|&b| body.blocks[b].insts.len() as u64)
        .sum();
    if !crate::loop_unroll::unroll_within_bounds(count, size) {
        return Err(format!(
            "unroll-and-jam count {count} would make more than {} instructions",
            crate::loop_unroll::MAX_UNROLLED_SIZE
        ));
    }
    let unroll = match const_trip {
        Some(t) if t % count == 0 => Plan::Partial {
            count,
            trip: Some(t),
            multiple: count,
        },
        _ => Plan::Runtime {
            count,
            trip: runtime_trip(m, body, fl, l).ok_or("outer trip count is not computable")?,
            prologue: false,
        },
    };
    // Side effects.
    for &b in fl.forest.blocks(l) {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            match &d.kind {
                InstKind::Load {
                    volatile: false,
                    atomic: None,
                    ..
                }
                | InstKind::Store {
                    volatile: false,
                    atomic: None,
                    ..
                } => {}
                InstKind::Call(_) => {
                    let name = crate::irbuild::callee_name(m, d).map(|(_, n)| n.to_string());
                    let harmless = name.as_deref().is_some_and(|n| n.starts_with("llvm.dbg."))
                        || !may_read_or_write_memory(m, d)
                            && name.as_deref().is_some_and(|n| n.starts_with("llvm."));
                    if !harmless {
                        return Err("Something may throw or has side effects".into());
                    }
                }
                k if may_read_or_write_memory(m, d)
                    || k.is_terminator()
                        && !matches!(k, InstKind::Br(_) | InstKind::CondBr { .. }) =>
                {
                    return Err("Something may throw or has side effects".into())
                }
                _ => {}
            }
        }
    }
    // The outer header phis' backedge values: computable before the inner loop.
    for p in phis(body, h) {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            continue;
        };
        let Some(&(v, _)) = incoming.iter().find(|e| e.1 == latch) else {
            continue;
        };
        let mut stack = vec![v];
        let mut seen = FxHashSet::default();
        while let Some(x) = stack.pop() {
            let Value::Inst(i) = x else { continue };
            if !seen.insert(i) {
                continue;
            }
            let Some(b) = body.block_of(i) else { continue };
            if !in_outer.contains(&b)
                || b == h && matches!(body.insts[i].kind, InstKind::Phi { .. })
            {
                continue;
            }
            if in_sub.contains(&b) {
                return Err("can't move required instructions".into());
            }
            if b == latch {
                let d = &body.insts[i];
                if matches!(d.kind, InstKind::Phi { .. }) || may_read_or_write_memory(m, d) {
                    return Err("can't move required instructions".into());
                }
            }
            body.insts[i].kind.for_each_operand(|o| stack.push(o));
        }
    }
    check_dependences(
        m,
        g,
        body,
        fl,
        l,
        sub,
        &fore,
        latch,
        inner_trip_const(m, body, fl, sub),
    )?;
    Ok(JamPlan {
        outer: h,
        count,
        unroll,
        inner: sh,
        inner_pre: sub_pre,
        inner_latch: sub_latch,
        aft: latch,
        explicit,
    })
}

/// LLVM 19's `computeUnrollAndJamCount` for the nest of outer loop `l` and inner loop
/// `sub`: the count, and whether it was set explicitly (a request or
/// `-unroll-and-jam-count`, which marks the outer loop as already unrolled); `Err` says
/// why there is none. The outer loop's count starts as the unroller's choice for it
/// ([`crate::loop_unroll::unrequested_count`]), which the inner loop's threshold then
/// lowers; a nest without a request is jammed only when the inner loop is one block whose
/// trip count is not small and that loads from an address the outer loop does not change
/// (something to share between the jammed copies).
fn jam_count(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    sub: Loop,
    opts: &UnrollAndJamOptions,
    md: &LoopMd,
) -> Result<(u64, bool), String> {
    let body = m.body(g).ok_or("no body")?;
    let up = &opts.unroll;
    let x86 = crate::loop_unroll::x86_target(m, up);
    let outer_size = crate::loop_unroll::loop_size(m, body, fl, l, x86);
    let inner_size = crate::loop_unroll::loop_size(m, body, fl, sub, x86);
    // `computeUnrollCount` first: an unroll request of the outer loop (or -unroll-count)
    // makes its count explicit, and the nest is left to the unroller.
    let unroll_request = md.flag("llvm.loop.unroll.full")
        || md.flag("llvm.loop.unroll.enable")
        || md.int_attr("llvm.loop.unroll.count").is_some_and(|c| c > 0);
    let count = (!unroll_request)
        .then(|| crate::loop_unroll::unrequested_count(m, g, fl, l, up))
        .flatten();
    let Some(mut count) = count else {
        return Err("Won't unroll-and-jam; explicit count set by computeUnrollCount".into());
    };
    let jammed = |size: u64, c: u64| (size - 2).saturating_mul(c).saturating_add(2);
    let threshold = up.threshold.unwrap_or(150);
    let allow_remainder = up.allow_remainder.unwrap_or(true);
    let mut inner_threshold = opts.threshold.unwrap_or(INNER_THRESHOLD);
    let multiple = parir_analysis::induction::trip_multiple(m, body, fl, l);
    let user = opts.count.filter(|&c| c > 0);
    if let Some(c) = user {
        count = c;
        if allow_remainder
            && jammed(outer_size, c) < threshold
            && jammed(inner_size, c) < inner_threshold
        {
            return Ok((c, true));
        }
    }
    let pragma = md
        .int_attr("llvm.loop.unroll_and_jam.count")
        .and_then(|c| u64::try_from(c).ok())
        .filter(|&c| c > 0);
    if let Some(c) = pragma {
        count = c;
        if (allow_remainder || multiple % c == 0)
            && jammed(outer_size, c) < threshold
            && jammed(inner_size, c) < inner_threshold
        {
            return Ok((c, true));
        }
    }
    let explicit_count = pragma.is_some() || user.is_some();
    let explicit = explicit_count || md.flag("llvm.loop.unroll_and_jam.enable");
    if explicit {
        inner_threshold = PRAGMA_INNER_THRESHOLD;
    }
    if !allow_remainder && jammed(inner_size, count) >= inner_threshold {
        return Err("Won't unroll-and-jam; can't create remainder and inner loop too large".into());
    }
    if !explicit_count && allow_remainder {
        while count != 0 && jammed(inner_size, count) >= inner_threshold {
            count -= 1;
        }
    }
    if explicit {
        return Ok((count, true));
    }
    if let Some(t) = trip_count(m, body, fl, sub) {
        if t > 0 && inner_size.saturating_mul(t) < threshold {
            return Err(
                "Won't unroll-and-jam; small inner loop count is being left for the unroller"
                    .into(),
            );
        }
    }
    if fl.forest.blocks(sub).len() != 1 {
        return Err("Won't unroll-and-jam; More than one inner loop block".into());
    }
    if !fl.forest.blocks(sub).iter().any(|&b| {
        body.blocks[b]
            .insts
            .iter()
            .any(|&i| match &body.insts[i].kind {
                InstKind::Load { ptr, .. } => invariant_in(body, fl, l, sub, *ptr),
                _ => false,
            })
    }) {
        return Err("Won't unroll-and-jam; No loop invariant loads".into());
    }
    Ok((count, false))
}

/// Whether `v`, seen from the outer loop `l` (the inner loop `sub` run to its end), is the
/// same in every iteration of `l` (LLVM's `isLoopInvariant(getSCEVAtScope(v, l), l)`):
/// defined outside `l`, or computed without memory from such values and from the inner
/// loop's header phis that start and step by them.
fn invariant_in(body: &Body, fl: &FunctionLoops, l: Loop, sub: Loop, v: Value) -> bool {
    let in_l: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let sh = fl.forest.header(sub);
    let mut stack = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(x) = stack.pop() {
        let Value::Inst(i) = x else { continue };
        if !seen.insert(i) {
            continue;
        }
        let Some(b) = body.block_of(i) else { continue };
        if !in_l.contains(&b) {
            continue;
        }
        match &body.insts[i].kind {
            // An inner induction: its start (from outside the inner loop) and its step.
            InstKind::Phi { incoming, .. } if b == sh => {
                stack.extend(incoming.iter().map(|e| e.0));
            }
            InstKind::Phi { .. } | InstKind::Load { .. } | InstKind::Call(_) => return false,
            k => {
                if k.is_terminator() {
                    return false;
                }
                k.for_each_operand(|o| stack.push(o));
            }
        }
    }
    true
}

fn inner_trip_const(m: &Module, body: &Body, fl: &FunctionLoops, sub: Loop) -> Option<u64> {
    trip_count(m, body, fl, sub)
}

/// Where an access of the nest is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    Fore,
    Sub,
    Aft,
}

/// The conservative dependence check (see the module documentation).
#[allow(clippy::too_many_arguments)]
fn check_dependences(
    m: &Module,
    g: GlobalId,
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    sub: Loop,
    fore: &[Block],
    aft: Block,
    inner_tc: Option<u64>,
) -> Result<(), String> {
    let affine = Affine::new(m, body, fl);
    let (h, sh) = (fl.forest.header(l), fl.forest.header(sub));
    let mut acc: Vec<(Inst, Part, bool, Value)> = Vec::new();
    for &b in fl.forest.blocks(l) {
        let part = if fore.contains(&b) {
            Part::Fore
        } else if b == aft {
            Part::Aft
        } else {
            Part::Sub
        };
        for &i in &body.blocks[b].insts {
            match &body.insts[i].kind {
                InstKind::Load { ptr, .. } => acc.push((i, part, false, *ptr)),
                InstKind::Store { ptr, .. } => acc.push((i, part, true, *ptr)),
                _ => {}
            }
        }
    }
    const UNSAFE: &str = "Won't unroll-and-jam; dependences may be reversed";
    // Accesses to distinct identified objects (allocas, globals, `noalias` arguments, through
    // any GEPs, phis and selects) never depend.
    let objects: Vec<Option<Vec<Value>>> = acc
        .iter()
        .map(|a| {
            let objs = underlying_objects(m, g, a.3);
            objs.iter()
                .all(|&o| is_identified_object(m, g, o))
                .then_some(objs)
        })
        .collect();
    // LLVM's `checkDependency` skips an access paired with itself and two loads.
    for x in 0..acc.len() {
        for y in x + 1..acc.len() {
            let (a, b) = (&acc[x], &acc[y]);
            if !a.2 && !b.2 {
                continue;
            }
            if let (Some(oa), Some(ob)) = (&objects[x], &objects[y]) {
                if oa.iter().all(|o| !ob.contains(o)) {
                    continue;
                }
            }
            let (Some(aa), Some(ba)) = (affine.address(a.3), affine.address(b.3)) else {
                return Err(UNSAFE.into());
            };
            if aa.base != ba.base {
                if is_identified_object(m, g, aa.base) && is_identified_object(m, g, ba.base) {
                    continue;
                }
                return Err(UNSAFE.into());
            }
            if aa.symbols != ba.symbols || aa.loops != ba.loops || aa.offset != ba.offset {
                return Err(UNSAFE.into());
            }
            let co = aa.loops.get(&h).copied().unwrap_or(0);
            let ci = aa.loops.get(&sh).copied().unwrap_or(0);
            let ok = match (co != 0, ci != 0) {
                (true, false) => true,
                (false, true) => a.1 == Part::Sub && b.1 == Part::Sub,
                (true, true) => inner_tc
                    .is_some_and(|t| co.unsigned_abs() >= ci.unsigned_abs().saturating_mul(t)),
                (false, false) => a.1 == b.1 && a.1 != Part::Sub,
            };
            if !ok {
                return Err(UNSAFE.into());
            }
        }
    }
    Ok(())
}

/// Unroll-and-jams the nest of `plan` (nothing changes when a step fails).
fn apply(
    m: &mut Module,
    g: GlobalId,
    plan: &JamPlan,
    orig: Option<MdNode>,
    orig_sub: Option<MdNode>,
    unroll_remainder: bool,
) -> Option<()> {
    let func = m.globals[g].as_func_mut()?;
    let arg_names = func.arg_names.clone();
    let body = func.body.take()?;
    let backup = body.clone();
    let mut body = body;
    let res = jam(
        m,
        &mut body,
        &arg_names,
        plan,
        orig,
        orig_sub,
        unroll_remainder,
    );
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(if res.is_some() { body } else { backup });
    }
    res
}

fn set_loop_id(m: &mut Module, body: &mut Body, latch: Block, id: Option<MdNode>) {
    let kind = m.md.kind("llvm.loop");
    if let Some(t) = body.terminator(latch) {
        body.insts[t].md.retain(|(k, _)| *k != kind);
        if let Some(id) = id {
            body.insts[t].md.push((kind, id));
        }
    }
}

fn jam(
    m: &mut Module,
    body: &mut Body,
    arg_names: &[Option<compact_str::CompactString>],
    plan: &JamPlan,
    orig: Option<MdNode>,
    orig_sub: Option<MdNode>,
    unroll_remainder: bool,
) -> Option<()> {
    let mut names = LocalNames::of(arg_names, body);
    let (h, sh, sp, sl, aft) = (
        plan.outer,
        plan.inner,
        plan.inner_pre,
        plan.inner_latch,
        plan.aft,
    );
    let fl = FunctionLoops::compute(body);
    let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
    let outer_blocks: Vec<Block> = fl.forest.blocks(l).to_vec();
    let sub = fl.forest.children(l).first().copied()?;
    let sub_blocks: FxHashSet<Block> = fl.forest.blocks(sub).iter().copied().collect();
    let fore: Vec<Block> = fl
        .cfg
        .reverse_post_order()
        .filter(|b| outer_blocks.contains(b) && !sub_blocks.contains(b) && *b != aft)
        .collect();
    let sub_order: Vec<Block> = fl
        .cfg
        .reverse_post_order()
        .filter(|b| sub_blocks.contains(b))
        .collect();
    // The remainder's inner loop gets followup_remainder_inner (LLVM sets it on the inner
    // loop before unrolling, so the epilogue's copy keeps it).
    let rem_inner = make_followup_loop_id(
        m,
        orig,
        &[
            "llvm.loop.unroll_and_jam.followup_all",
            "llvm.loop.unroll_and_jam.followup_remainder_inner",
        ],
        None,
        false,
    );
    if rem_inner != Followup::Unspecified {
        set_loop_id(m, body, sl, rem_inner.loop_id());
    }
    // The outer header phis' backedge values, before unrolling.
    let back: Vec<Value> = phis(body, h)
        .into_iter()
        .filter_map(|p| match &body.insts[p].kind {
            InstKind::Phi { incoming, .. } => incoming.iter().find(|e| e.1 == aft).map(|e| e.0),
            _ => None,
        })
        .collect();
    let (maps, epilogue) =
        crate::loop_unroll::unroll_body(m, body, &mut names, h, plan.unroll, None, true)?;
    let n = maps.len();
    let blk = |k: usize, b: Block| if k == 0 { b } else { maps[k].block(b) };
    let val = |k: usize, v: Value| if k == 0 { v } else { maps[k].value(v) };
    let loop_kind = m.md.kind("llvm.loop");
    // 1. Each copy's backedge values move to the end of its fore blocks (before the inner
    //    loop), where the next copy's fore blocks need them.
    for k in 0..n - 1 {
        let a = blk(k, aft);
        let end = blk(k, sp);
        let mut chain: Vec<Inst> = Vec::new();
        let mut stack: Vec<Value> = back.iter().map(|&v| val(k, v)).collect();
        let mut seen = FxHashSet::default();
        while let Some(x) = stack.pop() {
            let Value::Inst(i) = x else { continue };
            if body.block_of(i) != Some(a) || !seen.insert(i) {
                continue;
            }
            chain.push(i);
            body.insts[i].kind.for_each_operand(|o| stack.push(o));
        }
        // In their order in the aft block.
        let order: Vec<Inst> = body.blocks[a]
            .insts
            .iter()
            .copied()
            .filter(|i| chain.contains(i))
            .collect();
        for i in order {
            remove_inst(body, i);
            let pos = body.blocks[end].insts.len() - 1;
            body.blocks[end].insts.insert(pos, i);
            body.inst_block[i] = Some(end);
        }
    }
    // 2. Fore blocks in a row, then the jammed inner loop, then the aft blocks in a row.
    let retarget = |body: &mut Body, b: Block, from: Block, to: Block| {
        if let Some(t) = body.terminator(b) {
            crate::edit::for_each_successor_mut(&mut body.insts[t].kind, |s| {
                if *s == from {
                    *s = to;
                }
            });
        }
    };
    for k in 0..n {
        // Fore k → fore k + 1 (the last → the jammed loop's header, copy 0's).
        let to = if k + 1 < n { blk(k + 1, h) } else { sh };
        retarget(body, blk(k, sp), blk(k, sh), to);
        // Aft k → aft k + 1 (the unrolled loop went from aft k to fore k + 1).
        if k + 1 < n {
            retarget(body, blk(k, aft), blk(k + 1, h), blk(k + 1, aft));
        }
    }
    // The inner latches: copy k falls through to copy k + 1's body; the last one loops back
    // to copy 0's header or leaves to aft 0.
    for k in 0..n {
        let t = body.terminator(blk(k, sl))?;
        if k + 1 < n {
            body.insts[t].kind = InstKind::Br(blk(k + 1, sh));
            body.insts[t].md.retain(|(kd, _)| *kd != loop_kind);
        } else {
            let last = blk(k, sl);
            crate::edit::for_each_successor_mut(&mut body.insts[t].kind, |s| {
                if *s == blk(n - 1, sh) {
                    *s = sh;
                } else if *s == blk(n - 1, aft) {
                    *s = aft;
                }
            });
            let _ = last;
        }
    }
    let (sp_last, sl_last) = (blk(n - 1, sp), blk(n - 1, sl));
    // Inner header phis: all in copy 0's header, entered from the last fore block and the
    // last inner latch.
    let mut moved_phis: Vec<Inst> = Vec::new();
    for k in 0..n {
        let hk = blk(k, sh);
        for p in phis(body, hk) {
            if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                for e in incoming.iter_mut() {
                    if e.1 == blk(k, sp) {
                        e.1 = sp_last;
                    } else if e.1 == blk(k, sl) {
                        e.1 = sl_last;
                    }
                }
            }
            if k > 0 {
                moved_phis.push(p);
            }
        }
    }
    for p in moved_phis {
        remove_inst(body, p);
        let pos = phis(body, sh).len();
        body.blocks[sh].insts.insert(pos, p);
        body.inst_block[p] = Some(sh);
    }
    // Aft blocks' phis (LCSSA of the inner loop) have one entry: their value.
    for k in 0..n {
        let a = blk(k, aft);
        for p in phis(body, a) {
            let v = match &body.insts[p].kind {
                InstKind::Phi { incoming, .. } if incoming.len() == 1 => incoming[0].0,
                _ => return None,
            };
            crate::users::replace_all_uses_with(body, Value::Inst(p), v);
            remove_inst(body, p);
        }
    }
    // Layout: fore copies, inner copies, aft copies, where the loop was.
    let mut order: Vec<Block> = Vec::new();
    for part in [&fore, &sub_order, &vec![aft]] {
        for k in 0..n {
            order.extend(part.iter().map(|&b| blk(k, b)));
        }
    }
    let set: FxHashSet<Block> = order.iter().copied().collect();
    let at = body.layout.iter().position(|b| set.contains(b))?;
    body.layout.retain(|b| !set.contains(b));
    for (i, b) in order.into_iter().enumerate() {
        body.layout.insert(at + i, b);
    }
    // 3. Metadata.
    if let Some(el) = epilogue {
        let f = make_followup_loop_id(
            m,
            orig,
            &[
                "llvm.loop.unroll_and_jam.followup_all",
                "llvm.loop.unroll_and_jam.followup_remainder_outer",
            ],
            None,
            false,
        );
        if f != Followup::Unspecified {
            set_loop_id(m, body, el, f.loop_id());
        }
    }
    match make_followup_loop_id(
        m,
        orig,
        &[
            "llvm.loop.unroll_and_jam.followup_all",
            "llvm.loop.unroll_and_jam.followup_inner",
        ],
        None,
        false,
    ) {
        Followup::Unspecified => set_loop_id(m, body, sl_last, orig_sub),
        f => set_loop_id(m, body, sl_last, f.loop_id()),
    }
    let outer_latch = blk(n - 1, aft);
    match make_followup_loop_id(
        m,
        orig,
        &[
            "llvm.loop.unroll_and_jam.followup_all",
            "llvm.loop.unroll_and_jam.followup_outer",
        ],
        None,
        false,
    ) {
        Followup::Unspecified => {
            let id = if plan.explicit {
                let s = m.md.string(b"llvm.loop.unroll.disable");
                let dis = m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Str(s))]));
                Some(post_transformation_loop_id(
                    m,
                    orig,
                    &["llvm.loop.unroll."],
                    &[dis],
                ))
            } else {
                orig
            };
            set_loop_id(m, body, outer_latch, id);
        }
        f => set_loop_id(m, body, outer_latch, f.loop_id()),
    }
    // 4. Each copy's last fore block, inner latch and aft block takes in the block it now
    //    falls into (LLVM's `MergeBlockSuccessorsIntoGivenBlocks`): the copies of a block
    //    become one block under the first copy's name.
    let mut merge: Vec<Block> = (0..n)
        .flat_map(|k| [blk(k, sp), blk(k, sl), blk(k, aft)])
        .collect();
    merge.dedup();
    while let Some(b) = merge.pop() {
        if !body.layout.contains(&b) {
            continue;
        }
        let dest = match body.terminator(b).map(|t| &body.insts[t].kind) {
            Some(InstKind::Br(d)) => *d,
            _ => continue,
        };
        if crate::edit::merge_into_single_predecessor(body, dest) {
            merge.retain(|&x| x != dest);
            merge.push(b);
        }
    }
    // 5. The unrolled loop's exit, shared with the preheader's branch past it, becomes
    //    dedicated (`<exit>.loopexit`), as LLVM's unroll-and-jam leaves the nest
    //    loop-simplified.
    if let Plan::Runtime { .. } = plan.unroll {
        crate::loop_unroll::dedicate_runtime_exits(m, body, &mut names, h, epilogue);
    }
    // 6. `-unroll-remainder`: the remainder nest, which runs at most count - 1 times, is
    //    unrolled in turn (LLVM's `UnrollRuntimeLoopRemainder` with `UnrollRemainder`).
    if let (true, Some(el), Plan::Runtime { count, .. }) = (unroll_remainder, epilogue, plan.unroll)
    {
        crate::loop_unroll::unroll_remainder_loop(m, body, &mut names, el, count - 1);
    }
    Some(())
}
