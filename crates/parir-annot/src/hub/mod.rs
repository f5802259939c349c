//! Translations between the annotation forms through the claims model
//! (`llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows": the translators between a
//! parallel IR and the directive form; `ivdep-loop-annotations-design.md`, "LLVM Metadata
//! changes"; `csa-pathfinding-builtins.rst`, "parallel_loop" and
//! "parallel_{region,section}_{entry,exit}"): each pass reads a claim in one vocabulary and
//! writes it in another, removing the original so that the claim lives in one place.
//!
//! - `ivdep-to-directives`: a loop whose `llvm.loop.parallel_accesses` or
//!   `llvm.loop.no_depends` claim covers every memory access of the loop becomes a
//!   `DIR.OMP.SIMD` region around the loop (`no_depends_safelen S` covering every access:
//!   `DIR.OMP.SIMD` with `QUAL.OMP.SAFELEN(S)`), listing the pointers defined outside that the
//!   loop uses as `QUAL.OMP.SHARED` (the RFC's property C); the claim's loop attributes go.
//!   A claim on some accesses only (`ivdep(a)` on one array) has no directive form: a located
//!   warning, and the loop keeps its metadata.
//! - `directives-to-ivdep`: a loop directive (`DIR.OMP.SIMD`, `DIR.OMP.PARALLEL.LOOP`,
//!   `DIR.OMP.LOOP`, ...) whose claim covers every memory access, with no variable to
//!   privatize or reduce and nothing inside `critical`/`atomic`, becomes a fresh access group
//!   on each access and `llvm.loop.parallel_accesses` (a `QUAL.OMP.SAFELEN(S)`:
//!   `llvm.loop.no_depends_safelen S`), and the region goes: LLVM's own passes (the loop
//!   vectorizer) then see the claim. A region with clauses the metadata cannot say
//!   (`PRIVATE`, `REDUCTION.*`, `NUM_THREADS`, ... anything but `SHARED` and `SAFELEN`/
//!   `SIMDLEN`) is left with a located warning.
//!
//! Both directions keep what the claims model sees: the same loop, claimed fully parallel
//! (tests: `crates/parir-annot/tests/filetests/hub-*.ll` and `crates/parir-cli/tests/hub.rs`,
//! which checks that programs run with the same output and sanitizer verdict before and
//! after).

use crate::claims::{claimed_loops_in, Claim};
use crate::diag::Warning;
use crate::directives::build::{OmpClause, OmpDirective, RegionBuilder};
use crate::directives::model::DirectiveFunction;
use parir_analysis::access_groups::{add_access_groups, new_access_group};
use parir_analysis::loop_attrs::{edit_loop_attributes, LoopAttribute};
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::MdRef;
use parir_ir::{Block, GlobalId, Inst, Module, Value};
use parir_transform::manager::PreservedAnalyses;

module_pass!(
    IvdepToDirectives,
    "ivdep-to-directives",
    "IvdepToDirectivesPass",
    "loops claimed by parallel_accesses / no_depends[_safelen] on every access -> DIR.OMP.SIMD regions [SAFELEN]",
    ivdep_to_directives,
    // Calls are inserted into existing blocks: no block or edge changes.
    PreservedAnalyses::cfg()
);
module_pass!(
    DirectivesToIvdep,
    "directives-to-ivdep",
    "DirectivesToIvdepPass",
    "loop directives covering every access (no private/reduction clauses) -> access groups + llvm.loop.parallel_accesses",
    directives_to_ivdep,
    // Calls are removed from existing blocks: no block or edge changes.
    PreservedAnalyses::cfg()
);

fn fname(m: &Module, f: GlobalId) -> String {
    m.globals[f].name().unwrap_or_default().to_string()
}

/// `ivdep-to-directives` over the module.
pub fn ivdep_to_directives(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        // One loop per round: inserting a region shifts instruction positions.
        let mut done: Vec<Block> = Vec::new();
        loop {
            let body = m.body(f).expect("body");
            let fl = FunctionLoops::compute(body);
            let loops = claimed_loops_in(m, f, body, &fl);
            let mut next = None;
            for cl in &loops {
                if done.contains(&cl.header) {
                    continue;
                }
                let metadata: Vec<_> = cl
                    .claims
                    .iter()
                    .filter(|c| {
                        !matches!(c.claim, Claim::Directive(_) | Claim::DirectiveSafelen(..))
                    })
                    .collect();
                if metadata.is_empty() {
                    continue;
                }
                done.push(cl.header);
                let full = metadata.iter().find(|c| c.uncovered.is_empty());
                let Some(c) = full else {
                    let at = &body.insts[body.terminator(cl.latches[0]).expect("latch")];
                    warnings.push(
                        Warning::new(
                            "hub-partial-claim",
                            format!(
                                "{}: the claim covers some of the loop's accesses only; no directive says that, the loop keeps its metadata",
                                cl.describe
                            ),
                        )
                        .at_inst(m, &name, at),
                    );
                    continue;
                };
                next = Some((cl.lp, cl.header, c.claim));
                break;
            }
            let Some((l, header, claim)) = next else {
                break;
            };
            match wrap_in_simd(m, f, &fl, l, claim) {
                Ok(()) => changed = true,
                Err(why) => {
                    let body = m.body(f).expect("body");
                    let at = &body.insts[body.terminator(header).expect("terminator")];
                    warnings.push(
                        Warning::new(
                            "hub-loop-not-simplified",
                            format!("{why}; the loop keeps its metadata (run loop-simplify first)"),
                        )
                        .at_inst(m, &name, at),
                    );
                }
            }
        }
    }
    (changed, warnings)
}

