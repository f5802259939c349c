//! `csa-lower-parallel-intrinsics`: what the CSA region and section intrinsics claim, in LLVM's
//! own vocabulary (seed `csa-pathfinding-builtins.rst`, the "early experiment" of lowering the
//! intrinsics to loop metadata, done on [`super::memorder`]'s semantics).
//!
//! A loop whose backedge crosses a section boundary of a region and not the region's boundary
//! (a `parallel_loop` as CLIE expands it: a region around the loop, a section per iteration)
//! has no ordering between the memory operations of different iterations that are in
//! sections of the region: they get one new access group, and the loop
//! `llvm.loop.parallel_accesses` of it. Precisely, for loop `L` and region `r`: on every
//! backedge of `L`, the latch's end and the header's start are not both inside sections of
//! `r` (so every path around `L` crosses a section boundary), and both are inside `r` in one
//! region component (no region crossing); the operations grouped are those of `L` inside
//! sections of `r` and in that region component.
//!
//! A region is then fully expressed when no ordering edge between its operations is ignored
//! on paths without backedges: at most one section component holds memory operations. Its
//! intrinsics are deleted (with the phis that merge their tokens). Otherwise (straight-line
//! sections, sections side by side in one iteration) the loop metadata cannot say it: the
//! intrinsics stay and the pass reports it (`csa-lower-kept-intrinsics`), as it does for
//! regions with broken rules (`csa-lower-bad-intrinsics`).

use super::intrinsics::{csa_call, CsaIntrinsic};
use super::memorder::{MemOrder, Membership};
use crate::diag::Warning;
use parir_analysis::access_groups::{add_access_groups, new_access_group};
use parir_analysis::loop_attrs::{add_loop_attribute, LoopAttribute};
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::MdRef;
use parir_ir::{GlobalId, Inst, Module};
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
    for f in funcs {
        changed |= lower_function(m, f, &mut ws);
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
        super::intrinsics::remove_unused_declarations(m, &names);
    }
    (changed, ws)
}

fn lower_function(m: &mut Module, f: GlobalId, ws: &mut Vec<Warning>) -> bool {
    let Some(body) = m.body(f) else { return false };
    let has_regions = body
        .inst_iter()
        .any(|(_, i)| csa_call(m, &body.insts[i]).is_some_and(|k| k == CsaIntrinsic::RegionEntry));
    if !has_regions {
        return false;
    }
    let fname = format!("@{}", m.globals[f].name().unwrap_or(""));
    let mo = MemOrder::of(m, body);
    let fl = FunctionLoops::compute(body);
    let groups: Vec<(parir_analysis::loops::Loop, Vec<Inst>)> = mo
        .parallel_loops()
        .into_iter()
        .filter_map(|p| {
            let l = fl
                .forest
                .loops()
                .find(|&l| fl.forest.header(l) == p.header)?;
            Some((l, p.ops))
        })
        .collect();
    let mut doomed_regions: Vec<usize> = Vec::new();
    for r in 0..mo.csa.regions.len() {
        let first = mo.csa.regions[r].entries.first().copied();
        let here = |w: Warning| match first {
            Some(i) => w.at_inst(m, &fname, &body.insts[i]),
            None => w,
        };
        if mo.bad[r] {
            ws.push(here(Warning::new(
                "csa-lower-bad-intrinsics",
                format!(
                    "region {}: its intrinsics break the rules of the seed's semantics (see parir check); left as they are",
                    super::memorder::region_name(&mo, r)
                ),
            )));
            continue;
        }
        // Fully expressed: at most one section component with memory operations.
        let comps: FxHashSet<u32> = (0..mo.memops.len())
            .filter(|&k| mo.memops[k].membership(r).1 == Membership::Inside)
            .filter_map(|k| mo.section_component(k, r))
            .collect();
        if comps.len() <= 1 {
            doomed_regions.push(r);
        } else {
            ws.push(here(Warning::new(
                "csa-lower-kept-intrinsics",
                format!(
                    "region {}: {} sections hold memory operations that no loop separates (straight-line or side-by-side sections); llvm.loop metadata cannot express that, the intrinsics stay",
                    super::memorder::region_name(&mo, r),
                    comps.len()
                ),
            )));
        }
    }
    let mut doomed: Vec<Inst> = Vec::new();
    for &r in &doomed_regions {
        let reg = &mo.csa.regions[r];
        doomed.extend(
            reg.entries
                .iter()
                .chain(&reg.exits)
                .chain(&reg.section_entries)
                .chain(&reg.section_exits),
        );
    }
    if groups.is_empty() && doomed.is_empty() {
        return false;
    }
    // Access groups and loop attributes.
    for (l, ops) in groups {
        let g = new_access_group(m);
        for i in ops {
            add_access_groups(m, f, i, g);
        }
        if let Err(e) = add_loop_attribute(
            m,
            f,
            &fl,
            l,
            LoopAttribute::new("llvm.loop.parallel_accesses", vec![Some(MdRef::Node(g))]),
        ) {
            ws.push(Warning::new(
                "csa-lower-loop-id",
                format!("{fname}: cannot set the loop's attributes: {e}"),
            ));
        }
    }
    super::intrinsics::delete_with_token_users(
        m,
        f,
        doomed,
        &[
            CsaIntrinsic::RegionExit,
            CsaIntrinsic::SectionEntry,
            CsaIntrinsic::SectionExit,
        ],
    );
    true
}
