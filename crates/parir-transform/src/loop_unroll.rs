//! Loop unrolling as the loop transformation metadata asks for it (`loop-unroll`; LLVM 19's
//! `LoopUnrollPass` driven by `llvm.loop.unroll.*`, `code-transformation-metadata.rst`,
//! "Loop Unrolling").
//!
//! # What is unrolled
//!
//! Loops in loop-simplify form (a preheader, one latch, dedicated exits), innermost first.
//! How much is LLVM 19's `tryToUnrollLoop` / `computeUnrollCount` with the unrolling
//! preferences of a target without its own (no `target triple`, or x86-64's, which keeps
//! the defaults: threshold 150, partial threshold 150, runtime count 8, pragma threshold
//! 16 Ki), changed by opt's options ([`UnrollOptions`]):
//!
//! - `llvm.loop.unroll.disable`, `disable_nonforced` without a request, a loop whose nest
//!   asks for unroll-and-jam without forcing unrolling, a `noduplicate` call: nothing;
//! - the count, by priority: `-unroll-count` (if the unrolled loop stays under the
//!   threshold), `llvm.loop.unroll.count` (if a remainder is allowed or it divides the trip
//!   multiple), `llvm.loop.unroll.full` with a constant trip count; then full unrolling of a
//!   constant trip count whose unrolled size stays under the threshold (the pragma
//!   threshold for a loop with a request); then, for a constant trip count, partial
//!   unrolling (with `-unroll-allow-partial` or a request) by the largest divisor of the
//!   trip count that fits the partial threshold; then, for a trip count known only at run
//!   time, runtime unrolling (with `-unroll-runtime` or a request, unless
//!   `llvm.loop.unroll.runtime.disable`) by 8 halved until it fits;
//! - a loop with a `convergent` call has no remainder: its count must divide the trip
//!   multiple (`parir_analysis::induction::trip_multiple`, LLVM's
//!   `getSmallConstantTripMultiple`), halved until it does;
//! - the loop's size is its instructions but phis (at least 3); LLVM's sizes are its
//!   target's code-size costs, and its boost for loops whose full unrolling simplifies
//!   (`analyzeLoopUnrollCost`), unrolling by an upper bound of the trip count and peeling
//!   are not done by parir.
//!
//! The unrolling itself:
//!
//! - full unrolling when the count reaches the constant trip count (the only exiting block,
//!   its header or latch, compares an induction variable with a constant start and step
//!   against a constant) and the unrolled size stays within the pragma threshold; the loop
//!   disappears;
//! - partial unrolling by `N`: the loop body is replicated `N` times, each copy keeping its
//!   exit tests (LLVM's `UnrollLoop` does the same for loops whose exit is not only the
//!   latch), except the tests of the copies that cannot leave, which become branches into
//!   the next copy: with a constant trip count all but the one running the last iteration,
//!   with a known trip multiple `g` all but every `g`-th;
//! - the same on a loop that exits only at its latch with a trip count known only at run
//!   time (the latch compares the induction's next value, stepped by ±1, with an invariant
//!   bound: `!=`, `<` up, `>` down, signed or unsigned), when run-time unrolling is allowed
//!   and the count does not divide the trip multiple: runtime unrolling with an epilogue
//!   remainder as LLVM's `UnrollRuntimeLoopRemainder` builds it; the remainder is a loop
//!   for `N > 2`, straight-line code for `N = 2`, and gets `followup_all` +
//!   `followup_remainder`, else `llvm.loop.unroll.disable`. When parir cannot build the
//!   remainder, a count set by a request is applied keeping every exit test (LLVM's
//!   `UP.Force`), and a count the cost model chose is not.
//!
//! A count above a known trip count is the trip count, as in LLVM's `tryToUnrollLoop`. A
//! count that would make more than a million copies or 64 Ki instructions
//! ([`unroll_within_bounds`]) is not honoured: LLVM 19 would try (and opt-19 runs out of
//! memory on an `unroll.count` of 10^9 with an unknown trip count).
//!
//! A loop whose unroll request cannot be honoured stays as it is, and `transform-warning`
//! later reports a forced one.
//!
//! # Metadata, as LLVM 19 sets it
//!
//! The unrolled loop's LoopID is `makeFollowupLoopID(orig, {followup_all,
//! followup_unrolled})` when the original has either followup (an empty followup removes the
//! LoopID); without one, a loop unrolled by a count set explicitly (a request or
//! `-unroll-count`) gets the original's attributes minus every `llvm.loop.unroll.*` plus
//! `llvm.loop.unroll.disable` (LLVM's `setLoopAlreadyUnrolled`, so that no later pass
//! unrolls it again), and one unrolled by the cost model keeps its LoopID. Fully unrolled loops
//! leave no LoopID. The copies keep their access groups (all of them are in the same, new,
//! loop iteration, so the loop's `parallel_accesses` still names them) and the LoopIDs of
//! inner loops (as LLVM's `RemapInstruction` with `RF_NoModuleLevelChanges` does).
//!
//! # LCSSA
//!
//! Values of the loop used after it reach their users through phis in the exit blocks
//! (`%v.lcssa`), as LLVM's LCSSA form has them; the pass forms them first, and leaves a loop
//! alone when a use after the loop is not dominated by a single exit block.

use crate::clone::{clone_blocks, CloneOptions, DistinctMd, ValueMap};
use crate::edit::{insert_inst, phis, remove_inst, LocalNames};
use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use crate::remarks::{LoopRemarks, RemarkFilter, RemarkKind};
use parir_analysis::dominators::DominatorTree;
pub(crate) use parir_analysis::induction::icmp;
pub(crate) use parir_analysis::induction::simplified_shape as simplified;
use parir_analysis::induction::{const_int, mask};
pub use parir_analysis::induction::{runtime_trip, trip_count, RuntimeTrip, TripKind};
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loopmd::followup::{make_followup_loop_id, Followup};
use parir_analysis::loopmd::mode::{LoopMd, TransformationMode};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::inst::{BinOp, InstData, InstKind, IntPredicate};
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// LLVM's `-pragma-unroll-threshold`: the largest unrolled size a pragma may ask for.
const PRAGMA_UNROLL_THRESHOLD: u64 = 16 * 1024;

/// The longest trip count computed by stepping an exit test.
const MAX_TRIP: u64 = parir_analysis::induction::MAX_CONST_TRIP;

/// LLVM's `-pragma-unroll-full-max-iterations`: the most copies of a loop body an unroll
/// pragma gets (LLVM 19 applies it to `unroll.full`; parir to every count, see
/// [`unroll_within_bounds`]).
pub(crate) const PRAGMA_UNROLL_MAX_COPIES: u64 = 1_000_000;

/// The largest loop, in instructions, that unrolling (or unroll-and-jam) may produce: four
/// times LLVM's pragma threshold, some 9 000 copies of a seven-instruction body, made in
/// seconds. (opt-19 honours an `unroll.count` of 10^5 over a trip count of 10^5 with an 18
/// MB result in half a minute; parir does not.)
pub(crate) const MAX_UNROLLED_SIZE: u64 = 4 * PRAGMA_UNROLL_THRESHOLD;

/// Whether `count` copies of a loop of `size` instructions stay within the bounds above.
/// LLVM 19 honours an `unroll.count` or `unroll_and_jam.count` of any size when the trip
/// count is unknown (opt-19 runs out of memory on 10^9); parir leaves such a loop alone,
/// and `transform-warning` reports the forced request, so that the work and the output
/// never grow with an absurd hint.
pub(crate) fn unroll_within_bounds(count: u64, size: u64) -> bool {
    count <= PRAGMA_UNROLL_MAX_COPIES && count.saturating_mul(size.max(1)) <= MAX_UNROLLED_SIZE
}

/// `opt`'s options of `loop-unroll` that parir honours (LLVM 19's `LoopUnrollPass.cpp`);
/// `None` is LLVM's default for a target without unrolling preferences of its own (no
/// `target triple`, or x86-64's, whose `getUnrollingPreferences` keeps the defaults).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnrollOptions {
    /// `-unroll-count=N`: the count of every loop whose unrolling is not disabled, before
    /// its `llvm.loop.unroll.count` (the first priority of LLVM's `computeUnrollCount`), when
    /// the unrolled loop stays below the threshold. Unlike a pragma count it does not allow
    /// a run-time remainder: a loop whose trip count is not a known constant is unrolled
    /// keeping its exit test in every copy.
    pub count: Option<u64>,
    /// `-unroll-threshold=N` (150): the largest fully unrolled loop, in instructions.
    pub threshold: Option<u64>,
    /// `-unroll-partial-threshold=N` (150): the largest partially or runtime-unrolled loop.
    pub partial_threshold: Option<u64>,
    /// `-pragma-unroll-threshold=N` (16 Ki): both thresholds for a loop with a request and a
    /// constant trip count.
    pub pragma_threshold: Option<u64>,
    /// `-unroll-max-count=N`: the largest partial or runtime count.
    pub max_count: Option<u64>,
    /// `-unroll-full-max-count=N`: the largest trip count fully unrolled without a request.
    pub full_max_count: Option<u64>,
    /// `-unroll-allow-partial` (false): partial unrolling of constant trip counts without a
    /// request.
    pub allow_partial: Option<bool>,
    /// `-unroll-allow-remainder` (true): counts that do not divide the trip count.
    pub allow_remainder: Option<bool>,
    /// `-unroll-runtime` (false): runtime unrolling without a request.
    pub runtime: Option<bool>,
    /// `-unroll-remainder` (false): the remainder loop of runtime unrolling (and of
    /// unroll-and-jam) is unrolled in turn, into `count - 1` copies.
    pub remainder: bool,
    /// `-unroll-runtime-epilog` (true): the remainder of runtime unrolling runs after the
    /// unrolled loop; false puts it before (a prologue).
    pub runtime_epilog: Option<bool>,
    /// `-mcpu=CPU`: the x86-64 CPU of functions without a `"target-cpu"` attribute (see
    /// [`x86_loop_buffer`]).
    pub cpu: Option<String>,
    /// Whether `-mtriple` gives the target (opt has a target when it does or the module
    /// has a triple).
    pub mtriple: bool,
    /// Only loops whose unrolling is forced (an unroll request: `llvm.loop.unroll.enable`,
    /// `.count`, `.full`) are unrolled: LLVM's `OnlyWhenForced`, which `opt`'s
    /// `-disable-loop-unrolling` sets for the unroll passes of its default pipelines.
    pub only_when_forced: bool,
}

/// The `LoopMicroOpBufferSize` of LLVM 19's scheduling model for x86-64 CPU `cpu`, for the
/// CPUs parir knows: `BasicTTIImpl::getUnrollingPreferences` turns partial and runtime
/// unrolling on for a loop without calls of a function compiled for such a CPU (its
/// `"target-cpu"` attribute, else `-mcpu`, with a target triple or `-mtriple`), with this
/// partial threshold. (Without a CPU, as in a module opt reads without `-mcpu`, the
/// target-independent defaults hold.)
pub fn x86_loop_buffer(cpu: &str) -> Option<u64> {
    Some(match cpu {
        // SandyBridgeModel.
        "generic" | "x86-64" | "x86-64-v2" | "core2" | "penryn" | "nehalem" | "corei7"
        | "westmere" | "sandybridge" | "corei7-avx" | "ivybridge" | "core-avx-i" => 28,
        // HaswellModel, BroadwellModel, SkylakeClientModel, SkylakeServerModel,
        // IceLakeModel.
        "x86-64-v3" | "x86-64-v4" | "haswell" | "core-avx2" | "broadwell" | "skylake"
        | "skylake-avx512" | "skx" | "cascadelake" | "cooperlake" | "cannonlake"
        | "icelake-client" | "icelake-server" | "rocketlake" | "tigerlake" => 50,
        // AlderlakePModel, SapphireRapidsModel.
        "alderlake" | "raptorlake" | "meteorlake" | "sapphirerapids" | "emeraldrapids" => 72,
        _ => return None,
    })
}

