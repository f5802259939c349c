//! The CSA data model of one function: its CSA intrinsic calls, the parallel regions they form
//! (region IDs, region entries and exits, section entries and exits), and the internal
//! entry/exit pairs (`spmdization`, `pipeline.loop`) (seed `csa-pathfinding-builtins.rst`,
//! "parallel_{region,section}_{entry,exit}", "Semantics" and "Region IDs"; "Internal
//! Intrinsics").
//!
//! The seed identifies regions by region ID only: "All intrinsics which depend on region
//! entries with the same region ID belong to the same region." An intrinsic *depends on* the
//! entries its operand may come from: the operand is followed through phis, selects and
//! `freeze` to the calls that produce it ([`sources`]). So
//!
//! - a [`Region`] is one region ID with every region entry of that ID, and every region exit,
//!   section entry and section exit that depends (for section exits: through their section
//!   entries) on those entries;
//! - a region entry whose ID is not a constant forms a region of its own (and is a
//!   [`Problem`]);
//! - an intrinsic that depends on entries of several IDs belongs to no region and is a
//!   [`Problem::RegionIdAmbiguous`] (the seed's "ERROR: region ID ambiguous!"), and one whose
//!   operand may come from something that is not an entry of the right kind is a
//!   [`Problem::ExitWithoutEntry`].
//!
//! This is the structure both halves of the CSA work build on: CLIE and the cleaner (this
//! issue) create and delete entry/exit pairs, and the path-based memory-ordering analysis,
//! the lowering to loop metadata and SPMDization (the next one) read regions, sections and
//! markers from here. Which memory operations are *inside* a region or section is that
//! analysis's question and is not answered here.

use super::intrinsics::{const_int, csa_call, CsaIntrinsic};
use parir_ir::inst::InstKind;
use parir_ir::{Block, Body, Inst, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// A call of a CSA intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CsaCall {
    pub inst: Inst,
    pub block: Block,
    pub kind: CsaIntrinsic,
}

/// A parallel region: a region ID and the intrinsics that belong to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Region {
    /// The region ID; `None` when the entry's operand is not a constant.
    pub id: Option<i64>,
    /// `llvm.csa.parallel.region.entry` calls with this ID, in layout order.
    pub entries: Vec<Inst>,
    /// `llvm.csa.parallel.region.exit` calls depending on them.
    pub exits: Vec<Inst>,
    /// `llvm.csa.parallel.section.entry` calls depending on them.
    pub section_entries: Vec<Inst>,
    /// `llvm.csa.parallel.section.exit` calls depending on those section entries.
    pub section_exits: Vec<Inst>,
}

impl Region {
    /// Whether the ID is a user's (below 1000) rather than one a pass chose.
    pub fn is_user_id(&self) -> bool {
        self.id
            .is_some_and(|i| i < parir_transform::csa_region_ids::FIRST_COMPILER_ID)
    }
}

/// An internal entry/exit pair: `llvm.csa.spmdization.entry` or
/// `llvm.csa.pipeline.loop.entry` with the exits that depend on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkerPair {
    pub kind: CsaIntrinsic,
    pub entry: Inst,
    pub exits: Vec<Inst>,
}

/// A structural problem of the intrinsics (reported by [`super::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A region entry whose region ID is not an integer constant.
    RegionIdNotConstant { entry: Inst },
    /// An intrinsic depending on region entries of several IDs (the constant ones sorted;
    /// `non_constant` when one of the entries has an ID that is not a constant).
    RegionIdAmbiguous {
        inst: Inst,
        ids: Vec<i64>,
        non_constant: bool,
    },
    /// An exit or section entry whose operand may come from something that is not an entry
    /// of the kind it needs (`expected`).
    ExitWithoutEntry {
        inst: Inst,
        expected: CsaIntrinsic,
        found: Value,
    },
}

/// The CSA intrinsics of a function.
#[derive(Clone, Debug, Default)]
pub struct CsaFunction {
    /// Every well-typed CSA call, in layout order.
    pub calls: Vec<CsaCall>,
    /// The regions, in order of their first entry.
    pub regions: Vec<Region>,
    /// The spmdization and pipeline.loop entries with their exits.
    pub markers: Vec<MarkerPair>,
    pub problems: Vec<Problem>,
}

