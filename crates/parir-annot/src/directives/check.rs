//! `parir check` for the directive intrinsics (checker `directive-check`): the correctness
//! properties of the LLVMPar RFC (`llvmpar-extension-mechanism-rfc.txt`, "Correctness
//! Properties"), one lint per violation, named after the property.
//!
//! | name | severity | property |
//! |---|---|---|
//! | `directive-A-bad-signature` | error | A: an intrinsic declared or called with another type |
//! | `directive-A-token-use` | error | A: an entry's token used other than as the operand of its exits, or an exit whose operand is not an entry's token |
//! | `directive-A-marker-use` | error | A: a marker's `i1` used other than as a branch condition |
//! | `directive-A-unknown-tag` | warning | A: a bundle tag no vocabulary knows (kept, see [`super::vocab`]) |
//! | `directive-bad-clause-value` | warning | a constant clause value OpenMP requires to be positive that is not (`num_threads(0)`, `safelen(-1)`, a chunk of 0 for a dynamic or guided schedule, which parir and libomp read as 1) |
//! | `directive-A-end-mismatch` | error | A: an exit whose `DIR.OMP.END.X` does not close the entry's `DIR.OMP.X` |
//! | `directive-B1-no-exit` | error | B1: a region without exit, or a path from the entry that leaves the function without one |
//! | `directive-B1-not-dominated` | error | B1: an exit that its entry does not dominate |
//! | `directive-B1-side-entry` | error | B1: an edge entering the region other than through its entry |
//! | `directive-B2-implicit-repeat` | error | B2: a region entry on a cycle that is not a natural loop |
//! | `directive-B4-split-marker-edge` | warning | B4: a block inserted on an edge of a branch on a marker |
//! | `directive-C1-value-escapes` | error | C1: an SSA value defined inside a region used outside it (phis included) |
//! | `directive-C2-unlisted-pointer` | warning | C2/C3: a memory operation inside a region on an alloca or internal global from outside the region that no bundle of the region names |
//! | `directive-C3-hoisted-alloca` | warning | C3: an alloca outside a region whose every use is inside it and that no bundle names (what the inliner's alloca hoisting produces) |

use super::model::{directive_call, DirectiveCall, DirectiveFunction};
use super::vocab;
use crate::diag::Warning;
use parir_analysis::cfg::ControlFlowGraph;
use parir_analysis::dominators::DominatorTree;
use parir_analysis::loops::LoopForest;
use parir_ir::function::{Block, Body, Inst};
use parir_ir::inst::InstKind;
use parir_ir::module::Linkage;
use parir_ir::value::ConstData;
use parir_ir::{GlobalId, Module, Value};
use std::collections::{HashMap, HashSet};

/// Every lint of the directive intrinsics in `m`.
pub fn check_module(m: &Module) -> Vec<Warning> {
    let mut out = Vec::new();
    for (g, f) in m.functions() {
        let Some(name) = m.globals[g].name() else {
            continue;
        };
        if let Some(k) = DirectiveCall::from_name(name) {
            if !k.has_signature(m, f.ty) {
                let mut w = Warning::error(
                    "directive-A-bad-signature",
                    format!(
                        "@{name} is declared as {}; the intrinsic is {}",
                        parir_ir::printer::type_to_string(m, f.ty),
                        k.signature_text()
                    ),
                )
                .at_pos(Some(m.globals[g].common.pos));
                w.function = Some(format!("@{name}"));
                out.push(w);
            }
        }
    }
    for (g, func) in m.functions() {
        let Some(body) = func.body.as_ref() else {
            continue;
        };
        if !body
            .inst_iter()
            .any(|(_, i)| directive_call(m, &body.insts[i]).is_some())
        {
            continue;
        }
        let fname = format!("@{}", m.globals[g].name().unwrap_or(""));
        let mut ws = check_function(m, g, body, &fname);
        ws.sort_by_key(|w| w.pos().unwrap_or(u32::MAX));
        out.extend(ws);
    }
    out
}

