//! Loop vectorization as `llvm.loop.vectorize.*` and `llvm.loop.interleave.count` ask for it
//! (`loop-vectorize`; LLVM 19's `LoopVectorizePass`, `code-transformation-metadata.rst`,
//! "Loop Vectorization and Interleaving").
//!
//! # What is vectorized
//!
//! Innermost loops whose vectorization mode is forced (`vectorize.enable`) or enabled (a
//! width above 1, an interleave count above 1). parir has no cost model: loops without a
//! request stay scalar (LLVM's heuristics may vectorize those). The loop must have LLVM's
//! shape: a preheader, one latch that is the only exiting block (a bottom-tested, rotated
//! loop), one exit block. Then:
//!
//! - header phis are integer inductions (`phi + C`, `phi - C`; the one the latch tests steps
//!   by ±1 against an invariant bound, see [`crate::loop_unroll::runtime_trip`]) or
//!   reductions: `add`, `mul`, `and`, `or`, `xor`, `fadd`, `fmul` (floating point when the
//!   request is forced or the width is above 1, LLVM's `allowReordering`, or with `reassoc`),
//!   integer min/max as `icmp`+`select` or `llvm.{s,u}{min,max}`; values used after the loop
//!   are inductions and reduction results;
//! - the body may branch (if-conversion): each block gets a mask, phis become `select`s,
//!   memory accesses in conditional blocks use `llvm.masked.*`, divisions there divide by 1
//!   in the lanes that are off;
//! - the instructions are arithmetic, comparisons, `select`, casts, `getelementptr`, loads
//!   and stores of integers, floating point and pointers, and calls of pure intrinsics
//!   (`llvm.fabs`, `llvm.smax`, `llvm.fmuladd`, ...);
//! - memory: the loop is annotated parallel (`llvm.loop.parallel_accesses`), or every access
//!   is in a group a `llvm.loop.no_depends` / `no_depends_safelen` attribute names (the ivdep
//!   design; the safelen bounds width × interleave), or [`loop_access`] finds the
//!   dependences safe; pointers that may alias get run-time checks (`vector.memcheck`), with
//!   the scalar loop as fallback; backward dependences bound the width.
//!
//! Loads and stores at consecutive addresses (stride ± the element size) become vector
//! loads and stores (reversed with a `shufflevector` for a negative stride), loop-invariant
//! addresses scalar ones, any other address one access per lane (`llvm.masked.gather` /
//! `scatter` when conditional).
//!
//! # The result, as LLVM 19 lays it out
//!
//! ```text
//! preheader:      %min.iters.check = icmp ult %tc, VF*IC  → scalar.ph | vector.memcheck
//! vector.memcheck: ranges of the accesses compared          → scalar.ph | vector.ph
//! vector.ph:      %n.vec = %tc - %tc urem VF*IC, broadcasts, reduction start vectors
//! vector.body:    IC parts of VF lanes per iteration, %index += VF*IC until %n.vec
//! middle.block:   reductions reduced; %cmp.n = %tc == %n.vec → exit | scalar.ph
//! scalar.ph:      %bc.resume.val, %bc.merge.rdx              → the original loop
//! ```
//!
//! The width is `llvm.loop.vectorize.width`, else 128 bits over the widest scalar the loop
//! loads, stores or reduces (LLVM's choice for SSE2 x86-64); a scalable width is taken as
//! fixed. The interleave count is `llvm.loop.interleave.count`, else 1; width 1 with an
//! interleave count above 1 interleaves scalar copies. As in LLVM 19 ([`vectorize_hints`]),
//! a width that is not a power of two or above 64, and an interleave count that is not a
//! power of two or above 16, are ignored as if absent: a forced loop then gets the default
//! width, and a loop only such a hint enables is not vectorized.
//!
//! # Metadata, as LLVM 19 sets it
//!
//! The vector loop gets `makeFollowupLoopID(orig, {followup_all, followup_vectorized})`, or
//! without followup the original's attributes minus `llvm.loop.vectorize.*` and
//! `llvm.loop.interleave.*` plus `llvm.loop.isvectorized` 1 (`setAlreadyVectorized`); then
//! `llvm.loop.unroll.runtime.disable` unless the last attribute is an `unroll.disable`
//! (`AddRuntimeUnrollDisableMetaData`; x86 does not unroll vectorized loops). The scalar
//! loop gets `{followup_all, followup_epilogue}`, or without followup
//! `unroll.runtime.disable` (only when the width is above 1 and no run-time check was
//! needed) and then `isvectorized`. A loop that cannot be vectorized keeps its metadata, and
//! `transform-warning` reports a forced request.

use crate::edit::{for_each_operand_mut, insert_inst, phis, LocalNames};
use crate::irbuild::{declare_intrinsic, direct_call, mangled_type};
use crate::loop_unroll::{
    form_lcssa, post_transformation_loop_id, runtime_trip, simplified, Emitter, RuntimeTrip,
};
use crate::manager::{
    FunctionAnalyses, ModuleAnalyses, Pass, PassKind, PassResult, PreservedAnalyses,
};
use crate::remarks::{LoopRemarks, RemarkFilter, RemarkKind};
use crate::runtime_check::{emit_conflict, Iv};
use parir_analysis::access_groups::{access_groups, group_attributes, GroupAttrKind};
use parir_analysis::dependence::Affine;
use parir_analysis::induction::{induction_of, trip_count, IvUpdate};
use parir_analysis::invariance::operands_invariant;
use parir_analysis::loop_access::analyze;
use parir_analysis::loop_attrs::{loop_id, LoopAttributes};
use parir_analysis::loopmd::followup::{make_followup_loop_id, Followup};
use parir_analysis::loopmd::mode::{LoopMd, TransformationMode};
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_analysis::memory::value_type;
use parir_analysis::recurrence::RecurKind;
use parir_ir::inst::{BinOp, CastOp, Flags, InstData, InstKind, IntPredicate};
use parir_ir::layout::DataLayout;
use parir_ir::metadata::{MdNode, MdRef, NodeData};
use parir_ir::types::TypeData;
use parir_ir::value::ConstData;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// LLVM 19's `VectorizerParams::MaxVectorWidth`: the widest `llvm.loop.vectorize.width` the
/// vectorizer accepts.
pub const MAX_VECTOR_WIDTH: u32 = 64;

/// LLVM 19's `MaxInterleaveFactor`: the largest `llvm.loop.interleave.count` the vectorizer
/// accepts.
pub const MAX_INTERLEAVE_FACTOR: u32 = 16;

/// The width and interleave count a loop asks the vectorizer for, as LLVM 19's
/// `LoopVectorizeHints` reads them (`Hint::validate`): the operand's low 32 bits, kept only
/// when a power of two no larger than [`MAX_VECTOR_WIDTH`] (width) or
/// [`MAX_INTERLEAVE_FACTOR`] (interleave count). Any other value is ignored as if absent:
/// the vectorizer then chooses, and nothing it builds grows with the hint.
/// (`hasVectorizeTransformation`, which `transform-warning` reads, takes the raw values.)
pub fn vectorize_hints(md: &LoopMd) -> (Option<u32>, Option<u32>) {
    let valid = |v: i64, max: u32| {
        let v = v as u32;
        (v.is_power_of_two() && v <= max).then_some(v)
    };
    let width = md
        .vectorize_width()
        .and_then(|(w, _)| valid(w, MAX_VECTOR_WIDTH));
    let interleave = md
        .int_attr("llvm.loop.interleave.count")
        .and_then(|c| valid(c, MAX_INTERLEAVE_FACTOR));
    (width, interleave)
}

/// `opt`'s options of `loop-vectorize` that parir honours (LLVM 19's `VectorizerParams`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VectorizeOptions {
    /// `-force-vector-width=N`: the width of a loop without `llvm.loop.vectorize.width`
    /// (LLVM's default of the `Width` hint). Above 1 it makes every loop whose vectorization
    /// is not disabled a candidate, as LLVM's cost model is then skipped.
    pub width: Option<u32>,
    /// `-force-vector-interleave=N`: the interleave count of a loop without
    /// `llvm.loop.interleave.count` (the default of the `Interleave` hint).
    pub interleave: Option<u32>,
    /// `-enable-epilogue-vectorization=false`: no vector epilogue (LLVM's default: true).
    pub no_epilogue: bool,
    /// `-vectorizer-min-trip-count=N` (LLVM's `TinyTripCountVectorThreshold`, 16): a loop
    /// whose vectorization is not forced and whose constant trip count is below it may have
    /// no scalar epilogue, so it is not interleaved.
    pub min_trip_count: Option<u32>,
    /// `-epilogue-vectorization-force-VF=N`: above 1, the remainder of every vectorized
    /// loop that is a candidate (LLVM's `isCandidateForEpilogueVectorization`) is
    /// vectorized at width N when the main loop's plans include that width.
    pub epilogue_force_vf: Option<u32>,
}

/// The `loop-vectorize` pass (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct LoopVectorize {
    pub opts: VectorizeOptions,
    /// Which remarks are printed (`-pass-remarks*=loop-vectorize`).
    pub remarks: RemarkFilter,
}

impl Pass for LoopVectorize {
    fn name(&self) -> &'static str {
        "loop-vectorize"
    }
    fn dump_name(&self) -> &'static str {
        "LoopVectorizePass"
    }
    fn description(&self) -> &'static str {
        "vectorize loops asking for llvm.loop.vectorize, with a scalar epilogue and run-time checks"
    }
    fn kind(&self) -> PassKind {
        PassKind::Module
    }
    fn run_on_module(&self, m: &mut Module) -> PassResult {
        self.run_on_module_with(m, &mut ModuleAnalyses::default())
    }
    fn run_on_module_with(&self, m: &mut Module, an: &mut ModuleAnalyses) -> PassResult {
        let mut changed = false;
        let mut diagnostics = Vec::new();
        for g in crate::manager::optimizable_functions(m) {
            let mut remarks = LoopRemarks {
                filter: &self.remarks,
                pass: "loop-vectorize",
                out: &mut diagnostics,
            };
            changed |= vectorize_function_remarks(m, g, an.function(g), &self.opts, &mut remarks);
        }
        PassResult::from_changed(changed, PreservedAnalyses::none()).with_diagnostics(diagnostics)
    }
}

/// An integer induction: `phi = [start, preheader], [phi + step, latch]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Induction {
    pub phi: Inst,
    pub start: Value,
    /// The step, in the induction's type (wrapping).
    pub step: i128,
    pub next: Inst,
}

/// A reduction: `phi = [start, preheader], [next, latch]`, `next` combining `phi` with a
/// value of the iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reduction {
    pub phi: Inst,
    pub start: Value,
    pub next: Inst,
    pub kind: RecurKind,
}

/// How a load or store addresses memory across iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Stride + the element size: one vector access.
    Consecutive,
    /// Stride − the element size: one vector access, lanes reversed.
    Reverse,
    /// The same address in every iteration.
    Uniform,
    /// Anything else: one access per lane.
    PerLane,
}

/// A narrow (`i32`) addition `invariant + trunc(iv)` of a step-1 induction that must not
/// wrap (signed) over the loop's iterations for the addresses it indexes to be consecutive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrapCheck {
    /// The loop-invariant operand.
    pub invariant: Value,
    /// The induction whose truncation is added.
    pub iv: Induction,
    /// The addition's type.
    pub ty: Type,
}

/// Everything `loop-vectorize` decided about a loop it can vectorize.
#[derive(Clone, Debug)]
pub struct Plan {
    pub header: Block,
    pub preheader: Block,
    pub latch: Block,
    pub exit: Block,
    /// The loop's blocks in program order (reverse post-order).
    pub blocks: Vec<Block>,
    /// The blocks that do not run in every iteration (they do not dominate the latch).
    pub conditional: FxHashSet<Block>,
    pub trip: RuntimeTrip,
    pub inductions: Vec<Induction>,
    pub reductions: Vec<Reduction>,
    pub accesses: FxHashMap<Inst, Access>,
    /// Pairs of accesses whose address ranges are compared before the vector loop.
    pub checks: Vec<(Inst, Inst)>,
    /// Narrow additions whose wrapping is checked before the vector loop (LLVM's SCEV
    /// run-time predicates, `vector.scevcheck`): each an `add i32 INV, trunc(IV)` of a
    /// step-1 induction, sign-extended into a consecutive address, which is consecutive only
    /// while the addition does not wrap (see [`narrow_consecutive`]).
    pub wrap_checks: Vec<WrapCheck>,
    pub width: u32,
    pub interleave: u32,
    /// The interleave count LLVM's rules give (see `default_interleave`), whatever the
    /// user asked.
    pub rule_interleave: u32,
    /// The interleave count the loop's metadata or `-force-vector-interleave` gives.
    pub user_interleave: Option<u32>,
}

/// Vectorizes the loops of `g` that ask for it; whether anything changed.
pub fn vectorize_function(m: &mut Module, g: GlobalId) -> bool {
    vectorize_function_in(m, g, &mut FunctionAnalyses::default())
}

/// [`vectorize_function`] with the function's analysis cache: loops and dominators come from `an`,
/// whose entry is dropped whenever the function changes.
pub fn vectorize_function_in(m: &mut Module, g: GlobalId, an: &mut FunctionAnalyses) -> bool {
    vectorize_function_with(m, g, an, &VectorizeOptions::default())
}

/// [`vectorize_function_in`] with `opt`'s options.
pub fn vectorize_function_with(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &VectorizeOptions,
) -> bool {
    let filter = RemarkFilter::default();
    let mut out = Vec::new();
    let mut remarks = LoopRemarks {
        filter: &filter,
        pass: "loop-vectorize",
        out: &mut out,
    };
    vectorize_function_remarks(m, g, an, opts, &mut remarks)
}