/// Wraps loop `l` in a `DIR.OMP.SIMD` region and drops the claim attributes.
fn wrap_in_simd(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: parir_analysis::loops::Loop,
    claim: Claim,
) -> Result<(), String> {
    let attr = claim.attribute();
    wrap_loop(m, f, fl, l, OmpDirective::Simd, |m, rb| {
        if let Claim::NoDependsSafelen(s) = claim {
            let t = m.types.int(32);
            let c = m.consts.int(t, 32, i128::from(s));
            return rb.clause(OmpClause::Safelen, vec![Value::Const(c)]);
        }
        rb
    })?;
    edit_loop_attributes(m, f, fl, l, |a| {
        a.remove(attr);
    })
    .map_err(|e| e.to_string())?;
    Ok(())
}

/// The pointers that instructions `inside` of function `f` use and that come from outside
/// them (arguments, instructions elsewhere, global variables), in first-use order: what a
/// region around them lists as `QUAL.OMP.SHARED` (the RFC's property C).
fn pointers_from_outside(m: &Module, f: GlobalId, inside: &[Inst]) -> Vec<Value> {
    let body = m.body(f).expect("body");
    let inside_set: std::collections::HashSet<Inst> = inside.iter().copied().collect();
    let mut shared: Vec<Value> = Vec::new();
    for &i in inside {
        body.insts[i].kind.for_each_operand(|v| {
            let outside = match v {
                Value::Arg(_) => true,
                Value::Inst(x) => !inside_set.contains(&x),
                Value::Const(k) => matches!(m.consts.get(k).data,
                    parir_ir::value::ConstData::Global(g) if m.globals[g].as_func().is_none()),
                _ => false,
            };
            let ptr = parir_analysis::memory::value_type(m, f, body, v)
                .is_some_and(|t| m.types.is_ptr(t));
            if outside && ptr && !shared.contains(&v) {
                shared.push(v);
            }
        });
    }
    shared
}

/// Wraps loop `l` (loop-simplify form: a preheader, one dedicated exit block) in a region of
/// directive `d`: the entry before the preheader's branch, the exit after the exit block's
/// phis; `clauses` adds clauses, then the pointers defined outside that the loop uses are
/// listed as `QUAL.OMP.SHARED` (the RFC's property C).
fn wrap_loop(
    m: &mut Module,
    f: GlobalId,
    fl: &FunctionLoops,
    l: parir_analysis::loops::Loop,
    d: OmpDirective,
    clauses: impl FnOnce(&mut Module, RegionBuilder) -> RegionBuilder,
) -> Result<(), String> {
    let body = m.body(f).expect("body");
    let pre = fl
        .forest
        .preheader(&fl.cfg, body, l)
        .ok_or("the loop has no preheader")?;
    let exits = fl.forest.unique_exit_blocks(&fl.cfg, l);
    let [exit] = exits.as_slice() else {
        return Err("the loop has several exit blocks".into());
    };
    if !fl.forest.has_dedicated_exits(&fl.cfg, l) {
        return Err("the loop's exit block is also entered from outside the loop".into());
    }
    // Property C: the pointers defined outside that the loop uses are listed.
    let inside: Vec<Inst> = fl
        .forest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .collect();
    let shared = pointers_from_outside(m, f, &inside);
    let pre_at = body.blocks[pre].insts.len() - 1;
    let exit_at = body.blocks[*exit]
        .insts
        .iter()
        .take_while(|&&i| matches!(body.insts[i].kind, parir_ir::inst::InstKind::Phi { .. }))
        .count();
    let exit = *exit;
    let mut rb = clauses(m, RegionBuilder::new(d));
    if !shared.is_empty() {
        rb = rb.clause(OmpClause::Shared, shared);
    }
    rb.insert(m, f, (pre, pre_at), &[(exit, exit_at)])?;
    Ok(())
}

/// A directive loop `directives-to-ivdep` rewrites.
struct Translatable {
    lp: parir_analysis::loops::Loop,
    /// The accesses its claim covers (all of the loop's).
    covered: Vec<Inst>,
    /// The region's entry and exits.
    entry: Inst,
    exits: Vec<Inst>,
    /// `QUAL.OMP.SAFELEN(S)`.
    safelen: Option<u64>,
}