/// What is wrong with a clause's constant value, if anything: OpenMP requires `num_threads`,
/// `num_teams`, `thread_limit`, `safelen`, `simdlen`, `collapse`, `grainsize`, `num_tasks`
/// and schedule chunks to be positive. `SCHEDULE.STATIC(0)` is the region form's "no chunk"
/// (what omp-prepare writes for `schedule(static)`), so only a negative static chunk is
/// reported.
fn bad_clause_value(m: &Module, tag: &str, inputs: &[parir_ir::Value]) -> Option<String> {
    let (base, _) = vocab::split_clause(tag);
    let clause = base.strip_prefix("QUAL.OMP.")?;
    let value = match inputs.first()? {
        parir_ir::Value::Const(c) => match &m.consts.get(*c).data {
            parir_ir::value::ConstData::Int(v) => v.as_i128()?,
            _ => return None,
        },
        _ => return None,
    };
    let spelled = format!("\"{tag}\"");
    let scalar = [
        "NUM_THREADS",
        "NUM_TEAMS",
        "THREAD_LIMIT",
        "SAFELEN",
        "SIMDLEN",
        "COLLAPSE",
        "GRAINSIZE",
        "NUM_TASKS",
    ];
    if scalar.contains(&clause) && value <= 0 {
        return Some(format!(
            "{spelled} with the value {value}: OpenMP requires a positive value (the behaviour \
             is unspecified otherwise)"
        ));
    }
    let chunked = ["SCHEDULE.DYNAMIC", "SCHEDULE.GUIDED"];
    if (chunked.contains(&clause) && value == 0) || (clause.contains("SCHEDULE.") && value < 0) {
        return Some(format!(
            "{spelled} with a chunk size of {value}: OpenMP requires a positive chunk size \
             (parir and libomp run it as 1)"
        ));
    }
    None
}

/// The uses of every instruction: `(user, block where the use happens)` (for a phi, the end
/// of the incoming block).
fn uses(body: &Body) -> HashMap<Inst, Vec<(Inst, Block, bool)>> {
    let mut out: HashMap<Inst, Vec<(Inst, Block, bool)>> = HashMap::new();
    for (b, i) in body.inst_iter() {
        let d = &body.insts[i];
        if let InstKind::Phi { incoming, .. } = &d.kind {
            for &(v, from) in incoming {
                if let Value::Inst(x) = v {
                    out.entry(x).or_default().push((i, from, true));
                }
            }
            continue;
        }
        d.kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                out.entry(x).or_default().push((i, b, false));
            }
        });
    }
    out
}