/// LLVM's `LoopVectorizeHints::Force`: `llvm.loop.vectorize.enable`, or disabled by
/// `disable_nonforced` when absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Force {
    Undefined,
    Enabled,
    Disabled,
}

/// What parir does with an innermost loop (see [`consider`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Consider {
    /// Nothing: vectorization is disabled or the loop already vectorized.
    No,
    /// Only LLVM's cost model would decide: parir checks legality (to report why the loop
    /// cannot be vectorized, when those remarks are asked for) and leaves the loop alone.
    Legality,
    /// Vectorize it if legal.
    Yes,
}

/// What LLVM 19's `processLoop` says of innermost loop `l` before its legality check
/// (`LoopVectorizeHints::allowVectorization`, with its remarks when vectorization is
/// disabled or the loop already vectorized), and what parir does with it.
fn consider(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &VectorizeOptions,
    remarks: &mut LoopRemarks<'_>,
) -> Consider {
    let id = loop_id(m, g, fl, l).ok().flatten();
    let md = LoopMd::new(m, id);
    let (w, ic) = hints_with(&md, opts);
    let force = match md.bool_attr("llvm.loop.vectorize.enable") {
        Some(true) => Force::Enabled,
        Some(false) => Force::Disabled,
        None if md.disable_nonforced() => Force::Disabled,
        None => Force::Undefined,
    };
    if force == Force::Disabled {
        remarks.emit(
            m,
            g,
            fl,
            l,
            id,
            RemarkKind::Missed,
            "MissedExplicitlyDisabled",
            "loop not vectorized: vectorization is explicitly disabled",
        );
        return Consider::No;
    }
    let is_vectorized =
        md.int_attr("llvm.loop.isvectorized") == Some(1) || (w == Some(1) && ic == Some(1));
    if is_vectorized {
        remarks.emit(
            m,
            g,
            fl,
            l,
            id,
            // (LLVM builds this remark lazily.)
            match analysis_kind(force, w) {
                RemarkKind::AnalysisAlways => RemarkKind::AnalysisAlwaysLazy,
                k => k,
            },
            "AllDisabled",
            "loop not vectorized: vectorization and interleaving are explicitly disabled, or \
             the loop has already been vectorized",
        );
        return Consider::No;
    }
    // Enabled by a width or interleave count that LLVM ignores: as if not asked (LLVM's
    // cost model decides there; parir has none).
    match md.vectorize() {
        TransformationMode::ForcedByUser => Consider::Yes,
        TransformationMode::Enable | TransformationMode::Unspecified => {
            if w.is_some_and(|w| w > 1) || ic.is_some_and(|c| c > 1) {
                Consider::Yes
            } else {
                Consider::Legality
            }
        }
        _ => Consider::No,
    }
}

/// The reasons LLVM 19's LoopAccessAnalysis reports (`LAI->getReport()`) when the loop's
/// memory accesses cannot be vectorized.
const LAA_REASONS: [&str; 3] = [
    "cannot identify array bounds",
    "unsafe dependent memory operations in loop",
    "cannot check memory dependencies at runtime",
];

/// LLVM's `vectorizeAnalysisPassName`: the analysis remarks of a loop are printed always
/// unless its width is 1, its vectorization disabled, or neither forced nor given a width.
fn analysis_kind(force: Force, width: Option<u32>) -> RemarkKind {
    if width == Some(1)
        || force == Force::Disabled
        || (force == Force::Undefined && width.is_none())
    {
        RemarkKind::Analysis
    } else {
        RemarkKind::AnalysisAlways
    }
}

/// LLVM's `emitRemarkWithHints` after a failed legality check: `loop not vectorized`, with
/// the forced hints.
fn missed_with_hints(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    opts: &VectorizeOptions,
    remarks: &mut LoopRemarks<'_>,
) {
    let id = loop_id(m, g, fl, l).ok().flatten();
    let md = LoopMd::new(m, id);
    let mut text = String::from("loop not vectorized");
    if md.bool_attr("llvm.loop.vectorize.enable") == Some(true) {
        text.push_str(" (Force=true");
        let width = md
            .vectorize_width()
            .map(|(w, _)| w as u32)
            .or(opts.width)
            .filter(|&w| w != 0);
        if let Some(w) = width {
            text.push_str(&format!(", Vector Width={w}"));
        }
        let ic = md
            .int_attr("llvm.loop.interleave.count")
            .map(|c| c as u32)
            .or(opts.interleave)
            .filter(|&c| c != 0);
        if let Some(c) = ic {
            text.push_str(&format!(", Interleave Count={c}"));
        }
        text.push(')');
    }
    remarks.emit(m, g, fl, l, id, RemarkKind::Missed, "MissedDetails", text);
}

/// [`vectorize_function_with`], reporting to `remarks` what LLVM 19's `LoopVectorizePass`
/// reports on the loops parir considers: why a loop is not vectorized (an analysis remark,
/// printed always for a loop that forces vectorization or has a width, then `loop not
/// vectorized` with the forced hints) and what was vectorized.
pub fn vectorize_function_remarks(
    m: &mut Module,
    g: GlobalId,
    an: &mut FunctionAnalyses,
    opts: &VectorizeOptions,
    remarks: &mut LoopRemarks<'_>,
) -> bool {
    let simplified = crate::loop_simplify::simplify_function_in(m, g, an);
    let Some(body) = m.body(g) else { return false };
    let fl = an.function_loops(body);
    // The legality of a loop only LLVM's cost model would decide matters only for its
    // remarks: checked when they are printed.
    let legality_remarks = remarks.filter.wants(RemarkKind::Analysis, remarks.pass)
        || remarks.filter.wants(RemarkKind::Missed, remarks.pass);
    let headers: Vec<(Block, Consider)> = fl
        .forest
        .loops()
        .filter(|&l| fl.forest.children(l).is_empty())
        .map(|l| (fl.forest.header(l), consider(m, g, &fl, l, opts, remarks)))
        .filter(|&(_, c)| c == Consider::Yes || c == Consider::Legality && legality_remarks)
        .collect();
    let mut changed = simplified;
    for (h, what) in headers {
        if what == Consider::Legality {
            // On a copy: the loop itself is left as it is.
            let mut scratch = m.clone();
            let mut scratch_an = FunctionAnalyses::default();
            hoist_invariants(&mut scratch, g, h, &mut scratch_an);
            lcssa(&mut scratch, g, h, &mut scratch_an);
            let Some(body) = scratch.body(g) else { break };
            let fl = scratch_an.function_loops(body);
            if let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) {
                let mut at = None;
                if let Err(why) = plan_loop_at(&scratch, g, &fl, l, None, opts, &mut at) {
                    refused(&scratch, g, &fl, l, &why, at, opts, remarks);
                }
            }
            continue;
        }
        // Both take the loops from `an` and drop them when they edit.
        changed |= hoist_invariants(m, g, h, an);
        changed |= lcssa(m, g, h, an);
        let Some(body) = m.body(g) else { break };
        let fl = an.function_loops(body);
        let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
            continue;
        };
        let orig = loop_id(m, g, &fl, l).ok().flatten();
        let mut at = None;
        let plan = match plan_loop_at(m, g, &fl, l, None, opts, &mut at) {
            Ok(plan) => plan,
            Err(why) => {
                refused(m, g, &fl, l, &why, at, opts, remarks);
                continue;
            }
        };
        // LLVM 19's `processLoop` after choosing the interleave count: why the loop is not
        // interleaved (or is vectorized without being interleaved), an analysis remark of
        // `loop-vectorize` itself.
        let user = plan.user_interleave;
        let int_msg = if plan.rule_interleave == 1 && user.is_none_or(|u| u <= 1) {
            let mut t =
                String::from("the cost-model indicates that interleaving is not beneficial");
            if user == Some(1) {
                t.push_str(" and is explicitly disabled or interleave count is set to 1");
            }
            Some((
                if user == Some(1) {
                    "InterleavingNotBeneficialAndDisabled"
                } else {
                    "InterleavingNotBeneficial"
                },
                t,
            ))
        } else if plan.rule_interleave > 1 && user == Some(1) {
            Some((
                "InterleavingBeneficialButDisabled",
                "the cost-model indicates that interleaving is beneficial but is explicitly \
                 disabled"
                    .to_string(),
            ))
        } else {
            None
        };
        if plan.width > 1 {
            if let Some((name, text)) = int_msg {
                remarks.emit(m, g, &fl, l, orig, RemarkKind::Analysis, name, text);
            }
        }
        let done = if plan.width > 1 {
            format!(
                "vectorized loop (vectorization width: {}, interleaved count: {})",
                plan.width, plan.interleave
            )
        } else {
            format!("interleaved loop (interleaved count: {})", plan.interleave)
        };
        let name = if plan.width > 1 {
            "Vectorized"
        } else {
            "Interleaved"
        };
        // Reported once the loop is vectorized, at the location the loop has now.
        let mut said = Vec::new();
        LoopRemarks {
            filter: remarks.filter,
            pass: remarks.pass,
            out: &mut said,
        }
        .emit(m, g, &fl, l, orig, RemarkKind::Passed, name, done);
        an.invalidate(PreservedAnalyses::none());
        let Some(vector_id) = apply(m, g, &plan, Meta::Main(orig)) else {
            continue;
        };
        remarks.out.extend(said);
        changed = true;
        let user_width = hints_with(&LoopMd::new(m, orig), opts).0.is_some();
        if let Some(ep_width) = epilogue_width(m, g, &plan, user_width, opts) {
            // The remainder (the original loop, same header) is vectorized at `ep_width`.
            let Some(body) = m.body(g) else { break };
            let fl = an.function_loops(body);
            let l = fl.forest.loops().find(|&l| fl.forest.header(l) == h);
            let ep = l.and_then(|l| plan_loop_as(m, g, &fl, l, Some((ep_width, 1)), opts).ok());
            if let Some(ep) = ep {
                an.invalidate(PreservedAnalyses::none());
                apply(m, g, &ep, Meta::Epilogue(vector_id));
            }
        }
    }
    changed
}

/// The remarks of LLVM 19's `processLoop` when loop `l` cannot be vectorized for reason
/// `why` (reported at instruction `at` when there is one): the analysis remark, then
/// `loop not vectorized` with the forced hints.
#[allow(clippy::too_many_arguments)]
fn refused(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    why: &str,
    at: Option<Inst>,
    opts: &VectorizeOptions,
    remarks: &mut LoopRemarks<'_>,
) {
    let orig = loop_id(m, g, fl, l).ok().flatten();
    let text = format!("loop not vectorized: {why}");
    if why == FP_REORDER {
        // An `OptimizationRemarkAnalysisFPCommute` of `loop-vectorize` itself (not
        // `vectorizeAnalysisPassName`): printed only when asked for, at the operation.
        let kind = RemarkKind::Analysis;
        match at {
            Some(i) => remarks.emit_at(m, g, fl, l, orig, i, kind, "CantReorderFPOps", text),
            None => remarks.emit(m, g, fl, l, orig, kind, "CantReorderFPOps", text),
        }
        missed_with_hints(m, g, fl, l, opts, remarks);
        return;
    }
    let md = LoopMd::new(m, orig);
    let force = match md.bool_attr("llvm.loop.vectorize.enable") {
        Some(true) => Force::Enabled,
        _ => Force::Undefined,
    };
    let (w, _) = hints_with(&md, opts);
    let kind = match analysis_kind(force, w) {
        // LoopAccessAnalysis's report is emitted lazily by LLVM 19's
        // `canVectorizeMemory` (`ORE->emit([&] { ... })`): only once some remark
        // option is given; the other legality failures eagerly.
        RemarkKind::AnalysisAlways if LAA_REASONS.iter().any(|r| why.starts_with(r)) => {
            RemarkKind::AnalysisAlwaysLazy
        }
        k => k,
    };
    remarks.emit(m, g, fl, l, orig, kind, "NotVectorized", text);
    missed_with_hints(m, g, fl, l, opts, remarks);
}

/// The width of the vector epilogue of the loop vectorized by `plan`, as LLVM 19's
/// `selectEpilogueVectorizationFactor` on x86-64: none when disabled
/// (`-enable-epilogue-vectorization=false`) or when an induction is used after the loop
/// (`isCandidateForEpilogueVectorization`); `-epilogue-vectorization-force-VF` when above
/// 1 and LLVM has a plan of that width (a width the user gave, `user_width`, is the only
/// one planned; else the widths up to the main one); else half the main width when that is
/// at least 16 (`-epilogue-vectorization-minimum-VF`).
fn epilogue_width(
    m: &Module,
    g: GlobalId,
    plan: &Plan,
    user_width: bool,
    opts: &VectorizeOptions,
) -> Option<u32> {
    if opts.no_epilogue || plan.width < 2 || !epilogue_candidate(m, g, plan) {
        return None;
    }
    match opts.epilogue_force_vf {
        Some(f) if f > 1 => {
            let planned = if user_width {
                f == plan.width
            } else {
                f <= plan.width
            };
            planned.then_some(f)
        }
        _ => (plan.width >= 16).then_some(plan.width / 2),
    }
}

/// LLVM 19's `isCandidateForEpilogueVectorization`: no induction used after the loop.
fn epilogue_candidate(m: &Module, g: GlobalId, plan: &Plan) -> bool {
    let Some(body) = m.body(g) else { return false };
    !phis(body, plan.exit).iter().any(|&p| {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            return false;
        };
        incoming.iter().any(|(v, _)| {
            plan.inductions
                .iter()
                .any(|iv| *v == Value::Inst(iv.phi) || *v == Value::Inst(iv.next))
        })
    })
}