/// The partial threshold x86-64's `getUnrollingPreferences` sets for loop `l` of `g`
/// ([`x86_loop_buffer`]); `None` when it keeps the defaults: a module without a target
/// triple (opt then has no target), no known CPU, or a call in the loop to a function (not
/// an intrinsic).
fn target_partial_threshold(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &UnrollOptions,
) -> Option<u64> {
    if m.triple.is_none() && !opts.mtriple {
        return None;
    }
    let func = m.globals[g].as_func()?;
    let attr_cpu = m.attrs.get(func.attrs.func).iter().find_map(|a| match a {
        parir_ir::attrs::Attr::Str(k, v) if k == b"target-cpu" => {
            Some(String::from_utf8_lossy(v).into_owned())
        }
        _ => None,
    });
    let buffer = x86_loop_buffer(attr_cpu.as_deref().or(opts.cpu.as_deref())?)?;
    let body = m.body(g)?;
    let calls = fl
        .forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .any(|&i| {
            let d = &body.insts[i];
            matches!(d.kind, InstKind::Call(_))
                && !crate::irbuild::callee_name(m, d).is_some_and(|(_, n)| n.starts_with("llvm."))
        });
    (!calls).then_some(buffer)
}

/// LLVM 19's `UnrollingPreferences` for a loop, from the defaults, the options and the
/// function (`optsize`).
#[derive(Clone, Copy, Debug)]
struct Prefs {
    threshold: u64,
    partial_threshold: u64,
    max_count: u64,
    full_max_count: u64,
    partial: bool,
    runtime: bool,
    allow_remainder: bool,
}

/// LLVM's `UP.BEInsns`: the instructions of the backedge, not replicated.
const BE_INSNS: u64 = 2;
/// LLVM's `UP.DefaultUnrollRuntimeCount`.
const DEFAULT_RUNTIME_COUNT: u64 = 8;
/// LLVM's `UP.MaxUpperBound`.
const MAX_UPPER_BOUND: u64 = 8;

impl Prefs {
    /// `target`: the partial threshold of the target's preferences
    /// ([`target_partial_threshold`]).
    fn of(opts: &UnrollOptions, opt_size: bool, target: Option<u64>) -> Prefs {
        // gatherUnrollingPreferences at opt's default level (2).
        let (mut threshold, mut partial_threshold) = (150, target.unwrap_or(150));
        if opt_size {
            (threshold, partial_threshold) = (0, 0);
        }
        if let Some(t) = opts.threshold {
            threshold = t;
        }
        if let Some(t) = opts.partial_threshold {
            partial_threshold = t;
        }
        Prefs {
            threshold,
            partial_threshold,
            max_count: opts.max_count.unwrap_or(u64::from(u32::MAX)),
            full_max_count: opts.full_max_count.unwrap_or(u64::from(u32::MAX)),
            partial: opts.allow_partial.unwrap_or(target.is_some()),
            runtime: opts.runtime.unwrap_or(target.is_some()),
            allow_remainder: opts.allow_remainder.unwrap_or(true),
        }
    }
}

/// The `loop-unroll` pass (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct LoopUnroll {
    pub opts: UnrollOptions,
    /// Which remarks are printed (`-pass-remarks*=loop-unroll`).
    pub remarks: RemarkFilter,
}

impl Pass for LoopUnroll {
    fn name(&self) -> &'static str {
        "loop-unroll"
    }
    fn dump_name(&self) -> &'static str {
        "LoopUnrollPass"
    }
    fn description(&self) -> &'static str {
        "unroll loops fully or partially as their llvm.loop.unroll metadata asks"
    }
    // LoopIDs are module metadata: a module pass.
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let funcs = crate::manager::optimizable_functions(m);
        let mut changed = false;
        let mut diagnostics = Vec::new();
        for g in funcs {
            let mut remarks = LoopRemarks {
                filter: &self.remarks,
                pass: "loop-unroll",
                out: &mut diagnostics,
            };
            changed |= unroll_function_remarks(m, g, an.function(g), &self.opts, &mut remarks);
        }
        PassResult::from_changed(changed, PreservedAnalyses::none()).with_diagnostics(diagnostics)
    }
}

/// How to unroll one loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Replace the loop by `trip` copies of its body.
    Full { trip: u64 },
    /// Replicate the body `count` times; `trip` is the constant trip count, if known, and
    /// `multiple` a number the trip count is known to be a multiple of that divides `count`
    /// (LLVM's `gcd(count, TripMultiple)`): only every `multiple`-th copy keeps its exit test.
    Partial {
        count: u64,
        trip: Option<u64>,
        multiple: u64,
    },
    /// Runtime unrolling of a loop exiting at its latch with a trip count known only at
    /// run time: the body replicated `count` times runs `trip / count` times, a remainder
    /// loop the other `trip % count` iterations: after it (an epilogue, LLVM's default), or
    /// before it (a `prologue`, `-unroll-runtime-epilog=false`).
    Runtime {
        count: u64,
        trip: RuntimeTrip,
        prologue: bool,
    },
    /// The remainder loop of runtime unrolling, which runs at most `max` times, replaced
    /// by `max` copies of its body, each keeping its exit test but the last, which always
    /// leaves (`-unroll-remainder`: LLVM's `UnrollLoop` on the remainder with a count of
    /// the unroll count - 1, whose trip count SCEV bounds).
    Remainder { max: u64 },
}

