//! `parir demo`: runs parir on the bundled annotated example and explains what it finds.
//!
//! The example is `examples/ivdep.ll`: the ivdep design document's loop, with access groups and
//! `llvm.loop.no_depends` / `llvm.loop.no_depends_safelen` loop attributes, plus a loop marked
//! with LLVM's `llvm.loop.parallel_accesses`. Later capabilities (analyses, ivdep lowering,
//! execution) extend this command.

use parir_ir::function::Body;
use parir_ir::metadata::{MdNode, MdRef, MetadataStore, NodeData};
use parir_ir::value::ConstData;
use parir_ir::Module;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::process::ExitCode;

const EXAMPLE_NAME: &str = "examples/ivdep.ll";
const EXAMPLE: &str = include_str!("../../../examples/ivdep.ll");

pub fn run() -> Result<ExitCode, String> {
    println!("parir demo: {EXAMPLE_NAME} ({} bytes)\n", EXAMPLE.len());
    println!("1. parse");
    let Some(m) = crate::parse_or_report(EXAMPLE_NAME, EXAMPLE) else {
        return Ok(ExitCode::from(1));
    };
    println!(
        "   {} functions, {} global values, {} metadata nodes",
        m.functions().count(),
        m.order.len(),
        m.md.num_nodes()
    );
    println!("2. verify");
    if !crate::verify_or_report(&m, EXAMPLE_NAME, EXAMPLE) {
        return Ok(ExitCode::from(1));
    }
    println!("   ok: the module is valid LLVM 19 IR");
    println!("3. annotations found");
    print!("{}", describe_annotations(&m));
    println!("4. loop analysis (`parir analyze -p 'print<loops>'`, as opt-19 prints it)");
    if let Some(text) = parir_analysis::printer::run_printer_pass(&m, "print<loops>") {
        for line in text.lines() {
            println!("   {line}");
        }
    }
    println!("5. canonical form (LLVM 19 style, as `parir fmt` prints it)\n");
    print!("{}", parir_ir::printer::print_module(&m));
    Ok(ExitCode::SUCCESS)
}

/// Describes the loop attributes and access groups of every function.
pub fn describe_annotations(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = &f.body else { continue };
        let fname = m.globals[g].name().unwrap_or("<unnamed>");
        let groups = access_group_users(m, body);
        let loop_kind = m.md.find_kind("llvm.loop");
        for &b in &body.layout {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            for &(k, node) in &body.insts[t].md {
                if Some(k) != loop_kind {
                    continue;
                }
                let bname = body.blocks[b].name.as_deref().unwrap_or("<unnamed>");
                let _ = writeln!(out, "   @{fname}: loop with latch %{bname}");
                let ops = m.md.tuple_ops(node);
                let self_ref = matches!(ops.first(), Some(Some(MdRef::Node(n))) if *n == node);
                if !self_ref {
                    let _ = writeln!(out, "     warning: LoopID's first operand is not itself");
                }
                for op in ops.iter().skip(1) {
                    let Some(MdRef::Node(attr)) = op else {
                        continue;
                    };
                    let _ = writeln!(out, "     {}", describe_attr(&m.md, m, *attr, &groups));
                }
            }
        }
    }
    if out.is_empty() {
        out.push_str("   no loop annotations\n");
    }
    out
}

/// For each access group node, the names of the instructions that carry it.
fn access_group_users(m: &Module, body: &Body) -> BTreeMap<MdNode, Vec<String>> {
    let mut map: BTreeMap<MdNode, Vec<String>> = BTreeMap::new();
    let Some(kind) = m.md.find_kind("llvm.access.group") else {
        return map;
    };
    for (_, i) in body.inst_iter() {
        let d = &body.insts[i];
        for &(k, n) in &d.md {
            if k != kind {
                continue;
            }
            let label = d
                .name
                .as_ref()
                .map(|s| format!("%{s}"))
                .unwrap_or_else(|| d.kind.opcode_name().to_string());
            let groups: Vec<MdNode> = if m.md.node(n).distinct {
                vec![n]
            } else {
                m.md.tuple_ops(n)
                    .iter()
                    .filter_map(|o| match o {
                        Some(MdRef::Node(g)) => Some(*g),
                        _ => None,
                    })
                    .collect()
            };
            for g in groups {
                map.entry(g).or_default().push(label.clone());
            }
        }
    }
    map
}

fn describe_attr(
    md: &MetadataStore,
    m: &Module,
    attr: MdNode,
    groups: &BTreeMap<MdNode, Vec<String>>,
) -> String {
    let ops = match &md.node(attr).data {
        NodeData::Tuple(ops) => ops,
        _ => return "(non-tuple loop attribute)".to_string(),
    };
    let name = md
        .as_str(ops.first().copied().flatten())
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_else(|| "(unnamed attribute)".to_string());
    let mut parts = Vec::new();
    for op in ops.iter().skip(1) {
        match op {
            Some(MdRef::Node(g)) => {
                let users = groups.get(g).map(|v| v.len()).unwrap_or(0);
                parts.push(format!("access group with {users} accesses"));
            }
            Some(MdRef::Value(c)) => match &m.consts.get(*c).data {
                ConstData::Int(v) if name.ends_with("safelen") => {
                    parts.push(format!("safelen {v}"))
                }
                ConstData::Int(v) if name == "spirv.loop.dependency_accesses" => {
                    parts.push(format!("safelen {v} (0 = no dependence)"))
                }
                ConstData::Int(v) => parts.push(format!("{v}")),
                _ => parts.push("value".to_string()),
            },
            Some(MdRef::Str(s)) => {
                parts.push(String::from_utf8_lossy(md.str_bytes(*s)).into_owned())
            }
            _ => {}
        }
    }
    let meaning = match name.as_str() {
        "llvm.loop.no_depends" => "no loop-carried memory dependences among",
        "llvm.loop.no_depends_safelen" => "dependence distance at least safelen among",
        "llvm.loop.parallel_accesses" => "iterations are parallel for",
        "spirv.loop.dependency_accesses" => "SPIR-V dependency accesses:",
        _ => "",
    };
    if meaning.is_empty() {
        format!("{name}({})", parts.join(", "))
    } else {
        format!("{name}: {meaning} {}", parts.join(", "))
    }
}
