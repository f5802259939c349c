//! The parallel constructs of a function that are not parallel loops: teams of threads,
//! worksharing, synchronization and tasks (DESIGN.md, "One model of parallelism claims":
//! "regions with sections, task spawns"; the region directives of
//! `llvmpar-extension-mechanism-rfc.txt`, "PROPOSED EXTENSION MECHANISM", and of
//! `region-annotations-rfc.txt`).
//!
//! Recognized today from OpenMP directive regions ([`crate::directives`]): each region whose
//! directive is an OpenMP construct becomes a [`Construct`] with what an executor needs —
//! its kind, the variables its clauses privatize ([`Privatized`], as for loops), its
//! `num_threads`, `if`, `schedule` and `nowait` clauses, and its nesting. A parallel loop
//! directive's loop is also a [`super::ClaimedLoop`]; its construct is listed here too
//! (kind [`ConstructKind::TeamLoop`] or [`ConstructKind::Worksharing`]) so that an executor
//! knows which team shares it.
//!
//! What the shape of a construct rules out is said here ([`Construct::unsupported`]: a
//! construct of kind [`ConstructKind::Unsupported`], a region that is not single-entry
//! single-exit); which clauses a team can honour is the executor's policy, read from the
//! typed [`Construct::clauses`].

use super::{PrivateKind, Privatized};
use crate::diag::{debug_location, SourceLoc};
use crate::directives::build::OmpClause;
use crate::directives::model::{DirectiveFunction, Region};
use crate::directives::vocab;
use parir_ir::{Block, Body, GlobalId, Inst, Module, Value};

/// What a construct does when a team of threads runs it (OpenMP 5.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstructKind {
    /// `parallel`: a team of threads each runs the region.
    Team,
    /// `parallel sections`: a team whose region is one `sections` construct.
    TeamSections,
    /// `parallel for`: a team sharing the iterations of the enclosed loop (run as a parallel
    /// loop, [`super::ClaimedLoop`]).
    TeamLoop,
    /// `for` (`DIR.OMP.LOOP`): the iterations of the enclosed loop, whose header is given,
    /// are divided among the team.
    Worksharing { header: Option<Block> },
    /// `sections`: its `section`s are divided among the team.
    Sections,
    /// One `section` of the enclosing `sections`.
    Section,
    /// `single`: one thread of the team runs the region.
    Single,
    /// `master` / `masked [filter(n)]`: the thread numbered `filter` (0 for master) runs it.
    Masked { filter: Option<Value> },
    /// `critical [(name)]`: one thread at a time, among all critical sections of that name.
    Critical { name: String },
    /// `barrier`.
    Barrier,
    /// `task`: the region may run later, on any thread of the team.
    Task,
    /// `taskwait`: waits for the tasks the current task created.
    Taskwait,
    /// `taskgroup`: at its end, waits for the tasks created in it and their descendants.
    Taskgroup,
    /// `flush`: nothing to do in a run beyond the region; the race detector lets the
    /// relaxed atomics of a function that flushes order memory as the flushes do.
    Flush,
    /// `taskyield`, `simd`, `scope`, `atomic` (the atomic operations are the
    /// region's own instructions), the device constructs (`target*`, `teams`, `distribute`
    /// on the host: one team): nothing to do beyond running the region.
    Inert,
    /// A construct parir does not run in a team (`ordered`, `taskloop`, ...).
    Unsupported,
}

/// `schedule(kind[, chunk])` of a worksharing loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ScheduleKind {
    /// `static` (the default): contiguous blocks, or chunks handed out in turn.
    #[default]
    Static,
    /// `dynamic`: chunks taken by whichever thread is free.
    Dynamic,
    /// `guided`: like dynamic, with chunks shrinking as work runs out.
    Guided,
}