/// Unrolls the loops of function `g` that ask for it, innermost first; whether anything
/// changed.
pub fn unroll_function(m: &mut Module, g: GlobalId) -> bool {
    unroll_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`unroll_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn unroll_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    unroll_function_with(m, g, an, &UnrollOptions::default())
}

/// [`unroll_function_in`] with `opt`'s options.
pub fn unroll_function_with(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &UnrollOptions,
) -> bool {
    let filter = RemarkFilter::default();
    let mut out = Vec::new();
    let mut remarks = LoopRemarks {
        filter: &filter,
        pass: "loop-unroll",
        out: &mut out,
    };
    unroll_function_remarks(m, g, an, opts, &mut remarks)
}

/// A remark decided while planning: its kind, LLVM's name and text.
type Note = (RemarkKind, &'static str, String);

/// [`unroll_function_with`], reporting to `remarks` what LLVM 19's `LoopUnrollPass`
/// reports: the requests it cannot honour as asked (`computeUnrollCount`'s missed remarks)
/// and what it unrolled (`UnrollLoop`'s `completely unrolled loop with N iterations`,
/// `unrolled loop by a factor of N[ with run-time trip count]`).
pub fn unroll_function_remarks(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &UnrollOptions,
    remarks: &mut LoopRemarks<'_>,
) -> bool {
    let simplified = crate::loop_simplify::simplify_function_in(m, g, an);
    let Some(body) = m.body(g) else {
        return false;
    };
    // The loops at the start, innermost first, by header (unrolling an outer loop later
    // does not revisit the copies of its inner loops, as LLVM's loop pass manager does not).
    let fl = an.function_loops(body);
    let mut order: Vec<Loop> = fl.forest.preorder();
    order.reverse();
    let headers: Vec<Block> = order.iter().map(|&l| fl.forest.header(l)).collect();
    let mut changed = false;
    for h in headers {
        let Some(body) = m.body(g) else { break };
        let fl = an.function_loops(body);
        let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
            continue;
        };
        let id = loop_id(m, g, &fl, l).ok().flatten();
        let mut notes = Vec::new();
        let planned = plan_loop_notes(m, g, &fl, l, opts, &mut notes);
        for (kind, name, text) in notes {
            remarks.emit(m, g, &fl, l, id, kind, name, text);
        }
        let Some((mut plan, explicit)) = planned else {
            continue;
        };
        if let Plan::Runtime { prologue, .. } = &mut plan {
            *prologue = opts.runtime_epilog == Some(false);
        }
        // Reported once the loop is unrolled, at the location it has now.
        let (name, text) = match plan {
            Plan::Full { trip } => (
                "FullyUnrolled",
                format!("completely unrolled loop with {trip} iterations"),
            ),
            Plan::Partial { count, .. } => (
                "PartialUnrolled",
                format!("unrolled loop by a factor of {count}"),
            ),
            Plan::Runtime { count, .. } => (
                "PartialUnrolled",
                format!("unrolled loop by a factor of {count} with run-time trip count"),
            ),
            Plan::Remainder { .. } => continue,
        };
        let mut said = Vec::new();
        LoopRemarks {
            filter: remarks.filter,
            pass: remarks.pass,
            out: &mut said,
        }
        .emit(m, g, &fl, l, id, RemarkKind::Passed, name, text);
        // Applying may edit the function (LCSSA) even when it then gives up.
        an.invalidate(PreservedAnalyses::none());
        if apply(m, g, h, plan, id, explicit, opts.remainder) {
            changed = true;
            remarks.out.extend(said);
        }
    }
    changed || simplified
}

/// What the loop's metadata asks for and the loop allows, if anything.
pub fn plan_loop(m: &Module, g: GlobalId, fl: &FunctionLoops, l: Loop) -> Option<Plan> {
    plan_loop_with(m, g, fl, l, &UnrollOptions::default())
}

/// [`plan_loop`] with `opt`'s options: LLVM 19's `tryToUnrollLoop` and `computeUnrollCount`
/// (see the module documentation for what parir follows of them).
pub fn plan_loop_with(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &UnrollOptions,
) -> Option<Plan> {
    plan_loop_notes(m, g, fl, l, opts, &mut Vec::new()).map(|(p, _)| p)
}

/// [`plan_loop_with`], and whether the count was set explicitly (an unroll request or
/// `-unroll-count`: LLVM's `IsCountSetExplicitly`, which marks the unrolled loop as
/// already unrolled).
fn plan_loop_notes(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &UnrollOptions,
    notes: &mut Vec<Note>,
) -> Option<(Plan, bool)> {
    let body = m.body(g)?;
    let id = loop_id(m, g, fl, l).ok()?;
    let md = LoopMd::new(m, id);
    let mode = md.unroll();
    if matches!(
        mode,
        TransformationMode::SuppressedByUser | TransformationMode::Disable
    ) {
        return None;
    }
    // (`tryToUnrollLoop`: `OnlyWhenForced && !(TM & TM_Enable)`.)
    if opts.only_when_forced
        && !matches!(
            mode,
            TransformationMode::ForcedByUser | TransformationMode::Enable
        )
    {
        return None;
    }
    // A loop whose nest asks for unroll-and-jam is left to that pass unless forced.
    let jam_forced = |l: Loop| {
        let id = loop_id(m, g, fl, l).ok().flatten();
        LoopMd::new(m, id).unroll_and_jam() == TransformationMode::ForcedByUser
    };
    if mode != TransformationMode::ForcedByUser
        && (jam_forced(l) || fl.forest.parent(l).is_some_and(jam_forced))
    {
        return None;
    }
    simplified(body, fl, l)?;
    let func = m.globals[g].as_func()?;
    let opt_size =
        m.attrs.has(func.attrs.func, "optsize") || m.attrs.has(func.attrs.func, "minsize");
    let mut up = Prefs::of(opts, opt_size, target_partial_threshold(m, g, fl, l, opts));
    if up.threshold == 0 && (!up.partial || up.partial_threshold == 0) && !opt_size {
        return None;
    }
    // LLVM's UnrollCostEstimator: the loop's size and what may not be duplicated.
    let insts: Vec<&InstData> = fl
        .forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .map(|&i| &body.insts[i])
        .collect();
    if insts
        .iter()
        .any(|d| parir_analysis::loop_access::call_or_callee_has(m, d, "noduplicate"))
    {
        return None;
    }
    let convergent = insts
        .iter()
        .any(|d| parir_analysis::loop_access::is_convergent_call(m, d));
    let size = loop_size(m, body, fl, l, x86_target(m, opts));
    if opt_size {
        up.threshold = up.threshold.max(size + 1);
    }
    let unrolled = |c: u64| (size - BE_INSNS).saturating_mul(c).saturating_add(BE_INSNS);
    let trip = trip_count(m, body, fl, l).filter(|&t| t <= u64::from(u32::MAX));
    let multiple = parir_analysis::induction::trip_multiple(m, body, fl, l);
    // A remainder would put control flow in front of a convergent operation.
    up.allow_remainder &= !convergent;
    let max_trip = match trip {
        Some(_) => None,
        None => parir_analysis::induction::max_trip_count(m, body, fl, l)
            .filter(|&t| t <= u128::from(u32::MAX))
            .map(|t| t as u64),
    };
    let full = md.flag("llvm.loop.unroll.full");
    let enable = md.flag("llvm.loop.unroll.enable");
    let pragma = md
        .int_attr("llvm.loop.unroll.count")
        .and_then(|c| u64::try_from(c).ok())
        .filter(|&c| c > 0);
    let user = opts.count;
    let explicit = full || enable || pragma.is_some() || user.is_some();
    let pragma_threshold = opts.pragma_threshold.unwrap_or(PRAGMA_UNROLL_THRESHOLD);
    let fits_pragma = |t: u64| unrolled(t) <= pragma_threshold;

    // computeUnrollCount: (count, forced, runtime allowed).
    let mut chosen: Option<(u64, bool, bool)> = None;
    // 1st and 2nd priorities: -unroll-count, then the pragma count.
    if let Some(c) = user {
        if up.allow_remainder && unrolled(c) < up.threshold {
            chosen = Some((c, true, up.runtime));
        }
    }
    if chosen.is_none() {
        if let Some(c) = pragma {
            if up.allow_remainder || multiple % c == 0 {
                chosen = Some((c, true, true));
            }
        }
    }
    if chosen.is_none() && full {
        if let Some(t) = trip.filter(|&t| t <= PRAGMA_UNROLL_MAX_COPIES) {
            chosen = Some((t, false, up.runtime));
        }
    }
    // `unroll.enable` with a small maximum trip count: LLVM unrolls by that upper bound,
    // which parir does not do (`transform-warning` reports the request).
    if chosen.is_none()
        && enable
        && trip.is_none()
        && max_trip.is_some_and(|t| t > 0 && t <= MAX_UPPER_BOUND)
    {
        return None;
    }
    if let Some((c, forced, runtime)) = chosen {
        // LLVM's `UnrollLoop` clamps a count above the trip count.
        let c = match trip {
            Some(t) if t > 0 => c.min(t),
            _ => c,
        };
        if !unroll_within_bounds(c, size) {
            return None;
        }
        let runtime = runtime && !convergent;
        return finish(
            m,
            body,
            fl,
            l,
            c,
            trip,
            multiple,
            forced,
            runtime,
            &fits_pragma,
        )
        .map(|p| (p, explicit));
    }
    if explicit && trip.is_some() {
        up.threshold = up.threshold.max(pragma_threshold);
        up.partial_threshold = up.partial_threshold.max(pragma_threshold);
    }
    // 3rd priority: exact full unrolling.
    if let Some(t) = trip.filter(|&t| t > 0) {
        if t <= up.full_max_count && unrolled(t) < up.threshold && t <= MAX_TRIP {
            return Some((Plan::Full { trip: t }, explicit));
        }
    }
    // (4th, unrolling by an upper bound, and 5th, peeling: not done by parir.)
    // 6th priority: partial unrolling of a constant trip count.
    if let Some(t) = trip {
        if t == 0 {
            return None;
        }
        up.partial |= explicit;
        let c = if up.partial {
            partial_count(t, size, &up)
        } else {
            0
        };
        if (full || enable) && c != t {
            notes.push((
                RemarkKind::Missed,
                "FullUnrollAsDirectedTooLarge",
                "Unable to fully unroll loop as directed by unroll pragma because unrolled size \
                 is too large."
                    .into(),
            ));
        }
        if c == 0 && enable {
            notes.push((
                RemarkKind::Missed,
                "UnrollAsDirectedTooLarge",
                "Unable to unroll loop as directed by unroll(enable) pragma because unrolled \
                 size is too large."
                    .into(),
            ));
        }
        if c == 0 {
            return None;
        }
        return finish(
            m,
            body,
            fl,
            l,
            c,
            trip,
            multiple,
            false,
            false,
            &fits_pragma,
        )
        .map(|p| (p, explicit));
    }
    if full {
        notes.push((
            RemarkKind::Missed,
            "CantFullUnrollAsDirectedRuntimeTripCount",
            "Unable to fully unroll loop as directed by unroll(full) pragma because loop has a \
             runtime trip count."
                .into(),
        ));
    }
    // 7th priority: runtime unrolling.
    if md.flag("llvm.loop.unroll.runtime.disable") {
        return None;
    }
    let forced = user.is_some() || pragma.is_some();
    if max_trip.is_some_and(|t| t < MAX_UPPER_BOUND) && !forced {
        return None;
    }
    let runtime = up.runtime || enable || pragma.is_some() || user.is_some();
    if !runtime {
        return None;
    }
    let mut c = DEFAULT_RUNTIME_COUNT;
    while c != 0 && unrolled(c) > up.partial_threshold {
        c >>= 1;
    }
    if !up.allow_remainder && c != 0 && multiple % c != 0 {
        while c != 0 && multiple % c != 0 {
            c >>= 1;
        }
        if pragma.is_some() {
            notes.push((
                RemarkKind::Missed,
                "DifferentUnrollCountFromDirected",
                format!(
                    "Unable to unroll loop the number of times directed by unroll_count pragma \
                     because remainder loop is restricted (that could architecture specific or \
                     because the loop contains a convergent instruction) and so must have an \
                     unroll count that divides the loop trip multiple of {multiple}.  Unrolling \
                     instead {c} time(s)."
                ),
            ));
        }
    }
    c = c.min(up.max_count);
    if let Some(t) = max_trip {
        c = c.min(t);
    }
    if c < 2 {
        return None;
    }
    finish(
        m,
        body,
        fl,
        l,
        c,
        trip,
        multiple,
        forced,
        !convergent,
        &fits_pragma,
    )
    .map(|p| (p, explicit))
}

/// LLVM's `shouldPartialUnroll` for a constant trip count `t` of a loop of `size`
/// instructions (0: none): the largest divisor of `t` whose unrolled loop fits the partial
/// threshold, else (with a remainder allowed) 8 halved until it fits.
fn partial_count(t: u64, size: u64, up: &Prefs) -> u64 {
    let unrolled = |c: u64| (size - BE_INSNS).saturating_mul(c).saturating_add(BE_INSNS);
    let mut c = t;
    if unrolled(c) > up.partial_threshold {
        c = (up.partial_threshold.max(BE_INSNS + 1) - BE_INSNS) / (size - BE_INSNS);
    }
    c = c.min(up.max_count);
    while c != 0 && t % c != 0 {
        c -= 1;
    }
    if up.allow_remainder && c <= 1 {
        c = DEFAULT_RUNTIME_COUNT;
        while c != 0 && unrolled(c) > up.partial_threshold {
            c >>= 1;
        }
    }
    if c < 2 {
        return 0;
    }
    c.min(up.max_count)
}

/// What LLVM 19's `computeUnrollCount` gives the outer loop `l` of a nest when
/// `loop-unroll-and-jam` asks it (no upper bound of the trip count, no unroll request: a
/// nest with one is left to `loop-unroll`): the count of exact full unrolling, of partial
/// unrolling of a constant trip count, or of runtime unrolling, under `opts`, the target's
/// preferences and the function's `optsize`; 0 for none. The loop's size is counted as
/// [`plan_loop_with`] counts it. `None` when `-unroll-count` is given: LLVM then calls the
/// count explicit and leaves the nest to the unroller.
pub(crate) fn unrequested_count(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &UnrollOptions,
) -> Option<u64> {
    if opts.count.is_some() {
        return None;
    }
    let body = m.body(g)?;
    let func = m.globals[g].as_func()?;
    let opt_size =
        m.attrs.has(func.attrs.func, "optsize") || m.attrs.has(func.attrs.func, "minsize");
    let mut up = Prefs::of(opts, opt_size, target_partial_threshold(m, g, fl, l, opts));
    let size = loop_size(m, body, fl, l, x86_target(m, opts));
    if opt_size {
        up.threshold = up.threshold.max(size + 1);
    }
    let unrolled = |c: u64| (size - BE_INSNS).saturating_mul(c).saturating_add(BE_INSNS);
    let trip = trip_count(m, body, fl, l).filter(|&t| t <= u64::from(u32::MAX));
    if let Some(t) = trip.filter(|&t| t > 0) {
        // 3rd priority (exact full unrolling), then 6th (partial unrolling).
        if t <= up.full_max_count && unrolled(t) < up.threshold && t <= MAX_TRIP {
            return Some(t);
        }
        return Some(if up.partial {
            partial_count(t, size, &up)
        } else {
            0
        });
    }
    if trip == Some(0) {
        return Some(0);
    }
    // 7th priority: runtime unrolling.
    let id = loop_id(m, g, fl, l).ok().flatten();
    if LoopMd::new(m, id).flag("llvm.loop.unroll.runtime.disable") || !up.runtime {
        return Some(0);
    }
    let multiple = parir_analysis::induction::trip_multiple(m, body, fl, l);
    let mut c = DEFAULT_RUNTIME_COUNT;
    while c != 0 && unrolled(c) > up.partial_threshold {
        c >>= 1;
    }
    if !up.allow_remainder {
        while c != 0 && multiple % c != 0 {
            c >>= 1;
        }
    }
    c = c.min(up.max_count);
    Some(if c < 2 { 0 } else { c })
}

/// A loop's size for the unrolling thresholds: its instructions but phis and, for an
/// x86-64 target (`x86`), the address computations of loads that fold into the load's
/// memory operand (LLVM 19's x86-64 code-size cost of a `getelementptr` whose users are
/// loads, with at most one variable index scaled by 1, 2, 4 or 8 and not over a global, is
/// 0; one that feeds a store costs 1, as opt-19 measures); at least `BE_INSNS + 1`.
pub(crate) fn loop_size(m: &Module, body: &Body, fl: &FunctionLoops, l: Loop, x86: bool) -> u64 {
    let dl = if x86 {
        parir_ir::layout::DataLayout::of_module(m)
            .or_else(|_| parir_ir::layout::DataLayout::parse(parir_ir::layout::X86_64_LAYOUT))
            .ok()
    } else {
        None
    };
    let users = dl.as_ref().map(|_| crate::users::Users::compute(body));
    let free = |i: Inst| -> bool {
        let (Some(dl), Some(users)) = (&dl, &users) else {
            return false;
        };
        let InstKind::GetElementPtr {
            src_ty,
            ptr,
            indices,
            ..
        } = &body.insts[i].kind
        else {
            return false;
        };
        // A global's address is RIP-relative in x86-64's small code model, which takes no
        // index register.
        let global_base = matches!(ptr, Value::Const(_));
        users.users(i).iter().all(|&u| {
            matches!(&body.insts[u].kind, InstKind::Load { ptr, .. } if *ptr == Value::Inst(i))
        }) && folds_into_address(m, dl, *src_ty, indices, !global_base)
    };
    (fl.forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .filter(|&&i| !matches!(body.insts[i].kind, InstKind::Phi { .. }) && !free(i))
        .count() as u64)
        .max(BE_INSNS + 1)
}

/// Whether the loop passes see an x86-64 target: the module's triple, or `-mtriple`
/// (parir's only model; a module without either has LLVM's target-independent costs).
pub(crate) fn x86_target(m: &Module, opts: &UnrollOptions) -> bool {
    opts.mtriple
        || m.triple.as_deref().is_some_and(|t| {
            t.starts_with(b"x86_64") || t.starts_with(b"i686") || t.starts_with(b"i386")
        })
}

/// Whether a `getelementptr` over `src_ty` with `indices` is a base plus a constant plus at
/// most one variable index scaled by 1, 2, 4 or 8 (an x86-64 addressing mode; none when
/// `index_allowed` is false).
fn folds_into_address(
    m: &Module,
    dl: &parir_ir::layout::DataLayout,
    src_ty: parir_ir::types::Type,
    indices: &[Value],
    index_allowed: bool,
) -> bool {
    use parir_ir::types::TypeData;
    let ts = &m.types;
    let mut ty = src_ty;
    let mut scaled = 0;
    for (k, &ix) in indices.iter().enumerate() {
        let elem = if k == 0 {
            ty
        } else {
            match ts.get(ty) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let Some(t) = const_int(m, ix).and_then(|f| ts.index_type(ty, f.0)) else {
                        return false;
                    };
                    ty = t;
                    continue;
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    ty = *elem;
                    *elem
                }
                _ => return false,
            }
        };
        if !matches!(ix, Value::Const(_)) {
            scaled += 1;
            if !index_allowed || scaled > 1 || !matches!(dl.alloc_size(ts, elem), 1 | 2 | 4 | 8) {
                return false;
            }
        }
    }
    true
}

/// The end of LLVM's `tryToUnrollLoop` and the start of its `UnrollLoop`: unrolling by
/// `count` runs a remainder only when run-time unrolling is allowed (`runtime`), the trip
/// count is unknown and `count` does not divide its known multiple; when parir cannot build
/// that remainder, a `forced` count unrolls keeping every exit test (as LLVM's `UP.Force`),
/// else nothing happens.
#[allow(clippy::too_many_arguments)]
fn finish(
    m: &Module,
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    count: u64,
    trip: Option<u64>,
    multiple: u64,
    forced: bool,
    runtime: bool,
    fits_pragma: &dyn Fn(u64) -> bool,
) -> Option<Plan> {
    if let Some(t) = trip {
        if count >= t {
            return fits_pragma(t).then_some(Plan::Full { trip: t });
        }
    }
    if count < 2 {
        return None;
    }
    let gcd = {
        let (mut a, mut b) = (count, multiple.max(1));
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let partial = Plan::Partial {
        count,
        trip,
        multiple: gcd,
    };
    if trip.is_none() && runtime && multiple % count != 0 {
        return match runtime_trip(m, body, fl, l) {
            Some(rt) => Some(Plan::Runtime {
                count,
                trip: rt,
                prologue: false,
            }),
            None if forced => Some(partial),
            None => None,
        };
    }
    Some(partial)
}

/// Puts the loop with header `h` of function `g` into LCSSA form and unrolls it by `plan`;
/// whether it did.
fn apply(
    m: &mut Module,
    g: GlobalId,
    h: Block,
    plan: Plan,
    orig: Option<MdNode>,
    explicit: bool,
    unroll_remainder: bool,
) -> bool {
    let Some(func) = m.globals[g].as_func_mut() else {
        return false;
    };
    let arg_names = func.arg_names.clone();
    let Some(mut body) = func.body.take() else {
        return false;
    };
    let mut names = LocalNames::of(&arg_names, &body);
    let done = unroll_body(m, &mut body, &mut names, h, plan, orig, explicit);
    if let (Some((_, rl)), Plan::Runtime { count, .. }) = (&done, plan) {
        dedicate_runtime_exits(m, &mut body, &mut names, h, *rl);
        if let (Some(rl), true) = (rl, unroll_remainder) {
            unroll_remainder_loop(m, &mut body, &mut names, *rl, count - 1);
        }
    }
    let done = done.is_some();
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(body);
    }
    done
}

/// The unrolling itself (None: the loop is left as it was): per copy, the map from the
/// original loop (copy 0 is the original, an empty map), and the latch of the runtime
/// remainder when it is a loop.
pub(crate) fn unroll_body(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    h: Block,
    plan: Plan,
    orig: Option<MdNode>,
    explicit: bool,
) -> Option<(Vec<ValueMap>, Option<Block>)> {
    let fl = FunctionLoops::compute(body);
    let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
    let (_, latch, exits) = simplified(body, &fl, l)?;
    let dt = &fl.domtree;
    if !form_lcssa(body, names, &fl, l, &exits, dt) {
        return None;
    }
    let fl = FunctionLoops::compute(body);
    let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h)?;
    let blocks: Vec<Block> = fl.forest.blocks(l).to_vec();
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let loop_kind = m.md.kind("llvm.loop");
    let copies = match plan {
        Plan::Full { trip } => trip,
        Plan::Remainder { max } => max,
        Plan::Partial { count, .. } | Plan::Runtime { count, .. } => count,
    };
    // Header phis: their values from outside (copy 0) and along the backedge.
    let header_phis = phis(body, h);
    let back_of = |body: &Body, p: Inst| -> Option<Value> {
        match &body.insts[p].kind {
            InstKind::Phi { incoming, .. } => {
                incoming.iter().find(|(_, b)| *b == latch).map(|x| x.0)
            }
            _ => None,
        }
    };
    let src = body.clone();
    let opts = |k: u64| CloneOptions {
        suffix: format!(".{k}"),
        access_groups: DistinctMd::Keep,
        loop_ids: DistinctMd::Keep,
    };
    // maps[k]: original → copy k (copy 0 is the original).
    let mut maps: Vec<ValueMap> = vec![ValueMap::default()];
    for k in 1..copies {
        let mut vm = ValueMap::default();
        clone_blocks(m, &src, &blocks, body, names, &mut vm, &opts(k));
        maps.push(vm);
    }
    fn map_val(maps: &[ValueMap], k: usize, v: Value) -> Value {
        if k == 0 {
            v
        } else {
            maps[k].value(v)
        }
    }
    fn map_blk(maps: &[ValueMap], k: usize, b: Block) -> Block {
        if k == 0 {
            b
        } else {
            maps[k].block(b)
        }
    }
    // Copy k > 0: the header phis take the previous copy's backedge values.
    for k in 1..copies as usize {
        for &p in &header_phis {
            let Some(back) = back_of(&src, p) else {
                continue;
            };
            let prev = map_val(&maps, k - 1, back);
            let Value::Inst(cp) = map_val(&maps, k, Value::Inst(p)) else {
                continue;
            };
            crate::users::replace_all_uses_with(body, Value::Inst(cp), prev);
            remove_inst(body, cp);
            maps[k].values.insert(Value::Inst(p), prev);
        }
    }
    let map_val = |k: usize, v: Value| map_val(&maps, k, v);
    let map_blk = |k: usize, b: Block| map_blk(&maps, k, b);
    // The latches: copy k's branch to the header goes to copy k + 1's header; the last
    // copy's goes back to the original header (partial) or nowhere (full, below).
    let last = copies as usize - 1;
    for k in 0..copies as usize {
        let lt = map_blk(k, latch);
        let Some(t) = body.terminator(lt) else {
            continue;
        };
        let to = if k < last { map_blk(k + 1, h) } else { h };
        // A copy's latch keeps its branch, and the branch its metadata (the LoopID
        // included), as LLVM's `UnrollLoop` retargets it; a branch whose exit test is
        // decided below becomes a new unconditional one, without it.
        crate::edit::for_each_successor_mut(&mut body.insts[t].kind, |b| {
            if *b == map_blk(k, h) {
                *b = to;
            }
        });
        if k < last && matches!(body.insts[t].kind, InstKind::Br(_)) {
            body.insts[t].md.retain(|(kd, _)| *kd != loop_kind);
        }
    }
    // The original header phis: their backedge now comes from the last copy's latch.
    for &p in &header_phis {
        let Some(back) = back_of(&src, p) else {
            continue;
        };
        let v = map_val(last, back);
        let from = map_blk(last, latch);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for e in incoming.iter_mut() {
                if e.1 == latch {
                    *e = (v, from);
                }
            }
        }
    }
    // The exit blocks' phis get an entry per copy of each exiting edge.
    for &x in &exits {
        for p in phis(body, x) {
            let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
                continue;
            };
            let from_loop: Vec<(Value, Block)> = incoming
                .iter()
                .copied()
                .filter(|(_, b)| in_loop.contains(b))
                .collect();
            let mut add = Vec::new();
            for k in 1..copies as usize {
                for &(v, b) in &from_loop {
                    add.push((map_val(k, v), map_blk(k, b)));
                }
            }
            if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
                incoming.extend(add);
            }
        }
    }
    // Exit tests that are decided (LLVM's `WillExit`): with a constant trip count `t`, only
    // the copy running iteration t - 1 leaves (partial: copy (t - 1) mod count; full: the
    // last); with a trip count known to be a multiple of `g`, only every g-th copy may.
    // `Some(true)`: the copy leaves; `Some(false)`: it stays; `None`: it keeps its test.
    let decided = |k: u64| -> Option<bool> {
        match plan {
            Plan::Full { trip } => Some(k == (trip - 1) % copies),
            Plan::Remainder { .. } => (k == copies - 1).then_some(true),
            Plan::Partial {
                trip: Some(t),
                count,
                ..
            } => (k != (t - 1) % count).then_some(false),
            Plan::Partial {
                trip: None,
                multiple,
                ..
            } if multiple > 1 => ((k + 1) % multiple != 0).then_some(false),
            _ => None,
        }
    };
    // Whether the final latch's branch was rebuilt (an exit test decided away): LLVM's new
    // branch carries no LoopID, so the loop's own LoopID is then gone.
    let mut latch_rebuilt = false;
    if !matches!(plan, Plan::Runtime { .. }) {
        let exiting = blocks
            .iter()
            .copied()
            .find(|&b| src.successors(b).iter().any(|s| !in_loop.contains(s)));
        if let Some(e) = exiting {
            for k in 0..copies as usize {
                let Some(leaves) = decided(k as u64) else {
                    continue;
                };
                let eb = map_blk(k, e);
                let Some(term) = body.terminator(eb) else {
                    continue;
                };
                let InstKind::CondBr {
                    then_dest,
                    else_dest,
                    ..
                } = body.insts[term].kind
                else {
                    continue;
                };
                let (stay, go) = if exits.contains(&then_dest) {
                    (else_dest, then_dest)
                } else {
                    (then_dest, else_dest)
                };
                let target = if leaves { go } else { stay };
                let dropped = if leaves { stay } else { go };
                let cond = match body.insts[term].kind {
                    InstKind::CondBr { cond, .. } => cond,
                    _ => continue,
                };
                body.insts[term].kind = InstKind::Br(target);
                body.insts[term].md.retain(|(kd, _)| *kd != loop_kind);
                if k == last && e == latch {
                    latch_rebuilt = true;
                }
                remove_phi_entries(body, dropped, eb);
                // The decided test goes with its branch, when nothing else reads it.
                if let Value::Inst(c) = cond {
                    let used = body.layout.iter().any(|&b| {
                        body.blocks[b].insts.iter().any(|&u| {
                            let mut reads = false;
                            body.insts[u].kind.for_each_operand(|v| reads |= v == cond);
                            reads
                        })
                    });
                    if !used && matches!(body.insts[c].kind, InstKind::ICmp { .. }) {
                        remove_inst(body, c);
                    }
                }
            }
        }
    }
    if let Plan::Full { .. } | Plan::Remainder { .. } = plan {
        // No loop is left: the last latch's branch back to the header is unreachable once
        // the last copy's exit test is decided; drop the LoopID from every copy's latch.
        for k in 0..copies as usize {
            if let Some(t) = body.terminator(map_blk(k, latch)) {
                body.insts[t].md.retain(|(kd, _)| *kd != loop_kind);
            }
        }
    }
    remove_dead_blocks(body);
    if let Plan::Full { .. } | Plan::Remainder { .. } = plan {
        // The header runs once: its phis are their entry values.
        fold_single_entry_phis(body, h);
    }
    // The copies follow the original loop's blocks in the layout (before what comes after
    // the loop), as LLVM places them.
    let new: FxHashSet<Block> = maps
        .iter()
        .skip(1)
        .flat_map(|vm| blocks.iter().map(move |&b| vm.block(b)))
        .collect();
    let copies_in_order: Vec<Block> = body
        .layout
        .iter()
        .copied()
        .filter(|b| new.contains(b))
        .collect();
    body.layout.retain(|b| !new.contains(b));
    if let Some(at) = body.layout.iter().rposition(|b| in_loop.contains(b)) {
        let tail = body.layout.split_off(at + 1);
        body.layout.extend(copies_in_order);
        body.layout.extend(tail);
    } else {
        body.layout.extend(copies_in_order);
    }
    let mut epilogue = None;
    if let Plan::Runtime {
        count,
        trip,
        prologue,
    } = plan
    {
        let copy_latches: Vec<Block> = (0..copies as usize).map(|k| map_blk(k, latch)).collect();
        let remainder = if prologue {
            runtime_prologue
        } else {
            runtime_remainder
        };
        epilogue = remainder(
            m,
            body,
            names,
            &src,
            RemainderInput {
                header: h,
                latch,
                exit: exits[0],
                blocks: &blocks,
                copy_latches: &copy_latches,
                back: header_phis
                    .iter()
                    .filter_map(|&p| back_of(&src, p).map(|b| (p, map_val(last, b))))
                    .collect(),
                last_values: &|v: Value| map_val(last, v),
                count,
                trip,
                orig,
                loop_kind,
            },
        )?;
    }
    if let Plan::Partial { .. } | Plan::Runtime { .. } = plan {
        let current = if latch_rebuilt { None } else { orig };
        set_unrolled_loop_id(
            m,
            body,
            map_blk(last, latch),
            orig,
            current,
            loop_kind,
            explicit,
        );
    }
    Some((maps, epilogue))
}

/// Unrolls the remainder loop of runtime unrolling whose latch is `latch`, which runs at
/// most `max` times, into `max` copies ([`Plan::Remainder`], or a loop of `max` copies
/// when LLVM cannot bound its trip count, see below), as LLVM's
/// `UnrollRuntimeLoopRemainder` does with `-unroll-remainder`. Its exit is made dedicated
/// first (`<exit>.epilog-lcssa`, LLVM's block). Whether it did.
pub(crate) fn unroll_remainder_loop(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    latch: Block,
    max: u64,
) -> bool {
    if max < 2 {
        return false;
    }
    let fl = FunctionLoops::compute(body);
    let Some(l) = fl.forest.innermost_loop(latch) else {
        return false;
    };
    let h = fl.forest.header(l);
    let exits = fl.forest.exit_blocks(&fl.cfg, l);
    let [exit] = exits.as_slice() else {
        return false;
    };
    let exit = *exit;
    let inside: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    dedicated_exit(
        m,
        body,
        names,
        &fl,
        &inside,
        exit,
        "epilog-lcssa",
        Some("ph"),
    );
    // LLVM's scalar evolution bounds the remainder's trip count when the unroll count is a
    // power of two (the remainder is `trip & (count - 1)`), not for a `urem`: then the
    // remainder is unrolled by count - 1 keeping its exit tests and its loop and LoopID.
    let plan = if (max + 1).is_power_of_two() {
        Plan::Remainder { max }
    } else {
        Plan::Partial {
            count: max,
            trip: None,
            multiple: 1,
        }
    };
    let loop_kind = m.md.kind("llvm.loop");
    let id = body.terminator(latch).and_then(|t| {
        body.insts[t]
            .md
            .iter()
            .find(|(k, _)| *k == loop_kind)
            .map(|x| x.1)
    });
    let Some((maps, _)) = unroll_body(m, body, names, h, plan, id, false) else {
        return false;
    };
    // As LLVM's `simplifyLoopAfterUnroll`: the copies' instructions fold (the iteration
    // counter becomes constants) and dead ones go.
    let mut blocks: FxHashSet<Block> = inside.clone();
    for vm in &maps[1..] {
        blocks.extend(inside.iter().map(|&b| vm.block(b)));
    }
    crate::instsimplify::simplify_blocks(m, body, &blocks);
    true
}

/// After runtime unrolling of the loop with header `h` (remainder latch `remainder`): the
/// exits the unrolled loop and the remainder share with the branch past them become
/// dedicated, as in LLVM 19's output (`<exit>.loopexit` for the unrolled loop, which
/// LLVM's loop simplification after unrolling makes, `<exit>.epilog-lcssa` for an epilogue
/// loop, which `UnrollRuntimeLoopRemainder` makes).
pub(crate) fn dedicate_runtime_exits(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    h: Block,
    remainder: Option<Block>,
) {
    let fl = FunctionLoops::compute(body);
    let main = fl.forest.loops().find(|&l| fl.forest.header(l) == h);
    let rem = remainder.and_then(|b| fl.forest.innermost_loop(b));
    for (l, suffix) in [(main, "loopexit"), (rem, "epilog-lcssa")] {
        let Some(l) = l else { continue };
        let fl = FunctionLoops::compute(body);
        let h = fl.forest.header(l);
        let Some(l) = fl.forest.loops().find(|&x| fl.forest.header(x) == h) else {
            continue;
        };
        let inside: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
        for x in fl.forest.exit_blocks(&fl.cfg, l) {
            dedicated_exit(m, body, names, &fl, &inside, x, suffix, Some("ph"));
        }
    }
}

/// Makes `exit` a dedicated exit of the loop whose blocks are `inside` when a block outside
/// the loop branches to it too (LLVM's `formDedicatedExitBlocks`): the loop's edges go to a
/// new block `<exit>.<suffix>`, placed before `exit`, which branches to it; each phi of
/// `exit` gets one entry from there, through a phi of the new block (named with
/// `phi_suffix`, else only when the loop's edges bring different values). Returns the new
/// block.
#[allow(clippy::too_many_arguments)]
pub(crate) fn dedicated_exit(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    fl: &FunctionLoops,
    inside: &FxHashSet<Block>,
    exit: Block,
    suffix: &str,
    phi_suffix: Option<&str>,
) -> Option<Block> {
    let preds = fl.cfg.predecessors(exit);
    if preds.iter().all(|p| inside.contains(p)) {
        return None;
    }
    let leaving: Vec<Block> = preds
        .iter()
        .copied()
        .filter(|p| inside.contains(p))
        .collect();
    let name = body.blocks[exit]
        .name
        .as_ref()
        .map(|n| names.unique(&format!("{n}.{suffix}")));
    let dedicated = body.append_block(name);
    let void = m.types.void();
    body.append_inst(dedicated, InstData::new(InstKind::Br(exit), void));
    for &p in &leaving {
        crate::edit::replace_successor(body, p, exit, dedicated);
    }
    for ph in phis(body, exit) {
        let InstKind::Phi { incoming, .. } = &body.insts[ph].kind else {
            continue;
        };
        let from_loop: Vec<(Value, Block)> = incoming
            .iter()
            .copied()
            .filter(|(_, b)| leaving.contains(b))
            .collect();
        let Some(&(first, _)) = from_loop.first() else {
            continue;
        };
        let v = if phi_suffix.is_none() && from_loop.iter().all(|(v, _)| *v == first) {
            first
        } else {
            let mut d = InstData::new(
                InstKind::Phi {
                    incoming: from_loop.clone(),
                    flags: Default::default(),
                },
                body.insts[ph].ty,
            );
            let sfx = phi_suffix.unwrap_or("epil");
            d.name = body.insts[ph]
                .name
                .as_ref()
                .map(|n| names.unique(&format!("{n}.{sfx}")));
            let at = phis(body, dedicated).len();
            Value::Inst(insert_inst(body, dedicated, at, d))
        };
        if let InstKind::Phi { incoming, .. } = &mut body.insts[ph].kind {
            incoming.retain(|(_, b)| !leaving.contains(b));
            incoming.push((v, dedicated));
        }
    }
    body.layout.retain(|&b| b != dedicated);
    let at = body
        .layout
        .iter()
        .position(|&b| b == exit)
        .unwrap_or(body.layout.len());
    body.layout.insert(at, dedicated);
    Some(dedicated)
}

/// Removes the entries for predecessor `pred` from the phis of `b`.
fn remove_phi_entries(body: &mut Body, b: Block, pred: Block) {
    for p in phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            incoming.retain(|e| e.1 != pred);
        }
    }
}

/// Removes the blocks no longer reachable from the entry (and their phi entries).
fn remove_dead_blocks(body: &mut Body) {
    let Some(e) = body.entry() else { return };
    let mut alive = FxHashSet::default();
    let mut work = vec![e];
    alive.insert(e);
    while let Some(b) = work.pop() {
        for s in body.successors(b) {
            if alive.insert(s) {
                work.push(s);
            }
        }
    }
    let dead: Vec<Block> = body
        .layout
        .iter()
        .copied()
        .filter(|b| !alive.contains(b))
        .collect();
    for &d in &dead {
        for s in body.successors(d) {
            if alive.contains(&s) {
                remove_phi_entries(body, s, d);
            }
        }
    }
    for &d in &dead {
        for i in body.blocks[d].insts.clone() {
            remove_inst(body, i);
        }
    }
    body.layout.retain(|b| alive.contains(b));
    // Phis left with one entry from a block that now always comes first stay (LLVM folds
    // them later); phis whose entries all went are impossible (their block is dead).
}

/// The LoopID of the partially unrolled loop (LLVM 19's `tryToUnrollLoop` end): followups
/// read the LoopID `orig` the loop had before, `setLoopAlreadyUnrolled` the one it has now
/// (`current`).
fn set_unrolled_loop_id(
    m: &mut Module,
    body: &mut Body,
    latch: Block,
    orig: Option<MdNode>,
    current: Option<MdNode>,
    loop_kind: parir_ir::metadata::MdKind,
    explicit: bool,
) {
    let Some(t) = body.terminator(latch) else {
        return;
    };
    let id = if explicit {
        unroll_followup(m, orig, current, "llvm.loop.unroll.followup_unrolled")
    } else {
        // No `setLoopAlreadyUnrolled` for a count the cost model chose.
        match make_followup_loop_id(
            m,
            orig,
            &[
                "llvm.loop.unroll.followup_all",
                "llvm.loop.unroll.followup_unrolled",
            ],
            None,
            false,
        ) {
            Followup::Unspecified => current,
            f => f.loop_id(),
        }
    };
    body.insts[t].md.retain(|(kd, _)| *kd != loop_kind);
    if let Some(id) = id {
        body.insts[t].md.push((loop_kind, id));
    }
}

/// What [`runtime_remainder`] needs of the unrolled loop.
struct RemainderInput<'a> {
    header: Block,
    latch: Block,
    exit: Block,
    /// The original loop's blocks (in `src`).
    blocks: &'a [Block],
    /// Each copy's latch, the last one the unrolled loop's.
    copy_latches: &'a [Block],
    /// Per header phi, its value after the last copy.
    back: Vec<(Inst, Value)>,
    /// The last copy's version of a value of the loop.
    last_values: &'a dyn Fn(Value) -> Value,
    count: u64,
    trip: RuntimeTrip,
    orig: Option<MdNode>,
    loop_kind: parir_ir::metadata::MdKind,
}

/// Turns the loop unrolled `count` times with every copy's exit test kept into LLVM 19's
/// runtime-unrolled form with an epilogue remainder (`UnrollRuntimeLoopRemainder`):
///
/// ```text
/// preheader:       %tc = <trip count>; %xtraiter = %tc urem count
///                  br (%tc - 1 < count - 1), %exit.unr-lcssa, %preheader.new
/// preheader.new:   %unroll_iter = %tc - %xtraiter; br %header
/// unrolled loop:   the copies without their exit tests; the last latch tests
///                  %niter.next != %unroll_iter (%niter counts by count) → %exit.unr-lcssa
/// exit.unr-lcssa:  the induction state (and the loop's values) after the unrolled loop
///                  br (%xtraiter != 0), %header.epil.preheader, %exit
/// epilogue loop:   the original loop, run %xtraiter times (%epil.iter), then → %exit
/// ```
///
/// The epilogue's LoopID is `followup_all`+`followup_remainder`, else `unroll.disable`
/// alone (its latch branch is new, as LLVM's is).
fn runtime_remainder(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    src: &Body,
    r: RemainderInput<'_>,
) -> Option<Option<Block>> {
    let (h, latch, exit) = (r.header, r.latch, r.exit);
    let iv_ty = body.insts[r.trip.phi].ty;
    let bits = m.types.int_bits(iv_ty)?;
    let int = |m: &mut Module, v: u64| Value::Const(m.consts.int(iv_ty, bits, i128::from(v)));
    let bool_ty = m.types.int(1);
    let name = |names: &mut LocalNames, n: &str| Some(names.unique(n));
    // The preheader (the header's predecessor outside the loop, in the original function).
    let pre = {
        let InstKind::Phi { incoming, .. } = &body.insts[r.trip.phi].kind else {
            return None;
        };
        incoming
            .iter()
            .find(|(_, b)| !r.blocks.contains(b) && !r.copy_latches.contains(b))?
            .1
    };
    let pre_term = body.terminator(pre)?;
    let mut pe = Emitter::before_terminator(body, pre)?;
    let bin = |op, lhs, rhs| InstKind::Binary {
        op,
        flags: Default::default(),
        lhs,
        rhs,
    };
    let one = int(m, 1);
    let tc = pe.trip_count(m, body, names, &r.trip)?;
    let mut emit = |m: &mut Module, body: &mut Body, names: &mut LocalNames, kind, ty, n: &str| {
        pe.emit(m, body, names, kind, ty, n)
    };
    let n = int(m, r.count);
    let xtraiter = if r.count.is_power_of_two() {
        let mask = int(m, r.count - 1);
        emit(m, body, names, bin(BinOp::And, tc, mask), iv_ty, "xtraiter")
    } else {
        emit(m, body, names, bin(BinOp::URem, tc, n), iv_ty, "xtraiter")
    };
    let becount = emit(m, body, names, bin(BinOp::Sub, tc, one), iv_ty, "becount");
    let nm1 = int(m, r.count - 1);
    let small = emit(
        m,
        body,
        names,
        InstKind::ICmp {
            pred: IntPredicate::Ult,
            lhs: becount,
            rhs: nm1,
        },
        bool_ty,
        "small",
    );
    // New blocks.
    let hname = body.blocks[h].name.clone().unwrap_or_default();
    let pname = body.blocks[pre].name.clone().unwrap_or_default();
    let xname = body.blocks[exit].name.clone().unwrap_or_default();
    let pre_new = body.append_block(name(names, &format!("{pname}.new")));
    let unr = body.append_block(name(names, &format!("{xname}.unr-lcssa")));
    let epil_pre = body.append_block(name(names, &format!("{hname}.epil.preheader")));
    let void = m.types.void();
    // preheader: br %small, %unr, %pre.new
    body.insts[pre_term].kind = InstKind::CondBr {
        cond: small,
        then_dest: unr,
        else_dest: pre_new,
    };
    // preheader.new: %unroll_iter = tc - xtraiter; br header
    let mut d = InstData::new(bin(BinOp::Sub, tc, xtraiter), iv_ty);
    d.name = name(names, "unroll_iter");
    let unroll_iter = Value::Inst(body.append_inst(pre_new, d));
    body.append_inst(pre_new, InstData::new(InstKind::Br(h), void));
    for p in phis(body, h) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for e in incoming.iter_mut() {
                if e.1 == pre {
                    e.1 = pre_new;
                }
            }
        }
    }
    // The unrolled loop: copies' exit tests go (they run whole groups of `count`), the last
    // latch counts groups.
    let last_latch = *r.copy_latches.last()?;
    for &cl in r.copy_latches {
        let t = body.terminator(cl)?;
        let InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } = body.insts[t].kind
        else {
            return None;
        };
        let stay = if then_dest == exit {
            else_dest
        } else {
            then_dest
        };
        remove_phi_entries(body, exit, cl);
        if cl == last_latch {
            let zero = int(m, 0);
            // LLVM builds the counter in the latch before cloning, so its names carry the
            // last copy's suffix, and its test keeps the latch's orientation.
            let c = Counter {
                ty: iv_ty,
                bool_ty,
                zero,
                step: n,
                limit: unroll_iter,
                latch_form: Some((then_dest == exit, r.count - 1)),
            };
            count_iterations(body, names, &c, (h, pre_new, cl), (stay, unr), "niter");
        } else {
            body.insts[t].kind = InstKind::Br(stay);
            body.insts[t].md.retain(|(kd, _)| *kd != r.loop_kind);
        }
        drop_dead_compare(body, cond);
    }
    // exit.unr-lcssa: the state after the unrolled loop, or the start when it did not run.
    let mut state: FxHashMap<Value, Value> = FxHashMap::default();
    for (p, after) in &r.back {
        let init = match &src.insts[*p].kind {
            InstKind::Phi { incoming, .. } => incoming.iter().find(|(_, b)| *b == pre)?.0,
            _ => continue,
        };
        let mut d = InstData::new(
            InstKind::Phi {
                incoming: vec![(init, pre), (*after, last_latch)],
                flags: Default::default(),
            },
            body.insts[*p].ty,
        );
        d.name = body.insts[*p]
            .name
            .as_ref()
            .map(|n| names.unique(&format!("{n}.unr")));
        let ph = body.append_inst(unr, d);
        state.insert(Value::Inst(*p), Value::Inst(ph));
    }
    // The loop's values used after it (LCSSA phis of the exit): from the unrolled loop, or
    // poison when it did not run (the epilogue then runs and gives them).
    let mut lcssa: Vec<(Inst, Value, Value)> = Vec::new(); // (exit phi, loop value, unr phi)
    for p in phis(body, exit) {
        let InstKind::Phi { incoming, .. } = &src.insts[p].kind else {
            continue;
        };
        let Some(&(v, _)) = incoming.iter().find(|(_, b)| *b == latch) else {
            continue;
        };
        let ty = body.insts[p].ty;
        let poison = Value::Const(m.consts.intern_raw(ty, ConstData::Poison));
        let mut d = InstData::new(
            InstKind::Phi {
                incoming: vec![(poison, pre), ((r.last_values)(v), last_latch)],
                flags: Default::default(),
            },
            ty,
        );
        d.name = body.insts[p]
            .name
            .as_ref()
            .map(|n| names.unique(&format!("{n}.unr")));
        let ph = body.append_inst(unr, d);
        lcssa.push((p, v, Value::Inst(ph)));
    }
    let zero = int(m, 0);
    let mut d = InstData::new(
        InstKind::ICmp {
            pred: IntPredicate::Ne,
            lhs: xtraiter,
            rhs: zero,
        },
        bool_ty,
    );
    d.name = name(names, "lcmp.mod");
    let lcmp = body.append_inst(unr, d);
    body.append_inst(
        unr,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(lcmp),
                then_dest: epil_pre,
                else_dest: exit,
            },
            void,
        ),
    );
    // The epilogue: the original loop, from the state, run %xtraiter times.
    let mut vm = ValueMap::default();
    let opts = CloneOptions {
        suffix: ".epil".into(),
        access_groups: DistinctMd::Keep,
        loop_ids: DistinctMd::Keep,
    };
    clone_blocks(m, src, r.blocks, body, names, &mut vm, &opts);
    let eh = vm.block(h);
    let el = vm.block(latch);
    body.append_inst(epil_pre, InstData::new(InstKind::Br(eh), void));
    for p in phis(body, eh) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for e in incoming.iter_mut() {
                if e.1 == pre {
                    e.1 = epil_pre;
                }
            }
        }
    }
    // Its header phis start from the state.
    for (orig_p, st) in &state {
        let Value::Inst(cp) = vm.value(*orig_p) else {
            continue;
        };
        if let InstKind::Phi { incoming, .. } = &mut body.insts[cp].kind {
            for e in incoming.iter_mut() {
                if e.1 == epil_pre {
                    e.0 = *st;
                }
            }
        }
    }
    let et = body.terminator(el)?;
    if r.count == 2 {
        // At most one iteration remains: the remainder is straight-line code, not a loop
        // (LLVM's `CreateRemainderLoop` is false for a count of 2).
        let old_cond = match body.insts[et].kind {
            InstKind::CondBr { cond, .. } => cond,
            _ => return None,
        };
        body.insts[et].kind = InstKind::Br(exit);
        body.insts[et].md.retain(|(kd, _)| *kd != r.loop_kind);
        drop_dead_compare(body, old_cond);
        remove_phi_entries(body, eh, el);
        fold_single_entry_phis(body, eh);
        connect_exit_phis(body, &lcssa, &vm, el, unr);
        place_remainder(body, pre, pre_new, unr, epil_pre, exit, r.blocks, &vm)?;
        return Some(None);
    }
    let InstKind::CondBr {
        cond: old_cond,
        then_dest,
        else_dest,
    } = body.insts[et].kind
    else {
        return None;
    };
    let stay = if then_dest == exit {
        else_dest
    } else {
        then_dest
    };
    let c = Counter {
        ty: iv_ty,
        bool_ty,
        zero,
        step: one,
        limit: xtraiter,
        latch_form: None,
    };
    count_iterations(
        body,
        names,
        &c,
        (eh, epil_pre, el),
        (stay, exit),
        "epil.iter",
    );
    drop_dead_compare(body, old_cond);
    // The exit's phis: from exit.unr-lcssa (no remainder) or the epilogue.
    connect_exit_phis(body, &lcssa, &vm, el, unr);
    // The epilogue's LoopID: followups, else unroll.disable alone (its latch is new).
    body.insts[et].md.retain(|(kd, _)| *kd != r.loop_kind);
    let id = unroll_followup(m, r.orig, None, "llvm.loop.unroll.followup_remainder");
    if let Some(id) = id {
        body.insts[et].md.push((r.loop_kind, id));
    }
    place_remainder(body, pre, pre_new, unr, epil_pre, exit, r.blocks, &vm)?;
    Some(Some(el))
}

