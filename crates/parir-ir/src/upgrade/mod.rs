//! What LLVM 19's reader changes in a module as it reads it (its `AutoUpgrade` and the parser's
//! own completions), so that parir's printed module is the one `opt-19 -S` prints.
//!
//! Each step names the LLVM behaviour it follows; docs/ir-reading.md lists them in a table.
//! Modules clang-19 and flang-19 write need none of them: every step first checks whether
//! there is anything to do.

mod constexpr;
pub(crate) mod di;
mod remangle;
mod signatures;

use crate::function::Body;
use crate::inst::{Align, InstKind};
use crate::layout::DataLayout;
use crate::module::Module;
use crate::value::Value;
use crate::Type;

/// LLVM 19's reader upgrades intrinsic declarations (`UpgradeCallsToIntrinsic`, for each
/// function in module order): an old signature is rewritten with its calls
/// ([`signatures`]), a typed-pointer name remangled ([`remangle`]). LLVM creates the upgraded
/// declaration anew, at the end of the module's function list; so does this. Runs before the
/// intrinsics' own attributes are applied, which follow the new signatures.
pub(crate) fn upgrade_intrinsic_functions(m: &mut Module) {
    let decls: Vec<crate::module::GlobalId> = m
        .functions()
        .filter(|(_, f)| f.body.is_none())
        .filter(|(g, _)| {
            m.globals[*g]
                .common
                .name
                .as_deref()
                .is_some_and(|n| n.starts_with("llvm."))
        })
        .map(|(g, _)| g)
        .collect();
    for g in decls {
        let rewritten = signatures::upgrade_signature(m, g);
        if rewritten | remangle::remangle(m, g) {
            m.order.retain(|&x| x != g);
            m.order.push(g);
        }
    }
}

pub use constexpr::expand_constexpr_operands;
pub(crate) use constexpr::{expand_removed_constexprs, is_removed as constexpr_is_removed};

/// Applies every reader upgrade to a freshly parsed module.
pub(crate) fn upgrade_module(m: &mut Module, filename: &str) {
    infer_data_layout(m);
    fill_alignments(m);
    debug_intrinsics_to_records(m);
    upgrade_module_flags(m);
    drop_invalid_debug_info(m, filename);
}

/// LLVM's `DEBUG_METADATA_VERSION`.
const DEBUG_METADATA_VERSION: i128 = 3;

/// `UpgradeDebugInfo`: debug info of another version than LLVM's ("Debug Info Version" module
/// flag, 0 when absent), or that breaks one of the verifier's debug-info rules, is stripped
/// from the module with a warning, as `opt-19` and `llvm-as-19` do; the rest of the module
/// stays.
fn drop_invalid_debug_info(m: &mut Module, filename: &str) {
    use crate::diag::Diagnostic;
    // Without debug-info nodes there is nothing to check or strip (most modules: no `-g`).
    let has_debug_info = m.md.nodes().any(|(_, e)| {
        matches!(
            &e.data,
            crate::metadata::NodeData::Special { .. } | crate::metadata::NodeData::Expression(_)
        )
    });
    if !has_debug_info {
        return;
    }
    let version = module_flag_int(m, b"Debug Info Version").unwrap_or(0);
    let (warning, note) = if version != DEBUG_METADATA_VERSION {
        (
            format!("ignoring debug info with an invalid version ({version}) in {filename}"),
            None,
        )
    } else {
        match crate::verifier::debug_info::broken_debug_info(m) {
            Some(rule) => (
                format!("ignoring invalid debug info in {filename}"),
                Some(rule),
            ),
            None => return,
        }
    };
    if strip_debug_info(m) {
        let mut d = Diagnostic::new("invalid-debug-info", warning);
        if let Some(rule) = note {
            d.notes.push(format!("LLVM's verifier: {rule}"));
        }
        m.read_warnings.push(d);
    }
}

/// The integer value of module flag `name`.
fn module_flag_int(m: &Module, name: &[u8]) -> Option<i128> {
    use crate::metadata::{MdRef, NodeData};
    use crate::value::ConstData;
    let (_, flags) = m.named_md.iter().find(|(n, _)| n == "llvm.module.flags")?;
    flags.iter().find_map(|&f| {
        let NodeData::Tuple(ops) = &m.md.node(f).data else {
            return None;
        };
        if m.md.as_str(ops.get(1).copied().flatten())? != name {
            return None;
        }
        match ops.get(2).copied().flatten()? {
            MdRef::Value(c) => match &m.consts.get(c).data {
                ConstData::Int(v) => v.as_i128(),
                _ => None,
            },
            _ => None,
        }
    })
}

