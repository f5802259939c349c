//! `print<directive-regions>`: per function, the region tree (each region with its
//! directive, clauses and operands, exits, blocks and associated loop) and the markers.

use super::model::DirectiveFunction;
use super::vocab;
use crate::claims::names::Namer;
use parir_analysis::loops::FunctionLoops;
use parir_ir::function::Body;
use parir_ir::Module;
use std::fmt::Write;

/// The region trees of every function of `m` with directive intrinsics.
pub fn print_module(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let model = DirectiveFunction::of(m, body);
        if model.regions.is_empty() && model.markers.is_empty() {
            continue;
        }
        let name = m.globals[g].name().unwrap_or("");
        let _ = writeln!(out, "Directive regions of @{name}:");
        let namer = Namer::new(m, g, body);
        let loops = FunctionLoops::compute(body);
        let roots: Vec<usize> = (0..model.regions.len())
            .filter(|&r| model.regions[r].parent.is_none())
            .collect();
        for r in roots {
            print_region(&mut out, m, body, &model, &namer, &loops, r, 1);
        }
        for mk in model.markers.iter().filter(|mk| mk.region.is_none()) {
            let _ = writeln!(out, "  marker {}", marker_text(&namer, mk));
        }
    }
    out
}

fn marker_text(namer: &Namer, mk: &super::model::Marker) -> String {
    let tags: Vec<String> = mk
        .bundles
        .iter()
        .map(|b| format!("\"{}\"", b.tag))
        .collect();
    format!("{} [{}]", namer.describe_inst(mk.inst), tags.join(", "))
}

#[allow(clippy::too_many_arguments)]
fn print_region(
    out: &mut String,
    m: &Module,
    body: &Body,
    model: &DirectiveFunction,
    namer: &Namer,
    loops: &FunctionLoops,
    r: usize,
    depth: usize,
) {
    let reg = &model.regions[r];
    let pad = "  ".repeat(depth);
    let dir = reg.directive().unwrap_or("(no bundle)");
    let doc = vocab::directive(dir)
        .map(|d| format!(" — {}", d.doc))
        .unwrap_or_default();
    let first_ops: Vec<String> = reg
        .bundles
        .first()
        .map(|b| b.operands.iter().map(|&v| namer.val(v)).collect())
        .unwrap_or_default();
    let args = if first_ops.is_empty() {
        String::new()
    } else {
        format!("({})", first_ops.join(", "))
    };
    let _ = writeln!(
        out,
        "{pad}region {} {dir}{args}{doc}",
        namer.val_or_inst(reg.entry)
    );
    for b in reg.bundles.iter().skip(1) {
        let ops: Vec<String> = b.operands.iter().map(|&v| namer.val(v)).collect();
        let _ = writeln!(out, "{pad}  clause \"{}\"({})", b.tag, ops.join(", "));
    }
    let exits: Vec<String> = reg
        .exits
        .iter()
        .map(|&x| namer.block_of(x).map_or_else(String::new, |b| namer.blk(b)))
        .collect();
    let _ = writeln!(
        out,
        "{pad}  exits: {}",
        if exits.is_empty() {
            "none".to_string()
        } else {
            exits.join(", ")
        }
    );
    let mut blocks: Vec<_> = reg.spans.keys().copied().collect();
    blocks.sort_by_key(|b| body.layout.iter().position(|x| x == b));
    let names: Vec<String> = blocks.iter().map(|&b| namer.blk(b)).collect();
    let _ = writeln!(out, "{pad}  blocks: {}", names.join(", "));
    if vocab::directive(dir).is_some_and(|d| d.is_loop) {
        // The outermost loop whose header lies inside the region.
        let l = reg.enclosed_loop(loops);
        let _ = match l {
            Some(l) => writeln!(
                out,
                "{pad}  loop: header {}",
                namer.blk(loops.forest.header(l))
            ),
            None => writeln!(out, "{pad}  loop: none found inside the region"),
        };
    }
    for mk in model.markers.iter().filter(|mk| mk.region == Some(r)) {
        let _ = writeln!(out, "{pad}  marker {}", marker_text(namer, mk));
    }
    let _ = m;
    for c in (0..model.regions.len()).filter(|&c| model.regions[c].parent == Some(r)) {
        print_region(out, m, body, model, namer, loops, c, depth + 1);
    }
}