/// Turns the loop unrolled `count` times with every copy's exit test kept into LLVM 19's
/// runtime-unrolled form with a prologue remainder (`UnrollRuntimeLoopRemainder` with
/// `UseEpilogRemainder` false, `-unroll-runtime-epilog=false`):
///
/// ```text
/// preheader:          %tc = <trip count>; %xtraiter = %tc urem count
///                     br (%xtraiter != 0), %header.prol.preheader, %header.prol.loopexit
/// prologue loop:      the original loop, run %xtraiter times (%prol.iter)
///                     → %header.prol.loopexit.unr-lcssa (its values) → %header.prol.loopexit
/// prol.loopexit:      the state after the prologue, or the start when it did not run
///                     br (%tc - 1 < count - 1), %exit, %preheader.new
/// preheader.new:      br %header
/// unrolled loop:      the copies without their exit tests but the last one's, which now
///                     leaves to %exit.unr-lcssa (the loop runs whole groups of `count`)
/// exit.unr-lcssa:     the loop's values → %exit
/// ```
///
/// The prologue's LoopID is `followup_all`+`followup_remainder`, else `unroll.disable`
/// alone (its latch branch is new, as LLVM's is). With a count of 2 the prologue runs at
/// most once and is straight-line code, as LLVM's.
fn runtime_prologue(
    m: &mut Module,
    body: &mut Body,
    names: &mut LocalNames,
    src: &Body,
    r: RemainderInput<'_>,
) -> Option<Option<Block>> {
    let (h, latch, exit) = (r.header, r.latch, r.exit);
    let iv_ty = body.insts[r.trip.phi].ty;
    let bits = m.types.int_bits(iv_ty)?;
    let int = |m: &mut Module, v: u64| Value::Const(m.consts.int(iv_ty, bits, i128::from(v)));
    let bool_ty = m.types.int(1);
    let void = m.types.void();
    let pre = {
        let InstKind::Phi { incoming, .. } = &body.insts[r.trip.phi].kind else {
            return None;
        };
        incoming
            .iter()
            .find(|(_, b)| !r.blocks.contains(b) && !r.copy_latches.contains(b))?
            .1
    };
    let pre_term = body.terminator(pre)?;
    let bin = |op, lhs, rhs| InstKind::Binary {
        op,
        flags: Default::default(),
        lhs,
        rhs,
    };
    // The preheader: trip count, remainder, and whether a prologue runs.
    let mut pe = Emitter::before_terminator(body, pre)?;
    let tc = pe.trip_count(m, body, names, &r.trip)?;
    let one = int(m, 1);
    let becount = pe.emit(m, body, names, bin(BinOp::Sub, tc, one), iv_ty, "becount");
    let xtraiter = if r.count.is_power_of_two() {
        let mask = int(m, r.count - 1);
        pe.emit(m, body, names, bin(BinOp::And, tc, mask), iv_ty, "xtraiter")
    } else {
        let n = int(m, r.count);
        pe.emit(m, body, names, bin(BinOp::URem, tc, n), iv_ty, "xtraiter")
    };
    let zero = int(m, 0);
    let lcmp = pe.emit(
        m,
        body,
        names,
        InstKind::ICmp {
            pred: IntPredicate::Ne,
            lhs: xtraiter,
            rhs: zero,
        },
        bool_ty,
        "lcmp.mod",
    );
    // New blocks.
    let hname = body.blocks[h].name.clone().unwrap_or_default();
    let pname = body.blocks[pre].name.clone().unwrap_or_default();
    let xname = body.blocks[exit].name.clone().unwrap_or_default();
    let new_block = |body: &mut Body, names: &mut LocalNames, n: String| {
        body.append_block(Some(names.unique(&n)))
    };
    let prol_pre = new_block(body, names, format!("{hname}.prol.preheader"));
    let mut vm = ValueMap::default();
    let opts = CloneOptions {
        suffix: ".prol".into(),
        access_groups: DistinctMd::Keep,
        loop_ids: DistinctMd::Keep,
    };
    clone_blocks(m, src, r.blocks, body, names, &mut vm, &opts);
    let prol_unr = new_block(body, names, format!("{hname}.prol.loopexit.unr-lcssa"));
    let prol_exit = new_block(body, names, format!("{hname}.prol.loopexit"));
    let pre_new = new_block(body, names, format!("{pname}.new"));
    let unr = new_block(body, names, format!("{xname}.unr-lcssa"));
    body.insts[pre_term].kind = InstKind::CondBr {
        cond: lcmp,
        then_dest: prol_pre,
        else_dest: prol_exit,
    };
    // The prologue: the original loop, from the loop's start values.
    let (ph, pl) = (vm.block(h), vm.block(latch));
    body.append_inst(prol_pre, InstData::new(InstKind::Br(ph), void));
    for p in phis(body, ph) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for e in incoming.iter_mut() {
                if e.1 == pre {
                    e.1 = prol_pre;
                }
            }
        }
    }
    let pt = body.terminator(pl)?;
    let InstKind::CondBr {
        cond: old_cond,
        then_dest,
        else_dest,
    } = body.insts[pt].kind
    else {
        return None;
    };
    let stay = if then_dest == exit {
        else_dest
    } else {
        then_dest
    };
    body.insts[pt].md.retain(|(kd, _)| *kd != r.loop_kind);
    if r.count == 2 {
        body.insts[pt].kind = InstKind::Br(prol_unr);
        remove_phi_entries(body, ph, pl);
        fold_single_entry_phis(body, ph);
    } else {
        let c = Counter {
            ty: iv_ty,
            bool_ty,
            zero,
            step: one,
            limit: xtraiter,
            latch_form: None,
        };
        count_iterations(
            body,
            names,
            &c,
            (ph, prol_pre, pl),
            (stay, prol_unr),
            "prol.iter",
        );
        let id = unroll_followup(m, r.orig, None, "llvm.loop.unroll.followup_remainder");
        if let Some(id) = id {
            body.insts[pt].md.push((r.loop_kind, id));
        }
    }
    drop_dead_compare(body, old_cond);
    // The loop's values after it (the exit's LCSSA phis), then its header phis' values
    // for the next iteration: from the prologue (`.unr.ph`), or their start (`.unr`).
    let from_latch = |p: Inst| match &src.insts[p].kind {
        InstKind::Phi { incoming, .. } => incoming.iter().find(|(_, b)| *b == latch).map(|x| x.0),
        _ => None,
    };
    let start = |p: Inst| match &src.insts[p].kind {
        InstKind::Phi { incoming, .. } => incoming.iter().find(|(_, b)| *b == pre).map(|x| x.0),
        _ => None,
    };
    let mut carried: Vec<(Inst, Value, Value)> = Vec::new(); // (phi, start, prologue value)
    for p in phis(src, exit) {
        let Some(v) = from_latch(p) else { continue };
        let ty = body.insts[p].ty;
        let poison = Value::Const(m.consts.intern_raw(ty, ConstData::Poison));
        carried.push((p, poison, vm.value(v)));
    }
    let lcssa_count = carried.len();
    for p in phis(src, h) {
        let (Some(s), Some(v)) = (start(p), from_latch(p)) else {
            continue;
        };
        carried.push((p, s, vm.value(v)));
    }
    let mut state: Vec<Value> = Vec::new();
    for &(p, s, v) in &carried {
        let ty = body.insts[p].ty;
        let base = body.insts[p].name.clone();
        let mut d = InstData::new(
            InstKind::Phi {
                incoming: vec![(v, pl)],
                flags: Default::default(),
            },
            ty,
        );
        d.name = base.as_ref().map(|n| names.unique(&format!("{n}.unr.ph")));
        let a = body.append_inst(prol_unr, d);
        let mut d = InstData::new(
            InstKind::Phi {
                incoming: vec![(s, pre), (Value::Inst(a), prol_unr)],
                flags: Default::default(),
            },
            ty,
        );
        d.name = base.as_ref().map(|n| names.unique(&format!("{n}.unr")));
        state.push(Value::Inst(body.append_inst(prol_exit, d)));
    }
    body.append_inst(prol_unr, InstData::new(InstKind::Br(prol_exit), void));
    let nm1 = int(m, r.count - 1);
    let mut d = InstData::new(
        InstKind::ICmp {
            pred: IntPredicate::Ult,
            lhs: becount,
            rhs: nm1,
        },
        bool_ty,
    );
    d.name = Some(names.unique("small"));
    let small = body.append_inst(prol_exit, d);
    body.append_inst(
        prol_exit,
        InstData::new(
            InstKind::CondBr {
                cond: Value::Inst(small),
                then_dest: exit,
                else_dest: pre_new,
            },
            void,
        ),
    );
    // The unrolled loop starts from the state after the prologue.
    body.append_inst(pre_new, InstData::new(InstKind::Br(h), void));
    for (k, &(p, _, _)) in carried.iter().enumerate().skip(lcssa_count) {
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            for e in incoming.iter_mut() {
                if e.1 == pre {
                    *e = (state[k], pre_new);
                }
            }
        }
    }
    // Its copies run whole groups: only the last copy's exit test stays, leaving to
    // `unr`, which passes the loop's values on to the exit.
    let last_latch = *r.copy_latches.last()?;
    for &cl in r.copy_latches {
        remove_phi_entries(body, exit, cl);
        let t = body.terminator(cl)?;
        let InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } = body.insts[t].kind
        else {
            return None;
        };
        let (stay, leave_then) = if then_dest == exit {
            (else_dest, true)
        } else {
            (then_dest, false)
        };
        if cl == last_latch {
            if leave_then {
                body.insts[t].kind = InstKind::CondBr {
                    cond,
                    then_dest: unr,
                    else_dest: stay,
                };
            } else {
                body.insts[t].kind = InstKind::CondBr {
                    cond,
                    then_dest: stay,
                    else_dest: unr,
                };
            }
        } else {
            body.insts[t].kind = InstKind::Br(stay);
            body.insts[t].md.retain(|(kd, _)| *kd != r.loop_kind);
            drop_dead_compare(body, cond);
        }
    }
    for (k, &(p, _, _)) in carried.iter().enumerate().take(lcssa_count) {
        let Some(v) = from_latch(p) else { continue };
        let ty = body.insts[p].ty;
        let mut d = InstData::new(
            InstKind::Phi {
                incoming: vec![((r.last_values)(v), last_latch)],
                flags: Default::default(),
            },
            ty,
        );
        d.name = body.insts[p]
            .name
            .as_ref()
            .map(|n| names.unique(&format!("{n}.ph")));
        let a = body.append_inst(unr, d);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            incoming.retain(|e| e.1 != latch && e.1 != pl);
            incoming.push((state[k], prol_exit));
            incoming.push((Value::Inst(a), unr));
        }
    }
    body.append_inst(unr, InstData::new(InstKind::Br(exit), void));
    // Layout: the prologue between the preheader and the loop, `unr` before the exit.
    let prologue: Vec<Block> = std::iter::once(prol_pre)
        .chain(r.blocks.iter().map(|&b| vm.block(b)))
        .chain([prol_unr, prol_exit, pre_new])
        .collect();
    body.layout.retain(|b| !prologue.contains(b) && *b != unr);
    let at_pre = body.layout.iter().position(|&b| b == pre)?;
    let tail = body.layout.split_off(at_pre + 1);
    body.layout.extend(prologue);
    body.layout.extend(tail);
    let at_exit = body.layout.iter().position(|&b| b == exit)?;
    body.layout.insert(at_exit, unr);
    Some((r.count != 2).then_some(pl))
}