/// The values an operand may come from: it followed through phis, selects (both arms) and
/// `freeze`, in first-seen order.
///
/// ```
/// let m = parir_ir::parser::parse_module(
///     "declare i32 @llvm.csa.parallel.region.entry(i32)\ndefine i32 @f(i1 %c) {\na:\n  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)\n  br i1 %c, label %b, label %j\nb:\n  %1 = call i32 @llvm.csa.parallel.region.entry(i32 1)\n  br label %j\nj:\n  %p = phi i32 [ %0, %a ], [ %1, %b ]\n  ret i32 %p\n}\n",
///     "m.ll",
/// ).unwrap();
/// let body = m.body(m.global_by_name("f").unwrap()).unwrap();
/// let p = body.inst_iter().find(|(_, i)| body.insts[*i].name.as_deref() == Some("p")).unwrap().1;
/// assert_eq!(parir_annot::csa::model::sources(body, parir_ir::Value::Inst(p)).len(), 2);
/// ```
pub fn sources(body: &Body, v: Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        let next: Vec<Value> = match v {
            Value::Inst(i) => match body.insts.get(i).map(|d| &d.kind) {
                Some(InstKind::Phi { incoming, .. }) => incoming.iter().map(|e| e.0).collect(),
                Some(InstKind::Select {
                    then_val, else_val, ..
                }) => vec![*then_val, *else_val],
                Some(InstKind::Freeze(x)) => vec![*x],
                _ => {
                    out.push(v);
                    continue;
                }
            },
            _ => {
                out.push(v);
                continue;
            }
        };
        // Reverse so that the first incoming value is looked at first.
        work.extend(next.into_iter().rev());
    }
    out
}