/// `dot<directive-regions>`: for each function with directive intrinsics, its CFG as a DOT
/// graph with the region tree drawn as nested clusters (a block goes to the innermost region
/// containing part of it), the directive calls and markers noted in their blocks, and the
/// edges of branches on markers dashed. Render with `dot -Tsvg`.
pub fn dot_module(m: &Module) -> String {
    use parir_analysis::dot::{cfg_dot, Cluster, DotOptions};
    use std::collections::HashMap;
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let model = DirectiveFunction::of(m, body);
        if model.regions.is_empty() && model.markers.is_empty() {
            continue;
        }
        let namer = Namer::new(m, g, body);
        let size =
            |r: usize| -> usize { model.regions[r].spans.values().map(|(a, b)| b - a).sum() };
        // Each block in its innermost region.
        let mut home: HashMap<parir_ir::function::Block, usize> = HashMap::new();
        for (r, reg) in model.regions.iter().enumerate() {
            for (&b, &(from, to)) in &reg.spans {
                if from >= to {
                    continue;
                }
                let better = home.get(&b).is_none_or(|&o| size(r) < size(o));
                if better {
                    home.insert(b, r);
                }
            }
        }
        fn build(
            r: usize,
            model: &DirectiveFunction,
            home: &HashMap<parir_ir::function::Block, usize>,
            body: &Body,
            namer: &Namer,
        ) -> Cluster {
            let reg = &model.regions[r];
            let mut blocks: Vec<_> = home
                .iter()
                .filter(|(_, &h)| h == r)
                .map(|(&b, _)| b)
                .collect();
            blocks.sort_by_key(|b| body.layout.iter().position(|x| x == b));
            Cluster {
                label: format!(
                    "{} {}",
                    namer.val_or_inst(reg.entry),
                    reg.directive().unwrap_or("(no bundle)")
                ),
                blocks,
                children: (0..model.regions.len())
                    .filter(|&c| model.regions[c].parent == Some(r))
                    .map(|c| build(c, model, home, body, namer))
                    .collect(),
            }
        }
        let clusters = (0..model.regions.len())
            .filter(|&r| model.regions[r].parent.is_none())
            .map(|r| build(r, &model, &home, body, &namer))
            .collect();
        let mut notes: HashMap<parir_ir::function::Block, Vec<String>> = HashMap::new();
        let mut dashed = std::collections::HashSet::new();
        for reg in &model.regions {
            if let Some(b) = body.block_of(reg.entry) {
                notes.entry(b).or_default().push(format!(
                    "entry {}",
                    reg.directive().unwrap_or("(no bundle)")
                ));
            }
            for &x in &reg.exits {
                if let Some(b) = body.block_of(x) {
                    let tag = body.insts[x]
                        .kind
                        .call_data()
                        .and_then(|c| c.bundles.first())
                        .map(|t| t.tag.to_string())
                        .unwrap_or_else(|| "(no bundle)".into());
                    notes.entry(b).or_default().push(format!("exit {tag}"));
                }
            }
        }
        for mk in &model.markers {
            if let Some(b) = body.block_of(mk.inst) {
                let tags: Vec<&str> = mk.bundles.iter().map(|x| x.tag.as_str()).collect();
                notes
                    .entry(b)
                    .or_default()
                    .push(format!("marker {}", tags.join(", ")));
                if let Some(t) = body.terminator(b) {
                    if let parir_ir::inst::InstKind::CondBr {
                        cond,
                        then_dest,
                        else_dest,
                    } = body.insts[t].kind
                    {
                        if cond == parir_ir::Value::Inst(mk.inst) {
                            dashed.insert((b, then_dest));
                            dashed.insert((b, else_dest));
                        }
                    }
                }
            }
        }
        let opts = DotOptions {
            notes,
            clusters,
            dashed,
        };
        out.push_str(&cfg_dot(m, g, body, &opts));
    }
    out
}