/// `directives-to-ivdep` over the module.
pub fn directives_to_ivdep(m: &mut Module) -> (bool, Vec<Warning>) {
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let mut done: Vec<Block> = Vec::new();
        loop {
            let body = m.body(f).expect("body");
            let fl = FunctionLoops::compute(body);
            let model = DirectiveFunction::of(m, body);
            let loops = claimed_loops_in(m, f, body, &fl);
            let mut next: Option<Translatable> = None;
            for cl in &loops {
                if done.contains(&cl.header) {
                    continue;
                }
                let Some(c) = cl.claims.iter().find(|c| matches!(c.claim, Claim::Directive(t) | Claim::DirectiveSafelen(t, _) if t.starts_with("DIR.OMP."))) else {
                    continue;
                };
                done.push(cl.header);
                let region = model.regions.iter().find(|r| {
                    r.enclosed_loop(&fl) == Some(cl.lp) && r.directive() == Some(c.claim.name())
                });
                let Some(region) = region else { continue };
                let entry = &body.insts[region.entry];
                let mut safelen = None;
                let mut refused: Option<String> = None;
                for b in region.bundles.iter().skip(1) {
                    let (base, _) = crate::directives::vocab::split_clause(&b.tag);
                    match base {
                        "QUAL.OMP.SHARED" | "QUAL.OMP.SIMDLEN" => {}
                        "QUAL.OMP.SAFELEN" => {
                            safelen = b
                                .operands
                                .first()
                                .and_then(|&v| crate::irbuild::const_int(m, v))
                                .and_then(|v| u64::try_from(v).ok());
                        }
                        other => {
                            refused.get_or_insert_with(|| format!("clause {other}"));
                        }
                    }
                }
                if !c.uncovered.is_empty() || !c.privatized.is_empty() || !c.synchronized.is_empty()
                {
                    refused.get_or_insert_with(|| "accesses the claim does not cover (private, reduced or synchronized variables)".into());
                }
                if let Some(why) = refused {
                    warnings.push(
                        Warning::new(
                            "hub-directive-not-expressible",
                            format!(
                                "{}: {} has {why}, which loop metadata cannot say; the region stays",
                                cl.describe,
                                c.claim.name()
                            ),
                        )
                        .at_inst(m, &name, entry),
                    );
                    continue;
                }
                next = Some(Translatable {
                    lp: cl.lp,
                    covered: c.covered.clone(),
                    entry: region.entry,
                    exits: region.exits.clone(),
                    safelen,
                });
                break;
            }
            let Some(Translatable {
                lp: l,
                covered,
                entry,
                exits,
                safelen,
            }) = next
            else {
                break;
            };
            // A group every covered access already has (the loop came from metadata before)
            // is reused; otherwise a new one.
            let common = {
                let body = m.body(f).expect("body");
                let mut sets = covered
                    .iter()
                    .map(|&i| parir_analysis::access_groups::access_groups(m, &body.insts[i]));
                let first = sets.next().unwrap_or_default();
                let rest: Vec<Vec<_>> = sets.collect();
                first
                    .into_iter()
                    .find(|g| rest.iter().all(|r| r.contains(g)))
            };
            let g = match common {
                Some(g) => g,
                None => {
                    let g = new_access_group(m);
                    for &i in &covered {
                        add_access_groups(m, f, i, g);
                    }
                    g
                }
            };
            let attr = match safelen {
                Some(s) => {
                    let c = parir_analysis::loop_attrs::int_operand(
                        m,
                        32,
                        i128::from(s.min(u64::from(u32::MAX))),
                    );
                    LoopAttribute::new(
                        "llvm.loop.no_depends_safelen",
                        vec![Some(MdRef::Node(g)), c],
                    )
                }
                None => {
                    LoopAttribute::new("llvm.loop.parallel_accesses", vec![Some(MdRef::Node(g))])
                }
            };
            if let Err(e) = edit_loop_attributes(m, f, &fl, l, |a| a.add(attr)) {
                warnings.push(Warning::error(
                    "hub-directives-to-ivdep-failed",
                    e.to_string(),
                ));
                continue;
            }
            let body = m.body_mut(f).expect("body");
            for x in exits {
                parir_transform::edit::remove_inst(body, x);
            }
            parir_transform::edit::remove_inst(body, entry);
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &["llvm.directive.region.entry", "llvm.directive.region.exit"],
        );
    }
    (changed, warnings)
}

module_pass!(
    TapirToIvdep,
    "tapir-to-ivdep",
    "TapirToIvdepPass",
    "cilk_for loops (Tapir or the RFC's markers) whose tasks hold every access -> serial loops with access groups + llvm.loop.parallel_accesses",
    tapir_to_ivdep,
    // Terminators are rewritten to the same successors: no block or edge changes.
    PreservedAnalyses::cfg()
);

