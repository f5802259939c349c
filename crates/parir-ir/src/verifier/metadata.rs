//! Metadata attachment rules: `!llvm.access.group` (an error when malformed, as LLVM's
//! `visitAccessGroupMetadata`) and LoopID shape (a lint warning only; LLVM 19 accepts it).

use super::function::FnCx;
use super::{global_name, span};
use crate::diag::Diagnostic;
use crate::function::Body;
use crate::inst::{InstData, InstKind};
use crate::metadata::{DiValue, MdNode, MdRef, MetadataStore, NodeData};
use crate::module::{GlobalId, Module};

/// The operands of a node as LLVM counts them: tuple elements, or the metadata-valued fields
/// of a specialized node (a `DIExpression` has none).
fn operands(md: &MetadataStore, n: MdNode) -> Vec<Option<MdRef>> {
    match &md.node(n).data {
        NodeData::Tuple(ops) => ops.clone(),
        NodeData::Special { fields, .. } => fields
            .iter()
            .filter_map(|f| match &f.value {
                DiValue::Md(r) => Some(*r),
                _ => None,
            })
            .collect(),
        NodeData::Expression(_) | NodeData::Placeholder => Vec::new(),
    }
}

/// An access group: a distinct node without operands.
fn is_access_group(md: &MetadataStore, n: MdNode) -> bool {
    md.node(n).distinct && operands(md, n).is_empty()
}

/// LLVM's `visitAccessGroupMetadata`: `n` is an access group, or a node (distinct or not)
/// whose every operand is an access group. Returns LLVM's message for the first violation.
pub(crate) fn access_group_error(md: &MetadataStore, n: MdNode) -> Option<&'static str> {
    if n.index() >= md.num_nodes() || is_access_group(md, n) {
        return None;
    }
    for op in operands(md, n) {
        match op {
            Some(MdRef::Node(x)) if x.index() < md.num_nodes() => {
                if !is_access_group(md, x) {
                    return Some("Access scope list contains invalid access scope");
                }
            }
            _ => return Some("Access scope list must consist of MDNodes"),
        }
    }
    None
}

use cranelift_entity::EntityRef;

/// Per-instruction metadata checks.
pub(super) fn check_inst_metadata(cx: &mut FnCx<'_>, d: &InstData) {
    if d.md.is_empty() {
        return;
    }
    let md = &cx.m.md;
    let kind = |name| md.find_kind(name);
    let (ag, range, align, annotation) = (
        kind("llvm.access.group"),
        kind("range"),
        kind("align"),
        kind("annotation"),
    );
    let is_load = matches!(d.kind, InstKind::Load { .. });
    let is_call = matches!(d.kind, InstKind::Call(_) | InstKind::Invoke { .. });
    for &(k, n) in &d.md {
        let k = Some(k);
        if k == ag {
            if let Some(msg) = access_group_error(md, n) {
                cx.error(d, msg);
            }
        } else if k == range && !is_load && !is_call {
            // LLVM's `visitRangeMetadata` callers: `!range` only on loads, calls and invokes.
            cx.error(d, "Ranges are only for loads, calls and invokes!");
        } else if k == align && !is_load {
            cx.error(
                d,
                "align applies only to load instructions, use attributes for calls or invokes",
            );
        } else if k == annotation && operands(md, n).is_empty() {
            cx.error(d, "annotation must have at least one operand");
        }
    }
}

/// Warns about `!llvm.loop` attachments whose node does not start with a reference to itself.
pub(super) fn lint_loop_ids(m: &Module, g: GlobalId, body: &Body, out: &mut Vec<Diagnostic>) {
    let Some(lk) = m.md.find_kind("llvm.loop") else {
        return;
    };
    for (_, i) in body.inst_iter() {
        let Some(d) = body.insts.get(i) else {
            continue;
        };
        for &(k, n) in &d.md {
            if k != lk || n.index() >= m.md.num_nodes() {
                continue;
            }
            let self_ref = matches!(
                m.md.tuple_ops(n).first(),
                Some(Some(MdRef::Node(first))) if *first == n
            );
            if !self_ref {
                out.push(
                    Diagnostic::warning_at(
                        span(d.pos),
                        "LoopID's first operand is not the LoopID itself; loop passes will ignore this loop's metadata",
                    )
                    .with_note(format!("in function {}", global_name(m, g)))
                    .with_note(
                        "write it as `!N = distinct !{!N, ...}` (LLVM 19's verifier accepts other forms, so this is only a warning)",
                    ),
                );
            }
        }
    }
}