/// Layout: `pre_new` after the preheader; `unr`, the epilogue's preheader and the
/// epilogue after the unrolled loop, before the exit.
#[allow(clippy::too_many_arguments)]
fn place_remainder(
    body: &mut Body,
    pre: Block,
    pre_new: Block,
    unr: Block,
    epil_pre: Block,
    exit: Block,
    blocks: &[Block],
    vm: &ValueMap,
) -> Option<()> {
    let new: Vec<Block> = std::iter::once(pre_new)
        .chain([unr, epil_pre])
        .chain(blocks.iter().map(|&b| vm.block(b)))
        .collect();
    body.layout.retain(|b| !new.contains(b));
    let at_pre = body.layout.iter().position(|&b| b == pre)?;
    body.layout.insert(at_pre + 1, pre_new);
    let at_exit = body.layout.iter().position(|&b| b == exit)?;
    let tail = body.layout.split_off(at_exit);
    body.layout.push(unr);
    body.layout.push(epil_pre);
    body.layout.extend(blocks.iter().map(|&b| vm.block(b)));
    body.layout.extend(tail);
    Some(())
}

/// The LoopID of a loop unrolling creates: `followup_all` and the `which` followup of the
/// original LoopID `orig`, else LLVM's `setLoopAlreadyUnrolled` on the loop's LoopID now
/// (`current`): its attributes but the unroll ones, and `llvm.loop.unroll.disable`.
fn unroll_followup(
    m: &mut Module,
    orig: Option<MdNode>,
    current: Option<MdNode>,
    which: &str,
) -> Option<MdNode> {
    match make_followup_loop_id(
        m,
        orig,
        &["llvm.loop.unroll.followup_all", which],
        None,
        false,
    ) {
        Followup::Unspecified => {
            let disable = m.md.string(b"llvm.loop.unroll.disable");
            let attr =
                m.md.uniqued(NodeData::Tuple(vec![Some(MdRef::Str(disable))]));
            Some(post_transformation_loop_id(
                m,
                current,
                &["llvm.loop.unroll."],
                &[attr],
            ))
        }
        f => f.loop_id(),
    }
}

