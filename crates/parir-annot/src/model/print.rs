//! `print<parallel-model>`: the parallel model of each function, as text and JSON.
//!
//! ```text
//! @main: teams, worksharing, synchronization
//!   construct DIR.OMP.PARALLEL in @main (prog.c:4:1): team, num_threads, 2 private
//!     construct DIR.OMP.CRITICAL in @main (prog.c:7:3): critical "", parent 0
//!   loop for.body in @main (prog.c:12:3): llvm.loop.parallel_accesses
//!   spawns: 2 spawns, 2 task ends, 1 sync; 1 cilk_for loop
//! ```

use super::{ConstructKind, ModelCache, ParallelModel, TaskPointKind};
use parir_ir::Module;
use std::fmt::Write as _;

fn kind_text(k: &ConstructKind) -> String {
    match k {
        ConstructKind::Team => "team".into(),
        ConstructKind::TeamSections => "team of sections".into(),
        ConstructKind::TeamLoop => "team loop".into(),
        ConstructKind::Worksharing { .. } => "worksharing loop".into(),
        ConstructKind::Sections => "sections".into(),
        ConstructKind::Section => "section".into(),
        ConstructKind::Single => "single".into(),
        ConstructKind::Masked { filter } => {
            if filter.is_some() {
                "masked (filter)".into()
            } else {
                "masked".into()
            }
        }
        ConstructKind::Critical { name } => format!("critical {name:?}"),
        ConstructKind::Barrier => "barrier".into(),
        ConstructKind::Task => "task".into(),
        ConstructKind::Taskwait => "taskwait".into(),
        ConstructKind::Taskgroup => "taskgroup".into(),
        ConstructKind::Inert => "no team effect".into(),
        ConstructKind::Flush => "flush".into(),
        ConstructKind::Unsupported => "not run by a team".into(),
    }
}

/// What `print<parallel-model>` and `dot<parallel-model>` say of a construct: its kind, then
/// its clauses.
fn construct_facts(c: &crate::claims::constructs::Construct) -> Vec<String> {
    let mut facts = vec![kind_text(&c.kind)];
    if c.num_threads.is_some() {
        facts.push("num_threads".into());
    }
    if c.if_cond.is_some() {
        facts.push("if".into());
    }
    if matches!(
        c.kind,
        ConstructKind::TeamLoop | ConstructKind::Worksharing { .. }
    ) {
        facts.push(format!(
            "schedule {:?}{}",
            c.schedule,
            if c.chunk.is_some() { " chunked" } else { "" }
        ));
    }
    if c.nowait {
        facts.push("nowait".into());
    }
    if !c.private.is_empty() {
        facts.push(format!("{} private", c.private.len()));
    }
    if let Some(why) = &c.unsupported {
        facts.push(format!("unsupported: {why}"));
    }
    if let Some(parent) = c.parent {
        facts.push(format!("parent {parent}"));
    }
    facts
}

/// What the model says of a claimed loop: its claims, with their private and uncovered
/// accesses.
fn loop_claims(l: &crate::claims::ClaimedLoop) -> Vec<String> {
    l.claims
        .iter()
        .map(|c| {
            let mut s = c.claim.name().to_string();
            if !c.private.is_empty() {
                let _ = write!(s, " ({} private)", c.private.len());
            }
            if !c.uncovered.is_empty() {
                let _ = write!(s, " ({} uncovered)", c.uncovered.len());
            }
            s
        })
        .collect()
}

/// The function-level lines of `model` (none when it is empty).
fn function_text(out: &mut String, name: &str, model: &ParallelModel) {
    if model.is_empty() {
        return;
    }
    let carries: Vec<&str> = model.carries().iter().map(|c| c.name()).collect();
    let _ = writeln!(out, "@{name}: {}", carries.join(", "));
    for (i, c) in model.constructs.iter().enumerate() {
        let mut depth = 1;
        let mut p = c.parent;
        while let Some(q) = p {
            depth += 1;
            p = model.constructs[q].parent;
        }
        let facts = construct_facts(c);
        let _ = writeln!(
            out,
            "{:indent$}construct {i} {}: {}",
            "",
            c.describe,
            facts.join(", "),
            indent = 2 * depth
        );
    }
    for l in &model.loops {
        let _ = writeln!(out, "  {}: {}", l.describe, loop_claims(l).join(", "));
    }
    for n in &model.nodes {
        let _ = writeln!(out, "  dataflow node of {} dimensions", n.dims.len());
    }
    if !model.spawns.is_empty() || !model.task_loops.is_empty() {
        let count =
            |f: fn(&TaskPointKind) -> bool| model.spawns.iter().filter(|p| f(&p.kind)).count();
        let _ = writeln!(
            out,
            "  spawns: {} spawns, {} task ends, {} syncs; {} cilk_for loops",
            count(|k| matches!(k, TaskPointKind::Spawn { .. })),
            count(|k| matches!(k, TaskPointKind::End { .. })),
            count(|k| matches!(k, TaskPointKind::Sync { .. })),
            model.task_loops.len()
        );
    }
}

/// `print<parallel-model>` over the module: every function with a parallel construct.
pub fn print_module(m: &Module) -> String {
    let cache = ModelCache::new(m);
    let mut out = String::new();
    for (f, g) in m.globals.iter() {
        if m.body(f).is_none() {
            continue;
        }
        function_text(&mut out, g.name().unwrap_or(""), &cache.get(f));
    }
    if out.is_empty() {
        out.push_str("no parallel constructs\n");
    }
    out
}

