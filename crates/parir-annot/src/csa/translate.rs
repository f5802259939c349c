//! CSA's recognizer into the parallel model's hub form and its emitter out of it
//! (`parir_annot::model::systems`; `csa-pathfinding-builtins.rst`, "parallel_loop" and
//! "parallel_{region,section}_{entry,exit}"): `csa-to-directives` and
//! `csa-sections-to-directives` write the CSA loop builtins and regions of sections as
//! directive regions, `directives-to-csa` and `directives-to-csa-sections` write them back.

use crate::claims::{claimed_loops_in, Claim};
use crate::diag::Warning;
use crate::directives::build::{OmpClause, OmpDirective};
use crate::directives::model::DirectiveFunction;
use crate::directives::wrap::{fname, pointers_from_outside, wrap_loop};
use parir_analysis::loops::FunctionLoops;
use parir_ir::{Block, GlobalId, Inst, Module, Value};
use parir_transform::manager::PreservedAnalyses;

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
                let Some(c) = cl.claims.iter().find(|c| {
                    c.claim
                        == Claim::Directive(crate::claims::LoopConstruct::Omp(
                            OmpDirective::ParallelLoop,
                        ))
                }) else {
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