/// A directive region as a parallel construct.
#[derive(Clone, Debug)]
pub struct Construct {
    /// The directive (`DIR.OMP.PARALLEL`).
    pub tag: &'static str,
    pub kind: ConstructKind,
    /// The region entry and its exits.
    pub entry: Inst,
    pub exits: Vec<Inst>,
    /// The instructions inside the region (nested regions included), in block order.
    pub insts: Vec<Inst>,
    /// The smallest construct containing this one.
    pub parent: Option<usize>,
    /// The variables its clauses privatize, reduce or use for loop control.
    pub private: Vec<Privatized>,
    /// `num_threads(n)`.
    pub num_threads: Option<Value>,
    /// `if(cond)`: false runs a team of one thread (a task undeferred).
    pub if_cond: Option<Value>,
    /// A task's `final(cond)`: true makes it and its descendants final (run at once).
    pub final_cond: Option<Value>,
    pub schedule: ScheduleKind,
    /// `schedule(kind, chunk)`.
    pub chunk: Option<Value>,
    /// `nowait`: no barrier at the end.
    pub nowait: bool,
    /// The clauses of the region entry that have a typed name ([`OmpClause`]), each once, in
    /// order: what an executor checks against what it can honour.
    pub clauses: Vec<OmpClause>,
    /// Why the construct cannot run as a parallel construct whatever the executor, by its
    /// shape: a construct parir does not model, a region that is not single-entry
    /// single-exit, CSA sections that pass values in registers. (Which clauses an executor
    /// honours is the executor's policy.)
    pub unsupported: Option<String>,
    /// `DIR.OMP.PARALLEL in @main (prog.c:12:3)`.
    pub describe: String,
    pub loc: Option<SourceLoc>,
}

impl Construct {
    /// The directive, typed (`None` for a tag the builder has no name for).
    pub fn directive(&self) -> Option<crate::directives::build::OmpDirective> {
        crate::directives::build::OmpDirective::ALL
            .iter()
            .copied()
            .find(|d| d.tag() == self.tag)
    }

    /// Whether the construct creates a team.
    pub fn creates_team(&self) -> bool {
        matches!(
            self.kind,
            ConstructKind::Team | ConstructKind::TeamSections | ConstructKind::TeamLoop
        )
    }
}

fn kind_of(
    tag: &str,
    r: &Region,
    m: &Module,
    fl: &parir_analysis::loops::FunctionLoops,
) -> ConstructKind {
    use ConstructKind::*;
    match tag {
        "DIR.OMP.PARALLEL" => Team,
        "DIR.OMP.PARALLEL.SECTIONS" => TeamSections,
        "DIR.OMP.PARALLEL.LOOP" => TeamLoop,
        "DIR.OMP.LOOP" => Worksharing {
            header: r.enclosed_loop(fl).map(|l| fl.forest.header(l)),
        },
        "DIR.OMP.SECTIONS" => Sections,
        "DIR.OMP.SECTION" => Section,
        "DIR.OMP.SINGLE" => Single,
        "DIR.OMP.MASTER" => Masked { filter: None },
        "DIR.OMP.MASKED" => Masked {
            filter: clause_value(r, "QUAL.OMP.FILTER"),
        },
        "DIR.OMP.CRITICAL" => Critical {
            name: critical_name(m, r),
        },
        "DIR.OMP.BARRIER" => Barrier,
        "DIR.OMP.TASK" => Task,
        "DIR.OMP.TASKWAIT" => Taskwait,
        "DIR.OMP.TASKGROUP" => Taskgroup,
        "DIR.OMP.FLUSH" => Flush,
        "DIR.OMP.TASKYIELD"
        | "DIR.OMP.SIMD"
        | "DIR.OMP.SCOPE"
        | "DIR.OMP.ATOMIC"
        | "DIR.OMP.TARGET"
        | "DIR.OMP.TARGET.DATA"
        | "DIR.OMP.TARGET.UPDATE"
        | "DIR.OMP.TARGET.ENTER.DATA"
        | "DIR.OMP.TARGET.EXIT.DATA"
        | "DIR.OMP.TEAMS"
        | "DIR.OMP.DISTRIBUTE" => Inert,
        _ => Unsupported,
    }
}

/// The first operand of the entry's clause `tag` (modifiers ignored).
fn clause_value(r: &Region, tag: &str) -> Option<Value> {
    r.bundles
        .iter()
        .skip(1)
        .find(|b| vocab::split_clause(&b.tag).0 == tag)
        .and_then(|b| b.operands.first().copied())
}