/// Moves the loop's arithmetic on loop-invariant values (a bound `n - 1` computed in the
/// latch, as clang -O0 leaves it) to the preheader, where the trip count needs it (LLVM's
/// SCEV expander recomputes such expressions there); whether anything moved. Only
/// operations that cannot trap move; their uses stay where they were.
fn hoist_invariants(m: &mut Module, g: GlobalId, h: Block, an: &mut FunctionAnalyses) -> bool {
    let Some(body) = m.body(g) else { return false };
    let fl = an.function_loops(body);
    let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) else {
        return false;
    };
    let Some(pre) = fl.forest.preheader(&fl.cfg, body, l) else {
        return false;
    };
    let in_loop: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let order: Vec<Block> = fl
        .cfg
        .reverse_post_order()
        .filter(|b| in_loop.contains(b))
        .collect();
    let mut moved: FxHashSet<Inst> = FxHashSet::default();
    for b in order {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let movable = match &d.kind {
                InstKind::Binary { op, .. } => {
                    !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
                }
                InstKind::Cast { .. } | InstKind::ICmp { .. } | InstKind::GetElementPtr { .. } => {
                    true
                }
                _ => false,
            };
            if !movable {
                continue;
            }
            if operands_invariant(body, d, |b| in_loop.contains(&b), |o| moved.contains(&o)) {
                moved.insert(i);
            }
        }
    }
    if moved.is_empty() {
        return false;
    }
    let Some(body) = m.globals[g].as_func_mut().and_then(|f| f.body.as_mut()) else {
        return false;
    };
    // In program order, before the preheader's terminator.
    let order: Vec<Inst> = body
        .layout
        .iter()
        .flat_map(|&b| body.blocks[b].insts.clone())
        .filter(|i| moved.contains(i))
        .collect();
    let dbg = m.md.find_kind("dbg");
    for i in order {
        // As `licm` moves them: debug records stay, the location goes.
        crate::edit::remove_inst(body, i);
        let at = body.blocks[pre].insts.len().saturating_sub(1);
        body.blocks[pre].insts.insert(at, i);
        body.inst_block[i] = Some(pre);
        if let Some(k) = dbg {
            body.insts[i].md.retain(|(kk, _)| *kk != k);
        }
    }
    // Moving instructions keeps the CFG: the cached loops in `an` stay valid.
    true
}

/// Puts the loop with header `h` into LCSSA form; whether anything changed.
fn lcssa(m: &mut Module, g: GlobalId, h: Block, an: &mut FunctionAnalyses) -> bool {
    let Some(fl) = m.body(g).map(|b| an.function_loops(b)) else {
        return false;
    };
    let Some(func) = m.globals[g].as_func_mut() else {
        return false;
    };
    let arg_names = func.arg_names.clone();
    let Some(mut body) = func.body.take() else {
        return false;
    };
    let before = body.insts.len();
    if let Some(l) = fl.forest.loops().find(|&l| fl.forest.header(l) == h) {
        if let Some((_, _, exits)) = simplified(&body, &fl, l) {
            let mut names = LocalNames::of(&arg_names, &body);
            let dt = &fl.domtree;
            form_lcssa(&mut body, &mut names, &fl, l, &exits, dt);
        }
    }
    let changed = body.insts.len() != before;
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(body);
    }
    if changed {
        an.invalidate(PreservedAnalyses::none());
    }
    changed
}

/// The pure intrinsics the vectorizer calls lane by lane (LLVM's trivially vectorizable
/// intrinsics, those parir's interpreter knows).
const PURE_INTRINSICS: &[&str] = &[
    "llvm.abs.",
    "llvm.smax.",
    "llvm.smin.",
    "llvm.umax.",
    "llvm.umin.",
    "llvm.fabs.",
    "llvm.sqrt.",
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.copysign.",
    "llvm.floor.",
    "llvm.ceil.",
    "llvm.trunc.",
    "llvm.round.",
    "llvm.rint.",
    "llvm.nearbyint.",
    "llvm.ctpop.",
    "llvm.ctlz.",
    "llvm.cttz.",
    "llvm.bswap.",
    "llvm.bitreverse.",
    "llvm.fshl.",
    "llvm.fshr.",
];

fn callee(m: &Module, d: &InstData) -> Option<String> {
    crate::irbuild::callee_name(m, d).map(|(_, n)| n.to_string())
}

fn is_debug(m: &Module, d: &InstData) -> bool {
    callee(m, d).is_some_and(|n| n.starts_with("llvm.dbg."))
}

fn is_pure_intrinsic(m: &Module, d: &InstData) -> bool {
    callee(m, d).is_some_and(|n| PURE_INTRINSICS.iter().any(|p| n.starts_with(p)))
}

/// Whether values of type `t` can be lanes of a vector.
fn lane_type(m: &Module, t: Type) -> bool {
    match m.types.get(t) {
        TypeData::Int(_) | TypeData::Ptr(_) => true,
        TypeData::Float(k) => !matches!(
            k,
            parir_ir::types::FloatKind::X86Fp80 | parir_ir::types::FloatKind::PpcFp128
        ),
        _ => false,
    }
}

/// Decides whether loop `l` of `g` can be vectorized as it asks, and how; the reason
/// otherwise (LLVM's remark text where it has one).
pub fn plan_loop(m: &Module, g: GlobalId, fl: &FunctionLoops, l: Loop) -> Result<Plan, String> {
    plan_loop_as(m, g, fl, l, None, &VectorizeOptions::default())
}

/// The loop's width and interleave count as [`vectorize_hints`] reads them, `opt`'s forced
/// values where the metadata has none (LLVM's hints take those as their defaults).
fn hints_with(md: &LoopMd, opts: &VectorizeOptions) -> (Option<u32>, Option<u32>) {
    let (w, ic) = vectorize_hints(md);
    let valid = |v: u32, max: u32| (v.is_power_of_two() && v <= max).then_some(v);
    (
        w.or(opts.width.and_then(|v| valid(v, MAX_VECTOR_WIDTH))),
        ic.or(opts
            .interleave
            .and_then(|v| valid(v, MAX_INTERLEAVE_FACTOR))),
    )
}

/// [`plan_loop`] with the width and interleave count given instead of read from the
/// metadata (the epilogue vectorization of a remainder loop).
fn plan_loop_as(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    shape: Option<(u32, u32)>,
    opts: &VectorizeOptions,
) -> Result<Plan, String> {
    plan_loop_at(m, g, fl, l, shape, opts, &mut None)
}

/// LLVM 19's remark when an ordered floating-point reduction keeps a loop scalar.
const FP_REORDER: &str = "cannot prove it is safe to reorder floating-point operations";

