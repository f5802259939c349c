//! DOT output of a function's CFG with annotations overlaid (DESIGN.md, "Analyses shared by
//! the systems": one helper for every view). Blocks are nodes labelled with their name and
//! the notes a caller attaches; nested clusters draw regions (directive regions, CSA
//! regions, loops) around the blocks they contain. Render with graphviz:
//! `dot -Tsvg f.dot -o f.svg`.
//!
//! ```
//! use parir_analysis::dot::{cfg_dot, Cluster, DotOptions};
//! let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n";
//! let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
//! let f = m.global_by_name("f").unwrap();
//! let body = m.body(f).unwrap();
//! let a = body.layout[1];
//! let opts = DotOptions {
//!     clusters: vec![Cluster { label: "region".into(), blocks: vec![a], children: vec![] }],
//!     ..Default::default()
//! };
//! let dot = cfg_dot(&m, f, body, &opts);
//! assert!(dot.starts_with("digraph \"@f\" {"));
//! assert!(dot.contains("subgraph cluster_0 {"));
//! assert!(dot.contains("b0 -> b1;"));
//! ```

use parir_ir::function::{Block, Body};
use parir_ir::{GlobalId, Module};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// A cluster of blocks: a region drawn around them, with nested clusters inside.
#[derive(Clone, Debug, Default)]
pub struct Cluster {
    /// The cluster's label; several lines (separated by `\n`) are drawn left-justified.
    pub label: String,
    /// The blocks of this cluster that no child cluster contains.
    pub blocks: Vec<Block>,
    pub children: Vec<Cluster>,
}

/// What to overlay on the CFG.
#[derive(Clone, Debug, Default)]
pub struct DotOptions {
    /// Extra lines in a block's label.
    pub notes: HashMap<Block, Vec<String>>,
    /// Top-level clusters.
    pub clusters: Vec<Cluster>,
    /// Edges drawn dashed (e.g. the edges on which a marker branches).
    pub dashed: HashSet<(Block, Block)>,
}

/// The backedges of every loop of `fl` (latch, header): the edges the views draw dashed.
pub fn loop_backedges(fl: &crate::loops::FunctionLoops) -> HashSet<(Block, Block)> {
    let mut edges = HashSet::new();
    for l in fl.forest.loops() {
        let h = fl.forest.header(l);
        for latch in fl.forest.latches(&fl.cfg, l) {
            edges.insert((latch, h));
        }
    }
    edges
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The CFG of `body` (function `f`) as a DOT `digraph`.
pub fn cfg_dot(m: &Module, f: GlobalId, body: &Body, opts: &DotOptions) -> String {
    let names = parir_ir::printer::block_operand_names(m, f);
    let name_of = |b: Block| {
        names
            .get(b.as_u32() as usize)
            .cloned()
            .unwrap_or_else(|| format!("{b}"))
    };
    let index: HashMap<Block, usize> = body
        .layout
        .iter()
        .enumerate()
        .map(|(k, &b)| (b, k))
        .collect();
    let fname = m.globals[f].name().unwrap_or("");
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"@{}\" {{", escape(fname));
    let _ = writeln!(out, "  node [shape=box, fontname=\"monospace\"];");
    let mut placed: HashSet<Block> = HashSet::new();
    let node = |out: &mut String, b: Block, indent: &str| {
        let mut label = name_of(b);
        for n in opts.notes.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
            label.push_str("\\l");
            label.push_str(&escape(n));
        }
        label.push_str("\\l");
        let _ = writeln!(out, "{indent}b{} [label=\"{}\"];", index[&b], label);
    };
    let mut counter = 0usize;
    fn cluster(
        out: &mut String,
        c: &Cluster,
        depth: usize,
        counter: &mut usize,
        placed: &mut HashSet<Block>,
        node: &dyn Fn(&mut String, Block, &str),
    ) {
        let indent = "  ".repeat(depth);
        let _ = writeln!(out, "{indent}subgraph cluster_{} {{", *counter);
        *counter += 1;
        let label = if c.label.contains('\n') {
            c.label
                .lines()
                .map(|l| escape(l) + "\\l")
                .collect::<String>()
        } else {
            escape(&c.label)
        };
        let _ = writeln!(out, "{indent}  label=\"{label}\";");
        for &b in &c.blocks {
            if placed.insert(b) {
                node(out, b, &format!("{indent}  "));
            }
        }
        for ch in &c.children {
            cluster(out, ch, depth + 1, counter, placed, node);
        }
        let _ = writeln!(out, "{indent}}}");
    }
    for c in &opts.clusters {
        cluster(&mut out, c, 1, &mut counter, &mut placed, &node);
    }
    for &b in &body.layout {
        if !placed.contains(&b) {
            node(&mut out, b, "  ");
        }
    }
    for &b in &body.layout {
        for s in body.successors(b) {
            let style = if opts.dashed.contains(&(b, s)) {
                " [style=dashed]"
            } else {
                ""
            };
            let _ = writeln!(out, "  b{} -> b{}{style};", index[&b], index[&s]);
        }
    }
    out.push_str("}\n");
    out
}
