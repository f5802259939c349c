//! `dot<loops>`: each function's CFG with its loop forest drawn as nested clusters, each loop
//! labelled with its header, depth and the attributes of its LoopID (the claims
//! `parallel_accesses` / `no_depends*` and the transformation requests); backedges are dashed.
//! It uses the shared DOT helper ([`parir_analysis::dot`]); `parir analyze --svg` renders it.

use parir_analysis::dot::{cfg_dot, Cluster, DotOptions};
use parir_analysis::loop_attrs::loop_attributes;
use parir_analysis::loops::{FunctionLoops, Loop};
use parir_ir::function::Block;
use parir_ir::metadata::MdRef;
use parir_ir::Module;
use std::collections::HashSet;

/// One DOT graph per function with loops.
///
/// ```
/// let src = "define void @f(i1 %c) {\nentry:\n  br label %h\nh:\n  br i1 %c, label %h, label %x, !llvm.loop !0\nx:\n  ret void\n}\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n";
/// let m = parir_ir::parser::parse_module(src, "f.ll").unwrap();
/// let dot = parir_annot::loopmd::dot::dot_module(&m);
/// assert!(dot.contains("label=\"loop %h (depth 1)\\lllvm.loop.unroll.count 4\\l\""), "{dot}");
/// assert!(dot.contains("style=dashed"), "{dot}");
/// ```
pub fn dot_module(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        if fl.forest.is_empty() {
            continue;
        }
        let names = parir_ir::printer::block_operand_names(m, g);
        let name = |b: Block| {
            names
                .get(b.as_u32() as usize)
                .cloned()
                .unwrap_or_else(|| format!("{b}"))
        };
        let label = |l: Loop| -> String {
            let mut s = format!(
                "loop {} (depth {})",
                name(fl.forest.header(l)),
                fl.forest.depth(l)
            );
            if let Ok(attrs) = loop_attributes(m, g, &fl, l) {
                for a in attrs.attributes() {
                    s.push('\n');
                    s.push_str(&a.name);
                    for op in &a.operands {
                        if let Some(v) = op.as_ref().and_then(|o| operand_text(m, o)) {
                            s.push(' ');
                            s.push_str(&v);
                        }
                    }
                }
            }
            s
        };
        fn cluster(fl: &FunctionLoops, l: Loop, label: &dyn Fn(Loop) -> String) -> Cluster {
            let inner: HashSet<Block> = fl
                .forest
                .children(l)
                .iter()
                .flat_map(|&c| fl.forest.blocks(c).iter().copied())
                .collect();
            Cluster {
                label: label(l),
                blocks: fl
                    .forest
                    .blocks(l)
                    .iter()
                    .copied()
                    .filter(|b| !inner.contains(b))
                    .collect(),
                children: fl
                    .forest
                    .children(l)
                    .iter()
                    .map(|&c| cluster(fl, c, label))
                    .collect(),
            }
        }
        let dashed = parir_analysis::dot::loop_backedges(&fl);
        let opts = DotOptions {
            clusters: fl
                .forest
                .top_level()
                .iter()
                .map(|&l| cluster(&fl, l, &label))
                .collect(),
            dashed,
            ..DotOptions::default()
        };
        out.push_str(&cfg_dot(m, g, body, &opts));
    }
    out
}

/// An attribute operand as text: integers and strings; access groups as `group`.
fn operand_text(m: &Module, op: &MdRef) -> Option<String> {
    use parir_ir::value::ConstData;
    match op {
        MdRef::Str(s) => Some(String::from_utf8_lossy(m.md.str_bytes(*s)).into_owned()),
        MdRef::Value(c) => match &m.consts.get(*c).data {
            ConstData::Int(v) => v.as_i128().map(|v| {
                if m.types.int_bits(m.consts.ty(*c)) == Some(1) {
                    (if v != 0 { "true" } else { "false" }).to_string()
                } else {
                    v.to_string()
                }
            }),
            _ => None,
        },
        MdRef::Node(_) => Some("group".to_string()),
        _ => None,
    }
}