/// [`plan_loop_as`], setting `at` to the instruction a refusal is reported at (LLVM's
/// remark location for the floating-point refusal: the reduction's operation), if any.
fn plan_loop_at(
    m: &Module,
    g: GlobalId,
    fl: &FunctionLoops,
    l: Loop,
    shape: Option<(u32, u32)>,
    opts: &VectorizeOptions,
    at: &mut Option<Inst>,
) -> Result<Plan, String> {
    let body = m.body(g).ok_or("no body")?;
    let id = loop_id(m, g, fl, l).ok().flatten();
    let md = LoopMd::new(m, id);
    let dl = DataLayout::of_module(m).map_err(|e| e.to_string())?;
    if !fl.forest.children(l).is_empty() {
        return Err("loop is not the innermost loop".into());
    }
    let h = fl.forest.header(l);
    const CFG: &str = "loop control flow is not understood by vectorizer";
    // LLVM's `canVectorize` order: the loop's CFG (a preheader, one backedge), then
    // if-conversion (no switch), then the instructions (an induction variable), then the
    // rest.
    if fl.forest.preheader(&fl.cfg, body, l).is_none() || fl.forest.latch(&fl.cfg, l).is_none() {
        return Err(CFG.into());
    }
    let switch = fl.forest.blocks(l).iter().any(|&b| {
        body.terminator(b).is_some_and(|t| {
            !matches!(
                body.insts[t].kind,
                InstKind::Br(_) | InstKind::CondBr { .. }
            )
        })
    });
    if switch {
        return Err("loop contains a switch statement".into());
    }
    let latch_of = fl.forest.latch(&fl.cfg, l);
    let has_induction = phis(body, h).into_iter().any(|p| {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            return false;
        };
        let start = incoming.iter().find(|e| !fl.forest.contains(l, e.1));
        let back = incoming.iter().find(|e| Some(e.1) == latch_of);
        match (start, back) {
            (Some(s), Some(b)) => {
                m.types.int_bits(body.insts[p].ty).is_some()
                    && induction_of(body, p, s.0, b.0, |x| fl.forest.contains(l, x)).is_ok()
            }
            _ => false,
        }
    });
    if !has_induction {
        return Err("loop induction variable could not be identified".into());
    }
    let (pre, latch) = match simplified(body, fl, l) {
        Some((pre, latch, _)) => (pre, latch),
        // The remainder of a vectorized loop: its exit is also the middle block's.
        None if shape.is_some() => (
            fl.forest.preheader(&fl.cfg, body, l).ok_or(CFG)?,
            fl.forest.latch(&fl.cfg, l).ok_or(CFG)?,
        ),
        None => return Err(CFG.into()),
    };
    let in_loop: FxHashSet<Block> = fl.forest.blocks(l).iter().copied().collect();
    let exiting: Vec<Block> = fl.forest.exiting_blocks(&fl.cfg, l);
    if exiting != [latch] {
        return Err(format!("{CFG}: the latch must be the only exiting block"));
    }
    let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
    let [exit] = exits.as_slice() else {
        return Err("loop has more than one exit block".into());
    };
    // (An exit reached from outside the loop is the remainder of a vectorized loop, whose
    // middle block jumps there.)
    let trip =
        runtime_trip(m, body, fl, l).ok_or("could not determine number of loop iterations")?;
    let blocks: Vec<Block> = fl
        .cfg
        .reverse_post_order()
        .filter(|b| in_loop.contains(b))
        .collect();
    let inside = |v: Value| match v {
        Value::Inst(i) => body.block_of(i).is_some_and(|b| in_loop.contains(&b)),
        _ => false,
    };
    let int_const = |v: Value| -> Option<i128> {
        match v {
            Value::Const(c) => match &m.consts.get(c).data {
                ConstData::Int(x) => x.as_i128(),
                _ => None,
            },
            _ => None,
        }
    };
    // Users inside the loop, per instruction.
    let mut users: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    for &b in &blocks {
        for &i in &body.blocks[b].insts {
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Inst(d) = v {
                    users.entry(d).or_default().push(i);
                }
            });
        }
    }
    let users_of = |i: Inst| users.get(&i).cloned().unwrap_or_default();
    // Header phis: inductions and reductions.
    let forced = md.vectorize() == TransformationMode::ForcedByUser;
    let (width_hint, interleave_hint) = hints_with(&md, opts);
    let allow_reordering = forced || width_hint.is_some_and(|w| w > 1);
    let mut inductions = Vec::new();
    let mut reductions = Vec::new();
    let mut exact_fp: Option<Inst> = None;
    for p in phis(body, h) {
        let InstKind::Phi { incoming, .. } = &body.insts[p].kind else {
            continue;
        };
        let start = incoming
            .iter()
            .find(|(_, b)| *b == pre)
            .map(|x| x.0)
            .ok_or("a header phi has no value from the preheader")?;
        let back = incoming
            .iter()
            .find(|(_, b)| *b == latch)
            .map(|x| x.0)
            .ok_or("a header phi has no value from the latch")?;
        let Value::Inst(next) = back else {
            return Err("loop-invariant header phi: not a recognized induction".into());
        };
        if !inside(back) {
            return Err("header phi takes a loop-invariant value from the latch".into());
        }
        let ty = body.insts[p].ty;
        // Induction?
        if m.types.int_bits(ty).is_some() {
            let iv = induction_of(body, p, start, back, |b| in_loop.contains(&b)).ok();
            if let Some(iv) = iv {
                let step = match iv.update {
                    IvUpdate::Add { step, .. } => int_const(step),
                    IvUpdate::Sub { step } => int_const(step).map(|c| c.wrapping_neg()),
                    IvUpdate::Gep { .. } => None,
                };
                if let Some(step) = step {
                    inductions.push(Induction {
                        phi: p,
                        start,
                        step,
                        next,
                    });
                    continue;
                }
            }
        }
        // Reduction?
        let (kind, chain, exact) = reduction_chain(m, body, &in_loop, h, p, next, allow_reordering)
            .ok_or("value that could not be identified as reduction is used outside the loop")?;
        exact_fp = exact_fp.or(exact);
        // The chain's values (and the phi) feed only the chain.
        for &c in chain.iter().chain([&p]) {
            if users_of(c)
                .iter()
                .any(|u| !(chain.contains(u) || c == next && *u == p))
            {
                return Err("reduction value has other uses in the loop".into());
            }
        }
        if users_of(next).iter().filter(|&&u| u == p).count() == 0 {
            return Err("reduction value does not reach the header phi".into());
        }
        reductions.push(Reduction {
            phi: p,
            start,
            next,
            kind,
        });
    }
    if !inductions.iter().any(|iv| iv.phi == trip.phi) {
        return Err("could not determine number of loop iterations".into());
    }
    // Values used after the loop: inductions and reduction results only.
    let exit_phis = phis(body, *exit);
    for &b in &body.layout {
        if in_loop.contains(&b) {
            continue;
        }
        for &u in &body.blocks[b].insts {
            let mut bad = false;
            body.insts[u].kind.for_each_operand(|v| {
                if let Value::Inst(d) = v {
                    if inside(v) {
                        let iv = inductions.iter().any(|iv| iv.phi == d || iv.next == d);
                        let red = reductions.iter().any(|r| r.next == d);
                        bad |= !(exit_phis.contains(&u) && (iv || red));
                    }
                }
            });
            if bad {
                return Err(
                    "value that could not be identified as reduction is used outside the loop"
                        .into(),
                );
            }
        }
    }
    // The instructions.
    let is_phi_node = |i: Inst| matches!(body.insts[i].kind, InstKind::Phi { .. });
    let mut widest = 8u64;
    let affine = Affine::new(m, body, fl);
    let mut accesses = FxHashMap::default();
    let mut wrap_checks: Vec<WrapCheck> = Vec::new();
    let mut conditional_memory = false;
    let dt = &fl.domtree;
    for &b in &blocks {
        let predicated = !dt.dominates(b, latch);
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            if !m.types.is_void(d.ty) && !lane_type(m, d.ty) && !is_phi_node(i) {
                return Err("instruction return type cannot be vectorized".into());
            }
            match &d.kind {
                InstKind::Br(_) => {}
                InstKind::CondBr { .. } => {}
                k if k.is_terminator() => return Err("loop contains a switch statement".into()),
                InstKind::Phi { .. } => {
                    if !lane_type(m, d.ty) {
                        return Err("phi of a type that cannot be vectorized".into());
                    }
                }
                InstKind::Binary { .. }
                | InstKind::FNeg { .. }
                | InstKind::ICmp { .. }
                | InstKind::FCmp { .. }
                | InstKind::Select { .. }
                | InstKind::Cast { .. }
                | InstKind::GetElementPtr { .. } => {}
                InstKind::Freeze { .. } => {}
                InstKind::Load {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                }
                | InstKind::Store {
                    ptr,
                    volatile: false,
                    atomic: None,
                    ..
                } => {
                    let elem = match &d.kind {
                        InstKind::Store { val, .. } => value_type(m, g, body, *val)
                            .ok_or("store of a value of unknown type")?,
                        _ => d.ty,
                    };
                    if !lane_type(m, elem) {
                        return Err("memory access of a type that cannot be vectorized".into());
                    }
                    let size = dl.store_size(&m.types, elem);
                    widest = widest.max(8 * size);
                    let exact = m
                        .types
                        .primitive_bits(elem)
                        .is_some_and(|bits| bits == 8 * size);
                    let access = if !inside(*ptr) {
                        Access::Uniform
                    } else {
                        match affine.address(*ptr) {
                            Some(a) if !inside(a.base) && a.symbols.keys().all(|&s| !inside(s)) => {
                                let stride = a.loops.get(&h).copied().unwrap_or(0);
                                if stride == 0 {
                                    Access::Uniform
                                } else if exact && stride == size as i64 {
                                    Access::Consecutive
                                } else if exact && stride == -(size as i64) {
                                    Access::Reverse
                                } else {
                                    Access::PerLane
                                }
                            }
                            _ => {
                                match narrow_consecutive(m, body, &inductions, &inside, *ptr, elem)
                                {
                                    Some(w) if exact && !predicated => {
                                        if !wrap_checks.contains(&w) {
                                            wrap_checks.push(w);
                                        }
                                        Access::Consecutive
                                    }
                                    _ => Access::PerLane,
                                }
                            }
                        }
                    };
                    conditional_memory |= predicated;
                    accesses.insert(i, access);
                }
                InstKind::Call(_) if is_debug(m, d) => {}
                InstKind::Call(_) if is_pure_intrinsic(m, d) => {}
                InstKind::Call(_) => return Err("call instruction cannot be vectorized".into()),
                _ => return Err("instruction cannot be vectorized".into()),
            }
        }
    }
    for r in &reductions {
        let t = body.insts[r.phi].ty;
        widest = widest.max(m.types.primitive_bits(t).unwrap_or(8));
    }
    // Memory dependences.
    let attrs = id.map(|id| LoopAttributes::from_loop_id(m, id));
    let parallel = fl.forest.is_annotated_parallel(&fl.cfg, m, body, l);
    let mut safelen: Option<u64> = None;
    let told = !parallel && {
        let groups = attrs
            .as_ref()
            .map(|a| group_attributes(m, a))
            .unwrap_or_default();
        let nd: Vec<_> = groups
            .iter()
            .filter(|a| {
                matches!(
                    a.kind,
                    GroupAttrKind::NoDepends | GroupAttrKind::NoDependsSafelen
                )
            })
            .collect();
        let covered = !nd.is_empty()
            && accesses.keys().all(|&i| {
                let gs = access_groups(m, &body.insts[i]);
                nd.iter().any(|a| a.groups.iter().any(|g| gs.contains(g)))
            });
        if covered {
            safelen = nd
                .iter()
                .filter_map(|a| a.safelen)
                .filter(|&s| s > 0)
                .map(|s| s as u64)
                .min();
        }
        covered
    };
    let mut checks = Vec::new();
    let mut max_safe_bits: Option<u64> = None;
    if !parallel && !told {
        let la = analyze(m, g, body, fl, l);
        if la.other_memory {
            return Err(LAA_REASONS[0].into());
        }
        if !la.safe() {
            return Err(LAA_REASONS[1].into());
        }
        checks = la.runtime_checks.clone();
        max_safe_bits = la.max_safe_width_bits;
        if !checks.is_empty() && conditional_memory {
            return Err(format!("{} for a predicated loop", LAA_REASONS[2]));
        }
    }
    // LLVM's `canVectorizeFPMath`, after the legality checks: an ordered floating-point
    // reduction is vectorized only when the hints allow reordering.
    if let Some(i) = exact_fp {
        *at = Some(i);
        return Err(FP_REORDER.into());
    }
    // Width and interleave count.
    let mut width = match width_hint {
        Some(w) => w,
        None => (128 / widest).max(2) as u32,
    };
    let mut interleave = interleave_hint;
    if let Some((w, i)) = shape {
        (width, interleave) = (w, Some(i));
    }
    if let Some(bits) = max_safe_bits {
        let max_vf = (bits / widest).max(1) as u32;
        while width > max_vf {
            width /= 2;
        }
        interleave = Some(1);
        if width < 2 {
            return Err(format!("{}: the safe width is 1", LAA_REASONS[1]));
        }
    }
    if let Some(s) = safelen {
        while width > 1 && u64::from(width) > s {
            width /= 2;
        }
    }
    // The count LLVM's rules choose (its `selectInterleaveCount`), which its remarks compare
    // with the user's.
    // (LLVM's `CM_ScalarEpilogueNotAllowedLowTripLoop`: a constant trip count below
    // `-vectorizer-min-trip-count` in a loop whose vectorization is not forced.)
    let low_trip = !forced
        && trip_count(m, body, fl, l).is_some_and(|tc| {
            tc < u64::from(opts.min_trip_count.unwrap_or(TINY_TRIP_COUNT_VECTOR))
        });
    let rule_interleave = if max_safe_bits.is_some() || low_trip {
        1
    } else {
        default_interleave(m, g, body, fl, l, &blocks, width, !reductions.is_empty())
    };
    let mut interleave = interleave.unwrap_or(rule_interleave);
    if let Some(s) = safelen {
        while interleave > 1 && u64::from(width * interleave) > s {
            interleave -= 1;
        }
    }
    if width * interleave < 2 {
        return Err("vectorization and interleaving are both trivial".into());
    }
    if width == 1 && !wrap_checks.is_empty() {
        // Scalar copies need no consecutive addresses, hence no predicate.
        for a in accesses.values_mut() {
            if *a == Access::Consecutive && !wrap_checks.is_empty() {
                *a = Access::PerLane;
            }
        }
        wrap_checks.clear();
    }
    if width == 1 && conditional_memory {
        return Err("interleaving without vectorizing a loop with conditional memory accesses is not supported by parir".into());
    }
    let iv_bits = m
        .types
        .int_bits(body.insts[trip.phi].ty)
        .ok_or("the induction is not an integer")?;
    if iv_bits < 64 && u64::from(width * interleave) >= 1u64 << (iv_bits - 1) {
        return Err("the induction's type is too narrow for the vector step".into());
    }
    Ok(Plan {
        header: h,
        preheader: pre,
        latch,
        exit: *exit,
        conditional: blocks
            .iter()
            .copied()
            .filter(|&b| !dt.dominates(b, latch))
            .collect(),
        blocks,
        trip,
        inductions,
        reductions,
        accesses,
        checks,
        wrap_checks,
        width,
        interleave,
        rule_interleave,
        user_interleave: interleave_hint,
    })
}

/// Whether `ptr` is `getelementptr T, BASE, sext(i32 INV + trunc(IV))` with `BASE` and `INV`
/// loop-invariant, `IV` a step-1 induction and `T` the accessed type: consecutive under the
/// predicate that the narrow addition does not wrap, which LLVM 19's
/// `PredicatedScalarEvolution` assumes (`getPtrStride` with `Assume`) and checks at run time.
fn narrow_consecutive(
    m: &Module,
    body: &Body,
    inductions: &[Induction],
    inside: &dyn Fn(Value) -> bool,
    ptr: Value,
    elem: Type,
) -> Option<WrapCheck> {
    let Value::Inst(gep) = ptr else { return None };
    let InstKind::GetElementPtr {
        src_ty,
        ptr: base,
        indices,
        ..
    } = &body.insts[gep].kind
    else {
        return None;
    };
    if *src_ty != elem || inside(*base) {
        return None;
    }
    let [Value::Inst(ext)] = indices[..] else {
        return None;
    };
    let InstKind::Cast {
        op: CastOp::SExt,
        val: Value::Inst(add),
        ..
    } = body.insts[ext].kind
    else {
        return None;
    };
    let ty = body.insts[add].ty;
    if m.types.int_bits(ty) != Some(32) || m.types.int_bits(body.insts[ext].ty) != Some(64) {
        return None;
    }
    let InstKind::Binary {
        op: BinOp::Add,
        lhs,
        rhs,
        ..
    } = body.insts[add].kind
    else {
        return None;
    };
    let truncated_iv = |v: Value| -> Option<Induction> {
        let Value::Inst(t) = v else { return None };
        let InstKind::Cast {
            op: CastOp::Trunc,
            val: Value::Inst(phi),
            ..
        } = body.insts[t].kind
        else {
            return None;
        };
        inductions
            .iter()
            .copied()
            .find(|iv| iv.phi == phi && iv.step == 1)
            .filter(|iv| m.types.int_bits(body.insts[iv.phi].ty) == Some(64))
    };
    let (iv, invariant) = match (truncated_iv(lhs), truncated_iv(rhs)) {
        (Some(iv), None) if !inside(rhs) => (iv, rhs),
        (None, Some(iv)) if !inside(lhs) => (iv, lhs),
        _ => return None,
    };
    Some(WrapCheck { invariant, iv, ty })
}

/// LLVM 19's x86-64 `getMaxInterleaveFactor` for the SSE2 vectors parir's vectorizer models
/// (4 needs AVX).
const X86_SSE_MAX_INTERLEAVE: u32 = 2;

/// LLVM 19's default `-vectorizer-min-trip-count` (`TinyTripCountVectorThreshold`).
const TINY_TRIP_COUNT_VECTOR: u32 = 16;

/// LLVM 19's `SmallLoopCost`: loops cheaper than this are interleaved to hide the loop's
/// overhead.
const SMALL_LOOP_COST: u32 = 20;

/// The interleave count of a loop vectorized at `width` when neither its metadata nor
/// `-force-vector-interleave` gives one: LLVM 19's `selectInterleaveCount` on x86-64 with
/// SSE2, whose decisions follow from the target's maximum (2) and simple rules: 1 for a
/// scalar (width 1) loop or in an `optsize` function; with a known trip count TC, the
/// maximum is capped at the largest power of two up to TC / width, or, when that leaves a
/// different scalar remainder than half of it, at up to TC / (2 width); then the maximum
/// for a loop with a reduction; for another loop the maximum when its cost is small enough
/// for two copies to stay below `SmallLoopCost` (20), else 1. The cost is estimated as one per instruction
/// that is not a phi, branch, address computation or debug intrinsic (LLVM's cost model
/// weighs each instruction by the target's cost tables; docs/loop-transforms.md).
#[allow(clippy::too_many_arguments)]
fn default_interleave(
    m: &Module,
    g: GlobalId,
    body: &Body,
    fl: &FunctionLoops,
    l: Loop,
    blocks: &[Block],
    width: u32,
    reductions: bool,
) -> u32 {
    // (When optimizing for size, LLVM does not interleave.)
    let opt_size = m.globals[g].as_func().is_some_and(|f| {
        m.attrs.has(f.attrs.func, "optsize") || m.attrs.has(f.attrs.func, "minsize")
    });
    if width < 2 || opt_size {
        return 1;
    }
    let mut max_ic = X86_SSE_MAX_INTERLEAVE;
    if let Some(tc) = trip_count(m, body, fl, l) {
        let floor2 = |x: u64| -> u32 {
            let x = x.clamp(1, u64::from(max_ic));
            1 << (63 - x.leading_zeros())
        };
        let w = u64::from(width);
        let lb = floor2(tc / w);
        let ub = floor2(tc / (2 * w));
        max_ic = if tc % (w * u64::from(lb)) == tc % (w * u64::from(ub)) {
            lb
        } else {
            ub
        };
    }
    if reductions {
        return max_ic;
    }
    let cost = blocks
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .filter(|&&i| {
            let d = &body.insts[i];
            !matches!(
                d.kind,
                InstKind::Phi { .. }
                    | InstKind::Br(_)
                    | InstKind::CondBr { .. }
                    | InstKind::GetElementPtr { .. }
            ) && !is_debug(m, d)
        })
        .count() as u32;
    let small_ic = if cost == 0 {
        1
    } else {
        (SMALL_LOOP_COST / cost).max(1)
    };
    let small_ic = 1 << (31 - small_ic.leading_zeros());
    if cost < SMALL_LOOP_COST {
        small_ic.min(max_ic)
    } else {
        1
    }
}

