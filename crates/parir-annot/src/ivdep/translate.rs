//! ivdep's recognizer into the parallel model's hub form and its emitter out of it
//! (`parir_annot::model::systems`; `ivdep-loop-annotations-design.md`, "LLVM Metadata
//! changes"; `llvmpar-extension-mechanism-rfc.txt`, "Proposed workflows"): each pass reads a
//! claim in one vocabulary and writes it in another, removing the original so that the claim
//! lives in one place.
//!
//! - `ivdep-to-directives` (the recognizer): a loop whose `llvm.loop.parallel_accesses` or
//!   `llvm.loop.no_depends` claim covers every memory access of the loop becomes a
//!   `DIR.OMP.SIMD` region around the loop (`no_depends_safelen S` covering every access:
//!   `DIR.OMP.SIMD` with `QUAL.OMP.SAFELEN(S)`), listing the pointers defined outside that the
//!   loop uses as `QUAL.OMP.SHARED` (the RFC's property C); the claim's loop attributes go.
//!   A claim on some accesses only (`ivdep(a)` on one array) has no directive form: a located
//!   warning, and the loop keeps its metadata.
//! - `directives-to-ivdep` (the emitter, for loop directives): a loop directive
//!   (`DIR.OMP.SIMD`, `DIR.OMP.PARALLEL.LOOP`, `DIR.OMP.LOOP`, ...) whose claim covers every
//!   memory access, with no variable to privatize or reduce and nothing inside
//!   `critical`/`atomic`, becomes a fresh access group on each access and
//!   `llvm.loop.parallel_accesses` (a `QUAL.OMP.SAFELEN(S)`: `llvm.loop.no_depends_safelen S`),
//!   and the region goes: LLVM's own passes (the loop vectorizer) then see the claim. A region
//!   with clauses the metadata cannot say (`PRIVATE`, `REDUCTION.*`, `NUM_THREADS`, ... anything
//!   but `SHARED` and `SAFELEN`/`SIMDLEN`) is left with a located warning.
//! - `tapir-to-ivdep` (the emitter, for `cilk_for` loops): see [`tapir_to_ivdep`].
//!
//! Both directions keep what the claims model sees: the same loop, claimed fully parallel
//! (tests: `crates/parir-annot/tests/filetests/hub-*.ll` and `crates/parir-cli/tests/hub.rs`,
//! which checks that programs run with the same output and sanitizer verdict before and
//! after).

use crate::claims::{claimed_loops_in, Claim};
use crate::diag::Warning;
use crate::directives::build::{OmpClause, OmpDirective};
use crate::directives::model::DirectiveFunction;
use crate::directives::wrap::{fname, wrap_loop};
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
                let Some(c) = cl.claims.iter().find(|c| {
                    matches!(
                        c.claim,
                        Claim::Directive(crate::claims::LoopConstruct::Omp(_))
                            | Claim::DirectiveSafelen(crate::claims::LoopConstruct::Omp(_), _)
                    )
                }) else {
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
                let Some(c) = cl.claims.iter().find(|c| {
                    Some(c.claim)
                        == crate::claims::LoopConstruct::of_tag(t.tag).map(Claim::Directive)
                }) else {
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