/// The same as JSON: `{"functions": [{"name", "carries", "constructs", "loops", "spawns",
/// "cilk_for_loops"}]}`.
pub fn json_module(m: &Module) -> serde_json::Value {
    let cache = ModelCache::new(m);
    let mut fs = Vec::new();
    for (f, g) in m.globals.iter() {
        if m.body(f).is_none() {
            continue;
        }
        let model = cache.get(f);
        if model.is_empty() {
            continue;
        }
        fs.push(serde_json::json!({
            "name": g.name().unwrap_or(""),
            "carries": model.carries().iter().map(|c| c.name()).collect::<Vec<_>>(),
            "constructs": model.constructs.iter().map(|c| serde_json::json!({
                "directive": c.tag,
                "kind": kind_text(&c.kind),
                "parent": c.parent,
                "nowait": c.nowait,
                "private": c.private.len(),
                "unsupported": c.unsupported,
                "describe": c.describe,
            })).collect::<Vec<_>>(),
            "loops": model.loops.iter().map(|l| serde_json::json!({
                "describe": l.describe,
                "claims": l.claims.iter().map(|c| c.claim.name()).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "spawns": model.spawns.len(),
            "cilk_for_loops": model.task_loops.len(),
            "dataflow_nodes": model.nodes.len(),
        }));
    }
    serde_json::json!({ "functions": fs })
}

/// `dot<parallel-model>`: per function with a parallel construct, its CFG with the model drawn
/// on it through the shared DOT helper: each construct (team, worksharing loop, task,
/// critical, ...) and each claimed loop as a box around its blocks, labelled with its kind and
/// clauses or its claims, nested as they nest; spawns, task ends and syncs noted on their
/// blocks; loop backedges dashed.
///
/// ```
/// let src = "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.parallel_accesses\"}\n";
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let dot = parir_annot::model::print::dot_module(&m);
/// assert!(dot.contains("loop h in @f\\lparallel_accesses"), "{dot}");
/// ```
pub fn dot_module(m: &Module) -> String {
    use parir_analysis::dot::{cfg_dot, Cluster, DotOptions};
    use parir_ir::Block;
    use std::collections::{HashMap, HashSet};
    let cache = ModelCache::new(m);
    let mut out = String::new();
    for (f, _) in m.globals.iter() {
        let Some(body) = m.body(f) else {
            continue;
        };
        let model = cache.get(f);
        if model.is_empty() {
            continue;
        }
        // Each box: its label and its blocks (nested regions and loops included).
        let mut boxes: Vec<(String, HashSet<Block>)> = Vec::new();
        for (i, c) in model.constructs.iter().enumerate() {
            let blocks: HashSet<Block> = std::iter::once(c.entry)
                .chain(c.insts.iter().copied())
                .filter_map(|x| body.block_of(x))
                .collect();
            boxes.push((
                format!(
                    "construct {i}: {}\n{}",
                    c.describe,
                    construct_facts(c).join(", ")
                ),
                blocks,
            ));
        }
        for l in &model.loops {
            let mut label = l.describe.clone();
            for c in loop_claims(l) {
                label.push('\n');
                label.push_str(&c);
            }
            boxes.push((label, l.blocks.iter().copied().collect()));
        }
        // Nest each box in the smallest box that holds all its blocks (larger boxes first; a
        // construct before a loop with the same blocks).
        let mut order: Vec<usize> = (0..boxes.len()).collect();
        order.sort_by_key(|&k| std::cmp::Reverse(boxes[k].1.len()));
        let mut parent: Vec<Option<usize>> = vec![None; boxes.len()];
        for (pos, &k) in order.iter().enumerate() {
            parent[k] = order[..pos]
                .iter()
                .rev()
                .copied()
                .find(|&p| boxes[k].1.is_subset(&boxes[p].1));
        }
        fn build(
            k: usize,
            boxes: &[(String, HashSet<Block>)],
            parent: &[Option<usize>],
            order: &[usize],
            layout: &[Block],
        ) -> Cluster {
            let children: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&c| parent[c] == Some(k))
                .collect();
            let inner: HashSet<Block> = children
                .iter()
                .flat_map(|&c| boxes[c].1.iter().copied())
                .collect();
            Cluster {
                label: boxes[k].0.clone(),
                blocks: layout
                    .iter()
                    .copied()
                    .filter(|b| boxes[k].1.contains(b) && !inner.contains(b))
                    .collect(),
                children: children
                    .into_iter()
                    .map(|c| build(c, boxes, parent, order, layout))
                    .collect(),
            }
        }
        let clusters = order
            .iter()
            .copied()
            .filter(|&k| parent[k].is_none())
            .map(|k| build(k, &boxes, &parent, &order, &body.layout))
            .collect();
        let mut notes: HashMap<Block, Vec<String>> = HashMap::new();
        let names = parir_ir::printer::block_operand_names(m, f);
        let name = |b: Block| {
            names
                .get(b.as_u32() as usize)
                .cloned()
                .unwrap_or_else(|| format!("{b}"))
        };
        for p in &model.spawns {
            let Some(b) = body.block_of(p.inst) else {
                continue;
            };
            let note = match p.kind {
                TaskPointKind::Spawn { task, cont } => {
                    format!("spawn: task {}, continue {}", name(task), name(cont))
                }
                TaskPointKind::End { cont } => format!("task end: continue {}", name(cont)),
                TaskPointKind::Sync { next } => format!("sync, then {}", name(next)),
            };
            notes.entry(b).or_default().push(note);
        }
        let fl = parir_analysis::loops::FunctionLoops::compute(body);
        let opts = DotOptions {
            notes,
            clusters,
            dashed: parir_analysis::dot::loop_backedges(&fl),
        };
        out.push_str(&cfg_dot(m, f, body, &opts));
    }
    out
}