/// The reduction `phi` → `next` forms, if any, and the instructions of its chain: `next`
/// reaches `phi` through instructions combining a chain value with a value of the iteration
/// (all of one kind) and phis of conditional blocks merging chain values (a conditional
/// update, if-converted to `select`s); min/max compares belong to the chain.
fn reduction_chain(
    m: &Module,
    body: &Body,
    in_loop: &FxHashSet<Block>,
    header: Block,
    phi: Inst,
    next: Inst,
    allow_reordering: bool,
) -> Option<(RecurKind, FxHashSet<Inst>, Option<Inst>)> {
    struct Walk<'a> {
        m: &'a Module,
        body: &'a Body,
        in_loop: &'a FxHashSet<Block>,
        header: Block,
        phi: Inst,
        allow: bool,
        kind: Option<RecurKind>,
        chain: FxHashSet<Inst>,
        /// The first operation of an ordered (strict) floating-point reduction: LLVM's
        /// `ExactFPMathInst`.
        exact: Option<Inst>,
    }
    impl Walk<'_> {
        fn merge(&mut self, k: RecurKind) -> Option<()> {
            match self.kind {
                Some(old) if old != k => None,
                _ => {
                    self.kind = Some(k);
                    Some(())
                }
            }
        }
        fn visit(&mut self, v: Value, depth: u32) -> Option<()> {
            let Value::Inst(i) = v else { return None };
            if i == self.phi {
                return Some(());
            }
            if self.chain.contains(&i) {
                return Some(());
            }
            if depth > 64
                || !self
                    .body
                    .block_of(i)
                    .is_some_and(|b| self.in_loop.contains(&b))
            {
                return None;
            }
            self.chain.insert(i);
            let d = &self.body.insts[i];
            match &d.kind {
                InstKind::Phi { incoming, .. } => {
                    if self.body.block_of(i) == Some(self.header) {
                        return None;
                    }
                    for (x, _) in incoming.clone() {
                        self.visit(x, depth + 1)?;
                    }
                    Some(())
                }
                InstKind::Select {
                    cond: Value::Inst(c),
                    then_val,
                    else_val,
                    ..
                } => {
                    let (c, t, e) = (*c, *then_val, *else_val);
                    let InstKind::ICmp { pred, lhs, rhs } = self.body.insts[c].kind.clone() else {
                        return None;
                    };
                    // One side is the chain value, the other the iteration's value, in both
                    // the compare and the select.
                    let (chain_v, other) = if self.leads(t) { (t, e) } else { (e, t) };
                    if !((lhs == chain_v && rhs == other) || (lhs == other && rhs == chain_v)) {
                        return None;
                    }
                    use IntPredicate::*;
                    let (less, signed) = match pred {
                        Slt | Sle => (true, true),
                        Sgt | Sge => (false, true),
                        Ult | Ule => (true, false),
                        Ugt | Uge => (false, false),
                        _ => return None,
                    };
                    // `select (l < r), l, r` is the minimum.
                    let min = less == (t == lhs);
                    self.merge(match (min, signed) {
                        (true, true) => RecurKind::SMin,
                        (false, true) => RecurKind::SMax,
                        (true, false) => RecurKind::UMin,
                        (false, false) => RecurKind::UMax,
                    })?;
                    self.chain.insert(c);
                    self.visit(chain_v, depth + 1)
                }
                InstKind::Binary {
                    op,
                    lhs,
                    rhs,
                    flags,
                } => {
                    let (op, lhs, rhs, flags) = (*op, *lhs, *rhs, *flags);
                    let chain_v = if self.leads(lhs) { lhs } else { rhs };
                    let fp_ok = self.allow || flags.0 & Flags::FAST_REASSOC != 0;
                    // `sub`/`fsub` chains are not vectorized; an ordered (strict) floating-point
                    // reduction needs reassociation allowed.
                    let kind = RecurKind::from_binop(op).filter(|k| k.binop() == Some(op))?;
                    if kind.is_ordered(fp_ok) {
                        // Still a reduction to LLVM's `RecurrenceDescriptor` (an ordered one);
                        // the vectorizer refuses it later unless reordering is allowed.
                        self.exact = Some(i);
                    }
                    self.merge(kind)?;
                    self.visit(chain_v, depth + 1)
                }
                InstKind::Call(c) => {
                    let name = callee(self.m, d)?;
                    let args = c.args.clone();
                    if args.len() != 2 {
                        return None;
                    }
                    let k = if name.starts_with("llvm.smin.") {
                        RecurKind::SMin
                    } else if name.starts_with("llvm.smax.") {
                        RecurKind::SMax
                    } else if name.starts_with("llvm.umin.") {
                        RecurKind::UMin
                    } else if name.starts_with("llvm.umax.") {
                        RecurKind::UMax
                    } else {
                        return None;
                    };
                    self.merge(k)?;
                    let chain_v = if self.leads(args[0]) {
                        args[0]
                    } else {
                        args[1]
                    };
                    self.visit(chain_v, depth + 1)
                }
                _ => None,
            }
        }
        /// Whether `v` depends on the reduction phi within the loop (a quick walk).
        fn leads(&self, v: Value) -> bool {
            let mut stack = vec![v];
            let mut seen = FxHashSet::default();
            while let Some(x) = stack.pop() {
                let Value::Inst(i) = x else { continue };
                if i == self.phi {
                    return true;
                }
                if !seen.insert(i)
                    || !self
                        .body
                        .block_of(i)
                        .is_some_and(|b| self.in_loop.contains(&b))
                    || self.body.block_of(i) == Some(self.header)
                        && matches!(self.body.insts[i].kind, InstKind::Phi { .. })
                {
                    continue;
                }
                self.body.insts[i].kind.for_each_operand(|o| stack.push(o));
            }
            false
        }
    }
    let mut w = Walk {
        m,
        body,
        in_loop,
        header,
        phi,
        allow: allow_reordering,
        kind: None,
        chain: FxHashSet::default(),
        exact: None,
    };
    w.visit(Value::Inst(next), 0)?;
    Some((w.kind?, w.chain, w.exact))
}

/// Vectorizes the loop of `plan`; whether it did.
fn apply(m: &mut Module, g: GlobalId, plan: &Plan, meta: Meta) -> Option<MdNode> {
    let func = m.globals[g].as_func_mut()?;
    let arg_names = func.arg_names.clone();
    let body = func.body.take()?;
    let backup = body.clone();
    let mut names = LocalNames::of(&arg_names, &body);
    let void_ty = m.types.void();
    let mut gen = Gen {
        m,
        g,
        body,
        names: &mut names,
        plan,
        in_loop: plan.blocks.iter().copied().collect(),
        cur: plan.header,
        lanes: FxHashMap::default(),
        vecs: FxHashMap::default(),
        splats: FxHashMap::default(),
        masks: FxHashMap::default(),
        offsets: FxHashMap::default(),
        vph: plan.header,
        void_ty,
    };
    let done = gen.run(meta);
    let Gen { body, .. } = gen;
    if let Some(f) = m.globals[g].as_func_mut() {
        f.body = Some(if done.is_some() { body } else { backup });
    }
    done
}

/// Which LoopIDs the loops get.
#[derive(Clone, Copy, Debug)]
enum Meta {
    /// The loop's own vectorization: from its original LoopID.
    Main(Option<MdNode>),
    /// The epilogue vectorization of the remainder of a vectorized loop: the vector loop
    /// gets the main vector loop's LoopID, the scalar loop keeps its own.
    Epilogue(MdNode),
}

/// The code generator's state for one loop.
struct Gen<'a> {
    m: &'a mut Module,
    g: GlobalId,
    body: Body,
    names: &'a mut LocalNames,
    plan: &'a Plan,
    in_loop: FxHashSet<Block>,
    /// The block new instructions go to (the vector body).
    cur: Block,
    /// `(instruction, part, lane)` → its scalar value in that lane.
    lanes: FxHashMap<(Inst, u32, u32), Value>,
    /// `(instruction, part)` → its vector value.
    vecs: FxHashMap<(Inst, u32), Value>,
    /// Loop-invariant values broadcast in `vector.ph`.
    splats: FxHashMap<Value, Value>,
    /// `(block, part)` → its mask (`None`: every lane).
    masks: FxHashMap<(Block, u32), Option<Value>>,
    /// Induction phi → its value in lane 0 of part 0.
    offsets: FxHashMap<Inst, Value>,
    vph: Block,
    void_ty: Type,
}