/// `tapir-to-ivdep`: every `cilk_for` loop (a loop whose iterations each detach a task, in
/// Tapir or in the RFC's marker form) whose claim covers every memory access of the loop
/// (the loop control lives in registers, as clang's -O1 and above leave it) becomes its
/// serial elision with the claim in LLVM's vocabulary: an access group on each access and
/// `llvm.loop.parallel_accesses`. The detach becomes a branch into the task, its reattaches
/// branches to the continuation; a `sync` (`local_barrier`) of the loop's sync region goes
/// when no other detach uses the region, and the region with it. A loop with accesses outside
/// its tasks (an -O0 induction variable in memory) keeps its form, with a located warning.
pub fn tapir_to_ivdep(m: &mut Module) -> (bool, Vec<Warning>) {
    use parir_ir::inst::InstKind as K;
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let mut done: Vec<Block> = Vec::new();
        loop {
            let body = m.body(f).expect("body");
            let fl = FunctionLoops::compute(body);
            let model = DirectiveFunction::of(m, body);
            let tasks = crate::claims::task_loops(body, &fl, &model);
            let loops = claimed_loops_in(m, f, body, &fl);
            let mut next = None;
            for t in tasks {
                if done.contains(&t.header) {
                    continue;
                }
                done.push(t.header);
                let Some(cl) = loops.iter().find(|c| c.header == t.header) else {
                    continue;
                };
                let Some(c) = cl
                    .claims
                    .iter()
                    .find(|c| c.claim == Claim::Directive(t.tag))
                else {
                    continue;
                };
                if !c.uncovered.is_empty() {
                    warnings.push(
                        Warning::new(
                            "hub-task-loop-not-expressible",
                            format!(
                                "{}: {} memory access(es) of the loop lie outside its tasks (loop control in memory?); parallel_accesses would claim them too, so the loop keeps its {} form",
                                cl.describe,
                                c.uncovered.len(),
                                t.tag
                            ),
                        )
                        .at_inst(m, &name, &body.insts[t.detach]),
                    );
                    continue;
                }
                next = Some((cl.lp, t, c.covered.clone()));
                break;
            }
            let Some((l, t, covered)) = next else {
                break;
            };
            // The claim in metadata first (instruction ids stay valid).
            let g = new_access_group(m);
            for &i in &covered {
                add_access_groups(m, f, i, g);
            }
            let attr =
                LoopAttribute::new("llvm.loop.parallel_accesses", vec![Some(MdRef::Node(g))]);
            if let Err(e) = edit_loop_attributes(m, f, &fl, l, |a| a.add(attr)) {
                warnings.push(Warning::error("hub-tapir-to-ivdep-failed", e.to_string()));
                continue;
            }
            // The task's reattaches (terminators and markers), found before editing.
            let (reattaches, reattach_markers) = {
                let body = m.body(f).expect("body");
                let mut terms = Vec::new();
                let mut marks = Vec::new();
                for &b in &t.task_blocks {
                    for &i in &body.blocks[b].insts {
                        match &body.insts[i].kind {
                            K::Reattach { cont, .. } if *cont == t.cont => terms.push(i),
                            k => {
                                let tagged = k.call_data().is_some_and(|c| {
                                    c.bundles.first().is_some_and(|b| b.tag == "reattach_task")
                                });
                                if tagged
                                    && crate::directives::model::directive_call(m, &body.insts[i])
                                        == Some(crate::directives::model::DirectiveCall::Marker)
                                {
                                    marks.push(i);
                                }
                            }
                        }
                    }
                }
                (terms, marks)
            };
            let body = m.body_mut(f).expect("body");
            // The serial elision of this loop's task.
            let region = match body.insts[t.detach].kind.clone() {
                K::Detach { region, task, .. } => {
                    body.insts[t.detach].kind = K::Br(task);
                    region
                }
                _ => {
                    // A detach_task marker: its block's `br i1 %k, task, cont` enters the task.
                    let b = body.inst_block[t.detach].expect("placed");
                    let term = body.terminator(b).expect("terminator");
                    if let K::CondBr { then_dest, .. } = body.insts[term].kind {
                        body.insts[term].kind = K::Br(then_dest);
                    }
                    let region = body.insts[t.detach]
                        .kind
                        .call_data()
                        .and_then(|c| c.bundles.first())
                        .and_then(|b| b.inputs.first().copied());
                    parir_transform::edit::remove_inst(body, t.detach);
                    region
                }
            };
            for i in reattaches {
                body.insts[i].kind = K::Br(t.cont);
            }
            for i in reattach_markers {
                parir_transform::edit::remove_inst(body, i);
            }
            release_region(m, f, region);
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &["llvm.directive.marker", "llvm.syncregion.start"],
        );
    }
    (changed, warnings)
}

/// After a loop's detach left sync region `region` (a `syncregion.start` result, or `None`
/// for operand-less markers): when no detach within it remains in function `f`, its syncs
/// (`sync`, `local_barrier`) become branches and the region goes.
fn release_region(m: &mut Module, f: GlobalId, region: Option<Value>) {
    use parir_ir::inst::InstKind as K;
    let body = m.body(f).expect("body");
    let marker_region = |i: Inst, tag: &str| -> Option<Option<Value>> {
        let d = &body.insts[i];
        if crate::directives::model::directive_call(m, d)
            != Some(crate::directives::model::DirectiveCall::Marker)
        {
            return None;
        }
        let b = d.kind.call_data()?.bundles.first()?;
        (b.tag == tag).then(|| b.inputs.first().copied())
    };
    let mut still_used = false;
    let mut syncs = Vec::new();
    for (_, i) in body.inst_iter() {
        match &body.insts[i].kind {
            K::Detach { region: r, .. } if *r == region => still_used = true,
            K::Sync { region: r, .. } if *r == region => syncs.push(i),
            _ => {
                if marker_region(i, "detach_task") == Some(region) {
                    still_used = true;
                }
                if marker_region(i, "local_barrier") == Some(region) {
                    syncs.push(i);
                }
            }
        }
    }
    if still_used {
        return;
    }
    let body = m.body_mut(f).expect("body");
    for i in syncs {
        match body.insts[i].kind.clone() {
            K::Sync { cont, .. } => body.insts[i].kind = K::Br(cont),
            _ => parir_transform::edit::remove_inst(body, i),
        }
    }
    // The region itself, when nothing else (sync.unwind, another sync) uses it.
    if let Some(Value::Inst(r)) = region {
        let used = body.inst_iter().any(|(_, i)| {
            let mut u = false;
            body.insts[i]
                .kind
                .for_each_operand(|v| u |= v == Value::Inst(r));
            if let Some(c) = body.insts[i].kind.call_data() {
                u |= c.bundles.iter().any(|b| b.inputs.contains(&Value::Inst(r)));
            }
            u
        });
        if !used {
            parir_transform::edit::remove_inst(body, r);
        }
    }
}