/// An iteration counter (see [`count_iterations`]).
struct Counter {
    ty: parir_ir::Type,
    bool_ty: parir_ir::Type,
    zero: Value,
    step: Value,
    limit: Value,
    /// The unrolled loop's counter: whether the latch it replaces left on true (the test is
    /// then `eq`, leaving on true), and the last copy's suffix its names carry.
    latch_form: Option<(bool, u64)>,
}

/// Makes the loop with header `h`, entered from `from`, count its iterations in a header
/// phi `%{name}` (0, then `%{name}.next = %{name} + step` from `latch`); the latch then goes
/// to `stay` until `%{name}.next` reaches the limit, and to `leave` then.
fn count_iterations(
    body: &mut Body,
    names: &mut LocalNames,
    c: &Counter,
    (h, from, latch): (Block, Block, Block),
    (stay, leave): (Block, Block),
    name: &str,
) {
    let Some(t) = body.terminator(latch) else {
        return;
    };
    let mut d = InstData::new(
        InstKind::Phi {
            incoming: vec![(c.zero, from)],
            flags: Default::default(),
        },
        c.ty,
    );
    d.name = Some(names.unique(name));
    // After the header's phis, as LLVM places its counters.
    let at = phis(body, h).len();
    let phi = insert_inst(body, h, at, d);
    let pos = body.blocks[latch].insts.len() - 1;
    let mut d = InstData::new(
        InstKind::Binary {
            op: BinOp::Add,
            flags: Default::default(),
            lhs: Value::Inst(phi),
            rhs: c.step,
        },
        c.ty,
    );
    let sfx = match c.latch_form {
        Some((_, k)) if k > 0 => format!(".{k}"),
        _ => String::new(),
    };
    let exit_first = c.latch_form.is_some_and(|(e, _)| e);
    d.name = Some(names.unique(&format!("{name}.next{sfx}")));
    let next = insert_inst(body, latch, pos, d);
    if let InstKind::Phi { incoming, .. } = &mut body.insts[phi].kind {
        incoming.push((Value::Inst(next), latch));
    }
    let mut d = InstData::new(
        InstKind::ICmp {
            pred: if exit_first {
                IntPredicate::Eq
            } else {
                IntPredicate::Ne
            },
            lhs: Value::Inst(next),
            rhs: c.limit,
        },
        c.bool_ty,
    );
    d.name = Some(names.unique(&if name == "niter" {
        format!("niter.ncmp{sfx}")
    } else {
        format!("{name}.cmp")
    }));
    let cmp = insert_inst(body, latch, pos + 1, d);
    let (then_dest, else_dest) = if exit_first {
        (leave, stay)
    } else {
        (stay, leave)
    };
    body.insts[t].kind = InstKind::CondBr {
        cond: Value::Inst(cmp),
        then_dest,
        else_dest,
    };
}