/// LLVM's `StripDebugInfo`: debug records, `!dbg` attachments of instructions, functions and
/// globals, the `llvm.dbg.*` named metadata, and the locations in `!llvm.loop` (a LoopID left
/// with nothing but locations goes). Returns whether anything was removed.
fn strip_debug_info(m: &mut Module) -> bool {
    use crate::metadata::{MdRef, NodeData};
    let mut changed = false;
    let before = m.named_md.len();
    m.named_md.retain(|(n, _)| !n.starts_with("llvm.dbg."));
    changed |= m.named_md.len() != before;
    let dbg = m.md.find_kind("dbg");
    let loop_kind = m.md.find_kind("llvm.loop");
    let is_location = |md: &crate::metadata::MetadataStore, r: &Option<MdRef>| {
        matches!(r, Some(MdRef::Node(n))
            if matches!(&md.node(*n).data, NodeData::Special { kind, .. } if kind == "DILocation"))
    };
    // LoopIDs without their locations (`None`: the LoopID goes).
    let mut loops: rustc_hash::FxHashMap<crate::metadata::MdNode, Option<crate::metadata::MdNode>> =
        Default::default();
    let ids: Vec<_> = m.globals.keys().collect();
    for g in ids {
        let common_md = match &mut m.globals[g].kind {
            crate::module::GlobalKind::Func(f) => &mut f.md,
            crate::module::GlobalKind::Var(v) => &mut v.md,
            _ => continue,
        };
        let n = common_md.len();
        common_md.retain(|(k, _)| Some(*k) != dbg);
        changed |= common_md.len() != n;
        let Some(body) = m.globals[g].as_func_mut().and_then(|f| f.body.as_mut()) else {
            continue;
        };
        if !body.dbg_records.is_empty() {
            body.dbg_records.clear();
            changed = true;
        }
        for d in body.insts.values_mut() {
            let n = d.md.len();
            d.md.retain(|(k, _)| Some(*k) != dbg);
            changed |= d.md.len() != n;
        }
    }
    if let Some(lk) = loop_kind {
        for g in m.defined_functions() {
            let n_insts = m.body(g).map_or(0, |b| b.insts.len());
            for idx in 0..n_insts {
                let i = crate::function::Inst::from_u32(idx as u32);
                let Some(&(_, id)) = m
                    .body(g)
                    .and_then(|b| b.insts[i].md.iter().find(|(k, _)| *k == lk))
                else {
                    continue;
                };
                let new = *loops.entry(id).or_insert_with(|| {
                    let NodeData::Tuple(ops) = m.md.node(id).data.clone() else {
                        return Some(id);
                    };
                    if !ops.iter().skip(1).any(|op| is_location(&m.md, op)) {
                        return Some(id);
                    }
                    if ops.iter().skip(1).all(|op| is_location(&m.md, op)) {
                        return None;
                    }
                    let placeholder = m.md.placeholder();
                    let mut kept: Vec<Option<MdRef>> = vec![Some(MdRef::Node(placeholder))];
                    kept.extend(
                        ops.iter()
                            .skip(1)
                            .filter(|op| !is_location(&m.md, op))
                            .copied(),
                    );
                    m.md.define(placeholder, true, NodeData::Tuple(kept));
                    Some(placeholder)
                });
                if new == Some(id) {
                    continue;
                }
                changed = true;
                if let Some(b) = m.body_mut(g) {
                    let md = &mut b.insts[i].md;
                    match new {
                        Some(n) => md
                            .iter_mut()
                            .filter(|(k, _)| *k == lk)
                            .for_each(|e| e.1 = n),
                        None => md.retain(|(k, _)| *k != lk),
                    }
                }
            }
        }
    }
    changed
}