module_pass!(
    CsaToDirectives,
    "csa-to-directives",
    "CsaToDirectivesPass",
    "CSA loop builtins (parallel_loop, spmd, spmdization) -> DIR.OMP.PARALLEL.LOOP [NUM_THREADS, SCHEDULE.STATIC]",
    csa_to_directives,
    // Calls are inserted and removed in existing blocks: no block or edge changes.
    PreservedAnalyses::cfg()
);
module_pass!(
    DirectivesToCsa,
    "directives-to-csa",
    "DirectivesToCsaPass",
    "DIR.OMP.PARALLEL.LOOP [NUM_THREADS, SCHEDULE.STATIC] covering every access -> llvm.csa.parallel.loop / llvm.csa.spmd",
    directives_to_csa,
    // Calls are inserted and removed in existing blocks: no block or edge changes.
    PreservedAnalyses::cfg()
);

/// `csa-to-directives` (issue 18, item 4): the CSA loop builtins as their OpenMP equivalents
/// (the seed: parallel_loop "is the equivalent of `#pragma omp parallel for`"; spmd(W, chunk)
/// is `num_threads(W)` with `schedule(static[, chunk])`, chunk 0 meaning OpenMP's default
/// blocks, docs/decisions.md). The loop a builtin marks is found as CLIE finds it (searching
/// back from the preheader); the builtin goes and the loop gets a `DIR.OMP.PARALLEL.LOOP`
/// region (`QUAL.OMP.NUM_THREADS(W)` and `QUAL.OMP.SCHEDULE.STATIC(chunk)` for spmd and
/// spmdization) with its pointers `SHARED`. `pipeline_loop` has no OpenMP form; a loop not
/// in loop-simplify form cannot be wrapped: located warnings, and the builtin stays.
pub fn csa_to_directives(m: &mut Module) -> (bool, Vec<Warning>) {
    use crate::csa::intrinsics::{csa_call, CsaIntrinsic};
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let mut done: Vec<Inst> = Vec::new();
        loop {
            let body = m.body(f).expect("body");
            let fl = FunctionLoops::compute(body);
            let mut next = None;
            for l in fl.forest.preorder() {
                let Some(marker) = crate::csa::clie::identify(m, body, &fl, l) else {
                    continue;
                };
                if done.contains(&marker) {
                    continue;
                }
                done.push(marker);
                let d = &body.insts[marker];
                let args = d
                    .kind
                    .call_data()
                    .map(|c| c.args.clone())
                    .unwrap_or_default();
                let arg = |k: usize| args.get(k).and_then(|&v| crate::irbuild::const_int(m, v));
                let plan = match csa_call(m, d) {
                    Some(CsaIntrinsic::ParallelLoop) => Ok(None),
                    Some(CsaIntrinsic::Spmd) => match (arg(0), arg(1)) {
                        (Some(w), Some(c)) => Ok(Some((w, c))),
                        _ => Err("spmd with arguments that are not constants".to_string()),
                    },
                    Some(CsaIntrinsic::Spmdization) => {
                        match (
                            arg(0),
                            args.get(1)
                                .map(|&v| crate::csa::clie::spmdization_chunk(m, v)),
                        ) {
                            (Some(w), Some(Ok(c))) => Ok(Some((w, c))),
                            (_, Some(Err(e))) => Err(format!("spmdization: {e}")),
                            _ => Err("spmdization with a worker count that is not a constant"
                                .to_string()),
                        }
                    }
                    _ => Err("pipeline_loop has no OpenMP form".to_string()),
                };
                match plan {
                    Ok(p) => {
                        next = Some((l, marker, p));
                        break;
                    }
                    Err(why) => warnings.push(
                        Warning::new(
                            "hub-csa-not-expressible",
                            format!("{why}; the builtin stays"),
                        )
                        .at_inst(m, &name, d),
                    ),
                }
            }
            let Some((l, marker, plan)) = next else {
                break;
            };
            let wrapped = wrap_loop(
                m,
                f,
                &fl,
                l,
                OmpDirective::ParallelLoop,
                |m, rb| match plan {
                    None => rb,
                    Some((w, c)) => {
                        let t = m.types.int(32);
                        let w = m.consts.int(t, 32, i128::from(w));
                        let c = m.consts.int(t, 32, i128::from(c));
                        rb.clause(OmpClause::NumThreads, vec![Value::Const(w)])
                            .clause(OmpClause::ScheduleStatic, vec![Value::Const(c)])
                    }
                },
            );
            match wrapped {
                Ok(()) => {
                    let body = m.body_mut(f).expect("body");
                    parir_transform::edit::remove_inst(body, marker);
                    changed = true;
                }
                Err(why) => {
                    let body = m.body(f).expect("body");
                    warnings.push(
                        Warning::new(
                            "hub-loop-not-simplified",
                            format!("{why}; the builtin stays (run loop-simplify first)"),
                        )
                        .at_inst(m, &name, &body.insts[marker]),
                    );
                }
            }
        }
    }
    if changed {
        let names: Vec<&str> = [
            CsaIntrinsic::ParallelLoop,
            CsaIntrinsic::Spmd,
            CsaIntrinsic::Spmdization,
        ]
        .iter()
        .map(|k| k.name())
        .collect();
        crate::csa::intrinsics::remove_unused_declarations(m, &names);
    }
    (changed, warnings)
}

