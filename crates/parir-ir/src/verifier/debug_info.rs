//! Debug-info rules whose violation makes LLVM 19 drop a module's debug info as it reads it.
//!
//! LLVM's verifier keeps broken debug info apart from broken IR: when only the former is
//! broken, its reader (`UpgradeDebugInfo`) strips all debug info and warns "ignoring invalid
//! debug info in FILE", and the module is otherwise valid. [`broken_debug_info`] checks the
//! rules LLVM 19 checks there that IR written by others breaks in practice; the reader's upgrade
//! step (`crate::upgrade`) strips on the first violation, as LLVM does.

use crate::function::Body;
use crate::metadata::{DiValue, MdNode, MdRef, MetadataStore, NodeData};
use crate::module::Module;

fn special<'a>(
    md: &'a MetadataStore,
    n: MdNode,
) -> Option<(&'a str, &'a [crate::metadata::DiField])> {
    match &md.node(n).data {
        NodeData::Special { kind, fields } => Some((kind.as_str(), fields.as_slice())),
        _ => None,
    }
}

fn field<'a>(fields: &'a [crate::metadata::DiField], name: &str) -> Option<&'a DiValue> {
    fields.iter().find(|f| f.name == name).map(|f| &f.value)
}

fn node_field(fields: &[crate::metadata::DiField], name: &str) -> Option<MdNode> {
    match field(fields, name) {
        Some(DiValue::Md(Some(MdRef::Node(n)))) => Some(*n),
        _ => None,
    }
}

/// Whether a flags field holds `flag` (as a word of a `|` list or alone).
fn has_flag(v: Option<&DiValue>, flag: &str) -> bool {
    match v {
        Some(DiValue::Ident(w)) => w == flag,
        Some(DiValue::Flags(ws)) => ws.iter().any(|w| w == flag),
        _ => false,
    }
}

/// The subprogram a `DILocation` belongs to: the scope of the outermost location of its
/// `inlinedAt` chain (`getInlinedAtScope`), up through lexical blocks (`getSubprogram`).
fn location_subprogram(md: &MetadataStore, loc: MdNode) -> Option<MdNode> {
    let mut loc = loc;
    for _ in 0..10_000 {
        let (kind, fields) = special(md, loc)?;
        if kind != "DILocation" {
            return None;
        }
        match node_field(fields, "inlinedAt") {
            Some(outer) => loc = outer,
            None => break,
        }
    }
    let (_, fields) = special(md, loc)?;
    let mut scope = node_field(fields, "scope")?;
    for _ in 0..10_000 {
        let (kind, fields) = special(md, scope)?;
        match kind {
            "DISubprogram" => return Some(scope),
            "DILexicalBlock" | "DILexicalBlockFile" => scope = node_field(fields, "scope")?,
            _ => return None,
        }
    }
    None
}

const WRONG_SUBPROGRAM: &str = "!dbg attachment points at wrong subprogram for function";

/// LLVM's `visitFunction`: every `!dbg` location of a function with a subprogram, and the
/// locations in its loops' `!llvm.loop`, lead back to that subprogram.
fn wrong_subprogram(m: &Module, sp: MdNode, body: &Body) -> bool {
    let md = &m.md;
    let (Some(dbg), loop_kind) = (md.find_kind("dbg"), md.find_kind("llvm.loop")) else {
        return false;
    };
    let is_location = |n: MdNode| matches!(special(md, n), Some(("DILocation", _)));
    let wrong = |n: MdNode| is_location(n) && location_subprogram(md, n) != Some(sp);
    body.insts.iter().any(|(i, d)| {
        body.inst_block[i].is_some()
            && d.md.iter().any(|&(k, n)| {
                if k == dbg {
                    return wrong(n);
                }
                if Some(k) == loop_kind {
                    if let NodeData::Tuple(ops) = &md.node(n).data {
                        return ops.iter().skip(1).any(|op| match op {
                            Some(MdRef::Node(l)) => wrong(*l),
                            _ => false,
                        });
                    }
                }
                false
            })
    })
}

/// The first debug-info rule of LLVM 19's verifier that `m` breaks, as LLVM words it.
pub(crate) fn broken_debug_info(m: &Module) -> Option<&'static str> {
    let md = &m.md;
    for (n, e) in md.nodes() {
        let NodeData::Special { kind, fields } = &e.data else {
            continue;
        };
        match kind.as_str() {
            "DISubprogram" => {
                let definition = has_flag(field(fields, "spFlags"), "DISPFlagDefinition");
                if definition && e.distinct && node_field(fields, "unit").is_none() {
                    return Some("subprogram definitions must have a compile unit");
                }
                if let Some(r) = node_field(fields, "retainedNodes") {
                    if let NodeData::Tuple(ops) = &md.node(r).data {
                        let ok = ops.iter().all(|op| match op {
                            Some(MdRef::Node(x)) => matches!(
                                special(md, *x),
                                Some(("DILocalVariable" | "DILabel" | "DIImportedEntity", _))
                            ),
                            _ => false,
                        });
                        if !ok {
                            return Some(
                                "invalid retained nodes, expected DILocalVariable, DILabel or DIImportedEntity",
                            );
                        }
                    }
                }
            }
            "DICompositeType" => {
                if has_flag(field(fields, "flags"), "DIFlagReservedBit4") {
                    return Some("DIBlockByRefStruct on DICompositeType is no longer supported");
                }
            }
            _ => {}
        }
        let _ = n;
    }
    let dbg = md.find_kind("dbg")?;
    for (_, f) in m.functions() {
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let Some(&(_, sp)) = f.md.iter().find(|(k, _)| *k == dbg) else {
            continue;
        };
        if wrong_subprogram(m, sp, body) {
            return Some(WRONG_SUBPROGRAM);
        }
    }
    None
}