/// A critical section's name: `QUAL.OMP.NAME`'s operand, a constant string (or a global
/// holding one), else the unnamed critical section's `""`.
fn critical_name(m: &Module, r: &Region) -> String {
    let Some(v) = clause_value(r, "QUAL.OMP.NAME") else {
        return String::new();
    };
    // A name that is not a constant: one lock for all such sections (safe, if slower).
    let Value::Const(k) = v else {
        return String::new();
    };
    use parir_ir::value::ConstData;
    let text = |k| match &m.consts.get(k).data {
        ConstData::Bytes(bytes) => Some(
            String::from_utf8_lossy(bytes)
                .trim_end_matches('\0')
                .to_string(),
        ),
        _ => None,
    };
    match &m.consts.get(k).data {
        ConstData::Global(g) => m.globals[*g]
            .as_var()
            .and_then(|var| var.init)
            .and_then(text)
            .unwrap_or_else(|| m.globals[*g].name().unwrap_or("").to_string()),
        _ => text(k).unwrap_or_default(),
    }
}

/// The OpenMP constructs of function `f` of `m`, in the order of their region entries.
pub fn constructs(m: &Module, f: GlobalId, body: &Body) -> Vec<Construct> {
    let model = DirectiveFunction::of(m, body);
    let fl = parir_analysis::loops::FunctionLoops::compute(body);
    constructs_in(m, f, body, &fl, &model)
}

/// [`constructs`] with the function's loops and directive regions already computed.
pub fn constructs_in(
    m: &Module,
    f: GlobalId,
    body: &Body,
    fl: &parir_analysis::loops::FunctionLoops,
    model: &DirectiveFunction,
) -> Vec<Construct> {
    let fname = m.globals[f].name().unwrap_or("");
    // Region index → construct index.
    let mut index = vec![None; model.regions.len()];
    let mut out: Vec<Construct> = Vec::new();
    for (ri, r) in model.regions.iter().enumerate() {
        let Some(info) = r.directive().and_then(vocab::directive) else {
            continue;
        };
        if !info.tag.starts_with("DIR.OMP.") {
            continue;
        }
        let kind = kind_of(info.tag, r, m, fl);
        let mut private = Vec::new();
        for o in r.clause_objects(m) {
            if let Some(kind) = PrivateKind::of_clause(&o.clause, &o.modifiers) {
                private.push(Privatized {
                    object: o.object,
                    clause: o.clause,
                    kind,
                    typed: o.typed,
                });
            }
        }
        let mut schedule = ScheduleKind::Static;
        let mut chunk = None;
        let mut nowait = false;
        let mut unsupported = None;
        let mut clauses = Vec::new();
        for b in r.bundles.iter().skip(1) {
            let (base, _) = vocab::split_clause(&b.tag);
            match base {
                "QUAL.OMP.SCHEDULE.STATIC"
                | "QUAL.OMP.SCHEDULE.AUTO"
                | "QUAL.OMP.SCHEDULE.RUNTIME" => chunk = b.operands.first().copied(),
                "QUAL.OMP.SCHEDULE.DYNAMIC" => {
                    schedule = ScheduleKind::Dynamic;
                    chunk = b.operands.first().copied();
                }
                "QUAL.OMP.SCHEDULE.GUIDED" => {
                    schedule = ScheduleKind::Guided;
                    chunk = b.operands.first().copied();
                }
                "QUAL.OMP.NOWAIT" => nowait = true,
                _ => {}
            }
            if let Some(&c) = OmpClause::ALL.iter().find(|c| c.tag() == base) {
                if !clauses.contains(&c) {
                    clauses.push(c);
                }
            }
        }
        if kind == ConstructKind::Unsupported {
            unsupported = Some(format!("construct {}", info.tag));
        } else if r.exits.len() != 1 && !matches!(kind, ConstructKind::Inert | ConstructKind::Flush)
        {
            unsupported = Some(format!(
                "{} has {} exits (a team needs one to skip the region)",
                info.tag,
                r.exits.len()
            ));
        } else if !r.side_entries.is_empty() || returns(body, &r.leaks) {
            // A path ending in `unreachable` (after `exit`, `abort`) never leaves the
            // region: a thread on it stops the program, not the team.
            unsupported = Some(format!("{} is not single-entry single-exit", info.tag));
        }
        let loc = debug_location(m, &body.insts[r.entry]);
        let mut describe = format!("{} in @{fname}", info.tag);
        if let Some(l) = &loc {
            describe += &format!(" ({})", super::names::loc_text(l));
        }
        index[ri] = Some(out.len());
        out.push(Construct {
            tag: info.tag,
            kind,
            entry: r.entry,
            exits: r.exits.clone(),
            insts: body
                .layout
                .iter()
                .filter_map(|b| {
                    r.spans
                        .get(b)
                        .map(|&(from, to)| &body.blocks[*b].insts[from..to])
                })
                .flatten()
                .copied()
                .collect(),
            parent: None,
            private,
            num_threads: clause_value(r, "QUAL.OMP.NUM_THREADS"),
            if_cond: clause_value(r, "QUAL.OMP.IF"),
            final_cond: clause_value(r, "QUAL.OMP.FINAL"),
            schedule,
            chunk,
            nowait,
            clauses,
            unsupported,
            describe,
            loc,
        });
    }
    // Nesting: the nearest enclosing region that is a construct.
    for (ri, r) in model.regions.iter().enumerate() {
        let Some(ci) = index[ri] else { continue };
        let mut p = r.parent;
        while let Some(pi) = p {
            if let Some(pc) = index[pi] {
                out[ci].parent = Some(pc);
                break;
            }
            p = model.regions[pi].parent;
        }
    }
    csa_sections(m, f, body, &mut out);
    out
}