/// `directives-to-csa`: a `DIR.OMP.PARALLEL.LOOP` region whose claim covers every access and
/// whose clauses are `SHARED`, `NUM_THREADS` and `SCHEDULE.STATIC` only becomes the CSA
/// builtin at the end of the loop's preheader: `llvm.csa.parallel.loop()` without
/// `NUM_THREADS`, `llvm.csa.spmd(W, chunk)` with it (chunk from `SCHEDULE.STATIC`, 0 without);
/// the region goes. Other clauses (`PRIVATE`, `REDUCTION.*`, `SCHEDULE.DYNAMIC`, ...) have no
/// CSA form: a located warning, and the region stays.
pub fn directives_to_csa(m: &mut Module) -> (bool, Vec<Warning>) {
    use crate::csa::intrinsics::CsaIntrinsic;
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let mut done: Vec<Block> = Vec::new();
        loop {
            let body = m.body(f).expect("body");
            let fl = FunctionLoops::compute(body);
            let model = DirectiveFunction::of(m, body);
            let loops = claimed_loops_in(m, f, body, &fl);
            let mut next = None;
            for cl in &loops {
                if done.contains(&cl.header) {
                    continue;
                }
                let Some(c) = cl
                    .claims
                    .iter()
                    .find(|c| c.claim == Claim::Directive("DIR.OMP.PARALLEL.LOOP"))
                else {
                    continue;
                };
                done.push(cl.header);
                let Some(region) = model.regions.iter().find(|r| {
                    r.enclosed_loop(&fl) == Some(cl.lp)
                        && r.directive() == Some("DIR.OMP.PARALLEL.LOOP")
                }) else {
                    continue;
                };
                let (mut threads, mut chunk, mut refused) = (None, None, None::<String>);
                for b in region.bundles.iter().skip(1) {
                    let (base, _) = crate::directives::vocab::split_clause(&b.tag);
                    let first = b
                        .operands
                        .first()
                        .and_then(|&v| crate::irbuild::const_int(m, v));
                    match base {
                        "QUAL.OMP.SHARED" => {}
                        "QUAL.OMP.NUM_THREADS" if first.is_some() => threads = first,
                        "QUAL.OMP.SCHEDULE.STATIC" if first.is_some() => chunk = first,
                        other => {
                            refused.get_or_insert_with(|| format!("clause {other}"));
                        }
                    }
                }
                if !c.uncovered.is_empty() || !c.privatized.is_empty() || !c.synchronized.is_empty()
                {
                    refused.get_or_insert_with(|| "accesses the claim does not cover".into());
                }
                let pre = fl.forest.preheader(&fl.cfg, body, cl.lp);
                if pre.is_none() {
                    refused.get_or_insert_with(|| "a loop without preheader".into());
                }
                if let Some(why) = refused {
                    warnings.push(
                        Warning::new(
                            "hub-directive-not-expressible",
                            format!("{}: DIR.OMP.PARALLEL.LOOP has {why}, which the CSA builtins cannot say; the region stays", cl.describe),
                        )
                        .at_inst(m, &name, &body.insts[region.entry]),
                    );
                    continue;
                }
                next = Some((
                    pre.expect("checked"),
                    region.entry,
                    region.exits.clone(),
                    threads.map(|w| (w, chunk.unwrap_or(0))),
                ));
                break;
            }
            let Some((pre, entry, exits, spmd)) = next else {
                break;
            };
            let (kind, args) = match spmd {
                None => (CsaIntrinsic::ParallelLoop, Vec::new()),
                Some((w, c)) => {
                    let t = m.types.int(32);
                    let w = m.consts.int(t, 32, i128::from(w));
                    let c = m.consts.int(t, 32, i128::from(c));
                    (CsaIntrinsic::Spmd, vec![Value::Const(w), Value::Const(c)])
                }
            };
            let g = match crate::csa::intrinsics::declare(m, kind) {
                Ok(g) => g,
                Err(e) => {
                    warnings.push(Warning::error("hub-directives-to-csa-failed", e));
                    break;
                }
            };
            let call = crate::irbuild::direct_call(m, g, args, Vec::new()).expect("a function");
            let body = m.body_mut(f).expect("body");
            for x in exits {
                parir_transform::edit::remove_inst(body, x);
            }
            parir_transform::edit::remove_inst(body, entry);
            let at = body.blocks[pre].insts.len() - 1;
            parir_transform::edit::insert_inst(body, pre, at, call);
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &["llvm.directive.region.entry", "llvm.directive.region.exit"],
        );
    }
    (changed, warnings)
}

module_pass!(
    CsaSectionsToDirectives,
    "csa-sections-to-directives",
    "CsaSectionsToDirectivesPass",
    "CSA parallel regions of sibling sections -> DIR.OMP.PARALLEL.SECTIONS with DIR.OMP.SECTION regions",
    csa_sections_to_directives,
    // Calls are replaced in place: no block or edge changes.
    PreservedAnalyses::cfg()
);
module_pass!(
    DirectivesToCsaSections,
    "directives-to-csa-sections",
    "DirectivesToCsaSectionsPass",
    "DIR.OMP.PARALLEL.SECTIONS with DIR.OMP.SECTION regions (SHARED only) -> a CSA parallel region of sections",
    directives_to_csa_sections,
    // Calls are replaced in place: no block or edge changes.
    PreservedAnalyses::cfg()
);

/// Replaces instruction `i` of function `f` by a call (same position and source position).
fn replace_with_call(m: &mut Module, f: GlobalId, i: Inst, mut d: parir_ir::inst::InstData) {
    let body = m.body_mut(f).expect("body");
    d.pos = body.insts[i].pos;
    d.md = body.insts[i].md.clone();
    body.insts[i] = d;
}

