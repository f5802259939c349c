//! The analysis printers of `opt-19`, byte for byte (issue 3, item 2: "Printers in opt-19's
//! formats"): `print<domtree>`, `print<postdomtree>` and `print<loops>`.
//!
//! Each printer runs over the function definitions of a module in order, as opt's function
//! pass manager does. Blocks print as LLVM prints them as operands (`%name`, or `%N` with the
//! printer's slot numbering). The `{in,out}` numbers of the tree printers are always
//! `{4294967295,4294967295}`: opt prints a freshly built tree, whose depth-first numbers are
//! not computed yet ("DFSNumbers invalid"); [`DominatorTree::dfs_numbers`] gives the real
//! ones.

use crate::cfg::ControlFlowGraph;
use crate::dominators::DominatorTree;
use crate::loops::{Loop, LoopForest};
use crate::post_dominators::PostDominatorTree;
use parir_ir::{Body, GlobalId, Module};
use std::fmt::Write;

/// The printer passes, by their opt names.
pub const PASSES: &[&str] = &["print<domtree>", "print<postdomtree>", "print<loops>"];

const RULE: &str = "=============================--------------------------------\n";
const INVALID_DFS: &str = "{4294967295,4294967295}";

/// Runs the printer pass named `pass` (one of [`PASSES`]) on every function definition of
/// `m`; `None` for an unknown name.
///
/// ```
/// let m = parir_ir::parser::parse_module("define void @f() {\nentry:\n  ret void\n}\n", "m.ll")
///     .unwrap();
/// let out = parir_analysis::printer::run_printer_pass(&m, "print<domtree>").unwrap();
/// assert!(out.starts_with("DominatorTree for function: f\n"));
/// assert!(out.ends_with("  [1] %entry {4294967295,4294967295} [0]\nRoots: %entry \n"));
/// ```
pub fn run_printer_pass(m: &Module, pass: &str) -> Option<String> {
    run_printer_passes(m, &[pass])
}

/// Runs a pipeline of printer passes like `opt -passes='print<domtree>,print<loops>'`: for
/// each function definition in order, each pass in order. `None` if a name is not one of
/// [`PASSES`].
pub fn run_printer_passes(m: &Module, passes: &[&str]) -> Option<String> {
    type Printer = fn(&mut String, &Module, GlobalId, &Body);
    let printers = passes
        .iter()
        .map(|p| -> Option<Printer> {
            match p.trim() {
                "print<domtree>" => Some(print_domtree),
                "print<postdomtree>" => Some(print_postdomtree),
                "print<loops>" => Some(print_loops),
                _ => None,
            }
        })
        .collect::<Option<Vec<_>>>()?;
    let mut out = String::new();
    for (g, f) in m.functions() {
        if let Some(body) = &f.body {
            for print in &printers {
                print(&mut out, m, g, body);
            }
        }
    }
    Some(out)
}

fn function_name(m: &Module, g: GlobalId) -> &str {
    m.globals[g].name().unwrap_or("")
}

fn name(names: &[String], b: parir_ir::Block) -> &str {
    names
        .get(cranelift_entity::EntityRef::index(b))
        .map_or("<badref>", |s| s.as_str())
}

/// `print<domtree>` for one function.
pub fn print_domtree(out: &mut String, m: &Module, g: GlobalId, body: &Body) {
    let names = parir_ir::printer::block_operand_names(m, g);
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let _ = writeln!(out, "DominatorTree for function: {}", function_name(m, g));
    out.push_str(RULE);
    out.push_str("Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.\n");
    for (b, d) in dt.preorder() {
        tree_line(out, d, name(&names, b), d);
    }
    out.push_str("Roots: ");
    if let Some(r) = dt.root() {
        out.push_str(name(&names, r));
        out.push(' ');
    }
    out.push('\n');
}

/// `print<postdomtree>` for one function.
pub fn print_postdomtree(out: &mut String, m: &Module, g: GlobalId, body: &Body) {
    let names = parir_ir::printer::block_operand_names(m, g);
    let cfg = ControlFlowGraph::compute(body);
    let pdt = PostDominatorTree::compute(&cfg);
    let _ = writeln!(
        out,
        "PostDominatorTree for function: {}",
        function_name(m, g)
    );
    out.push_str(RULE);
    out.push_str("Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.\n");
    for (b, d) in pdt.preorder() {
        match b {
            Some(b) => tree_line(out, d, name(&names, b), d),
            None => tree_line(out, d, " <<exit node>>", d),
        }
    }
    out.push_str("Roots: ");
    for &r in pdt.roots() {
        out.push_str(name(&names, r));
        out.push(' ');
    }
    out.push('\n');
}

fn tree_line(out: &mut String, depth: u32, label: &str, level: u32) {
    let lev = depth + 1;
    for _ in 0..2 * lev {
        out.push(' ');
    }
    let _ = writeln!(out, "[{lev}] {label} {INVALID_DFS} [{level}]");
}

/// `print<loops>` for one function.
pub fn print_loops(out: &mut String, m: &Module, g: GlobalId, body: &Body) {
    let names = parir_ir::printer::block_operand_names(m, g);
    let cfg = ControlFlowGraph::compute(body);
    let dt = DominatorTree::compute(&cfg);
    let lf = LoopForest::compute(&cfg, &dt);
    let _ = writeln!(out, "Loop info for function '{}':", function_name(m, g));
    let cx = LoopPrinter {
        m,
        body,
        cfg: &cfg,
        lf: &lf,
        names: &names,
    };
    for &l in lf.top_level() {
        cx.print(out, l);
    }
}

struct LoopPrinter<'a> {
    m: &'a Module,
    body: &'a Body,
    cfg: &'a ControlFlowGraph,
    lf: &'a LoopForest,
    names: &'a [String],
}

impl LoopPrinter<'_> {
    /// LLVM's `LoopBase::print`: nested loops are indented by four spaces per level.
    fn print(&self, out: &mut String, l: Loop) {
        let lf = self.lf;
        let mut stack = vec![l];
        while let Some(l) = stack.pop() {
            for _ in 0..4 * (lf.depth(l) - 1) {
                out.push(' ');
            }
            if lf.is_annotated_parallel(self.cfg, self.m, self.body, l) {
                out.push_str("Parallel ");
            }
            let _ = write!(out, "Loop at depth {} containing: ", lf.depth(l));
            let header = lf.header(l);
            for (i, &b) in lf.blocks(l).iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(name(self.names, b));
                if b == header {
                    out.push_str("<header>");
                }
                if self.cfg.predecessors(header).contains(&b) {
                    out.push_str("<latch>");
                }
                if lf.is_exiting(self.cfg, l, b) {
                    out.push_str("<exiting>");
                }
            }
            out.push('\n');
            stack.extend(lf.children(l).iter().rev().copied());
        }
    }
}
