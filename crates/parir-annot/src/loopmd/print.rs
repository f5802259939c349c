//! `print<loop-transforms>`: per loop (outer loops first), the transformations its LoopID
//! requests, forces or disables as LLVM 19 reads them, and the followup attributes as a tree
//! (a followup's attributes may hold followups of the next transformation).

use super::attrs;
use super::mode::LoopMd;
use crate::claims::names::Namer;
use parir_analysis::loop_attrs::loop_id;
use parir_analysis::loops::FunctionLoops;
use parir_ir::metadata::{MdNode, MdRef};
use parir_ir::Module;
use serde_json::{json, Value as Json};
use std::fmt::Write;

/// The text of `print<loop-transforms>` for `m`.
pub fn print_module(m: &Module) -> String {
    let mut out = String::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        let loops = fl.forest.preorder();
        if loops.is_empty() {
            continue;
        }
        let namer = Namer::new(m, g, body);
        let _ = writeln!(out, "Loop transformations of {}:", namer.function());
        for l in loops {
            let header = namer.blk(fl.forest.header(l));
            let id = match loop_id(m, g, &fl, l) {
                Ok(id) => id,
                Err(e) => {
                    let _ = writeln!(out, "loop {header}: depth {}: {e}", fl.forest.depth(l));
                    continue;
                }
            };
            let md = LoopMd::new(m, id);
            let _ = writeln!(
                out,
                "loop {header}: depth {}, unroll {}, unroll-and-jam {}, vectorize {}, distribute {}, licm-versioning {}{}",
                fl.forest.depth(l),
                md.unroll().name(),
                md.unroll_and_jam().name(),
                md.vectorize().name(),
                md.distribute().name(),
                md.licm_versioning().name(),
                if md.disable_nonforced() { " (disable_nonforced)" } else { "" }
            );
            if let Some(id) = id {
                print_attrs(&mut out, m, id, 1);
            }
        }
    }
    out
}

fn attr_text(m: &Module, n: MdNode) -> Option<(String, Vec<Option<MdRef>>)> {
    let ops = m.md.tuple_ops(n);
    match ops.first() {
        Some(Some(MdRef::Str(s))) => Some((
            String::from_utf8_lossy(m.md.str_bytes(*s)).into_owned(),
            ops[1..].to_vec(),
        )),
        _ => None,
    }
}

fn operand_text(m: &Module, op: &Option<MdRef>) -> String {
    match op {
        None => "null".into(),
        Some(MdRef::Value(c)) => {
            let k = m.consts.get(*c);
            match &k.data {
                parir_ir::value::ConstData::Int(v) if m.types.int_bits(k.ty) == Some(1) => {
                    if v.is_zero() { "false" } else { "true" }.into()
                }
                parir_ir::value::ConstData::Int(v) => {
                    v.as_i128().map_or_else(|| "int".into(), |v| v.to_string())
                }
                _ => "value".into(),
            }
        }
        Some(MdRef::Str(s)) => format!("\"{}\"", String::from_utf8_lossy(m.md.str_bytes(*s))),
        Some(MdRef::Node(_)) => "node".into(),
        Some(MdRef::Local(_)) => "local".into(),
    }
}

/// The attributes of a LoopID (operands after the first), followups expanded.
fn print_attrs(out: &mut String, m: &Module, id: MdNode, depth: usize) {
    let pad = "  ".repeat(depth);
    for op in m.md.tuple_ops(id).iter().skip(1) {
        let Some(MdRef::Node(n)) = op else {
            continue;
        };
        let Some((name, rest)) = attr_text(m, *n) else {
            continue;
        };
        let info = attrs::info(&name);
        if info.is_some_and(|i| i.shape == attrs::Shape::Followup) {
            let _ = writeln!(out, "{pad}{name}:");
            if rest.is_empty() {
                let _ = writeln!(out, "{pad}  (empty: the loop gets no attributes)");
            }
            for r in &rest {
                if let Some(MdRef::Node(x)) = r {
                    print_followup_item(out, m, *x, depth + 1);
                }
            }
            continue;
        }
        let args: Vec<String> = rest.iter().map(|o| operand_text(m, o)).collect();
        let what = info.map_or("(not an attribute parir knows)", |i| {
            i.transformation.name()
        });
        let _ = writeln!(
            out,
            "{pad}{name}{} [{what}]",
            if args.is_empty() {
                String::new()
            } else {
                format!(" {}", args.join(", "))
            }
        );
    }
}