/// Whether `v`'s only uses in `body` are the instructions of `allowed`.
fn only_used_by(body: &parir_ir::Body, v: Value, allowed: &[Inst]) -> bool {
    body.inst_iter().all(|(_, i)| {
        let mut uses = false;
        body.insts[i].kind.for_each_operand(|o| uses |= o == v);
        !uses || allowed.contains(&i)
    })
}

/// `csa-sections-to-directives` (issue 18, item 4; the CSA seed: regions and sections are "a
/// close match" of OpenMP's `sections`): a CSA parallel region of sibling sections in
/// straight-line code (one region entry, each section entry with one exit, each exit taking
/// its entry's value directly) becomes `DIR.OMP.PARALLEL.SECTIONS` with one `DIR.OMP.SECTION`
/// region per section, call for call at the same places, the pointers the region uses
/// `SHARED`. The regions CLIE makes for parallel loops (a section per iteration) are loops:
/// `csa-to-directives` takes their builtins before CLIE; such a region, and one whose
/// values flow through phis, gets a located warning and stays.
pub fn csa_sections_to_directives(m: &mut Module) -> (bool, Vec<Warning>) {
    use crate::csa::intrinsics::CsaIntrinsic;
    use crate::directives::model::DirectiveCall;
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let body = m.body(f).expect("body");
        if !body.inst_iter().any(|(_, i)| {
            crate::csa::intrinsics::csa_call(m, &body.insts[i]) == Some(CsaIntrinsic::RegionEntry)
        }) {
            continue;
        }
        let mo = crate::csa::memorder::MemOrder::of(m, body);
        let loop_regions: Vec<usize> = mo.parallel_loops().iter().map(|p| p.region).collect();
        // (region entry, region exits, [(section entry, section exit)], shared pointers)
        let mut plans = Vec::new();
        for (r, reg) in mo.csa.regions.iter().enumerate() {
            let [entry] = reg.entries.as_slice() else {
                continue;
            };
            let bad = |why: &str| {
                Warning::new(
                    "hub-csa-not-expressible",
                    format!(
                        "CSA region {}: {why}; it stays",
                        crate::csa::memorder::region_name(&mo, r)
                    ),
                )
                .at_inst(m, &name, &body.insts[*entry])
            };
            if mo.bad[r] {
                warnings.push(bad("its sections break the memory-ordering rules"));
                continue;
            }
            if loop_regions.contains(&r) {
                warnings.push(bad("a section per iteration of a loop (a parallel loop: use csa-to-directives before clie)"));
                continue;
            }
            let mut pairs = Vec::new();
            let mut ok = !reg.exits.is_empty()
                && reg.exits.iter().all(|&x| {
                    body.insts[x]
                        .kind
                        .call_data()
                        .and_then(|c| c.args.first().copied())
                        == Some(Value::Inst(*entry))
                });
            for &se in &reg.section_entries {
                let exits: Vec<Inst> = reg
                    .section_exits
                    .iter()
                    .copied()
                    .filter(|&x| {
                        body.insts[x]
                            .kind
                            .call_data()
                            .and_then(|c| c.args.first().copied())
                            == Some(Value::Inst(se))
                    })
                    .collect();
                let direct = body.insts[se]
                    .kind
                    .call_data()
                    .and_then(|c| c.args.first().copied())
                    == Some(Value::Inst(*entry));
                match exits.as_slice() {
                    [x] if direct && only_used_by(body, Value::Inst(se), &[*x]) => {
                        pairs.push((se, *x))
                    }
                    _ => ok = false,
                }
            }
            let mut users: Vec<Inst> = reg.exits.clone();
            users.extend(pairs.iter().map(|p| p.0));
            ok &= pairs.len() == reg.section_entries.len()
                && pairs.len() == reg.section_exits.len()
                && only_used_by(body, Value::Inst(*entry), &users);
            if !ok {
                warnings.push(bad(
                    "its entries and exits are not one-to-one in straight-line code",
                ));
                continue;
            }
            let inside =
                mo.instructions_inside(body, r, crate::csa::memorder::Track::Region, *entry);
            let shared = pointers_from_outside(m, f, &inside);
            plans.push((*entry, reg.exits.clone(), pairs, shared));
        }
        if plans.is_empty() {
            continue;
        }
        let (ge, gx) = match (
            crate::directives::build::declare(m, DirectiveCall::Entry),
            crate::directives::build::declare(m, DirectiveCall::Exit),
        ) {
            (Ok(e), Ok(x)) => (e, x),
            (Err(e), _) | (_, Err(e)) => {
                warnings.push(Warning::error("hub-csa-sections-failed", e));
                continue;
            }
        };
        let b = |tag: &str, inputs: Vec<Value>| parir_ir::inst::Bundle {
            tag: tag.into(),
            inputs,
        };
        for (entry, exits, pairs, shared) in plans {
            let mut entry_bundles = vec![b("DIR.OMP.PARALLEL.SECTIONS", Vec::new())];
            if !shared.is_empty() {
                entry_bundles.push(b("QUAL.OMP.SHARED", shared));
            }
            let e = crate::irbuild::direct_call(m, ge, Vec::new(), entry_bundles).expect("fn");
            replace_with_call(m, f, entry, e);
            for (se, sx) in pairs {
                let e = crate::irbuild::direct_call(
                    m,
                    ge,
                    Vec::new(),
                    vec![b("DIR.OMP.SECTION", Vec::new())],
                )
                .expect("fn");
                replace_with_call(m, f, se, e);
                let x = crate::irbuild::direct_call(
                    m,
                    gx,
                    vec![Value::Inst(se)],
                    vec![b("DIR.OMP.END.SECTION", Vec::new())],
                )
                .expect("fn");
                replace_with_call(m, f, sx, x);
            }
            for x in exits {
                let d = crate::irbuild::direct_call(
                    m,
                    gx,
                    vec![Value::Inst(entry)],
                    vec![b("DIR.OMP.END.PARALLEL.SECTIONS", Vec::new())],
                )
                .expect("fn");
                replace_with_call(m, f, x, d);
            }
            changed = true;
        }
    }
    if changed {
        let names: Vec<&str> = [
            CsaIntrinsic::RegionEntry,
            CsaIntrinsic::RegionExit,
            CsaIntrinsic::SectionEntry,
            CsaIntrinsic::SectionExit,
        ]
        .iter()
        .map(|k| k.name())
        .collect();
        crate::csa::intrinsics::remove_unused_declarations(m, &names);
    }
    (changed, warnings)
}