/// The exit's LCSSA phis after runtime unrolling: their value from `unr` (no remainder
/// ran) or the epilogue's latch `el`.
fn connect_exit_phis(
    body: &mut Body,
    lcssa: &[(Inst, Value, Value)],
    vm: &ValueMap,
    el: Block,
    unr: Block,
) {
    for &(p, v, unr_v) in lcssa {
        let ev = vm.value(v);
        if let InstKind::Phi { incoming, .. } = &mut body.insts[p].kind {
            incoming.retain(|e| e.1 != el);
            incoming.push((unr_v, unr));
            incoming.push((ev, el));
        }
    }
}

/// Replaces the phis of `b` that have one entry by their value.
fn fold_single_entry_phis(body: &mut Body, b: Block) {
    for p in phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &body.insts[p].kind {
            if let [(v, _)] = incoming.as_slice() {
                let v = *v;
                crate::users::replace_all_uses_with(body, Value::Inst(p), v);
                remove_inst(body, p);
            }
        }
    }
}

/// Removes compare `cond` when nothing reads it any more.
fn drop_dead_compare(body: &mut Body, cond: Value) {
    let Value::Inst(c) = cond else { return };
    if !matches!(body.insts[c].kind, InstKind::ICmp { .. }) || body.block_of(c).is_none() {
        return;
    }
    let used = body.layout.iter().any(|&b| {
        body.blocks[b].insts.iter().any(|&u| {
            let mut reads = false;
            body.insts[u].kind.for_each_operand(|v| reads |= v == cond);
            reads
        })
    });
    if !used {
        remove_inst(body, c);
    }
}