/// One attribute inside a followup (itself possibly a followup).
fn print_followup_item(out: &mut String, m: &Module, n: MdNode, depth: usize) {
    let pad = "  ".repeat(depth);
    let Some((name, rest)) = attr_text(m, n) else {
        let _ = writeln!(out, "{pad}(an operand that is not an attribute)");
        return;
    };
    if attrs::info(&name).is_some_and(|i| i.shape == attrs::Shape::Followup) {
        let _ = writeln!(out, "{pad}{name}:");
        for r in &rest {
            if let Some(MdRef::Node(x)) = r {
                print_followup_item(out, m, *x, depth + 1);
            }
        }
        return;
    }
    let args: Vec<String> = rest.iter().map(|o| operand_text(m, o)).collect();
    let _ = writeln!(
        out,
        "{pad}{name}{}",
        if args.is_empty() {
            String::new()
        } else {
            format!(" {}", args.join(", "))
        }
    );
}

/// `print<loop-transforms>` as JSON: per function with loops, its loops (outer first), each
/// with its header, depth, the mode of each transformation, `disable_nonforced`, and its
/// attributes (a followup's `attributes` hold the attributes it gives the new loop).
pub fn json_module(m: &Module) -> Json {
    let mut funcs = Vec::new();
    for (g, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fl = FunctionLoops::compute(body);
        let loops = fl.forest.preorder();
        if loops.is_empty() {
            continue;
        }
        let namer = Namer::new(m, g, body);
        let mut items = Vec::new();
        for l in loops {
            let header = namer.blk(fl.forest.header(l));
            let depth = fl.forest.depth(l);
            let id = match loop_id(m, g, &fl, l) {
                Ok(id) => id,
                Err(e) => {
                    items.push(json!({"header": header, "depth": depth, "error": e.to_string()}));
                    continue;
                }
            };
            let md = LoopMd::new(m, id);
            items.push(json!({
                "header": header,
                "depth": depth,
                "unroll": md.unroll().name(),
                "unroll_and_jam": md.unroll_and_jam().name(),
                "vectorize": md.vectorize().name(),
                "distribute": md.distribute().name(),
                "licm_versioning": md.licm_versioning().name(),
                "disable_nonforced": md.disable_nonforced(),
                "attributes": id.map_or_else(Vec::new, |id| {
                    m.md.tuple_ops(id)
                        .iter()
                        .skip(1)
                        .filter_map(|op| match op {
                            Some(MdRef::Node(n)) => Some(json_attr(m, *n)),
                            _ => None,
                        })
                        .collect()
                }),
            }));
        }
        funcs.push(json!({"function": namer.function(), "loops": items}));
    }
    json!({ "functions": funcs })
}

/// One attribute: its name, what it belongs to, its operands, or a followup's attributes.
fn json_attr(m: &Module, n: MdNode) -> Json {
    let Some((name, rest)) = attr_text(m, n) else {
        return json!({"error": "an operand that is not an attribute"});
    };
    let info = attrs::info(&name);
    if info.is_some_and(|i| i.shape == attrs::Shape::Followup) {
        let inner: Vec<Json> = rest
            .iter()
            .filter_map(|r| match r {
                Some(MdRef::Node(x)) => Some(json_attr(m, *x)),
                _ => None,
            })
            .collect();
        return json!({
            "name": name,
            "transformation": info.map(|i| i.transformation.name()),
            "followup": true,
            "attributes": inner,
        });
    }
    json!({
        "name": name,
        "transformation": info.map(|i| i.transformation.name()),
        "operands": rest.iter().map(|o| operand_text(m, o)).collect::<Vec<_>>(),
    })
}