/// `directives-to-csa-sections`: a `DIR.OMP.PARALLEL.SECTIONS` region whose clauses are
/// `SHARED` only and whose direct children are `DIR.OMP.SECTION` regions becomes a CSA
/// parallel region (a new compiler region ID) with one section per `SECTION`, call for call.
/// Other clauses (`PRIVATE`, `NUM_THREADS`, `REDUCTION.*`, ...) have no CSA form: a located
/// warning, and the region stays.
pub fn directives_to_csa_sections(m: &mut Module) -> (bool, Vec<Warning>) {
    use crate::csa::intrinsics::CsaIntrinsic;
    let mut warnings = Vec::new();
    let mut changed = false;
    for f in m.defined_functions() {
        let name = fname(m, f);
        let body = m.body(f).expect("body");
        let model = DirectiveFunction::of(m, body);
        let mut plans = Vec::new();
        for (k, r) in model.regions.iter().enumerate() {
            if r.directive() != Some("DIR.OMP.PARALLEL.SECTIONS") {
                continue;
            }
            let mut refused = r
                .bundles
                .iter()
                .skip(1)
                .map(|b| crate::directives::vocab::split_clause(&b.tag).0)
                .find(|t| *t != "QUAL.OMP.SHARED")
                .map(|t| format!("clause {t}"));
            let children: Vec<&crate::directives::model::Region> = model
                .regions
                .iter()
                .filter(|c| c.parent == Some(k))
                .collect();
            if children
                .iter()
                .any(|c| c.directive() != Some("DIR.OMP.SECTION") || c.bundles.len() > 1)
            {
                refused.get_or_insert_with(|| "a child region other than a plain SECTION".into());
            }
            if let Some(why) = refused {
                warnings.push(
                    Warning::new(
                        "hub-directive-not-expressible",
                        format!("DIR.OMP.PARALLEL.SECTIONS has {why}, which CSA sections cannot say; the region stays"),
                    )
                    .at_inst(m, &name, &body.insts[r.entry]),
                );
                continue;
            }
            let sections: Vec<(Inst, Vec<Inst>)> = children
                .iter()
                .map(|c| (c.entry, c.exits.clone()))
                .collect();
            plans.push((r.entry, r.exits.clone(), sections));
        }
        if plans.is_empty() {
            continue;
        }
        let decl = |m: &mut Module, k| crate::csa::intrinsics::declare(m, k);
        let (Ok(re), Ok(rx), Ok(se), Ok(sx)) = (
            decl(m, CsaIntrinsic::RegionEntry),
            decl(m, CsaIntrinsic::RegionExit),
            decl(m, CsaIntrinsic::SectionEntry),
            decl(m, CsaIntrinsic::SectionExit),
        ) else {
            warnings.push(Warning::error(
                "hub-directives-to-csa-failed",
                "a CSA intrinsic is declared with another type",
            ));
            continue;
        };
        for (entry, exits, sections) in plans {
            let id = parir_transform::csa_region_ids::next_region_id(m, m.body(f).expect("body"));
            let t = m.types.int(32);
            let idc = m.consts.int(t, 32, i128::from(id));
            let d = crate::irbuild::direct_call(m, re, vec![Value::Const(idc)], Vec::new())
                .expect("fn");
            replace_with_call(m, f, entry, d);
            for (s, sxs) in sections {
                let d = crate::irbuild::direct_call(m, se, vec![Value::Inst(entry)], Vec::new())
                    .expect("fn");
                replace_with_call(m, f, s, d);
                for x in sxs {
                    let d = crate::irbuild::direct_call(m, sx, vec![Value::Inst(s)], Vec::new())
                        .expect("fn");
                    replace_with_call(m, f, x, d);
                }
            }
            for x in exits {
                let d = crate::irbuild::direct_call(m, rx, vec![Value::Inst(entry)], Vec::new())
                    .expect("fn");
                replace_with_call(m, f, x, d);
            }
            changed = true;
        }
    }
    if changed {
        crate::csa::intrinsics::remove_unused_declarations(
            m,
            &["llvm.directive.region.entry", "llvm.directive.region.exit"],
        );
    }
    (changed, warnings)
}