impl Gen<'_> {
    fn vf(&self) -> u32 {
        self.plan.width
    }

    fn ty(&self, v: Value) -> Type {
        match v {
            Value::Inst(i) => self.body.insts[i].ty,
            Value::Const(c) => self.m.consts.ty(c),
            Value::Arg(n) => self.m.globals[self.g]
                .as_func()
                .and_then(|f| self.m.types.fn_sig(f.ty))
                .and_then(|(_, ps, _)| ps.get(n as usize).copied())
                .unwrap_or(self.void_ty),
            _ => self.void_ty,
        }
    }

    fn vty(&mut self, t: Type) -> Type {
        if self.vf() == 1 {
            return t;
        }
        self.m.types.intern(TypeData::Vector {
            scalable: false,
            len: self.vf(),
            elem: t,
        })
    }

    fn int(&mut self, ty: Type, v: i128) -> Value {
        let bits = self.m.types.int_bits(ty).unwrap_or(64);
        let v = if bits < 128 {
            let mask = (1i128 << bits) - 1;
            let x = v & mask;
            if bits > 1 && x >> (bits - 1) & 1 == 1 {
                x - (1i128 << bits)
            } else {
                x
            }
        } else {
            v
        };
        Value::Const(self.m.consts.int(ty, bits, v))
    }

    fn i64(&mut self, v: i64) -> Value {
        let t = self.m.types.int(64);
        self.int(t, i128::from(v))
    }

    fn i32(&mut self, v: i32) -> Value {
        let t = self.m.types.int(32);
        self.int(t, i128::from(v))
    }

    fn inside(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => self
                .body
                .block_of(i)
                .is_some_and(|b| self.in_loop.contains(&b)),
            _ => false,
        }
    }

    /// Appends (or inserts before the terminator of) block `b`.
    fn put(&mut self, b: Block, kind: InstKind, ty: Type, name: Option<&str>) -> Value {
        let mut d = InstData::new(kind, ty);
        d.name = name.map(|n| self.names.unique(n));
        let pos = match self.body.terminator(b) {
            Some(_) => self.body.blocks[b].insts.len() - 1,
            None => self.body.blocks[b].insts.len(),
        };
        Value::Inst(insert_inst(&mut self.body, b, pos, d))
    }

    fn emit(&mut self, kind: InstKind, ty: Type, name: Option<&str>) -> Value {
        let b = self.cur;
        self.put(b, kind, ty, name)
    }

    fn bin(&mut self, b: Block, op: BinOp, lhs: Value, rhs: Value, name: Option<&str>) -> Value {
        // `x * 1`, `x + 0`, `0 + x` fold, as LLVM's builder folds them.
        let is = |g: &Self, v: Value, k: i128| match v {
            Value::Const(c) => match &g.m.consts.get(c).data {
                ConstData::Int(x) => x.as_i128() == Some(k),
                ConstData::Zero => k == 0,
                _ => false,
            },
            _ => false,
        };
        match op {
            BinOp::Mul if is(self, rhs, 1) => return lhs,
            BinOp::Add if is(self, rhs, 0) => return lhs,
            BinOp::Add if is(self, lhs, 0) => return rhs,
            _ => {}
        }
        let ty = self.ty(lhs);
        self.put(
            b,
            InstKind::Binary {
                op,
                flags: Flags::default(),
                lhs,
                rhs,
            },
            ty,
            name,
        )
    }

    fn call(
        &mut self,
        b: Block,
        name: &str,
        ret: Type,
        args: Vec<Value>,
        vname: Option<&str>,
    ) -> Option<Value> {
        let params: Vec<Type> = args.iter().map(|&a| self.ty(a)).collect();
        let fty = self.m.types.function(ret, params, false);
        let f = declare_intrinsic(self.m, name, fty).ok()?;
        let mut d = direct_call(self.m, f, args, Vec::new())?;
        d.name = vname.map(|n| self.names.unique(n));
        let pos = match self.body.terminator(b) {
            Some(_) => self.body.blocks[b].insts.len() - 1,
            None => self.body.blocks[b].insts.len(),
        };
        Some(Value::Inst(insert_inst(&mut self.body, b, pos, d)))
    }

    /// A constant vector of `c` in every lane (or `c` itself at width 1).
    fn splat_const(&mut self, c: Value) -> Value {
        let Value::Const(k) = c else { return c };
        if self.vf() == 1 {
            return c;
        }
        let t = self.m.consts.ty(k);
        let vt = self.vty(t);
        let elems = vec![k; self.vf() as usize];
        Value::Const(self.m.consts.aggregate(&self.m.types, vt, elems))
    }

    /// `v` in every lane, emitted in block `b`.
    fn broadcast_in(&mut self, b: Block, v: Value) -> Value {
        if self.vf() == 1 {
            return v;
        }
        if let Value::Const(_) = v {
            return self.splat_const(v);
        }
        let t = self.ty(v);
        let vt = self.vty(t);
        let poison = Value::Const(self.m.consts.intern_raw(vt, ConstData::Poison));
        let zero = self.i64(0);
        let ins = self.put(
            b,
            InstKind::InsertElement {
                vec: poison,
                elt: v,
                idx: zero,
            },
            vt,
            Some("broadcast.splatinsert"),
        );
        self.put(
            b,
            InstKind::ShuffleVector {
                a: ins,
                b: poison,
                mask: vec![0; self.vf() as usize].into(),
            },
            vt,
            Some("broadcast.splat"),
        )
    }

    fn extract(&mut self, v: Value, lane: u32) -> Value {
        if self.vf() == 1 {
            return v;
        }
        let t = self.m.types.scalar(self.ty(v));
        let idx = self.i64(i64::from(lane));
        self.emit(InstKind::ExtractElement { vec: v, idx }, t, None)
    }

    /// A vector from its lanes.
    fn gather_lanes(&mut self, lanes: Vec<Value>) -> Value {
        if self.vf() == 1 {
            return lanes[0];
        }
        let t = self.ty(lanes[0]);
        let vt = self.vty(t);
        let mut acc = Value::Const(self.m.consts.intern_raw(vt, ConstData::Poison));
        for (l, x) in lanes.into_iter().enumerate() {
            let idx = self.i64(l as i64);
            acc = self.emit(
                InstKind::InsertElement {
                    vec: acc,
                    elt: x,
                    idx,
                },
                vt,
                None,
            );
        }
        acc
    }

    fn reverse(&mut self, v: Value) -> Value {
        let t = self.ty(v);
        let n = self.vf() as i32;
        let poison = Value::Const(self.m.consts.intern_raw(t, ConstData::Poison));
        self.emit(
            InstKind::ShuffleVector {
                a: v,
                b: poison,
                mask: (0..n).rev().collect::<Vec<_>>().into(),
            },
            t,
            Some("reverse"),
        )
    }

    fn induction(&self, i: Inst) -> Option<Induction> {
        self.plan.inductions.iter().copied().find(|iv| iv.phi == i)
    }

    fn is_reduction_phi(&self, i: Inst) -> bool {
        self.plan.reductions.iter().any(|r| r.phi == i)
    }

    /// Whether `i` computes the same value in every lane (its operands are invariant or
    /// uniform, it reads no memory).
    fn uniform(&self, i: Inst) -> bool {
        let d = &self.body.insts[i];
        if matches!(
            d.kind,
            InstKind::Phi { .. } | InstKind::Load { .. } | InstKind::Store { .. }
        ) || d.kind.is_terminator()
        {
            return false;
        }
        let mut all = true;
        d.kind.for_each_operand(|v| {
            if let Value::Inst(o) = v {
                if self.inside(v) && !self.uniform(o) {
                    all = false;
                }
            }
        });
        all
    }

    fn predicated(&self, i: Inst) -> bool {
        self.body
            .block_of(i)
            .is_some_and(|b| self.plan.conditional.contains(&b))
    }

    /// The value of `v` in lane `l` of part `p`.
    fn lane(&mut self, v: Value, p: u32, l: u32) -> Option<Value> {
        let Value::Inst(i) = v else { return Some(v) };
        if !self.inside(v) {
            return Some(v);
        }
        let (p, l) = if self.uniform(i) { (0, 0) } else { (p, l) };
        if let Some(&x) = self.lanes.get(&(i, p, l)) {
            return Some(x);
        }
        let kind = self.body.insts[i].kind.clone();
        let x = if let Some(iv) = self.induction(i) {
            let base = *self.offsets.get(&i)?;
            let ty = self.body.insts[i].ty;
            let k = i128::from(p * self.vf() + l) * iv.step;
            if k == 0 {
                base
            } else {
                let c = self.int(ty, k);
                let b = self.cur;
                self.bin(b, BinOp::Add, base, c, None)
            }
        } else if matches!(kind, InstKind::Load { .. }) || self.is_reduction_phi(i) {
            let vv = self.vec(v, p)?;
            self.extract(vv, l)
        } else if matches!(kind, InstKind::Phi { .. }) {
            if self.vf() == 1 {
                self.blend(i, p)?
            } else {
                let vv = self.vec(v, p)?;
                self.extract(vv, l)
            }
        } else if self.predicated(i)
            && matches!(
                kind,
                InstKind::Binary {
                    op: BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem,
                    ..
                }
            )
        {
            let vv = self.vec(v, p)?;
            self.extract(vv, l)
        } else {
            let mut d = self.body.insts[i].clone();
            d.name = None;
            let mut ops = Vec::new();
            d.kind.for_each_operand(|o| ops.push(o));
            let mut mapped = Vec::new();
            for o in ops {
                mapped.push(self.lane(o, p, l)?);
            }
            let mut it = mapped.into_iter();
            for_each_operand_mut(&mut d.kind, |o| {
                if let Some(n) = it.next() {
                    *o = n;
                }
            });
            let b = self.cur;
            let pos = self.body.blocks[b].insts.len();
            Value::Inst(insert_inst(&mut self.body, b, pos, d))
        };
        self.lanes.insert((i, p, l), x);
        Some(x)
    }

    /// The vector value of `v` in part `p` (a scalar at width 1).
    fn vec(&mut self, v: Value, p: u32) -> Option<Value> {
        match v {
            Value::Const(_) => return Some(self.splat_const(v)),
            Value::Inst(_) if self.inside(v) => {}
            _ => {
                if let Some(&x) = self.splats.get(&v) {
                    return Some(x);
                }
                let vph = self.vph;
                let x = self.broadcast_in(vph, v);
                self.splats.insert(v, x);
                return Some(x);
            }
        }
        let Value::Inst(i) = v else { return None };
        if let Some(&x) = self.vecs.get(&(i, p)) {
            return Some(x);
        }
        let kind = self.body.insts[i].kind.clone();
        let is_phi = matches!(kind, InstKind::Phi { .. });
        if self.vf() == 1 && !(is_phi && self.induction(i).is_none()) {
            return self.lane(v, p, 0);
        }
        let ty = self.body.insts[i].ty;
        let vt = self.vty(ty);
        let x = if self.uniform(i) {
            let s = self.lane(v, 0, 0)?;
            let b = self.cur;
            self.broadcast_in(b, s)
        } else if let Some(iv) = self.induction(i) {
            let base = self.lane(v, p, 0)?;
            let b = self.cur;
            let splat = self.broadcast_in(b, base);
            let steps: Vec<Value> = (0..self.vf())
                .map(|l| i128::from(l) * iv.step)
                .collect::<Vec<_>>()
                .into_iter()
                .map(|k| self.int(ty, k))
                .collect();
            let consts: Vec<_> = steps
                .iter()
                .filter_map(|s| match s {
                    Value::Const(c) => Some(*c),
                    _ => None,
                })
                .collect();
            let sv = Value::Const(self.m.consts.aggregate(&self.m.types, vt, consts));
            self.emit(
                InstKind::Binary {
                    op: BinOp::Add,
                    flags: Flags::default(),
                    lhs: splat,
                    rhs: sv,
                },
                vt,
                Some("vec.ind"),
            )
        } else {
            match kind {
                InstKind::Phi { .. } => self.blend(i, p)?,
                InstKind::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    let a = self.vec(lhs, p)?;
                    let mut b = self.vec(rhs, p)?;
                    if matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem) {
                        let blk = self.body.block_of(i)?;
                        if let Some(mask) = self.mask(blk, p)? {
                            let one = self.int(ty, 1);
                            let one = self.splat_const(one);
                            b = self.emit(
                                InstKind::Select {
                                    flags: Flags::default(),
                                    cond: mask,
                                    then_val: b,
                                    else_val: one,
                                },
                                vt,
                                Some("safe.div"),
                            );
                        }
                    }
                    self.emit(
                        InstKind::Binary {
                            op,
                            flags,
                            lhs: a,
                            rhs: b,
                        },
                        vt,
                        None,
                    )
                }
                InstKind::FNeg { flags, val } => {
                    let a = self.vec(val, p)?;
                    self.emit(InstKind::FNeg { flags, val: a }, vt, None)
                }
                InstKind::ICmp { pred, lhs, rhs } => {
                    let a = self.vec(lhs, p)?;
                    let b = self.vec(rhs, p)?;
                    self.emit(
                        InstKind::ICmp {
                            pred,
                            lhs: a,
                            rhs: b,
                        },
                        vt,
                        None,
                    )
                }
                InstKind::FCmp {
                    pred,
                    flags,
                    lhs,
                    rhs,
                } => {
                    let a = self.vec(lhs, p)?;
                    let b = self.vec(rhs, p)?;
                    self.emit(
                        InstKind::FCmp {
                            pred,
                            flags,
                            lhs: a,
                            rhs: b,
                        },
                        vt,
                        None,
                    )
                }
                InstKind::Select {
                    flags,
                    cond,
                    then_val,
                    else_val,
                } => {
                    let c = self.vec(cond, p)?;
                    let a = self.vec(then_val, p)?;
                    let b = self.vec(else_val, p)?;
                    self.emit(
                        InstKind::Select {
                            flags,
                            cond: c,
                            then_val: a,
                            else_val: b,
                        },
                        vt,
                        None,
                    )
                }
                InstKind::Cast { op, flags, val } if op != CastOp::BitCast => {
                    let a = self.vec(val, p)?;
                    self.emit(InstKind::Cast { op, flags, val: a }, vt, None)
                }
                InstKind::Load { .. } | InstKind::Store { .. } => return None,
                _ => {
                    let mut ls = Vec::new();
                    for l in 0..self.vf() {
                        ls.push(self.lane(v, p, l)?);
                    }
                    self.gather_lanes(ls)
                }
            }
        };
        self.vecs.insert((i, p), x);
        Some(x)
    }

    /// `a && b` on masks, poison-safe (`select a, b, false`).
    fn and(&mut self, a: Option<Value>, b: Value) -> Value {
        let Some(a) = a else { return b };
        let t = self.ty(b);
        let f = Value::Const(self.m.consts.intern_raw(t, ConstData::Zero));
        self.emit(
            InstKind::Select {
                flags: Flags::default(),
                cond: a,
                then_val: b,
                else_val: f,
            },
            t,
            None,
        )
    }

    fn all_true(&mut self) -> Value {
        let b1 = self.m.types.int(1);
        let t = self.int(b1, -1);
        self.splat_const(t)
    }

    /// The mask of the lanes that take the edge `from` → `to` in part `p`.
    fn edge_mask(&mut self, from: Block, to: Block, p: u32) -> Option<Option<Value>> {
        let bm = self.mask(from, p)?;
        let t = self.body.terminator(from)?;
        match self.body.insts[t].kind.clone() {
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } if then_dest != else_dest => {
                let c = self.vec(cond, p)?;
                let c = if to == then_dest {
                    c
                } else {
                    let all = self.all_true();
                    let vt = self.ty(c);
                    self.emit(
                        InstKind::Binary {
                            op: BinOp::Xor,
                            flags: Flags::default(),
                            lhs: c,
                            rhs: all,
                        },
                        vt,
                        Some("not"),
                    )
                };
                Some(Some(self.and(bm, c)))
            }
            _ => Some(bm),
        }
    }

    /// The mask of block `b` in part `p` (`None`: all lanes).
    fn mask(&mut self, b: Block, p: u32) -> Option<Option<Value>> {
        if !self.plan.conditional.contains(&b) {
            return Some(None);
        }
        if let Some(&x) = self.masks.get(&(b, p)) {
            return Some(x);
        }
        let preds: Vec<Block> = self
            .body
            .layout
            .iter()
            .copied()
            .filter(|&q| self.in_loop.contains(&q) && self.body.successors(q).contains(&b))
            .collect();
        let mut acc: Option<Value> = None;
        let mut all = false;
        for q in preds {
            match self.edge_mask(q, b, p)? {
                None => all = true,
                Some(e) => {
                    acc = Some(match acc {
                        None => e,
                        Some(a) => {
                            let t = self.ty(e);
                            let tr = self.all_true();
                            self.emit(
                                InstKind::Select {
                                    flags: Flags::default(),
                                    cond: a,
                                    then_val: tr,
                                    else_val: e,
                                },
                                t,
                                None,
                            )
                        }
                    })
                }
            }
        }
        let x = if all { None } else { acc };
        self.masks.insert((b, p), x);
        Some(x)
    }

    /// A phi of a conditional block as `select`s on its incoming edges' masks.
    fn blend(&mut self, i: Inst, p: u32) -> Option<Value> {
        let b = self.body.block_of(i)?;
        let InstKind::Phi { incoming, .. } = self.body.insts[i].kind.clone() else {
            return None;
        };
        let (last, rest) = incoming.split_last()?;
        let mut acc = self.vec(last.0, p)?;
        for (v, from) in rest.iter().rev() {
            let x = self.vec(*v, p)?;
            match self.edge_mask(*from, b, p)? {
                None => acc = x,
                Some(mk) => {
                    let t = self.ty(x);
                    acc = self.emit(
                        InstKind::Select {
                            flags: Flags::default(),
                            cond: mk,
                            then_val: x,
                            else_val: acc,
                        },
                        t,
                        Some("predphi"),
                    );
                }
            }
        }
        Some(acc)
    }

    /// Copies the metadata of memory instruction `from` (access groups, alias scopes, TBAA)
    /// onto `to`.
    fn copy_md(&mut self, from: Inst, to: Value) {
        if let Value::Inst(t) = to {
            let md = self.body.insts[from].md.clone();
            self.body.insts[t].md.extend(md);
        }
    }

    /// Emits the vector form of load or store `i` in part `p`.
    fn memory(&mut self, i: Inst, p: u32) -> Option<()> {
        let d = self.body.insts[i].clone();
        let access = *self.plan.accesses.get(&i)?;
        let blk = self.body.block_of(i)?;
        let mask = self.mask(blk, p)?;
        let vf = self.vf();
        let ptr_ty = self.m.types.ptr(0);
        let (ptr, align, store_val) = match &d.kind {
            InstKind::Load { ptr, align, .. } => (*ptr, *align, None),
            InstKind::Store {
                ptr, align, val, ..
            } => (*ptr, *align, Some(*val)),
            _ => return None,
        };
        let elem = match store_val {
            Some(v) => self.ty(v),
            None => d.ty,
        };
        let vt = self.vty(elem);
        let align_bytes = align.map_or(1, |a| a.bytes());
        let align_v = self.i32(align_bytes as i32);
        let suffix_v = mangled_type(self.m, vt)?;
        if vf == 1 {
            // Scalar interleaving: a copy of the access per part.
            let addr = self.lane(ptr, p, 0)?;
            let mut nd = d.clone();
            nd.name = None;
            match &mut nd.kind {
                InstKind::Load { ptr, .. } => *ptr = addr,
                InstKind::Store { ptr, val, .. } => {
                    *ptr = addr;
                    *val = self.vec(store_val?, p)?;
                }
                _ => {}
            }
            let b = self.cur;
            let pos = self.body.blocks[b].insts.len();
            let x = Value::Inst(insert_inst(&mut self.body, b, pos, nd));
            if store_val.is_none() {
                self.lanes.insert((i, p, 0), x);
                self.vecs.insert((i, p), x);
            }
            return Some(());
        }
        let access = match access {
            Access::Uniform if mask.is_some() => Access::PerLane,
            a => a,
        };
        match access {
            Access::Consecutive | Access::Reverse => {
                let mut addr = self.lane(ptr, p, 0)?;
                let rev = access == Access::Reverse;
                if rev {
                    let off = self.i64(-(i64::from(vf) - 1));
                    let b = self.cur;
                    addr = self.put(
                        b,
                        InstKind::GetElementPtr {
                            flags: Flags(Flags::INBOUNDS),
                            src_ty: elem,
                            ptr: addr,
                            indices: vec![off],
                        },
                        ptr_ty,
                        None,
                    );
                }
                let mask = match mask {
                    Some(mk) if rev => Some(self.reverse(mk)),
                    mk => mk,
                };
                match store_val {
                    None => {
                        let x = match mask {
                            None => {
                                let x = self.emit(
                                    InstKind::Load {
                                        ptr: addr,
                                        volatile: false,
                                        atomic: None,
                                        align,
                                    },
                                    vt,
                                    Some("wide.load"),
                                );
                                self.copy_md(i, x);
                                x
                            }
                            Some(mk) => {
                                let poison =
                                    Value::Const(self.m.consts.intern_raw(vt, ConstData::Poison));
                                let b = self.cur;
                                let x = self.call(
                                    b,
                                    &format!("llvm.masked.load.{suffix_v}.p0"),
                                    vt,
                                    vec![addr, align_v, mk, poison],
                                    Some("wide.masked.load"),
                                )?;
                                self.copy_md(i, x);
                                x
                            }
                        };
                        let x = if rev { self.reverse(x) } else { x };
                        self.vecs.insert((i, p), x);
                    }
                    Some(v) => {
                        let mut val = self.vec(v, p)?;
                        if rev {
                            val = self.reverse(val);
                        }
                        let void = self.m.types.void();
                        match mask {
                            None => {
                                let x = self.emit(
                                    InstKind::Store {
                                        val,
                                        ptr: addr,
                                        volatile: false,
                                        atomic: None,
                                        align,
                                    },
                                    void,
                                    None,
                                );
                                self.copy_md(i, x);
                            }
                            Some(mk) => {
                                let b = self.cur;
                                let x = self.call(
                                    b,
                                    &format!("llvm.masked.store.{suffix_v}.p0"),
                                    void,
                                    vec![val, addr, align_v, mk],
                                    None,
                                )?;
                                self.copy_md(i, x);
                            }
                        }
                    }
                }
            }
            Access::Uniform => match store_val {
                None => {
                    let addr = self.lane(ptr, p, 0)?;
                    let mut nd = d.clone();
                    nd.name = None;
                    if let InstKind::Load { ptr, .. } = &mut nd.kind {
                        *ptr = addr;
                    }
                    let b = self.cur;
                    let pos = self.body.blocks[b].insts.len();
                    let s = Value::Inst(insert_inst(&mut self.body, b, pos, nd));
                    for l in 0..vf {
                        self.lanes.insert((i, p, l), s);
                    }
                    let x = self.broadcast_in(b, s);
                    self.vecs.insert((i, p), x);
                }
                Some(v) => self.per_lane_stores(&d, p, ptr, v)?,
            },
            Access::PerLane => match (store_val, mask) {
                (None, None) => {
                    let mut ls = Vec::new();
                    for l in 0..vf {
                        let addr = self.lane(ptr, p, l)?;
                        let mut nd = d.clone();
                        nd.name = None;
                        if let InstKind::Load { ptr, .. } = &mut nd.kind {
                            *ptr = addr;
                        }
                        let b = self.cur;
                        let pos = self.body.blocks[b].insts.len();
                        let s = Value::Inst(insert_inst(&mut self.body, b, pos, nd));
                        self.lanes.insert((i, p, l), s);
                        ls.push(s);
                    }
                    let x = self.gather_lanes(ls);
                    self.vecs.insert((i, p), x);
                }
                (Some(v), None) => self.per_lane_stores(&d, p, ptr, v)?,
                (sv, Some(mk)) => {
                    let mut ps = Vec::new();
                    for l in 0..vf {
                        ps.push(self.lane(ptr, p, l)?);
                    }
                    let ptrs = self.gather_lanes(ps);
                    let pvt = self.ty(ptrs);
                    let psuffix = mangled_type(self.m, pvt)?;
                    match sv {
                        None => {
                            let poison =
                                Value::Const(self.m.consts.intern_raw(vt, ConstData::Poison));
                            let b = self.cur;
                            let x = self.call(
                                b,
                                &format!("llvm.masked.gather.{suffix_v}.{psuffix}"),
                                vt,
                                vec![ptrs, align_v, mk, poison],
                                Some("wide.masked.gather"),
                            )?;
                            self.copy_md(i, x);
                            self.vecs.insert((i, p), x);
                        }
                        Some(v) => {
                            let val = self.vec(v, p)?;
                            let void = self.m.types.void();
                            let b = self.cur;
                            let x = self.call(
                                b,
                                &format!("llvm.masked.scatter.{suffix_v}.{psuffix}"),
                                void,
                                vec![val, ptrs, align_v, mk],
                                None,
                            )?;
                            self.copy_md(i, x);
                        }
                    }
                }
            },
        }
        Some(())
    }

    /// An unconditional store, one per lane in lane order (the last lane's value stays, as
    /// in the scalar loop).
    fn per_lane_stores(&mut self, d: &InstData, p: u32, ptr: Value, v: Value) -> Option<()> {
        for l in 0..self.vf() {
            let addr = self.lane(ptr, p, l)?;
            let val = self.lane(v, p, l)?;
            let mut nd = d.clone();
            nd.name = None;
            if let InstKind::Store { ptr, val: sv, .. } = &mut nd.kind {
                *ptr = addr;
                *sv = val;
            }
            let b = self.cur;
            let pos = self.body.blocks[b].insts.len();
            insert_inst(&mut self.body, b, pos, nd);
        }
        Some(())
    }

    /// `v` (an integer) converted to type `ty` (truncated or zero-extended).
    fn convert(&mut self, b: Block, v: Value, ty: Type) -> Value {
        let from = self.ty(v);
        if from == ty {
            return v;
        }
        let (fb, tb) = (
            self.m.types.int_bits(from).unwrap_or(64),
            self.m.types.int_bits(ty).unwrap_or(64),
        );
        let op = if fb > tb { CastOp::Trunc } else { CastOp::ZExt };
        self.put(
            b,
            InstKind::Cast {
                op,
                flags: Flags::default(),
                val: v,
            },
            ty,
            None,
        )
    }

    /// The whole transformation; the vector loop's LoopID.
    fn run(&mut self, meta: Meta) -> Option<MdNode> {
        let plan = self.plan;
        let (h, pre, latch, exit) = (plan.header, plan.preheader, plan.latch, plan.exit);
        let vf = self.vf();
        let step_all = i128::from(vf * plan.interleave);
        let iv_ty = self.body.insts[plan.trip.phi].ty;
        let bool_ty = self.m.types.int(1);
        let void = self.m.types.void();
        // The trip count and the minimum-iterations check, in the preheader.
        let mut pe = Emitter::before_terminator(&self.body, pre)?;
        let tc = pe.trip_count(self.m, &mut self.body, self.names, &plan.trip)?;
        let vstep = self.int(iv_ty, step_all);
        let min_check = pe.emit(
            self.m,
            &mut self.body,
            self.names,
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                lhs: tc,
                rhs: vstep,
            },
            bool_ty,
            "min.iters.check",
        );
        // New blocks.
        let scevcheck = if plan.wrap_checks.is_empty() {
            None
        } else {
            let n = self.names.unique("vector.scevcheck");
            Some(self.body.append_block(Some(n)))
        };
        let memcheck = if plan.checks.is_empty() {
            None
        } else {
            let n = self.names.unique("vector.memcheck");
            Some(self.body.append_block(Some(n)))
        };
        // The vector epilogue's blocks are named as LLVM's `EpilogueVectorizerEpilogueLoop`
        // names them.
        let epilogue = matches!(meta, Meta::Epilogue(_));
        let [ph_name, body_name, middle_name, sph_name] = if epilogue {
            [
                "vec.epilog.ph",
                "vec.epilog.vector.body",
                "vec.epilog.middle.block",
                "vec.epilog.scalar.ph",
            ]
        } else {
            ["vector.ph", "vector.body", "middle.block", "scalar.ph"]
        };
        let n = self.names.unique(ph_name);
        let vph = self.body.append_block(Some(n));
        let n = self.names.unique(body_name);
        let vbody = self.body.append_block(Some(n));
        let n = self.names.unique(middle_name);
        let middle = self.body.append_block(Some(n));
        let n = self.names.unique(sph_name);
        let sph = self.body.append_block(Some(n));
        self.vph = vph;
        // Layout: the new blocks before the loop header.
        let new: Vec<Block> = scevcheck
            .into_iter()
            .chain(memcheck)
            .chain([vph, vbody, middle, sph])
            .collect();
        self.body.layout.retain(|b| !new.contains(b));
        let at = self.body.layout.iter().position(|&b| b == h)?;
        for (k, b) in new.iter().enumerate() {
            self.body.layout.insert(at + k, *b);
        }
        // preheader → scalar.ph | scevcheck | memcheck | vector.ph
        let first = scevcheck.or(memcheck).unwrap_or(vph);
        let pt = self.body.terminator(pre)?;
        self.body.insts[pt].kind = InstKind::CondBr {
            cond: min_check,
            then_dest: sph,
            else_dest: first,
        };
        // Run-time checks: the narrow additions first (LLVM's SCEV predicates), each wrapping
        // when its value at the last iteration, START + (trip count - 1), is below its value
        // at the first (signed).
        if let Some(sc) = scevcheck {
            let mut wraps: Option<Value> = None;
            let one = self.int(iv_ty, 1);
            let btc = self.bin(sc, BinOp::Sub, tc, one, None);
            for w in &plan.wrap_checks {
                let start = match w.iv.start {
                    Value::Const(c) => match &self.m.consts.get(c).data {
                        ConstData::Int(x) => x.as_i128().map(|x| self.int(w.ty, x)),
                        _ => None,
                    },
                    _ => None,
                };
                let start = match start {
                    Some(s) => s,
                    None => self.convert(sc, w.iv.start, w.ty),
                };
                let first = self.bin(sc, BinOp::Add, w.invariant, start, None);
                let n = self.convert(sc, btc, w.ty);
                let last = self.bin(sc, BinOp::Add, first, n, None);
                let wrap = self.put(
                    sc,
                    InstKind::ICmp {
                        pred: IntPredicate::Slt,
                        lhs: last,
                        rhs: first,
                    },
                    bool_ty,
                    None,
                );
                wraps = Some(match wraps {
                    None => wrap,
                    Some(x) => self.bin(sc, BinOp::Or, x, wrap, None),
                });
            }
            self.body.append_inst(
                sc,
                InstData::new(
                    InstKind::CondBr {
                        cond: wraps?,
                        then_dest: sph,
                        else_dest: memcheck.unwrap_or(vph),
                    },
                    void,
                ),
            );
        }
        if let Some(mc) = memcheck {
            self.body
                .append_inst(mc, InstData::new(InstKind::Unreachable, void));
            let ivs: Vec<Iv> = plan
                .inductions
                .iter()
                .map(|iv| Iv {
                    phi: iv.phi,
                    start: iv.start,
                    step: iv.step,
                })
                .collect();
            let in_loop = self.in_loop.clone();
            let conflict = emit_conflict(
                self.m,
                self.g,
                &mut self.body,
                self.names,
                mc,
                &in_loop,
                &ivs,
                tc,
                &plan.checks,
            );
            let t = self.body.terminator(mc)?;
            self.body.insts[t].kind = InstKind::CondBr {
                cond: conflict?,
                then_dest: sph,
                else_dest: vph,
            };
        }
        // vector.ph
        self.body
            .append_inst(vph, InstData::new(InstKind::Br(vbody), void));
        let nmod = self.bin(vph, BinOp::URem, tc, vstep, Some("n.mod.vf"));
        let nvec = self.bin(vph, BinOp::Sub, tc, nmod, Some("n.vec"));
        // Induction end values (resume points).
        let mut ends: FxHashMap<Inst, Value> = FxHashMap::default();
        for iv in &plan.inductions {
            let ty = self.body.insts[iv.phi].ty;
            let n = self.convert(vph, nvec, ty);
            let step = self.int(ty, iv.step);
            let scaled = self.bin(vph, BinOp::Mul, n, step, None);
            let end = self.bin(vph, BinOp::Add, iv.start, scaled, Some("ind.end"));
            ends.insert(iv.phi, end);
        }
        // vector.body: the index and the reduction phis.
        self.cur = vbody;
        let zero = self.int(iv_ty, 0);
        let index = self.put(
            vbody,
            InstKind::Phi {
                incoming: vec![(zero, vph)],
                flags: Flags::default(),
            },
            iv_ty,
            Some("index"),
        );
        let mut red_phis: Vec<(Reduction, Vec<Value>)> = Vec::new();
        for r in &plan.reductions {
            let ty = self.body.insts[r.phi].ty;
            let vt = self.vty(ty);
            let mut parts = Vec::new();
            for p in 0..plan.interleave {
                let start = self.reduction_start(vph, r, p, ty)?;
                let x = self.put(
                    vbody,
                    InstKind::Phi {
                        incoming: vec![(start, vph)],
                        flags: Flags::default(),
                    },
                    vt,
                    Some("vec.phi"),
                );
                self.vecs.insert((r.phi, p), x);
                parts.push(x);
            }
            red_phis.push((*r, parts));
        }
        // Induction values at lane 0 of part 0.
        for iv in &plan.inductions {
            let ty = self.body.insts[iv.phi].ty;
            let idx = self.convert(vbody, index, ty);
            let off = if iv.step == 1 {
                idx
            } else {
                let s = self.int(ty, iv.step);
                self.bin(vbody, BinOp::Mul, idx, s, None)
            };
            let base = if matches!(iv.start, Value::Const(c) if self.m.consts.is_null_value(&self.m.types, c))
            {
                off
            } else {
                self.bin(vbody, BinOp::Add, iv.start, off, Some("offset.idx"))
            };
            self.offsets.insert(iv.phi, base);
        }
        // The body in program order: memory accesses where they are, everything else when
        // used.
        for &b in &plan.blocks {
            let insts = self.body.blocks[b].insts.clone();
            for i in insts {
                if plan.accesses.contains_key(&i) {
                    for p in 0..plan.interleave {
                        self.memory(i, p)?;
                    }
                }
            }
        }
        // Reductions' values along the backedge.
        for (r, parts) in &red_phis {
            for (p, &phi) in parts.iter().enumerate() {
                let nv = self.vec(Value::Inst(r.next), p as u32)?;
                if let Value::Inst(pi) = phi {
                    if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pi].kind {
                        incoming.push((nv, vbody));
                    }
                }
            }
        }
        let next = self.put(
            vbody,
            InstKind::Binary {
                op: BinOp::Add,
                flags: Flags(Flags::NUW),
                lhs: index,
                rhs: vstep,
            },
            iv_ty,
            Some("index.next"),
        );
        if let Value::Inst(pi) = index {
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[pi].kind {
                incoming.push((next, vbody));
            }
        }
        let done = self.put(
            vbody,
            InstKind::ICmp {
                pred: IntPredicate::Eq,
                lhs: next,
                rhs: nvec,
            },
            bool_ty,
            None,
        );
        let loop_kind = self.m.md.kind("llvm.loop");
        let vterm = self.body.append_inst(
            vbody,
            InstData::new(
                InstKind::CondBr {
                    cond: done,
                    then_dest: middle,
                    else_dest: vbody,
                },
                void,
            ),
        );
        // middle.block: reduce, then leave or finish in the scalar loop.
        self.cur = middle;
        let mut reduced: FxHashMap<Inst, Value> = FxHashMap::default();
        for (r, _) in &red_phis {
            let ty = self.body.insts[r.phi].ty;
            let mut acc = self.vec(Value::Inst(r.next), 0)?;
            for p in 1..plan.interleave {
                let x = self.vec(Value::Inst(r.next), p)?;
                acc = self.combine(middle, r.kind, acc, x);
            }
            let v = if vf == 1 {
                acc
            } else {
                let vt = self.ty(acc);
                let sfx = mangled_type(self.m, vt)?;
                let name = format!("llvm.vector.reduce.{}.{sfx}", r.kind.name());
                match r.kind {
                    RecurKind::FAdd | RecurKind::FMul => {
                        let ident = self.identity(r.kind, ty)?;
                        let x = self.call(middle, &name, ty, vec![ident, acc], Some("rdx"))?;
                        if let Value::Inst(xi) = x {
                            if let InstKind::Call(c) = &mut self.body.insts[xi].kind {
                                c.flags = Flags(Flags::FAST_REASSOC);
                            }
                        }
                        // The start value joins last, as LLVM's in-loop start lane does.
                        x
                    }
                    _ => self.call(middle, &name, ty, vec![acc], Some("rdx"))?,
                }
            };
            reduced.insert(r.next, v);
        }
        let cmp_n = self.put(
            middle,
            InstKind::ICmp {
                pred: IntPredicate::Eq,
                lhs: tc,
                rhs: nvec,
            },
            bool_ty,
            Some("cmp.n"),
        );
        self.body.append_inst(
            middle,
            InstData::new(
                InstKind::CondBr {
                    cond: cmp_n,
                    then_dest: exit,
                    else_dest: sph,
                },
                void,
            ),
        );
        // scalar.ph: where the scalar loop resumes.
        let mut from_outside = vec![pre];
        from_outside.extend(scevcheck);
        from_outside.extend(memcheck);
        let mut resume: FxHashMap<Inst, Value> = FxHashMap::default();
        for iv in &plan.inductions {
            let ty = self.body.insts[iv.phi].ty;
            let mut inc = vec![(ends[&iv.phi], middle)];
            inc.extend(from_outside.iter().map(|&b| (iv.start, b)));
            let x = self.put(
                sph,
                InstKind::Phi {
                    incoming: inc,
                    flags: Flags::default(),
                },
                ty,
                Some("bc.resume.val"),
            );
            resume.insert(iv.phi, x);
        }
        for r in &plan.reductions {
            let ty = self.body.insts[r.phi].ty;
            let mut inc = vec![(reduced[&r.next], middle)];
            inc.extend(from_outside.iter().map(|&b| (r.start, b)));
            let x = self.put(
                sph,
                InstKind::Phi {
                    incoming: inc,
                    flags: Flags::default(),
                },
                ty,
                Some("bc.merge.rdx"),
            );
            resume.insert(r.phi, x);
        }
        self.body
            .append_inst(sph, InstData::new(InstKind::Br(h), void));
        for p in phis(&self.body, h) {
            let r = resume.get(&p).copied();
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[p].kind {
                for e in incoming.iter_mut() {
                    if e.1 == pre {
                        e.1 = sph;
                        if let Some(r) = r {
                            e.0 = r;
                        }
                    }
                }
            }
        }
        // The exit's LCSSA phis: their value when the vector loop did all iterations.
        for p in phis(&self.body, exit) {
            let InstKind::Phi { incoming, .. } = &self.body.insts[p].kind else {
                continue;
            };
            let v = incoming.iter().find(|(_, b)| *b == latch)?.0;
            let x = match v {
                Value::Inst(i) if self.inside(v) => {
                    if let Some(&r) = reduced.get(&i) {
                        r
                    } else if let Some(iv) = plan.inductions.iter().find(|iv| iv.next == i) {
                        ends[&iv.phi]
                    } else if let Some(iv) = self.induction(i) {
                        let ty = self.body.insts[i].ty;
                        let s = self.int(ty, iv.step);
                        let end = ends[&iv.phi];
                        self.bin(middle, BinOp::Sub, end, s, Some("ind.escape"))
                    } else {
                        return None;
                    }
                }
                v => v,
            };
            if let InstKind::Phi { incoming, .. } = &mut self.body.insts[p].kind {
                incoming.push((x, middle));
            }
        }
        // Loop metadata.
        let orig = match meta {
            Meta::Main(orig) => orig,
            Meta::Epilogue(id) => {
                self.body.insts[vterm].md.push((loop_kind, id));
                return Some(id);
            }
        };
        let vector_id = match make_followup_loop_id(
            self.m,
            orig,
            &[
                "llvm.loop.vectorize.followup_all",
                "llvm.loop.vectorize.followup_vectorized",
            ],
            None,
            false,
        ) {
            Followup::Unspecified => {
                let isv = self.isvectorized_node();
                Some(post_transformation_loop_id(
                    self.m,
                    orig,
                    &["llvm.loop.vectorize.", "llvm.loop.interleave."],
                    &[isv],
                ))
            }
            f => f.loop_id(),
        };
        let vector_id = self.add_runtime_unroll_disable(vector_id);
        self.body.insts[vterm].md.push((loop_kind, vector_id));
        let scalar_id = match make_followup_loop_id(
            self.m,
            orig,
            &[
                "llvm.loop.vectorize.followup_all",
                "llvm.loop.vectorize.followup_epilogue",
            ],
            None,
            false,
        ) {
            Followup::Unspecified => {
                let mut id = orig;
                if vf > 1 && plan.checks.is_empty() && plan.wrap_checks.is_empty() {
                    id = Some(self.add_runtime_unroll_disable(id));
                }
                let isv = self.isvectorized_node();
                Some(post_transformation_loop_id(
                    self.m,
                    id,
                    &["llvm.loop.vectorize.", "llvm.loop.interleave."],
                    &[isv],
                ))
            }
            f => f.loop_id(),
        };
        let st = self.body.terminator(latch)?;
        self.body.insts[st].md.retain(|(k, _)| *k != loop_kind);
        if let Some(id) = scalar_id {
            self.body.insts[st].md.push((loop_kind, id));
        }
        Some(vector_id)
    }

    /// `!{!"llvm.loop.isvectorized", i32 1}`.
    fn isvectorized_node(&mut self) -> MdNode {
        let s = self.m.md.string(b"llvm.loop.isvectorized");
        let one = self.i32(1);
        let Value::Const(c) = one else { unreachable!() };
        self.m.md.uniqued(NodeData::Tuple(vec![
            Some(MdRef::Str(s)),
            Some(MdRef::Value(c)),
        ]))
    }

    /// LLVM's `AddRuntimeUnrollDisableMetaData`: a new LoopID with
    /// `llvm.loop.unroll.runtime.disable` added, unless the last attribute is an
    /// `llvm.loop.unroll.disable`.
    fn add_runtime_unroll_disable(&mut self, id: Option<MdNode>) -> MdNode {
        let mut last_is_disable = false;
        if let Some(id) = id {
            for op in self.m.md.tuple_ops(id).iter().skip(1) {
                last_is_disable = match op {
                    Some(MdRef::Node(n)) => matches!(
                        self.m.md.tuple_ops(*n).first(),
                        Some(Some(MdRef::Str(s))) if self.m.md.str_bytes(*s).starts_with(b"llvm.loop.unroll.disable")
                    ),
                    _ => last_is_disable,
                };
            }
        }
        if last_is_disable {
            if let Some(id) = id {
                return id;
            }
        }
        let s = self.m.md.string(b"llvm.loop.unroll.runtime.disable");
        let attr = self
            .m
            .md
            .uniqued(NodeData::Tuple(vec![Some(MdRef::Str(s))]));
        post_transformation_loop_id(self.m, id, &[], &[attr])
    }

    /// The neutral element of a reduction.
    fn identity(&mut self, k: RecurKind, ty: Type) -> Option<Value> {
        if k.min_max_predicate().is_some() {
            return None;
        }
        if k.identity_int(1) == Some(0) {
            return Some(Value::Const(self.m.consts.intern_raw(ty, ConstData::Zero)));
        }
        k.identity_const(self.m, ty)
    }

    /// The start vector of part `p` of reduction `r`: the start value in lane 0 of part 0,
    /// the identity elsewhere (min/max: the start everywhere).
    fn reduction_start(&mut self, vph: Block, r: &Reduction, p: u32, ty: Type) -> Option<Value> {
        if r.kind.min_max_predicate().is_some() {
            return Some(self.broadcast_in(vph, r.start));
        }
        let ident = self.identity(r.kind, ty)?;
        if p > 0 {
            return Some(self.splat_const(ident));
        }
        if self.vf() == 1 {
            return Some(r.start);
        }
        let base = self.splat_const(ident);
        let vt = self.ty(base);
        let zero = self.i64(0);
        Some(self.put(
            vph,
            InstKind::InsertElement {
                vec: base,
                elt: r.start,
                idx: zero,
            },
            vt,
            None,
        ))
    }

    /// `a ⊕ b` for the reduction's operation, in block `b`.
    fn combine(&mut self, blk: Block, k: RecurKind, a: Value, b: Value) -> Value {
        if let Some(op) = k.binop() {
            return self.bin(blk, op, a, b, Some("bin.rdx"));
        }
        let pred = k.min_max_predicate().unwrap_or(IntPredicate::Slt);
        let t = self.ty(a);
        let bt = {
            let b1 = self.m.types.int(1);
            self.vty(b1)
        };
        let c = self.put(
            blk,
            InstKind::ICmp {
                pred,
                lhs: a,
                rhs: b,
            },
            bt,
            Some("rdx.minmax.cmp"),
        );
        self.put(
            blk,
            InstKind::Select {
                flags: Flags::default(),
                cond: c,
                then_val: a,
                else_val: b,
            },
            t,
            Some("rdx.minmax"),
        )
    }
}