/// LLVM 19's `makePostTransformationMetadata`: a new distinct LoopID with the original's
/// attributes except those whose name starts with one of `remove_prefixes`, then `add`.
pub fn post_transformation_loop_id(
    m: &mut Module,
    orig: Option<MdNode>,
    remove_prefixes: &[&str],
    add: &[MdNode],
) -> MdNode {
    let mut ops: Vec<Option<MdRef>> = Vec::new();
    if let Some(o) = orig {
        for op in m.md.tuple_ops(o).iter().skip(1) {
            let removed = match op {
                Some(MdRef::Node(n)) => match m.md.tuple_ops(*n).first() {
                    Some(Some(MdRef::Str(s))) => {
                        let name = m.md.str_bytes(*s);
                        remove_prefixes
                            .iter()
                            .any(|p| name.starts_with(p.as_bytes()))
                    }
                    _ => false,
                },
                _ => false,
            };
            if !removed {
                ops.push(*op);
            }
        }
    }
    ops.extend(add.iter().map(|&n| Some(MdRef::Node(n))));
    let n = m.md.distinct(NodeData::Tuple(Vec::new()));
    let mut all = vec![Some(MdRef::Node(n))];
    all.extend(ops);
    m.md.define(n, true, NodeData::Tuple(all));
    n
}

/// LCSSA for loop `l`: every value of the loop used after it gets a phi in the exit block
/// that dominates the use (`%name.lcssa`). False (nothing changed) when some use is not
/// dominated by one exit block.
pub(crate) fn form_lcssa(
    body: &mut Body,
    names: &mut LocalNames,
    fl: &FunctionLoops,
    l: Loop,
    exits: &[Block],
    dt: &DominatorTree,
) -> bool {
    let in_loop: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let defs: FxHashSet<Inst> = fl
        .forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .collect();
    // (user, operand value, the block where the use happens)
    let mut uses: Vec<(Inst, Inst, Block)> = Vec::new();
    for &b in &body.layout {
        if in_loop.contains(&b) {
            continue;
        }
        for &u in &body.blocks[b].insts {
            match &body.insts[u].kind {
                InstKind::Phi { incoming, .. } => {
                    for (v, from) in incoming {
                        if let Value::Inst(d) = v {
                            // An exit block's phi with an entry from the loop is LCSSA already.
                            if defs.contains(d) && !in_loop.contains(from) {
                                uses.push((u, *d, *from));
                            }
                        }
                    }
                }
                k => k.for_each_operand(|v| {
                    if let Value::Inst(d) = v {
                        if defs.contains(&d) {
                            uses.push((u, d, b));
                        }
                    }
                }),
            }
        }
    }
    if uses.is_empty() {
        return true;
    }
    // Each use needs an exit block dominating it that the definition dominates.
    let exit_for = |d: Inst, at: Block| -> Option<Block> {
        let db = body.block_of(d)?;
        exits
            .iter()
            .copied()
            .find(|&x| dt.dominates(x, at) && dt.dominates(db, x))
    };
    let mut placed = Vec::with_capacity(uses.len());
    for &(u, d, at) in &uses {
        match exit_for(d, at) {
            Some(x) => placed.push((u, d, at, x)),
            None => return false,
        }
    }
    let mut made: FxHashMap<(Inst, Block), Inst> = FxHashMap::default();
    for (u, d, at, x) in placed {
        let phi = *made.entry((d, x)).or_insert_with(|| {
            let preds: Vec<Block> = fl.cfg.predecessors(x).to_vec();
            let name = body.insts[d]
                .name
                .as_ref()
                .map(|n| names.unique(&format!("{n}.lcssa")));
            let mut data = InstData::new(
                InstKind::Phi {
                    incoming: preds.iter().map(|&p| (Value::Inst(d), p)).collect(),
                    flags: Default::default(),
                },
                body.insts[d].ty,
            );
            data.name = name;
            insert_inst(body, x, 0, data)
        });
        match &mut body.insts[u].kind {
            InstKind::Phi { incoming, .. } => {
                for e in incoming.iter_mut() {
                    if e.0 == Value::Inst(d) && e.1 == at {
                        e.0 = Value::Inst(phi);
                    }
                }
            }
            k => crate::edit::for_each_operand_mut(k, |v| {
                if *v == Value::Inst(d) {
                    *v = Value::Inst(phi);
                }
            }),
        }
    }
    true
}

/// Emits straight-line code before the terminator of a block (the preheader of a loop),
/// folding constants as LLVM's SCEV expander leaves them.
pub struct Emitter {
    pub block: Block,
    at: usize,
}

impl Emitter {
    /// An emitter placing instructions at position `at` of `b` (and after each other).
    pub fn at(b: Block, at: usize) -> Emitter {
        Emitter { block: b, at }
    }

    /// An emitter placing instructions before the terminator of `b`.
    pub fn before_terminator(body: &Body, b: Block) -> Option<Emitter> {
        body.terminator(b)?;
        Some(Emitter {
            block: b,
            at: body.blocks[b].insts.len() - 1,
        })
    }

    /// Emits `kind` of type `ty` named `name` (constant `add`/`sub` fold, `x - 0` is `x`).
    pub fn emit(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        names: &mut LocalNames,
        kind: InstKind,
        ty: parir_ir::Type,
        name: &str,
    ) -> Value {
        if let InstKind::Binary { op, lhs, rhs, .. } = &kind {
            if let (Some((a, w)), Some((b, _))) = (const_int(m, *lhs), const_int(m, *rhs)) {
                let v = match op {
                    BinOp::Add => Some(a.wrapping_add(b)),
                    BinOp::Sub => Some(a.wrapping_sub(b)),
                    _ => None,
                };
                if let Some(v) = v {
                    return Value::Const(m.consts.int(ty, w, i128::from(v & mask(w))));
                }
            }
            if matches!(op, BinOp::Sub) && const_int(m, *rhs).is_some_and(|(b, _)| b == 0) {
                return *lhs;
            }
        }
        let mut d = InstData::new(kind, ty);
        d.name = Some(names.unique(name));
        let i = insert_inst(body, self.block, self.at, d);
        self.at += 1;
        Value::Inst(i)
    }

    /// The trip count of a loop of shape `trip` (in the induction's type; the loop runs at
    /// least once, so `< bound` loops whose bound is already passed count 1).
    pub fn trip_count(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        names: &mut LocalNames,
        trip: &RuntimeTrip,
    ) -> Option<Value> {
        let wide_ty = body.insts[trip.phi].ty;
        let wide_bits = m.types.int_bits(wide_ty)?;
        // A truncated exit test counts at its own width (`iv_ty` below), then widens.
        let iv_ty = match trip.compare_bits {
            Some(b) if b < wide_bits => m.types.int(b),
            _ => wide_ty,
        };
        let bits = m.types.int_bits(iv_ty)?;
        let one = Value::Const(m.consts.int(iv_ty, bits, 1));
        let bool_ty = m.types.int(1);
        let bin = |op, lhs, rhs| InstKind::Binary {
            op,
            flags: Default::default(),
            lhs,
            rhs,
        };
        let (mut start, mut bound) = (trip.start, trip.bound);
        if iv_ty != wide_ty {
            start = match const_int(m, start) {
                Some((v, _)) => Value::Const(m.consts.int(iv_ty, bits, i128::from(v & mask(bits)))),
                None => self.emit(
                    m,
                    body,
                    names,
                    InstKind::Cast {
                        op: parir_ir::inst::CastOp::Trunc,
                        flags: Default::default(),
                        val: start,
                    },
                    iv_ty,
                    "tc.start",
                ),
            };
        }
        if trip.inclusive {
            let up = matches!(trip.kind, TripKind::SltUp | TripKind::UltUp);
            let op = if up { BinOp::Add } else { BinOp::Sub };
            bound = self.emit(m, body, names, bin(op, bound, one), iv_ty, "tc.bound");
        }
        let tc = match trip.kind {
            TripKind::NeUp => self.emit(m, body, names, bin(BinOp::Sub, bound, start), iv_ty, "tc"),
            TripKind::NeDown => {
                self.emit(m, body, names, bin(BinOp::Sub, start, bound), iv_ty, "tc")
            }
            k => {
                let up = matches!(k, TripKind::SltUp | TripKind::UltUp);
                let step = Value::Const(m.consts.int(iv_ty, bits, i128::from(trip.step)));
                let s1 = self.emit(
                    m,
                    body,
                    names,
                    bin(if up { BinOp::Add } else { BinOp::Sub }, start, step),
                    iv_ty,
                    "tc.first",
                );
                let pred = match k {
                    TripKind::SltUp => IntPredicate::Sgt,
                    TripKind::UltUp => IntPredicate::Ugt,
                    TripKind::SgtDown => IntPredicate::Slt,
                    _ => IntPredicate::Ult,
                };
                let c = self.emit(
                    m,
                    body,
                    names,
                    InstKind::ICmp {
                        pred,
                        lhs: bound,
                        rhs: s1,
                    },
                    bool_ty,
                    "tc.cmp",
                );
                let last = self.emit(
                    m,
                    body,
                    names,
                    InstKind::Select {
                        flags: Default::default(),
                        cond: c,
                        then_val: bound,
                        else_val: s1,
                    },
                    iv_ty,
                    "tc.last",
                );
                let diff = if up { (last, start) } else { (start, last) };
                if trip.step == 1 {
                    self.emit(m, body, names, bin(BinOp::Sub, diff.0, diff.1), iv_ty, "tc")
                } else {
                    // ceil(diff / step) = (diff - 1) / step + 1: the last value is at
                    // least one step away from the start.
                    let d = self.emit(
                        m,
                        body,
                        names,
                        bin(BinOp::Sub, diff.0, diff.1),
                        iv_ty,
                        "tc.diff",
                    );
                    let d1 = self.emit(m, body, names, bin(BinOp::Sub, d, one), iv_ty, "tc.diff1");
                    let s = Value::Const(m.consts.int(iv_ty, bits, i128::from(trip.step)));
                    let q = self.emit(m, body, names, bin(BinOp::UDiv, d1, s), iv_ty, "tc.steps");
                    self.emit(m, body, names, bin(BinOp::Add, q, one), iv_ty, "tc")
                }
            }
        };
        if iv_ty == wide_ty {
            return Some(tc);
        }
        // zext(tc - 1) + 1: the loop runs at least once, so a count of 2^bits (0 at the
        // narrow width) widens to 2^bits, as ScalarEvolution writes a narrow exit count.
        let btc = self.emit(m, body, names, bin(BinOp::Sub, tc, one), iv_ty, "tc.btc");
        let wide = match const_int(m, btc) {
            Some((v, _)) => Value::Const(m.consts.int(wide_ty, wide_bits, i128::from(v))),
            None => self.emit(
                m,
                body,
                names,
                InstKind::Cast {
                    op: parir_ir::inst::CastOp::ZExt,
                    flags: Default::default(),
                    val: btc,
                },
                wide_ty,
                "tc.wide",
            ),
        };
        let wide_one = Value::Const(m.consts.int(wide_ty, wide_bits, 1));
        Some(self.emit(
            m,
            body,
            names,
            bin(BinOp::Add, wide, wide_one),
            wide_ty,
            "tc",
        ))
    }
}
