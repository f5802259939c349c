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
        ConstructKind::Unsupported => "not run by a team".into(),
    }
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
        let claims: Vec<String> = l
            .claims
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
            .collect();
        let _ = writeln!(out, "  {}: {}", l.describe, claims.join(", "));
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