/// CSA regions whose sections are not the iterations of a loop (sibling sections, as
/// `loop-spmdization`'s workers and `__builtin_csa_parallel_section_entry` blocks): a
/// `parallel sections` construct (a team: each section runs on one thread) with a `section`
/// per section entry, so that `parir run --parallel` runs the sections at once and the
/// sanitizer checks them against each other (issue 17). Regions with broken rules
/// (csa-memorder) and those whose sections are loop iterations (claimed loops) are left out.
///
/// A team runs the region's code on every thread, with a copy of the registers, and the
/// thread that began the region goes on after it with its own: what the seed's semantics
/// allow (the sections' memory operations are unordered) is not enough when a value crosses
/// a section boundary in a register. Such regions, and regions with code outside their
/// sections that touches memory (every thread would run it), run in turn
/// ([`Construct::unsupported`] says why, and `--explain` repeats it).
fn csa_sections(m: &Module, f: GlobalId, body: &Body, out: &mut Vec<Construct>) {
    use crate::csa::intrinsics::{csa_call, CsaIntrinsic};
    if !body
        .inst_iter()
        .any(|(_, i)| csa_call(m, &body.insts[i]) == Some(CsaIntrinsic::RegionEntry))
    {
        return;
    }
    let fname = m.globals[f].name().unwrap_or("");
    let mo = crate::csa::memorder::MemOrder::of(m, body);
    let loop_regions: std::collections::HashSet<usize> =
        mo.parallel_loops().iter().map(|p| p.region).collect();
    for (r, reg) in mo.csa.regions.iter().enumerate() {
        if mo.bad[r] || loop_regions.contains(&r) || reg.section_entries.len() < 2 {
            continue;
        }
        let [entry] = reg.entries.as_slice() else {
            continue;
        };
        let region_insts =
            mo.instructions_inside(body, r, crate::csa::memorder::Track::Region, *entry);
        let name = crate::csa::memorder::region_name(&mo, r);
        let parent = out.len();
        out.push(csa_construct(
            "csa.parallel.region",
            ConstructKind::TeamSections,
            *entry,
            reg.exits.clone(),
            region_insts,
            None,
            format!("CSA region {name} in @{fname}"),
        ));
        let mut sections = Vec::new();
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
                        .is_some_and(|v| {
                            crate::csa::model::sources(body, v).contains(&Value::Inst(se))
                        })
                })
                .collect();
            let insts = mo.instructions_inside(body, r, crate::csa::memorder::Track::Section, se);
            sections.push(out.len());
            out.push(csa_construct(
                "csa.parallel.section",
                ConstructKind::Section,
                se,
                exits,
                insts,
                Some(parent),
                format!("a section of CSA region {name} in @{fname}"),
            ));
        }
        out[parent].unsupported = csa_team_blocker(m, body, &out[parent], &out[parent + 1..]);
    }
}