/// `UpgradeModuleFlags`: module flags whose merge behavior changed. `PIC Level` with `Error`
/// (1) or `Max` (7) becomes `Min` (8); `PIE Level` with `Error` becomes `Max`; AArch64's
/// branch-protection flags with `Error` become `Min`.
fn upgrade_module_flags(m: &mut Module) {
    use crate::metadata::{MdRef, NodeData};
    use crate::value::ConstData;
    let Some(idx) = m
        .named_md
        .iter()
        .position(|(n, _)| n == "llvm.module.flags")
    else {
        return;
    };
    for k in 0..m.named_md[idx].1.len() {
        let node = m.named_md[idx].1[k];
        let NodeData::Tuple(ops) = &m.md.node(node).data else {
            continue;
        };
        let (Some(Some(MdRef::Value(b))), Some(name)) =
            (ops.first(), m.md.as_str(ops.get(1).copied().flatten()))
        else {
            continue;
        };
        let ConstData::Int(v) = &m.consts.get(*b).data else {
            continue;
        };
        let behavior = v.as_i128();
        let new = match (name, behavior) {
            (b"PIC Level", Some(1 | 7)) => 8,
            (b"PIE Level", Some(1)) => 7,
            (
                b"branch-target-enforcement"
                | b"sign-return-address"
                | b"sign-return-address-all"
                | b"sign-return-address-with-bkey",
                Some(1),
            ) => 8,
            _ => continue,
        };
        let ty = m.consts.ty(*b);
        let mut ops = ops.clone();
        ops[0] = Some(MdRef::Value(m.consts.int(ty, 32, new)));
        let n = m.md.uniqued(NodeData::Tuple(ops));
        m.named_md[idx].1[k] = n;
    }
}

/// opt: a module that names a target triple but no data layout gets the layout of that
/// target's machine (before its functions are read, so alignments are filled from it).
fn infer_data_layout(m: &mut Module) {
    if m.data_layout.is_some() {
        return;
    }
    let Some(t) = m.triple.as_deref() else { return };
    if let Some(l) = crate::layout::layout_for_triple(&String::from_utf8_lossy(t)) {
        m.data_layout = Some(l.into_bytes());
    }
}

/// The debug intrinsics LLVM 19 reads into debug records, and the record each becomes.
const DEBUG_INTRINSICS: [(&str, &str); 4] = [
    ("llvm.dbg.value", "value"),
    ("llvm.dbg.declare", "declare"),
    ("llvm.dbg.assign", "assign"),
    ("llvm.dbg.label", "label"),
];