impl CsaFunction {
    /// Builds the model of `body` (a function of `m`).
    ///
    /// ```
    /// let m = parir_ir::parser::parse_module(
    ///     "declare i32 @llvm.csa.parallel.region.entry(i32)\ndeclare void @llvm.csa.parallel.region.exit(i32)\ndeclare i32 @llvm.csa.parallel.section.entry(i32)\ndeclare void @llvm.csa.parallel.section.exit(i32)\ndefine void @f() {\n  %r = call i32 @llvm.csa.parallel.region.entry(i32 0)\n  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)\n  call void @llvm.csa.parallel.section.exit(i32 %s)\n  call void @llvm.csa.parallel.region.exit(i32 %r)\n  ret void\n}\n",
    ///     "m.ll",
    /// ).unwrap();
    /// let model = parir_annot::csa::model::CsaFunction::of(&m, m.body(m.global_by_name("f").unwrap()).unwrap());
    /// assert_eq!(model.regions.len(), 1);
    /// let r = &model.regions[0];
    /// assert_eq!((r.id, r.entries.len(), r.exits.len(), r.section_entries.len(), r.section_exits.len()), (Some(0), 1, 1, 1, 1));
    /// assert!(model.problems.is_empty());
    /// ```
    pub fn of(m: &Module, body: &Body) -> CsaFunction {
        let mut out = CsaFunction::default();
        for (b, i) in body.inst_iter() {
            if let Some(kind) = csa_call(m, &body.insts[i]) {
                out.calls.push(CsaCall {
                    inst: i,
                    block: b,
                    kind,
                });
            }
        }
        if out.calls.is_empty() {
            return out;
        }
        let kind_of: FxHashMap<Inst, CsaIntrinsic> =
            out.calls.iter().map(|c| (c.inst, c.kind)).collect();
        let arg0 = |i: Inst| {
            body.insts[i]
                .kind
                .call_data()
                .and_then(|c| c.args.first().copied())
        };
        // Regions by ID; entries with a non-constant ID are regions of their own.
        let mut region_of_id: FxHashMap<i64, usize> = FxHashMap::default();
        let mut region_of_entry: FxHashMap<Inst, usize> = FxHashMap::default();
        for c in out
            .calls
            .iter()
            .filter(|c| c.kind == CsaIntrinsic::RegionEntry)
        {
            let id = arg0(c.inst).and_then(|v| const_int(m, v));
            let r = match id {
                Some(id) => *region_of_id.entry(id).or_insert_with(|| {
                    out.regions.push(Region {
                        id: Some(id),
                        ..Region::default()
                    });
                    out.regions.len() - 1
                }),
                None => {
                    out.problems
                        .push(Problem::RegionIdNotConstant { entry: c.inst });
                    out.regions.push(Region::default());
                    out.regions.len() - 1
                }
            };
            out.regions[r].entries.push(c.inst);
            region_of_entry.insert(c.inst, r);
        }
        // The regions `v` depends on through entries of kind `want`; a problem when it may
        // come from something else.
        let depends = |v: Value, want: CsaIntrinsic| -> (Vec<Inst>, Option<Value>) {
            let mut entries = Vec::new();
            let mut bad = None;
            for s in sources(body, v) {
                match s {
                    Value::Inst(e) if kind_of.get(&e) == Some(&want) => entries.push(e),
                    // An undefined operand on a path that never reaches the call is how
                    // optimizers fill phis of unreachable predecessors; it names no entry.
                    Value::Const(k)
                        if matches!(
                            m.consts.get(k).data,
                            parir_ir::value::ConstData::Undef | parir_ir::value::ConstData::Poison
                        ) => {}
                    other => bad = bad.or(Some(other)),
                }
            }
            (entries, bad)
        };
        let mut regions_of_section: FxHashMap<Inst, Vec<usize>> = FxHashMap::default();
        let calls = out.calls.clone();
        // Section entries first: section exits depend on them.
        let order = calls
            .iter()
            .filter(|c| c.kind == CsaIntrinsic::SectionEntry)
            .chain(
                calls
                    .iter()
                    .filter(|c| c.kind != CsaIntrinsic::SectionEntry),
            );
        for c in order {
            let (want, via_sections) = match c.kind {
                CsaIntrinsic::RegionExit | CsaIntrinsic::SectionEntry => {
                    (CsaIntrinsic::RegionEntry, false)
                }
                CsaIntrinsic::SectionExit => (CsaIntrinsic::SectionEntry, true),
                CsaIntrinsic::SpmdizationExit | CsaIntrinsic::PipelineLoopExit => {
                    let want = c.kind.entry_of_exit().unwrap_or(c.kind);
                    let Some(v) = arg0(c.inst) else { continue };
                    let (entries, bad) = depends(v, want);
                    if let Some(found) = bad {
                        out.problems.push(Problem::ExitWithoutEntry {
                            inst: c.inst,
                            expected: want,
                            found,
                        });
                    }
                    for e in entries {
                        match out.markers.iter_mut().find(|p| p.entry == e) {
                            Some(p) => p.exits.push(c.inst),
                            None => out.markers.push(MarkerPair {
                                kind: want,
                                entry: e,
                                exits: vec![c.inst],
                            }),
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            let Some(v) = arg0(c.inst) else { continue };
            let (entries, bad) = depends(v, want);
            if let Some(found) = bad {
                out.problems.push(Problem::ExitWithoutEntry {
                    inst: c.inst,
                    expected: want,
                    found,
                });
            }
            let mut rs: Vec<usize> = Vec::new();
            for e in entries {
                let of_e: Vec<usize> = if via_sections {
                    regions_of_section.get(&e).cloned().unwrap_or_default()
                } else {
                    region_of_entry.get(&e).copied().into_iter().collect()
                };
                for r in of_e {
                    if !rs.contains(&r) {
                        rs.push(r);
                    }
                }
            }
            if c.kind == CsaIntrinsic::SectionEntry {
                regions_of_section.insert(c.inst, rs.clone());
            }
            match rs.as_slice() {
                [] => {}
                [r] => {
                    let region = &mut out.regions[*r];
                    match c.kind {
                        CsaIntrinsic::RegionExit => region.exits.push(c.inst),
                        CsaIntrinsic::SectionEntry => region.section_entries.push(c.inst),
                        _ => region.section_exits.push(c.inst),
                    }
                }
                several => {
                    let mut ids: Vec<i64> =
                        several.iter().filter_map(|&r| out.regions[r].id).collect();
                    ids.sort_unstable();
                    ids.dedup();
                    let non_constant = several.iter().any(|&r| out.regions[r].id.is_none());
                    out.problems.push(Problem::RegionIdAmbiguous {
                        inst: c.inst,
                        ids,
                        non_constant,
                    });
                }
            }
        }
        // Entries never exited are pairs too (full unrolling can leave an entry whose exit
        // was deleted as dead code; the cleaner still removes them).
        for c in &calls {
            if matches!(
                c.kind,
                CsaIntrinsic::SpmdizationEntry | CsaIntrinsic::PipelineLoopEntry
            ) && !out.markers.iter().any(|p| p.entry == c.inst)
            {
                out.markers.push(MarkerPair {
                    kind: c.kind,
                    entry: c.inst,
                    exits: Vec::new(),
                });
            }
        }
        // Layout order for the lists built from the exits' side.
        let pos: FxHashMap<Inst, usize> =
            calls.iter().enumerate().map(|(k, c)| (c.inst, k)).collect();
        out.markers.sort_by_key(|p| pos.get(&p.entry).copied());
        for r in &mut out.regions {
            for l in [&mut r.exits, &mut r.section_entries, &mut r.section_exits] {
                l.sort_by_key(|i| pos.get(i).copied());
            }
        }
        out
    }

    /// The calls of kind `k`.
    pub fn calls_of(&self, k: CsaIntrinsic) -> impl Iterator<Item = &CsaCall> + '_ {
        self.calls.iter().filter(move |c| c.kind == k)
    }
}