/// Why the CSA region `region` with sections `sections` cannot run on a team, if it cannot
/// (see [`csa_sections`]).
fn csa_team_blocker(
    m: &Module,
    body: &Body,
    region: &Construct,
    sections: &[Construct],
) -> Option<String> {
    use crate::csa::memorder::inst_name;
    use std::collections::HashMap;
    if region.exits.len() != 1 {
        return Some(format!(
            "the region has {} exits (a team needs one to end at)",
            region.exits.len()
        ));
    }
    if let Some(s) = sections.iter().find(|s| s.exits.len() != 1) {
        return Some(format!(
            "the section entered at {} has {} exits (a thread skipping it needs one to go to)",
            inst_name(body, s.entry),
            s.exits.len()
        ));
    }
    // Where each instruction of the region is: in section k (`Some(k)`) or between them.
    let mut place: HashMap<Inst, Option<usize>> = region.insts.iter().map(|&i| (i, None)).collect();
    for (k, s) in sections.iter().enumerate() {
        for &i in &s.insts {
            place.insert(i, Some(k));
        }
    }
    for &i in &region.insts {
        if place[&i].is_some() {
            continue;
        }
        let d = &body.insts[i];
        let intrinsic = crate::csa::intrinsics::csa_call(m, d).is_some()
            || parir_transform::irbuild::callee_name(m, d).is_some_and(|(_, n)| {
                n.starts_with("llvm.dbg.") || n.starts_with("llvm.lifetime.")
            });
        if !intrinsic && parir_analysis::memory::may_read_or_write_memory(m, d) {
            return Some(format!(
                "{} is inside the region but outside its sections (every thread would run it)",
                inst_name(body, i)
            ));
        }
    }
    for (_, u) in body.inst_iter() {
        let mut crossing = None;
        let uses: Vec<(Value, Option<Block>)> = match &body.insts[u].kind {
            parir_ir::inst::InstKind::Phi { incoming, .. } => {
                incoming.iter().map(|&(v, p)| (v, Some(p))).collect()
            }
            k => {
                let mut v = Vec::new();
                k.for_each_operand(|o| v.push((o, None)));
                v
            }
        };
        for (v, from) in uses {
            let Value::Inst(d) = v else { continue };
            let Some(&dp) = place.get(&d) else { continue };
            // A phi uses its value at the end of the incoming block.
            let at = match from {
                Some(p) => body.terminator(p).unwrap_or(u),
                None => u,
            };
            let ok = match (dp, place.get(&at)) {
                (Some(k), Some(&Some(k2))) => k == k2,
                (Some(_), _) => false,
                (None, at) => at.is_some(),
            };
            if !ok {
                crossing = Some(d);
                break;
            }
        }
        if let Some(d) = crossing {
            return Some(format!(
                "{} crosses a section boundary in a register (used by {}): only memory is shared by the threads of a team",
                inst_name(body, d),
                inst_name(body, u)
            ));
        }
    }
    None
}

fn csa_construct(
    tag: &'static str,
    kind: ConstructKind,
    entry: Inst,
    exits: Vec<Inst>,
    insts: Vec<Inst>,
    parent: Option<usize>,
    describe: String,
) -> Construct {
    Construct {
        tag,
        kind,
        entry,
        exits,
        insts,
        parent,
        private: Vec::new(),
        num_threads: None,
        if_cond: None,
        final_cond: None,
        schedule: ScheduleKind::Static,
        chunk: None,
        nowait: true,
        clauses: Vec::new(),
        unsupported: None,
        describe,
        loc: None,
    }
}

/// Whether one of the blocks `leaks` returns from the function.
fn returns(body: &Body, leaks: &[Block]) -> bool {
    leaks.iter().any(|&b| {
        body.terminator(b)
            .is_some_and(|t| !matches!(body.insts[t].kind, parir_ir::inst::InstKind::Unreachable))
    })
}