/// LLVM 19 reads a module with debug intrinsic calls into its debug-record form
/// (`Module::convertToNewDbgValues`): each `call @llvm.dbg.value/declare/assign/label` becomes
/// a `#dbg_*` record before the instruction that follows it, and the intrinsics' declarations,
/// left without uses, are not printed. A call without a `!dbg` location, or with operands of
/// another shape, is left as written (LLVM's verifier rejects it).
fn debug_intrinsics_to_records(m: &mut Module) {
    use crate::inst::DbgRecord;
    use crate::metadata::MdRef;
    use crate::value::ConstData;
    let decls: Vec<(crate::module::GlobalId, &str)> = DEBUG_INTRINSICS
        .iter()
        .filter_map(|(name, kind)| Some((m.global_by_name(name)?, *kind)))
        .collect();
    if decls.is_empty() {
        return;
    }
    let Some(dbg) = m.md.find_kind("dbg") else {
        return;
    };
    let record_kind = |m: &Module, v: Value| -> Option<&str> {
        let Value::Const(c) = v else { return None };
        let ConstData::Global(g) = m.consts.get(c).data else {
            return None;
        };
        decls.iter().find(|d| d.0 == g).map(|d| d.1)
    };
    let md = |v: &Value| match v {
        Value::Md(r) => Some(*r),
        _ => None,
    };
    let mut still_used = false;
    for g in m.defined_functions() {
        let Some(body) = m.body(g) else { continue };
        let mut records: Vec<(crate::function::Inst, DbgRecord)> = Vec::new();
        for (_, i) in body.inst_iter() {
            let d = &body.insts[i];
            let InstKind::Call(c) = &d.kind else { continue };
            let Some(kind) = record_kind(m, c.callee) else {
                continue;
            };
            let loc =
                d.md.iter()
                    .find(|(k, _)| *k == dbg)
                    .map(|(_, n)| MdRef::Node(*n));
            let a = &c.args;
            let rec = match (kind, loc, a.len()) {
                ("label", Some(debug_loc), 1) => {
                    md(&a[0]).map(|label| DbgRecord::Label { label, debug_loc })
                }
                ("value" | "declare", Some(debug_loc), 3) => match (md(&a[1]), md(&a[2])) {
                    (Some(variable), Some(expression)) => Some(DbgRecord::Variable {
                        kind: kind.into(),
                        location: a[0],
                        variable,
                        expression,
                        assign: None,
                        debug_loc,
                    }),
                    _ => None,
                },
                ("assign", Some(debug_loc), 6) => {
                    match (md(&a[1]), md(&a[2]), md(&a[3]), md(&a[5])) {
                        (Some(variable), Some(expression), Some(id), Some(aexpr)) => {
                            Some(DbgRecord::Variable {
                                kind: kind.into(),
                                location: a[0],
                                variable,
                                expression,
                                assign: Some((id, a[4], aexpr)),
                                debug_loc,
                            })
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            match rec {
                Some(r) => records.push((i, r)),
                None => still_used = true,
            }
        }
        if records.is_empty() {
            continue;
        }
        let Some(body) = m.body_mut(g) else { continue };
        let mut recs = records.into_iter().peekable();
        for b in body.layout.clone() {
            let old = std::mem::take(&mut body.blocks[b].insts);
            let mut kept = Vec::with_capacity(old.len());
            let mut pending = Vec::new();
            for i in old {
                if recs.peek().is_some_and(|(ri, _)| *ri == i) {
                    let (_, r) = recs.next().expect("peeked");
                    // Records written before the call stay before it.
                    pending.extend(body.dbg_records.remove(&i).unwrap_or_default());
                    pending.push(r);
                    body.inst_block[i] = None;
                    continue;
                }
                if !pending.is_empty() {
                    let own = body.dbg_records.remove(&i).unwrap_or_default();
                    pending.extend(own);
                    body.dbg_records.insert(i, std::mem::take(&mut pending));
                }
                kept.push(i);
            }
            // A block cannot end in a debug call (it needs a terminator); if the text had one,
            // the verifier reports the block, and the records are dropped with the call.
            body.blocks[b].insts = kept;
        }
    }
    if !still_used {
        for (g, _) in decls {
            if m.globals[g].as_func().is_some_and(|f| f.body.is_none()) {
                m.remove_global(g);
            }
        }
    }
}

/// The type of operand `v` of a body of function type `fty`.
fn operand_type(m: &Module, body: &Body, fty: Type, v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => Some(body.insts[i].ty),
        Value::Arg(n) => m.types.fn_sig(fty)?.1.get(n as usize).copied(),
        Value::Const(c) => Some(m.consts.ty(c)),
        _ => None,
    }
}

/// LLParser: an `alloca` without `align` gets the preferred alignment of its type, a `load` or
/// `store` the ABI alignment of the type loaded or stored, and `cmpxchg` and `atomicrmw` the
/// store size of their value type; all by the module's data layout (LLVM's default layout when
/// the module has none).
fn fill_alignments(m: &mut Module) {
    let missing = |k: &InstKind| {
        matches!(
            k,
            InstKind::Alloca { align: None, .. }
                | InstKind::Load { align: None, .. }
                | InstKind::Store { align: None, .. }
                | InstKind::CmpXchg { align: None, .. }
                | InstKind::AtomicRmw { align: None, .. }
        )
    };
    let any = m.globals.values().any(|g| {
        g.as_func()
            .and_then(|f| f.body.as_ref())
            .is_some_and(|b| b.insts.values().any(|d| missing(&d.kind)))
    });
    if !any {
        return;
    }
    // The reader checks the layout string; one it could not read leaves the alignments unset.
    let Ok(dl) = DataLayout::as_read(m) else {
        return;
    };
    let ids: Vec<_> = m.globals.keys().collect();
    for g in ids {
        let Some(f) = m.globals[g].as_func() else {
            continue;
        };
        let Some(body) = f.body.as_ref() else {
            continue;
        };
        let fty = f.ty;
        let mut fills = Vec::new();
        for (i, d) in body.insts.iter() {
            if !missing(&d.kind) {
                continue;
            }
            let ty = |v| operand_type(m, body, fty, v);
            let bytes = match &d.kind {
                InstKind::Alloca { elem_ty, .. } => m
                    .types
                    .is_sized(*elem_ty)
                    .then(|| dl.pref_align(&m.types, *elem_ty)),
                InstKind::Load { .. } => Some(dl.align(&m.types, d.ty)),
                InstKind::Store { val, .. } => ty(*val).map(|t| dl.align(&m.types, t)),
                InstKind::CmpXchg { cmp, .. } => ty(*cmp).map(|t| dl.store_size(&m.types, t)),
                InstKind::AtomicRmw { val, .. } => ty(*val).map(|t| dl.store_size(&m.types, t)),
                _ => None,
            };
            if let Some(a) = bytes.and_then(Align::from_bytes) {
                fills.push((i, a));
            }
        }
        let Some(body) = m.globals[g].as_func_mut().and_then(|f| f.body.as_mut()) else {
            continue;
        };
        for (i, a) in fills {
            match &mut body.insts[i].kind {
                InstKind::Alloca { align, .. }
                | InstKind::Load { align, .. }
                | InstKind::Store { align, .. }
                | InstKind::CmpXchg { align, .. }
                | InstKind::AtomicRmw { align, .. } => *align = Some(a),
                _ => {}
            }
        }
    }
}