fn check_function(m: &Module, g: GlobalId, body: &Body, fname: &str) -> Vec<Warning> {
    let mut out = Vec::new();
    let at = |i: Inst, w: Warning| w.at_inst(m, fname, &body.insts[i]);
    let model = DirectiveFunction::of(m, body);
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let forest = LoopForest::compute(&cfg, &dt);
    let uses = uses(body);
    let namer = crate::claims::names::Namer::new(m, g, body);
    let name_of = |i: Inst| -> String { namer.val_or_inst(i) };

    // A: signatures, token and marker uses, tags.
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        let Some(k) = directive_call(m, d) else {
            continue;
        };
        let Some(c) = d.kind.call_data() else {
            continue;
        };
        if !k.has_signature(m, c.fn_ty) {
            out.push(at(
                i,
                Warning::error(
                    "directive-A-bad-signature",
                    format!(
                        "@{} is called as {}; the intrinsic is {}",
                        k.name(),
                        parir_ir::printer::type_to_string(m, c.fn_ty),
                        k.signature_text()
                    ),
                ),
            ));
            continue;
        }
        for b in &c.bundles {
            if let Some(msg) = bad_clause_value(m, &b.tag, &b.inputs) {
                out.push(at(i, Warning::new("directive-bad-clause-value", msg)));
            }
            if vocab::kind(&b.tag).is_none() {
                out.push(at(
                    i,
                    Warning::new(
                        "directive-A-unknown-tag",
                        format!(
                            "operand bundle \"{}\" is in no vocabulary parir knows (OpenMP DIR/QUAL tags, the RFC's Tapir and HPVM tags); it is kept as it is",
                            b.tag
                        ),
                    ),
                ));
            }
        }
        match k {
            DirectiveCall::Entry => {
                for &(user, _, _) in uses.get(&i).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if directive_call(m, &body.insts[user]) != Some(DirectiveCall::Exit) {
                        out.push(at(
                            user,
                            Warning::error(
                                "directive-A-token-use",
                                format!(
                                    "the token of the region entry {} may only be the operand of its region exits",
                                    name_of(i)
                                ),
                            ),
                        ));
                    }
                }
            }
            DirectiveCall::Exit => {
                let ok = matches!(c.args.first(), Some(Value::Inst(e))
                    if directive_call(m, &body.insts[*e]) == Some(DirectiveCall::Entry));
                if !ok {
                    out.push(at(
                        i,
                        Warning::error(
                            "directive-A-token-use",
                            "the operand of a region exit must be the token of a region entry",
                        ),
                    ));
                }
            }
            DirectiveCall::Marker => {
                for &(user, _, is_phi) in uses.get(&i).map(|v| v.as_slice()).unwrap_or(&[]) {
                    let branch = !is_phi
                        && matches!(&body.insts[user].kind, InstKind::CondBr { cond, .. } if *cond == Value::Inst(i));
                    if !branch {
                        out.push(at(
                            user,
                            Warning::error(
                                "directive-A-marker-use",
                                "the result of llvm.directive.marker may only be the condition of a branch",
                            ),
                        ));
                    }
                }
            }
        }
    }

    for r in &model.regions {
        let dir = r.directive().unwrap_or("");
        // A: END tags.
        if let Some(want) = vocab::end_tag(dir).filter(|_| vocab::directive(dir).is_some()) {
            for &x in &r.exits {
                let tags: Vec<String> = body.insts[x]
                    .kind
                    .call_data()
                    .map(|c| c.bundles.iter().map(|b| b.tag.to_string()).collect())
                    .unwrap_or_default();
                if tags.first().map(String::as_str) != Some(want.as_str()) {
                    out.push(at(
                        x,
                        Warning::error(
                            "directive-A-end-mismatch",
                            format!(
                                "this exit of the {dir} region carries {}; it must carry \"{want}\"()",
                                tags.first()
                                    .map(|t| format!("\"{t}\""))
                                    .unwrap_or_else(|| "no bundle".into())
                            ),
                        ),
                    ));
                }
            }
        }
        // B1.
        if r.exits.is_empty() {
            out.push(at(
                r.entry,
                Warning::error(
                    "directive-B1-no-exit",
                    format!("the region entry {} has no region exit", name_of(r.entry)),
                ),
            ));
        } else {
            for &b in &r.leaks {
                if let Some(t) = body.terminator(b) {
                    out.push(at(
                        t,
                        Warning::error(
                            "directive-B1-no-exit",
                            format!(
                                "a path from the region entry {} reaches this end of the function without a region exit",
                                name_of(r.entry)
                            ),
                        ),
                    ));
                }
            }
        }
        for &x in &r.exits {
            if !dt.inst_dominates(body, r.entry, x) {
                out.push(at(
                    x,
                    Warning::error(
                        "directive-B1-not-dominated",
                        format!(
                            "the region entry {} does not dominate this exit: the region is not single-entry",
                            name_of(r.entry)
                        ),
                    ),
                ));
            }
        }
        for &(from, to) in &r.side_entries {
            if !cfg.is_reachable(from) {
                continue;
            }
            if let Some(t) = body.terminator(from) {
                out.push(at(
                    t,
                    Warning::error(
                        "directive-B1-side-entry",
                        format!(
                            "this branch enters the region of {} at {} without passing its entry",
                            name_of(r.entry),
                            namer.blk(to)
                        ),
                    ),
                ));
            }
        }
        // B2: on a cycle that is not a natural loop.
        if let Some(eb) = body.block_of(r.entry) {
            if forest.innermost_loop(eb).is_none() && on_cycle(&cfg, eb) {
                out.push(at(
                    r.entry,
                    Warning::error(
                        "directive-B2-implicit-repeat",
                        "this region entry is on a cycle that is not a loop (irreducible control flow): a region executed repeatedly must sit in an explicit loop",
                    ),
                ));
            }
        }
    }

    // B4: a block inserted on an edge of a branch on a marker.
    for mk in &model.markers {
        for &(user, _, _) in uses.get(&mk.inst).map(|v| v.as_slice()).unwrap_or(&[]) {
            let InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } = body.insts[user].kind
            else {
                continue;
            };
            let Some(from) = body.block_of(user) else {
                continue;
            };
            for s in [then_dest, else_dest] {
                let insts = &body.blocks[s].insts;
                let forwarding = insts.len() == 1
                    && matches!(body.insts[insts[0]].kind, InstKind::Br(_))
                    && cfg.predecessors(s) == [from];
                if let (true, InstKind::Br(t)) = (forwarding, &body.insts[insts[0]].kind) {
                    if cfg.predecessors(*t).len() > 1 {
                        out.push(at(
                            user,
                            Warning::new(
                                "directive-B4-split-marker-edge",
                                format!(
                                    "the edge from this branch on a marker to {} was split by the empty block {} (LLVM's SplitCriticalEdge); property B4 forbids it",
                                    namer.blk(*t),
                                    namer.blk(s)
                                ),
                            ),
                        ));
                    }
                }
            }
        }
    }

    // C1: values escaping their region.
    for r in &model.regions {
        for (&b, &(from, to)) in &r.spans {
            for &i in &body.blocks[b].insts[from..to] {
                if m.types.is_void(body.insts[i].ty) {
                    continue;
                }
                for &(user, _, is_phi) in uses.get(&i).map(|v| v.as_slice()).unwrap_or(&[]) {
                    let inside = if is_phi {
                        // The value flows along the edge leaving `use_block`: inside when
                        // the phi's block is inside too.
                        r.contains(body, user)
                    } else {
                        r.contains(body, user) || r.exits.contains(&user)
                    };
                    if !inside && directive_call(m, &body.insts[user]).is_none() {
                        out.push(at(
                            user,
                            Warning::error(
                                "directive-C1-value-escapes",
                                format!(
                                    "{} is defined inside the region of {} ({}) and used here, outside it",
                                    name_of(i),
                                    name_of(r.entry),
                                    r.directive().unwrap_or("no directive")
                                ),
                            ),
                        ));
                    }
                }
            }
        }
    }

    // C2/C3: pointers to allocas and internal globals.
    let mut hoisted: HashSet<Inst> = HashSet::new();
    for (_, i) in body.inst_iter() {
        if !matches!(body.insts[i].kind, InstKind::Alloca { .. }) {
            continue;
        }
        let us: Vec<Inst> = uses
            .get(&i)
            .map(|v| v.iter().map(|u| u.0).collect())
            .unwrap_or_default();
        for r in &model.regions {
            if us.is_empty() || r.contains(body, i) {
                continue;
            }
            let only_inside = us
                .iter()
                .all(|&u| r.contains(body, u) || is_lifetime_marker(m, body, u))
                && us.iter().any(|&u| r.contains(body, u));
            if only_inside && !r.listed_values(body).contains(&Value::Inst(i)) {
                hoisted.insert(i);
                out.push(at(
                    i,
                    Warning::new(
                        "directive-C3-hoisted-alloca",
                        format!(
                            "{} is allocated outside the region of {} ({}) but used only inside it, and no bundle of the region names it (what the inliner's alloca hoisting produces)",
                            name_of(i),
                            name_of(r.entry),
                            r.directive().unwrap_or("no directive")
                        ),
                    ),
                ));
                break;
            }
        }
    }
    let mut reported: HashSet<(usize, Value)> = HashSet::new();
    for (ri, r) in model.regions.iter().enumerate() {
        // What an enclosing region names counts too: its entry captures the pointer, so
        // LLVM treats this region's entry and exit (calls with operand bundles) as touching it.
        let listed: HashSet<Value> = model
            .regions
            .iter()
            .filter(|o| std::ptr::eq(*o, r) || o.contains(body, r.entry))
            .flat_map(|o| o.listed_values(body))
            .collect();
        for (&b, &(from, to)) in &r.spans {
            for &i in &body.blocks[b].insts[from..to] {
                for p in crate::ivdep::objects::pointer_operands(m, body, i) {
                    for o in parir_analysis::underlying::underlying_objects(m, g, p) {
                        let relevant = match o {
                            Value::Inst(a) => {
                                matches!(body.insts[a].kind, InstKind::Alloca { .. })
                                    && !r.contains(body, a)
                                    && !hoisted.contains(&a)
                            }
                            Value::Const(k) => match m.consts.get(k).data {
                                ConstData::Global(gv) => {
                                    matches!(
                                        m.globals[gv].common.linkage,
                                        Linkage::Internal | Linkage::Private
                                    ) && m.globals[gv].as_var().is_some()
                                }
                                _ => false,
                            },
                            _ => false,
                        };
                        if relevant && !listed.contains(&o) && reported.insert((ri, o)) {
                            let what = match o {
                                Value::Inst(a) => format!("the alloca {}", name_of(a)),
                                Value::Const(k) => match m.consts.get(k).data {
                                    ConstData::Global(gv) => format!(
                                        "the internal global @{}",
                                        m.globals[gv].name().unwrap_or("?")
                                    ),
                                    _ => "a constant".into(),
                                },
                                _ => "a value".into(),
                            };
                            out.push(at(
                                i,
                                Warning::new(
                                    "directive-C2-unlisted-pointer",
                                    format!(
                                        "this access inside the region of {} ({}) is to {what}, which no bundle of the region's entry or exits names: LLVM may move it across the region boundary",
                                        name_of(r.entry),
                                        r.directive().unwrap_or("no directive")
                                    ),
                                ),
                            ));
                        }
                    }
                }
            }
        }
    }
    out
}

fn is_lifetime_marker(m: &Module, body: &Body, i: Inst) -> bool {
    crate::csa::intrinsics::callee_name(m, &body.insts[i])
        .is_some_and(|(_, n)| n.starts_with("llvm.lifetime."))
}

/// Whether `b` lies on a cycle of the CFG.
fn on_cycle(cfg: &ControlFlowGraph, b: Block) -> bool {
    let mut seen = HashSet::new();
    let mut stack: Vec<Block> = cfg.successors(b).to_vec();
    while let Some(x) = stack.pop() {
        if x == b {
            return true;
        }
        if seen.insert(x) {
            stack.extend(cfg.successors(x).iter().copied());
        }
    }
    false
}
